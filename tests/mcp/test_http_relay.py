"""The stdio relay (``jacobian-mcp``'s default over stdio) and the per-user runtime daemon over a Unix socket."""

from __future__ import annotations

import os
import re
import signal
import stat
import sys
import time

import anyio
import psutil
import pytest
from conftest import php_dimacs
from httpserver import wait_gone
from mcp import Client
from mcp.client.stdio import StdioServerParameters

from jacobian.contracts.diagnostics import Code
from jacobian.mcp.relay import log_path, socket_path

SMALL_SAT = "p cnf 2 2\n1 2 0\n-1 0\n"


def relay_params(state_dir, sock, *extra: str) -> StdioServerParameters:
    args = ["-P", "-m", "jacobian.mcp.server", "--relay", "--state-dir", str(state_dir), "--socket", str(sock)]
    return StdioServerParameters(command=sys.executable, args=[*args, *extra])


def daemon_pid(sock) -> int:
    found = re.findall(r"daemon on .* \(pid (\d+)\)", log_path(sock).read_text())
    assert found, "no daemon announced itself"
    return int(found[-1])


async def solve(params) -> str:
    async with Client(params) as client:
        result = await client.call_tool("math.run", {"capability_id": "sat.solve", "payload": {"dimacs": SMALL_SAT}})
        return result.structured_content["conclusion"]


def test_relayed_sessions_share_one_daemon_which_exits_when_idle(tmp_path):
    sock = tmp_path / "run" / "mcp.sock"
    params = relay_params(tmp_path / "state", sock, "--idle-exit", "3")

    async def main():
        async with Client(params) as first:  # starts the daemon
            async with Client(params) as second:  # connects to it
                for client in (first, second):
                    r = await client.call_tool(
                        "math.run", {"capability_id": "sat.solve", "payload": {"dimacs": SMALL_SAT}}
                    )
                    assert r.structured_content["conclusion"] == "SAT"

    anyio.run(main)
    pid = daemon_pid(sock)
    assert log_path(sock).read_text().count("daemon on") == 1  # one daemon for both sessions
    assert stat.S_IMODE(os.stat(sock).st_mode) == 0o600
    assert stat.S_IMODE(os.stat(sock.parent).st_mode) == 0o700
    family = {pid} | {p.pid for p in psutil.Process(pid).children(recursive=True)}
    left = wait_gone(family, 30)  # idle for 3 s: the daemon stops its pools and exits
    assert not left, f"left after the idle exit: {left}"
    assert not sock.exists()


def test_a_new_relay_after_sigterm_starts_a_fresh_daemon(tmp_path):
    sock = tmp_path / "run" / "mcp.sock"
    params = relay_params(tmp_path / "state", sock)
    assert anyio.run(solve, params) == "SAT"
    pid = daemon_pid(sock)
    family = {pid} | {p.pid for p in psutil.Process(pid).children(recursive=True)}
    os.kill(pid, signal.SIGTERM)
    assert not wait_gone(family, 20), "processes left after SIGTERM"
    time.sleep(0.1)
    assert anyio.run(solve, params) == "SAT"
    new = daemon_pid(sock)
    assert new != pid
    os.kill(new, signal.SIGTERM)
    assert not wait_gone({new}, 20)


@pytest.mark.parametrize("ending", ["reset", "closed"])
def test_a_relay_whose_handshake_a_dying_daemon_drops_connects_again_and_starts_a_new_daemon(tmp_path, ending):
    """A daemon SIGKILLed a moment ago may still hold its socket while its process ends: it takes the next
    relay's connection, then drops it (CI saw "did not answer the handshake: Connection reset by peer" right
    after such a kill, and no new daemon was started). Here a listener in this process plays that daemon: once
    the relay's handshake has arrived (peeked at, its own signal), it closes the connection with the handshake
    unread (the relay's read is reset) or read (the relay reads the end), then its listener, leaving the socket
    file behind as a killed process does. The relay connects again, finds no listener, starts a real daemon."""
    import socket
    import threading

    sock = tmp_path / "run" / "mcp.sock"
    sock.parent.mkdir(mode=0o700)
    dying = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    dying.bind(str(sock))
    dying.listen(8)
    handshakes: list[bytes] = []

    def drop_at_the_handshake() -> None:
        conn, _ = dying.accept()
        line = b"-"
        while line and not line.endswith(b"\n"):
            line = conn.recv(4096, socket.MSG_PEEK)  # waits for the relay's bytes, leaving them queued
        handshakes.append(line)
        if ending == "closed":
            conn.recv(len(line))
        conn.close()  # with bytes unread, a Unix socket's peer is reset
        dying.close()  # the socket file stays, as a killed daemon leaves it

    fake = threading.Thread(target=drop_at_the_handshake, daemon=True)
    fake.start()
    assert anyio.run(solve, relay_params(tmp_path / "state", sock)) == "SAT"
    fake.join(timeout=60)
    assert len(handshakes) == 1 and b'"jacobian_relay"' in handshakes[0]  # the relay did meet the dying one
    assert log_path(sock).read_text().count("daemon on") == 1  # and then started a new daemon
    stop(sock)


def default_params(state_dir, *extra: str) -> StdioServerParameters:
    """``jacobian-mcp`` with no transport flag: the default, relayed. The whole environment is passed
    (the SDK passes only a few variables): the runtime directory is the suite's own, never the user's."""
    args = ["-P", "-m", "jacobian.mcp.server", "--state-dir", str(state_dir), *extra]
    return StdioServerParameters(command=sys.executable, args=args, env=dict(os.environ))


def daemon_family(sock) -> set[int]:
    pid = daemon_pid(sock)
    return {pid} | {p.pid for p in psutil.Process(pid).children(recursive=True)}


def stop(*socks) -> None:
    families = [daemon_family(sock) for sock in socks]
    for sock in socks:
        os.kill(daemon_pid(sock), signal.SIGTERM)
    assert not wait_gone(set().union(*families), 30), "daemon processes left after SIGTERM"


def rpc_error_text(exc: BaseException) -> str:
    """The messages of an exception and of every exception grouped in it."""
    if isinstance(exc, BaseExceptionGroup):
        return " | ".join(rpc_error_text(e) for e in exc.exceptions)
    return str(exc)


def test_the_default_relays_to_one_daemon_per_state_directory(tmp_path):
    a, b = tmp_path / "a", tmp_path / "b"
    sock_a, sock_b = socket_path(["--state-dir", str(a)]), socket_path(["--state-dir", str(b)])
    assert sock_a != sock_b and sock_a.parent == sock_b.parent

    async def main():
        async with Client(default_params(a)) as first, Client(default_params(a)) as second:
            async with Client(default_params(b)) as other:
                for client in (first, second, other):
                    r = await client.call_tool(
                        "math.run", {"capability_id": "sat.solve", "payload": {"dimacs": SMALL_SAT}}
                    )
                    assert r.structured_content["conclusion"] == "SAT"

    anyio.run(main)
    assert log_path(sock_a).read_text().count("daemon on") == 1  # both sessions of a: one daemon
    assert log_path(sock_b).read_text().count("daemon on") == 1
    assert daemon_pid(sock_a) != daemon_pid(sock_b)
    # the daemon holds its state directory's lock: it is a's server, not a subprocess of the relay
    assert str(daemon_pid(sock_a)) in (a / "server.lock").read_text()
    stop(sock_a, sock_b)


def test_a_relay_with_other_runtime_flags_is_refused_typed_and_the_daemon_keeps_serving(tmp_path):
    state = tmp_path / "state"
    sock = socket_path(["--state-dir", str(state)])

    async def main():
        async with Client(default_params(state)) as first:
            with pytest.raises(BaseException) as refused:
                async with Client(default_params(state, "--deny-domain", "sat")):
                    pass
            assert Code.RUNTIME_DAEMON_MISMATCH.value in rpc_error_text(refused.value)
            r = await first.call_tool("math.run", {"capability_id": "sat.solve", "payload": {"dimacs": SMALL_SAT}})
            assert r.structured_content["conclusion"] == "SAT"  # the refusal did not touch the running daemon

    anyio.run(main)
    stop(sock)


def test_a_daemon_that_cannot_start_is_a_typed_jsonrpc_error_not_a_hang(tmp_path):
    from jacobian.state import State

    state_dir = tmp_path / "state"
    holder = State.open(state_dir, exclusive=True)  # another server owns this state directory
    try:

        async def main():
            with anyio.fail_after(120), pytest.raises(BaseException) as refused:
                async with Client(default_params(state_dir)):
                    pass
            return rpc_error_text(refused.value)

        text = anyio.run(main)
    finally:
        holder.close()
    assert Code.RUNTIME_DAEMON_UNAVAILABLE.value in text, text
    assert "exited with status 2" in text, text


def test_a_daemon_lost_mid_session_answers_the_call_in_flight_typed(tmp_path):
    state = tmp_path / "state"
    sock = socket_path(["--state-dir", str(state)])
    long_run = {"capability_id": "sat.solve", "payload": {"dimacs": php_dimacs(11), "proof": False}}
    seen: dict[str, object] = {}

    async def main():
        async with Client(default_params(state, "--no-prestart")) as client:
            async with anyio.create_task_group() as tasks:

                async def call() -> None:
                    try:
                        seen["result"] = await client.call_tool("math.run", long_run)
                    except Exception as exc:  # the SDK raises a JSON-RPC error as an exception
                        seen["error"] = str(exc)

                tasks.start_soon(call)
                with anyio.fail_after(60):
                    while len(daemon_family(sock)) < 2:  # no pool (--no-prestart): a child is the job
                        await anyio.sleep(0.1)
                seen["family"] = daemon_family(sock)
                os.kill(daemon_pid(sock), signal.SIGKILL)
                with anyio.fail_after(30):
                    while "error" not in seen and "result" not in seen:
                        await anyio.sleep(0.05)

    anyio.run(main)
    for pid in seen["family"]:  # what the killed daemon left (its pool and job), so nothing outlives the test
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
    assert not wait_gone(seen["family"], 20)
    assert Code.RUNTIME_DAEMON_LOST.value in str(seen.get("error")), seen


def test_a_relay_killed_mid_run_leaves_no_job_process_and_the_daemon_serves_on(tmp_path):
    """The client side of a relayed session goes away mid-call (the relay SIGKILLed): the daemon sees
    the socket close, cancels that session's call, and its job's processes are gone."""
    import json
    import subprocess

    state = tmp_path / "state"
    sock = socket_path(["--state-dir", str(state)])
    args = [sys.executable, "-P", "-m", "jacobian.mcp.server", "--state-dir", str(state), "--no-prestart"]
    relay = subprocess.Popen(args, stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=dict(os.environ))
    init = {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}
    long_run = {"capability_id": "sat.solve", "payload": {"dimacs": php_dimacs(11), "proof": False}}
    lines = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": init},
        {"jsonrpc": "2.0", "method": "notifications/initialized"},
        {"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "math.run", "arguments": long_run}},
    ]
    try:
        relay.stdin.write(json.dumps(lines[0]).encode() + b"\n")
        relay.stdin.flush()
        assert json.loads(relay.stdout.readline())["id"] == 1
        relay.stdin.write(b"".join(json.dumps(m).encode() + b"\n" for m in lines[1:]))
        relay.stdin.flush()
        daemon = daemon_pid(sock)
        deadline = time.monotonic() + 60
        while not psutil.Process(daemon).children(recursive=True):  # no pool: a child is the job
            assert time.monotonic() < deadline, "the job never started"
            time.sleep(0.1)
        jobs = {p.pid for p in psutil.Process(daemon).children(recursive=True)}
        relay.kill()
        relay.wait(10)
    finally:
        if relay.poll() is None:
            relay.kill()
        relay.stdin.close()
        relay.stdout.close()
    assert not wait_gone(jobs, 30), "job processes left after the relayed session went away"
    assert psutil.Process(daemon).is_running()  # the daemon itself serves on
    assert anyio.run(solve, default_params(state, "--no-prestart")) == "SAT"
    stop(sock)


def test_the_configuration_key_follows_what_the_runtime_serves(monkeypatch, tmp_path):
    from jacobian.mcp.relay import config_key

    state = ["--state-dir", str(tmp_path / "s")]
    key = config_key(state)
    assert config_key([f"--state-dir={tmp_path / 's'}"]) == key  # the same flag spelled otherwise
    assert config_key([*state, "--no-prestart", "--idle-exit", "5"]) == key  # not runtime flags
    denials = ["--deny-domain", "sat", "--deny-domain", "smt"]
    assert config_key([*state, *denials]) == config_key([*state, *denials[2:], *denials[:2]])  # order-free
    assert config_key([*state, "--executor", "local"]) == key  # the default, spelled out
    others = (
        ["--deny-domain", "sat"],
        ["--reasoning-log", "audit"],
        ["--max-concurrent", "2"],
        ["--executor", "ray"],
        ["--retain-file-bytes", "1MiB"],  # the operator's retention quota (issue 33)
    )
    for other in others:
        assert config_key([*state, *other]) != key, other
    assert config_key(["--state-dir", str(tmp_path / "t")]) != key
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv("XDG_CONFIG_HOME", raising=False)
    bare = config_key(state)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / ".config"))  # what the default is anyway
    assert config_key(state) == bare
    monkeypatch.setenv("JACOBIAN_MANIFEST_DIR", str(tmp_path / "manifests"))
    assert config_key(state) != bare


def test_the_relay_path_imports_only_light_standard_library_modules():
    """What ``jacobian-mcp`` imports before relaying: no SDK, no trio, no runtime, no argparse/pathlib/typing
    (each costs the start-up of every stdio session)."""
    import subprocess

    # Measured against the interpreter's own start-up: a site .pth file of the host (this machine has one)
    # may import pathlib or typing before any of our code runs; only what the relay path adds counts.
    heavy = (
        "('mcp', 'trio', 'anyio', 'pydantic', 'jacobian.runtime', 'jacobian.contracts', 'argparse', 'pathlib', "
        "'typing')"
    )
    probe = (
        f"import sys; before = set(sys.modules); import jacobian.mcp.server, jacobian.mcp.relay; "
        f"print(' '.join(m for m in {heavy} if m in sys.modules and m not in before))"
    )
    done = subprocess.run([sys.executable, "-P", "-c", probe], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "", f"the relay path imports {done.stdout.strip()}"


def test_binding_the_daemon_socket_leaves_the_umask_of_directories_other_tasks_make_alone(tmp_path):
    """The daemon binds its socket once its runtime is open, while experiments resumed at open already
    start jobs. A directory another task makes meanwhile (a job's scratch directory) gets the process's
    own umask: it stays 0700, enterable by its owner. (A umask of 0o177 set around the bind made it 0600:
    the first jobs after a daemon restart could not enter their scratch directory.) The socket is still
    0600 in a 0700 directory."""
    import tempfile

    import trio

    from jacobian.mcp.unixd import _listen

    (tmp_path / "scratch").mkdir()
    made: list[str] = []
    sock_path = tmp_path / "run" / "d.sock"

    async def maker(done: trio.Event) -> None:
        while not done.is_set():
            made.append(tempfile.mkdtemp(dir=tmp_path / "scratch"))
            await trio.lowlevel.checkpoint()

    async def main() -> None:
        done = trio.Event()
        async with trio.open_nursery() as nursery:
            nursery.start_soon(maker, done)
            await trio.lowlevel.checkpoint()  # the maker has run once: it is waiting at its checkpoint
            sock = await _listen(sock_path)
            made.append(tempfile.mkdtemp(dir=tmp_path / "scratch"))
            done.set()
        sock.close()

    old = os.umask(0o022)
    try:
        trio.run(main)
    finally:
        os.umask(old)
    assert len(made) >= 3  # made before, during and after the bind
    assert {stat.S_IMODE(os.stat(d).st_mode) for d in made} == {0o700}
    assert stat.S_IMODE(os.stat(sock_path).st_mode) == 0o600
    assert stat.S_IMODE(os.stat(sock_path.parent).st_mode) == 0o700
