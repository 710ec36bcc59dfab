"""An in-process transport that records every server message as stdio would write it."""

from __future__ import annotations

from contextlib import asynccontextmanager
from typing import Any

import anyio
from mcp.shared.memory import create_client_server_memory_streams


class Tap:
    """Wraps the server's write stream; ``sizes`` are the bytes the stdio transport would send."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.sizes: list[int] = []
        self.lines: list[str] = []

    async def send(self, item: Any) -> None:
        line = item.message.model_dump_json(by_alias=True, exclude_unset=True) + "\n"  # as mcp.server.stdio writes it
        self.sizes.append(len(line.encode("utf-8")))
        self.lines.append(line)
        await self.inner.send(item)

    async def aclose(self) -> None:
        await self.inner.aclose()

    async def __aenter__(self):
        return self

    async def __aexit__(self, *exc):
        await self.aclose()

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)


@asynccontextmanager
async def tapped(server):
    """Yields (transport streams for Client, tap)."""
    async with create_client_server_memory_streams() as (client_streams, server_streams):
        client_read, client_write = client_streams
        server_read, server_write = server_streams
        tap = Tap(server_write)
        async with anyio.create_task_group() as tg:
            tg.start_soon(lambda: server.run(server_read, tap, server.create_initialization_options()))
            try:
                yield (client_read, client_write), tap
            finally:
                await client_write.aclose()
                tg.cancel_scope.cancel()


class StreamsTransport:
    def __init__(self, streams):
        self.streams = streams

    async def __aenter__(self):
        return self.streams

    async def __aexit__(self, *exc):
        return None
