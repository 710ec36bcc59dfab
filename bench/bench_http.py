"""Round-trip time over Streamable HTTP (loopback) vs stdio, measured side by side in one run.

    python3 bench/bench_http.py [--runs N]

Two servers on two state directories (each locks its own), the same bundled providers:
``jacobian-mcp`` over stdio and ``jacobian-mcp --transport streamable-http --allow-anonymous``
on 127.0.0.1. The SDK's own client talks to each; calls alternate between the two so
machine load hits both alike. Reported: math.find and a small sat.solve, median and p95,
and the HTTP/stdio ratio; also HTTP in the legacy (stateful session) protocol era.
Then time to a completed ``initialize`` (client spawn included), and a new session's first
GAP run: a standalone stdio server vs ``jacobian-mcp --relay`` with its daemon warm.
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


async def measure(runs: int, http_url: str, stdio_params) -> dict[str, dict[str, list[float]]]:
    from httpserver import client_transport
    from mcp import Client

    times: dict[str, dict[str, list[float]]] = {name: {"stdio": [], "http": [], "http-legacy": []} for name in CALLS}
    async with (
        Client(stdio_params) as stdio,
        Client(client_transport(http_url)) as http,
        Client(client_transport(http_url), mode="legacy") as legacy,
    ):
        clients = {"stdio": stdio, "http": http, "http-legacy": legacy}
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
    import anyio
    from conftest import authorize_bundled
    from httpserver import http_server
    from mcp.client.stdio import StdioServerParameters

    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=30)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        stdio_state, http_state = Path(tmp) / "stdio", Path(tmp) / "http"
        for d in (stdio_state, http_state):
            d.mkdir()
            authorize_bundled(d)
        with http_server(http_state, "--allow-anonymous") as server:
            # This interpreter's package for both servers (a `jacobian-mcp` on PATH may be another install).
            stdio = StdioServerParameters(
                command=sys.executable, args=["-P", "-m", "jacobian.mcp.server", "--state-dir", str(stdio_state)]
            )
            times = anyio.run(measure, args.runs, server.url, stdio)
    print(f"round trip, SDK client, {args.runs} calls each, interleaved (loopback HTTP vs stdio)")
    for name, by_kind in times.items():
        base = statistics.median(by_kind["stdio"])
        for kind, xs in by_kind.items():
            ratio = statistics.median(xs) / base
            print(f"  {name:10s} {kind:12s} {summary(xs)}  x{ratio:.2f} of stdio")
    with tempfile.TemporaryDirectory() as tmp:
        import os
        import signal

        sock = Path(tmp) / "run" / "mcp.sock"
        base = [sys.executable, "-P", "-m", "jacobian.mcp.server", "--state-dir"]
        # Two state directories: the daemon holds its directory's server lock.
        standalone = StdioServerParameters(command=base[0], args=[*base[1:], f"{tmp}/a", "--no-prestart"])
        relayed = StdioServerParameters(command=base[0], args=[*base[1:], f"{tmp}/b", "--relay", "--socket", str(sock)])
        anyio.run(time_to_initialize, standalone, 1)  # probes cached
        anyio.run(time_to_initialize, relayed, 1)  # the daemon started
        daemon = (sock.parent / "daemon.log").read_text().rsplit("(pid ", 1)[1].split(")")[0]
        try:
            init = {"standalone": [], "relay": []}
            for _ in range(5):  # alternate, so load hits both alike
                init["standalone"] += anyio.run(time_to_initialize, standalone, 1)
                init["relay"] += anyio.run(time_to_initialize, relayed, 1)
            anyio.run(first_gap_run, relayed)  # one session has used GAP: the daemon's pool is warm
            gap = {"standalone": [], "relay": []}
            for _ in range(3):
                gap["standalone"] += anyio.run(first_gap_run, standalone)
                gap["relay"] += anyio.run(first_gap_run, relayed)
        finally:
            os.kill(int(daemon), signal.SIGTERM)
    print("time to initialize (client spawn to InitializeResult)")
    for kind, xs in init.items():
        print(f"  {kind:12s} {summary(xs)}")
    print("a new session's first GAP run (client spawn to result): standalone server vs relay, pool shared")
    for kind, xs in gap.items():
        print(f"  {kind:12s} {summary(xs)}  x{statistics.median(xs) / statistics.median(gap['standalone']):.2f}")


if __name__ == "__main__":
    main()
