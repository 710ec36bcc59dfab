"""The tool definitions advertised by ``tools/list``, in the naming of the session that lists them."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import mcp_types as types

from jacobian.contracts.base import absent_not_null
from jacobian.contracts.result import CapabilityResult
from jacobian.contracts.toolnames import ToolNaming, in_document, in_text, public_name
from jacobian.discovery.args import FindArgs
from jacobian.discovery.schema import strip_annotations

from .find_tool import FIND_OUTPUT_SCHEMA

FIND_DESCRIPTION = (
    "Discover Jacobian's typed mathematical operations. Search with `query` (ranked, with match evidence and "
    "portfolio_fit), browse without it (id order), filter by domain/mode/input_kind/artifact_type, page with "
    "next_cursor. Inspect one operation exactly with `capability_id` and `view` SUMMARY, CONTRACT (the exact input "
    "schema math.run validates) or FULL. Answers are JSON documents of at most 16 KiB."
)
RUN_DESCRIPTION = (
    "Run one installed operation on an exact input: `capability_id` from math.find, `payload` matching its CONTRACT, "
    "`mode` EXPLORE (default) or VERIFY (independent checker; only where the card's assurance ceiling is VERIFIED). "
    "Returns one typed CapabilityResult: execution, conclusion, output, scope, completeness, qualifiers, assurance, "
    "artifacts, relationships, diagnostics, provenance. Failures are results with diagnostics, not errors."
)
REASONING_DESCRIPTION = (
    "Append to the reasoning log: PLAN starts a run (returns run_id); BEFORE_TOOL announces one math.run (returns the "
    "call_id to pass to it); AFTER_TOOL reports what it returned; FINAL closes the run. Summaries at most 512 "
    "characters."
)


def optional_keys_not_null(schema: Any) -> Any:
    """``schema`` with every optional property whose default is ``null`` described by its own type (a client
    omits it; ``null`` is still read as absent): no ``["string", "null"]`` or ``anyOf [..., null]`` is
    published, since clients whose schema dialect has one ``type`` and no ``null`` refuse or mangle those."""
    if isinstance(schema, list):
        return [optional_keys_not_null(s) for s in schema]
    if not isinstance(schema, dict):
        return schema
    out = {k: optional_keys_not_null(v) for k, v in schema.items()}
    props, required = out.get("properties"), out.get("required", [])
    if isinstance(props, dict):
        for key, prop in props.items():
            if key not in required and isinstance(prop, dict) and "default" in prop and prop["default"] is None:
                absent_not_null(prop)
    return out


@lru_cache(maxsize=8)
def find_input_schema(domains: tuple[str, ...] = ()) -> dict[str, Any]:
    """The math.find input schema; ``domain`` names the domains this server's visible catalog actually has."""
    schema = optional_keys_not_null(strip_annotations(FindArgs.model_json_schema(), frozenset({"title"})))
    if domains:
        field = schema["properties"]["domain"]
        field["description"] = f"{field['description']}; installed here: {', '.join(domains)}"
    return schema


def run_input_schema(reasoning: bool) -> dict[str, Any]:
    props: dict[str, Any] = {
        "capability_id": {"type": "string", "maxLength": 128, "description": "an id returned by math.find"},
        "payload": {"type": "object", "description": "the request, matching the capability's CONTRACT schema"},
        "mode": {"type": "string", "enum": ["EXPLORE", "VERIFY"], "default": "EXPLORE"},
        "retain_evidence": {
            "type": "boolean",
            "default": False,
            "description": "EXPLORE: keep the run's checkable evidence (relationship RETAINED_EVIDENCE) so "
            "certificate.verify can check it later without running the operation again",
        },
        "picture": {
            "type": "boolean",
            "default": False,
            "description": "graph.chromatic_number, graph.clique_number, graph.independence_number, "
            "graph.vertex_cover.minimum, graph.domination_number, graph.hamiltonian_cycle, "
            "graph.hamiltonian_path, graph.edge_chromatic_number, graph.induced_tree.maximum: also return a "
            "picture of the answer (a PNG "
            "image beside the result, the SVG as an artifact in artifact_uris); a convenience, never evidence",
        },
    }
    if reasoning:
        props["reasoning_run_id"] = {"type": "string", "description": "run_id from reasoning.write PLAN"}
        props["reasoning_call_id"] = {
            "type": "string",
            "description": "call_id from the BEFORE_TOOL entry for this call",
        }
    return {
        "type": "object",
        "properties": props,
        "required": ["capability_id", "payload"],
        "additionalProperties": False,
    }


@lru_cache(maxsize=1)
def result_schema() -> dict[str, Any]:
    return CapabilityResult.model_json_schema(mode="serialization")


REASONING_INPUT_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "phase": {"type": "string", "enum": ["PLAN", "BEFORE_TOOL", "AFTER_TOOL", "FINAL"]},
        "summary": {"type": "string", "maxLength": 512},
        "run_id": {"type": "string", "description": "absent only for the PLAN that starts a run"},
        "capability_id": {"type": "string", "description": "BEFORE_TOOL: the capability the next math.run calls"},
        "call_id": {"type": "string", "description": "AFTER_TOOL: the call_id being reported"},
        "report": {
            "type": "object",
            "description": (
                "AFTER_TOOL: result REPORTED (with execution_status, assurance, completeness, "
                "result_digest, artifact_uris) or RESULT_UNAVAILABLE"
            ),
        },
    },
    "required": ["phase", "summary"],
    "additionalProperties": False,
}


def tool_list(
    reasoning: bool, domains: tuple[str, ...] = (), naming: ToolNaming = ToolNaming.DOTTED
) -> list[types.Tool]:
    """The tools, named by ``naming``: their names, descriptions and schemas never name another spelling."""
    tools = [
        types.Tool(
            name=public_name("math.find", naming),
            description=in_text(FIND_DESCRIPTION, naming),
            input_schema=in_document(find_input_schema(domains), naming),
            output_schema=in_document(FIND_OUTPUT_SCHEMA, naming),
            annotations=types.ToolAnnotations(read_only_hint=True, idempotent_hint=True, open_world_hint=False),
        ),
        types.Tool(
            name=public_name("math.run", naming),
            description=in_text(RUN_DESCRIPTION, naming),
            input_schema=in_document(run_input_schema(reasoning), naming),
            output_schema=in_document(result_schema(), naming),
            annotations=types.ToolAnnotations(read_only_hint=False, destructive_hint=False, open_world_hint=False),
        ),
    ]
    if reasoning:
        tools.append(
            types.Tool(
                name=public_name("reasoning.write", naming),
                description=in_text(REASONING_DESCRIPTION, naming),
                input_schema=in_document(REASONING_INPUT_SCHEMA, naming),
            )
        )
    return tools
