"""SIGTERM stops the HTTP server gracefully: running calls cancelled, no process left, exit 0."""

from __future__ import annotations

import signal
import subprocess
import sys
from pathlib import Path

import anyio
from httpserver import cpu_by_pid, http_server, wait_gone
from test_http_surface import CLIENT, job_pids


def test_sigterm_mid_run_cancels_jobs_and_exits_clean(state_dir):
    here = str(Path(__file__).parent)
    with http_server(state_dir, "--allow-anonymous", "--no-prestart") as server:
        before = cpu_by_pid(server.proc.pid)
        client = subprocess.Popen(
            [sys.executable, "-c", CLIENT, server.url, here, "auto"], stdout=subprocess.PIPE, text=True
        )
        try:
            assert client.stdout.readline().strip() == "started"
            seen = anyio.run(job_pids, server, before)
            assert seen, "the long job started no process"
            everything = server.descendants()  # job, pool workers, anything else the server started
            server.proc.send_signal(signal.SIGTERM)
            assert server.proc.wait(30) == 0, server.log_text()
            assert not wait_gone(everything | seen, 10), "processes left after SIGTERM"
            client.wait(30)  # the client sees its call end (with an error); it does not hang
        finally:
            if client.poll() is None:
                client.kill()
                client.wait()
    assert "signal SIGTERM: stopping" in server.log_text()
