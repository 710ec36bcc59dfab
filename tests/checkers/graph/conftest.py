"""Graphs with known answers and real DRAT proofs of the checkers' own encodings, for the graph checker tests."""

from __future__ import annotations

import itertools
import random

from pysat.solvers import Solver

from jacobian.checkers.graph.encode import digest

PETERSEN = "IheA@GUAo"  # graph6 (nauty's genspecialg --petersen)


def dodecahedron() -> dict:
    """The dodecahedral graph: outer 5-cycle 0-4, middle 10-cycle 5-14, inner 5-cycle 15-19."""
    edges = [(i, (i + 1) % 5) for i in range(5)]
    edges += [(i, 5 + 2 * i) for i in range(5)]
    edges += [(5 + i, 5 + (i + 1) % 10) for i in range(10)]
    edges += [(6 + 2 * i, 15 + i) for i in range(5)]
    edges += [(15 + i, 15 + (i + 1) % 5) for i in range(5)]
    return {"vertices": list(range(20)), "edges": [list(e) for e in edges]}


def random_graph(n: int, p: float, seed: int) -> dict:
    rng = random.Random(seed)
    return {
        "vertices": list(range(n)),
        "edges": [[i, j] for i, j in itertools.combinations(range(n), 2) if rng.random() < p],
    }


def solve(clauses: list[list[int]]) -> tuple[bool, list[int] | None, str | None]:
    """(satisfiable, model, DRAT proof text when unsatisfiable) by CaDiCaL."""
    if any(not c for c in clauses):
        return False, None, "0\n"
    with Solver(name="cadical195", bootstrap_with=clauses, with_proof=True) as s:
        if s.solve():
            return True, s.get_model(), None
        lines = [ln for ln in (s.get_proof() or []) if ln.strip()]
    return False, None, "\n".join(lines + ["0"]) + "\n"


def refutation(encoded: tuple[int, list[list[int]]], **fields) -> dict:
    """A real refutation of an unsatisfiable encoding: its digest and CaDiCaL's DRAT proof."""
    num_vars, clauses = encoded
    sat, _, proof = solve(clauses)
    assert not sat
    return {**fields, "cnf_sha256": digest(num_vars, clauses), "proof_text": proof}


def request(kind: str, graph: dict, certificate: dict, **claim) -> dict:
    return {"claim": {"kind": kind, **claim}, "subject": {"graph": graph}, "certificate": certificate}
