"""Checkers as declared jobs (issue 15): program, budget and a digest over everything they trust."""

from __future__ import annotations

import dataclasses
import shutil
import subprocess
from pathlib import Path

import pytest
import trio
import warmstate

import jacobian
import jacobian.checkers as checkers_pkg
from jacobian.checkers.spec import BUNDLED, COMMON_TRUSTED, SAT_DRAT_LRAT, SMT_MODEL_BY_Z3, CheckerDigestError
from jacobian.contracts.diagnostics import Code
from jacobian.contracts.enums import AssuranceLevel, ExecutionStatus, TerminationReason, Verdict
from jacobian.contracts.job import Budget
from jacobian.runtime import Runtime, RuntimeConfig

from .test_verdicts import TIGHT, php


@pytest.fixture
def tree_copy(tmp_path) -> Path:
    """A copy of the installed checkers/ package and jacobian/wire.py: the checker's trust path, editable."""
    root = Path(jacobian.__file__).parent
    dest = tmp_path / "jacobian"
    shutil.copytree(root / "checkers", dest / "checkers")
    shutil.copy(root / "wire.py", dest / "wire.py")
    return dest / "checkers"


def test_the_digest_of_an_unchanged_copy_is_the_same(tree_copy):
    for spec in BUNDLED:
        assert spec.digest(tree_copy) == spec.digest()


@pytest.mark.parametrize("rel", COMMON_TRUSTED + ("sat/lrat.py",))
def test_changing_a_trusted_file_changes_the_digest(tree_copy, rel):
    before = SAT_DRAT_LRAT.digest(tree_copy)
    path = tree_copy / rel
    path.write_bytes(path.read_bytes() + b"\n# changed\n")
    assert SAT_DRAT_LRAT.digest(tree_copy) != before


def test_common_files_are_covered_by_every_checker():
    for spec in BUNDLED:
        assert set(COMMON_TRUSTED) <= set(spec.trusted_files())


def test_the_other_solvers_library_is_in_the_smt_digest():
    assert SMT_MODEL_BY_Z3.trusted_distributions == ("z3-solver",)
    without = dataclasses.replace(SMT_MODEL_BY_Z3, trusted_distributions=())
    assert without.digest() != SMT_MODEL_BY_Z3.digest()


def test_a_declared_trusted_path_is_digested_and_rehashed_when_it_changes(tmp_path):
    lib = tmp_path / "lib"
    lib.mkdir()
    (lib / "kernel.vo").write_bytes(b"one")
    spec = dataclasses.replace(SAT_DRAT_LRAT, trusted_paths=(str(lib),))
    first = spec.digest()
    assert first != SAT_DRAT_LRAT.digest() and spec.digest() == first
    (lib / "kernel.vo").write_bytes(b"two, longer")
    assert spec.digest() != first
    (lib / "extra.vo").write_bytes(b"")
    second = spec.digest()
    (lib / "extra.vo").unlink()
    assert spec.digest() != second


def test_a_missing_trusted_path_cannot_be_digested(tmp_path):
    spec = dataclasses.replace(SAT_DRAT_LRAT, trusted_paths=(str(tmp_path / "absent"),))
    with pytest.raises(CheckerDigestError, match="absent"):
        spec.digest()
    missing = dataclasses.replace(SAT_DRAT_LRAT, executable="no-such-checker-program")
    with pytest.raises(OSError, match="no-such-checker-program"):
        missing.digest()


def test_the_job_argv_comes_from_the_declaration():
    assert SAT_DRAT_LRAT.program("/py") == ("/py", "-I", "-m", "jacobian.checkers.sat.proof_check")
    native = dataclasses.replace(SAT_DRAT_LRAT, executable="sh", argv=("-c", "echo {module}"))
    assert native.program("/py") == (shutil.which("sh"), "-c", "echo jacobian.checkers.sat.proof_check")
    assert native.digest() != SAT_DRAT_LRAT.digest()  # the program it runs is on its trust path


def test_a_checker_past_its_declared_budget_is_uncheckable_never_verified(tmp_path, monkeypatch):
    """The runtime's checker budget is generous (the default); the checker's own declaration is not."""
    (tmp_path / "f.cnf").write_text(php(8))  # about 0.3 s of CPU to check, six times the wall below
    subprocess.run(
        ["cadical", "-q", "--no-binary", str(tmp_path / "f.cnf"), str(tmp_path / "f.drat")], check=False, timeout=60
    )
    payload = {"dimacs": php(8), "proof": (tmp_path / "f.drat").read_text()}
    tight = dataclasses.replace(SAT_DRAT_LRAT, budget=Budget(wall_seconds=TIGHT.wall_seconds, memory_bytes=2 * 1024**3))
    monkeypatch.setattr(checkers_pkg, "BUNDLED", tuple(tight if c.id == tight.id else c for c in BUNDLED))
    cfg = RuntimeConfig(state_dir=warmstate.state_dir(tmp_path / "state"), manifest_dir=tmp_path / "ops")

    async def main():
        async with Runtime.open(cfg) as rt:
            rt.state.authorizations.authorize(tight, "declared budget test")
        async with Runtime.open(cfg) as rt:
            return await rt.run("sat.unsat_proof.verify", payload, "VERIFY")

    r = trio.run(main)
    assert r.execution.status is ExecutionStatus.TIMEOUT
    assert r.assurance.level is not AssuranceLevel.VERIFIED
    assert r.verification.verdict is Verdict.UNCHECKABLE and r.verification.record_uri is None
    assert r.verification.execution.termination is TerminationReason.WALL_TIMEOUT
    assert [d.code for d in r.diagnostics] == [Code.CHECKER_FAILED]
