"""Answering ``initialize`` before the slow part of start-up.

A client gives a server a few seconds to answer ``initialize`` (Codex: 10 s by default).
What ``initialize`` returns (server info, capabilities, instructions) needs no runtime,
so a stdio server (standalone, or the relay's daemon) opens its state first (the lock,
the policy: a failure there still stops the server before it serves anything), starts
serving at once, and opens the rest of the runtime (manifests, probes, the catalog) once
the first ``initialize`` has been answered (or a request needing the runtime came first,
or ``FIRST_ANSWER_WAIT_SECONDS`` passed): building the catalog holds the event loop, and
the answer must not wait behind it. Requests that need the runtime wait for it
(:class:`AwaitRuntime`); ``initialize``, ``ping``, ``server/discover``,
``logging/setLevel`` and notifications never do. The pools are pre-started once the
runtime is open, after the answer.
"""

from __future__ import annotations

from typing import Any

import anyio
from mcp.shared.exceptions import MCPError

#: Methods answered without the runtime.
NO_RUNTIME = frozenset({"initialize", "ping", "server/discover", "logging/setLevel"})
INTERNAL_ERROR = -32603
#: How long the runtime's slow part waits for the first ``initialize`` to be answered.
FIRST_ANSWER_WAIT_SECONDS = 2.0


class PendingRuntime:
    """A runtime still opening: attributes are the runtime's once it is open (handlers only run after
    :meth:`ready`, see :class:`AwaitRuntime`); a runtime that failed to open says why."""

    def __init__(self) -> None:
        self._runtime: Any = None
        self._failure: BaseException | None = None
        self._done = anyio.Event()
        self.first_answer = anyio.Event()  # the first initialize answered (or a request needs the runtime)

    def opened(self, runtime: Any) -> None:
        self._runtime = runtime
        self._done.set()

    def failed(self, exc: BaseException) -> None:
        self._failure = exc
        self._done.set()

    async def ready(self) -> None:
        """Wait until the runtime is open; raises an MCP error when it failed to open."""
        await self._done.wait()
        if self._runtime is None:
            why = f"{type(self._failure).__name__}: {self._failure}" if self._failure else "closed"
            raise MCPError(code=INTERNAL_ERROR, message=f"the runtime failed to start ({why}); see the server's log")

    def __getattr__(self, name: str) -> Any:
        runtime = self.__dict__.get("_runtime")
        if runtime is None:
            raise AttributeError(f"{name}: the runtime is not open yet")
        return getattr(runtime, name)


class AwaitRuntime:
    """Server middleware: a request that needs the runtime waits until it is open."""

    def __init__(self, pending: PendingRuntime) -> None:
        self.pending = pending

    async def __call__(self, ctx: Any, call_next: Any) -> Any:
        if ctx.request_id is not None and ctx.method not in NO_RUNTIME:
            self.pending.first_answer.set()
            await self.pending.ready()
        try:
            return await call_next(ctx)
        finally:
            if ctx.method == "initialize":
                self.pending.first_answer.set()


async def hold_runtime(
    pending: PendingRuntime, config: Any, prestart_delay: float | None, *, task_status: Any = anyio.TASK_STATUS_IGNORED
) -> None:
    """Open the runtime and keep it open until cancelled. ``task_status.started()`` once its state is open
    (the caller may serve from then on), then the rest after the first answer; ``pending`` is told when the
    rest is open, or why it failed. With a ``prestart_delay``, the pooled workers are started that long after
    the runtime is open."""
    from jacobian.runtime import Runtime

    async def state_open() -> None:
        task_status.started()
        with anyio.move_on_after(FIRST_ANSWER_WAIT_SECONDS):
            await pending.first_answer.wait()

    try:
        async with Runtime.open(config, on_state_open=state_open) as runtime:
            pending.opened(runtime)
            if prestart_delay is not None:
                await runtime.prestart_pools(prestart_delay)
            await anyio.sleep_forever()
    except BaseException as exc:
        pending.failed(exc)
        raise
