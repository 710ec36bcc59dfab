"""Typed diagnostics from argument validation errors, naming the field by JSON path."""

from __future__ import annotations

from pydantic import ValidationError

from jacobian.contracts.diagnostics import Code, Diagnostic, Stage, json_path, validation_message


def from_validation(
    exc: ValidationError, *, prefix: str = "$", stage: Stage = Stage.VALIDATE, limit: int = 8
) -> list[Diagnostic]:
    """One INVALID_REQUEST diagnostic per error (at most ``limit``), each naming its field."""
    out = []
    for err in exc.errors(include_url=False, include_input=False)[:limit]:
        loc = tuple(p for p in err.get("loc", ()) if not (isinstance(p, str) and p.startswith("function-")))
        message = validation_message(err)
        out.append(
            Diagnostic.of(
                Code.INVALID_REQUEST, f"{json_path(loc, prefix)}: {message}", stage=stage, path=json_path(loc, prefix)
            )
        )
    return out
