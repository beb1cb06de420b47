"""A ``sitemap.xml`` in every language's folder of the site.

Material's language selector looks for ``sitemap.xml`` beside each ``<link rel="alternate">``
of a page, so every page asks for ``/zh/sitemap.xml`` as well as ``/sitemap.xml``. static-i18n
writes only the root one, which already lists every page with its alternates in all languages,
so each language folder gets a copy of it: no 404 while browsing, and Material maps a page to
its translation from it.
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any


def other_locales(i18n: Any) -> list[str]:
    """The non-default locales static-i18n builds (``["zh"]``); none without the plugin."""
    if i18n is None:
        return []
    return [lang.locale for lang in i18n.config.languages if lang.build and not lang.default]


def copy_sitemap(site_dir: Path, locales: list[str]) -> None:
    """Copy ``site_dir/sitemap.xml`` (and its ``.gz``) into ``site_dir/<locale>/`` for each locale.

    Does nothing where there is no root sitemap (a language's own build, whose site_dir is its folder).
    """
    for name in ("sitemap.xml", "sitemap.xml.gz"):
        source = site_dir / name
        if not source.is_file():
            continue
        for locale in locales:
            (site_dir / locale).mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, site_dir / locale / name)
