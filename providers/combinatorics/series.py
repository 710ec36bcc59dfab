"""The first N coefficients of a rational generating function P(x)/Q(x): SymPy's ring series in the counting worker
(:mod:`.sympy_worker`), checked by ``checkers/combinatorics/series_check`` multiplying back (Q A = P up to x^(N-1)).
P and Q are text in the bounded grammar of the polynomial reader (:mod:`jacobian.providers.sage.polytext`), read
while the request is validated; Q(0) = 0 is refused before any job. Algebraic generating functions (Catalan's
(1 - sqrt(1 - 4x)) / 2x) are not supported. No backend library is imported here."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from pydantic import Field, ValidationInfo, field_validator

from jacobian.capability import (
    ArtifactReader,
    BudgetRequest,
    Evidence,
    Interpretation,
    InterpretError,
    JobCall,
    Output,
    Request,
    answer,
    invalid,
)
from jacobian.checkers.combinatorics import series_check
from jacobian.contracts.descriptor import DeclaredRelationship, InvocationExample
from jacobian.contracts.diagnostics import Code
from jacobian.contracts.enums import Conclusion, Mode
from jacobian.providers.sage.polytext import UNIVARIATE_GRAMMAR, PolyTextError, check_variables, parse, to_wire

from .counting import EXACT, _Counting


class SeriesRequest(Request):
    """P(x)/Q(x) as two polynomials in one variable over QQ, and how many coefficients."""

    variable: str = Field(default="x", description="the variable: a letter then at most 15 letters or digits")
    numerator: str = Field(description=f"P, {UNIVARIATE_GRAMMAR}")
    denominator: str = Field(description=f"Q, with a nonzero constant term; {UNIVARIATE_GRAMMAR}")
    terms: int = Field(ge=1, le=series_check.MAX_TERMS, description="N: the coefficients of x^0 .. x^(N-1)")
    budget: BudgetRequest | None = None

    @field_validator("variable")
    @classmethod
    def _name(cls, v: str) -> str:
        """`variable` is one name, a letter then at most 15 letters or digits."""
        check_variables([v])
        return v

    @field_validator("numerator", "denominator")
    @classmethod
    def _text(cls, v: str, info: ValidationInfo) -> str:
        """P and Q read by the bounded polynomial parser in the request's variable (kept as written)."""
        variable = info.data.get("variable")
        if variable is not None:
            try:
                parse(v, (variable,))
            except PolyTextError as exc:
                raise ValueError(str(exc)) from None
        return v

    def wire(self, text: str) -> list[list[object]]:
        return to_wire(parse(text, (self.variable,)))


class SeriesOutput(Output):
    coefficients: list[str] = Field(description="a_0 .. a_(N-1), exact rationals as text ('5', '-3/2')")
    terms: int
    recurrence: str = Field(description="the recurrence Q implies: sum_j q_j a_(n-j) = p_n")


class SeriesCoefficients(_Counting[SeriesRequest, SeriesOutput, None]):
    id = "combinatorics.sequence.coefficients"
    op = "series"
    title = "First N coefficients of a rational generating function P(x)/Q(x), exact"
    description = (
        "The coefficients a_0 .. a_(N-1) of the power series of P(x)/Q(x) (polynomials over QQ as text, Q(0) nonzero; "
        f"N at most {series_check.MAX_TERMS}) by SymPy's ring series. In VERIFY mode a checker reads P and Q itself "
        "and multiplies back: Q A = P up to x^(N-1), the recurrence Q implies, which fixes the N coefficients: "
        "VERIFIED. x/(1 - x - x^2) gives the Fibonacci numbers. Algebraic generating functions (Catalan's) are not "
        "supported."
    )
    tags = (
        "combinatorics",
        "power-series",
        "rational-function",
        "expand",
        "series-expansion",
        "coefficients",
        "fibonacci",
        "counting",
        "exact",
    )
    verify_claims = ("SERIES_COEFFICIENTS",)
    examples = (
        InvocationExample(
            title="Fibonacci numbers from x/(1 - x - x^2)",
            payload={"numerator": "x", "denominator": "1 - x - x^2", "terms": 20},
            mode=Mode.VERIFY,
        ),
    )
    relationships = (
        DeclaredRelationship(kind="RELATED_TO", target="sequence.guess", description="the other way round"),
    )

    def parse(self, request: SeriesRequest, artifacts: ArtifactReader) -> None:
        q = parse(request.denominator, (request.variable,))
        if q.get((0,), 0) == 0:
            raise invalid("the denominator's constant term is zero: P/Q is not a power series", "$.payload.denominator")

    def fields(self, call: JobCall[SeriesRequest, None]) -> dict[str, Any]:
        r = call.request
        return {"numerator": r.wire(r.numerator), "denominator": r.wire(r.denominator), "terms": r.terms}

    def answer(self, call: JobCall[SeriesRequest, None], data: dict[str, Any]) -> Interpretation:
        r, coefficients = call.request, data.get("coefficients")
        if not isinstance(coefficients, list) or len(coefficients) != r.terms:
            raise InterpretError(Code.BACKEND_ERROR, "the worker gave no coefficients")
        try:
            values = [str(Fraction(c)) for c in coefficients]
        except (TypeError, ValueError, ZeroDivisionError):
            raise InterpretError(Code.BACKEND_ERROR, "the worker gave a coefficient that is not a rational") from None
        out = SeriesOutput(
            coefficients=values,
            terms=r.terms,
            recurrence=f"({r.denominator}) * (sum a_n {r.variable}^n) = {r.numerator}, coefficient by coefficient",
        )
        subject = {"numerator": r.numerator, "denominator": r.denominator, "variable": r.variable, "terms": r.terms}
        evidence = Evidence({"kind": "SERIES_COEFFICIENTS", "coefficients": values}, series_check.FORMAT, subject, {})
        basis = "P times the series inversion of Q (SymPy's ring series)"
        return answer(Conclusion.VALUE, out, basis, qualifiers=EXACT, evidence=evidence)


SERIES_CAPABILITIES = (SeriesCoefficients(),)
