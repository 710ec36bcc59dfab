"""Chunked uploads: nothing visible before commit, every refusal typed, resumable across a crash and a reopen."""

from __future__ import annotations

import hashlib
import os
import signal
import subprocess
import sys
import textwrap
import time

import pytest

from jacobian.contracts.diagnostics import Code
from jacobian.state import Quotas, State, StateError
from jacobian.state.artifacts import BLOB_SCHEMA, GENERIC_SCHEMA
from jacobian.state.blobs import PAUSE_ENV
from jacobian.state.records import RECORD_SCHEMA
from jacobian.state.uploads import MAX_CHUNK_BYTES

DATA = os.urandom(3 * 1000 + 17)
SHA = hashlib.sha256(DATA).hexdigest()


def begin(st: State, data: bytes = DATA, **kw):
    args = dict(
        sha256=hashlib.sha256(data).hexdigest(),
        size=len(data),
        media_type="application/octet-stream",
        compression="none",
        target_schema=GENERIC_SCHEMA,
    )
    args.update(kw)
    return st.uploads.begin(**args)


def send(st: State, upload_id: str, data: bytes, start: int = 0, step: int = 1000) -> None:
    for off in range(start, len(data), step):
        st.uploads.append(upload_id, off, data[off : off + step])


def code_of(fn) -> Code:
    with pytest.raises(StateError) as exc:
        fn()
    return exc.value.code


def blob_rows(st: State) -> list:
    return st.artifacts.list(schema=BLOB_SCHEMA)


def test_commit_verifies_and_only_then_is_the_blob_visible(state):
    up = begin(state)
    send(state, up.upload_id, DATA[:2000])
    assert state.uploads.status(up.upload_id).received == 2000
    assert blob_rows(state) == [] and not state.blobs.path_of(SHA).exists()
    send(state, up.upload_id, DATA, start=2000)
    uri = state.uploads.commit(up.upload_id)
    descriptor, path = state.artifacts.blob_file(uri)
    assert path.read_bytes() == DATA and descriptor.sha256 == SHA and descriptor.size == len(DATA)
    assert path.stat().st_mode & 0o777 == 0o600  # private; a job is handed a copy
    stored = state.artifacts.get(uri)
    assert stored.schema == BLOB_SCHEMA and stored.semantics == GENERIC_SCHEMA
    assert state.artifacts.total_size() > len(DATA)  # the blob counts towards the total quota
    assert code_of(lambda: state.uploads.status(up.upload_id)) == Code.UPLOAD_UNKNOWN  # committed: closed
    assert not list(state.dir.uploads.iterdir())


def test_refusals_are_typed_and_name_the_problem(state):
    up = begin(state)
    with pytest.raises(StateError) as exc:
        state.uploads.append(up.upload_id, 5, DATA[5:10])
    assert exc.value.code == Code.UPLOAD_OFFSET_MISMATCH and "resume at offset 0" in exc.value.message
    assert code_of(lambda: state.uploads.append(up.upload_id, 0, DATA + b"x")) == Code.UPLOAD_SIZE_MISMATCH
    assert (
        code_of(lambda: state.uploads.append(up.upload_id, 0, b"\0" * (MAX_CHUNK_BYTES + 1))) == Code.PAYLOAD_TOO_LARGE
    )
    send(state, up.upload_id, DATA[:1000])
    with pytest.raises(StateError) as exc:
        state.uploads.commit(up.upload_id)
    assert exc.value.code == Code.UPLOAD_SIZE_MISMATCH and "from offset 1000" in exc.value.message
    assert code_of(lambda: state.uploads.append("0" * 32, 0, b"x")) == Code.UPLOAD_UNKNOWN
    assert code_of(lambda: state.uploads.status("not-an-id")) == Code.UPLOAD_UNKNOWN
    assert code_of(lambda: begin(state, sha256="ab")) == Code.INVALID_REQUEST
    assert code_of(lambda: begin(state, target_schema="no.such_schema")) == Code.ARTIFACT_SCHEMA_UNKNOWN
    assert state.uploads.status(up.upload_id).received == 1000  # no refusal moved the acknowledged offset


@pytest.mark.parametrize("schema", [RECORD_SCHEMA, BLOB_SCHEMA])
def test_a_client_cannot_upload_producer_only_semantics(state, schema):
    assert code_of(lambda: begin(state, target_schema=schema)) == Code.ARTIFACT_SCHEMA_FORBIDDEN
    assert (
        code_of(
            lambda: state.artifacts.put(
                BLOB_SCHEMA,
                GENERIC_SCHEMA,
                {"sha256": SHA, "size": 1, "media_type": "x", "target_schema": GENERIC_SCHEMA},
            )
        )
        == Code.ARTIFACT_SCHEMA_FORBIDDEN
    )


def test_digest_mismatch_discards_the_upload(state):
    up = begin(state, sha256="0" * 64)
    send(state, up.upload_id, DATA)
    with pytest.raises(StateError) as exc:
        state.uploads.commit(up.upload_id)
    assert exc.value.code == Code.UPLOAD_DIGEST_MISMATCH and SHA in exc.value.message
    assert blob_rows(state) == [] and not state.blobs.path_of(SHA).exists()
    assert code_of(lambda: state.uploads.status(up.upload_id)) == Code.UPLOAD_UNKNOWN


def test_declared_compression_must_match_the_bytes(state):
    up = begin(state, compression="gzip")
    send(state, up.upload_id, DATA)
    assert code_of(lambda: state.uploads.commit(up.upload_id)) == Code.INVALID_REQUEST
    assert blob_rows(state) == []


def test_quotas_refuse_at_begin(tmp_path):
    quotas = Quotas(per_blob_bytes=4000, total_bytes=6000, open_uploads=2)
    with State.open(tmp_path / "s", quotas=quotas) as st:
        with pytest.raises(StateError) as exc:
            begin(st, data=b"x" * 4001)
        assert exc.value.code == Code.ARTIFACT_QUOTA_EXCEEDED and "per-blob quota of 4000" in exc.value.message
        begin(st)  # 3017 bytes reserved
        with pytest.raises(StateError) as exc:
            begin(st)  # another 3017 would pass 6000 with what is reserved
        assert exc.value.code == Code.ARTIFACT_QUOTA_EXCEEDED and "reserve 3017" in exc.value.message
        begin(st, data=b"y")
        assert code_of(lambda: begin(st, data=b"z")) == Code.ARTIFACT_QUOTA_EXCEEDED  # two uploads open


def test_abandoned_uploads_expire(tmp_path):
    with State.open(tmp_path / "s", quotas=Quotas(upload_ttl_seconds=0.2)) as st:
        up = begin(st)
        send(st, up.upload_id, DATA[:1000])
        time.sleep(0.3)
        assert code_of(lambda: st.uploads.status(up.upload_id)) == Code.UPLOAD_UNKNOWN
        assert not list(st.dir.uploads.iterdir())


WRITER = textwrap.dedent(
    """
    import hashlib, os, sys
    from jacobian.state import State
    from jacobian.state.artifacts import GENERIC_SCHEMA
    data = bytes(range(256)) * 20
    with State.open(sys.argv[1]) as st:
        digest = hashlib.sha256(data).hexdigest()
        up = st.uploads.begin(digest, len(data), "application/octet-stream", "none", GENERIC_SCHEMA)
        print("ID", up.upload_id, flush=True)
        st.uploads.append(up.upload_id, 0, data[:2000])
        os.environ["JACOBIAN_STATE_TEST_PAUSE"] = "upload.chunk_written"
        st.uploads.append(up.upload_id, 2000, data[2000:4000])  # killed after writing, before acknowledging
    """
)


def test_killed_mid_append_leaves_nothing_visible_and_resumes_after_reopen(tmp_path):
    """SIGKILL between writing a chunk and acknowledging it: the acknowledged offset is the
    last one before, nothing is visible, and a new server resumes and commits."""
    data = bytes(range(256)) * 20
    target = tmp_path / "victim"
    env = {k: v for k, v in os.environ.items() if k != PAUSE_ENV}
    proc = subprocess.Popen(
        [sys.executable, "-P", "-c", WRITER, str(target)], env=env, stdout=subprocess.PIPE, text=True
    )
    try:
        upload_id = proc.stdout.readline().split()[1]
        assert (
            proc.stdout.readline().strip() == "PAUSED upload.chunk_written"
        )  # the second chunk, written, unacknowledged
        os.kill(proc.pid, signal.SIGKILL)
    finally:
        proc.wait(timeout=30)
    with State.open(target) as st:
        status = st.uploads.status(upload_id)
        assert status.received == 2000 and status.size == len(data)
        assert os.path.getsize(st.dir.uploads / f"{upload_id}.part") == 4000  # the unacknowledged bytes are overwritten
        assert code_of(lambda: st.uploads.append(upload_id, 4000, data[4000:])) == Code.UPLOAD_OFFSET_MISMATCH
        assert blob_rows(st) == []
        send(st, upload_id, data, start=status.received, step=1500)
    with State.open(target) as st:  # a restart between the last chunk and the commit
        uri = st.uploads.commit(upload_id)
        assert st.artifacts.blob_file(uri)[1].read_bytes() == data
