"""Graph and combinatorics refutations streamed as files (issue 33): the graph SAT worker and the combinatorics
worker write the DRAT proof into their directory, the job keeps it, the checker reads it as a file named in the
certificate with its sha256 and size, and the runtime retains it gzip-compressed: a proof larger than the
per-artifact quota no longer loses the answer.

Instances (generated here, nothing committed): the Mycielski graph M5 (23 vertices, 71 edges, chromatic number 5;
CaDiCaL's proof that it has no 4-colouring is about 12 KB of text DRAT) and van der Waerden W(3,3,3) = 27 (no
3-colouring of 1..27 without a monochromatic 3-term progression; a proof of about 115 KB). The per-artifact quota is
lowered below each proof, as in tests/providers/sat/test_streamed_proof.py.
"""

from __future__ import annotations

import hashlib
import os
from dataclasses import replace

import trio
import warmstate

from jacobian.contracts.enums import AssuranceLevel, Conclusion, ExecutionStatus
from jacobian.state.artifacts import BLOB_SCHEMA

DRAT = "jacobian.sat.drat_proof.v1"
VDW27 = {"problem": "van_der_waerden", "n": 27, "colours": 3, "sizes": [3, 3, 3]}


def mycielski(steps: int) -> dict:
    """The Mycielskian of C5 taken ``steps`` times (1: Grötzsch's graph, chromatic number 4; 2: M5, 5)."""
    edges, n = [(i, (i + 1) % 5) for i in range(5)], 5
    for _ in range(steps):
        edges = [*edges, *((u, n + v) for u, v in edges), *((v, n + u) for u, v in edges)]
        edges += [(n + i, 2 * n) for i in range(n)]
        n = 2 * n + 1
    return {"vertices": list(range(n)), "edges": [list(e) for e in edges]}


def _run(tmp_path, capability: str, payload: dict, quota: int):
    """One VERIFY run with the per-artifact quota lowered to ``quota``: the result, the certificate the verification
    record keeps, and the retained artifacts."""
    from jacobian.checkers import BUNDLED
    from jacobian.runtime import Runtime, RuntimeConfig

    config = RuntimeConfig(state_dir=warmstate.state_dir(tmp_path / "state"), manifest_dir=tmp_path / "none")

    async def main():
        async with Runtime.open(config) as rt:
            for spec in BUNDLED:
                rt.state.authorizations.authorize(spec, "streamed refutation tests")
        async with Runtime.open(config) as rt:
            store = rt.state.artifacts
            store.quotas = replace(store.quotas, per_artifact_bytes=quota)
            r = await rt.run(capability, payload, "VERIFY")
            certificate = store.get(r.verification.evidence_uri).payload["certificate"] if r.verification else None
            return r, certificate, [store.get(u) for u in r.artifact_uris]

    return trio.run(main)


def _streamed_and_verified(r, refutation: dict, retained, quota: int) -> None:
    assert r.execution.status is ExecutionStatus.COMPLETED, [d.message for d in r.diagnostics]
    assert r.assurance.level is AssuranceLevel.VERIFIED, r.assurance.basis
    # the checker was handed the proof as a file (name, size, digest), never its text
    named = refutation["proof_file"]
    assert named["proof_file"] == "proof.drat" and "proof_text" not in refutation, refutation
    assert named["size"] > quota and len(named["sha256"]) == 64, named
    [proof] = [a for a in retained if a.schema == BLOB_SCHEMA]
    assert proof.payload["target_schema"] == DRAT and proof.payload["compression"] == "gzip"


def test_a_chromatic_number_whose_proof_outgrows_the_artifact_quota_is_verified_from_the_file(tmp_path):
    quota = 4 * 1024
    r, certificate, retained = _run(tmp_path, "graph.chromatic_number", mycielski(2), quota)
    assert r.conclusion is Conclusion.VALUE and r.output["chromatic_number"] == 5
    _streamed_and_verified(r, certificate["refutation"], retained, quota)
    assert certificate["refutation"]["colours"] == 4 and r.output["proof_lines"] > 0


def test_an_avoidance_refutation_whose_proof_outgrows_the_artifact_quota_is_verified_from_the_file(tmp_path):
    quota = 16 * 1024
    r, certificate, retained = _run(tmp_path, "combinatorics.coloring.avoid", VDW27, quota)
    assert r.conclusion is Conclusion.FALSE and r.output["exists"] is False
    _streamed_and_verified(r, certificate["refutation"], retained, quota)


# --- the checkers fed forged or swapped proof files ------------------------------------------------------------


def _proof(num_vars: int, clauses: list[list[int]]) -> bytes:
    from pysat.solvers import Solver

    with Solver(name="cadical195", bootstrap_with=clauses, with_proof=True) as s:
        assert s.solve() is False
        return ("\n".join(s.get_proof()) + "\n0\n").encode()


def _file(directory, data: bytes, cnf_sha256: str, **fields) -> dict:
    """``data`` written as proof.drat in ``directory`` and the refutation that names it (sha256 and size of
    ``data``, unless ``fields`` says otherwise)."""
    (directory / "proof.drat").write_bytes(data)
    named = {"proof_file": "proof.drat", "encoding": "text", "compression": "none"}
    named |= {"sha256": hashlib.sha256(data).hexdigest(), "size": len(data), **fields}
    return {"cnf_sha256": cnf_sha256, "proof_file": named}


def _forgeries(tmp_path, genuine: bytes, other: bytes, refutation, decide) -> None:
    """``decide(refutation)`` accepts the genuine file and rejects: another formula's proof, the proof cut after its
    first lemma (digest recomputed), and a file that is not the certified one (its sha256, or its size, differ)."""
    accepted = decide(refutation(genuine))
    assert accepted["accepted"] is True, accepted
    swapped = decide(refutation(other))
    assert swapped["accepted"] is False and "DRAT check failed" in swapped["reason"], swapped
    truncated = decide(refutation(genuine[: genuine.find(b"\n") + 1]))  # its first lemma only
    assert truncated["accepted"] is False and truncated.get("verdict") != "UNCHECKABLE", truncated
    named = refutation(genuine)
    (tmp_path / "proof.drat").write_bytes(other)  # the file beside the checker is not the one certified
    mismatch = decide(named)
    assert mismatch["accepted"] is False and "not the certified one" in mismatch["reason"], mismatch
    (tmp_path / "proof.drat").write_bytes(genuine)
    wrong_size = decide(refutation(genuine, size=len(genuine) + 1))
    assert wrong_size["accepted"] is False and "not the certified one" in wrong_size["reason"], wrong_size
    malformed = decide(refutation(genuine, sha256="not hex"))
    assert malformed["accepted"] is False and "malformed request" in malformed["reason"], malformed


def test_the_chromatic_checker_rejects_forged_and_swapped_proof_files(tmp_path, monkeypatch):
    from jacobian.checkers.graph import chromatic_check
    from jacobian.checkers.graph.encode import digest, encode
    from jacobian.providers.graph.sat_worker import greedy

    graph, other = mycielski(1), mycielski(2)
    n, edges = len(graph["vertices"]), sorted(tuple(sorted(e)) for e in graph["edges"])
    m, other_edges = len(other["vertices"]), sorted(tuple(sorted(e)) for e in other["edges"])
    genuine, swapped = _proof(*encode(n, edges, 3)), _proof(*encode(m, other_edges, 4))  # (M5: no 4-colouring)
    mine, colouring = digest(*encode(n, edges, 3)), greedy(n, edges)
    monkeypatch.chdir(tmp_path)

    def decide(refutation: dict) -> dict:
        certificate = {"colouring": colouring, "refutation": {"colours": 3, **refutation}}
        request = {"claim": {"kind": "CHROMATIC_NUMBER", "value": 4}, "subject": {"graph": graph}}
        return chromatic_check.check({**request, "certificate": certificate})

    assert len(set(colouring)) == 4
    _forgeries(tmp_path, genuine, swapped, lambda data, **f: _file(tmp_path, data, mine, **f), decide)


def test_the_avoidance_checker_rejects_forged_and_swapped_proof_files(tmp_path, monkeypatch):
    from jacobian.checkers.combinatorics import avoid_check, avoid_encode
    from jacobian.checkers.graph.encode import digest

    problem = {"problem": "van_der_waerden", "n": 9, "colours": 2, "sizes": [3, 3], "distinct": False}
    other = {**problem, "problem": "schur", "n": 14, "colours": 3, "sizes": None}
    cnf = avoid_encode.encode(avoid_encode.read(problem))
    genuine, swapped = _proof(*cnf), _proof(*avoid_encode.encode(avoid_encode.read(other)))
    monkeypatch.chdir(tmp_path)

    def decide(refutation: dict) -> dict:
        request = {"claim": {"kind": "COLOURING_AVOIDS", "exists": False}, "subject": {"problem": problem}}
        return avoid_check.check({**request, "certificate": {"refutation": refutation}})

    _forgeries(tmp_path, genuine, swapped, lambda data, **f: _file(tmp_path, data, digest(*cnf), **f), decide)


def test_a_refutation_file_past_the_checkers_bound_is_uncheckable_not_rejected(tmp_path, monkeypatch):
    """The streamed bound lowered below a genuine proof (and the Python fallback's too): no decision."""
    from jacobian.checkers.combinatorics import avoid_check, avoid_encode
    from jacobian.checkers.graph.encode import digest
    from jacobian.checkers.sat import proof_source, refutation

    problem = {"problem": "schur", "n": 14, "colours": 3, "sizes": None, "distinct": False}
    cnf = avoid_encode.encode(avoid_encode.read(problem))
    data = _proof(*cnf)
    monkeypatch.chdir(tmp_path)
    request = {"claim": {"kind": "COLOURING_AVOIDS", "exists": False}, "subject": {"problem": problem}}
    certificate = {"refutation": _file(tmp_path, data, digest(*cnf))}
    monkeypatch.setattr(refutation, "MAX_STREAMED_BYTES", 256)
    monkeypatch.setattr(proof_source, "MAX_PROOF_BYTES", 256)
    answer = avoid_check.check({**request, "certificate": certificate})
    assert answer["accepted"] is False and answer["verdict"] == "UNCHECKABLE", answer
    assert os.path.getsize(tmp_path / "proof.drat") > 256
