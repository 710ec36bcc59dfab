"""Tenants of the HTTP transport: one state area each, one shared runtime.

A tenant's artifacts, verification records and reasoning log live in their own
state directory, ``<state root>/tenants/<tenant id>``, opened (and locked) by the
server as a separate :class:`~jacobian.state.State`. Everything else is the
runtime's and shared: supervisor and pools, probes, catalog, policy, and the
operator's checker authorizations (the tenant state's ``authorizations`` and the
gate of its ``records`` are the root state's). A tenant therefore cannot even
learn whether another tenant's ``artifact://`` or ``reasoning://`` URI exists:
it is looked up in a database that does not hold it, so the answer is the
not-found answer of any URI that does not exist.

Each tenant also has its own experiments (``experiment.*``, ``experiment://``): a runner
bound to the tenant's view of the runtime, its database ``experiments.sqlite3`` in the
tenant's state directory, its items run through that view (the tenant's artifacts and
reasoning log), at most the tenant's ``max_concurrent`` at once over all its experiments.
Another tenant's experiment id is looked up where it does not exist: the answer is that of
an id nobody used. At start the server opens the state of every tenant with a live
experiment (:meth:`Tenancy.resume_experiments`), so its runner resumes as the root's does.

Requests without a tenant (``--allow-anonymous`` on loopback) use the root state,
like the stdio server.

Also here: the per-tenant limits on ``math.run`` calls (:mod:`.tenant_limits`): their
rate, their number at once, their payload's size; over one, a typed result
(``TENANT_RATE_LIMITED``, ``TENANT_CONCURRENCY_LIMIT``, ``PAYLOAD_TOO_LARGE``), never a
wait; and the registry of running calls by (session, request id) through which a
dropped HTTP connection cancels the call it carried (see :mod:`.http`).
"""

from __future__ import annotations

import dataclasses
import time
from typing import Any

import mcp_types as types
import trio

from jacobian.contracts.diagnostics import Code, Diagnostic
from jacobian.state.statedir import TENANTS_DIR  # noqa: F401  (re-exported: the state layout names it)

from .tenant_limits import Limits, valid_tenant


def tenant_of(ctx: Any) -> str | None:
    """The tenant of the HTTP request behind ``ctx`` (set by :mod:`.auth`), None for anonymous or stdio."""
    scope = getattr(getattr(ctx, "request", None), "scope", None)
    return tenant_of_scope(scope) if isinstance(scope, dict) else None


def tenant_of_scope(scope: dict[str, Any]) -> str | None:
    """The tenant of an ASGI request scope authenticated by :mod:`.auth`."""
    token = getattr(scope.get("user"), "access_token", None)
    claims = getattr(token, "claims", None) or {}
    tenant = claims.get("tenant")
    return tenant if isinstance(tenant, str) else None


def session_of(ctx: Any) -> str | None:
    """The Streamable HTTP session id of the request behind ``ctx`` (None: stdio, or the 2026 stateless era)."""
    headers = getattr(getattr(ctx, "request", None), "headers", None)
    value = headers.get("mcp-session-id") if headers is not None else None
    return value if isinstance(value, str) else None


def payload_bytes(arguments: Any) -> int:
    """The size of a math.run call's ``payload`` as compact JSON text (what the limit bounds)."""
    import json

    payload = arguments.get("payload") if isinstance(arguments, dict) else None
    try:
        return len(json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode("utf-8"))
    except (TypeError, ValueError):
        return 0


class Bucket:
    """A token bucket: ``rate`` calls per second on average, ``burst`` at once."""

    def __init__(self, rate: float, burst: int) -> None:
        self.rate = rate
        self.burst = float(burst)
        self.tokens = float(burst)
        self.stamp = time.monotonic()

    def take(self) -> float:
        """0 when a call is admitted (a token taken), else the seconds until the next token."""
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens >= 1:
            self.tokens -= 1
            return 0.0
        return (1 - self.tokens) / self.rate


class Tenancy:
    """Per-tenant runtime views over one runtime, their concurrency gate, and the running calls."""

    def __init__(
        self,
        runtime: Any,
        limits: Limits | None = None,
        overrides: dict[str, Limits] | None = None,
        nursery: trio.Nursery | None = None,
    ) -> None:
        self.runtime = runtime
        self.limits = limits or Limits()  # every tenant's, unless ``overrides`` names it
        self.overrides = dict(overrides or {})
        self.nursery = nursery  # where tenants' experiment runners run (None: tenants have no experiments)
        self._buckets: dict[str | None, Bucket] = {}
        self._views: dict[str, Any] = {}
        self._states: list[Any] = []
        self._experiments: list[Any] = []
        self._running: dict[str | None, int] = {}
        self._calls: dict[tuple[str, str], tuple[str | None, trio.CancelScope]] = {}

    # -- state areas ------------------------------------------------------------------
    def runtime_for(self, ctx: Any) -> Any:
        tenant = tenant_of(ctx)
        return self.runtime if tenant is None else self.view(tenant)

    def view(self, tenant: str) -> Any:
        """The runtime as ``tenant`` sees it: the same everything, its own state (opened on first use)."""
        view = self._views.get(tenant)
        if view is None:
            if not valid_tenant(tenant):
                raise ValueError(f"invalid tenant id {tenant!r}")
            view = dataclasses.replace(self.runtime, state=self._open_state(tenant))
            self._views[tenant] = view
            if self.nursery is not None:
                self._open_experiments(tenant, view, self.nursery)
        return view

    def _open_experiments(self, tenant: str, view: Any, nursery: trio.Nursery) -> None:
        """The tenant's experiment runner, over its own database; it resumes the tenant's live experiments."""
        from jacobian.experiments.manager import Experiments

        manager = Experiments(view, nursery, max_running_items=self.limits_of(tenant).max_concurrent)
        view.state.experiments = manager
        self._experiments.append(manager)
        manager.resume_all()

    def resume_experiments(self) -> list[str]:
        """Open the state of every tenant that has a live (RUNNING or PAUSED) experiment, so that its runner
        resumes it as the server starts; the tenants opened. A tenant whose state cannot be opened is reported
        on stderr and left for its next request (which then gets the typed error)."""
        import sys

        from jacobian.experiments.store import DB_NAME, has_live_experiments
        from jacobian.state.errors import StateError

        root = self.runtime.state.dir.root / TENANTS_DIR
        opened = []
        for entry in sorted(root.iterdir()) if root.is_dir() else []:
            if not valid_tenant(entry.name) or not has_live_experiments(entry / DB_NAME):
                continue
            try:
                self.view(entry.name)
            except (StateError, OSError) as exc:
                print(f"jacobian: tenant {entry.name}: experiments not resumed: {exc}", file=sys.stderr)
                continue
            opened.append(entry.name)
        return opened

    def _open_state(self, tenant: str) -> Any:
        from jacobian.runtime import register_runtime_schemas
        from jacobian.state import State
        from jacobian.state.records import Records

        root = self.runtime.state
        state = State.open(
            root.dir.root / TENANTS_DIR / tenant,
            exclusive=True,
            reasoning_mode=self.runtime.config.reasoning_mode,
            quotas=root.artifacts.quotas,  # the operator's quotas hold for every tenant
        )
        try:
            # Checker authorization is the operator's: the gate reads the root state's audit trail.
            state.authorizations = root.authorizations
            state.records = Records(state.artifacts, root.authorizations, state.db)
            register_runtime_schemas(state)
        except BaseException:
            state.close()
            raise
        self._states.append(state)
        return state

    def close(self) -> None:
        """Close every tenant's experiment database and state (their runners must have stopped: the
        nursery is done). Live experiments stay live: the next start resumes them."""
        for manager in self._experiments:
            manager.close()
        self._experiments.clear()
        for state in self._states:
            state.experiments = None
            state.close()
        self._states.clear()
        self._views.clear()

    # -- running ----------------------------------------------------------------------
    def limits_of(self, tenant: str | None) -> Limits:
        return self.overrides.get(tenant, self.limits) if tenant is not None else self.limits

    def running(self, tenant: str | None) -> int:
        return self._running.get(tenant, 0)

    async def run(self, ctx: Any, runner: Any, arguments: Any, *, log: Any = None) -> types.CallToolResult:
        """``runner.call`` within the tenant's limit, cancellable through :meth:`cancel_request`; ``log``: the
        request's :class:`~.logs.SessionLog`."""
        tenant = tenant_of(ctx)
        started = time.perf_counter()
        who = f"tenant {tenant!r}" if tenant else "this server's anonymous tenant"
        limits = self.limits_of(tenant)
        if limits.max_payload_bytes > 0:
            size = payload_bytes(arguments)
            if size > limits.max_payload_bytes:
                diag = Diagnostic.of(
                    Code.PAYLOAD_TOO_LARGE,
                    f"$.payload is {size} bytes as JSON; {who} may send at most {limits.max_payload_bytes}",
                    path="$.payload",
                    hint="send a smaller payload, or upload the input as an artifact and reference it",
                )
                return runner.reject(arguments, [diag], started)
        if limits.rate > 0:
            bucket = self._buckets.setdefault(tenant, Bucket(limits.rate, max(1, limits.burst)))
            wait = bucket.take()
            if wait > 0:
                diag = Diagnostic.of(
                    Code.TENANT_RATE_LIMITED,
                    f"{who} is over its rate of {limits.rate:g} math.run calls per second (burst {limits.burst})",
                    hint=f"retry after {wait:.1f} s",
                )
                return runner.reject(arguments, [diag], started)
        if self.running(tenant) >= limits.max_concurrent:
            diag = Diagnostic.of(
                Code.TENANT_CONCURRENCY_LIMIT,
                f"{who} already has {limits.max_concurrent} math.run calls in progress (the limit)",
                hint="retry when one of your running calls has finished",
            )
            return runner.reject(arguments, [diag], started)
        session = session_of(ctx)
        key = (session, str(ctx.request_id)) if session is not None else None
        self._running[tenant] = self.running(tenant) + 1
        try:
            with trio.CancelScope() as scope:
                if key is not None:
                    self._calls[key] = (tenant, scope)
                return await runner.call(arguments, ctx.session, log=log)
            diag = Diagnostic.of(Code.CANCELLED, "the client's connection closed while the call was running")
            return runner.reject(arguments, [diag], started)
        finally:
            self._running[tenant] -= 1
            if key is not None:
                self._calls.pop(key, None)

    def cancel_request(self, session_id: str, request_id: str, tenant: str | None) -> bool:
        """Cancel the call ``request_id`` of ``session_id`` if ``tenant`` owns it (a dropped connection)."""
        entry = self._calls.get((session_id, request_id))
        if entry is None or entry[0] != tenant:
            return False
        entry[1].cancel()
        return True
