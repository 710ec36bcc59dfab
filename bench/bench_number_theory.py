"""Number theory measured in one run: ECPP certification against checking, and factoring time by digit count.

1. ECPP: for the least prime above 10^k (k = 100, 150, 200, 250, 299; OEIS A033873), in this process, the Sage
   worker's proof builder (``providers/sage/prime_proofs.prove``: PARI's ``primecert`` and the Pratt steps below
   it) against the checker's ``check`` (``checkers/integer/ecpp.py``, pure Python): the ratio check/compute.
2. Factoring: for each digit count (40, 50, ... 90, then RSA-100), a product of two primes of half the digits
   (seeded; RSA-100 is RSA Laboratories' 1991 challenge number, factored in 1991), factored by the worker's own
   ``op_factor_integer`` (trial division, then PARI's factorint: rho, SQUFOF, ECM, MPQS) with every factor
   proven, each size in a subprocess capped at ``--cap`` seconds (default 600). Prints the time per size and the
   largest size finished.

    python3 bench/bench_number_theory.py [--cap 600] [--skip-ecpp] [--skip-factor] [--sizes 40,50,...,100]
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import time

RSA100 = int("1522605027922533360535618378132637429718068114961380688657908494580122963258952897654000350692006139")
DIGITS = (40, 50, 60, 70, 80, 90)
ECPP_EXPONENTS = (100, 150, 200, 250, 299)

_FACTOR = """
import json, sys, time, cypari2
pari = cypari2.Pari(); pari.allocatemem(1 << 30, 1 << 30)
from jacobian.providers.sage import number_worker
from jacobian.checkers.integer import ecpp, pratt
n = int(sys.argv[1])
t = time.perf_counter()
data = number_worker.op_factor_integer(pari, {"n": str(n)}, None)
spent = time.perf_counter() - t
claim = {"kind": "INTEGER_FACTORIZATION", "factors": data["factors"]}
req = {"claim": claim, "subject": {"n": str(n)}, "certificate": {"certificates": data["certificates"]}}
t = time.perf_counter()
ok = ecpp.check(req)["accepted"] or pratt.check(req)["accepted"]
print(json.dumps({"seconds": spent, "check": time.perf_counter() - t, "accepted": ok, "factors": data["factors"]}))
"""


def pari():
    import cypari2

    p = cypari2.Pari()
    p.allocatemem(1 << 30, 1 << 30)
    return p


def bench_ecpp() -> None:
    from jacobian.checkers.integer import ecpp
    from jacobian.providers.sage.prime_proofs import prove

    gp = pari()
    print("ECPP: PARI's certificate (with the Pratt steps below it) against the Python checker")
    print(f"{'prime':<14} {'digits':>6} {'steps':>6} {'compute s':>10} {'check s':>8} {'check/compute':>14}")
    for k in ECPP_EXPONENTS:
        p = int(gp.nextprime(10**k))
        certs: dict = {}
        t = time.perf_counter()
        prove(gp, [p], certs)
        compute = time.perf_counter() - t
        request = {"claim": {"kind": "INTEGER_PRIME"}, "subject": {"n": str(p)}, "certificate": {"certificates": certs}}
        t = time.perf_counter()
        verdict = ecpp.check(request)
        check = time.perf_counter() - t
        assert verdict["accepted"], verdict
        steps = sum("t" in e for e in certs.values())
        label = f"10^{k}+{p - 10**k}"
        print(f"{label:<14} {len(str(p)):>6} {steps:>6} {compute:>10.2f} {check:>8.2f} {check / compute:>14.2f}")


def semiprime(digits: int, rng: random.Random) -> int:
    gp = pari()
    half = digits // 2
    p = int(gp.nextprime(rng.randrange(10 ** (half - 1), 10**half)))
    q = int(gp.nextprime(rng.randrange(10 ** (digits - half - 1), 10 ** (digits - half))))
    return p * q


def bench_factor(cap: float, sizes: tuple[int, ...]) -> None:
    rng = random.Random(30)
    cases = [(d, f"{d} digits", semiprime(d, rng)) for d in DIGITS] + [(100, "RSA-100", RSA100)]
    cases = [(label, n) for d, label, n in cases if d in sizes]
    print(f"\nFactoring (two primes of half the digits each), every factor proven; each size capped at {cap:.0f} s")
    print(f"{'size':<12} {'digits':>6} {'factor s':>10} {'check s':>8}")
    largest = None
    for label, n in cases:
        try:
            proc = subprocess.run(
                [sys.executable, "-P", "-c", _FACTOR, str(n)], capture_output=True, text=True, timeout=cap
            )
        except subprocess.TimeoutExpired:
            print(f"{label:<12} {len(str(n)):>6} {'> cap':>10} {'-':>8}")
            continue
        if proc.returncode != 0:
            print(f"{label:<12} {len(str(n)):>6} failed: {proc.stderr.strip().splitlines()[-1:]}")
            continue
        got = json.loads(proc.stdout.strip().splitlines()[-1])
        assert got["accepted"], got
        largest = label
        print(f"{label:<12} {len(str(n)):>6} {got['seconds']:>10.2f} {got['check']:>8.2f}")
    print(f"largest size finished within {cap:.0f} s: {largest}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cap", type=float, default=600.0, help="seconds per factoring size")
    parser.add_argument("--skip-ecpp", action="store_true")
    parser.add_argument("--skip-factor", action="store_true")
    parser.add_argument("--sizes", default="40,50,60,70,80,90,100", help="digit counts (100: RSA-100)")
    args = parser.parse_args()
    if not args.skip_ecpp:
        bench_ecpp()
    if not args.skip_factor:
        bench_factor(args.cap, tuple(int(d) for d in args.sizes.split(",")))


if __name__ == "__main__":
    main()
