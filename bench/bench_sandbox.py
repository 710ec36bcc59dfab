"""Sandbox costs, before and after, measured side by side in one run.

    python -P bench/bench_sandbox.py [--before PYTHON] [--runs N] [--rounds R]

Per side (``--before`` names the interpreter of another installation of Jacobian, e.g. main before this
change; the current interpreter is "after"), alternating round by round so both see the same load:

- per-job overhead of the full sandbox over a bare subprocess spawn of the same command (``/bin/true``),
  with and without the read-only root, and what each layer adds to the minimal per-job run (one layer
  at a time: rlimits, cgroup, network namespace, PID namespace, unprivileged uid, bubblewrap);
- how the job is set up: the set-up helper (one program) against the exec chain (six), both on the
  "after" side (the chain forced by hiding the helper);
- a pooled Python worker call against a per-job spawn of the same worker;
- cancellation: from cancel to the run returning with every process of the job gone, for a per-job
  job that exits on SIGTERM, one that ignores it, and a busy pooled request (a worker spinning).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

WORKER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "sandbox", "worker_echo.py")
CMD = ("/bin/true",)


def reachable_worker() -> str:
    """The echo worker where the job's uid (65534) can read it."""
    folder = tempfile.mkdtemp(prefix="jacobian-bench-sandbox-")
    os.chmod(folder, 0o755)
    path = os.path.join(folder, "worker_echo.py")
    with open(WORKER, "rb") as src, open(path, "wb") as dst:
        dst.write(src.read())
    os.chmod(path, 0o644)
    return path


def measure(runs: int) -> dict[str, list[float]]:
    """One round of every measurement on this side (seconds)."""
    import psutil
    import trio

    from jacobian import wire
    from jacobian.contracts.enums import IsolationMode
    from jacobian.contracts.enums import SandboxLayer as L
    from jacobian.contracts.job import Job
    from jacobian.supervisor import Supervisor, spawn

    worker = reachable_worker()
    out: dict[str, list[float]] = {}

    def bare(n: int) -> None:
        for _ in range(n):
            t = time.perf_counter()
            subprocess.run(CMD)
            out.setdefault("bare", []).append(time.perf_counter() - t)

    async def timed(s: Supervisor, name: str, job: Job, n: int) -> None:
        for _ in range(n):
            t = time.perf_counter()
            o = await s.run(job)
            out.setdefault(name, []).append(time.perf_counter() - t)
            assert o.ok or job.isolation is IsolationMode.POOLED, (name, o.termination, o.detail, o.stderr[-300:])

    async def cancel(s: Supervisor, name: str, job: Job, n: int, wait_event: bool) -> None:
        for _ in range(n):
            scope, started = trio.CancelScope(), trio.Event()

            def running(event: object, started: trio.Event = started) -> None:
                started.set()

            async def go(scope: trio.CancelScope = scope, running: object = running) -> None:
                with scope:
                    await s.run(job, running)

            async with trio.open_nursery() as nursery:
                nursery.start_soon(go)
                if wait_event:
                    await started.wait()  # the worker said it is busy
                else:
                    await trio.sleep(0.05)
                t = time.perf_counter()
                scope.cancel()
            out.setdefault(name, []).append(time.perf_counter() - t)

    async def main() -> None:
        s = Supervisor()
        await timed(s, "warm-up", Job(argv=CMD), 5)
        bare(runs)
        await timed(s, "full", Job(argv=CMD), runs)
        await timed(s, "full+ro", Job(argv=CMD, readonly_root=True), runs)
        minimal = frozenset()  # scratch, env, session, wall and output cap are always on
        await timed(s, "minimal", Job(argv=CMD, best_effort_layers=minimal), runs)
        for name, layers, ro in [
            ("+rlimits", {L.RLIMIT_AS, L.RLIMIT_FSIZE, L.RLIMIT_NOFILE, L.RLIMIT_CORE}, False),
            ("+cgroup", {L.CGROUP_MEMORY, L.CGROUP_PIDS}, False),
            ("+netns", {L.NETWORK_NAMESPACE}, False),
            ("+pidns", {L.PID_NAMESPACE}, False),
            ("+uid", {L.UNPRIVILEGED_USER}, False),
            ("+bwrap", {L.READONLY_ROOT}, True),
        ]:
            await timed(s, name, Job(argv=CMD, best_effort_layers=frozenset(layers), readonly_root=ro), runs)
        req = wire.request_line({"echo": 1})
        await timed(s, "worker per job", Job(argv=(sys.executable, worker), protocol="jsonl", stdin=req), runs // 2)
        pooled = Job(
            argv=(sys.executable, worker),
            protocol="jsonl",
            stdin=req,
            isolation=IsolationMode.POOLED,
            pool_key="bench",
            pool_max_jobs=10_000,
        )
        await timed(s, "warm-up", pooled, 3)
        await timed(s, "worker pooled", pooled, runs)
        busy = pooled.model_copy(update={"stdin": wire.request_line({"action": "spin"}), "pool_key": "busy"})
        await cancel(s, "cancel busy pooled", busy, max(5, runs // 10), wait_event=True)
        for name, code, grace in [
            ("cancel exits on TERM", "sleep 30", 0.5),
            ("cancel ignores TERM (grace 0.1 s)", "trap '' TERM; sleep 30 & wait; sleep 30", 0.1),
        ]:
            job = Job(argv=("sh", "-c", f"setsid sleep 30 & {code}"), grace_seconds=grace)
            await cancel(s, name, job, max(5, runs // 10), wait_event=False)
        if hasattr(spawn, "helper_available") and spawn.helper_available(os.geteuid() == 0):
            real = spawn.helper_available
            spawn.helper_available = lambda as_root: False  # the same jobs, set up by the exec chain
            try:
                chain = Supervisor()
                await timed(chain, "full (chain)", Job(argv=CMD), runs)
                await timed(chain, "full+ro (chain)", Job(argv=CMD, readonly_root=True), runs)
                await chain.aclose()
            finally:
                spawn.helper_available = real
        await s.aclose()
        left = [c.pid for c in psutil.Process().children(recursive=True)]
        assert not left, f"processes left: {left}"

    trio.run(main)
    out.pop("warm-up", None)
    return out


def worker_main(runs: int) -> None:
    while sys.stdin.readline():
        print(json.dumps(measure(runs)), flush=True)


def p50(xs: list[float]) -> float:
    return statistics.median(xs) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--before", help="the interpreter of the installation to compare against")
    parser.add_argument("--runs", type=int, default=40)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    if args.worker:
        return worker_main(args.runs)
    load0 = os.getloadavg()
    sides = ([("before", args.before)] if args.before else []) + [("after", sys.executable)]
    procs = {
        name: subprocess.Popen(
            [python, "-P", os.path.abspath(__file__), "--worker", "--runs", str(args.runs)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            cwd="/",
        )
        for name, python in sides
    }
    results: dict[str, dict[str, list[float]]] = {name: {} for name, _ in sides}
    for _ in range(args.rounds):
        for name, _ in sides:
            proc = procs[name]
            assert proc.stdin is not None and proc.stdout is not None
            proc.stdin.write("go\n")
            proc.stdin.flush()
            for key, values in json.loads(proc.stdout.readline()).items():
                results[name].setdefault(key, []).extend(values)
    for proc in procs.values():
        assert proc.stdin is not None
        proc.stdin.close()
        proc.wait()
    load1 = os.getloadavg()
    print(f"load average {load0[0]:.1f} at the start, {load1[0]:.1f} at the end; {os.cpu_count()} CPUs")
    print("p50 in ms" + "".join(f"  {name:>9}" for name, _ in sides))

    def row(label: str, key: str, over: str | None = None) -> None:
        cells = []
        for name, _ in sides:
            r = results[name]
            if key not in r or (over and over not in r):
                cells.append(f"  {'-':>9}")
                continue
            value = p50(r[key]) - (p50(r[over]) if over else 0.0)
            cells.append(f"  {value:+9.2f}" if over else f"  {value:9.2f}")
        print(f"  {label:<52}" + "".join(cells))

    row("bare subprocess.run(/bin/true)", "bare")
    row("full sandbox (no read-only root), over bare", "full", "bare")
    row("full sandbox + bubblewrap read-only root, over bare", "full+ro", "bare")
    row("  the same, set up by the exec chain, over bare", "full+ro (chain)", "bare")
    row("  full sandbox, set up by the exec chain, over bare", "full (chain)", "bare")
    row("minimal supervisor run (scratch, env, session, pipes)", "minimal")
    for key, label in [
        ("+rlimits", "rlimits (AS, FSIZE, NOFILE, CORE)"),
        ("+cgroup", "cgroup memory+pids (+cpuacct)"),
        ("+netns", "network namespace"),
        ("+pidns", "PID namespace"),
        ("+uid", "unprivileged uid"),
        ("+bwrap", "bubblewrap read-only root"),
    ]:
        row(f"  + {label}, over minimal", key, "minimal")
    row("python worker, per-job spawn", "worker per job")
    row("python worker, pooled call", "worker pooled")
    row("cancel -> every process gone: busy pooled request", "cancel busy pooled")
    row("cancel -> every process gone: per job, exits on TERM", "cancel exits on TERM")
    row("cancel -> every process gone: per job, ignores TERM (0.1 s)", "cancel ignores TERM (grace 0.1 s)")


if __name__ == "__main__":
    main()
