"""Request and output models of sum.closed_form (Pydantic only).

The summand and a claimed closed form are text in the bounded grammar of ``checkers/summation/hyperterm.py``
read with the bounds of :mod:`jacobian.contracts.summation` while the request is validated: ``x**2``,
``n^99999999``, an unknown name, unicode digits or nesting 10^4 deep are an ``INVALID_REQUEST`` at
``$.payload.summand`` (or ``$.payload.closed_form``) with the column, before anything is planned. The text is
kept as written: it is the evidence subject, which the checker reads itself.
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import AfterValidator, Field

from jacobian.capability import BudgetRequest, Output, Request
from jacobian.checkers.summation import hyperterm
from jacobian.contracts import summation as C

BOUNDS = hyperterm.Bounds(
    max_text=C.MAX_TEXT,
    max_depth=C.MAX_DEPTH,
    max_factors=C.MAX_FACTORS,
    max_exponent=C.MAX_EXPONENT,
    max_coefficient=C.MAX_COEFFICIENT,
    max_constant=C.MAX_CONSTANT,
    max_degree=C.MAX_DEGREE,
    max_bits=C.MAX_BITS,
    max_shift_degree=C.MAX_SHIFT_DEGREE,
)
TERM_GRAMMAR = (
    "a hypergeometric term: a product and quotient (* /) of factors binomial(A, B), factorial(A) (A, B linear "
    f"a*n + b*k + c with integers |a|, |b| <= {C.MAX_COEFFICIENT}, |c| <= {C.MAX_CONSTANT}), integer powers "
    "c^(linear) of a nonzero integer c (2^n, (-1)^k, 3^(2*n - 1)), polynomials in parentheses ((n + 1), (2*k - "
    f"n)) or n, k, integers, each factor with an optional literal integer power ^e (|e| <= {C.MAX_EXPONENT}, "
    'negative allowed); a leading - is allowed, a sum only inside parentheses. E.g. "binomial(n, k)^2", '
    '"k*binomial(n, k)", "(-1)^k*binomial(n, k)*binomial(2*k, k)/4^k". Powers with ^ (not **), products with '
    "* (2*n, not 2n)"
)


def read(text: str, names: tuple[str, ...]) -> hyperterm.Term:
    return hyperterm.parse(text, names, BOUNDS)


def _reader(names: tuple[str, ...]) -> Any:
    def check(value: str) -> str:
        try:
            read(value, names)
        except hyperterm.TextError as exc:
            raise ValueError(str(exc)) from None
        return value

    return check


Summand = Annotated[str, AfterValidator(_reader(("n", "k"))), Field(description=TERM_GRAMMAR)]
ClosedForm = Annotated[str, AfterValidator(_reader(("n",)))]


def wire(t: hyperterm.Term) -> dict[str, Any]:
    """The term as lists for the worker (no text reaches SymPy)."""
    return {
        "const": [t.const.numerator, t.const.denominator],
        "binomials": [[list(a), list(b), e] for a, b, e in t.binomials],
        "factorials": [[list(a), e] for a, e in t.factorials],
        "exponentials": [[c, list(a)] for c, a in t.exponentials],
        "polys": [[[[i, j, c.numerator, c.denominator] for (i, j), c in p.items()], e] for p, e in t.polys],
    }


class SumRequest(Request):
    summand: Summand = Field(
        description=f"F(n, k), summed over all integers k (F must vanish outside a finite range of k): {TERM_GRAMMAR}"
    )
    closed_form: ClosedForm | None = Field(
        default=None,
        description="S(n), the closed form to prove, a term in n alone in the same grammar (e.g. "
        '"binomial(2*n, n)", "n*2^(n - 1)"); omitted: the producer looks for one (SymPy\'s summation)',
    )
    budget: BudgetRequest | None = None

    def summand_term(self) -> hyperterm.Term:
        return read(self.summand, ("n", "k"))

    def closed_term(self) -> hyperterm.Term | None:
        return None if self.closed_form is None else read(self.closed_form, ("n",))


class SumOutput(Output):
    closed_form: str = Field(description="S(n) with sum_k F(n, k) = S(n) for every integer n >= 0, in the grammar")
    wz_certificate: str = Field(
        description="R(n, k), the WZ certificate: with F' = F/S and G = R F', F'(n+1,k) - F'(n,k) = "
        "G(n,k+1) - G(n,k); a rational function of n and k as a product of polynomial factors"
    )
    closed_form_given: bool = Field(description="true when the caller gave the closed form, false when found")
    boundary: str = Field(
        description="the boundary argument: how G vanishes at the ends of the support (from n = n0 on, with the "
        "values below n0 checked directly), or why it cannot be made (then the result carries an obligation)"
    )
