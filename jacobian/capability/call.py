"""One call of a capability, as its adapter sees it: the validated request, the input parsed once
(``parsed``, from :meth:`Capability.parse`), the mode, and what the stage at hand adds: the chosen
engine and budget for a job (:class:`JobCall`), the state for a runtime-served operation
(:class:`ServedCall`). The run builds these; adapters only read them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from ..contracts.enums import Mode
from ..contracts.job import Budget, Job
from .models import Request

if TYPE_CHECKING:
    from ..state import State
    from ..supervisor.runner import OnEvent

Req = TypeVar("Req", bound=Request)
Parsed = TypeVar("Parsed")

# Reads a stored artifact: uri -> (schema id, payload); raises InterpretError
# (ARTIFACT_NOT_FOUND / ARTIFACT_CORRUPT) when it cannot.
ArtifactReader = Callable[[str], tuple[str, dict[str, Any]]]


@dataclass(frozen=True)
class EngineInfo:
    """A healthy provider that can serve a capability, as the planner sees it."""

    engine: str
    provider_id: str
    executable: str | None  # resolved absolute path (external executables)
    interpreter: str | None  # resolved interpreter (worker programs)
    worker_module: str | None
    version: str
    features: frozenset[str]
    options: dict[str, Any]

    @property
    def is_worker(self) -> bool:
        return self.worker_module is not None


@dataclass(frozen=True)
class Call(Generic[Req, Parsed]):
    """What every hook of one call sees: the request as validated, its parse, the mode, the store."""

    request: Req
    parsed: Parsed
    mode: Mode
    artifacts: ArtifactReader


@dataclass(frozen=True)
class JobCall(Call[Req, Parsed]):
    """A call that runs a job: the chosen engine, the budget (manifest default narrowed by the
    request's ``budget``, clipped to the manifest maximum) and the manifest's job settings."""

    engine: EngineInfo
    budget: Budget
    base_job: dict[str, Any]  # isolation, layers, grace, pool key from the manifest

    def job(self, **fields: Any) -> Job:
        """A Job carrying the manifest's isolation settings and the budget."""
        return Job(**{**self.base_job, "budget": self.budget, **fields})

    def worker_job(self, payload: dict[str, Any], **fields: Any) -> Job:
        """A Job that sends one request line to this engine's worker program."""
        from ..wire import request_line

        if self.engine.worker_module is None or self.engine.interpreter is None:
            raise ValueError(f"engine {self.engine.engine} runs no worker program")
        argv = (self.engine.interpreter, "-I", "-m", self.engine.worker_module)
        return self.job(argv=argv, stdin=request_line(payload), protocol="jsonl", **fields)


@dataclass(frozen=True)
class ServedCall(Call[Req, Parsed]):
    """A call the runtime serves over its own state; ``on_event`` reports progress while it waits."""

    state: State
    on_event: OnEvent | None = None
