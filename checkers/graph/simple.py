"""The checkers' reading of a simple graph: ``{"vertices": [label, ...], "edges": [[a, b], ...]}`` or
``{"graph6": "..."}`` (vertices 0..n-1). Problems are :class:`GraphError` with the JSON path at fault.

Labels are all integers in ``0..MAX_INT_LABEL`` or all strings of 1..64 characters from
``[A-Za-z0-9_.:-]``. The canonical form (the ``jacobian.graph.simple.v1`` payload) lists the
vertices sorted (numerically, or by code point), each edge as its two endpoints in that order,
and the edges sorted by their endpoints' positions; :class:`Graph` holds those positions.

The model a checker reports having read is built from this canonical form by
:func:`.common.described` (equal for the same graph however it was written: a graph6 text and the
edge list of vertices 0..n-1 digest alike).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from .graph6 import MAX_VERTICES, Graph6Error, read

MAX_EDGES = 200_000
MAX_INT_LABEL = 2**53 - 1  # the largest integer JSON numbers carry exactly
MAX_GRAPH6_CHARS = 1_500_000  # n = 4096 needs 1,397,418 adjacency bytes
LABEL_RE = re.compile(r"^[A-Za-z0-9_.:\-]{1,64}$")


class GraphError(ValueError):
    def __init__(self, message: str, path: str) -> None:
        super().__init__(message)
        self.message = message
        self.path = path


@dataclass(frozen=True)
class Graph:
    labels: tuple[int | str, ...]  # sorted
    edges: tuple[tuple[int, int], ...]  # positions i < j, sorted
    source: str = field(default="edge-list", compare=False)  # the format it was read from

    @property
    def order(self) -> int:
        return len(self.labels)

    def canonical(self) -> dict[str, Any]:
        return {"vertices": list(self.labels), "edges": [[self.labels[i], self.labels[j]] for i, j in self.edges]}


def label_of(value: Any, path: str) -> int | str:
    if isinstance(value, int) and not isinstance(value, bool):
        if not 0 <= value <= MAX_INT_LABEL:
            raise GraphError(f"an integer label must be in 0..{MAX_INT_LABEL}", path)
        return value
    if isinstance(value, str):
        if not LABEL_RE.match(value):
            raise GraphError("a string label has 1..64 characters from [A-Za-z0-9_.:-]", path)
        return value
    raise GraphError("a vertex label is a non-negative integer or a string", path)


def from_parts(vertices: Any, edges: Any, where: str = "$") -> Graph:
    if not isinstance(vertices, list) or len(vertices) > MAX_VERTICES:
        raise GraphError(f"vertices must be a list of at most {MAX_VERTICES} labels", f"{where}.vertices")
    if not isinstance(edges, list) or len(edges) > MAX_EDGES:
        raise GraphError(f"edges must be a list of at most {MAX_EDGES} pairs", f"{where}.edges")
    seen: dict[int | str, int] = {}
    for i, raw in enumerate(vertices):
        label = label_of(raw, f"{where}.vertices[{i}]")
        if i and type(label) is not type(next(iter(seen))):
            raise GraphError("labels must be all integers or all strings", f"{where}.vertices[{i}]")
        if label in seen:
            raise GraphError(f"vertex {label!r} is declared twice (first at [{seen[label]}])", f"{where}.vertices[{i}]")
        seen[label] = i
    labels = tuple(sorted(seen))
    position = {label: k for k, label in enumerate(labels)}
    found: dict[tuple[int, int], int] = {}
    for i, pair in enumerate(edges):
        path = f"{where}.edges[{i}]"
        if not isinstance(pair, (list, tuple)) or len(pair) != 2:
            raise GraphError("an edge is a pair of vertex labels", path)
        ends = []
        for side, raw in enumerate(pair):
            label = label_of(raw, f"{path}[{side}]")
            if label not in position:
                raise GraphError(f"endpoint {label!r} is not a declared vertex", f"{path}[{side}]")
            ends.append(position[label])
        a, b = ends
        if a == b:
            raise GraphError(f"self-loop at vertex {pair[0]!r}: a simple graph has none", path)
        key = (min(a, b), max(a, b))
        if key in found:
            raise GraphError(f"edge {pair[0]!r}-{pair[1]!r} is given twice (first at [{found[key]}])", path)
        found[key] = i
    return Graph(labels, tuple(sorted(found)))


def from_graph6(text: Any, where: str = "$") -> Graph:
    if not isinstance(text, str) or len(text) > MAX_GRAPH6_CHARS:
        raise GraphError(f"graph6 must be a string of at most {MAX_GRAPH6_CHARS} characters", f"{where}.graph6")
    try:
        n, edges = read(text)
    except Graph6Error as exc:
        raise GraphError(str(exc), f"{where}.graph6") from None
    return Graph(tuple(range(n)), tuple(sorted(edges)), "graph6")


def parse(obj: Any, where: str = "$") -> Graph:
    """A graph given as ``{"graph6": text}`` or ``{"vertices": [...], "edges": [...]}`` (nothing else)."""
    if not isinstance(obj, dict):
        raise GraphError("a graph is an object", where)
    if set(obj) == {"graph6"}:
        return from_graph6(obj["graph6"], where)
    if set(obj) == {"vertices", "edges"}:
        return from_parts(obj["vertices"], obj["edges"], where)
    raise GraphError("a graph has exactly `graph6`, or exactly `vertices` and `edges`", where)
