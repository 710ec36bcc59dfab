"""The content-addressed artifact store.

An artifact is a canonical-JSON payload stored under a registered schema and a
semantics id. Its *object digest* is domain-separated by both ids, so the same
bytes under another schema or meaning get another digest. Its *manifest*
(object digest, payload digest, schema, semantics, parents, summary, size) is
itself canonical JSON, and the manifest's sha256 is the artifact's URI
``artifact://sha256/<64 hex>``. Both are blobs (see :mod:`.blobs`); the SQLite
row, committed last, is what makes an artifact exist, so a crash at any point
leaves it complete or absent.
"""

from __future__ import annotations

import builtins
import json
import re
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from jacobian.contracts.diagnostics import Code, json_path
from jacobian.contracts.job import RETAINED_FILE_BYTES

from .blobs import BlobStore, checkpoint
from .canonical import canonical_bytes, sha256_digest, sha256_hex
from .db import Database
from .errors import ArtifactCorrupt, ArtifactNotFound, StateError

URI_PREFIX = "artifact://sha256/"
URI_RE = re.compile(r"^artifact://sha256/([0-9a-f]{64})$")
ID_RE = re.compile(r"^[a-z][a-z0-9_]*(\.[a-z0-9_]+)*$")
OBJECT_DOMAIN = "jacobian.object.v1"
MANIFEST_VERSION = "jacobian.artifact.v1"
GENERIC_SCHEMA = "jacobian.json.v1"
BLOB_SCHEMA = "jacobian.blob.v1"
MAX_SUMMARY = 512
MAX_PARENTS = 64


@dataclass(frozen=True)
class Quotas:
    per_artifact_bytes: int = 16 * 1024 * 1024
    total_bytes: int = 1024 * 1024 * 1024
    per_blob_bytes: int = 256 * 1024 * 1024  # one uploaded raw blob (see .uploads)
    open_uploads: int = 16
    upload_ttl_seconds: float = 24 * 3600.0  # an upload untouched this long is removed
    #: one file a job left (a solver's proof), as stored: gzip-compressed (see .retained); 0 keeps none
    retained_file_bytes: int = RETAINED_FILE_BYTES


class BlobDescriptor(BaseModel):
    """The payload of a ``jacobian.blob.v1`` artifact: raw bytes stored beside the store's JSON.

    The bytes are the blob ``sha256`` (verified when committed and when placed for a job);
    ``target_schema`` is the client-writable schema they stand for (e.g. a DRAT proof), and
    is also the artifact's semantics. Only the upload commit writes these (producer-only).
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    sha256: str = Field(pattern=r"^[0-9a-f]{64}$")
    size: int = Field(ge=0)
    media_type: str = Field(max_length=128)
    compression: Literal["none", "gzip", "bz2", "xz"] = "none"
    target_schema: str = Field(max_length=128)


@dataclass(frozen=True)
class StoredArtifact:
    uri: str
    schema: str
    semantics: str
    payload: dict[str, Any]
    parents: tuple[str, ...]
    summary: str
    object_digest: str
    payload_digest: str


@dataclass(frozen=True)
class SchemaEntry:
    schema_id: str
    model: type[BaseModel] | None
    producer_only: bool


def parse_uri(uri: str) -> str:
    """The 64-hex manifest digest named by an artifact URI, or ARTIFACT_NOT_FOUND."""
    match = URI_RE.match(uri) if isinstance(uri, str) else None
    if not match:
        raise ArtifactNotFound(f"{uri!r} is not an artifact URI (artifact://sha256/<64 lower-case hex>)")
    return match.group(1)


def object_digest(schema: str, semantics: str, payload_bytes: bytes) -> str:
    """sha256 over a canonical domain header naming schema and semantics, then the payload bytes."""
    header = canonical_bytes([OBJECT_DOMAIN, schema, semantics])
    return sha256_digest(header + b"\n" + payload_bytes)


@dataclass
class ArtifactStore:
    db: Database
    blobs: BlobStore
    quotas: Quotas = field(default_factory=Quotas)

    def __post_init__(self) -> None:
        self._schemas: dict[str, SchemaEntry] = {}
        self._write_lock = threading.Lock()
        self.register_schema(GENERIC_SCHEMA, None)
        self.register_schema(BLOB_SCHEMA, BlobDescriptor, producer_only=True)

    # -- schemas -----------------------------------------------------------------
    def register_schema(self, schema_id: str, model: type[BaseModel] | None, *, producer_only: bool = False) -> None:
        if not ID_RE.match(schema_id) or len(schema_id) > 128:
            raise StateError(Code.INTERNAL_ERROR, f"invalid schema id {schema_id!r}")
        existing = self._schemas.get(schema_id)
        if existing is not None and (existing.model is not model or existing.producer_only != producer_only):
            raise StateError(Code.INTERNAL_ERROR, f"schema {schema_id!r} is already registered differently")
        self._schemas[schema_id] = SchemaEntry(schema_id, model, producer_only)

    def schemas(self, *, include_producer_only: bool = False) -> list[SchemaEntry]:
        return sorted(
            (s for s in self._schemas.values() if include_producer_only or not s.producer_only),
            key=lambda s: s.schema_id,
        )

    # -- write -------------------------------------------------------------------
    def put(
        self,
        schema: str,
        semantics: str,
        payload: dict[str, Any],
        *,
        parents: tuple[str, ...] | list[str] = (),
        summary: str = "",
        producer: bool = False,
        attached_bytes: int = 0,
    ) -> str:
        """Store ``payload`` and return its URI. ``producer=False`` is the agent-facing path.

        ``attached_bytes`` counts a raw blob the payload describes (already written) towards
        the total quota; the per-artifact quota bounds the JSON part only."""
        entry = self._schemas.get(schema)
        if entry is None:
            raise StateError(
                Code.ARTIFACT_SCHEMA_UNKNOWN, f"no artifact schema {schema!r} is registered", path="$.schema"
            )
        if entry.producer_only and not producer:
            raise StateError(
                Code.ARTIFACT_SCHEMA_FORBIDDEN,
                f"schema {schema!r} is producer-only; only the runtime stores it",
                path="$.schema",
            )
        if not isinstance(semantics, str) or not ID_RE.match(semantics) or len(semantics) > 128:
            raise StateError(Code.INVALID_REQUEST, f"invalid semantics id {semantics!r}", path="$.semantics")
        if not isinstance(payload, dict):
            raise StateError(Code.INVALID_REQUEST, "an artifact payload is a JSON object", path="$.payload")
        if not isinstance(summary, str) or len(summary) > MAX_SUMMARY:
            raise StateError(Code.INVALID_REQUEST, f"summary longer than {MAX_SUMMARY} characters", path="$.summary")
        if entry.model is not None:
            try:
                entry.model.model_validate(payload)
            except ValidationError as exc:
                first = exc.errors()[0]
                raise StateError(
                    Code.INVALID_REQUEST,
                    f"payload does not match {schema}: {first['msg']}",
                    path=json_path(first["loc"], "$.payload"),
                ) from exc
        try:
            payload_bytes = canonical_bytes(payload, max_bytes=self.quotas.per_artifact_bytes)
        except StateError as exc:
            if exc.code != Code.PAYLOAD_TOO_LARGE:
                raise StateError(exc.code, exc.message, path=(exc.path or "$").replace("$", "$.payload", 1)) from exc
            raise StateError(
                Code.ARTIFACT_QUOTA_EXCEEDED,
                f"payload exceeds the per-artifact quota of {self.quotas.per_artifact_bytes} bytes",
            ) from exc
        parents = tuple(parents)
        if len(parents) > MAX_PARENTS:
            raise StateError(Code.INVALID_REQUEST, f"more than {MAX_PARENTS} parents", path="$.parents")
        for i, parent in enumerate(parents):
            try:
                self._row(parse_uri(parent))
            except ArtifactNotFound as exc:
                raise ArtifactNotFound(f"parent {i} {parent!r} is not stored") from exc
        manifest = {
            "version": MANIFEST_VERSION,
            "object_digest": object_digest(schema, semantics, payload_bytes),
            "payload_digest": sha256_digest(payload_bytes),
            "schema": schema,
            "semantics": semantics,
            "parents": list(parents),
            "summary": summary,
            "size": len(payload_bytes),
        }
        manifest_bytes = canonical_bytes(manifest)
        size = len(payload_bytes) + len(manifest_bytes)
        if size > self.quotas.per_artifact_bytes:
            raise StateError(
                Code.ARTIFACT_QUOTA_EXCEEDED,
                f"artifact is {size} bytes; the per-artifact quota is {self.quotas.per_artifact_bytes}",
            )
        size += attached_bytes
        manifest_hex = sha256_hex(manifest_bytes)
        uri = URI_PREFIX + manifest_hex
        with self._write_lock:
            if self.db.query("SELECT 1 FROM artifacts WHERE uri = ?", (uri,)):
                # idempotent, but only if the stored copy is intact: a damaged one is never overwritten
                # silently (ARTIFACT_CORRUPT); `jacobian state verify --repair` drops it, then this stores it
                self.get(uri)
                return uri
            used = self.db.query("SELECT COALESCE(SUM(size), 0) FROM artifacts")[0][0]
            if used + size > self.quotas.total_bytes:
                raise StateError(
                    Code.ARTIFACT_QUOTA_EXCEEDED,
                    f"storing {size} bytes would bring the store to {used + size}; the total quota is "
                    f"{self.quotas.total_bytes}",
                )
            payload_hex = self.blobs.write(payload_bytes, prefix="payload")
            self.blobs.write(manifest_bytes, prefix="manifest")
            with self.db.tx() as conn:
                conn.execute(
                    "INSERT INTO artifacts (uri, manifest_hex, payload_hex, object_digest, schema_id, semantics, size)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (uri, manifest_hex, payload_hex, manifest["object_digest"], schema, semantics, size),
                )
                checkpoint("db.inserted")
            checkpoint("db.committed")
        return uri

    # -- read --------------------------------------------------------------------
    def _row(self, manifest_hex: str) -> tuple:
        rows = self.db.query(
            "SELECT manifest_hex, payload_hex, object_digest, schema_id, semantics FROM artifacts WHERE uri = ?",
            (URI_PREFIX + manifest_hex,),
        )
        if not rows:
            raise ArtifactNotFound(f"no artifact {URI_PREFIX}{manifest_hex} is stored")
        return rows[0]

    def exists(self, uri: str) -> bool:
        try:
            self._row(parse_uri(uri))
        except ArtifactNotFound:
            return False
        return True

    def get(self, uri: str) -> StoredArtifact:
        """Read and fully re-verify an artifact: ARTIFACT_NOT_FOUND or ARTIFACT_CORRUPT otherwise."""
        manifest_hex = parse_uri(uri)
        _, payload_hex, row_object, row_schema, row_semantics = self._row(manifest_hex)
        manifest_bytes = self._blob_of(uri, manifest_hex, "manifest")
        payload_bytes = self._blob_of(uri, payload_hex, "payload")
        try:
            manifest = json.loads(manifest_bytes)
            payload = json.loads(payload_bytes)
        except ValueError as exc:
            raise ArtifactCorrupt(f"artifact {uri} is not valid JSON: {exc}") from exc
        expected_object = object_digest(row_schema, row_semantics, payload_bytes)
        if (
            not isinstance(manifest, dict)
            or manifest.get("version") != MANIFEST_VERSION
            or manifest.get("payload_digest") != "sha256:" + payload_hex
            or manifest.get("object_digest") != row_object
            or row_object != expected_object
            or manifest.get("schema") != row_schema
            or manifest.get("semantics") != row_semantics
            or not isinstance(payload, dict)
        ):
            raise ArtifactCorrupt(f"artifact {uri}: manifest, index and payload disagree")
        return StoredArtifact(
            uri=uri,
            schema=row_schema,
            semantics=row_semantics,
            payload=payload,
            parents=tuple(manifest.get("parents", ())),
            summary=manifest.get("summary", ""),
            object_digest=row_object,
            payload_digest=manifest["payload_digest"],
        )

    def _blob_of(self, uri: str, hex_digest: str, role: str) -> bytes:
        """A blob of a recorded artifact, named in any message by its digest (never by its path, which is
        the server's): ArtifactCorrupt when it is missing or its bytes no longer hash to its name."""
        try:
            return self.blobs.read(hex_digest)
        except FileNotFoundError:
            message = f"artifact {uri} is recorded but its {role} blob sha256:{hex_digest} is missing"
            raise ArtifactCorrupt(message) from None

    def blob_file(self, uri: str) -> tuple[BlobDescriptor, Path]:
        """The descriptor and file of a ``jacobian.blob.v1`` artifact, its bytes re-hashed by streaming
        (never read whole): ARTIFACT_NOT_FOUND, INVALID_REQUEST (not a blob) or ARTIFACT_CORRUPT."""
        stored = self.get(uri)
        if stored.schema != BLOB_SCHEMA:
            raise StateError(Code.INVALID_REQUEST, f"artifact {uri} is a {stored.schema}, not a {BLOB_SCHEMA}")
        descriptor = BlobDescriptor.model_validate(stored.payload)
        path = self.blobs.path_of(descriptor.sha256)
        try:
            actual, size = self.blobs.hash_file(path)
        except FileNotFoundError as exc:
            message = f"blob artifact {uri} is recorded but its bytes sha256:{path.name} are missing"
            raise ArtifactCorrupt(message) from exc
        if actual != descriptor.sha256 or size != descriptor.size:
            raise ArtifactCorrupt(f"blob artifact {uri}: the stored bytes hash to {actual} ({size} bytes)")
        return descriptor, path

    def list(self, *, schema: str | None = None, limit: int = 100) -> list[tuple[str, str, str, int, str]]:
        """(uri, schema, semantics, size, created_at), newest first."""
        if schema is None:
            return self.db.query(
                "SELECT uri, schema_id, semantics, size, created_at FROM artifacts ORDER BY rowid DESC LIMIT ?",
                (limit,),
            )
        return self.db.query(
            "SELECT uri, schema_id, semantics, size, created_at FROM artifacts WHERE schema_id = ? ORDER BY rowid "
            "DESC LIMIT ?",
            (schema, limit),
        )

    def total_size(self) -> int:
        return int(self.db.query("SELECT COALESCE(SUM(size), 0) FROM artifacts")[0][0])

    def verify_all(self) -> builtins.list[tuple[str, str]]:
        """Every stored artifact that fails to read back: (uri, message)."""
        failures = []
        for (uri,) in self.db.query("SELECT uri FROM artifacts ORDER BY rowid"):
            try:
                self.get(uri)
            except StateError as exc:
                failures.append((uri, exc.message))
        return failures
