"""The runtime: manifests, probes, catalog, supervisor, state and policy, opened together.

Usage (trio)::

    async with Runtime.open(RuntimeConfig()) as rt:
        result = await rt.run("sat.solve", {"dimacs": "p cnf 1 1\\n1 0\\n"})

``Runtime.run`` never raises for bad input: every failure is a
``CapabilityResult`` with a diagnostic naming its stage. Only trio's
``Cancelled`` propagates, after the job's processes are gone.
"""

from __future__ import annotations

import sys
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import trio

from .capability import AnyCapability, load_family_artifact_schemas, load_family_definitions
from .catalog import Catalog, CatalogEntry, build
from .contracts.diagnostics import Code
from .contracts.enums import ExecutionStatus, Mode, ProviderStatus
from .contracts.job import RETAINED_FILE_BYTES, Budget, Job
from .contracts.result import CapabilityResult
from .manifests.loader import LoadedManifests, load_all
from .probes import ProbeCache, ProviderHealth, probe_all
from .run import CHECKER_BUDGET, RunContext, fail, failure_result, run_capability
from .run.context import RunJob

if TYPE_CHECKING:
    from .checkers.spec import CheckerSpec
    from .experiments.manager import Experiments
    from .state import State
    from .state.policy import Policy
    from .state.reasoning import CallBinding, ReasoningLog
    from .supervisor import Supervisor
    from .supervisor.runner import OnEvent


@dataclass
class RuntimeConfig:
    """Where the runtime keeps its state and finds manifests and policy, and its limits. A value."""

    state_dir: Path | None = None
    manifest_dir: Path | None = None
    bundled_manifest_dir: Path | None = None
    policy_file: Path | None = None
    profile: str | None = None
    deny_ids: tuple[str, ...] = ()  # policy flags layered on top of the policy file
    deny_domains: tuple[str, ...] = ()
    deny_tags: tuple[str, ...] = ()
    deny_modes: tuple[str, ...] = ()
    reasoning_mode: str = "OFF"
    max_concurrent: int | None = None
    slot_wait_seconds: float = 60.0
    exclusive_state: bool = True  # the server owns the state directory; CLI commands share it
    use_probe_cache: bool = True
    definitions: dict[str, AnyCapability] | None = None  # tests may inject extra definitions
    checker_budget: Budget = CHECKER_BUDGET  # every checker job's limits
    # A file a job leaves (a solver's proof) is retained, gzip-compressed, only up to this many bytes as stored
    # (0: none is); past it the run warns RETENTION_FAILED and its conclusion stands (--retain-file-bytes).
    retained_file_bytes: int = RETAINED_FILE_BYTES
    local_import_roots: tuple[Path, ...] = ()  # artifact.import.local_file may read under these (stdio only)
    executor: str = "local"  # experiments' default executor: "local" (the supervisor's slots) or "ray"
    ray_address: str | None = None  # the Ray cluster for the ray executor (default: RAY_ADDRESS, else "auto")


@dataclass
class StartupReport:
    """What start-up found: the manifests (with their errors), each provider's health, and its cost."""

    manifests: LoadedManifests
    health: dict[str, ProviderHealth]
    seconds: float
    probes_run: int


@dataclass
class Runtime:
    """Manifests, probes, catalog, supervisor, state and policy, opened together by :meth:`open`.

    :meth:`open` raises what opening the state or the policy raises (``StateError``,
    ``PolicyError``) before anything is started; inside it, probes that fail make providers
    UNAVAILABLE rather than raising. :meth:`run` never raises for bad input or a failing job:
    every failure is a ``CapabilityResult``; only trio's ``Cancelled`` propagates, after the
    job's processes are gone. Leaving ``open`` stops every pooled worker and closes the state:
    no process, cgroup or scratch directory of the runtime remains; stored artifacts and
    records stay in the state directory.
    """

    config: RuntimeConfig
    supervisor: Supervisor
    state: State
    policy: Policy
    catalog: Catalog
    startup: StartupReport
    checkers: tuple[CheckerSpec, ...] = field(default_factory=tuple)

    # -- opening -----------------------------------------------------------------
    @classmethod
    @asynccontextmanager
    async def open(
        cls, config: RuntimeConfig | None = None, *, on_state_open: Callable[[], Awaitable[None]] | None = None
    ) -> AsyncIterator[Runtime]:
        """``on_state_open`` is awaited once the state is open (its lock held) and the policy read, before the
        slow part (manifests, probes, the catalog): an MCP server answers ``initialize`` meanwhile."""
        from .checkers import BUNDLED
        from .state import State
        from .state.artifacts import Quotas
        from .state.local_import import allowed_roots
        from .state.policy import Policy
        from .supervisor import Supervisor

        config = config or RuntimeConfig()
        state = State.open(
            config.state_dir,
            exclusive=config.exclusive_state,
            reasoning_mode=config.reasoning_mode,
            quotas=Quotas(retained_file_bytes=config.retained_file_bytes),
        )
        try:
            state.local_import_roots = allowed_roots(config.local_import_roots)
            policy = Policy.load(
                config.policy_file or default_policy_file(),
                profile=config.profile,
                deny_ids=config.deny_ids,
                deny_domains=config.deny_domains,
                deny_tags=config.deny_tags,
                deny_modes=config.deny_modes,
            )
            if on_state_open is not None:
                await on_state_open()
            manifests = load_all(config.bundled_manifest_dir, config.manifest_dir, config.definitions)
            per_key = {
                pid: s.manifest.limits.concurrency
                for pid, s in manifests.manifests.items()
                if s.manifest.limits.concurrency
            }
            supervisor = Supervisor(
                max_concurrent=config.max_concurrent, slot_wait_seconds=config.slot_wait_seconds, per_key_limits=per_key
            )
            try:
                rt = await cls._start(config, supervisor, state, policy, manifests, tuple(BUNDLED))
                async with trio.open_nursery() as nursery:  # background work: experiments
                    experiments = rt._open_experiments(nursery)
                    try:
                        yield rt
                    finally:
                        nursery.cancel_scope.cancel()  # live experiments stay RUNNING: the next open resumes them
                        state.experiments = None
                        if experiments is not None:
                            experiments.close()
            finally:
                await supervisor.aclose()
        finally:
            state.close()

    @classmethod
    async def _start(
        cls,
        config: RuntimeConfig,
        supervisor: Supervisor,
        state: State,
        policy: Policy,
        manifests: LoadedManifests,
        checkers: tuple[CheckerSpec, ...],
    ) -> Runtime:
        started = time.perf_counter()
        cache = ProbeCache(state.dir.root if config.use_probe_cache else None)
        health = await probe_all(manifests.manifests, supervisor, cache)
        probes_run = sum(1 for h in health.values() if not h.cached and h.probe_seconds is not None)
        definitions = config.definitions if config.definitions is not None else load_family_definitions()
        register_runtime_schemas(state)
        catalog = build(definitions, health, manifests.manifests, checkers, state.authorizations.is_authorized)
        report = StartupReport(manifests, health, time.perf_counter() - started, probes_run)
        return cls(config, supervisor, state, policy, catalog, report, checkers)

    def _open_experiments(self, nursery: trio.Nursery) -> Experiments | None:
        """The experiment runner, when this runtime owns the state directory: it resumes live experiments."""
        from .experiments.manager import Experiments

        if not self.config.exclusive_state:
            return None
        experiments = Experiments(self, nursery)
        self.state.experiments = experiments
        experiments.resume_all()
        return experiments

    async def prestart_pools(self, delay: float = 0.0) -> dict[str, int]:
        """Start each pooled provider's idle workers (``isolation.pool.size``) ahead of the
        first call, with exactly the job shape a default request uses, so that call is warm.
        One worker per provider first, then the rest: each pre-started pool keeps its first worker
        whatever the number of pooled providers, and the rest share the supervisor's bound on spare
        idle workers (``MAX_IDLE_WORKERS``). The server runs this in
        the background after start-up; one-shot CLI runs do not."""
        from .contracts.enums import IsolationMode
        from .run import base_job, budget_for

        await trio.sleep(delay)
        engines = {e.info.provider_id: e for entry in self.catalog.entries.values() for e in entry.engines}
        pooled: dict[str, tuple[Job, int]] = {}
        for pid, engine in sorted(engines.items()):
            m = engine.sourced.manifest
            if m.isolation.mode is IsolationMode.POOLED and engine.info.worker_module and engine.info.interpreter:
                job = Job(
                    **base_job(engine),
                    budget=budget_for(engine, None),
                    argv=(engine.info.interpreter, "-I", "-m", engine.info.worker_module),
                    protocol="jsonl",
                )
                pooled[pid] = (job, m.isolation.pool.size)
        started = dict.fromkeys(pooled, 0)
        for first_round in (True, False):
            for pid, (job, size) in pooled.items():
                try:
                    started[pid] += await self.supervisor.prestart(job, min(size, 1) if first_round else size)
                except Exception as exc:  # noqa: BLE001 - a warm-up failure only costs the first call its start-up
                    print(f"jacobian: could not pre-start {pid} workers: {exc}", file=sys.stderr)
        return started

    # -- what agents see ----------------------------------------------------------
    @property
    def policy_digest(self) -> str:
        return self.policy.digest

    @property
    def reasoning(self) -> ReasoningLog | None:
        log = self.state.reasoning
        return None if str(getattr(log.mode, "value", log.mode)) == "OFF" else log

    def entry(self, capability_id: str) -> CatalogEntry | None:
        entry = self.catalog.get(capability_id)
        if entry is None or not self.policy.visible(entry.descriptor):
            return None
        return entry

    def visible_entries(self) -> list[CatalogEntry]:
        return [e for k, e in sorted(self.catalog.entries.items()) if self.policy.visible(e.descriptor)]

    # -- running -------------------------------------------------------------------
    async def run(
        self,
        capability_id: str,
        payload: Any,
        mode: str | Mode = "EXPLORE",
        *,
        on_event: OnEvent | None = None,
        reasoning_run_id: str | None = None,
        reasoning_call_id: str | None = None,
        run_job: RunJob | None = None,
        retain_evidence: bool = False,
        picture: bool = False,
    ) -> CapabilityResult:
        """``run_job``: run the planned job elsewhere (an experiment executor); see ``RunContext.run_job``.
        ``retain_evidence`` (EXPLORE): store the run's evidence, bound to this run, for a later check by
        ``certificate.verify``; the result names it (relationship RETAINED_EVIDENCE)."""
        started = time.perf_counter()
        try:
            mode_value = Mode(mode)
        except ValueError:
            mode_value = Mode.EXPLORE
            ctx = self._context(capability_id, mode_value, on_event)
            return failure_result(
                ctx, fail(Code.INVALID_REQUEST, f"mode must be EXPLORE or VERIFY, not {mode!r}", path="$.mode"), started
            )
        ctx = self._context(capability_id, mode_value, on_event)
        ctx.run_job = run_job
        ctx.retain_evidence = retain_evidence
        reasoning = self.reasoning
        bound: list[CallBinding | None] = []
        if reasoning is not None:

            def bind() -> None:
                bound.append(self._bind(reasoning, reasoning_run_id, reasoning_call_id, capability_id))

            ctx.after_validate = bind
        result = await run_capability(ctx, payload)
        if picture and result.execution.status is ExecutionStatus.COMPLETED:
            result = await self._with_picture(result, payload)
        if reasoning is not None and bound and bound[0] is not None:
            from .run import sha256_json

            reasoning.record_outcome(
                bound[0],
                execution_status=result.execution.status,
                assurance=result.assurance.level,
                completeness=result.completeness.value,
                result_digest=sha256_json(result.model_dump(mode="json")),
                artifact_uris=result.artifact_uris,
            )
        return result

    async def _with_picture(self, result: CapabilityResult, payload: Any) -> CapabilityResult:
        """The result with its picture's artifact URI, or with a PICTURE_MISSING warning; nothing else changes."""
        from .pictures.render import RENDERER_PROVIDER, picture

        health = self.startup.health.get(RENDERER_PROVIDER)
        if health is None or health.status is not ProviderStatus.AVAILABLE or health.executable is None:
            why = f"{health.status.value}: {health.message[:200]}" if health is not None else "no manifest"
            renderer: str | None = None
            unavailable = f"the renderer {RENDERER_PROVIDER} (graphviz) is unavailable ({why})"
        else:
            renderer, unavailable = health.executable, ""
        rendered = await picture(self.supervisor, self.state.artifacts, result, payload, renderer, unavailable)
        if rendered.uri is not None:
            return result.model_copy(update={"artifact_uris": (*result.artifact_uris, rendered.uri)})
        assert rendered.warning is not None
        return result.model_copy(update={"diagnostics": (*result.diagnostics, rendered.warning)})

    @staticmethod
    def _bind(
        reasoning: ReasoningLog, run_id: str | None, call_id: str | None, capability_id: str
    ) -> CallBinding | None:
        """Bind the call in the reasoning log, once its payload is valid (nothing is written before).

        REQUIRED mode: a violation ends the run before anything is spawned."""
        from .state import ReasoningError

        try:
            return reasoning.bind_call(run_id, call_id, capability_id)
        except ReasoningError as err:
            raise fail(err.code, err.message, path="$.reasoning_call_id") from err

    def unavailable(self, capability_id: str) -> str | None:
        """Why a capability some manifest serves is not in the catalog: none of its providers is healthy."""
        if self.catalog.get(capability_id) is not None:
            return None
        serving = [
            pid
            for pid, s in sorted(self.startup.manifests.manifests.items())
            if capability_id in s.manifest.capabilities
        ]
        health = self.startup.health
        if not serving or any(pid in health and health[pid].status is ProviderStatus.AVAILABLE for pid in serving):
            return None
        why = "; ".join(
            f"{pid} {h.status.value} ({h.reason.value if h.reason else '-'}: {h.message[:200]})"
            for pid in serving
            if (h := health.get(pid)) is not None
        )
        return f"no healthy provider serves {capability_id}: {why}"

    def _context(self, capability_id: str, mode: Mode, on_event: OnEvent | None) -> RunContext:
        return RunContext(
            entry=self.catalog.get(capability_id),
            unavailable=self.unavailable(capability_id),
            capability_id=capability_id,
            mode=mode,
            supervisor=self.supervisor,
            state=self.state,
            policy=self.policy,
            checkers=self.checkers,
            is_authorized=self.state.authorizations.is_authorized,
            on_event=on_event,
            checker_budget=self.config.checker_budget,
        )


def default_policy_file() -> Path | None:
    """The operator's policy file, ``~/.config/jacobian/policy.yaml``, when it exists."""
    from .paths import config_dir

    path = config_dir() / "policy.yaml"
    return path if path.is_file() else None


def register_runtime_schemas(state: State) -> None:
    """Schemas the runtime writes itself (producer-only) and those the families declare."""
    from .run import EVIDENCE_SCHEMA

    state.artifacts.register_schema(EVIDENCE_SCHEMA, None, producer_only=True)
    from .contracts.evidence import RETAINED_EVIDENCE_SCHEMA, RetainedEvidence

    state.artifacts.register_schema(RETAINED_EVIDENCE_SCHEMA, RetainedEvidence, producer_only=True)
    from .experiments.manager import ARCHIVE_SCHEMA
    from .experiments.model import ArchivePage

    state.artifacts.register_schema(ARCHIVE_SCHEMA, ArchivePage, producer_only=True)
    from .contracts.picture import PICTURE_SCHEMA
    from .pictures.render import Picture

    state.artifacts.register_schema(PICTURE_SCHEMA, Picture, producer_only=True)
    for schema_id, (model, producer_only) in load_family_artifact_schemas().items():
        state.artifacts.register_schema(schema_id, model, producer_only=producer_only)
