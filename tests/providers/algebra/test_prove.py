"""universal_algebra.implication.prove and universal_algebra.proof.verify through the real runtime (manifest,
probe, supervisor, the sandboxed E worker, the proof checker).

Equation numbers are those of the Equational Theories Project (Tao et al., 2024-25,
https://github.com/teorth/equational_theories; statements from ``data/equations.txt``, outcomes from
``data/2024-11-10-outcomes.json.zip``); the sample in ``tests/data/etp/`` is described in its README.
"""

from __future__ import annotations

import json
from pathlib import Path

import trio
from verify_runs import record_job_labels, verified

from jacobian.checkers.algebra.proof_check import MAX_STEPS
from jacobian.contracts.enums import AssuranceLevel, Conclusion, ExecutionStatus

from .conftest import runtime

PROVE = "universal_algebra.implication.prove"
VERIFY_PROOF = "universal_algebra.proof.verify"
SAMPLE = Path(__file__).resolve().parents[2] / "data" / "etp" / "implications_sample.jsonl"
EQ387, EQ43 = "x*y = (y*y)*x", "x*y = y*x"
EQ1689, EQ2 = "x = (y*x)*((x*z)*z)", "x = y"


def _run(tmp_path, runs, authorize=True, spy=None):
    async def main():
        async with runtime(tmp_path, authorize) as rt:
            if spy is not None:
                record_job_labels(rt, spy)
            return [await rt.run(cap, payload, mode) for cap, payload, mode in runs]

    return trio.run(main)


def _replay(steps, start, sources):
    """A test-local replay of a flat chain (every step by a source law) from ``start``: the terms it passes."""
    from jacobian.checkers.algebra.terms import parse_law, parse_term

    def sub(t, s):
        return s[t] if isinstance(t, str) else (sub(t[0], s), sub(t[1], s))

    laws = [parse_law(s) for s in sources]
    term = parse_law(start + " = " + start)[0]
    for st in steps:
        lhs, rhs = laws[st["law"]]
        before, after = (rhs, lhs) if st["mirror"] else (lhs, rhs)
        sigma = {v: parse_term(t, 200, 4095, 40000) for v, t in st["subst"].items()}
        path, node = st["at"], term
        for i in path:
            node = node[i]
        assert node == sub(before, sigma)

        def put(t, p, new):
            return new if not p else ((put(t[0], p[1:], new), t[1]) if p[0] == 0 else (t[0], put(t[1], p[1:], new)))

        term = put(term, path, sub(after, sigma))
        assert term == parse_term(st["term"], 200, 4095, 40000)
    return term


def test_387_implies_commutativity_with_a_flat_chain_verified(tmp_path):
    (r,) = _run(tmp_path, [(PROVE, {"sources": [EQ387], "target": EQ43}, "VERIFY")])
    assert r.conclusion is Conclusion.TRUE and verified(r), [d.message for d in r.diagnostics]
    proof = r.output["proof"]
    assert proof["lemmas"] == [] and len(proof["steps"]) == r.output["steps"] > 0
    assert all(st["law"] == 0 for st in proof["steps"])  # flattened: every step by the source law
    from jacobian.checkers.algebra.terms import parse_law

    assert _replay(proof["steps"], "x*y", [EQ387]) == parse_law(EQ43)[1]
    assert "magma-laws" in r.assurance.basis and "x*y = y*x" in r.assurance.basis


def test_kisielewicz_1689_implies_the_singleton_law_verified_with_lemmas_kept(tmp_path):
    """Equation 1689 implies Equation 2 (Kisielewicz 1997; ``Equation1689_implies_Equation2``)."""
    runs = [
        (PROVE, {"sources": [EQ1689], "target": EQ2}, "VERIFY"),
        (PROVE, {"sources": [EQ1689], "target": EQ2, "flatten_up_to": 0}, "VERIFY"),
    ]
    flat, lemmas = _run(tmp_path, runs)
    for r in (flat, lemmas):
        assert r.conclusion is Conclusion.TRUE and verified(r), [d.message for d in r.diagnostics]
    assert flat.output["lemmas"] == 0 and lemmas.output["lemmas"] > 0
    assert lemmas.output["steps"] < flat.output["steps"]


def test_saturation_is_false_without_a_certificate_and_a_timeout_is_unknown(tmp_path):
    runs = [
        (PROVE, {"sources": ["x*y = y*x"], "target": "x*(y*z) = (x*y)*z"}, "VERIFY"),
        # ETP 2531 does not imply 542 (a countermodel of order 5): E saturates nothing within a second
        (
            PROVE,
            {
                "sources": ["x = (y*((y*x)*x))*y"],
                "target": "x = y*(z*(x*(y*y)))",
                "limits": {"seconds": 1},
            },
            "VERIFY",
        ),
    ]
    saturated, timed_out = _run(tmp_path, runs)
    assert saturated.conclusion is Conclusion.FALSE and saturated.output["prover_status"] == "CounterSatisfiable"
    assert saturated.assurance.level is AssuranceLevel.COMPUTED
    assert [o.kind for o in saturated.assurance.obligations] == ["COUNTERMODEL"]
    assert timed_out.conclusion is Conclusion.UNKNOWN and timed_out.output["status"] == "UNKNOWN"
    assert timed_out.execution.status is ExecutionStatus.COMPLETED
    assert timed_out.assurance.level is not AssuranceLevel.VERIFIED


def test_etp_sample_true_implications_are_proved_and_verified(tmp_path):
    """The first 12 true implications of the committed sample (the bench measures all 1,000 pairs)."""
    rows = [json.loads(line) for line in SAMPLE.read_text().splitlines()]
    true = [r for r in rows if r["implies"]][:12]
    runs = [(PROVE, {"sources": [r["source_law"]], "target": r["target_law"]}, "VERIFY") for r in true]
    for row, r in zip(true, _run(tmp_path, runs)):
        assert r.conclusion is Conclusion.TRUE and verified(r), (row, [d.message for d in r.diagnostics])


def test_a_supplied_proof_is_checked_and_a_forged_one_is_false(tmp_path):
    good = {
        "sources": ["x*y = y*x"],
        "target": "x*(y*z) = x*(z*y)",
        "proof": {"steps": [{"law": 0, "at": [1], "subst": {"x": "y", "y": "z"}, "term": "x*(z*y)"}]},
    }
    wrong_position = json.loads(json.dumps(good))
    wrong_position["proof"]["steps"][0]["at"] = []
    true, false = _run(tmp_path, [(VERIFY_PROOF, good, "VERIFY"), (VERIFY_PROOF, wrong_position, "VERIFY")])
    assert true.conclusion is Conclusion.TRUE and verified(true), [d.message for d in true.diagnostics]
    assert false.conclusion is Conclusion.FALSE and "not the law's instance" in false.output["reason"]


def _commuting(n):
    """n steps of commutativity at position [0] of (x*y)*z: odd n leads to (y*x)*z."""
    steps, pair = [], ("x", "y")
    for _ in range(n):
        pair = (pair[1], pair[0])
        steps.append({"law": 0, "at": [0], "subst": {"x": pair[1], "y": pair[0]}, "term": f"({pair[0]}*{pair[1]})*z"})
    return steps


BASE = {"sources": ["x*y = y*x"], "target": "(x*y)*z = (y*x)*z"}


def test_hostile_proofs_are_refused_with_their_path_before_any_job(tmp_path):
    step = _commuting(1)[0]
    inline_too_long = {**BASE, "proof": {"steps": [step] * (MAX_STEPS + 1)}}  # beyond the payload limit first
    bad_term = {**BASE, "proof": {"steps": [{**step, "term": "(y*x"}]}}
    bad_subst = {**BASE, "proof": {"steps": [{**step, "subst": {"x": "x)*(y", "y": "y"}}]}}
    deep = "x" + "*(x" * 250 + ")" * 250
    too_deep = {**BASE, "proof": {"steps": [{**step, "term": deep}]}}
    both = {**BASE, "proof": {"steps": [{**step, "lemma": 0}]}}
    neither = {**BASE}
    spy: list[str] = []
    payloads = (inline_too_long, bad_term, bad_subst, too_deep, both, neither)
    results = _run(tmp_path, [(VERIFY_PROOF, p, "VERIFY") for p in payloads], spy=spy)
    assert spy == []  # nothing planned, nothing supervised: no checker job either
    paths = [[(d.code.value, d.path) for d in r.diagnostics] for r in results]
    assert paths == [
        [("PAYLOAD_TOO_LARGE", "$.payload")],
        [("INVALID_REQUEST", "$.payload.proof.steps[0].term")],
        [("INVALID_REQUEST", "$.payload.proof.steps[0].subst.x")],
        [("INVALID_REQUEST", "$.payload.proof.steps[0].term")],
        [("INVALID_REQUEST", "$.payload.proof.steps[0]")],
        [("INVALID_REQUEST", "$.payload")],
    ], paths
    assert all(r.execution.status is ExecutionStatus.ERROR for r in results)


def test_a_stored_proof_beyond_the_step_limit_is_refused_and_one_of_100001_steps_is_verified(tmp_path):
    from jacobian.providers.algebra.proof_models import PROOF_SCHEMA
    from jacobian.state.errors import StateError

    step = _commuting(1)[0]
    lemma = {"lhs": "x", "rhs": "x", "steps": [step] * (MAX_STEPS // 2 + 1)}
    refused = {}

    async def main():
        async with runtime(tmp_path) as rt:
            put = rt.state.artifacts.put
            for name, proof in (
                ("steps", {"steps": [step] * (MAX_STEPS + 1)}),
                ("over_lemmas", {"lemmas": [lemma, lemma], "steps": [step]}),
            ):
                try:
                    put(PROOF_SCHEMA, "universal_algebra.equational_proof", proof)
                except StateError as exc:
                    refused[name] = (exc.code.value, exc.path, exc.message)
            uri = put(PROOF_SCHEMA, "universal_algebra.equational_proof", {"steps": _commuting(100_001)})
            spy: list[str] = []
            record_job_labels(rt, spy)
            ok = await rt.run(VERIFY_PROOF, {**BASE, "proof_artifact": uri}, "VERIFY")
            wrong_schema = await rt.run(VERIFY_PROOF, {**BASE, "proof_artifact": ok.assurance.verification_record_uri})
            return ok, wrong_schema, spy

    ok, wrong_schema, spy = trio.run(main)
    assert refused["steps"][:2] == ("INVALID_REQUEST", "$.payload.steps") and str(MAX_STEPS) in refused["steps"][2]
    assert refused["over_lemmas"][:2] == ("INVALID_REQUEST", "$.payload"), refused
    assert ok.conclusion is Conclusion.TRUE and verified(ok), [d.message for d in ok.diagnostics]
    assert [(d.code.value, d.path) for d in wrong_schema.diagnostics] == [
        ("INVALID_REQUEST", "$.payload.proof_artifact")
    ]
    assert len(spy) == 1  # the one checker job of the genuine proof
