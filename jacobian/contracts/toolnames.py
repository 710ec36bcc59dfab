"""The MCP tools' names: the canonical dotted ids, and the names one session sees.

The reference names are ``math.find``, ``math.run`` and ``reasoning.write``. Some clients
(Claude Desktop, claude.ai, some Codex versions; the list is :mod:`jacobian.mcp.clients`)
refuse every tool of a server when one name fails ``^[a-zA-Z0-9_-]{1,64}$``; a session of
such a client sees ``math_find``, ``math_run`` and ``reasoning_write`` instead. A session
sees one set, never both (no aliases).

Only what the session reads changes: tool names, instructions, prompts, descriptions and
the text of diagnostics (their ``message`` and ``hint``). Everything that decides
(authorization scopes, policy, the reasoning log's binding) uses the canonical ids.

The naming of the session being served is a context variable, set by the MCP layer for
the duration of each request (:func:`serving`): :meth:`Diagnostic.of
<jacobian.contracts.diagnostics.Diagnostic.of>` writes its text in it, so a result is built
once, in the names its session sees, and what the reasoning log records is what was sent.
Outside a session (the CLI, tests) it is the reference naming.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

from .enums import StrEnum

#: The tools' canonical ids, in the order ``tools/list`` gives them.
TOOL_IDS = ("math.find", "math.run", "reasoning.write")
#: The pattern the strict clients apply to every tool name (and the MCP SDKs' name check).
STRICT_NAME_PATTERN = r"^[a-zA-Z0-9_-]{1,64}$"
_STRICT = re.compile(STRICT_NAME_PATTERN)
# A tool id where it stands as a word: not inside a longer dotted name such as `math.run.x` or `xmath.run`.
_IN_TEXT = re.compile(r"(?<![\w.])(math\.find|math\.run|reasoning\.write)(?![\w-]|\.\w)")


class ToolNaming(StrEnum):
    """How a session's tools are named: the reference ids, or with ``_`` for ``.``."""

    DOTTED = "dotted"
    UNDERSCORE = "underscore"


def public_name(tool_id: str, naming: ToolNaming) -> str:
    """The name ``tool_id`` has in a session named by ``naming``."""
    return tool_id.replace(".", "_") if naming is ToolNaming.UNDERSCORE else tool_id


def canonical_id(name: str, naming: ToolNaming | None = None) -> str | None:
    """The canonical id of the tool called ``name`` in a session named by ``naming``; None when no tool
    has that name there. With ``naming`` None, either spelling (for checks made before a session is
    known, such as an HTTP scope check: a renamed tool needs exactly the scope of its id)."""
    for tool_id in TOOL_IDS:
        spellings = [tool_id, public_name(tool_id, ToolNaming.UNDERSCORE)] if naming is None else []
        if name in spellings or (naming is not None and name == public_name(tool_id, naming)):
            return tool_id
    return None


def is_strict_name(name: str) -> bool:
    return _STRICT.match(name) is not None


_session: ContextVar[ToolNaming] = ContextVar("jacobian_tool_naming", default=ToolNaming.DOTTED)


def current() -> ToolNaming:
    """The naming of the session being served (the reference naming outside one)."""
    return _session.get()


@contextmanager
def serving(naming: ToolNaming) -> Iterator[None]:
    """Serve one request of a session named by ``naming``: text built meanwhile uses its names."""
    token = _session.set(naming)
    try:
        yield
    finally:
        _session.reset(token)


def in_text(text: str, naming: ToolNaming | None = None) -> str:
    """``text`` with every tool id in it written as the session (``naming``, else the current one) names it."""
    naming = current() if naming is None else naming
    if naming is ToolNaming.DOTTED or "." not in text:
        return text
    return _IN_TEXT.sub(lambda m: public_name(m.group(1), naming), text)


def in_document(doc: Any, naming: ToolNaming | None = None) -> Any:
    """A copy of a JSON document written by the server (a tool list, a math.find answer, a contract),
    every string value in it passed through :func:`in_text`; keys are left alone."""
    naming = current() if naming is None else naming
    if naming is ToolNaming.DOTTED:
        return doc
    if isinstance(doc, str):
        return in_text(doc, naming)
    if isinstance(doc, dict):
        return {k: in_document(v, naming) for k, v in doc.items()}
    if isinstance(doc, list):
        return [in_document(v, naming) for v in doc]
    return doc
