"""``reasoning.write`` over MCP (only in AUDIT and REQUIRED modes)."""

from __future__ import annotations

import json
from typing import Any

import mcp_types as types

from jacobian.contracts.diagnostics import Code, Diagnostic

ALLOWED = ("phase", "summary", "run_id", "capability_id", "call_id", "report")


def _error(diag: Diagnostic) -> types.CallToolResult:
    doc = {"ok": False, "diagnostics": [diag.model_dump(mode="json", exclude_none=True)]}
    return types.CallToolResult(
        content=[types.TextContent(type="text", text=json.dumps(doc))], structured_content=doc, is_error=True
    )


def write(log: Any, arguments: Any) -> types.CallToolResult:
    from jacobian.state.errors import StateError

    if not isinstance(arguments, dict):
        return _error(Diagnostic.of(Code.INVALID_REQUEST, "reasoning.write arguments must be a JSON object", path="$"))
    for name in arguments:
        if name not in ALLOWED:
            return _error(Diagnostic.of(Code.INVALID_REQUEST, f"$.{name}: unknown field", path=f"$.{name}"))
    for name in ("phase", "summary"):
        if not isinstance(arguments.get(name), str):
            return _error(Diagnostic.of(Code.INVALID_REQUEST, f"$.{name}: required string", path=f"$.{name}"))
    try:
        ack = log.write(
            arguments["phase"],
            arguments["summary"],
            run_id=arguments.get("run_id"),
            capability_id=arguments.get("capability_id"),
            call_id=arguments.get("call_id"),
            report=arguments.get("report"),
        )
    except StateError as err:
        return _error(err.diagnostic())
    doc = {
        "ok": True,
        "run_id": ack.run_id,
        "seq": ack.seq,
        "phase": str(getattr(ack.phase, "value", ack.phase)),
        "call_id": ack.call_id,
        "report_matches": ack.report_matches,
        "mismatches": list(ack.mismatches),
    }
    return types.CallToolResult(content=[types.TextContent(type="text", text=json.dumps(doc))], structured_content=doc)
