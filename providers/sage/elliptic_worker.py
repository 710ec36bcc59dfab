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

from jacobian.contracts.cremona import CREMONA_CONDUCTOR_LIMIT
from jacobian.wire import WorkerError

from .pari_data import pari_data_dir
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


RANK_ELLS = (2, 3, 5, 7, 11, 13)
RANK_PRIME_BOUND = 100_000  # the checker's bound on the primes it counts at


def _f_rank(rows: list[list[int]], ell: int) -> int:
    """The rank of a matrix over F_ell (the worker's own elimination, to know when to stop adding primes)."""
    rows, rank = [list(r) for r in rows], 0
    for c in range(len(rows[0]) if rows else 0):
        pivot = next((i for i in range(rank, len(rows)) if rows[i][c] % ell), None)
        if pivot is not None:
            rows[rank], rows[pivot] = rows[pivot], rows[rank]
            inv = pow(rows[rank][c], -1, ell)
            for i in range(len(rows)):
                if i != rank:
                    f = rows[i][c] * inv
                    rows[i] = [(x - f * y) % ell for x, y in zip(rows[i], rows[rank])]
            rank += 1
    return rank


def _images(pari: Any, a: list[int], p: int, ell: int, count: int, points: list[Any]) -> list[int]:
    """chi_p(P_i): (#E(F_p)/ell) P_i modulo p as multiples k g of the first nonzero one (PARI's ellmul)."""
    ep = pari.ellinit(a, p)
    images = []
    for x, y in points:
        if int(pari.denominator(x)) % p == 0:
            images.append(pari([0]))
        else:
            images.append(pari.ellmul(ep, [pari.Mod(x, p), pari.Mod(y, p)], count // ell))
    g = next((q for q in images if len(q) == 2), None)
    if g is None:
        return [0] * len(points)
    return [next(k for k in range(ell) if pari.ellmul(ep, g, k) == q) for q in images]


def _independence(pari: Any, a: list[int], disc: int, points: list[Any]) -> dict[str, Any] | None:
    """The certificate for the checker (checkers/elliptic/rank.py): ell, a good odd prime whose count ell does
    not divide, and good odd primes p with ell || #E(F_p) whose functionals chi_p have rank r over F_ell; None
    when no ell in RANK_ELLS gets there below RANK_PRIME_BOUND."""
    e, r = pari.ellinit(a), len(points)
    good = [int(p) for p in pari.primes([3, RANK_PRIME_BOUND]) if disc % int(p)]
    for ell in RANK_ELLS:
        q0 = next((p for p in good[:200] if int(pari.ellcard(e, p)) % ell), None)
        if q0 is None:
            continue
        rows: list[list[int]] = [[] for _ in range(r)]
        primes: list[str] = []
        for p in good:
            n = int(pari.ellcard(e, p))
            if n % ell or (n // ell) % ell == 0:
                continue
            column = _images(pari, a, p, ell, n, points)
            trial = [row + [c] for row, c in zip(rows, column)]
            if _f_rank(trial, ell) > _f_rank(rows, ell) or not primes:
                rows, primes = trial, primes + [str(p)]
            if _f_rank(rows, ell) == r:
                return {"ell": str(ell), "primes": primes, "torsion_prime": str(q0)}
    return None


def op_ec_rank(pari: Any, payload: dict[str, Any], emitter: Any) -> dict[str, Any]:
    """PARI's ellrank (2-descent): bounds lo <= rank <= hi and lo independent points, with the certificate of
    their independence for the checker (or None when none was found)."""
    a = [int(x) for x in payload["coefficients"]]
    e = pari.ellinit(a)
    lo, hi, _, points = pari.ellrank(e)
    listed = [[rational_text(x) for x in q] for q in points]
    cert = _independence(pari, a, int(e[11]), list(points)) if len(listed) else {}
    return {"lower": int(lo), "upper": int(hi), "points": listed, "certificate": cert}


def op_ec_lookup(pari: Any, payload: dict[str, Any], emitter: Any) -> dict[str, Any]:
    """The curve's entry in Cremona's tables: by label, PARI's ellsearch on the label's conductor (an integer)
    and the entry whose name is the label; by coefficients, ellidentify (the minimal model's entry, with the
    change of variables). The torsion order is PARI's elltors on the stored model (elldata stores none), the rank's
    upper bound PARI's ellrank on it (given the stored generators). The
    invariants of the curve asked (the stored model, for a label) and the independence certificate of the stored
    generators go with it: the adapter states the stored model, the transform, the label's conductor and the
    generators in an ec-lookup claim that checks them."""
    datadir = pari_data_dir("elldata", "ell0")
    if datadir is None:
        raise WorkerError("UNAVAILABLE", "the Cremona database (passagemath-pari-elldata) is not installed")
    pari.default("datadir", datadir)
    transform = None
    if payload.get("label") is not None:
        label = str(payload["label"])
        conductor = int(label[: len(label) - len(label.lstrip("0123456789"))])  # the adapter read the label
        entries = [e for e in pari.ellsearch(conductor) if str(e[0]) == label]
        if not entries:
            return {"found": False, "conductor": str(conductor)}
        entry = entries[0]
    else:
        e = _curve(pari, payload)
        conductor = int(pari.ellglobalred(e)[0])
        if conductor >= CREMONA_CONDUCTOR_LIMIT:
            return {"found": False, "conductor": str(conductor)}
        entry, change = pari.ellidentify(e)
        transform = [rational_text(v) for v in change]
    name, model, gens = entry
    torsion = int(pari.elltors(pari.ellinit(model))[0])
    asked = payload["coefficients"] if transform is not None else [str(int(a)) for a in model]
    stored = [int(a) for a in model]
    e = pari.ellinit(stored)
    independence = _independence(pari, stored, int(e[11]), list(gens)) if len(gens) else {}
    upper = int(pari.ellrank(e, 0, gens)[1])  # the stored generators spare ellrank its point search
    return {
        "independence": independence,  # the stored generators' certificate (None: not found), for VERIFY
        "rank_upper": upper,  # PARI's 2-descent bound, for the basis of "rank = r"
        "invariants": op_ec_invariants(pari, {"coefficients": asked}, None),  # for the checker, in VERIFY mode
        "found": True,
        "label": str(name),
        "conductor": str(conductor),
        "model": [str(int(a)) for a in model],
        "generators": [[rational_text(p[0]), rational_text(p[1])] for p in gens],
        "torsion": torsion,
        "transform": transform,
    }


OPS: dict[str, Op] = {
    "ec_invariants": op_ec_invariants,
    "ec_torsion": op_ec_torsion,
    "ec_rank": op_ec_rank,
    "ec_lookup": op_ec_lookup,
}
