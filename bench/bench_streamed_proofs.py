"""Proofs of any size, streamed (issue 33): a solver's DRAT proof from a named instance, VERIFIED through
the runtime, with the server's own peak memory.

    python3 bench/bench_streamed_proofs.py [--instance php11] [--instance r290s1 ...] [--keep DIR]
                                           [--checker-memory 16GiB] [--wall 3600] [--checker-wall 7200]
                                           [--retain 256MiB]

Instances (generated here, named): ``phpN`` is the pigeonhole formula PHP(N+1, N); ``rNsS`` random 3-SAT
with N variables, round(4.4 N) clauses, ``random.Random(S)`` (the generator of
tests/providers/sat/test_streamed_proof.py). Each instance runs in a fresh process that is the server:
it opens a :class:`~jacobian.runtime.Runtime` on a fresh state directory (the bundled checkers authorized)
and calls ``sat.solve`` with engine ``cadical`` in ``VERIFY`` mode; cadical writes its binary DRAT proof
in the job's scratch, the checker (compiled DRAT elaborator streaming the file, compiled LRAT kernel)
reads it as a file, and the runtime retains it gzip-compressed within ``--retain``. The operator's
settings the bench needs beside the defaults: an operator manifest for cadical with a wall limit of
``--wall`` seconds (the bundled maximum is 600; a request's budget field allows at most 3600) and the checker
jobs' budget (``--checker-memory``, ``--checker-wall``: a proof of a GiB takes the checker longer than the solver
took to write it). Reported per instance: the proof's size (from the certificate the verification record
keeps), the wall time of the whole call (solve, check, retention), the checker job's, the retained blob's size,
the assurance level, and the server process's peak RSS (its own ``ru_maxrss``: the solver and checker
are processes of their own, in their own cgroups, and not counted; their peaks are reported beside it).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent


def php(holes: int) -> str:
    pigeons = holes + 1
    v = lambda i, j: i * holes + j + 1  # noqa: E731
    clauses = [[v(i, j) for j in range(holes)] for i in range(pigeons)]
    clauses += [[-v(i, j), -v(k, j)] for j in range(holes) for i in range(pigeons) for k in range(i + 1, pigeons)]
    return f"p cnf {pigeons * holes} {len(clauses)}\n" + "".join(" ".join(map(str, c)) + " 0\n" for c in clauses)


def random3(num_vars: int, seed: int, ratio: float = 4.4) -> str:
    rng = random.Random(seed)
    clauses = []
    for _ in range(round(num_vars * ratio)):
        picked = rng.sample(range(1, num_vars + 1), 3)
        clauses.append(" ".join(str(v if rng.random() < 0.5 else -v) for v in picked) + " 0")
    return f"p cnf {num_vars} {len(clauses)}\n" + "\n".join(clauses) + "\n"


def instance(name: str) -> str:
    if name.startswith("php"):
        return php(int(name[3:]))
    if name.startswith("r") and "s" in name:
        n, s = name[1:].split("s")
        return random3(int(n), int(s))
    raise SystemExit(f"unknown instance {name!r} (phpN or rNsS)")


SERVER = r"""
import json, resource, sys, time
from pathlib import Path
import trio
from jacobian.checkers import BUNDLED
from jacobian.contracts.job import Budget
from jacobian.runtime import Runtime, RuntimeConfig

args = json.loads(sys.argv[1])
root = Path(args["root"])
budget = Budget(wall_seconds=args["checker_wall"], memory_bytes=args["checker_memory"], max_processes=8,
                output_bytes=16 << 20)
config = RuntimeConfig(state_dir=root / "state", manifest_dir=root / "manifests", checker_budget=budget,
                       retained_file_bytes=args["retain"])

async def main():
    async with Runtime.open(config) as rt:
        for spec in BUNDLED:
            rt.state.authorizations.authorize(spec, "bench_streamed_proofs")
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    async with Runtime.open(config) as rt:
        opened = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        dimacs = Path(args["cnf"]).read_text()
        t0 = time.monotonic()
        r = await rt.run("sat.solve", {"dimacs": dimacs, "engine": "cadical",
                                       "budget": {"wall_seconds": args["wall"]}}, "VERIFY")
        wall = time.monotonic() - t0
        store = rt.state.artifacts
        v = r.verification
        cert = store.get(v.evidence_uri).payload["certificate"] if v and v.evidence_uri else {}
        blobs = [store.get(u).payload for u in r.artifact_uris if store.get(u).schema == "jacobian.blob.v1"]
        out = {
            "conclusion": r.conclusion.value, "level": r.assurance.level.value, "wall": wall,
            "proof_bytes": cert.get("size"), "retained_bytes": blobs[0]["size"] if blobs else None,
            "solver_wall_ms": r.execution.wall_ms, "solver_peak": r.execution.peak_memory_bytes,
            "checker_wall_ms": v.execution.wall_ms if v else None,
            "checker_peak": v.execution.peak_memory_bytes if v else None,
            "decided_by": v.decided_by if v else None,
            "diagnostics": [f"{d.code.value}: {d.message[:160]}" for d in r.diagnostics],
            "basis": r.assurance.basis[:240],
        }
    out["server_peak_kib"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    out["server_kib_before"], out["server_kib_opened"] = before, opened
    print(json.dumps(out))

trio.run(main)
"""


def operator_manifest(dest: Path, wall: float) -> None:
    """The bundled cadical manifest with the wall and CPU maxima raised to ``wall`` (an operator's override)."""
    text = (HERE.parent / "manifests" / "sat-cadical.yaml").read_text()
    text = text.replace(
        "maximum: {wall_seconds: 600, cpu_seconds: 600,", f"maximum: {{wall_seconds: {wall:g}, cpu_seconds: {wall:g},"
    )
    dest.mkdir(parents=True, exist_ok=True)
    (dest / "sat-cadical.yaml").write_text(text)


def parse_size(text: str) -> int:
    from jacobian.manifests.model import parse_size as parse

    return parse(text)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--instance", action="append", help="phpN or rNsS (repeatable; default php11)")
    p.add_argument("--checker-memory", type=parse_size, default=parse_size("16GiB"))
    p.add_argument("--wall", type=float, default=3600.0, help="the solver's wall seconds (at most 3600)")
    p.add_argument("--checker-wall", type=float, default=7200.0, help="the checker job's wall seconds")
    p.add_argument("--retain", type=parse_size, default=parse_size("256MiB"))
    p.add_argument("--keep", type=Path, help="keep the state directories here (default: a removed temp dir)")
    args = p.parse_args()
    base = args.keep or Path(tempfile.mkdtemp(prefix="bench-streamed-"))
    try:
        print(
            f"{'instance':>10} {'proof MiB':>10} {'call s':>8} {'check s':>8} {'kept MiB':>9} "
            f"{'server MiB':>10} {'checker MiB':>11} level"
        )
        for name in args.instance or ["php11"]:
            root = base / name
            shutil.rmtree(root, ignore_errors=True)
            root.mkdir(parents=True)
            operator_manifest(root / "manifests", args.wall)
            cnf = root / f"{name}.cnf"
            cnf.write_text(instance(name))
            spec = {
                "root": str(root),
                "cnf": str(cnf),
                "wall": args.wall,
                "checker_wall": args.checker_wall,
                "checker_memory": args.checker_memory,
                "retain": args.retain,
            }
            done = subprocess.run(
                [sys.executable, "-P", "-c", SERVER, json.dumps(spec)],
                capture_output=True,
                text=True,
                env={**os.environ},
            )
            if done.returncode != 0:
                print(f"{name:>10} failed: {done.stderr[-2000:]}")
                continue
            r = json.loads(done.stdout.strip().splitlines()[-1])
            mib = lambda b: f"{b / 2**20:.1f}" if b is not None else "-"  # noqa: E731
            secs = lambda ms: f"{ms / 1000:.1f}" if ms is not None else "-"  # noqa: E731
            print(
                f"{name:>10} {mib(r['proof_bytes']):>10} {r['wall']:>8.1f} "
                f"{secs(r['checker_wall_ms']):>8} {mib(r['retained_bytes']):>9} "
                f"{r['server_peak_kib'] / 1024:>10.1f} {mib(r['checker_peak']):>11} {r['level']}"
            )
            print(
                f"{'':>10} server RSS before opening {r['server_kib_before'] / 1024:.1f} MiB, opened "
                f"{r['server_kib_opened'] / 1024:.1f} MiB; decided by {r['decided_by']}; "
                f"solver peak {mib(r['solver_peak'])} MiB"
            )
            for d in r["diagnostics"]:
                print(f"{'':>10} {d}")
            sys.stdout.flush()
    finally:
        if args.keep is None:
            shutil.rmtree(base, ignore_errors=True)


if __name__ == "__main__":
    main()
