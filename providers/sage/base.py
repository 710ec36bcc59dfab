"""The base of every passagemath operation (one definition for the whole family)."""

from __future__ import annotations

from typing import Any, ClassVar, TypeVar

from jacobian.capability import JobCall, Output, Request, WorkerCapability

Req = TypeVar("Req", bound=Request)
Out = TypeVar("Out", bound=Output)


class SageOperation(WorkerCapability[Req, Out, None]):
    """A passagemath operation: every request carries the memory budget (PARI's stack is sized from it)."""

    domain: ClassVar[str] = "commutative_algebra"
    family: ClassVar[str] = "sage"

    def engine_fields(self, call: JobCall[Req, None]) -> dict[str, Any]:
        return {"memory_bytes": call.budget.memory_bytes}
