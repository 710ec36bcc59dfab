"""Exact certification against floating-point solving, and FLINT against SymPy, side by side in one run.

    python3 bench/bench_exact.py [--repeat 3] [--size 200] [--skip-sympy]

LP part, on the NETLIB instances under tests/providers/exact/data: "solve" is HiGHS's simplex
(``lp_exact.highs_solve``, floating point, in this process); "certify" is what makes the answer
exact and checked: the FLINT reconstruction of x and y from HiGHS's final basis plus the exact check
of the worker (``lp_exact.reconstruct``), and the checker's own replay (``lp_check.decide`` on the
MPS subject, its own MPS reader included). The sandboxed jobs' start-up is not included.

Matrix part: exact rank and determinant of a random size x size rational matrix (entries p/q,
|p| <= 9, 1 <= q <= 9) by python-flint's fmpq_mat and by SymPy's ``DomainMatrix`` over QQ (its
fastest exact path; ``Matrix.rank`` is slower still), with SymPy's pure-Python ground types: with
python-flint installed SymPy would otherwise run FLINT underneath. SymPy runs once (minutes at 200).
"""

from __future__ import annotations

import os

os.environ.setdefault("SYMPY_GROUND_TYPES", "python")  # SymPy's own arithmetic, not python-flint underneath

import argparse  # noqa: E402
import random
import time  # noqa: E402
from fractions import Fraction  # noqa: E402
from pathlib import Path  # noqa: E402

import flint  # noqa: E402

from jacobian.checkers.exact import lp_check  # noqa: E402
from jacobian.providers.exact.lp_exact import LP, highs_solve, reconstruct  # noqa: E402
from jacobian.providers.exact.mps import parse_mps  # noqa: E402

DATA = Path(__file__).resolve().parents[1] / "tests" / "providers" / "exact" / "data"
NETLIB = ("afiro", "sc50a", "adlittle", "blend")


def best(fn, repeat: int) -> tuple[float, object]:
    times, value = [], None
    for _ in range(repeat):
        t0 = time.perf_counter()
        value = fn()
        times.append(time.perf_counter() - t0)
    return min(times), value


def bench_lp(repeat: int) -> None:
    print(
        f"{'instance':10} {'rows x cols':>12} {'solve s':>9} {'reconstruct s':>14} {'check s':>9} {'certify/solve':>14}"
    )
    for name in NETLIB:
        text = (DATA / f"{name}.mps").read_text()
        model = parse_mps(text)
        sign = 1 if model.sense == "minimize" else -1
        lp = LP([sign * v for v in model.objective], model.matrix, model.senses, model.rhs, model.lower, model.upper)
        solve_s, (status, _, basis) = best(lambda lp=lp: highs_solve(lp, None), repeat)  # type: ignore[misc]
        rec_s, exact = best(lambda lp=lp, basis=basis: reconstruct(lp, basis), repeat)
        assert exact is not None and exact.why_not is None, (name, exact)
        claim = {"kind": "LP_OPTIMAL", "objective": str(sign * exact.primal)}
        cert = {"x": [str(v) for v in exact.x], "y": [str(v) for v in exact.y]}
        subject = {"mps": text}
        check_s, (accepted, _) = best(lambda c=claim, s=subject, e=cert: lp_check.decide(c, s, e), repeat)
        assert accepted, name
        shape = f"{len(model.matrix)} x {len(model.columns)}"
        ratio = (rec_s + check_s) / solve_s
        print(f"{name:10} {shape:>12} {solve_s:9.4f} {rec_s:14.4f} {check_s:9.4f} {ratio:14.2f}")


def bench_matrix(size: int, repeat: int, skip_sympy: bool) -> None:
    rng = random.Random(200)
    rows = [[Fraction(rng.randint(-9, 9), rng.randint(1, 9)) for _ in range(size)] for _ in range(size)]
    M = flint.fmpq_mat(size, size, [flint.fmpq(v.numerator, v.denominator) for r in rows for v in r])
    rank_s, rank = best(M.rank, repeat)
    det_s, det = best(M.det, repeat)
    print(f"\n{size} x {size} rational matrix: FLINT rank {rank_s:.4f} s, det {det_s:.4f} s (rank {rank})")
    if skip_sympy:
        return
    import sympy
    from sympy.polys.domains import QQ
    from sympy.polys.matrices import DomainMatrix

    D = DomainMatrix([[QQ(v.numerator, v.denominator) for v in r] for r in rows], (size, size), QQ)
    srank_s, srank = best(D.rank, 1)
    sdet_s, sdet = best(D.det, 1)
    assert srank == rank and Fraction(int(sdet.numerator), int(sdet.denominator)) == Fraction(int(det.p), int(det.q))
    kind = sympy.external.gmpy.GROUND_TYPES
    print(f"SymPy {sympy.__version__} ({kind} ground types): DomainMatrix(QQ) rank {srank_s:.4f} s, det {sdet_s:.4f} s")
    print(f"ratio SymPy / FLINT: rank {srank_s / rank_s:.1f}x, det {sdet_s / det_s:.1f}x")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--size", type=int, default=200)
    ap.add_argument("--skip-sympy", action="store_true")
    args = ap.parse_args()
    bench_lp(args.repeat)
    bench_matrix(args.size, args.repeat, args.skip_sympy)


if __name__ == "__main__":
    main()
