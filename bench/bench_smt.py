"""Pooled Z3 worker vs Z3 called directly in one process vs the Z3 executable per call.

Measured in one run on the same small problems (the corpus's sat/unsat files),
N calls each:

- direct:  z3.Solver in this process (fresh context per call), no isolation
- pooled:  through the runtime (`Runtime.run("smt.check", ..., engine="z3")`):
           validation, planning, the supervisor's warm pooled worker, interpretation
- per-call executable: through the runtime with engine "z3-cli" (Debian /usr/bin/z3,
           a sandboxed process per call)

Prints mean milliseconds per call and the ratios to the direct call.
Run: python3 bench/bench_smt.py [N]
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

import trio

CORPUS = Path(__file__).resolve().parents[1] / "tests" / "providers" / "smt" / "corpus"
SCRIPTS = [p.read_text() for p in sorted(CORPUS.glob("*.smt2")) if "unknown" not in p.name]


def direct(n: int) -> float:
    import z3

    start = time.perf_counter()
    for i in range(n):
        s = z3.Solver(ctx=z3.Context())
        s.from_string(SCRIPTS[i % len(SCRIPTS)])
        s.check()
    return (time.perf_counter() - start) / n


async def through_runtime(n: int, engine: str) -> tuple[float, str]:
    from jacobian.runtime import Runtime, RuntimeConfig

    with tempfile.TemporaryDirectory() as tmp:
        async with Runtime.open(RuntimeConfig(state_dir=Path(tmp) / "state", manifest_dir=Path(tmp) / "ops")) as rt:
            first = await rt.run("smt.check", {"script": SCRIPTS[0], "engine": engine})  # warm-up (pool start)
            if first.execution.status.value != "COMPLETED":
                return float(
                    "nan"
                ), f"{first.execution.status.value}: {first.diagnostics[0].message if first.diagnostics else ''}"
            start = time.perf_counter()
            for i in range(n):
                r = await rt.run("smt.check", {"script": SCRIPTS[i % len(SCRIPTS)], "engine": engine})
                assert r.conclusion.value in ("SAT", "UNSAT"), r
            return (
                time.perf_counter() - start
            ) / n, first.provenance.isolation.value if first.provenance and first.provenance.isolation else "?"


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    d = direct(n)
    pooled, how_p = trio.run(through_runtime, n, "z3")
    cli, how_c = trio.run(through_runtime, n, "z3-cli")
    print(f"smt.check, {n} calls over {len(SCRIPTS)} corpus scripts (mean per call)")
    print(f"  z3 direct, in process      : {d * 1000:8.2f} ms   1.0x")
    print(f"  z3 pooled worker (runtime) : {pooled * 1000:8.2f} ms   {pooled / d:6.1f}x direct   [{how_p}]")
    print(
        f"  z3 executable per call     : {cli * 1000:8.2f} ms   {cli / d:6.1f}x direct, "
        f"{cli / pooled:5.2f}x pooled   [{how_c}]"
    )


if __name__ == "__main__":
    main()
