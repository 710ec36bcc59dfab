"""The Sage worker's elliptic-curve operations (PARI through passagemath), each answer with its certificate.

Imported by :mod:`.worker` inside the sandbox; every operation is ``op(pari, payload, emitter)``. The curve
arrives as five integer coefficients [a1, a2, a3, a4, a6] in decimal text (nonsingular: the adapter refused
Delta = 0 before the job) and every number leaves as decimal text (rationals as ``"p/q"``). The checkers under
``checkers/elliptic/`` recompute everything but the primality of the bad primes (proven by steps from
:mod:`.prime_proofs`) and the torsion points (found here, checked there).
"""

from __future__ import annotations

from collections.abc import Callable
from math import gcd
from typing import Any

from jacobian.wire import WorkerError

from .prime_proofs import prove

COUNT_PRIME_BOUND = 20_000  # #E(F_p) is counted for good odd primes below this (the checker counts them again)
MIN_COUNT_PRIMES = 2
Op = Callable[[Any, dict[str, Any], Any], dict[str, Any]]


def kodaira(code: int) -> str:
    """PARI's Kodaira code as a symbol: 1 I0, m + 4 I_m, 2 II, 3 III, 4 IV, -1 I0*, -m - 4 I_m*, -2 II* ..."""
    if code == 1:
        return "I0"
    if code > 4:
        return f"I{code - 4}"
    if code < -4:
        return f"I{-code - 4}*"
    names = {2: "II", 3: "III", 4: "IV", -1: "I0*", -2: "II*", -3: "III*", -4: "IV*"}
    return names[code]


def rational_text(x: Any) -> str:
    return str(x) if x.type() == "t_INT" else f"{int(x.numerator())}/{int(x.denominator())}"


def _curve(pari: Any, payload: dict[str, Any]) -> Any:
    a = [int(x) for x in payload["coefficients"]]
    return pari.ellinit(a)


def op_ec_invariants(pari: Any, payload: dict[str, Any], emitter: Any) -> dict[str, Any]:
    e = _curve(pari, payload)
    reduced = pari.ellglobalred(e)
    urst = [rational_text(x) for x in reduced[1]]
    emin = pari.ellchangecurve(e, reduced[1])
    disc = int(emin[11])
    primes = [int(p) for p in pari.factor(abs(disc))[0]] if abs(disc) > 1 else []
    if emitter is not None:
        emitter.log(f"conductor {reduced[0]}; proving {len(primes)} bad primes")
    proofs: dict[str, Any] = {}
    prove(pari, primes, proofs, None)
    local = []
    for p in primes:
        f, code, _, c = pari.elllocalred(emin, p)
        v = int(pari.valuation(disc, p))
        local.append({"p": str(p), "v": str(v), "f": str(int(f)), "kodaira": kodaira(int(code)), "c": str(int(c))})
    return {
        **{k: str(int(e[i])) for i, k in enumerate(("b2", "b4", "b6", "b8", "c4", "c6", "discriminant"), start=5)},
        "j": rational_text(e[12]),
        "minimal_model": [str(int(emin[i])) for i in range(5)],
        "transform": urst,
        "minimal_discriminant": str(disc),
        "conductor": str(int(reduced[0])),
        "local": local,
        "certificates": proofs,
    }


def op_ec_torsion(pari: Any, payload: dict[str, Any], emitter: Any) -> dict[str, Any]:
    """PARI's elltors (structure as invariant factors d1, d2 with d2 | d1, one generator each), and the good
    odd primes p < COUNT_PRIME_BOUND whose #E(F_p) (PARI's ellcard) bring the gcd down to |T|: at least
    MIN_COUNT_PRIMES of them, or None when the gcd stays above |T| (completeness is then not shown)."""
    e = _curve(pari, payload)
    size, cyc, gens = pari.elltors(e)
    disc, order = int(e[11]), int(size)
    points = [[rational_text(x) for x in g] for g in gens]
    bound, primes = 0, list[str]()
    for p in pari.primes([3, COUNT_PRIME_BOUND]):
        p = int(p)
        if disc % p == 0:
            continue
        count = int(pari.ellcard(e, p))
        if count % order:
            raise WorkerError("BACKEND", f"PARI's torsion order {order} does not divide #E(F_{p}) = {count}")
        if gcd(bound, count) != bound or len(primes) < MIN_COUNT_PRIMES:
            bound = gcd(bound, count)
            primes.append(str(p))
        if bound == order and len(primes) >= MIN_COUNT_PRIMES:
            break
    complete = bound == order
    return {
        "structure": [int(d) for d in cyc],
        "generators": points,
        "primes": primes if complete else None,
        "bound": str(bound),
    }


OPS: dict[str, Op] = {"ec_invariants": op_ec_invariants, "ec_torsion": op_ec_torsion}
