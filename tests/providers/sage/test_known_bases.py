"""Known answers: the reduced degrevlex bases of Cyclic-4, Katsura-4 and Cyclic-5 over QQ and GF(32003), as the
runtime returns them (VERIFIED), equal the bases SymPy computes on its own (pure Python Buchberger/F5B: neither
Singular nor the checker). A reduced Groebner basis is unique, so the two are compared as sets of exact
polynomials (coefficients as rationals over QQ, as residues in 0..p-1 over GF(p))."""

from __future__ import annotations

from fractions import Fraction

import sympy
import trio
from sympy.parsing.sympy_parser import convert_xor, parse_expr, standard_transformations

from jacobian.runtime import Runtime

from .conftest import sage_config
from .test_runtime import KATSURA4, V4, V5, cyclic

P = 32003
SYSTEMS = {
    "Cyclic-4": (V4, cyclic(V4)),
    "Katsura-4": (["u0", "u1", "u2", "u3", "u4"], KATSURA4),
    "Cyclic-5": (V5, cyclic(V5)),
}


def exact(texts: list[str], names: list[str], p: int | None) -> set[frozenset[tuple[tuple[int, ...], object]]]:
    """Each polynomial as the set of its (exponents, coefficient) terms, read by SymPy's own parser."""
    xs = sympy.symbols(names)
    local = dict(zip(names, xs))
    out = set()
    for text in texts:
        expr = parse_expr(text, local_dict=local, transformations=(*standard_transformations, convert_xor))
        terms = []
        for monomial, c in sympy.Poly(expr, *xs, domain="QQ").terms():
            q = Fraction(int(c.p), int(c.q))
            terms.append((monomial, q if p is None else q.numerator * pow(q.denominator, -1, p) % p))
        out.add(frozenset(terms))
    return out


def sympy_basis(names: list[str], gens: list[str], p: int | None) -> list[str]:
    xs = sympy.symbols(names)
    local = dict(zip(names, xs))
    polys = [parse_expr(g, local_dict=local, transformations=(*standard_transformations, convert_xor)) for g in gens]
    options = {"modulus": p} if p else {"domain": "QQ"}  # over QQ, not ZZ: monic, not primitive
    return [str(e) for e in sympy.groebner(polys, *xs, order="grevlex", **options).exprs]


def test_returned_bases_equal_sympys(tmp_path):
    returned = {}

    async def main():
        async with Runtime.open(sage_config(tmp_path)) as rt:
            for name, (names, gens) in SYSTEMS.items():
                for p in (None, P):
                    request = {"variables": names, "generators": gens, "order": "degrevlex"}
                    if p:
                        request["field"] = f"GF({p})"
                    result = await rt.run("polynomial.compute.groebner_basis", request, "VERIFY")
                    assert result.assurance.level.value == "VERIFIED", (name, p, result.assurance)
                    returned[(name, p)] = result.output["basis"]

    trio.run(main)
    for (name, p), basis in returned.items():
        names, gens = SYSTEMS[name]
        ours, theirs = exact(basis, names, p), exact(sympy_basis(names, gens, p), names, p)
        assert len(ours) == len(basis), (name, p, "the returned basis repeats an element")
        assert ours == theirs, (name, p, ours ^ theirs)
    sizes = {name: len(basis) for (name, p), basis in returned.items() if p is None}
    assert sizes == {"Cyclic-4": 7, "Katsura-4": 13, "Cyclic-5": 20}
