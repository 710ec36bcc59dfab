"""Shared Pydantic configuration for contract models."""

from pydantic import BaseModel, ConfigDict


class Frozen(BaseModel):
    """Base of every contract model: immutable, unknown fields rejected."""

    model_config = ConfigDict(frozen=True, extra="forbid", use_enum_values=False)
