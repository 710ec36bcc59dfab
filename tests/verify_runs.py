"""Run operations in VERIFY mode through a real runtime with every bundled checker authorized, and
watch which jobs the supervisor ran: the provider tests that hold known answers to VERIFIED share it."""

from __future__ import annotations

from typing import Any

import trio
import warmstate

from jacobian.contracts.enums import AssuranceLevel


def record_job_labels(rt: Any, labels: list[str]) -> None:
    """Append the label of every job ``rt``'s supervisor runs from now on to ``labels``."""
    real = rt.supervisor.run

    async def spied(job, *args, **kwargs):
        labels.append(job.label)
        return await real(job, *args, **kwargs)

    rt.supervisor.run = spied


def record_plans(monkeypatch: Any, definitions: Any, planned: list[str]) -> None:
    """Append the id of each of ``definitions`` whose ``plan`` is called from now on to ``planned`` (a
    definition without a plan, one served in process, is left alone); ``monkeypatch`` undoes it."""
    for definition in definitions:
        if not hasattr(definition, "plan"):
            continue
        real = definition.plan

        def spied(call, _real=real, _id=definition.id):
            planned.append(_id)
            return _real(call)

        monkeypatch.setattr(definition, "plan", spied)


def run_verify(tmp_path, runs: list[tuple[str, dict]], spy: list[str] | None = None) -> list:
    """Each ``(capability_id, payload)`` of ``runs`` in VERIFY mode, in order, on a fresh state directory
    whose bundled checkers are authorized; ``spy`` (if given) collects the labels of the jobs run."""
    from jacobian.checkers import BUNDLED
    from jacobian.runtime import Runtime, RuntimeConfig

    config = RuntimeConfig(state_dir=warmstate.state_dir(tmp_path / "state"), manifest_dir=tmp_path / "none")

    async def main():
        async with Runtime.open(config) as rt:
            for spec in BUNDLED:
                rt.state.authorizations.authorize(spec, "known-answer tests")
        async with Runtime.open(config) as rt:
            if spy is not None:
                record_job_labels(rt, spy)
            return [await rt.run(cap, payload, "VERIFY") for cap, payload in runs]

    return trio.run(main)


def verified(result) -> bool:
    """VERIFIED, with the verification record stored."""
    return result.assurance.level is AssuranceLevel.VERIFIED and result.assurance.verification_record_uri is not None
