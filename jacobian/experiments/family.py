"""A finite family of payloads: an explicit bounded list, a parameter grid expanded in order, or the
items an enumerating capability lists in its page artifacts, each mapped into the evaluator's payload.

The family is fixed when the experiment starts; its scope statement says exactly what it
covers (the list's length, each grid axis with its values, or the enumeration's pages and whether
it was followed to its end), never more.
"""

from __future__ import annotations

import itertools
import json
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

MAX_FAMILY_ITEMS = 100_000
MAX_AXIS_VALUES = 10_000
MAX_AXES = 8
MAX_ENUMERATION_CALLS = 1000
FIELD = r"^[a-z_][a-z0-9_]{0,63}$"


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


class EnumerationFamily(BaseModel):
    """The entries of each page artifact an enumerating capability retains (e.g. the ``graph6`` lines of
    ``graph.enumerate.nonisomorphic``'s pages), following its ``next_cursor``; each entry becomes
    ``{**base, target_field: entry}``. Expanded once, when the experiment starts."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    kind: Literal["enumeration"] = "enumeration"
    capability_id: str = Field(
        pattern=r"^[a-z][a-z0-9_]*(\.[a-z0-9_]+)*$",
        max_length=128,
        description="the enumerating capability, e.g. graph.enumerate.nonisomorphic",
    )
    payload: dict[str, Any] = Field(description="the enumerating capability's payload (its cursor is followed)")
    item_field: str = Field(
        default="graph6",
        pattern=FIELD,
        description="the page artifacts' field of entries: a list, or a text of newline-ended lines (one a line)",
    )
    target_field: str = Field(default="graph6", pattern=FIELD, description="the evaluator's field for each entry")
    base: dict[str, Any] = Field(default_factory=dict, description="the evaluator's other fields")
    max_items: int = Field(default=10_000, ge=1, le=MAX_FAMILY_ITEMS, description="take at most this many entries")
    max_calls: int = Field(default=100, ge=1, le=MAX_ENUMERATION_CALLS, description="enumerator calls at most")

    @model_validator(mode="after")
    def _target_free(self) -> EnumerationFamily:
        if self.target_field in self.base:
            raise ValueError(f"target_field {self.target_field!r} is also a base field")
        return self


class Enumerated(BaseModel):
    """What an enumeration family expanded to: its payloads and where they came from."""

    payloads: list[dict[str, Any]]
    pages: list[str] = Field(description="the page artifacts read, in order")
    calls: int
    exhausted: bool = Field(description="the enumerator said it had no more pages, and every entry was taken")
    total_count: int | None = Field(default=None, description="the enumerator's own count of its class, if any")


Family = ListFamily | GridFamily | EnumerationFamily


def expand(family: Family, enumerated: Enumerated | None = None) -> list[dict[str, Any]]:
    """The family's payloads in their fixed order (an enumeration family's, as ``enumerated`` gives them)."""
    if isinstance(family, EnumerationFamily):
        assert enumerated is not None, "an enumeration family is expanded by running its enumerator"
        return enumerated.payloads
    if isinstance(family, ListFamily):
        return [dict(p) for p in family.items]
    names = list(family.axes)
    return [{**family.base, **dict(zip(names, combo))} for combo in itertools.product(*family.axes.values())]


def describe(
    family: Family, capability_id: str, raw: int, unique: int, enumerated: Enumerated | None = None
) -> dict[str, Any]:
    """The declared scope of the family: what it covers and nothing more."""
    if isinstance(family, EnumerationFamily):
        assert enumerated is not None
        source = json.dumps(family.payload, sort_keys=True)[:300]
        of_total = f" of the {enumerated.total_count} it counts" if enumerated.total_count is not None else ""
        end = (
            "; the enumeration was followed to its end: these are all the entries it lists"
            if enumerated.exhausted
            else f"; the enumeration was NOT followed to its end (max_items {family.max_items}, max_calls "
            f"{family.max_calls}): nothing is claimed about the entries after these"
        )
        statement = (
            f"exactly the first {raw} entries{of_total} ({unique} distinct requests) that {family.capability_id} "
            f"listed for {source} in {len(enumerated.pages)} page artifacts, each as {family.target_field} of "
            f"{capability_id}" + end
        )
        return {
            "kind": "enumeration",
            "raw_items": raw,
            "unique_items": unique,
            "enumerator": family.capability_id,
            "enumerator_payload": family.payload,
            "pages": enumerated.pages,
            "enumerator_calls": enumerated.calls,
            "exhausted": enumerated.exhausted,
            "total_count": enumerated.total_count,
            "statement": statement,
        }
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
