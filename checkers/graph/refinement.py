"""Colour refinement (1-dimensional Weisfeiler-Leman), the checker's own: an isomorphism-invariant colouring.

Both graphs are refined together, as one disjoint union, so their colours are comparable: every vertex starts with
its degree, and each round a vertex's new colour is its old colour with the sorted multiset of its neighbours' old
colours, renamed 0.. in sorted order; rounds stop when the number of colours stops growing (then the partition is
stable). An isomorphism maps each vertex to one of the same final colour, so graphs whose colour histograms
(colour -> number of vertices) differ are not isomorphic. Equal histograms prove nothing.
"""

from __future__ import annotations

from collections import Counter

from .simple import Graph


def stable_colours(graphs: list[Graph]) -> list[list[int]]:
    """The stable colour of every vertex of each graph, refined together."""
    offsets: list[int] = []
    adjacent: list[list[int]] = []
    for g in graphs:
        offsets.append(len(adjacent))
        mine: list[list[int]] = [[] for _ in range(g.order)]
        for u, v in g.edges:
            mine[u].append(offsets[-1] + v)
            mine[v].append(offsets[-1] + u)
        adjacent.extend(mine)
    colour = [len(a) for a in adjacent]
    classes = len(set(colour))
    while True:
        signature = [(colour[v], tuple(sorted(colour[w] for w in adjacent[v]))) for v in range(len(adjacent))]
        names = {s: i for i, s in enumerate(sorted(set(signature)))}
        colour = [names[s] for s in signature]
        if len(names) == classes:
            break
        classes = len(names)
    return [colour[offset : offset + g.order] for offset, g in zip(offsets, graphs)]


def histograms_differ(g: Graph, h: Graph) -> bool:
    """True when colour refinement tells the two graphs apart (then they are not isomorphic)."""
    a, b = stable_colours([g, h])
    return Counter(a) != Counter(b)
