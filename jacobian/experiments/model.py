"""The experiment snapshot and the rules between its states, stop reasons and accounting.

Enforced by the model, so no code path can report an inconsistent experiment:
a live state (RUNNING, PAUSED) has no stop reason; a final state has exactly its own;
COMPLETED only when every unique item has a committed result; unique + duplicate = raw;
the scope never claims more items than the family holds.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, NonNegativeInt, model_validator

from jacobian.contracts.diagnostics import Code
from jacobian.contracts.enums import ExperimentState, ExperimentStopReason

Executor = Literal["local", "ray"]
ARCHIVE_PAGE_ITEMS = 1000  # unique requests per archive page
MAX_ITEM_ATTEMPTS = 3  # runs of one item while it fails for an infrastructure reason; the last one is committed
# Failures of the machinery, not of the item: a worker that ended without its result (killed from outside,
# or it could not enter its scratch directory), a job that could not start, a process killed by a signal,
# no concurrency slot in time. Such an attempt is run again, never committed as the item's result until
# MAX_ITEM_ATTEMPTS. (The ray executor's lost tasks are retried by Ray itself: EXECUTOR_LOST is final.)
RETRIED_CODES = frozenset(
    {Code.WORKER_PROTOCOL_ERROR, Code.START_FAILED, Code.PROCESS_SIGNALED, Code.CONCURRENCY_WAIT_TIMEOUT}
)
EXPERIMENT_URI = r"^experiment://[0-9a-f]{32}$"
RESULT_URI = r"^experiment://[0-9a-f]{32}/result/[0-9a-f]{64}$"
EXECUTORS: tuple[str, ...] = ("local", "ray")

LIVE = frozenset({ExperimentState.RUNNING, ExperimentState.PAUSED})

# The only transitions the store performs; anything else is refused.
TRANSITIONS: dict[ExperimentState, frozenset[ExperimentState]] = {
    ExperimentState.RUNNING: frozenset(
        {
            ExperimentState.PAUSED,
            ExperimentState.COMPLETED,
            ExperimentState.STOPPED,
            ExperimentState.CANCELLED,
            ExperimentState.FAILED,
        }
    ),
    ExperimentState.PAUSED: frozenset({ExperimentState.RUNNING, ExperimentState.CANCELLED, ExperimentState.FAILED}),
}

STOP_REASONS: dict[ExperimentState, frozenset[ExperimentStopReason]] = {
    ExperimentState.COMPLETED: frozenset({ExperimentStopReason.FAMILY_EXHAUSTED}),
    ExperimentState.STOPPED: frozenset({ExperimentStopReason.ITEM_BUDGET, ExperimentStopReason.WALL_BUDGET}),
    ExperimentState.CANCELLED: frozenset({ExperimentStopReason.CANCELLED_BY_CLIENT}),
    ExperimentState.FAILED: frozenset({ExperimentStopReason.RUNNER_ERROR}),
}


def allowed(old: ExperimentState, new: ExperimentState) -> bool:
    return new in TRANSITIONS.get(old, frozenset())


class _Frozen(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Budgets(_Frozen):
    max_items: int | None = Field(
        default=None, ge=1, le=1_000_000, description="at most this many unique items are evaluated"
    )
    max_wall_seconds: float | None = Field(
        default=None, gt=0, le=7 * 86400, description="running time (summed over restarts) before it stops"
    )
    concurrency: int = Field(default=2, ge=1, le=64, description="items evaluated at once")


class Accounting(_Frozen):
    raw: NonNegativeInt = Field(description="payloads in the family, duplicates included")
    unique: NonNegativeInt = Field(description="distinct requests by request digest")
    duplicates: NonNegativeInt = Field(description="payloads whose request an earlier one already made")
    committed: NonNegativeInt = Field(description="unique items with a committed result")
    evaluated: NonNegativeInt = Field(description="committed items whose run COMPLETED")
    failed: NonNegativeInt = Field(description="committed items whose run did not complete")
    failed_by_code: dict[str, NonNegativeInt] = Field(default_factory=dict)
    pending: NonNegativeInt = Field(description="unique items not yet committed")
    item_wall_ms: NonNegativeInt = Field(description="sum of the committed items' wall time")
    item_cpu_ms: NonNegativeInt = Field(description="sum of the committed items' CPU time, where measured")
    running_seconds: float = Field(ge=0, description="time spent RUNNING, summed over restarts")
    pages: NonNegativeInt = Field(
        description=f"archive pages the unique requests span ({ARCHIVE_PAGE_ITEMS} per page, family order)"
    )
    pages_archived: NonNegativeInt = Field(
        description="of those, the pages stored as jacobian.experiment.page.v2 artifacts (a page is stored once "
        "every request in it has a committed result, or when the experiment ends)"
    )
    by_node: dict[str, NonNegativeInt] = Field(
        default_factory=dict,
        description="committed items per executor node that ran them ('local' for the local executor; "
        "a Ray node id for the ray executor; items that failed before reaching a node are not counted)",
    )
    retries: NonNegativeInt = Field(
        default=0,
        description="runs of committed items that failed for an infrastructure reason (worker protocol error, "
        f"start failure, process killed by a signal, no concurrency slot in time) and were run again (an item is "
        f"run at most {MAX_ITEM_ATTEMPTS} times); none of them is a committed result",
    )
    retried_by_code: dict[str, NonNegativeInt] = Field(default_factory=dict, description="those runs by code")

    @model_validator(mode="after")
    def _adds_up(self) -> Accounting:
        if self.unique + self.duplicates != self.raw:
            raise ValueError("unique + duplicates must equal raw")
        if self.evaluated + self.failed != self.committed:
            raise ValueError("evaluated + failed must equal committed")
        if self.committed + self.pending != self.unique:
            raise ValueError("committed + pending must equal unique")
        if sum(self.failed_by_code.values()) != self.failed:
            raise ValueError("failed_by_code must sum to failed")
        if sum(self.retried_by_code.values()) != self.retries:
            raise ValueError("retried_by_code must sum to retries")
        if self.retries > self.committed * (MAX_ITEM_ATTEMPTS - 1):
            raise ValueError(f"a committed item is run again at most {MAX_ITEM_ATTEMPTS - 1} times")
        if sum(self.by_node.values()) > self.committed:
            raise ValueError("by_node cannot place more items than were committed")
        if self.pages != -(-self.unique // ARCHIVE_PAGE_ITEMS):
            raise ValueError(f"pages must be the unique requests in pages of {ARCHIVE_PAGE_ITEMS}")
        if self.pages_archived > self.pages:
            raise ValueError("pages_archived cannot exceed pages")
        return self


class ExperimentScope(_Frozen):
    family: dict[str, Any] = Field(description="what the family declares it covers")
    covered_items: NonNegativeInt = Field(description="raw family items whose request has a committed result")
    covered_ranges: list[tuple[int, int]] = Field(description="those items' indices in the family, as [first, last]")
    complete: bool = Field(description="true only when every item of the family is covered")
    statement: str

    @model_validator(mode="after")
    def _never_wider(self) -> ExperimentScope:
        raw = int(self.family["raw_items"])
        if self.covered_items > raw:
            raise ValueError("scope cannot cover more items than the family holds")
        if sum(b - a + 1 for a, b in self.covered_ranges) != self.covered_items:
            raise ValueError("covered_ranges must hold exactly covered_items indices")
        if any(a < 0 or b >= raw or a > b for a, b in self.covered_ranges):
            raise ValueError("covered_ranges must lie inside the family")
        if self.complete != (self.covered_items == raw):
            raise ValueError("complete exactly when every family item is covered")
        return self


class ArchivedItem(_Frozen):
    index: NonNegativeInt = Field(description="the first family index of this request")
    request_digest: str
    status: str
    code: str | None = None
    conclusion: str | None = None
    result_digest: str = Field(description="the digest of what the result says (status, conclusion, output, ...)")
    result: str = Field(
        pattern=RESULT_URI,
        description="the URI of this item's committed result (experiment://<id>/result/<request digest hex>): "
        "reading it gives the whole CapabilityResult",
    )


class ArchivePage(_Frozen):
    """The ``jacobian.experiment.page.v2`` payload: one page of an experiment's committed results, in family
    order, each item naming its result's URI."""

    experiment: str = Field(pattern=EXPERIMENT_URI)
    page: NonNegativeInt
    first_request: NonNegativeInt = Field(description="position of the page's first unique request in family order")
    requests: NonNegativeInt = Field(description="unique requests the page spans")
    items: list[ArchivedItem] = Field(description="the committed ones among them (all of them unless the run ended)")

    @model_validator(mode="after")
    def _within(self) -> ArchivePage:
        if len(self.items) > self.requests:
            raise ValueError("a page cannot hold more items than the requests it spans")
        if any(not i.result.startswith(self.experiment + "/result/") for i in self.items):
            raise ValueError("every result URI on a page names the page's experiment")
        return self


class ExperimentSnapshot(_Frozen):
    uri: str = Field(pattern=EXPERIMENT_URI)
    experiment_id: str
    capability_id: str
    mode: str
    executor: Executor = "local"
    state: ExperimentState
    stop_reason: ExperimentStopReason | None = None
    budgets: Budgets
    accounting: Accounting
    scope: ExperimentScope

    @model_validator(mode="after")
    def _state_rules(self) -> ExperimentSnapshot:
        if self.state in LIVE:
            if self.stop_reason is not None:
                raise ValueError(f"a {self.state.value} experiment has no stop reason")
        elif self.stop_reason not in STOP_REASONS[self.state]:
            raise ValueError(f"state {self.state.value} cannot have stop reason {self.stop_reason}")
        if self.state is ExperimentState.COMPLETED and (self.accounting.pending or not self.scope.complete):
            raise ValueError("COMPLETED requires every item of the family accounted for")
        return self
