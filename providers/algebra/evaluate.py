"""Exhaustive evaluation of magma laws on an operation table (the provider's evaluator).

Terms are compiled to a postfix program once, then run for each assignment; the
assignments of a law's variables are taken in lexicographic order, so the reported
falsifying assignment is the first one.
"""

from __future__ import annotations

import itertools
from typing import Any


def _program(t: Any, slots: dict[str, int], out: list[int]) -> None:
    """Postfix code: a non-negative entry pushes a variable's slot; -1 multiplies the top two."""
    if isinstance(t, str):
        out.append(slots[t])
    else:
        _program(t[0], slots, out)
        _program(t[1], slots, out)
        out.append(-1)


def _run(code: list[int], values: tuple[int, ...], table: list[list[int]]) -> int:
    stack: list[int] = []
    for op in code:
        if op >= 0:
            stack.append(values[op])
        else:
            b = stack.pop()
            stack.append(table[stack.pop()][b])
    return stack[0]


def _vars(t: Any) -> set[str]:
    return {t} if isinstance(t, str) else _vars(t[0]) | _vars(t[1])


def first_failure(lhs: Any, rhs: Any, table: list[list[int]]) -> tuple[dict[str, int] | None, int]:
    """(falsifying assignment or None, assignments evaluated) for the law lhs = rhs (plain terms)."""
    names = sorted(_vars(lhs) | _vars(rhs))
    slots = {name: i for i, name in enumerate(names)}
    left: list[int] = []
    right: list[int] = []
    _program(lhs, slots, left)
    _program(rhs, slots, right)
    count = 0
    for values in itertools.product(range(len(table)), repeat=len(names)):
        count += 1
        if _run(left, values, table) != _run(right, values, table):
            return dict(zip(names, values)), count
    return None, count
