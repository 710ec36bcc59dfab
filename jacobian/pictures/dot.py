"""DOT text of a graph with its answer highlighted, written from the parsed graph and the structured output.

Node ids are positions (``v0``, ``v1``, ...); a caller's label reaches the text only as a quoted, escaped
``label`` attribute (:func:`quoted`), so no caller text can end a string or start a statement.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from jacobian.checkers.graph.simple import Graph

# One fill colour per colour class (a colouring with more classes repeats them, named by the label's class).
PALETTE = (
    "#e41a1c", "#377eb8", "#4daf4a", "#984ea3", "#ff7f00", "#ffff33", "#a65628", "#f781bf", "#999999", "#66c2a5",
)  # fmt: skip
SET_COLOUR = "#ff7f00"


def quoted(text: str) -> str:
    """``text`` as a DOT double-quoted string: backslash and quote escaped, line breaks and controls dropped."""
    safe = "".join(ch for ch in text if ch >= " " and ch != "\x7f")
    return '"' + safe.replace("\\", "\\\\").replace('"', '\\"') + '"'


# Node fills by position; edges (i < j) drawn bold in their colour.
Highlight = tuple[dict[int, str], dict[tuple[int, int], str]]


def _edge(at: dict[Any, int], u: Any, v: Any) -> tuple[int, int] | None:
    """The edge (i < j) between two labels of the graph, or None when either is not a vertex."""
    if not isinstance(u, int | str) or not isinstance(v, int | str) or u not in at or v not in at:
        return None
    i, j = at[u], at[v]
    return (min(i, j), max(i, j))


def _colouring(graph: Graph, output: dict[str, Any]) -> Highlight:
    pairs = output.get("colouring")
    if not isinstance(pairs, list):
        return {}, {}
    at = {label: i for i, label in enumerate(graph.labels)}
    fills = {}
    for pair in pairs:
        if isinstance(pair, list) and len(pair) == 2 and pair[0] in at and isinstance(pair[1], int):
            fills[at[pair[0]]] = PALETTE[pair[1] % len(PALETTE)]
    return fills, {}


def _vertex_set(graph: Graph, output: dict[str, Any]) -> Highlight:
    chosen = output.get("vertices")
    if not isinstance(chosen, list):
        return {}, {}
    members = {label for label in chosen if isinstance(label, int | str)}
    return {i: SET_COLOUR for i, label in enumerate(graph.labels) if label in members}, {}


def _route(graph: Graph, output: dict[str, Any], closed: bool = False) -> Highlight:
    """A Hamiltonian path's consecutive pairs; a cycle's (``closed``) also its last vertex back to its first."""
    route = output.get("route")
    if not isinstance(route, list) or not route:
        return {}, {}
    if closed and route[0] != route[-1]:
        route = [*route, route[0]]
    at = {label: i for i, label in enumerate(graph.labels)}
    steps = [at[label] for label in route if isinstance(label, int | str) and label in at]
    edges = {(min(a, b), max(a, b)) for a, b in zip(steps, steps[1:], strict=False)}
    return dict.fromkeys(steps, SET_COLOUR), dict.fromkeys(edges & set(graph.edges), SET_COLOUR)


def _edge_colouring(graph: Graph, output: dict[str, Any]) -> Highlight:
    """Each edge of a proper edge colouring ``[u, v, colour]`` bold in its class's colour."""
    triples = output.get("colouring")
    if not isinstance(triples, list):
        return {}, {}
    at = {label: i for i, label in enumerate(graph.labels)}
    bold = {}
    for triple in triples:
        if isinstance(triple, list) and len(triple) == 3 and isinstance(triple[2], int):
            edge = _edge(at, triple[0], triple[1])
            if edge is not None and edge in set(graph.edges):
                bold[edge] = PALETTE[triple[2] % len(PALETTE)]
    return {}, bold


def _induced_tree(graph: Graph, output: dict[str, Any]) -> Highlight:
    """The tree's vertices filled and its edges (``tree_edges``) bold."""
    fills, _ = _vertex_set(graph, {"vertices": output.get("tree")})
    at = {label: i for i, label in enumerate(graph.labels)}
    pairs = output.get("tree_edges")
    listed = [pair for pair in pairs if isinstance(pair, list) and len(pair) == 2] if isinstance(pairs, list) else []
    edges = {edge for edge in (_edge(at, *pair) for pair in listed) if edge is not None}
    return fills, dict.fromkeys(edges & set(graph.edges), SET_COLOUR)


# What each pictured operation highlights, read from its structured output.
HIGHLIGHTS: dict[str, Callable[[Graph, dict[str, Any]], Highlight]] = {
    "graph.chromatic_number": _colouring,
    "graph.clique_number": _vertex_set,
    "graph.independence_number": _vertex_set,
    "graph.vertex_cover.minimum": _vertex_set,
    "graph.domination_number": _vertex_set,
    "graph.hamiltonian_cycle": lambda graph, output: _route(graph, output, closed=True),
    "graph.hamiltonian_path": _route,
    "graph.edge_chromatic_number": _edge_colouring,
    "graph.induced_tree.maximum": _induced_tree,
}


def dot_text(capability_id: str, graph: Graph, output: dict[str, Any]) -> str:
    """The DOT source: every vertex a node (filled where the answer highlights it), every edge a line."""
    fills, bold = HIGHLIGHTS[capability_id](graph, output)
    lines = ["graph G {", '  graph [layout=neato, overlap=false, splines=true, bgcolor="white"];']
    lines.append('  node [shape=circle, style=filled, fillcolor="white", fontname="Helvetica"];')
    for i, label in enumerate(graph.labels):
        fill = f", fillcolor={quoted(fills[i])}" if i in fills else ""
        lines.append(f"  v{i} [label={quoted(str(label))}{fill}];")
    for i, j in graph.edges:
        colour = bold.get((i, j))
        lines.append(f'  v{i} -- v{j} [color="{colour}", penwidth=3];' if colour else f"  v{i} -- v{j};")
    lines.append("}")
    return "\n".join(lines) + "\n"
