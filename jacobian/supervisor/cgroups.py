"""One cgroup per job: memory and pids limits, accurate peak memory and CPU,
and a reliable way to kill everything the job started (``setsid`` included).

cgroup v1 memory and cpuacct go through ``cgroupspy`` (which has no pids
controller, so pids is plain files); cgroup v2 is plain files under the
process's own delegated cgroup.
"""

from __future__ import annotations

import errno
import os
import signal
import threading
import time
import uuid

import trio
from cgroupspy.nodes import Node

from .host import CGROUP_ROOT, CgroupSetup


def _node_for(path: str) -> Node:
    """A cgroupspy node for an existing directory under /sys/fs/cgroup, without walking the tree."""
    rel = os.path.relpath(path, CGROUP_ROOT)
    node = Node(CGROUP_ROOT.encode())
    for part in rel.split("/"):
        if part and part != ".":
            node = Node(part.encode(), parent=node)
    return node


def _read(path: str) -> str | None:
    try:
        with open(path) as f:
            return f.read()
    except OSError:
        return None


def _write(path: str, value: str) -> bool:
    try:
        with open(path, "w") as f:
            f.write(value)
        return True
    except OSError:
        return False


def _kv(text: str | None) -> dict[str, int]:
    out: dict[str, int] = {}
    for line in (text or "").splitlines():
        parts = line.split()
        if len(parts) == 2 and parts[1].lstrip("-").isdigit():
            out[parts[0]] = int(parts[1])
    return out


class JobCgroup:
    """The cgroup(s) of one job. ``applied`` names the controllers whose limits are set.

    Creating one raises ``OSError`` when a directory cannot be made or a limit cannot be set,
    and then leaves nothing behind (what it had made is removed). Once created the directories
    stay until :meth:`remove`, which succeeds only once :meth:`kill_all` has emptied them.
    """

    def __init__(
        self,
        setup: CgroupSetup,
        name: str,
        memory_bytes: int | None,
        max_processes: int | None,
        want_memory: bool = True,
        want_pids: bool = True,
    ) -> None:
        self.setup = setup
        self.name = name
        self.dirs: dict[str, str] = {}
        self.applied: dict[str, str] = {}
        self._mem_node: Node | None = None
        self._fds: dict[str, int] = {}  # statistics files kept open (see _stat)
        try:
            if setup.version == 1:
                self._create_v1(memory_bytes, max_processes, want_memory, want_pids)
            else:
                self._create_v2(memory_bytes, max_processes, want_memory, want_pids)
        except BaseException:
            self.remove()
            raise

    # creation -------------------------------------------------------------
    def _create_v1(
        self, memory_bytes: int | None, max_processes: int | None, want_memory: bool, want_pids: bool
    ) -> None:
        parents = self.setup.parents
        if "memory" in parents and (want_memory or want_pids):
            # the memory cgroup is also used for peak memory and killing, so make it even without a limit
            node = _node_for(parents["memory"]).create_cgroup(self.name)
            self._mem_node = node
            self.dirs["memory"] = node.full_path.decode()
            if want_memory and memory_bytes:
                node.controller.limit_in_bytes = memory_bytes
                # keep swap from extending the limit where swap accounting exists
                _write(os.path.join(self.dirs["memory"], "memory.memsw.limit_in_bytes"), str(memory_bytes))
                self.applied["memory"] = f"memory.limit_in_bytes={memory_bytes}"
        if "pids" in parents:
            d = os.path.join(parents["pids"], self.name)
            os.mkdir(d)
            self.dirs["pids"] = d
            if want_pids and max_processes:
                if not _write(os.path.join(d, "pids.max"), str(max_processes)):
                    raise OSError(errno.EIO, "cannot set pids.max")
                self.applied["pids"] = f"pids.max={max_processes}"
        if "cpuacct" in parents:
            node = _node_for(parents["cpuacct"]).create_cgroup(self.name)
            self.dirs["cpuacct"] = node.full_path.decode()

    def _create_v2(
        self, memory_bytes: int | None, max_processes: int | None, want_memory: bool, want_pids: bool
    ) -> None:
        d = os.path.join(self.setup.parents["unified"], self.name)
        os.mkdir(d)
        self.dirs["unified"] = d
        if want_memory and memory_bytes and _write(os.path.join(d, "memory.max"), str(memory_bytes)):
            _write(os.path.join(d, "memory.swap.max"), "0")
            self.applied["memory"] = f"memory.max={memory_bytes}"
        if want_pids and max_processes and _write(os.path.join(d, "pids.max"), str(max_processes)):
            self.applied["pids"] = f"pids.max={max_processes}"

    # joining --------------------------------------------------------------
    def open_procs_fds(self) -> list[int]:
        """Write-only fds of every cgroup.procs; the child writes "0" to each before exec (then they close on exec)."""
        return [os.open(os.path.join(d, "cgroup.procs"), os.O_WRONLY | os.O_CLOEXEC) for d in self.dirs.values()]

    def join(self, pid: int) -> None:
        """Move ``pid`` (a process forked outside, not yet given any work) into every directory. Raises OSError."""
        for d in self.dirs.values():
            with open(os.path.join(d, "cgroup.procs"), "w") as f:
                f.write(str(pid))

    # statistics -----------------------------------------------------------
    def _stat(self, controller: str, name: str) -> str | None:
        """A statistics file of this cgroup, or None. Its descriptor stays open and each read is one pread
        at offset 0 (the kernel shows the file afresh): a pooled request reads several of them before and
        after, where an open and close each cost fifty times the read."""
        d = self.dirs.get(controller)
        if d is None:
            return None
        path = os.path.join(d, name)
        fd = self._fds.get(path)
        try:
            if fd is None:
                fd = self._fds[path] = os.open(path, os.O_RDONLY | os.O_CLOEXEC)
            return os.pread(fd, 4096, 0).decode()
        except OSError:
            return None

    def pids(self) -> set[int]:
        out: set[int] = set()
        for d in self.dirs.values():
            for line in (_read(os.path.join(d, "cgroup.procs")) or "").split():
                out.add(int(line))
        return out

    def peak_memory(self) -> int | None:
        if self.setup.version == 1:
            v = self._stat("memory", "memory.max_usage_in_bytes")
        else:
            v = self._stat("unified", "memory.peak")
        return int(v) if v and v.strip().isdigit() else None

    def file_cache(self) -> int | None:
        """The page cache charged to the cgroup now (v1 ``total_cache``, v2 ``file`` of memory.stat): pages
        of files the job wrote or read. The peak (:meth:`peak_memory`) counts them too, though the kernel
        reclaims them under the limit rather than fail an allocation."""
        if self.setup.version == 1 and "memory" in self.dirs:
            return _kv(self._stat("memory", "memory.stat")).get("total_cache")
        if "unified" in self.dirs:
            return _kv(self._stat("unified", "memory.stat")).get("file")
        return None

    def memory_now(self) -> int | None:
        """The memory charged to the cgroup now (v1 usage_in_bytes, v2 memory.current)."""
        if "memory" in self.dirs:
            v = self._stat("memory", "memory.usage_in_bytes")
        else:
            v = self._stat("unified", "memory.current")
        return int(v) if v and v.strip().isdigit() else None

    def memory_events(self) -> dict[str, int]:
        """Counters that say whether the memory limit was hit: oom_kill, failcnt (v1) or max/oom (v2)."""
        if self.setup.version == 1 and "memory" in self.dirs:
            ev = _kv(self._stat("memory", "memory.oom_control"))
            ev["failcnt"] = int((self._stat("memory", "memory.failcnt") or "0").strip() or 0)
            return ev
        if "unified" in self.dirs:
            return _kv(self._stat("unified", "memory.events"))
        return {}

    def pids_limit_hits(self) -> int:
        return _kv(self._stat("pids" if "pids" in self.dirs else "unified", "pids.events")).get("max", 0)

    def cpu_seconds(self) -> float | None:
        if "cpuacct" in self.dirs:
            v = self._stat("cpuacct", "cpuacct.usage")
            return int(v) / 1e9 if v and v.strip().isdigit() else None
        if "unified" in self.dirs:
            usec = _kv(self._stat("unified", "cpu.stat")).get("usage_usec")
            return usec / 1e6 if usec is not None else None
        return None

    # teardown -------------------------------------------------------------
    def signal_all(self, sig: int) -> set[int]:
        pids = self.pids()
        for pid in pids:
            try:
                os.kill(pid, sig)
            except ProcessLookupError:
                pass
        return pids

    def kill_all(self, timeout: float = 2.0) -> set[int]:
        """SIGKILL every member until none is left; return every pid seen (for reaping).

        Forks are stopped first (pids.max=0 on v1, cgroup.kill on v2) so a fork
        bomb cannot outrun the loop.
        """
        seen: set[int] = set()
        if "unified" in self.dirs and _write(os.path.join(self.dirs["unified"], "cgroup.kill"), "1"):
            pass
        if "pids" in self.dirs:
            _write(os.path.join(self.dirs["pids"], "pids.max"), "0")
        deadline = time.monotonic() + timeout
        delay = 0.0005
        while True:
            killed = self.signal_all(signal.SIGKILL)
            seen |= killed
            if not killed or time.monotonic() > deadline:
                return seen
            time.sleep(delay)
            delay = min(delay * 2, 0.01)

    def remove(self, timeout: float = 2.0) -> bool:
        """rmdir every directory (retrying while dying tasks drain); True when all are gone."""
        for fd in self._fds.values():
            os.close(fd)
        self._fds.clear()
        deadline = time.monotonic() + timeout
        ok = True
        for key, d in list(self.dirs.items()):
            while True:
                try:
                    os.rmdir(d)
                    break
                except FileNotFoundError:
                    break
                except OSError as exc:
                    if exc.errno != errno.EBUSY or time.monotonic() > deadline:
                        ok = False
                        break
                    time.sleep(0.001)
            if not os.path.exists(d):
                del self.dirs[key]
        return ok


#: What a job's cgroup is made with: (memory limit, pids.max, want memory, want pids).
CgroupKey = tuple[int | None, int | None, bool, bool]


class Reserve:
    """Job cgroups made ahead, by what they are made with: a job starting takes one that is ready (made,
    its limits written) instead of making it on its way, and the next is made meanwhile in a worker
    thread (at most ``PER_KEY`` wait per key; they hold no process). The spares live no longer than the
    trio run that made them (a system task removes them as the run ends, even for a supervisor never
    closed) and :meth:`aclose` removes them at once: afterwards none is left."""

    PER_KEY = 2

    def __init__(self, setup: CgroupSetup) -> None:
        self.setup = setup
        self._spares: dict[CgroupKey, list[JobCgroup]] = {}
        self._lock = threading.Lock()  # taken in the event loop and in the worker threads that make spares
        self._closed = False
        self._making = 0
        self._made = trio.lowlevel.ParkingLot()
        self._kept = False  # a keeper task runs in this trio run

    def take(self, key: CgroupKey) -> JobCgroup:
        """A cgroup made with ``key``: a spare when one is ready, else made now. Raises OSError."""
        with self._lock:
            spares = self._spares.get(key)
            ready = spares.pop() if spares else None
        if not self._closed:
            if not self._kept:
                self._kept = True
                trio.lowlevel.spawn_system_task(self._keeper)
            trio.lowlevel.spawn_system_task(self._refill, key)
        return ready if ready is not None else self._new(key)

    async def _keeper(self) -> None:
        """Waits for the end of the trio run, then removes the spares (a system task: never raises)."""
        try:
            await trio.sleep_forever()
        finally:
            with trio.CancelScope(shield=True):
                await self._drain()
            self._kept = False

    def _new(self, key: CgroupKey) -> JobCgroup:
        memory, pids, want_memory, want_pids = key
        name = f"jacobian-{os.getpid()}-{uuid.uuid4().hex[:12]}"
        return JobCgroup(self.setup, name, memory, pids, want_memory=want_memory, want_pids=want_pids)

    async def _refill(self, key: CgroupKey) -> None:
        """Make one spare of ``key`` in a worker thread (a system task: never raises)."""
        self._making += 1
        try:
            await trio.to_thread.run_sync(self._make, key)
        except Exception:  # noqa: BLE001 - the next job then makes its own
            pass
        finally:
            self._making -= 1
            self._made.unpark_all()

    def _make(self, key: CgroupKey) -> None:
        with self._lock:
            if not self._open() or len(self._spares.get(key, ())) >= self.PER_KEY:
                return
        cgroup = self._new(key)
        with self._lock:
            if self._open():  # (aclose may have come meanwhile, from the event loop)
                self._spares.setdefault(key, []).append(cgroup)
                return
        cgroup.remove()

    def _open(self) -> bool:
        return not self._closed

    async def settled(self) -> None:
        """Return once no spare is being made."""
        while self._making:
            await self._made.park()

    async def _drain(self) -> None:
        """Wait for the spares being made, then remove every spare."""
        await self.settled()
        with self._lock:
            spares = [cg for group in self._spares.values() for cg in group]
            self._spares.clear()
        for cgroup in spares:
            cgroup.remove()  # empty directories: an rmdir each

    async def aclose(self) -> None:
        self._closed = True
        with trio.CancelScope(shield=True):
            await self._drain()
