"""Round-trip time over Streamable HTTP (loopback) vs stdio, measured side by side in one run.

    python3 bench/bench_http.py [--runs N]

Three servers on three state directories (each locks its own), the same bundled providers:
``jacobian-mcp --standalone`` over stdio, ``jacobian-mcp`` over stdio relayed to its runtime
daemon (the default), and ``jacobian-mcp --transport streamable-http --allow-anonymous`` on
127.0.0.1. The SDK's own client talks to each; calls alternate between them so machine load
hits all alike. Reported: math.find and a small sat.solve, median and p95, and the ratio to
standalone stdio; also HTTP in the legacy (stateful session) protocol era.
Then time to a completed ``initialize`` (client spawn included), and a new session's first
GAP run: a standalone stdio server vs the relay with its daemon warm (pool shared).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "mcp"))

SAT = "p cnf 3 3\n1 -2 0\n2 3 0\n-1 -3 0\n"
CALLS = {
    "math.find": ("math.find", {"query": "satisfiable"}),
    "sat.solve": ("math.run", {"capability_id": "sat.solve", "payload": {"dimacs": SAT}}),
}


def summary(xs: list[float]) -> str:
    xs = sorted(xs)
    return f"median {statistics.median(xs) * 1000:7.2f} ms  p95 {xs[int(0.95 * (len(xs) - 1))] * 1000:7.2f} ms"


async def measure(runs: int, http_url: str, stdio_params, relay_params) -> dict[str, dict[str, list[float]]]:
    from httpserver import client_transport
    from mcp import Client

    kinds = ("stdio", "stdio-relay", "http", "http-legacy")
    times: dict[str, dict[str, list[float]]] = {name: {kind: [] for kind in kinds} for name in CALLS}
    async with (
        Client(stdio_params) as stdio,
        Client(relay_params) as relayed,
        Client(client_transport(http_url)) as http,
        Client(client_transport(http_url), mode="legacy") as legacy,
    ):
        clients = {"stdio": stdio, "stdio-relay": relayed, "http": http, "http-legacy": legacy}
        for client in clients.values():  # warm: pools started, catalogs cached
            for tool, args in CALLS.values():
                await client.call_tool(tool, args)
        for _ in range(runs):
            for name, (tool, args) in CALLS.items():
                for kind, client in clients.items():
                    t = time.perf_counter()
                    result = await client.call_tool(tool, args)
                    times[name][kind].append(time.perf_counter() - t)
                    assert not result.is_error, result.content[0].text
    return times


async def time_to_initialize(params, runs: int) -> list[float]:
    from mcp import Client

    out = []
    for _ in range(runs):
        t = time.perf_counter()
        async with Client(params, mode="legacy"):
            out.append(time.perf_counter() - t)
    return out


GAP_RUN = ("math.run", {"capability_id": "group.permutation.order", "payload": {"generators": ["(1,2,3,4)", "(1,2)"]}})


async def first_gap_run(params) -> list[float]:
    """A new session's first GAP call: client spawn to the result."""
    from mcp import Client

    t = time.perf_counter()
    async with Client(params, mode="legacy") as client:
        result = await client.call_tool(*GAP_RUN)
        assert not result.is_error, result.content[0].text
    return [time.perf_counter() - t]


def main() -> None:
    import os
    import signal

    import anyio
    from conftest import authorize_bundled
    from httpserver import http_server
    from mcp.client.stdio import StdioServerParameters

    from jacobian.mcp.relay import log_path

    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=30)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        states = {name: Path(tmp) / name for name in ("stdio", "relay", "http")}
        for d in states.values():
            d.mkdir()
            authorize_bundled(d)
        sock = Path(tmp) / "run" / "mcp.sock"
        # This interpreter's `jacobian-mcp` (as a client starts it; a `jacobian-mcp` on PATH may be another install).
        import shutil

        exe = shutil.which("jacobian-mcp", path=str(Path(sys.executable).parent))
        base = [exe, "--state-dir"] if exe else [sys.executable, "-P", "-m", "jacobian.mcp.server", "--state-dir"]
        standalone = StdioServerParameters(command=base[0], args=[*base[1:], str(states["stdio"]), "--standalone"])
        relayed = StdioServerParameters(command=base[0], args=[*base[1:], str(states["relay"]), "--socket", str(sock)])
        daemon = None
        try:
            anyio.run(time_to_initialize, relayed, 1)  # the daemon started
            daemon = int(log_path(sock).read_text().rsplit("(pid ", 1)[1].split(")")[0])
            with http_server(states["http"], "--allow-anonymous") as server:
                times = anyio.run(measure, args.runs, server.url, standalone, relayed)
            init: dict[str, list[float]] = {"standalone": [], "relay": []}
            for _ in range(5):  # alternate, so load hits both alike
                init["standalone"] += anyio.run(time_to_initialize, standalone, 1)
                init["relay"] += anyio.run(time_to_initialize, relayed, 1)
            anyio.run(first_gap_run, relayed)  # one session has used GAP: the daemon's pool is warm
            gap: dict[str, list[float]] = {"standalone": [], "relay": []}
            for _ in range(3):
                gap["standalone"] += anyio.run(first_gap_run, standalone)
                gap["relay"] += anyio.run(first_gap_run, relayed)
        finally:
            if daemon is not None:
                os.kill(daemon, signal.SIGTERM)
                for _ in range(200):  # its pools stop before the temporary directory goes
                    try:
                        os.kill(daemon, 0)
                    except ProcessLookupError:
                        break
                    time.sleep(0.1)
    print(f"round trip, SDK client, {args.runs} calls each, interleaved (stdio standalone, relayed, loopback HTTP)")
    for name, by_kind in times.items():
        ref = statistics.median(by_kind["stdio"])
        for kind, xs in by_kind.items():
            print(f"  {name:10s} {kind:12s} {summary(xs)}  x{statistics.median(xs) / ref:.2f} of stdio")
    print("time to initialize (client spawn to InitializeResult)")
    for kind, xs in init.items():
        print(f"  {kind:12s} {summary(xs)}")
    print("a new session's first GAP run (client spawn to result): standalone server vs relay, pool shared")
    for kind, xs in gap.items():
        print(f"  {kind:12s} {summary(xs)}  x{statistics.median(xs) / statistics.median(gap['standalone']):.2f}")


if __name__ == "__main__":
    main()
