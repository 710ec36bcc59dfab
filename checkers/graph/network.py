"""The checkers' reading of a capacitated network: ``{"vertices": [label, ...], "arcs": [[u, v, capacity], ...],
"directed": bool, "source": label, "sink": label}``. Problems are :class:`~.simple.GraphError` with the JSON path.

Labels follow :mod:`.simple` (all integers or all strings); capacities are integers in 0..MAX_CAPACITY. A directed
network refuses an arc given twice, an undirected one an edge given twice in either direction; neither has
self-loops; the source and the sink are distinct declared vertices. Positions are indices into the sorted labels;
arcs keep the caller's order (a flow certificate lists one value per arc, in that order).
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import Any

from .simple import GraphError, label_of

MAX_VERTICES = 2000
MAX_ARCS = 20_000
MAX_CAPACITY = 10**15


@dataclass(frozen=True)
class Network:
    labels: tuple[int | str, ...]  # sorted
    arcs: tuple[tuple[int, int, int], ...]  # (tail, head, capacity) in the caller's order, positions
    directed: bool
    source: int
    sink: int

    @property
    def order(self) -> int:
        return len(self.labels)

    def canonical(self) -> dict[str, Any]:
        arcs = sorted(self.arcs if self.directed else [(min(u, v), max(u, v), c) for u, v, c in self.arcs])
        return {
            "vertices": list(self.labels),
            "arcs": [[self.labels[u], self.labels[v], c] for u, v, c in arcs],
            "directed": self.directed,
            "source": self.labels[self.source],
            "sink": self.labels[self.sink],
        }

    def described(self) -> dict[str, Any]:
        """The decision's ``model``: format, sizes and the sha256 of the canonical JSON of the network."""
        text = json.dumps(self.canonical(), sort_keys=True, separators=(",", ":"))
        summary: dict[str, int | str | bool] = {
            "vertices": self.order,
            "arcs": len(self.arcs),
            "directed": self.directed,
        }
        return {"format": "typed", "summary": summary, "digest": "sha256:" + hashlib.sha256(text.encode()).hexdigest()}


def read(obj: Any, where: str = "$") -> Network:
    keys = {"vertices", "arcs", "directed", "source", "sink"}
    if not isinstance(obj, dict) or set(obj) != keys:
        raise GraphError(f"a network has exactly {', '.join(sorted(keys))}", where)
    vertices, arcs = obj["vertices"], obj["arcs"]
    if not isinstance(vertices, list) or len(vertices) > MAX_VERTICES:
        raise GraphError(f"vertices must be a list of at most {MAX_VERTICES} labels", f"{where}.vertices")
    if not isinstance(arcs, list) or len(arcs) > MAX_ARCS:
        raise GraphError(f"arcs must be a list of at most {MAX_ARCS} [tail, head, capacity]", f"{where}.arcs")
    if not isinstance(obj["directed"], bool):
        raise GraphError("directed must be true or false", f"{where}.directed")
    seen: dict[int | str, int] = {}
    for i, raw in enumerate(vertices):
        label = label_of(raw, f"{where}.vertices[{i}]")
        if seen and type(label) is not type(next(iter(seen))):
            raise GraphError("labels must be all integers or all strings", f"{where}.vertices[{i}]")
        if label in seen:
            raise GraphError(f"vertex {label!r} is declared twice (first at [{seen[label]}])", f"{where}.vertices[{i}]")
        seen[label] = i
    labels = tuple(sorted(seen))
    position = {label: k for k, label in enumerate(labels)}

    def vertex(value: Any, path: str) -> int:
        label = label_of(value, path)
        if label not in position:
            raise GraphError(f"{label!r} is not a declared vertex", path)
        return position[label]

    found: dict[tuple[int, int], int] = {}
    read_arcs = []
    for i, arc in enumerate(arcs):
        path = f"{where}.arcs[{i}]"
        if not isinstance(arc, list) or len(arc) != 3:
            raise GraphError("an arc is [tail, head, capacity]", path)
        u, v, c = vertex(arc[0], f"{path}[0]"), vertex(arc[1], f"{path}[1]"), arc[2]
        if not isinstance(c, int) or isinstance(c, bool) or not 0 <= c <= MAX_CAPACITY:
            raise GraphError(f"a capacity is an integer in 0..{MAX_CAPACITY}", f"{path}[2]")
        if u == v:
            raise GraphError(f"self-loop at {arc[0]!r}", path)
        key = (u, v) if obj["directed"] else (min(u, v), max(u, v))
        if key in found:
            raise GraphError(
                f"this {'arc' if obj['directed'] else 'edge'} is given twice (first at [{found[key]}])", path
            )
        found[key] = i
        read_arcs.append((u, v, c))
    source, sink = vertex(obj["source"], f"{where}.source"), vertex(obj["sink"], f"{where}.sink")
    if source == sink:
        raise GraphError("the source and the sink must differ", f"{where}.sink")
    return Network(labels, tuple(read_arcs), obj["directed"], source, sink)
