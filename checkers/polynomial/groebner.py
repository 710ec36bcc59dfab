"""Division, S-polynomials and the four Groebner-basis conditions, in the checker's own arithmetic.

A list G is the reduced Groebner basis of the ideal I = (f_1..f_r) under an order when
(1) every g in G equals its lift sum c_j f_j (so (G) is inside I), (2) every f_j reduces to zero by G
(so I is inside (G)), (3) every S-polynomial of G reduces to zero (Buchberger's criterion; pairs with
coprime leading monomials are skipped by Buchberger's first criterion), and (4) every g is monic and no
term of any g is divisible by the leading monomial of another (reduced; the reduced basis is unique).
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any

from .poly import Field, Poly, add, mul, scale, sub

Key = Callable[[tuple[int, ...]], Any]


def lead(f: Poly, key: Key) -> tuple[int, ...]:
    return max(f, key=key)


def divides(a: tuple[int, ...], b: tuple[int, ...]) -> bool:
    return all(x <= y for x, y in zip(a, b))


def reduce(f: Poly, G: list[Poly], K: Field, key: Key) -> Poly:
    """The remainder of f on full division by G (every term of it irreducible by every LM(g))."""
    leads = [(lead(g, key), g) for g in G if g]
    heads = [(m, g, K.inv(g[m])) for m, g in leads]
    f, rest = dict(f), {}
    while f:
        m = lead(f, key)
        for gm, g, ginv in heads:
            if divides(gm, m):
                shift = tuple(x - y for x, y in zip(m, gm))
                f = sub(f, scale(g, K.norm(f[m] * ginv), K, shift), K)
                break
        else:
            rest[m] = f.pop(m)
    return rest


def spoly(f: Poly, g: Poly, K: Field, key: Key) -> Poly:
    a, b = lead(f, key), lead(g, key)
    lcm = tuple(max(x, y) for x, y in zip(a, b))
    left = scale(f, K.inv(f[a]), K, tuple(x - y for x, y in zip(lcm, a)))
    right = scale(g, K.inv(g[b]), K, tuple(x - y for x, y in zip(lcm, b)))
    return sub(left, right, K)


def combination(cofactors: list[Poly], gens: list[Poly], K: Field) -> Poly:
    acc: Poly = {}
    for c, g in zip(cofactors, gens):
        acc = add(acc, mul(c, g, K), K)
    return acc


def why_not_groebner(
    G: list[Poly], gens: list[Poly], lift: list[list[Poly]] | None, K: Field, key: Key, reduced: bool
) -> str | None:
    """Why G is not a (reduced) Groebner basis of (gens) with this lift; None when all conditions hold."""
    if any(not g for g in G):
        return "the basis contains the zero polynomial"
    if lift is None:
        return "no lift: without it nothing shows that the basis lies in the ideal"
    if len(lift) != len(G) or any(len(row) != len(gens) for row in lift):
        return f"the lift needs {len(gens)} cofactors for each of the {len(G)} basis elements"
    for i, (g, row) in enumerate(zip(G, lift)):
        if combination(row, gens, K) != g:
            return f"basis element {i} is not the combination its lift gives (condition 1)"
    for j, f in enumerate(gens):
        if reduce(f, G, K, key):
            return f"generator {j} does not reduce to zero by the basis (condition 2)"
    heads = [lead(g, key) for g in G]
    for i in range(len(G)):
        for j in range(i + 1, len(G)):
            if all(min(x, y) == 0 for x, y in zip(heads[i], heads[j])):
                continue  # coprime leading monomials: the S-polynomial reduces to zero
            if reduce(spoly(G[i], G[j], K, key), G, K, key):
                return f"the S-polynomial of basis elements {i} and {j} does not reduce to zero (condition 3)"
    if reduced:
        for i, g in enumerate(G):
            if g[heads[i]] != K.of(Fraction(1)):
                return f"basis element {i} is not monic (condition 4)"
            for j, m in enumerate(heads):
                if j != i and any(divides(m, e) for e in g):
                    return f"a term of basis element {i} is divisible by the leading monomial of {j} (condition 4)"
    return None
