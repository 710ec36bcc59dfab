"""Equational proofs of magma-law implications: found by E, checked by replaying every step.

``universal_algebra.implication.prove`` runs E (Debian ``eprover``) in the ``algebra-eprover``
worker, which turns E's proof into the certificate ``equational-proof/1``: chains of equations,
each step one subterm rewritten by one instance of a source law (or an earlier lemma), with its
position and substitution. ``universal_algebra.proof.verify`` checks such a proof supplied by the
caller. Both hand the proof to the checker ``algebra.equational_proof.replay``, which reads the laws
itself and replays every step by matching.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, TypeVar

from pydantic import ValidationError

from jacobian.capability import (
    ArtifactReader,
    Call,
    CheckerBacked,
    Evidence,
    Interpretation,
    InterpretError,
    JobCall,
    Request,
    Retained,
    WorkerCapability,
    answer,
    invalid,
)
from jacobian.checkers.algebra.proof_check import MAX_STEPS, MAX_TERM_DEPTH, MAX_TERM_NODES, MAX_TERM_TEXT
from jacobian.checkers.algebra.terms import LawError, parse_term
from jacobian.contracts.descriptor import DeclaredRelationship, InvocationExample
from jacobian.contracts.diagnostics import Code, Stage
from jacobian.contracts.enums import Completeness, Conclusion, Mode, Qualifier
from jacobian.contracts.result import Obligation

from .laws import LawTree, plain, render_law
from .models import MAX_SOURCES
from .proof_models import (
    PROOF_FORMAT,
    PROOF_SCHEMA,
    EquationalProof,
    ProofVerifyRequest,
    ProveOutput,
    ProveRequest,
)

CLAIM = "EQUATIONAL_IMPLICATION"
TAGS = (  # the subject; the words of deriving a law are the prover's alone, the checker replays a given proof
    "universal-algebra",
    "magma",
    "law",
    "identity",
    "equation",
    "equational-theories",
    "implication",
    "implies",
    "equational-logic",
    "rewriting",
    "proof",
)
Req = TypeVar("Req", bound=Request)


def _evidence(request: ProveRequest | ProofVerifyRequest, proof: dict[str, Any]) -> Evidence:
    return Evidence({"kind": CLAIM}, PROOF_FORMAT, request.subject(), proof)


def _stored_proof(uri: str, artifacts: ArtifactReader) -> EquationalProof:
    """A stored proof, validated as an inline one is; errors at ``$.payload.proof_artifact`` and below."""
    where = "$.payload.proof_artifact"
    schema, payload = artifacts(uri)
    if schema != PROOF_SCHEMA:
        raise invalid(f"artifact {uri} is a {schema}, not a {PROOF_SCHEMA}", where)
    try:
        return EquationalProof.model_validate(payload)
    except ValidationError as exc:
        error = exc.errors()[0]
        loc = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in error["loc"])
        raise InterpretError(Code.INVALID_REQUEST, error["msg"], path=where + loc, stage=Stage.VALIDATE) from None


@dataclass(frozen=True)
class Checked:
    """A proof-check call as parsed: the typed laws and the proof (inline or stored)."""

    sources: list[LawTree]
    target: LawTree
    proof: EquationalProof


def _checked_terms(proof: EquationalProof, base: str) -> None:
    """Every term of the proof read as the checker reads it; a bad one refused with its path under ``base``."""

    def term(text: str, where: str) -> None:
        try:
            parse_term(text, MAX_TERM_DEPTH, MAX_TERM_NODES, MAX_TERM_TEXT)
        except LawError as exc:
            raise invalid(f"{exc}", where) from None

    chains = [(f"{base}.lemmas[{k}]", lm.steps) for k, lm in enumerate(proof.lemmas)]
    for k, lm in enumerate(proof.lemmas):
        term(lm.lhs, f"{base}.lemmas[{k}].lhs")
        term(lm.rhs, f"{base}.lemmas[{k}].rhs")
    for where, steps in chains + [(base, proof.steps)]:
        for i, st in enumerate(steps):
            term(st.term, f"{where}.steps[{i}].term")
            for name, value in st.subst.items():
                term(value, f"{where}.steps[{i}].subst.{name}")


class ProveImplication(WorkerCapability[ProveRequest, ProveOutput, tuple[list[LawTree], LawTree]]):
    id = "universal_algebra.implication.prove"
    op = "prove"
    title = "Prove that magma laws imply another law (an equational proof, step by step)"
    description = (
        "Searches, with the E prover, for a proof that the source laws (identities in one binary operation, every "
        "variable universally quantified) imply the target law, and writes it as chains of equations: from the "
        "target's left side to its right side, each step rewriting one subterm by one instance of a source law (or "
        "of an earlier lemma with its own chain), with the position and the substitution. TRUE with the proof; "
        "FALSE when E saturates the sources without reaching the target (no certificate: a countermodel from "
        "universal_algebra.search.countermodel is one); UNKNOWN when E's time runs out. In VERIFY mode a checker "
        "reads the laws itself and replays every step: TRUE becomes VERIFIED."
    )
    domain: ClassVar[str] = "algebra"
    family: ClassVar[str] = "algebra"
    tags = (
        *TAGS,
        "entailment",
        "consequence",
        "derive",
        "prove",
        "follows",
        "theorem-proving",
        "eprover",
        "superposition",
        "knuth-bendix",
        "certificate",
    )
    modes = (Mode.EXPLORE, Mode.VERIFY)
    conclusions = (Conclusion.TRUE, Conclusion.FALSE, Conclusion.UNKNOWN)
    verify_claims = (CLAIM,)
    artifact_types = (PROOF_SCHEMA,)
    relationships = (
        DeclaredRelationship(
            kind="COMPLEMENTS",
            target="universal_algebra.search.countermodel",
            description="a countermodel refutes the implication this operation would prove",
        ),
    )
    examples = (
        InvocationExample(
            title="x*y = (y*y)*x implies commutativity (Equational Theories Project, 387 => 43)",
            payload={"sources": ["x*y = (y*y)*x"], "target": "x*y = y*x"},
            mode=Mode.VERIFY,
        ),
    )

    def parse(self, request: ProveRequest, artifacts: ArtifactReader) -> tuple[list[LawTree], LawTree]:
        return request.typed()

    def fields(self, call: JobCall[ProveRequest, tuple[list[LawTree], LawTree]]) -> dict[str, Any]:
        sources, target = call.parsed
        limits = call.request.limits
        memory = call.budget.memory_bytes
        return {
            "sources": [[_json(plain(s.lhs)), _json(plain(s.rhs))] for s in sources],
            "target": [_json(plain(target.lhs)), _json(plain(target.rhs))],
            "seconds": limits.seconds if limits else 10,
            "memory_mib": (memory * 3 // 4) >> 20 if memory else None,  # E's own limit, inside the job's
            "flatten_up_to": call.request.flatten_up_to,
            "max_steps": MAX_STEPS,
        }

    def engine_fields(self, call: JobCall[ProveRequest, tuple[list[LawTree], LawTree]]) -> dict[str, Any]:
        executable = call.engine.options.get("eprover")
        return {"eprover": str(executable)} if executable else {}

    def answer(
        self, call: JobCall[ProveRequest, tuple[list[LawTree], LawTree]], data: dict[str, Any]
    ) -> Interpretation:
        status = data.get("status")
        common = {
            "prover": data.get("prover"),
            "prover_status": data.get("e_status"),
            "prover_seconds": data.get("e_seconds"),
        }
        if status == "PROVED":
            try:
                proof = EquationalProof.model_validate(data.get("proof"))
            except ValueError as exc:
                raise InterpretError(Code.BACKEND_ERROR, f"the worker's proof is malformed: {exc}"[:2000]) from None
            out = ProveOutput(
                status="PROVED", proof=proof, steps=proof.total_steps(), lemmas=len(proof.lemmas), **common
            )
            basis = (
                f"a chain of {out.steps} rewriting steps ({out.lemmas} lemmas) from the target's left side to its "
                "right side, each by an instance of a source law or an earlier lemma"
            )
            stored = proof.model_dump(mode="json", exclude_none=True)
            sources, target = call.parsed
            summary = f"equational proof ({out.steps} steps) of {render_law(target)} from {len(sources)} law(s)"
            kept = Retained(PROOF_SCHEMA, "universal_algebra.equational_proof", stored, summary)
            return answer(Conclusion.TRUE, out, basis, evidence=_evidence(call.request, stored), retain=(kept,))
        if status == "NOT_IMPLIED":
            out = ProveOutput(status="NOT_IMPLIED", **common)
            basis = "E saturated the source laws without deriving the target (complete for equational logic)"
            obligation = Obligation(
                kind="COUNTERMODEL",
                description="no certificate: universal_algebra.search.countermodel can give a checked finite "
                "countermodel, when one exists",
            )
            return answer(Conclusion.FALSE, out, basis, obligations=(obligation,))
        if status == "UNKNOWN":
            reason = str(data.get("reason") or "no proof found")
            out = ProveOutput(status="UNKNOWN", reason=reason, **common)
            return answer(
                Conclusion.UNKNOWN,
                out,
                f"no proof was established: {reason}",
                completeness=Completeness.UNKNOWN,
                qualifiers=(Qualifier.BOUNDED,),
            )
        raise InterpretError(Code.BACKEND_ERROR, f"the worker answered status {status!r}")


class ProofVerify(CheckerBacked[ProofVerifyRequest, Checked]):
    id = "universal_algebra.proof.verify"
    title = "Check an equational proof that magma laws imply another law"
    description = (
        "An independent checker reads the laws itself and replays a proof in the format equational-proof/1 (the "
        "output of universal_algebra.implication.prove, or the caller's own): every step must rewrite the subterm "
        "at its position, an instance of a source law or an earlier lemma under its substitution, into the term it "
        f"states, and the chain must lead from the target's left side to its right side. At most {MAX_STEPS} "
        f"steps over all chains, {MAX_SOURCES} source laws. TRUE when every step holds."
    )
    domain: ClassVar[str] = "algebra"
    tags = (*TAGS, "verify", "check", "certificate", "replay")
    artifact_types = (PROOF_SCHEMA,)
    verify_claims = (CLAIM,)
    relationships = (
        DeclaredRelationship(
            kind="VERIFIES_OUTPUT_OF",
            target="universal_algebra.implication.prove",
            description="checks the equational proof of an implication",
        ),
    )
    examples = (
        InvocationExample(
            title="Commutativity implies x*(y*z) = x*(z*y): one step at position [1]",
            payload={
                "sources": ["x*y = y*x"],
                "target": "x*(y*z) = x*(z*y)",
                "proof": {
                    "lemmas": [],
                    "steps": [{"law": 0, "mirror": False, "at": [1], "subst": {"x": "y", "y": "z"}, "term": "x*(z*y)"}],
                },
            },
        ),
    )

    def parse(self, request: ProofVerifyRequest, artifacts: ArtifactReader) -> Checked:
        if request.proof_artifact is not None:
            proof, base = _stored_proof(request.proof_artifact, artifacts), "$.payload.proof_artifact"
        else:
            assert request.proof is not None  # the request's rule: exactly one of the two
            proof, base = request.proof, "$.payload.proof"
        _checked_terms(proof, base)
        sources, target = request.typed()
        return Checked(sources, target, proof)

    def evidence(self, call: Call[ProofVerifyRequest, Checked]) -> Evidence:
        return _evidence(call.request, call.parsed.proof.model_dump(mode="json", exclude_none=True))


def _json(t: Any) -> Any:
    """A plain term as JSON: a name, or a [left, right] list."""
    return t if isinstance(t, str) else [_json(t[0]), _json(t[1])]


CAPABILITIES = (ProveImplication(), ProofVerify())
