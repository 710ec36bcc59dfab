"""Opaque pagination cursors bound to one query, filter set, limit and catalog.

A cursor carries its offset and a binding digest over the canonical query,
filters, limit, catalog digest and policy digest. Any other combination (a
changed catalog, another query, a cursor from elsewhere, a mangled string)
is rejected with ``STALE_CURSOR``, saying which part did not match.
"""

from __future__ import annotations

import base64
import hashlib
import json
from typing import Any

VERSION = "c1"


class CursorError(ValueError):
    pass


def binding(query: str | None, filters: dict[str, Any], limit: int, catalog_digest: str, policy_digest: str) -> str:
    canonical = json.dumps([query, filters, limit, catalog_digest, policy_digest], sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(canonical.encode()).hexdigest()[:24]


def _catalog_tag(catalog_digest: str, policy_digest: str) -> str:
    return hashlib.sha256(f"{catalog_digest}|{policy_digest}".encode()).hexdigest()[:12]


def encode(offset: int, bind: str, catalog_digest: str, policy_digest: str) -> str:
    raw = f"{VERSION}:{offset}:{_catalog_tag(catalog_digest, policy_digest)}:{bind}"
    return base64.urlsafe_b64encode(raw.encode()).decode().rstrip("=")


def decode(cursor: str, bind: str, catalog_digest: str, policy_digest: str) -> int:
    """The offset a cursor resumes from; CursorError with the reason otherwise."""
    try:
        padded = cursor + "=" * (-len(cursor) % 4)
        version, offset, tag, got = base64.urlsafe_b64decode(padded.encode()).decode().split(":")
        offset_n = int(offset)
    except (ValueError, UnicodeError):
        raise CursorError("the cursor is not one this server issued") from None
    if version != VERSION or offset_n < 0:
        raise CursorError("the cursor is not one this server issued")
    if tag != _catalog_tag(catalog_digest, policy_digest):
        raise CursorError("the catalog or policy changed since this cursor was issued")
    if got != bind:
        raise CursorError("the cursor belongs to another query, filter set or limit")
    return offset_n
