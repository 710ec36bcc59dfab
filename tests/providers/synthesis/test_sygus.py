"""synthesis.sygus and synthesis.solution.verify through the real runtime (manifest, probe, the sandboxed cvc5
executable, the checker job). Public instances: ``tests/data/sygus`` (SyGuS-Comp CLIA and PBE_BV, see its README)."""

from __future__ import annotations

from pathlib import Path

from verify_runs import run_verify, verified

from jacobian.checkers.synthesis.sexpr import MAX_DEPTH
from jacobian.contracts.enums import AssuranceLevel, Conclusion, ExecutionStatus
from jacobian.providers.synthesis.capabilities import LOWEST_BIT, MAX2

DATA = Path(__file__).resolve().parents[2] / "data" / "sygus"
CLIA = sorted(DATA.glob("clia_*.sl"))
BV = sorted(DATA.glob("bv_*.sl"))
SOLVE, VERIFY = "synthesis.sygus", "synthesis.solution.verify"


def _messages(r) -> list[str]:
    return [d.message for d in r.diagnostics]


def test_public_clia_and_bv_instances_are_solved_and_verified(tmp_path):
    assert len(CLIA) >= 10 and len(BV) >= 10
    files = [*CLIA, *BV]
    runs = [(SOLVE, {"problem": f.read_text()}) for f in files] + [(SOLVE, {"problem": LOWEST_BIT})]
    results = run_verify(tmp_path, runs)
    for f, r in zip([*files, "lowest-bit"], results, strict=True):
        assert r.conclusion is Conclusion.WITNESS_FOUND and verified(r), (f, _messages(r), r.assurance.basis)
        assert r.output["solution"].startswith("(define-fun ")
    assert "Fourier-Motzkin" in results[0].assurance.basis
    assert "every constraint holds" in results[len(CLIA)].assurance.basis
    assert "DRAT proof" in results[len(CLIA) + len(BV) - 1].assurance.basis  # bv_hd-17: 32-bit, quantified
    assert "exhaustive" in results[-1].assurance.basis


def _verify(tmp_path, problem: str, solutions: list[str]):
    return run_verify(tmp_path, [(VERIFY, {"problem": problem, "solution": s}) for s in solutions])


def test_forged_solutions_are_rejected_with_the_failing_point(tmp_path):
    pbe = (DATA / "bv_PRE_100_10.sl").read_text()
    one = "#x0000000000000001"
    shift = f"(define-fun f ((x (_ BitVec 64))) (_ BitVec 64) (bvadd x (bvadd {one} {one})))"
    forged = [
        # wrong only where x = 5000000000000 (beyond every sampled point): found by the LIA decision
        "(define-fun max2 ((x Int) (y Int)) Int (ite (>= x y) (ite (= x 5000000000000) y x) y))",
        "(define-fun max2 ((x Int) (y Int)) Int (+ x y))",
    ]
    bits = [
        "(define-fun f ((x (_ BitVec 8))) (_ BitVec 8) (bvand x #x01))",  # wrong at x = 2: exhaustive
        "(define-fun f ((x (_ BitVec 8))) (_ BitVec 8) (bvand x (bvnot (bvsub x #x01))))",  # bvnot: not in grammar
    ]
    results = [*_verify(tmp_path / "a", MAX2, forged), *_verify(tmp_path / "b", LOWEST_BIT, bits)]
    results += _verify(tmp_path / "c", pbe, [shift])
    for r in results:
        assert r.conclusion is Conclusion.FALSE and not r.output["accepted"], r.output
    reasons = [r.output["reason"] for r in results]
    assert "x = 5000000000000, y = " in reasons[0], reasons[0]
    assert "is false at x = " in reasons[1]
    assert "is false at x = #x02" in reasons[2], reasons[2]
    assert "not in its grammar" in reasons[3]
    assert "constraint 2 is false" in reasons[4], reasons[4]  # the first example alone ends in 6 (x + 2)


WIDE = (
    "(set-logic BV)\n(synth-fun f ((x (_ BitVec 32)) (y (_ BitVec 32))) (_ BitVec 32))\n"
    "(declare-var x (_ BitVec 32))\n(declare-var y (_ BitVec 32))\n"
    "(constraint (= (f x y) (bvor (bvshl x #x00000003) (bvlshr y x))))\n(check-synth)\n"
)


def _wide(body: str) -> str:
    return f"(define-fun f ((x (_ BitVec 32)) (y (_ BitVec 32))) (_ BitVec 32) {body})"


def test_wide_bit_vector_candidates_are_decided_by_the_checkers_own_cnf(tmp_path):
    right = _wide("(bvor (bvmul x #x00000008) (bvlshr y x))")  # x * 8 = x << 3 for every x: a DRAT refutation
    # wrong at exactly one point, which no sampled point hits: the CNF's model, confirmed by evaluation
    wrong = _wide("(ite (and (= y #x12345678) (= x #x00abcdef)) x (bvor (bvmul x #x00000008) (bvlshr y x)))")
    good = "(define-fun max2 ((x Int) (y Int)) Int (ite (<= y x) x y))"
    ok, bad, lia_ok = [*_verify(tmp_path / "a", WIDE, [right, wrong]), *_verify(tmp_path / "b", MAX2, [good])]
    assert lia_ok.conclusion is Conclusion.TRUE and lia_ok.assurance.level is AssuranceLevel.VERIFIED
    assert ok.conclusion is Conclusion.TRUE and ok.assurance.level is AssuranceLevel.VERIFIED
    assert "bit-blasted CNF" in ok.output["reason"] and "LRAT kernel" in ok.output["reason"]
    assert bad.conclusion is Conclusion.FALSE
    assert "is false at x = #x00abcdef, y = #x12345678" in bad.output["reason"], bad.output["reason"]


OMEGA = (  # true at every integer point, false at rational ones (Pugh's Omega test example)
    "(set-logic LIA)\n(synth-fun f ((x Int)) Int)\n(declare-var x Int)\n(declare-var y Int)\n"
    "(constraint (not (and (<= 27 (+ (* 11 x) (* 13 y))) (<= (+ (* 11 x) (* 13 y)) 45) "
    "(<= (- 10) (- (* 7 x) (* 9 y))) (<= (- (* 7 x) (* 9 y)) 4))))\n(check-synth)\n"
)


def test_division_is_decided_and_a_rational_only_branch_stays_computed(tmp_path):
    udiv = WIDE.replace("(bvlshr y x)", "(bvudiv y x)")
    runs = [
        (VERIFY, {"problem": udiv, "solution": _wide("(bvor (bvudiv y x) (bvmul x #x00000008))")}),
        (VERIFY, {"problem": OMEGA, "solution": "(define-fun f ((x Int)) Int x)"}),
    ]
    divided, open_ = run_verify(tmp_path, runs)
    assert divided.conclusion is Conclusion.TRUE and divided.assurance.level is AssuranceLevel.VERIFIED
    assert open_.conclusion is Conclusion.UNKNOWN and open_.assurance.level is not AssuranceLevel.VERIFIED
    assert any("LIA_RATIONAL_ONLY" in o.description for o in open_.assurance.obligations), open_.assurance


def test_another_function_name_is_refused_before_any_job(tmp_path):
    spy: list[str] = []
    other = "(define-fun max3 ((x Int) (y Int)) Int x)"
    (r,) = run_verify(tmp_path, [(VERIFY, {"problem": MAX2, "solution": other})], spy)
    assert spy == []
    assert [(d.code.value, d.path) for d in r.diagnostics] == [("INVALID_REQUEST", "$.payload.solution")]
    assert "'max3' is not a function to synthesize" in r.diagnostics[0].message


def test_hostile_problems_are_refused_with_their_line_and_column_before_any_job(tmp_path):
    head = "(set-logic BV)\n"
    deep = "(set-logic LIA)\n(synth-fun f ((x Int)) Int)\n(declare-var x Int)\n(constraint " + "(+ 1 " * MAX_DEPTH
    deep += "x" + ")" * MAX_DEPTH + ")\n(check-synth)\n"
    problems = [
        head + '(set-option :regular-output-channel "/tmp/out")\n(check-synth)\n',
        deep,
        head + "(synth-fun f ((x (_ BitVec 65))) (_ BitVec 8))\n(check-synth)\n",
        head + "(synth-fun f ((x (_ BitVec 100000000000))) (_ BitVec 8))\n(check-synth)\n",
        head + '(synth-fun f () Bool)\n(check-synth)\n(include "/etc/passwd")\n',
        "(set-logic LIA)\n(synth-fun f ((x Int)) Int)\n(declare-var x Int)\n(constraint (= (f x) (* x x)))\n"
        "(check-synth)\n",
    ]
    spy: list[str] = []
    results = run_verify(tmp_path, [(SOLVE, {"problem": p}) for p in problems], spy)
    assert spy == []
    for r in results:
        assert [(d.code.value, d.path) for d in r.diagnostics] == [("INVALID_REQUEST", "$.payload.problem")]
    messages = [r.diagnostics[0].message for r in results]
    assert messages[0].startswith("line 2 column 2: command set-option is not accepted"), messages[0]
    assert messages[1].startswith(f"line 4 column {13 + 5 * (MAX_DEPTH - 1)}: nesting deeper than {MAX_DEPTH}"), (
        messages[1]
    )
    assert "line 2 column 28: bit-vector width 65 is outside 1..64" in messages[2]
    assert "bit-vector width 100000000000 is outside" in messages[3]
    assert messages[4].startswith("line 4 column 1: include after check-synth"), messages[4]
    assert "line 4 column 22: nonlinear multiplication" in messages[5], messages[5]


def test_infeasible_and_out_of_budget_problems_are_answered_honestly(tmp_path):
    infeasible = (
        "(set-logic LIA)\n(synth-fun f ((x Int)) Int ((S Int)) ((S Int (x 1))))\n(declare-var x Int)\n"
        "(constraint (= (f x) (+ x 2)))\n(check-synth)\n"
    )
    r1, r2 = run_verify(
        tmp_path, [(SOLVE, {"problem": infeasible}), (SOLVE, {"problem": _max_n(20), "budget": {"wall_seconds": 2}})]
    )
    assert r1.conclusion is Conclusion.NO_WITNESS and r1.output["status"] == "infeasible"
    assert r1.assurance.level is AssuranceLevel.COMPUTED
    assert r2.conclusion is Conclusion.UNKNOWN and r2.execution.status is ExecutionStatus.TIMEOUT, _messages(r2)
    assert r2.output is None and r2.assurance.level is not AssuranceLevel.VERIFIED


def _max_n(n: int) -> str:
    xs = [f"x{i}" for i in range(n)]
    f = f"(m {' '.join(xs)})"
    lines = ["(set-logic LIA)", f"(synth-fun m ({' '.join(f'({x} Int)' for x in xs)}) Int)"]
    lines += [f"(declare-var {x} Int)" for x in xs]
    lines += [f"(constraint (>= {f} {x}))" for x in xs]
    lines += [f"(constraint (or {' '.join(f'(= {x} {f})' for x in xs)}))", "(check-synth)"]
    return "\n".join(lines) + "\n"
