"""What an adapter hands back to the run: an :class:`Interpretation` (with its evidence and the
payloads to retain), or an :class:`InterpretError` that ends the run as ``ERROR``.

The helpers :func:`answer` and :func:`budget_exhausted` build the two shapes nearly every
adapter returns, so a family states its conclusion and basis, not the bookkeeping around them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..contracts.diagnostics import Code, Diagnostic, Severity, Stage
from ..contracts.enums import AssuranceLevel, Completeness, Conclusion, Qualifier
from ..contracts.job import Outcome
from ..contracts.result import Obligation
from .models import Output


class InterpretError(Exception):
    """Raised by an adapter hook to end the run as ``ERROR`` with this diagnostic.

    ``code`` is a :class:`~jacobian.contracts.diagnostics.Code`; ``path`` the JSON path of the
    offending request field when the input is at fault; ``stage`` overrides the stage the run
    would give (the hook's own): ``Stage.VALIDATE`` for input the adapter refuses.
    """

    def __init__(self, code: Code, message: str, *, path: str | None = None, stage: Stage | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.path = path
        self.stage = stage


def invalid(message: str, path: str) -> InterpretError:
    """Input the adapter refuses: ``INVALID_REQUEST`` at the validation stage, with its path."""
    return InterpretError(Code.INVALID_REQUEST, message, path=path, stage=Stage.VALIDATE)


@dataclass(frozen=True)
class Evidence:
    """What a producer hands to a checker for one exact claim.

    ``claim`` names what is asserted (e.g. ``{"kind": "CNF_SATISFIABLE"}``); ``subject`` is the
    checked input as the caller gave it (e.g. the DIMACS text), never the producer's parse of it:
    the checker parses it itself; ``certificate`` is the evidence in ``format``. ``files`` maps a
    name the certificate uses to the URI of a stored ``jacobian.blob.v1`` artifact, ``paths`` to a
    file the run holds (a job's :class:`~jacobian.contracts.job.KeptFile`, e.g. a solver's proof): the
    checker job finds either as a read-only file of that name in its working directory, never passed
    through the server's memory; the certificate binds the file's bytes (its sha256 and size).
    """

    claim: dict[str, Any]
    format: str
    subject: dict[str, Any]
    certificate: dict[str, Any]
    files: dict[str, str] = field(default_factory=dict)
    paths: dict[str, str] = field(default_factory=dict)
    #: evidence retained by an earlier run (``certificate.verify``): the run it binds to, and the
    #: artifacts it derives from (the verification record's evidence names them as its parents)
    bound: BoundRun | None = None
    parents: tuple[str, ...] = ()


@dataclass(frozen=True)
class BoundRun:
    """The run a retained piece of evidence came from: a later check of it is bound to that run's input
    and request (not to the request that asked for the check), and is independent of its producer."""

    capability_id: str
    input_digest: str
    request_digest: str
    producer: tuple[str, ...] = ()


@dataclass(frozen=True)
class Retained:
    """A payload the runtime stores as an artifact on the producer's behalf. A failure to store it is a
    ``RETENTION_FAILED`` warning, never fatal; ``flag`` names the output's boolean field that says it was
    kept, which the runtime then sets false."""

    schema: str
    semantics: str
    payload: dict[str, Any]
    summary: str
    relationship: str = "RETAINED_OUTPUT"
    flag: str | None = None


@dataclass(frozen=True)
class RetainedFile:
    """A file the job left (``Outcome.kept``) that the runtime stores, gzip-compressed as it streams, as a
    ``jacobian.blob.v1`` artifact standing for ``target_schema``, only within the operator's retention
    quota (``RuntimeConfig.retained_file_bytes``). A failure to store it is a ``RETENTION_FAILED`` warning,
    never fatal: the conclusion and any check of the file stand. ``flag`` names the output's boolean
    field that says it was kept; the runtime sets it false when it was not."""

    path: str
    target_schema: str
    media_type: str
    summary: str
    flag: str | None = None
    relationship: str = "RETAINED_OUTPUT"


@dataclass(frozen=True)
class Interpretation:
    """The adapter's reading of what the engine did. Producers never set ``VERIFIED``: the run caps
    ``level`` at ``COMPUTED``; only the verification stage can raise it."""

    conclusion: Conclusion
    output: Output | None
    completeness: Completeness
    completeness_basis: str
    level: AssuranceLevel = AssuranceLevel.COMPUTED
    assurance_basis: str = "computed by the provider; not independently checked"
    qualifiers: tuple[Qualifier, ...] = ()
    obligations: tuple[Obligation, ...] = ()
    diagnostics: tuple[Diagnostic, ...] = ()
    evidence: Evidence | None = None
    retain: tuple[Retained | RetainedFile, ...] = ()


def answer(
    conclusion: Conclusion,
    output: Output | None,
    basis: str,
    *,
    completeness: Completeness = Completeness.COMPLETE,
    qualifiers: tuple[Qualifier, ...] = (Qualifier.EXACT,),
    evidence: Evidence | None = None,
    retain: tuple[Retained | RetainedFile, ...] = (),
    obligations: tuple[Obligation, ...] = (),
    diagnostics: tuple[Diagnostic, ...] = (),
    level: AssuranceLevel = AssuranceLevel.COMPUTED,
    assurance_basis: str | None = None,
) -> Interpretation:
    """An established answer: complete and exact unless said otherwise; ``basis`` says why it is complete."""
    return Interpretation(
        conclusion,
        output,
        completeness,
        basis,
        level=level,
        assurance_basis=assurance_basis or "computed by the provider; not independently checked",
        qualifiers=qualifiers,
        obligations=obligations,
        diagnostics=diagnostics,
        evidence=evidence,
        retain=retain,
    )


def budget_note(stopped_by: str | None) -> Diagnostic:
    """The warning every answer carries when a budget ran out before it was established."""
    return Diagnostic.of(
        Code.BUDGET_EXHAUSTED,
        f"the engine stopped before an answer ({stopped_by or 'budget'}): conclusion UNKNOWN",
        severity=Severity.WARNING,
    )


def budget_exhausted(
    output: Output | None, stopped_by: str | None, basis: str = "a budget ran out before an answer"
) -> Interpretation:
    """No answer: a budget (``stopped_by``: conflicts, seconds, nodes...) ran out first."""
    return Interpretation(
        Conclusion.UNKNOWN, output, Completeness.UNKNOWN, basis, diagnostics=(budget_note(stopped_by),)
    )


def worker_data(outcome: Outcome) -> dict[str, Any]:
    """The ``data`` of a jsonl worker's final message, or an InterpretError saying why not.

    Worker error kinds ``INPUT`` (the backend rejected the input; ``path``, ``line``, ``column``
    may be given) become ``BACKEND_INPUT_ERROR``; ``MEMORY`` (the worker caught its own memory
    limit) ``MEMORY_LIMIT``; anything else ``BACKEND_ERROR``.
    """
    final = outcome.final
    if final is None:
        raise InterpretError(
            Code.WORKER_PROTOCOL_ERROR, "the worker ended without a final result message", stage=Stage.PROTOCOL
        )
    if final.get("ok") is True and isinstance(final.get("data"), dict):
        data: dict[str, Any] = final["data"]
        return data
    error = final.get("error") or {}
    kind, message = str(error.get("kind", "INTERNAL")), str(error.get("message", "no message"))
    if kind == "INPUT":
        where = "".join(f" {k} {error[k]}" for k in ("line", "column") if k in error)
        raise InterpretError(
            Code.BACKEND_INPUT_ERROR,
            message + (f" (at{where})" if where else ""),
            path=error.get("path"),
            stage=Stage.VALIDATE,
        )
    if kind == "MEMORY":
        raise InterpretError(
            Code.MEMORY_LIMIT, f"the engine reached its memory budget: {message}"[:2000], stage=Stage.SUPERVISE
        )
    raise InterpretError(Code.BACKEND_ERROR, f"worker error {kind}: {message}")
