"""expression.equal and expression.simplify end to end: the pooled worker computes (SymPy), the independent checker
calculus.rational.exact (a sandboxed process) decides, and only its acceptance makes VERIFIED.

Known answers (identities cited in tests/checkers/calculus/test_expression_check.py): partial fractions
1/(x - 1) - 1/(x + 1) = 2/(x^2 - 1); the removable singularity (x^2 - 1)/(x - 1) = x + 1 as rational functions;
log|x^2| = 2 log|x|; atan is odd; (x + 1)^2 != x^2 + 1; log|2x| != log|x| (they differ by log 2). Reduced forms:
(x^3 - 1)/(x^2 - 1) = (x^2 + x + 1)/(x + 1) and 1/(x^3 - x) = -1/x + (1/2)/(x - 1) + (1/2)/(x + 1) (Stewart,
Calculus, 8th ed., section 7.4: the partial fractions of a product of distinct linear factors). Forged producer
answers (the opposite verdict, a witness where the sides agree, a form that is not reduced, one that is another
function) end REJECTED, never VERIFIED. A pair no class reads (atan beside sqrt), x**2 and
deep nesting are refused before plan() or the supervisor, with the path and the column.
"""

from __future__ import annotations

from dataclasses import replace

import trio
from verify_runs import record_job_labels, record_plans

from jacobian.capability import Evidence
from jacobian.mcp.find_tool import FindService
from jacobian.providers.sage import expression
from jacobian.runtime import Runtime

from .conftest import sage_config

EQUAL = [
    ("1/(x - 1) - 1/(x + 1)", "2/(x^2 - 1)", True),
    ("(x^2 - 1)/(x - 1)", "x + 1", True),
    ("log(x^2)", "2*log(x)", True),
    ("atan(x) + log(x^2 - 1)", "-atan(-x) + log(x - 1) + log(x + 1)", True),
    ("(x + 1)^2", "x^2 + 1", False),
    ("log(2*x)", "log(x)", False),
    ("log(x^2 + 1) + atan(x)", "log(x^2 + 1)", False),
]
SIMPLIFY = [
    ("(x^3 - 1)/(x^2 - 1)", "(x^2 + x + 1)/(x + 1)", "x + 1/(x + 1)"),
    ("1/(x^3 - x)", "1/(x^3 - x)", "(1/2)/(x - 1) - 1/x + (1/2)/(x + 1)"),
    ("x^2 - 1/x + 1/x", "x^2", "x^2"),
]
HOSTILE = {
    "no_class": ({"left": "x", "right": "atan(x) + sqrt(x)"}, "$.payload.right", "unexpected 'atan'"),
    "no_common_class": ({"left": "atan(x)", "right": "sqrt(x)"}, "$.payload.left", "no class reads both"),
    "python_power": ({"left": "x**2", "right": "x"}, "$.payload.left", "write powers with ^"),
    "depth_10000": ({"left": "(" * 10_000 + "x" + ")" * 10_000, "right": "x"}, "$.payload.left", "longer than"),
    "nesting_1000": ({"left": "x", "right": "(" * 1000 + "x" + ")" * 1000}, "$.payload.right", "nested deeper"),
    "two_variables": ({"left": "x*y", "right": "y*x"}, "$.payload.left", "'y' is neither"),
}
PHRASINGS = [
    ("are (x^2 - 1)/(x - 1) and x + 1 the same rational function?", "expression.equal"),
    ("simplify (x^3 - 1)/(x^2 - 1) to lowest terms", "expression.simplify"),
]


def _forged(real, change):
    def answer(self, call, data):
        out = real(self, call, data)
        ev = out.evidence
        return replace(out, evidence=Evidence({**ev.claim, **change}, ev.format, ev.subject, ev.certificate))

    return answer


def test_expressions_verified_forgeries_rejected_hostile_refused(tmp_path, monkeypatch):
    results, planned, supervised, found = {}, [], [], {}

    async def main():
        async with Runtime.open(sage_config(tmp_path)) as rt:
            record_job_labels(rt, supervised)
            record_plans(monkeypatch, expression.CAPABILITIES, planned)
            for name, (payload, _, _) in HOSTILE.items():
                results[name] = await rt.run("expression.equal", payload, "VERIFY")
            refused = (list(planned), list(supervised))
            for left, right, _ in EQUAL:
                results[left, right] = await rt.run("expression.equal", {"left": left, "right": right}, "VERIFY")
            for f, _, _ in SIMPLIFY:
                results[f] = await rt.run("expression.simplify", {"function": f}, "VERIFY")
            equal_answer, simplify_answer = expression.Equal.answer, expression.Simplify.answer
            for name, payload, change in (
                ("forged_equal", {"left": "(x + 1)^2", "right": "x^2 + 1"}, {"verdict": "EQUAL", "witness": None}),
                (
                    "forged_not_equal",
                    {"left": "log(x^2)", "right": "2*log(x)"},
                    {"verdict": "NOT_EQUAL", "witness": "1"},
                ),
                ("forged_witness", {"left": "(x + 1)^2", "right": "x^2 + 1"}, {"witness": "0"}),
            ):
                monkeypatch.setattr(expression.Equal, "answer", _forged(equal_answer, change))
                results[name] = await rt.run("expression.equal", payload, "VERIFY")
            for name, change in (
                ("forged_unreduced", {"numerator": ["-1", "0", "0", "1"], "denominator": ["-1", "0", "1"]}),
                ("forged_other", {"numerator": ["2", "1", "1"]}),
            ):
                monkeypatch.setattr(expression.Simplify, "answer", _forged(simplify_answer, change))
                results[name] = await rt.run("expression.simplify", {"function": "(x^3 - 1)/(x^2 - 1)"}, "VERIFY")
            service = FindService(rt)
            for phrase, _ in PHRASINGS:
                doc = service.document({"query": phrase, "limit": 3})
                found[phrase] = [m["capability_id"] for m in doc["matches"]]
            return refused

    refused_planned, refused_supervised = trio.run(main)
    for name, (_, path, words) in HOSTILE.items():
        r = results[name]
        assert r.execution.status.value == "ERROR" and r.diagnostics[0].code.value == "INVALID_REQUEST", (name, r)
        assert r.diagnostics[0].path == path and words in r.diagnostics[0].message, (name, r.diagnostics[0])
    assert refused_planned == [] and refused_supervised == []

    for left, right, same in EQUAL:
        r = results[left, right]
        assert r.assurance.level.value == "VERIFIED", (left, right, r.assurance, r.verification)
        assert r.verification.checker_id == "calculus.rational.exact"
        assert r.verification.model.format == "rational-expression"
        assert r.output["equal"] is same and (r.output["witness"] is None) is same, (left, right, r.output)
    for f, simplified, partial in SIMPLIFY:
        r = results[f]
        assert r.assurance.level.value == "VERIFIED", (f, r.assurance, r.verification)
        assert (r.output["simplified"], r.output["partial_fractions"]) == (simplified, partial), (f, r.output)

    for name, why in (
        ("forged_equal", "not equal"),
        ("forged_not_equal", "verdict is wrong"),
        ("forged_witness", "does not show them different"),
        ("forged_unreduced", "not in lowest terms"),
        ("forged_other", "not the same function"),
    ):
        r = results[name]
        assert r.assurance.level.value != "VERIFIED", (name, r.assurance)
        assert r.verification.verdict.value == "REJECTED" and why in r.verification.reason, (name, r.verification)

    for phrase, want in PHRASINGS:
        assert found[phrase][0] == want, (phrase, found[phrase])
