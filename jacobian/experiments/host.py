"""What the experiments need of the runtime that hosts them, as a Protocol.

:class:`~jacobian.experiments.manager.Experiments` is built by ``Runtime.open`` and runs each item
through the runtime; declaring here the little it uses (its state, policy, supervisor, catalog
lookup, ``run`` and two settings) lets the experiments depend on this Protocol instead of on
:mod:`jacobian.runtime`, which imports them: no import cycle. ``Runtime`` satisfies it structurally
(mypy checks that where ``Runtime`` builds ``Experiments``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from jacobian.catalog import CatalogEntry
    from jacobian.contracts.enums import Mode
    from jacobian.contracts.result import CapabilityResult
    from jacobian.run.context import RunJob
    from jacobian.state import State
    from jacobian.state.policy import Policy
    from jacobian.supervisor import Supervisor

#: Runs an item's planned job somewhere (an experiment executor) and returns its outcome.


class ExecutorSettings(Protocol):
    """The runtime's settings the experiments read."""

    @property
    def executor(self) -> str:
        """The default executor of an experiment that names none: ``local`` or ``ray``."""
        ...

    @property
    def ray_address(self) -> str | None:
        """The Ray cluster of the ``ray`` executor (None: ``RAY_ADDRESS``, else ``auto``)."""
        ...


class ExperimentHost(Protocol):
    """The runtime as the experiments use it."""

    @property
    def config(self) -> ExecutorSettings: ...

    @property
    def state(self) -> State: ...

    @property
    def policy(self) -> Policy: ...

    @property
    def supervisor(self) -> Supervisor: ...

    def entry(self, capability_id: str) -> CatalogEntry | None:
        """The installed capability visible under the policy, or None."""
        ...

    async def run(
        self, capability_id: str, payload: Any, mode: str | Mode = "EXPLORE", *, run_job: RunJob | None = None
    ) -> CapabilityResult:
        """One run, every failure a result (as ``Runtime.run``); ``run_job`` runs the planned job elsewhere."""
        ...
