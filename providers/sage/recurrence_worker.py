"""recurrence.solve in the worker: SymPy's roots of the characteristic polynomial and an exact linear solve for
the polynomial coefficients (untrusted; the checker ``recurrence.linear.exact`` decides).

Imported by :mod:`.worker`. The recurrence arrives as lists of "p/q" strings. Every root must lie in QQ or in one
quadratic field QQ(sqrt(d)); otherwise the request is refused as out of the supported class (INPUT): SymPy's
``rsolve`` took more than 10 s on most random order-4 recurrences with a cubic or quartic irreducible factor, and
its answer could not be checked anyway.
"""

from __future__ import annotations

from typing import Any

from jacobian.wire import WorkerError


def _field(factors: list[Any]) -> int | None:
    """The one d with every root in QQ(sqrt(d)) (None: all rational); WorkerError INPUT otherwise."""
    import sympy
    from sympy.ntheory.factor_ import core

    fields = set()
    for f, _ in factors:
        if f.degree() > 2:
            raise ValueError(f"an irreducible factor of degree {f.degree()}")
        if f.degree() == 2:
            a, b, c = f.all_coeffs()
            disc = sympy.Rational(b**2 - 4 * a * c)
            pq = int(disc.p) * int(disc.q)
            fields.add((1 if pq > 0 else -1) * int(core(abs(pq))))
    if len(fields) > 1:
        raise ValueError(f"roots in several quadratic fields {sorted(fields)}")
    return fields.pop() if fields else None


def _pair(element: Any, K: Any) -> list[str]:
    """u + v sqrt(d) as ["u", "v"] from an element of QQ or QQ<sqrt(d)>."""
    import sympy

    if K == sympy.QQ:
        q = sympy.Rational(K.to_sympy(element))
        return [str(q), "0"]
    coefficients = element.to_list()  # in the generator sqrt(d), highest power first
    v, u = ([sympy.Integer(0)] * (2 - len(coefficients)) + list(coefficients))[-2:]
    return [str(sympy.Rational(u)), str(sympy.Rational(v))]


def op_recurrence(payload: dict[str, Any]) -> dict[str, Any]:
    import sympy
    from sympy.polys.matrices import DomainMatrix

    c = [sympy.Rational(x) for x in payload["coefficients"]]
    k = sympy.Rational(payload["constant"])
    a = [sympy.Rational(x) for x in payload["initial"]]
    x = sympy.Symbol("x")
    chi = sympy.Poly(x ** len(c) - sum(cj * x ** (len(c) - 1 - j) for j, cj in enumerate(c)), x, domain=sympy.QQ)
    if k:
        chi = chi * sympy.Poly(x - 1, x, domain=sympy.QQ)
        a = a + [sum(cj * a[len(c) - 1 - j] for j, cj in enumerate(c)) + k]
    _, factors = chi.factor_list()
    try:
        d = _field(factors)
    except ValueError as exc:
        raise WorkerError(
            "INPUT",
            f"the characteristic polynomial has {exc}: roots outside QQ and a single quadratic field QQ(sqrt(d)) "
            "are out of the supported class",
        ) from None
    K = sympy.QQ if d is None else sympy.QQ.algebraic_field(sympy.sqrt(d))
    if d is not None and K.ext.minpoly != sympy.PurePoly(x**2 - d, x):
        raise WorkerError("BACKEND", f"unexpected generator of {K}")
    roots = []  # (root as an element of K, multiplicity)
    for f, m in factors:
        for r in sympy.roots(f.as_expr(), x):
            roots.append((K.from_sympy(sympy.expand(r)), m))
    columns = [(r, j) for r, m in roots for j in range(m)]
    rows = [[K.from_sympy(sympy.Integer(n) ** j) * r**n for r, j in columns] for n in range(len(a))]
    M = DomainMatrix(rows, (len(a), len(columns)), K)
    b = DomainMatrix([[K.from_sympy(v)] for v in a], (len(a), 1), K)
    solution = M.lu_solve(b).to_list_flat()
    terms = []
    for r, _ in roots:
        coefficients = [solution[i] for i, (root, _) in enumerate(columns) if root == r]
        while len(coefficients) > 1 and coefficients[-1] == K.zero:
            coefficients.pop()
        if all(v == K.zero for v in coefficients):
            continue
        terms.append({"root": _pair(r, K), "polynomial": [_pair(v, K) for v in coefficients]})
    return {"field": d, "terms": terms}


OPS = {"recurrence_solve": op_recurrence}
