"""A CLI command imports only what it uses: ``jacobian --help``, ``jacobian run`` and
``jacobian sandbox run -- true`` never load the MCP SDK, the HTTP server stack or the
HTTP authentication (``jacobian.mcp.auth``), and ``--help`` loads nothing of Jacobian
beyond the command modules.

Each command runs in a real subprocess as the ``jacobian`` console script runs it
(``sys.exit(main())`` of :mod:`jacobian.cli.main`, the installed package, ``-P``), which
writes the names in ``sys.modules`` to a file once ``main`` has returned. Each test also
checks that the command really did its work (its output, and the modules that work needs),
so a command that broke early cannot pass by importing little.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

#: the MCP SDK, the HTTP server stack (Hypercorn, Starlette, Uvicorn, the HTTP clients and
#: protocol libraries), JWT, and Jacobian's own HTTP transport and authentication
FORBIDDEN = (
    "mcp",
    "mcp_types",
    "hypercorn",
    "starlette",
    "sse_starlette",
    "uvicorn",
    "httpx",
    "httpcore",
    "h11",
    "h2",
    "wsproto",
    "jwt",
    "anyio",
    "jacobian.mcp.auth",
    "jacobian.mcp.oauth",
    "jacobian.mcp.http",
    "jacobian.mcp.app",
    "jacobian.mcp.server",
)

DUMP = """
import sys
from jacobian.cli.main import main
try:
    code = main(sys.argv[2:])
finally:
    with open(sys.argv[1], "w") as f:
        f.write("\\n".join(sorted(sys.modules)))
sys.exit(code)
"""


def loaded_by(tmp_path: Path, *argv: str) -> tuple[subprocess.CompletedProcess[str], set[str]]:
    """Run ``jacobian ARGV...`` in a subprocess; its result and the modules it had loaded when ``main`` returned."""
    dump = tmp_path / "modules.txt"
    proc = subprocess.run(
        [sys.executable, "-P", "-c", DUMP, str(dump), *argv],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=dict(os.environ),
        timeout=600,
    )
    return proc, set(dump.read_text().split("\n"))


def assert_none_forbidden(modules: set[str], command: str) -> None:
    bad = sorted(m for m in modules if any(m == f or m.startswith(f + ".") for f in FORBIDDEN))
    tops = sorted({m for m in bad if not any(m.startswith(o + ".") for o in bad)})
    assert not bad, f"`jacobian {command}` loaded {len(bad)} modules it does not use, under: {', '.join(tops)}"


def test_help_loads_only_the_command_modules(tmp_path: Path) -> None:
    proc, modules = loaded_by(tmp_path, "--help")
    assert proc.returncode == 0, proc.stderr
    assert "sandbox" in proc.stdout and "tokens" in proc.stdout  # every group registered
    assert "jacobian.cli.sandbox_cmd" in modules and "jacobian.cli.tokens_cmd" in modules
    assert_none_forbidden(modules, "--help")
    ours = sorted(m for m in modules if m.startswith("jacobian"))
    light = ("jacobian", "jacobian.mcp", "jacobian.mcp.scopes")  # the scopes `tokens add --scope` offers
    beyond = [m for m in ours if not m.startswith("jacobian.cli") and m not in light]
    assert beyond == [], f"--help imported implementation modules: {beyond}"
    assert "pydantic" not in modules and "trio" not in modules


def test_sandbox_run_loads_the_supervisor_and_no_http_stack(tmp_path: Path) -> None:
    proc, modules = loaded_by(tmp_path, "sandbox", "run", "--", "true")
    assert proc.returncode == 0, proc.stderr
    assert "termination: EXITED  exit_code: 0" in proc.stderr  # the job really ran under the supervisor
    assert "jacobian.supervisor" in modules
    assert_none_forbidden(modules, "sandbox run -- true")


def test_run_loads_the_runtime_and_no_http_stack(tmp_path: Path) -> None:
    proc, modules = loaded_by(tmp_path, "run", "sat.solve", "--payload", '{"dimacs": "p cnf 1 1\\n1 0\\n"}')
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "conclusion   SAT" in proc.stdout  # the run went through the runtime to the solver and back
    assert "jacobian.runtime" in modules
    assert_none_forbidden(modules, "run sat.solve")
