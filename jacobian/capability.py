"""How a capability is defined: the contract between the runtime and providers/.

A provider family (``providers/<family>/capabilities.py``) exposes
``CAPABILITIES``: a sequence of :class:`CapabilityDefinition` instances. Each
definition owns its Pydantic request and output models and its adapter: it
*plans* a :class:`~jacobian.contracts.job.Job` from a validated request and
*interprets* the supervisor's :class:`~jacobian.contracts.job.Outcome` into a
typed :class:`Interpretation`. Adding a capability adds a definition (and
perhaps a manifest); it never edits the runtime or adds an MCP tool.

Definitions never import backend libraries; only worker programs do.
The full guide (manifests, workers, evidence, artifacts) is
``docs/adding-a-capability.md``.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field, create_model

from .contracts.descriptor import DeclaredRelationship, InvocationExample
from .contracts.diagnostics import Code, Diagnostic, Stage
from .contracts.enums import (
    AssuranceLevel,
    Completeness,
    Conclusion,
    InputKind,
    Mode,
    Qualifier,
)
from .contracts.job import Budget, Job, Outcome
from .contracts.result import Obligation


class Request(BaseModel):
    """Base of every capability request model: strict about unknown fields."""

    model_config = ConfigDict(extra="forbid", frozen=True)


class Output(BaseModel):
    """Base of every capability output model."""

    model_config = ConfigDict(extra="forbid", frozen=True)


class BudgetRequest(BaseModel):
    """What a caller may ask of the budget; clipped to the manifest's maximum."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    wall_seconds: float | None = Field(default=None, gt=0, le=3600)
    memory_mib: int | None = Field(default=None, gt=0, le=1 << 20)


@dataclass(frozen=True)
class EngineInfo:
    """A healthy provider that can serve a capability, as the planner sees it."""

    engine: str
    provider_id: str
    executable: str | None  # resolved absolute path (external executables)
    interpreter: str | None  # resolved interpreter (worker programs)
    worker_module: str | None
    version: str
    features: frozenset[str]
    options: dict[str, Any]


class InterpretError(Exception):
    """Raised by ``plan``/``interpret`` (or the helpers below) to end the run as ``ERROR``.

    ``code`` is a :class:`~jacobian.contracts.diagnostics.Code`; ``path`` the JSON
    path of the offending request field when the input is at fault.
    """

    def __init__(self, code: Code, message: str, *, path: str | None = None, stage: Stage | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.path = path
        self.stage = stage


def worker_data(outcome: Outcome) -> dict[str, Any]:
    """The ``data`` of a jsonl worker's final message, or an InterpretError saying why not.

    Worker error kinds ``INPUT`` (the backend rejected the input; ``path``,
    ``line``, ``column`` may be given) become ``BACKEND_INPUT_ERROR``; anything
    else ``BACKEND_ERROR``.
    """
    final = outcome.final
    if final is None:
        raise InterpretError(
            Code.WORKER_PROTOCOL_ERROR, "the worker ended without a final result message", stage=Stage.PROTOCOL
        )
    if final.get("ok") is True and isinstance(final.get("data"), dict):
        return final["data"]
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
    raise InterpretError(Code.BACKEND_ERROR, f"worker error {kind}: {message}")


@dataclass(frozen=True)
class PlanContext:
    engine: EngineInfo
    budget: Budget
    mode: Mode
    base_job: dict[str, Any]  # isolation, layers, grace, pool key from the manifest
    # Reads a stored artifact: uri -> (schema id, payload);
    # raises InterpretError(ARTIFACT_NOT_FOUND / ARTIFACT_CORRUPT).
    load_artifact: Callable[[str], tuple[str, dict[str, Any]]] = field(
        default=lambda uri: (_ for _ in ()).throw(InterpretError(Code.ARTIFACT_NOT_FOUND, f"no artifact store: {uri}"))
    )

    def job(self, **fields: Any) -> Job:
        """A Job carrying the manifest's isolation settings and the budget."""
        merged = {**self.base_job, "budget": self.budget, **fields}
        return Job(**merged)

    def worker_job(self, payload: dict[str, Any], **fields: Any) -> Job:
        """A Job that sends one request to this engine's worker program."""
        from .wire import request_line

        assert self.engine.worker_module and self.engine.interpreter
        return self.job(
            argv=(self.engine.interpreter, "-I", "-m", self.engine.worker_module),
            stdin=request_line(payload),
            protocol="jsonl",
            **fields,
        )


@dataclass(frozen=True)
class Evidence:
    """What a producer hands to a checker for one exact claim.

    ``claim`` names what is asserted (e.g. ``{"kind": "CNF_SATISFIABLE"}``);
    ``subject`` is the checked input in the checker's own terms (e.g. the
    DIMACS text); ``certificate`` is the evidence in ``format``. ``files`` maps a
    name the certificate uses to the URI of a stored ``jacobian.blob.v1`` artifact:
    the checker job finds that blob as a read-only file of that name in its
    working directory (large proofs never travel inside the request).
    """

    claim: dict[str, Any]
    format: str
    subject: dict[str, Any]
    certificate: dict[str, Any]
    files: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Retained:
    """A payload the runtime stores as an artifact on the producer's behalf."""

    schema: str
    semantics: str
    payload: dict[str, Any]
    summary: str
    relationship: str = "RETAINED_OUTPUT"


@dataclass
class Interpretation:
    conclusion: Conclusion
    output: BaseModel | dict[str, Any] | None
    completeness: Completeness
    completeness_basis: str
    level: AssuranceLevel = AssuranceLevel.COMPUTED
    assurance_basis: str = "computed by the provider; not independently checked"
    qualifiers: tuple[Qualifier, ...] = ()
    obligations: tuple[Obligation, ...] = ()
    diagnostics: tuple[Diagnostic, ...] = ()
    evidence: Evidence | None = None
    retain: tuple[Retained, ...] = ()
    engine_used: str | None = None


class CapabilityDefinition:
    """Subclass per capability; set the class attributes, implement plan/interpret."""

    id: ClassVar[str]
    version: ClassVar[str] = "1.0.0"
    title: ClassVar[str]
    description: ClassVar[str]
    domain: ClassVar[str]
    family: ClassVar[str]  # provider family whose engines serve it
    tags: ClassVar[tuple[str, ...]] = ()
    modes: ClassVar[tuple[Mode, ...]] = (Mode.EXPLORE,)
    conclusions: ClassVar[tuple[Conclusion, ...]]
    input_kinds: ClassVar[tuple[InputKind, ...]] = (InputKind.STRUCTURED_REQUEST,)
    artifact_types: ClassVar[tuple[str, ...]] = ()
    relationships: ClassVar[tuple[DeclaredRelationship, ...]] = ()
    Request: ClassVar[type[Request]]
    Output: ClassVar[type[Output]]
    examples: ClassVar[tuple[InvocationExample, ...]]
    # Claim kinds this capability's VERIFY mode needs a checker for.
    verify_claims: ClassVar[tuple[str, ...]] = ()
    # Whether the request carries an optional ``engine`` choosing among healthy engines.
    engine_selectable: ClassVar[bool] = True
    # Checker-backed capabilities (e.g. ``sat.model.verify``): no provider job runs;
    # the runtime hands ``evidence_from_request`` to an authorized checker and the
    # conclusion is TRUE (accepted) or FALSE (rejected). ``family`` is then "checker".
    checker_backed: ClassVar[bool] = False
    # Capabilities the runtime serves itself over its own state (e.g. ``artifact.put``):
    # no provider job; ``serve(request, state)`` returns the Interpretation. ``family`` is "runtime".
    runtime_served: ClassVar[bool] = False

    def serve(self, request: BaseModel, state: Any) -> Interpretation:
        raise NotImplementedError

    def evidence_from_request(
        self, request: BaseModel, load_artifact: Callable[[str], tuple[str, dict[str, Any]]]
    ) -> Evidence:
        raise NotImplementedError

    def request_model(self, engines: tuple[str, ...]) -> type[BaseModel]:
        """The complete request model as offered now: ``engine`` limited to healthy engines."""
        if not self.engine_selectable or not engines:
            return self.Request
        # Built at run time from the healthy engines; typed Any (pydantic's stubs vary by release).
        engine_type: Any = Literal[tuple(engines)] | None
        return create_model(
            self.Request.__name__,
            __base__=self.Request,
            engine=(
                engine_type,
                Field(default=None, description="engine to use; default: the highest-priority healthy engine"),
            ),
        )

    def plan(self, request: BaseModel, ctx: PlanContext) -> Job:
        raise NotImplementedError

    def interpret(self, request: BaseModel, outcome: Outcome, ctx: PlanContext) -> Interpretation:
        raise NotImplementedError

    def budget_request(self, request: BaseModel) -> BudgetRequest | None:
        return getattr(request, "budget", None)


def python_interpreter() -> str:
    """The interpreter that runs worker programs: the one running Jacobian."""
    return sys.executable


def _family_modules() -> list[Any]:
    import importlib
    import pkgutil

    import jacobian.providers as providers_pkg

    modules = []
    for info in sorted(pkgutil.iter_modules(providers_pkg.__path__), key=lambda i: i.name):
        if not info.ispkg:
            continue
        name = f"jacobian.providers.{info.name}.capabilities"
        try:
            modules.append(importlib.import_module(name))
        except ModuleNotFoundError as exc:
            if exc.name != name:
                raise
    return modules


def load_family_definitions() -> dict[str, CapabilityDefinition]:
    """Every capability definition shipped in ``jacobian.providers.*.capabilities``."""
    found: dict[str, CapabilityDefinition] = {}
    for module in _family_modules():
        for definition in getattr(module, "CAPABILITIES", ()):
            found[definition.id] = definition
    return found


def load_family_artifact_schemas() -> dict[str, tuple[type[BaseModel] | None, bool]]:
    """Artifact schemas the families declare: id -> (model or None, producer_only)."""
    schemas: dict[str, tuple[type[BaseModel] | None, bool]] = {}
    for module in _family_modules():
        schemas.update(getattr(module, "ARTIFACT_SCHEMAS", {}))
    return schemas
