"""graph.construct.explicit through the real runtime: canonical artifacts, typed errors, nothing written on bad input,
and artifact.put refused for the graph schema (producer-only)."""

from __future__ import annotations

from jacobian.contracts.enums import Conclusion, ExecutionStatus

from .conftest import PETERSEN, run_all

CAP = "graph.construct.explicit"


def _runs(payloads):
    return [(CAP, p, "EXPLORE") for p in payloads]


def test_two_orderings_of_one_graph_give_one_canonical_artifact(tmp_path):
    a = {"vertices": ["c", "a", "b"], "edges": [["c", "a"], ["b", "a"]]}
    b = {"vertices": ["a", "b", "c"], "edges": [["a", "b"], ["a", "c"]]}
    r1, r2 = run_all(tmp_path, _runs([a, b]))
    assert r1.execution.status is ExecutionStatus.COMPLETED and r1.conclusion is Conclusion.VALUE
    assert r1.output["uri"] == r2.output["uri"] and r1.output["uri"] in r1.artifact_uris
    assert (r1.output["order"], r1.output["size"], r1.output["graph6"]) == (3, 2, "Bo")  # edges 0-1, 0-2: bits 110 000


def test_graph6_input_is_stored_with_vertices_0_to_n_minus_1(tmp_path):
    (r,) = run_all(tmp_path, _runs([{"graph6": PETERSEN}]))
    assert (r.output["order"], r.output["size"], r.output["graph6"]) == (10, 15, PETERSEN)


def test_bad_graphs_are_invalid_requests_at_their_path_and_nothing_is_written(tmp_path):
    bad = [
        ({"vertices": [1, 2, 2], "edges": []}, "$.payload.vertices[2]", "declared twice"),
        ({"vertices": [1, 2, 3], "edges": [[1, 2], [3, 1], [2, 1]]}, "$.payload.edges[2]", "given twice"),
        ({"vertices": [1, 2], "edges": [[2, 2]]}, "$.payload.edges[0]", "self-loop"),
        ({"vertices": [1, 2], "edges": [[1, 7]]}, "$.payload.edges[0][1]", "not a declared vertex"),
        ({"vertices": [1, "a"], "edges": []}, "$.payload.vertices[1]", "all integers or all strings"),
        ({"graph6": "IheA@GUA"}, "$.payload.graph6", "offset 1"),
        ({"graph6": "~~~~~~~~"}, "$.payload.graph6", "exceed the bound"),
    ]
    results = run_all(tmp_path, _runs([p for p, _, _ in bad]))
    for (payload, path, words), r in zip(bad, results):
        assert r.execution.status is ExecutionStatus.ERROR, payload
        (d,) = r.diagnostics
        assert d.code == "INVALID_REQUEST" and d.path == path and words in d.message, (payload, d)
        assert r.artifact_uris == ()
    too_many = run_all(tmp_path, _runs([{"vertices": list(range(5000)), "edges": []}]))[0]
    assert too_many.execution.status is ExecutionStatus.ERROR and too_many.diagnostics[0].code == "INVALID_REQUEST"
    assert "vertices" in (too_many.diagnostics[0].path or "")


def test_artifact_put_cannot_write_graph_semantics(tmp_path):
    payload = {"schema": "jacobian.graph.simple.v1", "payload": {"vertices": [0, 1], "edges": [[0, 1]]}}
    (r,) = run_all(tmp_path, [("artifact.put", payload, "EXPLORE")])
    assert r.execution.status is ExecutionStatus.ERROR
    assert r.diagnostics[0].code == "ARTIFACT_SCHEMA_FORBIDDEN" and r.artifact_uris == ()
