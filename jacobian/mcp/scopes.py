"""The HTTP transport's token scopes, apart from :mod:`.auth` so that naming them imports no MCP SDK.

``jacobian.read`` is needed by every MCP request, ``jacobian.run`` also by a ``tools/call`` of a tool in
:data:`RUN_TOOLS`. ``jacobian tokens add --scope`` offers :data:`SCOPES` without loading the HTTP stack.
"""

SCOPE_READ = "jacobian.read"
SCOPE_RUN = "jacobian.run"
SCOPES = (SCOPE_READ, SCOPE_RUN)
# Canonical ids (jacobian.contracts.toolnames): a session's renamed tool (math_run) is checked by its id.
RUN_TOOLS = frozenset({"math.run", "reasoning.write"})
