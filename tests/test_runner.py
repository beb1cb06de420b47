"""The snippet runner: isolation in a worker process, defaults, declared errors, faults, caching."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Iterator

import pytest
import torch

from tensorfacts.execution import normalise
from tensorfacts.runner import (
    EXECUTIONS, HarnessFault, SnippetError, available_devices, clear_cache, rerun_fresh, run_snippet, values,
)


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_each_snippet_starts_from_a_fresh_namespace_in_a_process_of_its_own(tmp_path: Path) -> None:
    first = write(tmp_path, "a.py", "import os\nleftover = 1\npid = os.getpid()\n")
    second = write(tmp_path, "b.py", "import os\npid = os.getpid()\nseen = 'leftover' in globals()\n")
    run_snippet(first), run_snippet(second)
    assert values(second, "cpu", ["seen"]) == {"seen": "False"}
    assert values(first, "cpu", ["pid"]) != values(second, "cpu", ["pid"])


def test_the_harness_sets_no_seed(tmp_path: Path) -> None:
    """An unseeded snippet draws what a new interpreter draws: different numbers in two workers."""
    path = write(tmp_path, "r.py", "import torch\nprint(torch.rand(4).tolist())\n")
    first = rerun_fresh([path])[path]
    second = rerun_fresh([path])[path]
    assert first.output != second.output  # type: ignore[union-attr]
    seeded = write(tmp_path, "s.py", "import torch\ntorch.manual_seed(0)\nprint(torch.rand(2).tolist())\n")
    torch.manual_seed(0)
    assert run_snippet(seeded).output == f"{torch.rand(2).tolist()}\n"


def test_a_once_per_process_warning_shows_in_every_snippet_as_in_a_new_interpreter(tmp_path: Path) -> None:
    """torch's warn-once (a read-only NumPy array) shows in each snippet, without torch.set_warn_always."""
    code = (
        "import numpy as np, torch\narr = np.arange(2.0)\narr.flags.writeable = False\n"
        "torch.as_tensor(arr)\ntorch.as_tensor(arr)\nprint(torch.is_warn_always_enabled())\n"
    )
    outputs = [run_snippet(write(tmp_path, f"{name}.py", code)).output for name in ("a", "b")]
    for output in outputs:
        assert output.count("UserWarning: The given NumPy array is not writable") == 1, output
        assert output.endswith("False\n")


def test_warning_filters_are_the_interpreters_own(tmp_path: Path) -> None:
    """A DeprecationWarning raised inside a library module is hidden, one raised in the snippet is shown."""
    (tmp_path / "lib_mod.py").write_text("import warnings\ndef old():\n    warnings.warn('lib', DeprecationWarning)\n")
    code = (
        f"import sys, warnings\nsys.path.insert(0, {str(tmp_path)!r})\nimport lib_mod\nlib_mod.old()\n"
        "warnings.warn('main', DeprecationWarning)\n"
    )
    assert run_snippet(write(tmp_path, "d.py", code)).output == "DeprecationWarning: main\n"


def test_torch_defaults_are_reset_after_a_snippet_changes_them(tmp_path: Path) -> None:
    run_snippet(write(tmp_path, "a.py", "import torch\ntorch.set_default_dtype(torch.float64)\n"))
    path = write(tmp_path, "b.py", "import torch\nx = torch.zeros(1)\nprint(x.dtype)\n")
    assert run_snippet(path).output == "torch.float32\n"


def test_snippets_run_in_a_worker_process_not_in_the_caller(tmp_path: Path) -> None:
    path = write(tmp_path, "a.py", "import os, torch\npid = os.getpid()\ntorch.set_default_dtype(torch.float64)\n")
    run_snippet(path)
    import os

    assert values(path, "cpu", ["pid"])["pid"] != str(os.getpid())
    assert torch.get_default_dtype() == torch.float32


def test_the_device_is_made_the_default_device(tmp_path: Path) -> None:
    path = write(tmp_path, "a.py", "import torch\nx = torch.zeros(2)\nprint(x.device.type)\n")
    run = run_snippet(path, "meta")
    assert run.output == "meta\n" and run.device == "meta"


def test_output_holds_prints_and_warnings_in_order(tmp_path: Path) -> None:
    code = "import warnings\nprint('before')\nwarnings.warn('careful')\nprint('after')\n"
    assert run_snippet(write(tmp_path, "a.py", code)).output == "before\nUserWarning: careful\nafter\n"


def test_a_declared_exception_is_shown_after_what_was_printed(tmp_path: Path) -> None:
    run = run_snippet(write(tmp_path, "a.py", "# raises: ZeroDivisionError\nprint('start')\n1 / 0\n"))
    assert run.output == "start\nZeroDivisionError: division by zero\n"
    assert run.error == "ZeroDivisionError"


def test_an_undeclared_exception_names_the_file_and_line(tmp_path: Path) -> None:
    path = write(tmp_path, "bad.py", "x = 1\nraise ValueError('boom')\n")
    with pytest.raises(SnippetError, match=rf"{path}:2: .*ValueError: boom"):
        run_snippet(path)


def test_a_different_exception_than_declared_fails(tmp_path: Path) -> None:
    path = write(tmp_path, "bad.py", "# raises: KeyError\nraise ValueError('boom')\n")
    with pytest.raises(SnippetError, match=r"declares '# raises: KeyError'"):
        run_snippet(path)


def test_a_declared_base_class_does_not_cover_a_subclass(tmp_path: Path) -> None:
    """``# raises:`` names the exact class: NotImplementedError is no RuntimeError here."""
    path = write(tmp_path, "bad.py", "# raises: RuntimeError\nraise NotImplementedError('meta')\n")
    with pytest.raises(SnippetError, match=r"bad.py:2: .*NotImplementedError"):
        run_snippet(path)


@pytest.mark.parametrize("name", ["Exception", "BaseException"])
def test_a_too_broad_declaration_is_refused(tmp_path: Path, name: str) -> None:
    path = write(tmp_path, "broad.py", f"x = 1\n# raises: {name}\nraise RuntimeError('x')\n")
    with pytest.raises(SnippetError, match=rf"broad.py:2: '# raises: {name}' is too broad"):
        run_snippet(path)


def test_a_declared_exception_that_does_not_happen_fails(tmp_path: Path) -> None:
    path = write(tmp_path, "quiet.py", "x = 1\n# raises: RuntimeError\n")
    with pytest.raises(SnippetError, match=rf"{path}:2: declares"):
        run_snippet(path)


def test_a_missing_snippet_is_named(tmp_path: Path) -> None:
    with pytest.raises(SnippetError, match="nope.py:1: snippet file not found"):
        run_snippet(tmp_path / "nope.py")


# --- faults: each ends with the snippet named, never with the caller gone ----------------------


def test_a_hanging_snippet_fails_within_its_timeout_naming_file_and_line(tmp_path: Path) -> None:
    path = write(tmp_path, "hang.py", "# timeout: 1\nimport time\nwhile True:\n    time.sleep(0.05)\n")
    start = time.monotonic()
    with pytest.raises(HarnessFault, match=rf"{path}:4: did not finish within 1 s"):
        run_snippet(path)
    assert time.monotonic() - start < 10
    assert run_snippet(write(tmp_path, "after.py", "print('alive')\n")).output == "alive\n"  # a new worker


@pytest.mark.parametrize(
    ("code", "what"),
    [
        ("import os\nprint('bye')\nos._exit(3)\n", "exit status 3"),
        ("import ctypes\nctypes.string_at(0)\n", "killed by SIGSEGV"),
    ],
    ids=["os._exit", "segfault"],
)
def test_a_snippet_that_ends_its_process_is_named(tmp_path: Path, code: str, what: str) -> None:
    path = write(tmp_path, "crash.py", code)
    with pytest.raises(HarnessFault, match=rf"{path}:\d+: ended its worker process on device 'cpu' \({what}\)"):
        run_snippet(path)
    assert run_snippet(write(tmp_path, "after.py", "print('alive')\n")).output == "alive\n"


SEGFAULT = "import ctypes\nprint('before', flush=False)\nctypes.string_at(0)\n"


def test_a_declared_crash_is_a_run_whose_output_ends_with_its_signal(tmp_path: Path) -> None:
    """``# crashes: SIGSEGV``: the process ends so, what it printed before is kept, and the next snippet runs."""
    path = write(tmp_path, "crash.py", "# crashes: SIGSEGV\n" + SEGFAULT)
    assert run_snippet(path).output == "before\nSegmentation fault (SIGSEGV)\n"
    assert run_snippet(write(tmp_path, "after.py", "print('alive')\n")).output == "alive\n"


@pytest.mark.parametrize(
    ("code", "what"),
    [
        ("# crashes: SIGSEGV\nprint('fine')\n", r"crash.py:1: declares '# crashes: SIGSEGV' but ended with exit status 0"),
        ("# crashes: SIGABRT\n" + SEGFAULT, r"crash.py:1: declares '# crashes: SIGABRT' but was ended by SIGSEGV"),
        ("# crashes: SIGSEGV\nraise ValueError('no')\n", r"crash.py:2: on device 'cpu' the snippet raised ValueError: no"),
        ("# crashes: SEGFAULT\n" + SEGFAULT, r"crash.py:1: '# crashes: SEGFAULT' names no signal"),
    ],
    ids=["no-crash", "other-signal", "exception", "no-signal"],
)
def test_a_declared_crash_that_does_not_happen_as_declared_fails(tmp_path: Path, code: str, what: str) -> None:
    path = write(tmp_path, "crash.py", code)
    with pytest.raises(SnippetError, match=what):
        run_snippet(path)


@pytest.fixture
def emptied_cache() -> Iterator[None]:
    """The runner's caches emptied for one test, then given back, so that later tests in this process still
    get the session build's runs (the test suite would otherwise run every snippet again)."""
    from tensorfacts.runner import export_cache, import_cache

    kept = export_cache()
    clear_cache()
    yield
    clear_cache()
    import_cache(kept)


@pytest.mark.parametrize("code", ["raise SystemExit(0)\n", "import sys\nsys.exit()\n", "raise KeyboardInterrupt\n"])
def test_exit_and_interrupt_are_undeclared_exceptions(tmp_path: Path, code: str) -> None:
    path = write(tmp_path, "leave.py", "print('start')\n" + code)
    with pytest.raises(SnippetError, match=rf"{path}:\d+: on device 'cpu' the snippet raised (SystemExit|KeyboardInterrupt)"):
        run_snippet(path)


def test_results_are_reused_until_the_content_changes(tmp_path: Path, emptied_cache: None) -> None:
    path = write(tmp_path, "a.py", "print(1)\n")
    run_snippet(path)
    run_snippet(path)
    assert EXECUTIONS[(path.resolve(), "cpu")] == 1
    path.write_text("print(2)\n", encoding="utf-8")
    assert run_snippet(path).output == "2\n"
    assert EXECUTIONS[(path.resolve(), "cpu")] == 2


def test_a_fresh_rerun_shows_an_output_that_differs_between_runs(tmp_path: Path) -> None:
    """What the snippet-stability test relies on: an address differs between two processes."""
    stable = write(tmp_path, "stable.py", "print(sum(range(10)))\n")
    unstable = write(tmp_path, "unstable.py", "print(object())\n")
    again = rerun_fresh([stable, unstable])
    assert again[stable].output == run_snippet(stable).output  # type: ignore[union-attr]
    assert again[unstable].output != run_snippet(unstable).output  # type: ignore[union-attr]


def test_build_host_paths_are_normalised() -> None:
    line = "UserWarning: x (Triggered internally at /__w/pytorch/pytorch/aten/src/ATen/core/TensorBody.h:494.)"
    assert normalise(line) == "UserWarning: x (Triggered internally at aten/src/ATen/core/TensorBody.h.)"
    assert normalise("(Triggered internally at /pytorch/torch/csrc/utils/tensor_new.cpp:1581.)") == (
        "(Triggered internally at torch/csrc/utils/tensor_new.cpp.)"
    )


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


def test_a_cache_moved_to_a_copy_of_the_checkout_runs_only_what_changed(tmp_path: Path, emptied_cache: None) -> None:
    """``relocate_cache``: the serve tests start ``mkdocs serve`` in a copy of the sources from the session
    build's runs; an unchanged file is answered from the cache, an edited one runs, a corrupt cache is refused."""
    from tensorfacts.runner import export_cache, import_cache, relocate_cache

    old, new = tmp_path / "old", tmp_path / "new"
    old.mkdir(), new.mkdir()
    for folder in (old, new):
        write(folder, "same.py", "print('same')\n")
        write(folder, "edited.py", "print('before')\n" if folder is old else "print('after')\n")
    run_snippet(old / "same.py"), run_snippet(old / "edited.py")
    exported = export_cache()
    clear_cache()
    import_cache(exported)  # not moved: the copy's files are other paths, so both run
    run_snippet(new / "same.py")
    assert EXECUTIONS[((new / "same.py").resolve(), "cpu")] == 1
    clear_cache()
    import_cache(relocate_cache(exported, old, new))
    assert run_snippet(new / "same.py").output == "same\n" and not EXECUTIONS
    assert run_snippet(new / "edited.py").output == "after\n" and EXECUTIONS[((new / "edited.py").resolve(), "cpu")] == 1
    for corrupt in (b"not a pickle", __import__("pickle").dumps({"runs": {}})):
        with pytest.raises(ValueError, match="not a runner cache"):
            import_cache(corrupt)
        with pytest.raises(ValueError, match="not a runner cache"):
            relocate_cache(corrupt, old, new)


def test_a_page_shows_a_snippet_without_its_directive_lines() -> None:
    """``without_directives``: only whole directive lines go; a directive-like text inside code stays."""
    from tensorfacts.directives import declared_exception, without_directives

    source = "# devices: cpu\n# raises: RuntimeError\nimport torch\nx = 1  # raises: not a directive\n# timeout: 90\nprint(x)\n"
    assert without_directives(source) == "import torch\nx = 1  # raises: not a directive\nprint(x)\n"
    assert declared_exception(source) == "RuntimeError"  # the harness still reads the file itself
    assert without_directives("print(1)\n") == "print(1)\n"
