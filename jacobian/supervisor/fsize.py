"""Notice that any process of a job reached the file-size limit, without the job's cooperation.

RLIMIT_FSIZE stops a write at the limit: the writer gets SIGXFSZ (or EFBIG where it ignores the
signal), and a file can grow no further than the limit. When the writer is the program itself,
its own death says so (see :mod:`.classify`); when it is a child, the program (a shell, a build
driver) may well carry on, or wait, until the wall clock ends the job. Nothing outside the job
is told of that child's death: it is reaped by its own parent, inside the job's PID namespace.

What the supervisor can see is the file: the job's cwd, HOME and TMPDIR are its scratch
directory, so a file there of the limit's size is one some process of the job wrote up to the
limit. :func:`watch` polls the scratch directory for one and reports it. The files the supervisor
placed there (the job's input, which no rlimit bounds) are told apart by inode, size and time.

Limits of the mechanism: a file written outside the scratch directory (``/tmp`` or ``/dev/shm``
when the root is not read-only) is not seen; a pass looks at no more than ``MAX_ENTRIES`` entries
(a job that makes more files may hide one); a file written to exactly the limit, and no further,
looks the same as one whose writer was stopped there; and between two polls (``POLL`` seconds) a
job may still end on its own, in which case a final :func:`file_at_limit` classifies it.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable

import trio

POLL = 0.1
MAX_ENTRIES = 4096
#: A file as placed: (device, inode, size, mtime in ns). Inode numbers are reused at once, so a file
#: the job makes in place of a placed one is told apart by its size or time as well.
Identity = tuple[int, int, int, int]


def _identity(st: os.stat_result) -> Identity:
    return (st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns)


#: A directory of at most this many entries is looked at in the event loop (a pooled worker's, after
#: each request, usually holds none); a larger one in a worker thread.
INLINE_ENTRIES = 64


class TooMany(Exception):
    """More entries than the caller wanted to look at here."""


async def file_at_limit_now(scratch: str, limit: int, placed: frozenset[Identity] = frozenset()) -> str | None:
    """:func:`file_at_limit`, in the event loop when the directory is small, else in a worker thread."""
    try:
        return file_at_limit(scratch, limit, placed, max_entries=INLINE_ENTRIES, over=TooMany)
    except TooMany:
        return await trio.to_thread.run_sync(file_at_limit, scratch, limit, placed)


def file_at_limit(
    scratch: str,
    limit: int,
    placed: frozenset[Identity] = frozenset(),
    *,
    max_entries: int = MAX_ENTRIES,
    over: type[Exception] | None = None,
) -> str | None:
    """The name (relative to ``scratch``) of a regular file at least ``limit`` bytes long, or None.
    ``placed`` are the identities of the files the supervisor put there (the job's input, which no
    rlimit bounds); a file the job made in their stead is looked at. Symbolic links are not
    followed; a directory that vanishes mid-walk is skipped. Past ``max_entries`` entries: None, or
    ``over`` raised when given."""
    seen = 0
    pending = [scratch]
    while pending:
        directory = pending.pop()
        try:
            entries = list(os.scandir(directory))
        except OSError:
            continue
        for entry in entries:
            seen += 1
            if seen > max_entries:
                if over is not None:
                    raise over(f"more than {max_entries} entries")
                return None
            try:
                if entry.is_dir(follow_symlinks=False):
                    pending.append(entry.path)
                elif entry.is_file(follow_symlinks=False):
                    st = entry.stat(follow_symlinks=False)
                    if st.st_size >= limit and _identity(st) not in placed:
                        return os.path.relpath(entry.path, scratch)
            except OSError:
                continue
    return None


def placed_files(scratch: str, names: Iterable[str]) -> frozenset[Identity]:
    """The identities of the named files of ``scratch`` (those the supervisor placed for the job)."""
    out = set()
    for name in names:
        try:
            st = os.lstat(os.path.join(scratch, name))
        except OSError:
            continue
        out.add(_identity(st))
    return frozenset(out)


async def watch(
    scratch: str, limit: int, on_hit: Callable[[str], None], placed: frozenset[Identity] = frozenset()
) -> None:
    """Poll ``scratch`` every ``POLL`` seconds (in a worker thread) until a file other than the
    ``placed`` ones reaches ``limit`` bytes; then call ``on_hit(name)`` once and return. Runs until
    cancelled otherwise."""
    while True:
        await trio.sleep(POLL)
        name = await trio.to_thread.run_sync(file_at_limit, scratch, limit, placed)
        if name is not None:
            on_hit(name)
            return
