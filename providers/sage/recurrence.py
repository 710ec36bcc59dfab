"""recurrence.solve: the closed form of a linear recurrence with constant rational coefficients (and an optional
constant term), sum_i p_i(n) r_i^n, from SymPy in the worker (:mod:`.recurrence_worker`), checked in VERIFY mode by
``recurrence.linear.exact`` where every root lies in QQ or one quadratic field QQ(sqrt(d)); other recurrences are
refused as out of the supported class (BACKEND_INPUT_ERROR), never answered unchecked.
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Annotated, Any

from pydantic import AfterValidator, Field

from jacobian.capability import (
    ArtifactReader,
    BudgetRequest,
    Evidence,
    Interpretation,
    JobCall,
    Output,
    Request,
    answer,
    invalid,
)
from jacobian.contracts import recurrence as C
from jacobian.contracts.descriptor import InvocationExample
from jacobian.contracts.enums import Conclusion, Mode, Qualifier

from .base import SageOperation

FORMAT = "recurrence-certificate/1"
RATIONAL = re.compile(rf"-?[0-9]{{1,{C.MAX_RATIONAL_DIGITS}}}(/[0-9]{{1,{C.MAX_RATIONAL_DIGITS}}})?")
_RATIONAL_TEXT = f'a rational "p" or "p/q" (ASCII digits, at most {C.MAX_RATIONAL_DIGITS} each, q nonzero)'


def _rational(v: str) -> str:
    if not RATIONAL.fullmatch(v) or ("/" in v and int(v.split("/")[1]) == 0):
        raise ValueError(f"{_RATIONAL_TEXT}, got {v[:40]!r}")
    return v


RationalText = Annotated[str, AfterValidator(_rational)]


class RecurrenceRequest(Request):
    coefficients: list[RationalText] = Field(
        min_length=1,
        max_length=C.MAX_ORDER,
        description="c_1, ..., c_d of a_n = c_1*a_(n-1) + ... + c_d*a_(n-d) + constant (n >= d), each "
        f'{_RATIONAL_TEXT}; c_d nonzero; e.g. Fibonacci ["1", "1"]; d <= {C.MAX_ORDER}',
    )
    constant: RationalText = Field(default="0", description=f"the constant term k, {_RATIONAL_TEXT}, default 0")
    initial: list[RationalText] = Field(
        min_length=1, max_length=C.MAX_ORDER, description="a_0, ..., a_(d-1): d initial terms, each rational"
    )
    budget: BudgetRequest | None = None


class RecurrenceTerm(Output):
    root: list[str] = Field(description='r_i as ["u", "v"]: u + v*sqrt(d) (v = "0" for a rational root)')
    polynomial: list[list[str]] = Field(description="p_i's coefficients of n^0, n^1, ..., each [u, v] as the root")


class RecurrenceOutput(Output):
    closed_form: str = Field(
        description='a_n as text, e.g. "(1/5*sqrt(5))*(1/2 + 1/2*sqrt(5))^n + (-1/5*sqrt(5))*(1/2 - 1/2*sqrt(5))^n" '
        "(sqrt(d) with d < 0 is i*sqrt(-d))"
    )
    field: int | None = Field(default=None, description="d when the roots lie in QQ(sqrt(d)); null when all rational")
    terms: list[RecurrenceTerm] = Field(default_factory=list, description="the closed form sum p_i(n) r_i^n, exactly")


def number_text(x: list[str], d: int | None) -> str:
    u, v = Fraction(x[0]), Fraction(x[1])
    if not v:
        return str(u)
    root = f"sqrt({d})" if abs(v) == 1 else f"{abs(v)}*sqrt({d})"
    return ("-" if v < 0 else "") + root if not u else f"{u} {'-' if v < 0 else '+'} {root}"


def closed_form(field: int | None, terms: list[dict[str, Any]]) -> str:
    parts = []
    for t in terms:
        monomials = []
        for j, c in enumerate(t["polynomial"]):
            if Fraction(c[0]) or Fraction(c[1]):
                n = "" if j == 0 else "n" if j == 1 else f"n^{j}"
                monomials.append(f"({number_text(c, field)})" + (f"*{n}" if n else ""))
        parts.append(f"({' + '.join(monomials) or '0'})*({number_text(t['root'], field)})^n")
    return " + ".join(parts) or "0"


class RecurrenceSolve(SageOperation[RecurrenceRequest, RecurrenceOutput]):
    id = "recurrence.solve"
    op = "recurrence_solve"
    domain = "combinatorics"
    title = "Solve a recurrence relation with constant coefficients: closed form in n, checked"
    description = (
        "Solves a linear recurrence a_n = c_1 a_(n-1) + ... + c_d a_(n-d) + k with constant rational coefficients "
        "and given initial terms: the closed form a_n = sum p_i(n) r_i^n (Fibonacci: Binet's formula with "
        "sqrt(5); a_n = 2 a_(n-1) + 1: 2^n - 1 for a_0 = 0; Chebyshev T_n(x0) at a rational x0). Computed by "
        "SymPy in the worker; in VERIFY mode an independent checker confirms in exact Q or Q(sqrt d) arithmetic "
        "that each r_i is a root of x^d - c_1 x^(d-1) - ... - c_d of multiplicity above deg p_i and that the "
        "closed form gives the initial terms: then it is the solution. Roots outside QQ and one quadratic field "
        "are refused as out of the supported class."
    )
    tags = (
        "recurrence-relation",
        "difference-equation",
        "closed-form",
        "solve-recurrence",
        "binet",
        "explicit-formula",
        "lucas-numbers",
        "rsolve",
        "exact",
    )
    modes = (Mode.EXPLORE, Mode.VERIFY)
    conclusions = (Conclusion.VALUE,)
    verify_claims = ("LINEAR_RECURRENCE_SOLUTION",)
    examples = (
        InvocationExample(
            title="Fibonacci: a_n = a_(n-1) + a_(n-2), a_0 = 0, a_1 = 1 (Binet)",
            payload={"coefficients": ["1", "1"], "initial": ["0", "1"]},
            mode=Mode.VERIFY,
        ),
        InvocationExample(
            title="a_n = 2 a_(n-1) + 1, a_0 = 0 (Tower of Hanoi)",
            payload={"coefficients": ["2"], "constant": "1", "initial": ["0"]},
        ),
    )

    def parse(self, request: RecurrenceRequest, artifacts: ArtifactReader) -> None:
        if len(request.initial) != len(request.coefficients):
            raise invalid(
                f"{len(request.coefficients)} coefficients need as many initial terms, not {len(request.initial)}",
                "$.payload.initial",
            )
        if Fraction(request.coefficients[-1]) == 0:
            raise invalid(
                "the last coefficient c_d is nonzero (drop trailing zeros: the order is lower)",
                f"$.payload.coefficients[{len(request.coefficients) - 1}]",
            )

    def fields(self, call: JobCall[RecurrenceRequest, None]) -> dict[str, Any]:
        r = call.request
        return {"coefficients": r.coefficients, "constant": r.constant, "initial": r.initial}

    def answer(self, call: JobCall[RecurrenceRequest, None], data: dict[str, Any]) -> Interpretation:
        r = call.request
        field, terms = data["field"], data["terms"]
        out = RecurrenceOutput(
            closed_form=closed_form(field, terms), field=field, terms=[RecurrenceTerm(**t) for t in terms]
        )
        claim = {"kind": "LINEAR_RECURRENCE_SOLUTION", "field": field, "terms": terms}
        subject = {"coefficients": r.coefficients, "constant": r.constant, "initial": r.initial}
        evidence = Evidence(claim, FORMAT, subject, {})
        basis = f"the closed form of the recurrence of order {len(r.coefficients)}"
        return answer(
            Conclusion.VALUE,
            out,
            basis,
            qualifiers=(Qualifier.EXACT, Qualifier.DETERMINISTIC),
            evidence=evidence,
        )


CAPABILITIES = (RecurrenceSolve(),)
