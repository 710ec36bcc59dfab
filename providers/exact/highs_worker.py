"""The HiGHS worker: LPs solved in floating point, answered with exact rational certificates.

Runs inside the sandbox as ``python -I -m jacobian.providers.exact.highs_worker`` (pooled;
nothing kept between requests). The protocol stream is a private copy of stdout: file
descriptor 1 is pointed at stderr before HiGHS loads, so nothing HiGHS prints can corrupt
it. The request is re-read by the bounded :mod:`.rational` reader. Answers (see
:mod:`.lp_exact`): OPTIMAL with exact x, y; INFEASIBLE with a Farkas y; UNBOUNDED with a
feasible x and a ray; NOT_EXACT when HiGHS's basis does not give an exact optimum (with the
reason and the gap), never a rounded answer. ``--probe`` solves a known LP.
"""

from __future__ import annotations

import os
import sys
from typing import Any

from jacobian.contracts.exact_lp import MAX_LP_COLUMNS, MAX_LP_ROWS, MAX_MIP_NODES

from .rational import RationalError, parse_matrix, parse_rational, parse_sparse_rows, parse_vector, text

try:  # the worker runs under `python -I`: only the wire protocol from the runtime
    from jacobian.wire import WorkerError, serve
except ImportError:  # pragma: no cover
    raise


def read_lp(payload: dict[str, Any]) -> tuple[Any, int, Any]:
    """The LP in minimization form, the objective's sign (+1 minimize, -1 maximize) and its constant."""
    from .lp_exact import LP

    try:
        if "sparse" in payload:  # MPS and LP text: sparse rows (MpsModel.worker_payload)
            A = parse_sparse_rows(payload.get("sparse"), payload.get("columns"))
            m, n = len(A), payload["columns"]
        else:  # the typed form: a dense matrix
            dense = parse_matrix(payload.get("matrix"))
            A = [{j: v for j, v in enumerate(row) if v} for row in dense]
            m, n = len(A), len(dense[0])
        sign = {"minimize": 1, "maximize": -1}[payload.get("objective_sense", "minimize")]
        c = [sign * v for v in parse_vector(payload.get("objective"), n, max_length=MAX_LP_COLUMNS)]
        b = parse_vector(payload.get("rhs"), m, max_length=MAX_LP_ROWS)
        constant = parse_rational(payload.get("objective_constant", "0"))
        senses = payload.get("senses")
        if not isinstance(senses, list) or len(senses) != m or any(s not in ("<=", ">=", "=") for s in senses):
            raise RationalError("senses must give <=, >= or = for every row")
        bounds = []
        for name, default in (("lower", 0), ("upper", None)):
            given = payload.get(name)
            given = [default] * n if given is None else given
            if not isinstance(given, list) or len(given) != n:
                raise RationalError(f"{name} must have {n} entries")
            bounds.append([None if v is None else parse_rational(v) for v in given])
    except (RationalError, KeyError) as exc:
        raise WorkerError("INPUT", f"linear program: {exc}", path="$.payload") from None
    return LP(c, A, senses, b, bounds[0], bounds[1]), sign, constant


def txt(values: list[Any]) -> list[str]:
    """Exact rationals (Fraction or fmpq) as text of any length (see :func:`.rational.decimal`)."""
    return [text(v) for v in values]


def solve(payload: dict[str, Any]) -> dict[str, Any]:
    import highspy

    from .lp_exact import exact_optimum, phase_one, q, ray_lp

    S = highspy.HighsModelStatus
    lp, sign, constant = read_lp(payload)
    n = len(lp.c)
    status, objective, exact = exact_optimum(lp, None)
    out: dict[str, Any] = {
        "highs_status": highspy.Highs().modelStatusToString(status),
        "objective_float": None if objective is None else sign * objective + float(constant),
    }
    if status == S.kOptimal:
        if exact is not None and exact.why_not is None:
            return {
                **out,
                "status": "OPTIMAL",
                "objective": text(sign * exact.primal + q(constant)),
                "primal": txt(exact.x),
                "dual": txt(exact.y),
            }
        why = "the final basis matrix is singular" if exact is None else exact.why_not
        return {
            **out,
            "status": "NOT_EXACT",
            "note": f"HiGHS's basis does not give an exact optimum: {why}",
            "gap": None if exact is None else text(exact.primal - exact.dual),
        }
    if status not in (S.kInfeasible, S.kUnbounded, S.kUnboundedOrInfeasible):
        return {**out, "status": "UNKNOWN", "note": f"HiGHS ended with status {out['highs_status']}"}
    aux_status, _, feas = exact_optimum(phase_one(lp), None)
    if aux_status != S.kOptimal or feas is None or feas.why_not is not None:
        return {**out, "status": "UNKNOWN", "note": "the phase-one LP gave no exact certificate"}
    if feas.primal > 0:
        return {**out, "status": "INFEASIBLE", "farkas": txt(feas.y)}
    ray_status, _, ray = exact_optimum(ray_lp(lp), None)
    if ray_status == S.kOptimal and ray is not None and ray.why_not is None and ray.primal < 0:
        return {**out, "status": "UNBOUNDED", "primal": txt(feas.x[:n]), "ray": txt(ray.x)}
    return {**out, "status": "UNKNOWN", "note": "feasible, but no exact improving ray was found"}


def solve_integer(payload: dict[str, Any]) -> dict[str, Any]:
    """optimization.integer.solve: an exact incumbent and, when it closes, a branch-and-bound tree."""
    from .mip_exact import solve_mip

    lp, sign, constant = read_lp(payload)
    integer, max_nodes = payload.get("integer"), payload.get("max_nodes", 500)
    if not isinstance(integer, list) or len(integer) != len(lp.c) or any(type(v) is not bool for v in integer):
        raise WorkerError("INPUT", "integer must give true or false for every variable", path="$.payload")
    if type(max_nodes) is not int or not 1 <= max_nodes <= MAX_MIP_NODES:
        raise WorkerError("INPUT", f"max_nodes must be 1..{MAX_MIP_NODES}", path="$.payload.max_nodes")
    ans = solve_mip(lp, integer, max_nodes, None)
    out: dict[str, Any] = {
        "highs_status": ans.highs_status,
        "highs_bound": None if ans.highs_bound is None else sign * ans.highs_bound + float(constant),
        "note": ans.note,
        "nodes": None if ans.tree is None else len(ans.tree),
    }
    if ans.x is not None:
        assert ans.value is not None
        out |= {"objective": text(sign * ans.value + constant), "primal": txt(ans.x)}
    if ans.tree is not None:
        out |= {"status": "OPTIMAL" if ans.x is not None else "INFEASIBLE", "tree": ans.tree}
    else:
        out["status"] = "FEASIBLE" if ans.x is not None else "UNKNOWN"
    return out


def handle(payload: dict[str, Any], _emitter: Any) -> dict[str, Any]:
    if payload.get("op") == "lp":
        return solve(payload)
    if payload.get("op") == "mip":
        return solve_integer(payload)
    raise WorkerError("PROTOCOL", f"unknown op {payload.get('op')!r}")


PROBE_LP = {
    "objective_sense": "maximize",
    "objective": ["3", "2"],
    "matrix": [["1", "1"], ["1", "3"], ["1", "-1"]],
    "senses": ["<=", "<=", "<="],
    "rhs": ["4", "6", "2"],
}


def probe() -> int:
    """max 3x + 2y, x + y <= 4, x + 3y <= 6, x - y <= 2, x, y >= 0: optimum 11 at (3, 1), duals (5/2, 0, 1/2)."""
    import highspy

    got = solve(PROBE_LP)
    if (got.get("status"), got.get("objective"), got.get("primal")) != ("OPTIMAL", "11", ["3", "1"]):
        print(f"HiGHS probe gave {got}", file=sys.stderr)
        return 1
    print(f"highspy {highspy.Highs().version()} exact-lp ok")
    return 0


def _protocol_stream() -> Any:
    """A private copy of stdout for the protocol; fd 1 then goes to stderr (HiGHS's banner)."""
    stream = os.fdopen(os.dup(1), "w", buffering=1)
    os.dup2(2, 1)
    return stream


def main() -> None:
    # One thread for numpy's BLAS (imported by highspy): its default pool of one thread per core
    # fails to start under the sandbox's process limit, and the LPs here need none of it.
    for name in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
        os.environ[name] = "1"
    out = _protocol_stream()
    if "--probe" in sys.argv[1:]:
        sys.stdout = out
        sys.exit(probe())
    serve(handle, stdout=out)


if __name__ == "__main__":
    main()
