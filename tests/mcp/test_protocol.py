"""Protocol details a strict client checks (issue 28, item 5), through the real SDK client over real stdio:
``logging/setLevel`` honoured; every published tool schema portable (no ``null`` union where an absent key
serves) and the answers matching them; ``math.find`` and ``math.run`` giving one reason, one code, for a
capability whose provider is absent."""

from __future__ import annotations

import json

import anyio
import jsonschema
from conftest import server_params
from mcp import Client

SMALL_SAT = "p cnf 2 2\n1 2 0\n-1 0\n"


def null_unions(schema, path="$") -> list[str]:
    """Where ``schema`` admits ``null`` through a union: ``type: [..., "null"]`` or an ``anyOf``/``oneOf``
    branch ``{"type": "null"}``."""
    found = []
    if isinstance(schema, dict):
        kinds = schema.get("type")
        if isinstance(kinds, list) and "null" in kinds:
            found.append(f"{path}.type")
        for key in ("anyOf", "oneOf"):
            if any(isinstance(b, dict) and b.get("type") == "null" for b in schema.get(key) or []):
                found.append(f"{path}.{key}")
        for key, value in schema.items():
            found += null_unions(value, f"{path}.{key}")
    elif isinstance(schema, list):
        for i, value in enumerate(schema):
            found += null_unions(value, f"{path}[{i}]")
    return found


def test_null_unions_finds_both_spellings():
    assert null_unions({"properties": {"a": {"type": ["string", "null"]}}}) == ["$.properties.a.type"]
    assert null_unions({"anyOf": [{"type": "string"}, {"type": "null"}]}) == ["$.anyOf"]
    assert null_unions({"properties": {"a": {"type": "string"}}}) == []


def test_log_notifications_follow_logging_set_level(state_dir):
    async def main():
        received: list[tuple[str, str]] = []

        async def on_log(params):
            received.append((params.level, str(params.data)))

        async with Client(server_params(state_dir, "--no-prestart"), logging_callback=on_log, mode="legacy") as client:
            assert client.session.server_capabilities.logging is not None  # logging/setLevel is offered
            ok = {"capability_id": "sat.solve", "payload": {"dimacs": SMALL_SAT}}
            bad = {"capability_id": "no.such.thing", "payload": {}}

            await client.call_tool("math.run", ok)
            await client.call_tool("math.run", bad)
            assert received == []  # never asked: nothing sent

            await client.set_logging_level("info")
            await client.call_tool("math.run", ok)
            assert [level for level, _ in received] == ["info"]
            assert "sat.solve (EXPLORE): COMPLETED, conclusion SAT" in received[0][1]

            received.clear()
            await client.set_logging_level("error")
            await client.call_tool("math.run", ok)  # an info line only: filtered out
            await client.call_tool("math.run", bad)  # its error diagnostic passes
            assert [level for level, _ in received] == ["error"], received
            assert "UNKNOWN_CAPABILITY" in received[0][1]

            received.clear()
            await client.set_logging_level("emergency")
            await client.call_tool("math.run", bad)
            assert received == []

    anyio.run(main)


def test_published_schemas_are_portable_and_answers_match_them(state_dir):
    async def main():
        async with Client(server_params(state_dir, "--no-prestart", "--reasoning-log", "AUDIT")) as client:
            tools = {t.name: t for t in (await client.list_tools()).tools}
            assert set(tools) == {"math.find", "math.run", "reasoning.write"}
            for tool in tools.values():
                for kind, schema in (("inputSchema", tool.input_schema), ("outputSchema", tool.output_schema)):
                    assert not null_unions(schema or {}), (tool.name, kind, null_unions(schema))

            first = await client.call_tool("math.find", {"limit": 1})  # browse one at a time: more follow
            page = first.structured_content
            assert isinstance(page["next_cursor"], str)
            jsonschema.validate(page, tools["math.find"].output_schema)
            last = await client.call_tool("math.find", {"query": "satisfiable", "limit": 20})
            assert "next_cursor" not in last.structured_content  # no further page: the key is absent, not null
            jsonschema.validate(last.structured_content, tools["math.find"].output_schema)

            for args in (
                {"capability_id": "sat.solve", "payload": {"dimacs": SMALL_SAT}},
                {"capability_id": "sat.solve", "payload": {"dimacs": SMALL_SAT}, "mode": "VERIFY"},
                {"capability_id": "no.such.thing", "payload": {}},
            ):
                result = (await client.call_tool("math.run", args)).structured_content
                jsonschema.validate(result, tools["math.run"].output_schema)
                ours = json.dumps({k: v for k, v in result.items() if k != "output"})  # the output is the provider's
                assert ": null" not in ours, ours  # an optional field that is None is an absent key
            explore = await client.call_tool(
                "math.run", {"capability_id": "sat.solve", "payload": {"dimacs": SMALL_SAT}}
            )
            assert "verification_record_uri" not in explore.structured_content["assurance"]

    anyio.run(main)


def test_find_and_run_give_one_reason_for_an_absent_provider(state_dir, tmp_path):
    """Lean made absent for certain (an operator override pointing at no executable): math.find's inspection
    and math.run both answer PROVIDER_UNAVAILABLE with the same message, naming the provider's status."""
    manifests = tmp_path / "manifests"
    manifests.mkdir()
    (manifests / "lean.yaml").write_text(f"override: lean\nrun:\n  executable: {tmp_path / 'no-lean' / 'lean'}\n")

    async def main():
        params = server_params(state_dir, "--no-prestart", "--manifest-dir", str(manifests))
        async with Client(params) as client:
            found = await client.call_tool("math.find", {"capability_id": "lean.check"})
            ran = await client.call_tool("math.run", {"capability_id": "lean.check", "payload": {}})
            fdiag = found.structured_content["diagnostics"]
            rdiag = ran.structured_content["diagnostics"]
            assert found.is_error and ran.is_error
            assert [d["code"] for d in fdiag] == [d["code"] for d in rdiag] == ["PROVIDER_UNAVAILABLE"]
            assert fdiag[0]["message"] == rdiag[0]["message"]
            assert "lean UNAVAILABLE (EXECUTABLE_NOT_FOUND" in fdiag[0]["message"]
            assert fdiag[0]["path"] == rdiag[0]["path"] == "$.capability_id"
            unknown = await client.call_tool("math.find", {"capability_id": "no.such.thing"})
            assert unknown.structured_content["diagnostics"][0]["code"] == "UNKNOWN_CAPABILITY"  # really unknown

    anyio.run(main)
