"""A VERIFIED result states the model its checker read from the caller's text; a checker declared to
read text that accepts without saying what it read does not make a result VERIFIED."""

from __future__ import annotations

import dataclasses
import re

import trio
import warmstate

from jacobian.checkers.spec import BUNDLED, GROUP_ORDER
from jacobian.contracts.diagnostics import Code
from jacobian.contracts.enums import AssuranceLevel, Verdict
from jacobian.runtime import Runtime, RuntimeConfig
from jacobian.state import State

LP = "Maximize\n obj: x + y\nSubject To\n c1: x + 2 y <= 4\n c2: 3 x + y <= 6\nBounds\n x <= 10\nEnd\n"


def _run(tmp_path, capability, payload, checkers=BUNDLED):
    state_dir = warmstate.state_dir(tmp_path / "state")
    with State.open(state_dir) as st:
        for spec in checkers:
            st.authorizations.authorize(spec, "checked-model test")

    async def main():
        async with Runtime.open(RuntimeConfig(state_dir=state_dir, manifest_dir=tmp_path / "ops")) as rt:
            rt.checkers = tuple(checkers)
            return await rt.run(capability, payload, "VERIFY")

    return trio.run(main)


def test_a_verified_lp_states_the_model_the_checker_read(tmp_path):
    result = _run(tmp_path, "optimization.linear.solve", {"lp": LP})
    assert result.assurance.level is AssuranceLevel.VERIFIED, result.diagnostics
    model = result.verification.model
    assert model.format == "cplex-lp"
    assert model.summary["sense"] == "maximize" and model.summary["variables"] == 2
    assert model.summary["rows"] == 2 and model.summary["nonzeros"] == 4
    assert re.fullmatch(r"sha256:[0-9a-f]{64}", model.digest)
    assert "about the model it read: cplex-lp (" in result.assurance.basis
    assert model.digest[:19] in result.assurance.basis


def test_an_acceptance_without_the_model_read_is_not_verified(tmp_path):
    # The group order checker, declared here as reading the caller's permutation text: it does not say what it
    # read, so its acceptance is a protocol error, the answer stays COMPUTED and no record is written.
    reading = dataclasses.replace(GROUP_ORDER, reads=("permutation-cycles",))
    result = _run(tmp_path, "group.permutation.order", {"generators": ["(1,2,3)", "(1,2)"]}, checkers=(reading,))
    assert result.output["order"] == 6
    assert result.assurance.level is AssuranceLevel.COMPUTED
    assert result.verification.verdict is Verdict.UNCHECKABLE and result.verification.record_uri is None
    assert "reported no model read" in result.verification.reason
    assert [d.code for d in result.diagnostics] == [Code.CHECKER_FAILED]
