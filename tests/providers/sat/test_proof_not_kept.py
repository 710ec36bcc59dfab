"""A proof the supervisor refuses to keep (issue 33): the solver's conclusion stands COMPUTED with a
``PROOF_NOT_KEPT`` obligation, never "no answer", never VERIFIED, and nothing outside the job's scratch is read
or kept.

The workers are the real pooled PySAT workers (sat.solve's, the graph family's, the combinatorics family's),
started through an operator override whose ``interpreter`` is a small wrapper: it runs the real worker's
``main`` after wrapping the one function that writes a proof file (``providers/sat/worker.py::_proof``), so
that after writing it the worker turns ``proof.drat`` into what the wrapper's ``mode`` file says (read at each
proof, so one pooled worker serves every case):

- ``none``: left as written (the control: VERIFIED);
- ``symlink``: the proof moved aside and ``proof.drat`` a symlink to a file of the server's outside the scratch
  (a genuine proof of the same claim, so following the link would verify);
- ``hardlink``: a second name for the proof (two links);
- ``fifo``: ``proof.drat`` replaced by a named pipe (not a regular file).

sat.solve's CaDiCaL engine (one process per job) runs a shell wrapper the same way: the real ``cadical``, then the
same change to its binary proof file.

The modes run in that order in the same pooled workers, so each bad file is still in the worker's directory when
its next request writes a proof: the worker must replace it, never write through it (before the fix, the next
request wrote through the symlink and failed on the read-only root).
"""

from __future__ import annotations

import os
import shutil
import sys

import pytest
import trio
import warmstate

from jacobian.contracts.diagnostics import Code
from jacobian.contracts.enums import AssuranceLevel, Conclusion, ExecutionStatus
from jacobian.state.artifacts import BLOB_SCHEMA

SMALL_UNSAT = "p cnf 2 4\n1 2 0\n-1 2 0\n1 -2 0\n-1 -2 0\n"
GROETZSCH = {  # Mycielski's graph of C5: 11 vertices, chromatic number 4
    "vertices": list(range(11)),
    "edges": [[0, 1], [1, 2], [2, 3], [3, 4], [4, 0], [0, 6], [1, 7], [2, 8], [3, 9], [4, 5], [1, 5], [2, 6], [3, 7],
              [4, 8], [0, 9], [5, 10], [6, 10], [7, 10], [8, 10], [9, 10]],
}  # fmt: skip
RUNS = {
    "sat.solve": ({"dimacs": SMALL_UNSAT, "engine": "pysat"}, Conclusion.UNSAT),
    "sat.solve:cadical": ({"dimacs": SMALL_UNSAT, "engine": "cadical"}, Conclusion.UNSAT),
    "graph.chromatic_number": (GROETZSCH, Conclusion.VALUE),
    "combinatorics.coloring.avoid": (
        {"problem": "van_der_waerden", "n": 9, "colours": 2, "sizes": [3, 3]},
        Conclusion.FALSE,
    ),
}
BAD = ("symlink", "hardlink", "fifo")

WRAPPER = """#!{python} -I
import importlib, os, sys

import jacobian.providers.sat.worker as sat_worker

MODE, OUTSIDE = {mode!r}, {outside!r}
write = sat_worker._proof


def bad_proof(lines, to_file):
    answer = write(lines, to_file)
    with open(MODE) as f:
        mode = f.read().strip()
    if to_file is not None and mode == "symlink":
        os.rename(to_file, "moved-aside.drat")
        os.symlink(OUTSIDE, to_file)
    elif to_file is not None and mode == "hardlink":
        if os.path.exists("second-name.drat"):
            os.unlink("second-name.drat")
        os.link(to_file, "second-name.drat")
    elif to_file is not None and mode == "fifo":
        os.unlink(to_file)
        os.mkfifo(to_file)
    return answer


sat_worker._proof = bad_proof
module = sys.argv[3]  # argv: wrapper -I -m <worker module> [--probe]
sys.argv = [sys.argv[0], *sys.argv[4:]]
importlib.import_module(module).main()
"""


CADICAL_WRAPPER = """#!/bin/sh
{cadical} "$@"
status=$?
if [ -f proof.drat ]; then
  case "$(cat {mode})" in
    symlink) mv proof.drat moved-aside.drat && ln -s {outside} proof.drat ;;
    hardlink) ln proof.drat second-name.drat ;;
    fifo) rm proof.drat && mkfifo proof.drat ;;
  esac
fi
exit $status
"""


def _wrapped_runtime_runs(tmp_path, outside: str) -> dict[tuple[str, str], object]:
    """Every run of RUNS under every mode, through one Runtime whose three PySAT providers and CaDiCaL engine run
    the wrappers."""
    from jacobian.checkers import BUNDLED
    from jacobian.runtime import Runtime, RuntimeConfig

    mode = tmp_path / "mode"
    wrapper = tmp_path / "wrapped-python"
    wrapper.write_text(WRAPPER.format(python=sys.executable, mode=str(mode), outside=outside))
    wrapper.chmod(0o755)
    cadical = tmp_path / "wrapped-cadical"
    cadical.write_text(CADICAL_WRAPPER.format(cadical=shutil.which("cadical"), mode=mode, outside=outside))
    cadical.chmod(0o755)
    operator = tmp_path / "operator"
    operator.mkdir()
    cadical_run = f"override: sat-cadical\nrun:\n  executable: {cadical}\n  search_paths: [{cadical}]\n"
    (operator / "sat-cadical.yaml").write_text(f"{cadical_run}isolation:\n  unprivileged: false\n")
    for provider in ("sat-pysat", "graph-pysat", "combinatorics-pysat"):
        # the server's uid: the wrapper lives in pytest's private tmp directory (see tests/runtime/helpers.py)
        override = f"override: {provider}\nrun:\n  interpreter: {wrapper}\nisolation:\n  unprivileged: false\n"
        (operator / f"{provider}.yaml").write_text(override)
    config = RuntimeConfig(state_dir=warmstate.state_dir(tmp_path / "state"), manifest_dir=operator)

    async def main():
        async with Runtime.open(config) as rt:
            for spec in BUNDLED:
                rt.state.authorizations.authorize(spec, "proof-not-kept tests")
        results = {}
        async with Runtime.open(config) as rt:
            for how in ("none", *BAD):
                mode.write_text(how)
                for name, (payload, _) in RUNS.items():
                    r = await rt.run(name.split(":")[0], payload, "VERIFY")
                    blobs = [u for u in r.artifact_uris if rt.state.artifacts.get(u).schema == BLOB_SCHEMA]
                    results[name, how] = (r, blobs)
        return results

    return trio.run(main)


def _left_holds() -> set[str]:
    from jacobian.supervisor.scratch import BASE

    return {n for n in os.listdir(BASE) if n.startswith(f"hold-{os.getpid()}-")} if os.path.isdir(BASE) else set()


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    tmp_path = tmp_path_factory.mktemp("not-kept")
    outside = tmp_path / "servers-proof.drat"
    outside.write_text("-1 0\n0\n")  # a genuine DRAT refutation of SMALL_UNSAT: following the link would verify it
    results = _wrapped_runtime_runs(tmp_path, str(outside))
    return results, outside


@pytest.mark.parametrize("capability", list(RUNS))
def test_an_honest_wrapped_worker_is_verified(runs, capability):
    """The control: the wrapper itself changes nothing, the proof is kept, checked and retained."""
    (r, blobs), _ = runs[0][capability, "none"], runs[1]
    assert r.execution.status is ExecutionStatus.COMPLETED, [d.message for d in r.diagnostics]
    assert r.conclusion is RUNS[capability][1] and r.assurance.level is AssuranceLevel.VERIFIED, r.assurance
    assert len(blobs) == 1  # the kept proof, retained gzip-compressed


@pytest.mark.parametrize("how", BAD)
@pytest.mark.parametrize("capability", list(RUNS))
def test_a_proof_file_the_supervisor_refuses_leaves_the_conclusion_computed_with_an_obligation(runs, capability, how):
    results, outside = runs
    r, blobs = results[capability, how]
    assert r.execution.status is ExecutionStatus.COMPLETED, [d.message for d in r.diagnostics]
    assert r.conclusion is RUNS[capability][1]  # the solver's conclusion stands
    assert r.assurance.level is AssuranceLevel.COMPUTED and r.verification is None  # no checker was handed anything
    [obligation] = r.assurance.obligations
    assert obligation.kind == "PROOF_NOT_KEPT", r.assurance
    assert "could not be handed to a checker" in obligation.description
    assert "proof.drat: not a regular file with a single link" in obligation.description  # the supervisor's reason
    [note] = [d for d in r.diagnostics if d.code is Code.PROOF_NOT_KEPT]
    assert note.severity.value == "WARNING"
    # nothing outside the scratch was kept: no proof retained, the server's file untouched, no hold directory left
    assert blobs == [] and outside.read_text() == "-1 0\n0\n" and _left_holds() == set()
