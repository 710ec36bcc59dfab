"""The slice of the runtime the MCP layer uses (``jacobian.runtime.Runtime`` satisfies it).

Kept small so the server can be exercised over a stand-in runtime (generated
catalogs for size-bound tests) without touching providers or the sandbox.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from jacobian.contracts.result import CapabilityResult


class RuntimePort(Protocol):
    catalog: Any  # has ``.digest``
    state: Any  # has ``.artifacts`` (ArtifactStore)

    @property
    def policy_digest(self) -> str: ...

    @property
    def reasoning(self) -> Any: ...  # ReasoningLog | None

    def visible_entries(self) -> Sequence[Any]: ...

    def entry(self, capability_id: str) -> Any: ...

    async def run(
        self,
        capability_id: str,
        payload: Any,
        mode: str = "EXPLORE",
        *,
        on_event: Callable[..., Any] | None = None,
        reasoning_run_id: str | None = None,
        reasoning_call_id: str | None = None,
    ) -> CapabilityResult: ...
