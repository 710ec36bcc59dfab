"""Worker: check counts on a finite poset by the checker's own computation on its own reading of the poset.

``python -I -m jacobian.checkers.poset.poset_check``; format ``poset/1``; payload ``{"claim": ..., "subject":
{"poset": {"elements": [...], "relations": [[a, b], ...]}}, "certificate": {}}`` (read by :mod:`.order`).

- ``LINEAR_EXTENSION_COUNT {value}`` (decimal text: n! outgrows JSON's exact integers): the number of linear
  extensions, counted as the maximal chains of the lattice of down-sets: starting from the empty down-set, each
  down-set passes its count to every down-set one element larger (an element all of whose lower elements are
  in it); the full set's count is the answer. At most MAX_EXTENSION_ELEMENTS elements (2^n down-sets at worst).
- ``POSET_MOBIUS {values: [[x, y, mu], ...]}``: mu(x, y) for every pair x <= y, each exactly once, by the defining
  recursion mu(x, x) = 1, mu(x, y) = -sum_{x <= z < y} mu(x, z).

Every decision after the subject is read reports it (``model``: format ``poset-json``, its size, the sha256 of
the canonical form: sorted elements and every strict pair).
"""

from __future__ import annotations

import hashlib
import json
import re
from typing import Any

from ..entry import guarded, serve_check
from ..sat.request import BadRequest, claim_and_format
from .order import Poset, PosetError, parse

FORMAT = "poset/1"
CLAIMS = ("LINEAR_EXTENSION_COUNT", "POSET_MOBIUS")
MAX_EXTENSION_ELEMENTS = 18
DECIMAL = re.compile(r"(0|[1-9][0-9]{0,99})", re.ASCII)


def linear_extensions(poset: Poset) -> int:
    n, below = poset.size, poset.below()
    layer = {0: 1}
    for _ in range(n):
        nxt: dict[int, int] = {}
        for down, ways in layer.items():
            for x in range(n):
                if not down >> x & 1 and below[x] & ~down == 0:
                    key = down | 1 << x
                    nxt[key] = nxt.get(key, 0) + ways
        layer = nxt
    return layer[(1 << n) - 1]


def mobius(poset: Poset) -> dict[tuple[int, int], int]:
    """mu(x, y) for x <= y by the defining sum, y taken in an order where every z < y comes first."""
    n, below = poset.size, poset.below()
    order = sorted(range(n), key=lambda v: bin(below[v]).count("1"))  # fewer elements below: earlier
    mu: dict[tuple[int, int], int] = {}
    for x in range(n):
        mu[(x, x)] = 1
        for y in order:
            if poset.less(x, y):
                mu[(x, y)] = -sum(mu[(x, z)] for z in range(n) if (z == x or poset.less(x, z)) and poset.less(z, y))
    return mu


def model(poset: Poset) -> dict[str, Any]:
    text = json.dumps({"poset": poset.canonical()}, sort_keys=True, separators=(",", ":"))
    pairs = sum(bin(m).count("1") for m in poset.above)
    return {
        "format": "poset-json",
        "summary": {"elements": poset.size, "strict_pairs": pairs},
        "digest": "sha256:" + hashlib.sha256(text.encode()).hexdigest(),
    }


def decide_extensions(poset: Poset, claim: dict[str, Any]) -> tuple[bool, str]:
    if poset.size > MAX_EXTENSION_ELEMENTS:
        raise BadRequest(f"linear extensions are counted for at most {MAX_EXTENSION_ELEMENTS} elements")
    value = claim.get("value")
    if not isinstance(value, str) or not DECIMAL.fullmatch(value):
        raise BadRequest("claim.value must be a decimal string of at most 100 digits")
    found = linear_extensions(poset)
    if found != int(value):
        return False, f"the poset has {found} linear extensions, not {value}"
    return True, f"{found} maximal chains in the lattice of down-sets, counted by the checker"


def decide_mobius(poset: Poset, claim: dict[str, Any]) -> tuple[bool, str]:
    values = claim.get("values")
    if not isinstance(values, list):
        raise BadRequest("claim.values must be a list of [x, y, mu]")
    position = {label: i for i, label in enumerate(poset.labels)}
    claimed: dict[tuple[int, int], int] = {}
    for t, item in enumerate(values):
        where = f"claim.values[{t}]"
        ok = isinstance(item, list) and len(item) == 3 and all(type(v) in (int, str) for v in item[:2])
        if not ok or item[0] not in position or item[1] not in position or type(item[2]) is not int:
            raise BadRequest(f"{where} must be [x, y, mu]: two elements and an integer")
        key = (position[item[0]], position[item[1]])
        if key in claimed:
            raise BadRequest(f"{where}: the pair is given twice")
        claimed[key] = item[2]
    found = mobius(poset)
    for key in sorted(set(found) | set(claimed)):
        x, y = (poset.labels[k] for k in key)
        if key not in found:
            return False, f"{x!r} <= {y!r} does not hold: mu is claimed for a pair that is not comparable"
        if key not in claimed:
            return False, f"mu({x!r}, {y!r}) is missing"
        if found[key] != claimed[key]:
            return False, f"mu({x!r}, {y!r}) is {found[key]}, not {claimed[key]} (the defining sum)"
    return True, f"all {len(found)} values mu(x, y), x <= y, equal the checker's defining sums"


def check(payload: dict[str, Any]) -> dict[str, Any]:
    read: dict[str, Any] = {}
    try:
        kind, fmt = claim_and_format(payload, CLAIMS)
        if fmt not in (None, FORMAT):
            raise BadRequest(f"certificate format {fmt!r} is not {FORMAT}")
        subject = payload.get("subject")
        if not isinstance(subject, dict) or set(subject) != {"poset"}:
            raise BadRequest("subject must be exactly {poset}")
        try:
            poset = parse(subject["poset"], "subject.poset")
        except PosetError as exc:
            raise BadRequest(f"{exc.path}: {exc.message}") from None
        read = {"model": model(poset)}
        if payload.get("certificate") != {}:
            raise BadRequest("certificate must be empty: the checker computes the counts itself")
        decide = decide_extensions if kind == "LINEAR_EXTENSION_COUNT" else decide_mobius
        accepted, reason = decide(poset, payload["claim"])
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}, **read}
    return {"accepted": accepted, "reason": reason, "checked": {"claim": kind} if accepted else {}, **read}


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
