"""Hostile stdin lines against a real ``jacobian-mcp`` process, sent before ``initialize``.

Each line gets a JSON-RPC error reply; the process stays alive, answers a normal
initialize and tools/list afterwards, and a 200 MB line does not grow it by its size.
"""

from __future__ import annotations

import json
import subprocess
import threading
import time

import psutil
from conftest import server_params

from jacobian.mcp.framing import INVALID_REQUEST, MAX_LINE_BYTES, MAX_NESTING_DEPTH, PARSE_ERROR

HUGE_LINE_BYTES = 200 * 1000 * 1000
RSS_BOUND = 400 * 1024 * 1024

CORPUS: list[tuple[str, bytes, int, object]] = [
    # The line: ~1.3 KB, a lone-surrogate escape at depth ~600 (a RecursionError used to end the server).
    (
        "deep nesting with an escape",
        b'{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"a":'
        + b"[" * 600
        + b'"\\udc80"'
        + b"]" * 600
        + b"}}",
        INVALID_REQUEST,
        7,
    ),
    (
        "just over the depth limit",
        b'{"jsonrpc":"2.0","id":8,"method":"ping","params":{"a":'
        + b"[" * MAX_NESTING_DEPTH
        + b"]" * MAX_NESTING_DEPTH
        + b"}}",
        INVALID_REQUEST,
        8,
    ),
    ("deep, no id", b"[" * 250 + b"]" * 250, INVALID_REQUEST, None),
    ("malformed JSON", b'{"jsonrpc":"2.0","id":3,"method":', PARSE_ERROR, 3),
    ("malformed JSON, no id", b"{bad json", PARSE_ERROR, None),
    ("invalid UTF-8 outside strings", b"\xff\xfe\xfd{}", PARSE_ERROR, None),
    ("lone surrogate in a key of an invalid request", b'{"jsonrpc":"2.0","id":"s","\\udc80":1}', INVALID_REQUEST, "s"),
    ("lone surrogates in a bad id", b'{"jsonrpc":"2.0","id":["\\ud800"],"method":"ping"}', INVALID_REQUEST, None),
    ("a null id", b'{"jsonrpc":"2.0","id":null,"method":"ping"}', INVALID_REQUEST, None),
    ("only whitespace", b" \t  \r", PARSE_ERROR, None),
    ("empty line", b"", PARSE_ERROR, None),
    ("NUL bytes", b"\x00\x00\x00", PARSE_ERROR, None),
    ("raw NUL inside a string", b'{"jsonrpc":"2.0","id":10,"method":"a\x00b"}', PARSE_ERROR, 10),
    ("a batch (not in MCP)", b"[]", INVALID_REQUEST, None),
    ("no method", b'{"jsonrpc":"2.0","id":11}', INVALID_REQUEST, 11),
]


class PeakRss:
    """Samples a process's RSS in a thread until stopped."""

    def __init__(self, pid: int) -> None:
        self.proc = psutil.Process(pid)
        self.peak = self.proc.memory_info().rss
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                self.peak = max(self.peak, self.proc.memory_info().rss)
            except psutil.Error:
                return
            time.sleep(0.005)

    def __enter__(self) -> PeakRss:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()


def _reply(proc) -> dict:
    line = proc.stdout.readline()
    assert line, f"server closed stdout; exit {proc.poll()}"
    return json.loads(line)


def _assert_error(msg: dict, code: int, want_id: object, what: str) -> None:
    assert msg.get("jsonrpc") == "2.0" and "error" in msg, (what, msg)
    assert (msg["error"]["code"], msg["id"]) == (code, want_id), (what, msg)
    assert msg["error"]["message"], what


def test_every_hostile_line_gets_an_error_reply_and_the_server_serves_on(state_dir):
    params = server_params(state_dir, "--no-prestart")
    proc = subprocess.Popen(
        [params.command, *params.args], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL
    )
    try:
        for what, raw, code, want_id in CORPUS:
            proc.stdin.write(raw + b"\n")
            proc.stdin.flush()
            _assert_error(_reply(proc), code, want_id, what)

        # 200 MB in one line, written in 1 MiB pieces while the server's RSS is sampled.
        head = b'{"jsonrpc":"2.0","id":42,"method":"tools/call","params":{"name":"math.run","arguments":{"x":"'
        piece = b"a" * (1 << 20)
        baseline = psutil.Process(proc.pid).memory_info().rss
        with PeakRss(proc.pid) as rss:
            proc.stdin.write(head)
            written = len(head)
            while written < HUGE_LINE_BYTES:
                n = min(len(piece), HUGE_LINE_BYTES - written)
                proc.stdin.write(piece[:n])
                written += n
            proc.stdin.write(b'"}}}\n')
            proc.stdin.flush()
            msg = _reply(proc)
        _assert_error(msg, INVALID_REQUEST, 42, "200 MB line")
        assert f"limit is {MAX_LINE_BYTES}" in msg["error"]["message"]
        print(f"\nRSS baseline {baseline / 2**20:.1f} MiB, peak during the 200 MB line {rss.peak / 2**20:.1f} MiB")
        assert rss.peak < RSS_BOUND, rss.peak

        # Still alive, and a normal session works.
        init = {
            "jsonrpc": "2.0",
            "id": 1,
            "method": "initialize",
            "params": {
                "protocolVersion": "2025-06-18",
                "capabilities": {},
                "clientInfo": {"name": "t", "version": "1"},
            },
        }
        for obj in (
            init,
            {"jsonrpc": "2.0", "method": "notifications/initialized"},
            {"jsonrpc": "2.0", "id": 2, "method": "tools/list"},
        ):
            proc.stdin.write(json.dumps(obj).encode() + b"\n")
        proc.stdin.flush()
        assert _reply(proc)["result"]["serverInfo"]["name"] == "jacobian"
        tools = _reply(proc)
        assert tools["id"] == 2 and {"math.find", "math.run"} <= {t["name"] for t in tools["result"]["tools"]}
        assert proc.poll() is None
    finally:
        proc.stdin.close()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
