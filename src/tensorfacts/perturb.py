"""Proof that a claim's check can fail: evaluate it on evidence where its sentence should not hold.

For each claim the evidence is

* the run of every *neighbouring* snippet (the other snippets of the same page), and
* *mutants* of its own snippet: the source with one operation swapped for its nearest neighbour
  (:data:`SWAPS`: ``detach()`` ↔ ``.data``, ``clone()`` ↔ a view, ``tensor`` ↔ ``as_tensor`` …).

A check that returns True on all of it cannot tell its sentence from its neighbours, so
:func:`survivors` names it. A mutant that raises, and a check that raises on foreign evidence,
count as "not True".

A rule (a claim ``over=`` a family of cases) must also fail on the cases its family leaves out
(:meth:`tensorfacts.catalogue.Family.complement`: the other tensors, operations and contexts of the
catalogue): otherwise its family says nothing, and :func:`rule_survivors` names it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from tensorfacts.claims import CLAIMS_FILE, Claim
from tensorfacts.runner import SnippetError, check_claim, check_claims

SWAPS: list[tuple[str, str, str]] = [
    ("detach() -> .data", r"\.detach\(\)", ".data"),
    (".data -> detach()", r"\.data\b(?!_)", ".detach()"),
    ("detach_() -> detach()", r"\.detach_\(\)", ".detach()"),
    ("clone() -> view", r"\.clone\(\)", "[...]"),
    ("view -> clone()", r"\.view\(([^()]*)\)", r".reshape(\1).clone()"),
    ("tensor -> as_tensor", r"\btorch\.tensor\(", "torch.as_tensor("),
    ("as_tensor -> tensor", r"\btorch\.as_tensor\(", "torch.tensor("),
    ("from_numpy -> tensor", r"\btorch\.from_numpy\(", "torch.tensor("),
    ("deepcopy -> copy", r"\bcopy\.deepcopy\(", "copy.copy("),
    ("copy_ -> set_", r"\.copy_\(", ".set_("),
    ("new_tensor -> tensor", r"\b\w+\.new_tensor\(", "torch.tensor("),
    ("numpy() -> numpy().copy()", r"\.numpy\(\)", ".numpy().copy()"),
    ("no_grad -> enable_grad", r"\btorch\.no_grad\(\)", "torch.enable_grad()"),
    ("requires_grad=True -> False", r"requires_grad=True", "requires_grad=False"),
    ("zeros -> ones", r"\btorch\.zeros\(", "torch.ones("),
    ("arange -> linspace-like", r"\btorch\.arange\(", "torch.range("),
    ("retain_grad() -> nothing", r"\.retain_grad\(\)", ".requires_grad"),
    ("contiguous_format -> preserve_format", r"torch\.contiguous_format", "torch.preserve_format"),
    ("preserve_format -> contiguous_format", r"torch\.preserve_format", "torch.contiguous_format"),
    ("repeat() -> expand() to its shape", r"(\w+)\.repeat\(([^()]*)\)", r"\1.expand_as(\1.repeat(\2))"),
]
"""(name, pattern, replacement): each applied to every match of a snippet, one swap per mutant."""


@dataclass(frozen=True)
class Evidence:
    """One piece of perturbed evidence: a snippet file, maybe with its source replaced."""

    label: str
    path: Path
    source: str | None = None
    family: str = "perturb"
    """``"perturb"``: a rule's ``run.each`` stops at the first case that fails; ``"complement"``: it
    tries the cases its family leaves out instead (fail-fast too)."""


def mutants(path: Path) -> list[Evidence]:
    """The snippet with each applicable swap of :data:`SWAPS` (none when no pattern matches)."""
    text = Path(path).read_text(encoding="utf-8")
    found = []
    for name, pattern, replacement in SWAPS:
        changed = re.sub(pattern, replacement, text)
        if changed != text:
            found.append(Evidence(f"{path.name} with {name}", path, changed))
    return found


def neighbours(item: Claim) -> list[Evidence]:
    """The other snippets of the claim's page folder."""
    folder = item.snippet.parent
    return [
        Evidence(p.name, p)
        for p in sorted(folder.glob("*.py"))
        if p.name != CLAIMS_FILE and p.resolve() != item.snippet.resolve()
    ]


def evidence_for(item: Claim) -> list[Evidence]:
    return mutants(item.snippet) + neighbours(item)


def outcome(item: Claim, evidence: Evidence, device: str) -> bool | None:
    """The check's verdict on ``evidence``: True, False, or None when it raised or the snippet failed."""
    try:
        return check_claim(item.claims_file, item.id, evidence.path, device, evidence.source, evidence.family).observed
    except SnippetError:
        return None


def survivors(claims: list[Claim], device: str) -> list[str]:
    """Claims whose check returned True on every piece of perturbed evidence, each with what it was fed.

    A claim with no evidence at all (a lone snippet with nothing to swap) is named too. Each piece of
    evidence runs once, for every claim of its page still undecided (:func:`tensorfacts.runner.check_claims`);
    a claim is decided by its first result that is not True.
    """
    by_file: dict[Path, list[Claim]] = {}
    for item in claims:
        by_file.setdefault(item.claims_file, []).append(item)
    found = []
    for claims_file, items in by_file.items():
        fed: dict[str, list[str]] = {item.id: [] for item in items}
        pending = {item.id: item for item in items}
        pieces: list[tuple[Evidence, list[Claim]]] = []  # neighbours first: they usually decide at once
        folder = items[0].snippet.parent
        for path in sorted(folder.glob("*.py")):
            if path.name != CLAIMS_FILE:
                pieces.append((Evidence(path.name, path), [i for i in items if i.snippet.resolve() != path.resolve()]))
        for snippet in sorted({item.snippet.resolve() for item in items}):
            own = [item for item in items if item.snippet.resolve() == snippet]
            pieces += [(evidence, own) for evidence in mutants(own[0].snippet)]
        for evidence, concerned in pieces:
            ids = [item.id for item in concerned if item.id in pending]
            for claim_id in ids:
                fed[claim_id].append(evidence.label)
            if not ids:
                continue
            try:
                results = check_claims(claims_file, ids, evidence.path, device, evidence.source, evidence.family)
            except SnippetError:
                results = {}
            for claim_id in ids:
                checked = results.get(claim_id)
                if checked is None or checked.observed is not True:
                    pending.pop(claim_id, None)
        for claim_id, item in pending.items():
            shown = ", ".join(fed[claim_id]) or "nothing (no neighbour, no swap applies)"
            found.append(f"{item.defined_at}: claim {item.id!r}: its check returned True on all perturbed evidence: {shown}")
    return found


def rule_survivors(claims: list[Claim], device: str) -> list[str]:
    """Rules whose check returned True with their family swapped for its complement (or that have none).

    The rules of one snippet are fed their complements in one request (one run of the snippet).
    """
    found = []
    groups: dict[tuple[Path, Path], list[Claim]] = {}
    for item in claims:
        if item.over is None:
            continue
        complement = item.over.complement()
        if not len(complement):
            found.append(f"{item.defined_at}: claim {item.id!r}: its family leaves out no case of the catalogue, "
                         "so nothing shows that its check can tell the cases it speaks of from others")
            continue
        groups.setdefault((item.claims_file, item.snippet), []).append(item)
    for (claims_file, snippet), items in groups.items():
        try:
            results = check_claims(claims_file, [item.id for item in items], snippet, device, None, "complement")
        except SnippetError:
            results = {}
        for item in items:
            checked = results.get(item.id)
            if checked is not None and checked.observed is True:
                found.append(f"{item.defined_at}: claim {item.id!r}: its check returned True on the "
                             f"{len(item.over.complement())} cases its family leaves out too")  # type: ignore[union-attr]
    return found
