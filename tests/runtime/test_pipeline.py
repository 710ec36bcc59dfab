"""The run pipeline end to end on a real (small) sandboxed capability."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
import trio

from jacobian.contracts.diagnostics import Code, Stage
from jacobian.contracts.enums import Conclusion, ExecutionStatus, Mode, TerminationReason
from jacobian.runtime import Runtime, RuntimeConfig

from .helpers import python_provider, write_manifest
from .testcaps import DEFINITIONS


def _config(tmp_path: Path, bundled: Path) -> RuntimeConfig:
    return RuntimeConfig(
        state_dir=tmp_path / "state",
        manifest_dir=tmp_path / "operator",
        bundled_manifest_dir=bundled,
        definitions=DEFINITIONS,
    )


def _engine(tmp_path: Path, provider="echo-engine", priority=0, executable: str | None = None) -> Path:
    b = tmp_path / "bundled"
    capabilities = "[test.echo, test.bad_example, test.no_example]"
    body = python_provider(provider, capabilities=capabilities, extra=f"priority: {priority}")
    if executable:
        body = body.replace(f"executable: {sys.executable}", f"executable: {executable}")
    write_manifest(b, f"{provider}.yaml", body)
    return b


def run(tmp_path, bundled, cap, payload, mode="EXPLORE", inspect=None):
    async def main():
        async with Runtime.open(_config(tmp_path, bundled)) as rt:
            if inspect:
                inspect(rt)
            return await rt.run(cap, payload, mode)

    return trio.run(main)


def test_completed_run_has_typed_output_and_provenance(tmp_path):
    result = run(tmp_path, _engine(tmp_path), "test.echo", {"text": "abc"})
    assert result.execution.status is ExecutionStatus.COMPLETED
    assert result.conclusion is Conclusion.VALUE
    assert result.output == {"reversed": "cba"}
    assert result.provenance.provider_id == "echo-engine"
    assert result.provenance.enforcement, "the result must say which sandbox layers were applied"
    assert result.scope.input_digest.startswith("sha256:")


@pytest.mark.parametrize(
    "payload, path",
    [
        ({}, "$.payload.text"),
        ({"text": 5}, "$.payload.text"),
        ({"text": "a", "bogus": 1}, "$.payload.bogus"),
        ({"text": "x" * 101}, "$.payload.text"),
        ({"text": "a", "budget": {"wall_seconds": -1}}, "$.payload.budget.wall_seconds"),
        ({"text": "a", "engine": "nope"}, "$.payload.engine"),
        ([1, 2], "$.payload"),
    ],
)
def test_invalid_request_names_the_field_and_spawns_nothing(tmp_path, payload, path):
    calls = []

    def spy(rt):
        original = rt.supervisor.run

        async def counting(job, on_event=None):
            calls.append(job)
            return await original(job, on_event)

        rt.supervisor.run = counting

    result = run(tmp_path, _engine(tmp_path), "test.echo", payload, inspect=spy)
    assert result.execution.status is ExecutionStatus.ERROR
    assert result.conclusion is Conclusion.UNKNOWN
    (diag,) = result.diagnostics
    assert diag.code is Code.INVALID_REQUEST and diag.stage is Stage.VALIDATE
    assert diag.path == path
    assert calls == []


def test_unknown_capability_and_unsupported_mode(tmp_path):
    b = _engine(tmp_path)
    unknown = run(tmp_path, b, "test.nothing", {})
    assert unknown.diagnostics[0].code is Code.UNKNOWN_CAPABILITY
    # VERIFY is declared by the definition but no checker exists for its claim: not offered.
    verify = run(tmp_path, b, "test.echo", {"text": "a"}, mode="VERIFY")
    assert verify.diagnostics[0].code is Code.UNSUPPORTED_MODE
    assert "no authorized checker" in verify.diagnostics[0].message


def test_wall_budget_gives_timeout_and_unknown(tmp_path):
    result = run(tmp_path, _engine(tmp_path), "test.echo", {"text": "a", "sleep": 30, "budget": {"wall_seconds": 0.5}})
    assert result.execution.status is ExecutionStatus.TIMEOUT
    assert result.execution.termination is TerminationReason.WALL_TIMEOUT
    assert result.conclusion is Conclusion.UNKNOWN
    assert result.diagnostics[0].code is Code.WALL_TIMEOUT
    assert result.execution.wall_ms < 5000


def test_identity_change_after_probe_is_caught_before_running(tmp_path):
    wrapper = tmp_path / "bin" / "pywrap"
    wrapper.parent.mkdir()
    wrapper.write_text(f'#!/bin/sh\nexec {sys.executable} "$@"\n')
    wrapper.chmod(0o755)

    def tamper(rt):
        with open(wrapper, "a") as f:
            f.write("# changed after the probe\n")

    result = run(tmp_path, _engine(tmp_path, executable=str(wrapper)), "test.echo", {"text": "a"}, inspect=tamper)
    assert result.diagnostics[0].code is Code.PROVIDER_IDENTITY_CHANGED
    assert result.execution.status is ExecutionStatus.ERROR


def test_identity_change_between_runs_is_caught_once_the_recheck_window_passes(tmp_path):
    """A good readiness check is trusted for READINESS_RECHECK_SECONDS, never longer."""
    from jacobian.run.readiness import READINESS_RECHECK_SECONDS

    wrapper = tmp_path / "bin" / "pywrap"
    wrapper.parent.mkdir()
    wrapper.write_text(f'#!/bin/sh\nexec {sys.executable} "$@"\n')
    wrapper.chmod(0o755)

    async def main():
        async with Runtime.open(_config(tmp_path, _engine(tmp_path, executable=str(wrapper)))) as rt:
            first = await rt.run("test.echo", {"text": "a"})
            touched = os.stat(wrapper)
            os.utime(wrapper, ns=(touched.st_atime_ns, touched.st_mtime_ns + 10**9))  # same content, new mtime
            await trio.sleep(READINESS_RECHECK_SECONDS + 0.2)
            touched_run = await rt.run("test.echo", {"text": "b"})
            with open(wrapper, "a") as f:
                f.write("# changed between runs\n")
            await trio.sleep(READINESS_RECHECK_SECONDS + 0.2)
            changed_run = await rt.run("test.echo", {"text": "c"})
            return first, touched_run, changed_run

    first, touched_run, changed_run = trio.run(main)
    assert first.execution.status is ExecutionStatus.COMPLETED
    assert touched_run.execution.status is ExecutionStatus.COMPLETED  # re-hashed: same digest
    assert changed_run.diagnostics[0].code is Code.PROVIDER_IDENTITY_CHANGED


def test_catalog_is_fail_closed_and_digest_is_stable(tmp_path):
    b = _engine(tmp_path)
    seen = {}

    def grab(rt):
        seen["ids"] = sorted(rt.catalog.entries)
        seen["rejected"] = {r.capability_id: r.message for r in rt.catalog.rejected}
        seen["digest"] = rt.catalog.digest
        seen["modes"] = rt.catalog.get("test.echo").descriptor.modes

    run(tmp_path, b, "test.echo", {"text": "a"}, inspect=grab)
    first = dict(seen)
    run(tmp_path, b, "test.echo", {"text": "a"}, inspect=grab)
    assert seen["ids"] == ["test.echo"]
    assert "does not validate" in seen["rejected"]["test.bad_example"]
    assert "publishes no example" in seen["rejected"]["test.no_example"]
    assert seen["modes"] == (Mode.EXPLORE,)  # VERIFY hidden: no authorized checker
    assert first["digest"] == seen["digest"]


def test_capability_absent_when_its_provider_is_unavailable(tmp_path):
    b = _engine(tmp_path, executable="/nonexistent/python")
    seen = {}
    result = run(
        tmp_path, b, "test.echo", {"text": "a"}, inspect=lambda rt: seen.setdefault("ids", list(rt.catalog.entries))
    )
    assert seen["ids"] == []
    # Known (a manifest serves it) but no provider is healthy: a typed PROVIDER_UNAVAILABLE naming why.
    [d] = result.diagnostics
    assert result.execution.status is ExecutionStatus.ERROR and d.code is Code.PROVIDER_UNAVAILABLE
    assert d.path == "$.capability_id" and "echo-engine UNAVAILABLE (EXECUTABLE_NOT_FOUND" in d.message
    assert run(tmp_path, b, "test.nothing_serves_this", {}).diagnostics[0].code is Code.UNKNOWN_CAPABILITY


def test_engine_choice_defaults_by_priority(tmp_path):
    b = _engine(tmp_path, "low-engine", priority=1)
    _engine(tmp_path, "high-engine", priority=9)
    default = run(tmp_path, b, "test.echo", {"text": "a"})
    assert default.provenance.provider_id == "high-engine"
    chosen = run(tmp_path, b, "test.echo", {"text": "a", "engine": "low-engine"})
    assert chosen.provenance.provider_id == "low-engine"


def test_prestarted_pool_serves_the_first_call(tmp_path):
    """The server pre-starts pooled workers; the first default call then starts none."""
    from jacobian.runtime import Runtime, RuntimeConfig
    from jacobian.supervisor.pool import MAX_IDLE_WORKERS

    async def main():
        config = RuntimeConfig(state_dir=tmp_path / "state", manifest_dir=tmp_path / "ops")
        async with Runtime.open(config) as rt:
            started = await rt.prestart_pools()
            # Every pooled provider has a warm worker (there are more pooled providers than spare
            # idle workers), and the workers beyond each pool's first stay within the spare bound.
            assert started and all(n >= 1 for n in started.values()), started
            pools = rt.supervisor._pools.pools
            assert sum(len(p.idle) for p in pools.values()) == sum(started.values())
            assert rt.supervisor._pools.spare_count() <= MAX_IDLE_WORKERS
            before = sum(p.started for p in pools.values())
            result = await rt.run("sat.solve", {"dimacs": "p cnf 1 1\n1 0\n"})
            after = sum(p.started for p in pools.values())
            return result, before, after

    result, before, after = trio.run(main)
    assert result.conclusion is Conclusion.SAT
    assert after == before, "the first call started a worker instead of using the pre-started one"
