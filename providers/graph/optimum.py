"""Certified graph optima and searches: clique, independence, vertex cover and domination numbers, Hamiltonian
cycles and paths, the edge chromatic number, homomorphisms.

Each is solved by the PySAT worker (:mod:`.optimum_ops`) on the checker's own CNF (:mod:`jacobian.checkers.graph`):
a witness found, and the next bound (or the existence itself) refuted with a DRAT proof that the checker replays
against its own encoding. Graphs are read once, in ``parse``, by the checkers' parser; each operation bounds the
graph's size before any job starts. No backend library is imported here.
"""

from __future__ import annotations

from typing import Any, ClassVar

from jacobian.capability import (
    ArtifactReader,
    Evidence,
    Interpretation,
    InterpretError,
    JobCall,
    Retained,
    RetainedFile,
    answer,
    budget_exhausted,
    invalid,
)
from jacobian.checkers.graph import edge_colour_encode, hamilton_encode, homomorphism_encode, simple, subset_encode
from jacobian.checkers.graph.encode import digest
from jacobian.contracts.descriptor import InvocationExample
from jacobian.contracts.diagnostics import Code
from jacobian.contracts.enums import Conclusion, InputKind, Mode

from ..sat.models import DRAT_SCHEMA
from ..sat.streamed import RefutationProof, StreamsProof, proof_of
from .common import GivenGraph, GraphCapability, Out, Solved, bounds_only, given_graph, invalid_graph, positions
from .optimum_models import (
    EdgeChromaticOutput,
    HamiltonianOutput,
    HomomorphismOutput,
    HomomorphismRequest,
    OptimumRequest,
    VertexSetOutput,
)

PETERSEN = "IheA@GUAo"


def _source_path(request: Any, prefix: str = "$.payload") -> str:
    """Where the request's graph was given: its graph6, vertices or stored artifact."""
    for name in ("graph_artifact", "graph6", "vertices"):
        if getattr(request, name, None) is not None:
            return f"{prefix}.{name}"
    return prefix


def _bounded(graph: simple.Graph, request: Any, max_order: int, max_size: int, prefix: str = "$.payload") -> None:
    """Refuse, before any job, a graph beyond the operation's bounds (naming where it was given)."""
    if graph.order > max_order:
        raise invalid(
            f"{graph.order} vertices exceed this operation's bound of {max_order}", _source_path(request, prefix)
        )
    if len(graph.edges) > max_size:
        where = f"{prefix}.edges" if getattr(request, "vertices", None) is not None else _source_path(request, prefix)
        raise invalid(f"{len(graph.edges)} edges exceed this operation's bound of {max_size}", where)


def _proof(data: dict[str, Any]) -> tuple[dict[str, Any], RefutationProof] | None:
    """The worker's refutation and its proof (:func:`..sat.streamed.with_proof` has read both)."""
    return proof_of(data)


def _positions_list(value: Any, order: int, what: str) -> list[int]:
    if not (isinstance(value, list) and all(isinstance(v, int) and 0 <= v < order for v in value)):
        raise InterpretError(Code.BACKEND_ERROR, f"the worker gave no {what}")
    return value


class _Certified(Solved[OptimumRequest, Out]):
    """A search on one graph, bounded per operation."""

    max_order: ClassVar[int] = 500
    max_size: ClassVar[int] = 50_000
    tags_common: ClassVar[tuple[str, ...]] = ("graph", "sat", "drat", "proof", "certified")

    def parse(self, request: OptimumRequest, artifacts: ArtifactReader) -> GivenGraph:
        given = given_graph(request, artifacts, self.empty)
        _bounded(given.graph, request, self.max_order, self.max_size)
        return given


class _VertexSet(_Certified[VertexSetOutput]):
    """The largest (clique, independent set) or smallest (vertex cover, dominating set) vertex set of a kind."""

    op = "vertex_set"
    kind: ClassVar[str]
    claim: ClassVar[str]
    invariant: ClassVar[str]
    noun: ClassVar[str]

    def fields(self, call: JobCall[OptimumRequest, GivenGraph]) -> dict[str, Any]:
        return {**super().fields(call), "kind": self.kind}

    def answer(self, call: JobCall[OptimumRequest, GivenGraph], data: dict[str, Any]) -> Interpretation:
        from jacobian.checkers.graph.optimum_check import witness_fault

        graph = call.parsed.graph
        chosen = sorted(set(_positions_list(data.get("vertices"), graph.order, "vertex set")))
        fault = witness_fault(self.kind, graph, chosen)
        if fault is not None:
            raise InterpretError(Code.BACKEND_ERROR, f"the worker's set is not a {self.noun}: {fault}")
        larger, size, proved = self.kind in subset_encode.MAXIMIZED, len(chosen), _proof(data)
        lower, upper = (size, graph.order) if larger else (0, size)
        bound, cnf, proof = (size + 1 if larger else size - 1), None, None
        retain: tuple[Retained | RetainedFile, ...] = ()
        if bound > graph.order or bound < 0:
            lower = upper = size
        elif proved is not None:
            refutation, proof = proved
            if refutation.get("size") != bound:
                raise InterpretError(
                    Code.BACKEND_ERROR, f"the worker refuted size {refutation.get('size')}, not {bound}"
                )
            cnf = digest(*subset_encode.encode(self.kind, graph.order, graph.edges, bound))
            lower = upper = size
            summary = f"DRAT proof: no {self.noun} of {bound} vertices in a graph on {graph.order} vertices"
            retain = (proof.retained(f"graph.no_{self.kind}_refutation", cnf, summary),)
        out = VertexSetOutput(
            invariant=self.invariant,
            value=size if lower == upper else None,
            lower_bound=lower,
            upper_bound=upper,
            vertices=[graph.labels[v] for v in chosen],
            refuted_size=bound if cnf else None,
            greedy=data.get("greedy"),
            order=graph.order,
            size=len(graph.edges),
            cnf_sha256=cnf,
            proof_lines=proof.lines if proof is not None else None,
            solver=data.get("solver"),
            stopped_by=data.get("stopped_by"),
        )
        if lower != upper:
            basis = f"a {self.noun} of {size} vertices was found; {bound} vertices not settled"
            return bounds_only(out, data.get("stopped_by"), f"{lower} <= {self.invariant} <= {upper}", basis)
        refuted = None if cnf is None or proof is None else {"size": bound, "cnf_sha256": cnf, **proof.certificate()}
        evidence = Evidence(
            {"kind": self.claim, "value": size},
            "vertex-set+cnf-drat/1",
            {"graph": call.parsed.raw},
            {"vertices": chosen, "refutation": refuted},
            paths=proof.paths if refuted and proof else {},
        )
        basis = (
            f"a {self.noun} of {size} vertices, and the CNF of 'a {self.noun} of {bound} vertices' refuted"
            if cnf
            else f"a {self.noun} of {size} vertices, and none can be {'larger' if larger else 'smaller'}"
        )
        return answer(Conclusion.VALUE, out, basis, retain=retain, evidence=evidence)


def _vertex_set_description(noun: str, direction: str, bound: str) -> str:
    return (
        f"Computes the {direction} size of a {noun} of a simple graph (inline vertices/edges, graph6, or a stored "
        "graph artifact; at most 500 vertices, 50,000 edges): a greedy set, then 'a "
        f"{noun} of {bound}' is solved with PySAT on the checker's CNF (a sequential counter for the size), each "
        "model improving the set, until it is unsatisfiable (DRAT proof retained). VALUE with the number and a "
        "witness set; UNKNOWN with bounds when the budget runs out. In VERIFY mode a checker tests the witness "
        "itself and re-encodes the next size to check the proof: VERIFIED."
    )


class CliqueNumber(_VertexSet):
    id = "graph.clique_number"
    kind, claim, invariant, noun = "clique", "CLIQUE_NUMBER", "clique_number", "clique"
    title = "Clique number of a simple graph (largest clique), its optimality certified by a DRAT proof"
    description = "A clique: vertices pairwise adjacent. " + _vertex_set_description(
        "clique", "largest", "at least k+1 vertices"
    )
    tags = (
        *_Certified.tags_common,
        "clique",
        "clique-number",
        "maximum-clique",
        "omega",
        "complete-subgraph",
        "invariant",
        "optimal",
        "dimacs",
    )
    verify_claims = ("CLIQUE_NUMBER",)
    examples = (
        InvocationExample(
            title="the Petersen graph has clique number 2", payload={"graph6": PETERSEN}, mode=Mode.VERIFY
        ),
    )


class IndependenceNumber(_VertexSet):
    id = "graph.independence_number"
    kind, claim, invariant, noun = "independent_set", "INDEPENDENCE_NUMBER", "independence_number", "independent set"
    title = "Independence number of a simple graph (largest independent set), certified by a DRAT proof"
    description = "An independent (stable) set: vertices pairwise non-adjacent. " + _vertex_set_description(
        "independent set", "largest", "at least k+1 vertices"
    )
    tags = (
        *_Certified.tags_common,
        "independent-set",
        "independence-number",
        "maximum-independent-set",
        "alpha",
        "stable-set",
        "anticlique",
        "invariant",
        "optimal",
    )
    verify_claims = ("INDEPENDENCE_NUMBER",)
    examples = (
        InvocationExample(
            title="the Petersen graph has independence number 4", payload={"graph6": PETERSEN}, mode=Mode.VERIFY
        ),
    )


class VertexCoverMinimum(_VertexSet):
    id = "graph.vertex_cover.minimum"
    kind, claim, invariant, noun = "vertex_cover", "VERTEX_COVER_NUMBER", "vertex_cover_number", "vertex cover"
    title = "Minimum vertex cover of a simple graph, its optimality certified by a DRAT proof"
    description = "A vertex cover: a set of vertices touching every edge (each edge has an end in it). " + (
        _vertex_set_description("vertex cover", "smallest", "at most k-1 vertices")
    )
    tags = (
        *_Certified.tags_common,
        "vertex-cover",
        "minimum-vertex-cover",
        "cover",
        "covering-number",
        "tau",
        "invariant",
        "optimal",
        "np-hard",
    )
    verify_claims = ("VERTEX_COVER_NUMBER",)
    examples = (
        InvocationExample(
            title="the Petersen graph's smallest vertex cover has 6 vertices",
            payload={"graph6": PETERSEN},
            mode=Mode.VERIFY,
        ),
    )


class DominationNumber(_VertexSet):
    id = "graph.domination_number"
    kind, claim, invariant, noun = "dominating_set", "DOMINATION_NUMBER", "domination_number", "dominating set"
    title = "Domination number of a simple graph (smallest dominating set), certified by a DRAT proof"
    description = "A dominating set: every vertex is in it or adjacent to it. " + _vertex_set_description(
        "dominating set", "smallest", "at most k-1 vertices"
    )
    tags = (
        *_Certified.tags_common,
        "dominating-set",
        "domination-number",
        "minimum-dominating-set",
        "gamma",
        "domination",
        "invariant",
        "optimal",
    )
    verify_claims = ("DOMINATION_NUMBER",)
    examples = (
        InvocationExample(
            title="the Petersen graph has domination number 3", payload={"graph6": PETERSEN}, mode=Mode.VERIFY
        ),
    )


class _Hamiltonian(_Certified[HamiltonianOutput]):
    op = "hamiltonian"
    cycle: ClassVar[bool]
    max_order = 64
    max_size = 2016
    conclusions = (Conclusion.TRUE, Conclusion.FALSE, Conclusion.UNKNOWN)
    empty = "has no Hamiltonian cycle or path to ask about"

    def fields(self, call: JobCall[OptimumRequest, GivenGraph]) -> dict[str, Any]:
        return {**super().fields(call), "cycle": self.cycle}

    def answer(self, call: JobCall[OptimumRequest, GivenGraph], data: dict[str, Any]) -> Interpretation:
        from jacobian.checkers.graph.hamiltonian_check import order_fault

        graph, what = call.parsed.graph, "Hamiltonian cycle" if self.cycle else "Hamiltonian path"
        common: dict[str, Any] = {"order": graph.order, "size": len(graph.edges), "solver": data.get("solver")}
        kind = "HAMILTONIAN_CYCLE" if self.cycle else "HAMILTONIAN_PATH"
        subject = {"graph": call.parsed.raw}
        found, proved = data.get("order_found"), _proof(data)
        if found is not None:
            route = _positions_list(found, graph.order, "vertex order")
            fault = order_fault(graph, route, self.cycle)
            if fault is not None:
                raise InterpretError(Code.BACKEND_ERROR, f"the worker's order is not a {what}: {fault}")
            out = HamiltonianOutput(exists=True, route=[graph.labels[v] for v in route], **common)
            evidence = Evidence({"kind": kind, "exists": True}, "vertex-order+cnf-drat/1", subject, {"order": route})
            return answer(Conclusion.TRUE, out, f"a {what} through all {graph.order} vertices", evidence=evidence)
        if proved is not None:
            cnf = digest(*hamilton_encode.encode(graph.order, graph.edges, self.cycle))
            proof = proved[1]
            out = HamiltonianOutput(exists=False, cnf_sha256=cnf, proof_lines=proof.lines, **common)
            summary = f"DRAT proof: no {what} in a graph on {graph.order} vertices"
            certificate = {"refutation": {"cnf_sha256": cnf, **proof.certificate()}}
            claim = {"kind": kind, "exists": False}
            evidence = Evidence(claim, "vertex-order+cnf-drat/1", subject, certificate, paths=proof.paths)
            return answer(
                Conclusion.FALSE,
                out,
                f"the CNF of 'a {what} exists' refuted by the solver",
                retain=(proof.retained(f"graph.no_{'cycle' if self.cycle else 'path'}_refutation", cnf, summary),),
                evidence=evidence,
            )
        out = HamiltonianOutput(exists=None, stopped_by=data.get("stopped_by"), **common)
        return budget_exhausted(out, data.get("stopped_by"))


class HamiltonianCycle(_Hamiltonian):
    id = "graph.hamiltonian_cycle"
    cycle = True
    title = "Does a simple graph have a Hamiltonian cycle? A cycle, or a DRAT proof that none exists"
    description = (
        "Decides whether a simple graph (inline, graph6 or a stored graph artifact; at most 64 vertices) has a "
        "cycle through every vertex exactly once: PySAT on the checker's CNF (the vertex at each step). TRUE with "
        "the cycle, FALSE with a DRAT proof (retained) that the CNF is unsatisfiable, UNKNOWN when the budget runs "
        "out. In VERIFY mode a checker walks the cycle itself, or re-encodes the question and checks the proof."
    )
    tags = (
        *_Certified.tags_common,
        "hamiltonian",
        "hamiltonian-cycle",
        "hamilton",
        "tour",
        "cycle",
        "non-hamiltonian",
        "search",
    )
    verify_claims = ("HAMILTONIAN_CYCLE",)
    examples = (
        InvocationExample(
            title="the Petersen graph has no Hamiltonian cycle", payload={"graph6": PETERSEN}, mode=Mode.VERIFY
        ),
    )


class HamiltonianPath(_Hamiltonian):
    id = "graph.hamiltonian_path"
    cycle = False
    title = "Does a simple graph have a Hamiltonian path? A path, or a DRAT proof that none exists"
    description = (
        "Decides whether a simple graph (inline, graph6 or a stored graph artifact; at most 64 vertices) has a "
        "path through every vertex exactly once: PySAT on the checker's CNF (the vertex at each step). TRUE with "
        "the path, FALSE with a DRAT proof (retained) that the CNF is unsatisfiable, UNKNOWN when the budget runs "
        "out. In VERIFY mode a checker walks the path itself, or re-encodes the question and checks the proof."
    )
    tags = (
        *_Certified.tags_common,
        "hamiltonian",
        "hamiltonian-path",
        "hamilton",
        "traceable",
        "path",
        "spanning-path",
        "search",
    )
    verify_claims = ("HAMILTONIAN_PATH",)
    examples = (
        InvocationExample(
            title="the Petersen graph has a Hamiltonian path", payload={"graph6": PETERSEN}, mode=Mode.VERIFY
        ),
    )


class EdgeChromaticNumber(_Certified[EdgeChromaticOutput]):
    id = "graph.edge_chromatic_number"
    op = "edge_colouring"
    max_order = 200
    max_size = 2000
    title = "Edge chromatic number (chromatic index, Vizing class) of a simple graph, certified by a DRAT proof"
    description = (
        "Computes the chromatic index of a simple graph (inline, graph6 or a stored graph artifact; at most 200 "
        "vertices, 2,000 edges, largest degree 32): it is the largest degree D (class 1) or D + 1 (class 2, Vizing). "
        "D-edge-colourability is solved with PySAT on the checker's CNF; if it is unsatisfiable (DRAT proof "
        "retained) a (D+1)-edge-colouring is found. VALUE with the number, the class and a colouring. In VERIFY mode "
        "a checker evaluates the colouring and, for class 2, re-encodes D colours to check the proof: VERIFIED."
    )
    tags = (
        *_Certified.tags_common,
        "edge-colouring",
        "edge-coloring",
        "chromatic-index",
        "edge-chromatic-number",
        "vizing",
        "class-1",
        "class-2",
        "invariant",
        "optimal",
    )
    verify_claims = ("CHROMATIC_INDEX",)
    examples = (
        InvocationExample(
            title="the Petersen graph is class 2: chromatic index 4", payload={"graph6": PETERSEN}, mode=Mode.VERIFY
        ),
    )
    max_degree: ClassVar[int] = 32

    def parse(self, request: OptimumRequest, artifacts: ArtifactReader) -> GivenGraph:
        given = super().parse(request, artifacts)
        widest = max((len(a) for a in edge_colour_encode.incident(given.graph.order, given.graph.edges)), default=0)
        if widest > self.max_degree:
            raise invalid(
                f"largest degree {widest} exceeds this operation's bound of {self.max_degree}", _source_path(request)
            )
        return given

    def answer(self, call: JobCall[OptimumRequest, GivenGraph], data: dict[str, Any]) -> Interpretation:
        from jacobian.checkers.graph.edge_colouring_check import colouring_fault

        graph = call.parsed.graph
        widest = max((len(a) for a in edge_colour_encode.incident(graph.order, graph.edges)), default=0)
        common: dict[str, Any] = {
            "order": graph.order,
            "size": len(graph.edges),
            "solver": data.get("solver"),
            "max_degree": widest,
        }
        proved, colours, k = _proof(data), data.get("colouring"), data.get("colours")
        cnf, proof = None, None
        retain: tuple[Retained | RetainedFile, ...] = ()
        if proved is not None:
            refutation, proof = proved
            if refutation.get("colours") != widest:
                raise InterpretError(Code.BACKEND_ERROR, f"the worker refuted {refutation.get('colours')} colours")
            cnf = digest(*edge_colour_encode.encode(graph.order, graph.edges, widest))
            summary = f"DRAT proof: no {widest}-edge-colouring of a graph on {graph.order} vertices"
            retain = (proof.retained("graph.no_edge_colouring_refutation", cnf, summary),)
        refuted: dict[str, Any] = {"cnf_sha256": cnf, "proof_lines": proof.lines if proof else None}
        if colours is None or k not in (widest, widest + 1) or (k == widest + 1) != (proved is not None):
            out = EdgeChromaticOutput(
                edge_chromatic_number=None,
                stopped_by=data.get("stopped_by"),
                **common,
                **refuted,
                refuted_colours=widest if cnf else None,
            )
            if data.get("stopped_by") is None:
                raise InterpretError(Code.BACKEND_ERROR, "the worker gave neither an edge colouring nor a stop")
            return budget_exhausted(out, data.get("stopped_by"))
        colours = _positions_list(colours, k, "edge colouring") if graph.edges else []
        if len(colours) != len(graph.edges) or colouring_fault(graph, colours, k) is not None:
            raise InterpretError(Code.BACKEND_ERROR, "the worker's edge colouring is not proper")
        labels = graph.labels
        out = EdgeChromaticOutput(
            edge_chromatic_number=k,
            vizing_class=1 if k == widest else 2,
            colouring=[[labels[u], labels[v], c] for (u, v), c in zip(graph.edges, colours)],
            refuted_colours=widest if cnf else None,
            **common,
            **refuted,
        )
        certificate = {
            "colouring": colours,
            "refutation": None
            if cnf is None or proof is None
            else {"colours": widest, "cnf_sha256": cnf, **proof.certificate()},
        }
        evidence = Evidence(
            {"kind": "CHROMATIC_INDEX", "value": k},
            "edge-colouring+cnf-drat/1",
            {"graph": call.parsed.raw},
            certificate,
            paths=proof.paths if cnf and proof else {},
        )
        basis = (
            f"a proper {k}-edge-colouring, and the CNF of {widest}-edge-colourability refuted by the solver"
            if cnf
            else f"a proper {k}-edge-colouring, and a vertex of degree {k} needs {k} colours"
        )
        return answer(Conclusion.VALUE, out, basis, retain=retain, evidence=evidence)


class HomomorphismExists(
    StreamsProof[HomomorphismRequest, HomomorphismOutput, tuple[simple.Graph, simple.Graph]],
    GraphCapability[HomomorphismRequest, HomomorphismOutput, tuple[simple.Graph, simple.Graph]],
):
    id = "graph.homomorphism.exists"
    op = "homomorphism"
    title = "Is there a graph homomorphism G -> H? A vertex map, or a DRAT proof that none exists"
    description = (
        "Decides whether a simple graph G (inline or graph6; at most 200 vertices, 2,000 edges) has a homomorphism "
        "(a vertex map sending edges to edges) into a target graph H (`target`, at most 32 vertices): PySAT on the "
        "checker's CNF. TRUE with the map, FALSE with a DRAT proof (retained), UNKNOWN when the budget runs out. "
        "A homomorphism into K_k is a k-colouring. In VERIFY mode a checker tests the map itself, or re-encodes the "
        "question and checks the proof."
    )
    tags = (
        "graph",
        "homomorphism",
        "graph-homomorphism",
        "h-colouring",
        "h-coloring",
        "colouring",
        "map",
        "sat",
        "drat",
        "proof",
        "certified",
        "core",
    )
    modes = (Mode.EXPLORE, Mode.VERIFY)
    conclusions = (Conclusion.TRUE, Conclusion.FALSE, Conclusion.UNKNOWN)
    input_kinds = (InputKind.STRUCTURED_REQUEST,)
    artifact_types = (DRAT_SCHEMA,)
    verify_claims = ("GRAPH_HOMOMORPHISM",)
    examples = (
        InvocationExample(
            title="the Petersen graph maps to a triangle (it is 3-colourable)",
            payload={"graph6": PETERSEN, "target": {"vertices": [0, 1, 2], "edges": [[0, 1], [1, 2], [0, 2]]}},
            mode=Mode.VERIFY,
        ),
    )

    def parse(self, request: HomomorphismRequest, artifacts: ArtifactReader) -> tuple[simple.Graph, simple.Graph]:
        try:
            g = simple.parse(request.raw_graph(), "$.payload")
            h = simple.parse(request.target.raw_graph(), "$.payload.target")
        except simple.GraphError as exc:
            raise invalid_graph(exc) from None
        _bounded(g, request, 200, 2000)
        _bounded(h, request.target, 32, 496, "$.payload.target")
        return g, h

    def fields(self, call: JobCall[HomomorphismRequest, tuple[simple.Graph, simple.Graph]]) -> dict[str, Any]:
        g, h = call.parsed
        target = positions(h)
        limits = call.request.limits
        return {
            **positions(g),
            "target_order": target["order"],
            "target_edges": target["edges"],
            "limits": limits.model_dump(exclude_none=True) if limits else None,
        }

    def answer(
        self, call: JobCall[HomomorphismRequest, tuple[simple.Graph, simple.Graph]], data: dict[str, Any]
    ) -> Interpretation:
        from jacobian.checkers.graph.homomorphism_check import map_fault

        g, h = call.parsed
        common: dict[str, Any] = {
            "order": g.order,
            "size": len(g.edges),
            "target_order": h.order,
            "target_size": len(h.edges),
            "solver": data.get("solver"),
        }
        subject = {"graph": call.request.raw_graph(), "target": call.request.target.raw_graph()}
        found, proved = data.get("map"), _proof(data)
        if found is not None:
            image = _positions_list(found, max(h.order, 1), "vertex map")
            fault = map_fault(g, h, image)
            if fault is not None:
                raise InterpretError(Code.BACKEND_ERROR, f"the worker's map is not a homomorphism: {fault}")
            out = HomomorphismOutput(
                exists=True, map=[[g.labels[v], h.labels[a]] for v, a in enumerate(image)], **common
            )
            evidence = Evidence(
                {"kind": "GRAPH_HOMOMORPHISM", "exists": True}, "vertex-map+cnf-drat/1", subject, {"map": image}
            )
            return answer(
                Conclusion.TRUE, out, "a map sending every edge onto an edge of the target", evidence=evidence
            )
        if proved is not None:
            cnf = digest(*homomorphism_encode.encode(g.order, g.edges, h.order, h.edges))
            proof = proved[1]
            out = HomomorphismOutput(exists=False, cnf_sha256=cnf, proof_lines=proof.lines, **common)
            summary = f"DRAT proof: no homomorphism from a graph on {g.order} vertices to one on {h.order}"
            certificate = {"refutation": {"cnf_sha256": cnf, **proof.certificate()}}
            claim = {"kind": "GRAPH_HOMOMORPHISM", "exists": False}
            evidence = Evidence(claim, "vertex-map+cnf-drat/1", subject, certificate, paths=proof.paths)
            return answer(
                Conclusion.FALSE,
                out,
                "the CNF of 'a homomorphism exists' refuted by the solver",
                retain=(proof.retained("graph.no_homomorphism_refutation", cnf, summary),),
                evidence=evidence,
            )
        out = HomomorphismOutput(exists=None, stopped_by=data.get("stopped_by"), **common)
        return budget_exhausted(out, data.get("stopped_by"))


OPTIMUM_CAPABILITIES = (
    CliqueNumber(),
    IndependenceNumber(),
    VertexCoverMinimum(),
    DominationNumber(),
    HamiltonianCycle(),
    HamiltonianPath(),
    EdgeChromaticNumber(),
    HomomorphismExists(),
)
