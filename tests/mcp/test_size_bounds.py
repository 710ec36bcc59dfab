"""Every math.find response stays within 16 KiB on the wire, for a catalog far larger than that.

The server runs in process over a generated catalog; a tap on its write stream
serializes each message exactly as the stdio transport writes it.
"""

from __future__ import annotations

import json

import anyio
import gen
from mcp import Client
from wiretap import StreamsTransport, tapped

from jacobian.discovery import BUDGET_BYTES, json_bytes
from jacobian.mcp.app import build_server
from jacobian.mcp.find_tool import WIRE_BYTES_MAX


def make_catalog():
    entries = [gen.sat_solve(), gen.smt_countermodel(), *gen.padding(40), *gen.padding(3, big_schema=True)]
    # Rename the big-schema ones so ids stay unique.
    big = []
    for e in entries[-3:]:
        d = e.descriptor.model_copy(update={"id": e.descriptor.id.replace("algebra.", "algebra.big_")})
        big.append(gen.SimpleEntry(d, e.request_model))
    return gen.catalog([*entries[:-3], *big])


def test_generated_catalog_overflows_the_bound():
    cat = make_catalog()
    from jacobian.mcp.resources import catalog_document

    assert json_bytes(catalog_document(gen.FakeRuntime(cat))) > 4 * BUDGET_BYTES


def test_search_browse_and_every_view_within_16_kib_per_copy_on_the_wire():
    cat = make_catalog()
    server = build_server(gen.FakeRuntime(cat))
    calls = [
        {"query": "polynomial rings algebra", "limit": 20},
        {"query": "algebra operation number", "limit": 20},
        {"query": "x " * 255 + "polynomial", "limit": 20},
        {"limit": 20},
        {"query": "satisfiable"},
        {"query": "informal proof"},
        {"capability_id": "no.such_thing"},
        {"query": "y" * 600},  # an invalid query, echoed nowhere in full
    ]
    for e in cat.entries:
        for view in ("SUMMARY", "CONTRACT", "FULL"):
            calls.append({"capability_id": e.descriptor.id, "view": view})

    async def main():
        async with tapped(server) as (streams, tap):
            async with Client(StreamsTransport(streams)) as client:
                docs = []
                for args in calls:
                    before = len(tap.sizes)
                    result = await client.call_tool("math.find", args)
                    sent = tap.sizes[before:]
                    assert sent and max(sent) <= WIRE_BYTES_MAX, (args, sent)
                    assert json_bytes(result.structured_content) <= BUDGET_BYTES, args
                    docs.append((args, json.loads(result.content[0].text)))
                # browse every page at limit 20, all within the bound, covering the catalog exactly once
                seen, cursor = [], None
                while True:
                    before = len(tap.sizes)
                    doc = json.loads(
                        (await client.call_tool("math.find", {"limit": 20} | ({"cursor": cursor} if cursor else {})))
                        .content[0]
                        .text
                    )
                    assert max(tap.sizes[before:]) <= WIRE_BYTES_MAX
                    seen += [m["capability_id"] for m in doc["matches"]]
                    cursor = doc.get("next_cursor")  # absent on the last page
                    if not cursor:
                        break
                return docs, seen

    docs, seen = anyio.run(main)
    assert seen == sorted(e.descriptor.id for e in cat.entries)
    by_call = {json.dumps(a, sort_keys=True): d for a, d in docs}
    big = by_call[json.dumps({"capability_id": "algebra.big_op_000", "view": "CONTRACT"}, sort_keys=True)]
    assert big["contract"]["schema_complete"] is False
    assert big["contract"]["full_schema_uri"] == "capability://contract/algebra.big_op_000"
    small = by_call[json.dumps({"capability_id": "sat.solve", "view": "CONTRACT"}, sort_keys=True)]
    assert small["contract"]["schema_complete"] is True
    wide = by_call[json.dumps({"query": "polynomial rings algebra", "limit": 20}, sort_keys=True)]
    assert wide["degraded"] and wide["total_matches"] > 20
    for _, doc in docs:
        assert doc["catalog_digest"] == cat.catalog_digest and doc["policy_digest"] == cat.policy_digest


def test_contract_resource_gives_the_complete_schema():
    cat = make_catalog()
    server = build_server(gen.FakeRuntime(cat))

    async def main():
        async with tapped(server) as (streams, _):
            async with Client(StreamsTransport(streams)) as client:
                r = await client.read_resource("capability://contract/algebra.big_op_000")
                return json.loads(r.contents[0].text)

    doc = anyio.run(main)
    assert len(doc["input_schema"]["properties"]) == 151
