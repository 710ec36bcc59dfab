"""What "a k-colouring avoiding monochromatic patterns" means, and the CNF whose unsatisfiability means "none
exists": Ramsey (the edges of K_n), van der Waerden (arithmetic progressions in 1..n) and Schur (x + y = z in 1..n).

The definition the witnesses and DRAT proofs of ``combinatorics.coloring.avoid`` are about: the checker reads the
problem here, tests witnesses against :func:`patterns` and builds the CNF; the provider imports it to build the CNF
the solver refutes.

- ``ramsey``: the elements are the edges {u, v} of K_n (vertices 0..n-1), u < v, ordered by u then v; colour c must
  have no monochromatic K_{sizes[c]}: a pattern is the edge set of one ``sizes[c]``-subset of vertices.
- ``van_der_waerden``: the elements are 1..n; colour c must have no monochromatic arithmetic progression of
  ``sizes[c]`` terms (a, a+d, ..., d >= 1), ordered by a then d.
- ``schur``: the elements are 1..n; no colour has x + y = z with x <= y (x = y allowed unless ``distinct``), ordered
  by x then y: a pattern is {x, y, z}.

Variables ``x(e, c)`` = "element e has colour c" are ``1 + e*k + c``. Clauses, in order: every element has a
colour (``x(e, 0) ∨ ... ∨ x(e, k-1)``); for each colour c ascending and each of its patterns, ``⋁ ¬x(e, c)`` over
the pattern's elements; and, when every colour avoids the same patterns (all sizes equal, or Schur), the unit
``x(0, 0)``: colours can be renamed so that the first element has colour 0. Any model, each element taking any of
its true colours, is a witness; a witness (renamed) is a model.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from dataclasses import dataclass
from math import comb
from typing import Any

PROBLEMS = ("ramsey", "van_der_waerden", "schur")
MAX_COLOURS = 8
MAX_N = {"ramsey": 64, "van_der_waerden": 5000, "schur": 2000}
MAX_PATTERNS = 2_000_000


class ProblemError(ValueError):
    def __init__(self, message: str, path: str) -> None:
        super().__init__(message)
        self.message, self.path = message, path


@dataclass(frozen=True)
class Problem:
    name: str
    n: int
    colours: int
    sizes: tuple[int, ...]  # per colour (empty for Schur)
    distinct: bool

    def canonical(self) -> dict[str, Any]:
        return {
            "problem": self.name,
            "n": self.n,
            "colours": self.colours,
            "sizes": list(self.sizes) if self.name != "schur" else None,
            "distinct": self.distinct,
        }

    @property
    def symmetric(self) -> bool:
        return self.name == "schur" or len(set(self.sizes)) == 1


def _integer(value: Any, low: int, high: int, path: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise ProblemError(f"must be an integer in {low}..{high}", path)
    return value


def read(obj: Any, where: str = "$") -> Problem:
    """The problem ``{"problem", "n", "colours", "sizes", "distinct"}`` (nothing else), bounded; ProblemError names
    the field at fault."""
    keys = {"problem", "n", "colours", "sizes", "distinct"}
    if not isinstance(obj, dict) or set(obj) != keys:
        raise ProblemError(f"a problem has exactly {', '.join(sorted(keys))}", where)
    name = obj["problem"]
    if name not in PROBLEMS:
        raise ProblemError(f"must be one of {', '.join(PROBLEMS)}", f"{where}.problem")
    n = _integer(obj["n"], 1, MAX_N[name], f"{where}.n")
    k = _integer(obj["colours"], 1, MAX_COLOURS, f"{where}.colours")
    if not isinstance(obj["distinct"], bool) or (obj["distinct"] and name != "schur"):
        raise ProblemError("must be true or false, and true only for schur", f"{where}.distinct")
    sizes = obj["sizes"]
    if name == "schur":
        if sizes is not None:
            raise ProblemError("schur has no sizes (null)", f"{where}.sizes")
        problem = Problem(name, n, k, (), obj["distinct"])
    else:
        if not isinstance(sizes, list) or len(sizes) != k:
            raise ProblemError(f"must list one size per colour ({k})", f"{where}.sizes")
        bounded = tuple(_integer(s, 2, MAX_N[name], f"{where}.sizes[{i}]") for i, s in enumerate(sizes))
        problem = Problem(name, n, k, bounded, False)
    if pattern_count(problem) > MAX_PATTERNS:
        raise ProblemError(f"more than {MAX_PATTERNS} patterns to avoid", where)
    return problem


def element_count(p: Problem) -> int:
    return p.n * (p.n - 1) // 2 if p.name == "ramsey" else p.n


def elements(p: Problem) -> list[tuple[int, ...]]:
    """The elements in order: edges (u, v) of K_n, or the integers (i,) of 1..n."""
    if p.name == "ramsey":
        return list(itertools.combinations(range(p.n), 2))
    return [(i,) for i in range(1, p.n + 1)]


def _progressions(n: int, length: int) -> int:
    return sum(max(0, n - (length - 1) * d) for d in range(1, n))


def pattern_count(p: Problem) -> int:
    if p.name == "ramsey":
        return sum(comb(p.n, s) for s in p.sizes)
    if p.name == "van_der_waerden":
        return sum(_progressions(p.n, s) for s in p.sizes)
    return p.colours * sum(max(0, p.n - 2 * x + 1) for x in range(1, p.n + 1))


def patterns(p: Problem, colour: int) -> Iterator[list[int]]:
    """The element indices of each pattern colour ``colour`` must not take entirely."""
    if p.name == "ramsey":
        index = {e: i for i, e in enumerate(elements(p))}
        for chosen in itertools.combinations(range(p.n), p.sizes[colour]):
            yield [index[e] for e in itertools.combinations(chosen, 2)]
    elif p.name == "van_der_waerden":
        length = p.sizes[colour]
        for a in range(1, p.n + 1):
            for d in range(1, p.n):
                if a + (length - 1) * d > p.n:
                    break
                yield [a + i * d - 1 for i in range(length)]
    else:
        for x in range(1, p.n + 1):
            for y in range(x + (1 if p.distinct else 0), p.n + 1 - x):
                yield sorted({x - 1, y - 1, x + y - 1})


def encode(p: Problem) -> tuple[int, list[list[int]]]:
    """(num_vars, clauses) of "a colouring of the elements with p.colours colours avoiding every pattern exists"."""
    k, count = p.colours, element_count(p)

    def x(e: int, c: int) -> int:
        return 1 + e * k + c

    clauses = [[x(e, c) for c in range(k)] for e in range(count)]
    for c in range(k):
        clauses.extend([-x(e, c) for e in pattern] for pattern in patterns(p, c))
    if p.symmetric and count:
        clauses.append([x(0, 0)])
    return count * k, clauses


def decode(model: list[int], p: Problem) -> list[int]:
    """Each element's smallest true colour."""
    true, k = {lit for lit in model if lit > 0}, p.colours
    return [next(c for c in range(k) if 1 + e * k + c in true) for e in range(element_count(p))]


def monochromatic(p: Problem, colours: list[int]) -> tuple[int, list[int]] | None:
    """A colour and a pattern of it that the colouring makes monochromatic, or None."""
    for c in range(p.colours):
        for pattern in patterns(p, c):
            if all(colours[e] == c for e in pattern):
                return c, pattern
    return None
