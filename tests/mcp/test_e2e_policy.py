"""Operator policy set by jacobian-mcp's flags: hidden from discovery, denied with reasons when called."""

from __future__ import annotations

import json

import anyio
from mcp import Client

from conftest import server_params

SAT = "p cnf 2 2\n1 2 0\n-1 0\n"


def _find(result) -> dict:
    return json.loads(result.content[0].text)


def test_deny_flags_hide_and_deny(state_dir):
    async def main():
        async with Client(server_params(state_dir, "--deny-domain", "sat", "--deny-mode", "VERIFY")) as client:
            browse = _find(await client.call_tool("math.find", {"limit": 20}))
            ids = {m["capability_id"] for m in browse["matches"]}
            assert ids and not any(i.startswith("sat.") for i in ids), ids
            denied = (await client.call_tool("math.run", {"capability_id": "sat.solve", "payload": {"dimacs": SAT}})).structured_content
            assert denied["execution"]["status"] == "ERROR"
            (diag,) = denied["diagnostics"]
            assert diag["code"] == "CAPABILITY_POLICY_DENIED" and "sat" in diag["message"]
            verify = (await client.call_tool("math.run", {"capability_id": "group.permutation.order", "payload": {"generators": ["(1,2,3)"]}, "mode": "VERIFY"})).structured_content
            assert verify["diagnostics"][0]["code"] == "CAPABILITY_POLICY_DENIED"
            explore = (await client.call_tool("math.run", {"capability_id": "group.permutation.order", "payload": {"generators": ["(1,2,3)"]}})).structured_content
            assert explore["execution"]["status"] == "COMPLETED"
            digest_denied = browse["policy_digest"]
        async with Client(server_params(state_dir)) as client:
            browse = _find(await client.call_tool("math.find", {"limit": 20}))
            assert browse["policy_digest"] != digest_denied
            assert any(m["capability_id"].startswith("sat.") for m in browse["matches"])

    anyio.run(main)
