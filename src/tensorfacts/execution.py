"""What happens inside a worker process: one snippet executed in a fresh namespace.

Only :mod:`tensorfacts.worker` calls :func:`execute`; the build, the tests and the verifier reach it
through :func:`tensorfacts.runner.run_snippet`. A snippet runs with

* a fresh namespace (``__name__ == "__main__"``),
* ``torch.manual_seed(0)``, default dtype ``torch.float32``, grad mode on, default print options,
  deterministic algorithms off, every warning shown (``torch.set_warn_always(True)``: a
  once-per-process warning appears in every snippet that triggers it),
* the target device made torch's *default device* (``with torch.device(d)``).

Its output is everything it printed, warnings included (``Category: message``), with build-host
source paths normalised (:func:`normalise`), so an output is the same on every machine that runs
one release.
"""

from __future__ import annotations

import contextlib
import io
import re
import traceback
import warnings
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator

import torch

from tensorfacts.directives import TOO_BROAD, declared_exception, raises_line

_HOST_PATH = re.compile(r"(Triggered internally at )(?:[^\s()]*?/)?((?:aten|c10|torch|caffe2|third_party)/[^\s():]+)(?::\d+)?")


class SnippetError(Exception):
    """A snippet is missing, raised an undeclared exception, did not raise a declared one, hung or crashed.

    The message starts with ``path:line:`` so editors and CI logs can jump to it.
    """


class HarnessFault(SnippetError):
    """A snippet ran past its timeout or ended its worker process: never a verdict, always a failure."""


@dataclass(frozen=True)
class Run:
    """What one execution of a snippet left behind, inside the worker (claim checks receive it).

    Attributes:
        path: the snippet file.
        device: torch's default device during the run (``"cpu"``, ``"cuda"`` ...).
        torch_version: ``torch.__version__``.
        namespace: the snippet's globals after it ran (the objects a claim check inspects).
        output: everything printed, warnings included, host paths normalised; for a declared
            exception its last line ``Name: message`` is appended.
        error: the declared exception, or ``None``.
    """

    path: Path
    device: str
    torch_version: str
    namespace: dict[str, Any]
    output: str
    error: BaseException | None

    def __getitem__(self, name: str) -> Any:
        """``run["x"]`` is the snippet's global ``x``; KeyError names the snippet if absent."""
        try:
            return self.namespace[name]
        except KeyError:
            raise KeyError(f"{self.path}: the snippet defines no global {name!r}") from None


def layout(tensor: Any) -> dict[str, Any]:
    """Where a tensor's elements lie, for a figure (:mod:`tensorfacts.figures`).

    ``storage`` is the storage's data pointer: it tells storages apart and is never shown. ``size``
    is the storage's length in elements; ``offset`` and ``stride`` are in elements too.

    Raises:
        TypeError: ``tensor`` is not a tensor.
    """
    if not isinstance(tensor, torch.Tensor):
        raise TypeError(f"a figure shows tensors, not {type(tensor).__name__}")
    storage = tensor.untyped_storage()
    return {
        "storage": int(storage.data_ptr()), "size": storage.nbytes() // tensor.element_size(),
        "offset": tensor.storage_offset(), "shape": list(tensor.shape), "stride": list(tensor.stride()),
        "dtype": str(tensor.dtype).removeprefix("torch."), "base": tensor._base is not None,
    }


def normalise(output: str) -> str:
    """Drop the build host's source prefix and the line number from ``Triggered internally at /…/aten/src/…:489`` lines.

    Both change from build to build with no change of behaviour; without them, one warning printed
    by every release reads the same on every release.
    """
    return _HOST_PATH.sub(r"\1\2", output)


@contextlib.contextmanager
def torch_defaults(device: str) -> Iterator[None]:
    """Reset the torch state a snippet may depend on, with ``device`` as default device."""
    torch.manual_seed(0)
    torch.set_default_dtype(torch.float32)
    torch.set_printoptions(profile="default")
    torch.use_deterministic_algorithms(False)
    torch.set_warn_always(True)
    try:
        with torch.device(device), torch.enable_grad():
            yield
    finally:
        torch.set_default_dtype(torch.float32)
        torch.set_printoptions(profile="default")


def _line_in(path: Path, exc: BaseException) -> int:
    """Line of ``path`` where ``exc`` passed last (1 if it never went through the file)."""
    frames = [f for f in traceback.extract_tb(exc.__traceback__) if f.filename == str(path)]
    return frames[-1].lineno or 1 if frames else 1


def _is(exc: BaseException, name: str) -> bool:
    """Whether ``exc`` is exactly of the class ``name`` (a bare or a qualified name; subclasses do not count)."""
    cls = type(exc)
    return name in (cls.__name__, f"{cls.__module__}.{cls.__qualname__}")


def execute(path: Path, source: str, device: str) -> Run:
    """Execute ``source`` (the text of the snippet file ``path``) on ``device``.

    Raises:
        SnippetError: the snippet raised an exception it does not declare (``SystemExit`` and
            ``KeyboardInterrupt`` included), raised another class than the one it declares, declares
            ``Exception``/``BaseException``, or ran to the end although it declares one.
    """
    declared = declared_exception(source)
    if declared in TOO_BROAD:
        raise SnippetError(f"{path}:{raises_line(source)}: '# raises: {declared}' is too broad: name the exact exception class")
    namespace: dict[str, Any] = {"__name__": "__main__", "__file__": str(path)}
    buffer = io.StringIO()

    def show_warning(message: Warning | str, category: type[Warning], *_: Any, **__: Any) -> None:
        buffer.write(f"{category.__name__}: {message}\n")

    error: BaseException | None = None
    code = compile(source, str(path), "exec")
    with torch_defaults(device), contextlib.redirect_stdout(buffer), warnings.catch_warnings():
        warnings.simplefilter("always")
        warnings.showwarning = show_warning
        try:
            exec(code, namespace)  # noqa: S102 - running snippets is this project's purpose
        except BaseException as exc:  # noqa: BLE001 - SystemExit and KeyboardInterrupt too: classified below
            error = exc
    if error is not None and (declared is None or not _is(error, declared)):
        expected = f" (it declares '# raises: {declared}')" if declared else ""
        raise SnippetError(
            f"{path}:{_line_in(path, error)}: on device {device!r} the snippet raised "
            f"{type(error).__name__}: {error}{expected}"
        )
    if error is None and declared is not None:
        raise SnippetError(f"{path}:{raises_line(source)}: declares '# raises: {declared}' but ran to the end on device {device!r}")
    output = normalise(buffer.getvalue())
    if error is not None:
        message = normalise(str(error).strip())
        output += f"{type(error).__name__}: {message}\n" if message else f"{type(error).__name__}\n"
    return Run(path, device, torch.__version__, namespace, output, error)
