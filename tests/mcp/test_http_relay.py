"""The stdio relay and the per-user runtime daemon over a Unix socket (``jacobian-mcp --relay``)."""

from __future__ import annotations

import os
import re
import signal
import stat
import sys
import time

import anyio
import psutil
from httpserver import wait_gone
from mcp import Client
from mcp.client.stdio import StdioServerParameters

SMALL_SAT = "p cnf 2 2\n1 2 0\n-1 0\n"


def relay_params(state_dir, sock, *extra: str) -> StdioServerParameters:
    args = ["-P", "-m", "jacobian.mcp.server", "--relay", "--state-dir", str(state_dir), "--socket", str(sock)]
    return StdioServerParameters(command=sys.executable, args=[*args, *extra])


def daemon_pid(sock) -> int:
    found = re.findall(r"daemon on .* \(pid (\d+)\)", (sock.parent / "daemon.log").read_text())
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
    assert (sock.parent / "daemon.log").read_text().count("daemon on") == 1  # one daemon for both sessions
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
