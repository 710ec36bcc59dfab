"""``math.run`` over MCP: argument checks, progress, cancellation, the typed result.

Only the shape of the tool call itself is checked here (and strings that are
not valid UTF-8); everything else is the runtime's, which answers with a
CapabilityResult. Worker events become progress notifications. A client's
cancellation cancels this task, and with it the job (the supervisor kills the
process group before ``Cancelled`` leaves ``Runtime.run``).
"""

from __future__ import annotations

import time
from typing import Any

import mcp_types as types
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from jacobian.contracts.diagnostics import Code, Diagnostic, json_path
from jacobian.contracts.enums import ExecutionStatus, Mode
from jacobian.contracts.picture import PICTURE_SCHEMA
from jacobian.contracts.result import CapabilityResult
from jacobian.discovery.errors import from_validation
from jacobian.run import sha256_json

from .projection import project
from .results import error_result, retain_large_output

MAX_STRING_SCAN_DEPTH = 64


class RunArgs(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    capability_id: str = Field(min_length=1, max_length=128)
    payload: dict[str, Any]
    mode: Mode = Mode.EXPLORE
    retain_evidence: bool = False
    picture: bool = False
    reasoning_run_id: str | None = Field(default=None, max_length=128)
    reasoning_call_id: str | None = Field(default=None, max_length=128)


def bad_text(value: Any, path: str = "$", depth: int = 0) -> str | None:
    """The JSON path of the first string (or key) that was not valid UTF-8 on the wire.

    Invalid bytes reach the server as U+FFFD (the transport decodes with
    ``errors="replace"``) and ``\\udXXX`` escapes as lone surrogates; either means
    the client sent text that is not valid UTF-8.
    """
    if depth > MAX_STRING_SCAN_DEPTH:
        return None
    if isinstance(value, str):
        if value.isascii():
            return None
        if "\ufffd" in value:
            return path
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            return path
        return None
    if isinstance(value, dict):
        for key, sub in value.items():
            sub_path = json_path((key,), path) if isinstance(key, str) and key.isascii() else f"{path}[key]"
            if isinstance(key, str) and bad_text(key, path, depth + 1):
                return sub_path
            found = bad_text(sub, sub_path, depth + 1)
            if found:
                return found
    elif isinstance(value, list):
        for i, sub in enumerate(value):
            found = bad_text(sub, f"{path}[{i}]", depth + 1)
            if found:
                return found
    return None


def is_error(result: CapabilityResult) -> bool:
    """The one rule for ``isError``: the run did not complete (ERROR, TIMEOUT, CANCELLED), whatever it concluded."""
    return result.execution.status is not ExecutionStatus.COMPLETED


def picture_images(result: CapabilityResult, artifacts: Any) -> list[types.ImageContent]:
    """The PNG of each picture the result's artifacts hold, as MCP image content (the result itself unchanged)."""
    images: list[types.ImageContent] = []
    if artifacts is None:
        return images
    for uri in result.artifact_uris:
        try:
            stored = artifacts.get(uri)
        except Exception:  # noqa: BLE001 - an unreadable artifact is reported by artifact.get, not here
            continue
        if stored.schema == PICTURE_SCHEMA:
            images.append(types.ImageContent(type="image", data=stored.payload["png_base64"], mime_type="image/png"))
    return images


def _tool_result(
    result: CapabilityResult,
    retained: str | None,
    *,
    note: Diagnostic | None = None,
    refused_mode: str | None = None,
    images: list[types.ImageContent] | None = None,
) -> types.CallToolResult:
    data = result.model_dump(mode="json")
    digest = sha256_json(data)  # the digest the reasoning log records for this result
    meta: dict[str, Any] = {"jacobian/result_digest": digest}
    if retained:
        meta["jacobian/retained_output"] = retained
    text = project(result, retained, refused_mode=refused_mode) + f"\nresult_digest: {digest}"
    if note is not None:
        text += f"\nnote: [{note.severity.value}] {note.code.value}: {note.message}"
    return types.CallToolResult(
        content=[types.TextContent(type="text", text=text), *(images or [])],
        structured_content=data,
        is_error=is_error(result),
        _meta=meta,
    )


def _given(arguments: Any, name: str) -> Any:
    return arguments.get(name) if isinstance(arguments, dict) else None


class RunService:
    def __init__(self, runtime: Any, reasoning_enabled: bool) -> None:
        self.runtime = runtime
        self.reasoning_enabled = reasoning_enabled

    def _reject(self, arguments: Any, diagnostics: list[Diagnostic], started: float) -> types.CallToolResult:
        cid = _given(arguments, "capability_id")
        cid = cid if isinstance(cid, str) else ""
        mode_raw = _given(arguments, "mode")
        valid = mode_raw in (Mode.EXPLORE.value, Mode.VERIFY.value)
        # The result's `mode` must be a Mode; the text header names what was actually asked for.
        mode = Mode(mode_raw) if valid else Mode.EXPLORE
        refused = None if valid or mode_raw is None else str(mode_raw)[:64]
        entry = self.runtime.entry(cid) if cid else None
        version = entry.descriptor.version if entry is not None else "0.0.0"
        wall = int((time.perf_counter() - started) * 1000)
        result = error_result(cid, mode, diagnostics, version=version, wall_ms=wall)
        return _tool_result(result, None, refused_mode=refused)

    def reject(self, arguments: Any, diagnostics: list[Diagnostic], started: float) -> types.CallToolResult:
        """The typed error result for a call refused before it ran (e.g. over a tenant's limit)."""
        return self._reject(arguments, diagnostics, started)

    def parse(self, arguments: Any, started: float) -> RunArgs | types.CallToolResult:
        if not isinstance(arguments, dict):
            return self._reject(
                arguments,
                [Diagnostic.of(Code.INVALID_REQUEST, "math.run arguments must be a JSON object", path="$")],
                started,
            )
        try:
            args = RunArgs.model_validate(arguments)
        except ValidationError as exc:
            return self._reject(arguments, from_validation(exc, RunArgs.model_json_schema()), started)
        if not self.reasoning_enabled and (args.reasoning_run_id or args.reasoning_call_id):
            field = "reasoning_run_id" if args.reasoning_run_id else "reasoning_call_id"
            diag = Diagnostic.of(
                Code.INVALID_REQUEST,
                f"$.{field}: unknown field (the reasoning log is OFF on this server)",
                path=f"$.{field}",
            )
            return self._reject(arguments, [diag], started)
        where = bad_text(args.payload, "$.payload") or bad_text(args.capability_id, "$.capability_id")
        if where:
            diag = Diagnostic.of(
                Code.INVALID_REQUEST,
                f"{where}: string is not valid UTF-8 (replacement character or lone surrogate)",
                path=where,
            )
            return self._reject(arguments, [diag], started)
        return args

    async def call(self, arguments: Any, session: Any, *, log: Any = None) -> types.CallToolResult:
        """Run one call; ``log`` (a :class:`~.logs.SessionLog`) is sent the worker's events and the result."""
        started = time.perf_counter()
        parsed = self.parse(arguments, started)
        if isinstance(parsed, types.CallToolResult):
            return parsed
        args = parsed
        progress = _Progress(session, log)
        await progress.send(f"accepted {args.capability_id} ({args.mode.value})")
        result = await self.runtime.run(
            args.capability_id,
            args.payload,
            args.mode.value,
            on_event=progress.on_event,
            reasoning_run_id=args.reasoning_run_id,
            reasoning_call_id=args.reasoning_call_id,
            retain_evidence=args.retain_evidence,
            picture=args.picture,
        )
        retained, note = retain_large_output(result, getattr(self.runtime.state, "artifacts", None))
        if log is not None:
            await log.result(result)
        images = picture_images(result, getattr(self.runtime.state, "artifacts", None))
        return _tool_result(result, retained, note=note, images=images)


class _Progress:
    """Worker events as monotone progress notifications (a no-op if the client asked for none)."""

    def __init__(self, session: Any, log: Any = None) -> None:
        self.session = session
        self.log = log
        self.count = 0

    async def send(self, message: str) -> None:
        self.count += 1
        try:
            await self.session.report_progress(float(self.count), None, message[:500])
        except Exception:  # noqa: BLE001 - a closed client must not fail the job
            pass

    async def on_event(self, event: Any) -> None:
        kind = getattr(event, "type", "event")
        data = getattr(event, "data", {}) or {}
        detail = data.get("message") or data.get("stage") or ", ".join(f"{k}={v}" for k, v in list(data.items())[:4])
        await self.send(f"{kind}: {detail}"[:500])
        if self.log is not None:
            await self.log.log("debug", f"{kind}: {detail}"[:500])
