"""OAuth resource-server mode with ``--jwks-url``: the JWKS served by a real local HTTP server,
rotated under a running Jacobian (the new ``kid`` is fetched), and unreachable or oversized
(every token refused with 401, the server still up)."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import anyio
import jwt
import pytest
from httpserver import client_transport, get, http_server, post_rpc
from mcp import Client
from test_http_oauth import AUDIENCE, ISSUER, LIST_TOOLS, mint, rsa_key, www

from jacobian.mcp.oauth import MAX_JWKS_BYTES


class JWKSServer:
    """A JWKS endpoint on loopback whose body the test changes; it counts the fetches."""

    def __init__(self) -> None:
        self.body = b"{}"
        self.fetches = 0
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                outer.fetches += 1
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(outer.body)))
                self.end_headers()
                self.wfile.write(outer.body)

            def log_message(self, *args: object) -> None:
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/jwks.json"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def serve_keys(self, **keys) -> None:
        entries = []
        for kid, key in keys.items():
            jwk = json.loads(jwt.algorithms.RSAAlgorithm.to_jwk(key.public_key()))
            entries.append({**jwk, "kid": kid, "use": "sig", "alg": "RS256"})
        self.body = json.dumps({"keys": entries}).encode()

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


def mint_kid(key, kid: str, **kw) -> str:
    token = mint(key, **kw)
    claims = jwt.decode(token, options={"verify_signature": False})
    return jwt.encode(claims, key, algorithm="RS256", headers={"kid": kid})


def flags(url: str, *extra: str) -> list[str]:
    return ["--no-prestart", "--jwks-url", url, "--jwt-issuer", ISSUER, "--jwt-audience", AUDIENCE, *extra]


async def tool_names(url: str, token: str) -> set[str]:
    async with Client(client_transport(url, token)) as client:
        return {t.name for t in (await client.list_tools()).tools}


def test_a_rotated_key_is_fetched_and_served_without_a_restart(tmp_path):
    first, second = rsa_key(), rsa_key()
    jwks = JWKSServer()
    jwks.serve_keys(k1=first)
    try:
        with http_server(tmp_path / "state", *flags(jwks.url, "--jwks-refresh", "0.2")) as server:
            assert "math.run" in anyio.run(tool_names, server.url, mint_kid(first, "k1"))
            fetched = jwks.fetches
            assert fetched >= 1
            assert "math.run" in anyio.run(tool_names, server.url, mint_kid(first, "k1"))
            assert jwks.fetches == fetched  # the key set is cached, not fetched per request
            jwks.serve_keys(k2=second)  # the issuer rotates its signing key
            anyio.run(anyio.sleep, 0.3)  # past the refresh cool-down
            assert "math.run" in anyio.run(tool_names, server.url, mint_kid(second, "k2"))
            assert jwks.fetches > fetched  # the unknown kid made it fetch the new set
            status, headers, _ = post_rpc(server.url, LIST_TOOLS, token=mint_kid(first, "k3"))
            assert status == 401 and 'error="invalid_token"' in www(headers)  # a kid nobody publishes
    finally:
        jwks.close()


@pytest.mark.parametrize("case", ["unreachable", "oversized", "not_json"])
def test_an_unusable_jwks_refuses_tokens_with_401_and_the_server_stays_up(tmp_path, case):
    key = rsa_key()
    jwks = JWKSServer()
    jwks.serve_keys(k1=key)
    url = jwks.url
    if case == "unreachable":
        jwks.close()  # nothing listens on that port any more
    elif case == "oversized":
        jwks.body = b'{"keys": [], "pad": "' + b"x" * MAX_JWKS_BYTES + b'"}'
    else:
        jwks.body = b"<html>not a key set</html>"
    try:
        with http_server(tmp_path / "state", *flags(url)) as server:
            token = mint_kid(key, "k1")
            for _ in range(2):
                status, headers, _ = post_rpc(server.url, LIST_TOOLS, token=token)
                assert status == 401 and 'error="invalid_token"' in www(headers)
            assert get(server.base + "/healthz")[0] == 200
            assert get(server.base + "/readyz")[0] == 200
            log = server.log_text()
            reason = {
                "unreachable": "PyJWKClientConnectionError",
                "oversized": "larger than",
                "not_json": "not JSON",
            }[case]
            assert "JWT refused" in log and reason in log, log
            assert token not in log
    finally:
        if case != "unreachable":
            jwks.close()
