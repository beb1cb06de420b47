"""The snippet runner: isolation, defaults, declared errors, caching."""

from __future__ import annotations

from pathlib import Path

import pytest
import torch

from tensorfacts.runner import EXECUTIONS, SnippetError, available_devices, clear_cache, run_snippet


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_each_snippet_starts_from_a_fresh_namespace_and_seed(tmp_path: Path) -> None:
    first = run_snippet(write(tmp_path, "a.py", "import torch\nleftover = 1\nx = torch.rand(3)\n"))
    second = run_snippet(write(tmp_path, "b.py", "import torch\nx = torch.rand(3)\nseen = 'leftover' in globals()\n"))
    assert second["seen"] is False
    assert torch.equal(first["x"], second["x"])  # both start from manual_seed(0)


def test_torch_defaults_are_reset_after_a_snippet_changes_them(tmp_path: Path) -> None:
    run_snippet(write(tmp_path, "a.py", "import torch\ntorch.set_default_dtype(torch.float64)\n"))
    run = run_snippet(write(tmp_path, "b.py", "import torch\nx = torch.zeros(1)\n"))
    assert run["x"].dtype == torch.float32
    assert torch.get_default_dtype() == torch.float32


def test_the_device_is_made_the_default_device(tmp_path: Path) -> None:
    run = run_snippet(write(tmp_path, "a.py", "import torch\nx = torch.zeros(2)\n"), "meta")
    assert run["x"].device.type == "meta"
    assert run.device == "meta"


def test_output_holds_prints_and_warnings_in_order(tmp_path: Path) -> None:
    code = "import warnings\nprint('before')\nwarnings.warn('careful')\nprint('after')\n"
    run = run_snippet(write(tmp_path, "a.py", code))
    assert run.output == "before\nUserWarning: careful\nafter\n"


def test_a_declared_exception_is_shown_after_what_was_printed(tmp_path: Path) -> None:
    code = "# raises: ZeroDivisionError\nprint('start')\n1 / 0\n"
    run = run_snippet(write(tmp_path, "a.py", code))
    assert run.output == "start\nZeroDivisionError: division by zero\n"
    assert isinstance(run.error, ZeroDivisionError)


def test_an_undeclared_exception_names_the_file_and_line(tmp_path: Path) -> None:
    path = write(tmp_path, "bad.py", "x = 1\nraise ValueError('boom')\n")
    with pytest.raises(SnippetError, match=rf"{path}:2: .*ValueError: boom"):
        run_snippet(path)


def test_a_different_exception_than_declared_fails(tmp_path: Path) -> None:
    path = write(tmp_path, "bad.py", "# raises: KeyError\nraise ValueError('boom')\n")
    with pytest.raises(SnippetError, match=r"declares '# raises: KeyError'"):
        run_snippet(path)


def test_a_declared_exception_that_does_not_happen_fails(tmp_path: Path) -> None:
    path = write(tmp_path, "quiet.py", "x = 1\n# raises: RuntimeError\n")
    with pytest.raises(SnippetError, match=rf"{path}:2: declares"):
        run_snippet(path)


def test_a_missing_snippet_is_named(tmp_path: Path) -> None:
    with pytest.raises(SnippetError, match="nope.py:1: snippet file not found"):
        run_snippet(tmp_path / "nope.py")


def test_results_are_reused_until_the_content_changes(tmp_path: Path) -> None:
    clear_cache()
    path = write(tmp_path, "a.py", "print(1)\n")
    run_snippet(path)
    run_snippet(path)
    assert EXECUTIONS[(path.resolve(), "cpu")] == 1
    path.write_text("print(2)\n", encoding="utf-8")
    assert run_snippet(path).output == "2\n"
    assert EXECUTIONS[(path.resolve(), "cpu")] == 2


def test_devices_come_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TENSORFACTS_DEVICES", "cpu, meta")
    assert available_devices() == ["cpu", "meta"]
    monkeypatch.setenv("TENSORFACTS_DEVICES", "cpu,warp-drive")
    with pytest.raises(ValueError, match="warp-drive"):
        available_devices()
    monkeypatch.delenv("TENSORFACTS_DEVICES")
    assert available_devices()[0] == "cpu"


def test_warn_once_warnings_show_in_every_snippet(tmp_path: Path) -> None:
    code = "import warnings, torch\nx = torch.ones(2, requires_grad=True) * 2\nx.grad\n"
    first = run_snippet(write(tmp_path, "a.py", code))
    second = run_snippet(write(tmp_path, "b.py", code + "\n"))
    assert first.output == second.output and "UserWarning" in second.output
