"""Request and output models of the number-theory capabilities (Pydantic only; no Sage, no PARI).

Integers are :class:`.integer_fields.IntegerText` fields: decimal text or JSON integers, bounded in digits
and range while the request is validated, so a million-digit number, a negative modulus or ``"0x10"`` is an
``INVALID_REQUEST`` at its JSON path before anything is planned. The validated value is the decimal text,
which is also the evidence subject (the checkers read it themselves).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from jacobian.capability import BudgetRequest, Output, Request

from .integer_fields import IntegerText

MAX_PRIME_DIGITS = 1000  # integer.prime.certify: ECPP at this size runs for hours, the budget decides
MAX_FACTOR_DIGITS = 200  # integer.factor: beyond ~100 digits only special numbers finish

PrimeCandidate = Annotated[
    str, IntegerText(minimum=2, max_digits=MAX_PRIME_DIGITS, description="the integer n >= 2 to certify")
]
FactorInput = Annotated[str, IntegerText(minimum=2, max_digits=MAX_FACTOR_DIGITS, description="the integer n >= 2")]


class PrimeRequest(Request):
    n: PrimeCandidate
    budget: BudgetRequest | None = None


class FactorIntegerRequest(Request):
    n: FactorInput
    budget: BudgetRequest | None = None


class IntegerFactorOutput(Output):
    factors: list[tuple[str, int]] = Field(description="[prime, exponent] pairs, primes increasing")


class PrimeOutput(Output):
    prime: bool
    proof: Literal["pratt", "ecpp"] | None = Field(
        default=None,
        description="for a prime: the certificate's kind: 'pratt' (Lucas-Pratt steps only) or 'ecpp' "
        "(Atkin-Morain steps, with Pratt steps for the small primes they end in)",
    )
    divisor: str | None = Field(default=None, description="a nontrivial divisor when n is composite")
    fermat_witness: str | None = Field(
        default=None,
        description="when n is composite and no divisor was found: a with a^(n-1) mod n != 1, which proves n "
        "composite without naming a factor",
    )
