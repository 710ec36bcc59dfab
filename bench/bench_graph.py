"""Graph capabilities against their bare baselines, side by side in one run.

    python3 bench/bench_graph.py [--orders 8,9,10] [--tree-orders 12,16,20,22,24] [--seed 7]
        [--limit 1000000 --pages 1] [--baseline-python /path/to/main/venv/bin/python --baseline-orders 8,9,10]
        [--restricted-limit 1000]

1. Enumeration: every graph of each of ``--orders`` streamed to retained pages through
   ``graph.enumerate.nonisomorphic`` (a real Runtime: sandboxed geng worker, pages stored as
   artifacts, cursor calls of ``--limit`` x ``--pages`` graphs, all pages in order) against bare
   ``nauty-geng -q N > /dev/null`` in the same run: once with total_count (one geng -u in the first
   call) and once with ``count: false``. With ``--baseline-python`` (an interpreter with another
   Jacobian installed, e.g. main's before a change) the same two loops also run under that interpreter
   (this file, ``--enumerate-only``) in calls of ``--baseline-limit`` x ``--baseline-pages`` graphs
   (default 100,000 x 10, the largest call before pages of a million graphs), for a before/after in
   one run; bare geng is timed before and after each order and the faster time kept. The same for a few
   classes that ``connected`` and edge bounds restrict (:data:`RESTRICTED`), in pages of ``--restricted-limit``.
2. Certified optimum: ``graph.induced_tree.maximum`` in VERIFY mode (compute, then the sandboxed
   checker's tree test, re-encoding and DRAT -> LRAT check) against exhaustive search over vertex
   subsets (largest first, the tests' tree test) on random G(n, 0.3) graphs, at each order where the
   exhaustive search still runs.
"""

from __future__ import annotations

import argparse
import itertools
import json
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import trio

from jacobian.checkers import BUNDLED
from jacobian.runtime import Runtime, RuntimeConfig


def random_graph(n: int, p: float, seed: int) -> dict:
    rng = random.Random(seed)
    return {
        "vertices": list(range(n)),
        "edges": [[i, j] for i, j in itertools.combinations(range(n), 2) if rng.random() < p],
    }


def induces_tree(chosen: tuple[int, ...], adjacent: list[set[int]]) -> bool:
    inside = set(chosen)
    if sum(len(adjacent[v] & inside) for v in chosen) != 2 * (len(chosen) - 1):
        return False
    reached, stack = {chosen[0]}, [chosen[0]]
    while stack:
        for w in adjacent[stack.pop()] & inside:
            if w not in reached:
                reached.add(w)
                stack.append(w)
    return len(reached) == len(chosen)


def exhaustive(graph: dict) -> int:
    n = len(graph["vertices"])
    adjacent: list[set[int]] = [set() for _ in range(n)]
    for a, b in graph["edges"]:
        adjacent[a].add(b)
        adjacent[b].add(a)
    for size in range(n, 0, -1):
        if any(induces_tree(s, adjacent) for s in itertools.combinations(range(n), size)):
            return size
    return 0


#: Classes that ``connected`` and edge bounds restrict: (label, the request's class fields, geng's own arguments).
RESTRICTED = (
    ("trees on 10 vertices", {"order": 10, "connected": True, "min_edges": 9, "max_edges": 9}, ["-c", "10", "9:9"]),
    ("trees on 12 vertices", {"order": 12, "connected": True, "min_edges": 11, "max_edges": 11}, ["-c", "12", "11:11"]),
    ("10 vertices, 9 to 12 edges", {"order": 10, "min_edges": 9, "max_edges": 12}, ["10", "9:12"]),
    ("connected, 9 vertices", {"order": 9, "connected": True}, ["-c", "9"]),
)


async def enumerate_all(
    rt: Runtime, order: int | dict, limit: int, pages: int, count: bool | None
) -> tuple[float, int]:
    """Seconds to fetch every page of the class (an order, or a request's class fields) in order through
    next_cursor; the graphs produced."""
    t0, cursor, produced, total = time.perf_counter(), None, 0, None
    cls = order if isinstance(order, dict) else {"order": order}
    while True:
        payload = {**cls, "limit": limit, "pages": pages, "cursor": cursor, "budget": {"wall_seconds": 600}}
        if count is not None:
            payload["count"] = count
        r = await rt.run("graph.enumerate.nonisomorphic", payload, "EXPLORE")
        assert r.output is not None, [d.message for d in r.diagnostics]
        produced, total, cursor = produced + r.output["produced"], r.output["total_count"], r.output["next_cursor"]
        if cursor is None:
            break
    assert produced == total, (produced, total)
    return time.perf_counter() - t0, produced


def bare_geng(geng_args: list[str]) -> float:
    t0 = time.perf_counter()
    subprocess.run(["nauty-geng", "-q", *geng_args], stdout=subprocess.DEVNULL, check=True)
    return time.perf_counter() - t0


async def side_by_side(
    rt: Runtime, what: int | dict, geng_args: list[str], limit: int, pages: int
) -> tuple[float, float, float, int]:
    """Bare geng's seconds on the class (the faster of a run before and one after), the enumeration's with
    and without total_count, and the class's size."""
    bare = bare_geng(geng_args)
    counted, total = await enumerate_all(rt, what, limit, pages, True)
    uncounted, _ = await enumerate_all(rt, what, limit, pages, False)
    return min(bare, bare_geng(geng_args)), counted, uncounted, total


def baseline(python: str, order: int | dict, limit: int, pages: int) -> tuple[float, float]:
    """The enumeration's seconds under another interpreter (another installed Jacobian): counted, uncounted."""
    what = ["--enumerate-class", json.dumps(order)] if isinstance(order, dict) else ["--enumerate-only", str(order)]
    argv = [python, "-P", __file__, *what, "--limit", str(limit), "--pages", str(pages)]
    out = json.loads(subprocess.run(argv, capture_output=True, text=True, check=True).stdout.strip().splitlines()[-1])
    return float(out["counted"]), float(out["uncounted"])


def line(label: str, seconds: float, total: int, bare: float) -> str:
    return f"  {label:<34}: {seconds:8.2f} s  {total / seconds:12,.0f} graphs/s  {bare / seconds:7.1%} of bare geng"


async def run(args: argparse.Namespace, state: Path) -> None:
    config = RuntimeConfig(state_dir=state / "state", manifest_dir=state / "no-operator-manifests")
    if args.enumerate_only or args.enumerate_class:
        what = json.loads(args.enumerate_class) if args.enumerate_class else args.enumerate_only
        async with Runtime.open(config) as rt:
            counted, total = await enumerate_all(rt, what, args.limit, args.pages, None)
            uncounted, _ = await enumerate_all(rt, what, args.limit, args.pages, False)
        print(json.dumps({"counted": counted, "uncounted": uncounted, "total": total}))
        return
    async with Runtime.open(config) as rt:
        for spec in BUNDLED:
            rt.state.authorizations.authorize(spec, "bench")
    async with Runtime.open(config) as rt:
        per_call = f"{args.limit:,} x {args.pages}"
        for order in args.orders:
            before = None
            if args.baseline_python and order in args.baseline_orders:
                before = baseline(args.baseline_python, order, args.baseline_limit, args.baseline_pages)
            bare, counted, uncounted, total = await side_by_side(rt, order, [str(order)], args.limit, args.pages)
            print(f"enumeration, order {order}: {total:,} graphs, calls of {per_call} graphs")
            print(line("bare geng -q > /dev/null", bare, total, bare))
            print(line("graph.enumerate, with total_count", counted, total, bare))
            print(line("graph.enumerate, count: false", uncounted, total, bare))
            if before is not None:
                print(f"  baseline (--baseline-python), calls of {args.baseline_limit:,} x {args.baseline_pages}:")
                print(line("  with total_count", before[0], total, bare))
                print(line("  count: false", before[1], total, bare))
        if args.restricted_limit:
            await restricted(rt, args)
        if args.enumeration_only:
            return
        print("certified induced-tree optimum vs exhaustive subsets, random G(n, 0.3):")
        print(f"  {'n':>3} {'max':>4} {'compute+verify s':>17} {'exhaustive s':>13} {'ratio':>7}  assurance")
        for n in args.tree_orders:
            graph = random_graph(n, 0.3, args.seed)
            t0 = time.perf_counter()
            r = await rt.run("graph.induced_tree.maximum", {**graph, "budget": {"wall_seconds": 600}}, "VERIFY")
            certified = time.perf_counter() - t0
            t0 = time.perf_counter()
            best = exhaustive(graph)
            brute = time.perf_counter() - t0
            got = r.output["maximum"] if r.output else None
            assert got == best, (n, got, best)
            print(
                f"  {n:>3} {best:>4} {certified:>17.2f} {brute:>13.2f} {brute / certified:>6.1f}x  "
                f"{r.assurance.level.value}"
            )


async def restricted(rt: Runtime, args: argparse.Namespace) -> None:
    """Classes that connected and edge bounds restrict, in pages of ``--restricted-limit``: a first call without
    a count splits geng by the class's size when it is small, where it had split as for every graph of the
    order (thousands of parts, a geng start each)."""
    limit = args.restricted_limit
    print(f"restricted classes, calls of {limit:,} x 1 graphs (with --baseline-python, the baseline beside):")
    for label, cls, geng_args in RESTRICTED:
        before = baseline(args.baseline_python, cls, limit, 1) if args.baseline_python else None
        bare, counted, uncounted, total = await side_by_side(rt, cls, geng_args, limit, 1)
        print(f"  {label}: {total:,} graphs")
        print(line("  bare geng -q > /dev/null", bare, total, bare))
        print(line("  with total_count", counted, total, bare))
        print(line("  count: false", uncounted, total, bare))
        if before is not None:
            print(line("  baseline, with total_count", before[0], total, bare))
            print(line("  baseline, count: false", before[1], total, bare))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--orders", default="8,9,10", help="enumeration orders (default 8,9,10)")
    ap.add_argument("--limit", type=int, default=1_000_000, help="graphs per page (default 1,000,000)")
    ap.add_argument("--pages", type=int, default=1, help="pages per call (default 1)")
    ap.add_argument("--baseline-python", help="an interpreter with another Jacobian installed (e.g. main's)")
    ap.add_argument("--baseline-orders", default="8,9,10", help="orders the baseline runs (default 8,9,10)")
    ap.add_argument("--baseline-limit", type=int, default=100_000, help="the baseline's graphs per page")
    ap.add_argument("--baseline-pages", type=int, default=10, help="the baseline's pages per call")
    ap.add_argument("--enumeration-only", action="store_true", help="skip the induced-tree comparison")
    ap.add_argument("--enumerate-only", type=int, help=argparse.SUPPRESS)  # the baseline's own run: one order
    ap.add_argument("--enumerate-class", help=argparse.SUPPRESS)  # the baseline's own run: one class (JSON)
    ap.add_argument(
        "--restricted-limit", type=int, default=1000, help="graphs per page for the restricted classes (0: skip them)"
    )
    ap.add_argument("--tree-orders", default="12,16,20,22,24", help="orders for the induced-tree comparison")
    ap.add_argument("--seed", type=int, default=7)
    args = ap.parse_args()
    args.orders = [int(x) for x in args.orders.split(",")]
    args.baseline_orders = [int(x) for x in args.baseline_orders.split(",")]
    args.tree_orders = [int(x) for x in args.tree_orders.split(",")]
    with tempfile.TemporaryDirectory() as tmp:
        trio.run(run, args, Path(tmp))
    sys.stdout.flush()


if __name__ == "__main__":
    main()
