"""A checker program for the template tests: does what the request's ``action`` asks and reports
what it saw (its module state, directory, environment, pids). Run per job as ``python -I
checker_probe.py`` or loaded by ``jacobian.checkers.template`` and forked per check."""

from __future__ import annotations

import ctypes
import json
import os
import subprocess
import sys
import time

from jacobian.checkers.entry import serve_check

SEEN: list[str] = []  # module state: a process forked from the template finds it empty


def signal_running(message: str) -> None:
    """A progress event: the test waits for it (the check is running), never for a sleep."""
    sys.stdout.write(json.dumps({"type": "progress", "fraction": 0.5, "message": message}) + "\n")
    sys.stdout.flush()


def check(payload: dict) -> dict:
    action = str(payload.get("action"))
    SEEN.append(action)
    out: dict = {
        "accepted": True,
        "reason": "probe",
        "checked": {},
        "seen": list(SEEN),
        "cwd": os.getcwd(),
        "files": sorted(os.listdir(".")),
        "home": os.environ.get("HOME"),
        "tmpdir": os.environ.get("TMPDIR"),
        "pid": os.getpid(),
        "ppid": os.getppid(),
        "uid": os.getuid(),
    }
    if action == "write":
        with open("left-behind.txt", "w") as f:
            f.write("from an earlier check")
    elif action == "spin":
        signal_running("spinning")
        while True:
            pass
    elif action == "sleep":
        signal_running("sleeping")
        time.sleep(3600)
    elif action == "alloc":
        blocks = []
        while True:
            blocks.append(bytearray(16 * 1024 * 1024))
    elif action == "dev":
        with open("/dev/shm/left-by-a-check", "w") as f:
            f.write("seen by the next check?")
    elif action == "peek":
        for what in ("mem", "environ"):
            try:
                with open(f"/proc/{os.getppid()}/{what}", "rb") as f:
                    f.read(16)
                out[what] = "read"
            except OSError as exc:
                out[what] = type(exc).__name__
        libc = ctypes.CDLL(None, use_errno=True)
        out["ptrace"] = libc.ptrace(16, os.getppid(), 0, 0)  # PTRACE_ATTACH: -1 when refused
    elif action == "orphan":
        marker = str(payload.get("marker"))
        subprocess.Popen([sys.executable, "-c", "import time; time.sleep(3600)", marker], start_new_session=True)
    elif action == "shm":
        out["shm"] = sorted(os.listdir("/dev/shm"))
    elif action == "forks":
        out["forks"] = forks(int(payload.get("most", 32)))
    return out


def forks(most: int) -> int:
    """How many children this process can have at once (up to ``most``) before a fork is refused."""
    hold, release = os.pipe()
    children = []
    try:
        while len(children) < most:
            try:
                pid = os.fork()
            except OSError:
                break
            if pid == 0:
                os.close(release)
                os.read(hold, 1)  # until the parent closes its end
                os._exit(0)
            children.append(pid)
    finally:
        os.close(release)
        for pid in children:
            os.waitpid(pid, 0)
        os.close(hold)
    return len(children)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
