"""Interpretation: the adapter reads what happened (a job's outcome, the state, or the request of a
check) into an :class:`Interpretation`; the run checks its shape and stores what it asks to retain.

The adapter's output must be an instance of the capability's declared output model (otherwise the
adapter has a bug, reported as INTERNAL_ERROR at INTERPRET); an ERROR diagnostic among its
diagnostics ends the run with that diagnostic.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Awaitable
from dataclasses import dataclass, field, replace
from typing import Any

import trio

from ..capability import (
    AnyCapability,
    Call,
    CheckerBacked,
    Evidence,
    Interpretation,
    JobCall,
    JobCapability,
    RetainedFile,
    RuntimeServed,
    ServedCall,
)
from ..contracts.diagnostics import Code, Diagnostic, Severity, Stage
from ..contracts.enums import ExecutionStatus
from ..contracts.job import Outcome
from ..contracts.result import Relationship
from ..state.errors import StateError
from .context import Admitted, Failure, RunContext, artifact_reader, call_hook, fail


def _checked_shape(definition: AnyCapability, interp: Interpretation, outcome: Outcome | None) -> Interpretation:
    termination = outcome.termination if outcome else None
    if interp.output is not None and not isinstance(interp.output, definition.Output):
        message = (
            f"the {definition.id} adapter returned a {type(interp.output).__name__} as output, "
            f"not its declared {definition.Output.__name__}"
        )
        diagnostic = Diagnostic.of(Code.INTERNAL_ERROR, message, stage=Stage.INTERPRET)
        raise Failure(ExecutionStatus.ERROR, diagnostic, termination, outcome)
    for d in interp.diagnostics:
        if d.severity is Severity.ERROR:
            raise Failure(ExecutionStatus.ERROR, d, termination, outcome)
    return interp


def interpret(definition: JobCapability[Any, Any, Any], call: JobCall[Any, Any], outcome: Outcome) -> Interpretation:
    """The adapter's reading of a job that exited by itself."""
    interp = call_hook(definition, Stage.INTERPRET, lambda: definition.interpret(call, outcome), outcome)
    return _checked_shape(definition, interp, outcome)


async def serve(ctx: RunContext, admitted: Admitted, definition: RuntimeServed[Any, Any, Any]) -> Interpretation:
    """A runtime-served operation's interpretation, from the state (awaited when it waits)."""
    if ctx.state is None:
        raise fail(Code.STORAGE_ERROR, "no state directory is open", stage=Stage.STORAGE)
    call = ServedCall(
        request=admitted.request,
        parsed=admitted.parsed,
        mode=ctx.mode,
        artifacts=artifact_reader(ctx),
        state=ctx.state,
        on_event=ctx.on_event,
    )
    served = call_hook(definition, Stage.INTERPRET, lambda: definition.serve(call))
    if inspect.isawaitable(served):
        served = await _awaited(definition, served)
    return _checked_shape(definition, served, None)


async def _awaited(definition: AnyCapability, pending: Awaitable[Interpretation]) -> Interpretation:
    """Await a coroutine hook with the same error mapping as :func:`call_hook` (trio.Cancelled passes)."""
    from ..capability import InterpretError
    from ..state.errors import StateError

    try:
        return await pending
    except InterpretError as exc:
        raise fail(exc.code, exc.message, path=exc.path, stage=exc.stage or Stage.INTERPRET) from exc
    except StateError as exc:
        raise fail(exc.code, str(exc), stage=Stage.STORAGE) from exc
    except Exception as exc:  # noqa: BLE001 - an adapter bug is a result, not a traceback
        message = f"the {definition.id} adapter failed at INTERPRET: {type(exc).__name__}: {str(exc)[:500]}"
        raise fail(Code.INTERNAL_ERROR, message, stage=Stage.INTERPRET) from exc


def evidence(ctx: RunContext, admitted: Admitted, definition: CheckerBacked[Any, Any]) -> Evidence:
    """The evidence a checker-backed operation submits (its refusals at the PLAN stage)."""
    call = Call(request=admitted.request, parsed=admitted.parsed, mode=ctx.mode, artifacts=artifact_reader(ctx))
    return call_hook(definition, Stage.PLAN, lambda: definition.evidence(call))


@dataclass(frozen=True)
class Kept:
    """What retention stored: the artifact URIs and their RETAINED_OUTPUT relationships, a
    ``RETENTION_FAILED`` warning for each item it could not store, and the interpretation with the
    output flag of each item not stored (its ``flag``) set false."""

    uris: tuple[str, ...]
    relationships: tuple[Relationship, ...]
    diagnostics: tuple[Diagnostic, ...]
    interp: Interpretation
    files: dict[str, str] = field(default_factory=dict)  # a retained file's path -> its blob's URI


async def retain(ctx: RunContext, interp: Interpretation) -> Kept:
    """Store what the interpretation retains: JSON payloads as artifacts, files the job left gzip-compressed
    as blobs (streaming, in a worker thread: a proof may run to gigabytes), each within the store's quotas.
    Never fatal: an item the store refuses (a quota, a full disk) is a warning, the rest is stored, and the
    conclusion stands."""
    if not interp.retain or ctx.state is None:
        return Kept((), (), (), interp)
    from ..state.retained import store_file

    store = ctx.state.artifacts
    uris: list[str] = []
    rels: list[Relationship] = []
    notes: list[Diagnostic] = []
    files: dict[str, str] = {}
    for item in interp.retain:
        try:
            if isinstance(item, RetainedFile):
                keep = functools.partial(
                    store_file,
                    store,
                    item.path,
                    media_type=item.media_type,
                    target_schema=item.target_schema,
                    summary=item.summary[:512],
                )
                uri = await trio.to_thread.run_sync(keep)
                files[item.path] = uri
            else:
                uri = store.put(item.schema, item.semantics, item.payload, summary=item.summary, producer=True)
        except StateError as exc:
            why = f"{item.summary[:200]} was not retained ({exc.code.value}: {exc.message}); the conclusion stands"
            notes.append(Diagnostic.of(Code.RETENTION_FAILED, why, severity=Severity.WARNING, stage=Stage.STORAGE))
            flag, output = item.flag, interp.output
            if flag and output is not None and isinstance(getattr(output, flag, None), bool):
                interp = replace(interp, output=output.model_copy(update={flag: False}))
            continue
        uris.append(uri)
        rels.append(Relationship(kind=item.relationship, uri=uri, description=item.summary[:512]))
    return Kept(tuple(uris), tuple(rels), tuple(notes), interp, files)
