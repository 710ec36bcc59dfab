"""Admission: resolve the capability, apply the operator's policy and the mode, validate the payload
against the complete request model, parse its input once, and choose the engine.

Nothing is spawned and nothing is written before admission passes; every refusal is a
:class:`Failure` with its code (UNKNOWN_CAPABILITY, PROVIDER_UNAVAILABLE, CAPABILITY_POLICY_DENIED,
UNSUPPORTED_MODE, INVALID_REQUEST, PAYLOAD_TOO_LARGE) and the JSON path at fault.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ValidationError

from ..capability import Request
from ..contracts.diagnostics import Code, Stage
from ..contracts.enums import Mode
from ..contracts.validation import fixes, problems, summary
from .context import Admitted, RunContext, artifact_reader, call_hook, fail, sha256_json

if TYPE_CHECKING:
    from ..catalog import CatalogEntry, Engine

MAX_PAYLOAD_BYTES = 4 * 1024 * 1024
# Request fields that choose how to run, not what to compute: left out of the input digest.
RUN_FIELDS = ("engine", "budget", "solver")


def resolve(ctx: RunContext) -> CatalogEntry:
    """The catalog entry, allowed by policy, offering the requested mode."""
    entry = ctx.entry
    if entry is None and ctx.unavailable is not None:
        raise fail(Code.PROVIDER_UNAVAILABLE, ctx.unavailable, path="$.capability_id", stage=Stage.READINESS)
    if entry is None:
        raise fail(Code.UNKNOWN_CAPABILITY, f"no installed capability {ctx.capability_id!r}", path="$.capability_id")
    if ctx.policy is not None:
        allowed, reasons = ctx.policy.decide(entry.descriptor, ctx.mode)
        if not allowed:
            reason = "denied by operator policy: " + "; ".join(reasons)
            raise fail(Code.CAPABILITY_POLICY_DENIED, reason, path="$.capability_id")
    if ctx.mode not in entry.descriptor.modes:
        offered = ctx.mode is Mode.VERIFY and Mode.VERIFY in entry.definition.modes
        why = " (no authorized checker for its claims)" if offered else ""
        message = f"{ctx.capability_id} does not offer mode {ctx.mode.value}{why}"
        raise fail(Code.UNSUPPORTED_MODE, message, path="$.mode")
    return entry


def validate(entry: CatalogEntry, payload: Any) -> Request:
    """The payload as the complete request model (strict JSON mode: what the published schema accepts)."""
    if not isinstance(payload, dict):
        message = f"payload must be a JSON object, not {type(payload).__name__}"
        raise fail(Code.INVALID_REQUEST, message, path="$.payload")
    try:
        data = json.dumps(payload, ensure_ascii=False, allow_nan=False).encode("utf-8", "surrogatepass")
    except (TypeError, ValueError) as exc:
        raise fail(Code.INVALID_REQUEST, f"payload is not JSON-serializable: {exc}", path="$.payload") from exc
    if len(data) > MAX_PAYLOAD_BYTES:
        message = f"payload is {len(data)} bytes; the limit is {MAX_PAYLOAD_BYTES}"
        raise fail(Code.PAYLOAD_TOO_LARGE, message, path="$.payload")
    try:
        # Strict JSON-mode validation: exactly what the published JSON Schema accepts
        # (no "5" for an integer), so math.find's CONTRACT view and math.run agree.
        request = entry.request_model.model_validate_json(data, strict=True)
    except ValidationError as exc:
        # Every problem, each at its path with the likely fix (jacobian.contracts.validation).
        found = problems(exc, entry.request_model.model_json_schema(), "$.payload")
        raise fail(Code.INVALID_REQUEST, summary(found), path=found[0].path, hint=fixes(found)) from exc
    if not isinstance(request, Request):  # the catalog builds every request model on Request
        raise fail(Code.INTERNAL_ERROR, f"{entry.descriptor.id}'s request model is not a Request")
    return request


def admit(ctx: RunContext, payload: Any) -> Admitted:
    """Resolve, policy, mode, validation and the one parse of the input; then ``after_validate``."""
    entry = resolve(ctx)
    request = validate(entry, payload)
    request_json = request.model_dump(mode="json")
    request_digest = sha256_json(request_json)
    input_digest = sha256_json({k: v for k, v in request_json.items() if k not in RUN_FIELDS})
    definition = entry.definition
    parsed = call_hook(definition, Stage.VALIDATE, lambda: definition.parse(request, artifact_reader(ctx)))
    if ctx.after_validate is not None:
        ctx.after_validate()
    return Admitted(entry, definition, request, parsed, request_digest, input_digest)


def choose_engine(entry: CatalogEntry, request: BaseModel) -> Engine:
    """The requested engine, else the highest-priority healthy one."""
    wanted = getattr(request, "engine", None)
    if wanted is None:
        return entry.engines[0]
    for engine in entry.engines:
        if engine.info.engine == wanted:
            return engine
    raise fail(Code.INVALID_REQUEST, f"engine {wanted!r} is not available", path="$.payload.engine")
