"""Checker time against cadical's solve time, side by side in one run, for both elaborators.

    python3 bench/bench_sat_checker.py [--fixtures DIR] [--text] [--large php8,php9,r200] [--no-python]

Sets: the uuf50-218 fixtures, and generated large proofs: pigeonhole PHP(n+1,n) (``phpN``) and
random 3-SAT at clause/variable ratio 4.26 (``rN``: N variables, the first UNSAT seeds of 0..9,
at most 3). Production: the ``cadical`` executable solving with a DRAT proof written to a file
(binary DRAT, its default; ``--text`` for ``--no-binary``), wall time of the process. Checking:
the checker's own work in this process, as the ``proof_check`` worker does it: DIMACS read, then
either the compiled elaborator (``native``: a child process reading the formula and the proof,
its start-up included) or the DRAT parse and the Python elaborator (``python``), then the LRAT
kernel on the LRAT (the sandboxed worker's own start-up is not included; cadical's start-up is).
Each instance is solved and checked in turn, ``--rounds`` times (3), and its fastest solve and
fastest check count (so a burst of load on a shared host slows one instance's both sides, not one
whole phase). Each row says which elaborator ran. Elaborator rate: proof steps (lemmas and deletions) per
second of elaboration (the parse included), and core lemmas checked per second.
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
from jacobian.checkers.sat.native import elaborate_native

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


def solve(path: Path, proof: Path, text: bool) -> float | None:
    argv = ["cadical", "-q", *(["--no-binary"] if text else []), str(path), str(proof)]
    t0 = time.perf_counter()
    proc = subprocess.run(argv, capture_output=True)
    produce = time.perf_counter() - t0
    return produce if proc.returncode == 20 else None


def check_one(path: Path, data: bytes, text: bool, elaborator: str) -> tuple:
    """(dimacs s, elaboration s (parse included), kernel s, proof steps, core lemmas)."""
    t0 = time.perf_counter()
    num_vars, clauses = parse_dimacs(path.read_text())
    t1 = time.perf_counter()
    if elaborator == "native":
        lrat, counts = elaborate_native(num_vars, clauses, [data], binary=not text)
    else:
        steps = parse_text(data.decode()) if text else parse_binary(data)
        lrat, counts = elaborate(num_vars, clauses, steps)
        counts["proof_steps"] = len(steps)
    t2 = time.perf_counter()
    ok, reason, _ = check_lrat(clauses, lrat)
    t3 = time.perf_counter()
    assert ok, (path, reason)
    return t1 - t0, t2 - t1, t3 - t2, counts["proof_steps"], counts["core_lemmas"]


def report(label: str, elaborator: str, produce: float, size: int, rows: list[tuple]) -> None:
    dimacs, elab, kernel = (sum(r[i] for r in rows) for i in range(3))
    check = dimacs + elab + kernel
    steps, core = (sum(r[i] for r in rows) for i in (3, 4))
    print(
        f"{label:<22} {elaborator:<7} {len(rows):>3} {size / 1e6:8.2f} {produce:9.3f} {check:9.3f} {dimacs:7.3f} "
        f"{elab:8.3f} {kernel:7.3f} {check / produce:6.2f} {steps / elab:10.0f} {core / elab:9.0f}"
    )


def run_set(
    label: str, cnfs: list[Path], proof: Path, text: bool, elaborators: list[str], limit: int, rounds: int
) -> None:
    """Solve and check each instance in turn, ``rounds`` times, and keep each one's fastest solve and
    fastest check: load on a shared host then slows both sides alike instead of one phase."""
    produce, size, rows = 0.0, 0, {e: [] for e in elaborators}
    for cnf in cnfs:
        best: dict[str, tuple] = {}
        fastest: float | None = None
        for _ in range(rounds):
            t = solve(cnf, proof, text)
            if t is None:
                break
            fastest = t if fastest is None else min(fastest, t)
            data = proof.read_bytes()
            for elaborator in elaborators:
                row = check_one(cnf, data, text, elaborator)
                if elaborator not in best or sum(row[:3]) < sum(best[elaborator][:3]):
                    best[elaborator] = row
        if fastest is None:
            continue
        produce += fastest
        size += len(data)
        for elaborator in elaborators:
            rows[elaborator].append(best[elaborator])
        if len(rows[elaborators[0]]) == limit:
            break
    for elaborator in elaborators:
        report(label, elaborator, produce, size, rows[elaborator])


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--fixtures", default=str(DEFAULT_FIXTURES))
    ap.add_argument("--text", action="store_true", help="text DRAT instead of binary")
    ap.add_argument("--large", default="php8,php9,r150,r200", help="generated sets, comma-separated ('' for none)")
    ap.add_argument("--no-python", action="store_true", help="only the compiled elaborator")
    ap.add_argument("--rounds", type=int, default=3, help="solve and check each instance this often, keep the fastest")
    args = ap.parse_args()
    elaborators = ["native"] if args.no_python else ["native", "python"]
    files = sorted(Path(args.fixtures).glob("*.cnf"))
    assert files, f"no .cnf files in {args.fixtures}"
    print(
        f"{'DRAT from cadical (' + ('text' if args.text else 'binary') + ')':<22} {'elab':<7} {'n':>3} {'MB':>8} "
        f"{'solve s':>9} {'check s':>9} {'dimacs':>7} {'elab':>8} {'kernel':>7} {'ratio':>6} "
        f"{'steps/s':>10} {'core/s':>9}"
    )
    with tempfile.TemporaryDirectory() as tmp:
        proof = Path(tmp) / "proof"
        run_set("uuf50-218", files, proof, args.text, elaborators, len(files), args.rounds)
        for name in filter(None, args.large.split(",")):
            size = int(name[3:] if name.startswith("php") else name[1:])
            texts = [php(size)] if name.startswith("php") else [random3(size, seed) for seed in range(10)]
            cnfs = []
            for k, text in enumerate(texts):
                cnfs.append(Path(tmp) / f"{name}-{k}.cnf")
                cnfs[-1].write_text(text)
            label = f"{name} ({'PHP' if name.startswith('php') else '3-SAT 4.26'})"
            run_set(label, cnfs, proof, args.text, elaborators, 3, args.rounds)
    print("ratio = check / solve (target <= 1.00); steps/s = proof steps / elaboration s (parse included)")


if __name__ == "__main__":
    main()
