"""Search time against checking time for "no countermodel of order n", side by side in one run.

    python3 bench/bench_algebra.py [--orders 4] [--solver cadical195]

Cases (Equational Theories Project numbering): renamed commutativity (43 => 43), 387 => 43,
1689 => 2 (Kisielewicz), 1571 => 4512. Search: the encoding (the checker's encoder, as the
provider builds it) and PySAT solving it with a DRAT proof, in this process. Checking: what the
``refutation_check`` worker does, in this process: re-encode, digest, DRAT parse, elaboration to
LRAT and the LRAT kernel (the sandboxed job's start-up is not included).
"""

from __future__ import annotations

import argparse
import time

from pysat.solvers import Solver

from jacobian.checkers.algebra.encode import digest, encode
from jacobian.checkers.algebra.terms import parse_law
from jacobian.checkers.sat.drat import parse_text
from jacobian.checkers.sat.elaborate import elaborate
from jacobian.checkers.sat.lrat import check_lrat

CASES = {
    "43 => 43 (renamed)": (["x*y = y*x"], "a*b = b*a"),
    "387 => 43": (["x*y = (y*y)*x"], "x*y = y*x"),
    "1689 => 2": (["x = (y*x)*((x*z)*z)"], "x = y"),
    "1571 => 4512": (["x = (y*z)*(y*(x*z))"], "x*(y*z) = (x*y)*z"),
}


def search(sources, target, n, solver):
    t0 = time.perf_counter()
    num_vars, clauses = encode([parse_law(s) for s in sources], parse_law(target), n)
    cnf_digest = digest(num_vars, clauses)
    t1 = time.perf_counter()
    with Solver(name=solver, bootstrap_with=clauses, with_proof=True) as s:
        assert s.solve() is False
        proof = "\n".join([ln for ln in s.get_proof() or [] if ln.strip()] + ["0"]) + "\n"
    t2 = time.perf_counter()
    return t1 - t0, t2 - t1, cnf_digest, proof, len(clauses)


def check(sources, target, n, cnf_digest, proof):
    t0 = time.perf_counter()
    num_vars, clauses = encode([parse_law(s) for s in sources], parse_law(target), n)
    assert digest(num_vars, clauses) == cnf_digest
    t1 = time.perf_counter()
    lrat, counts = elaborate(num_vars, clauses, parse_text(proof))
    ok, reason, _ = check_lrat(clauses, lrat)
    assert ok, reason
    return t1 - t0, time.perf_counter() - t1, counts.get("core_lemmas", 0)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--orders", default="4", help="comma-separated orders (default 4)")
    ap.add_argument("--solver", default="cadical195")
    args = ap.parse_args()
    print(
        f"{'case':<20} {'n':>2} {'clauses':>8} {'proof':>7} {'encode':>8} {'solve':>8} {'re-enc':>8} "
        f"{'drat+lrat':>9} {'check/search':>12}"
    )
    for name, (sources, target) in CASES.items():
        for n in (int(o) for o in args.orders.split(",")):
            enc, solve, cnf_digest, proof, size = search(sources, target, n, args.solver)
            re_enc, proof_check, core = check(sources, target, n, cnf_digest, proof)
            ratio = (re_enc + proof_check) / (enc + solve)
            print(
                f"{name:<20} {n:>2} {size:>8} {proof.count(chr(10)):>7} {enc:>8.4f} {solve:>8.4f} {re_enc:>8.4f} "
                f"{proof_check:>9.4f} {ratio:>12.2f}"
            )


if __name__ == "__main__":
    main()
