"""graph.max_flow and graph.min_cut through the real runtime (networkx computes; the checker tests the flow and the
cut in integers on its own reading: VERIFIED), against the textbook network of Cormen, Leiserson, Rivest and Stein,
"Introduction to Algorithms", Figure 26.1 (maximum flow 23), and against minimum cuts found by trying every source
side on random networks; forged flows and cuts rejected; bad networks refused with their path."""

from __future__ import annotations

import itertools
import random

from jacobian.checkers.graph.flow_check import check
from jacobian.contracts.enums import AssuranceLevel, Conclusion, ExecutionStatus

from .conftest import run_all

CLRS = {
    "vertices": ["s", "v1", "v2", "v3", "v4", "t"],
    "arcs": [
        ["s", "v1", 16],
        ["s", "v2", 13],
        ["v1", "v3", 12],
        ["v2", "v1", 4],
        ["v2", "v4", 14],
        ["v3", "v2", 9],
        ["v3", "t", 20],
        ["v4", "v3", 7],
        ["v4", "t", 4],
    ],
    "source": "s",
    "sink": "t",
}


def random_network(n: int, seed: int, directed: bool) -> dict:
    rng = random.Random(seed)
    pairs = itertools.permutations(range(n), 2) if directed else itertools.combinations(range(n), 2)
    arcs = [[u, v, rng.randint(0, 9)] for u, v in pairs if rng.random() < 0.4]
    return {"vertices": list(range(n)), "arcs": arcs, "directed": directed, "source": 0, "sink": n - 1}


def brute_min_cut(net: dict) -> int:
    n, best = len(net["vertices"]), None
    for bits in range(2 ** (n - 2)):
        side = {0} | {v for v in range(1, n - 1) if bits >> (v - 1) & 1}
        cut = sum(c for u, v, c in net["arcs"] if (u in side) != (v in side) and (u in side or not net["directed"]))
        best = cut if best is None or cut < best else best
    return best


def _verified(r) -> bool:
    return r.assurance.level is AssuranceLevel.VERIFIED and r.assurance.verification_record_uri is not None


def test_the_textbook_network_and_random_networks_are_verified(tmp_path):
    nets = [
        random_network(n, seed, directed)
        for seed, (n, directed) in enumerate([(6, True), (8, True), (7, False), (9, False)])
    ]
    runs = [("graph.max_flow", CLRS, "VERIFY"), ("graph.min_cut", CLRS, "VERIFY")]
    runs += [("graph.max_flow", net, "VERIFY") for net in nets]
    results = run_all(tmp_path, runs)
    for r in results:
        assert r.conclusion is Conclusion.VALUE and _verified(r), (
            r.diagnostics,
            r.verification and r.verification.reason,
        )
    assert results[0].output["value"] == results[1].output["value"] == 23
    assert sum(c for _, _, c in results[1].output["cut"]) == 23 and "s" in results[1].output["source_side"]
    assert results[0].verification.model.summary == {"vertices": 6, "arcs": 9, "directed": True}
    for net, r in zip(nets, results[2:]):
        assert r.output["value"] == brute_min_cut(net), net


def test_bad_networks_are_refused_with_their_path(tmp_path):
    base = {"vertices": [0, 1, 2], "arcs": [[0, 1, 3], [1, 2, 2]], "source": 0, "sink": 2}
    bad = [
        ({**base, "arcs": [[0, 1, 3], [0, 1, 4]]}, "$.payload.arcs[1]"),
        ({**base, "arcs": [[0, 5, 3]]}, "$.payload.arcs[0][1]"),
        ({**base, "arcs": [[0, 1, -3]]}, "$.payload.arcs[0][2]"),
        ({**base, "sink": 0}, "$.payload.sink"),
        ({**base, "directed": False, "arcs": [[0, 1, 3], [1, 0, 4]]}, "$.payload.arcs[1]"),
        ({**base, "vertices": list(range(2001))}, "$.payload.vertices"),
        ({**base, "arcs": [[0, 1, 2**60]]}, "$.payload.arcs[0][2]"),  # not held exactly by JSON: refused, not a crash
    ]
    results = run_all(tmp_path, [("graph.max_flow", payload, "VERIFY") for payload, _ in bad])
    for (_, path), r in zip(bad, results):
        assert r.execution.status is ExecutionStatus.ERROR and r.provenance is None, r.diagnostics
        assert r.diagnostics[0].code == "INVALID_REQUEST" and r.diagnostics[0].path == path, r.diagnostics[0]


def _claim(value: int, flow: list[int], side: list, network: dict = CLRS) -> dict:
    return {
        "claim": {"kind": "MAX_FLOW_MIN_CUT", "value": value},
        "subject": {"network": {**network, "directed": network.get("directed", True)}},
        "certificate": {"flow": flow, "source_side": side},
    }


def test_forged_flows_and_cuts_are_rejected():
    flow = [12, 11, 12, 0, 11, 0, 19, 7, 4]  # CLRS Figure 26.1(b)'s maximum flow, arc by arc
    side = ["s", "v1", "v2", "v4"]  # its minimum cut: capacity 12 + 7 + 4 = 23
    got = check(_claim(23, flow, side))
    assert got["accepted"], got["reason"]
    assert got["model"]["format"] == "typed" and got["model"]["summary"]["arcs"] == 9
    leaky = list(flow)
    leaky[6] = 20  # more leaves v3 than arrives
    got = check(_claim(23, leaky, side))
    assert not got["accepted"] and "not conserved at 'v3'" in got["reason"]
    over = list(flow)
    over[0], over[2] = 17, 13  # over the capacity 16 of s->v1
    assert "outside 0..16" in check(_claim(23, over, side))["reason"]
    got = check(_claim(23, flow, ["s", "v1", "v2"]))  # a cut of another value (26)
    assert not got["accepted"] and "capacity 26, not 23" in got["reason"]
    got = check(_claim(23, flow, ["v1", "v2", "v4"]))
    assert not got["accepted"] and "hold the source" in got["reason"]
    got = check(_claim(24, flow, side))
    assert not got["accepted"] and "sends out 23, not 24" in got["reason"]
    undirected = {**CLRS, "directed": False}
    assert not check(_claim(23, flow, side, undirected))["accepted"]  # undirected, the same cut has more capacity
