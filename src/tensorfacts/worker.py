"""Worker processes: snippets and claim checks run in a child process per device, never in the caller.

One :class:`Worker` per device is started on first use (or early, by :func:`start`) and reused
for every snippet, so each snippet still executes once per device per build. The worker keeps
each run's namespace, so the claim checks over a run execute there too; the caller receives only
text and booleans.

A request has a time limit (the snippet's ``# timeout: N``, default 60 s). A request that runs
past it, or a worker that dies (``os._exit``, a segfault, a kill), raises
:class:`~tensorfacts.execution.HarnessFault` naming the snippet and, where the worker's
``faulthandler`` dump shows it, the line it was on; the worker is then replaced by a fresh one on
next use. ``SystemExit`` and ``KeyboardInterrupt`` raised by a snippet are caught in the worker
and reported like any undeclared exception. The worker ignores SIGINT, so a Ctrl-C in
``mkdocs serve`` reaches the server only; it exits when the caller's end of its socket closes.

Protocol: pickled tuples over a socket pair (:class:`multiprocessing.connection.Connection`);
the worker's stdout and stderr stay the caller's, so a snippet's stray ``os.write(1, …)`` cannot
corrupt a reply.
"""

from __future__ import annotations

import atexit
import contextlib
import faulthandler
import hashlib
import os
import re
import signal
import socket
import subprocess
import sys
import tempfile
import time
import warnings
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any, Iterator

STARTUP_TIMEOUT = 300.0
"""Seconds a new worker may take to import torch and say it is ready."""


def _describe(returncode: int | None) -> str:
    if returncode is None:
        return "it stopped answering"
    if returncode < 0:
        try:
            return f"killed by {signal.Signals(-returncode).name}"
        except ValueError:
            return f"killed by signal {-returncode}"
    return f"exit status {returncode}"


class Worker:
    """The caller's handle on one worker process for ``device``."""

    def __init__(self, device: str) -> None:
        self.device = device
        self.torch_version = ""
        self._process: subprocess.Popen[bytes] | None = None
        self._conn: Connection | None = None
        self._trace = ""
        self._ready = False
        self._start()

    def _start(self) -> None:
        ours, theirs = socket.socketpair()
        handle, self._trace = tempfile.mkstemp(prefix="tensorfacts-worker-", suffix=".trace")
        os.close(handle)
        self._process = subprocess.Popen(
            [sys.executable, "-m", "tensorfacts.worker", str(theirs.fileno()), self.device, self._trace],
            pass_fds=[theirs.fileno()],
            stdin=subprocess.DEVNULL,
        )
        theirs.close()
        self._conn = Connection(ours.detach())
        self._ready = False

    def alive(self) -> bool:
        return self._process is not None and self._process.poll() is None

    def stop(self) -> None:
        """End the worker process (a no-op when it has already ended)."""
        if self._conn is not None:
            with contextlib.suppress(OSError):
                self._conn.close()
        if self._process is not None and self._process.poll() is None:
            self._process.kill()
            self._process.wait()
        self._conn, self._ready = None, False
        with contextlib.suppress(OSError):
            os.unlink(self._trace)

    def _line(self, path: str, since: int) -> int:
        """The line of ``path`` in the newest faulthandler dump of the worker (1 when none shows it)."""
        try:
            with open(self._trace, encoding="utf-8", errors="replace") as stream:
                stream.seek(since)
                dump = stream.read()
        except OSError:
            return 1
        lines = re.findall(rf'File "{re.escape(path)}", line (\d+)', dump)
        return int(lines[0]) if lines else 1  # faulthandler lists the innermost frame first

    def _trace_size(self) -> int:
        try:
            return os.path.getsize(self._trace)
        except OSError:
            return 0

    def request(self, message: tuple[Any, ...], *, path: str, timeout: float) -> Any:
        """Send ``message``, wait up to ``timeout`` seconds for the reply, and return it.

        Raises:
            HarnessFault: the worker did not start, ran past ``timeout`` (it is then stopped), or
                ended while handling the request; the message starts with ``path:line:``.
        """
        from tensorfacts.execution import HarnessFault

        if not self.alive() or self._conn is None:
            self.stop()
            self._start()
        conn = self._conn
        assert conn is not None
        if not self._ready:
            if not conn.poll(STARTUP_TIMEOUT):
                self.stop()
                raise HarnessFault(f"{path}:1: the worker process for device {self.device!r} did not start within {STARTUP_TIMEOUT:g} s")
            try:
                _, self.torch_version = conn.recv()
            except EOFError:
                code = self._process.wait() if self._process else None
                self.stop()
                raise HarnessFault(f"{path}:1: the worker process for device {self.device!r} failed to start ({_describe(code)})") from None
            self._ready = True
        mark = self._trace_size()
        conn.send(message)
        if not conn.poll(timeout):
            if self._process is not None:
                self._process.send_signal(signal.SIGUSR1)  # faulthandler dumps where it is
                time.sleep(0.3)
            line = self._line(path, mark)
            self.stop()
            raise HarnessFault(
                f"{path}:{line}: did not finish within {timeout:g} s on device {self.device!r} "
                "(it was stopped; a longer run needs a '# timeout: N' line)"
            )
        try:
            return conn.recv()
        except EOFError:
            code = self._process.wait() if self._process else None
            line = self._line(path, mark)
            self.stop()
            raise HarnessFault(
                f"{path}:{line}: ended its worker process on device {self.device!r} ({_describe(code)}): "
                "a snippet may not exit the interpreter or crash it"
            ) from None


_WORKERS: dict[str, Worker] = {}


def worker_for(device: str) -> Worker:
    """The shared worker of ``device``, started if needed."""
    if device not in _WORKERS:
        _WORKERS[device] = Worker(device)
    return _WORKERS[device]


def start(devices: list[str]) -> None:
    """Start the workers of ``devices`` now, so their ``import torch`` overlaps the caller's work."""
    for device in devices:
        worker_for(device)


@contextlib.contextmanager
def fresh_worker(device: str) -> Iterator[Worker]:
    """A worker of its own, stopped afterwards: runs in it share no cache with the build's."""
    worker = Worker(device)
    try:
        yield worker
    finally:
        worker.stop()


def shutdown() -> None:
    """Stop every shared worker."""
    for worker in _WORKERS.values():
        worker.stop()
    _WORKERS.clear()


atexit.register(shutdown)


# --- inside the worker ----------------------------------------------------------------------


def _serve(fd: int, device: str, trace_path: str) -> None:
    from tensorfacts.claims import Claim, load_claims_file
    from tensorfacts.execution import Run, SnippetError, execute, layout

    import torch

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    trace = open(trace_path, "a", encoding="utf-8")  # noqa: SIM115 - lives as long as the process
    faulthandler.enable(file=trace)
    faulthandler.register(signal.SIGUSR1, file=trace, all_threads=False)
    conn = Connection(fd)
    runs: dict[tuple[str, str], Run | SnippetError] = {}
    claim_files: dict[tuple[str, str], dict[str, Claim]] = {}

    def run_of(path: str, source: str) -> tuple[Run, bool]:
        key = (path, hashlib.sha256(source.encode()).hexdigest())
        executed = key not in runs
        if executed:
            try:
                runs[key] = execute(Path(path), source, device)
            except SnippetError as exc:
                runs[key] = exc
        found = runs[key]
        if isinstance(found, SnippetError):
            raise _Failed(str(found), executed)
        return found, executed

    def claims_in(path: str) -> dict[str, Claim]:
        text = Path(path).read_bytes()
        key = (path, hashlib.sha256(text).hexdigest())
        if key not in claim_files:
            claim_files[key] = {item.id: item for item in load_claims_file(Path(path))}
        return claim_files[key]

    _warm_up(device)
    conn.send(("ready", torch.__version__))
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return
        op = message[0]
        try:
            if op == "run":
                run, executed = run_of(message[1], message[2])
                reply: Any = ("ok", {"output": run.output, "error": type(run.error).__name__ if run.error else None,
                                     "message": str(run.error) if run.error else "", "executed": executed})
            elif op == "check":
                _, claims_file, claim_id, path, source = message
                run, executed = run_of(path, source)
                try:
                    with warnings.catch_warnings():  # a check reading a non-leaf .grad must not spam the log
                        warnings.simplefilter("ignore")
                        observed = claims_in(claims_file)[claim_id].check(run)
                    problem = "" if isinstance(observed, bool) else f"the check returned {observed!r}, not a bool"
                except Exception as exc:  # noqa: BLE001 - reported as the verdict
                    observed, problem = None, f"the check raised {type(exc).__name__}: {exc}"
                reply = ("ok", {"observed": observed if isinstance(observed, bool) else None, "problem": problem, "executed": executed})
            elif op == "values":
                run, executed = run_of(message[1], message[2])
                reply = ("ok", {"values": {name: str(run[name]) for name in message[3]}, "executed": executed})
            elif op == "layout":
                run, executed = run_of(message[1], message[2])
                # a name, or an expression over the run's globals ("pair[0]"): the snippet's own code, trusted alike
                reply = ("ok", {"layouts": {name: layout(eval(name, {}, run.namespace)) for name in message[3]},  # noqa: S307
                                "executed": executed})
            elif op == "clear":
                runs.clear()
                reply = ("ok", {})
            else:
                reply = ("error", f"unknown request {op!r}", False)
        except _Failed as failed:
            reply = ("error", failed.message, failed.executed)
        except Exception as exc:  # noqa: BLE001 - a claims file that fails to load, a missing global
            reply = ("error", f"{type(exc).__name__}: {exc}", False)
        conn.send(reply)


def _warm_up(device: str) -> None:
    """One small autograd step on ``device`` before saying ready: torch's first-op set-up (~1 s) then
    overlaps the caller's own start instead of delaying the first snippet. It prints nothing."""
    import torch

    from tensorfacts.execution import torch_defaults

    with torch_defaults(device):
        x = torch.ones(2, requires_grad=True)
        (x * 2).sum().backward()


class _Failed(Exception):
    def __init__(self, message: str, executed: bool) -> None:
        super().__init__(message)
        self.message, self.executed = message, executed


if __name__ == "__main__":
    _serve(int(sys.argv[1]), sys.argv[2], sys.argv[3])
