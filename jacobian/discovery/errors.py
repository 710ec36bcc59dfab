"""Typed diagnostics from argument validation errors: one per problem, each at its JSON path with
the likely fix (see :mod:`jacobian.contracts.validation`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pydantic import ValidationError

from jacobian.contracts.diagnostics import Code, Diagnostic, Stage
from jacobian.contracts.validation import problems


def from_validation(
    exc: ValidationError, schema: Mapping[str, Any] | None = None, *, prefix: str = "$", stage: Stage = Stage.VALIDATE
) -> list[Diagnostic]:
    """One INVALID_REQUEST diagnostic per problem (every one), each naming its field and, where a
    mistake is likely, the fix (``schema``: the arguments model's JSON Schema, for field names)."""
    return [
        Diagnostic.of(Code.INVALID_REQUEST, p.text(), stage=stage, path=p.path, hint=p.fix)
        for p in problems(exc, schema or {}, prefix)
    ]
