"""A supervisor with six jobs running (four per-job sleepers, two pooled workers busy in
a request), which prints READY and waits to be killed with SIGKILL."""

import sys

import trio

from jacobian import wire
from jacobian.contracts.enums import IsolationMode
from jacobian.contracts.job import Budget, Job
from jacobian.supervisor import Supervisor

marker, worker = sys.argv[1], sys.argv[2]


async def main():
    s = Supervisor(max_concurrent=6)
    busy = Budget(wall_seconds=600)
    async with trio.open_nursery() as n:
        for _ in range(4):
            n.start_soon(s.run, Job(argv=("/bin/sh", "-c", f"setsid sleep {marker} & sleep {marker}"), budget=busy))
        for i in range(2):
            n.start_soon(
                s.run,
                Job(
                    argv=(sys.executable, worker),
                    protocol="jsonl",
                    isolation=IsolationMode.POOLED,
                    pool_key=f"crash-{i}",
                    budget=busy,
                    stdin=wire.request_line({"script": f"sleep {marker}"}),
                ),
            )
        await trio.sleep(1.5)
        print("READY", flush=True)
        await trio.sleep(600)


trio.run(main)
