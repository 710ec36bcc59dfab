"""One real EXPLORE and one real VERIFY per provider family, through the real sandbox: each family's own
published examples (the ones ``math.find`` shows agents), run on a runtime with every bundled checker
authorized. The fast lane's end-to-end guard; the families' own suites test them in depth."""

from __future__ import annotations

import pytest
import trio
import warmstate

from jacobian.capability import load_family_definitions
from jacobian.checkers import BUNDLED
from jacobian.contracts.enums import AssuranceLevel, ExecutionStatus, Mode
from jacobian.runtime import Runtime, RuntimeConfig
from jacobian.state import State

pytestmark = pytest.mark.fast

# Families the set-up installs an engine for (Lean is the operator's own toolchain; the runtime-served
# and checker families have their own tests and no engine).
FAMILIES = sorted({d.family for d in load_family_definitions().values()} - {"lean", "runtime", "checker", "testpy"})


def _first_example(family: str, mode: Mode | None) -> tuple[str, dict] | None:
    """The family's first published example (of ``mode``, when given)."""
    for cap_id, definition in sorted(load_family_definitions().items()):
        if definition.family != family:
            continue
        for example in definition.examples:
            if mode is None or example.mode is mode:
                return cap_id, example.payload
    return None


@pytest.mark.parametrize("family", FAMILIES)
def test_a_family_explores_and_verifies_its_own_examples(tmp_path, family):
    explore, verify = _first_example(family, None), _first_example(family, Mode.VERIFY)
    assert explore is not None, f"family {family} publishes no example"
    state_dir = warmstate.state_dir(tmp_path / "state")
    with State.open(state_dir) as st:
        for spec in BUNDLED:
            st.authorizations.authorize(spec, "fast-lane family smoke test")

    async def main():
        async with Runtime.open(RuntimeConfig(state_dir=state_dir, manifest_dir=tmp_path / "ops")) as rt:
            explored = await rt.run(explore[0], explore[1], Mode.EXPLORE)
            verified = await rt.run(verify[0], verify[1], Mode.VERIFY) if verify else None
            return explored, verified

    explored, verified = trio.run(main)
    assert explored.execution.status is ExecutionStatus.COMPLETED, (explore, explored.diagnostics)
    if verify is not None:
        assert verified.assurance.level is AssuranceLevel.VERIFIED, (verify, verified.assurance, verified.diagnostics)
