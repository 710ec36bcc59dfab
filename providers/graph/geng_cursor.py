"""Page cursors of ``graph.enumerate.nonisomorphic``: opaque, tagged, bound to the class and to geng's split.

Pages come from geng's own ``res/mod`` split (see :mod:`.nauty_worker`): part 0 of ``mod`` in geng's order,
then part 1, and so on. That order is deterministic for one class and one ``mod``, so a page call needs only
to resume where the last one stopped: a cursor names the part, the position inside it and the graphs already
produced (``offset``). The alternative, one geng kept running in a pooled worker between calls, would tie a
client's enumeration to one worker process (lost on eviction or recycling, contended by a second client, and
kept alive by an abandoned cursor); a cursor that holds the whole position needs no server-side state, and a
call resumes with at most one part's prefix regenerated. (The worker itself is pooled, to spare a call its
interpreter's start, but it keeps nothing between calls: every geng a call starts has exited when it answers.)

``mod`` is fixed by the first call (:func:`split_for`: about eight parts per page of that call, from the
class's count when the call counts it; else, for a class that ``connected`` or edge bounds restrict, from its
size when it has at most 64 graphs per graph the call keeps (the nauty worker's bounded ``size_up_to``); else
from the count of all graphs of the order, an upper bound for every class of it) and carried by the cursor, so
later calls may change ``limit`` and ``pages`` without changing the order of the graphs. ``total`` is geng -u's
count when the first call ran it, carried so later pages report it without counting again.

A cursor is ``geng2.<base64url of the JSON state>.<tag>``; the tag is SHA-256 over a domain string and the
state's canonical JSON, like the project's other cursors unkeyed: it refuses altered or foreign text, not a
caller who recomputes it. Such a caller can only name another position of the same enumeration: the range is
checked here, a position past its part's end is refused by the worker, and a total that does not match the
graphs produced is refused at the last page.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
import math
from dataclasses import asdict, dataclass
from typing import Any

PREFIX = "geng2"
DOMAIN = b"jacobian graph.enumerate.nonisomorphic cursor v2\n"
MAX_PARTS = 4096  # the worker's bound on geng's mod
PARTS_PER_PAGE = 8  # a call regenerates at most one part's prefix: about an eighth of a page
# Graphs on n vertices up to isomorphism (OEIS A000088): the split's size estimate for every class of order n.
ALL_GRAPHS = {
    1: 1,
    2: 2,
    3: 4,
    4: 11,
    5: 34,
    6: 156,
    7: 1044,
    8: 12346,
    9: 274668,
    10: 12005168,
    11: 1018997864,
    12: 165091172592,
}


class CursorError(ValueError):
    """A cursor this server did not issue for this request; the message says what is wrong."""


@dataclass(frozen=True)
class Position:
    """Where a page call starts: part ``part`` of geng's ``mod``, ``pos`` graphs into it, ``offset`` graphs before."""

    mod: int
    part: int = 0
    pos: int = 0
    offset: int = 0
    total: int | None = None


def split_for(estimate: int | None, limit: int) -> int:
    """geng's ``mod`` for about ``estimate`` graphs (None: unknown, the most parts) in pages of ``limit``."""
    if estimate is None:
        return MAX_PARTS
    return max(1, min(MAX_PARTS, math.ceil(PARTS_PER_PAGE * estimate / limit)))


def _tag(state: dict[str, Any]) -> str:
    body = json.dumps(state, sort_keys=True, separators=(",", ":")).encode()
    return hashlib.sha256(DOMAIN + body).hexdigest()[:32]


def encode(bound: dict[str, Any], at: Position) -> str:
    """The cursor for ``at`` within the class ``bound`` (order, edges, connected)."""
    state = {"class": bound, **asdict(at)}
    raw = json.dumps(state, sort_keys=True, separators=(",", ":")).encode()
    return f"{PREFIX}.{base64.urlsafe_b64encode(raw).decode().rstrip('=')}.{_tag(state)}"


def _integer(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def decode(cursor: str, bound: dict[str, Any]) -> Position:
    """The position a cursor names; CursorError saying whether it was altered, is for another class, or is
    out of range."""
    parts = cursor.split(".")
    if len(parts) != 3 or parts[0] != PREFIX:
        raise CursorError(f"the cursor is not a next_cursor of this operation (expected {PREFIX}.<state>.<tag>)")
    try:
        state = json.loads(base64.urlsafe_b64decode(parts[1] + "=" * (-len(parts[1]) % 4)))
    except (ValueError, binascii.Error, UnicodeDecodeError):
        raise CursorError("the cursor's state is not readable: it was altered or truncated") from None
    if not isinstance(state, dict) or _tag(state) != parts[2]:
        raise CursorError("the cursor's tag does not match its state: it was altered or truncated")
    if state.get("class") != bound:
        raise CursorError(f"the cursor was issued for another class of graphs ({state.get('class')}, not {bound})")
    keys = ("mod", "part", "pos", "offset")
    if set(state) != {"class", "total", *keys} or not all(_integer(state[k]) for k in keys):
        raise CursorError("the cursor's state does not have the fields of a position")
    at = Position(**{k: state[k] for k in keys}, total=state["total"])
    total_ok = at.total is None or (_integer(at.total) and at.total >= at.offset)
    if not (1 <= at.mod <= MAX_PARTS and 0 <= at.part < at.mod and at.pos >= 0 and at.offset >= at.pos and total_ok):
        raise CursorError(
            f"the cursor's position is out of range (part {at.part} of {at.mod}, position {at.pos}, "
            f"offset {at.offset}, total {at.total})"
        )
    return at
