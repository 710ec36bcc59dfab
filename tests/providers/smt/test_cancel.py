"""Cancelling a long smt.check, pooled worker or per-job executable, leaves no process."""

from __future__ import annotations

import time

import psutil
import pytest
import trio
import warmstate

from jacobian.runtime import Runtime, RuntimeConfig

# x^3 + y^3 = z^3 over positive integers: no solution (Fermat, n=3), and no solver here
# can show it, so every engine searches until it is stopped.
HARD = """(set-logic QF_NIA)
(declare-const x Int)
(declare-const y Int)
(declare-const z Int)
(assert (> x 0))
(assert (> y 0))
(assert (> z 0))
(assert (= (+ (* x x x) (* y y y)) (* z z z)))
"""


def _solver_processes() -> list[psutil.Process]:
    found = []
    for p in psutil.Process().children(recursive=True):
        try:
            argv = p.cmdline()
            solver = any(arg.startswith(("/usr/bin/z3", "/usr/bin/cvc5")) for arg in argv)  # also under bwrap
            if p.status() != psutil.STATUS_ZOMBIE and (solver or "jacobian.providers.smt.worker" in argv):
                found.append(p)
        except psutil.NoSuchProcess:
            pass
    return found


@pytest.mark.parametrize("engine", ["z3", "cvc5", "z3-cli", "cvc5-cli"])
def test_cancelled_check_leaves_no_solver_process(tmp_path, engine):
    seen_running = []

    async def main():
        async with Runtime.open(
            RuntimeConfig(state_dir=warmstate.state_dir(tmp_path / "state"), manifest_dir=tmp_path / "ops")
        ) as rt:
            if engine not in [e.info.engine for e in rt.catalog.get("smt.check").engines]:
                pytest.skip(f"engine {engine} is not available here")
            async with trio.open_nursery() as nursery:
                cancel = trio.CancelScope()

                async def solve():
                    with cancel:
                        await rt.run("smt.check", {"script": HARD, "engine": engine, "budget": {"wall_seconds": 60}})

                nursery.start_soon(solve)
                await trio.sleep(1.5)
                seen_running.extend(_solver_processes())
                started = time.monotonic()
                cancel.cancel()
            return time.monotonic() - started

    cancel_seconds = trio.run(main)
    assert seen_running, "the solver was not running when cancelled: the test would prove nothing"
    assert cancel_seconds < 3, cancel_seconds
    assert _solver_processes() == []
    assert not any(p.is_running() and p.status() != psutil.STATUS_ZOMBIE for p in seen_running)
