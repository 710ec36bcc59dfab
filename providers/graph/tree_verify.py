"""graph.induced_tree.maximum.verify: check a stored maximum-induced-tree result without re-running the search.

The result is the ``jacobian.graph.induced_tree_result.v1`` artifact a ``graph.induced_tree.maximum`` run retained
(producer-only: no client can write one); it binds the DRAT proof retained by the same run by the sha256 of its
text and the digest of the CNF it refutes. ``parse`` loads both, refuses a proof that is not the one the result
names, and the independent checker (``graph.induced_tree.drat``) then tests the witness and replays the proof
against its own encoding, or, on at most 14 vertices without a proof, tries every larger vertex set itself.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError

from jacobian.capability import ArtifactReader, Call, CheckerBacked, Evidence, invalid
from jacobian.contracts.descriptor import DeclaredRelationship, InvocationExample
from jacobian.contracts.enums import InputKind, Mode

from ..sat.models import DRAT_SCHEMA
from .models import INDUCED_TREE_RESULT_SCHEMA, InducedTreeResult, InducedTreeVerifyRequest

EXHAUSTED_UP_TO = 14  # the checker's own bound (jacobian.checkers.graph.induced_tree_check)


@dataclass(frozen=True)
class StoredResult:
    result: InducedTreeResult
    proof_text: str | None


def _proof(artifacts: ArtifactReader, uri: str, result: InducedTreeResult) -> str:
    where, refutation = "$.payload.proof_artifact", result.refutation
    assert refutation is not None
    schema, payload = artifacts(uri)
    if schema != DRAT_SCHEMA or payload.get("encoding") != "text" or not isinstance(payload.get("proof_text"), str):
        raise invalid(f"the artifact is a {schema}, not a text {DRAT_SCHEMA}", where)
    text = payload["proof_text"]
    if "sha256:" + hashlib.sha256(text.encode()).hexdigest() != refutation.proof_sha256:
        raise invalid("this proof is not the one the result names (its text has another sha256)", where)
    if "sha256:" + str(payload.get("formula_sha256")) != refutation.cnf_sha256:
        raise invalid("this proof refutes another CNF than the one the result names", where)
    return text


class InducedTreeVerify(CheckerBacked[InducedTreeVerifyRequest, StoredResult]):
    id = "graph.induced_tree.maximum.verify"
    title = "Re-check a stored induced-tree result (its witness and DRAT proof) without searching again"
    description = (
        f"Checks the {INDUCED_TREE_RESULT_SCHEMA} artifact a graph.induced_tree.maximum run retained, with the DRAT "
        "proof the same run retained (bound to the result by the sha256 of its text and of the CNF it refutes): an "
        "independent checker reads the stored graph, tests that the witness vertices induce a tree of the stored "
        "size and replays the proof against its own CNF of 'an induced tree one vertex larger' (LRAT kernel); on at "
        "most 14 vertices the proof may be omitted and the checker tries every larger vertex set. No search runs."
    )
    domain = "graphs"
    tags = (
        "graph",
        "induced-tree",
        "maximum",
        "verify",
        "check",
        "drat",
        "lineage",
        "recheck",
    )
    input_kinds = (InputKind.TYPED_ARTIFACT,)
    artifact_types = (INDUCED_TREE_RESULT_SCHEMA, DRAT_SCHEMA)
    relationships = (
        DeclaredRelationship(
            kind="VERIFIES_OUTPUT_OF", target="graph.induced_tree.maximum", description="its retained result and proof"
        ),
    )
    verify_claims = ("INDUCED_TREE_MAXIMUM",)
    examples = (
        InvocationExample(
            title="the two artifacts a graph.induced_tree.maximum run listed in artifact_uris (URIs shown as patterns)",
            payload={
                "result_artifact": "artifact://sha256/" + "1" * 64,
                "proof_artifact": "artifact://sha256/" + "2" * 64,
            },
            mode=Mode.VERIFY,
        ),
    )

    def parse(self, request: InducedTreeVerifyRequest, artifacts: ArtifactReader) -> StoredResult:
        schema, payload = artifacts(request.result_artifact)
        if schema != INDUCED_TREE_RESULT_SCHEMA:
            raise invalid(
                f"the artifact is a {schema}, not a {INDUCED_TREE_RESULT_SCHEMA}", "$.payload.result_artifact"
            )
        try:
            result = InducedTreeResult.model_validate(payload)
        except ValidationError as exc:  # a stored producer payload that no longer reads: refuse, never guess
            message = f"the stored result does not read: {exc.errors()[0]['msg']}"
            raise invalid(message, "$.payload.result_artifact") from None
        if result.refutation is None:
            if request.proof_artifact is not None:
                raise invalid("the result rests on no proof (the whole graph is a tree)", "$.payload.proof_artifact")
            return StoredResult(result, None)
        if request.proof_artifact is None:
            if len(result.graph.vertices) <= EXHAUSTED_UP_TO:
                return StoredResult(result, None)
            raise invalid(
                f"a graph of more than {EXHAUSTED_UP_TO} vertices needs the run's DRAT proof",
                "$.payload.proof_artifact",
            )
        return StoredResult(result, _proof(artifacts, request.proof_artifact, result))

    def evidence(self, call: Call[InducedTreeVerifyRequest, StoredResult]) -> Evidence:
        result, text = call.parsed.result, call.parsed.proof_text
        refuted: dict[str, Any] | None = None
        if result.refutation is not None and text is not None:
            refuted = {"size": result.refutation.size, "cnf_sha256": result.refutation.cnf_sha256, "proof_text": text}
        claim = {"kind": "INDUCED_TREE_MAXIMUM", "value": result.maximum}
        subject = {"graph": result.graph.model_dump(mode="json")}
        return Evidence(claim, "vertex-set+cnf-drat/1", subject, {"vertices": result.vertices, "refutation": refuted})


TREE_VERIFY_CAPABILITIES = (InducedTreeVerify(),)
