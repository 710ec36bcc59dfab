"""Checkers run forked from warm templates, and authorization keeps its meaning.

A template records the digest of the checker code it loaded. When a checker's file changes under a
running template, the next check does not use that template: unauthorized, nothing runs; once the
operator authorizes the new code, a new template loads it and the old one is gone, never forked.
"""

from __future__ import annotations

from pathlib import Path

import psutil
import pytest
import trio

from jacobian.capability import python_interpreter
from jacobian.checkers import BUNDLED
from jacobian.contracts.diagnostics import Code
from jacobian.contracts.enums import AssuranceLevel, IsolationMode, Verdict
from jacobian.contracts.job import Job
from jacobian.run.context import CHECKER_BUDGET
from jacobian.run.verification import read_decision
from jacobian.runtime import Runtime, RuntimeConfig
from jacobian.supervisor import Supervisor, detect_host
from jacobian.supervisor.forkserver import TemplateSpec
from jacobian.wire import request_line

from .helpers import checker_folder, sat_model_checker, state_authorizing, write_checker

pytestmark = pytest.mark.skipif(detect_host().cgroup is None, reason="checks are forked only on a host with cgroups")

SAT = "p cnf 3 3\n1 -2 0\n2 3 0\n-1 -3 0\n"
CHECKER = """
from jacobian.checkers.entry import serve_check
from jacobian.checkers.sat.model_check import check as evaluate

VERSION = "{version}"


def check(payload):
    decision = evaluate(payload)
    decision["reason"] = VERSION + ": " + decision["reason"]
    return decision


def main():
    serve_check(check)
"""


@pytest.fixture
def checker_file():
    """The checker's own file, where the job's uid (65534) can read it."""
    with checker_folder() as folder:
        yield folder / "versioned_check.py"


def write(path: Path, version: str) -> None:
    write_checker(path, CHECKER.format(version=version))


def test_a_checker_file_changed_under_a_running_template_is_not_used(tmp_path, checker_file):
    write(checker_file, "v1")
    spec = sat_model_checker(checker_file, "test.sat.model.versioned")
    state_dir = state_authorizing(tmp_path / "state", spec, "the first version")

    async def main():
        async with Runtime.open(RuntimeConfig(state_dir=state_dir, manifest_dir=tmp_path / "operator")) as rt:
            rt.checkers = (spec,)
            forks = rt.supervisor._templates()

            def templates() -> set[int]:
                return {t.sp.child.pid for t in forks.live if t.sp.child is not None}

            first = await rt.run("sat.solve", {"dimacs": SAT}, "VERIFY")
            old = templates()
            write(checker_file, "v2")  # the code changes under the running template
            unauthorized = await rt.run("sat.solve", {"dimacs": SAT}, "VERIFY")
            after_unauthorized = (forks.started, templates())
            rt.state.authorizations.authorize(spec, "the second version, reviewed")
            second = await rt.run("sat.solve", {"dimacs": SAT}, "VERIFY")
            return first, old, unauthorized, after_unauthorized, second, forks.started, templates()

    first, old, unauthorized, (started_then, then), second, started, now = trio.run(main)
    assert first.assurance.level is AssuranceLevel.VERIFIED and first.verification.isolation is IsolationMode.FORKED
    assert first.verification.reason.startswith("v1: ") and len(old) == 1
    # changed and not authorized: no check ran at all, the template was not forked
    assert unauthorized.assurance.level is AssuranceLevel.COMPUTED and unauthorized.verification is None
    assert Code.CHECKER_NOT_AUTHORIZED in [d.code for d in unauthorized.diagnostics]
    assert started_then == 1 and then == old
    # authorized again: the new code ran, in a new template; the old one is gone
    assert second.assurance.level is AssuranceLevel.VERIFIED and second.verification.isolation is IsolationMode.FORKED
    assert second.verification.reason.startswith("v2: ")
    assert second.verification.checker_digest == spec.digest() != first.verification.checker_digest
    assert started == 2 and now and not now & old
    assert not any(psutil.pid_exists(pid) for pid in old)


def checker_job(checker, payload) -> tuple[Job, TemplateSpec]:
    """The checker job as the verification stage builds it (jacobian.run.verification.run_checker)."""
    interpreter = python_interpreter()
    job = Job(
        argv=checker.program(interpreter),
        stdin=request_line(payload),
        protocol="jsonl",
        budget=checker.budget or CHECKER_BUDGET,
        readonly_root=True,
        label=f"checker:{checker.id}",
    )
    forked = checker.template_program(interpreter)
    assert forked is not None, f"{checker.id} is not a Python checker: it runs per job"
    return job, TemplateSpec(forked, checker.digest(), checker.digest)


# Evidence no checker may accept: a claim of no known kind, an empty subject and certificate.
WRONG = {"claim": {"kind": "nothing.known"}, "subject": {}, "certificate": {}}


@pytest.mark.parametrize("checker", [c for c in BUNDLED if c.executable is None], ids=lambda c: c.id)
def test_every_bundled_checker_is_served_by_its_template_and_decides_as_it_does_per_job(checker):
    """Each checker of the catalog loads in its template (the check is FORKED, not a silent fallback) and,
    fed evidence it must reject, rejects it exactly as the same job run in a process of its own does."""

    async def main():
        supervisor = Supervisor()
        try:
            job, spec = checker_job(checker, WRONG)
            forked = await supervisor.run(job, None, spec)
            alone = await supervisor.run(job, None, None)
            return forked, alone, supervisor._templates().started
        finally:
            await supervisor.aclose()

    forked, alone, started = trio.run(main)
    assert started == 1 and forked.isolation is IsolationMode.FORKED, forked.detail
    assert alone.isolation is IsolationMode.PER_JOB
    assert forked.final is not None and alone.final is not None, (forked.stderr, alone.stderr)
    assert read_decision(forked.final) == read_decision(alone.final)
    assert read_decision(forked.final)[0] is not Verdict.ACCEPTED
