"""A finite family of payloads: an explicit bounded list, or a parameter grid expanded in order.

The family is fixed when the experiment starts; its scope statement says exactly what it
covers (the list's length, or each grid axis with its values), never more.
"""

from __future__ import annotations

import itertools
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

MAX_FAMILY_ITEMS = 100_000
MAX_AXIS_VALUES = 10_000
MAX_AXES = 8


class ListFamily(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    kind: Literal["list"] = "list"
    items: list[dict[str, Any]] = Field(
        min_length=1, max_length=MAX_FAMILY_ITEMS, description="the evaluator's payloads, in order"
    )


class GridFamily(BaseModel):
    """Every combination of the axes' values, each merged over ``base`` (the last axis varies fastest)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    kind: Literal["grid"] = "grid"
    base: dict[str, Any] = Field(default_factory=dict, description="fields common to every payload")
    axes: dict[str, list[Any]] = Field(
        min_length=1, max_length=MAX_AXES, description="payload field -> the finite list of values it takes"
    )

    @model_validator(mode="after")
    def _bounded(self) -> GridFamily:
        size = 1
        for name, values in self.axes.items():
            if not values or len(values) > MAX_AXIS_VALUES:
                raise ValueError(f"axis {name!r} must have 1 to {MAX_AXIS_VALUES} values, not {len(values)}")
            if name in self.base:
                raise ValueError(f"axis {name!r} is also a base field")
            size *= len(values)
        if size > MAX_FAMILY_ITEMS:
            raise ValueError(f"the grid has {size} points; the limit is {MAX_FAMILY_ITEMS}")
        return self


Family = ListFamily | GridFamily


def expand(family: Family) -> list[dict[str, Any]]:
    """The family's payloads in their fixed order."""
    if isinstance(family, ListFamily):
        return [dict(p) for p in family.items]
    names = list(family.axes)
    return [{**family.base, **dict(zip(names, combo))} for combo in itertools.product(*family.axes.values())]


def describe(family: Family, capability_id: str, raw: int, unique: int) -> dict[str, Any]:
    """The declared scope of the family: what it covers and nothing more."""
    if isinstance(family, ListFamily):
        statement = (
            f"exactly the {raw} payloads listed ({unique} distinct requests) for {capability_id}; nothing beyond them"
        )
        return {"kind": "list", "raw_items": raw, "unique_items": unique, "statement": statement}
    axes = {
        name: {"count": len(values), "values": values if len(values) <= 32 else values[:16] + ["..."]}
        for name, values in family.axes.items()
    }
    parts = "; ".join(f"{n} in {len(v)} listed values" for n, v in family.axes.items())
    statement = (
        f"exactly the {raw} grid points ({unique} distinct requests) for {capability_id} where {parts}, "
        "every other field as in base; no value outside the listed ones"
    )
    return {"kind": "grid", "raw_items": raw, "unique_items": unique, "axes": axes, "statement": statement}
