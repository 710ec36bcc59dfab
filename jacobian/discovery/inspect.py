"""Exact inspection of one operation: SUMMARY, CONTRACT and FULL views, each able to shrink."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from typing import Any

from .cards import engine_names, full_card, standard_card, validated_examples
from .catalog import Catalog, Indexed
from .schema import contract_schema, cross_field_rules, fields_summary, strip_annotations

CONTRACT_URI = "capability://contract/{id}"


def _pointer(item: Indexed) -> str:
    return CONTRACT_URI.format(id=item.id)


def summary_views(item: Indexed, catalog: Catalog) -> list[Callable[[], dict[str, Any]]]:
    def full() -> dict[str, Any]:
        return {
            "capability": full_card(item, catalog),
            "next": "view CONTRACT gives the exact input schema math.run validates against",
        }

    def standard() -> dict[str, Any]:
        card = dict(standard_card(item, catalog))
        card["description"] = item.entry.descriptor.description[:400]
        return {"capability": card, "truncated": {"description": 400}, "next": "view CONTRACT for the input schema"}

    def lean() -> dict[str, Any]:
        card = {k: v for k, v in standard_card(item, catalog).items() if k not in ("example", "tags", "relationships")}
        return {
            "capability": card,
            "truncated": {"omitted": ["description", "example", "tags", "relationships"], "full_uri": _pointer(item)},
        }

    return [full, standard, lean]


def contract_views(item: Indexed, catalog: Catalog) -> list[Callable[[], dict[str, Any]]]:
    """The input schema, the cross-field rules in words and the validated examples; shrinking drops the
    schema's descriptions, then all examples but the first, then the schema itself (a field summary and
    a pointer to the full contract), and only then, for an example that alone is too large, the example."""
    d = item.entry.descriptor
    model = item.entry.request_model
    head = {"capability_id": d.id, "version": d.version, "modes": [m.value for m in d.modes if item.offers(m)]}
    examples = validated_examples(item.entry)

    def body(schema: dict[str, Any], complete: bool, shown: list[dict[str, Any]], **extra: Any) -> dict[str, Any]:
        return {
            "contract": {
                **head,
                "input_schema": schema,
                "schema_complete": complete,
                "cross_field_rules": cross_field_rules(model),
                "examples": shown,
                "validation": (
                    "math.run validates `payload` against exactly this schema plus the cross-field rules; "
                    "unknown fields are rejected; each example is a payload that passes"
                ),
                **extra,
            }
        }

    def complete() -> dict[str, Any]:
        return body(contract_schema(model), True, examples)

    def no_descriptions() -> dict[str, Any]:
        return body(
            contract_schema(model, keep_descriptions=False), True, examples, omitted=["description annotations"]
        )

    def one_example() -> dict[str, Any]:
        return body(
            contract_schema(model, keep_descriptions=False),
            True,
            examples[:1],
            omitted=["description annotations", f"{len(examples) - 1} more examples (read full_schema_uri)"],
            full_schema_uri=_pointer(item),
        )

    def truncated(shown: list[dict[str, Any]]) -> Callable[[], dict[str, Any]]:
        def make() -> dict[str, Any]:
            summary = fields_summary(contract_schema(model, keep_descriptions=False))
            return body(
                summary,
                False,
                shown,
                full_schema_uri=_pointer(item),
                note="schema too large for one math.find response; read full_schema_uri"
                + ("" if shown else " (it has the examples too)"),
            )

        return make

    return [complete, no_descriptions, one_example, truncated(examples[:1]), truncated([])]


def _descriptor_digest(item: Indexed) -> str:
    raw = json.dumps(item.entry.descriptor.model_dump(mode="json"), sort_keys=True, separators=(",", ":"))
    return "sha256:" + hashlib.sha256(raw.encode()).hexdigest()


def full_views(item: Indexed, catalog: Catalog) -> list[Callable[[], dict[str, Any]]]:
    d = item.entry.descriptor
    engines = d.engines or (d.provider,)
    names = engine_names(item)  # the `engine` values math.run accepts, in the same (priority) order

    def doc(output_schema: dict[str, Any], card: dict[str, Any], **extra: Any) -> dict[str, Any]:
        return {
            "capability": card,
            "output_schema": output_schema,
            "provider_configuration": {
                "default_engine": d.provider.provider_id,
                "engines": [
                    {
                        **({"engine": names[i]} if len(names) == len(engines) else {}),
                        **{k: v for k, v in e.model_dump(mode="json").items() if k != "license"},
                    }
                    for i, e in enumerate(engines)
                ],
            },
            "licensing": {e.provider_id: e.license for e in engines},
            "audit": {
                "descriptor_digest": _descriptor_digest(item),
                "install_tier": d.provider.install_tier.value,
                "provider_digest": d.provider.digest,
                "digest_kind": d.provider.digest_kind.value,
                "platform": d.provider.platform,
                "checker_ids": list(d.provider.checker_ids),
            },
            **extra,
        }

    def full() -> dict[str, Any]:
        return doc(strip_annotations(d.output_schema), full_card(item, catalog))

    def lean_output() -> dict[str, Any]:
        return doc(
            strip_annotations(d.output_schema, frozenset({"title", "examples", "$comment", "description"})),
            standard_card(item, catalog),
            omitted=["descriptions"],
        )

    def truncated() -> dict[str, Any]:
        card = {k: v for k, v in standard_card(item, catalog).items() if k not in ("example", "tags", "relationships")}
        return doc(
            fields_summary(d.output_schema),
            card,
            truncated={"output_schema": "summary only", "full_uri": _pointer(item)},
        )

    return [full, lean_output, truncated]


VIEWS = {"SUMMARY": summary_views, "CONTRACT": contract_views, "FULL": full_views}
