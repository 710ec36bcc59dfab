"""``experiment.*``: start, inspect, wait on, pause, resume and cancel experiments.

Served by the runtime itself (``RuntimeServed``) over ``state.experiments``, the runtime's
:class:`jacobian.experiments.manager.Experiments`; nothing is spawned by these calls
themselves. ``experiment.start`` answers at once with ``experiment://<id>``; the items run
in the background, each through the ordinary pipeline.
"""

from __future__ import annotations

from typing import Annotated, Any, ClassVar, Literal, TypeVar

from pydantic import Field

from jacobian.capability import Interpretation, InterpretError, Output, Request, RuntimeServed, ServedCall
from jacobian.contracts.descriptor import DeclaredRelationship, InvocationExample
from jacobian.contracts.diagnostics import Code, Stage
from jacobian.contracts.enums import Completeness, Conclusion, ExperimentState, InputKind, Mode, Qualifier
from jacobian.experiments.family import EnumerationFamily, GridFamily, ListFamily
from jacobian.experiments.manager import MAX_WAIT_SECONDS
from jacobian.experiments.model import Budgets, ExperimentSnapshot

ID_PATTERN = r"^[a-z][a-z0-9_]*(\.[a-z0-9_]+)*$"
EXPERIMENT_URI = r"^experiment://[0-9a-f]{32}$"
SAMPLE = "experiment://0123456789abcdef0123456789abcdef"


class StartRequest(Request):
    capability_id: str = Field(pattern=ID_PATTERN, max_length=128, description="the capability evaluating each item")
    mode: Literal["EXPLORE", "VERIFY"] = "EXPLORE"
    family: Annotated[ListFamily | GridFamily | EnumerationFamily, Field(discriminator="kind")] = Field(
        description="the finite family: {kind: list, items: [...]}, {kind: grid, base: {...}, axes: {field: [...]}}, "
        "or {kind: enumeration, capability_id, payload, item_field, target_field, base, max_items}: the entries of "
        "an enumerating capability's page artifacts (e.g. graph.enumerate.nonisomorphic's graph6 pages)"
    )
    budgets: Budgets = Field(default_factory=Budgets)
    executor: Literal["local", "ray"] | None = Field(
        default=None,
        description="where items run: local (this server's supervisor) or ray (a Ray task per item on a node "
        "offering its provider; needs jacobian[cluster] and a cluster); default: the server's --executor",
    )


class RefRequest(Request):
    experiment: str = Field(pattern=EXPERIMENT_URI, description="the experiment://<id> experiment.start returned")


class WaitRequest(RefRequest):
    timeout_seconds: float = Field(default=10.0, ge=0, le=MAX_WAIT_SECONDS, description="the longest to wait")


class ExperimentOutput(Output):
    experiment: ExperimentSnapshot
    final: bool = Field(description="the experiment is in a final state: its accounting no longer changes")


def _manager(state: Any) -> Any:
    manager = getattr(state, "experiments", None)
    if manager is None:
        raise InterpretError(
            Code.EXPERIMENTS_UNAVAILABLE,
            "experiments are served only by a runtime that owns its state directory (jacobian-mcp); this one shares it",
        )
    return manager


def _interp(snap: ExperimentSnapshot) -> Interpretation:
    final = snap.state not in (ExperimentState.RUNNING, ExperimentState.PAUSED)
    done = snap.state is ExperimentState.COMPLETED
    return Interpretation(
        conclusion=Conclusion.VALUE,
        output=ExperimentOutput(experiment=snap, final=final),
        completeness=Completeness.COMPLETE if done else Completeness.PARTIAL,
        completeness_basis=snap.scope.statement,
        assurance_basis="the experiment's committed items, read from the state directory's experiment database",
        qualifiers=(Qualifier.EXACT,),
    )


def _call(fn: Any, *args: Any) -> ExperimentSnapshot:
    from jacobian.state import StateError

    try:
        return fn(*args)
    except StateError as exc:
        stage = {Code.STORAGE_ERROR: Stage.STORAGE, Code.EXECUTOR_UNAVAILABLE: Stage.SUPERVISE}.get(
            exc.code, Stage.VALIDATE
        )
        raise InterpretError(exc.code, exc.message, path=exc.path, stage=stage) from exc


def _id(uri: str) -> str:
    return uri.removeprefix("experiment://")


Req = TypeVar("Req", bound=Request)


class _ExperimentCapability(RuntimeServed[Req, ExperimentOutput, None]):
    domain = "experiments"
    modes = (Mode.EXPLORE,)
    conclusions = (Conclusion.VALUE,)
    input_kinds: ClassVar[tuple[InputKind, ...]] = (InputKind.STRUCTURED_REQUEST,)


class ExperimentStart(_ExperimentCapability[StartRequest]):
    id = "experiment.start"
    title = "Start a durable experiment: one capability over a finite family of payloads"
    description = (
        "Runs a capability on every payload of a finite family (an explicit list, a parameter grid expanded "
        "into payloads, or the entries of an enumerating capability's pages) in the background, committing each "
        "item's result as it finishes; returns experiment://<id> at once. Executor: local or ray. "
        "Budgets: max_items, max_wall_seconds, concurrency. Duplicate requests are evaluated once. "
        "A server restart resumes it from its last committed item. Follow with experiment.wait or experiment.inspect."
    )
    tags = ("experiment", "batch", "sweep", "grid", "family", "background", "resumable", "many")
    relationships = (
        DeclaredRelationship(
            kind="CONSUMES",
            target="sat.solve",
            description="any evaluating capability, e.g. sat.solve on many formulas",
        ),
    )
    examples = (
        InvocationExample(
            title="solve three tiny formulas",
            payload={
                "capability_id": "sat.solve",
                "family": {
                    "kind": "list",
                    "items": [
                        {"dimacs": "p cnf 1 1\n1 0\n"},
                        {"dimacs": "p cnf 1 2\n1 0\n-1 0\n"},
                        {"dimacs": "p cnf 2 1\n1 2 0\n"},
                    ],
                },
                "budgets": {"concurrency": 2},
            },
        ),
    )

    async def serve(self, call: ServedCall[StartRequest, None]) -> Interpretation:
        from jacobian.state import StateError

        request, m = call.request, _manager(call.state)
        enumerated = None
        if isinstance(request.family, EnumerationFamily):
            try:
                enumerated = await m.enumerate(request.family)
            except StateError as exc:
                raise InterpretError(exc.code, exc.message, path=exc.path, stage=Stage.VALIDATE) from exc
        args = (request.capability_id, Mode(request.mode), request.family, request.budgets, request.executor)
        return _interp(_call(m.start, *args, enumerated))


class _RefCapability(_ExperimentCapability[RefRequest]):
    examples = (InvocationExample(title="an experiment by its URI", payload={"experiment": SAMPLE}),)
    method: ClassVar[str] = ""

    def serve(self, call: ServedCall[RefRequest, None]) -> Interpretation:
        return _interp(_call(getattr(_manager(call.state), self.method), _id(call.request.experiment)))


class ExperimentInspect(_RefCapability):
    id = "experiment.inspect"
    title = "An experiment's state, accounting and exact scope"
    description = (
        "The snapshot of an experiment: state and stop reason, accounting (raw, unique, duplicates, "
        "evaluated, failed by code, wall and CPU totals) and scope (exactly the family items covered)."
    )
    tags = ("experiment", "inspect", "status", "progress", "accounting", "scope")
    method = "inspect"


class ExperimentPause(_RefCapability):
    id = "experiment.pause"
    title = "Pause a running experiment (items in flight still finish)"
    description = "Stops dispatching new items; items already running finish and are committed. Undo with resume."
    tags = ("experiment", "pause", "suspend")
    method = "pause"


class ExperimentResume(_RefCapability):
    id = "experiment.resume"
    title = "Resume a paused experiment"
    description = "Dispatches the remaining items of a paused experiment again, from its last committed item."
    tags = ("experiment", "resume", "continue")
    method = "resume"


class ExperimentCancel(_RefCapability):
    id = "experiment.cancel"
    title = "Cancel an experiment; its accounting is then final"
    description = (
        "Ends a running or paused experiment: items in flight are abandoned and not counted; the "
        "answer reports exactly the items committed, and nothing more is committed after it."
    )
    tags = ("experiment", "cancel", "stop", "abort")
    method = "cancel"


class ExperimentWait(_ExperimentCapability[WaitRequest]):
    id = "experiment.wait"
    title = "Wait (bounded) for an experiment to end"
    description = (
        f"Waits up to timeout_seconds (at most {MAX_WAIT_SECONDS:g}) for the experiment to reach a final "
        "state, then returns its snapshot; `final` says whether it did. While it waits, a client that asked for "
        "progress gets a notification each time more items are committed."
    )
    tags = ("experiment", "wait", "join", "block", "finish")
    examples = (InvocationExample(title="wait up to 5 s", payload={"experiment": SAMPLE, "timeout_seconds": 5}),)

    async def serve(self, call: ServedCall[WaitRequest, None]) -> Interpretation:
        from jacobian.state import StateError

        manager, request = _manager(call.state), call.request
        try:
            snap, _ = await manager.wait(_id(request.experiment), request.timeout_seconds, call.on_event)
        except StateError as exc:
            raise InterpretError(exc.code, exc.message, path=exc.path, stage=Stage.VALIDATE) from exc
        return _interp(snap)


CAPABILITIES = (
    ExperimentStart(),
    ExperimentInspect(),
    ExperimentWait(),
    ExperimentPause(),
    ExperimentResume(),
    ExperimentCancel(),
)
