"""Payload checks and the decision, shared by :mod:`.by_cvc5` and :mod:`.by_z3`.

Payload: ``{"claim": {"kind": "SMT_MODEL_SATISFIES", "producer": "z3"|"cvc5"},
"subject": {"script": str}, "certificate": {"model": str}}``. The checker
refuses a model produced by its own implementation: that would not be
independent. Any problem is ``accepted: false`` with the reason.
"""

from __future__ import annotations

from typing import Any, Callable

from .sexpr import SexprError
from .validate import Rejected, build, decide

CLAIM = "SMT_MODEL_SATISFIES"
MAX_TEXT = 8 * 1024 * 1024


def _text(obj: Any, key: str, where: str) -> str:
    value = obj.get(key) if isinstance(obj, dict) else None
    if not isinstance(value, str) or not value.strip():
        raise Rejected(f"{where}.{key} must be non-empty text")
    if len(value) > MAX_TEXT:
        raise Rejected(f"{where}.{key} is longer than {MAX_TEXT} characters")
    return value


def check(payload: dict[str, Any], solver: str, run: Callable[[str], list[str]]) -> dict[str, Any]:
    """``run`` executes a validation script on ``solver`` and returns its check-sat answers."""
    try:
        claim = payload.get("claim")
        if not isinstance(claim, dict) or claim.get("kind") != CLAIM:
            raise Rejected(f"claim kind must be {CLAIM}")
        producer = claim.get("producer")
        if producer == solver:
            raise Rejected(f"a {solver} model cannot be checked by {solver} itself: not independent")
        validation = build(_text(payload.get("subject"), "script", "subject"), _text(payload.get("certificate"), "model", "certificate"))
    except (Rejected, SexprError) as exc:
        return {"accepted": False, "reason": f"rejected: {exc}", "checked_by": solver}
    answers = run(validation.text)
    accepted, reason = decide(validation, answers, solver)
    return {"accepted": accepted, "reason": reason, "checked_by": solver, "assertions": len(validation.assertions)}


def serve_with(solver: str, run: Callable[[str], list[str]], version: Callable[[], str]) -> None:
    import sys

    from jacobian.wire import serve

    if sys.argv[1:2] == ["--probe"]:
        print(f"{solver} {version()}")
        return

    def handle(payload: dict[str, Any], _emit: Any) -> dict[str, Any]:
        try:
            result = check(payload, solver, run)
        except MemoryError:
            raise
        except Exception as exc:  # noqa: BLE001 - a checker never accepts by accident
            return {"accepted": False, "reason": f"checker error: {type(exc).__name__}: {exc}", "checked_by": solver}
        result["checked_by"] = f"{solver} {version()}"
        return result

    serve(handle)
