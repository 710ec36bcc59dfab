"""A 100 MB+ DRAT proof uploaded in chunks and checked, with the server's peak memory, in one run.

    python3 -P bench/bench_upload.py [--mib 20 100] [--holes 7] [--compression none]

For each size: a fresh state directory, a real ``jacobian-mcp`` over stdio (the
MCP SDK client), the proof sent through ``artifact.upload.begin`` / ``append``
(maximal chunks) / ``commit``, then ``sat.unsat_proof.verify`` in VERIFY mode on
the artifact URI. The proof is cadical's real text DRAT proof of the pigeonhole
formula PHP(holes+1, holes), padded with comment lines up to the size (the checker
streams through every byte of it; a real proof of 100 MB takes the pure-Python
elaborator far past the checker's wall budget). Printed per size: the server's
peak RSS (VmHWM of the server process) at start, after the upload and after the
check, the upload and check wall times, and the verdict.
"""

from __future__ import annotations

import argparse
import base64
import bz2
import gzip
import hashlib
import lzma
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import anyio
import psutil
from mcp import Client
from mcp.client.stdio import StdioServerParameters

from jacobian.checkers import BUNDLED
from jacobian.state import State
from jacobian.state.uploads import MAX_CHUNK_BYTES

COMPRESS = {"none": lambda b: b, "gzip": gzip.compress, "bz2": bz2.compress, "xz": lzma.compress}


def php(holes: int) -> str:
    pigeons = holes + 1
    var = lambda p, h: p * holes + h + 1  # noqa: E731
    clauses = [[var(p, h) for h in range(holes)] for p in range(pigeons)]
    clauses += [[-var(p, h), -var(q, h)] for h in range(holes) for p in range(pigeons) for q in range(p + 1, pigeons)]
    return f"p cnf {pigeons * holes} {len(clauses)}\n" + "".join(" ".join(map(str, c)) + " 0\n" for c in clauses)


def padded_proof(tmp: Path, holes: int, target: int) -> tuple[str, bytes, int]:
    cnf = tmp / "php.cnf"
    cnf.write_text(php(holes))
    subprocess.run(["cadical", "-q", "--no-binary", str(cnf), str(tmp / "php.drat")], capture_output=True, timeout=600)
    proof = (tmp / "php.drat").read_bytes() + b"0\n"
    lines = proof.splitlines(keepends=True)
    per_line = max(3, -(-(target - len(proof)) // len(lines)))
    comment = b"c " + b"p" * (per_line - 3) + b"\n"
    return cnf.read_text(), b"".join(line + comment for line in lines), len(proof)


def peak_rss(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) * 1024
    return 0


def server_pid(state_dir: Path) -> int:
    for child in psutil.Process().children(recursive=True):
        if str(state_dir) in " ".join(child.cmdline()):
            return child.pid
    raise RuntimeError("no server process")


async def one(state_dir: Path, cnf: str, blob: bytes, compression: str) -> dict:
    params = StdioServerParameters(
        command=sys.executable, args=["-P", "-m", "jacobian.mcp.server", "--standalone", "--state-dir", str(state_dir)]
    )
    async with Client(params) as client:
        pid = server_pid(state_dir)

        async def run(cap, payload, mode="EXPLORE"):
            r = await client.call_tool("math.run", {"capability_id": cap, "payload": payload, "mode": mode})
            return r.structured_content

        start_rss = peak_rss(pid)
        t0 = time.perf_counter()
        r = await run(
            "artifact.upload.begin",
            {
                "sha256": hashlib.sha256(blob).hexdigest(),
                "size": len(blob),
                "media_type": "text/x-drat",
                "compression": compression,
                "target_schema": "jacobian.sat.drat_proof.v1",
            },
        )
        uid = r["output"]["upload_id"]
        for off in range(0, len(blob), MAX_CHUNK_BYTES):
            r = await run(
                "artifact.upload.append",
                {
                    "upload_id": uid,
                    "offset": off,
                    "chunk": base64.b64encode(blob[off : off + MAX_CHUNK_BYTES]).decode(),
                },
            )
            assert r["execution"]["status"] == "COMPLETED", r["diagnostics"]
        uri = (await run("artifact.upload.commit", {"upload_id": uid}))["output"]["uri"]
        upload_s, upload_rss = time.perf_counter() - t0, peak_rss(pid)
        t1 = time.perf_counter()
        r = await run("sat.unsat_proof.verify", {"dimacs": cnf, "proof_artifact": uri}, mode="VERIFY")
        check_s = time.perf_counter() - t1
        return {
            "start": start_rss,
            "upload": upload_rss,
            "check": peak_rss(pid),
            "upload_s": upload_s,
            "check_s": check_s,
            "level": r["assurance"]["level"],
            "checker_peak": r.get("verification", {}) and r["verification"]["execution"],
        }


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--mib", type=int, nargs="+", default=[20, 100])
    ap.add_argument("--holes", type=int, default=7)
    ap.add_argument("--compression", choices=sorted(COMPRESS), default="none")
    args = ap.parse_args()
    mib = 2**20
    print(
        f"chunk {MAX_CHUNK_BYTES} bytes; proof: cadical text DRAT of PHP({args.holes + 1},{args.holes}) padded with "
        "comments"
    )
    for size in args.mib:
        with tempfile.TemporaryDirectory() as tmp:
            tmp_path = Path(tmp)
            cnf, proof, real = padded_proof(tmp_path, args.holes, size * mib)
            blob = COMPRESS[args.compression](proof)
            state_dir = tmp_path / "state"
            with State.open(state_dir, exclusive=False) as st:
                for spec in BUNDLED:
                    st.authorizations.authorize(spec, "bench_upload")
            r = anyio.run(one, state_dir, cnf, blob, args.compression)
            checker = r["checker_peak"] or {}
            print(
                f"{len(proof) / mib:7.1f} MiB proof ({real / mib:.2f} MiB of steps, sent {len(blob) / mib:.1f} MiB "
                f"{args.compression}): server peak RSS start {r['start'] / mib:.1f} / after upload "
                f"{r['upload'] / mib:.1f} "
                f"/ after check {r['check'] / mib:.1f} MiB; upload {r['upload_s']:.1f} s, check {r['check_s']:.1f} s "
                f"(checker job peak {((checker.get('peak_memory_bytes') or 0) / mib):.0f} MiB); {r['level']}"
            )
            shutil.rmtree(state_dir, ignore_errors=True)


if __name__ == "__main__":
    main()
