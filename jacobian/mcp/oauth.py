"""OAuth 2.1 resource-server mode: JWT access tokens verified against a JWKS file.

``--jwks-file FILE --jwt-issuer ISS --jwt-audience AUD`` replaces the static token
file. A token is accepted when its signature verifies with the JWKS key its header
names (``kid``; asymmetric algorithms only, never ``none`` or a shared secret), and
its ``iss``, ``aud`` and ``exp`` claims are this server's issuer, audience and not
past (30 s leeway). Scopes come from the ``scope`` claim (space-separated, RFC 9068)
or ``scp`` (a list); the tenant from the ``tenant`` claim (``--jwt-tenant-claim``).
The JWKS file is re-read when it changes (key rotation without a restart).
Every refusal is a 401 ``invalid_token``; the reason goes to the log, the token never.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

import jwt

from .auth import TokenEntry
from .tenants import valid_tenant

log = logging.getLogger("jacobian.http.auth")

ALGORITHMS = ["RS256", "RS384", "RS512", "PS256", "PS384", "PS512", "ES256", "ES384", "ES512", "EdDSA"]
LEEWAY_SECONDS = 30


class JWTVerifier:
    def __init__(self, jwks_file: Path, issuer: str, audience: str, tenant_claim: str = "tenant") -> None:
        self.jwks_file = Path(jwks_file)
        self.issuer = issuer
        self.audience = audience
        self.tenant_claim = tenant_claim
        self._stamp: tuple[int, int, int] | None = None
        self._keys: dict[str | None, Any] = {}

    def keys(self) -> dict[str | None, Any]:
        """The JWKS keys by ``kid``; an unreadable file means no key (every token refused)."""
        try:
            st = self.jwks_file.stat()
        except OSError as exc:
            log.error("JWKS file unusable, refusing every token: %s", exc)
            self._stamp, self._keys = None, {}
            return {}
        stamp = (st.st_mtime_ns, st.st_size, st.st_ino)
        if stamp != self._stamp:
            try:
                jwks = jwt.PyJWKSet.from_dict(json.loads(self.jwks_file.read_text(encoding="utf-8")))
                self._keys = {k.key_id: k for k in jwks.keys}
            except (OSError, ValueError, jwt.PyJWTError) as exc:
                log.error("JWKS file %s unusable, refusing every token: %s", self.jwks_file, exc)
                self._keys = {}
            self._stamp = stamp
        return self._keys

    def verify(self, token: str) -> TokenEntry | None:
        try:
            header = jwt.get_unverified_header(token)
            keys = self.keys()
            key = keys.get(header.get("kid")) or (next(iter(keys.values())) if len(keys) == 1 else None)
            if key is None:
                raise jwt.InvalidKeyError("no JWKS key for the token's kid")
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
