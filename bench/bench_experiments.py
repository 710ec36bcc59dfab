"""Experiment throughput on the local executor vs the ray executor, and the head's memory per archived item.

    python3 -P bench/bench_experiments.py [--items 2000] [--archive 10000] [--concurrency 4] [--no-ray]

Each item is a distinct tiny ``sat.solve`` formula (pooled PySAT worker). In one run it prints:

- "sequential": ``Runtime.run`` awaited item after item (no experiment at all);
- "local": the family through ``experiment.start`` on the local executor;
- "concurrency 1": a shorter family one item at a time on each executor: the latency Ray adds per item;
- "ray": the same family on the ray executor, on a one-node Ray cluster this script starts on
  loopback (``ray start --head``, with the node's probed providers as resources) and stops at the
  end (``ray stop --force``); the difference per item is what going through Ray costs;
- the head process's resident memory before and after an experiment of ``--archive`` committed
  items, and the experiment database's size, per 10,000 items;
- the head's commit ceiling: results committed per second by the experiment store alone, one
  transaction (one fsync) per result vs one per batch of ``COMMIT_BATCH`` (what the runner does).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import psutil
import trio

from jacobian.experiments.manager import COMMIT_BATCH
from jacobian.experiments.model import Budgets
from jacobian.experiments.store import DB_NAME, ExperimentStore, ResultRow
from jacobian.runtime import Runtime, RuntimeConfig

BIN = Path(sys.executable).parent


def item(i: int) -> dict:
    """A distinct tiny formula per i < 2**20: one 20-literal clause spelling i; odd i made unsatisfiable."""
    clause = " ".join(str(v if i >> (v - 1) & 1 else -v) for v in range(1, 21))
    return {"dimacs": f"p cnf 20 1\n{clause} 0\n" if i % 2 == 0 else f"p cnf 20 3\n{clause} 0\n1 0\n-1 0\n"}


def rss_mib() -> float:
    return psutil.Process().memory_info().rss / 2**20


async def experiment(rt: Runtime, payloads: list[dict], executor: str, concurrency: int) -> tuple[float, dict]:
    t = time.perf_counter()
    r = await rt.run(
        "experiment.start",
        {
            "capability_id": "sat.solve",
            "executor": executor,
            "budgets": {"concurrency": concurrency},
            "family": {"kind": "list", "items": payloads},
        },
    )
    assert r.output is not None, r.diagnostics
    uri = r.output["experiment"]["uri"]
    while not (w := await rt.run("experiment.wait", {"experiment": uri, "timeout_seconds": 60})).output["final"]:
        pass
    seconds = time.perf_counter() - t
    snap = w.output["experiment"]
    assert snap["state"] == "COMPLETED" and snap["accounting"]["evaluated"] == len(payloads), snap["accounting"]
    return len(payloads) / seconds, snap["accounting"]


def commit_rates(tmp: Path, n: int = 2048) -> tuple[float, float]:
    """Results per second the store commits: one transaction each, then in batches of COMMIT_BATCH."""
    tmp.mkdir(parents=True, exist_ok=True)
    store = ExperimentStore(tmp)
    try:
        rates = []
        for batch in (1, COMMIT_BATCH):
            exp_id = f"{batch:032x}"
            digests = [f"sha256:{batch:08x}{i:056x}" for i in range(n)]
            store.create(exp_id, "sat.solve", "EXPLORE", {}, {}, Budgets(), [(d, "{}") for d in digests])
            rows = [
                ResultRow(d, "COMPLETED", None, 1, 1, "sha256:" + "0" * 64, "{" + "0" * 3000 + "}") for d in digests
            ]
            t = time.perf_counter()
            for k in range(0, n, batch):
                store.commit_results(exp_id, rows[k : k + batch], 0.0)
            rates.append(n / (time.perf_counter() - t))
        return rates[0], rates[1]
    finally:
        store.close()


def start_ray(tmp: Path) -> str:
    env = {**os.environ, "PATH": f"{BIN}:{os.environ.get('PATH', '')}", "RAY_USAGE_STATS_ENABLED": "0"}
    resources = subprocess.run(
        [sys.executable, "-P", "-m", "jacobian.cli.main", "cluster", "resources", "--state-dir", str(tmp / "probe")],
        capture_output=True,
        text=True,
        check=True,
        env=env,
    ).stdout.strip()
    out = subprocess.run(
        [
            str(BIN / "ray"),
            "start",
            "--head",
            "--port=0",
            "--node-ip-address=127.0.0.1",
            f"--num-cpus={os.cpu_count() or 2}",
            f"--resources={resources}",
            "--include-dashboard=false",
            "--disable-usage-stats",
        ],
        capture_output=True,
        text=True,
        env=env,
    )
    port = re.search(r"--address='[^':]+:(\d+)'", out.stdout + out.stderr)
    if out.returncode or not port:
        raise SystemExit(f"ray start failed: {out.stderr[-2000:]}")
    return f"127.0.0.1:{port.group(1)}"


async def main(args: argparse.Namespace) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        address = None if args.no_ray else start_ray(Path(tmp))
        try:
            config = RuntimeConfig(state_dir=Path(tmp) / "state", ray_address=address)
            async with Runtime.open(config) as rt:
                await rt.run("sat.solve", item(0))  # warm the pool
                n = min(args.items, 500)
                t = time.perf_counter()
                for i in range(n):
                    await rt.run("sat.solve", item(i))
                print(f"sequential Runtime.run:        {n / (time.perf_counter() - t):8.1f} items/s ({n} items)")
                c = args.concurrency
                local, _ = await experiment(rt, [item(i) for i in range(args.items)], "local", c)
                print(f"experiment, local executor:    {local:8.1f} items/s ({args.items} items, concurrency {c})")
                if address is not None:
                    await experiment(rt, [item(i) for i in range(2 * c)], "ray", c)  # warm the Ray workers' pools
                    ray_rate, acc = await experiment(rt, [item(i) for i in range(args.items)], "ray", c)
                    rate_line = f"{ray_rate:8.1f} items/s ({args.items} items, concurrency {c})"
                    print(f"experiment, ray executor:      {rate_line}")
                    print(
                        f"ray / local: {ray_rate / local:.2f} at concurrency {c} "
                        f"(nodes used: {json.dumps(acc['by_node'])[:120]})"
                    )
                    k = args.latency_items
                    one_local, _ = await experiment(rt, [item(50_000 + i) for i in range(k)], "local", 1)
                    one_ray, _ = await experiment(rt, [item(50_000 + i) for i in range(k)], "ray", 1)
                    print(
                        f"concurrency 1 ({k} items): local {1000 / one_local:.1f} ms/item, ray {1000 / one_ray:.1f} "
                        f"ms/item: per-item latency added by Ray {1000 * (1 / one_ray - 1 / one_local):+.1f} ms"
                    )
                db = Path(tmp) / "state" / DB_NAME
                before_rss, before_db = rss_mib(), db.stat().st_size
                payloads = [item(100_000 + i) for i in range(args.archive)]
                rate, _ = await experiment(rt, payloads, "local", c)
                del payloads
                await rt.run("experiment.inspect", {"experiment": "experiment://" + "0" * 32})
                after_rss, after_db = rss_mib(), db.stat().st_size
                per = 10_000 / args.archive
                print(
                    f"archive of {args.archive} items ({rate:.1f} items/s): head RSS {before_rss:.0f} -> "
                    f"{after_rss:.0f} MiB, {per * (after_rss - before_rss):+.1f} MiB per 10,000 items; "
                    f"experiments.sqlite3 {per * (after_db - before_db) / 2**20:.1f} MiB per 10,000 items"
                )
                one, batched = commit_rates(Path(tmp) / "commits")
                print(
                    f"head commit ceiling: {one:.0f} results/s one transaction each, {batched:.0f} results/s in "
                    f"batches of {COMMIT_BATCH} ({batched / one:.0f}x)"
                )
        finally:
            if address is not None:
                import ray

                ray.shutdown()
                subprocess.run([str(BIN / "ray"), "stop", "--force"], capture_output=True, check=False)


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--items", type=int, default=2000)
    ap.add_argument("--archive", type=int, default=10_000)
    ap.add_argument("--concurrency", type=int, default=4)
    ap.add_argument("--latency-items", type=int, default=200, help="items run one at a time on each executor")
    ap.add_argument("--no-ray", action="store_true", help="skip the ray executor")
    trio.run(main, ap.parse_args())
