"""Start one sandboxed process and wait for it with its own rusage.

``subprocess.Popen`` with a ``preexec_fn`` runs in the forked child before
exec: it joins the job's cgroups (so nothing the job starts escapes them),
sets the rlimits and unshares the network namespace. The parent waits on a
pidfd and reaps with ``wait4`` itself, so the exit status and the rusage of
exactly this child are known.
"""

from __future__ import annotations

import ctypes
import os
import resource
import shlex
import subprocess
from dataclasses import dataclass

import trio

from .host import CLONE_NEWNET, CLONE_NEWUSER

_libc = ctypes.CDLL(None, use_errno=True)
PR_SET_CHILD_SUBREAPER = 36


def set_child_subreaper() -> bool:
    """Make this process adopt orphaned descendants so the supervisor can reap them
    (the container init may not). Called once by the Supervisor when cgroups let it
    know exactly which orphans belong to its jobs."""
    return _libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0


def _make_preexec(procs_fds: list[int], rlimits: list[tuple[int, int, int]], netns: bool, as_root: bool,
                  drop_to: tuple[int, int] | None = None):
    uid, gid = os.getuid(), os.getgid()

    def preexec() -> None:  # runs in the child between fork and exec: no imports, no allocation-heavy work
        for fd in procs_fds:
            os.write(fd, b"0")
        if netns:
            flags = CLONE_NEWNET if as_root else CLONE_NEWNET | CLONE_NEWUSER
            if _libc.unshare(flags) != 0:
                raise OSError(ctypes.get_errno(), "unshare(CLONE_NEWNET) failed")
            if not as_root:
                for path, text in (("/proc/self/setgroups", "deny"), ("/proc/self/uid_map", f"{uid} {uid} 1"),
                                   ("/proc/self/gid_map", f"{gid} {gid} 1")):
                    fd = os.open(path, os.O_WRONLY)
                    os.write(fd, text.encode())
                    os.close(fd)
        for res, soft, hard in rlimits:
            resource.setrlimit(res, (soft, hard))
        if drop_to is not None:  # last: joining cgroups and unsharing need root
            os.setgroups([])
            os.setgid(drop_to[1])
            os.setuid(drop_to[0])

    return preexec


@dataclass
class Child:
    popen: subprocess.Popen
    pid: int
    stdin: int  # parent's ends of the pipes (raw fds, owned here until wrapped)
    stdout: int
    stderr: int


#: Marker on stderr (and exit status) of a failed exec-chain set-up step: START_FAILED.
CHAIN_MARKER = "jacobian-sandbox-setup:"
CHAIN_EXIT = 125
_SH, _PRLIMIT, _UNSHARE, _SETPRIV = "/bin/sh", "/usr/bin/prlimit", "/usr/bin/unshare", "/usr/bin/setpriv"
_PRLIMIT_FLAGS = {
    resource.RLIMIT_AS: "--as", resource.RLIMIT_CPU: "--cpu", resource.RLIMIT_FSIZE: "--fsize",
    resource.RLIMIT_NOFILE: "--nofile", resource.RLIMIT_NPROC: "--nproc", resource.RLIMIT_CORE: "--core",
}


def exec_chain_available(as_root: bool) -> bool:
    """Whether jobs can be set up by an exec chain (sh, prlimit, unshare) instead of a
    Python ``preexec_fn``: needs those programs and root (for ``unshare --net``)."""
    return as_root and all(os.access(p, os.X_OK) for p in (_SH, _PRLIMIT, _UNSHARE))


def chain_argv(argv: list[str], procs_fds: list[int], rlimits, netns: bool, drop_to: tuple[int, int] | None = None) -> list[str]:
    """The job's argv behind the set-up steps, each of which execs the next one, so the
    job keeps the spawned pid: ``sh`` joins the job's cgroups through inherited
    ``cgroup.procs`` descriptors, ``prlimit`` sets the rlimits, ``unshare`` the netns.

    A Python ``preexec_fn`` would force ``fork()`` of the whole server; without one,
    ``subprocess`` uses ``vfork()``, which is several milliseconds cheaper per job.
    """
    out = list(argv)
    if drop_to is not None:  # the last step: everything before it needs root
        out = [_SETPRIV, f"--reuid={drop_to[0]}", f"--regid={drop_to[1]}", "--clear-groups", "--", *out]
    if netns:
        out = [_UNSHARE, "--net", "--", *out]
    if rlimits:
        out = [_PRLIMIT, *(f"{_PRLIMIT_FLAGS[r]}={soft}:{hard}" for r, soft, hard in rlimits), "--", *out]
    if procs_fds:
        # dash redirects only single-digit descriptors: write to the files by path instead
        # (the parent's open descriptors name them; writing "0" moves the writer itself).
        paths = [os.readlink(f"/proc/self/fd/{fd}") for fd in procs_fds]
        joins = " && ".join(f"echo 0 > {shlex.quote(p)}" for p in paths)
        script = f'{{ {joins}; }} || {{ echo "{CHAIN_MARKER} cannot join the job cgroup" >&2; exit {CHAIN_EXIT}; }}; exec "$@"'
        out = [_SH, "-c", script, "jacobian-sandbox", *out]
    return out


def chain_failed(exit_code: int | None, stderr: bytes) -> bool:
    """Did the job end in its set-up chain rather than in the program itself?"""
    if exit_code == CHAIN_EXIT and CHAIN_MARKER.encode() in stderr:
        return True
    head = stderr.lstrip()[:64]
    return exit_code not in (0, None) and head.startswith((b"prlimit: ", b"unshare: ", b"setpriv: "))


def _spawn_sync(argv, env, cwd, procs_fds, rlimits, netns, as_root, drop_to=None) -> Child:
    in_r, in_w = os.pipe2(os.O_CLOEXEC)
    out_r, out_w = os.pipe2(os.O_CLOEXEC)
    err_r, err_w = os.pipe2(os.O_CLOEXEC)
    use_chain = exec_chain_available(as_root) and (drop_to is None or os.access(_SETPRIV, os.X_OK)) and not (rlimits and any(r not in _PRLIMIT_FLAGS for r, _, _ in rlimits))
    try:
        if use_chain:
            popen = subprocess.Popen(
                chain_argv(argv, procs_fds, rlimits, netns, drop_to), stdin=in_r, stdout=out_w, stderr=err_w, env=env,
                cwd=cwd, close_fds=True, start_new_session=True,
            )
        else:
            popen = subprocess.Popen(
                argv, stdin=in_r, stdout=out_w, stderr=err_w, env=env, cwd=cwd, close_fds=True,
                start_new_session=True,
                # without a preexec step Popen can use vfork, which is markedly cheaper
                preexec_fn=_make_preexec(procs_fds, rlimits, netns, as_root, drop_to) if (procs_fds or rlimits or netns or drop_to) else None,
            )
    except BaseException:
        for fd in (in_r, in_w, out_r, out_w, err_r, err_w):
            os.close(fd)
        raise
    for fd in (in_r, out_w, err_w):
        os.close(fd)
    return Child(popen, popen.pid, in_w, out_r, err_r)


async def spawn(argv, env, cwd, procs_fds, rlimits, netns, as_root, drop_to=None) -> Child:
    """Fork+exec off the event loop (the fork of a large process takes a millisecond or two)."""
    return await trio.to_thread.run_sync(_spawn_sync, argv, env, cwd, procs_fds, rlimits, netns, as_root, drop_to)


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
