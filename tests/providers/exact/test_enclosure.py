"""interval.enclosure end to end: arb enclosures of exp(1), sqrt(2), sin(10^10) and of ranges over
boxes VERIFIED by the mpmath.iv checker; an enclosure that misses the value rejected; hostile
expressions refused at validation with the position."""

from __future__ import annotations

from fractions import Fraction

import mpmath
import trio

from jacobian.checkers.interval import enclosure_check
from jacobian.runtime import Runtime

from .conftest import exact_config

# Reference digits (mpmath at 300 bits, computed by the test, and the classical decimal expansions).
E_DIGITS = "2.718281828459045235360287471352662497757"
SQRT2_DIGITS = "1.414213562373095048801688724209698078569"
SIN_1E10_DIGITS = "-0.4875060250875106915277942943"


def _run(tmp_path, calls):
    results = {}

    async def main():
        async with Runtime.open(exact_config(tmp_path)) as rt:
            for name, (payload, mode) in calls.items():
                results[name] = await rt.run("interval.enclosure", payload, mode)

    trio.run(main)
    return results


def contains(out, digits: str) -> bool:
    """The enclosure contains the value whose decimal expansion starts with digits (truncated: +-1 ulp)."""
    ulp = Fraction(1, 10 ** len(digits.split(".")[1]))
    value = Fraction(digits)
    return Fraction(out["lower"]) <= value + ulp and value - ulp <= Fraction(out["upper"])


def test_known_values_are_enclosed_and_verified(tmp_path):
    calls = {
        "e": ({"expression": "exp(1)"}, "VERIFY"),
        "sqrt2": ({"expression": "sqrt(2)"}, "VERIFY"),
        "sin": ({"expression": "sin(10^10)"}, "VERIFY"),
        "mixed": ({"expression": "log(3) * cos(pi/7) - 2^-10 / (1 + exp(-1))", "precision_bits": 256}, "VERIFY"),
        "box": (
            {"expression": "exp(-x^2) * sin(3*x) + sqrt(1 + y^2)", "box": {"x": ["0", "1"], "y": ["-1/2", "2"]}},
            "VERIFY",
        ),
        "domain": ({"expression": "log(x - 1)", "box": {"x": ["0", "2"]}}, "VERIFY"),
    }
    r = _run(tmp_path, calls)
    for name in ("e", "sqrt2", "sin", "mixed", "box"):
        assert r[name].assurance.level.value == "VERIFIED", (name, r[name].output, r[name].diagnostics)
        out = r[name].output
        assert Fraction(out["lower"]) <= Fraction(out["upper"])
    assert contains(r["e"].output, E_DIGITS) and contains(r["sqrt2"].output, SQRT2_DIGITS)
    assert contains(r["sin"].output, SIN_1E10_DIGITS)
    assert Fraction(r["sin"].output["upper"]) - Fraction(r["sin"].output["lower"]) < Fraction(1, 10**30)
    mpmath.mp.prec = 300
    reference = mpmath.log(3) * mpmath.cos(mpmath.pi / 7) - mpmath.mpf(2) ** -10 / (1 + mpmath.exp(-1))
    assert contains(r["mixed"].output, mpmath.nstr(reference, 50, min_fixed=-mpmath.inf, max_fixed=mpmath.inf))
    box = r["box"].output  # the range over the box contains values at sample points
    for x, y in (("0", "-0.5"), ("0.5", "0"), ("1", "2")):
        v = mpmath.exp(-(mpmath.mpf(x) ** 2)) * mpmath.sin(3 * mpmath.mpf(x)) + mpmath.sqrt(1 + mpmath.mpf(y) ** 2)
        assert Fraction(box["lower"]) <= Fraction(str(v)) <= Fraction(box["upper"])
    assert r["domain"].output["defined"] is False and r["domain"].conclusion.value == "UNKNOWN"


def check(expression, lower, upper, box=None):
    claim = {"kind": "INTERVAL_ENCLOSURE", "lower": lower, "upper": upper}
    return enclosure_check.check({"claim": claim, "subject": {"expression": expression, "box": box or {}}})


def test_an_enclosure_that_misses_the_value_is_rejected():
    assert check("sqrt(2)", "141421356/100000000", "141421357/100000000")["accepted"]
    # shifted by 10^-30: misses sqrt(2) entirely
    lo, hi = Fraction(SQRT2_DIGITS) - Fraction(1, 10**40), Fraction(SQRT2_DIGITS) + Fraction(1, 10**40)
    shifted = check("sqrt(2)", str(lo + Fraction(1, 10**30)), str(hi + Fraction(1, 10**30)))
    assert not shifted["accepted"] and shifted.get("verdict") is None and "outside" in shifted["reason"]
    # sin(10^10) is about -0.4875: the enclosure of sin(10) (about -0.544) misses it
    assert not check("sin(10^10)", "-55/100", "-54/100")["accepted"]
    # a box whose range (0..1 for x^2 on [-1, 1]) leaves the claim [0, 1/2]
    got = check("x^2", "0", "1/2", {"x": ["-1", "1"]})
    assert not got["accepted"] and got.get("verdict") is None, got
    assert check("x^2 - x", "-3/10", "21/10", {"x": ["-1", "1"]})["accepted"]  # needs bisection (x - x overestimates)
    touching = check("x^2 - x", "-1/4", "2", {"x": ["-1", "1"]})  # the minimum -1/4 is on the claim's end
    assert not touching["accepted"] and touching["verdict"] == "UNCHECKABLE", touching
    assert not check("exp(1)", "3", "2")["accepted"]  # empty claim
    assert not check("exp(1) + __import__", "0", "9")["accepted"]


def test_hostile_expressions_are_refused_at_validation(tmp_path):
    calls = {
        "eval": {"expression": "__import__('os').system('true')"},
        "unknown": {"expression": "gamma(2)"},
        "parens": {"expression": "sin(1"},
        "power": {"expression": "2^0.5"},
        "deep": {"expression": "(" * 60 + "1" + ")" * 60},
        "long": {"expression": "1+" * 1500 + "1"},
        "var": {"expression": "x + 1"},
        "box": {"expression": "x", "box": {"x": ["2", "1"]}},
    }
    r = _run(tmp_path, {k: (v, "VERIFY") for k, v in calls.items()})
    for name, result in r.items():
        assert [d.code.value for d in result.diagnostics] == ["INVALID_REQUEST"], (name, result.diagnostics)
        assert result.provenance is None, name
    assert "position" in r["parens"].diagnostics[0].message


def test_exp_tower_is_refused_not_evaluated(tmp_path):
    """exp(exp(exp(1000))) (a number with about 10^(10^434) digits) is a typed refusal naming where, never a
    hang: its magnitude is beyond what any enclosure can state."""
    calls = {
        "tower": ({"expression": "exp(exp(exp(1000)))"}, "VERIFY"),
        "over_box": ({"expression": "1 + exp(x^2)", "box": {"x": ["0", "300"]}}, "VERIFY"),
        "below_the_bound": ({"expression": "exp(40000)/exp(39999)"}, "VERIFY"),  # e, values near 2^57708
    }
    r = _run(tmp_path, calls)
    for name, position in (("tower", 4), ("over_box", 4)):  # the second exp of the tower: exp(1000) ~ 2e434
        d = r[name].diagnostics
        assert [x.code.value for x in d] == ["INVALID_REQUEST"] and d[0].path == "$.payload", (name, d)
        assert f"position {position}: exp of an argument" in d[0].message and "not evaluated" in d[0].message, d
        assert r[name].provenance is None, name
    assert r["below_the_bound"].assurance.level.value == "VERIFIED", r["below_the_bound"].assurance
