"""The reasoning log over MCP: tool, binding of math.run, and the NDJSON resource."""

from __future__ import annotations

import json

import anyio
from conftest import server_params
from mcp import Client

SAT = "p cnf 2 2\n1 2 0\n-1 0\n"


def test_required_mode_binds_runs_and_exports_ndjson(state_dir):
    async def main():
        async with Client(server_params(state_dir, "--reasoning-log", "REQUIRED")) as client:
            tools = {t.name: t for t in (await client.list_tools()).tools}
            assert "reasoning.write" in tools
            assert "reasoning_call_id" in tools["math.run"].input_schema["properties"]
            templates = {t.uri_template for t in (await client.list_resource_templates()).resource_templates}
            assert "reasoning://run/{run_id}" in templates

            unbound = await client.call_tool("math.run", {"capability_id": "sat.solve", "payload": {"dimacs": SAT}})
            assert unbound.structured_content["diagnostics"][0]["code"] == "REASONING_CALL_UNBOUND"

            plan = (
                await client.call_tool("reasoning.write", {"phase": "PLAN", "summary": "decide a tiny CNF"})
            ).structured_content
            run_id = plan["run_id"]
            before = (
                await client.call_tool(
                    "reasoning.write",
                    {"phase": "BEFORE_TOOL", "summary": "solve it", "run_id": run_id, "capability_id": "sat.solve"},
                )
            ).structured_content
            r = await client.call_tool(
                "math.run",
                {
                    "capability_id": "sat.solve",
                    "payload": {"dimacs": SAT},
                    "reasoning_run_id": run_id,
                    "reasoning_call_id": before["call_id"],
                },
            )
            res = r.structured_content
            assert res["conclusion"] == "SAT"
            after = (
                await client.call_tool(
                    "reasoning.write",
                    {
                        "phase": "AFTER_TOOL",
                        "summary": "it is SAT",
                        "run_id": run_id,
                        "call_id": before["call_id"],
                        "report": {
                            "execution_status": "COMPLETED",
                            "assurance": res["assurance"]["level"],
                            "completeness": res["completeness"]["value"],
                            "result_digest": r.meta["jacobian/result_digest"],
                            "artifact_uris": res["artifact_uris"],
                        },
                    },
                )
            ).structured_content
            assert after["ok"] and after["report_matches"] is True, after
            too_long = await client.call_tool(
                "reasoning.write", {"phase": "FINAL", "summary": "x" * 600, "run_id": run_id}
            )
            assert (
                too_long.is_error
                and too_long.structured_content["diagnostics"][0]["code"] == "REASONING_SUMMARY_TOO_LONG"
            )
            await client.call_tool("reasoning.write", {"phase": "FINAL", "summary": "done", "run_id": run_id})

            text = (await client.read_resource(f"reasoning://run/{run_id}")).contents[0].text
            kinds = [json.loads(line)["kind"] for line in text.splitlines()]
            assert kinds[0] == "PLAN" and kinds[-1] == "FINAL" and "CALL_OUTCOME" in kinds
            assert SAT not in text  # payloads are never copied into the log

    anyio.run(main)


def test_off_mode_has_no_reasoning_surface(state_dir):
    async def main():
        async with Client(server_params(state_dir)) as client:
            assert "reasoning.write" not in {t.name for t in (await client.list_tools()).tools}
            r = await client.call_tool(
                "math.run", {"capability_id": "sat.solve", "payload": {"dimacs": SAT}, "reasoning_call_id": "x"}
            )
            assert r.is_error and r.structured_content["diagnostics"][0]["path"] == "$.reasoning_call_id"

    anyio.run(main)
