"""MCP start-up as a client meets it, measured in one run: python -P bench/bench_startup.py [--repeat N]
[--server LABEL=PATH]...

For each installation (``LABEL=PATH`` of a ``jacobian-mcp`` console script; default: the one beside this
interpreter), a real subprocess is sent ``initialize`` (with Claude Desktop's ``clientInfo``), then
``notifications/initialized`` and ``tools/list``; the wall time from spawning it to each answer is taken:

- ``cold standalone``: ``jacobian-mcp --standalone --no-prestart`` on a state directory whose probes are
  cached (a new process: interpreter, imports, state, catalog);
- ``cold relay``: ``jacobian-mcp`` (the default relay) on a *fresh* state directory with no daemon
  running: the relay starts the daemon, which probes every provider (the first session of a user);
- ``warm relay``: the same again with that daemon running (every later session).

Yardsticks, in the same rounds: ``PYTHON -c pass`` and ``PYTHON -c "import mcp.server.lowlevel"`` (the
MCP SDK's own import, which every in-process server pays before it can answer). Each round runs every
measurement once, the order rotating, so a change in the host's load falls on all alike. Printed per
measurement: the median and minimum of ``initialize`` and of ``tools/list`` (ms), the ratio of the
``initialize`` median to the SDK-import yardstick's, and the mean 1-minute load average meanwhile.
Clients' start-up timeouts for comparison: Codex 10 s (``startup_timeout_sec``). To compare two
commits in one run, install the other into a venv of its own (see ``bench_cli_startup.py``) and pass both
``--server before=... --server after=...``. Every daemon started is stopped (SIGTERM) before the next round.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

INITIALIZE = {
    "jsonrpc": "2.0",
    "id": 0,
    "method": "initialize",
    "params": {
        "protocolVersion": "2025-06-18",
        "capabilities": {},
        "clientInfo": {"name": "claude-ai", "version": "0.1.0"},
    },
}
AFTER = b'{"jsonrpc":"2.0","method":"notifications/initialized"}\n{"jsonrpc":"2.0","id":1,"method":"tools/list"}\n'
TIMEOUT_SECONDS = 300.0
SDK_IMPORT = "import mcp.server.lowlevel"


def interpreter(script: Path) -> str:
    return script.read_text().splitlines()[0][2:].strip().split()[0]


def session(argv: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Seconds from spawning ``argv`` to its ``initialize`` answer and to its ``tools/list`` answer."""
    started = time.perf_counter()
    proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env)
    try:
        assert proc.stdin is not None and proc.stdout is not None
        proc.stdin.write((json.dumps(INITIALIZE) + "\n").encode())
        proc.stdin.flush()
        first = proc.stdout.readline()
        initialized = time.perf_counter() - started
        assert b'"serverInfo"' in first, first[:300]
        proc.stdin.write(AFTER)
        proc.stdin.flush()
        second = proc.stdout.readline()
        listed = time.perf_counter() - started
        assert b'"tools"' in second, second[:300]
        proc.stdin.close()
        proc.wait(TIMEOUT_SECONDS)
        return initialized, listed
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


def timed(argv: list[str], env: dict[str, str]) -> float:
    started = time.perf_counter()
    subprocess.run(argv, check=True, env=env, stdout=subprocess.DEVNULL)
    return time.perf_counter() - started


def stop_daemon(sock: Path) -> None:
    """SIGTERM the daemon announced in the log beside ``sock``, and wait until it is gone."""
    log = sock.with_suffix(".log")
    found = re.findall(r"daemon on .* \(pid (\d+)\)", log.read_text()) if log.exists() else []
    for pid in {int(p) for p in found}:
        try:
            os.kill(pid, signal.SIGTERM)
        except ProcessLookupError:
            continue
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            try:
                os.kill(pid, 0)
            except ProcessLookupError:
                break
            time.sleep(0.05)
    log.unlink(missing_ok=True)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--repeat", type=int, default=5)
    p.add_argument("--server", action="append", default=[], metavar="LABEL=PATH", help="a jacobian-mcp script")
    args = p.parse_args()
    servers = {"this": Path(sys.executable).parent / "jacobian-mcp"}
    if args.server:
        servers = {s.split("=", 1)[0]: Path(s.split("=", 1)[1]) for s in args.server}
    work = Path(tempfile.mkdtemp(prefix="bench-startup-"))
    env = dict(os.environ, XDG_CONFIG_HOME=str(work / "config"), JACOBIAN_MANIFEST_DIR=str(work / "no-operator"))
    env.pop("JACOBIAN_STATE_DIR", None)
    measurements: dict[str, list] = {}  # name -> [(initialize, tools/list)]
    loads: dict[str, list[float]] = {}

    def record(name: str, value: tuple[float, float], load: float) -> None:
        measurements.setdefault(name, []).append(value)
        loads.setdefault(name, []).append(load)

    def relay_pair(label: str, script: Path, n: int) -> list[tuple[str, tuple[float, float]]]:
        """A first session on a fresh state directory (the daemon starts), then a second (it is warm)."""
        sock, state = work / label / f"run-{n}" / "mcp.sock", work / label / f"fresh-{n}"
        argv = [str(script), "--no-prestart", "--state-dir", str(state), "--socket", str(sock)]
        try:
            cold = session(argv, env)
            return [(f"{label}: cold relay (fresh state dir)", cold), (f"{label}: warm relay", session(argv, env))]
        finally:
            stop_daemon(sock)
            shutil.rmtree(state, ignore_errors=True)

    try:
        py = interpreter(next(iter(servers.values())))
        plan = [
            lambda n: [("PYTHON -c pass", (timed([py, "-c", "pass"], env), 0.0))],
            lambda n: [("PYTHON -c 'import mcp.server.lowlevel'", (timed([py, "-c", SDK_IMPORT], env), 0.0))],
        ]
        for label, script in servers.items():
            standalone = [str(script), "--standalone", "--no-prestart", "--state-dir", str(work / label / "warm-state")]
            session(standalone, env)  # unmeasured: fills the probe cache
            plan.append(lambda n, label=label, argv=standalone: [(f"{label}: cold standalone", session(argv, env))])
            plan.append(lambda n, label=label, script=script: relay_pair(label, script, n))
        for r in range(args.repeat):
            for step in plan[r % len(plan) :] + plan[: r % len(plan)]:
                before = os.getloadavg()[0]
                results = step(r)
                load = (before + os.getloadavg()[0]) / 2
                for name, value in results:
                    record(name, value, load)
    finally:
        for label in servers:
            for sock in (work / label).glob("run-*/mcp.sock"):
                stop_daemon(sock)
        shutil.rmtree(work, ignore_errors=True)
    floor = statistics.median(m[0] for m in measurements["PYTHON -c 'import mcp.server.lowlevel'"])
    print(f"{'':44s} {'initialize ms':>22s} {'tools/list ms':>22s} {'init / SDK':>10s} {'load':>5s}")
    print(f"{'':44s} {'median':>11s}{'min':>11s} {'median':>11s}{'min':>11s}")
    for name, values in measurements.items():
        init = [v[0] * 1000 for v in values]
        listed = [v[1] * 1000 for v in values if v[1]]
        lst = f"{statistics.median(listed):11.0f}{min(listed):11.0f}" if listed else f"{'-':>11s}{'-':>11s}"
        ratio = statistics.median(init) / (floor * 1000)
        load = statistics.mean(loads.get(name, [0.0]))
        print(f"{name:44s} {statistics.median(init):11.0f}{min(init):11.0f} {lst} {ratio:10.2f} {load:5.1f}")
    print(f"({args.repeat} rounds; cores {os.cpu_count()}; Codex's default startup_timeout_sec is 10 s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
