"""The independent group checkers: own Schreier-Sims, order and isomorphism decisions."""

from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest
from sympy.combinatorics import Permutation, PermutationGroup

from jacobian.checkers.group import isomorphism, order
from jacobian.checkers.group.schreier_sims import StabilizerChain, mul
from jacobian.providers.gap.groups import PermGroup, build_group, parse_cycles

from .groupdata import KNOWN_ORDERS, M11, M12, dihedral, symmetric


def group(gens: list[str], degree: int | None = None) -> PermGroup:
    return build_group(tuple(parse_cycles(g) for g in gens), degree)


def order_payload(g: PermGroup, claimed) -> dict:
    return {"claim": {"kind": "GROUP_ORDER", "order": claimed}, "subject": {"group": g.as_payload()}, "certificate": {}}


def iso_payload(g: PermGroup, h: PermGroup, images) -> dict:
    return {
        "claim": {"kind": "GROUP_ISOMORPHISM"},
        "subject": {"first": g.as_payload(), "second": h.as_payload()},
        "certificate": {"images": images},
    }


@pytest.mark.parametrize("gens, expected", KNOWN_ORDERS)
def test_known_orders_accepted_and_wrong_orders_rejected(gens, expected):
    g = group(gens)
    ok = order.check(order_payload(g, str(expected)))
    assert ok["accepted"], ok["reason"]
    for wrong in (expected - 1, expected * 2, expected // 2 or 2):
        bad = order.check(order_payload(g, str(wrong)))
        assert not bad["accepted"] and f"has order {expected}" in bad["reason"]


def test_order_agrees_with_sympy_on_random_groups():
    rng = random.Random(7)
    for _ in range(60):
        n = rng.randint(2, 14)
        gens = []
        for _ in range(rng.randint(1, 3)):
            p = list(range(n))
            # sparse permutations give a spread of small and large groups
            for _ in range(rng.randint(1, 3)):
                i, j = rng.randrange(n), rng.randrange(n)
                p[i], p[j] = p[j], p[i]
            gens.append(tuple(p))
        ours = StabilizerChain(n, gens).order()
        theirs = PermutationGroup([Permutation(list(g)) for g in gens]).order()
        assert ours == theirs, (n, gens)


def test_membership():
    chain = StabilizerChain(12, [tuple(x - 1 for x in g) for g in group(M12).generators])
    m12 = group(M12)
    prod = mul(tuple(x - 1 for x in m12.generators[0]), tuple(x - 1 for x in m12.generators[2]))
    assert chain.contains(prod)
    assert not chain.contains((1, 0) + tuple(range(2, 12)))  # a transposition is odd; M12 is simple


def test_malformed_order_requests_are_rejected_not_crashing():
    g = group(symmetric(4))
    for payload in (
        {},
        {"claim": {"kind": "GROUP_ISOMORPHISM"}, "subject": {"group": g.as_payload()}},
        order_payload(g, "twenty-four"),
        order_payload(g, -24),
        {
            "claim": {"kind": "GROUP_ORDER", "order": 24},
            "subject": {"group": {"degree": 4, "generators": [[1, 1, 2, 3]]}},
        },
        {"claim": {"kind": "GROUP_ORDER", "order": 24, "format": "gap-text"}, "subject": {"group": g.as_payload()}},
    ):
        assert order.handle(payload, None)["accepted"] is False
    assert order.check(order_payload(g, 24))["accepted"]


def test_isomorphism_certificates():
    s3 = group(["(1,2,3)", "(1,2)"])
    s3_regular = group(["(1,2,3)(4,5,6)", "(1,4)(2,6)(3,5)"])
    # a correct isomorphism: (1,2,3) -> rotation, (1,2) -> a reflection
    good = [list(s3_regular.generators[0]), list(s3_regular.generators[1])]
    assert isomorphism.check(iso_payload(s3, s3_regular, good))["accepted"]
    # images that break a relation: (1,2,3) has order 3 but its image has order 2
    bad = [list(s3_regular.generators[1]), list(s3_regular.generators[1])]
    r = isomorphism.check(iso_payload(s3, s3_regular, bad))
    assert not r["accepted"] and "relations" in r["reason"]
    # the trivial map is a homomorphism but not injective
    ident = list(range(1, 7))
    r = isomorphism.check(iso_payload(s3, s3_regular, [ident, ident]))
    assert not r["accepted"]
    # images outside the second group
    r = isomorphism.check(iso_payload(s3, s3_regular, [[2, 3, 1, 4, 5, 6], [2, 1, 3, 4, 5, 6]]))
    assert not r["accepted"] and "not an element" in r["reason"]
    # different orders
    c4, v4 = group(["(1,2,3,4)"]), group(["(1,2)(3,4)", "(1,3)(2,4)"])
    r = isomorphism.check(iso_payload(c4, v4, [[2, 1, 4, 3]]))
    assert not r["accepted"]
    c2 = group(["(1,2)"], 4)
    assert not isomorphism.check(iso_payload(c4, c2, [[2, 1, 3, 4]]))["accepted"]
    # wrong number of images, malformed images
    assert not isomorphism.check(iso_payload(s3, s3_regular, good[:1]))["accepted"]
    assert not isomorphism.handle(iso_payload(s3, s3_regular, [[1, 2, 3], good[1]]), None)["accepted"]


def test_isomorphism_dihedral_relabelled():
    d = group(dihedral(6))
    # relabel points by a fixed permutation sigma: the conjugate group, the conjugated generators are the images
    sigma = [3, 5, 1, 6, 2, 4]
    inv = [0] * 6
    for i, s in enumerate(sigma):
        inv[s - 1] = i + 1
    conj = [tuple(sigma[g[inv[y - 1] - 1] - 1] for y in range(1, 7)) for g in d.generators]
    h = PermGroup(6, tuple(conj))
    assert isomorphism.check(iso_payload(d, h, [list(c) for c in conj]))["accepted"]
    assert not isomorphism.check(iso_payload(d, h, [list(conj[0]), list(conj[0])]))["accepted"]


def test_checker_runs_as_isolated_worker():
    g = group(M11)
    lines = [
        json.dumps({"type": "request", "payload": order_payload(g, "7920")}),
        json.dumps({"type": "request", "payload": order_payload(g, "7921")}),
    ]
    proc = subprocess.run(
        [sys.executable, "-I", "-m", "jacobian.checkers.group.order"],
        input="\n".join(lines) + "\n",
        capture_output=True,
        text=True,
        timeout=60,
    )
    results = [json.loads(line) for line in proc.stdout.splitlines()]
    assert [r["data"]["accepted"] for r in results] == [True, False]


def test_checkers_import_no_provider_or_gap_code():
    import ast
    import pathlib

    here = pathlib.Path(order.__file__).parent
    for path in here.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                names = [a.name for a in node.names] + [getattr(node, "module", None) or ""]
                assert not any("providers" in n or "sympy" in n or "gap" in n for n in names), (path, names)
                if isinstance(node, ast.ImportFrom) and node.level == 0:
                    assert node.module in ("__future__", "typing", "jacobian.wire"), (path, node.module)
