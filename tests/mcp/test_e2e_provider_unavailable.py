"""math.run of a capability whose every provider is unhealthy, over real stdio: a typed PROVIDER_UNAVAILABLE
result (isError, the provider and its reason named), not a crash and not UNKNOWN_CAPABILITY (issue 15)."""

from __future__ import annotations

import anyio
import pytest
from conftest import server_params
from mcp import Client

from jacobian.checkers.spec import lean_toolchain


@pytest.mark.skipif(lean_toolchain() is not None, reason="a Lean toolchain is present: lean.check is served here")
def test_math_run_of_lean_without_a_toolchain(state_dir):
    async def main():
        async with Client(server_params(state_dir, "--no-prestart")) as client:
            r = await client.call_tool(
                "math.run", {"capability_id": "lean.check", "payload": {"statement": "True", "proof": "trivial"}}
            )
            assert r.is_error
            [d] = r.structured_content["diagnostics"]
            assert d["code"] == "PROVIDER_UNAVAILABLE" and d["path"] == "$.capability_id"
            assert "lean UNAVAILABLE (EXECUTABLE_NOT_FOUND" in d["message"]
            ok = await client.call_tool(
                "math.run", {"capability_id": "sat.solve", "payload": {"dimacs": "p cnf 1 1\n1 0\n"}}
            )
            assert ok.structured_content["conclusion"] == "SAT"

    anyio.run(main)
