"""One pooled GAP worker shared by the tests that need GAP (GAP start-up is most of a second)."""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any

import pytest


class WorkerClient:
    """A real ``python -I -m jacobian.providers.gap.worker`` process, fed request lines like the supervisor does."""

    def __init__(self) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-I", "-m", "jacobian.providers.gap.worker"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            bufsize=1,
        )

    def request(self, payload: dict[str, Any]) -> dict[str, Any]:
        assert self.proc.stdin and self.proc.stdout
        self.proc.stdin.write(json.dumps({"type": "request", "payload": payload}) + "\n")
        self.proc.stdin.flush()
        while True:
            line = self.proc.stdout.readline()
            assert line, "the worker ended without a final message"
            message = json.loads(line)
            if message["type"] == "result":
                return message

    def gap_pid(self) -> int | None:
        import psutil

        children = psutil.Process(self.proc.pid).children()
        return children[0].pid if children else None

    def close(self) -> None:
        if self.proc.stdin:
            self.proc.stdin.close()
        self.proc.wait(timeout=10)


@pytest.fixture(scope="session")
def gap_worker():
    client = WorkerClient()
    yield client
    client.close()
