"""Worker: check a linear code's weight distribution or minimum distance over GF(q).

``python -I -m jacobian.checkers.coding.code_check``; subject ``{"q": prime, "generator": rows}`` or
``{"q", "parity_check": rows}`` (read by :mod:`.linear`), format ``code-certificate/1``:

- ``CODE_WEIGHT_DISTRIBUTION {distribution, dual_distribution}``: the checker enumerates the smaller of the
  code and its dual itself, derives the other by the MacWilliams transform, and requires both claimed
  distributions to be these (so the claim satisfies the MacWilliams identity with its own dual's).
- ``CODE_MINIMUM_DISTANCE {distance}``, certificate ``{codeword}``: the codeword is in the code (reduced
  against the checker's echelon basis), nonzero, of weight ``distance``; no nonzero codeword is lighter (the
  distribution, as above, has A_i = 0 for 0 < i < distance).
- ``CODE_COVERING_RADIUS {radius, coset_leader_distribution}``, certificate ``{word}``: the checker's own table
  of every coset's minimum weight (:mod:`.cosets`, over the syndromes of its own dual basis) has maximum
  ``radius`` and counts of cosets by minimum weight equal to the claimed distribution, and the word's coset
  has minimum weight ``radius`` (the word is at distance exactly ``radius`` from the code).
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from ..entry import guarded, serve_check
from .cosets import MAX_COSET_STEPS, MAX_COSETS, coset_cost, coset_weights, syndrome
from .linear import MAX_Q, CodeError, both_distributions, contains, generator_and_dual, is_prime

FORMAT = "code-certificate/1"
CLAIMS = ("CODE_WEIGHT_DISTRIBUTION", "CODE_MINIMUM_DISTANCE", "CODE_COVERING_RADIUS")


def described(basis: list[list[int]], n: int, q: int) -> dict[str, Any]:
    """The code read: its length, dimension, field and the sha256 of its reduced echelon basis."""
    text = json.dumps({"q": q, "n": n, "basis": basis}, separators=(",", ":"))
    summary = {"q": q, "n": n, "k": len(basis)}
    return {
        "format": "linear-code",
        "summary": summary,
        "digest": "sha256:" + hashlib.sha256(text.encode()).hexdigest(),
    }


def covering(claim: dict[str, Any], dual: list[list[int]], n: int, q: int, cert: Any) -> tuple[bool, str]:
    cosets, steps = coset_cost(n, n - len(dual), q)
    if cosets > MAX_COSETS or steps > MAX_COSET_STEPS:
        raise CodeError(f"{cosets} cosets, {steps} table updates: more than {MAX_COSETS} or {MAX_COSET_STEPS}")
    radius, claimed = claim.get("radius"), claim.get("coset_leader_distribution")
    if type(radius) is not int or not 0 <= radius <= n:
        return False, "claim.radius must be an integer in 0..n"
    word = cert.get("word") if isinstance(cert, dict) else None
    if not isinstance(word, list) or len(word) != n or any(type(x) is not int or not 0 <= x < q for x in word):
        return False, f"certificate.word must be {n} elements of GF({q})"
    table = coset_weights(dual, n, q)
    mine = max(table)
    counts = [table.count(w) for w in range(mine + 1)]
    if mine > radius:
        return False, f"{sum(counts[radius + 1 :])} cosets have no word of weight <= {radius}: the radius is {mine}"
    if mine < radius:
        return False, f"every coset has a word of weight <= {mine}: the radius is {mine}, not {radius}"
    if claimed != counts:
        return False, f"the cosets by minimum weight 0..{mine} number {counts}"
    at = table[syndrome(dual, word, q)]
    if at != radius:
        return False, f"the word is at distance {at} from the code, not {radius}"
    why = f"every coset's minimum weight tabulated over {cosets} syndromes: at most {mine}, by weight {counts}"
    return True, f"{why}; the word's coset has minimum weight {mine}"


def decide(
    claim: dict[str, Any], basis: list[list[int]], dual: list[list[int]], n: int, q: int, cert: Any
) -> tuple[bool, str]:
    if claim["kind"] == "CODE_COVERING_RADIUS":
        return covering(claim, dual, n, q, cert)
    a, b = both_distributions(basis, dual, n, q)
    if claim["kind"] == "CODE_WEIGHT_DISTRIBUTION":
        if claim.get("distribution") != a:
            return False, f"the weight distribution is {a}"
        if claim.get("dual_distribution") != b:
            return False, f"the dual's weight distribution (MacWilliams) is {b}"
        return True, f"A = {a} (enumerated or by MacWilliams from the dual's B = {b})"
    d = claim.get("distance")
    if type(d) is not int or not 0 < d <= n:
        return False, "claim.distance must be an integer in 1..n"
    word = cert.get("codeword") if isinstance(cert, dict) else None
    if not isinstance(word, list) or len(word) != n or any(type(x) is not int or not 0 <= x < q for x in word):
        return False, f"certificate.codeword must be {n} elements of GF({q})"
    weight = sum(1 for x in word if x)
    if weight != d:
        return False, f"the codeword has weight {weight}, not {d}"
    if not contains(basis, word, q):
        return False, "the codeword is not in the code"
    lighter = [i for i in range(1, d) if a[i]]
    if lighter:
        return False, f"the code has {a[lighter[0]]} nonzero codewords of weight {lighter[0]} < {d}"
    return True, f"a codeword of weight {d} in the code, and A_i = 0 for 0 < i < {d} (distribution {a})"


def check(payload: dict[str, Any]) -> dict[str, Any]:
    model: dict[str, Any] = {}
    try:
        claim, subject = payload.get("claim"), payload.get("subject")
        if not isinstance(claim, dict) or claim.get("kind") not in CLAIMS:
            raise CodeError(f"claim kind must be one of {CLAIMS}")
        if claim.get("format", FORMAT) != FORMAT or payload.get("format", FORMAT) != FORMAT:
            raise CodeError(f"certificate format must be {FORMAT}")
        if not isinstance(subject, dict) or set(subject) - {"q", "generator", "parity_check"}:
            raise CodeError("subject has q and one of generator or parity_check")
        q = subject.get("q")
        if type(q) is not int or not is_prime(q) or q > MAX_Q:
            raise CodeError(f"subject.q must be a prime <= {MAX_Q}")
        basis, dual, n = generator_and_dual(subject, q)
        model = {"model": described(basis, n, q)}
        accepted, reason = decide(claim, basis, dual, n, q, payload.get("certificate"))
    except CodeError as exc:
        return {"accepted": False, "reason": f"rejected: {exc}", "checked": {}, **model}
    return {"accepted": accepted, "reason": reason, "checked": {"claim": claim["kind"]}, **model}


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
