"""calculus.antiderivative and expression.equal on exponential polynomials end to end: the pooled worker computes
(SymPy, untrusted), the independent checker calculus.rational.exact (a sandboxed process) reads the texts itself
and decides on the canonical form sum c x^j e^(r x); only its acceptance makes VERIFIED.

Known answers from Gradshteyn-Ryzhik (cited in tests/checkers/calculus/test_exppoly_check.py): x e^x (2.321.1),
x^2 e^(-x) (2.321.2), e^(2x) sin(3x) (2.663.1), e^(-x) cos(2x) (2.663.3), x sin x (2.631.1), sin^2 x and
sin x cos x (2.51). Forgeries: an antiderivative off by one term, the opposite equality verdict; each REJECTED.
Hostile texts are refused before plan() or the supervisor with the path and the column.
"""

from __future__ import annotations

from dataclasses import replace

import trio
from verify_runs import record_job_labels, record_plans

from jacobian.capability import Evidence
from jacobian.checkers.calculus import exppoly
from jacobian.providers.sage import calculus, expression
from jacobian.runtime import Runtime

from .conftest import sage_config

INTEGRANDS = ["x*exp(x)", "x^2*exp(-x)", "exp(2*x)*sin(3*x)", "exp(-x)*cos(2*x)", "x*sin(x)", "sin(x)^2"]
INTEGRANDS += ["sin(x)*cos(x)", "x^3*exp(x/2) + cos(x)^3"]
EQUAL = [
    ("sin(x)^2 + cos(x)^2", "1", True),
    ("sin(2*x)", "2*sin(x)*cos(x)", True),
    ("exp(x)*exp(-x)", "1", True),
    ("x^2 + 1", "(x + 1)^2 - 2*x + sin(0*x)", True),
    ("sin(x)^2", "cos(x)^2", False),
    ("exp(x)", "1 + x", False),
]
HOSTILE = {
    "constant_inside": ("calculus.antiderivative", {"function": "exp(x + 1)"}, "$.payload.function", "column 1"),
    "exp_tower": (
        "calculus.antiderivative",
        {"function": "exp(exp(exp(1000)))"},
        "$.payload.function",
        "no constant term",
    ),
    "python_power": ("calculus.antiderivative", {"function": "x**2*exp(x)"}, "$.payload.function", "with ^"),
    "huge_power": ("expression.equal", {"left": "sin(x)^99999999", "right": "1"}, "$.payload.left", "at most 1000"),
    "unicode_digit": ("expression.equal", {"left": "exp(x)", "right": "exp(\u0663*x)"}, "$.payload.right", "ASCII"),
    "depth_10000": (
        "calculus.antiderivative",
        {"function": "(" * 10_000 + "exp(x)" + ")" * 10_000},
        "$.payload.function",
        "longer than",
    ),
    "nesting_1000": (
        "expression.equal",
        {"left": "x", "right": "sin(" * 1000 + "x" + ")" * 1000},
        "$.payload.right",
        "2000 characters",
    ),
    "mixed_classes": ("expression.equal", {"left": "atan(x)", "right": "exp(x)"}, "$.payload.left", "both sides"),
}


def _forged(real, change):
    def answer(self, call, data):
        out = real(self, call, data)
        ev = out.evidence
        return replace(out, evidence=Evidence({**ev.claim, **change(ev.claim)}, ev.format, ev.subject, ev.certificate))

    return answer


def test_exponential_polynomials_verified_forgeries_rejected_hostile_refused(tmp_path, monkeypatch):
    results, planned, supervised = {}, [], []

    async def main():
        async with Runtime.open(sage_config(tmp_path)) as rt:
            record_job_labels(rt, supervised)
            record_plans(monkeypatch, calculus.CAPABILITIES + expression.CAPABILITIES, planned)
            for name, (op, payload, _, _) in HOSTILE.items():
                results[name] = await rt.run(op, payload, "VERIFY")
            refused = (list(planned), list(supervised))
            for f in INTEGRANDS:
                results[f] = await rt.run("calculus.antiderivative", {"function": f}, "VERIFY")
            for left, right, _ in EQUAL:
                results[left, right] = await rt.run("expression.equal", {"left": left, "right": right}, "VERIFY")
            anti, eq = calculus.RationalAntiderivative.answer, expression.Equal.answer
            monkeypatch.setattr(
                calculus.RationalAntiderivative,
                "answer",
                _forged(anti, lambda c: {"antiderivative": c["antiderivative"] + " + x*exp(x)"}),
            )
            results["forged_term"] = await rt.run("calculus.antiderivative", {"function": "x*exp(x)"}, "VERIFY")
            monkeypatch.setattr(expression.Equal, "answer", _forged(eq, lambda c: {"verdict": "NOT_EQUAL"}))
            results["forged_verdict"] = await rt.run(
                "expression.equal", {"left": "sin(x)^2 + cos(x)^2", "right": "1"}, "VERIFY"
            )
            return refused

    refused_planned, refused_supervised = trio.run(main)
    for name, (_, _, path, words) in HOSTILE.items():
        r = results[name]
        assert r.execution.status.value == "ERROR" and r.diagnostics[0].code.value == "INVALID_REQUEST", (name, r)
        assert r.diagnostics[0].path == path and words in r.diagnostics[0].message, (name, r.diagnostics[0])
    assert refused_planned == [] and refused_supervised == []

    for f in INTEGRANDS:
        r = results[f]
        assert r.assurance.level.value == "VERIFIED", (f, r.assurance, r.verification)
        assert r.verification.model.format == "exp-polynomial"
        F = exppoly.parse(r.output["antiderivative"], "x")
        assert exppoly.derivative(F) == exppoly.parse(f, "x"), (f, r.output)
    assert results["x*exp(x)"].output["antiderivative"] == "-exp(x) + x*exp(x)"
    for left, right, same in EQUAL:
        r = results[left, right]
        assert r.assurance.level.value == "VERIFIED", (left, right, r.assurance, r.verification)
        assert r.output["equal"] is same and r.output["witness"] is None, (left, right, r.output)
    assert results["x^2 + 1", "(x + 1)^2 - 2*x + sin(0*x)"].verification.model.format == "exp-polynomial"
    for name, why in (("forged_term", "differs from the integrand"), ("forged_verdict", "e^(r x) are equal")):
        r = results[name]
        assert r.assurance.level.value != "VERIFIED", (name, r.assurance)
        assert r.verification.verdict.value == "REJECTED" and why in r.verification.reason, (name, r.verification)
