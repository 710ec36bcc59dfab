"""Chunked uploads of raw blobs: begin, append, status, commit, abort.

An upload declares the sha256 and size of the whole up front. Chunks are
written at their offset into ``uploads/<id>.part`` and fsynced before the
``received`` offset in SQLite moves: the database offset is what was
acknowledged, so after a crash or a server restart the client resumes from
``status``'s offset (bytes past it in the file are overwritten). Nothing is
visible until ``commit`` re-hashes the whole file (streaming), links it into
``blobs/`` and inserts the ``jacobian.blob.v1`` artifact row in one
transaction. An upload untouched for ``Quotas.upload_ttl_seconds`` is removed.
"""

from __future__ import annotations

import os
import re
import time
import uuid
from dataclasses import dataclass
from pathlib import Path

from jacobian.contracts.diagnostics import Code

from .artifacts import BLOB_SCHEMA, ArtifactStore
from .blobs import BlobStore, checkpoint
from .db import Database
from .errors import StateError
from .statedir import fsync_dir

# A chunk travels base64 inside a math.run payload, which the run bounds at 4 MiB
# (jacobian.run.admission.MAX_PAYLOAD_BYTES): 3 MiB less 3 KiB leaves room for its 4/3 growth
# and the rest of the append request (a maximal chunk is sent through the runtime in the tests).
MAX_CHUNK_BYTES = 3 * 1024 * 1024 - 3 * 1024
ID_RE = re.compile(r"^[0-9a-f]{32}$")
COMPRESSIONS = ("none", "gzip", "bz2", "xz")
MAGIC = {"gzip": b"\x1f\x8b", "bz2": b"BZh", "xz": b"\xfd7zXZ\x00"}


@dataclass(frozen=True)
class UploadStatus:
    upload_id: str
    sha256: str
    size: int
    received: int
    media_type: str
    compression: str
    target_schema: str
    expires_in_seconds: float


class UploadStore:
    def __init__(self, db: Database, blobs: BlobStore, artifacts: ArtifactStore, folder: Path) -> None:
        self.db = db
        self.blobs = blobs
        self.artifacts = artifacts
        self.folder = folder

    def _part(self, upload_id: str) -> Path:
        return self.folder / f"{upload_id}.part"

    # -- lifecycle ---------------------------------------------------------------
    def begin(
        self, sha256: str, size: int, media_type: str, compression: str, target_schema: str, summary: str = ""
    ) -> UploadStatus:
        """Open an upload; refuses an unknown or producer-only target schema and sizes over the quotas."""
        self.expire()
        quotas = self.artifacts.quotas
        if not re.match(r"^[0-9a-f]{64}$", sha256 or ""):
            raise StateError(Code.INVALID_REQUEST, "sha256 must be 64 lower-case hex digits", path="$.sha256")
        if compression not in COMPRESSIONS:
            raise StateError(
                Code.INVALID_REQUEST, f"compression must be one of {', '.join(COMPRESSIONS)}", path="$.compression"
            )
        entry = {s.schema_id: s for s in self.artifacts.schemas(include_producer_only=True)}.get(target_schema)
        if entry is None:
            raise StateError(
                Code.ARTIFACT_SCHEMA_UNKNOWN,
                f"no artifact schema {target_schema!r} is registered",
                path="$.target_schema",
            )
        if entry.producer_only or target_schema == BLOB_SCHEMA:
            raise StateError(
                Code.ARTIFACT_SCHEMA_FORBIDDEN,
                f"schema {target_schema!r} is producer-only; only the runtime stores it",
                path="$.target_schema",
            )
        if not isinstance(size, int) or size < 0:
            raise StateError(Code.INVALID_REQUEST, "size must be a non-negative integer", path="$.size")
        if size > quotas.per_blob_bytes:
            raise StateError(
                Code.ARTIFACT_QUOTA_EXCEEDED,
                f"size {size} exceeds the per-blob quota of {quotas.per_blob_bytes} bytes",
                path="$.size",
            )
        now = time.time()
        upload_id = uuid.uuid4().hex
        with self.db.tx() as conn:
            open_count, pending = conn.execute("SELECT COUNT(*), COALESCE(SUM(size), 0) FROM uploads").fetchone()
            if open_count >= quotas.open_uploads:
                raise StateError(
                    Code.ARTIFACT_QUOTA_EXCEEDED, f"{open_count} uploads are open; at most {quotas.open_uploads}"
                )
            used = conn.execute("SELECT COALESCE(SUM(size), 0) FROM artifacts").fetchone()[0]
            if used + pending + size > quotas.total_bytes:
                raise StateError(
                    Code.ARTIFACT_QUOTA_EXCEEDED,
                    f"the store holds {used} bytes and open uploads reserve {pending}; "
                    f"{size} more would pass the total quota of {quotas.total_bytes}",
                    path="$.size",
                )
            fd = os.open(self._part(upload_id), os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
            os.close(fd)
            conn.execute(
                "INSERT INTO uploads (upload_id, sha256, size, media_type, compression, target_schema, summary,"
                " created, touched)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (upload_id, sha256, size, media_type, compression, target_schema, summary, now, now),
            )
        fsync_dir(self.folder)
        return self.status(upload_id)

    def _row(self, upload_id: str) -> tuple:
        if not isinstance(upload_id, str) or not ID_RE.match(upload_id):
            raise StateError(
                Code.UPLOAD_UNKNOWN, f"{upload_id!r} is not an upload id (32 lower-case hex)", path="$.upload_id"
            )
        rows = self.db.query(
            "SELECT sha256, size, received, media_type, compression, target_schema, summary, touched"
            " FROM uploads WHERE upload_id = ?",
            (upload_id,),
        )
        if not rows:
            raise StateError(
                Code.UPLOAD_UNKNOWN,
                f"no open upload {upload_id}: never begun, or committed, aborted or expired",
                path="$.upload_id",
            )
        return rows[0]

    def status(self, upload_id: str) -> UploadStatus:
        self.expire()
        sha, size, received, media, comp, target, _, touched = self._row(upload_id)
        ttl = self.artifacts.quotas.upload_ttl_seconds
        return UploadStatus(upload_id, sha, size, received, media, comp, target, max(0.0, touched + ttl - time.time()))

    def append(self, upload_id: str, offset: int, chunk: bytes) -> UploadStatus:
        """Write ``chunk`` at ``offset``, which must be the acknowledged offset; fsync, then acknowledge."""
        sha, size, received, *_ = self._row(upload_id)
        if len(chunk) > MAX_CHUNK_BYTES:
            raise StateError(
                Code.PAYLOAD_TOO_LARGE,
                f"a chunk is at most {MAX_CHUNK_BYTES} bytes, this one {len(chunk)}",
                path="$.chunk",
            )
        if offset != received:
            raise StateError(
                Code.UPLOAD_OFFSET_MISMATCH,
                f"offset {offset} is not the next expected byte: {received} bytes "
                f"are acknowledged, resume at offset {received}",
                path="$.offset",
            )
        if offset + len(chunk) > size:
            raise StateError(
                Code.UPLOAD_SIZE_MISMATCH,
                f"the chunk ends at byte {offset + len(chunk)}, past the declared size {size}",
                path="$.chunk",
            )
        try:
            fd = os.open(self._part(upload_id), os.O_WRONLY)
            try:
                os.ftruncate(fd, offset)  # drop any unacknowledged bytes a crash left past the offset
                view = memoryview(chunk)
                pos = offset
                while view:
                    written = os.pwrite(fd, view, pos)
                    view, pos = view[written:], pos + written
                os.fsync(fd)
            finally:
                os.close(fd)
        except OSError as exc:
            raise StateError(Code.STORAGE_ERROR, f"cannot write upload {upload_id}: {exc.strerror or exc}") from exc
        checkpoint("upload.chunk_written")
        with self.db.tx() as conn:
            cur = conn.execute(
                "UPDATE uploads SET received = ?, touched = ? WHERE upload_id = ? AND received = ?",
                (offset + len(chunk), time.time(), upload_id, offset),
            )
            if cur.rowcount != 1:
                raise StateError(
                    Code.UPLOAD_OFFSET_MISMATCH,
                    "another append to this upload was acknowledged first; ask for its status",
                    path="$.offset",
                )
        return self.status(upload_id)

    def commit(self, upload_id: str) -> str:
        """Verify size and digest of the whole, link it into the blob store and make it an artifact."""
        sha, size, received, media, comp, target, summary, _ = self._row(upload_id)
        if received != size:
            raise StateError(
                Code.UPLOAD_SIZE_MISMATCH,
                f"{received} of the declared {size} bytes arrived; send the rest "
                f"from offset {received} before committing",
                path="$.upload_id",
            )
        part = self._part(upload_id)
        os.truncate(part, size)
        actual, _ = self.blobs.hash_file(part)
        if actual != sha:
            self.abort(upload_id)
            raise StateError(
                Code.UPLOAD_DIGEST_MISMATCH,
                f"the {size} bytes received hash to {actual}, not the declared {sha}; the upload was discarded",
                path="$.upload_id",
            )
        if comp != "none":
            with open(part, "rb") as f:
                head = f.read(len(MAGIC[comp]))
            if head != MAGIC[comp]:
                self.abort(upload_id)
                raise StateError(
                    Code.INVALID_REQUEST,
                    f"the bytes do not start like {comp} data although compression {comp} "
                    "was declared; the upload was discarded",
                    path="$.upload_id",
                )
        final = self.blobs.path_of(sha)
        try:
            self.blobs.make_parent(final.parent)
            # the part file was made 0600 and stays so: a job is handed a copy (see supervisor.scratch)
            try:
                os.link(part, final)
            except FileExistsError:
                if self.blobs.hash_file(final)[0] != sha:
                    raise StateError(
                        Code.ARTIFACT_CORRUPT, f"the stored blob {sha} no longer matches its digest"
                    ) from None
            fsync_dir(final.parent)
        except OSError as exc:
            raise StateError(
                Code.STORAGE_ERROR, f"cannot store the blob of upload {upload_id}: {exc.strerror or exc}"
            ) from exc
        checkpoint("upload.linked")
        descriptor = {"sha256": sha, "size": size, "media_type": media, "compression": comp, "target_schema": target}
        uri = self.artifacts.put(
            BLOB_SCHEMA,
            target,
            descriptor,
            summary=summary or f"{media} blob, {size} bytes",
            producer=True,
            attached_bytes=size,
        )
        self._drop(upload_id)
        return uri

    def abort(self, upload_id: str) -> None:
        self._row(upload_id)
        self._drop(upload_id)

    def _drop(self, upload_id: str) -> None:
        with self.db.tx() as conn:
            conn.execute("DELETE FROM uploads WHERE upload_id = ?", (upload_id,))
        self._part(upload_id).unlink(missing_ok=True)

    def expire(self) -> int:
        """Remove uploads untouched past the TTL, and part files no row refers to (a crash mid-begin)."""
        cutoff = time.time() - self.artifacts.quotas.upload_ttl_seconds
        old = [r[0] for r in self.db.query("SELECT upload_id FROM uploads WHERE touched < ?", (cutoff,))]
        for upload_id in old:
            self._drop(upload_id)
        known = {r[0] for r in self.db.query("SELECT upload_id FROM uploads")}
        for part in self.folder.glob("*.part"):
            if part.stem not in known and part.stat().st_mtime < time.time() - 60:
                part.unlink(missing_ok=True)
        return len(old)
