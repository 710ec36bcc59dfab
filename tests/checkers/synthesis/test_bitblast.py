"""The checker's bit-blasting, held to its own evaluator: every operator's circuit, simulated gate by gate on
random inputs, gives the value :func:`jacobian.checkers.synthesis.terms.evaluate` gives (a wrong circuit would
let a DRAT refutation prove the wrong formula)."""

from __future__ import annotations

import random

from jacobian.checkers.synthesis import bitblast
from jacobian.checkers.synthesis.sygus import read_problem
from jacobian.checkers.synthesis.terms import evaluate

BINARY = ["bvadd", "bvsub", "bvmul", "bvudiv", "bvurem", "bvand", "bvor", "bvxor", "bvshl", "bvlshr", "bvashr"]
COMPARE = ["bvult", "bvule", "bvugt", "bvuge", "bvslt", "bvsle", "bvsgt", "bvsge", "="]


def _term(rng: random.Random, depth: int) -> str:
    if depth == 0 or rng.random() < 0.2:
        return rng.choice(["x", "y", "#x00", "#x01", "#x07", "#x80", "#xff", f"#x{rng.randrange(256):02x}"])
    k = rng.randrange(10)
    if k == 0:
        return f"({rng.choice(['bvneg', 'bvnot'])} {_term(rng, depth - 1)})"
    if k == 1:
        return f"(ite {_bool(rng, depth - 1)} {_term(rng, depth - 1)} {_term(rng, depth - 1)})"
    return f"({rng.choice(BINARY)} {_term(rng, depth - 1)} {_term(rng, depth - 1)})"


def _bool(rng: random.Random, depth: int) -> str:
    k = rng.randrange(6)
    if k == 0 and depth > 0:
        op = rng.choice(["and", "or", "xor", "=>", "="])
        return f"({op} {_bool(rng, depth - 1)} {_bool(rng, depth - 1)})"
    if k == 1 and depth > 0:
        return f"(not {_bool(rng, depth - 1)})"
    if k == 2:
        return f"(distinct {_term(rng, depth)} {_term(rng, depth)} {_term(rng, depth)})"
    return f"({rng.choice(COMPARE)} {_term(rng, depth)} {_term(rng, depth)})"


def test_every_circuit_agrees_with_evaluation_on_random_terms_and_inputs():
    rng = random.Random(32)
    checked = 0
    for _ in range(300):
        text = _bool(rng, 3)
        problem = read_problem(
            "(set-logic BV)\n(synth-fun f () Bool)\n(declare-var x (_ BitVec 8))\n(declare-var y (_ BitVec 8))\n"
            f"(constraint {text})\n(check-synth)\n"
        )
        (term,) = problem.constraints
        cnf = bitblast.Cnf()
        root = bitblast.encode_term(term, cnf, {})
        assert isinstance(root, int)
        for _ in range(20):
            env = {"x": rng.randrange(256), "y": rng.randrange(256)}
            values = bitblast.simulate(cnf, {n: env[n] for n in cnf.inputs})
            got = values[abs(root)] if root > 0 else not values[abs(root)]
            assert got == bool(evaluate(term, env, {})), (text, env)
            checked += 1
    assert checked == 6000


def test_every_clause_holds_under_the_simulated_values():
    """The gates' clauses define exactly the simulated values (no clause excludes a consistent assignment)."""
    rng = random.Random(7)
    for _ in range(50):
        text = _bool(rng, 3)
        problem = read_problem(
            "(set-logic BV)\n(synth-fun f () Bool)\n(declare-var x (_ BitVec 8))\n(declare-var y (_ BitVec 8))\n"
            f"(constraint {text})\n(check-synth)\n"
        )
        cnf = bitblast.Cnf()
        bitblast.encode_term(problem.constraints[0], cnf, {})
        values = bitblast.simulate(cnf, {n: rng.randrange(256) for n in cnf.inputs})
        for clause in cnf.clauses:
            assert any(values[abs(x)] == (x > 0) for x in clause), (text, clause)
