"""One search index per language, holding each chapter once.

Material's search plugin writes one ``search/search_index.json`` and mkdocs-static-i18n fills it with
the entries of every language, so a reader of either language downloaded both and got results in both.
After the last language is built, :func:`split_index` rewrites it as one index per language:

* ``search/search_index.json``: the default language's entries (locations as they were);
* ``<lang>/search/search_index.json``: each other language's entries, their ``<lang>/`` prefix
  dropped, since that language's pages search from their own root (:func:`search_from_language_root`).

Pages that copy a chapter (the rendered notebooks, the verification matrix) are kept out of the
index by :func:`exclude_copies`, so a hit appears once, on the page that answers it; on every other
page, :func:`keep_out_of_search` leaves code bodies, output dumps and figures out, and keeps the error and
warning messages the outputs print, so that a pasted message finds the section that shows it: each entry
also gets the opening words of its messages in a field of their own, ``quoted`` (:func:`quoted_openings`),
which ``mkdocs.yml`` weighs as a title (Material's ``plugins.search.fields``).
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

__all__ = ["SYNONYMS", "compact", "exclude_copies", "keep_out_of_search", "quoted_openings", "search_from_language_root", "split_index", "synonyms_of"]

INDEX = Path("search") / "search_index.json"

_CONFIG = re.compile(r'(<script id="__config" type="application/json">)(.*?)(</script>)', re.DOTALL)


_LEFT_OUT = re.compile(r'<(div|p|figure) class="(highlight|tf-output highlight|tf-provenance|tf-same|tf-figure)"')
"""Code blocks (a snippet's code, an output), an output's provenance and release lines, storage figures."""
_OUTPUT = re.compile(r'<div class="tf-output highlight"><pre>(?:<span></span>)?<code>(.*?)</code></pre></div>', re.DOTALL)
_MESSAGE = re.compile(r"\b([A-Z]\w*(?:Error|Warning|Exception): \S.*)")
"""An exception's or a warning's class and message, wherever the printed line has it (after a label, a path)."""


def keep_out_of_search(html: str, quote: bool = True) -> str:
    """A page's HTML with what Material's search should not index marked ``data-search-exclude``: code
    blocks, outputs, provenance lines and figures. Each error or warning message an output printed stays
    searchable, once per page, in a ``hidden`` paragraph after the first output that printed it (hidden
    from sight and from screen readers; the output above shows it). Without ``quote`` (a page the index
    leaves out, :func:`exclude_copies`), nothing is added or marked: nothing would read it."""
    seen: set[str] = set()

    def quote_messages(match: re.Match[str]) -> str:
        found = [m.group(1).rstrip() for line in match.group(1).splitlines() if (m := _MESSAGE.search(line))]
        new = [text for text in dict.fromkeys(found) if text not in seen]
        seen.update(new)
        quoted = "<br>".join(f"<code>{text}</code>" for text in new)  # printed text, as the output shows it
        return match.group(0) + (f'\n<p hidden class="tf-quoted">{quoted}</p>' if new else "")

    if not quote:  # the whole page is out of the index: marking its parts would only weigh it down
        return html
    html = _OUTPUT.sub(quote_messages, html)
    return _LEFT_OUT.sub(lambda m: f'<{m.group(1)} class="{m.group(2)}" data-search-exclude', html)


_QUOTED = re.compile(r"<p>((?:<code>[^<]*</code>\s*)+)</p>")
"""A paragraph of code spans alone: what :func:`keep_out_of_search`'s hidden paragraph becomes in an index entry
(Material's search keeps ``p`` and ``code`` tags and drops the rest, ``<br>`` included)."""
OPENING_WORDS = 16
"""How many of a quoted message's words the ``quoted`` field holds: what a reader pastes is the start of the
message (its class and first clause, which tell messages apart); the rest (advice, paths, URLs) would let one
query word match many unrelated sections, since Material searches every query word as a prefix."""


def quoted_openings(text: str) -> str:
    """The opening :data:`OPENING_WORDS` words of each error or warning message quoted in an entry's ``text``
    (the hidden paragraphs of :func:`keep_out_of_search`, as Material's index has them), one message a line."""
    openings = []
    for paragraph in _QUOTED.finditer(text):
        spans = re.findall(r"<code>([^<]*)</code>", paragraph.group(1))
        if all(_MESSAGE.fullmatch(span) for span in spans):
            openings += [" ".join(span.split()[:OPENING_WORDS]) for span in spans]
    return "\n".join(openings)


def excluded(meta: dict[str, Any]) -> bool:
    """Whether a page's meta leaves it out of the search index (:func:`exclude_copies`, or its front matter)."""
    search = meta.get("search")
    return isinstance(search, dict) and bool(search.get("exclude"))


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


_ZWSP_RUN = re.compile("\u200b+")
_CODE_TAG = re.compile(r"</?code>")


def compact(text: str, separator: re.Pattern[str]) -> str:
    """An index entry's text, smaller, searched the same: no ``<code>`` tags (a result's excerpt loses its code
    font, not a word; each becomes a U+200B where it parted two words) and, of the U+200B that jieba puts
    between Chinese words, none where the text already separates (next to a character ``separator``
    matches, or at either end) and one where several meet.

    ``separator`` is the search's separator (Material's ``config.separator``, a character class the
    tokenizer splits on); U+200B is among its characters on this site.
    """
    text = _CODE_TAG.sub("\u200b", text)  # a tag parts words as U+200B does: `（<code>clone</code>` stays two

    def separates(char: str) -> bool:  # a letter never does alone: the separator's words (a, i) part only as whole words
        return not char.isalnum() and bool(separator.fullmatch(char))

    def needed(match: re.Match[str]) -> str:
        before = text[match.start() - 1] if match.start() else ""
        after = text[match.end()] if match.end() < len(text) else ""
        if not before or not after or separates(before) or separates(after):
            return ""
        return "\u200b"

    return _ZWSP_RUN.sub(needed, text)


SYNONYMS: dict[str, dict[str, tuple[str, ...]]] = {
    "en": {
        "copy": ("duplicate",), "copies": ("duplicate",), "deepcopy": ("deep copy",), "storage": ("memory",),
        "state_dict": ("checkpoint", "weights"), "CUDA": ("GPU",), "cuda": ("GPU",), "requires_grad": ("gradient",),
    },
    "zh": {
        "复制": ("拷贝",), "副本": ("拷贝",), "存储": ("内存",),
        "CUDA": ("GPU", "显卡", "显存"), "state_dict": ("权重", "检查点"), "数据类型": ("类型",), "原地": ("就地",),
    },
}
"""Words a reader types for what the site calls otherwise (the site writes 复制, a reader types 拷贝): an entry whose
text holds a key gets its words in a field of its own, ``synonyms``, searched as text is and never shown."""


def synonyms_of(text: str, language: str) -> str:
    """The :data:`SYNONYMS` of the words ``text`` holds, for the entry's ``synonyms`` field ("" when none)."""
    found: dict[str, None] = {}
    for word, others in SYNONYMS.get(language, {}).items():
        if word in text:
            found.update(dict.fromkeys(others))
    return "\u200b".join(found)


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
    separator = re.compile(str(merged.get("config", {}).get("separator", r"[\s\-]+")))
    for lang, entries in docs.items():
        for doc in entries:
            if quoted := quoted_openings(str(doc.get("text", ""))):
                doc["quoted"] = quoted  # searched with the weight mkdocs.yml gives the field; never shown
            if synonyms := synonyms_of(f"{doc.get('title', '')} {doc.get('text', '')}", lang):
                doc["synonyms"] = synonyms  # a reader's other word for the site's (拷贝 for 复制); never shown
            doc["text"] = compact(str(doc.get("text", "")), separator)
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
