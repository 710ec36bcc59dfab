"""``claim.*``: check and decompose propositional claim structures, served by the runtime itself.

No backend runs: a claim is a stored ``jacobian.claim.propositional_structure.v1`` artifact,
checked by :mod:`.structure` and decomposed by :mod:`.decompose` in the server process. A
decomposition is structural only: its results are COMPUTED and say that proving the parts is
what remains, never that anything was proved.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

from jacobian.capability import Interpretation, InterpretError, Output, Request, Retained, RuntimeServed, ServedCall
from jacobian.contracts.descriptor import DeclaredRelationship, InvocationExample
from jacobian.contracts.diagnostics import Code, Stage, json_path, validation_message
from jacobian.contracts.enums import Completeness, Conclusion, InputKind, Mode, Qualifier
from jacobian.contracts.result import Obligation

from .decompose import RECONSTRUCT, ReconstructionError, digest, reconstruct, subtrees
from .models import (
    KIND,
    KIND_VERSION,
    MAX_REPORTED,
    STRUCTURE_SCHEMA,
    ClaimNode,
    Connective,
    DecomposeOutput,
    DecomposeRequest,
    Defect,
    Part,
    Reconstruction,
    ReconstructOutput,
    ReconstructRequest,
    Role,
    SourceBinding,
    ValidateOutput,
    ValidateRequest,
)
from .structure import StoredStructure, check

if TYPE_CHECKING:
    from jacobian.state import State

ARTIFACT_SCHEMAS = {STRUCTURE_SCHEMA: (StoredStructure, False)}
KINDS = {KIND: (KIND_VERSION, STRUCTURE_SCHEMA)}  # the registered claim kinds
PART_SEMANTICS = "claim.part"
SAMPLE_URI = "artifact://sha256/" + "0" * 64
EXAMPLE = {
    "root": "all",
    "nodes": [
        {"id": "all", "connective": "CONJUNCTION", "children": ["p", "q"], "span": {"start": 0, "end": 23}},
        {"id": "p", "connective": "ATOM", "payload": "n is even", "span": {"start": 0, "end": 9}},
        {"id": "q", "connective": "ATOM", "payload": "n > 2", "span": {"start": 14, "end": 23}},
    ],
}


def _load(state: State, uri: str) -> Any:
    from jacobian.state import StateError

    try:
        return state.artifacts.get(uri)
    except StateError as exc:
        raise InterpretError(exc.code, exc.message, path="$.payload.artifact", stage=Stage.STORAGE) from exc


Req = TypeVar("Req", bound=Request)
Out = TypeVar("Out", bound=Output)


class _ClaimCapability(RuntimeServed[Req, Out, None]):
    domain = "claims"
    modes = (Mode.EXPLORE,)
    input_kinds: ClassVar[tuple[InputKind, ...]] = (InputKind.STRUCTURED_REQUEST, InputKind.TYPED_ARTIFACT)
    artifact_types = (STRUCTURE_SCHEMA,)


class ClaimValidate(_ClaimCapability[ValidateRequest, ValidateOutput]):
    id = "claim.validate"
    title = "Is this a well-formed claim structure (propositional tree of a registered kind)?"
    description = (
        f"Checks a stored artifact (by URI) or an inline structure as a claim of a registered kind ({KIND} v1: "
        "nodes with unique ids, connectives ATOM, CONJUNCTION, DISJUNCTION, IMPLICATION, NEGATION, BICONDITIONAL, "
        "QUANTIFIER with their arities, opaque payloads, optional source spans, a root; a finite tree within the node "
        "and depth bounds). TRUE, or FALSE with every defect's code and JSON path. Store a claim with artifact.put "
        f"under {STRUCTURE_SCHEMA}, which refuses the same defects."
    )
    tags = (
        "claim",
        "validate",
        "well-formed",
        "check",
        "structure",
        "proposition",
        "statement",
        "logic",
        "formula",
        "tree",
        "lint",
    )
    conclusions = (Conclusion.TRUE, Conclusion.FALSE)
    relationships = (
        DeclaredRelationship(
            kind="PRODUCES_INPUT_FOR", target="claim.conjunction.split", description="a well-formed stored claim"
        ),
    )
    examples = (
        InvocationExample(title="an inline conjunction of two atoms", payload={"structure": EXAMPLE}),
        InvocationExample(title="a stored claim", payload={"artifact": SAMPLE_URI}),
    )

    def serve(self, call: ServedCall[ValidateRequest, None]) -> Interpretation:
        request, state = call.request, call.state
        if request.artifact is not None:
            stored = _load(state, request.artifact)
            kind = next((k for k, (_, schema) in KINDS.items() if schema == stored.schema), None)
            raw, what = stored.payload, f"artifact {request.artifact} ({stored.schema})"
        else:
            kind = request.kind if request.kind in KINDS else None
            raw, what = request.structure, f"the inline {request.kind} structure"
        if kind is None:
            registered = ", ".join(f"{k} v{v} ({s})" for k, (v, s) in KINDS.items())
            defects = [Defect(code=Code.CLAIM_KIND_UNREGISTERED, path="$", message=f"registered kinds: {registered}")]
            return self._answer(request, None, defects, None, f"{what} is not of a registered claim kind")
        report = check(raw)
        facts = (len(report.structure.nodes), report.depth) if report.ok and report.structure else None
        return self._answer(request, kind, report.defects, facts, f"every rule of {kind} v1 was checked on {what}")

    def _answer(
        self, request: ValidateRequest, kind: str | None, defects: list[Defect], facts: Any, basis: str
    ) -> Interpretation:
        ok = not defects
        out = ValidateOutput(
            well_formed=ok,
            kind=kind,
            version=KINDS[kind][0] if kind else None,
            artifact=request.artifact,
            node_count=facts[0] if facts else None,
            depth=facts[1] if facts else None,
            defects=tuple(defects[:MAX_REPORTED]),
            defects_truncated=len(defects) > MAX_REPORTED,
        )
        return Interpretation(
            Conclusion.TRUE if ok else Conclusion.FALSE,
            out,
            Completeness.COMPLETE,
            basis,
            assurance_basis="checked by the runtime's bounded structure walk (providers/claim/structure.py); "
            "well-formedness is about shape only, not about the truth of the claim",
            qualifiers=(Qualifier.EXACT, Qualifier.DETERMINISTIC, Qualifier.EXHAUSTIVE),
        )


class _Decompose(_ClaimCapability[DecomposeRequest, DecomposeOutput]):
    """Split a stored claim at its root: one part per child, with ``roles`` in order."""

    connective: ClassVar[Connective]
    roles: ClassVar[tuple[Role, ...] | None] = None  # None: every child is a CONJUNCT
    assumes: ClassVar[dict[int, tuple[int, ...]]] = {}
    statement: ClassVar[str]
    conclusions = (Conclusion.VALUE,)

    def serve(self, call: ServedCall[DecomposeRequest, None]) -> Interpretation:
        request, state = call.request, call.state
        uri = request.artifact
        stored = _load(state, uri)
        if stored.schema != STRUCTURE_SCHEMA:
            raise InterpretError(
                Code.CLAIM_KIND_UNREGISTERED,
                f"artifact {uri} is a {stored.schema}, not a {STRUCTURE_SCHEMA}",
                path="$.payload.artifact",
                stage=Stage.VALIDATE,
            )
        report = check(stored.payload)
        if not report.ok or report.structure is None:
            first = report.defects[0]
            raise InterpretError(
                first.code, f"{uri} at {first.path}: {first.message}", path="$.payload.artifact", stage=Stage.VALIDATE
            )
        payload = stored.payload
        root = next(n for n in payload["nodes"] if n["id"] == payload["root"])
        connective = Connective(root["connective"])
        if connective is not self.connective:
            raise InterpretError(
                Code.UNSUPPORTED_TOP_LEVEL_CONNECTIVE,
                f"the root {root['id']!r} of {uri} is a {connective.value}; {self.id} decomposes "
                f"{self.connective.value} roots only",
                path="$.payload.artifact",
                stage=Stage.VALIDATE,
            )
        structures = subtrees(payload)
        node_order = [n["id"] for n in payload["nodes"]]
        if digest(reconstruct(root, node_order, structures)) != stored.payload_digest:  # pragma: no cover
            raise InterpretError(Code.INTERNAL_ERROR, "the parts do not rebuild the source", stage=Stage.INTERPRET)
        parts, retain = [], []
        for k, sub in enumerate(structures):
            role = self.roles[k] if self.roles else Role.CONJUNCT
            summary = f"part {k} ({role.value}) of {uri}"
            part_uri = _store(state, sub, summary)
            retain.append(Retained(STRUCTURE_SCHEMA, PART_SEMANTICS, sub, summary, relationship="DECOMPOSED_PART"))
            parts.append(
                Part(
                    index=k,
                    role=role,
                    root_id=sub["root"],
                    connective=Connective(next(n for n in sub["nodes"] if n["id"] == sub["root"])["connective"]),
                    node_count=len(sub["nodes"]),
                    assumes=self.assumes.get(k, ()),
                    structure=sub,
                    payload_digest=digest(sub),
                    uri=part_uri,
                )
            )
        out = DecomposeOutput(
            source=SourceBinding(
                uri=uri, schema=stored.schema, object_digest=stored.object_digest, payload_digest=stored.payload_digest
            ),
            root_id=root["id"],
            connective=connective,
            parts=tuple(parts),
            reconstruction=Reconstruction(function=RECONSTRUCT, root_node=root, node_order=node_order),
            statement=self.statement,
        )
        return Interpretation(
            Conclusion.VALUE,
            out,
            Completeness.COMPLETE,
            f"every immediate subtree of the root of {uri} is a part; with the reconstruction data they rebuild "
            "its payload digest exactly",
            assurance_basis="computed by the runtime from the structure's shape alone; nothing about the truth of "
            "the source or of any part was established",
            qualifiers=(Qualifier.EXACT, Qualifier.DETERMINISTIC),
            obligations=(
                Obligation(
                    kind="DECOMPOSITION_IS_NOT_PROOF",
                    description=f"{len(parts)} parts remain to be proved, each in its role; this decomposition "
                    "proves none of them and nothing about the source",
                ),
            ),
            retain=tuple(retain),
        )


def _store(state: State, structure: dict[str, Any], summary: str) -> str:
    from jacobian.state import StateError

    try:
        return str(state.artifacts.put(STRUCTURE_SCHEMA, PART_SEMANTICS, structure, summary=summary, producer=True))
    except StateError as exc:
        raise InterpretError(exc.code, exc.message, stage=Stage.STORAGE) from exc


class ConjunctionSplit(_Decompose):
    id = "claim.conjunction.split"
    title = "Split a conjunctive claim into its conjuncts (subgoals), with exact reconstruction"
    description = (
        f"For a stored {STRUCTURE_SCHEMA} claim whose root is a CONJUNCTION: its immediate subtrees in order, each "
        "with role CONJUNCT, as its own stored structure (a conjunct that is itself a conjunction stays one part: "
        "split it again by its URI), the source binding (URI, object and payload digests) and the data that rebuilds "
        "the source exactly. Another root connective is UNSUPPORTED_TOP_LEVEL_CONNECTIVE. COMPUTED: a split is not a "
        "proof of anything."
    )
    tags = (
        "claim",
        "conjunction",
        "split",
        "decompose",
        "conjuncts",
        "subgoals",
        "and",
        "goals",
        "proposition",
        "structure",
        "logic",
    )
    connective = Connective.CONJUNCTION
    statement = (
        "The source holds exactly when every CONJUNCT holds (conjunction introduction and elimination). "
        "The split is structural: it proves no part and nothing about the source."
    )
    relationships = (
        DeclaredRelationship(kind="CONSUMES", target="artifact.put", description=f"a {STRUCTURE_SCHEMA} artifact"),
    )
    examples = (InvocationExample(title="split a stored conjunction", payload={"artifact": SAMPLE_URI}),)


class ImplicationObligations(_Decompose):
    id = "claim.implication.obligations"
    title = "Turn an implication claim into its proof obligations: assume the antecedent, prove the consequent"
    description = (
        f"For a stored {STRUCTURE_SCHEMA} claim whose root is an IMPLICATION: the antecedent (role ASSUME_ANTECEDENT) "
        "and the consequent (role PROVE_CONSEQUENT_UNDER_ANTECEDENT, which may assume part 0), each as its own stored "
        "structure, the source binding (URI and digests) and the data that rebuilds the source exactly. Another root "
        "connective is UNSUPPORTED_TOP_LEVEL_CONNECTIVE. COMPUTED: the obligations are not a proof."
    )
    tags = (
        "claim",
        "implication",
        "obligations",
        "antecedent",
        "consequent",
        "hypothesis",
        "assume",
        "implies",
        "subgoals",
        "decompose",
        "proposition",
        "logic",
    )
    connective = Connective.IMPLICATION
    roles = (Role.ASSUME_ANTECEDENT, Role.PROVE_CONSEQUENT_UNDER_ANTECEDENT)
    assumes = {1: (0,)}
    statement = (
        "Proving the consequent (part 1) while assuming the antecedent (part 0) proves the source (implication "
        "introduction). The obligations are structural: nothing has been proved."
    )
    relationships = (
        DeclaredRelationship(kind="CONSUMES", target="artifact.put", description=f"a {STRUCTURE_SCHEMA} artifact"),
    )
    examples = (InvocationExample(title="obligations of a stored implication", payload={"artifact": SAMPLE_URI}),)


def _invalid(code: Code, message: str, path: str) -> InterpretError:
    return InterpretError(code, message, path=path, stage=Stage.VALIDATE)


class ClaimReconstruct(_ClaimCapability[ReconstructRequest, ReconstructOutput]):
    id = "claim.reconstruct"
    title = "Rebuild a decomposed claim from its parts and the reconstruction data (round-trip check)"
    description = (
        "Given the `reconstruction` of a claim.conjunction.split or claim.implication.obligations answer and the "
        "parts' structures in order, rebuilds the source structure exactly and returns it with its payload digest: "
        "equal to the source's payload digest when the parts are intact. Each part must be a well-formed structure "
        "whose root is the matching child of the root node, and together they must hold exactly the source's nodes."
    )
    tags = ("claim", "reconstruct", "rebuild", "recombine", "round-trip", "parts", "digest", "structure")
    input_kinds = (InputKind.STRUCTURED_REQUEST,)
    conclusions = (Conclusion.VALUE,)
    relationships = (
        DeclaredRelationship(
            kind="CONSUMES", target="claim.conjunction.split", description="its `reconstruction` and parts"
        ),
    )
    examples = (
        InvocationExample(
            title="rebuild p AND q from its two conjuncts",
            payload={
                "reconstruction": {
                    "function": RECONSTRUCT,
                    "root_node": EXAMPLE["nodes"][0],
                    "node_order": ["all", "p", "q"],
                },
                "parts": [{"root": "p", "nodes": [EXAMPLE["nodes"][1]]}, {"root": "q", "nodes": [EXAMPLE["nodes"][2]]}],
            },
        ),
    )

    def serve(self, call: ServedCall[ReconstructRequest, None]) -> Interpretation:
        from pydantic import ValidationError

        request = call.request
        recon = request.reconstruction
        try:
            ClaimNode.model_validate(recon.root_node)
        except ValidationError as exc:
            err = exc.errors(include_url=False)[0]
            where = json_path(err["loc"], "$.payload.reconstruction.root_node")
            raise _invalid(Code.INVALID_REQUEST, validation_message(err), where) from None
        for k, part in enumerate(request.parts):
            report = check(part)
            if report.defects:
                first = report.defects[0]
                raise _invalid(first.code, first.message, f"$.payload.parts[{k}]" + first.path[1:])
        try:
            rebuilt = reconstruct(recon.root_node, list(recon.node_order), request.parts)
        except ReconstructionError as exc:
            raise _invalid(Code.INVALID_REQUEST, str(exc), "$.payload.parts") from None
        report = check(rebuilt)
        if report.defects:
            first = report.defects[0]
            raise _invalid(first.code, f"the rebuilt structure at {first.path}: {first.message}", "$.payload")
        return Interpretation(
            Conclusion.VALUE,
            ReconstructOutput(structure=rebuilt, payload_digest=digest(rebuilt)),
            Completeness.COMPLETE,
            "every node of the reconstruction's order was placed, each from exactly one part or the root node",
            assurance_basis="rebuilt by the runtime (providers/claim/decompose.py reconstruct) and checked as a "
            "well-formed structure; compare payload_digest with the source's",
            qualifiers=(Qualifier.EXACT, Qualifier.DETERMINISTIC),
        )


CAPABILITIES = (ClaimValidate(), ConjunctionSplit(), ImplicationObligations(), ClaimReconstruct())
