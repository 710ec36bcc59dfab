"""Reap orphans of a job that were re-parented to the supervisor (a child subreaper)."""

from __future__ import annotations

import os
import time


def reap(pids: set[int], timeout: float = 1.0) -> None:
    """Reap every pid in ``pids`` that is (or becomes) our zombie child.

    Call only after the pids were sent SIGKILL. A pid that is not our child
    (reaped by its own parent in the job, or never re-parented) gives ECHILD
    and is dropped.
    """
    pending = set(pids)
    deadline = time.monotonic() + timeout
    while pending:
        for pid in list(pending):
            try:
                done, _ = os.waitpid(pid, os.WNOHANG)
            except ChildProcessError:
                if not os.path.exists(f"/proc/{pid}"):
                    pending.discard(pid)
                    continue
                # still alive under its dying parent: it may be re-parented to us in a moment
                done = 0
            if done:
                pending.discard(pid)
        if not pending or time.monotonic() > deadline:
            return
        time.sleep(0.0005)
