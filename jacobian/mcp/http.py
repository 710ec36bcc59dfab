"""``jacobian-mcp --transport streamable-http``: many sessions, one runtime, under trio.

The SDK's Streamable HTTP session manager (its ASGI app) is served by Hypercorn's
trio worker (``hypercorn.trio.serve``), so one trio loop runs the HTTP server, the
MCP sessions and the supervisor with its pools: every session shares the runtime
(pools, probes, catalog), as the issue asks, and nothing leaves trio. (uvicorn
is asyncio-only; Hypercorn is the maintained ASGI server with a native trio worker.)

Layout of the app: ``/healthz`` (the process is alive) and ``/readyz`` (probes
done, state open, not stopping), both without authentication and saying nothing
else; the protected-resource metadata of the MCP authorization spec at
``/.well-known/oauth-protected-resource<path>`` (in OAuth mode only, where it names
the authorization server); the MCP endpoint at ``<path>`` behind :class:`~.auth.BearerAuth`.

A tools/call whose HTTP connection drops before its response is written is
cancelled (:class:`DropWatch`), and so are all the calls of a session that ends
(DELETE or idle expiry): the supervisor kills the job's process group before
``Cancelled`` leaves the runtime. ``SIGTERM``/``SIGINT``: ``/readyz`` turns 503, the
sessions are cancelled (their jobs with them), the tenants' experiment runners stop
(live experiments stay live and resume at the next start), the listener closes, the
runtime stops its pools and closes the state, and the process exits 0.
"""

from __future__ import annotations

import argparse
import ipaddress
import json
import logging
import signal
import sys
from typing import Any

import trio

from .auth import SCOPES, BearerAuth, TokenFile, default_tokens_file, send_json

log = logging.getLogger("jacobian.http")

METADATA_PREFIX = "/.well-known/oauth-protected-resource"
GRACEFUL_SECONDS = 2.0
HEAD_BYTES = 1 << 16  # of a POST body kept to find the JSON-RPC id of a call whose connection drops
DRAIN_SECONDS = 10.0  # bound on waiting for cancelled calls to stop their jobs at shutdown
# How long an idle keep-alive connection is kept. Hypercorn's default, 5 s, is exactly the pool expiry of
# httpx (the MCP SDK's client) and of many others: a client reusing a connection idle for just under 5 s
# raced the server closing it, and its request died (ReadError, RemoteProtocolError) -- under CPU load,
# where either side's event loop runs late, for many sessions at once. Kept far above clients' own expiry
# (as proxies do: nginx 75 s), the client always lets go of an idle connection first.
KEEP_ALIVE_SECONDS = 75.0


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


class Phase:
    """What the health endpoints report: starting -> ready -> stopping."""

    def __init__(self) -> None:
        self.ready = False
        self.stopping = False


class InFlight:
    """Every MCP request being served, each in its own cancel scope, so shutdown can stop them all.

    A 2026-era request is served in the HTTP server's own task, not in a session of the
    session manager: stopping the manager alone would leave it (and its job) running
    while the runtime closes its pools under it.
    """

    def __init__(self) -> None:
        self.scopes: set[trio.CancelScope] = set()

    async def serve(self, app: Any, scope: dict[str, Any], receive: Any, send: Any) -> None:
        with trio.CancelScope() as cancel:
            self.scopes.add(cancel)
            try:
                await app(scope, receive, send)
            finally:
                self.scopes.discard(cancel)

    async def drain(self, seconds: float) -> None:
        """Cancel every request in flight and wait (bounded) until their handlers, and jobs, are done."""
        for cancel in list(self.scopes):
            cancel.cancel()
        with trio.move_on_after(seconds):
            while self.scopes:
                await trio.sleep(0.02)


class DropWatch:
    """Cancel the call a POST carried when its client goes away before the response is complete.

    The SDK keeps a stateful session's request running when its SSE stream closes
    (the client might resume); Jacobian has no resumption, so a dropped connection
    means nobody will read the result, and its job is stopped instead.
    """

    def __init__(self, app: Any, tenancy: Any) -> None:
        self.app = app
        self.tenancy = tenancy

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http" or scope.get("method") != "POST":
            await self.app(scope, receive, send)
            return
        body = bytearray()
        state = {"dropped": False, "done": False}

        async def watched_receive() -> dict[str, Any]:
            msg = await receive()
            if msg["type"] == "http.request" and len(body) < HEAD_BYTES:
                body.extend(msg.get("body", b""))
            elif msg["type"] == "http.disconnect" and not state["done"]:
                state["dropped"] = True
            return msg

        async def watched_send(msg: dict[str, Any]) -> None:
            if msg["type"] == "http.response.body" and not msg.get("more_body"):
                state["done"] = True
            await send(msg)

        try:
            await self.app(scope, watched_receive, watched_send)
        finally:
            if state["dropped"] and not state["done"]:
                self._cancel(scope, bytes(body))

    def _cancel(self, scope: dict[str, Any], body: bytes) -> None:
        from .tenants import tenant_of_scope

        session = next((v.decode("latin-1") for k, v in scope["headers"] if k == b"mcp-session-id"), None)
        try:
            doc = json.loads(body)
            ids = [m.get("id") for m in (doc if isinstance(doc, list) else [doc]) if isinstance(m, dict)]
        except ValueError:  # only the head of a large body was kept: find its id without parsing it
            from .framing import scan_id

            ids = [scan_id(body.decode("utf-8", errors="replace"))]
        tenant = tenant_of_scope(scope)
        for rid in ids:
            if session and rid is not None and self.tenancy.cancel_request(session, str(rid), tenant):
                log.info("connection dropped: cancelled request %s of session %s", rid, session[:12])


def _message(body: bytes) -> dict[str, Any] | None:
    """The one JSON-RPC message object ``body`` carries, else None (a batch, or not JSON)."""
    try:
        doc = json.loads(body)
    except ValueError:
        return None
    return doc if isinstance(doc, dict) and isinstance(doc.get("method"), str) else None


class _Post:
    """One POST carrying a request, while the server holds it."""

    def __init__(self) -> None:
        self.done = trio.Event()  # the POST has been served whole: the SDK let go of its id
        self.released = False  # its answer is complete, or the client cancelled it: the id may be reused


class DuplicateIds:
    """Refuse a POST whose JSON-RPC request id is already in flight in its session (see :mod:`.request_ids`).

    The refusal is HTTP 400 with the JSON-RPC error (-32600, naming the id) as its body, before the SDK's
    transport sees the request (it would route both replies to the newer POST); the first request goes on.
    An id is released once its answer is complete or the client cancelled it; the SDK still holds it until
    the POST has been served whole (its stream cleanup is keyed by id and would close a newer POST's), so
    a request reusing a released id waits for that, at most ``REUSE_WAIT_SECONDS``. Requests without a
    session (the stateless era) share nothing and are not tracked."""

    REUSE_WAIT_SECONDS = 30.0

    def __init__(self, app: Any) -> None:
        self.app = app
        self.in_flight: dict[str, dict[str, _Post]] = {}  # session id -> request id (as text) -> its POST

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        from .auth import _read_body, _replay, send_json
        from .request_ids import CANCELLED, cancelled_id, duplicate, id_key

        session = next((v.decode("latin-1") for k, v in scope.get("headers", ()) if k == b"mcp-session-id"), None)
        if scope["type"] != "http" or scope.get("method") != "POST" or session is None:
            await self.app(scope, receive, send)
            return
        read = await _read_body(receive)
        if read is None:
            await send_json(send, 413, {"error": "request body too large"})
            return
        body, messages = read
        receive = _replay(messages, receive)
        msg = _message(body)
        rid = msg.get("id") if msg is not None else None
        if msg is not None and msg["method"] == CANCELLED:
            cancelled = cancelled_id(msg.get("params"))
            post = self.in_flight.get(session, {}).get(id_key(cancelled)) if cancelled is not None else None
            if post is not None:
                post.released = True
        if not isinstance(rid, (str, int)) or isinstance(rid, bool):
            await self.app(scope, receive, send)
            return
        key = id_key(rid)
        earlier = self.in_flight.get(session, {}).get(key)
        if earlier is not None and earlier.released:
            with trio.move_on_after(self.REUSE_WAIT_SECONDS):
                await earlier.done.wait()
        ids = self.in_flight.setdefault(session, {})  # fetched after the wait: the entry may have been dropped
        if key in ids:
            reply = duplicate(rid).reply().message.model_dump(by_alias=True, exclude_unset=True)
            await send_json(send, 400, reply)
            return
        post = ids[key] = _Post()

        async def watched_send(message: dict[str, Any]) -> None:
            if message["type"] == "http.response.body" and not message.get("more_body"):
                post.released = True
            await send(message)

        try:
            await self.app(scope, receive, watched_send)
        finally:
            post.done.set()
            ids = self.in_flight.get(session, {})
            if ids.get(key) is post:
                del ids[key]
            if not ids:
                self.in_flight.pop(session, None)


def verifier(args: argparse.Namespace) -> Any:
    """The JWT verifier in OAuth resource-server mode (``--jwks-file``/``--jwks-url``), else the static token file."""
    if args.jwks_file or args.jwks_url:
        from .oauth import FileKeys, JWTVerifier, UrlKeys

        keys = FileKeys(args.jwks_file) if args.jwks_file else UrlKeys(args.jwks_url, args.jwks_refresh)
        return JWTVerifier(keys, args.jwt_issuer, args.jwt_audience, args.jwt_tenant_claim)
    return TokenFile(args.tokens or default_tokens_file())


def build_app(holder: dict[str, Any], phase: Phase, args: argparse.Namespace) -> Any:
    """The Starlette app; ``holder['manager']`` and ``holder['tenancy']`` are set once the runtime is open."""
    from starlette.applications import Starlette
    from starlette.responses import PlainTextResponse
    from starlette.routing import Route

    path = args.path
    tokens = None if args.allow_anonymous else verifier(args)

    async def healthz(request: Any) -> Any:
        return PlainTextResponse("ok\n")

    async def readyz(request: Any) -> Any:
        if phase.ready and not phase.stopping:
            return PlainTextResponse("ready\n")
        return PlainTextResponse("stopping\n" if phase.stopping else "starting\n", status_code=503)

    async def metadata(request: Any) -> Any:
        from starlette.responses import JSONResponse

        base = f"{request.url.scheme}://{request.headers.get('host', f'{args.host}:{args.port}')}"
        return JSONResponse(
            {
                "resource": base + path,
                "authorization_servers": [args.jwt_issuer],
                "scopes_supported": list(SCOPES),
                "bearer_methods_supported": ["header"],
                "resource_name": "Jacobian",
            }
        )

    async def endpoint(scope: dict[str, Any], receive: Any, send: Any) -> None:
        manager = holder.get("manager")
        if manager is None or phase.stopping:
            await send_json(send, 503, {"error": "starting" if manager is None else "stopping"})
            return
        await holder["inflight"].serve(manager.handle_request, scope, receive, send)

    # The protected-resource metadata exists only in OAuth mode, where it names the authorization server: with
    # static tokens a client sent there would start an OAuth discovery that no server can finish.
    oauth = bool(args.jwks_file or args.jwks_url)
    metadata_path = METADATA_PREFIX + path if oauth else None
    guarded = BearerAuth(
        _Deferred(holder, endpoint), tokens, anonymous=args.allow_anonymous, metadata_path=metadata_path
    )
    routes = [
        Route("/healthz", healthz, methods=["GET"]),
        Route("/readyz", readyz, methods=["GET"]),
        *([Route(metadata_path, metadata, methods=["GET"])] if metadata_path else []),
        Route(path, guarded, methods=["GET", "POST", "DELETE"]),
    ]
    return Starlette(routes=routes)


class _Deferred:
    """The MCP endpoint behind :class:`DuplicateIds`, wrapped in :class:`DropWatch` once the tenancy exists."""

    def __init__(self, holder: dict[str, Any], endpoint: Any) -> None:
        self.holder = holder
        self.endpoint = DuplicateIds(endpoint)

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        tenancy = self.holder.get("tenancy")
        app = DropWatch(self.endpoint, tenancy) if tenancy is not None else self.endpoint
        await app(scope, receive, send)


def security_settings(args: argparse.Namespace, port: int) -> Any:
    """DNS-rebinding protection for loopback binds (a browser page must not reach a local server)."""
    from mcp.server.transport_security import TransportSecuritySettings

    if not is_loopback(args.host):
        return None
    hosts = [f"{h}:{port}" for h in ("127.0.0.1", "localhost", "[::1]")]
    origins = [f"http://{h}" for h in hosts]
    return TransportSecuritySettings(allowed_hosts=hosts, allowed_origins=origins)


async def _signals(sessions: trio.CancelScope, phase: Phase) -> None:
    with trio.open_signal_receiver(signal.SIGTERM, signal.SIGINT) as received:
        async for signum in received:
            log.info("signal %s: stopping (cancelling running calls)", signal.Signals(signum).name)
            phase.stopping = True
            sessions.cancel()
            return


async def serve_http(args: argparse.Namespace, config: Any) -> None:
    from hypercorn.config import Config
    from hypercorn.trio import serve
    from mcp.server.streamable_http_manager import StreamableHTTPSessionManager

    from jacobian.runtime import Runtime

    from .app import build_server
    from .tenants import Tenancy

    phase = Phase()
    inflight = InFlight()
    holder: dict[str, Any] = {"inflight": inflight}
    app = build_app(holder, phase, args)
    hconfig = Config()
    hconfig.bind = [f"{args.host}:{args.port}"]
    hconfig.graceful_timeout = GRACEFUL_SECONDS
    hconfig.keep_alive_timeout = KEEP_ALIVE_SECONDS
    hconfig.accesslog = None  # request lines would be noise; tokens are never logged either way
    hconfig.errorlog = logging.getLogger("hypercorn.error")  # through this process's one handler
    shutdown = trio.Event()
    sessions = trio.CancelScope()  # what a signal cancels: the sessions and their calls, not the clean-up

    async def listen(task_status: Any = trio.TASK_STATUS_IGNORED) -> None:
        await serve(app, hconfig, shutdown_trigger=shutdown.wait, task_status=task_status)

    async with trio.open_nursery() as outer:
        binds = await outer.start(listen)
        port = int(binds[0].rsplit(":", 1)[1])
        print(f"jacobian-mcp: listening on {binds[0]}{args.path}", file=sys.stderr, flush=True)
        try:
            async with trio.open_nursery() as watching:
                watching.start_soon(_signals, sessions, phase)
                async with Runtime.open(config) as runtime:
                    tenancy = Tenancy(runtime, *tenant_limits(args))
                    try:
                        async with trio.open_nursery() as tenant_work:  # the tenants' experiment runners
                            tenancy.nursery = tenant_work
                            tenancy.resume_experiments()
                            try:
                                server = build_server(
                                    runtime, args.reasoning_log, tenancy=tenancy, tool_names=args.tool_names
                                )
                                manager = StreamableHTTPSessionManager(
                                    server, security_settings=security_settings(args, port)
                                )
                                with sessions:
                                    async with manager.run(), trio.open_nursery() as warm:
                                        holder.update(manager=manager, tenancy=tenancy)
                                        phase.ready = True
                                        if not args.no_prestart:
                                            warm.start_soon(runtime.prestart_pools, 1.0)
                                        await trio.sleep_forever()
                            finally:
                                phase.stopping = True
                                holder.pop("manager", None)
                                await inflight.drain(DRAIN_SECONDS)
                                tenant_work.cancel_scope.cancel()  # live experiments stay live: resumed at start
                    finally:
                        tenancy.close()  # after the runners have stopped
                watching.cancel_scope.cancel()
        finally:
            phase.stopping = True
            shutdown.set()
    log.info("stopped")


def tenant_limits(args: argparse.Namespace) -> tuple[Any, dict[str, Any]]:
    """Every tenant's limits from the flags, and the overrides of ``--tenant-limits`` (read at start)."""
    from .tenant_limits import Limits, load

    base = Limits(
        rate=args.tenant_rate,
        burst=args.tenant_burst,
        max_concurrent=args.tenant_max_concurrent,
        max_payload_bytes=args.tenant_max_payload_bytes,
    )
    return base, load(args.tenant_limits, base) if args.tenant_limits else {}


def check_bind(args: argparse.Namespace) -> str | None:
    """Why these flags must not start a server, or None."""
    if args.allow_anonymous and not is_loopback(args.host):
        return f"--allow-anonymous is only allowed on a loopback address, not {args.host!r}"
    if args.jwks_file and args.jwks_url:
        return "--jwks-file and --jwks-url are exclusive"
    if (args.jwks_file or args.jwks_url) and not (args.jwt_issuer and args.jwt_audience):
        return "--jwks-file/--jwks-url needs --jwt-issuer and --jwt-audience"
    if (args.jwks_file or args.jwks_url) and args.tokens:
        return "--jwks-file/--jwks-url (OAuth resource server) and --tokens (static tokens) are exclusive"
    if args.jwks_url and not args.jwks_url.startswith(("https://", "http://")):
        return f"--jwks-url must be an http(s) URL, not {args.jwks_url!r}"
    if args.tenant_limits:
        from .tenant_limits import LimitsFileError

        try:
            tenant_limits(args)
        except LimitsFileError as exc:
            return f"--tenant-limits: {exc}"
    if not args.path.startswith("/") or args.path in ("/healthz", "/readyz"):
        return f"--path must start with '/' and not be a health endpoint, not {args.path!r}"
    return None


def setup_logging() -> None:
    logging.basicConfig(level=logging.INFO, stream=sys.stderr, format="%(asctime)s %(name)s %(levelname)s %(message)s")
