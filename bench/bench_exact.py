"""Exact certification against floating-point solving, and FLINT against SymPy, side by side in one run.

    python3 bench/bench_exact.py [--repeat 3] [--size 200] [--skip-sympy]

LP part, on the NETLIB instances under tests/providers/exact/data, each part timed on its own
(best of --repeat) in one run:

- "read": the provider's MPS parse and the LP's sparse rows (``LP.rows``), which both the solve
  and the reconstruction then read: input preparation, outside both "solve" and "certify";
- "solve": HiGHS's simplex (``lp_exact.highs_solve``, floating point, in this process), including
  building HiGHS's column-wise model from the sparse rows;
- "certify" = "reconstruct" + "check": what makes the answer exact and checked. "reconstruct" is
  ``lp_exact.reconstruct``: the exact x and y from HiGHS's final basis (the basis matrix solved
  over Q by FLINT's ``fmpq_mat.solve``, both systems) and the worker's own exact check of
  feasibility, dual feasibility and zero gap. "check" is the checker's whole replay,
  ``lp_check.decide`` on the MPS text: its own MPS reader ("of which read") and the exact checks.

The sandboxed jobs' start-up and the JSON round trip of the certificate are not included.
certify/solve <= 1 is the target on all but the smallest instance (afiro). "certify/solve"
charges the checker's own read of the MPS text to certification but the provider's read to
neither side; "with reads" charges each side its own read: (reconstruct + check) / (read + solve).
Times are CPU seconds of this process (see :func:`best`).

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
from jacobian.checkers.exact.mps_read import read_mps  # noqa: E402
from jacobian.providers.exact.lp_exact import LP, highs_solve, reconstruct  # noqa: E402
from jacobian.providers.exact.mps import parse_mps  # noqa: E402

DATA = Path(__file__).resolve().parents[1] / "tests" / "providers" / "exact" / "data"
NETLIB = ("afiro", "sc50a", "adlittle", "blend")


def best(fn, repeat: int) -> tuple[float, object]:
    """The least CPU time of this process over the repeats (the host is shared: wall time measures the neighbours)."""
    times, value = [], None
    for _ in range(repeat):
        t0 = time.process_time()
        value = fn()
        times.append(time.process_time() - t0)
    return min(times), value


def bench_lp(repeat: int) -> None:
    head = ("read s", "solve s", "reconstruct s", "check s", "of which read", "certify/solve", "with reads")
    print(f"{'instance':10} {'rows x cols':>12} " + " ".join(f"{h:>13}" for h in head))
    for name in NETLIB:
        text = (DATA / f"{name}.mps").read_text()

        def prepare(text: str = text) -> LP:
            m = parse_mps(text)
            sign = 1 if m.sense == "minimize" else -1
            lp = LP([sign * v for v in m.objective], m.matrix, m.senses, m.rhs, m.lower, m.upper)
            lp.rows  # noqa: B018 -- built here, as input preparation
            return lp

        read_s, lp = best(prepare, repeat)
        assert isinstance(lp, LP)
        model = parse_mps(text)
        sign = 1 if model.sense == "minimize" else -1
        solve_s, (status, _, basis) = best(lambda lp=lp: highs_solve(lp, None), repeat)  # type: ignore[misc]
        rec_s, exact = best(lambda lp=lp, basis=basis: reconstruct(lp, basis), repeat)
        assert exact is not None and exact.why_not is None, (name, exact)
        claim = {"kind": "LP_OPTIMAL", "objective": str(sign * exact.primal)}
        cert = {"x": [str(v) for v in exact.x], "y": [str(v) for v in exact.y]}
        subject = {"mps": text}
        check_s, (accepted, _) = best(lambda c=claim, s=subject, e=cert: lp_check.decide(c, s, e), repeat)
        assert accepted, name
        check_read_s, _ = best(lambda s=subject: read_mps(s), repeat)
        shape = f"{len(model.matrix)} x {len(model.columns)}"
        ratio, with_reads = (rec_s + check_s) / solve_s, (rec_s + check_s) / (read_s + solve_s)
        cells = (read_s, solve_s, rec_s, check_s, check_read_s)
        print(f"{name:10} {shape:>12} " + " ".join(f"{v:13.4f}" for v in cells) + f" {ratio:13.2f} {with_reads:13.2f}")


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
    ap.add_argument("--repeat", type=int, default=10)
    ap.add_argument("--size", type=int, default=200)
    ap.add_argument("--skip-sympy", action="store_true")
    args = ap.parse_args()
    bench_lp(args.repeat)
    bench_matrix(args.size, args.repeat, args.skip_sympy)


if __name__ == "__main__":
    main()
