"""Graph capabilities against their bare baselines, side by side in one run.

    python3 bench/bench_graph.py [--order 9] [--tree-orders 12,16,20,22,24] [--seed 7]

1. Enumeration: every graph of ``--order`` vertices streamed to retained pages through
   ``graph.enumerate.nonisomorphic`` (a real Runtime: sandboxed geng worker, pages stored as
   artifacts, cursor calls of 200,000 graphs) against bare ``nauty-geng -q N > /dev/null``.
2. Certified optimum: ``graph.induced_tree.maximum`` in VERIFY mode (compute, then the sandboxed
   checker's tree test, re-encoding and DRAT -> LRAT check) against exhaustive search over vertex
   subsets (largest first, the tests' tree test) on random G(n, 0.3) graphs, at each order where the
   exhaustive search still runs.
"""

from __future__ import annotations

import argparse
import itertools
import random
import subprocess
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


async def run(args: argparse.Namespace, state: Path) -> None:
    config = RuntimeConfig(state_dir=state / "state", manifest_dir=state / "no-operator-manifests")
    async with Runtime.open(config) as rt:
        for spec in BUNDLED:
            rt.state.authorizations.authorize(spec, "bench")
    async with Runtime.open(config) as rt:
        t0 = time.perf_counter()
        subprocess.run(["nauty-geng", "-q", str(args.order)], stdout=subprocess.DEVNULL, check=True)
        bare = time.perf_counter() - t0
        t0, cursor, produced, pages, total = time.perf_counter(), None, 0, 0, 0
        while True:
            payload = {
                "order": args.order,
                "limit": 100_000,
                "pages": 2,
                "cursor": cursor,
                "budget": {"wall_seconds": 600},
            }
            r = await rt.run("graph.enumerate.nonisomorphic", payload, "EXPLORE")
            assert r.output is not None, [d.message for d in r.diagnostics]
            produced, pages, total = (
                produced + r.output["produced"],
                pages + len(r.artifact_uris),
                r.output["total_count"],
            )
            cursor = r.output["next_cursor"]
            if cursor is None:
                break
        through = time.perf_counter() - t0
        assert produced == total
        print(f"enumeration, order {args.order}: {total} graphs in {pages} retained pages")
        print(f"  bare geng -q > /dev/null : {bare:8.2f} s  {total / bare:12,.0f} graphs/s")
        print(
            f"  graph.enumerate (paged)  : {through:8.2f} s  {total / through:12,.0f} graphs/s  ({through / bare:.1f}x)"
        )
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


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--order", type=int, default=9, help="enumeration order (default 9: 274,668 graphs)")
    ap.add_argument("--tree-orders", default="12,16,20,22,24", help="orders for the induced-tree comparison")
    ap.add_argument("--seed", type=int, default=7)
    args = ap.parse_args()
    args.tree_orders = [int(x) for x in args.tree_orders.split(",")]
    with tempfile.TemporaryDirectory() as tmp:
        trio.run(run, args, Path(tmp))


if __name__ == "__main__":
    main()
