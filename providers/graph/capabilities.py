"""Graph capability definitions: explicit construction, nonisomorphic enumeration, chromatic number, induced trees.

Graphs are read by the checkers' parser (:mod:`jacobian.checkers.graph.simple`, graph6 by
Jacobian's own bounded reader: nauty is never on the parse path), once per call in ``parse``.
The colouring CNF is the checker's (:mod:`jacobian.checkers.graph.encode`), and so is the
induced-tree CNF (:mod:`jacobian.checkers.graph.tree_encode`). No backend library is imported here.
"""

from __future__ import annotations

import hashlib
from typing import Any, ClassVar

from jacobian.capability import (
    ArtifactReader,
    Evidence,
    Interpretation,
    InterpretError,
    JobCall,
    Retained,
    RetainedFile,
    RuntimeServed,
    ServedCall,
    answer,
    invalid,
    worker_data,
)
from jacobian.checkers.graph import encode as colouring
from jacobian.checkers.graph import iso_encode, simple, tree_encode
from jacobian.checkers.graph.graph6 import write as graph6_of
from jacobian.checkers.graph.refinement import histograms_differ
from jacobian.contracts.descriptor import DeclaredRelationship, InvocationExample
from jacobian.contracts.diagnostics import Code, Stage
from jacobian.contracts.enums import Completeness, Conclusion, InputKind, Mode, Qualifier
from jacobian.contracts.job import Job, Outcome
from jacobian.contracts.result import Obligation
from jacobian.state.errors import StateError

from ..sat.streamed import StreamsProof, proof_of
from . import geng_cursor
from .algebraic import ALGEBRAIC_CAPABILITIES
from .classical import CLASSICAL_CAPABILITIES
from .common import (
    EXACT_RUN,
    GivenGraph,
    GraphCapability,
    Out,
    Parsed,
    Req,
    Solved,
    bounds_only,
    given_graph,
    invalid_graph,
    positions,
)
from .flow import FLOW_CAPABILITIES
from .models import (
    GRAPH6_BYTES_PER_PAGE,
    GRAPH_SCHEMA,
    INDUCED_TREE_RESULT_SCHEMA,
    PAGE_SCHEMA,
    CanonicalOutput,
    CanonicalRequest,
    ChromaticOutput,
    ChromaticRequest,
    ConstructOutput,
    ConstructRequest,
    EnumerateOutput,
    EnumerateRequest,
    GraphPage,
    InducedTreeOutput,
    InducedTreeRequest,
    InducedTreeResult,
    IsomorphismOutput,
    IsomorphismRequest,
    PageInfo,
    SimpleGraph,
    graph6_line_bytes,
    page_lines,
)
from .optimum import OPTIMUM_CAPABILITIES
from .poset import POSET_CAPABILITIES
from .tree_verify import TREE_VERIFY_CAPABILITIES

ARTIFACT_SCHEMAS = {
    GRAPH_SCHEMA: (SimpleGraph, True),
    PAGE_SCHEMA: (GraphPage, True),
    INDUCED_TREE_RESULT_SCHEMA: (InducedTreeResult, True),
}
GRAPH6_SHOWN_UP_TO = 1000


class _Labelled(GraphCapability[Req, Out, Parsed]):
    """nauty's canonical labelling and automorphism group (dreadnaut) of the call's graphs."""

    op: ClassVar[str] = "label"

    def engine_fields(self, call: JobCall[Req, Parsed]) -> dict[str, Any]:
        return {"dreadnaut": call.engine.options.get("dreadnaut")}


class ConstructExplicit(RuntimeServed[ConstructRequest, ConstructOutput, simple.Graph]):
    id = "graph.construct.explicit"
    title = "Store a simple graph given by its vertices and edges (or graph6) as a canonical graph artifact"
    description = (
        "Validates a complete simple graph (vertex labels: all integers or all strings; undirected edges as label "
        "pairs; or one graph6 line) before writing anything: a duplicate vertex or edge, a self-loop or an undeclared "
        f"endpoint is INVALID_REQUEST naming its JSON path. Stores the canonical form (sorted labels, ordered "
        f"endpoints, sorted edges) as a {GRAPH_SCHEMA} artifact, which only producing capabilities can write, and "
        "returns its URI, for graph.chromatic_number's graph_artifact."
    )
    domain = "graphs"
    tags = ("graph", "construct", "explicit", "edges", "vertices", "graph6", "adjacency", "simple-graph", "artifact")
    conclusions = (Conclusion.VALUE,)
    artifact_types = (GRAPH_SCHEMA,)
    relationships = (
        DeclaredRelationship(kind="PRODUCES_INPUT_FOR", target="graph.chromatic_number", description="graph_artifact"),
    )
    examples = (
        InvocationExample(
            title="the 4-cycle", payload={"vertices": [1, 2, 3, 4], "edges": [[1, 2], [2, 3], [3, 4], [4, 1]]}
        ),
        InvocationExample(title="the Petersen graph from graph6", payload={"graph6": "IheA@GUAo"}),
    )

    def parse(self, request: ConstructRequest, artifacts: ArtifactReader) -> simple.Graph:
        try:
            return request.parsed()
        except simple.GraphError as exc:
            raise invalid_graph(exc) from None

    def serve(self, call: ServedCall[ConstructRequest, simple.Graph]) -> Interpretation:
        graph, artifacts = call.parsed, call.state.artifacts
        payload = graph.canonical()
        summary = call.request.summary or f"simple graph: {graph.order} vertices, {len(graph.edges)} edges"
        try:
            uri = artifacts.put(GRAPH_SCHEMA, "graph.simple", payload, summary=summary, producer=True)
            stored = artifacts.get(uri)
        except StateError as exc:
            raise InterpretError(exc.code, exc.message, path=exc.path, stage=Stage.STORAGE) from exc
        shown = graph6_of(graph.order, list(graph.edges)) if graph.order <= GRAPH6_SHOWN_UP_TO else None
        out = ConstructOutput(
            uri=uri, order=graph.order, size=len(graph.edges), graph6=shown, payload_digest=stored.payload_digest
        )
        return answer(
            Conclusion.VALUE,
            out,
            "the whole graph was validated, canonicalized and stored",
            qualifiers=EXACT_RUN,
            assurance_basis="parsed and canonicalized by the runtime; the URI is the sha256 of the artifact manifest",
            retain=(Retained(GRAPH_SCHEMA, "graph.simple", payload, summary),),  # same URI: records the relationship
        )


def _edge_range(request: EnumerateRequest) -> tuple[int, int] | None:
    if request.min_edges is None and request.max_edges is None:
        return None
    top = request.order * (request.order - 1) // 2
    return (request.min_edges or 0, top if request.max_edges is None else request.max_edges)


def _class_of(request: EnumerateRequest) -> dict[str, Any]:
    """What a cursor is bound to: the class of graphs (geng's order, edge range and -c)."""
    rng = _edge_range(request)
    return {"order": request.order, "edges": list(rng) if rng else None, "connected": request.connected}


PAGE_FILE = "page-{}.g6"  # page i of a call, written by the nauty worker in its directory and kept by the job


def _page_texts(data: dict[str, Any], outcome: Outcome) -> dict[str, Any]:
    """The worker's data with each page file it names (``page_files``) replaced by its text, read from the file
    the job kept: a page travels as geng wrote it, never through the worker's JSON answer. A page named but not
    kept, larger than a page may be, or not ASCII is a BACKEND_ERROR."""
    names = data.get("page_files")
    if names is None:
        return data
    if not isinstance(names, list):
        raise InterpretError(Code.BACKEND_ERROR, "the worker's page_files is not a list")
    texts = []
    for name in names:
        kept = outcome.kept.get(name) if isinstance(name, str) else None
        if kept is None:
            raise InterpretError(Code.BACKEND_ERROR, f"the worker wrote page {name!r}, but the job kept no such file")
        if kept.size > GRAPH6_BYTES_PER_PAGE:
            raise InterpretError(Code.BACKEND_ERROR, f"page {name} is {kept.size} bytes, more than a page holds")
        try:
            with open(kept.path, "rb") as f:
                texts.append(f.read(GRAPH6_BYTES_PER_PAGE + 1).decode("ascii"))
        except (OSError, UnicodeDecodeError) as exc:
            raise InterpretError(Code.BACKEND_ERROR, f"page {name} is not readable ASCII: {exc}") from None
    return {**data, "pages": texts}


def _pages(
    request: EnumerateRequest, pages: list[Any], offset: int, total: int | None
) -> tuple[list[Retained], list[PageInfo]]:
    """The worker's pages (each one text of graph6 lines of the order, checked here), each retained as an
    artifact holding that text as geng wrote it."""
    rng, at = _edge_range(request), offset
    retain, infos = [], []
    for text in pages:
        count = page_lines(text, request.order)
        if count is None:
            raise InterpretError(Code.BACKEND_ERROR, f"geng wrote a line that is not graph6 of order {request.order}")
        edges = list(rng) if rng else None
        payload = {
            "order": request.order,
            "edges": edges,
            "connected": request.connected,
            "offset": at,
            "count": count,
            "graph6": text,
        }
        of = f" of {total}" if total is not None else ""
        summary = f"graphs {at}..{at + count - 1}{of} on {request.order} vertices"
        retain.append(Retained(PAGE_SCHEMA, "graph.nonisomorphic_page", payload, summary))
        infos.append(PageInfo(offset=at, count=count))
        at += count
    return retain, infos


class EnumerateNonisomorphic(GraphCapability[EnumerateRequest, EnumerateOutput, geng_cursor.Position]):
    id = "graph.enumerate.nonisomorphic"
    title = "Count and list nonisomorphic simple graphs of one order (nauty geng), page by page"
    description = (
        "Enumerates the simple graphs on `order` vertices up to isomorphism with nauty's geng (optionally an edge "
        "range and only connected ones): total_count by geng -u (once, in the first call), and `pages` pages of "
        "`limit` graphs (graph6 lines; up to a million a page: fewer, larger pages cost less) from the cursor on, "
        "each retained as a jacobian.graph.page.v2 artifact (listed in artifact_uris in page order). "
        "Pages come from geng's own res/mod split, part after part, so each graph is "
        "generated once however the class is paged; next_cursor is opaque and bound to the class. COMPLETE only "
        "when this call produced every page; otherwise PARTIAL with next_cursor. count_only gives just the count."
    )
    tags = (
        "graph",
        "enumerate",
        "nonisomorphic",
        "isomorphism-classes",
        "nauty",
        "geng",
        "graph6",
        "count",
        "census",
        "unlabelled",
        "oeis-a000088",
        "connected",
    )
    conclusions = (Conclusion.VALUE,)
    artifact_types = (PAGE_SCHEMA,)
    examples = (
        InvocationExample(title="all 156 graphs on 6 vertices, one page", payload={"order": 6, "limit": 200}),
        InvocationExample(
            title="how many connected graphs on 9 vertices", payload={"order": 9, "connected": True, "count_only": True}
        ),
    )

    def parse(self, request: EnumerateRequest, artifacts: ArtifactReader) -> geng_cursor.Position:
        """Where the pages start: the cursor's position, or part 0 of a new split without one."""
        if request.cursor is None:
            estimate = geng_cursor.ALL_GRAPHS.get(request.order)
            return geng_cursor.Position(mod=geng_cursor.split_for(estimate, request.limit))
        try:
            return geng_cursor.decode(request.cursor, _class_of(request))
        except geng_cursor.CursorError as exc:
            raise invalid(str(exc), "$.payload.cursor") from None

    def operation(self, call: JobCall[EnumerateRequest, geng_cursor.Position]) -> str:
        return "count" if call.request.count_only else "page"

    def fields(self, call: JobCall[EnumerateRequest, geng_cursor.Position]) -> dict[str, Any]:
        request, at = call.request, call.parsed
        if request.count_only:
            return _class_of(request)
        first = request.cursor is None
        count = request.count and first  # later pages carry the first call's count
        restricted = request.connected or _edge_range(request) is not None  # all graphs of the order overcount it
        # mod None: the worker picks the first call's split, from the count or from the restricted class's size
        split = {"mod": None if first and (count or restricted) else at.mod, "part": at.part, "pos": at.pos}
        return {**_class_of(request), **split, "limit": request.limit, "pages": request.pages, "count": count}

    def engine_fields(self, call: JobCall[EnumerateRequest, geng_cursor.Position]) -> dict[str, Any]:
        return {"geng": call.engine.options.get("geng")}

    def plan(self, call: JobCall[EnumerateRequest, geng_cursor.Position]) -> Job:
        """A page call asks the worker to write page i to PAGE_FILE (kept by the job, read by interpret)."""
        if call.request.count_only:
            return super().plan(call)
        names = tuple(PAGE_FILE.format(i) for i in range(call.request.pages))
        payload = {"op": "page", **self.fields(call), **self.engine_fields(call), "page_files": list(names)}
        return call.worker_job(payload, label=self.id, keep_files=names)

    def interpret(self, call: JobCall[EnumerateRequest, geng_cursor.Position], outcome: Outcome) -> Interpretation:
        return self.answer(call, _page_texts(worker_data(outcome), outcome))

    def answer(self, call: JobCall[EnumerateRequest, geng_cursor.Position], data: dict[str, Any]) -> Interpretation:
        request, at = call.request, call.parsed
        rng, connected = _edge_range(request), request.connected
        if request.count_only:
            total = data.get("total")
            if not isinstance(total, int) or total < 0:
                raise InterpretError(Code.BACKEND_ERROR, "the worker gave no graph count")
            basis = "total_count is geng -u's exact count; no pages were produced (count_only)"
            out = EnumerateOutput(
                order=request.order, edge_range=rng, connected=connected, total_count=total, pages=[], produced=0
            )
            return answer(Conclusion.VALUE, out, basis, completeness=Completeness.PARTIAL)
        pages, nxt, counted, mod = data.get("pages"), data.get("next"), data.get("total"), data.get("mod")
        total = counted if request.cursor is None else at.total
        if request.cursor is None and isinstance(mod, int) and 1 <= mod <= geng_cursor.MAX_PARTS:
            at = geng_cursor.Position(mod=mod)  # the split the worker chose from the class's count
        elif mod != at.mod:
            raise InterpretError(Code.BACKEND_ERROR, f"the worker split geng {mod} ways, not {at.mod}")
        if not isinstance(pages, list) or not (isinstance(nxt, list) and len(nxt) == 2):
            raise InterpretError(Code.BACKEND_ERROR, "the worker gave no pages")
        if request.count and request.cursor is None and not (isinstance(total, int) and total >= 0):
            raise InterpretError(Code.BACKEND_ERROR, "the worker gave no graph count")
        retain, infos = _pages(request, pages, at.offset, total)
        end = at.offset + sum(info.count for info in infos)
        reached_end = data.get("reached_end") is True
        if not reached_end and end - at.offset != request.limit * request.pages:
            raise InterpretError(Code.BACKEND_ERROR, f"geng gave {end - at.offset} graphs from {at.offset}")
        if total is not None and (end > total or (reached_end and end != total)):
            # geng's count disagrees with its pages, or a cursor claimed a count the pages do not reach
            message = f"the pages hold {end} graphs through this call, the count is {total}"
            raise InterpretError(Code.BACKEND_ERROR, message, path="$.payload.cursor" if request.cursor else None)
        total = end if reached_end else total
        cursor = None
        if not reached_end:
            following = geng_cursor.Position(mod=at.mod, part=nxt[0], pos=nxt[1], offset=end, total=total)
            cursor = geng_cursor.encode(_class_of(request), following)
        common: dict[str, Any] = {"order": request.order, "edge_range": rng, "connected": connected}
        out = EnumerateOutput(
            **common,
            total_count=total,
            pages=infos,
            produced=end - at.offset,
            next_cursor=cursor,
            first_graphs=pages[0][: 10 * graph6_line_bytes(request.order)].split() if pages else [],
        )
        if reached_end and at.offset == 0:
            basis = f"all {total} graphs were produced in this call's pages"
            return answer(
                Conclusion.VALUE, out, basis, qualifiers=(*EXACT_RUN, Qualifier.EXHAUSTIVE), retain=tuple(retain)
            )
        of = f" of {total}" if total is not None else ""
        basis = f"graphs {at.offset}..{end - 1}{of} produced" + ("" if reached_end else "; next_cursor continues")
        return answer(
            Conclusion.VALUE, out, basis, completeness=Completeness.PARTIAL, qualifiers=EXACT_RUN, retain=tuple(retain)
        )


class ChromaticNumber(Solved[ChromaticRequest, ChromaticOutput]):
    id = "graph.chromatic_number"
    op = "chromatic"
    title = "Chromatic number of a simple graph, certified by a colouring and a DRAT proof"
    description = (
        "Computes the chromatic number chi of a simple graph (inline vertices/edges, graph6, or a "
        f"{GRAPH_SCHEMA} artifact): a greedy colouring bounds it, then k-colourability is solved with PySAT for "
        "k = bound-1 downward on the checker's CNF until one k is unsatisfiable (DRAT proof retained). VALUE with "
        "chi and a chi-colouring; UNKNOWN with lower/upper bounds when the budget runs out. In VERIFY mode a checker "
        "evaluates the colouring and re-encodes (chi-1)-colourability itself to check the proof: chi is VERIFIED."
    )
    tags = (
        "graph",
        "chromatic-number",
        "colouring",
        "coloring",
        "vertex-colouring",
        "k-colourable",
        "invariant",
        "sat",
        "drat",
        "proof",
        "certified",
        "optimal",
        "graph6",
    )
    verify_claims = ("CHROMATIC_NUMBER",)
    examples = (
        InvocationExample(
            title="the Petersen graph has chromatic number 3", payload={"graph6": "IheA@GUAo"}, mode=Mode.VERIFY
        ),
        InvocationExample(
            title="an odd cycle needs 3 colours",
            payload={"vertices": [0, 1, 2, 3, 4], "edges": [[0, 1], [1, 2], [2, 3], [3, 4], [4, 0]]},
        ),
    )

    def answer(self, call: JobCall[ChromaticRequest, GivenGraph], data: dict[str, Any]) -> Interpretation:
        graph, colours, proved = call.parsed.graph, data.get("colouring"), proof_of(data)
        if not isinstance(colours, list) or len(colours) != graph.order:
            raise InterpretError(Code.BACKEND_ERROR, "the worker gave no colouring of every vertex")
        if any(colours[u] == colours[v] for u, v in graph.edges):
            raise InterpretError(Code.BACKEND_ERROR, "the worker's colouring has a monochromatic edge")
        upper, colours = len(set(colours)), _renumbered(colours)
        lower, digest, proof = (1 if graph.order else 0), None, None
        retain: tuple[Retained | RetainedFile, ...] = ()
        if proved is not None:
            refutation, proof = proved
            k = refutation.get("colours")
            if k != upper - 1:
                raise InterpretError(Code.BACKEND_ERROR, f"the worker refuted {k} colours, not {upper - 1}")
            digest, lower = colouring.digest(*colouring.encode(graph.order, graph.edges, k)), upper
            summary = f"DRAT proof: no {k}-colouring of a graph on {graph.order} vertices"
            retain = (proof.retained("graph.no_colouring_refutation", digest, summary),)
        out = ChromaticOutput(
            chromatic_number=upper if lower == upper else None,
            lower_bound=lower,
            upper_bound=upper,
            colouring=[[graph.labels[v], c] for v, c in enumerate(colours)],
            order=graph.order,
            size=len(graph.edges),
            refuted_colours=upper - 1 if digest else None,
            cnf_sha256=digest,
            proof_lines=proof.lines if proof is not None else None,
            solver=data.get("solver"),
            stopped_by=data.get("stopped_by"),
        )
        if lower != upper:
            basis = f"a proper {upper}-colouring was found; {upper - 1} colours not settled"
            return bounds_only(out, data.get("stopped_by"), f"{lower} <= chi <= {upper}", basis)
        refuted = {"colours": upper - 1, "cnf_sha256": digest, **(proof.certificate() if proof else {})}
        certificate = {"colouring": colours, "refutation": refuted if upper else None}
        claim = {"kind": "CHROMATIC_NUMBER", "value": upper}
        paths = proof.paths if proof and upper else {}
        evidence = Evidence(claim, "colouring+cnf-drat/1", {"graph": call.parsed.raw}, certificate, paths=paths)
        basis = f"a proper {upper}-colouring, and the CNF of {upper - 1}-colourability refuted by the solver"
        return answer(
            Conclusion.VALUE, out, basis if upper else "the graph has no vertices", retain=retain, evidence=evidence
        )


def _renumbered(colours: list[int]) -> list[int]:
    """Colours renamed 0.. in order of first use (a colouring with exactly that many colours)."""
    names: dict[int, int] = {}
    return [names.setdefault(c, len(names)) for c in colours]


class InducedTreeMaximum(Solved[InducedTreeRequest, InducedTreeOutput]):
    id = "graph.induced_tree.maximum"
    op = "induced_tree"
    empty = "has no induced tree"
    # The proof stays inline: graph.induced_tree.maximum.verify reads the retained proof as a text artifact and
    # binds it to the stored result by the sha256 of that text (see .tree_verify).
    streams = False
    title = "Largest induced tree of a simple graph, its optimality certified by a DRAT proof"
    description = (
        "Finds the maximum number of vertices inducing a tree in a simple graph (inline vertices/edges, graph6, or a "
        f"{GRAPH_SCHEMA} artifact): a greedy induced tree bounds it below, then 'an induced tree on >= m+1 vertices' "
        "is solved with PySAT on the checker's CNF (selection, a rooted spanning structure with depths, a sequential "
        "counter) until it is unsatisfiable (DRAT proof retained). VALUE with the maximum and a witness tree; UNKNOWN "
        "with lower/upper bounds when the budget runs out. In VERIFY mode a checker tests the witness (connected, "
        "m - 1 induced edges) and re-encodes 'an induced tree on m+1 vertices' itself to check the proof: VERIFIED. "
        f"A settled maximum is retained as a {INDUCED_TREE_RESULT_SCHEMA} artifact beside its proof, for "
        "graph.induced_tree.maximum.verify."
    )
    tags = (
        "graph",
        "induced-tree",
        "induced-subtree",
        "maximum",
        "tree",
        "invariant",
        "optimal",
        "sat",
        "drat",
        "proof",
        "certified",
        "subgraph",
        "graph6",
    )
    verify_claims = ("INDUCED_TREE_MAXIMUM",)
    examples = (
        InvocationExample(
            title="the Petersen graph's largest induced tree has 7 vertices",
            payload={"graph6": "IheA@GUAo"},
            mode=Mode.VERIFY,
        ),
        InvocationExample(
            title="a 6-cycle: the largest induced tree is a path on 5 vertices",
            payload={"vertices": [0, 1, 2, 3, 4, 5], "edges": [[0, 1], [1, 2], [2, 3], [3, 4], [4, 5], [5, 0]]},
        ),
    )

    def answer(self, call: JobCall[InducedTreeRequest, GivenGraph], data: dict[str, Any]) -> Interpretation:
        graph, proved = call.parsed.graph, proof_of(data)
        chosen, induced = _tree(graph, data.get("vertices"))
        lower, upper, digest, proof = len(chosen), graph.order, None, None
        retain: tuple[Retained | RetainedFile, ...] = ()
        if lower < graph.order and proved is not None:
            refutation, proof = proved
            if refutation.get("size") != lower + 1:
                raise InterpretError(
                    Code.BACKEND_ERROR, f"the worker refuted size {refutation.get('size')}, not {lower + 1}"
                )
            digest, upper = tree_encode.digest(*tree_encode.encode(graph.order, graph.edges, lower + 1)), lower
            summary = f"DRAT proof: no induced tree on {lower + 1} vertices in a graph on {graph.order} vertices"
            retain = (proof.retained("graph.no_induced_tree_refutation", digest, summary),)
        out = InducedTreeOutput(
            maximum=lower if lower == upper else None,
            lower_bound=lower,
            upper_bound=upper,
            tree=[graph.labels[v] for v in chosen],
            tree_edges=[[graph.labels[u], graph.labels[v]] for u, v in induced],
            order=graph.order,
            size=len(graph.edges),
            refuted_size=lower + 1 if digest else None,
            cnf_sha256=digest,
            proof_lines=proof.lines if proof is not None else None,
            greedy=data.get("greedy"),
            solver=data.get("solver"),
            stopped_by=data.get("stopped_by"),
        )
        if lower != upper:
            basis = f"an induced tree on {lower} vertices was found; {lower + 1} vertices not settled"
            return bounds_only(out, data.get("stopped_by"), f"{lower} <= maximum induced tree <= {upper}", basis)
        refuted = {"size": lower + 1, "cnf_sha256": digest, **(proof.certificate() if proof else {})}
        certificate = {"vertices": chosen, "refutation": None if lower == graph.order else refuted}
        stored = {
            "graph": graph.canonical(),
            "maximum": lower,
            "vertices": chosen,
            "refutation": None
            if lower == graph.order
            else {"size": lower + 1, "cnf_sha256": digest, "proof_sha256": _sha256(proof and proof.text or "")},
        }
        summary = f"largest induced tree: {lower} of {graph.order} vertices (witness and proof digest)"
        retain += (Retained(INDUCED_TREE_RESULT_SCHEMA, "graph.induced_tree_maximum", stored, summary),)
        claim = {"kind": "INDUCED_TREE_MAXIMUM", "value": lower}
        evidence = Evidence(claim, "vertex-set+cnf-drat/1", {"graph": call.parsed.raw}, certificate)
        basis = (
            f"an induced tree on {lower} vertices, and the CNF of 'an induced tree on {lower + 1} vertices' refuted "
            "by the solver"
            if lower < graph.order
            else "the whole graph is a tree"
        )
        return answer(Conclusion.VALUE, out, basis, retain=retain, evidence=evidence)


def _sha256(text: str) -> str:
    return "sha256:" + hashlib.sha256(text.encode()).hexdigest()


def _tree(graph: simple.Graph, chosen: Any) -> tuple[list[int], list[tuple[int, int]]]:
    """The worker's vertex set, sorted, checked to induce a tree of ``graph``; and the tree's edges."""
    if not (isinstance(chosen, list) and all(isinstance(v, int) and 0 <= v < graph.order for v in chosen)):
        raise InterpretError(Code.BACKEND_ERROR, "the worker gave no vertex set")
    chosen = sorted(set(chosen))
    inside = set(chosen)
    induced = [(u, v) for u, v in graph.edges if u in inside and v in inside]
    if not chosen or len(induced) != len(chosen) - 1 or not _connected(chosen, induced):
        raise InterpretError(Code.BACKEND_ERROR, "the worker's vertex set does not induce a tree")
    return chosen, induced


def _connected(vertices: list[int], edges: list[tuple[int, int]]) -> bool:
    adjacent: dict[int, list[int]] = {v: [] for v in vertices}
    for u, v in edges:
        adjacent[u].append(v)
        adjacent[v].append(u)
    reached, stack = {vertices[0]}, [vertices[0]]
    while stack:
        for w in adjacent[stack.pop()]:
            if w not in reached:
                reached.add(w)
                stack.append(w)
    return len(reached) == len(vertices)


def _labelled(data: dict[str, Any], graphs: list[simple.Graph]) -> list[dict[str, Any]]:
    """The worker's labellings, each checked to be a permutation, with the canonical graph6 recomputed here."""
    got = data.get("graphs")
    if not isinstance(got, list) or len(got) != len(graphs):
        raise InterpretError(Code.BACKEND_ERROR, "dreadnaut gave no labelling for every graph")
    out = []
    for g, item in zip(graphs, got):
        lab, gens = item.get("lab"), item.get("generators")
        if not isinstance(lab, list) or sorted(lab) != list(range(g.order)) or not isinstance(gens, list):
            raise InterpretError(Code.BACKEND_ERROR, "dreadnaut's labelling is not a permutation of the vertices")
        position = {v: i for i, v in enumerate(lab)}
        canon = sorted((min(position[u], position[v]), max(position[u], position[v])) for u, v in g.edges)
        text = str(item.get("grpsize", ""))
        out.append(
            {
                "lab": lab,
                "generators": gens,
                "graph6": graph6_of(g.order, canon),
                "grpsize": text,
                "order": int(text) if text.isdigit() else None,
            }
        )
    return out


class CanonicalForm(_Labelled[CanonicalRequest, CanonicalOutput, GivenGraph]):
    id = "graph.canonical_form"
    title = "Canonical form (graph6) and automorphism group of a simple graph, by nauty's dreadnaut"
    description = (
        "nauty's canonical labelling of a simple graph (inline, graph6 or a "
        f"{GRAPH_SCHEMA} artifact): the canonical graph6 (equal for exactly the isomorphic graphs), the labelling, "
        "the automorphism group's order and generators. In VERIFY mode a checker relabels the graph itself, checks "
        "that every generator is an automorphism and recomputes the order of the group they generate (Schreier-Sims); "
        "canonicity and that the generators give the whole group remain nauty's (stated as obligations)."
    )
    tags = (
        "graph",
        "canonical-form",
        "canonical-labelling",
        "canonical-labeling",
        "automorphism",
        "automorphism-group",
        "symmetry",
        "nauty",
        "dreadnaut",
        "graph6",
        "group-order",
    )
    modes = (Mode.EXPLORE, Mode.VERIFY)
    conclusions = (Conclusion.VALUE,)
    input_kinds = (InputKind.STRUCTURED_REQUEST, InputKind.TYPED_ARTIFACT)
    verify_claims = ("GRAPH_CANONICAL_LABELLING",)
    examples = (
        InvocationExample(
            title="the Petersen graph: automorphism group of order 120",
            payload={"graph6": "IheA@GUAo"},
            mode=Mode.VERIFY,
        ),
    )
    unchecked = Obligation(
        kind="UNCHECKED",
        description="canonicity of the form and completeness of the generators (the whole automorphism "
        "group) are nauty's; the checker verifies the relabelling, each automorphism and the order of "
        "the group the generators generate",
    )

    def parse(self, request: CanonicalRequest, artifacts: ArtifactReader) -> GivenGraph:
        return given_graph(request, artifacts, "has no labelling")

    def fields(self, call: JobCall[CanonicalRequest, GivenGraph]) -> dict[str, Any]:
        return {"graphs": [positions(call.parsed.graph)]}

    def answer(self, call: JobCall[CanonicalRequest, GivenGraph], data: dict[str, Any]) -> Interpretation:
        graph = call.parsed.graph
        (item,) = _labelled(data, [graph])
        labels = graph.labels
        out = CanonicalOutput(
            graph6=item["graph6"],
            labelling=[labels[v] for v in item["lab"]],
            group_order=item["order"],
            group_order_text=item["grpsize"],
            generators=[[labels[w] for w in p] for p in item["generators"]],
            order=graph.order,
            size=len(graph.edges),
        )
        claim = {"kind": "GRAPH_CANONICAL_LABELLING", "graph6": item["graph6"], "group_order": item["order"]}
        certificate = {"lab": item["lab"], "generators": item["generators"]}
        evidence = Evidence(claim, "vertex-map/1", {"graph": call.parsed.raw}, certificate)
        basis = "nauty's canonical labelling and automorphism group generators of the whole graph"
        return answer(
            Conclusion.VALUE, out, basis, qualifiers=EXACT_RUN, obligations=(self.unchecked,), evidence=evidence
        )


def _degree_sequence(g: simple.Graph) -> list[int]:
    degree = [0] * g.order
    for u, v in g.edges:
        degree[u] += 1
        degree[v] += 1
    return sorted(degree)


def _differing_invariant(g: simple.Graph, h: simple.Graph) -> str | None:
    """The first of order, size and degree sequence that differs between the graphs, if one does."""
    invariants = (("order", lambda x: x.order), ("size", lambda x: len(x.edges)), ("degree_sequence", _degree_sequence))
    return next((name for name, f in invariants if f(g) != f(h)), None)


class Isomorphism(
    StreamsProof[IsomorphismRequest, IsomorphismOutput, list[simple.Graph]],
    _Labelled[IsomorphismRequest, IsomorphismOutput, list[simple.Graph]],
):
    id = "graph.isomorphism"
    title = "Are two simple graphs isomorphic? A vertex map as the certificate (nauty's dreadnaut)"
    description = (
        "Compares nauty's canonical forms of two simple graphs (each vertices/edges or graph6). TRUE with a vertex map "
        "(first graph's label -> second's) when they are isomorphic; FALSE otherwise, with what tells them apart: an "
        "invariant that differs (order, size, degree sequence, colour refinement histograms) or, when none does (up to "
        f"{iso_encode.MAX_ORDER} vertices), a DRAT proof that the CNF of an isomorphism is unsatisfiable (PySAT). In "
        "VERIFY mode a checker parses both graphs itself and checks the map, recomputes the invariant, or re-encodes "
        "'isomorphic' and checks the proof: VERIFIED. Larger graphs no invariant separates stay COMPUTED (nauty's "
        "canonical forms differ), with an obligation."
    )
    tags = (
        "graph",
        "isomorphism",
        "isomorphic",
        "graph-isomorphism",
        "mapping",
        "bijection",
        "nauty",
        "canonical-form",
        "graph6",
        "non-isomorphic",
        "weisfeiler-leman",
        "colour-refinement",
    )
    modes = (Mode.EXPLORE, Mode.VERIFY)
    conclusions = (Conclusion.TRUE, Conclusion.FALSE)
    verify_claims = ("GRAPH_ISOMORPHISM", "GRAPH_NOT_ISOMORPHIC")
    examples = (
        InvocationExample(
            title="a 4-cycle relabelled",
            payload={
                "graphs": [
                    {"vertices": [1, 2, 3, 4], "edges": [[1, 2], [2, 3], [3, 4], [4, 1]]},
                    {"vertices": ["a", "b", "c", "d"], "edges": [["a", "c"], ["c", "b"], ["b", "d"], ["d", "a"]]},
                ]
            },
            mode=Mode.VERIFY,
        ),
    )
    unchecked = Obligation(
        kind="UNCHECKED",
        description="order, size, degree sequence and colour refinement agree and the graphs have more than "
        f"{iso_encode.MAX_ORDER} vertices; non-isomorphism rests on nauty's canonical forms, which no checker "
        "recomputes",
    )

    def parse(self, request: IsomorphismRequest, artifacts: ArtifactReader) -> list[simple.Graph]:
        try:
            graphs = [simple.parse(g.raw_graph(), f"$.payload.graphs[{i}]") for i, g in enumerate(request.graphs)]
        except simple.GraphError as exc:
            raise invalid_graph(exc) from None
        for i, g in enumerate(graphs):
            if g.order == 0:
                raise invalid("a graph without vertices", f"$.payload.graphs[{i}]")
        return graphs

    def fields(self, call: JobCall[IsomorphismRequest, list[simple.Graph]]) -> dict[str, Any]:
        g, h = call.parsed
        return {"graphs": [positions(x) for x in call.parsed], "refute": _needs_refutation(g, h)}

    def answer(self, call: JobCall[IsomorphismRequest, list[simple.Graph]], data: dict[str, Any]) -> Interpretation:
        g, h = call.parsed
        a, b = _labelled(data, call.parsed)
        subject = {"graphs": [x.raw_graph() for x in call.request.graphs]}
        canon = [a["graph6"], b["graph6"]]
        if g.order == h.order and a["graph6"] == b["graph6"]:
            image = [0] * g.order
            for i, v in enumerate(a["lab"]):
                image[v] = b["lab"][i]
            if {(min(image[u], image[v]), max(image[u], image[v])) for u, v in g.edges} != set(h.edges):
                raise InterpretError(Code.BACKEND_ERROR, "equal canonical forms gave a map that is no isomorphism")
            mapping = [[g.labels[v], h.labels[image[v]]] for v in range(g.order)]
            out = IsomorphismOutput(isomorphic=True, mapping=mapping, canonical_graph6=canon)
            evidence = Evidence({"kind": "GRAPH_ISOMORPHISM"}, "vertex-map/1", subject, {"mapping": image})
            basis = "equal canonical forms; the composed labellings map every edge onto an edge"
            return answer(Conclusion.TRUE, out, basis, evidence=evidence)
        invariant = _differing_invariant(g, h)
        if invariant is None and histograms_differ(g, h):
            invariant = "colour_refinement"
        if invariant is not None:
            out = IsomorphismOutput(isomorphic=False, invariant=invariant, canonical_graph6=canon)
            evidence = Evidence({"kind": "GRAPH_NOT_ISOMORPHIC"}, "vertex-map/1", subject, {"invariant": invariant})
            return answer(Conclusion.FALSE, out, f"the {invariant.replace('_', ' ')} differ", evidence=evidence)
        proved = proof_of(data)
        if proved is not None:
            proof, cnf = proved[1], colouring.digest(*iso_encode.encode(g.order, g.edges, h.edges))
            out = IsomorphismOutput(
                isomorphic=False,
                invariant="refutation",
                canonical_graph6=canon,
                cnf_sha256=cnf,
                proof_lines=proof.lines,
            )
            certificate = {"refutation": {"cnf_sha256": cnf, **proof.certificate()}}
            claim = {"kind": "GRAPH_NOT_ISOMORPHIC"}
            evidence = Evidence(claim, "vertex-map/1", subject, certificate, paths=proof.paths)
            summary = f"DRAT proof: two graphs on {g.order} vertices are not isomorphic"
            return answer(
                Conclusion.FALSE,
                out,
                "nauty's canonical forms differ, and the CNF of 'the graphs are isomorphic' was refuted by the solver",
                retain=(proof.retained("graph.not_isomorphic_refutation", cnf, summary),),
                evidence=evidence,
            )
        out = IsomorphismOutput(isomorphic=False, invariant=None, canonical_graph6=canon)
        return answer(Conclusion.FALSE, out, "nauty's canonical forms differ", obligations=(self.unchecked,))


def _needs_refutation(g: simple.Graph, h: simple.Graph) -> bool:
    """Whether a non-isomorphism would need a proof: no simple invariant and no colour refinement tells the graphs
    apart, and they are small enough for the checker's isomorphism CNF."""
    return (
        g.order == h.order <= iso_encode.MAX_ORDER
        and _differing_invariant(g, h) is None
        and not histograms_differ(g, h)
    )


CAPABILITIES = (
    ConstructExplicit(),
    EnumerateNonisomorphic(),
    ChromaticNumber(),
    InducedTreeMaximum(),
    CanonicalForm(),
    Isomorphism(),
    *OPTIMUM_CAPABILITIES,
    *CLASSICAL_CAPABILITIES,
    *TREE_VERIFY_CAPABILITIES,
    *FLOW_CAPABILITIES,
    *ALGEBRAIC_CAPABILITIES,
    *POSET_CAPABILITIES,
)
