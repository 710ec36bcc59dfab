"""The finite-algebra worker: evaluates laws on a table, and solves a sequence of countermodel CNFs.

Runs sandboxed as ``python -I -m jacobian.providers.algebra.worker`` (JSON Lines, see
:mod:`jacobian.wire`). ``op``:

- ``evaluate``: ``{"table": [[...]], "laws": [[lhs, rhs], ...]}`` (plain terms: a name or a
  ``[left, right]`` pair) -> per law ``{"falsifying": {...} | null, "count": k}``.
- ``search``: ``{"formulas": [{"order", "num_vars", "clauses"}], "solver", "limits", "proof"}``.
  The CNFs (built by the adapter with the checker's encoder) are solved smallest order first
  with PySAT, through the SAT worker's budget and proof code; the search stops at the first
  satisfiable order (a countermodel) or when the budget runs out (that order UNKNOWN).
  ``limits`` (``conflicts``, ``seconds``) are for the whole search.
"""

from __future__ import annotations

import sys
import time
from typing import Any

from jacobian.providers.sat.worker import (
    PROOF_SOLVERS,
    Limits,
    OutOfBudget,
    formula_of,
    full_model,
    new_solver,
    proof_text,
    solver_name,
)
from jacobian.wire import Emitter, WorkerError, serve

from .evaluate import first_failure


def _term(obj: Any, depth: int = 0) -> Any:
    if depth > 64:
        raise WorkerError("INPUT", "term too deep")
    if isinstance(obj, str):
        return obj
    if isinstance(obj, list) and len(obj) == 2:
        return (_term(obj[0], depth + 1), _term(obj[1], depth + 1))
    raise WorkerError("INPUT", "a term is a name or a [left, right] pair")


def op_evaluate(payload: dict[str, Any], emit: Emitter) -> dict[str, Any]:
    table = payload.get("table")
    laws = payload.get("laws")
    if not isinstance(table, list) or not isinstance(laws, list):
        raise WorkerError("INPUT", "evaluate needs table and laws")
    results = []
    for law in laws:
        if not isinstance(law, list) or len(law) != 2:
            raise WorkerError("INPUT", "a law is [lhs, rhs]")
        bad, count = first_failure(_term(law[0]), _term(law[1]), table)
        results.append({"falsifying": bad, "count": count})
    return {"laws": results}


def remaining_limits(spec: dict[str, Any], used_conflicts: int, started: float) -> dict[str, Any] | None:
    """What is left of the whole search's budget, as limits for one solver call."""
    left: dict[str, Any] = {}
    if spec.get("conflicts") is not None:
        left["conflicts"] = spec["conflicts"] - used_conflicts
    if spec.get("seconds") is not None:
        left["seconds"] = spec["seconds"] - (time.monotonic() - started)
    if any(v <= 0 for v in left.values()):
        return None
    return left


def op_search(payload: dict[str, Any], emit: Emitter) -> dict[str, Any]:
    formulas = payload.get("formulas")
    if not isinstance(formulas, list) or not formulas:
        raise WorkerError("INPUT", "search needs a non-empty list of formulas")
    spec = payload.get("limits") or {}
    name = solver_name(payload, "cadical195")
    want_proof = bool(payload.get("proof", True))
    if want_proof and name not in PROOF_SOLVERS:
        raise WorkerError("INPUT", f"solver {name} writes no DRAT proof", path="$.payload.solver")
    Limits(spec or None, name)  # reject a budget this solver cannot enforce before solving anything
    started, used_conflicts, out = time.monotonic(), 0, []
    for k, item in enumerate(formulas):
        order = item.get("order")
        num_vars, clauses = formula_of(item)
        left = remaining_limits(spec, used_conflicts, started)
        if left is None:
            out.append({"order": order, "status": "UNKNOWN", "reason": "budget exhausted before this order"})
            break
        t0 = time.monotonic()
        if any(len(c) == 0 for c in clauses):
            out.append({"order": order, "status": "UNSAT", "proof_text": "0\n", "seconds": 0.0})
            continue
        limits = Limits(left or None, name)
        solver = new_solver(name, clauses, with_proof=want_proof)
        try:
            limits.start(solver)
            try:
                sat = limits.call(solver, [])
            except OutOfBudget as exc:
                out.append({"order": order, "status": "UNKNOWN", "reason": str(exc)})
                break
            finally:
                limits.stop()
                used_conflicts += limits.used_conflicts
            entry: dict[str, Any] = {"order": order, "seconds": round(time.monotonic() - t0, 6)}
            if sat:
                entry.update(status="SAT", model=full_model(solver.get_model(), num_vars))
                out.append(entry)
                break
            entry.update(status="UNSAT", proof_text=proof_text(solver.get_proof() or []) if want_proof else None)
            out.append(entry)
        finally:
            solver.delete()
        emit.progress((k + 1) / len(formulas), f"order {order}: {out[-1]['status']}")
    return {"solver": name, "orders": out}


OPS = {"evaluate": op_evaluate, "search": op_search}


def handle(payload: dict[str, Any], emit: Emitter) -> dict[str, Any]:
    op = OPS.get(payload.get("op"))  # type: ignore[arg-type]
    if op is None:
        raise WorkerError(
            "INPUT", f"unknown op {payload.get('op')!r}; expected one of {sorted(OPS)}", path="$.payload.op"
        )
    return op(payload, emit)


def main() -> None:
    if sys.argv[1:] == ["--probe"]:
        from jacobian.providers.sat.worker import probe

        probe()
        return
    serve(handle)


if __name__ == "__main__":
    main()
