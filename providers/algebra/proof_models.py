"""Request and output models of the equational-proof capabilities (Pydantic only; no prover imports).

The proof format ``equational-proof/1`` and its limits are the checker's
(:mod:`jacobian.checkers.algebra.proof_check`): one definition, read here to refuse an oversized
proof at validation, with its path, before any job.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, field_validator, model_validator

from jacobian.capability import BudgetRequest, Output, Request
from jacobian.checkers.algebra.proof_check import MAX_LEMMAS, MAX_STEPS, MAX_TERM_DEPTH, MAX_TERM_TEXT
from jacobian.contracts.result import ARTIFACT_URI_PATTERN

from .laws import GRAMMAR, LawInput, LawTree, checked
from .models import MAX_SOURCES

PROOF_FORMAT = "equational-proof/1"
PROOF_SCHEMA = "jacobian.algebra.equational_proof.v1"  # a stored EquationalProof (client-writable)
DEFAULT_FLATTEN = 10_000  # expand lemmas into source-law steps when the expanded proof is at most this long

TermText = Annotated[str, StringConstraints(max_length=MAX_TERM_TEXT)]


class ProofStep(BaseModel):
    """One rewrite: the subterm at ``at`` is the law's side under ``subst``; it becomes the other side."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    law: int | None = Field(default=None, ge=0, description="a source law (index into sources)")
    lemma: int | None = Field(default=None, ge=0, description="an earlier lemma (index into lemmas)")
    mirror: bool = Field(default=False, description="use the law right to left")
    at: list[Literal[0, 1]] = Field(
        max_length=MAX_TERM_DEPTH,
        description="position of the rewritten subterm: 0 left factor, 1 right, from the root",
    )
    subst: dict[str, TermText] = Field(description="a term for every variable of the law")
    term: TermText = Field(description="the whole term after this step")

    @model_validator(mode="after")
    def _one_law(self) -> ProofStep:
        """A step rewrites by exactly one of `law` (a source law) or `lemma` (an earlier lemma), not both."""
        if (self.law is None) == (self.lemma is None):
            raise ValueError("a step names exactly one of `law` (a source law) or `lemma` (an earlier lemma)")
        return self


class ProofLemma(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    lhs: TermText = Field(description="the lemma's left side, a term of the law grammar (e.g. x*(y*x))")
    rhs: TermText = Field(description="the lemma's right side, a term of the law grammar")
    steps: list[ProofStep] = Field(max_length=MAX_STEPS, description="a chain from lhs to rhs")


class EquationalProof(BaseModel):
    """A chain from the target's left side to its right side; lemmas (each with its own chain) first."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    lemmas: list[ProofLemma] = Field(default_factory=list, max_length=MAX_LEMMAS)
    steps: list[ProofStep] = Field(max_length=MAX_STEPS)

    @model_validator(mode="after")
    def _bounded(self) -> EquationalProof:
        """The whole proof, its main chain and every lemma's chain together, has at most the step limit."""
        total = self.total_steps()
        if total > MAX_STEPS:
            raise ValueError(f"the proof has {total} steps over its chains; at most {MAX_STEPS}")
        return self

    def total_steps(self) -> int:
        return len(self.steps) + sum(len(lm.steps) for lm in self.lemmas)


class ImplicationLaws(Request):
    sources: list[LawInput] = Field(
        min_length=1, max_length=MAX_SOURCES, description=f"the laws assumed, each {GRAMMAR}"
    )
    target: LawInput = Field(description=f"the law to derive from the sources, {GRAMMAR}")

    @field_validator("sources")
    @classmethod
    def _sources(cls, value: list[LawInput]) -> list[LawInput]:
        """Each source law is well formed (the law grammar, its bounds on variables, nodes and depth)."""
        for i, law in enumerate(value):
            try:
                checked(law)
            except ValueError as exc:
                raise ValueError(f"sources[{i}]: {exc}") from None
        return value

    @field_validator("target")
    @classmethod
    def _target(cls, value: LawInput) -> LawInput:
        """The target law is well formed (the law grammar, its bounds on variables, nodes and depth)."""
        try:
            checked(value)
        except ValueError as exc:
            raise ValueError(f"target: {exc}") from None
        return value

    def typed(self) -> tuple[list[LawTree], LawTree]:
        return [checked(s) for s in self.sources], checked(self.target)

    def subject(self) -> dict[str, object]:
        """The question as the caller gave it (the checker parses the laws itself)."""
        raw = self.model_dump(mode="json", include={"sources", "target"})
        return {"sources": raw["sources"], "target": raw["target"]}


class ProveLimits(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    seconds: int = Field(default=10, ge=1, le=600, description="E's CPU time")


class ProveRequest(ImplicationLaws):
    limits: ProveLimits | None = None
    flatten_up_to: int = Field(
        default=DEFAULT_FLATTEN,
        ge=0,
        le=MAX_STEPS,
        description="write every step by a source law (lemmas expanded) when that takes at most this many steps; "
        "else keep the lemmas",
    )
    budget: BudgetRequest | None = None


ProveStatus = Literal["PROVED", "NOT_IMPLIED", "UNKNOWN"]


class ProveOutput(Output):
    status: ProveStatus = Field(
        description="PROVED (a chain of equations), NOT_IMPLIED (E saturated the sources without the target), UNKNOWN"
    )
    proof: EquationalProof | None = None
    steps: int | None = Field(default=None, description="steps over the main chain and every lemma")
    lemmas: int | None = None
    prover: str | None = None
    prover_status: str | None = Field(default=None, description="E's SZS status")
    prover_seconds: float | None = None
    reason: str | None = Field(default=None, description="why no proof came back (UNKNOWN)")


class ProofVerifyRequest(ImplicationLaws):
    proof: EquationalProof | None = Field(default=None, description="the proof inline (a payload is at most 4 MiB)")
    proof_artifact: str | None = Field(
        default=None,
        pattern=ARTIFACT_URI_PATTERN,
        description=f"URI of a stored {PROOF_SCHEMA} artifact (e.g. retained by the prove operation), instead of "
        "`proof`: the way to check a proof larger than a payload",
    )

    @model_validator(mode="after")
    def _exactly_one_proof(self) -> ProofVerifyRequest:
        """Give the proof inline (`proof`) or as a stored artifact (`proof_artifact`): exactly one of them."""
        if (self.proof is None) == (self.proof_artifact is None):
            raise ValueError("give exactly one of `proof` or `proof_artifact`")
        return self
