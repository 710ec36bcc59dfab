"""Catalog build time: cold (every probe runs) against warm (probe cache hit).

Both are measured in this one run, alternating, on the bundled manifests, so
the ratio is meaningful on a noisy shared machine. Usage:

    python bench/bench_catalog.py [--rounds N]
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import tempfile
import time
from pathlib import Path

import trio

from jacobian.runtime import Runtime, RuntimeConfig


async def build_once(state_dir: Path) -> tuple[float, int, int]:
    started = time.perf_counter()
    async with Runtime.open(RuntimeConfig(state_dir=state_dir, manifest_dir=state_dir / "no-operator")) as rt:
        elapsed = time.perf_counter() - started
        return elapsed, rt.startup.probes_run, len(rt.catalog.entries)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    cold, warm = [], []
    for _ in range(args.rounds):
        state = Path(tempfile.mkdtemp(prefix="jacobian-bench-"))
        try:
            t, probes, caps = trio.run(build_once, state)
            cold.append(t)
            t2, probes2, caps2 = trio.run(build_once, state)
            warm.append(t2)
            if probes2:
                print(f"note: warm start re-ran {probes2} probe(s): a provider file changed between the two starts")
            assert caps == caps2
        finally:
            shutil.rmtree(state, ignore_errors=True)
    c, w = statistics.median(cold), statistics.median(warm)
    print(f"providers probed cold: {probes}, capabilities: {caps}")
    print(f"catalog cold (all probes): median {c * 1000:8.1f} ms  (runs: {', '.join(f'{x * 1000:.0f}' for x in cold)})")
    print(f"catalog warm (cache hit):  median {w * 1000:8.1f} ms  (runs: {', '.join(f'{x * 1000:.0f}' for x in warm)})")
    print(f"ratio cold/warm: {c / w:.1f}x")


if __name__ == "__main__":
    main()
