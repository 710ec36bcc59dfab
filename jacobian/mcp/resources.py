"""Resources and resource templates: instructions, catalog, contracts, artifacts, reasoning runs, experiments."""

from __future__ import annotations

import json
import re
from importlib import resources as pkg_resources
from typing import Any

import mcp_types as types
from mcp.shared.exceptions import MCPError

from jacobian.contracts.toolnames import in_document, in_text
from jacobian.discovery.cards import validated_examples
from jacobian.discovery.schema import contract_schema, cross_field_rules, fields_summary, strip_annotations

RESOURCE_NOT_FOUND = -32002
INTERNAL_ERROR = -32603
ARTIFACT_RE = re.compile(r"^artifact://sha256/([0-9a-f]{64})$")
CONTRACT_RE = re.compile(r"^capability://contract/([a-z0-9_.]+)$")
REASONING_RE = re.compile(r"^reasoning://run/([0-9a-f]{32})$")
EXPERIMENT_RE = re.compile(r"^experiment://([0-9a-f]{32})(/accounting|/scope|/archive|/result/[0-9a-f]{64})?$")


def instructions_text() -> str:
    return pkg_resources.files("jacobian.mcp").joinpath("instructions.md").read_text(encoding="utf-8")


def static_resources() -> list[types.Resource]:
    return [
        types.Resource(
            uri="jacobian://instructions", name="instructions", title="How to use Jacobian", mime_type="text/markdown"
        ),
        types.Resource(
            uri="capability://catalog", name="catalog", title="Installed operations", mime_type="application/json"
        ),
        types.Resource(
            uri="reference://catalog",
            name="reference-catalog",
            title="Installed reference domains: their artifact schemas, what each means, and their checkers",
            mime_type="application/json",
        ),
    ]


def templates(reasoning: bool) -> list[types.ResourceTemplate]:
    out = [
        types.ResourceTemplate(
            uri_template="artifact://sha256/{digest}",
            name="artifact",
            title="A stored artifact",
            mime_type="application/json",
        ),
        types.ResourceTemplate(
            uri_template="capability://contract/{capability_id}",
            name="contract",
            title="Complete input and output schemas of one operation",
            mime_type="application/json",
        ),
        types.ResourceTemplate(
            uri_template="experiment://{experiment_id}",
            name="experiment",
            title="An experiment's snapshot: state, stop reason, executor, accounting and scope",
            mime_type="application/json",
        ),
        types.ResourceTemplate(
            uri_template="experiment://{experiment_id}/accounting",
            name="experiment-accounting",
            title="An experiment's accounting: raw, unique, duplicates, evaluated, failed by code, nodes, totals",
            mime_type="application/json",
        ),
        types.ResourceTemplate(
            uri_template="experiment://{experiment_id}/archive",
            name="experiment-archive",
            title="An experiment's results as pages of 1000, each page a jacobian.experiment.page.v2 artifact "
            "listing its items' result URIs",
            mime_type="application/json",
        ),
        types.ResourceTemplate(
            uri_template="experiment://{experiment_id}/result/{request_digest_hex}",
            name="experiment-result",
            title="One experiment item's committed result (the URI its archive page lists)",
            mime_type="application/json",
        ),
        types.ResourceTemplate(
            uri_template="experiment://{experiment_id}/scope",
            name="experiment-scope",
            title="Exactly what an experiment's family covers, and which of its items have a result",
            mime_type="application/json",
        ),
    ]
    if reasoning:
        out.append(
            types.ResourceTemplate(
                uri_template="reasoning://run/{run_id}",
                name="reasoning-run",
                title="One reasoning run as NDJSON",
                mime_type="application/x-ndjson",
            )
        )
    return out


def catalog_document(runtime: Any) -> dict[str, Any]:
    caps = []
    for entry in runtime.visible_entries():
        d = entry.descriptor
        engines = d.engines or (d.provider,)
        caps.append(
            {
                "id": d.id,
                "version": d.version,
                "title": d.title,
                "domain": d.domain,
                "tags": list(d.tags),
                "modes": [m.value for m in d.modes if m.value == "EXPLORE" or entry.verify_available],
                "available": bool(entry.available),
                "input_kinds": [k.value for k in d.input_kinds],
                "artifact_types": list(d.artifact_types),
                "providers": [
                    {"provider_id": e.provider_id, "version": e.version, "license": e.license} for e in engines
                ],
                "input_schema": contract_schema(entry.request_model, keep_descriptions=False),
                "output": fields_summary(d.output_schema),
            }
        )
    return {"catalog_digest": runtime.catalog.digest, "policy_digest": runtime.policy_digest, "capabilities": caps}


def contract_document(runtime: Any, capability_id: str) -> dict[str, Any] | None:
    entry = runtime.entry(capability_id)
    if entry is None:
        return None
    return {
        "capability_id": capability_id,
        "version": entry.descriptor.version,
        "input_schema": contract_schema(entry.request_model),
        "cross_field_rules": cross_field_rules(entry.request_model),
        "examples": validated_examples(entry),
        "output_schema": strip_annotations(entry.descriptor.output_schema),
        "catalog_digest": runtime.catalog.digest,
        "policy_digest": runtime.policy_digest,
    }


def reference_catalog(runtime: Any) -> dict[str, Any]:
    """Each installed family that declares artifact schemas (graph, sat, claim, ...): its schemas, each with
    what it means (the schema model's own description) and whether only the runtime stores it, its visible
    capabilities, the ids of the bundled checkers for their claims, and those of them the operator
    authorized (VERIFY uses only those)."""
    from jacobian.capability import family_modules

    entries = runtime.visible_entries()
    domains = []
    for module in family_modules():
        declared = getattr(module, "ARTIFACT_SCHEMAS", None)
        if not declared:
            continue
        package = module.__name__.rsplit(".", 1)[0]
        mine = [e for e in entries if type(e.definition).__module__.startswith(package + ".")]
        from jacobian.catalog import checkers_for

        claims = tuple(c for e in mine for c in e.definition.verify_claims)
        checkers = sorted(c.id for c in checkers_for(claims, runtime.checkers))
        authorized = sorted({c for e in mine for c in e.checker_ids})
        schemas = [
            {
                "schema": schema_id,
                "semantics": " ".join((model.__doc__ or "").split()) if model is not None else None,
                "producer_only": producer_only,
            }
            for schema_id, (model, producer_only) in sorted(declared.items())
        ]
        domains.append(
            {
                "domain": getattr(module, "REFERENCE_DOMAIN", package.rsplit(".", 1)[-1]),
                "artifact_schemas": schemas,
                "capabilities": sorted(e.descriptor.id for e in mine),
                "checker_ids": checkers,
                "authorized_checker_ids": authorized,
            }
        )
    return {"uri": "reference://catalog", "domains": domains}


def experiment_document(runtime: Any, uri: str, exp_id: str, part: str | None) -> dict[str, Any]:
    """The snapshot of ``experiment://<id>``, its ``/accounting``, ``/scope`` or ``/archive`` part, or one
    item's committed result (``/result/<request digest hex>``)."""
    from jacobian.state.errors import StateError

    manager = getattr(runtime.state, "experiments", None)
    if manager is None:
        raise MCPError(code=RESOURCE_NOT_FOUND, message="this server runs no experiments", data={"uri": uri})
    try:
        snap = manager.inspect(exp_id)
    except StateError as err:
        code = INTERNAL_ERROR if err.code.value == "STORAGE_ERROR" else RESOURCE_NOT_FOUND
        raise MCPError(
            code=code, message=f"{err.code.value}: {err.message}", data={"uri": uri, "code": err.code.value}
        ) from None
    doc = snap.model_dump(mode="json")
    if part is None:
        return doc
    if part == "/archive" or part.startswith("/result/"):
        try:
            if part == "/archive":
                return {"uri": uri, "state": doc["state"], **manager.archive(exp_id)}
            return manager.result(exp_id, part.removeprefix("/result/"))
        except StateError as err:
            raise MCPError(
                code=INTERNAL_ERROR if err.code.value == "STORAGE_ERROR" or part == "/archive" else RESOURCE_NOT_FOUND,
                message=f"{err.code.value}: {err.message}",
                data={"uri": uri, "code": err.code.value},
            ) from None
    head = {"uri": uri, "experiment": snap.uri, "state": doc["state"], "stop_reason": doc["stop_reason"]}
    return {**head, part.removeprefix("/"): doc[part.removeprefix("/")]}


def _json(uri: str, doc: Any) -> types.ReadResourceResult:
    text = json.dumps(doc, ensure_ascii=False, separators=(",", ":"))
    return types.ReadResourceResult(
        contents=[types.TextResourceContents(uri=uri, mime_type="application/json", text=text)]
    )


def read(runtime: Any, uri: str, reasoning_on: bool) -> types.ReadResourceResult:
    """The resource at ``uri``. The server's own documents (instructions, catalogs, contracts) name the tools
    as the session does; stored things (artifacts, reasoning runs, experiments) are returned as stored."""
    from jacobian.state.errors import StateError

    if uri == "jacobian://instructions":
        text = in_text(instructions_text())
        return types.ReadResourceResult(
            contents=[types.TextResourceContents(uri=uri, mime_type="text/markdown", text=text)]
        )
    if uri == "capability://catalog":
        return _json(uri, in_document(catalog_document(runtime)))
    if uri == "reference://catalog":
        return _json(uri, in_document(reference_catalog(runtime)))
    if m := CONTRACT_RE.match(uri):
        doc = contract_document(runtime, m.group(1))
        if doc is None:
            raise MCPError(
                code=RESOURCE_NOT_FOUND,
                message=f"UNKNOWN_CAPABILITY: no installed capability {m.group(1)!r}",
                data={"uri": uri, "code": "UNKNOWN_CAPABILITY"},
            )
        return _json(uri, in_document(doc))
    if ARTIFACT_RE.match(uri):
        try:
            art = runtime.state.artifacts.get(uri)
        except StateError as err:
            code = RESOURCE_NOT_FOUND if err.code.value == "ARTIFACT_NOT_FOUND" else INTERNAL_ERROR
            raise MCPError(
                code=code, message=f"{err.code.value}: {err.message}", data={"uri": uri, "code": err.code.value}
            ) from None
        return _json(
            uri,
            {
                "uri": art.uri,
                "schema": art.schema,
                "semantics": art.semantics,
                "summary": art.summary,
                "parents": list(art.parents),
                "object_digest": art.object_digest,
                "payload_digest": art.payload_digest,
                "payload": art.payload,
            },
        )
    if m := EXPERIMENT_RE.match(uri):
        return _json(uri, experiment_document(runtime, uri, m.group(1), m.group(2)))
    if reasoning_on and (m := REASONING_RE.match(uri)):
        log = runtime.reasoning
        text = log.export_ndjson(m.group(1)) if log is not None else ""
        if not text:
            raise MCPError(
                code=RESOURCE_NOT_FOUND,
                message=f"REASONING_RUN_UNKNOWN: no reasoning run {m.group(1)}",
                data={"uri": uri, "code": "REASONING_RUN_UNKNOWN"},
            )
        return types.ReadResourceResult(
            contents=[types.TextResourceContents(uri=uri, mime_type="application/x-ndjson", text=text)]
        )
    raise MCPError(code=RESOURCE_NOT_FOUND, message=f"no resource {uri!r}", data={"uri": uri})
