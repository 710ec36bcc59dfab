"""Large DRAT proofs: uploaded in chunks, placed beside the checker as a file, read streaming.

The proofs are real (cadical on pigeonhole formulas). The 20 MB one is a real
PHP(8,7) proof padded with comment lines the checker must stream through (a
real proof of that size takes the pure-Python elaborator far longer than a
test may); bench/bench_upload.py runs the same path at 100 MB+.
"""

from __future__ import annotations

import base64
import bz2
import gzip
import hashlib
import lzma
import os
import subprocess
import sys
from pathlib import Path

import anyio
import psutil
import pytest
import trio
import warmstate

from jacobian.checkers.sat import proof_source
from jacobian.checkers.sat.drat import parse_binary, parse_text
from jacobian.checkers.sat.proof_check import check
from jacobian.contracts.enums import AssuranceLevel, Conclusion
from jacobian.state.uploads import MAX_CHUNK_BYTES

from .conftest import php

DRAT = "jacobian.sat.drat_proof.v1"
COMPRESS = {"none": lambda b: b, "gzip": gzip.compress, "bz2": bz2.compress, "xz": lzma.compress}


def cadical_proof(tmp_path: Path, holes: int, binary: bool) -> tuple[str, bytes]:
    cnf = tmp_path / f"php{holes}.cnf"
    cnf.write_text(php(holes))
    out = tmp_path / f"php{holes}.{'bin' if binary else 'txt'}.drat"
    proc = subprocess.run(
        ["cadical", "-q", *([] if binary else ["--no-binary"]), str(cnf), str(out)], capture_output=True, timeout=120
    )
    assert proc.returncode == 20, proc.stdout
    return cnf.read_text(), out.read_bytes() + (b"a\x00" if binary else b"0\n")


def padded(proof: bytes, target_bytes: int) -> bytes:
    """A text proof with comment lines after every step until it is ``target_bytes`` long."""
    lines = proof.splitlines(keepends=True)
    per_line = max(3, -(-(target_bytes - len(proof)) // len(lines)))
    comment = b"c " + b"p" * max(0, per_line - 3) + b"\n"
    return b"".join(line + comment for line in lines)


def place(tmp_path: Path, data: bytes, encoding: str, compression: str = "none") -> dict:
    blob = COMPRESS[compression](data)
    (tmp_path / "proof.drat").write_bytes(blob)
    return {
        "proof_file": "proof.drat",
        "encoding": encoding,
        "compression": compression,
        "sha256": hashlib.sha256(blob).hexdigest(),
        "size": len(blob),
    }


def steps_of(tmp_path: Path, cert: dict) -> list:
    assert Path.cwd() == tmp_path  # the checker reads the file from its working directory
    return proof_source.read_steps(proof_source.ProofFile.from_certificate(cert))


@pytest.mark.parametrize("compression", ["none", "gzip", "bz2", "xz"])
@pytest.mark.parametrize("binary", [False, True])
def test_streamed_pieces_parse_exactly_as_the_whole(tmp_path, monkeypatch, binary, compression):
    """Tiny read blocks cut every step at every position; the pieces must give the whole parse."""
    _, proof = cadical_proof(tmp_path, 5, binary)
    if not binary:  # comments, blank lines and a clause spread over lines, as text DRAT allows
        proof = b"c start\n" + proof.replace(b" 0\n", b"\n 0\n\nc between\n", 3)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(proof_source, "BLOCK", 7)
    whole = parse_binary(proof) if binary else parse_text(proof.decode())
    assert steps_of(tmp_path, place(tmp_path, proof, "binary" if binary else "text", compression)) == whole


def test_errors_keep_their_place_in_the_whole_proof(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(proof_source, "BLOCK", 5)
    text = b"1 2 0\nc x\n-1 0\n2 x 0\n"
    with pytest.raises(proof_source.ProofSourceError, match="line 4: unexpected character 'x'"):
        steps_of(tmp_path, place(tmp_path, text, "text"))
    with pytest.raises(proof_source.ProofSourceError, match="byte 3: expected 'a' or 'd', found 0x07"):
        steps_of(tmp_path, place(tmp_path, b"a\x02\x00\x07\x02\x00", "binary"))
    with pytest.raises(proof_source.ProofSourceError, match="ends inside a step"):
        steps_of(tmp_path, place(tmp_path, b"1 2 0\n-1", "text"))


def test_a_file_that_is_not_the_certified_one_is_rejected(tmp_path, monkeypatch):
    cnf, proof = cadical_proof(tmp_path, 5, True)
    cert = place(tmp_path, proof, "binary", "gzip")
    monkeypatch.chdir(tmp_path)
    payload = {"claim": {"kind": "CNF_UNSATISFIABLE"}, "subject": {"dimacs": cnf}, "certificate": cert}
    assert check(payload)["accepted"] is True
    (tmp_path / "proof.drat").write_bytes(gzip.compress(proof + b"a\x00"))  # still a proof, not the certified bytes
    answer = check(payload)
    assert answer["accepted"] is False and "is not the certified one" in answer["reason"]
    blob = bytearray(gzip.compress(proof))
    blob[len(blob) // 2] ^= 0xFF
    (tmp_path / "proof.drat").write_bytes(bytes(blob))
    answer = check(dict(payload, certificate=dict(cert, sha256=hashlib.sha256(blob).hexdigest(), size=len(blob))))
    assert answer["accepted"] is False and "gzip stream is corrupt" in answer["reason"]


def test_compressed_binary_and_a_wrong_proof_through_the_runtime(tmp_path):
    from .test_end_to_end import _runtime

    cnf, proof = cadical_proof(tmp_path, 6, True)
    wrong = proof[: len(proof) // 2] + b"a\x00"  # the real proof cut in half, then the empty clause

    async def store(rt, data: bytes, media: str, compression: str) -> str:
        blob = COMPRESS[compression](data)
        r = await rt.run(
            "artifact.upload.begin",
            {
                "sha256": hashlib.sha256(blob).hexdigest(),
                "size": len(blob),
                "media_type": media,
                "compression": compression,
                "target_schema": DRAT,
            },
        )
        uid = r.output["upload_id"]
        for off in range(0, len(blob), 100_000):
            r = await rt.run(
                "artifact.upload.append",
                {"upload_id": uid, "offset": off, "chunk": base64.b64encode(blob[off : off + 100_000]).decode()},
            )
            assert r.execution.status.value == "COMPLETED", r.diagnostics
        r = await rt.run("artifact.upload.commit", {"upload_id": uid})
        return r.output["uri"]

    async def main():
        async with _runtime(tmp_path) as rt:
            good = await store(rt, proof, "application/x-drat-binary", "bz2")
            r = await rt.run("sat.unsat_proof.verify", {"dimacs": cnf, "proof_artifact": good}, mode="VERIFY")
            assert r.conclusion is Conclusion.TRUE and r.assurance.level is AssuranceLevel.VERIFIED, r.diagnostics
            bad = await store(rt, wrong, "application/x-drat-binary", "xz")
            r = await rt.run("sat.unsat_proof.verify", {"dimacs": cnf, "proof_artifact": bad}, mode="VERIFY")
            assert r.conclusion is Conclusion.FALSE and r.assurance.level is AssuranceLevel.COMPUTED
            assert any(d.code.value == "CHECKER_REJECTED" for d in r.diagnostics)
            as_text = await store(rt, proof, "text/x-drat", "none")  # binary bytes declared as text
            r = await rt.run("sat.unsat_proof.verify", {"dimacs": cnf, "proof_artifact": as_text}, mode="VERIFY")
            assert r.assurance.level is not AssuranceLevel.VERIFIED
            path = rt.state.blobs.path_of(hashlib.sha256(bz2.compress(proof)).hexdigest())
            path.chmod(0o644)
            path.write_bytes(bz2.compress(proof + b"a\x00"))  # the stored blob altered behind the store's back
            r = await rt.run("sat.unsat_proof.verify", {"dimacs": cnf, "proof_artifact": good}, mode="VERIFY")
            assert (
                r.assurance.level is not AssuranceLevel.VERIFIED and r.diagnostics[0].code.value == "ARTIFACT_CORRUPT"
            )
            r = await rt.run(
                "artifact.upload.begin",
                {"sha256": "0" * 64, "size": 1, "media_type": "text/x-drat", "target_schema": "jacobian.evidence.v1"},
            )
            assert (
                r.diagnostics[0].code.value == "ARTIFACT_SCHEMA_FORBIDDEN"
                and r.diagnostics[0].path == "$.payload.target_schema"
            )

    trio.run(main)


def authorize_bundled(state_dir: Path) -> None:
    from jacobian.checkers import BUNDLED
    from jacobian.state import State

    with State.open(state_dir, exclusive=False) as state:
        for spec in BUNDLED:
            state.authorizations.authorize(spec, "tests: operator authorizes the bundled checkers")


def server_params(state_dir: Path, *extra: str):
    from mcp.client.stdio import StdioServerParameters

    # this interpreter's install, never a jacobian-mcp elsewhere on PATH; -P: not the source tree
    return StdioServerParameters(
        command=sys.executable,
        args=["-P", "-m", "jacobian.mcp.server", "--standalone", "--state-dir", str(state_dir), *extra],
    )


def _server_pid(state_dir: Path) -> int:
    for child in psutil.Process().children(recursive=True):
        try:
            if str(state_dir) in " ".join(child.cmdline()) and "jacobian" in " ".join(child.cmdline()):
                return child.pid
        except psutil.Error:
            continue
    raise AssertionError("no jacobian-mcp server process found")


def _peak_rss(pid: int) -> int:
    """The process's peak resident set (VmHWM), in bytes."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) * 1024
    raise AssertionError("no VmHWM")


def test_20_mb_proof_uploaded_interrupted_resumed_and_checked_over_mcp(tmp_path):
    """A 20 MB text proof through a real ``jacobian-mcp`` over stdio: two chunks, the server
    stops, nothing is visible; a new server resumes from the acknowledged offset, commits,
    and sat.unsat_proof.verify VERIFIES it, the server's peak RSS growing by a bounded number
    of chunks, not by the proof."""
    from mcp import Client

    from jacobian.state import State
    from jacobian.state.artifacts import BLOB_SCHEMA

    cnf, proof = cadical_proof(tmp_path, 7, False)
    big = padded(proof, 20 * 1024 * 1024)
    assert len(big) >= 20 * 1024 * 1024
    sha = hashlib.sha256(big).hexdigest()
    state_dir = warmstate.state_dir(tmp_path / "state")
    authorize_bundled(state_dir)
    chunk = MAX_CHUNK_BYTES

    async def call(client, capability, payload, mode="EXPLORE"):
        r = await client.call_tool("math.run", {"capability_id": capability, "payload": payload, "mode": mode})
        return r.structured_content

    async def first():
        async with Client(server_params(state_dir)) as client:
            r = await call(
                client,
                "artifact.upload.begin",
                {"sha256": sha, "size": len(big), "media_type": "text/x-drat", "target_schema": DRAT},
            )
            uid = r["output"]["upload_id"]
            for off in (0, chunk):
                r = await call(
                    client,
                    "artifact.upload.append",
                    {"upload_id": uid, "offset": off, "chunk": base64.b64encode(big[off : off + chunk]).decode()},
                )
                assert r["output"]["received"] == off + chunk
            return uid

    async def second(uid):
        async with Client(server_params(state_dir)) as client:
            pid = _server_pid(state_dir)
            r = await call(client, "artifact.upload.status", {"upload_id": uid})
            start = r["output"]["received"]
            assert start == 2 * chunk
            r = await call(client, "artifact.upload.append", {"upload_id": uid, "offset": 0, "chunk": "MA=="})
            assert r["diagnostics"][0]["code"] == "UPLOAD_OFFSET_MISMATCH", r
            r = await call(client, "artifact.upload.commit", {"upload_id": uid})
            assert r["diagnostics"][0]["code"] == "UPLOAD_SIZE_MISMATCH"
            baseline = _peak_rss(pid)
            for off in range(start, len(big), chunk):
                r = await call(
                    client,
                    "artifact.upload.append",
                    {"upload_id": uid, "offset": off, "chunk": base64.b64encode(big[off : off + chunk]).decode()},
                )
                assert r["execution"]["status"] == "COMPLETED", r["diagnostics"]
            r = await call(client, "artifact.upload.commit", {"upload_id": uid})
            uri = r["output"]["uri"]
            r = await call(client, "sat.unsat_proof.verify", {"dimacs": cnf, "proof_artifact": uri}, mode="VERIFY")
            assert r["assurance"]["level"] == "VERIFIED", r["assurance"]
            assert r["conclusion"] == "TRUE"
            return uri, baseline, _peak_rss(pid)

    uid = anyio.run(first)
    with State.open(state_dir, exclusive=False) as st:  # the first server is gone; nothing was committed
        assert st.artifacts.list(schema=BLOB_SCHEMA) == []
        assert (st.dir.uploads / f"{uid}.part").stat().st_size == 2 * chunk
    uri, baseline, peak = anyio.run(second, uid)
    print(
        f"server peak RSS {peak / 2**20:.1f} MiB (at resume {baseline / 2**20:.1f} MiB) "
        f"for a {len(big) / 2**20:.1f} MiB proof"
    )
    # Each append holds its own chunk a few times over (JSON-RPC text, the payload, its digest),
    # never the proof: the growth is bounded by chunks, and a proof held whole would pass the bound.
    assert peak - baseline < 16 * chunk, (peak, baseline)
    with State.open(state_dir, exclusive=False) as st:
        descriptor, path = st.artifacts.blob_file(uri)
        assert descriptor.sha256 == sha and path.stat().st_size == len(big)


def test_local_file_imported_by_path_is_checked_over_mcp_only_where_the_operator_allowed(tmp_path):
    """A real cadical proof on disk, imported by path through a real ``jacobian-mcp`` over stdio
    started with ``--allow-local-import``, is VERIFIED by sat.unsat_proof.verify; a path outside the
    allowed directory is refused; and a server started without the flag refuses every import (the
    transports that refuse the flag outright: tests/mcp/test_local_import_flag.py)."""
    from mcp import Client

    cnf, proof = cadical_proof(tmp_path, 6, False)
    allowed = tmp_path / "proofs"
    allowed.mkdir()
    (allowed / "php6.drat").write_bytes(proof)
    (tmp_path / "elsewhere.drat").write_bytes(proof)
    state_dir = warmstate.state_dir(tmp_path / "state")
    authorize_bundled(state_dir)
    ask = {"media_type": "text/x-drat", "target_schema": DRAT}

    async def call(client, capability, payload, mode="EXPLORE"):
        r = await client.call_tool("math.run", {"capability_id": capability, "payload": payload, "mode": mode})
        return r.structured_content

    async def allowed_session():
        async with Client(server_params(state_dir, "--allow-local-import", str(allowed))) as client:
            r = await call(client, "artifact.import.local_file", {"path": str(allowed / "php6.drat"), **ask})
            assert r["execution"]["status"] == "COMPLETED", r["diagnostics"]
            assert r["output"]["sha256"] == hashlib.sha256(proof).hexdigest()
            v = await call(
                client, "sat.unsat_proof.verify", {"dimacs": cnf, "proof_artifact": r["output"]["uri"]}, "VERIFY"
            )
            assert v["assurance"]["level"] == "VERIFIED" and v["conclusion"] == "TRUE", v["assurance"]
            r = await call(client, "artifact.import.local_file", {"path": str(tmp_path / "elsewhere.drat"), **ask})
            assert r["diagnostics"][0]["code"] == "LOCAL_IMPORT_REFUSED", r["diagnostics"]

    async def plain_session():
        async with Client(server_params(state_dir)) as client:
            r = await call(client, "artifact.import.local_file", {"path": str(allowed / "php6.drat"), **ask})
            assert r["diagnostics"][0]["code"] == "LOCAL_IMPORT_DISABLED", r["diagnostics"]

    anyio.run(allowed_session)
    anyio.run(plain_session)


PROBE = """
import hashlib, json, os
out = {"sha": hashlib.sha256(open("proof.drat", "rb").read()).hexdigest(), "uid": os.getuid()}
for what, act in (("write", lambda: open("proof.drat", "ab")), ("chmod", lambda: os.chmod("proof.drat", 0o666))):
    try:
        act()
        out[what] = "allowed"
    except PermissionError:
        out[what] = "refused"
print(json.dumps(out))
"""


def test_a_placed_file_is_readable_by_the_job_and_never_writable(tmp_path):
    """The blob reaches the job (uid 65534 when the server is root) as a hard link to the
    store's read-only inode: it reads the bytes, cannot write or chmod them, and the
    store's file survives the scratch directory's removal unchanged."""
    import json

    from jacobian.contracts.job import Job
    from jacobian.supervisor import Supervisor

    store = tmp_path / "store"
    store.mkdir(mode=0o700)
    blob = store / "blob"
    blob.write_bytes(b"a\x02\x00" * 1000)
    blob.chmod(0o444)
    before = blob.read_bytes()

    async def main():
        sup = Supervisor()
        try:
            return await sup.run(Job(argv=(sys.executable, "-I", "-c", PROBE), link_files={"proof.drat": str(blob)}))
        finally:
            await sup.aclose()

    outcome = trio.run(main)
    assert outcome.ok, outcome.stderr
    seen = json.loads(outcome.stdout)
    assert seen["sha"] == hashlib.sha256(before).hexdigest()
    if seen["uid"] != os.getuid():  # dropped (a root server): the hard link's inode is not the job's to change
        assert seen["write"] == "refused" and seen["chmod"] == "refused"
    assert blob.read_bytes() == before and blob.stat().st_mode & 0o777 == 0o444 and blob.stat().st_nlink == 1
