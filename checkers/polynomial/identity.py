"""Exact polynomial identities ``sum_k a_k * b_k == t``, checked in packed integer arithmetic.

The checker's certificates (lifts, reductions, standard representations of S-polynomials) are all such
identities, so this is where its time goes. Two changes of representation make it fast without leaving
plain Python: every exponent vector is packed into one int (a field per variable, wide enough that the sum
of two exponents never carries into the next one), so a monomial product is one integer addition; and over
QQ every polynomial is scaled to integer coefficients over its own denominator, so products are
accumulated in Python ints against a common denominator (no ``Fraction`` per product). Over GF(p) the
accumulated integers are reduced modulo p once, at the end.
"""

from __future__ import annotations

from array import array
from collections import defaultdict
from collections.abc import Iterable, Sequence
from math import lcm
from sys import byteorder
from typing import Any, NamedTuple

from .poly import MAX_EXPONENT, BadRequest, Field, Poly, read_terms

Packed = tuple[int, dict[int, int]]  # (denominator, {packed exponent: integer coefficient})


class Cofactor(NamedTuple):
    """A certificate polynomial as the identities need it: packed, and its monomials (for leading terms)."""

    packed: Packed
    monomials: list[Sequence[int]]  # exponent tuples or arrays


ZERO = Cofactor((1, {}), [])


class Packing:
    """The packing of exponent vectors of one check: wide enough for the product of any two of ``polys`` or
    of term lists (exponents up to MAX_EXPONENT).

    Each exponent takes one field of 8, 16, 32 or 64 bits (the narrowest that holds twice the largest
    exponent), so packing is one ``array(...).tobytes()`` and ``int.from_bytes`` in C.
    """

    def __init__(self, polys: Iterable[Poly], K: Field, n: int) -> None:
        top = max(MAX_EXPONENT, max((max(e, default=0) for f in polys for e in f), default=0))
        need = (2 * top).bit_length()
        self.code = next((c for c in "BHIQ" if array(c).itemsize * 8 >= need), "")
        if not self.code:
            raise BadRequest(f"exponents up to {top} are beyond the checker's packed arithmetic")
        self.K, self.n = K, n

    def pack(self, f: Poly) -> Packed:
        code, frm = self.code, int.from_bytes
        exps = {frm(array(code, e).tobytes(), byteorder): c for e, c in f.items()}
        if self.K.p is not None:
            return 1, exps
        den = lcm(*(c.denominator for c in exps.values())) if exps else 1
        return den, {e: c.numerator * (den // c.denominator) for e, c in exps.items()}

    def cofactor(self, f: Poly) -> Cofactor:
        return Cofactor(self.pack(f), list(f))

    def read(self, value: Any, where: str) -> Cofactor:
        """A term list read straight into packed integers (no ``Fraction`` per coefficient)."""
        if value == []:
            return ZERO  # most cofactors of a certificate are zero
        code, frm, p = self.code, int.from_bytes, self.K.p
        terms = read_terms(value, self.n, where)
        found: dict[int, tuple[int, int]] = {}
        for e, packed, num, den in terms:  # read_terms packs in 16-bit fields; wider fields are packed anew
            found[packed if code == "H" else frm(array(code, e).tobytes(), byteorder)] = (num, den)
        if len(found) != len(terms):
            raise BadRequest(f"{where}: a monomial repeats")
        if p is not None:
            try:
                coefs = {k: c for k, (num, den) in found.items() if (c := num * pow(den, -1, p) % p)}
            except ValueError:  # pow: the denominator has no inverse modulo p
                raise BadRequest(f"{where}: a denominator is divisible by {p}") from None
            common = 1
        else:
            common = lcm(*(den for _, den in found.values()))
            coefs = {k: num * (common // den) for k, (num, den) in found.items() if num}
        return Cofactor((common, coefs), [e for e, _, num, _ in terms if num and (p is None or num % p)])


def holds(pairs: list[tuple[Packed, Packed]], target: Packed, K: Field) -> bool:
    """Whether sum a * b over ``pairs`` equals ``target`` exactly."""
    pairs = [(a, b) for a, b in pairs if a[1] and b[1]]
    common = lcm(target[0], *(a[0] * b[0] for a, b in pairs))
    acc: defaultdict[int, int] = defaultdict(int)
    for (da, A), (db, B) in pairs:
        w = common // (da * db)
        items = list(B.items())
        for ea, ca in A.items():
            cw = ca * w
            for eb, cb in items:
                acc[ea + eb] += cw * cb
    w = common // target[0]
    for e, c in target[1].items():
        acc[e] -= c * w
    if K.p is None:
        return not any(acc.values())
    p = K.p
    return all(v % p == 0 for v in acc.values())
