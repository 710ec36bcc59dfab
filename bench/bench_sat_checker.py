"""Checker time against cadical's solve time, side by side in one run, for both elaborators.

    python3 bench/bench_sat_checker.py [--fixtures DIR] [--text] [--large php8,php9,r200] [--no-python]
                                       [--no-python-kernel] [--rounds 3] [--drat-trim EXE]
                                       [--pair LABEL=CNF,DRAT ...]

Sets: the uuf50-218 fixtures, and generated large proofs: pigeonhole PHP(n+1,n) (``phpN``) and
random 3-SAT at clause/variable ratio 4.26 (``rN``: N variables, the first UNSAT seeds of 0..9,
at most 3). Production: the ``cadical`` executable solving with a DRAT proof written to a file
(binary DRAT, its default; ``--text`` for ``--no-binary``), wall time of the process. Checking:
the checker's own work in this process, as the ``proof_check`` worker does it: DIMACS read, then
either the compiled elaborator (``native``: a child process reading the formula and the proof,
its start-up included) or the DRAT parse and the Python elaborator (``python``), then the LRAT
kernel on the LRAT: the compiled kernel (``lrat-kernel``, a child process fed the formula and the LRAT
through a pipe, its start-up included), which decides where installed, and beside it the Python kernel
(``lrat.py``, the reference; ``--no-python-kernel`` leaves it out). ``check s`` is the production path
(DIMACS, elaboration, compiled kernel); ``py check`` the same with the Python kernel instead. (The sandboxed
worker's own start-up is not included; cadical's start-up is.)
Each instance is solved and checked in turn, ``--rounds`` times (3), and its fastest solve and
fastest check count (so a burst of load on a shared host slows one instance's both sides, not one
whole phase). Each row says which elaborator ran. ``--drat-trim EXE`` times drat-trim (the reference C checker,
which the project neither ships nor builds: an operator's own build) on every same proof, side by
side; ``--pair`` adds a formula and binary DRAT proof from files, e.g. drat-trim's ``R_4_4_18``
example (checked, not solved). Elaborator rate: proof steps (lemmas and deletions) per
second of elaboration (the parse included), and core lemmas checked per second.
"""

from __future__ import annotations

import argparse
import random
import subprocess
import tempfile
import time
from pathlib import Path

from jacobian.checkers.sat import kernel
from jacobian.checkers.sat.dimacs import model_of, parse_dimacs
from jacobian.checkers.sat.drat import parse_binary, parse_text
from jacobian.checkers.sat.elaborate import elaborate
from jacobian.checkers.sat.lrat import check_lrat
from jacobian.checkers.sat.native import elaborate_native

DEFAULT_FIXTURES = Path(__file__).resolve().parents[1] / "tests" / "data" / "satlib" / "uuf50-218"


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


def drat_trim(exe: str | None, cnf: Path, proof: Path) -> float | None:
    """drat-trim's own check of the same proof (backward mode, its default), wall time of the process."""
    if exe is None:
        return None
    t0 = time.perf_counter()
    proc = subprocess.run([exe, str(cnf), str(proof)], capture_output=True, text=True)
    assert "s VERIFIED" in proc.stdout, (cnf, proc.stdout[-300:])
    return time.perf_counter() - t0


def check_one(path: Path, data: bytes, text: bool, elaborator: str, python_kernel: bool = True) -> tuple:
    """(dimacs s, elaboration s (parse included), compiled kernel s, proof steps, core lemmas, model s, Python
    kernel s or 0.0): ``model s`` is the digest of the formula read (:func:`model_of`, which the checker reports
    with its decision), timed apart so that the check with it and without it stand side by side."""
    t0 = time.perf_counter()
    num_vars, clauses = parse_dimacs(path.read_text())
    t1 = time.perf_counter()
    model_of(num_vars, clauses)
    model = time.perf_counter() - t1
    t1 = time.perf_counter()
    if elaborator == "native":
        lrat, counts = elaborate_native(num_vars, clauses, [data], binary=not text)
    else:
        steps = parse_text(data.decode()) if text else parse_binary(data)
        lrat, counts = elaborate(num_vars, clauses, steps)
        counts["proof_steps"] = len(steps)
    t2 = time.perf_counter()
    decision = kernel.decide(num_vars, clauses, lrat)
    t3 = time.perf_counter()
    assert decision.accepted and decision.kernel == "compiled", (path, decision)
    python = 0.0
    if python_kernel:
        t4 = time.perf_counter()
        ok, reason, _ = check_lrat(clauses, lrat)
        python = time.perf_counter() - t4
        assert ok, (path, reason)
    return t1 - t0, t2 - t1, t3 - t2, counts["proof_steps"], counts["core_lemmas"], model, python


def report(
    label: str, elaborator: str, produce: float | None, size: int, rows: list[tuple], trim: float | None
) -> None:
    dimacs, elab, ckernel = (sum(r[i] for r in rows) for i in range(3))
    check = dimacs + elab + ckernel
    model, pykernel = sum(r[5] for r in rows), sum(r[6] for r in rows)
    py_check = dimacs + elab + pykernel
    steps, core = (sum(r[i] for r in rows) for i in (3, 4))
    solve = f"{produce:9.3f} " if produce else f"{'-':>9} "
    ratio = f"{check / produce:6.2f}" if produce else f"{'-':>6}"
    py = f"{pykernel:8.3f} {py_check:9.3f}" if pykernel else f"{'-':>8} {'-':>9}"
    py_trim = f"{py_check / trim:6.2f}" if trim and pykernel else f"{'-':>6}"
    versus = f" {trim:9.3f} {check / trim:6.2f} {py_trim} {elab / trim:6.2f} {ckernel / trim:7.2f}" if trim else ""
    print(
        f"{label:<22} {elaborator:<7} {len(rows):>3} {size / 1e6:8.2f} {solve}{check:9.3f} {dimacs:7.3f} "
        f"{elab:8.3f} {ckernel:7.3f} {py} {ratio} {steps / elab:10.0f} {core / elab:9.0f} {model:7.4f} "
        f"{check + model:9.3f} "
        f"{100 * model / check:6.2f}%{versus}"
    )


def run_set(
    label: str,
    cnfs: list[Path],
    proof: Path,
    text: bool,
    elaborators: list[str],
    limit: int,
    rounds: int,
    trim_exe: str | None,
    python_kernel: bool = True,
) -> None:
    """Solve and check each instance in turn, ``rounds`` times, and keep each one's fastest solve and
    fastest check: load on a shared host then slows both sides alike instead of one phase."""
    produce, size, rows, trim = 0.0, 0, {e: [] for e in elaborators}, 0.0
    for cnf in cnfs:
        best: dict[str, tuple] = {}
        fastest: float | None = None
        trim_best = float("inf")
        for _ in range(rounds):
            t = solve(cnf, proof, text)
            if t is None:
                break
            fastest = t if fastest is None else min(fastest, t)
            data = proof.read_bytes()
            trim_best = min(trim_best, drat_trim(trim_exe, cnf, proof) or trim_best)
            for elaborator in elaborators:
                row = check_one(cnf, data, text, elaborator, python_kernel)
                if elaborator not in best or sum(row[:3]) < sum(best[elaborator][:3]):
                    best[elaborator] = row
        if fastest is None:
            continue
        produce += fastest
        trim += trim_best if trim_exe else 0.0
        size += len(data)
        for elaborator in elaborators:
            rows[elaborator].append(best[elaborator])
        if len(rows[elaborators[0]]) == limit:
            break
    for elaborator in elaborators:
        report(label, elaborator, produce, size, rows[elaborator], trim or None)


def run_pair(
    label: str, cnf: Path, proof: Path, elaborators: list[str], trim_exe: str | None, python_kernel: bool = True
) -> None:
    """A formula and a binary DRAT proof given as files (e.g. drat-trim's R_4_4_18 example): no solve."""
    data = proof.read_bytes()
    trim = drat_trim(trim_exe, cnf, proof)
    for elaborator in elaborators:
        report(label, elaborator, None, len(data), [check_one(cnf, data, False, elaborator, python_kernel)], trim)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--fixtures", default=str(DEFAULT_FIXTURES))
    ap.add_argument("--text", action="store_true", help="text DRAT instead of binary")
    ap.add_argument("--large", default="php8,php9,r150,r200", help="generated sets, comma-separated ('' for none)")
    ap.add_argument("--no-python", action="store_true", help="only the compiled elaborator")
    ap.add_argument("--no-python-kernel", action="store_true", help="time only the compiled LRAT kernel")
    ap.add_argument("--rounds", type=int, default=3, help="solve and check each instance this often, keep the fastest")
    ap.add_argument("--drat-trim", metavar="EXE", help="also time drat-trim (an operator's own build) on each proof")
    ap.add_argument("--pair", action="append", default=[], metavar="LABEL=CNF,DRAT", help="a binary DRAT proof file")
    args = ap.parse_args()
    elaborators = ["native"] if args.no_python else ["native", "python"]
    assert kernel.absent() is None, f"{kernel.BINARY} is not built (setup.py builds it where a C compiler is)"
    py_kernel = not args.no_python_kernel
    files = sorted(Path(args.fixtures).glob("*.cnf"))
    assert files, f"no .cnf files in {args.fixtures}"
    print(
        f"{'DRAT from cadical (' + ('text' if args.text else 'binary') + ')':<22} {'elab':<7} {'n':>3} {'MB':>8} "
        f"{'solve s':>9} {'check s':>9} {'dimacs':>7} {'elab':>8} {'ckernel':>7} {'pykernel':>8} {'py check':>9} "
        f"{'ratio':>6} "
        f"{'steps/s':>10} {'core/s':>9} {'model':>7} {'+model s':>9} {'model%':>7}"
        + (f" {'trim s':>9} {'/trim':>6} {'py/t':>6} {'elab/t':>6} {'ckern/t':>7}" if args.drat_trim else "")
    )
    with tempfile.TemporaryDirectory() as tmp:
        proof = Path(tmp) / "proof"
        run_set("uuf50-218", files, proof, args.text, elaborators, len(files), args.rounds, args.drat_trim, py_kernel)
        for name in filter(None, args.large.split(",")):
            size = int(name[3:] if name.startswith("php") else name[1:])
            texts = [php(size)] if name.startswith("php") else [random3(size, seed) for seed in range(10)]
            cnfs = []
            for k, text in enumerate(texts):
                cnfs.append(Path(tmp) / f"{name}-{k}.cnf")
                cnfs[-1].write_text(text)
            label = f"{name} ({'PHP' if name.startswith('php') else '3-SAT 4.26'})"
            run_set(label, cnfs, proof, args.text, elaborators, 3, args.rounds, args.drat_trim, py_kernel)
    for pair in args.pair:
        label, _, files_ = pair.partition("=")
        cnf, _, drat = files_.partition(",")
        run_pair(label, Path(cnf), Path(drat), elaborators, args.drat_trim, py_kernel)
    print("check s = dimacs + elab + ckernel (the compiled kernel decides); py check = the same, Python kernel")
    print("ratio = check / solve (target <= 1.00); steps/s = proof steps / elaboration s (parse included)")
    print("model = digest of the formula read (in the decision); +model s = check + model; model% = model / check")
    if args.drat_trim:
        print("trim s = drat-trim's check of the same proof; /trim = check / drat-trim (goal <= 1.5 on R_4_4_18)")
        print("py/t = py check / drat-trim")
        print("elab/t, ckern/t = elaboration, compiled kernel / drat-trim")


if __name__ == "__main__":
    main()
