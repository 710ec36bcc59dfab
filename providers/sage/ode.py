"""ode.solve: linear ODEs with constant rational coefficients a_n y^(n) + ... + a_0 y = h(x), h = sum q(x) e^(s x):
the general solution from a fundamental system x^j e^(r x) (x^j e^(a x) cos(b x), sin(b x) for complex pairs), a
particular solution and, with initial values, the unique solution. Computed in the worker
(:mod:`.ode_worker`: SymPy's factors over QQ, then exact arithmetic), checked in VERIFY mode by ``ode.linear.exact``
where every root lies in QQ or one quadratic field QQ(sqrt(d)); other equations are refused as out of the supported
class (BACKEND_INPUT_ERROR), never answered unchecked.
"""

from __future__ import annotations

import math
import re
from fractions import Fraction
from typing import Annotated, Any, Literal

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
from jacobian.contracts import ode as C
from jacobian.contracts.descriptor import InvocationExample
from jacobian.contracts.enums import Conclusion, Mode, Qualifier

from .base import SageOperation

FORMAT = "ode-certificate/1"
RATIONAL = re.compile(rf"-?[0-9]{{1,{C.MAX_RATIONAL_DIGITS}}}(/[0-9]{{1,{C.MAX_RATIONAL_DIGITS}}})?")
_RATIONAL_TEXT = f'a rational "p" or "p/q" (ASCII digits, at most {C.MAX_RATIONAL_DIGITS} each, q nonzero)'


def _rational(v: str) -> str:
    if not RATIONAL.fullmatch(v) or ("/" in v and int(v.split("/")[1]) == 0):
        raise ValueError(f"{_RATIONAL_TEXT}, got {v[:40]!r}")
    return v


RationalText = Annotated[str, AfterValidator(_rational)]


class ExponentialTerm(Request):
    exponent: RationalText = Field(default="0", description=f"s in q(x) e^(s x), {_RATIONAL_TEXT}; default 0")
    function: Literal["exp", "cos", "sin"] = Field(
        default="exp", description='"exp" (default): q(x) e^(s x); "cos", "sin": q(x) e^(s x) cos(b x), sin(b x)'
    )
    frequency: RationalText = Field(default="0", description="b of cos(b x), sin(b x): positive; 0 with exp")
    polynomial: list[RationalText] = Field(
        min_length=1,
        max_length=C.MAX_RHS_DEGREE + 1,
        description=f"q's coefficients of x^0, x^1, ..., each {_RATIONAL_TEXT}; degree <= {C.MAX_RHS_DEGREE}",
    )


class InitialValues(Request):
    x0: RationalText = Field(default="0", description=f"the point x0, {_RATIONAL_TEXT}; default 0")
    values: list[RationalText] = Field(
        min_length=1, max_length=C.MAX_ORDER, description="y(x0), y'(x0), ..., y^(n-1)(x0): n values, each rational"
    )


class OdeRequest(Request):
    coefficients: list[RationalText] = Field(
        min_length=2,
        max_length=C.MAX_ORDER + 1,
        description="a_n, ..., a_1, a_0 of a_n y^(n) + ... + a_1 y' + a_0 y = h(x), highest derivative first, each "
        f'{_RATIONAL_TEXT}; a_n nonzero; e.g. y\'\' - 3y\' + 2y as ["1", "-3", "2"]; order n <= {C.MAX_ORDER}',
    )
    rhs: list[ExponentialTerm] = Field(
        default_factory=list,
        max_length=C.MAX_RHS_TERMS,
        description="h(x) = sum q(x) e^(s x) [cos(b x) or sin(b x)] as [{exponent: s, polynomial: [q_0, q_1, ...], "
        "function: exp|cos|sin, frequency: b}], no term twice; "
        f"at most {C.MAX_RHS_TERMS} terms; empty (default) for the homogeneous equation; e.g. e^(2x) as "
        '[{"exponent": "2", "polynomial": ["1"]}], x^2 as [{"exponent": "0", "polynomial": ["0", "0", "1"]}], '
        'sin(2x) as [{"function": "sin", "frequency": "2", "polynomial": ["1"]}]',
    )
    initial: InitialValues | None = Field(
        default=None,
        description="optional initial values y^(i)(x0) for i < n: the unique solution is returned too; x0 != 0 "
        "needs every exponent s and frequency b of h to be 0",
    )
    budget: BudgetRequest | None = None


class BasisFunction(Output):
    function: str = Field(description='"exp": x^j e^(r x); "cos"/"sin": x^j e^(a x) cos(b x) / sin(b x), r = a + b*i')
    power: int = Field(description="j")
    root: list[str] = Field(description='r as ["u", "v"]: u + v*sqrt(d); with d < 0, a = u and b = v*sqrt(-d)')
    text: str = Field(description='the function as text, e.g. "x*exp(2*x)", "exp(-x)*cos(2*x)"')


class ExponentialPolynomial(Output):
    exponent: str
    function: str = Field(default="exp", description='"exp", or "cos"/"sin" of frequency * x')
    frequency: str = "0"
    polynomial: list[str] = Field(description="coefficients of x^0, x^1, ...")


class OdeOutput(Output):
    general_solution: str = Field(
        description='y as text with constants C1..Cn, e.g. "C1*exp(x) + C2*exp(2*x)" or "C1*cos(x) + C2*sin(x)"'
    )
    solution: str | None = Field(
        default=None, description="the unique solution of the initial value problem (in powers of x - x0), as text"
    )
    field: int | None = Field(default=None, description="d when the roots lie in QQ(sqrt(d)); null when all rational")
    basis: list[BasisFunction] = Field(default_factory=list, description="the fundamental system, exactly")
    particular: list[ExponentialPolynomial] = Field(
        default_factory=list, description="a particular solution sum P(x) e^(s x) (empty when h = 0)"
    )
    constants: list[list[str]] | None = Field(
        default=None,
        description="C1..Cn of the unique solution as [u, v] = u + v*sqrt(|d|); null without initial values",
    )


def _number(u: Fraction, v: Fraction, radicand: int) -> str:
    if not v:
        return str(u)
    root = f"sqrt({radicand})" if abs(v) == 1 else f"{abs(v)}*sqrt({radicand})"
    return ("-" if v < 0 else "") + root if not u else f"{u} {'-' if v < 0 else '+'} {root}"


def _scaled(value: str, var: str) -> str:
    """value*var, with 1 and -1 written as var and -var."""
    return (
        var
        if value == "1"
        else f"-{var}"
        if value == "-1"
        else f"({value})*{var}"
        if " " in value
        else f"{value}*{var}"
    )


def function_text(function: str, power: int, root: list[str], d: int | None, var: str = "x") -> str:
    u, v = Fraction(root[0]), Fraction(root[1])
    parts = [var if power == 1 else f"{var}^{power}"] if power else []
    if function == "exp":
        if u or v:
            parts.append(f"exp({_scaled(_number(u, v, d or 0), var)})")
    else:
        assert d is not None and d < 0
        if u:
            parts.append(f"exp({_scaled(str(u), var)})")
        k = math.isqrt(-d)
        b = str(v * k) if k * k == -d else _number(Fraction(0), v, -d)
        parts.append(f"{function}({_scaled(b, var)})")
    return "*".join(parts) or "1"


def _polynomial_text(p: list[str], var: str) -> str:
    monomials = []
    for e, c in enumerate(p):
        if Fraction(c):
            monomials.append(c if e == 0 else _scaled(c, var if e == 1 else f"{var}^{e}"))
    return _sum(monomials)


def particular_text(particular: list[dict[str, Any]], var: str = "x") -> str:
    parts = []
    for t in particular:
        p, s = _polynomial_text(t["polynomial"], var), Fraction(t["exponent"])
        if p:
            trig = "" if t.get("function", "exp") == "exp" else f"*{t['function']}({_scaled(t['frequency'], var)})"
            factor = (f"*exp({_scaled(str(s), var)})" if s else "") + trig
            parts.append((f"({p})" if " " in p and factor else p) + factor)
    return _sum(parts)


def _sum(terms: list[str]) -> str:
    """terms joined by +, with + -t written - t."""
    return "".join(t if i == 0 else f" - {t[1:]}" if t.startswith("-") else f" + {t}" for i, t in enumerate(terms))


def general_text(field: int | None, basis: list[dict[str, Any]], particular: list[dict[str, Any]]) -> str:
    terms = []
    for k, b in enumerate(basis):
        f = function_text(b["function"], b["power"], b["root"], field)
        terms.append(f"C{k + 1}" + ("" if f == "1" else f"*{f}"))
    tail = particular_text(particular)
    return _sum(terms + ([tail] if tail else []))


def solution_text(data: dict[str, Any], x0: str) -> str:
    field, radicand = data["field"], abs(data["field"] or 0)
    var = "x" if Fraction(x0) == 0 else f"(x - {x0})" if Fraction(x0) > 0 else f"(x + {str(-Fraction(x0))})"
    terms = []
    for b, (u, v) in zip(data["basis"], data["constants"]):
        if Fraction(u) or Fraction(v):
            f = function_text(b["function"], b["power"], b["root"], field, var)
            c = _number(Fraction(u), Fraction(v), radicand)
            terms.append(c if f == "1" else _scaled(c, f))
    tail = particular_text(data["particular"])
    return _sum(terms + ([tail] if tail else [])) or "0"


class OdeSolve(SageOperation[OdeRequest, OdeOutput]):
    id = "ode.solve"
    op = "ode_solve"
    domain = "calculus"
    title = "Solve a linear differential equation (ODE) with constant coefficients: general solution, checked"
    description = (
        "Solves the ordinary differential equation a_n y^(n) + ... + a_1 y' + a_0 y = h(x) with constant rational "
        "coefficients and a right-hand side h(x) = sum q(x) e^(s x) (q of x times exponentials, and times cos(b x) "
        "or sin(b x) for forcing terms, or 0): the general solution C1*b_1 + ... + Cn*b_n + y_p from the roots r of "
        "a_n r^n + ... + a_0 (basis x^j e^(r x), and e^(a x) cos(b x), e^(a x) sin(b x) for complex roots), a "
        "particular solution by undetermined coefficients "
        "and, with initial values y(x0), y'(x0), ..., the unique solution of the initial value problem (y'' + 4y "
        "= 0, y(0) = 1, y'(0) = 0: cos(2x)). In VERIFY mode an independent checker confirms exactly that each basis "
        "function solves the equation, that the Wronskian is nonzero, that L y_p = h and the initial values: "
        "then it is the solution. Roots outside QQ and one quadratic field QQ(sqrt d) are refused."
    )
    tags = (
        "differential-equation",
        "ode",
        "dsolve",
        "initial-value-problem",
        "general-solution",
        "second-order",
        "linear-ode",
        "wronskian",
        "fundamental-system",
        "undetermined-coefficients",
        "exact",
    )
    modes = (Mode.EXPLORE, Mode.VERIFY)
    conclusions = (Conclusion.VALUE,)
    verify_claims = ("LINEAR_ODE_SOLUTION",)
    examples = (
        InvocationExample(
            title="y'' + 4y = 0, y(0) = 1, y'(0) = 0: cos(2x)",
            payload={"coefficients": ["1", "0", "4"], "initial": {"x0": "0", "values": ["1", "0"]}},
            mode=Mode.VERIFY,
        ),
        InvocationExample(
            title="y'' - y = e^(2x): general solution C1*exp(-x) + C2*exp(x) + 1/3*exp(2*x)",
            payload={"coefficients": ["1", "0", "-1"], "rhs": [{"exponent": "2", "polynomial": ["1"]}]},
        ),
    )

    def parse(self, request: OdeRequest, artifacts: ArtifactReader) -> None:
        n = len(request.coefficients) - 1
        if Fraction(request.coefficients[0]) == 0:
            raise invalid(
                "the leading coefficient a_n is nonzero (drop it: the order is lower)", "$.payload.coefficients[0]"
            )
        seen: set[tuple[Fraction, Fraction, str]] = set()
        for i, term in enumerate(request.rhs):
            b = Fraction(term.frequency)
            if (term.function == "exp") != (b == 0) or b < 0:
                raise invalid(
                    "frequency is 0 with function exp and positive with cos or sin", f"$.payload.rhs[{i}].frequency"
                )
            if (Fraction(term.exponent), b, term.function) in seen:
                raise invalid(
                    f"the term {term.function}, exponent {term.exponent} repeated: add the polynomials",
                    f"$.payload.rhs[{i}]",
                )
            seen.add((Fraction(term.exponent), b, term.function))
        if request.initial is None:
            return
        if len(request.initial.values) != n:
            raise invalid(
                f"an equation of order {n} needs {n} initial values, not {len(request.initial.values)}",
                "$.payload.initial.values",
            )
        if Fraction(request.initial.x0) and any(
            (Fraction(t.exponent) or Fraction(t.frequency)) and any(map(Fraction, t.polynomial)) for t in request.rhs
        ):
            raise invalid(
                "initial values at x0 != 0 with a term e^(s x), s != 0, or cos(b x), sin(b x) in h are not supported "
                "(the constants would involve e^(s x0), cos(b x0)): shift the equation to x0 = 0",
                "$.payload.initial.x0",
            )

    def fields(self, call: JobCall[OdeRequest, None]) -> dict[str, Any]:
        return self.subject(call.request)

    @staticmethod
    def subject(r: OdeRequest) -> dict[str, Any]:
        return {
            "coefficients": list(r.coefficients),
            "rhs": [
                {
                    "exponent": t.exponent,
                    "function": t.function,
                    "frequency": t.frequency,
                    "polynomial": list(t.polynomial),
                }
                for t in r.rhs
            ],
            "initial": None if r.initial is None else {"x0": r.initial.x0, "values": list(r.initial.values)},
        }

    def answer(self, call: JobCall[OdeRequest, None], data: dict[str, Any]) -> Interpretation:
        r = call.request
        field = data["field"]
        out = OdeOutput(
            general_solution=general_text(field, data["basis"], data["particular"]),
            solution=None if r.initial is None else solution_text(data, r.initial.x0),
            field=field,
            basis=[
                BasisFunction(**b, text=function_text(b["function"], b["power"], b["root"], field))
                for b in data["basis"]
            ],
            particular=[ExponentialPolynomial(**t) for t in data["particular"]],
            constants=data["constants"],
        )
        claim = {"kind": "LINEAR_ODE_SOLUTION", **{k: data[k] for k in ("field", "basis", "particular", "constants")}}
        evidence = Evidence(claim, FORMAT, self.subject(r), {})
        n = len(r.coefficients) - 1
        basis = f"the general solution of the linear equation of order {n}" + (
            " and the solution of its initial value problem" if r.initial else ""
        )
        return answer(
            Conclusion.VALUE, out, basis, qualifiers=(Qualifier.EXACT, Qualifier.DETERMINISTIC), evidence=evidence
        )


CAPABILITIES = (OdeSolve(),)
