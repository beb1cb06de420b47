"""Sessions: tests, build, serve, and the release matrix (verify-X.Y).

    nox -s tests          # the test suite (what CI runs), torch 2.13.0
    nox -s serve          # the site at http://127.0.0.1:8000
    nox -s verify-2.6     # record every claim on torch 2.6.0 (a CUDA build; runs on the CPU)
    nox -s verify-2.6 -- --pending   # record only what is pending on 2.6 (new or changed since its record)
    nox -s pending        # record what is pending on every release whose environment is kept
    nox -t matrix         # every release from 2.3 to the newest

An author's ``nox -s tests`` passes with pending records (the pages show such claims pending there); CI sets
``TENSORFACTS_STRICT_RECORDS=1`` (``.ci/run``), so nothing pending lands on main.
"""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

import nox

nox.options.default_venv_backend = "venv"
nox.options.reuse_existing_virtualenvs = True
nox.options.sessions = ["tests"]

DEFAULT_TORCH = "2.13.0"
"""The release the site is built with: a local CPU wheel on this project's machines."""

RELEASES = {
    "2.3": "2.3.1", "2.4": "2.4.1", "2.5": "2.5.1", "2.6": "2.6.0", "2.7": "2.7.1", "2.8": "2.8.0",
    "2.9": "2.9.1", "2.10": "2.10.0", "2.11": "2.11.0", "2.12": "2.12.1", "2.13": "2.13.0",
    "2.14": "2.14.1", "2.15": "2.15.0",
}
"""Latest patch of every minor release from 2.3 (the seeds' release) to the newest on the index."""

ENV = {"NO_MKDOCS_2_WARNING": "1", "PYTHONUNBUFFERED": "1"}


def install_site(session: nox.Session, extras: str = "docs,test") -> None:
    session.install(f"torch=={DEFAULT_TORCH}")
    session.install("-e", f".[{extras}]")


@nox.session
def tests(session: nox.Session) -> None:
    """Claims on every device, snippets, language parity, notebooks and a full strict build."""
    install_site(session)
    # two workers (this project's machines have 2 cores): the browser and the serve tests wait on
    # Chromium and on a server much of the time, so the other worker's tests fill that time; work is
    # handed out in the order tests/conftest.py gives (tests that need no site build first)
    session.run("pytest", "-n", "2", "--dist", "loadgroup", "--no-loadscope-reorder", *session.posargs, env=ENV)


@nox.session
def build(session: nox.Session) -> None:
    """``mkdocs build --strict`` into site/."""
    install_site(session, "docs")
    session.run("mkdocs", "build", "--strict", *session.posargs, env=ENV)


@nox.session
def serve(session: nox.Session) -> None:
    """Build and serve the site at http://127.0.0.1:8000, rebuilding on change (only what serving needs is installed;
    snippet runs are cached on disk under .cache/, so a restart runs only the snippets that changed)."""
    install_site(session, "docs")
    session.run("mkdocs", "serve", "--dev-addr", "127.0.0.1:8000", *session.posargs, env=ENV)


@nox.session
def bench(session: nox.Session) -> None:
    """Median of 3 strict builds and test runs, and executions per snippet per build."""
    install_site(session)
    session.run("python", "benchmarks/timings.py", *session.posargs, env=ENV)
    session.run("python", "benchmarks/isolation.py", *session.posargs, env=ENV)
    session.run("python", "benchmarks/rebuild.py", *session.posargs, env=ENV)


def _verify(session: nox.Session, version: str) -> None:
    # A release other than the local CPU build comes from the index as a CUDA build (~5 GB):
    # no constraints file may cap it, and the environment is deleted once recorded
    # (TENSORFACTS_KEEP_VENV=1 keeps it, for `nox -s pending`).
    # (PIP_FIND_LINKS="/opt/wheels /path/to/wheels" reuses wheels downloaded beforehand.)
    env = {**ENV, "PIP_CONSTRAINT": os.devnull}
    # torch 2.3 was built against NumPy 1.x and cannot use NumPy 2.
    numpy = "numpy<2" if version.startswith("2.3.") else "numpy"
    session.install(f"torch=={version}", numpy, env=env)
    session.install("--no-deps", "-e", ".", "packaging")
    try:
        session.run("python", "-m", "tensorfacts", "verify", "--record", "records", *session.posargs, env=ENV)
        session.run("python", "-m", "tensorfacts", "docstrings", "--record", "records", env=ENV)  # the audit's text
    finally:
        if version != DEFAULT_TORCH and not os.environ.get("TENSORFACTS_KEEP_VENV"):
            shutil.rmtree(session.virtualenv.location, ignore_errors=True)


def newest_release() -> str:
    """The newest torch release on the package index (``pip index versions``, no constraints)."""
    import re
    import subprocess
    import sys

    out = subprocess.run(
        [sys.executable, "-m", "pip", "index", "versions", "torch"],
        capture_output=True, text=True, check=True, env={**os.environ, "PIP_CONSTRAINT": os.devnull},
    ).stdout
    match = re.search(r"^torch \(([^)]+)\)", out, re.MULTILINE)
    if not match:
        raise RuntimeError(f"no torch release found on the index:\n{out}")
    return match.group(1)


@nox.session(reuse_venv=False)
def newest(session: nox.Session) -> None:
    """Record every claim on the newest torch on the index; fails listing the claims that flipped."""
    version = newest_release()
    session.log(f"newest torch on the index: {version}")
    _verify(session, version)


def kept_environment(minor: str) -> Path | None:
    """The interpreter of release ``minor``'s kept environment (``TENSORFACTS_KEEP_VENV=1 nox -s verify-X.Y``), or of the
    tests' environment for the build's own release; None when neither exists."""
    names = [f"verify-{minor}"] + (["tests"] if RELEASES[minor] == DEFAULT_TORCH else [])
    for name in names:
        python = Path(".nox") / re.sub(r"[-\s]+", "-", re.sub(r"[^\w\s-]", "-", name)).strip("-") / "bin" / "python"
        if python.is_file():
            return python
    return None


@nox.session(venv_backend="none")
def pending(session: nox.Session) -> None:
    """Record what is pending (claims and snippets new or changed since a record) on every release whose environment is
    kept, one release after another; lists the releases with no kept environment (record them with
    ``TENSORFACTS_KEEP_VENV=1 nox -s verify-X.Y -- --pending``)."""
    missing = []
    for minor in RELEASES:
        python = kept_environment(minor)
        if python is None:
            missing.append(minor)
            continue
        session.log(f"torch {RELEASES[minor]}: {python}")
        session.run(str(python), "-m", "tensorfacts", "verify", "--record", "records", "--pending", *session.posargs,
                    env=ENV, external=True)
    if missing:
        session.log("no kept environment (TENSORFACTS_KEEP_VENV=1 nox -s verify-X.Y -- --pending makes one): "
                    + ", ".join(missing))


for _minor, _version in RELEASES.items():

    def _session(session: nox.Session, version: str = _version) -> None:
        _verify(session, version)

    _session.__doc__ = f"Verify and record every claim on torch {_version}."
    nox.session(name=f"verify-{_minor}", tags=["matrix"], reuse_venv=False)(_session)
