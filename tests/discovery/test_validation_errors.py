"""Validation errors an agent can act on (issue 28, item 4): math.run's admission and math.find's
arguments list every problem, each at its JSON path, with the fix where a mistake is likely."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from jacobian.discovery import find
from jacobian.run import Failure
from jacobian.run.admission import validate

BENCH = Path(__file__).resolve().parents[2] / "bench" / "bench_discovery.py"


def _bench():
    spec = importlib.util.spec_from_file_location("bench_discovery", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


CATALOG = _bench().full_catalog()
TABLE = {"order": 2, "table": [[0, 1], [1, 0]]}


def refused(cid: str, payload: dict):
    with pytest.raises(Failure) as info:
        validate(CATALOG.by_id[cid].entry, payload)
    d = info.value.diagnostic
    assert d.code.value == "INVALID_REQUEST"
    return d


def test_every_problem_is_listed_at_its_path():
    d = refused(
        "sat.solve",
        {"dimacs": "p cnf 1 1\n1 0\n", "assumption": [1], "proof": "yes", "limits": {"seconds": "5"}},
    )
    assert "more)" not in d.message and d.message.startswith("3 problems: ")
    for path in ("$.payload.assumption", "$.payload.proof", "$.payload.limits.seconds"):
        assert path in d.message, (path, d.message)
    assert d.path == "$.payload.assumption"  # the first one


def test_an_unknown_field_gets_the_nearest_valid_name():
    d = refused("universal_algebra.evaluate_laws", {"structure": TABLE, "lawz": ["x*y = y*x"]})
    assert "$.payload.lawz" in d.message and "did you mean `laws`?" in d.message
    assert "did you mean `laws`?" in (d.hint or "")
    d = refused("sat.solve", {"dimacs": "p cnf 1 1\n1 0\n", "conflicts": 5})
    assert "give it as `limits.conflicts`" in d.message  # a field of a nested object, given one level up
    d = refused("sat.solve", {"dimacs": "p cnf 1 1\n1 0\n", "zzz": 5})
    assert "the fields here are `assumptions`" in d.message  # nothing near: the valid names


@pytest.mark.parametrize(
    "cid,payload,wanted",
    [
        ("polynomial.factor", {"variables": ["x"], "polynomial": "x**2 + 1"}, "write powers with ^"),
        ("polynomial.factor", {"variables": ["x"], "polynomial": "2x + 1"}, "write the product with *"),
        ("polynomial.factor", {"variables": ["x"], "polynomial": "1.5*x"}, "3/2 for 1.5"),
        ("interval.enclosure", {"expression": "x**2", "box": {"x": ["0", "1"]}}, "write powers with ^"),
        ("universal_algebra.evaluate_laws", {"structure": TABLE, "laws": ["x**2 = x"]}, "write x*x"),
        ("universal_algebra.evaluate_laws", {"structure": TABLE, "laws": ["x.y = y.x"]}, "written *"),
        ("sat.solve", {"dimacs": "p cnf 1 1\n1 0\n", "limits": {"conflicts": "5"}}, "without quotes: 5"),
        ("smt.check", {"script": "(assert true)", "unsat_core": "true"}, "write true without quotes"),
        ("group.permutation.order", {"generators": ["(0,1,2)"]}, "points are 1-based"),
    ],
)
def test_a_likely_mistake_gets_its_fix(cid, payload, wanted):
    d = refused(cid, payload)
    assert wanted in d.message, d.message
    assert "beyond the maximum degree" not in d.message


@pytest.mark.parametrize("cid", ["polynomial.gcd", "polynomial.factor"])
@pytest.mark.parametrize("field", ["GF(7)x", "GF(7) ", "GF(12)"])
def test_a_field_is_refused_at_its_own_path(cid, field):
    # "GF(7)x" once passed the univariate operations' field rule (a prefix match) and was refused at
    # $.payload.a and $.payload.b with Python's int() message instead
    payload = {"a": "x", "b": "x"} if cid == "polynomial.gcd" else {"variables": ["x"], "polynomial": "x"}
    d = refused(cid, {**payload, "field": field})
    assert d.path == "$.payload.field" and "GF(p)" in d.message, (d.path, d.message)
    assert "$.payload.a" not in d.message and "int()" not in d.message, d.message


def test_an_adjacency_matrix_given_as_edges_gets_the_pairs_it_stands_for():
    matrix = [[0, 1, 1, 0], [1, 0, 1, 0], [1, 1, 0, 1], [0, 0, 1, 0]]
    d = refused("graph.chromatic_number", {"vertices": [0, 1, 2, 3], "edges": matrix})
    assert d.path == "$.payload.edges" and "adjacency matrix" in d.message
    assert "[[0, 1], [0, 2], [1, 2], [2, 3]]" in d.message


def test_a_union_reports_the_branch_the_input_meant():
    bad_tree = {"lhs": {"mul": [{"var": "x"}, {"var": "Y"}]}, "rhs": {"var": "x"}}
    d = refused("universal_algebra.evaluate_laws", {"structure": TABLE, "laws": [bad_tree]})
    assert d.path == "$.payload.laws[0].lhs.mul[1].var" and "should match pattern" in d.message
    assert "valid string" not in d.message and "Field required" not in d.message  # the other branches' noise


def test_many_problems_stay_within_the_message_bound_and_say_how_many():
    matrix = [[0.5] * 40 for _ in range(40)]
    d = refused("matrix.rank", {"matrix": matrix})
    assert d.message.startswith("1600 problems (the first ") and len(d.message) <= 4096


def test_math_find_arguments_list_every_problem_with_its_fix():
    doc = find(CATALOG, {"capabilty_id": "sat.solve", "limit": "5", "view": "FULLL"})
    assert doc["kind"] == "ERROR"
    by_path = {d["path"]: d for d in doc["diagnostics"]}
    assert set(by_path) == {"$.capabilty_id", "$.limit", "$.view"}
    assert "did you mean `capability_id`?" in by_path["$.capabilty_id"]["message"]
    assert "did you mean 'FULL'?" in by_path["$.view"]["message"]
    assert "without quotes: 5" in by_path["$.limit"]["message"]
