from __future__ import annotations

from pathlib import Path

import pytest

from jacobian.checkers.spec import CheckerSpec
from jacobian.state import State


@pytest.fixture
def state(tmp_path):
    with State.open(tmp_path / "state") as s:
        yield s


def make_checker(
    folder: Path, checker_id: str = "test.checker", source: str = "def check(): return True\n"
) -> CheckerSpec:
    """A CheckerSpec over a file of our own (an absolute path, which spec.digest reads as is)."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{checker_id.replace('.', '_')}.py"
    path.write_text(source)
    return CheckerSpec(
        id=checker_id,
        module=f"tests.{checker_id}",
        claims=("sat.model",),
        formats=("dimacs-model",),
        sources=(str(path),),
        description="a test checker",
    )


@pytest.fixture
def checker(tmp_path):
    return make_checker(tmp_path / "checkers")
