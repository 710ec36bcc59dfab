"""JSON Schema helpers: the CONTRACT schema and short type summaries.

``contract_schema`` is the request model's own JSON Schema with annotation
keywords removed *where they are keywords*. The walk knows which keywords hold
subschemas (``items``, ``anyOf``...), which hold maps of subschemas
(``properties``, ``$defs``...) and which hold plain values (``default``,
``enum``, ``const``, ``required``...), so a property named ``title`` or
``default`` and the contents of a ``default`` value are never touched.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

ANNOTATIONS = frozenset({"title", "examples", "$comment"})
DESCRIPTIONS = frozenset({"description"})
_SCHEMA_KEYS = frozenset(
    {
        "items",
        "additionalProperties",
        "not",
        "if",
        "then",
        "else",
        "contains",
        "propertyNames",
        "unevaluatedItems",
        "unevaluatedProperties",
        "additionalItems",
    }
)
_SCHEMA_LIST_KEYS = frozenset({"allOf", "anyOf", "oneOf", "prefixItems"})
_SCHEMA_MAP_KEYS = frozenset({"properties", "patternProperties", "$defs", "definitions", "dependentSchemas"})


def strip_annotations(schema: Any, drop: frozenset[str] = ANNOTATIONS) -> Any:
    """A copy of ``schema`` without the annotation keywords in ``drop``."""
    if not isinstance(schema, dict):
        return schema
    out: dict[str, Any] = {}
    for key, value in schema.items():
        if key in drop:
            continue
        if key in _SCHEMA_KEYS:
            out[key] = (
                [strip_annotations(v, drop) for v in value]
                if isinstance(value, list)
                else strip_annotations(value, drop)
            )
        elif key in _SCHEMA_LIST_KEYS and isinstance(value, list):
            out[key] = [strip_annotations(v, drop) for v in value]
        elif key in _SCHEMA_MAP_KEYS and isinstance(value, dict):
            out[key] = {name: strip_annotations(sub, drop) for name, sub in value.items()}
        else:
            out[key] = value  # a value keyword (default, enum, const, required, ...): verbatim
    return out


def request_schema(model: type[BaseModel]) -> dict[str, Any]:
    """The request model's JSON Schema in validation mode (what math.run validates)."""
    return model.model_json_schema(mode="validation")


def contract_schema(model: type[BaseModel], *, keep_descriptions: bool = True) -> dict[str, Any]:
    drop = ANNOTATIONS if keep_descriptions else ANNOTATIONS | DESCRIPTIONS
    return strip_annotations(request_schema(model), drop)


UNSTATED = "(not stated: the rule's error message says what it wants)"


def rule_statement(func: Any) -> str | None:
    """The rule a validator enforces, in words: the first paragraph of its docstring, on one line."""
    doc = (getattr(func, "__doc__", None) or "").strip()
    if not doc:
        return None
    return " ".join(doc.split("\n\n")[0].split())[:600]


def cross_field_rules(model: type[BaseModel]) -> list[dict[str, Any]]:
    """Validators JSON Schema cannot express, each with the rule it enforces stated in words.

    Model-level validators (rules across fields) and field validators (e.g. a
    parser for a script field): math.run applies both after the schema. The
    statement is the validator's docstring (every shipped validator has one;
    tests/discovery/test_contracts.py holds that).
    """
    rules: list[dict[str, Any]] = []
    decorators = getattr(model, "__pydantic_decorators__", None)
    if decorators is None:
        return rules

    def describe(dec: Any) -> str:
        return rule_statement(dec.func) or UNSTATED

    for name, dec in sorted(decorators.model_validators.items()):
        if dec.info.mode != "before":
            rules.append({"rule": name.lstrip("_"), "description": describe(dec)})
    for name, dec in sorted(decorators.field_validators.items()):
        rules.append({"rule": name.lstrip("_"), "fields": list(dec.info.fields), "description": describe(dec)})
    return rules


def _resolve(schema: dict[str, Any], root: dict[str, Any]) -> dict[str, Any]:
    ref = schema.get("$ref")
    if isinstance(ref, str) and ref.startswith("#/$defs/"):
        return root.get("$defs", {}).get(ref[len("#/$defs/") :], schema)
    return schema


def type_name(schema: Any, root: dict[str, Any], depth: int = 0) -> str:
    """A short human type for a subschema: ``integer``, ``array<string>``, ``SAT|UNSAT``..."""
    if not isinstance(schema, dict) or depth > 3:
        return "any"
    schema = _resolve(schema, root)
    if "const" in schema:
        return repr(schema["const"])
    if "enum" in schema:
        values = [str(v) for v in schema["enum"]]
        return "|".join(values[:6]) + ("|..." if len(values) > 6 else "")
    for key in ("anyOf", "oneOf"):
        if key in schema:
            return "|".join(dict.fromkeys(type_name(s, root, depth + 1) for s in schema[key]))
    kind = schema.get("type")
    if kind == "array":
        return f"array<{type_name(schema.get('items', {}), root, depth + 1)}>"
    if isinstance(kind, list):
        return "|".join(str(k) for k in kind)
    if kind:
        return str(kind)
    if "properties" in schema:
        return "object"
    return "any"


def fields_summary(schema: dict[str, Any]) -> dict[str, Any]:
    """Top-level fields of an object schema: name -> type, and which are required."""
    props = schema.get("properties", {}) if isinstance(schema, dict) else {}
    return {
        "fields": {name: type_name(sub, schema) for name, sub in props.items()},
        "required": list(schema.get("required", [])) if isinstance(schema, dict) else [],
    }
