"""Start one sandboxed process and wait for it with its own rusage.

A job is set up, as root (the usual case), by the set-up helper (``setup.c``, built at install as
``jacobian-setup`` beside this module: one program, ``helper_argv``), or where it was not built by an
exec chain of six small programs (``chain_argv``), and otherwise by a ``preexec_fn`` in the forked
child (the fallback): join the job's cgroups (so nothing the job starts escapes them), set the
rlimits, arm the parent-death signal, unshare the namespaces, drop to the job's uid. The parent waits
on a pidfd and reaps with ``wait4`` itself, so the exit status and the rusage of exactly this child
are known.
"""

from __future__ import annotations

import concurrent.futures
import ctypes
import os
import resource
import shlex
import signal
import socket
import subprocess
from collections.abc import Callable
from dataclasses import dataclass

import trio

from .host import CLONE_NEWNET, CLONE_NEWUSER, HELPER

_libc = ctypes.CDLL(None, use_errno=True)
PR_SET_PDEATHSIG = 1
PR_SET_CHILD_SUBREAPER = 36
PR_SET_NO_NEW_PRIVS = 38

#: Every job is forked by this one thread, which lives as long as the process. A
#: parent-death signal fires when the *thread* that forked the child exits, so jobs
#: forked from trio's short-lived worker threads would be killed when an idle thread
#: retires; forked from here, they are killed exactly when the supervisor dies.
_SPAWNER = concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="jacobian-spawner")


def set_child_subreaper() -> bool:
    """Make this process adopt orphaned descendants so the supervisor can reap them
    (the container init may not). Called once by the Supervisor when cgroups let it
    know exactly which orphans belong to its jobs."""
    return _libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0


@dataclass(frozen=True)
class Setup:
    """How the child is set up before the program runs (derived from the job's Plan)."""

    procs_fds: tuple[int, ...] = ()  # open cgroup.procs files of the job's cgroups
    rlimits: tuple[tuple[int, int, int], ...] = ()
    netns: bool = False
    pidns: bool = False  # own PID namespace (exec chain only)
    drop_to: tuple[int, int] | None = None  # (uid, gid) the job runs as
    pdeath: bool = True  # SIGKILL the job when the supervisor dies


def _make_preexec(setup: Setup, as_root: bool) -> Callable[[], None]:
    uid, gid, parent = os.getuid(), os.getgid(), os.getpid()

    def preexec() -> None:  # runs in the child between fork and exec: no imports, no allocation-heavy work
        for fd in setup.procs_fds:
            os.write(fd, b"0")
        if setup.netns:
            flags = CLONE_NEWNET if as_root else CLONE_NEWNET | CLONE_NEWUSER
            if _libc.unshare(flags) != 0:
                raise OSError(ctypes.get_errno(), "unshare(CLONE_NEWNET) failed")
            if not as_root:
                for path, text in (
                    ("/proc/self/setgroups", "deny"),
                    ("/proc/self/uid_map", f"{uid} {uid} 1"),
                    ("/proc/self/gid_map", f"{gid} {gid} 1"),
                ):
                    fd = os.open(path, os.O_WRONLY)
                    os.write(fd, text.encode())
                    os.close(fd)
        for res, soft, hard in setup.rlimits:
            resource.setrlimit(res, (soft, hard))
        if setup.drop_to is not None:  # last: joining cgroups and unsharing need root
            os.setgroups([])
            os.setgid(setup.drop_to[1])
            os.setuid(setup.drop_to[0])  # from root to another uid: every capability is dropped
        if setup.drop_to is not None or not as_root:
            _libc.prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0)
        if setup.pdeath:  # after the uid change, which clears it
            _libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
        if setup.pdeath and os.getppid() != parent:
            os._exit(CHAIN_EXIT)  # the supervisor died before the signal was armed

    return preexec


@dataclass
class Child:
    """A spawned job process and the parent's ends of its pipes (raw fds the caller must close).

    ``stdin`` is a ``SOCK_SEQPACKET`` socket instead of a pipe when the process was spawned with a
    control channel (a checker template, see ``.forkserver``). ``popen`` is None for a process the
    supervisor did not spawn itself (one forked by a template)."""

    popen: subprocess.Popen | None
    pid: int
    stdin: int  # parent's ends of the pipes (raw fds, owned here until wrapped)
    stdout: int
    stderr: int
    pidns: bool = False  # the program runs under an init in its own PID namespace


#: Marker on stderr (and exit status) of a failed exec-chain set-up step: START_FAILED.
CHAIN_MARKER = "jacobian-sandbox-setup:"
CHAIN_EXIT = 125
_SH, _PRLIMIT, _UNSHARE, _SETPRIV = "/bin/sh", "/usr/bin/prlimit", "/usr/bin/unshare", "/usr/bin/setpriv"

_PRLIMIT_FLAGS = {
    resource.RLIMIT_AS: "--as",
    resource.RLIMIT_CPU: "--cpu",
    resource.RLIMIT_FSIZE: "--fsize",
    resource.RLIMIT_NOFILE: "--nofile",
    resource.RLIMIT_NPROC: "--nproc",
    resource.RLIMIT_CORE: "--core",
}


def helper_available(as_root: bool) -> bool:
    """Whether jobs can be set up by the helper: it is installed, and this process is root."""
    return as_root and os.access(HELPER, os.X_OK)


def pidns_available(as_root: bool) -> bool:
    """Whether a job can get its own PID namespace (only a set-up program, helper or chain, gives one)."""
    return helper_available(as_root) or exec_chain_available(as_root)


def helper_argv(argv: list[str], setup: Setup) -> list[str]:
    """The job's argv behind the set-up helper, which does in one process what ``chain_argv``'s six do, in
    the same order (see setup.c): join the cgroups, set the rlimits, arm the parent-death signal, make
    the namespaces (with a PID namespace, a fork: the helper waits outside, an init inside runs the
    program as an ordinary process and reports a signal N as exit 128+N), drop to the job's uid."""
    out = [HELPER]
    for fd in setup.procs_fds:
        out += ["--join", os.readlink(f"/proc/self/fd/{fd}")]
    for res, soft, hard in setup.rlimits:
        out += ["--rlimit", f"{res}:{soft}:{hard}"]
    out += ["--pdeath"] * setup.pdeath + ["--netns"] * setup.netns + ["--pidns"] * setup.pidns
    if setup.drop_to is not None:
        out += ["--uid", str(setup.drop_to[0]), "--gid", str(setup.drop_to[1])]
    return [*out, "--", *argv]


def exec_chain_available(as_root: bool) -> bool:
    """Whether jobs can be set up by an exec chain (sh, prlimit, setpriv, unshare) instead
    of a Python ``preexec_fn``: needs those programs and root (for the namespaces)."""
    return as_root and all(os.access(p, os.X_OK) for p in (_SH, _PRLIMIT, _UNSHARE, _SETPRIV))


def chain_argv(argv: list[str], setup: Setup) -> list[str]:
    """The job's argv behind its set-up steps, each of which execs the next one, so the
    spawned pid stays the supervisor's child until the job ends:

    ``sh`` joins the job's cgroups through inherited ``cgroup.procs`` descriptors,
    ``prlimit`` sets the rlimits, ``setpriv --pdeathsig`` arms the parent-death signal,
    ``unshare`` makes the network and PID namespaces (forking: the job's tree lives in
    the new PID namespace, and ``--kill-child`` ends it if ``unshare`` dies), ``setpriv``
    drops to the job's uid with no capabilities and ``no_new_privs``, and a ``sh`` stays
    as the namespace's init so that the program itself is an ordinary process (an init
    ignores signals it has no handler for, its own SIGXCPU and SIGABRT included). A
    signalled program is then reported as exit status 128+N, as bubblewrap reports it.

    A Python ``preexec_fn`` would force ``fork()`` of the whole server; without one,
    ``subprocess`` uses ``vfork()``, which is several milliseconds cheaper per job.
    """
    out = list(argv)
    if setup.pidns:
        out = [_SH, "-c", '"$@"', "jacobian-init", *out]
    if setup.drop_to is not None:  # everything before this step needs root
        uid, gid = setup.drop_to
        # a uid change clears the parent-death signal: arm it again (the parent is now
        # unshare, or with no PID namespace still the supervisor)
        pdeath = ["--pdeathsig=KILL"] if setup.pdeath else []
        out = [
            _SETPRIV,
            f"--reuid={uid}",
            f"--regid={gid}",
            "--clear-groups",
            "--inh-caps=-all",
            "--bounding-set=-all",
            "--no-new-privs",
            *pdeath,
            "--",
            *out,
        ]
    if setup.netns or setup.pidns:
        ns = ["--net"] * setup.netns + ["--pid", "--fork", "--kill-child", "--mount-proc"] * setup.pidns
        out = [_UNSHARE, *ns, "--", *out]
    if setup.pdeath:
        out = [_SETPRIV, "--pdeathsig=KILL", "--", *out]
    if setup.rlimits:
        limits = (f"{_PRLIMIT_FLAGS[r]}={soft}:{hard}" for r, soft, hard in setup.rlimits)
        out = [_PRLIMIT, *limits, "--", *out]
    if setup.procs_fds:
        # dash redirects only single-digit descriptors: write to the files by path instead
        # (the parent's open descriptors name them; writing "0" moves the writer itself).
        paths = [os.readlink(f"/proc/self/fd/{fd}") for fd in setup.procs_fds]
        joins = " && ".join(f"echo 0 > {shlex.quote(p)}" for p in paths)
        script = (
            f'{{ {joins}; }} || {{ echo "{CHAIN_MARKER} cannot join the job cgroup" >&2; '
            f'exit {CHAIN_EXIT}; }}; exec "$@"'
        )
        out = [_SH, "-c", script, "jacobian-sandbox", *out]
    return out


def chain_failed(exit_code: int | None, stderr: bytes) -> bool:
    """Did the job end in its set-up chain rather than in the program itself?"""
    if exit_code == CHAIN_EXIT and CHAIN_MARKER.encode() in stderr:
        return True
    head = stderr.lstrip()[:64]
    return exit_code not in (0, None) and head.startswith((b"prlimit: ", b"unshare: ", b"setpriv: "))


def _spawn_sync(
    argv: list[str], env: dict[str, str], cwd: str, setup: Setup, as_root: bool, control: bool = False
) -> Child:
    if control:  # a control channel instead of a stdin pipe: messages with descriptors and credentials
        ends = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET | socket.SOCK_CLOEXEC)
        ends[0].setsockopt(socket.SOL_SOCKET, socket.SO_PASSCRED, 1)
        in_w, in_r = ends[0].detach(), ends[1].detach()
    else:
        in_r, in_w = os.pipe2(os.O_CLOEXEC)
    out_r, out_w = os.pipe2(os.O_CLOEXEC)
    err_r, err_w = os.pipe2(os.O_CLOEXEC)
    use_helper = helper_available(as_root)
    use_chain = (
        not use_helper and exec_chain_available(as_root) and all(r in _PRLIMIT_FLAGS for r, _, _ in setup.rlimits)
    )
    if setup.pidns and not (use_helper or use_chain):  # the plan asked for what only a set-up program gives
        raise ValueError("a PID namespace needs the set-up helper or the exec chain (root, sh, prlimit, unshare)")
    nothing = not (setup.procs_fds or setup.rlimits or setup.pdeath or setup.netns or setup.pidns or setup.drop_to)
    try:
        if nothing:  # no step to take: the program itself
            full_argv, use_helper, use_chain = argv, False, True
        elif use_helper:
            full_argv = helper_argv(argv, setup)
        else:
            full_argv = chain_argv(argv, setup) if use_chain else argv
        preexec = None if use_helper or use_chain else _make_preexec(setup, as_root)
        popen = subprocess.Popen(
            full_argv,
            stdin=in_r,
            stdout=out_w,
            stderr=err_w,
            env=env,
            cwd=cwd,
            close_fds=True,
            start_new_session=True,
            preexec_fn=preexec,
        )
    except BaseException:
        for fd in (in_r, in_w, out_r, out_w, err_r, err_w):
            os.close(fd)
        raise
    for fd in (in_r, out_w, err_w):
        os.close(fd)
    return Child(popen, popen.pid, in_w, out_r, err_r, pidns=setup.pidns)


async def spawn(
    argv: list[str], env: dict[str, str], cwd: str, setup: Setup, as_root: bool, control: bool = False
) -> Child:
    """Fork+exec off the event loop (the fork of a large process takes a millisecond or
    two), always from the one spawner thread (see ``_SPAWNER``). ``control``: stdin is a
    ``SOCK_SEQPACKET`` socket (``SO_PASSCRED`` on the supervisor's end), not a pipe."""
    future = _SPAWNER.submit(_spawn_sync, argv, env, cwd, setup, as_root, control)
    return await trio.to_thread.run_sync(future.result)


async def wait_child(child: Child) -> tuple[int, resource.struct_rusage]:
    """Wait for exit without reaping anything else; return (wait status, rusage)."""
    try:
        pidfd = os.pidfd_open(child.pid)
    except (AttributeError, OSError):
        pidfd = None
    try:
        while True:
            pid, status, rusage = os.wait4(child.pid, os.WNOHANG)
            if pid:
                if child.popen is not None:
                    child.popen.returncode = os.waitstatus_to_exitcode(status)
                return status, rusage
            if pidfd is not None:
                await trio.lowlevel.wait_readable(pidfd)
            else:
                await trio.sleep(0.005)
    finally:
        if pidfd is not None:
            trio.lowlevel.notify_closing(pidfd)
            os.close(pidfd)
