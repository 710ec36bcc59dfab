"""calculus.integral.definite end to end: the pooled worker computes (SymPy), the independent checker
calculus.rational.exact (a sandboxed process) decides, and only its acceptance makes VERIFIED.

Known values (cited in tests/checkers/calculus/test_definite_integral.py: Gradshteyn and Ryzhik 2.124, 2.125 at
the ends, GR 3.241.2 for the improper ones): int_0^1 dx/(1 + x^2) = pi/4, int_0^oo dx/(1 + x^2) = pi/2,
int_0^1 x dx/(1 + x^2) = log(2)/2, int_2^3 dx/(x^2 - 1) = log(3/2)/2, int_-oo^oo dx/(x^2 + 2x + 5) = pi/2
(completing the square), int_1^oo dx/x^2 = 1; DIVERGENT: int_0^3 dx/(x^2 - 1) (a simple pole at 1: no principal
value is taken) and int_1^oo dx/x (the p-test). int_-oo^oo dx/(x^4 + 1) = pi/sqrt(2) (GR 3.241.2, mu = 1, nu = 4,
doubled) needs sqrt(2): COMPUTED with the obligation DEFINITE_INTEGRAL_UNCHECKED, never VERIFIED. Forged producer
answers (an enclosure that misses the value, a value for an interval holding a pole, DIVERGENT for a convergent
integral) end REJECTED. Hostile requests are refused before plan() or the supervisor, with their path.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import trio
from mpmath import mp
from verify_runs import record_job_labels, record_plans

from jacobian.capability import Evidence
from jacobian.mcp.find_tool import FindService
from jacobian.providers.sage import calculus
from jacobian.runtime import Runtime

from .conftest import sage_config

OP = "calculus.integral.definite"
KNOWN = [  # (function, lower, upper, exact value text, its value by mpmath)
    ("1/(1 + x^2)", "0", "1", "pi/4", lambda: mp.pi / 4),
    ("1/(1 + x^2)", "0", "oo", "pi/2", lambda: mp.pi / 2),
    ("x/(1 + x^2)", "0", "1", "log(2)/2", lambda: mp.log(2) / 2),
    ("1/(x^2 - 1)", "2", "3", "log(3/2)/2", lambda: mp.log(mp.mpf(3) / 2) / 2),
    ("1/(x^2 + 2*x + 5)", "-oo", "oo", "pi/2", lambda: mp.pi / 2),
    ("1/x^2", "1", "oo", "1", lambda: mp.mpf(1)),
]
DIVERGENT = [("1/(x^2 - 1)", "0", "3"), ("1/x", "1", "oo")]
HOSTILE = {
    "python_power": ({"function": "x**2", "lower": "0", "upper": "1"}, "$.payload.function"),
    "huge_exponent": ({"function": "x^99999999", "lower": "0", "upper": "1"}, "$.payload.function"),
    "depth_10000": ({"function": "(" * 10_000 + "x" + ")" * 10_000, "lower": "0", "upper": "1"}, "$.payload.function"),
    "exp_tower": ({"function": "exp(exp(exp(1000)))", "lower": "0", "upper": "1"}, "$.payload.function"),
    "unicode_digits": ({"function": "x", "lower": "\u0663", "upper": "5"}, "$.payload.lower"),
    "reversed": ({"function": "x", "lower": "1", "upper": "0"}, "$.payload.upper"),
    "empty": ({"function": "x", "lower": "1", "upper": "1"}, "$.payload.upper"),
    "digits": ({"function": "x", "lower": "0", "upper": "1", "digits": 10**6}, "$.payload.digits"),
}
PHRASINGS = [
    ("definite integral of 1/(1 + x^2) from 0 to 1", OP),
    ("improper integral of a rational function from 0 to infinity", OP),
    ("rigorous enclosure of the integral of x/(x^2 + 1) over [0, 1]", OP),
]


def _forged(real, change):
    def answer(self, call, data):
        out = real(self, call, data)
        ev = out.evidence
        return replace(out, evidence=Evidence({**ev.claim, **change}, ev.format, ev.subject, ev.certificate))

    return answer


def test_definite_integral_verified_forgeries_rejected_hostile_refused(tmp_path, monkeypatch):
    results, planned, supervised, found = {}, [], [], {}

    async def main():
        async with Runtime.open(sage_config(tmp_path)) as rt:
            record_job_labels(rt, supervised)
            definition = next(d for d in calculus.CAPABILITIES if d.id == OP)
            record_plans(monkeypatch, [definition], planned)
            for name, (payload, _) in HOSTILE.items():
                results[name] = await rt.run(OP, payload, "VERIFY")
            refused = (list(planned), list(supervised))
            for f, a, b, _, _ in KNOWN:
                results[(f, a, b)] = await rt.run(OP, {"function": f, "lower": a, "upper": b}, "VERIFY")
            results["digits_60"] = await rt.run(
                OP, {"function": "1/(1 + x^2)", "lower": "0", "upper": "oo", "digits": 60}, "VERIFY"
            )
            for i, example in enumerate(definition.examples):
                results[f"example {i}"] = await rt.run(OP, example.payload, "VERIFY")
            for f, a, b in DIVERGENT:
                results[(f, a, b)] = await rt.run(OP, {"function": f, "lower": a, "upper": b}, "VERIFY")
            results["x^4 + 1"] = await rt.run(OP, {"function": "1/(x^4 + 1)", "lower": "-oo", "upper": "oo"}, "VERIFY")
            real = calculus.DefiniteIntegral.answer
            # the enclosure of pi/4 moved up by 10^-15: it misses the value
            monkeypatch.setattr(
                calculus.DefiniteIntegral,
                "answer",
                _forged(real, {"enclosure": ["0.785398163397449", "0.785398163397450"]}),
            )
            results["forged_enclosure"] = await rt.run(
                OP, {"function": "1/(1 + x^2)", "lower": "0", "upper": "1"}, "VERIFY"
            )
            # SymPy's answer for [2, 3] claimed for [0, 3], where 1/(x^2 - 1) has a pole at 1

            def over_the_pole(self, call, data):
                out = real(self, call, data)
                ev = out.evidence
                return replace(
                    out, evidence=Evidence(ev.claim, ev.format, {**ev.subject, "lower": "0"}, ev.certificate)
                )

            monkeypatch.setattr(calculus.DefiniteIntegral, "answer", over_the_pole)
            results["forged_pole"] = await rt.run(OP, {"function": "1/(x^2 - 1)", "lower": "2", "upper": "3"}, "VERIFY")
            monkeypatch.setattr(calculus.DefiniteIntegral, "answer", _forged(real, {"value": "DIVERGENT"}))
            results["forged_divergent"] = await rt.run(OP, {"function": "1/x^2", "lower": "1", "upper": "oo"}, "VERIFY")
            service = FindService(rt)
            for phrase, _ in PHRASINGS:
                doc = service.document({"query": phrase, "limit": 3})
                found[phrase] = [m["capability_id"] for m in doc["matches"]]
            return refused

    refused_planned, refused_supervised = trio.run(main)
    for name, (_, path) in HOSTILE.items():
        r = results[name]
        assert r.execution.status.value == "ERROR" and r.diagnostics[0].code.value == "INVALID_REQUEST", (name, r)
        assert r.diagnostics[0].path == path, (name, r.diagnostics[0])
    assert refused_planned == [] and refused_supervised == []

    for f, a, b, text, exact in KNOWN:
        r = results[(f, a, b)]
        assert r.assurance.level.value == "VERIFIED", (f, r.assurance, r.verification)
        assert r.verification.checker_id == "calculus.rational.exact"
        assert r.output["value"] == text, (f, r.output)
        lo, hi = (Fraction(e) for e in r.output["enclosure"])
        with mp.workdps(40):
            assert lo < Fraction(mp.nstr(exact(), 35)) < hi and hi - lo <= Fraction(1, 10**15) * max(1, abs(hi))
    r = results["digits_60"]
    assert r.assurance.level.value == "VERIFIED" and r.output["enclosure"][0].startswith(
        "1.5707963267948966192313216916397514420985846996875529104874"
    )
    for i, _ in enumerate(calculus.DefiniteIntegral.examples):
        assert results[f"example {i}"].assurance.level.value == "VERIFIED", results[f"example {i}"]
    for f, a, b in DIVERGENT:
        r = results[(f, a, b)]
        assert r.assurance.level.value == "VERIFIED" and r.output["value"] == "DIVERGENT", (f, r.assurance)
    r = results["x^4 + 1"]
    assert r.assurance.level.value == "COMPUTED" and r.output["value"] == "sqrt(2)*pi/2", r
    assert [o.kind for o in r.assurance.obligations] == ["DEFINITE_INTEGRAL_UNCHECKED"]
    with mp.workdps(40):
        lo, hi = (Fraction(e) for e in r.output["enclosure"])
        assert lo < Fraction(mp.nstr(mp.pi / mp.sqrt(2), 35)) < hi

    for name, why in (
        ("forged_enclosure", "does not contain pi/4"),
        ("forged_pole", "pole in [0, 3]"),
        ("forged_divergent", "converges"),
    ):
        r = results[name]
        assert r.assurance.level.value != "VERIFIED", (name, r.assurance)
        assert r.verification.verdict.value == "REJECTED" and why in r.verification.reason, (name, r.verification)

    for phrase, cap in PHRASINGS:
        assert cap in found[phrase], (phrase, found[phrase])
