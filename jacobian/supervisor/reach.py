"""Can the job uid reach this interpreter? Jobs run as uid 65534 when the server is root,
and Python workers and checkers run ``sys.executable``: if it lives under a private
directory (pyenv under ``/root``, a venv in a home directory), every such job fails.

``grant`` fixes that the least invasive way: it adds only the search (``o+x``) bit to
each directory on the way that lacks it, never read or write, so nothing becomes
listable and no file becomes readable that was not already world-readable.
"""

from __future__ import annotations

import os
import stat
import subprocess
import sys
import sysconfig

from .host import JOB_GID, JOB_UID, SETPRIV

#: What a worker needs: the wire module (and so the installed package) importable, and the
#: interpreter's own standard library. A venv whose base interpreter sits under a private
#: directory can still start as another uid and fall back to a system ``/usr/lib/python3.X``:
#: the trial prints where ``os`` came from so that such a mixed interpreter counts as failed.
TRIAL = "import jacobian.wire, os; print(os.__file__)"


def needed_paths() -> list[str]:
    """The interpreter (and what its symlinks point to) and the library directories."""
    paths = {sys.executable, os.path.realpath(sys.executable)}
    for key in ("stdlib", "platstdlib", "purelib", "platlib"):
        p = sysconfig.get_paths().get(key)
        if p:
            paths.add(p)
    import jacobian

    paths.add(os.path.dirname(os.path.dirname(os.path.abspath(jacobian.__file__))))
    return sorted(paths)


def blocking_dirs(paths: list[str]) -> list[str]:
    """Ancestor directories of ``paths`` that others cannot search (missing ``o+x``)."""
    out: list[str] = []
    for path in paths:
        d = os.path.dirname(os.path.abspath(path)) if not os.path.isdir(path) else os.path.abspath(path)
        chain = []
        while True:
            chain.append(d)
            parent = os.path.dirname(d)
            if parent == d:
                break
            d = parent
        for d in reversed(chain):
            try:
                mode = os.stat(d).st_mode
            except OSError:
                continue
            if stat.S_ISDIR(mode) and not mode & stat.S_IXOTH and d not in out:
                out.append(d)
    return out


def trial() -> str | None:
    """Run the interpreter as the job uid; the reason it failed, or None."""
    if os.geteuid() != 0:
        return None  # jobs run as the server's own uid, which reaches it
    if not os.access(SETPRIV, os.X_OK):
        return f"{SETPRIV} is not installed"
    argv = [
        SETPRIV,
        f"--reuid={JOB_UID}",
        f"--regid={JOB_GID}",
        "--clear-groups",
        "--",
        sys.executable,
        "-I",
        "-c",
        TRIAL,
    ]
    try:
        done = subprocess.run(argv, capture_output=True, timeout=30, cwd="/")
    except (OSError, subprocess.SubprocessError) as exc:
        return f"trial failed: {exc}"
    if done.returncode != 0:
        tail = done.stderr.decode("utf-8", "replace").strip().splitlines()[-1:] or [f"exit {done.returncode}"]
        return f"uid {JOB_UID} cannot run {sys.executable}: {tail[0][:200]}"
    seen = done.stdout.decode("utf-8", "replace").strip()
    if seen != os.__file__:
        return f"uid {JOB_UID} runs {sys.executable} with another standard library ({seen[:200]}, not {os.__file__})"
    return None


def grant() -> list[str]:
    """Add the search bit for others to every blocking directory; return those changed."""
    changed = blocking_dirs(needed_paths())
    for d in changed:
        os.chmod(d, os.stat(d).st_mode | stat.S_IXOTH)
    return changed
