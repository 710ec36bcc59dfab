"""The SMT-LIB reader and safety gate: refusals with positions, bounds, and a fuzzed reader."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from lanes import examples
from pydantic import ValidationError

from jacobian.providers.smt.capabilities import CheckRequest
from jacobian.providers.smt.script import MAX_DEPTH, ScriptError, blank_ignored, check_script, read_script

REFUSED = [
    ('(set-option :regular-output-channel "/tmp/x.txt")', "channel"),
    ('(set-option :diagnostic-output-channel "err.log")', "channel"),
    ('(include "other.smt2")', "reads another file"),
    ("(set-option :dump-models true)", "dump"),
    ('(set-option :trace_file_name "t.log")', "file"),
    ('(set-option :produce-proofs "proof.out")', "names a file"),
    ("(push 1)", "one satisfiability check"),
    ("(eval x)", "not a command this service runs"),
    ("(minimize x)", "smt.optimize"),
]


@pytest.mark.parametrize("command, why", REFUSED)
def test_refused_commands_name_line_and_column(command, why):
    script = f"(declare-const x Int)\n  {command}\n(assert (> x 0))"
    with pytest.raises(ScriptError) as err:
        check_script(script)
    assert (err.value.line, err.value.column) == (2, 3)
    assert why in str(err.value)
    with pytest.raises(ValidationError) as verr:
        CheckRequest.model_validate({"script": script})
    assert "line 2 column 3" in str(verr.value)


def test_file_writing_option_is_refused_and_no_file_appears(tmp_path, monkeypatch):
    from .helpers import run_job

    monkeypatch.chdir(tmp_path)
    script = '(set-option :regular-output-channel "out.txt")\n(declare-const x Int)\n(assert (> x 0))'
    with pytest.raises(ValidationError):
        CheckRequest.model_validate({"script": script})
    # the worker refuses it too, before the solver sees it (defence in depth)
    import sys

    from jacobian.contracts.job import Job
    from jacobian.wire import request_line

    job = Job(
        argv=(sys.executable, "-I", "-m", "jacobian.providers.smt.worker"),
        protocol="jsonl",
        stdin=request_line({"op": "check", "backend": "z3", "script": script, "budget": {"timeout_ms": 1000}}),
    )
    outcome = run_job(job, cwd=tmp_path)
    assert outcome.final["error"]["kind"] == "INPUT" and outcome.final["error"]["line"] == 1
    assert list(tmp_path.iterdir()) == []


def test_harmless_commands_are_ignored_with_positions_kept():
    script = (
        "(set-option :produce-models true)\n(declare-const x Int)\n(check-sat)\n(assert (> x 0))\n(get-model)\n(exit)"
    )
    checked = check_script(script)
    blanked = blank_ignored(script, checked)
    assert len(blanked) == len(script) and blanked.count("\n") == script.count("\n")
    assert "check-sat" not in blanked and blanked.splitlines()[3] == "(assert (> x 0))"
    assert len(checked.ignored) == 4


def test_bounds():
    with pytest.raises(ScriptError, match="nesting deeper"):
        read_script("(assert " + "(not " * (MAX_DEPTH + 5) + "true" + ")" * (MAX_DEPTH + 6))
    with pytest.raises(ScriptError, match="characters"):
        read_script("(assert true)" * 10, max_chars=50)
    with pytest.raises(ScriptError, match="unbalanced"):
        read_script("(assert (> x 0)")


SMT_CHARS = st.sampled_from(
    list('()|";: \n\t#xb01abcXYZ-+.!@\\') + ["(assert", "(set-option", ":named", "(include", "|a b|", '""']
)


@settings(max_examples=examples(400), deadline=None)
@given(st.one_of(st.text(max_size=200), st.lists(SMT_CHARS, max_size=80).map("".join)))
def test_reader_raises_only_its_own_error(text):
    try:
        check_script(text, allow_objectives=True)
    except ScriptError as exc:
        assert exc.line >= 1 and exc.column >= 1
