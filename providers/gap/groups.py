"""Group input: parse and validate permutations into a structured form.

A permutation is given either in disjoint cycle notation (``"(1,2,3)(4,5)"``,
``"()"`` for the identity) or as an image list (``[2, 3, 1]``: 1 -> 2, 2 -> 3,
3 -> 1). Points are 1-based. The structured form is a tuple of images of
``1..n`` (``images[i-1]`` is the image of ``i``); nothing else of the input
survives parsing, so code generated from it contains integers only.

Every problem is a :class:`GroupInputError` (a ``ValueError``) with a message
that names the position; Pydantic turns it into ``INVALID_REQUEST`` at the
JSON path of the offending generator. The parser never raises anything else.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

MAX_DEGREE = 1000
MAX_GENERATORS = 32
MAX_CYCLE_TEXT = 20_000
MAX_SMALL_GROUP_ORDER = 100_000

Images = tuple[int, ...]


class GroupInputError(ValueError):
    """Input that is not a valid permutation (or group); the message says where and why."""


def parse_cycles(text: Any, degree: int | None = None) -> Images:
    """Parse disjoint cycle notation into images of ``1..m`` (``m`` = largest point moved).

    Accepts digits, commas, parentheses and blanks only. Cycles must be
    disjoint, points distinct within a cycle, and each point in
    ``1..min(degree, MAX_DEGREE)``.
    """
    if not isinstance(text, str):
        raise GroupInputError("a permutation in cycle notation must be a string")
    if len(text) > MAX_CYCLE_TEXT:
        raise GroupInputError(f"cycle notation longer than {MAX_CYCLE_TEXT} characters")
    limit = MAX_DEGREE if degree is None else degree
    mapping: dict[int, int] = {}
    pos, n = 0, len(text)

    def skip_blanks(p: int) -> int:
        while p < n and text[p] in " \t":
            p += 1
        return p

    pos = skip_blanks(pos)
    if pos == n:
        raise GroupInputError('empty permutation text (write "()" for the identity)')
    while pos < n:
        if text[pos] != "(":
            raise GroupInputError(f"expected '(' at character {pos + 1}, found {text[pos]!r}")
        pos = skip_blanks(pos + 1)
        if pos < n and text[pos] == ")":  # "()" : identity
            pos = skip_blanks(pos + 1)
            continue
        cycle: list[int] = []
        while True:
            start = pos
            while pos < n and "0" <= text[pos] <= "9":
                pos += 1
            if pos == start:
                found = repr(text[pos]) if pos < n else "end of text"
                raise GroupInputError(f"expected a point (a positive integer) at character {pos + 1}, found {found}")
            if pos - start > 7:
                raise GroupInputError(f"point at character {start + 1} is too large (points are 1..{limit})")
            point = int(text[start:pos])
            if point == 0:
                raise GroupInputError(
                    f"point 0 at character {start + 1}: points are 1-based (1..{limit}); "
                    "for 0-based points add 1 to each, e.g. (0,1,2) is (1,2,3)"
                )
            if point > limit:
                what = "the degree" if degree is not None else "the maximum degree"
                raise GroupInputError(
                    f"point {point} at character {start + 1} is beyond {what} {limit} (points are 1..{limit})"
                )
            if point in cycle:
                raise GroupInputError(f"point {point} is repeated in a cycle (character {start + 1})")
            if point in mapping:
                raise GroupInputError(
                    f"point {point} appears in two cycles (character {start + 1}); cycles must be disjoint"
                )
            cycle.append(point)
            pos = skip_blanks(pos)
            if pos < n and text[pos] == ",":
                pos = skip_blanks(pos + 1)
                continue
            if pos < n and text[pos] == ")":
                pos = skip_blanks(pos + 1)
                break
            found = repr(text[pos]) if pos < n else "end of text"
            raise GroupInputError(f"expected ',' or ')' at character {pos + 1}, found {found}")
        for i, point in enumerate(cycle):
            mapping[point] = cycle[(i + 1) % len(cycle)]
    size = max(mapping, default=0)
    return tuple(mapping.get(i, i) for i in range(1, size + 1))


def parse_image_list(value: Any, degree: int | None = None) -> Images:
    """Validate an image list: a permutation of ``1..len(value)``."""
    if not isinstance(value, (list, tuple)):
        raise GroupInputError("an image list must be a list of integers")
    limit = MAX_DEGREE if degree is None else degree
    if len(value) > limit:
        raise GroupInputError(f"image list has {len(value)} entries, beyond the degree {limit}")
    seen: set[int] = set()
    for i, x in enumerate(value):
        if type(x) is not int:
            raise GroupInputError(f"entry {i} of the image list is not an integer")
        if x == 0:
            raise GroupInputError(
                f"entry {i} of the image list is 0: images are 1-based points 1..{len(value)}; "
                "for a 0-based list add 1 to every entry, e.g. [1,2,0] is [2,3,1]"
            )
        if x < 0 or x > len(value):
            raise GroupInputError(
                f"entry {i} of the image list is {x}, outside 1..{len(value)}: a list of {len(value)} images "
                f"permutes the points 1..{len(value)}"
            )
        if x in seen:
            raise GroupInputError(f"image {x} appears twice in the image list: not a permutation")
        seen.add(x)
    return tuple(value)


def parse_permutation(value: Any, degree: int | None = None) -> Images:
    """A generator as given by a caller: cycle notation (string) or image list."""
    if isinstance(value, str):
        return parse_cycles(value, degree)
    if isinstance(value, (list, tuple)):
        return parse_image_list(value, degree)
    raise GroupInputError(
        'a generator is a string in cycle notation, e.g. "(1,2,3)(4,5)", or a list of images, e.g. [2,3,1]'
    )


def pad(images: Images, degree: int) -> Images:
    """Images of ``1..degree`` (points beyond the given ones are fixed)."""
    if len(images) > degree:
        raise GroupInputError(f"permutation moves points beyond the degree {degree}")
    return tuple(images) + tuple(range(len(images) + 1, degree + 1))


@dataclass(frozen=True)
class PermGroup:
    """A validated permutation group: ``degree`` and generators as images of ``1..degree``."""

    degree: int
    generators: tuple[Images, ...]

    def __post_init__(self) -> None:
        check_structured(self.degree, self.generators)

    def as_payload(self) -> dict[str, Any]:
        return {"degree": self.degree, "generators": [list(g) for g in self.generators]}

    @classmethod
    def from_payload(cls, data: Any) -> PermGroup:
        if not isinstance(data, dict):
            raise GroupInputError("a group must be an object with degree and generators")
        degree, gens = data.get("degree"), data.get("generators")
        if not isinstance(gens, list):
            raise GroupInputError("generators must be a list")
        if type(degree) is not int:
            raise GroupInputError("degree must be an integer")
        return cls(degree, tuple(tuple(g) if isinstance(g, list) else g for g in gens))


def check_structured(degree: Any, generators: Any) -> None:
    """The structured form's invariants: integers only, each generator a permutation of 1..degree."""
    if type(degree) is not int or not 1 <= degree <= MAX_DEGREE:
        raise GroupInputError(f"degree must be an integer in 1..{MAX_DEGREE}")
    if not isinstance(generators, tuple) or not 1 <= len(generators) <= MAX_GENERATORS:
        raise GroupInputError(f"between 1 and {MAX_GENERATORS} generators are needed")
    for k, g in enumerate(generators):
        if not isinstance(g, tuple) or len(g) != degree:
            raise GroupInputError(f"generator {k} is not a tuple of {degree} images")
        if any(type(x) is not int for x in g) or sorted(g) != list(range(1, degree + 1)):
            raise GroupInputError(f"generator {k} is not a permutation of 1..{degree}")


def build_group(generators: tuple[Images, ...], degree: int | None) -> PermGroup:
    """The structured group: the degree given, or the largest point any generator moves (at least 1)."""
    n = degree if degree is not None else max((len(g) for g in generators), default=1)
    return PermGroup(max(n, 1), tuple(pad(g, max(n, 1)) for g in generators))


@dataclass(frozen=True)
class SmallGroupId:
    """``SmallGroup(order, index)`` of the small groups library."""

    order: int
    index: int

    def __post_init__(self) -> None:
        if type(self.order) is not int or not 1 <= self.order <= MAX_SMALL_GROUP_ORDER:
            raise GroupInputError(f"order must be an integer in 1..{MAX_SMALL_GROUP_ORDER}")
        if type(self.index) is not int or self.index < 1:
            raise GroupInputError("the library index must be a positive integer")
