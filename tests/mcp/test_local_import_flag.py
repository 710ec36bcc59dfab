"""``--allow-local-import`` is for the in-process stdio server only: every other way to start
``jacobian-mcp`` refuses it with exit status 2 before anything is opened."""

from __future__ import annotations

import subprocess
import sys

import pytest
from httpserver import command


def _run(args: list[str]) -> subprocess.CompletedProcess:
    return subprocess.run(args, capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)


@pytest.mark.parametrize("transport", ["streamable-http", "unix-daemon"])
def test_the_flag_is_refused_off_stdio(tmp_path, transport):
    args = command(tmp_path / "state", "--allow-local-import", str(tmp_path))
    args[args.index("streamable-http")] = transport
    done = _run(args)
    assert done.returncode == 2 and "stdio sessions only" in done.stderr, done.stderr
    assert not (tmp_path / "state").exists(), "the refused server opened its state directory"


def test_the_flag_is_refused_with_the_relay(tmp_path):
    base = [sys.executable, "-P", "-m", "jacobian.mcp.server", "--state-dir", str(tmp_path / "state")]
    done = _run([*base, "--relay", "--allow-local-import", str(tmp_path)])
    assert done.returncode == 2 and "not --relay" in done.stderr, done.stderr
    assert not (tmp_path / "state").exists()


def test_the_flag_selects_the_in_process_server_over_stdio(tmp_path):
    """With the relay the default, ``--allow-local-import`` alone means ``--standalone``: the session's
    own process holds the state directory, and no daemon is started or asked."""
    import os

    import anyio
    import psutil
    from mcp import Client
    from mcp.client.stdio import StdioServerParameters

    from jacobian.mcp.relay import log_path, socket_path

    state = tmp_path / "state"
    args = ["-P", "-m", "jacobian.mcp.server", "--state-dir", str(state), "--no-prestart"]
    params = StdioServerParameters(
        command=sys.executable, args=[*args, "--allow-local-import", str(tmp_path)], env=dict(os.environ)
    )

    async def main() -> list[str]:
        async with Client(params) as client:
            assert "math.run" in {t.name for t in (await client.list_tools()).tools}
            holder = int((state / "server.lock").read_text().split()[0])
            return psutil.Process(holder).cmdline()

    cmdline = anyio.run(main)
    assert "--allow-local-import" in cmdline and "unix-daemon" not in cmdline, cmdline
    sock = socket_path(["--state-dir", str(state)])
    assert not sock.exists() and not log_path(sock).exists()
