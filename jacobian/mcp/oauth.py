"""OAuth 2.1 resource-server mode: JWT access tokens verified against a JWKS file or URL.

``--jwks-file FILE`` or ``--jwks-url URL``, with ``--jwt-issuer ISS --jwt-audience AUD``,
replaces the static token file. A token is accepted when its signature verifies with the JWKS key its header
names (``kid``; asymmetric algorithms only, never ``none`` or a shared secret), and
its ``iss``, ``aud`` and ``exp`` claims are this server's issuer, audience and not
past (30 s leeway). Scopes come from the ``scope`` claim (space-separated, RFC 9068)
or ``scp`` (a list); the tenant from the ``tenant`` claim (``--jwt-tenant-claim``).
The JWKS file is re-read when it changes (key rotation without a restart). A JWKS
URL is fetched by pyjwt's ``PyJWKClient``: the key set cached for ``JWKS_LIFESPAN_SECONDS``,
refetched early for a ``kid`` it lacks (a rotated key) at most once per ``--jwks-refresh``
seconds, each fetch bounded in time (``JWKS_TIMEOUT_SECONDS``), in size
(``MAX_JWKS_BYTES``) and refused a redirect. An unreachable or malformed JWKS refuses the
token (401), never the server. The fetch blocks, so the middleware runs it in a thread.
Every refusal is a 401 ``invalid_token``; the reason goes to the log, the token never.
"""

from __future__ import annotations

import http.client
import json
import logging
import urllib.request
from pathlib import Path
from typing import Any

import jwt

from .auth import TokenEntry
from .tenant_limits import valid_tenant

log = logging.getLogger("jacobian.http.auth")

ALGORITHMS = ["RS256", "RS384", "RS512", "PS256", "PS384", "PS512", "ES256", "ES384", "ES512", "EdDSA"]
LEEWAY_SECONDS = 30


JWKS_LIFESPAN_SECONDS = 300.0
JWKS_TIMEOUT_SECONDS = 5.0
MAX_JWKS_BYTES = 1 << 20
DEFAULT_REFRESH_SECONDS = 30.0


def only_key(keys: dict[str | None, Any], kid: str | None) -> Any:
    """The key named ``kid``; a set of one key also serves a token that names none."""
    return keys.get(kid) or (next(iter(keys.values())) if kid is None and len(keys) == 1 else None)


class FileKeys:
    """The keys of a JWKS file, re-read when the file changes."""

    blocking = False

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._stamp: tuple[int, int, int] | None = None
        self._keys: dict[str | None, Any] = {}

    def keys(self) -> dict[str | None, Any]:
        """The JWKS keys by ``kid``; an unreadable file means no key (every token refused)."""
        try:
            st = self.path.stat()
        except OSError as exc:
            log.error("JWKS file unusable, refusing every token: %s", exc)
            self._stamp, self._keys = None, {}
            return {}
        stamp = (st.st_mtime_ns, st.st_size, st.st_ino)
        if stamp != self._stamp:
            try:
                jwks = jwt.PyJWKSet.from_dict(json.loads(self.path.read_text(encoding="utf-8")))
                self._keys = {k.key_id: k for k in jwks.keys}
            except (OSError, ValueError, jwt.PyJWTError) as exc:
                log.error("JWKS file %s unusable, refusing every token: %s", self.path, exc)
                self._keys = {}
            self._stamp = stamp
        return self._keys

    def key_for(self, kid: str | None) -> Any:
        key = only_key(self.keys(), kid)
        if key is None:
            raise jwt.InvalidKeyError("no JWKS key for the token's kid")
        return key


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args: Any, **kwargs: Any) -> None:
        return None


class BoundedJWKClient(jwt.PyJWKClient):
    """pyjwt's JWKS client, its fetch bounded in size as well as in time."""

    def fetch_data(self) -> Any:
        request = urllib.request.Request(url=self.uri, headers=self.headers)
        try:
            with urllib.request.build_opener(_NoRedirect()).open(request, timeout=self.timeout) as response:
                body = response.read(MAX_JWKS_BYTES + 1)
        except (OSError, http.client.HTTPException) as exc:  # URLError, HTTPError and timeouts are OSErrors
            raise jwt.PyJWKClientConnectionError(f"fetching the JWKS failed: {exc}") from None
        if len(body) > MAX_JWKS_BYTES:
            raise jwt.PyJWKClientError(f"the JWKS is larger than {MAX_JWKS_BYTES} bytes")
        try:
            return json.loads(body)
        except ValueError:
            raise jwt.PyJWKClientError("the JWKS is not JSON") from None


class UrlKeys:
    """The keys of a JWKS URL (``--jwks-url``)."""

    blocking = True

    def __init__(self, url: str, refresh_seconds: float = DEFAULT_REFRESH_SECONDS) -> None:
        self.client = BoundedJWKClient(
            url, lifespan=JWKS_LIFESPAN_SECONDS, timeout=JWKS_TIMEOUT_SECONDS, cooldown_duration=refresh_seconds
        )

    def key_for(self, kid: str | None) -> Any:
        if kid is None:
            keys = {k.key_id: k for k in self.client.get_signing_keys()}
            key = only_key(keys, None)
            if key is None:
                raise jwt.InvalidKeyError("the token names no kid and the JWKS has several keys")
            return key
        return self.client.get_signing_key(kid)


class JWTVerifier:
    def __init__(self, keys: FileKeys | UrlKeys, issuer: str, audience: str, tenant_claim: str = "tenant") -> None:
        self.source = keys
        self.blocking = keys.blocking  # the middleware then verifies in a worker thread
        self.issuer = issuer
        self.audience = audience
        self.tenant_claim = tenant_claim

    def verify(self, token: str) -> TokenEntry | None:
        try:
            header = jwt.get_unverified_header(token)
            key = self.source.key_for(header.get("kid"))
            claims = jwt.decode(
                token,
                key.key,
                algorithms=ALGORITHMS,
                audience=self.audience,
                issuer=self.issuer,
                leeway=LEEWAY_SECONDS,
                options={"require": ["exp", "iss", "aud", "sub"]},
            )
        except jwt.PyJWTError as exc:
            log.info("JWT refused: %s", type(exc).__name__ + (f" ({exc})" if str(exc) else ""))
            return None
        tenant = claims.get(self.tenant_claim)
        if not isinstance(tenant, str) or not valid_tenant(tenant):
            log.info("JWT refused: claim %r is not a tenant id", self.tenant_claim)
            return None
        raw = claims.get("scope", claims.get("scp", ""))
        scopes = tuple(raw.split() if isinstance(raw, str) else (str(s) for s in raw))
        return TokenEntry(id=f"jwt:{claims['sub']}"[:128], tenant=tenant, scopes=scopes, sha256="-", created="")
