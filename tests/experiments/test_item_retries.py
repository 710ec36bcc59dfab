"""An experiment item that fails for an infrastructure reason is run again, never committed as its result
(issue 26, item 8), and the runtime daemon's restart that produced such failures.

- Through the real per-user daemon (the stdio relay's default): the daemon is SIGKILLed mid-experiment and
  a new relay starts a new one; every item ends evaluated, each committed once, and none needed a second
  run. (The daemon used to set a umask of 0o177 around its socket's bind while the resumed experiment was
  already starting jobs: their scratch directories were made 0600, the sandboxed worker could not enter
  its own, and the item was committed as ``WORKER_PROTOCOL_ERROR``.)
- In process: the pooled worker serving a long item is SIGKILLed from outside (once it has used a second
  of CPU on it: the worker's own sign that it is serving that item); the item is run again and evaluated,
  the retry is in the accounting. Killed on every run, it is committed after ``MAX_ITEM_ATTEMPTS`` runs,
  while an input error is committed at once.
"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time

import psutil
import trio
from test_experiments import INITIALIZE, MISSING, _call, _rpc, committed_rows, family, run_session, start, wait_final

from jacobian.contracts.diagnostics import Code
from jacobian.experiments.model import MAX_ITEM_ATTEMPTS, RETRIED_CODES

RETRIED = {c.value for c in RETRIED_CODES}


def _pigeonhole(holes: int) -> dict:
    """PHP(holes + 1, holes): unsatisfiable; seconds of CDCL search for 9 holes, minutes for 10."""
    var = lambda p, h: p * holes + h + 1  # noqa: E731
    clauses = [[var(p, h) for h in range(holes)] for p in range(holes + 1)]
    clauses += [
        [-var(p, h), -var(q, h)] for h in range(holes) for p in range(holes + 1) for q in range(p + 1, holes + 1)
    ]
    body = "".join(" ".join(map(str, c)) + " 0\n" for c in clauses)
    return {"dimacs": f"p cnf {holes * (holes + 1)} {len(clauses)}\n{body}", "proof": False}


# -- through the real daemon -------------------------------------------------------------------------------
def _relay(state_dir, sock):
    """A real ``jacobian-mcp`` over stdio in its default mode: a relay to the state directory's daemon
    (started by the relay when none listens, with the pools pre-started as a user's would be)."""
    argv = [sys.executable, "-P", "-m", "jacobian.mcp.server", "--state-dir", str(state_dir), "--socket", str(sock)]
    proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    try:
        _rpc(proc, 0, "initialize", INITIALIZE)
        proc.stdin.write(b'{"jsonrpc":"2.0","method":"notifications/initialized"}\n')
        proc.stdin.flush()
    except BaseException:
        proc.kill()
        proc.wait()
        raise
    return proc


def _daemon_pid(sock) -> int:
    found = re.findall(r"daemon on .* \(pid (\d+)\)", sock.with_suffix(".log").read_text())
    assert found, "no daemon announced itself"
    return int(found[-1])


def _end(proc) -> None:
    proc.stdin.close()
    proc.wait(timeout=60)


def _stop_daemon(pid: int) -> None:
    try:
        daemon = psutil.Process(pid)
        family = [daemon, *daemon.children(recursive=True)]
    except psutil.NoSuchProcess:
        return
    daemon.terminate()
    _, alive = psutil.wait_procs(family, timeout=30)
    for p in alive:
        p.kill()


def test_a_sigkilled_daemon_restarted_mid_experiment_evaluates_all_300_items_once_each(tmp_path):
    state_dir, sock = tmp_path / "state", tmp_path / "run" / "mcp.sock"
    payloads = family(300)
    proc = _relay(state_dir, sock)
    try:
        started = _call(
            proc,
            1,
            "experiment.start",
            {
                "capability_id": "sat.solve",
                "budgets": {"concurrency": 2},
                "family": {"kind": "list", "items": payloads},
            },
        )
        uri = started["output"]["experiment"]["uri"]
        msg_id, committed = 2, 0
        while committed < 60:
            snap = _call(proc, msg_id, "experiment.inspect", {"experiment": uri})["output"]["experiment"]
            committed, msg_id = snap["accounting"]["committed"], msg_id + 1
            assert snap["state"] == "RUNNING"
            time.sleep(0.05)
        first = _daemon_pid(sock)
        os.kill(first, signal.SIGKILL)
    finally:
        proc.kill()
        proc.wait()
    exp_id = uri.removeprefix("experiment://")
    before = committed_rows(state_dir, exp_id)
    assert 60 <= len(before) < 300, "killed mid-run"

    proc = _relay(state_dir, sock)  # a new relay starts a new daemon, which resumes the experiment
    second = _daemon_pid(sock)
    try:
        assert second != first
        msg_id, out = 1, None
        while out is None or not out["final"]:
            out = _call(proc, msg_id, "experiment.wait", {"experiment": uri, "timeout_seconds": 20})["output"]
            msg_id += 1
            assert msg_id < 30, "did not finish"
        result_docs = [
            json.loads(_rpc(proc, 100 + k, "resources/read", {"uri": f"{uri}/result/{d[7:]}"})["contents"][0]["text"])
            for k, d in enumerate(sorted(set(committed_rows(state_dir, exp_id)) - set(before))[:3])
        ]
    finally:
        _end(proc)
        _stop_daemon(second)
    snap = out["experiment"]
    acc = snap["accounting"]
    assert snap["state"] == "COMPLETED"
    assert (acc["unique"], acc["committed"], acc["evaluated"], acc["failed"]) == (300, 300, 300, 0), acc
    assert (acc["retries"], acc["retried_by_code"]) == (0, {}), acc  # no item needed a second run
    after = committed_rows(state_dir, exp_id)
    assert len(after) == 300 and {d: after[d] for d in before} == before  # each item committed once
    assert all(doc["attempts"] == 1 and doc["retried_codes"] == [] for doc in result_docs)


# -- in process: a worker killed from outside ----------------------------------------------------------------
def _sat_workers() -> list[psutil.Process]:
    """This process's pooled sat.solve worker programs (the Python process inside the sandbox chain)."""
    out = []
    for p in psutil.Process().children(recursive=True):
        try:
            cmd = p.cmdline()
        except psutil.Error:
            continue
        if cmd[-2:] == ["-m", "jacobian.providers.sat.worker"] and "python" in os.path.basename(cmd[0]):
            out.append(p)
    return out


async def _kill_busy_workers(killed: list[int], limit: int, done: trio.Event) -> None:
    """SIGKILL each sat worker once it has used a second of CPU (only a long item takes that), ``limit`` in all."""
    while not done.is_set() and len(killed) < limit:
        for p in _sat_workers():
            try:
                busy = sum(p.cpu_times()[:2]) >= 1.0
                if busy and p.pid not in killed:
                    p.send_signal(signal.SIGKILL)
                    killed.append(p.pid)
            except psutil.NoSuchProcess:
                pass
        await trio.sleep(0.05)


def _run_with_killer(tmp_path, payloads, limit, name):
    killed: list[int] = []

    async def body(rt):
        done = trio.Event()
        async with trio.open_nursery() as nursery:
            nursery.start_soon(_kill_busy_workers, killed, limit, done)
            uri = await start(rt, payloads, concurrency=2)
            final = await wait_final(rt, uri, limit=300)
            done.set()
        exp_id = uri.removeprefix("experiment://")
        docs = {d: rt.state.experiments.result(exp_id, d[7:]) for d in committed_rows(tmp_path / name, exp_id)}
        return final.output["experiment"], docs

    snap, docs = run_session(tmp_path, body, name=name)
    return snap, docs, killed


def test_an_item_whose_worker_is_killed_mid_run_is_run_again_and_evaluated(tmp_path):
    long_item = _pigeonhole(9)
    snap, docs, killed = _run_with_killer(tmp_path, [*family(4), long_item], 1, "once")
    assert len(killed) == 1
    acc = snap["accounting"]
    assert snap["state"] == "COMPLETED"
    assert (acc["committed"], acc["evaluated"], acc["failed"], acc["failed_by_code"]) == (5, 5, 0, {}), acc
    assert acc["retries"] == 1 and set(acc["retried_by_code"]) <= RETRIED and sum(acc["retried_by_code"].values()) == 1
    (doc,) = [d for d in docs.values() if d["attempts"] > 1]
    assert doc["attempts"] == 2 and doc["retried_codes"][0] in RETRIED
    assert doc["result"]["conclusion"] == "UNSAT"  # the committed result is the second run's own
    assert sorted(d["attempts"] for d in docs.values()) == [1, 1, 1, 1, 2]


def test_an_item_killed_on_every_run_is_committed_after_the_bound_and_an_input_error_at_once(tmp_path):
    long_item = _pigeonhole(10)
    payloads = [*family(2), {"cnf_artifact": MISSING + "1"}, long_item]
    snap, docs, killed = _run_with_killer(tmp_path, payloads, MAX_ITEM_ATTEMPTS, "always")
    assert len(killed) == MAX_ITEM_ATTEMPTS  # every run of the long item lost its worker
    acc = snap["accounting"]
    assert snap["state"] == "COMPLETED"
    assert (acc["committed"], acc["evaluated"], acc["failed"]) == (4, 2, 2), acc
    assert acc["retries"] == MAX_ITEM_ATTEMPTS - 1 and set(acc["retried_by_code"]) <= RETRIED
    assert acc["failed_by_code"].pop(Code.ARTIFACT_NOT_FOUND.value) == 1
    assert set(acc["failed_by_code"]) <= RETRIED  # the last run's infrastructure failure, committed at the bound
    by_attempts = sorted((d["attempts"], d["result"]["execution"]["status"]) for d in docs.values())
    assert by_attempts == [(1, "COMPLETED"), (1, "COMPLETED"), (1, "ERROR"), (MAX_ITEM_ATTEMPTS, "ERROR")]
    missing = [d for d in docs.values() if d["result"]["execution"]["status"] == "ERROR" and d["attempts"] == 1]
    assert Code.ARTIFACT_NOT_FOUND.value in {x["code"] for x in missing[0]["result"]["diagnostics"]}
    assert len(missing) == 1 and missing[0]["attempts"] == 1 and missing[0]["retried_codes"] == []
