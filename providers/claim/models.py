"""Models of the claim capabilities: the PROPOSITIONAL_STRUCTURE v1 shape, requests and outputs.

A propositional structure is a finite tree given flat: ``nodes`` (each with a unique ``id``, a
``connective``, the ordered ids of its ``children``, an opaque ``payload`` for ATOM and QUANTIFIER,
an optional source ``span``) and the ``root`` id. This module bounds the *shape* (types, lengths,
patterns); the tree rules (unique ids, arities, references, no cycle, no sharing, every node
reachable, depth) are :mod:`.structure`'s bounded walk, which gives each defect its own code.
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, model_validator

from jacobian.capability import Output, Request
from jacobian.contracts.diagnostics import Code
from jacobian.contracts.enums import StrEnum
from jacobian.contracts.result import ARTIFACT_URI_PATTERN

STRUCTURE_SCHEMA = "jacobian.claim.propositional_structure.v1"
KIND = "PROPOSITIONAL_STRUCTURE"
KIND_VERSION = 1
MAX_CLAIM_NODES = 4096  # nodes of one structure, and child references (a tree of n nodes has n - 1)
MAX_CLAIM_DEPTH = 256  # nodes on one root-to-leaf path (a lone ATOM has depth 1)
MAX_PAYLOAD_CHARS = 4096  # one ATOM's or QUANTIFIER's opaque payload
MAX_SPAN_OFFSET = 1 << 31
MAX_REPORTED = 32  # defects claim.validate reports (the walk still visits everything)
NODE_ID_PATTERN = r"^[A-Za-z0-9_.:-]{1,64}$"
NodeId = Annotated[str, Field(pattern=NODE_ID_PATTERN)]


class Connective(StrEnum):
    ATOM = "ATOM"
    CONJUNCTION = "CONJUNCTION"
    DISJUNCTION = "DISJUNCTION"
    IMPLICATION = "IMPLICATION"
    NEGATION = "NEGATION"
    BICONDITIONAL = "BICONDITIONAL"
    QUANTIFIER = "QUANTIFIER"


# (minimum, maximum or None) children of each connective.
ARITY: dict[Connective, tuple[int, int | None]] = {
    Connective.ATOM: (0, 0),
    Connective.NEGATION: (1, 1),
    Connective.QUANTIFIER: (1, 1),
    Connective.IMPLICATION: (2, 2),
    Connective.BICONDITIONAL: (2, 2),
    Connective.CONJUNCTION: (2, None),
    Connective.DISJUNCTION: (2, None),
}
WITH_PAYLOAD = frozenset({Connective.ATOM, Connective.QUANTIFIER})


class Role(StrEnum):
    CONJUNCT = "CONJUNCT"
    ASSUME_ANTECEDENT = "ASSUME_ANTECEDENT"
    PROVE_CONSEQUENT_UNDER_ANTECEDENT = "PROVE_CONSEQUENT_UNDER_ANTECEDENT"


class Span(BaseModel):
    """Where the node's text is in the statement's source: character offsets, ``start <= end``."""

    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)

    start: int = Field(ge=0, le=MAX_SPAN_OFFSET)
    end: int = Field(ge=0, le=MAX_SPAN_OFFSET)

    @model_validator(mode="after")
    def _ordered(self) -> Span:
        if self.end < self.start:
            raise ValueError("span end is before its start")
        return self


class ClaimNode(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)

    id: str = Field(pattern=NODE_ID_PATTERN, description="unique within the structure")
    connective: Connective = Field(strict=False)
    children: list[NodeId] = Field(
        default_factory=list,
        max_length=MAX_CLAIM_NODES,
        description="ordered child ids: ATOM 0; NEGATION, QUANTIFIER 1; IMPLICATION (antecedent, consequent), "
        "BICONDITIONAL 2; CONJUNCTION, DISJUNCTION at least 2",
    )
    payload: str | None = Field(
        default=None,
        max_length=MAX_PAYLOAD_CHARS,
        description="opaque text, never interpreted: an ATOM's proposition, a QUANTIFIER's binder (e.g. 'forall n')",
    )
    span: Span | None = None

    @model_validator(mode="after")
    def _payload_where_it_belongs(self) -> ClaimNode:
        wants = self.connective in WITH_PAYLOAD
        if wants and self.payload is None:
            raise ValueError(f"a {self.connective.value} node needs a payload")
        if not wants and self.payload is not None:
            raise ValueError(f"a {self.connective.value} node has no payload (only ATOM and QUANTIFIER do)")
        return self


class PropositionalStructure(BaseModel):
    """The shape of a ``jacobian.claim.propositional_structure.v1`` payload (the tree rules are checked apart)."""

    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)

    root: str = Field(pattern=NODE_ID_PATTERN, description="the id of the root node")
    nodes: list[ClaimNode] = Field(min_length=1, max_length=MAX_CLAIM_NODES)


class Defect(BaseModel):
    """One reason a structure is not a well-formed claim: its code, JSON path and message."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    code: Code
    path: str = Field(description="JSON path inside the structure ($ is the structure itself)")
    message: str


class ValidateRequest(Request):
    artifact: str | None = Field(
        default=None, pattern=ARTIFACT_URI_PATTERN, description="a stored artifact to check (or give `structure`)"
    )
    structure: dict[str, Any] | None = Field(
        default=None, description=f"an inline structure of kind `kind` (the {STRUCTURE_SCHEMA} payload shape)"
    )
    kind: str = Field(default=KIND, max_length=64, description="the claim kind the inline structure should be")

    @model_validator(mode="after")
    def _one_subject(self) -> ValidateRequest:
        """Exactly one of `artifact` (a stored claim) and `structure` (an inline one) is given."""
        if (self.artifact is None) == (self.structure is None):
            raise ValueError("give exactly one of `artifact` and `structure`")
        return self


class ValidateOutput(Output):
    well_formed: bool
    kind: str | None = Field(description="the registered claim kind checked against, when there is one")
    version: int | None = None
    artifact: str | None = None
    node_count: int | None = Field(default=None, description="nodes of a well-formed structure")
    depth: int | None = Field(default=None, description="nodes on the longest root-to-leaf path")
    defects: tuple[Defect, ...] = Field(description=f"the reasons it is not well formed (at most {MAX_REPORTED})")
    defects_truncated: bool = False


class DecomposeRequest(Request):
    artifact: str = Field(pattern=ARTIFACT_URI_PATTERN, description=f"a stored {STRUCTURE_SCHEMA} artifact")


class SourceBinding(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    uri: str
    schema_id: str = Field(alias="schema")
    object_digest: str
    payload_digest: str


class Part(BaseModel):
    """One immediate subtree of the root, itself a structure of the same kind (stored as ``uri``)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    index: int = Field(description="position among the root's children")
    role: Role
    root_id: str
    connective: Connective = Field(description="the subtree's own root connective (nested grouping is kept)")
    node_count: int
    assumes: tuple[int, ...] = Field(default=(), description="indices of the parts this one may assume")
    structure: dict[str, Any] = Field(description="the subtree: its nodes exactly as in the source, in source order")
    payload_digest: str = Field(description="sha256 of the subtree's canonical JSON")
    uri: str = Field(description=f"the subtree stored as a {STRUCTURE_SCHEMA} artifact")


class Reconstruction(BaseModel):
    """What rebuilds the source from its parts: :func:`jacobian.providers.claim.decompose.reconstruct`,
    or the capability ``claim.reconstruct``."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    function: str = Field(max_length=128, description="the pure function that rebuilds the source")
    capability: str = Field(
        default="claim.reconstruct", max_length=64, description="the same, as an operation: a capability id"
    )
    root_node: dict[str, Any] = Field(description="the source's root node, exactly as stored")
    node_order: list[NodeId] = Field(max_length=MAX_CLAIM_NODES, description="every node id in the source's order")


class DecomposeOutput(Output):
    source: SourceBinding
    root_id: str
    connective: Connective
    parts: tuple[Part, ...]
    reconstruction: Reconstruction
    statement: str = Field(description="what the parts establish, and that the decomposition is not a proof")


class ReconstructRequest(Request):
    reconstruction: Reconstruction = Field(description="the `reconstruction` of a claim.* decomposition")
    parts: list[dict[str, Any]] = Field(
        max_length=MAX_CLAIM_NODES, description="the parts' `structure`s, in order (each may have been worked on)"
    )


class ReconstructOutput(Output):
    structure: dict[str, Any] = Field(description="the rebuilt source")
    payload_digest: str = Field(description="sha256 of its canonical JSON: the source's payload digest when intact")
