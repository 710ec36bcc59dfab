"""The univariate polynomial operations end to end: the pooled passagemath worker computes, the independent
checker polynomial.univariate.exact (a sandboxed process) decides, and only its acceptance makes VERIFIED.

Known answers (published values; the sources are cited in tests/checkers/polynomial/test_univariate_check.py):
Wilkinson's polynomial's roots 1..20; disc(x^3 - x - 1) = -23, disc(x^3 - 2) = -108; disc(Phi_7) = -7^5;
disc(T_4) = 2^9 4^4; Apostol's cyclotomic resultants; gcd(x^m - 1, x^n - 1) = x^gcd(m,n) - 1. Forged producer
answers (a Bezout pair that does not combine, a root list missing a root, an interval holding two roots) end
REJECTED by the checker, never VERIFIED. Hostile text is refused before plan() or the supervisor, with its path.
"""

from __future__ import annotations

from fractions import Fraction

import trio
from verify_runs import record_job_labels, record_plans

from jacobian.capability import Evidence
from jacobian.mcp.find_tool import FindService
from jacobian.providers.sage import univariate
from jacobian.runtime import Runtime

from .conftest import sage_config

WILKINSON = univariate.WILKINSON
PHI7 = "x^6+x^5+x^4+x^3+x^2+x+1"
T4 = "8*x^4 - 8*x^2 + 1"

# (name, capability, payload, what the output must be)
KNOWN = [
    ("gcd x^12-1, x^18-1", "polynomial.gcd", {"a": "x^12 - 1", "b": "x^18 - 1"}, {"gcd": "x^6 - 1"}),
    ("gcd over GF(7)", "polynomial.gcd", {"a": "x^4 - 1", "b": "x^6 - 1", "field": "GF(7)"}, {"gcd": "x^2 + 6"}),
    ("gcd coprime", "polynomial.gcd", {"a": "x^2 + 1", "b": "x^3 - 2"}, {"gcd": "1"}),
    ("Res(Phi_1, Phi_7)", "polynomial.resultant", {"a": "x - 1", "b": PHI7}, {"value": "7"}),
    ("Res(Phi_2, Phi_6)", "polynomial.resultant", {"a": "x + 1", "b": "x^2 - x + 1"}, {"value": "3"}),
    ("Res(Phi_3, Phi_4)", "polynomial.resultant", {"a": "x^2 + x + 1", "b": "x^2 + 1"}, {"value": "1"}),
    ("Res(x^2-2, x^3-3)", "polynomial.resultant", {"a": "x^2 - 2", "b": "x^3 - 3"}, {"value": "1"}),
    ("disc x^3-x-1", "polynomial.discriminant", {"polynomial": "x^3 - x - 1"}, {"value": "-23"}),
    ("disc x^3-2", "polynomial.discriminant", {"polynomial": "x^3 - 2"}, {"value": "-108"}),
    ("disc Phi_7", "polynomial.discriminant", {"polynomial": PHI7}, {"value": "-16807"}),
    ("disc T_4", "polynomial.discriminant", {"polynomial": T4}, {"value": "131072"}),
    ("disc over GF(3)", "polynomial.discriminant", {"polynomial": "x^3 + x + 1", "field": "GF(3)"}, {"value": "2"}),
    (
        "squarefree",
        "polynomial.squarefree_factorization",
        {"polynomial": "(x-1)^2*(x+1)^2*(x-3)"},
        {"unit": "1", "factors": [("x - 3", 1), ("x^2 - 1", 2)]},
    ),
    (
        "squarefree GF(5)",
        "polynomial.squarefree_factorization",
        {"polynomial": "3*x^10 + 3", "field": "GF(5)"},
        {"unit": "3", "factors": [("x^2 + 1", 5)]},
    ),
    (
        "Wilkinson",
        "polynomial.roots.real",
        {"polynomial": WILKINSON},
        None,  # checked below: the k-th interval holds k
    ),
    ("T_4 roots", "polynomial.roots.real", {"polynomial": T4, "precision_bits": 30}, None),
    ("cube root of 2", "polynomial.roots.real", {"polynomial": "x^3 - 2", "precision_bits": 40}, None),
    ("double roots", "polynomial.roots.real", {"polynomial": "(x^2 - 2)^2*(x - 1)*(3*x - 1)"}, None),
]
# (capability, payload, the path its INVALID_REQUEST names): refused before plan() and before any process
HOSTILE = {
    "python_power": ("polynomial.gcd", {"a": "x**2", "b": "x"}, "$.payload.a"),
    "huge_exponent": ("polynomial.discriminant", {"polynomial": "x^99999999"}, "$.payload.polynomial"),
    "unicode_digits": ("polynomial.gcd", {"a": "x", "b": "x + \u0663"}, "$.payload.b"),
    "depth_10000": ("polynomial.roots.real", {"polynomial": "(" * 10_000 + "x" + ")" * 10_000}, "$.payload.polynomial"),
    "nesting_1000": ("polynomial.roots.real", {"polynomial": "(" * 1000 + "x" + ")" * 1000}, "$.payload.polynomial"),
    "undeclared": ("polynomial.resultant", {"a": "x", "b": "y"}, "$.payload.b"),
    "zero_resultant": ("polynomial.resultant", {"a": "0", "b": "x"}, "$.payload.a"),
    "constant_disc": ("polynomial.discriminant", {"polynomial": "7"}, "$.payload.polynomial"),
    "roots_mod_p": ("polynomial.roots.real", {"polynomial": "x", "field": "GF(5)"}, "$.payload.field"),
    "precision": ("polynomial.roots.real", {"polynomial": "x", "precision_bits": 100000}, "$.payload.precision_bits"),
    "bad_field": ("polynomial.gcd", {"a": "x", "b": "x", "field": "GF(12)"}, "$.payload.field"),
    "p_in_denominator": ("polynomial.gcd", {"a": "x/5", "b": "x", "field": "GF(5)"}, "$.payload.a"),
}
# (what the agent asks, the capability math.find must offer among its first three)
PHRASINGS = [
    ("greatest common divisor of two polynomials", "polynomial.gcd"),
    ("polynomial gcd with Bezout cofactors", "polynomial.gcd"),
    ("extended Euclidean algorithm for polynomials", "polynomial.gcd"),
    ("resultant of two polynomials", "polynomial.resultant"),
    ("Sylvester matrix determinant of two polynomials", "polynomial.resultant"),
    ("do two polynomials have a common root", "polynomial.resultant"),
    ("discriminant of a polynomial", "polynomial.discriminant"),
    ("does this polynomial have a repeated root", "polynomial.discriminant"),
    ("discriminant of a cubic", "polynomial.discriminant"),
    ("squarefree factorization of a polynomial", "polynomial.squarefree_factorization"),
    ("square-free decomposition", "polynomial.squarefree_factorization"),
    ("repeated factors of a polynomial with multiplicities", "polynomial.squarefree_factorization"),
    ("real roots of a polynomial", "polynomial.roots.real"),
    ("isolate the real zeros of a polynomial", "polynomial.roots.real"),
    ("solve a polynomial equation for its real solutions", "polynomial.roots.real"),
]


def test_univariate_operations_verified_forgeries_rejected_hostile_refused(tmp_path, monkeypatch):
    results, planned, supervised, found = {}, [], [], {}

    async def main():
        async with Runtime.open(sage_config(tmp_path)) as rt:
            assert rt.startup.health["sage"].status.value == "AVAILABLE", rt.startup.health["sage"]
            record_job_labels(rt, supervised)
            record_plans(monkeypatch, univariate.CAPABILITIES, planned)
            for name, (cap, payload, _) in HOSTILE.items():
                results[name] = await rt.run(cap, payload, "VERIFY")
            refused = (list(planned), list(supervised))

            for name, cap, payload, _ in KNOWN:
                results[name] = await rt.run(cap, payload, "VERIFY")

            # forgeries: the producer's answer is tampered with after the worker, before the checker
            gcd, roots = univariate.PolynomialGcd, univariate.RealRoots
            real_gcd, real_roots = gcd.answer, roots.answer

            def forged_bezout(self, call, data):
                out = real_gcd(self, call, data)
                cert = {**out.evidence.certificate, "u": out.evidence.certificate["u"] + " + 1"}
                return _with_evidence(out, cert=cert)

            def forged_roots(drop=None, merge=False):
                def answer(self, call, data):
                    out = real_roots(self, call, data)
                    claimed = list(out.evidence.claim["roots"])
                    if drop is not None:
                        claimed.pop(drop)
                    if merge:  # one interval over the roots 1 and 2
                        claimed[0] = {"interval": ["1/2", "5/2"], "multiplicity": 1}
                        claimed.pop(1)
                    return _with_evidence(out, claim={**out.evidence.claim, "roots": claimed})

                return answer

            monkeypatch.setattr(gcd, "answer", forged_bezout)
            results["forged_bezout"] = await rt.run("polynomial.gcd", {"a": "x^4 - 1", "b": "x^6 - 1"}, "VERIFY")
            monkeypatch.setattr(roots, "answer", forged_roots(drop=7))
            results["forged_missing"] = await rt.run("polynomial.roots.real", {"polynomial": WILKINSON}, "VERIFY")
            monkeypatch.setattr(roots, "answer", forged_roots(merge=True))
            results["forged_two"] = await rt.run("polynomial.roots.real", {"polynomial": WILKINSON}, "VERIFY")

            service = FindService(rt)
            for phrase, _ in PHRASINGS:
                doc = service.document({"query": phrase, "limit": 3})
                found[phrase] = [m["capability_id"] for m in doc["matches"]]
            return refused

    refused_planned, refused_supervised = trio.run(main)
    for name, (_, _, path) in HOSTILE.items():
        r = results[name]
        assert r.execution.status.value == "ERROR" and r.diagnostics[0].code.value == "INVALID_REQUEST", (name, r)
        assert r.diagnostics[0].path == path, (name, r.diagnostics[0])
    assert "write powers with ^" in results["python_power"].diagnostics[0].message  # the fix, named (issue 28)
    assert "nested deeper" in results["nesting_1000"].diagnostics[0].message
    assert refused_planned == [] and refused_supervised == []

    verified = {}
    for name, _, _, want in KNOWN:
        r = results[name]
        verified[name] = r.assurance.level.value == "VERIFIED"
        assert verified[name], (name, r.assurance, r.verification)
        assert r.verification.checker_id == "polynomial.univariate.exact"
        assert r.verification.model.format == "polynomial-text"
        if want is not None:
            got = {k: r.output[k] for k in want}
            if "factors" in want:
                got["factors"] = [tuple(f) for f in got["factors"]]
            if "roots" in want:
                got["roots"] = [
                    {"interval": tuple(x["interval"]), "multiplicity": x["multiplicity"]} for x in got["roots"]
                ]
            assert got == want, (name, got)
    assert sum(verified.values()) == len(KNOWN)
    wilkinson = [tuple(map(Fraction, x["interval"])) for x in results["Wilkinson"].output["roots"]]
    assert len(wilkinson) == 20 and all(lo <= k <= hi for k, (lo, hi) in enumerate(wilkinson, 1))
    # the T_4 roots are cos((2k-1) pi / 8), the cube root of 2 is 1.2599..., each inside its own interval
    t4 = [(Fraction(x["interval"][0]), Fraction(x["interval"][1])) for x in results["T_4 roots"].output["roots"]]
    assert all(lo < c < hi for (lo, hi), c in zip(t4, (-0.9238795325, -0.3826834324, 0.3826834324, 0.9238795325)))
    assert all(hi - lo <= Fraction(1, 2**30) for lo, hi in t4)
    ((lo, hi),) = [tuple(map(Fraction, x["interval"])) for x in results["cube root of 2"].output["roots"]]
    assert lo**3 < 2 < hi**3 and hi - lo <= Fraction(1, 2**40)
    double = results["double roots"].output["roots"]
    assert [x["multiplicity"] for x in double] == [2, 1, 1, 2] and double[2]["interval"] == ["1", "1"]

    for name, why in (
        ("forged_bezout", "Bezout identity fails"),
        ("forged_missing", "the claim lists 19"),
        ("forged_two", "holds 2 distinct roots"),
    ):
        r = results[name]
        assert r.assurance.level.value != "VERIFIED", (name, r.assurance)
        assert r.verification.verdict.value == "REJECTED" and why in r.verification.reason, (name, r.verification)

    for phrase, cap in PHRASINGS:
        assert cap in found[phrase], (phrase, found[phrase])


def _with_evidence(out, claim=None, cert=None):
    """The interpretation with its evidence's claim or certificate replaced (what a forging producer sends)."""
    from dataclasses import replace

    ev = out.evidence
    return replace(out, evidence=Evidence(claim or ev.claim, ev.format, ev.subject, cert or ev.certificate))
