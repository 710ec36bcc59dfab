"""Checker time against cadical's solve time, side by side in one run.

    python3 bench/bench_sat_checker.py [--fixtures DIR] [--text] [--large php8,php9,r200]

Sets: the uuf50-218 fixtures, and generated large proofs: pigeonhole PHP(n+1,n) (``phpN``) and
random 3-SAT at clause/variable ratio 4.26 (``rN``: N variables, the first UNSAT seeds of 0..9,
at most 3). Production: the ``cadical`` executable solving with a DRAT proof written to a file
(binary DRAT, its default; ``--text`` for ``--no-binary``), wall time of the process. Checking:
the checker's own work in this process: DIMACS read, DRAT parse, elaboration to LRAT and the LRAT
kernel (the calls the ``proof_check`` worker makes; the sandboxed worker's start-up is not
included, cadical's start-up is). Elaborator rate: proof steps (lemmas and deletions) per second
of elaboration, and core lemmas checked per second.
"""

from __future__ import annotations

import argparse
import random
import subprocess
import tempfile
import time
from pathlib import Path

from jacobian.checkers.sat.dimacs import parse_dimacs
from jacobian.checkers.sat.drat import parse_binary, parse_text
from jacobian.checkers.sat.elaborate import elaborate
from jacobian.checkers.sat.lrat import check_lrat

DEFAULT_FIXTURES = Path(__file__).resolve().parents[2] / "shared" / "fixtures" / "sat" / "uuf50-218"


def php(n: int) -> str:
    var = lambda p, h: p * n + h + 1  # noqa: E731
    cls = [[var(p, h) for h in range(n)] for p in range(n + 1)]
    cls += [[-var(p, h), -var(q, h)] for h in range(n) for p in range(n + 1) for q in range(p + 1, n + 1)]
    return f"p cnf {n * (n + 1)} {len(cls)}\n" + "".join(" ".join(map(str, c)) + " 0\n" for c in cls)


def random3(nv: int, seed: int) -> str:
    rng = random.Random(seed)
    cls = [[rng.choice((1, -1)) * x for x in rng.sample(range(1, nv + 1), 3)] for _ in range(round(4.26 * nv))]
    return f"p cnf {nv} {len(cls)}\n" + "".join(" ".join(map(str, c)) + " 0\n" for c in cls)


def run_one(path: Path, proof: Path, text: bool) -> tuple | None:
    argv = ["cadical", "-q", *(["--no-binary"] if text else []), str(path), str(proof)]
    t0 = time.perf_counter()
    proc = subprocess.run(argv, capture_output=True)
    produce = time.perf_counter() - t0
    if proc.returncode != 20:
        return None
    data = proof.read_bytes()
    t0 = time.perf_counter()
    num_vars, clauses = parse_dimacs(path.read_text())
    steps = parse_text(data.decode()) if text else parse_binary(data)
    t1 = time.perf_counter()
    lrat, counts = elaborate(num_vars, clauses, steps)
    t2 = time.perf_counter()
    ok, reason, _ = check_lrat(clauses, lrat)
    t3 = time.perf_counter()
    assert ok, (path, reason)
    return produce, t1 - t0, t2 - t1, t3 - t2, len(steps), counts["core_lemmas"], len(data)


def report(label: str, rows: list[tuple]) -> None:
    produce, parse, elab, kernel = (sum(r[i] for r in rows) for i in range(4))
    check = parse + elab + kernel
    steps, core, size = (sum(r[i] for r in rows) for i in (4, 5, 6))
    print(
        f"{label:<22} {len(rows):>3} {size / 1e6:8.2f} {produce:9.3f} {check:9.3f} {parse:7.3f} {elab:8.3f} "
        f"{kernel:7.3f} {check / produce:6.2f} {steps / elab:10.0f} {core / elab:9.0f}"
    )


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--fixtures", default=str(DEFAULT_FIXTURES))
    ap.add_argument("--text", action="store_true", help="text DRAT instead of binary")
    ap.add_argument("--large", default="php8,php9,r150,r200", help="generated sets, comma-separated ('' for none)")
    args = ap.parse_args()
    files = sorted(Path(args.fixtures).glob("*.cnf"))
    assert files, f"no .cnf files in {args.fixtures}"
    print(
        f"{'DRAT from cadical (' + ('text' if args.text else 'binary') + ')':<22} {'n':>3} {'MB':>8} "
        f"{'solve s':>9} {'check s':>9} {'parse':>7} {'elab':>8} {'kernel':>7} {'ratio':>6} "
        f"{'steps/s':>10} {'core/s':>9}"
    )
    with tempfile.TemporaryDirectory() as tmp:
        proof = Path(tmp) / "proof"
        rows = [r for r in (run_one(p, proof, args.text) for p in files) if r]
        report("uuf50-218", rows)
        for name in filter(None, args.large.split(",")):
            size = int(name[3:] if name.startswith("php") else name[1:])
            texts = [php(size)] if name.startswith("php") else [random3(size, seed) for seed in range(10)]
            rows = []
            for text in texts:
                cnf = Path(tmp) / "f.cnf"
                cnf.write_text(text)
                row = run_one(cnf, proof, args.text)
                if row:
                    rows.append(row)
                if len(rows) == 3:
                    break
            report(f"{name} ({'PHP' if name.startswith('php') else '3-SAT 4.26'})", rows)
    print("ratio = check / solve (target <= 1.00); steps/s = proof steps / elaboration s")


if __name__ == "__main__":
    main()
