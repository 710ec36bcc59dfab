"""A probed state directory for the tests that do not test probing.

Opening a runtime on a fresh state directory runs every provider's probe (seconds: GAP, Sage, Coq
start); a second open reads the probe cache instead. :func:`state_dir` gives a test its own fresh
state directory holding only a copy of one session-wide probe cache, filled once by a real runtime
in a subprocess (so it works inside or outside trio). The test's database, artifacts and
authorizations are its own. Tests of probing itself (the cache, a provider changing, a broken
probe) use a bare directory instead.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from jacobian.probes import CACHE_FILE

TEMPLATE: Path | None = None  # set per session by tests/conftest.py

_FILL = """
import sys, trio
from pathlib import Path
from jacobian.runtime import Runtime, RuntimeConfig
root = Path(sys.argv[1])
async def main():
    async with Runtime.open(RuntimeConfig(state_dir=root / "state", manifest_dir=root / "no-operator")):
        pass
trio.run(main)
"""


def _template() -> Path:
    if TEMPLATE is None:
        raise RuntimeError("tests/conftest.py sets warmstate.TEMPLATE for the session")
    cache = TEMPLATE / "state" / CACHE_FILE
    if not cache.exists():
        subprocess.run([sys.executable, "-P", "-c", _FILL, str(TEMPLATE)], check=True, timeout=600)
    return cache


def state_dir(target: Path) -> Path:
    """``target`` as a new state directory whose probe cache already holds every bundled provider."""
    cache = _template()
    target.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(cache, target / CACHE_FILE)
    return target
