"""graph.enumerate.nonisomorphic through the real runtime and the sandboxed geng worker.

Counts: OEIS A000088 (all graphs) and A001349 (connected graphs)."""

from __future__ import annotations

import warmstate

from jacobian.checkers.graph.graph6 import read
from jacobian.contracts.enums import Completeness, ExecutionStatus

from .conftest import run_all

CAP = "graph.enumerate.nonisomorphic"
A000088 = {1: 1, 2: 2, 3: 4, 4: 11, 5: 34, 6: 156, 7: 1044, 8: 12346}
A001349 = {1: 1, 2: 1, 3: 2, 4: 6, 5: 21, 6: 112, 7: 853, 8: 11117, 9: 261080}


def _run(tmp_path, payloads):
    return run_all(tmp_path, [(CAP, p, "EXPLORE") for p in payloads])


def test_counts_of_orders_1_to_8_equal_a000088_with_every_graph_in_one_call(tmp_path):
    results = _run(tmp_path, [{"order": n, "limit": 20_000} for n in A000088])
    for (n, want), r in zip(A000088.items(), results):
        assert r.execution.status is ExecutionStatus.COMPLETED, [d.message for d in r.diagnostics]
        assert r.output["total_count"] == want and r.output["produced"] == want, n
        assert r.completeness.value is Completeness.COMPLETE and r.output["next_cursor"] is None
        assert len(r.artifact_uris) == 1


def test_connected_counts_of_orders_1_to_9_equal_a001349(tmp_path):
    results = _run(tmp_path, [{"order": n, "connected": True, "count_only": True} for n in A001349])
    assert [r.output["total_count"] for r in results] == list(A001349.values())
    assert all(r.completeness.value is Completeness.PARTIAL for r in results)  # a count, no pages


def test_orders_9_and_10_counts_are_274668_and_12005168_within_the_default_budget(tmp_path):
    """The rest of A000088 (orders 1-8 are counted and paged above), by geng -u under the manifest's default budget."""
    nine, ten = _run(tmp_path, [{"order": 9, "count_only": True}, {"order": 10, "count_only": True}])
    assert nine.output["total_count"] == 274_668
    assert ten.execution.status is ExecutionStatus.COMPLETED and ten.output["total_count"] == 12_005_168
    print(f"order 10: wall {ten.execution.wall_ms} ms, peak memory {ten.execution.peak_memory_bytes} bytes")


def test_pages_follow_the_cursor_and_together_are_the_whole_class_once(tmp_path):
    """Order 7 in pages of 150, two a call: PARTIAL until the last, then the pages' graphs are 1044 distinct graphs
    of order 7 (distinct graph6 lines from geng are nonisomorphic classes), the same set as one unpaged run (the
    paged run splits geng finer, so the order differs)."""
    import trio

    from jacobian.runtime import Runtime, RuntimeConfig

    config = RuntimeConfig(state_dir=warmstate.state_dir(tmp_path / "state"), manifest_dir=tmp_path / "none")

    async def main():
        async with Runtime.open(config) as rt:
            whole = await rt.run(CAP, {"order": 7, "limit": 2000}, "EXPLORE")
            seen, cursor, steps = [], None, []
            while True:
                r = await rt.run(CAP, {"order": 7, "limit": 150, "pages": 2, "cursor": cursor}, "EXPLORE")
                steps.append(r)
                for uri in r.artifact_uris:
                    seen.extend(rt.state.artifacts.get(uri).payload["graph6"].split())
                cursor = r.output["next_cursor"]
                if cursor is None:
                    break
            other = await rt.run(CAP, {"order": 6, "cursor": steps[0].output["next_cursor"]}, "EXPLORE")
            return rt.state.artifacts.get(whole.artifact_uris[0]).payload["graph6"].split(), seen, steps, other

    whole, seen, steps, other = trio.run(main)
    assert len(steps) == 4 and [len(s.artifact_uris) for s in steps] == [2, 2, 2, 1]
    assert all(s.completeness.value is Completeness.PARTIAL for s in steps)
    assert [p["offset"] for p in steps[1].output["pages"]] == [300, 450]
    assert sorted(seen) == sorted(whole) and len(set(seen)) == 1044
    assert all(read(g)[0] == 7 for g in seen)
    assert other.execution.status is ExecutionStatus.ERROR and other.diagnostics[0].path == "$.payload.cursor"


def test_edge_range_and_connectivity_are_passed_to_geng(tmp_path):
    """Trees on 8 vertices: connected with 7 edges, 23 of them (OEIS A000055)."""
    (r,) = _run(tmp_path, [{"order": 8, "connected": True, "min_edges": 7, "max_edges": 7, "limit": 100}])
    assert r.output["total_count"] == 23 and r.output["edge_range"] == [7, 7]
    assert r.completeness.value is Completeness.COMPLETE
