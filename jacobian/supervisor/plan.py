"""Decide, before spawning, exactly which layers a job gets and how.

The plan is the single source of ``Outcome.enforcement`` and
``Outcome.skipped_layers``: a layer appears in enforcement only if the plan
applies it, and every other layer is listed as skipped with the reason.
"""

from __future__ import annotations

import math
import os
import resource
import shutil
import sys
from dataclasses import dataclass, field

from jacobian.contracts.enums import SandboxLayer as L
from jacobian.contracts.job import MIB, Job
from jacobian.contracts.result import Enforcement

from . import spawn
from .errors import LayerUnavailable
from .host import HostReport

#: PATH inside the sandbox; the server's own interpreter directory comes first so that
#: ``python3`` in a worker argv is the interpreter that has ``jacobian.wire``.
SAFE_PATH = os.pathsep.join(dict.fromkeys([os.path.dirname(sys.executable), "/usr/local/bin", "/usr/bin", "/bin"]))


@dataclass
class Plan:
    """Which layers a job gets and how (``make_plan``): the rlimits, cgroup controllers,
    namespaces and bwrap prefix to apply, and each skipped layer with its reason. A value."""

    enforcement: list[Enforcement] = field(default_factory=list)
    skipped: dict[L, str] = field(default_factory=dict)
    rlimits: list[tuple[int, int, int]] = field(default_factory=list)
    cgroup_memory: bool = False
    cgroup_pids: bool = False
    netns: bool = False
    pidns: bool = False
    pdeath: bool = False
    bwrap: str | None = None
    drop_to: tuple[int, int] | None = None  # (uid, gid) the job runs as
    applied: set[L] = field(default_factory=set)

    def apply(self, layer: L, mechanism: str, detail: str | None = None) -> None:
        self.applied.add(layer)
        self.enforcement.append(Enforcement(layer=layer, mechanism=mechanism, detail=detail))

    def skip(self, layer: L, reason: str) -> None:
        self.skipped[layer] = reason


def _wanted(job: Job, layer: L) -> bool:
    if layer in job.required_layers:
        return True
    return job.best_effort_layers is None or layer in job.best_effort_layers


def make_plan(job: Job, host: HostReport) -> Plan:
    """Build the plan; raise LayerUnavailable if a required layer is missing."""
    for layer in job.required_layers:
        status = host.layers[layer]
        if not status.available:
            raise LayerUnavailable(layer, status.reason or "not available")
    b = job.budget
    p = Plan()
    # Always on: they cost nothing and the supervisor depends on them.
    p.apply(L.SCRATCH_DIR, "tempdir", "fresh cwd, HOME and TMPDIR, removed afterwards")
    p.apply(L.ENV_ALLOWLIST, "allowlist", f"PATH={SAFE_PATH}")
    p.apply(L.SESSION, "setsid", "own session and process group")
    p.apply(L.WALL_CLOCK, "supervisor", f"{b.wall_seconds:g}s")
    p.apply(L.OUTPUT_CAP, "supervisor", f"{b.output_bytes} bytes (stdout+stderr)")

    def want(layer: L, needed: bool, what: str) -> bool:
        if not _wanted(job, layer):
            p.skip(layer, "not requested by the job")
            return False
        if not needed:
            p.skip(layer, what)
            return False
        if not host.available(layer):
            p.skip(layer, host.layers[layer].reason or "not available on this host")
            return False
        return True

    if want(L.CGROUP_MEMORY, b.memory_bytes is not None, "no memory limit in the budget"):
        p.cgroup_memory = True
        p.apply(L.CGROUP_MEMORY, host.layers[L.CGROUP_MEMORY].mechanism or "cgroup", f"{b.memory_bytes} bytes resident")
    if want(L.CGROUP_PIDS, b.max_processes is not None, "no process limit in the budget"):
        p.cgroup_pids = True
        p.apply(L.CGROUP_PIDS, host.layers[L.CGROUP_PIDS].mechanism or "cgroup", f"at most {b.max_processes} processes")
    # (each `and ... is not None` below repeats what `want` checked, for the type checker)
    memory, cpu, fsize, nproc = b.memory_bytes, b.cpu_seconds, b.file_size_bytes, b.max_processes
    if want(L.RLIMIT_AS, memory is not None, "no memory limit in the budget") and memory is not None:
        # Address space is not resident memory: when the cgroup holds the real limit,
        # the rlimit is a backstop with headroom for large virtual reservations.
        limit = memory if not p.cgroup_memory else 2 * memory + 256 * MIB
        p.rlimits.append((resource.RLIMIT_AS, limit, limit))
        p.apply(L.RLIMIT_AS, "rlimit", f"{limit} bytes of address space")
    if want(L.RLIMIT_CPU, cpu is not None, "no CPU limit in the budget") and cpu is not None:
        soft = max(1, math.ceil(cpu))
        p.rlimits.append((resource.RLIMIT_CPU, soft, soft + 1))
        p.apply(L.RLIMIT_CPU, "rlimit", f"SIGXCPU at {soft}s, SIGKILL at {soft + 1}s (per process)")
    if want(L.RLIMIT_FSIZE, fsize is not None, "no file size limit in the budget") and fsize is not None:
        p.rlimits.append((resource.RLIMIT_FSIZE, fsize, fsize))
        p.apply(L.RLIMIT_FSIZE, "rlimit", f"{fsize} bytes per file")
    if want(L.RLIMIT_NOFILE, True, ""):
        p.rlimits.append((resource.RLIMIT_NOFILE, b.open_files, b.open_files))
        p.apply(L.RLIMIT_NOFILE, "rlimit", f"{b.open_files} descriptors")
    if want(L.RLIMIT_NPROC, nproc is not None, "no process limit in the budget") and nproc is not None:
        p.rlimits.append((resource.RLIMIT_NPROC, nproc, nproc))
        p.apply(L.RLIMIT_NPROC, "rlimit", f"{nproc} processes for the uid")
    if want(L.RLIMIT_CORE, True, ""):
        p.rlimits.append((resource.RLIMIT_CORE, 0, 0))
        p.apply(L.RLIMIT_CORE, "rlimit", "no core dumps")
    if want(L.NETWORK_NAMESPACE, not b.network, "the budget allows network access"):
        p.netns = True
        p.apply(L.NETWORK_NAMESPACE, "netns", "new network namespace without interfaces")
    if want(
        L.PID_NAMESPACE,
        spawn.pidns_available(host.is_root),
        "only a set-up program (the helper or the exec chain) can give one, and neither is in use",
    ):
        p.pidns = True
        if spawn.helper_available(host.is_root):
            p.apply(L.PID_NAMESPACE, "unshare", "own PID namespace under the set-up helper's init; killed with it")
        else:
            p.apply(L.PID_NAMESPACE, "unshare", "own PID namespace under a shell init; killed with unshare")
    if want(L.PARENT_DEATH, True, ""):
        p.pdeath = True
        p.apply(L.PARENT_DEATH, "pdeathsig", "SIGKILL when the supervisor dies")
    if want(L.UNPRIVILEGED_USER, job.unprivileged, "the job did not ask to run unprivileged"):
        from .host import JOB_GID, JOB_UID

        p.drop_to = (JOB_UID, JOB_GID)
        p.apply(
            L.UNPRIVILEGED_USER,
            "setpriv",
            f"uid {JOB_UID} gid {JOB_GID}, no supplementary groups, no capabilities, no_new_privs",
        )
    if want(L.READONLY_ROOT, job.readonly_root, "the job did not ask for a read-only root"):
        p.bwrap = host.bwrap
        p.apply(L.READONLY_ROOT, "bubblewrap", "root bound read-only; scratch writable")
    if host.is_root and p.drop_to is None:
        _report_undoable(p)
    return p


#: Layers a job running as root (with every capability) could undo from inside:
#: remount the root read-write, setns into the server's namespaces, move itself into
#: another cgroup. They are still applied, but not reported as enforced.
_UNDOABLE_BY_ROOT = (L.READONLY_ROOT, L.NETWORK_NAMESPACE, L.PID_NAMESPACE, L.CGROUP_MEMORY, L.CGROUP_PIDS)


def _report_undoable(p: Plan) -> None:
    for layer in _UNDOABLE_BY_ROOT:
        if layer in p.applied:
            p.applied.discard(layer)
            p.enforcement = [e for e in p.enforcement if e.layer is not layer]
            p.skip(layer, "applied, but the job runs as root with every capability and could undo it")


def build_env(job: Job, scratch: str) -> dict[str, str]:
    env = {
        "PATH": SAFE_PATH,
        "LANG": "C.UTF-8",
        "LC_ALL": "C.UTF-8",
        "HOME": scratch,
        "TMPDIR": scratch,
        "PYTHONDONTWRITEBYTECODE": "1",
    }
    if job.budget.memory_bytes is not None:
        # Lets a worker size itself to its budget before the first request (GAP's workspace).
        env["JACOBIAN_MEMORY_BYTES"] = str(job.budget.memory_bytes)
    env.update(job.env)
    return env


def resolve_argv0(name: str, env: dict[str, str]) -> str | None:
    if os.path.isabs(name):
        return name if os.access(name, os.X_OK) else None
    return shutil.which(name, path=env.get("PATH", SAFE_PATH))


def bwrap_prefix(bwrap: str, scratch: str) -> list[str]:
    """A read-only view of / with a writable scratch dir. No --die-with-parent: its
    parent-death signal fires when the spawning *thread* exits, not the server."""
    return [
        bwrap,
        "--ro-bind",
        "/",
        "/",
        "--dev",
        "/dev",
        "--proc",
        "/proc",
        "--bind",
        scratch,
        scratch,
        "--chdir",
        scratch,
        "--",
    ]
