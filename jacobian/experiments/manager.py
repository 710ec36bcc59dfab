"""Run experiments in the runtime's nursery, each item through ``Runtime.run``, committing as they finish.

One runner task per live experiment dispatches the uncommitted unique items in family order,
at most ``concurrency`` at once. Finished results are committed (durably) in batches: within
``COMMIT_SECONDS`` of finishing, or as soon as ``COMMIT_BATCH`` wait, one transaction (one
fsync) for all of them -- so the head's commit rate is not one fsync per item; a pause, a cancel,
the end and a shutdown commit the batch at once. A result not yet committed when the process
dies, like a run cut off by a crash, a shutdown or a cancel, is not committed, so it is evaluated
again on resume, and counted once. Shutdown leaves RUNNING experiments RUNNING: the next ``Runtime.open``
resumes them from their last committed item. A run that fails for an infrastructure reason (a worker
that ended without its result, a job that could not start...: ``model.RETRIED_CODES``) is not a result:
the item is run again, at most ``model.MAX_ITEM_ATTEMPTS`` times, and the retries are accounted.

Each experiment has an executor: ``local`` runs an item's job on this process's supervisor;
``ray`` (see ``ray_executor``) runs the same planned job as a Ray task on a node that offers
its provider, and the result comes back here to be interpreted, verified and committed.
"""

from __future__ import annotations

import json
import math
import secrets
from contextlib import nullcontext
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import trio

from jacobian.contracts.diagnostics import Code
from jacobian.contracts.enums import ExecutionStatus, ExperimentState, ExperimentStopReason, Mode, Severity
from jacobian.state.errors import StateError

from .family import Enumerated, EnumerationFamily, Family, describe, expand
from .model import ARCHIVE_PAGE_ITEMS, EXECUTORS, MAX_ITEM_ATTEMPTS, RETRIED_CODES, Budgets, ExperimentSnapshot
from .store import ExperimentStore, ResultRow

if TYPE_CHECKING:
    from jacobian.catalog import Engine
    from jacobian.contracts.job import Job, Outcome
    from jacobian.contracts.result import CapabilityResult
    from jacobian.supervisor.runner import OnEvent

    from .host import ExperimentHost
    from .ray_executor import RayExecutor

MAX_WAIT_SECONDS = 60.0
ARCHIVE_SCHEMA = "jacobian.experiment.page.v2"
PROGRESS_SECONDS = 0.5
ARCHIVE_SWEEP_COMMITS = 100  # a running experiment stores its filled archive pages this often
COMMIT_SECONDS = 0.05  # a finished item's result waits at most this long to be committed with others
COMMIT_BATCH = 256  # ... or until this many are waiting
URI_PREFIX = "experiment://"


def result_digest(result: CapabilityResult) -> str:
    """The digest of what a result says, without its timings: equal runs give equal digests."""
    from jacobian.run import sha256_json

    return sha256_json(
        {
            "status": result.execution.status.value,
            "conclusion": result.conclusion.value,
            "output": result.output,
            "completeness": result.completeness.value,
            "assurance": result.assurance.level.value,
            "codes": [d.code.value for d in result.diagnostics if d.severity is Severity.ERROR],
        }
    )


def result_uri(exp_id: str, request_digest: str) -> str:
    """The URI of one item's committed result: ``experiment://<id>/result/<request digest hex>``."""
    return f"{URI_PREFIX}{exp_id}/result/{request_digest.removeprefix('sha256:')}"


def page_entries(page: Any, field: str) -> list[Any] | None:
    """The entries of a page artifact's ``field``: a list as it is, or a text of newline-ended lines (one entry a
    line, as ``jacobian.graph.page.v2`` stores geng's graph6); None for anything else (not a page of entries)."""
    entries = page.get(field) if isinstance(page, dict) else None
    if isinstance(entries, str) and entries.endswith("\n"):
        return entries[:-1].split("\n")
    return entries if isinstance(entries, list) else None


@dataclass
class _Runner:
    exp_id: str
    budgets: Budgets
    base_seconds: float
    executor: str = "local"
    segment_start: float | None = None
    cancelled: bool = False
    scope: trio.CancelScope = field(default_factory=trio.CancelScope)
    unpaused: trio.Event = field(default_factory=trio.Event)
    done: trio.Event = field(default_factory=trio.Event)
    wall: trio.CancelScope | None = None
    commits: int = 0  # items this runner committed (a page sweep every ARCHIVE_SWEEP_COMMITS)
    batch: list[ResultRow] = field(default_factory=list)  # finished, not yet committed (lost in a crash: redone)
    batched: trio.Event = field(default_factory=trio.Event)  # set while ``batch`` is not empty

    def seconds(self) -> float:
        live = trio.current_time() - self.segment_start if self.segment_start is not None else 0.0
        return self.base_seconds + live

    def remaining_wall(self) -> float:
        if self.budgets.max_wall_seconds is None:
            return math.inf
        return max(0.0, self.budgets.max_wall_seconds - self.seconds())


class Experiments:
    """The runtime's experiments. Built by ``Runtime.open`` with its nursery; see the module doc."""

    def __init__(self, runtime: ExperimentHost, nursery: trio.Nursery, max_running_items: int | None = None) -> None:
        """``max_running_items``: items run at once over all these experiments (an HTTP tenant's limit)."""
        self.rt = runtime
        self.nursery = nursery
        self.store = ExperimentStore(runtime.state.dir.root)
        self._live: dict[str, _Runner] = {}
        self._ray: RayExecutor | None = None
        self._running = trio.CapacityLimiter(max_running_items) if max_running_items else None

    def close(self) -> None:
        self.store.close()

    # -- control ------------------------------------------------------------------------
    def resume_all(self) -> list[str]:
        """Pick up every live experiment where its committed items leave it (called at open).

        A ray experiment whose cluster cannot be reached now is PAUSED (nothing is lost): its
        ``experiment.resume`` connects again."""
        import sys

        ids = self.store.live_ids()
        for exp_id in ids:
            paused = self.store.state(exp_id) is ExperimentState.PAUSED
            if not paused and self.store.header(exp_id)["executor"] == "ray":
                try:
                    self._ray_executor()
                except StateError as exc:
                    print(f"jacobian: experiment {exp_id} paused: {exc.message}", file=sys.stderr)
                    self.store.transition(exp_id, ExperimentState.PAUSED)
                    paused = True
            self._spawn(exp_id, paused=paused)
        return ids

    def _ray_executor(self) -> RayExecutor:
        """The process's Ray connection, opened on first use (raises EXECUTOR_UNAVAILABLE)."""
        from .ray_executor import RayExecutor

        if self._ray is None:
            self._ray = RayExecutor(self.rt.config.ray_address)
        self._ray.connect()
        return self._ray

    async def enumerate(self, family: EnumerationFamily) -> Enumerated:
        """Run the enumerating capability page after page (following ``next_cursor``) and collect the
        entries of its page artifacts, up to the family's bounds. Raises ``StateError`` naming the field."""
        where = "$.payload.family"
        if family.capability_id.startswith("experiment.") or self.rt.entry(family.capability_id) is None:
            raise StateError(
                Code.UNKNOWN_CAPABILITY,
                f"no installed enumerating capability {family.capability_id!r}",
                path=f"{where}.capability_id",
            )
        payloads: list[dict[str, Any]] = []
        pages: list[str] = []
        cursor, calls, exhausted, total = None, 0, False, None
        while calls < family.max_calls and len(payloads) < family.max_items:
            call = {**family.payload, **({"cursor": cursor} if cursor else {})}
            result = await self.rt.run(family.capability_id, call)
            calls += 1
            if result.execution.status is not ExecutionStatus.COMPLETED or result.output is None:
                d = result.diagnostics[0] if result.diagnostics else None
                raise StateError(
                    d.code if d else Code.INTERNAL_ERROR,
                    f"{family.capability_id} call {calls} failed: {d.message if d else 'no output'}",
                    path=f"{where}.payload",
                )
            total = result.output.get("total_count", total)
            for uri in result.artifact_uris:
                entries = page_entries(self.rt.state.artifacts.get(uri).payload, family.item_field)
                if entries is None:
                    continue
                pages.append(uri)
                room = family.max_items - len(payloads)
                payloads += [{**family.base, family.target_field: e} for e in entries[:room]]
                if len(entries) > room:
                    break
            cursor = result.output.get("next_cursor")
            if not cursor:
                exhausted = len(payloads) == sum(
                    len(page_entries(self.rt.state.artifacts.get(u).payload, family.item_field) or ()) for u in pages
                )
                break
        if not pages:
            raise StateError(
                Code.INVALID_REQUEST,
                f"{family.capability_id} retained no page artifact with a list field {family.item_field!r} "
                "(or a text of newline-ended lines)",
                path=f"{where}.item_field",
            )
        return Enumerated(payloads=payloads, pages=pages, calls=calls, exhausted=exhausted, total_count=total)

    def start(
        self,
        capability_id: str,
        mode: Mode,
        family: Family,
        budgets: Budgets,
        executor: str | None = None,
        enumerated: Enumerated | None = None,
    ) -> ExperimentSnapshot:
        from jacobian.run import Failure, sha256_json
        from jacobian.run.admission import validate

        executor = executor or self.rt.config.executor
        if executor not in EXECUTORS:
            raise StateError(
                Code.INVALID_REQUEST,
                f"executor must be one of {EXECUTORS}, not {executor!r}",
                path="$.payload.executor",
            )

        entry = self.rt.entry(capability_id)
        if entry is None:
            raise StateError(
                Code.UNKNOWN_CAPABILITY, f"no installed capability {capability_id!r}", path="$.payload.capability_id"
            )
        if capability_id.startswith("experiment."):
            raise StateError(
                Code.INVALID_REQUEST,
                "an experiment cannot evaluate experiment capabilities",
                path="$.payload.capability_id",
            )
        if mode not in entry.descriptor.modes:
            raise StateError(
                Code.UNSUPPORTED_MODE, f"{capability_id} does not offer mode {mode.value}", path="$.payload.mode"
            )
        allowed_, reasons = self.rt.policy.decide(entry.descriptor, mode)
        if not allowed_:
            raise StateError(
                Code.CAPABILITY_POLICY_DENIED,
                "denied by operator policy: " + "; ".join(reasons),
                path="$.payload.capability_id",
            )
        payloads = expand(family, enumerated)
        where = "$.payload.family.items" if family.kind == "list" else "$.payload.family"
        items: list[tuple[str, str]] = []
        for i, payload in enumerate(payloads):
            try:
                request = validate(entry, payload)
            except Failure as exc:
                d = exc.diagnostic
                path = (d.path or "$.payload").replace("$.payload", f"{where}[{i}]", 1)
                raise StateError(d.code, f"item {i}: {d.message}", path=path) from None
            items.append((sha256_json(request.model_dump(mode="json")), json.dumps(payload)))
        unique = len({d for d, _ in items})
        exp_id = secrets.token_hex(16)
        scope = describe(family, capability_id, len(items), unique, enumerated)
        if executor == "ray":
            self._ray_executor()  # refused before anything is recorded when Ray is missing or unreachable
        self.store.create(
            exp_id, capability_id, mode.value, family.model_dump(mode="json"), scope, budgets, items, executor
        )
        self._spawn(exp_id, paused=False)
        return self.inspect(exp_id)

    def pause(self, exp_id: str) -> ExperimentSnapshot:
        r = self._runner(exp_id)
        self._flush(r)
        self.store.transition(exp_id, ExperimentState.PAUSED, running_seconds=r.seconds())
        r.base_seconds, r.segment_start = r.seconds(), None
        r.unpaused = trio.Event()
        if r.wall is not None:
            r.wall.deadline = math.inf
        return self.inspect(exp_id)

    def resume(self, exp_id: str) -> ExperimentSnapshot:
        r = self._runner(exp_id)
        if r.executor == "ray":
            self._ray_executor()
        self.store.transition(exp_id, ExperimentState.RUNNING)
        self._unpause(r)
        return self.inspect(exp_id)

    def cancel(self, exp_id: str) -> ExperimentSnapshot:
        """Stop now: in-flight runs are abandoned (not committed); the snapshot is final."""
        r = self._live.get(exp_id)
        seconds = None
        if r is not None:
            self._flush(r)  # what finished before the cancel counts; nothing after it is committed
            r.base_seconds, r.segment_start = r.seconds(), None  # the clock stops with the experiment
            seconds = r.base_seconds
        self.store.transition(exp_id, ExperimentState.CANCELLED, ExperimentStopReason.CANCELLED_BY_CLIENT, seconds)
        if r is not None:
            r.cancelled = True
            r.scope.cancel()
        self._archive_ready(exp_id, final=True)  # nothing is committed after this: its pages are final now
        return self.inspect(exp_id)

    def inspect(self, exp_id: str) -> ExperimentSnapshot:
        r = self._live.get(exp_id)
        return self.store.snapshot(exp_id, r.seconds() if r is not None else None)

    async def wait(
        self, exp_id: str, timeout: float, on_event: OnEvent | None = None
    ) -> tuple[ExperimentSnapshot, bool]:
        """Wait up to ``timeout`` seconds for a final state; returns the snapshot and whether it is final.

        While it waits, ``on_event`` gets a ``progress`` event each time more items are committed
        (at most one per ``PROGRESS_SECONDS``): the client's progress notifications."""
        from jacobian.contracts.job import WorkerEvent
        from jacobian.supervisor.runner import deliver

        self.store.state(exp_id)  # raises for an unknown id
        r = self._live.get(exp_id)
        if r is not None:
            with trio.move_on_after(min(timeout, MAX_WAIT_SECONDS)):
                last = -1
                while not r.done.is_set():
                    if on_event is not None:
                        acc = self.store.accounting(exp_id, r.seconds())
                        if acc.committed != last:
                            last = acc.committed
                            message = f"{acc.committed} of {acc.unique} items committed ({acc.failed} failed)"
                            data = {"message": message, "committed": acc.committed, "unique": acc.unique}
                            await deliver(on_event, WorkerEvent(type="progress", data=data))
                    with trio.move_on_after(PROGRESS_SECONDS):
                        await r.done.wait()
        snap = self.inspect(exp_id)
        return snap, snap.state not in (ExperimentState.RUNNING, ExperimentState.PAUSED)

    def archive(self, exp_id: str) -> dict[str, Any]:
        """The archive manifest: the results in pages of ``ARCHIVE_PAGE_ITEMS`` unique requests (family order).

        A page becomes an artifact (``jacobian.experiment.page.v2``, stored once and recorded) when every
        request in it has a committed result, or when the experiment is final (then it holds exactly
        the items done); until then its ``artifact`` is null. The runner stores pages as they fill
        (:meth:`_archive_ready`); reading the manifest stores any it has not. Each item on a page names
        its result by URI (:func:`result_uri`). Committed results never change, so a page artifact is
        never superseded."""
        final = self.store.state(exp_id) not in (ExperimentState.RUNNING, ExperimentState.PAUSED)
        rows = self.store.archive_rows(exp_id)
        known = self.store.archived_pages(exp_id)
        pages = []
        for page, first in enumerate(range(0, len(rows), ARCHIVE_PAGE_ITEMS)):
            chunk = rows[first : first + ARCHIVE_PAGE_ITEMS]
            committed, artifact = self._page(exp_id, page, chunk, final, known.get(page))
            pages.append(
                {
                    "page": page,
                    "first_request": first,
                    "requests": len(chunk),
                    "committed": committed,
                    "artifact": artifact,
                }
            )
        return {"experiment": URI_PREFIX + exp_id, "final": final, "page_items": ARCHIVE_PAGE_ITEMS, "pages": pages}

    def _page(
        self, exp_id: str, page: int, chunk: list[tuple], final: bool, known: str | None
    ) -> tuple[int, str | None]:
        """Store one page's artifact if it is due and not stored yet: (its committed items, its URI or None)."""
        from .model import ArchivedItem, ArchivePage

        done = [
            ArchivedItem(
                index=r[0],
                request_digest=r[1],
                status=r[2],
                code=r[3],
                conclusion=r[4],
                result_digest=r[5],
                result=result_uri(exp_id, r[1]),
            )
            for r in chunk
            if r[5] is not None
        ]
        if known is not None or not (len(done) == len(chunk) or final):
            return len(done), known
        uri = URI_PREFIX + exp_id
        first = page * ARCHIVE_PAGE_ITEMS
        body = ArchivePage(experiment=uri, page=page, first_request=first, requests=len(chunk), items=done)
        artifact = self.rt.state.artifacts.put(
            ARCHIVE_SCHEMA,
            "experiment.archive.page",
            body.model_dump(mode="json"),
            summary=f"{uri} results {first}..{first + len(chunk) - 1}: {len(done)} committed",
            producer=True,
        )
        self.store.record_page(exp_id, page, artifact)
        return len(done), artifact

    def _archive_ready(self, exp_id: str, final: bool) -> None:
        """Store the pages now due (see :meth:`archive`), reading one page at a time. Items are dispatched
        in family order, so while the experiment runs, the pages after one with no committed item have
        none either and are not read."""
        import sys

        known = self.store.archived_pages(exp_id)
        try:
            for page in range(-(-self.store.unique_count(exp_id) // ARCHIVE_PAGE_ITEMS)):
                if page in known:
                    continue
                chunk = self.store.archive_rows(exp_id, page)
                if not final and all(r[5] is None for r in chunk):
                    break
                self._page(exp_id, page, chunk, final, None)
        except StateError as exc:  # the page stays unstored; reading /archive tries again and reports it
            print(f"jacobian: experiment {exp_id}: archive page not stored: {exc.message}", file=sys.stderr)

    def result(self, exp_id: str, digest_hex: str) -> dict[str, Any]:
        """``experiment://<id>/result/<hex>``: one item's committed result, as its archive page names it."""
        self.store.state(exp_id)  # raises for an unknown experiment
        row = self.store.result(exp_id, "sha256:" + digest_hex)
        if row is None:
            raise StateError(
                Code.INVALID_REQUEST,
                f"experiment {exp_id} has no committed result for request sha256:{digest_hex}",
                path="$.uri",
            )
        digest, result_json, node, retried = row
        return {
            "uri": result_uri(exp_id, digest_hex),
            "experiment": URI_PREFIX + exp_id,
            "request_digest": "sha256:" + digest_hex,
            "result_digest": digest,
            "node": node,
            "attempts": 1 + len(retried),
            "retried_codes": retried,
            "result": json.loads(result_json),
        }

    def _runner(self, exp_id: str) -> _Runner:
        self.store.state(exp_id)
        r = self._live.get(exp_id)
        if r is None:
            raise StateError(
                Code.INVALID_REQUEST,
                f"experiment {exp_id} is {self.store.state(exp_id).value}",
                path="$.payload.experiment",
            )
        return r

    def _unpause(self, r: _Runner) -> None:
        r.segment_start = trio.current_time()
        if r.wall is not None:
            r.wall.deadline = trio.current_time() + r.remaining_wall()
        r.unpaused.set()

    # -- running ------------------------------------------------------------------------
    def _spawn(self, exp_id: str, *, paused: bool) -> None:
        head = self.store.header(exp_id)
        r = _Runner(exp_id, head["budgets"], head["running_seconds"], head["executor"])
        self._live[exp_id] = r
        if not paused:
            r.segment_start = trio.current_time()
            r.unpaused.set()
        self.nursery.start_soon(self._run, r, head["capability_id"], head["mode"])

    async def _run(self, r: _Runner, capability_id: str, mode: str) -> None:
        try:
            with r.scope:
                reason = await self._dispatch(r, capability_id, mode)
                if not r.cancelled:
                    state = (
                        ExperimentState.COMPLETED
                        if reason is ExperimentStopReason.FAMILY_EXHAUSTED
                        else ExperimentState.STOPPED
                    )
                    self.store.transition(r.exp_id, state, reason, r.seconds())
            self._archive_ready(r.exp_id, final=True)
        except Exception as exc:  # noqa: BLE001 - a runner failure is a FAILED experiment, not a dead server
            import sys

            print(f"jacobian: experiment {r.exp_id} failed: {exc!r}", file=sys.stderr)
            try:
                self.store.transition(r.exp_id, ExperimentState.FAILED, ExperimentStopReason.RUNNER_ERROR)
            except StateError:
                pass
        finally:
            if r.batch and not r.cancelled:
                try:  # a shutdown commits what finished (the batch is already empty after any other end)
                    if self.store.state(r.exp_id) in (ExperimentState.RUNNING, ExperimentState.PAUSED):
                        self._flush(r)
                except Exception:  # noqa: BLE001, S110 - not committed is safe: resumed, the items run again
                    pass
            self._live.pop(r.exp_id, None)
            r.done.set()

    async def _dispatch(self, r: _Runner, capability_id: str, mode: str) -> ExperimentStopReason:
        pending = self.store.pending(r.exp_id)
        if r.budgets.max_items is not None:
            pending = pending[: max(0, r.budgets.max_items - self.store.committed_count(r.exp_id))]
        slots = trio.Semaphore(r.budgets.concurrency)
        async with trio.open_nursery() as committer:
            committer.start_soon(self._commit_loop, r)
            with trio.CancelScope(deadline=trio.current_time() + r.remaining_wall()) as wall:
                if not r.unpaused.is_set():
                    wall.deadline = math.inf
                r.wall = wall
                async with trio.open_nursery() as nursery:
                    for digest, payload_json in pending:
                        await slots.acquire()
                        await r.unpaused.wait()  # after the slot: a pause while waiting for one holds this item too
                        nursery.start_soon(self._item, r, capability_id, mode, digest, json.loads(payload_json), slots)
            committer.cancel_scope.cancel()
        self._flush(r)
        r.wall = None
        await r.unpaused.wait()  # paused with nothing left in flight: it ends when resumed (PAUSED stays PAUSED)
        if wall.cancelled_caught:
            return ExperimentStopReason.WALL_BUDGET
        if not self.store.pending(r.exp_id):
            return ExperimentStopReason.FAMILY_EXHAUSTED
        return ExperimentStopReason.ITEM_BUDGET

    async def _item(
        self, r: _Runner, capability_id: str, mode: str, digest: str, payload: Any, slots: trio.Semaphore
    ) -> None:
        """Run one item and put its result in the batch. A run that fails for an infrastructure reason
        (``RETRIED_CODES``) is run again, up to ``MAX_ITEM_ATTEMPTS`` runs in all: only the last run's result
        is committed, with the codes of the runs before it (``Accounting.retries``)."""
        node: list[str] = []  # where the item's job ran, once it did (an item may fail before any job)
        if r.executor == "ray":
            ray_exec = self._ray_executor()

            async def run_job(job: Job, engine: Engine) -> Outcome:
                outcome, where = await ray_exec.run_job(job, engine)
                node.append(where)
                return outcome

        else:

            async def run_job(job: Job, engine: Engine) -> Outcome:
                from jacobian.run.supervision import supervise

                outcome = await supervise(self.rt.supervisor, job)
                node.append("local")
                return outcome

        retried: list[str] = []
        try:
            async with self._running or nullcontext():
                while True:
                    node.clear()
                    result = await self.rt.run(capability_id, payload, mode, run_job=run_job)
                    errors = [d for d in result.diagnostics if d.severity is Severity.ERROR]
                    code = errors[0].code if errors else None
                    if code not in RETRIED_CODES or len(retried) + 1 >= MAX_ITEM_ATTEMPTS or r.cancelled:
                        break
                    retried.append(code.value)
        finally:
            slots.release()
        if r.cancelled:
            return  # the snapshot cancel returned is final: nothing is committed after it
        r.batch.append(
            ResultRow(
                digest,
                result.execution.status.value,
                code.value if code is not None else None,
                result.execution.wall_ms,
                result.execution.cpu_ms,
                result_digest(result),
                result.model_dump_json(),
                node[-1] if node else None,
                tuple(retried),
            )
        )
        r.batched.set()
        if len(r.batch) >= COMMIT_BATCH:
            self._flush(r)

    async def _commit_loop(self, r: _Runner) -> None:
        """Commit each batch of finished results ``COMMIT_SECONDS`` after its first one finished."""
        while True:
            await r.batched.wait()
            await trio.sleep(COMMIT_SECONDS)
            self._flush(r)

    def _flush(self, r: _Runner) -> None:
        """Commit the finished results waiting in the batch, in one transaction (durable when it returns).

        Until then they are not committed: a crash loses them and the resumed experiment runs them again,
        so each item is still committed, and counted, once."""
        if not r.batch:
            return
        rows, r.batch, r.batched = r.batch, [], trio.Event()
        before = r.commits
        r.commits += self.store.commit_results(r.exp_id, rows, r.seconds())
        if r.commits // ARCHIVE_SWEEP_COMMITS > before // ARCHIVE_SWEEP_COMMITS:
            self._archive_ready(r.exp_id, final=False)
