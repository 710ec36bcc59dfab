"""diophantine.thue end to end (PARI's thueinit/thue in the pooled Sage worker; the listed solutions checked by
integer.diophantine, completeness an obligation), hostile forms refused before any job, forgeries rejected by
the checker's own code.

Known answers, cited:
- x^3 - 2 y^3 = 1: exactly (1, 0) and (-1, -1) (Delone 1922 and Nagell 1925: x^3 + d y^3 = 1 has at most one
  solution with xy != 0; see Mordell, "Diophantine Equations", Academic Press 1969, ch. 24);
- Thomas's family F_n = x^3 - (n-1) x^2 y - (n+2) x y^2 - y^3 = 1 (E. Thomas, J. Number Theory 34 (1990)
  235-250; completed by M. Mignotte, J. Number Theory 44 (1993) 172-177): only (1, 0), (0, -1), (-1, 1) except
  n = 0, 1, 3. n = 1, x^3 - 3 x y^2 - y^3 = 1, has six solutions: those and (2, 1), (1, -3), (-3, 2); n = 0,
  x^3 + x^2 y - 2 x y^2 - y^3 = 1, has nine: also (-1, -1), (-1, 2), (2, -1), (5, 4), (4, -9), (-9, 5);
- x^3 - 2 x^2 y + 3 x y^2 - 17 y^3 = -15: only (1, 1), PARI's own documented example (class number 3, so
  conditional under flag 0);
- x^4 + y^4 = 17: the eight (+-1, +-2), (+-2, +-1), held here against the test's own enumeration (a positive
  definite form: |x|, |y| <= 17^(1/4)).
"""

from __future__ import annotations

import trio

from jacobian.checkers.integer import diophantine as check
from jacobian.runtime import Runtime

from .conftest import DEFINITIONS, sage_config

THOMAS1 = {(1, 0), (0, -1), (-1, 1), (2, 1), (1, -3), (-3, 2)}
THOMAS0 = {(1, 0), (0, -1), (-1, 1), (-1, -1), (-1, 2), (2, -1), (5, 4), (4, -9), (-9, 5)}
CALLS = {
    "cube2": ({"form": "x^3 - 2*y^3", "m": "1"}, {(1, 0), (-1, -1)}),
    "thomas1": ({"form": [1, 0, -3, -1], "m": 1}, THOMAS1),
    "thomas0": ({"form": "x^3 + x^2*y - 2*x*y^2 - y^3", "m": "1"}, THOMAS0),
    "pari_doc": ({"form": "x^3 - 2*x^2*y + 3*x*y^2 - 17*y^3", "m": "-15"}, {(1, 1)}),
    "quartic": ({"form": "u^4 + v^4", "variables": ["u", "v"], "m": "17"}, None),
}
HOSTILE = {  # refused while the request is validated: (payload, path, words in the message)
    "quadratic": ({"form": "x^2 - 61*y^2", "m": "1"}, "$.payload.form", "diophantine.pell"),
    "quadratic_list": ({"form": [1, 0, -61], "m": "1"}, "$.payload.form", "diophantine.pell"),
    "not_homogeneous": ({"form": "x^3 + y", "m": "1"}, "$.payload.form", "homogeneous"),
    "divisible_by_x": ({"form": "x^3 - x*y^2", "m": "1"}, "$.payload.form", "reducible"),
    "rational": ({"form": "x^3/2 - y^3", "m": "1"}, "$.payload.form", "integers"),
    "degree_11": ({"form": "x^11 - 2*y^11", "m": "1"}, "$.payload.form", "degree"),
    "huge_coefficient": ({"form": [1, 0, 0, "7" * 31], "m": "1"}, "$.payload.form", "digits"),
    "huge_m": ({"form": "x^3 - 2*y^3", "m": "9" * 41}, "$.payload.m", "digits"),
    "million_digit_m": ({"form": "x^3 - 2*y^3", "m": "1" * 10**6}, "$.payload.m", "digits"),
    "bad_text": ({"form": "x**3 - 2*y^3", "m": "1"}, "$.payload.form", ""),
}


def test_thue_through_the_runtime(tmp_path, monkeypatch):
    results, planned = {}, []

    async def main():
        async with Runtime.open(sage_config(tmp_path)) as rt:
            real_plan = DEFINITIONS["diophantine.thue"].plan

            def spy(call):
                planned.append(call)
                return real_plan(call)

            monkeypatch.setattr(DEFINITIONS["diophantine.thue"], "plan", spy)
            for name, (payload, *_) in HOSTILE.items():
                results[name] = await rt.run("diophantine.thue", payload)
            refused = list(planned)
            for name, (payload, _) in CALLS.items():
                results[name] = await rt.run("diophantine.thue", payload, "VERIFY")
            payload = {"form": "x^3 - 2*x^2*y + 3*x*y^2 - 17*y^3", "m": "-15", "assume_grh": True}
            results["grh"] = await rt.run("diophantine.thue", payload, "VERIFY")
            results["grh_unit"] = await rt.run("diophantine.thue", {**payload, "m": "-1"}, "VERIFY")
            results["none"] = await rt.run("diophantine.thue", {"form": "x^5 - 3*x*y^4 + y^5", "m": "7"}, "VERIFY")
            results["reducible"] = await rt.run("diophantine.thue", {"form": "x^3 + y^3", "m": "2"})
            return refused

    assert trio.run(main) == []
    for name, (_, path, words) in HOSTILE.items():
        d = results[name].diagnostics[0]
        assert (d.code.value, d.path) == ("INVALID_REQUEST", path), (name, d)
        assert words in d.message, (name, d.message)
    for name, (_, expected) in CALLS.items():
        r = results[name]
        assert r.assurance.level.value == "VERIFIED", (name, r.assurance, r.diagnostics)
        assert r.verification.checker_id == "integer.diophantine"
        assert [o.kind for o in r.assurance.obligations] == ["THUE_COMPLETENESS_UNCHECKED"], name
        got = {(int(x), int(y)) for x, y in r.output["solutions"]}
        if expected is None:  # x^4 + y^4 = 17: positive definite, so the test enumerates every candidate
            expected = {(x, y) for x in range(-3, 4) for y in range(-3, 4) if x**4 + y**4 == 17}
            assert len(expected) == 8
        assert got == expected and r.output["count"] == len(expected), (name, r.output)
        assert r.output["unconditional"] is True
    assert results["thomas1"].output["form"] == ["1", "0", "-3", "-1"]
    grh = results["grh"]
    assert {tuple(s) for s in grh.output["solutions"]} == {("1", "1")} and grh.output["unconditional"] is False
    assert [o.kind for o in grh.assurance.obligations] == ["GRH_ASSUMED", "THUE_COMPLETENESS_UNCHECKED"]
    # m = -1: PARI documents the answer as unconditional even without certification
    assert [o.kind for o in results["grh_unit"].assurance.obligations] == ["THUE_COMPLETENESS_UNCHECKED"]
    none = results["none"]
    assert none.output["solutions"] == [] and none.assurance.level.value == "COMPUTED", none.assurance
    assert "THUE_COMPLETENESS_UNCHECKED" in [o.kind for o in none.assurance.obligations]
    d = results["reducible"].diagnostics[0]
    assert (d.code.value, d.path) == ("BACKEND_INPUT_ERROR", "$.payload.form"), d


CUBE2 = {"form": ["1", "0", "0", "-2"], "m": "1"}


def run(subject, solutions, **extra):
    claim = {"kind": "THUE_SOLUTIONS", "solutions": solutions, **extra}
    return check.check({"claim": claim, "subject": subject, "certificate": {}})


def test_forged_thue_solutions_are_rejected():
    honest = run(CUBE2, [["-1", "-1"], ["1", "0"]])
    assert honest["accepted"] and honest["model"]["format"] == "decimal", honest
    got = run(CUBE2, [["-1", "-1"], ["1", "0"], ["1", "1"]])  # 1 - 2 = -1: not a solution
    assert not got["accepted"] and "does not satisfy" in got["reason"], got
    got = run(CUBE2, [["1", "0"], ["-1", "-1"], ["1", "0"]])  # a duplicate
    assert not got["accepted"] and "twice" in got["reason"], got
    got = run({**CUBE2, "m": "-1"}, [["-1", "-1"], ["1", "0"]])  # the solutions of another m
    assert not got["accepted"], got
    got = run({"form": ["1", "0", "-3", "-1"], "m": "1"}, [["-1", "-1"]])  # another form's solution
    assert not got["accepted"], got
    got = run(CUBE2, [])  # nothing listed: nothing to check, never an acceptance
    assert not got["accepted"] and "malformed" in got["reason"], got
    got = run({"form": ["1", "0", "-61"], "m": "1"}, [["1", "0"]])  # a quadratic form is not a Thue subject
    assert not got["accepted"] and "malformed" in got["reason"], got
    got = run(CUBE2, [["+1", "0"]])  # not canonical decimal text
    assert not got["accepted"] and "malformed" in got["reason"], got
    got = run(CUBE2, [["1", "0"]], extra="1")
    assert not got["accepted"] and "malformed" in got["reason"], got


def test_thue_reply_bounds_exceeded(tmp_path, monkeypatch):
    """MAX_THUE_SOLUTIONS and MAX_THUE_SOLUTION_DIGITS (jacobian/contracts/thue.py) exceeded by one. No equation
    within the request's bounds has more than 1000 solutions or a 2001-digit solution (x^3 + y^3 = m, whose m
    can have many representations, is reducible and refused), so the replies are made bigger than their bounds:
    PARI's own integers fed to the worker's reply builder, and a real job's reply, inflated on its way to the
    adapter's reader. Each is a typed outcome: BACKEND_INPUT_ERROR from the worker, BACKEND_ERROR from the
    adapter; at the bounds themselves the reply is read (and the made-up pairs are then the checker's to reject)."""
    import cypari2

    from jacobian.contracts.thue import MAX_THUE_SOLUTION_DIGITS, MAX_THUE_SOLUTIONS
    from jacobian.providers.sage import diophantine
    from jacobian.providers.sage.number_worker import thue_reply
    from jacobian.wire import WorkerError

    pari = cypari2.Pari()
    assert (MAX_THUE_SOLUTIONS, MAX_THUE_SOLUTION_DIGITS) == (1000, 2000)
    assert len(thue_reply(pari("vector(1000, i, [i, -i])"))) == 1000
    assert thue_reply(pari("[[10^2000 - 1, 1]]")) == [["9" * 2000, "1"]]
    for name, found, why in (
        ("1001 pairs", pari("vector(1001, i, [i, -i])"), "more than 1000 solutions"),
        ("2001 digits", pari("[[1, 10^2000]]"), "more than 2000 digits"),
        ("beyond str()", pari("[[-10^5000, 1]]"), "more than 2000 digits"),  # no ValueError from int -> str
    ):
        try:
            thue_reply(found)
        except WorkerError as exc:
            assert (exc.kind, exc.extra, why in exc.message) == ("INPUT", {"path": "$.payload.m"}, True), name
        else:
            raise AssertionError(f"{name}: the worker's reply bound did not hold")

    real = diophantine.Thue.answer
    results = {}

    def inflated(solutions):
        def answer(self, call, data):
            return real(self, call, {**data, "solutions": solutions})

        return answer

    honest = [["-1", "-1"], ["1", "0"]]
    replies = {
        "1001 pairs": honest + [[str(i), "1"] for i in range(2, 1001)],
        "1000 pairs": honest + [[str(i), "1"] for i in range(2, 1000)],
        "2001 digits": [*honest, ["1" + "0" * 2000, "1"]],
        "2000 digits": [*honest, ["9" * 2000, "1"]],
        "not canonical": [*honest, ["01", "1"]],
    }

    async def main():
        async with Runtime.open(sage_config(tmp_path)) as rt:
            for name, reply in replies.items():
                monkeypatch.setattr(diophantine.Thue, "answer", inflated(reply))
                results[name] = await rt.run("diophantine.thue", {"form": "x^3 - 2*y^3", "m": "1"}, "VERIFY")

    trio.run(main)
    for name, why in (
        ("1001 pairs", "1001 solutions, more than 1000"),
        ("2001 digits", "more than 2000 digits"),
        ("not canonical", "not canonical"),
    ):
        r = results[name]
        assert r.output is None and r.execution.status.value == "ERROR", (name, r)
        d = r.diagnostics[0]
        assert d.code.value == "BACKEND_ERROR" and why in d.message, (name, d)
    for name in ("1000 pairs", "2000 digits"):  # read; the made-up pairs are no solutions, and the checker says so
        r = results[name]
        assert r.diagnostics[0].code.value == "CHECKER_REJECTED", (name, r.diagnostics)
        assert r.verification.verdict.value == "REJECTED" and "solution 2 (" in r.verification.reason, name
        assert r.output is None and r.assurance.level.value != "VERIFIED", name
