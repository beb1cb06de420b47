"""Checks that hold on any device (issue 31): what a check compares sits on the run's device or goes through the CPU.

* the lint finds a comparison with a tensor the check builds without ``device=``, naming file and line, and only
  in a check whose claim runs on CUDA; the site's claim files have none;
* the evidence helpers compare values, not devices: ``equal`` through the CPU, ``printed`` without the
  ``, device='cuda:0'`` a CUDA run's tensors print.
"""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest
import torch

from tensorfacts import lint
from tensorfacts.claims import CLAIMS_FILE, load_claims
from tensorfacts.evidence import equal, printed

from conftest import SNIPPETS


def _checks(tmp_path: Path, body: str, snippet: str = "x = 1\n") -> list[str]:
    folder = tmp_path / "snippets" / "demo"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "s.py").write_text(snippet, encoding="utf-8")
    (folder / CLAIMS_FILE).write_text(
        "import torch\nfrom tensorfacts.claims import claim\nfrom tensorfacts.evidence import equal\n\n\n"
        "@claim('demo.c', snippet='s.py', en='Short.', zh='短句。')\ndef _(run):\n" + body, encoding="utf-8")
    return lint.device_problems(load_claims(tmp_path / "snippets")["demo.c"])


@pytest.mark.parametrize("body", [
    "    return bool(torch.equal(run['x'], torch.tensor([1, 2])))\n",
    "    expected = torch.zeros(3)\n    return bool((run['x'] == expected).all())\n",
    "    return torch.allclose(torch.arange(3), run['x'])\n",
    "    return bool(torch.testing.assert_close(run['x'], torch.ones(2)) is None)\n",
])
def test_a_comparison_with_a_tensor_built_without_a_device_is_found_with_its_line(tmp_path: Path, body: str) -> None:
    found = _checks(tmp_path, body)
    assert len(found) == 1, found
    lines = (tmp_path / "snippets" / "demo" / CLAIMS_FILE).read_text(encoding="utf-8").splitlines()
    where = found[0].split(": claim")[0]
    path, line = where.rsplit(":", 1)
    assert path == str(tmp_path / "snippets" / "demo" / CLAIMS_FILE) and ("torch." in lines[int(line) - 1] or "expected" in lines[int(line) - 1])
    assert "device=" in found[0] and "tolist" in found[0]  # says what to do


@pytest.mark.parametrize("body", [
    "    return equal(run['x'], torch.tensor([1, 2]))\n",  # evidence.equal goes through the CPU
    "    return bool(torch.equal(run['x'], torch.tensor([1, 2], device=run['x'].device)))\n",
    "    return run['x'].tolist() == [1, 2] and run['x'][0].item() == torch.tensor(1).item()\n",
    "    def each(t):\n        return bool(torch.equal(t, torch.zeros(2)))\n    return each(run['x'])\n",  # a predicate
])
def test_a_comparison_that_holds_on_any_device_passes(tmp_path: Path, body: str) -> None:
    assert _checks(tmp_path, body) == []


def test_a_claim_that_never_runs_on_cuda_is_not_asked(tmp_path: Path) -> None:
    body = "    return bool(torch.equal(run['x'], torch.tensor([1, 2])))\n"
    assert _checks(tmp_path, body, snippet="# devices: cpu, meta\nx = 1\n") == []


def test_every_claim_of_the_site_compares_on_any_device() -> None:
    found = [p for item in load_claims(SNIPPETS).values() for p in lint.device_problems(item)]
    assert not found, "\n".join(found)


def test_equal_compares_values_across_devices() -> None:
    meta_free = torch.tensor([1.0, 2.0])
    assert equal(meta_free, [1, 2]) and not equal(meta_free, [1, 3])
    # The CPU tensor stands in for the run's only in the sense that equal() moves both to the CPU first: a tensor
    # on another device is compared the same way (shown by the call it makes, not by a second device here).
    calls: list[str] = []

    class Spy(torch.Tensor):
        def cpu(self, *args: object, **kwargs: object) -> torch.Tensor:  # type: ignore[override]
            calls.append("cpu")
            return super().cpu(*args, **kwargs)

    assert equal(meta_free.as_subclass(Spy), [1.0, 2.0]) and calls == ["cpu"]


def test_printed_reads_a_cuda_run_as_its_values() -> None:
    run = SimpleNamespace(output="after zero_(): tensor([0., 0., 0.], device='cuda:0')\n"
                                 "g: tensor([1.], device='cuda:0', requires_grad=True)\nplain line")
    assert printed(run, "after zero_(): tensor([0., 0., 0.])")
    assert printed(run, "after zero_(): tensor([0., 0., 0.], device='cuda:0')")  # the line as printed still matches
    assert printed(run, "g: tensor([1.], requires_grad=True)") and printed(run, "plain line")
    assert not printed(run, "after zero_(): tensor([0., 0., 1.])")
    assert not printed(SimpleNamespace(output="d: cuda:0"), "d: ")  # only the repr's suffix goes, not other text


def test_the_cuda_recorder_refuses_a_machine_without_a_gpu_saying_so() -> None:
    import os
    import subprocess
    import sys

    from conftest import ROOT

    if torch.cuda.is_available():
        pytest.skip("this machine has a GPU: the script would record")
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}"}
    done = subprocess.run(["bash", str(ROOT / "benchmarks" / "cuda" / "record.sh")], env=env, capture_output=True,
                          text=True, timeout=120, check=False)
    assert done.returncode != 0 and "no CUDA device here" in done.stderr and "Traceback" not in done.stderr


def test_no_page_says_by_hand_that_a_device_is_unchecked() -> None:
    """Whether a device's case is checked is the marks' to say, from the records (issue 31: the interop page said
    its CUDA cases needed a GPU while a record checked them)."""
    import re

    from conftest import DOCS

    typed = re.compile(r"GPU (?:the build|this build) lacks|needs? a GPU|without a GPU|awaiting a record|需要 GPU|没有 GPU|等待记录")
    found = [f"{page.relative_to(DOCS)}:{n}" for page in sorted(DOCS.rglob("*.md"))
             for n, line in enumerate(page.read_text(encoding="utf-8").splitlines(), 1) if typed.search(line)]
    assert not found, found
