"""polynomial.compute.groebner_basis retains the ideal and its basis as a jacobian.polynomial.groebner_basis.v1
artifact (producer-only): what reference://catalog lists for the polynomial domain is what a run stores."""

from __future__ import annotations

import pytest
import trio

from jacobian.contracts.diagnostics import Code
from jacobian.runtime import Runtime
from jacobian.state.errors import StateError

from .conftest import sage_config

CYCLIC3 = {"variables": ["x", "y", "z"], "generators": ["x+y+z", "x*y+y*z+z*x", "x*y*z-1"]}


def test_a_groebner_basis_is_retained_with_its_ideal_and_only_the_runtime_may_store_one(tmp_path):
    async def main():
        async with Runtime.open(sage_config(tmp_path)) as rt:
            r = await rt.run("polynomial.compute.groebner_basis", CYCLIC3)
            stored = [rt.state.artifacts.get(u) for u in r.artifact_uris]
            with pytest.raises(StateError) as refused:
                rt.state.artifacts.put(
                    "jacobian.polynomial.groebner_basis.v1", "polynomial.groebner_basis", stored[0].payload
                )
            return r, stored, refused.value

    r, stored, refused = trio.run(main)
    assert r.execution.status.value == "COMPLETED", r.diagnostics
    (basis,) = [a for a in stored if a.schema == "jacobian.polynomial.groebner_basis.v1"]
    assert basis.payload["basis"] == r.output["basis"] and len(basis.payload["basis"]) == 3
    assert basis.payload["generators"] == CYCLIC3["generators"]
    assert (basis.payload["field"], basis.payload["order"]) == ("QQ", "degrevlex")
    assert refused.code is Code.ARTIFACT_SCHEMA_FORBIDDEN
