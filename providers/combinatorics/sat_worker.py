"""The combinatorics SAT worker: colourings avoiding monochromatic patterns, by PySAT on the checker's CNF.

Runs sandboxed as ``python -I -m jacobian.providers.combinatorics.sat_worker`` (JSON Lines, see
:mod:`jacobian.wire`). ``op`` ``avoid``: ``{"problem": {...} (the checker's reading), "solver", "limits"}``; the CNF
of :mod:`jacobian.checkers.combinatorics.avoid_encode` is solved once: ``{"colouring": [...]}`` when satisfiable,
``{"refutation": {"proof_file", "proof_lines"}}`` (the DRAT proof written to the request's ``proof_file``;
``{"proof_text"}`` without one) when not, ``{"stopped_by": ...}`` when the budget ran out.
"""

from __future__ import annotations

import sys
from typing import Any

from jacobian.checkers.combinatorics import avoid_encode
from jacobian.providers.graph.optimum_ops import Search
from jacobian.wire import Emitter, WorkerError, serve


def op_avoid(payload: dict[str, Any], emit: Emitter) -> dict[str, Any]:
    try:
        problem = avoid_encode.read(payload.get("problem"), "$.payload.problem")
    except avoid_encode.ProblemError as exc:
        raise WorkerError("INPUT", exc.message, path=exc.path) from None
    search = Search(payload)
    out = search.out(colouring=None)
    num_vars, clauses = avoid_encode.encode(problem)
    emit.progress(0.1, f"{len(clauses)} clauses")
    status, found = search.solve(num_vars, clauses, "the colouring")
    if status == "SAT":
        out["colouring"] = avoid_encode.decode(found, problem)
    elif status == "UNSAT":
        out["refutation"] = found
    else:
        out["stopped_by"] = found
    return out


OPS = {"avoid": op_avoid}


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
