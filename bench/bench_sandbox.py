"""Sandbox costs, measured in one run: python bench/bench_sandbox.py [N]

- per-job overhead of the full sandbox over a bare subprocess spawn of the same command,
  and what each layer adds (one layer at a time on top of the minimal per-job run);
- a pooled Python worker call against a per-job spawn of the same worker;
- cancellation latency, from cancel to the last process of the job gone.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time

import psutil
import trio

from jacobian import wire
from jacobian.contracts.enums import IsolationMode
from jacobian.contracts.enums import SandboxLayer as L
from jacobian.contracts.job import Job
from jacobian.supervisor import Supervisor

N = int(sys.argv[1]) if len(sys.argv) > 1 else 100
WORKER = os.path.join(os.path.dirname(__file__), "..", "tests", "sandbox", "worker_echo.py")
CMD = ("/bin/true",)
MINIMAL = frozenset()  # scratch, env, session, wall and output cap are always on


def ms(xs):
    return f"p50 {statistics.median(xs) * 1000:6.2f} ms  p99 {sorted(xs)[int(len(xs) * 0.99) - 1] * 1000:6.2f} ms"


def bare(n):
    out = []
    for _ in range(n):
        t = time.perf_counter()
        subprocess.run(CMD)
        out.append(time.perf_counter() - t)
    return out


async def timed(s, job, n):
    out = []
    for _ in range(n):
        t = time.perf_counter()
        o = await s.run(job)
        out.append(time.perf_counter() - t)
        assert o.ok or job.isolation is IsolationMode.POOLED, o
    return out


async def main():
    s = Supervisor()
    await timed(s, Job(argv=CMD), 10)  # warm up
    base = bare(N)
    full = await timed(s, Job(argv=CMD, readonly_root=False), N)
    full_ro = await timed(s, Job(argv=CMD, readonly_root=True), N // 2)
    print(f"bare subprocess.run({CMD[0]}):     {ms(base)}")
    print(
        f"full sandbox (no read-only root): {ms(full)}   "
        f"overhead p50 {(statistics.median(full) - statistics.median(base)) * 1000:.2f} ms"
    )
    print(
        f"full sandbox + bwrap read-only:   {ms(full_ro)}   "
        f"overhead p50 {(statistics.median(full_ro) - statistics.median(base)) * 1000:.2f} ms"
    )
    minimal = await timed(s, Job(argv=CMD, best_effort_layers=MINIMAL), N)
    print(f"minimal supervisor run (scratch, env, session, pipes): {ms(minimal)}")
    print("layer by layer, added to the minimal run (p50):")
    for name, layers, ro in [
        (
            "rlimits (AS, CPU, FSIZE, NOFILE, CORE)",
            {L.RLIMIT_AS, L.RLIMIT_FSIZE, L.RLIMIT_NOFILE, L.RLIMIT_CORE},
            False,
        ),
        ("cgroup memory+pids (+cpuacct)", {L.CGROUP_MEMORY, L.CGROUP_PIDS}, False),
        ("network namespace", {L.NETWORK_NAMESPACE}, False),
        ("bubblewrap read-only root", {L.READONLY_ROOT}, True),
    ]:
        xs = await timed(s, Job(argv=CMD, best_effort_layers=frozenset(layers), readonly_root=ro), N // 2)
        print(f"  + {name:<40} {(statistics.median(xs) - statistics.median(minimal)) * 1000:+6.2f} ms")

    req = wire.request_line({"echo": 1})
    per_job = await timed(s, Job(argv=(sys.executable, WORKER), protocol="jsonl", stdin=req), max(10, N // 5))
    pooled_job = Job(
        argv=(sys.executable, WORKER),
        protocol="jsonl",
        stdin=req,
        isolation=IsolationMode.POOLED,
        pool_key="bench",
        pool_max_jobs=10_000,
    )
    await timed(s, pooled_job, 3)
    pooled = await timed(s, pooled_job, N)
    print(f"python worker, per-job spawn:     {ms(per_job)}")
    print(
        f"python worker, pooled call:       {ms(pooled)}   "
        f"({statistics.median(per_job) / statistics.median(pooled):.0f}x faster)"
    )
    await s.aclose()  # the idle pooled worker is a child too; stop it before counting leftovers

    for label, code, grace in [
        ("exits on SIGTERM", "sleep 30", 0.5),
        ("ignores SIGTERM", "trap '' TERM; sleep 30 & wait; sleep 30", 0.1),
    ]:
        lat = []
        for _ in range(max(20, N // 5)):
            job = Job(argv=("sh", "-c", f"setsid sleep 30 & {code}"), grace_seconds=grace)
            with trio.CancelScope() as cs:
                async with trio.open_nursery() as n:
                    n.start_soon(s.run, job)
                    await trio.sleep(0.05)
                    t = time.perf_counter()
                    cs.cancel()
            lat.append(time.perf_counter() - t)
            left = [(c.pid, c.status(), c.cmdline()) for c in psutil.Process().children(recursive=True)]
            assert not left, left
        print(
            f"cancel -> last process gone ({label}, grace {grace}s): {ms(lat)}"
            + (
                f"   beyond grace p99 {(sorted(lat)[int(len(lat) * 0.99) - 1] - grace) * 1000:.1f} ms"
                if "ignores" in label
                else ""
            )
        )
    await s.aclose()


if __name__ == "__main__":
    trio.run(main)
