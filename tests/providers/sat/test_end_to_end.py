"""Through the real runtime (manifests, probes, supervisor, sandbox): every engine, fixtures, VERIFY, cancel.

Workaround until the runtime registers family artifact schemas itself: ``_runtime``
registers ``ARTIFACT_SCHEMAS`` from the SAT capabilities on the state's artifact store.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time

import psutil
import pytest
import trio
import warmstate

from jacobian.checkers.sat import kernel
from jacobian.contracts.enums import AssuranceLevel, Conclusion, ExecutionStatus

from .conftest import fixture_files, php

CLI_ENGINES = ("cadical", "cryptominisat", "minisat", "picosat")
PROOF_ENGINES = ("pysat", "cadical")


def _runtime(tmp_path, authorize=True):
    from jacobian.checkers import BUNDLED
    from jacobian.runtime import Runtime, RuntimeConfig

    class Opened:
        async def __aenter__(self):
            config = RuntimeConfig(
                state_dir=warmstate.state_dir(tmp_path / "state"), manifest_dir=tmp_path / "no-operator-manifests"
            )
            if authorize:
                async with Runtime.open(config) as rt:
                    for spec in BUNDLED:
                        rt.state.authorizations.authorize(spec, "SAT end-to-end tests")
            self._cm = Runtime.open(config)
            return await self._cm.__aenter__()

        async def __aexit__(self, *exc):
            return await self._cm.__aexit__(*exc)

    return Opened()


def _expected(path):
    return Conclusion.UNSAT if path.parent.name.startswith("uuf") else Conclusion.SAT


def _all_answers(tmp_path, engine, sample):
    files = [p for folder in ("uf20-91", "uf50-218", "uuf50-218") for p in fixture_files(folder, sample)]

    async def main():
        wrong = []
        async with _runtime(tmp_path, authorize=False) as rt:
            for path in files:
                r = await rt.run("sat.solve", {"dimacs": path.read_text(), "engine": engine})
                if r.conclusion is not _expected(path) or r.provenance is None or r.provenance.engine != engine:
                    wrong.append((path.name, r.conclusion, [d.message for d in r.diagnostics]))
        return wrong

    assert trio.run(main) == []


def test_every_fixture_on_pysat(tmp_path):
    _all_answers(tmp_path, "pysat", None)


@pytest.mark.parametrize("engine", CLI_ENGINES)
def test_every_fixture_on_every_cli_engine(tmp_path, engine):
    _all_answers(tmp_path, engine, None)


@pytest.mark.parametrize("engine", PROOF_ENGINES)
@pytest.mark.timeout(1200)  # 300 solver jobs and 300 checker jobs: minutes on a loaded two-core host
def test_every_fixture_is_verified_in_verify_mode(tmp_path, engine):
    """Every model passes the model checker and every UNSAT proof the DRAT checker."""
    files = [p for folder in ("uf20-91", "uf50-218", "uuf50-218") for p in fixture_files(folder, None)]

    async def main():
        unverified = []
        async with _runtime(tmp_path) as rt:
            for path in files:
                r = await rt.run("sat.solve", {"dimacs": path.read_text(), "engine": engine}, "VERIFY")
                if r.conclusion is not _expected(path) or r.assurance.level is not AssuranceLevel.VERIFIED:
                    unverified.append((path.name, r.conclusion, r.assurance.level, [d.message for d in r.diagnostics]))
        return unverified, len(files)

    unverified, count = trio.run(main)
    assert count == 300
    assert unverified == []


def test_budget_runs_out_gives_unknown_on_every_engine_that_has_one(tmp_path):
    text = php(9)

    async def main():
        async with _runtime(tmp_path, authorize=False) as rt:
            out = {}
            for engine, limits in (
                ("pysat", {"conflicts": 1}),
                ("cadical", {"conflicts": 1}),
                ("cryptominisat", {"conflicts": 1}),
                ("picosat", {"propagations": 10}),
            ):
                r = await rt.run("sat.solve", {"dimacs": text, "engine": engine, "limits": limits})
                out[engine] = (r.conclusion, r.completeness.value.value, [d.code.value for d in r.diagnostics])
            refused = await rt.run("sat.solve", {"dimacs": text, "engine": "minisat", "limits": {"conflicts": 1}})
            return out, refused

    out, refused = trio.run(main)
    for engine, (conclusion, completeness, codes) in out.items():
        assert conclusion is Conclusion.UNKNOWN and completeness != "COMPLETE" and "BUDGET_EXHAUSTED" in codes, engine
    assert refused.execution.status is ExecutionStatus.ERROR
    assert refused.diagnostics[0].path == "$.payload.limits.conflicts" and "minisat" in refused.diagnostics[0].message


def test_dimacs_error_is_invalid_request_with_line_and_column(tmp_path):
    async def main():
        async with _runtime(tmp_path, authorize=False) as rt:
            return await rt.run("sat.solve", {"dimacs": "p cnf 2 1\n1 -3 0\n"})

    r = trio.run(main)
    d = r.diagnostics[0]
    assert (d.code.value, d.path) == ("INVALID_REQUEST", "$.payload.dimacs")
    assert "line 2" in d.message and "column 3" in d.message


def test_solver_field_only_with_pysat(tmp_path):
    async def main():
        async with _runtime(tmp_path, authorize=False) as rt:
            ok = await rt.run("sat.solve", {"dimacs": "p cnf 1 1\n1 0\n", "solver": "glucose4"})
            bad = await rt.run("sat.solve", {"dimacs": "p cnf 1 1\n1 0\n", "solver": "glucose4", "engine": "cadical"})
            return ok, bad

    ok, bad = trio.run(main)
    assert ok.conclusion is Conclusion.SAT and ok.output["solver"] == "glucose4"
    assert bad.diagnostics[0].path == "$.payload.solver"


def test_evidence_is_accepted_by_the_bundled_checkers(tmp_path):
    """The Evidence sat.solve hands over, fed to the checker programs as the runtime would (a kept proof
    moved out of the job's directory by the supervisor's keep, and placed beside the checker)."""
    from jacobian.capability import EngineInfo, JobCall
    from jacobian.checkers import BUNDLED
    from jacobian.contracts.enums import Mode
    from jacobian.contracts.job import Budget, Outcome
    from jacobian.providers.sat.capabilities import SatSolve
    from jacobian.providers.sat.models import SolveRequest
    from jacobian.supervisor.scratch import keep, place_file

    engine = EngineInfo(
        "pysat", "sat-pysat", None, sys.executable, "jacobian.providers.sat.worker", "1", frozenset(), {}
    )
    by_claim = {c: spec for spec in BUNDLED for c in spec.claims}
    for k, path in enumerate(fixture_files("uf50-218", 3) + fixture_files("uuf50-218", 3)):
        request = SolveRequest(dimacs=path.read_text(), assumptions=[])
        call = JobCall(request, SatSolve().parse(request, None), Mode.VERIFY, None, engine, Budget(), {})
        job = SatSolve().plan(call)
        work, hold, beside = tmp_path / f"job{k}", tmp_path / f"hold{k}", tmp_path / f"checker{k}"
        for d in (work, beside):  # (hold: made by keep with the file it keeps)
            d.mkdir()
        proc = subprocess.run(list(job.argv), input=job.stdin, capture_output=True, timeout=60, cwd=work)
        final = json.loads(proc.stdout.decode().strip().splitlines()[-1])
        kept, _ = keep(str(work), job.keep_files, str(hold), copy=True)  # what the pool does after the request
        interp = SatSolve().interpret(call, Outcome(termination="EXITED", exit_code=0, final=final, kept=kept))
        ev = interp.evidence
        for name, source in ev.paths.items():  # a kept proof, placed beside the checker as the runtime does
            place_file(source, str(beside / name))
        spec = by_claim[ev.claim["kind"]]
        assert ev.format in spec.formats
        line = (
            json.dumps(
                {
                    "type": "request",
                    "payload": {
                        "claim": ev.claim,
                        "format": ev.format,
                        "subject": ev.subject,
                        "certificate": ev.certificate,
                    },
                }
            )
            + "\n"
        )
        answer = subprocess.run(
            [sys.executable, "-I", "-m", spec.module],
            input=line,
            capture_output=True,
            text=True,
            timeout=120,
            cwd=beside,
        )
        data = json.loads(answer.stdout.strip().splitlines()[-1])["data"]
        assert data["accepted"] is True, (path.name, data)


def test_verify_mode_gives_verified_for_sat_and_for_unsat_with_drat(tmp_path):
    sat = fixture_files("uf50-218", 1)[0].read_text()
    unsat = fixture_files("uuf50-218", 1)[0].read_text()

    async def main():
        async with _runtime(tmp_path) as rt:
            results = [
                await rt.run("sat.solve", {"dimacs": text, "engine": engine}, "VERIFY")
                for text, engine in ((sat, "pysat"), (unsat, "pysat"), (unsat, "cadical"))
            ]
            records = [rt.state.artifacts.get(r.verification.record_uri).payload for r in results if r.verification]
            return results, records

    results, records = trio.run(main)
    for r in results:
        assert r.assurance.level is AssuranceLevel.VERIFIED, [d.message for d in r.diagnostics]
    # The UNSAT conclusions were decided by the compiled LRAT kernel, and both the result's verification and the
    # stored verification record say so; the model check names no kernel.
    compiled = kernel.DECIDED_BY["compiled"]
    assert [r.verification.decided_by for r in results] == [None, compiled, compiled]
    assert [record["decided_by"] for record in records] == [None, compiled, compiled]


def test_cancelled_long_solve_leaves_no_process(tmp_path):
    text = php(12)

    async def main():
        async with _runtime(tmp_path, authorize=False) as rt:
            started = time.monotonic()
            with trio.move_on_after(1.0):
                await rt.run("sat.solve", {"dimacs": text, "engine": "cadical"})
            return time.monotonic() - started

    elapsed = trio.run(main)
    assert elapsed < 5
    time.sleep(0.2)
    me = psutil.Process()
    left = [p for p in me.children(recursive=True) if p.is_running() and p.status() != psutil.STATUS_ZOMBIE]
    assert not any("cadical" in " ".join(p.cmdline()) for p in left), left


def test_a_model_of_the_largest_admitted_formula_fits_every_cli_engine(tmp_path):
    """`p cnf 2000000 1` is within the DIMACS limits; its model (about 17 MB of literals) is more
    than a job's output budget, so no engine may be made to print it to stdout."""
    from jacobian.providers.sat.dimacs import MAX_VARIABLES

    text = f"p cnf {MAX_VARIABLES} 1\n1 -2 0\n"

    async def main():
        out = {}
        async with _runtime(tmp_path, authorize=False) as rt:
            for engine in CLI_ENGINES:
                r = await rt.run("sat.solve", {"dimacs": text, "engine": engine})
                model = r.output.get("model") if isinstance(r.output, dict) else getattr(r.output, "model", None)
                out[engine] = (r.execution.status, r.conclusion, len(model or ()), [d.message for d in r.diagnostics])
        return out

    for engine, (status, conclusion, size, messages) in trio.run(main).items():
        assert (status, conclusion, size) == (ExecutionStatus.COMPLETED, Conclusion.SAT, MAX_VARIABLES), (
            engine,
            messages,
        )


def test_unsat_proof_verify_takes_lrat_text_and_binary(tmp_path):
    """proof_format 'lrat' goes to the kernel directly; a wrong hint is rejected, not passed."""
    import base64

    dimacs = "p cnf 2 4\n1 2 0\n-1 2 0\n1 -2 0\n-1 -2 0\n"
    good, bad = "5 2 0 1 2 0\n6 0 5 3 4 0\n", "5 2 0 1 2 0\n6 0 5 3 0\n"
    binary = base64.b64encode(b"a\x0a\x04\x00\x02\x04\x00a\x0c\x00\x0a\x06\x08\x00").decode()  # `good`, binary

    async def main():
        async with _runtime(tmp_path) as rt:
            runs = [
                await rt.run(
                    "sat.unsat_proof.verify", {"dimacs": dimacs, "proof": p, "proof_format": "lrat", **extra}, "VERIFY"
                )
                for p, extra in ((good, {}), (binary, {"proof_encoding": "binary"}), (bad, {}))
            ]
            refused = await rt.run(
                "sat.unsat_proof.verify", {"dimacs": dimacs, "proof": good}, "VERIFY"
            )  # read as DRAT
            return runs, refused

    (text_run, binary_run, bad_run), as_drat = trio.run(main)
    for r in (text_run, binary_run):
        assert r.conclusion is Conclusion.TRUE and r.assurance.level is AssuranceLevel.VERIFIED, r.diagnostics
    assert bad_run.conclusion is not Conclusion.TRUE
    assert as_drat.conclusion is not Conclusion.TRUE
