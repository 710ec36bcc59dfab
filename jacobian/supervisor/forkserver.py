"""Checker jobs forked from warm templates, instead of a process start per check.

A template (``jacobian.checkers.template``) is a checker program loaded but not started: started once
under the checker job's own plan (read-only root, unprivileged uid, network and PID namespaces,
rlimits, its cgroup), it forks a fresh process per check, one ahead of time (the *spare*: it waits,
having read nothing, until its check comes). Each check gets, from the supervisor:

- its own cgroup (memory, pids, CPU accounting; fresh every time, so its peak, OOM and fork-refusal
  counters are the check's alone), which the spare is moved into before it is sent anything (moving a
  task costs an RCU grace period, milliseconds: it happens while the template waits, not in the check);
- its own scratch directory inside the template's root (cwd, HOME and TMPDIR; the root itself is the
  server's and not writable by the job), removed afterwards;
- its own pipes, environment and CPU rlimit (per process, so counted from the fork).

A template serves one check at a time, so no two checks share its namespaces at once; it is
discarded, never forked again, when its checker's code is no longer the code it loaded (the digest
the caller requires, the authorized one, differs from the digest measured before and after it
loaded), when it dies, when a check changed /dev (the one place all its checks could write), after
``MAX_CHECKS`` checks, or when the supervisor closes. A template that cannot start or fork makes the
check run in a process of its own, as it would without templates.
"""

from __future__ import annotations

import array
import json
import os
import resource
import signal
import socket
import struct
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

import trio

from jacobian.contracts.enums import IsolationMode
from jacobian.contracts.enums import SandboxLayer as L
from jacobian.contracts.job import Job, Outcome
from jacobian.contracts.result import Enforcement

from .cgroups import JobCgroup
from .host import HostReport
from .plan import Plan, build_env
from .process import SandboxedProcess, StartFailed
from .runner import run_per_job, run_process
from .scratch import make_scratch, remove_scratch
from .spawn import Child

#: A template is retired after this many checks (a bound on what any slow leak could gather).
MAX_CHECKS = 1000
#: Idle templates kept in all, and per key (each is an interpreter with its checker loaded).
MAX_IDLE = 12
MAX_IDLE_PER_KEY = 2
#: How long a template may take to load its checker, and to fork a check.
READY_SECONDS = 120.0
FORK_SECONDS = 10.0
_CREDS = struct.Struct("iII")  # struct ucred: pid, uid, gid


@dataclass(frozen=True)
class TemplateSpec:
    """What a job is forked from: the template program (``argv``) and the digest of the code it loads.

    ``digest`` is the digest the job requires (for a checker, the authorized one); ``measure`` computes
    the digest of that code as it is now. A template whose code measured the same before and after it
    loaded is recorded with that digest, and forks only for jobs that require exactly it."""

    argv: tuple[str, ...]
    digest: str
    measure: Callable[[], str]


class TemplateGone(Exception):
    """The template did not start, or stopped answering: the job runs in a process of its own."""


@dataclass(eq=False)
class Spare:
    """The next check's process, forked ahead: its channel, its pid (ours), a pidfd, and its cgroup."""

    channel: trio.socket.SocketType
    pid: int
    pidfd: int
    cgroup: JobCgroup | None

    def close(self) -> None:
        """Close what the supervisor holds (the process dies with its template, or is killed with its cgroup)."""
        self.channel.close()
        os.close(self.pidfd)


@dataclass(eq=False)
class Template:
    """One started template: its sandboxed process, the digest of the code it loaded, its checks and
    its spare (``ready`` is set once the spare is prepared, or the preparation failed: ``spare`` None)."""

    sp: SandboxedProcess
    key: tuple[object, ...]
    checks_job: Job  # a job it serves: its budget is every check's (the key holds the limits)
    digest: str = ""
    checks: int = 0
    clean: bool = True  # /dev was as the template found it after every check
    spare: Spare | None = None
    ready: trio.Event = field(default_factory=lambda: _set(trio.Event()))  # no preparation under way
    problem: str = ""  # why the last spare could not be prepared
    idle_since: float = 0.0
    tail: bytearray = field(default_factory=bytearray)  # the template's own stderr (its last 4 KiB)

    @property
    def control(self) -> trio.socket.SocketType:
        if self.sp.control is None:
            raise TemplateGone("the template has no control channel")
        return self.sp.control

    async def receive(
        self, sock: trio.socket.SocketType | None = None, fds: int = 0
    ) -> tuple[dict[str, Any] | None, int | None, list[int]]:
        """The next message on the control channel (or ``sock``), the pid (in our namespace) of the
        process that sent it, and up to ``fds`` descriptors it carried; (None, None, []) at end of file."""
        space = socket.CMSG_SPACE(_CREDS.size) + (socket.CMSG_SPACE(fds * 4) if fds else 0)
        data, ancdata, _, _ = await (sock or self.control).recvmsg(1 << 16, space)
        pid, received = None, []
        for level, kind, payload in ancdata:
            if level == socket.SOL_SOCKET and kind == socket.SCM_CREDENTIALS and len(payload) >= _CREDS.size:
                pid = _CREDS.unpack(payload[: _CREDS.size])[0]
            elif level == socket.SOL_SOCKET and kind == socket.SCM_RIGHTS:
                received += array.array("i", payload[: len(payload) - len(payload) % 4]).tolist()
        if not data:
            for fd in received:
                os.close(fd)
            return None, None, []
        try:
            message = json.loads(data)
        except ValueError:
            message = None
        if not isinstance(message, dict):
            for fd in received:
                os.close(fd)
            raise TemplateGone(f"unexpected control message: {data[:200]!r}")
        return message, pid, received

    async def prepare(self, host: HostReport) -> None:
        """Take the spare the template forked, and move it into a fresh cgroup. Raises TemplateGone, OSError."""
        message, _, fds = await self.receive(fds=1)
        if message is not None and message.get("clean") is False:
            self.clean = False
            raise TemplateGone("a check changed /dev: the template is discarded")
        if message is None or not message.get("spare") or len(fds) != 1:
            for fd in fds:
                os.close(fd)
            raise TemplateGone(f"no spare from the template ({message!r}); {bytes(self.tail[-300:])!r}")
        channel = trio.socket.from_stdlib_socket(socket.socket(fileno=fds[0]))
        try:
            channel.setsockopt(socket.SOL_SOCKET, socket.SO_PASSCRED, 1)
            said, pid, _ = await self.receive(channel)
            if said is None or pid is None or not said.get("forked"):
                raise TemplateGone(f"the forked check did not say so ({said!r})")
            pidfd = os.pidfd_open(pid)
        except BaseException:
            channel.close()
            raise
        spare = Spare(channel, pid, pidfd, None)
        try:
            spare.cgroup = await trio.to_thread.run_sync(new_cgroup, host, self.checks_job, self.sp.plan)
            if spare.cgroup is not None:
                await trio.to_thread.run_sync(spare.cgroup.join, pid)
        except BaseException:
            await _drop(spare)
            raise
        self.spare = spare


def _set(event: trio.Event) -> trio.Event:
    event.set()
    return event


async def _drop(spare: Spare) -> None:
    """Kill an unused spare (with its cgroup) and let go of it; shielded from cancellation."""
    spare.close()
    if spare.cgroup is not None:
        cgroup = spare.cgroup

        def remove() -> None:
            cgroup.kill_all()
            cgroup.remove()

        with trio.CancelScope(shield=True):
            await trio.to_thread.run_sync(remove)


def template_plan(plan: Plan) -> Plan:
    """The template's own plan: the job's, without the CPU rlimit (each check sets its own after the fork),
    and with room for one process more under RLIMIT_NPROC (it counts the uid's processes: the template is
    one of them, besides its check, so a check may start as many processes as a per-job run may)."""
    rlimits = [r for r in plan.rlimits if r[0] != resource.RLIMIT_CPU]
    rlimits = [(k, soft + 1, hard + 1) if k == resource.RLIMIT_NPROC else (k, soft, hard) for k, soft, hard in rlimits]
    return replace(
        plan,
        rlimits=rlimits,
        enforcement=list(plan.enforcement),
        skipped=dict(plan.skipped),
        applied=set(plan.applied),
    )


#: How each layer reads for a check forked from a template (the mechanism stays the plan's).
_FORKED_DETAIL = {
    L.SCRATCH_DIR: "fresh per-check cwd, HOME and TMPDIR in the template's root (not writable by the job), removed",
    L.SESSION: "setsid in the forked check",
    L.CGROUP_MEMORY: "the check's own cgroup, joined before it reads input: {}",
    L.CGROUP_PIDS: "the check's own cgroup, joined before it reads input: {}",
    L.NETWORK_NAMESPACE: "the template's namespace without interfaces, one check at a time",
    L.PID_NAMESPACE: "the template's namespace, one check at a time; the template is not dumpable",
    L.READONLY_ROOT: "the template's read-only root; /dev compared after every check",
    L.UNPRIVILEGED_USER: "{}; the check is forked by the template, which runs so",
    L.RLIMIT_NPROC: "{}, plus the template (the check's own cgroup counts the check's alone)",
    L.PARENT_DEATH: "SIGKILL when the template dies; the template's when the supervisor dies",
}


def forked_plan(plan: Plan) -> Plan:
    """The plan as it applies to a check forked from the template started under ``plan``: the same layers
    and limits, each enforcement saying how it reaches the check."""
    enforcement = []
    for e in plan.enforcement:
        detail = _FORKED_DETAIL.get(e.layer)
        if detail is not None:
            e = Enforcement(layer=e.layer, mechanism=e.mechanism, detail=detail.format(e.detail)[:256])
        enforcement.append(e)
    return replace(plan, enforcement=enforcement, skipped=dict(plan.skipped), applied=set(plan.applied))


class ForkedProcess(SandboxedProcess):
    """One check forked from a template; to the runner, a :class:`SandboxedProcess` like any other.

    :meth:`start` makes the check's directory and takes its cgroup, has the template fork, moves the
    child into the cgroup and only then hands over its streams; it raises ``StartFailed`` (with
    ``template_failed`` set when the template, not the job, was at fault: the job can then run in a
    process of its own, since nothing of it ran). The exit status and rusage come from the template,
    which reaps the check; the cgroup and the directory go with :meth:`destroy`.
    """

    def __init__(self, job: Job, plan: Plan, host: HostReport, template: Template) -> None:
        super().__init__(job, plan, host)
        self.template = template
        self.template_failed = False
        self.template_died = False
        self.pidfd: int | None = None

    @property
    def via_init(self) -> bool:
        return False  # the template reports the check's own wait status

    async def start(self) -> None:
        job, plan, t = self.job, self.plan, self.template
        self.started_at = time.monotonic()
        spare, t.spare = t.spare, None
        if spare is None or t.sp.scratch is None:
            raise self._template_fault(f"no process was forked for the check: {t.problem or 'no spare'}")
        self.child = Child(None, spare.pid, -1, -1, -1)
        self.pidfd, self.cgroup = spare.pidfd, spare.cgroup
        try:
            self.scratch = make_scratch(job.input_files, plan.drop_to, job.link_files, parent=t.sp.scratch)
            from .fsize import placed_files

            self.placed = placed_files(self.scratch, [*job.input_files, *job.link_files])
        except OSError as exc:
            spare.channel.close()
            raise StartFailed(f"cannot place the job's files: {exc}") from exc
        cpu = [list(r) for r in plan.rlimits if r[0] == resource.RLIMIT_CPU]
        request = {"cwd": self.scratch, "env": build_env(job, self.scratch), "rlimits": cpu}
        stdin_r, stdin_w = os.pipe2(os.O_CLOEXEC)
        stdout_r, stdout_w = os.pipe2(os.O_CLOEXEC)
        stderr_r, stderr_w = os.pipe2(os.O_CLOEXEC)
        ours, theirs = [stdin_w, stdout_r, stderr_r], [stdin_r, stdout_w, stderr_w]
        self.fed = _prefill(stdin_w, job.stdin)  # the request is there when the check wakes: one wake-up less
        try:
            rights = [(socket.SOL_SOCKET, socket.SCM_RIGHTS, array.array("i", theirs))]
            with trio.CancelScope(shield=True):
                await spare.channel.sendmsg([json.dumps(request).encode()], rights)
        except OSError as exc:
            for fd in ours:
                os.close(fd)
            raise self._template_fault(f"the forked check did not take its request: {exc}") from exc
        finally:
            spare.channel.close()
            for fd in theirs:
                os.close(fd)
        self.stdin = trio.lowlevel.FdStream(stdin_w)
        self.stdout = trio.lowlevel.FdStream(stdout_r)
        self.stderr = trio.lowlevel.FdStream(stderr_r)

    def _template_fault(self, why: str) -> StartFailed:
        self.template_failed = True
        return StartFailed(f"checker template: {why}")

    async def wait(self) -> int:
        """The check's wait status, as the template reaped it. When the template is gone before it said,
        the check is killed (and waited for, by its pidfd) and reported as killed by SIGKILL."""
        if self.status is None:
            if self.child is None:
                raise RuntimeError("the forked check was not started")
            while self.status is None:
                try:
                    message, _, _ = await self.template.receive()
                except (OSError, TemplateGone):
                    message = None
                if message is None:
                    self.template.clean = False
                    self.template_died = True
                    self.note = "the checker template ended during the check; the check was killed with it"
                    await self._gone()
                    self.status = signal.SIGKILL
                    break
                if "exit" in message:
                    used = (float(message.get("utime", 0.0)), float(message.get("stime", 0.0)))
                    self.rusage = resource.struct_rusage((*used, int(message.get("maxrss", 0))) + (0,) * 13)
                    self.status = int(message["exit"])
        return self.status

    async def _gone(self) -> None:
        if self.cgroup is not None:
            await trio.to_thread.run_sync(self.cgroup.kill_all)
        if self.pidfd is not None:
            with trio.move_on_after(5):
                await trio.lowlevel.wait_readable(self.pidfd)

    def _cleanup_blocking(self) -> None:
        if self.child is not None:
            self.kill_everything(thorough=True)  # the template reaps the check and its orphans
        if self.pidfd is not None:
            os.close(self.pidfd)
            self.pidfd = None
        if self.cgroup is not None:
            self.cgroup.remove()
        if self.scratch is not None:
            remove_scratch(self.scratch)


def _prefill(fd: int, data: bytes) -> int:
    """Write what fits of ``data`` into the empty pipe ``fd`` without blocking; how many bytes went in."""
    os.set_blocking(fd, False)
    try:
        return os.write(fd, data[: 1 << 16]) if data else 0
    except BlockingIOError:
        return 0
    finally:
        os.set_blocking(fd, True)


def new_cgroup(host: HostReport, job: Job, plan: Plan) -> JobCgroup | None:
    """A check's cgroup, as a per-job run of ``job`` would get it (None without one). Raises OSError."""
    if not (plan.cgroup_memory or plan.cgroup_pids) or host.cgroup is None:
        return None
    n = job.budget.max_processes
    return JobCgroup(
        host.cgroup,
        f"jacobian-{os.getpid()}-{uuid.uuid4().hex[:12]}",
        job.budget.memory_bytes,
        None if n is None else n,
        want_memory=plan.cgroup_memory,
        want_pids=plan.cgroup_pids,
    )


class Templates:
    """Every checker template of one supervisor, by key (what a template is started with).

    :meth:`run` runs a job forked from a template whose loaded digest is the one the job requires
    (starting one when none is idle); it raises nothing for the job's own failures (those are the
    ``Outcome``), and runs the job in a process of its own when no template can serve it. Cancellation
    propagates after the check's processes are gone. :meth:`aclose` stops every template: afterwards
    no template process, cgroup or directory remains.
    """

    def __init__(self, host: HostReport) -> None:
        self.host = host
        self.idle: dict[tuple[object, ...], list[Template]] = {}
        self.live: set[Template] = set()
        self.started = 0

    @staticmethod
    def key(job: Job, spec: TemplateSpec) -> tuple[object, ...]:
        b = job.budget
        limits = (b.memory_bytes, b.max_processes, b.file_size_bytes, b.open_files, b.network)
        return (spec.argv, limits, tuple(sorted(job.env.items())), job.readonly_root, job.unprivileged,
                job.required_layers, job.best_effort_layers)  # fmt: skip

    def idle_count(self) -> int:
        return sum(len(v) for v in self.idle.values())

    async def run(self, job: Job, plan: Plan, spec: TemplateSpec, on_event: Any = None) -> Outcome:
        t0 = time.monotonic()
        key = self.key(job, spec)
        try:
            template = await self._take(key, job, plan, spec)
        except TemplateGone as exc:
            outcome = await run_per_job(job, plan, self.host, on_event)
            return _noted(outcome, f"run in a process of its own: {exc}")
        fp = ForkedProcess(job, forked_plan(plan), self.host, template)
        try:
            outcome = await run_process(fp, on_event, t0)
        finally:
            with trio.CancelScope(shield=True):  # the check is over (reaped) here, however it ended
                keep = fp.exited and not fp.template_failed and template.clean and template.checks < MAX_CHECKS
                if keep and _alive(template.sp):
                    self._park(key, template)
                else:
                    await self._discard(template)
        if fp.template_failed:  # nothing of the job ran: run it as it would run without templates
            outcome = await run_per_job(job, plan, self.host, on_event)
            return _noted(outcome, "run in a process of its own: its checker template failed")
        if fp.template_died and outcome.final is None:  # killed with its template (a check has no side effect)
            outcome = await run_per_job(job, plan, self.host, on_event)
            return _noted(outcome, "run again in a process of its own: its checker template ended during the check")
        return outcome.model_copy(update={"isolation": IsolationMode.FORKED})

    async def _take(self, key: tuple[object, ...], job: Job, plan: Plan, spec: TemplateSpec) -> Template:
        """An idle template of ``key`` that loaded exactly ``spec.digest``, which is still the digest of its
        code, with its spare, or a new one; every other idle template of that key is discarded, never
        forked. Raises TemplateGone when none can serve."""
        idle = self.idle.get(key, [])
        try:
            current = spec.measure() if idle else None
        except OSError:  # a file of its code is gone: no template can serve (a new one will not load either)
            current = None
        while idle:
            template = idle.pop()
            if template.digest == spec.digest == current and _alive(template.sp):
                with trio.move_on_after(FORK_SECONDS):
                    await template.ready.wait()
                if template.spare is not None:
                    template.checks += 1
                    return template
            await self._discard(template)
        template = await self._start(key, job, plan, spec)
        template.checks += 1
        return template

    async def _start(self, key: tuple[object, ...], job: Job, plan: Plan, spec: TemplateSpec) -> Template:
        n = job.budget.max_processes  # the template's cgroup holds it and, until it joins its own, the spare
        budget = job.budget if n is None else job.budget.model_copy(update={"max_processes": n + 1})
        update = {"argv": spec.argv, "stdin": b"", "input_files": {}, "link_files": {}, "collect_files": ()}
        base = job.model_copy(update={**update, "budget": budget})
        template = Template(SandboxedProcess(base, template_plan(plan), self.host, control=True), key, job)
        self.live.add(template)
        try:
            before = await trio.to_thread.run_sync(spec.measure)
            await template.sp.start()
            trio.lowlevel.spawn_system_task(_drain, template)
            with trio.move_on_after(READY_SECONDS):
                message, _, _ = await template.receive()
                after = await trio.to_thread.run_sync(spec.measure)
                if message is None or not message.get("ready"):
                    why = (message or {}).get("error") or bytes(template.tail[-500:]).decode(errors="replace")
                    raise TemplateGone(f"the checker template did not load: {why}")
                if not before == after == spec.digest:
                    raise TemplateGone("the checker's code changed while its template loaded it")
                template.digest = after
                template.sp.snapshot_pids()  # its set-up processes, to be reaped should they outlive their parents
                await template.prepare(self.host)
                template.ready.set()
                self.started += 1
                return template
            raise TemplateGone(f"the checker template did not load within {READY_SECONDS:g}s")
        except (StartFailed, OSError, TemplateGone) as exc:
            await self._discard(template)
            raise TemplateGone(str(exc)) from exc
        except BaseException:
            with trio.CancelScope(shield=True):
                await self._discard(template)
            raise

    def _park(self, key: tuple[object, ...], template: Template) -> None:
        """Back to the idle list (its next spare prepared in the background); the oldest beyond the limits go."""
        template.idle_since = time.monotonic()
        template.ready = trio.Event()
        pool = self.idle.setdefault(key, [])
        pool.append(template)
        trio.lowlevel.spawn_system_task(self._prepare, template)
        extra = pool[:-MAX_IDLE_PER_KEY] if len(pool) > MAX_IDLE_PER_KEY else []
        while self.idle_count() - len(extra) > MAX_IDLE:
            oldest = min((p[0] for p in self.idle.values() if p and p[0] not in extra), key=lambda t: t.idle_since)
            extra.append(oldest)
        for template in extra:
            self.idle[template.key].remove(template)
            trio.lowlevel.spawn_system_task(self._discard, template)

    async def _prepare(self, template: Template) -> None:
        """Prepare the template's next spare while it waits (a system task: never raises; what it made
        is dropped when the template was discarded meanwhile). ``template.ready`` is set when it is done."""
        try:
            await template.prepare(self.host)
        except Exception as exc:  # noqa: BLE001 - the template is then discarded when next taken
            template.problem = f"{type(exc).__name__}: {exc}"[:500]
        finally:
            if template.spare is not None and template not in self.live:  # discarded meanwhile
                spare, template.spare = template.spare, None
                await _drop(spare)
            template.ready.set()

    async def _discard(self, template: Template) -> None:
        """Stop a template (end of file on its control channel, then its whole sandbox torn down)."""
        self.live.discard(template)
        for pool in self.idle.values():
            if template in pool:
                pool.remove(template)
        with trio.CancelScope(shield=True):
            await template.sp.destroy()  # its control channel closed: a preparation under way ends
            await template.ready.wait()  # and drops what it made
            spare, template.spare = template.spare, None
            if spare is not None:
                await _drop(spare)

    async def aclose(self) -> None:
        self.idle.clear()
        for template in list(self.live):
            await self._discard(template)


def _noted(outcome: Outcome, note: str) -> Outcome:
    return outcome.model_copy(update={"detail": "; ".join(d for d in (outcome.detail, note) if d)})


def _alive(sp: SandboxedProcess) -> bool:
    """Whether the template's process still runs (not a zombie): it may have died while idle."""
    if sp.child is None or sp.status is not None or sp.control is None:
        return False
    try:
        with open(f"/proc/{sp.child.pid}/stat", "rb") as f:
            return f.read().rsplit(b")", 1)[1].split()[0] not in (b"Z", b"X")
    except (OSError, IndexError):
        return False


async def _drain(template: Template) -> None:
    """Keep the last 4 KiB of what the template writes on stdout and stderr (a system task: never raises)."""
    sp = template.sp

    async def pump(stream: trio.lowlevel.FdStream | None) -> None:
        if stream is None:
            return
        try:
            while data := await stream.receive_some(4096):
                template.tail += data
                del template.tail[:-4096]
        except (trio.ClosedResourceError, trio.BrokenResourceError, OSError):
            pass

    async with trio.open_nursery() as nursery:
        nursery.start_soon(pump, sp.stdout)
        nursery.start_soon(pump, sp.stderr)
