"""Canonical JSON (RFC 8785, :mod:`jacobian.jcs`) with bounded depth and size."""

from __future__ import annotations

import hashlib
import math
from typing import Any

import rfc8785

from jacobian import jcs
from jacobian.contracts.diagnostics import Code

from .errors import StateError

MAX_DEPTH = 64
MAX_BYTES = 64 * 1024 * 1024
_SCALARS = frozenset({str, int, bool, type(None)})


def _check_shape(value: Any, max_depth: int) -> None:
    """Reject values RFC 8785 cannot represent, and nesting deeper than ``max_depth``.

    Iterative, so a hostile deeply nested value cannot exhaust the Python stack.
    """
    stack: list[tuple[Any, int, str]] = [(value, 1, "$")]
    while stack:
        item, depth, path = stack.pop()
        if isinstance(item, (dict, list, tuple)):
            if depth > max_depth:
                raise StateError(Code.INVALID_REQUEST, f"JSON nesting deeper than {max_depth}", path=path)
            if isinstance(item, dict):
                for key, sub in item.items():
                    if not isinstance(key, str):
                        raise StateError(Code.INVALID_REQUEST, f"object key {key!r} is not a string", path=path)
                    stack.append((sub, depth + 1, f"{path}.{key}"))
            elif not _SCALARS.issuperset(map(type, item)):  # a list of text, integers, booleans, null: nothing to check
                stack.extend(
                    (sub, depth + 1, f"{path}[{i}]") for i, sub in enumerate(item) if type(sub) not in _SCALARS
                )
        elif isinstance(item, float):
            if not math.isfinite(item):
                raise StateError(Code.INVALID_REQUEST, "NaN and infinity are not JSON", path=path)
        elif item is None or isinstance(item, (str, bool, int)):
            continue
        else:
            raise StateError(Code.INVALID_REQUEST, f"{type(item).__name__} is not a JSON value", path=path)


def canonical_bytes(value: Any, *, max_depth: int = MAX_DEPTH, max_bytes: int = MAX_BYTES) -> bytes:
    """The RFC 8785 encoding of ``value``; INVALID_REQUEST or PAYLOAD_TOO_LARGE when it cannot be."""
    _check_shape(value, max_depth)
    try:
        data = jcs.dumps(value)
    except rfc8785.CanonicalizationError as exc:
        raise StateError(Code.INVALID_REQUEST, f"not canonicalizable: {exc}") from exc
    if len(data) > max_bytes:
        raise StateError(Code.PAYLOAD_TOO_LARGE, f"canonical JSON is {len(data)} bytes, more than {max_bytes}")
    return data


def sha256_hex(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def sha256_digest(data: bytes) -> str:
    """``sha256:<hex>`` of raw bytes."""
    return "sha256:" + sha256_hex(data)


def digest_of(value: Any) -> str:
    """``sha256:<hex>`` of the canonical JSON of ``value``."""
    return sha256_digest(canonical_bytes(value))
