"""Checker jobs forked from warm templates (jacobian.supervisor.forkserver, jacobian.checkers.template).

Every check is a fresh process forked from a template that has read no input, in its own cgroup and
directory, within its own limits; a template whose code is not the required code is discarded, never
forked; nothing of a check outlives it and nothing of a template outlives the supervisor.
"""

from __future__ import annotations

import hashlib
import os
import select
import shutil
import signal
import tempfile
import uuid

import psutil
import pytest
import trio

from jacobian.contracts.enums import IsolationMode
from jacobian.contracts.enums import TerminationReason as T
from jacobian.contracts.job import MIB, Budget, Job
from jacobian.supervisor import Supervisor, detect_host
from jacobian.supervisor.forkserver import TemplateSpec
from jacobian.wire import request_line

from .conftest import PY, _reachable_copies, leftovers

pytestmark = pytest.mark.skipif(detect_host().cgroup is None, reason="checks are forked only on a host with cgroups")

PROBE = os.path.join(_reachable_copies("checker_probe.py"), "checker_probe.py")
TEMPLATE = (PY, "-I", "-m", "jacobian.checkers.template", PROBE)


def digest_of(path: str) -> str:
    with open(path, "rb") as f:
        return "sha256:" + hashlib.sha256(f.read()).hexdigest()


SPEC = TemplateSpec(TEMPLATE, digest_of(PROBE), lambda: digest_of(PROBE))


def probe(action: str, budget: Budget | None = None, **payload) -> Job:
    return Job(
        argv=(PY, "-I", PROBE),
        stdin=request_line({"action": action, **payload}),
        protocol="jsonl",
        readonly_root=True,
        budget=budget or Budget(wall_seconds=60, memory_bytes=512 * MIB, max_processes=8),
    )


def answer(outcome):
    assert outcome.final is not None and outcome.final["ok"], (outcome.termination, outcome.detail, outcome.stderr)
    return outcome.final["data"]


def cmdline(pid: int) -> str:
    try:
        return " ".join(psutil.Process(pid).cmdline())
    except psutil.Error:
        return ""


def templates(s: Supervisor):
    return s._templates()


def template_pids(s: Supervisor) -> set[int]:
    return {t.sp.child.pid for t in templates(s).live if t.sp.child is not None}


def test_each_check_is_a_fresh_process_with_its_own_directory_from_one_template():
    async def main():
        s = Supervisor()
        try:
            first = await s.run(probe("write"), None, SPEC)
            second = await s.run(probe("look"), None, SPEC)
            return first, second, templates(s).started
        finally:
            await s.aclose()

    before = frozenset(c.pid for c in psutil.Process().children(recursive=True))
    first, second, started = trio.run(main)
    a, b = answer(first), answer(second)
    assert first.isolation is second.isolation is IsolationMode.FORKED and started == 1
    assert b["seen"] == ["look"]  # the second check did not inherit the first one's module state
    assert a["cwd"] != b["cwd"] and "left-behind.txt" not in b["files"]  # nor its directory
    assert b["home"] == b["tmpdir"] == b["cwd"] and b["uid"] == a["uid"]
    assert a["pid"] != b["pid"]
    assert leftovers(before) == {"children": [], "scratch": [], "cgroups": []}


@pytest.mark.parametrize(
    ("action", "budget", "reason"),
    [
        ("alloc", Budget(wall_seconds=60, memory_bytes=256 * MIB, max_processes=8), T.MEMORY_LIMIT),
        ("spin", Budget(wall_seconds=60, cpu_seconds=1, memory_bytes=256 * MIB, max_processes=8), T.CPU_LIMIT),
        ("spin", Budget(wall_seconds=1, memory_bytes=256 * MIB, max_processes=8), T.WALL_TIMEOUT),
    ],
)
def test_a_forked_check_is_held_to_its_own_limits_and_the_template_serves_on(action, budget, reason):
    async def main():
        s = Supervisor()
        try:
            limited = await s.run(probe(action, budget), None, SPEC)
            after = await s.run(probe("look"), None, SPEC)
            return limited, after
        finally:
            await s.aclose()

    limited, after = trio.run(main)
    assert limited.isolation is IsolationMode.FORKED
    assert limited.termination is reason, (limited.termination, limited.detail)
    assert answer(after)["seen"] == ["look"]


def test_a_forked_check_is_held_to_the_process_limit_and_its_template_does_not_count_against_it():
    """Exceeding max_processes: the check and its children are at most the budget's processes (its own
    cgroup counts them alone), whatever the template and the namespace's init add."""
    budget = Budget(wall_seconds=60, memory_bytes=256 * MIB, max_processes=4)

    async def main():
        s = Supervisor()
        try:
            return await s.run(probe("forks", budget, most=32), None, SPEC)
        finally:
            await s.aclose()

    forked = trio.run(main)
    assert forked.isolation is IsolationMode.FORKED
    assert answer(forked)["forks"] == 4 - 1


def test_a_check_can_neither_read_nor_trace_its_template():
    async def main():
        s = Supervisor()
        try:
            return await s.run(probe("peek"), None, SPEC)
        finally:
            await s.aclose()

    seen = answer(trio.run(main))
    assert seen["mem"] == seen["environ"] == "PermissionError"
    assert seen["ptrace"] == -1


def test_a_check_that_changes_dev_retires_its_template():
    async def main():
        s = Supervisor()
        try:
            await s.run(probe("dev"), None, SPEC)
            first = template_pids(s)
            after = await s.run(probe("shm"), None, SPEC)
            return first, template_pids(s), templates(s).started, after
        finally:
            await s.aclose()

    first, now, started, after = trio.run(main)
    assert started == 2 and first and not first & now
    assert answer(after)["shm"] == []  # the next check never saw what the earlier one left in /dev/shm
    assert not any(psutil.pid_exists(p) for p in first)


def test_a_template_whose_code_changed_is_discarded_and_never_forked(tmp_path):
    code = tmp_path / "code"
    code.write_text("version 1")

    def measured() -> str:
        return "sha256:" + hashlib.sha256(code.read_bytes()).hexdigest()

    async def main():
        s = Supervisor()
        try:
            v1 = TemplateSpec(TEMPLATE, measured(), measured)
            await s.run(probe("look"), None, v1)
            old = template_pids(s)
            code.write_text("version 2")  # the code changes under the running template
            stale = await s.run(probe("look"), None, v1)  # a job still requiring version 1: nothing has it
            unused = templates(s).started
            v2 = TemplateSpec(TEMPLATE, measured(), measured)
            fresh = await s.run(probe("look"), None, v2)
            return old, stale, unused, fresh, templates(s).started, template_pids(s)
        finally:
            await s.aclose()

    old, stale, unused, fresh, started, now = trio.run(main)
    # the template of version 1 was not forked for the stale job: it ran in a process of its own
    assert stale.isolation is IsolationMode.PER_JOB and "template" in (stale.detail or "")
    assert unused == 1 and not any(psutil.pid_exists(p) for p in old)
    assert fresh.isolation is IsolationMode.FORKED and started == 2 and now and not now & old


def test_cancelling_a_forked_check_leaves_nothing_of_it_and_closing_leaves_nothing_at_all():
    before = frozenset(c.pid for c in psutil.Process().children(recursive=True))

    async def main():
        s = Supervisor()
        try:
            with trio.CancelScope() as scope:

                def running(event) -> None:
                    if event.type == "progress":
                        scope.cancel()

                await s.run(probe("sleep"), running, SPEC)
            cancelled = scope.cancelled_caught
            kept = template_pids(s)
            survivors = [p.pid for p in psutil.Process().children(recursive=True) if p.pid not in before]
            after = await s.run(probe("look"), None, SPEC)
            return cancelled, kept, survivors, after
        finally:
            await s.aclose()

    cancelled, kept, survivors, after = trio.run(main)
    assert cancelled
    # what is left while the supervisor runs is the template's own sandbox, and its next (idle) check
    assert not any("time.sleep(3600)" in cmdline(pid) for pid in survivors)
    assert answer(after)["seen"] == ["look"]
    assert leftovers(before) == {"children": [], "scratch": [], "cgroups": []}
    assert not any(psutil.pid_exists(p) for p in kept)


def test_an_orphan_of_a_check_does_not_outlive_it():
    marker = f"orphan-{uuid.uuid4().hex}"

    def orphans() -> list[int]:
        found = []
        for p in psutil.process_iter():
            try:
                if marker in p.cmdline():
                    found.append(p.pid)
            except psutil.Error:
                pass
        return found

    async def main():
        s = Supervisor()
        try:
            left = await s.run(probe("orphan", marker=marker), None, SPEC)
            still = orphans()
            after = await s.run(probe("look"), None, SPEC)
            return left, still, after
        finally:
            await s.aclose()

    left, still, after = trio.run(main)
    assert answer(left) and still == [] and answer(after)["seen"] == ["look"]


def test_concurrent_checks_never_share_a_template():
    async def main():
        s = Supervisor(max_concurrent=4)
        both = trio.Event()
        running = []

        async def one(scope: trio.CancelScope) -> None:
            def event(ev) -> None:
                running.append(ev)
                if len(running) == 2:
                    both.set()

            with scope:
                await s.run(probe("sleep"), event, SPEC)

        try:
            scopes = [trio.CancelScope(), trio.CancelScope()]
            async with trio.open_nursery() as nursery:
                for scope in scopes:
                    nursery.start_soon(one, scope)
                await both.wait()
                live = len(templates(s).live)
                for scope in scopes:
                    scope.cancel()
            return live, templates(s).started
        finally:
            await s.aclose()

    live, started = trio.run(main)
    assert live == started == 2


def test_a_template_killed_while_idle_is_replaced():
    async def main():
        s = Supervisor()
        try:
            await s.run(probe("look"), None, SPEC)
            for pid in template_pids(s):
                pidfd = os.pidfd_open(pid)  # readable once it has died (not reaped: that is the supervisor's)
                os.kill(pid, signal.SIGKILL)
                select.select([pidfd], [], [], 30)
                os.close(pidfd)
            after = await s.run(probe("look"), None, SPEC)
            return after, templates(s).started
        finally:
            await s.aclose()

    after, started = trio.run(main)
    assert after.isolation is IsolationMode.FORKED and answer(after)["seen"] == ["look"] and started == 2


def test_a_template_that_cannot_load_leaves_the_job_to_a_process_of_its_own():
    broken = tempfile.mkdtemp(prefix="jacobian-test-broken-")
    os.chmod(broken, 0o755)
    script = os.path.join(broken, "broken.py")
    shutil.copy(PROBE, script)
    os.chmod(script, 0o644)
    with open(script, "a") as f:
        f.write("\nraise RuntimeError('this checker does not load in a template')\n")

    async def main():
        s = Supervisor()
        try:
            spec = TemplateSpec((*TEMPLATE[:-1], script), "sha256:x", lambda: "sha256:x")
            job = probe("look").model_copy(update={"argv": (PY, "-I", PROBE)})
            return await s.run(job, None, spec), templates(s).started
        finally:
            await s.aclose()
            shutil.rmtree(broken, ignore_errors=True)

    outcome, started = trio.run(main)
    assert started == 0 and outcome.isolation is IsolationMode.PER_JOB
    assert answer(outcome)["seen"] == ["look"] and "does not load" in (outcome.detail or "")
