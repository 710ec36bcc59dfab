"""Cancellation, streaming, files and environment, concurrency, layers, and no resource growth."""

import os
import shutil
import tempfile
import threading
import time

import psutil
import pytest
import trio

from jacobian import wire
from jacobian.contracts.enums import SandboxLayer as L
from jacobian.contracts.enums import TerminationReason as T
from jacobian.supervisor import LayerUnavailable, SlotWaitTimeout, Supervisor, detect_host
from jacobian.supervisor.host import HostReport, LayerStatus

from .conftest import PY, WORKER, job, job_cgroups, leftovers, py, run


def test_every_layer_is_available_on_this_host_except_nproc_for_root():
    host = detect_host()
    missing = {l: s.reason for l, s in host.layers.items() if not s.available}
    expected = {L.RLIMIT_NPROC} if os.geteuid() == 0 else set()
    assert set(missing) == expected, missing


def test_cancellation_mid_job_kills_everything():
    baseline = frozenset(c.pid for c in psutil.Process().children(recursive=True))

    async def main():
        s = Supervisor()
        with trio.move_on_after(0.5):
            await s.run(job("sh", "-c", "setsid sleep 30 & echo $!; sleep 30", protocol="raw"))
        t = time.monotonic()
        return time.monotonic() - t

    t0 = time.monotonic()
    trio.run(main)
    # sh dies on SIGTERM at once, so the cancel costs far less than the grace period
    assert time.monotonic() - t0 < 1.0
    assert leftovers(baseline)["children"] == []


def test_cancellation_of_a_sigterm_ignoring_job_waits_grace_then_kills():
    """The cancel comes only once the job says its SIGTERM handler is installed (a progress event,
    not a sleep). The handler writes a marker and keeps the job alive: the marker shows SIGTERM came
    first and did not end the job; the autouse fixture shows nothing is left, so SIGKILL ended it."""
    marks = tempfile.mkdtemp(prefix="jacobian-test-term-")
    os.chmod(marks, 0o777)  # the job runs as uid 65534 when the tests run as root
    marker = os.path.join(marks, "term")
    code = (
        "import json, signal, time\n"
        f"def on_term(*_):\n    open({marker!r}, 'w').write('TERM')\n"
        "signal.signal(signal.SIGTERM, on_term)\n"
        "print(json.dumps({'type': 'progress', 'message': 'ready'}), flush=True)\n"
        "while True:\n    time.sleep(30)"
    )
    ready = trio.Event()

    async def main():
        s = Supervisor()
        with trio.CancelScope() as cs:
            async with trio.open_nursery() as n:
                n.start_soon(s.run, py(code, protocol="jsonl", grace_seconds=1.0), lambda ev: ready.set())
                await ready.wait()
                cs.cancel()
        return cs.cancelled_caught

    try:
        assert trio.run(main)
        with open(marker) as f:
            assert f.read() == "TERM"
    finally:
        shutil.rmtree(marks, ignore_errors=True)


def test_jsonl_events_final_and_malformed_lines():
    seen = []
    code = (
        "import json\nprint(json.dumps({'type':'progress','fraction':0.5,'message':'half'}))\n"
        "print('not json')\nprint(json.dumps({'type':'mystery'}))\n"
        "print(json.dumps({'type':'result','ok':True,'data':{'x':1}}))"
    )
    o = run(py(code, protocol="jsonl"), on_event=seen.append)
    assert o.ok
    assert [e.type for e in seen] == ["progress"] and seen[0].data["fraction"] == 0.5
    assert o.final == {"type": "result", "ok": True, "data": {"x": 1}}
    assert len(o.protocol_errors) == 2


def test_per_job_worker_gets_one_request_and_eof():
    o = run(job(PY, WORKER, protocol="jsonl", stdin=wire.request_line({"echo": "hi"})))
    assert o.ok and o.final["data"]["echo"] == "hi"
    assert [e.type for e in o.events] == ["progress", "log"]


def test_files_env_and_scratch():
    code = (
        "import os\nprint(open('in.txt').read(), os.getcwd() == os.environ['HOME'], os.environ.get('SECRET'), "
        "os.environ['X'])\n"
        "open('out.txt','w').write('made')"
    )
    os.environ["SECRET"] = "leak"
    try:
        o = run(py(code, input_files={"in.txt": b"given"}, collect_files=("out.txt",), env={"X": "y"}))
    finally:
        del os.environ["SECRET"]
    assert o.stdout == b"given True None y\n"
    assert o.files == {"out.txt": b"made"}


def test_readonly_root_keeps_scratch_writable():
    code = (
        "import os\ntry:\n    open('/usr/jacobian-probe','w'); print('WROTE')\nexcept OSError as e: print('RO', "
        "e.errno)\n"
        "open('ok','w').write('1'); print('SCRATCH')"
    )
    o = run(py(code, readonly_root=True))
    assert o.stdout == b"RO 30\nSCRATCH\n", o.stderr
    assert any(e.layer is L.READONLY_ROOT and e.mechanism == "bubblewrap" for e in o.enforcement)


def test_missing_required_layer_refuses_without_spawning():
    real = detect_host()
    layers = dict(real.layers)
    layers[L.CGROUP_MEMORY] = LayerStatus(False, None, "test host has no memory cgroup")
    fake = HostReport(layers=layers, cgroup=real.cgroup, bwrap=real.bwrap, is_root=real.is_root)
    with pytest.raises(LayerUnavailable) as err:
        run(
            job("touch", "/tmp/jacobian-should-not-exist", required_layers=frozenset({L.CGROUP_MEMORY})),
            Supervisor(host=fake),
        )
    assert err.value.layer is L.CGROUP_MEMORY
    assert not os.path.exists("/tmp/jacobian-should-not-exist")


def test_enforcement_lists_only_applied_layers():
    o = run(job("true", best_effort_layers=frozenset({L.RLIMIT_CORE})))
    applied = {e.layer for e in o.enforcement}
    assert L.CGROUP_MEMORY not in applied and L.NETWORK_NAMESPACE not in applied and L.RLIMIT_CORE in applied
    assert o.skipped_layers[L.CGROUP_MEMORY] == "not requested by the job"


def test_start_failed_for_missing_executable():
    o = run(job("no-such-program-jacobian"))
    assert o.termination is T.START_FAILED and "not found" in o.detail


def test_concurrency_limit_and_slot_wait_timeout():
    async def main():
        s = Supervisor(max_concurrent=1, slot_wait_seconds=0.2)
        results = {}
        async with trio.open_nursery() as n:
            n.start_soon(lambda: s.run(job("sleep", "0.6")))
            await trio.sleep(0.1)
            try:
                await s.run(job("true"))
            except SlotWaitTimeout as exc:
                results["timeout"] = str(exc)
        return results

    assert "global limit 1" in trio.run(main)["timeout"]


def test_per_key_limit_serialises_jobs_of_one_provider():
    async def main():
        s = Supervisor(max_concurrent=4, per_key_limits={"gap": 1})
        t = time.monotonic()
        async with trio.open_nursery() as n:
            for _ in range(2):
                n.start_soon(s.run, job("sleep", "0.3", concurrency_key="gap"))
        serial = time.monotonic() - t
        t = time.monotonic()
        async with trio.open_nursery() as n:
            for _ in range(2):
                n.start_soon(s.run, job("sleep", "0.3", concurrency_key="other"))
        return serial, time.monotonic() - t

    serial, parallel = trio.run(main)
    assert serial >= 0.6 and parallel < 0.55


def _fds() -> int:
    return len(os.listdir("/proc/self/fd"))


def test_500_jobs_leave_no_growth():
    async def main():
        s = Supervisor()
        for _ in range(20):  # warm up thread cache and imports
            await s.run(job("true"))
        before = (_fds(), threading.active_count(), len(psutil.Process().children(recursive=True)))
        for _ in range(500):
            o = await s.run(job("true"))
            assert o.ok
        after = (_fds(), threading.active_count(), len(psutil.Process().children(recursive=True)))
        return before, after

    before, after = trio.run(main)
    assert after[0] <= before[0] and after[2] <= before[2] and after[1] <= before[1] + 1, (before, after)


def test_a_jobs_cgroup_is_made_ahead_and_no_spare_outlives_the_supervisor():
    """The second job of a shape runs in a cgroup that was ready before it started (made while the
    first ran); closing the supervisor removes the spares (the autouse check sees none left)."""
    if detect_host().cgroup is None:
        pytest.skip("no cgroup on this host")
    own = job("sh", "-c", "grep -o 'jacobian-[0-9a-f-]*' /proc/self/cgroup | head -1", protocol="raw")

    async def main():
        s = Supervisor()
        try:
            await s.run(own)
            await s._reserve.settled()
            ready = {os.path.basename(d) for d in job_cgroups()}
            second = await s.run(own)
            return ready, second.stdout.decode().strip()
        finally:
            await s.aclose()

    ready, used = trio.run(main)
    assert used in ready
