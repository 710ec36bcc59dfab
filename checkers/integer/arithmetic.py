"""Integer checker: arithmetic functions, modular arithmetic and continued fractions, in Python integers.

``python -I -m jacobian.checkers.integer.arithmetic``; format ``integer-arithmetic/1``. The subject holds
the caller's integers as canonical decimal text (read here, :mod:`.numbers`); the claim says what is
asserted; the certificate carries proven factorizations (entries of :mod:`.proofs`) where the claim rests
on one. The claims and what decides each are in :mod:`.functions` (totient, divisors and sigma, Moebius),
:mod:`.modular` (orders, primitive roots, discrete logarithms, CRT, Kronecker symbols, square roots modulo
a prime) and :mod:`.contfrac` (continued fractions). Every decision after reading the subject reports the
model read.
"""

from __future__ import annotations

from typing import Any

from ..entry import guarded, serve_check
from . import contfrac, functions, modular
from .numbers import BadRequest, decimal, described, signed

FORMAT = "integer-arithmetic/1"
MAX_CONGRUENCES = 256
MAX_CONVERGENTS = 1000

# claim kind -> the claim's fields besides "kind"
CLAIM_FIELDS: dict[str, frozenset[str]] = {
    "INTEGER_TOTIENT": frozenset({"value"}),
    "INTEGER_MOBIUS": frozenset({"value"}),
    "INTEGER_DIVISORS": frozenset({"count", "sigma", "divisors"}),
    "MULTIPLICATIVE_ORDER": frozenset({"order"}),
    "PRIMITIVE_ROOT": frozenset({"root"}),
    "NO_PRIMITIVE_ROOT": frozenset(),
    "DISCRETE_LOG": frozenset({"x"}),
    "NO_DISCRETE_LOG": frozenset(),
    "CRT_SOLUTION": frozenset({"x", "modulus"}),
    "CRT_NO_SOLUTION": frozenset(),
    "KRONECKER_SYMBOL": frozenset({"value"}),
    "MODULAR_SQUARE_ROOT": frozenset({"root"}),
    "NO_MODULAR_SQUARE_ROOT": frozenset(),
    "CONTINUED_FRACTION": frozenset({"terms", "convergents"}),
    "SQRT_CONTINUED_FRACTION": frozenset({"a0", "period", "convergents"}),
}
CLAIMS = tuple(CLAIM_FIELDS)
FACTORED = frozenset({"factors", "certificates"})
ORDER = frozenset({"order_factors", "certificates"})
# claim kind -> the certificate's fields
CERTIFICATE_FIELDS: dict[str, frozenset[str]] = {
    "INTEGER_TOTIENT": FACTORED,
    "INTEGER_MOBIUS": FACTORED,
    "INTEGER_DIVISORS": FACTORED,
    "MULTIPLICATIVE_ORDER": ORDER,
    "PRIMITIVE_ROOT": FACTORED | {"phi_factors"},
    "NO_PRIMITIVE_ROOT": FACTORED,
    "DISCRETE_LOG": ORDER,
    "NO_DISCRETE_LOG": ORDER,
    "CRT_SOLUTION": frozenset(),
    "CRT_NO_SOLUTION": frozenset({"pair"}),
    "KRONECKER_SYMBOL": frozenset(),
    "MODULAR_SQUARE_ROOT": frozenset(),
    "NO_MODULAR_SQUARE_ROOT": frozenset({"certificates"}),
    "CONTINUED_FRACTION": frozenset(),
    "SQRT_CONTINUED_FRACTION": frozenset(),
}


def _list(subject: dict[str, Any], key: str, read: Any) -> list[int]:
    values = subject.get(key)
    if not isinstance(values, list) or not 0 < len(values) <= MAX_CONGRUENCES:
        raise BadRequest(f"subject.{key} must be a list of 1 to {MAX_CONGRUENCES} integers")
    return [read(v, f"subject.{key}[{i}]") for i, v in enumerate(values)]


def _terms(values: Any, where: str, first_signed: bool) -> list[int]:
    if not isinstance(values, list) or not 0 < len(values) <= contfrac.MAX_TERMS:
        raise BadRequest(f"{where} must be a list of 1 to {contfrac.MAX_TERMS} integers")
    read = [signed if i == 0 and first_signed else decimal for i in range(len(values))]
    return [r(v, f"{where}[{i}]") for i, (r, v) in enumerate(zip(read, values))]


def decide(
    kind: str, subject: dict[str, Any], claim: dict[str, Any], cert: dict[str, Any]
) -> tuple[bool, str, dict[str, Any]]:
    """(accepted, reason, the subject's integers as read)."""
    if kind in ("INTEGER_TOTIENT", "INTEGER_MOBIUS", "INTEGER_DIVISORS"):
        n = functions.read_n(subject)
        return (*functions.decide(kind, n, claim, cert), {"n": n})
    if kind in ("PRIMITIVE_ROOT", "NO_PRIMITIVE_ROOT"):
        n = functions.read_n(subject)
        return (*modular.primitive_root(kind, n, claim, cert), {"n": n})
    if kind == "MULTIPLICATIVE_ORDER":
        v = modular.read(subject, {"a": "signed", "n": "positive"})
        d, why = modular.order_of(v["a"], v["n"], cert)
        if why is None and decimal(claim.get("order"), "claim.order") != d:
            why = f"the order is {d}, not the claimed one"
        return why is None, why or f"a has order {d} modulo n", v
    if kind in ("DISCRETE_LOG", "NO_DISCRETE_LOG"):
        v = modular.read(subject, {"g": "signed", "h": "signed", "n": "positive"})
        return (*modular.discrete_log(kind, v["g"], v["h"], v["n"], claim, cert), v)
    if kind in ("CRT_SOLUTION", "CRT_NO_SOLUTION"):
        if set(subject) != {"residues", "moduli"}:
            raise BadRequest("the subject must be exactly {'residues': [...], 'moduli': [...]}")
        residues, moduli = _list(subject, "residues", signed), _list(subject, "moduli", decimal)
        if len(residues) != len(moduli) or min(moduli) < 1:
            raise BadRequest("one residue per modulus, every modulus positive")
        return (*modular.crt(kind, residues, moduli, claim, cert), {"residues": residues, "moduli": moduli})
    if kind == "KRONECKER_SYMBOL":
        v = modular.read(subject, {"a": "signed", "n": "signed"})
        want, got = modular.kronecker(v["a"], v["n"]), signed(claim.get("value"), "claim.value")
        return got == want, f"(a/n) = {want}" + ("" if got == want else f", not {got}"), v
    if kind in ("MODULAR_SQUARE_ROOT", "NO_MODULAR_SQUARE_ROOT"):
        v = modular.read(subject, {"a": "signed", "p": "positive"})
        return (*modular.square_root(kind, v["a"], v["p"], claim, cert), v)
    if kind == "CONTINUED_FRACTION":
        v = modular.read(subject, {"numerator": "signed", "denominator": "positive"})
        terms = _terms(claim.get("terms"), "claim.terms", True)
        why = contfrac.rational_ok(v["numerator"], v["denominator"], terms) or _convergents(claim, terms)
        return why is None, why or "the canonical continued fraction of the rational, and its convergents", v
    v = modular.read(subject, {"D": "positive"})
    a0, period = decimal(claim.get("a0"), "claim.a0"), _terms(claim.get("period"), "claim.period", False)
    why = contfrac.sqrt_ok(v["D"], a0, period)
    if why is None:
        listed = claim.get("convergents")
        count = len(listed) if isinstance(listed, list) else 0
        why = _convergents(claim, [a0] + [period[i % len(period)] for i in range(max(count - 1, 0))])
    return why is None, why or "[a0; period] is sqrt(D)'s expansion, the period least, and its convergents", v


def _convergents(claim: dict[str, Any], terms: list[int]) -> str | None:
    """None when the claim's convergents are the first ones of ``terms`` (p_i, q_i); else why not."""
    listed = claim.get("convergents")
    if not isinstance(listed, list) or len(listed) > min(len(terms), MAX_CONVERGENTS):
        raise BadRequest(f"claim.convergents must list at most {MAX_CONVERGENTS} of the expansion's convergents")
    own = contfrac.convergents(terms)
    for i, pair in enumerate(listed):
        if not (isinstance(pair, list) and len(pair) == 2):
            raise BadRequest(f"claim.convergents[{i}] must be [p, q]")
        if (signed(pair[0], f"claim.convergents[{i}]"), decimal(pair[1], f"claim.convergents[{i}]")) != next(own):
            return f"convergent {i} differs from the expansion's"
    return None


def check(payload: dict[str, Any]) -> dict[str, Any]:
    model: dict[str, Any] = {}
    try:
        claim, subject, cert = payload.get("claim"), payload.get("subject"), payload.get("certificate")
        if not isinstance(claim, dict) or claim.get("kind") not in CLAIM_FIELDS:
            raise BadRequest(f"the claim kind must be one of {', '.join(CLAIMS)}")
        kind = claim["kind"]
        if set(claim) != CLAIM_FIELDS[kind] | {"kind"}:
            raise BadRequest(f"the {kind} claim must have exactly the fields {sorted(CLAIM_FIELDS[kind] | {'kind'})}")
        if not isinstance(subject, dict) or not isinstance(cert, dict):
            raise BadRequest("the subject and the certificate must be objects")
        if set(cert) != CERTIFICATE_FIELDS[kind]:
            raise BadRequest(f"the {kind} certificate must have exactly the fields {sorted(CERTIFICATE_FIELDS[kind])}")
        accepted, reason, read = decide(kind, subject, claim, cert)
        model = {"model": described(read)}
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}, **model}
    return {"accepted": accepted, "reason": reason, "checked": {"claim": kind}, **model}


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
