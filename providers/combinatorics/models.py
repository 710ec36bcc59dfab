"""Request and output models of the combinatorics capabilities (Pydantic only; no backend imports). Bounds that
depend on the problem (elements, patterns) are the checker's reader's (:mod:`jacobian.checkers.combinatorics.
avoid_encode`), applied once per call in ``parse``."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from jacobian.capability import BudgetRequest, Output, Request
from jacobian.checkers.combinatorics.avoid_encode import MAX_COLOURS, MAX_N


class SearchLimits(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    conflicts: int | None = Field(default=None, ge=1, le=10**12, description="for the whole search")


class AvoidRequest(Request):
    problem: Literal["ramsey", "van_der_waerden", "schur"] = Field(
        description="ramsey: the edges of K_n, no monochromatic K_s; van_der_waerden: 1..n, no monochromatic "
        "arithmetic progression; schur: 1..n, no monochromatic x + y = z"
    )
    n: int = Field(ge=1, le=max(MAX_N.values()), description="vertices of K_n, or the integers 1..n")
    colours: int = Field(default=2, ge=1, le=MAX_COLOURS)
    sizes: list[int] | None = Field(
        default=None,
        max_length=MAX_COLOURS,
        description="per colour: the clique size (ramsey) or progression length (van_der_waerden) it must avoid; "
        "null for schur",
    )
    distinct: bool = Field(default=False, description="schur only: forbid x + y = z only for x != y (weak Schur)")
    limits: SearchLimits | None = None
    budget: BudgetRequest | None = None


class AvoidOutput(Output):
    problem: str
    n: int
    colours: int
    sizes: list[int] | None
    exists: bool | None = Field(description="a colouring avoiding every pattern exists; null when the budget ran out")
    colouring: list[list[int]] | None = Field(
        default=None, description="[u, v, colour] per edge of K_n (vertices 0..n-1), or [i, colour] per integer"
    )
    colour_classes: list[list[int]] | None = Field(
        default=None, description="integers problems: the integers of each colour"
    )
    elements: int = Field(description="edges of K_n, or n")
    patterns: int = Field(description="patterns (cliques, progressions, sums) the colouring must avoid")
    cnf_sha256: str | None = Field(default=None, description="the refuted CNF (the checker's encoding)")
    proof_lines: int | None = None
    solver: str | None = None
    stopped_by: str | None = None
