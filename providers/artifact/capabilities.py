"""``artifact.put``: store a typed payload under a registered, client-writable schema.

Served by the runtime itself (``RuntimeServed``): nothing is spawned. The
store refuses producer-only schemas (verification records, evidence), so this
capability can never forge what only the verification stage may write.
"""

from __future__ import annotations

import base64
import binascii
import re
from typing import Any, Literal, TypeVar

from pydantic import Field

from jacobian.capability import Interpretation, InterpretError, Output, Request, RuntimeServed, ServedCall
from jacobian.contracts.descriptor import DeclaredRelationship, InvocationExample
from jacobian.contracts.diagnostics import Code, Stage
from jacobian.contracts.enums import Completeness, Conclusion, InputKind, Mode, Qualifier
from jacobian.state.errors import StateError
from jacobian.state.local_import import MAX_PATH_CHARS, import_file
from jacobian.state.uploads import MAX_CHUNK_BYTES

ID_PATTERN = r"^[a-z][a-z0-9_]*(\.[a-z0-9_]+)*$"
URI_PATTERN = r"^artifact://sha256/[0-9a-f]{64}$"


class PutRequest(Request):
    schema_id: str = Field(
        alias="schema",
        pattern=ID_PATTERN,
        max_length=128,
        description="a registered schema id, e.g. jacobian.sat.cnf.v1",
    )
    semantics: str = Field(
        default="user", pattern=ID_PATTERN, max_length=128, description="what the payload means under the schema"
    )
    payload: dict[str, Any] = Field(description="the typed payload, validated against the schema's model")
    summary: str = Field(
        default="", max_length=200, description="free text stored with the artifact (a note to readers)"
    )
    parents: list[str] = Field(
        default_factory=list,
        max_length=32,
        description="the artifacts this one derives from, each a URI artifact://sha256/<64 hex digits>",
    )


class PutOutput(Output):
    uri: str
    schema_id: str = Field(alias="schema")
    semantics: str
    object_digest: str
    payload_digest: str


class ArtifactPut(RuntimeServed[PutRequest, PutOutput]):
    id = "artifact.put"
    title = "Store a typed payload as a content-addressed artifact"
    description = (
        "Stores a JSON payload under a registered artifact schema (validated against that schema) and returns its "
        "artifact://sha256/<digest> URI, which other operations accept in place of inline input (e.g. a CNF formula "
        "for sat.solve's cnf_artifact). Producer-only schemas such as verification records cannot be stored."
    )
    domain = "artifacts"
    tags = ("artifact", "store", "save", "upload", "content-addressed", "reference")
    modes = (Mode.EXPLORE,)
    conclusions = (Conclusion.VALUE,)
    input_kinds = (InputKind.STRUCTURED_REQUEST, InputKind.TYPED_ARTIFACT)
    relationships = (
        DeclaredRelationship(
            kind="PRODUCES_INPUT_FOR",
            target="sat.solve",
            description="a jacobian.sat.cnf.v1 artifact is accepted as cnf_artifact",
        ),
        DeclaredRelationship(
            kind="PRODUCES_INPUT_FOR",
            target="claim.conjunction.split",
            description="a jacobian.claim.propositional_structure.v1 artifact is a claim to validate or decompose",
        ),
    )
    examples = (
        InvocationExample(
            title="store a small CNF formula",
            payload={
                "schema": "jacobian.sat.cnf.v1",
                "payload": {"dimacs": "p cnf 2 1\n1 -2 0\n"},
                "summary": "a tiny formula",
            },
        ),
        InvocationExample(
            title="store a claim: (n is even) AND (n > 2)",
            payload={
                "schema": "jacobian.claim.propositional_structure.v1",
                "payload": {
                    "root": "c",
                    "nodes": [
                        {"id": "c", "connective": "CONJUNCTION", "children": ["p", "q"]},
                        {"id": "p", "connective": "ATOM", "payload": "n is even"},
                        {"id": "q", "connective": "ATOM", "payload": "n > 2"},
                    ],
                },
            },
        ),
    )

    def serve(self, call: ServedCall[PutRequest, None]) -> Interpretation:
        request, state = call.request, call.state

        for i, uri in enumerate(request.parents):
            if not re.match(URI_PATTERN, uri):
                raise InterpretError(
                    Code.INVALID_REQUEST,
                    f"parent {uri!r} is not an artifact URI",
                    path=f"$.payload.parents[{i}]",
                    stage=Stage.VALIDATE,
                )
        try:
            uri = state.artifacts.put(
                request.schema_id,
                request.semantics,
                request.payload,
                parents=tuple(request.parents),
                summary=request.summary,
            )
            stored = state.artifacts.get(uri)
        except StateError as exc:
            raise _state_error(exc) from exc
        return Interpretation(
            conclusion=Conclusion.VALUE,
            output=PutOutput(
                uri=uri,
                schema=stored.schema,
                semantics=stored.semantics,
                object_digest=stored.object_digest,
                payload_digest=stored.payload_digest,
            ),
            completeness=Completeness.COMPLETE,
            completeness_basis="the whole payload was stored and read back intact",
            assurance_basis="stored by the runtime; the URI is the sha256 of the artifact manifest, re-checked on "
            "every read",
            qualifiers=(Qualifier.EXACT, Qualifier.DETERMINISTIC),
        )


def _state_error(exc: StateError) -> InterpretError:
    path = "$.payload" + exc.path[1:] if exc.path and exc.path.startswith("$") else exc.path
    return InterpretError(exc.code, exc.message, path=path, stage=Stage.STORAGE)


SHA256_PATTERN = r"^[0-9a-f]{64}$"
UPLOAD_ID_PATTERN = r"^[0-9a-f]{32}$"
SAMPLE_UPLOAD = "5d41402abc4b2a76b9719d911017c592"  # the shape of an id begin returns
MediaType = Literal["text/x-drat", "application/x-drat-binary", "application/octet-stream"]


class UploadOutput(Output):
    upload_id: str
    received: int = Field(description="bytes acknowledged: the offset the next chunk must start at")
    size: int = Field(description="the declared size of the whole")
    sha256: str
    expires_in_seconds: float = Field(description="an upload untouched this long is removed")
    chunk_limit_bytes: int = MAX_CHUNK_BYTES


def _upload_output(status: Any) -> UploadOutput:
    return UploadOutput(
        upload_id=status.upload_id,
        received=status.received,
        size=status.size,
        sha256=status.sha256,
        expires_in_seconds=round(status.expires_in_seconds, 1),
    )


def _interp(output: Output, basis: str) -> Interpretation:
    return Interpretation(
        conclusion=Conclusion.VALUE,
        output=output,
        completeness=Completeness.COMPLETE,
        completeness_basis=basis,
        assurance_basis="served by the runtime from the state directory",
        qualifiers=(Qualifier.EXACT, Qualifier.DETERMINISTIC),
    )


Req = TypeVar("Req", bound=Request)
Out = TypeVar("Out", bound=Output)


class _UploadCapability(RuntimeServed[Req, Out, None]):
    domain = "artifacts"
    modes = (Mode.EXPLORE,)
    conclusions = (Conclusion.VALUE,)
    input_kinds = (InputKind.STRUCTURED_REQUEST,)


class _BlobRequest(Request):
    """What a blob's bytes are and stand for: shared by the chunked upload and the local-file import."""

    media_type: MediaType = Field(
        description="text/x-drat (text DRAT) or application/x-drat-binary (binary DRAT), or application/octet-stream"
    )
    compression: Literal["none", "gzip", "bz2", "xz"] = Field(
        default="none", description="how the bytes are compressed"
    )
    target_schema: str = Field(
        pattern=ID_PATTERN,
        max_length=128,
        description="the client-writable schema the blob stands for, e.g. jacobian.sat.drat_proof.v1",
    )
    summary: str = Field(
        default="", max_length=200, description="free text stored with the artifact (a note to readers)"
    )


class BeginRequest(_BlobRequest):
    sha256: str = Field(pattern=SHA256_PATTERN, description="sha256 (hex) of the whole blob, as it will be sent")
    size: int = Field(ge=0, le=1 << 40, description="size of the whole blob in bytes (as sent, compressed or not)")


class UploadBegin(_UploadCapability[BeginRequest, UploadOutput]):
    id = "artifact.upload.begin"
    title = "Begin a chunked upload of a large blob (e.g. a DRAT proof)"
    description = (
        "Opens a resumable upload of a raw blob up to the per-blob quota (256 MiB by default), declared by its "
        "sha256 and "
        "size. Send the bytes with artifact.upload.append in chunks of at most 3 MiB less 3 KiB (base64; "
        "`chunk_limit_bytes`), then artifact.upload.commit; "
        "nothing is visible before the commit, and artifact.upload.status tells where to resume after an interruption."
    )
    tags = ("artifact", "upload", "chunked", "resumable", "large", "blob", "proof", "begin")
    relationships = (
        DeclaredRelationship(
            kind="PRODUCES_INPUT_FOR",
            target="sat.unsat_proof.verify",
            description="a committed DRAT blob is accepted as proof_artifact",
        ),
    )
    examples = (
        InvocationExample(
            title="begin the upload of the 4-byte text DRAT proof 1 0 (newline)",
            payload={
                "sha256": "f4a8ae8e74ddfb896a256de4e3099911dcaa6a9302591713898069b0bcd6e3d7",
                "size": 4,
                "media_type": "text/x-drat",
                "target_schema": "jacobian.sat.drat_proof.v1",
            },
        ),
    )

    def serve(self, call: ServedCall[BeginRequest, None]) -> Interpretation:
        request, state = call.request, call.state

        try:
            status = state.uploads.begin(
                request.sha256,
                request.size,
                request.media_type,
                request.compression,
                request.target_schema,
                request.summary,
            )
        except StateError as exc:
            raise _state_error(exc) from exc
        return _interp(_upload_output(status), "the upload is open and empty")


class AppendRequest(Request):
    upload_id: str = Field(pattern=UPLOAD_ID_PATTERN, description="the upload_id artifact.upload.begin returned")
    offset: int = Field(ge=0, description="where this chunk starts: the `received` of the last answer")
    chunk: str = Field(
        max_length=(MAX_CHUNK_BYTES + 2) // 3 * 4, description=f"base64 of at most {MAX_CHUNK_BYTES} bytes of the blob"
    )


class UploadAppend(_UploadCapability[AppendRequest, UploadOutput]):
    id = "artifact.upload.append"
    title = "Append one chunk to a chunked upload"
    description = (
        "Writes one base64 chunk (at most `chunk_limit_bytes` decoded, 3 MiB less 3 KiB) at `offset`, which must "
        "equal the bytes acknowledged so "
        "far; the chunk is durable when the answer arrives. A wrong offset is refused with the offset to resume at."
    )
    tags = ("artifact", "upload", "chunk", "append", "resume")
    examples = (
        InvocationExample(
            title="send the first 4 bytes (1 0 newline)",
            payload={"upload_id": SAMPLE_UPLOAD, "offset": 0, "chunk": "MSAwCg=="},
        ),
    )

    def serve(self, call: ServedCall[AppendRequest, None]) -> Interpretation:
        request, state = call.request, call.state

        try:
            chunk = base64.b64decode(request.chunk, validate=True)
        except (binascii.Error, ValueError):
            raise InterpretError(
                Code.INVALID_REQUEST, "chunk is not valid base64", path="$.payload.chunk", stage=Stage.VALIDATE
            ) from None
        try:
            status = state.uploads.append(request.upload_id, request.offset, chunk)
        except StateError as exc:
            raise _state_error(exc) from exc
        return _interp(_upload_output(status), f"{status.received} of {status.size} bytes acknowledged")


class UploadIdRequest(Request):
    upload_id: str = Field(pattern=UPLOAD_ID_PATTERN, description="the upload_id artifact.upload.begin returned")


class UploadStatusQuery(_UploadCapability[UploadIdRequest, UploadOutput]):
    id = "artifact.upload.status"
    title = "Where a chunked upload stands (the offset to resume from)"
    description = (
        "The acknowledged byte count of an open upload (the offset the next chunk must start at), its "
        "declared size and expiry."
    )
    tags = ("artifact", "upload", "status", "resume", "offset")
    examples = (InvocationExample(title="where to resume", payload={"upload_id": SAMPLE_UPLOAD}),)

    def serve(self, call: ServedCall[UploadIdRequest, None]) -> Interpretation:
        request, state = call.request, call.state

        try:
            status = state.uploads.status(request.upload_id)
        except StateError as exc:
            raise _state_error(exc) from exc
        return _interp(_upload_output(status), f"{status.received} of {status.size} bytes acknowledged")


class CommitOutput(Output):
    uri: str
    sha256: str
    size: int
    target_schema: str


def _commit_output(state: Any, uri: str) -> CommitOutput:
    """The stored blob artifact ``uri`` as the answer to a commit or an import (raises StateError)."""
    descriptor, _ = state.artifacts.blob_file(uri)
    return CommitOutput(uri=uri, sha256=descriptor.sha256, size=descriptor.size, target_schema=descriptor.target_schema)


class UploadCommit(_UploadCapability[UploadIdRequest, CommitOutput]):
    id = "artifact.upload.commit"
    title = "Commit a chunked upload: verify it and make it an artifact"
    description = (
        "Checks that every declared byte arrived and that the whole hashes to the declared sha256, then stores it "
        "atomically as a jacobian.blob.v1 artifact (artifact://sha256/<digest>) whose semantics is the target "
        "schema. A digest mismatch discards the upload."
    )
    tags = ("artifact", "upload", "commit", "finish", "verify", "digest")
    examples = (InvocationExample(title="commit a complete upload", payload={"upload_id": SAMPLE_UPLOAD}),)

    def serve(self, call: ServedCall[UploadIdRequest, None]) -> Interpretation:
        request, state = call.request, call.state

        try:
            uri = state.uploads.commit(request.upload_id)
            out = _commit_output(state, uri)
        except StateError as exc:
            raise _state_error(exc) from exc
        return _interp(out, "every declared byte arrived and hashed to the declared sha256")


class AbortOutput(Output):
    upload_id: str
    aborted: bool


class UploadAbort(_UploadCapability[UploadIdRequest, AbortOutput]):
    id = "artifact.upload.abort"
    title = "Abandon a chunked upload"
    description = "Removes an open upload and its received bytes; nothing of it was ever visible."
    tags = ("artifact", "upload", "abort", "cancel")
    examples = (InvocationExample(title="abandon an upload", payload={"upload_id": SAMPLE_UPLOAD}),)

    def serve(self, call: ServedCall[UploadIdRequest, None]) -> Interpretation:
        request, state = call.request, call.state

        try:
            state.uploads.abort(request.upload_id)
        except StateError as exc:
            raise _state_error(exc) from exc
        return _interp(AbortOutput(upload_id=request.upload_id, aborted=True), "the upload and its bytes were removed")


class ImportRequest(_BlobRequest):
    path: str = Field(
        max_length=MAX_PATH_CHARS,
        description="absolute path of a regular file under a directory the operator allowed",
    )
    sha256: str | None = Field(
        default=None,
        pattern=SHA256_PATTERN,
        description="if given, the file must hash to this (hex) or nothing is stored",
    )


class ImportLocalFile(_UploadCapability[ImportRequest, CommitOutput]):
    id = "artifact.import.local_file"
    title = "Import a local file by path as a blob artifact (local stdio sessions the operator allows)"
    description = (
        "Reads a regular file on the server's machine, under a directory the operator allowed with "
        "`jacobian-mcp --allow-local-import DIR` (stdio sessions only; otherwise LOCAL_IMPORT_DISABLED), and "
        "stores it like a committed chunked upload: a jacobian.blob.v1 artifact whose semantics is the target "
        "schema, within the same quotas. Symlinks are followed, and the file actually opened must lie under an "
        "allowed directory. Use it instead of uploading a large proof chunk by chunk."
    )
    tags = ("artifact", "import", "local", "file", "path", "large", "blob", "proof")
    relationships = (
        DeclaredRelationship(
            kind="PRODUCES_INPUT_FOR",
            target="sat.unsat_proof.verify",
            description="an imported DRAT blob is accepted as proof_artifact",
        ),
    )
    examples = (
        InvocationExample(
            title="import a DRAT proof the solver wrote next to the session",
            payload={
                "path": "/home/me/proofs/php-9-8.drat",
                "media_type": "text/x-drat",
                "target_schema": "jacobian.sat.drat_proof.v1",
            },
        ),
    )

    def serve(self, call: ServedCall[ImportRequest, None]) -> Interpretation:
        request, state = call.request, call.state

        try:
            uri = import_file(
                state.uploads,
                state.local_import_roots,
                request.path,
                media_type=request.media_type,
                compression=request.compression,
                target_schema=request.target_schema,
                summary=request.summary,
                sha256=request.sha256,
            )
            out = _commit_output(state, uri)
        except StateError as exc:
            raise _state_error(exc) from exc
        return _interp(out, "the whole file was copied and its copy hashed to the digest of what was read")


CAPABILITIES = (
    ArtifactPut(),
    UploadBegin(),
    UploadAppend(),
    UploadStatusQuery(),
    UploadCommit(),
    UploadAbort(),
    ImportLocalFile(),
)
