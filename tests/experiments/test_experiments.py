"""Experiments on the local executor, through the real runtime and real sat.solve jobs: accounting that
adds up over 1,000+ items, durability across a SIGKILLed ``jacobian-mcp`` server, exact cancellation,
and a scope that never claims more than the family (or the part of it that was evaluated)."""

from __future__ import annotations

import json
import os
import re
import signal
import sqlite3
import subprocess
import sys
import time

import pytest
import trio
from pydantic import ValidationError

from jacobian.contracts.diagnostics import Code
from jacobian.contracts.enums import ExecutionStatus, ExperimentState, ExperimentStopReason
from jacobian.contracts.result import CapabilityResult
from jacobian.experiments.manager import result_digest
from jacobian.experiments.model import Accounting, ExperimentScope
from jacobian.experiments.store import DB_NAME
from jacobian.runtime import Runtime, RuntimeConfig

MISSING = "artifact://sha256/" + "0" * 63


def formula(i: int) -> tuple[dict, str]:
    """A distinct tiny formula per i < 65536 (one 16-literal clause spelling i in binary) and its answer:
    even i satisfiable, odd i not (the unit clauses 1 and -1 are added)."""
    clause = " ".join(str(v if i >> (v - 1) & 1 else -v) for v in range(1, 17))
    if i % 2 == 0:
        return {"dimacs": f"p cnf 16 1\n{clause} 0\n"}, "SAT"
    return {"dimacs": f"p cnf 16 3\n{clause} 0\n1 0\n-1 0\n"}, "UNSAT"


def family(count: int) -> list[dict]:
    return [formula(i)[0] for i in range(count)]


def slow_family(count: int) -> list[dict]:
    """Distinct pigeonhole instances, tens of milliseconds each, so that the experiment outlasts several
    progress intervals even on an idle host (the fast formulas can all commit within one): PHP(8,7), UNSAT,
    at even positions; at odd ones the same without pigeon 0's clause, SAT. A unit clause on a fresh
    variable makes each item distinct."""
    n = 7
    var = lambda p, h: p * n + h + 1  # noqa: E731
    holes = [[var(p, h) for h in range(n)] for p in range(n + 1)]
    pairs = [[-var(p, h), -var(q, h)] for h in range(n) for p in range(n + 1) for q in range(p + 1, n + 1)]
    top = n * (n + 1)
    out = []
    for i in range(count):
        clauses = (holes if i % 2 == 0 else holes[1:]) + pairs + [[top + i + 1]]
        body = "".join(" ".join(map(str, c)) + " 0\n" for c in clauses)
        out.append({"dimacs": f"p cnf {top + i + 1} {len(clauses)}\n{body}"})
    return out


def committed_rows(state_dir, exp_id: str) -> dict[str, tuple[str, str, float]]:
    """request digest -> (result digest, result json, commit time), read beside the runtime."""
    conn = sqlite3.connect(f"file:{state_dir / DB_NAME}?mode=ro", uri=True)
    try:
        rows = conn.execute(
            "SELECT request_digest, result_digest, result_json, committed FROM results WHERE experiment_id = ?",
            (exp_id,),
        ).fetchall()
    finally:
        conn.close()
    return {d: (rd, rj, t) for d, rd, rj, t in rows}


async def start(rt, payloads, **budgets):
    r = await rt.run(
        "experiment.start",
        {"capability_id": "sat.solve", "family": {"kind": "list", "items": payloads}, "budgets": budgets},
    )
    assert r.execution.status is ExecutionStatus.COMPLETED, r.diagnostics
    return r.output["experiment"]["uri"]


async def wait_final(rt, uri, limit=120.0):
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        r = await rt.run("experiment.wait", {"experiment": uri, "timeout_seconds": 30})
        assert r.execution.status is ExecutionStatus.COMPLETED, r.diagnostics
        if r.output["final"]:
            return r
    raise AssertionError(f"{uri} did not end in {limit} s")


def run_session(tmp_path, body, name="state"):
    async def main():
        async with Runtime.open(RuntimeConfig(state_dir=tmp_path / name, manifest_dir=tmp_path / "ops")) as rt:
            return await body(rt)

    return trio.run(main)


def test_thousand_items_complete_with_accounting_that_adds_up(tmp_path):
    unique = family(1000)
    payloads = unique + unique[:100] + [{"cnf_artifact": MISSING + str(k)} for k in range(3)]

    async def body(rt):
        uri = await start(rt, payloads, concurrency=4)
        return uri, await wait_final(rt, uri)

    uri, final = run_session(tmp_path, body)
    snap = final.output["experiment"]
    assert snap["state"] == "COMPLETED" and snap["stop_reason"] == "FAMILY_EXHAUSTED"
    acc = snap["accounting"]
    assert (acc["raw"], acc["unique"], acc["duplicates"]) == (1103, 1003, 100)
    assert (acc["committed"], acc["evaluated"], acc["failed"], acc["pending"]) == (1003, 1000, 3, 0)
    assert acc["failed_by_code"] == {Code.ARTIFACT_NOT_FOUND.value: 3}
    assert acc["item_wall_ms"] > 0
    assert (acc["pages"], acc["pages_archived"]) == (2, 2)  # 1003 requests; both pages stored by the runner
    assert snap["scope"]["complete"] and snap["scope"]["covered_ranges"] == [[0, 1102]]
    assert final.completeness.value == "COMPLETE"
    rows = committed_rows(tmp_path / "state", uri.removeprefix("experiment://"))
    assert len(rows) == 1003  # one committed evaluation per distinct request, duplicates not re-run
    conclusions = sorted(json.loads(rj)["conclusion"] for _, rj, _ in rows.values())
    assert conclusions.count("SAT") == 500 and conclusions.count("UNSAT") == 500
    assert conclusions.count("UNKNOWN") == 3


def _rpc(proc, msg_id, method, params):
    proc.stdin.write((json.dumps({"jsonrpc": "2.0", "id": msg_id, "method": method, "params": params}) + "\n").encode())
    proc.stdin.flush()
    while True:
        line = proc.stdout.readline()
        assert line, "the server closed its stdout"
        msg = json.loads(line)
        if msg.get("id") == msg_id:
            assert "error" not in msg, msg
            return msg["result"]


INITIALIZE = {
    "protocolVersion": "2025-06-18",
    "capabilities": {},
    "clientInfo": {"name": "experiment-test", "version": "1"},
}


def _argv(state_dir, *extra: str) -> list[str]:
    return [
        sys.executable,
        "-P",
        "-m",
        "jacobian.mcp.server",
        "--standalone",
        "--state-dir",
        str(state_dir),
        "--no-prestart",
        *extra,
    ]


def _server(state_dir, *extra: str):
    """A real jacobian-mcp over stdio, initialized by hand (so the test can SIGKILL it at will)."""
    proc = subprocess.Popen(_argv(state_dir, *extra), stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    _rpc(proc, 0, "initialize", INITIALIZE)
    proc.stdin.write(b'{"jsonrpc":"2.0","method":"notifications/initialized"}\n')
    proc.stdin.flush()
    return proc


def _call(proc, msg_id, capability_id, payload):
    result = _rpc(
        proc,
        msg_id,
        "tools/call",
        {"name": "math.run", "arguments": {"capability_id": capability_id, "payload": payload}},
    )
    return result["structuredContent"]


def test_sigkilled_server_resumes_and_evaluates_every_item_exactly_once(tmp_path):
    payloads = family(1200)
    state_dir = tmp_path / "killed"
    uri = start_and_kill_after(state_dir, payloads, 500)["output"]["experiment"]["uri"]
    exp_id = uri.removeprefix("experiment://")
    before = committed_rows(state_dir, exp_id)
    assert 500 <= len(before) < 1200, "killed halfway"
    restarted_at = time.time()

    proc = _server(state_dir)
    try:
        msg_id, snap = 1, None
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            snap = _call(proc, msg_id, "experiment.wait", {"experiment": uri, "timeout_seconds": 20})["output"]
            msg_id += 1
            if snap["final"]:
                break
        snap = snap["experiment"]
        archive = json.loads(_rpc(proc, msg_id, "resources/read", {"uri": uri + "/archive"})["contents"][0]["text"])
        listed = []
        for k, p in enumerate(archive["pages"]):
            read = _rpc(proc, msg_id + 1 + k, "resources/read", {"uri": p["artifact"]})
            page = json.loads(read["contents"][0]["text"])
            listed += page["payload"]["items"]
        read_back = {}
        for k, item in enumerate(listed[::97]):
            doc = _rpc(proc, msg_id + 10 + k, "resources/read", {"uri": item["result"]})
            read_back[item["request_digest"]] = json.loads(doc["contents"][0]["text"])["result_digest"]
    finally:
        proc.stdin.close()
        proc.wait(timeout=30)
    assert snap["state"] == "COMPLETED"
    assert (snap["accounting"]["pages"], snap["accounting"]["pages_archived"]) == (2, 2)
    acc = snap["accounting"]
    assert (acc["raw"], acc["unique"], acc["committed"], acc["evaluated"], acc["pending"]) == (
        1200,
        1200,
        1200,
        1200,
        0,
    )
    after = committed_rows(state_dir, exp_id)
    assert len(after) == 1200
    assert {d: after[d] for d in before} == before  # nothing committed before the kill was redone or rewritten
    redone = [d for d, (_, _, t) in after.items() if t >= restarted_at]
    assert len(redone) == 1200 - len(before)  # the restart evaluated exactly the uncommitted items
    # the archive lists each item once, by a result URI that reads back its one committed result
    assert len(listed) == 1200 and len({i["result"] for i in listed}) == 1200
    assert {i["request_digest"]: i["result_digest"] for i in listed} == {d: v[0] for d, v in after.items()}
    assert read_back and all(after[d][0] == rd for d, rd in read_back.items())

    async def body(rt):
        uri2 = await start(rt, payloads, concurrency=4)
        await wait_final(rt, uri2)
        return uri2.removeprefix("experiment://")

    clean_id = run_session(tmp_path, body, name="clean")
    clean = committed_rows(tmp_path / "clean", clean_id)
    assert {d: v[0] for d, v in after.items()} == {d: v[0] for d, v in clean.items()}


def start_and_kill_after(state_dir, payloads, committed_at_least, *server_args, concurrency=2):
    """Start a sat.solve experiment over ``payloads`` on a fresh server (``server_args`` added to its command),
    SIGKILL the server once that many items are committed; the start's result."""
    proc = _server(state_dir, *server_args)
    try:
        started = _call(
            proc,
            1,
            "experiment.start",
            {
                "capability_id": "sat.solve",
                "budgets": {"concurrency": concurrency},
                "family": {"kind": "list", "items": payloads},
            },
        )
        uri = started["output"]["experiment"]["uri"]
        msg_id, committed = 2, 0
        while committed < committed_at_least:
            snap = _call(proc, msg_id, "experiment.inspect", {"experiment": uri})["output"]["experiment"]
            committed, msg_id = snap["accounting"]["committed"], msg_id + 1
            assert snap["state"] == "RUNNING"
            time.sleep(0.05)
        os.kill(proc.pid, signal.SIGKILL)
    finally:
        proc.kill()
        proc.wait()
    return started


def test_a_head_killed_inside_a_batch_commit_loses_that_batch_whole_and_redoes_it_exactly_once(tmp_path):
    """Finished results are committed in batches, one transaction each. The server is SIGKILLed mid-run,
    restarted with the state test hook that stops it inside its next batch's transaction (the rows inserted,
    not committed), and SIGKILLed there: nothing of that batch is committed. Restarted normally, it commits
    every item exactly once, with the results of an uninterrupted run."""
    import queue
    import threading

    payloads = family(600)
    state_dir = tmp_path / "batch"
    uri = start_and_kill_after(state_dir, payloads, 150)["output"]["experiment"]["uri"]
    exp_id = uri.removeprefix("experiment://")
    before = committed_rows(state_dir, exp_id)
    assert 150 <= len(before) < 600

    env = {**os.environ, "JACOBIAN_STATE_TEST_PAUSE": "experiments.batch.inserted"}
    proc = subprocess.Popen(
        _argv(state_dir), stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env
    )
    lines: queue.Queue[bytes] = queue.Queue()  # the hook announces itself on stderr (stdout is the protocol's)
    threading.Thread(target=lambda: [lines.put(x) for x in proc.stderr], daemon=True).start()
    try:
        msg = {"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": INITIALIZE}
        proc.stdin.write((json.dumps(msg) + "\n").encode())
        proc.stdin.flush()
        while lines.get(timeout=120) != b"PAUSED experiments.batch.inserted\n":
            pass
        conn = sqlite3.connect(f"file:{state_dir / DB_NAME}?mode=ro", uri=True)
        try:  # the resumed runner's first batch is inside its transaction now: its rows are not visible
            count = conn.execute("SELECT COUNT(*) FROM results WHERE experiment_id = ?", (exp_id,)).fetchone()[0]
        finally:
            conn.close()
        os.kill(proc.pid, signal.SIGKILL)
    finally:
        proc.kill()
        proc.wait()
    assert count == len(before) and committed_rows(state_dir, exp_id) == before  # the batch is lost whole

    proc = _server(state_dir)
    restarted_at = time.time()
    try:
        msg_id, out = 1, None
        while out is None or not out["final"]:
            out = _call(proc, msg_id, "experiment.wait", {"experiment": uri, "timeout_seconds": 20})["output"]
            msg_id += 1
            assert msg_id < 20, "did not finish"
    finally:
        proc.stdin.close()
        proc.wait(timeout=30)
    acc = out["experiment"]["accounting"]
    assert out["experiment"]["state"] == "COMPLETED" and (acc["committed"], acc["evaluated"]) == (600, 600)
    after = committed_rows(state_dir, exp_id)
    assert len(after) == 600 and {d: after[d] for d in before} == before
    assert len([d for d, (_, _, t) in after.items() if t >= restarted_at]) == 600 - len(before)

    async def body(rt):
        clean = await start(rt, payloads, concurrency=4)
        await wait_final(rt, clean)
        return clean.removeprefix("experiment://")

    clean_id = run_session(tmp_path, body, name="clean")
    clean = committed_rows(tmp_path / "clean", clean_id)
    assert {d: v[0] for d, v in after.items()} == {d: v[0] for d, v in clean.items()}


def test_cancelled_experiment_reports_exactly_the_items_done(tmp_path):
    payloads = family(400)

    async def body(rt):
        uri = await start(rt, payloads, concurrency=2)
        while True:
            r = await rt.run("experiment.inspect", {"experiment": uri})
            if r.output["experiment"]["accounting"]["committed"] >= 50:
                break
            await trio.sleep(0.02)
        cancelled = await rt.run("experiment.cancel", {"experiment": uri})
        await trio.sleep(1.0)  # in-flight runs are abandoned, never committed afterwards
        later = await rt.run("experiment.inspect", {"experiment": uri})
        again = await rt.run("experiment.resume", {"experiment": uri})
        archive = rt.state.experiments.archive(uri.removeprefix("experiment://"))
        page = rt.state.artifacts.get(archive["pages"][0]["artifact"]).payload
        return uri, cancelled, later, again, archive, page

    uri, cancelled, later, again, archive, page = run_session(tmp_path, body)
    snap = cancelled.output["experiment"]
    assert snap["state"] == "CANCELLED" and snap["stop_reason"] == "CANCELLED_BY_CLIENT"
    assert cancelled.output["final"] and cancelled.completeness.value == "PARTIAL"
    rows = committed_rows(tmp_path / "state", uri.removeprefix("experiment://"))
    done = snap["accounting"]["committed"]
    assert 50 <= done < 400 and len(rows) == done
    assert later.output["experiment"] == snap
    scope = snap["scope"]
    assert scope["covered_items"] == done and not scope["complete"]
    assert f"only {done} of its 400 items" in scope["statement"]
    # the archive of a cancelled experiment: one page (400 < 1000 requests) holding exactly the items done
    assert archive["final"] and len(archive["pages"]) == 1 and archive["pages"][0]["committed"] == done
    assert {i["request_digest"]: i["result_digest"] for i in page["items"]} == {d: v[0] for d, v in rows.items()}
    assert page["requests"] == 400 and page["experiment"] == uri
    assert again.execution.status is ExecutionStatus.ERROR  # a final experiment cannot be resumed
    assert again.diagnostics[0].code is Code.INVALID_REQUEST and "CANCELLED" in again.diagnostics[0].message


def test_grid_scope_is_exactly_the_grid_and_an_item_budget_stops_short(tmp_path):
    grid = {
        "kind": "grid",
        "base": {},
        "axes": {"dimacs": [formula(i)[0]["dimacs"] for i in range(12)], "solver": ["cadical195", "glucose4"]},
    }

    async def body(rt):
        r = await rt.run(
            "experiment.start",
            {"capability_id": "sat.solve", "family": grid, "budgets": {"max_items": 10, "concurrency": 2}},
        )
        assert r.execution.status is ExecutionStatus.COMPLETED, r.diagnostics
        uri = r.output["experiment"]["uri"]
        final = await wait_final(rt, uri)
        bad = await rt.run(
            "experiment.start",
            {
                "capability_id": "sat.solve",
                "family": {"kind": "grid", "axes": {"dimacs": ["p cnf 1 1\n1 0\n"], "nonsense": [1]}},
            },
        )
        return final, bad

    final, bad = run_session(tmp_path, body)
    snap = final.output["experiment"]
    assert snap["state"] == "STOPPED" and snap["stop_reason"] == "ITEM_BUDGET"
    scope = snap["scope"]
    assert scope["family"]["raw_items"] == 24 and scope["family"]["axes"]["solver"]["values"] == [
        "cadical195",
        "glucose4",
    ]
    assert scope["covered_items"] == 10 and scope["covered_ranges"] == [[0, 9]] and not scope["complete"]
    assert "24 grid points" in scope["statement"] and "only 10 of its 24" in scope["statement"]
    assert snap["accounting"]["pending"] == 14 and final.completeness.value == "PARTIAL"
    # a bad grid point is refused before anything runs, naming the point and the field
    assert bad.execution.status is ExecutionStatus.ERROR
    assert bad.diagnostics[0].code is Code.INVALID_REQUEST and bad.diagnostics[0].path == "$.payload.family[0].nonsense"


def test_pause_holds_and_resume_finishes(tmp_path):
    async def body(rt):
        uri = await start(rt, family(200), concurrency=2)
        paused = await rt.run("experiment.pause", {"experiment": uri})
        assert paused.output["experiment"]["state"] == "PAUSED", paused.diagnostics
        await trio.sleep(0.5)  # in-flight items drain
        held = (await rt.run("experiment.inspect", {"experiment": uri})).output["experiment"]["accounting"]
        await trio.sleep(0.5)
        still = (await rt.run("experiment.inspect", {"experiment": uri})).output["experiment"]["accounting"]
        waited = await rt.run("experiment.wait", {"experiment": uri, "timeout_seconds": 0.2})
        await rt.run("experiment.resume", {"experiment": uri})
        return held, still, waited, await wait_final(rt, uri)

    held, still, waited, final = run_session(tmp_path, body)
    assert held["committed"] == still["committed"] < 200
    assert waited.output["final"] is False
    assert (
        final.output["experiment"]["state"] == "COMPLETED"
        and final.output["experiment"]["accounting"]["evaluated"] == 200
    )


def test_the_model_refuses_inconsistent_reports():
    ok = dict(
        raw=5,
        unique=4,
        duplicates=1,
        committed=4,
        evaluated=3,
        failed=1,
        failed_by_code={"WALL_TIMEOUT": 1},
        pending=0,
        item_wall_ms=1,
        item_cpu_ms=1,
        running_seconds=0.1,
        pages=1,
        pages_archived=1,
    )
    Accounting(**ok)
    Accounting(**ok, retries=8, retried_by_code={"START_FAILED": 8})  # 4 committed items, each run 3 times
    too_many = {"retries": 9, "retried_by_code": {"START_FAILED": 9}}
    for bad in (
        {"duplicates": 2},
        {"failed_by_code": {}},
        {"pending": 1},
        {"pages": 2},
        {"pages_archived": 2},
        {"retries": 1},
        too_many,
    ):
        with pytest.raises(ValidationError):
            Accounting(**{**ok, **bad})
    family_scope = {"kind": "list", "raw_items": 3, "unique_items": 3, "statement": "x"}
    with pytest.raises(ValidationError, match="more items"):
        ExperimentScope(family=family_scope, covered_items=4, covered_ranges=[(0, 3)], complete=True, statement="x")
    with pytest.raises(ValidationError, match="complete exactly"):
        ExperimentScope(family=family_scope, covered_items=2, covered_ranges=[(0, 1)], complete=True, statement="x")
    from jacobian.experiments.model import allowed

    assert not allowed(ExperimentState.COMPLETED, ExperimentState.RUNNING)
    assert not allowed(ExperimentState.PAUSED, ExperimentState.COMPLETED)
    assert ExperimentStopReason.FAMILY_EXHAUSTED.value == "FAMILY_EXHAUSTED"


def test_wall_budget_stops_it_and_says_what_it_covers(tmp_path):
    async def body(rt):
        uri = await start(rt, family(2000), concurrency=1, max_wall_seconds=0.5)
        return await wait_final(rt, uri)

    final = run_session(tmp_path, body)
    snap = final.output["experiment"]
    assert snap["state"] == "STOPPED" and snap["stop_reason"] == "WALL_BUDGET"
    done = snap["accounting"]["committed"]
    assert 0 < done < 2000 and snap["scope"]["covered_items"] == done and not snap["scope"]["complete"]
    assert snap["accounting"]["running_seconds"] >= 0.5


def test_a_paused_experiment_stays_paused_across_a_restart_and_resumes_from_its_committed_items(tmp_path):
    async def first(rt):
        uri = await start(rt, family(300), concurrency=2)
        while (await rt.run("experiment.inspect", {"experiment": uri})).output["experiment"]["accounting"][
            "committed"
        ] < 20:
            await trio.sleep(0.02)
        await rt.run("experiment.pause", {"experiment": uri})
        return uri  # leaving the runtime abandons what is in flight

    uri = run_session(tmp_path, first)
    exp_id = uri.removeprefix("experiment://")
    before = committed_rows(tmp_path / "state", exp_id)

    async def second(rt):
        await trio.sleep(0.3)
        still = await rt.run("experiment.inspect", {"experiment": uri})
        await rt.run("experiment.resume", {"experiment": uri})
        return still, await wait_final(rt, uri)

    still, final = run_session(tmp_path, second)
    assert still.output["experiment"]["state"] == "PAUSED"
    assert still.output["experiment"]["accounting"]["committed"] == len(before)
    assert final.output["experiment"]["state"] == "COMPLETED"
    after = committed_rows(tmp_path / "state", exp_id)
    assert len(after) == 300 and {d: after[d] for d in before} == before


def _rpc_with_notifications(proc, msg_id, method, params):
    """Like ``_rpc``, also returning the notifications the server sent before its answer."""
    proc.stdin.write((json.dumps({"jsonrpc": "2.0", "id": msg_id, "method": method, "params": params}) + "\n").encode())
    proc.stdin.flush()
    notes = []
    while True:
        line = proc.stdout.readline()
        assert line, "the server closed its stdout"
        msg = json.loads(line)
        if msg.get("id") == msg_id:
            return msg, notes
        if "method" in msg:
            notes.append(msg)


def test_experiment_resources_and_progress_while_waiting_over_stdio(tmp_path):
    proc = _server(tmp_path / "res")
    try:
        started = _call(
            proc,
            1,
            "experiment.start",
            {
                "capability_id": "sat.solve",
                "budgets": {"concurrency": 1},
                "family": {"kind": "list", "items": slow_family(60)},
            },
        )
        uri = started["output"]["experiment"]["uri"]
        templates = _rpc(proc, 2, "resources/templates/list", {})["resourceTemplates"]
        names = {t["uriTemplate"] for t in templates}
        assert {"experiment://{experiment_id}", "experiment://{experiment_id}/accounting"} <= names
        assert {"experiment://{experiment_id}/scope", "experiment://{experiment_id}/archive"} <= names
        assert "reference://catalog" in {r["uri"] for r in _rpc(proc, 2, "resources/list", {})["resources"]}
        ref = json.loads(_rpc(proc, 2, "resources/read", {"uri": "reference://catalog"})["contents"][0]["text"])
        domains = {d["domain"]: d for d in ref["domains"]}
        graph = domains["graph"]
        pages = {s["schema"]: s for s in graph["artifact_schemas"]}["jacobian.graph.page.v2"]
        assert pages["producer_only"] and "page of geng's output" in pages["semantics"]
        assert (
            "graph.chromatic.drat" in graph["checker_ids"] and "graph.enumerate.nonisomorphic" in graph["capabilities"]
        )
        assert {"sat.model.eval", "sat.drat.lrat"} <= set(domains["sat"]["checker_ids"])
        magma = domains["algebra"]
        magma_schemas = {s["schema"]: s for s in magma["artifact_schemas"]}
        assert set(magma_schemas) == {"jacobian.algebra.magma.v1", "jacobian.algebra.equational_proof.v1"}
        assert "finite magma" in magma_schemas["jacobian.algebra.magma.v1"]["semantics"]
        assert "universal_algebra.search.countermodel" in magma["capabilities"]
        assert {"algebra.countermodel.eval", "algebra.no_countermodel.drat"} <= set(magma["checker_ids"])
        poly = domains["polynomial"]
        assert [s["schema"] for s in poly["artifact_schemas"]] == ["jacobian.polynomial.groebner_basis.v1"]
        assert (
            poly["artifact_schemas"][0]["producer_only"]
            and "Groebner basis" in poly["artifact_schemas"][0]["semantics"]
        )
        assert "polynomial.compute.groebner_basis" in poly["capabilities"]
        assert "polynomial.groebner.exact" in poly["checker_ids"]
        assert all(d["capabilities"] and d["artifact_schemas"] for d in ref["domains"])
        msg_id, progress, final = 3, [], None
        while final is None or not final["final"]:
            answer, notes = _rpc_with_notifications(
                proc,
                msg_id,
                "tools/call",
                {
                    "name": "math.run",
                    "arguments": {
                        "capability_id": "experiment.wait",
                        "payload": {"experiment": uri, "timeout_seconds": 30},
                    },
                    "_meta": {"progressToken": "wait-1"},
                },
            )
            msg_id += 1
            final = answer["result"]["structuredContent"]["output"]
            progress += [n["params"] for n in notes if n["method"] == "notifications/progress"]
        committed = [
            int(p["message"].split(" of ")[0].rsplit(" ", 1)[-1]) for p in progress if " of 60 items" in p["message"]
        ]
        assert len(committed) >= 2 and committed == sorted(committed) and committed[-1] <= 60
        assert all(p["progressToken"] == "wait-1" for p in progress)
        snap = json.loads(_rpc(proc, msg_id, "resources/read", {"uri": uri})["contents"][0]["text"])
        acc = json.loads(_rpc(proc, msg_id + 1, "resources/read", {"uri": uri + "/accounting"})["contents"][0]["text"])
        scope = json.loads(_rpc(proc, msg_id + 2, "resources/read", {"uri": uri + "/scope"})["contents"][0]["text"])
        assert snap == final["experiment"] and snap["state"] == "COMPLETED"
        assert acc["accounting"] == snap["accounting"] and acc["experiment"] == uri and "scope" not in acc
        assert scope["scope"] == snap["scope"] and scope["scope"]["complete"]
        archive = json.loads(_rpc(proc, msg_id + 3, "resources/read", {"uri": uri + "/archive"})["contents"][0]["text"])
        assert [(p["requests"], p["committed"]) for p in archive["pages"]] == [(60, 60)]
        assert (acc["accounting"]["pages"], acc["accounting"]["pages_archived"]) == (1, 1)
        page = _rpc(proc, msg_id + 4, "resources/read", {"uri": archive["pages"][0]["artifact"]})
        page = json.loads(page["contents"][0]["text"])
        assert page["schema"] == "jacobian.experiment.page.v2" and len(page["payload"]["items"]) == 60
        rows = committed_rows(tmp_path / "res", uri.removeprefix("experiment://"))
        assert {i["request_digest"]: i["result_digest"] for i in page["payload"]["items"]} == {
            d: v[0] for d, v in rows.items()
        }
        assert {i["conclusion"] for i in page["payload"]["items"]} == {"SAT", "UNSAT"}
        # each result URI the page lists reads back that item's own committed result
        inputs = set()
        for k, item in enumerate(page["payload"]["items"]):
            read = _rpc(proc, 100 + k, "resources/read", {"uri": item["result"]})
            doc = json.loads(read["contents"][0]["text"])
            result = CapabilityResult.model_validate(doc["result"])
            assert doc["uri"] == item["result"] and doc["request_digest"] == item["request_digest"]
            assert result_digest(result) == item["result_digest"] == doc["result_digest"]
            assert result.conclusion.value == item["conclusion"]
            assert json.loads(rows[item["request_digest"]][1]) == doc["result"]
            assert result.conclusion.value == ("UNSAT" if item["index"] % 2 == 0 else "SAT")  # its own formula's
            inputs.add(result.scope.input_digest)
        assert len(inputs) == 60  # sixty distinct results, one per request
        unknown = page["payload"]["items"][0]["result"][:-64] + "0" * 64
        msg = {"jsonrpc": "2.0", "id": 98, "method": "resources/read", "params": {"uri": unknown}}
        proc.stdin.write((json.dumps(msg) + "\n").encode())
        proc.stdin.flush()
        missing = json.loads(proc.stdout.readline())
        assert missing["error"]["code"] == -32002 and "no committed result" in missing["error"]["message"]
        proc.stdin.write(
            (
                json.dumps(
                    {
                        "jsonrpc": "2.0",
                        "id": 99,
                        "method": "resources/read",
                        "params": {"uri": "experiment://" + "f" * 32},
                    }
                )
                + "\n"
            ).encode()
        )
        proc.stdin.flush()
        missing = json.loads(proc.stdout.readline())
        assert missing["error"]["data"]["code"] == "INVALID_REQUEST" and "no experiment" in missing["error"]["message"]
    finally:
        proc.stdin.close()
        proc.wait(timeout=30)


def test_a_family_drawn_from_enumeration_pages_says_exactly_which_pages_and_whether_it_reached_the_end(tmp_path):
    """The 34 graphs on 5 vertices, 10 per page (geng through graph.enumerate.nonisomorphic), each coloured by
    graph.chromatic_number: the whole class, then only its first 15 graphs."""

    def fam(**kw):
        return {
            "kind": "enumeration",
            "capability_id": "graph.enumerate.nonisomorphic",
            "payload": {"order": 5, "limit": 10},
            "item_field": "graph6",
            "target_field": "graph6",
            **kw,
        }

    async def body(rt):
        out = []
        for family_ in (fam(), fam(max_items=15)):
            r = await rt.run("experiment.start", {"capability_id": "graph.chromatic_number", "family": family_})
            assert r.execution.status is ExecutionStatus.COMPLETED, r.diagnostics
            out.append(await wait_final(rt, r.output["experiment"]["uri"]))
        bad = await rt.run(
            "experiment.start",
            {"capability_id": "graph.chromatic_number", "family": fam(item_field="vertices")},
        )
        return out, bad

    (whole, part), bad = run_session(tmp_path, body)
    snap = whole.output["experiment"]
    scope = snap["scope"]["family"]
    assert snap["state"] == "COMPLETED" and snap["accounting"]["unique"] == 34 and snap["accounting"]["evaluated"] == 34
    assert scope["kind"] == "enumeration" and scope["exhausted"] and scope["total_count"] == 34
    assert len(scope["pages"]) == 4 and scope["enumerator_calls"] == 4
    assert "followed to its end" in scope["statement"] and "NOT" not in scope["statement"]
    rows = committed_rows(tmp_path / "state", snap["experiment_id"])
    chi = sorted(json.loads(rj)["output"]["chromatic_number"] for _, rj, _ in rows.values())
    assert chi.count(1) == 1 and chi.count(5) == 1  # only the empty graph and K5
    snap = part.output["experiment"]
    scope = snap["scope"]["family"]
    assert snap["state"] == "COMPLETED" and snap["accounting"]["raw"] == 15 and not scope["exhausted"]
    assert "first 15 entries of the 34" in scope["statement"] and "NOT followed to its end" in scope["statement"]
    assert "nothing is claimed about the entries after these" in snap["scope"]["statement"]
    assert part.completeness.value == "COMPLETE"  # complete for its family of 15, and the scope says no more
    assert bad.execution.status is ExecutionStatus.ERROR
    assert bad.diagnostics[0].code is Code.INVALID_REQUEST and bad.diagnostics[0].path == "$.payload.family.item_field"


def test_a_schema_1_experiment_database_gains_the_executor_and_placements_on_open(tmp_path):
    from jacobian.experiments.store import SCHEMA, SCHEMA_VERSION, ExperimentStore

    old = SCHEMA.replace(",\n    executor TEXT NOT NULL DEFAULT 'local'", "")
    old = re.sub(r"CREATE TABLE IF NOT EXISTS (placements|retries) \(.*?\);\n", "", old, flags=re.S)
    assert "executor" not in old and "placements" not in old and "retries" not in old
    conn = sqlite3.connect(tmp_path / DB_NAME)
    conn.executescript(old + "PRAGMA user_version = 1;")
    conn.execute(
        "INSERT INTO experiments (id, capability_id, mode, family_json, scope_json, budgets_json, state, created)"
        " VALUES ('e', 'sat.solve', 'EXPLORE', '{}', '{}', '{}', 'RUNNING', 0)"
    )
    conn.commit()
    conn.close()
    store = ExperimentStore(tmp_path)
    try:
        assert store.conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 3
        assert store.conn.execute("SELECT executor FROM experiments WHERE id = 'e'").fetchone()[0] == "local"
        assert store.conn.execute("SELECT COUNT(*) FROM placements").fetchone()[0] == 0
        assert store.conn.execute("SELECT COUNT(*) FROM retries").fetchone()[0] == 0
        assert store.accounting("e").retries == 0
    finally:
        store.close()


def test_a_runtime_that_shares_its_state_directory_refuses_experiments_with_a_hint_that_says_where_to_go(tmp_path):
    """A one-shot runtime (the CLI's: it shares the state directory) cannot keep an experiment running after it
    returns: experiment.start is refused with EXPERIMENTS_UNAVAILABLE, whose hint names jacobian-mcp (it was
    STORAGE_ERROR, "Free space or fix permissions"), and nothing is recorded."""

    async def main():
        config = RuntimeConfig(state_dir=tmp_path / "state", manifest_dir=tmp_path / "ops", exclusive_state=False)
        async with Runtime.open(config) as rt:
            return await rt.run(
                "experiment.start", {"capability_id": "sat.solve", "family": {"kind": "list", "items": family(2)}}
            )

    result = trio.run(main)
    assert result.execution.status is ExecutionStatus.ERROR
    (diag,) = result.diagnostics
    assert diag.code is Code.EXPERIMENTS_UNAVAILABLE and "jacobian-mcp" in diag.hint
    assert not (tmp_path / "state" / DB_NAME).exists()
