"""Worker operations of the graph SAT worker for the certified optima and searches: vertex-set invariants
(clique, independent set, vertex cover, dominating set), Hamiltonian cycles and paths, the edge chromatic number
and homomorphisms, each solved with PySAT on the checker's own CNF (:mod:`jacobian.checkers.graph`), the last
CNF's DRAT proof kept when it is unsatisfiable.

Imported by :mod:`.sat_worker` (it runs sandboxed there). Every op takes ``order`` and ``edges`` (canonical
positions), ``solver`` and ``limits`` (``conflicts``, ``seconds``: for the whole search) and answers with its
witness, ``refutation`` (what was refuted, and the proof as ``proof_text`` or, when the request names a ``proof_file``,
written to that file) or ``stopped_by`` when the budget ran out.
"""

from __future__ import annotations

import time
from typing import Any

from jacobian.checkers.graph import edge_colour_encode, hamilton_encode, homomorphism_encode, subset_encode
from jacobian.providers.sat.worker import (
    PROOF_SOLVERS,
    Limits,
    OutOfBudget,
    full_model,
    new_solver,
    proof_answer,
    solver_name,
)
from jacobian.wire import Emitter, WorkerError

from ..algebra.worker import remaining_limits


class Search:
    """One operation's solver calls within one budget; each call is SAT (a model), UNSAT (a proof) or STOP."""

    def __init__(self, payload: dict[str, Any]) -> None:
        self.name = solver_name(payload, "cadical195")
        if self.name not in PROOF_SOLVERS:
            raise WorkerError("INPUT", f"solver {self.name} writes no DRAT proof", path="$.payload.solver")
        self.spec = payload.get("limits") or {}
        self.payload = payload  # its proof_file says where an UNSAT call's proof goes (see proof_answer)
        Limits(self.spec or None, self.name)  # refuse a budget this solver cannot enforce before solving
        self.started, self.used = time.monotonic(), 0
        self.steps: list[dict[str, Any]] = []

    def solve(self, num_vars: int, clauses: list[list[int]], label: str) -> tuple[str, Any]:
        """("SAT", model) | ("UNSAT", the proof as :func:`proof_answer` gives it) | ("STOP", why)."""
        t0 = time.monotonic()
        if any(len(c) == 0 for c in clauses):
            self.steps.append({"for": label, "status": "UNSAT", "seconds": 0.0})
            return "UNSAT", proof_answer(["0"], self.payload)
        left = remaining_limits(self.spec, self.used, self.started)
        if left is None:
            return "STOP", f"budget exhausted before {label}"
        limits = Limits(left or None, self.name)
        solver = new_solver(self.name, clauses, with_proof=True)
        try:
            limits.start(solver)
            try:
                sat = limits.call(solver, [])
            except OutOfBudget as exc:
                return "STOP", f"{label}: {exc}"
            finally:
                limits.stop()
                self.used += limits.used_conflicts
            status = "SAT" if sat else "UNSAT"
            self.steps.append({"for": label, "status": status, "seconds": round(time.monotonic() - t0, 6)})
            if sat:
                return "SAT", full_model(solver.get_model(), num_vars)
            return "UNSAT", proof_answer(solver.get_proof() or [], self.payload)
        finally:
            solver.delete()

    def out(self, **fields: Any) -> dict[str, Any]:
        return {"solver": self.name, "steps": self.steps, "refutation": None, "stopped_by": None, **fields}


def graph_of(payload: dict[str, Any], prefix: str = "") -> tuple[int, list[tuple[int, int]]]:
    order, edges = payload.get(f"{prefix}order"), payload.get(f"{prefix}edges")
    if not isinstance(order, int) or order < 0 or not isinstance(edges, list):
        raise WorkerError("INPUT", f"the op needs {prefix}order and {prefix}edges")
    pairs = []
    for e in edges:
        if not (isinstance(e, list) and len(e) == 2 and all(isinstance(x, int) and 0 <= x < order for x in e)):
            raise WorkerError("INPUT", "an edge is a pair of vertex positions")
        pairs.append((min(e), max(e)))
    return order, pairs


def greedy_set(kind: str, order: int, edges: list[tuple[int, int]]) -> list[int]:
    """A set of the kind, greedily: a clique or independent set grown by degree, a cover as the complement of a
    greedy independent set, a dominating set by most newly dominated vertices."""
    adjacent = [set(a) for a in subset_encode.neighbours(order, edges)]
    if kind == "clique":
        chosen: list[int] = []
        for v in sorted(range(order), key=lambda w: (-len(adjacent[w]), w)):
            if all(u in adjacent[v] for u in chosen):
                chosen.append(v)
        return sorted(chosen)
    if kind in ("independent_set", "vertex_cover"):
        free, independent = set(range(order)), []
        while free:
            v = min(free, key=lambda w: (len(adjacent[w] & free), w))
            independent.append(v)
            free -= adjacent[v] | {v}
        return sorted(independent) if kind == "independent_set" else sorted(set(range(order)) - set(independent))
    undominated, dominating = set(range(order)), []
    while undominated:
        v = max(range(order), key=lambda w: (len((adjacent[w] | {w}) & undominated), -w))
        dominating.append(v)
        undominated -= adjacent[v] | {v}
    return sorted(dominating)


def op_vertex_set(payload: dict[str, Any], emit: Emitter) -> dict[str, Any]:
    """The largest clique / independent set, or the smallest vertex cover / dominating set: from a greedy set,
    each model improves the bound by at least one until the next bound is unsatisfiable."""
    kind = payload.get("kind")
    if kind not in subset_encode.KINDS:
        raise WorkerError("INPUT", f"kind must be one of {', '.join(subset_encode.KINDS)}", path="$.payload.kind")
    order, edges = graph_of(payload)
    search, best = Search(payload), greedy_set(kind, order, edges)
    out = search.out(kind=kind, greedy=len(best))
    larger = kind in subset_encode.MAXIMIZED
    while True:
        size = len(best) + 1 if larger else len(best) - 1
        if size > order or size < 0:
            break
        num_vars, clauses = subset_encode.encode(kind, order, edges, size)
        status, found = search.solve(num_vars, clauses, f"size {size}")
        if status == "STOP":
            out["stopped_by"] = found
            break
        if status == "UNSAT":
            out["refutation"] = {"size": size, **found}
            break
        best = subset_encode.chosen(found, order)
        emit.progress(0.5, f"{kind} of {len(best)} vertices")
    out["vertices"] = best
    return out


def op_hamiltonian(payload: dict[str, Any], emit: Emitter) -> dict[str, Any]:
    order, edges = graph_of(payload)
    cycle = payload.get("cycle")
    if not isinstance(cycle, bool):
        raise WorkerError("INPUT", "cycle must be true or false", path="$.payload.cycle")
    search = Search(payload)
    out = search.out(cycle=cycle, order_found=None)
    num_vars, clauses = hamilton_encode.encode(order, edges, cycle)
    status, found = search.solve(num_vars, clauses, "the Hamiltonian " + ("cycle" if cycle else "path"))
    if status == "SAT":
        out["order_found"] = hamilton_encode.steps(found, order)
    elif status == "UNSAT":
        out["refutation"] = found
    else:
        out["stopped_by"] = found
    return out


def op_edge_colouring(payload: dict[str, Any], emit: Emitter) -> dict[str, Any]:
    """Δ colours first (the lower bound); if they are refuted, Δ + 1 (Vizing: always enough)."""
    order, edges = graph_of(payload)
    widest = max((len(a) for a in edge_colour_encode.incident(order, edges)), default=0)
    search = Search(payload)
    out = search.out(max_degree=widest, colouring=None, colours=None)
    for k in (widest, widest + 1):
        num_vars, clauses = edge_colour_encode.encode(order, edges, k)
        status, found = search.solve(num_vars, clauses, f"{k} colours")
        if status == "STOP":
            out["stopped_by"] = found
            break
        if status == "SAT":
            out["colouring"], out["colours"] = edge_colour_encode.colours(found, len(edges), k), k
            break
        out["refutation"] = {"colours": k, **found}
        emit.progress(0.5, f"no {k}-edge-colouring")
    return out


def op_homomorphism(payload: dict[str, Any], emit: Emitter) -> dict[str, Any]:
    order, edges = graph_of(payload)
    target_order, target_edges = graph_of(payload, "target_")
    search = Search(payload)
    out = search.out(map=None)
    num_vars, clauses = homomorphism_encode.encode(order, edges, target_order, target_edges)
    status, found = search.solve(num_vars, clauses, "the homomorphism")
    if status == "SAT":
        out["map"] = homomorphism_encode.images(found, order, target_order)
    elif status == "UNSAT":
        out["refutation"] = found
    else:
        out["stopped_by"] = found
    return out


OPS = {
    "vertex_set": op_vertex_set,
    "hamiltonian": op_hamiltonian,
    "edge_colouring": op_edge_colouring,
    "homomorphism": op_homomorphism,
}
