"""Jacobian: typed, sandboxed, checkable mathematical operations for AI agents.

Kept import-free on purpose: worker programs run as ``python -m
jacobian.providers...`` inside the sandbox, and importing this package must not
pull the runtime (trio, SQLite, MCP) into them.
"""

__version__ = "0.1.0"
#: The distribution's name on a package index (``jacobian`` there is another project's): the import
#: package and the commands (``jacobian``, ``jacobian-mcp``) keep the name Jacobian.
DISTRIBUTION = "jacobian-mcp"
