"""The Ray executor: each experiment item's planned job runs as a Ray task on a node that offers its provider.

The head validates and plans the item exactly as the local executor does, sends the ``Job``
to a task (:func:`jacobian.experiments.ray_node.run_item`) that requests the resource
``provider:<id>`` (so only nodes whose probes found that provider get it), and gets the
``Outcome`` back; the run then interprets and verifies it on the head, and the manager
commits it. A task whose worker or node dies is retried by Ray (``MAX_RETRIES``); a task still
lost after that ends the item with ``EXECUTOR_LOST``. Commits are keyed by the item's request
digest, so a retried task can never be counted twice.

Ray is the optional ``cluster`` extra: without it, choosing this executor is an
``EXECUTOR_UNAVAILABLE`` error before anything is recorded.
"""

from __future__ import annotations

import os
import time
from typing import TYPE_CHECKING, Any

import trio

from jacobian.contracts.diagnostics import Code
from jacobian.contracts.enums import ExecutionStatus
from jacobian.state.errors import StateError

from .ray_node import provider_resource

if TYPE_CHECKING:
    from jacobian.catalog import Engine
    from jacobian.contracts.job import Job, Outcome

MAX_RETRIES = 3  # Ray re-runs a task whose worker process or node died this many times
TASK_SHARE = 0.001  # of a node's provider resource per task: CPUs, not this, bound a node's concurrency
RESOURCES_TTL = 5.0  # seconds a view of the cluster's resources is reused
MAX_IN_FLIGHT = 128  # threads waiting on task results at once (an experiment's concurrency is at most 64)


class RayExecutor:
    """A connection to one Ray cluster, opened by :meth:`connect` (once per process)."""

    def __init__(self, address: str | None) -> None:
        self.address = address or os.environ.get("RAY_ADDRESS") or "auto"
        self._ray: Any = None
        self._remote: Any = None
        self._resources: tuple[float, dict[str, float]] = (0.0, {})
        self.limiter = trio.CapacityLimiter(MAX_IN_FLIGHT)

    def connect(self) -> None:
        """Connect to the cluster; ``StateError(EXECUTOR_UNAVAILABLE)`` when Ray is missing or unreachable."""
        if self._ray is not None:
            return
        try:
            import ray
        except ImportError as exc:
            raise StateError(
                Code.EXECUTOR_UNAVAILABLE,
                f"the ray executor needs Ray, which is not installed here ({exc}); install jacobian[cluster]",
                path="$.payload.executor",
            ) from None
        if not ray.is_initialized():
            try:
                ray.init(
                    address=self.address,
                    namespace="jacobian",
                    log_to_driver=False,
                    configure_logging=False,
                    include_dashboard=False,
                )
            except Exception as exc:  # noqa: BLE001 - Ray raises several kinds for an unreachable cluster
                raise StateError(
                    Code.EXECUTOR_UNAVAILABLE,
                    f"cannot connect to the Ray cluster at {self.address!r}: {type(exc).__name__}: {exc}",
                    path="$.payload.executor",
                ) from None
        from .ray_node import run_item

        self._remote = ray.remote(run_item)
        self._ray = ray

    def offered(self, provider_id: str) -> bool:
        """Whether some node of the cluster offers the provider (a short-lived cached view)."""
        at, resources = self._resources
        if time.monotonic() - at > RESOURCES_TTL:
            resources = dict(self._ray.cluster_resources())
            self._resources = (time.monotonic(), resources)
        return resources.get(provider_resource(provider_id), 0.0) > 0

    async def run_job(self, job: Job, engine: Engine) -> tuple[Outcome, str]:
        """The job's outcome and the id of the node that ran it; raises the run's ``Failure``."""
        from jacobian.run import fail

        ray = self._ray
        provider_id = engine.info.provider_id
        if not self.offered(provider_id):
            raise fail(
                Code.PROVIDER_UNAVAILABLE,
                f"no node of the Ray cluster offers provider {provider_id} (Ray resource "
                f"{provider_resource(provider_id)!r})",
            )
        ref = self._remote.options(
            num_cpus=1,
            resources={provider_resource(provider_id): TASK_SHARE},
            max_retries=MAX_RETRIES,
            retry_exceptions=False,
            scheduling_strategy="SPREAD",  # items across every node that offers the provider, not packed on one
            name=f"jacobian:{job.label}",
        ).remote(job)
        try:
            reply = await trio.to_thread.run_sync(ray.get, ref, abandon_on_cancel=True, limiter=self.limiter)
        except trio.Cancelled:
            try:
                ray.cancel(ref, force=True)
            except Exception:  # noqa: BLE001, S110 - best effort: the task may already be gone
                pass
            raise
        except ray.exceptions.RayTaskError as exc:
            raise fail(Code.INTERNAL_ERROR, f"the Ray task for {job.label} raised: {exc}") from None
        except ray.exceptions.RayError as exc:
            raise fail(
                Code.EXECUTOR_LOST,
                f"the Ray task for {job.label} was lost ({MAX_RETRIES} retries): {type(exc).__name__}: "
                f"{str(exc)[:500]}",
            ) from None
        if reply[0] == "ok":
            return reply[1], reply[2]
        code = Code(reply[1])
        status = ExecutionStatus.TIMEOUT if code is Code.CONCURRENCY_WAIT_TIMEOUT else ExecutionStatus.ERROR
        raise fail(code, reply[2], status=status)
