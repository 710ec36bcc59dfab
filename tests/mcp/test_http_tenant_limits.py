"""Per-tenant limits over HTTP from ``--tenant-limits FILE``: a payload over the tenant's byte bound is
refused with a typed PAYLOAD_TOO_LARGE result naming the field, while another tenant (the global flags)
runs the same call; a malformed limits file stops the server at start, naming the field."""

from __future__ import annotations

import subprocess

import anyio
from httpserver import client_transport, command, http_server
from mcp import Client
from test_http_auth import issue

from jacobian.mcp.tenant_limits import Limits, LimitsFileError, parse


def dimacs_of_size(size: int) -> str:
    """A satisfiable CNF of at least ``size`` characters (unit clauses ``i 0``)."""
    clauses, i = [], 1
    while sum(len(c) for c in clauses) < size:
        clauses.append(f"{i} 0\n")
        i += 1
    return f"p cnf {i - 1} {len(clauses)}\n" + "".join(clauses)


def test_a_tenants_payload_bound_is_its_own_and_typed(tmp_path):
    path = tmp_path / "tokens.json"
    alice, bob = issue(path, "alice")["token"], issue(path, "bob")["token"]
    limits = tmp_path / "limits.yaml"
    limits.write_text("tenants:\n  alice: {max_payload_bytes: 2000, max_concurrent: 2}\n")
    flags = ["--no-prestart", "--tokens", str(path), "--tenant-limits", str(limits)]
    big = {"capability_id": "sat.solve", "payload": {"dimacs": dimacs_of_size(3000)}}
    small = {"capability_id": "sat.solve", "payload": {"dimacs": dimacs_of_size(500)}}

    async def main():
        async with Client(client_transport(server.url, alice)) as a, Client(client_transport(server.url, bob)) as b:
            refused = await a.call_tool("math.run", big)
            assert refused.is_error
            (diag,) = refused.structured_content["diagnostics"]
            assert diag["code"] == "PAYLOAD_TOO_LARGE" and diag["path"] == "$.payload", diag
            assert "at most 2000" in diag["message"] and "tenant 'alice'" in diag["message"]
            assert (await a.call_tool("math.run", small)).structured_content["conclusion"] == "SAT"
            assert (await b.call_tool("math.run", big)).structured_content["conclusion"] == "SAT"  # bob: no bound

    with http_server(tmp_path / "state", *flags) as server:
        anyio.run(main)


def test_the_global_payload_flag_bounds_every_tenant(tmp_path):
    path = tmp_path / "tokens.json"
    carol = issue(path, "carol")["token"]
    flags = ["--no-prestart", "--tokens", str(path), "--tenant-max-payload-bytes", "1000"]
    big = {"capability_id": "sat.solve", "payload": {"dimacs": dimacs_of_size(1500)}}

    async def main():
        async with Client(client_transport(server.url, carol)) as c:
            (diag,) = (await c.call_tool("math.run", big)).structured_content["diagnostics"]
            assert diag["code"] == "PAYLOAD_TOO_LARGE" and "at most 1000" in diag["message"]

    with http_server(tmp_path / "state", *flags) as server:
        anyio.run(main)


def test_file_fields_override_the_flags_field_by_field():
    base = Limits(rate=1.0, burst=4, max_concurrent=3, max_payload_bytes=100)
    got = parse({"tenants": {"alice": {"burst": 9}, "bob": {}}}, base)
    assert got["alice"] == Limits(rate=1.0, burst=9, max_concurrent=3, max_payload_bytes=100)
    assert got["bob"] == base


def test_malformed_limits_are_refused_naming_the_field():
    cases = {
        "$.tenants.alice.rate: expected a number": {"tenants": {"alice": {"rate": "fast"}}},
        "$.tenants.alice.burst: expected an integer >= 1": {"tenants": {"alice": {"burst": 0}}},
        "$.tenants.alice.speed: unknown limit": {"tenants": {"alice": {"speed": 1}}},
        "$.tenants.Alice!: not a tenant id": {"tenants": {"Alice!": {}}},
        "$: expected a mapping": ["alice"],
    }
    for message, doc in cases.items():
        try:
            parse(doc, Limits())
        except LimitsFileError as exc:
            assert str(exc).startswith(message), (message, str(exc))
        else:
            raise AssertionError(f"accepted: {doc}")


def test_a_malformed_limits_file_stops_the_server_at_start(tmp_path):
    limits = tmp_path / "limits.yaml"
    limits.write_text("tenants:\n  alice: {max_payload_bytes: -5}\n")
    done = subprocess.run(
        command(tmp_path / "state", "--allow-anonymous", "--tenant-limits", str(limits)),
        capture_output=True,
        text=True,
        timeout=60,
        stdin=subprocess.DEVNULL,
    )
    assert done.returncode == 2, done.stderr
    assert "$.tenants.alice.max_payload_bytes: expected an integer >= 0" in done.stderr
    assert not (tmp_path / "state").exists()
