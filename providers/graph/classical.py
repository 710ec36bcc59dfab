"""Graph invariants networkx computes with a classical certificate the checkers test on their own reading of the
graph: girth and diameter (their own breadth-first searches), the number of spanning trees (the matrix-tree theorem,
their own exact determinant), vertex connectivity (a cut and Menger paths) and planarity (a rotation system and
Euler's formula, or a Kuratowski subdivision). The workers are :mod:`.networkx_worker`; no backend library is
imported here."""

from __future__ import annotations

from typing import Any, ClassVar

from jacobian.capability import ArtifactReader, Evidence, Interpretation, InterpretError, JobCall, answer, invalid
from jacobian.contracts.descriptor import InvocationExample
from jacobian.contracts.diagnostics import Code
from jacobian.contracts.enums import Conclusion, InputKind, Mode, Qualifier

from .common import EXACT_RUN, GivenGraph, GraphCapability, Out, given_graph, positions
from .models import CanonicalRequest
from .optimum_models import ConnectivityOutput, DiameterOutput, GirthOutput, PlanarityOutput, SpanningTreeOutput

PETERSEN = "IheA@GUAo"
MAX_ORDER, MAX_SIZE = 1000, 10_000


class _Distance(GraphCapability[CanonicalRequest, Out, GivenGraph]):
    """A distance invariant of one graph (inline, graph6 or a stored artifact), bounded in size."""

    modes: ClassVar[tuple[Mode, ...]] = (Mode.EXPLORE, Mode.VERIFY)
    max_order: ClassVar[int] = MAX_ORDER
    conclusions: ClassVar[tuple[Conclusion, ...]] = (Conclusion.VALUE,)
    input_kinds: ClassVar[tuple[InputKind, ...]] = (InputKind.STRUCTURED_REQUEST, InputKind.TYPED_ARTIFACT)

    def parse(self, request: CanonicalRequest, artifacts: ArtifactReader) -> GivenGraph:
        given = given_graph(request, artifacts, "has no distances")
        g = given.graph
        if g.order > self.max_order or len(g.edges) > MAX_SIZE:
            where = "$.payload.graph6" if request.graph6 is not None else "$.payload.vertices"
            where = "$.payload.graph_artifact" if request.graph_artifact is not None else where
            raise invalid(
                f"at most {MAX_ORDER} vertices and {MAX_SIZE} edges (the graph has {g.order}, {len(g.edges)})", where
            )
        return given

    def fields(self, call: JobCall[CanonicalRequest, GivenGraph]) -> dict[str, Any]:
        return positions(call.parsed.graph)

    def _positions(self, value: Any, order: int, length: int | None = None) -> list[int]:
        ok = isinstance(value, list) and all(isinstance(v, int) and 0 <= v < order for v in value)
        if not ok or (length is not None and len(value) != length):
            raise InterpretError(Code.BACKEND_ERROR, f"networkx gave no witness for {self.id}")
        return value


class Girth(_Distance[GirthOutput]):
    id = "graph.girth"
    op = "girth"
    title = "Girth of a simple graph (length of a shortest cycle), with a shortest cycle"
    description = (
        "The girth of a simple graph (inline vertices/edges, graph6 or a stored graph artifact; at most 1,000 "
        "vertices, 10,000 edges) by networkx's breadth-first searches, with a shortest cycle; null for a forest. "
        "In VERIFY mode a checker recomputes the girth by its own breadth-first search from every vertex and walks "
        "the cycle: VERIFIED."
    )
    tags = (
        "graph",
        "girth",
        "shortest-cycle",
        "cycle",
        "bfs",
        "breadth-first-search",
        "invariant",
        "exact",
        "triangle-free",
        "cage",
    )
    verify_claims = ("GIRTH",)
    examples = (
        InvocationExample(title="the Petersen graph has girth 5", payload={"graph6": PETERSEN}, mode=Mode.VERIFY),
    )

    def answer(self, call: JobCall[CanonicalRequest, GivenGraph], data: dict[str, Any]) -> Interpretation:
        graph, value = call.parsed.graph, data.get("girth")
        if value is not None and (not isinstance(value, int) or value < 3):
            raise InterpretError(Code.BACKEND_ERROR, f"networkx gave girth {value!r}")
        cycle = None if value is None else self._positions(data.get("cycle"), graph.order, value)
        out = GirthOutput(
            girth=value,
            cycle=None if cycle is None else [graph.labels[v] for v in cycle],
            order=graph.order,
            size=len(graph.edges),
        )
        evidence = Evidence(
            {"kind": "GIRTH", "value": value}, "bfs-witness/1", {"graph": call.parsed.raw}, {"cycle": cycle}
        )
        basis = "the graph has no cycle" if value is None else f"a shortest cycle has {value} vertices (networkx)"
        return answer(Conclusion.VALUE, out, basis, qualifiers=(*EXACT_RUN, Qualifier.EXHAUSTIVE), evidence=evidence)


class Diameter(_Distance[DiameterOutput]):
    id = "graph.diameter"
    op = "diameter"
    title = "Diameter of a simple graph (largest distance between two vertices), with a farthest pair"
    description = (
        "The diameter of a simple graph (inline vertices/edges, graph6 or a stored graph artifact; at most 1,000 "
        "vertices, 10,000 edges) by networkx's eccentricities, with two vertices at that distance; null when the "
        "graph is disconnected (infinite). In VERIFY mode a checker recomputes it by its own breadth-first search "
        "from every vertex: VERIFIED."
    )
    tags = (
        "graph",
        "diameter",
        "distance",
        "eccentricity",
        "farthest",
        "bfs",
        "breadth-first-search",
        "invariant",
        "exact",
        "connected",
    )
    verify_claims = ("DIAMETER",)
    examples = (
        InvocationExample(title="the Petersen graph has diameter 2", payload={"graph6": PETERSEN}, mode=Mode.VERIFY),
    )

    def answer(self, call: JobCall[CanonicalRequest, GivenGraph], data: dict[str, Any]) -> Interpretation:
        graph, value = call.parsed.graph, data.get("diameter")
        if value is not None and (not isinstance(value, int) or value < 0):
            raise InterpretError(Code.BACKEND_ERROR, f"networkx gave diameter {value!r}")
        pair = None if value is None else self._positions(data.get("pair"), graph.order, 2)
        out = DiameterOutput(
            diameter=value,
            connected=value is not None,
            pair=None if pair is None else [graph.labels[v] for v in pair],
            order=graph.order,
            size=len(graph.edges),
        )
        evidence = Evidence(
            {"kind": "DIAMETER", "value": value}, "bfs-witness/1", {"graph": call.parsed.raw}, {"pair": pair}
        )
        basis = "the graph is disconnected" if value is None else f"the largest eccentricity is {value} (networkx)"
        return answer(Conclusion.VALUE, out, basis, qualifiers=(*EXACT_RUN, Qualifier.EXHAUSTIVE), evidence=evidence)


class SpanningTreeCount(_Distance[SpanningTreeOutput]):
    id = "graph.spanning_tree_count"
    op = "spanning_trees"
    max_order = 150
    title = "Number of spanning trees of a simple graph (matrix-tree theorem), exact"
    description = (
        "Counts the spanning trees of a simple graph (inline vertices/edges, graph6 or a stored graph artifact; at "
        "most 150 vertices) by Kirchhoff's matrix-tree theorem: the exact determinant of the Laplacian with one row "
        "and column removed (sympy's DomainMatrix over the integers). In VERIFY mode a checker recomputes the "
        "determinant by its own fraction-free elimination in Python integers: VERIFIED. 0 for a disconnected graph."
    )
    tags = (
        "graph",
        "spanning-tree",
        "spanning-trees",
        "count",
        "kirchhoff",
        "matrix-tree-theorem",
        "laplacian",
        "determinant",
        "tree-number",
        "complexity",
        "exact",
        "counting",
    )
    verify_claims = ("SPANNING_TREE_COUNT",)
    examples = (
        InvocationExample(
            title="the Petersen graph has 2000 spanning trees", payload={"graph6": PETERSEN}, mode=Mode.VERIFY
        ),
    )

    def answer(self, call: JobCall[CanonicalRequest, GivenGraph], data: dict[str, Any]) -> Interpretation:
        graph, count = call.parsed.graph, data.get("count")
        if not isinstance(count, int) or count < 0:
            raise InterpretError(Code.BACKEND_ERROR, f"the worker gave the count {count!r}")
        out = SpanningTreeOutput(spanning_trees=count, order=graph.order, size=len(graph.edges))
        evidence = Evidence(
            {"kind": "SPANNING_TREE_COUNT", "value": count}, "matrix-tree/1", {"graph": call.parsed.raw}, {}
        )
        basis = "the exact determinant of the reduced Laplacian (matrix-tree theorem)"
        return answer(Conclusion.VALUE, out, basis, qualifiers=EXACT_RUN, evidence=evidence)


class Connectivity(_Distance[ConnectivityOutput]):
    id = "graph.connectivity"
    op = "connectivity"
    max_order = 60
    title = "Vertex connectivity of a simple graph, certified by a minimum vertex cut and Menger paths"
    description = (
        "The vertex connectivity k of a simple graph (inline vertices/edges, graph6 or a stored graph artifact; at "
        "most 60 vertices) by networkx, with a minimum vertex cut and, for every pair of non-adjacent vertices, k "
        "internally disjoint paths (Menger). In VERIFY mode a checker tests that removing the cut disconnects the "
        "graph and walks every path itself: at most k and at least k, VERIFIED. K_n has connectivity n - 1."
    )
    tags = (
        "graph",
        "connectivity",
        "vertex-connectivity",
        "k-connected",
        "menger",
        "vertex-cut",
        "separator",
        "disjoint-paths",
        "biconnected",
        "triconnected",
        "whitney",
        "certified",
        "networkx",
    )
    verify_claims = ("VERTEX_CONNECTIVITY",)
    examples = (
        InvocationExample(title="the Petersen graph is 3-connected", payload={"graph6": PETERSEN}, mode=Mode.VERIFY),
    )

    def answer(self, call: JobCall[CanonicalRequest, GivenGraph], data: dict[str, Any]) -> Interpretation:
        from jacobian.checkers.graph.connectivity_check import disconnected_without, non_adjacent_pairs

        graph, k, cut, paths = call.parsed.graph, data.get("connectivity"), data.get("cut"), data.get("paths")
        pairs = non_adjacent_pairs(graph)
        if not isinstance(k, int) or not isinstance(paths, list) or len(paths) != len(pairs):
            raise InterpretError(Code.BACKEND_ERROR, "networkx gave no connectivity with paths for every pair")
        if pairs:
            cut = self._positions(cut, graph.order, k)
            if not disconnected_without(graph, set(cut)):
                raise InterpretError(Code.BACKEND_ERROR, "networkx's cut does not disconnect the graph")
        out = ConnectivityOutput(
            connectivity=k,
            cut=None if cut is None else [graph.labels[v] for v in cut],
            pairs=len(pairs),
            order=graph.order,
            size=len(graph.edges),
        )
        evidence = Evidence(
            {"kind": "VERTEX_CONNECTIVITY", "value": k},
            "cut+menger-paths/1",
            {"graph": call.parsed.raw},
            {"cut": cut, "paths": paths},
        )
        basis = f"a vertex cut of {k} and {k} disjoint paths between every non-adjacent pair (networkx)"
        return answer(Conclusion.VALUE, out, basis, qualifiers=EXACT_RUN, evidence=evidence)


class Planarity(_Distance[PlanarityOutput]):
    id = "graph.planarity"
    op = "planarity"
    max_order = 2000
    conclusions = (Conclusion.TRUE, Conclusion.FALSE)
    title = "Is a simple graph planar? A plane embedding, or a Kuratowski subdivision (K5 or K3,3)"
    description = (
        "Tests whether a simple graph (inline vertices/edges, graph6 or a stored graph artifact; at most 2,000 "
        "vertices, 10,000 edges) is planar, by networkx's left-right test: TRUE with a rotation system (each vertex's "
        "neighbours in clockwise order) and its face count, FALSE with the edges of a subdivision of K_5 or K_{3,3}. "
        "In VERIFY mode a checker traces the faces of the rotation system itself and tests Euler's formula (genus "
        "0), or follows the subdivision's paths between its branch vertices itself: VERIFIED."
    )
    tags = (
        "graph",
        "planar",
        "planarity",
        "plane-embedding",
        "embedding",
        "kuratowski",
        "k5",
        "k33",
        "euler",
        "faces",
        "rotation-system",
        "non-planar",
        "networkx",
    )
    verify_claims = ("PLANARITY",)
    examples = (
        InvocationExample(title="the Petersen graph is not planar", payload={"graph6": PETERSEN}, mode=Mode.VERIFY),
    )

    def answer(self, call: JobCall[CanonicalRequest, GivenGraph], data: dict[str, Any]) -> Interpretation:
        from jacobian.checkers.graph.planarity_check import components, faces, kuratowski_fault

        graph, labels, subject = call.parsed.graph, call.parsed.graph.labels, {"graph": call.parsed.raw}
        common: dict[str, Any] = {"order": graph.order, "size": len(graph.edges)}
        if data.get("planar") is True:
            rotation = data.get("rotation")
            if not isinstance(rotation, list):
                raise InterpretError(Code.BACKEND_ERROR, "networkx gave no rotation system")
            traced = faces(graph, rotation)
            if isinstance(traced, str):
                raise InterpretError(Code.BACKEND_ERROR, f"networkx's rotation system does not read: {traced}")
            isolated = sum(1 for ws in rotation if not ws)
            if graph.order - len(graph.edges) + traced + isolated != 2 * components(graph.order, graph.edges):
                raise InterpretError(Code.BACKEND_ERROR, "networkx's rotation system is not a plane embedding")
            shown = [[labels[v], [labels[w] for w in ws]] for v, ws in enumerate(rotation)]
            out = PlanarityOutput(planar=True, faces=traced, rotation=shown, **common)
            evidence = Evidence(
                {"kind": "PLANARITY", "planar": True}, "rotation-or-kuratowski/1", subject, {"rotation": rotation}
            )
            return answer(
                Conclusion.TRUE, out, f"a plane embedding with {traced} faces", qualifiers=EXACT_RUN, evidence=evidence
            )
        edges = data.get("kuratowski")
        if not (isinstance(edges, list) and all(isinstance(e, list) and len(e) == 2 for e in edges)):
            raise InterpretError(Code.BACKEND_ERROR, "networkx gave neither an embedding nor a counterexample")
        chosen = [(min(e), max(e)) for e in edges]
        fault, kind = kuratowski_fault(graph, chosen)
        if fault is not None:
            raise InterpretError(
                Code.BACKEND_ERROR, f"networkx's counterexample is not a Kuratowski subdivision: {fault}"
            )
        out = PlanarityOutput(
            planar=False, kuratowski_type=kind, kuratowski_edges=[[labels[u], labels[v]] for u, v in chosen], **common
        )
        evidence = Evidence(
            {"kind": "PLANARITY", "planar": False},
            "rotation-or-kuratowski/1",
            subject,
            {"kuratowski": [list(e) for e in chosen]},
        )
        return answer(
            Conclusion.FALSE, out, f"a subdivision of {kind} inside the graph", qualifiers=EXACT_RUN, evidence=evidence
        )


CLASSICAL_CAPABILITIES = (Girth(), Diameter(), SpanningTreeCount(), Connectivity(), Planarity())
