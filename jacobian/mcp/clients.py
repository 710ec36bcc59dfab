"""The MCP clients known to refuse dotted tool names, recognised by the ``clientInfo`` they send.

This is the one list (``docs/clients.md`` documents it, with where each string was seen).
Each entry is the exact ``clientInfo.name`` the client sends at ``initialize`` (or, in the
2026-07-28 protocol, in each request's ``io.modelcontextprotocol/clientInfo``):

- ``claude-ai``: Claude Desktop, for its local (stdio) servers; it sends
  ``{"name": "claude-ai", "version": "0.1.0"}``. It checks every tool name against
  ``^[a-zA-Z0-9_-]{1,64}$`` and, when one fails, withholds every tool of the server
  ("tools.N.FrontendRemoteMcpToolDefinition.name: String should match pattern").
- ``Anthropic/ClaudeAI``: the claude.ai connector (remote servers over Streamable HTTP,
  also used by Claude Desktop's connectors); ``{"name": "Anthropic/ClaudeAI", "version": "1.0.0"}``.
  The same check, the same all-or-nothing refusal.
- ``codex-mcp-client``: OpenAI's Codex (``"title": "Codex"``). Some versions pass tool
  names to the OpenAI API unchanged, which refuses them unless they match ``^[a-zA-Z0-9_-]+$``.

Claude Code (``claude-code``) rewrites dots itself, so it keeps the reference names.
"""

from __future__ import annotations

TYPE_CHECKING = False  # not typing.TYPE_CHECKING: the stdio relay reads TOOL_NAME_MODES and must stay light

if TYPE_CHECKING:
    from typing import Any

    from jacobian.contracts.toolnames import ToolNaming

STRICT_NAME_CLIENTS = frozenset({"claude-ai", "Anthropic/ClaudeAI", "codex-mcp-client"})

#: ``--tool-names``: ``auto`` follows the client; ``dotted`` and ``underscore`` force one naming.
TOOL_NAME_MODES = ("auto", "dotted", "underscore")


def naming_for(mode: str, client_name: str | None) -> ToolNaming:
    """The naming of a session under ``--tool-names mode`` whose client calls itself ``client_name``."""
    from jacobian.contracts.toolnames import ToolNaming

    if mode == "auto":
        return ToolNaming.UNDERSCORE if client_name in STRICT_NAME_CLIENTS else ToolNaming.DOTTED
    return ToolNaming(mode)


def client_name(client_info: Any) -> str | None:
    """``clientInfo.name`` from the wire (a dict) or the SDK's model; None when absent or not a string."""
    if isinstance(client_info, dict):
        name = client_info.get("name")
    else:
        name = getattr(client_info, "name", None)
    return name if isinstance(name, str) else None
