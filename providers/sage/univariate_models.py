"""Request and output models of the univariate polynomial operations (Pydantic only; no Sage).

One variable (``variable``, default ``x``) over ``QQ`` or ``GF(p)``; every polynomial is text in the bounded
grammar of :mod:`.polytext`, parsed while the request is validated, so ``x**2``, ``x^99999999``, an undeclared
name or unicode digits are an ``INVALID_REQUEST`` at ``$.payload.a`` (or ``b``, ``polynomial``) with the column,
before anything is planned. The text is kept as written: it is the evidence subject, which the checker parses
itself.
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import AfterValidator, Field, ValidationInfo, field_validator

from jacobian.capability import BudgetRequest, Output, Request

from .models import check_field
from .polytext import UNIVARIATE_GRAMMAR, PolyTextError, check_variables, parse, to_wire

MAX_PRECISION_BITS = 256


def _check(text: str, variable: str, field: str) -> list[list[object]]:
    poly = parse(text, (variable,))
    if field != "QQ":
        p = int(field[3:-1])
        if any(c.denominator % p == 0 for c in poly.values()):
            raise PolyTextError(f"a denominator is divisible by {p}")
    return to_wire(poly)


def _poly_text(value: str, info: ValidationInfo) -> str:
    """One polynomial in the request's variable over its field (both validated before it; when they are not,
    their own error is the one reported). Kept as written."""
    variable, field = info.data.get("variable"), info.data.get("field")
    if variable is not None and field is not None:
        try:
            _check(value, variable, field)
        except PolyTextError as exc:
            raise ValueError(str(exc)) from None
    return value


UniText = Annotated[str, AfterValidator(_poly_text), Field(description=UNIVARIATE_GRAMMAR)]


class UnivariateInput(Request):
    variable: str = Field(
        default="x",
        description='the one variable of the polynomials: a letter then at most 15 letters or digits, e.g. "t"',
    )
    field: str = Field(default="QQ", description='"QQ" or "GF(p)" for a prime p < 2^31')
    budget: BudgetRequest | None = None

    @field_validator("variable")
    @classmethod
    def _name(cls, v: str) -> str:
        """`variable` is one name, a letter then at most 15 letters or digits."""
        check_variables([v])
        return v

    @field_validator("field")
    @classmethod
    def _field(cls, v: str) -> str:
        """`field` is "QQ" or "GF(p)" with p a prime below 2^31."""
        return check_field(v)

    def wire(self, text: str) -> list[list[object]]:
        return _check(text, self.variable, self.field)

    def degree(self, text: str) -> int:
        return max((e[0] for e in parse(text, (self.variable,))), default=-1)

    def ring(self) -> dict[str, Any]:
        return {"field": "QQ" if self.field == "QQ" else self.field[3:-1]}

    def subject(self, **texts: str) -> dict[str, Any]:
        return {"field": self.field, "variable": self.variable, **texts}


class PairRequest(UnivariateInput):
    a: UniText = Field(description=f"the first polynomial, {UNIVARIATE_GRAMMAR}")
    b: UniText = Field(description=f"the second polynomial, {UNIVARIATE_GRAMMAR}")


class OneRequest(UnivariateInput):
    polynomial: UniText


class RealRootsRequest(OneRequest):
    precision_bits: int | None = Field(
        default=None,
        ge=1,
        le=MAX_PRECISION_BITS,
        description="each isolating interval at most 2^-precision_bits wide (default: just isolating)",
    )


class GcdOutput(Output):
    gcd: str = Field(description="the monic greatest common divisor (0 only for gcd(0, 0))")
    u: str = Field(description="Bezout cofactor of a: a*u + b*v = gcd")
    v: str = Field(description="Bezout cofactor of b")


class ValueOutput(Output):
    value: str = Field(description="an element of the field: a rational 'p/q' over QQ, an integer 0..p-1 over GF(p)")


class SquarefreeOutput(Output):
    unit: str = Field(description="the leading coefficient")
    factors: list[tuple[str, int]] = Field(
        description="monic, squarefree, pairwise coprime factors with distinct multiplicities: "
        "polynomial = unit * prod factor^multiplicity"
    )


class RealRoot(Output):
    interval: tuple[str, str] = Field(description="[lo, hi], rationals; lo = hi for an exact rational root")
    multiplicity: int


class RealRootsOutput(Output):
    roots: list[RealRoot] = Field(description="one isolating interval per distinct real root, left to right")
