"""Number-theory capabilities served by PARI in the pooled Sage worker, each answer with its certificate.

Imports no Sage piece. Every answer carries evidence for a checker under ``checkers/integer/`` that replays
it in Python integers: prime proofs (Pratt steps, Atkin-Morain ECPP steps where p - 1 does not factor
cheaply), a divisor or Fermat witness for a composite.
"""

from __future__ import annotations

from typing import Any, ClassVar, TypeVar

from jacobian.capability import (
    Evidence,
    Interpretation,
    InterpretError,
    JobCall,
    Output,
    Request,
    answer,
)
from jacobian.contracts.descriptor import InvocationExample
from jacobian.contracts.diagnostics import Code
from jacobian.contracts.enums import Conclusion, Mode

from .base import SageOperation
from .number_models import FactorIntegerRequest, IntegerFactorOutput, PrimeOutput, PrimeRequest

PRATT_FORMAT = "pratt/1"
PRIME_PROOF_FORMAT = "prime-proof/1"  # Pratt and ECPP steps: checkers/integer/ecpp.py
COMPOSITE_FORMAT = "composite/1"
GOOGOL_PRIME = 10**100 + 267  # the least prime above 10^100 (OEIS A033873: a(100) = 267)

Req = TypeVar("Req", bound=Request)
Out = TypeVar("Out", bound=Output)


def proof_format(certificates: dict[str, Any]) -> str:
    """pratt/1 when every step is a Pratt step (the smaller checker suffices), else prime-proof/1."""
    return PRIME_PROOF_FORMAT if any("t" in e for e in certificates.values()) else PRATT_FORMAT


class _Pari(SageOperation[Req, Out]):
    """An integer operation of the Sage worker: every request carries the memory budget (PARI's stack)."""

    domain: ClassVar[str] = "number_theory"


class IntegerFactor(_Pari[FactorIntegerRequest, IntegerFactorOutput]):
    id = "integer.factor"
    op = "factor_integer"
    title = "Factor an integer, every prime factor certified"
    description = (
        "PARI's factorization of n >= 2 (up to 200 digits; large semiprimes may exhaust the budget). Every prime "
        "factor comes with a primality proof (Pratt steps, or Atkin-Morain ECPP steps when p - 1 does not factor "
        "cheaply) checked by an independent checker in Python integers; composite factors are never called prime."
    )
    tags = (
        "integer",
        "factor",
        "factorization",
        "factorize",
        "prime-factors",
        "prime",
        "primality",
        "pari",
        "number-theory",
        "sage",
    )
    modes = (Mode.EXPLORE, Mode.VERIFY)
    conclusions = (Conclusion.VALUE,)
    verify_claims = ("INTEGER_FACTORIZATION",)
    examples = (InvocationExample(title="2^128 + 1", payload={"n": str(2**128 + 1)}, mode=Mode.VERIFY),)

    def answer(self, call: JobCall[FactorIntegerRequest, None], data: dict[str, Any]) -> Interpretation:
        factors = [(str(p), int(e)) for p, e in data["factors"]]
        claim = {"kind": "INTEGER_FACTORIZATION", "factors": [list(f) for f in factors]}
        certs = data["certificates"]
        evidence = Evidence(claim, proof_format(certs), {"n": call.request.n}, {"certificates": certs})
        out = IntegerFactorOutput(factors=factors)
        return answer(Conclusion.VALUE, out, "the prime factorization of n", evidence=evidence)


class PrimeCertify(_Pari[PrimeRequest, PrimeOutput]):
    id = "integer.prime.certify"
    op = "prime_certify"
    title = "Is n prime? With a primality certificate"
    description = (
        "TRUE with a primality proof checked independently of PARI: Pratt steps when p - 1 factors cheaply, else an "
        "Atkin-Morain ECPP certificate (PARI's primecert; every curve, point and order bound replayed in Python "
        "integers, down to small primes); up to 1000 digits within the budget. FALSE with a divisor among the "
        "primes below 2^16 or, when none is found there, a Fermat witness a (a^(n-1) mod n != 1: n is composite, "
        "no factor named); either is checked by an independent checker."
    )
    tags = (
        "integer",
        "prime",
        "primality",
        "is-prime",
        "primality-test",
        "primality-proof",
        "prove",
        "composite",
        "certificate",
        "pratt",
        "ecpp",
        "elliptic-curve",
        "atkin-morain",
        "fermat",
        "pari",
        "number-theory",
    )
    modes = (Mode.EXPLORE, Mode.VERIFY)
    conclusions = (Conclusion.TRUE, Conclusion.FALSE)
    verify_claims = ("INTEGER_PRIME", "INTEGER_COMPOSITE")
    examples = (
        InvocationExample(title="5704689200685129054721", payload={"n": "5704689200685129054721"}, mode=Mode.VERIFY),
        InvocationExample(title="10^100 + 267 (ECPP)", payload={"n": str(GOOGOL_PRIME)}, mode=Mode.VERIFY),
    )

    def answer(self, call: JobCall[PrimeRequest, None], data: dict[str, Any]) -> Interpretation:
        n = call.request.n
        if data["prime"]:
            certs = data["certificates"]
            fmt = proof_format(certs)
            evidence = Evidence({"kind": "INTEGER_PRIME"}, fmt, {"n": n}, {"certificates": certs})
            if fmt == PRIME_PROOF_FORMAT:
                out, basis = PrimeOutput(prime=True, proof="ecpp"), "an Atkin-Morain (ECPP) certificate"
            else:
                out, basis = PrimeOutput(prime=True, proof="pratt"), "a Pratt certificate"
            return answer(Conclusion.TRUE, out, basis, evidence=evidence)
        d, a, m = data.get("divisor"), data.get("fermat_witness"), int(n)
        if d is not None and 1 < int(d) < m and m % int(d) == 0:
            certificate, basis = {"divisor": str(d)}, f"{d} divides n"
            out = PrimeOutput(prime=False, divisor=str(d))
        elif d is None and a is not None and 1 < int(a) < m and pow(int(a), m - 1, m) != 1:
            certificate, basis = {"fermat_witness": str(a)}, f"{a}^(n-1) != 1 mod n (Fermat): n is composite"
            out = PrimeOutput(prime=False, fermat_witness=str(a))
        else:
            raise InterpretError(
                Code.BACKEND_ERROR, f"the worker's evidence {str(data)[:300]} does not show n composite"
            )
        evidence = Evidence({"kind": "INTEGER_COMPOSITE"}, COMPOSITE_FORMAT, {"n": n}, certificate)
        return answer(Conclusion.FALSE, out, basis, evidence=evidence)


NUMBER_THEORY = (IntegerFactor(), PrimeCertify())
