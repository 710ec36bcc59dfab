"""``jacobian-mcp --transport streamable-http`` as a real subprocess on loopback, for the HTTP tests."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import psutil

LISTENING = re.compile(r"listening on (http://127\.0\.0\.1:\d+)(/\S*)")


@dataclass
class HTTPServer:
    proc: subprocess.Popen
    base: str
    url: str
    log: Path

    def log_text(self) -> str:
        return self.log.read_text(errors="replace")

    def descendants(self) -> set[int]:
        try:
            return {p.pid for p in psutil.Process(self.proc.pid).children(recursive=True)}
        except psutil.Error:
            return set()

    def stop(self, timeout: float = 20) -> int:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
        try:
            return self.proc.wait(timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
            raise


def command(state_dir: Path, *extra: str) -> list[str]:
    # This interpreter's installed package (a `jacobian-mcp` on PATH may belong to another environment).
    return [
        sys.executable,
        "-P",
        "-m",
        "jacobian.mcp.server",
        "--transport",
        "streamable-http",
        "--port",
        "0",
        "--state-dir",
        str(state_dir),
        *extra,
    ]


def get(url: str, headers: dict[str, str] | None = None, data: bytes | None = None) -> tuple[int, dict, bytes]:
    """(status, headers, body) of one plain HTTP request; error statuses are answers, not exceptions."""
    req = urllib.request.Request(url, data=data, headers=headers or {}, method="POST" if data is not None else "GET")
    try:
        with urllib.request.urlopen(req, timeout=30) as resp:
            return resp.status, dict(resp.headers), resp.read()
    except urllib.error.HTTPError as err:
        return err.code, dict(err.headers), err.read()


def post_rpc(url: str, message: dict, token: str | None = None) -> tuple[int, dict, bytes]:
    headers = {"Content-Type": "application/json", "Accept": "application/json, text/event-stream"}
    if token is not None:
        headers["Authorization"] = f"Bearer {token}"
    return get(url, headers, json.dumps(message).encode())


@contextmanager
def http_server(state_dir: Path, *extra: str, log: Path | None = None, ready_timeout: float = 90):
    log = log or state_dir.parent / f"{state_dir.name}-http.log"
    out = open(log, "wb")
    proc = subprocess.Popen(command(state_dir, *extra), stdout=subprocess.DEVNULL, stderr=out, env=dict(os.environ))
    server = None
    try:
        deadline = time.monotonic() + ready_timeout
        while server is None:
            m = LISTENING.search(log.read_text(errors="replace"))
            if m:
                server = HTTPServer(proc, m.group(1), m.group(1) + m.group(2), log)
            elif proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"server did not start (rc {proc.poll()}):\n{log.read_text(errors='replace')}")
            else:
                time.sleep(0.05)
        while get(server.base + "/readyz")[0] != 200:
            if proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"server never ready:\n{server.log_text()}")
            time.sleep(0.1)
        yield server
    finally:
        if proc.poll() is None:
            proc.send_signal(signal.SIGTERM)
            try:
                proc.wait(20)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        out.close()


def issue_token(tokens: Path, tenant: str, *scopes: str) -> dict:
    """A token issued into ``tokens`` by the real ``jacobian tokens add`` (its JSON: id, tenant, token)."""
    flags = [a for s in scopes for a in ("--scope", s)]
    cmd = [sys.executable, "-P", "-m", "jacobian.cli.main", "tokens", "add", "--tenant", tenant, *flags]
    out = subprocess.run([*cmd, "--file", str(tokens), "--json"], capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr
    return json.loads(out.stdout)


def client_transport(url: str, token: str | None = None):
    """The SDK's own Streamable HTTP client transport, with a bearer token when given."""
    from mcp.client.streamable_http import streamable_http_client
    from mcp.shared._httpx_utils import create_mcp_http_client

    headers = {"Authorization": f"Bearer {token}"} if token else None
    return streamable_http_client(url, http_client=create_mcp_http_client(headers=headers))


def alive(pids: set[int]) -> set[int]:
    out = set()
    for pid in pids:
        try:
            if psutil.Process(pid).status() != psutil.STATUS_ZOMBIE:
                out.add(pid)
        except psutil.Error:
            pass
    return out


def cpu_by_pid(root: int) -> dict[int, float]:
    """CPU seconds of every live descendant of ``root``."""
    out = {}
    try:
        children = psutil.Process(root).children(recursive=True)
    except psutil.Error:
        return out
    for p in children:
        try:
            if p.status() != psutil.STATUS_ZOMBIE:
                t = p.cpu_times()
                out[p.pid] = t.user + t.system
        except psutil.Error:
            pass
    return out


def wait_gone(pids: set[int], seconds: float = 10) -> set[int]:
    deadline = time.monotonic() + seconds
    left = alive(pids)
    while left and time.monotonic() < deadline:
        time.sleep(0.1)
        left = alive(pids)
    return left


async def await_gone(pids: set[int], seconds: float = 10) -> set[int]:
    """:func:`wait_gone` for async tests: the client's own event loop keeps running meanwhile."""
    import anyio

    deadline = time.monotonic() + seconds
    left = alive(pids)
    while left and time.monotonic() < deadline:
        await anyio.sleep(0.1)
        left = alive(pids)
    return left
