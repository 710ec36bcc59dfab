"""Run a capability's planned Job as a real subprocess (no supervisor) and interpret it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from jacobian.capability import EngineInfo, InterpretError, JobCall
from jacobian.contracts.diagnostics import Code
from jacobian.contracts.enums import Mode, TerminationReason
from jacobian.contracts.job import Budget, Outcome
from jacobian.wire import request_line

CORPUS = Path(__file__).parent / "corpus"
ENGINES = {
    "z3": EngineInfo(
        "z3", "smt-z3", None, sys.executable, "jacobian.providers.smt.worker", "5", frozenset(), {"backend": "z3"}
    ),
    "cvc5": EngineInfo(
        "cvc5", "smt-cvc5", None, sys.executable, "jacobian.providers.smt.worker", "1", frozenset(), {"backend": "cvc5"}
    ),
    "z3-cli": EngineInfo("z3-cli", "smt-z3-cli", "/usr/bin/z3", None, None, "4", frozenset(), {"backend": "z3"}),
    "cvc5-cli": EngineInfo(
        "cvc5-cli", "smt-cvc5-cli", "/usr/bin/cvc5", None, None, "1", frozenset(), {"backend": "cvc5"}
    ),
}
INSTALLED = [name for name, e in ENGINES.items() if e.executable is None or os.access(e.executable, os.X_OK)]
CHECKER_FOR = {"z3": "jacobian.checkers.smt.by_cvc5", "cvc5": "jacobian.checkers.smt.by_z3"}


def _no_artifacts(uri: str) -> tuple[str, dict]:
    raise InterpretError(Code.ARTIFACT_NOT_FOUND, f"no artifact store: {uri}")


def job_call(definition, request, engine: str, mode: Mode = Mode.EXPLORE, wall: float = 30.0) -> JobCall:
    """What the run hands the adapter's job hooks: the request, its one parse, the engine and the budget."""
    parsed = definition.parse(request, _no_artifacts)
    return JobCall(
        request=request,
        parsed=parsed,
        mode=mode,
        artifacts=_no_artifacts,
        engine=ENGINES[engine],
        budget=Budget(wall_seconds=wall),
        base_job={},
    )


def run_job(job, cwd: Path | None = None) -> Outcome:
    with tempfile.TemporaryDirectory() as scratch:
        where = cwd or Path(scratch)
        for name, data in job.input_files.items():
            (where / name).write_bytes(data)
        p = subprocess.run(
            job.argv, input=job.stdin, cwd=where, capture_output=True, timeout=job.budget.wall_seconds + 30
        )
    final = None
    if job.protocol == "jsonl":
        for line in p.stdout.decode().splitlines():
            msg = json.loads(line)
            if msg.get("type") == "result":
                final = msg
    return Outcome(
        termination=TerminationReason.EXITED, exit_code=p.returncode, stdout=p.stdout, stderr=p.stderr, final=final
    )


def run_capability(definition, payload: dict, engine: str, mode: Mode = Mode.EXPLORE, cwd: Path | None = None):
    request = definition.Request.model_validate(payload)
    call = job_call(definition, request, engine, mode)
    job = definition.plan(call)
    return definition.interpret(call, run_job(job, cwd))


def check_model(producer: str, script: str, model: str) -> dict:
    payload = {
        "claim": {"kind": "SMT_MODEL_SATISFIES", "producer": producer},
        "subject": {"script": script},
        "certificate": {"model": model},
    }
    p = subprocess.run(
        [sys.executable, "-I", "-m", CHECKER_FOR[producer]],
        input=request_line(payload),
        capture_output=True,
        timeout=120,
    )
    final = json.loads(p.stdout.decode().splitlines()[-1])
    assert final["ok"], final
    return final["data"]


def expected(path: Path) -> str:
    first = path.read_text().splitlines()[0]
    assert first.startswith("; expect: "), path
    return first.removeprefix("; expect: ").strip()
