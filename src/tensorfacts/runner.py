"""Run snippet files and claim checks: once per device, each snippet isolated in a worker process.

The site build, the claim checks, the notebook generator, the verifier and the test suite all
call :func:`run_snippet` and :func:`check_claim`; nothing else executes a snippet. Execution
happens in a worker process per device (:mod:`tensorfacts.worker`, :mod:`tensorfacts.execution`),
so a snippet that hangs, crashes or exits fails with its path instead of taking the caller down.

A snippet declares ``# raises: RuntimeError`` (exactly that class), ``# devices: cpu`` and
``# timeout: 120`` in comment lines (:mod:`tensorfacts.directives`).

Results are cached by (path, content digest, device): the two language builds of one
``mkdocs build`` and every rebuild of ``mkdocs serve`` reuse a result while the file is unchanged.
:data:`EXECUTIONS` counts real executions so a test can prove it.
"""

from __future__ import annotations

import hashlib
import os
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tensorfacts.directives import snippet_devices, timeout_of
from tensorfacts.execution import HarnessFault, SnippetError
from tensorfacts.worker import Worker, fresh_worker, worker_for
from tensorfacts import worker as _worker

__all__ = [
    "DEVICES_ENV", "EXECUTIONS", "HarnessFault", "Result", "SnippetError", "available_devices", "check_claim", "clear_cache",
    "rerun_fresh", "run_snippet", "snippet_devices", "source_digest", "values",
]

DEVICES_ENV = "TENSORFACTS_DEVICES"
"""Environment variable: comma-separated device list that replaces the default one."""


@dataclass(frozen=True)
class Result:
    """What the caller learns of one execution of a snippet on one device.

    Attributes:
        path: the snippet file.
        device: torch's default device during the run.
        torch_version: ``torch.__version__`` of the worker that ran it.
        source: sha256 of the snippet file's bytes when it ran.
        output: everything it printed, warnings included, host paths normalised; for a declared
            exception its last line ``Name: message``.
        error: the class name of the declared exception it raised, or ``None``.
        message: that exception's message ("" when none).
    """

    path: Path
    device: str
    torch_version: str
    source: str
    output: str
    error: str | None = None
    message: str = ""

    @property
    def digest(self) -> str:
        """sha256 of :attr:`output`, recorded by the verifier."""
        return hashlib.sha256(self.output.encode()).hexdigest()


EXECUTIONS: Counter[tuple[Path, str]] = Counter()
"""Real executions per (snippet path, device) since the last :func:`clear_cache`."""

_CACHE: dict[tuple[Path, str, str], Result | SnippetError] = {}


def source_digest(path: Path) -> str:
    """sha256 of a snippet file's bytes (what records store as ``"source"``)."""
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


def clear_cache() -> None:
    """Forget every cached run and verdict, here and in the workers, and reset :data:`EXECUTIONS`."""
    from tensorfacts.claims import _VERDICTS

    _VERDICTS.clear()
    _CACHE.clear()
    EXECUTIONS.clear()
    for device, running in list(_worker._WORKERS.items()):
        if running.alive():
            try:
                running.request(("clear",), path="<cache>", timeout=30)
            except SnippetError:
                _worker._WORKERS.pop(device, None)


def available_devices() -> list[str]:
    """Devices to run on: ``$TENSORFACTS_DEVICES`` if set, else ``cpu`` plus ``cuda``/``mps`` when available.

    Raises:
        ValueError: ``$TENSORFACTS_DEVICES`` names something torch does not parse as a device.
    """
    import torch

    requested = os.environ.get(DEVICES_ENV, "").strip()
    if requested:
        devices = [d.strip() for d in requested.split(",") if d.strip()]
        for device in devices:
            try:
                torch.device(device)
            except RuntimeError as exc:
                raise ValueError(f"${DEVICES_ENV}={requested!r}: {device!r} is not a torch device ({exc})") from None
        return devices
    devices = ["cpu"]
    if torch.cuda.is_available():
        devices.append("cuda")
    mps = getattr(torch.backends, "mps", None)
    if mps is not None and mps.is_available():
        devices.append("mps")
    return devices


def _read(path: Path) -> tuple[Path, str, str]:
    path = Path(path).resolve()
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise SnippetError(f"{path}:1: snippet file not found") from None
    return path, data.decode(), hashlib.sha256(data).hexdigest()


def _ask(running: Worker, message: tuple[object, ...], path: Path, source: str, count: bool = True) -> dict[str, object]:
    """Send a request about snippet ``path``; count an execution; raise SnippetError for a failed snippet."""
    reply = running.request(message, path=str(path), timeout=timeout_of(source))
    status, payload = reply[0], reply[1]
    if status == "error":
        if count and reply[2]:
            EXECUTIONS[(path, running.device)] += 1
        raise SnippetError(payload)
    if count and payload.get("executed"):
        EXECUTIONS[(path, running.device)] += 1
    return dict(payload)


def run_snippet(path: Path, device: str = "cpu") -> Result:
    """Run the snippet at ``path`` on ``device`` (cached; see the module docstring).

    Raises:
        SnippetError: the file does not exist, raised an undeclared exception (``SystemExit``
            included), did not raise the exception it declares, ran past its timeout, or ended
            its worker process. The message starts with ``path:line:``.
    """
    path, source, sha = _read(path)
    key = (path, sha, device)
    if key not in _CACHE:
        running = worker_for(device)
        try:
            payload = _ask(running, ("run", str(path), source), path, source)
            _CACHE[key] = Result(path, device, running.torch_version, sha, str(payload["output"]),
                                 payload["error"], str(payload["message"]))  # type: ignore[arg-type]
        except SnippetError as exc:
            _CACHE[key] = exc
    found = _CACHE[key]
    if isinstance(found, SnippetError):
        raise found
    return found


def check_claim(claims_file: Path, claim_id: str, evidence: Path, device: str, source: str | None = None) -> tuple[bool | None, str]:
    """Evaluate claim ``claim_id`` of ``claims_file`` on the run of snippet ``evidence`` on ``device``.

    ``source`` replaces the file's text (a perturbed snippet, for the tests that prove a check can
    fail); such runs are not counted in :data:`EXECUTIONS`. Returns ``(observed, problem)``:
    ``observed`` is the check's bool, or ``None`` with ``problem`` saying why (it raised, returned
    no bool).

    Raises:
        SnippetError: the snippet itself failed (see :func:`run_snippet`).
    """
    path, text, _ = _read(evidence)
    text = text if source is None else source
    payload = _ask(worker_for(device), ("check", str(Path(claims_file).resolve()), claim_id, str(path), text), path, text,
                   count=source is None)
    observed = payload["observed"]
    return (observed if isinstance(observed, bool) else None), str(payload["problem"])


def values(path: Path, device: str, names: list[str]) -> dict[str, str]:
    """``str()`` of the globals ``names`` the snippet left on ``device`` (for sentences that quote the run)."""
    path, source, _ = _read(path)
    payload = _ask(worker_for(device), ("values", str(path), source, names), path, source)
    return dict(payload["values"])  # type: ignore[call-overload]


def layouts(path: Path, device: str, names: list[str]) -> dict[str, dict[str, Any]]:
    """Where the snippet's tensors ``names`` lie on ``device`` (:func:`tensorfacts.execution.layout`), from the cached run."""
    path, source, _ = _read(path)
    payload = _ask(worker_for(device), ("layout", str(path), source, names), path, source)
    return dict(payload["layouts"])  # type: ignore[call-overload]


def rerun_fresh(paths: list[Path], device: str = "cpu") -> dict[Path, Result | SnippetError]:
    """Run ``paths`` again in one new worker process of their own (no cache): to compare two runs of one release."""
    found: dict[Path, Result | SnippetError] = {}
    with fresh_worker(device) as running:
        for given in paths:
            path, source, sha = _read(given)
            try:
                payload = _ask(running, ("run", str(path), source), path, source, count=False)
                found[Path(given)] = Result(path, device, running.torch_version, sha, str(payload["output"]),
                                            payload["error"], str(payload["message"]))  # type: ignore[arg-type]
            except SnippetError as exc:
                found[Path(given)] = exc
    return found
