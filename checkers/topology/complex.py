"""A simplicial complex read from its facets, and its boundary matrices (the definition the claims are about).

Facets are lists of distinct vertex labels (integers 0..MAX_LABEL). The complex is every nonempty
subset of a facet. Its k-simplices are sorted tuples of k + 1 labels, numbered in lexicographic
order; the boundary of ``(v0 < ... < vk)`` is ``sum_i (-1)^i (v0 .. vi^ .. vk)``. The boundary
matrix of dimension k (k >= 1) has a row per (k-1)-simplex and a column per k-simplex, stored as
columns ``{row: entry}``. The provider imports this module to state its answer in the same basis;
the checker builds the matrices itself from the caller's facets.
"""

from __future__ import annotations

import hashlib
import itertools
import json
from typing import Any

MAX_FACETS = 20_000
MAX_FACET_SIZE = 11  # dimension at most 10
MAX_SIMPLICES = 400_000  # all faces, every dimension
MAX_LABEL = 10**9


class ComplexError(ValueError):
    """The facets do not describe a complex within the limits; ``where`` is the JSON path below the facets."""

    def __init__(self, message: str, where: str = "") -> None:
        super().__init__(message)
        self.where = where


def read_facets(facets: Any) -> list[tuple[int, ...]]:
    """The facets as sorted tuples (duplicates dropped), within the limits."""
    if not isinstance(facets, list) or not 0 < len(facets) <= MAX_FACETS:
        raise ComplexError(f"facets must be a list of 1 to {MAX_FACETS} facets")
    out: set[tuple[int, ...]] = set()
    for i, facet in enumerate(facets):
        if not isinstance(facet, list) or not 0 < len(facet) <= MAX_FACET_SIZE:
            raise ComplexError(f"a facet is a list of 1 to {MAX_FACET_SIZE} vertices", f"[{i}]")
        for j, v in enumerate(facet):
            if type(v) is not int or not 0 <= v <= MAX_LABEL:
                raise ComplexError(f"a vertex is an integer 0..{MAX_LABEL}", f"[{i}][{j}]")
        if len(set(facet)) != len(facet):
            raise ComplexError("a facet lists a vertex twice", f"[{i}]")
        out.add(tuple(sorted(facet)))
    return sorted(out)


def simplices(facets: list[tuple[int, ...]]) -> list[list[tuple[int, ...]]]:
    """Every face, by dimension, each dimension in lexicographic order; ComplexError past MAX_SIMPLICES."""
    top = max(len(f) for f in facets)
    faces: list[set[tuple[int, ...]]] = [set() for _ in range(top)]
    count = 0
    for facet in facets:
        for size in range(1, len(facet) + 1):
            for face in itertools.combinations(facet, size):
                if face not in faces[size - 1]:
                    faces[size - 1].add(face)
                    count += 1
                    if count > MAX_SIMPLICES:
                        raise ComplexError(f"the complex has more than {MAX_SIMPLICES} simplices")
    return [sorted(level) for level in faces]


def boundary(levels: list[list[tuple[int, ...]]], k: int) -> list[dict[int, int]]:
    """The boundary matrix of dimension k >= 1 as columns {row: +-1}."""
    index = {s: i for i, s in enumerate(levels[k - 1])}
    columns = []
    for s in levels[k]:
        columns.append({index[s[:i] + s[i + 1 :]]: (-1) ** i for i in range(len(s))})
    return columns


def described(levels: list[list[tuple[int, ...]]]) -> dict[str, Any]:
    """The ``model`` a decision reports: the complex read (its f-vector) and the sha256 of its facet-free
    canonical form, the sorted list of all simplices by dimension."""
    canonical = [[list(s) for s in level] for level in levels]
    text = json.dumps(canonical, sort_keys=True, separators=(",", ":"))
    summary = {
        "dimension": len(levels) - 1,
        "vertices": len(levels[0]),
        "simplices": sum(len(level) for level in levels),
        "f_vector": ",".join(str(len(level)) for level in levels),
    }
    return {
        "format": "simplicial-facets",
        "summary": summary,
        "digest": "sha256:" + hashlib.sha256(text.encode()).hexdigest(),
    }
