"""Immutable blobs named by the sha256 of their bytes.

A write goes to a staging file in the same filesystem, is fsynced, hard-linked
into ``blobs/<2 hex>/<64 hex>`` (``link`` never replaces an existing name) and
the directory is fsynced. A reader re-hashes every blob it returns.

``JACOBIAN_STATE_TEST_PAUSE`` names a write step (see :data:`STEPS`) at which the
process stops and waits, so tests can SIGKILL it there; unset in production.
"""

from __future__ import annotations

import hashlib
import os
import sys
import time
import uuid
from pathlib import Path

from jacobian.contracts.diagnostics import Code

from .canonical import sha256_hex
from .errors import ArtifactCorrupt, StateError
from .private import private_dir
from .statedir import fsync_dir

PAUSE_ENV = "JACOBIAN_STATE_TEST_PAUSE"
STEPS = ("staged_partial", "staged", "fsynced", "linked", "dir_fsynced")


def checkpoint(step: str) -> None:
    """Test hook: when ``$JACOBIAN_STATE_TEST_PAUSE`` equals ``step``, announce it and wait to be killed."""
    if os.environ.get(PAUSE_ENV) == step:
        sys.stdout.write(f"PAUSED {step}\n")
        sys.stdout.flush()
        while True:
            time.sleep(3600)


class BlobStore:
    def __init__(self, blobs: Path, staging: Path) -> None:
        self.blobs = blobs
        self.staging = staging

    def path_of(self, hex_digest: str) -> Path:
        return self.blobs / hex_digest[:2] / hex_digest

    def make_parent(self, parent: Path) -> None:
        """The ``blobs/<2 hex>`` directory of a blob, created 0700 (and made durable) if absent."""
        if not parent.exists():
            private_dir(parent)
            fsync_dir(self.blobs)

    def clean_staging(self) -> int:
        """Remove staging files left by a crash; they were never linked, so nothing refers to them."""
        removed = 0
        for leftover in self.staging.glob("*.tmp"):
            leftover.unlink(missing_ok=True)
            removed += 1
        return removed

    def write(self, data: bytes, *, prefix: str = "blob") -> str:
        """Store ``data`` durably and return its sha256 hex; an existing identical blob is kept as is (and one
        damaged on disk is ARTIFACT_CORRUPT, never silently replaced). STORAGE_ERROR if it cannot write."""
        hex_digest = sha256_hex(data)
        final = self.path_of(hex_digest)
        if final.exists():
            self.read(hex_digest)  # an existing blob must still be intact, never silently trusted
            return hex_digest
        tmp = self.staging / f"{prefix}-{uuid.uuid4().hex}.tmp"
        try:
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
            try:
                half = len(data) // 2
                _write_all(fd, data[:half])
                checkpoint(f"{prefix}.staged_partial")
                _write_all(fd, data[half:])
                checkpoint(f"{prefix}.staged")
                os.fsync(fd)
            finally:
                os.close(fd)
            checkpoint(f"{prefix}.fsynced")
            parent = final.parent
            self.make_parent(parent)
            try:
                os.link(tmp, final)
            except FileExistsError:
                pass  # a concurrent writer linked the same bytes first; ours is identical
            checkpoint(f"{prefix}.linked")
            fsync_dir(parent)
            checkpoint(f"{prefix}.dir_fsynced")
        except OSError as exc:
            raise StateError(
                Code.STORAGE_ERROR, f"cannot write blob {hex_digest[:16]}…: {exc.strerror or exc}"
            ) from exc
        finally:
            try:
                tmp.unlink(missing_ok=True)
            except OSError:
                pass
        return hex_digest

    @staticmethod
    def hash_file(path: Path, chunk: int = 1 << 20) -> tuple[str, int]:
        """(sha256 hex, size) of a file, read in bounded chunks."""
        h, size = hashlib.sha256(), 0
        with open(path, "rb") as f:
            while block := f.read(chunk):
                h.update(block)
                size += len(block)
        return h.hexdigest(), size

    def read(self, hex_digest: str) -> bytes:
        """The blob's bytes, re-hashed; ArtifactCorrupt on a mismatch, FileNotFoundError if absent."""
        data = self.path_of(hex_digest).read_bytes()
        actual = sha256_hex(data)
        if actual != hex_digest:
            raise ArtifactCorrupt(f"blob {hex_digest} hashes to {actual}: the stored bytes were altered")
        return data


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        view = view[written:]
