"""The shortest-vector checker program fed genuine claims and forgeries (real process, real JSON Lines).

Lattices with known minima from ``tests/known_lattices.py`` (SPLAG); reduced bases from python-flint here.
"""

from __future__ import annotations

import json
import subprocess
import sys

import flint
from known_lattices import d_n, e8_doubled, leech, scrambled

CHECKER = "jacobian.checkers.lattice.svp_check"


def check(basis, vector, coefficients, squared_norm=None, **certificate):
    claim = {"kind": "LATTICE_SHORTEST_VECTOR", "vector": vector}
    claim["squared_norm"] = squared_norm if squared_norm is not None else sum(v * v for v in vector)
    certificate = {"coefficients": coefficients, **certificate}
    payload = {"claim": claim, "subject": {"basis": basis}, "certificate": certificate}
    line = json.dumps({"type": "request", "payload": payload}) + "\n"
    proc = subprocess.run(
        [sys.executable, "-I", "-m", CHECKER], input=line, capture_output=True, text=True, timeout=300
    )
    return json.loads(proc.stdout.strip().splitlines()[-1])["data"]


def combination(coefficients, basis):
    return [sum(c * row[j] for c, row in zip(coefficients, basis)) for j in range(len(basis[0]))]


def reduced(basis):
    r, u = flint.fmpz_mat(basis).lll(transform=True)
    lists = [[[int(m[i, j]) for j in range(m.ncols())] for i in range(m.nrows())] for m in (r, u)]
    return {"reduced": lists[0], "transform": lists[1]}


E8 = scrambled(e8_doubled(), 11)


def shortest_of(basis):
    """The shortest row of FLINT's LLL-reduced basis, with its coefficients (minimal in the lattices used here)."""
    cert = reduced(basis)
    rows, u = cert["reduced"], cert["transform"]
    i = min(range(len(rows)), key=lambda k: sum(v * v for v in rows[k]))
    return rows[i], u[i]


def test_a_minimal_vector_of_2e8_is_accepted_with_and_without_the_reduced_basis():
    vector, coefficients = shortest_of(E8)
    assert sum(v * v for v in vector) == 8  # LLL meets the minimum in this dimension
    got = check(E8, vector, coefficients, **reduced(E8))
    assert got["accepted"] is True and "Fincke-Pohst" in got["reason"], got["reason"]
    assert got["model"]["format"] == "integer-basis" and got["model"]["summary"]["rank"] == 8
    root = [-2, 2, 0, 0, 0, 0, 0, 0]  # 2 (e_1 - e_0), a doubled root: the basis's second row
    assert check(e8_doubled(), root, [0, 1, 0, 0, 0, 0, 0, 0])["accepted"] is True
    got = check(e8_doubled(), [4, 0, 0, 0, 0, 0, 0, 0], [1, 0, 0, 0, 0, 0, 0, 0])  # the first row: norm 16
    assert got["accepted"] is False and "a shorter nonzero vector exists" in got["reason"]


def test_a_longer_vector_claimed_shortest_is_rejected_with_a_shorter_one_shown():
    basis = scrambled(d_n(9), 4)
    coefficients = [1] + [0] * 8  # the first scrambled row: in D_9, but longer than sqrt 2
    vector = combination(coefficients, basis)
    assert sum(v * v for v in vector) > 2
    got = check(basis, vector, coefficients, **reduced(basis))
    assert got["accepted"] is False and "a shorter nonzero vector exists" in got["reason"], got["reason"]
    shown = json.loads(got["reason"].split("exists: ")[1].split(" (")[0])
    assert sum(v * v for v in shown) < sum(v * v for v in vector) and sum(shown) % 2 == 0  # in D_9, shorter


def test_a_vector_not_in_the_lattice_is_rejected():
    vector, coefficients = shortest_of(E8)
    off = list(vector)
    off[0] += 1  # coefficients times basis is no longer this vector
    got = check(E8, off, coefficients, **reduced(E8))
    assert got["accepted"] is False and "not the vector" in got["reason"], got["reason"]
    # a short vector of Z^8 that is not in 2 E_8, with rational "coefficients" impossible: any integers fail
    assert check(E8, [1, 1, 0, 0, 0, 0, 0, 0], coefficients)["accepted"] is False


def test_the_zero_vector_and_a_wrong_norm_are_rejected():
    got = check(E8, [0] * 8, [0] * 8, **reduced(E8))
    assert got["accepted"] is False and got["reason"] == "the vector is zero"
    vector, coefficients = shortest_of(E8)
    got = check(E8, vector, coefficients, squared_norm=7)
    assert got["accepted"] is False and "not 7" in got["reason"]


def test_a_reduced_basis_of_another_lattice_is_rejected():
    vector, coefficients = shortest_of(E8)
    cert = reduced(E8)
    cert["transform"] = [[2 * v for v in cert["transform"][0]]] + cert["transform"][1:]
    cert["reduced"] = [[2 * v for v in cert["reduced"][0]]] + cert["reduced"][1:]  # an index-2 sublattice
    got = check(E8, vector, coefficients, **cert)
    assert got["accepted"] is False and "not unimodular" in got["reason"], got["reason"]


def test_past_the_node_bound_membership_is_checked_and_minimality_left_uncheckable(monkeypatch):
    from jacobian.checkers.lattice import svp_check

    basis = scrambled(d_n(9), 4)
    vector, coefficients = shortest_of(basis)
    payload = {
        "claim": {"kind": "LATTICE_SHORTEST_VECTOR", "vector": vector, "squared_norm": 2},
        "subject": {"basis": basis},
        "certificate": {"coefficients": coefficients, **reduced(basis)},
    }
    assert svp_check.check(payload)["accepted"] is True
    monkeypatch.setattr(svp_check, "MAX_NODES", 3)
    got = svp_check.check(payload)
    assert got["verdict"] == "UNCHECKABLE" and "not settled in 3 enumeration nodes" in got["reason"], got


def test_above_the_proof_rank_membership_is_checked_and_minimality_left_uncheckable():
    basis = leech()
    vector, coefficients = shortest_of(basis)
    got = check(basis, vector, coefficients, **reduced(basis))
    assert got["accepted"] is False and got["verdict"] == "UNCHECKABLE", got
    assert "no shorter vector: not checked, rank 24 > 20" in got["reason"]
    forged = check(basis, [v + 1 for v in vector], coefficients, **reduced(basis))
    assert forged["accepted"] is False and "verdict" not in forged  # REJECTED, not merely uncheckable
