from __future__ import annotations

import json
import sqlite3

import pytest
from pydantic import BaseModel, ConfigDict

from jacobian.contracts.diagnostics import Code
from jacobian.state import ArtifactCorrupt, Quotas, State, StateError
from jacobian.state.artifacts import object_digest, parse_uri
from jacobian.state.canonical import canonical_bytes, sha256_digest


def test_round_trip_and_uri_is_manifest_hash(state):
    uri = state.artifacts.put("jacobian.json.v1", "test.numbers", {"b": [1, 2.5], "a": "é"}, summary="two numbers")
    art = state.artifacts.get(uri)
    assert art.payload == {"a": "é", "b": [1, 2.5]}
    assert art.summary == "two numbers" and art.schema == "jacobian.json.v1" and art.semantics == "test.numbers"
    hex_ = parse_uri(uri)
    manifest_bytes = (state.dir.blobs / hex_[:2] / hex_).read_bytes()
    assert sha256_digest(manifest_bytes) == "sha256:" + hex_
    manifest = json.loads(manifest_bytes)
    assert manifest["object_digest"] == art.object_digest
    assert art.payload_digest == sha256_digest(canonical_bytes(art.payload))


def test_put_is_idempotent_and_key_order_irrelevant(state):
    a = state.artifacts.put("jacobian.json.v1", "test.x", {"x": 1, "y": 2})
    b = state.artifacts.put("jacobian.json.v1", "test.x", {"y": 2, "x": 1})
    assert a == b
    assert len(state.artifacts.list()) == 1


def test_object_digest_domain_separated(state):
    state.artifacts.register_schema("test.other.v1", None)
    a = state.artifacts.get(state.artifacts.put("jacobian.json.v1", "test.x", {"x": 1}))
    b = state.artifacts.get(state.artifacts.put("test.other.v1", "test.x", {"x": 1}))
    c = state.artifacts.get(state.artifacts.put("jacobian.json.v1", "test.y", {"x": 1}))
    assert a.payload_digest == b.payload_digest == c.payload_digest
    assert len({a.object_digest, b.object_digest, c.object_digest}) == 3
    assert len({a.uri, b.uri, c.uri}) == 3
    # no ambiguity from moving characters between the ids
    assert object_digest("a.b", "c", b"{}") != object_digest("a", "b.c", b"{}")


def test_parents_must_exist(state):
    parent = state.artifacts.put("jacobian.json.v1", "test.x", {"x": 1})
    child = state.artifacts.put("jacobian.json.v1", "test.x", {"x": 2}, parents=[parent])
    assert state.artifacts.get(child).parents == (parent,)
    with pytest.raises(StateError) as exc:
        state.artifacts.put("jacobian.json.v1", "test.x", {"x": 3}, parents=["artifact://sha256/" + "0" * 64])
    assert exc.value.code == Code.ARTIFACT_NOT_FOUND


def test_flipped_byte_in_payload_is_detected(state):
    uri = state.artifacts.put("jacobian.json.v1", "test.x", {"text": "hello world"})
    (payload_hex,) = state.db.query("SELECT payload_hex FROM artifacts WHERE uri = ?", (uri,))[0]
    path = state.dir.blobs / payload_hex[:2] / payload_hex
    data = bytearray(path.read_bytes())
    data[5] ^= 0x01
    path.write_bytes(bytes(data))
    with pytest.raises(ArtifactCorrupt) as exc:
        state.artifacts.get(uri)
    assert exc.value.code == Code.ARTIFACT_CORRUPT
    assert state.artifacts.verify_all() and state.artifacts.verify_all()[0][0] == uri
    # storing the same payload again must not trust (or overwrite) the corrupt blob silently
    with pytest.raises(ArtifactCorrupt):
        state.artifacts.put("jacobian.json.v1", "test.x", {"text": "hello world"})


def test_flipped_byte_in_manifest_and_missing_blob(state):
    uri = state.artifacts.put("jacobian.json.v1", "test.x", {"n": 1})
    hex_ = parse_uri(uri)
    path = state.dir.blobs / hex_[:2] / hex_
    data = bytearray(path.read_bytes())
    data[-2] ^= 0x01
    path.write_bytes(bytes(data))
    with pytest.raises(ArtifactCorrupt):
        state.artifacts.get(uri)
    path.unlink()
    with pytest.raises(ArtifactCorrupt, match="missing"):
        state.artifacts.get(uri)


def test_not_found_and_bad_uri(state):
    for uri in ("artifact://sha256/" + "a" * 64, "artifact://sha256/ABC", "file:///etc/passwd", 42):
        with pytest.raises(StateError) as exc:
            state.artifacts.get(uri)
        assert exc.value.code == Code.ARTIFACT_NOT_FOUND


def test_quotas(tmp_path):
    with State.open(tmp_path / "s", quotas=Quotas(per_artifact_bytes=2000, total_bytes=3000)) as st:
        with pytest.raises(StateError) as exc:
            st.artifacts.put("jacobian.json.v1", "test.x", {"s": "x" * 2000})
        assert exc.value.code == Code.ARTIFACT_QUOTA_EXCEEDED
        st.artifacts.put("jacobian.json.v1", "test.x", {"s": "a" * 1000})
        st.artifacts.put("jacobian.json.v1", "test.x", {"s": "b" * 1000})
        with pytest.raises(StateError) as exc:
            st.artifacts.put("jacobian.json.v1", "test.x", {"s": "c" * 1000})
        assert exc.value.code == Code.ARTIFACT_QUOTA_EXCEEDED
        assert st.artifacts.total_size() <= 3000
        assert not list(st.dir.staging.iterdir())


def test_schema_registry(state):
    class Point(BaseModel):
        model_config = ConfigDict(extra="forbid")
        x: int
        y: int

    state.artifacts.register_schema("test.point.v1", Point)
    state.artifacts.put("test.point.v1", "test.point", {"x": 1, "y": 2})
    with pytest.raises(StateError) as exc:
        state.artifacts.put("test.point.v1", "test.point", {"x": 1, "y": "two"})
    assert exc.value.code == Code.INVALID_REQUEST and exc.value.path == "$.payload.y"
    with pytest.raises(StateError) as exc:
        state.artifacts.put("test.nope.v1", "test.point", {"x": 1})
    assert exc.value.code == Code.ARTIFACT_SCHEMA_UNKNOWN
    state.artifacts.register_schema("test.secret.v1", None, producer_only=True)
    with pytest.raises(StateError) as exc:
        state.artifacts.put("test.secret.v1", "test.x", {"x": 1})
    assert exc.value.code == Code.ARTIFACT_SCHEMA_FORBIDDEN
    # a producer-only schema cannot be re-registered as open
    with pytest.raises(StateError):
        state.artifacts.register_schema("test.secret.v1", None, producer_only=False)
    assert "test.secret.v1" not in [s.schema_id for s in state.artifacts.schemas()]


def test_canonical_bounds():
    deep: list = []
    cur = deep
    for _ in range(100):
        cur.append([])
        cur = cur[0]
    with pytest.raises(StateError) as exc:
        canonical_bytes(deep)
    assert exc.value.code == Code.INVALID_REQUEST
    with pytest.raises(StateError) as exc:
        canonical_bytes({"s": "x" * 100}, max_bytes=50)
    assert exc.value.code == Code.PAYLOAD_TOO_LARGE
    for bad in ({"x": float("nan")}, {1: 2}, {"x": 2**60}, {"x": object()}):
        with pytest.raises(StateError) as exc:
            canonical_bytes(bad)
        assert exc.value.code == Code.INVALID_REQUEST
    assert canonical_bytes({"b": 1, "a": [True, None, 1.0]}) == b'{"a":[true,null,1],"b":1}'


def test_a_long_list_of_text_is_checked_item_by_item_only_when_it_holds_something_else():
    """Lists of text, integers, booleans and null skip the per-item walk; a bad item among them is still found,
    at its own index, and so is an unsafe integer or a lone surrogate among text (the encoder's own check)."""
    page = ["IheA@GUAo"] * 50_000
    assert canonical_bytes({"graph6": page}).startswith(b'{"graph6":["IheA@GUAo",')
    for bad, where in (
        (float("nan"), "$.graph6[25000]"),
        (object(), "$.graph6[25000]"),
        ([[float("inf")]], "$.graph6[25000][0][0]"),
    ):
        with pytest.raises(StateError) as exc:
            canonical_bytes({"graph6": page[:25_000] + [bad] + page[25_000:]})
        assert exc.value.code == Code.INVALID_REQUEST and exc.value.path == where
    for bad in (2**60, "\ud800"):
        with pytest.raises(StateError) as exc:
            canonical_bytes({"graph6": [*page, bad]})
        assert exc.value.code == Code.INVALID_REQUEST


def test_artifact_rows_append_only(state):
    uri = state.artifacts.put("jacobian.json.v1", "test.x", {"x": 1})
    for sql in ("UPDATE artifacts SET schema_id = 'x' WHERE uri = ?", "DELETE FROM artifacts WHERE uri = ?"):
        with pytest.raises(sqlite3.IntegrityError, match="append-only"):
            state.db.conn.execute(sql, (uri,))
    assert state.artifacts.get(uri).payload == {"x": 1}
