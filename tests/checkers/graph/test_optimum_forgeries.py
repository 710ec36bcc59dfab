"""The graph optimum and search checkers fed genuine and forged evidence: a clique that is not one, a claimed optimum
one below the truth, a refutation of another graph's encoding (by digest, and with the digest forged to match), a
truncated proof, a Hamiltonian cycle that skips a vertex or jumps along a non-edge, an improper edge colouring, a
class-2 claim without its proof, a map sending an edge onto a non-edge. Every decision after reading the graph states
the model read."""

from __future__ import annotations

import itertools

from jacobian.checkers.graph import edge_colour_encode, hamilton_encode, homomorphism_encode, subset_encode
from jacobian.checkers.graph.edge_colouring_check import check as check_index
from jacobian.checkers.graph.encode import digest
from jacobian.checkers.graph.hamiltonian_check import check as check_hamilton
from jacobian.checkers.graph.homomorphism_check import check as check_hom
from jacobian.checkers.graph.optimum_check import check as check_optimum
from jacobian.checkers.graph.simple import parse

from .conftest import PETERSEN, dodecahedron, refutation, request, solve

PETERSEN_GRAPH = parse({"graph6": PETERSEN})
TRIANGLE = {"vertices": [0, 1, 2], "edges": [[0, 1], [1, 2], [0, 2]]}


def _clique_evidence(graph: dict, k: int) -> dict:
    g = parse(graph)
    witness = next(
        list(s)
        for s in itertools.combinations(range(g.order), k)
        if all(p in set(g.edges) for p in itertools.combinations(s, 2))
    )
    proof = refutation(subset_encode.encode("clique", g.order, g.edges, k + 1), size=k + 1)
    return request("CLIQUE_NUMBER", graph, {"vertices": witness, "refutation": proof}, value=k)


def test_genuine_vertex_set_evidence_is_accepted_with_the_model_read():
    g = {"graph6": PETERSEN}
    got = check_optimum(_clique_evidence(g, 2))
    assert got["accepted"], got["reason"]
    assert got["model"]["format"] == "graph6" and got["model"]["summary"] == {"vertices": 10, "edges": 15}
    independent = next(
        s
        for s in itertools.combinations(range(10), 4)
        if not any((a, b) in set(PETERSEN_GRAPH.edges) for a, b in itertools.combinations(s, 2))
    )
    cover = [v for v in range(10) if v not in independent]
    proof = refutation(subset_encode.encode("vertex_cover", 10, PETERSEN_GRAPH.edges, 5), size=5)
    got = check_optimum(request("VERTEX_COVER_NUMBER", g, {"vertices": cover, "refutation": proof}, value=6))
    assert got["accepted"], got["reason"]


def test_a_clique_that_is_not_one_is_rejected():
    evidence = _clique_evidence({"graph6": PETERSEN}, 2)
    u, v = next((a, b) for a, b in itertools.combinations(range(10), 2) if (a, b) not in set(PETERSEN_GRAPH.edges))
    evidence["certificate"]["vertices"] = [u, v]
    got = check_optimum(evidence)
    assert not got["accepted"] and "not adjacent" in got["reason"]
    assert got["model"]["summary"]["vertices"] == 10  # the graph was read: its model is stated on a rejection too


def test_a_claimed_clique_number_below_the_truth_is_rejected():
    """K4 has clique number 4: a claim of 3 with a triangle needs a refutation of 'a clique of 4', which is
    satisfiable; any proof offered (here: a real proof for the triangle's 4-clique CNF) fails on the checker's CNF."""
    k4 = {"vertices": [0, 1, 2, 3], "edges": [list(p) for p in itertools.combinations(range(4), 2)]}
    proof = refutation(subset_encode.encode("clique", 3, [(0, 1), (1, 2), (0, 2)], 4), size=4)
    got = check_optimum(request("CLIQUE_NUMBER", k4, {"vertices": [0, 1, 2], "refutation": proof}, value=3))
    assert not got["accepted"] and "not the checker's encoding" in got["reason"]
    forged = {**proof, "cnf_sha256": digest(*subset_encode.encode("clique", 4, parse(k4).edges, 4))}
    got = check_optimum(request("CLIQUE_NUMBER", k4, {"vertices": [0, 1, 2], "refutation": forged}, value=3))
    assert not got["accepted"] and ("DRAT" in got["reason"] or "LRAT" in got["reason"])  # digest matches, proof not


def test_a_refutation_of_another_graphs_encoding_is_rejected():
    evidence = _clique_evidence({"graph6": PETERSEN}, 2)
    other = dodecahedron()  # triangle-free too: its 'clique of 3' CNF is refuted, but it is another graph's CNF
    g = parse(other)
    evidence["certificate"]["refutation"] = refutation(subset_encode.encode("clique", 20, g.edges, 3), size=3)
    got = check_optimum(evidence)
    assert not got["accepted"] and "not the checker's encoding" in got["reason"]


def test_a_truncated_proof_and_malformed_requests_are_rejected():
    evidence = _clique_evidence({"graph6": PETERSEN}, 2)
    text = evidence["certificate"]["refutation"]["proof_text"]
    evidence["certificate"]["refutation"]["proof_text"] = "\n".join(text.splitlines()[:1]) + "\n"
    assert not check_optimum(evidence)["accepted"]
    bad = _clique_evidence({"graph6": PETERSEN}, 2)
    bad["certificate"]["extra"] = 1
    got = check_optimum(bad)
    assert not got["accepted"] and got["reason"].startswith("malformed request")
    bad = _clique_evidence({"graph6": PETERSEN}, 2)
    bad["subject"] = {"graph": {"vertices": [0, 1], "edges": [[0, 0]]}}
    got = check_optimum(bad)
    assert not got["accepted"] and "self-loop" in got["reason"] and "model" not in got


def test_hamiltonian_evidence_genuine_and_forged():
    dodeca = dodecahedron()
    g = parse(dodeca)
    sat, model, _ = solve(hamilton_encode.encode(20, g.edges, True)[1])
    route = hamilton_encode.steps(model, 20)
    assert check_hamilton(request("HAMILTONIAN_CYCLE", dodeca, {"order": route}, exists=True))["accepted"]
    skipping = route[:-1]  # a cycle that skips a vertex
    got = check_hamilton(request("HAMILTONIAN_CYCLE", dodeca, {"order": skipping}, exists=True))
    assert not got["accepted"] and "is not visited" in got["reason"]
    swapped = route[:1] + route[2:3] + route[1:2] + route[3:]  # every vertex once, but along a non-edge
    got = check_hamilton(request("HAMILTONIAN_CYCLE", dodeca, {"order": swapped}, exists=True))
    assert not got["accepted"] and "not adjacent" in got["reason"]
    petersen = refutation(hamilton_encode.encode(10, PETERSEN_GRAPH.edges, True))
    got = check_hamilton(request("HAMILTONIAN_CYCLE", {"graph6": PETERSEN}, {"refutation": petersen}, exists=False))
    assert got["accepted"] and got["model"]["summary"]["edges"] == 15, got["reason"]
    got = check_hamilton(request("HAMILTONIAN_CYCLE", dodeca, {"refutation": petersen}, exists=False))
    assert not got["accepted"] and "not the checker's encoding" in got["reason"]  # Petersen's proof, another graph
    path_claim = request("HAMILTONIAN_PATH", {"graph6": PETERSEN}, {"refutation": petersen}, exists=False)
    assert not check_hamilton(path_claim)["accepted"]  # the cycle's proof is no proof that no path exists


def test_edge_colouring_evidence_genuine_and_forged():
    sat, model, _ = solve(edge_colour_encode.encode(10, PETERSEN_GRAPH.edges, 4)[1])
    colours = edge_colour_encode.colours(model, 15, 4)
    proof = refutation(edge_colour_encode.encode(10, PETERSEN_GRAPH.edges, 3), colours=3)
    genuine = request("CHROMATIC_INDEX", {"graph6": PETERSEN}, {"colouring": colours, "refutation": proof}, value=4)
    assert check_index(genuine)["accepted"]
    improper = request("CHROMATIC_INDEX", {"graph6": PETERSEN}, {"colouring": [0] * 15, "refutation": proof}, value=4)
    got = check_index(improper)
    assert not got["accepted"] and "have colour 0" in got["reason"]
    unproved = request("CHROMATIC_INDEX", {"graph6": PETERSEN}, {"colouring": colours, "refutation": None}, value=4)
    got = check_index(unproved)
    assert not got["accepted"] and "refutation of 3 colours is needed" in got["reason"]
    cube = {"vertices": list(range(8)), "edges": [[a, a ^ b] for a in range(8) for b in (1, 2, 4) if a < a ^ b]}
    cube_colours = [{1: 0, 2: 1, 4: 2}[a ^ b] for a, b in parse(cube).edges]
    assert check_index(request("CHROMATIC_INDEX", cube, {"colouring": cube_colours, "refutation": None}, value=3))[
        "accepted"
    ]
    too_many = request("CHROMATIC_INDEX", cube, {"colouring": cube_colours, "refutation": proof}, value=4)
    assert not check_index(too_many)["accepted"]  # class 1 claimed as 4 with Petersen's proof: rejected


def test_homomorphism_evidence_genuine_and_forged():
    g = {"graph6": PETERSEN}
    sat, model, _ = solve(homomorphism_encode.encode(10, PETERSEN_GRAPH.edges, 3, [(0, 1), (0, 2), (1, 2)])[1])
    image = homomorphism_encode.images(model, 10, 3)
    payload = {"claim": {"kind": "GRAPH_HOMOMORPHISM", "exists": True}, "subject": {"graph": g, "target": TRIANGLE}}
    got = check_hom({**payload, "certificate": {"map": image}})
    assert got["accepted"] and got["model"]["format"] == "graph6+graph-json"
    assert got["model"]["summary"] == {"vertices": 10, "edges": 15, "target_vertices": 3, "target_edges": 3}
    got = check_hom({**payload, "certificate": {"map": [0] * 10}})
    assert not got["accepted"] and "not an edge of the target" in got["reason"]
    edge = {"vertices": [0, 1], "edges": [[0, 1]]}
    proof = refutation(homomorphism_encode.encode(10, PETERSEN_GRAPH.edges, 2, [(0, 1)]))
    none = {"claim": {"kind": "GRAPH_HOMOMORPHISM", "exists": False}, "subject": {"graph": g, "target": edge}}
    assert check_hom({**none, "certificate": {"refutation": proof}})["accepted"]
    to_triangle = {**none, "subject": {"graph": g, "target": TRIANGLE}}
    got = check_hom({**to_triangle, "certificate": {"refutation": proof}})
    assert not got["accepted"] and "not the checker's encoding" in got["reason"]
