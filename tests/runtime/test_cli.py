"""The operator CLI as a CI job uses it: real subprocesses, exit codes, JSON."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

import pytest

from .helpers import python_provider, write_manifest

JACOBIAN = shutil.which("jacobian")


def cli(*args, env_extra=None, check_code=None):
    env = dict(os.environ, **(env_extra or {}))
    argv = [JACOBIAN, *args] if JACOBIAN else [sys.executable, "-m", "jacobian.cli.main", *args]
    proc = subprocess.run(argv, capture_output=True, text=True, env=env, timeout=300)
    if check_code is not None:
        assert proc.returncode == check_code, proc.stdout + proc.stderr
    return proc


@pytest.fixture
def operator_dir(tmp_path):
    return tmp_path / "operator"


def test_probe_json_lists_bundled_and_a_broken_operator_provider(tmp_path, operator_dir):
    broken = python_provider("broken-tool").replace(
        f"executable: {sys.executable}", "executable: /nonexistent/broken-tool"
    )
    write_manifest(operator_dir, "broken.yaml", broken)
    env = {"JACOBIAN_MANIFEST_DIR": str(operator_dir), "JACOBIAN_STATE_DIR": str(tmp_path / "state")}
    proc = cli("providers", "probe", "--json", env_extra=env)
    data = json.loads(proc.stdout)
    by_id = {p["provider_id"]: p for p in data["providers"]}
    assert by_id["broken-tool"]["status"] == "UNAVAILABLE"
    assert by_id["broken-tool"]["reason"] == "EXECUTABLE_NOT_FOUND"
    others = [p for pid, p in by_id.items() if pid != "broken-tool"]
    assert others, "bundled providers must be listed"
    assert all(p["status"] in ("AVAILABLE", "UNAVAILABLE", "DISABLED") and ("reason" in p) for p in others)
    assert proc.returncode == 1  # every enabled provider is required by default, and one is broken


def test_require_selects_what_must_be_healthy(tmp_path, operator_dir):
    write_manifest(operator_dir, "ok.yaml", python_provider("fine-tool"))
    write_manifest(
        operator_dir,
        "bad.yaml",
        python_provider("bad-tool").replace(f"executable: {sys.executable}", "executable: /nonexistent/x"),
    )
    env = {"JACOBIAN_MANIFEST_DIR": str(operator_dir), "JACOBIAN_STATE_DIR": str(tmp_path / "state")}
    cli("providers", "probe", "--require", "fine-tool", env_extra=env, check_code=0)
    junit = tmp_path / "probe.xml"
    proc = cli(
        "providers",
        "probe",
        "--require",
        "fine-tool",
        "--require",
        "bad-tool",
        "--junit",
        str(junit),
        env_extra=env,
        check_code=1,
    )
    assert "bad-tool" in proc.stdout
    xml = junit.read_text()
    assert '<testcase classname="providers" name="bad-tool"' in xml and "<failure" in xml
    cli("providers", "probe", "--require", "no-such-provider", env_extra=env, check_code=1)


def test_usage_error_exits_2():
    assert cli("providers", "probe", "--no-such-flag").returncode == 2
    assert cli("no-such-command").returncode == 2


def test_manifest_validate_and_schema(tmp_path):
    good = write_manifest(tmp_path, "good.yaml", python_provider("good-tool"))
    bad = write_manifest(tmp_path, "bad.yaml", python_provider("bad-tool") + "colour: blue\n")
    ok = cli("manifest", "validate", str(good), check_code=0)
    assert "ok" in ok.stdout
    proc = cli("manifest", "validate", str(good), str(bad), check_code=1)
    assert f"{bad}:" in proc.stdout and "colour" in proc.stdout and "unknown field" in proc.stdout
    schema = json.loads(cli("manifest", "schema", check_code=0).stdout)
    assert "Manifest" in schema["$defs"] and "Override" in schema["$defs"]
