"""Checker: the discriminant and an integral basis of the number field Q[x]/(f).

``python -I -m jacobian.checkers.number_field.discriminant``; format ``nf-discriminant/1``; claim
``NUMBER_FIELD_DISCRIMINANT`` with ``discriminant`` (d_K), ``polynomial_discriminant`` (disc f), ``index``
([O_K : Z[x]]), ``basis`` (n rows of n rationals ``"p"``/``"p/q"``: w_i on 1, x, ..., x^(n-1)) and ``factors``
(``[["p", e], ...]``, the factorization of |d_K|). Subject ``{"polynomial": [c_0, ..., c_n]}``: the integer
coefficients of the monic f of degree 1 <= n <= ``MAX_DEGREE``, constant term first (read here, ``decimal``).
Certificate ``{"certificates": {...}}``: primality proofs of the factors' primes (:mod:`..integer.proofs`).

Decided in Python integers and fractions: disc(f) by the checker's own Sylvester determinant
(:mod:`..polynomial.sylvester`), nonzero; disc(f) = index^2 d_K; |det B| = 1/index; every power x^i has
integer coordinates on the basis (the order O it spans contains Z[x]) and every product w_i w_j modulo f too
(O is a ring, so its elements are integral), hence disc(O) = disc(f) det(B)^2 = d_K; |d_K| is the product of
the listed primes, each proven prime; and at every listed p with p^2 | d_K, O is p-maximal by the
Pohst-Zassenhaus test (:func:`.order.p_maximal`). At any other prime v_p(disc O) <= 1 and O is p-maximal
there already (disc(O) = [O_K : O]^2 d_K). So O = O_K and d_K is the field discriminant. Irreducibility of f
is not checked: for a squarefree f the same statement holds of the etale algebra Q[x]/(f).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from ..entry import guarded, serve_check
from ..integer.numbers import BadRequest, decimal, described, signed
from ..integer.proofs import entries, factorization, product
from ..polynomial.poly import Field
from ..polynomial.sylvester import discriminant as poly_discriminant
from .order import determinant, inverse, multiplication, p_maximal

FORMAT = "nf-discriminant/1"
KIND = "NUMBER_FIELD_DISCRIMINANT"
FIELDS = {"kind", "discriminant", "polynomial_discriminant", "index", "basis", "factors"}
MAX_DEGREE = 12
MAX_COEFFICIENT_DIGITS = 60


def polynomial(value: Any) -> list[int]:
    if not isinstance(value, list) or not 2 <= len(value) <= MAX_DEGREE + 1:
        raise BadRequest(f"subject.polynomial must list 2 to {MAX_DEGREE + 1} coefficients, constant term first")
    f = [signed(c, f"subject.polynomial[{i}]") for i, c in enumerate(value)]
    if any(len(str(abs(c))) > MAX_COEFFICIENT_DIGITS for c in f):
        raise BadRequest(f"subject.polynomial: a coefficient has more than {MAX_COEFFICIENT_DIGITS} digits")
    if f[-1] != 1:
        raise BadRequest("subject.polynomial must be monic (leading coefficient 1)")
    return f


def rational(value: Any, where: str) -> Fraction:
    """``"p"`` or ``"p/q"`` (q > 1, in lowest terms)."""
    if not isinstance(value, str):
        raise BadRequest(f"{where} must be a rational as decimal text 'p' or 'p/q'")
    num, slash, den = value.partition("/")
    if not slash:
        return Fraction(signed(num, where))
    q = decimal(den, where)
    out = Fraction(signed(num, where), q) if q > 1 else None
    if out is None or out.denominator != q:
        raise BadRequest(f"{where} must be in lowest terms with a denominator above 1")
    return out


def basis(value: Any, n: int) -> list[list[Fraction]]:
    if not isinstance(value, list) or len(value) != n or any(not isinstance(r, list) or len(r) != n for r in value):
        raise BadRequest(f"claim.basis must be {n} rows of {n} rationals")
    return [[rational(x, f"claim.basis[{i}][{j}]") for j, x in enumerate(row)] for i, row in enumerate(value)]


def decide(f: list[int], claim: dict[str, Any], certs: dict[str, Any]) -> tuple[bool, str]:
    n = len(f) - 1
    disc_f = poly_discriminant([Fraction(c) for c in f], Field("QQ"))
    if disc_f == 0:
        return False, "disc(f) = 0: f has a repeated root, Q[x]/(f) is no field"
    if signed(claim["polynomial_discriminant"], "claim.polynomial_discriminant") != disc_f:
        return False, f"disc(f) is {disc_f}, not {claim['polynomial_discriminant']}"
    d_k, index = signed(claim["discriminant"], "claim.discriminant"), decimal(claim["index"], "claim.index")
    if index == 0 or index * index * d_k != disc_f:
        return False, f"disc(f) = {disc_f} is not index^2 * d_K = {index}^2 * {d_k}"
    B = basis(claim["basis"], n)
    if abs(determinant(B)) * index != 1:
        return False, f"the basis has determinant {determinant(B)}, not +-1/{index}: it spans no order of that index"
    inv = inverse(B)
    assert inv is not None  # |det B| = 1/index != 0
    table, why = multiplication(B, inv, f)
    if table is None:
        return False, why
    pairs, why_not = factorization(claim["factors"], certs, "claim.factors")
    if why_not:
        return False, why_not
    if product(pairs, abs(d_k)) != abs(d_k):
        return False, f"the listed factors do not multiply to |d_K| = {abs(d_k)}"
    tested = [p for p, e in pairs if e >= 2]
    for p in tested:
        if not p_maximal(table, p):
            return False, f"the order is not {p}-maximal (the ring of multipliers of its {p}-radical is larger)"
    primes = ", ".join(str(p) for p in tested) or "none"
    return True, (
        f"an order of discriminant {d_k} and index {index} over Z[x], maximal at every p with p^2 | d_K "
        f"(Pohst-Zassenhaus at {primes}): d_K = {d_k}"
    )


def check(payload: dict[str, Any]) -> dict[str, Any]:
    model: dict[str, Any] = {}
    try:
        claim, subject, cert = payload.get("claim"), payload.get("subject"), payload.get("certificate")
        if not isinstance(claim, dict) or claim.get("kind") != KIND or set(claim) != FIELDS:
            raise BadRequest(f"the claim must be {KIND} with exactly the fields {sorted(FIELDS)}")
        if not isinstance(subject, dict) or set(subject) != {"polynomial"}:
            raise BadRequest("the subject must be exactly {'polynomial': [c_0, ..., c_n]}")
        if not isinstance(cert, dict) or set(cert) != {"certificates"}:
            raise BadRequest("the certificate must be exactly {'certificates': {...}}")
        f = polynomial(subject["polynomial"])
        model = {"model": described({"polynomial": f})}
        accepted, reason = decide(f, claim, entries(cert["certificates"]))
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}, **model}
    return {"accepted": accepted, "reason": reason, "checked": {"claim": KIND}, **model}


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
