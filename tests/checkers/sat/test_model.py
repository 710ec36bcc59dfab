"""The SAT model checker on real models from real solvers (fixtures uf20-91, uf50-218)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from fixture_paths import SAT as FIXTURES  # noqa: E402
from pysat.solvers import Cadical195, Minisat22

from jacobian.checkers.sat.dimacs import parse_dimacs
from jacobian.checkers.sat.model_check import check

SAT_FILES = sorted((FIXTURES / "uf20-91").glob("*.cnf")) + sorted((FIXTURES / "uf50-218").glob("*.cnf"))


def request(dimacs: str, model: object, kind: str = "CNF_SATISFIABLE") -> dict:
    return {"claim": {"kind": kind}, "subject": {"dimacs": dimacs}, "certificate": {"model": model}}


def minisat_model(path: Path, tmp: Path) -> list[int]:
    out = tmp / "minisat.out"
    subprocess.run(["minisat", "-verb=0", str(path), str(out)], capture_output=True, timeout=60)
    status, values = out.read_text().split("\n", 1)
    assert status == "SAT"
    return [int(t) for t in values.split() if t != "0"]


def picosat_model(path: Path) -> list[int]:
    proc = subprocess.run(["picosat", str(path)], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 10, proc.stdout[:200]
    return [int(t) for line in proc.stdout.splitlines() if line.startswith("v") for t in line[1:].split() if t != "0"]


def pysat_models(clauses: list[list[int]]) -> list[list[int]]:
    models = []
    for solver_class in (Minisat22, Cadical195):
        with solver_class(bootstrap_with=clauses) as solver:
            assert solver.solve()
            models.append(solver.get_model())
    return models


def test_fixture_sets_are_complete() -> None:
    assert len(SAT_FILES) == 200


@pytest.mark.parametrize("path", SAT_FILES, ids=lambda p: p.stem)
def test_every_real_model_passes_and_a_single_flip_is_judged_exactly(path: Path, tmp_path: Path) -> None:
    dimacs = path.read_text()
    num_vars, clauses = parse_dimacs(dimacs)
    models = pysat_models(clauses) + [minisat_model(path, tmp_path), picosat_model(path)]
    for model in models:
        answer = check(request(dimacs, model))
        assert answer["accepted"], answer["reason"]
        assert answer["checked"]["clauses"] == len(clauses)
    # Flip each literal of one model in turn: the checker must agree with plain evaluation,
    # and at least one flip (a variable that is some clause's only true literal) must be rejected.
    model = models[0]
    rejected = 0
    for i in range(len(model)):
        flipped = model[:i] + [-model[i]] + model[i + 1 :]
        truth = set(flipped)
        expected = all(any(lit in truth for lit in clause) for clause in clauses)
        answer = check(request(dimacs, flipped))
        assert answer["accepted"] is expected
        rejected += not answer["accepted"]
        if not expected:
            assert "not satisfied" in answer["reason"]
    assert rejected > 0


DIMACS = "p cnf 3 2\n1 -2 0\n2 3 0\n"


@pytest.mark.parametrize(
    "model, reason",
    [
        ([1, 2, 4], "not a literal"),
        ([1, 0, 2], "not a literal"),
        ([1, -1, 2], "both values"),
        ([True, 2], "not a literal"),
        (["1", 2], "not a literal"),
        ([1.0, 2], "not a literal"),
        ([], "not satisfied"),
        ([1], "not satisfied"),  # partial: clause 2 has no true literal
        ("1 2 0", "must be a list"),
        (None, "must be a list"),
    ],
)
def test_malformed_or_insufficient_models_are_rejected(model: object, reason: str) -> None:
    answer = check(request(DIMACS, model))
    assert answer["accepted"] is False
    assert reason in answer["reason"]


def test_partial_model_that_satisfies_everything_is_accepted() -> None:
    assert check(request(DIMACS, [1, 2]))["accepted"] is True


@pytest.mark.parametrize(
    "payload",
    [
        {},
        {"claim": {"kind": "CNF_UNSATISFIABLE"}, "subject": {"dimacs": DIMACS}, "certificate": {"model": [1, 2]}},
        {"claim": {"kind": "CNF_SATISFIABLE"}, "subject": {}, "certificate": {"model": [1, 2]}},
        {
            "claim": {"kind": "CNF_SATISFIABLE"},
            "subject": {"dimacs": "p cnf 3 3\n1 -2 0\n2 3 0\n"},
            "certificate": {"model": [1, 2]},
        },
        {"claim": {"kind": "CNF_SATISFIABLE"}, "subject": {"dimacs": DIMACS}, "certificate": []},
        {
            "claim": {"kind": "CNF_SATISFIABLE"},
            "format": "drat",
            "subject": {"dimacs": DIMACS},
            "certificate": {"model": [1, 2]},
        },
        {"claim": "CNF_SATISFIABLE", "subject": {"dimacs": DIMACS}, "certificate": {"model": [1, 2]}},
    ],
)
def test_malformed_requests_are_rejected_not_crashed(payload: dict) -> None:
    answer = check(payload)
    assert answer["accepted"] is False
    assert answer["reason"].startswith("malformed request")


def test_satlib_trailer_and_multiline_clauses() -> None:
    text = "c comment\np cnf 3 2\n1\n -2 0 2\n3 0\n%\n0\n\n"
    assert parse_dimacs(text) == (3, [[1, -2], [2, 3]])
    assert check(request(text, [1, 2]))["accepted"]


def test_forgery_corpus_another_formulas_model_truncated_and_reordered() -> None:
    """The standing corpus for the model checker: a real model of one formula is no evidence
    for another; a model cut short is rejected unless what is left still satisfies every
    clause; reordering the literals of a model changes nothing (it is the same assignment)."""
    a_path, b_path = SAT_FILES[0], SAT_FILES[1]
    a_text, b_text = a_path.read_text(), b_path.read_text()
    _, a_clauses = parse_dimacs(a_text)
    _, b_clauses = parse_dimacs(b_text)
    model_a = pysat_models(a_clauses)[0]
    assert check(request(a_text, model_a))["accepted"] is True
    model_b = pysat_models(b_clauses)[0]
    # b's model is rejected for a (unless it happens to satisfy a: then it is a model of a)
    satisfies_a = all(any(lit in set(model_b) for lit in c) for c in a_clauses)
    assert check(request(a_text, model_b))["accepted"] is satisfies_a
    truncated = model_a[: len(model_a) // 2]
    satisfies = all(any(lit in set(truncated) for lit in c) for c in a_clauses)
    assert check(request(a_text, truncated))["accepted"] is satisfies
    assert check(request(a_text, list(reversed(model_a))))["accepted"] is True
    assert check(request(a_text, model_a, kind="CNF_UNSATISFIABLE"))["accepted"] is False
