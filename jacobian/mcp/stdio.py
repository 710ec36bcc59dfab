"""The stdio transport: bounded line framing in, one serialized writer out.

Jacobian's own instead of ``mcp.server.stdio.stdio_server`` because that one
hands every unparsable line to the session as an exception, which the server
drops: the client never hears back. Here each refused line is answered with a
JSON-RPC error (see :mod:`.framing` for the limits), written through the same
lock as the session's messages so replies never interleave.

As in the SDK, the wire descriptors are moved off fd 0 and 1 while serving (fd 0
reads the null device, fd 1 goes to stderr), so stray reads and prints from
handlers or libraries cannot corrupt the protocol stream; both are restored on exit.

A pipe or socket (what a client connects) is read and written by the event loop
itself, non-blocking; anything else (a file, a terminal) by worker threads, one
blocking read or write at a time. The thread round trip per message was most of
this layer's own cost per call.
"""

from __future__ import annotations

import fcntl
import os
import stat
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import anyio
import sniffio
import trio
from mcp.shared.message import SessionMessage

from .framing import READ_CHUNK_BYTES, LineFramer, Refusal, decode
from .request_ids import InFlightIds


def _claim(fd: int, diversion: int) -> int:
    """A private duplicate of ``fd`` (above the standard range); ``fd`` itself now points at ``diversion``."""
    private = fcntl.fcntl(fd, fcntl.F_DUPFD_CLOEXEC, 3)
    os.dup2(diversion, fd)
    return private


def _restore(fd: int, private: int, *, close: bool = True) -> None:
    os.dup2(private, fd)
    if close:
        os.close(private)


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


def _pollable(fd: int) -> trio.lowlevel.FdStream | None:
    """A non-blocking stream over ``fd`` (its own duplicate) for the trio loop, when ``fd`` is a pipe or a
    socket and the loop is trio's; None otherwise (worker threads then do the blocking I/O)."""
    try:
        if sniffio.current_async_library() != "trio":
            return None
        mode = os.fstat(fd).st_mode
    except (OSError, sniffio.AsyncLibraryNotFoundError):
        return None
    if not (stat.S_ISFIFO(mode) or stat.S_ISSOCK(mode)):
        return None
    return trio.lowlevel.FdStream(fcntl.fcntl(fd, fcntl.F_DUPFD_CLOEXEC, 3))


class _Out:
    """The one writer of the wire: session messages and refusals go out whole, one at a time."""

    def __init__(self, fd: int) -> None:
        self.fd = fd
        self.lock = anyio.Lock()
        self.stream = _pollable(fd)

    async def send(self, message: SessionMessage) -> None:
        data = (message.message.model_dump_json(by_alias=True, exclude_unset=True) + "\n").encode("utf-8")
        async with self.lock:
            if self.stream is not None:
                with anyio.CancelScope(shield=True):  # a message goes out whole or not at all
                    await self.stream.send_all(data)
            else:
                await anyio.to_thread.run_sync(_write_all, self.fd, data)


async def _read_lines(fd: int, session: Any, out: _Out, ids: InFlightIds) -> None:
    framer = LineFramer()
    stream = _pollable(fd)
    try:
        async with session:
            await _frames(fd, stream, framer, session, out, ids)
    finally:
        if stream is not None:
            await stream.aclose()


async def _frames(
    fd: int, stream: trio.lowlevel.FdStream | None, framer: LineFramer, session: Any, out: _Out, ids: InFlightIds
) -> None:
    while True:
        if stream is not None:
            chunk = await stream.receive_some(READ_CHUNK_BYTES)
        else:
            chunk = await anyio.to_thread.run_sync(os.read, fd, READ_CHUNK_BYTES, abandon_on_cancel=True)
        lines = framer.feed(chunk) if chunk else framer.close()
        for line in lines:
            item = decode(line)
            if not isinstance(item, Refusal):
                item = ids.admit(item) or item
            if isinstance(item, Refusal):
                await out.send(item.reply())
            else:
                await session.send(item)
        if not chunk:
            return


async def _reading(
    fd: int, session: Any, out: _Out, ids: InFlightIds, *, task_status: Any = anyio.TASK_STATUS_IGNORED
) -> None:
    with anyio.CancelScope() as scope:
        task_status.started(scope)
        await _read_lines(fd, session, out, ids)


async def _write_messages(replies: Any, out: _Out, ids: InFlightIds) -> None:
    async with replies:
        async for message in replies:
            ids.settle(message)
            await out.send(message)


@asynccontextmanager
async def stdio_streams() -> AsyncIterator[tuple[Any, Any]]:
    """(read stream, write stream) for ``Server.run``, served over this process's stdin and stdout."""
    null = os.open(os.devnull, os.O_RDONLY)
    try:
        wire_in = _claim(0, null)
    finally:
        os.close(null)
    wire_out = _claim(1, 2)
    out = _Out(wire_out)
    ids = InFlightIds()
    to_session, from_wire = anyio.create_memory_object_stream[SessionMessage | Exception](0)
    to_wire, from_session = anyio.create_memory_object_stream[SessionMessage](0)
    try:
        async with anyio.create_task_group() as tasks:
            tasks.start_soon(_write_messages, from_session, out, ids)
            reading = await tasks.start(_reading, wire_in, to_session, out, ids)
            try:
                yield from_wire, to_wire
            finally:
                reading.cancel()
                await to_wire.aclose()
    finally:
        if out.stream is not None:
            await out.stream.aclose()
        for fd in (wire_in, wire_out):  # the descriptions are shared with whoever gave them: blocking again
            try:
                os.set_blocking(fd, True)
            except OSError:
                pass
        _restore(1, wire_out)
        # A cancelled read may still block in its thread on the private descriptor: never close it under it.
        _restore(0, wire_in, close=False)
