"""One stdio session under load, and bad tool input answered fast with typed diagnostics."""

from __future__ import annotations

import json
import random

import anyio
from conftest import php_dimacs, server_params
from mcp import Client

SAT = "p cnf 2 2\n1 2 0\n-1 0\n"
UNSAT = "p cnf 1 2\n1 0\n-1 0\n"
GROUP = {"generators": ["(1,2,3)", "(1,2)"]}


def _calls(n: int, seed: int):
    rng = random.Random(seed)
    kinds = [
        ("sat.solve", {"dimacs": SAT}, "SAT"),
        ("sat.solve", {"dimacs": UNSAT}, "UNSAT"),
        ("smt.check", {"script": "(declare-const x Int)\n(assert (> x 2))"}, "SAT"),
        ("sat.solve", {"dimacs": SAT, "bogus": 1}, "INVALID_REQUEST"),
    ]
    return [kinds[rng.randrange(len(kinds))] for _ in range(n)]


async def _burst(client: Client, n: int, cancel: int, seed: int) -> None:
    results: dict[int, object] = {}
    calls = _calls(n, seed)

    async def one(i: int, cid: str, payload: dict):
        results[i] = await client.call_tool("math.run", {"capability_id": cid, "payload": payload})

    async def doomed():
        with anyio.move_on_after(1.5):
            await client.call_tool(
                "math.run", {"capability_id": "sat.solve", "payload": {"dimacs": php_dimacs(10), "proof": False}}
            )
            raise AssertionError("a long job finished before its cancellation")

    async with anyio.create_task_group() as tg:
        for i, (cid, payload, _) in enumerate(calls):
            tg.start_soon(one, i, cid, payload)
        for _ in range(cancel):
            tg.start_soon(doomed)
    assert len(results) == n
    for i, (cid, _, expected) in enumerate(calls):
        r = results[i].structured_content
        assert r["capability_id"] == cid
        if expected == "INVALID_REQUEST":
            assert r["execution"]["status"] == "ERROR" and r["diagnostics"][0]["code"] == "INVALID_REQUEST"
            assert r["diagnostics"][0]["path"] == "$.payload.bogus"
        else:
            assert r["execution"]["status"] == "COMPLETED", results[i].content[0].text
            assert r["conclusion"] == expected


def test_8_then_32_concurrent_runs_with_cancellations(state_dir):
    async def main():
        async with Client(server_params(state_dir, "--max-concurrent", "4")) as client:
            await _burst(client, 8, cancel=2, seed=1)
            await _burst(client, 32, cancel=4, seed=2)
            doc = json.loads((await client.call_tool("math.find", {"query": "satisfiable"})).content[0].text)
            assert doc["matches"]

    anyio.run(main)


BIG = "p cnf 1 1\n" + "1 0\n" * (5 * 1024 * 1024 // 4)


def test_bad_tool_input_is_typed_before_any_job_and_harmless(state_dir):
    cases = [
        ({"capability_id": "no.such_capability", "payload": {}}, "UNKNOWN_CAPABILITY", None),
        ({"payload": {"dimacs": SAT}}, "INVALID_REQUEST", "$.capability_id"),
        ({"capability_id": "sat.solve"}, "INVALID_REQUEST", "$.payload"),
        ({"capability_id": "sat.solve", "payload": "p cnf"}, "INVALID_REQUEST", "$.payload"),
        ({"capability_id": 42, "payload": {}}, "INVALID_REQUEST", "$.capability_id"),
        ({"capability_id": "sat.solve", "payload": {"dimacs": SAT}, "mode": "FAST"}, "INVALID_REQUEST", "$.mode"),
        ({"capability_id": "sat.solve", "payload": {"dimacs": SAT}, "colour": 1}, "INVALID_REQUEST", "$.colour"),
        ({"capability_id": "sat.solve", "payload": {"dimacs": 7}}, "INVALID_REQUEST", "$.payload.dimacs"),
        (
            {"capability_id": "sat.solve", "payload": {"dimacs": SAT, "assumptions": "1"}},
            "INVALID_REQUEST",
            "$.payload.assumptions",
        ),
        (
            {"capability_id": "sat.solve", "payload": {"dimacs": SAT, "extra": True}},
            "INVALID_REQUEST",
            "$.payload.extra",
        ),
        (
            {"capability_id": "sat.solve", "payload": {"dimacs": "p cnf 1 1\n1 0\n\ufffd"}},
            "INVALID_REQUEST",
            "$.payload.dimacs",
        ),
        ({"capability_id": "sat.solve", "payload": {"dimacs": BIG}}, "PAYLOAD_TOO_LARGE", "$.payload"),
    ]

    async def main():
        async with Client(server_params(state_dir, "--no-prestart")) as client:
            await client.call_tool("math.find", {"query": "warm up"})
            await client.call_tool(
                "math.run", {"capability_id": "no.such_capability", "payload": {}}
            )  # first-call imports
            for args, code, path in cases:
                r = await client.call_tool("math.run", args)
                d = r.structured_content["diagnostics"][0]
                assert d["code"] == code, (args.keys(), d)
                if path:
                    assert d["path"] == path, (path, d)
                execution = r.structured_content["execution"]
                assert execution["status"] == "ERROR"
                # Refused before any job: no termination and no CPU measured.
                assert execution.get("termination") is None and execution.get("cpu_ms") is None, (code, execution)
            ok = await client.call_tool("math.run", {"capability_id": "sat.solve", "payload": {"dimacs": SAT}})
            assert ok.structured_content["conclusion"] == "SAT"

    anyio.run(main)
