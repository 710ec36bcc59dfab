"""Number theory measured in one run: ECPP certification against checking, and factoring time by digit count.

1. ECPP: for the least prime above 10^k (k = 100, 150, 200, 250, 299; OEIS A033873), in this process, the Sage
   worker's proof builder (``providers/sage/prime_proofs.prove``: PARI's ``primecert`` and the Pratt steps below
   it) against the checker's ``check`` (``checkers/integer/ecpp.py``, pure Python): the ratio check/compute.
2. Factoring: for each digit count (40, 50, ... 90, then RSA-100), a product of two primes of half the digits
   (seeded; RSA-100 is RSA Laboratories' 1991 challenge number, factored in 1991), factored by the worker's own
   ``op_factor_integer`` (trial division, then PARI's factorint: rho, SQUFOF, ECM, MPQS) with every factor
   proven, each size in a subprocess capped at ``--cap`` seconds (default 600). Prints the time per size and the
   largest size finished.
3. Elliptic curves: for Cremona's 11a1, 37a1, 389a1, 5077a1, 11a1 scaled by u = 6, Kubert's Z/12 curve and a
   curve with 30-digit coefficients, the worker's ``op_ec_invariants`` and ``op_ec_torsion`` (PARI) against the
   checkers' ``check`` (``checkers/elliptic/``: Tate's algorithm, point arithmetic and counts): check/compute;
   and ``op_ec_rank`` (ellrank and the independence certificate) against ``rank.check`` on the curves of ranks 1-4.
4. Number fields: for Dedekind's cubic, x^3 - 54, Q(zeta_p) for p = 7, 11, 13, x^8 - 2 and a degree-12 field with
   3-digit coefficients, the worker's ``op_nf_discriminant`` (PARI's nfinit, the primes of d_K proven) against
   ``checkers/number_field/discriminant.check`` (Sylvester determinant, the order's multiplication table,
   Pohst-Zassenhaus at each p^2 | d_K): check/compute.

    python3 bench/bench_number_theory.py [--cap 600] [--skip-ecpp] [--skip-factor] [--skip-elliptic]
        [--skip-fields] [--sizes 40,50,...,100]
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


ELLIPTIC = (
    ("11a1", [0, -1, 1, -10, -20]),
    ("37a1", [0, 0, 1, -1, 0]),
    ("389a1", [0, 1, 1, -2, 0]),
    ("5077a1", [0, 0, 1, -7, 6]),
    ("11a1 u=6", [0, -36, 216, -12960, -933120]),
    ("Kubert Z/12", [43, -210, -210, 0, 0]),
    ("30 digits", [1, -1, 1, -(10**29) - 7, 10**30 + 3]),
)


def bench_elliptic() -> None:
    from jacobian.checkers.elliptic import invariants, torsion
    from jacobian.providers.sage.elliptic_worker import op_ec_invariants, op_ec_torsion

    gp = pari()
    print("\nElliptic curves: PARI in the worker against the Python checkers (Tate's algorithm; #E(F_p) counts)")
    head = f"{'curve':<12} {'N digits':>8} {'inv ms':>9} {'check ms':>9} {'ratio':>6}"
    print(head + f" {'tors ms':>8} {'check ms':>9} {'ratio':>6}")
    for label, a in ELLIPTIC:
        subject = {"coefficients": [str(x) for x in a]}
        t = time.perf_counter()
        data = op_ec_invariants(gp, subject, None)
        compute = time.perf_counter() - t
        certs = data.pop("certificates")
        request = {"claim": {"kind": "ELLIPTIC_CURVE_INVARIANTS", **data}, "subject": subject}
        t = time.perf_counter()
        verdict = invariants.check({**request, "certificate": {"certificates": certs}})
        check = time.perf_counter() - t
        assert verdict["accepted"], verdict
        t = time.perf_counter()
        tors = op_ec_torsion(gp, subject, None)
        tcompute = time.perf_counter() - t
        kind = "TORSION_SUBGROUP" if tors["primes"] else "TORSION_POINTS"
        claim = {"kind": kind, "structure": [str(d) for d in tors["structure"]], "generators": tors["generators"]}
        cert = {"primes": tors["primes"]} if tors["primes"] else {}
        t = time.perf_counter()
        verdict = torsion.check({"claim": claim, "subject": subject, "certificate": cert})
        tcheck = time.perf_counter() - t
        assert verdict["accepted"], verdict
        ms = [1000 * x for x in (compute, check, tcompute, tcheck)]
        print(
            f"{label:<12} {len(data['conductor']):>8} {ms[0]:>9.2f} {ms[1]:>9.2f} {check / compute:>6.2f} "
            f"{ms[2]:>8.2f} {ms[3]:>9.2f} {tcheck / tcompute:>6.2f}"
        )


RANKS = (
    ("37a1", [0, 0, 1, -1, 0]),
    ("389a1", [0, 1, 1, -2, 0]),
    ("5077a1", [0, 0, 1, -7, 6]),
    ("234446a1", [1, -1, 0, -79, 289]),
)


def bench_rank() -> None:
    from jacobian.checkers.elliptic import rank
    from jacobian.providers.sage.elliptic_worker import op_ec_rank

    gp = pari()
    print("\nElliptic rank >= r: PARI's ellrank and the independence certificate against the Python checker")
    print(f"{'curve':<12} {'r':>3} {'ell':>4} {'primes':>7} {'rank ms':>9} {'check ms':>9} {'ratio':>6}")
    for label, a in RANKS:
        subject = {"coefficients": [str(x) for x in a]}
        t = time.perf_counter()
        data = op_ec_rank(gp, subject, None)
        compute = time.perf_counter() - t
        claim = {"kind": "RANK_LOWER_BOUND", "r": str(len(data["points"])), "points": data["points"]}
        t = time.perf_counter()
        verdict = rank.check({"claim": claim, "subject": subject, "certificate": data["certificate"]})
        check = time.perf_counter() - t
        assert verdict["accepted"], verdict
        cert = data["certificate"]
        print(
            f"{label:<12} {len(data['points']):>3} {cert['ell']:>4} {len(cert['primes']):>7} {1000 * compute:>9.2f} "
            f"{1000 * check:>9.2f} {check / compute:>6.2f}"
        )


FIELDS = (  # coefficients, constant term first
    ("Dedekind", [8, -2, 1, 1]),
    ("x^3 - 54", [-54, 0, 0, 1]),
    ("Q(zeta_7)", [1] * 7),
    ("Q(zeta_11)", [1] * 11),
    ("Q(zeta_13)", [1] * 13),
    ("x^8 - 2", [-2, 0, 0, 0, 0, 0, 0, 0, 1]),
    ("deg 12, 3 digits", [101, 0, -57, 0, 0, 0, 0, 0, 0, 0, 0, 3, 1]),
)


def bench_fields() -> None:
    from jacobian.checkers.number_field import discriminant
    from jacobian.providers.sage.number_field_worker import op_nf_discriminant

    gp = pari()
    print("\nNumber fields: PARI's nfinit in the worker against the Python checker (Pohst-Zassenhaus)")
    print(f"{'field':<18} {'n':>3} {'|d_K| digits':>12} {'index':>8} {'nfinit ms':>10} {'check ms':>9} {'ratio':>7}")
    for label, f in FIELDS:
        subject = {"polynomial": [str(c) for c in f]}
        t = time.perf_counter()
        data = op_nf_discriminant(gp, subject, None)
        compute = time.perf_counter() - t
        certs = data.pop("certificates")
        request = {"claim": {"kind": "NUMBER_FIELD_DISCRIMINANT", **data}, "subject": subject}
        t = time.perf_counter()
        verdict = discriminant.check({**request, "certificate": {"certificates": certs}})
        check = time.perf_counter() - t
        assert verdict["accepted"], verdict
        digits = len(data["discriminant"].lstrip("-"))
        print(
            f"{label:<18} {len(f) - 1:>3} {digits:>12} {data['index']:>8} {1000 * compute:>10.2f} "
            f"{1000 * check:>9.2f} {check / compute:>7.2f}"
        )


THUE = (  # label, [a_n, ..., a_0], m
    ("x^3 - 2y^3 = 1", [1, 0, 0, -2], 1),
    ("Thomas n = 0", [1, 1, -2, -1], 1),
    ("x^3-2x^2y+3xy^2-17y^3", [1, -2, 3, -17], -15),
    ("x^5 - 3xy^4 + y^5", [1, 0, 0, 0, -3, 1], 7),
    ("x^7 - 3y^7", [1, 0, 0, 0, 0, 0, 0, -3], 2),
    ("x^10 - 3xy^9 + y^10", [1] + [0] * 8 + [-3, 1], 1),
)


def bench_thue() -> None:
    from jacobian.checkers.integer import diophantine
    from jacobian.providers.sage.number_worker import op_thue

    gp = pari()
    print("\nThue equations: PARI's thueinit/thue in the worker, unconditional and under GRH; the checker")
    print(f"{'equation':<24} {'n':>3} {'sols':>5} {'flag 1 ms':>10} {'flag 0 ms':>10} {'check ms':>9}")
    for label, form, m in THUE:
        subject = {"form": [str(c) for c in form], "m": str(m)}
        times = []
        for grh in (False, True):
            t = time.perf_counter()
            data = op_thue(gp, {**subject, "assume_grh": grh}, None)
            times.append(time.perf_counter() - t)
        claim = {"kind": "THUE_SOLUTIONS", "solutions": data["solutions"]}
        t = time.perf_counter()
        verdict = diophantine.check({"claim": claim, "subject": subject, "certificate": {}})
        check = time.perf_counter() - t
        assert verdict["accepted"] or not data["solutions"], verdict
        print(
            f"{label:<24} {len(form) - 1:>3} {len(data['solutions']):>5} {1000 * times[0]:>10.2f} "
            f"{1000 * times[1]:>10.2f} {1000 * check:>9.2f}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cap", type=float, default=600.0, help="seconds per factoring size")
    parser.add_argument("--skip-ecpp", action="store_true")
    parser.add_argument("--skip-factor", action="store_true")
    parser.add_argument("--skip-elliptic", action="store_true")
    parser.add_argument("--skip-fields", action="store_true")
    parser.add_argument("--skip-thue", action="store_true")
    parser.add_argument("--sizes", default="40,50,60,70,80,90,100", help="digit counts (100: RSA-100)")
    args = parser.parse_args()
    if not args.skip_ecpp:
        bench_ecpp()
    if not args.skip_factor:
        bench_factor(args.cap, tuple(int(d) for d in args.sizes.split(",")))
    if not args.skip_elliptic:
        bench_elliptic()
        bench_rank()
    if not args.skip_fields:
        bench_fields()
    if not args.skip_thue:
        bench_thue()


if __name__ == "__main__":
    main()
