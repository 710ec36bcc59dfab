"""The reasoning log as a state machine: a model of runs and calls against the real service,
with several runs interleaved and server restarts (close and reopen the state directory)."""

from __future__ import annotations

import json
import shutil
import tempfile
from dataclasses import dataclass, field

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule
from lanes import examples

from jacobian.contracts.diagnostics import Code
from jacobian.state import ReasoningError, State
from jacobian.state.reasoning import ReasoningMode

CAPS = ["sat.solve", "smt.check"]
FAKE_CALL = "f" * 32
FAKE_RUN = "e" * 32
OUTCOMES = [
    dict(
        execution_status="COMPLETED",
        assurance="COMPUTED",
        completeness="COMPLETE",
        result_digest="sha256:" + "1" * 64,
        artifact_uris=[],
    ),
    dict(
        execution_status="TIMEOUT",
        assurance="HEURISTIC",
        completeness="UNKNOWN",
        result_digest=None,
        artifact_uris=["artifact://sha256/" + "2" * 64],
    ),
]
MAX_CYCLES = 3


@dataclass
class Run:
    entries: int = 0
    closed: bool = False
    cycles: int = 0
    open_call: str | None = None
    call_state: str | None = None
    call_cap: str | None = None
    call_epoch: int | None = None
    outcome: dict | None = None
    issued: dict = field(default_factory=dict)
    bound: set = field(default_factory=set)


class ReasoningMachine(RuleBasedStateMachine):
    MODE = ReasoningMode.REQUIRED

    def __init__(self):
        super().__init__()
        self.dir = tempfile.mkdtemp(prefix="reasoning-sm-")
        self.epoch = 0
        self.runs: dict[str, Run] = {}
        self.unattached = 0
        self.bindings: dict[str, object] = {}
        self._open()

    def _open(self):
        self.state = State.open(self.dir, reasoning_mode=self.MODE)
        self.log = self.state.reasoning
        self.log.max_cycles = MAX_CYCLES

    def teardown(self):
        self.state.close()
        shutil.rmtree(self.dir, ignore_errors=True)

    # -- helpers --------------------------------------------------------------------
    def _reject(self, run_id, expected: Code, fn):
        try:
            fn()
        except ReasoningError as err:
            assert err.code == expected, (err.code, expected, err.message)
        else:
            raise AssertionError(f"expected {expected}")
        if self.MODE == ReasoningMode.AUDIT:
            if run_id in self.runs:
                self.runs[run_id].entries += 1
            else:
                self.unattached += 1

    def _all_calls(self):
        return [c for r in self.runs.values() for c in r.issued]

    runs_st = st.integers(min_value=0, max_value=9)

    def _pick(self, i):
        """Mostly an open run (by position: ids are random, positions are not), sometimes any, sometimes unknown."""
        every = list(self.runs)
        open_ = [r for r in every if not self.runs[r].closed]
        if i == 9 or not every:
            return FAKE_RUN
        pool = every if i == 8 or not open_ else open_
        return pool[i % len(pool)]

    @initialize()
    def first_run(self):
        self.plan_new()

    # -- rules ----------------------------------------------------------------------
    @rule()
    def plan_new(self):
        ack = self.log.write("PLAN", "a new plan")
        assert ack.seq == 1 and ack.run_id not in self.runs
        self.runs[ack.run_id] = Run(entries=1)

    @rule(i=runs_st)
    def plan_again(self, i):
        rid = self._pick(i)
        run = self.runs.get(rid)
        if run is None:
            return self._reject(rid, Code.REASONING_RUN_UNKNOWN, lambda: self.log.write("PLAN", "re", run_id=rid))
        if run.closed:
            return self._reject(rid, Code.REASONING_RUN_CLOSED, lambda: self.log.write("PLAN", "re", run_id=rid))
        if run.open_call:
            return self._reject(rid, Code.REASONING_OUT_OF_ORDER, lambda: self.log.write("PLAN", "re", run_id=rid))
        ack = self.log.write("PLAN", "re-plan", run_id=rid)
        run.entries += 1
        assert ack.seq == run.entries

    @rule(i=runs_st, cap=st.sampled_from(CAPS))
    def before_tool(self, i, cap):
        rid = self._pick(i)
        run = self.runs.get(rid)
        call = lambda: self.log.write("BEFORE_TOOL", "about to call", run_id=rid, capability_id=cap)  # noqa: E731
        if run is None:
            return self._reject(rid, Code.REASONING_RUN_UNKNOWN, call)
        if run.closed:
            return self._reject(rid, Code.REASONING_RUN_CLOSED, call)
        if run.open_call:
            return self._reject(rid, Code.REASONING_OUT_OF_ORDER, call)
        if run.cycles >= MAX_CYCLES:
            return self._reject(rid, Code.REASONING_CYCLE_LIMIT, call)
        ack = call()
        run.entries += 1
        run.cycles += 1
        run.open_call, run.call_state, run.call_cap, run.outcome = ack.call_id, "AWAITING", cap, None
        run.issued[ack.call_id] = cap

    @rule(
        i=runs_st,
        which=st.sampled_from(["open"] * 4 + ["old", "fake", "none", "other_run"]),
        cap=st.sampled_from(CAPS + ["same"] * 4),
    )
    def bind(self, i, which, cap):
        rid = self._pick(i)
        run = self.runs.get(rid)
        calls = self._all_calls()
        if which == "open":
            call_id = run.open_call if run and run.open_call else FAKE_CALL
        elif which == "old":
            call_id = next(iter(run.issued), FAKE_CALL) if run else FAKE_CALL
        elif which == "other_run":
            others = [c for c in calls if not run or c not in run.issued]
            call_id = others[0] if others else FAKE_CALL
        elif which == "fake":
            call_id = FAKE_CALL
        else:
            call_id = None
        if cap == "same":
            cap = (run.issued.get(call_id) if run else None) or CAPS[0]
        expected = self._expected_bind(run, call_id, cap)
        if expected is None:
            binding = self.log.bind_call(rid, call_id, cap)
            assert binding.attached
            run.entries += 1
            run.call_state, run.call_epoch = "RUNNING", self.epoch
            run.bound.add(call_id)
            self.bindings[rid] = binding
        elif self.MODE == ReasoningMode.REQUIRED:
            self._reject(rid, expected, lambda: self.log.bind_call(rid, call_id, cap))
        else:
            binding = self.log.bind_call(rid, call_id, cap)
            assert not binding.attached and binding.violation == expected
            if rid in self.runs:
                run.entries += 1
            else:
                self.unattached += 1

    def _expected_bind(self, run, call_id, cap):
        if call_id is None:
            return Code.REASONING_CALL_UNBOUND
        if run is None:
            return Code.REASONING_RUN_UNKNOWN
        if run.closed:
            return Code.REASONING_RUN_CLOSED
        if call_id not in run.issued:
            return Code.REASONING_CALL_MISMATCH if call_id in self._all_calls() else Code.REASONING_CALL_UNBOUND
        if call_id in run.bound:
            return Code.REASONING_CALL_REUSED
        if call_id != run.open_call:
            return Code.REASONING_OUT_OF_ORDER
        if cap != run.issued[call_id]:
            return Code.REASONING_CALL_MISMATCH
        return None

    @precondition(
        lambda self: any(r.call_state == "RUNNING" and r.call_epoch == self.epoch for r in self.runs.values())
    )
    @rule(data=st.data(), outcome=st.sampled_from(OUTCOMES))
    def outcome(self, data, outcome):
        rid = data.draw(
            st.sampled_from(
                list(r for r, v in self.runs.items() if v.call_state == "RUNNING" and v.call_epoch == self.epoch)
            )
        )
        self.log.record_outcome(self.bindings[rid], **outcome)
        run = self.runs[rid]
        run.entries += 1
        run.call_state, run.outcome = "DONE", outcome

    @rule(
        i=runs_st,
        which=st.sampled_from(["open"] * 4 + ["fake"]),
        report=st.sampled_from(["truth", "lie", "unavailable"]),
    )
    def after_tool(self, i, which, report):
        rid = self._pick(i)
        run = self.runs.get(rid)
        call_id = run.open_call if run and which == "open" else FAKE_CALL
        if report == "unavailable":
            rep = {"result": "RESULT_UNAVAILABLE"}
        elif report == "truth" and run and run.outcome:
            rep = dict(run.outcome)
        else:
            rep = dict(OUTCOMES[0], result_digest="sha256:" + "9" * 64)
        call = lambda: self.log.write("AFTER_TOOL", "it returned", run_id=rid, call_id=call_id, report=rep)  # noqa: E731
        if run is None:
            return self._reject(rid, Code.REASONING_RUN_UNKNOWN, call)
        if run.closed:
            return self._reject(rid, Code.REASONING_RUN_CLOSED, call)
        if run.open_call is None:
            return self._reject(rid, Code.REASONING_OUT_OF_ORDER, call)
        if call_id != run.open_call:
            return self._reject(rid, Code.REASONING_CALL_MISMATCH, call)
        added = 1
        if run.call_state == "AWAITING" and report != "unavailable":
            return self._reject(rid, Code.REASONING_OUT_OF_ORDER, call)
        if run.call_state == "RUNNING":
            if run.call_epoch == self.epoch or report != "unavailable":
                return self._reject(rid, Code.REASONING_OUT_OF_ORDER, call)
            added = 2  # the server closes it as an interrupted ERROR first
        ack = call()
        if run.call_state == "DONE":
            assert ack.report_matches == (report == "truth"), (ack, report)
        else:
            assert ack.report_matches is True
        if added == 2:
            last = self.log.entries(rid)[-2]
            assert (
                last["kind"] == "CALL_OUTCOME"
                and last["data"]["execution_status"] == "ERROR"
                and last["data"]["interrupted"]
            )
        run.entries += added
        run.open_call = run.call_state = run.call_cap = run.outcome = None

    @rule(i=runs_st)
    def final(self, i):
        rid = self._pick(i)
        run = self.runs.get(rid)
        call = lambda: self.log.write("FINAL", "done", run_id=rid)  # noqa: E731
        if run is None:
            return self._reject(rid, Code.REASONING_RUN_UNKNOWN, call)
        if run.closed:
            return self._reject(rid, Code.REASONING_RUN_CLOSED, call)
        if run.open_call:
            return self._reject(rid, Code.REASONING_OUT_OF_ORDER, call)
        call()
        run.entries += 1
        run.closed = True

    @rule(i=runs_st, text=st.sampled_from(["x" * 513, "𝔸" * 513, "é" * 1025]))
    def too_long(self, i, text):
        rid = self._pick(i)
        self._reject(rid, Code.REASONING_SUMMARY_TOO_LONG, lambda: self.log.write("FINAL", text, run_id=rid))

    @rule()
    def restart(self):
        self.state.close()
        self.epoch += 1
        self._open()

    # -- invariants -------------------------------------------------------------------
    @invariant()
    def log_matches_model(self):
        for rid, run in self.runs.items():
            lines = self.log.export_ndjson(rid).splitlines()
            entries = [json.loads(line) for line in lines]
            assert [e["seq"] for e in entries] == list(range(1, run.entries + 1)), (rid, run)
            assert all(e["run_id"] == rid for e in entries)
            assert sum(e["kind"] == "BEFORE_TOOL" for e in entries) == run.cycles <= MAX_CYCLES
            assert (entries[-1]["kind"] == "FINAL") == run.closed or (self.MODE == ReasoningMode.AUDIT and run.closed)
        assert len(self.log.unattached_violations()) == self.unattached


class AuditMachine(ReasoningMachine):
    MODE = ReasoningMode.AUDIT


SETTINGS = settings(
    max_examples=examples(80), stateful_step_count=50, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
TestReasoningRequired = ReasoningMachine.TestCase
TestReasoningRequired.settings = SETTINGS
TestReasoningAudit = AuditMachine.TestCase
TestReasoningAudit.settings = SETTINGS
