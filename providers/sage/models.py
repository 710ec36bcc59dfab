"""Request and output models of the Sage capabilities (Pydantic only; no Sage).

Polynomial text is parsed by :mod:`.polytext` while the request is validated: an undeclared variable,
``x^(10^9)``, a total degree above ``polytext.MAX_DEGREE``, ``__import__('os')`` or any text outside the grammar
is an ``INVALID_REQUEST`` at ``$.payload.generators[i]`` (or ``basis[i]``, ``polynomial``) with the column,
before anything is planned. The text is
kept as written: it is the evidence subject, which the checker parses itself.
"""

from __future__ import annotations

import re
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, ValidationInfo, field_validator

from jacobian.capability import BudgetRequest, Output, Request

from .polytext import GRAMMAR, Poly, PolyTextError, check_variables, parse, to_wire

GROEBNER_SCHEMA = "jacobian.polynomial.groebner_basis.v1"  # producer-only: retained by groebner_basis
MAX_GENERATORS = 64
GF_PRIME = re.compile(r"GF\(([0-9]{1,10})\)")  # ASCII digits (\d also matches other scripts' digits)


def _is_prime(p: int) -> bool:
    return p >= 2 and all(p % d for d in range(2, int(p**0.5) + 1))


def check_field(v: str) -> str:
    """``v`` itself when it is "QQ" or, in full, "GF(p)" with p a prime below 2^31; ValueError otherwise."""
    m = GF_PRIME.fullmatch(v)
    if v != "QQ" and not (m and _is_prime(int(m.group(1))) and int(m.group(1)) < 2**31):
        raise ValueError('field must be "QQ" or "GF(p)" with p a prime below 2^31')
    return v


def _wire(text: str, variables: list[str], field: str) -> list[list[object]]:
    p = None if field == "QQ" else int(field[3:-1])
    poly = parse(text, tuple(variables), p)
    if p is not None:
        if any(c.denominator % p == 0 for c in poly.values()):
            raise PolyTextError(f"a denominator is divisible by {p}")
    return to_wire(poly)


def _poly_text(value: str, info: ValidationInfo) -> str:
    """One polynomial text, parsed against the request's variables and field (declared before it, so already
    validated; when they are not, their own error is the one reported). Kept as written."""
    variables, field = info.data.get("variables"), info.data.get("field")
    if variables is not None and field is not None:
        try:
            _wire(value, variables, field)
        except PolyTextError as exc:
            raise ValueError(str(exc)) from None
    return value


PolyText = Annotated[str, AfterValidator(_poly_text), Field(description=GRAMMAR)]


class PolynomialInput(Request):
    variables: list[str] = Field(
        min_length=1,
        max_length=16,
        description="the ring's variables, largest first (the monomial order compares them in this order); each a "
        'letter then at most 15 letters or digits, e.g. ["x", "y", "z"]',
    )
    field: str = Field(default="QQ", description='"QQ" or "GF(p)" for a prime p < 2^31')
    order: Literal["lex", "deglex", "degrevlex"] = "degrevlex"

    @field_validator("variables")
    @classmethod
    def _names(cls, v: list[str]) -> list[str]:
        """`variables` are 1 to 16 distinct names, each a letter then at most 15 letters or digits."""
        check_variables(v)
        return v

    @field_validator("field")
    @classmethod
    def _field(cls, v: str) -> str:
        """`field` is "QQ" or "GF(p)" with p a prime below 2^31."""
        return check_field(v)

    def parse(self, text: str) -> Poly:
        return parse(text, tuple(self.variables))

    def ring(self) -> dict[str, Any]:
        return {
            "field": "QQ" if self.field == "QQ" else self.field[3:-1],
            "nvars": len(self.variables),
            "order": self.order,
        }

    def wire(self, text: str) -> list[list[object]]:
        return _wire(text, self.variables, self.field)

    def subject(self, **extra: Any) -> dict[str, Any]:
        return {"field": self.field, "variables": list(self.variables), "order": self.order, **extra}


class GroebnerRequest(PolynomialInput):
    generators: list[PolyText] = Field(
        min_length=1,
        max_length=MAX_GENERATORS,
        description="the ideal's generators, each a polynomial (its grammar: the items' description)",
    )
    budget: BudgetRequest | None = None


class GroebnerVerifyRequest(GroebnerRequest):
    basis: list[PolyText] = Field(
        min_length=1,
        max_length=1000,
        description="the claimed reduced Groebner basis, each a polynomial (its grammar: the items' description)",
    )
    lift: list[list[str]] | None = Field(
        default=None,
        description="per basis element, its cofactors over the generators (basis[i] = sum_j lift[i][j] * "
        f"generators[j]), one per generator, each {GRAMMAR}",
    )


class MembershipRequest(GroebnerRequest):
    polynomial: PolyText = Field(description=f"is this polynomial in the ideal? {GRAMMAR}")


class FactorRequest(PolynomialInput):
    polynomial: PolyText = Field(description=f"the polynomial to factor, {GRAMMAR}")
    budget: BudgetRequest | None = None


class GroebnerOutput(Output):
    basis: list[str]
    lift: list[list[str]] | None = None


class MembershipOutput(Output):
    member: bool
    cofactors: list[str] | None = None
    normal_form: str | None = None


class FactorOutput(Output):
    unit: str
    factors: list[tuple[str, int]]
    certified_irreducible: list[int] = Field(
        default_factory=list,
        description="indices of the factors whose irreducibility goes to the checker with a certificate in VERIFY "
        "mode (one variable: Rabin's test over GF(p), modular factorizations over QQ); every other factor's "
        "irreducibility is named in the obligation IRREDUCIBILITY_UNCHECKED",
    )


class GroebnerBasisArtifact(BaseModel):
    """A polynomial ideal and its reduced Groebner basis: the ring's variables (largest first), its coefficient
    field (QQ or GF(p)) and monomial order, the ideal's generators as given and the basis, each polynomial as
    text in those variables. Stored by polynomial.compute.groebner_basis; VERIFIED only where its result says so."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    variables: list[str] = Field(min_length=1, max_length=16)
    field: str
    order: Literal["lex", "deglex", "degrevlex"]
    generators: list[str] = Field(min_length=1, max_length=MAX_GENERATORS)
    basis: list[str] = Field(description="empty for the zero ideal")
