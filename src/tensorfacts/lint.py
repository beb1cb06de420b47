"""Static checks of pages and claims: what a build cannot see by running snippets.

* :func:`unclaimed_sentences`: prose sentences that state PyTorch behaviour (they name a torch
  API in a code span, a property such as storage or leaf, a number or a release) but are not
  claims. Claims are written as ``[[id]]`` markers, so prose around them is unchecked text; a
  framing sentence that must stay goes on the allow-list ``docs/framing.txt``.
* :func:`claim_problems`: per claim, the code names of its sentence that its snippet does not
  use, and English / Chinese sentences that carry different code spans or numbers.
* :func:`raises_problems`: ``# raises:`` lines that name no concrete exception class.
* :func:`device_problems`: a check that compares what a run left with a tensor it builds without naming a
  device (on a CUDA run the two sit on different devices, so the check raises or reads False there).
* :func:`typed_output_problems`: fenced blocks in a page that look like an output
  (``tensor(``, ``array(``, ``Traceback``, a warning line): outputs come only from snippets.

Each problem is a string starting with ``path:line:``.
"""

from __future__ import annotations

import ast
import inspect
import json
import keyword
import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from tensorfacts import wording
from tensorfacts.claims import Claim, applies_to
from tensorfacts.pages import CLAIM_MARKER, ZH_SUFFIX, is_audit, is_errata

FRAMING_FILE = "framing.txt"
"""Allow-list of framing sentences, one ``page: sentence`` per line, in the docs folder."""

_CODE = re.compile(r"`([^`\n]+)`")
_LINK = re.compile(r"!?\[([^\]]*)\]\([^)]*\)")
_TAG = re.compile(r"<[^>]+>")
_ATTRS = re.compile(r"\{\s*[#.:][^}]*\}")
_NUMBER = re.compile(r"(?<![\w.])[-+]?\d+(?:\.\d+)*(?![\w])")
_RELEASE = re.compile(r"\b\d+\.\d+(?:\.\d+)?\b")
_LIST_ITEM = re.compile(r"^\s*(?:[-*+]|\d+\.)\s+")
_FENCE = re.compile(r"^[ \t]*(`{3,}|~{3,})(.*)$")
_PAGE_LINK = re.compile(r"\[(?:[^\]`]+|[^\]]+[?？])\]\([^)\s]+\.md(#[\w-]+)?\)")
"""A link to a page (or a section) whose text has no code, or is a question: navigation, not a statement."""
_ADMONITION = re.compile(r"^\s*(?:!!!|\?\?\?\+?)\s*\w+(?:\s+\"(?P<title>[^\"]*)\")?\s*$")

PROPERTY_TERMS = {
    "en": re.compile(
        r"\b(storage|memory|gradients?|grad|leaf|leaves|views?|dtypes?|devices?|strides?|contiguous|"
        r"autograd|graph|version counter|shares?|shared|copies|copy|copied|warns?|warning|raises?|error|"
        r"requires? grad|in-place|in place|default|float\w*|int\w*|bool|complex|NumPy|array|docstring|"
        r"releases?|released|PyTorch)\b",
        re.IGNORECASE,
    ),
    "zh": re.compile(
        r"(存储|内存|梯度|叶子|视图|数据类型|设备|步幅|步长|连续|计算图|自动求导|版本计数器|共享|副本|复制|拷贝|"
        r"警告|错误|抛出|原地|默认|浮点|整数|布尔|复数|NumPy|数组|文档字符串|版本|PyTorch)"
    ),
}

_VALUE_WORDS = {
    "True", "False", "None", "float16", "bfloat16", "float32", "float64", "int8", "int16", "int32", "int64",
    "uint8", "uint16", "uint32", "uint64", "bool", "complex64", "complex128", "cpu", "cuda", "mps", "meta",
    "torch", "dtype", "device", "nan", "inf", "int", "float", "complex", "str", "list", "tuple",
    "Tensor", "ndarray", "strided", "sparse_coo", "sparse_csr",
}
"""Words of a code span that name a value or a type rather than something a snippet calls."""


@dataclass(frozen=True)
class Sentence:
    """One prose sentence of a page, its 1-based source line, and its text with Markdown removed."""

    path: Path
    line: int
    text: str


def _plain(text: str) -> str:
    text = CLAIM_MARKER.sub("", text)
    text = _LINK.sub(r"\1", text)
    text = _ATTRS.sub("", text)
    text = _TAG.sub("", text)
    return re.sub(r"\s+", " ", text).strip()


def _split(paragraph: str, chinese: bool) -> list[str]:
    if chinese:
        parts = re.split(r"(?<=[。！？])", paragraph)
    else:
        # split after . ! ? that ends a sentence (not inside a code span)
        spans = [(m.start(), m.end()) for m in _CODE.finditer(paragraph)]
        parts, start = [], 0
        for match in re.finditer(r"[.!?](?=\s+[A-Z`(\"'])", paragraph):
            if any(a <= match.start() < b for a, b in spans):
                continue
            if re.search(r"\b(e\.g|i\.e|vs|etc)\.$", paragraph[: match.end()]):
                continue
            parts.append(paragraph[start : match.end()])
            start = match.end()
        parts.append(paragraph[start:])
    return [p.strip() for p in parts if p.strip()]


def sentences(path: Path, text: str | None = None) -> list[Sentence]:
    """Every prose sentence of a Markdown page (no code, headings, claim markers, front matter, or list
    items that are only a link to a page, as in a table of contents).

    Table rows count as one sentence each (the header row excluded); an admonition's title counts too.
    """
    lines = (Path(path).read_text(encoding="utf-8") if text is None else text).splitlines()
    chinese = Path(path).name.endswith(ZH_SUFFIX)
    found: list[Sentence] = []
    paragraph: list[str] = []
    start = 0
    fence = ""
    table_row = 0

    def flush() -> None:
        nonlocal paragraph
        if paragraph:
            for part in _split(_plain(" ".join(paragraph)), chinese):
                found.append(Sentence(Path(path), start, part))
        paragraph = []

    in_front_matter = bool(lines) and lines[0].strip() == "---"
    for number, line in enumerate(lines, start=1):
        if in_front_matter:
            if number > 1 and line.strip() == "---":
                in_front_matter = False
            continue
        opened = _FENCE.match(line)
        if fence:
            if opened and line.strip() == fence:
                fence = ""
            continue
        if opened:
            flush()
            fence = opened.group(1)
            continue
        stripped = line.strip()
        if not stripped or stripped.startswith("#") or stripped.startswith("<!--"):
            flush()
            table_row = 0
            continue
        admonition = _ADMONITION.match(line)
        if admonition:
            flush()
            if admonition.group("title"):
                found.append(Sentence(Path(path), number, _plain(admonition.group("title"))))
            continue
        if stripped.startswith("|"):
            flush()
            table_row += 1
            if table_row > 1 and not re.fullmatch(r"[|:\-\s]+", stripped):
                row = _plain(" ".join(cell.strip() for cell in stripped.strip("|").split("|")))
                if row:
                    found.append(Sentence(Path(path), number, row))
            continue
        table_row = 0
        if _LIST_ITEM.match(line):
            flush()
            line = _LIST_ITEM.sub("", line)
            if _PAGE_LINK.fullmatch(line.strip()):  # "- [Construction](construction.md)": a table of contents, like a heading
                continue
        if not paragraph:
            start = number
        paragraph.append(line.strip())
    flush()
    return [s for s in found if s.text]


def states_behaviour(sentence: str, language: str) -> bool:
    """Whether a sentence names a torch API (a code span), a property, a number or a release."""
    if _CODE.search(sentence) or _NUMBER.search(_CODE.sub("", sentence)):
        return True
    return bool(PROPERTY_TERMS["zh" if language == "zh" else "en"].search(sentence))


def load_framing(docs_dir: Path) -> set[tuple[str, str]]:
    """The allow-list: (page path relative to docs, sentence) pairs."""
    path = Path(docs_dir) / FRAMING_FILE
    if not path.is_file():
        return set()
    entries = set()
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip() or line.startswith("#"):
            continue
        page, sep, sentence = line.partition(": ")
        if not sep:
            raise ValueError(f"{path}:{number}: expected 'page.md: sentence'")
        entries.add((page.strip(), sentence.strip()))
    return entries


def unclaimed_sentences(page: Path, docs_dir: Path, framing: set[tuple[str, str]] | None = None) -> list[str]:
    """Sentences of ``page`` that state PyTorch behaviour, are no claim and are not on the allow-list."""
    framing = load_framing(docs_dir) if framing is None else framing
    relative = Path(page).relative_to(docs_dir).as_posix()
    language = "zh" if relative.endswith(ZH_SUFFIX) else "en"
    return [
        f"{page}:{s.line}: unclaimed: {s.text}"
        for s in sentences(page)
        if states_behaviour(s.text, language) and (relative, s.text) not in framing
    ]


def stale_framing(docs_dir: Path) -> list[str]:
    """Allow-list entries that match no sentence any more (so the list stays short and true)."""
    framing = load_framing(docs_dir)
    present = {
        (p.relative_to(docs_dir).as_posix(), s.text) for p in Path(docs_dir).rglob("*.md") for s in sentences(p)
    }
    return [f"{Path(docs_dir) / FRAMING_FILE}: no such sentence on {page}: {text}" for page, text in sorted(framing - present)]


# --- claims ---------------------------------------------------------------------------------


def code_spans(sentence: str) -> list[str]:
    """The inline code spans of a sentence, in order."""
    return _CODE.findall(sentence)


def numbers(sentence: str) -> Counter[str]:
    """The numbers written outside code spans (``2``, ``0.1``, ``2.7``)."""
    return Counter(_NUMBER.findall(_CODE.sub(" ", sentence)))


def code_names(span: str) -> list[str]:
    """Names in a code span that a snippet must use: functions, methods, attributes, variables.

    Values and types are left out: ``True``/``None``, dtype and device names, exception and warning
    classes (``RuntimeError``), ``grad_fn`` node names (``CloneBackward0``), keywords, and anything
    inside a string literal.
    """
    if re.search(r"\w\*|\*\w", span):
        return []  # a pattern such as `new_*` or `*_like`, not a name
    if re.search(r"[A-Za-z]+ [a-z]+ [a-z]+", span) or (" " in span.strip() and not re.search(r"[()\[\]=.,*+/<>:-]", span)):
        return []  # quoted message text, e.g. an error message
    span = re.sub(r"(['\"]).*?\1", " ", span)
    span = re.sub(r"(?<![\w.])\d+(?:\.\d+)?(?:e[-+]?\d+)?j?", " ", span)  # 2, 0.5, 1e-3, 2j
    names = []
    for name in re.findall(r"[A-Za-z_]\w*", span):
        if (
            name in _VALUE_WORDS
            or keyword.iskeyword(name)
            or re.search(r"(Error|Warning|Exception|Backward\d*|Interrupt)$", name)
            or name in names
        ):
            continue
        names.append(name)
    return names


def _string_literals(check: object) -> list[str]:
    """The string constants of a check function's body (what it expects to read in an output)."""
    try:
        source = inspect.getsource(check)  # type: ignore[arg-type]
        tree = ast.parse(source[source.find("\ndef ") + 1 :])
    except (OSError, TypeError, SyntaxError):
        return []
    return [node.value for node in ast.walk(tree) if isinstance(node, ast.Constant) and isinstance(node.value, str)]


def missing_code_names(item: Claim) -> list[str]:
    """Code names of the claim's English sentence that do not occur (as a word) in its snippet.

    A span found inside a string literal of the check (an expected output, such as the advice a
    warning prints) is what the check reads from the output, not a call, and is skipped; code in
    the check itself (``run["a"].detach()``) exempts nothing. For a rule, the code of its family's
    cases (and of the operations it leaves out) counts as used: its check runs them.
    """
    source = item.snippet.read_text(encoding="utf-8")
    quoted = _string_literals(item.check)
    if item.over is not None:  # a rule's family is code the check runs too: its operations and tensors
        source += "\n" + item.over.digest_text() + "\n" + "\n".join(en for en, _ in item.over.excluded)
    missing = []
    for span in code_spans(item.en):
        if any(span in text for text in quoted):
            continue
        for name in code_names(span):
            if not re.search(rf"(?<![\w]){re.escape(name)}(?![\w])", source) and name not in missing:
                missing.append(name)
    return missing


_RULE_WORDS = {
    "en": re.compile(
        r"(?i:\b(?:any|every|all|always|never|whenever|whatever|regardless|no matter|in general)\b)"
        r"|^(?:An?|Every|Any|The result of an?) (?:[\w-]+ ){0,3}(?:tensor|operation|function|method|factory|view|leaf|"
        r"array|parameter|module|op|call)s?\b"
        r"|^(?:[A-Z][\w-]* )?(?:[\w-]+ )?(?:Tensors|Operations|Views|Arrays|Parameters|Modules|Functions|Methods|"
        r"Factories|Leaves|tensors|operations|views|arrays|parameters|modules|functions|methods|factories)\b"
    ),
    "zh": re.compile(r"任何|所有|一切|总是|始终|永远|从不|凡是|无论|不管|一律|任意"),
}
"""Words by which a sentence states a rule: a quantifier ("every", "never", "任何"), or a generic
subject opening it ("An in-place operation ...", "Tensors created by ...")."""


def rule_words(item: Claim) -> list[str]:
    """The words of the claim's sentences (outside code spans and link targets) that make it read as a rule.

    A rule declares its family of cases (``over=``); a claim without one must name its call and be
    worded as what that call does.
    """
    found = []
    for language in ("en", "zh"):
        text = _LINK.sub(r"\1", item.en if language == "en" else item.zh)
        text = _CODE.sub("CODE", text)
        found += [m.group(0) for m in _RULE_WORDS[language].finditer(text)]
    return found


_NESTED = re.compile(r"[（(][^（）()]*[（(]")
"""An opening bracket inside another (code spans removed first): 中文 reads one level of brackets at most."""


def headline_problems(item: Claim) -> list[str]:
    """A sentence longer than a headline (:data:`tensorfacts.wording.EN_LIMIT` words, :data:`~tensorfacts.wording.ZH_LIMIT`
    Chinese units), one using the harness's own words, or a Chinese one with brackets inside brackets.

    Part of :func:`claim_problems`; the site build checks it too, for every claim a page shows.
    """
    problems: list[str] = []
    for language, text in (("en", item.en), ("zh", item.zh)):
        size, most = wording.length(text, language), wording.limit(language)
        if size > most:
            unit = "units" if language == "zh" else "words"
            problems.append(
                f"{item.defined_at}: claim {item.id!r}: its {'Chinese' if language == 'zh' else 'English'} sentence has "
                f"{size} {unit} (at most {most}): state one fact as a headline; what the check covers and leaves out is "
                "rendered under it (over=, not_covered=), an everyday exception is a claim of its own (exception_to=)"
            )
        found = wording.harness_words(text, language)
        if found:
            problems.append(
                f"{item.defined_at}: claim {item.id!r} uses the harness's own words {found} in its "
                f"{'Chinese' if language == 'zh' else 'English'} sentence: say it in PyTorch's terms; the line the "
                "harness renders under the claim says which cases were checked"
            )
    if _NESTED.search(_CODE.sub("", _LINK.sub(r"\1", item.zh))):  # a link's address is no bracket a reader reads
        problems.append(f"{item.defined_at}: claim {item.id!r}: brackets inside brackets in its Chinese sentence: "
                        "split it into two sentences")
    return problems


def claim_problems(item: Claim) -> list[str]:
    """Code names missing from the snippet; English and Chinese sentences that differ in code spans or numbers."""
    problems = []
    missing = missing_code_names(item)
    if missing:
        problems.append(
            f"{item.defined_at}: claim {item.id!r} names {', '.join(f'`{m}`' for m in missing)}, "
            f"which its snippet {item.snippet.name} never uses"
        )
    if Counter(code_spans(item.en)) != Counter(code_spans(item.zh)):
        only_en = sorted(set(code_spans(item.en)) - set(code_spans(item.zh)))
        only_zh = sorted(set(code_spans(item.zh)) - set(code_spans(item.en)))
        problems.append(
            f"{item.defined_at}: claim {item.id!r}: English and Chinese code spans differ "
            f"(only in English: {only_en}, only in Chinese: {only_zh}; counts must match too)"
        )
    if item.over is None and rule_words(item):
        problems.append(
            f"{item.defined_at}: claim {item.id!r} reads as a rule ({', '.join(repr(w) for w in rule_words(item))}) "
            "but declares no family of cases (over=): declare one, or word it as what its named call does"
        )
    problems += headline_problems(item) + device_problems(item)
    if numbers(item.en) != numbers(item.zh):
        problems.append(
            f"{item.defined_at}: claim {item.id!r}: English and Chinese numbers differ "
            f"({sorted(numbers(item.en).elements())} != {sorted(numbers(item.zh).elements())})"
        )
    return problems


# --- checks that hold on every device ------------------------------------------------------

FACTORIES = frozenset({
    "tensor", "as_tensor", "asarray", "zeros", "ones", "full", "empty", "arange", "range", "linspace", "logspace",
    "eye", "rand", "randn", "randint", "randperm", "Tensor", "FloatTensor", "DoubleTensor", "LongTensor",
    "IntTensor", "BoolTensor", "from_numpy",
})
"""``torch.<name>(...)`` calls that build a tensor on the default device (the CPU, where a check runs) unless given
``device=``; ``from_numpy`` always builds on the CPU."""

COMPARISONS = frozenset({"equal", "allclose", "isclose", "eq", "ne", "assert_close", "assert_equal"})
"""``torch.<name>(a, b)`` (and ``torch.testing.<name>``) calls whose two tensors must sit on one device. The
project's own :func:`tensorfacts.evidence.equal` compares on the CPU, so it is not among them."""


def _torch_call(node: ast.AST, names: frozenset[str]) -> bool:
    """Whether ``node`` is ``torch.<name>(...)`` or ``torch.testing.<name>(...)`` for a name of ``names``."""
    if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in names):
        return False
    owner = node.func.value
    return (isinstance(owner, ast.Name) and owner.id == "torch") or (
        isinstance(owner, ast.Attribute) and owner.attr == "testing"
        and isinstance(owner.value, ast.Name) and owner.value.id == "torch")


def _deviceless(node: ast.AST) -> bool:
    """A ``torch`` factory call with no ``device=`` (``from_numpy``: always, as it has none)."""
    if not _torch_call(node, FACTORIES):
        return False
    assert isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
    return node.func.attr == "from_numpy" or not any(k.arg == "device" for k in node.keywords)


def device_problems(item: Claim) -> list[str]:
    """Comparisons in ``item``'s check between a tensor and one the check builds without naming a device.

    Only the check's own body counts (a rule's predicates run their cases with the verified device as default
    device, so what they build sits beside the case's tensor); claims that never run on CUDA are skipped. A
    comparison is ``==``/``!=`` or a ``torch.equal``-like call (:data:`COMPARISONS`) one of whose operands is such a
    factory call, or a name the body bound to one. Compare through ``.tolist()``, ``.item()`` or
    :func:`tensorfacts.evidence.equal` instead, or build the expected tensor with ``device=`` the run's tensor's.
    """
    if not applies_to(item, "cuda"):
        return []
    code = inspect.unwrap(item.check).__code__
    try:
        source = inspect.getsource(item.check)
    except (OSError, TypeError):
        return []
    start = source.find("\ndef ") + 1
    try:
        tree = ast.parse(source[start:])
    except SyntaxError:
        return []
    first_line = code.co_firstlineno + source[:start].count("\n")
    function = tree.body[0]
    top: list[ast.AST] = []  # the check's own nodes, nested functions and lambdas left out

    def collect(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                continue
            top.append(child)
            collect(child)

    collect(function)
    bound = {target.id for node in top if isinstance(node, ast.Assign) and _deviceless(node.value)
             for target in node.targets if isinstance(target, ast.Name)}

    def built(operand: ast.AST) -> bool:
        return _deviceless(operand) or (isinstance(operand, ast.Name) and operand.id in bound)

    problems = []
    for node in top:
        operands: list[ast.AST] = []
        if isinstance(node, ast.Compare) and all(isinstance(op, (ast.Eq, ast.NotEq)) for op in node.ops):
            operands = [node.left, *node.comparators]
        elif _torch_call(node, COMPARISONS):
            assert isinstance(node, ast.Call)
            operands = list(node.args[:2])
        if any(built(o) for o in operands):
            problems.append(
                f"{code.co_filename}:{first_line + node.lineno - 1}: claim {item.id!r} compares with a tensor its check "
                f"builds without a device (`{ast.unparse(node)[:80]}`): on a CUDA run the run's tensors sit on the GPU. "
                "Compare through .tolist() or tensorfacts.evidence.equal, or pass device= the run's tensor's device"
            )
    return problems


# --- snippets and pages ---------------------------------------------------------------------

_RAISES_LINE = re.compile(r"^#\s*raises:\s*(?P<rest>.*?)\s*$", re.MULTILINE)
_TOO_BROAD = {"Exception", "BaseException", "builtins.Exception", "builtins.BaseException"}


def raises_problems(path: Path) -> list[str]:
    """``# raises:`` must name exactly one concrete exception class, never ``Exception`` or ``BaseException``."""
    source = Path(path).read_text(encoding="utf-8")
    problems = []
    for match in _RAISES_LINE.finditer(source):
        line = source.count("\n", 0, match.start()) + 1
        name = match.group("rest")
        if not re.fullmatch(r"[A-Za-z_][\w.]*", name):
            problems.append(f"{path}:{line}: '# raises:' takes one exception class name, got {name!r}")
        elif name in _TOO_BROAD:
            problems.append(f"{path}:{line}: '# raises: {name}' is too broad: name the exact exception class")
    if len(_RAISES_LINE.findall(source)) > 1:
        problems.append(f"{path}:1: more than one '# raises:' line")
    return problems


POLARITY_FILE = "_polarity.json"
"""In the snippets folder: each claim's count of negations in English and in Chinese when last recorded."""

_NEGATION = {
    "en": re.compile(r"\b(?:not|no|never|none|nothing|neither|nor|cannot|without)\b|n't\b", re.IGNORECASE),
    "zh": re.compile(r"不|没|无|未|非|别|否"),
}


def negations(item: Claim) -> tuple[int, int]:
    """How many negation words the English and the Chinese sentence hold (outside code spans)."""
    en = len(_NEGATION["en"].findall(_CODE.sub(" ", _LINK.sub(r"\1", item.en))))
    zh = len(_NEGATION["zh"].findall(_CODE.sub(" ", _LINK.sub(r"\1", item.zh))))
    return en, zh


def load_polarity(snippets_root: Path) -> dict[str, list[int]]:
    path = Path(snippets_root) / POLARITY_FILE
    return json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}


def polarity_problems(item: Claim, recorded: dict[str, list[int]]) -> list[str]:
    """A claim whose English and Chinese negation counts moved apart since they were recorded.

    The two languages phrase negation differently (不变 for "unchanged"), so their counts are not
    compared with each other; what must agree is how each *changed*: a "not" added to one language
    only flips the sentence there. A reworded pair that changed both is fine.
    """
    if item.id not in recorded:
        return [f"{item.defined_at}: claim {item.id!r} has no recorded polarity: "
                "run `python -m tensorfacts lint --polarity` once both sentences are final"]
    en, zh = negations(item)
    was_en, was_zh = recorded[item.id]
    if (en - was_en) % 2 != (zh - was_zh) % 2:
        return [f"{item.defined_at}: claim {item.id!r}: the English sentence now holds {en} negation(s) (was {was_en}) "
                f"and the Chinese {zh} (was {was_zh}): one language's sentence changed its polarity alone"]
    return []


def record_polarity(claims: dict[str, Claim], snippets_root: Path) -> list[str]:
    """Record the negation counts of new claims and of those whose two languages changed together.

    Returns the claims left as they were because only one language changed (fix the sentence, or
    edit the file by hand if the change keeps the meaning).
    """
    recorded = load_polarity(snippets_root)
    refused = []
    for item in claims.values():
        if item.id in recorded and polarity_problems(item, recorded):
            refused.append(item.id)
            continue
        recorded[item.id] = list(negations(item))
    recorded = {key: recorded[key] for key in sorted(recorded) if key in claims}
    (Path(snippets_root) / POLARITY_FILE).write_text(json.dumps(recorded, indent=0, sort_keys=True) + "\n", encoding="utf-8")
    return refused


_VALUE = re.compile(
    r"\b(?:torch\.)?(float16|bfloat16|float32|float64|int8|int16|int32|int64|uint8|uint16|uint32|uint64|"
    r"complex64|complex128|True|False)\b"
)


def value_problems(item: Claim, output: str) -> list[str]:
    """Values written into the claim's English sentence (a dtype, ``True``/``False``, a number outside
    code) that neither its run printed (``output``) nor its snippet or check contains.

    A value in a sentence is one the run produced or is quoted from it (``{name}``); a release
    number of the claim's range is exempt.
    """
    try:
        check = inspect.getsource(item.check)  # type: ignore[arg-type]
        check = check[check.find("\ndef ") :]  # the body, not the decorator holding the sentences
    except (OSError, TypeError):
        check = ""
    known = output + "\n" + item.snippet.read_text(encoding="utf-8") + "\n" + check
    if item.over is not None:
        known += "\n" + item.over.digest_text()
    text = re.sub(r"#\d+", " ", _LINK.sub(r"\1", item.en))  # issue and PR numbers are references, not values
    releases = {spec.version for spec in item.torch}
    missing = [m.group(1) for m in _VALUE.finditer(text) if not re.search(rf"\b{m.group(1)}\b", known)]
    missing += [
        n for n in _NUMBER.findall(_CODE.sub(" ", PLACEHOLDER_TEXT.sub(" ", text)))
        if n not in releases and not re.fullmatch(r"2\.\d+", n) and not re.search(rf"(?<![\w.]){re.escape(n)}(?![\w])", known)
    ]
    if not missing:
        return []
    return [f"{item.defined_at}: claim {item.id!r} writes {', '.join(repr(m) for m in dict.fromkeys(missing))}, "
            f"which its run never printed and neither its snippet {item.snippet.name} nor its check contains"]


PLACEHOLDER_TEXT = re.compile(r"\{[A-Za-z_]\w*\}")


def home_page(item: Claim, snippets_root: Path, docs_dir: Path) -> Path:
    """The English page a claim belongs to: ``snippets/a/b/x.py`` -> ``docs/a/b.md``."""
    folder = item.snippet.resolve().parent.relative_to(Path(snippets_root).resolve())
    return Path(docs_dir) / f"{folder.as_posix()}.md"


def sections(text: str) -> list[tuple[int, str]]:
    """A page cut at its headings (outside fences): (first line, text) of each part, the intro first."""
    parts: list[tuple[int, list[str]]] = [(1, [])]
    fence = ""
    for number, line in enumerate(text.splitlines(), start=1):
        opened = _FENCE.match(line)
        if fence:
            fence = "" if opened and line.strip() == fence else fence
        elif opened:
            fence = opened.group(1)
        elif re.match(r"^#{1,6}\s", line):
            parts.append((number, []))
        parts[-1][1].append(line)
    return [(start, "\n".join(lines)) for start, lines in parts]


def _english(page: Path) -> Path:
    return page if not page.name.endswith(ZH_SUFFIX) else page.with_name(page.name[: -len(ZH_SUFFIX)] + ".md")


def _events(text: str) -> list[tuple[int, str, str]]:
    """A section's claims and snippet fences in order: (offset, "claim" or "fence", id or snippet path)."""
    from tensorfacts.pages import SNIPPET_FENCE

    found = [(m.start(), "fence", m.group("body").strip()) for m in SNIPPET_FENCE.finditer(text)]
    found += [(m.start(), "claim", m.group("id")) for m in CLAIM_MARKER.finditer(text)]
    return sorted(found)


def placement_problems(page: Path, claims: dict[str, Claim], snippets_root: Path, docs_dir: Path) -> list[str]:
    """Claims of this page (their snippet in its folder) that do not stand above the fence of their own snippet.

    A claim is a headline with its proof below: it is bound to the first snippet fence after it in its
    section (heading to heading), or, when none follows, to the last one before it; that fence must show the
    claim's snippet. So two fences swapped within a section, or a claim moved away from its evidence, is found.
    A claim cited on another page (the errata, the home page) is a cross-reference and is not bound there.
    """
    english = _english(Path(page))
    root = Path(snippets_root).resolve()
    problems = []
    for start, text in sections(Path(page).read_text(encoding="utf-8")):
        events = _events(text)
        fences = [(offset, body) for offset, kind, body in events if kind == "fence"]
        for offset, kind, claim_id in events:
            item = claims.get(claim_id)
            if kind != "claim" or item is None or home_page(item, snippets_root, docs_dir).resolve() != english.resolve():
                continue
            after = [body for at, body in fences if at > offset]
            before = [body for at, body in fences if at < offset]
            bound = after[0] if after else before[-1] if before else None
            wanted = item.snippet.resolve().relative_to(root).as_posix()
            line = start + text.count("\n", 0, offset)
            if bound is None or wanted not in {body for _, body in fences}:
                problems.append(f"{page}:{line}: claim {item.id!r} sits in a section that does not show its snippet "
                                f"{wanted}: move it beside the snippet's fence")
            elif bound != wanted:
                problems.append(f"{page}:{line}: claim {item.id!r} is bound to the fence of {bound} (the nearest one "
                                f"below it), but its evidence is {wanted}: put the claim right above its own snippet's fence")
    return problems


NOT_CHAPTERS = ("index.md",)
"""Pages of ``docs/`` that are no chapter: the home page (a signpost), besides the errata pages (statements set against
claims, :func:`tensorfacts.pages.is_errata`) and the docstring audit's (statements classified, with the checks made for
it, :func:`tensorfacts.pages.is_audit`). Every other page with claims is a chapter."""


def is_chapter(page: Path, docs_dir: Path, snippets_root: Path) -> bool:
    """A page whose snippets folder holds claims, other than :data:`NOT_CHAPTERS`."""
    relative = _english(Path(page)).relative_to(docs_dir).with_suffix("")
    page_path = relative.with_suffix(".md").as_posix()
    if page_path in NOT_CHAPTERS or is_errata(page_path) or is_audit(page_path):
        return False
    return (Path(snippets_root) / relative / "_claims.py").is_file()


def section_openings(text: str) -> list[tuple[int, str, bool]]:
    """Each section of a page that opens with something: (line of that thing, heading title, whether it is an
    answer: a claim ``[[id]]`` or a ``summary=`` snippet fence). A heading followed directly by another is skipped."""
    found = []
    for start, body in sections(text):
        lines = body.splitlines()
        if not lines or not re.match(r"^#{1,6}\s", lines[0]):
            continue  # front matter before the title
        title = re.sub(r"\s*\{[^}]*\}\s*$", "", lines[0].lstrip("#").strip())
        for number, line in enumerate(lines[1:], start=start + 1):
            stripped = line.strip()
            if not stripped or stripped.startswith("<!--"):
                continue
            answer = bool(CLAIM_MARKER.match(stripped)) or bool(_FENCE.match(line) and re.search(r"\bsnippet\b.*\bsummary=", stripped))
            found.append((number, title, answer))
            break
    return found


def answer_first_problems(page: Path, text: str | None = None) -> list[str]:
    """Sections of a chapter that do not open with a claim or the page's At a glance box.

    A reader comes with one question: under each heading, the first thing is the sentence that answers it
    (``[[id]]``), its snippet and output after it as the evidence. The page's title opens with its At a glance
    box (a ``summary=`` fence). A heading followed directly by a subheading opens nothing and is left alone.
    """
    return [
        f"{page}:{line}: section {title!r} opens with something other than its answer: put the claim that answers "
        "the heading first (the title: the At a glance box), then its snippet as the evidence"
        for line, title, answer in section_openings(Path(page).read_text(encoding="utf-8") if text is None else text)
        if not answer
    ]


def exception_problems(page: Path, claims: dict[str, Claim], snippets_root: Path, docs_dir: Path) -> list[str]:
    """Rules of this page that leave out (``but=``) a case a reader meets every day without saying what happens
    there, and exception claims that do not stand in their rule's section.

    An everyday case (:func:`tensorfacts.catalogue.ordinary`) that a rule leaves out is named in the rule's
    English sentence (an operation as its code, a tensor or a setting by its label) or covered by a claim
    declared ``exception_to`` the rule: one whose family includes it, or whose English sentence names it. The
    exception stands in its rule's section or in a subsection of it.
    """
    from tensorfacts.catalogue import Op, ordinary

    english = _english(Path(page))
    if Path(page) != english:
        return []  # the same claims and sections stand on the Chinese twin (parity)
    problems = []
    section_of: dict[str, int] = {}
    within: dict[str, set[int]] = {}  # a claim's section and the sections above it (a subsection is next to its rule)
    line_of: dict[str, int] = {}
    open_at: list[tuple[int, int]] = []  # (heading level, first line) of the sections enclosing this one
    for start, text in sections(english.read_text(encoding="utf-8")):
        level = len(re.match(r"^(#*)", text).group(1)) or 0
        open_at = [(lvl, line) for lvl, line in open_at if level and lvl < level] + [(level or 99, start)]
        for match in CLAIM_MARKER.finditer(text):
            section_of.setdefault(match.group("id"), start)
            within.setdefault(match.group("id"), {line for _, line in open_at})
            line_of.setdefault(match.group("id"), start + text.count("\n", 0, match.start()))
    for item in claims.values():
        if item.id not in section_of or home_page(item, snippets_root, docs_dir).resolve() != english.resolve():
            continue
        for rule in item.exception_to:
            if section_of.get(rule) not in within[item.id]:
                problems.append(f"{english}:{line_of[item.id]}: claim {item.id!r} is an exception to {rule!r}, which is "
                                "not in its section: put the exception right after its rule (or in a subsection of it)")
        if item.over is None:
            continue
        exceptions = [e for e in claims.values() if item.id in e.exception_to]
        for left in item.over.left_out():
            if not ordinary(left):
                continue
            term = f"`{left.term}`" if isinstance(left, Op) else left.name

            def names(text: str) -> bool:
                if isinstance(left, Op):
                    return any(left.term in span for span in code_spans(text))
                return bool(re.search(rf"(?<![\w-]){re.escape(left.name)}(?![\w-])", _CODE.sub(" ", text), re.IGNORECASE)) or \
                    any(span == left.name for span in code_spans(text))

            def covers(other: Claim) -> bool:
                if other.over is not None:
                    picked = {x.name for x in (*other.over.tensors.items, *other.over.ops.items, *other.over.contexts.items)}
                    if left.name in picked:
                        return True
                return names(other.en)

            if names(item.en) or any(covers(e) for e in exceptions):
                continue
            problems.append(
                f"{english}:{line_of[item.id]}: rule {item.id!r} leaves out {term}, which readers meet in everyday code: "
                f"say what happens there in a short claim with exception_to={item.id!r} next to it, or name it in the sentence"
            )
    return problems


def claim_paragraph_problems(path: Path, text: str | None = None) -> list[str]:
    """A claim marker sharing its paragraph with another line: each claim is a paragraph of its own (its checked
    line goes under it; two claims in one Chinese paragraph would also run together with a space between them)."""
    lines = (Path(path).read_text(encoding="utf-8") if text is None else text).splitlines()
    problems = []
    fence = ""
    for number, line in enumerate(lines, start=1):
        opened = _FENCE.match(line)
        if fence:
            fence = "" if opened and line.strip() == fence else fence
            continue
        if opened:
            fence = opened.group(1)
            continue
        if not CLAIM_MARKER.fullmatch(line.strip()):
            continue
        neighbours = [lines[i].strip() for i in (number - 2, number) if 0 <= i < len(lines)]
        if any(n and not n.startswith(("#", "```", "~~~", "<!--")) for n in neighbours):
            problems.append(f"{path}:{number}: claim {line.strip()} shares its paragraph with the line next to it: "
                            "leave a blank line around each claim")
    return problems


def fence_problems(path: Path, text: str | None = None) -> list[str]:
    """Fenced blocks other than ``snippet`` and ``records`` fences (and the ``questions`` fence of the Questions page): a page shows code only from snippet files."""
    lines = (Path(path).read_text(encoding="utf-8") if text is None else text).splitlines()
    problems = []
    fence = ""
    for number, line in enumerate(lines, start=1):
        match = _FENCE.match(line)
        if not fence and match:
            fence = match.group(1)
            kind = match.group(2).strip().split(" ")[0]
            if kind not in ("snippet", "records", "questions"):
                problems.append(f"{path}:{number}: a ```{kind} block: a page holds only snippet (and records) fences; "
                                "put code in a snippet file")
        elif fence and match and line.strip() == fence:
            fence = ""
    return problems


OUTPUT_LIKE = re.compile(
    r"^\s*(?:tensor\(|array\(|Traceback \(most recent call last\)|\w+(?:Warning|Error): |Parameter containing:)",
    re.MULTILINE,
)


def typed_output_problems(path: Path, text: str | None = None) -> list[str]:
    """Fenced blocks (other than ``snippet`` and ``records`` fences) whose body looks like an output."""
    lines = (Path(path).read_text(encoding="utf-8") if text is None else text).splitlines()
    problems = []
    fence, kind, opened_at = "", "", 0
    body: list[str] = []
    for number, line in enumerate(lines, start=1):
        match = _FENCE.match(line)
        if not fence and match:
            fence, kind, opened_at, body = match.group(1), match.group(2).strip(), number, []
        elif fence and match and line.strip() == fence:
            if not kind.startswith(("snippet", "records")) and OUTPUT_LIKE.search("\n".join(body)):
                problems.append(
                    f"{path}:{opened_at}: this block looks like a typed output; outputs come only from snippets "
                    "(embed the snippet with a ```snippet fence)"
                )
            fence = ""
        elif fence:
            body.append(line)
    return problems


DESCRIPTION_LIMITS = {"en": (40, 200), "zh": (20, 120)}
"""Characters of a page's ``description:`` (its search-result snippet and its social card), per language."""


def description_problems(path: Path) -> list[str]:
    """A page whose front matter has no ``description:``, or one outside :data:`DESCRIPTION_LIMITS`, naming file and
    line and the limits."""
    text = Path(path).read_text(encoding="utf-8")
    language = "zh" if Path(path).name.endswith(ZH_SUFFIX) else "en"
    low, high = DESCRIPTION_LIMITS[language]
    limits = f"{low}–{high} characters in {'Chinese' if language == 'zh' else 'English'}"
    if not text.startswith("---\n"):
        return [f"{path}:1: no front matter: start the page with ---, a line description: … ({limits}), and ---"]
    head = text.split("---\n")[1]
    for number, line in enumerate(head.splitlines(), start=2):
        if line.startswith("description:"):
            value = line.split(":", 1)[1].strip().strip("\"'")
            if not low <= len(value) <= high:
                return [f"{path}:{number}: description of {len(value)} characters: write {limits} "
                        "(what a search result shows under the page title)"]
            return []
    return [f"{path}:2: no description: add a line description: … to the front matter ({limits})"]
