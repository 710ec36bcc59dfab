"""Install for users (issue 28, item 6): a fresh virtual environment (no system site packages), ``pip install``
of this source tree with no extras, then ``jacobian-mcp`` (the default stdio relay and its daemon) serves
``sat.solve`` VERIFIED to the real MCP SDK client, and ``jacobian doctor`` names every missing provider with
the command that installs it. The distribution is fetched from the package index as a user's would be;
the engines a plain install must bring (PySAT, Z3, cvc5, FLINT, HiGHS) come with it.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import anyio
import pytest
from mcp import Client
from mcp.client.stdio import StdioServerParameters

SOURCE = Path(__file__).resolve().parents[2]
SMALL_SAT = "p cnf 2 2\n1 2 0\n-1 0\n"


@pytest.fixture(scope="module")
def fresh():
    """A venv of its own (no system site packages) with ``pip install SOURCE``; its folder may be entered by
    the job uid (65534), which runs this venv's interpreter."""
    if not (SOURCE / "pyproject.toml").is_file():
        pytest.skip(f"no source tree at {SOURCE} (the tests run from a clone)")
    root = Path(tempfile.mkdtemp(prefix="jacobian-install-"))
    root.chmod(0o711)
    venv = root / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    build = root / "src"  # a copy: pip builds in the tree it is given, and the checkout must stay clean
    shutil.copytree(SOURCE, build, ignore=shutil.ignore_patterns("build", "*.egg-info", ".git", "__pycache__"))
    out = subprocess.run(
        [str(venv / "bin" / "python"), "-m", "pip", "install", "-q", str(build)],
        capture_output=True,
        text=True,
        timeout=1800,
    )
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-3000:]
    try:
        yield root
    finally:
        shutil.rmtree(root, ignore_errors=True)


def run(fresh: Path, *argv: str) -> subprocess.CompletedProcess:
    return subprocess.run([str(fresh / "venv" / "bin" / argv[0]), *argv[1:]], capture_output=True, text=True)


def test_plain_install_has_the_base_engines_and_no_extras(fresh):
    listed = run(fresh, "python", "-m", "pip", "list", "--format=json")
    names = {p["name"].lower() for p in json.loads(listed.stdout)}
    base = {"jacobian-mcp", "python-sat", "z3-solver", "cvc5", "python-flint", "highspy", "mpmath", "sympy", "networkx"}
    assert base <= names
    assert not {"jacobian", "pytest", "ray", "passagemath-singular", "hypothesis"} & names, names


def test_plain_install_serves_sat_solve_verified_over_the_default_relay(fresh):
    state = fresh / "state"
    authorized = run(
        fresh, "jacobian", "checkers", "authorize", "--all-bundled", "--reason", "test", "--state-dir", str(state)
    )
    assert authorized.returncode == 0, authorized.stderr
    sock = fresh / "run" / "mcp.sock"
    env = dict(os.environ, PATH=f"{fresh / 'venv' / 'bin'}:/usr/bin:/bin")
    params = StdioServerParameters(
        command=str(fresh / "venv" / "bin" / "jacobian-mcp"),
        args=["--state-dir", str(state), "--socket", str(sock), "--no-prestart"],
        env=env,
    )

    async def main():
        async with Client(params) as client:
            tools = {t.name for t in (await client.list_tools()).tools}
            assert tools == {"math.find", "math.run"}
            args = {"capability_id": "sat.solve", "payload": {"dimacs": SMALL_SAT}, "mode": "VERIFY"}
            result = await client.call_tool("math.run", args)
            return result.structured_content

    try:
        result = anyio.run(main)
    finally:
        log = sock.with_suffix(".log")
        pids = [int(p) for p in re.findall(r"daemon on .* \(pid (\d+)\)", log.read_text())] if log.exists() else []
        for pid in pids:
            os.kill(pid, signal.SIGTERM)
        for pid in pids:
            deadline = time.monotonic() + 30
            while time.monotonic() < deadline and os.path.exists(f"/proc/{pid}"):
                time.sleep(0.05)
    assert result["assurance"]["level"] == "VERIFIED", result
    assert result["conclusion"] == "SAT"
    assert result["provenance"]["provider_id"] in {"sat-pysat", "sat-cadical", "sat-minisat", "sat-picosat"}


def test_doctor_names_each_missing_provider_and_its_install_command(fresh):
    manifests = fresh / "manifests"
    manifests.mkdir(exist_ok=True)
    # CaDiCaL made absent for certain (a Debian package's program), whatever this host has installed.
    missing = fresh / "no-cadical" / "cadical"
    (manifests / "cadical.yaml").write_text(
        f"override: sat-cadical\nrun:\n  executable: {missing}\n  search_paths: []\n"
    )
    flags = ["--state-dir", str(fresh / "doctor-state"), "--manifest-dir", str(manifests)]
    text = run(fresh, "jacobian", "doctor", *flags)
    assert text.returncode == 0, text.stdout + text.stderr  # what the base install provides works
    report = json.loads(run(fresh, "jacobian", "doctor", "--json", *flags).stdout)
    by_id = {p["provider"]: p for p in report["providers"]}
    for base in ("sat-pysat", "smt-z3", "smt-cvc5", "linalg-flint", "lp-highs"):
        assert by_id[base]["status"] == "AVAILABLE", by_id[base]
    sage = by_id["sage"]
    assert sage["status"] == "UNAVAILABLE" and sage["install"]["kind"] == "extra"
    command, _, note = sage["install"]["command"].partition(" (")
    assert re.fullmatch(
        rf"{re.escape(str(fresh / 'venv' / 'bin'))}/python3? -m pip install 'passagemath-singular.*", command
    )
    requirements = command.split(" -m pip install ", 1)[1]
    assert "'passagemath-pari" in requirements and "jacobian" not in requirements, sage  # never the index's `jacobian`
    assert "pip install '.[sage]'" in note
    cadical = by_id["sat-cadical"]["install"]
    assert cadical["kind"] == "debian" and cadical["command"].endswith("apt-get install cadical"), cadical
    assert (
        by_id["lean"]["install"]["kind"] == "operator" and "JACOBIAN_LEAN_PREFIX" in by_id["lean"]["install"]["command"]
    )
    for name in ("sage", "lean", "sat-cadical"):
        assert f"missing     {name} " in text.stdout, text.stdout
    assert "apt-get install cadical" in text.stdout and "-m pip install 'passagemath-singular" in text.stdout
