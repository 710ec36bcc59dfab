"""Invalid UTF-8 on the wire: raw bytes and lone-surrogate escapes, written straight to the server's stdin."""

from __future__ import annotations

import json
import subprocess

from conftest import server_params


def _send(proc, obj_bytes: bytes) -> None:
    proc.stdin.write(obj_bytes + b"\n")
    proc.stdin.flush()


def _read(proc, want_id: int) -> dict:
    while True:
        line = proc.stdout.readline()
        assert line, "server closed stdout"
        msg = json.loads(line)
        if msg.get("id") == want_id:
            return msg


def test_invalid_utf8_in_strings_is_a_typed_diagnostic(state_dir):
    params = server_params(state_dir)
    proc = subprocess.Popen(
        [params.command, *params.args], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    try:
        init = {
            "jsonrpc": "2.0",
            "id": 1,
            "method": "initialize",
            "params": {
                "protocolVersion": "2025-06-18",
                "capabilities": {},
                "clientInfo": {"name": "raw", "version": "1"},
            },
        }
        _send(proc, json.dumps(init).encode())
        assert _read(proc, 1)["result"]["serverInfo"]["name"] == "jacobian"
        _send(proc, b'{"jsonrpc":"2.0","method":"notifications/initialized"}')
        bodies = [
            b'{"jsonrpc":"2.0","id":2,"method":"tools/call",'
            b'"params":{"name":"math.run",'
            b'"arguments":{"capability_id":"sat.solve","payload":{"dimacs":"p cnf 1 1\\n1 0\\n\xff\xfe"}}}}',
            b'{"jsonrpc":"2.0","id":3,"method":"tools/call",'
            b'"params":{"name":"math.run",'
            b'"arguments":{"capability_id":"sat.solve","payload":{"dimacs":"p cnf 1 1\\n1 0\\n\\udc80"}}}}',
        ]
        for i, body in enumerate(bodies, start=2):
            _send(proc, body)
            msg = _read(proc, i)
            result = msg["result"]["structuredContent"]
            d = result["diagnostics"][0]
            assert d["code"] == "INVALID_REQUEST" and d["path"] == "$.payload.dimacs", d
            assert "UTF-8" in d["message"]
            # Refused while the request is read, before any job: no worker ran for it.
            assert d["stage"] == "VALIDATE", d
            assert result["execution"]["status"] != "COMPLETED", result["execution"]
        # Still serving.
        _send(
            proc,
            b'{"jsonrpc":"2.0","id":9,"method":"tools/call","params":{"name":"math.find","arguments":{"query":"satisfiable"}}}',
        )
        doc = json.loads(_read(proc, 9)["result"]["content"][0]["text"])
        assert doc["matches"][0]["capability_id"] == "sat.solve"
    finally:
        proc.stdin.close()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
