"""``artifact.put``: store a typed payload under a registered, client-writable schema.

Served by the runtime itself (``runtime_served``): nothing is spawned. The
store refuses producer-only schemas (verification records, evidence), so this
capability can never forge what only the verification stage may write.
"""

from __future__ import annotations

import re
from typing import Any

from pydantic import Field

from jacobian.capability import CapabilityDefinition, Interpretation, InterpretError, Output, Request
from jacobian.contracts.descriptor import DeclaredRelationship, InvocationExample
from jacobian.contracts.diagnostics import Code, Stage
from jacobian.contracts.enums import Completeness, Conclusion, InputKind, Mode, Qualifier

ID_PATTERN = r"^[a-z][a-z0-9_]*(\.[a-z0-9_]+)*$"
URI_PATTERN = r"^artifact://sha256/[0-9a-f]{64}$"


class PutRequest(Request):
    schema_id: str = Field(alias="schema", pattern=ID_PATTERN, max_length=128, description="a registered schema id, e.g. jacobian.sat.cnf.v1")
    semantics: str = Field(default="user", pattern=ID_PATTERN, max_length=128, description="what the payload means under the schema")
    payload: dict[str, Any] = Field(description="the typed payload, validated against the schema's model")
    summary: str = Field(default="", max_length=200)
    parents: list[str] = Field(default_factory=list, max_length=32, description="artifacts this one derives from")


class PutOutput(Output):
    uri: str
    schema_id: str = Field(alias="schema")
    semantics: str
    object_digest: str
    payload_digest: str


class ArtifactPut(CapabilityDefinition):
    id = "artifact.put"
    title = "Store a typed payload as a content-addressed artifact"
    description = (
        "Stores a JSON payload under a registered artifact schema (validated against that schema) and returns its "
        "artifact://sha256/<digest> URI, which other operations accept in place of inline input (e.g. a CNF formula "
        "for sat.solve's cnf_artifact). Producer-only schemas such as verification records cannot be stored."
    )
    domain = "artifacts"
    family = "runtime"
    tags = ("artifact", "store", "save", "upload", "content-addressed", "reference")
    modes = (Mode.EXPLORE,)
    conclusions = (Conclusion.VALUE,)
    input_kinds = (InputKind.STRUCTURED_REQUEST, InputKind.TYPED_ARTIFACT)
    engine_selectable = False
    runtime_served = True
    Request = PutRequest
    Output = PutOutput
    relationships = (
        DeclaredRelationship(kind="PRODUCES_INPUT_FOR", target="sat.solve", description="a jacobian.sat.cnf.v1 artifact is accepted as cnf_artifact"),
    )
    examples = (
        InvocationExample(
            title="store a small CNF formula",
            payload={"schema": "jacobian.sat.cnf.v1", "payload": {"dimacs": "p cnf 2 1\n1 -2 0\n"}, "summary": "a tiny formula"},
        ),
    )

    def serve(self, request: PutRequest, state: Any) -> Interpretation:
        from jacobian.state import StateError

        for i, uri in enumerate(request.parents):
            if not re.match(URI_PATTERN, uri):
                raise InterpretError(Code.INVALID_REQUEST, f"parent {uri!r} is not an artifact URI", path=f"$.payload.parents[{i}]", stage=Stage.VALIDATE)
        try:
            uri = state.artifacts.put(request.schema_id, request.semantics, request.payload, parents=tuple(request.parents), summary=request.summary)
            stored = state.artifacts.get(uri)
        except StateError as exc:
            path = "$.payload" + exc.path[1:] if exc.path and exc.path.startswith("$") else exc.path
            raise InterpretError(exc.code, exc.message, path=path, stage=Stage.STORAGE) from exc
        return Interpretation(
            conclusion=Conclusion.VALUE,
            output=PutOutput(uri=uri, schema=stored.schema, semantics=stored.semantics, object_digest=stored.object_digest, payload_digest=stored.payload_digest),
            completeness=Completeness.COMPLETE,
            completeness_basis="the whole payload was stored and read back intact",
            assurance_basis="stored by the runtime; the URI is the sha256 of the artifact manifest, re-checked on every read",
            qualifiers=(Qualifier.EXACT, Qualifier.DETERMINISTIC),
        )


CAPABILITIES = (ArtifactPut(),)
