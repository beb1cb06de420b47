"""A Chinese font the pages can rely on when the reader's system has none: a subset of a CJK font holding exactly
the characters the built Chinese pages and the site's scripts use.

After the build, :func:`write_subset` collects every character from U+2E80 up (CJK, fullwidth punctuation) that the
built ``zh/`` pages and ``javascripts/*.js`` hold, and writes those glyphs of the source font as one WOFF2 file
(fontTools). ``stylesheets/fonts.css`` names it after every system CJK font, with a ``unicode-range``: a browser
fetches it only when no font before it draws a Han character, so a reader with a CJK font downloads nothing. The
source is WenQuanYi Micro Hei (Debian's ``fonts-wqy-microhei``, Apache-2.0), or the file ``$TENSORFACTS_CJK_FONT``
names. benchmarks/cjk_font.md has the sizes.
"""

from __future__ import annotations

import os
from pathlib import Path

SOURCES = (Path("/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"),)
"""Where the source font is looked for, after ``$TENSORFACTS_CJK_FONT``."""
OUTPUT = Path("assets") / "fonts" / "tf-cjk.woff2"
"""The subset, relative to the built site (``fonts.css`` refers to it)."""
FIRST = 0x2E80


def source_font() -> Path:
    """The font to subset; a clear error naming what to install when there is none."""
    named = os.environ.get("TENSORFACTS_CJK_FONT")
    candidates = [Path(named)] if named else list(SOURCES)
    for path in candidates:
        if path.is_file():
            return path
    raise FileNotFoundError(
        f"no CJK font to subset for the Chinese pages (looked for {', '.join(map(str, candidates))}): "
        "install Debian's fonts-wqy-microhei (apt-get install fonts-wqy-microhei), or set TENSORFACTS_CJK_FONT "
        "to a TrueType/OpenType CJK font file")


def characters(site: Path, language: str = "zh") -> str:
    """Every character from U+2E80 up in the built pages of ``language`` and in the site's scripts, sorted."""
    found: set[str] = set()
    files = [*sorted((site / language).rglob("*.html")), *sorted((site / "javascripts").glob("*.js"))]
    for path in files:
        found |= {c for c in path.read_text(encoding="utf-8") if ord(c) >= FIRST}
    return "".join(sorted(found))


def write_subset(site: Path, source: Path | None = None) -> tuple[Path, int]:
    """The subset written into ``site`` (:data:`OUTPUT`): its path and the number of characters it covers."""
    from fontTools import subset

    text = characters(site)
    out = site / OUTPUT
    out.parent.mkdir(parents=True, exist_ok=True)
    options = subset.Options()
    options.flavor = "woff2"
    options.font_number = 0
    options.layout_features = ["*"]
    options.name_IDs = ["*"]  # the font's names and its licence notice stay in the file
    options.notdef_outline = True
    options.drop_tables += ["FFTM"]  # FontForge's timestamps: fontTools cannot subset them and says so on every build
    font = subset.load_font(str(source or source_font()), options, dontLoadGlyphNames=True)
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=text)
    subsetter.subset(font)
    subset.save_font(font, str(out), options)
    return out, len(text)
