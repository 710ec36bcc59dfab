"""Experiments on the ray executor, on a real Ray cluster this module starts on loopback: a head node
offering every provider its probes found, and a second worker node started without ``sat-cadical``.

Shown: the same family gives the same results and accounting on Ray as on the local executor; an
item needing a provider goes only to nodes that offer it; an item whose worker is killed on every
attempt ends EXECUTOR_LOST after Ray's retries while the experiment still completes; a SIGKILLed
head (jacobian-mcp) restarted mid-run, and killing the worker node mid-run, both still end with
every item committed exactly once; without Ray installed the executor is a typed error. The test
that kills the worker node runs last: the cluster has one node after it.
One cluster serves the whole module (Ray start-up is slow); its finalizer stops every Ray process.
"""

from __future__ import annotations

import json
import os
import re
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import psutil
import pytest
import trio
from test_experiments import (
    MISSING,
    _call,
    _server,
    committed_rows,
    family,
    formula,
    slow_family,
    start_and_kill_after,
    wait_final,
)

from jacobian.contracts.diagnostics import Code
from jacobian.contracts.enums import ExecutionStatus
from jacobian.experiments.ray_executor import MAX_RETRIES
from jacobian.experiments.store import DB_NAME
from jacobian.runtime import Runtime, RuntimeConfig

BIN = Path(sys.executable).parent
TIMINGS = ("item_wall_ms", "item_cpu_ms", "running_seconds", "by_node")


def _env() -> dict[str, str]:
    return {**os.environ, "PATH": f"{BIN}:{os.environ.get('PATH', '')}", "RAY_USAGE_STATS_ENABLED": "0"}


def _ray(*args: str, **kw) -> subprocess.CompletedProcess:
    return subprocess.run(
        [str(BIN / "ray"), *args], env=_env(), capture_output=True, text=True, timeout=180, check=False, **kw
    )


def _resources(state_dir: Path, *without: str) -> str:
    """This node's provider resources, from its own probes (``jacobian cluster resources``)."""
    argv = [sys.executable, "-P", "-m", "jacobian.cli.main", "cluster", "resources", "--state-dir", str(state_dir)]
    for pid in without:
        argv += ["--without", pid]
    out = subprocess.run(argv, capture_output=True, text=True, timeout=300, check=True, env=_env()).stdout
    assert "provider:sat-pysat" in json.loads(out), out
    return out.strip()


class Cluster:
    def __init__(self, address: str, worker: subprocess.Popen) -> None:
        self.address = address
        self.worker = worker
        self.head_id = ""
        self.worker_id = ""

    def kill_worker_node(self) -> int:
        """SIGKILL the worker node: its ``ray start``, its raylet and every worker process under it."""
        root = psutil.Process(self.worker.pid)
        procs = [root, *root.children(recursive=True)]
        for p in procs:
            try:
                p.send_signal(signal.SIGKILL)
            except psutil.NoSuchProcess:
                pass
        self.worker.wait(timeout=30)
        return len(procs)


@pytest.fixture(scope="module")
def cluster(tmp_path_factory: pytest.TempPathFactory):
    import ray  # noqa: F401  (the cluster extra, installed by `just install`: missing is a defect, not a skip)

    probes = tmp_path_factory.mktemp("ray-probes")
    head = _ray(
        "start",
        "--head",
        "--port=0",
        "--node-ip-address=127.0.0.1",
        "--num-cpus=2",
        f"--resources={_resources(probes)}",
        "--include-dashboard=false",
        "--disable-usage-stats",
    )
    worker = None
    try:
        assert head.returncode == 0, head.stderr[-3000:]
        port = re.search(r"--address='[^':]+:(\d+)'", head.stdout + head.stderr)
        assert port, head.stdout[-2000:]
        address = f"127.0.0.1:{port.group(1)}"
        worker = subprocess.Popen(
            [
                str(BIN / "ray"),
                "start",
                f"--address={address}",
                "--node-ip-address=127.0.0.1",
                "--num-cpus=2",
                f"--resources={_resources(probes, 'sat-cadical')}",
                "--block",
            ],
            env=_env(),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
        )
        ray.init(address=address, namespace="jacobian", log_to_driver=False, configure_logging=False)
        deadline = time.monotonic() + 120
        while len([n for n in ray.nodes() if n["Alive"]]) < 2:
            assert time.monotonic() < deadline, "the worker node did not join"
            assert worker.poll() is None, "the worker node's ray start exited"
            time.sleep(0.5)
        c = Cluster(address, worker)
        for n in ray.nodes():
            if n["Alive"]:
                if "provider:sat-cadical" in n["Resources"]:
                    c.head_id = n["NodeID"]
                else:
                    c.worker_id = n["NodeID"]
        assert c.head_id and c.worker_id
        yield c
    finally:
        if ray.is_initialized():
            ray.shutdown()
        if worker is not None and worker.poll() is None:
            Cluster("", worker).kill_worker_node()
        stopped = _ray("stop", "--force")
        assert stopped.returncode == 0, stopped.stderr[-2000:]
        _reap_ray_zombies()
        left = [p for p in psutil.process_iter(["name"]) if p.info["name"] in ("raylet", "gcs_server")]
        assert not left, left


def _reap_ray_zombies() -> None:
    """Ray's daemons are re-parented to this process when it is a child subreaper (the supervisor
    makes it one): reap those that ``ray stop`` killed, so that none stays behind as a zombie."""
    for p in psutil.process_iter(["name", "status", "ppid"]):
        if p.info["status"] == psutil.STATUS_ZOMBIE and p.info["ppid"] == os.getpid():
            try:
                os.waitpid(p.pid, 0)
            except ChildProcessError:
                pass


def _session(tmp_path: Path, body, name: str, address: str | None = None):
    async def main():
        config = RuntimeConfig(state_dir=tmp_path / name, manifest_dir=tmp_path / "ops", ray_address=address)
        async with Runtime.open(config) as rt:
            return await body(rt)

    return trio.run(main)


async def _start(rt, payloads, executor, **budgets):
    r = await rt.run(
        "experiment.start",
        {
            "capability_id": "sat.solve",
            "executor": executor,
            "family": {"kind": "list", "items": payloads},
            "budgets": budgets,
        },
    )
    assert r.execution.status is ExecutionStatus.COMPLETED, r.diagnostics
    assert r.output["experiment"]["executor"] == executor
    return r.output["experiment"]["uri"]


def _id(uri: str) -> str:
    return uri.removeprefix("experiment://")


def _placements(state_dir: Path, exp_id: str) -> dict[str, str]:
    conn = sqlite3.connect(f"file:{state_dir / DB_NAME}?mode=ro", uri=True)
    try:
        return dict(
            conn.execute("SELECT request_digest, node FROM placements WHERE experiment_id = ?", (exp_id,)).fetchall()
        )
    finally:
        conn.close()


def test_without_ray_the_ray_executor_is_a_typed_error_and_nothing_is_recorded(tmp_path, monkeypatch):
    monkeypatch.setitem(sys.modules, "ray", None)  # `import ray` now fails exactly as when it is not installed

    async def body(rt):
        return await rt.run(
            "experiment.start",
            {"capability_id": "sat.solve", "executor": "ray", "family": {"kind": "list", "items": family(3)}},
        )

    r = _session(tmp_path, body, "noray")
    assert r.execution.status is ExecutionStatus.ERROR
    d = r.diagnostics[0]
    assert d.code is Code.EXECUTOR_UNAVAILABLE and d.path == "$.payload.executor" and "jacobian[cluster]" in d.message
    conn = sqlite3.connect(tmp_path / "noray" / DB_NAME)
    assert conn.execute("SELECT COUNT(*) FROM experiments").fetchone()[0] == 0
    conn.close()


def test_ray_gives_the_local_results_and_accounting(tmp_path, cluster):
    unique = family(120)
    payloads = unique + unique[:10] + [{"cnf_artifact": MISSING + str(k)} for k in range(2)]

    async def body(rt):
        local = await _start(rt, payloads, "local", concurrency=4)
        on_ray = await _start(rt, payloads, "ray", concurrency=4)
        return await wait_final(rt, local), await wait_final(rt, on_ray)

    local, on_ray = _session(tmp_path, body, "same", cluster.address)
    a, b = local.output["experiment"], on_ray.output["experiment"]
    assert a["state"] == b["state"] == "COMPLETED"
    strip = lambda acc: {k: v for k, v in acc.items() if k not in TIMINGS}  # noqa: E731
    assert strip(a["accounting"]) == strip(b["accounting"])
    assert (b["accounting"]["committed"], b["accounting"]["failed_by_code"]) == (122, {"ARTIFACT_NOT_FOUND": 2})
    assert a["scope"] == b["scope"]
    rows_a = committed_rows(tmp_path / "same", a["experiment_id"])
    rows_b = committed_rows(tmp_path / "same", b["experiment_id"])
    assert {d: v[0] for d, v in rows_a.items()} == {d: v[0] for d, v in rows_b.items()}  # same result digests

    def layers(rows):
        out = {}
        for d, (_, rj, _) in rows.items():
            prov = json.loads(rj).get("provenance") or {}
            out[d] = sorted((e["layer"], e["mechanism"]) for e in prov.get("enforcement", ()))
        return out

    # the same sandbox: every job on a Ray node had exactly the layers the local supervisor applied
    assert layers(rows_a) == layers(rows_b) and any(layers(rows_b).values())
    # every job that was dispatched ran on a node of this cluster; the two artifact-less items failed at plan
    by_node = b["accounting"]["by_node"]
    assert set(by_node) <= {cluster.head_id, cluster.worker_id} and sum(by_node.values()) == 120
    assert a["accounting"]["by_node"] == {"local": 120}


def test_a_node_without_the_provider_gets_none_of_its_items(tmp_path, cluster):
    cadical = [{**formula(i)[0], "engine": "cadical"} for i in range(40)]
    pysat = family(200)

    async def body(rt):
        c = await _start(rt, cadical, "ray", concurrency=4)
        p = await _start(rt, pysat, "ray", concurrency=4)
        return await wait_final(rt, c), await wait_final(rt, p)

    c, p = _session(tmp_path, body, "routed", cluster.address)
    assert c.output["experiment"]["state"] == "COMPLETED" and p.output["experiment"]["state"] == "COMPLETED"
    rows = committed_rows(tmp_path / "routed", _id(c.output["experiment"]["uri"]))
    conclusions = [json.loads(v[1])["conclusion"] for v in rows.values()]
    assert sorted(conclusions) == ["SAT"] * 20 + ["UNSAT"] * 20
    # sat-cadical is only on the head: the worker got none of those items, while it did run sat-pysat ones
    assert c.output["experiment"]["accounting"]["by_node"] == {cluster.head_id: 40}
    assert p.output["experiment"]["accounting"]["by_node"].get(cluster.worker_id, 0) > 0


def _pigeonhole(holes: int) -> dict:
    """PHP(holes + 1, holes): unsatisfiable, and minutes of CDCL search for 10 holes."""
    var = lambda p, h: p * holes + h + 1  # noqa: E731
    clauses = [[var(p, h) for h in range(holes)] for p in range(holes + 1)]
    clauses += [
        [-var(p, h), -var(q, h)] for h in range(holes) for p in range(holes + 1) for q in range(p + 1, holes + 1)
    ]
    body = "".join(" ".join(map(str, c)) + " 0\n" for c in clauses)
    return {"dimacs": f"p cnf {holes * (holes + 1)} {len(clauses)}\n{body}"}


def _kill_tree(pid: int) -> bool:
    try:
        root = psutil.Process(pid)
        procs = [root, *root.children(recursive=True)]
    except psutil.NoSuchProcess:
        return False
    for p in procs:
        try:
            p.send_signal(signal.SIGKILL)
        except psutil.NoSuchProcess:
            pass
    return True


def test_an_item_whose_worker_dies_on_every_retry_ends_executor_lost_and_the_experiment_still_ends(tmp_path, cluster):
    """A real loss: the Ray worker process running one long item (PHP(11,10)) is SIGKILLed, with its job, each
    time it has run that item for over a second and a half -- the first attempt and each of Ray's retries, as
    an OOM killer or a crashing node would. Ray gives up after MAX_RETRIES; the item is committed as
    EXECUTOR_LOST, the quick items are evaluated, and the experiment ends COMPLETED with accounting that adds up."""
    payloads = [*family(4), _pigeonhole(10)]
    killed: list[int] = []

    async def killer(done: trio.Event) -> None:
        running: dict[tuple[int, float], float] = {}  # (pid, start time) -> when first seen running an item
        while not done.is_set():
            now, busy = time.monotonic(), set()
            for p in psutil.process_iter(["cmdline", "create_time"]):
                title = " ".join(p.info["cmdline"] or ())
                if title.startswith("ray::jacobian:"):
                    key = (p.pid, p.info["create_time"])
                    busy.add(key)
                    if now - running.setdefault(key, now) >= 1.5 and _kill_tree(p.pid):
                        killed.append(p.pid)
            running = {k: v for k, v in running.items() if k in busy}  # a worker that went idle starts over
            await trio.sleep(0.2)

    async def body(rt):
        done = trio.Event()
        async with trio.open_nursery() as nursery:
            nursery.start_soon(killer, done)
            uri = await _start(rt, payloads, "ray", concurrency=2)
            final = await wait_final(rt, uri, limit=300)
            done.set()
        return final

    final = _session(tmp_path, body, "lost", cluster.address)
    snap = final.output["experiment"]
    acc = snap["accounting"]
    assert len(killed) >= MAX_RETRIES + 1, killed  # the first attempt and every retry lost their worker
    assert snap["state"] == "COMPLETED" and snap["stop_reason"] == "FAMILY_EXHAUSTED"
    assert (acc["raw"], acc["committed"], acc["evaluated"], acc["failed"], acc["pending"]) == (5, 5, 4, 1, 0)
    assert acc["failed_by_code"] == {Code.EXECUTOR_LOST.value: 1}
    assert sum(acc["by_node"].values()) == 4  # the lost item ran to completion on no node
    rows = committed_rows(tmp_path / "lost", snap["experiment_id"])
    lost = [json.loads(v[1]) for v in rows.values() if json.loads(v[1])["execution"]["status"] != "COMPLETED"]
    assert len(rows) == 5 and len(lost) == 1
    (d,) = [d for d in lost[0]["diagnostics"] if d["severity"] == "ERROR"]
    assert d["code"] == Code.EXECUTOR_LOST.value and f"({MAX_RETRIES} retries)" in d["message"]
    assert snap["scope"]["complete"] and lost[0]["conclusion"] == "UNKNOWN"


def test_a_sigkilled_head_on_ray_resumes_and_commits_every_item_exactly_once(tmp_path, cluster):
    """The serving process (the Ray driver, which plans, interprets and commits) is SIGKILLed mid-experiment and
    restarted: it reconnects to the cluster, and every item ends committed once, with the results of an
    uninterrupted local run."""
    payloads = family(400)
    state_dir = tmp_path / "head"
    args = ("--executor", "ray", "--ray-address", cluster.address)
    started = start_and_kill_after(state_dir, payloads, 120, *args, concurrency=4)
    assert started["execution"]["status"] == "COMPLETED", started
    uri = started["output"]["experiment"]["uri"]
    assert started["output"]["experiment"]["executor"] == "ray"  # the server's default executor
    exp_id = _id(uri)
    before = committed_rows(state_dir, exp_id)
    assert 120 <= len(before) < 400, "killed mid-run"
    restarted_at = time.time()

    proc = _server(state_dir, *args)
    try:
        msg_id, out = 1, None
        deadline = time.monotonic() + 300
        while time.monotonic() < deadline:
            out = _call(proc, msg_id, "experiment.wait", {"experiment": uri, "timeout_seconds": 20})["output"]
            msg_id += 1
            if out["final"]:
                break
        snap = out["experiment"]
    finally:
        proc.stdin.close()
        proc.wait(timeout=60)
    acc = snap["accounting"]
    assert snap["state"] == "COMPLETED" and snap["executor"] == "ray"
    assert (acc["raw"], acc["committed"], acc["evaluated"], acc["failed"], acc["pending"]) == (400, 400, 400, 0, 0)
    after = committed_rows(state_dir, exp_id)
    assert len(after) == 400 and {d: after[d] for d in before} == before  # nothing committed was redone
    assert len([d for d, (_, _, t) in after.items() if t >= restarted_at]) == 400 - len(before)
    assert set(_placements(state_dir, exp_id).values()) <= {cluster.head_id, cluster.worker_id}

    async def clean_body(rt):
        clean = await _start(rt, payloads, "local", concurrency=4)
        await wait_final(rt, clean)
        return _id(clean)

    clean_id = _session(tmp_path, clean_body, "clean-head")
    reference = committed_rows(tmp_path / "clean-head", clean_id)
    assert {d: v[0] for d, v in after.items()} == {d: v[0] for d, v in reference.items()}  # same result digests


def test_killing_the_worker_node_mid_run_still_commits_every_item_exactly_once(tmp_path, cluster):
    # Items of tens of milliseconds (PHP(8,7)): with the tiny formulas the head, warm, could commit all of
    # them in the seconds the worker node takes to start its first Ray worker process, and the worker
    # node then never reached five items before the end (seen on a host with a busy core).
    count = 200
    payloads = slow_family(count)
    state = tmp_path / "killed"
    killed = {}

    async def body(rt):
        uri = await _start(rt, payloads, "ray", concurrency=6)
        while True:
            snap = (await rt.run("experiment.inspect", {"experiment": uri})).output["experiment"]
            if snap["accounting"]["by_node"].get(cluster.worker_id, 0) >= 5:
                break
            assert snap["state"] == "RUNNING", "ended before the worker node ran anything"
            await trio.sleep(0.05)
        killed["committed"] = snap["accounting"]["committed"]
        killed["on_worker"] = snap["accounting"]["by_node"][cluster.worker_id]
        killed["procs"] = cluster.kill_worker_node()
        return await wait_final(rt, uri, limit=300)

    final = _session(tmp_path, body, "killed", cluster.address)
    snap = final.output["experiment"]
    acc = snap["accounting"]
    assert killed["committed"] < count - 20, "killed mid-run"
    assert snap["state"] == "COMPLETED" and acc["committed"] == acc["unique"] == count and acc["pending"] == 0
    lost = acc["failed_by_code"].get(Code.EXECUTOR_LOST.value, 0)
    assert acc["evaluated"] + lost == count and set(acc["failed_by_code"]) <= {Code.EXECUTOR_LOST.value}
    exp_id = snap["experiment_id"]
    rows = committed_rows(state, exp_id)
    assert len(rows) == count  # one committed row per item: a retried task was never counted twice
    placed = list(_placements(state, exp_id).values())
    assert set(placed) <= {cluster.head_id, cluster.worker_id} and len(placed) == count - lost
    assert placed.count(cluster.worker_id) >= killed["on_worker"] and placed.count(cluster.head_id) > 0

    async def clean_body(rt):
        uri = await _start(rt, payloads, "local", concurrency=4)
        await wait_final(rt, uri)
        return _id(uri)

    clean_id = _session(tmp_path, clean_body, "clean")
    reference = committed_rows(tmp_path / "clean", clean_id)
    evaluated = {d: v[0] for d, v in rows.items() if json.loads(v[1])["execution"]["status"] == "COMPLETED"}
    assert len(evaluated) == count - lost
    assert evaluated == {d: reference[d][0] for d in evaluated}  # the same answers as an uninterrupted local run
