"""The stdio transport, with one repair: lone UTF-16 surrogate escapes.

The SDK decodes stdin as UTF-8 with ``errors="replace"``, so invalid bytes
arrive as U+FFFD and the tools can name the field that carried them. A JSON
escape such as ``"\\udc80"`` is valid JSON text but not valid Unicode; the SDK's
parser rejects the whole message and no reply is sent. Lines that contain such
an escape are re-encoded with the lone surrogate replaced by U+FFFD, so they
get the same typed diagnostic as raw invalid bytes.
"""

from __future__ import annotations

import json
import re
import sys
from contextlib import asynccontextmanager
from io import TextIOWrapper
from typing import Any, AsyncIterator

import anyio

_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")
_LONE = re.compile("[\ud800-\udfff]")


def _replace_surrogates(value: Any) -> Any:
    if isinstance(value, str):
        return _LONE.sub("\ufffd", value)
    if isinstance(value, list):
        return [_replace_surrogates(v) for v in value]
    if isinstance(value, dict):
        return {_replace_surrogates(k): _replace_surrogates(v) for k, v in value.items()}
    return value


def repair_line(line: str) -> str:
    if not _ESCAPE.search(line):
        return line
    try:
        obj = json.loads(line)
    except ValueError:
        return line  # malformed anyway: the SDK reports it
    fixed = _replace_surrogates(obj)
    return line if fixed == obj else json.dumps(fixed, ensure_ascii=False) + "\n"


class _RepairingStdin:
    def __init__(self, inner: Any) -> None:
        self.inner = inner

    def __aiter__(self) -> "_RepairingStdin":
        return self

    async def __anext__(self) -> str:
        line = await self.inner.__anext__()
        return repair_line(line)


@asynccontextmanager
async def stdio_streams() -> AsyncIterator[tuple[Any, Any]]:
    from mcp.server.stdio import stdio_server

    raw = anyio.wrap_file(TextIOWrapper(sys.stdin.buffer, encoding="utf-8", errors="replace"))
    async with stdio_server(stdin=_RepairingStdin(raw.__aiter__())) as streams:  # type: ignore[arg-type]
        yield streams
