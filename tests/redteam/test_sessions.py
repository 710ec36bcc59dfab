"""Red team, MCP sessions (issue 26, item 4): request ids in flight, over every transport.

A hostile or buggy client sends a second ``tools/call`` under an id whose first request is still running,
then cancels by that id. Each transport is driven by hand, line by line or POST by POST (the SDK's own
clients never reuse an id): stdio in-process (``--standalone``), stdio relayed to the per-user daemon (the
default), and Streamable HTTP (a stateful session). Shown: the duplicate is answered at once with -32600
naming the id, the first request goes on to its own answer and no third answer comes for the id; a
``notifications/cancelled`` for the id stops its job (every process of the job is gone, with the job's wall
budget far away) and the id is free again afterwards.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import psutil
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "mcp"))  # the HTTP server helper of tests/mcp

from httpserver import http_server  # noqa: E402

SMALL_SAT = "p cnf 2 2\n1 2 0\n-1 0\n"
PROTOCOL = "2025-06-18"
INITIALIZE = {"protocolVersion": PROTOCOL, "capabilities": {}, "clientInfo": {"name": "redteam", "version": "1"}}
WAIT = 120.0  # the longest any expected message or process exit is waited for: only a hang reaches it


def pigeonhole(holes: int) -> str:
    """PHP(holes + 1, holes): unsatisfiable; seconds of search for 9 holes, minutes for 11."""
    var = lambda p, h: p * holes + h + 1  # noqa: E731
    clauses = [[var(p, h) for h in range(holes)] for p in range(holes + 1)]
    clauses += [
        [-var(p, h), -var(q, h)] for h in range(holes) for p in range(holes + 1) for q in range(p + 1, holes + 1)
    ]
    return f"p cnf {holes * (holes + 1)} {len(clauses)}\n" + "".join(" ".join(map(str, c)) + " 0\n" for c in clauses)


def call(rid: int | str, payload: dict, token: str | None = None) -> dict:
    params: dict = {"name": "math.run", "arguments": {"capability_id": "sat.solve", "payload": payload}}
    if token is not None:
        params["_meta"] = {"progressToken": token}
    return {"jsonrpc": "2.0", "id": rid, "method": "tools/call", "params": params}


def cancel(rid: int | str) -> dict:
    return {"jsonrpc": "2.0", "method": "notifications/cancelled", "params": {"requestId": rid, "reason": "test"}}


class Inbox:
    """Every message the server sent, in arrival order; waited for by predicate."""

    def __init__(self) -> None:
        self.seen: list[dict] = []
        self.cond = threading.Condition()

    def add(self, msg: dict) -> None:
        with self.cond:
            self.seen.append(msg)
            self.cond.notify_all()

    def wait(self, pred: Callable[[dict], bool], what: str) -> dict:
        def match() -> dict | None:
            return next((m for m in self.seen if pred(m)), None)

        with self.cond:
            found = self.cond.wait_for(match, WAIT)
            got = [(m.get("id"), m.get("method"), "error" in m) for m in self.seen[-8:]]
            assert found is not None, f"no {what} within {WAIT:g} s; the last (id, method, error): {got}"
            return found

    def with_id(self, rid: int | str) -> list[dict]:
        with self.cond:
            return [m for m in self.seen if m.get("id") == rid and "method" not in m]


class LineSession:
    """``jacobian-mcp`` over stdio, one JSON-RPC message per line, written and read by hand."""

    def __init__(self, argv: list[str], daemon_log: Path | None = None) -> None:
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.inbox = Inbox()
        threading.Thread(target=self._read, daemon=True).start()
        try:
            self.send({"jsonrpc": "2.0", "id": "init", "method": "initialize", "params": INITIALIZE})
            self.inbox.wait(lambda m: m.get("id") == "init", "initialize reply")
            self.send({"jsonrpc": "2.0", "method": "notifications/initialized"})
        except BaseException:
            self.proc.kill()
            self.proc.wait()
            raise
        # the process whose descendants run the jobs: this server, or the daemon it relays to
        self.root = self.proc.pid if daemon_log is None else _daemon_pid(daemon_log)

    def _read(self) -> None:
        for line in self.proc.stdout:
            self.inbox.add(json.loads(line))

    def send(self, msg: dict) -> None:
        self.proc.stdin.write((json.dumps(msg) + "\n").encode())
        self.proc.stdin.flush()

    def close(self) -> None:
        self.proc.stdin.close()
        self.proc.wait(timeout=60)


class HttpSession:
    """A stateful Streamable HTTP session, POST by POST; each POST's answer is read in its own thread."""

    def __init__(self, url: str, root: int) -> None:
        self.url = url
        self.root = root
        self.inbox = Inbox()
        self.session: str | None = None
        self.threads: list[threading.Thread] = []
        self.send({"jsonrpc": "2.0", "id": "init", "method": "initialize", "params": INITIALIZE})
        self.inbox.wait(lambda m: m.get("id") == "init", "initialize reply")
        assert self.session, "the server named no session"
        self.send({"jsonrpc": "2.0", "method": "notifications/initialized"})

    def send(self, msg: dict) -> None:
        headers = {"Content-Type": "application/json", "Accept": "application/json, text/event-stream"}
        if self.session is not None:
            headers |= {"mcp-session-id": self.session, "mcp-protocol-version": PROTOCOL}
        req = urllib.request.Request(self.url, data=json.dumps(msg).encode(), headers=headers, method="POST")
        opened = threading.Event()
        thread = threading.Thread(target=self._post, args=(req, opened), daemon=True)
        thread.start()
        self.threads.append(thread)
        opened.wait(WAIT)  # the POST has its response head: the server has the message

    def _post(self, req: urllib.request.Request, opened: threading.Event) -> None:
        try:
            resp = urllib.request.urlopen(req, timeout=WAIT)
        except urllib.error.HTTPError as err:
            resp = err
        with resp:
            self.session = self.session or resp.headers.get("mcp-session-id")
            opened.set()
            if resp.headers.get("content-type", "").startswith("application/json"):
                data = resp.read()
                if data.strip():  # a notification's 202 has no body
                    self.inbox.add(json.loads(data))
                return
            for line in resp:
                if line.startswith(b"data:") and line[5:].strip():
                    self.inbox.add(json.loads(line[5:]))

    def close(self) -> None:
        for thread in self.threads:
            thread.join(WAIT)


def _daemon_pid(log: Path) -> int:
    found = re.findall(r"daemon on .* \(pid (\d+)\)", log.read_text())
    assert found, "no daemon announced itself"
    return int(found[-1])


def _stop(pid: int) -> None:
    try:
        proc = psutil.Process(pid)
        family = [proc, *proc.children(recursive=True)]
    except psutil.NoSuchProcess:
        return
    proc.terminate()
    _, alive = psutil.wait_procs(family, timeout=30)
    for p in alive:
        p.kill()


@contextmanager
def open_session(transport: str, base: Path) -> Iterator[LineSession | HttpSession]:
    state = base / f"state-{transport}"
    server = [sys.executable, "-P", "-m", "jacobian.mcp.server", "--state-dir", str(state), "--no-prestart"]
    if transport == "http":
        with http_server(state, "--allow-anonymous", "--no-prestart") as srv:
            session = HttpSession(srv.url, srv.proc.pid)
            try:
                yield session
            finally:
                session.close()
        return
    if transport == "stdio":
        line = LineSession([*server, "--standalone"])
    else:
        sock = base / f"run-{transport}" / "mcp.sock"
        line = LineSession([*server, "--socket", str(sock)], sock.with_suffix(".log"))
    try:
        yield line
    finally:
        line.close()
        if transport == "relay":
            _stop(line.root)


@pytest.fixture(scope="module", params=["stdio", "relay", "http"])
def session(request, tmp_path_factory):
    with open_session(request.param, tmp_path_factory.mktemp("sessions")) as s:
        yield s


def _descendants(root: int) -> list[psutil.Process]:
    try:
        return psutil.Process(root).children(recursive=True)
    except psutil.NoSuchProcess:
        return []


def test_a_duplicate_request_id_in_flight_is_refused_at_once_and_the_first_goes_on(session):
    session.send(call(7, {"dimacs": pigeonhole(9), "proof": False}, token="first"))
    session.inbox.wait(
        lambda m: m.get("method") == "notifications/progress" and m["params"]["progressToken"] == "first",
        "progress of the first request",
    )  # the server holds request 7: it reports on it
    session.send(call(7, {"dimacs": SMALL_SAT}))
    refusal = session.inbox.wait(lambda m: m.get("id") == 7 and "error" in m, "the duplicate's refusal")
    assert refusal["error"]["code"] == -32600
    assert "request id 7 is already in flight" in refusal["error"]["message"]
    first = session.inbox.wait(lambda m: m.get("id") == 7 and "result" in m, "the first request's answer")
    assert first["result"]["structuredContent"]["conclusion"] == "UNSAT"  # the first request's own problem
    session.send(call(8, {"dimacs": SMALL_SAT}))  # the id is free again, and the session serves on
    later = session.inbox.wait(lambda m: m.get("id") == 8 and "method" not in m, "the answer to id 8")
    assert later["result"]["structuredContent"]["conclusion"] == "SAT"
    assert session.inbox.with_id(7) == [refusal, first]  # exactly one answer for each request sent as 7


def test_a_cancelled_request_id_stops_its_job_and_is_free_again(session):
    before = {p.pid for p in _descendants(session.root)}
    hard = {"dimacs": pigeonhole(11), "proof": False, "engine": "cadical", "budget": {"wall_seconds": 600}}
    session.send(call(9, hard))
    deadline = time.monotonic() + WAIT
    job: list[psutil.Process] = []
    while not any(p.name() == "cadical" for p in job):  # the job's own sign: its solver process runs
        assert time.monotonic() < deadline, "the job never started"
        time.sleep(0.05)
        job = [p for p in _descendants(session.root) if p.pid not in before]
    session.send(cancel(9))
    _, alive = psutil.wait_procs(job, timeout=WAIT)  # the job's budget is 600 s: only the cancel ends it
    assert not alive, f"job processes left after the cancel: {alive}"
    session.send(call(9, {"dimacs": SMALL_SAT}))
    again = session.inbox.wait(lambda m: m.get("id") == 9 and "result" in m, "the answer to the reused id 9")
    assert again["result"]["structuredContent"]["conclusion"] == "SAT"
    assert not any("UNSAT" in json.dumps(m) for m in session.inbox.with_id(9))  # the cancelled run never answered


def test_the_relay_keeps_a_duplicate_ids_first_request_pending_until_its_own_answer():
    """The relay notes the requests in flight to answer them itself if the daemon is lost: the daemon's
    refusal of a duplicate id must not make it forget the first request under that id, and a request the
    client cancelled (never answered) is no longer pending."""
    from jacobian.mcp.relay import Session, Unavailable

    def relay_session(written: list[bytes]) -> Session:
        relay = Session()
        relay.write = lambda data: written.append(bytes(data))  # type: ignore[method-assign]
        return relay

    written: list[bytes] = []
    relay = relay_session(written)
    first = json.dumps(call(7, {"dimacs": SMALL_SAT})).encode()
    relay.client_lines([first, first])
    refusal = json.dumps({"jsonrpc": "2.0", "id": 7, "error": {"code": -32600, "message": "in flight"}}).encode()
    relay.daemon_data(refusal + b"\n", [refusal], False)
    relay.fail(Unavailable("RUNTIME_DAEMON_LOST", "gone"))
    lost = [json.loads(w) for w in written if b"RUNTIME_DAEMON_LOST" in w]
    assert [m["id"] for m in lost] == [7]  # the first request still gets its answer, from the relay

    cancelled = relay_session([])
    cancelled.client_lines([first, json.dumps(cancel(7)).encode()])
    assert cancelled.pending == {}


# -- experiments over Streamable HTTP, per tenant (issue 26, item 5) ------------------------------------------
def _tenant_tokens(base: Path) -> dict:
    from test_http_auth import issue

    path = base / "tokens.json"
    return {"file": path, "alice": issue(path, "alice")["token"], "bob": issue(path, "bob")["token"]}


def _sat_family(count: int, holes: int | None = None) -> list[dict]:
    """Distinct tiny satisfiable formulas; with ``holes``, distinct pigeonhole formulas (a unit clause on a
    fresh variable each) that take a noticeable time."""
    if holes is None:
        return [{"dimacs": f"p cnf {i + 2} 2\n1 2 0\n{i + 2} 0\n"} for i in range(count)]
    body = pigeonhole(holes).split("\n", 1)[1]
    nv, nc = holes * (holes + 1), body.count(" 0\n")
    return [{"dimacs": f"p cnf {nv + i + 1} {nc + 1}\n{body}{nv + i + 1} 0\n", "proof": False} for i in range(count)]


async def _run(client, capability_id: str, payload: dict) -> dict:
    result = await client.call_tool("math.run", {"capability_id": capability_id, "payload": payload})
    return result.structured_content


def _blank(doc, *words: str):
    text = json.dumps(doc)
    for word in words:
        text = text.replace(word, "<ID>")
    return json.loads(text)


def _answer(result: dict) -> tuple:
    """What a refused call says: status, and each diagnostic's code, message and path (timings left out)."""
    diags = [(d["code"], d["message"], d["path"], d["hint"]) for d in result["diagnostics"]]
    return result["execution"]["status"], diags


async def _read_error(client, uri: str) -> tuple:
    from mcp.shared.exceptions import MCPError

    with pytest.raises(MCPError) as info:
        await client.read_resource(uri)
    return info.value.error.code, info.value.error.message, info.value.error.data


def test_each_http_tenant_has_its_own_experiments_and_cannot_reach_another_tenants(tmp_path):
    """Alice runs an experiment over HTTP (it used to be refused with STORAGE_ERROR). Bob, another tenant,
    cannot inspect, wait for, pause, resume or cancel it, nor read its experiment:// resources or its archive
    page artifact: each answer is exactly the answer for an experiment id nobody used. Alice's paused
    experiment stays paused through Bob's attempts and completes when she resumes it; Bob's own experiment
    is as invisible to Alice."""
    import anyio
    from httpserver import client_transport
    from mcp import Client

    tokens = _tenant_tokens(tmp_path)
    absent = "0123456789abcdef" * 2
    state = tmp_path / "state"

    async def main() -> None:
        async with (
            Client(client_transport(srv.url, tokens["alice"])) as alice,
            Client(client_transport(srv.url, tokens["bob"])) as bob,
        ):
            family = {"kind": "list", "items": _sat_family(6, holes=8)}
            started = await _run(alice, "experiment.start", {"capability_id": "sat.solve", "family": family})
            assert started["execution"]["status"] == "COMPLETED", started["diagnostics"]
            uri = started["output"]["experiment"]["uri"]
            exp_id = uri.removeprefix("experiment://")
            paused = await _run(alice, "experiment.pause", {"experiment": uri})
            assert paused["output"]["experiment"]["state"] == "PAUSED"

            for op in ("experiment.inspect", "experiment.wait", "experiment.pause", "experiment.resume"):
                payload = {"experiment": uri, **({"timeout_seconds": 0} if op == "experiment.wait" else {})}
                theirs = _answer(await _run(bob, op, payload))
                nobodys = _answer(await _run(bob, op, {**payload, "experiment": f"experiment://{absent}"}))
                assert theirs[0] == "ERROR" and _blank(theirs, exp_id) == _blank(nobodys, absent), op
            theirs = _answer(await _run(bob, "experiment.cancel", {"experiment": uri}))
            nobodys = _answer(await _run(bob, "experiment.cancel", {"experiment": f"experiment://{absent}"}))
            assert theirs[0] == "ERROR" and _blank(theirs, exp_id) == _blank(nobodys, absent)
            for part in ("", "/accounting", "/scope", "/archive", "/result/" + "ab" * 32):
                mine = await _read_error(bob, uri + part)
                none = await _read_error(bob, f"experiment://{absent}{part}")
                assert _blank(mine, exp_id) == _blank(none, absent), part
            listed = json.dumps([r.model_dump() for r in (await bob.list_resources()).resources])
            assert exp_id not in listed

            snap = (await _run(alice, "experiment.inspect", {"experiment": uri}))["output"]["experiment"]
            assert snap["state"] == "PAUSED"  # Bob's cancel and resume did not reach it
            await _run(alice, "experiment.resume", {"experiment": uri})
            final = None
            while final is None or not final["final"]:
                final = (await _run(alice, "experiment.wait", {"experiment": uri, "timeout_seconds": 30}))["output"]
            acc = final["experiment"]["accounting"]
            assert final["experiment"]["state"] == "COMPLETED" and (acc["evaluated"], acc["failed"]) == (6, 0)
            archive = json.loads((await alice.read_resource(uri + "/archive")).contents[0].text)
            page = archive["pages"][0]["artifact"]
            assert page and json.loads((await alice.read_resource(page)).contents[0].text)["uri"] == page
            absent_page = "artifact://sha256/" + "0" * 64
            bob_reads = _blank(await _read_error(bob, page), page)
            assert bob_reads == _blank(await _read_error(bob, absent_page), absent_page)

            family = {"kind": "list", "items": _sat_family(2)}
            mine = await _run(bob, "experiment.start", {"capability_id": "sat.solve", "family": family})
            bobs = mine["output"]["experiment"]["uri"]
            theirs = _answer(await _run(alice, "experiment.inspect", {"experiment": bobs}))
            nobodys = _answer(await _run(alice, "experiment.inspect", {"experiment": f"experiment://{absent}"}))
            assert _blank(theirs, bobs.removeprefix("experiment://")) == _blank(nobodys, absent)

    with http_server(state, "--no-prestart", "--tokens", str(tokens["file"])) as srv:
        anyio.run(main)
    assert (state / "tenants" / "alice" / "experiments.sqlite3").is_file()
    assert (state / "tenants" / "bob" / "experiments.sqlite3").is_file()
    assert not (state / "experiments.sqlite3").exists() or not _experiment_ids(state / "experiments.sqlite3")


def _experiment_ids(db: Path) -> dict[str, str]:
    import sqlite3

    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        return dict(conn.execute("SELECT id, state FROM experiments").fetchall())
    finally:
        conn.close()


def test_a_tenants_running_experiment_resumes_when_the_http_server_restarts(tmp_path):
    """The server is stopped (SIGTERM) while a tenant's experiment runs; started again, it resumes that
    experiment by itself (no request of the tenant) and completes it, every item committed once."""
    import anyio
    from httpserver import client_transport
    from mcp import Client

    tokens = _tenant_tokens(tmp_path)
    state = tmp_path / "state"
    db = state / "tenants" / "alice" / "experiments.sqlite3"

    async def start_and_stop() -> str:
        async with Client(client_transport(srv.url, tokens["alice"])) as alice:
            family = {"kind": "list", "items": _sat_family(40, holes=8)}
            payload = {"capability_id": "sat.solve", "family": family, "budgets": {"concurrency": 1}}
            started = await _run(alice, "experiment.start", payload)
            uri = started["output"]["experiment"]["uri"]
            committed = 0
            while committed < 3:
                snap = (await _run(alice, "experiment.inspect", {"experiment": uri}))["output"]["experiment"]
                committed = snap["accounting"]["committed"]
                assert snap["state"] == "RUNNING"
                await anyio.sleep(0.1)
            return uri.removeprefix("experiment://")

    with http_server(state, "--no-prestart", "--tokens", str(tokens["file"])) as srv:
        exp_id = anyio.run(start_and_stop)
    assert _experiment_ids(db)[exp_id] == "RUNNING"  # stopped mid-run: it stays RUNNING
    before = _committed(db, exp_id)
    assert 3 <= before < 40

    with http_server(state, "--no-prestart", "--tokens", str(tokens["file"])):
        deadline = time.monotonic() + WAIT * 2
        while _experiment_ids(db)[exp_id] != "COMPLETED":  # nobody asks: the server resumed it at start
            assert time.monotonic() < deadline, f"not resumed: {_committed(db, exp_id)} of 40 committed"
            time.sleep(0.2)
    assert _committed(db, exp_id) == 40


def _committed(db: Path, exp_id: str) -> int:
    import sqlite3

    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        return conn.execute("SELECT COUNT(*) FROM results WHERE experiment_id = ?", (exp_id,)).fetchone()[0]
    finally:
        conn.close()


def test_a_tenants_experiment_items_run_at_most_its_concurrency_limit_at_once(tmp_path):
    """Alice's limit is one call at once (``--tenant-limits``); she starts two experiments of concurrency 2
    each. Her items still run one at a time over both: the pooled sat worker that served the first is idle
    for every next one, so the server never starts a second (four at once would have needed four)."""
    import anyio
    from httpserver import client_transport
    from mcp import Client

    tokens = _tenant_tokens(tmp_path)
    limits = tmp_path / "limits.yaml"
    limits.write_text("tenants:\n  alice: {max_concurrent: 1}\n")
    state = tmp_path / "state"

    async def main() -> None:
        async with Client(client_transport(srv.url, tokens["alice"])) as alice:
            uris = []
            for k in range(2):
                family = {"kind": "list", "items": _sat_family(8, holes=8)[k * 4 : k * 4 + 4]}
                payload = {"capability_id": "sat.solve", "family": family, "budgets": {"concurrency": 2}}
                uris.append((await _run(alice, "experiment.start", payload))["output"]["experiment"]["uri"])
            for uri in uris:
                final = None
                while final is None or not final["final"]:
                    wait = {"experiment": uri, "timeout_seconds": 30}
                    final = (await _run(alice, "experiment.wait", wait))["output"]
                assert final["experiment"]["accounting"]["evaluated"] == 4

    with http_server(state, "--no-prestart", "--tokens", str(tokens["file"]), "--tenant-limits", str(limits)) as srv:
        anyio.run(main)
        workers = [  # the worker programs themselves, not the sandbox chain that started them
            p
            for p in _descendants(srv.proc.pid)
            if p.cmdline()[-1:] == ["jacobian.providers.sat.worker"] and "python" in p.name()
        ]
        assert len(workers) == 1, [p.pid for p in workers]
