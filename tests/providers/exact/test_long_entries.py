"""Exact LP and MIP certificates whose entries are longer than CPython's int <-> str guard (4,300 digits,
``sys.get_int_max_str_digits``), solved and VERIFIED through a Runtime (issue 33).

The LP is a chain (constructed here): x_0 = 1 and x_{i+1} = (p_i / q_i) x_i for i < 32, with q_i = 10^150 + 2i and
p_i = q_i + 1 (each a 499-bit integer, within the input's 512-bit bound); minimize x_32. Every ratio is 1 to within
10^-150, so HiGHS solves it in floating point with all ones, and the exact basis solve gives
x_32 = prod p_i / prod q_i, whose numerator and denominator have about 4,800 digits each (far below the
certificate's 2^16-bit bound). Before the fix the MIP worker's ``str`` of its exact incumbent raised, and the LP
checker's ``str`` of the claimed optimum in its reason raised (the check was then reported as a rejection).
"""

from __future__ import annotations

import random
from fractions import Fraction

import trio

from jacobian.checkers.exact import lp_check
from jacobian.checkers.exact.rationals import MAX_CERT_BITS, rational
from jacobian.contracts.enums import AssuranceLevel, Conclusion, ExecutionStatus
from jacobian.providers.exact.rational import DIGITS_AT_ONCE, decimal, text
from jacobian.runtime import Runtime

from .conftest import exact_config

GUARD = 4300  # CPython's default digit limit for int <-> str
STEPS, DIGITS = 32, 150


def chain() -> tuple[dict, Fraction]:
    """The chain LP and its exact optimum."""
    n = STEPS + 1
    matrix, optimum = [["1"] + ["0"] * STEPS], Fraction(1)
    for i in range(STEPS):
        q = 10**DIGITS + 2 * i
        row = ["0"] * n
        row[i], row[i + 1] = f"-{q + 1}/{q}", "1"
        matrix.append(row)
        optimum *= Fraction(q + 1, q)
    payload = {"objective": ["0"] * STEPS + ["1"], "matrix": matrix, "senses": ["="] * n, "rhs": ["1"] + ["0"] * STEPS}
    return payload, optimum


def _run(tmp_path, runs: list[tuple[str, dict]]):
    async def main():
        async with Runtime.open(exact_config(tmp_path)) as rt:
            out = []
            for capability, payload in runs:
                r = await rt.run(capability, payload, "VERIFY")
                cert = rt.state.artifacts.get(r.verification.evidence_uri).payload if r.verification else None
                out.append((r, cert))
            return out

    return trio.run(main)


def _read(value: str) -> Fraction:
    """An answer's rational read by the checkers' own reader (in chunks under the guard), not the provider's."""
    return rational(value, "answer", MAX_CERT_BITS)


def test_lp_and_mip_certificates_past_the_digit_guard_are_verified_through_the_runtime(tmp_path):
    payload, optimum = chain()
    assert optimum.numerator.bit_length() * 0.30103 > GUARD + 400
    mip = {**payload, "integer": [True] + [False] * STEPS}
    (lp, lp_evidence), (ip, _) = _run(
        tmp_path, [("optimization.linear.solve", payload), ("optimization.integer.solve", mip)]
    )
    for r in (lp, ip):
        assert r.execution.status is ExecutionStatus.COMPLETED, [d.message for d in r.diagnostics]
        assert r.conclusion is Conclusion.OPTIMAL and r.assurance.level is AssuranceLevel.VERIFIED, r.assurance
        numerator = r.output["objective"].split("/")[0]
        assert len(numerator) > GUARD, len(numerator)
        assert _read(r.output["objective"]) == optimum
        assert _read(r.output["primal"][-1]) == optimum
    assert "(a rational of" in lp.assurance.basis  # the checker's reason names the optimum by its size

    # The checker on the recorded certificate: accepted as it is, rejected (with a reason, not a crash) when the
    # claimed optimum is off by one in its last digit, or the last x entry is.
    claim, subject, cert = lp_evidence["claim"], lp_evidence["subject"], lp_evidence["certificate"]
    assert lp_check.check({"claim": claim, "subject": subject, "certificate": cert})["accepted"] is True
    wrong = text(optimum + Fraction(1, optimum.denominator))
    forged_claim = lp_check.check({"claim": {**claim, "objective": wrong}, "subject": subject, "certificate": cert})
    assert forged_claim["accepted"] is False and "not the claimed" in forged_claim["reason"], forged_claim
    forged_x = {**cert, "x": [*cert["x"][:-1], wrong]}
    forged = lp_check.check({"claim": claim, "subject": subject, "certificate": forged_x})
    assert forged["accepted"] is False and "x violates row" in forged["reason"], forged


def test_decimal_writes_integers_of_any_length_under_the_guard():
    """Each integer written by :func:`decimal` reads back (with the checkers' chunked reader) to itself, across the
    chunk and guard boundaries, with zeros inside the low half (the pieces are zero-padded)."""
    rng = random.Random(33)
    values = [0, 7, -12, 10**DIGITS_AT_ONCE - 1, 10**DIGITS_AT_ONCE, 10**GUARD + 1, 10**9000 + 7, -(10**12001)]
    values += [rng.getrandbits(bits) for bits in (13_000, 14_300, 30_000, MAX_CERT_BITS)]
    for n in values:
        written = decimal(n)
        assert written.lstrip("-") == written.lstrip("-").lstrip("0") or written == "0", written[:20]
        assert _read(written) == n, n.bit_length()
    assert decimal(10**9000 + 7) == "1" + "0" * 8999 + "7"
    assert text(Fraction(-(10**5000), 3)) == "-1" + "0" * 5000 + "/3"
