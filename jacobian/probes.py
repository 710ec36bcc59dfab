"""Health probes: resolve each provider, compute its digest, run its probe.

Probes run concurrently through the supervisor (sandboxed, time-bounded,
output-bounded). Results are cached in the state directory keyed by the
provider's identity (the files' path, size, mtime and inode, the resolved
executable, and the manifest files' digest), so a restart with nothing
changed runs no probe at all.
"""

from __future__ import annotations

import hashlib
import json
import os
import platform
import re
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

import trio
from pydantic import Field

from . import __version__, digests
from .contracts.base import Frozen
from .contracts.enums import DigestKind, ProviderStatus, TerminationReason, UnavailableReason
from .contracts.job import Budget, Job
from .manifests.loader import SourcedManifest
from .manifests.model import Manifest

if TYPE_CHECKING:
    from .supervisor import Supervisor

PROBE_OUTPUT_BYTES = 64 * 1024
CACHE_FILE = "probe-cache.json"
CACHE_VERSION = 1


class ProviderHealth(Frozen):
    provider_id: str
    family: str
    engine: str
    status: ProviderStatus
    reason: UnavailableReason | None = None
    message: str = ""
    version: str | None = None
    executable: str | None = None
    interpreter: str | None = None
    digest_kind: DigestKind
    digest: str | None = None
    fingerprint: str | None = None
    digest_files: tuple[str, ...] = ()
    probe_seconds: float | None = None
    cached: bool = False
    manifest_files: tuple[str, ...] = ()
    features: tuple[str, ...] = Field(default=())


def resolve_executable(manifest: Manifest) -> str | None:
    run = manifest.run
    if run.executable is None:
        return None
    for listed in run.search_paths:
        candidate = os.path.expandvars(listed)
        if "$" in candidate:  # an unset variable: this path is not configured
            continue
        if os.path.isfile(candidate) and os.access(candidate, os.X_OK):
            return os.path.realpath(candidate)
    if os.path.isabs(run.executable):
        ok = os.path.isfile(run.executable) and os.access(run.executable, os.X_OK)
        return os.path.realpath(run.executable) if ok else None
    found = shutil.which(run.executable)
    return os.path.realpath(found) if found else None


def resolve_interpreter(manifest: Manifest) -> str | None:
    if manifest.run.worker is None:
        return None
    interp = manifest.run.interpreter
    if interp == "python":
        return sys.executable
    found = interp if os.path.isabs(interp) else shutil.which(interp)
    return found if found and os.access(found, os.X_OK) else None


def probe_argv(manifest: Manifest, executable: str | None, interpreter: str | None) -> tuple[str, ...]:
    subst = {"executable": executable or "", "interpreter": interpreter or "", "worker": manifest.run.worker or ""}
    return tuple(arg.format(**subst) for arg in manifest.probe.argv)


def _cache_key(sourced: SourcedManifest, executable: str | None, interpreter: str | None, fingerprint: str) -> str:
    text = json.dumps([CACHE_VERSION, __version__, sourced.raw_digest, executable, interpreter, fingerprint])
    return hashlib.sha256(text.encode()).hexdigest()


class ProbeCache:
    """A small JSON file in the state directory, replaced atomically."""

    def __init__(self, directory: Path | None) -> None:
        self.path = directory / CACHE_FILE if directory else None
        self.entries: dict[str, dict[str, Any]] = {}
        if self.path and self.path.exists():
            try:
                data = json.loads(self.path.read_text())
                if isinstance(data, dict) and data.get("version") == CACHE_VERSION:
                    self.entries = data.get("entries", {})
            except (OSError, ValueError):
                self.entries = {}

    def get(self, provider_id: str, key: str) -> ProviderHealth | None:
        entry = self.entries.get(provider_id)
        if not entry or entry.get("key") != key:
            return None
        try:
            return ProviderHealth.model_validate({**entry["health"], "cached": True})
        except Exception:  # noqa: BLE001 - a stale or damaged entry is just a miss
            return None

    def put(self, provider_id: str, key: str, health: ProviderHealth) -> None:
        self.entries[provider_id] = {"key": key, "health": health.model_dump(mode="json", exclude={"cached"})}

    def save(self) -> None:
        if not self.path:
            return
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=self.path.parent, prefix=".probe-cache.")
        with os.fdopen(fd, "w") as f:
            json.dump({"version": CACHE_VERSION, "entries": self.entries}, f)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, self.path)


def _unavailable(base: dict[str, Any], reason: UnavailableReason, message: str, **extra: Any) -> ProviderHealth:
    return ProviderHealth(
        **{**base, **extra, "status": ProviderStatus.UNAVAILABLE, "reason": reason, "message": message}
    )


async def probe_one(sourced: SourcedManifest, supervisor: Supervisor, cache: ProbeCache | None) -> ProviderHealth:
    m = sourced.manifest
    base: dict[str, Any] = {
        "provider_id": m.provider,
        "family": m.family,
        "engine": m.engine_name,
        "digest_kind": m.digest.kind,
        "manifest_files": sourced.files,
        "features": m.features,
    }
    if not m.enabled:
        return ProviderHealth(
            **base,
            status=ProviderStatus.DISABLED,
            reason=UnavailableReason.DISABLED_BY_OPERATOR,
            message="disabled by the operator (enabled: false)",
        )
    executable, interpreter = resolve_executable(m), resolve_interpreter(m)
    if m.run.executable is not None and executable is None:
        tried = ", ".join(m.run.search_paths + (m.run.executable,))
        return _unavailable(base, UnavailableReason.EXECUTABLE_NOT_FOUND, f"executable not found (tried {tried})")
    if m.run.worker is not None and interpreter is None:
        return _unavailable(
            base, UnavailableReason.EXECUTABLE_NOT_FOUND, f"interpreter {m.run.interpreter!r} not found"
        )
    base.update(executable=executable, interpreter=interpreter)
    try:
        files = digests.covered_files(m.digest, executable=executable, worker_module=m.run.worker)
    except (digests.DigestError, OSError) as exc:
        return _unavailable(base, UnavailableReason.EXECUTABLE_NOT_FOUND, f"cannot find the files to digest: {exc}")
    # The cache is keyed by the files' stat fingerprint: a hit costs stat calls, no hashing.
    key = _cache_key(sourced, executable, interpreter, digests.fingerprint(files))
    if cache is not None:
        hit = cache.get(m.provider, key)
        if hit is not None:
            return hit
    try:
        identity = digests.compute(m.digest, executable=executable, worker_module=m.run.worker)
    except (digests.DigestError, OSError) as exc:
        return _unavailable(base, UnavailableReason.EXECUTABLE_NOT_FOUND, f"cannot compute digest: {exc}")
    base.update(digest=identity.digest, fingerprint=identity.fingerprint, digest_files=identity.files)
    if m.digest.expected and m.digest.expected != identity.digest:
        health = _unavailable(
            base,
            UnavailableReason.DIGEST_MISMATCH,
            f"digest {identity.digest} does not match the pinned {m.digest.expected}",
        )
        if cache is not None:
            cache.put(m.provider, key, health)
        return health
    health = await _run_probe(m, base, executable, interpreter, supervisor)
    if cache is not None and health.reason is not UnavailableReason.PROBE_TIMEOUT:
        cache.put(m.provider, key, health)
    return health


async def _run_probe(
    m: Manifest, base: dict[str, Any], executable: str | None, interpreter: str | None, supervisor: Supervisor
) -> ProviderHealth:
    from .supervisor import LayerUnavailable

    job = Job(
        argv=probe_argv(m, executable, interpreter),
        stdin=m.probe.stdin.encode(),
        budget=Budget(
            wall_seconds=m.probe.timeout_seconds,
            memory_bytes=m.limits.default.memory,
            max_processes=m.limits.default.processes,
            output_bytes=PROBE_OUTPUT_BYTES,
            file_size_bytes=m.limits.default.file_size,
        ),
        protocol="raw",
        readonly_root=m.isolation.readonly_root,
        unprivileged=m.isolation.unprivileged,  # probed exactly as its jobs run (a uid that cannot reach it fails here)
        grace_seconds=m.limits.grace_seconds,
        label=f"probe:{m.provider}",
    )
    started = time.perf_counter()
    try:
        outcome = await supervisor.run(job)
    except LayerUnavailable as exc:
        return _unavailable(base, UnavailableReason.SANDBOX_LAYER_MISSING, str(exc))
    elapsed = time.perf_counter() - started
    base["probe_seconds"] = round(elapsed, 4)
    out = outcome.stdout.decode("utf-8", "replace")
    if outcome.termination is TerminationReason.WALL_TIMEOUT:
        return _unavailable(
            base, UnavailableReason.PROBE_TIMEOUT, f"probe did not finish within {m.probe.timeout_seconds:g} s"
        )
    expected_code = m.probe.expect.exit_code
    if outcome.termination is not TerminationReason.EXITED or (
        expected_code is not None and outcome.exit_code != expected_code
    ):
        err = outcome.stderr.decode("utf-8", "replace").strip().splitlines()[-1:] or [outcome.detail or ""]
        return _unavailable(
            base,
            UnavailableReason.PROBE_FAILED,
            f"probe ended {outcome.termination.value} (exit {outcome.exit_code}, signal {outcome.signal}): "
            f"{err[0][:300]}",
        )
    regex = m.probe.expect.stdout_regex
    if regex and not re.search(regex, out, re.MULTILINE):
        return _unavailable(
            base,
            UnavailableReason.PROBE_OUTPUT_MISMATCH,
            f"probe output does not match {regex!r}: {out.strip()[:200]!r}",
        )
    version = "unknown"
    if m.probe.expect.version_regex:
        vm = re.search(m.probe.expect.version_regex, out, re.MULTILINE)
        if not vm:
            return _unavailable(
                base,
                UnavailableReason.PROBE_OUTPUT_MISMATCH,
                f"no version matching {m.probe.expect.version_regex!r} in probe output",
            )
        version = vm.group(1) if vm.groups() else vm.group(0)
    if m.version != "*" and not re.search(m.version, version):
        return _unavailable(
            base,
            UnavailableReason.PROBE_OUTPUT_MISMATCH,
            f"version {version} does not match the expected {m.version!r}",
            version=version,
        )
    return ProviderHealth(**base, status=ProviderStatus.AVAILABLE, version=version, message="healthy")


async def probe_all(
    manifests: dict[str, SourcedManifest], supervisor: Supervisor, cache: ProbeCache | None
) -> dict[str, ProviderHealth]:
    results: dict[str, ProviderHealth] = {}

    async def one(pid: str, sourced: SourcedManifest) -> None:
        results[pid] = await probe_one(sourced, supervisor, cache)

    async with trio.open_nursery() as nursery:
        for pid, sourced in manifests.items():
            nursery.start_soon(one, pid, sourced)
    if cache is not None:
        try:
            cache.save()
        except OSError:
            pass  # a read-only state directory only costs re-probing next time
    return dict(sorted(results.items()))


def host_platform() -> str:
    return f"{platform.system().lower()}-{platform.machine()}"
