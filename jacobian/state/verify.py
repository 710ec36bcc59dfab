"""Check a state directory's blobs against its metadata (``jacobian state verify``), and repair it.

:func:`check` re-hashes every file under ``blobs/`` and reads every artifact row. A blob a row
names is MISSING (no file), TRUNCATED (its bytes do not hash to its name and are fewer than the
row says) or CORRUPT (they do not hash to its name otherwise); a row whose blobs are intact but do
not agree with it is INCONSISTENT; a file that no row names is an ORPHAN (a write that failed, on a
full disk say, or was killed between its blob and its row). Findings name blobs by digest and
artifacts by URI, never by a path of the server's.

:func:`repair` needs the server lock (no server may be writing). It drops the row of every artifact
with a damaged blob, and the verification-record index row on it (the record cannot be read any
more), so the call that produced the artifact stores it again; removes every file under ``blobs/``
that no remaining row names; and writes each step to the append-only ``store_repairs`` table. A
check afterwards finds nothing.

A raw blob (``jacobian.blob.v1``) is named by its descriptor, read from the row's payload blob:
when that payload is damaged, the raw blob cannot be attributed and is reported as an orphan (the
row is dropped, so after the repair it is one).
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from jacobian.contracts.diagnostics import Code
from jacobian.contracts.enums import StrEnum

from .artifacts import BLOB_SCHEMA
from .blobs import BlobStore
from .errors import ArtifactCorrupt, StateError
from .state import State
from .statedir import fsync_dir

HEX_RE = re.compile(r"^[0-9a-f]{64}$")
#: The append-only triggers a repair lifts, inside its one transaction, to drop damaged rows.
_DELETE_TRIGGERS = ("artifacts_no_delete", "verification_records_no_delete")


class Problem(StrEnum):
    MISSING = "MISSING"
    TRUNCATED = "TRUNCATED"
    CORRUPT = "CORRUPT"
    INCONSISTENT = "INCONSISTENT"
    ORPHAN = "ORPHAN"


@dataclass(frozen=True)
class Finding:
    """One problem: ``blob`` is ``sha256:<hex>``, or ``blobs/<name>`` for a file not named like a blob."""

    problem: Problem
    blob: str
    uris: tuple[str, ...]  # the artifacts that name it (none for an orphan)
    detail: str

    def as_dict(self) -> dict[str, Any]:
        return {"problem": self.problem.value, "blob": self.blob, "artifacts": list(self.uris), "detail": self.detail}


@dataclass
class Report:
    artifacts: int = 0
    blobs: int = 0  # files re-hashed
    bytes: int = 0
    findings: list[Finding] = field(default_factory=list)
    #: every blob file found: its name (64 hex, or ``blobs/...`` for a stray) -> the artifacts naming it
    files: dict[str, tuple[str, ...]] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return not self.findings

    def as_dict(self) -> dict[str, Any]:
        return {
            "artifacts": self.artifacts,
            "blobs": self.blobs,
            "bytes": self.bytes,
            "findings": [f.as_dict() for f in self.findings],
        }


@dataclass(frozen=True)
class _File:
    actual: str  # the sha256 hex of its bytes
    size: int


def _scan(store: BlobStore) -> tuple[dict[str, _File], list[str], int]:
    """(blob name -> its hash and size, stray files relative to the store's root, bytes read)."""
    files: dict[str, _File] = {}
    strays: list[str] = []
    total = 0
    root = store.blobs
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames.sort()
        here = Path(dirpath)
        for name in sorted(filenames):
            path = here / name
            relative = f"{root.name}/{path.relative_to(root)}"
            if not (HEX_RE.match(name) and here.parent == root and here.name == name[:2]) or path.is_symlink():
                strays.append(relative)
                continue
            actual, size = store.hash_file(path)
            files[name] = _File(actual, size)
            total += size
    return files, strays, total


def _damage(name: str, entry: _File | None, expected: int | None) -> tuple[Problem, str] | None:
    if entry is None:
        return Problem.MISSING, "no file"
    if entry.actual == name:
        return None
    what = f"{entry.size} bytes hashing to sha256:{entry.actual[:16]}…"
    if expected is not None and entry.size < expected:
        return Problem.TRUNCATED, f"{what}, {expected} bytes expected"
    return Problem.CORRUPT, what + (f" ({expected} bytes expected)" if expected is not None else "")


def check(state: State) -> Report:
    """Re-hash every blob and read every artifact row; see the module docstring. Raises StateError
    only when the database cannot be read."""
    files, strays, total = _scan(state.blobs)
    rows = state.db.query("SELECT uri, manifest_hex, payload_hex, schema_id, size FROM artifacts ORDER BY rowid")
    named: dict[str, list[str]] = {}
    expected: dict[str, int] = {}
    report = Report(artifacts=len(rows), blobs=len(files) + len(strays), bytes=total)

    def intact(name: str) -> bool:
        entry = files.get(name)
        return entry is not None and entry.actual == name

    for uri, manifest_hex, payload_hex, schema, size in rows:
        names = [manifest_hex, payload_hex]
        attached: int | None = 0
        payload_size = files[payload_hex].size if intact(payload_hex) else None
        if intact(manifest_hex):
            declared = _json(state.blobs.path_of(manifest_hex)).get("size")
            if isinstance(declared, int):
                expected[payload_hex] = declared
                payload_size = declared if payload_size is None else payload_size
        if schema == BLOB_SCHEMA:
            attached = None
            if intact(payload_hex):
                descriptor = _json(state.blobs.path_of(payload_hex))
                raw, raw_size = descriptor.get("sha256"), descriptor.get("size")
                if isinstance(raw, str) and HEX_RE.match(raw) and isinstance(raw_size, int):
                    names.append(raw)
                    expected[raw] = attached = raw_size
        if payload_size is not None and attached is not None:
            expected[manifest_hex] = size - payload_size - attached
        for name in names:
            named.setdefault(name, []).append(uri)
        if all(intact(n) for n in names):
            try:
                state.artifacts.get(uri)
            except ArtifactCorrupt as exc:
                report.findings.append(Finding(Problem.INCONSISTENT, f"sha256:{manifest_hex}", (uri,), exc.message))
    for name, uris in named.items():
        damage = _damage(name, files.get(name), expected.get(name))
        if damage is not None:
            report.findings.append(Finding(damage[0], f"sha256:{name}", tuple(dict.fromkeys(uris)), damage[1]))
    for name, entry in files.items():
        if name not in named:
            detail = "no artifact names it" + ("" if entry.actual == name else "; its bytes do not hash to its name")
            report.findings.append(Finding(Problem.ORPHAN, f"sha256:{name}", (), detail))
    for stray in strays:
        report.findings.append(Finding(Problem.ORPHAN, stray, (), "not named like a blob"))
    report.files = {name: tuple(named.get(name, ())) for name in files} | {stray: () for stray in strays}
    return report


def _json(path: Path) -> dict[str, Any]:
    try:
        value = json.loads(path.read_bytes())
    except (OSError, ValueError):
        return {}
    return value if isinstance(value, dict) else {}


def repair(state: State, report: Report) -> list[dict[str, Any]]:
    """Drop the rows of damaged artifacts and remove every blob file no remaining row names (see the
    module docstring); return what was done, as written to ``store_repairs``. Raises StateError
    (STATE_LOCKED) unless ``state`` holds the server lock, STORAGE_ERROR if the database refuses."""
    if not state.exclusive:
        raise StateError(Code.STATE_LOCKED, "a repair needs the state directory's server lock; stop the server first")
    dropped: dict[str, Finding] = {}
    for finding in report.findings:
        for uri in finding.uris:
            dropped.setdefault(uri, finding)
    remove = {name for name, uris in report.files.items() if not set(uris) - set(dropped)}
    why = {f.blob: f for f in report.findings}
    actions: list[dict[str, Any]] = []
    with state.db.tx() as conn:
        triggers = conn.execute(
            "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name IN (?, ?)", _DELETE_TRIGGERS
        ).fetchall()
        for name, _ in triggers:
            conn.execute(f"DROP TRIGGER {name}")
        for uri, finding in dropped.items():
            conn.execute("DELETE FROM verification_records WHERE uri = ?", (uri,))
            conn.execute("DELETE FROM artifacts WHERE uri = ?", (uri,))
            actions.append(_log(conn, "DROP_ARTIFACT", uri, finding.blob, finding.problem, finding.detail))
        for _, sql in triggers:
            conn.execute(sql)
        for name in sorted(remove):
            label = name if name.startswith(state.blobs.blobs.name + "/") else f"sha256:{name}"
            found = why.get(label) or Finding(Problem.ORPHAN, label, (), "named only by dropped artifacts")
            problem, detail = found.problem, found.detail
            actions.append(_log(conn, "REMOVE_BLOB", None, label, problem, detail))
    parents = set()
    for name in remove:
        path = state.dir.root / name if "/" in name else state.blobs.path_of(name)
        path.unlink(missing_ok=True)
        parents.add(path.parent)
    for parent in parents:
        fsync_dir(parent)
    return actions


def _log(conn: Any, action: str, uri: str | None, blob: str, problem: Problem, detail: str) -> dict[str, Any]:
    conn.execute(
        "INSERT INTO store_repairs (action, uri, blob, problem, detail) VALUES (?, ?, ?, ?, ?)",
        (action, uri, blob, problem.value, detail),
    )
    return {"action": action, "artifact": uri, "blob": blob, "problem": problem.value, "detail": detail}
