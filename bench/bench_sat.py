"""SAT overhead, in one run: sat.solve through the runtime against the same solver called directly.

- pooled PySAT (engine pysat, cadical195) vs ``pysat.solvers.Solver('cadical195')`` in this process, uf50-218;
- each CLI engine through the runtime vs the bare executable run with subprocess on the same files.
Prints milliseconds per call and the overhead. Run: ``python3 bench/bench_sat.py``.
"""

from __future__ import annotations

import subprocess
import tempfile
import time
from pathlib import Path

import trio

FIXTURES = Path(__file__).resolve().parents[1] / "tests" / "data" / "satlib" / "uf50-218"
CLI = {
    "cadical": ["/usr/bin/cadical", "-q"],
    "cryptominisat": ["/usr/bin/cryptominisat5", "--verb", "0", "--threads", "1"],
    "minisat": ["/usr/bin/minisat", "-verb=0"],
    "picosat": ["/usr/bin/picosat"],
}


def direct_pysat(texts):
    from pysat.formula import CNF
    from pysat.solvers import Solver

    started = time.perf_counter()
    for text in texts:
        with Solver(name="cadical195", bootstrap_with=CNF(from_string=text).clauses, with_proof=True) as s:
            assert s.solve()
            s.get_model()
    return (time.perf_counter() - started) / len(texts)


def bare(engine, paths):
    started = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp:
        for path in paths:
            argv = CLI[engine] + [str(path)] + ([f"{tmp}/out.txt"] if engine == "minisat" else [])
            assert subprocess.run(argv, capture_output=True).returncode == 10
    return (time.perf_counter() - started) / len(paths)


async def through_runtime(texts, engine):
    from jacobian.runtime import Runtime, RuntimeConfig

    with tempfile.TemporaryDirectory() as tmp:
        async with Runtime.open(RuntimeConfig(state_dir=Path(tmp) / "state", manifest_dir=Path(tmp) / "none")) as rt:
            await rt.run("sat.solve", {"dimacs": texts[0], "engine": engine})  # warm the pool / caches
            started = time.perf_counter()
            for text in texts:
                r = await rt.run("sat.solve", {"dimacs": text, "engine": engine})
                assert r.conclusion.value == "SAT", r.diagnostics
            return (time.perf_counter() - started) / len(texts)


def main():
    paths = sorted(FIXTURES.glob("*.cnf"))
    texts = [p.read_text() for p in paths]
    print(f"sat.solve on {len(paths)} uf50-218 instances (ms per call)")
    d = direct_pysat(texts)
    r = trio.run(through_runtime, texts, "pysat")
    print(
        f"  pysat cadical195  direct {d * 1e3:8.2f}   runtime (pooled) {r * 1e3:8.2f}   "
        f"overhead {(r - d) * 1e3:+7.2f} ms  (target < 3)"
    )
    for engine in CLI:
        b = bare(engine, paths)
        r = trio.run(through_runtime, texts, engine)
        print(
            f"  {engine:16s}  bare     {b * 1e3:8.2f}   runtime (per-job) {r * 1e3:7.2f}   "
            f"overhead {(r - b) * 1e3:+7.2f} ms"
        )


if __name__ == "__main__":
    main()
