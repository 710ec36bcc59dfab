"""Request and output models of the elliptic-curve capabilities (Pydantic only; no Sage, no PARI).

A curve is its Weierstrass coefficients [a1, a2, a3, a4, a6] (y^2 + a1 xy + a3 y = x^3 + a2 x^2 + a4 x + a6)
or [a4, a6] (y^2 = x^3 + a4 x + a6): integers as decimal text or JSON integers of at most
``MAX_COEFFICIENT_DIGITS`` digits each (:class:`.integer_fields.IntegerText`), refused at their JSON path
while the request is validated; a singular model (discriminant 0) is refused by the adapter before any job.
"""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from jacobian.capability import BudgetRequest, Output, Request

from .integer_fields import IntegerText

MAX_COEFFICIENT_DIGITS = 50  # the discriminant (about 6x the digits) is factored for the conductor

Coefficient = Annotated[
    str, IntegerText(max_digits=MAX_COEFFICIENT_DIGITS, description="a Weierstrass coefficient (an integer)")
]


class CurveRequest(Request):
    coefficients: list[Coefficient] = Field(
        min_length=2,
        max_length=5,
        description="the integer Weierstrass coefficients [a1, a2, a3, a4, a6] of y^2 + a1 xy + a3 y = x^3 + a2 x^2 "
        "+ a4 x + a6, or [a4, a6] for y^2 = x^3 + a4 x + a6 (Cremona's and LMFDB's order); three or four refused",
    )
    budget: BudgetRequest | None = None

    def model5(self) -> list[str]:
        """The five coefficients (a short [a4, a6] padded with zeros)."""
        return ["0", "0", "0", *self.coefficients] if len(self.coefficients) == 2 else list(self.coefficients)


class LocalData(Output):
    p: str = Field(description="a prime dividing the minimal discriminant")
    valuation: int = Field(description="v_p of the minimal discriminant")
    conductor_exponent: int = Field(description="f_p, the exponent of p in the conductor")
    kodaira: str = Field(description="the Kodaira symbol: I0, I<m>, II, III, IV, I0*, I<m>*, II*, III*, IV*")
    tamagawa: int = Field(description="c_p, the Tamagawa number")


class InvariantsOutput(Output):
    b2: str
    b4: str
    b6: str
    b8: str
    c4: str
    c6: str
    discriminant: str = Field(description="the discriminant of the model given")
    j_invariant: str = Field(description="c4^3 / discriminant in lowest terms, as 'p' or 'p/q'")
    minimal_model: list[str] = Field(
        description="a global minimal model [a1, a2, a3, a4, a6] (a1, a3 in {0, 1}, a2 in {-1, 0, 1})"
    )
    transform: list[str] = Field(
        description="[u, r, s, t] taking the model given to the minimal one: x = u^2 x' + r, y = u^3 y' + s u^2 x' + t"
    )
    minimal_discriminant: str
    conductor: str
    local_data: list[LocalData] = Field(description="one entry per prime dividing the minimal discriminant")


class TorsionOutput(Output):
    order: int = Field(description="|E(Q)_tors|")
    structure: list[int] = Field(
        description="invariant factors: [] trivial, [m] Z/m, [2m, 2] Z/2m x Z/2 (Mazur: m <= 10 cyclic, m <= 4 else)"
    )
    generators: list[tuple[str, str]] = Field(
        description="one point [x, y] per invariant factor, of exactly that order (rationals as 'p' or 'p/q')"
    )
    complete: bool = Field(
        description="True when the counts #E(F_p) at good primes show no larger torsion; False leaves "
        "completeness as PARI's word (obligation TORSION_COMPLETENESS)"
    )


class RankOutput(Output):
    rank_lower_bound: int = Field(description="r: the rank is at least r, shown by the r independent points below")
    rank_upper_bound: int = Field(description="PARI's ellrank upper bound (2-descent; not checked)")
    rank: int | None = Field(description="the rank when the bounds meet (the upper bound PARI's word), else None")
    points: list[tuple[str, str]] = Field(description="r independent points [x, y] of infinite order ('p' or 'p/q')")
    independence_checked: bool = Field(
        description="True when the checker's reductions modulo primes show the points independent"
    )
