"""graph.canonical_form and graph.isomorphism through the real runtime and nauty's dreadnaut (VERIFIED by the
checker's own parse and its own Schreier-Sims), compared with nauty-labelg, and the checker fed forged evidence.
"Not isomorphic" is VERIFIED by an invariant the checker recomputes (colour refinement histograms included) or by a
DRAT refutation of the checker's own CNF of an isomorphism (the Shrikhande graph and the 4x4 rook's graph, both
strongly regular with parameters (16, 6, 2, 2), which colour refinement cannot tell apart)."""

from __future__ import annotations

import itertools
import random
import subprocess

from jacobian.checkers.graph.graph6 import write
from jacobian.checkers.graph.simple import parse
from jacobian.contracts.enums import AssuranceLevel, Conclusion, ExecutionStatus

from .conftest import PETERSEN, run_all, run_checker

CHECKER = "jacobian.checkers.graph.isomorphism_check"


def random_graph(n: int, p: float, seed: int) -> dict:
    rng = random.Random(seed)
    edges = [[i, j] for i, j in itertools.combinations(range(n), 2) if rng.random() < p]
    return {"vertices": list(range(n)), "edges": edges}


def shuffled(graph: dict, seed: int) -> dict:
    """The same graph with vertices renamed v<k> in a random order (an isomorphic copy)."""
    rng = random.Random(seed)
    names = [f"v{k}" for k in range(len(graph["vertices"]))]
    rng.shuffle(names)
    rename = dict(zip(graph["vertices"], names))
    edges = [[rename[b], rename[a]] if rng.random() < 0.5 else [rename[a], rename[b]] for a, b in graph["edges"]]
    rng.shuffle(edges)
    return {"vertices": sorted(names), "edges": edges}


def _labelg(g6: str) -> str:
    return subprocess.run(
        ["nauty-labelg", "-q"], input=g6 + "\n", capture_output=True, text=True, check=True
    ).stdout.strip()


def _verified(r) -> bool:
    return r.assurance.level is AssuranceLevel.VERIFIED and r.assurance.verification_record_uri is not None


def test_petersen_automorphism_group_has_order_120_and_forms_match_labelg(tmp_path):
    graphs = [{"graph6": PETERSEN}] + [random_graph(n, 0.4, seed=n) for n in (5, 12, 30)]
    results = run_all(tmp_path, [("graph.canonical_form", g, "VERIFY") for g in graphs])
    for g, r in zip(graphs, results):
        assert r.conclusion is Conclusion.VALUE and _verified(r), [d.message for d in r.diagnostics]
        parsed = parse(g)
        assert r.output["graph6"] == _labelg(write(parsed.order, list(parsed.edges)))
        assert [o.kind for o in r.assurance.obligations] == ["UNCHECKED"]  # canonicity and completeness: nauty's
    assert results[0].output["group_order"] == 120


def test_isomorphic_copies_give_a_verified_map_and_others_are_refused(tmp_path):
    base = [random_graph(n, p, seed=n) for n, p in ((8, 0.5), (20, 0.3), (40, 0.2))]
    cycle6 = {"vertices": list(range(6)), "edges": [[i, (i + 1) % 6] for i in range(6)]}
    triangles = {"vertices": list(range(6)), "edges": [[0, 1], [1, 2], [2, 0], [3, 4], [4, 5], [5, 3]]}
    path = {"vertices": list(range(6)), "edges": [[i, i + 1] for i in range(5)]}
    star = {"vertices": list(range(6)), "edges": [[0, i] for i in range(1, 6)]}
    pairs = [[g, shuffled(g, seed=i)] for i, g in enumerate(base)] + [[cycle6, triangles], [path, star]]
    results = run_all(tmp_path, [("graph.isomorphism", {"graphs": p}, "VERIFY") for p in pairs])
    for (g, h), r in zip(pairs[:3], results[:3]):
        assert r.conclusion is Conclusion.TRUE and _verified(r), [d.message for d in r.diagnostics]
        image = dict((a, b) for a, b in r.output["mapping"])
        assert sorted(sorted([image[a], image[b]]) for a, b in g["edges"]) == sorted(sorted(e) for e in h["edges"])
    same_degrees, differ = results[3], results[4]  # C6 and two triangles: 2-regular, colour refinement blind
    assert same_degrees.conclusion is Conclusion.FALSE and same_degrees.output["invariant"] == "refutation"
    assert _verified(same_degrees) and same_degrees.assurance.obligations == ()
    assert same_degrees.output["cnf_sha256"] and same_degrees.verification.model.summary["other_vertices"] == 6
    assert (
        differ.conclusion is Conclusion.FALSE and differ.output["invariant"] == "degree_sequence" and _verified(differ)
    )


def test_bad_graphs_are_invalid_requests_at_their_path(tmp_path):
    bad = [
        ("graph.isomorphism", {"graphs": [{"graph6": PETERSEN}, {"graph6": "IheA@GUA"}]}, "$.payload.graphs[1].graph6"),
        (
            "graph.isomorphism",
            {"graphs": [{"vertices": [0, 1], "edges": [[0, 1], [1, 0]]}, {"graph6": "A_"}]},
            "$.payload.graphs[0].edges[1]",
        ),
        ("graph.canonical_form", {"graph6": "~~~~~~~~"}, "$.payload.graph6"),
        ("graph.induced_tree.maximum", {"vertices": [0, 1], "edges": [[0, 1], [0, 1]]}, "$.payload.edges[1]"),
        ("graph.chromatic_number", {"graph6": "Ihe"}, "$.payload.graph6"),
    ]
    results = run_all(tmp_path, [(cap, p, "EXPLORE") for cap, p, _ in bad])
    for (cap, _, path), r in zip(bad, results):
        assert r.execution.status is ExecutionStatus.ERROR, cap
        assert r.diagnostics[0].code == "INVALID_REQUEST" and r.diagnostics[0].path == path, (cap, r.diagnostics)
        assert r.artifact_uris == ()


# -- the checker program, forged evidence ---------------------------------------------------------------------------


def _iso(graphs, mapping) -> dict:
    return run_checker(CHECKER, {"kind": "GRAPH_ISOMORPHISM"}, {"graphs": graphs}, {"mapping": mapping})


def test_a_mapping_that_is_not_an_isomorphism_is_rejected():
    g = random_graph(12, 0.4, seed=5)
    n = 12
    perm = list(range(n))
    random.Random(1).shuffle(perm)
    h = {"vertices": list(range(n)), "edges": [[perm[a], perm[b]] for a, b in g["edges"]]}
    assert _iso([g, h], perm)["accepted"] is True
    wrong = perm[:]
    a, b = next((a, b) for a, b in itertools.combinations(range(n), 2) if _degree(g, a) != _degree(g, b))
    wrong[a], wrong[b] = wrong[b], wrong[a]  # two vertices of different degree swapped: some edge lands on a non-edge
    got = _iso([g, h], wrong)
    assert got["accepted"] is False and "not an isomorphism" in got["reason"]
    assert _iso([g, h], perm[:-1] + [perm[0]])["accepted"] is False  # not a bijection
    assert _iso([g, h], perm[:-1])["accepted"] is False  # too short
    assert _iso([g, {"graph6": PETERSEN}], perm)["accepted"] is False  # another graph


def _degree(g: dict, v: int) -> int:
    return sum(v in e for e in g["edges"])


def test_a_false_invariant_claim_and_forged_automorphisms_are_rejected():
    cycle6 = {"vertices": list(range(6)), "edges": [[i, (i + 1) % 6] for i in range(6)]}
    triangles = {"vertices": list(range(6)), "edges": [[0, 1], [1, 2], [2, 0], [3, 4], [4, 5], [5, 3]]}
    for name in ("order", "size", "degree_sequence"):
        got = run_checker(
            CHECKER, {"kind": "GRAPH_NOT_ISOMORPHIC"}, {"graphs": [cycle6, triangles]}, {"invariant": name}
        )
        assert got["accepted"] is False and "same" in got["reason"], name
    p = parse({"graph6": PETERSEN})
    lab = list(range(10))
    canon = write(10, list(p.edges))
    rotate = [1, 0, 4, 3, 2, 6, 5, 9, 8, 7]  # an automorphism of IheA@GUAo (from dreadnaut)

    def canonical(claim, cert):
        return run_checker(
            CHECKER, {"kind": "GRAPH_CANONICAL_LABELLING", **claim}, {"graph": {"graph6": PETERSEN}}, cert
        )

    assert canonical({"graph6": canon, "group_order": 2}, {"lab": lab, "generators": [rotate]})["accepted"] is True
    got = canonical({"graph6": canon, "group_order": 120}, {"lab": lab, "generators": [rotate]})
    assert got["accepted"] is False and "order 2, not 120" in got["reason"]
    swap = [1, 0] + list(range(2, 10))
    got = canonical({"graph6": canon, "group_order": None}, {"lab": lab, "generators": [swap]})
    assert got["accepted"] is False and "not an automorphism" in got["reason"]
    got = canonical({"graph6": canon, "group_order": None}, {"lab": swap, "generators": []})
    assert got["accepted"] is False and "not the claimed graph6" in got["reason"]


def rook_4x4() -> dict:
    """K4 x K4: (i, j) ~ (k, l) when they share a row or a column; strongly regular (16, 6, 2, 2)."""
    cells = [(i, j) for i in range(4) for j in range(4)]
    edges = [
        [a, b]
        for a, b in itertools.combinations(range(16), 2)
        if (cells[a][0] == cells[b][0]) != (cells[a][1] == cells[b][1])
    ]
    return {"vertices": list(range(16)), "edges": edges}


def shrikhande() -> dict:
    """The Cayley graph of Z4 x Z4 with connection set +-(0,1), +-(1,0), +-(1,1); strongly regular (16, 6, 2, 2)."""
    cells = [(i, j) for i in range(4) for j in range(4)]
    steps = {(0, 1), (0, 3), (1, 0), (3, 0), (1, 1), (3, 3)}
    edges = [
        [a, b]
        for a, b in itertools.combinations(range(16), 2)
        if ((cells[a][0] - cells[b][0]) % 4, (cells[a][1] - cells[b][1]) % 4) in steps
    ]
    return {"vertices": list(range(16)), "edges": edges}


def test_non_isomorphism_is_verified_by_colour_refinement_or_by_a_refutation(tmp_path):
    spider = {"vertices": list(range(6)), "edges": [[0, 1], [1, 2], [0, 3], [3, 4], [0, 5]]}  # legs 2, 2, 1
    caterpillar = {"vertices": list(range(6)), "edges": [[0, 1], [1, 2], [2, 3], [3, 4], [1, 5]]}  # legs 1, 1, 3
    pairs = [[spider, caterpillar], [rook_4x4(), shrikhande()], [shrikhande(), shuffled(shrikhande(), seed=3)]]
    refined, srg, same = run_all(tmp_path, [("graph.isomorphism", {"graphs": p}, "VERIFY") for p in pairs])
    assert refined.output["invariant"] == "colour_refinement" and _verified(refined)  # equal degree sequences
    assert srg.conclusion is Conclusion.FALSE and srg.output["invariant"] == "refutation" and _verified(srg)
    assert srg.verification.model.summary == {"vertices": 16, "edges": 48, "other_vertices": 16, "other_edges": 48}
    assert same.conclusion is Conclusion.TRUE and _verified(same)


def test_forged_non_isomorphism_evidence_is_rejected():
    from pysat.solvers import Solver

    from jacobian.checkers.graph import iso_encode
    from jacobian.checkers.graph.encode import digest

    rook, shrik = rook_4x4(), shrikhande()
    got = run_checker(
        CHECKER, {"kind": "GRAPH_NOT_ISOMORPHIC"}, {"graphs": [rook, shrik]}, {"invariant": "colour_refinement"}
    )
    assert got["accepted"] is False and "same colour histogram" in got["reason"]
    g, h = parse(rook), parse(shrik)
    num_vars, clauses = iso_encode.encode(16, g.edges, h.edges)
    with Solver(name="cadical195", bootstrap_with=clauses, with_proof=True) as s:
        assert s.solve() is False
        proof = "\n".join([ln for ln in s.get_proof() if ln.strip()] + ["0"]) + "\n"
    genuine = {"refutation": {"cnf_sha256": digest(num_vars, clauses), "proof_text": proof}}
    got = run_checker(CHECKER, {"kind": "GRAPH_NOT_ISOMORPHIC"}, {"graphs": [rook, shrik]}, genuine)
    assert got["accepted"] is True and got["model"]["summary"]["other_edges"] == 48, got["reason"]
    copy = shuffled(shrik, seed=1)  # the proof offered for an isomorphic pair: another CNF, rejected
    got = run_checker(CHECKER, {"kind": "GRAPH_NOT_ISOMORPHIC"}, {"graphs": [shrik, copy]}, genuine)
    assert got["accepted"] is False and "not the checker's encoding" in got["reason"]
    truncated = {"refutation": {**genuine["refutation"], "proof_text": "0\n"}}
    got = run_checker(CHECKER, {"kind": "GRAPH_NOT_ISOMORPHIC"}, {"graphs": [rook, shrik]}, truncated)
    assert got["accepted"] is False
