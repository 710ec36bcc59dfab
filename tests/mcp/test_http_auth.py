"""Authentication of the HTTP transport: statuses and WWW-Authenticate as the MCP authorization spec asks.

Tokens are issued with the real ``jacobian tokens`` command into a file holding only their hashes.
"""

from __future__ import annotations

import json
import subprocess
import sys

import anyio
import pytest
from httpserver import client_transport, command, get, http_server, post_rpc
from mcp import Client

CALL_RUN = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "tools/call",
    "params": {
        "name": "math.run",
        "arguments": {"capability_id": "sat.solve", "payload": {"dimacs": "p cnf 1 1\n1 0\n"}},
    },
}
LIST_TOOLS = {"jsonrpc": "2.0", "id": 2, "method": "tools/list", "params": {}}


def jacobian(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-P", "-m", "jacobian.cli.main", *args], capture_output=True, text=True)


def issue(tokens, tenant: str, *scopes: str) -> dict:
    flags = [a for s in scopes for a in ("--scope", s)]
    out = jacobian("tokens", "add", "--tenant", tenant, *flags, "--file", str(tokens), "--json")
    assert out.returncode == 0, out.stdout + out.stderr
    return json.loads(out.stdout)


@pytest.fixture(scope="module")
def tokens(tmp_path_factory):
    path = tmp_path_factory.mktemp("auth") / "tokens.json"
    return {
        "file": path,
        "full": issue(path, "alice"),
        "readonly": issue(path, "alice", "jacobian.read"),
        "runonly": issue(path, "alice", "jacobian.run"),
        "doomed": issue(path, "alice"),
    }


@pytest.fixture(scope="module")
def server(state_dir, tokens):
    with http_server(state_dir, "--no-prestart", "--tokens", str(tokens["file"])) as srv:
        yield srv


def challenge(headers: dict) -> str:
    value = {k.lower(): v for k, v in headers.items()}.get("www-authenticate", "")
    assert value.startswith("Bearer "), headers
    return value


def test_the_file_stores_hashes_only(tokens):
    text = tokens["file"].read_text()
    assert tokens["full"]["token"] not in text and "sha256" in text
    listed = jacobian("tokens", "list", "--file", str(tokens["file"]), "--json")
    assert tokens["full"]["token"] not in listed.stdout and "sha256" not in listed.stdout


def test_missing_token_401_plain_and_no_oauth_discovery_without_oauth(server):
    """Static tokens name no authorization server: the 401 says in plain words how to send a token, and
    points no client at protected-resource metadata (an OAuth discovery that could not succeed)."""
    status, headers, body = post_rpc(server.url, LIST_TOOLS)
    assert status == 401
    value = challenge(headers)
    assert value == 'Bearer realm="jacobian"', value
    assert "Authorization: Bearer <token>" in json.loads(body)["error_description"]
    assert get(f"{server.base}/.well-known/oauth-protected-resource/mcp")[0] == 404
    assert get(f"{server.base}/.well-known/oauth-protected-resource")[0] == 404
    assert get(server.url)[0] == 401  # the GET stream too


def test_wrong_token_401_invalid_token(server, tokens):
    forged = tokens["full"]["token"][:-2] + ("AA" if not tokens["full"]["token"].endswith("AA") else "BB")
    status, headers, _ = post_rpc(server.url, LIST_TOOLS, token=forged)
    assert status == 401 and 'error="invalid_token"' in challenge(headers)


def test_missing_scope_403_insufficient_scope(server, tokens):
    status, headers, _ = post_rpc(server.url, CALL_RUN, token=tokens["readonly"]["token"])
    value = challenge(headers)
    assert status == 403 and 'error="insufficient_scope"' in value and 'scope="jacobian.read jacobian.run"' in value
    status, headers, _ = post_rpc(server.url, LIST_TOOLS, token=tokens["runonly"]["token"])
    assert status == 403 and 'scope="jacobian.read"' in challenge(headers)

    async def main():
        async with Client(client_transport(server.url, tokens["readonly"]["token"])) as client:
            assert {t.name for t in (await client.list_tools()).tools} == {"math.find", "math.run"}
            await client.call_tool("math.find", {"query": "satisfiable"})
            with pytest.raises(Exception):  # noqa: B017 - the SDK surfaces the 403 as its own error type
                await client.call_tool("math.run", CALL_RUN["params"]["arguments"])

    anyio.run(main)


def test_revoked_token_stops_working_without_restart(server, tokens):
    token = tokens["doomed"]["token"]

    async def list_tools():
        async with Client(client_transport(server.url, token)) as client:
            return {t.name for t in (await client.list_tools()).tools}

    assert anyio.run(list_tools) == {"math.find", "math.run"}
    out = jacobian("tokens", "revoke", tokens["doomed"]["id"], "--file", str(tokens["file"]))
    assert out.returncode == 0, out.stdout
    status, headers, _ = post_rpc(server.url, LIST_TOOLS, token=token)
    assert status == 401 and 'error="invalid_token"' in challenge(headers)
    assert server.proc.poll() is None


def test_tokens_never_in_the_log(server, tokens):
    post_rpc(server.url, LIST_TOOLS, token="jacobian_not-a-real-token-0123456789")
    log = server.log_text()
    assert "401 POST /mcp" in log  # refusals are logged ...
    for entry in ("full", "readonly", "runonly", "doomed"):
        assert tokens[entry]["token"] not in log  # ... but never with a token
    assert "jacobian_not-a-real-token" not in log


def test_no_token_configured_refuses_all_but_health(tmp_path):
    with http_server(tmp_path / "state", "--no-prestart", "--tokens", str(tmp_path / "absent.json")) as srv:
        assert get(srv.base + "/healthz")[0] == 200 and get(srv.base + "/readyz")[0] == 200
        status, headers, _ = post_rpc(srv.url, LIST_TOOLS)
        assert status == 401 and "resource_metadata=" not in challenge(headers)
        status, headers, _ = post_rpc(srv.url, LIST_TOOLS, token="jacobian_anything")
        assert status == 401 and 'error="invalid_token"' in challenge(headers)


def test_anonymous_only_on_loopback(tmp_path):
    argv = command(tmp_path / "state", "--allow-anonymous")
    argv[argv.index("--port") + 1] = "0"
    argv += ["--host", "0.0.0.0"]
    out = subprocess.run(argv, capture_output=True, text=True, timeout=60)
    assert out.returncode == 2 and "--allow-anonymous is only allowed on a loopback address" in out.stderr
