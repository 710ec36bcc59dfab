"""The MCP projection of the runtime: ``jacobian-mcp`` over stdio.

Three tools (``math.find``, ``math.run`` and, when the reasoning log is on,
``reasoning.write``), a few resources and two prompts. Adding a capability
never adds a tool. See ``docs/tools.md`` and ``docs/clients.md``.
"""
