"""``math.find`` over MCP: the discovery engine, measured on the bytes actually sent."""

from __future__ import annotations

import json
from typing import Any

import mcp_types as types

from jacobian.discovery import BUDGET_BYTES, Catalog, find

# JSON-RPC envelope around the result: jsonrpc, id, _meta serverInfo stamp, resultType, cache hints.
ENVELOPE_RESERVE = 640


def _text(doc: dict[str, Any]) -> str:
    return json.dumps(doc, ensure_ascii=False, separators=(",", ":"))


def _result_dict(text: str, is_error: bool) -> dict[str, Any]:
    return {"content": [{"type": "text", "text": text}], "isError": is_error}


def wire_bytes(doc: dict[str, Any]) -> int:
    """Bytes of the tools/call response carrying ``doc`` (the envelope is reserved, not guessed low)."""
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
        return find(self.catalog(), arguments, measure=wire_bytes, budget=BUDGET_BYTES)

    def call(self, arguments: Any) -> types.CallToolResult:
        doc = self.document(arguments)
        return types.CallToolResult(
            content=[types.TextContent(type="text", text=_text(doc))],
            is_error=doc.get("kind") == "ERROR",
        )
