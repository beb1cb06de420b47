"""Command line: ``python -m tensorfacts verify`` and ``python -m tensorfacts check PAGE...``.

``verify`` checks every claim on the installed torch and every available device, prints one
row per claim and device, and exits 1 when any claim is not verified. It needs only torch,
packaging and the standard library.

``check`` checks pages without building the site: each page and its translation twin are in
step, their snippets exist and run, their claims exist and are verified.
"""

from __future__ import annotations

import argparse
import datetime
import json
import platform
import sys
from pathlib import Path
from typing import Any

from tensorfacts.atomic import write_json
from tensorfacts.claims import CLAIMS_FILE, Claim, Verdict, applies_to, devices_away, load_claims
from tensorfacts.pages import english_pages, parity_problems, scan, scan_text, twin
from tensorfacts.runner import (
    HarnessFault, SnippetError, available_devices, run_snippet, snippet_devices, source_digest, verify,
)


def verify_all(snippets_root: Path, devices: list[str], only: str = "") -> list[Verdict]:
    """Verdicts of every claim (whose id starts with ``only``) on every applicable device."""
    claims = load_claims(snippets_root)
    return [
        verify(item, device)
        for item in claims.values()
        if item.id.startswith(only)
        for device in devices
        if applies_to(item, device)
    ]


def device_name(device: str) -> str:
    """A human name for ``device``: the GPU's name, or the CPU's."""
    import torch

    kind = device.split(":")[0]
    if kind == "cuda" and torch.cuda.is_available():
        return str(torch.cuda.get_device_name(device))
    if kind == "cpu":
        try:  # Linux: the processor's model name; elsewhere what platform knows
            for line in Path("/proc/cpuinfo").read_text(encoding="utf-8").splitlines():
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
        except OSError:
            pass
        return platform.processor() or platform.machine()
    return kind


def _numpy_version() -> str | None:
    try:
        import numpy
    except ImportError:
        return None
    return str(numpy.__version__)


RECORD_FORMAT = 2
"""Version of the record layout: 2 keeps each snippet's source digest and output text."""


def _packages(claims: list[Claim]) -> dict[str, str | None]:
    """Installed versions of every package a claim ``needs`` (None: not installed)."""
    from importlib.metadata import PackageNotFoundError, version

    found: dict[str, str | None] = {}
    for item in claims:
        for package, _ in item.needs:
            try:
                found[package] = version(package)
            except PackageNotFoundError:
                found[package] = None
    return found


def make_record(verdicts: list[Verdict], device: str, snippets_root: Path, partial: bool = False,
                also: frozenset[str] = frozenset()) -> dict[str, Any]:
    """The JSON record of one device's verdicts (format :data:`RECORD_FORMAT`).

    Per snippet: ``"source"`` (sha256 of the file), ``"output"`` (what it printed, host paths
    normalised; ``None`` when it failed, with ``"error"``) and ``"digest"`` (sha256 of the output).
    Per claim: the verdict, ``"check"`` (:attr:`Claim.digest`) and ``"snippet"``. ``partial`` (``verify --only``)
    keeps only the snippets of the verdicts' claims (and ``also``: paths under ``snippets_root``): a record for one page,
    on a device whose time is scarce, or of what is pending (``verify --pending``).

    Raises:
        HarnessFault: a snippet hung or ended its worker: such a run must not be recorded.
    """
    import torch

    root = Path(snippets_root).resolve()
    snippets: dict[str, dict[str, str | None]] = {}
    evidence = {v.claim.snippet.resolve() for v in verdicts}
    for path in sorted(p for p in root.rglob("*.py") if p.name != CLAIMS_FILE):
        if not snippet_devices(path, [device]) or (
                partial and path.resolve() not in evidence and path.relative_to(root).as_posix() not in also):
            continue
        entry: dict[str, str | None] = {"source": source_digest(path)}
        try:
            result = run_snippet(path, device)
            entry.update(output=result.output, digest=result.digest)
        except HarnessFault:
            raise
        except SnippetError as exc:
            entry.update(output=None, digest=None, error=str(exc).replace(str(root), "snippets"))
        snippets[path.relative_to(root).as_posix()] = entry
    mine = [v for v in verdicts if v.device == device]
    return {
        "format": RECORD_FORMAT,
        "torch": {"version": torch.__version__, "git": torch.version.git_version, "cuda": torch.version.cuda},
        "python": platform.python_version(),
        "numpy": _numpy_version(),
        "packages": _packages([v.claim for v in mine]),
        "platform": platform.platform(),
        "device": {"type": device, "name": device_name(device)},
        "date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
        "claims": {
            v.claim.id: {
                "verdict": "not applicable" if v.not_applicable else "verified" if v.ok else "failed",
                "expected": v.expected,
                "observed": v.observed,
                "range": str(v.claim.torch),
                "check": v.claim.digest,
                "snippet": v.claim.snippet.relative_to(root).as_posix(),
                **({"cases": v.cases} if v.claim.over is not None else {}),
                **({"problem": v.problem.replace(str(root), "snippets")} if v.problem else {}),
                **({"not_applicable": v.not_applicable} if v.not_applicable else {}),
            }
            for v in mine
        },
        "snippets": snippets,
    }


def record_path(folder: Path, torch_version: str, device: str) -> Path:
    """``folder/<torch version>/<device>.json``: one file per release and device, never shared."""
    return folder / torch_version.replace("/", "_") / f"{device.replace(':', '-')}.json"


def write_record(record: dict[str, Any], folder: Path, merge: bool = False,
                 keep: tuple[set[str], set[str]] | None = None) -> Path:
    """Write ``record`` atomically (temporary file, then rename) to its own path and return it.

    With ``merge`` (``verify --only``), the record's claims and snippets replace those entries of the record
    already at that path, and the rest of it is kept: re-recording one page leaves the others' verdicts as they were.
    ``keep``: (claim ids, snippet paths) that still exist; merged entries of others (a claim or snippet removed since)
    are dropped.
    """
    path = record_path(folder, record["torch"]["version"], record["device"]["type"])
    if merge and path.is_file():
        old = json.loads(path.read_text(encoding="utf-8"))
        record = {**record, "claims": {**old.get("claims", {}), **record["claims"]},
                  "snippets": {**old.get("snippets", {}), **record["snippets"]},
                  "packages": {**old.get("packages", {}), **record["packages"]}}
    if keep is not None:
        record["claims"] = {k: v for k, v in record["claims"].items() if k in keep[0]}
        record["snippets"] = {k: v for k, v in record["snippets"].items() if k in keep[1]}
    return write_json(path, record)


def did_you_mean(name: str, known: list[str]) -> str:
    """``"; did you mean 'x'?"`` for the closest of ``known`` to a mistyped ``name`` ("" when none is close)."""
    import difflib

    close = difflib.get_close_matches(name, known, n=1, cutoff=0.6)
    return f"; did you mean {close[0]!r}?" if close else ""


def page_problems(
    text: str, page: str, snippets_root: Path, claims: dict[str, Claim], devices: list[str], first_line: int = 1,
    *, chapter: bool = False,
) -> list[str]:
    """Problems of one page's Markdown ``text``: missing or failing snippets, unknown or unverified claims, a claim
    that is no headline (:func:`tensorfacts.lint.headline_problems`), and, on a ``chapter``
    (:func:`tensorfacts.lint.is_chapter`), a section that does not open with its answer.

    Shared by the site build (:mod:`tensorfacts.plugin`) and ``check``. Each problem starts with
    ``page:line:``; ``first_line`` is the line of the file on which ``text`` starts.
    """
    from tensorfacts.lint import (
        answer_first_problems, claim_paragraph_problems, fence_problems, headline_problems, typed_output_problems,
    )

    scanned = scan_text(text)
    problems: list[str] = []
    shaped = typed_output_problems(Path(page), text) + fence_problems(Path(page), text)
    shaped += claim_paragraph_problems(Path(page), text)
    shaped += answer_first_problems(Path(page), text) if chapter else []
    for problem in shaped:
        line, _, rest = problem[len(page) + 1 :].partition(":")
        problems.append(f"{page}:{int(line) + first_line - 1}:{rest}")
    for ref in scanned.snippets:
        where = f"{page}:{ref.line + first_line - 1}"
        path = snippets_root / ref.target
        if not path.is_file():
            known = [p.relative_to(snippets_root).as_posix() for p in snippets_root.rglob("*.py") if p.name != CLAIMS_FILE]
            problems.append(f"{where}: snippet {ref.target!r} not found (looked for {path}){did_you_mean(ref.target, known)}")
            continue
        for device in snippet_devices(path, devices):
            try:
                run_snippet(path, device)
            except SnippetError as exc:
                problems.append(f"{where}: {exc}")
    for ref in scanned.claims:
        where = f"{page}:{ref.line + first_line - 1}"
        item = claims.get(ref.target)
        if item is None:
            problems.append(f"{where}: unknown claim id {ref.target!r}{did_you_mean(ref.target, list(claims))}")
            continue
        problems += [f"{where}: {problem.split(': ', 1)[1]}" for problem in headline_problems(item)]
        verdicts = [verify(item, device) for device in devices if applies_to(item, device)]
        if not verdicts and not devices_away(item, devices):  # a claim for a device this build lacks awaits its record
            problems.append(f"{where}: claim {item.id!r} is checked on none of the devices {devices}")
        # a page shows checked sentences only: "not applicable here" is a problem too
        problems += [f"{where}: claim {item.id!r} is not verified: {v.explain()}" for v in verdicts if not v.ok or v.not_applicable]
    return problems


def check_pages(pages: list[Path], snippets_root: Path, devices: list[str], docs_dir: Path = Path("docs")) -> list[str]:
    """Problems of ``pages`` (English or Chinese files; both of a pair are checked), ``path:line:`` first."""
    from tensorfacts.lint import is_chapter

    claims = load_claims(snippets_root)
    english = sorted({p if not p.name.endswith(".zh.md") else twin(p) for p in pages})
    problems: list[str] = []
    for page in english:
        problems += parity_problems(page)
        for path in (page, twin(page)):
            if path.is_file():
                chapter = is_chapter(path.resolve(), docs_dir.resolve(), snippets_root)
                problems += page_problems(path.read_text(encoding="utf-8"), str(path), snippets_root, claims, devices,
                                          chapter=chapter)
    return problems


def lint_problems(pages: list[Path], docs_dir: Path, snippets_root: Path) -> list[str]:
    """Static problems of ``pages`` (both languages of each; all pages when empty) and of their claims."""
    from tensorfacts import lint

    english = sorted({p if not p.name.endswith(".zh.md") else twin(p) for p in pages} or english_pages(docs_dir))
    claims = load_claims(snippets_root)
    framing = lint.load_framing(docs_dir)
    problems: list[str] = []
    for page in english:
        folder = page.relative_to(docs_dir).with_suffix("").as_posix()
        for path in (page, twin(page)):
            if path.is_file():
                problems += lint.unclaimed_sentences(path, docs_dir, framing) + lint.typed_output_problems(path)
                problems += lint.description_problems(path)
                problems += lint.fence_problems(path) + lint.placement_problems(path, claims, snippets_root, docs_dir)
                problems += lint.claim_paragraph_problems(path)
                problems += lint.exception_problems(path, claims, snippets_root, docs_dir)
                if lint.is_chapter(path, docs_dir, snippets_root):
                    problems += lint.answer_first_problems(path)
        polarity = lint.load_polarity(snippets_root)
        for item in claims.values():
            if item.snippet.parent == (snippets_root / folder).resolve():
                problems += lint.claim_problems(item) + lint.polarity_problems(item, polarity)
        for snippet in sorted((snippets_root / folder).glob("*.py")):
            problems += lint.raises_problems(snippet)
    return problems


def show_pages(pages: list[Path], snippets_root: Path) -> str:
    """Each claim of ``pages``, in page order, as a reader reads it in both languages, with its length."""
    from tensorfacts import wording
    from tensorfacts.scope import as_read

    claims = load_claims(snippets_root)
    out = []
    for page in pages:
        english = page if not page.name.endswith(".zh.md") else twin(page)
        out.append(f"== {english}")
        for ref in scan(english).claims:
            item = claims.get(ref.target)
            if item is None:
                out.append(f"{english}:{ref.line}: unknown claim {ref.target!r}")
                continue
            sizes = f"{wording.en_words(item.en)} words / {wording.zh_units(item.zh)} units"
            out.append(f"{english}:{ref.line} [{item.id}] ({sizes})\n  en: {as_read(item, 'en')}\n  zh: {as_read(item, 'zh')}")
    return "\n".join(out)


def record_pending(snippets_root: Path, folder: Path) -> int:
    """``verify --record DIR --pending``: verify, on the installed torch and every available device, only the claims
    and snippets pending on this release's records (:func:`tensorfacts.records.pending_on`; everything where there is
    no record yet), and merge them into those records, dropping entries of claims and snippets removed since.
    Prints one line per verdict and what was recorded; 1 when a verdict failed (nothing is written then)."""
    import torch

    from tensorfacts.records import Record, pending_on

    claims = load_claims(snippets_root)
    root = Path(snippets_root).resolve()
    snippet_paths = {p.relative_to(root).as_posix() for p in root.rglob("*.py") if p.name != CLAIMS_FILE}
    plans = []
    for device in available_devices():
        path = record_path(folder, torch.__version__, device)
        if not path.is_file():
            mine = [item for item in claims.values() if applies_to(item, device)]
            plans.append((device, mine, frozenset(snippet_paths), False))
            continue
        found = pending_on(Record(path, json.loads(path.read_text(encoding="utf-8"))), claims, root)
        plans.append((device, [item for item, _ in found.claims], frozenset(found.snippets), True))
    verdicts = [verify(item, device) for device, mine, _, _ in plans for item in mine]
    for verdict in verdicts:
        status = "n/a" if verdict.not_applicable else "ok" if verdict.ok else "FAILED"
        print(f"{verdict.claim.id}  {verdict.device}  {status}")
        if not verdict.ok:
            print(f"    {verdict.explain()}", file=sys.stderr)
    failed = sum(not v.ok for v in verdicts)
    if failed:
        print(f"nothing recorded: {failed} verdict(s) failed; the records under {folder} are left as they were", file=sys.stderr)
        return 1
    try:
        records = [(make_record([v for v in verdicts if v.device == device], device, snippets_root, partial=merge, also=also), merge)
                   for device, mine, also, merge in plans if not merge or mine or also]
    except HarnessFault as exc:
        print(f"nothing recorded: {exc}", file=sys.stderr)
        return 1
    for device, mine, also, merge in plans:
        if merge and not mine and not also:
            print(f"nothing pending on torch {torch.__version__} ({device})")
    for record, merge in records:
        written = write_record(record, folder, merge=merge, keep=(set(claims), snippet_paths))
        print(f"recorded {written}: {len(record['claims'])} claim(s), {len(record['snippets'])} snippet(s)")
    return 0


def main(argv: list[str] | None = None) -> int:
    """The command line; an author's mistake (a malformed claims file, a record that is not one) is one line on stderr
    naming file and line, exit status 2, no traceback."""
    from tensorfacts.claims import ClaimError

    try:
        return _main(argv)
    except (ClaimError, ValueError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2


def _main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tensorfacts", description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    check = commands.add_parser("verify", help="check every claim on the installed torch")
    check.add_argument("--snippets", type=Path, default=Path("snippets"), help="snippets folder (default: snippets)")
    check.add_argument("--only", default="", help="only claims whose id starts with this prefix")
    check.add_argument("--record", type=Path, metavar="DIR",
                       help="write a JSON record per device under DIR (with --only: merged into the record already there)")
    check.add_argument("--pending", action="store_true",
                       help="with --record: verify and record only what is pending on this release (claims and snippets new "
                            "or changed since its record), merged into that record")
    pages = commands.add_parser("check", help="check pages and their translations without building the site")
    pages.add_argument("pages", type=Path, nargs="*", help="Markdown pages (default: every page under docs/)")
    pages.add_argument("--snippets", type=Path, default=Path("snippets"))
    lint = commands.add_parser("lint", help="unclaimed sentences, claim code names and en/zh parity, raises, typed outputs")
    lint.add_argument("pages", type=Path, nargs="*", help="pages (default: every page under docs/)")
    lint.add_argument("--snippets", type=Path, default=Path("snippets"))
    lint.add_argument("--polarity", action="store_true",
                      help="record the negation counts of new claims and of claims whose two sentences changed together")
    show = commands.add_parser("show", help="each claim of pages as a reader reads it: sentence, checked line, length")
    show.add_argument("pages", type=Path, nargs="+", help="Markdown pages (English; the Chinese twin is shown too)")
    show.add_argument("--snippets", type=Path, default=Path("snippets"))
    new = commands.add_parser("new", help="a new page pair, its snippet folder with one claim, its nav lines and matrix fence")
    new.add_argument("page", help="the page, docs-relative, without .md: storage or copying/storage")
    new.add_argument("--title", required=True, help="its English title (nav and heading)")
    new.add_argument("--zh-title", required=True, help="its Chinese title (nav_translations and heading)")
    new.add_argument("--matrix", default="verification/interop.md",
                     help="the verification page whose records fence lists it (default: verification/interop.md)")
    args = parser.parse_args(argv)
    if args.command == "new":
        from tensorfacts.scaffold import new_page

        for path in new_page(args.page, args.title, args.zh_title, Path("."), args.matrix):
            print(f"wrote {path}")
        print("next: rewrite the section, the snippet and the claim; `python -m tensorfacts check docs/"
              f"{args.page}.md` checks the pair; `nox -s tests` passes with the claim pending on the other releases")
        return 0
    if args.command == "show":
        print(show_pages(args.pages, args.snippets))
        return 0
    if args.command == "lint" and args.polarity:
        from tensorfacts.lint import record_polarity

        refused = record_polarity(load_claims(args.snippets), args.snippets)
        print("\n".join(f"not recorded (one language changed its negations alone): {r}" for r in refused) or "recorded")
        return 1 if refused else 0
    if args.command == "lint":
        problems = lint_problems(args.pages, Path("docs"), args.snippets)
        print("\n".join(problems) or "no lint problems")
        print(f"{len(problems)} problem(s)", file=sys.stderr)
        return 1 if problems else 0
    if args.command == "check":
        problems = check_pages(args.pages or english_pages(Path("docs")), args.snippets, available_devices())
        print("\n".join(problems) or "all pages in step, every snippet ran, every claim verified")
        return 1 if problems else 0
    if args.pending and not args.record:
        print("--pending records what is pending on this release: give the records folder too (--record records)", file=sys.stderr)
        return 2
    if args.pending:
        return record_pending(args.snippets, args.record)
    verdicts = verify_all(args.snippets, available_devices(), args.only)
    width = max((len(v.claim.id) for v in verdicts), default=10)
    for verdict in verdicts:
        status = "n/a" if verdict.not_applicable else "ok" if verdict.ok else "FAILED"
        print(f"{verdict.claim.id:<{width}}  {verdict.device:<6}  {status}")
        if not verdict.ok:
            print(f"    {verdict.explain()}", file=sys.stderr)
    failed = sum(not v.ok for v in verdicts)
    print(f"{len(verdicts) - failed} verified, {failed} failed")
    if args.record and failed:
        print(f"nothing recorded: {failed} verdict(s) failed; the records under {args.record} are left as they were", file=sys.stderr)
    elif args.record:
        try:  # every device's record is made before any is written: all or nothing
            records = [make_record(verdicts, device, args.snippets, partial=bool(args.only)) for device in available_devices()]
        except HarnessFault as exc:
            print(f"nothing recorded: {exc}", file=sys.stderr)
            return 1
        for record in records:
            print(f"recorded {write_record(record, args.record, merge=bool(args.only))}")
    return 1 if failed else 0
