"""The re-encoding checkers (graph optimum, Hamiltonian, edge colouring, homomorphism, not-isomorphic;
combinatorics avoid) go through :func:`jacobian.checkers.sat.refutation.check_refutation`, so the compiled kernel
decides their refutations: each answer names it (``decided_by``, read into the verification record), and a compiled
kernel that ends without a decision leaves the check UNCHECKABLE, not a rejection of the proof. Real CaDiCaL proofs
of each checker's own encoding; the stand-in kernel is a real program run in the kernel's place."""

from __future__ import annotations

from pathlib import Path

import pytest

from jacobian.checkers.combinatorics import avoid_check, avoid_encode
from jacobian.checkers.graph import (
    edge_colour_encode,
    edge_colouring_check,
    hamilton_encode,
    hamiltonian_check,
    homomorphism_check,
    homomorphism_encode,
    iso_encode,
    isomorphism_check,
    optimum_check,
    subset_encode,
)
from jacobian.checkers.graph.simple import parse
from jacobian.checkers.sat import kernel

from .conftest import PETERSEN, refutation, request, solve

G = parse({"graph6": PETERSEN})
EDGE = {"vertices": [0, 1], "edges": [[0, 1]]}


def _optimum() -> dict:
    proof = refutation(subset_encode.encode("clique", 10, G.edges, 3), size=3)  # Petersen has no triangle
    return request("CLIQUE_NUMBER", {"graph6": PETERSEN}, {"vertices": list(G.edges[0]), "refutation": proof}, value=2)


def _hamiltonian() -> dict:
    proof = refutation(hamilton_encode.encode(10, G.edges, True))
    return request("HAMILTONIAN_CYCLE", {"graph6": PETERSEN}, {"refutation": proof}, exists=False)


def _edge_colouring() -> dict:
    _, model, _ = solve(edge_colour_encode.encode(10, G.edges, 4)[1])
    colours = edge_colour_encode.colours(model, 15, 4)
    proof = refutation(edge_colour_encode.encode(10, G.edges, 3), colours=3)
    return request("CHROMATIC_INDEX", {"graph6": PETERSEN}, {"colouring": colours, "refutation": proof}, value=4)


def _homomorphism() -> dict:
    proof = refutation(homomorphism_encode.encode(10, G.edges, 2, [(0, 1)]))
    subject = {"graph": {"graph6": PETERSEN}, "target": EDGE}
    return {
        "claim": {"kind": "GRAPH_HOMOMORPHISM", "exists": False},
        "subject": subject,
        "certificate": {"refutation": proof},
    }


def _avoid() -> dict:
    k6 = {"problem": "ramsey", "n": 6, "colours": 2, "sizes": [3, 3], "distinct": False}
    proof = refutation(avoid_encode.encode(avoid_encode.read(k6)))
    return {
        "claim": {"kind": "COLOURING_AVOIDS", "exists": False},
        "subject": {"problem": k6},
        "certificate": {"refutation": proof},
    }


def _not_isomorphic() -> dict:
    # C6 and two triangles: one order, one degree sequence, not isomorphic.
    c6 = [(i, (i + 1) % 6) for i in range(6)]
    triangles = [(0, 1), (1, 2), (0, 2), (3, 4), (4, 5), (3, 5)]
    graphs = [{"vertices": list(range(6)), "edges": [list(e) for e in edges]} for edges in (c6, triangles)]
    g, h = (parse(graph) for graph in graphs)
    proof = refutation(iso_encode.encode(6, g.edges, h.edges))
    return {
        "claim": {"kind": "GRAPH_NOT_ISOMORPHIC"},
        "subject": {"graphs": graphs},
        "certificate": {"refutation": proof},
    }


CASES = {
    "not_isomorphic": (isomorphism_check.check, _not_isomorphic),
    "optimum": (optimum_check.check, _optimum),
    "hamiltonian": (hamiltonian_check.check, _hamiltonian),
    "edge_colouring": (edge_colouring_check.check, _edge_colouring),
    "homomorphism": (homomorphism_check.check, _homomorphism),
    "avoid": (avoid_check.check, _avoid),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_the_answer_names_the_kernel_and_an_undecided_kernel_is_uncheckable(name: str, tmp_path: Path, monkeypatch):
    check, make = CASES[name]
    payload = make()
    assert kernel.absent() is None, f"{kernel.BINARY} was not built: is a C compiler installed (just system)?"
    got = check(payload)
    assert got["accepted"] and got["decided_by"] == kernel.DECIDED_BY["compiled"], got
    assert "verdict" not in got
    stand_in = tmp_path / "lrat-kernel"
    stand_in.write_text("#!/bin/sh\ncat > /dev/null\necho 'error out of memory'\nexit 3\n")
    stand_in.chmod(0o755)
    monkeypatch.setattr(kernel, "BINARY", stand_in)
    got = check(payload)
    assert not got["accepted"] and got["verdict"] == "UNCHECKABLE" and "LRAT not decided" in got["reason"], got
    monkeypatch.setattr(kernel, "BINARY", tmp_path / "absent")
    got = check(payload)
    assert got["accepted"] and got["decided_by"] == kernel.DECIDED_BY["python"], got
