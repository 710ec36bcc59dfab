"""The contract as a client sees it: one real ``jacobian-mcp`` over stdio, driven by the MCP SDK client."""

from __future__ import annotations

import json

import anyio
from conftest import server_params
from mcp import Client

SAT = "p cnf 2 2\n1 2 0\n-1 0\n"


def _doc(result) -> dict:
    return json.loads(result.content[0].text)


def test_contract_seen_by_a_client(state_dir):
    async def main():
        async with Client(server_params(state_dir, "--no-prestart")) as client:
            # Domains named in math.find's schema exist: each filters to a non-empty set.
            tools = {t.name: t for t in (await client.list_tools()).tools}
            described = tools["math.find"].input_schema["properties"]["domain"]["description"]
            assert "installed here: " in described, described
            domains = described.split("installed here: ", 1)[1].split(", ")
            assert "sat" not in domains and "smt" not in domains and "logic" in domains, domains
            for domain in domains:
                doc = _doc(await client.call_tool("math.find", {"domain": domain, "limit": 20}))
                assert doc["matches"] and {m["domain"] for m in doc["matches"]} == {domain}, (domain, doc)

            # Engine names on the card are exactly what the `engine` field accepts, and each runs.
            card = _doc(await client.call_tool("math.find", {"capability_id": "sat.solve"}))["capability"]
            contract = _doc(await client.call_tool("math.find", {"capability_id": "sat.solve", "view": "CONTRACT"}))
            engine_enum = contract["contract"]["input_schema"]["properties"]["engine"]["anyOf"][0]["enum"]
            assert card["provider"]["engines"] == engine_enum, (card["provider"], engine_enum)
            for engine in engine_enum:
                run = await client.call_tool(
                    "math.run", {"capability_id": "sat.solve", "payload": {"dimacs": SAT, "engine": engine}}
                )
                assert run.structured_content["execution"]["status"] == "COMPLETED", (engine, run.structured_content)
                assert run.is_error is False

            # isError exactly when the run did not complete.
            bad = await client.call_tool(
                "math.run", {"capability_id": "sat.solve", "payload": {"dimacs": SAT, "solver": "nope"}}
            )
            assert bad.structured_content["execution"]["status"] == "ERROR" and bad.is_error is True
            unsat = await client.call_tool(
                "math.run", {"capability_id": "sat.solve", "payload": {"dimacs": "p cnf 1 2\n1 0\n-1 0\n"}}
            )
            assert unsat.structured_content["conclusion"] == "UNSAT" and unsat.is_error is False

            # A refused mode is shown as given, not as the EXPLORE default.
            refused = await client.call_tool(
                "math.run", {"capability_id": "sat.solve", "payload": {"dimacs": SAT}, "mode": "verify"}
            )
            assert refused.is_error is True
            header = refused.content[0].text.splitlines()[0]
            assert "mode='verify' (refused)" in header and "EXPLORE" not in header, header

            # A cross-field rule failure carries no pydantic prefix, in math.find and in math.run.
            find_bad = _doc(await client.call_tool("math.find", {"view": "FULL"}))
            (diag,) = find_bad["diagnostics"]
            assert diag["message"] == "$.view: view needs capability_id", diag
            empty = await client.call_tool("math.run", {"capability_id": "sat.solve", "payload": {}})
            assert empty.structured_content["execution"]["status"] == "ERROR" and empty.is_error is True
            (diag,) = empty.structured_content["diagnostics"]
            assert diag["message"].startswith("give exactly one of") and "Value error" not in diag["message"], diag

            # math.find answers with structured content under its declared output schema (the SDK client
            # validates it), the same document as its text, for every kind of answer.
            assert tools["math.find"].output_schema["required"] == ["kind", "catalog_digest", "policy_digest"]
            for args in ({"query": "satisfiable"}, {}, {"capability_id": "sat.solve"}, {"view": "FULL"}):
                found = await client.call_tool("math.find", args)
                assert found.structured_content == _doc(found), args
                assert found.is_error is (found.structured_content["kind"] == "ERROR"), args

            # A stale cursor names what changed.
            first = _doc(await client.call_tool("math.find", {"query": "sat", "limit": 1}))
            assert first["next_cursor"], first
            stale = _doc(
                await client.call_tool("math.find", {"query": "sat", "limit": 2, "cursor": first["next_cursor"]})
            )
            (diag,) = stale["diagnostics"]
            assert diag["code"] == "STALE_CURSOR" and "the limit changed" in diag["message"], diag

    anyio.run(main)
