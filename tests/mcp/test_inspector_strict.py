"""The MCP Inspector's CLI (``@modelcontextprotocol/inspector``, from the npm registry) with ``--strict``
over real stdio and real Streamable HTTP: it lists the tools and reports no portability problem.

The Inspector is ``$JACOBIAN_INSPECTOR`` (a command, e.g. an installed ``mcp-inspector``) or, by default,
``npx --yes @modelcontextprotocol/inspector@INSPECTOR_VERSION`` (npm fetches it once into its cache).
``tests/mcp/test_protocol.py`` holds the same schemas against the rule without Node.js.
"""

from __future__ import annotations

import json
import os
import shlex
import shutil
import subprocess

import pytest
from conftest import server_params
from httpserver import http_server, issue_token

INSPECTOR_VERSION = "2.12.0"


def inspector() -> list[str]:
    given = os.environ.get("JACOBIAN_INSPECTOR")
    if given:
        return shlex.split(given)
    if shutil.which("npx") is None:
        pytest.skip("npx (Node.js) is not installed on this machine: the Inspector CLI cannot run")
    return ["npx", "--yes", f"@modelcontextprotocol/inspector@{INSPECTOR_VERSION}"]


def strict_tools_list(*target: str) -> tuple[dict, str]:
    out = subprocess.run(
        [*inspector(), "--cli", "--strict", "--method", "tools/list", *target],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert out.returncode == 0, f"exit {out.returncode}\n{out.stderr[-4000:]}"
    return json.loads(out.stdout), out.stderr


def test_inspector_strict_over_stdio_reports_nothing(state_dir):
    params = server_params(state_dir, "--no-prestart", "--reasoning-log", "AUDIT")
    listed, stderr = strict_tools_list(params.command, *params.args)
    assert {t["name"] for t in listed["tools"]} == {"math.find", "math.run", "reasoning.write"}
    assert "Warning" not in stderr and "Error" not in stderr, stderr


def test_inspector_strict_over_http_reports_nothing(state_dir, tmp_path):
    token = issue_token(tmp_path / "tokens.json", "alice")["token"]
    with http_server(state_dir, "--no-prestart", "--tokens", str(tmp_path / "tokens.json")) as srv:
        header = f"Authorization: Bearer {token}"
        listed, stderr = strict_tools_list("--transport", "http", "--server-url", srv.url, "--header", header)
    assert {t["name"] for t in listed["tools"]} == {"math.find", "math.run"}
    assert "Warning" not in stderr and "Error" not in stderr, stderr
    assert token not in stderr
