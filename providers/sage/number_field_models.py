"""Request and output models of the number-field operations (Pydantic only; no Sage, no PARI).

A number field is K = Q[x]/(f) for a monic irreducible f in Z[x], given as text in the bounded grammar of
:mod:`.polytext` in the request's one ``variable``; it is parsed while the request is validated, and a
non-integer or non-monic polynomial, a degree outside 1..``MAX_DEGREE`` or a coefficient of more than
``MAX_COEFFICIENT_DIGITS`` digits is an ``INVALID_REQUEST`` at ``$.payload.polynomial`` before any job.
Irreducibility needs a factorization: the worker tests it (PARI's polisirreducible) and refuses a reducible f
with ``BACKEND_INPUT_ERROR``.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Annotated

from pydantic import AfterValidator, Field, ValidationInfo, field_validator

from jacobian.capability import BudgetRequest, Output, Request

from .polytext import UNIVARIATE_GRAMMAR, PolyTextError, check_variables, parse

MAX_DEGREE = 12  # the checker's matrices are n x n and its p-radicals n^2 products in O/pO
MAX_COEFFICIENT_DIGITS = 30  # PARI factors disc(f) (about 2n times the digits) for the maximal order


def integer_coefficients(text: str, variable: str) -> list[int]:
    """The coefficients of f, constant term first, when f is a monic integer polynomial within the bounds."""
    poly = parse(text, (variable,))
    degree = max((e[0] for e in poly), default=-1)
    if not 1 <= degree <= MAX_DEGREE:
        raise PolyTextError(f"the degree must be between 1 and {MAX_DEGREE}, not {degree}")
    coefficients = [poly.get((i,), Fraction(0)) for i in range(degree + 1)]
    if any(c.denominator != 1 for c in coefficients):
        raise PolyTextError("the coefficients must be integers (f in Z[x])")
    if coefficients[-1] != 1:
        raise PolyTextError(f"f must be monic: its leading coefficient is {coefficients[-1]}, not 1")
    if any(len(str(abs(c.numerator))) > MAX_COEFFICIENT_DIGITS for c in coefficients):
        raise PolyTextError(f"a coefficient has more than {MAX_COEFFICIENT_DIGITS} digits")
    return [int(c) for c in coefficients]


def _field_polynomial(value: str, info: ValidationInfo) -> str:
    variable = info.data.get("variable")
    if variable is not None:
        try:
            integer_coefficients(value, variable)
        except PolyTextError as exc:
            raise ValueError(str(exc)) from None
    return value


FieldText = Annotated[
    str,
    AfterValidator(_field_polynomial),
    Field(
        description=f"the monic irreducible f in Z[x] defining K = Q[x]/(f) (degree 1 to {MAX_DEGREE}, integer "
        f"coefficients of at most {MAX_COEFFICIENT_DIGITS} digits); {UNIVARIATE_GRAMMAR}"
    ),
]


class NumberFieldRequest(Request):
    variable: str = Field(
        default="x",
        description='the variable of the polynomial: a letter then at most 15 letters or digits, e.g. "t"',
    )
    polynomial: FieldText
    budget: BudgetRequest | None = None

    @field_validator("variable")
    @classmethod
    def _name(cls, v: str) -> str:
        """`variable` is one name, a letter then at most 15 letters or digits."""
        check_variables([v])
        return v

    def coefficients(self) -> list[int]:
        return integer_coefficients(self.polynomial, self.variable)


class DiscriminantOutput(Output):
    discriminant: str = Field(description="d_K, the discriminant of the field (of its maximal order O_K)")
    polynomial_discriminant: str = Field(description="disc(f) = index^2 * d_K")
    index: str = Field(description="[O_K : Z[alpha]] for alpha the class of the variable")
    integral_basis: list[str] = Field(
        description="a Z-basis of O_K as polynomials in alpha with rational coefficients (in the request's variable)"
    )
    basis_coordinates: list[list[str]] = Field(
        description="the same basis: row i the coefficients of w_i on 1, alpha, ..., alpha^(n-1) ('p' or 'p/q')"
    )
    discriminant_factors: list[tuple[str, int]] = Field(description="|d_K| as [[p, e], ...], primes increasing")


MAX_GALOIS_DEGREE = 11  # PARI's polgalois: its own tables to degree 7, its galdata package for 8 to 11


class GaloisOutput(Output):
    label: str = Field(description="the transitive group as nTk (Butler-McKay / GAP numbering), e.g. 5T5")
    name: str = Field(description="PARI's name of the group, e.g. S5, A3, E(4) = 2[x]2 (the Klein four-group)")
    order: int = Field(description="the order of the Galois group, the degree of the splitting field")
    degree: int = Field(description="n = deg f, the group acting transitively on the n roots")
    transitive_number: int = Field(description="k in nTk")
    even: bool = Field(description="True when the group lies in A_n (disc(f) is a square)")


class ClassGroupOutput(Output):
    class_number: str = Field(description="h_K, the order of the class group")
    structure: list[str] = Field(description="the invariant factors [d_1, ..., d_r] (d_(i+1) | d_i; [] for trivial)")
    discriminant: str = Field(description="d_K")
    certified: bool = Field(
        description="True when PARI's bnfcertify proved the result unconditionally; False leaves it under GRH "
        "(obligation GRH_ASSUMED)"
    )
