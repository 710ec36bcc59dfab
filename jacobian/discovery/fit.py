"""Keep every response within its byte budget by degrading, never by overflowing."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from typing import Any

BUDGET_BYTES = 16 * 1024

Measure = Callable[[dict[str, Any]], int]


def json_bytes(doc: dict[str, Any]) -> int:
    return len(json.dumps(doc, ensure_ascii=False, separators=(",", ":")).encode())


def first_fitting(
    candidates: Iterable[Callable[[], dict[str, Any]]], measure: Measure, budget: int
) -> dict[str, Any] | None:
    """The first candidate document (built lazily, most detailed first) that fits the budget."""
    for build in candidates:
        doc = build()
        if measure(doc) <= budget:
            return doc
    return None
