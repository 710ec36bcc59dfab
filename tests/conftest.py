"""Test-suite wide settings: every test runs against a private state directory
and an empty operator manifest directory, never the machine's real ones."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
FIXTURES = REPO.parent / "shared" / "fixtures"


@pytest.fixture(autouse=True, scope="session")
def _isolated_dirs(tmp_path_factory: pytest.TempPathFactory):
    base = tmp_path_factory.mktemp("jacobian-env")
    saved = {k: os.environ.get(k) for k in ("JACOBIAN_STATE_DIR", "JACOBIAN_MANIFEST_DIR", "XDG_CONFIG_HOME")}
    os.environ["JACOBIAN_STATE_DIR"] = str(base / "state")
    os.environ["JACOBIAN_MANIFEST_DIR"] = str(base / "operator-manifests")
    os.environ["XDG_CONFIG_HOME"] = str(base / "config")
    yield
    for key, value in saved.items():
        if value is None:
            os.environ.pop(key, None)
        else:
            os.environ[key] = value


@pytest.fixture
def fixtures_dir() -> Path:
    if not FIXTURES.is_dir():
        pytest.fail(f"shared fixtures not found at {FIXTURES}")
    return FIXTURES
