"""The shared entry point of the checker programs: serve one ``check`` over the
wire protocol so that any failure inside it is a rejection, never an acceptance."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Check = Callable[[dict[str, Any]], dict[str, Any]]


def guarded(check: Check) -> Callable[[dict[str, Any], Any], dict[str, Any]]:
    """A wire handler around ``check``. An unexpected exception is no decision: the answer is
    ``UNCHECKABLE`` with the exception named, never a rejection (a rejection says the evidence is wrong,
    and ``sat.model.verify`` and its like would answer FALSE on a checker's own bug) and never an
    acceptance."""

    def handle(payload: dict[str, Any], _emitter: Any) -> dict[str, Any]:
        try:
            return check(payload)
        except MemoryError:
            raise  # the supervisor reports MEMORY_LIMIT; no decision is made
        except Exception as exc:  # noqa: BLE001 - a checker never accepts by accident
            reason = f"checker error: {type(exc).__name__}: {str(exc)[:500]}"
            return {"accepted": False, "verdict": "UNCHECKABLE", "reason": reason, "checked": {}}

    return handle


def serve_check(check: Check) -> None:
    from jacobian.wire import serve

    serve(guarded(check))
