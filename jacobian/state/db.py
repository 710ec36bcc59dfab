"""SQLite metadata: WAL mode, full sync, numbered schema migrations.

Append-only tables are enforced by triggers that abort UPDATE and DELETE, so
neither a bug nor a hand-edited query can rewrite history.
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from jacobian.contracts.diagnostics import Code

from .errors import StateError
from .private import private_database


def _append_only(table: str) -> str:
    return f"""
CREATE TRIGGER {table}_no_update BEFORE UPDATE ON {table}
BEGIN SELECT RAISE(ABORT, '{table} is append-only'); END;
CREATE TRIGGER {table}_no_delete BEFORE DELETE ON {table}
BEGIN SELECT RAISE(ABORT, '{table} is append-only'); END;
"""


# Each entry is one migration; index + 1 is the resulting user_version. Never edit a shipped one.
MIGRATIONS: tuple[str, ...] = (
    """
CREATE TABLE artifacts (
    uri TEXT PRIMARY KEY,
    manifest_hex TEXT NOT NULL,
    payload_hex TEXT NOT NULL,
    object_digest TEXT NOT NULL,
    schema_id TEXT NOT NULL,
    semantics TEXT NOT NULL,
    size INTEGER NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX artifacts_schema ON artifacts(schema_id);
"""
    + _append_only("artifacts")
    + """
CREATE TABLE checker_audit (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    checker_id TEXT NOT NULL,
    action TEXT NOT NULL CHECK (action IN ('AUTHORIZE', 'REVOKE')),
    digest TEXT,
    reason TEXT NOT NULL,
    actor TEXT NOT NULL,
    at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX checker_audit_id ON checker_audit(checker_id, seq);
"""
    + _append_only("checker_audit")
    + """
CREATE TABLE verification_records (
    uri TEXT PRIMARY KEY REFERENCES artifacts(uri),
    checker_id TEXT NOT NULL,
    checker_digest TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
"""
    + _append_only("verification_records")
    + """
CREATE TABLE reasoning_runs (
    run_id TEXT PRIMARY KEY,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
"""
    + _append_only("reasoning_runs")
    + """
CREATE TABLE reasoning_entries (
    run_id TEXT NOT NULL REFERENCES reasoning_runs(run_id),
    seq INTEGER NOT NULL CHECK (seq >= 1),
    kind TEXT NOT NULL,
    call_id TEXT,
    capability_id TEXT,
    summary TEXT,
    data TEXT NOT NULL,
    at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    PRIMARY KEY (run_id, seq)
);
CREATE INDEX reasoning_entries_call ON reasoning_entries(call_id);
CREATE TRIGGER reasoning_entries_contiguous BEFORE INSERT ON reasoning_entries
WHEN NEW.seq != (SELECT COALESCE(MAX(seq), 0) + 1 FROM reasoning_entries WHERE run_id = NEW.run_id)
BEGIN SELECT RAISE(ABORT, 'reasoning_entries sequence must be contiguous'); END;
"""
    + _append_only("reasoning_entries")
    + """
CREATE TABLE reasoning_unattached (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    code TEXT NOT NULL,
    message TEXT NOT NULL,
    run_id TEXT,
    call_id TEXT,
    capability_id TEXT,
    at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
"""
    + _append_only("reasoning_unattached"),
    # 2: chunked uploads in progress (mutable: a row lives from begin to commit, abort or expiry)
    """
CREATE TABLE uploads (
    upload_id TEXT PRIMARY KEY,
    sha256 TEXT NOT NULL,
    size INTEGER NOT NULL CHECK (size >= 0),
    media_type TEXT NOT NULL,
    compression TEXT NOT NULL,
    target_schema TEXT NOT NULL,
    summary TEXT NOT NULL,
    received INTEGER NOT NULL DEFAULT 0 CHECK (received >= 0 AND received <= size),
    created REAL NOT NULL,
    touched REAL NOT NULL
);
""",
    # 3: what `jacobian state verify --repair` dropped or removed, and why (see .verify)
    """
CREATE TABLE store_repairs (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    action TEXT NOT NULL CHECK (action IN ('DROP_ARTIFACT', 'REMOVE_BLOB')),
    uri TEXT,
    blob TEXT NOT NULL,
    problem TEXT NOT NULL,
    detail TEXT NOT NULL,
    at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
"""
    + _append_only("store_repairs"),
)


class Database:
    """One SQLite connection shared by the services, serialized by a lock."""

    def __init__(self, path: Path, *, readonly: bool = False) -> None:
        self.path = path
        self.readonly = readonly
        self._lock = threading.RLock()
        try:
            if not readonly:
                private_database(path)  # 0600 before SQLite creates it: its -wal and -shm follow its mode
            if readonly:
                uri = f"file:{path}?mode=ro"
                self.conn = sqlite3.connect(uri, uri=True, isolation_level=None, check_same_thread=False)
            else:
                self.conn = sqlite3.connect(str(path), isolation_level=None, check_same_thread=False)
            self.conn.execute("PRAGMA busy_timeout = 10000")
            if not readonly:
                self.conn.execute("PRAGMA journal_mode = WAL")
            self.conn.execute("PRAGMA synchronous = FULL")
            self.conn.execute("PRAGMA foreign_keys = ON")
        except (sqlite3.Error, OSError) as exc:
            why = exc.strerror if isinstance(exc, OSError) else exc
            raise StateError(Code.STORAGE_ERROR, f"cannot open the database {path.name}: {why}") from exc

    @property
    def version(self) -> int:
        return int(self.conn.execute("PRAGMA user_version").fetchone()[0])

    def migrate(self) -> None:
        """Apply every migration past the stored ``user_version``, each in its own transaction."""
        with self._lock:
            for index, script in enumerate(MIGRATIONS):
                target = index + 1
                if self.version >= target:
                    continue
                if self.readonly:
                    raise StateError(
                        Code.STORAGE_ERROR, f"database {self.path.name} needs migration {target}; open it writable"
                    )
                try:
                    # executescript commits implicitly; wrap in one explicit transaction.
                    self.conn.executescript(f"BEGIN IMMEDIATE;\n{script}\nPRAGMA user_version = {target};\nCOMMIT;")
                except sqlite3.Error as exc:
                    if self.conn.in_transaction:
                        self.conn.execute("ROLLBACK")
                    raise StateError(Code.STORAGE_ERROR, f"migration {target} failed: {exc}") from exc
            if self.version > len(MIGRATIONS):
                raise StateError(
                    Code.STORAGE_ERROR,
                    f"database {self.path.name} has schema version {self.version}, newer than this Jacobian "
                    f"({len(MIGRATIONS)})",
                )

    @contextmanager
    def tx(self) -> Iterator[sqlite3.Connection]:
        """A write transaction (BEGIN IMMEDIATE); any SQLite failure becomes STORAGE_ERROR."""
        with self._lock:
            try:
                self.conn.execute("BEGIN IMMEDIATE")
            except sqlite3.Error as exc:
                raise StateError(Code.STORAGE_ERROR, f"cannot begin a transaction: {exc}") from exc
            try:
                yield self.conn
                self.conn.execute("COMMIT")
            except BaseException as exc:
                if self.conn.in_transaction:
                    try:
                        self.conn.execute("ROLLBACK")
                    except sqlite3.Error:
                        pass
                if isinstance(exc, sqlite3.Error):
                    raise StateError(Code.STORAGE_ERROR, f"database write failed: {exc}") from exc
                raise

    def query(self, sql: str, params: tuple = ()) -> list[tuple]:
        with self._lock:
            try:
                return self.conn.execute(sql, params).fetchall()
            except sqlite3.Error as exc:
                raise StateError(Code.STORAGE_ERROR, f"database read failed: {exc}") from exc

    def close(self) -> None:
        with self._lock:
            self.conn.close()
