"""Start-up sweep: remove what jobs of a dead supervisor left behind.

A supervisor killed with SIGKILL cannot clean up. Its jobs die with it (the
parent-death signal and the PID namespace see to that), but their cgroups and
scratch directories stay, and so do the directories where its runs held the files their jobs
kept (a solver's proof, possibly gigabytes). All are named after the supervisor's pid
(``jacobian-<pid>-<id>``, ``job-<pid>-<id>``, ``hold-<pid>-<id>``); an entry whose pid no longer
runs, or runs a process started after the entry was made (a reused pid), is a
leftover: whatever still runs in its cgroup is killed, then it is removed.
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import time
from dataclasses import dataclass, field

from .host import HostReport
from .scratch import BASE

_CGROUP = re.compile(r"^jacobian-(?:probe-)?(\d+)(?:-[0-9a-f]+)?$")
_SCRATCH = re.compile(r"^(?:job|hold)-(\d+)-")


@dataclass
class SweepReport:
    """What a start-up sweep removed (cgroups, scratch directories), how many processes it
    killed, and what it could not remove (``failed``)."""

    cgroups: list[str] = field(default_factory=list)
    scratch: list[str] = field(default_factory=list)
    killed: int = 0
    failed: list[str] = field(default_factory=list)


def _started_at(pid: int) -> float | None:
    """When ``pid`` started (seconds since the epoch), or None if it does not run."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            ticks = int(f.read().rsplit(b")", 1)[1].split()[19])
        with open("/proc/stat", "rb") as f:
            btime = next(int(line.split()[1]) for line in f if line.startswith(b"btime"))
    except (OSError, ValueError, IndexError, StopIteration):
        return None
    return btime + ticks / os.sysconf("SC_CLK_TCK")


def owner_gone(pid: int, made_at: float) -> bool:
    if pid == os.getpid():
        return False
    started = _started_at(pid)
    return started is None or started > made_at + 1.0  # btime has one-second resolution


def _kill_members(d: str, timeout: float = 2.0) -> int:
    """SIGKILL every process in cgroup ``d`` until it is empty (forks frozen first)."""
    for name in ("pids.max", "cgroup.kill"):
        try:
            with open(os.path.join(d, name), "w") as f:
                f.write("0" if name == "pids.max" else "1")
        except OSError:
            pass
    killed = 0
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            with open(os.path.join(d, "cgroup.procs")) as f:
                pids = [int(p) for p in f.read().split()]
        except (OSError, ValueError):
            return killed
        if not pids:
            return killed
        for pid in pids:
            try:
                os.kill(pid, signal.SIGKILL)
                killed += 1
            except ProcessLookupError:
                pass
        time.sleep(0.01)
    return killed


def _rmdir(d: str, timeout: float = 2.0) -> bool:
    deadline = time.monotonic() + timeout
    while True:
        try:
            os.rmdir(d)
            return True
        except FileNotFoundError:
            return True
        except OSError:
            if time.monotonic() > deadline:
                return False
            time.sleep(0.01)


def sweep(host: HostReport) -> SweepReport:
    """Kill and remove leftover job cgroups and scratch directories of dead supervisors."""
    report = SweepReport()
    parents = sorted(set(host.cgroup.parents.values())) if host.cgroup is not None else []
    for parent in parents:
        try:
            names = os.listdir(parent)
        except OSError:
            continue
        for name in names:
            m = _CGROUP.match(name)
            d = os.path.join(parent, name)
            try:
                made_at = os.stat(d).st_mtime
            except OSError:
                continue
            if not m or not owner_gone(int(m.group(1)), made_at):
                continue
            report.killed += _kill_members(d)
            (report.cgroups if _rmdir(d) else report.failed).append(d)
    try:
        names = os.listdir(BASE)
    except OSError:
        names = []
    for name in names:
        m = _SCRATCH.match(name)
        d = os.path.join(BASE, name)
        try:
            made_at = os.stat(d).st_mtime
        except OSError:
            continue
        if m and owner_gone(int(m.group(1)), made_at):
            shutil.rmtree(d, ignore_errors=True)
            (report.failed if os.path.exists(d) else report.scratch).append(d)
    return report
