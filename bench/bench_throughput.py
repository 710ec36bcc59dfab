"""Per-call cost and throughput of small ``math.run`` calls, before and after, measured in one run.

    python -P bench/bench_throughput.py [--before PYTHON] [--calls N] [--inflight 1,8,32]

Per side (``--before`` names the interpreter of another installation, e.g. main before this change;
the current interpreter is "after"), with the same small formula (``sat.solve``, 3 variables):

1. **Per call, in one process**: the same PySAT call made in process (CaDiCaL 1.9.5 with a proof, as the
   worker makes it) against ``Runtime.run`` (the pooled worker through the runtime), alternately; the
   difference is the pooled path's cost per call. The runtime's own CPU per call is printed beside it.
2. **Over stdio**: a standalone ``jacobian-mcp`` server, and two echo servers over the same transport:
   ``echo-mcp`` (Jacobian's stdio transport and the same MCP SDK server, whose one tool returns its
   arguments: the JSON-RPC and MCP layers without the runtime) and ``echo-raw`` (a bare JSON-RPC loop in
   Python: read a line, answer it). Calls per second, p50 and p99 latency at each number of calls in
   flight, and the server's own CPU per call (from /proc); the two sides alternate level by level.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

SAT = "p cnf 3 3\n1 -2 0\n2 3 0\n-1 -3 0\n"
CLAUSES = [[1, -2], [2, 3], [-1, -3]]


# -- servers ------------------------------------------------------------------------------------
def echo_raw() -> None:
    """A bare JSON-RPC server: every request line is answered with its own params."""
    out = sys.stdout.buffer
    for line in sys.stdin.buffer:
        message = json.loads(line)
        if "id" in message:
            result = {"echo": message.get("params")}
            out.write(json.dumps({"jsonrpc": "2.0", "id": message["id"], "result": result}).encode() + b"\n")
            out.flush()


def echo_mcp() -> None:
    """The same stdio transport and MCP server as Jacobian's, with one tool that returns its arguments."""
    import anyio
    import mcp_types as types
    from mcp.server.lowlevel import Server

    from jacobian.mcp.stdio import stdio_streams

    async def on_list_tools(ctx, params):  # type: ignore[no-untyped-def]
        return types.ListToolsResult(tools=[types.Tool(name="echo", input_schema={"type": "object"})])

    async def on_call_tool(ctx, params):  # type: ignore[no-untyped-def]
        arguments = params.arguments or {}
        return types.CallToolResult(
            content=[types.TextContent(type="text", text=json.dumps(arguments))], structured_content=arguments
        )

    server = Server("echo", on_list_tools=on_list_tools, on_call_tool=on_call_tool)

    async def main() -> None:
        async with stdio_streams() as (read, write):
            await server.run(read, write, server.create_initialization_options())

    anyio.run(main)


# -- in process ---------------------------------------------------------------------------------
def in_process(state_dir: str, calls: int) -> None:
    """The same PySAT call in process, and through Runtime.run, alternately; prints one JSON line."""
    import trio
    from pysat.solvers import Solver

    from jacobian.runtime import Runtime, RuntimeConfig

    def direct() -> None:
        with Solver(name="cadical195", bootstrap_with=CLAUSES, with_proof=True) as solver:
            solver.solve()
            solver.get_model()

    async def main() -> dict:
        config = RuntimeConfig(state_dir=Path(state_dir), manifest_dir=Path(state_dir) / "no-operator")
        out: dict = {"direct": [], "runtime": [], "runtime_cpu": []}
        async with Runtime.open(config) as rt:
            for _ in range(5):
                direct()
                await rt.run("sat.solve", {"dimacs": SAT})
            for _ in range(calls):
                t = time.perf_counter()
                direct()
                out["direct"].append(time.perf_counter() - t)
                t, c = time.perf_counter(), time.process_time()
                r = await rt.run("sat.solve", {"dimacs": SAT})
                out["runtime"].append(time.perf_counter() - t)
                out["runtime_cpu"].append(time.process_time() - c)
                assert r.conclusion.value == "SAT", r.diagnostics
        return out

    print(json.dumps(trio.run(main)), flush=True)


# -- the client ---------------------------------------------------------------------------------
def cpu_of(pid: int) -> float:
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


class Server:
    """A server process over stdio and a client that keeps up to k calls in flight."""

    def __init__(self, argv: list[str], mcp: bool) -> None:
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.mcp = mcp
        self.next_id = 0
        if mcp:
            init = {
                "protocolVersion": "2025-06-18",
                "capabilities": {},
                "clientInfo": {"name": "bench", "version": "1"},
            }
            self.call_sync("initialize", init)
            self.send({"jsonrpc": "2.0", "method": "notifications/initialized"})

    def send(self, message: dict) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(json.dumps(message).encode() + b"\n")
        self.proc.stdin.flush()

    def call_sync(self, method: str, params: dict) -> dict:
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        assert self.proc.stdout is not None
        while True:
            reply = json.loads(self.proc.stdout.readline())
            if reply.get("id") == self.next_id:
                return reply

    def run(self, method: str, params: dict, calls: int, inflight: int) -> dict:
        """``calls`` requests, at most ``inflight`` unanswered at any time: wall, latencies, server CPU."""
        assert self.proc.stdin is not None and self.proc.stdout is not None
        sent: dict[int, float] = {}
        latencies: list[float] = []
        cpu0, t0 = cpu_of(self.proc.pid), time.perf_counter()
        issued = 0
        while len(latencies) < calls:
            while issued < calls and len(sent) < inflight:
                self.next_id += 1
                issued += 1
                sent[self.next_id] = time.perf_counter()
                line = json.dumps({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
                self.proc.stdin.write(line.encode() + b"\n")
            self.proc.stdin.flush()
            reply = json.loads(self.proc.stdout.readline())
            started = sent.pop(reply.get("id"), None)
            if started is not None:
                latencies.append(time.perf_counter() - started)
                if "error" in reply or (reply.get("result") or {}).get("isError"):
                    raise SystemExit(f"a call failed: {str(reply)[:500]}")
        return {"wall": time.perf_counter() - t0, "cpu": cpu_of(self.proc.pid) - cpu0, "latencies": latencies}

    def close(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        try:
            self.proc.wait(timeout=60)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


def servers(python: str, state_dir: str) -> dict[str, tuple[Server, str, dict]]:
    me = os.path.abspath(__file__)
    run = {
        "name": "math.run",
        "arguments": {"capability_id": "sat.solve", "payload": {"dimacs": SAT}, "mode": "EXPLORE"},
    }
    jacobian = [python, "-P", "-m", "jacobian.mcp.server", "--standalone", "--state-dir", state_dir]
    out = {
        "jacobian": (Server(jacobian, True), "tools/call", run),
        "echo-mcp": (Server([python, "-P", me, "--echo-mcp"], True), "tools/call", {"name": "echo", "arguments": run}),
        "echo-raw": (Server([python, "-P", me, "--echo-raw"], False), "echo", run),
    }
    jacobian_server = out["jacobian"][0]
    for _ in range(10):  # warm: the pooled workers started, the catalog's schemas built
        jacobian_server.call_sync("tools/call", run)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--echo-raw", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--echo-mcp", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--in-process", metavar="STATE", help=argparse.SUPPRESS)
    parser.add_argument("--before", help="the interpreter of the installation to compare against")
    parser.add_argument("--calls", type=int, default=300, help="calls per server and level")
    parser.add_argument("--inflight", default="1,8,32")
    parser.add_argument("--rounds", type=int, default=5, help="turns the sides take at each level")
    args = parser.parse_args()
    if args.echo_raw:
        return echo_raw()
    if args.echo_mcp:
        return echo_mcp()
    if args.in_process:
        return in_process(args.in_process, args.calls)

    load0 = os.getloadavg()
    sides = ([("before", args.before)] if args.before else []) + [("after", sys.executable)]
    states = {name: tempfile.mkdtemp(prefix=f"jacobian-bench-throughput-{name}-") for name, _ in sides}
    per_call = {}
    for name, python in sides:  # (one after the other: each is a single process making one call at a time)
        done = subprocess.run(
            [python, "-P", os.path.abspath(__file__), "--in-process", states[name], "--calls", str(args.calls)],
            capture_output=True,
            text=True,
            check=True,
        )
        per_call[name] = json.loads(done.stdout.strip().splitlines()[-1])
    running = {name: servers(python, states[name]) for name, python in sides}
    levels = [int(k) for k in args.inflight.split(",")]
    table: dict[tuple[str, str, int], dict] = {}
    for k in levels:
        for server_name in ("jacobian", "echo-mcp", "echo-raw"):
            got: dict[str, list[dict]] = {name: [] for name, _ in sides}
            calls = args.calls * (10 if server_name == "echo-raw" else 1) // args.rounds
            for _ in range(args.rounds):  # the sides alternate, a share of the calls each time
                for name, _ in sides:
                    server, method, params = running[name][server_name]
                    got[name].append(server.run(method, params, calls, k))
            for name, parts in got.items():
                latencies = sorted(x for p in parts for x in p["latencies"])
                wall, cpu = sum(p["wall"] for p in parts), sum(p["cpu"] for p in parts)
                table[(name, server_name, k)] = {
                    "rate": len(latencies) / wall,
                    "p50": statistics.median(latencies),
                    "p99": latencies[min(len(latencies) - 1, int(0.99 * len(latencies)))],
                    "cpu_per_call": cpu / len(latencies),
                }
    for side in running.values():
        for server, _, _ in side.values():
            server.close()
    load1 = os.getloadavg()

    print(f"load average {load0[0]:.1f} at the start, {load1[0]:.1f} at the end; {os.cpu_count()} CPUs")
    print("\nper call, in one process (medians):")
    for name, _ in sides:
        d, r, c = (statistics.median(per_call[name][k]) * 1000 for k in ("direct", "runtime", "runtime_cpu"))
        print(
            f"  {name:<6} PySAT in process {d:6.3f} ms   Runtime.run {r:6.3f} ms   "
            f"pooled path +{r - d:6.3f} ms   (runtime CPU {c:.3f} ms per call)"
        )
    print("\nover stdio (calls/s, p50 and p99 latency in ms, server CPU per call in ms):")
    for k in levels:
        for server_name in ("jacobian", "echo-mcp", "echo-raw"):
            for name, _ in sides:
                row = table[(name, server_name, k)]
                print(
                    f"  {k:>2} in flight  {server_name:<9} {name:<6} {row['rate']:9.1f}/s  p50 {row['p50'] * 1000:7.2f}"
                    f"  p99 {row['p99'] * 1000:7.2f}  cpu {row['cpu_per_call'] * 1000:6.2f}"
                )
        for name, _ in sides:
            j, e = table[(name, "jacobian", k)]["rate"], table[(name, "echo-mcp", k)]["rate"]
            raw = table[(name, "echo-raw", k)]["rate"]
            print(f"  {k:>2} in flight  {name}: math.run at {j / e:.2f} of echo-mcp's rate, {j / raw:.4f} of echo-raw")
    for name, _ in sides:
        one = table[(name, "jacobian", 1)]["p50"] if 1 in levels else None
        if one is not None:
            r = statistics.median(per_call[name]["runtime"])
            d = statistics.median(per_call[name]["direct"])
            print(f"stdio p50 at 1 in flight, {name}: +{(one - d) * 1000:.2f} ms over the in-process PySAT call")


if __name__ == "__main__":
    main()
