"""Division, S-polynomials and the four Groebner-basis conditions, in the checker's own arithmetic.

A list G is the reduced Groebner basis of the ideal I = (f_1..f_r) under an order when
(1) every g in G equals its lift sum c_j f_j (so (G) is inside I), (2) every f_j reduces to zero by G
(so I is inside (G)), (3) every S-polynomial of G reduces to zero (Buchberger's criterion; pairs with
coprime leading monomials are skipped by Buchberger's first criterion) -- or, given the producer's
standard representations, every S-pair has an lcm-representation (:func:`why_not_spairs`), and (4) every
g is monic and no term of any g is divisible by the leading monomial of another (reduced; the reduced
basis is unique). Conditions 1 and 2 (with the producer's reductions) and 3 (with its representations)
are then identities, checked by multiplying and comparing (:mod:`.identity`), not by dividing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction
from operator import add as add_int
from operator import le
from operator import sub as sub_int
from typing import Any

from .identity import Cofactor, Packing, holds
from .poly import Field, Poly, add, mul, scale, sub

Key = Callable[[Sequence[int]], Any]  # exponent tuples, or the arrays of certificate polynomials
Top = Callable[[list[Any]], Any]  # the largest of some monomials (tuples or arrays) under the order


def lead(f: Poly, key: Key) -> tuple[int, ...]:
    return max(f, key=key)


def divides(a: tuple[int, ...], b: tuple[int, ...]) -> bool:
    return all(map(le, a, b))


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


def pair_lcm(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(map(max, a, b))


def coprime(a: tuple[int, ...], b: tuple[int, ...]) -> bool:
    return not any(map(min, a, b))


def why_not_groebner(
    G: list[Poly],
    gens: list[Poly],
    lift: list[list[Cofactor]] | None,
    K: Field,
    key: Key,
    reduced: bool,
    packing: Packing,
    reductions: list[list[Cofactor]] | None = None,
    spairs: list[tuple[int, int, list[Cofactor]]] | None = None,
    top: Top | None = None,
) -> str | None:
    """Why G is not a (reduced) Groebner basis of (gens) with this lift; None when all conditions hold.

    With ``reductions`` (each generator as a combination of the basis) condition 2 is an identity check, and
    with ``spairs`` (a standard representation per S-pair) condition 3 is too: see :func:`why_not_spairs`.
    Without them the checker divides, as Buchberger's algorithm would. ``top`` picks the largest of some
    monomials under the order (:func:`.poly.order_max`; by ``key`` when not given).
    """
    if any(not g for g in G):
        return "the basis contains the zero polynomial"
    if lift is None:
        return "no lift: without it nothing shows that the basis lies in the ideal"
    if len(lift) != len(G) or any(len(row) != len(gens) for row in lift):
        return f"the lift needs {len(gens)} cofactors for each of the {len(G)} basis elements"
    PG, Pgens = [packing.pack(g) for g in G], [packing.pack(f) for f in gens]
    for i, row in enumerate(lift):
        if not holds([(c.packed, f) for c, f in zip(row, Pgens)], PG[i], K):
            return f"basis element {i} is not the combination its lift gives (condition 1)"
    if reductions is None:
        for j, f in enumerate(gens):
            if reduce(f, G, K, key):
                return f"generator {j} does not reduce to zero by the basis (condition 2)"
    else:
        if len(reductions) != len(gens) or any(len(row) != len(G) for row in reductions):
            return f"the reductions need {len(G)} cofactors for each of the {len(gens)} generators"
        for j, row in enumerate(reductions):
            if not holds([(c.packed, g) for c, g in zip(row, PG)], Pgens[j], K):
                return f"generator {j} is not the combination of the basis its reduction gives (condition 2)"
    heads = [lead(g, key) for g in G]
    if spairs is None:
        for i in range(len(G)):
            for j in range(i + 1, len(G)):
                if coprime(heads[i], heads[j]):
                    continue  # coprime leading monomials: the S-polynomial reduces to zero
                if reduce(spoly(G[i], G[j], K, key), G, K, key):
                    return f"the S-polynomial of basis elements {i} and {j} does not reduce to zero (condition 3)"
    else:
        why = why_not_spairs(G, heads, spairs, packing, PG, K, key, top or (lambda ms: max(ms, key=key)))
        if why:
            return why
    if reduced:
        for i, g in enumerate(G):
            if g[heads[i]] != K.of(Fraction(1)):
                return f"basis element {i} is not monic (condition 4)"
            for j, m in enumerate(heads):
                if j != i and any(divides(m, e) for e in g):
                    return f"a term of basis element {i} is divisible by the leading monomial of {j} (condition 4)"
    return None


def why_not_spairs(
    G: list[Poly],
    heads: list[tuple[int, ...]],
    spairs: list[tuple[int, int, list[Cofactor]]],
    packing: Packing,
    PG: list[Any],
    K: Field,
    key: Key,
    top: Top,
) -> str | None:
    """Buchberger's criterion from standard representations, with the product and chain criteria.

    G is a Groebner basis when every S-polynomial S(i, j) has a representation sum h_k g_k whose every
    term has LM(h_k) LM(g_k) < lcm(LM(g_i), LM(g_j)) (an lcm-representation). A listed pair must satisfy
    that identity and bound, checked here. A pair with coprime leading monomials has one (product
    criterion). Any other pair needs a k with LM(g_k) dividing its lcm and both (i, k) and (j, k) listed or
    coprime (chain criterion): then S(i, j) = m S(i, k) - m' S(j, k) for monomials m, m' with
    m lcm(i, k) and m' lcm(j, k) dividing lcm(i, j), so the two representations give one for (i, j).
    """
    reps: dict[tuple[int, int], list[Cofactor]] = {}
    for n, (i, j, row) in enumerate(spairs):
        if not (0 <= i < j < len(G)) or (i, j) in reps:
            return f"S-pair entry {n} names ({i}, {j}): not a new pair of basis indices i < j"
        if len(row) != len(G):
            return f"S-pair entry {n} needs {len(G)} cofactors"
        reps[(i, j)] = row
    inv = [K.inv(g[h]) for g, h in zip(G, heads)]  # 1 / LC(g_k), once per basis element
    for (i, j), row in reps.items():
        m = key(pair_lcm(heads[i], heads[j]))
        for k, h in enumerate(row):
            if not h.packed[1]:
                continue
            if not key(tuple(map(add_int, top(h.monomials()), heads[k]))) < m:
                return f"the representation of S({i}, {j}) has a term at or above the lcm (condition 3)"
        # sum h_k g_k = S(i, j) = t_i g_i - t_j g_j, checked as sum h_k g_k - t_i g_i + t_j g_j = 0
        lcm_ij = pair_lcm(heads[i], heads[j])
        t_i = packing.pack({tuple(map(sub_int, lcm_ij, heads[i])): -inv[i]})
        t_j = packing.pack({tuple(map(sub_int, lcm_ij, heads[j])): inv[j]})
        pairs = [(h.packed, g) for h, g in zip(row, PG)] + [(t_i, PG[i]), (t_j, PG[j])]
        if not holds(pairs, (1, {}), K):
            return f"the representation of S({i}, {j}) is not an identity (condition 3)"
    n = len(G)
    done = set(reps) | {(i, j) for i in range(n) for j in range(i + 1, n) if coprime(heads[i], heads[j])}
    for i in range(n):
        for j in range(i + 1, n):
            if (i, j) in done:
                continue
            m = pair_lcm(heads[i], heads[j])
            if not any(
                k not in (i, j)
                and (min(i, k), max(i, k)) in done
                and (min(j, k), max(j, k)) in done
                and divides(heads[k], m)
                for k in range(n)
            ):
                return f"S({i}, {j}) has no representation and no chain criterion covers it (condition 3)"
    return None
