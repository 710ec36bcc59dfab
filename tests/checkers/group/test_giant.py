"""The group order checker's giant proof: Alt or Sym on the moved points, exactly, or nothing.

S1000 from ``(1,2)`` and ``(1,...,1000)`` is checked by it (Schreier-Sims in
Python does not finish on it); every answer it gives is compared with the
checker's complete stabilizer chain on groups small enough for the latter.
"""

from __future__ import annotations

import random
from math import factorial

import pytest

from jacobian.checkers.group import order
from jacobian.checkers.group.giant import giant_order, small_cycle_support
from jacobian.checkers.group.schreier_sims import StabilizerChain


def cycle(*points: int, n: int) -> tuple[int, ...]:
    """A 0-based permutation of ``0..n-1`` from one cycle of 1-based points."""
    p = list(range(n))
    for a, b in zip(points, points[1:] + points[:1], strict=True):
        p[a - 1] = b - 1
    return tuple(p)


def payload(generators: list[str], claimed: int) -> dict:
    return {
        "claim": {"kind": "GROUP_ORDER", "order": str(claimed)},
        "subject": {"group": {"degree": None, "generators": generators}},
        "certificate": {},
    }


def test_s1000_from_its_standard_generators_is_checked_exactly():
    gens = ["(1,2)", "(" + ",".join(map(str, range(1, 1001))) + ")"]
    ok = order.check(payload(gens, factorial(1000)))
    assert ok["accepted"] and ok["checked"]["method"] == "giant", ok["reason"]
    for wrong in (factorial(1000) // 2, factorial(999), factorial(1000) + 1):
        bad = order.check(payload(gens, wrong))
        assert not bad["accepted"] and "has order 4023872600770937" in bad["reason"]


def test_a999_from_a_3_cycle_and_a_long_cycle():
    gens = ["(1,2,3)", "(" + ",".join(map(str, range(1, 1000))) + ")"]  # both even: inside A999
    ok = order.check(payload(gens, factorial(999) // 2))
    assert ok["accepted"] and ok["checked"]["method"] == "giant", ok["reason"]
    assert not order.check(payload(gens, factorial(999)))["accepted"]


def test_the_two_base_facts_of_the_3_cycle_induction():
    # two 3-cycles sharing two points generate A4, sharing one point A5 (checked by Schreier-Sims)
    a4 = [cycle(1, 2, 3, n=4), cycle(1, 2, 4, n=4)]
    a5 = [cycle(1, 2, 3, n=5), cycle(3, 4, 5, n=5)]
    for gens, expected in ((a4, 12), (a5, 60)):
        assert StabilizerChain(len(gens[0]), gens).order() == expected
        found = giant_order(gens)
        assert found is not None and found[0] == expected


@pytest.mark.parametrize(
    "gens",
    [
        # S2 wr S3 on 6 points, blocks {1,2} {3,4} {5,6}: transitive with a transposition, imprimitive (order 48)
        [cycle(1, 2, n=6), tuple(x - 1 for x in (3, 4, 5, 6, 1, 2)), tuple(x - 1 for x in (3, 4, 1, 2, 5, 6))],
        # S3 x S3 on 6 points: intransitive
        [cycle(1, 2, n=6), cycle(1, 2, 3, n=6), cycle(4, 5, n=6), cycle(4, 5, 6, n=6)],
        # M11: no generator has a single 2- or 3-cycle
        [cycle(*range(1, 12), n=11), tuple(x - 1 for x in (1, 2, 7, 10, 6, 4, 11, 3, 9, 5, 8))],
    ],
)
def test_non_giants_are_not_claimed(gens):
    assert giant_order(gens) is None


def test_a_cycle_shared_with_another_of_its_length_gives_no_seed():
    # (1,2)(3,4): two 2-cycles, no power is a transposition; (1,2)(3,4,5,6): the 4-cycle is even, so no power is one
    assert small_cycle_support(tuple(x - 1 for x in (2, 1, 4, 3)), 2) is None
    assert small_cycle_support(tuple(x - 1 for x in (2, 1, 4, 5, 6, 3)), 2) is None
    assert small_cycle_support(tuple(x - 1 for x in (2, 1, 4, 5, 3)), 2) == frozenset({0, 1})


def test_giant_orders_agree_with_the_stabilizer_chain_on_random_groups():
    rng = random.Random(33)
    claimed = 0
    for _ in range(300):
        n = rng.randint(2, 9)
        gens = []
        for _ in range(rng.randint(1, 3)):
            p = list(range(n))
            for _ in range(rng.randint(1, 3)):
                i, j = rng.randrange(n), rng.randrange(n)
                p[i], p[j] = p[j], p[i]
            if rng.random() < 0.3:  # a 3-cycle somewhere
                a, b, c = rng.sample(range(n), 3) if n >= 3 else (0, 1, 0)
                if len({a, b, c}) == 3:
                    p = list(range(n))
                    p[a], p[b], p[c] = b, c, a
            gens.append(tuple(p))
        giant = giant_order(gens)
        if giant is not None:
            claimed += 1
            assert giant[0] == StabilizerChain(n, gens).order(), (n, gens)
    assert claimed > 50  # the comparison exercised the giant proof, not only its refusals
