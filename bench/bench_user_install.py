"""The three user installs of the README, each timed and then asked for a VERIFIED answer, in one run:
python -P bench/bench_user_install.py [--pipx PATH] [--uvx PATH]

From a copy of this source tree (no ``.git``, no build output), in a temporary folder of its own:

- ``pip``: ``python -m venv`` (no system site packages), then ``pip install SOURCE`` (no extras);
- ``pipx``: ``pipx install SOURCE`` with ``PIPX_HOME`` and ``PIPX_BIN_DIR`` inside the folder;
- ``uvx``: ``uvx --from SOURCE jacobian …`` (uv builds a cached environment on first use; its cache is
  the user's own, as ``uvx`` leaves it, so a second run of the bench measures a warm cache).

For each: the install's wall time (for ``uvx`` the first ``jacobian checkers authorize`` through it, which
includes the environment build), then the operator step every install needs before ``VERIFY`` can
succeed (``jacobian checkers authorize --all-bundled``), then the installed ``jacobian-mcp --standalone``
serving ``sat.solve`` in VERIFY to the MCP SDK's stdio client; printed: the install time, the time from
spawning the server to the answer, the tools listed and the assurance level of the answer. An install
whose tool (pipx, uvx) is not on PATH or given is reported as such, not failed. The package registries
must be reachable (or pip's and uv's caches warm); nothing is installed outside the temporary folder
except uv's cache.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import anyio
from mcp import Client
from mcp.client.stdio import StdioServerParameters

SOURCE = Path(__file__).resolve().parents[1]
SMALL_SAT = "p cnf 2 2\n1 2 0\n-1 0\n"


def timed(argv: list[str], env: dict[str, str], cwd: Path) -> float:
    """Run ``argv`` to completion, raising with its output if it fails; the wall time in seconds."""
    start = time.perf_counter()
    out = subprocess.run(argv, env=env, cwd=cwd, capture_output=True, text=True, timeout=3600)
    if out.returncode != 0:
        raise RuntimeError(f"{' '.join(argv)} failed:\n{out.stdout[-2000:]}{out.stderr[-2000:]}")
    return time.perf_counter() - start


async def serve_verify(command: list[str], state: Path, env: dict[str, str]) -> tuple[list[str], str, float]:
    """The tools listed and the level of a sat.solve VERIFY answer from the installed server."""
    params = StdioServerParameters(
        command=command[0], args=[*command[1:], "--standalone", "--no-prestart", "--state-dir", str(state)], env=env
    )
    start = time.perf_counter()
    async with Client(params) as client:
        tools = sorted(t.name for t in (await client.list_tools()).tools)
        args = {"capability_id": "sat.solve", "payload": {"dimacs": SMALL_SAT}, "mode": "VERIFY"}
        result = (await client.call_tool("math.run", args)).structured_content or {}
    return tools, str(result.get("assurance", {}).get("level")), time.perf_counter() - start


def installs(root: Path, source: Path, pipx: str | None, uvx: str | None) -> dict[str, dict]:
    """For each install: the commands that run its ``jacobian`` and ``jacobian-mcp``, after installing it."""
    env = dict(os.environ, PATH=f"/usr/bin:/bin:{os.environ.get('PATH', '')}")
    plans: dict[str, dict] = {}
    venv = root / "pip-venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    seconds = timed([str(venv / "bin" / "python"), "-m", "pip", "install", "-q", str(source)], env, root)
    plans["pip"] = {"jacobian": [str(venv / "bin" / "jacobian")], "mcp": [str(venv / "bin" / "jacobian-mcp")]}
    plans["pip"]["install_s"] = seconds
    if pipx:
        pipx_env = dict(env, PIPX_HOME=str(root / "pipx-home"), PIPX_BIN_DIR=str(root / "pipx-bin"))
        seconds = timed([pipx, "install", str(source)], pipx_env, root)
        bin_dir = root / "pipx-bin"
        plans["pipx"] = {"jacobian": [str(bin_dir / "jacobian")], "mcp": [str(bin_dir / "jacobian-mcp")]}
        plans["pipx"]["install_s"] = seconds
    if uvx:
        plans["uvx"] = {
            "jacobian": [uvx, "--from", str(source), "jacobian"],
            "mcp": [uvx, "--from", str(source), "jacobian-mcp"],
            "install_s": None,  # the first use builds the environment: timed with the authorize step
        }
    return plans


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pipx", default=shutil.which("pipx"))
    parser.add_argument("--uvx", default=shutil.which("uvx"))
    args = parser.parse_args()
    root = Path(tempfile.mkdtemp(prefix="jacobian-user-install-"))
    root.chmod(0o711)  # jobs run as uid 65534 when the server is root: it must reach the installed interpreter
    try:
        source = root / "src"
        shutil.copytree(SOURCE, source, ignore=shutil.ignore_patterns("build", "*.egg-info", ".git", "__pycache__"))
        env = dict(os.environ, PATH=f"/usr/bin:/bin:{os.environ.get('PATH', '')}")
        print(f"{'install':8} {'install s':>10} {'authorize s':>12} {'serve+VERIFY s':>15}  tools, level")
        for name, plan in installs(root, source, args.pipx, args.uvx).items():
            state = root / f"state-{name}"
            authorize = [*plan["jacobian"], "checkers", "authorize", "--all-bundled", "--reason", "bench"]
            authorize_s = timed([*authorize, "--state-dir", str(state)], env, root)
            tools, level, serve_s = anyio.run(serve_verify, plan["mcp"], state, env)
            install = "-" if plan["install_s"] is None else f"{plan['install_s']:.1f}"
            print(f"{name:8} {install:>10} {authorize_s:>12.1f} {serve_s:>15.1f}  {','.join(tools)}, {level}")
        for name, tool in (("pipx", args.pipx), ("uvx", args.uvx)):
            if not tool:
                print(f"{name:8} not run: {name} is not on PATH (pass --{name} PATH)")
    finally:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
