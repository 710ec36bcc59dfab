"""Diophantine capabilities end to end (PARI in the pooled Sage worker, VERIFIED by integer.diophantine), hostile
input refused before any job, and forgeries fed to the checker's own code: each rejected.

Known answers, cited:
- x^2 - 61 y^2 = 1: (1766319049, 226153980), Fermat's challenge of 1657 (solved by Brouncker and Wallis; Euler);
  x^2 - 61 y^2 = -1: (29718, 3805) (sqrt(61)'s period has odd length 11, OEIS A010124);
- x^2 - 991 y^2 = 1: (379516400906811930638014896080, 12055735790331359447442538767), the classic example of a
  large fundamental solution for a small D (e.g. Barbeau, "Pell's Equation", Springer 2003);
- x^2 - 3 y^2 = -1 has no solution (sqrt(3) = [1; 1, 2], an even period);
- 325 = 1^2 + 18^2 = 6^2 + 17^2 = 10^2 + 15^2; 21 = 3 * 7 is no sum of two squares (Fermat, Euler).
"""

from __future__ import annotations

import trio

from jacobian.checkers.integer import diophantine as check
from jacobian.runtime import Runtime

from .conftest import DEFINITIONS, sage_config

PELL61 = ("1766319049", "226153980")
PELL991 = ("379516400906811930638014896080", "12055735790331359447442538767")
CALLS = {
    "pell61": ("diophantine.pell", {"D": "61"}),
    "pell61_minus": ("diophantine.pell", {"D": 61, "sign": -1}),
    "pell991": ("diophantine.pell", {"D": "991"}),
    "pell3_minus": ("diophantine.pell", {"D": "3", "sign": -1}),
    "linear": ("diophantine.linear", {"a": "12", "b": "18", "c": "30"}),
    "linear_none": ("diophantine.linear", {"a": "12", "b": "18", "c": "31"}),
    "linear_negative": ("diophantine.linear", {"a": "-7", "b": "5", "c": str(10**40)}),
    "two": ("diophantine.sum_of_two_squares", {"n": "325"}),
    "two_none": ("diophantine.sum_of_two_squares", {"n": "21"}),
    "two_big": ("diophantine.sum_of_two_squares", {"n": str(2 * (10**100 + 949) ** 1)}),
    "four": ("diophantine.sum_of_four_squares", {"n": str(10**30 + 7)}),
    "four_big": ("diophantine.sum_of_four_squares", {"n": str(7 * 4**40 * (10**80 + 1))}),
}
HOSTILE = {
    "square_d": ("diophantine.pell", {"D": "49"}, "$.payload.D"),
    "negative_d": ("diophantine.pell", {"D": "-5"}, "$.payload.D"),
    "huge_d": ("diophantine.pell", {"D": str(10**7)}, "$.payload.D"),
    "bad_sign": ("diophantine.pell", {"D": "5", "sign": 2}, "$.payload.sign"),
    "zero_linear": ("diophantine.linear", {"a": "0", "b": "0", "c": "1"}, "$.payload.b"),
    "zero_n": ("diophantine.sum_of_two_squares", {"n": "0"}, "$.payload.n"),
    "million_digits": ("diophantine.sum_of_four_squares", {"n": "1" * 10**6}, "$.payload.n"),
}


def test_diophantine_through_the_runtime(tmp_path, monkeypatch):
    results, planned = {}, []

    async def main():
        async with Runtime.open(sage_config(tmp_path)) as rt:
            for cap in {c for c, *_ in HOSTILE.values()}:
                real_plan = DEFINITIONS[cap].plan

                def spy(call, _real=real_plan):
                    planned.append(call)
                    return _real(call)

                monkeypatch.setattr(DEFINITIONS[cap], "plan", spy)
            for name, (cap, payload, _) in HOSTILE.items():
                results[name] = await rt.run(cap, payload)
            refused = list(planned)
            for name, (cap, payload) in CALLS.items():
                results[name] = await rt.run(cap, payload, "VERIFY")
            return refused

    assert trio.run(main) == []
    for name, (_, _, path) in HOSTILE.items():
        d = results[name].diagnostics[0]
        assert (d.code.value, d.path) == ("INVALID_REQUEST", path), (name, d)
    for name in CALLS:
        r = results[name]
        assert r.assurance.level.value == "VERIFIED", (name, r.assurance, r.diagnostics)
        assert r.verification.checker_id == "integer.diophantine"
    assert (results["pell61"].output["x"], results["pell61"].output["y"]) == PELL61
    assert (results["pell61_minus"].output["x"], results["pell61_minus"].output["y"]) == ("29718", "3805")
    assert (results["pell991"].output["x"], results["pell991"].output["y"]) == PELL991
    assert results["pell3_minus"].conclusion.value == "NO_WITNESS" and results["pell3_minus"].output["x"] is None
    lin = results["linear"].output
    assert 12 * int(lin["x0"]) + 18 * int(lin["y0"]) == 30 and {lin["dx"], lin["dy"]} <= {"3", "-3", "2", "-2"}
    assert results["linear_none"].conclusion.value == "NO_WITNESS"
    two = results["two"].output
    assert int(two["a"]) ** 2 + int(two["b"]) ** 2 == 325
    assert results["two_none"].conclusion.value == "NO_WITNESS"
    for name in ("four", "four_big"):
        n = int(CALLS[name][1]["n"])
        assert sum(int(v) ** 2 for v in results[name].output["squares"]) == n


def run(kind, subject, certificate=None, **claim):
    return check.check({"claim": {"kind": kind, **claim}, "subject": subject, "certificate": certificate or {}})


def test_forged_diophantine_answers_are_rejected():
    x, y = PELL61
    assert run("PELL_FUNDAMENTAL", {"D": "61"}, x=x, y=y, sign="1")["accepted"]
    # a solution, but not the fundamental one: the square of the fundamental unit
    x2, y2 = int(x) ** 2 + 61 * int(y) ** 2, 2 * int(x) * int(y)
    got = run("PELL_FUNDAMENTAL", {"D": "61"}, x=str(x2), y=str(y2), sign="1")
    assert not got["accepted"] and "not the fundamental" in got["reason"], got
    got = run("PELL_FUNDAMENTAL", {"D": "61"}, x=str(int(x) + 1), y=y, sign="1")
    assert not got["accepted"] and "!= 1" in got["reason"], got
    got = run("PELL_FUNDAMENTAL", {"D": "991"}, x=x, y=y, sign="1")  # another D's solution
    assert not got["accepted"], got
    assert not run("PELL_NO_SOLUTION", {"D": "61"}, sign="-1")["accepted"]  # odd period: -1 is solvable
    assert run("PELL_NO_SOLUTION", {"D": "3"}, sign="-1")["accepted"]
    linear = {"a": "12", "b": "18", "c": "30"}
    assert run("LINEAR_DIOPHANTINE", linear, x0="1", y0="1", dx="3", dy="-2")["accepted"]
    got = run("LINEAR_DIOPHANTINE", linear, x0="1", y0="1", dx="6", dy="-4")  # misses every other solution
    assert not got["accepted"] and "not +-(b/g, -a/g)" in got["reason"], got
    assert not run("LINEAR_DIOPHANTINE", linear, x0="2", y0="1", dx="3", dy="-2")["accepted"]
    assert not run("LINEAR_NO_SOLUTION", linear)["accepted"]
    assert not run("SUM_OF_TWO_SQUARES", {"n": "325"}, a="1", b="17")["accepted"]
    got = run("NO_SUM_OF_TWO_SQUARES", {"n": "325"}, {"factors": [["5", 2], ["13", 1]], "certificates": {}})
    assert not got["accepted"] and "even power" in got["reason"], got
    got = run("NO_SUM_OF_TWO_SQUARES", {"n": "21"}, {"factors": [["21", 1]], "certificates": {}})  # 21 "prime"
    assert not got["accepted"], got
    assert not run("SUM_OF_FOUR_SQUARES", {"n": "30"}, squares=["5", "2", "1", "1"])["accepted"]  # 31
    got = run("SUM_OF_FOUR_SQUARES", {"n": "31"}, squares=["5", "2", "1", "1"], extra="1")
    assert not got["accepted"] and "malformed" in got["reason"], got
