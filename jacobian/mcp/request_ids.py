"""The ids of one session's requests in flight: a second request under an id still in flight is refused.

A JSON-RPC id is how a reply finds its request, so two requests in flight under one id cannot both be
answered: the SDK's dispatcher keeps only the newer under the id (a ``notifications/cancelled`` then
reaches that one, never the first), and the Streamable HTTP transport routes the replies of both to the
newer POST. Each transport therefore keeps one :class:`InFlightIds` per session. A request whose id is in
flight is answered at once with a JSON-RPC error (-32600, naming the id) and never reaches the session;
the first request goes on. An id is free again once its reply has been handed to the wire, or once the
client cancels it (a cancelled request is never answered). Ids compare as text, as the SDK's transports
key them: ``1`` and ``"1"`` are one id.
"""

from __future__ import annotations

import json

import mcp_types as types
from mcp.shared.message import SessionMessage

from .framing import INVALID_REQUEST, Refusal

CANCELLED = "notifications/cancelled"


def id_key(request_id: str | int) -> str:
    return str(request_id)


def duplicate(request_id: str | int) -> Refusal:
    """The refusal of a request whose id is already in flight."""
    return Refusal(
        INVALID_REQUEST,
        f"request id {json.dumps(request_id)} is already in flight in this session; a request needs an id that "
        "is not (an id is free again once its request is answered or cancelled)",
        request_id,
    )


def cancelled_id(params: object) -> str | int | None:
    """The ``requestId`` a ``notifications/cancelled`` names, if it is a valid id."""
    rid = params.get("requestId") if isinstance(params, dict) else None
    return rid if isinstance(rid, (str, int)) and not isinstance(rid, bool) else None


class InFlightIds:
    """The ids of one session's requests that are in flight (admitted, not yet answered or cancelled)."""

    def __init__(self) -> None:
        self._ids: set[str] = set()

    def __contains__(self, request_id: str | int) -> bool:
        return id_key(request_id) in self._ids

    def admit(self, message: SessionMessage) -> Refusal | None:
        """Note a message from the client: None to pass it on, or the refusal to answer it with instead."""
        msg = message.message
        if isinstance(msg, types.JSONRPCRequest):
            key = id_key(msg.id)
            if key in self._ids:
                return duplicate(msg.id)
            self._ids.add(key)
        elif isinstance(msg, types.JSONRPCNotification) and msg.method == CANCELLED:
            rid = cancelled_id(msg.params)
            if rid is not None:
                self._ids.discard(id_key(rid))
        return None

    def settle(self, message: SessionMessage) -> None:
        """Note a message to the client: a reply frees its request's id (call it before the reply is written)."""
        msg = message.message
        if isinstance(msg, (types.JSONRPCResponse, types.JSONRPCError)) and msg.id is not None:
            self._ids.discard(id_key(msg.id))
