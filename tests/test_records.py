"""The committed records: one per release of the matrix, made from today's snippets and checks,
in agreement with every claim's range, needs and devices; and the verifier that writes them."""

from __future__ import annotations

import ast
import json
import os
import re
from pathlib import Path

import pytest

from tensorfacts.claims import CLAIMS_FILE, applies_to, load_claims
from tensorfacts.records import STRICT_ENV, Record, flipped, load_records, matrix_html, pending_on
from tensorfacts.runner import run_snippet, snippet_devices, source_digest
from tensorfacts.verify import RECORD_FORMAT, main, make_record, record_path, write_record

from conftest import ROOT, SNIPPETS

RECORDS = load_records(ROOT / "records")
CLAIMS = load_claims(SNIPPETS)
FILES = sorted(p for p in SNIPPETS.rglob("*.py") if p.name != CLAIMS_FILE)
IDS = [f"{r.label}-{r.device}" for r in RECORDS]
STRICT = os.environ.get(STRICT_ENV) == "1"
"""CI's mode (``.ci/run``): a pending record fails. An author's run passes with pending records."""
PENDING = {r.path: {item.id for item, _ in pending_on(r, CLAIMS, SNIPPETS).claims} for r in RECORDS}
"""Per record, the claims pending on it (new or changed since it was made)."""


def settled(record: Record, claim_id: str) -> bool:
    """Whether the record's verdict on ``claim_id`` speaks for today's files (always, in CI's strict mode, where a
    pending record fails on its own)."""
    return STRICT or claim_id not in PENDING[record.path]


def matrix_releases() -> dict[str, str]:
    """``RELEASES`` of the noxfile (minor -> release), read without importing nox."""
    tree = ast.parse((ROOT / "noxfile.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "RELEASES" for t in node.targets):
            return dict(ast.literal_eval(node.value))
    raise AssertionError("noxfile.py defines no RELEASES")


def test_every_release_of_the_matrix_has_a_cpu_record() -> None:
    recorded = {str(r.version.public) for r in RECORDS if r.device == "cpu"}
    missing = [f"{version} (nox -s verify-{minor})" for minor, version in matrix_releases().items() if version not in recorded]
    assert not missing, f"releases of the noxfile matrix without a record under records/: {missing}"


@pytest.mark.parametrize("record", RECORDS, ids=IDS)
def test_record_is_in_the_current_format(record: Record) -> None:
    assert record.data.get("format") == RECORD_FORMAT, f"{record.path}: old record format; re-record with `nox -s {record.session}`"


CPU_RECORDS = [r for r in RECORDS if r.device == "cpu"]


def pending_message(record: Record) -> str:
    """What is pending on ``record`` and how to record it ("" when nothing is)."""
    found = pending_on(record, CLAIMS, SNIPPETS)
    if not found:
        return ""
    return (f"pending on torch {record.label} ({len(found.claims)} claim(s), {len(found.snippets)} snippet(s)):\n  "
            + "\n  ".join(found.lines(ROOT))
            + f"\nrecord them with `nox -s {record.session} -- --pending`, or `nox -s pending` for every release whose "
              "environment is kept (TENSORFACTS_KEEP_VENV=1)")


@pytest.mark.parametrize("record", CPU_RECORDS, ids=[f"{r.label}-{r.device}" for r in CPU_RECORDS])
def test_record_was_made_from_todays_snippets_and_checks(record: Record) -> None:
    """A claim or snippet new or changed since a release's record is *pending* on that release: the pages show it so,
    never verified there. An author's run passes (skipped, listing what is pending); CI's strict mode
    (``TENSORFACTS_STRICT_RECORDS=1``, set by ``.ci/run``) fails, naming each claim and snippet and the command.

    Only the CPU records, which any machine re-makes (``nox -s verify-X.Y``): a record of another device (CUDA)
    may hold one page's claims (``verify --only``) and may go stale where no such device is at hand; a claim
    whose record of its device is stale is shown awaiting one (tests/test_devices.py)."""
    message = pending_message(record)
    if message and STRICT:
        pytest.fail(f"{STRICT_ENV}=1 (CI): nothing pending may land. " + message, pytrace=False)
    if message:
        pytest.skip(message.splitlines()[0] + " — shown pending on the pages; CI refuses it")


@pytest.mark.parametrize("record", RECORDS, ids=IDS)
def test_record_agrees_with_needs_and_devices(record: Record) -> None:
    """Where the record's environment meets a claim's ``needs``/``devices`` it was checked; elsewhere not applicable."""
    wrong = []
    packages = record.data.get("packages", {})
    for item in CLAIMS.values():
        entry = record.data["claims"].get(item.id)
        if not applies_to(item, record.device):
            if entry is not None:
                wrong.append(f"{item.id}: recorded on {record.device!r}, which its devices= or # devices: exclude")
            continue
        if entry is None or not settled(record, item.id):
            continue  # pending: reported above
        met = all(packages.get(name) is not None and spec.contains(packages[name], prereleases=True) for name, spec in item.needs)
        if item.needs and any(name not in packages for name, _ in item.needs):
            wrong.append(f"{item.id}: needs {dict((n, str(s)) for n, s in item.needs)}, but the record lists no such package")
        elif met and entry["verdict"] == "not applicable":
            wrong.append(f"{item.id}: marked not applicable though {packages} meet its needs")
        elif not met and entry["verdict"] != "not applicable":
            wrong.append(f"{item.id}: checked ({entry['verdict']}) though {packages} do not meet its needs")
    assert not wrong, f"{record.path}: " + "; ".join(wrong) + f"; re-record with `nox -s {record.session}`"


@pytest.mark.parametrize("record", RECORDS, ids=IDS)
def test_record_agrees_with_the_claim_ranges(record: Record) -> None:
    """Where a record observed a claim, it held exactly on the releases the claim's range names."""
    wrong = []
    for claim_id, entry in record.data["claims"].items():
        item = CLAIMS.get(claim_id)
        if item is None or entry.get("observed") is None or not settled(record, claim_id):
            continue
        if entry["observed"] != item.holds_on(str(record.version)):
            wrong.append(f"{claim_id} (range {str(item.torch) or 'all'!r}, observed {entry['observed']})")
    assert not wrong, f"{record.path}: " + "; ".join(wrong)


@pytest.mark.parametrize("record", RECORDS, ids=IDS)
def test_every_claim_is_verified_or_not_applicable(record: Record) -> None:
    bad = [f"{cid}: {e.get('problem', e['verdict'])}" for cid, e in record.data["claims"].items()
           if cid in CLAIMS and e["verdict"] not in ("verified", "not applicable") and settled(record, cid)]
    assert not bad, f"{record.path}: " + "; ".join(bad)


def test_every_range_boundary_is_verified_on_both_sides() -> None:
    for item in CLAIMS.values():
        if str(item.torch):
            if not all(settled(r, item.id) for r in RECORDS):
                continue  # pending somewhere: its records do not speak for today's check yet
            sides = {r.observed(item.id) for r in RECORDS} - {None}
            assert sides == {True, False}, f"{item.defined_at}: {item.id} range {item.torch} not seen on both sides"


def test_at_least_one_claim_changes_between_releases() -> None:
    assert any(flipped(RECORDS, claim_id) for claim_id in CLAIMS)


def test_this_release_prints_what_its_record_says() -> None:
    """Two runs of one release, on two machines and days, print the same (no addresses, times, host paths)."""
    import torch

    mine = [r for r in RECORDS if r.data["torch"]["version"] == torch.__version__ and r.device == "cpu"]
    if not mine:
        pytest.skip(f"no record of torch {torch.__version__}")
    differ = []
    for path in FILES:
        entry = mine[0].data["snippets"].get(path.relative_to(SNIPPETS).as_posix())
        if not entry or entry.get("source") != source_digest(path) or entry.get("output") is None:
            continue  # stale or failing: reported elsewhere
        if run_snippet(path, "cpu").output != entry["output"]:
            differ.append(str(path.relative_to(ROOT)))
    assert not differ, f"outputs differ from {mine[0].path.relative_to(ROOT)} on the same release: {differ}"


def test_no_recorded_output_holds_an_address_or_a_host_path() -> None:
    pattern = re.compile(r"0x[0-9a-fA-F]{6,}|Triggered internally at /")
    found = [f"{r.path.relative_to(ROOT)}: {name}" for r in RECORDS for name, e in r.data.get("snippets", {}).items()
             if isinstance(e, dict) and e.get("output") and pattern.search(e["output"])]
    assert not found, found


# --- the verifier and the matrix --------------------------------------------------------------


def test_a_record_is_written_atomically_to_its_own_file(tmp_path: Path) -> None:
    from tensorfacts.verify import verify_all

    verdicts = verify_all(SNIPPETS, ["cpu"], only="home.")
    record = make_record(verdicts, "cpu", SNIPPETS)
    entry = next(iter(record["snippets"].values()))
    assert set(entry) == {"source", "output", "digest"} and record["format"] == RECORD_FORMAT
    other = json.loads(json.dumps(record))
    other["torch"]["version"] = "2.6.0+cu124"
    first = write_record(record, tmp_path)
    second = write_record(other, tmp_path)
    assert first != second and first.is_file() and second.is_file()
    assert record_path(tmp_path, "2.6.0+cu124", "cpu") == second
    assert not list(tmp_path.rglob("*.tmp"))


HANGING_CLAIM = '''\
from tensorfacts.claims import claim

@claim("demo.ok", snippet="ok.py", en="One is one.", zh="一就是一。")
def _(run):
    return run["x"] == 1

@claim("demo.hang", snippet="hang.py", en="It ends.", zh="它会结束。", torch="<1")
def _(run):
    return True
'''


def test_a_hanging_snippet_leaves_the_records_untouched(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Even when the hanging snippet's claim is out of range (a hang decides nothing)."""
    snippets = tmp_path / "snippets" / "demo"
    snippets.mkdir(parents=True)
    (snippets / "ok.py").write_text("x = 1\nprint(x)\n", encoding="utf-8")
    (snippets / "hang.py").write_text("# timeout: 1\nimport time\ntime.sleep(600)\n", encoding="utf-8")
    (snippets / CLAIMS_FILE).write_text(HANGING_CLAIM, encoding="utf-8")
    import torch

    existing = record_path(tmp_path / "records", torch.__version__, "cpu")
    existing.parent.mkdir(parents=True)
    existing.write_text('{"old": true}\n', encoding="utf-8")
    assert main(["verify", "--snippets", str(tmp_path / "snippets"), "--record", str(tmp_path / "records")]) == 1
    assert existing.read_text(encoding="utf-8") == '{"old": true}\n'
    assert "hang.py:3: did not finish within 1 s" in capsys.readouterr().err


def test_the_matrix_marks_a_verdict_from_an_older_check_pending() -> None:
    item = CLAIMS["home.inplace-suffix"]
    relative = item.snippet.resolve().relative_to(SNIPPETS.resolve()).as_posix()
    data = {"torch": {"version": "2.6.0"}, "device": {"type": "cpu"},
            "snippets": {relative: {"source": source_digest(item.snippet)}},
            "claims": {item.id: {"verdict": "verified", "observed": True, "check": item.digest}}}
    fresh = matrix_html([Record(Path("r.json"), data)], [item], "en", lambda i: "#", SNIPPETS)
    data["claims"][item.id]["check"] = "0" * 64
    old = matrix_html([Record(Path("r.json"), data)], [item], "en", lambda i: "#", SNIPPETS)
    assert 'class="tf-holds"' in fresh and "tf-pending" not in fresh
    assert 'class="tf-pending"' in old and "pending" in old and 'class="tf-holds"' not in old


def test_a_check_or_snippet_edited_between_builds_makes_the_same_record_pending(tmp_path: Path) -> None:
    """Under ``mkdocs serve`` one process loads the claims again at each rebuild; what the record's verdict was made
    from (the check's source, the snippet's) is read again after an edit, not kept from the first build. Each
    edit keeps the file's size, so only its modification time tells the caches apart."""
    import os

    folder = tmp_path / "snippets" / "demo"
    folder.mkdir(parents=True)
    snippet = folder / "e.py"
    snippet.write_text("import torch\ne = torch.zeros(2)\n", encoding="utf-8")
    claims_file = folder / CLAIMS_FILE
    claims_file.write_text(
        "from tensorfacts.claims import claim\n\n"
        '@claim("demo.zero", snippet="e.py", en="Zero.", zh="零。")\n'
        "def _(run):\n    return run['e'].sum().item() == 0\n", encoding="utf-8")
    root = tmp_path / "snippets"
    item = load_claims(root)["demo.zero"]
    relative = "demo/e.py"
    record = Record(Path("r.json"), {"torch": {"version": "2.6.0"}, "device": {"type": "cpu"},
                                     "snippets": {relative: {"source": source_digest(snippet)}},
                                     "claims": {item.id: {"verdict": "verified", "observed": True, "check": item.digest}}})
    assert record.state(item, root) == "holds"

    def edit(path: Path, old: str, new: str) -> None:
        assert len(old) == len(new)
        before = path.stat().st_mtime_ns
        path.write_text(path.read_text(encoding="utf-8").replace(old, new), encoding="utf-8")
        os.utime(path, ns=(before + 10**9, before + 10**9))

    edit(claims_file, "== 0\n", "<= 0\n")
    edited = load_claims(root)["demo.zero"]
    assert edited.digest != item.digest and record.state(edited, root) == "pending", record.pending(edited, root)
    edit(claims_file, "<= 0\n", "== 0\n")
    assert record.state(load_claims(root)["demo.zero"], root) == "holds"
    edit(snippet, "zeros(2)", "zeros(3)")
    assert record.state(load_claims(root)["demo.zero"], root) == "pending"


def test_two_checks_under_one_decorator_have_their_own_digests(tmp_path: Path) -> None:
    """A check wrapped by a decorator (``functools.wraps``) is read as its own source, not its wrapper's."""
    folder = tmp_path / "snippets" / "demo"
    folder.mkdir(parents=True)
    (folder / "e.py").write_text("import torch\ne = torch.zeros(2)\n", encoding="utf-8")
    (folder / CLAIMS_FILE).write_text(
        "import functools\nfrom tensorfacts.claims import claim\n\n"
        "def logged(check):\n    @functools.wraps(check)\n    def inner(run):\n        return check(run)\n    return inner\n\n"
        '@claim("demo.a", snippet="e.py", en="A.", zh="甲。")\n@logged\ndef _(run):\n    return run["e"].sum().item() == 0\n\n'
        '@claim("demo.b", snippet="e.py", en="B.", zh="乙。")\n@logged\ndef _(run):\n    return run["e"].numel() == 2\n',
        encoding="utf-8")
    claims = load_claims(tmp_path / "snippets")
    assert claims["demo.a"].digest != claims["demo.b"].digest
