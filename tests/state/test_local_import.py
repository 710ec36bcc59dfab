"""artifact.import.local_file's store path: only regular files under the operator's directories,
judged by what was opened; quotas as for uploads; nothing stored on any refusal."""

from __future__ import annotations

import hashlib
import os
import threading

import pytest

from jacobian.contracts.diagnostics import Code
from jacobian.state import Quotas, State, StateError
from jacobian.state.artifacts import BLOB_SCHEMA, GENERIC_SCHEMA
from jacobian.state.local_import import allowed_roots, import_file

DRAT = GENERIC_SCHEMA  # the runtime registers the DRAT schema; the store alone knows the generic one


def run(state: State, roots, path, **kw):
    args = dict(media_type="text/x-drat", compression="none", target_schema=DRAT)
    args.update(kw)
    return import_file(state.uploads, roots, str(path), **args)


def refused(state: State, roots, path, **kw) -> StateError:
    with pytest.raises(StateError) as exc:
        run(state, roots, path, **kw)
    assert state.artifacts.list(schema=BLOB_SCHEMA) == [], "a refusal stored a blob"
    assert list(state.dir.uploads.glob("*.part")) == [], "a refusal left an upload behind"
    return exc.value


@pytest.fixture
def area(tmp_path):
    allowed = tmp_path / "allowed"
    allowed.mkdir()
    outside = tmp_path / "outside"
    outside.mkdir()
    return allowed, outside


def test_a_file_under_an_allowed_directory_becomes_a_blob_with_its_digest(state, area):
    allowed, _ = area
    data = os.urandom(3 * (1 << 20) + 11)  # more than one copy chunk
    (allowed / "p.drat").write_bytes(data)
    uri = run(state, allowed_roots([allowed]), allowed / "p.drat", sha256=hashlib.sha256(data).hexdigest())
    descriptor, path = state.artifacts.blob_file(uri)
    assert descriptor.sha256 == hashlib.sha256(data).hexdigest() and descriptor.size == len(data)
    assert path.read_bytes() == data and descriptor.target_schema == DRAT
    assert list(state.dir.uploads.glob("*.part")) == []


def test_no_allowed_directory_means_disabled(state, area):
    allowed, _ = area
    (allowed / "p.drat").write_text("0\n")
    assert refused(state, (), allowed / "p.drat").code is Code.LOCAL_IMPORT_DISABLED


def test_paths_outside_symlinks_out_and_dotdot_are_refused(state, area):
    allowed, outside = area
    (outside / "secret").write_text("1 0\n")
    (allowed / "link").symlink_to(outside / "secret")
    roots = allowed_roots([allowed])
    for path in (outside / "secret", allowed / "link", f"{allowed}/../outside/secret"):
        err = refused(state, roots, path)
        assert err.code is Code.LOCAL_IMPORT_REFUSED and "outside" in err.message and err.path == "$.path"
    # a sibling whose name merely starts with the allowed one's is outside too
    sibling = allowed.parent / (allowed.name + "-x")
    sibling.mkdir()
    (sibling / "f").write_text("0\n")
    assert refused(state, roots, sibling / "f").code is Code.LOCAL_IMPORT_REFUSED


def test_relative_missing_directory_and_fifo_are_refused_without_hanging(state, area):
    allowed, _ = area
    roots = allowed_roots([allowed])
    assert refused(state, roots, "p.drat").code is Code.LOCAL_IMPORT_REFUSED
    assert refused(state, roots, allowed / "missing").code is Code.LOCAL_IMPORT_REFUSED
    (allowed / "dir").mkdir()
    assert "regular file" in refused(state, roots, allowed / "dir").message
    os.mkfifo(allowed / "fifo")
    done = threading.Event()
    result: list = []
    worker = threading.Thread(target=lambda: (result.append(refused(state, roots, allowed / "fifo")), done.set()))
    worker.start()
    assert done.wait(30), "opening a FIFO blocked the import"
    assert "regular file" in result[0].message


def test_a_wrong_declared_digest_stores_nothing(state, area):
    allowed, _ = area
    (allowed / "p.drat").write_text("0\n")
    err = refused(state, allowed_roots([allowed]), allowed / "p.drat", sha256="0" * 64)
    assert err.code is Code.UPLOAD_DIGEST_MISMATCH and err.path == "$.sha256"


def test_the_per_blob_quota_applies(tmp_path, area):
    allowed, _ = area
    (allowed / "big").write_bytes(b"c " + b"x" * 5000 + b"\n")
    with State.open(tmp_path / "small", quotas=Quotas(per_blob_bytes=4096)) as st:
        err = refused(st, allowed_roots([allowed]), allowed / "big")
        assert err.code is Code.ARTIFACT_QUOTA_EXCEEDED


def test_a_producer_only_target_schema_is_refused(state, area):
    allowed, _ = area
    (allowed / "p").write_text("{}")
    err = refused(state, allowed_roots([allowed]), allowed / "p", target_schema=BLOB_SCHEMA)
    assert err.code is Code.ARTIFACT_SCHEMA_FORBIDDEN


def test_an_allowed_directory_that_does_not_exist_is_an_error(tmp_path):
    with pytest.raises(StateError) as exc:
        allowed_roots([tmp_path / "nope"])
    assert exc.value.code is Code.LOCAL_IMPORT_REFUSED
