"""Pooled against per-job GAP latency for a small computation, through the runtime.

Runs ``group.permutation.order`` on S4 through ``jacobian.runtime.Runtime``
(the sandboxed supervisor included), first with the bundled manifest (a pooled
GAP session), then with an operator override ``isolation: {mode: PER_JOB}``
(a fresh worker and GAP for every job). Prints the median and mean wall time
per call and their ratio, measured in this run.

    python3 bench/bench_gap.py [--runs 10]
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

REPO = Path(__file__).resolve().parents[1]
PAYLOAD = {"generators": ["(1,2,3,4)", "(1,2)"]}


async def first_call_prestarted(root: Path) -> float:
    """The first call as the server sees it: pooled workers pre-started (GAP launched) beforehand."""
    config = RuntimeConfig(state_dir=root / "state", manifest_dir=root / "operator")
    async with Runtime.open(config) as rt:
        await rt.prestart_pools()
        await trio.sleep(3.0)  # GAP loads its library in the pre-started workers meanwhile
        start = time.perf_counter()
        result = await rt.run("group.permutation.order", PAYLOAD)
        assert result.output and result.output["order"] == 24, result
        return time.perf_counter() - start


async def measure(root: Path, per_job: bool, runs: int) -> list[float]:
    bundled, operator = root / "bundled", root / "operator"
    bundled.mkdir(parents=True)
    operator.mkdir(parents=True)
    shutil.copy(REPO / "manifests" / "gap.yaml", bundled / "gap.yaml")
    if per_job:
        (operator / "gap-per-job.yaml").write_text("override: gap\nisolation: {mode: PER_JOB}\n")
    config = RuntimeConfig(state_dir=root / "state", manifest_dir=operator, bundled_manifest_dir=bundled)
    times = []
    async with Runtime.open(config) as rt:
        for i in range(runs + 1):
            start = time.perf_counter()
            result = await rt.run("group.permutation.order", PAYLOAD)
            elapsed = time.perf_counter() - start
            assert result.output and result.output["order"] == 24, result
            expected = "PER_JOB" if per_job else "POOLED"
            assert result.provenance.isolation == expected, result.provenance.isolation
            if i:  # the first pooled call starts the worker and GAP: reported separately
                times.append(elapsed)
            else:
                first = elapsed
    print(
        f"  {'per-job' if per_job else 'pooled '}: first call {first * 1000:7.1f} ms; "
        f"then median {statistics.median(times) * 1000:7.1f} ms, "
        f"mean {statistics.mean(times) * 1000:7.1f} ms over {runs} calls"
    )
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10)
    args = parser.parse_args()
    print(
        f"group.permutation.order on S4 through jacobian.runtime.Runtime (supervisor, sandbox), {args.runs} calls each:"
    )
    with tempfile.TemporaryDirectory() as tmp:
        pooled = trio.run(measure, Path(tmp) / "pooled", False, args.runs)
        per_job = trio.run(measure, Path(tmp) / "perjob", True, args.runs)
        warm = trio.run(first_call_prestarted, Path(tmp) / "prestarted")
    ratio = statistics.median(per_job) / statistics.median(pooled)
    print(f"per-job / pooled median latency: {ratio:.1f}x")
    print(f"first call after the server's pre-start (GAP already loaded): {warm * 1000:.1f} ms")


if __name__ == "__main__":
    main()
