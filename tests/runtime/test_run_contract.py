"""Contract breaks of issue 11 point 7, through the real runtime and a real sandboxed job:
an adapter whose ``interpret`` raises gives an ERROR result at the INTERPRET stage, and the
reasoning log is written only after the payload has passed validation."""

from __future__ import annotations

import json
from pathlib import Path

import trio
import warmstate

from jacobian.checkers import BUNDLED
from jacobian.contracts.diagnostics import Code, Stage
from jacobian.contracts.enums import Conclusion, ExecutionStatus, TerminationReason
from jacobian.runtime import Runtime, RuntimeConfig

from .helpers import python_provider, write_manifest
from .testcaps import DEFINITIONS


def _config(tmp_path: Path, reasoning_mode: str = "OFF") -> RuntimeConfig:
    bundled = tmp_path / "bundled"
    write_manifest(
        bundled, "echo.yaml", python_provider("echo-engine", capabilities="[test.echo, test.interpret_raises]")
    )
    return RuntimeConfig(
        state_dir=warmstate.state_dir(tmp_path / "state"),
        manifest_dir=tmp_path / "operator",
        bundled_manifest_dir=bundled,
        definitions=DEFINITIONS,
        reasoning_mode=reasoning_mode,
    )


def test_an_exception_in_interpret_is_an_error_result_at_the_interpret_stage(tmp_path):
    async def main():
        async with Runtime.open(_config(tmp_path)) as rt:
            return await rt.run("test.interpret_raises", {"text": "abc"})

    r = trio.run(main)
    assert r.execution.status is ExecutionStatus.ERROR and r.conclusion is Conclusion.UNKNOWN
    [d] = r.diagnostics
    assert d.code is Code.INTERNAL_ERROR and d.stage is Stage.INTERPRET
    assert "KeyError" in d.message and "reversed-text" in d.message
    assert "Traceback" not in json.dumps(r.model_dump(mode="json"))
    assert r.execution.termination is TerminationReason.EXITED  # the job ran; only the adapter failed
    assert r.provenance is not None and r.provenance.provider_id == "echo-engine"


def _entries(rt, run_id):
    return [(e["kind"], e.get("call_id")) for e in rt.state.reasoning.entries(run_id)]


def test_an_invalid_payload_leaves_the_reasoning_log_unchanged(tmp_path):
    async def main():
        async with Runtime.open(_config(tmp_path, "REQUIRED")) as rt:
            log = rt.state.reasoning
            run_id = log.write("PLAN", "reverse a text").run_id
            call = log.write("BEFORE_TOOL", "call echo", run_id=run_id, capability_id="test.echo").call_id
            before = _entries(rt, run_id)
            bad = await rt.run("test.echo", {"text": 5}, reasoning_run_id=run_id, reasoning_call_id=call)
            after_bad = _entries(rt, run_id)
            good = await rt.run("test.echo", {"text": "abc"}, reasoning_run_id=run_id, reasoning_call_id=call)
            return before, bad, after_bad, good, _entries(rt, run_id)

    before, bad, after_bad, good, after_good = trio.run(main)
    assert bad.diagnostics[0].code is Code.INVALID_REQUEST and bad.diagnostics[0].path == "$.payload.text"
    assert after_bad == before, "nothing may be written to the reasoning log before validation passes"
    # the call stayed unbound, so the same call id binds once the payload is valid
    assert good.execution.status is ExecutionStatus.COMPLETED
    assert [k for k, _ in after_good[len(before) :]] == ["CALL_BOUND", "CALL_OUTCOME"]


def test_an_invalid_payload_records_no_audit_violation(tmp_path):
    async def main():
        async with Runtime.open(_config(tmp_path, "AUDIT")) as rt:
            bad = await rt.run("test.echo", {"text": "a", "bogus": 1})
            after_bad = rt.state.reasoning.unattached_violations()
            good = await rt.run("test.echo", {"text": "a"})  # valid but unbound: AUDIT records the violation, runs it
            return bad, after_bad, good, rt.state.reasoning.unattached_violations()

    bad, after_bad, good, after_good = trio.run(main)
    assert bad.diagnostics[0].code is Code.INVALID_REQUEST and after_bad == []
    assert good.execution.status is ExecutionStatus.COMPLETED and len(after_good) == 1


def test_a_rule_broken_in_the_payload_reads_without_pydantic_prefixes(tmp_path):
    """math.run's INVALID_REQUEST message is the rule itself (as math.find's are), never
    pydantic's "Value error, ..." wrapping of it."""

    async def main():
        async with Runtime.open(
            RuntimeConfig(state_dir=warmstate.state_dir(tmp_path / "state"), manifest_dir=tmp_path / "ops")
        ) as rt:
            return await rt.run("sat.solve", {})

    r = trio.run(main)
    [d] = r.diagnostics
    assert d.code is Code.INVALID_REQUEST and d.stage is Stage.VALIDATE
    assert d.message.startswith("give exactly one of `dimacs`"), d.message
    assert "Value error" not in d.message


def test_solver_only_with_pysat_is_a_listed_rule_that_math_run_enforces_at_validation(tmp_path):
    from jacobian.discovery.schema import cross_field_rules

    async def main():
        async with Runtime.open(
            RuntimeConfig(state_dir=warmstate.state_dir(tmp_path / "state"), manifest_dir=tmp_path / "ops")
        ) as rt:
            model = rt.catalog.get("sat.solve").request_model
            r = await rt.run("sat.solve", {"dimacs": "p cnf 1 1\n1 0\n", "engine": "cadical", "solver": "glucose4"})
            return model, r

    model, r = trio.run(main)
    assert "solver_only_with_pysat" in {rule["rule"] for rule in cross_field_rules(model)}
    [d] = r.diagnostics
    assert d.code is Code.INVALID_REQUEST and d.stage is Stage.VALIDATE
    assert "only with engine pysat, not cadical" in d.message and d.path == "$.payload.solver"
    assert r.execution.termination is None  # refused before anything was spawned


def test_an_integer_beyond_2_to_the_53_is_an_answer_never_an_exception(tmp_path):
    """RFC 8785 has no form for such an integer; the run digests it another way and answers as for any bad model:
    the literal is no variable of the formula, so the checker rejects the model (FALSE), with the input digested."""

    async def main():
        async with Runtime.open(
            RuntimeConfig(state_dir=warmstate.state_dir(tmp_path / "state"), manifest_dir=tmp_path / "ops")
        ) as rt:
            for spec in BUNDLED:
                rt.state.authorizations.authorize(spec, "run contract test")
            return await rt.run("sat.model.verify", {"dimacs": "p cnf 1 1\n1 0\n", "model": [2**60]})

    r = trio.run(main)
    assert r.execution.status is ExecutionStatus.COMPLETED and r.conclusion is Conclusion.FALSE, r
    assert "1152921504606846976 is not a literal" in r.output["reason"]
    assert r.scope.input_digest.startswith("sha256:")
