"""calculus.limit, calculus.series and calculus.antiderivative end to end: the pooled worker computes (SymPy),
the independent checker calculus.rational.exact (a sandboxed process) decides, and only its acceptance makes VERIFIED.

Known answers: limits from Stewart, Calculus, 8th ed. (section 2.3 Example 2, (x^2 - 1)/(x - 1) -> 2 at 1;
section 2.2, 1/x at 0: +oo from the right, -oo from the left, no two-sided limit; section 2.6, a quotient of equal
degrees tends to the ratio of the leading coefficients, (3x^2 + 1)/(x^2 - 5) -> 3); series of the Fibonacci
generating function and of 1/(1 - x)^2 and a Laurent series; antiderivatives from Gradshteyn-Ryzhik 2.124, 2.125
(cited in tests/checkers/calculus/test_calculus_check.py). Forged producer answers (a wrong limit, DNE for an
existing limit, +oo for -oo, one wrong series coefficient, an antiderivative with an extra term or a wrong log
coefficient) end REJECTED by the checker, never VERIFIED; antiderivatives that need algebraic constants are
refused as out of class. Hostile text is refused before plan() or the supervisor, with its path.
"""

from __future__ import annotations

from dataclasses import replace

import trio
from verify_runs import record_job_labels, record_plans

from jacobian.capability import Evidence
from jacobian.mcp.find_tool import FindService
from jacobian.providers.sage import calculus
from jacobian.runtime import Runtime

from .conftest import sage_config

# (name, payload, the limit)
KNOWN = [
    ("removable", {"function": "(x^2 - 1)/(x - 1)", "point": "1"}, "2"),
    ("1/x two-sided", {"function": "1/x", "point": "0"}, "DNE"),
    ("1/x right", {"function": "1/x", "point": "0", "direction": "right"}, "oo"),
    ("1/x left", {"function": "1/x", "point": "0", "direction": "left"}, "-oo"),
    ("at infinity", {"function": "(3*x^2 + 1)/(x^2 - 5)", "point": "oo"}, "3"),
    ("1/x^2", {"function": "1/x^2", "point": "0"}, "oo"),
    ("cubic at -oo", {"function": "x^3/(x + 1)", "point": "-oo"}, "oo"),
    ("(x^3-8)/(x-2)", {"function": "(x^3 - 8)/(x - 2)", "point": "2"}, "12"),
    ("rational point", {"function": "(4*x^2 - 1)/(2*x - 1)", "point": "1/2", "variable": "x"}, "2"),
    ("in t", {"function": "(t^2 + t - 6)/(t^2 - 4)", "point": "2", "variable": "t"}, "5/4"),
]
HOSTILE = {
    "python_power": ({"function": "x**2", "point": "0"}, "$.payload.function"),
    "huge_exponent": ({"function": "x^99999999", "point": "0"}, "$.payload.function"),
    "unicode_digits": ({"function": "x + \u0663", "point": "0"}, "$.payload.function"),
    "depth_10000": ({"function": "(" * 10_000 + "x" + ")" * 10_000, "point": "0"}, "$.payload.function"),
    "nesting_1000": ({"function": "(" * 1000 + "x" + ")" * 1000, "point": "0"}, "$.payload.function"),
    "division_by_zero": ({"function": "1/(x - x)", "point": "0"}, "$.payload.function"),
    "log": ({"function": "log(x)", "point": "1"}, "$.payload.function"),
    "unknown_name": ({"function": "exp(x)", "point": "0"}, "$.payload.function"),
    "exp_tower": ({"function": "exp(exp(exp(1000)))", "point": "0"}, "$.payload.function"),
    "decimal_point": ({"function": "x", "point": "0.5"}, "$.payload.point"),
    "side_at_infinity": ({"function": "x", "point": "oo", "direction": "left"}, "$.payload.direction"),
}
FIB = ["1", "1", "2", "3", "5", "8", "13", "21", "34", "55", "89", "144", "233"]
# (name, payload, valuation, coefficients): the Fibonacci generating function (Graham, Knuth, Patashnik, Concrete
# Mathematics, (7.24)), 1/(1 - x)^2 = sum (n + 1) x^n, a Laurent series at a pole
SERIES = [
    ("fibonacci", {"function": "1/(1 - x - x^2)", "order": 12}, 0, FIB),
    ("1/(1-x)^2", {"function": "1/(1 - x)^2", "order": 6}, 0, ["1", "2", "3", "4", "5", "6", "7"]),
    ("laurent", {"function": "1/(x^2 - x)", "point": "1", "order": 3}, -1, ["1", "-1", "1", "-1", "1"]),
    ("at 1/2", {"function": "(x + 1)/(x - 2)", "point": "1/2", "order": 2}, 0, ["-1", "-4/3", "-8/9"]),
]
# Integrands from Gradshteyn and Ryzhik 2.124, 2.125 and a partial-fraction case (cited in
# tests/checkers/calculus/test_calculus_check.py); the checker differentiates whatever form SymPy returns.
INTEGRANDS = ["1/(x^2 + 1)", "1/(x^2 - 1)", "x/(x^2 + 1)", "(2*x + 3)/(x^2 + 3*x + 2)", "(x^4 + 1)/(x^3 + x)"]
OUT_OF_CLASS = ["1/(x^2 - 2)", "1/(x^3 + 2)"]  # need sqrt(2), 2^(1/3): refused, never answered unchecked
PHRASINGS = [
    ("limit of (x^2 - 1)/(x - 1) as x tends to 1", "calculus.limit"),
    ("limit of a rational function at infinity", "calculus.limit"),
    ("one-sided limit of 1/x as x approaches 0 from the right", "calculus.limit"),
    ("Taylor series of 1/(1 - x - x^2) at 0", "calculus.series"),
    ("Laurent expansion of a rational function at a pole", "calculus.series"),
    ("power series coefficients of a rational generating function", "calculus.series"),
    ("antiderivative of 1/(x^2 + 1)", "calculus.antiderivative"),
    ("indefinite integral of a rational function by partial fractions", "calculus.antiderivative"),
    ("integrate (2x+3)/(x^2+3x+2) dx", "calculus.antiderivative"),
]


def _forged(real, value):
    def answer(self, call, data):
        out = real(self, call, data)
        ev = out.evidence
        return replace(out, evidence=Evidence({**ev.claim, "value": value}, ev.format, ev.subject, ev.certificate))

    return answer


def test_calculus_limit_verified_forgeries_rejected_hostile_refused(tmp_path, monkeypatch):
    results, planned, supervised, found = {}, [], [], {}

    async def main():
        async with Runtime.open(sage_config(tmp_path)) as rt:
            record_job_labels(rt, supervised)
            record_plans(monkeypatch, calculus.CAPABILITIES, planned)
            for name, (payload, _) in HOSTILE.items():
                results[name] = await rt.run("calculus.limit", payload, "VERIFY")
            refused = (list(planned), list(supervised))
            for name, payload, _ in KNOWN:
                results[name] = await rt.run("calculus.limit", payload, "VERIFY")
            real = calculus.RationalLimit.answer
            for name, payload, value in (
                ("forged_value", {"function": "(x^2 - 1)/(x - 1)", "point": "1"}, "3"),
                ("forged_dne", {"function": "(3*x^2 + 1)/(x^2 - 5)", "point": "oo"}, "DNE"),
                ("forged_sign", {"function": "1/x", "point": "0", "direction": "left"}, "oo"),
            ):
                monkeypatch.setattr(calculus.RationalLimit, "answer", _forged(real, value))
                results[name] = await rt.run("calculus.limit", payload, "VERIFY")
            for name, payload, _, _ in SERIES:
                results[name] = await rt.run("calculus.series", payload, "VERIFY")
            real_series = calculus.RationalSeries.answer

            def forged_coefficient(self, call, data):
                out = real_series(self, call, data)
                ev = out.evidence
                coefficients = list(ev.claim["coefficients"])
                coefficients[7] = "22"  # F_8 is 21
                claim = {**ev.claim, "coefficients": coefficients}
                return replace(out, evidence=Evidence(claim, ev.format, ev.subject, ev.certificate))

            monkeypatch.setattr(calculus.RationalSeries, "answer", forged_coefficient)
            results["forged_series"] = await rt.run("calculus.series", SERIES[0][1], "VERIFY")
            results["series_order"] = await rt.run("calculus.series", {"function": "x", "order": 10**6}, "VERIFY")
            for f in INTEGRANDS + OUT_OF_CLASS:
                results[f] = await rt.run("calculus.antiderivative", {"function": f}, "VERIFY")
            real_anti = calculus.RationalAntiderivative.answer

            def forged_antiderivative(extra):
                def answer(self, call, data):
                    out = real_anti(self, call, data)
                    ev = out.evidence
                    claim = {**ev.claim, "antiderivative": ev.claim["antiderivative"] + extra}
                    return replace(out, evidence=Evidence(claim, ev.format, ev.subject, ev.certificate))

                return answer

            monkeypatch.setattr(calculus.RationalAntiderivative, "answer", forged_antiderivative(" + 1/x"))
            results["forged_term"] = await rt.run("calculus.antiderivative", {"function": "1/(x^2 + 1)"}, "VERIFY")
            monkeypatch.setattr(calculus.RationalAntiderivative, "answer", forged_antiderivative(" + 1/6*log(x + 1)"))
            results["forged_log"] = await rt.run("calculus.antiderivative", {"function": "1/(x^2 - 1)"}, "VERIFY")
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
    assert "write powers with ^" in results["python_power"].diagnostics[0].message
    assert "nested deeper" in results["nesting_1000"].diagnostics[0].message
    assert refused_planned == [] and refused_supervised == []

    for name, _, value in KNOWN:
        r = results[name]
        assert r.assurance.level.value == "VERIFIED", (name, r.assurance, r.verification)
        assert r.verification.checker_id == "calculus.rational.exact"
        assert r.verification.model.format == "rational-expression"
        assert r.output["value"] == value, (name, r.output)

    for name, why in (("forged_value", "is 2, not 3"), ("forged_dne", "is 3, not DNE"), ("forged_sign", "-oo, not oo")):
        r = results[name]
        assert r.assurance.level.value != "VERIFIED", (name, r.assurance)
        assert r.verification.verdict.value == "REJECTED" and why in r.verification.reason, (name, r.verification)

    for name, _, valuation, coefficients in SERIES:
        r = results[name]
        assert r.assurance.level.value == "VERIFIED", (name, r.assurance, r.verification)
        assert r.verification.checker_id == "calculus.rational.exact"
        assert (r.output["valuation"], r.output["coefficients"]) == (valuation, coefficients), (name, r.output)
    r = results["forged_series"]
    assert r.assurance.level.value != "VERIFIED" and r.verification.verdict.value == "REJECTED"
    assert "at (x - 0)^7" in r.verification.reason, r.verification
    assert results["series_order"].diagnostics[0].code.value == "INVALID_REQUEST"
    assert results["series_order"].diagnostics[0].path == "$.payload.order"

    for f in INTEGRANDS:
        r = results[f]
        assert r.assurance.level.value == "VERIFIED", (f, r.assurance, r.verification)
        assert r.verification.checker_id == "calculus.rational.exact"
    assert results["1/(x^2 + 1)"].output["antiderivative"] == "atan(x)"
    for f in OUT_OF_CLASS:
        r = results[f]
        assert r.assurance.level.value != "VERIFIED" and r.output is None, (f, r)
        assert r.diagnostics[0].code.value == "BACKEND_INPUT_ERROR", (f, r.diagnostics)
        assert "out of the supported class" in r.diagnostics[0].message
    for name in ("forged_term", "forged_log"):
        r = results[name]
        assert r.assurance.level.value != "VERIFIED" and r.verification.verdict.value == "REJECTED", (name, r)
        assert "differs from the integrand" in r.verification.reason

    for phrase, cap in PHRASINGS:
        assert cap in found[phrase], (phrase, found[phrase])
