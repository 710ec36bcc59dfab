from __future__ import annotations

import json
import sqlite3
import threading

import pytest

from jacobian.contracts.diagnostics import Code
from jacobian.state import ReasoningError, State
from jacobian.state.reasoning import MAX_CYCLES, ReasoningMode

OUT = dict(
    execution_status="COMPLETED",
    assurance="VERIFIED",
    completeness="COMPLETE",
    result_digest="sha256:" + "a" * 64,
    artifact_uris=["artifact://sha256/" + "b" * 64],
)


@pytest.fixture
def log(tmp_path):
    with State.open(tmp_path / "s", reasoning_mode="REQUIRED") as st:
        yield st.reasoning


def cycle(log, run_id, cap="sat.solve", report=OUT):
    call = log.write("BEFORE_TOOL", "call it", run_id=run_id, capability_id=cap).call_id
    binding = log.bind_call(run_id, call, cap)
    log.record_outcome(binding, **OUT)
    return log.write("AFTER_TOOL", "got it", run_id=run_id, call_id=call, report=report)


def codes(fn):
    with pytest.raises(ReasoningError) as exc:
        fn()
    return exc.value.code


def test_full_run_and_ndjson_export(log):
    run = log.write("PLAN", "plan").run_id
    ack = cycle(log, run)
    assert ack.report_matches and ack.mismatches == ()
    lie = cycle(log, run, report=dict(OUT, assurance="COMPUTED"))
    assert not lie.report_matches and lie.mismatches == ("assurance",)
    log.write("FINAL", "done", run_id=run)
    lines = log.export_ndjson(run).splitlines()
    entries = [json.loads(x) for x in lines]
    assert [e["seq"] for e in entries] == list(range(1, len(entries) + 1))
    assert [e["kind"] for e in entries] == ["PLAN"] + [
        "BEFORE_TOOL",
        "CALL_BOUND",
        "CALL_OUTCOME",
        "AFTER_TOOL",
    ] * 2 + ["FINAL"]
    outcome = entries[3]["data"]
    assert outcome == OUT  # status, assurance, completeness, digest, URIs; no payload or output
    assert entries[8]["data"]["report_matches"] is False
    assert codes(lambda: log.write("PLAN", "x", run_id=run)) == Code.REASONING_RUN_CLOSED


def test_each_rejection_has_its_code(log):
    run = log.write("PLAN", "p").run_id
    other = log.write("PLAN", "p").run_id
    assert codes(lambda: log.write("FINAL", "x" * 513, run_id=run)) == Code.REASONING_SUMMARY_TOO_LONG
    log.write("PLAN", "𝔸" * 512, run_id=run)  # 512 chars, exactly 2048 bytes
    assert codes(lambda: log.bind_call(run, None, "sat.solve")) == Code.REASONING_CALL_UNBOUND
    assert codes(lambda: log.bind_call("0" * 32, "1" * 32, "sat.solve")) == Code.REASONING_RUN_UNKNOWN
    assert (
        codes(lambda: log.write("AFTER_TOOL", "x", run_id=run, call_id="c", report={})) == Code.REASONING_OUT_OF_ORDER
    )
    call = log.write("BEFORE_TOOL", "b", run_id=run, capability_id="sat.solve").call_id
    assert (
        codes(lambda: log.write("BEFORE_TOOL", "b", run_id=run, capability_id="sat.solve"))
        == Code.REASONING_OUT_OF_ORDER
    )
    assert codes(lambda: log.write("FINAL", "f", run_id=run)) == Code.REASONING_OUT_OF_ORDER
    assert codes(lambda: log.bind_call(run, call, "smt.check")) == Code.REASONING_CALL_MISMATCH
    assert codes(lambda: log.bind_call(other, call, "sat.solve")) == Code.REASONING_CALL_MISMATCH
    assert codes(lambda: log.bind_call(run, "9" * 32, "sat.solve")) == Code.REASONING_CALL_UNBOUND
    binding = log.bind_call(run, call, "sat.solve")
    assert codes(lambda: log.bind_call(run, call, "sat.solve")) == Code.REASONING_CALL_REUSED
    # still running in this server: AFTER_TOOL must wait
    assert (
        codes(lambda: log.write("AFTER_TOOL", "a", run_id=run, call_id=call, report={"result": "RESULT_UNAVAILABLE"}))
        == Code.REASONING_OUT_OF_ORDER
    )
    assert (
        codes(lambda: log.write("AFTER_TOOL", "a", run_id=run, call_id="x", report=OUT)) == Code.REASONING_CALL_MISMATCH
    )
    log.record_outcome(binding, **OUT)
    log.write("AFTER_TOOL", "a", run_id=run, call_id=call, report=OUT)
    assert codes(lambda: log.bind_call(run, call, "sat.solve")) == Code.REASONING_CALL_REUSED
    # an issued call closed without running cannot be used later
    unused = log.write("BEFORE_TOOL", "b", run_id=run, capability_id="sat.solve").call_id
    log.write("AFTER_TOOL", "never ran", run_id=run, call_id=unused, report={"result": "RESULT_UNAVAILABLE"})
    assert codes(lambda: log.bind_call(run, unused, "sat.solve")) == Code.REASONING_OUT_OF_ORDER


def test_cycle_limit_is_64(log):
    run = log.write("PLAN", "p").run_id
    for _ in range(MAX_CYCLES):
        cycle(log, run)
    assert MAX_CYCLES == 64
    assert (
        codes(lambda: log.write("BEFORE_TOOL", "b", run_id=run, capability_id="sat.solve"))
        == Code.REASONING_CYCLE_LIMIT
    )
    log.write("FINAL", "f", run_id=run)


def test_restart_recovery_closes_interrupted_call_as_error(tmp_path):
    with State.open(tmp_path / "s", reasoning_mode="REQUIRED") as st:
        run = st.reasoning.write("PLAN", "p").run_id
        call = st.reasoning.write("BEFORE_TOOL", "b", run_id=run, capability_id="sat.solve").call_id
        st.reasoning.bind_call(run, call, "sat.solve")
        # the server dies while the call runs
    with State.open(tmp_path / "s", reasoning_mode="REQUIRED") as st:
        log = st.reasoning
        assert (
            codes(lambda: log.write("AFTER_TOOL", "a", run_id=run, call_id=call, report=OUT))
            == Code.REASONING_OUT_OF_ORDER
        )
        ack = log.write("AFTER_TOOL", "lost", run_id=run, call_id=call, report={"result": "RESULT_UNAVAILABLE"})
        assert ack.report_matches
        entries = log.entries(run)
        assert entries[-2]["kind"] == "CALL_OUTCOME" and entries[-2]["data"]["execution_status"] == "ERROR"
        assert entries[-2]["data"]["interrupted"] is True
        cycle(log, run)
        log.write("FINAL", "f", run_id=run)


def test_audit_mode_records_violations_and_lets_calls_run(tmp_path):
    with State.open(tmp_path / "s", reasoning_mode="AUDIT") as st:
        log = st.reasoning
        run = log.write("PLAN", "p").run_id
        binding = log.bind_call(None, None, "sat.solve")
        assert not binding.attached and binding.violation == Code.REASONING_CALL_UNBOUND
        assert log.unattached_violations()[0][1] == "REASONING_CALL_UNBOUND"
        call = log.write("BEFORE_TOOL", "b", run_id=run, capability_id="sat.solve").call_id
        binding = log.bind_call(run, call, "smt.check")
        assert binding.violation == Code.REASONING_CALL_MISMATCH and not binding.attached
        log.record_outcome(binding, **OUT)  # unattached: nothing recorded, no error
        with pytest.raises(ReasoningError):
            log.write("FINAL", "x" * 600, run_id=run)
        kinds = [(e["kind"], e["data"].get("code")) for e in log.entries(run)]
        assert ("VIOLATION", "REASONING_CALL_MISMATCH") in kinds and (
            "VIOLATION",
            "REASONING_SUMMARY_TOO_LONG",
        ) in kinds


def test_off_mode(tmp_path):
    with State.open(tmp_path / "s") as st:
        assert st.reasoning.mode == ReasoningMode.OFF
        assert st.reasoning.bind_call(None, None, "sat.solve") is None
        with pytest.raises(ReasoningError):
            st.reasoning.write("PLAN", "p")


def test_append_only_and_contiguous_triggers(log):
    run = log.write("PLAN", "p").run_id
    conn = log.db.conn
    for sql in (
        "UPDATE reasoning_entries SET summary = 'edited'",
        "DELETE FROM reasoning_entries",
        "DELETE FROM reasoning_runs",
        "UPDATE reasoning_runs SET run_id = 'x'",
    ):
        with pytest.raises(sqlite3.IntegrityError, match="append-only"):
            conn.execute(sql)
    with pytest.raises(sqlite3.IntegrityError, match="contiguous"):
        conn.execute("INSERT INTO reasoning_entries (run_id, seq, kind, data) VALUES (?, 5, 'PLAN', '{}')", (run,))
    assert [e["summary"] for e in log.entries(run)] == ["p"]


def test_concurrent_runs_in_threads(log):
    errors = []

    def worker():
        try:
            run = log.write("PLAN", "p").run_id
            for _ in range(5):
                cycle(log, run)
            log.write("FINAL", "f", run_id=run)
        except Exception as exc:  # pragma: no cover - reported below
            errors.append(exc)

    threads = [threading.Thread(target=worker) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    runs = log.runs()
    assert len(runs) == 8
    for run in runs:
        assert [e["seq"] for e in log.entries(run)] == list(range(1, 23))


def test_racing_binds_of_one_call_admit_exactly_one(log):
    run = log.write("PLAN", "p").run_id
    call = log.write("BEFORE_TOOL", "b", run_id=run, capability_id="sat.solve").call_id
    results = []
    barrier = threading.Barrier(8)

    def bind():
        barrier.wait()
        try:
            results.append(log.bind_call(run, call, "sat.solve").attached)
        except ReasoningError as err:
            results.append(err.code)

    threads = [threading.Thread(target=bind) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results.count(True) == 1 and results.count(Code.REASONING_CALL_REUSED) == 7
