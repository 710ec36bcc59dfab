"""Tenants over HTTP: each tenant's artifacts and reasoning log are its own; the limits are per tenant.

Tenant B asking for tenant A's ``artifact://`` or ``reasoning://`` URI must get exactly the
answer for a URI that does not exist (no existence oracle). Checker authorization stays the
operator's: a tenant's VERIFY run is VERIFIED by the globally authorized checkers.
"""

from __future__ import annotations

import json

import anyio
import pytest
from conftest import php_dimacs
from httpserver import client_transport, http_server
from mcp import Client
from mcp.shared.exceptions import MCPError
from test_http_auth import issue

SMALL_SAT = "p cnf 2 2\n1 2 0\n-1 0\n"
ABSENT_DIGEST = "0" * 64
ABSENT_RUN = "f" * 32


@pytest.fixture(scope="module")
def tokens(tmp_path_factory):
    path = tmp_path_factory.mktemp("tenants") / "tokens.json"
    return {"file": path, "alice": issue(path, "alice")["token"], "bob": issue(path, "bob")["token"]}


@pytest.fixture(scope="module")
def server(state_dir, tokens):
    flags = ["--no-prestart", "--tokens", str(tokens["file"]), "--reasoning-log", "AUDIT"]
    with http_server(state_dir, *flags, "--tenant-max-concurrent", "1") as srv:
        yield srv


async def refusal(client, uri: str) -> tuple:
    """The error answer to reading ``uri``, with the URI itself blanked (it is echoed back)."""
    with pytest.raises(MCPError) as info:
        await client.read_resource(uri)
    err = info.value.error
    blank = lambda v: json.loads(json.dumps(v).replace(uri, "<URI>"))  # noqa: E731
    return err.code, blank(err.message), blank(err.data)


async def reasoning_write_answer(client, run_id: str) -> dict:
    result = await client.call_tool(
        "reasoning.write", {"phase": "BEFORE_TOOL", "summary": "try", "run_id": run_id, "capability_id": "sat.solve"}
    )
    return json.loads(result.content[0].text.replace(run_id, "<RUN>"))


def test_tenant_cannot_see_another_tenants_artifacts_or_reasoning(server, tokens, state_dir):
    async def main():
        async with (
            Client(client_transport(server.url, tokens["alice"])) as alice,
            Client(client_transport(server.url, tokens["bob"])) as bob,
        ):
            plan = await alice.call_tool("reasoning.write", {"phase": "PLAN", "summary": "decide a tiny CNF"})
            run_id = plan.structured_content["run_id"]
            verify = await alice.call_tool(
                "math.run", {"capability_id": "sat.solve", "payload": {"dimacs": SMALL_SAT}, "mode": "VERIFY"}
            )
            result = verify.structured_content
            assert result["assurance"]["level"] == "VERIFIED", verify.content[0].text  # global authorizations
            record = result["assurance"]["verification_record_uri"]
            stored = json.loads((await alice.read_resource(record)).contents[0].text)
            assert stored["uri"] == record
            assert (await alice.read_resource(f"reasoning://run/{run_id}")).contents[0].text

            absent = f"artifact://sha256/{ABSENT_DIGEST}"
            for uri in result["artifact_uris"]:
                assert await refusal(bob, uri) == await refusal(bob, absent)
            assert await refusal(bob, f"reasoning://run/{run_id}") == await refusal(
                bob, f"reasoning://run/{ABSENT_RUN}"
            )
            assert await reasoning_write_answer(bob, run_id) == await reasoning_write_answer(bob, ABSENT_RUN)
            # Alice still sees hers: the refusals above were about Bob, not about the URI.
            assert json.loads((await alice.read_resource(record)).contents[0].text)["uri"] == record

    anyio.run(main)
    assert (state_dir / "tenants" / "alice" / "state.sqlite3").is_file()
    assert (state_dir / "tenants" / "bob" / "state.sqlite3").is_file()


def test_concurrency_limit_is_per_tenant_and_typed(server, tokens):
    long_run = {"capability_id": "sat.solve", "payload": {"dimacs": php_dimacs(10), "proof": False}}
    small = {"capability_id": "sat.solve", "payload": {"dimacs": SMALL_SAT}}

    async def main():
        async with (
            Client(client_transport(server.url, tokens["alice"])) as alice,
            Client(client_transport(server.url, tokens["bob"])) as bob,
        ):
            started = anyio.Event()

            async def on_progress(progress, total, message):
                started.set()

            with anyio.fail_after(60):
                async with anyio.create_task_group() as tg:
                    tg.start_soon(lambda: alice.call_tool("math.run", long_run, progress_callback=on_progress))
                    await started.wait()
                    over = await alice.call_tool("math.run", small)
                    assert over.is_error
                    codes = [d["code"] for d in over.structured_content["diagnostics"]]
                    assert codes == ["TENANT_CONCURRENCY_LIMIT"], over.content[0].text
                    assert over.structured_content["diagnostics"][0]["hint"]
                    other = await bob.call_tool("math.run", small)  # Bob's limit is his own
                    assert not other.is_error and other.structured_content["conclusion"] == "SAT"
                    tg.cancel_scope.cancel()
            # Once the cancellation has reached the server (the stream closed), the slot is free again.
            with anyio.fail_after(15):
                while True:
                    after = await alice.call_tool("math.run", small)
                    if not after.is_error:
                        break
                    assert after.structured_content["diagnostics"][0]["code"] == "TENANT_CONCURRENCY_LIMIT"
                    await anyio.sleep(0.2)
            assert after.structured_content["conclusion"] == "SAT"

    anyio.run(main)


def test_rate_limit_holds_under_a_burst_with_a_retry_hint(tmp_path):
    """Burst 3 at 0.2 calls/s: of 6 immediate calls 3 run, 3 are refused with a typed diagnostic naming a wait."""
    path = tmp_path / "tokens.json"
    dave, erin = issue(path, "dave")["token"], issue(path, "erin")["token"]
    flags = ["--no-prestart", "--tokens", str(path), "--tenant-rate", "0.2", "--tenant-burst", "3"]
    small = {"capability_id": "sat.solve", "payload": {"dimacs": SMALL_SAT}}

    async def main():
        async with (
            Client(client_transport(server.url, dave)) as client,
            Client(client_transport(server.url, erin)) as other,
        ):
            results = []

            async def one():
                results.append(await client.call_tool("math.run", small))

            async with anyio.create_task_group() as tg:
                for _ in range(6):
                    tg.start_soon(one)
            ran = [r for r in results if not r.is_error]
            refused = [r for r in results if r.is_error]
            assert len(ran) == 3 and all(r.structured_content["conclusion"] == "SAT" for r in ran)
            assert len(refused) == 3
            for r in refused:
                (diag,) = r.structured_content["diagnostics"]
                assert diag["code"] == "TENANT_RATE_LIMITED" and diag["hint"].startswith("retry after ")
            assert not (await other.call_tool("math.run", small)).is_error  # Erin's bucket is her own

    with http_server(tmp_path / "state", *flags) as server:
        anyio.run(main)
