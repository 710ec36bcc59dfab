"""graph.chromatic_number on the DIMACS colouring instances of issue 31, rebuilt from their definitions and held to the
instances' sizes (M. Trick's COLOR benchmark page for the Second DIMACS Challenge: myciel4 23 vertices / 71 edges,
chi 5; myciel5 47 / 236, chi 6; queen5_5 25 / 160, chi 5; queen6_6 36 / 290, chi 7; the .col files list each edge
in both directions, 320 and 580 lines for the queens), each VERIFIED: a chi-colouring and the checker's own CNF of
(chi-1)-colourability refuted by the DRAT proof."""

from __future__ import annotations

import itertools

from jacobian.contracts.enums import AssuranceLevel

from .conftest import run_all


def mycielski(steps: int) -> dict:
    """The Mycielskian applied ``steps`` times to K_2 (myciel3, the Groetzsch graph, is 2 steps; myciel5 is 4)."""
    n, edges = 2, [(0, 1)]
    for _ in range(steps):
        edges = (
            edges + [(u, n + v) for u, v in edges] + [(v, n + u) for u, v in edges] + [(n + i, 2 * n) for i in range(n)]
        )
        n = 2 * n + 1
    return {"vertices": list(range(n)), "edges": sorted(sorted(e) for e in edges)}


def queen(m: int) -> dict:
    """The m x m queen graph: squares adjacent when a queen moves between them (row, column or diagonal)."""
    squares = [(i, j) for i in range(m) for j in range(m)]
    edges = [
        [a, b]
        for a, b in itertools.combinations(range(m * m), 2)
        if squares[a][0] == squares[b][0]
        or squares[a][1] == squares[b][1]
        or abs(squares[a][0] - squares[b][0]) == abs(squares[a][1] - squares[b][1])
    ]
    return {"vertices": list(range(m * m)), "edges": edges}


INSTANCES = {  # name: (graph, vertices, edges, chromatic number)
    "myciel4": (mycielski(3), 23, 71, 5),
    "myciel5": (mycielski(4), 47, 236, 6),
    "queen5_5": (queen(5), 25, 160, 5),
    "queen6_6": (queen(6), 36, 290, 7),
}


def test_the_dimacs_colouring_instances_have_their_known_chromatic_numbers_verified(tmp_path):
    for name, (graph, order, size, _) in INSTANCES.items():
        assert (len(graph["vertices"]), len(graph["edges"])) == (order, size), name
    payloads = [{**graph, "budget": {"wall_seconds": 300}} for graph, _, _, _ in INSTANCES.values()]
    results = run_all(tmp_path, [("graph.chromatic_number", p, "VERIFY") for p in payloads])
    for (name, (_, _, _, chi)), r in zip(INSTANCES.items(), results):
        assert r.output["chromatic_number"] == chi, (name, r.output, [d.message for d in r.diagnostics])
        assert r.assurance.level is AssuranceLevel.VERIFIED, (name, r.verification and r.verification.reason)
        print(
            f"{name}: chi {chi}, proof lines {r.output['proof_lines']}, checker {r.verification.execution.wall_ms} ms"
        )
