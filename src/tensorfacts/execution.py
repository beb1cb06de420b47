"""What happens inside a snippet's process: the snippet executed as ``python snippet.py`` would run it.

Only :mod:`tensorfacts.worker` calls :func:`execute`, in a process forked for that one snippet from
a worker that has imported torch and run nothing else; the build, the tests and the verifier reach
it through :func:`tensorfacts.runner.run_snippet`. A snippet runs with

* a fresh namespace (``__name__ == "__main__"``) in a fresh process: torch's defaults, its
  once-per-process warnings, its random generator (unseeded) and Python's warning filters are as a
  new interpreter has them; the harness sets no seed and no ``torch.set_warn_always``;
* on the CPU, nothing else: what the page shows is what ``python snippet.py`` prints; on another
  device (``cuda``, ``mps``, ``meta``), that device made torch's *default device*
  (``torch.set_default_device``), which the page's device tab says.

Its output is everything it printed, warnings included as ``Category: message`` (where a plain run
prints ``path:line: Category: message`` and the source line to stderr), with build-host source paths
normalised (:func:`normalise`), so an output is the same on every machine that runs one release.
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

from tensorfacts.directives import TOO_BROAD, crash_signal, crashes_line, declared_crash, declared_exception, raises_line

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
        tally: for a rule's check, the :class:`~tensorfacts.catalogue.Tally` of its family
            (set by the worker; ``None`` for a claim about one call).
        ended: for a snippet that declares ``# crashes: SIGSEGV``, the signal that ended its process (its name;
            the namespace is then empty: the process that held it is gone); "" for every other run.
    """

    path: Path
    device: str
    torch_version: str
    namespace: dict[str, Any]
    output: str
    error: BaseException | None
    tally: Any = None
    ended: str = ""

    def __getitem__(self, name: str) -> Any:
        """``run["x"]`` is the snippet's global ``x``; KeyError names the snippet if absent."""
        try:
            return self.namespace[name]
        except KeyError:
            raise KeyError(f"{self.path}: the snippet defines no global {name!r}") from None

    def each(self, predicate: Any) -> bool:
        """``predicate(case)`` on every case of the claim's family (:mod:`tensorfacts.catalogue`);
        True when it returned True on all of them. Every case is tried, even after one fails.

        Raises:
            TypeError: the claim declares no family (``over=``).
        """
        if self.tally is None:
            raise TypeError("run.each() needs the claim to declare its family of cases: @claim(..., over=over(...))")
        return bool(self.tally.each(predicate, self.device))


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
    """The state a rule's cases run in (:mod:`tensorfacts.catalogue`), whatever the snippet before
    them changed: default dtype ``float32``, grad mode on, no inference mode, and the snippet's own
    device setting (:func:`default_device`: none on the CPU, as in a plain script); restored afterwards."""
    dtype = torch.get_default_dtype()
    torch.set_default_dtype(torch.float32)
    try:
        with default_device(device), torch.inference_mode(False), torch.enable_grad():
            yield
    finally:
        torch.set_default_dtype(dtype)


def default_device(device: str) -> contextlib.AbstractContextManager[Any]:
    """The device context a snippet runs in: none on the CPU (as ``python snippet.py``), else ``device``."""
    return contextlib.nullcontext() if device == "cpu" else torch.device(device)


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
    crash = declared_crash(source)
    if crash is not None:
        return _execute_crashing(path, source, device, crash)
    declared = declared_exception(source)
    if declared in TOO_BROAD:
        raise SnippetError(f"{path}:{raises_line(source)}: '# raises: {declared}' is too broad: name the exact exception class")
    namespace: dict[str, Any] = {"__name__": "__main__", "__file__": str(path)}
    buffer = io.StringIO()

    def show_warning(message: Warning | str, category: type[Warning], *_: Any, **__: Any) -> None:
        buffer.write(f"{category.__name__}: {message}\n")

    error: BaseException | None = None
    code = compile(source, str(path), "exec")
    with default_device(device), contextlib.redirect_stdout(buffer), warnings.catch_warnings():
        warnings.showwarning = show_warning  # the interpreter's own filters decide what is shown
        try:
            exec(code, namespace)  # noqa: S102 - running snippets is this project's purpose
        except BaseException as exc:  # noqa: BLE001 - SystemExit and KeyboardInterrupt too: classified below
            error = exc
    if error is not None and (declared is None or not _is(error, declared)):
        name = type(error).__name__
        expected = (f" (it declares '# raises: {declared}'; to show this one instead, declare exactly '# raises: {name}')"
                    if declared else f"; if the snippet is meant to show it, declare it on a line of its own: '# raises: {name}'")
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


def _execute_crashing(path: Path, source: str, device: str, crash: str) -> Run:
    """Run a snippet that declares ``# crashes: NAME`` in a process forked for it, its output written straight to a
    pipe (a crash loses nothing printed before it); what ended that process decides.

    Raises:
        SnippetError: the name is no signal, the snippet declares an exception too, it ran to the end, raised, or
            was ended by another signal or an exit.
    """
    import os
    import signal

    line = crashes_line(source)
    try:
        number = crash_signal(crash)
    except ValueError as exc:
        raise SnippetError(f"{path}:{line}: {exc}") from None
    if declared_exception(source) is not None:
        raise SnippetError(f"{path}:{raises_line(source)}: a snippet declares '# raises:' or '# crashes:', not both")
    code = compile(source, str(path), "exec")
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the snippet's own process: it prints straight into the pipe, unbuffered
        os.close(read_end)
        stream = io.TextIOWrapper(io.FileIO(write_end, "w"), encoding="utf-8", write_through=True)
        status = 0

        def show_warning(message: Warning | str, category: type[Warning], *_: Any, **__: Any) -> None:
            stream.write(f"{category.__name__}: {message}\n")

        try:
            with default_device(device), contextlib.redirect_stdout(stream), warnings.catch_warnings():
                warnings.showwarning = show_warning
                exec(code, {"__name__": "__main__", "__file__": str(path)})  # noqa: S102
        except BaseException as exc:  # noqa: BLE001 - reported below, after the output
            stream.write(f"\0{_line_in(path, exc)}\0{type(exc).__name__}: {exc}")
            status = 1
        stream.flush()
        os._exit(status)
    os.close(write_end)
    with os.fdopen(read_end, "rb") as pipe:
        text = pipe.read().decode("utf-8", "replace")
    _, status = os.waitpid(pid, 0)
    output, _, failure = text.partition("\0")
    if failure:
        where, _, error = failure.partition("\0")
        raise SnippetError(f"{path}:{where}: on device {device!r} the snippet raised {error} "
                           f"(it declares '# crashes: {crash}')")
    if not os.WIFSIGNALED(status):
        raise SnippetError(f"{path}:{line}: declares '# crashes: {crash}' but ended with exit status "
                           f"{os.waitstatus_to_exitcode(status)} on device {device!r}")
    if os.WTERMSIG(status) != number:
        try:
            name = signal.Signals(os.WTERMSIG(status)).name
        except ValueError:
            name = f"signal {os.WTERMSIG(status)}"
        raise SnippetError(f"{path}:{line}: declares '# crashes: {crash}' but was ended by {name} on device {device!r}")
    return Run(path, device, torch.__version__, {}, normalise(output) + f"{signal.strsignal(number)} ({crash})\n", None,
               ended=crash)
