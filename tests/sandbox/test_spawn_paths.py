"""Every way of setting a job up: the set-up helper (one program), the exec chain (sh, prlimit,
setpriv, unshare: where the helper was not built) and the preexec_fn fallback (hosts without those
programs, or not root). The layers hold on each."""

import os
import resource
import socket
import subprocess

import pytest

from jacobian.contracts.enums import TerminationReason as T
from jacobian.supervisor import spawn

from .conftest import job, py, run

MIB = 1024 * 1024


def test_chain_runs_each_step_in_order_and_keeps_the_program_last():
    setup = spawn.Setup(
        rlimits=((resource.RLIMIT_AS, 10, 10), (resource.RLIMIT_CPU, 1, 2)),
        netns=True,
        pidns=True,
        drop_to=(65534, 65534),
        pdeath=True,
    )
    argv = spawn.chain_argv(["/bin/prog", "x"], setup)
    assert argv[:4] == ["/usr/bin/prlimit", "--as=10:10", "--cpu=1:2", "--"]
    assert argv[4:7] == ["/usr/bin/setpriv", "--pdeathsig=KILL", "--"]
    assert argv[7:14] == ["/usr/bin/unshare", "--net", "--pid", "--fork", "--kill-child", "--mount-proc", "--"]
    assert argv[14:18] == ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
    assert "--no-new-privs" in argv[18:22] and "--bounding-set=-all" in argv[18:22]
    assert argv[-6:] == ["/bin/sh", "-c", '"$@"', "jacobian-init", "/bin/prog", "x"]


def test_the_helper_is_given_each_step_and_keeps_the_program_last():
    setup = spawn.Setup(
        procs_fds=(),
        rlimits=((resource.RLIMIT_AS, 10, 10), (resource.RLIMIT_CPU, 1, 2)),
        netns=True,
        pidns=True,
        drop_to=(65534, 65534),
        pdeath=True,
    )
    argv = spawn.helper_argv(["/bin/prog", "x"], setup)
    assert argv[0] == spawn.HELPER and argv[-3:] == ["--", "/bin/prog", "x"]
    assert argv[1:5] == ["--rlimit", f"{resource.RLIMIT_AS}:10:10", "--rlimit", f"{resource.RLIMIT_CPU}:1:2"]
    assert argv[5:8] == ["--pdeath", "--netns", "--pidns"] and argv[8:12] == ["--uid", "65534", "--gid", "65534"]


def test_a_failing_helper_step_is_a_start_failure_and_a_signal_is_reported_as_by_an_init():
    if not spawn.helper_available(os.geteuid() == 0):
        pytest.skip("the set-up helper is not built here, or this is not root")
    failed = subprocess.run(
        [spawn.HELPER, "--join", "/nonexistent/cgroup.procs", "--", "/bin/true"], capture_output=True
    )
    assert failed.returncode == spawn.CHAIN_EXIT and spawn.chain_failed(failed.returncode, failed.stderr)
    gone = subprocess.run([spawn.HELPER, "--pidns", "--", "/nonexistent-program"], capture_output=True)
    assert spawn.chain_failed(gone.returncode, gone.stderr) and b"/nonexistent-program" in gone.stderr
    killed = subprocess.run([spawn.HELPER, "--pidns", "--", "/bin/sh", "-c", "kill -9 $$"], capture_output=True)
    assert killed.returncode == 128 + 9 and not spawn.chain_failed(killed.returncode, killed.stderr)
    inside = subprocess.run([spawn.HELPER, "--pidns", "--", "/bin/sh", "-c", "echo $$"], capture_output=True)
    assert inside.stdout == b"2\n"  # the program is not the namespace's init


def test_chain_failure_is_recognised_and_a_program_error_is_not():
    assert spawn.chain_failed(spawn.CHAIN_EXIT, f"{spawn.CHAIN_MARKER} cannot join the job cgroup\n".encode())
    assert spawn.chain_failed(1, b"unshare: unshare failed: Operation not permitted\n")
    assert not spawn.chain_failed(1, b"Traceback (most recent call last):\n")
    assert not spawn.chain_failed(0, b"")


@pytest.fixture(params=["helper", "exec-chain", "preexec"])
def spawn_path(request, monkeypatch):
    root = os.geteuid() == 0
    if request.param == "helper" and not spawn.helper_available(root):
        pytest.skip("the set-up helper needs root and a C compiler at install")
    if request.param != "helper":
        monkeypatch.setattr(spawn, "helper_available", lambda as_root: False)
    if request.param == "preexec":
        monkeypatch.setattr(spawn, "exec_chain_available", lambda as_root: False)
    elif request.param == "exec-chain" and not spawn.exec_chain_available(root):
        pytest.skip("the exec chain needs root and /bin/sh, prlimit and unshare on this host")
    return request.param


def test_limits_hold_on_both_paths(spawn_path):
    mem = run(py("x = bytearray(1024 * 1024 * 1024)", b={"memory_bytes": 64 * MIB}))
    assert mem.termination is T.MEMORY_LIMIT, (spawn_path, mem.stderr)
    cpu = run(py("while True: pass", b={"cpu_seconds": 1, "wall_seconds": 10}))
    assert cpu.termination is T.CPU_LIMIT, (spawn_path, cpu.detail)


def test_network_namespace_and_cgroup_on_both_paths(spawn_path):
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen()
    port = listener.getsockname()[1]
    try:
        code = (
            f"import socket\ntry:\n    socket.create_connection(('127.0.0.1', {port}), timeout=2); print('connected')\n"
            "except OSError as e:\n    print('blocked', e.errno)\n"
            "print(open('/proc/self/cgroup').read())"
        )
        o = run(py(code))
    finally:
        listener.close()
    out = o.stdout.decode()
    assert out.startswith("blocked"), (spawn_path, out)
    assert "jacobian-" in out, (spawn_path, "the job did not run inside its cgroup", out)


def test_unprivileged_job_cannot_signal_the_server_and_still_owns_its_scratch(spawn_path):
    from jacobian.contracts.enums import SandboxLayer as L
    from jacobian.supervisor import detect_host

    if not detect_host().available(L.UNPRIVILEGED_USER):
        pytest.skip(detect_host().layers[L.UNPRIVILEGED_USER].reason)
    # /bin/sh, not this interpreter: whether uid 65534 can reach an interpreter under a
    # private home directory is the provider's concern (its probe runs the same way).
    script = (
        f"id -u; printf x > out; if kill -0 {os.getpid()} 2>/dev/null; then echo can signal the "
        "server; else echo cannot signal the server; fi"
    )
    o = run(
        job(
            "/bin/sh", "-c", script, unprivileged=True, input_files={"in.txt": b"data"}, collect_files=("out", "in.txt")
        )
    )
    lines = o.stdout.decode().split()
    assert o.ok, o.stderr
    assert lines[0] != "0" and "cannot signal the server" in o.stdout.decode()
    assert o.files == {"out": b"x", "in.txt": b"data"}
    assert any(e.layer is L.UNPRIVILEGED_USER for e in o.enforcement)
    # A job that opts out keeps the server's uid, says so, and claims no layer root could undo.
    plain = run(py("import os; print(os.getuid())", unprivileged=False))
    assert plain.stdout.strip() == str(os.getuid()).encode()
    assert L.UNPRIVILEGED_USER in plain.skipped_layers
    if os.geteuid() == 0:
        claimed = {e.layer for e in plain.enforcement}
        assert not claimed & {L.READONLY_ROOT, L.NETWORK_NAMESPACE, L.PID_NAMESPACE, L.CGROUP_MEMORY, L.CGROUP_PIDS}
        assert "could undo" in plain.skipped_layers[L.NETWORK_NAMESPACE]
