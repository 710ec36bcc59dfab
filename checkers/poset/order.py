"""The checkers' reading of a finite poset: ``{"elements": [label, ...], "relations": [[a, b], ...]}``, each pair
saying a < b (cover relations or any order pairs; the order is their transitive closure). Problems are
:class:`PosetError` with the JSON path at fault: a label that is not a vertex label of the graph reader's kind
(:func:`..graph.simple.label_of`), a repeated element, a pair naming an undeclared element, a pair a < a, and
relations whose closure has a cycle (not an order; the path names the pair that closes it).

:class:`Poset` holds the elements sorted (as the graph reader sorts labels) and, for each position, the bitmask of
the positions strictly above it; :meth:`Poset.canonical` (sorted elements, every strict pair) is the same however
the order was written (covers only, or every pair).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..graph.simple import GraphError, label_of

MAX_ELEMENTS = 64
MAX_RELATIONS = MAX_ELEMENTS * (MAX_ELEMENTS - 1) // 2


class PosetError(ValueError):
    def __init__(self, message: str, path: str) -> None:
        super().__init__(message)
        self.message = message
        self.path = path


@dataclass(frozen=True)
class Poset:
    labels: tuple[int | str, ...]  # sorted
    above: tuple[int, ...]  # above[i]: bitmask of the positions j with i < j

    @property
    def size(self) -> int:
        return len(self.labels)

    def below(self) -> list[int]:
        """below[j]: bitmask of the positions i with i < j."""
        out = [0] * self.size
        for i, mask in enumerate(self.above):
            for j in range(self.size):
                if mask >> j & 1:
                    out[j] |= 1 << i
        return out

    def less(self, i: int, j: int) -> bool:
        return bool(self.above[i] >> j & 1)

    def canonical(self) -> dict[str, Any]:
        pairs = [
            [self.labels[i], self.labels[j]] for i in range(self.size) for j in range(self.size) if self.less(i, j)
        ]
        return {"elements": list(self.labels), "order": pairs}


def parse(obj: Any, where: str = "$", max_elements: int = MAX_ELEMENTS) -> Poset:
    if not isinstance(obj, dict) or set(obj) != {"elements", "relations"}:
        raise PosetError("a poset has exactly `elements` and `relations`", where)
    elements, relations = obj["elements"], obj["relations"]
    if not isinstance(elements, list) or not 1 <= len(elements) <= max_elements:
        raise PosetError(f"elements must be a list of 1..{max_elements} labels", f"{where}.elements")
    if not isinstance(relations, list) or len(relations) > MAX_RELATIONS:
        raise PosetError(f"relations must be a list of at most {MAX_RELATIONS} pairs", f"{where}.relations")
    seen: dict[int | str, int] = {}
    for i, raw in enumerate(elements):
        try:
            label = label_of(raw, f"{where}.elements[{i}]")
        except GraphError as exc:
            raise PosetError(exc.message, exc.path) from None
        if i and type(label) is not type(next(iter(seen))):
            raise PosetError("labels must be all integers or all strings", f"{where}.elements[{i}]")
        if label in seen:
            raise PosetError(
                f"element {label!r} is declared twice (first at [{seen[label]}])", f"{where}.elements[{i}]"
            )
        seen[label] = i
    labels = tuple(sorted(seen))
    position = {label: k for k, label in enumerate(labels)}
    n = len(labels)
    above = [0] * n
    for r, pair in enumerate(relations):
        path = f"{where}.relations[{r}]"
        if not isinstance(pair, (list, tuple)) or len(pair) != 2:
            raise PosetError("a relation is a pair [a, b] meaning a < b", path)
        ends = []
        for side, raw in enumerate(pair):
            if isinstance(raw, bool) or not isinstance(raw, (int, str)) or raw not in position:
                raise PosetError(f"{raw!r} is not a declared element", f"{path}[{side}]")
            ends.append(position[raw])
        a, b = ends
        if a == b or above[b] >> a & 1:
            raise PosetError(f"{pair[0]!r} < {pair[1]!r} closes a cycle: the relations are not an order", path)
        above[a] |= 1 << b
        _close(a, b, above)
    return Poset(labels, tuple(above))


def _close(a: int, b: int, above: list[int]) -> None:
    """After adding a < b to a transitively closed relation: everything at or below a is below everything at or
    above b."""
    upper = above[b] | 1 << b
    for i in range(len(above)):
        if i == a or above[i] >> a & 1:
            above[i] |= upper
