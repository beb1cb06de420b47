"""Run snippet files and claim checks: once per device, each snippet isolated in a worker process.

The site build, the claim checks, the notebook generator, the verifier and the test suite all
call :func:`run_snippet`, :func:`check_claim` and :func:`verify`; nothing else executes a snippet. Execution
happens in a worker process per device (:mod:`tensorfacts.worker`, :mod:`tensorfacts.execution`),
so a snippet that hangs, crashes or exits fails with its path instead of taking the caller down.

A snippet declares ``# raises: RuntimeError`` (exactly that class), ``# devices: cpu`` and
``# timeout: 120`` in comment lines (:mod:`tensorfacts.directives`).

Results are cached by (path, content digest, device): the two language builds of one
``mkdocs build`` and every rebuild of ``mkdocs serve`` reuse a result while the file is unchanged.
:func:`use_disk_cache` (``mkdocs serve``, or ``$TENSORFACTS_RUN_CACHE``) keeps them on disk too, keyed by the
snippet's path and digest, the torch release and the device, so a restart runs only what changed; a cold build
(no disk cache: ``mkdocs build``, the tests) runs every snippet once per device.
:data:`EXECUTIONS` counts real executions so a test can prove it.
"""

from __future__ import annotations

import hashlib
import os
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tensorfacts.atomic import write_atomically
from tensorfacts.claims import Claim, Verdict
from tensorfacts.directives import snippet_devices, timeout_of
from tensorfacts.execution import HarnessFault, SnippetError
from tensorfacts.worker import Worker, fresh_worker, worker_for
from tensorfacts import worker as _worker

__all__ = [
    "DEVICES_ENV", "EXECUTIONS", "Checked", "HarnessFault", "Result", "SnippetError", "available_devices", "check_claim",
    "clear_cache", "export_cache", "import_cache", "relocate_cache", "rerun_fresh", "run_snippet", "snippet_devices", "source_digest", "use_disk_cache", "values", "verify",
]

DEVICES_ENV = "TENSORFACTS_DEVICES"
"""Environment variable: comma-separated device list that replaces the default one."""

RUN_CACHE_ENV = "TENSORFACTS_RUN_CACHE"
"""Environment variable: a folder for :func:`use_disk_cache` (``mkdocs serve`` uses ``.cache/tensorfacts/runs``)."""

_DISK: list[Path] = []
"""The folder of snippet runs kept on disk, when :func:`use_disk_cache` named one."""


def use_disk_cache(folder: Path | None) -> None:
    """Keep every successful snippet run in ``folder`` too (None: in memory only), and start from the runs there.

    A file per run: ``folder/<torch version>/<device>/<sha256 of path, source digest>.pickle``, holding the
    :class:`Result` and what the worker answered in advance. A failed run is never kept (a timeout may not recur).
    """
    _DISK[:] = [Path(folder)] if folder is not None else []


def _disk_file(key: tuple[Path, str, str], torch_version: str) -> Path:
    path, sha, device = key
    name = hashlib.sha256(f"{path}\0{sha}".encode()).hexdigest()
    return _DISK[0] / torch_version.replace("/", "_") / device.replace(":", "-") / f"{name}.pickle"


def _from_disk(key: tuple[Path, str, str]) -> bool:
    """Load the run ``key`` from the disk cache into memory; False when there is none (or it is unreadable)."""
    import pickle

    import torch

    if not _DISK:
        return False
    try:
        found = pickle.loads(_disk_file(key, torch.__version__).read_bytes())  # noqa: S301 - written by _to_disk
    except (OSError, EOFError, pickle.UnpicklingError, AttributeError, ValueError):
        return False
    if not isinstance(found, tuple) or len(found) != 2 or not isinstance(found[0], Result) or found[0].source != key[1]:
        return False
    _CACHE[key], _FORESEEN[key] = found
    return True


def _to_disk(key: tuple[Path, str, str]) -> None:
    """Write the successful run ``key`` to the disk cache (atomically; a write that fails is skipped)."""
    import pickle

    found = _CACHE.get(key)
    if not _DISK or not isinstance(found, Result):
        return
    target = _disk_file(key, found.torch_version)
    try:
        write_atomically(target, lambda stream: pickle.dump((found, _FORESEEN.get(key, {})), stream), binary=True)
    except OSError:
        pass


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
_FORESEEN: dict[tuple[Path, str, str], dict[str, Any]] = {}
"""Per (path, source sha, device): what the run's reply answered in advance (claims of its folder,
quoted values, tensor layouts; :func:`tensorfacts.worker._foreseen`)."""


def export_cache() -> bytes:
    """Every run, foreseen answer and quoted value this process holds, pickled (results only, no process).

    Another process with the same torch and snippets loads it with :func:`import_cache` instead of
    running everything again (the test suite's workers share one build this way).
    """
    import pickle

    return pickle.dumps({"runs": dict(_CACHE), "foreseen": dict(_FORESEEN), "answers": dict(_ANSWERS)})


def _unpickled(data: bytes) -> dict[str, dict[Any, Any]]:
    """The three caches :func:`export_cache` pickled; ValueError for anything else."""
    import pickle

    try:
        found = pickle.loads(data)  # noqa: S301 - written by export_cache in this test session
    except Exception as exc:  # noqa: BLE001 - any unpickling failure means the data is not a cache
        raise ValueError(f"not a runner cache written by tensorfacts.runner.export_cache ({exc})") from None
    if not isinstance(found, dict) or set(found) != {"runs", "foreseen", "answers"}:
        raise ValueError("not a runner cache written by tensorfacts.runner.export_cache")
    return found


def import_cache(data: bytes) -> None:
    """Add what :func:`export_cache` wrote to this process's caches (a key holds the snippet's sha256,
    so an answer about another version of a file is never used).

    Raises:
        ValueError: ``data`` is not what :func:`export_cache` writes.
    """
    found = _unpickled(data)
    _CACHE.update(found["runs"])
    _FORESEEN.update(found["foreseen"])
    _ANSWERS.update(found["answers"])


def relocate_cache(data: bytes, old: Path, new: Path) -> bytes:
    """What :func:`export_cache` wrote in a checkout at ``old``, for a copy of it at ``new``: every snippet
    path under ``old`` moved under ``new`` (a key still holds the file's sha256, so an edited copy runs again).

    Raises:
        ValueError: ``data`` is not what :func:`export_cache` writes.
    """
    import dataclasses
    import pickle

    found = _unpickled(data)
    old, new = Path(old).resolve(), Path(new).resolve()

    def move(path: Path) -> Path:
        return new / path.relative_to(old) if path.is_relative_to(old) else path

    def moved_run(found_run: Result | SnippetError) -> Result | SnippetError:
        return dataclasses.replace(found_run, path=move(found_run.path)) if isinstance(found_run, Result) else found_run

    return pickle.dumps({
        "runs": {(move(path), sha, device): moved_run(run) for (path, sha, device), run in found["runs"].items()},
        "foreseen": {(move(path), sha, device): answer for (path, sha, device), answer in found["foreseen"].items()},
        "answers": {(kind, move(path), sha, device, names): answer
                    for (kind, path, sha, device, names), answer in found["answers"].items()},
    })


def source_digest(path: Path) -> str:
    """sha256 of a snippet file's bytes (what records store as ``"source"``)."""
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


def clear_cache() -> None:
    """Forget every cached run and verdict, here and in the workers, and reset :data:`EXECUTIONS`."""
    _VERDICTS.clear()
    _CACHE.clear()
    _ANSWERS.clear()
    _FORESEEN.clear()
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
    if key not in _CACHE and not _from_disk(key):
        running = worker_for(device)
        try:
            payload = _ask(running, ("run", str(path), source), path, source)
            _CACHE[key] = Result(path, device, running.torch_version, sha, str(payload["output"]),
                                 payload["error"], str(payload["message"]))  # type: ignore[arg-type]
            _FORESEEN[key] = dict(payload.get("foreseen") or {})  # type: ignore[call-overload]
            _to_disk(key)
        except SnippetError as exc:
            _CACHE[key] = exc
    found = _CACHE[key]
    if isinstance(found, SnippetError):
        raise found
    return found


@dataclass(frozen=True)
class Checked:
    """What one evaluation of a claim's check returned.

    Attributes:
        observed: the check's bool, or ``None`` when it raised or returned no bool.
        problem: why ``observed`` is ``None``, or what the rule machinery refused ("" when fine).
        cases: for a rule, the cases of its family the check tried.
        failed: for a rule, the cases that did not hold, each with why.
    """

    observed: bool | None
    problem: str = ""
    cases: int = 0
    failed: tuple[str, ...] = ()
    clause: str = ""


def check_claim(claims_file: Path, claim_id: str, evidence: Path, device: str, source: str | None = None,
                family: str = "") -> Checked:
    """Evaluate claim ``claim_id`` of ``claims_file`` on the run of snippet ``evidence`` on ``device``.

    ``source`` replaces the file's text (a perturbed snippet, for the tests that prove a check can
    fail); such runs are not counted in :data:`EXECUTIONS`. ``family="perturb"`` stops a rule's ``run.each``
    at its first case that does not hold (the verdict is then known not to be True); ``family="complement"``
    does that too and makes a rule's
    ``run.each`` try the cases its family leaves out (:meth:`tensorfacts.catalogue.Family.complement`)
    instead of its own.

    Raises:
        SnippetError: the snippet itself failed (see :func:`run_snippet`).
    """
    path, text, sha = _read(evidence)
    if source is None and not family:
        foreseen = _FORESEEN.get((path, sha, device), {})
        answered = foreseen.get("claims", {}).get(claim_id)
        claims_path = Path(claims_file).resolve()
        if answered is not None and claims_path == path.with_name("_claims.py") and claims_path.is_file() \
                and hashlib.sha256(claims_path.read_bytes()).hexdigest() == foreseen.get("claims_file_sha"):
            return Checked(answered["observed"], str(answered["problem"]), int(answered["cases"]), tuple(answered["failed"]),
                           str(answered.get("clause", "")))
    text = text if source is None else source
    payload = _ask(worker_for(device), ("check", str(Path(claims_file).resolve()), claim_id, str(path), text, family),
                   path, text, count=source is None and not family)
    observed = payload["observed"]
    return Checked(observed if isinstance(observed, bool) else None, str(payload["problem"]),
                   int(payload.get("cases", 0)), tuple(payload.get("failed", ())), str(payload.get("clause", "")))  # type: ignore[arg-type]


_ANSWERS: dict[tuple[str, Path, str, str, tuple[str, ...]], dict[str, Any]] = {}
"""Quoted values and layouts already asked for: the second language's page asks again."""


def values(path: Path, device: str, names: list[str]) -> dict[str, str]:
    """``str()`` of the globals ``names`` the snippet left on ``device`` (for sentences that quote the run)."""
    return _answer("values", path, device, names)


def layouts(path: Path, device: str, names: list[str]) -> dict[str, dict[str, Any]]:
    """Where the snippet's tensors ``names`` lie on ``device`` (:func:`tensorfacts.execution.layout`), from the cached run."""
    return _answer("layouts", path, device, names)


def check_claims(claims_file: Path, claim_ids: list[str], evidence: Path, device: str, source: str | None = None,
                 family: str = "perturb") -> dict[str, Checked]:
    """:func:`check_claim` for several claims of one file on one piece of evidence, in one request
    (one run of the evidence): what the tests that prove checks can fail feed each page's claims.

    Raises:
        SnippetError: the snippet itself failed (see :func:`run_snippet`).
    """
    path, text, _ = _read(evidence)
    text = text if source is None else source
    payload = _ask(worker_for(device), ("checks", str(Path(claims_file).resolve()), list(claim_ids), str(path), text, family),
                   path, text, count=False)
    return {
        claim_id: Checked(found["observed"] if isinstance(found["observed"], bool) else None, str(found["problem"]),
                          int(found["cases"]), tuple(found["failed"]), str(found.get("clause", "")))
        for claim_id, found in dict(payload["results"]).items()  # type: ignore[call-overload]
    }


def _answer(kind: str, path: Path, device: str, names: list[str]) -> dict[str, Any]:
    path, source, sha = _read(path)
    key = (kind, path, sha, device, tuple(names))
    foreseen = _FORESEEN.get((path, sha, device), {}).get(kind, {})
    if key not in _ANSWERS and all(name in foreseen for name in names):
        _ANSWERS[key] = {name: foreseen[name] for name in names}
    if key not in _ANSWERS:
        payload = _ask(worker_for(device), ("values" if kind == "values" else "layout", str(path), source, names), path, source)
        _ANSWERS[key] = dict(payload[kind])  # type: ignore[call-overload]
    return dict(_ANSWERS[key])


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


_VERDICTS: dict[tuple[str, str, str, str, str], Verdict] = {}


def verify(item: Claim, device: str) -> Verdict:
    """Run the claim's snippet on ``device`` (cached) and its check; never raises for a failing check.

    A verdict is reused while the claim's check (:attr:`Claim.digest`) and its snippet are unchanged:
    the two languages of a build check each claim once.
    """
    try:
        key = (item.id, item.digest, source_digest(item.snippet), device, str(item.claims_file))
    except OSError:
        return _verify(item, device)
    if key not in _VERDICTS:
        _VERDICTS[key] = _verify(item, device)
    return _VERDICTS[key]


def _verify(item: Claim, device: str) -> Verdict:
    import torch as _torch

    expected = item.holds_on(_torch.__version__)
    unmet = item.unmet_needs()
    if unmet:
        return Verdict(item, device, _torch.__version__, expected, None, not_applicable=unmet)
    # Outside its range a claim must not hold; a snippet or check that cannot even run there
    # shows that too, so it counts as "does not hold" (observed False) and keeps the reason.
    try:
        run = run_snippet(item.snippet, device)
    except HarnessFault as exc:  # a hang or a crash decides nothing, in range or out
        return Verdict(item, device, _torch.__version__, expected, None, f"its snippet failed: {exc}")
    except SnippetError as exc:
        problem = f"its snippet failed: {exc}"
        return Verdict(item, device, _torch.__version__, expected, False if not expected else None, "" if not expected else problem)
    try:
        checked = check_claim(item.claims_file, item.id, item.snippet, device)
    except SnippetError as exc:  # the check hung or ended the worker
        return Verdict(item, device, run.torch_version, expected, None, f"its check failed: {exc}")
    rule = {"cases": checked.cases, "counter_examples": checked.failed, "clause": checked.clause}
    if checked.observed is None:
        if checked.problem.startswith("the check raised") and not expected:
            return Verdict(item, device, run.torch_version, expected, False, **rule)
        return Verdict(item, device, run.torch_version, expected, None, checked.problem, **rule)
    return Verdict(item, device, run.torch_version, expected, checked.observed, **rule)
