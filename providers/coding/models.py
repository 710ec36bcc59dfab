"""Request and output models of the linear-code operations (Pydantic only). Limits are the checker's
(:mod:`jacobian.checkers.coding.linear`)."""

from __future__ import annotations

from pydantic import Field, model_validator

from jacobian.capability import BudgetRequest, Output, Request
from jacobian.checkers.coding.linear import MAX_CODEWORDS, MAX_N, MAX_Q, is_prime


class CodeRequest(Request):
    q: int = Field(default=2, ge=2, le=MAX_Q, description=f"the field GF(q), q a prime <= {MAX_Q}")
    generator: list[list[int]] | None = Field(
        default=None, max_length=MAX_N, description="rows spanning the code (entries 0..q-1)"
    )
    parity_check: list[list[int]] | None = Field(
        default=None, max_length=MAX_N, description="rows whose null space is the code, instead of `generator`"
    )
    budget: BudgetRequest | None = None

    @model_validator(mode="after")
    def _one_matrix(self) -> CodeRequest:
        """`q` is a prime, and the code is given by exactly one of `generator` or `parity_check`."""
        if not is_prime(self.q):
            raise ValueError(f"q = {self.q} is not a prime")
        if (self.generator is None) == (self.parity_check is None):
            raise ValueError("give exactly one of `generator` or `parity_check`")
        return self

    def rows(self) -> list[list[int]]:
        rows = self.generator if self.generator is not None else self.parity_check
        assert rows is not None  # the validator's rule
        return rows

    def field_name(self) -> str:
        return "generator" if self.generator is not None else "parity_check"

    def subject(self) -> dict[str, object]:
        return {"q": self.q, self.field_name(): [list(r) for r in self.rows()]}


class WeightDistributionOutput(Output):
    n: int
    k: int = Field(description="the dimension")
    distribution: list[int] = Field(description="A_0..A_n: the number of codewords of each weight")
    dual_distribution: list[int] = Field(description="B_0..B_n of the dual code")
    minimum_distance: int | None = Field(description="the least nonzero weight (None for the zero code)")


class MinimumDistanceOutput(Output):
    n: int
    k: int
    minimum_distance: int
    codeword: list[int] = Field(description="a nonzero codeword of that weight")


class CoveringRadiusOutput(Output):
    n: int
    k: int
    covering_radius: int = Field(description="the largest distance of any word of GF(q)^n from the code")
    word: list[int] = Field(description="a word at exactly that distance from the code (a deepest coset's leader)")
    coset_leader_distribution: list[int] = Field(
        description="the coset-leader weight distribution: cosets of minimum weight 0, 1, ..., covering_radius"
    )


__all__ = ["CodeRequest", "CoveringRadiusOutput", "MinimumDistanceOutput", "WeightDistributionOutput", "MAX_CODEWORDS"]
