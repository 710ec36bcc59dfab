"""Every corpus file on every installed engine: the expected status, agreement, checked models."""

from __future__ import annotations

import pytest

from jacobian.contracts.enums import Conclusion
from jacobian.providers.smt.capabilities import SmtCheck

from .helpers import CORPUS, INSTALLED, check_model, expected, run_capability

FILES = sorted(CORPUS.glob("*.smt2"))
CHECK = SmtCheck()


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_every_engine_on_the_corpus(path):
    script, want = path.read_text(), expected(path)
    answers = {}
    for engine in INSTALLED:
        result = CHECK_RUN(script, engine)
        answers[engine] = result
        if want in ("sat", "unsat"):
            assert result.output.status == want, f"{engine} on {path.name}: {result.output}"
        if result.conclusion is Conclusion.UNSAT:
            assert [o.kind for o in result.obligations] == ["NO_PROOF_CHECKER"]
            assert result.level.value == "COMPUTED"
        if result.conclusion is Conclusion.SAT:
            # every model, from every engine, is checked by the other implementation
            decision = check_model(result.output.producer, script, result.output.model_text)
            assert decision["accepted"], f"{engine} model on {path.name} rejected: {decision}"
        if result.conclusion is Conclusion.UNKNOWN:
            assert result.output.reason
    definite = {e: r.output.status for e, r in answers.items() if r.output.status != "unknown"}
    assert len(set(definite.values())) <= 1, f"engines disagree on {path.name}: {definite}"


def CHECK_RUN(script: str, engine: str):
    return run_capability(CHECK, {"script": script, "timeout_ms": 3000, "unsat_core": True}, engine)


def test_typed_model_values_are_exact():
    script = (CORPUS / "lra_sat.smt2").read_text()
    for engine in INSTALLED:
        model = CHECK_RUN(script, engine).output.model
        values = {a["name"]: a["value"] for a in model["assignments"]}
        assert values == {"r": "1/3", "s": "19/6"}, (engine, model)


def test_bitvector_and_universe_json():
    for engine in INSTALLED:
        bv = CHECK_RUN((CORPUS / "bv_sat.smt2").read_text(), engine).output.model["assignments"][0]
        assert bv["width"] == 8 and (int(bv["value"]) * 3) % 256 == 0x01 and int(bv["value"]) > 15
        uf = CHECK_RUN((CORPUS / "uf_sat.smt2").read_text(), engine).output.model
        assert len(uf["universes"]["U"]) >= 2, (engine, uf)
        a = {x["name"]: x for x in uf["assignments"]}
        assert a["a"]["element"] != a["b"]["element"]
        assert {f["name"] for f in uf["functions"]} >= {"f", "p"}


def test_unsat_core_names_the_assertions():
    for engine in INSTALLED:
        out = CHECK_RUN((CORPUS / "lia_unsat.smt2").read_text(), engine).output
        assert out.unsat_core == ["above", "below"], (engine, out)
