"""integer.prime.certify and integer.factor end to end: PARI's ECPP in the pooled Sage worker, checked by the
independent ECPP checker (integer.ecpp), hostile integers refused before any job.

Known answers: 10^100 + 267 and 10^299 + 669 are the least primes above 10^100 and 10^299 (OEIS A033873,
a(100) = 267 and a(299) = 669; OEIS A003617 lists them as the least 101- and 300-digit primes). Their
p - 1 does not factor over the primes below 2^20 into a probable-prime cofactor, so the certificate is
Atkin-Morain; 2^89 - 1 (Powers 1911; below 2^128 p - 1 is factored in full) gets Pratt steps.
"""

from __future__ import annotations

import trio
from verify_runs import record_job_labels, record_plans

from jacobian.runtime import Runtime

from .conftest import DEFINITIONS, sage_config

GOOGOL_PRIME = 10**100 + 267
PRIME_300 = 10**299 + 669
M89 = 2**89 - 1  # Mersenne prime (Powers, 1911)


def test_ecpp_certificates_verified_and_hostile_integers_refused(tmp_path, monkeypatch):
    results, planned, supervised = {}, [], []

    async def main():
        async with Runtime.open(sage_config(tmp_path)) as rt:
            record_job_labels(rt, supervised)
            record_plans(
                monkeypatch, [DEFINITIONS[cap] for cap in ("integer.prime.certify", "integer.factor")], planned
            )
            hostile = {
                "million_digits_text": "9" * 10**6,
                "json_over_the_bound": 10**1500,
                "negative": "-7",
                "negative_json": -7,
                "one": 1,
                "leading_zero": "0101",
                "plus": "+101",
                "hex": "0x65",
                "float": 101.0,
                "bool": True,
                "unicode_digits": "\u0661\u0660\u0661",
                "underscore": "1_01",
            }
            for name, n in hostile.items():
                results[name] = await rt.run("integer.prime.certify", {"n": n}, "VERIFY")
            results["factor_too_long"] = await rt.run("integer.factor", {"n": "1" + "0" * 200}, "VERIFY")
            # beyond Python's 4300-digit int/str limit the runtime cannot even encode the payload as JSON
            results["million_digits_json"] = await rt.run("integer.prime.certify", {"n": 10 ** (10**6)}, "VERIFY")
            refused = (list(planned), list(supervised))

            results["googol"] = await rt.run("integer.prime.certify", {"n": str(GOOGOL_PRIME)}, "VERIFY")
            results["p300"] = await rt.run("integer.prime.certify", {"n": PRIME_300}, "VERIFY")  # a JSON integer
            results["m89"] = await rt.run("integer.prime.certify", {"n": str(M89)}, "VERIFY")
            results["factor"] = await rt.run("integer.factor", {"n": str(3 * 7**2 * GOOGOL_PRIME)}, "VERIFY")
            results["composite"] = await rt.run("integer.prime.certify", {"n": str(GOOGOL_PRIME + 2)}, "VERIFY")
            return refused

    refused_planned, refused_supervised = trio.run(main)
    for name in (
        "million_digits_text",
        "json_over_the_bound",
        "negative",
        "negative_json",
        "one",
        "leading_zero",
        "plus",
        "hex",
        "float",
        "bool",
        "unicode_digits",
        "underscore",
        "factor_too_long",
    ):
        r = results[name]
        assert r.execution.status.value == "ERROR", (name, r)
        assert r.diagnostics[0].code.value == "INVALID_REQUEST" and r.diagnostics[0].path == "$.payload.n", (name, r)
    assert "1000 digits" in results["json_over_the_bound"].diagnostics[0].message
    million = results["million_digits_json"].diagnostics[0]
    assert million.code.value == "INVALID_REQUEST" and million.path == "$.payload" and "4300" in million.message
    assert "at least 2" in results["negative"].diagnostics[0].message
    assert refused_planned == [] and refused_supervised == []

    for name, digits in (("googol", 101), ("p300", 300)):
        r = results[name]
        assert r.conclusion.value == "TRUE" and r.assurance.level.value == "VERIFIED", (name, r.assurance)
        assert r.output == {"prime": True, "proof": "ecpp", "divisor": None, "fermat_witness": None}
        assert r.verification.checker_id == "integer.ecpp"
        assert r.verification.model.summary == {"integers": 1, "digits": digits}
        assert "Atkin-Morain" in r.assurance.basis or "ECPP" in r.assurance.basis
    m89 = results["m89"]
    assert m89.assurance.level.value == "VERIFIED" and m89.output["proof"] == "pratt"
    assert m89.verification.checker_id == "integer.pratt"
    factor = results["factor"]
    assert factor.assurance.level.value == "VERIFIED" and factor.verification.checker_id == "integer.ecpp"
    assert [list(f) for f in factor.output["factors"]] == [["3", 1], ["7", 2], [str(GOOGOL_PRIME), 1]]
    composite = results["composite"]
    assert composite.conclusion.value == "FALSE" and composite.assurance.level.value == "VERIFIED"
