"""For every installed capability, the CONTRACT schema accepts the descriptor's own
examples and rejects what math.run's validation rejects (the same function it calls)."""

from __future__ import annotations

import copy

import jsonschema
import trio

from jacobian.discovery import Catalog, find
from jacobian.mcp.find_tool import wire_bytes
from jacobian.mcp.resources import contract_document
from jacobian.run import Failure
from jacobian.run.admission import validate
from jacobian.runtime import Runtime, RuntimeConfig

# (JSON type, a value of that type that no lax coercion turns into another type)
WRONG = [("integer", 12345), ("string", "not-a-number"), ("boolean", True), ("array", ["x"]), ("object", {"x": 1})]


def _types(sub: dict, root: dict) -> set[str]:
    if "$ref" in sub:
        sub = root["$defs"][sub["$ref"].split("/")[-1]]
    if "type" in sub:
        return {sub["type"]} if isinstance(sub["type"], str) else set(sub["type"])
    if "enum" in sub:
        return {"enum"}
    out: set[str] = set()
    for alt in sub.get("anyOf", []) + sub.get("oneOf", []):
        out |= _types(alt, root)
    return out


def mutations(base: dict, schema: dict):
    yield "unknown field", {**base, "surely_not_a_field": 1}
    for name in schema.get("required", []):
        yield f"missing {name}", {k: v for k, v in base.items() if k != name}
    for name, sub in schema.get("properties", {}).items():
        kinds = _types(sub, schema)
        for kind, wrong in WRONG:
            clashes = (
                kind in kinds
                or (kind == "integer" and "number" in kinds)
                or (kind == "boolean" and kinds & {"integer", "number"})
            )
            if not clashes and "enum" not in kinds:
                yield f"{name} as {kind}", {**copy.deepcopy(base), name: wrong}
                break
        if "enum" in kinds:
            yield f"{name} outside enum", {**copy.deepcopy(base), name: "NOT_ONE_OF_THEM"}


def runtime_accepts(entry, payload) -> tuple[bool, str | None]:
    """(accepted, the JSON path of the rejection)"""
    try:
        validate(entry, payload)
        return True, None
    except Failure as failure:
        return False, failure.diagnostic.path


def covered_by_rule(path: str | None, rules: list[dict]) -> bool:
    """A rejection the schema cannot express is fine when the contract names the rule that made it."""
    if path == "$.payload":
        return any("fields" not in r for r in rules)
    field = (path or "").removeprefix("$.payload.").split(".")[0].split("[")[0]
    return any(field in r.get("fields", ()) for r in rules)


def test_every_contract_matches_math_run_validation(state_dir):
    async def main():
        async with Runtime.open(RuntimeConfig(state_dir=state_dir)) as rt:
            entries = rt.visible_entries()
            assert entries
            catalog = Catalog(entries, rt.catalog.digest, rt.policy_digest)
            checked = 0
            for entry in entries:
                cid = entry.descriptor.id
                doc = find(catalog, {"capability_id": cid, "view": "CONTRACT"}, measure=wire_bytes)
                contract = doc["contract"]
                schema = (
                    contract["input_schema"]
                    if contract["schema_complete"]
                    else contract_document(rt, cid)["input_schema"]
                )
                validator = jsonschema.Draft202012Validator(schema)
                for example in entry.descriptor.examples:
                    assert validator.is_valid(example.payload), (
                        cid,
                        example.title,
                        list(validator.iter_errors(example.payload))[:1],
                    )
                    assert runtime_accepts(entry, example.payload)[0], (cid, example.title)
                base = entry.descriptor.examples[0].payload
                for label, payload in mutations(base, schema):
                    accepted, where = runtime_accepts(entry, payload)
                    schema_ok = validator.is_valid(payload)
                    if not accepted and schema_ok:
                        # Only a model-level (cross-field) rule may reject what the schema admits,
                        # and then the contract names its rules.
                        assert covered_by_rule(where, contract["cross_field_rules"]), (cid, label, where)
                    else:
                        assert accepted == schema_ok, (cid, label, accepted, schema_ok)
                    checked += 1
            assert checked > 3 * len(entries)

    trio.run(main)
