"""Private directories and files of a state directory: 0700 and 0600, whatever the process umask.

Jobs run on the same host as another uid (65534, when the server is root). Only these
modes stand between such a job and the server's databases and blobs wherever the
directories above the state directory let it through, so they are set explicitly: a
umask only ever removes bits from a mode, and a directory another program made first
(``mkdir -p``, a probe cache) keeps whatever mode it was made with until it is narrowed here.

SQLite creates a database's ``-wal``, ``-shm`` and ``-journal`` files with the mode (and
owner) of the database file itself, so a database created 0600 keeps its sidecars 0600.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

DIR_MODE = 0o700
FILE_MODE = 0o600
#: Files SQLite keeps beside a database (they hold its pages as well).
SQLITE_SIDECARS = ("-wal", "-shm", "-journal")


def private_dir(path: Path) -> None:
    """Create ``path`` (and every missing parent) with mode 0700, and narrow ``path`` itself to
    0700 if it existed wider. Raises OSError; parents that already existed are left as they are."""
    missing: list[Path] = []
    probe = Path(path)
    while not probe.exists():
        missing.append(probe)
        if probe.parent == probe:
            break
        probe = probe.parent
    for directory in reversed(missing):
        try:
            os.mkdir(directory, DIR_MODE)
        except FileExistsError:
            pass
    _narrow(Path(path), DIR_MODE)


def private_file(path: Path) -> None:
    """Make sure ``path`` exists as a regular file of mode 0600 (created empty if absent, narrowed
    if wider). Never follows a symbolic link. Raises OSError."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_NOFOLLOW | os.O_CLOEXEC, FILE_MODE)
    try:
        if stat.S_IMODE(os.fstat(fd).st_mode) != FILE_MODE:
            os.fchmod(fd, FILE_MODE)
    finally:
        os.close(fd)


def private_database(path: Path) -> None:
    """A database file 0600 before SQLite opens it (so its sidecars are made 0600 too), and any
    sidecar an older run left wider narrowed to 0600. Raises OSError."""
    private_file(path)
    for suffix in SQLITE_SIDECARS:
        _narrow(Path(f"{path}{suffix}"), FILE_MODE)


def _narrow(path: Path, mode: int) -> None:
    """chmod ``path`` to ``mode`` unless it is absent or a symbolic link (never followed)."""
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        return
    if not stat.S_ISLNK(st.st_mode) and stat.S_IMODE(st.st_mode) != mode:
        os.chmod(path, mode)
