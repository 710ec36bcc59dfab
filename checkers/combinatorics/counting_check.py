"""Worker: check exact counts by recomputing them the classical way, in Python integers and fractions.

``python -I -m jacobian.checkers.combinatorics.counting_check``; the subject is read by the checker itself:

Counts are claimed as decimal text (``"value": "190569292"``): they outgrow the integers JSON carries exactly.

- ``PARTITION_COUNT``, ``{"n": n}``, claim ``value``: p(n) by Euler's pentagonal-number recurrence
  p(m) = sum_{k >= 1} (-1)^(k+1) (p(m - k(3k-1)/2) + p(m - k(3k+1)/2)), p(0) = 1.
- ``POLYA_COUNT``, ``{"points": n, "colours": k, "group": {"named": "cyclic" | "dihedral" | "symmetric"} |
  {"generators": [[image, ...], ...]}}``, claim ``value``, ``group_order``: the checker builds the named group's
  generators itself (the rotation i -> i+1 mod n; with the reflection i -> -i mod n; the transposition (0 1) and
  the n-cycle), enumerates the group they generate (closure under composition), and counts orbits by Burnside's
  lemma: the mean over the elements of k^(number of cycles). Both the group order and the count must match.
- ``SEQUENCE_RECURRENCE``, ``{"terms": [a_0, ..., a_{N-1}]}`` (integers or ``"p/q"``), claim ``coefficients``
  [c_1, ..., c_d] (integers or ``"p/q"``): a_m = c_1 a_{m-1} + ... + c_d a_{m-d} for every m in d..N-1. The claim is
  about exactly the given indices, nothing beyond.

Every decision after the subject is read reports it (``model``, format ``typed``).
"""

from __future__ import annotations

import hashlib
import json
import re
from fractions import Fraction
from typing import Any

from ..entry import guarded, serve_check
from ..sat.request import BadRequest, claim_and_format

MAX_N = 20_000
MAX_POINTS = 32
MAX_GROUP = 50_000
MAX_COLOURS = 10_000
MAX_TERMS = 2_000
RATIONAL = re.compile(r"^-?[0-9]{1,400}(/[0-9]{1,400})?$")


def partitions(n: int) -> int:
    p = [1] + [0] * n
    for m in range(1, n + 1):
        total, k = 0, 1
        while True:
            first = m - k * (3 * k - 1) // 2
            if first < 0:
                break
            second = m - k * (3 * k + 1) // 2
            term = p[first] + (p[second] if second >= 0 else 0)
            total += term if k % 2 else -term
            k += 1
        p[m] = total
    return p[n]


def named_generators(name: str, n: int) -> list[tuple[int, ...]]:
    rotation = tuple((i + 1) % n for i in range(n))
    if name == "cyclic":
        return [rotation]
    if name == "dihedral":
        return [rotation, tuple((-i) % n for i in range(n))]
    if name == "symmetric":
        swap = tuple([1, 0] + list(range(2, n))) if n >= 2 else rotation
        return [rotation, swap]
    raise BadRequest("group.named must be cyclic, dihedral or symmetric")


def closure(n: int, generators: list[tuple[int, ...]]) -> list[tuple[int, ...]]:
    identity = tuple(range(n))
    seen, frontier = {identity}, [identity]
    while frontier:
        fresh = []
        for g in frontier:
            for s in generators:
                h = tuple(s[g[i]] for i in range(n))
                if h not in seen:
                    if len(seen) >= MAX_GROUP:
                        raise BadRequest(f"the group has more than {MAX_GROUP} elements")
                    seen.add(h)
                    fresh.append(h)
        frontier = fresh
    return sorted(seen)


def cycles(g: tuple[int, ...]) -> int:
    seen, count = [False] * len(g), 0
    for i in range(len(g)):
        if not seen[i]:
            count += 1
            while not seen[i]:
                seen[i] = True
                i = g[i]
    return count


def _integer(value: Any, low: int, high: int, where: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise BadRequest(f"{where} must be an integer in {low}..{high}")
    return value


def rational(value: Any, where: str) -> Fraction:
    if isinstance(value, int) and not isinstance(value, bool):
        return Fraction(value)
    if isinstance(value, str) and RATIONAL.match(value):
        if "/" in value and int(value.split("/")[1]) == 0:
            raise BadRequest(f"{where} has a zero denominator")
        return Fraction(value)
    raise BadRequest(f"{where} must be an integer or a rational 'p/q'")


def _decimal(value: Any) -> str:
    if not isinstance(value, str) or not value.isdigit() or len(value) > 100_000:
        raise BadRequest("claim.value must be a count in decimal text")
    return value


def _model(subject: dict[str, Any], summary: dict[str, int | str | bool]) -> dict[str, Any]:
    text = json.dumps(subject, sort_keys=True, separators=(",", ":"))
    return {"format": "typed", "summary": summary, "digest": "sha256:" + hashlib.sha256(text.encode()).hexdigest()}


def _group(subject: dict[str, Any]) -> tuple[int, int, list[tuple[int, ...]], dict[str, Any]]:
    if set(subject) != {"points", "colours", "group"}:
        raise BadRequest("subject must be exactly {points, colours, group}")
    n = _integer(subject["points"], 1, MAX_POINTS, "subject.points")
    k = _integer(subject["colours"], 1, MAX_COLOURS, "subject.colours")
    group = subject["group"]
    if isinstance(group, dict) and set(group) == {"named"}:
        generators = named_generators(group["named"], n)
        canonical = {"points": n, "colours": k, "named": group["named"]}
    elif isinstance(group, dict) and set(group) == {"generators"} and isinstance(group["generators"], list):
        generators = []
        for i, g in enumerate(group["generators"][:64]):
            if not isinstance(g, list) or sorted(g) != list(range(n)):
                raise BadRequest(f"subject.group.generators[{i}] is not a permutation of 0..{n - 1}")
            generators.append(tuple(g))
        canonical = {"points": n, "colours": k, "generators": sorted(generators)}
    else:
        raise BadRequest("subject.group is {named} or {generators}")
    return n, k, generators, canonical


def _check(kind: str, payload: dict[str, Any]) -> tuple[bool, str, dict[str, Any]]:
    subject, claim = payload.get("subject"), payload["claim"]
    if not isinstance(subject, dict):
        raise BadRequest("subject must be an object")
    if kind == "PARTITION_COUNT":
        if set(subject) != {"n"}:
            raise BadRequest("subject must be exactly {n}")
        n = _integer(subject["n"], 0, MAX_N, "subject.n")
        model = _model({"n": n}, {"n": n})
        found = partitions(n)
        ok = str(found) == _decimal(claim.get("value"))
        return ok, f"Euler's pentagonal recurrence gives p({n}) = {found}" + ("" if ok else ", not the claim"), model
    if kind == "POLYA_COUNT":
        n, k, generators, canonical = _group(subject)
        model = _model(canonical, {"points": n, "colours": k, "generators": len(generators)})
        elements = closure(n, generators)
        total = sum(k ** cycles(g) for g in elements)
        if total % len(elements):
            return False, "Burnside's sum is not divisible by the group order (no group)", model
        count = total // len(elements)
        if len(elements) != claim.get("group_order"):
            return False, f"the checker's group has {len(elements)} elements, not {claim.get('group_order')}", model
        ok = str(count) == _decimal(claim.get("value"))
        why = f"Burnside over the {len(elements)} elements the checker enumerated: {count} orbits"
        return ok, why + ("" if ok else ", not the claim"), model
    if (
        set(subject) != {"terms"}
        or not isinstance(subject["terms"], list)
        or not 1 <= len(subject["terms"]) <= MAX_TERMS
    ):
        raise BadRequest(f"subject must be exactly {{terms}}, 1..{MAX_TERMS} of them")
    terms = [rational(t, f"subject.terms[{i}]") for i, t in enumerate(subject["terms"])]
    coefficients = claim.get("coefficients")
    if not isinstance(coefficients, list) or not 0 <= len(coefficients) <= len(terms):
        raise BadRequest("claim.coefficients must list at most as many coefficients as there are terms")
    cs = [rational(c, f"claim.coefficients[{i}]") for i, c in enumerate(coefficients)]
    model = _model({"terms": [str(t) for t in terms]}, {"terms": len(terms), "order": len(cs)})
    d = len(cs)
    for m in range(d, len(terms)):
        if terms[m] != sum(c * terms[m - 1 - i] for i, c in enumerate(cs)):
            return False, f"the recurrence gives another a_{m} than the given term", model
    return (
        True,
        (
            f"the order-{d} recurrence reproduces terms {d}..{len(terms) - 1} from the first {d} "
            f"({len(terms) - d} equations checked; nothing is claimed beyond index {len(terms) - 1})"
        ),
        model,
    )


def check(payload: dict[str, Any]) -> dict[str, Any]:
    try:
        kind, _ = claim_and_format(payload, ("PARTITION_COUNT", "POLYA_COUNT", "SEQUENCE_RECURRENCE"))
        ok, reason, model = _check(kind, payload)
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}}
    return {"accepted": ok, "reason": reason, "checked": {}, "model": model}


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
