"""Request and output models of the lattice operations (Pydantic only; no FLINT import)."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Annotated, Any

from pydantic import Field, PlainValidator, WithJsonSchema, field_validator, model_validator

from jacobian.capability import BudgetRequest, Output, Request
from jacobian.checkers.lattice.lll_check import MAX_BASIS_BITS, MAX_RANK
from jacobian.checkers.lattice.svp_check import MAX_PROOF_RANK

MAX_DIMENSION = 200
RATIONAL = r"^(0|[1-9][0-9]{0,8})/[1-9][0-9]{0,8}$|^1$"
_INT = re.compile(r"-?(0|[1-9][0-9]*)", re.ASCII)


def _integer(value: Any) -> int | str:
    if type(value) is int:
        if abs(value) > 2**53:
            raise ValueError("an integer beyond 2^53 is written as decimal text (JSON numbers stop there)")
        return value
    if isinstance(value, str) and len(value) <= 200 and _INT.fullmatch(value):
        if int(value).bit_length() > MAX_BASIS_BITS:
            raise ValueError(f"{value[:20]}... exceeds {MAX_BASIS_BITS} bits")
        return value
    raise ValueError(f"{str(value)[:30]!r} is not an integer (a JSON integer, or decimal text)")


Integer = Annotated[
    Any,
    PlainValidator(_integer),
    WithJsonSchema(
        {
            "oneOf": [{"type": "integer"}, {"type": "string", "pattern": r"^-?(0|[1-9][0-9]*)$"}],
            "description": f"an integer (decimal text beyond 2^53), at most {MAX_BASIS_BITS} bits",
        }
    ),
]


class BasisRequest(Request):
    basis: list[list[Integer]] = Field(
        min_length=1,
        max_length=MAX_RANK,
        description=f"the lattice's basis vectors as rows of integers (at most {MAX_RANK} rows of "
        f"{MAX_DIMENSION} entries, {MAX_BASIS_BITS} bits each)",
    )
    budget: BudgetRequest | None = None

    @field_validator("basis")
    @classmethod
    def _rectangular(cls, rows: list[list[Any]]) -> list[list[Any]]:
        """Every row of the basis has the same length, the dimension of the ambient space."""
        n = len(rows[0])
        if not 1 <= n <= MAX_DIMENSION or any(len(r) != n for r in rows):
            raise ValueError(f"every row must have the same length, 1..{MAX_DIMENSION}")
        return rows

    def integers(self) -> list[list[int]]:
        return [[int(v) for v in row] for row in self.basis]


class LllRequest(BasisRequest):
    delta: str = Field(
        default="99/100", pattern=RATIONAL, description="Lovasz parameter, an exact rational in (1/4, 1]"
    )
    eta: str = Field(default="51/100", pattern=RATIONAL, description="size-reduction bound, in [1/2, sqrt(delta))")

    @model_validator(mode="after")
    def _parameters(self) -> LllRequest:
        """The LLL parameters satisfy 1/4 < delta <= 1, 1/2 <= eta and eta^2 < delta."""
        delta, eta = Fraction(self.delta), Fraction(self.eta)
        if not (Fraction(1, 4) < delta <= 1 and Fraction(1, 2) <= eta and eta * eta < delta):
            raise ValueError("delta and eta must satisfy 1/4 < delta <= 1, 1/2 <= eta and eta^2 < delta")
        return self


class LllOutput(Output):
    reduced: list[list[str]] = Field(description="the LLL-reduced basis, rows of integers as decimal text")
    transform: list[list[str]] = Field(description="the unimodular U with U basis = reduced (decimal text)")
    delta: str
    eta: str


class GramOutput(Output):
    gram: list[list[str]] = Field(description="B B^T: the inner products of the basis vectors (decimal text)")
    determinant: str = Field(description="det(B B^T), the squared covolume (0 for dependent rows), decimal text")


class ShortestVectorOutput(Output):
    vector: list[str] = Field(description="a shortest nonzero vector of the lattice (decimal text)")
    squared_norm: str = Field(description="its squared Euclidean norm, the lattice's minimum (decimal text)")
    coefficients: list[str] = Field(description="integers c with c basis = vector, over the caller's rows")
    rank: int = Field(description="the number of basis rows")
    proved: bool = Field(
        description=f"whether the checker can prove no shorter vector (rank <= {MAX_PROOF_RANK}); otherwise only "
        "membership is checkable and 'no shorter vector' stays an obligation"
    )
