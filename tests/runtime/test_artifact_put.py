"""artifact.put through the real runtime: stores typed payloads, composes with sat.solve,
and can never write a producer-only schema (verification records, evidence)."""

from __future__ import annotations

import trio
import warmstate

from jacobian.contracts.diagnostics import Code
from jacobian.contracts.enums import Conclusion, ExecutionStatus
from jacobian.runtime import Runtime, RuntimeConfig

CNF = "p cnf 2 2\n1 2 0\n-1 0\n"


def _session(tmp_path, calls):
    async def main():
        async with Runtime.open(
            RuntimeConfig(state_dir=warmstate.state_dir(tmp_path / "state"), manifest_dir=tmp_path / "ops")
        ) as rt:
            out = []
            for call in calls:
                out.append(await call(rt))
            out.append(len(rt.state.artifacts.list(limit=1000)))
            return out

    return trio.run(main)


def test_put_then_solve_by_reference(tmp_path):
    stored = {}

    async def put(rt):
        r = await rt.run(
            "artifact.put", {"schema": "jacobian.sat.cnf.v1", "payload": {"dimacs": CNF}, "summary": "tiny"}
        )
        stored["uri"] = r.output["uri"]
        return r

    async def solve(rt):
        return await rt.run("sat.solve", {"cnf_artifact": stored["uri"]})

    put_r, solve_r, _ = _session(tmp_path, [put, solve])
    assert put_r.execution.status is ExecutionStatus.COMPLETED, put_r.diagnostics
    assert put_r.output["uri"].startswith("artifact://sha256/") and put_r.output["schema"] == "jacobian.sat.cnf.v1"
    assert put_r.provenance.provider_id == "jacobian-runtime"
    assert solve_r.conclusion is Conclusion.SAT and solve_r.output["model"] == [-1, 2]


def test_producer_only_and_unknown_schemas_are_refused_and_nothing_is_written(tmp_path):
    record_shaped = {"checker_id": "sat.model.eval", "decision": "ACCEPTED", "input_digest": "sha256:" + "0" * 64}

    def put(schema, payload):
        async def call(rt):
            return await rt.run("artifact.put", {"schema": schema, "payload": payload})

        return call

    record, evidence, unknown, count = _session(
        tmp_path,
        [
            put("jacobian.verification_record.v1", record_shaped),
            put("jacobian.evidence.v1", {"claim": {"kind": "CNF_SATISFIABLE"}}),
            put("jacobian.no_such.v1", {}),
        ],
    )
    for r in (record, evidence):
        assert r.execution.status is ExecutionStatus.ERROR
        assert r.diagnostics[0].code is Code.ARTIFACT_SCHEMA_FORBIDDEN, r.diagnostics
        assert r.diagnostics[0].path == "$.payload.schema"
    assert unknown.diagnostics[0].code is Code.ARTIFACT_SCHEMA_UNKNOWN
    assert count == 0  # nothing was stored by any of them


def test_payload_is_validated_against_the_schema_model(tmp_path):
    async def bad_payload(rt):
        return await rt.run("artifact.put", {"schema": "jacobian.sat.cnf.v1", "payload": {"dimacs": 5}})

    async def field_name_not_alias(rt):
        return await rt.run("artifact.put", {"schema_id": "jacobian.sat.cnf.v1", "payload": {"dimacs": CNF}})

    bad, alias, count = _session(tmp_path, [bad_payload, field_name_not_alias])
    assert bad.diagnostics[0].code is Code.INVALID_REQUEST and bad.diagnostics[0].path == "$.payload.payload.dimacs"
    assert alias.diagnostics[0].code is Code.INVALID_REQUEST  # the contract's field is `schema`, nothing else
    assert count == 0
