"""Combinatorics capability definitions: colourings avoiding monochromatic patterns (Ramsey, van der Waerden,
Schur), a witness or a DRAT refutation of the checker's own encoding; and the exact counts of :mod:`.counting`. No
backend library is imported here."""

from __future__ import annotations

from typing import Any

from jacobian.capability import (
    ArtifactReader,
    Evidence,
    Interpretation,
    InterpretError,
    JobCall,
    answer,
    budget_exhausted,
    invalid,
)
from jacobian.checkers.combinatorics import avoid_encode
from jacobian.checkers.graph.encode import digest
from jacobian.contracts.descriptor import InvocationExample
from jacobian.contracts.diagnostics import Code
from jacobian.contracts.enums import Conclusion, InputKind, Mode

from ..sat.models import DRAT_SCHEMA
from ..sat.streamed import StreamsProof, proof_of
from .counting import COUNTING_CAPABILITIES
from .models import AvoidOutput, AvoidRequest
from .series import SERIES_CAPABILITIES

ARTIFACT_SCHEMAS: dict[str, Any] = {}


def _subject(request: AvoidRequest) -> dict[str, Any]:
    """The problem as the caller gave it (the checker reads it itself)."""
    return {
        "problem": request.problem,
        "n": request.n,
        "colours": request.colours,
        "sizes": request.sizes,
        "distinct": request.distinct,
    }


class ColouringAvoid(StreamsProof[AvoidRequest, AvoidOutput, avoid_encode.Problem]):
    id = "combinatorics.coloring.avoid"
    op = "avoid"
    title = "Colour K_n's edges or 1..n avoiding monochromatic patterns (Ramsey, van der Waerden, Schur), or prove none"
    description = (
        "Searches a k-colouring avoiding monochromatic patterns: the edges of K_n with no K_s in colour c (Ramsey "
        "numbers R(s_1, ..., s_k)), the integers 1..n with no monochromatic arithmetic progression of length L_c (van "
        "der Waerden numbers W), or 1..n with no monochromatic x + y = z (Schur numbers S(k)). PySAT on the checker's "
        "CNF: TRUE with a colouring, FALSE with a DRAT proof (retained) that none exists, UNKNOWN when the budget runs "
        "out. In VERIFY mode a checker tests every pattern against the colouring, or re-encodes the problem itself "
        "and checks the proof: both answers VERIFIED. E.g. K_6 has no triangle-free 2-colouring (R(3,3) = 6)."
    )
    domain = "combinatorics"
    family = "combinatorics"
    tags = (
        "ramsey",
        "ramsey-number",
        "van-der-waerden",
        "arithmetic-progression",
        "schur",
        "schur-number",
        "sum-free",
        "colouring",
        "coloring",
        "monochromatic",
        "edge-colouring",
        "complete-graph",
        "triangle",
        "partition",
        "sat",
        "drat",
        "proof",
        "certified",
        "combinatorics",
    )
    modes = (Mode.EXPLORE, Mode.VERIFY)
    conclusions = (Conclusion.TRUE, Conclusion.FALSE, Conclusion.UNKNOWN)
    input_kinds = (InputKind.STRUCTURED_REQUEST,)
    artifact_types = (DRAT_SCHEMA,)
    verify_claims = ("COLOURING_AVOIDS",)
    examples = (
        InvocationExample(
            title="every 2-colouring of K_6's edges has a monochromatic triangle",
            payload={"problem": "ramsey", "n": 6, "colours": 2, "sizes": [3, 3]},
            mode=Mode.VERIFY,
        ),
        InvocationExample(
            title="1..13 splits into 3 sum-free sets (Schur)", payload={"problem": "schur", "n": 13, "colours": 3}
        ),
    )

    def parse(self, request: AvoidRequest, artifacts: ArtifactReader) -> avoid_encode.Problem:
        try:
            return avoid_encode.read(_subject(request), "$.payload")
        except avoid_encode.ProblemError as exc:
            raise invalid(exc.message, exc.path) from None

    def fields(self, call: JobCall[AvoidRequest, avoid_encode.Problem]) -> dict[str, Any]:
        limits = call.request.limits
        return {
            "problem": call.parsed.canonical(),
            "limits": limits.model_dump(exclude_none=True) if limits else None,
        }

    def answer(self, call: JobCall[AvoidRequest, avoid_encode.Problem], data: dict[str, Any]) -> Interpretation:
        p = call.parsed
        common: dict[str, Any] = {
            "problem": p.name,
            "n": p.n,
            "colours": p.colours,
            "sizes": list(p.sizes) if p.name != "schur" else None,
            "elements": avoid_encode.element_count(p),
            "patterns": avoid_encode.pattern_count(p),
            "solver": data.get("solver"),
        }
        subject = {"problem": _subject(call.request)}
        colours, proved = data.get("colouring"), proof_of(data)
        if colours is not None:
            count = avoid_encode.element_count(p)
            ok = isinstance(colours, list) and len(colours) == count
            if not ok or not all(isinstance(c, int) and 0 <= c < p.colours for c in colours):
                raise InterpretError(Code.BACKEND_ERROR, "the worker gave no colouring of every element")
            if avoid_encode.monochromatic(p, colours) is not None:
                raise InterpretError(Code.BACKEND_ERROR, "the worker's colouring has a monochromatic pattern")
            shown = [[*e, c] for e, c in zip(avoid_encode.elements(p), colours)]
            classes = (
                None
                if p.name == "ramsey"
                else [[i + 1 for i, c in enumerate(colours) if c == k] for k in range(p.colours)]
            )
            out = AvoidOutput(exists=True, colouring=shown, colour_classes=classes, **common)
            evidence = Evidence(
                {"kind": "COLOURING_AVOIDS", "exists": True}, "colouring+cnf-drat/1", subject, {"colouring": colours}
            )
            return answer(Conclusion.TRUE, out, "a colouring in which every pattern was tested", evidence=evidence)
        if proved is not None:
            proof, cnf = proved[1], digest(*avoid_encode.encode(p))
            out = AvoidOutput(exists=False, cnf_sha256=cnf, proof_lines=proof.lines, **common)
            summary = f"DRAT proof: no {p.colours}-colouring avoiding the {p.name} patterns for n = {p.n}"
            certificate = {"refutation": {"cnf_sha256": cnf, **proof.certificate()}}
            claim = {"kind": "COLOURING_AVOIDS", "exists": False}
            evidence = Evidence(claim, "colouring+cnf-drat/1", subject, certificate, paths=proof.paths)
            return answer(
                Conclusion.FALSE,
                out,
                "the CNF of the problem refuted by the solver",
                retain=(proof.retained("combinatorics.no_avoiding_colouring", cnf, summary),),
                evidence=evidence,
            )
        if data.get("stopped_by") is None:
            raise InterpretError(Code.BACKEND_ERROR, "the worker gave neither a colouring, a proof nor a stop")
        out = AvoidOutput(exists=None, stopped_by=data.get("stopped_by"), **common)
        return budget_exhausted(out, data.get("stopped_by"))


CAPABILITIES = (ColouringAvoid(), *COUNTING_CAPABILITIES, *SERIES_CAPABILITIES)
