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
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import trio
import warmstate

from jacobian.checkers import BUNDLED
from jacobian.checkers.coq import kernel
from jacobian.checkers.integer import composite
from jacobian.contracts.diagnostics import Code
from jacobian.contracts.enums import AssuranceLevel, Conclusion, ExecutionStatus, Verdict
from jacobian.providers.sage import capabilities as sage_capabilities
from jacobian.runtime import Runtime, RuntimeConfig

REPO = Path(__file__).resolve().parents[2]
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
    cfg = RuntimeConfig(state_dir=warmstate.state_dir(tmp_path / "state"), manifest_dir=tmp_path / "ops")

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


# ---------------------------------------------------------------- 7. integer.prime.certify on a composite

P30, Q30 = 100000000000000000000000000319, 300000000000000000000000000007  # PARI's nextprime(10^29), (3*10^29+7)
# RSA-100 (RSA Factoring Challenge; factored by Lenstra and Manasse, 1991): no factor below 2^16, and PARI
# does not factor it within a call's budget.
RSA100 = int("1522605027922533360535618378132637429718068114961380688657908494580122963258952897654000350692006139")


def composite_check(n, certificate, claim=None, subject=None):
    return composite.check(
        {
            "claim": claim or {"kind": "INTEGER_COMPOSITE"},
            "subject": subject or {"n": str(n)},
            "certificate": certificate,
        }
    )


def test_honest_composite_evidence_is_accepted():
    assert composite_check(561, {"divisor": "3"})["accepted"]
    assert composite_check(561, {"divisor": "187"})["accepted"]  # 11 * 17: any nontrivial divisor
    assert composite_check(RSA100, {"fermat_witness": "2"})["accepted"]
    assert composite_check(561, {"fermat_witness": "3"})["accepted"]  # shares the factor 3: still composite


@pytest.mark.parametrize(
    "n,certificate,why",
    [
        (561, {"divisor": "1"}, "not strictly between"),
        (561, {"divisor": "561"}, "not strictly between"),
        (561, {"divisor": "0"}, "not strictly between"),
        (561, {"divisor": "5"}, "does not divide"),
        (561, {"divisor": "7"}, "does not divide"),  # 91's divisor, not 561's
        (P30 * Q30 + 2, {"divisor": str(P30)}, "does not divide"),  # P30 * Q30's divisor
        (Q30, {"divisor": str(P30)}, "does not divide"),  # a prime n with a claimed divisor
        (13, {"divisor": "3"}, "does not divide"),
        (561, {"fermat_witness": "1"}, "not strictly between"),
        (561, {"fermat_witness": "561"}, "not strictly between"),
        (561, {"fermat_witness": "560"}, "no Fermat witness"),  # (-1)^560 = 1
        (341, {"fermat_witness": "2"}, "no Fermat witness"),  # 341 = 11 * 31, a base-2 pseudoprime
        (561, {"fermat_witness": "2"}, "no Fermat witness"),  # a Carmichael number: every coprime base lies
        (Q30, {"fermat_witness": "2"}, "no Fermat witness"),  # a prime has none
        (3, {"divisor": "2"}, "not composite"),
        (561, {}, "malformed"),  # truncated certificate
        (561, {"divisor": ""}, "malformed"),
        (561, {"divisor": 3}, "malformed"),  # not a decimal string
        (561, {"divisor": "03"}, "malformed"),
        (561, {"divisor": "+3"}, "malformed"),
        (561, {"divisor": "\uff13"}, "malformed"),  # a fullwidth digit three
        (561, {"divisor": "3", "fermat_witness": "2"}, "malformed"),  # extra field
        (561, {"divisor": "3", "note": "trust me"}, "malformed"),
    ],
)
def test_composite_forgeries_are_rejected(n, certificate, why):
    verdict = composite_check(n, certificate)
    assert verdict["accepted"] is False and why in verdict["reason"], verdict


def test_the_claim_and_subject_are_read_strictly():
    assert not composite_check(561, {"divisor": "3"}, claim={"kind": "INTEGER_COMPOSITE", "n": "561"})["accepted"]
    assert not composite_check(561, {"divisor": "3"}, claim={"kind": "INTEGER_PRIME"})["accepted"]
    assert not composite_check(561, {"divisor": "3"}, subject={"n": "561", "m": "9"})["accepted"]
    assert not composite_check(561, {"divisor": "3"}, subject={"n": 561})["accepted"]
    assert not composite_check(561, {"divisor": "3"}, subject={"n": "5" * 2001})["accepted"]


def _over_the_wire(line: str) -> dict:
    out = subprocess.run(
        [sys.executable, "-I", "-m", "jacobian.checkers.integer.composite"],
        input=line + "\n",
        capture_output=True,
        text=True,
        timeout=60,
    ).stdout
    return json.loads(out.strip().splitlines()[-1])


def test_the_composite_checker_program_decides_over_the_wire_and_refuses_a_truncated_line():
    request = {"claim": {"kind": "INTEGER_COMPOSITE"}, "subject": {"n": "561"}, "certificate": {"divisor": "3"}}
    line = json.dumps({"type": "request", "payload": request})
    final = _over_the_wire(line)
    assert final["ok"] and final["data"]["accepted"] is True
    bad = {**request, "certificate": {"divisor": "7"}}
    final = _over_the_wire(json.dumps({"type": "request", "payload": bad}))
    assert final["ok"] and final["data"]["accepted"] is False
    final = _over_the_wire(line[: line.index('"3"') + 2])  # the line cut inside the divisor
    assert not (final.get("ok") and final.get("data", {}).get("accepted"))


def sage_config(tmp_path: Path) -> RuntimeConfig:
    bundled = tmp_path / "bundled"
    bundled.mkdir()
    shutil.copy(REPO / "manifests" / "sage.yaml", bundled / "sage.yaml")
    config = RuntimeConfig(
        state_dir=warmstate.state_dir(tmp_path / "state"),
        manifest_dir=tmp_path / "operator",
        bundled_manifest_dir=bundled,
        definitions={d.id: d for d in sage_capabilities.CAPABILITIES},
    )
    return config


@pytest.fixture(scope="module")
def certified(tmp_path_factory):
    tmp_path = tmp_path_factory.mktemp("sage-composite")
    cfg = sage_config(tmp_path)
    numbers = {"carmichael": 561, "rsa100": RSA100, "semiprime": P30 * Q30, "prime": Q30}

    async def main():
        async with Runtime.open(cfg) as rt:
            for spec in BUNDLED:
                if spec.id.startswith("integer."):
                    rt.state.authorizations.authorize(spec, "small-checkers tests")
        async with Runtime.open(cfg) as rt:
            return {k: await rt.run("integer.prime.certify", {"n": str(n)}, "VERIFY") for k, n in numbers.items()}

    return trio.run(main)


def test_561_is_verified_composite_with_its_divisor_3(certified):
    """Before: COMPUTED with NO_EVIDENCE, the divisor found and not checked by any checker."""
    r = certified["carmichael"]
    assert r.conclusion is Conclusion.FALSE and r.output["divisor"] == "3" and r.output["fermat_witness"] is None
    assert r.assurance.level is AssuranceLevel.VERIFIED, (r.assurance, r.diagnostics)
    assert r.verification.checker_id == "integer.composite" and r.verification.verdict is Verdict.ACCEPTED


@pytest.mark.parametrize("name", ["rsa100", "semiprime"])
def test_a_large_composite_without_a_small_factor_is_verified_by_a_fermat_witness(certified, name):
    r = certified[name]
    assert r.conclusion is Conclusion.FALSE and r.output["divisor"] is None and r.output["fermat_witness"] == "2"
    assert r.assurance.level is AssuranceLevel.VERIFIED, (r.assurance, r.diagnostics)
    assert r.verification.checker_id == "integer.composite" and "Fermat" in r.verification.reason


def test_a_prime_stays_verified_prime_by_its_pratt_certificate(certified):
    r = certified["prime"]
    assert r.conclusion is Conclusion.TRUE and r.output["prime"] is True
    assert r.assurance.level is AssuranceLevel.VERIFIED and r.verification.checker_id == "integer.pratt"


def test_a_carmichael_number_without_a_small_factor_gets_a_divisor_from_the_full_factorization():
    """Chernick's (6k+1)(12k+1)(18k+1) at k = 1000051, three primes above 2^16: every base the worker tries is
    a Fermat liar, so its answer is the divisor PARI's full factorization finds (the worker run in process)."""
    from jacobian.providers.sage import number_worker, worker

    k = 1000051
    n = (6 * k + 1) * (12 * k + 1) * (18 * k + 1)
    assert all(pow(a, n - 1, n) == 1 for a in number_worker.FERMAT_BASES)
    answer = number_worker.op_prime_certify(worker._load()["pari"], {"n": str(n)}, None)
    assert answer == {"prime": False, "divisor": str(6 * k + 1)}
    assert composite_check(n, {"divisor": answer["divisor"]})["accepted"]
