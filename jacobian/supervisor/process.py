"""A started sandboxed process: its scratch dir, cgroup, pipes and teardown.

Used for a per-job run and for a pooled worker alike. ``destroy`` is
idempotent and leaves nothing behind: every process killed and reaped, the
cgroup and the scratch directory removed.
"""

from __future__ import annotations

import os
import resource
import signal
import socket
import time
import uuid

import trio

from jacobian.contracts.job import Job

from . import reaper
from .cgroups import JobCgroup, Reserve
from .fsize import Identity, placed_files
from .host import HostReport
from .plan import Plan, build_env, bwrap_prefix, resolve_argv0
from .scratch import make_scratch, remove_scratch
from .spawn import Child, Setup, spawn, wait_child


class StartFailed(Exception):
    """The job could not be started (no executable, no cgroup, a failing set-up step).

    Raised by :meth:`SandboxedProcess.start`; what the start had made so far (scratch
    directory, cgroup) is still owned by the process object and goes with :meth:`~SandboxedProcess.destroy`.
    The supervisor turns it into an ``Outcome`` with ``START_FAILED``.
    """


#: Tasks of the set-up, not of the job, that live in its cgroup for the job's whole life:
#: with a PID namespace, ``unshare`` (waiting for the namespace's init) and the init shell.
PIDNS_OVERHEAD = 2


def _pids_max(job: Job, plan: Plan) -> int | None:
    """The cgroup's pids.max: the job's process limit plus what the set-up keeps running."""
    n = job.budget.max_processes
    return None if n is None else n + (PIDNS_OVERHEAD if plan.pidns else 0)


class SandboxedProcess:
    """One sandboxed process of a job (per-job run or pooled worker), from start to teardown.

    :meth:`start` creates the scratch directory and cgroup and spawns the program under its
    plan; it raises :class:`StartFailed` (nothing else for a failed start). :meth:`wait` and
    :meth:`streams` raise ``RuntimeError`` when called before a successful start (terminating or
    killing then does nothing). :meth:`destroy` is idempotent and shielded from cancellation; after it nothing is left
    behind: every process of the job killed and reaped, pipes closed, cgroup and scratch directory
    removed. Until it has run, the caller owns all of those.
    """

    def __init__(
        self, job: Job, plan: Plan, host: HostReport, *, control: bool = False, reserve: Reserve | None = None
    ) -> None:
        self.job = job
        self.plan = plan
        self.host = host
        self.reserve = reserve  # cgroups made ahead (the supervisor's), or None: made at start
        #: a checker template (``.forkserver``): stdin is a control socket, the scratch directory a shared root
        self.control_channel = control
        self.control: trio.socket.SocketType | None = None
        #: what the supervisor adds to the outcome's detail about how this process ran
        self.note: str | None = None
        #: how much of the job's stdin :meth:`start` already wrote (the rest is fed by the runner)
        self.fed = 0
        self.scratch: str | None = None
        self.cgroup: JobCgroup | None = None
        self.child: Child | None = None
        self.stdin: trio.lowlevel.FdStream | None = None
        self.stdout: trio.lowlevel.FdStream | None = None
        self.stderr: trio.lowlevel.FdStream | None = None
        self.status: int | None = None
        self.rusage: resource.struct_rusage | None = None
        self.seen_pids: set[int] = set()
        #: the files placed in the scratch directory for the job (see .fsize)
        self.placed: frozenset[Identity] = frozenset()
        self.started_at = 0.0
        self._destroyed = False

    async def start(self) -> None:
        job, plan = self.job, self.plan
        self.started_at = time.monotonic()
        try:
            self.scratch = make_scratch(job.input_files, plan.drop_to, job.link_files, shared=self.control_channel)
        except OSError as exc:
            raise StartFailed(f"cannot place the job's files: {exc}") from exc
        self.placed = placed_files(self.scratch, [*job.input_files, *job.link_files])
        env = build_env(job, self.scratch)
        exe = resolve_argv0(job.argv[0], env)
        if exe is None:
            raise StartFailed(f"executable {job.argv[0]!r} not found on the sandbox PATH or not executable")
        argv = [exe, *job.argv[1:]]
        if plan.bwrap:
            argv = bwrap_prefix(plan.bwrap, self.scratch) + argv
        fds: list[int] = []
        if (plan.cgroup_memory or plan.cgroup_pids) and self.host.cgroup is not None:
            try:
                key = (job.budget.memory_bytes, _pids_max(job, plan), plan.cgroup_memory, plan.cgroup_pids)
                if self.reserve is not None:
                    self.cgroup = self.reserve.take(key)
                else:
                    name = f"jacobian-{os.getpid()}-{uuid.uuid4().hex[:12]}"
                    self.cgroup = JobCgroup(self.host.cgroup, name, *key[:2], want_memory=key[2], want_pids=key[3])
            except OSError as exc:
                raise StartFailed(f"cannot create the job cgroup: {exc}") from exc
            fds = self.cgroup.open_procs_fds()
        try:
            with trio.CancelScope(shield=True):  # a cancel mid-spawn must not lose the child it produced
                setup = Setup(
                    procs_fds=tuple(fds),
                    rlimits=tuple(plan.rlimits),
                    netns=plan.netns,
                    pidns=plan.pidns,
                    drop_to=plan.drop_to,
                    pdeath=plan.pdeath,
                )
                child = await spawn(argv, env, self.scratch, setup, self.host.is_root, self.control_channel)
                self.child = child
        except (OSError, ValueError) as exc:
            raise StartFailed(f"cannot start {argv[0]!r}: {exc}") from exc
        except Exception as exc:  # subprocess.SubprocessError from a failing preexec step
            raise StartFailed(f"sandbox setup failed for {argv[0]!r}: {exc}") from exc
        finally:
            for fd in fds:
                os.close(fd)
        if self.control_channel:
            self.control = trio.socket.from_stdlib_socket(socket.socket(fileno=child.stdin))
        else:
            self.stdin = trio.lowlevel.FdStream(child.stdin)
        self.stdout = trio.lowlevel.FdStream(child.stdout)
        self.stderr = trio.lowlevel.FdStream(child.stderr)

    def streams(self) -> tuple[trio.lowlevel.FdStream, trio.lowlevel.FdStream, trio.lowlevel.FdStream]:
        """(stdin, stdout, stderr) of the started process; RuntimeError before :meth:`start` succeeded."""
        if self.stdin is None or self.stdout is None or self.stderr is None:
            raise RuntimeError("the sandboxed process was not started")
        return self.stdin, self.stdout, self.stderr

    @property
    def exited(self) -> bool:
        return self.status is not None

    @property
    def via_init(self) -> bool:
        """Whether an init stands between the supervisor and the program (bwrap, or the shell that is
        init of the job's PID namespace): it reports a signalled program as exit status 128+N."""
        return self.plan.bwrap is not None or self.plan.pidns

    def _started(self) -> Child:
        if self.child is None:
            raise RuntimeError("the sandboxed process was not started")
        return self.child

    async def wait(self) -> int:
        """The main process's wait status, waiting for its exit (and reaping only it). Several tasks
        may wait at once (a pool's idle watcher and a request's); the one that reaps records it.

        Raises RuntimeError if :meth:`start` did not produce a child."""
        if self.status is None:
            try:
                status, rusage = await wait_child(self._started())
            except ChildProcessError:
                if self.status is None:
                    raise
            else:
                if self.status is None:
                    self.status, self.rusage = status, rusage
        return self.status

    def snapshot_pids(self) -> None:
        if self.cgroup is not None:
            self.seen_pids |= self.cgroup.pids()

    def _note_direct_children(self) -> None:
        """Remember the children of the main process before it is killed: they become ours
        (the supervisor is a subreaper) and, once dead, are no longer in the cgroup to be
        found. With a PID namespace that child is the namespace's init."""
        pid = self._started().pid
        try:
            with open(f"/proc/{pid}/task/{pid}/children") as f:
                self.seen_pids |= {int(p) for p in f.read().split()}
        except (OSError, ValueError):
            pass
        self.snapshot_pids()

    def _signal_all(self, sig: int) -> None:
        if self.cgroup is not None:
            self.seen_pids |= self.cgroup.signal_all(sig)
        if self.child is not None and self.status is None:
            try:
                os.killpg(self.child.pid, sig)
            except (ProcessLookupError, PermissionError):
                pass

    async def terminate(self, grace: float) -> None:
        """SIGTERM everything, wait up to ``grace`` for the main process, then SIGKILL everything."""
        if self.child is None:
            return
        if self.status is None and grace > 0:
            self._signal_all(signal.SIGTERM)
            with trio.move_on_after(grace):
                await self.wait()
        self.kill_everything()
        await self.wait()

    def kill_everything(self, thorough: bool = False) -> None:
        """SIGKILL the job's whole tree. In the event loop one pass suffices (forks are
        frozen first); ``thorough`` repeats until the cgroup is empty and may block, so
        :meth:`destroy` runs it in a worker thread."""
        if self.child is None:
            return
        if self.status is None:
            self._note_direct_children()
            try:
                os.killpg(self.child.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
        if self.cgroup is not None:
            self.seen_pids |= self.cgroup.kill_all() if thorough else self.cgroup.kill_all(timeout=0)
        elif self.status is not None:
            try:  # no cgroup: the process group is all we can reach
                os.killpg(self.child.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass

    async def destroy(self) -> None:
        """Kill, reap and remove everything; safe to call more than once and under cancellation."""
        if self._destroyed:
            return
        self._destroyed = True
        with trio.CancelScope(shield=True):
            if self.child is not None:
                self.kill_everything()
                await self.wait()
            for stream in (self.stdin, self.stdout, self.stderr):
                if stream is not None:
                    await stream.aclose()
            if self.control is not None:
                self.control.close()
            # Killing stragglers, reaping orphans, rmdir of cgroups and rmtree of the
            # scratch directory can each block for a while: never in the event loop.
            await trio.to_thread.run_sync(self._cleanup_blocking)

    def _cleanup_blocking(self) -> None:
        if self.child is not None:
            self.kill_everything(thorough=True)
            self.seen_pids.discard(self.child.pid)
            if self.seen_pids:
                reaper.reap(self.seen_pids)
        if self.cgroup is not None:
            self.cgroup.remove()
        if self.scratch is not None:
            remove_scratch(self.scratch)
