"""What VERIFY adds over EXPLORE, per family, before and after, measured side by side in one run.

    python -P bench/bench_verify_overhead.py [--before PYTHON] [--runs N] [--rounds R] [--family F ...]

Each family's first published VERIFY example (the one ``math.find`` shows agents) runs in EXPLORE and in
VERIFY mode through a real runtime (every bundled checker authorized), alternately, ``runs`` times per
round. ``--before`` names the interpreter of another installation of Jacobian (e.g. a virtual environment
holding main before this change): it runs in its own worker process and the two alternate family by
family and round by round, so both see the same load. Printed per family and side:

- EXPLORE and VERIFY wall time (median), and VERIFY - EXPLORE;
- the checker job's own wall and CPU time (median), and how its process came to be (PER_JOB or FORKED);
- the first VERIFY of the family on a fresh runtime (the checker's start cost: a process start per
  check before, the template's start after) and the server's own CPU per VERIFY minus per EXPLORE.
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

SKIP = {"lean", "runtime", "checker", "testpy"}  # no engine installed by the set-up, or no producer


#: Beside the families' own examples: the smallest SAT check there is, a model (the sat family's own
#: example is an UNSAT formula, whose proof checker also runs the DRAT elaborator as a program).
EXTRA = {"sat-model": ("sat.solve", {"dimacs": "p cnf 3 3\n1 -2 0\n2 3 0\n-1 -3 0\n"})}


def examples() -> dict[str, tuple[str, dict]]:
    """family -> (capability id, payload) of its first published VERIFY example, and EXTRA."""
    from jacobian.capability import load_family_definitions
    from jacobian.contracts.enums import Mode

    out: dict[str, tuple[str, dict]] = {}
    for cap_id, definition in sorted(load_family_definitions().items()):
        if definition.family in SKIP or definition.family in out:
            continue
        for example in definition.examples:
            if example.mode is Mode.VERIFY:
                out[definition.family] = (cap_id, example.payload)
                break
    return {**out, **EXTRA}


def worker(state_dir: str) -> None:
    """Serve measurement requests (one JSON line each) on one warm runtime until end of input."""
    import trio

    from jacobian.checkers import BUNDLED
    from jacobian.runtime import Runtime, RuntimeConfig

    chosen = examples()

    async def main() -> None:
        config = RuntimeConfig(state_dir=Path(state_dir), manifest_dir=Path(state_dir) / "no-operator")
        async with Runtime.open(config) as rt:
            for spec in BUNDLED:
                rt.state.authorizations.authorize(spec, "bench_verify_overhead")
        async with Runtime.open(config) as rt:
            cold: set[str] = set()
            print(json.dumps({"families": sorted(chosen)}), flush=True)
            while line := await trio.to_thread.run_sync(sys.stdin.readline):
                ask = json.loads(line)
                family, runs = ask["family"], ask["runs"]
                cap, payload = chosen[family]
                out: dict = {"explore": [], "verify": [], "explore_cpu": [], "verify_cpu": [], "checker": []}
                out["checker_cpu"], out["levels"], out["isolation"] = [], [], []
                if family not in cold:  # the first VERIFY of this family on this runtime: the checker starts
                    cold.add(family)
                    t = time.perf_counter()
                    r = await rt.run(cap, payload, "VERIFY")
                    out["first_verify"] = time.perf_counter() - t
                    out["first_checker"] = r.verification.execution.wall_ms / 1000 if r.verification else None
                    await rt.run(cap, payload, "EXPLORE")
                for _ in range(runs):
                    for mode in ("EXPLORE", "VERIFY"):
                        t, c = time.perf_counter(), time.process_time()
                        r = await rt.run(cap, payload, mode)
                        wall, cpu = time.perf_counter() - t, time.process_time() - c
                        out[mode.lower()].append(wall)
                        out[mode.lower() + "_cpu"].append(cpu)
                    out["levels"].append(r.assurance.level.value)
                    if r.verification is not None and r.verification.execution is not None:
                        out["checker"].append(r.verification.execution.wall_ms / 1000)
                        out["checker_cpu"].append((r.verification.execution.cpu_ms or 0) / 1000)
                        out["isolation"].append(str(getattr(r.verification, "isolation", None) or "PER_JOB"))
                print(json.dumps(out), flush=True)

    trio.run(main)


class Side:
    def __init__(self, name: str, python: str) -> None:
        self.name = name
        self.state = tempfile.mkdtemp(prefix=f"jacobian-bench-verify-{name}-")
        self.proc = subprocess.Popen(
            [python, "-P", os.path.abspath(__file__), "--worker", self.state],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            cwd="/",
        )
        self.families = json.loads(self._read())["families"]
        self.results: dict[str, dict] = {}

    def _read(self) -> str:
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        if not line:
            raise SystemExit(f"the {self.name} worker ended")
        return line

    def measure(self, family: str, runs: int) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(json.dumps({"family": family, "runs": runs}) + "\n")
        self.proc.stdin.flush()
        got = json.loads(self._read())
        into = self.results.setdefault(family, {})
        for key, value in got.items():
            if isinstance(value, list):
                into.setdefault(key, []).extend(value)
            else:
                into[key] = value

    def close(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        self.proc.wait(timeout=120)


def ms(xs: list[float]) -> str:
    return f"{statistics.median(xs) * 1000:8.1f}" if xs else "       -"


def report(sides: list[Side], families: list[str]) -> None:
    head = f"{'family':<10} {'side':<7} {'EXPLORE':>8} {'VERIFY':>8} {'+VERIFY':>8} {'checker':>8} {'chk cpu':>8}"
    print(head + f" {'first V':>8} {'srv cpu+':>8}  isolation, assurance   (ms, medians)")
    for family in families:
        for side in sides:
            r = side.results.get(family)
            if not r:
                continue
            added = [v - e for v, e in zip(r["verify"], r["explore"], strict=True)]
            cpu = [v - e for v, e in zip(r["verify_cpu"], r["explore_cpu"], strict=True)]
            first = r.get("first_verify")
            iso = ",".join(sorted(set(r["isolation"]))) or "-"
            levels = ",".join(sorted(set(r["levels"])))
            print(
                f"{family:<10} {side.name:<7} {ms(r['explore'])} {ms(r['verify'])} {ms(added)} {ms(r['checker'])} "
                f"{ms(r['checker_cpu'])} {ms([first] if first else [])} {ms(cpu)}  {iso}, {levels}"
            )
    if len(sides) == 2:
        print("\nVERIFY - EXPLORE, before / after (median of the differences, per family):")
        for family in families:
            got = [s.results.get(family) for s in sides]
            if not all(got):
                continue
            a, b = ([v - e for v, e in zip(r["verify"], r["explore"], strict=True)] for r in got if r)
            print(f"  {family:<10} {ms(a)} -> {ms(b)} ms   ({statistics.median(a) / statistics.median(b):5.1f}x)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    parser.add_argument("--before", help="the interpreter of the installation to compare against")
    parser.add_argument("--runs", type=int, default=5, help="EXPLORE/VERIFY pairs per family and round")
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--family", action="append", help="only these families (default: every one)")
    args = parser.parse_args()
    if args.worker:
        worker(args.worker)
        return
    load0 = os.getloadavg()
    sides = ([Side("before", args.before)] if args.before else []) + [Side("after", sys.executable)]
    families = [f for f in sides[-1].families if not args.family or f in args.family]
    for _ in range(args.rounds):
        for family in families:
            for side in sides:
                if family in side.families:
                    side.measure(family, args.runs)
    for side in sides:
        side.close()
    load1 = os.getloadavg()
    print(f"load average {load0[0]:.1f} at the start, {load1[0]:.1f} at the end; {os.cpu_count()} CPUs")
    report(sides, families)


if __name__ == "__main__":
    main()
