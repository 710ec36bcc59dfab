"""polynomial.system.solve in the Sage worker: a rational univariate representation of a system's solutions.

Untrusted producer (Singular through passagemath); the checker ``polynomial.system.rur`` decides. Steps:

1. The reduced degrevlex Groebner basis G of I = (F_1..F_m) with its certificate (lift, reductions, S-pair
   representations: :func:`.worker.certificate`). G = {1}: no solutions. Some variable with no pure power
   among the leading monomials of G: infinitely many complex solutions (positive-dimensional).
2. Otherwise the radical J of I, and a separating linear form L = sum c_i x_i (first x_n, then small integer
   forms): the lex basis of J + (T - L) in QQ[x_1..x_n, T] (T smallest) is in shape position,
   {x_i - g_i(T), f(T)} with deg f = dim QQ[x]/J. Then f is squarefree and its roots theta give the solutions
   (g_1(theta), ..., g_n(theta)), one each.
3. Completeness exponents: the least k <= MAX_POWER with f(L)^k in I, and per coordinate the least k with
   (x_i - g_i(L))^k in I (k = 1 when I is radical), found by normal forms against G. None when not found.
4. The rational solutions (the rational roots of f), and numeric approximations of every solution.
"""

from __future__ import annotations

from itertools import product
from typing import Any

from jacobian.contracts.polysystem import MAX_FORM_COEFFICIENT, MAX_POWER
from jacobian.wire import WorkerError

APPROX_BITS = 80
APPROX_DIGITS = 15


def forms(n: int) -> list[tuple[int, ...]]:
    """Candidate linear forms: each single variable (last first), then x_1 + c_2 x_2 + ... with small c_i."""
    single = [tuple(int(i == k) for i in range(n)) for k in reversed(range(n))]
    rng = range(-MAX_FORM_COEFFICIENT, MAX_FORM_COEFFICIENT + 1)
    mixed = sorted(
        ((1, *c) for c in product(rng, repeat=n - 1) if any(c)),
        key=lambda c: (sum(map(abs, c)), c),
    )
    return single + [c for c in mixed if c not in single]


def shape(S: Any, J: Any, c: tuple[int, ...], m: int) -> tuple[Any, list[Any]] | None:
    """(f, [g_i]) when the lex basis of J + (T - L) is in shape position with deg f = m; None otherwise."""
    n = len(c)
    gens = S.gens()
    lift = [S({(*e, 0): v for e, v in g.dict().items()}) for g in J.gens()]
    L = sum(ci * gens[i] for i, ci in enumerate(c))
    G = S.ideal([*lift, gens[n] - L]).groebner_basis()
    if len(G) != n + 1:
        return None
    T = gens[n]
    f = G[-1]
    if f.variables() != (T,) or f.degree() != m:
        return None
    g = []
    for i in range(n):
        h = gens[i] - G[i]
        if G[i].lm() != gens[i] or any(v != T for v in h.variables()):
            return None
        g.append(h)
    return f, g


def univariate(U: Any, p: Any, n: int) -> Any:
    """An element of QQ[x_1..x_n, T] that involves T only, in QQ[T]."""
    return U({e[n]: v for e, v in p.dict().items()})


def least_power(h: Any, basis: list[Any]) -> int | None:
    acc = h.reduce(basis)
    for k in range(1, MAX_POWER + 1):
        if not acc:
            return k
        acc = (acc * h).reduce(basis)
    return None


def compose(R: Any, p: Any, L: Any, basis: list[Any]) -> Any:
    """The normal form of p(L) modulo the basis, for p in QQ[T] and L in R: Horner's rule with a reduction
    after every step (p(L) expanded would have up to C(deg p + n, n) terms)."""
    acc = R(0)
    for coeff in reversed(p.list()):
        acc = (acc * L + coeff).reduce(basis)
    return acc


def approximate(f: Any, g: list[Any], real: int) -> list[list[dict[str, str]]]:
    """Every solution numerically (APPROXIMATE): the roots of f in CC (PARI), the ``real`` (Sturm's count) of them
    nearest the real axis taken as real, so that their points are printed real; real ones first."""
    from sage.rings.complex_mpfr import ComplexField

    CC = ComplexField(APPROX_BITS)
    roots = sorted(f.roots(CC, multiplicities=False), key=lambda z: abs(z.imag()))
    roots = [CC(z.real()) for z in roots[:real]] + roots[real:]
    roots.sort(key=lambda z: (z.imag() != 0, float(z.real()), float(z.imag())))
    out = []
    for z in roots:
        point = []
        for gi in g:
            w = gi.change_ring(CC)(z)
            point.append({"re": w.real().str(digits=APPROX_DIGITS), "im": w.imag().str(digits=APPROX_DIGITS)})
        out.append(point)
    return out


def uterms(p: Any) -> dict[str, Any]:
    """An element of QQ[T] in the checker's wire form (one exponent per term)."""
    den = p.denominator()
    num, exp = [], []
    for e, c in (p * den).dict().items():
        num.append(str(c))
        exp.append(int(e))
    return {"den": str(den), "num": num, "exp": exp}


def solve(payload: dict[str, Any], W: Any) -> dict[str, Any]:
    """The answer for one system; ``W`` is :mod:`.worker` (its ring helpers and Groebner certificate)."""
    R = W._ring(payload)
    n = R.ngens()
    gens = [W._element(R, t) for t in payload["generators"]]
    ideal, basis = W._basis(R, gens)
    out: dict[str, Any] = {"basis": [W._terms(g) for g in basis], "certificate": W.certificate(R, ideal, gens, basis)}
    if any(g.is_constant() and g for g in basis):
        return {**out, "status": "inconsistent"}
    leads = [g.lm().exponents()[0] for g in basis]
    free = [i for i in range(n) if not any(e[i] > 0 and sum(e) == e[i] for e in leads)]
    if free:
        return {**out, "status": "positive_dimensional", "free": free, "dimension": int(ideal.dimension())}
    J = ideal.radical()
    m = int(J.vector_space_dimension())
    s = W._load()
    S = s["PolynomialRing"](s["QQ"], n + 1, "x", order="lex")
    U = s["PolynomialRing"](s["QQ"], "T")
    for c in forms(n):
        found = shape(S, J, c, m)
        if found is not None:
            break
    else:
        raise WorkerError("BACKEND", f"no separating linear form with coefficients up to {MAX_FORM_COEFFICIENT}")
    f, g = univariate(U, found[0], n), [univariate(U, h, n) for h in found[1]]
    f = f / f.leading_coefficient()
    L = sum(ci * R.gen(i) for i, ci in enumerate(c))
    powers = [least_power(compose(R, f, L, basis), basis)]
    powers += [least_power(R.gen(i) - compose(R, gi, L, basis), basis) for i, gi in enumerate(g)]
    real = int(f.number_of_real_roots())
    points = approximate(f, g, real)
    rational = [[str(gi(theta)) for gi in g] for theta, _ in f.roots(s["QQ"])]
    return {
        **out,
        "status": "finite",
        "linear_form": list(c),
        "f": uterms(f),
        "g": [uterms(gi) for gi in g],
        "powers": None if None in powers else powers,
        "multiplicity_total": int(ideal.vector_space_dimension()),
        "real": real,
        "rational": rational,
        "approximate": points,
    }
