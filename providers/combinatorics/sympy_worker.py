"""The combinatorics counting worker: exact counts by SymPy, in a pooled Python worker.

Runs sandboxed as ``python -I -m jacobian.providers.combinatorics.sympy_worker`` (JSON Lines, see
:mod:`jacobian.wire`). ``op``:

- ``partitions``: ``{"n"}`` -> ``{"count"}``, SymPy's ``partition`` (the Hardy-Ramanujan-Rademacher formula, FLINT's
  when python-flint is installed).
- ``polya``: ``{"points", "colours", "named" | "generators"}`` -> ``{"count", "group_order", "cycle_index"}``:
  SymPy's named group (``CyclicGroup``, ``DihedralGroup``, ``SymmetricGroup``) or the ``PermutationGroup`` of the
  generators, its cycle index Z(G) (a monomial per cycle type, with its coefficient), and Z(G) evaluated at every
  variable = colours.
- ``series``: ``{"numerator", "denominator", "terms"}`` -> ``{"coefficients"}``: the first coefficients of a
  rational generating function by SymPy's ring series (P times the inversion of Q).
- ``recurrence``: ``{"terms"}`` (rational texts) -> ``{"coefficients", "numerator", "denominator"}``: SymPy's
  ``find_linear_recurrence`` over all the terms (the shortest recurrence with rational coefficients it finds that
  holds for them), and the rational generating function it implies; empty when none is found.
"""

from __future__ import annotations

import sys
from collections import Counter
from fractions import Fraction
from typing import Any

from jacobian.wire import Emitter, WorkerError, serve


def op_partitions(payload: dict[str, Any], emit: Emitter) -> dict[str, Any]:
    from sympy.functions.combinatorial.numbers import partition

    n = payload.get("n")
    if not isinstance(n, int) or n < 0:
        raise WorkerError("INPUT", "n must be a non-negative integer", path="$.payload.n")
    return {"count": str(int(partition(n)))}


def op_polya(payload: dict[str, Any], emit: Emitter) -> dict[str, Any]:
    from sympy.combinatorics import Permutation, PermutationGroup
    from sympy.combinatorics.named_groups import CyclicGroup, DihedralGroup, SymmetricGroup

    n, k, named, generators = (
        payload.get("points"),
        payload.get("colours"),
        payload.get("named"),
        payload.get("generators"),
    )
    if not isinstance(n, int) or not isinstance(k, int):
        raise WorkerError("INPUT", "polya needs points and colours")
    if named is not None:
        made = {"cyclic": CyclicGroup, "dihedral": DihedralGroup, "symmetric": SymmetricGroup}.get(named)
        if made is None:
            raise WorkerError("INPUT", "named must be cyclic, dihedral or symmetric", path="$.payload.named")
        group = (
            made(n)
            if not (named == "dihedral" and n <= 2)
            else PermutationGroup(  # D_1, D_2 act on 1, 2 points
                [Permutation([(i + 1) % n for i in range(n)]), Permutation([(-i) % n for i in range(n)])]
            )
        )
    elif isinstance(generators, list):
        group = PermutationGroup([Permutation(g, size=n) for g in generators] or [Permutation(n - 1)])
    else:
        raise WorkerError("INPUT", "polya needs named or generators")
    types: Counter[tuple[tuple[int, int], ...]] = Counter()
    for g in group.generate():
        types[tuple(sorted(g.cycle_structure.items()))] += 1
    order = int(group.order())
    total = sum(count * k ** sum(c for _, c in cycle_type) for cycle_type, count in types.items())
    if total % order:
        raise WorkerError("BACKEND", "the cycle index does not evaluate to an integer")
    index = [
        [str(Fraction(count, order)), [list(t) for t in cycle_type]] for cycle_type, count in sorted(types.items())
    ]
    return {"count": str(total // order), "group_order": order, "cycle_index": index}


def op_recurrence(payload: dict[str, Any], emit: Emitter) -> dict[str, Any]:
    from sympy import Rational, sequence, symbols

    terms = payload.get("terms")
    if not isinstance(terms, list) or not terms:
        raise WorkerError("INPUT", "recurrence needs terms")
    n, x = symbols("n x")
    values = tuple(Rational(t) for t in terms)
    found = sequence(values, (n, 0, len(values) - 1)).find_linear_recurrence(len(values), gfvar=x)
    coefficients, gf = found if isinstance(found, tuple) else (found, None)
    if not coefficients:
        return {"coefficients": [], "numerator": None, "denominator": None}
    numerator, denominator = (None, None) if gf is None else (str(gf.as_numer_denom()[0]), str(gf.as_numer_denom()[1]))
    return {"coefficients": [str(c) for c in coefficients], "numerator": numerator, "denominator": denominator}


def op_series(payload: dict[str, Any], emit: Emitter) -> dict[str, Any]:
    """The first ``terms`` coefficients of P/Q (``numerator``, ``denominator``: wire term lists [[exponent],
    [num, den]] from Jacobian's parser) by SymPy's ring series: P times the series inversion of Q, truncated.
    ``{"coefficients": ["p/q", ...]}``."""
    from sympy import QQ
    from sympy.polys.ring_series import rs_mul, rs_series_inversion
    from sympy.polys.rings import ring

    n = payload.get("terms")
    if not isinstance(n, int) or n < 1:
        raise WorkerError("INPUT", "terms must be a positive integer")
    R, x = ring("x", QQ)

    def build(wire: Any) -> Any:
        if not isinstance(wire, list):
            raise WorkerError("INPUT", "a polynomial is a wire term list")
        return sum((QQ(int(c[0]), int(c[1])) * x ** int(e[0]) for e, c in wire), R(0))

    p, q = build(payload.get("numerator")), build(payload.get("denominator"))
    if q.coeff(1) == 0:
        raise WorkerError("INPUT", "the denominator's constant term is zero")
    s = rs_mul(p, rs_series_inversion(q, x, n), x, n)
    return {
        "coefficients": [
            str(Fraction(int(c.numerator), int(c.denominator)))
            for c in (s.coeff(x**i) if i else s.coeff(1) for i in range(n))
        ]
    }


OPS = {"partitions": op_partitions, "polya": op_polya, "recurrence": op_recurrence, "series": op_series}


def handle(payload: dict[str, Any], emit: Emitter) -> dict[str, Any]:
    op = OPS.get(payload.get("op"))  # type: ignore[arg-type]
    if op is None:
        raise WorkerError(
            "INPUT", f"unknown op {payload.get('op')!r}; expected one of {sorted(OPS)}", path="$.payload.op"
        )
    return op(payload, emit)


def probe() -> None:
    """SymPy's version, then p(100) (190569292)."""
    import sympy
    from sympy.functions.combinatorial.numbers import partition

    print(f"sympy {sympy.__version__}")
    print(f"p(100) = {partition(100)}")


def main() -> None:
    if sys.argv[1:] == ["--probe"]:
        probe()
        return
    serve(handle)


if __name__ == "__main__":
    main()
