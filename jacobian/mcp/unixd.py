"""The per-user runtime daemon: MCP sessions over a Unix socket, one runtime for all of them.

A connection opens with the relay's handshake line (:func:`.relay.handshake_line`): the
daemon serves it only when the relay's configuration key is its own, and otherwise
answers ``RUNTIME_DAEMON_MISMATCH`` and closes. The handshake names the session's
``--tool-names`` (one server per naming mode, sharing the runtime). Then each connection is one MCP
session with the stdio server's framing (one JSON-RPC
message per line, the same bounds and refusals: :mod:`.framing`, and a request whose id
is already in flight refused: :mod:`.request_ids`). The socket lives
in the user's runtime directory (``$XDG_RUNTIME_DIR/jacobian``, else
``/tmp/jacobian-<uid>``), the directory mode 0700 and the socket 0600. The state
directory's server lock decides which daemon owns the socket, so two relays racing
to start one leave exactly one. With no connection for ``--idle-exit`` seconds the
daemon stops its pools and exits. Started by :mod:`.relay`; not a network service.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any

import anyio
import trio
from mcp.shared.message import SessionMessage

from jacobian.contracts.diagnostics import Code

from .clients import TOOL_NAME_MODES
from .framing import READ_CHUNK_BYTES, LineFramer, Refusal, decode
from .relay import HANDSHAKE_MAX_BYTES, PROTOCOL, config_key, socket_path
from .request_ids import InFlightIds

DEFAULT_IDLE_SECONDS = 600.0


class _Conn:
    """One connection's writer: whole messages, one at a time."""

    def __init__(self, stream: trio.SocketStream) -> None:
        self.stream = stream
        self.lock = trio.Lock()

    async def send(self, message: SessionMessage) -> None:
        data = (message.message.model_dump_json(by_alias=True, exclude_unset=True) + "\n").encode("utf-8")
        async with self.lock:
            await self.stream.send_all(data)


async def handshake(stream: trio.SocketStream, key: str) -> tuple[bytes, str] | None:
    """Read the relay's handshake; answer it. The bytes after it and the session's ``--tool-names``
    (None: refused, connection to close)."""
    buf = b""
    with trio.move_on_after(30):
        while b"\n" not in buf and len(buf) < HANDSHAKE_MAX_BYTES:
            chunk = await stream.receive_some(HANDSHAKE_MAX_BYTES)
            if not chunk:
                break
            buf += chunk
    line, _, rest = buf.partition(b"\n")
    try:
        doc = json.loads(line)
    except ValueError:
        doc = None
    names = doc.get("tool_names", "auto") if isinstance(doc, dict) else None
    if isinstance(doc, dict) and doc.get("jacobian_relay") == PROTOCOL and doc.get("config") == key:
        if names in TOOL_NAME_MODES:
            await stream.send_all(b'{"jacobian_relay": "ok"}\n')
            return rest, str(names)
    if isinstance(doc, dict) and doc.get("jacobian_relay") == PROTOCOL and doc.get("config") == key:
        message = f"the relay's tool naming {names!r} is not one of {', '.join(TOOL_NAME_MODES)}"
    elif isinstance(doc, dict) and doc.get("jacobian_relay") == PROTOCOL:
        message = (
            f"the runtime daemon (pid {os.getpid()}) for this state directory runs with other runtime flags "
            "than this relay's; it was not shared"
        )
    else:
        message = "the connection did not start with the relay's handshake"
    reply = {"jacobian_relay": "refused", "code": Code.RUNTIME_DAEMON_MISMATCH.value, "message": message}
    await stream.send_all((json.dumps(reply) + "\n").encode())
    return None


async def _read(conn: _Conn, to_session: Any, first: bytes, ids: InFlightIds) -> None:
    framer = LineFramer()
    chunk = first  # what came after the handshake in its segment
    async with to_session:
        while True:
            if not chunk:
                chunk = await conn.stream.receive_some(READ_CHUNK_BYTES)
            for line in framer.feed(chunk) if chunk else framer.close():
                item = decode(line)
                if not isinstance(item, Refusal):
                    item = ids.admit(item) or item
                if isinstance(item, Refusal):
                    await conn.send(item.reply())
                else:
                    await to_session.send(item)
            if not chunk:
                return
            chunk = b""


async def _write(conn: _Conn, from_session: Any, ids: InFlightIds) -> None:
    async with from_session:
        async for message in from_session:
            ids.settle(message)
            await conn.send(message)


class Daemon:
    def __init__(self, servers: Any, idle_seconds: float, key: str) -> None:
        self.servers = servers  # --tool-names mode -> the Server for sessions in that mode
        self.key = key
        self.idle_seconds = idle_seconds
        self.active = 0
        self.changed = trio.Event()

    async def session(self, stream: trio.SocketStream) -> None:
        self.active += 1
        self.changed.set()
        conn = _Conn(stream)
        to_session, from_wire = anyio.create_memory_object_stream[SessionMessage | Exception](0)
        to_wire, from_session = anyio.create_memory_object_stream[SessionMessage](0)
        try:
            async with stream, trio.open_nursery() as tasks:
                opened = await handshake(stream, self.key)
                if opened is None:
                    return
                first, names = opened
                server = self.servers(names)
                ids = InFlightIds()
                tasks.start_soon(_write, conn, from_session, ids)
                tasks.start_soon(_read, conn, to_session, first, ids)
                # The session ends when the client closes its side; its calls are cancelled with it.
                await server.run(from_wire, to_wire, server.create_initialization_options())
                tasks.cancel_scope.cancel()
        except (trio.BrokenResourceError, trio.ClosedResourceError):
            pass
        finally:
            self.active -= 1
            self.changed.set()

    async def idle_exit(self, cancel: trio.CancelScope) -> None:
        while True:
            self.changed = trio.Event()
            if self.active == 0:
                with trio.move_on_after(self.idle_seconds):
                    await self.changed.wait()
                    continue
                cancel.cancel()
                return
            await self.changed.wait()


async def _on_signal(stop: trio.CancelScope) -> None:
    """SIGTERM/SIGINT: end every session (their calls cancelled), stop the pools, exit."""
    import signal

    with trio.open_signal_receiver(signal.SIGTERM, signal.SIGINT) as received:
        async for _ in received:
            stop.cancel()
            return


async def _listen(path: Path) -> trio.socket.SocketType:
    """Listen on ``path``, a socket only this user can reach (its directory 0700, itself 0600).

    The process umask is never touched: it is process-wide, and the runtime is already running
    (experiments resumed at open start jobs while this awaits), so a umask set around the bind
    made every scratch directory created meanwhile 0600 -- a job could not enter it, and the
    item failed as a worker protocol error. The 0700 directory keeps the socket private until
    its own mode is set."""
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    os.chmod(path.parent, 0o700)
    path.unlink(missing_ok=True)  # a stale socket: this process holds the state lock, so it is the owner
    sock = trio.socket.socket(trio.socket.AF_UNIX, trio.socket.SOCK_STREAM)
    await sock.bind(str(path))
    os.chmod(path, 0o600)
    sock.listen(64)
    return sock


async def serve_unix(args: argparse.Namespace, config: Any) -> None:
    """Take the state directory (its lock: one daemon per state directory), listen, and serve; the runtime
    finishes opening meanwhile (:mod:`.startup`), so a first session's ``initialize`` does not wait for it."""
    from .app import build_server
    from .startup import PendingRuntime, hold_runtime

    path = Path(args.socket) if args.socket else socket_path(args.argv)
    pending = PendingRuntime()
    servers: dict[str, Any] = {}

    def server_for(names: str) -> Any:
        if names not in servers:
            servers[names] = build_server(pending, args.reasoning_log, tool_names=names)
        return servers[names]

    async with trio.open_nursery() as runtime_task:
        await runtime_task.start(hold_runtime, pending, config, None if args.no_prestart else 0.0)
        sock = await _listen(path)
        listener = trio.SocketListener(sock)
        daemon = Daemon(server_for, args.idle_exit, config_key(args.argv))
        print(f"jacobian-mcp: daemon on {path} (pid {os.getpid()})", file=sys.stderr, flush=True)
        try:
            with trio.CancelScope() as stop:
                async with trio.open_nursery() as nursery:
                    nursery.start_soon(daemon.idle_exit, stop)
                    nursery.start_soon(_on_signal, stop)
                    await trio.serve_listeners(daemon.session, [listener], handler_nursery=nursery)
        finally:
            path.unlink(missing_ok=True)
            runtime_task.cancel_scope.cancel()  # the pools stop, the state closes
