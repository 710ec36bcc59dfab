"""coq.check end to end through the real runtime: real coqc compile jobs, real coqchk checker jobs (issue 15)."""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

import pytest
import trio
import warmstate

from jacobian.checkers import BUNDLED
from jacobian.contracts.diagnostics import Code
from jacobian.contracts.enums import AssuranceLevel, Conclusion, ExecutionStatus, TerminationReason, Verdict
from jacobian.contracts.job import Budget, Job
from jacobian.runtime import Runtime, RuntimeConfig

COQC = shutil.which("coqc")

TRUE = {
    "lia": {"statement": "forall n m : nat, n + m <= 2 * (n + m) + 1", "proof": "intros. lia.", "imports": ["Lia"]},
    "list_induction": {
        "statement": "forall (A : Type) (l : list A), l ++ nil = l",
        "imports": ["Lists.List"],
        "proof": "intros A l. induction l as [|x l IH]; simpl.\n- reflexivity.\n- rewrite IH. reflexivity.",
    },
    "stdlib_restated": {
        "statement": "forall n m : nat, n * m = m * n",
        "proof": "exact Nat.mul_comm.",
        "imports": ["Arith"],
    },
}
NEVER = {
    "admitted": {"statement": "forall n : nat, n = n + 1", "proof": "Admitted."},
    "admit": {"statement": "forall n : nat, n = n + 1", "proof": "intros. admit."},
    "axiom": {"statement": "1 = 2", "definitions": "Axiom cheat : forall P : Prop, P.", "proof": "apply cheat."},
    "notation": {
        "statement": "forall n : nat, n + 0 = 0",
        "imports": ["Arith"],
        "definitions": 'Notation "x + y" := (Nat.mul x y) : nat_scope.',
        "proof": "intros. apply Nat.mul_0_r.",
    },
    "definition": {
        "statement": "forall n : nat, le (S n) n",
        "definitions": "Definition le (a b : nat) : Prop := True.",
        "proof": "intros. exact I.",
    },
}


def run_all(tmp_path: Path, calls):
    cfg = RuntimeConfig(state_dir=warmstate.state_dir(tmp_path / "state"), manifest_dir=tmp_path / "ops")

    async def main():
        async with Runtime.open(cfg) as rt:
            for spec in BUNDLED:
                if spec.id.startswith("coq."):
                    rt.state.authorizations.authorize(spec, "coq tests")
        async with Runtime.open(cfg) as rt:
            return [await rt.run(cap, payload, mode) for cap, payload, mode in calls]

    return trio.run(main)


@pytest.fixture(scope="module")
def results(tmp_path_factory):
    calls = [("coq.check", p, "VERIFY") for p in TRUE.values()] + [("coq.check", p, "VERIFY") for p in NEVER.values()]
    out = run_all(tmp_path_factory.mktemp("coq"), calls)
    return dict(zip(list(TRUE) + list(NEVER), out))


@pytest.mark.parametrize("name", list(TRUE))
def test_true_theorems_are_verified(results, name):
    r = results[name]
    assert r.execution.status is ExecutionStatus.COMPLETED and r.conclusion is Conclusion.TRUE
    assert r.assurance.level is AssuranceLevel.VERIFIED, r.assurance.basis
    assert r.verification.verdict is Verdict.ACCEPTED and r.verification.checker_id == "coq.kernel.coqchk"
    assert r.output["accepted"] is True and r.output["axioms"] == []


@pytest.mark.parametrize("name", list(NEVER))
def test_never_verified(results, name):
    r = results[name]
    assert r.assurance.level is not AssuranceLevel.VERIFIED
    assert r.conclusion is not Conclusion.TRUE or r.execution.status is not ExecutionStatus.COMPLETED


@pytest.mark.parametrize("name", ["admitted", "admit"])
def test_holes_are_not_accepted_by_coq(results, name):
    r = results[name]
    assert r.output["accepted"] is False and r.verification is None
    assert [h["kind"] for h in r.output["holes"]] in (["Admitted"], ["admit"])


@pytest.mark.parametrize(
    "name,why",
    [
        ("axiom", "axioms outside the allowed set"),
        ("notation", "not the requested statement"),
        ("definition", "not the requested statement"),
    ],
)
def test_the_checker_rejects_what_coqc_accepted(results, name, why):
    r = results[name]
    assert r.verification.verdict is Verdict.REJECTED and why in r.verification.reason
    assert Code.CHECKER_REJECTED in [d.code for d in r.diagnostics]


def test_messages_map_back_into_the_proof(tmp_path):
    [r] = run_all(tmp_path, [("coq.check", {"statement": "True", "proof": "idtac.\n  exact nope."}, "EXPLORE")])
    [m] = [m for m in r.output["messages"] if m["severity"] == "error"]
    assert (m["part"], m["line"], m["column"], m["end_column"]) == ("proof", 2, 8, 12)
    assert "nope" in m["text"] and r.conclusion is Conclusion.UNKNOWN


def test_axioms_inspect_lists_an_admitted_theorem_and_its_holes(tmp_path):
    payload = {"statement": "forall P : Prop, P \\/ ~ P", "proof": "intros. admit.\nAdmitted."}
    [r] = run_all(tmp_path, [("coq.proof.axioms.inspect", payload, "EXPLORE")])
    assert r.conclusion is Conclusion.VALUE and r.output["axioms"] == ["jacobian_theorem"]
    assert [h["kind"] for h in r.output["holes"]] == ["admit", "Admitted"]


ESCAPES = ['Redirect "../../escape" Print nat.', 'Extraction "../f" nat.']


def _outside() -> list[Path]:
    base = Path(tempfile.gettempdir())
    return [base / "escape.out", base / f"jacobian-sandbox-{os.getuid()}" / "f.ml", base / "f.ml"]


@pytest.mark.parametrize("command", ESCAPES)
def test_file_writing_commands_are_refused_before_anything_runs(tmp_path, command):
    before = [p.exists() for p in _outside()]
    [r] = run_all(tmp_path, [("coq.check", {"statement": "True", "proof": f"exact I. Qed. {command}"}, "VERIFY")])
    assert r.execution.status is ExecutionStatus.ERROR and r.diagnostics[0].code is Code.INVALID_REQUEST
    assert r.diagnostics[0].path == "$.payload.proof" and r.assurance.level is not AssuranceLevel.VERIFIED
    assert [p.exists() for p in _outside()] == before == [False, False, False]


@pytest.mark.parametrize("command", ESCAPES)
def test_the_sandbox_keeps_writes_in_scratch_when_the_text_filter_is_bypassed(tmp_path, command):
    """coqc itself runs the command here (no scanner): the write fails or lands in the discarded scratch."""
    text = f"From Coq Require Extraction.\nTheorem t : True. Proof. exact I. Qed.\n{command}\n"
    cfg = RuntimeConfig(state_dir=warmstate.state_dir(tmp_path / "state"), manifest_dir=tmp_path / "ops")

    async def main():
        async with Runtime.open(cfg) as rt:
            job = Job(
                argv=(COQC, "-q", "P.v"),
                input_files={"P.v": text.encode()},
                readonly_root=True,
                unprivileged=True,
                budget=Budget(wall_seconds=60, memory_bytes=1024**3, max_processes=16),
            )
            return await rt.supervisor.run(job)

    outcome = trio.run(main)
    assert outcome.termination is TerminationReason.EXITED
    assert not any(p.exists() for p in _outside())


def test_an_infinite_ltac_loop_times_out_and_leaves_no_process(tmp_path):
    payload = {"statement": "True", "proof": "let rec f x := f (S x) in f 0.", "budget": {"wall_seconds": 3}}
    [r] = run_all(tmp_path, [("coq.check", payload, "VERIFY")])
    assert r.execution.status is ExecutionStatus.TIMEOUT and r.assurance.level is not AssuranceLevel.VERIFIED
    assert r.execution.termination in (TerminationReason.WALL_TIMEOUT, TerminationReason.CPU_LIMIT)
    left = [p for p in os.listdir("/proc") if p.isdigit() and _cmdline(p).startswith(COQC) and "Proof.v" in _cmdline(p)]
    assert left == []


def test_a_proof_that_exhausts_memory_is_memory_limit(tmp_path):
    payload = {
        "statement": "True",
        "proof": "let x := eval vm_compute in (Nat.pow 2 40) in idtac.\nexact I.",
        "budget": {"memory_mib": 700},
    }
    [r] = run_all(tmp_path, [("coq.check", payload, "VERIFY")])
    assert r.execution.termination is TerminationReason.MEMORY_LIMIT, r.diagnostics
    assert [d.code for d in r.diagnostics] == [Code.MEMORY_LIMIT] and r.assurance.level is not AssuranceLevel.VERIFIED


def _cmdline(pid: str) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
    except OSError:
        return ""
