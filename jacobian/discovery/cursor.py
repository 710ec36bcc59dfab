"""Opaque pagination cursors bound to one query, filter set, limit and catalog.

A cursor carries its offset and one short digest per bound part (catalog,
policy, query, filters, limit). Any other combination (a
changed catalog, another query, a cursor from elsewhere, a mangled string)
is rejected with ``STALE_CURSOR``, saying which part did not match.
"""

from __future__ import annotations

import base64
import hashlib
import json
from typing import Any

VERSION = "c2"


class CursorError(ValueError):
    pass


def _tag(value: Any) -> str:
    return hashlib.sha256(json.dumps(value, sort_keys=True, separators=(",", ":")).encode()).hexdigest()[:10]


# What a cursor is bound to, in the order checked; the first that differs is named.
PARTS = ("catalog", "policy", "query", "filters", "limit")


def binding(query: str | None, filters: dict[str, Any], limit: int, catalog_digest: str, policy_digest: str) -> str:
    """One tag per bound part, so a stale cursor can say which part changed."""
    values = (catalog_digest, policy_digest, query, filters, limit)
    return ".".join(_tag(v) for v in values)


def encode(offset: int, bind: str, catalog_digest: str, policy_digest: str) -> str:
    raw = f"{VERSION}:{offset}:{bind}"
    return base64.urlsafe_b64encode(raw.encode()).decode().rstrip("=")


def decode(cursor: str, bind: str, catalog_digest: str, policy_digest: str) -> int:
    """The offset a cursor resumes from; CursorError naming what changed otherwise."""
    try:
        padded = cursor + "=" * (-len(cursor) % 4)
        version, offset, got = base64.urlsafe_b64decode(padded.encode()).decode().split(":")
        offset_n = int(offset)
    except (ValueError, UnicodeError):
        raise CursorError("the cursor is not one this server issued") from None
    got_tags, want_tags = got.split("."), bind.split(".")
    if version != VERSION or offset_n < 0 or len(got_tags) != len(PARTS):
        raise CursorError("the cursor is not one this server issued")
    changed = [part for part, a, b in zip(PARTS, got_tags, want_tags) if a != b]
    if changed:
        raise CursorError(
            f"the {' and '.join(changed)} changed since this cursor was issued "
            f"(a cursor is bound to its query, filters, limit, the catalog and the policy)"
        )
    return offset_n
