"""polynomial.system.solve through a real runtime (Singular in the Sage worker, the checker polynomial.system.rur
in its sandboxed job), and forged claims fed to the checker in-process.

Known answers, cited:
- the unit circle x^2 + y^2 = 1 meets the line x = y in the two points +-(1/sqrt 2, 1/sqrt 2);
- Cox, Little, O'Shea, "Ideals, Varieties, and Algorithms" (4th ed.), ch. 2 sec. 8 (and ch. 3 sec. 1): the
  system x^2 + y + z = 1, x + y^2 + z = 1, x + y + z^2 = 1 has the five solutions (1, 0, 0), (0, 1, 0),
  (0, 0, 1) and (-1 +- sqrt 2, -1 +- sqrt 2, -1 +- sqrt 2) (eight with multiplicity: the ideal is not radical);
- Cyclic-3 (Bjorck and Froberg 1991): x + y + z = xy + yz + zx = 0, xyz = 1 has 6 solutions, the permutations
  of (1, w, w^2), w a primitive cube root of unity; none real;
- Katsura-3 (Katsura 1990; the PoSSo test suite): 4 unknowns, 2^3 = 8 solutions;
- x^2 = y^2 = 0: the single point (0, 0), of multiplicity 4 (a non-radical ideal: completeness with squares);
- inconsistent: x^2 + y^2 = 1, x = y and x + y = 5 (the line x + y = 5 misses both points);
- positive-dimensional: x^2 + y^2 = z, x = y (a parabola in the plane x = y);
- Bezout: two degree-8 curves with no common point at infinity meet in 8 * 8 = 64 points.
"""

from __future__ import annotations

from fractions import Fraction
from types import SimpleNamespace

import pytest
import trio

from jacobian.checkers.polynomial import system_check
from jacobian.checkers.polynomial import univariate as U
from jacobian.checkers.polynomial.poly import Field, parse
from jacobian.contracts.enums import Mode
from jacobian.providers.sage import system, worker
from jacobian.providers.sage.polytext import render
from jacobian.runtime import Runtime

from .conftest import sage_config

XYZ = ["x", "y", "z"]
CASES = {
    "circle_line": {"variables": ["x", "y"], "equations": ["x^2 + y^2 - 1", "x - y"]},
    "clo": {"variables": XYZ, "equations": ["x^2 + y + z - 1", "x + y^2 + z - 1", "x + y + z^2 - 1"]},
    "cyclic3": {"variables": XYZ, "equations": ["x + y + z", "x*y + y*z + z*x", "x*y*z - 1"]},
    "katsura3": {
        "variables": ["u0", "u1", "u2", "u3"],
        "equations": [
            "u0 + 2*u1 + 2*u2 + 2*u3 - 1",
            "u0^2 + 2*u1^2 + 2*u2^2 + 2*u3^2 - u0",
            "2*u0*u1 + 2*u1*u2 + 2*u2*u3 - u1",
            "u1^2 + 2*u0*u2 + 2*u1*u3 - u2",
        ],
    },
    "double_point": {"variables": ["x", "y"], "equations": ["x^2", "y^2"]},
    "inconsistent": {"variables": ["x", "y"], "equations": ["x^2 + y^2 - 1", "x - y", "x + y - 5"]},
    "parabola": {"variables": XYZ, "equations": ["x^2 + y^2 - z", "x - y"]},
    # Bezout's theorem: two curves of degree 8 whose leading forms x^8 and y^8 share no zero at infinity meet in
    # 64 points with multiplicity (64 distinct: f squarefree of degree 64): the bound's size, 64 of MAX_SOLUTIONS
    "bezout64": {"variables": ["x", "y"], "equations": ["x^8 + y^7 - 3*x*y + 1", "y^8 - x^5 + 2*y - 7"]},
}
BAD = {  # each refused before any job, with its path
    "seven_unknowns": ({"variables": list("abcdefg"), "equations": ["a"]}, "$.payload.variables"),
    "python_power": ({"variables": ["x"], "equations": ["x**2 - 1"]}, "$.payload.equations"),
    "huge_exponent": ({"variables": ["x"], "equations": ["x^99999999"]}, "$.payload.equations"),
    "degree_17": ({"variables": ["x", "y"], "equations": ["x^17 - y", "y"]}, "$.payload.equations[0]"),
    "bezout": ({"variables": XYZ, "equations": ["x^6 - 1", "y^6 - 1", "z^6 - 1"]}, "$.payload.equations"),
    "undeclared": ({"variables": ["x"], "equations": ["x + y"]}, "$.payload.equations"),
    "over_gf": ({"variables": ["x"], "field": "GF(5)", "equations": ["x^2 + 1"]}, "$.payload.field"),
    "depth": ({"variables": ["x"], "equations": ["(" * 10_000 + "x" + ")" * 10_000]}, "$.payload.equations"),
    "unicode_digits": ({"variables": ["x"], "equations": ["x^\u0662 - 1"]}, "$.payload.equations"),
    "all_zero": ({"variables": ["x", "y"], "equations": ["0", "x - x"]}, "$.payload.equations"),
    "seventeen_equations": ({"variables": ["x"], "equations": ["x"] * 17}, "$.payload.equations"),
}


def run_all(tmp_path, payloads):
    results = {}

    async def main():
        async with Runtime.open(sage_config(tmp_path)) as rt:
            for name, payload in payloads.items():
                results[name] = await rt.run("polynomial.system.solve", payload, "VERIFY")

    trio.run(main)
    return results


def test_known_answers_verified_and_hostile_text_refused(tmp_path):
    results = run_all(tmp_path, {**CASES, **{k: p for k, (p, _) in BAD.items()}})
    for name in CASES:
        r = results[name]
        assert r.assurance.level.value == "VERIFIED", (name, r.assurance, r.diagnostics)
    out = {name: results[name].output for name in CASES}
    assert (out["circle_line"]["solutions"], out["circle_line"]["real_solutions"]) == (2, 2)
    for point in out["circle_line"]["approximate_points"]:
        assert point["x"] == point["y"] and abs(abs(float(point["x"])) - 0.5**0.5) < 1e-12
    clo = out["clo"]
    assert (clo["solutions"], clo["real_solutions"]) == (5, 5)
    rational = {tuple(p[v] for v in XYZ) for p in clo["rational_points"]}
    assert rational == {("1", "0", "0"), ("0", "1", "0"), ("0", "0", "1")}
    irrational = sorted(float(p["x"]) for p in clo["approximate_points"] if p["x"] == p["y"] == p["z"])
    assert len(irrational) == 2 and abs(irrational[0] + 1 + 2**0.5) < 1e-12 and abs(irrational[1] + 1 - 2**0.5) < 1e-12
    assert (out["cyclic3"]["solutions"], out["cyclic3"]["real_solutions"]) == (6, 0)
    assert out["katsura3"]["solutions"] == 8
    assert out["bezout64"]["solutions"] == 64
    assert out["double_point"]["solutions"] == 1 and out["double_point"]["rational_points"] == [{"x": "0", "y": "0"}]
    assert out["inconsistent"]["status"] == "no_solutions" and out["inconsistent"]["solutions"] == 0
    assert out["parabola"]["status"] == "positive_dimensional" and out["parabola"]["free_variables"] == ["z"]
    for name, (_, path) in BAD.items():
        r = results[name]
        assert r.execution.status.value == "ERROR" and r.diagnostics[0].code.value == "INVALID_REQUEST", (name, r)
        assert r.diagnostics[0].path.startswith(path), (name, r.diagnostics[0])


def evidence(name):
    """The producer's evidence for one known case, made in-process (the worker's op, the capability's answer)."""
    cap = system.SystemSolve()
    call = SimpleNamespace(request=cap.Request.model_validate(CASES[name]), mode=Mode.VERIFY)
    ev = cap.answer(call, worker.op_system_solve(cap.fields(call))).evidence
    return {"claim": dict(ev.claim), "subject": ev.subject, "certificate": ev.certificate}


QQ = Field("QQ")


def dense(text, var="T"):
    return U.dense(parse(text, (var,), QQ, "test"), QQ)


def text(f, var="T"):
    return render({"den": "1", "num": [], "exp": []} if not f else _wire(f), (var,))


def _wire(f):
    from math import lcm

    den = lcm(*(Fraction(c).denominator for c in f))
    terms = [(i, Fraction(c) * den) for i, c in enumerate(f) if c]
    return {"den": str(den), "num": [str(int(c)) for _, c in terms], "exp": [i for i, _ in terms]}


def rejected(payload):
    decision = system_check.check(payload)
    assert not decision["accepted"] and decision.get("verdict") is None, decision
    return decision["reason"]


@pytest.fixture(scope="module")
def clo():
    return evidence("clo")


def test_genuine_evidence_accepted(clo):
    assert system_check.check(clo)["accepted"]


def test_solution_list_missing_one_point_rejected(clo):
    """The must-show forgery: f with the factor T - t of one rational root dropped, g_i reduced modulo the rest
    and the counts adjusted: every listed point is still a solution, so only completeness can catch it."""
    claim = dict(clo["claim"])
    f = dense(claim["f"])
    point = claim["rational"][0]
    t = sum(Fraction(c) * Fraction(x) for c, x in zip(claim["linear_form"], point))
    smaller, rest = U.divmod_(f, [-t, Fraction(1)], QQ)
    assert not rest
    claim["f"] = text(smaller)
    claim["g"] = [text(U.divmod_(dense(g), smaller, QQ)[1]) for g in claim["g"]]
    claim["real"] -= 1
    claim["rational"] = claim["rational"][1:]
    claim["powers"] = [8] * len(claim["powers"])  # no exponent can make the dropped point's factor vanish
    assert "does not reduce to zero" in rejected({**clo, "claim": claim})
    del claim["powers"]  # without exponents: soundness holds, completeness stays open, never accepted
    decision = system_check.check({**clo, "claim": claim})
    assert not decision["accepted"] and decision["verdict"] == "UNCHECKABLE"


def test_wrong_coordinate_rejected(clo):
    claim = dict(clo["claim"])
    claim["g"] = [text(U.add(dense(claim["g"][0]), [Fraction(1)], QQ)), *claim["g"][1:]]
    assert "does not vanish" in rejected({**clo, "claim": claim})


def test_non_squarefree_f_rejected(clo):
    claim = dict(clo["claim"])
    claim["f"] = text(U.mul(dense(claim["f"]), dense(claim["f"]), QQ))
    assert "not squarefree" in rejected({**clo, "claim": claim})


def test_point_that_is_not_a_solution_rejected(clo):
    claim = dict(clo["claim"])
    claim["rational"] = [*claim["rational"], ["1", "1", "1"]]
    assert "rational point 3" in rejected({**clo, "claim": claim})


def test_wrong_real_count_and_non_separating_form_rejected(clo):
    assert "real roots" in rejected({**clo, "claim": {**clo["claim"], "real": 3}})
    assert "does not separate" in rejected({**clo, "claim": {**clo["claim"], "linear_form": [1, 1, 1]}})


def test_wrong_kinds_rejected(clo):
    assert "holds no constant" in rejected({**clo, "claim": {"kind": "SYSTEM_INCONSISTENT"}})
    assert "pure power" in rejected({**clo, "claim": {"kind": "SYSTEM_POSITIVE_DIMENSIONAL", "free": [0]}})
    bad = evidence("inconsistent")
    assert "no solution" in rejected({**bad, "claim": {**clo["claim"], "kind": "SYSTEM_SOLUTIONS"}})


def test_basis_without_its_lift_rejected(clo):
    cert = {k: v for k, v in clo["certificate"].items() if k != "lift"}
    assert "no lift" in rejected({**clo, "certificate": cert})


def test_no_membership_exponent_leaves_an_obligation():
    """Where the worker finds no power of f(L) or x_i - g_i(L) in the ideal, the answer carries the documented
    obligation and the checker decides soundness only (UNCHECKABLE): the run stays COMPUTED."""
    cap = system.SystemSolve()
    call = SimpleNamespace(request=cap.Request.model_validate(CASES["clo"]), mode=Mode.VERIFY)
    data = {**worker.op_system_solve(cap.fields(call)), "powers": None}
    interp = cap.answer(call, data)
    assert [o.kind for o in interp.obligations] == ["SYSTEM_COMPLETENESS_UNPROVEN"]
    ev = interp.evidence
    decision = system_check.check({"claim": ev.claim, "subject": ev.subject, "certificate": ev.certificate})
    assert decision["verdict"] == "UNCHECKABLE" and "completeness not shown" in decision["reason"]
