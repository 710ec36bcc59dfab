"""Checker time against proof-production time on the uuf50-218 set, in one run.

    python3 bench/bench_sat_checker.py [--fixtures DIR] [--text]

Production: the ``cadical`` executable solving with a DRAT proof written to a
file (binary DRAT, its default; ``--text`` for ``--no-binary``), wall time of
the process. Checking: the checker's own work in this process: DIMACS read,
DRAT parse, elaboration to LRAT, and the LRAT kernel (the same calls the
``proof_check`` worker makes; interpreter start-up of the sandboxed worker is
not included, nor is cadical's start-up excluded).
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

from jacobian.checkers.sat.dimacs import parse_dimacs
from jacobian.checkers.sat.drat import parse_binary, parse_text
from jacobian.checkers.sat.elaborate import elaborate
from jacobian.checkers.sat.lrat import check_lrat


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--fixtures", default=str(Path(__file__).resolve().parents[2] / "shared" / "fixtures" / "sat" / "uuf50-218"))
    ap.add_argument("--text", action="store_true", help="text DRAT instead of binary")
    args = ap.parse_args()
    files = sorted(Path(args.fixtures).glob("*.cnf"))
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        proof = Path(tmp) / "proof"
        for path in files:
            argv = ["cadical", "-q", str(path), str(proof)]
            if args.text:
                argv.insert(1, "--no-binary")
            t0 = time.perf_counter()
            proc = subprocess.run(argv, capture_output=True)
            produce = time.perf_counter() - t0
            assert proc.returncode == 20, path
            data = proof.read_bytes()
            t0 = time.perf_counter()
            num_vars, clauses = parse_dimacs(path.read_text())
            steps = parse_text(data.decode()) if args.text else parse_binary(data)
            t1 = time.perf_counter()
            lrat, counts = elaborate(num_vars, clauses, steps)
            t2 = time.perf_counter()
            ok, reason, _ = check_lrat(clauses, lrat)
            t3 = time.perf_counter()
            assert ok, (path, reason)
            rows.append((produce, t1 - t0, t2 - t1, t3 - t2, counts["lemmas"], counts["core_lemmas"]))
    produce = sum(r[0] for r in rows)
    parse, elab, kernel = (sum(r[i] for r in rows) for i in (1, 2, 3))
    checking = parse + elab + kernel
    med = lambda i: statistics.median(r[i] for r in rows) * 1000  # noqa: E731
    med_check = statistics.median(r[1] + r[2] + r[3] for r in rows) * 1000
    print(f"uuf50-218: {len(rows)} instances, {'text' if args.text else 'binary'} DRAT from cadical")
    print(f"proof production (cadical process, wall): total {produce:8.3f} s   median {med(0):7.2f} ms")
    print(f"checking (parse + elaborate + kernel):    total {checking:8.3f} s   median {med_check:7.2f} ms")
    print(f"  parse DIMACS+DRAT {parse:.3f} s (median {med(1):.2f} ms), elaborate {elab:.3f} s "
          f"(median {med(2):.2f} ms), kernel {kernel:.3f} s (median {med(3):.2f} ms)")
    print(f"  lemmas: median {statistics.median(r[4] for r in rows):.0f}, core median {statistics.median(r[5] for r in rows):.0f}")
    print(f"ratio checking / production: {checking / produce:.2f}  (target <= 1.00: "
          f"{'met' if checking <= produce else 'NOT met'})")


if __name__ == "__main__":
    main()
