"""The author's loop in a real `mkdocs serve`: an edit to a snippet, a claims file or a page shows, after one rebuild.

The server runs in a subprocess on a free port, in a temporary copy of the site's sources; the test
edits files there as an author does, reads the page over HTTP until it shows the edit, and counts
the builds in the server's log (a generated notebook rewritten during a build must not set off a
second one).
"""

from __future__ import annotations

import os
import re
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from conftest import ROOT, BuiltSite

BUILD = "Building documentation..."
SETTLE = 2.5
"""Seconds to wait after a rebuild for a second one that must not come (the watcher polls every 0.5 s,
and a generated notebook is rewritten during the build, so a second build would start within a poll)."""

pytestmark = pytest.mark.xdist_group("serve")  # one worker: one mkdocs serve


class Server:
    def __init__(self, root: Path, port: int, log: Path) -> None:
        self.root, self.port, self.log = root, port, log

    def text(self) -> str:
        return self.log.read_text(encoding="utf-8", errors="replace")

    def builds(self) -> int:
        return self.text().count(BUILD)

    def page(self, path: str) -> str:
        with urllib.request.urlopen(f"http://127.0.0.1:{self.port}/{path}", timeout=10) as response:
            return str(response.read().decode("utf-8"))

    def wait_for(self, condition, what: str, timeout: float) -> None:  # type: ignore[no-untyped-def]
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if condition():
                return
            if "Error" in self.text() and "Aborted" in self.text():
                break
            time.sleep(0.25)
        pytest.fail(f"{what}: not within {timeout} s; server log:\n{self.text()[-3000:]}")

    def edit_and_count(self, path: Path, old: str, new: str, page: str, shown: str) -> int:
        """Edit ``path``, wait until ``page`` shows ``shown`` and the log goes quiet; return the builds it cost."""
        before = self.builds()
        text = path.read_text(encoding="utf-8")
        assert old in text and shown not in self.page(page)
        # saved in one step, as an editor that writes a new file and renames it does: a file truncated, then
        # written, can be seen half-written by the server's poll (every 0.5 s) and rebuilt twice
        staged = self.root.parent / f".{path.name}.edited"  # outside every watched folder
        staged.write_text(text.replace(old, new, 1), encoding="utf-8")
        os.replace(staged, path)
        self.wait_for(lambda: self.builds() > before and "Reloading browsers" in self.text().split(BUILD)[-1],
                      f"a rebuild after editing {path.name}", 120)
        self.wait_for(lambda: shown in self.page(page), f"{page} showing the edit of {path.name}", 30)
        time.sleep(SETTLE)
        return self.builds() - before


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


RUNS = re.compile(r"tensorfacts: (\d+) snippet run\(s\) in this build")


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory, site: BuiltSite) -> Iterator[Server]:
    """``mkdocs serve`` of a copy of the sources, its runner started from the session build's runs
    (``$TENSORFACTS_RUNNER_CACHE``): each snippet the copy holds unchanged is not run again."""
    from tensorfacts.runner import relocate_cache

    root = tmp_path_factory.mktemp("serve")
    shutil.copy(ROOT / "mkdocs.yml", root / "mkdocs.yml")
    for folder in ("docs", "snippets", "records", "overrides", "audit"):
        shutil.copytree(ROOT / folder, root / folder, ignore=shutil.ignore_patterns("notebooks", "__pycache__"))
    cache = root / "runner-cache.pickle"
    cache.write_bytes(relocate_cache((site.path.parent / "runner-cache.pickle").read_bytes(), ROOT, root))
    port = free_port()
    log = root / "serve.log"
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1", "TENSORFACTS_RUNNER_CACHE": str(cache),
           "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT / "src"), os.environ.get("PYTHONPATH")]))}
    with log.open("w", encoding="utf-8") as out:
        process = subprocess.Popen([sys.executable, "-m", "mkdocs", "serve", "--dev-addr", f"127.0.0.1:{port}"],
                                   cwd=root, env=env, stdout=out, stderr=subprocess.STDOUT)
    running = Server(root, port, log)
    try:
        running.wait_for(lambda: "Serving on" in running.text(), "the first build and the server", 300)
        time.sleep(SETTLE)
        assert running.builds() == 1, running.text()
        yield running
    finally:
        process.terminate()
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()


def test_serve_watches_snippets_and_records_too(server: Server) -> None:
    watched = re.search(r"Watching paths for changes: (.*)", server.text())
    assert watched, server.text()
    paths = watched.group(1)
    assert "'snippets'" in paths and "'records'" in paths, paths
    assert "notebooks" not in paths, paths


def test_a_snippet_edit_shows_after_one_rebuild(server: Server) -> None:
    snippet = server.root / "snippets/copying/clone/memory.py"
    builds = server.edit_and_count(snippet, "import torch\n", "import torch  # edited while serving\n",
                                   "copying/clone/", "edited while serving")
    assert builds == 1, server.text()[-3000:]
    from tensorfacts.runner import available_devices, snippet_devices

    runs = RUNS.findall(server.text().split(BUILD)[-1])  # the edited file alone, once per device
    assert runs == [str(len(snippet_devices(snippet, available_devices())))], server.text()[-3000:]
    notebook = (server.root / "docs/notebooks/copying.ipynb").read_text(encoding="utf-8")
    assert "edited while serving" in notebook  # the notebook was rewritten, and set off no second build


def test_a_claim_sentence_edit_shows_after_one_rebuild(server: Server) -> None:
    claims = server.root / "snippets/copying/clone/_claims.py"
    builds = server.edit_and_count(claims, "的克隆仍留在计算图中", "的克隆（已编辑）仍留在计算图中", "zh/copying/clone/", "的克隆（已编辑）仍留在计算图中")
    assert builds == 1, server.text()[-3000:]


def test_a_prose_edit_shows_after_one_rebuild_that_runs_no_snippet(server: Server) -> None:
    """A rebuild whose runner already holds every result runs no snippet again (this took over
    tests/test_build.py's "a rebuild reuses every result", which built the whole site twice more)."""
    page = server.root / "docs/copying/clone.md"
    builds = server.edit_and_count(page, "The sections below take", "The sections (edited) below take", "copying/clone/",
                                   "The sections (edited) below take")
    assert builds == 1, server.text()[-3000:]
    runs = RUNS.findall(server.text().split(BUILD)[-1])
    assert runs == ["0"], server.text().split(BUILD)[-1][-3000:]


def serve_until_ready(root: Path, log: Path) -> Server:
    """``mkdocs serve`` of the site at ``root`` until it serves, then stopped (what an author's restart begins with)."""
    port = free_port()
    env = {k: v for k, v in os.environ.items() if k not in ("TENSORFACTS_RUNNER_CACHE", "TENSORFACTS_RUN_CACHE")}
    env.update(NO_MKDOCS_2_WARNING="1", TENSORFACTS_DEVICES="cpu",
               PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT / "src"), os.environ.get("PYTHONPATH")])))
    with log.open("w", encoding="utf-8") as out:
        process = subprocess.Popen([sys.executable, "-m", "mkdocs", "serve", "--dev-addr", f"127.0.0.1:{port}"],
                                   cwd=root, env=env, stdout=out, stderr=subprocess.STDOUT)
    running = Server(root, port, log)
    try:
        running.wait_for(lambda: "Serving on" in running.text(), "the first build and the server", 120)
        return running
    finally:
        process.terminate()
        process.wait(timeout=20)


def test_a_restart_runs_only_the_snippet_that_changed(tmp_path: Path) -> None:
    """Snippet runs are kept on disk (``.cache/tensorfacts/runs``, keyed by path and digest, torch release and device):
    stopping ``mkdocs serve``, editing one snippet of three and starting it again runs that one alone."""
    from conftest import MINI_CONFIG

    (tmp_path / "mkdocs.yml").write_text(MINI_CONFIG, encoding="utf-8")
    fences = "".join(f"```snippet\n{name}.py\n```\n\n" for name in "abc")
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs/index.md").write_text("# Three snippets\n\n" + fences, encoding="utf-8")
    (tmp_path / "docs/index.zh.md").write_text("# 三个示例\n\n" + fences, encoding="utf-8")
    (tmp_path / "snippets").mkdir()
    for name in "abc":
        (tmp_path / f"snippets/{name}.py").write_text(f"print({name!r})\n", encoding="utf-8")
    first = serve_until_ready(tmp_path, tmp_path / "first.log")
    assert RUNS.findall(first.text()) == ["3"], first.text()[-3000:]
    (tmp_path / "snippets/b.py").write_text("print('b, edited')\n", encoding="utf-8")
    second = serve_until_ready(tmp_path, tmp_path / "second.log")
    assert RUNS.findall(second.text()) == ["1"], second.text()[-3000:]
    assert list((tmp_path / ".cache/tensorfacts/runs").glob("*/cpu/*.pickle")), "no run kept on disk"


def test_a_broken_build_shows_the_last_good_page_with_a_banner_naming_file_and_line(tmp_path: Path) -> None:
    """While the build is broken the browser still gets the page: its last good build, under a banner naming each
    problem (file, line, message); the server does not hang, and the fix shows after one rebuild."""
    from conftest import MINI_CONFIG
    from test_failures import CLAIMS, FENCE, GOOD_SNIPPET, page

    (tmp_path / "mkdocs.yml").write_text(MINI_CONFIG, encoding="utf-8")
    files = {**page(f"[[demo.sum]]\n\n{FENCE}"), "snippets/demo/sum.py": GOOD_SNIPPET,
             "snippets/demo/_claims.py": CLAIMS.replace("{value}", "2")}
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text, encoding="utf-8")
    port = free_port()
    log = tmp_path / "serve.log"
    env = {k: v for k, v in os.environ.items() if k not in ("TENSORFACTS_RUNNER_CACHE", "TENSORFACTS_RUN_CACHE")}
    env.update(NO_MKDOCS_2_WARNING="1", TENSORFACTS_DEVICES="cpu",
               PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT / "src"), os.environ.get("PYTHONPATH")])))
    with log.open("w", encoding="utf-8") as out:
        process = subprocess.Popen([sys.executable, "-m", "mkdocs", "serve", "--dev-addr", f"127.0.0.1:{port}"],
                                   cwd=tmp_path, env=env, stdout=out, stderr=subprocess.STDOUT)
    running = Server(tmp_path, port, log)
    try:
        running.wait_for(lambda: "Serving on" in running.text(), "the first build and the server", 120)
        assert "The sum of two ones is 2." in running.page("")
        claims = tmp_path / "snippets/demo/_claims.py"
        claims.write_text(CLAIMS.replace("{value}", "3"), encoding="utf-8")
        running.wait_for(lambda: running.builds() >= 2 and "has a build error" in running.page(""), "the banner", 60)
        shown = running.page("")
        assert "docs/index.md:3: claim &#x27;demo.sum&#x27; is not verified" in shown, shown[:3000]
        assert "The sum of two ones is 2." in shown  # the last good build, under the banner
        assert "本页构建出错" in running.page("zh/")
        claims.write_text(CLAIMS.replace("{value}", "2").replace("two ones", "two 1s"), encoding="utf-8")
        running.wait_for(lambda: "The sum of two 1s is 2." in running.page(""), "the fixed page", 60)
        assert "has a build error" not in running.page("")
    finally:
        process.terminate()
        process.wait(timeout=20)
