"""Payload checks and the decision, shared by :mod:`.by_cvc5` and :mod:`.by_z3`.

Payload: ``{"claim": {"kind": "SMT_MODEL_SATISFIES", "producer": "z3"|"cvc5"},
"subject": {"script": str}, "certificate": {"model": str}}``. The checker
refuses a model produced by its own implementation: that would not be
independent. The script and the model are read and bounded here
(:mod:`.subject`, :mod:`.evidence`) before any solver runs.

Decision: ``{"accepted": bool, "verdict": "ACCEPTED" | "REJECTED" |
"UNCHECKABLE", "reason": str, "checked": {...}, "model": {...}}``; only
``ACCEPTED`` is ``accepted: true``. ``model`` is the script the checker read
(:func:`.subject.model_of`: logic, declarations, assertions, digest), present
whenever the script was read.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .evidence import read_model
from .sexpr import SexprError
from .subject import Rejected, Uncheckable, model_of, read_subject
from .validate import REJECTED, UNCHECKABLE, build, decide

CLAIM = "SMT_MODEL_SATISFIES"
MAX_TEXT = 8 * 1024 * 1024


def _text(obj: Any, key: str, where: str) -> str:
    value = obj.get(key) if isinstance(obj, dict) else None
    if not isinstance(value, str) or not value.strip():
        raise Rejected(f"{where}.{key} must be non-empty text")
    if len(value) > MAX_TEXT:
        raise Rejected(f"{where}.{key} is longer than {MAX_TEXT} characters")
    return value


def _decision(verdict: str, reason: str, checked: dict[str, Any], read: dict[str, Any] | None) -> dict[str, Any]:
    decision = {"accepted": verdict == "ACCEPTED", "verdict": verdict, "reason": reason, "checked": checked}
    return decision if read is None else {**decision, "model": read}


def check(payload: dict[str, Any], solver: str, run: Callable[[str], list[str]]) -> dict[str, Any]:
    """``run`` executes a validation script on ``solver`` and returns its check-sat answers."""
    checked: dict[str, Any] = {"solver": solver}
    read: dict[str, Any] | None = None
    try:
        claim = payload.get("claim")
        if not isinstance(claim, dict) or claim.get("kind") != CLAIM:
            raise Rejected(f"claim kind must be {CLAIM}")
        producer = claim.get("producer")
        if producer == solver:
            raise Rejected(f"a {solver} model cannot be checked by {solver} itself: not independent")
        try:
            subject = read_subject(_text(payload.get("subject"), "script", "subject"))
        except SexprError as exc:
            raise Rejected(f"the script is unreadable: {exc}") from None
        read = model_of(subject)
        checked.update(assertions=len(subject.assertions), declared=len(subject.declared))
        try:
            model = read_model(_text(payload.get("certificate"), "model", "certificate"), subject)
        except SexprError as exc:
            raise Rejected(f"the model is unreadable: {exc}") from None
        checked.update(defined=len(model.definitions), universe_elements=sum(len(v) for v in model.universes.values()))
        validation = build(subject, model)
    except Rejected as exc:
        return _decision(REJECTED, f"rejected: {exc}", checked, read)
    except Uncheckable as exc:
        return _decision(UNCHECKABLE, f"uncheckable: {exc}", checked, read)
    verdict, reason = decide(validation, run(validation.text), solver)
    return _decision(verdict, reason, checked, read)


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
            return _decision(UNCHECKABLE, f"checker error: {type(exc).__name__}: {exc}", {"solver": solver}, None)
        result["checked"]["solver"] = f"{solver} {version()}"
        return result

    serve(handle)
