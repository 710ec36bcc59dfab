"""Issue 31's exact polynomials and counts: the producer job against the checker job, by size, in one run.

    python3 bench/bench_graph_polynomials.py [--rounds 1] [--seed 31]

Each case runs in VERIFY mode through a real Runtime with the bundled checkers authorized: ``caller s`` is the
whole call as the caller sees it, ``run s`` the result's own ``execution.wall_ms`` (producer job, interpretation and
verification), ``checker`` the checker job's ``wall_ms`` (forked from its warm template) and ``share`` the checker's
part of the run. Cases, by size:

- ``graph.spectrum``: cycles, the Petersen graph and random G(n, 1/2) up to the 32-vertex bound (sympy's charpoly
  and factor_list against the checker's Berkowitz in fractions);
- ``graph.tutte_polynomial`` / ``graph.chromatic_polynomial``: K_4, the cube, the Petersen graph, random graphs up to
  the 15-edge bound (networkx's deletion-contraction against 2^|E| subsets / 3^n subset pairs);
- ``poset.linear_extensions.count`` / ``poset.mobius``: Boolean lattices B_3, B_4 and antichains up to the bound;
- ``combinatorics.sequence.coefficients``: x / (1 - x - x^2) to 100, 500 and 1000 terms.
"""

from __future__ import annotations

import argparse
import itertools
import random
import tempfile
import time
from pathlib import Path

import trio

from jacobian.checkers import BUNDLED
from jacobian.runtime import Runtime, RuntimeConfig

PETERSEN = {"graph6": "IheA@GUAo"}


def gnp(n: int, p: float, seed: int, max_edges: int | None = None) -> dict:
    rng = random.Random(seed)
    edges = [[a, b] for a, b in itertools.combinations(range(n), 2) if rng.random() < p]
    return {"vertices": list(range(n)), "edges": edges[:max_edges] if max_edges else edges}


def boolean(k: int) -> dict:
    return {
        "elements": list(range(2**k)),
        "relations": [[a, a | 1 << b] for a in range(2**k) for b in range(k) if not a >> b & 1],
    }


def cases(seed: int) -> list[tuple[str, str, dict]]:
    cube = {"vertices": list(range(8)), "edges": [[a, a ^ b] for a in range(8) for b in (1, 2, 4) if a < a ^ b]}
    k4 = {"vertices": list(range(4)), "edges": [list(e) for e in itertools.combinations(range(4), 2)]}
    out = [("graph.spectrum", "C_12", {"vertices": list(range(12)), "edges": [[i, (i + 1) % 12] for i in range(12)]})]
    out += [("graph.spectrum", "Petersen", PETERSEN)]
    out += [("graph.spectrum", f"G({n},1/2)", gnp(n, 0.5, seed + n)) for n in (16, 24, 32)]
    for cap in ("graph.tutte_polynomial", "graph.chromatic_polynomial"):
        out += [(cap, "K_4", k4), (cap, "cube", cube), (cap, "Petersen", PETERSEN)]
        out += [(cap, "G(10,.4) 15e", gnp(10, 0.4, seed, 15)), (cap, "G(12,.3) 15e", gnp(12, 0.3, seed, 15))]
    for cap in ("poset.linear_extensions.count", "poset.mobius"):
        out += [(cap, "B_3", boolean(3)), (cap, "B_4", boolean(4))]
    out += [("poset.linear_extensions.count", f"antichain {n}", {"elements": list(range(n))}) for n in (12, 18)]
    out += [("poset.mobius", "B_6", boolean(6))]
    out += [
        (
            "combinatorics.sequence.coefficients",
            f"Fibonacci {n}",
            {"numerator": "x", "denominator": "1 - x - x^2", "terms": n},
        )
        for n in (100, 500, 1000)
    ]
    return out


async def run(args: argparse.Namespace, state: Path) -> None:
    config = RuntimeConfig(state_dir=state / "state", manifest_dir=state / "none")
    async with Runtime.open(config) as rt:
        for spec in BUNDLED:
            rt.state.authorizations.authorize(spec, "bench")
    async with Runtime.open(config) as rt:
        head = f"{'operation':<36} {'case':<14} {'caller s':>8} {'run s':>7} {'checker':>8} {'share':>6}  assurance"
        print(head)
        for cap, name, payload in cases(args.seed):
            for _ in range(args.rounds):
                t0 = time.perf_counter()
                r = await rt.run(cap, payload, "VERIFY")
                total = time.perf_counter() - t0
                whole = r.execution.wall_ms / 1000
                checker = r.verification.execution.wall_ms / 1000 if r.verification and r.verification.execution else 0
                share = f"{100 * checker / whole:5.0f}%" if whole else "-"
                print(
                    f"{cap:<36} {name:<14} {total:>8.2f} {whole:>7.3f} {checker:>8.3f} {share:>6}  "
                    f"{r.assurance.level.value}"
                )


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=1)
    ap.add_argument("--seed", type=int, default=31)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        trio.run(run, args, Path(tmp))


if __name__ == "__main__":
    main()
