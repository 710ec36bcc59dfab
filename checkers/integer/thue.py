"""Thue equations F(x, y) = m: the listed solutions, in Python integers (claim ``THUE_SOLUTIONS`` of
``diophantine/1``, served by :mod:`.diophantine`).

Subject {form: [a_n, ..., a_0], m}, F(x, y) = sum a_i x^i y^(n-i), read here (signed decimal text, n >= 3,
a_n and a_0 nonzero); claim {solutions: [[x, y], ...]}, one to ``MAX_SOLUTIONS`` pairs. Accepted when every
pair satisfies F(x, y) = m exactly (Horner's rule in integers) and no pair is listed twice. What this
does not decide, and the capability leaves as an obligation: that the list is complete.
"""

from __future__ import annotations

from typing import Any

from .numbers import BadRequest, signed

MAX_SOLUTIONS = 1000
MAX_DEGREE = 64


def read_subject(subject: dict[str, Any]) -> tuple[list[int], int]:
    """(coefficients a_n..a_0, m), or BadRequest naming what is wrong."""
    if set(subject) != {"form", "m"}:
        raise BadRequest("the subject must have exactly the fields ['form', 'm']")
    form = subject["form"]
    if not isinstance(form, list) or not 4 <= len(form) <= MAX_DEGREE + 1:
        raise BadRequest(f"subject.form must list a_n, ..., a_0 for a degree between 3 and {MAX_DEGREE}")
    coefficients = [signed(c, f"subject.form[{i}]") for i, c in enumerate(form)]
    if coefficients[0] == 0 or coefficients[-1] == 0:
        raise BadRequest("subject.form: a_n and a_0 must be nonzero")
    return coefficients, signed(subject["m"], "subject.m")


def evaluate(coefficients: list[int], x: int, y: int) -> int:
    """F(x, y) = sum a_i x^i y^(n-i) by Horner's rule on the homogeneous form."""
    value, power = 0, 1
    for a in coefficients:  # ((a_n x + a_(n-1) y) x + a_(n-2) y^2) x + ... + a_0 y^n
        value = value * x + a * power
        power *= y
    return value


def solutions(claim: dict[str, Any]) -> list[tuple[int, int]]:
    listed = claim.get("solutions")
    if not isinstance(listed, list) or not 1 <= len(listed) <= MAX_SOLUTIONS:
        raise BadRequest(f"claim.solutions must list 1 to {MAX_SOLUTIONS} pairs [x, y]")
    out = []
    for i, pair in enumerate(listed):
        if not isinstance(pair, list) or len(pair) != 2:
            raise BadRequest(f"claim.solutions[{i}] must be a pair [x, y]")
        out.append((signed(pair[0], f"claim.solutions[{i}][0]"), signed(pair[1], f"claim.solutions[{i}][1]")))
    return out


def thue(coefficients: list[int], m: int, claim: dict[str, Any]) -> tuple[bool, str]:
    pairs = solutions(claim)
    seen: set[tuple[int, int]] = set()
    for i, (x, y) in enumerate(pairs):
        if (x, y) in seen:
            return False, f"solution {i} ({x}, {y}) is listed twice"
        seen.add((x, y))
        if evaluate(coefficients, x, y) != m:
            return False, f"solution {i} ({x}, {y}) does not satisfy F(x, y) = m"
    return True, f"each of the {len(pairs)} listed pairs satisfies F(x, y) = m, none twice (completeness not checked)"
