"""The author's loop: what ``mkdocs serve`` watches, and the work a rebuild does not redo.

* :func:`watch` adds ``snippets/`` and ``records/`` to the watched folders and stops watching the
  generated notebooks under ``docs/notebooks/`` (they are rewritten while a build runs, which
  would set off a second rebuild after every snippet edit).
* In-process caches, keyed on the content they are computed from, so that a rebuild after a prose
  edit redoes only the edited page's work (measured by ``benchmarks/rebuild.py``):

  - :func:`cache_page_rendering`: a page's HTML per Markdown source, language, site files and
    snippet sources (a render that logged a warning is never kept);
  - :func:`cache_search_entries`: Material's search entries per page content;
  - :data:`TEMPLATES`: compiled Jinja templates, shared by the per-build theme environments;
  - :func:`memo`: any other computation the plugin keys itself (the verification matrix).

Snippet runs are cached by :mod:`tensorfacts.runner`, so only an edited snippet runs again.
"""

from __future__ import annotations

import functools
import hashlib
import logging
from collections.abc import Callable, Hashable
from pathlib import Path
from typing import Any, TypeVar

from jinja2 import BytecodeCache
from jinja2.bccache import Bucket

T = TypeVar("T")

_MEMO: dict[Hashable, Any] = {}
_MEMO_LIMIT = 512


def memo(key: Hashable, compute: Callable[[], T]) -> T:
    """``compute()``, or its result from an earlier call with the same ``key`` in this process."""
    if key not in _MEMO:
        if len(_MEMO) >= _MEMO_LIMIT:
            _MEMO.pop(next(iter(_MEMO)))
        _MEMO[key] = compute()
    return _MEMO[key]


def fingerprint(folder: Path) -> tuple[tuple[str, int, int], ...]:
    """Path, size and modification time of every file under ``folder``: changes when any file does."""
    if not folder.is_dir():
        return ()
    return tuple(sorted((str(p), s.st_size, s.st_mtime_ns) for p in folder.rglob("*") if p.is_file() for s in [p.stat()]))


def digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


class _MemoryBytecodeCache(BytecodeCache):
    """Compiled templates kept in memory, keyed by Jinja on template name and source checksum."""

    def __init__(self) -> None:
        self.store: dict[str, bytes] = {}

    def load_bytecode(self, bucket: Bucket) -> None:
        if bucket.key in self.store:
            bucket.bytecode_from_string(self.store[bucket.key])

    def dump_bytecode(self, bucket: Bucket) -> None:
        self.store[bucket.key] = bucket.bytecode_to_string()


TEMPLATES = _MemoryBytecodeCache()
"""Set as ``env.bytecode_cache`` of each build's theme environment (the plugin's ``on_env``)."""


def watch(server: Any, docs_dir: Path, generated: str, extra: list[Path]) -> None:
    """Watch ``extra`` folders too, and ``docs_dir`` except its subfolder ``generated``.

    ``docs_dir`` itself stays watched for new and changed files at its top level; each subfolder
    but ``generated`` is watched recursively.
    """
    server.unwatch(str(docs_dir))
    server.watch(str(docs_dir), recursive=False)
    for child in sorted(docs_dir.iterdir()):
        if child.is_dir() and child.name != generated:
            server.watch(str(child))
    for folder in extra:
        if folder.is_dir():
            server.watch(str(folder))


class _Warnings(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.count = 0

    def emit(self, record: logging.LogRecord) -> None:
        self.count += 1


def cache_page_rendering(page: Any, key: Hashable, depends: Callable[[str], Hashable]) -> None:
    """Give ``page`` a ``render`` that reuses an earlier render of the same Markdown with the same ``key``.

    ``key`` holds what else the HTML depends on (language, devices), ``depends(markdown)`` what the
    Markdown pulls in (the sources of the snippets it shows); the site's files are part of the key
    too. A render that logged a warning is not kept, so a strict rebuild still fails on it.
    """
    original = page.render

    def render(config: Any, files: Any) -> None:
        markdown = page.markdown or ""
        full_key = (key, digest(markdown), depends(markdown), tuple(sorted((f.src_uri, f.url) for f in files)))
        cached = _MEMO.get(full_key)
        if cached is None:
            watcher = _Warnings()
            logger = logging.getLogger("mkdocs")
            logger.addHandler(watcher)
            try:
                original(config, files)
            finally:
                logger.removeHandler(watcher)
            if watcher.count:
                return
            links = {to.src_uri: dict(anchors) for to, anchors in (page.links_to_anchors or {}).items()}
            memo(full_key, lambda: (page.content, page.toc, page._title_from_render, set(page.present_anchor_ids or ()), links))
            return
        page.content, page.toc, page._title_from_render, anchors, links = cached
        page.present_anchor_ids = set(anchors)
        page.links_to_anchors = {files.get_file_from_path(uri): dict(a) for uri, a in links.items() if files.get_file_from_path(uri)}

    page.render = render


def cache_search_entries() -> None:
    """Make Material's search index reuse the entries of a page whose HTML, URL, title and meta are unchanged."""
    try:
        from material.plugins.search.plugin import SearchIndex
    except ImportError:
        return
    original = SearchIndex.add_entry_from_context
    if getattr(original, "_tensorfacts_cached", False):
        return

    @functools.wraps(original)
    def add_entry_from_context(self: Any, page: Any) -> None:
        key = ("search", page.url, str(page.title), repr(page.meta), digest(page.content or ""))
        if key not in _MEMO:
            start = len(self.entries)
            original(self, page)
            memo(key, lambda: [dict(entry) for entry in self.entries[start:]])
            return
        self.entries.extend(dict(entry) for entry in _MEMO[key])

    add_entry_from_context._tensorfacts_cached = True  # type: ignore[attr-defined]
    SearchIndex.add_entry_from_context = add_entry_from_context
