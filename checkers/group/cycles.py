"""The checker's own reading of a generator as the caller wrote it (trusted code).

A generator is disjoint cycle notation (``"(1,2,3)(4,5)"``, ``"()"`` the
identity; blanks allowed between tokens) or an image list (``[2, 3, 1]``).
Either gives the images of ``1..k``: for cycles ``k`` is the largest point
written, for a list its length. The text is bounded and read in one pass; no
parse of the producer is trusted.
"""

from __future__ import annotations

import re
from typing import Any

MAX_TEXT = 20_000
_TOKENS = re.compile(r"[0-9]+|[^ \t]")  # a run of ASCII digits, or any single non-blank character


class CycleError(ValueError):
    pass


def read_cycles(text: str, limit: int) -> tuple[int, ...]:
    """Images of ``1..k`` (``k`` = largest point written) of disjoint cycles on points ``1..limit``."""
    if len(text) > MAX_TEXT:
        raise CycleError(f"longer than {MAX_TEXT} characters")
    tokens = _TOKENS.findall(text)
    if not tokens:
        raise CycleError('empty (write "()" for the identity)')
    mapping: dict[int, int] = {}
    i = 0

    def at(j: int) -> str:
        return tokens[j] if j < len(tokens) else "end of text"

    while i < len(tokens):
        if tokens[i] != "(":
            raise CycleError(f"expected '(' but found {at(i)!r}")
        i += 1
        if at(i) == ")":
            i += 1
            continue
        cycle: list[int] = []
        while True:
            token = at(i)
            if not token.isascii() or not token.isdigit() or len(token) > 7 or not 1 <= int(token) <= limit:
                raise CycleError(f"expected a point in 1..{limit} but found {token!r}")
            point = int(token)
            if point in cycle or point in mapping:
                raise CycleError(f"point {point} is written twice: cycles must be disjoint")
            cycle.append(point)
            i += 1
            if at(i) == ",":
                i += 1
            elif at(i) == ")":
                i += 1
                break
            else:
                raise CycleError(f"expected ',' or ')' after point {point} but found {at(i)!r}")
        for k, point in enumerate(cycle):
            mapping[point] = cycle[(k + 1) % len(cycle)]
    return tuple(mapping.get(p, p) for p in range(1, max(mapping, default=0) + 1))


def read_generator(value: Any, limit: int) -> tuple[int, ...]:
    """Images of ``1..k`` of a generator given as cycle text or as an image list of length ``k <= limit``."""
    if isinstance(value, str):
        return read_cycles(value, limit)
    if not isinstance(value, list) or len(value) > limit:
        raise CycleError(f"must be cycle notation (a string) or a list of at most {limit} images")
    if any(type(x) is not int for x in value) or sorted(value) != list(range(1, len(value) + 1)):
        raise CycleError(f"is not a permutation of 1..{len(value)}")
    return tuple(value)
