"""A pre-started GAP worker starts GAP before its first request, so the first call is warm."""

from __future__ import annotations

import time

import psutil
import trio
import warmstate

from jacobian.runtime import Runtime, RuntimeConfig


def _gap_kernels() -> list[psutil.Process]:
    found = []
    for p in psutil.Process().children(recursive=True):
        try:
            if any(arg.endswith("/gap/gap") for arg in p.cmdline()):
                found.append(p)
        except psutil.Error:
            pass
    return found


def test_prestarted_gap_worker_has_gap_running_before_any_request(tmp_path):
    async def main():
        async with Runtime.open(
            RuntimeConfig(state_dir=warmstate.state_dir(tmp_path / "state"), manifest_dir=tmp_path / "ops")
        ) as rt:
            before = _gap_kernels()
            started = await rt.prestart_pools()
            assert started.get("gap", 0) >= 1, started
            deadline = time.monotonic() + 15
            while time.monotonic() < deadline and len(_gap_kernels()) < len(before) + started["gap"]:
                await trio.sleep(0.1)
            warm = {p.pid for p in _gap_kernels()} - {p.pid for p in before}
            assert len(warm) == started["gap"], "each pre-started worker should have started its GAP"
            result = await rt.run("group.permutation.order", {"generators": ["(1,2,3,4)", "(1,2)"]})
            assert result.output["order"] == 24
            # The request was served by one of the warm GAP sessions, not a new one.
            assert {p.pid for p in _gap_kernels()} - {p.pid for p in before} == warm

    trio.run(main)
