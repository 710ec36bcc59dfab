"""Request and output models of the combinatorics capabilities (Pydantic only; no backend imports). Bounds that
depend on the problem (elements, patterns) are the checker's reader's (:mod:`jacobian.checkers.combinatorics.
avoid_encode`), applied once per call in ``parse``."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from jacobian.capability import BudgetRequest, Output, Request
from jacobian.checkers.combinatorics.avoid_encode import MAX_COLOURS, MAX_N
from jacobian.contracts.base import inexact_integer_error


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
    sizes: list[Annotated[int, Field(ge=0, le=max(MAX_N.values()))]] | None = Field(
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


class PartitionsRequest(Request):
    n: int = Field(ge=0, le=20_000, description="count the partitions of n")
    budget: BudgetRequest | None = None


class PartitionsOutput(Output):
    n: int
    count: str = Field(description="p(n), the number of partitions of n, in decimal")
    digits: int


class PolyaRequest(Request):
    points: int = Field(ge=1, le=32, description="the points coloured (beads of a necklace, vertices, faces...)")
    colours: int = Field(ge=1, le=10_000)
    group: Literal["cyclic", "dihedral", "symmetric"] | None = Field(
        default=None, description="a named group on the points 0..points-1 (rotations; rotations and reflections; all)"
    )
    generators: list[list[Annotated[int, Field(ge=0, le=31)]]] | None = Field(
        default=None,
        max_length=64,
        description="or the group's generators, each a permutation of 0..points-1 given as its list of images "
        "(e.g. [1, 2, 3, 0] turns 4 points one step)",
    )
    budget: BudgetRequest | None = None

    @model_validator(mode="after")
    def _one_group(self) -> PolyaRequest:
        """Exactly one group is given: `group` (a named group on the points) or `generators` (its generating
        permutations of 0..points-1, each listing all `points` images once)."""
        if (self.group is None) == (self.generators is None):
            raise ValueError("give exactly one of `group` (a named group) and `generators`")
        return self


class PolyaOutput(Output):
    count: str = Field(description="orbits of colourings of the points under the group (Polya / Burnside), in decimal")
    group_order: int
    cycle_index: list[list[Any]] = Field(
        description="the cycle index: [coefficient, [[cycle length, how many], ...]] per cycle type"
    )


class GuessRequest(Request):
    terms: list[int | Annotated[str, Field(max_length=801)]] = Field(
        min_length=1,
        max_length=2000,
        description="a_0, a_1, ...: integers (beyond 2^53 - 1 in size, as text) or rationals 'p/q' (as text)",
    )
    budget: BudgetRequest | None = None

    @model_validator(mode="after")
    def _exact_integers(self) -> GuessRequest:
        """Every integer term is at most 2^53 - 1 in size (what JSON holds exactly); a larger one is refused at
        its index: give it as decimal text."""
        error = inexact_integer_error(type(self).__name__, "terms", self.terms)
        if error is not None:
            raise error
        return self


class GuessOutput(Output):
    found: bool = Field(description="a linear recurrence with rational coefficients reproducing every given term")
    order: int | None = None
    coefficients: list[str] | None = Field(default=None, description="c_1..c_d: a_n = c_1 a_(n-1) + ... + c_d a_(n-d)")
    generating_function: list[str] | None = Field(
        default=None, description="[numerator, denominator] of the rational generating function it implies (in x)"
    )
    indices: list[int] = Field(description="the first and last index the claim covers: exactly the given terms")
    equations: int | None = Field(default=None, description="terms the recurrence reproduces beyond its first d")
