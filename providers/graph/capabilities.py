"""Graph capability definitions: explicit construction, nonisomorphic enumeration, chromatic number, induced trees.

Graphs are read by the checkers' parser (:mod:`jacobian.checkers.graph.simple`, graph6 by
Jacobian's own bounded reader: nauty is never on the parse path). The colouring CNF is the
checker's (:mod:`jacobian.checkers.graph.encode`), and so is the induced-tree CNF
(:mod:`jacobian.checkers.graph.tree_encode`). No backend library is imported here.
"""

from __future__ import annotations

import re
from typing import Any

from jacobian.capability import (
    CapabilityDefinition,
    Evidence,
    Interpretation,
    InterpretError,
    PlanContext,
    Retained,
    worker_data,
)
from jacobian.checkers.graph import encode as colouring
from jacobian.checkers.graph import simple, tree_encode
from jacobian.checkers.graph.graph6 import write as graph6_of
from jacobian.contracts.descriptor import DeclaredRelationship, InvocationExample
from jacobian.contracts.diagnostics import Code, Diagnostic, Severity, Stage
from jacobian.contracts.enums import Completeness, Conclusion, InputKind, Mode, Qualifier
from jacobian.contracts.job import Job, Outcome
from jacobian.contracts.result import Obligation

from ..sat.models import DRAT_SCHEMA
from .models import (
    GRAPH_SCHEMA,
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
    IsomorphismOutput,
    IsomorphismRequest,
    PageInfo,
    SimpleGraph,
)

ARTIFACT_SCHEMAS = {GRAPH_SCHEMA: (SimpleGraph, True), PAGE_SCHEMA: (GraphPage, True)}
GRAPH6_SHOWN_UP_TO = 1000
CURSOR_RE = re.compile(r"^geng/1:(\d+):(\d+-\d+|all):([cu]):(\d+)$")


def _invalid(exc: simple.GraphError) -> InterpretError:
    return InterpretError(Code.INVALID_REQUEST, exc.message, path=exc.path, stage=Stage.VALIDATE)


class ConstructExplicit(CapabilityDefinition):
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
    family = "runtime"
    tags = ("graph", "construct", "explicit", "edges", "vertices", "graph6", "adjacency", "simple-graph", "artifact")
    modes = (Mode.EXPLORE,)
    conclusions = (Conclusion.VALUE,)
    input_kinds = (InputKind.STRUCTURED_REQUEST,)
    artifact_types = (GRAPH_SCHEMA,)
    engine_selectable = False
    runtime_served = True
    Request = ConstructRequest
    Output = ConstructOutput
    relationships = (
        DeclaredRelationship(kind="PRODUCES_INPUT_FOR", target="graph.chromatic_number", description="graph_artifact"),
    )
    examples = (
        InvocationExample(
            title="the 4-cycle", payload={"vertices": [1, 2, 3, 4], "edges": [[1, 2], [2, 3], [3, 4], [4, 1]]}
        ),
        InvocationExample(title="the Petersen graph from graph6", payload={"graph6": "IheA@GUAo"}),
    )

    def serve(self, request: ConstructRequest, state: Any) -> Interpretation:
        from jacobian.state import StateError

        try:
            graph = request.parsed()
        except simple.GraphError as exc:
            raise _invalid(exc) from None
        payload = graph.canonical()
        summary = request.summary or f"simple graph: {graph.order} vertices, {len(graph.edges)} edges"
        try:
            uri = state.artifacts.put(GRAPH_SCHEMA, "graph.simple", payload, summary=summary, producer=True)
            stored = state.artifacts.get(uri)
        except StateError as exc:
            raise InterpretError(exc.code, exc.message, path=exc.path, stage=Stage.STORAGE) from exc
        shown = graph6_of(graph.order, list(graph.edges)) if graph.order <= GRAPH6_SHOWN_UP_TO else None
        out = ConstructOutput(
            uri=uri, order=graph.order, size=len(graph.edges), graph6=shown, payload_digest=stored.payload_digest
        )
        return Interpretation(
            Conclusion.VALUE,
            out,
            Completeness.COMPLETE,
            "the whole graph was validated, canonicalized and stored",
            assurance_basis="parsed and canonicalized by the runtime; the URI is the sha256 of the artifact manifest",
            qualifiers=(Qualifier.EXACT, Qualifier.DETERMINISTIC),
            retain=(Retained(GRAPH_SCHEMA, "graph.simple", payload, summary),),  # same URI: records the relationship
        )


def _edge_range(request: EnumerateRequest) -> tuple[int, int] | None:
    if request.min_edges is None and request.max_edges is None:
        return None
    top = request.order * (request.order - 1) // 2
    return (request.min_edges or 0, top if request.max_edges is None else request.max_edges)


def _class_key(request: EnumerateRequest) -> str:
    rng = _edge_range(request)
    return (
        f"geng/1:{request.order}:{'all' if rng is None else f'{rng[0]}-{rng[1]}'}:{'c' if request.connected else 'u'}"
    )


def _offset(request: EnumerateRequest) -> int:
    if request.cursor is None:
        return 0
    found = CURSOR_RE.match(request.cursor)
    if found is None or request.cursor.rsplit(":", 1)[0] != _class_key(request):
        raise InterpretError(
            Code.INVALID_REQUEST,
            f"the cursor is not a next_cursor of this class of graphs ({_class_key(request)})",
            path="$.payload.cursor",
            stage=Stage.VALIDATE,
        )
    return int(found.group(4))


def _graph6_length(n: int) -> int:
    return (1 if n <= 62 else 4) + (n * (n - 1) // 2 + 5) // 6


class EnumerateNonisomorphic(CapabilityDefinition):
    id = "graph.enumerate.nonisomorphic"
    title = "Count and list nonisomorphic simple graphs of one order (nauty geng), page by page"
    description = (
        "Enumerates the simple graphs on `order` vertices up to isomorphism with nauty's geng (optionally an edge "
        "range and only connected ones): total_count by geng -u, and `pages` pages of `limit` graphs (graph6) from "
        "the cursor on, each retained as a jacobian.graph.page.v1 artifact (listed in artifact_uris in page order). "
        "Streaming: geng's output is read line by line and only this call's pages are kept. COMPLETE only when this "
        "call produced every page; otherwise PARTIAL with next_cursor. count_only gives just the count."
    )
    domain = "graphs"
    family = "graph"
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
    modes = (Mode.EXPLORE,)
    conclusions = (Conclusion.VALUE,)
    artifact_types = (PAGE_SCHEMA,)
    Request = EnumerateRequest
    Output = EnumerateOutput
    examples = (
        InvocationExample(title="all 156 graphs on 6 vertices, one page", payload={"order": 6, "limit": 200}),
        InvocationExample(
            title="how many connected graphs on 9 vertices", payload={"order": 9, "connected": True, "count_only": True}
        ),
    )

    def _payload(self, request: EnumerateRequest, ctx: PlanContext) -> dict[str, Any]:
        rng = _edge_range(request)
        base = {
            "geng": ctx.engine.options.get("geng"),
            "order": request.order,
            "connected": request.connected,
            "edges": list(rng) if rng else None,
        }
        if request.count_only:
            return {"op": "count", **base}
        return {"op": "page", **base, "offset": _offset(request), "limit": request.limit, "pages": request.pages}

    def plan(self, request: EnumerateRequest, ctx: PlanContext) -> Job:
        return ctx.worker_job(self._payload(request, ctx), label=self.id)

    def interpret(self, request: EnumerateRequest, outcome: Outcome, ctx: PlanContext) -> Interpretation:
        data = worker_data(outcome)
        total = data.get("total")
        if not isinstance(total, int) or total < 0:
            raise InterpretError(Code.BACKEND_ERROR, "the worker gave no graph count")
        rng = _edge_range(request)
        common = {"order": request.order, "edge_range": rng, "connected": request.connected, "total_count": total}
        if request.count_only:
            out = EnumerateOutput(**common, pages=[], produced=0)
            return Interpretation(
                Conclusion.VALUE,
                out,
                Completeness.PARTIAL,
                "total_count is geng -u's exact count; no pages were produced (count_only)",
                qualifiers=(Qualifier.EXACT,),
                engine_used=ctx.engine.engine,
            )
        offset = _offset(request)
        pages, retain, infos, at = data.get("pages"), [], [], offset
        if not isinstance(pages, list):
            raise InterpretError(Code.BACKEND_ERROR, "the worker gave no pages")
        width = _graph6_length(request.order)
        for page in pages:
            if not isinstance(page, list) or not page or not all(isinstance(g, str) and len(g) == width for g in page):
                raise InterpretError(
                    Code.BACKEND_ERROR, f"geng wrote a line that is not graph6 of order {request.order}"
                )
            payload = {
                "order": request.order,
                "edges": list(rng) if rng else None,
                "connected": request.connected,
                "offset": at,
                "graph6": page,
            }
            retain.append(
                Retained(
                    PAGE_SCHEMA,
                    "graph.nonisomorphic_page",
                    payload,
                    f"graphs {at}..{at + len(page) - 1} of {total} on {request.order} vertices",
                )
            )
            infos.append(PageInfo(offset=at, count=len(page)))
            at += len(page)
        reached_end = bool(data.get("reached_end")) and at == total
        if at > total or (not reached_end and at - offset != request.limit * request.pages):
            raise InterpretError(Code.BACKEND_ERROR, f"geng gave {at - offset} graphs from {offset}, count {total}")
        out = EnumerateOutput(
            **common,
            pages=infos,
            produced=at - offset,
            next_cursor=None if reached_end else f"{_class_key(request)}:{at}",
            first_graphs=(pages[0][:10] if pages else []),
        )
        if reached_end and offset == 0:
            completeness, basis = Completeness.COMPLETE, f"all {total} graphs were produced in this call's pages"
        else:
            completeness = Completeness.PARTIAL
            basis = f"graphs {offset}..{at - 1} of {total} produced" + (
                "" if reached_end else "; next_cursor continues"
            )
        return Interpretation(
            Conclusion.VALUE,
            out,
            completeness,
            basis,
            qualifiers=(Qualifier.EXACT, Qualifier.DETERMINISTIC)
            + ((Qualifier.EXHAUSTIVE,) if completeness is Completeness.COMPLETE else ()),
            engine_used=ctx.engine.engine,
            retain=tuple(retain),
        )


def _request_graph(
    request: ChromaticRequest | InducedTreeRequest, ctx: PlanContext
) -> tuple[simple.Graph, dict[str, Any]]:
    """The graph by the checkers' parser, and as the caller gave it (inline, or the stored artifact)."""
    if request.graph_artifact is not None:
        schema, payload = ctx.load_artifact(request.graph_artifact)
        if schema != GRAPH_SCHEMA:
            raise InterpretError(
                Code.INVALID_REQUEST,
                f"the artifact is a {schema}, not a {GRAPH_SCHEMA}",
                path="$.payload.graph_artifact",
                stage=Stage.VALIDATE,
            )
        raw, where = payload, "$.payload.graph_artifact"
    else:
        raw, where = request.raw_graph(), "$.payload"
    try:
        return simple.parse(raw, where), raw
    except simple.GraphError as exc:
        raise _invalid(exc) from None


class ChromaticNumber(CapabilityDefinition):
    id = "graph.chromatic_number"
    title = "Chromatic number of a simple graph, certified by a colouring and a DRAT proof"
    description = (
        "Computes the chromatic number chi of a simple graph (inline vertices/edges, graph6, or a "
        f"{GRAPH_SCHEMA} artifact): a greedy colouring bounds it, then k-colourability is solved with PySAT for "
        "k = bound-1 downward on the checker's CNF until one k is unsatisfiable (DRAT proof retained). VALUE with "
        "chi and a chi-colouring; UNKNOWN with lower/upper bounds when the budget runs out. In VERIFY mode a checker "
        "evaluates the colouring and re-encodes (chi-1)-colourability itself to check the proof: chi is VERIFIED."
    )
    domain = "graphs"
    family = "graph"
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
    )
    modes = (Mode.EXPLORE, Mode.VERIFY)
    conclusions = (Conclusion.VALUE, Conclusion.UNKNOWN)
    input_kinds = (InputKind.STRUCTURED_REQUEST, InputKind.TYPED_ARTIFACT)
    artifact_types = (DRAT_SCHEMA,)
    Request = ChromaticRequest
    Output = ChromaticOutput
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

    def plan(self, request: ChromaticRequest, ctx: PlanContext) -> Job:
        graph, _ = _request_graph(request, ctx)
        limits = request.limits.model_dump(exclude_none=True) if request.limits else None
        payload = {"op": "chromatic", "order": graph.order, "edges": [list(e) for e in graph.edges], "limits": limits}
        return ctx.worker_job(payload, label=self.id)

    def interpret(self, request: ChromaticRequest, outcome: Outcome, ctx: PlanContext) -> Interpretation:
        data = worker_data(outcome)
        graph, raw = _request_graph(request, ctx)
        colours = data.get("colouring")
        if not isinstance(colours, list) or len(colours) != graph.order:
            raise InterpretError(Code.BACKEND_ERROR, "the worker gave no colouring of every vertex")
        if any(colours[u] == colours[v] for u, v in graph.edges):
            raise InterpretError(Code.BACKEND_ERROR, "the worker's colouring has a monochromatic edge")
        upper = len(set(colours))
        colours = _renumbered(colours)
        refutation = data.get("refutation")
        lower, digest, lines = (1 if graph.order else 0), None, None
        retain: tuple[Retained, ...] = ()
        if isinstance(refutation, dict) and isinstance(refutation.get("proof_text"), str):
            k = refutation.get("colours")
            if k != upper - 1:
                raise InterpretError(Code.BACKEND_ERROR, f"the worker refuted {k} colours, not {upper - 1}")
            num_vars, clauses = colouring.encode(graph.order, graph.edges, k)
            digest, proof = colouring.digest(num_vars, clauses), refutation["proof_text"]
            lines, lower = proof.count("\n"), upper
            retain = (
                Retained(
                    DRAT_SCHEMA,
                    "graph.no_colouring_refutation",
                    {"encoding": "text", "proof_text": proof, "formula_sha256": digest.split(":", 1)[1]},
                    f"DRAT proof: no {k}-colouring of a graph on {graph.order} vertices",
                ),
            )
        exact = lower == upper
        out = ChromaticOutput(
            chromatic_number=upper if exact else None,
            lower_bound=lower,
            upper_bound=upper,
            colouring=[[graph.labels[v], c] for v, c in enumerate(colours)],
            order=graph.order,
            size=len(graph.edges),
            refuted_colours=upper - 1 if digest else None,
            cnf_sha256=digest,
            proof_lines=lines,
            solver=data.get("solver"),
            stopped_by=data.get("stopped_by"),
        )
        if not exact:
            note = Diagnostic.of(
                Code.BUDGET_EXHAUSTED,
                f"the budget ran out ({data.get('stopped_by')}): {lower} <= chi <= {upper}",
                severity=Severity.WARNING,
            )
            return Interpretation(
                Conclusion.UNKNOWN,
                out,
                Completeness.PARTIAL,
                f"a proper {upper}-colouring was found; {upper - 1} colours not settled",
                qualifiers=(Qualifier.BOUNDED,),
                diagnostics=(note,),
                engine_used=ctx.engine.engine,
            )
        certificate = {
            "colouring": colours,
            "refutation": None
            if upper == 0
            else {"colours": upper - 1, "cnf_sha256": digest, "proof_text": refutation["proof_text"]},
        }
        evidence = Evidence(
            {"kind": "CHROMATIC_NUMBER", "value": upper}, "colouring+cnf-drat/1", {"graph": raw}, certificate
        )
        return Interpretation(
            Conclusion.VALUE,
            out,
            Completeness.COMPLETE,
            f"a proper {upper}-colouring, and the CNF of {upper - 1}-colourability refuted by the solver"
            if upper
            else "the graph has no vertices",
            qualifiers=(Qualifier.EXACT,),
            engine_used=ctx.engine.engine,
            retain=retain,
            evidence=evidence,
        )


def _renumbered(colours: list[int]) -> list[int]:
    """Colours renamed 0.. in order of first use (a colouring with exactly that many colours)."""
    names: dict[int, int] = {}
    return [names.setdefault(c, len(names)) for c in colours]


class InducedTreeMaximum(CapabilityDefinition):
    id = "graph.induced_tree.maximum"
    title = "Largest induced tree of a simple graph, its optimality certified by a DRAT proof"
    description = (
        "Finds the maximum number of vertices inducing a tree in a simple graph (inline vertices/edges, graph6, or a "
        f"{GRAPH_SCHEMA} artifact): a greedy induced tree bounds it below, then 'an induced tree on >= m+1 vertices' "
        "is solved with PySAT on the checker's CNF (selection, a rooted spanning structure with depths, a sequential "
        "counter) until it is unsatisfiable (DRAT proof retained). VALUE with the maximum and a witness tree; UNKNOWN "
        "with lower/upper bounds when the budget runs out. In VERIFY mode a checker tests the witness (connected, "
        "m - 1 induced edges) and re-encodes 'an induced tree on m+1 vertices' itself to check the proof: VERIFIED."
    )
    domain = "graphs"
    family = "graph"
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
    )
    modes = (Mode.EXPLORE, Mode.VERIFY)
    conclusions = (Conclusion.VALUE, Conclusion.UNKNOWN)
    input_kinds = (InputKind.STRUCTURED_REQUEST, InputKind.TYPED_ARTIFACT)
    artifact_types = (DRAT_SCHEMA,)
    Request = InducedTreeRequest
    Output = InducedTreeOutput
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

    def plan(self, request: InducedTreeRequest, ctx: PlanContext) -> Job:
        graph, _ = _request_graph(request, ctx)
        if graph.order == 0:
            raise InterpretError(
                Code.INVALID_REQUEST,
                "a graph without vertices has no induced tree",
                path="$.payload",
                stage=Stage.VALIDATE,
            )
        limits = request.limits.model_dump(exclude_none=True) if request.limits else None
        payload = {
            "op": "induced_tree",
            "order": graph.order,
            "edges": [list(e) for e in graph.edges],
            "limits": limits,
        }
        return ctx.worker_job(payload, label=self.id)

    def interpret(self, request: InducedTreeRequest, outcome: Outcome, ctx: PlanContext) -> Interpretation:
        data = worker_data(outcome)
        graph, raw = _request_graph(request, ctx)
        chosen = data.get("vertices")
        if not (isinstance(chosen, list) and all(isinstance(v, int) and 0 <= v < graph.order for v in chosen)):
            raise InterpretError(Code.BACKEND_ERROR, "the worker gave no vertex set")
        chosen = sorted(set(chosen))
        inside = set(chosen)
        induced = [(u, v) for u, v in graph.edges if u in inside and v in inside]
        if not chosen or len(induced) != len(chosen) - 1 or not _connected(chosen, induced):
            raise InterpretError(Code.BACKEND_ERROR, "the worker's vertex set does not induce a tree")
        lower, upper = len(chosen), graph.order
        refutation, digest, lines = data.get("refutation"), None, None
        retain: tuple[Retained, ...] = ()
        if lower < graph.order and isinstance(refutation, dict) and isinstance(refutation.get("proof_text"), str):
            if refutation.get("size") != lower + 1:
                raise InterpretError(
                    Code.BACKEND_ERROR, f"the worker refuted size {refutation.get('size')}, not {lower + 1}"
                )
            num_vars, clauses = tree_encode.encode(graph.order, graph.edges, lower + 1)
            digest, proof = tree_encode.digest(num_vars, clauses), refutation["proof_text"]
            lines, upper = proof.count("\n"), lower
            retain = (
                Retained(
                    DRAT_SCHEMA,
                    "graph.no_induced_tree_refutation",
                    {"encoding": "text", "proof_text": proof, "formula_sha256": digest.split(":", 1)[1]},
                    f"DRAT proof: no induced tree on {lower + 1} vertices in a graph on {graph.order} vertices",
                ),
            )
        exact = lower == upper
        out = InducedTreeOutput(
            maximum=lower if exact else None,
            lower_bound=lower,
            upper_bound=upper,
            tree=[graph.labels[v] for v in chosen],
            tree_edges=[[graph.labels[u], graph.labels[v]] for u, v in induced],
            order=graph.order,
            size=len(graph.edges),
            refuted_size=lower + 1 if digest else None,
            cnf_sha256=digest,
            proof_lines=lines,
            greedy=data.get("greedy"),
            solver=data.get("solver"),
            stopped_by=data.get("stopped_by"),
        )
        if not exact:
            note = Diagnostic.of(
                Code.BUDGET_EXHAUSTED,
                f"the budget ran out ({data.get('stopped_by')}): {lower} <= maximum induced tree <= {upper}",
                severity=Severity.WARNING,
            )
            return Interpretation(
                Conclusion.UNKNOWN,
                out,
                Completeness.PARTIAL,
                f"an induced tree on {lower} vertices was found; {lower + 1} vertices not settled",
                qualifiers=(Qualifier.BOUNDED,),
                diagnostics=(note,),
                engine_used=ctx.engine.engine,
            )
        certificate = {
            "vertices": chosen,
            "refutation": None
            if lower == graph.order
            else {"size": lower + 1, "cnf_sha256": digest, "proof_text": refutation["proof_text"]},
        }
        evidence = Evidence(
            {"kind": "INDUCED_TREE_MAXIMUM", "value": lower}, "vertex-set+cnf-drat/1", {"graph": raw}, certificate
        )
        return Interpretation(
            Conclusion.VALUE,
            out,
            Completeness.COMPLETE,
            f"an induced tree on {lower} vertices, and the CNF of 'an induced tree on {lower + 1} vertices' refuted "
            "by the solver"
            if lower < graph.order
            else "the whole graph is a tree",
            qualifiers=(Qualifier.EXACT,),
            engine_used=ctx.engine.engine,
            retain=retain,
            evidence=evidence,
        )


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


def _label_job(ctx: PlanContext, graphs: list[simple.Graph], label: str) -> Job:
    payload = {
        "op": "label",
        "dreadnaut": ctx.engine.options.get("dreadnaut"),
        "graphs": [{"order": g.order, "edges": [list(e) for e in g.edges]} for g in graphs],
    }
    return ctx.worker_job(payload, label=label)


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


class CanonicalForm(CapabilityDefinition):
    id = "graph.canonical_form"
    title = "Canonical form (graph6) and automorphism group of a simple graph, by nauty's dreadnaut"
    description = (
        "nauty's canonical labelling of a simple graph (inline, graph6 or a "
        f"{GRAPH_SCHEMA} artifact): the canonical graph6 (equal for exactly the isomorphic graphs), the labelling, "
        "the automorphism group's order and generators. In VERIFY mode a checker relabels the graph itself, checks "
        "that every generator is an automorphism and recomputes the order of the group they generate (Schreier-Sims); "
        "canonicity and that the generators give the whole group remain nauty's (stated as obligations)."
    )
    domain = "graphs"
    family = "graph"
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
    Request = CanonicalRequest
    Output = CanonicalOutput
    verify_claims = ("GRAPH_CANONICAL_LABELLING",)
    examples = (
        InvocationExample(
            title="the Petersen graph: automorphism group of order 120",
            payload={"graph6": "IheA@GUAo"},
            mode=Mode.VERIFY,
        ),
    )

    def plan(self, request: CanonicalRequest, ctx: PlanContext) -> Job:
        graph, _ = _request_graph(request, ctx)
        if graph.order == 0:
            raise InterpretError(
                Code.INVALID_REQUEST,
                "a graph without vertices has no labelling",
                path="$.payload",
                stage=Stage.VALIDATE,
            )
        return _label_job(ctx, [graph], self.id)

    def interpret(self, request: CanonicalRequest, outcome: Outcome, ctx: PlanContext) -> Interpretation:
        graph, raw = _request_graph(request, ctx)
        (item,) = _labelled(worker_data(outcome), [graph])
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
        evidence = Evidence(
            {"kind": "GRAPH_CANONICAL_LABELLING", "graph6": item["graph6"], "group_order": item["order"]},
            "vertex-map/1",
            {"graph": raw},
            {"lab": item["lab"], "generators": item["generators"]},
        )
        return Interpretation(
            Conclusion.VALUE,
            out,
            Completeness.COMPLETE,
            "nauty's canonical labelling and automorphism group generators of the whole graph",
            qualifiers=(Qualifier.EXACT, Qualifier.DETERMINISTIC),
            obligations=(
                Obligation(
                    kind="UNCHECKED",
                    description="canonicity of the form and completeness of the generators (the whole automorphism "
                    "group) are nauty's; the checker verifies the relabelling, each automorphism and the order of "
                    "the group the generators generate",
                ),
            ),
            engine_used=ctx.engine.engine,
            evidence=evidence,
        )


def _degree_sequence(g: simple.Graph) -> list[int]:
    degree = [0] * g.order
    for u, v in g.edges:
        degree[u] += 1
        degree[v] += 1
    return sorted(degree)


class Isomorphism(CapabilityDefinition):
    id = "graph.isomorphism"
    title = "Are two simple graphs isomorphic? A vertex map as the certificate (nauty's dreadnaut)"
    description = (
        "Compares nauty's canonical forms of two simple graphs (each vertices/edges or graph6). TRUE with a vertex map "
        "(first graph's label -> second's) when they are isomorphic; FALSE otherwise, with an invariant that differs "
        "(order, size, degree sequence) when one does. In VERIFY mode a checker parses both graphs itself and checks "
        "that the map is a bijection sending the edges exactly onto the edges, or recomputes the differing invariant; "
        "a FALSE with equal simple invariants stays COMPUTED (nauty's canonical forms differ), with an obligation."
    )
    domain = "graphs"
    family = "graph"
    tags = (
        "graph",
        "isomorphism",
        "isomorphic",
        "graph-isomorphism",
        "mapping",
        "bijection",
        "nauty",
        "canonical-form",
    )
    modes = (Mode.EXPLORE, Mode.VERIFY)
    conclusions = (Conclusion.TRUE, Conclusion.FALSE)
    Request = IsomorphismRequest
    Output = IsomorphismOutput
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

    def _graphs(self, request: IsomorphismRequest) -> list[simple.Graph]:
        try:
            return [simple.parse(g.raw_graph(), f"$.payload.graphs[{i}]") for i, g in enumerate(request.graphs)]
        except simple.GraphError as exc:
            raise _invalid(exc) from None

    def plan(self, request: IsomorphismRequest, ctx: PlanContext) -> Job:
        graphs = self._graphs(request)
        for i, g in enumerate(graphs):
            if g.order == 0:
                raise InterpretError(
                    Code.INVALID_REQUEST,
                    "a graph without vertices",
                    path=f"$.payload.graphs[{i}]",
                    stage=Stage.VALIDATE,
                )
        return _label_job(ctx, graphs, self.id)

    def interpret(self, request: IsomorphismRequest, outcome: Outcome, ctx: PlanContext) -> Interpretation:
        g, h = graphs = self._graphs(request)
        a, b = _labelled(worker_data(outcome), graphs)
        subject = {"graphs": [x.raw_graph() for x in request.graphs]}
        canon = [a["graph6"], b["graph6"]]
        if g.order == h.order and a["graph6"] == b["graph6"]:
            image = [0] * g.order
            for i, v in enumerate(a["lab"]):
                image[v] = b["lab"][i]
            mapped = {(min(image[u], image[v]), max(image[u], image[v])) for u, v in g.edges}
            if mapped != set(h.edges):
                raise InterpretError(Code.BACKEND_ERROR, "equal canonical forms gave a map that is no isomorphism")
            out = IsomorphismOutput(
                isomorphic=True,
                mapping=[[g.labels[v], h.labels[image[v]]] for v in range(g.order)],
                canonical_graph6=canon,
            )
            return Interpretation(
                Conclusion.TRUE,
                out,
                Completeness.COMPLETE,
                "equal canonical forms; the composed labellings map every edge onto an edge",
                qualifiers=(Qualifier.EXACT,),
                engine_used=ctx.engine.engine,
                evidence=Evidence({"kind": "GRAPH_ISOMORPHISM"}, "vertex-map/1", subject, {"mapping": image}),
            )
        invariant = next(
            (
                name
                for name, f in (
                    ("order", lambda x: x.order),
                    ("size", lambda x: len(x.edges)),
                    ("degree_sequence", _degree_sequence),
                )
                if f(g) != f(h)
            ),
            None,
        )
        out = IsomorphismOutput(isomorphic=False, invariant=invariant, canonical_graph6=canon)
        basis = f"the {invariant} differ" if invariant else "nauty's canonical forms differ"
        return Interpretation(
            Conclusion.FALSE,
            out,
            Completeness.COMPLETE,
            basis,
            qualifiers=(Qualifier.EXACT,),
            obligations=()
            if invariant
            else (
                Obligation(
                    kind="UNCHECKED",
                    description="order, size and degree sequence agree; non-isomorphism rests on nauty's canonical "
                    "forms, which no checker recomputes",
                ),
            ),
            engine_used=ctx.engine.engine,
            evidence=None
            if invariant is None
            else Evidence({"kind": "GRAPH_NOT_ISOMORPHIC"}, "vertex-map/1", subject, {"invariant": invariant}),
        )


CAPABILITIES = (
    ConstructExplicit(),
    EnumerateNonisomorphic(),
    ChromaticNumber(),
    InducedTreeMaximum(),
    CanonicalForm(),
    Isomorphism(),
)
