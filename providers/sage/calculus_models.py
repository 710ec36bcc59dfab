"""Request and output models of the calculus operations on rational functions of one variable (Pydantic only).

Every expression is text in the bounded grammar of ``checkers/calculus/ratexpr.py`` read with the bounds of
:mod:`jacobian.contracts.calculus`, while the request is validated: ``x**2``, ``x^99999999``, an unknown name,
unicode digits or nesting 10^4 deep are an ``INVALID_REQUEST`` at ``$.payload.function`` with the column, before
anything is planned. The text is kept as written: it is the evidence subject, which the checker reads itself.
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Annotated, Literal

from pydantic import AfterValidator, Field, ValidationInfo, field_validator

from jacobian.capability import BudgetRequest, Output, Request
from jacobian.checkers.calculus import exppoly, ratexpr
from jacobian.contracts import calculus as C

from .polytext import check_variables

BOUNDS = ratexpr.Bounds(
    max_text=C.MAX_TEXT,
    max_degree=C.MAX_DEGREE,
    max_depth=C.MAX_DEPTH,
    max_bits=C.MAX_COEFF_BITS,
    max_logs=C.MAX_LOG_TERMS,
)
EXP_BOUNDS = exppoly.Bounds(
    max_text=C.MAX_TEXT,
    max_degree=C.MAX_DEGREE,
    max_depth=C.MAX_DEPTH,
    max_bits=C.MAX_COEFF_BITS,
    max_terms=C.MAX_EXP_TERMS,
)
_WRITE = "Write powers with ^ (not **), products with * (2*x, not 2x), and rationals as quotients (3/2, not 1.5)"
RATIONAL_GRAMMAR = (
    "a rational function of the one variable named by `variable` (x unless given): sums (+ -), products (*), "
    "quotients (/) and integer powers ^k (k may be negative, |k| <= "
    f"{C.MAX_DEGREE}) of integers, the variable and parenthesised expressions; numerator and denominator of degree "
    f'at most {C.MAX_DEGREE}; e.g. "(x^2 - 1)/(x - 1)", "1/(1 - x - x^2)", "x^-2 + 3/2". {_WRITE}'
)
RATIONAL = re.compile(rf"-?[0-9]{{1,{C.MAX_POINT_DIGITS}}}(/[0-9]{{1,{C.MAX_POINT_DIGITS}}})?")


EXP_GRAMMAR = (
    "an exponential polynomial, when the text calls exp, sin or cos (otherwise the text is read as a rational "
    "function, plain polynomials included): sums (+ -), products (*), division by a nonzero rational constant and "
    f"powers ^k with 0 <= k <= {C.MAX_DEGREE} of integers, the variable, parenthesised expressions and exp(a*x), "
    "sin(a*x), cos(a*x) with a rational (no constant term inside: exp(x + 1) is refused), e.g. "
    '"x^2*exp(-3*x)", "exp(2*x)*sin(3*x)", "sin(x)^2 + cos(x)^2", "(x + 1)*cos(x/2)"; at most '
    f"{C.MAX_EXP_TERMS} terms x^j e^(r x) once sin and cos are written as complex exponentials"
)


def read_exp(text: str, variable: str) -> exppoly.Form:
    return exppoly.parse(text, variable, EXP_BOUNDS)


def exp_wire(form: exppoly.Form) -> list[list[object]]:
    """The canonical form for the worker: terms [j, Re r, Im r, Re c, Im c] (rationals as strings)."""
    return [[j, str(r[0]), str(r[1]), str(c[0]), str(c[1])] for (j, r), c in sorted(form.items(), key=str)]


def exp_form(wire: list[list[object]]) -> exppoly.Form:
    """The worker's terms back to a form (untrusted: the checker reads the rendered text itself)."""
    out: exppoly.Form = {}
    for j, a, b, p, q in wire:
        key = (int(str(j)), (Fraction(str(a)), Fraction(str(b))))
        out = exppoly.plus(out, {key: (Fraction(str(p)), Fraction(str(q)))})
    return out


def read(text: str, variable: str) -> ratexpr.R.RatFun:
    return ratexpr.parse_rational(text, variable, BOUNDS)


def _rational_text(value: str, info: ValidationInfo) -> str:
    variable = info.data.get("variable")
    if variable is not None:
        try:
            read(value, variable)
        except ratexpr.TextError as exc:
            raise ValueError(str(exc)) from None
    return value


RationalText = Annotated[str, AfterValidator(_rational_text), Field(description=RATIONAL_GRAMMAR)]


def _integrand_text(value: str, info: ValidationInfo) -> str:
    """One route per text: a text calling exp, sin or cos is an exponential polynomial, any other a rational
    function (so a plain polynomial takes the rational path)."""
    variable = info.data.get("variable")
    if variable is not None:
        try:
            read_exp(value, variable) if exppoly.calls_function(value) else read(value, variable)
        except ratexpr.TextError as exc:
            raise ValueError(str(exc)) from None
    return value


INTEGRAND_GRAMMAR = f"{RATIONAL_GRAMMAR}; or {EXP_GRAMMAR}"
IntegrandText = Annotated[str, AfterValidator(_integrand_text), Field(description=INTEGRAND_GRAMMAR)]


def point_value(text: str) -> Fraction:
    """A rational point 'p' or 'p/q' (q nonzero), ASCII digits."""
    if not RATIONAL.fullmatch(text) or (Fraction(1) if "/" not in text else int(text.split("/")[1])) == 0:
        raise ValueError(f"a rational 'p' or 'p/q' (at most {C.MAX_POINT_DIGITS} digits each, q nonzero), got {text!r}")
    return Fraction(text)


class CalculusInput(Request):
    variable: str = Field(default="x", description="the one variable: a letter then at most 15 letters or digits")
    budget: BudgetRequest | None = None

    @field_validator("variable")
    @classmethod
    def _name(cls, v: str) -> str:
        """`variable` is one name, a letter then at most 15 letters or digits, not a function's name nor pi."""
        check_variables([v])
        if v in (*ratexpr.FUNCTIONS, *exppoly.FUNCTIONS, "sqrt", "tan", "pi"):
            raise ValueError("the variable may not be named log, atan, exp, sin, cos, sqrt, tan or pi")
        return v

    def rat(self, text: str) -> ratexpr.R.RatFun:
        return read(text, self.variable)


def _wire(f: ratexpr.R.RatFun) -> list[list[list[int]]]:
    """[numerator, denominator] as dense [[num, den], ...] coefficient lists from the constant term up."""
    return [[[c.numerator, c.denominator] for c in part] for part in f]


class LimitRequest(CalculusInput):
    function: RationalText = Field(description=f"the rational function, {RATIONAL_GRAMMAR}")
    point: str = Field(
        description='where the limit is taken: a rational "p" or "p/q" (e.g. "1", "-3/2"), or "oo" / "-oo" for '
        "+infinity / -infinity"
    )
    direction: Literal["both", "left", "right"] = Field(
        default="both",
        description='"both" (two-sided), "left" (x -> a from below) or "right" (from above); at oo or -oo only '
        '"both" (the side is implied)',
    )

    @field_validator("point")
    @classmethod
    def _point(cls, v: str) -> str:
        """`point` is "oo", "-oo" or a rational p/q."""
        if v not in ("oo", "-oo"):
            point_value(v)
        return v

    def wire(self) -> list[list[list[int]]]:
        return _wire(self.rat(self.function))


class LimitOutput(Output):
    value: str = Field(
        description='the limit: a rational "p/q", "oo" or "-oo" (the function tends to +-infinity), or "DNE" '
        "(a two-sided limit whose one-sided limits differ: +oo on one side, -oo on the other)"
    )


class SeriesRequest(CalculusInput):
    function: RationalText = Field(description=f"the rational function, {RATIONAL_GRAMMAR}")
    point: str = Field(default="0", description='the expansion point a, a rational "p" or "p/q" (e.g. "0", "1/2")')
    order: int = Field(
        ge=0,
        le=C.MAX_SERIES_ORDER,
        description=f"the highest power of (x - a) given, 0..{C.MAX_SERIES_ORDER}: terms up to (x - a)^order",
    )

    @field_validator("point")
    @classmethod
    def _point(cls, v: str) -> str:
        """`point` is a rational p/q."""
        point_value(v)
        return v

    def wire(self) -> list[list[list[int]]]:
        return _wire(self.rat(self.function))


class SeriesOutput(Output):
    valuation: int = Field(
        description="v, the lowest power of (x - a) with a nonzero coefficient (negative for a pole: a Laurent "
        "series); order + 1 when every term is of higher order (the truncation is 0)"
    )
    coefficients: list[str] = Field(
        description="the exact coefficients of (x - a)^v, (x - a)^(v+1), ..., (x - a)^order, rationals 'p/q'"
    )


class AntiderivativeRequest(CalculusInput):
    function: IntegrandText = Field(description=f"the integrand, {INTEGRAND_GRAMMAR}")

    @property
    def exponential(self) -> bool:
        return exppoly.calls_function(self.function)

    def wire(self) -> list[list[list[int]]]:
        return _wire(self.rat(self.function))


class AntiderivativeOutput(Output):
    antiderivative: str = Field(
        description="F with F' = the integrand (constant of integration 0): a rational function plus rational "
        'multiples of log(v) and atan(w), v and w polynomials over QQ, e.g. "1/2*log(x^2 + 1) - atan(x) + 1/x"; '
        "log(v) means log|v| on the real line. For an exponential-polynomial integrand, F in the same "
        'exponential-polynomial grammar, e.g. "-exp(x) + x*exp(x)" for x*exp(x)'
    )


def _end(text: str) -> Fraction | str:
    return text if text in ("oo", "-oo") else point_value(text)


class DefiniteIntegralRequest(CalculusInput):
    function: RationalText = Field(description=f"the integrand, {RATIONAL_GRAMMAR}")
    lower: str = Field(description='the lower end a: a rational "p" or "p/q" (e.g. "0", "-1/2") or "-oo"')
    upper: str = Field(description='the upper end b > a: a rational "p" or "p/q" or "oo"')
    digits: int = Field(
        default=15,
        ge=1,
        le=C.MAX_DIGITS,
        description=f"the enclosure's width: hi - lo <= 10^-digits * max(1, |lo|, |hi|), 1..{C.MAX_DIGITS}",
    )

    @field_validator("lower", "upper")
    @classmethod
    def _ends(cls, v: str) -> str:
        """Each end is "oo", "-oo" or a rational p/q."""
        _end(v)
        return v

    def ordered(self) -> bool:
        """lower < upper (lower may be -oo, upper oo)."""
        a, b = _end(self.lower), _end(self.upper)
        return a != "oo" and b != "-oo" and not (isinstance(a, Fraction) and isinstance(b, Fraction) and a >= b)

    def wire(self) -> list[list[list[int]]]:
        return _wire(self.rat(self.function))


class DefiniteIntegralOutput(Output):
    value: str = Field(
        description='the exact value, or "DIVERGENT" (a pole in the closed interval or a divergent infinite end; '
        "no principal value is taken). Exact values are text r + k*pi + log(Q)/D + sum d*atan(s) with rationals "
        'r, k, Q > 0, s > 0 and integer D, e.g. "pi/4", "log(3/2)/2", "1 - pi/4"; log is the natural logarithm. '
        "An unchecked value (COMPUTED) is SymPy's text and may hold sqrt"
    )
    enclosure: list[str] | None = Field(
        default=None,
        description='[lo, hi], two decimals holding the value, e.g. ["0.78539816339744830", "0.78539816339744831"]; '
        "null when DIVERGENT",
    )
    digits: int = Field(description="the enclosure's requested digits: hi - lo <= 10^-digits * max(1, |lo|, |hi|)")
    antiderivative: str | None = Field(
        default=None,
        description="F with F' = the integrand, continuous on [lower, upper], in the antiderivative grammar of "
        "calculus.antiderivative (null when DIVERGENT or unchecked); the value is F(upper) - F(lower)",
    )
