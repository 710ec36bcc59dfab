"""Providers the operator installs (`installed_by: operator`), `${VAR}` search paths and `{executable_dir}`
digest paths (issue 15: a Lean toolchain no set-up step can install)."""

from __future__ import annotations

import json
import os
import sys

import pytest
import trio
from pydantic import ValidationError

from jacobian.contracts.enums import ProviderStatus, UnavailableReason
from jacobian.manifests.loader import load_all
from jacobian.manifests.model import Manifest
from jacobian.probes import ProbeCache, probe_all, resolve_executable
from jacobian.supervisor import Supervisor

from .helpers import python_provider, write_manifest
from .test_cli import cli


def _manifest(**changes):
    base = {
        "provider": "tool",
        "family": "testpy",
        "description": "d",
        "license": "MIT",
        "run": {"executable": "tool-that-is-not-on-path"},
        "probe": {"argv": ["{executable}"]},
        "digest": {"kind": "EXECUTABLE"},
    }
    return Manifest.model_validate({**base, **changes})


def test_installed_by_defaults_to_the_setup_and_takes_only_two_values():
    assert _manifest().installed_by == "setup" and _manifest(installed_by="operator").installed_by == "operator"
    with pytest.raises(ValidationError, match="installed_by"):
        _manifest(installed_by="somebody")


def test_a_search_path_naming_an_unset_variable_is_skipped_and_a_set_one_is_used(tmp_path, monkeypatch):
    exe = tmp_path / "prefix" / "bin" / "tool"
    exe.parent.mkdir(parents=True)
    exe.write_text("#!/bin/sh\n")
    exe.chmod(0o755)
    m = _manifest(run={"executable": "tool-that-is-not-on-path", "search_paths": ["${TOOL_PREFIX}/bin/tool"]})
    monkeypatch.delenv("TOOL_PREFIX", raising=False)
    assert resolve_executable(m) is None
    monkeypatch.setenv("TOOL_PREFIX", str(tmp_path / "prefix"))
    assert resolve_executable(m) == str(exe)


def _probe(tmp_path, bundled):
    loaded = load_all(bundled, tmp_path / "no-operator")
    assert loaded.errors == []

    async def main():
        sup = Supervisor()
        try:
            return await probe_all(loaded.manifests, sup, ProbeCache(None))
        finally:
            await sup.aclose()

    return trio.run(main)


def test_the_executable_dir_names_files_beside_the_executable_in_the_digest(tmp_path):
    b = tmp_path / "b"
    tree = {"kind": "SOURCE_TREE", "paths": ["{executable_dir}/python3-config-does-not-exist"]}
    body = python_provider("beside").replace(
        "digest:\n  kind: EXECUTABLE",
        "digest:\n  kind: COMPOSITE\n  components:\n    - kind: EXECUTABLE\n    - " + json.dumps(tree),
    )
    write_manifest(b, "beside.yaml", body)
    h = _probe(tmp_path, b)["beside"]
    beside = os.path.join(os.path.dirname(os.path.realpath(sys.executable)), "python3-config-does-not-exist")
    assert h.reason is UnavailableReason.EXECUTABLE_NOT_FOUND and beside in h.message


def test_a_default_probe_does_not_require_an_absent_operator_installed_provider(tmp_path):
    ops = tmp_path / "operator"
    absent = python_provider("op-absent", extra="installed_by: operator").replace(
        f"executable: {sys.executable}", "executable: /nonexistent/op-tool"
    )
    broken = python_provider("op-broken", extra="installed_by: operator", probe_code="raise SystemExit(1)")
    write_manifest(ops, "absent.yaml", absent)
    write_manifest(ops, "broken.yaml", broken)
    env = {"JACOBIAN_MANIFEST_DIR": str(ops), "JACOBIAN_STATE_DIR": str(tmp_path / "state")}
    data = json.loads(cli("providers", "probe", "--json", env_extra=env).stdout)
    by_id = {p["provider_id"]: p for p in data["providers"]}
    assert by_id["op-absent"]["status"] == ProviderStatus.UNAVAILABLE.value
    # Absent: not required. Present but failing its probe: still required (it is installed, and broken).
    assert "op-absent" not in data["required"] and "op-broken" in data["required"]
