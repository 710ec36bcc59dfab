"""Request, output and artifact models of the graph capabilities (Pydantic only; no backend imports).

Shapes and sizes are bounded here; the graph's meaning (duplicates, self-loops, undeclared
endpoints, graph6) is decided by the checkers' own parser, :mod:`jacobian.checkers.graph.simple`,
so that the producer and the checker read a graph the same way.
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from jacobian.capability import BudgetRequest, Output, Request
from jacobian.checkers.graph import simple
from jacobian.checkers.graph.graph6 import MAX_VERTICES
from jacobian.contracts.base import field_rule_error
from jacobian.contracts.result import ARTIFACT_URI_PATTERN

GRAPH_SCHEMA = "jacobian.graph.simple.v1"
PAGE_SCHEMA = "jacobian.graph.page.v2"
GRAPHS_PER_CALL = 1_000_000  # limit * pages of one enumeration call (the nauty worker holds as many)
GRAPH6_BYTES_PER_CALL = 48 * 2**20  # ... and their graph6 lines, which the nauty worker holds in memory
GRAPHS_PER_PAGE = GRAPHS_PER_CALL  # limit: one page is one stored artifact, so a larger page costs one store, not many
# ... and its graph6 lines (newlines included): one file from the worker (under the manifest's default file size,
# 16 MiB) and one JSON text in the artifact, a newline escaped in two bytes, so a full page of order 11 (12 bytes a
# line, 13 MB stored) stays under the store's default per-artifact quota (16 MiB)
GRAPH6_BYTES_PER_PAGE = 12 * 2**20
GRAPH6_CHARACTERS = bytes(range(63, 127))  # graph6's characters, ? to ~
INDUCED_TREE_RESULT_SCHEMA = "jacobian.graph.induced_tree_result.v1"
SHA256_RE = r"^sha256:[0-9a-f]{64}$"

Label = Annotated[int, Field(ge=0, le=simple.MAX_INT_LABEL)] | Annotated[str, Field(pattern=simple.LABEL_RE.pattern)]


class SimpleGraph(BaseModel):
    """The ``jacobian.graph.simple.v1`` payload: a simple graph in canonical form (only producers store it)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    vertices: list[Label] = Field(max_length=MAX_VERTICES, description="sorted labels (numerically or by code point)")
    edges: list[tuple[Label, Label]] = Field(
        max_length=simple.MAX_EDGES, description="sorted pairs, endpoints in vertex order"
    )

    @model_validator(mode="after")
    def _canonical(self) -> SimpleGraph:
        raw = self.model_dump(mode="json")
        try:
            graph = simple.from_parts(raw["vertices"], raw["edges"])
        except simple.GraphError as exc:
            raise ValueError(f"{exc.path}: {exc.message}") from None
        if graph.canonical() != raw:
            raise ValueError("not in canonical form (sorted vertices, ordered endpoints, sorted edges)")
        return self


def graph6_line_bytes(order: int) -> int:
    """Bytes of one graph6 line of an ``order``-vertex graph, its newline included."""
    return (1 if order <= 62 else 4) + (order * (order - 1) // 2 + 5) // 6 + 1


def page_lines(text: Any, order: int) -> int | None:
    """How many graphs a page's text holds, if it is whole graph6 lines of ``order`` vertices (up to 62), each
    ending in a newline (else None). Checked without a pass per line: the lengths by arithmetic, the newlines
    and the first characters (the order, n + 63) by strided slices, the characters in one translate."""
    width = graph6_line_bytes(order)
    if not isinstance(text, str) or not text or not text.isascii() or len(text) % width or order > 62:
        return None
    count = len(text) // width
    if text[width - 1 :: width] != "\n" * count or text[::width] != chr(63 + order) * count:
        return None
    if text.encode("ascii").translate(None, GRAPH6_CHARACTERS + b"\n") or text.count("\n") != count:
        return None
    return count


class GraphPage(BaseModel):
    """The ``jacobian.graph.page.v2`` payload: one page of geng's output for one class of graphs, as geng wrote
    it (v1 held a list of lines; one text is stored and checked without a Python object per graph)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    order: int = Field(ge=1, le=32)
    edges: tuple[int, int] | None = None
    connected: bool
    offset: int = Field(
        ge=0, description="index of the first graph of the page in the enumeration (geng's res/mod parts in turn)"
    )
    count: int = Field(ge=1, le=GRAPHS_PER_PAGE, description="graphs on the page")
    graph6: str = Field(
        max_length=GRAPH6_BYTES_PER_PAGE,
        description="the page's graphs, one graph6 line each, every line ending in a newline (geng's own output)",
    )

    @model_validator(mode="after")
    def _lines(self) -> GraphPage:
        if page_lines(self.graph6, self.order) != self.count:
            raise ValueError(f"graph6 is not {self.count} graph6 lines of order {self.order}, each ending in a newline")
        return self


GRAPH6 = (
    "one graph in graph6 (nauty's format), instead of vertices/edges: printable ASCII (characters ? to ~, codes "
    "63..126) on one line; the first character is n + 63 for n <= 62 vertices (~ and 3 more for larger n), then "
    "the upper triangle of the adjacency matrix column by column ((0,1), (0,2), (1,2), (0,3), ...), 6 bits per "
    "character plus 63; the vertices are 0..n-1; e.g. 'IheA@GUAo' is the Petersen graph, 'Bw' the triangle"
)


def adjacency_matrix_edges(value: Any) -> list[list[int]] | None:
    """The edges a square 0/1 matrix of three rows or more stands for (None if ``value`` is not one):
    what a caller who sent an adjacency matrix as ``edges`` meant."""
    if not isinstance(value, list) or len(value) < 3:
        return None
    n = len(value)
    if not all(
        isinstance(row, list) and len(row) == n and all(x in (0, 1) and type(x) is int for x in row) for row in value
    ):
        return None
    return [[i, j] for i in range(n) for j in range(i + 1, n) if value[i][j] or value[j][i]]


class GraphInput(Request):
    """A graph given inline: ``vertices`` and ``edges``, or ``graph6`` (vertices 0..n-1)."""

    vertices: list[Label] | None = Field(
        default=None,
        max_length=MAX_VERTICES,
        description="vertex labels: all integers (0 to 2^53-1) or all strings of letters, digits and _ . : - "
        '(at most 64); e.g. [0, 1, 2] or ["a", "b"]',
    )
    edges: list[tuple[Label, Label]] | None = Field(
        default=None,
        max_length=simple.MAX_EDGES,
        description="undirected edges, each a pair of vertex labels, e.g. [[0, 1], [1, 2]] (a list of pairs, not an "
        "adjacency matrix); no self-loops or repeated edges",
    )
    graph6: str | None = Field(default=None, max_length=simple.MAX_GRAPH6_CHARS, description=GRAPH6)

    @field_validator("edges", mode="before")
    @classmethod
    def _not_a_matrix(cls, value: Any) -> Any:
        """`edges` is a list of pairs of labels; a square 0/1 matrix (an adjacency matrix) is refused with
        the pairs it stands for.

        (Runs before the pair type, so it hands each JSON pair on as the tuple strict validation wants.)"""
        pairs = adjacency_matrix_edges(value)
        if pairs is not None:
            shown = str(pairs) if len(pairs) <= 12 else str(pairs[:12])[:-1] + ", ...]"
            raise ValueError(
                f"edges looks like a {len(value)} x {len(value)} adjacency matrix; give the edges as pairs of "
                f"vertex labels instead, with vertices 0..{len(value) - 1}: edges {shown}"
            )
        if isinstance(value, list):  # a JSON pair arrives as a list: what the strict pair type expects
            return [tuple(e) if isinstance(e, list) else e for e in value]
        return value

    def _sources(self) -> list[str]:
        return [name for name in ("vertices", "graph6") if getattr(self, name) is not None]

    @model_validator(mode="after")
    def _one_graph(self) -> GraphInput:
        """Exactly one graph is given: `vertices` (with `edges`, default none), `graph6`, or, where the
        operation takes one, `graph_artifact`; `edges` goes only with `vertices`."""
        given = self._sources() + (["graph_artifact"] if getattr(self, "graph_artifact", None) else [])
        if len(given) != 1:
            raise ValueError(
                "give exactly one graph: `vertices` (with `edges`), `graph6`"
                + (" or `graph_artifact`" if "graph_artifact" in type(self).model_fields else "")
            )
        if self.edges is not None and self.vertices is None:
            raise field_rule_error(type(self).__name__, "edges", "`edges` needs `vertices`", self.edges)
        return self

    def raw_graph(self) -> dict[str, Any]:
        """The graph as the caller gave it (for the checker), ``edges`` defaulting to none."""
        if self.graph6 is not None:
            return {"graph6": self.graph6}
        dumped = self.model_dump(mode="json", include={"vertices", "edges"})
        return {"vertices": dumped["vertices"], "edges": dumped["edges"] or []}

    def parsed(self) -> simple.Graph:
        """The graph by the checkers' parser; GraphError carries the path below ``$.payload``."""
        return simple.parse(self.raw_graph(), "$.payload")


class ConstructRequest(GraphInput):
    summary: str = Field(default="", max_length=200, description="a note stored with the artifact")


class ConstructOutput(Output):
    uri: str = Field(description=f"the stored {GRAPH_SCHEMA} artifact")
    order: int
    size: int = Field(description="number of edges")
    graph6: str | None = Field(
        default=None,
        description="graph6 of the graph, vertices in canonical (sorted) order; omitted past 1,000 vertices",
    )
    payload_digest: str


class EnumerateRequest(Request):
    order: int = Field(ge=1, le=32, description="number of vertices")
    min_edges: int | None = Field(default=None, ge=0, le=496)
    max_edges: int | None = Field(default=None, ge=0, le=496)
    connected: bool = Field(default=False, description="only connected graphs (geng -c)")
    limit: int = Field(
        default=1000,
        ge=1,
        le=GRAPHS_PER_PAGE,
        description=f"graphs per page (each page one stored artifact; at most {GRAPHS_PER_PAGE:,} graphs and "
        f"{GRAPH6_BYTES_PER_PAGE // 2**20} MiB of graph6: a larger page is cheaper per graph)",
    )
    pages: int = Field(
        default=1, ge=1, le=100, description=f"pages produced by this call (limit * pages <= {GRAPHS_PER_CALL:,})"
    )
    cursor: str | None = Field(
        default=None,
        max_length=600,
        description="next_cursor of a previous call for the same class (opaque text: pass it back unchanged)",
    )
    count: bool = Field(
        default=True,
        description="count the class (geng -u, once, in the first call; later pages reuse it through the cursor); "
        "false: total_count stays null until the last page, sparing one full geng run",
    )
    count_only: bool = Field(default=False, description="only total_count (geng -u), no pages")
    budget: BudgetRequest | None = None

    @model_validator(mode="after")
    def _bounds(self) -> EnumerateRequest:
        """`limit` graph6 lines are at most GRAPH6_BYTES_PER_PAGE bytes, `limit` times `pages` is at most
        GRAPHS_PER_CALL graphs and GRAPH6_BYTES_PER_CALL bytes of graph6, and `min_edges` is not above `max_edges`."""
        line = graph6_line_bytes(self.order)
        if self.limit * line > GRAPH6_BYTES_PER_PAGE:
            message = (
                f"limit graph6 lines of order {self.order} ({line} bytes each) must be at most "
                f"{GRAPH6_BYTES_PER_PAGE // 2**20} MiB (a page is one stored artifact)"
            )
            raise field_rule_error(type(self).__name__, "limit", message, self.limit)
        if self.limit * self.pages > GRAPHS_PER_CALL:
            message = f"limit * pages must be at most {GRAPHS_PER_CALL:,}"
            raise field_rule_error(type(self).__name__, "pages", message, self.pages)
        if self.limit * self.pages * line > GRAPH6_BYTES_PER_CALL:
            message = (
                f"limit * pages graph6 lines of order {self.order} ({line} bytes each) must be at most "
                f"{GRAPH6_BYTES_PER_CALL // 2**20} MiB"
            )
            raise field_rule_error(type(self).__name__, "pages", message, self.pages)
        if self.min_edges is not None and self.max_edges is not None and self.min_edges > self.max_edges:
            raise field_rule_error(type(self).__name__, "max_edges", "max_edges is below min_edges", self.max_edges)
        return self


class PageInfo(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    offset: int
    count: int


class EnumerateOutput(Output):
    order: int
    edge_range: tuple[int, int] | None
    connected: bool
    total_count: int | None = Field(
        description="graphs in the class (geng -u's count, or the pages' own count at the last page); null before "
        "the last page when the enumeration was started with count false"
    )
    pages: list[PageInfo]
    produced: int = Field(description="graphs in this call's pages")
    next_cursor: str | None = Field(default=None, description="pass as cursor for the next pages; null at the end")
    first_graphs: list[str] = Field(default_factory=list, description="up to 10 graph6 lines of the first page")


class ChromaticRequest(GraphInput):
    graph_artifact: str | None = Field(
        default=None,
        pattern=ARTIFACT_URI_PATTERN,
        description=f"a stored {GRAPH_SCHEMA} artifact instead of an inline graph",
    )
    limits: ChromaticLimits | None = None
    budget: BudgetRequest | None = None


class ChromaticLimits(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    conflicts: int | None = Field(default=None, ge=1, le=10**12, description="for the whole search")
    seconds: float | None = Field(default=None, gt=0, le=3600, description="for the whole search")


ChromaticRequest.model_rebuild()


class ChromaticOutput(Output):
    chromatic_number: int | None = Field(description="null when the budget ran out before the bounds met")
    lower_bound: int
    upper_bound: int
    colouring: list[list[Any]] = Field(description="[label, colour] per vertex, colours 0..upper_bound-1")
    order: int
    size: int
    refuted_colours: int | None = Field(
        default=None, description="k for which 'no k-colouring' was refuted (DRAT, retained)"
    )
    cnf_sha256: str | None = None
    proof_lines: int | None = None
    solver: str | None = None
    stopped_by: str | None = None


class InducedTreeRequest(ChromaticRequest):
    """A graph (inline, graph6 or a stored artifact), with the same solver limits and budget as the chromatic number."""


class InducedTreeOutput(Output):
    maximum: int | None = Field(description="vertices of a largest induced tree; null when the budget ran out first")
    lower_bound: int = Field(description="vertices of the tree found")
    upper_bound: int = Field(description="no induced tree is larger (the order when nothing was refuted)")
    tree: list[Any] = Field(description="labels of the tree's vertices (sorted)")
    tree_edges: list[list[Any]] = Field(description="the induced edges among them: lower_bound - 1 of them")
    order: int
    size: int
    refuted_size: int | None = Field(
        default=None, description="k for which 'an induced tree on k vertices exists' was refuted (DRAT, retained)"
    )
    cnf_sha256: str | None = None
    proof_lines: int | None = None
    greedy: int | None = Field(default=None, description="size of the greedy tree the search started from")
    solver: str | None = None
    stopped_by: str | None = None


class CanonicalRequest(GraphInput):
    graph_artifact: str | None = Field(
        default=None,
        pattern=ARTIFACT_URI_PATTERN,
        description=f"a stored {GRAPH_SCHEMA} artifact instead of an inline graph",
    )
    budget: BudgetRequest | None = None


class CanonicalOutput(Output):
    graph6: str = Field(description="the canonical form (nauty): graph6 of the graph relabelled by `labelling`")
    labelling: list[Any] = Field(description="labelling[i] is the input vertex (label) that is canonical vertex i")
    group_order: int | None = Field(description="order of the automorphism group (null if nauty gave no integer)")
    group_order_text: str = Field(description="the group size as dreadnaut printed it")
    generators: list[list[Any]] = Field(
        description="automorphism group generators: for each, the image label of every vertex in sorted-label order"
    )
    order: int
    size: int


class IsomorphismRequest(Request):
    graphs: list[GraphInput] = Field(
        min_length=2, max_length=2, description="two graphs, each vertices/edges or graph6"
    )
    budget: BudgetRequest | None = None


class IsomorphismOutput(Output):
    isomorphic: bool
    mapping: list[list[Any]] | None = Field(
        default=None, description="[label in the first graph, its image in the second] for every vertex"
    )
    invariant: str | None = Field(
        default=None,
        description="what tells them apart: an invariant that differs (order, size, degree_sequence, "
        "colour_refinement), or refutation (a DRAT proof that the CNF of an isomorphism is unsatisfiable)",
    )
    canonical_graph6: list[str] = Field(description="the two canonical forms (equal exactly when isomorphic)")
    cnf_sha256: str | None = Field(default=None, description="the refuted CNF of 'the graphs are isomorphic'")
    proof_lines: int | None = Field(default=None, description="lines of the DRAT proof (retained as an artifact)")


class StoredRefutation(BaseModel):
    """The refutation a stored induced-tree result rests on: the refuted size, the checker's CNF digest, and the
    sha256 of the DRAT proof text (retained beside it as a jacobian.sat.drat_proof.v1 artifact)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    size: int = Field(ge=2)
    cnf_sha256: str = Field(pattern=SHA256_RE)
    proof_sha256: str = Field(pattern=SHA256_RE)


class InducedTreeResult(BaseModel):
    """The ``jacobian.graph.induced_tree_result.v1`` payload (only producers store it): a settled maximum induced
    tree, its witness (canonical positions) and what its optimality rests on."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    graph: SimpleGraph
    maximum: int = Field(ge=1)
    vertices: list[int] = Field(max_length=MAX_VERTICES)
    refutation: StoredRefutation | None = Field(description="null when the whole graph is a tree")


class InducedTreeVerifyRequest(Request):
    result_artifact: str = Field(
        pattern=ARTIFACT_URI_PATTERN,
        description=f"the {INDUCED_TREE_RESULT_SCHEMA} artifact a graph.induced_tree.maximum run retained",
    )
    proof_artifact: str | None = Field(
        default=None,
        pattern=ARTIFACT_URI_PATTERN,
        description="the DRAT proof the same run retained (jacobian.sat.drat_proof.v1); may be omitted for graphs of "
        "at most 14 vertices, which the checker settles by trying every vertex set",
    )
