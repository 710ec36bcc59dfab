"""graph.enumerate.nonisomorphic's paging by geng's res/mod split, through the real runtime and sandboxed worker.

Every page sequence is compared with one bare run of nauty's geng (the manifest's binary) over the same class:
the union of the pages is geng's output, no graph twice, none missing, in the same order on every run. Cursors
are opaque: an altered one, one for another class and one out of range are refused before any job starts (or, a
position past its part's end, by the worker), and a cancelled page call leaves no geng process."""

from __future__ import annotations

import subprocess
from pathlib import Path

import psutil
import pytest
import trio
import warmstate

from jacobian.contracts.diagnostics import Code
from jacobian.contracts.enums import Completeness, ExecutionStatus
from jacobian.providers.graph import geng_cursor
from jacobian.runtime import Runtime, RuntimeConfig

CAP = "graph.enumerate.nonisomorphic"
GENG = "/usr/bin/nauty-geng"  # manifests/graph-nauty.yaml's run.options.geng

pytestmark = pytest.mark.skipif(not Path(GENG).exists(), reason="nauty's geng (Debian package nauty) is not installed")


def _config(tmp_path: Path) -> RuntimeConfig:
    return RuntimeConfig(state_dir=warmstate.state_dir(tmp_path / "state"), manifest_dir=tmp_path / "none")


async def _all_pages(rt: Runtime, request: dict) -> tuple[list[str], list]:
    """Every graph of the class through next_cursor, in page order; the results."""
    seen, results, cursor = [], [], None
    while True:
        r = await rt.run(CAP, {**request, "cursor": cursor}, "EXPLORE")
        assert r.execution.status is ExecutionStatus.COMPLETED, [d.message for d in r.diagnostics]
        results.append(r)
        for uri in r.artifact_uris:
            seen.extend(rt.state.artifacts.get(uri).payload["graph6"].split())
        cursor = r.output["next_cursor"]
        if cursor is None:
            return seen, results


def _bare(*args: str) -> list[str]:
    return subprocess.run([GENG, "-q", *args], capture_output=True, text=True, check=True).stdout.split()


@pytest.mark.parametrize(
    ("request_", "argv"),
    [
        ({"order": 6, "limit": 7, "pages": 3}, ["6"]),
        ({"order": 7, "limit": 40, "pages": 2}, ["7"]),
        ({"order": 8, "limit": 900, "pages": 2}, ["8"]),
        ({"order": 8, "connected": True, "min_edges": 9, "max_edges": 12, "limit": 300}, ["-c", "8", "9:12"]),
    ],
    ids=["order6", "order7", "order8", "order8-connected-9to12-edges"],
)
def test_pages_are_exactly_one_bare_geng_run_in_a_deterministic_order(tmp_path, request_, argv):
    """Many small parts (mod > 1), pages that end inside parts: the union is geng's output once, and a second
    enumeration of the class gives the same pages in the same order."""
    bare = _bare(*argv)

    async def main():
        async with Runtime.open(_config(tmp_path)) as rt:
            return await _all_pages(rt, request_), await _all_pages(rt, request_)

    (seen, results), (again, _) = trio.run(main)
    assert geng_cursor.split_for(len(bare), request_["limit"]) > 1, "the test must split geng's output"
    assert len(seen) == len(bare) == len(set(seen)) and set(seen) == set(bare)
    assert seen == again
    assert [r.output["total_count"] for r in results] == [len(bare)] * len(results)
    assert [r.completeness.value for r in results][-1] is Completeness.PARTIAL or len(results) == 1
    offsets = [p["offset"] for r in results for p in r.output["pages"]]
    assert offsets == list(range(0, len(bare), request_["limit"]))


def test_without_count_total_count_is_null_until_the_last_page_which_counts_its_pages(tmp_path):
    async def main():
        async with Runtime.open(_config(tmp_path)) as rt:
            return await _all_pages(rt, {"order": 7, "limit": 100, "pages": 3, "count": False})

    seen, results = trio.run(main)
    assert [r.output["total_count"] for r in results] == [None] * (len(results) - 1) + [1044]
    assert len(seen) == len(set(seen)) == 1044


TREES_10 = {"order": 10, "connected": True, "min_edges": 9, "max_edges": 9}  # the 106 trees on 10 vertices
TREES_10_CLASS = {"order": 10, "edges": [9, 9], "connected": True}


def test_a_restricted_class_without_count_is_split_by_its_own_size_not_by_all_graphs_of_its_order(tmp_path):
    """count: false on the trees on 10 vertices: the first call's split comes from the class's 106 graphs (43
    parts for pages of 20), not from the 12,005,168 graphs of order 10 (4,096 parts, one geng start each, most
    for no graph: 2.8 s before, against 0.07 s); the pages are bare geng's class once, the same on a second run."""
    bare = _bare("-c", "10", "9:9")
    request = {**TREES_10, "limit": 20, "count": False}

    async def main():
        async with Runtime.open(_config(tmp_path)) as rt:
            return await _all_pages(rt, request), await _all_pages(rt, request)

    (seen, results), (again, _) = trio.run(main)
    at = geng_cursor.decode(results[0].output["next_cursor"], TREES_10_CLASS)
    assert len(bare) == 106 and at.mod == geng_cursor.split_for(106, 20) == 43
    assert len(seen) == len(set(seen)) == 106 and set(seen) == set(bare) and seen == again
    assert [r.output["total_count"] for r in results] == [None] * (len(results) - 1) + [106]


def test_a_restricted_class_past_the_size_bound_keeps_the_split_of_all_graphs_of_its_order(tmp_path):
    """The connected graphs on 8 vertices (11,117) are more than 64 per graph a call of 10 keeps: the worker
    stops sizing them (geng killed, none left) and splits as for all 12,346 graphs of order 8."""

    async def main():
        async with Runtime.open(_config(tmp_path)) as rt:
            return await rt.run(CAP, {"order": 8, "connected": True, "limit": 10, "count": False}, "EXPLORE")

    r = trio.run(main)
    assert r.execution.status is ExecutionStatus.COMPLETED and r.output["total_count"] is None
    at = geng_cursor.decode(r.output["next_cursor"], {"order": 8, "edges": None, "connected": True})
    assert at.mod == geng_cursor.split_for(geng_cursor.ALL_GRAPHS[8], 10) == 4096
    assert _geng_processes() == []


def test_the_workers_sizing_of_a_class_is_exact_up_to_its_bound_and_none_past_it():
    """size_up_to, in process on real geng: a class of exactly the bound is sized, one graph more is not (geng
    killed and waited for), a class geng calls impossible is its error, and a bad class is refused before any
    geng starts."""
    from jacobian.providers.graph import nauty_worker
    from jacobian.wire import WorkerError

    trees = {"geng": GENG, "order": 10, "edges": [9, 9], "connected": True}
    assert nauty_worker.size_up_to(trees, 106) == 106
    assert nauty_worker.size_up_to(trees, 105) is None
    assert _geng_processes() == []
    with pytest.raises(WorkerError, match="status 1"):  # geng refuses an empty class, as it does when counting
        nauty_worker.size_up_to({**trees, "edges": [0, 8]}, 10)
    big = {"geng": GENG, "order": 11, "edges": None, "connected": False}  # a billion graphs: stopped at the bound
    assert nauty_worker.size_up_to(big, 1000) is None and _geng_processes() == []
    with pytest.raises(WorkerError):
        nauty_worker.size_up_to({**trees, "order": 33}, 10)


def test_a_cursor_carries_the_first_calls_count_so_later_pages_run_no_count(tmp_path):
    """The fields sent to the worker: the first call asks geng -u, a call with a cursor does not."""
    from jacobian.capability.call import JobCall
    from jacobian.providers.graph.capabilities import EnumerateNonisomorphic
    from jacobian.providers.graph.models import EnumerateRequest

    op = EnumerateNonisomorphic()
    first = EnumerateRequest(order=9, limit=1000)
    at = op.parse(first, None)  # type: ignore[arg-type]
    later = EnumerateRequest(
        order=9, limit=1000, cursor=geng_cursor.encode({"order": 9, "edges": None, "connected": False}, at)
    )

    def fields(request):
        call = JobCall(request, op.parse(request, None), None, None, None, None, {})  # type: ignore[arg-type]
        return op.fields(call)

    assert fields(first)["count"] is True and fields(later)["count"] is False
    assert fields(first)["mod"] is None and fields(later)["mod"] == at.mod  # the worker picks the first split
    # without a count, the worker sizes a restricted class itself; all graphs of an order are a known count
    trees = EnumerateRequest(**TREES_10, limit=20, count=False)
    assert fields(trees)["mod"] is None and fields(trees)["count"] is False
    assert fields(EnumerateRequest(order=9, limit=1000, count=False))["mod"] == at.mod


def test_bad_cursors_are_refused_naming_the_cursor(tmp_path):
    bound = {"order": 7, "edges": None, "connected": False}

    def forged(**position):
        return geng_cursor.encode(bound, geng_cursor.Position(**position))

    async def main():
        async with Runtime.open(_config(tmp_path)) as rt:
            cursor = (await rt.run(CAP, {"order": 7, "limit": 100}, "EXPLORE")).output["next_cursor"]
            prefix, state, tag = cursor.split(".")
            flipped = state[:5] + ("A" if state[5] != "A" else "B") + state[6:]
            cases = [
                ({"order": 7, "cursor": f"{prefix}.{flipped}.{tag}"}, "altered"),
                ({"order": 7, "cursor": f"{prefix}.{state}.{tag[:-1]}{'0' if tag[-1] != '0' else '1'}"}, "altered"),
                ({"order": 7, "cursor": "geng/1:7:all:u:100"}, "not a next_cursor"),
                ({"order": 6, "cursor": cursor}, "another class"),
                ({"order": 7, "connected": True, "cursor": cursor}, "another class"),
                ({"order": 7, "min_edges": 3, "cursor": cursor}, "another class"),
                ({"order": 7, "cursor": forged(mod=4, part=4)}, "out of range"),
                ({"order": 7, "cursor": forged(mod=4, part=1, pos=-1)}, "out of range"),
                ({"order": 7, "cursor": forged(mod=5000)}, "out of range"),
                # only geng knows where part 1 ends: the worker refuses it, naming the cursor, keeping no page
                ({"order": 7, "cursor": forged(mod=4, part=1, pos=9999, offset=9999)}, "beyond the end of part 1/4"),
            ]
            return [(await rt.run(CAP, request, "EXPLORE"), words) for request, words in cases]

    for i, (r, words) in enumerate(trio.run(main)):
        assert r.execution.status is ExecutionStatus.ERROR and not r.artifact_uris, i
        d = r.diagnostics[0]
        code = Code.BACKEND_INPUT_ERROR if "beyond" in words else Code.INVALID_REQUEST
        assert d.code == code and d.path == "$.payload.cursor" and words in d.message, (i, d.code, d.path, d.message)


def _geng_processes() -> list[psutil.Process]:
    found = []
    for p in psutil.Process().children(recursive=True):
        try:
            if p.status() != psutil.STATUS_ZOMBIE and any(a.startswith(GENG) for a in p.cmdline()):
                found.append(p)
        except psutil.NoSuchProcess:
            pass
    return found


def test_a_cancelled_page_call_leaves_no_geng_process(tmp_path):
    """A page call of a million graphs of order 11 is cancelled once geng is seen running (polled, not slept)."""
    seen_running: list[psutil.Process] = []

    async def main():
        async with Runtime.open(_config(tmp_path)) as rt:
            async with trio.open_nursery() as nursery:
                cancel = trio.CancelScope()

                async def page():
                    with cancel:
                        request = {"order": 11, "limit": 100_000, "pages": 10, "count": False}
                        await rt.run(CAP, {**request, "budget": {"wall_seconds": 120}}, "EXPLORE")

                nursery.start_soon(page)
                with trio.fail_after(60):
                    while not seen_running:
                        seen_running.extend(_geng_processes())
                        await trio.sleep(0.01)
                cancel.cancel()

    trio.run(main)
    assert seen_running, "geng was not running when cancelled: the test would prove nothing"
    assert _geng_processes() == []
    assert not any(p.is_running() and p.status() != psutil.STATUS_ZOMBIE for p in seen_running)


def test_a_page_from_the_worker_is_taken_only_if_every_line_is_graph6_of_the_order():
    """The runtime's check of the worker's page text (order 5: 1 + 2 characters and a newline a line), the same
    check the stored page's model makes."""
    from jacobian.providers.graph.models import page_lines

    assert page_lines("D??\nDQo\nD~{\n", 5) == 3
    wrong = ("D??\nDQ\nD~{o\n", "D??\nDQo\nD~{", "D??\nDQo\n\n", "D??\n\nDQo\n", "D??\tDQo\nD~{\n", "D?>\nDQo\n")
    wrong += ("D??\r\nDQo\n", "", "D??\nDQ\u00e9\n", "E??\n", "D??\nE??\n")
    for bad in wrong:
        assert page_lines(bad, 5) is None, repr(bad)
    assert page_lines(["D??\n"], 5) is None


def test_a_stored_page_must_hold_its_count_of_graph6_lines_of_its_order():
    """The jacobian.graph.page.v2 model: the text is `count` lines of graph6 of `order`, each ending in a newline."""
    from pydantic import ValidationError

    from jacobian.providers.graph.models import GraphPage

    page = {"order": 5, "edges": None, "connected": False, "offset": 0, "count": 2, "graph6": "D??\nDQo\n"}
    assert GraphPage.model_validate(page).count == 2
    for wrong in ({"count": 3}, {"order": 6}, {"graph6": "D??\nDQo"}, {"graph6": ["D??", "DQo"]}):
        with pytest.raises(ValidationError):
            GraphPage.model_validate({**page, **wrong})


def test_a_call_of_more_graphs_or_graph6_bytes_than_its_bounds_is_refused_naming_pages(tmp_path):
    """A million graphs a call at order 10 (11 MiB of graph6) is allowed; 1,000,100 graphs, or a million at
    order 32 (85 bytes a line, 81 MiB), are INVALID_REQUEST at $.payload.pages before any job."""

    async def main():
        async with Runtime.open(_config(tmp_path)) as rt:
            return [
                await rt.run(CAP, {"order": 10, "max_edges": 0, "limit": 100_000, "pages": 10}, "EXPLORE"),
                await rt.run(CAP, {"order": 10, "limit": 10_001, "pages": 100}, "EXPLORE"),
                await rt.run(CAP, {"order": 32, "limit": 100_000, "pages": 10}, "EXPLORE"),
            ]

    fine, too_many, too_large = trio.run(main)
    assert fine.execution.status is ExecutionStatus.COMPLETED and fine.output["total_count"] == 1  # the empty graph
    for r, words in ((too_many, "at most 1,000,000"), (too_large, "85 bytes each) must be at most 48 MiB")):
        d = r.diagnostics[0]
        assert r.execution.status is ExecutionStatus.ERROR and d.code == Code.INVALID_REQUEST, d.message
        assert d.path == "$.payload.pages" and words in d.message, (d.path, d.message)


def test_a_page_of_a_million_graphs_is_allowed_where_its_graph6_fits_and_refused_naming_limit_beyond(tmp_path):
    """One page of a million graphs of order 11 (12 bytes a line: 12 MB of graph6, the widest that fits) is one
    file from the worker and one stored artifact, geng's first million lines; a million of order 12 (13 bytes a
    line: 13 MB, over the 12 MiB page bound) and 1,000,001 of any order are INVALID_REQUEST at $.payload.limit
    before any job starts."""

    async def main():
        async with Runtime.open(_config(tmp_path)) as rt:
            fine = await rt.run(CAP, {"order": 11, "limit": 1_000_000, "count": False}, "EXPLORE")
            page = rt.state.artifacts.get(fine.artifact_uris[0]).payload if fine.artifact_uris else None
            return (
                page,
                fine,
                [
                    await rt.run(CAP, {"order": 12, "limit": 1_000_000}, "EXPLORE"),
                    await rt.run(CAP, {"order": 3, "limit": 1_000_001}, "EXPLORE"),
                ],
            )

    page, fine, (too_wide, too_many) = trio.run(main)
    assert fine.execution.status is ExecutionStatus.COMPLETED, [d.message for d in fine.diagnostics]
    assert fine.output["pages"] == [{"offset": 0, "count": 1_000_000}] and not fine.diagnostics
    assert page is not None and page["count"] == 1_000_000 and len(page["graph6"]) == 12_000_000
    mod = geng_cursor.split_for(geng_cursor.ALL_GRAPHS[11], 1_000_000)
    assert page["graph6"][:1200] == "".join(line + "\n" for line in _bare("11", f"0/{mod}")[:100])
    for r, words in ((too_wide, "(13 bytes each) must be at most 12 MiB"), (too_many, "1000000")):
        d = r.diagnostics[0]
        assert r.execution.status is ExecutionStatus.ERROR and d.code == Code.INVALID_REQUEST, d.message
        assert d.path == "$.payload.limit" and words in d.message, (d.path, d.message)


def test_a_call_that_will_end_inside_a_part_starts_no_part_beside_it(monkeypatch):
    """The worker (in process, real geng) starts the next part beside the current one only while the call is
    likely to need it: order 7 in 8 parts (355, 428, 132, 11, 78, ... graphs, geng -u), a call of 916 graphs
    ends one graph into part 3, so part 4 is never started (it was, and killed, before: geng's work lost); the
    call still returns the first 916 graphs of bare geng's parts in order."""
    from jacobian.providers.graph import nauty_worker

    sizes = []
    for part in range(8):
        found = nauty_worker.COUNT_RE.search(subprocess.run([GENG, "-u", "7", f"{part}/8"], capture_output=True).stderr)
        assert found is not None
        sizes.append(int(found.group(1)))
    assert sizes[:4] == [355, 428, 132, 11], "geng's split changed: choose the call's size again"
    started: list[int] = []
    real = nauty_worker._Part.__init__

    def counting(self, payload, part, *args):
        started.append(part)
        real(self, payload, part, *args)

    monkeypatch.setattr(nauty_worker._Part, "__init__", counting)
    request = {"geng": GENG, "order": 7, "edges": None, "mod": 8, "part": 0, "pos": 0, "limit": 916, "pages": 1}
    out = nauty_worker.op_page({"op": "page", **request}, None)  # type: ignore[arg-type]
    assert started == [0, 1, 2, 3] and out["next"] == [3, 1] and out["produced"] == 916
    bare = [line for part in range(4) for line in _bare("7", f"{part}/8")]
    assert out["pages"][0].split() == bare[:916]


def test_the_worker_writes_each_page_to_its_file_and_answers_only_the_names(tmp_path, monkeypatch):
    """With page_files the pages travel as files (geng's bytes, one file a page), never in the JSON answer; a name
    that is not a plain file of the working directory, or too few names, is refused before any geng starts."""
    from jacobian.providers.graph import nauty_worker
    from jacobian.wire import WorkerError

    monkeypatch.chdir(tmp_path)
    request = {"op": "page", "geng": GENG, "order": 6, "edges": None, "mod": 1, "part": 0, "pos": 0}
    out = nauty_worker.op_page({**request, "limit": 100, "pages": 3, "page_files": ["a", "b", "c"]}, None)  # type: ignore[arg-type]
    assert out["page_files"] == ["a", "b"] and "pages" not in out and out["produced"] == 156
    text = (tmp_path / "a").read_text() + (tmp_path / "b").read_text()
    assert (tmp_path / "a").read_text().count("\n") == 100 and text.split() == _bare("6")
    for names in (["../x"], ["/tmp/x"], ["a/b"], [""], "a", [1]):
        with pytest.raises(WorkerError) as refused:
            nauty_worker.op_page({**request, "limit": 50, "pages": 3, "page_files": names}, None)  # type: ignore[arg-type]
        assert refused.value.extra["path"] == "$.payload.page_files", names


def test_a_page_file_not_kept_too_large_or_not_ascii_is_a_backend_error(tmp_path):
    """The runtime reads a page only from a file the job kept, within the page bound, as ASCII."""
    from types import SimpleNamespace

    from jacobian.capability import InterpretError
    from jacobian.contracts.job import KeptFile
    from jacobian.providers.graph.capabilities import _page_texts
    from jacobian.providers.graph.models import GRAPH6_BYTES_PER_PAGE

    good, latin = tmp_path / "good", tmp_path / "latin"
    good.write_bytes(b"D??\nDQo\n")
    latin.write_bytes("D?\u00e9\n".encode("latin-1"))

    def kept(path, size=None):
        return KeptFile(path=str(path), size=path.stat().st_size if size is None else size, sha256="0" * 64)

    outcome = SimpleNamespace(
        kept={"page-0.g6": kept(good), "big": kept(good, GRAPH6_BYTES_PER_PAGE + 1), "latin": kept(latin)}
    )
    data = {"page_files": ["page-0.g6"], "produced": 2}
    assert _page_texts(data, outcome)["pages"] == ["D??\nDQo\n"]  # type: ignore[arg-type]
    for names, words in ((["page-1.g6"], "kept no such file"), (["big"], "more than a page"), (["latin"], "ASCII")):
        with pytest.raises(InterpretError) as refused:
            _page_texts({**data, "page_files": names}, outcome)  # type: ignore[arg-type]
        assert refused.value.code == Code.BACKEND_ERROR and words in refused.value.message, names
