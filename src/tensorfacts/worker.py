"""Worker processes: snippets and claim checks run in a child process per device, never in the caller.

One :class:`Worker` per device is started on first use (or early, by :func:`start`) and reused
for every snippet, so each snippet still executes once per device per build. The worker keeps
each run's namespace, so the claim checks over a run execute there too; the caller receives only
text and booleans.

Inside, the worker is a zygote that forks one process per snippet source (see "inside the worker"
below), so every snippet starts as ``python snippet.py`` would, whatever ran before it.

A request has a time limit (the snippet's ``# timeout: N``, default 60 s). A request that runs
past it, or a snippet whose process dies (``os._exit``, a segfault, a kill), raises
:class:`~tensorfacts.execution.HarnessFault` naming the snippet and, where the
``faulthandler`` dump shows it, the line it was on; after a timeout the worker is replaced by a
fresh one on next use. ``SystemExit`` and ``KeyboardInterrupt`` raised by a snippet are caught in the worker
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
            reply = conn.recv()
        except EOFError:
            reply = None
        if reply is not None and reply[0] == "fault":  # the snippet's own process ended; the zygote lives on
            raise HarnessFault(
                f"{path}:{self._line(path, mark)}: ended its worker process on device {self.device!r} ({reply[1]}): "
                "a snippet may not exit the interpreter or crash it"
            )
        if reply is not None:
            return reply
        code = self._process.wait() if self._process else None
        line = self._line(path, mark)
        self.stop()
        raise HarnessFault(
            f"{path}:{line}: ended its worker process on device {self.device!r} ({_describe(code)}): "
            "a snippet may not exit the interpreter or crash it"
        )


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
#
# The worker process is a *zygote*: it imports torch (and NumPy) and never runs a snippet itself.
# Each snippet source runs in a child forked from it, which then answers every request about that
# run (claim checks, quoted values, figure layouts) from the namespace it kept. So a snippet starts
# where `python snippet.py` starts: torch's once-per-process warnings not yet shown, Python's
# warning filters and registries untouched, the random generator unseeded, no state left by another
# snippet. Children live while they may be asked about their run; the oldest are ended beyond
# MAX_CHILDREN, and every child dies with the zygote.

MAX_CHILDREN = {"cpu": 32}
"""Forked snippet processes kept alive at once per device (each holds one run's namespace; 2 elsewhere,
where each holds an accelerator context). A build needs none after the run: its reply foresees the rest."""


def _die_with_parent() -> None:
    """Linux: have the kernel kill this process when its parent (the zygote) ends."""
    with contextlib.suppress(Exception):
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG


def _serve(fd: int, device: str, trace_path: str) -> None:
    import numpy  # noqa: F401 - imported once here (importing changes nothing a snippet sees), so no child pays for it
    import torch

    import tensorfacts.catalogue  # noqa: F401 - what a child needs to check claims, imported once
    import tensorfacts.claims  # noqa: F401
    import tensorfacts.execution  # noqa: F401

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    trace = open(trace_path, "a", encoding="utf-8")  # noqa: SIM115 - lives as long as the process
    faulthandler.enable(file=trace)
    conn = Connection(fd)
    children: dict[tuple[str, str], tuple[int, Connection]] = {}
    active = {"pid": 0}

    def forward_dump(*_: Any) -> None:  # the caller's SIGUSR1 asks where the running snippet is
        if active["pid"]:
            with contextlib.suppress(OSError):
                os.kill(active["pid"], signal.SIGUSR1)

    signal.signal(signal.SIGUSR1, forward_dump)
    _warm_up(device)
    spare = _fork_child(device, conn)
    conn.send(("ready", torch.__version__))
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return
        op = message[0]
        if op == "clear":
            for pid, child in children.values():
                _end_child(pid, child)
            children.clear()
            conn.send(("ok", {}))
            continue
        if op not in ("run", "check", "checks", "values", "layout"):
            conn.send(("error", f"unknown request {op!r}", False))
            continue
        path, source = (message[3], message[4]) if op in ("check", "checks") else (message[1], message[2])
        key = (path, hashlib.sha256(source.encode()).hexdigest())
        executed = key not in children
        if executed:
            if spare is None:
                spare = _fork_child(device, conn)
            pid, child = spare
            spare = None
            child.send(("execute", path, source))
            children[key] = (pid, child)
            while len(children) > MAX_CHILDREN.get(device.split(":")[0], 2):
                oldest = next(iter(children))
                _end_child(*children.pop(oldest))
        else:
            children[key] = children.pop(key)  # most recently used last
        pid, child = children[key]
        active["pid"] = pid
        try:  # a snippet that ended its process may be gone before this send (BrokenPipeError) or after it
            child.send(message)
            reply = child.recv()
        except (EOFError, OSError):
            _, status = os.waitpid(pid, 0)
            children.pop(key, None)
            code = -os.WTERMSIG(status) if os.WIFSIGNALED(status) else os.WEXITSTATUS(status)
            reply = ("fault", _describe(code), executed)
        active["pid"] = 0
        if reply[0] == "ok":
            reply[1]["executed"] = executed
        elif reply[0] == "error":
            reply = ("error", reply[1], executed)
        conn.send(reply)
        if spare is None:
            spare = _fork_child(device, conn)


def _end_child(pid: int, child: Connection) -> None:
    with contextlib.suppress(OSError):
        child.close()
    with contextlib.suppress(OSError):
        os.kill(pid, signal.SIGKILL)
    with contextlib.suppress(ChildProcessError):
        os.waitpid(pid, 0)


def _fork_child(device: str, caller: Connection) -> tuple[int, Connection]:
    """A child forked now, waiting for the snippet it will run."""
    ours, theirs = socket.socketpair()
    pid = os.fork()
    if pid == 0:  # the child
        try:
            ours.close()
            caller.close()
            _die_with_parent()
            _child(Connection(theirs.detach()), device)
        finally:
            os._exit(0)
    theirs.close()
    return pid, Connection(ours.detach())


def _trace_file() -> Any:
    """The zygote's faulthandler file (inherited): where a child dumps its stack on SIGUSR1 or a crash."""
    return open(sys.argv[3], "a", encoding="utf-8")  # noqa: SIM115 - lives as long as the child


def _child(conn: Connection, device: str) -> None:
    """Run one snippet, then answer every request about that run until the zygote lets go.

    The reply to the run also carries what will be asked of it (:func:`_foreseen`), so the run's
    process need not outlive it for the build.
    """
    import dataclasses

    from tensorfacts.catalogue import Tally
    from tensorfacts.claims import Claim, load_claims_file
    from tensorfacts.execution import Run, SnippetError, execute, layout

    signal.signal(signal.SIGUSR1, signal.SIG_DFL)
    faulthandler.register(signal.SIGUSR1, file=_trace_file(), all_threads=False)
    try:
        _, path, source = conn.recv()
    except (EOFError, OSError):
        return
    run: Run | SnippetError
    try:
        run = execute(Path(path), source, device)
    except SnippetError as exc:
        run = exc
    claim_files: dict[str, dict[str, Claim]] = {}

    def claims_in(claims_path: str) -> dict[str, Claim]:
        key = hashlib.sha256(Path(claims_path).read_bytes()).hexdigest()
        if key not in claim_files:
            claim_files[key] = {item.id: item for item in load_claims_file(Path(claims_path))}
        return claim_files[key]

    def check(item: Claim, variant: str) -> dict[str, Any]:
        return _check(run, item, variant, Tally, dataclasses.replace)

    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return
        op = message[0]
        try:
            if isinstance(run, SnippetError):
                reply: Any = ("error", str(run))
            elif op == "run":
                reply = ("ok", {"output": run.output, "error": type(run.error).__name__ if run.error else None,
                                "message": str(run.error) if run.error else "",
                                "foreseen": _foreseen(run, path, claims_in, check, layout)})
            elif op == "check":
                _, claims_file, claim_id, _, _, variant = message
                reply = ("ok", check(claims_in(claims_file)[claim_id], variant))
            elif op == "checks":  # several claims of one file on this run (perturbed evidence is shared)
                _, claims_file, claim_ids, _, _, variant = message
                found = claims_in(claims_file)
                reply = ("ok", {"results": {claim_id: check(found[claim_id], variant) for claim_id in claim_ids}})
            elif op == "values":
                reply = ("ok", {"values": {name: str(run[name]) for name in message[3]}})
            else:  # layout
                # a name, or an expression over the run's globals ("pair[0]"): the snippet's own code, trusted alike
                reply = ("ok", {"layouts": {name: layout(eval(name, {}, run.namespace)) for name in message[3]}})  # noqa: S307
        except Exception as exc:  # noqa: BLE001 - a claims file that fails to load, a missing global
            reply = ("error", f"{type(exc).__name__}: {exc}")
        conn.send(reply)


def _foreseen(run: Any, path: str, claims_in: Any, check: Any, layout: Any) -> dict[str, Any]:
    """What a build asks of a run besides its output, answered while the run's process lives:

    * ``claims``: the verdict of every claim of the snippet's folder whose evidence this snippet is,
      with the sha256 of the claims file they came from;
    * ``values``: the quoted globals (``{name}``) of those claims;
    * ``layouts``: where each tensor global lies (and each tensor in a list or tuple global, as ``name[i]``).
    """
    import torch

    claims_file = Path(path).with_name("_claims.py")
    verdicts: dict[str, Any] = {}
    values: dict[str, str] = {}
    sha = ""
    if claims_file.is_file():
        sha = hashlib.sha256(claims_file.read_bytes()).hexdigest()
        try:
            items = claims_in(str(claims_file)).values()
        except Exception:  # noqa: BLE001 - a claims file that fails to load is reported when asked
            items = []
        for item in items:
            if item.snippet.resolve() != Path(path).resolve():
                continue
            verdicts[item.id] = check(item, "")
            for name in item.placeholders():
                if name in run.namespace:
                    values[name] = str(run.namespace[name])
    layouts: dict[str, Any] = {}
    for name, value in list(run.namespace.items()):
        found = [(name, value)] if isinstance(value, torch.Tensor) else []
        if isinstance(value, (list, tuple)) and len(value) <= 8:
            found += [(f"{name}[{i}]", item) for i, item in enumerate(value) if isinstance(item, torch.Tensor)]
        for label, tensor in found:
            with contextlib.suppress(Exception):  # a tensor without storage (meta, sparse) has no figure
                layouts[label] = layout(tensor)
    return {"claims_file_sha": sha, "claims": verdicts, "values": values, "layouts": layouts}


def _check(run: Any, item: Any, variant: str, tally_class: Any, replace: Any) -> dict[str, Any]:
    """A claim's check on ``run``; for a rule, over its family (or its complement) with every case tried."""
    tally = None
    if item.over is not None:  # variant "": a verdict; "perturb" / "complement": perturbed evidence, fail-fast
        tally = tally_class(item.over.complement() if variant == "complement" else item.over, fail_fast=bool(variant))
        run = replace(run, tally=tally)
    try:
        with warnings.catch_warnings():  # a check reading a non-leaf .grad must not spam the log
            warnings.simplefilter("ignore")
            observed = item.check(run)
        problem = "" if isinstance(observed, bool) else f"the check returned {observed!r}, not a bool"
    except Exception as exc:  # noqa: BLE001 - reported as the verdict
        observed, problem = None, f"the check raised {type(exc).__name__}: {exc}"
    total = len(tally.family) if tally is not None else 0
    # a True verdict must rest on every case; a False one (a ranged rule outside its range, say) need not
    if tally is not None and not problem and total and observed is True:
        if tally.tried == 0:
            observed, problem = None, "the claim declares a family of cases (over=) but its check never calls run.each()"
        elif tally.tried < total:
            observed, problem = None, f"the check returned True after trying {tally.tried} of the {total} cases of its family"
    clause = ""
    if observed is False and not variant and not problem:  # what an author reads first: the clause that was False
        from tensorfacts.clauses import failing_clause

        again = replace(run, tally=tally_class(item.over, fail_fast=True)) if item.over is not None else run
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            clause = failing_clause(item.check, again)
    return {"observed": observed if isinstance(observed, bool) else None, "problem": problem,
            "cases": min(tally.tried, total) if tally else 0, "failed": tuple(tally.failed) if tally else (),
            "clause": clause}


def _warm_up(device: str) -> None:
    """One small autograd step on ``device`` before saying ready: torch's first-op set-up (~1 s) is
    then done once, in the zygote, and every forked child inherits it. Tensors this small never
    start the intra-op thread pool, which must not exist before a fork. It prints and warns nothing."""
    import torch

    # For an accelerator (CUDA, MPS) nothing may touch its driver before fork(): every child would fail with "CUDA
    # error: initialization error". A first backward() starts autograd's device threads, which count the CUDA
    # devices (measured on an H200, torch 2.11: every CUDA snippet failed so), so the autograd step is for the CPU.
    # On a machine with a CUDA GPU that first backward() also starts autograd's CUDA device threads, and a child
    # forked after it refuses autograd ("Unable to handle autograd's threading in combination with fork-based
    # multiprocessing", seen on an H200 for a CPU case): there the step is left out (NVML counts GPUs without CUDA).
    nvml_count = getattr(torch.cuda, "_device_count_nvml", lambda: 0)
    if device.split(":")[0] in ("cpu", "meta") and not (torch.backends.cuda.is_built() and nvml_count() > 0):
        with torch.device(device):
            x = torch.ones(2, requires_grad=True)
            (x * 2).sum().backward()
    # torch imports its meta kernels (Python decompositions) on the first meta operation: ~1 s that
    # every child running a meta snippet or a rule case would otherwise pay again. Importing them
    # changes nothing a snippet can see (tests/test_plain.py compares each snippet with a plain run).
    (torch.ones(2, device="meta") * 2).sum()


if __name__ == "__main__":
    _serve(int(sys.argv[1]), sys.argv[2], sys.argv[3])
