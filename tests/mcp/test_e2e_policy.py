"""Operator policy set by jacobian-mcp's flags: hidden from discovery, denied with reasons when called."""

from __future__ import annotations

import json

import anyio
from conftest import server_params
from mcp import Client

SAT = "p cnf 2 2\n1 2 0\n-1 0\n"


def _find(result) -> dict:
    return json.loads(result.content[0].text)


def test_deny_flags_hide_and_deny(state_dir):
    flags = ("--deny-domain", "group_theory", "--deny-capability", "sat.solve", "--deny-mode", "VERIFY")

    async def main():
        async with Client(server_params(state_dir, *flags)) as client:
            browse = _find(await client.call_tool("math.find", {"limit": 20}))
            ids, page = set(), browse
            while True:  # every page: the catalog is larger than one
                ids |= {m["capability_id"] for m in page["matches"]}
                if not page.get("next_cursor"):
                    break
                page = _find(await client.call_tool("math.find", {"limit": 20, "cursor": page["next_cursor"]}))
            assert ids, browse
            assert "sat.solve" not in ids and not any(i.startswith("group.") for i in ids), ids
            assert "sat.models.enumerate" in ids
            denied = (
                await client.call_tool("math.run", {"capability_id": "sat.solve", "payload": {"dimacs": SAT}})
            ).structured_content
            assert denied["execution"]["status"] == "ERROR"
            (diag,) = denied["diagnostics"]
            assert diag["code"] == "CAPABILITY_POLICY_DENIED" and "sat.solve" in diag["message"]
            group = (
                await client.call_tool(
                    "math.run", {"capability_id": "group.permutation.order", "payload": {"generators": ["(1,2,3)"]}}
                )
            ).structured_content
            assert (
                group["diagnostics"][0]["code"] == "CAPABILITY_POLICY_DENIED"
                and "group_theory" in group["diagnostics"][0]["message"]
            )
            verify = (
                await client.call_tool(
                    "math.run", {"capability_id": "sat.models.enumerate", "payload": {"dimacs": SAT}, "mode": "VERIFY"}
                )
            ).structured_content
            assert verify["diagnostics"][0]["code"] == "CAPABILITY_POLICY_DENIED"
            explore = (
                await client.call_tool(
                    "math.run", {"capability_id": "sat.models.enumerate", "payload": {"dimacs": SAT}}
                )
            ).structured_content
            assert explore["execution"]["status"] == "COMPLETED", explore
            digest_denied = browse["policy_digest"]
        async with Client(server_params(state_dir)) as client:
            browse = _find(await client.call_tool("math.find", {"limit": 20}))
            assert browse["policy_digest"] != digest_denied
            found = _find(await client.call_tool("math.find", {"capability_id": "sat.solve"}))
            assert found["kind"] == "INSPECT" and found["capability_id"] == "sat.solve", found

    anyio.run(main)
