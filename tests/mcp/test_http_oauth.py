"""OAuth resource-server mode: JWTs verified against a JWKS file (real RSA keys, real signatures)."""

from __future__ import annotations

import json
import time

import anyio
import jwt
import pytest
from cryptography.hazmat.primitives.asymmetric import rsa
from httpserver import client_transport, get, http_server, post_rpc
from mcp import Client

ISSUER = "https://issuer.example"
AUDIENCE = "http://127.0.0.1/mcp"
LIST_TOOLS = {"jsonrpc": "2.0", "id": 2, "method": "tools/list", "params": {}}


def rsa_key():
    return rsa.generate_private_key(public_exponent=65537, key_size=2048)


@pytest.fixture(scope="module")
def keys(tmp_path_factory):
    good, other = rsa_key(), rsa_key()
    jwk = json.loads(jwt.algorithms.RSAAlgorithm.to_jwk(good.public_key()))
    jwks = tmp_path_factory.mktemp("oauth") / "jwks.json"
    jwks.write_text(json.dumps({"keys": [{**jwk, "kid": "k1", "use": "sig", "alg": "RS256"}]}))
    return {"good": good, "other": other, "jwks": jwks}


def mint(key, *, aud=AUDIENCE, iss=ISSUER, exp_in=300, scope="jacobian.read jacobian.run", tenant="carol") -> str:
    now = int(time.time())
    claims = {"iss": iss, "aud": aud, "sub": "agent-7", "iat": now, "exp": now + exp_in, "scope": scope}
    if tenant is not None:
        claims["tenant"] = tenant
    return jwt.encode(claims, key, algorithm="RS256", headers={"kid": "k1"})


@pytest.fixture(scope="module")
def server(state_dir, keys):
    flags = ["--jwks-file", str(keys["jwks"]), "--jwt-issuer", ISSUER, "--jwt-audience", AUDIENCE]
    with http_server(state_dir, "--no-prestart", *flags) as srv:
        yield srv


def www(headers) -> str:
    return {k.lower(): v for k, v in headers.items()}.get("www-authenticate", "")


def test_valid_jwt_serves_its_tenant(server, keys, state_dir):
    async def main():
        async with Client(client_transport(server.url, mint(keys["good"]))) as client:
            run = await client.call_tool(
                "math.run", {"capability_id": "sat.solve", "payload": {"dimacs": "p cnf 1 1\n1 0\n"}}
            )
            assert run.structured_content["conclusion"] == "SAT"

    anyio.run(main)
    assert (state_dir / "tenants" / "carol" / "state.sqlite3").is_file()
    doc = json.loads(get(server.base + "/.well-known/oauth-protected-resource/mcp")[2])
    assert doc["authorization_servers"] == [ISSUER]


@pytest.mark.parametrize(
    "case",
    ["expired", "wrong_audience", "wrong_issuer", "wrong_signature", "no_tenant", "alg_none"],
)
def test_bad_jwt_is_401_invalid_token(server, keys, case):
    token = {
        "expired": lambda: mint(keys["good"], exp_in=-3600),
        "wrong_audience": lambda: mint(keys["good"], aud="http://elsewhere/mcp"),
        "wrong_issuer": lambda: mint(keys["good"], iss="https://evil.example"),
        "wrong_signature": lambda: mint(keys["other"]),
        "no_tenant": lambda: mint(keys["good"], tenant=None),
        "alg_none": lambda: jwt.encode(
            {"iss": ISSUER, "aud": AUDIENCE, "sub": "x", "exp": int(time.time()) + 300, "tenant": "carol"},
            None,
            algorithm="none",
        ),
    }[case]()
    status, headers, _ = post_rpc(server.url, LIST_TOOLS, token=token)
    assert status == 401 and 'error="invalid_token"' in www(headers) and "resource_metadata=" in www(headers)
    reason = {
        "expired": "ExpiredSignatureError",
        "wrong_audience": "InvalidAudienceError",
        "wrong_issuer": "InvalidIssuerError",
        "wrong_signature": "InvalidSignatureError",
        "no_tenant": "claim 'tenant' is not a tenant id",
        "alg_none": "InvalidAlgorithmError",
    }[case]
    log = server.log_text()
    assert f"JWT refused: {reason}" in log  # refused for this reason, not another
    assert token not in log


def test_jwt_without_scope_is_403(server, keys):
    status, headers, _ = post_rpc(server.url, LIST_TOOLS, token=mint(keys["good"], scope="jacobian.run"))
    assert status == 403 and 'error="insufficient_scope"' in www(headers) and 'scope="jacobian.read"' in www(headers)
