"""sum.closed_form end to end: the pooled worker finds the closed form (SymPy's summation) and the WZ certificate
(Gosper's algorithm), the independent checker sum.wz.exact (a sandboxed process) decides, and only its acceptance
makes VERIFIED.

Known answers from Petkovsek, Wilf, Zeilberger, "A = B" (A K Peters 1996), chapter 7 (WZ pairs): sum_k
binomial(n, k)^2 = binomial(2n, n) (section 7.1), sum_k binomial(n, k) = 2^n, sum_k k binomial(n, k) = n 2^(n-1),
and Vandermonde's sum_k binomial(a, k) binomial(b, n - k) = binomial(a + b, n) with a = n, b = 5 (section 7.2's
example family), sum_k k^2 binomial(n, k) = n (n + 1) 2^(n-2) (its certificate needs two shifts): each
VERIFIED, found or given. sum_k binomial(2k, k) binomial(2n - 2k, n - k) = 4^n has a WZ certificate but (2k)! in
a numerator, which the checker's boundary argument does not cover: COMPUTED with WZ_BOUNDARY_UNCHECKED. Forged
producer answers (the certificate of another sum, a closed form off by a factor 2, a certificate whose identity
fails) end REJECTED by the checker. Hostile text is refused before plan() or the supervisor, with its path.
"""

from __future__ import annotations

from dataclasses import replace

import trio
from verify_runs import record_job_labels

from jacobian.capability import Evidence
from jacobian.mcp.find_tool import FindService
from jacobian.providers.sage import summation
from jacobian.runtime import Runtime

from .conftest import sage_config

OP = "sum.closed_form"
# (name, payload, closed form expected)
KNOWN = [
    ("squares given", {"summand": "binomial(n, k)^2", "closed_form": "binomial(2*n, n)"}, "binomial(2*n, n)"),
    ("squares found", {"summand": "binomial(n, k)^2"}, "binomial(2*n, n)"),
    ("row sum", {"summand": "binomial(n, k)"}, "2^n"),
    ("k times", {"summand": "k*binomial(n, k)"}, "n*2^(n - 1)"),
    (
        "vandermonde",
        {"summand": "binomial(n, k)*binomial(5, n - k)", "closed_form": "binomial(n + 5, 5)"},
        "binomial(n + 5, 5)",
    ),
    ("k squared", {"summand": "k^2*binomial(n, k)"}, "n*2^(n - 2)*(n + 1)"),
]
HOSTILE = {
    "python_power": ({"summand": "binomial(n, k)**2"}, "$.payload.summand"),
    "huge_exponent": ({"summand": "binomial(n, k)^99999999"}, "$.payload.summand"),
    "huge_power_base": ({"summand": "2^(99999999*n)*binomial(n, k)"}, "$.payload.summand"),
    "unicode_digits": ({"summand": "binomial(n, \u0663)"}, "$.payload.summand"),
    "depth_10000": ({"summand": "binomial(" * 10_000 + "n, k" + ")" * 10_000}, "$.payload.summand"),
    "nested_parentheses": ({"summand": "(" * 1000 + "n" + ")" * 1000}, "$.payload.summand"),
    "python_call": ({"summand": "__import__('os').system('true')"}, "$.payload.summand"),
    "k_in_closed_form": ({"summand": "binomial(n, k)", "closed_form": "2^k"}, "$.payload.closed_form"),
    "nonlinear": ({"summand": "binomial(n^2, k)"}, "$.payload.summand"),
    "a_sum": ({"summand": "binomial(n, k) + 1"}, "$.payload.summand"),
    "unbounded_support": ({"summand": "2^k"}, "$.payload.summand"),
}
PHRASINGS = [
    ("closed form of a binomial sum", OP),
    ("prove sum_k C(n,k)^2 = C(2n,n)", OP),
    ("Wilf-Zeilberger proof of a combinatorial identity", OP),
]


def _forged(real, change):
    def answer(self, call, data):
        out = real(self, call, data)
        ev = out.evidence
        claim, cert = change(dict(ev.claim), dict(ev.certificate))
        return replace(out, evidence=Evidence(claim, ev.format, ev.subject, cert))

    return answer


def test_sum_closed_form_verified_forgeries_rejected_hostile_refused(tmp_path, monkeypatch):
    results, planned, supervised, found = {}, [], [], {}

    async def main():
        async with Runtime.open(sage_config(tmp_path)) as rt:
            record_job_labels(rt, supervised)
            real_plan = summation.SumClosedForm.plan

            def spy_plan(self, call):
                planned.append(call)
                return real_plan(self, call)

            monkeypatch.setattr(summation.SumClosedForm, "plan", spy_plan)
            for name, (payload, _) in HOSTILE.items():
                results[name] = await rt.run(OP, payload, "VERIFY")
            refused = (list(planned), list(supervised))
            for name, payload, _ in KNOWN:
                results[name] = await rt.run(OP, payload, "VERIFY")
            central = {"summand": "binomial(2*k, k)*binomial(2*n - 2*k, n - k)", "closed_form": "4^n"}
            results["central"] = await rt.run(OP, central, "VERIFY")
            results["no closed form"] = await rt.run(OP, {"summand": "binomial(n, k)^3"}, "VERIFY")
            real = summation.SumClosedForm.answer
            squares = {"summand": "binomial(n, k)^2", "closed_form": "binomial(2*n, n)"}
            forgeries = {
                # the certificate of sum_k binomial(n, k) = 2^n offered for the sum of squares
                "another_sum": lambda c, r: (c, {"wz": "k/2/(-n + k - 1)"}),
                "off_by_factor": lambda c, r: ({**c, "closed_form": "2*binomial(2*n, n)"}, r),
                "identity_fails": lambda c, r: (c, {"wz": r["wz"].replace("- 3", "- 2", 1)}),
            }
            for name, change in forgeries.items():
                monkeypatch.setattr(summation.SumClosedForm, "answer", _forged(real, change))
                results[name] = await rt.run(OP, squares, "VERIFY")

            # a worker answer beyond the request's bounds is refused before the provider's own checks run on it
            def oversized(text):
                def answer(self, call, data):
                    return real(self, call, {**data, "wz": text})

                return answer

            for name, text in (
                ("oversized", "(n + k)^40/(n + 1)"),
                ("overlong", "(n + k)^30*(n + 2*k)^30*(n + 3*k)^30*(n + 4*k)^30/(n + 3)^30"),
            ):
                monkeypatch.setattr(summation.SumClosedForm, "answer", oversized(text))
                results[name] = await rt.run(OP, squares, "VERIFY")
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
    assert "longer than" in results["depth_10000"].diagnostics[0].message
    assert "nested deeper" in results["nested_parentheses"].diagnostics[0].message
    assert refused_planned == [] and refused_supervised == []

    for name, _, closed in KNOWN:
        r = results[name]
        assert r.assurance.level.value == "VERIFIED", (name, r.assurance, r.verification)
        assert r.verification.checker_id == "sum.wz.exact"
        assert r.verification.model.format == "hypergeometric-term"
        assert r.output["closed_form"] == closed, (name, r.output)
    assert results["squares given"].output["closed_form_given"] is True
    assert results["squares found"].output["closed_form_given"] is False

    r = results["central"]
    assert r.assurance.level.value == "COMPUTED" and r.verification is None, (r.assurance, r.verification)
    assert [o.kind for o in r.assurance.obligations] == ["WZ_BOUNDARY_UNCHECKED"]
    assert "B1" in r.assurance.obligations[0].description and r.output["closed_form"] == "4^n"
    r = results["no closed form"]  # Franel's numbers: no hypergeometric closed form
    assert r.output is None and r.diagnostics[0].code.value == "BACKEND_INPUT_ERROR", r.diagnostics

    for name, why in (
        ("another_sum", "the WZ identity"),
        ("off_by_factor", "at n = 0"),
        ("identity_fails", "the WZ identity"),
    ):
        r = results[name]
        assert r.assurance.level.value != "VERIFIED", (name, r.assurance)
        assert r.verification.verdict.value == "REJECTED" and why in r.verification.reason, (name, r.verification)

    for name, why in (("oversized", "exponent 40 exceeds 32"), ("overlong", "degree above 128")):
        r = results[name]
        assert r.output is None and r.diagnostics[0].code.value == "BACKEND_ERROR", r.diagnostics
        assert why in r.diagnostics[0].message, r.diagnostics[0]

    for phrase, cap in PHRASINGS:
        assert cap in found[phrase], (phrase, found[phrase])
