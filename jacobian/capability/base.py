"""The capability bases: what a family subclasses to add an operation.

- :class:`Capability` holds what every operation declares (id, texts, modes, conclusions, examples,
  the claims its VERIFY mode needs checked) and the one input hook, :meth:`Capability.parse`, run
  once per call after validation; its result is ``call.parsed`` in every later hook.
- :class:`JobCapability`: plans one sandboxed job on the chosen engine and interprets its outcome.
- :class:`WorkerCapability`: a job that sends one request to a Python worker program; the subclass
  names the worker operation (``op``), optionally the request ``fields``, and gives one ``answer``.
- :class:`RuntimeServed`: served by the runtime over its own state (artifacts, experiments); no job.
- :class:`CheckerBacked`: the operation *is* a check: ``evidence`` goes to an authorized checker,
  whose verdict is the answer; no producer job.

The request and output models come from the type arguments:
``class SatSolve(WorkerCapability[SolveRequest, SolveOutput, Formula])`` sets ``Request`` and
``Output``. Definitions never import backend libraries; only worker programs do.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Awaitable
from typing import Any, ClassVar, Generic, Literal, get_args

from pydantic import BaseModel, Field, create_model
from typing_extensions import TypeVar

from ..contracts.descriptor import DeclaredRelationship, InvocationExample
from ..contracts.enums import Conclusion, InputKind, Mode
from ..contracts.job import Job, Outcome
from .answers import Evidence, Interpretation, worker_data
from .call import ArtifactReader, Call, JobCall, ServedCall
from .models import CheckVerdict
from .models import Output as OutputModel
from .models import Request as RequestModel

Req = TypeVar("Req", bound=RequestModel)
Out = TypeVar("Out", bound=OutputModel)
Parsed = TypeVar("Parsed", default=None)

# Request fields that steer the run rather than describe the input: never sent to a worker as data.
RUN_FIELDS = frozenset({"engine", "budget"})


class Capability(ABC, Generic[Req, Out, Parsed]):
    """What every operation declares, and its input hook. Subclass one of the four bases below."""

    id: ClassVar[str]
    version: ClassVar[str] = "1.0.0"
    title: ClassVar[str]
    description: ClassVar[str]
    domain: ClassVar[str]
    family: ClassVar[str]  # the manifests' family whose engines serve it
    tags: ClassVar[tuple[str, ...]] = ()  # lower-case, with the synonyms agents search for
    modes: ClassVar[tuple[Mode, ...]] = (Mode.EXPLORE,)
    conclusions: ClassVar[tuple[Conclusion, ...]]
    input_kinds: ClassVar[tuple[InputKind, ...]] = (InputKind.STRUCTURED_REQUEST,)
    artifact_types: ClassVar[tuple[str, ...]] = ()
    relationships: ClassVar[tuple[DeclaredRelationship, ...]] = ()
    examples: ClassVar[tuple[InvocationExample, ...]]
    verify_claims: ClassVar[tuple[str, ...]] = ()  # claim kinds VERIFY mode needs a checker for
    engine_selectable: ClassVar[bool] = True  # the request may carry ``engine`` (one of the healthy engines)
    # Set from the type arguments (see the module docstring).
    Request: ClassVar[type[RequestModel]]
    Output: ClassVar[type[OutputModel]]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        for base in getattr(cls, "__orig_bases__", ()):
            for arg in get_args(base):
                if isinstance(arg, type) and issubclass(arg, RequestModel):
                    cls.Request = arg
                elif isinstance(arg, type) and issubclass(arg, OutputModel):
                    cls.Output = arg

    def parse(self, request: Req, artifacts: ArtifactReader) -> Parsed:
        """Read the request's input once per call (a text format, a stored artifact) into the form the
        later hooks use as ``call.parsed``. Raise :class:`InterpretError` (``invalid(message, path)``)
        for input that validation alone cannot refuse; nothing has been spawned or written yet."""
        return None  # type: ignore[return-value]  # Parsed defaults to None

    def request_model(self, engines: tuple[str, ...]) -> type[BaseModel]:
        """The complete request model as offered now: ``engine`` limited to the healthy engines."""
        if not self.engine_selectable or not engines:
            return self.Request
        engine_type: Any = Literal[tuple(engines)] | None  # built at run time from the healthy engines
        return create_model(
            self.Request.__name__,
            __base__=self.Request,
            engine=(
                engine_type,
                Field(default=None, description="engine to use; default: the highest-priority healthy engine"),
            ),
        )


class JobCapability(Capability[Req, Out, Parsed]):
    """An operation carried out by one sandboxed job on the chosen engine.

    ``plan`` and ``interpret`` raise :class:`InterpretError` to end the run as ``ERROR`` (input the
    engine cannot take: ``stage=Stage.VALIDATE`` with its path); any other exception is an adapter
    bug, reported as ``INTERNAL_ERROR`` at that stage. The run has already turned every termination
    other than a normal exit (limits, cancellation, signals) into a result: ``interpret`` sees
    processes that exited by themselves.
    """

    @abstractmethod
    def plan(self, call: JobCall[Req, Parsed]) -> Job:
        """The job for this call: ``call.worker_job(payload)`` or ``call.job(argv=..., ...)``."""

    @abstractmethod
    def interpret(self, call: JobCall[Req, Parsed], outcome: Outcome) -> Interpretation:
        """What the job established: conclusion, typed output, completeness, evidence for VERIFY."""


class WorkerCapability(JobCapability[Req, Out, Parsed]):
    """A job that sends one request line ``{"op": operation, **fields, **engine_fields}`` to the engine's
    Python worker and answers from the worker's final ``data`` (worker errors already mapped to
    diagnostics by :func:`worker_data`)."""

    op: ClassVar[str]

    def operation(self, call: JobCall[Req, Parsed]) -> str:
        """The worker operation of this call: ``op``, unless the request chooses among several (e.g.
        a count or a page of the same enumeration)."""
        return self.op

    def fields(self, call: JobCall[Req, Parsed]) -> dict[str, Any]:
        """The operation's data for the worker; by default the request as JSON, run fields left out."""
        return call.request.model_dump(mode="json", exclude=set(RUN_FIELDS))

    def engine_fields(self, call: JobCall[Req, Parsed]) -> dict[str, Any]:
        """What every request of this family adds from the engine or budget (e.g. a memory bound)."""
        return {}

    def plan(self, call: JobCall[Req, Parsed]) -> Job:
        payload = {"op": self.operation(call), **self.fields(call), **self.engine_fields(call)}
        return call.worker_job(payload, label=self.id)

    def interpret(self, call: JobCall[Req, Parsed], outcome: Outcome) -> Interpretation:
        return self.answer(call, worker_data(outcome))

    @abstractmethod
    def answer(self, call: JobCall[Req, Parsed], data: dict[str, Any]) -> Interpretation:
        """The interpretation of the worker's final data."""


class RuntimeServed(Capability[Req, Out, Parsed]):
    """Served by the runtime over its own state: no provider job, no engine. ``serve`` may be a
    coroutine (an operation that waits, e.g. ``experiment.wait``); it raises like the job hooks."""

    family: ClassVar[str] = "runtime"
    engine_selectable: ClassVar[bool] = False

    @abstractmethod
    def serve(self, call: ServedCall[Req, Parsed]) -> Interpretation | Awaitable[Interpretation]:
        """The interpretation of this call, from the state."""


class CheckerBacked(Capability[Req, CheckVerdict, Parsed]):
    """An operation that is a check (``sat.model.verify``): ``evidence`` goes to an authorized,
    independent checker; ACCEPTED is TRUE, REJECTED is FALSE, both COMPLETE; no producer job."""

    family: ClassVar[str] = "checker"
    engine_selectable: ClassVar[bool] = False
    modes: ClassVar[tuple[Mode, ...]] = (Mode.EXPLORE, Mode.VERIFY)
    conclusions: ClassVar[tuple[Conclusion, ...]] = (Conclusion.TRUE, Conclusion.FALSE)
    Output: ClassVar[type[OutputModel]] = CheckVerdict

    @abstractmethod
    def evidence(self, call: Call[Req, Parsed]) -> Evidence:
        """The evidence to check, its subject as the caller gave it (the checker parses it itself)."""


AnyCapability = Capability[Any, Any, Any]
