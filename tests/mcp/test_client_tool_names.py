"""Tool names per session: a client that sends Claude Desktop's ``clientInfo`` sees ``math_find``,
``math_run`` (and ``reasoning_write``), over real stdio (standalone and relayed to the daemon) and real
Streamable HTTP, and no dotted tool name anywhere in its session; a default client sees the reference
names; a renamed tool is neither more nor less permitted than its id.

The client is the real ``mcp`` SDK client; every message the server sends is recorded as it arrived
(:class:`Recording`) and searched for the dotted names. The pattern below is Claude Desktop's own
(its error: "tools.N.FrontendRemoteMcpToolDefinition.name: String should match pattern"), written
here as the client applies it, not imported from the server.
"""

from __future__ import annotations

import json
import os
import re
import signal
import sys

import anyio
import pytest
from conftest import authorize_bundled, server_params
from httpserver import client_transport, http_server, issue_token, post_rpc, wait_gone
from mcp import Client
from mcp.client.stdio import StdioServerParameters, stdio_client
from mcp.shared.exceptions import MCPError
from mcp_types import Implementation

CLAUDE_DESKTOP_NAME_PATTERN = re.compile(r"^[a-zA-Z0-9_-]{1,64}$")
CLAUDE_DESKTOP = Implementation(name="claude-ai", version="0.1.0")  # what Claude Desktop sends at initialize
DOTTED = re.compile(r"math\.find|math\.run|reasoning\.write")
SMALL_SAT = "p cnf 2 2\n1 2 0\n-1 0\n"


class Recording:
    """A client transport that keeps, as text, every message the server sent on it."""

    def __init__(self, inner) -> None:
        self.inner = inner
        self.lines: list[str] = []

    async def __aenter__(self):
        read, write = await self.inner.__aenter__()
        return _RecordingRead(read, self.lines), write

    async def __aexit__(self, *exc):
        return await self.inner.__aexit__(*exc)

    def dotted(self) -> list[str]:
        return [m for line in self.lines for m in DOTTED.findall(line)]


class _RecordingRead:
    def __init__(self, inner, lines: list[str]) -> None:
        self.inner = inner
        self.lines = lines

    def _keep(self, item):
        message = getattr(item, "message", None)
        if message is not None:
            self.lines.append(message.model_dump_json(by_alias=True, exclude_none=True))
        return item

    async def receive(self):
        return self._keep(await self.inner.receive())

    def __aiter__(self):
        return self

    async def __anext__(self):
        try:
            return await self.receive()
        except (anyio.EndOfStream, anyio.ClosedResourceError):
            raise StopAsyncIteration from None

    async def aclose(self):
        await self.inner.aclose()

    async def __aenter__(self):
        return self

    async def __aexit__(self, *exc):
        await self.aclose()

    def __getattr__(self, name):
        return getattr(self.inner, name)


async def claude_desktop_session(transport, *, reasoning: bool) -> None:
    """What Claude Desktop does, and more: list and check every name, read every text the server
    offers, find, run VERIFY, provoke error hints; then nothing the server sent names a dotted tool."""
    recording = Recording(transport)
    async with Client(recording, client_info=CLAUDE_DESKTOP, mode="legacy") as client:
        tools = (await client.list_tools()).tools
        bad = [t.name for t in tools if not CLAUDE_DESKTOP_NAME_PATTERN.match(t.name)]
        assert not bad, f"Claude Desktop would withhold every tool: {bad}"
        names = {t.name for t in tools}
        assert names == ({"math_find", "math_run", "reasoning_write"} if reasoning else {"math_find", "math_run"})

        for prompt in (await client.list_prompts()).prompts:
            args = {"task": "is my CNF satisfiable?"} if prompt.name == "jacobian-discover" else {"claim": "SAT"}
            text = (await client.get_prompt(prompt.name, args)).messages[0].content.text
            assert "math_find" in text
        instructions = (await client.read_resource("jacobian://instructions")).contents[0].text
        assert "math_find" in instructions and "math_run" in instructions
        await client.read_resource("capability://contract/sat.solve")

        found = await client.call_tool("math_find", {"query": "satisfiable"})
        assert found.structured_content["matches"][0]["capability_id"] == "sat.solve"
        contract = await client.call_tool("math_find", {"capability_id": "sat.solve", "view": "CONTRACT"})
        assert not contract.is_error

        run_args: dict = {"capability_id": "sat.solve", "payload": {"dimacs": SMALL_SAT}, "mode": "VERIFY"}
        if reasoning:  # the reasoning log binds a renamed math_run exactly as it binds math.run
            plan = (
                await client.call_tool("reasoning_write", {"phase": "PLAN", "summary": "check a CNF"})
            ).structured_content
            before = await client.call_tool(
                "reasoning_write",
                {"phase": "BEFORE_TOOL", "summary": "solve", "run_id": plan["run_id"], "capability_id": "sat.solve"},
            )
            run_args |= {"reasoning_run_id": plan["run_id"], "reasoning_call_id": before.structured_content["call_id"]}
        verify = await client.call_tool("math_run", run_args)
        result = verify.structured_content
        assert result["assurance"]["level"] == "VERIFIED", verify.content[0].text
        if reasoning:
            after = await client.call_tool(
                "reasoning_write",
                {
                    "phase": "AFTER_TOOL",
                    "summary": "verified",
                    "run_id": plan["run_id"],
                    "call_id": run_args["reasoning_call_id"],
                    "report": {
                        "execution_status": result["execution"]["status"],
                        "assurance": result["assurance"]["level"],
                        "completeness": result["completeness"]["value"],
                        "result_digest": verify.meta["jacobian/result_digest"],
                        "artifact_uris": result["artifact_uris"],
                    },
                },
            )
            assert after.structured_content["report_matches"] is True, after.structured_content

        # Error hints: an unknown capability (the hint sends the agent to the find tool), a bad payload.
        unknown = await client.call_tool("math_run", {"capability_id": "no.such.thing", "payload": {}})
        hint = unknown.structured_content["diagnostics"][0]["hint"]
        assert unknown.is_error and "math_find" in hint, hint
        invalid = await client.call_tool("math_run", {"capability_id": "sat.solve", "payload": {"dimacs": 7}})
        # Its hint is the field's own fix (main's validation messages); whatever names a tool is checked below.
        assert invalid.is_error and invalid.structured_content["diagnostics"][0]["code"] == "INVALID_REQUEST"

        assert recording.lines, "nothing recorded"
        assert not recording.dotted(), f"dotted tool names seen by the session: {sorted(set(recording.dotted()))}"

        # Never both names in one session: the reference name is not an alias here.
        with pytest.raises(MCPError, match=r"unknown tool 'math\.run'; the tools are math_find, math_run"):
            await client.call_tool("math.run", {"capability_id": "sat.solve", "payload": {"dimacs": SMALL_SAT}})


async def default_session(transport) -> None:
    """A client the server does not know as strict: the reference names, and the other spelling refused."""
    recording = Recording(transport)
    async with Client(recording, mode="legacy") as client:
        assert {t.name for t in (await client.list_tools()).tools} == {"math.find", "math.run"}
        found = await client.call_tool("math.find", {"query": "satisfiable"})
        assert found.structured_content["matches"][0]["capability_id"] == "sat.solve"
        unknown = await client.call_tool("math.run", {"capability_id": "no.such.thing", "payload": {}})
        assert "math.find" in unknown.structured_content["diagnostics"][0]["hint"]
        seen = list(recording.lines)
        with pytest.raises(MCPError, match=r"unknown tool 'math_run'; the tools are math\.find, math\.run"):
            await client.call_tool("math_run", {"capability_id": "sat.solve", "payload": {"dimacs": SMALL_SAT}})
    assert seen and not any(re.search(r"math_find|math_run|reasoning_write", line) for line in seen)


def test_stdio_standalone_claude_desktop_sees_underscore_names(state_dir):
    params = server_params(state_dir, "--no-prestart", "--reasoning-log", "AUDIT", "--tool-names", "auto")
    anyio.run(lambda: claude_desktop_session(stdio_client(params), reasoning=True))


def test_stdio_standalone_default_client_sees_reference_names(state_dir):
    anyio.run(default_session, stdio_client(server_params(state_dir, "--no-prestart")))


def test_the_operator_flag_forces_a_naming(state_dir):
    async def main():
        forced = server_params(state_dir, "--no-prestart", "--tool-names", "underscore")
        async with Client(forced, mode="legacy") as client:  # an unknown client, underscore forced
            assert {t.name for t in (await client.list_tools()).tools} == {"math_find", "math_run"}
        dotted = server_params(state_dir, "--no-prestart", "--tool-names", "dotted")
        async with Client(dotted, client_info=CLAUDE_DESKTOP, mode="legacy") as client:  # Claude, dotted forced
            assert {t.name for t in (await client.list_tools()).tools} == {"math.find", "math.run"}

    anyio.run(main)


def test_stdio_relay_one_daemon_serves_each_session_in_its_own_naming(tmp_path, warm_state_dir):
    authorize_bundled(warm_state_dir)
    sock = tmp_path / "run" / "mcp.sock"
    base = ["-P", "-m", "jacobian.mcp.server", "--state-dir", str(warm_state_dir), "--socket", str(sock)]
    env = dict(os.environ)
    relayed = StdioServerParameters(command=sys.executable, args=[*base, "--no-prestart"], env=env)

    async def main():
        await claude_desktop_session(stdio_client(relayed), reasoning=False)
        await default_session(stdio_client(relayed))  # the same daemon, another naming

    try:
        anyio.run(main)
    finally:
        from jacobian.mcp.relay import log_path

        found = re.findall(r"daemon on .* \(pid (\d+)\)", log_path(sock).read_text())
        assert len(found) == 1, "one daemon for both sessions"
        os.kill(int(found[0]), signal.SIGTERM)
        assert not wait_gone({int(found[0])}, 30)


@pytest.fixture(scope="module")
def tokens(tmp_path_factory):
    path = tmp_path_factory.mktemp("names-auth") / "tokens.json"
    return {"file": path, "full": issue_token(path, "alice"), "readonly": issue_token(path, "alice", "jacobian.read")}


@pytest.fixture(scope="module")
def http(state_dir, tokens):
    with http_server(state_dir, "--no-prestart", "--tokens", str(tokens["file"])) as srv:
        yield srv


def test_http_claude_desktop_sees_underscore_names_and_a_default_client_the_reference_names(http, tokens):
    token = tokens["full"]["token"]
    anyio.run(lambda: claude_desktop_session(client_transport(http.url, token), reasoning=False))
    anyio.run(default_session, client_transport(http.url, token))


def test_http_read_only_token_is_refused_math_run_exactly_as_math_dot_run(http, tokens):
    readonly = tokens["readonly"]["token"]
    answers = {}
    for name in ("math.run", "math_run"):
        call = {
            "jsonrpc": "2.0",
            "id": 1,
            "method": "tools/call",
            "params": {"name": name, "arguments": {"capability_id": "sat.solve", "payload": {"dimacs": SMALL_SAT}}},
        }
        status, headers, body = post_rpc(http.url, call, readonly)
        answers[name] = (status, {k.lower(): v for k, v in headers.items()}.get("www-authenticate"), json.loads(body))
    assert answers["math.run"][0] == 403 and "insufficient_scope" in answers["math.run"][1]
    assert answers["math_run"] == answers["math.run"]


def test_tool_ids_are_rewritten_only_where_they_stand_as_words():
    from jacobian.contracts.toolnames import ToolNaming, canonical_id, in_text

    u = ToolNaming.UNDERSCORE
    assert in_text("Call math.find, then `math.run`.", u) == "Call math_find, then `math_run`."
    assert (
        in_text("see math.run's CONTRACT; reasoning.write PLAN", u) == "see math_run's CONTRACT; reasoning_write PLAN"
    )
    for untouched in ("math.run.extra", "xmath.run", "my.math.find", "math.runs", "math.find-like"):
        assert in_text(untouched, u) == untouched
    assert in_text("Call math.find", ToolNaming.DOTTED) == "Call math.find"
    assert canonical_id("math_run", u) == "math.run" and canonical_id("math.run", u) is None
    assert (
        canonical_id("math.run", ToolNaming.DOTTED) == "math.run"
        and canonical_id("math_run", ToolNaming.DOTTED) is None
    )
    assert canonical_id("math_run") == canonical_id("math.run") == "math.run"  # the scope check: either name
