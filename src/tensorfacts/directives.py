"""Comment directives a snippet file may carry, read without running it.

``# raises: RuntimeError``
    the snippet is meant to raise exactly this class (never ``Exception``/``BaseException``);
``# devices: cpu, meta``
    the device types it runs on (default: every available device);
``# timeout: 120``
    seconds it may take on one device before the build fails (default :data:`DEFAULT_TIMEOUT`);
``# crashes: SIGSEGV``
    the snippet is meant to end its own process with exactly this signal (a documented limitation that kills the
    interpreter instead of raising): it runs in a process of its own and its claims read ``run.ended``; any other
    ending (running to the end, another signal, an exception) fails it.
"""

from __future__ import annotations

import re
from pathlib import Path

DEFAULT_TIMEOUT = 60.0
"""Seconds a snippet (or a claim check over it) may run on one device."""

TOO_BROAD = {"Exception", "BaseException", "builtins.Exception", "builtins.BaseException"}

_DEVICES = re.compile(r"^#\s*devices:\s*(?P<names>[\w:, ]+?)\s*$", re.MULTILINE)
_RAISES = re.compile(r"^#\s*raises:\s*(?P<name>[A-Za-z_][\w.]*)\s*$", re.MULTILINE)
_TIMEOUT = re.compile(r"^#\s*timeout:\s*(?P<seconds>\d+(?:\.\d+)?)\s*$", re.MULTILINE)
_CRASHES = re.compile(r"^#\s*crashes:\s*(?P<name>\S+)\s*$", re.MULTILINE)


def without_directives(source: str) -> str:
    """``source`` as a reader sees it on a page: its directive lines left out (they are comments for the
    harness; the code runs the same without them, and no output names a line of the file)."""
    lines = source.splitlines(keepends=True)
    return "".join(line for line in lines if not any(d.fullmatch(line.rstrip("\n")) for d in (_DEVICES, _RAISES, _TIMEOUT, _CRASHES)))


def declared_exception(source: str) -> str | None:
    """The exception name a snippet declares with ``# raises: Name``, if any."""
    match = _RAISES.search(source)
    return match.group("name") if match else None


def declared_crash(source: str) -> str | None:
    """The signal name a snippet declares with ``# crashes: SIGSEGV``, if any (checked by :func:`crash_signal`)."""
    match = _CRASHES.search(source)
    return match.group("name") if match else None


def crash_signal(name: str) -> int:
    """The number of the signal ``name`` (``SIGSEGV``) a ``# crashes:`` line declares.

    Raises:
        ValueError: ``name`` is no signal of this platform (the message says what to write).
    """
    import signal

    try:
        return int(signal.Signals[name])
    except KeyError:
        raise ValueError(f"'# crashes: {name}' names no signal: write its name as Python's signal module does, "
                         "e.g. '# crashes: SIGSEGV'") from None


def crashes_line(source: str) -> int:
    """1-based line of the ``# crashes:`` comment (1 if there is none)."""
    match = _CRASHES.search(source)
    return source.count("\n", 0, match.start()) + 1 if match else 1


def raises_line(source: str) -> int:
    """1-based line of the ``# raises:`` comment (1 if there is none)."""
    match = _RAISES.search(source)
    return source.count("\n", 0, match.start()) + 1 if match else 1


def timeout_of(source: str) -> float:
    """Seconds the snippet may run: its ``# timeout: N`` line, else :data:`DEFAULT_TIMEOUT`."""
    match = _TIMEOUT.search(source)
    return float(match.group("seconds")) if match else DEFAULT_TIMEOUT


def declared_devices(path: Path) -> tuple[str, ...]:
    """The device types a snippet's ``# devices:`` line names (empty: it runs on every device)."""
    match = _DEVICES.search(Path(path).read_text(encoding="utf-8"))
    return tuple(name.strip() for name in match.group("names").split(",")) if match else ()


def snippet_devices(path: Path, devices: list[str]) -> list[str]:
    """The devices of ``devices`` a snippet runs on: all, or those its ``# devices: cpu, meta`` line names (by type)."""
    match = _DEVICES.search(Path(path).read_text(encoding="utf-8"))
    if not match:
        return list(devices)
    allowed = {name.strip() for name in match.group("names").split(",")}
    return [d for d in devices if d.split(":")[0] in allowed]
