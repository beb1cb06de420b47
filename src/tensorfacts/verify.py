"""Command line: ``python -m tensorfacts verify`` and ``python -m tensorfacts check PAGE...``.

``verify`` checks every claim on the installed torch and every available device, prints one
row per claim and device, and exits 1 when any claim is not verified. It needs only torch,
packaging and the standard library.

``check`` checks pages without building the site: each page and its translation twin are in
step, their snippets exist and run, their claims exist and are verified.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from tensorfacts.claims import Verdict, applies_to, load_claims, verify
from tensorfacts.pages import english_pages, parity_problems, scan, twin
from tensorfacts.runner import SnippetError, available_devices, run_snippet, snippet_devices


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


def check_pages(pages: list[Path], snippets_root: Path, devices: list[str]) -> list[str]:
    """Problems of ``pages`` (English or Chinese files; both of a pair are checked), ``path:line:`` first."""
    claims = load_claims(snippets_root)
    english = sorted({p if not p.name.endswith(".zh.md") else twin(p) for p in pages})
    problems: list[str] = []
    for page in english:
        problems += parity_problems(page)
        for path in (page, twin(page)):
            if not path.is_file():
                continue
            scanned = scan(path)
            for ref in scanned.snippets:
                snippet = snippets_root / ref.target
                for device in snippet_devices(snippet, devices) if snippet.is_file() else devices[:1]:
                    try:
                        run_snippet(snippet, device)
                    except SnippetError as exc:
                        problems.append(f"{path}:{ref.line}: {exc}")
            for ref in scanned.claims:
                item = claims.get(ref.target)
                if item is None:
                    problems.append(f"{path}:{ref.line}: unknown claim id {ref.target!r}")
                    continue
                problems += [f"{path}:{ref.line}: {v.explain()}" for d in devices if applies_to(item, d) for v in [verify(item, d)] if not v.ok]
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tensorfacts", description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    check = commands.add_parser("verify", help="check every claim on the installed torch")
    check.add_argument("--snippets", type=Path, default=Path("snippets"), help="snippets folder (default: snippets)")
    check.add_argument("--only", default="", help="only claims whose id starts with this prefix")
    pages = commands.add_parser("check", help="check pages and their translations without building the site")
    pages.add_argument("pages", type=Path, nargs="*", help="Markdown pages (default: every page under docs/)")
    pages.add_argument("--snippets", type=Path, default=Path("snippets"))
    args = parser.parse_args(argv)
    if args.command == "check":
        problems = check_pages(args.pages or english_pages(Path("docs")), args.snippets, available_devices())
        print("\n".join(problems) or "all pages in step, every snippet ran, every claim verified")
        return 1 if problems else 0
    verdicts = verify_all(args.snippets, available_devices(), args.only)
    width = max((len(v.claim.id) for v in verdicts), default=10)
    for verdict in verdicts:
        status = "ok" if verdict.ok else "FAILED"
        print(f"{verdict.claim.id:<{width}}  {verdict.device:<6}  {status}")
        if not verdict.ok:
            print(f"    {verdict.explain()}", file=sys.stderr)
    failed = sum(not v.ok for v in verdicts)
    print(f"{len(verdicts) - failed} verified, {failed} failed")
    return 1 if failed else 0
