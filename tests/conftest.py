"""Test-suite wide settings: every test runs against a private state directory
and an empty operator manifest directory, never the machine's real ones."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))  # for tests/fixture_paths.py

from fixture_paths import FIXTURES  # noqa: E402
from hypothesis import settings  # noqa: E402
from lanes import FAST, FAST_MODULES  # noqa: E402

# The fast lane (JACOBIAN_TEST_LANE=fast) runs each property with few examples; see tests/lanes.py.
settings.register_profile("fast-lane", max_examples=10, deadline=None)
if FAST:
    settings.load_profile("fast-lane")

TESTS = Path(__file__).resolve().parent


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark the fast lane's unit-test modules (tests/lanes.py) ``fast``."""
    for item in items:
        if item.path.relative_to(TESTS).as_posix() in FAST_MODULES:
            item.add_marker(pytest.mark.fast)


try:  # the tests run against the installed package, never the bare source tree
    import jacobian.checkers  # noqa: F401  (only exists as installed: checkers/ maps into jacobian)
except ModuleNotFoundError:  # pragma: no cover - a setup mistake, said plainly
    pytest.exit(
        "jacobian is imported from the source tree, not the installed package: "
        "run `just test`, or `python -P -m pytest` after `pip install .`",
        returncode=4,
    )


@pytest.fixture(autouse=True, scope="session")
def _isolated_dirs(tmp_path_factory: pytest.TempPathFactory):
    base = tmp_path_factory.mktemp("jacobian-env")
    names = ("JACOBIAN_STATE_DIR", "JACOBIAN_MANIFEST_DIR", "XDG_CONFIG_HOME", "XDG_RUNTIME_DIR")
    saved = {k: os.environ.get(k) for k in names}
    os.environ["JACOBIAN_STATE_DIR"] = str(base / "state")
    os.environ["JACOBIAN_MANIFEST_DIR"] = str(base / "operator-manifests")
    os.environ["XDG_CONFIG_HOME"] = str(base / "config")
    os.environ["XDG_RUNTIME_DIR"] = str(base / "run")  # the relay's daemon sockets: never the user's own
    yield
    for key, value in saved.items():
        if value is None:
            os.environ.pop(key, None)
        else:
            os.environ[key] = value


@pytest.fixture(autouse=True, scope="session")
def _probe_template(tmp_path_factory: pytest.TempPathFactory):
    """Where warmstate keeps this session's probe cache (filled on first use)."""
    import warmstate

    warmstate.TEMPLATE = tmp_path_factory.mktemp("probe-template")
    yield
    warmstate.TEMPLATE = None


@pytest.fixture
def warm_state_dir(tmp_path: Path) -> Path:
    """A fresh state directory with every bundled provider's probe already cached (see tests/warmstate.py)."""
    import warmstate

    return warmstate.state_dir(tmp_path / "state")


@pytest.fixture(autouse=True, scope="session")
def _no_daemon_outlives_the_suite(tmp_path_factory: pytest.TempPathFactory):
    """Runtime daemons started by a test's relay run in their own session (not children of
    the test process): at the end, stop (SIGTERM, then SIGKILL) every one whose command line
    names a path under this run's temporary directory, with its pooled workers."""
    import psutil

    yield
    root = str(tmp_path_factory.getbasetemp())

    def ours(p: psutil.Process) -> bool:
        try:
            cmd = p.cmdline()
        except psutil.Error:
            return False
        return "unix-daemon" in cmd and any(a.startswith(root) for a in cmd)

    daemons = [p for p in psutil.process_iter() if ours(p)]
    family = []
    for daemon in daemons:
        try:
            family += [daemon, *daemon.children(recursive=True)]
            daemon.terminate()
        except psutil.Error:
            pass
    _, alive = psutil.wait_procs(family, timeout=20)
    for p in alive:
        try:
            p.kill()
        except psutil.Error:
            pass


@pytest.fixture
def fixtures_dir() -> Path:
    if not FIXTURES.is_dir():
        pytest.fail(f"test data not found at {FIXTURES}")
    return FIXTURES


@pytest.fixture(autouse=True, scope="session")
def _no_process_outlives_the_suite():
    """Set up first, torn down last: once every other fixture is finalized, no
    process started by any test may still be running (a leak check for the
    whole suite, pooled workers and MCP servers included)."""
    import psutil

    yield
    import time

    deadline = time.monotonic() + 5
    while True:
        alive = [p for p in psutil.Process().children(recursive=True) if p.status() != psutil.STATUS_ZOMBIE]
        if not alive or time.monotonic() > deadline:
            break
        time.sleep(0.1)
    assert not alive, "processes left running after the suite: " + ", ".join(
        f"{p.pid} {' '.join(p.cmdline())[:120]}" for p in alive
    )
