"""Shared helpers: fixtures on disk, a worker runner, and one Runtime for the end-to-end tests."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from fixture_paths import SAT as FIXTURES  # noqa: E402


def fixture_files(folder: str, sample: int | None = None) -> list[Path]:
    files = sorted((FIXTURES / folder).glob("*.cnf"))
    if not files:
        pytest.fail(f"no fixtures in {FIXTURES / folder}: tests/data/satlib is part of the repository")
    return files if sample is None else files[:: max(1, len(files) // sample)][:sample]


def run_worker(payload: dict, module: str = "jacobian.providers.sat.worker") -> dict:
    """One request through the real worker program; returns its final message."""
    line = json.dumps({"type": "request", "payload": payload}) + "\n"
    proc = subprocess.run([sys.executable, "-I", "-m", module], input=line, capture_output=True, text=True, timeout=120)
    return json.loads(proc.stdout.strip().splitlines()[-1])


def php(holes: int) -> str:
    """Pigeonhole formula: holes+1 pigeons in `holes` holes (unsatisfiable, hard for resolution)."""
    pigeons = holes + 1
    var = lambda p, h: p * holes + h + 1  # noqa: E731
    clauses = [[var(p, h) for h in range(holes)] for p in range(pigeons)]
    clauses += [[-var(p, h), -var(q, h)] for h in range(holes) for p in range(pigeons) for q in range(p + 1, pigeons)]
    return f"p cnf {pigeons * holes} {len(clauses)}\n" + "".join(" ".join(map(str, c)) + " 0\n" for c in clauses)
