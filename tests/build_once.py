"""Build the real site once for a test session, in a process of its own: ``python tests/build_once.py FOLDER``.

Started by ``tests/conftest.py`` as soon as a session collects a test that reads the built site, so the
build runs while other tests do. It writes into FOLDER:

* ``site/``: ``mkdocs build --strict`` of the real site (every snippet executed once per device);
* ``runner-cache.pickle``: the runner's answers (:func:`tensorfacts.runner.export_cache`), so a test
  process that loads them runs no snippet the build ran;
* ``site.json`` last: the build's executions per (snippet, device), or ``site.error`` if it failed.
"""

from __future__ import annotations

import json
import os
import sys
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main(folder: Path) -> int:
    os.environ.setdefault("NO_MKDOCS_2_WARNING", "1")
    try:
        from mkdocs.commands.build import build
        from mkdocs.config import load_config

        from tensorfacts.runner import EXECUTIONS, clear_cache, export_cache

        clear_cache()
        site = folder / "site"
        build(load_config(str(ROOT / "mkdocs.yml"), site_dir=str(site), strict=True))
        (folder / "runner-cache.pickle").write_bytes(export_cache())
        executions = [[str(path), device, count] for (path, device), count in EXECUTIONS.items()]
        partial = folder / "site.json.tmp"
        partial.write_text(json.dumps({"path": str(site), "executions": executions}), encoding="utf-8")
        partial.replace(folder / "site.json")
        return 0
    except BaseException:  # noqa: BLE001 - any failure is reported to the tests that wait for the site
        (folder / "site.error").write_text(traceback.format_exc(), encoding="utf-8")
        return 1


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1])))
