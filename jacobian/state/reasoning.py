"""The reasoning log behind ``reasoning.write`` and ``reasoning://run/{run_id}``.

A run is PLAN, then capability cycles (BEFORE_TOOL, the bound ``math.run``,
AFTER_TOOL), then FINAL. The log is append-only (SQLite triggers) with
contiguous per-run sequence numbers; a run's state is a fold over its entries,
so it survives restarts unchanged. Entry kinds written by the agent are the
four phases; the server writes CALL_BOUND (with its process epoch),
CALL_OUTCOME (the actual status, assurance, completeness, result digest and
artifact URIs, never the payload or output) and, in AUDIT mode, VIOLATION.

A call still RUNNING under an earlier epoch was interrupted by a restart: an
AFTER_TOOL reporting RESULT_UNAVAILABLE closes it as an interrupted ERROR.
"""

from __future__ import annotations

import json
import re
import sqlite3
import uuid
from dataclasses import dataclass, field
from typing import Any, Literal

from pydantic import Field, ValidationError

from jacobian.contracts.base import Frozen
from jacobian.contracts.descriptor import CAPABILITY_ID_RE
from jacobian.contracts.diagnostics import Code
from jacobian.contracts.enums import AssuranceLevel, Completeness, ExecutionStatus, StrEnum

from .canonical import canonical_bytes
from .db import Database
from .errors import ReasoningError

MAX_SUMMARY_CHARS = 512
MAX_SUMMARY_BYTES = 2048
MAX_CYCLES = 64
RUN_ID_RE = re.compile(r"^[0-9a-f]{32}$")


class ReasoningMode(StrEnum):
    OFF = "OFF"
    AUDIT = "AUDIT"
    REQUIRED = "REQUIRED"


class Phase(StrEnum):
    PLAN = "PLAN"
    BEFORE_TOOL = "BEFORE_TOOL"
    AFTER_TOOL = "AFTER_TOOL"
    FINAL = "FINAL"


class ToolReport(Frozen):
    """What the agent says a call returned (AFTER_TOOL)."""

    result: Literal["REPORTED", "RESULT_UNAVAILABLE"] = "REPORTED"
    execution_status: ExecutionStatus | None = None
    assurance: AssuranceLevel | None = None
    completeness: Completeness | None = None
    result_digest: str | None = Field(default=None, max_length=80)
    artifact_uris: tuple[str, ...] = Field(default=(), max_length=64)


@dataclass(frozen=True)
class WriteAck:
    run_id: str
    seq: int
    phase: Phase
    call_id: str | None = None
    report_matches: bool | None = None
    mismatches: tuple[str, ...] = ()


@dataclass(frozen=True)
class CallBinding:
    """The outcome of binding a ``math.run`` to the log; ``attached`` when its outcome will be recorded."""

    run_id: str | None
    call_id: str | None
    capability_id: str
    attached: bool
    violation: Code | None = None
    message: str = ""


@dataclass
class RunState:
    run_id: str
    next_seq: int = 1
    closed: bool = False
    cycles: int = 0
    open_call: str | None = None
    call_state: str | None = None  # AWAITING | RUNNING | DONE
    call_capability: str | None = None
    call_epoch: str | None = None
    outcome: dict[str, Any] | None = None
    issued: dict[str, str] = field(default_factory=dict)  # call_id -> capability_id
    bound: set[str] = field(default_factory=set)

    def apply(self, kind: str, call_id: str | None, capability_id: str | None, data: dict[str, Any]) -> None:
        self.next_seq += 1
        if kind == "BEFORE_TOOL":
            self.cycles += 1
            self.open_call, self.call_state, self.call_capability = call_id, "AWAITING", capability_id
            self.outcome = None
            self.issued[call_id] = capability_id  # type: ignore[index,assignment]  # BEFORE_TOOL carries both
        elif kind == "CALL_BOUND":
            self.call_state, self.call_epoch = "RUNNING", data.get("epoch")
            self.bound.add(call_id)  # type: ignore[arg-type]
        elif kind == "CALL_OUTCOME":
            self.call_state, self.outcome = "DONE", data
        elif kind == "AFTER_TOOL":
            self.open_call = self.call_state = self.call_capability = self.call_epoch = None
            self.outcome = None
        elif kind == "FINAL":
            self.closed = True


def check_summary(summary: str) -> None:
    if not isinstance(summary, str):
        raise ReasoningError(Code.INVALID_REQUEST, "summary must be text", path="$.summary")
    if len(summary) > MAX_SUMMARY_CHARS or len(summary.encode("utf-8", "surrogatepass")) > MAX_SUMMARY_BYTES:
        raise ReasoningError(
            Code.REASONING_SUMMARY_TOO_LONG,
            f"summary is {len(summary)} characters / {len(summary.encode('utf-8', 'surrogatepass'))} bytes;"
            f" the limits are {MAX_SUMMARY_CHARS} and {MAX_SUMMARY_BYTES}",
            path="$.summary",
        )


def _compare(report: ToolReport, recorded: dict[str, Any]) -> tuple[str, ...]:
    if report.result == "RESULT_UNAVAILABLE":
        return ("result",)
    mine = report.model_dump(mode="json")
    out = []
    for name in ("execution_status", "assurance", "completeness", "result_digest"):
        if mine[name] != recorded.get(name):
            out.append(name)
    if sorted(mine["artifact_uris"]) != sorted(recorded.get("artifact_uris") or []):
        out.append("artifact_uris")
    return tuple(out)


class ReasoningLog:
    def __init__(self, db: Database, mode: ReasoningMode = ReasoningMode.OFF) -> None:
        self.db = db
        self.mode = ReasoningMode(mode)
        self.epoch = uuid.uuid4().hex  # identifies this server process's lifetime
        self.max_cycles = MAX_CYCLES

    # -- storage -------------------------------------------------------------------
    @staticmethod
    def _load(conn: sqlite3.Connection, run_id: str) -> RunState | None:
        if not conn.execute("SELECT 1 FROM reasoning_runs WHERE run_id = ?", (run_id,)).fetchone():
            return None
        state = RunState(run_id)
        rows = conn.execute(
            "SELECT kind, call_id, capability_id, data FROM reasoning_entries WHERE run_id = ? ORDER BY seq", (run_id,)
        )
        for kind, call_id, capability_id, data in rows:
            state.apply(kind, call_id, capability_id, json.loads(data))
        return state

    @staticmethod
    def _append(
        conn: sqlite3.Connection,
        state: RunState,
        kind: str,
        *,
        call_id: str | None = None,
        capability_id: str | None = None,
        summary: str | None = None,
        data: dict[str, Any] | None = None,
    ) -> int:
        seq = state.next_seq
        conn.execute(
            "INSERT INTO reasoning_entries (run_id, seq, kind, call_id, capability_id, summary, data) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)",
            (state.run_id, seq, kind, call_id, capability_id, summary, canonical_bytes(data or {}).decode()),
        )
        state.apply(kind, call_id, capability_id, data or {})
        return seq

    def _violation(
        self, run_id: str | None, call_id: str | None, capability_id: str | None, err: ReasoningError
    ) -> None:
        """AUDIT mode: persist a violation in the run's log, or unattached when the run is unknown."""
        with self.db.tx() as conn:
            state = self._load(conn, run_id) if run_id and RUN_ID_RE.match(run_id) else None
            if state is not None:
                self._append(
                    conn,
                    state,
                    "VIOLATION",
                    call_id=call_id,
                    capability_id=capability_id,
                    data={"code": err.code.value, "message": err.message},
                )
            else:
                conn.execute(
                    "INSERT INTO reasoning_unattached (code, message, run_id, call_id, capability_id) "
                    "VALUES (?, ?, ?, ?, ?)",
                    (err.code.value, err.message, run_id, call_id, capability_id),
                )

    def _require_on(self) -> None:
        if self.mode == ReasoningMode.OFF:
            raise ReasoningError(Code.INVALID_REQUEST, "the reasoning log is OFF on this server")

    # -- reasoning.write ---------------------------------------------------------
    def write(
        self,
        phase: Phase | str,
        summary: str,
        *,
        run_id: str | None = None,
        capability_id: str | None = None,
        call_id: str | None = None,
        report: ToolReport | dict[str, Any] | None = None,
    ) -> WriteAck:
        """Append one agent entry, or raise a ReasoningError with the rule it broke."""
        self._require_on()
        try:
            return self._write(phase, summary, run_id, capability_id, call_id, report)
        except ReasoningError as err:
            if self.mode == ReasoningMode.AUDIT:
                self._violation(run_id, call_id, capability_id, err)
            raise

    def _write(self, phase, summary, run_id, capability_id, call_id, report) -> WriteAck:
        try:
            phase = Phase(phase)
        except ValueError as exc:
            raise ReasoningError(Code.INVALID_REQUEST, f"unknown phase {phase!r}", path="$.phase") from exc
        check_summary(summary)
        if phase == Phase.AFTER_TOOL:
            if report is None:
                raise ReasoningError(Code.INVALID_REQUEST, "AFTER_TOOL needs a report", path="$.report")
            try:
                report = ToolReport.model_validate(report) if not isinstance(report, ToolReport) else report
            except ValidationError as exc:
                raise ReasoningError(
                    Code.INVALID_REQUEST, f"invalid report: {exc.errors()[0]['msg']}", path="$.report"
                ) from exc
        with self.db.tx() as conn:
            if phase == Phase.PLAN and run_id is None:
                state = RunState(uuid.uuid4().hex)
                conn.execute("INSERT INTO reasoning_runs (run_id) VALUES (?)", (state.run_id,))
                seq = self._append(conn, state, "PLAN", summary=summary)
                return WriteAck(state.run_id, seq, phase)
            state = self._open_run(conn, run_id)
            if phase == Phase.PLAN:
                if state.open_call is not None:
                    raise ReasoningError(Code.REASONING_OUT_OF_ORDER, "PLAN while a capability cycle is open")
                return WriteAck(state.run_id, self._append(conn, state, "PLAN", summary=summary), phase)
            if phase == Phase.BEFORE_TOOL:
                return self._before_tool(conn, state, summary, capability_id)
            if phase == Phase.AFTER_TOOL:
                return self._after_tool(conn, state, summary, call_id, report)
            if state.open_call is not None:
                raise ReasoningError(
                    Code.REASONING_OUT_OF_ORDER, f"FINAL while call {state.open_call} has no AFTER_TOOL"
                )
            return WriteAck(state.run_id, self._append(conn, state, "FINAL", summary=summary), phase)

    def _open_run(self, conn: sqlite3.Connection, run_id: str | None) -> RunState:
        state = self._load(conn, run_id) if isinstance(run_id, str) and RUN_ID_RE.match(run_id) else None
        if state is None:
            raise ReasoningError(
                Code.REASONING_RUN_UNKNOWN, f"no reasoning run {run_id!r}; start one with PLAN", path="$.run_id"
            )
        if state.closed:
            raise ReasoningError(Code.REASONING_RUN_CLOSED, f"run {run_id} already has its FINAL entry")
        return state

    def _before_tool(self, conn, state: RunState, summary: str, capability_id: str | None) -> WriteAck:
        if not isinstance(capability_id, str) or not CAPABILITY_ID_RE.match(capability_id):
            raise ReasoningError(
                Code.INVALID_REQUEST, "BEFORE_TOOL names the capability_id it will call", path="$.capability_id"
            )
        if state.open_call is not None:
            raise ReasoningError(
                Code.REASONING_OUT_OF_ORDER, f"call {state.open_call} is still open; write its AFTER_TOOL first"
            )
        if state.cycles >= self.max_cycles:
            raise ReasoningError(
                Code.REASONING_CYCLE_LIMIT, f"run {state.run_id} reached {self.max_cycles} capability cycles"
            )
        call_id = uuid.uuid4().hex
        seq = self._append(conn, state, "BEFORE_TOOL", call_id=call_id, capability_id=capability_id, summary=summary)
        return WriteAck(state.run_id, seq, Phase.BEFORE_TOOL, call_id=call_id)

    def _after_tool(self, conn, state: RunState, summary: str, call_id: str | None, report: ToolReport) -> WriteAck:
        if state.open_call is None:
            raise ReasoningError(Code.REASONING_OUT_OF_ORDER, "AFTER_TOOL without an open BEFORE_TOOL")
        if call_id != state.open_call:
            raise ReasoningError(
                Code.REASONING_CALL_MISMATCH, f"the open call is {state.open_call}, not {call_id!r}", path="$.call_id"
            )
        unavailable = report.result == "RESULT_UNAVAILABLE"
        if state.call_state == "AWAITING":
            if not unavailable:
                raise ReasoningError(
                    Code.REASONING_OUT_OF_ORDER,
                    "no math.run was bound to this call; report RESULT_UNAVAILABLE to close it",
                )
            recorded: dict[str, Any] = {"closed_as": "NOT_RUN"}
            mismatches: tuple[str, ...] = ()
        elif state.call_state == "RUNNING":
            if state.call_epoch == self.epoch:
                raise ReasoningError(
                    Code.REASONING_OUT_OF_ORDER, "the call is still running; write AFTER_TOOL when it returns"
                )
            if not unavailable:
                raise ReasoningError(
                    Code.REASONING_OUT_OF_ORDER,
                    "the call was interrupted by a server restart; report RESULT_UNAVAILABLE",
                )
            recorded = {
                "execution_status": ExecutionStatus.ERROR.value,
                "interrupted": True,
                "assurance": None,
                "completeness": None,
                "result_digest": None,
                "artifact_uris": [],
            }
            self._append(
                conn, state, "CALL_OUTCOME", call_id=call_id, capability_id=state.call_capability, data=recorded
            )
            mismatches = ()
        else:
            recorded = state.outcome or {}
            mismatches = _compare(report, recorded)
        data = {
            "report": report.model_dump(mode="json"),
            "recorded": recorded,
            "report_matches": not mismatches,
            "mismatches": list(mismatches),
        }
        seq = self._append(
            conn, state, "AFTER_TOOL", call_id=call_id, capability_id=state.call_capability, summary=summary, data=data
        )
        return WriteAck(
            state.run_id, seq, Phase.AFTER_TOOL, call_id=call_id, report_matches=not mismatches, mismatches=mismatches
        )

    # -- math.run ------------------------------------------------------------------
    def bind_call(self, run_id: str | None, call_id: str | None, capability_id: str) -> CallBinding | None:
        """Bind a ``math.run`` before anything runs. OFF: None. REQUIRED: raise on a violation.
        AUDIT: persist the violation and return an unattached binding so the call runs."""
        if self.mode == ReasoningMode.OFF:
            return None
        try:
            with self.db.tx() as conn:
                self._bind(conn, run_id, call_id, capability_id)
            return CallBinding(run_id, call_id, capability_id, attached=True)
        except ReasoningError as err:
            if self.mode == ReasoningMode.REQUIRED:
                raise
            self._violation(run_id, call_id, capability_id, err)
            return CallBinding(run_id, call_id, capability_id, attached=False, violation=err.code, message=err.message)

    def _bind(self, conn, run_id: str | None, call_id: str | None, capability_id: str) -> None:
        if not run_id or not call_id:
            raise ReasoningError(
                Code.REASONING_CALL_UNBOUND, "math.run needs reasoning_run_id and reasoning_call_id from a BEFORE_TOOL"
            )
        state = self._load(conn, run_id) if RUN_ID_RE.match(run_id) else None
        if state is None:
            raise ReasoningError(Code.REASONING_RUN_UNKNOWN, f"no reasoning run {run_id!r}")
        if state.closed:
            raise ReasoningError(Code.REASONING_RUN_CLOSED, f"run {run_id} already has its FINAL entry")
        if call_id not in state.issued:
            other = conn.execute(
                "SELECT run_id FROM reasoning_entries WHERE call_id = ? AND kind = 'BEFORE_TOOL'", (call_id,)
            ).fetchone()
            if other:
                raise ReasoningError(Code.REASONING_CALL_MISMATCH, f"call {call_id} belongs to another run")
            raise ReasoningError(Code.REASONING_CALL_UNBOUND, f"no BEFORE_TOOL issued call {call_id!r}")
        if call_id in state.bound:
            raise ReasoningError(Code.REASONING_CALL_REUSED, f"call {call_id} was already used by a math.run")
        if call_id != state.open_call:
            raise ReasoningError(Code.REASONING_OUT_OF_ORDER, f"call {call_id} is not the current BEFORE_TOOL")
        if capability_id != state.issued[call_id]:
            raise ReasoningError(
                Code.REASONING_CALL_MISMATCH, f"BEFORE_TOOL announced {state.issued[call_id]}, not {capability_id}"
            )
        self._append(
            conn, state, "CALL_BOUND", call_id=call_id, capability_id=capability_id, data={"epoch": self.epoch}
        )

    def record_outcome(
        self,
        binding: CallBinding | None,
        *,
        execution_status: ExecutionStatus,
        assurance: AssuranceLevel | None,
        completeness: Completeness | None,
        result_digest: str | None,
        artifact_uris: tuple[str, ...] | list[str] = (),
    ) -> None:
        """Record what the bound call actually returned (never its payload or output)."""
        if binding is None or not binding.attached:
            return
        data = {
            "execution_status": ExecutionStatus(execution_status).value,
            "assurance": AssuranceLevel(assurance).value if assurance else None,
            "completeness": Completeness(completeness).value if completeness else None,
            "result_digest": result_digest,
            "artifact_uris": list(artifact_uris),
        }
        with self.db.tx() as conn:
            state = self._load(conn, binding.run_id)  # type: ignore[arg-type]
            if state is None or state.open_call != binding.call_id or state.call_state != "RUNNING":
                raise ReasoningError(Code.REASONING_OUT_OF_ORDER, f"call {binding.call_id} is not running")
            self._append(
                conn, state, "CALL_OUTCOME", call_id=binding.call_id, capability_id=binding.capability_id, data=data
            )

    # -- reading ---------------------------------------------------------------------
    def entries(self, run_id: str) -> list[dict[str, Any]]:
        if (
            not isinstance(run_id, str)
            or not RUN_ID_RE.match(run_id)
            or not self.db.query("SELECT 1 FROM reasoning_runs WHERE run_id = ?", (run_id,))
        ):
            raise ReasoningError(Code.REASONING_RUN_UNKNOWN, f"no reasoning run {run_id!r}")
        rows = self.db.query(
            "SELECT seq, kind, call_id, capability_id, summary, data, at FROM reasoning_entries WHERE run_id = ? "
            "ORDER BY seq",
            (run_id,),
        )
        return [
            {
                "run_id": run_id,
                "seq": seq,
                "kind": kind,
                "call_id": call,
                "capability_id": cap,
                "summary": summary,
                "data": json.loads(data),
                "at": at,
            }
            for seq, kind, call, cap, summary, data, at in rows
        ]

    def export_ndjson(self, run_id: str) -> str:
        """``reasoning://run/{run_id}``: one canonical JSON object per line, in sequence order."""
        return "".join(canonical_bytes(entry).decode() + "\n" for entry in self.entries(run_id))

    def runs(self) -> list[str]:
        return [r for (r,) in self.db.query("SELECT run_id FROM reasoning_runs ORDER BY rowid")]

    def unattached_violations(self) -> list[tuple]:
        return self.db.query(
            "SELECT id, code, message, run_id, call_id, capability_id, at FROM reasoning_unattached ORDER BY id"
        )
