"""The Lean theorems and rejections of test_lean_runtime.py against a REAL `lean` (issue 15).

Runs whenever a toolchain is configured: JACOBIAN_LEAN_PREFIX names a toolchain folder (bin/lean and
lib/lean, e.g. ~/lean4/build/release/stage1 or ~/.elan/toolchains/<name>), or `lean` on PATH resolves
into one. No Lean toolchain can be installed on the machine these tests were written on, so there
every test here is skipped with that reason.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
import trio

from jacobian.checkers import BUNDLED
from jacobian.checkers.lean import replay
from jacobian.checkers.spec import lean_toolchain
from jacobian.contracts.diagnostics import Code
from jacobian.contracts.enums import AssuranceLevel, Conclusion, ExecutionStatus, ProviderStatus, Verdict
from jacobian.runtime import Runtime, RuntimeConfig

from .test_lean_runtime import TRUE

PREFIX = lean_toolchain()
pytestmark = pytest.mark.skipif(
    PREFIX is None,
    reason="no Lean toolchain here: set JACOBIAN_LEAN_PREFIX to a toolchain folder (bin/lean, lib/lean) or put "
    "a toolchain's lean on PATH to run these tests against a real lean",
)
ALL = ["propext", "Classical.choice", "Quot.sound"]
VERIFIED_CASES = {**TRUE, "classical": {**TRUE["classical"], "allowed_axioms": ALL}}
NEVER = {
    "sorry": {"statement": "1 = 2", "proof": "sorry"},
    "classical_not_allowed": TRUE["classical"],
    "native_decide": {"statement": "2 + 2 = 4", "proof": "native_decide", "allowed_axioms": ALL},
    "propext_not_allowed": {**TRUE["propext"], "allowed_axioms": []},
    "wrong": {"statement": "2 + 2 = 5", "proof": "rfl", "proof_mode": "term"},
}


def run_all(tmp_path: Path, calls):
    cfg = RuntimeConfig(state_dir=tmp_path / "state", manifest_dir=tmp_path / "ops")
    (tmp_path / "ops").mkdir(exist_ok=True)

    async def main():
        async with Runtime.open(cfg) as rt:
            for spec in BUNDLED:
                if spec.id.startswith("lean."):
                    rt.state.authorizations.authorize(spec, "real lean tests")
        async with Runtime.open(cfg) as rt:
            health = rt.startup.health["lean"]
            return health, [await rt.run(cap, payload, mode) for cap, payload, mode in calls]

    return trio.run(main)


@pytest.fixture(scope="module")
def results(tmp_path_factory):
    calls = [("lean.check", p, "VERIFY") for p in VERIFIED_CASES.values()]
    calls += [("lean.check", p, "VERIFY") for p in NEVER.values()]
    calls += [
        ("lean.check", {"statement": "True", "proof": "exact nope"}, "EXPLORE"),
        ("lean.check", {"statement": "True", "proof": "trivial\n#eval IO.println 1"}, "VERIFY"),
        ("lean.proof.axioms.inspect", {"statement": "1 = 2", "proof": "sorry"}, "EXPLORE"),
    ]
    health, out = run_all(tmp_path_factory.mktemp("real-lean"), calls)
    names = [*VERIFIED_CASES, *NEVER, "error", "refused", "inspect"]
    return health, dict(zip(names, out))


def test_the_provider_is_healthy(results):
    health, _ = results
    assert health.status is ProviderStatus.AVAILABLE and health.version.startswith("4.")


@pytest.mark.parametrize("name", list(VERIFIED_CASES))
def test_true_theorems_are_verified_by_the_kernel_replay(results, name):
    r = results[1][name]
    assert r.execution.status is ExecutionStatus.COMPLETED and r.conclusion is Conclusion.TRUE, r.diagnostics
    assert r.assurance.level is AssuranceLevel.VERIFIED, r.assurance.basis
    assert r.verification.verdict is Verdict.ACCEPTED and r.verification.checker_id == "lean.kernel.replay"


@pytest.mark.parametrize("name", list(NEVER))
def test_never_verified(results, name):
    r = results[1][name]
    assert r.assurance.level is not AssuranceLevel.VERIFIED
    if r.verification is not None:
        assert r.verification.verdict is Verdict.REJECTED


def test_sorry_is_not_accepted_and_disallowed_axioms_are_rejected_by_the_checker(results):
    r = results[1]
    assert r["sorry"].output["accepted"] is False and "sorryAx" in r["sorry"].output["axioms"]
    for name in ("classical_not_allowed", "native_decide", "propext_not_allowed"):
        assert "outside the allowed set" in r[name].verification.reason, name


def test_messages_map_back_and_refusals_come_first(results):
    r = results[1]
    [m] = [m for m in r["error"].output["messages"] if m["severity"] == "error"]
    assert (m["part"], m["line"], m["column"]) == ("proof", 1, 6) and "nope" in m["text"]
    assert r["refused"].diagnostics[0].code is Code.INVALID_REQUEST
    assert r["inspect"].conclusion is Conclusion.VALUE and r["inspect"].output["axioms"] == ["sorryAx"]


def test_the_checker_alone_rejects_a_statement_that_is_not_one_term(tmp_path, monkeypatch):
    """No producer scanner on this path: the checker's own files and Lean's parser reject it."""
    monkeypatch.chdir(tmp_path)
    lean = os.path.join(PREFIX or "", "bin", "lean")
    subject = {"statement": "True) ∧ (False", "proof": "sorry", "theorem": "jacobian_theorem"}
    out = replay.check({"subject": subject, "certificate": {}}, lean=lean)
    assert out["accepted"] is False
