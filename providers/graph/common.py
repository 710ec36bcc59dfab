"""What the graph capabilities share: the request's graph read once by the checkers' parser (inline, graph6 or a
stored artifact), the workers' view of it, and the bases of the worker-served graph
operations (:class:`GraphCapability`; :class:`Solved` for an invariant settled on the checker's CNF).
No backend library is imported here."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, TypeVar

from jacobian.capability import (
    ArtifactReader,
    Interpretation,
    InterpretError,
    JobCall,
    Output,
    Request,
    WorkerCapability,
    answer,
    invalid,
)
from jacobian.checkers.graph import simple
from jacobian.contracts.diagnostics import Code, Diagnostic, Severity
from jacobian.contracts.enums import Completeness, Conclusion, InputKind, Mode, Qualifier

from ..sat.models import DRAT_SCHEMA
from ..sat.streamed import StreamsProof
from .models import GRAPH_SCHEMA, CanonicalRequest, ChromaticRequest

EXACT_RUN = (Qualifier.EXACT, Qualifier.DETERMINISTIC)

Req = TypeVar("Req", bound=Request)
Out = TypeVar("Out", bound=Output)
Parsed = TypeVar("Parsed")
SolvedReq = TypeVar("SolvedReq", bound=ChromaticRequest)  # InducedTreeRequest is one too


@dataclass(frozen=True)
class GivenGraph:
    """A request's graph by the checkers' parser, and as the caller gave it (what a checker reads)."""

    graph: simple.Graph
    raw: dict[str, Any]


def invalid_graph(exc: simple.GraphError) -> InterpretError:
    return invalid(exc.message, exc.path)


def given_graph(
    request: ChromaticRequest | CanonicalRequest, artifacts: ArtifactReader, empty: str | None = None
) -> GivenGraph:
    """The request's graph (inline, or the stored artifact); ``empty`` refuses a graph without vertices, saying why."""
    if request.graph_artifact is not None:
        schema, payload = artifacts(request.graph_artifact)
        if schema != GRAPH_SCHEMA:
            raise invalid(f"the artifact is a {schema}, not a {GRAPH_SCHEMA}", "$.payload.graph_artifact")
        raw, where = payload, "$.payload.graph_artifact"
    else:
        raw, where = request.raw_graph(), "$.payload"
    try:
        given = GivenGraph(simple.parse(raw, where), raw)
    except simple.GraphError as exc:
        raise invalid_graph(exc) from None
    if empty is not None and given.graph.order == 0:
        raise invalid(f"a graph without vertices {empty}", "$.payload")
    return given


def positions(g: simple.Graph) -> dict[str, Any]:
    """A graph as the workers take it: its order and its edges as vertex positions."""
    return {"order": g.order, "edges": [list(e) for e in g.edges]}


def bounds_only(out: Output, stopped_by: Any, bounds: str, basis: str) -> Interpretation:
    """A witness was found but the budget ran out before its optimality was settled: UNKNOWN, the bounds."""
    note = Diagnostic.of(
        Code.BUDGET_EXHAUSTED, f"the budget ran out ({stopped_by}): {bounds}", severity=Severity.WARNING
    )
    return answer(
        Conclusion.UNKNOWN,
        out,
        basis,
        completeness=Completeness.PARTIAL,
        qualifiers=(Qualifier.BOUNDED,),
        diagnostics=(note,),
    )


class GraphCapability(WorkerCapability[Req, Out, Parsed]):
    """A graph operation served by one of the family's workers (nauty's or PySAT's)."""

    domain: ClassVar[str] = "graphs"
    family: ClassVar[str] = "graph"


class Solved(StreamsProof[SolvedReq, Out, GivenGraph], GraphCapability[SolvedReq, Out, GivenGraph]):
    """A graph invariant the PySAT worker settles on the checker's CNF, certified by a DRAT proof (a file the job
    keeps, see :mod:`..sat.streamed`)."""

    modes: ClassVar[tuple[Mode, ...]] = (Mode.EXPLORE, Mode.VERIFY)
    conclusions: ClassVar[tuple[Conclusion, ...]] = (Conclusion.VALUE, Conclusion.UNKNOWN)
    input_kinds: ClassVar[tuple[InputKind, ...]] = (InputKind.STRUCTURED_REQUEST, InputKind.TYPED_ARTIFACT)
    artifact_types: ClassVar[tuple[str, ...]] = (DRAT_SCHEMA,)
    empty: ClassVar[str | None] = None  # why a graph without vertices is refused, if it is

    def parse(self, request: SolvedReq, artifacts: ArtifactReader) -> GivenGraph:
        return given_graph(request, artifacts, self.empty)

    def fields(self, call: JobCall[SolvedReq, GivenGraph]) -> dict[str, Any]:
        limits = call.request.limits
        return {**positions(call.parsed.graph), "limits": limits.model_dump(exclude_none=True) if limits else None}
