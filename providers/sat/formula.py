"""From a request to a parsed formula: inline text or a stored artifact, with errors placed.

The SAT capabilities parse a request's formula once per call (their ``parse`` hook is :func:`load`);
every later hook reads ``call.parsed``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from jacobian.capability import ArtifactReader, InterpretError
from jacobian.contracts.diagnostics import Code, Stage

from . import dimacs
from .models import CNF_SCHEMA, DRAT_SCHEMA, FormulaRequest

LoadArtifact = ArtifactReader


@dataclass(frozen=True)
class Formula:
    """A request's formula: the text as the caller gave it (what a checker reads) and its parse."""

    text: str
    cnf: dimacs.Cnf


def formula_text(request: FormulaRequest, load_artifact: LoadArtifact) -> tuple[str, str]:
    """(DIMACS text, JSON path it came from)."""
    if request.dimacs is not None:
        return request.dimacs, "$.payload.dimacs"
    payload = artifact_payload(request.cnf_artifact, CNF_SCHEMA, load_artifact, "$.payload.cnf_artifact")
    text = payload.get("dimacs")
    if not isinstance(text, str):
        raise InterpretError(
            Code.INVALID_REQUEST,
            f"artifact {request.cnf_artifact} holds no `dimacs` text",
            path="$.payload.cnf_artifact",
            stage=Stage.VALIDATE,
        )
    return text, "$.payload.cnf_artifact"


def artifact_payload(uri: str | None, schema: str, load_artifact: LoadArtifact, path: str) -> dict[str, Any]:
    got_schema, payload = load_artifact(str(uri))
    if got_schema != schema:
        raise InterpretError(
            Code.INVALID_REQUEST, f"artifact {uri} is a {got_schema}, not a {schema}", path=path, stage=Stage.VALIDATE
        )
    return payload


def load(request: FormulaRequest, load_artifact: LoadArtifact) -> Formula:
    """The request's formula text and its parse; DIMACS errors become INVALID_REQUEST at the field."""
    text, path = formula_text(request, load_artifact)
    try:
        cnf = dimacs.parse(text)
    except dimacs.DimacsError as exc:
        code = Code.PAYLOAD_TOO_LARGE if exc.too_large else Code.INVALID_REQUEST
        raise InterpretError(
            code, f"DIMACS {exc} (line {exc.line}, column {exc.column})", path=path, stage=Stage.VALIDATE
        ) from None
    return Formula(text, cnf)


def check_literals(lits: list[int], num_vars: int, path: str) -> None:
    for i, lit in enumerate(lits):
        if lit == 0 or abs(lit) > num_vars:
            raise InterpretError(
                Code.INVALID_REQUEST,
                f"literal {lit} is not a literal of the formula's {num_vars} variables",
                path=f"{path}[{i}]",
                stage=Stage.VALIDATE,
            )


def satisfies(cnf: dimacs.Cnf, model: list[int], extra_units: tuple[int, ...] = ()) -> bool:
    """Whether ``model`` (complete over 1..n) satisfies the formula and the units.

    A sanity check of the adapter on every SAT answer, so a misread solver
    output never becomes a SAT conclusion. It is not the independent check
    behind VERIFIED; that is the checker's job.
    """
    if len(model) != cnf.num_vars or any(abs(l) != i + 1 for i, l in enumerate(model)):
        return False
    true = set(model)
    return all(any(l in true for l in c) for c in cnf.clauses) and all(u in true for u in extra_units)


def subject_dimacs(text: str, cnf: dimacs.Cnf, assumptions: tuple[int, ...]) -> str:
    """The formula as the checker should see it: the caller's own text, or with assumptions the
    canonical text plus one unit clause per assumption (the claim is then about F AND assumptions)."""
    return cnf.to_dimacs(assumptions) if assumptions else text


def proof_certificate(payload: dict[str, Any]) -> dict[str, Any]:
    """A DRAT artifact payload as the proof checker's certificate."""
    if payload.get("proof_text") is not None:
        return {"proof_text": payload["proof_text"]}
    return {"proof_base64": payload.get("proof_base64"), "encoding": payload.get("encoding", "binary")}


__all__ = [
    "Formula",
    "load",
    "formula_text",
    "artifact_payload",
    "check_literals",
    "satisfies",
    "subject_dimacs",
    "proof_certificate",
    "DRAT_SCHEMA",
]
