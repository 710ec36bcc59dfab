"""Exact LP certification at NETLIB sizes, MIPLIB 3 small instances, and FLINT against SymPy, in one run.

    python3 bench/bench_exact.py [--only sc205,afiro] [--timeout 600] [--extra DIR] [--mip] [--size 200]
                                 [--skip-sympy] [--skip-matrix]

LP part: every NETLIB MPS file under tests/providers/exact/data (and under --extra DIR, for the
larger ones kept outside the repository), each in its own process with a wall-clock limit
(--timeout), one row each:

- rows, cols, nonzeros: of the LP as read (a ranged row counts twice), or the reader's refusal;
- "highs s": HiGHS's simplex (``lp_exact.highs_solve``, floating point, in this process), "runs" how
  often ``lp_exact.exact_optimum`` ran it (2: the first basis was not exactly optimal, so HiGHS ran
  again at ``TIGHT_TOLERANCE``);
- "exact s": the rest of ``exact_optimum``, i.e. ``lp_exact.reconstruct`` (each run): the exact x and y
  from HiGHS's final basis (the sparse basis system solved by ``basis_solve.solve_both``: triangular
  peeling, FLINT's fmpq_mat on the nucleus) and the worker's own exact check; "nucleus": the size of the
  part left to FLINT's dense solve;
- "check s": the checker's whole replay, ``lp_check.decide`` on the MPS text (its own reader included);
- "level": VERIFIED when the provider's exact certificate exists and the checker accepts it (what a
  VERIFY call concludes, without the sandboxed jobs' start-up and the JSON round trip); otherwise
  the provider's status and reason, or TIMEOUT;
- "published": which of netlib's published values (data/netlib_optima.txt: MINOS's summary table, and
  CPLEX's where the readme lists a differing one) the exact optimum rounds to at the published digits:
  "minos", "cplex", both, or NO.

Times are CPU seconds of the child process (the host is shared: wall time measures the neighbours).

MIP part (--mip): the MIPLIB 3 instances in data/ (egout, bell5, lseu, ... see data/README.md): HiGHS's
MIP time and the exact branch and bound's (``mip_exact.solve_mip``, max_nodes ``MAX_MIP_NODES``) with its status and
note, then the checker's replay of whatever certificate it produced.

Matrix part: exact rank and determinant of a random size x size rational matrix (entries p/q,
|p| <= 9, 1 <= q <= 9) by python-flint's fmpq_mat and by SymPy's ``DomainMatrix`` over QQ (its
fastest exact path; ``Matrix.rank`` is slower still), with SymPy's pure-Python ground types: with
python-flint installed SymPy would otherwise run FLINT underneath. SymPy runs once (minutes at 200).
"""

from __future__ import annotations

import os

os.environ.setdefault("SYMPY_GROUND_TYPES", "python")  # SymPy's own arithmetic, not python-flint underneath

import argparse  # noqa: E402
import multiprocessing  # noqa: E402
import random  # noqa: E402
import time  # noqa: E402
from decimal import Decimal  # noqa: E402
from fractions import Fraction  # noqa: E402
from pathlib import Path  # noqa: E402

import flint  # noqa: E402

DATA = Path(__file__).resolve().parents[1] / "tests" / "providers" / "exact" / "data"
MIPLIB = ("egout", "bell5", "lseu", "flugpl", "p0548", "dcmulti")


def published_optima() -> dict[str, tuple[str, ...]]:
    """name -> the readme's published values (MINOS's, then CPLEX's where it differs); () when none."""
    lines = (DATA / "netlib_optima.txt").read_text().splitlines()
    rows = [line.split() for line in lines if line.strip() and not line.startswith("#")]
    return {name: tuple(v for v in values if v != "-") for name, *values in rows}


def rounded(value: Fraction, published: str) -> str:
    """value to the significant digits of the published E-notation decimal (compare two values so rounded)."""
    digits = len(published.split("E")[0].lstrip("-").replace(".", ""))
    return f"{Decimal(value.numerator) / Decimal(value.denominator):.{digits - 1}E}"


def matches(value: Fraction, published: str) -> bool:
    return rounded(value, published) == rounded(Fraction(Decimal(published)), published)


def cpu(fn):  # noqa: ANN001, ANN201
    t0 = time.process_time()
    value = fn()
    return time.process_time() - t0, value


def lp_row(path: str, published: tuple[str, ...]) -> dict:
    """One NETLIB instance: read, solved by HiGHS, made exact, checked (runs in a child process)."""
    from jacobian.checkers.exact import lp_check
    from jacobian.providers.exact import basis_solve, lp_exact
    from jacobian.providers.exact.lp_exact import LP, exact_optimum
    from jacobian.providers.exact.mps import MpsError, parse_mps

    text = Path(path).read_text()
    try:
        m = parse_mps(text)
    except MpsError as exc:
        return {"level": "REFUSED", "reason": str(exc)[:90]}
    sign = 1 if m.sense == "minimize" else -1
    lp = LP([sign * v for v in m.objective], m.matrix, m.senses, m.rhs, m.lower, m.upper)
    out: dict = {"rows": len(m.matrix), "cols": len(m.columns), "nnz": sum(len(r) for r in m.matrix)}
    nucleus: list[int] = []
    peel = basis_solve.peel

    def spy(entries, k):  # noqa: ANN001, ANN202 -- records the nucleus size of the basis solve
        front, back, left = peel(entries, k)
        nucleus.append(sum(left))  # the last solve's nucleus is reported
        return front, back, left

    basis_solve.peel = spy  # type: ignore[assignment]
    highs_s: list[float] = []
    solve = lp_exact.highs_solve

    def timed(*args):  # noqa: ANN002, ANN202 -- HiGHS's share of exact_optimum (both solves when it retries)
        t, value = cpu(lambda: solve(*args))
        highs_s.append(t)
        return value

    lp_exact.highs_solve = timed  # type: ignore[assignment]
    total, (status, _, exact) = cpu(lambda: exact_optimum(lp, None))
    out["highs"], out["exact"], out["solves"] = sum(highs_s), total - sum(highs_s), len(highs_s)
    if status != lp_exact.highspy.HighsModelStatus.kOptimal:
        return {**out, "level": "UNKNOWN", "reason": f"HiGHS status {status}"}
    out["nucleus"] = nucleus[-1] if nucleus else None
    if exact is None or exact.why_not is not None:
        return {**out, "level": "NOT_EXACT", "reason": "singular basis" if exact is None else exact.why_not[:90]}
    value = sign * Fraction(int(exact.primal.p), int(exact.primal.q)) + m.objective_constant
    claim = {"kind": "LP_OPTIMAL", "objective": str(value)}
    cert = {"x": [str(v) for v in exact.x], "y": [str(v) for v in exact.y]}
    out["check"], verdict = cpu(lambda: lp_check.check({"claim": claim, "subject": {"mps": text}, "certificate": cert}))
    out["level"] = "VERIFIED" if verdict["accepted"] else "REJECTED"
    out["reason"] = "" if verdict["accepted"] else verdict["reason"][:90]
    agree = [name for name, v in zip(("minos", "cplex"), published) if matches(value, v)]
    out["published"] = "-" if not published else ("+".join(agree) if agree else "NO")
    out["value"] = f"{float(value):.10E}"
    return out


def _child(queue, fn, args) -> None:  # noqa: ANN001
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)  # HiGHS's banner; the answer goes through the queue
    try:
        queue.put(fn(*args))
    except Exception as exc:  # noqa: BLE001 -- reported as the row's reason
        queue.put({"level": "ERROR", "reason": f"{type(exc).__name__}: {exc}"[:90]})


def isolated(fn, args, timeout: float) -> dict:  # noqa: ANN001
    """fn(*args) in a forked child; {"level": "TIMEOUT"} when it has not answered within timeout."""
    ctx = multiprocessing.get_context("fork")
    queue = ctx.Queue()
    proc = ctx.Process(target=_child, args=(queue, fn, args))
    proc.start()
    try:
        return queue.get(timeout=timeout)
    except Exception:  # noqa: BLE001 -- queue.Empty
        return {"level": "TIMEOUT", "reason": f"no answer within {timeout:.0f} s"}
    finally:
        proc.kill()
        proc.join()


def _cell(row: dict, key: str, fmt: str) -> str:
    v = row.get(key)
    return "-" if v is None else format(v, fmt)


def bench_lp(only: set[str] | None, extra: Path | None, timeout: float) -> None:
    optima = published_optima()
    files = {p.stem: p for p in sorted(DATA.glob("*.mps")) if p.stem in optima}
    if extra is not None:
        files |= {p.stem: p for p in sorted(extra.glob("*.mps")) if p.stem in optima and p.stem not in files}
    head = (
        f"{'instance':10} {'rows':>6} {'cols':>6} {'nnz':>7} {'highs s':>8} {'runs':>4} {'exact s':>8} {'nucleus':>7}"
    )
    print(head + f" {'check s':>8} {'level':9} {'published':11} {'exact optimum':>17} reason")
    counts: dict[str, int] = {}
    for name in sorted(files, key=lambda n: files[n].stat().st_size):
        if only and name not in only:
            continue
        r = isolated(lp_row, (str(files[name]), optima[name]), timeout)
        counts[r["level"]] = counts.get(r["level"], 0) + 1
        cells = [_cell(r, "rows", "6"), _cell(r, "cols", "6"), _cell(r, "nnz", "7"), _cell(r, "highs", "8.3f")]
        cells += [
            _cell(r, "solves", "4"),
            _cell(r, "exact", "8.3f"),
            _cell(r, "nucleus", "7"),
            _cell(r, "check", "8.3f"),
        ]
        tail = f" {r['level']:9} {r.get('published', '-'):11} {r.get('value', '-'):>17} {r.get('reason', '')}"
        print(f"{name:10} " + " ".join(cells) + tail)
    print("totals: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))


def mip_row(path: str) -> dict:
    """One MIPLIB instance: HiGHS's MIP solve, the exact branch and bound, the checker's replay."""
    from jacobian.checkers.exact import mip_check
    from jacobian.contracts.exact_lp import MAX_MIP_NODES
    from jacobian.providers.exact.lp_exact import LP
    from jacobian.providers.exact.mip_exact import highs_mip, solve_mip
    from jacobian.providers.exact.mps import parse_mps

    text = Path(path).read_text()
    m = parse_mps(text)
    sign = 1 if m.sense == "minimize" else -1
    lp = LP([sign * v for v in m.objective], m.matrix, m.senses, m.rhs, m.lower, m.upper)
    out: dict = {"rows": len(m.matrix), "cols": len(m.columns), "nnz": sum(len(r) for r in m.matrix)}
    out["highs"], (name, _, _) = cpu(lambda: highs_mip(lp, m.integer, None))
    out["exact"], ans = cpu(lambda: solve_mip(lp, m.integer, MAX_MIP_NODES, None))
    out["nodes"] = None if ans.tree is None else len(ans.tree)
    status = ("OPTIMAL" if ans.x is not None else "INFEASIBLE") if ans.tree is not None else "FEASIBLE"
    out["level"], out["reason"] = status if ans.x is not None or ans.tree is not None else "UNKNOWN", ans.note[:80]
    if ans.tree is not None and ans.x is not None:
        claim = {"kind": "MIP_OPTIMAL", "objective": str(sign * ans.value + m.objective_constant)}
        cert = {"x": [str(v) for v in ans.x], "tree": ans.tree}
        payload = {"claim": claim, "subject": {"mps": text}, "certificate": cert}
        out["check"], verdict = cpu(lambda: mip_check.check(payload))
        out["level"] = "VERIFIED" if verdict["accepted"] else "REJECTED"
    return out


def highs_mip_row(path: str) -> dict:
    """HiGHS's MIP solve alone (for an instance whose exact branch and bound ran out of time)."""
    from jacobian.providers.exact.lp_exact import LP
    from jacobian.providers.exact.mip_exact import highs_mip
    from jacobian.providers.exact.mps import parse_mps

    m = parse_mps(Path(path).read_text())
    sign = 1 if m.sense == "minimize" else -1
    lp = LP([sign * v for v in m.objective], m.matrix, m.senses, m.rhs, m.lower, m.upper)
    out: dict = {"rows": len(m.matrix), "cols": len(m.columns), "nnz": sum(len(r) for r in m.matrix)}
    out["highs"], _ = cpu(lambda: highs_mip(lp, m.integer, None))
    return out


def bench_mip(only: set[str] | None, timeout: float) -> None:
    head = f"{'MIPLIB':10} {'rows':>6} {'cols':>6} {'nnz':>7} {'highs s':>8} {'exact s':>8} {'nodes':>6}"
    print(f"\n{head} {'check s':>8} level")
    for name in MIPLIB:
        path = DATA / f"{name}.mps"
        if (only and name not in only) or not path.exists():
            continue
        r = isolated(mip_row, (str(path),), timeout)
        if r["level"] == "TIMEOUT":  # HiGHS's own time, apart from the exact branch and bound that ran out
            r |= {k: v for k, v in isolated(highs_mip_row, (str(path),), timeout).items() if k != "level"}
        cells = [_cell(r, "rows", "6"), _cell(r, "cols", "6"), _cell(r, "nnz", "7"), _cell(r, "highs", "8.3f")]
        cells += [_cell(r, "exact", "8.3f"), _cell(r, "nodes", "6"), _cell(r, "check", "8.3f")]
        print(f"{name:10} " + " ".join(cells) + f" {r['level']} {r.get('reason', '')}")


def best(fn, repeat: int) -> tuple[float, object]:  # noqa: ANN001
    """The least CPU time of this process over the repeats."""
    times, value = [], None
    for _ in range(repeat):
        t0 = time.process_time()
        value = fn()
        times.append(time.process_time() - t0)
    return min(times), value


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
    ap.add_argument("--only", default="", help="comma-separated instance names")
    ap.add_argument("--extra", type=Path, default=None, help="a directory of further NETLIB MPS files")
    ap.add_argument("--timeout", type=float, default=600.0)
    ap.add_argument("--mip", action="store_true")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--size", type=int, default=200)
    ap.add_argument("--skip-sympy", action="store_true")
    ap.add_argument("--skip-matrix", action="store_true")
    args = ap.parse_args()
    only = set(args.only.split(",")) - {""} or None
    bench_lp(only, args.extra, args.timeout)
    if args.mip:
        bench_mip(only, args.timeout)
    if not args.skip_matrix:
        bench_matrix(args.size, args.repeat, args.skip_sympy)


if __name__ == "__main__":
    main()
