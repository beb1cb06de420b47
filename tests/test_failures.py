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
