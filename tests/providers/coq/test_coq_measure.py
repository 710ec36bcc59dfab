"""`jacobian provider-measure coq` and `jacobian providers probe` report the Coq provider truthfully (issue 15):
real probes of the installed coqc, its files, and one real run per capability."""

from __future__ import annotations

import json
import os
import subprocess
import sys


def _cli(tmp_path, *args):
    (tmp_path / "ops").mkdir(exist_ok=True)
    env = {**os.environ, "JACOBIAN_STATE_DIR": str(tmp_path / "state"), "JACOBIAN_MANIFEST_DIR": str(tmp_path / "ops")}
    return subprocess.run(
        [sys.executable, "-P", "-m", "jacobian.cli.main", *args], capture_output=True, text=True, env=env, timeout=900
    )


def test_provider_measure_coq(tmp_path):
    p = _cli(tmp_path, "provider-measure", "coq", "--repeat", "2", "--json")
    assert p.returncode == 0, p.stderr
    report = json.loads(p.stdout)
    assert report["provider"] == "coq" and report["status"] == "AVAILABLE" and report["version"].startswith("8.")
    # The digest covers coqc and the compiled standard library it loads: thousands of files, megabytes.
    assert report["installed_files"] > 500 and report["installed_bytes"] > 10 * 1024 * 1024
    assert report["probe_peak_rss_bytes"] > 0
    times = report["probe_wall_seconds"]
    assert 0 < times["min"] <= times["median"] <= times["max"]
    cases = {c["capability"]: c for c in report["cases"]}
    assert (cases["coq.check"]["status"], cases["coq.check"]["conclusion"]) == ("COMPLETED", "TRUE")
    # Its example is a partial proof (admit, Admitted): compiled, and its axioms listed.
    inspect = cases["coq.proof.axioms.inspect"]
    assert (inspect["status"], inspect["conclusion"]) == ("COMPLETED", "VALUE")


def test_providers_probe_requires_coq_and_reports_it_healthy(tmp_path):
    p = _cli(tmp_path, "providers", "probe", "--require", "coq", "--json")
    assert p.returncode == 0, p.stdout[-2000:]
    [coq] = [x for x in json.loads(p.stdout)["providers"] if x["provider_id"] == "coq"]
    assert coq["status"] == "AVAILABLE" and coq["version"].startswith("8.") and coq["digest"].startswith("sha256:")
    assert coq["executable"] == "/usr/bin/coqc"
