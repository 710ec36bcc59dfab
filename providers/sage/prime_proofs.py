"""Primality proofs for the Sage worker (PARI): a tree of Pratt and Atkin-Morain (ECPP) steps per prime.

Runs inside the worker. For each prime p >= ``SMALL`` (smaller ones are the checker's trial division):

- p < 2^128: a Pratt step, p - 1 factored in full (PARI's MPQS takes milliseconds at 39 digits);
- otherwise a *bounded attempt* at Pratt's route: p - 1 trial-divided by the primes below ``TRIAL``
  (PARI's ``factor(p - 1, TRIAL)``); when what remains is 1, a prime below ``TRIAL`` or a probable prime
  (BPSW), a Pratt step
  whose large cofactor is proven in turn; else an ECPP chain from PARI's ``primecert`` (Atkin-Morain),
  every link an entry, its last q (below 2^64) proven by a Pratt step.

Entries are in the checker's wire form (``checkers/integer/proofs.py``). Every number given a step is a
BPSW probable prime first (PARI's ``ispseudoprime``); the proof itself is the checker's business, so PARI's
own (slow) ``isprime`` proof is never run. ``WorkerError`` when PARI's answers do not fit together.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from jacobian.wire import WorkerError

SMALL = 1 << 20  # the checker proves primes below this by trial division
TRIAL = 1 << 18  # the bounded attempt at p - 1: PARI trial-divides by primes up to min(D, primelimit = 500000)
FULL_BITS = 128  # below 2^128, p - 1 is factored in full
WITNESS_TRIES = 10_000
Progress = Callable[[str], None]


def _witness(p: int, primes: list[int]) -> int:
    """The least a >= 2 of order p - 1 modulo p (a primitive root), given the primes of p - 1."""
    for a in range(2, min(p, 2 + WITNESS_TRIES)):
        if all(pow(a, (p - 1) // q, p) != 1 for q in primes):
            return a
    raise WorkerError("BACKEND", f"no element of order p - 1 found below {2 + WITNESS_TRIES} for p = {p}")


def _pratt(p: int, pairs: list[tuple[int, int]]) -> dict[str, Any]:
    primes = [q for q, _ in pairs]
    return {"witness": _witness(p, primes), "factors": [[str(q), e] for q, e in pairs]}


def _pairs(fac: Any) -> list[tuple[int, int]]:
    return [(int(q), int(e)) for q, e in zip(fac[0], fac[1])]


def _ecpp(pari: Any, p: int, proofs: dict[str, Any]) -> int:
    """The ECPP chain of p into ``proofs``; returns its last q (below 2^64, proven separately)."""
    cert = pari.primecert(p)
    if cert == 0 or not len(cert):
        raise WorkerError("BACKEND", f"PARI's primecert finds {p} composite though it passed BPSW")
    last = p
    for step in cert:
        n, t, s, a, point = (int(step[0]), int(step[1]), int(step[2]), int(step[3]), step[4])
        if n != last:
            raise WorkerError("BACKEND", "PARI's ECPP chain is not a chain")
        proofs[str(n)] = {"t": str(t), "s": str(s), "a": str(a), "x": str(int(point[0])), "y": str(int(point[1]))}
        last = (n + 1 - t) // s
    return last


def prove(pari: Any, primes: list[int], proofs: dict[str, Any], progress: Progress | None = None) -> bool:
    """Add steps proving every p in ``primes`` (and every prime their steps name) to ``proofs``; True
    when some step is an ECPP step."""
    used_ecpp = False
    todo = sorted(set(primes))
    while todo:
        p = todo.pop()
        if p < SMALL or str(p) in proofs:
            continue
        if not pari.ispseudoprime(p):
            raise WorkerError("BACKEND", f"{p} was to be proven prime but fails PARI's BPSW test")
        if p.bit_length() <= FULL_BITS:
            pairs = _pairs(pari.factor(p - 1))
        else:
            pairs = _pairs(pari.factor(p - 1, TRIAL))
            cofactor = pairs[-1][0]
            if cofactor >= TRIAL and not pari.ispseudoprime(cofactor):
                if progress is not None:
                    progress(f"ECPP (Atkin-Morain) for a prime of {len(str(p))} digits")
                todo.append(_ecpp(pari, p, proofs))
                used_ecpp = True
                continue
        proofs[str(p)] = _pratt(p, pairs)
        todo.extend(q for q, _ in pairs)
    return used_ecpp
