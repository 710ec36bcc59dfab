"""Experiments in SQLite: ``experiments.sqlite3`` in the state directory, beside ``state.sqlite3``.

A separate file keeps the experiment tables out of the state database's numbered migrations
(and its append-only history), and lets a long experiment's writes never contend with
artifact writes. WAL mode, ``synchronous = FULL``: a result is durable when ``commit_results``
(one transaction per batch of results) returns. ``results`` is append-only (triggers), keyed by
(experiment, request digest), so no item can be recorded twice, even by a bug; a second commit of
the same item (a retried Ray task, a run cut off after its commit) is a no-op. ``placements``
says which executor node ran each committed item (schema 2; a schema-1 file gains the column and
the table on open). ``retries`` holds, with each committed item, the runs of it that failed for an
infrastructure reason and were run again (schema 3; an older file gains the table on open).
"""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from jacobian.contracts.diagnostics import Code
from jacobian.contracts.enums import ExperimentState, ExperimentStopReason
from jacobian.state.blobs import checkpoint
from jacobian.state.errors import StateError
from jacobian.state.private import private_database

from .model import ARCHIVE_PAGE_ITEMS, Accounting, Budgets, ExperimentScope, ExperimentSnapshot, allowed

DB_NAME = "experiments.sqlite3"
SCHEMA_VERSION = 3
SCHEMA = """
CREATE TABLE IF NOT EXISTS experiments (
    id TEXT PRIMARY KEY,
    capability_id TEXT NOT NULL,
    mode TEXT NOT NULL,
    family_json TEXT NOT NULL,
    scope_json TEXT NOT NULL,
    budgets_json TEXT NOT NULL,
    state TEXT NOT NULL,
    stop_reason TEXT,
    running_seconds REAL NOT NULL DEFAULT 0,
    created REAL NOT NULL,
    executor TEXT NOT NULL DEFAULT 'local'
);
CREATE TABLE IF NOT EXISTS items (
    experiment_id TEXT NOT NULL REFERENCES experiments(id),
    idx INTEGER NOT NULL CHECK (idx >= 0),
    request_digest TEXT NOT NULL,
    PRIMARY KEY (experiment_id, idx)
);
CREATE TABLE IF NOT EXISTS requests (
    experiment_id TEXT NOT NULL REFERENCES experiments(id),
    request_digest TEXT NOT NULL,
    first_idx INTEGER NOT NULL,
    payload_json TEXT NOT NULL,
    PRIMARY KEY (experiment_id, request_digest)
);
CREATE TABLE IF NOT EXISTS results (
    experiment_id TEXT NOT NULL,
    request_digest TEXT NOT NULL,
    status TEXT NOT NULL,
    code TEXT,
    wall_ms INTEGER NOT NULL,
    cpu_ms INTEGER,
    result_digest TEXT NOT NULL,
    result_json TEXT NOT NULL,
    committed REAL NOT NULL,
    PRIMARY KEY (experiment_id, request_digest),
    FOREIGN KEY (experiment_id, request_digest) REFERENCES requests(experiment_id, request_digest)
);
CREATE TABLE IF NOT EXISTS placements (
    experiment_id TEXT NOT NULL,
    request_digest TEXT NOT NULL,
    node TEXT NOT NULL,
    PRIMARY KEY (experiment_id, request_digest),
    FOREIGN KEY (experiment_id, request_digest) REFERENCES results(experiment_id, request_digest)
);
CREATE TABLE IF NOT EXISTS retries (
    experiment_id TEXT NOT NULL,
    request_digest TEXT NOT NULL,
    attempt INTEGER NOT NULL CHECK (attempt >= 1),
    code TEXT NOT NULL,
    PRIMARY KEY (experiment_id, request_digest, attempt),
    FOREIGN KEY (experiment_id, request_digest) REFERENCES results(experiment_id, request_digest)
);
CREATE TABLE IF NOT EXISTS archive_pages (
    experiment_id TEXT NOT NULL REFERENCES experiments(id),
    page INTEGER NOT NULL,
    uri TEXT NOT NULL,
    PRIMARY KEY (experiment_id, page)
);
CREATE INDEX IF NOT EXISTS requests_in_order ON requests (experiment_id, first_idx);
CREATE TRIGGER IF NOT EXISTS results_no_update BEFORE UPDATE ON results
BEGIN SELECT RAISE(ABORT, 'results is append-only'); END;
CREATE TRIGGER IF NOT EXISTS results_no_delete BEFORE DELETE ON results
BEGIN SELECT RAISE(ABORT, 'results is append-only'); END;
"""


@dataclass(frozen=True)
class ResultRow:
    """One item's result as committed: keyed by its request digest."""

    digest: str
    status: str
    code: str | None
    wall_ms: int
    cpu_ms: int | None
    result_digest: str
    result_json: str
    node: str | None = None
    retried: tuple[str, ...] = ()  # the codes of the earlier runs that failed for an infrastructure reason


def has_live_experiments(path: Path) -> bool:
    """Whether the experiment database at ``path`` exists and holds a RUNNING or PAUSED experiment (read-only)."""
    if not path.is_file():
        return False
    try:
        conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            row = conn.execute("SELECT 1 FROM experiments WHERE state IN ('RUNNING', 'PAUSED') LIMIT 1").fetchone()
        finally:
            conn.close()
    except sqlite3.Error:
        return True  # unreadable: opening it says why
    return row is not None


def _ranges(indices: list[int]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for i in indices:
        if out and out[-1][1] == i - 1:
            out[-1] = (out[-1][0], i)
        else:
            out.append((i, i))
    return out


class ExperimentStore:
    """One connection, serialized by a lock; every failure is a STORAGE_ERROR ``StateError``."""

    def __init__(self, root: Path) -> None:
        self.path = Path(root) / DB_NAME
        self._lock = threading.RLock()
        try:
            private_database(self.path)  # 0600 whatever the umask, its -wal and -shm with it
            self.conn = sqlite3.connect(str(self.path), isolation_level=None, check_same_thread=False)
            self.conn.execute("PRAGMA busy_timeout = 10000")
            self.conn.execute("PRAGMA journal_mode = WAL")
            self.conn.execute("PRAGMA synchronous = FULL")
            self.conn.execute("PRAGMA foreign_keys = ON")
            version = int(self.conn.execute("PRAGMA user_version").fetchone()[0])
            if version > SCHEMA_VERSION:
                raise StateError(Code.STORAGE_ERROR, f"{self.path} has schema {version}, newer than this Jacobian")
            columns = {r[1] for r in self.conn.execute("PRAGMA table_info(experiments)")}
            upgrade = (
                "ALTER TABLE experiments ADD COLUMN executor TEXT NOT NULL DEFAULT 'local';\n"
                if columns and "executor" not in columns
                else ""
            )
            self.conn.executescript(
                f"BEGIN IMMEDIATE;\n{upgrade}{SCHEMA}\nPRAGMA user_version = {SCHEMA_VERSION};\nCOMMIT;"
            )
        except (sqlite3.Error, OSError) as exc:
            raise StateError(Code.STORAGE_ERROR, f"cannot open experiment database {self.path}: {exc}") from exc

    def close(self) -> None:
        with self._lock:
            self.conn.close()

    def _write(self, statements: list[tuple[str, tuple]] | None = None, many: tuple[str, list[tuple]] | None = None):
        with self._lock:
            try:
                self.conn.execute("BEGIN IMMEDIATE")
                for sql, params in statements or ():
                    self.conn.execute(sql, params)
                if many:
                    self.conn.executemany(*many)
                self.conn.execute("COMMIT")
            except sqlite3.Error as exc:
                if self.conn.in_transaction:
                    self.conn.execute("ROLLBACK")
                raise StateError(Code.STORAGE_ERROR, f"experiment database write failed: {exc}") from exc

    def _read(self, sql: str, params: tuple = ()) -> list[tuple]:
        with self._lock:
            try:
                return self.conn.execute(sql, params).fetchall()
            except sqlite3.Error as exc:
                raise StateError(Code.STORAGE_ERROR, f"experiment database read failed: {exc}") from exc

    # -- writing ----------------------------------------------------------------------
    def create(
        self,
        exp_id: str,
        capability_id: str,
        mode: str,
        family: dict,
        scope: dict,
        budgets: Budgets,
        items: list[tuple[str, str]],
        executor: str = "local",
    ) -> None:
        """The experiment and its whole family (request digest, canonical payload JSON), in one transaction."""
        seen: dict[str, int] = {}
        for i, (digest, _) in enumerate(items):
            seen.setdefault(digest, i)
        with self._lock:
            try:
                self.conn.execute("BEGIN IMMEDIATE")
                self.conn.execute(
                    "INSERT INTO experiments (id, capability_id, mode, family_json, scope_json, budgets_json, state,"
                    " created, executor) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        exp_id,
                        capability_id,
                        mode,
                        json.dumps(family),
                        json.dumps(scope),
                        budgets.model_dump_json(),
                        ExperimentState.RUNNING.value,
                        time.time(),
                        executor,
                    ),
                )
                self.conn.executemany(
                    "INSERT INTO items VALUES (?, ?, ?)", [(exp_id, i, d) for i, (d, _) in enumerate(items)]
                )
                self.conn.executemany(
                    "INSERT INTO requests VALUES (?, ?, ?, ?)", [(exp_id, d, seen[d], items[seen[d]][1]) for d in seen]
                )
                self.conn.execute("COMMIT")
            except sqlite3.Error as exc:
                if self.conn.in_transaction:
                    self.conn.execute("ROLLBACK")
                raise StateError(Code.STORAGE_ERROR, f"cannot record the experiment: {exc}") from exc

    def commit_results(self, exp_id: str, rows: list[ResultRow], running_seconds: float) -> int:
        """Commit a batch of items' results (and the nodes that ran them) in one transaction: all or none.

        Returns how many were new; an item that already had a result keeps it (the row is skipped)."""
        with self._lock:
            try:
                self.conn.execute("BEGIN IMMEDIATE")
                inserted = 0
                now = time.time()
                for row in rows:
                    cur = self.conn.execute(
                        "INSERT INTO results (experiment_id, request_digest, status, code, wall_ms, cpu_ms,"
                        " result_digest, result_json, committed) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
                        " ON CONFLICT (experiment_id, request_digest) DO NOTHING",
                        (
                            exp_id,
                            row.digest,
                            row.status,
                            row.code,
                            row.wall_ms,
                            row.cpu_ms,
                            row.result_digest,
                            row.result_json,
                            now,
                        ),
                    )
                    if cur.rowcount == 1:
                        inserted += 1
                        if row.node is not None:
                            self.conn.execute("INSERT INTO placements VALUES (?, ?, ?)", (exp_id, row.digest, row.node))
                        self.conn.executemany(
                            "INSERT INTO retries VALUES (?, ?, ?, ?)",
                            [(exp_id, row.digest, k, code) for k, code in enumerate(row.retried, 1)],
                        )
                self.conn.execute(
                    "UPDATE experiments SET running_seconds = MAX(running_seconds, ?) WHERE id = ?",
                    (running_seconds, exp_id),
                )
                checkpoint("experiments.batch.inserted")
                self.conn.execute("COMMIT")
                return inserted
            except sqlite3.Error as exc:
                if self.conn.in_transaction:
                    self.conn.execute("ROLLBACK")
                raise StateError(Code.STORAGE_ERROR, f"experiment database write failed: {exc}") from exc

    def transition(
        self,
        exp_id: str,
        new: ExperimentState,
        reason: ExperimentStopReason | None = None,
        running_seconds: float | None = None,
    ) -> ExperimentState:
        """Move to ``new`` if the model allows it from the stored state; returns the state before.

        Raises ``StateError(INVALID_REQUEST)`` naming both states when it does not."""
        with self._lock:
            old = self.state(exp_id)
            if not allowed(old, new):
                raise StateError(
                    Code.INVALID_REQUEST,
                    f"experiment is {old.value}; it cannot become {new.value}",
                    path="$.payload.experiment",
                )
            if new is ExperimentState.COMPLETED and self._pending(exp_id):
                raise StateError(Code.INVALID_REQUEST, "COMPLETED requires every item accounted for")
            self._write(
                [
                    (
                        "UPDATE experiments SET state = ?, stop_reason = ?,"
                        " running_seconds = MAX(running_seconds, COALESCE(?, 0)) WHERE id = ?",
                        (new.value, reason.value if reason else None, running_seconds, exp_id),
                    )
                ]
            )
            return old

    # -- reading ----------------------------------------------------------------------
    def exists(self, exp_id: str) -> bool:
        return bool(self._read("SELECT 1 FROM experiments WHERE id = ?", (exp_id,)))

    def state(self, exp_id: str) -> ExperimentState:
        rows = self._read("SELECT state FROM experiments WHERE id = ?", (exp_id,))
        if not rows:
            raise StateError(Code.INVALID_REQUEST, f"no experiment {exp_id}", path="$.payload.experiment")
        return ExperimentState(rows[0][0])

    def live_ids(self) -> list[str]:
        return [r[0] for r in self._read("SELECT id FROM experiments WHERE state IN ('RUNNING', 'PAUSED')")]

    def header(self, exp_id: str) -> dict[str, Any]:
        rows = self._read(
            "SELECT capability_id, mode, budgets_json, running_seconds, executor FROM experiments WHERE id = ?",
            (exp_id,),
        )
        if not rows:
            raise StateError(Code.INVALID_REQUEST, f"no experiment {exp_id}", path="$.payload.experiment")
        cid, mode, budgets, seconds, executor = rows[0]
        return {
            "capability_id": cid,
            "mode": mode,
            "budgets": Budgets.model_validate_json(budgets),
            "running_seconds": float(seconds),
            "executor": executor,
        }

    def pending(self, exp_id: str) -> list[tuple[str, str]]:
        """Uncommitted unique requests, in family order: (request digest, payload JSON)."""
        return [
            (d, p)
            for d, p in self._read(
                "SELECT q.request_digest, q.payload_json FROM requests q LEFT JOIN results r"
                " ON r.experiment_id = q.experiment_id AND r.request_digest = q.request_digest"
                " WHERE q.experiment_id = ? AND r.request_digest IS NULL ORDER BY q.first_idx",
                (exp_id,),
            )
        ]

    def _pending(self, exp_id: str) -> int:
        return len(self.pending(exp_id))

    def committed_count(self, exp_id: str) -> int:
        return int(self._read("SELECT COUNT(*) FROM results WHERE experiment_id = ?", (exp_id,))[0][0])

    def results(self, exp_id: str) -> dict[str, str]:
        """request digest -> result digest, for every committed item."""
        return dict(self._read("SELECT request_digest, result_digest FROM results WHERE experiment_id = ?", (exp_id,)))

    def accounting(self, exp_id: str, running_seconds: float | None = None) -> Accounting:
        head = self.header(exp_id)
        raw = self._read("SELECT COUNT(*) FROM items WHERE experiment_id = ?", (exp_id,))[0][0]
        unique = self._read("SELECT COUNT(*) FROM requests WHERE experiment_id = ?", (exp_id,))[0][0]
        rows = self._read(
            "SELECT status, code, COUNT(*), SUM(wall_ms), SUM(COALESCE(cpu_ms, 0)) FROM results"
            " WHERE experiment_id = ? GROUP BY status, code",
            (exp_id,),
        )
        evaluated = failed = wall = cpu = 0
        by_code: dict[str, int] = {}
        for status, code, n, w, c in rows:
            wall, cpu = wall + int(w or 0), cpu + int(c or 0)
            if status == "COMPLETED":
                evaluated += n
            else:
                failed += n
                key = code or "UNKNOWN"
                by_code[key] = by_code.get(key, 0) + n
        committed = evaluated + failed
        seconds = max(head["running_seconds"], running_seconds or 0.0)
        by_node = dict(
            self._read("SELECT node, COUNT(*) FROM placements WHERE experiment_id = ? GROUP BY node", (exp_id,))
        )
        archived = self._read("SELECT COUNT(*) FROM archive_pages WHERE experiment_id = ?", (exp_id,))[0][0]
        retried = dict(
            self._read("SELECT code, COUNT(*) FROM retries WHERE experiment_id = ? GROUP BY code", (exp_id,))
        )
        return Accounting(
            raw=raw,
            unique=unique,
            duplicates=raw - unique,
            committed=committed,
            evaluated=evaluated,
            failed=failed,
            failed_by_code=by_code,
            pending=unique - committed,
            item_wall_ms=wall,
            item_cpu_ms=cpu,
            running_seconds=round(seconds, 3),
            by_node=by_node,
            pages=-(-unique // ARCHIVE_PAGE_ITEMS),
            pages_archived=archived,
            retries=sum(retried.values()),
            retried_by_code=retried,
        )

    def archive_rows(self, exp_id: str, page: int | None = None) -> list[tuple]:
        """The unique requests in family order (all, or those of one archive page): (first index, request
        digest, status, code, conclusion, result digest), the last four None while it has no committed result."""
        window = "" if page is None else f" LIMIT {ARCHIVE_PAGE_ITEMS} OFFSET {int(page) * ARCHIVE_PAGE_ITEMS}"
        return self._read(
            "SELECT q.first_idx, q.request_digest, r.status, r.code, json_extract(r.result_json, '$.conclusion'),"
            " r.result_digest FROM requests q LEFT JOIN results r ON r.experiment_id = q.experiment_id"
            " AND r.request_digest = q.request_digest WHERE q.experiment_id = ? ORDER BY q.first_idx" + window,
            (exp_id,),
        )

    def unique_count(self, exp_id: str) -> int:
        return int(self._read("SELECT COUNT(*) FROM requests WHERE experiment_id = ?", (exp_id,))[0][0])

    def result(self, exp_id: str, request_digest: str) -> tuple[str, str, str | None, list[str]] | None:
        """One committed item: (result digest, result JSON, node that ran it or None, codes of its retried runs),
        or None if it has none."""
        rows = self._read(
            "SELECT r.result_digest, r.result_json, p.node FROM results r LEFT JOIN placements p"
            " ON p.experiment_id = r.experiment_id AND p.request_digest = r.request_digest"
            " WHERE r.experiment_id = ? AND r.request_digest = ?",
            (exp_id, request_digest),
        )
        if not rows:
            return None
        retried = self._read(
            "SELECT code FROM retries WHERE experiment_id = ? AND request_digest = ? ORDER BY attempt",
            (exp_id, request_digest),
        )
        return rows[0][0], rows[0][1], rows[0][2], [r[0] for r in retried]

    def archived_pages(self, exp_id: str) -> dict[int, str]:
        return dict(self._read("SELECT page, uri FROM archive_pages WHERE experiment_id = ?", (exp_id,)))

    def record_page(self, exp_id: str, page: int, uri: str) -> None:
        self._write(
            [
                (
                    "INSERT INTO archive_pages VALUES (?, ?, ?) ON CONFLICT (experiment_id, page) DO NOTHING",
                    (exp_id, page, uri),
                )
            ]
        )

    def scope(self, exp_id: str) -> ExperimentScope:
        family = json.loads(self._read("SELECT scope_json FROM experiments WHERE id = ?", (exp_id,))[0][0])
        covered = [
            r[0]
            for r in self._read(
                "SELECT i.idx FROM items i JOIN results r ON r.experiment_id = i.experiment_id"
                " AND r.request_digest = i.request_digest WHERE i.experiment_id = ? ORDER BY i.idx",
                (exp_id,),
            )
        ]
        raw = int(family["raw_items"])
        complete = len(covered) == raw
        statement = family["statement"] + (
            "; every item has a committed result"
            if complete
            else f"; only {len(covered)} of its {raw} items have a committed result (see covered_ranges): "
            "nothing is claimed about the others"
        )
        return ExperimentScope(
            family=family,
            covered_items=len(covered),
            covered_ranges=_ranges(covered),
            complete=complete,
            statement=statement,
        )

    def snapshot(self, exp_id: str, running_seconds: float | None = None) -> ExperimentSnapshot:
        with self._lock:
            head = self.header(exp_id)
            row = self._read("SELECT state, stop_reason FROM experiments WHERE id = ?", (exp_id,))[0]
            return ExperimentSnapshot(
                uri=f"experiment://{exp_id}",
                experiment_id=exp_id,
                capability_id=head["capability_id"],
                mode=head["mode"],
                executor=head["executor"],
                state=ExperimentState(row[0]),
                stop_reason=ExperimentStopReason(row[1]) if row[1] else None,
                budgets=head["budgets"],
                accounting=self.accounting(exp_id, running_seconds),
                scope=self.scope(exp_id),
            )
