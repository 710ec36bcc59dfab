"""claim.* as an agent meets them: a real ``jacobian-mcp`` over stdio, the SDK client, math.find then math.run."""

from __future__ import annotations

import json

import anyio
from conftest import server_params
from mcp import Client

from jacobian.providers.claim.decompose import digest, reconstruct

SCHEMA = "jacobian.claim.propositional_structure.v1"
CLAIM = {  # "n is even and (n > 2 and n is not prime)"
    "root": "r",
    "nodes": [
        {"id": "r", "connective": "CONJUNCTION", "children": ["a", "c"], "span": {"start": 0, "end": 40}},
        {"id": "a", "connective": "ATOM", "payload": "n is even"},
        {"id": "c", "connective": "CONJUNCTION", "children": ["b", "d"]},
        {"id": "b", "connective": "ATOM", "payload": "n > 2"},
        {"id": "d", "connective": "NEGATION", "children": ["e"]},
        {"id": "e", "connective": "ATOM", "payload": "n is prime"},
    ],
}


def _doc(result) -> dict:
    return json.loads(result.content[0].text)


def test_agent_finds_and_runs_the_claim_capabilities(state_dir):
    async def main():
        async with Client(server_params(state_dir, "--no-prestart")) as client:
            # math.find: each capability is the first answer to the words an agent would use.
            for query, wanted in (
                ("split a conjunction claim into subgoals", "claim.conjunction.split"),
                ("proof obligations of an implication: assume the antecedent", "claim.implication.obligations"),
                ("is my claim structure well-formed", "claim.validate"),
                ("rebuild a claim from its parts", "claim.reconstruct"),
            ):
                found = _doc(await client.call_tool("math.find", {"query": query}))
                assert found["matches"][0]["capability_id"] == wanted, (query, found["matches"][:3])
            domain = _doc(await client.call_tool("math.find", {"domain": "claims", "limit": 20}))
            assert {m["capability_id"] for m in domain["matches"]} == {
                "claim.validate",
                "claim.conjunction.split",
                "claim.implication.obligations",
                "claim.reconstruct",
            }
            contract = _doc(
                await client.call_tool("math.find", {"capability_id": "claim.conjunction.split", "view": "CONTRACT"})
            )
            assert contract["contract"]["input_schema"]["required"] == ["artifact"]

            # math.run: store the claim, split it, rebuild it from the parts.
            put = await client.call_tool(
                "math.run", {"capability_id": "artifact.put", "payload": {"schema": SCHEMA, "payload": CLAIM}}
            )
            assert not put.is_error, put.content[0].text
            uri = put.structured_content["output"]["uri"]
            split = await client.call_tool(
                "math.run", {"capability_id": "claim.conjunction.split", "payload": {"artifact": uri}}
            )
            r = split.structured_content
            assert not split.is_error and r["execution"]["status"] == "COMPLETED", split.content[0].text
            assert r["assurance"]["level"] == "COMPUTED"
            assert [o["kind"] for o in r["assurance"]["obligations"]] == ["DECOMPOSITION_IS_NOT_PROOF"]
            out = r["output"]
            assert [(p["role"], p["root_id"], p["connective"]) for p in out["parts"]] == [
                ("CONJUNCT", "a", "ATOM"),
                ("CONJUNCT", "c", "CONJUNCTION"),
            ]
            recon = out["reconstruction"]
            rebuilt = reconstruct(recon["root_node"], recon["node_order"], [p["structure"] for p in out["parts"]])
            assert (
                digest(rebuilt) == out["source"]["payload_digest"] == put.structured_content["output"]["payload_digest"]
            )

            # The wrong decomposition for the root, a malformed claim, and an inline check.
            wrong = await client.call_tool(
                "math.run", {"capability_id": "claim.implication.obligations", "payload": {"artifact": uri}}
            )
            assert wrong.is_error
            (diag,) = wrong.structured_content["diagnostics"]
            assert diag["code"] == "UNSUPPORTED_TOP_LEVEL_CONNECTIVE" and diag["path"] == "$.payload.artifact"
            twice = {"root": "r", "nodes": [*CLAIM["nodes"], {"id": "a", "connective": "ATOM", "payload": "x"}]}
            refused = await client.call_tool(
                "math.run", {"capability_id": "artifact.put", "payload": {"schema": SCHEMA, "payload": twice}}
            )
            assert refused.is_error
            (diag,) = refused.structured_content["diagnostics"]
            assert diag["code"] == "CLAIM_DUPLICATE_NODE_ID" and diag["path"] == "$.payload.payload.nodes[6].id"
            checked = await client.call_tool(
                "math.run", {"capability_id": "claim.validate", "payload": {"structure": twice}}
            )
            c = checked.structured_content
            assert not checked.is_error and c["conclusion"] == "FALSE"
            assert [(d["code"], d["path"]) for d in c["output"]["defects"]] == [
                ("CLAIM_DUPLICATE_NODE_ID", "$.nodes[6].id")
            ]

    anyio.run(main)
