"""Claims: the factual sentences of the site, each with an executable check.

A page ``docs/<page>.md`` keeps its snippets in ``snippets/<page>/`` and its claims in
``snippets/<page>/_claims.py``::

    from tensorfacts.claims import claim

    @claim("clone.new-storage", snippet="memory.py",
           en="`clone()` copies the data into new memory.",
           zh="`clone()` 把数据复制到新的内存中。")
    def _(run):
        return run["b"].data_ptr() != run["a"].data_ptr()

The check receives the :class:`~tensorfacts.execution.Run` of its snippet on one device and
returns whether the sentence holds there. ``torch=">=2.7"`` (a PEP 440 specifier) says on
which releases the sentence holds; on a release outside the range the check must return
False, so both sides of every boundary are verified.

A sentence that states a rule declares the cases it speaks of, ``over=`` a
:class:`~tensorfacts.catalogue.Family` of the catalogue; its check calls ``run.each(predicate)``,
which tries every case of the family (:mod:`tensorfacts.catalogue`).

This module defines claims; :mod:`tensorfacts.runner` runs them (:func:`~tensorfacts.runner.verify`).
"""

from __future__ import annotations

import functools
import hashlib
import inspect
import os
import re
import runpy
import traceback
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from packaging.specifiers import InvalidSpecifier, SpecifierSet
from packaging.version import Version

from tensorfacts.catalogue import Family
from tensorfacts.directives import declared_devices, snippet_devices
from tensorfacts.execution import Run

CLAIMS_FILE = "_claims.py"

PLACEHOLDER = re.compile(r"\{([A-Za-z_]\w*)\}")
"""``{name}`` in a claim's sentence: the value of the snippet's global ``name``, taken from the run."""

Check = Callable[[Run], bool]


class ClaimError(Exception):
    """A claims file is malformed, an id is duplicated or unknown, or a check failed.

    The message starts with ``path:line:`` of the claim's definition (or of its reference).
    """


_SOURCES: dict[tuple[str, int, str, int, int], str] = {}


def check_source(check: Check) -> str:
    """``inspect.getsource(check)``, read again only when the claims file changes: a build loads every claims
    file anew (new function objects), and each of ~900 claim marks asks for its claim's digest. Keyed on the
    unwrapped function (what :func:`inspect.getsource` reads), so two checks under one decorator stay apart.

    Raises:
        OSError: no source file (as :func:`inspect.getsource`); AttributeError: ``check`` has no code (a built-in).
    """
    code = inspect.unwrap(check).__code__
    stat = os.stat(code.co_filename)
    key = (code.co_filename, code.co_firstlineno, code.co_name, stat.st_mtime_ns, stat.st_size)
    if key not in _SOURCES:
        if len(_SOURCES) > 8192:
            _SOURCES.clear()
        _SOURCES[key] = inspect.getsource(check)
    return _SOURCES[key]


@dataclass(frozen=True)
class Claim:
    """One checked statement.

    Attributes:
        id: stable identifier, referenced from Markdown as ``[[id]]``.
        en, zh: the sentence in English and in Simplified Chinese (inline Markdown).
        snippet: the snippet file whose run is the evidence.
        check: ``Run -> bool``; it runs in the snippet's worker process (:mod:`tensorfacts.worker`).
        torch: releases on which the sentence holds (empty: all).
        devices: device types the claim is checked on (empty: every device that runs).
        defined_at: ``path:line`` of the check function.
        needs: other packages the sentence is about, with the versions it speaks of
            (``{"numpy": ">=2"}``); where they are absent or outside, the claim does not apply.
        over: for a rule, the family of catalogue cases its check tries (``None``: the sentence
            is about the named call of its snippet only).
        exception_to: the ids of the claims (usually rules) this claim is an exception to: it states what happens
            where they do not reach (a case a rule leaves out with ``but=``), sits in their section and is shown as
            "Exception: …".
        not_covered: what the check does not cover, as labels a reader understands, each (English, Chinese, names):
            beyond its family's ``but=`` ("meta tensors, which hold no values"; names empty), or standing for several
            of the family's ``but=`` items at once (names: those items, listed one by one behind "Every case");
            shown on the line under the claim.
    """

    id: str
    en: str
    zh: str
    snippet: Path
    check: Check
    torch: SpecifierSet
    devices: tuple[str, ...]
    defined_at: str
    needs: tuple[tuple[str, SpecifierSet], ...] = ()
    claims_file: Path = Path()
    over: Family | None = None
    exception_to: tuple[str, ...] = ()
    not_covered: tuple[tuple[str, str, tuple[str, ...]], ...] = ()

    @functools.cached_property
    def digest(self) -> str:
        """sha256 of what decides the verdict: the check's code, the range, the needs, the devices, the snippet.

        Records keep it, so a record made before the check changed is known to be stale. Worked out once per
        Claim object (a build loads the claims files anew).
        """
        try:
            source = check_source(self.check)
            source = source[source.find("\ndef ") :]  # the body: a sentence edit does not make records stale
        except (OSError, TypeError):
            source = repr(self.check.__code__.co_code)
        parts = [source, str(self.torch), repr(self.needs), repr(self.devices), self.snippet.name]
        if self.over is not None:
            parts.append(self.over.digest_text())
        return hashlib.sha256("\0".join(parts).encode()).hexdigest()

    def unmet_needs(self, language: str = "en") -> str:
        """Why the claim does not apply in this environment ("" when it does), in ``language``."""
        from importlib.metadata import PackageNotFoundError, version

        zh = language.startswith("zh")
        for package, spec in self.needs:
            try:
                found = version(package)
            except PackageNotFoundError:
                return f"需要 {package}{spec}，但未安装" if zh else f"needs {package}{spec}, which is not installed"
            if not spec.contains(found, prereleases=True):
                return f"需要 {package}{spec}，实际为 {found}" if zh else f"needs {package}{spec}, found {found}"
        return ""

    def sentence(self, language: str, values: dict[str, str] | None = None) -> str:
        """The sentence in ``language`` (``"zh"`` or anything else for English).

        ``{name}`` in a sentence stands for a value the run produces (the snippet's global
        ``name``, as ``str()``): with ``values`` given, each is filled in.
        """
        text = self.zh if language.startswith("zh") else self.en
        if values is None:
            return text
        return PLACEHOLDER.sub(lambda m: values[m.group(1)], text)

    def placeholders(self) -> list[str]:
        """The snippet globals the sentences quote as ``{name}``, in order of first use."""
        return list(dict.fromkeys(PLACEHOLDER.findall(self.en) + PLACEHOLDER.findall(self.zh)))

    def holds_on(self, torch_version: str) -> bool:
        """Whether ``torch_version`` lies in the claim's release range (local labels like +cpu ignored)."""
        return self.torch.contains(Version(torch_version).public, prereleases=True)

    def range_text(self, language: str) -> str:
        """The range as readers say it: "since 2.7", "until 2.6" / "自 2.7 起", "至 2.6 为止"."""
        parts = []
        for spec in sorted(self.torch, key=str):
            version = spec.version
            if spec.operator == ">=":
                parts.append(f"自 {version} 起" if language.startswith("zh") else f"since {version}")
            elif spec.operator == "<":
                parts.append(f"{version} 之前" if language.startswith("zh") else f"before {version}")
            elif spec.operator == "<=":
                parts.append(f"至 {version} 为止" if language.startswith("zh") else f"until {version}")
            else:
                parts.append(f"torch {spec}")
        return "，".join(parts) if language.startswith("zh") else ", ".join(parts)


@dataclass(frozen=True)
class Verdict:
    """The outcome of one claim's check on one device and release.

    ``expected`` is whether the sentence should hold on this release (its range);
    ``observed`` is what the check returned. The claim is verified when they agree.
    ``problem`` holds the error text when the snippet or the check itself failed.
    """

    claim: Claim
    device: str
    torch_version: str
    expected: bool
    observed: bool | None
    problem: str = ""
    not_applicable: str = ""
    """Set when the claim's ``needs`` are unmet here: nothing was checked, and that is no failure."""
    cases: int = 0
    """For a rule: how many cases of its family the check tried (0 for a claim about one call)."""
    counter_examples: tuple[str, ...] = ()
    clause: str = ""
    """For a check that returned False: ``path:line: clause`` of the first clause of its ``return`` that was False."""
    """For a rule: the cases that did not hold, each with why."""

    @property
    def ok(self) -> bool:
        return bool(self.not_applicable) or (not self.problem and self.observed == self.expected)

    def explain(self) -> str:
        """One line for an error message or a log."""
        where = f"{self.claim.defined_at}: claim {self.claim.id!r} on torch {self.torch_version}, device {self.device!r}"
        if self.not_applicable:
            return f"{where}: not applicable ({self.not_applicable})"
        if self.problem:
            return f"{where}: {self.problem}"
        if self.ok:
            return f"{where}: verified"
        if self.expected:
            cases = f" (cases that did not hold: {'; '.join(self.counter_examples)})" if self.counter_examples else ""
            clause = f"; the clause that was False: {self.clause}" if self.clause else ""
            return (f"{where}: the check returned {self.observed!r}, so the sentence is false here{cases}{clause}: {self.claim.en}"
                    " — fix the sentence or the check, or give the claim its range (torch=\">=X.Y\") if it changed in a release")
        return (
            f"{where}: the sentence holds here although its range {str(self.claim.torch)!r} excludes this release; "
            "widen the range or fix the check"
        )


_collected: list[Claim] | None = None
_collecting_dir: Path | None = None


def claim(
    id: str,  # noqa: A002 - the field's name
    *,
    snippet: str,
    en: str,
    zh: str,
    torch: str = "",
    devices: tuple[str, ...] = (),
    needs: dict[str, str] | None = None,
    over: Family | None = None,
    exception_to: str | tuple[str, ...] = (),
    not_covered: tuple[tuple[str, str] | tuple[str, str, tuple[str, ...]], ...] = (),
) -> Callable[[Check], Check]:
    """Register the decorated function as the check of claim ``id`` (only inside a claims file).

    ``snippet`` is relative to the claims file's folder; ``torch`` is a PEP 440 specifier of the
    releases the sentence holds on; ``needs`` maps other packages to the versions the sentence
    is about; ``over`` is the family of catalogue cases a rule speaks of
    (:func:`tensorfacts.catalogue.over`); ``exception_to`` names the rules whose left-out cases this claim
    speaks of; ``not_covered`` lists, as (English, Chinese) pairs, what the check does not cover beyond ``over``, or,
    as (English, Chinese, names) triples, one label for several of the items ``over``'s ``but=`` leaves out.
    """

    def register(check: Check) -> Check:
        if _collected is None or _collecting_dir is None:
            raise ClaimError(f"claim {id!r}: @claim is only for files loaded by load_claims()")
        code = check.__code__
        defined_at = f"{code.co_filename}:{code.co_firstlineno}"
        try:
            spec = SpecifierSet(torch)
            required = tuple((package, SpecifierSet(text)) for package, text in (needs or {}).items())
        except InvalidSpecifier as exc:
            raise ClaimError(f"{defined_at}: claim {id!r}: {exc} is no PEP 440 specifier") from None
        if not en.strip() or not zh.strip():
            raise ClaimError(f"{defined_at}: claim {id!r} needs both an English and a Chinese sentence")
        exceptions = (exception_to,) if isinstance(exception_to, str) else tuple(exception_to)
        if not all(isinstance(entry, tuple) and len(entry) in (2, 3) and all(isinstance(x, str) and x.strip() for x in entry[:2])
                   for entry in not_covered):
            raise ClaimError(f"{defined_at}: claim {id!r}: not_covered takes (English, Chinese) pairs of labels, or "
                             "(English, Chinese, names) for a label that stands for several items of but=")
        labels = tuple((entry[0], entry[1], tuple(entry[2]) if len(entry) == 3 else ()) for entry in not_covered)  # type: ignore[misc]
        left = {x.name for x in over.left_out()} if over is not None else set()
        unknown = [name for *_, names in labels for name in names if name not in left]
        if unknown:
            raise ClaimError(f"{defined_at}: claim {id!r}: a not_covered label stands for {unknown}, which its family's "
                             f"but= does not leave out (it leaves out {sorted(left)})")
        if set(PLACEHOLDER.findall(en)) != set(PLACEHOLDER.findall(zh)):
            raise ClaimError(f"{defined_at}: claim {id!r}: the English and Chinese sentences quote different {{values}}")
        _collected.append(
            Claim(id, en, zh, _collecting_dir / snippet, check, spec, tuple(devices), defined_at, required,
                  _collecting_dir / CLAIMS_FILE, over, exceptions, labels)
        )
        return check

    return register


def load_claims_file(path: Path) -> list[Claim]:
    """The claims of one ``_claims.py`` file, in order.

    Raises:
        ClaimError: the file fails to import (the message names it).
    """
    global _collected, _collecting_dir
    path = Path(path).resolve()
    _collected, _collecting_dir = [], path.parent
    try:
        runpy.run_path(str(path))
        return _collected
    except ClaimError:
        raise
    except Exception as exc:
        line = next((frame.lineno for frame in reversed(traceback.extract_tb(exc.__traceback__))
                     if Path(frame.filename).resolve() == path), getattr(exc, "lineno", None) or 1)
        hint = HINTS.get(type(exc).__name__, "")
        for needle, advice in MISSING_ARGUMENT_HINTS.items():
            if needle in str(exc):
                hint = advice
        raise ClaimError(f"{path}:{line}: could not load claims: {type(exc).__name__}: {exc}{hint}") from None
    finally:
        _collected, _collecting_dir = None, None


HINTS = {"SyntaxError": " (fix the Python syntax at that line)",
         "NameError": " (import the name at the top of the claims file, or correct its spelling)"}
"""What to do, per exception class, when a claims file fails to load."""
MISSING_ARGUMENT_HINTS = {
    "'zh'": " — every claim needs its sentence in Chinese too: add zh=\"…\" (the glossary: tests/glossary.md)",
    "'en'": " — every claim needs its sentence in English: add en=\"…\"",
    "'snippet'": " — name the snippet file of this folder that is its evidence: snippet=\"example.py\"",
}
"""What to add when ``@claim(...)`` misses a required argument."""


def load_claims(snippets_root: Path) -> dict[str, Claim]:
    """Every claim under ``snippets_root``, keyed by id, in file order.

    Raises:
        ClaimError: a duplicated id, a claim whose snippet file does not exist, or a claims
            file that fails to import (the message names the file).
    """
    claims: dict[str, Claim] = {}
    for path in sorted(Path(snippets_root).rglob(CLAIMS_FILE)):
        for item in load_claims_file(path):
            if item.id in claims:
                raise ClaimError(f"{item.defined_at}: claim id {item.id!r} is already defined at {claims[item.id].defined_at}")
            if not item.snippet.is_file():
                raise ClaimError(f"{item.defined_at}: claim {item.id!r}: snippet {item.snippet} does not exist")
            claims[item.id] = item
    for item in claims.values():
        unknown = [rule for rule in item.exception_to if rule not in claims]
        if unknown:
            raise ClaimError(f"{item.defined_at}: claim {item.id!r} is an exception to unknown claim(s) {unknown}")
    return claims


def applies_to(item: Claim, device: str) -> bool:
    """Whether ``item`` is checked on ``device``: its ``devices`` list and its snippet's ``# devices:`` line allow it."""
    allowed = not item.devices or device.split(":")[0] in item.devices
    return allowed and bool(snippet_devices(item.snippet, [device]))


def devices_away(item: Claim, devices: list[str]) -> tuple[str, ...]:
    """The device types ``item`` is declared for (its ``devices=`` and its snippet's ``# devices:`` line), when it
    applies to none of ``devices``: a claim only another device can verify (a CUDA fact on a CPU build).

    Empty when the claim runs here, or when it declares no device (it then runs on every device).
    """
    if any(applies_to(item, device) for device in devices):
        return ()
    in_snippet = declared_devices(item.snippet)
    declared = tuple(d for d in item.devices if not in_snippet or d in in_snippet) if item.devices else in_snippet
    here = {device.split(":")[0] for device in devices}
    return tuple(d for d in declared if d not in here)
