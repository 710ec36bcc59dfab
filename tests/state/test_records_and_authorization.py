"""Checker authorization, verification records and the VERIFIED gate, with forgery attempts."""

from __future__ import annotations

import sqlite3

import pytest

from jacobian.contracts.diagnostics import Code
from jacobian.state import State, StateError
from jacobian.state.canonical import digest_of
from jacobian.state.records import RECORD_SCHEMA, RECORD_SEMANTICS

from .conftest import make_checker

CLAIM = digest_of({"claim": "sat", "formula": "f1"})
INPUT = digest_of({"dimacs": "p cnf 1 1\n1 0\n"})
OTHER_INPUT = digest_of({"dimacs": "p cnf 1 1\n-1 0\n"})
EVIDENCE = digest_of({"model": [1]})


def make_record(state, checker, *, decision="ACCEPTED", input_digest=INPUT, evidence_uri=None):
    return state.records.create(
        checker=checker,
        claim_kind="sat.model",
        claim_digest=CLAIM,
        input_digest=input_digest,
        evidence_kind="model",
        evidence_uri=evidence_uri,
        evidence_digest=EVIDENCE,
        certificate_format="dimacs-model",
        request_digest=digest_of({"request": 1}),
        environment_digest=digest_of({"env": 1}),
        decision=decision,
    )


def gate(state, uri, checker, **over):
    args = dict(claim_digest=CLAIM, input_digest=INPUT, evidence_digest=EVIDENCE)
    args.update(over)
    return state.records.gate(uri, checker=checker, **args)


def test_authorize_revoke_and_audit(state, checker):
    assert not state.authorizations.is_authorized(checker)
    assert state.authorizations.status(checker).status == "NOT_AUTHORIZED"
    entry = state.authorizations.authorize(checker, "reviewed")
    assert entry.action == "AUTHORIZE" and entry.digest == checker.digest() and entry.reason == "reviewed"
    assert state.authorizations.is_authorized(checker)
    state.authorizations.revoke(checker.id, "suspicious")
    assert not state.authorizations.is_authorized(checker)
    assert state.authorizations.status(checker).status == "REVOKED"
    state.authorizations.authorize(checker, "fixed")
    assert state.authorizations.is_authorized(checker)
    assert [e.action for e in state.authorizations.history(checker.id)] == ["AUTHORIZE", "REVOKE", "AUTHORIZE"]
    with pytest.raises(StateError) as exc:
        state.authorizations.revoke("never.authorized", "x")
    assert exc.value.code == Code.CHECKER_NOT_AUTHORIZED


def test_audit_table_is_append_only(state, checker):
    state.authorizations.authorize(checker, "ok")
    for sql in (
        "UPDATE checker_audit SET digest = 'sha256:' || hex(zeroblob(32))",
        "UPDATE checker_audit SET action = 'REVOKE'",
        "DELETE FROM checker_audit",
    ):
        with pytest.raises(sqlite3.IntegrityError, match="append-only"):
            state.db.conn.execute(sql)
    assert state.authorizations.is_authorized(checker)


def test_authorization_persists_across_restart(tmp_path, checker):
    with State.open(tmp_path / "s") as st:
        st.authorizations.authorize(checker, "ok")
    with State.open(tmp_path / "s") as st:
        assert st.authorizations.is_authorized(checker)


def test_valid_record_passes_gate(state, checker):
    state.authorizations.authorize(checker, "ok")
    evidence = state.artifacts.put("jacobian.json.v1", "sat.model", {"model": [1]})
    uri = make_record(state, checker, evidence_uri=evidence)
    decision = gate(state, uri, checker, certificate_format="dimacs-model")
    assert decision.ok, decision.reason
    rec = state.records.get(uri)
    assert rec.checker_digest == checker.digest() and rec.input_digest == INPUT
    assert state.artifacts.get(uri).parents == (evidence,)


def test_forgery_put_record_shaped_payload(state, checker):
    """artifact.put (producer=False) can never create a record, whatever the payload looks like."""
    state.authorizations.authorize(checker, "ok")
    genuine = state.artifacts.get(make_record(state, checker)).payload
    with pytest.raises(StateError) as exc:
        state.artifacts.put(RECORD_SCHEMA, RECORD_SEMANTICS, genuine)
    assert exc.value.code == Code.ARTIFACT_SCHEMA_FORBIDDEN
    # the same payload under an open schema is stored, but the gate does not take it as a record
    disguised = state.artifacts.put("jacobian.json.v1", RECORD_SEMANTICS, genuine)
    decision = gate(state, disguised, checker)
    assert not decision.ok and decision.code == Code.VERIFICATION_GATE_REFUSED and "schema" in decision.reason


def test_forgery_producer_put_outside_record_stage(state, checker):
    """Even a runtime put under the record schema is not a record unless the verification stage made it."""
    state.authorizations.authorize(checker, "ok")
    payload = dict(state.artifacts.get(make_record(state, checker)).payload, input_digest=OTHER_INPUT)
    sneaky = state.artifacts.put(RECORD_SCHEMA, RECORD_SEMANTICS, payload, producer=True)
    decision = gate(state, sneaky, checker, input_digest=OTHER_INPUT)
    assert not decision.ok and "not created by the verification stage" in decision.reason


def test_forgery_record_from_revoked_checker(state, checker):
    state.authorizations.authorize(checker, "ok")
    uri = make_record(state, checker)
    assert gate(state, uri, checker).ok
    state.authorizations.revoke(checker.id, "compromised")
    decision = gate(state, uri, checker)
    assert not decision.ok and decision.code == Code.CHECKER_NOT_AUTHORIZED
    with pytest.raises(StateError) as exc:
        make_record(state, checker, input_digest=OTHER_INPUT)
    assert exc.value.code == Code.CHECKER_NOT_AUTHORIZED


def test_forgery_record_binding_another_input(state, checker):
    state.authorizations.authorize(checker, "ok")
    uri = make_record(state, checker, input_digest=OTHER_INPUT)
    decision = gate(state, uri, checker)  # this result's input is INPUT
    assert not decision.ok and "input_digest" in decision.reason
    for field, value in (
        ("claim_digest", OTHER_INPUT),
        ("evidence_digest", OTHER_INPUT),
        ("certificate_format", "drat"),
    ):
        d = gate(state, make_record(state, checker), checker, **{field: value})
        assert not d.ok and field in d.reason


def test_forgery_checker_source_changed(tmp_path, state):
    spec = make_checker(tmp_path / "c", "test.changing")
    state.authorizations.authorize(spec, "ok")
    uri = make_record(state, spec)
    assert gate(state, uri, spec).ok
    path = spec.sources[0]
    with open(path, "a") as fh:
        fh.write("# always accept\n")
    assert not state.authorizations.is_authorized(spec)
    assert state.authorizations.status(spec).status == "DIGEST_CHANGED"
    decision = gate(state, uri, spec)
    assert not decision.ok and decision.code == Code.CHECKER_NOT_AUTHORIZED
    with pytest.raises(StateError):
        make_record(state, spec)
    # re-authorizing the new code does not revive records of the old code
    state.authorizations.authorize(spec, "reviewed change")
    assert not gate(state, uri, spec).ok
    assert gate(state, make_record(state, spec), spec).ok


def test_gate_refuses_other_checker_rejected_decision_and_corrupt(tmp_path, state, checker):
    other = make_checker(tmp_path / "o", "test.other", "def check(): return 1\n")
    state.authorizations.authorize(checker, "ok")
    state.authorizations.authorize(other, "ok")
    uri = make_record(state, checker)
    assert not gate(state, uri, other).ok
    assert not gate(state, make_record(state, checker, decision="REJECTED"), checker).ok
    assert not gate(state, "artifact://sha256/" + "f" * 64, checker).ok
    assert not gate(state, "not a uri", checker).ok
    hex_ = uri.rsplit("/", 1)[1]
    (payload_hex,) = state.db.query("SELECT payload_hex FROM artifacts WHERE uri = ?", (uri,))[0]
    blob = state.dir.blobs / payload_hex[:2] / payload_hex
    blob.write_bytes(blob.read_bytes().replace(b"ACCEPTED", b"ACCEPTEE"))
    d = gate(state, uri, checker)
    assert not d.ok and "cannot be read" in d.reason
    assert hex_


def test_checker_with_missing_source_cannot_be_authorized(tmp_path, state):
    spec = make_checker(tmp_path / "m", "test.missing")
    import os

    os.unlink(spec.sources[0])
    with pytest.raises(StateError) as exc:
        state.authorizations.authorize(spec, "x")
    assert exc.value.code == Code.CHECKER_UNAVAILABLE
    assert state.authorizations.status(spec).status == "SOURCE_MISSING"
