"""Benchmark the MCP surface; prints figures and ratios measured in this one run.

    python3 bench/bench_mcp.py [--runs N]

- math.find latency in process (real catalog, and a generated 200-operation one) and over stdio
- math.run round trip over stdio against Runtime.run in one process (the CLI's path), same capability
- server ready for `initialize` with cached probes (spawn to InitializeResult)
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "mcp"))

SAT = "p cnf 3 3\n1 -2 0\n2 3 0\n-1 -3 0\n"
QUERIES = ["satisfiable", "group order permutation", "optimize integer linear", "minimal unsatisfiable core", "zebra"]


def ms(xs: list[float]) -> str:
    xs = sorted(xs)
    return (
        f"median {statistics.median(xs) * 1000:.3f} ms, p95 {xs[int(0.95 * (len(xs) - 1))] * 1000:.3f} ms (n={len(xs)})"
    )


def command() -> list[str]:
    exe = shutil.which("jacobian-mcp")
    base = [exe] if exe else [sys.executable, "-m", "jacobian.mcp.server"]
    return [*base, "--standalone"]  # an in-process server per session (the default relays to a daemon)


def ready_for_initialize(state_dir: Path, runs: int) -> list[float]:
    init = json.dumps(
        {
            "jsonrpc": "2.0",
            "id": 1,
            "method": "initialize",
            "params": {
                "protocolVersion": "2025-06-18",
                "capabilities": {},
                "clientInfo": {"name": "bench", "version": "1"},
            },
        }
    )
    out = []
    for _ in range(runs):
        t = time.perf_counter()
        proc = subprocess.Popen(
            [*command(), "--state-dir", str(state_dir)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
        )
        proc.stdin.write(init.encode() + b"\n")
        proc.stdin.flush()
        line = proc.stdout.readline()
        out.append(time.perf_counter() - t)
        assert b'"id":1' in line, line[:200]
        proc.stdin.close()
        proc.wait(timeout=30)
    return out


def in_process(state_dir: Path, runs: int) -> dict[str, list[float]]:
    import gen
    import trio

    from jacobian.discovery import Catalog, find
    from jacobian.mcp.find_tool import wire_bytes
    from jacobian.runtime import Runtime, RuntimeConfig

    result: dict[str, list[float]] = {"find_real": [], "find_generated": [], "run": []}

    async def main():
        async with Runtime.open(RuntimeConfig(state_dir=state_dir)) as rt:
            cat = Catalog(rt.visible_entries(), rt.catalog.digest, rt.policy_digest)
            big = gen.big_catalog(200)
            for name, c in (("find_real", cat), ("find_generated", big)):
                find(c, {"query": "warm"}, measure=wire_bytes)
                for i in range(runs * 20):
                    t = time.perf_counter()
                    find(c, {"query": QUERIES[i % len(QUERIES)]}, measure=wire_bytes)
                    result[name].append(time.perf_counter() - t)
            await rt.run("sat.solve", {"dimacs": SAT})
            for _ in range(runs):
                t = time.perf_counter()
                r = await rt.run("sat.solve", {"dimacs": SAT})
                result["run"].append(time.perf_counter() - t)
                assert r.conclusion.value == "SAT"

    trio.run(main)
    return result


def over_stdio(state_dir: Path, runs: int) -> dict[str, list[float]]:
    import anyio
    from mcp import Client
    from mcp.client.stdio import StdioServerParameters

    cmd = command()
    params = StdioServerParameters(command=cmd[0], args=[*cmd[1:], "--state-dir", str(state_dir)])
    result: dict[str, list[float]] = {"find": [], "run": []}

    async def main():
        async with Client(params) as client:
            await client.call_tool("math.find", {"query": "warm"})
            for i in range(runs * 5):
                t = time.perf_counter()
                await client.call_tool("math.find", {"query": QUERIES[i % len(QUERIES)]})
                result["find"].append(time.perf_counter() - t)
            await client.call_tool("math.run", {"capability_id": "sat.solve", "payload": {"dimacs": SAT}})
            for _ in range(runs):
                t = time.perf_counter()
                r = await client.call_tool("math.run", {"capability_id": "sat.solve", "payload": {"dimacs": SAT}})
                result["run"].append(time.perf_counter() - t)
                assert r.structured_content["conclusion"] == "SAT"

    anyio.run(main)
    return result


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--runs", type=int, default=20)
    args = p.parse_args()
    from conftest import authorize_bundled

    state_dir = Path(tempfile.mkdtemp(prefix="jacobian-bench-"))
    authorize_bundled(state_dir)
    first = ready_for_initialize(state_dir, 1)  # fills the probe cache
    ready = ready_for_initialize(state_dir, 5)
    local = in_process(state_dir, args.runs)
    remote = over_stdio(state_dir, args.runs)
    f_local, f_remote = statistics.median(local["find_real"]), statistics.median(remote["find"])
    r_local, r_remote = statistics.median(local["run"]), statistics.median(remote["run"])
    print(f"ready for initialize, first start (probes run): {first[0] * 1000:.0f} ms")
    print(f"ready for initialize, cached probes:            {ms(ready)}   target < 500 ms")
    print(f"math.find in process, installed catalog:        {ms(local['find_real'])}   target < 2 ms")
    print(f"math.find in process, 202 generated operations: {ms(local['find_generated'])}")
    print(f"math.find over stdio (round trip):              {ms(remote['find'])}")
    print(f"  ratio stdio / in process:                     {f_remote / f_local:.1f}x")
    print(f"math.run sat.solve, Runtime.run in one process: {ms(local['run'])}")
    print(f"math.run sat.solve over stdio (round trip):     {ms(remote['run'])}")
    print(
        f"  ratio stdio / in process:                     {r_remote / r_local:.2f}x "
        f"(overhead {1000 * (r_remote - r_local):.1f} ms)"
    )


if __name__ == "__main__":
    main()
