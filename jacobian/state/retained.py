"""A file a job left (a solver's proof), stored as a gzip-compressed ``jacobian.blob.v1`` artifact.

The file is read and compressed block by block into a staging file, never held whole, at gzip level 1
(proofs run to gigabytes: the store's time matters more than its last bytes). The compressed bytes are
bounded while they are written by ``Quotas.retained_file_bytes``, the operator's retention quota: past
it the staging file is dropped at once and ``ARTIFACT_QUOTA_EXCEEDED`` raised. Within it, and within the
store's total quota, the staging file is fsynced and linked into ``blobs/`` under its sha256, and the
blob artifact is put with its bytes counted against that quota. A failure at any point leaves nothing
behind (a blob this call linked is unlinked again when the artifact cannot be put). Raises
``StateError``; blocks for as long as compression takes (a worker thread's job).
"""

from __future__ import annotations

import hashlib
import os
import uuid
import zlib
from pathlib import Path

from jacobian.contracts.diagnostics import Code

from .artifacts import BLOB_SCHEMA, ArtifactStore
from .errors import StateError
from .statedir import fsync_dir

BLOCK = 1 << 20
GZIP_LEVEL = 1
GZIP_WBITS = 31  # zlib's gzip container


def store_file(store: ArtifactStore, source: str | Path, *, media_type: str, target_schema: str, summary: str) -> str:
    """The URI of the blob artifact holding ``source`` gzip-compressed, standing for ``target_schema``."""
    quota = store.quotas.retained_file_bytes
    blobs = store.blobs
    staging = blobs.staging / f"retained-{uuid.uuid4().hex}.tmp"
    digest, size, read = hashlib.sha256(), 0, 0
    linked: Path | None = None
    try:
        packer = zlib.compressobj(GZIP_LEVEL, zlib.DEFLATED, GZIP_WBITS)
        fd = os.open(staging, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        try:
            with open(source, "rb") as src:
                whole = os.fstat(src.fileno()).st_size
                while True:
                    block = src.read(BLOCK)
                    read += len(block)
                    out = packer.compress(block) if block else packer.flush()
                    size += len(out)
                    if size > quota:
                        raise StateError(
                            Code.ARTIFACT_QUOTA_EXCEEDED,
                            f"compressed, the file passed the retention quota of {quota} bytes after {read} of "
                            f"its {whole} bytes",
                        )
                    digest.update(out)
                    _write_all(fd, out)
                    if not block:
                        break
            os.fsync(fd)
        finally:
            os.close(fd)
        hex_digest = digest.hexdigest()
        final = blobs.path_of(hex_digest)
        blobs.make_parent(final.parent)
        try:
            os.link(staging, final)
            linked = final
        except FileExistsError:  # the same bytes are stored already: they must still be intact
            if blobs.hash_file(final)[0] != hex_digest:
                raise StateError(Code.ARTIFACT_CORRUPT, f"the stored blob {hex_digest} no longer matches") from None
        fsync_dir(final.parent)
    except OSError as exc:
        raise StateError(Code.STORAGE_ERROR, f"cannot store the file: {exc.strerror or exc}") from exc
    finally:
        staging.unlink(missing_ok=True)
    descriptor = {"sha256": hex_digest, "size": size, "media_type": media_type, "compression": "gzip"}
    try:
        return store.put(
            BLOB_SCHEMA,
            target_schema,
            {**descriptor, "target_schema": target_schema},
            summary=summary,
            producer=True,
            attached_bytes=size,
        )
    except StateError:
        if linked is not None:  # no artifact names it: no orphan is left behind
            linked.unlink(missing_ok=True)
        raise


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]
