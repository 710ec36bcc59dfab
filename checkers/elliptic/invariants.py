"""Checker: the invariants, global minimal model, conductor and local data of an elliptic curve over Q.

``python -I -m jacobian.checkers.elliptic.invariants``; format ``ec-invariants/1``; claim
``ELLIPTIC_CURVE_INVARIANTS`` with b2, b4, b6, b8, c4, c6, discriminant, j (``"p/q"``), minimal_model
[a1..a6], transform [u, r, s, t], minimal_discriminant, conductor and local: one entry {p, v, f, kodaira, c}
per prime dividing the minimal discriminant, increasing. Subject ``{"coefficients": [a1, a2, a3, a4, a6]}``
(integers, read here); certificate ``{"certificates": {...}}``: primality proofs of those primes
(Pratt/ECPP steps, :mod:`..integer.proofs`; primes below 2^20 by trial division).

Decided in Python integers and fractions: every invariant recomputed by the formulas (:mod:`.weierstrass`);
the transform maps the subject's model onto the minimal model by the change-of-variables formulas, which must
come out integral; |minimal discriminant| = prod p^v with every p proven prime; and at each such p, the
checker's own Tate's algorithm (:mod:`.tate`) on the minimal model must not end in its non-minimal step
(so the model is minimal at p; at every other prime v_p(Delta) = 0 < 12) and must give the claimed Kodaira
symbol, conductor exponent f and Tamagawa number c; the conductor is prod p^f. Every decision after reading
the subject reports the model read.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from ..entry import guarded, serve_check
from ..integer.numbers import BadRequest, decimal, described, signed
from ..integer.proofs import entries, why_not_prime
from .tate import local_data, val
from .weierstrass import coefficients, invariants, rational, transform

FORMAT = "ec-invariants/1"
KIND = "ELLIPTIC_CURVE_INVARIANTS"
INTEGERS = ("b2", "b4", "b6", "b8", "c4", "c6", "discriminant")
FIELDS = {"kind", *INTEGERS, "j", "minimal_model", "transform", "minimal_discriminant", "conductor", "local"}
LOCAL_FIELDS = {"p", "v", "f", "kodaira", "c"}
MAX_PRIMES = 1000


def decide(a: tuple[int, int, int, int, int], claim: dict[str, Any], certs: dict[str, Any]) -> tuple[bool, str]:
    inv = invariants(a)
    if inv["discriminant"] == 0:
        return False, "the model is singular (discriminant 0)"
    for key in INTEGERS:
        if signed(claim[key], f"claim.{key}") != inv[key]:
            return False, f"{key} is {inv[key]}, not {claim[key]}"
    j = Fraction(inv["c4"] ** 3, inv["discriminant"])
    if rational(claim["j"], "claim.j") != j:
        return False, f"j is {j}, not {claim['j']}"
    minimal = coefficients(claim["minimal_model"], "claim.minimal_model")
    urst = claim["transform"]
    if not isinstance(urst, list) or len(urst) != 4:
        raise BadRequest("claim.transform must be [u, r, s, t]")
    u, r, s, t = (rational(x, f"claim.transform[{i}]") for i, x in enumerate(urst))
    if u == 0:
        return False, "u = 0 is no change of variables"
    if transform(a, (u, r, s, t)) != tuple(Fraction(x) for x in minimal):
        return False, "the transform does not map the curve onto the stated minimal model"
    disc = invariants(minimal)["discriminant"]
    if signed(claim["minimal_discriminant"], "claim.minimal_discriminant") != disc:
        return False, f"the minimal model's discriminant is {disc}, not {claim['minimal_discriminant']}"
    local = claim["local"]
    if not isinstance(local, list) or len(local) > MAX_PRIMES:
        raise BadRequest(f"claim.local must be a list of at most {MAX_PRIMES} entries")
    rest, conductor, last = abs(disc), 1, 1
    for i, entry in enumerate(local):
        if not isinstance(entry, dict) or set(entry) != LOCAL_FIELDS:
            raise BadRequest(f"claim.local[{i}] must be exactly {sorted(LOCAL_FIELDS)}")
        p, v = decimal(entry["p"], f"claim.local[{i}].p"), decimal(entry["v"], f"claim.local[{i}].v")
        if p <= last:
            raise BadRequest("claim.local must list distinct primes in increasing order")
        last = p
        why = why_not_prime(p, certs)
        if why:
            return False, f"{p} is not proven prime: {why}"
        if v < 1 or val(rest, p) != v:
            return False, f"the valuation of the minimal discriminant at {p} is {val(disc, p)}, not {v}"
        rest //= p**v
        got = local_data(minimal, p)
        if not got.minimal:
            return False, f"the stated minimal model is not minimal at {p} (Tate's algorithm, last step)"
        stated = (entry["kodaira"], decimal(entry["f"], "f"), decimal(entry["c"], "c"))
        if (got.kodaira, got.f, got.c) != stated:
            return False, f"at {p} Tate's algorithm gives {got.kodaira}, f = {got.f}, c = {got.c}, not {stated}"
        conductor *= p**got.f
    if rest != 1:
        return False, "the listed primes do not account for the whole minimal discriminant"
    if decimal(claim["conductor"], "claim.conductor") != conductor:
        return False, f"the conductor is {conductor}, not {claim['conductor']}"
    return True, f"invariants recomputed; minimal at every prime by Tate's algorithm; conductor {conductor}"


def check(payload: dict[str, Any]) -> dict[str, Any]:
    model: dict[str, Any] = {}
    try:
        claim, subject, cert = payload.get("claim"), payload.get("subject"), payload.get("certificate")
        if not isinstance(claim, dict) or claim.get("kind") != KIND or set(claim) != FIELDS:
            raise BadRequest(f"the claim must be {KIND} with exactly the fields {sorted(FIELDS)}")
        if not isinstance(subject, dict) or set(subject) != {"coefficients"}:
            raise BadRequest("the subject must be exactly {'coefficients': [a1, a2, a3, a4, a6]}")
        if not isinstance(cert, dict) or set(cert) != {"certificates"}:
            raise BadRequest("the certificate must be exactly {'certificates': {...}}")
        a = coefficients(subject["coefficients"], "subject.coefficients")
        model = {"model": described({"coefficients": list(a)})}
        accepted, reason = decide(a, claim, entries(cert["certificates"]))
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}, **model}
    return {"accepted": accepted, "reason": reason, "checked": {"claim": KIND}, **model}


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
