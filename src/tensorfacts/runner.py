"""Run snippet files: once per device, in a fresh namespace, from torch's default state.

The site build, the claim checks, the notebook generator and the test suite all
call :func:`run_snippet`; nothing else in the project executes a snippet.

A snippet is a Python file under ``snippets/``. It runs in-process (``exec``), with

* a fresh namespace (``__name__ == "__main__"``),
* ``torch.manual_seed(0)``, default dtype ``torch.float32``, grad mode on,
  default print options, deterministic algorithms off, every warning shown (not once per process),
* the target device made torch's *default device* (``with torch.device(d)``),
  so the code shown on the page is the same for every device.

A snippet meant to raise declares it in a comment line ``# raises: RuntimeError``; one that
can only run on some devices names them in ``# devices: cpu`` (e.g. ``Tensor.numpy()``).
The declared exception ends the run normally; any other exception, or a declared
one that does not happen, raises :class:`SnippetError` naming the file and line.

Results are cached in memory by (path, content digest, torch version, device): the
two language builds of one ``mkdocs build`` and every rebuild of ``mkdocs serve``
reuse a result as long as none of the four changed. :data:`EXECUTIONS` counts real
executions so a test can prove it.
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import os
import re
import traceback
import warnings
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator

import torch

DEVICES_ENV = "TENSORFACTS_DEVICES"
"""Environment variable: comma-separated device list that replaces the default one."""

_DEVICES = re.compile(r"^#\s*devices:\s*(?P<names>[\w:, ]+?)\s*$", re.MULTILINE)
_RAISES = re.compile(r"^#\s*raises:\s*(?P<name>[A-Za-z_][\w.]*)\s*$", re.MULTILINE)


class SnippetError(Exception):
    """A snippet is missing, raised an undeclared exception, or did not raise a declared one.

    The message starts with ``path:line:`` so editors and CI logs can jump to it.
    """


@dataclass(frozen=True)
class Run:
    """What one execution of a snippet on one device left behind.

    Attributes:
        path: the snippet file.
        device: the device that was torch's default device during the run (``"cpu"``, ``"cuda"`` ...).
        torch_version: ``torch.__version__`` of the interpreter that ran it.
        namespace: the snippet's globals after it ran (the objects a claim check inspects).
        output: everything printed, warnings included (``Category: message``), in order;
            for a declared exception, its last line ``Name: message`` is appended.
        error: the declared exception, or ``None`` when the snippet declares none.
    """

    path: Path
    device: str
    torch_version: str
    namespace: dict[str, Any]
    output: str
    error: BaseException | None

    @property
    def digest(self) -> str:
        """sha256 of :attr:`output`, recorded by the verifier to detect changed outputs."""
        return hashlib.sha256(self.output.encode()).hexdigest()

    def __getitem__(self, name: str) -> Any:
        """``run["x"]`` is the snippet's global ``x``; KeyError names the snippet if absent."""
        try:
            return self.namespace[name]
        except KeyError:
            raise KeyError(f"{self.path}: the snippet defines no global {name!r}") from None


EXECUTIONS: Counter[tuple[Path, str]] = Counter()
"""Real executions per (snippet path, device) since the last :func:`clear_cache`."""

_CACHE: dict[tuple[Path, str, str, str], Run] = {}


def clear_cache() -> None:
    """Forget every cached run and reset :data:`EXECUTIONS`."""
    _CACHE.clear()
    EXECUTIONS.clear()


def available_devices() -> list[str]:
    """Devices to run on: ``$TENSORFACTS_DEVICES`` if set, else ``cpu`` plus ``cuda``/``mps`` when available.

    Raises:
        ValueError: ``$TENSORFACTS_DEVICES`` names something torch does not parse as a device.
    """
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


def declared_exception(source: str) -> str | None:
    """The exception name a snippet declares with ``# raises: Name``, if any."""
    match = _RAISES.search(source)
    return match.group("name") if match else None


def snippet_devices(path: Path, devices: list[str]) -> list[str]:
    """The devices of ``devices`` a snippet runs on: all, or those its ``# devices: cpu, meta`` line names (by type)."""
    match = _DEVICES.search(Path(path).read_text(encoding="utf-8"))
    if not match:
        return list(devices)
    allowed = {name.strip() for name in match.group("names").split(",")}
    return [d for d in devices if d.split(":")[0] in allowed]


@contextlib.contextmanager
def torch_defaults(device: str) -> Iterator[None]:
    """Reset the torch state a snippet may depend on, with ``device`` as default device."""
    torch.manual_seed(0)
    previous_dtype = torch.get_default_dtype()
    torch.set_default_dtype(torch.float32)
    torch.set_printoptions(profile="default")
    torch.use_deterministic_algorithms(False)
    # torch shows some warnings once per process (TORCH_WARN_ONCE); a snippet should print what
    # it prints in a fresh process whatever ran before it, so every warning is shown.
    previous_warn_always = torch.is_warn_always_enabled()
    torch.set_warn_always(True)
    try:
        with torch.device(device), torch.enable_grad():
            yield
    finally:
        torch.set_default_dtype(previous_dtype)
        torch.set_printoptions(profile="default")
        torch.set_warn_always(previous_warn_always)


def _line_in(path: Path, exc: BaseException) -> int:
    """Line of ``path`` where ``exc`` passed last (1 if it never went through the file)."""
    frames = [f for f in traceback.extract_tb(exc.__traceback__) if f.filename == str(path)]
    return frames[-1].lineno or 1 if frames else 1


def _matches(exc: BaseException, name: str) -> bool:
    return any(name in (cls.__name__, f"{cls.__module__}.{cls.__qualname__}") for cls in type(exc).__mro__)


def _execute(path: Path, source: str, device: str) -> Run:
    declared = declared_exception(source)
    namespace: dict[str, Any] = {"__name__": "__main__", "__file__": str(path)}
    buffer = io.StringIO()

    def show_warning(message: Warning | str, category: type[Warning], *_: Any, **__: Any) -> None:
        buffer.write(f"{category.__name__}: {message}\n")

    error: BaseException | None = None
    code = compile(source, str(path), "exec")
    EXECUTIONS[(path, device)] += 1
    with torch_defaults(device), contextlib.redirect_stdout(buffer), warnings.catch_warnings():
        warnings.simplefilter("always")
        warnings.showwarning = show_warning
        try:
            exec(code, namespace)  # noqa: S102 - running snippets is this project's purpose
        except Exception as exc:  # noqa: BLE001 - classified just below
            error = exc
    if error is not None and (declared is None or not _matches(error, declared)):
        expected = f" (it declares '# raises: {declared}')" if declared else ""
        raise SnippetError(
            f"{path}:{_line_in(path, error)}: on device {device!r} the snippet raised "
            f"{type(error).__name__}: {error}{expected}"
        ) from error
    if error is None and declared is not None:
        line = source[: _RAISES.search(source).start()].count("\n") + 1  # type: ignore[union-attr]
        raise SnippetError(f"{path}:{line}: declares '# raises: {declared}' but ran to the end on device {device!r}")
    output = buffer.getvalue()
    if error is not None:
        message = str(error).strip()
        output += f"{type(error).__name__}: {message}\n" if message else f"{type(error).__name__}\n"
    return Run(path, device, torch.__version__, namespace, output, error)


def run_snippet(path: Path, device: str = "cpu") -> Run:
    """Run the snippet at ``path`` on ``device`` (cached; see the module docstring).

    Raises:
        SnippetError: the file does not exist, raised an undeclared exception, or did not
            raise the exception it declares. The message starts with ``path:line:``.
    """
    path = Path(path).resolve()
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise SnippetError(f"{path}:1: snippet file not found") from None
    key = (path, hashlib.sha256(data).hexdigest(), torch.__version__, device)
    if key not in _CACHE:
        _CACHE[key] = _execute(path, data.decode(), device)
    return _CACHE[key]
