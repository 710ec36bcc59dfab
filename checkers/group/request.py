"""Validation of a group checker request (trusted code; shared by both group checkers).

Payload: ``{"claim": {"kind": ...}, "format": ..., "subject": {...},
"certificate": {...}}``. A group is given as the caller wrote it:
``{"degree": n or null, "generators": [...]}``, each generator cycle notation
or a 1-based image list, read by :mod:`.cycles` (never a producer's parse: a
subject carrying anything else is refused). Every problem is a
:class:`BadRequest` that the checker reports as ``accepted: false``; nothing
here accepts anything.
"""

from __future__ import annotations

from typing import Any

from .cycles import CycleError, read_generator
from .schreier_sims import Perm

MAX_DEGREE = 2000
MAX_GENERATORS = 64
FORMAT = "permutation-images/1"


class BadRequest(ValueError):
    pass


def claim_kind(payload: Any, kinds: tuple[str, ...]) -> dict[str, Any]:
    if not isinstance(payload, dict) or not isinstance(payload.get("claim"), dict):
        raise BadRequest("payload.claim must be an object")
    claim = payload["claim"]
    if claim.get("kind") not in kinds:
        raise BadRequest(f"claim kind {claim.get('kind')!r} is not checked here (expected one of {', '.join(kinds)})")
    fmt = payload.get("format", claim.get("format"))
    if fmt is not None and fmt != FORMAT:
        raise BadRequest(f"certificate format {fmt!r} is not {FORMAT}")
    return claim


def permutation(value: Any, degree: int, where: str) -> Perm:
    """A 1-based image list of length ``degree`` as a 0-based tuple."""
    if not isinstance(value, list) or len(value) != degree:
        raise BadRequest(f"{where} must be a list of {degree} images")
    if any(type(x) is not int for x in value) or sorted(value) != list(range(1, degree + 1)):
        raise BadRequest(f"{where} is not a permutation of 1..{degree}")
    return tuple(x - 1 for x in value)


def group(value: Any, where: str) -> tuple[int, list[Perm]]:
    """Degree and 0-based generators of a group given as text: the degree given, else the
    largest point any generator reaches (at least 1); points beyond a generator are fixed."""
    if not isinstance(value, dict):
        raise BadRequest(f"{where} must be an object with degree and generators")
    extra = sorted(set(value) - {"degree", "generators"})
    if extra:
        raise BadRequest(
            f"{where} has fields {', '.join(map(repr, extra))}: a group is its degree and generators as written"
        )
    degree, gens = value.get("degree"), value.get("generators")
    if degree is not None and (type(degree) is not int or not 1 <= degree <= MAX_DEGREE):
        raise BadRequest(f"{where}.degree must be null or an integer in 1..{MAX_DEGREE}")
    if not isinstance(gens, list) or not 1 <= len(gens) <= MAX_GENERATORS:
        raise BadRequest(f"{where}.generators must be a list of 1..{MAX_GENERATORS} permutations")
    images = []
    for k, g in enumerate(gens):
        try:
            images.append(read_generator(g, degree or MAX_DEGREE))
        except CycleError as exc:
            raise BadRequest(f"{where}.generators[{k}] {exc}") from None
    n = degree if degree is not None else max(1, *(len(i) for i in images))
    return n, [tuple(x - 1 for x in i) + tuple(range(len(i), n)) for i in images]


def decimal(value: Any, where: str) -> int:
    if type(value) is int and value > 0:
        return value
    if isinstance(value, str) and value.isascii() and value.isdigit() and len(value) <= 10_000 and int(value) > 0:
        return int(value)
    raise BadRequest(f"{where} must be a positive integer (or its decimal string)")
