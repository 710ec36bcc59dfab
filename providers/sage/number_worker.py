"""The Sage worker's integer operations (PARI through passagemath), each answer with its certificate.

Imported by :mod:`.worker` inside the sandbox; every operation is ``op(pari, payload, emitter)`` and
returns the final data. Integers arrive and leave as decimal text. Prime factors and every other prime a
certificate rests on come with proof steps from :mod:`.prime_proofs` (Pratt, or ECPP where p - 1 does not
factor cheaply); the checkers under ``checkers/integer/`` replay them in Python integers.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from jacobian.wire import WorkerError

from .prime_proofs import prove

TRIAL_BOUND = 1 << 16  # a composite's divisor is looked for among the primes below this first
FERMAT_BASES = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47)
Op = Callable[[Any, dict[str, Any], Any], dict[str, Any]]


def _int(payload: dict[str, Any], key: str) -> int:
    return int(payload[key])


def _progress(emitter: Any) -> Callable[[str], None] | None:
    if emitter is None:
        return None
    return lambda message: emitter.log(message)


def factor_pairs(pari: Any, n: int) -> list[tuple[int, int]]:
    """PARI's full factorization of n >= 1 as (prime, exponent) pairs, primes increasing."""
    if n == 1:
        return []
    fac = pari.factor(n)
    return [(int(p), int(e)) for p, e in zip(fac[0], fac[1])]


def proven_factorization(pari: Any, n: int, proofs: dict[str, Any], emitter: Any = None) -> list[list[Any]]:
    """n's factorization in the claim's form, every prime's proof added to ``proofs``."""
    pairs = factor_pairs(pari, n)
    prove(pari, [p for p, _ in pairs], proofs, _progress(emitter))
    return [[str(p), e] for p, e in pairs]


def op_factor_integer(pari: Any, payload: dict[str, Any], emitter: Any) -> dict[str, Any]:
    n = _int(payload, "n")
    if n < 2:
        raise WorkerError("INPUT", "n must be at least 2")
    proofs: dict[str, Any] = {}
    factors = proven_factorization(pari, n, proofs, emitter)
    return {"factors": factors, "certificates": proofs}


def composite_evidence(pari: Any, n: int) -> dict[str, str]:
    """Why n >= 4 (not prime) is composite: a divisor among the primes below TRIAL_BOUND (PARI's partial
    factorization), else the first Fermat witness a among FERMAT_BASES (a^(n-1) mod n != 1), else the
    smallest prime of PARI's full factorization (only a Carmichael-like n with no small factor gets
    here; it runs within the job's budget)."""
    p = int(pari.factor(n, TRIAL_BOUND)[0][0])
    if p < n:
        return {"divisor": str(p)}
    for a in FERMAT_BASES:
        if a < n and pow(a, n - 1, n) != 1:
            return {"fermat_witness": str(a)}
    return {"divisor": str(int(pari.factor(n)[0][0]))}


def op_prime_certify(pari: Any, payload: dict[str, Any], emitter: Any) -> dict[str, Any]:
    n = _int(payload, "n")
    if n < 2:
        raise WorkerError("INPUT", "n must be at least 2")
    if not pari.ispseudoprime(n):
        return {"prime": False, **composite_evidence(pari, n)}
    proofs: dict[str, Any] = {}
    ecpp = prove(pari, [n], proofs, _progress(emitter))
    return {"prime": True, "certificates": proofs, "method": "ecpp" if ecpp else "pratt"}


OPS: dict[str, Op] = {
    "factor_integer": op_factor_integer,
    "prime_certify": op_prime_certify,
}
