"""``python -m tensorfacts new PAGE``: a new page pair that builds green at once, for an author to rewrite.

It writes ``docs/PAGE.md`` and ``docs/PAGE.zh.md`` (front matter with a description in each language, one section
that opens with its claim, the claim's snippet fence), ``snippets/PAGE/example.py`` and ``snippets/PAGE/_claims.py``
(one claim and its check), adds the page to ``nav`` and its Chinese title to ``nav_translations`` in ``mkdocs.yml``,
and adds it to a verification page's ```` ```records pages=… ```` fence (the one that already lists its folder, else
``--matrix``). It refuses to overwrite anything.
"""

from __future__ import annotations

import re
from pathlib import Path

PAGE_EN = """---
description: "{title}: what PyTorch does, each sentence checked by running it on every recorded release."
---

# {title} {{ #{slug} }}

## Does `clone()` copy the storage? {{ #clone-copies }}

[[{slug}.example]]

```snippet
{page}/example.py
```
"""

PAGE_ZH = """---
description: "{zh_title}：PyTorch 的实际行为，每句话都在每个已记录版本上运行检查。"
---

# {zh_title} {{ #{slug} }}

## `clone()` 会复制存储吗？ {{ #clone-copies }}

[[{slug}.example]]

```snippet
{page}/example.py
```
"""

SNIPPET = """import torch

source = torch.tensor([1.0, 2.0])
copy = source.clone()
print(copy.data_ptr() != source.data_ptr())
"""

CLAIMS = '''from tensorfacts.claims import claim


@claim("{slug}.example", snippet="example.py", en="`clone()` returns a tensor with storage of its own.",
       zh="`clone()` 返回的张量有自己的存储。")
def _(run):
    return run["copy"].data_ptr() != run["source"].data_ptr()
'''


class ScaffoldError(ValueError):
    """The page cannot be made as asked (the message says why and what to do)."""


def new_page(page: str, title: str, zh_title: str, root: Path = Path("."), matrix: str = "verification/interop.md") -> list[Path]:
    """Write the files of a new page ``page`` (docs-relative, without ``.md``: ``storage`` or ``copying/storage``).

    Returns the files written or changed. Raises :class:`ScaffoldError` naming what exists already or is missing.
    """
    page = page.strip("/").removesuffix(".md")
    if not re.fullmatch(r"[a-z0-9][a-z0-9-]*(/[a-z0-9][a-z0-9-]*)*", page):
        raise ScaffoldError(f"{page!r}: a page is lower-case words joined by '-', optionally in a folder: storage, copying/storage")
    slug = page.split("/")[-1]
    docs, snippets, config = root / "docs", root / "snippets", root / "mkdocs.yml"
    english, chinese, folder = docs / f"{page}.md", docs / f"{page}.zh.md", snippets / page
    for path in (english, chinese, folder):
        if path.exists():
            raise ScaffoldError(f"{path} exists already: choose another page name, or edit that page")
    if not config.is_file():
        raise ScaffoldError(f"{config} not found: run this in the project's root folder")
    text = config.read_text(encoding="utf-8")
    fence_page = _matrix_for(docs, page, matrix)
    values = {"title": title, "zh_title": zh_title, "slug": slug, "page": page}
    folder.mkdir(parents=True)
    english.parent.mkdir(parents=True, exist_ok=True)
    english.write_text(PAGE_EN.format(**values), encoding="utf-8")
    chinese.write_text(PAGE_ZH.format(**values), encoding="utf-8")
    (folder / "example.py").write_text(SNIPPET, encoding="utf-8")
    (folder / "_claims.py").write_text(CLAIMS.format(**values), encoding="utf-8")
    config.write_text(_with_nav(text, page, title, zh_title), encoding="utf-8")
    written = [english, chinese, folder / "example.py", folder / "_claims.py", config]
    if fence_page is not None:
        for path in (fence_page, fence_page.with_name(fence_page.stem + ".zh.md")):
            path.write_text(re.sub(r"^(```records pages=[^\n]*)$", rf"\1 {page}.md", path.read_text(encoding="utf-8"),
                                   count=1, flags=re.MULTILINE), encoding="utf-8")
            written.append(path)
    from tensorfacts.claims import load_claims
    from tensorfacts.lint import record_polarity

    record_polarity(load_claims(snippets), snippets)
    return written


def _matrix_for(docs: Path, page: str, matrix: str) -> Path | None:
    """The verification page whose fence must list ``page`` (None when a fence lists its folder already)."""
    folder = page.rsplit("/", 1)[0] + "/" if "/" in page else None
    for path in sorted((docs / "verification").glob("*.md")):
        found = re.search(r"^```records pages=(.*)$", path.read_text(encoding="utf-8"), re.MULTILINE)
        if found and folder and folder in found.group(1).split():
            return None
    target = docs / matrix
    if not target.is_file() or not re.search(r"^```records pages=", target.read_text(encoding="utf-8"), re.MULTILINE):
        raise ScaffoldError(f"{target}: no ```records pages=… fence there; name a verification page with --matrix")
    return target


def _with_nav(text: str, page: str, title: str, zh_title: str) -> str:
    """``mkdocs.yml`` with the page in ``nav`` (after its folder's last page, else before the verification matrix)
    and its Chinese title in ``nav_translations``."""
    lines = text.splitlines(keepends=True)
    folder = page.rsplit("/", 1)[0] + "/" if "/" in page else None
    nav_end = next(i for i, line in enumerate(lines) if line.startswith("  - Verification matrix:"))
    siblings = [i for i, line in enumerate(lines[:nav_end]) if folder and re.search(rf":\s*{re.escape(folder)}[^/]+\.md\s*$", line)]
    if siblings:
        indent = re.match(r"\s*", lines[siblings[-1]]).group(0)  # type: ignore[union-attr]
        lines.insert(siblings[-1] + 1, f"{indent}- {title}: {page}.md\n")
    else:
        lines.insert(nav_end, f"  - {title}: {page}.md\n")
    start = next(i for i, line in enumerate(lines) if line.strip() == "nav_translations:")
    indent = re.match(r"\s*", lines[start + 1]).group(0)  # type: ignore[union-attr]
    end = start + 1
    while end < len(lines) and lines[end].startswith(indent):
        end += 1
    lines.insert(end, f"{indent}{title}: {zh_title}\n")
    return "".join(lines)
