"""What a Ray node does for an experiment item: run the head's planned job under this node's own Supervisor.

Ray only schedules. The task receives the ``Job`` the head planned (the same one the local
executor would give its supervisor), runs it through a :class:`~jacobian.supervisor.Supervisor`
that lives as long as the Ray worker process (so pooled provider workers stay warm from one task
to the next), and returns the ``Outcome``; the head interprets, verifies and commits it. The
sandbox, rlimits and cgroups are the node's, exactly as for a local run.

A node offers a provider by the Ray resource ``provider:<id>``; :func:`node_resources` derives
them from this node's own probes (``jacobian cluster resources`` prints them for ``ray start``).
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Any

import trio

from jacobian.contracts.diagnostics import Code

if TYPE_CHECKING:
    from jacobian.contracts.job import Job, Outcome
    from jacobian.probes import ProviderHealth
    from jacobian.supervisor import Supervisor

RESOURCE_PREFIX = "provider:"


def provider_resource(provider_id: str) -> str:
    return RESOURCE_PREFIX + provider_id


def node_resources(health: dict[str, ProviderHealth]) -> dict[str, float]:
    """The Ray resources of a node whose probes found ``health``: one per available provider."""
    from jacobian.contracts.enums import ProviderStatus

    return {provider_resource(pid): 1.0 for pid, h in sorted(health.items()) if h.status is ProviderStatus.AVAILABLE}


class _NodeSupervisor:
    """A Supervisor on its own trio loop in a daemon thread, for the synchronous Ray task to call into."""

    def __init__(self) -> None:
        ready = threading.Event()
        self.supervisor: Supervisor | None = None
        self.token: trio.lowlevel.TrioToken | None = None
        self.failed: BaseException | None = None

        async def serve() -> None:
            from jacobian.supervisor import Supervisor

            self.supervisor = Supervisor()
            self.token = trio.lowlevel.current_trio_token()
            ready.set()
            try:
                await trio.sleep_forever()
            finally:
                await self.supervisor.aclose()

        def main() -> None:
            try:
                trio.run(serve)
            except BaseException as exc:  # noqa: BLE001 - reported to the task that waits for it
                self.failed = exc
                ready.set()

        threading.Thread(target=main, daemon=True, name="jacobian-node-supervisor").start()
        ready.wait()
        if self.supervisor is None:
            raise RuntimeError(f"the node's supervisor did not start: {self.failed!r}")

    def run(self, job: Job) -> Outcome:
        assert self.supervisor is not None and self.token is not None
        return trio.from_thread.run(self.supervisor.run, job, trio_token=self.token)


_lock = threading.Lock()
_node: _NodeSupervisor | None = None


def _supervisor() -> _NodeSupervisor:
    global _node
    with _lock:
        if _node is None:
            _node = _NodeSupervisor()
        return _node


def run_item(job: Job) -> tuple[Any, ...]:
    """The Ray task body: ``("ok", outcome, node_id)`` or ``("error", code, message, node_id)``.

    Only the supervisor's own refusals (no slot, a required sandbox layer missing) are errors
    here, typed as the local run types them; every job failure is already an ``Outcome``."""
    import ray

    from jacobian.supervisor import LayerUnavailable, SlotWaitTimeout

    node = ray.get_runtime_context().get_node_id()
    try:
        return ("ok", _supervisor().run(job), node)
    except SlotWaitTimeout as exc:
        return ("error", Code.CONCURRENCY_WAIT_TIMEOUT.value, f"no job slot on node {node}: {exc}", node)
    except LayerUnavailable as exc:
        return ("error", Code.SANDBOX_LAYER_UNAVAILABLE.value, f"on node {node}: {exc}", node)
