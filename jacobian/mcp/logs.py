"""Log notifications (``notifications/message``) to a session, at the level it asked for.

A session is sent log notifications only once it asked for them: ``logging/setLevel``
(the handshake protocol) sets the least severity sent to it for the rest of the session;
a 2026-07-28 request asks for itself, in its ``_meta`` (``io.modelcontextprotocol/logLevel``).
A session that never asked is sent none. What is logged, per ``math.run`` call (logger
``jacobian``): ``debug`` for each event its worker reported, ``info`` when its result is
in (capability, mode, status, conclusion, assurance, wall time), and a ``warning`` or
``error`` for each diagnostic of that severity. Each rides the call's own response
stream (request-scoped), as the 2026 protocol requires and HTTP clients expect.
"""

from __future__ import annotations

from typing import Any

import mcp_types as types
from mcp_types.version import MODERN_PROTOCOL_VERSIONS

#: RFC 5424 severities, least severe first (the protocol's ``LoggingLevel``).
LEVELS = ("debug", "info", "notice", "warning", "error", "critical", "alert", "emergency")
LOGGER = "jacobian"
_STATE_KEY = "jacobian/log_level"


def _connection_state(session: Any) -> dict[str, Any] | None:
    """The state dict of the session's connection (one per MCP session, whatever the transport). The SDK's
    ``ServerSession`` keeps the connection private; the level a client set lives for that connection."""
    connection = getattr(session, "_connection", None)
    state = getattr(connection, "state", None)
    return state if isinstance(state, dict) else None


def set_level(session: Any, level: str) -> None:
    """``logging/setLevel``: from now on this session is sent ``level`` and above."""
    state = _connection_state(session)
    if state is not None:
        state[_STATE_KEY] = level


class SessionLog:
    """The log of one request: sends what its session asked for, nothing else, and never fails the call."""

    def __init__(self, ctx: Any) -> None:
        self.session = ctx.session
        self.request_id = ctx.request_id
        if ctx.protocol_version in MODERN_PROTOCOL_VERSIONS:
            least = (ctx.meta or {}).get(types.LOG_LEVEL_META_KEY)
        else:
            least = (_connection_state(ctx.session) or {}).get(_STATE_KEY)
        self.least = LEVELS.index(least) if least in LEVELS else None

    def wants(self, level: str) -> bool:
        return self.least is not None and LEVELS.index(level) >= self.least

    async def log(self, level: str, data: Any) -> None:
        if not self.wants(level):
            return
        params = types.LoggingMessageNotificationParams(level=level, data=data, logger=LOGGER)  # type: ignore[arg-type]
        try:
            await self.session.send_notification(
                types.LoggingMessageNotification(params=params), related_request_id=self.request_id
            )
        except Exception:  # noqa: BLE001 - a client gone away must not fail the call
            pass

    async def result(self, result: Any) -> None:
        """``info`` for a finished math.run, then a ``warning``/``error`` per diagnostic of that severity."""
        summary = (
            f"{result.capability_id} ({result.mode.value}): {result.execution.status.value}, "
            f"conclusion {result.conclusion.value}, assurance {result.assurance.level.value}, "
            f"{result.execution.wall_ms} ms"
        )
        await self.log("info", summary)
        for diag in result.diagnostics:
            level = {"ERROR": "error", "WARNING": "warning"}.get(diag.severity.value)
            if level is not None:
                await self.log(level, f"{result.capability_id}: {diag.code.value}: {diag.message}")
