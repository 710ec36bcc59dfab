"""A supervisor killed with SIGKILL leaves no job process running (parent-death signal,
PID namespaces), and the next supervisor's start-up sweep removes the cgroups and
scratch directories it left behind, killing anything still inside them."""

import os
import subprocess
import sys
import time
import uuid

import psutil
import pytest

from jacobian.contracts.enums import SandboxLayer as L
from jacobian.supervisor import detect_host
from jacobian.supervisor.reaper import reap
from jacobian.supervisor.scratch import BASE
from jacobian.supervisor.sweep import sweep

from .conftest import ATTACKER, HERE

host = detect_host()


def _sleepers(marker: str) -> list[psutil.Process]:
    return [p for p in psutil.process_iter(["cmdline"]) if p.info["cmdline"] == ["sleep", marker]]


def _leftovers(pid: int) -> list[str]:
    out = (
        [os.path.join(BASE, d) for d in os.listdir(BASE) if d.startswith(f"job-{pid}-")] if os.path.isdir(BASE) else []
    )
    for parent in host.cgroup.parents.values() if host.cgroup else ():
        out += [os.path.join(parent, d) for d in os.listdir(parent) if d.startswith(f"jacobian-{pid}-")]
    return out


@pytest.mark.skipif(not host.available(L.PARENT_DEATH), reason=str(host.layers[L.PARENT_DEATH].reason))
def test_kill_9_of_a_supervisor_with_six_jobs_leaves_no_job_running_and_the_sweep_cleans_up():
    marker = f"{800 + uuid.uuid4().int % 10**6 / 10**6:.6f}"
    server = subprocess.Popen(
        [
            sys.executable,
            "-P",
            os.path.join(HERE, "crashing_server.py"),
            marker,
            ATTACKER,
        ],
        stdout=subprocess.PIPE,
    )
    try:
        assert server.stdout.readline() == b"READY\n"
        assert len(_sleepers(marker)) == 10  # four jobs, each with a setsid grandchild, and two busy workers
        orphans = [c.pid for c in psutil.Process(server.pid).children(recursive=True)]
        server.kill()
        server.wait()
        killed_at = time.monotonic()
        while _sleepers(marker) and time.monotonic() - killed_at < 1.0:
            time.sleep(0.01)
        assert _sleepers(marker) == [], "job processes outlived their supervisor by more than a second"
    finally:
        server.kill()
        server.wait()
    # re-parented to this process if an earlier test made it a child subreaper (every Supervisor does)
    reap(set(orphans), timeout=2.0)
    left = _leftovers(server.pid)
    assert left, "a supervisor killed with SIGKILL cannot clean up: there should be something to sweep"
    report = sweep(host)
    assert set(left) <= set(report.cgroups) | set(report.scratch), (left, report)
    assert _leftovers(server.pid) == []


@pytest.mark.skipif(host.cgroup is None, reason="no usable cgroup on this host")
def test_the_sweep_kills_what_still_runs_in_a_leftover_cgroup_and_spares_live_owners():
    dead = subprocess.Popen(["true"])
    dead.wait()  # a pid that no longer runs: the "supervisor" that made the leftovers
    parent = next(iter(host.cgroup.parents.values()))
    stale = os.path.join(parent, f"jacobian-{dead.pid}-{uuid.uuid4().hex[:12]}")
    mine = os.path.join(parent, f"jacobian-{os.getpid()}-{uuid.uuid4().hex[:12]}")
    os.mkdir(stale)
    os.mkdir(mine)
    os.makedirs(BASE, mode=0o700, exist_ok=True)
    stale_scratch = os.path.join(BASE, f"job-{dead.pid}-sweeptest")
    os.mkdir(stale_scratch)
    open(os.path.join(stale_scratch, "file"), "w").close()
    stale_hold = os.path.join(BASE, f"hold-{dead.pid}-sweeptest")  # a run's kept proof (issue 33)
    os.mkdir(stale_hold)
    open(os.path.join(stale_hold, "proof.drat"), "w").close()
    runaway = subprocess.Popen(["sleep", "600"])
    try:
        with open(os.path.join(stale, "cgroup.procs"), "w") as f:
            f.write(str(runaway.pid))
        report = sweep(host)
        assert runaway.wait(timeout=5) == -9
        assert stale in report.cgroups and not os.path.exists(stale)
        assert stale_scratch in report.scratch and not os.path.exists(stale_scratch)
        assert stale_hold in report.scratch and not os.path.exists(stale_hold)
        assert os.path.isdir(mine), "a cgroup of a live supervisor must be left alone"
    finally:
        runaway.kill()
        for d in (stale, mine):
            if os.path.isdir(d):
                os.rmdir(d)
