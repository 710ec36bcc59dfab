"""Operation cards: what an agent needs to decide whether and how to call an operation.

Three sizes, so a response can shrink instead of overflowing: ``full`` (with a
validated example), ``standard`` (the card without the long description) and
``compact`` (one line's worth). Cards depend only on the entry and on which
ids are installed, so they are cached per catalog.
"""

from __future__ import annotations

import json
from typing import Any, get_args

from pydantic import ValidationError

from jacobian.contracts.enums import AssuranceLevel, Mode

from .catalog import Catalog, Entry, Indexed
from .schema import fields_summary, request_schema

EXAMPLE_MAX_BYTES = 2048
SCOPE_RULE = {
    "rule": "EXACT_INPUT",
    "statement": "A result covers exactly the input given; it says nothing about any other or more general input.",
}


def _json_size(value: Any) -> int:
    return len(json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode())


def assurance_ceiling(item: Indexed) -> dict[str, str]:
    if item.offers(Mode.VERIFY):
        return {
            "level": AssuranceLevel.VERIFIED.value,
            "basis": "VERIFY mode: an operator-authorized independent checker is installed",
        }
    if Mode.VERIFY in item.entry.descriptor.modes:
        return {
            "level": AssuranceLevel.COMPUTED.value,
            "basis": "VERIFY is declared but no authorized checker is installed",
        }
    return {"level": AssuranceLevel.COMPUTED.value, "basis": "no independent checker for this operation"}


def validated_examples(entry: Entry) -> list[dict[str, Any]]:
    """The operation's published examples that validate against its request model as offered now,
    each as ``{title, mode, payload}`` (an example that does not validate is never shown)."""
    model = entry.request_model
    out = []
    for example in entry.descriptor.examples:
        try:
            model.model_validate(example.payload)
        except ValidationError:
            continue
        out.append({"title": example.title, "mode": example.mode.value, "payload": example.payload})
    return out


def example_or_fields(item: Indexed) -> dict[str, Any]:
    """One example that validates against the request model and fits 2 KiB, else the input fields."""
    for shown in validated_examples(item.entry):
        if _json_size(shown) <= EXAMPLE_MAX_BYTES:
            return {"example": shown}
    summary = fields_summary(request_schema(item.entry.request_model))
    return {"input_fields": {"required": summary["required"], "available": sorted(summary["fields"])}}


def relationships(item: Indexed, catalog: Catalog) -> list[dict[str, str]]:
    return [
        {"kind": r.kind, "target": r.target, "description": r.description}
        for r in item.entry.descriptor.relationships
        if r.target in catalog.by_id
    ]


def engine_names(item: Indexed) -> list[str]:
    """The values math.run's ``engine`` field accepts, read from the request model itself (none: not selectable)."""
    field = item.entry.request_model.model_fields.get("engine")
    if field is None:
        return []
    return [v for arg in get_args(field.annotation) for v in get_args(arg)]


def provider(item: Indexed) -> dict[str, Any]:
    d = item.entry.descriptor
    out = {
        "available": bool(item.entry.available),
        "provider_id": d.provider.provider_id,
        "version": d.provider.version,
    }
    names = engine_names(item)
    if names:
        out["engines"] = names  # exactly the `engine` values math.run accepts, default first
    return out


def modes(item: Indexed) -> list[str]:
    return [m.value for m in item.entry.descriptor.modes if item.offers(m)]


def compact_card(item: Indexed) -> dict[str, Any]:
    d = item.entry.descriptor
    return {
        "capability_id": d.id,
        "title": d.title,
        "domain": d.domain,
        "modes": modes(item),
        "available": bool(item.entry.available),
        "assurance_ceiling": assurance_ceiling(item)["level"],
    }


def standard_card(item: Indexed, catalog: Catalog) -> dict[str, Any]:
    key = ("standard", item.id)
    if key not in catalog.cache:
        d = item.entry.descriptor
        catalog.cache[key] = {
            "capability_id": d.id,
            "version": d.version,
            "title": d.title,
            "domain": d.domain,
            "tags": list(d.tags),
            "modes": modes(item),
            "conclusions": [c.value for c in d.conclusions],
            "accepts": {"input_kinds": [k.value for k in d.input_kinds], "artifact_types": list(d.artifact_types)},
            "output": fields_summary(d.output_schema),
            "provider": provider(item),
            "scope": SCOPE_RULE,
            "assurance_ceiling": assurance_ceiling(item),
            "relationships": relationships(item, catalog),
            **example_or_fields(item),
        }
    return catalog.cache[key]


def full_card(item: Indexed, catalog: Catalog) -> dict[str, Any]:
    card = dict(standard_card(item, catalog))
    card["description"] = item.entry.descriptor.description
    return card


CARD_BUILDERS = {
    "full": full_card,
    "standard": standard_card,
    "compact": lambda item, catalog: compact_card(item),
}
