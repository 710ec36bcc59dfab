"""The Sage provider measured in one run: the pooled worker against per-job workers (what the passagemath import
costs), the first call after pre-start, and checking a Groebner certificate against computing it.

1. ``integer.factor`` on 91 through ``jacobian.runtime.Runtime`` (supervisor and sandbox included), with the
   bundled manifest (POOLED) and with an operator override ``isolation: {mode: PER_JOB}``.
2. The first call once the pooled worker has been pre-started and has imported passagemath.
3. For Cyclic-4, Katsura-4 and Cyclic-5 (degrevlex, over QQ and GF(32003)): in this process, the worker's own
   functions (Singular's basis alone; basis plus certificate) against the checker's ``check``, the least CPU
   time of ``--repeat`` interleaved calls (the target: check/(basis+cert) <= 0.8); then through the runtime in
   VERIFY mode, the producer job's wall time against the checker job's (each a sandboxed process).

    python3 bench/bench_sage.py [--runs 5] [--repeat 7]
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

import trio

from jacobian.checkers import BUNDLED
from jacobian.providers.sage import capabilities
from jacobian.runtime import Runtime, RuntimeConfig
from jacobian.state import State

REPO = Path(__file__).resolve().parents[1]
DEFINITIONS = {d.id: d for d in capabilities.CAPABILITIES}
GB = "polynomial.compute.groebner_basis"
KATSURA4 = [
    "u0+2*u1+2*u2+2*u3+2*u4-1",
    "u0^2+2*u1^2+2*u2^2+2*u3^2+2*u4^2-u0",
    "2*u0*u1+2*u1*u2+2*u2*u3+2*u3*u4-u1",
    "u1^2+2*u0*u2+2*u1*u3+2*u2*u4-u2",
    "2*u1*u2+2*u0*u3+2*u1*u4-u3",
]


def cyclic(vs: list[str]) -> list[str]:
    n = len(vs)
    gens = ["+".join("*".join(vs[(i + j) % n] for j in range(k)) for i in range(n)) for k in range(1, n)]
    return gens + ["*".join(vs) + "-1"]


SYSTEMS = {
    "Cyclic-4": (["a", "b", "c", "d"], cyclic(["a", "b", "c", "d"])),
    "Katsura-4": (["u0", "u1", "u2", "u3", "u4"], KATSURA4),
    "Cyclic-5": (["a", "b", "c", "d", "e"], cyclic(["a", "b", "c", "d", "e"])),
}


def config(root: Path, per_job: bool = False) -> RuntimeConfig:
    bundled, operator, state_dir = root / "bundled", root / "operator", root / "state"
    bundled.mkdir(parents=True)
    operator.mkdir(parents=True)
    shutil.copy(REPO / "manifests" / "sage.yaml", bundled / "sage.yaml")
    if per_job:
        (operator / "sage-per-job.yaml").write_text("override: sage\nisolation: {mode: PER_JOB}\n")
    with State.open(state_dir) as st:
        for spec in BUNDLED:
            if spec.id.startswith(("polynomial.", "integer.")):
                st.authorizations.authorize(spec, "benchmark of the sage provider")
    return RuntimeConfig(
        state_dir=state_dir, manifest_dir=operator, bundled_manifest_dir=bundled, definitions=DEFINITIONS
    )


async def latency(root: Path, per_job: bool, runs: int) -> tuple[float, list[float]]:
    times, first = [], 0.0
    async with Runtime.open(config(root, per_job)) as rt:
        for i in range(runs + 1):
            start = time.perf_counter()
            result = await rt.run("integer.factor", {"n": "91"})
            elapsed = time.perf_counter() - start
            assert result.output and [list(f) for f in result.output["factors"]] == [["7", 1], ["13", 1]], result
            assert result.provenance.isolation == ("PER_JOB" if per_job else "POOLED"), result.provenance
            if i:
                times.append(elapsed)
            else:
                first = elapsed
    return first, times


async def first_after_prestart(root: Path) -> float:
    async with Runtime.open(config(root)) as rt:
        await rt.prestart_pools()
        await trio.sleep(8.0)  # the pre-started worker imports passagemath meanwhile
        start = time.perf_counter()
        result = await rt.run("integer.factor", {"n": "91"})
        assert result.output, result
        return time.perf_counter() - start


def best(f: Any, repeat: int) -> tuple[float, Any]:
    """The least CPU time of ``repeat`` calls (CPU, not wall: the machine may be shared) and the last result."""
    out, times = None, []
    for _ in range(repeat):
        start = time.process_time()
        out = f()
        times.append(time.process_time() - start)
    return min(times), out


def in_process(repeat: int) -> None:
    from jacobian.checkers.polynomial import check as checker
    from jacobian.providers.sage import worker
    from jacobian.providers.sage.models import GroebnerRequest
    from jacobian.providers.sage.polytext import render

    worker._load()
    print(f"  {'system':<22} {'basis':>9} {'basis+cert':>11} {'check':>9}  check/basis  check/(basis+cert)")
    for name, (vs, gens) in SYSTEMS.items():
        for field in ("QQ", "GF(32003)"):
            req = GroebnerRequest(variables=vs, generators=gens, field=field)
            payload = {"generators": [req.wire(g) for g in gens], **req.ring()}
            out = worker.op_groebner({**payload, "certificate": True})
            evidence = {
                "claim": {
                    "kind": "GROEBNER_BASIS",
                    "basis": [render(g, tuple(vs)) for g in out["basis"]],
                    "reduced": True,
                },
                "subject": req.subject(generators=gens),
                "certificate": out["certificate"],
            }
            t_basis = t_cert = t_check = float("inf")
            for _ in range(repeat):  # interleaved, so that a change of load weighs on all three alike
                t_basis = min(t_basis, best(lambda p=payload: worker.op_groebner({**p, "certificate": False}), 1)[0])
                t_cert = min(t_cert, best(lambda p=payload: worker.op_groebner({**p, "certificate": True}), 1)[0])
                t, verdict = best(lambda e=evidence: checker.check(e), 1)
                t_check = min(t_check, t)
                assert verdict["accepted"], (name, field, verdict)
            label = f"{name} {field}"
            print(
                f"  {label:<22} {t_basis * 1000:7.1f}ms {t_cert * 1000:9.1f}ms {t_check * 1000:7.1f}ms"
                f"  {t_check / t_basis:10.1f}x  {t_check / t_cert:17.2f}x"
            )


async def through_runtime(root: Path) -> None:
    print(f"  {'system':<22} {'producer job':>12} {'checker job':>12}  checker/producer  (wall; CPU)")
    async with Runtime.open(config(root)) as rt:
        jobs: list[tuple[str, float, float]] = []
        real = rt.supervisor.run

        async def timed(job: Any, *args: Any, **kwargs: Any) -> Any:
            outcome = await real(job, *args, **kwargs)
            jobs.append((job.label or "", outcome.usage.wall_seconds, outcome.usage.cpu_seconds or 0.0))
            return outcome

        rt.supervisor.run = timed  # type: ignore[method-assign]
        await rt.run("integer.factor", {"n": "91"})  # the worker's import is not part of what is compared
        for name, (vs, gens) in SYSTEMS.items():
            for field in ("QQ", "GF(32003)"):
                jobs.clear()
                r = await rt.run(GB, {"variables": vs, "generators": gens, "field": field}, "VERIFY")
                assert r.assurance.level.value == "VERIFIED", r
                (_, pw, pc), (_, cw, cc) = [j for j in jobs if j[0] == GB][0], [j for j in jobs if j[0] != GB][0]
                label = f"{name} {field}"
                print(
                    f"  {label:<22} {pw * 1000:10.0f}ms {cw * 1000:10.0f}ms  {cw / pw:15.2f}x"
                    f"  (CPU {pc * 1000:.0f} ms vs {cc * 1000:.0f} ms)"
                )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        print(f"integer.factor(91) through jacobian.runtime.Runtime, {args.runs} calls after the first:")
        pooled_first, pooled = trio.run(latency, root / "pooled", False, args.runs)
        per_first, per_job = trio.run(latency, root / "perjob", True, args.runs)
        warm = trio.run(first_after_prestart, root / "prestart")
        p, q = statistics.median(pooled), statistics.median(per_job)
        print(
            f"  pooled : first call {pooled_first * 1000:7.1f} ms (starts the worker), then median {p * 1000:7.1f} ms"
        )
        print(f"  per-job: first call {per_first * 1000:7.1f} ms, then median {q * 1000:7.1f} ms")
        print(f"  per-job / pooled: {q / p:.1f}x (the passagemath import in every job)")
        print(f"  first call after pre-start: {warm * 1000:.1f} ms")
        print(f"Groebner certificates in this process (CPU time, least of {args.repeat}):")
        in_process(args.repeat)
        print("Groebner certificates through the runtime, VERIFY mode (sandboxed jobs):")
        trio.run(through_runtime, root / "verify")


if __name__ == "__main__":
    main()
