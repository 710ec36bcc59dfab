"""The equational-proof checker program fed genuine proofs and forgeries (real process, real JSON Lines).

A genuine proof: x*y = (y*y)*x implies commutativity (Equational Theories Project, Equation 387 implies
Equation 43; ``Equation387_implies_Equation43`` in ``equational_theories/Subgraph.lean``), written by hand
below as the seven steps E's proof gives; each forgery changes one thing and must be rejected.
"""

from __future__ import annotations

import copy
import json
import subprocess
import sys

from jacobian.checkers.algebra.proof_check import MAX_STEPS

CHECKER = "jacobian.checkers.algebra.proof_check"
EQ387 = "x*y = (y*y)*x"
COMM = "x*y = y*x"


def _step(law, mirror, at, subst, term, key="law"):
    return {key: law, "mirror": mirror, "at": at, "subst": subst, "term": term}


# x*y -> (y*y)*x -> (x*x)*(y*y) -> ((y*y)*(y*y))*(x*x) -> ((y*y)*y)*(x*x) -> (y*y)*(x*x) -> (x*x)*y -> y*x
PROOF_387 = {
    "lemmas": [],
    "steps": [
        _step(0, False, [], {"x": "x", "y": "y"}, "(y*y)*x"),
        _step(0, False, [], {"x": "y*y", "y": "x"}, "(x*x)*(y*y)"),
        _step(0, False, [], {"x": "x*x", "y": "y*y"}, "((y*y)*(y*y))*(x*x)"),
        _step(0, True, [0], {"x": "y*y", "y": "y"}, "((y*y)*y)*(x*x)"),
        _step(0, True, [0], {"x": "y", "y": "y"}, "(y*y)*(x*x)"),
        _step(0, True, [], {"x": "x*x", "y": "y"}, "(x*x)*y"),
        _step(0, True, [], {"x": "y", "y": "x"}, "y*x"),
    ],
}


def check(sources, target, certificate):
    payload = {"claim": {"kind": "EQUATIONAL_IMPLICATION"}, "subject": {"sources": sources, "target": target}}
    payload["certificate"] = certificate
    line = json.dumps({"type": "request", "payload": payload}) + "\n"
    proc = subprocess.run(
        [sys.executable, "-I", "-m", CHECKER], input=line, capture_output=True, text=True, timeout=600
    )
    return json.loads(proc.stdout.strip().splitlines()[-1])["data"]


def forged(change):
    proof = copy.deepcopy(PROOF_387)
    change(proof)
    return check([EQ387], COMM, proof)


def test_the_genuine_proof_is_accepted_and_states_the_laws_it_read():
    got = check([EQ387], COMM, PROOF_387)
    assert got["accepted"] is True, got
    assert got["checked"] == {"steps": 7, "lemmas": 0}
    model = got["model"]
    assert model["format"] == "magma-laws" and model["digest"].startswith("sha256:")
    assert model["summary"] == {"sources": 1, "target": "x*y = y*x", "target_variables": 2}
    # the same laws written as trees read to the same model
    tree = {"lhs": {"mul": [{"var": "x"}, {"var": "y"}]}, "rhs": {"mul": [{"var": "y"}, {"var": "x"}]}}
    assert check([EQ387], tree, PROOF_387)["model"] == model


def test_a_step_at_the_wrong_position_is_rejected():
    def wrong_position(p):
        p["steps"][3]["at"] = [1]  # the instance (y*y)*(y*y) is at [0]; at [1] stands x*x

    got = forged(wrong_position)
    assert got["accepted"] is False and "certificate.steps[3]" in got["reason"], got
    assert "not the law's instance" in got["reason"]


def test_a_position_below_a_variable_is_rejected():
    got = forged(lambda p: p["steps"][0].update(at=[0, 0]))
    assert got["accepted"] is False and "has no position [0, 0]" in got["reason"], got


def test_a_substitution_that_does_not_match_is_rejected():
    got = forged(lambda p: p["steps"][1]["subst"].update(x="x*y"))
    assert got["accepted"] is False and "certificate.steps[1]" in got["reason"], got
    missing = forged(lambda p: p["steps"][1]["subst"].pop("y"))
    assert missing["accepted"] is False and "must give exactly the variables ['x', 'y']" in missing["reason"]
    extra = forged(lambda p: p["steps"][1]["subst"].update(z="x"))
    assert extra["accepted"] is False and "exactly the variables" in extra["reason"]


def test_a_stated_term_that_the_step_does_not_yield_is_rejected():
    got = forged(lambda p: p["steps"][2].update(term="((y*y)*(y*y))*(x*y)"))
    assert got["accepted"] is False and "certificate.steps[2].term is not the term the step yields" in got["reason"]


def test_the_wrong_direction_is_rejected():
    got = forged(lambda p: p["steps"][0].update(mirror=True))
    assert got["accepted"] is False and "certificate.steps[0]" in got["reason"], got


def test_a_proof_of_another_target_is_rejected():
    # the same chain is no proof of x*y = y*x's relatives: associativity, or commutativity read backwards
    got = check([EQ387], "x*(y*z) = (x*y)*z", PROOF_387)
    assert got["accepted"] is False, got
    swapped = check([EQ387], "y*x = x*y", PROOF_387)
    assert swapped["accepted"] is False and "certificate.steps[0]" in swapped["reason"], swapped
    # and it is no proof from another source law
    other = check(["x*y = (x*x)*y"], COMM, PROOF_387)
    assert other["accepted"] is False, other


def test_a_truncated_chain_is_rejected():
    got = forged(lambda p: p["steps"].pop())
    assert got["accepted"] is False and "ends at another term" in got["reason"], got


def test_a_law_index_past_the_sources_and_a_lemma_used_before_it_is_proved_are_rejected():
    got = forged(lambda p: p["steps"][0].update(law=1))
    assert got["accepted"] is False and "names no source law or earlier lemma" in got["reason"]
    # lemma 0 = the whole chain; a lemma that uses itself proves nothing
    circular = {
        "lemmas": [
            {"lhs": "x*y", "rhs": "y*x", "steps": [_step(0, False, [], {"v1": "x", "v2": "y"}, "y*x", "lemma")]}
        ],
        "steps": [_step(0, False, [], {"v1": "x", "v2": "y"}, "y*x", "lemma")],
    }
    got = check([EQ387], COMM, circular)
    assert got["accepted"] is False and "certificate.lemmas[0].steps[0]" in got["reason"], got


def test_a_lemma_with_its_own_chain_is_used_under_a_substitution():
    lemma = {"lhs": "a*b", "rhs": "b*a", "steps": copy.deepcopy(PROOF_387["steps"])}
    for st in lemma["steps"]:  # the chain renamed: x -> a, y -> b
        st["subst"] = {k: v.replace("x", "a").replace("y", "b") for k, v in st["subst"].items()}
        st["term"] = st["term"].replace("x", "a").replace("y", "b")
    target = "(x*y)*z = z*(x*y)"
    main = [_step(0, False, [], {"a": "x*y", "b": "z"}, "z*(x*y)", "lemma")]
    assert check([EQ387], target, {"lemmas": [lemma], "steps": main})["accepted"] is True
    bad_lemma = copy.deepcopy(lemma)
    bad_lemma["rhs"] = "a*a"
    got = check([EQ387], target, {"lemmas": [bad_lemma], "steps": main})
    assert got["accepted"] is False and "certificate.lemmas[0].steps ends at another term" in got["reason"], got


def test_malformed_certificates_are_rejected_never_accepted():
    for cert in (
        None,
        {"steps": PROOF_387["steps"]},
        {"lemmas": [], "steps": PROOF_387["steps"], "extra": 1},
        {"lemmas": [], "steps": [{"law": 0}]},
        {"lemmas": [], "steps": [{**PROOF_387["steps"][0], "term": "(y*y"}]},
        {"lemmas": [], "steps": [{**PROOF_387["steps"][0], "lemma": 0}]},
        {"lemmas": [], "steps": [{**PROOF_387["steps"][0], "law": True}]},
    ):
        assert check([EQ387], COMM, cert)["accepted"] is False, cert


def _commuting_chain(n):
    """n steps of commutativity at position [0] of (x*y)*z: odd n leads to (y*x)*z."""
    steps, pair = [], ("x", "y")
    for _ in range(n):
        pair = (pair[1], pair[0])
        steps.append(_step(0, False, [0], {"x": pair[1], "y": pair[0]}, f"({pair[0]}*{pair[1]})*z"))
    return steps


def test_a_proof_of_100001_steps_is_accepted():
    got = check([COMM], "(x*y)*z = (y*x)*z", {"lemmas": [], "steps": _commuting_chain(100_001)})
    assert got["accepted"] is True and got["checked"]["steps"] == 100_001, got["reason"]


def test_a_proof_beyond_the_step_limit_is_rejected_before_replay():
    steps = [_step(0, False, [0], {"x": "x", "y": "y"}, "(y*x)*z")] * (MAX_STEPS + 1)
    got = check([COMM], "(x*y)*z = (y*x)*z", {"lemmas": [], "steps": steps})
    assert got["accepted"] is False and f"more than {MAX_STEPS}" in got["reason"], got["reason"]
