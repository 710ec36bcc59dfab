"""Worker: check a graph's chromatic or Tutte polynomial by the checker's own counts, the whole polynomial decided.

``python -I -m jacobian.checkers.graph.polynomial_check``; format ``graph-polynomial/1``; payload ``{"claim": ...,
"subject": {"graph": {...}}, "certificate": {}}``, the graph read by the checkers' own parser (:mod:`.simple`).

- ``CHROMATIC_POLYNOMIAL {coefficients: [int, ...]}`` (constant term first, at most n + 1 of them): the checker
  counts the partitions of the vertex set into j nonempty independent sets, a_j, by a dynamic programme over vertex
  subsets (the block of the lowest vertex first), so that the number of proper k-colourings is
  P(k) = sum_j a_j k (k - 1) ... (k - j + 1) for every k. It accepts when the claimed polynomial takes these values
  at k = 0, 1, ..., n: two polynomials of degree at most n that agree at n + 1 points are equal, so this decides the
  whole polynomial, not a sample of it.
- ``TUTTE_POLYNOMIAL {terms: [[i, j, c], ...]}`` (the nonzero coefficients c of x^i y^j): the checker sums the rank
  generating function over every edge subset A (its own union-find for the rank r(A) = n - components),
  T(x, y) = sum_A (x - 1)^(r(E) - r(A)) (y - 1)^(|A| - r(A)), expands it and compares every coefficient.

Bounds (MAX_ORDER vertices, MAX_SIZE edges) keep both sums small: 3^n / 2 subset pairs, 2^|E| subsets.
"""

from __future__ import annotations

from math import comb
from typing import Any

from ..entry import guarded, serve_check
from ..sat.request import BadRequest, claim_and_format
from .common import described, subject_graphs
from .simple import Graph

FORMAT = "graph-polynomial/1"
CLAIMS = ("CHROMATIC_POLYNOMIAL", "TUTTE_POLYNOMIAL")
MAX_ORDER = 12
MAX_SIZE = 15


def partitions_into_independent_sets(graph: Graph) -> list[int]:
    """a_j for j = 0..n: the partitions of the vertices into j nonempty independent sets."""
    n = graph.order
    neighbours = [0] * n
    for u, v in graph.edges:
        neighbours[u] |= 1 << v
        neighbours[v] |= 1 << u
    independent = [True] * (1 << n)
    for S in range(1, 1 << n):
        low = (S & -S).bit_length() - 1
        rest = S & (S - 1)
        independent[S] = independent[rest] and not neighbours[low] & rest
    ways: list[list[int]] = [[1]] + [[] for _ in range(1, 1 << n)]
    for S in range(1, 1 << n):
        low = S & -S
        free = S & ~low & ~neighbours[low.bit_length() - 1]
        acc = [0] * (bin(S).count("1") + 1)
        T = free
        while True:  # every independent block T | low inside S, over the submasks T of `free`
            block = T | low
            if independent[block]:
                for j, w in enumerate(ways[S ^ block]):
                    acc[j + 1] += w
            if T == 0:
                break
            T = (T - 1) & free
        ways[S] = acc
    full = ways[(1 << n) - 1]
    return full + [0] * (n + 1 - len(full))


def colourings(a: list[int], k: int) -> int:
    """Proper k-colourings: sum_j a_j k (k - 1) ... (k - j + 1)."""
    total, falling = 0, 1
    for j, count in enumerate(a):
        total += count * falling
        falling *= k - j
    return total


def value_at(coefficients: list[int], k: int) -> int:
    acc = 0
    for c in reversed(coefficients):
        acc = acc * k + c
    return acc


def tutte(graph: Graph) -> dict[tuple[int, int], int]:
    """T(x, y) by the rank generating function over every edge subset, expanded: {(i, j): coefficient}."""
    n, edges = graph.order, graph.edges
    counts: dict[tuple[int, int], int] = {}
    full_rank = None
    for mask in range(1 << len(edges)):
        parent = list(range(n))
        rank = 0
        for i, (u, v) in enumerate(edges):
            if mask >> i & 1:
                while parent[u] != u:
                    u = parent[u]
                while parent[v] != v:
                    v = parent[v]
                if u != v:
                    parent[u] = v
                    rank += 1
        size = bin(mask).count("1")
        counts[(rank, size)] = counts.get((rank, size), 0) + 1
        if mask == (1 << len(edges)) - 1:
            full_rank = rank
    assert full_rank is not None
    poly: dict[tuple[int, int], int] = {}
    for (rank, size), count in counts.items():
        a, b = full_rank - rank, size - rank  # (x - 1)^a (y - 1)^b
        for i in range(a + 1):
            for j in range(b + 1):
                c = count * comb(a, i) * comb(b, j) * (-1) ** (a - i + b - j)
                poly[(i, j)] = poly.get((i, j), 0) + c
    return {key: c for key, c in poly.items() if c}


def integer(value: Any, where: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise BadRequest(f"{where} must be an integer")
    return value


def decide_chromatic(graph: Graph, claim: dict[str, Any]) -> tuple[bool, str]:
    n = graph.order
    given = claim.get("coefficients")
    if not isinstance(given, list) or not 1 <= len(given) <= n + 1:
        raise BadRequest(f"claim.coefficients must be a list of 1..{n + 1} integers (degree at most n = {n})")
    coefficients = [integer(c, f"claim.coefficients[{i}]") for i, c in enumerate(given)]
    a = partitions_into_independent_sets(graph)
    for k in range(n + 1):
        counted, claimed = colourings(a, k), value_at(coefficients, k)
        if counted != claimed:
            return False, f"the graph has {counted} proper {k}-colourings; the claimed polynomial gives {claimed}"
    return True, (
        f"the claimed polynomial equals the checker's count of proper k-colourings at k = 0..{n}; both have degree "
        f"at most {n}, so they are equal"
    )


def decide_tutte(graph: Graph, claim: dict[str, Any]) -> tuple[bool, str]:
    given = claim.get("terms")
    m = len(graph.edges)
    if not isinstance(given, list) or len(given) > (m + 1) ** 2:
        raise BadRequest("claim.terms must be a list of [i, j, coefficient]")
    claimed: dict[tuple[int, int], int] = {}
    for t, term in enumerate(given):
        where = f"claim.terms[{t}]"
        if not isinstance(term, list) or len(term) != 3:
            raise BadRequest(f"{where} must be [i, j, coefficient]")
        i, j, c = (integer(x, where) for x in term)
        if not (0 <= i <= m and 0 <= j <= m) or (i, j) in claimed or c == 0:
            raise BadRequest(f"{where}: exponents in 0..{m}, each monomial once, a nonzero coefficient")
        claimed[(i, j)] = c
    found = tutte(graph)
    if found != claimed:
        wrong = sorted(set(found) ^ set(claimed) | {k for k in found if k in claimed and found[k] != claimed[k]})
        i, j = wrong[0]
        return False, f"the coefficient of x^{i} y^{j} is {found.get((i, j), 0)}, not {claimed.get((i, j), 0)}"
    return True, f"equals the rank generating function summed over all 2^{m} edge subsets"


def check(payload: dict[str, Any]) -> dict[str, Any]:
    model: dict[str, Any] = {}
    try:
        kind, fmt = claim_and_format(payload, CLAIMS)
        if fmt not in (None, FORMAT):
            raise BadRequest(f"certificate format {fmt!r} is not {FORMAT}")
        ((graph, raw),) = subject_graphs(payload, ("graph",))
        model = {"model": described([("graph", graph, raw)])}
        if not 1 <= graph.order <= MAX_ORDER or len(graph.edges) > MAX_SIZE:
            raise BadRequest(f"the graph must have 1..{MAX_ORDER} vertices and at most {MAX_SIZE} edges")
        if payload.get("certificate") != {}:
            raise BadRequest("certificate must be empty: the checker computes the polynomial itself")
        decide = decide_chromatic if kind == "CHROMATIC_POLYNOMIAL" else decide_tutte
        accepted, reason = decide(graph, payload["claim"])
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}, **model}
    checked = {"claim": kind, "vertices": graph.order, "edges": len(graph.edges)} if accepted else {}
    return {"accepted": accepted, "reason": reason, "checked": checked, **model}


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
