"""Streamable HTTP on loopback, the SDK's own client: one runtime serving many sessions.

The server runs with ``--allow-anonymous`` (loopback); authentication and tenants
have their own test modules.
"""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import textwrap
import time

import anyio
import pytest
from conftest import php_dimacs
from httpserver import await_gone, client_transport, cpu_by_pid, get, http_server, wait_gone
from mcp import Client

SMALL_SAT = "p cnf 2 2\n1 2 0\n-1 0\n"
LONG_RUN = {"capability_id": "sat.solve", "payload": {"dimacs": php_dimacs(10), "proof": False}}


@pytest.fixture(scope="module")
def server(state_dir):
    with http_server(state_dir, "--allow-anonymous", "--no-prestart", "--tenant-max-concurrent", "64") as srv:
        yield srv


def find_doc(result) -> dict:
    return json.loads(result.content[0].text)


async def job_pids(server, before: dict[int, float]) -> set[int]:
    """Processes doing a job that started after ``before`` was taken: new ones, or a pooled worker now busy."""
    seen: set[int] = set()
    for _ in range(20):
        await anyio.sleep(0.1)
        now = cpu_by_pid(server.proc.pid)
        seen |= {pid for pid, cpu in now.items() if pid not in before or cpu > before[pid] + 0.05}
    return seen


def test_health_endpoints_say_nothing_else(server):
    status, _, body = get(server.base + "/healthz")
    assert (status, body) == (200, b"ok\n")
    status, _, body = get(server.base + "/readyz")
    assert (status, body) == (200, b"ready\n")


@pytest.mark.parametrize("mode", ["auto", "legacy"])
def test_list_find_run_progress(server, mode):
    async def main():
        async with Client(client_transport(server.url), mode=mode) as client:
            tools = {t.name for t in (await client.list_tools()).tools}
            assert tools == {"math.find", "math.run"}
            doc = find_doc(await client.call_tool("math.find", {"query": "satisfiable"}))
            assert doc["matches"][0]["capability_id"] == "sat.solve"
            events: list[str] = []

            async def on_progress(progress, total, message):
                events.append(message or "")

            run = await client.call_tool(
                "math.run",
                {"capability_id": "sat.solve", "payload": {"dimacs": SMALL_SAT}},
                progress_callback=on_progress,
            )
            assert not run.is_error
            assert run.structured_content["conclusion"] == "SAT"
            assert events and events[0].startswith("accepted sat.solve")
            catalog = json.loads((await client.read_resource("capability://catalog")).contents[0].text)
            assert catalog["catalog_digest"] == doc["catalog_digest"]

    anyio.run(main)


def test_cancel_long_run_leaves_no_process(server):
    async def main():
        async with Client(client_transport(server.url)) as client:
            await client.call_tool("math.run", {"capability_id": "sat.solve", "payload": {"dimacs": SMALL_SAT}})
            started = anyio.Event()

            async def on_progress(progress, total, message):
                started.set()

            with anyio.move_on_after(30) as scope:
                async with anyio.create_task_group() as tg:
                    before = cpu_by_pid(server.proc.pid)
                    tg.start_soon(lambda: client.call_tool("math.run", LONG_RUN, progress_callback=on_progress))
                    await started.wait()
                    seen = await job_pids(server, before)
                    assert seen, "the long job started no process"
                    tg.cancel_scope.cancel()
            assert not scope.cancelled_caught, "cancellation did not come back in time"
            left = await await_gone(seen)
            assert not left, f"processes left after cancel: {left}"
            after = await client.call_tool("math.run", {"capability_id": "sat.solve", "payload": {"dimacs": SMALL_SAT}})
            assert after.structured_content["conclusion"] == "SAT"

    anyio.run(main)


def test_an_idle_connection_outlives_the_clients_own_keep_alive(server):
    """The server keeps an idle keep-alive connection open for longer than the SDK client's pool keeps one
    (httpx's keepalive_expiry, which create_mcp_http_client does not change), so a client never reuses a
    connection the server is closing. At Hypercorn's default, 5 s, equal to the client's, a reuse just under
    5 s raced the close and died (RemoteProtocolError, ReadError). The only wait here is the property itself:
    a read on the idle connection must time out, not see the server's end of stream."""
    import socket
    from urllib.parse import urlsplit

    import httpx2

    expiry = httpx2.Limits().keepalive_expiry
    where = urlsplit(server.base)
    with socket.create_connection((where.hostname, where.port), timeout=30) as sock:
        sock.sendall(f"GET /healthz HTTP/1.1\r\nHost: {where.netloc}\r\n\r\n".encode())
        reply = b""
        while not reply.endswith(b"ok\n"):
            chunk = sock.recv(4096)
            assert chunk, f"closed before the answer: {reply!r}"
            reply += chunk
        assert reply.startswith(b"HTTP/1.1 200")
        sock.settimeout(expiry + 1.0)
        with pytest.raises(TimeoutError):
            closed = sock.recv(1)  # b"": the server closed a connection the client's pool still holds as live
            pytest.fail(f"the server closed the idle connection within {expiry + 1:g} s ({closed!r})")


@pytest.fixture
def both_cores_busy():
    """Two CPU-burning child processes (this host has two cores), each seen burning before the test starts
    (its own CPU time grows), killed at the end."""
    import psutil

    burners = [subprocess.Popen([sys.executable, "-c", "while 1: pass"]) for _ in range(2)]
    try:
        for proc in burners:
            while sum(psutil.Process(proc.pid).cpu_times()[:2]) < 0.2:
                time.sleep(0.05)
        yield burners
    finally:
        for proc in burners:
            proc.kill()
            proc.wait()


def test_32_sessions_4_calls_each_zero_failures(server, both_cores_busy):
    """32 sessions at once, each making 4 calls, while two CPU-burning processes load both cores: no session
    loses a call. (Hypercorn closed a connection idle for its keep-alive timeout, 5 s, the same as the
    client's pool expiry: under load a client reused a connection the server was closing, and its request
    died with ReadError. The server's keep-alive is now far above any client's.)"""
    failures: list[str] = []
    done: list[int] = []

    async def session(i: int) -> None:
        try:
            async with Client(client_transport(server.url)) as client:
                for k in range(4):
                    if k % 2 == 0:
                        doc = find_doc(await client.call_tool("math.find", {"query": "satisfiable"}))
                        ok = doc["matches"][0]["capability_id"] == "sat.solve"
                    else:
                        dimacs = f"p cnf 2 2\n{i % 2 + 1} 2 0\n-1 0\n"
                        r = await client.call_tool(
                            "math.run", {"capability_id": "sat.solve", "payload": {"dimacs": dimacs}}
                        )
                        ok = not r.is_error and r.structured_content["conclusion"] == "SAT"
                    if not ok:
                        failures.append(f"session {i} call {k}")
                    done.append(i)
        except Exception as exc:  # noqa: BLE001 - every failure is counted, none hidden
            failures.append(f"session {i}: {exc!r}")

    async def main():
        async with anyio.create_task_group() as tg:
            for i in range(32):
                tg.start_soon(session, i)

    anyio.run(main)
    assert failures == []
    assert len(done) == 32 * 4


CLIENT = textwrap.dedent(
    """
    import sys, anyio
    from mcp import Client
    sys.path.insert(0, sys.argv[2])
    from httpserver import client_transport
    from conftest import php_dimacs

    async def main():
        async with Client(client_transport(sys.argv[1]), mode=sys.argv[3]) as client:
            async def on_progress(progress, total, message):
                print("started", flush=True)
            await client.call_tool(
                "math.run", {"capability_id": "sat.solve", "payload": {"dimacs": php_dimacs(10), "proof": False}},
                progress_callback=on_progress,
            )

    anyio.run(main)
    """
)


@pytest.mark.parametrize("mode", ["auto", "legacy"])
def test_client_killed_mid_run_leaves_no_job_process(server, mode):
    """A client process killed mid-run (no DELETE, no cancel notification): its job is stopped.

    ``auto`` negotiates the 2026 single-exchange era (the SDK cancels on a closed stream);
    ``legacy`` is a stateful session, where Jacobian's DropWatch does it."""
    from pathlib import Path

    here = str(Path(__file__).parent)
    before = cpu_by_pid(server.proc.pid)
    client = subprocess.Popen([sys.executable, "-c", CLIENT, server.url, here, mode], stdout=subprocess.PIPE, text=True)
    try:
        assert client.stdout.readline().strip() == "started"

        seen = anyio.run(job_pids, server, before)
        assert seen, "the long job started no process"
        client.send_signal(signal.SIGKILL)
        client.wait(10)
        left = wait_gone(seen, 15)
        assert not left, f"job processes left after the client was killed: {left}"
        if mode == "legacy":  # a stateful session outlives its POST: Jacobian's DropWatch cancelled the call
            assert "connection dropped: cancelled request" in server.log_text()
    finally:
        if client.poll() is None:
            client.kill()
            client.wait()
    time.sleep(0.2)
    assert get(server.base + "/readyz")[0] == 200
