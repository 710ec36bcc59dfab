"""matrix.normal_form.hermite / .smith end to end: known Smith forms (a textbook 3x3 matrix, the
boundary matrices of the 6-vertex real projective plane, whose H_1 is Z/2) VERIFIED with their
unimodular transforms; forged transforms and forms rejected by the real checker."""

from __future__ import annotations

import itertools
import random

import trio

from jacobian.checkers.exact import normal_form_check
from jacobian.runtime import Runtime

from .conftest import exact_config

TEXTBOOK = [["2", "4", "4"], ["-6", "6", "12"], ["10", "-4", "-16"]]  # SNF diag(2, 6, 12)
# The minimal triangulation of RP^2 (6 vertices, 15 edges, 10 triangles).
RP2 = [(1, 2, 4), (1, 2, 6), (1, 3, 5), (1, 3, 6), (1, 4, 5), (2, 3, 4), (2, 3, 5), (2, 5, 6), (3, 4, 6), (4, 5, 6)]
EDGES = sorted({e for t in RP2 for e in itertools.combinations(t, 2)})
VERTICES = sorted({v for t in RP2 for v in t})


def boundary_2() -> list[list[str]]:
    """d2: triangles -> edges, d[abc] = bc - ac + ab."""
    d = [["0"] * len(RP2) for _ in EDGES]
    for k, (a, b, c) in enumerate(RP2):
        for edge, sign in (((b, c), "1"), ((a, c), "-1"), ((a, b), "1")):
            d[EDGES.index(edge)][k] = sign
    return d


def boundary_1() -> list[list[str]]:
    d = [["0"] * len(EDGES) for _ in VERTICES]
    for k, (a, b) in enumerate(EDGES):
        d[VERTICES.index(b)][k], d[VERTICES.index(a)][k] = "1", "-1"
    return d


def _run(tmp_path, calls):
    results = {}

    async def main():
        async with Runtime.open(exact_config(tmp_path)) as rt:
            for name, (cap, payload) in calls.items():
                results[name] = await rt.run(cap, payload, "VERIFY")

    trio.run(main)
    return results


def test_known_smith_and_hermite_forms_are_verified(tmp_path):
    rng = random.Random(4)
    rand = [[str(rng.randint(-20, 20)) for _ in range(7)] for _ in range(5)]
    smith, hermite = "matrix.normal_form.smith", "matrix.normal_form.hermite"
    calls = {
        "textbook": (smith, {"matrix": TEXTBOOK}),
        "d2": (smith, {"matrix": boundary_2()}),
        "d1": (smith, {"matrix": boundary_1()}),
        "random-smith": (smith, {"matrix": rand}),
        "textbook-hnf": (hermite, {"matrix": TEXTBOOK}),
        "d2-hnf": (hermite, {"matrix": boundary_2()}),
        "random-hnf": (hermite, {"matrix": rand}),
    }
    r = _run(tmp_path, calls)
    for name, result in r.items():
        assert result.assurance.level.value == "VERIFIED", (name, result.diagnostics)
    assert r["textbook"].output["invariants"] == ["2", "6", "12"]
    assert r["textbook-hnf"].output["hermite"] == [["2", "4", "4"], ["0", "6", "0"], ["0", "0", "12"]]
    # H_1(RP^2) = ker d1 / im d2: rank d1 = 5, so ker d1 has rank 15 - 5 = 10 = rank d2; torsion Z/2
    d1, d2 = r["d1"].output["invariants"], r["d2"].output["invariants"]
    assert d1 == ["1"] * 5 and len(d2) == 10
    assert [d for d in d2 if d != "1"] == ["2"]
    assert r["d2-hnf"].output["rank"] == 10


def scrambled(diagonal: list[int], seed: int) -> list[list[str]]:
    """P D Q for D = diag(diagonal) and P, Q products of random elementary integer operations."""
    n, rng = len(diagonal), random.Random(seed)
    M = [[diagonal[i] if i == j else 0 for j in range(n)] for i in range(n)]
    for _ in range(3 * n):
        i, k = rng.sample(range(n), 2)
        sign = rng.choice((1, -1))
        M[i] = [a + sign * b for a, b in zip(M[i], M[k])]  # a row operation (P)
        i, k = rng.sample(range(n), 2)
        for row in M:  # a column operation (Q)
            row[i] += sign * row[k]
    return [[str(v) for v in row] for row in M]


def test_a_128_by_128_smith_form_with_known_invariants_is_verified(tmp_path):
    """At the size limit: a scrambled diagonal matrix whose Smith form is known (it is the diagonal)."""
    torsion = [2, 2, 4, 12, 12, 24]
    diagonal = [1] * (128 - len(torsion) - 4) + torsion + [0] * 4
    A = scrambled(diagonal, 128)
    assert len(A) == len(A[0]) == 128 and sum(v != "0" for row in A for v in row) > 128
    r = _run(
        tmp_path,
        {"smith": ("matrix.normal_form.smith", {"matrix": A}), "hnf": ("matrix.normal_form.hermite", {"matrix": A})},
    )
    for name, result in r.items():
        assert result.assurance.level.value == "VERIFIED", (name, result.diagnostics)
    assert r["smith"].output["invariants"] == [str(d) for d in diagonal if d]
    assert r["hnf"].output["rank"] == 124


def test_non_integer_or_oversized_matrices_are_refused(tmp_path):
    calls = {
        "fraction": ("matrix.normal_form.smith", {"matrix": [["1/2", "1"], ["0", "1"]]}),
        "big": ("matrix.normal_form.hermite", {"matrix": [["1"] * 129]}),
    }
    for name, result in _run(tmp_path, calls).items():
        assert [d.code.value for d in result.diagnostics] == ["INVALID_REQUEST"], (name, result.diagnostics)
        assert result.provenance is None


def check(claim, matrix, cert):
    return normal_form_check.check({"claim": claim, "subject": {"matrix": matrix}, "certificate": cert})


def test_forged_normal_forms_are_rejected():
    from jacobian.providers.exact.flint_worker import op_hermite, op_smith
    from jacobian.providers.exact.rational import parse_matrix

    A = parse_matrix(TEXTBOOK)
    s, h = op_smith(A, {}), op_hermite(A, {})
    smith = {"kind": "MATRIX_SMITH_FORM", "smith": s["smith"]}
    hnf = {"kind": "MATRIX_HERMITE_FORM", "hermite": h["hermite"]}
    assert check(smith, TEXTBOOK, {"left": s["left"], "right": s["right"]})["accepted"]
    assert check(hnf, TEXTBOOK, {"left": h["left"]})["accepted"]
    # a transform that is not unimodular: U doubled gives (2U) A (V) = 2S, claimed as such
    U2 = [[str(2 * int(v)) for v in row] for row in s["left"]]
    S2 = [[str(2 * int(v)) for v in row] for row in s["smith"]]
    got = check({**smith, "smith": S2}, TEXTBOOK, {"left": U2, "right": s["right"]})
    assert not got["accepted"] and "not unimodular" in got["reason"], got
    # an upper-triangular form that is not Smith (no divisibility chain) with honest-looking transforms
    ident = [["1", "0", "0"], ["0", "1", "0"], ["0", "0", "1"]]
    diag = [["2", "0", "0"], ["0", "3", "0"], ["0", "0", "5"]]
    got = check({**smith, "smith": diag}, diag, {"left": ident, "right": ident})
    assert not got["accepted"] and "divide" in got["reason"]
    # the textbook matrix's own HNF claimed for another matrix; a non-reduced entry above a pivot
    assert not check(hnf, [["2", "4", "4"], ["-6", "6", "12"], ["10", "-4", "-15"]], {"left": h["left"]})["accepted"]
    unreduced = [["1", "5"], ["0", "3"]]
    got = check({**hnf, "hermite": unreduced}, unreduced, {"left": [["1", "0"], ["0", "1"]]})
    assert not got["accepted"] and "reduced" in got["reason"]
    # a fractional transform with determinant 1
    got = check(hnf, TEXTBOOK, {"left": [["1/2", "0", "0"], ["0", "2", "0"], ["0", "0", "1"]]})
    assert not got["accepted"] and "not an integer" in got["reason"]
