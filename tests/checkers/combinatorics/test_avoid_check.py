"""The avoiding-colouring checker: its encoding against exhaustive search on small problems, the Paley graph on 17
vertices accepted as the witness for R(4,4) > 17, and forged evidence rejected (a colouring with a monochromatic
pattern, a colour out of range, a short colouring, a refutation of another problem's encoding, a truncated proof)."""

from __future__ import annotations

import itertools

from pysat.solvers import Solver

from jacobian.checkers.combinatorics.avoid_check import check
from jacobian.checkers.combinatorics.avoid_encode import decode, elements, encode, monochromatic, read
from jacobian.checkers.graph.encode import digest


def problem(name: str, n: int, colours: int = 2, sizes=None, distinct: bool = False) -> dict:
    return {"problem": name, "n": n, "colours": colours, "sizes": sizes, "distinct": distinct}


def solve(clauses):
    with Solver(name="cadical195", bootstrap_with=clauses, with_proof=True) as s:
        if s.solve():
            return s.get_model(), None
        return None, "\n".join([ln for ln in s.get_proof() if ln.strip()] + ["0"]) + "\n"


def claim(subject: dict, exists: bool, **certificate) -> dict:
    return {
        "claim": {"kind": "COLOURING_AVOIDS", "exists": exists},
        "subject": {"problem": subject},
        "certificate": certificate,
    }


def refutation(subject: dict) -> dict:
    num_vars, clauses = encode(read(subject))
    model, proof = solve(clauses)
    assert model is None
    return {"cnf_sha256": digest(num_vars, clauses), "proof_text": proof}


def test_the_encoding_is_satisfiable_exactly_when_an_avoiding_colouring_exists():
    cases = [problem("ramsey", n, 2, [s, t]) for n in range(2, 6) for s, t in [(3, 3), (2, 3), (3, 4)]]
    cases += [problem("van_der_waerden", n, 2, [3, 3]) for n in range(1, 10)]
    cases += [problem("schur", n, k, None, d) for n in range(1, 9) for k in (1, 2) for d in (False, True)]
    for raw in cases:
        p = read(raw)
        count = len(elements(p))
        exists = any(monochromatic(p, list(c)) is None for c in itertools.product(range(p.colours), repeat=count))
        model, _ = solve(encode(p)[1])
        assert (model is not None) == exists, raw
        if model is not None:
            assert monochromatic(p, decode(model, p)) is None


def test_the_paley_graph_on_17_vertices_is_accepted_as_the_witness_for_r44_above_17():
    residues = {(x * x) % 17 for x in range(1, 17)}
    assert residues == {1, 2, 4, 8, 9, 13, 15, 16}
    k17 = problem("ramsey", 17, 2, [4, 4])
    paley = [0 if (v - u) % 17 in residues else 1 for u, v in itertools.combinations(range(17), 2)]
    got = check(claim(k17, True, colouring=paley))
    assert got["accepted"], got["reason"]
    assert got["model"]["summary"] == {"problem": "ramsey", "n": 17, "colours": 2, "elements": 136, "patterns": 4760}
    flipped = list(paley)
    flipped[0] = 1 - flipped[0]  # one edge changed: some K_4 becomes monochromatic
    got = check(claim(k17, True, colouring=flipped))
    assert not got["accepted"] and "monochromatic" in got["reason"]


def test_forged_evidence_is_rejected():
    k5, k6 = problem("ramsey", 5, 2, [3, 3]), problem("ramsey", 6, 2, [3, 3])
    pentagon = [0 if (v - u) % 5 in (1, 4) else 1 for u, v in itertools.combinations(range(5), 2)]
    assert check(claim(k5, True, colouring=pentagon))["accepted"]
    assert not check(claim(k5, True, colouring=[0] * 10))["accepted"]  # every triangle monochromatic
    got = check(claim(k5, True, colouring=[2] + pentagon[1:]))
    assert not got["accepted"] and "outside 0..1" in got["reason"]
    got = check(claim(k5, True, colouring=pentagon[:9]))
    assert not got["accepted"] and got["reason"].startswith("malformed request")
    proof6 = refutation(k6)
    assert check(claim(k6, False, refutation=proof6))["accepted"]
    got = check(claim(k5, False, refutation=proof6))  # K_6's proof offered for K_5
    assert not got["accepted"] and "not the checker's encoding" in got["reason"]
    schur14 = refutation(problem("schur", 14, 3))
    assert check(claim(problem("schur", 14, 3), False, refutation=schur14))["accepted"]
    got = check(claim(problem("schur", 13, 3), False, refutation=schur14))
    assert not got["accepted"] and "not the checker's encoding" in got["reason"]
    truncated = {**schur14, "proof_text": "0\n"}
    assert not check(claim(problem("schur", 14, 3), False, refutation=truncated))["accepted"]
    got = check(claim(problem("schur", 14, 3, [3, 3, 3]), False, refutation=schur14))
    assert not got["accepted"] and "subject.problem.sizes" in got["reason"] and "model" not in got
