"""Each limit exceeded by a real child: its own reason, and nothing left behind (autouse fixture)."""

import os
import shutil
import signal
import tempfile
import time

import psutil
import pytest

from jacobian.contracts.enums import SandboxLayer as L
from jacobian.contracts.enums import TerminationReason as T

from .conftest import job, py, run

MIB = 1024 * 1024


def test_memory_limit_under_rlimit_as_is_memory_limit():
    o = run(py("x = bytearray(1024 * 1024 * 1024)", b={"memory_bytes": 64 * MIB}))
    assert o.termination is T.MEMORY_LIMIT, (o.termination, o.stderr)
    assert o.exit_code == 1


def test_memory_limit_by_cgroup_oom_killer_is_memory_limit():
    # Without RLIMIT_AS the allocation succeeds virtually and touching pages trips the cgroup OOM killer.
    layers = frozenset(L) - {L.RLIMIT_AS}
    code = "b = bytearray(512 * 1024 * 1024)\nfor i in range(0, len(b), 4096): b[i] = 1"
    o = run(py(code, b={"memory_bytes": 64 * MIB}, best_effort_layers=layers))
    assert o.signal == signal.SIGKILL
    assert o.termination is T.MEMORY_LIMIT, o.detail
    assert "OOM" in (o.detail or "")
    assert 48 * MIB < o.usage.peak_memory_bytes <= 64 * MIB


def test_cpu_limit():
    o = run(py("while True: pass", b={"cpu_seconds": 1, "wall_seconds": 10}))
    assert o.termination is T.CPU_LIMIT
    assert o.signal in (signal.SIGXCPU, signal.SIGKILL)
    assert o.usage.cpu_seconds >= 0.5  # cgroup cpuacct; the kernel's rlimit clock is tick-based


def test_wall_limit():
    t = time.monotonic()
    o = run(job("sleep", "30", b={"wall_seconds": 0.3}))
    assert o.termination is T.WALL_TIMEOUT
    assert time.monotonic() - t < 2


def test_output_cap():
    o = run(py("while True: print('x' * 1000)", b={"output_bytes": 100_000}))
    assert o.termination is T.OUTPUT_LIMIT
    assert len(o.stdout) + len(o.stderr) <= 100_000
    assert o.usage.output_bytes > 100_000


def test_a_file_written_past_the_memory_budget_is_no_memory_limit():
    """A solver that writes a proof four times its memory budget and exits 20 (UNSAT) ended as it chose:
    the cgroup charged the file's pages to it (its peak reaches the limit: the kernel reclaims them rather
    than fail), and that is no memory failure. A program's own memory at the limit still is (above)."""
    o = run(
        job(
            "sh",
            "-c",
            "dd if=/dev/zero of=proof.drat bs=1M count=256 2>/dev/null; exit 20",
            b={"memory_bytes": 64 * MIB, "file_size_bytes": 512 * MIB},
        )
    )
    assert o.exit_code == 20 and o.termination is T.EXITED, (o.termination, o.detail)
    assert o.usage.peak_memory_bytes >= 0.8 * 64 * MIB  # the page cache filled the cgroup's peak


@pytest.fixture
def outside():
    """A directory outside the job's scratch directory that the job (uid 65534) may write: a file
    written there is not seen by the supervisor's file watch, so only the kernel's evidence tells."""
    d = tempfile.mkdtemp(prefix="jacobian-test-fsize-")
    os.chmod(d, 0o777)
    yield d
    shutil.rmtree(d, ignore_errors=True)


def test_file_size_limit_by_signal(outside):
    o = run(job("dd", "if=/dev/zero", f"of={outside}/big", "bs=65536", "count=64", b={"file_size_bytes": 1 * MIB}))
    assert o.signal == signal.SIGXFSZ
    assert o.termination is T.FILE_SIZE_LIMIT


def test_file_size_limit_by_efbig(outside):
    # Python ignores SIGXFSZ, so the write fails with EFBIG instead.
    code = f"open({outside + '/big'!r}, 'wb').write(b'x' * 2 * 1024 * 1024)"
    o = run(py(code, b={"file_size_bytes": 1 * MIB}))
    assert o.exit_code == 1 and b"File too large" in o.stderr
    assert o.termination is T.FILE_SIZE_LIMIT


def test_file_size_limit_in_the_scratch_directory_is_seen_by_the_supervisor():
    # The same write in the job's own directory: the supervisor sees the file at the limit (and may
    # stop the job before its own error exit); the reason is the same.
    o = run(py("open('big', 'wb').write(b'x' * 2 * 1024 * 1024)", b={"file_size_bytes": 1 * MIB}))
    assert o.termination is T.FILE_SIZE_LIMIT


def test_fork_bomb_is_held_by_the_pids_cgroup():
    code = "import os, time\nwhile True:\n    try: os.fork()\n    except OSError: time.sleep(0.01)"
    o = run(py(code, b={"max_processes": 16, "wall_seconds": 1.0}))
    assert o.termination is T.WALL_TIMEOUT
    assert "process limit reached" in (o.detail or "")


def test_no_network_cannot_connect_to_loopback_listener():
    import socket

    srv = socket.socket()
    srv.bind(("127.0.0.1", 0))
    srv.listen()
    port = srv.getsockname()[1]
    code = (
        f"import socket\ntry:\n    socket.create_connection(('127.0.0.1', {port}), timeout=2); print('CONNECTED')\n"
        "except OSError as e: print('BLOCKED', e.errno)"
    )
    try:
        blocked = run(py(code))
        allowed = run(py(code, b={"network": True}))
    finally:
        srv.close()
    assert blocked.stdout.startswith(b"BLOCKED"), blocked.stdout
    assert any(e.layer is L.NETWORK_NAMESPACE for e in blocked.enforcement)
    assert allowed.stdout.startswith(b"CONNECTED")  # the same code does connect when network is allowed
    assert L.NETWORK_NAMESPACE in allowed.skipped_layers


def test_setsid_grandchild_is_gone_when_the_job_ends():
    marker = f"{30 + os.getpid() % 1000 / 1000:.3f}"  # a sleep no other process runs
    o = run(job("sh", "-c", f"setsid sleep {marker} & echo started"))
    assert o.termination is T.EXITED and o.exit_code == 0 and o.stdout == b"started\n"
    left = [p for p in psutil.process_iter(["cmdline"]) if p.info["cmdline"] == ["sleep", marker]]
    assert left == []  # neither running nor a zombie


def test_child_ignoring_sigterm_is_killed_after_grace():
    code = (
        "import signal, time\nsignal.signal(signal.SIGTERM, signal.SIG_IGN)\nprint('ready', flush=True)\ntime.sleep(30)"
    )
    t = time.monotonic()
    o = run(py(code, b={"wall_seconds": 0.5}, grace_seconds=0.2))
    took = time.monotonic() - t
    assert o.termination is T.WALL_TIMEOUT
    assert o.signal == signal.SIGKILL  # SIGTERM was ignored
    assert 0.6 <= took < 2.0
