"""The checkers' reading of a countermodel question: ``{"sources": [law, ...], "target": law,
"orders": [n, ...]}`` (laws as text or JSON trees, see :mod:`.terms`). Problems are BadRequest."""

from __future__ import annotations

import hashlib
import json
from typing import Any

from ..sat.request import BadRequest
from .encode import MAX_ORDER
from .terms import Law, LawError, law_variables, parse_law, render

MAX_SOURCES = 16
MAX_ORDERS = MAX_ORDER


def laws(subject: Any) -> tuple[list[Law], Law]:
    if not isinstance(subject, dict):
        raise BadRequest("subject must be an object")
    sources = subject.get("sources")
    if not isinstance(sources, list) or len(sources) > MAX_SOURCES:
        raise BadRequest(f"subject.sources must be a list of at most {MAX_SOURCES} laws")
    try:
        parsed = [parse_law(law) for law in sources]
    except LawError as exc:
        raise BadRequest(f"subject.sources: {exc}") from None
    try:
        target = parse_law(subject.get("target"))
    except LawError as exc:
        raise BadRequest(f"subject.target: {exc}") from None
    return parsed, target


def orders(subject: dict[str, Any]) -> list[int]:
    got = subject.get("orders")
    if (
        not isinstance(got, list)
        or not 0 < len(got) <= MAX_ORDERS
        or not all(isinstance(n, int) and not isinstance(n, bool) and 1 <= n <= MAX_ORDER for n in got)
        or len(set(got)) != len(got)
    ):
        raise BadRequest(f"subject.orders must be distinct integers in 1..{MAX_ORDER}")
    return list(got)


def table(certificate: Any) -> list[list[int]]:
    """An operation table: a square list of rows of elements 0..n-1, n = ``order``."""
    if not isinstance(certificate, dict):
        raise BadRequest("certificate must be an object")
    order, rows = certificate.get("order"), certificate.get("table")
    if not isinstance(order, int) or isinstance(order, bool) or not 1 <= order <= 256:
        raise BadRequest("certificate.order must be an integer in 1..256")
    if not isinstance(rows, list) or len(rows) != order:
        raise BadRequest(f"certificate.table must have {order} rows")
    for i, row in enumerate(rows):
        if not isinstance(row, list) or len(row) != order:
            raise BadRequest(f"certificate.table row {i} must have {order} entries")
        if not all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v < order for v in row):
            raise BadRequest(f"certificate.table row {i} has an entry outside 0..{order - 1}")
    return rows


def described(sources: list[Law], target: Law) -> dict[str, Any]:
    """The ``model`` a decision reports: the laws as read (format ``magma-laws``), their sizes, and the
    sha256 of the canonical form (each law ``lhs = rhs`` with every inner product parenthesised)."""
    canonical = {
        "sources": [f"{render(lhs)} = {render(rhs)}" for lhs, rhs in sources],
        "target": f"{render(target[0])} = {render(target[1])}",
    }
    text = json.dumps(canonical, sort_keys=True, separators=(",", ":"))
    summary = {
        "sources": len(sources),
        "target": canonical["target"],
        "target_variables": len(law_variables(target)),
    }
    return {"format": "magma-laws", "summary": summary, "digest": "sha256:" + hashlib.sha256(text.encode()).hexdigest()}
