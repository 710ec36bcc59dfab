"""The independent model checkers: wrong models rejected, right ones accepted, no self-checking."""

from __future__ import annotations

import re

import pytest

from jacobian.providers.smt.capabilities import SmtCheck

from .helpers import CORPUS, check_model, run_capability

SCRIPT = (CORPUS / "lia_sat.smt2").read_text()


def _model(engine: str) -> str:
    return run_capability(SmtCheck(), {"script": SCRIPT}, engine).output.model_text


def _change_x(model: str) -> str:
    # one value changed: x gets a different integer
    changed = re.sub(r"(define-fun x \(\) Int\s+)(\d+)", lambda m: m.group(1) + str(int(m.group(2)) + 1), model)
    assert changed != model
    return changed


@pytest.mark.parametrize("engine", ["z3", "cvc5"])
def test_model_accepted_then_one_changed_value_rejected(engine):
    model = _model(engine)
    assert check_model(engine, SCRIPT, model)["accepted"]
    decision = check_model(engine, SCRIPT, _change_x(model))
    assert not decision["accepted"] and "false under the model" in decision["reason"]


def test_sort_mismatch_and_self_check_are_rejected():
    bad_sort = "((define-fun x () Real 9.0) (define-fun y () Int 4))"
    assert not check_model("z3", SCRIPT, bad_sort)["accepted"]
    from jacobian.checkers.smt.request import check

    same = check(
        {
            "claim": {"kind": "SMT_MODEL_SATISFIES", "producer": "z3"},
            "subject": {"script": SCRIPT},
            "certificate": {"model": "(define-fun x () Int 9)"},
        },
        "z3",
        lambda t: ["unsat"],
    )
    assert not same["accepted"] and "not independent" in same["reason"]


def test_partial_model_must_hold_for_every_value_of_the_rest():
    # y missing: 3*9 + 5y = 47 does not hold for every y, so rejected; a complete model is accepted
    assert not check_model("cvc5", SCRIPT, "((define-fun x () Int 9))")["accepted"]
    assert check_model("cvc5", SCRIPT, "((define-fun x () Int 9) (define-fun y () Int 4))")["accepted"]


def test_checker_drops_dangerous_commands_of_the_script():
    script = '(set-option :regular-output-channel "leak.txt")\n(declare-const x Int)\n(assert (> x 0))'
    from jacobian.checkers.smt.evidence import read_model
    from jacobian.checkers.smt.subject import read_subject
    from jacobian.checkers.smt.validate import build

    subject = read_subject(script)
    text = build(subject, read_model("((define-fun x () Int 1))", subject)).text
    assert "output-channel" not in text and "leak" not in text
