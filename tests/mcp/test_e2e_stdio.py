"""End to end: ``jacobian-mcp`` as a real subprocess, the SDK's Client over stdio."""

from __future__ import annotations

import json
import time

import anyio
import psutil
from conftest import php_dimacs, server_params
from mcp import Client

SMALL_SAT = "p cnf 2 2\n1 2 0\n-1 0\n"


def find_doc(result) -> dict:
    assert result.content and result.content[0].type == "text"
    return json.loads(result.content[0].text)


def test_surface_find_inspect_run_progress_catalog_artifact(state_dir):
    async def main():
        async with Client(server_params(state_dir)) as client:
            tools = {t.name: t for t in (await client.list_tools()).tools}
            assert set(tools) == {"math.find", "math.run"}  # reasoning log OFF: no reasoning.write
            assert tools["math.run"].output_schema["title"] == "CapabilityResult"
            resources = {str(r.uri) for r in (await client.list_resources()).resources}
            assert resources == {"jacobian://instructions", "capability://catalog", "reference://catalog"}
            templates = {t.uri_template for t in (await client.list_resource_templates()).resource_templates}
            assert templates == {
                "artifact://sha256/{digest}",
                "capability://contract/{capability_id}",
                *(f"experiment://{{experiment_id}}{part}" for part in ("", "/accounting", "/scope", "/archive")),
                "experiment://{experiment_id}/result/{request_digest_hex}",
            }
            prompts = {p.name for p in (await client.list_prompts()).prompts}
            assert prompts == {"jacobian-discover", "jacobian-check-evidence"}
            prompt = await client.get_prompt("jacobian-discover", {"task": "is my CNF satisfiable?"})
            assert "math.find" in prompt.messages[0].content.text

            doc = find_doc(await client.call_tool("math.find", {"query": "satisfiable"}))
            assert doc["portfolio_fit"] == "STRONG_CANDIDATES_FOUND"
            assert doc["matches"][0]["capability_id"] == "sat.solve"
            assert doc["catalog_digest"].startswith("sha256:") and doc["policy_digest"].startswith("sha256:")
            contract = find_doc(await client.call_tool("math.find", {"capability_id": "sat.solve", "view": "CONTRACT"}))
            assert contract["contract"]["input_schema"]["additionalProperties"] is False
            assert "dimacs" in contract["contract"]["input_schema"]["properties"]

            events: list[str] = []

            async def on_progress(progress, total, message):
                events.append(message or "")

            explore = await client.call_tool(
                "math.run",
                {"capability_id": "sat.solve", "payload": {"dimacs": SMALL_SAT}},
                progress_callback=on_progress,
            )
            assert not explore.is_error
            r = explore.structured_content
            assert r["execution"]["status"] == "COMPLETED" and r["conclusion"] == "SAT"
            assert r["assurance"]["level"] == "COMPUTED"
            assert "conclusion: SAT" in explore.content[0].text
            assert events and events[0].startswith("accepted sat.solve")

            verify = await client.call_tool(
                "math.run", {"capability_id": "sat.solve", "payload": {"dimacs": SMALL_SAT}, "mode": "VERIFY"}
            )
            v = verify.structured_content
            assert v["assurance"]["level"] == "VERIFIED", verify.content[0].text
            record = v["assurance"]["verification_record_uri"]
            assert record in v["artifact_uris"]

            art = await client.read_resource(record)
            stored = json.loads(art.contents[0].text)
            assert stored["uri"] == record and isinstance(stored["payload"], dict)

            catalog = json.loads((await client.read_resource("capability://catalog")).contents[0].text)
            ids = [c["id"] for c in catalog["capabilities"]]
            assert "sat.solve" in ids and ids == sorted(ids)
            assert catalog["catalog_digest"] == doc["catalog_digest"]
            instructions = (await client.read_resource("jacobian://instructions")).contents[0].text
            assert "VERIFIED" in instructions

            # A large output is retained as an artifact and referenced, not repeated, in the text.
            many = await client.call_tool(
                "math.run",
                {"capability_id": "sat.models.enumerate", "payload": {"dimacs": "p cnf 12 1\n1 -1 0\n", "limit": 600}},
            )
            out = many.structured_content["output"]
            retained = many.meta["jacobian/retained_output"]
            assert f"retained as {retained}" in many.content[0].text
            assert json.dumps(out) not in many.content[0].text and len(many.content[0].text) < 4096
            stored = json.loads((await client.read_resource(retained)).contents[0].text)
            assert stored["payload"] == out

    anyio.run(main)


def _cpu_by_pid() -> dict[int, float]:
    """CPU seconds of every live descendant of this test process (the server and its jobs)."""
    out = {}
    for p in psutil.Process().children(recursive=True):
        try:
            if p.status() != psutil.STATUS_ZOMBIE:
                t = p.cpu_times()
                out[p.pid] = t.user + t.system
        except psutil.Error:
            pass
    return out


def _alive(pids: set[int]) -> set[int]:
    out = set()
    for pid in pids:
        try:
            if psutil.Process(pid).status() != psutil.STATUS_ZOMBIE:
                out.add(pid)
        except psutil.Error:
            pass
    return out


def test_cancel_long_job_leaves_no_process(state_dir):
    async def main():
        # No pre-started pools: every new process in the window then belongs to the job.
        async with Client(server_params(state_dir, "--no-prestart")) as client:
            await client.call_tool("math.run", {"capability_id": "sat.solve", "payload": {"dimacs": SMALL_SAT}})
            server_pids = set(_cpu_by_pid())
            started = anyio.Event()

            async def on_progress(progress, total, message):
                started.set()

            seen: set[int] = set()
            with anyio.move_on_after(30) as scope:
                async with anyio.create_task_group() as tg:

                    async def long_call():
                        await client.call_tool(
                            "math.run",
                            {"capability_id": "sat.solve", "payload": {"dimacs": php_dimacs(10), "proof": False}},
                            progress_callback=on_progress,
                        )

                    tg.start_soon(long_call)
                    await started.wait()
                    first = _cpu_by_pid()
                    for _ in range(20):  # find the processes doing the job: new ones, or a pooled worker now busy
                        await anyio.sleep(0.1)
                        now = _cpu_by_pid()
                        seen |= {
                            pid for pid, cpu in now.items() if pid not in server_pids or cpu > first.get(pid, 0) + 0.05
                        }
                    seen -= {c.pid for c in psutil.Process().children()}  # not the server itself
                    assert seen, "the long job started no process"
                    tg.cancel_scope.cancel()
            assert not scope.cancelled_caught, "cancellation did not come back in time"
            deadline = time.monotonic() + 5
            alive = seen
            while time.monotonic() < deadline:
                alive = _alive(seen)
                if not alive:
                    break
                await anyio.sleep(0.1)
            assert not alive, f"processes left after cancel: {alive}"
            # The server still serves.
            after = await client.call_tool("math.run", {"capability_id": "sat.solve", "payload": {"dimacs": SMALL_SAT}})
            assert after.structured_content["conclusion"] == "SAT"

    anyio.run(main)


def test_server_prestarts_pooled_workers(state_dir):
    """After start-up the server warms its pooled providers: workers exist before any call."""

    def workers() -> set[str]:
        found = set()
        for p in psutil.Process().children(recursive=True):
            try:
                argv = p.cmdline()
            except psutil.Error:
                continue
            found |= {a for a in argv if a.startswith("jacobian.providers.") and a.endswith(".worker")}
        return found

    async def main():
        async with Client(server_params(state_dir)) as client:
            await client.list_tools()
            deadline = time.monotonic() + 20
            while time.monotonic() < deadline and "jacobian.providers.sat.worker" not in workers():
                await anyio.sleep(0.2)
            assert "jacobian.providers.sat.worker" in workers()

    anyio.run(main)


def test_worker_progress_events_arrive_as_progress_notifications(state_dir):
    """The SAT worker reports each model it finds; each report reaches the client while the job runs."""
    formula = "p cnf 3 1\n1 2 3 0\n"  # 7 models

    async def main():
        messages = []

        async def on_progress(progress, total, message):
            messages.append(message)

        async with Client(server_params(state_dir, "--no-prestart")) as client:
            r = await client.call_tool(
                "math.run",
                {"capability_id": "sat.models.enumerate", "payload": {"dimacs": formula, "limit": 5}},
                progress_callback=on_progress,
            )
        return r.structured_content, messages

    result, messages = anyio.run(main)
    assert result["execution"]["status"] == "COMPLETED", result
    assert len(result["output"]["models"]) == 5
    worker_reports = [m for m in messages if m.startswith("progress:") and "models" in m]
    assert len(worker_reports) >= 4, messages  # one per model found (the last may end the run first)
