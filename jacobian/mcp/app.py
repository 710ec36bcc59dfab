"""The lowlevel MCP ``Server`` wired to a runtime: handlers only, no transport."""

from __future__ import annotations

from typing import Any

import mcp_types as types
from mcp.server.lowlevel import Server
from mcp.shared.exceptions import MCPError

from jacobian.contracts.toolnames import ToolNaming, canonical_id, current, in_text, public_name, serving
from jacobian.state.reasoning import ReasoningMode

from . import prompts, reasoning_tool, resources
from .clients import client_name, naming_for
from .find_tool import FindService
from .logs import SessionLog, set_level
from .run_tool import RunService
from .startup import AwaitRuntime, PendingRuntime
from .tools import tool_list

INVALID_PARAMS = -32602
SERVER_NAME = "jacobian"


def _version() -> str:
    try:
        from importlib.metadata import version

        from jacobian import DISTRIBUTION

        return version(DISTRIBUTION)
    except Exception:  # noqa: BLE001 - not installed as a distribution
        return "0.0.0"


def session_client(ctx: Any) -> str | None:
    """The ``clientInfo.name`` of the session ``ctx`` belongs to: from the ``initialize`` being answered,
    the one the session was opened with, or (2026-07-28 protocol) the request's own envelope."""
    if ctx.method == "initialize":
        return client_name((ctx.params or {}).get("clientInfo"))
    params = getattr(ctx.session, "client_params", None)
    if params is not None:
        return client_name(params.client_info)
    meta = (ctx.params or {}).get("_meta")
    return client_name(meta.get(types.CLIENT_INFO_META_KEY)) if isinstance(meta, dict) else None


class ToolNames:
    """Server middleware: each request is served in its session's tool naming (``--tool-names``, and in
    ``auto`` the client's ``clientInfo``), and the instructions the session reads at ``initialize`` (or
    ``server/discover``) use those names."""

    def __init__(self, mode: str) -> None:
        self.mode = mode

    async def __call__(self, ctx: Any, call_next: Any) -> Any:
        naming = naming_for(self.mode, session_client(ctx))
        with serving(naming):
            result = await call_next(ctx)
        if ctx.method in ("initialize", "server/discover") and isinstance(result, dict):
            if isinstance(result.get("instructions"), str):
                result = {**result, "instructions": in_text(result["instructions"], naming)}
        return result


def _tool_names_text(naming: ToolNaming, reasoning_on: bool) -> str:
    ids = ("math.find", "math.run", "reasoning.write") if reasoning_on else ("math.find", "math.run")
    return ", ".join(public_name(i, naming) for i in ids)


def build_server(runtime: Any, reasoning_mode: str = "OFF", *, tenancy: Any = None, tool_names: str = "auto") -> Server:
    """A Server exposing ``runtime``: math.find, math.run (+ reasoning.write), resources, prompts.

    With a :class:`~.tenants.Tenancy` (the HTTP transport), each request runs against its
    tenant's view of the runtime (its own artifacts and reasoning log) within the tenant's limit.
    ``tool_names`` (``--tool-names``): how the tools are named in each session (:class:`ToolNames`)."""
    reasoning_on = ReasoningMode(reasoning_mode) is not ReasoningMode.OFF
    finder = FindService(runtime)
    runner = RunService(runtime, reasoning_on)

    async def on_list_tools(ctx: Any, params: Any) -> types.ListToolsResult:
        domains = tuple(sorted({i.entry.descriptor.domain for i in finder.catalog().items}))
        return types.ListToolsResult(tools=tool_list(reasoning_on, domains, current()))

    def runtime_for(ctx: Any) -> Any:
        return runtime if tenancy is None else tenancy.runtime_for(ctx)

    async def on_call_tool(ctx: Any, params: types.CallToolRequestParams) -> types.CallToolResult:
        arguments = params.arguments if params.arguments is not None else {}
        tool = canonical_id(params.name, current())  # the session's own names only: never both spellings
        if tool == "math.find":
            return finder.call(arguments)
        if tool == "math.run":
            log = SessionLog(ctx)
            if tenancy is None:
                return await runner.call(arguments, ctx.session, log=log)
            return await tenancy.run(ctx, RunService(runtime_for(ctx), reasoning_on), arguments, log=log)
        rt = runtime_for(ctx)
        if tool == "reasoning.write" and reasoning_on and rt.reasoning is not None:
            return reasoning_tool.write(rt.reasoning, arguments)
        raise MCPError(
            code=INVALID_PARAMS,
            message=f"unknown tool {params.name!r}; the tools are {_tool_names_text(current(), reasoning_on)}",
        )

    async def on_list_resources(ctx: Any, params: Any) -> types.ListResourcesResult:
        return types.ListResourcesResult(resources=resources.static_resources())

    async def on_list_resource_templates(ctx: Any, params: Any) -> types.ListResourceTemplatesResult:
        return types.ListResourceTemplatesResult(resource_templates=resources.templates(reasoning_on))

    async def on_read_resource(ctx: Any, params: types.ReadResourceRequestParams) -> types.ReadResourceResult:
        return resources.read(runtime_for(ctx), str(params.uri), reasoning_on)

    async def on_list_prompts(ctx: Any, params: Any) -> types.ListPromptsResult:
        return types.ListPromptsResult(prompts=prompts.PROMPTS)

    async def on_get_prompt(ctx: Any, params: types.GetPromptRequestParams) -> types.GetPromptResult:
        try:
            result = prompts.get(params.name, params.arguments)
        except ValueError as exc:
            raise MCPError(code=INVALID_PARAMS, message=str(exc)) from None
        if result is None:
            raise MCPError(code=INVALID_PARAMS, message=f"unknown prompt {params.name!r}")
        return result

    server: Server = Server(
        SERVER_NAME,
        version=_version(),
        title="Jacobian",
        instructions=resources.instructions_text(),
        on_list_tools=on_list_tools,
        on_call_tool=on_call_tool,
        on_list_resources=on_list_resources,
        on_list_resource_templates=on_list_resource_templates,
        on_read_resource=on_read_resource,
        on_list_prompts=on_list_prompts,
        on_get_prompt=on_get_prompt,
    )
    if isinstance(runtime, PendingRuntime):  # still opening: requests that need it wait (see .startup)
        server.middleware.append(AwaitRuntime(runtime))
    server.middleware.append(ToolNames(tool_names))

    async def on_set_level(ctx: Any, params: types.SetLevelRequestParams) -> types.EmptyResult:
        set_level(ctx.session, params.level)
        return types.EmptyResult()

    # Registered after construction: the constructor's on_set_logging_level warns that the 2026-07-28
    # protocol deprecates logging; handshake-era clients (Claude Desktop, Codex, the Inspector) still use it.
    server.add_request_handler("logging/setLevel", types.SetLevelRequestParams, on_set_level)
    return server
