"""Where state lives, and which process owns it.

The directory is ``$JACOBIAN_STATE_DIR``, else ``$XDG_DATA_HOME/jacobian``, else
``~/.local/share/jacobian``. A server takes an exclusive ``flock`` on
``server.lock`` (released by the kernel when the process dies, so a crash never
leaves a stale lock) and writes its pid there so a second server can say who
holds it. CLI commands open without the lock.
"""

from __future__ import annotations

import errno
import fcntl
import os
from pathlib import Path

from jacobian.contracts.diagnostics import Code
from jacobian.paths import STATE_DIR_ENV as ENV_VAR  # noqa: F401  (re-exported)
from jacobian.paths import default_state_dir  # noqa: F401  (re-exported)

from .errors import StateError
from .private import private_dir

LOCK_NAME = "server.lock"
#: HTTP tenants' own state directories live in ``<state dir>/tenants/<tenant id>`` (see jacobian.mcp.tenants).
TENANTS_DIR = "tenants"


def fsync_dir(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


class StateDir:
    """The layout of one state directory: ``state.sqlite3``, ``blobs/``, ``staging/``, ``uploads/``, ``server.lock``."""

    def __init__(self, root: Path) -> None:
        self.root = Path(root).resolve()
        self.db_path = self.root / "state.sqlite3"
        self.blobs = self.root / "blobs"
        self.staging = self.root / "staging"
        self.uploads = self.root / "uploads"  # partial chunked uploads, see .uploads
        self.lock_path = self.root / LOCK_NAME
        self._lock_fd: int | None = None

    def create(self) -> None:
        """Create the layout, every directory 0700 (see :mod:`.private`); STORAGE_ERROR if it cannot."""
        try:
            for path in (self.root, self.blobs, self.staging, self.uploads):
                private_dir(path)
            fsync_dir(self.root)
        except OSError as exc:
            why = exc.strerror or exc.__class__.__name__
            raise StateError(Code.STORAGE_ERROR, f"cannot create the state directory: {why}") from exc

    def acquire(self) -> None:
        """Take the exclusive server lock, or raise STATE_LOCKED naming the holder's pid."""
        try:
            fd = os.open(self.lock_path, os.O_RDWR | os.O_CREAT, 0o600)
        except OSError as exc:
            message = f"cannot open the state directory's {LOCK_NAME}: {exc.strerror}"
            raise StateError(Code.STORAGE_ERROR, message) from exc
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as exc:
            holder = os.pread(fd, 64, 0).decode(errors="replace").strip() or "unknown"
            os.close(fd)
            if exc.errno in (errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES):
                raise StateError(
                    Code.STATE_LOCKED,
                    f"the state directory is owned by another server (pid {holder}); "
                    "stop it or use another state directory",
                ) from exc
            message = f"cannot lock the state directory's {LOCK_NAME}: {exc.strerror}"
            raise StateError(Code.STORAGE_ERROR, message) from exc
        os.ftruncate(fd, 0)
        os.pwrite(fd, f"{os.getpid()}\n".encode(), 0)
        self._lock_fd = fd

    def holder_pid(self) -> int | None:
        """The pid written by the current lock holder, if any process holds the lock."""
        try:
            fd = os.open(self.lock_path, os.O_RDONLY)
        except FileNotFoundError:
            return None
        try:
            try:
                fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
            except OSError:
                text = os.pread(fd, 64, 0).decode(errors="replace").strip()
                return int(text) if text.isdigit() else None
            fcntl.flock(fd, fcntl.LOCK_UN)
            return None
        finally:
            os.close(fd)

    def release(self) -> None:
        if self._lock_fd is not None:
            try:
                os.ftruncate(self._lock_fd, 0)
            except OSError:
                pass
            os.close(self._lock_fd)
            self._lock_fd = None
