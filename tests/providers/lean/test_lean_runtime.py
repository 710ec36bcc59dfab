"""Lean through the real runtime, catalog and CLI (issue 15).

Without a toolchain (this machine): the bundled `lean` provider is UNAVAILABLE with EXECUTABLE_NOT_FOUND,
no lean.* capability is in the catalog, `providers probe` reports it without requiring it, and a run is a
typed PROVIDER_UNAVAILABLE. The pipeline (template, job, message mapping, axioms, evidence) is exercised
with the named test double tests/providers/lean/fake_lean.py standing in for `lean`, through an operator
manifest; test_real_lean.py runs the same theorems against a real `lean` where one exists.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import trio

from jacobian.checkers.spec import BUNDLED, lean_toolchain
from jacobian.contracts.diagnostics import Code, Stage
from jacobian.contracts.enums import AssuranceLevel, Conclusion, ExecutionStatus, ProviderStatus, UnavailableReason
from jacobian.runtime import Runtime, RuntimeConfig

FAKE = Path(__file__).with_name("fake_lean.py")
no_toolchain = pytest.mark.skipif(lean_toolchain() is not None, reason="a Lean toolchain is present here")

FAKE_MANIFEST = f"""
provider: lean
family: lean
version: "^4\\\\."
description: TEST DOUBLE standing in for lean (tests/providers/lean/fake_lean.py); not Lean
license: Apache-2.0
installed_by: operator
run:
  executable: {FAKE}
  # Named environments: the header's imports and the LEAN_PATH holding their .olean files.
  options:
    environments:
      demo: {{imports: [Demo.Basic], lean_path: [LIB]}}
      missing: {{imports: [Missing], lean_path: [LIB]}}
probe:
  argv: ["{{executable}}", "--version"]
  expect:
    stdout_regex: "^Lean \\\\(version 4\\\\."
    version_regex: "version (4\\\\.[0-9]+\\\\.[0-9]+)"
digest:
  kind: EXECUTABLE
limits:
  default: {{wall_seconds: 30, memory: 512MiB, processes: 16}}
isolation:
  mode: PER_JOB
  readonly_root: true
  # the double lives in the worktree, which the job uid may not reach
  unprivileged: false
capabilities: [lean.check, lean.proof.axioms.inspect]
"""


def _open(tmp_path: Path, fake: bool):
    ops = tmp_path / "ops"
    ops.mkdir(exist_ok=True)
    if fake:
        lib = tmp_path / "lib"
        (lib / "Demo").mkdir(parents=True, exist_ok=True)
        (lib / "Demo" / "Basic.olean").write_bytes(b"stands in for a compiled module")
        (ops / "lean.yaml").write_text(FAKE_MANIFEST.replace("LIB", str(lib)))
    return RuntimeConfig(state_dir=tmp_path / "state", manifest_dir=ops)


def run_all(tmp_path: Path, calls, fake=True, inspect=None):
    async def main():
        async with Runtime.open(_open(tmp_path, fake)) as rt:
            if inspect:
                inspect(rt)
            return [await rt.run(cap, payload, mode) for cap, payload, mode in calls]

    return trio.run(main)


@no_toolchain
def test_without_a_toolchain_lean_is_unavailable_and_absent_from_the_catalog(tmp_path):
    seen = {}

    def inspect(rt):
        seen["health"] = rt.startup.health["lean"]
        seen["ids"] = [c for c in rt.catalog.entries if c.startswith("lean.")]
        seen["coq"] = [c for c in rt.catalog.entries if c.startswith("coq.")]
        seen["find"] = [e.descriptor.id for e in rt.visible_entries() if "lean" in e.descriptor.tags]

    [r] = run_all(tmp_path, [("lean.check", {"statement": "True", "proof": "trivial"}, "EXPLORE")], False, inspect)
    h = seen["health"]
    assert h.status is ProviderStatus.UNAVAILABLE and h.reason is UnavailableReason.EXECUTABLE_NOT_FOUND
    assert "${JACOBIAN_LEAN_PREFIX}/bin/lean" in h.message
    assert seen["ids"] == [] and seen["find"] == [] and seen["coq"] == ["coq.check", "coq.proof.axioms.inspect"]
    [d] = r.diagnostics
    assert r.execution.status is ExecutionStatus.ERROR and d.code is Code.PROVIDER_UNAVAILABLE
    assert d.stage is Stage.READINESS and d.path == "$.capability_id" and "lean UNAVAILABLE" in d.message
    assert r.assurance.level is not AssuranceLevel.VERIFIED
    assert "lean.kernel.replay" not in [c.id for c in BUNDLED]


def _cli(tmp_path, *args, env=None):
    base = {"JACOBIAN_STATE_DIR": str(tmp_path / "state"), "JACOBIAN_MANIFEST_DIR": str(tmp_path / "ops")}
    return subprocess.run(
        [sys.executable, "-P", "-m", "jacobian.cli.main", *args],
        capture_output=True,
        text=True,
        env={**os.environ, **base, **(env or {})},
        timeout=600,
    )


@no_toolchain
def test_providers_probe_reports_lean_unavailable_and_does_not_require_it(tmp_path):
    (tmp_path / "ops").mkdir()
    p = _cli(tmp_path, "providers", "probe", "--json")
    data = json.loads(p.stdout)
    [lean] = [x for x in data["providers"] if x["provider_id"] == "lean"]
    assert (lean["status"], lean["reason"]) == ("UNAVAILABLE", "EXECUTABLE_NOT_FOUND")
    assert "lean" not in data["required"] and "coq" in data["required"]
    p = _cli(tmp_path, "providers", "probe", "--json", "--require", "lean")
    assert p.returncode == 1 and json.loads(p.stdout)["required"] == ["lean"]


def test_a_prefix_naming_a_toolchain_is_where_the_provider_looks(tmp_path):
    prefix = tmp_path / "toolchain"
    (prefix / "bin").mkdir(parents=True)
    (prefix / "bin" / "lean").symlink_to(FAKE)
    (tmp_path / "ops").mkdir()
    p = _cli(tmp_path, "providers", "probe", "--json", env={"JACOBIAN_LEAN_PREFIX": str(prefix)})
    [lean] = [x for x in json.loads(p.stdout)["providers"] if x["provider_id"] == "lean"]
    # Found there (the double's realpath), then refused because the toolchain's lib/lean is not beside it.
    assert lean["executable"] == str(FAKE) and "lib/lean" in lean["message"]


def test_ci_requires_setup_providers_and_skips_operator_installed_ones():
    script = (Path(__file__).parents[3] / ".ci" / "run").read_text()
    assert "grep -q '^installed_by: *operator' \"$f\" && continue" in script


TRUE = {
    "arith": {"statement": "2 + 2 = 4", "proof": "rfl", "proof_mode": "term"},
    "and_comm": {"statement": "∀ (p q : Prop), p ∧ q → q ∧ p", "proof": "intro p q h\nexact ⟨h.2, h.1⟩"},
    "propext": {
        "statement": "∀ (a b : Prop), (a ↔ b) → a = b",
        "proof": "intro a b h\nexact propext h",
        "allowed_axioms": ["propext"],
    },
    "classical": {"statement": "∀ p : Prop, p ∨ ¬p", "proof": "intro p\nexact Classical.em p"},
}


@pytest.fixture(scope="module")
def fake_results(tmp_path_factory):
    calls = [("lean.check", p, "EXPLORE") for p in TRUE.values()]
    calls += [
        ("lean.check", {"statement": "1 = 2", "proof": "sorry"}, "EXPLORE"),
        ("lean.check", {"statement": "True", "proof": "exact nope"}, "EXPLORE"),
        ("lean.proof.axioms.inspect", {"statement": "1 = 2", "proof": "sorry"}, "EXPLORE"),
        ("lean.check", {"statement": "True", "proof": "trivial\n#eval IO.println 1"}, "EXPLORE"),
        ("lean.check", {"statement": "2 + 2 = 4", "proof": "rfl", "proof_mode": "term"}, "VERIFY"),
        ("lean.check", {"statement": "False", "proof": "simp"}, "EXPLORE"),
        ("lean.check", {**TRUE["arith"], "environment": "demo"}, "EXPLORE"),
        ("lean.check", {**TRUE["arith"], "environment": "missing"}, "EXPLORE"),
        ("lean.check", {**TRUE["arith"], "environment": "mathlib"}, "EXPLORE"),
    ]
    seen = {}
    out = run_all(tmp_path_factory.mktemp("lean"), calls, inspect=lambda rt: seen.update(rt.catalog.entries))
    names = [*TRUE, "sorry", "error", "inspect_sorry", "refused", "verify", "unknown_to_the_double"]
    names += ["env_demo", "env_missing", "env_unknown"]
    return dict(zip(names, out)), seen


@pytest.mark.parametrize("name", list(TRUE))
def test_accepted_theorems_are_true_with_their_axioms_but_not_verified(fake_results, name):
    r = fake_results[0][name]
    assert r.execution.status is ExecutionStatus.COMPLETED and r.conclusion is Conclusion.TRUE, r.diagnostics
    expected = {"propext": ["propext"], "classical": ["propext", "Classical.choice", "Quot.sound"]}.get(name, [])
    assert r.output["accepted"] is True and r.output["axioms"] == expected
    assert r.assurance.level is not AssuranceLevel.VERIFIED and r.provenance.provider_id == "lean"


def test_sorry_is_not_accepted(fake_results):
    r = fake_results[0]["sorry"]
    assert r.conclusion is Conclusion.UNKNOWN and r.output["accepted"] is False
    assert r.output["axioms"] == ["sorryAx"] and r.output["holes"] == [{"kind": "sorry", "line": 1, "column": 0}]
    assert Code.NO_EVIDENCE in [d.code for d in r.diagnostics]
    [w] = [m for m in r.output["messages"] if m["severity"] == "warning"]
    assert w["part"] is None and "sorry" in w["text"]


def test_an_error_maps_back_into_the_proof(fake_results):
    r = fake_results[0]["error"]
    assert r.conclusion is Conclusion.UNKNOWN and r.output["accepted"] is False
    [m] = [m for m in r.output["messages"] if m["severity"] == "error"]
    assert (m["part"], m["line"], m["column"], m["end_column"]) == ("proof", 1, 6, 10)
    assert "unknown identifier 'nope'" in m["text"]


def test_inspect_lists_sorry_as_an_axiom_and_a_hole(fake_results):
    r = fake_results[0]["inspect_sorry"]
    assert r.conclusion is Conclusion.VALUE and r.output["axioms"] == ["sorryAx"]
    assert [h["kind"] for h in r.output["holes"]] == ["sorry"]


def test_a_refused_command_is_a_typed_error_before_anything_runs(fake_results):
    r = fake_results[0]["refused"]
    [d] = r.diagnostics
    assert r.execution.status is ExecutionStatus.ERROR and d.code is Code.INVALID_REQUEST
    assert d.path == "$.payload.proof" and "line 2, column 0" in d.message and "#eval" in d.message


def test_verify_is_not_offered_without_a_toolchain_for_the_checker(fake_results):
    results, entries = fake_results
    if lean_toolchain() is not None:
        pytest.skip("a Lean toolchain is present: the checker can be authorized here (see test_real_lean.py)")
    r = results["verify"]
    assert r.diagnostics[0].code is Code.UNSUPPORTED_MODE and r.assurance.level is not AssuranceLevel.VERIFIED
    assert entries["lean.check"].verify_available is False


def test_the_double_refuses_what_it_does_not_know_and_that_is_an_error_not_an_answer(fake_results):
    r = fake_results[0]["unknown_to_the_double"]
    assert r.conclusion is Conclusion.UNKNOWN and r.output["accepted"] is False
    assert any("not one of its fixed inputs" in m["text"] for m in r.output["messages"])


@no_toolchain
def test_jacobian_run_of_lean_is_a_typed_provider_unavailable(tmp_path):
    (tmp_path / "ops").mkdir()
    payload = json.dumps({"statement": "True", "proof": "trivial"})
    p = _cli(tmp_path, "run", "lean.check", "--payload", payload, "--json")
    result = json.loads(p.stdout)
    assert result["execution"]["status"] == "ERROR" and p.returncode != 0
    assert [d["code"] for d in result["diagnostics"]] == ["PROVIDER_UNAVAILABLE"]


def test_a_configured_environment_imports_its_header_from_its_lean_path(fake_results):
    r = fake_results[0]
    ok = r["env_demo"]
    assert ok.conclusion is Conclusion.TRUE and ok.output["accepted"] is True, ok.output
    assert "has no kernel re-check" in ok.completeness.basis  # the checker replays core only
    bad = r["env_missing"]
    [m] = bad.output["messages"]
    assert bad.output["accepted"] is False and m["part"] is None and "unknown module prefix 'Missing'" in m["text"]
    [d] = r["env_unknown"].diagnostics
    assert d.code is Code.INVALID_REQUEST and d.path == "$.payload.environment"
    assert "configured: core, demo, missing" in d.message
