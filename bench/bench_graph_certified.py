"""Certified graph optima against a plain solve and against exhaustive search, by size, in one run.

    python3 bench/bench_graph_certified.py [--clique-orders 16,24,32,48,64,80] [--domination-orders 16,24,32,40,48]
                                           [--exhaustive-up-to 24] [--seed 7]

For the clique number (random G(n, 0.5)) and the domination number (random G(n, 0.3)), at each order:

- certified: ``graph.clique_number`` / ``graph.domination_number`` in VERIFY mode through a real Runtime (the
  sandboxed PySAT worker finds the optimum and a DRAT proof for the next bound, then the sandboxed checker tests
  the witness, rebuilds its own CNF and has the LRAT kernel check the proof), with the checker job's own wall time;
- plain: the same search in this process with PySAT (CaDiCaL, no proof, nothing checked) on the same CNF; for the
  clique number also networkx's exact ``max_weight_clique``;
- exhaustive: every vertex subset, by size, with the definition tested directly (up to ``--exhaustive-up-to``).

Every method must agree on the value; the ratios are certified / plain and exhaustive / certified.
"""

from __future__ import annotations

import argparse
import itertools
import random
import tempfile
import time
from pathlib import Path

import networkx as nx
import trio
from pysat.solvers import Solver

from jacobian.checkers import BUNDLED
from jacobian.checkers.graph import subset_encode
from jacobian.runtime import Runtime, RuntimeConfig

CASES = (
    ("graph.clique_number", "clique", 0.5, "clique_orders"),
    ("graph.domination_number", "dominating_set", 0.3, "domination_orders"),
)


def random_graph(n: int, p: float, seed: int) -> dict:
    rng = random.Random(seed)
    edges = [[i, j] for i, j in itertools.combinations(range(n), 2) if rng.random() < p]
    return {"vertices": list(range(n)), "edges": edges}


def plain(kind: str, graph: dict) -> int:
    """The optimum by PySAT on the same CNF, no proof: up from 1 for a clique, down from n for a dominating set."""
    n, edges = len(graph["vertices"]), [tuple(e) for e in graph["edges"]]
    larger, best = kind in subset_encode.MAXIMIZED, (0 if kind in subset_encode.MAXIMIZED else n)
    while 0 <= (k := best + 1 if larger else best - 1) <= n:
        with Solver(name="cadical195", bootstrap_with=subset_encode.encode(kind, n, edges, k)[1]) as s:
            if not s.solve():
                return best
            best = len(subset_encode.chosen(s.get_model(), n))
    return best


def exhaustive(kind: str, graph: dict) -> int:
    n, edges = len(graph["vertices"]), {tuple(e) for e in graph["edges"]}
    around = [{v} | {w for e in edges if v in e for w in e} for v in range(n)]
    if kind == "clique":
        for size in itertools.count(1):
            if not any(
                all(p in edges for p in itertools.combinations(s, 2)) for s in itertools.combinations(range(n), size)
            ):
                return size - 1
    for size in range(n + 1):
        if any(set().union(*(around[v] for v in s)) == set(range(n)) for s in itertools.combinations(range(n), size)):
            return size
    return n


async def run(args: argparse.Namespace, state: Path) -> None:
    config = RuntimeConfig(state_dir=state / "state", manifest_dir=state / "none")
    async with Runtime.open(config) as rt:
        for spec in BUNDLED:
            rt.state.authorizations.authorize(spec, "bench")
    async with Runtime.open(config) as rt:
        for cap, kind, p, orders in CASES:
            print(f"{cap} on random G(n, {p}): seconds (certified: the whole VERIFY run, of which the checker job)")
            head = f"  {'n':>3} {'value':>5} {'certified':>9} {'checker':>8} {'plain':>7} "
            head += f"{'cert/plain':>10} {'networkx':>8} {'exhaustive':>10} {'exh/cert':>8}  assurance"
            print(head)
            for n in getattr(args, orders):
                graph = random_graph(n, p, args.seed + n)
                t0 = time.perf_counter()
                r = await rt.run(cap, {**graph, "budget": {"wall_seconds": 600}}, "VERIFY")
                certified = time.perf_counter() - t0
                value = r.output["value"] if r.output else None
                checker = r.verification.execution.wall_ms / 1000 if r.verification and r.verification.execution else 0
                t0 = time.perf_counter()
                assert plain(kind, graph) == value, (cap, n)
                solve = time.perf_counter() - t0
                nx_time = "-"
                if kind == "clique":
                    g = nx.Graph([tuple(e) for e in graph["edges"]])
                    g.add_nodes_from(range(n))
                    t0 = time.perf_counter()
                    clique, _ = nx.max_weight_clique(g, weight=None)
                    nx_time = f"{time.perf_counter() - t0:8.3f}"
                    assert len(clique) == value
                brute, ratio = "-", "-"
                if n <= args.exhaustive_up_to:
                    t0 = time.perf_counter()
                    assert exhaustive(kind, graph) == value, (cap, n)
                    spent = time.perf_counter() - t0
                    brute, ratio = f"{spent:10.2f}", f"{spent / certified:7.1f}x"
                print(
                    f"  {n:>3} {value:>5} {certified:>9.2f} {checker:>8.2f} {solve:>7.3f} "
                    f"{certified / solve:>9.0f}x {nx_time:>8} {brute:>10} {ratio:>8}  {r.assurance.level.value}"
                )


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--clique-orders", default="16,24,32,48,64,80")
    ap.add_argument("--domination-orders", default="16,24,32,40,48")
    ap.add_argument("--exhaustive-up-to", type=int, default=24)
    ap.add_argument("--seed", type=int, default=7)
    args = ap.parse_args()
    args.clique_orders = [int(x) for x in args.clique_orders.split(",")]
    args.domination_orders = [int(x) for x in args.domination_orders.split(",")]
    with tempfile.TemporaryDirectory() as tmp:
        trio.run(run, args, Path(tmp))


if __name__ == "__main__":
    main()
