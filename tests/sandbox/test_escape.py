"""From inside every kind of job (CLI engine, pooled worker, checker, ``sandbox run``),
the ways a root job could undo its sandbox all fail, and nothing the job starts
outlives it: remount the root read-write, enter the server's network namespace,
move itself into the top-level cgroup, kill its parent and leave a sleeper behind."""

import os
import socket
import subprocess
import sys
import time
import uuid

import psutil
import pytest

from jacobian import wire
from jacobian.contracts.enums import IsolationMode
from jacobian.contracts.enums import SandboxLayer as L
from jacobian.contracts.job import Job
from jacobian.manifests.loader import bundled_dir
from jacobian.manifests.model import Manifest
from jacobian.run import CHECKER_BUDGET
from jacobian.supervisor import detect_host

from .conftest import ATTACKER, PY, run

pytestmark = pytest.mark.skipif(
    not (
        os.geteuid() == 0 and detect_host().available(L.UNPRIVILEGED_USER) and detect_host().available(L.PID_NAMESPACE)
    ),
    reason="these attacks are those of a job that would run as root: the server here is not root or lacks the layers",
)


def attack(marker: str, port: int) -> str:
    """Each line prints a word only if the attack worked; then it leaves a sleeper behind."""
    top = detect_host().cgroup.parents.get("memory") if detect_host().cgroup else None
    setns = (
        "import ctypes, socket, sys\n"
        f"pid = {os.getpid()}\n"
        "libc = ctypes.CDLL(None, use_errno=True)\n"
        "for path in (f'/proc/{pid}/ns/net', '/proc/1/ns/net'):\n"
        "    try:\n"
        "        fd = open(path).fileno()\n"
        "    except OSError:\n"
        "        continue\n"
        "    libc.setns(fd, 0x40000000)\n"
        "try:\n"
        f"    socket.create_connection(('127.0.0.1', {port}), timeout=1); print('CONNECTED')\n"
        "except OSError:\n"
        "    pass\n"
    )
    lines = [
        "mount -o remount,rw / 2>/dev/null && echo REMOUNTED",
        "touch /usr/.jacobian-escape-probe 2>/dev/null && echo WROTE_ROOT && rm -f /usr/.jacobian-escape-probe",
        f'{PY} -I -c "{setns}"',
        f"[ -n '{top or ''}' ] && echo $$ > '{top}/cgroup.procs' 2>/dev/null && echo LEFT_CGROUP",
        f"setsid sleep {marker} </dev/null >/dev/null 2>&1 &",
        "echo DONE",
    ]
    return "\n".join(lines) + "\n"


def orphan(marker: str) -> str:
    """Kill the parent (the supervisor's child, or in a worker the worker itself), then sleep."""
    return f"setsid sleep {marker} </dev/null >/dev/null 2>&1 &\nkill -9 $PPID\nsleep {marker}\n"


def _manifest(name: str) -> Manifest:
    import yaml

    return Manifest.model_validate(yaml.safe_load((bundled_dir() / name).read_text()))


def _cli_engine(script: str) -> Job:
    iso = _manifest("sat-cadical.yaml").isolation
    return Job(argv=("/bin/sh", "-c", script), readonly_root=iso.readonly_root, unprivileged=iso.unprivileged)


def _pooled_worker(script: str) -> Job:
    iso = _manifest("sat-pysat.yaml").isolation
    assert iso.mode is IsolationMode.POOLED
    return Job(
        argv=(PY, ATTACKER),
        stdin=wire.request_line({"script": script}),
        protocol="jsonl",
        isolation=IsolationMode.POOLED,
        pool_key="attack",
        readonly_root=iso.readonly_root,
        unprivileged=iso.unprivileged,
    )


def _checker(script: str) -> Job:  # as jacobian.run.verification builds a checker job
    return Job(
        argv=(PY, "-I", ATTACKER),
        stdin=wire.request_line({"script": script}),
        protocol="jsonl",
        budget=CHECKER_BUDGET,
        readonly_root=True,
    )


@pytest.fixture
def listener():
    srv = socket.socket()
    srv.bind(("127.0.0.1", 0))
    srv.listen()
    yield srv.getsockname()[1]
    srv.close()


def _printed(outcome) -> str:
    if outcome.final is not None:
        data = outcome.final.get("data") or {}
        return data.get("stdout", "") + data.get("stderr", "")
    return outcome.stdout.decode("utf-8", "replace")


def _sleepers(marker: str) -> list[int]:
    return [p.pid for p in psutil.process_iter(["cmdline"]) if p.info["cmdline"] == ["sleep", marker]]


@pytest.mark.parametrize(
    "kind", [_cli_engine, _pooled_worker, _checker], ids=["cli-engine", "pooled-worker", "checker"]
)
def test_a_job_cannot_undo_its_sandbox(kind, listener):
    marker = f"{900 + uuid.uuid4().int % 10**6 / 10**6:.6f}"
    outcome = run(kind(attack(marker, listener)))
    printed = _printed(outcome)
    assert "DONE" in printed, (outcome.termination, outcome.stderr, printed)
    for word in ("REMOUNTED", "WROTE_ROOT", "CONNECTED", "LEFT_CGROUP"):
        assert word not in printed, printed
    assert _sleepers(marker) == []
    claimed = {e.layer for e in outcome.enforcement}
    assert {L.UNPRIVILEGED_USER, L.PID_NAMESPACE, L.PARENT_DEATH, L.NETWORK_NAMESPACE} <= claimed
    # kill -9 $PPID, then sleep: the job ends (at the latest at its wall clock) and takes both sleepers along
    job = kind(orphan(marker))
    run(job.model_copy(update={"budget": job.budget.model_copy(update={"wall_seconds": 3.0})}))
    assert _sleepers(marker) == []


def test_sandbox_run_cannot_be_undone_either(listener):
    marker = f"{900 + uuid.uuid4().int % 10**6 / 10**6:.6f}"
    done = subprocess.run(
        [
            sys.executable,
            "-P",
            "-m",
            "jacobian.cli.main",
            "sandbox",
            "run",
            "--readonly-root",
            "--wall",
            "20",
            "--",
            "/bin/sh",
            "-c",
            attack(marker, listener),
        ],
        capture_output=True,
        timeout=60,
    )
    printed = done.stdout.decode()
    assert "DONE" in printed, done.stderr
    for word in ("REMOUNTED", "WROTE_ROOT", "CONNECTED", "LEFT_CGROUP"):
        assert word not in printed, printed
    assert _sleepers(marker) == []
    subprocess.run(
        [
            sys.executable,
            "-P",
            "-m",
            "jacobian.cli.main",
            "sandbox",
            "run",
            "--wall",
            "3",
            "--",
            "/bin/sh",
            "-c",
            orphan(marker),
        ],
        capture_output=True,
        timeout=60,
    )
    assert _sleepers(marker) == []


def test_the_attack_does_work_as_root_and_root_is_not_claimed(listener):
    """The control: the same snippet, run as root, leaves its cgroup; so the test above
    would see an escape, and the plan does not claim the layers root undid."""
    marker = f"{900 + uuid.uuid4().int % 10**6 / 10**6:.6f}"
    outcome = run(Job(argv=("/bin/sh", "-c", attack(marker, listener)), unprivileged=False))
    assert "LEFT_CGROUP" in _printed(outcome)
    assert L.CGROUP_MEMORY in outcome.skipped_layers and "could undo" in outcome.skipped_layers[L.CGROUP_MEMORY]
    deadline = time.monotonic() + 5  # it left its cgroup, but not its PID namespace: it died with the job
    while _sleepers(marker) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert _sleepers(marker) == []
