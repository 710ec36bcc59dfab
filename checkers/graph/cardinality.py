""" "At least k of these literals are true" as clauses over fresh variables (a sequential counter).

Part of the definition of every encoding with a size bound (cliques, independent sets, covers,
dominating sets): the checker and the producer build it here, so the CNF a proof refutes is the
checker's. ``s(i, j)`` ("at least j of lits[0..i] are true", j = 1..min(i+1, k)) is variable
``first + i*k + (j-1)``; the clauses only *need* counts, never forbid them:

- ``s(i, j) → s(i-1, j) ∨ lits[i]`` and, for j >= 2, ``s(i, j) → s(i-1, j) ∨ s(i-1, j-1)``
  (an absent ``s(i-1, j)``, j > i, is false; ``s(i-1, 0)`` is true), then the unit ``s(n-1, k)``.

By induction on i a true ``s(i, j)`` forces j true literals among lits[0..i]; conversely the true counts
satisfy every clause. k = 0 gives no clause; k > n the empty clause.
"""

from __future__ import annotations


def at_least(lits: list[int], k: int, first: int) -> tuple[list[list[int]], int]:
    """(clauses, the largest variable used, at least ``first - 1``) of "at least k of ``lits`` are true"."""
    n = len(lits)
    if k <= 0:
        return [], first - 1
    if k > n:
        return [[]], first - 1

    def s(i: int, j: int) -> int:
        return first + i * k + (j - 1)

    clauses: list[list[int]] = []
    for i in range(n):
        for j in range(1, min(i + 1, k) + 1):
            before = [s(i - 1, j)] if i >= 1 and j <= i else []
            clauses.append([-s(i, j), *before, lits[i]])
            if j >= 2:
                clauses.append([-s(i, j), *before, s(i - 1, j - 1)])
    clauses.append([s(n - 1, k)])
    return clauses, first - 1 + n * k


def at_most(lits: list[int], k: int, first: int) -> tuple[list[list[int]], int]:
    """(clauses, the largest variable used) of "at most k of ``lits`` are true": at least n - k are false."""
    return at_least([-lit for lit in lits], len(lits) - k, first)
