"""How the claims read: words per claim, the harness's own words, sections that answer first, reading grade.

    python benchmarks/claims.py              # this checkout
    python benchmarks/claims.py --ref 65c48ae  # another commit (read from git, nothing checked out)

Per page and overall, in both languages: claims, words per claim (English: a code span, a quoted message or a
``{value}`` counts as one word; Chinese: CJK characters plus one per code span, Latin word or number), median,
90th percentile and longest; claims using the harness's own words (catalogue, case, tried, 目录, 用例 …); sections
of the page that open with a claim or the At a glance box (chapters only); and the Flesch–Kincaid grade of the
English claims (textstat 0.7.8, ``pip install -e .[bench]``; code read as one short word). The counting is :mod:`tensorfacts.wording`'s, the same
the lint applies.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def p90(values: list[int]) -> float:
    ordered = sorted(values)
    return ordered[max(0, int(round(0.9 * len(ordered) + 0.5)) - 1)] if ordered else 0


def export(ref: str, into: Path) -> Path:
    """``docs/`` and ``snippets/`` of commit ``ref``, written under ``into`` (git archive)."""
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", ref, "docs", "snippets"], check=True, capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive, check=True)
    return into


def measure(root: Path) -> list[dict[str, object]]:
    import textstat

    from tensorfacts import wording
    from tensorfacts.claims import load_claims
    from tensorfacts.lint import home_page, is_chapter, section_openings
    from tensorfacts.pages import english_pages, twin

    docs, snippets = root / "docs", root / "snippets"
    claims = load_claims(snippets)
    rows = []
    for page in english_pages(docs):
        mine = [c for c in claims.values() if home_page(c, snippets, docs).resolve() == page.resolve()]
        if not mine:
            continue
        en = [wording.en_words(c.en) for c in mine]
        zh = [wording.zh_units(c.zh) for c in mine]
        harness = sum(bool(wording.harness_words(c.en, "en") or wording.harness_words(c.zh, "zh")) for c in mine)
        chapter = is_chapter(page, docs, snippets)
        openings = section_openings(page.read_text(encoding="utf-8")) if chapter else []
        text = " ".join(wording.readable_text(c.en).rstrip(".") + "." for c in mine)
        rows.append({
            "page": page.relative_to(docs).as_posix(), "claims": len(mine), "en": en, "zh": zh, "harness": harness,
            "first": (sum(a for _, _, a in openings), len(openings)) if chapter else None,
            "grade": textstat.flesch_kincaid_grade(text), "text": text,
            "zh_first": (sum(a for _, _, a in section_openings(twin(page).read_text(encoding="utf-8"))), len(openings))
            if chapter and twin(page).is_file() else None,
        })
    return rows


def table(rows: list[dict[str, object]]) -> str:
    import textstat

    head = ("| page | claims | en median | en p90 | en max | zh median | zh p90 | zh max | harness words | "
            "answer first | FK grade |\n|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|")
    lines = [head]

    def line(name: str, count: int, en: list[int], zh: list[int], harness: int, first: tuple[int, int] | None, grade: float) -> str:
        answered = f"{first[0]}/{first[1]}" if first else "–"
        return (f"| {name} | {count} | {statistics.median(en):g} | {p90(en):g} | {max(en)} | {statistics.median(zh):g} | "
                f"{p90(zh):g} | {max(zh)} | {harness} | {answered} | {grade:.1f} |")

    for row in rows:
        lines.append(line(str(row["page"]), row["claims"], row["en"], row["zh"], row["harness"], row["first"], row["grade"]))  # type: ignore[arg-type]
    en = [n for row in rows for n in row["en"]]  # type: ignore[attr-defined]
    zh = [n for row in rows for n in row["zh"]]  # type: ignore[attr-defined]
    firsts = [row["first"] for row in rows if row["first"]]
    first = (sum(f[0] for f in firsts), sum(f[1] for f in firsts))  # type: ignore[index]
    grade = textstat.flesch_kincaid_grade(" ".join(str(row["text"]) for row in rows))
    lines.append(line("**all**", len(en), en, zh, sum(int(row["harness"]) for row in rows), first, grade))  # type: ignore[call-overload]
    over = sum(n > 45 for n in en), sum(n > 75 for n in zh)
    return "\n".join(lines) + f"\n\nEnglish claims over 45 words: {over[0]}; Chinese over 75 units: {over[1]}."


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ref", help="a commit to measure instead of the checkout")
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT / "src"))
    if args.ref:
        with tempfile.TemporaryDirectory() as folder:
            print(table(measure(export(args.ref, Path(folder)))))
    else:
        print(table(measure(ROOT)))


if __name__ == "__main__":
    main()
