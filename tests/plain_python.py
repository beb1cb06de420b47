"""Run snippet files as ``python snippet.py`` would, quickly: ``python tests/plain_python.py A.py B.py ...``.

This is plain Python, not the harness: it imports nothing from ``tensorfacts``. One interpreter
imports torch and NumPy (what every snippet imports first) and then forks once per file; the child
changes into the file's folder and runs it with :func:`runpy.run_path` as ``__main__``, its stdout
and stderr going, unbuffered, into one pipe (``python -u snippet.py 2>&1``); an uncaught exception
prints its traceback through :data:`sys.excepthook` and exits 1, as the interpreter does. Nothing
else is set: no seed, no warning filter, no default device.

It prints one JSON object per line: ``{"path": ..., "status": ..., "output": ...}``.
``tests/test_plain.py`` compares a sample of these with real ``python snippet.py`` processes.
"""

from __future__ import annotations

import json
import os
import sys

import numpy  # noqa: F401 - imported before the fork, as every snippet would import it
import torch  # noqa: F401


def run(path: str) -> tuple[int, str]:
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(read_end)
        os.dup2(write_end, 1)
        os.dup2(write_end, 2)
        os.close(write_end)
        import io
        import runpy

        stream = io.TextIOWrapper(io.FileIO(1, "w", closefd=False), encoding="utf-8", write_through=True)
        sys.stdout = sys.stderr = sys.__stdout__ = sys.__stderr__ = stream
        folder, name = os.path.split(os.path.abspath(path))
        os.chdir(folder)
        import multiprocessing.process  # a 'spawn' child starts where `python snippet.py` started, not in the runner's folder

        multiprocessing.process.ORIGINAL_DIR = folder  # type: ignore[attr-defined]
        sys.argv = [name]
        sys.path[0] = folder
        status = 0
        try:
            runpy.run_path(name, run_name="__main__")
        except SystemExit as exc:
            status = exc.code if isinstance(exc.code, int) else 1
        except BaseException:  # noqa: BLE001 - what the interpreter does with an uncaught exception
            sys.excepthook(*sys.exc_info())
            status = 1
        stream.flush()
        os._exit(status)
    os.close(write_end)
    chunks = []
    with os.fdopen(read_end, "rb") as pipe:
        while True:
            chunk = pipe.read(65536)
            if not chunk:
                break
            chunks.append(chunk)
    _, status = os.waitpid(pid, 0)
    return os.waitstatus_to_exitcode(status), b"".join(chunks).decode("utf-8", "replace")


if __name__ == "__main__":
    for given in sys.argv[1:]:
        code, text = run(given)
        print(json.dumps({"path": given, "status": code, "output": text}), flush=True)
