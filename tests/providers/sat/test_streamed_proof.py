"""Solver proofs of any size, streamed (issue 33): cadical writes its DRAT proof into the job's scratch,
the supervisor moves it (never reads it) into a directory the run holds, the checker reads it there as a
file, and the runtime retains it gzip-compressed within the operator's retention quota.

The large instance is random 3-SAT generated here (seeded; nothing of 20 MiB is committed): 290 variables,
1,276 clauses (ratio 4.4), seed 1. CaDiCaL (deterministic) refutes it in about 10 s with a binary DRAT
proof of 21,819,568 bytes, above the old 16 MiB per-artifact quota that used to lose the answer
(ARTIFACT_QUOTA_EXCEEDED, "no answer was established").
"""

from __future__ import annotations

import gzip
import hashlib
import os
import random

import trio
import warmstate

from jacobian.contracts.diagnostics import Code
from jacobian.contracts.enums import AssuranceLevel, Conclusion, ExecutionStatus
from jacobian.contracts.job import MIB, Budget
from jacobian.state.artifacts import BLOB_SCHEMA, Quotas

from .conftest import php

OLD_QUOTA = Quotas().per_artifact_bytes  # the per-artifact quota a proof used to have to fit in (16 MiB)
DRAT = "jacobian.sat.drat_proof.v1"
QUOTA = 64 * 1024  # a retention quota below a php(8) proof's gzip


def random3(num_vars: int, seed: int, ratio: float = 4.4) -> str:
    """A seeded random 3-SAT formula (three distinct variables per clause, each sign a coin flip)."""
    rng = random.Random(seed)
    clauses = []
    for _ in range(round(num_vars * ratio)):
        picked = rng.sample(range(1, num_vars + 1), 3)
        clauses.append(" ".join(str(v if rng.random() < 0.5 else -v) for v in picked) + " 0")
    return f"p cnf {num_vars} {len(clauses)}\n" + "\n".join(clauses) + "\n"


def _opened(tmp_path, **config_fields):
    from jacobian.checkers import BUNDLED
    from jacobian.runtime import Runtime, RuntimeConfig

    class Opened:
        async def __aenter__(self):
            state = warmstate.state_dir(tmp_path / "state")
            config = RuntimeConfig(state_dir=state, manifest_dir=tmp_path / "no-operator-manifests", **config_fields)
            async with Runtime.open(config) as rt:
                for spec in BUNDLED:
                    rt.state.authorizations.authorize(spec, "streamed proof tests")
            self._cm = Runtime.open(config)
            return await self._cm.__aenter__()

        async def __aexit__(self, *exc):
            return await self._cm.__aexit__(*exc)

    return Opened()


def _solve(tmp_path, dimacs: str, **config_fields):
    async def main():
        async with _opened(tmp_path, **config_fields) as rt:
            payload = {"dimacs": dimacs, "engine": "cadical", "budget": {"wall_seconds": 300}}
            r = await rt.run("sat.solve", payload, "VERIFY")
            store = rt.state.artifacts
            uri = r.verification.evidence_uri if r.verification else None
            certificate = store.get(uri).payload["certificate"] if uri else None  # as the record keeps it
            retained = [store.get(u) for u in r.artifact_uris]
            blobs = {
                a.payload["sha256"]: store.blob_file(u)[1]
                for u, a in zip(r.artifact_uris, retained, strict=True)
                if a.schema == BLOB_SCHEMA
            }
            staging = sorted(os.listdir(store.blobs.staging))
            return r, certificate, retained, blobs, staging

    return trio.run(main)


def _left_holds() -> set[str]:
    from jacobian.supervisor.scratch import BASE

    return {n for n in os.listdir(BASE) if n.startswith(f"hold-{os.getpid()}-")} if os.path.isdir(BASE) else set()


def test_a_proof_above_the_old_quota_streams_to_the_checker_and_is_verified(tmp_path):
    r, certificate, retained, blobs, staging = _solve(tmp_path, random3(290, 1))
    assert r.execution.status is ExecutionStatus.COMPLETED, [d.message for d in r.diagnostics]
    assert r.conclusion is Conclusion.UNSAT
    assert r.assurance.level is AssuranceLevel.VERIFIED, r.assurance.basis
    # the checker was handed the proof as a file (name, size, digest), not its bytes
    assert certificate["proof_file"] == "proof.drat" and "proof_base64" not in certificate
    assert certificate["size"] >= 20 * MIB > OLD_QUOTA, certificate["size"]
    assert r.output["proof_retained"] is True and r.output["proof_encoding"] == "binary"
    [proof] = [a for a in retained if a.schema == BLOB_SCHEMA]
    assert proof.payload["target_schema"] == DRAT and proof.payload["compression"] == "gzip"
    assert proof.payload["size"] < certificate["size"]  # kept compressed
    digest = hashlib.sha256()
    with gzip.open(blobs[proof.payload["sha256"]], "rb") as f:  # the retained blob is the checked proof
        while block := f.read(1 << 20):
            digest.update(block)
    assert digest.hexdigest() == certificate["sha256"]
    assert not [d for d in r.diagnostics if d.code is Code.RETENTION_FAILED]
    assert staging == [] and _left_holds() == set()  # the run's hold directory went with the run


def test_a_retention_failure_leaves_the_verified_conclusion_standing(tmp_path):
    """The operator's retention quota (64 KiB) is below the compressed proof: the proof is checked from the
    run's file all the same, VERIFIED stands, and the failure is a RETENTION_FAILED warning naming the quota;
    nothing half-written is left in the store."""
    r, certificate, retained, blobs, staging = _solve(tmp_path, php(8), retained_file_bytes=QUOTA)
    assert r.execution.status is ExecutionStatus.COMPLETED
    assert r.conclusion is Conclusion.UNSAT and r.assurance.level is AssuranceLevel.VERIFIED, r.assurance.basis
    assert certificate["size"] > 4 * QUOTA  # (and its gzip more than the quota)
    [note] = [d for d in r.diagnostics if d.code is Code.RETENTION_FAILED]
    assert note.severity.value == "WARNING" and f"retention quota of {QUOTA} bytes" in note.message, note.message
    assert r.output["proof_retained"] is False
    assert not [a for a in retained if a.schema == BLOB_SCHEMA] and blobs == {}
    assert staging == [] and _left_holds() == set()


def test_a_checker_that_cannot_run_leaves_the_solvers_conclusion_computed_with_an_obligation(tmp_path):
    """Every checker job gets 8 MiB of memory, in which no interpreter starts: the check cannot run, and the
    answer is the solver's UNSAT, COMPUTED with an UNCHECKED obligation, never 'no answer'."""
    tiny = Budget(wall_seconds=60.0, memory_bytes=8 * MIB, max_processes=8)
    r, _, retained, _, _ = _solve(tmp_path, php(6), checker_budget=tiny)
    assert r.execution.status is ExecutionStatus.COMPLETED, [d.message for d in r.diagnostics]
    assert r.conclusion is Conclusion.UNSAT
    assert r.assurance.level is AssuranceLevel.COMPUTED
    assert [o.kind for o in r.assurance.obligations] == ["UNCHECKED"], r.assurance
    assert [d.code for d in r.diagnostics if d.code is Code.CHECKER_FAILED], r.diagnostics
    assert r.output["proof_retained"] is True and [a for a in retained if a.schema == BLOB_SCHEMA]
    assert _left_holds() == set()


def test_a_job_cannot_hand_over_a_file_of_the_servers_as_its_kept_file(tmp_path):
    """What the supervisor keeps must be the job's own regular file: a symlink or a hard link to a file of
    the server's (which the job may name in its scratch) is refused and nothing lands in the run's directory;
    a proper file is moved, made read-only and hashed."""
    from jacobian.supervisor.scratch import keep

    scratch, hold = tmp_path / "scratch", tmp_path / "hold"
    scratch.mkdir()
    secret = tmp_path / "server-secret"
    secret.write_bytes(b"not the job's")
    (scratch / "linked.drat").symlink_to(secret)
    os.link(secret, scratch / "hard.drat")
    (scratch / "proof.drat").write_bytes(b"a\x02\x00")
    kept, problems = keep(str(scratch), ("linked.drat", "hard.drat", "proof.drat", "absent.drat"), str(hold))
    assert sorted(kept) == ["proof.drat"] and sorted(os.listdir(hold)) == ["proof.drat"]
    assert [p.split(":")[0] for p in problems] == ["linked.drat", "hard.drat"], problems  # (absent: not written)
    proof = kept["proof.drat"]
    assert proof.size == 3 and proof.sha256 == hashlib.sha256(b"a\x02\x00").hexdigest()
    assert os.stat(proof.path).st_mode & 0o777 == 0o444 and not (scratch / "proof.drat").exists()
    assert os.stat(hold).st_mode & 0o777 == 0o700  # made by keep with the first file kept


def test_the_runs_directory_is_made_only_for_a_kept_file_and_never_taken_over(tmp_path):
    """A job that leaves nothing (a SAT answer has no proof) makes no directory for the run (no mkdir or
    rmdir per call); a name for it that already exists and is not a private directory of the server's (a
    symlink to elsewhere, a directory others can enter) is refused, nothing written through it."""
    from jacobian.supervisor.scratch import keep

    scratch = tmp_path / "scratch"
    scratch.mkdir()
    kept, problems = keep(str(scratch), ("proof.drat",), str(tmp_path / "hold"))
    assert (kept, problems) == ({}, []) and not (tmp_path / "hold").exists()

    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir(mode=0o700)
    (tmp_path / "hold-link").symlink_to(elsewhere)
    (tmp_path / "hold-open").mkdir(mode=0o755)
    os.chmod(tmp_path / "hold-open", 0o755)
    for hold in ("hold-link", "hold-open"):
        (scratch / "proof.drat").write_bytes(b"a\x02\x00")
        kept, problems = keep(str(scratch), ("proof.drat",), str(tmp_path / hold))
        assert kept == {} and len(problems) == 1 and "the run's directory" in problems[0], problems
    assert os.listdir(elsewhere) == [] and os.listdir(tmp_path / "hold-open") == []


def test_a_proof_past_the_checkers_bounds_is_uncheckable_not_rejected(tmp_path, monkeypatch):
    """A valid proof file longer than the checker streams (its bound lowered here to 1 KiB) and than its
    Python parser reads (lowered to 1 KiB too): no decision, verdict UNCHECKABLE, never a rejection."""
    import subprocess

    from jacobian.checkers.sat import proof_check, proof_source

    cnf, proof = tmp_path / "php5.cnf", tmp_path / "proof.drat"
    cnf.write_text(php(5))
    assert subprocess.run(["cadical", "-q", str(cnf), str(proof)], capture_output=True).returncode == 20
    data = proof.read_bytes()
    assert len(data) > 1024
    cert = {"proof_file": "proof.drat", "encoding": "binary", "compression": "none"}
    cert |= {"sha256": hashlib.sha256(data).hexdigest(), "size": len(data)}
    monkeypatch.chdir(tmp_path)
    request = {"claim": {"kind": "CNF_UNSATISFIABLE"}, "subject": {"dimacs": php(5)}, "certificate": cert}
    assert proof_check.check(request)["accepted"] is True  # within the bounds: accepted
    monkeypatch.setattr(proof_check, "MAX_STREAMED_BYTES", 1024)
    streamed = proof_check.check(request)
    assert streamed["verdict"] == "UNCHECKABLE" and streamed["accepted"] is False, streamed
    assert "larger than 1024 bytes" in streamed["reason"]
    monkeypatch.setattr(proof_source, "MAX_PROOF_BYTES", 1024)  # the Python fallback's bound
    monkeypatch.setattr(proof_check, "elaborate_native", _native_missing)  # the fallback runs
    fallback = proof_check.check(request)
    assert fallback["verdict"] == "UNCHECKABLE" and fallback["elaborator"] == "python", fallback


def _native_missing(*args, **kwargs):
    from jacobian.checkers.sat.native import NativeFailed

    raise NativeFailed("drat-elab is not installed")


def test_the_pooled_engines_proof_streams_as_a_file_past_the_per_artifact_quota(tmp_path):
    """The pysat engine (sat.solve's default) used to return its proof as text in its answer, kept as a
    JSON artifact and recorded inline with the evidence: past the per-artifact quota (16 MiB; lowered to
    64 KiB here, against a PHP(9,8) proof) the run ended without an answer. Now the pooled worker writes
    it to a file in its directory, the pool copies it out, the checker reads it as a file, and it is
    retained as a gzip blob: VERIFIED."""
    from dataclasses import replace

    text = php(8)

    async def main():
        async with _opened(tmp_path) as rt:
            store = rt.state.artifacts
            store.quotas = replace(store.quotas, per_artifact_bytes=64 * 1024)
            r = await rt.run("sat.solve", {"dimacs": text, "engine": "pysat"}, "VERIFY")
            certificate = store.get(r.verification.evidence_uri).payload["certificate"] if r.verification else None
            return r, certificate, [store.get(u) for u in r.artifact_uris]

    r, certificate, retained = trio.run(main)
    assert r.execution.status is ExecutionStatus.COMPLETED, [d.message for d in r.diagnostics]
    assert r.conclusion is Conclusion.UNSAT and r.assurance.level is AssuranceLevel.VERIFIED
    assert certificate["proof_file"] == "proof.drat" and certificate["size"] > 64 * 1024, certificate
    [proof] = [a for a in retained if a.schema == BLOB_SCHEMA]
    assert proof.payload["target_schema"] == DRAT and proof.payload["compression"] == "gzip"
    assert r.output["proof_retained"] is True and r.output["proof_encoding"] == "text"
    assert _left_holds() == set()


def test_the_operator_sets_the_retention_quota_on_the_command_line():
    from jacobian.contracts.job import RETAINED_FILE_BYTES
    from jacobian.mcp.server import parse_args, runtime_config

    assert runtime_config(parse_args([])).retained_file_bytes == RETAINED_FILE_BYTES == 256 * MIB
    assert runtime_config(parse_args(["--retain-file-bytes", "1MiB"])).retained_file_bytes == MIB
    assert runtime_config(parse_args(["--retain-file-bytes", "0"])).retained_file_bytes == 0
