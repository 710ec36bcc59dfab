"""``python -m jacobian.demo``: a readable MCP session with Jacobian, end to end.

Starts ``jacobian-mcp`` as a subprocess, connects the MCP SDK's Client over
stdio, lists the tools, finds "satisfiable", runs ``sat.solve`` on a small
formula in EXPLORE and then VERIFY, reads the catalog and the verification
record, and prints what happened. Uses a fresh temporary state directory unless
``--state-dir`` is given; authorizing the bundled checkers there is shown as the
operator step it is.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
import textwrap
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mcp.types import ContentBlock, ReadResourceResult

FORMULA = "p cnf 3 3\n1 -2 0\n2 3 0\n-1 -3 0\n"


def say(title: str, body: str = "") -> None:
    print(f"\n== {title}")
    if body:
        print(textwrap.indent(body.rstrip(), "   "))


def authorize_checkers(state_dir: Path) -> list[str]:
    from jacobian.checkers import BUNDLED
    from jacobian.state import State

    state = State.open(state_dir, exclusive=False)
    try:
        for spec in BUNDLED:
            state.authorizations.authorize(spec, "demo: operator authorizes the bundled checkers")
        return [spec.id for spec in BUNDLED]
    finally:
        state.close()


def _text(content: Sequence[ContentBlock]) -> str:
    """The text of a tool result's first content block (TypeError if it is not text)."""
    from mcp.types import TextContent

    first = content[0]
    if not isinstance(first, TextContent):
        raise TypeError(f"expected text content, got {type(first).__name__}")
    return first.text


def _resource_text(result: ReadResourceResult) -> str:
    """The text of a resource's first contents (TypeError if it is a blob)."""
    from mcp.types import TextResourceContents

    first = result.contents[0]
    if not isinstance(first, TextResourceContents):
        raise TypeError(f"expected a text resource, got {type(first).__name__}")
    return first.text


async def session(state_dir: Path) -> None:
    from mcp import Client
    from mcp.client.stdio import StdioServerParameters

    exe = shutil.which("jacobian-mcp")
    command, prefix = (exe, []) if exe else (sys.executable, ["-m", "jacobian.mcp.server"])
    # --standalone: the demo's own server, gone with it (the default would leave a shared daemon behind)
    params = StdioServerParameters(command=command, args=[*prefix, "--standalone", "--state-dir", str(state_dir)])
    say("starting", f"{command} {' '.join(params.args)}")
    async with Client(params) as client:
        tools = (await client.list_tools()).tools
        say("tools/list", "\n".join(f"{t.name}: {(t.description or '')[:90]}..." for t in tools))

        found = json.loads(_text((await client.call_tool("math.find", {"query": "satisfiable", "limit": 3})).content))
        lines = [f"portfolio_fit: {found['portfolio_fit']}"]
        for m in found["matches"]:
            fit = m.get("match", {})
            lines.append(
                f"- {m['capability_id']}: {m['title']} (score {fit.get('relevance_score')}, {fit.get('lexical_fit')}, "
                f"matched on {fit.get('matched_on')})"
            )
        say('math.find {"query": "satisfiable"}', "\n".join(lines))

        progress: list[str] = []

        async def on_progress(value, total, message):
            progress.append(message or "")

        for mode in ("EXPLORE", "VERIFY"):
            args = {"capability_id": "sat.solve", "payload": {"dimacs": FORMULA}, "mode": mode}
            result = await client.call_tool("math.run", args, progress_callback=on_progress)
            say(f"math.run sat.solve ({mode}) on\n{textwrap.indent(FORMULA.strip(), '     ')}", _text(result.content))
        say("progress notifications received", "\n".join(progress) or "(none)")

        r = result.structured_content
        catalog = json.loads(_resource_text(await client.read_resource("capability://catalog")))
        say(
            "capability://catalog",
            f"{len(catalog['capabilities'])} operations: "
            + ", ".join(c["id"] for c in catalog["capabilities"])
            + f"\ncatalog {catalog['catalog_digest'][:23]}..., policy {catalog['policy_digest'][:23]}...",
        )
        record = r["assurance"].get("verification_record_uri")
        if record:
            art = json.loads(_resource_text(await client.read_resource(record)))
            say(f"resources/read {record}", f"schema {art['schema']}: {art['summary']}")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m jacobian.demo", description=__doc__.splitlines()[0])
    p.add_argument("--state-dir", type=Path, help="state directory (default: a fresh temporary one)")
    args = p.parse_args(argv)
    state_dir = args.state_dir or Path(tempfile.mkdtemp(prefix="jacobian-demo-"))
    say("operator step: authorize the bundled checkers", ", ".join(authorize_checkers(state_dir)))
    import anyio

    anyio.run(session, state_dir)
    return 0


if __name__ == "__main__":
    sys.exit(main())
