"""poset.linear_extensions.count and poset.mobius through the real runtime, VERIFIED by the poset checker's own
counts (maximal chains of the down-set lattice; the defining sum of mu); random posets against brute force;
forgeries rejected; bad posets refused with their path before any job.

Known answers (Stanley, Enumerative Combinatorics vol. 1, 2nd ed., Cambridge 2012: section 3.5 for linear
extensions, example 3.8.3-3.8.4 for the Mobius functions of the Boolean lattice and the divisor lattice;
OEIS A046873 for the linear extensions of B_n: 1, 1, 2, 48, 1680384):
- an antichain of n elements has n! linear extensions, a chain 1, B_3 48 and B_4 1680384;
- in B_n, mu(S, T) = (-1)^|T - S| for S within T;
- in the divisors of n ordered by divisibility, mu(d, e) is the number-theoretic Mobius function of e / d.
"""

from __future__ import annotations

import itertools
import math
import random

from jacobian.checkers.poset.poset_check import check
from jacobian.contracts.enums import Conclusion, ExecutionStatus
from tests.verify_runs import run_verify, verified


def boolean(n: int) -> dict:
    return {
        "elements": list(range(2**n)),
        "relations": [[a, a | 1 << b] for a in range(2**n) for b in range(n) if not a >> b & 1],
    }


def divisors(n: int) -> dict:
    ds = [d for d in range(1, n + 1) if n % d == 0]
    return {"elements": ds, "relations": [[a, b] for a in ds for b in ds if a != b and b % a == 0]}


def number_mobius(n: int) -> int:
    out, p = 1, 2
    while n > 1:
        if n % p == 0:
            n //= p
            if n % p == 0:
                return 0
            out = -out
        p += 1
    return out


def random_poset(n: int, rng: random.Random) -> dict:
    return {
        "elements": [f"e{i}" for i in range(n)],
        "relations": [[f"e{a}", f"e{b}"] for a, b in itertools.combinations(range(n), 2) if rng.random() < 0.3],
    }


def strict_pairs(poset: dict) -> set[tuple]:
    less = {tuple(p) for p in poset["relations"]}
    while True:
        more = {(a, d) for a, b in less for c, d in less if b == c} - less
        if not more:
            return less
        less |= more


def brute_extensions(poset: dict) -> int:
    less = strict_pairs(poset)
    return sum(
        all(order.index(a) < order.index(b) for a, b in less) for order in itertools.permutations(poset["elements"])
    )


def hall_mobius(poset: dict, x, y) -> int:
    """Philip Hall: sum over chains x = z_0 < ... < z_k = y of (-1)^k."""
    less = strict_pairs(poset)
    if x == y:
        return 1
    inner = [z for z in poset["elements"] if (x, z) in less and (z, y) in less]
    total = 0
    for k in range(len(inner) + 1):
        for chain in itertools.permutations(inner, k):
            path = [x, *chain, y]
            total += all((a, b) in less for a, b in zip(path, path[1:])) * (-1) ** (k + 1)
    return total


def test_known_counts_are_verified(tmp_path):
    chain = {"elements": list(range(7)), "relations": [[i, i + 1] for i in range(6)]}
    antichain = {"elements": ["a", "b", "c", "d", "e", "f"], "relations": []}
    known = [(antichain, math.factorial(6)), (chain, 1), (boolean(3), 48), (boolean(4), 1680384)]
    runs = [("poset.linear_extensions.count", p) for p, _ in known]
    runs += [("poset.mobius", boolean(3)), ("poset.mobius", boolean(4)), ("poset.mobius", divisors(360))]
    runs += [("poset.mobius", chain)]
    results = run_verify(tmp_path, runs)
    for (cap, _), r in zip(runs, results):
        assert r.conclusion is Conclusion.VALUE and verified(r), (cap, r.diagnostics)
    assert [r.output["linear_extensions"] for r in results[:4]] == [str(v) for _, v in known]
    for r in results[4:6]:
        for v in r.output["values"]:
            assert v["mu"] == (-1) ** bin(v["y"] & ~v["x"]).count("1"), v
    assert results[4].output["bottom_top"] == -1 and results[5].output["bottom_top"] == 1
    d360 = results[6].output
    assert all(v["mu"] == number_mobius(v["y"] // v["x"]) for v in d360["values"])
    assert d360["bottom_top"] == 0 and len(d360["values"]) == 180  # pairs d | e of divisors of 360
    chain_mu = {(v["x"], v["y"]): v["mu"] for v in results[7].output["values"]}
    assert chain_mu == {**{(i, i): 1 for i in range(7)}, **{(i, i + 1): -1 for i in range(6)}} | {
        (i, j): 0 for i in range(7) for j in range(i + 2, 7)
    }


def test_random_posets_agree_with_brute_force(tmp_path):
    rng = random.Random(31)
    posets = [random_poset(n, rng) for n in (4, 5, 6, 7, 7)]
    runs = [(cap, p) for p in posets for cap in ("poset.linear_extensions.count", "poset.mobius")]
    results = run_verify(tmp_path, runs)
    assert all(verified(r) for r in results), [r.diagnostics for r in results]
    for i, p in enumerate(posets):
        assert int(results[2 * i].output["linear_extensions"]) == brute_extensions(p), p
        for v in results[2 * i + 1].output["values"]:
            assert v["mu"] == hall_mobius(p, v["x"], v["y"]), (p, v)


def decide(claim: dict, poset: dict, certificate: dict | None = None) -> dict:
    certificate = {} if certificate is None else certificate
    return check({"claim": claim, "subject": {"poset": poset}, "certificate": certificate})


def mobius_claim(poset: dict) -> dict:
    less = strict_pairs(poset)
    values = [[x, x, 1] for x in poset["elements"]] + [[x, y, hall_mobius(poset, x, y)] for x, y in sorted(less)]
    return {"kind": "POSET_MOBIUS", "values": values}


def test_the_checker_accepts_and_forgeries_are_rejected():
    b3 = boolean(3)
    got = decide({"kind": "LINEAR_EXTENSION_COUNT", "value": "48"}, b3)
    assert got["accepted"] and got["model"]["summary"] == {"elements": 8, "strict_pairs": 19}, got
    # the same order written as every pair digests alike
    every = {"elements": b3["elements"], "relations": [list(p) for p in sorted(strict_pairs(b3))]}
    assert decide({"kind": "LINEAR_EXTENSION_COUNT", "value": "48"}, every)["model"] == got["model"]
    got = decide({"kind": "LINEAR_EXTENSION_COUNT", "value": "47"}, b3)
    assert not got["accepted"] and "has 48 linear extensions, not 47" in got["reason"]
    # B_3's count for another poset on 8 elements (B_3 with one cover removed)
    other = {"elements": b3["elements"], "relations": b3["relations"][1:]}
    assert not decide({"kind": "LINEAR_EXTENSION_COUNT", "value": "48"}, other)["accepted"]
    true = mobius_claim(b3)
    assert decide(true, b3)["accepted"]
    flipped = {**true, "values": [[x, y, -mu if (x, y) == (0, 7) else mu] for x, y, mu in true["values"]]}
    got = decide(flipped, b3)
    assert not got["accepted"] and "mu(0, 7) is -1, not 1" in got["reason"], got
    missing = {**true, "values": true["values"][:-1]}
    assert not decide(missing, b3)["accepted"] and "missing" in decide(missing, b3)["reason"]
    extra = {**true, "values": [*true["values"], [1, 2, 0]]}  # 1 and 2 are incomparable in B_3
    assert not decide(extra, b3)["accepted"] and "not comparable" in decide(extra, b3)["reason"]


def test_malformed_checker_requests_are_refused():
    b3 = boolean(3)
    cycle = {"elements": [0, 1, 2], "relations": [[0, 1], [1, 2], [2, 0]]}
    cases = [
        (decide({"kind": "LINEAR_EXTENSION_COUNT", "value": 48}, b3), "decimal string"),
        (decide({"kind": "LINEAR_EXTENSION_COUNT", "value": "1"}, cycle), "subject.poset.relations[2]"),
        (
            decide({"kind": "LINEAR_EXTENSION_COUNT", "value": "1"}, {"elements": list(range(19)), "relations": []}),
            "18",
        ),
        (decide({"kind": "POSET_MOBIUS", "values": [[0, 0, 1], [0, 0, 1]]}, b3), "given twice"),
        (decide({"kind": "POSET_MOBIUS", "values": [[0, 99, 1]]}, b3), "[x, y, mu]"),
        (decide({"kind": "LINEAR_EXTENSION_COUNT", "value": "48"}, b3, {"x": 1}), "certificate must be empty"),
    ]
    for got, words in cases:
        assert not got["accepted"] and got["reason"].startswith("malformed request") and words in got["reason"], got


def test_bad_posets_are_refused_with_their_path(tmp_path):
    bad = [
        (
            "poset.linear_extensions.count",
            {"elements": [0, 1, 2], "relations": [[0, 1], [1, 2], [2, 0]]},
            "$.payload.relations[2]",
        ),
        ("poset.mobius", {"elements": [0, 1], "relations": [[0, 5]]}, "$.payload.relations[0][1]"),
        ("poset.mobius", {"elements": [0, 1, 0], "relations": []}, "$.payload.elements[2]"),
        ("poset.mobius", {"elements": [0, 1], "relations": [[1, 1]]}, "$.payload.relations[0]"),
        ("poset.linear_extensions.count", {"elements": list(range(19)), "relations": []}, "$.payload.elements"),
        ("poset.mobius", {"elements": list(range(65)), "relations": []}, "$.payload.elements"),
    ]
    results = run_verify(tmp_path, [(cap, payload) for cap, payload, _ in bad])
    for (cap, payload, path), r in zip(bad, results):
        assert r.execution.status is ExecutionStatus.ERROR and r.provenance is None, (cap, r.diagnostics)
        d = r.diagnostics[0]
        assert d.code == "INVALID_REQUEST" and d.path == path, (cap, payload, d)
