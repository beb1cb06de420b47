"""A wrong page never publishes: each kind of bad input stops the build and names the file."""

from __future__ import annotations

from typing import Callable

GOOD_SNIPPET = "import torch\nx = torch.ones(2)\nprint(x.sum().item())\n"
CLAIMS = '''\
from tensorfacts.claims import claim

@claim("demo.sum", snippet="sum.py", en="The sum of two ones is {value}.", zh="两个一之和为 {value}。")
def _(run):
    return run["x"].sum().item() == {value}
'''


def page(body: str) -> dict[str, str]:
    return {"docs/index.md": f"# Demo {{ #demo }}\n\n{body}\n", "docs/index.zh.md": f"# 演示 {{ #demo }}\n\n{body}\n"}


FENCE = "```snippet\ndemo/sum.py\n```"


def test_the_mini_site_builds_when_everything_is_right(mini_site: Callable[..., str]) -> None:
    error = mini_site({**page(f"[[demo.sum]]\n\n{FENCE}"), "snippets/demo/sum.py": GOOD_SNIPPET,
                       "snippets/demo/_claims.py": CLAIMS.replace("{value}", "2")})
    assert error == ""


def test_a_false_claim_fails_the_build_naming_its_file(mini_site: Callable[..., str]) -> None:
    error = mini_site({**page(f"[[demo.sum]]\n\n{FENCE}"), "snippets/demo/sum.py": GOOD_SNIPPET,
                       "snippets/demo/_claims.py": CLAIMS.replace("{value}", "3")})
    assert "demo/_claims.py:" in error and "'demo.sum'" in error and "docs/index.md:3" in error


def test_an_undeclared_exception_fails_the_build_naming_the_snippet_line(mini_site: Callable[..., str]) -> None:
    error = mini_site({**page(FENCE), "snippets/demo/sum.py": "import torch\nx = torch.ones(2)\nx.item()\n"})
    assert "docs/index.md:3" in error and "demo/sum.py:3" in error and "RuntimeError" in error


def test_a_missing_snippet_fails_the_build_naming_the_page_line(mini_site: Callable[..., str]) -> None:
    error = mini_site(page(FENCE))
    assert "docs/index.md:3" in error and "'demo/sum.py' not found" in error


def test_an_unknown_claim_id_fails_the_build(mini_site: Callable[..., str]) -> None:
    error = mini_site(page("Some text.\n\n[[demo.nothing]]"))
    assert "docs/index.md:5" in error and "unknown claim id 'demo.nothing'" in error


def test_an_unreferenced_claim_fails_the_build(mini_site: Callable[..., str]) -> None:
    error = mini_site({**page("Nothing here."), "snippets/demo/sum.py": GOOD_SNIPPET,
                       "snippets/demo/_claims.py": CLAIMS.replace("{value}", "2")})
    assert "referenced by no page" in error and "demo/_claims.py" in error


def test_two_devices_give_one_content_tab_each(mini_site: Callable[..., str], monkeypatch, tmp_path) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("TENSORFACTS_DEVICES", "cpu,meta")
    snippet = "import torch\nx = torch.ones(2)\nprint(x.device.type)\n"
    assert mini_site({**page(FENCE), "snippets/demo/sum.py": snippet}) == ""
    html = (tmp_path / "site" / "index.html").read_text(encoding="utf-8")
    assert html.count('class="tabbed-set') == 1 and "CPU</label>" in html and "meta</label>" in html
    assert "torch " in html and "· meta</p>" in html and "· cpu</p>" in html


# --- faults a snippet can cause: each stops the build naming the file, within its timeout ---------


def test_a_hanging_snippet_fails_the_build_within_its_timeout(mini_site: Callable[..., str]) -> None:
    error = mini_site({**page(FENCE), "snippets/demo/sum.py": "# timeout: 1\nimport time\nwhile True:\n    time.sleep(0.1)\n"})
    assert "docs/index.md:3" in error and "demo/sum.py:4: did not finish within 1 s" in error


def test_a_snippet_that_exits_the_process_fails_the_build(mini_site: Callable[..., str]) -> None:
    error = mini_site({**page(FENCE), "snippets/demo/sum.py": "import os\nprint(1)\nos._exit(3)\n"})
    assert "demo/sum.py:" in error and "exit status 3" in error


CRASH_CLAIMS = '''\
from tensorfacts.claims import claim

@claim("demo.crash", snippet="sum.py", en="Reading address 0 ends the interpreter.", zh="读取地址 0 会让解释器终止。")
def _(run):
    return run.ended == "SIGSEGV" and "before" in run.output
'''
CRASH = "# crashes: SIGSEGV\nimport ctypes\nprint('before')\nctypes.string_at(0)\n"


def test_a_declared_crash_is_evidence_its_claim_checks(mini_site: Callable[..., str], tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A snippet that declares ``# crashes: SIGSEGV`` and ends so builds; its claim reads the signal."""
    error = mini_site({**page(f"[[demo.crash]]\n\n{FENCE}"), "snippets/demo/sum.py": CRASH, "snippets/demo/_claims.py": CRASH_CLAIMS})
    assert error == ""
    assert "Segmentation fault (SIGSEGV)" in (tmp_path / "site" / "index.html").read_text(encoding="utf-8")


def test_a_declared_crash_that_does_not_happen_fails_the_build(mini_site: Callable[..., str]) -> None:
    snippet = CRASH.replace("ctypes.string_at(0)", "ctypes.string_at(b'x', 1)")
    error = mini_site({**page(f"[[demo.crash]]\n\n{FENCE}"), "snippets/demo/sum.py": snippet, "snippets/demo/_claims.py": CRASH_CLAIMS})
    assert "demo/sum.py:1: declares '# crashes: SIGSEGV' but ended with exit status 0" in error


def test_system_exit_zero_fails_the_build_instead_of_ending_it(mini_site: Callable[..., str]) -> None:
    error = mini_site({**page(FENCE), "snippets/demo/sum.py": "print('bye')\nraise SystemExit(0)\n"})
    assert "demo/sum.py:2:" in error and "SystemExit" in error


def test_a_typed_output_block_fails_the_build_naming_the_line(mini_site: Callable[..., str]) -> None:
    typed = "Some text.\n\n```\ntensor([1., 2.])\n```"
    error = mini_site(page(typed))
    assert "docs/index.md:5" in error and "looks like a typed output" in error


def test_outputs_are_html_escaped(mini_site: Callable[..., str], tmp_path) -> None:  # type: ignore[no-untyped-def]
    snippet = "print('<script>alert(1)</script> & <b>bold</b>')\n"
    assert mini_site({**page(FENCE), "snippets/demo/sum.py": snippet}) == ""
    html = (tmp_path / "site" / "index.html").read_text(encoding="utf-8")
    assert "<script>alert(1)" not in html and "&lt;script&gt;alert(1)&lt;/script&gt;" in html and "&lt;b&gt;" in html


QUOTING = '''\
from tensorfacts.claims import claim

@claim("demo.sum", snippet="sum.py", en="The sum of two ones is {total}.", zh="两个一之和为 {total}。")
def _(run):
    return run["total"] == run["x"].sum().item()
'''


def test_a_sentence_quotes_a_value_from_the_run(mini_site: Callable[..., str], tmp_path) -> None:  # type: ignore[no-untyped-def]
    snippet = "import torch\nx = torch.ones(2)\ntotal = x.sum().item()\nprint(total)\n"
    files = {**page(f"[[demo.sum]]\n\n{FENCE}"), "snippets/demo/sum.py": snippet, "snippets/demo/_claims.py": QUOTING}
    assert mini_site(files) == ""
    assert "The sum of two ones is 2.0." in (tmp_path / "site" / "index.html").read_text(encoding="utf-8")
    assert "两个一之和为 2.0。" in (tmp_path / "site" / "zh" / "index.html").read_text(encoding="utf-8")
    files["snippets/demo/_claims.py"] = QUOTING.replace("{total}", "{nothing}")
    error = mini_site(files)
    assert "docs/index.md:3" in error and "'demo.sum' quotes a value its run lacks" in error and "nothing" in error
