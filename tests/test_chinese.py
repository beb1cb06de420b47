"""Chinese that reads as Chinese: one term per concept, one source line per paragraph, no English UI on /zh/.

The terms come from ``tests/glossary.md`` (a copy of the project's glossary): every entry of its
"not" column is forbidden in the Chinese pages, the Chinese claim sentences, the Chinese strings of
``src/tensorfacts`` and the text of every built ``/zh/`` page. A Chinese word or a Chinese quotation
mark is forbidden anywhere in the text, except

* inside a correct term that contains it (拷贝 in 深拷贝, 浅拷贝; "except X" notes add more),
* where the glossary also lists it as the right word for another concept, in a passage about that
  concept: 步长 is wrong for a stride but right for the step of `arange`, so it is allowed in a
  passage (a page section; a claim sentence with its snippet) that mentions ``arange``; and
* where its row names code, it is forbidden only in a passage that names that code: 基张量 is the
  base of a view, but not the tensor a ``new_*`` method is called on (调用方张量).

"bare dtype", or an entry with no Chinese (ndarray, op, n/a), is an English word forbidden in Chinese
prose: allowed in code, in a quoted English message and in an English parenthesis (数据类型（dtype）).

The glossary's "first use" column marks the specialist terms: on each Chinese page the first use of
each, in the prose a reader sees (claim sentences in place, code left out), is written 中文（English）.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from pathlib import Path

import pytest
import yaml


class _ConfigLoader(yaml.SafeLoader):
    """mkdocs.yml names Python objects (``!!python/name:pymdownx.slugs.slugify``): read them as None."""


_ConfigLoader.add_multi_constructor("tag:yaml.org,2002:python/", lambda loader, suffix, node: None)
from bs4 import BeautifulSoup

from tensorfacts.claims import load_claims

from conftest import BuiltSite, DOCS, ROOT, SNIPPETS, built_page

pytestmark = pytest.mark.xdist_group("built-pages")  # one worker: each built page parsed once (conftest.built_page)

GLOSSARY = Path(__file__).with_name("glossary.md")
CJK = re.compile(r"[\u3400-\u9fff]")
CJK_RUN = re.compile(r"[\u3400-\u9fff]+")
FENCED = re.compile(r"^([ \t]*)(`{3,}|~{3,}).*?^\1\2[ \t]*$", re.MULTILINE | re.DOTALL)
HEADING = re.compile(r"^#{1,6} ", re.MULTILINE)


CODE_SPAN = re.compile(r"`[^`]*`")
PROSE_MASKS = (
    FENCED,
    CODE_SPAN,
    re.compile(r"\[\[[^\]]*\]\]"),  # a claim reference
    re.compile(r"\{[^{}\n]*\}"),  # a heading's anchor, a sentence's {value}
    re.compile(r"\]\([^)\s]*\)"),  # a link's target
    re.compile(r"<[^>\n]*>"),  # an HTML tag
    re.compile(r"https?://\S+"),
    re.compile(r'"[^"\u3400-\u9fff]*"|“[^”\u3400-\u9fff]*”'),  # quoted English (a message, a title)
    re.compile(r"（[^（）\u3400-\u9fff]*）|\([^()\u3400-\u9fff]*\)"),  # the English of a first use
    re.compile(r"[\w.-]+\.(?:py|md|ipynb|json|html)\b"),  # a file's name
)
PUNCTUATION = re.compile(r"[\u3000-\u303f\uff00-\uffef]+")


def prose(text: str) -> str:
    """``text`` with code, quoted English, English parentheses, links' targets and anchors blanked."""
    for mask in PROSE_MASKS:
        text = mask.sub(lambda m: " " * len(m.group(0)), text)
    return text


@dataclass(frozen=True)
class Rule:
    """A forbidden term, the correct terms it may stand inside, and the passages where it is right.

    ``scope``: the term is wrong only in passages that match it (基张量 where a ``new_*`` method is
    named). ``english``: the term is an English word, wrong in Chinese prose only (see :func:`prose`).
    """

    term: str
    inside: tuple[str, ...]
    context: re.Pattern[str] | None
    scope: re.Pattern[str] | None = None
    english: bool = False

    def violations(self, passage: str) -> list[str]:
        """Sentences of ``passage`` that use the term wrongly."""
        if self.english:
            word = re.compile(r"(?<![\w/.-])" + re.escape(self.term) + r"(?![\w/-])")
            if not word.search(text := prose(passage)):
                return []
            return [s.strip()[:120] for s in re.split(r"(?<=[。！？；\n])", text) if word.search(s)]
        if self.term not in passage or (self.context and self.context.search(passage)):
            return []
        if self.scope and not self.scope.search(passage):
            return []
        found = []
        for sentence in re.split(r"(?<=[。！？；\n])", passage):
            masked = sentence
            for longer in self.inside:
                masked = masked.replace(longer, "＿" * len(longer))
            if self.term in masked:
                found.append(sentence.strip()[:120])
        return found


def glossary_rows() -> list[tuple[str, str, str, str]]:
    """The glossary's rows: English, 中文, not, first use."""
    rows = []
    for line in GLOSSARY.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.startswith("|") and len(cells) == 4 and cells[0] != "English" and not set(cells[0]) <= set("-: "):
            rows.append((cells[0], cells[1], cells[2], cells[3]))
    return rows


def code_pattern(english: str) -> re.Pattern[str] | None:
    """The code a row's English names (`arange`, `new_*`), as a pattern; None when it names none."""
    names = re.findall(r"`([^`]+)`", english)
    return re.compile("|".join(re.escape(n).replace(r"\*", r"\w*") for n in names)) if names else None


def rules() -> list[Rule]:
    rows = glossary_rows()
    correct = {word for _, chinese, _, _ in rows for word in CJK_RUN.findall(chinese)}
    found = []
    for english_of_row, _, forbidden, _ in rows:
        for entry in re.split(r"[,，]\s*(?![^()]*\))", forbidden):
            match = re.fullmatch(r"(?P<term>[^()]+?)\s*(?:\((?P<note>[^)]*)\))?", entry.strip())
            if not match:
                continue
            term, note = match["term"].strip(), match["note"] or ""
            if not CJK.search(term):
                if PUNCTUATION.fullmatch(term):  # 「」: each mark
                    found += [Rule(mark, (), None) for mark in term]
                else:  # bare dtype, ndarray, n/a: an English word in Chinese prose
                    found.append(Rule(term.removeprefix("bare ").strip('"“”'), (), None, english=True))
                continue
            inside = {w for w in correct if term in w and w != term}
            context = None
            if note.startswith("except"):
                inside |= set(CJK_RUN.findall(note))
            elif "=" in note:  # 断言 = assert: right where assert is meant
                context = re.compile(re.escape(note.split("=")[1].strip()))
            right_for = [english for english, chinese, _, _ in rows if term in CJK_RUN.findall(chinese)]
            if right_for:  # 步长: right for the concept whose English names `arange`
                names = [n for english in right_for for n in re.findall(r"`([^`]+)`", english)]
                context = re.compile("|".join(re.escape(n) for n in names)) if names else context
            scope = code_pattern(english_of_row)
            if scope:  # 基张量: wrong where a `new_*` method is named, whatever else the passage names
                context = None
            found.append(Rule(term, tuple(sorted(inside, key=len, reverse=True)), context, scope))
    return found


def page_passages(text: str) -> list[str]:
    """A page's sections (heading to heading), code blocks removed."""
    text = FENCED.sub("", text)
    starts = [m.start() for m in HEADING.finditer(text)] or [0]
    return [text[a:b] for a, b in zip([0] + starts, starts + [len(text)])]


def source_strings(path: Path) -> list[str]:
    """The string constants of a Python file that contain Chinese."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str) and CJK.search(n.value)]


def site_passages(built: BuiltSite) -> dict[str, list[str]]:
    """Each built /zh/ page's text, one passage per section or table row.

    Code is kept, between backticks: it is the context of a term (``arange``), and :func:`prose` leaves it out.
    """
    found = {}
    for html in sorted((built.path / "zh").rglob("*.html")):
        soup = BeautifulSoup(html.read_text(encoding="utf-8"), "lxml")
        for tag in soup(["script", "style", "svg", "nav"]):
            tag.decompose()  # navigation repeats headings (checked in their sections) and nav titles (in mkdocs.yml)
        for code in soup.find_all(["pre", "code", "kbd"]):
            if code.parent is not None and not code.find_parent(["pre", "code", "kbd"]):
                code.replace_with("`" + code.get_text().replace("`", "'") + "`")
        for heading in soup.find_all(re.compile(r"^h[1-6]$|^tr$")):  # a matrix row is a claim of its own
            heading.insert_before("\x00")
        found[str(html.relative_to(built.path))] = soup.get_text(" ").split("\x00")
    return found


def test_the_glossary_is_read() -> None:
    terms = {rule.term: rule for rule in rules()}
    assert {"共用", "要求梯度", "原地更新", "原地运算", "步长", "拷贝", "陈述", "片段"} <= set(terms)
    assert terms["拷贝"].violations("用 copy.deepcopy 做深拷贝。") == []
    assert terms["拷贝"].violations("这是一个拷贝。") == ["这是一个拷贝。"]
    assert terms["步长"].violations("## 负步长\n带负步长的数组被拒绝。") != []
    assert terms["步长"].violations("`torch.arange(0, 1, 0.1)` 的步长是 0.1。") == []
    assert terms["断言"].violations("用 assert 断言结果。") == []


def test_the_glossary_rules_beyond_chinese_words_are_read() -> None:
    """English words, quotation marks, 发布, 注释 and 基张量 by ``new_*``: each rule passes good text and fails bad."""
    terms = {rule.term: rule for rule in rules()}
    assert {"dtype", "ndarray", "base", "op", "n/a", "「", "」", "发布", "注释", "基张量", "乱码", "翻转", "错误消息"} <= set(terms)
    assert terms["dtype"].violations("结果的 dtype 是 float32。") == ["结果的 dtype 是 float32。"]
    assert terms["dtype"].violations("## 数据类型 { #dtype }\n结果的数据类型（dtype）是 `torch.float32`，传入 `dtype=torch.int8` 则不同。") == []
    assert terms["dtype"].violations('抛出 "can\'t alias tensor with dtype \'Float\'"（无法别名）。见 `dtype.py` 与 [上文](a.md#dtype)。') == []
    assert terms["ndarray"].violations("`s.numpy()` 返回一个 0 维 ndarray。") != []
    assert terms["ndarray"].violations("`s.numpy()` 返回一个 0 维 NumPy 数组（`np.ndarray`）。") == []
    assert terms["n/a"].violations("n/a 表示无从反向传播。") != [] and terms["n/a"].violations("“不适用”表示无从反向传播。") == []
    assert terms["op"].violations("每个 op 都会。") != [] and terms["op"].violations("每个操作 `x.detach().op` 都会。") == []
    assert terms["「"].violations("张量实证「复制」一章") != [] and terms["「"].violations("张量实证“复制”一章") == []
    assert terms["发布"].violations("2.6 发布之后，默认值改为 `True`。") != []
    assert terms["注释"].violations("文档字符串里的一条注释。") != [] and terms["注释"].violations("一行代码注释。") == []
    assert terms["基张量"].violations("`t.new_zeros(2)` 的数据类型取自基张量。") != []
    assert terms["基张量"].violations("`t.new_zeros(2)` 的数据类型取自调用方张量。") == []
    assert terms["基张量"].violations("视图 `v` 的 `v._base` 是它的基张量。") == []
    assert terms["基张量"].violations("视图 `v` 的基张量。") == []  # the base of a view, no new_* in sight


def check(where: str, passages: list[str], problems: list[str]) -> None:
    for rule in rules():
        for passage in passages:
            problems += [f"{where}: {rule.term!r} in: {s}" for s in rule.violations(passage)]


def test_one_term_per_concept_in_pages_claims_and_generated_text(site: BuiltSite) -> None:
    problems: list[str] = []
    for page in sorted(DOCS.rglob("*.zh.md")):
        check(str(page.relative_to(ROOT)), page_passages(page.read_text(encoding="utf-8")), problems)
    for item in load_claims(SNIPPETS).values():
        snippet = item.snippet.read_text(encoding="utf-8")
        check(f"{item.defined_at} ({item.id})", [f"{item.zh}\n```python\n{snippet}\n```\n"], problems)
    for module in sorted((ROOT / "src" / "tensorfacts").glob("*.py")):
        if module.name in ("lint.py", "searchindex.py"):
            continue  # its Chinese strings are patterns that find these very words, or the words readers type for them
        check(str(module.relative_to(ROOT)), source_strings(module), problems)
    plugins = yaml.load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"), Loader=_ConfigLoader)["plugins"]
    i18n = next(p["i18n"] for p in plugins if isinstance(p, dict) and "i18n" in p)
    zh_block = next(lang for lang in i18n["languages"] if lang["locale"] == "zh")
    check("mkdocs.yml (zh)", [yaml.safe_dump(zh_block, allow_unicode=True)], problems)
    for page, passages in site_passages(site).items():
        check(f"site {page}", passages, problems)
    assert not problems, "\n".join(problems)


def first_use_terms() -> list[tuple[str, str]]:
    """The specialist terms, (中文, English), from the glossary's "first use" column (版本计数器（version counter）)."""
    found = []
    for _, _, _, first in glossary_rows():
        for form in filter(None, (f.strip() for f in first.split(";"))):
            match = re.fullmatch(r"(?P<zh>[^（]+)（(?P<en>[^）]+)）", form)
            assert match, f"glossary: first use {form!r} is not 中文（English）"
            found.append((match["zh"], match["en"]))
    return found


CLAIM_REF = re.compile(r"\[\[([\w.-]+)\]\]")
FRONT_MATTER = re.compile(r"\A---\n.*?\n---\n", re.DOTALL)


def page_prose(text: str, sentences: dict[str, str]) -> str:
    """What a reader of the page reads, as text: claim references as their sentences (``sentences``: id -> zh),
    no front matter, no headings, code spans and blocks blanked, links blanked (their text is a title), no emphasis marks."""
    text = FRONT_MATTER.sub("", text)
    text = FENCED.sub("", text)
    text = re.sub(r"^#{1,6} .*$", "", text, flags=re.MULTILINE)
    text = CLAIM_REF.sub(lambda m: sentences.get(m.group(1), ""), text)
    text = CODE_SPAN.sub("○", text)
    text = re.sub(r"\[[^\]]*\]\([^)\s]*\)", "○", text)  # a link's text names a page or section: not a use
    return text.replace("*", "")


def first_use_problems(text: str, terms: list[tuple[str, str]]) -> list[str]:
    """The specialist terms whose first use in ``text`` is not followed by （English）."""
    problems = []
    for zh, en in terms:
        at = text.find(zh)
        if at < 0:
            continue
        after = text[at + len(zh) :]
        if not re.match(r"（[^（）]*?" + re.escape(en), after, re.IGNORECASE):
            problems.append(f"{zh}（{en}） at first use: …{text[max(at - 20, 0) : at + len(zh) + 20]}…")
    return problems


def test_a_specialist_term_is_first_written_with_its_english() -> None:
    """中文（English） at the first use of each specialist term on a page, the Chinese alone afterwards."""
    terms = first_use_terms()
    assert ("版本计数器", "version counter") in terms and ("数据类型", "dtype") in terms
    assert first_use_problems("两个张量的版本计数器是同一个。", terms) == [
        "版本计数器（version counter） at first use: …两个张量的版本计数器是同一个。…"]
    assert first_use_problems("`v` 的版本计数器（version counter）与版本计数器。默认数据类型（default dtype）。", terms) == []
    assert first_use_problems("非叶子张量（non-leaf tensor）与叶子张量。", terms) == []
    sentences = {c.id: c.zh for c in load_claims(SNIPPETS).values()}
    problems = []
    for page in sorted(DOCS.rglob("*.zh.md")):
        text = page_prose(questions_read(page.read_text(encoding="utf-8"), sentences), sentences)
        problems += [f"{page.relative_to(ROOT)}: {p}" for p in first_use_problems(text, terms)]
    assert not problems, "\n".join(problems)


def questions_read(text: str, sentences: dict[str, str]) -> str:
    """A page's ```` ```questions ```` fence as its reader reads it: each question (in Chinese), then its answering
    claim's sentence, in the page's order (tensorfacts.questions.by_topic)."""
    from tensorfacts.questions import QUESTIONS_FENCE, by_topic, load_questions

    def listed(_: re.Match[str]) -> str:
        return "\n".join(f"{q.zh}\n{sentences.get(q.claim, '')}" for _, found in by_topic(load_questions(ROOT / "questions"))
                         for q in found)

    return QUESTIONS_FENCE.sub(listed, text)


def test_chinese_paragraphs_are_one_source_line() -> None:
    """A line break inside a Chinese paragraph renders as a space between two characters."""
    block_start = re.compile(r"^\s*(#|[-*+] |\d+\. |\||!!!|\?\?\?|<|\[\[|```|~~~|---|\{)")
    problems = []
    for page in sorted(DOCS.rglob("*.zh.md")):
        lines = FENCED.sub(lambda m: "\n" * m.group(0).count("\n"), page.read_text(encoding="utf-8")).splitlines()
        for number, (line, following) in enumerate(zip(lines, lines[1:]), start=1):
            continues = following.strip() and not block_start.match(following)
            if CJK.search(line) and continues and not block_start.match(line):
                problems.append(f"{page.relative_to(ROOT)}:{number}: paragraph goes on at line {number + 1}")
    assert not problems, "\n".join(problems)


def test_no_line_break_between_chinese_characters_on_built_pages(site: BuiltSite) -> None:
    problems = []
    for html in sorted((site.path / "zh").rglob("*.html")):
        soup = built_page(html)
        for block in soup.select("article p, article li, article td"):
            if block.find_parent(["pre", "code"]):
                continue
            text = "".join(s for s in block.find_all(string=True) if not s.find_parent("code"))
            if re.search(r"[\u3400-\u9fff，。；：！？、）]\s*\n\s*[\u3400-\u9fff（]", text):
                problems.append(f"{html.relative_to(site.path)}: {text.strip()[:80]}")
    assert not problems, "\n".join(problems)


QUOTE = re.compile(r'`([^`]+)`|["“]([^"”]+)["”]')
MESSAGE_WORD = re.compile(r"^[A-Za-z']+[.,:;]?$")
INTRODUCED = re.compile(r"(警告|开头是|结尾是|信息|消息|提示|抛出)[^，。；`]{0,4}$")
"""A code span is a quoted message when it starts with ``SomeError: `` or follows one of these words."""


def unglossed_messages(zh: str) -> list[str]:
    """English messages quoted in Chinese text (4+ English words) with no Chinese gloss in the same clause."""
    found = []
    for match in QUOTE.finditer(zh):
        quoted = match.group(1) or match.group(2)
        if sum(bool(MESSAGE_WORD.match(w)) for w in quoted.split()) < 4:
            continue  # code, not a message
        if match.group(1) and not (re.match(r"\w+(Error|Warning|Exception): ", quoted) or INTRODUCED.search(zh[: match.start()])):
            continue  # a code span that is code (a command, a call), not a quoted message
        clause = re.split(r"[。；]", zh[match.end() :], maxsplit=1)[0]
        if not (re.search(r"（[^）]*[\u3400-\u9fff]|意为", clause) or re.match(r'["”]?，即', clause)):
            found.append(quoted)
    return found


def test_errors_and_warnings_are_quoted_exactly_with_a_chinese_gloss() -> None:
    assert unglossed_messages("抛出 `RuntimeError: grad can be implicitly created only for scalar outputs`。")
    assert not unglossed_messages("抛出 `RuntimeError: grad can be implicitly created only for scalar outputs`（只有标量输出才能隐式创建梯度）。")
    problems = []
    for item in load_claims(SNIPPETS).values():
        problems += [f"{item.defined_at} ({item.id}): no gloss after {q!r}" for q in unglossed_messages(item.zh)]
        english = [m.group(2) for m in QUOTE.finditer(item.en) if m.group(2) and len(m.group(2).split()) >= 4]
        problems += [f"{item.defined_at} ({item.id}): {q!r} not quoted in Chinese" for q in english if q not in item.zh]
    for page in sorted(DOCS.rglob("*.zh.md")):
        for passage in page_passages(page.read_text(encoding="utf-8")):
            problems += [f"{page.relative_to(ROOT)}: no gloss after {q!r}" for q in unglossed_messages(passage)]
    assert not problems, "\n".join(problems)


UI_ATTRIBUTES = ("title", "aria-label", "placeholder", "alt")
NAMES = {
    "English", "PyTorch", "NumPy", "Python", "CUDA", "CPU", "torch", "cpu", "cuda", "mps", "meta", "Linux", "AMD", "EPYC",
    "Jupyter", "Tensor", "Facts", "MkDocs", "Material", "PR",
}
"""Names, not words: they stay as they are on Chinese pages."""
NOT_UI = re.compile(r"^“[^”]+”$|^In\xa0\[\xa0\]:$")
"""A quotation (a PR's title, glossed after it) and Jupyter's input prompt, which Chinese Jupyter shows too."""
WORD = re.compile(r"[A-Za-z]{2,}[,;:!?]?")


def english_ui(soup: BeautifulSoup, code: set[str]) -> list[str]:
    """Strings of a page, shown or read out (text, title, aria-label ...), that hold an English word.

    A token counts as a word when it is only letters (``Copied!``, ``link``), is not a name and is
    not the text of some ``<code>`` on the site (``clone``, ``dtype``); ``snippets/a.py``,
    ``2.13.0+cpu`` and the like are code.
    """
    for tag in soup(["script", "style", "pre", "code", "svg", "kbd"]):
        tag.decompose()
    shown = list(soup.stripped_strings)
    shown += [v for el in soup.find_all(True) for a in UI_ATTRIBUTES if isinstance(v := el.get(a), str)]
    found = []
    for text in shown:
        text = text.strip()
        if CJK.search(text) or text in code or NOT_UI.match(text):
            continue
        if any(WORD.fullmatch(t) and t.rstrip(",;:!?") not in NAMES | code for t in text.split()):
            found.append(text)
    return found


def test_no_english_ui_string_on_chinese_pages(site: BuiltSite) -> None:
    pages = sorted((site.path / "zh").rglob("*.html"))
    soups = {html: BeautifulSoup(html.read_text(encoding="utf-8"), "lxml") for html in pages}
    code = {c.get_text().strip() for soup in soups.values() for c in soup.find_all("code")}
    problems = [f"{html.relative_to(site.path)}: {text!r}" for html, soup in soups.items() for text in english_ui(soup, code)]
    assert not problems, "\n".join(sorted(set(problems)))
    assert english_ui(BeautifulSoup('<a title="Permanent link">¶</a><p>Made with</p><th>call</th>', "lxml"), code) == [
        "Made with", "call", "Permanent link"]


def test_the_chinese_site_is_chinese_to_the_theme(site: BuiltSite) -> None:
    for html in sorted((site.path / "zh").rglob("*.html")):
        soup = built_page(html)
        assert soup.html is not None and soup.html.get("lang") == "zh", html


def meta_description(html: Path) -> str:
    tag = built_page(html).find("meta", attrs={"name": "description"})
    return str(tag["content"]) if tag else ""


def test_every_page_has_its_own_description_in_its_language(site: BuiltSite) -> None:
    pages = [p for p in sorted(site.path.rglob("index.html"))]
    assert len(pages) > 30
    config = yaml.load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"), Loader=_ConfigLoader)
    i18n = next(p["i18n"] for p in config["plugins"] if isinstance(p, dict) and "i18n" in p)
    seen: dict[str, Path] = {config["site_description"]: ROOT / "mkdocs.yml"}  # the site's, not a page's own
    seen |= {lang["site_description"]: ROOT / "mkdocs.yml" for lang in i18n["languages"] if "site_description" in lang}
    problems = []
    for html in pages:
        chinese = html.relative_to(site.path).parts[0] == "zh"
        text = meta_description(html)
        share = len(CJK.findall(text)) / max(len(CJK.findall(text)) + len(re.findall(r"[A-Za-z]", text)), 1)
        if not text:
            problems.append(f"{html}: no description")
        elif chinese and share < 0.3 or not chinese and share > 0:
            problems.append(f"{html}: description not in {'Chinese' if chinese else 'English'}: {text}")
        elif text in seen:
            problems.append(f"{html}: same description as {seen[text]}")
        seen.setdefault(text, html)
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("page", sorted(DOCS.rglob("*.md")), ids=lambda p: str(p.relative_to(DOCS)))
def test_every_page_source_has_a_description(page: Path) -> None:
    from tensorfacts.lint import description_problems

    assert not description_problems(page)


def test_a_description_out_of_its_limits_is_named_with_the_limits(tmp_path: Path) -> None:
    from tensorfacts.lint import description_problems

    (tmp_path / "short.md").write_text("---\ndescription: Too short.\n---\n# T\n", encoding="utf-8")
    (tmp_path / "none.zh.md").write_text("---\ntitle: 无\n---\n# 无\n", encoding="utf-8")
    assert description_problems(tmp_path / "short.md") == [
        f"{tmp_path / 'short.md'}:2: description of 10 characters: write 40–200 characters in English "
        "(what a search result shows under the page title)"]
    assert "20–120 characters in Chinese" in description_problems(tmp_path / "none.zh.md")[0]


def test_a_claim_not_applicable_on_a_chinese_page_says_why_in_chinese() -> None:
    """The popover of a claim whose package is missing: the reason in the page's language, not torch's English."""
    import dataclasses

    from packaging.specifiers import SpecifierSet

    from tensorfacts.marks import claim_html

    item = next(iter(load_claims(SNIPPETS).values()))
    item = dataclasses.replace(item, needs=(("no-such-package", SpecifierSet(">=1")),))
    zh, en = claim_html(item, "zh", "2.13.0", ["cpu"], first=False), claim_html(item, "en", "2.13.0", ["cpu"], first=False)
    assert "不适用：需要 no-such-package&gt;=1，但未安装" in zh and "needs" not in zh
    assert "needs no-such-package&gt;=1, which is not installed" in en
