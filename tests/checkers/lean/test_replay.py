"""The lean.kernel.replay checker's declaration and its decision on the check program's output (issue 15).

The checker's kernel steps need a real toolchain (test_real_lean.py). Here: it is declared with a digest
over the toolchain it trusts only when one is configured, and its final decision rejects every forged,
truncated or disallowed answer of the check program.
"""

from __future__ import annotations

import json

import pytest

from jacobian.checkers import spec
from jacobian.checkers.lean import replay
from jacobian.checkers.spec import CheckerDigestError


@pytest.fixture
def toolchain(tmp_path, monkeypatch):
    """A folder shaped like a toolchain (bin/lean, lib/lean); its bin/lean is not Lean."""
    prefix = tmp_path / "lean-toolchain"
    (prefix / "bin").mkdir(parents=True)
    (prefix / "lib" / "lean").mkdir(parents=True)
    (prefix / "bin" / "lean").write_text("#!/bin/sh\nexit 1\n")
    (prefix / "bin" / "lean").chmod(0o755)
    (prefix / "lib" / "lean" / "Init.olean").write_bytes(b"olean")
    monkeypatch.setenv("JACOBIAN_LEAN_PREFIX", str(prefix))
    return prefix


def test_the_checker_is_declared_over_the_configured_toolchain(toolchain):
    assert spec.lean_toolchain() == str(toolchain)
    checker = spec._lean_kernel(str(toolchain))
    assert checker.id == "lean.kernel.replay" and checker.claims == ("LEAN_THEOREM",)
    assert checker.program("python")[-2:] == ("--lean", str(toolchain / "bin" / "lean"))
    before = checker.digest()
    (toolchain / "lib" / "lean" / "Init.olean").write_bytes(b"another core library")
    assert checker.digest() != before  # the core library it trusts is in its digest
    (toolchain / "lib" / "lean" / "Init.olean").unlink()
    (toolchain / "lib" / "lean").rmdir()
    with pytest.raises(CheckerDigestError):
        checker.digest()


def test_no_toolchain_means_no_checker(tmp_path, monkeypatch):
    monkeypatch.setenv("JACOBIAN_LEAN_PREFIX", str(tmp_path / "nothing-here"))
    assert spec.lean_toolchain() is None


def _program(accepted=True, axioms=(), reason="replayed and compared"):
    return json.dumps({"accepted": accepted, "reason": reason, "axioms": list(axioms), "replayed": 3})


def test_a_successful_check_with_allowed_axioms_is_accepted():
    ok, _, checked = replay.verdict(_program(axioms=["propext"]), 0, ["propext"])
    assert ok and checked["axioms"] == ["propext"]
    assert replay.verdict(_program(), 0, [])[0]


@pytest.mark.parametrize(
    "stdout,code,allowed,why",
    [
        (_program(axioms=["propext"]), 0, [], "outside the allowed set"),
        (_program(axioms=["sorryAx"]), 0, ["propext", "Classical.choice", "Quot.sound"], "sorryAx"),
        (_program(axioms=["Lean.ofReduceBool"]), 0, ["propext"], "Lean.ofReduceBool"),
        (_program(accepted=False, reason="the type is not the requested statement"), 1, [], "not the requested"),
        (_program(), 1, [], "replayed"),  # the program's exit code says it failed
        (_program() + "\n" + "garbage", 0, [], "no result"),  # the success line is not the last one
        (_program(accepted=False) + "\n" + _program(), 0, [], None),  # only the last line counts: accepted
        ("", 0, [], "no result"),
        ('{"accepted": true}', 0, [], "no result"),  # no axioms listed: not an answer
        ('{"accepted": "yes", "axioms": []}', 0, [], ""),
    ],
)
def test_forged_or_failed_program_output_is_rejected(stdout, code, allowed, why):
    ok, reason, _ = replay.verdict(stdout, code, allowed)
    if why is None:
        assert ok
        return
    assert not ok and why in reason


def test_lean_error_messages_are_found_in_json_output():
    lines = [
        json.dumps({"severity": "information", "pos": {"line": 1, "column": 0}, "data": "ok"}),
        json.dumps({"severity": "error", "pos": {"line": 2, "column": 0}, "data": "unknown identifier"}),
        "PANIC at something",
    ]
    assert replay.errors("\n".join(lines)) == ["unknown identifier", "PANIC at something"]
    assert replay.errors(lines[0]) == []


@pytest.mark.parametrize(
    "subject,why",
    [
        ({"statement": "True", "proof": "trivial", "theorem": "other"}, "not about"),
        ({"statement": "T", "proof": "t", "theorem": "jacobian_theorem", "allowed_axioms": ["sorryAx"]}, "subset"),
        ({"statement": "", "proof": "trivial", "theorem": "jacobian_theorem"}, "missing"),
        ({"statement": "True", "proof": "x" * 70000, "theorem": "jacobian_theorem"}, "too long"),
        ({"statement": "True", "proof": "t", "theorem": "jacobian_theorem", "environment": "mathlib"}, "environment"),
    ],
)
def test_bad_subjects_are_rejected_before_lean_runs(subject, why, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    out = replay.check({"subject": subject, "certificate": {}}, lean="/nonexistent/lean")
    assert out["accepted"] is False and why in out["reason"] and list(tmp_path.iterdir()) == []
