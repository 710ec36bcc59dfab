"""recurrence.solve end to end: SymPy in the pooled worker, the checker recurrence.linear.exact as a sandboxed job.

Known closed forms (cited in tests/checkers/recurrence/test_recurrence_check.py): Fibonacci and Lucas (Binet, in
QQ(sqrt(5))), the Tower of Hanoi a_n = 2 a_(n-1) + 1 (inhomogeneous: supported for a constant term, homogenized by
the factor x - 1), Chebyshev T_n(3) and T_n(1/2) (QQ(sqrt(2)), QQ(sqrt(-3))), a double root: each VERIFIED. A
characteristic polynomial with a cubic irreducible factor (a_n = 2 a_(n-3)) is refused as out of the supported
class (BACKEND_INPUT_ERROR), never answered unchecked. The forgery: the Lucas closed form claimed for Fibonacci
(right on the recurrence, wrong on an initial term) REJECTED. Malformed requests refused before any job, with
their path.
"""

from __future__ import annotations

from dataclasses import replace

import trio
from verify_runs import record_job_labels

from jacobian.capability import Evidence
from jacobian.mcp.find_tool import FindService
from jacobian.providers.sage import recurrence
from jacobian.runtime import Runtime

from .conftest import sage_config

OP = "recurrence.solve"
KNOWN = {
    "fibonacci": ({"coefficients": ["1", "1"], "initial": ["0", "1"]}, 5),
    "lucas": ({"coefficients": ["1", "1"], "initial": ["2", "1"]}, 5),
    "hanoi": ({"coefficients": ["2"], "constant": "1", "initial": ["0"]}, None),
    "chebyshev at 3": ({"coefficients": ["6", "-1"], "initial": ["1", "3"]}, 2),
    "chebyshev at 1/2": ({"coefficients": ["1", "-1"], "initial": ["1", "1/2"]}, -3),
    "double root": ({"coefficients": ["4", "-4"], "initial": ["1", "3"]}, None),
}
HOSTILE = {
    "decimal": ({"coefficients": ["1.5"], "initial": ["1"]}, "$.payload.coefficients[0]"),
    "unicode_digits": ({"coefficients": ["\u0663"], "initial": ["1"]}, "$.payload.coefficients[0]"),
    "too_few_initial": ({"coefficients": ["1", "1"], "initial": ["0"]}, "$.payload.initial"),
    "trailing_zero": ({"coefficients": ["1", "0"], "initial": ["0", "1"]}, "$.payload.coefficients[1]"),
    "order": ({"coefficients": ["1"] * 33, "initial": ["1"] * 33}, "$.payload.coefficients"),
}
PHRASINGS = [
    ("closed form of the recurrence a(n) = a(n-1) + a(n-2) with a(0) = 0, a(1) = 1", OP),
    ("solve the linear recurrence relation a_n = 2a_{n-1} + 1", OP),
    ("Binet formula for the Fibonacci numbers", OP),
]


def test_recurrence_verified_forgery_rejected_hostile_refused(tmp_path, monkeypatch):
    results, found, supervised = {}, {}, []

    async def main():
        async with Runtime.open(sage_config(tmp_path)) as rt:
            record_job_labels(rt, supervised)
            for name, (payload, _) in HOSTILE.items():
                results[name] = await rt.run(OP, payload, "VERIFY")
            refused = list(supervised)
            for name, (payload, _) in KNOWN.items():
                results[name] = await rt.run(OP, payload, "VERIFY")
            for i, example in enumerate(recurrence.RecurrenceSolve.examples):
                results[f"example {i}"] = await rt.run(OP, example.payload, "VERIFY")
            results["cubic"] = await rt.run(OP, {"coefficients": ["0", "0", "2"], "initial": ["1", "1", "1"]}, "VERIFY")
            real = recurrence.RecurrenceSolve.answer
            lucas = results["lucas"].output["terms"]

            def lucas_for_fibonacci(self, call, data):
                out = real(self, call, data)
                ev = out.evidence
                return replace(
                    out, evidence=Evidence({**ev.claim, "terms": lucas}, ev.format, ev.subject, ev.certificate)
                )

            monkeypatch.setattr(recurrence.RecurrenceSolve, "answer", lucas_for_fibonacci)
            results["forged"] = await rt.run(OP, KNOWN["fibonacci"][0], "VERIFY")
            service = FindService(rt)
            for phrase, _ in PHRASINGS:
                doc = service.document({"query": phrase, "limit": 3})
                found[phrase] = [m["capability_id"] for m in doc["matches"]]
            return refused

    refused = trio.run(main)
    assert refused == []
    for name, (_, path) in HOSTILE.items():
        r = results[name]
        assert r.execution.status.value == "ERROR" and r.diagnostics[0].code.value == "INVALID_REQUEST", (name, r)
        assert r.diagnostics[0].path == path, (name, r.diagnostics[0])
    for name, (_, field) in KNOWN.items():
        r = results[name]
        assert r.assurance.level.value == "VERIFIED", (name, r.assurance, r.verification)
        assert r.verification.checker_id == "recurrence.linear.exact" and r.output["field"] == field, (name, r.output)
    assert "sqrt(5)" in results["fibonacci"].output["closed_form"]
    for i, _ in enumerate(recurrence.RecurrenceSolve.examples):
        assert results[f"example {i}"].assurance.level.value == "VERIFIED"
    r = results["cubic"]
    assert r.assurance.level.value != "VERIFIED" and r.output is None, r
    assert (
        r.diagnostics[0].code.value == "BACKEND_INPUT_ERROR"
        and "out of the supported class" in r.diagnostics[0].message
    )
    r = results["forged"]
    assert r.assurance.level.value != "VERIFIED" and r.verification.verdict.value == "REJECTED"
    assert "at n = 0, not a_0 = 0" in r.verification.reason, r.verification
    for phrase, cap in PHRASINGS:
        assert cap in found[phrase], (phrase, found[phrase])
