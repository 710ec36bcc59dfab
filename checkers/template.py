"""The warm template of a checker: its interpreter and modules loaded once, a fresh process per check.

``python -I -m jacobian.checkers.template -m MODULE [ARG...]`` (or ``SCRIPT [ARG...]``): the same
program the checker job would run (``python -I -m MODULE ARG...``), loaded but not started. The
supervisor starts it inside the checker's sandbox (read-only root, unprivileged uid, no network, its
own PID namespace, rlimits) with a ``SOCK_SEQPACKET`` socket as stdin, the control channel:

- it imports the checker, then says ``{"ready": true}`` (or ``{"error": ...}`` and exits);
- it forks the next check ahead of time and passes the supervisor that child's own channel
  (``{"spare": true}`` with the descriptor). The child, a copy of a process that has read no input,
  says ``{"forked": true}`` on it (the supervisor reads its pid from the socket's credentials and moves
  it into the check's own cgroup) and waits. Its request ``{"cwd", "env", "rlimits"}`` comes with
  three descriptors (stdin, stdout, stderr); it then closes the channel and every other inherited
  descriptor, takes the three as 0, 1 and 2, moves into its own scratch directory with its own
  environment and rlimits, and runs the checker's ``main()``;
- the template reaps it (and any orphan of it: it is a subreaper) and says ``{"exit": status, "utime",
  "stime", "maxrss"}``; then, if /dev (the one place writable by every check of this template besides
  its own directory) is not as it was when the template started, ``{"clean": false}`` instead of
  forking the next one (the supervisor then discards the template).

One check exists at a time. The template never reads a check's input and is not dumpable (no check,
though running as the same uid, can ptrace it or read its memory), so every check starts from the
same untouched state. The supervisor ends it with its sandbox.
"""

from __future__ import annotations

import ctypes
import gc
import importlib
import json
import os
import random
import resource
import runpy
import signal
import socket
import sys
import tempfile
import traceback
from collections.abc import Callable

PR_SET_PDEATHSIG, PR_SET_DUMPABLE, PR_SET_CHILD_SUBREAPER = 1, 4, 36
MAX_MESSAGE = 1 << 20
#: Exit status of a child that could not be set up (nothing of the checker ran).
SETUP_FAILED = 125
_libc = ctypes.CDLL(None, use_errno=True)


def load(argv: list[str]) -> tuple[Callable[[], object], list[str]]:
    """The checker's ``main`` and the ``sys.argv`` it runs with, from the checker job's own argv."""
    if argv[:1] == ["-m"] and len(argv) >= 2:
        module = importlib.import_module(argv[1])
        return module.main, [str(module.__file__), *argv[2:]]
    if argv:
        namespace = runpy.run_path(argv[0], run_name="__jacobian_template__")
        return namespace["main"], list(argv)
    raise SystemExit("usage: python -I -m jacobian.checkers.template (-m MODULE | SCRIPT) [ARG...]")


def dev_state() -> list[tuple[str, int, int, int, int, int]]:
    """Every entry under /dev (not followed into devpts), with what would show a change."""
    out = []
    for root, dirs, files in os.walk("/dev"):
        dirs[:] = [d for d in dirs if os.path.join(root, d) != "/dev/pts"]
        for name in sorted(dirs + files):
            path = os.path.join(root, name)
            try:
                st = os.lstat(path)
            except OSError:
                continue
            out.append((path, st.st_ino, st.st_mode, st.st_uid, st.st_size, st.st_mtime_ns))
    return sorted(out)


def child(channel: socket.socket, main: Callable[[], object], argv: list[str]) -> None:
    """The forked check: never returns."""
    code = SETUP_FAILED
    try:
        parent = os.getppid()
        _libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
        if os.getppid() != parent:
            os._exit(SETUP_FAILED)
        os.setsid()
        channel.send(b'{"forked":true}')  # our pid travels in the socket's credentials
        channel.setsockopt(socket.SOL_SOCKET, socket.SO_PASSCRED, 0)  # none in what we receive: room for the fds
        message, fds, _, _ = socket.recv_fds(channel, MAX_MESSAGE, 3)
        if not message or len(fds) != 3:
            os._exit(SETUP_FAILED)
        request = json.loads(message)
        channel.close()
        for target, fd in enumerate(fds):
            os.dup2(fd, target)
        os.closerange(3, resource.getrlimit(resource.RLIMIT_NOFILE)[0])
        os.chdir(request["cwd"])
        os.environ.clear()
        os.environ.update(request["env"])
        for res, soft, hard in request["rlimits"]:
            resource.setrlimit(res, (soft, hard))
        tempfile.tempdir = None
        random.seed()
        sys.stdin = open(0, encoding="utf-8", closefd=False)  # noqa: SIM115 - the process's own streams
        sys.stdout = open(1, "w", encoding="utf-8", closefd=False)  # noqa: SIM115
        sys.stderr = open(2, "w", encoding="utf-8", errors="backslashreplace", closefd=False)  # noqa: SIM115
        sys.argv = argv
        code = 0
        main()
    except SystemExit as exc:
        code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
    except BaseException:  # noqa: BLE001 - reported on the check's stderr; the exit status says it failed
        code = 1 if code == 0 else code
        try:
            traceback.print_exc()
        except BaseException:  # noqa: BLE001
            pass
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except BaseException:  # noqa: BLE001
            pass
    os._exit(code)


def reap_orphans() -> None:
    while True:
        try:
            pid, _ = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            return


def serve(control: socket.socket, main: Callable[[], object], argv: list[str]) -> None:
    clean_dev = dev_state()
    gc.collect()
    gc.freeze()  # what the template built stays shared with every child, not copied by the collector
    control.send(json.dumps({"ready": True}).encode())
    while True:
        ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        for end in (ours, theirs):
            end.setsockopt(socket.SOL_SOCKET, socket.SO_PASSCRED, 1)
        pid = os.fork()
        if pid == 0:
            control.close()
            ours.close()
            child(theirs, main, argv)
        theirs.close()
        socket.send_fds(control, [b'{"spare":true}'], [ours.fileno()])
        ours.close()
        _, status, usage = os.wait4(pid, 0)
        reap_orphans()
        report = {"exit": status, "utime": usage.ru_utime, "stime": usage.ru_stime, "maxrss": usage.ru_maxrss}
        control.send(json.dumps(report).encode())
        if dev_state() != clean_dev:  # said before the next spare: the supervisor discards this template
            control.send(b'{"clean":false}')
            while control.recv(MAX_MESSAGE):  # no further check from here: wait to be ended
                pass
            return


def main() -> None:
    control = socket.socket(fileno=os.dup(0))
    os.dup2(os.open(os.devnull, os.O_RDONLY), 0)
    _libc.prctl(PR_SET_DUMPABLE, 0, 0, 0, 0)
    _libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
    try:
        checker_main, argv = load(sys.argv[1:])
        import jacobian.wire  # noqa: F401 - every checker serves through it: loaded once, here
    except BaseException as exc:  # noqa: BLE001 - said on the control channel, then the template ends
        control.send(json.dumps({"error": f"{type(exc).__name__}: {exc}"[:4000]}).encode())
        raise SystemExit(1) from None
    serve(control, checker_main, argv)


if __name__ == "__main__":
    main()
