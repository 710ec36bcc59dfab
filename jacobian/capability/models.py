"""The request and output bases every capability model derives from."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class Request(BaseModel):
    """Base of every capability request model: strict about unknown fields."""

    model_config = ConfigDict(extra="forbid", frozen=True)


class Output(BaseModel):
    """Base of every capability output model."""

    model_config = ConfigDict(extra="forbid", frozen=True)


class BudgetRequest(BaseModel):
    """What a caller may ask of the budget; clipped to the manifest's maximum."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    wall_seconds: float | None = Field(default=None, gt=0, le=3600)
    memory_mib: int | None = Field(default=None, gt=0, le=1 << 20)


class CheckVerdict(Output):
    """The output of every checker-backed capability: the checker's decision and its reason."""

    accepted: bool = Field(description="true when the checker accepted the evidence")
    reason: str = Field(description="the checker's own account of its decision")
