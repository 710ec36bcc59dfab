"""Request and output models of ``diophantine.thue`` (Pydantic only; no Sage, no PARI).

The binary form F(x, y) arrives either as text in the bounded polynomial grammar of :mod:`.polytext` in two
variables (``x`` and ``y`` unless ``variables`` says otherwise) or as its integer coefficients
[a_n, ..., a_0] (F = sum a_i x^i y^(n-i)); both are read while the request is validated. Refused there,
before any job, at ``$.payload.form``: text outside the grammar, a form that is not homogeneous, rational
coefficients, a degree outside 3..``MAX_THUE_DEGREE`` (degree 2 with a pointer to diophantine.pell), a
coefficient of more than ``MAX_THUE_COEFFICIENT_DIGITS`` digits, and a form divisible by x or y (a_0 = 0 or
a_n = 0: reducible). Irreducibility needs a factorization: the worker tests F(t, 1) with PARI's
polisirreducible and refuses a reducible form with ``BACKEND_INPUT_ERROR``.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Annotated, Any

from pydantic import Field, ValidationInfo, field_validator

from jacobian.capability import BudgetRequest, Output, Request
from jacobian.contracts.thue import (
    MAX_THUE_COEFFICIENT_DIGITS,
    MAX_THUE_DEGREE,
    MAX_THUE_RHS_DIGITS,
    MAX_THUE_SOLUTION_DIGITS,
    MAX_THUE_SOLUTIONS,
    MIN_THUE_DEGREE,
)

from .integer_fields import IntegerText, read_integer
from .polytext import GRAMMAR, PolyTextError, check_variables, parse


class FormError(ValueError):
    """The form is outside the operation's domain; the message says why."""


class ReplyError(ValueError):
    """The worker's reply is not a list of at most MAX_THUE_SOLUTIONS bounded integer pairs; the message says why."""


def read_solutions(reply: Any) -> list[tuple[str, str]]:
    """The worker's solutions [[x, y], ...] as read by the adapter, whatever the worker is: at most
    ``MAX_THUE_SOLUTIONS`` pairs of canonical decimal text (an optional ``-``, no leading zero) of at most
    ``MAX_THUE_SOLUTION_DIGITS`` digits; ReplyError otherwise (the length is checked before any pair is read)."""
    if not isinstance(reply, list):
        raise ReplyError("the solutions are not a list")
    if len(reply) > MAX_THUE_SOLUTIONS:
        raise ReplyError(f"{len(reply)} solutions, more than {MAX_THUE_SOLUTIONS}")
    out = []
    for i, pair in enumerate(reply):
        if not isinstance(pair, list) or len(pair) != 2:
            raise ReplyError(f"solution {i} is not a pair [x, y]")
        for v in pair:
            digits = v[1:] if isinstance(v, str) and v.startswith("-") else v
            if not (isinstance(digits, str) and digits.isascii() and digits.isdigit()):
                raise ReplyError(f"solution {i} is not decimal integer text")
            if len(digits) > MAX_THUE_SOLUTION_DIGITS:
                raise ReplyError(f"solution {i} has more than {MAX_THUE_SOLUTION_DIGITS} digits")
            if digits != str(int(digits)) or v == "-0":
                raise ReplyError(f"solution {i} is not canonical decimal text")
        out.append((pair[0], pair[1]))
    return out


def form_coefficients(form: str | list[Any], variables: tuple[str, str]) -> list[int]:
    """[a_n, ..., a_0] of F when it is an integer binary form of degree 3..MAX_THUE_DEGREE divisible by
    neither variable; FormError (or PolyTextError for text outside the grammar) otherwise."""
    if isinstance(form, list):
        if not 2 <= len(form) <= MAX_THUE_DEGREE + 1:
            raise FormError(f"give a_n, ..., a_0: {MIN_THUE_DEGREE + 1} to {MAX_THUE_DEGREE + 1} integers")
        values = []
        for i, c in enumerate(form):
            try:
                values.append(int(read_integer(c, minimum=None, maximum=None, max_digits=MAX_THUE_COEFFICIENT_DIGITS)))
            except ValueError as exc:
                raise FormError(f"coefficient {i}: {exc}") from None
    else:
        poly = parse(form, variables)
        degrees = {sum(e) for e, c in poly.items() if c != 0}
        if len(degrees) > 1:
            raise FormError(f"F is not homogeneous: its terms have degrees {sorted(degrees)}")
        n = degrees.pop() if degrees else 0
        terms = [poly.get((i, n - i), Fraction(0)) for i in range(n, -1, -1)]
        if any(c.denominator != 1 for c in terms):
            raise FormError("the coefficients must be integers")
        if any(len(str(abs(c.numerator))) > MAX_THUE_COEFFICIENT_DIGITS for c in terms):
            raise FormError(f"a coefficient has more than {MAX_THUE_COEFFICIENT_DIGITS} digits")
        values = [int(c) for c in terms]
    n = len(values) - 1
    if n == 2:
        raise FormError(
            "F has degree 2: a quadratic form's equation is Pell's (x^2 - D y^2 = m: use diophantine.pell); "
            f"a Thue equation has degree {MIN_THUE_DEGREE} or more"
        )
    if not MIN_THUE_DEGREE <= n <= MAX_THUE_DEGREE:
        raise FormError(f"the degree of F must be between {MIN_THUE_DEGREE} and {MAX_THUE_DEGREE}, not {n}")
    if values[0] == 0 or values[-1] == 0:
        raise FormError("F is divisible by x or by y (a_0 = 0 or a_n = 0): F is reducible")
    return values


THUE_GRAMMAR = (
    "F as text: a homogeneous polynomial in the two `variables` (x and y unless given), integer coefficients, "
    f'degree {MIN_THUE_DEGREE} to {MAX_THUE_DEGREE}, e.g. "x^3 - 3*x*y^2 - y^3"; '
    + GRAMMAR
    + "; or its coefficients [a_n, ..., a_(0)] from x^n down to y^n (JSON integers or decimal text of at most "
    f"{MAX_THUE_COEFFICIENT_DIGITS} digits), e.g. [1, 0, -3, -1]"
)


class ThueRequest(Request):
    variables: tuple[str, str] = Field(default=("x", "y"), description="the two variables of F as text: [x, y]")
    form: str | list[int | str] = Field(description=f"the irreducible binary form F(x, y): {THUE_GRAMMAR}")
    m: Annotated[str, IntegerText(max_digits=MAX_THUE_RHS_DIGITS, description="m in F(x, y) = m")]
    assume_grh: bool = Field(
        default=False,
        description="False (default): PARI's thueinit with flag 1, unconditional (slower); True: flag 0, faster, "
        "the answer then assumes GRH unless m = +-1 (obligation GRH_ASSUMED)",
    )
    budget: BudgetRequest | None = None

    @field_validator("variables")
    @classmethod
    def _names(cls, v: tuple[str, str]) -> tuple[str, str]:
        """Two distinct names, each a letter then at most 15 letters or digits."""
        check_variables(list(v))
        return v

    @field_validator("form")
    @classmethod
    def _form(cls, v: str | list[int | str], info: ValidationInfo) -> str | list[int | str]:
        """F read now, so that a bad form is refused at $.payload.form before any job."""
        variables = info.data.get("variables")
        if variables is not None:
            try:
                form_coefficients(v, variables)
            except (FormError, PolyTextError) as exc:
                raise ValueError(str(exc)) from None
        return v

    def coefficients(self) -> list[int]:
        return form_coefficients(self.form, self.variables)


class ThueOutput(Output):
    solutions: list[tuple[str, str]] = Field(description="every integer solution [x, y] of F(x, y) = m, sorted")
    count: int = Field(description="the number of solutions")
    form: list[str] = Field(description="F's coefficients [a_n, ..., a_0] as read (F = sum a_i x^i y^(n-i))")
    unconditional: bool = Field(
        description="True when PARI's answer does not assume GRH (thueinit flag 1, or m = +-1); False: GRH_ASSUMED"
    )
