"""End to end over stdio with the SDK client: ``picture: true`` puts a PNG (MCP image content) beside the
structured result, whose SVG artifact is retrievable; without it the content is text only."""

from __future__ import annotations

import base64
import json
import re
import shutil

import anyio
import pytest
from conftest import server_params
from mcp import Client

PETERSEN = "IheA@GUAo"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


@pytest.mark.skipif(shutil.which("dot") is None, reason="graphviz (dot) is not installed here")
def test_coloured_petersen_carries_a_png_and_its_svg_artifact(state_dir):
    async def main():
        async with Client(server_params(state_dir)) as client:
            args = {"capability_id": "graph.chromatic_number", "payload": {"graph6": PETERSEN}, "mode": "VERIFY"}
            pictured = await client.call_tool("math.run", {**args, "picture": True})
            plain = await client.call_tool("math.run", args)
            r = pictured.structured_content
            assert not pictured.is_error and r["assurance"]["level"] == "VERIFIED", pictured.content[0].text
            assert r["output"]["chromatic_number"] == 3
            [text, image] = pictured.content
            assert text.type == "text" and image.type == "image" and image.mime_type == "image/png"
            assert base64.b64decode(image.data).startswith(PNG_SIGNATURE)
            assert [c.type for c in plain.content] == ["text"]
            assert plain.structured_content["output"] == r["output"]
            [extra] = set(r["artifact_uris"]) - set(plain.structured_content["artifact_uris"])
            stored = json.loads((await client.read_resource(extra)).contents[0].text)
            svg = stored["payload"]["svg"]
            assert len(re.findall(r'<g id="node\d+" class="node">', svg)) == 10
            assert base64.b64decode(stored["payload"]["png_base64"]) == base64.b64decode(image.data)

    anyio.run(main)
