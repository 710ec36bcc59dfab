"""Verify later: an EXPLORE run keeps its evidence (retain_evidence), and certificate.verify checks it
afterwards without running the producer again, bound to the original run's input and request."""

from __future__ import annotations

import dataclasses

import trio
import warmstate

from jacobian.checkers.spec import BUNDLED, SAT_DRAT_LRAT
from jacobian.contracts.diagnostics import Code
from jacobian.contracts.enums import AssuranceLevel, Conclusion, ExecutionStatus
from jacobian.contracts.evidence import RETAINED_EVIDENCE, RETAINED_EVIDENCE_SCHEMA
from jacobian.runtime import Runtime, RuntimeConfig
from jacobian.state import State
from jacobian.state.errors import StateError

SAT = "p cnf 3 3\n1 -2 0\n2 3 0\n-1 -3 0\n"
UNSAT = "p cnf 2 4\n1 2 0\n-1 2 0\n1 -2 0\n-1 -2 0\n"
SHARES_PYSAT = dataclasses.replace(SAT_DRAT_LRAT, id="sat.drat.lrat.shares-pysat", independent_of=("pysat",))


def opened(tmp_path):
    state_dir = warmstate.state_dir(tmp_path / "state")
    with State.open(state_dir) as st:
        for spec in (*BUNDLED, SHARES_PYSAT):
            st.authorizations.authorize(spec, "verify-later tests")
    return Runtime.open(RuntimeConfig(state_dir=state_dir, manifest_dir=tmp_path / "operator"))


def retained(result) -> str:
    [uri] = [r.uri for r in result.relationships if r.kind == RETAINED_EVIDENCE]
    assert uri in result.artifact_uris
    return uri


def spy_on_jobs(rt) -> list[str]:
    labels: list[str] = []
    real = rt.supervisor.run

    async def spy(job, *args, **kwargs):
        labels.append(job.label)
        return await real(job, *args, **kwargs)

    rt.supervisor.run = spy
    return labels


def test_an_unsat_proof_kept_in_explore_is_verified_later_without_running_the_solver(tmp_path):
    async def main():
        async with opened(tmp_path) as rt:
            explored = await rt.run("sat.solve", {"dimacs": UNSAT}, "EXPLORE", retain_evidence=True)
            uri = retained(explored)
            jobs = spy_on_jobs(rt)
            later = await rt.run("certificate.verify", {"evidence": uri}, "VERIFY")
            record = rt.state.records.get(later.verification.record_uri)
            stored_evidence = rt.state.artifacts.get(later.verification.evidence_uri)
            kept = rt.state.artifacts.get(uri)
            return explored, uri, jobs, later, record, stored_evidence, kept

    explored, uri, jobs, later, record, stored_evidence, kept = trio.run(main)
    assert explored.conclusion is Conclusion.UNSAT and explored.assurance.level is AssuranceLevel.COMPUTED
    assert kept.schema == RETAINED_EVIDENCE_SCHEMA and kept.payload["run"]["conclusion"] == "UNSAT"
    assert later.execution.status is ExecutionStatus.COMPLETED
    assert later.conclusion is Conclusion.TRUE and later.assurance.level is AssuranceLevel.VERIFIED
    assert later.verification.checker_id == "sat.drat.lrat" and "sat.solve" in later.assurance.basis
    # only the checker ran: the solver was not run again
    assert jobs and all(label.startswith("checker:") for label in jobs)
    # the record binds the original run's input and request, and its evidence descends from what was kept
    assert record.input_digest == explored.scope.input_digest == kept.payload["run"]["input_digest"]
    assert record.request_digest == kept.payload["run"]["request_digest"]
    assert record.decision == "ACCEPTED" and uri in stored_evidence.parents
    assert any(r.kind == "CHECKED_EVIDENCE" and r.uri == uri for r in later.relationships)
    # its lineage: the run's retained proof (and any stored file the evidence names)
    outputs = [r.uri for r in explored.relationships if r.kind == "RETAINED_OUTPUT"]
    assert outputs and set(outputs) | set(kept.payload["files"].values()) == set(kept.parents)


def test_a_model_kept_in_explore_is_verified_later(tmp_path):
    async def main():
        async with opened(tmp_path) as rt:
            explored = await rt.run("sat.solve", {"dimacs": SAT}, "EXPLORE", retain_evidence=True)
            return explored, await rt.run("certificate.verify", {"evidence": retained(explored)}, "VERIFY")

    explored, later = trio.run(main)
    assert explored.conclusion is Conclusion.SAT
    assert later.conclusion is Conclusion.TRUE and later.assurance.level is AssuranceLevel.VERIFIED
    assert later.verification.checker_id == "sat.model.eval"


def test_the_later_check_stays_independent_of_the_producer(tmp_path):
    async def main():
        async with opened(tmp_path) as rt:
            explored = await rt.run("sat.solve", {"dimacs": UNSAT, "engine": "pysat"}, "EXPLORE", retain_evidence=True)
            rt.checkers = (SHARES_PYSAT,)  # the only checker shares the producer's engine
            return await rt.run("certificate.verify", {"evidence": retained(explored)}, "VERIFY")

    later = trio.run(main)
    assert later.assurance.level is not AssuranceLevel.VERIFIED and later.verification is None
    assert Code.CHECKER_NOT_INDEPENDENT in [d.code for d in later.diagnostics]


def test_retained_evidence_cannot_be_forged_nor_taken_from_another_artifact(tmp_path):
    async def main():
        async with opened(tmp_path) as rt:
            explored = await rt.run("sat.solve", {"dimacs": SAT}, "EXPLORE", retain_evidence=True)
            kept = rt.state.artifacts.get(retained(explored))
            forged = dict(kept.payload, run=dict(kept.payload["run"], input_digest="sha256:" + "1" * 64))
            put = await rt.run("artifact.put", {"schema": RETAINED_EVIDENCE_SCHEMA, "payload": forged})
            cnf = await rt.run("artifact.put", {"schema": "jacobian.sat.cnf.v1", "payload": {"dimacs": SAT}})
            other = await rt.run("certificate.verify", {"evidence": cnf.output["uri"]}, "VERIFY")
            missing = await rt.run("certificate.verify", {"evidence": "artifact://sha256/" + "2" * 64}, "VERIFY")
            return put, other, missing

    put, other, missing = trio.run(main)
    assert put.execution.status is ExecutionStatus.ERROR  # producer-only: no client stores one
    assert other.execution.status is ExecutionStatus.ERROR
    [d] = other.diagnostics
    assert d.code is Code.INVALID_REQUEST and d.path == "$.payload.evidence"
    assert Code.ARTIFACT_NOT_FOUND in [d.code for d in missing.diagnostics]


def test_without_retain_evidence_nothing_is_kept_and_a_failed_retention_leaves_the_answer(tmp_path):
    async def main():
        async with opened(tmp_path) as rt:
            plain = await rt.run("sat.solve", {"dimacs": SAT}, "EXPLORE")
            put = rt.state.artifacts.put

            def failing(schema, *args, **kwargs):
                if schema == RETAINED_EVIDENCE_SCHEMA:
                    raise StateError(Code.STORAGE_ERROR, "the disk is full")
                return put(schema, *args, **kwargs)

            rt.state.artifacts.put = failing
            failed = await rt.run("sat.solve", {"dimacs": SAT}, "EXPLORE", retain_evidence=True)
            return plain, failed

    plain, failed = trio.run(main)
    assert not [r for r in plain.relationships if r.kind == RETAINED_EVIDENCE]
    assert failed.execution.status is ExecutionStatus.COMPLETED and failed.conclusion is Conclusion.SAT
    assert not [r for r in failed.relationships if r.kind == RETAINED_EVIDENCE]
    [note] = [d for d in failed.diagnostics if d.code is Code.STORAGE_ERROR]
    assert "the answer stands" in note.message and note.severity.value == "WARNING"
