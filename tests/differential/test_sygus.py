"""SyGuS-IF v2: our reader (:func:`jacobian.checkers.synthesis.sygus.read_problem`) held against cvc5's own
parser (``cvc5.InputParser``, language SYGUS_2_1, every command but check-synth run on a fresh solver with
sygus enabled). The model compared: the logic, the declared variables, defined and synthesized functions
(by command and name) and the number of constraint commands cvc5 parsed and ran. Wherever ours reads a text,
cvc5 must read the same; where they differ, ours refuses (nonlinear terms cvc5 takes in LIA, commands we do
not accept)."""

from __future__ import annotations

import random

import cvc5

from jacobian.checkers.synthesis.sexpr import SygusError
from jacobian.checkers.synthesis.sygus import read_problem

from .harness import Refused, compare, corpus_size

SEED = 20_261_204
DECLARING = ("declare-var", "define-fun", "synth-fun")


def ours(text: str):
    try:
        p = read_problem(text)
    except SygusError as exc:
        raise Refused(str(exc)) from None
    order = [("synth-fun", n) for n in p.synth] + [("define-fun", n) for n in p.defines]
    order += [("declare-var", n) for n in p.variables]
    return {"logic": p.logic, "declared": sorted(order), "constraints": len(p.constraints)}


def reference(text: str):
    tm = cvc5.TermManager()
    solver = cvc5.Solver(tm)
    solver.setOption("sygus", "true")
    sm = cvc5.SymbolManager(tm)
    parser = cvc5.InputParser(solver, sm)
    declared, constraints = [], 0
    try:
        parser.setStringInput(cvc5.InputLanguage.SYGUS_2_1, text, "problem")
        while True:
            command = parser.nextCommand()
            if command.isNull():
                break
            name = command.getCommandName()
            constraints += name == "constraint"
            if name in DECLARING:
                declared.append((name, command.toString().split()[1].strip("|")))
            if name != "check-synth":
                command.invoke(solver, sm)
        logic = sm.getLogic()
    except RuntimeError as exc:
        raise Refused(str(exc)) from None
    return {"logic": logic, "declared": sorted(declared), "constraints": constraints}


INT_TERMS = [
    "x",
    "y",
    "0",
    "1",
    "(- 3)",
    "(+ x y)",
    "(- x 1)",
    "(* 2 x)",
    "(* x y)",
    "(ite (< x y) x y)",
    "(f x y)",
    "(let ((z (+ x 1))) (+ z z))",
    "(g x)",
    "#x01",
    "(+ x)",
    "(- x)",
]
BV_TERMS = [
    "a",
    "#x0f",
    "#b00001111",
    "(bvadd a #x01)",
    "(bvnot a)",
    "(bvshl a #x01)",
    "(bvmul a a)",
    "(ite (bvult a #x10) a #x00)",
    "(h a)",
    "(bvadd a #x0001)",
    "x",
    "(bvudiv a #x00)",
    "(_ bv3 8)",
]
BOOL = [
    "true",
    "(= {t} {u})",
    "(>= {t} {u})",
    "(not (= {t} {u}))",
    "(and (<= {t} {u}) true)",
    "(or (= {t} {u}) (bvule a a))",
    "(=> true (= {t} {u}))",
    "(distinct {t} {u})",
]
NOISE = [
    "(set-option :produce-models true)",
    "(set-info :source |x|)",
    '(set-info :status "sat")',
    "(declare-fun q () Int)",
    "(assume true)",
    "(get-info :name)",
    "(declare-var x Int)",
    "; comment",
    "(synth-fun k () Bool)",
    "(define-fun c () Int 3)",
    "(declare-var w (_ BitVec 70))",
    "(push 1)",
    ")",
    "(",
]


def generate(rng: random.Random) -> str:
    lia = rng.random() < 0.5
    terms = INT_TERMS if lia else BV_TERMS
    lines = [f"(set-logic {'LIA' if lia else rng.choice(['BV', 'BV', 'LIA', 'QF_BV', 'ALL'])})"]
    if lia:
        lines += ["(synth-fun f ((x Int) (y Int)) Int)", "(define-fun g ((u Int)) Int (+ u 1))"]
        lines += ["(declare-var x Int)", "(declare-var y Int)"]
    else:
        grammar = " ((S (_ BitVec 8))) ((S (_ BitVec 8) (a #x01 (bvadd S S) (Constant (_ BitVec 8))))))"
        lines.append("(synth-fun h ((a (_ BitVec 8))) (_ BitVec 8)" + (grammar if rng.random() < 0.5 else ")"))
        lines.append("(declare-var a (_ BitVec 8))")
    for _ in range(rng.randint(0, 4)):
        t, u = rng.choice(terms), rng.choice(terms)
        lines.append(f"(constraint {rng.choice(BOOL).format(t=t, u=u)})")
    if rng.random() < 0.4:
        lines.insert(rng.randint(1, len(lines)), rng.choice(NOISE))
    if rng.random() < 0.9:
        lines.append("(check-synth)")
    return "\n".join(lines) + "\n"


def test_our_sygus_reader_never_reads_a_problem_differently_from_cvc5():
    rng = random.Random(SEED)
    counts = compare("sygus-if-v2", "cvc5 InputParser", (generate(rng) for _ in range(corpus_size())), ours, reference)
    assert counts.differ == 0 and counts.read_alike > corpus_size() // 10, counts
