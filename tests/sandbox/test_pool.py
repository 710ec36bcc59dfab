"""Warm pools: reuse, and recycling after N jobs, a memory threshold, a limit hit and a cancellation;
a worker killed while idle; a child's file-size limit and a refused fork named."""

import os
import shutil
import signal
import tempfile
from pathlib import Path

import psutil
import pytest
import trio

from jacobian import wire
from jacobian.contracts.enums import IsolationMode
from jacobian.contracts.enums import SandboxLayer as L
from jacobian.contracts.enums import TerminationReason as T
from jacobian.contracts.job import Budget, Job
from jacobian.supervisor import Supervisor, detect_host

from .conftest import PY, WORKER

MIB = 1024 * 1024


def pjob(payload, **kw):
    b = kw.pop("b", {})
    return Job(
        argv=(PY, WORKER),
        protocol="jsonl",
        isolation=IsolationMode.POOLED,
        pool_key="echo",
        stdin=wire.request_line(payload),
        budget=Budget(**b),
        **kw,
    )


def serve(jobs_or_fn):
    async def main():
        s = Supervisor()
        try:
            return await jobs_or_fn(s)
        finally:
            await s.aclose()

    return trio.run(main)


def test_worker_is_reused_and_recycled_after_n_jobs():
    async def go(s):
        return [await s.run(pjob({"echo": i}, pool_max_jobs=3)) for i in range(5)]

    outs = serve(go)
    assert all(o.ok for o in outs)
    pids = [o.final["data"]["worker"] for o in outs]
    assert [o.final["data"]["echo"] for o in outs] == list(range(5))
    assert pids[0] == pids[1] == pids[2] != pids[3] == pids[4]
    assert [e.type for e in outs[1].events] == ["progress", "log"]


def test_worker_recycled_after_limit_hit():
    async def go(s):
        w = {"wall_seconds": 0.5}  # one budget, so one pool
        a = await s.run(pjob({}, b=w))
        b = await s.run(pjob({"action": "sleep", "seconds": 5}, b=w))
        c = await s.run(pjob({}, b=w))
        return a, b, c

    a, b, c = serve(go)
    assert b.termination is T.WALL_TIMEOUT
    assert a.final["data"]["worker"] != c.final["data"]["worker"]


def test_pooled_cpu_limit_per_request():
    async def go(s):
        return await s.run(pjob({"action": "spin"}, b={"cpu_seconds": 0.3, "wall_seconds": 5}))

    o = serve(go)
    assert o.termination is T.CPU_LIMIT


def test_worker_recycled_past_memory_threshold():
    async def go(s):
        a = await s.run(pjob({"action": "grow", "bytes": 40 * MIB}, pool_recycle_memory_bytes=30 * MIB))
        b = await s.run(pjob({}, pool_recycle_memory_bytes=30 * MIB))
        return a, b

    a, b = serve(go)
    assert a.ok and b.ok and a.final["data"]["worker"] != b.final["data"]["worker"]


def test_worker_recycled_after_cancellation():
    async def go(s):
        a = await s.run(pjob({}))
        with trio.move_on_after(0.3):
            await s.run(pjob({"action": "sleep", "seconds": 5}))
        c = await s.run(pjob({}))
        return a, c

    a, c = serve(go)
    assert a.final["data"]["worker"] != c.final["data"]["worker"]


def test_a_cancelled_busy_worker_is_killed_at_once_not_asked_to_end_and_waited_for():
    """Cancelling a request whose worker is busy does not close its stdin and wait for it to end (a busy
    solver never reads its stdin: that wait always ran to its cap): the worker is killed."""
    shared = tempfile.mkdtemp(prefix="jacobian-test-shared-")
    os.chmod(shared, 0o777)  # the worker runs as uid 65534, which must reach it
    marker = Path(shared) / "asked-to-end"

    async def go(s):
        with trio.CancelScope() as scope:

            def busy(event) -> None:
                if event.type == "progress":
                    scope.cancel()

            await s.run(pjob({"action": "spin_until_eof", "marker": str(marker)}), busy)
        return scope.cancelled_caught, await s.run(pjob({}))

    try:
        cancelled, after = serve(go)
        assert cancelled and after.ok
        assert not marker.exists()
    finally:
        shutil.rmtree(shared, ignore_errors=True)


def test_requests_differing_only_in_per_request_limits_share_one_worker():
    async def go(s):
        outs = [
            await s.run(pjob({"echo": i}, b={"wall_seconds": 5 + i, "cpu_seconds": 1 + i, "output_bytes": 10**6 + i}))
            for i in range(12)
        ]
        return outs, len(s._pool().pools), sum(p.started for p in s._pool().pools.values())

    outs, pools, started = serve(go)
    assert all(o.ok for o in outs)
    assert len({o.final["data"]["worker"] for o in outs}) == 1
    assert pools == 1 and started == 1


def test_idle_workers_are_bounded_across_pools():
    from jacobian.supervisor.pool import MAX_IDLE_WORKERS

    async def go(s):
        for i in range(MAX_IDLE_WORKERS + 3):  # a distinct memory limit is a distinct pool
            assert (await s.run(pjob({"echo": i}, b={"memory_bytes": (256 + i) * MIB}))).ok
        return s._pool().idle_count(), len(s._pool().live)

    idle, live = serve(go)
    assert idle == MAX_IDLE_WORKERS and live == MAX_IDLE_WORKERS


def test_each_prestarted_pool_keeps_one_worker_past_the_spare_bound():
    """More pre-started pools than MAX_IDLE_WORKERS (operators' manifests can outnumber it): each keeps
    its one warm worker, and pools that requests make (distinct memory limits) still cannot hold more
    than the bound; a pre-started pool's second worker is spare and goes like any other."""
    from jacobian.supervisor.pool import MAX_IDLE_WORKERS

    warm = [pjob({"echo": 0}, b={"memory_bytes": (512 + i) * MIB}) for i in range(MAX_IDLE_WORKERS + 2)]

    async def go(s):
        started = [await s.prestart(job, 1) for job in warm]
        pools = s._pool()
        first = {id(pools.pools[pools.key(job)].idle[0]) for job in warm}
        assert (await s.run(warm[0])).ok  # its worker served and was parked again: still its one worker
        for i in range(MAX_IDLE_WORKERS + 3):  # request-made pools, one worker each
            assert (await s.run(pjob({"echo": i}, b={"memory_bytes": (256 + i) * MIB}))).ok
        kept = {id(w) for job in warm for w in pools.pools[pools.key(job)].idle}
        second = await s.prestart(warm[1], 2)  # a second worker in a pre-started pool is spare
        return started, first, kept, second, pools.spare_count(), pools.idle_count(), len(pools.live)

    started, first, kept, second, spare, idle, live = serve(go)
    assert started == [1] * len(warm) and kept == first
    assert second == 0  # the spare bound is full: a pre-start evicts nobody
    assert spare == MAX_IDLE_WORKERS and idle == live == len(warm) + MAX_IDLE_WORKERS


def _worker_pid(w) -> int:
    """The host pid of a pooled worker's own program (under its namespace's init, if it has one)."""
    tree = [psutil.Process(w.sp.child.pid), *psutil.Process(w.sp.child.pid).children(recursive=True)]
    (pid,) = [p.pid for p in tree if p.cmdline() == [PY, WORKER]]
    return pid


@pytest.mark.timeout(120)  # a hang guard only: without the idle watcher, `gone` is never set
def test_a_pooled_worker_killed_while_idle_leaves_no_scratch_or_cgroup_once_the_pool_notices():
    """issue 26, item 11: kill -9 an idle pooled worker; the pool notices by itself (its idle
    watcher sets ``gone`` once the worker is discarded), not only when a job of that pool comes."""

    async def go(s):
        first = await s.run(pjob({"echo": 1}))
        (w,) = s._pool().live
        scratch = w.sp.scratch
        cgroups = list(w.sp.cgroup.dirs.values()) if w.sp.cgroup is not None else []
        assert os.path.isdir(scratch) and all(os.path.isdir(d) for d in cgroups)
        os.kill(_worker_pid(w), signal.SIGKILL)
        await w.gone.wait()  # the pool's own signal that it noticed the death and cleaned up
        left = {"scratch": os.path.exists(scratch), "cgroups": [d for d in cgroups if os.path.exists(d)]}
        second = await s.run(pjob({"echo": 2}))
        return first, left, second, s._pool().idle_count()

    first, left, second, idle = serve(go)
    assert left == {"scratch": False, "cgroups": []}
    assert second.ok and second.final["data"]["worker"] != first.final["data"]["worker"]
    assert idle == 1


def test_a_pooled_workers_child_writing_past_the_file_size_limit_ends_the_request():
    """issue 26, item 10: the worker waits while its child (`head -c`) writes past RLIMIT_FSIZE and
    dies of SIGXFSZ unseen; the supervisor sees the file at the limit and stops the request."""

    async def go(s):
        b = {"file_size_bytes": MIB, "wall_seconds": 120}
        hit = await s.run(pjob({"action": "child_writes", "bytes": 2 * MIB, "seconds": 600}, b=b))
        after = await s.run(pjob({}, b=b))
        return hit, after

    hit, after = serve(go)
    assert hit.termination is T.FILE_SIZE_LIMIT, (hit.termination, hit.detail)  # not WALL_TIMEOUT
    assert "'big'" in hit.detail and str(MIB) in hit.detail
    assert after.ok  # a new worker: the one that hit the limit was recycled with its directory


@pytest.mark.skipif(not detect_host().available(L.CGROUP_PIDS), reason="no pids cgroup on this host")
def test_a_pooled_worker_refused_a_fork_answers_with_process_limit():
    async def go(s):
        b = {"max_processes": 8}
        hit = await s.run(pjob({"action": "fork_until_refused"}, b=b))
        after = await s.run(pjob({}, b=b))
        return hit, after

    hit, after = serve(go)
    assert hit.termination is T.PROCESS_LIMIT, (hit.termination, hit.detail, hit.final)
    assert "pids.max" in hit.detail
    assert after.ok
