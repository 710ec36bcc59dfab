"""Issue 26, items 6 and 7: Coq axioms by fully qualified name only; a composite answer checked.

Real parts throughout: coqc and coqchk (compile jobs, the coqchk checker job and, for forged evidence, the
checker's own code on a .vo compiled here), the pooled passagemath worker, and the checker programs.

6. ``allowed_axioms`` of ``coq.check`` are standard-library names as coqchk prints them
   (``Coq.Logic.Classical_Prop.classic``). A short name or a suffix is refused before any job, naming the
   full form; the checker resolves every name Print Assumptions prints to its kernel name and compares
   exactly, so neither an axiom whose full name merely ends like an allowed one's nor a user's axiom
   named like a standard one passes under the standard name.
7. ``integer.prime.certify`` on a composite: the divisor (or, with none found, a Fermat witness) is
   evidence for ``integer.composite``, which reads n from the subject and checks it in its own integers.
"""

from __future__ import annotations

import base64
import shutil
import subprocess
from pathlib import Path

import pytest
import trio

from jacobian.checkers import BUNDLED
from jacobian.checkers.coq import kernel
from jacobian.contracts.diagnostics import Code
from jacobian.contracts.enums import AssuranceLevel, Conclusion, ExecutionStatus, Verdict
from jacobian.runtime import Runtime, RuntimeConfig

COQC, COQCHK = "/usr/bin/coqc", "/usr/bin/coqchk"

# ---------------------------------------------------------------- 6. Coq allowed_axioms, fully qualified

CLASSIC = "Coq.Logic.Classical_Prop.classic"
EXCLUDED_MIDDLE = {
    "statement": "forall P : Prop, P \\/ ~ P",
    "proof": "intros. apply classic.",
    "imports": ["Classical"],
}
# Two standard axioms whose full names end alike: Print Assumptions prints the one the proof uses as
# `constructive_indefinite_description`, a suffix of the other's (allowed) full name.
INDEFINITE = "Coq.Logic.IndefiniteDescription.constructive_indefinite_description"
EPSILON = "Coq.Logic.ClassicalEpsilon.constructive_indefinite_description"
DESCRIPTION = {
    "statement": "forall (A : Type) (P : A -> Prop), (exists x, P x) -> {x : A | P x}",
    "proof": "exact constructive_indefinite_description.",
    "imports": ["IndefiniteDescription"],
}
# The user's own axiom, named and typed like the standard one, in a file that also imports the standard one.
USERS_CLASSIC = {**EXCLUDED_MIDDLE, "definitions": "Axiom classic : forall P : Prop, P \\/ ~ P."}


def run_coq(tmp_path: Path, calls):
    """Each call's result and the labels of the jobs the supervisor ran for it."""
    cfg = RuntimeConfig(state_dir=tmp_path / "state", manifest_dir=tmp_path / "ops")

    async def main():
        async with Runtime.open(cfg) as rt:
            for spec in BUNDLED:
                if spec.id.startswith("coq."):
                    rt.state.authorizations.authorize(spec, "small-checkers tests")
        async with Runtime.open(cfg) as rt:
            real_run, jobs = rt.supervisor.run, []

            async def spy(job, *args, **kwargs):
                jobs[-1].append(job.label)
                return await real_run(job, *args, **kwargs)

            rt.supervisor.run = spy
            out = []
            for payload in calls:
                jobs.append([])
                out.append(await rt.run("coq.check", payload, "VERIFY"))
            return list(zip(out, jobs))

    return trio.run(main)


@pytest.fixture(scope="module")
def coq(tmp_path_factory):
    calls = {
        "classic_full": {**EXCLUDED_MIDDLE, "allowed_axioms": [CLASSIC]},
        "classic_none": EXCLUDED_MIDDLE,
        "short": {**EXCLUDED_MIDDLE, "allowed_axioms": ["classic"]},
        "suffix": {**EXCLUDED_MIDDLE, "allowed_axioms": [CLASSIC, "Classical_Prop.classic"]},
        "users_classic": {**USERS_CLASSIC, "allowed_axioms": [CLASSIC]},
        "users_axiom_allowed": {**USERS_CLASSIC, "allowed_axioms": ["JP.Proof.classic"]},
        "other_axiom_same_suffix": {**DESCRIPTION, "allowed_axioms": [EPSILON]},
        "description_full": {**DESCRIPTION, "allowed_axioms": [INDEFINITE]},
    }
    out = run_coq(tmp_path_factory.mktemp("coq-axioms"), list(calls.values()))
    return dict(zip(calls, out))


def test_classic_is_verified_under_its_fully_qualified_name(coq):
    r, _ = coq["classic_full"]
    assert r.conclusion is Conclusion.TRUE and r.assurance.level is AssuranceLevel.VERIFIED, r.assurance.basis
    assert r.verification.verdict is Verdict.ACCEPTED and CLASSIC in r.verification.reason
    r, _ = coq["description_full"]
    assert r.assurance.level is AssuranceLevel.VERIFIED and INDEFINITE in r.verification.reason


def test_classic_is_not_verified_when_no_axiom_is_allowed(coq):
    r, _ = coq["classic_none"]
    assert r.assurance.level is not AssuranceLevel.VERIFIED and r.verification.verdict is Verdict.REJECTED
    assert CLASSIC in r.verification.reason  # the axiom named by its full name


@pytest.mark.parametrize("name,index,given", [("short", 0, "classic"), ("suffix", 1, "Classical_Prop.classic")])
def test_a_short_name_or_a_suffix_is_refused_before_any_job(coq, name, index, given):
    r, jobs = coq[name]
    assert r.execution.status is ExecutionStatus.ERROR and jobs == []
    [d] = r.diagnostics
    assert d.code is Code.INVALID_REQUEST and d.path == f"$.payload.allowed_axioms[{index}]", d
    assert repr(given) in d.message and f"write {CLASSIC!r}" in d.message, d.message


def test_a_users_axiom_named_like_the_standard_one_is_not_accepted_under_the_standard_name(coq):
    r, jobs = coq["users_classic"]
    assert jobs == ["coq.check", "checker:coq.kernel.coqchk"]  # coqc compiled it; the checker decides
    assert r.assurance.level is not AssuranceLevel.VERIFIED and r.verification.verdict is Verdict.REJECTED
    assert "JP.Proof.classic" in r.verification.reason, r.verification.reason


def test_a_users_axiom_cannot_be_allowed_by_its_own_full_name(coq):
    r, jobs = coq["users_axiom_allowed"]
    assert r.execution.status is ExecutionStatus.ERROR and jobs == []
    [d] = r.diagnostics
    assert d.code is Code.INVALID_REQUEST and d.path == "$.payload.allowed_axioms[0]"
    assert "only standard-library axioms" in d.message


def test_an_axiom_whose_printed_name_is_a_suffix_of_an_allowed_name_is_not_that_axiom(coq):
    """Before: Print Assumptions' `constructive_indefinite_description` matched the allowed ClassicalEpsilon
    axiom by suffix, and the theorem was VERIFIED with an axiom the caller had not allowed."""
    r, _ = coq["other_axiom_same_suffix"]
    assert r.assurance.level is not AssuranceLevel.VERIFIED and r.verification.verdict is Verdict.REJECTED
    assert INDEFINITE in r.verification.reason, r.verification.reason


def _compiled(tmp_path: Path, source: str) -> str:
    """A JP.Proof .vo compiled here by coqc (forged evidence: no provider, no scanner), base64."""
    work = tmp_path / "forge"
    work.mkdir()
    (work / "Proof.v").write_text(source)
    subprocess.run([COQC, "-q", "-Q", ".", "JP", "Proof.v"], cwd=work, check=True, capture_output=True, timeout=120)
    return base64.b64encode((work / "Proof.vo").read_bytes()).decode()


def _coq_check(tmp_path: Path, monkeypatch, vo: str, statement: str, imports: list[str], allowed: list[str]):
    scratch = tmp_path / "checker"
    scratch.mkdir()
    monkeypatch.chdir(scratch)
    subject = {"statement": statement, "imports": imports, "allowed_axioms": allowed, "theorem": kernel.THEOREM}
    certificate = {"vo_base64": vo, "module": "JP.Proof"}
    payload = {"claim": {"kind": "COQ_THEOREM"}, "subject": subject, "certificate": certificate}
    return kernel.check(payload, COQCHK, COQC)


def test_the_checker_refuses_a_users_axiom_even_when_the_subject_allows_it(tmp_path, monkeypatch):
    """Forged evidence straight to the checker: `1 = 2` from a user axiom. Before, a subject allowing
    `JP.Proof.cheat` made the checker accept it."""
    source = "Axiom cheat : forall P : Prop, P.\nTheorem jacobian_theorem : 1 = 2.\nProof. apply cheat. Qed.\n"
    vo = _compiled(tmp_path, source)
    verdict = _coq_check(tmp_path, monkeypatch, vo, "1 = 2", [], ["JP.Proof.cheat"])
    assert verdict["accepted"] is False and "fully qualified standard-library names" in verdict["reason"]


def test_the_checker_resolves_printed_names_to_full_names(tmp_path, monkeypatch):
    """The checker itself, on a .vo using `eqb_spec` of FloatAxioms: allowed by its full name it is accepted;
    allowing only `...FloatAxioms.Leibniz.eqb_spec` (whose name ends with the printed `eqb_spec`) is not."""
    statement = "forall x y : PrimFloat.float, PrimFloat.eqb x y = SFeqb (Prim2SF x) (Prim2SF y)"
    source = (
        "From Coq Require Import Floats.\n"
        f"Theorem jacobian_theorem : {statement}.\nProof. exact FloatAxioms.eqb_spec. Qed.\n"
    )
    vo = _compiled(tmp_path, source)
    wrong = _coq_check(tmp_path, monkeypatch, vo, statement, ["Floats"], ["Coq.Floats.FloatAxioms.Leibniz.eqb_spec"])
    assert wrong["accepted"] is False and wrong["checked"]["axioms"] == ["Coq.Floats.FloatAxioms.eqb_spec"], wrong
    shutil.rmtree(tmp_path / "checker")
    right = _coq_check(tmp_path, monkeypatch, vo, statement, ["Floats"], ["Coq.Floats.FloatAxioms.eqb_spec"])
    assert right["accepted"] is True, right
