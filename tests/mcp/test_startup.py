"""``initialize`` is answered before the slow part of start-up (issue 28, item 2), by the in-process server
and by the relay's daemon: an operator provider whose probe blocks on a FIFO the test holds keeps the
runtime from opening; ``initialize`` is answered all the same, a ``tools/list`` waits, and it is answered
once the test lets the probe finish. No timing: each step waits for the server's own answer."""

from __future__ import annotations

import errno
import json
import os
import re
import signal
import subprocess
import sys
import threading
from pathlib import Path

from conftest import authorize_bundled
from httpserver import wait_gone

INITIALIZE = {
    "jsonrpc": "2.0",
    "id": 0,
    "method": "initialize",
    "params": {
        "protocolVersion": "2025-06-18",
        "capabilities": {},
        "clientInfo": {"name": "claude-ai", "version": "0"},
    },
}
LIST = b'{"jsonrpc":"2.0","method":"notifications/initialized"}\n{"jsonrpc":"2.0","id":1,"method":"tools/list"}\n'


def blocking_provider(root: Path) -> tuple[Path, Path]:
    """An operator manifest dir with a provider whose probe waits for a line on a FIFO; (manifests, fifo)."""
    fifo = root / "gate"
    os.mkfifo(fifo)
    manifests = root / "manifests"
    manifests.mkdir()
    (manifests / "gatekeeper.yaml").write_text(
        "\n".join(
            [
                "provider: gatekeeper",
                "family: gatekeeper",
                "description: a probe that waits until the test opens the gate",
                "license: MIT",
                "run: {executable: /bin/sh}",
                "probe:",
                f'  argv: ["{{executable}}", "-c", "read line < {fifo}; echo open"]',
                "  timeout_seconds: 240",
                '  expect: {stdout_regex: "^open"}',
                "digest: {kind: EXECUTABLE}",
                "isolation: {mode: PER_JOB, unprivileged: false, readonly_root: false}",
                "",
            ]
        )
    )
    return manifests, fifo


class Session:
    """A jacobian-mcp subprocess spoken to line by line; lines are read in a thread as they come."""

    def __init__(self, argv: list[str]) -> None:
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.lines: list[dict] = []
        self.arrived = threading.Condition()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for line in self.proc.stdout:
            with self.arrived:
                self.lines.append(json.loads(line))
                self.arrived.notify_all()
        with self.arrived:
            self.lines.append({"eof": True})
            self.arrived.notify_all()

    def send(self, data: bytes) -> None:
        self.proc.stdin.write(data)
        self.proc.stdin.flush()

    def answer(self, rid: int) -> dict:
        """The answer to request ``rid`` (waits for the server; the test's timeout bounds it)."""
        with self.arrived:
            while True:
                found = [m for m in self.lines if m.get("id") == rid or m.get("eof")]
                if found:
                    return found[0]
                self.arrived.wait()

    def wait_for_output(self, seconds: float) -> None:
        """Wait for the server's next line, at most ``seconds`` (a bound on waiting, never asserted on)."""
        with self.arrived:
            self.arrived.wait(seconds)

    def answered(self, rid: int) -> bool:
        with self.arrived:
            return any(m.get("id") == rid for m in self.lines)

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.stdin.close()
            try:
                self.proc.wait(60)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()


def initialize_then_list_while_the_probe_blocks(session: Session, fifo: Path) -> None:
    session.send((json.dumps(INITIALIZE) + "\n").encode())
    init = session.answer(0)
    assert init["result"]["serverInfo"]["name"] == "jacobian", init  # answered with the probe still waiting
    assert "math_find" in init["result"]["instructions"]  # the session's naming applies already
    session.send(LIST)
    # The probe is still blocked (nobody wrote to the gate): the runtime cannot be open, so no tools yet.
    # Opening the gate (the FIFO's writer side) is what lets the probe, then the catalog, then tools/list on.
    while True:  # until the probe opens the gate's reading end; tools/list must not be answered before
        assert not session.answered(1), "tools/list answered while the runtime could not be open"
        try:
            gate = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
        except OSError as exc:
            if exc.errno != errno.ENXIO:  # ENXIO: no reader yet
                raise
            session.wait_for_output(0.1)
            continue
        os.write(gate, b"go\n")
        os.close(gate)
        break
    listed = session.answer(1)
    assert {t["name"] for t in listed["result"]["tools"]} == {"math_find", "math_run"}, listed


def test_standalone_answers_initialize_before_the_probes(state_dir, tmp_path):
    manifests, fifo = blocking_provider(tmp_path)
    argv = [sys.executable, "-P", "-m", "jacobian.mcp.server", "--standalone", "--no-prestart"]
    session = Session([*argv, "--state-dir", str(state_dir), "--manifest-dir", str(manifests)])
    try:
        initialize_then_list_while_the_probe_blocks(session, fifo)
    finally:
        session.close()


def test_the_relays_daemon_answers_initialize_before_the_probes(tmp_path, warm_state_dir):
    authorize_bundled(warm_state_dir)
    manifests, fifo = blocking_provider(tmp_path)
    sock = tmp_path / "run" / "mcp.sock"
    argv = [sys.executable, "-P", "-m", "jacobian.mcp.server", "--state-dir", str(warm_state_dir), "--no-prestart"]
    session = Session([*argv, "--socket", str(sock), "--manifest-dir", str(manifests)])
    try:
        initialize_then_list_while_the_probe_blocks(session, fifo)
    finally:
        session.close()
        log = sock.with_suffix(".log").read_text()
        for pid in {int(p) for p in re.findall(r"daemon on .* \(pid (\d+)\)", log)}:
            os.kill(pid, signal.SIGTERM)
            assert not wait_gone({pid}, 30)
