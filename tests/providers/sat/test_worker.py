"""The PySAT worker program, run as a real subprocess: budgets, enumeration, MUS, MaxSAT."""

from __future__ import annotations

import itertools
import subprocess
import sys

from pysat.solvers import Solver

from jacobian.providers.sat.dimacs import parse

from .conftest import php, run_worker


def _cnf(text):
    cnf = parse(text)
    return cnf.num_vars, [list(c) for c in cnf.clauses]


def test_probe_lists_installed_solvers():
    out = subprocess.run(
        [sys.executable, "-I", "-m", "jacobian.providers.sat.worker", "--probe"],
        capture_output=True,
        text=True,
        timeout=60,
    ).stdout
    assert out.startswith("pysat 1.")
    assert "cadical195" in out.split("\n")[1]


def test_conflict_budget_gives_unknown_never_an_answer():
    n, clauses = _cnf(php(9))
    for solver in ("cadical195", "glucose4", "minisat22"):
        data = run_worker(
            {"op": "solve", "num_vars": n, "clauses": clauses, "solver": solver, "limits": {"conflicts": 1}}
        )["data"]
        assert data["status"] == "UNKNOWN", (solver, data["status"])


def test_propagation_and_time_budgets_give_unknown():
    n, clauses = _cnf(php(10))
    data = run_worker(
        {"op": "solve", "num_vars": n, "clauses": clauses, "solver": "glucose4", "limits": {"propagations": 50}}
    )["data"]
    assert data["status"] == "UNKNOWN"
    data = run_worker({"op": "solve", "num_vars": n, "clauses": clauses, "limits": {"seconds": 0.2}})["data"]
    assert data["status"] == "UNKNOWN" and "time" in data["reason"] and data["solver"] == "glucose4"
    msg = run_worker(
        {"op": "solve", "num_vars": n, "clauses": clauses, "solver": "cadical195", "limits": {"seconds": 0.2}}
    )
    assert msg["ok"] is False and "cadical195" in msg["error"]["message"]


def test_unsupported_budget_is_an_input_error_naming_the_solver():
    n, clauses = _cnf(php(3))
    msg = run_worker(
        {"op": "solve", "num_vars": n, "clauses": clauses, "solver": "cadical195", "limits": {"propagations": 5}}
    )
    assert msg["ok"] is False and msg["error"]["kind"] == "INPUT" and "cadical195" in msg["error"]["message"]


def test_unsat_with_proof_ends_with_empty_clause_and_assumption_core():
    data = run_worker({"op": "solve", "num_vars": 2, "clauses": [[1, 2]], "assumptions": [-1, -2], "proof": True})[
        "data"
    ]
    assert data["status"] == "UNSAT" and sorted(data["core"]) == [-2, -1]
    assert data["proof_text"].splitlines()[-1] == "0"


def _models_brute(n, clauses, proj):
    seen = set()
    for bits in itertools.product([False, True], repeat=n):
        if all(any((l > 0) == bits[abs(l) - 1] for l in c) for c in clauses):
            seen.add(tuple(v if bits[v - 1] else -v for v in proj))
    return seen


def test_enumeration_complete_only_when_exhausted():
    n, clauses = 5, [[1, 2], [-1, 3], [2, -4]]  # variable 5 occurs nowhere
    everything = _models_brute(n, clauses, range(1, n + 1))
    data = run_worker({"op": "enumerate", "num_vars": n, "clauses": clauses, "limit": 1000})["data"]
    assert data["status"] == "EXHAUSTED" and {tuple(m) for m in data["models"]} == everything
    exact = run_worker({"op": "enumerate", "num_vars": n, "clauses": clauses, "limit": len(everything)})["data"]
    assert exact["status"] == "EXHAUSTED" and len(exact["models"]) == len(everything)
    short = run_worker({"op": "enumerate", "num_vars": n, "clauses": clauses, "limit": len(everything) - 1})["data"]
    assert short["status"] == "LIMIT" and len({tuple(m) for m in short["models"]}) == len(everything) - 1
    projected = run_worker({"op": "enumerate", "num_vars": n, "clauses": clauses, "limit": 100, "projection": [1, 4]})[
        "data"
    ]
    assert projected["status"] == "EXHAUSTED" and {tuple(m) for m in projected["models"]} == _models_brute(
        n, clauses, [1, 4]
    )


def _sat(clauses):
    with Solver(name="g4", bootstrap_with=clauses) as s:
        return s.solve()


def test_mus_is_unsat_and_every_clause_is_needed():
    n, clauses = _cnf(php(4))
    clauses = clauses + [[1, 2, 3], [-5, 6], [7, -8, 9]]  # padding that no core needs
    data = run_worker({"op": "mus", "num_vars": n, "clauses": clauses})["data"]
    assert data["status"] == "UNSAT" and data["minimal"] is True
    subset = [clauses[i] for i in data["mus"]]
    assert not _sat(subset)
    for drop in range(len(subset)):
        assert _sat(subset[:drop] + subset[drop + 1 :]), f"clause {data['mus'][drop]} is not necessary"


def test_mus_of_satisfiable_formula_says_sat():
    data = run_worker({"op": "mus", "num_vars": 2, "clauses": [[1, 2], [-1]]})["data"]
    assert data["status"] == "SAT"


def _brute_maxsat(n, hard, soft):
    best = None
    for bits in itertools.product([False, True], repeat=n):
        sat = lambda c, bits=bits: any((l > 0) == bits[abs(l) - 1] for l in c)  # noqa: E731
        if all(sat(c) for c in hard):
            cost = sum(w for c, w in soft if not sat(c))
            best = cost if best is None else min(best, cost)
    return best


def test_maxsat_optimum_matches_brute_force():
    import random

    rng = random.Random(7)
    for _ in range(12):
        n = 8
        hard = [[rng.choice([-1, 1]) * rng.randint(1, n) for _ in range(3)] for _ in range(10)]
        soft = [[[rng.choice([-1, 1]) * rng.randint(1, n) for _ in range(2)], rng.randint(1, 9)] for _ in range(12)]
        expected = _brute_maxsat(n, hard, soft)
        data = run_worker({"op": "maxsat", "num_vars": n, "clauses": hard, "soft": soft})["data"]
        if expected is None:
            assert data["status"] == "UNSAT"
        else:
            assert data["status"] == "OPTIMUM" and data["cost"] == expected


def test_maxsat_budget_gives_unknown():
    n, clauses = _cnf(php(8))
    soft = [[[v], 1] for v in range(1, 20)]
    data = run_worker(
        {"op": "maxsat", "num_vars": n, "clauses": clauses[:9] + clauses[20:], "soft": soft, "limits": {"conflicts": 1}}
    )["data"]
    assert data["status"] == "UNKNOWN"
