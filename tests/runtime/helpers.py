"""Helpers for runtime tests: write manifests for small real programs, and operators' own checkers."""

from __future__ import annotations

import dataclasses
import os
import sys
from contextlib import AbstractContextManager
from pathlib import Path

import warmstate
from job_dirs import job_readable_dir

from jacobian.checkers.spec import SAT_MODEL, CheckerSpec
from jacobian.state import State

PYTHON = sys.executable


def write_manifest(directory: Path, name: str, body: str) -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / name
    path.write_text(body)
    return path


def python_provider(
    provider: str,
    *,
    probe_code: str = "print('tool 1.2.3')",
    timeout: float = 5,
    extra: str = "",
    capabilities: str = "[]",
    family: str = "testpy",
    expected: str | None = None,
    version: str = '"^1\\\\."',
) -> str:
    """A provider whose executable is this Python; the probe runs ``probe_code``."""
    pinned = f"\n  expected: {expected}" if expected else ""
    lines = [
        f"provider: {provider}",
        f"family: {family}",
        f"version: {version}",
        f"description: test provider {provider}",
        "license: MIT",
        "run:",
        f"  executable: {PYTHON}",
        "probe:",
        f'  argv: ["{{executable}}", "-c", {probe_code!r}]',
        f"  timeout_seconds: {timeout}",
        "  expect:",
        '    stdout_regex: "tool"',
        '    version_regex: "tool (\\\\d+\\\\.\\\\d+\\\\.\\\\d+)"',
        "digest:",
        f"  kind: EXECUTABLE{pinned}",
        "limits:",
        "  default: {wall_seconds: 10, memory: 512MiB, processes: 16}",
        "isolation:",
        "  mode: PER_JOB",
        # Test providers (and the files their probes write) live in pytest's private tmp
        # dirs, which uid 65534 cannot reach: their jobs keep the server's uid. Running as
        # the job uid is covered by tests/sandbox and by the bundled providers' tests.
        "  unprivileged: false",
        f"capabilities: {capabilities}",
        extra,
    ]
    return "\n".join(lines) + "\n"


def checker_folder() -> AbstractContextManager[Path]:
    """A folder for an operator's own checker program that the job's uid (65534) can read; removed afterwards."""
    return job_readable_dir("jacobian-test-checker-")


def write_checker(path: Path, source: str) -> None:
    path.write_text(source)
    os.chmod(path, 0o644)


def sat_model_checker(path: Path, checker_id: str) -> CheckerSpec:
    """The bundled SAT model checker's declaration, run from the program at ``path`` (which it trusts too)."""
    return dataclasses.replace(
        SAT_MODEL, id=checker_id, argv=("-I", str(path)), sources=(*SAT_MODEL.sources, str(path))
    )


def state_authorizing(root: Path, spec: CheckerSpec, reason: str) -> Path:
    """A state directory where ``spec`` is authorized, beside SAT_MODEL (VERIFY for sat.solve is offered only
    when the bundled checker is)."""
    state_dir = warmstate.state_dir(root)
    with State.open(state_dir) as st:
        st.authorizations.authorize(SAT_MODEL, "the catalog offers VERIFY for sat.solve")
        st.authorizations.authorize(spec, reason)
    return state_dir
