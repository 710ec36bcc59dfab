"""Exact polynomial identities ``sum_k a_k * b_k == t``, checked in packed integer arithmetic.

The checker's certificates (lifts, reductions, standard representations of S-polynomials) are all such
identities, so this is where its time goes. Two changes of representation make it fast without leaving
plain Python: every exponent vector is packed into one int (a field per variable, wide enough that the sum
of two exponents never carries into the next one), so a monomial product is one integer addition; and every
polynomial is integer numerators over one common denominator (certificate polynomials arrive that way; text is
scaled so over QQ), so products are accumulated in Python ints against a common denominator (no ``Fraction``
per product). Over GF(p) every denominator is invertible modulo p, and the accumulated integers are reduced
modulo p once, at the end: sum a_k b_k - t vanishes in GF(p) exactly when its numerator over the common
denominator does.
"""

from __future__ import annotations

from array import array
from collections import defaultdict
from collections.abc import Iterable, Sequence
from math import lcm
from sys import byteorder
from typing import Any, NamedTuple

from .poly import MAX_EXPONENT, BadRequest, Field, Poly, read_wire

Packed = tuple[int, dict[int, int]]  # (denominator, {packed exponent: integer coefficient})


class Cofactor(NamedTuple):
    """A certificate polynomial as the identities need it: packed, and its exponents (for leading terms)."""

    packed: Packed
    exps: array[int]  # flat: n exponents per term, in the order of ``packed``
    n: int

    def monomials(self) -> list[Sequence[int]]:
        e, n = self.exps, self.n
        return [e[i : i + n] for i in range(0, len(e), n)]


ZERO_WIRE = {"den": "1", "num": [], "exp": []}


class Packing:
    """The packing of exponent vectors of one check: wide enough for the product of any two of ``polys`` or
    of certificate polynomials (exponents up to MAX_EXPONENT).

    Each exponent takes one field of 8, 16, 32 or 64 bits (the narrowest that holds twice the largest
    exponent), so packing is one ``array(...).tobytes()`` and ``int.from_bytes`` in C.
    """

    def __init__(self, polys: Iterable[Poly], K: Field, n: int) -> None:
        top = max(MAX_EXPONENT, max((max(e, default=0) for f in polys for e in f), default=0))
        need = (2 * top).bit_length()
        self.code = next((c for c in "BHIQ" if array(c).itemsize * 8 >= need), "")
        if not self.code:
            raise BadRequest(f"exponents up to {top} are beyond the checker's packed arithmetic")
        self.K, self.n, self.top = K, n, top
        self.zero = Cofactor((1, {}), array(self.code), n)

    def pack(self, f: Poly) -> Packed:
        code, frm = self.code, int.from_bytes
        exps = {frm(array(code, e).tobytes(), byteorder): c for e, c in f.items()}
        if self.K.p is not None:
            return 1, exps
        den = lcm(*(c.denominator for c in exps.values())) if exps else 1
        return den, {e: c.numerator * (den // c.denominator) for e, c in exps.items()}

    def cofactor(self, f: Poly, where: str) -> Cofactor:
        """A certificate polynomial given as text: its exponents are bounded like the packing's own, so that a
        product with a basis element or generator cannot carry into the next field."""
        flat = [x for e in f for x in e]
        if flat and max(flat) > self.top:
            raise BadRequest(f"{where}: exponents above {self.top} are beyond the checker's packed arithmetic")
        return Cofactor(self.pack(f), array(self.code, flat), self.n)

    def read(self, value: Any, where: str) -> Cofactor:
        """A certificate polynomial in the wire form (:func:`.poly.read_wire`), read straight into packed integers
        over its common denominator. Over GF(p) the numerators stay integers (``holds`` reduces at the end), so the
        denominator must be invertible modulo p and no numerator may vanish modulo p (a zero term)."""
        if value == ZERO_WIRE:
            return self.zero  # most cofactors of a certificate are zero
        den, nums, e = read_wire(value, self.n, self.code, where)
        p = self.K.p
        if p is not None and den % p == 0:
            raise BadRequest(f"{where}.den: the denominator is divisible by {p}")
        if p is not None and 0 in map(p.__rmod__, nums):
            raise BadRequest(f"{where}.num: a numerator is divisible by {p} (a zero term)")
        b, w, frm = e.tobytes(), self.n * e.itemsize, int.from_bytes
        coefs = dict(zip([frm(b[i : i + w], byteorder) for i in range(0, len(b), w)], nums))
        if len(coefs) != len(nums):
            raise BadRequest(f"{where}: a monomial repeats")
        return Cofactor((den, coefs), e, self.n)


def holds(pairs: list[tuple[Packed, Packed]], target: Packed, K: Field) -> bool:
    """Whether sum a * b over ``pairs`` equals ``target`` exactly."""
    pairs = [(a, b) for a, b in pairs if a[1] and b[1]]
    common = lcm(target[0], *(a[0] * b[0] for a, b in pairs))
    acc: defaultdict[int, int] = defaultdict(int)
    for (da, A), (db, B) in pairs:
        w = common // (da * db)
        if len(A) < len(B):
            A, B = B, A
        items = list(A.items())  # the longer factor in the inner loop
        for eb, cb in B.items():
            cw = cb * w
            for ea, ca in items:
                acc[ea + eb] += ca * cw
    w = common // target[0]
    for e, c in target[1].items():
        acc[e] -= c * w
    if K.p is None:
        return not any(acc.values())
    p = K.p
    return all(v % p == 0 for v in acc.values())
