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
