"""One search index per language, holding each chapter once.

Material's search plugin writes one ``search/search_index.json`` and mkdocs-static-i18n fills it with
the entries of every language, so a reader of either language downloaded both and got results in both.
After the last language is built, :func:`split_index` rewrites it as one index per language:

* ``search/search_index.json``: the default language's entries (locations as they were);
* ``<lang>/search/search_index.json``: each other language's entries, their ``<lang>/`` prefix
  dropped, since that language's pages search from their own root (:func:`search_from_language_root`).

Pages that copy a chapter (the rendered notebooks, the verification matrix) are kept out of the
index by :func:`exclude_copies`, so a hit appears once, on the page that answers it.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

__all__ = ["exclude_copies", "search_from_language_root", "split_index"]

INDEX = Path("search") / "search_index.json"

_CONFIG = re.compile(r'(<script id="__config" type="application/json">)(.*?)(</script>)', re.DOTALL)


def exclude_copies(meta: dict[str, Any]) -> None:
    """Mark a page's meta so Material's search plugin skips it (``search: {exclude: true}``)."""
    search = meta.get("search")
    meta["search"] = {**(search if isinstance(search, dict) else {}), "exclude": True}


def search_from_language_root(output: str, language: str, default: str) -> str:
    """Point a page's Material configuration (``__config``'s ``base``) at its language's root.

    Material fetches ``<base>/search/search_index.json`` and resolves result locations against
    ``base``; a page of a language other than ``default`` lies under ``<language>/``, so its base gains
    that folder. A page of the default language, or without a ``__config``, is returned unchanged.
    """
    if language == default:
        return output

    def rebase(match: re.Match[str]) -> str:
        config = json.loads(match.group(2))
        config["base"] = f"{config['base'].rstrip('/')}/{language}/"  # a folder: URLs resolve inside it
        return match.group(1) + json.dumps(config) + match.group(3)

    return _CONFIG.sub(rebase, output, count=1)


def split_index(site_dir: Path, languages: list[str], default: str) -> dict[str, int]:
    """Rewrite the merged index of ``site_dir`` as one index per language; return the entries of each.

    The default language's lunr ``lang`` is itself alone; another language's lists the default language
    first, as the merged index did, for the code names its prose quotes.

    Raises:
        FileNotFoundError: ``site_dir`` has no ``search/search_index.json`` (no search plugin ran).
        ValueError: the index is not the JSON Material writes (no ``docs`` list), naming the file.
    """
    path = site_dir / INDEX
    merged = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(merged, dict) or not isinstance(merged.get("docs"), list):
        raise ValueError(f"{path}: not a Material search index (no 'docs' list)")
    others = [lang for lang in languages if lang != default]
    docs: dict[str, list[dict[str, Any]]] = {lang: [] for lang in languages}
    for doc in merged["docs"]:
        location = str(doc.get("location", ""))
        owner = next((lang for lang in others if location.startswith(f"{lang}/")), default)
        docs[owner].append({**doc, "location": location.removeprefix(f"{owner}/")} if owner != default else doc)
    counts = {}
    for lang in languages:
        config = dict(merged.get("config", {}))
        config["lang"] = [default] if lang == default else [default, lang]
        target = site_dir / INDEX if lang == default else site_dir / lang / INDEX
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps({"config": config, "docs": docs[lang]}, ensure_ascii=False, separators=(",", ":")),
                          encoding="utf-8")
        counts[lang] = len(docs[lang])
    return counts
