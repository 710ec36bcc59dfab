"""Request and output models of the group capabilities (Pydantic only; no GAP).

Generators are parsed by :mod:`.groups` while the request is validated, so a
malformed cycle, a repeated point or a point beyond the degree is an
``INVALID_REQUEST`` at ``$.payload.generators[i]`` (or ``first``/``second``)
before anything is planned. They are kept as written (``structured()`` gives
the parsed form): the evidence subject is the caller's text, which the
checkers parse themselves.
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import Field, PlainValidator, ValidationInfo, WithJsonSchema, model_validator

from jacobian.capability import BudgetRequest, Output, Request

from .groups import MAX_DEGREE, MAX_GENERATORS, MAX_SMALL_GROUP_ORDER, PermGroup, build_group, parse_permutation

JSON_SAFE = 2**53


def _degree(info: ValidationInfo) -> int | None:
    degree = info.data.get("degree") if info.data else None
    return degree if isinstance(degree, int) else None


def _parse_generator(value: Any, info: ValidationInfo) -> str | list[int]:
    """Validate a generator and keep it as written: checkers read the caller's text, not our parse."""
    parse_permutation(value, _degree(info))
    return value if isinstance(value, str) else list(value)


def _structured(generators: list[Any], degree: int | None) -> PermGroup:
    return build_group(tuple(parse_permutation(g, degree) for g in generators), degree)


Generator = Annotated[
    Any,
    PlainValidator(_parse_generator),
    WithJsonSchema(
        {
            "oneOf": [
                {
                    "type": "string",
                    "description": "disjoint cycles in parentheses, points 1-based positive integers separated by "
                    'commas, e.g. "(1,2,3)(4,5)" (1->2->3->1, 4<->5); "()" is the identity',
                },
                {
                    "type": "array",
                    "items": {"type": "integer", "minimum": 1},
                    "description": "the images of the points 1..k in order, 1-based: [2,3,1] sends 1->2, 2->3, 3->1",
                },
            ]
        }
    ),
]

DEGREE = Field(
    default=None,
    ge=1,
    le=MAX_DEGREE,
    description="the group acts on 1..degree; default: the largest point a generator moves",
)
GENERATORS = Field(
    min_length=1, max_length=MAX_GENERATORS, description="generators in cycle notation or as image lists"
)


class PermGroupInput(Request):
    """A permutation group given by generators."""

    degree: int | None = DEGREE
    generators: list[Generator] = GENERATORS

    def structured(self) -> PermGroup:
        return _structured(self.generators, self.degree)

    def as_given(self) -> dict[str, Any]:
        """The group as the caller wrote it: the subject a checker parses for itself."""
        return {"degree": self.degree, "generators": list(self.generators)}


class OrderRequest(PermGroupInput):
    budget: BudgetRequest | None = None


class PropertiesRequest(Request):
    degree: int | None = DEGREE
    generators: list[Generator] | None = Field(
        default=None,
        min_length=1,
        max_length=MAX_GENERATORS,
        description="generators in cycle notation or as image lists (or give small_group)",
    )
    small_group: tuple[Annotated[int, Field(ge=1, le=MAX_SMALL_GROUP_ORDER)], Annotated[int, Field(ge=1)]] | None = (
        Field(
            default=None,
            description="[order, id]: SmallGroup(order, id) of the small groups library (instead of generators)",
        )
    )
    budget: BudgetRequest | None = None

    @model_validator(mode="after")
    def _one_group(self) -> PropertiesRequest:
        """Exactly one of `generators` and `small_group` is given; `degree` goes only with `generators`."""
        if (self.generators is None) == (self.small_group is None):
            raise ValueError("give exactly one of `generators` or `small_group`")
        if self.small_group is not None and self.degree is not None:
            raise ValueError("`degree` applies to generators, not to `small_group`")
        return self

    def structured(self) -> PermGroup:
        assert self.generators is not None
        return _structured(self.generators, self.degree)


class EnumerateRequest(Request):
    order: int = Field(ge=1, le=MAX_SMALL_GROUP_ORDER, description="the group order")
    abelian: bool | None = None
    cyclic: bool | None = None
    nilpotent: bool | None = None
    solvable: bool | None = None
    simple: bool | None = None
    perfect: bool | None = None
    describe: bool = Field(default=False, description="include StructureDescription of each listed group")
    limit: int = Field(
        default=100, ge=0, le=1000, description="list at most this many matching groups (all are counted)"
    )
    max_scan: int = Field(
        default=5000, ge=1, le=100_000, description="with property filters: examine at most this many library groups"
    )
    budget: BudgetRequest | None = None

    def filters(self) -> dict[str, bool]:
        names = ("abelian", "cyclic", "nilpotent", "solvable", "simple", "perfect")
        return {name: getattr(self, name) for name in names if getattr(self, name) is not None}


class IsomorphismRequest(Request):
    first: PermGroupInput
    second: PermGroupInput
    budget: BudgetRequest | None = None


def number(text: str) -> int | str:
    """An exact integer for JSON: a number below 2^53, else its decimal string."""
    value = int(text)
    return value if abs(value) < JSON_SAFE else str(value)


Number = Annotated[int | str, Field(description="exact integer; a decimal string when it is 2^53 or more")]


class OrderOutput(Output):
    order: Number
    degree: int
    generators: int


class PropertiesOutput(Output):
    order: Number
    abelian: bool
    nilpotent: bool
    solvable: bool
    simple: bool
    perfect: bool
    center_order: Number
    derived_length: int | None = Field(description="length of the derived series (solvable groups only)")
    exponent: Number
    conjugacy_classes: int
    structure_description: str | None = None
    structure_description_omitted: str | None = Field(default=None, description="why StructureDescription is absent")
    id_group: tuple[int, int] | None = Field(default=None, description="[order, id] in the small groups library")
    id_group_omitted: str | None = None


class SmallGroupEntry(Output):
    id: tuple[int, int]
    structure_description: str | None = None


class EnumerateOutput(Output):
    order: int
    library_covers_order: bool
    groups_of_order: Number | None = Field(
        default=None, description="number of groups of this order (up to isomorphism)"
    )
    matching: Number | None = Field(
        default=None, description="how many of the examined groups have the chosen properties"
    )
    examined: Number | None = None
    groups: tuple[SmallGroupEntry, ...] = ()
    listed_all: bool = Field(default=False, description="every matching group is listed")


class IsomorphismOutput(Output):
    isomorphic: bool
    order_first: Number
    order_second: Number
    images: tuple[tuple[int, ...], ...] | None = Field(
        default=None,
        description="when isomorphic: the image of each generator of `first`, as images of 1..degree of `second`",
    )
