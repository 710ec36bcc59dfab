"""The graph SAT worker: a chromatic number and a largest induced tree by PySAT, with DRAT proofs of optimality.

Runs sandboxed as ``python -I -m jacobian.providers.graph.sat_worker`` (JSON Lines, see
:mod:`jacobian.wire`). ``op`` ``chromatic``: ``{"order": n, "edges": [[i, j], ...] (canonical
positions), "solver", "limits"}``. A greedy colouring (largest degree first) gives an upper
bound u; then k = u-1, u-2, ... is solved on the checker's CNF (:mod:`jacobian.checkers.graph.encode`)
until one is unsatisfiable (its DRAT proof kept: no k-colouring, so chi = k+1) or the budget runs
out (the bounds so far). ``limits`` (``conflicts``, ``seconds``) are for the whole search.

``op`` ``induced_tree`` (same graph fields): a greedy induced tree gives a lower bound m; then
"an induced tree on >= m+1 vertices" is solved on the checker's CNF (:mod:`jacobian.checkers.graph.tree_encode`),
each model's tree raising m, until one is unsatisfiable (its DRAT proof kept: m is the maximum).

The certified optima and searches (``vertex_set``, ``hamiltonian``, ``edge_colouring``, ``homomorphism``) are the
ops of :mod:`.optimum_ops`, served here too.
"""

from __future__ import annotations

import sys
import time
from typing import Any

from jacobian.checkers.graph import tree_encode
from jacobian.checkers.graph.encode import decode, encode
from jacobian.providers.sat.worker import (
    PROOF_SOLVERS,
    Limits,
    OutOfBudget,
    full_model,
    new_solver,
    proof_answer,
    solver_name,
)
from jacobian.wire import Emitter, WorkerError, serve

from ..algebra.worker import remaining_limits
from .optimum_ops import OPS as OPTIMUM_OPS


def greedy(order: int, edges: list[tuple[int, int]]) -> list[int]:
    """A proper colouring: vertices by decreasing degree, each the smallest colour free of its neighbours."""
    adjacent: list[set[int]] = [set() for _ in range(order)]
    for u, v in edges:
        adjacent[u].add(v)
        adjacent[v].add(u)
    colour = [-1] * order
    for v in sorted(range(order), key=lambda w: (-len(adjacent[w]), w)):
        used = {colour[w] for w in adjacent[v]}
        colour[v] = next(c for c in range(order + 1) if c not in used)
    return colour


def _graph(payload: dict[str, Any]) -> tuple[int, list[tuple[int, int]]]:
    order, edges = payload.get("order"), payload.get("edges")
    if not isinstance(order, int) or order < 0 or not isinstance(edges, list):
        raise WorkerError("INPUT", "chromatic needs order and edges")
    pairs = []
    for e in edges:
        if not (isinstance(e, list) and len(e) == 2 and all(isinstance(x, int) and 0 <= x < order for x in e)):
            raise WorkerError("INPUT", "an edge is a pair of vertex positions")
        pairs.append((e[0], e[1]))
    return order, pairs


def op_chromatic(payload: dict[str, Any], emit: Emitter) -> dict[str, Any]:
    order, edges = _graph(payload)
    spec = payload.get("limits") or {}
    name = solver_name(payload, "cadical195")
    if name not in PROOF_SOLVERS:
        raise WorkerError("INPUT", f"solver {name} writes no DRAT proof", path="$.payload.solver")
    Limits(spec or None, name)
    best = greedy(order, edges)
    upper = max(best) + 1 if order else 0
    started, used = time.monotonic(), 0
    steps: list[dict[str, Any]] = []
    out: dict[str, Any] = {"solver": name, "greedy": upper, "steps": steps, "refutation": None, "stopped_by": None}
    k = upper - 1
    while k >= 0:
        num_vars, clauses = encode(order, edges, k)
        left = remaining_limits(spec, used, started)
        if left is None:
            out["stopped_by"] = f"budget exhausted before k = {k}"
            break
        t0 = time.monotonic()
        if any(len(c) == 0 for c in clauses):
            out["refutation"] = {"colours": k, **proof_answer(["0"], payload)}
            steps.append({"colours": k, "status": "UNSAT", "seconds": 0.0})
            break
        limits = Limits(left or None, name)
        solver = new_solver(name, clauses, with_proof=True)
        try:
            limits.start(solver)
            try:
                sat = limits.call(solver, [])
            except OutOfBudget as exc:
                out["stopped_by"] = f"k = {k}: {exc}"
                break
            finally:
                limits.stop()
                used += limits.used_conflicts
            seconds = round(time.monotonic() - t0, 6)
            if sat:
                best = decode(full_model(solver.get_model(), num_vars), order, k)
                steps.append({"colours": k, "status": "SAT", "seconds": seconds})
                k -= 1
                continue
            out["refutation"] = {"colours": k, **proof_answer(solver.get_proof() or [], payload)}
            steps.append({"colours": k, "status": "UNSAT", "seconds": seconds})
            break
        finally:
            solver.delete()
            if steps:
                emit.progress(1 - (k + 1) / max(upper, 1), f"{steps[-1]['colours']} colours: {steps[-1]['status']}")
    out["colouring"] = best
    return out


def greedy_tree(order: int, edges: list[tuple[int, int]]) -> list[int]:
    """An induced tree, grown from each start vertex by adding the vertex of fewest outside neighbours that has
    exactly one neighbour in the tree (so the tree stays induced); the largest found."""
    adjacent: list[set[int]] = [set() for _ in range(order)]
    for u, v in edges:
        adjacent[u].add(v)
        adjacent[v].add(u)
    best: list[int] = []
    for start in range(order):
        tree, inside = [start], {start}
        while True:
            fits = [w for w in range(order) if w not in inside and len(adjacent[w] & inside) == 1]
            if not fits:
                break
            w = min(fits, key=lambda c: (len(adjacent[c] - inside), c))
            tree.append(w)
            inside.add(w)
        if len(tree) > len(best):
            best = tree
    return sorted(best)


def op_induced_tree(payload: dict[str, Any], emit: Emitter) -> dict[str, Any]:
    order, edges = _graph(payload)
    if order < 1:
        raise WorkerError("INPUT", "a graph without vertices has no induced tree")
    spec = payload.get("limits") or {}
    name = solver_name(payload, "cadical195")
    if name not in PROOF_SOLVERS:
        raise WorkerError("INPUT", f"solver {name} writes no DRAT proof", path="$.payload.solver")
    Limits(spec or None, name)
    best = greedy_tree(order, edges)
    started, used = time.monotonic(), 0
    steps: list[dict[str, Any]] = []
    out: dict[str, Any] = {"solver": name, "greedy": len(best), "steps": steps, "refutation": None, "stopped_by": None}
    while True:
        k = len(best) + 1
        num_vars, clauses = tree_encode.encode(order, edges, k)
        if any(len(c) == 0 for c in clauses):
            out["refutation"] = {"size": k, **proof_answer(["0"], payload)}
            steps.append({"size": k, "status": "UNSAT", "seconds": 0.0})
            break
        left = remaining_limits(spec, used, started)
        if left is None:
            out["stopped_by"] = f"budget exhausted before size {k}"
            break
        t0 = time.monotonic()
        limits = Limits(left or None, name)
        solver = new_solver(name, clauses, with_proof=True)
        try:
            limits.start(solver)
            try:
                sat = limits.call(solver, [])
            except OutOfBudget as exc:
                out["stopped_by"] = f"size {k}: {exc}"
                break
            finally:
                limits.stop()
                used += limits.used_conflicts
            seconds = round(time.monotonic() - t0, 6)
            if not sat:
                out["refutation"] = {"size": k, **proof_answer(solver.get_proof() or [], payload)}
                steps.append({"size": k, "status": "UNSAT", "seconds": seconds})
                break
            found = tree_encode.selected(full_model(solver.get_model(), num_vars), order)
            if len(found) < k:
                raise WorkerError("BACKEND", f"the model selects {len(found)} vertices, fewer than {k}")
            best = found
            steps.append({"size": k, "status": "SAT", "found": len(found), "seconds": seconds})
        finally:
            solver.delete()
            emit.progress(min(len(best) / order, 1.0), f"induced tree on {len(best)} vertices")
    out["vertices"] = best
    return out


OPS = {"chromatic": op_chromatic, "induced_tree": op_induced_tree, **OPTIMUM_OPS}


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
