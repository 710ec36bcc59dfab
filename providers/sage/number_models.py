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


# ---------------------------------------------------------------- arithmetic functions and modular arithmetic

MAX_MODULUS_DIGITS = 200  # operations that factor n (or phi(n), or an order)
MAX_DIVISORS = 100_000
MAX_CONGRUENCES = 256
MAX_CONVERGENTS = 1000
MAX_PRIME_PI = 10**12  # PARI's primepi sieves: about 15 s at 10^11 on a loaded host
MAX_NTH_PRIME = 10**10

Factorable = Annotated[
    str, IntegerText(minimum=1, max_digits=MAX_MODULUS_DIGITS, description="a positive integer n (it is factored)")
]
Modulus = Annotated[
    str, IntegerText(minimum=2, max_digits=MAX_MODULUS_DIGITS, description="the modulus n >= 2 (it is factored)")
]
Residue = Annotated[str, IntegerText(max_digits=MAX_PRIME_DIGITS, description="an integer (any sign)")]
PositiveModulus = Annotated[str, IntegerText(minimum=1, max_digits=MAX_PRIME_DIGITS, description="a positive modulus")]
PrimeModulus = Annotated[
    str, IntegerText(minimum=2, max_digits=MAX_PRIME_DIGITS, description="a prime modulus p (refused when composite)")
]


class FactorableRequest(Request):
    n: Factorable
    budget: BudgetRequest | None = None


class DivisorsRequest(FactorableRequest):
    max_divisors: int = Field(
        default=1000, ge=1, le=MAX_DIVISORS, description="list the divisors when there are at most this many"
    )


class OrderRequest(Request):
    a: Residue
    n: Modulus
    budget: BudgetRequest | None = None


class PrimitiveRootRequest(Request):
    n: Modulus
    budget: BudgetRequest | None = None


class DiscreteLogRequest(Request):
    g: Residue = Field(description="the base g, a unit modulo n")
    h: Residue = Field(description="the target h: find x with g^x = h (mod n)")
    n: Modulus
    budget: BudgetRequest | None = None


class CrtRequest(Request):
    residues: list[Residue] = Field(min_length=1, max_length=MAX_CONGRUENCES)
    moduli: list[PositiveModulus] = Field(min_length=1, max_length=MAX_CONGRUENCES, description="one per residue")
    budget: BudgetRequest | None = None


class KroneckerRequest(Request):
    a: Residue
    n: Residue = Field(description="any integer: odd positive n gives the Jacobi symbol, an odd prime Legendre's")
    budget: BudgetRequest | None = None


class SqrtModRequest(Request):
    a: Residue
    p: PrimeModulus
    budget: BudgetRequest | None = None


class ContinuedFractionRequest(Request):
    numerator: Residue | None = Field(default=None, description="the rational numerator/denominator ...")
    denominator: Annotated[str, IntegerText(minimum=1, max_digits=MAX_PRIME_DIGITS)] | None = None
    D: Annotated[str, IntegerText(minimum=2, max_digits=40, description="... or sqrt(D), D not a square")] | None = None
    convergents: int = Field(default=10, ge=0, le=MAX_CONVERGENTS, description="how many convergents to list")
    budget: BudgetRequest | None = None


class PrimePiRequest(Request):
    x: Annotated[str, IntegerText(minimum=0, maximum=MAX_PRIME_PI, description="count the primes <= x")]
    budget: BudgetRequest | None = None


class NthPrimeRequest(Request):
    n: Annotated[str, IntegerText(minimum=1, maximum=MAX_NTH_PRIME, description="the index n >= 1")]
    budget: BudgetRequest | None = None


class IntegerValueOutput(Output):
    value: str = Field(description="the value, as decimal text")


class MobiusOutput(Output):
    value: int = Field(description="mu(n): 0 if a square divides n, else (-1)^(number of prime factors)")


class DivisorsOutput(Output):
    count: int = Field(description="tau(n), the number of positive divisors")
    sigma: str = Field(description="sigma(n), their sum")
    divisors: list[str] | None = Field(description="the divisors in increasing order (None: more than max_divisors)")


class OrderOutput(Output):
    order: str


class PrimitiveRootOutput(Output):
    root: str | None = Field(description="the least primitive root modulo n; None when (Z/nZ)^* is not cyclic")


class DiscreteLogOutput(Output):
    x: str | None = Field(description="the least x >= 0 with g^x = h (mod n); None when there is none")
    order: str = Field(description="the multiplicative order of g modulo n (the solutions are x + order * Z)")


class CrtOutput(Output):
    x: str | None = Field(description="the solution, reduced modulo `modulus`; None when the system is inconsistent")
    modulus: str | None = Field(description="the lcm of the moduli: every solution is x + modulus * Z")
    conflict: list[int] | None = Field(default=None, description="two congruences (indices) that contradict")


class KroneckerOutput(Output):
    value: int = Field(description="the Kronecker symbol (a/n): -1, 0 or 1")


class SqrtModOutput(Output):
    root: str | None = Field(description="the smaller square root of a modulo p; None when a is a non-residue")
    other_root: str | None = Field(default=None, description="p - root (the same root when it is 0)")


class ContinuedFractionOutput(Output):
    terms: list[str] | None = Field(default=None, description="a rational's expansion [a0; a1, ..., ak]")
    a0: str | None = Field(default=None, description="sqrt(D): the integer part")
    period: list[str] | None = Field(default=None, description="sqrt(D): the least period after a0")
    convergents: list[tuple[str, str]] = Field(description="the first convergents p/q as [p, q]")


# ---------------------------------------------------------------- Diophantine equations

MAX_PELL_D = 10**6  # the fundamental solution stays within the checkers' 2000 digits


class PellRequest(Request):
    D: Annotated[str, IntegerText(minimum=2, maximum=MAX_PELL_D, description="D >= 2, not a square")]
    sign: Literal[1, -1] = Field(default=1, description="solve x^2 - D y^2 = sign")
    budget: BudgetRequest | None = None


class LinearDiophantineRequest(Request):
    a: Residue
    b: Residue
    c: Residue = Field(description="solve a x + b y = c in integers")
    budget: BudgetRequest | None = None


class SquaresRequest(Request):
    n: Annotated[str, IntegerText(minimum=1, max_digits=MAX_MODULUS_DIGITS, description="a positive integer")]
    budget: BudgetRequest | None = None


class PellOutput(Output):
    x: str | None = Field(description="the fundamental solution's x; None when x^2 - D y^2 = -1 has none")
    y: str | None = None


class LinearDiophantineOutput(Output):
    x0: str | None = Field(description="a particular solution; None when gcd(a, b) does not divide c")
    y0: str | None = None
    dx: str | None = Field(default=None, description="every solution is (x0 + t dx, y0 + t dy), t an integer")
    dy: str | None = None


class TwoSquaresOutput(Output):
    a: str | None = Field(description="a <= b with a^2 + b^2 = n; None when n is no sum of two squares")
    b: str | None = None


class FourSquaresOutput(Output):
    squares: list[str] = Field(description="a >= b >= c >= d >= 0 with a^2 + b^2 + c^2 + d^2 = n")


# ---------------------------------------------------------------- binary quadratic forms

MAX_CLASS_DIGITS = 30
CHECKED_ABS_D = 10**6  # the checker counts reduced forms itself up to here


class ClassNumberRequest(Request):
    D: Annotated[
        str, IntegerText(maximum=-3, max_digits=MAX_CLASS_DIGITS, description="a negative discriminant, 0 or 1 mod 4")
    ]
    budget: BudgetRequest | None = None


class ClassNumberOutput(Output):
    h: str = Field(description="the class number: classes of primitive positive definite forms of discriminant D")
