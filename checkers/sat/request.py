"""Validation of a checker request payload, shared by both SAT workers.

Payload: ``{"claim": {"kind": ...}, "subject": {"dimacs": "..."},
"certificate": {...}}`` plus an optional ``format`` (top level, or inside the
claim). Every problem becomes a :class:`BadRequest` with a reason the worker
reports as ``accepted: false``; nothing here accepts anything.
"""

from __future__ import annotations

from typing import Any

from .dimacs import DimacsError, parse_dimacs


class BadRequest(ValueError):
    pass


def field(obj: Any, key: str, kind: type, where: str) -> Any:
    if not isinstance(obj, dict):
        raise BadRequest(f"{where} must be an object")
    value = obj.get(key)
    if not isinstance(value, kind) or isinstance(value, bool) and kind is not bool:
        raise BadRequest(f"{where}.{key} must be a {kind.__name__}")
    return value


def claim_and_format(payload: dict[str, Any], kinds: tuple[str, ...]) -> tuple[str, str | None]:
    claim = field(payload, "claim", dict, "payload")
    kind = field(claim, "kind", str, "claim")
    if kind not in kinds:
        raise BadRequest(f"claim kind {kind!r} is not checked here (expected one of {', '.join(kinds)})")
    fmt = payload.get("format", claim.get("format"))
    if fmt is not None and not isinstance(fmt, str):
        raise BadRequest("format must be a string")
    return kind, fmt


def formula(payload: dict[str, Any]) -> tuple[int, list[list[int]]]:
    text = field(field(payload, "subject", dict, "payload"), "dimacs", str, "subject")
    try:
        return parse_dimacs(text)
    except DimacsError as exc:
        raise BadRequest(f"subject.dimacs: {exc}") from None
