"""CLI start-up, measured in one run: python -P bench/bench_cli_startup.py [--repeat N] [--jacobian LABEL=PATH]...

Times, as wall clock of a real subprocess, for each installation (``LABEL=PATH`` of a ``jacobian``
console script; default: the one beside this interpreter):

- ``jacobian sandbox run -- true``
- ``jacobian run sat.solve --payload '{"dimacs": "p cnf 1 1\\n1 0\\n"}'``

and as yardsticks ``python3 -c pass`` (the ``python3`` on PATH, as a user types it: on a pyenv host a
shell-script shim) and ``PYTHON -c pass`` for the interpreter in each script's ``#!`` line (what the
CLI itself starts). Every command of every installation is run once per round, the order rotating
from round to round, so a change in the host's load falls on all of them alike. Printed per command:
the median and the minimum wall time, the median CPU time (user + system of the command and the
processes it waited for: less sensitive to a loaded host than wall time), the mean 1-minute load
average while it was measured, and the wall median's ratio to the yardsticks' medians. Goals on a
quiet host: sandbox run <= 300 ms, run <= 600 ms.

With ``--mcp``, also ``jacobian-mcp --help`` and ``jacobian-mcp --standalone --no-prestart`` timed to its
answer to ``initialize`` (the in-process server: runtime opened, then the SDK's stdio session; the
default stdio relay imports only the standard library and is answered by the warm daemon).

Each installation gets its own temporary state directory (warmed by one unmeasured run of each
command, so the providers' probes are cached: start-up is measured, not the first run's probes), an
empty operator manifest directory and its own config home. To compare two commits in one run,
install the other one into a venv of its own and pass both::

    git archive BASE | tar -x -C /tmp/before-src
    python3 -m venv --system-site-packages /tmp/before && /tmp/before/bin/pip install --no-deps /tmp/before-src
    python -P bench/bench_cli_startup.py --jacobian before=/tmp/before/bin/jacobian \\
        --jacobian after=$VIRTUAL_ENV/bin/jacobian
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

PAYLOAD = '{"dimacs": "p cnf 1 1\\n1 0\\n"}'
INITIALIZE = json.dumps(
    {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "initialize",
        "params": {
            "protocolVersion": "2025-06-18",
            "capabilities": {},
            "clientInfo": {"name": "bench", "version": "0"},
        },
    }
)
GOALS_MS = {"sandbox run -- true": 300, "run sat.solve": 600}


def interpreter(script: Path) -> str:
    """The interpreter a console script starts (its ``#!`` line)."""
    first = script.read_text().splitlines()[0]
    return first[2:].strip().split()[0]


def commands(installs: dict[str, Path], mcp: bool) -> list[tuple[str, str, list[str]]]:
    """(installation label, command name, argv): the yardstick first, then each installation's."""
    python3 = shutil.which("python3") or "python3"
    out = [("-", "python3 -c pass", [python3, "-c", "pass"])]
    for label, script in installs.items():
        out += [
            (label, "PYTHON -c pass", [interpreter(script), "-c", "pass"]),
            (label, "sandbox run -- true", [str(script), "sandbox", "run", "--", "true"]),
            (label, "run sat.solve", [str(script), "run", "sat.solve", "--payload", PAYLOAD]),
        ]
        if mcp:
            server = str(script.parent / "jacobian-mcp")
            out += [
                (label, "jacobian-mcp --help", [server, "--help"]),
                (label, "mcp initialize", [server, "--standalone", "--no-prestart"]),
            ]
    return out


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run_once(name: str, argv: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Wall and CPU seconds (user + system, the command and every process it waited for) of one run;
    a failing command is an error, never a (fast) figure. ``mcp initialize``: wall time to the answer
    to ``initialize`` (the server then sees the end of its input and exits; its CPU counts it all)."""
    cpu = _children_cpu()
    start = time.perf_counter()
    if name == "mcp initialize":
        with subprocess.Popen(argv, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE) as server:
            assert server.stdin is not None and server.stdout is not None
            server.stdin.write(INITIALIZE.encode() + b"\n")
            server.stdin.flush()
            answer = server.stdout.readline()
            elapsed = time.perf_counter() - start
            server.stdin.close()
            code = server.wait()
        if b'"result"' not in answer or code != 0:
            raise SystemExit(f"{' '.join(argv)} exited {code} after answering {answer[:300]!r}")
        return elapsed, _children_cpu() - cpu
    proc = subprocess.run(argv, env=env, capture_output=True)
    elapsed = time.perf_counter() - start
    if proc.returncode != 0:
        raise SystemExit(f"{' '.join(argv)} exited {proc.returncode}:\n{proc.stdout.decode()}{proc.stderr.decode()}")
    return elapsed, _children_cpu() - cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=15, help="rounds (default 15)")
    parser.add_argument("--jacobian", action="append", metavar="LABEL=PATH", help="an installation (repeatable)")
    parser.add_argument("--mcp", action="store_true", help="also jacobian-mcp --help and its initialize answer")
    args = parser.parse_args()
    given = args.jacobian or [f"this={Path(sys.executable).parent / 'jacobian'}"]
    installs = {label: Path(path) for label, _, path in (g.partition("=") for g in given)}
    with tempfile.TemporaryDirectory(prefix="bench-cli-") as tmp:
        envs: dict[str, dict[str, str]] = {"-": dict(os.environ)}
        for label in installs:
            home = Path(tmp) / label
            (home / "manifests").mkdir(parents=True)
            envs[label] = dict(
                os.environ,
                JACOBIAN_STATE_DIR=str(home / "state"),
                JACOBIAN_MANIFEST_DIR=str(home / "manifests"),
                XDG_CONFIG_HOME=str(home / "config"),
            )
        todo = commands(installs, args.mcp)
        for label, name, argv in todo:  # warm-up: probes cached, files in the page cache
            run_once(name, argv, envs[label])
        times: dict[int, list[float]] = {i: [] for i in range(len(todo))}
        cpus: dict[int, list[float]] = {i: [] for i in range(len(todo))}
        loads: dict[int, list[float]] = {i: [] for i in range(len(todo))}
        for r in range(args.repeat):
            order = list(range(len(todo)))
            order = order[r % len(order) :] + order[: r % len(order)]
            for i in order:
                label, name, argv = todo[i]
                loads[i].append(os.getloadavg()[0])
                wall, cpu = run_once(name, argv, envs[label])
                times[i].append(wall)
                cpus[i].append(cpu)
    median = {i: statistics.median(ts) for i, ts in times.items()}
    python3 = median[0]
    own = {label: median[i] for i, (label, name, _) in enumerate(todo) if name == "PYTHON -c pass"}
    print(f"{os.cpu_count()} CPUs; python3 = {shutil.which('python3')}; {args.repeat} rounds, alternating")
    head = f"{'install':8} {'command':22} {'median ms':>9} {'min ms':>7} {'cpu ms':>6} {'load':>5} {'/python3':>8}"
    head += f" {'/PYTHON':>7}"
    print(head + "  goal")
    for i, (label, name, _) in enumerate(todo):
        ratio_own = f"{median[i] / own[label]:7.2f}" if label in own else f"{'-':>7}"
        goal = GOALS_MS.get(name)
        verdict = "" if goal is None else f"<= {goal} ms: {'met' if median[i] * 1000 <= goal else 'not met'}"
        print(
            f"{label:8} {name:22} {median[i] * 1000:9.0f} {min(times[i]) * 1000:7.0f} "
            f"{statistics.median(cpus[i]) * 1000:6.0f} "
            f"{statistics.mean(loads[i]):5.2f} {median[i] / python3:8.2f} {ratio_own}  {verdict}"
        )


if __name__ == "__main__":
    main()
