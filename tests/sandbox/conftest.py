import atexit
import os
import shutil
import sys
import tempfile

import psutil
import pytest
import trio

from jacobian.contracts.job import Budget, Job
from jacobian.supervisor import Supervisor, detect_host
from jacobian.supervisor.scratch import BASE

HERE = os.path.dirname(os.path.abspath(__file__))
PY = sys.executable


def _reachable_copies(*names: str) -> str:
    """Jobs run as uid 65534, which cannot read a checkout under a private directory (a
    ``mktemp -d`` folder is 0700): the worker scripts they run are copied where it can."""
    d = tempfile.mkdtemp(prefix="jacobian-test-workers-")
    os.chmod(d, 0o755)
    for name in names:
        shutil.copy(os.path.join(HERE, name), d)
        os.chmod(os.path.join(d, name), 0o644)
    atexit.register(shutil.rmtree, d, True)
    return d


_WORKERS = _reachable_copies("worker_echo.py", "worker_attack.py")
WORKER = os.path.join(_WORKERS, "worker_echo.py")
ATTACKER = os.path.join(_WORKERS, "worker_attack.py")


def job(*argv, **kw) -> Job:
    budget = kw.pop("budget", None) or Budget(**kw.pop("b", {}))
    return Job(argv=tuple(argv), budget=budget, **kw)


def py(code: str, **kw) -> Job:
    return job(PY, "-c", code, **kw)


def run(j: Job, sup: Supervisor | None = None, on_event=None):
    async def main():
        s = sup or Supervisor()
        try:
            return await s.run(j, on_event)
        finally:
            if sup is None:
                await s.aclose()

    return trio.run(main)


def job_cgroups() -> list[str]:
    host = detect_host()
    out = []
    if host.cgroup:
        for parent in host.cgroup.parents.values():
            out += [os.path.join(parent, d) for d in os.listdir(parent) if d.startswith(f"jacobian-{os.getpid()}-")]
    return out


def leftovers(baseline: frozenset[int] = frozenset()) -> dict:
    """Everything a finished job could have left behind (children not in ``baseline``:
    other test folders may hold session-wide workers while these tests run)."""
    me = psutil.Process()
    kids = [c for c in me.children(recursive=True) if c.pid not in baseline]
    return {
        "children": [(c.pid, c.status()) for c in kids if _alive(c)],
        "scratch": [d for d in os.listdir(BASE) if d.startswith(f"job-{os.getpid()}-")] if os.path.isdir(BASE) else [],
        "cgroups": job_cgroups(),
    }


def _alive(p: psutil.Process) -> bool:
    try:
        p.status()
        return True
    except psutil.NoSuchProcess:
        return False


def assert_clean(baseline: frozenset[int] = frozenset()) -> None:
    assert leftovers(baseline) == {"children": [], "scratch": [], "cgroups": []}


def _children() -> frozenset[int]:
    return frozenset(c.pid for c in psutil.Process().children(recursive=True))


@pytest.fixture(autouse=True)
def _clean_after():
    before = _children()
    yield
    assert_clean(before)
