"""Import of a local file by path into the blob store, for local stdio sessions the operator allows.

The operator names the directories a session may import from (``jacobian-mcp --allow-local-import
DIR``); nothing else is readable. The path is opened first and then judged by what was *opened*
(``/proc/self/fd``), so a symlink or a rename between a check and the open cannot lead outside
the allowed directories. Only regular files are read (opened non-blocking, so a FIFO cannot
hang the server). The bytes then go through the chunked-upload machinery: the file is hashed,
an upload is begun with that digest and size (so the quotas apply), copied into it, and committed,
which re-hashes the copy: a file that changed while it was imported is refused, and nothing of
it is visible.
"""

from __future__ import annotations

import hashlib
import os
import stat
from collections.abc import Iterator, Sequence
from pathlib import Path

from jacobian.contracts.diagnostics import Code

from .errors import StateError
from .uploads import UploadStore

COPY_CHUNK = 1 << 20
MAX_PATH_CHARS = 4096


def allowed_roots(dirs: Sequence[Path]) -> tuple[Path, ...]:
    """The operator's directories, resolved; each must exist and be a directory."""
    roots = []
    for d in dirs:
        real = Path(os.path.realpath(d))
        if not real.is_dir():
            raise StateError(Code.LOCAL_IMPORT_REFUSED, f"--allow-local-import {d}: not a directory")
        roots.append(real)
    return tuple(roots)


def _refuse(message: str) -> StateError:
    return StateError(Code.LOCAL_IMPORT_REFUSED, message, path="$.path")


def _inside(real: str, roots: Sequence[Path]) -> bool:
    return any(real == str(r) or real.startswith(str(r).rstrip("/") + "/") for r in roots)


def import_file(
    uploads: UploadStore,
    roots: Sequence[Path],
    path: str,
    *,
    media_type: str,
    compression: str,
    target_schema: str,
    summary: str = "",
    sha256: str | None = None,
) -> str:
    """Store the file at ``path`` as a ``jacobian.blob.v1`` artifact; returns its URI."""
    if not roots:
        raise StateError(
            Code.LOCAL_IMPORT_DISABLED,
            "this session may not import local files: the operator allowed no directory "
            "(jacobian-mcp --allow-local-import DIR, stdio only)",
            path="$.path",
        )
    if len(path) > MAX_PATH_CHARS or "\x00" in path or not os.path.isabs(path):
        raise _refuse("path must be an absolute path of at most 4096 characters without NUL")
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_NOCTTY | os.O_CLOEXEC)
    except OSError as exc:
        raise _refuse(f"cannot open {path!r}: {exc.strerror or exc}") from exc
    try:
        real = os.readlink(f"/proc/self/fd/{fd}")
        if not _inside(real, roots):
            raise _refuse(f"{path!r} resolves to {real!r}, which is outside the directories the operator allowed")
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise _refuse(f"{path!r} is not a regular file")
        size = info.st_size
        digest = _hash(fd, size, path)
        if sha256 is not None and digest != sha256:
            raise StateError(
                Code.UPLOAD_DIGEST_MISMATCH,
                f"{path!r} hashes to {digest}, not the declared {sha256}; nothing was stored",
                path="$.sha256",
            )
        status = uploads.begin(digest, size, media_type, compression, target_schema, summary or f"imported {real}")
        try:
            _copy(fd, uploads, status.upload_id, size, path)
            return uploads.commit(status.upload_id)
        except StateError as exc:
            if exc.code is Code.UPLOAD_DIGEST_MISMATCH:
                raise _refuse(f"{path!r} changed while it was imported; nothing was stored") from exc
            raise
        finally:
            _discard_open(uploads, status.upload_id)
    finally:
        os.close(fd)


def _chunks(fd: int, size: int, path: str) -> Iterator[bytes]:
    """The file's first ``size`` bytes in order, read by offset; a file that shrank is refused."""
    pos = 0
    while pos < size:
        chunk = os.pread(fd, min(COPY_CHUNK, size - pos), pos)
        if not chunk:
            raise _refuse(f"{path!r} shrank while it was imported; nothing was stored")
        yield chunk
        pos += len(chunk)


def _hash(fd: int, size: int, path: str) -> str:
    h = hashlib.sha256()
    for chunk in _chunks(fd, size, path):
        h.update(chunk)
    return h.hexdigest()


def _copy(fd: int, uploads: UploadStore, upload_id: str, size: int, path: str) -> None:
    pos = 0
    for chunk in _chunks(fd, size, path):
        uploads.append(upload_id, pos, chunk)
        pos += len(chunk)


def _discard_open(uploads: UploadStore, upload_id: str) -> None:
    """Drop the upload if it is still open (a failure before or inside commit)."""
    try:
        uploads.abort(upload_id)
    except StateError:
        pass  # committed (or already discarded): nothing is left open
