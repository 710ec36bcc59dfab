"""Continued fractions in Python integers: of a rational (finite) and of sqrt(D) (periodic).

- A rational p/q (q > 0) has exactly one expansion [a0; a1, ..., ak] with a_i >= 1 for i >= 1 and a_k >= 2
  when k >= 1; the checker requires that form and evaluates it exactly (convergent recurrences) to p/q.
- sqrt(D) for a non-square D >= 2 is [a0; period], a0 = isqrt(D). The checker runs the classical
  recurrence itself: m' = d a - m, d' = (D - m'^2) / d, a' = (a0 + m') // d'. The period ends at the first
  n >= 1 with d_n = 1 (then a_n = 2 a0), so recomputing as many terms as the claim lists and finding d = 1
  exactly at the last of them decides both the terms and the period's length. The work is bounded by the
  claim's length (at most ``MAX_TERMS``).
"""

from __future__ import annotations

from collections.abc import Iterator
from math import isqrt

MAX_TERMS = 200_000


def convergents(terms: list[int]) -> Iterator[tuple[int, int]]:
    """(p_i, q_i) for i = 0, 1, ...: p_i / q_i = [a0; a1, ..., ai]."""
    p0, q0, p1, q1 = 1, 0, terms[0], 1
    yield p1, q1
    for a in terms[1:]:
        p0, q0, p1, q1 = p1, q1, a * p1 + p0, a * q1 + q0
        yield p1, q1


def rational_ok(p: int, q: int, terms: list[int]) -> str | None:
    """None when ``terms`` is the canonical expansion of p/q; else why not."""
    if not terms or len(terms) > MAX_TERMS:
        return f"an expansion has 1 to {MAX_TERMS} terms"
    if any(a < 1 for a in terms[1:]) or (len(terms) > 1 and terms[-1] < 2):
        return "not the canonical expansion: a_i >= 1 after a0, and the last term >= 2"
    *_, (num, den) = convergents(terms)
    if num * q != den * p:
        return "the expansion evaluates to another number"
    return None


def sqrt_period(d_value: int, claimed: int) -> tuple[int, list[int], bool]:
    """(a0, the first ``claimed`` terms after a0, whether d = 1 is reached first exactly at the last one)."""
    a0 = isqrt(d_value)
    m, d, a, terms = 0, 1, a0, []
    for i in range(1, claimed + 1):
        m = d * a - m
        d = (d_value - m * m) // d
        a = (a0 + m) // d
        terms.append(a)
        if d == 1:
            return a0, terms, i == claimed
    return a0, terms, False


def sqrt_ok(d_value: int, a0: int, period: list[int]) -> str | None:
    """None when [a0; period] is the expansion of sqrt(D) with ``period`` its least period; else why not."""
    if d_value < 2 or isqrt(d_value) ** 2 == d_value:
        return "D must be a non-square integer >= 2"
    if not period or len(period) > MAX_TERMS:
        return f"a period has 1 to {MAX_TERMS} terms"
    own_a0, terms, closes = sqrt_period(d_value, len(period))
    if a0 != own_a0:
        return f"a0 is isqrt(D) = {own_a0}"
    if terms != period[: len(terms)] or len(terms) != len(period):
        return "the terms differ from the recurrence's (or the period closes earlier)"
    if not closes:
        return "the listed terms do not close the period"
    return None
