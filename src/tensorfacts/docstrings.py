"""PyTorch's own docstrings of the functions the pages cover, per release, split into statements.

``python -m tensorfacts docstrings --record records``, run under a release's interpreter (as ``verify --record``),
writes ``records/<torch version>/docstrings.json``: for each function of ``audit/functions.txt`` (the audited ones)
and ``audit/linked.txt`` (the other APIs the pages link to, kept for the audit to come) its docstring
(``inspect.cleandoc``), the sha256 of that text and its statements. :mod:`tensorfacts.audit` classifies the
statements; :mod:`tensorfacts.changes` shows a docstring whose digest changed between two releases.

A statement is a sentence of prose (an enumerated item stays one), a parameter's whole description
(``dtype (torch.dtype, optional): … Default: …``) or the signature line; an example (``>>>`` lines and what they print), a section heading
(``Args:``, ``.. note::``) and a literal block are not statements. Whitespace is collapsed, so one statement
re-wrapped between releases keeps its text (:func:`key`).

Needs only torch and the standard library: it runs under every release's interpreter.
"""

from __future__ import annotations

import argparse
import datetime
import hashlib
import inspect
import json
import re
from pathlib import Path
from typing import Any

from tensorfacts.atomic import write_json

FUNCTIONS_FILE = Path("audit") / "functions.txt"
"""The audited functions, one dotted name a line (``torch.Tensor.clone``); ``#`` starts a comment."""

TOPIC_GLOB = "functions-*.txt"
"""Beside it, ``audit/functions-<topic>.txt``: another topic's audited functions (same format), on a page of their own."""

LINKED_FILE = Path("audit") / "linked.txt"
"""Every other torch API the pages link to: their docstrings are kept too, ready for the audit (same format)."""

RECORD_NAME = "docstrings.json"
"""The file each release's docstrings are kept in, beside its claim records."""

_HEADING = re.compile(r"^(?:\.\. \w+::.*|(?:Args|Arguments|Keyword args|Keyword arguments|Returns?|Example|Examples"
                      r"|Raises|Note|Notes|Warning|Warnings|See also|Shape)\s*:{1,2})$", re.IGNORECASE)
_PARAMETER = re.compile(r"^\*{0,2}[A-Za-z_][\w, *]*\s*\([^)]*\)\s*:")
_SENTENCE_END = re.compile(r"(?<=[.!?])(?:``|\)|\")?\s+(?=[A-Z`:(*\"])")
_ABBREVIATIONS = ("e.g.", "i.e.", "etc.", "vs.", "Eg.", "cf.")


def normalise(text: str) -> str:
    """``text`` with its whitespace collapsed to single spaces."""
    return " ".join(text.split())


def key(statement: str) -> str:
    """The digest one statement's classification is kept under: sha256 of its normalised text (16 hex digits)."""
    return hashlib.sha256(normalise(statement).encode()).hexdigest()[:16]


def digest(text: str) -> str:
    """sha256 of a whole docstring."""
    return hashlib.sha256(text.encode()).hexdigest()


def covered(path: Path = FUNCTIONS_FILE) -> list[str]:
    """The dotted names listed in ``path``, in order.

    Raises:
        ValueError: a line is no dotted name under ``torch`` (the message names file and line).
    """
    names = []
    for number, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), 1):
        name = line.split("#", 1)[0].strip()
        if not name:
            continue
        if not re.fullmatch(r"torch(?:\.[A-Za-z_]\w*)+", name):
            raise ValueError(f"{path}:{number}: {name!r} is no dotted name under torch (write e.g. torch.Tensor.clone)")
        names.append(name)
    return names


def docstring(name: str) -> str | None:
    """The docstring of the dotted ``name`` on the installed torch, as ``inspect.cleandoc`` gives it (None: no such
    object, or no docstring)."""
    import torch

    obj: Any = torch
    for part in name.split(".")[1:]:
        if not hasattr(obj, part):
            return None
        obj = getattr(obj, part)
    text = getattr(obj, "__doc__", None)
    return inspect.cleandoc(text) if isinstance(text, str) and text.strip() else None


def _blocks(text: str) -> list[list[str]]:
    """Paragraphs (runs of non-blank lines), without examples, headings or literal blocks."""
    blocks: list[list[str]] = []
    current: list[str] = []
    literal_indent: int | None = None
    for line in text.splitlines() + [""]:
        stripped = line.strip()
        indent = len(line) - len(line.lstrip())
        if literal_indent is not None:  # a literal block (after "::") lasts while it is indented deeper
            if not stripped or indent > literal_indent:
                continue
            literal_indent = None
        if not stripped:
            if current:
                blocks.append(current)
            current = []
            continue
        if stripped.startswith((">>>", "...")) or (current and current[-1].lstrip().startswith((">>>", "..."))):
            current.append(">>>")  # an example and the lines it prints
            continue
        if re.fullmatch(r":\w+:", stripped):  # a directive's option (:noindex:)
            continue
        if _HEADING.match(stripped):
            if current:
                blocks.append(current)
            current = []
            if stripped.endswith("::") and not stripped.startswith(".."):
                literal_indent = indent
            continue
        current.append(line)
    return [[x for x in block if x != ">>>"] for block in blocks if any(x != ">>>" for x in block)]


def _sentences(text: str) -> list[str]:
    """``text`` split at the end of each sentence (not after e.g., i.e. and the like)."""
    parts: list[str] = []
    for piece in _SENTENCE_END.split(text):
        if parts and (parts[-1].endswith(_ABBREVIATIONS) or re.search(r"(?:^|\s)\d+\.$", parts[-1])):
            parts[-1] = f"{parts[-1]} {piece}"
        else:
            parts.append(piece)
    return [p.strip() for p in parts if p.strip()]


def statements(text: str) -> list[str]:
    """The statements of one docstring, in order, each normalised (see the module's rules)."""
    found: list[str] = []
    for block in _blocks(text):
        units: list[list[str]] = []
        base = min(len(x) - len(x.lstrip()) for x in block)
        for line in block:  # a parameter description starts a unit; its wrapped lines continue it
            indent = len(line) - len(line.lstrip())
            if _PARAMETER.match(line.strip()) and indent == base or not units:
                units.append([line])
            else:
                units[-1].append(line)
        for unit in units:
            joined = normalise(" ".join(unit))
            if not found and re.fullmatch(r"[A-Za-z_][\w.]*\(.*\)(?:\s*->\s*\S.*)?", joined):
                found.append(joined)  # the signature line
                continue
            found += [joined] if _PARAMETER.match(joined) else _sentences(joined)  # a parameter: one statement
    return list(dict.fromkeys(found))


def extract(names: list[str]) -> dict[str, Any]:
    """Each name's docstring on the installed torch: ``{"text", "digest", "statements"}``, or None when it has none."""
    out: dict[str, Any] = {}
    for name in names:
        text = docstring(name)
        out[name] = None if text is None else {"text": text, "digest": digest(text), "statements": statements(text)}
    return out


def record(folder: Path, names: list[str]) -> Path:
    """Write the installed release's docstrings of ``names`` to ``folder/<torch version>/docstrings.json`` (atomically)."""
    import torch

    path = Path(folder) / torch.__version__.replace("/", "_") / RECORD_NAME
    data = {"torch": torch.__version__, "date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
            "functions": extract(names)}
    return write_json(path, data)


def load(folder: Path) -> dict[str, dict[str, Any]]:
    """Every release's kept docstrings under ``folder``: ``{torch version: {name: entry or None}}``.

    Raises:
        ValueError: a file is no docstrings record (the message names it).
    """
    found = {}
    for path in sorted(Path(folder).glob(f"*/{RECORD_NAME}")):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            found[str(data["torch"])] = dict(data["functions"])
        except (ValueError, KeyError, TypeError) as exc:
            raise ValueError(f"{path}:1: not a docstrings record ({exc})") from exc
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tensorfacts docstrings",
                                     description="keep the installed release's docstrings of the audited functions")
    parser.add_argument("--record", type=Path, metavar="DIR", help="write DIR/<torch version>/docstrings.json")
    parser.add_argument("--functions", type=Path, nargs="+",
                        default=[FUNCTIONS_FILE, *sorted(FUNCTIONS_FILE.parent.glob(TOPIC_GLOB)), LINKED_FILE],
                        help=f"lists of functions (default: {FUNCTIONS_FILE}, {FUNCTIONS_FILE.parent / TOPIC_GLOB}, {LINKED_FILE})")
    args = parser.parse_args(argv)
    names = list(dict.fromkeys(name for path in args.functions if Path(path).is_file() for name in covered(path)))
    if args.record:
        print(f"recorded {record(args.record, names)}")
        return 0
    for name, entry in extract(names).items():
        print(f"== {name}: {'no docstring' if entry is None else len(entry['statements'])}")
        for statement in (entry or {}).get("statements", []):
            print(f"  {key(statement)}  {statement}")
    return 0
