"""Request and output models of simplicial homology (Pydantic only). Limits are the checker's
(:mod:`jacobian.checkers.topology.complex`): one definition, read here to refuse before any job."""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, field_validator

from jacobian.capability import BudgetRequest, Output, Request
from jacobian.checkers.topology.complex import MAX_FACET_SIZE, MAX_FACETS, MAX_LABEL

MAX_MODULUS = 2**31 - 1
Vertex = Annotated[int, Field(ge=0, le=MAX_LABEL)]
Facet = Annotated[list[Vertex], Field(min_length=1, max_length=MAX_FACET_SIZE)]


def modulus_of(ring: str) -> int | None:
    return None if ring == "Z" else int(ring[3:-1])


class HomologyRequest(Request):
    facets: list[Facet] = Field(
        min_length=1,
        max_length=MAX_FACETS,
        description=f"the maximal simplices, each a list of distinct vertex labels (0..{MAX_LABEL}); the complex is "
        f"every nonempty subset of a facet. At most {MAX_FACETS} facets of at most {MAX_FACET_SIZE} vertices",
    )
    ring: str = Field(
        default="Z", pattern=r"^(Z|GF\(\d{1,10}\))$", description="coefficients: Z, or GF(p) for a prime p"
    )
    budget: BudgetRequest | None = None

    @field_validator("ring")
    @classmethod
    def _prime(cls, value: str) -> str:
        """A ring GF(p) names a prime p (within the modulus bound)."""
        p = modulus_of(value)
        if p is not None and not (2 <= p <= MAX_MODULUS and all(p % q for q in range(2, int(p**0.5) + 1))):
            raise ValueError(f"GF(p) needs a prime p <= {MAX_MODULUS}")
        return value


class Generator(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    order: int = Field(description="0 for a generator of infinite order, else its order (a torsion coefficient)")
    chain: list[tuple[list[int], int]] = Field(description="the cycle: [simplex (sorted vertices), coefficient]")


class HomologyGroup(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    dimension: int
    betti: int = Field(description="rank of the free part (over GF(p): the dimension)")
    torsion: list[int] = Field(description="torsion coefficients d > 1, each dividing the next (over Z)")
    generators: list[Generator] = Field(description="torsion generators first (in the order of `torsion`), then free")


class HomologyOutput(Output):
    ring: str
    dimension: int
    f_vector: list[int] = Field(description="number of simplices of each dimension")
    euler_characteristic: int
    homology: list[HomologyGroup]
