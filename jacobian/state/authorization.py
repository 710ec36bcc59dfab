"""Operator authorization of checkers, kept as an append-only audit trail.

Each AUTHORIZE or REVOKE is a row of ``checker_audit`` (triggers reject UPDATE
and DELETE). A checker is authorized when its latest row is an AUTHORIZE whose
digest equals the digest of its source files *now*: editing a checker's files
withdraws its authorization until the operator authorizes it again.
"""

from __future__ import annotations

import builtins
import getpass
import os
from collections.abc import Iterable
from dataclasses import dataclass

from jacobian.checkers.spec import CheckerSpec
from jacobian.contracts.diagnostics import Code

from .db import Database
from .errors import StateError

MAX_REASON = 1000


@dataclass(frozen=True)
class AuditEntry:
    seq: int
    checker_id: str
    action: str  # AUTHORIZE | REVOKE
    digest: str | None
    reason: str
    actor: str
    at: str


@dataclass(frozen=True)
class CheckerStatus:
    checker_id: str
    status: str  # AUTHORIZED | NOT_AUTHORIZED | REVOKED | DIGEST_CHANGED | SOURCE_MISSING
    current_digest: str | None
    authorized_digest: str | None
    at: str | None
    reason: str | None


def _actor() -> str:
    try:
        return f"{getpass.getuser()} (pid {os.getpid()})"
    except Exception:  # no passwd entry in some containers
        return f"uid {os.getuid()} (pid {os.getpid()})"


def current_digest(spec: CheckerSpec) -> str | None:
    """The checker's digest over its files now, or None when a file is missing."""
    try:
        return spec.digest()
    except OSError:
        return None


class Authorizations:
    def __init__(self, db: Database) -> None:
        self.db = db

    def _append(self, checker_id: str, action: str, digest: str | None, reason: str) -> AuditEntry:
        if not isinstance(reason, str) or len(reason) > MAX_REASON:
            raise StateError(Code.INVALID_REQUEST, f"reason must be text of at most {MAX_REASON} characters")
        with self.db.tx() as conn:
            cur = conn.execute(
                "INSERT INTO checker_audit (checker_id, action, digest, reason, actor) VALUES (?, ?, ?, ?, ?)",
                (checker_id, action, digest, reason, _actor()),
            )
            seq = cur.lastrowid
        row = self.db.query(
            "SELECT seq, checker_id, action, digest, reason, actor, at FROM checker_audit WHERE seq = ?", (seq,)
        )
        return AuditEntry(*row[0])

    def authorize(self, spec: CheckerSpec, reason: str) -> AuditEntry:
        """Record that the operator trusts ``spec`` with the digest its files have now."""
        digest = current_digest(spec)
        if digest is None:
            raise StateError(
                Code.CHECKER_UNAVAILABLE, f"checker {spec.id}: a source file is missing; cannot authorize it"
            )
        return self._append(spec.id, "AUTHORIZE", digest, reason)

    def revoke(self, checker_id: str, reason: str = "") -> AuditEntry:
        latest = self._latest(checker_id)
        if latest is None or latest.action != "AUTHORIZE":
            raise StateError(Code.CHECKER_NOT_AUTHORIZED, f"checker {checker_id} is not authorized; nothing to revoke")
        return self._append(checker_id, "REVOKE", latest.digest, reason)

    def _latest(self, checker_id: str) -> AuditEntry | None:
        rows = self.db.query(
            "SELECT seq, checker_id, action, digest, reason, actor, at FROM checker_audit"
            " WHERE checker_id = ? ORDER BY seq DESC LIMIT 1",
            (checker_id,),
        )
        return AuditEntry(*rows[0]) if rows else None

    def authorized_digest(self, checker_id: str) -> str | None:
        latest = self._latest(checker_id)
        return latest.digest if latest is not None and latest.action == "AUTHORIZE" else None

    def is_authorized(self, spec: CheckerSpec) -> bool:
        """True only if the latest act authorized exactly the digest the checker's files have now."""
        authorized = self.authorized_digest(spec.id)
        return authorized is not None and authorized == current_digest(spec)

    def status(self, spec: CheckerSpec) -> CheckerStatus:
        latest = self._latest(spec.id)
        digest = current_digest(spec)
        if digest is None:
            status = "SOURCE_MISSING"
        elif latest is None:
            status = "NOT_AUTHORIZED"
        elif latest.action == "REVOKE":
            status = "REVOKED"
        elif latest.digest != digest:
            status = "DIGEST_CHANGED"
        else:
            status = "AUTHORIZED"
        return CheckerStatus(
            checker_id=spec.id,
            status=status,
            current_digest=digest,
            authorized_digest=latest.digest if latest else None,
            at=latest.at if latest else None,
            reason=latest.reason if latest else None,
        )

    def list(self, specs: Iterable[CheckerSpec] | None = None) -> list[CheckerStatus]:
        """The status of each given checker (default: the bundled ones), by id."""
        if specs is None:
            from jacobian.checkers.spec import BUNDLED

            specs = BUNDLED
        return [self.status(spec) for spec in sorted(specs, key=lambda s: s.id)]

    def history(self, checker_id: str | None = None) -> builtins.list[AuditEntry]:
        sql = "SELECT seq, checker_id, action, digest, reason, actor, at FROM checker_audit"
        params: tuple = ()
        if checker_id is not None:
            sql += " WHERE checker_id = ?"
            params = (checker_id,)
        return [AuditEntry(*row) for row in self.db.query(sql + " ORDER BY seq", params)]
