"""``math.find`` over MCP: the discovery engine, measured on the bytes actually sent."""

from __future__ import annotations

import json
from typing import Any

import mcp_types as types

from jacobian.contracts.diagnostics import Code, Diagnostic, Stage
from jacobian.contracts.toolnames import in_document
from jacobian.discovery import BUDGET_BYTES, Catalog, find

# JSON-RPC envelope around the result: jsonrpc, id, _meta serverInfo stamp, resultType, cache hints.
ENVELOPE_RESERVE = 640


def _text(doc: dict[str, Any]) -> str:
    return json.dumps(doc, ensure_ascii=False, separators=(",", ":"))


#: The document math.find returns as structuredContent (its text content is the same JSON,
#: as the MCP specification recommends for clients that read only text).
FIND_OUTPUT_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "kind": {"type": "string", "enum": ["SEARCH", "BROWSE", "INSPECT", "ERROR"]},
        "catalog_digest": {"type": "string"},
        "policy_digest": {"type": "string"},
        "matches": {"type": "array", "items": {"type": "object"}},
        "diagnostics": {"type": "array", "items": {"type": "object"}},
        "next_cursor": {"type": "string", "description": "present when more matches follow: pass it as `cursor`"},
    },
    "required": ["kind", "catalog_digest", "policy_digest"],
}


#: The response carries the document twice, as its text and as structured content: each copy
#: is held within BUDGET_BYTES (the measure below), so the whole stays within this.
WIRE_BYTES_MAX = 2 * BUDGET_BYTES


def _result_dict(text: str, is_error: bool) -> dict[str, Any]:
    return {"content": [{"type": "text", "text": text}], "isError": is_error}


def wire_bytes(doc: dict[str, Any]) -> int:
    """Bytes of the tools/call response with ``doc`` as its text (the envelope is reserved, not
    guessed low); the structured copy of ``doc`` adds at most as much again."""
    body = json.dumps(_result_dict(_text(doc), doc.get("kind") == "ERROR"), ensure_ascii=False, separators=(",", ":"))
    return len(body.encode()) + ENVELOPE_RESERVE


class FindService:
    def __init__(self, runtime: Any) -> None:
        self.runtime = runtime
        self._catalog: Catalog | None = None
        self._key: tuple[str, str] | None = None

    def catalog(self) -> Catalog:
        key = (self.runtime.catalog.digest, self.runtime.policy_digest)
        if self._catalog is None or key != self._key:
            self._catalog = Catalog(list(self.runtime.visible_entries()), *key)
            self._key = key
        return self._catalog

    def document(self, arguments: Any) -> dict[str, Any]:
        doc = find(self.catalog(), arguments, measure=wire_bytes, budget=BUDGET_BYTES)
        return self._absent_as_run_says(doc, arguments)

    def _absent_as_run_says(self, doc: dict[str, Any], arguments: Any) -> dict[str, Any]:
        """An inspected id that no catalog entry has but a manifest serves (its providers unhealthy, e.g. Lean
        without a toolchain) is absent for the reason ``math.run`` gives: PROVIDER_UNAVAILABLE naming each
        provider's status, not UNKNOWN_CAPABILITY. One reason, one code, whichever tool is asked."""
        diagnostics = doc.get("diagnostics") or []
        cid = arguments.get("capability_id") if isinstance(arguments, dict) else None
        if doc.get("kind") != "ERROR" or not isinstance(cid, str) or len(diagnostics) != 1:
            return doc
        if diagnostics[0].get("code") != Code.UNKNOWN_CAPABILITY.value:
            return doc
        unavailable = getattr(self.runtime, "unavailable", None)
        why = unavailable(cid) if unavailable is not None else None
        if why is None:
            return doc
        diag = Diagnostic.of(Code.PROVIDER_UNAVAILABLE, why, path="$.capability_id", stage=Stage.READINESS)
        return {**doc, "diagnostics": [diag.model_dump(mode="json")], "did_you_mean": []}

    def call(self, arguments: Any) -> types.CallToolResult:
        # The tools named as the session names them (same length: the budget measured above still holds).
        doc = in_document(self.document(arguments))
        if doc.get("next_cursor", "") is None:  # no further page: the key is absent (the schema has no null)
            del doc["next_cursor"]
        return types.CallToolResult(
            content=[types.TextContent(type="text", text=_text(doc))],
            structured_content=doc,
            is_error=doc.get("kind") == "ERROR",
        )
