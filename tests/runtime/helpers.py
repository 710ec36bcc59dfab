"""Helpers for runtime tests: write manifests for small real programs."""

from __future__ import annotations

import sys
from pathlib import Path

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
