"""Fixtures for the MCP tests: a state directory with the bundled checkers authorized,
and the parameters that start ``jacobian-mcp`` as a real subprocess over stdio."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest
from mcp.client.stdio import StdioServerParameters

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))


def authorize_bundled(state_dir: Path) -> None:
    from jacobian.checkers import BUNDLED
    from jacobian.state import State

    state = State.open(state_dir, exclusive=False)
    try:
        for spec in BUNDLED:
            state.authorizations.authorize(spec, "tests: operator authorizes the bundled checkers")
    finally:
        state.close()


@pytest.fixture(scope="session")
def state_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One state directory for the session, so provider probes are cached after the first start."""
    path = tmp_path_factory.mktemp("jacobian-state")
    authorize_bundled(path)
    return path


def server_params(state_dir: Path, *extra: str) -> StdioServerParameters:
    # The jacobian-mcp of the interpreter running the tests first (a venv's, when PATH does not name it),
    # so the server under test is the package these tests import.
    exe = shutil.which("jacobian-mcp", path=str(Path(sys.executable).parent)) or shutil.which("jacobian-mcp")
    command, prefix = (exe, []) if exe else (sys.executable, ["-m", "jacobian.mcp.server"])
    # --standalone: the session's own in-process server (the default relays to a shared daemon, which
    # would hold this session-wide state directory's lock); the relay is tested in test_http_relay.py.
    return StdioServerParameters(command=command, args=[*prefix, "--standalone", "--state-dir", str(state_dir), *extra])


def php_dimacs(holes: int) -> str:
    """The pigeonhole formula PHP(holes+1, holes): unsatisfiable and hard for resolution."""
    pigeons = holes + 1
    var = lambda i, j: i * holes + j + 1  # noqa: E731
    clauses = [[var(i, j) for j in range(holes)] for i in range(pigeons)]
    for j in range(holes):
        for a in range(pigeons):
            for b in range(a + 1, pigeons):
                clauses.append([-var(a, j), -var(b, j)])
    return f"p cnf {pigeons * holes} {len(clauses)}\n" + "".join(" ".join(map(str, c)) + " 0\n" for c in clauses)
