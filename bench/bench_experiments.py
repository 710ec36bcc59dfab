"""Items per second of an experiment on the local executor, against the same items one by one.

    python3 -P bench/bench_experiments.py [--items 2000] [--concurrency 2 4]

Each item is a distinct tiny ``sat.solve`` formula (pooled PySAT worker). "sequential" awaits
``Runtime.run`` item after item; "experiment" runs the same family through ``experiment.start``,
so the difference is the experiment's own cost (validation, digests, one fsynced SQLite commit
per item). Also printed: the experiment database's size per item and the process's peak RSS.
"""

from __future__ import annotations

import argparse
import resource
import tempfile
import time
from pathlib import Path

import trio

from jacobian.experiments.store import DB_NAME
from jacobian.runtime import Runtime, RuntimeConfig


def item(i: int) -> dict:
    """A distinct tiny formula per i < 65536: one 16-literal clause spelling i; odd i made unsatisfiable."""
    clause = " ".join(str(v if i >> (v - 1) & 1 else -v) for v in range(1, 17))
    return {"dimacs": f"p cnf 16 1\n{clause} 0\n" if i % 2 == 0 else f"p cnf 16 3\n{clause} 0\n1 0\n-1 0\n"}


async def main(items: int, concurrencies: list[int]) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        async with Runtime.open(RuntimeConfig(state_dir=Path(tmp))) as rt:
            await rt.run("sat.solve", item(0))  # warm the pool
            t = time.perf_counter()
            for i in range(min(items, 500)):
                await rt.run("sat.solve", item(i))
            seq = min(items, 500) / (time.perf_counter() - t)
            print(f"sequential Runtime.run: {seq:8.1f} items/s ({min(items, 500)} items)")
            for c in concurrencies:
                payloads = [item(i + 10_000 * c) for i in range(items)]
                t = time.perf_counter()
                r = await rt.run(
                    "experiment.start",
                    {
                        "capability_id": "sat.solve",
                        "budgets": {"concurrency": c},
                        "family": {"kind": "list", "items": payloads},
                    },
                )
                uri = r.output["experiment"]["uri"]
                while not (await rt.run("experiment.wait", {"experiment": uri, "timeout_seconds": 60})).output["final"]:
                    pass
                rate = items / (time.perf_counter() - t)
                print(f"experiment, concurrency {c}: {rate:8.1f} items/s ({items} items)")
            size = (Path(tmp) / DB_NAME).stat().st_size
            print(
                f"experiments.sqlite3: {size / (items * len(concurrencies)):.0f} bytes per item; "
                f"peak RSS {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MiB"
            )


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--items", type=int, default=2000)
    ap.add_argument("--concurrency", type=int, nargs="+", default=[2, 4])
    args = ap.parse_args()
    trio.run(main, args.items, args.concurrency)
