"""Bearer-token authentication for the HTTP transport, secure by default.

Tokens are static, issued by the operator (``jacobian tokens add``) into a file
that stores only each token's SHA-256, with its id, tenant and scopes. The file
is re-read whenever its (mtime, size, inode) changes, so a revoked token stops
working at the next request, without a restart. A presented token is hashed and
compared with every stored hash by ``hmac.compare_digest`` (no early exit, so the
time taken does not say which entry matched or how far a guess got).

The middleware answers, before anything reaches the MCP endpoint:
``401`` with ``WWW-Authenticate: Bearer realm="jacobian"`` and a plain message saying
how to send a token (and ``error="invalid_token"`` when a token was presented but is
unknown or revoked). Only in OAuth resource-server mode (:mod:`.oauth`), where the
protected-resource metadata names an authorization server, does the challenge carry
``resource_metadata="..."``: with static tokens there is no authorization server, and a
client pointed at the metadata would start an OAuth discovery that cannot succeed;
``403`` with ``error="insufficient_scope", scope="..."`` when the token lacks a
scope the request needs (``jacobian.read`` for every MCP request, ``jacobian.run``
also for a ``tools/call`` of ``math.run`` or ``reasoning.write``, by either name a
session may see them under: ``math_run``, ``reasoning_write``), as the MCP
authorization specification asks. With no token file, or an empty or unreadable
one, every request except the health endpoints gets ``401``.

Tokens never reach a log: only the token's id (``tok_...``) is ever written.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import logging
import os
import secrets
import tempfile
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Protocol

from mcp.server.auth.middleware.bearer_auth import AuthenticatedUser
from mcp.server.auth.provider import AccessToken

from jacobian.contracts.toolnames import canonical_id

from .scopes import RUN_TOOLS, SCOPE_READ, SCOPE_RUN, SCOPES
from .tenant_limits import valid_tenant

log = logging.getLogger("jacobian.http.auth")

TOKEN_PREFIX = "jacobian_"
FILE_VERSION = 1
MAX_BODY_BYTES = 4 * 1024 * 1024  # the SDK's own request-body limit; inspected bodies are bounded the same


def default_tokens_file() -> Path:
    from jacobian.paths import config_dir

    return config_dir() / "tokens.json"


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class TokenEntry:
    id: str
    tenant: str
    scopes: tuple[str, ...]
    sha256: str
    created: str
    revoked: str | None = None
    note: str = ""

    def as_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "tenant": self.tenant,
            "scopes": list(self.scopes),
            "sha256": self.sha256,
            "created": self.created,
            "revoked": self.revoked,
            "note": self.note,
        }


class TokenFileError(ValueError):
    pass


def _parse(text: str, path: Path) -> list[TokenEntry]:
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        raise TokenFileError(f"{path}: not JSON (line {exc.lineno}: {exc.msg})") from None
    if not isinstance(doc, dict) or doc.get("version") != FILE_VERSION or not isinstance(doc.get("tokens"), list):
        raise TokenFileError(f"{path}: expected {{'version': {FILE_VERSION}, 'tokens': [...]}}")
    out = []
    for i, item in enumerate(doc["tokens"]):
        try:
            entry = TokenEntry(
                id=str(item["id"]),
                tenant=str(item["tenant"]),
                scopes=tuple(str(s) for s in item["scopes"]),
                sha256=str(item["sha256"]),
                created=str(item.get("created", "")),
                revoked=item.get("revoked"),
                note=str(item.get("note", "")),
            )
        except (KeyError, TypeError) as exc:
            raise TokenFileError(f"{path}: $.tokens[{i}]: missing or malformed field {exc}") from None
        if len(entry.sha256) != 64 or not valid_tenant(entry.tenant):
            raise TokenFileError(f"{path}: $.tokens[{i}]: bad sha256 or tenant id {entry.tenant!r}")
        out.append(entry)
    return out


class TokenFile:
    """The operator's token file: read on demand, re-read when it changes, written atomically (mode 0600)."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._stamp: tuple[int, int, int] | None = None
        self._entries: list[TokenEntry] = []

    def entries(self) -> list[TokenEntry]:
        """The current entries; an unreadable or malformed file counts as no token at all (refuse, never open)."""
        try:
            st = self.path.stat()
        except FileNotFoundError:
            self._stamp, self._entries = None, []
            return []
        stamp = (st.st_mtime_ns, st.st_size, st.st_ino)
        if stamp != self._stamp:
            try:
                self._entries = _parse(self.path.read_text(encoding="utf-8"), self.path)
            except (OSError, TokenFileError) as exc:
                log.error("token file unusable, refusing every token: %s", exc)
                self._entries = []
            self._stamp = stamp
        return self._entries

    def verify(self, token: str) -> TokenEntry | None:
        """The live entry whose hash is the token's, compared in constant time against every entry."""
        digest = token_hash(token)
        found = None
        for entry in self.entries():
            if hmac.compare_digest(digest, entry.sha256) and entry.revoked is None:
                found = entry
        return found

    # -- the operator's side (jacobian tokens) ----------------------------------------
    def _load_strict(self) -> list[TokenEntry]:
        if not self.path.exists():
            return []
        return _parse(self.path.read_text(encoding="utf-8"), self.path)

    def _write(self, entries: list[TokenEntry]) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        doc = {"version": FILE_VERSION, "tokens": [e.as_json() for e in entries]}
        fd, tmp = tempfile.mkstemp(dir=self.path.parent, prefix=".tokens-", suffix=".tmp")
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                json.dump(doc, f, indent=2)
                f.write("\n")
                f.flush()
                os.fsync(f.fileno())
            os.chmod(tmp, 0o600)
            os.replace(tmp, self.path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise

    def add(self, tenant: str, scopes: tuple[str, ...], note: str = "") -> tuple[TokenEntry, str]:
        """A new token for ``tenant``: the entry (hash only) is stored, the token returned once."""
        if not valid_tenant(tenant):
            raise TokenFileError(f"invalid tenant id {tenant!r}: lowercase letters, digits, '-' and '_', 1-63 chars")
        unknown = [s for s in scopes if s not in SCOPES]
        if unknown or not scopes:
            raise TokenFileError(f"unknown scope(s) {unknown}; the scopes are {', '.join(SCOPES)}")
        entries = self._load_strict()
        token = TOKEN_PREFIX + secrets.token_urlsafe(32)
        entry = TokenEntry(
            id="tok_" + secrets.token_hex(6),
            tenant=tenant,
            scopes=tuple(dict.fromkeys(scopes)),
            sha256=token_hash(token),
            created=datetime.now(UTC).isoformat(timespec="seconds"),
            note=note,
        )
        self._write([*entries, entry])
        return entry, token

    def revoke(self, token_id: str) -> TokenEntry:
        entries = self._load_strict()
        for i, entry in enumerate(entries):
            if entry.id == token_id:
                if entry.revoked is None:
                    entry = TokenEntry(**{**entry.__dict__, "revoked": datetime.now(UTC).isoformat(timespec="seconds")})
                    entries[i] = entry
                    self._write(entries)
                return entry
        raise TokenFileError(f"no token {token_id!r} in {self.path}")

    def list(self) -> list[TokenEntry]:
        return self._load_strict()


def user_for(entry: TokenEntry | None) -> AuthenticatedUser:
    """The SDK's user for a request: its session-ownership check compares (client_id, issuer, subject)."""
    if entry is None:  # --allow-anonymous
        return AuthenticatedUser(AccessToken(token="anonymous", client_id="anonymous", scopes=list(SCOPES)))
    return AuthenticatedUser(
        AccessToken(
            token=entry.id,  # the id, never the secret
            client_id=entry.id,
            scopes=list(entry.scopes),
            subject=entry.tenant,
            claims={"tenant": entry.tenant},
        )
    )


class Verifier(Protocol):
    """A token file, or the JWT verifier of :mod:`.oauth`: the live entry a bearer token stands for."""

    def verify(self, token: str) -> TokenEntry | None: ...


ASGIApp = Callable[[dict[str, Any], Callable[[], Awaitable[dict[str, Any]]], Callable[..., Awaitable[None]]], Any]


def _needs_run(body: bytes) -> bool:
    """Does this JSON-RPC body call a tool that needs the run scope? (Unparsable: the endpoint answers it.)"""
    try:
        doc = json.loads(body)
    except ValueError:
        return False
    for msg in doc if isinstance(doc, list) else [doc]:
        if isinstance(msg, dict) and msg.get("method") == "tools/call":
            params = msg.get("params")
            name = params.get("name") if isinstance(params, dict) else None
            # Either spelling (math.run or math_run): a renamed tool needs exactly the scope of its id.
            if isinstance(name, str) and canonical_id(name) in RUN_TOOLS:
                return True
    return False


async def _read_body(receive: Callable[[], Awaitable[dict[str, Any]]]) -> tuple[bytes, list[dict[str, Any]]] | None:
    """The whole request body and the messages that carried it (None when it exceeds the limit)."""
    chunks, messages, size = [], [], 0
    while True:
        msg = await receive()
        messages.append(msg)
        if msg["type"] != "http.request":
            break
        chunk = msg.get("body", b"")
        size += len(chunk)
        if size > MAX_BODY_BYTES:
            return None
        chunks.append(chunk)
        if not msg.get("more_body"):
            break
    return b"".join(chunks), messages


def _replay(messages: list[dict[str, Any]], receive: Callable[[], Awaitable[dict[str, Any]]]) -> Any:
    pending = list(messages)

    async def replayed() -> dict[str, Any]:
        return pending.pop(0) if pending else await receive()

    return replayed


async def send_json(send: Any, status: int, doc: dict[str, Any], headers: tuple[tuple[bytes, bytes], ...] = ()) -> None:
    body = json.dumps(doc).encode()
    head = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode()), *headers]
    await send({"type": "http.response.start", "status": status, "headers": head})
    await send({"type": "http.response.body", "body": body})


NO_TOKEN_MESSAGE = (
    "this server needs a bearer token: send 'Authorization: Bearer <token>' (the operator issues one with "
    "'jacobian tokens add --tenant NAME')"
)
BAD_TOKEN_MESSAGE = "unknown or revoked token"


class BearerAuth:
    """ASGI middleware in front of the MCP endpoint: authenticate, check scopes, attach the user.

    ``metadata_path``: the protected-resource metadata to name in challenges (OAuth mode only; None with
    static tokens, whose challenges name a realm instead)."""

    def __init__(self, app: ASGIApp, tokens: Verifier | None, *, anonymous: bool, metadata_path: str | None) -> None:
        self.app = app
        self.tokens = tokens
        self.anonymous = anonymous
        self.metadata_path = metadata_path

    def _metadata_url(self, scope: dict[str, Any]) -> str:
        assert self.metadata_path is not None
        host = next((v.decode("latin-1") for k, v in scope["headers"] if k == b"host"), None)
        if host is None:
            server = scope.get("server") or ("localhost", 80)
            host = f"{server[0]}:{server[1]}"
        return f"{scope.get('scheme', 'http')}://{host}{self.metadata_path}"

    async def _refuse(
        self, scope: dict[str, Any], send: Any, status: int, error: str | None, why: str, needed: str | None = None
    ) -> None:
        if self.metadata_path is not None:
            parts = [f'resource_metadata="{self._metadata_url(scope)}"']
        else:
            parts = ['realm="jacobian"']
        if error:
            parts.append(f'error="{error}"')
            parts.append(f'error_description="{why}"')
        if needed:
            parts.append(f'scope="{needed}"')
        client = (scope.get("client") or ("?",))[0]
        log.info("%d %s %s from %s: %s", status, scope.get("method"), scope.get("path"), client, why)
        doc = {"error": error or "unauthorized", "error_description": why}
        await send_json(send, status, doc, ((b"www-authenticate", ("Bearer " + ", ".join(parts)).encode()),))

    async def _verify(self, token: str) -> TokenEntry | None:
        if self.tokens is None:
            return None
        if getattr(self.tokens, "blocking", False):  # a JWKS fetched over the network: not on the event loop
            import anyio

            return await anyio.to_thread.run_sync(self.tokens.verify, token)
        return self.tokens.verify(token)

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        entry = None
        if not self.anonymous:
            header = next((v.decode("latin-1") for k, v in scope["headers"] if k == b"authorization"), "")
            scheme, _, token = header.partition(" ")
            if scheme.lower() != "bearer" or not token.strip():
                await self._refuse(scope, send, 401, None, NO_TOKEN_MESSAGE)
                return
            entry = await self._verify(token.strip())
            if entry is None:
                await self._refuse(scope, send, 401, "invalid_token", BAD_TOKEN_MESSAGE)
                return
            if SCOPE_READ not in entry.scopes:
                why = f"{entry.id} lacks {SCOPE_READ}"
                await self._refuse(scope, send, 403, "insufficient_scope", why, SCOPE_READ)
                return
            if scope.get("method") == "POST" and SCOPE_RUN not in entry.scopes:
                read = await _read_body(receive)
                if read is None:
                    await send_json(send, 413, {"error": "request body too large"})
                    return
                body, messages = read
                if _needs_run(body):
                    why = f"{entry.id} lacks {SCOPE_RUN}"
                    await self._refuse(scope, send, 403, "insufficient_scope", why, f"{SCOPE_READ} {SCOPE_RUN}")
                    return
                receive = _replay(messages, receive)
        scope["user"] = user_for(entry)
        await self.app(scope, receive, send)
