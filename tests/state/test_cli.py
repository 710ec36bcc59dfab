from __future__ import annotations

import argparse
import json

import pytest

from jacobian.cli import checkers_cmd
from jacobian.state import State

from .conftest import make_checker


@pytest.fixture
def cli(tmp_path, monkeypatch):
    spec = make_checker(tmp_path / "c", "test.cli_checker")
    monkeypatch.setattr(checkers_cmd, "_bundled", lambda: {spec.id: spec})
    parser = argparse.ArgumentParser()
    sub = parser.add_subparsers(dest="command", required=True)
    checkers_cmd.register(sub)
    checkers_cmd.register_state(sub)
    state_dir = str(tmp_path / "state")

    def run(*argv):
        args = parser.parse_args([*argv, "--state-dir", state_dir])
        return args.func(args)

    return run, spec, state_dir


def test_checkers_commands(cli, capsys):
    run, spec, state_dir = cli
    assert run("checkers", "list", "--json") == 0
    assert json.loads(capsys.readouterr().out)[0]["status"] == "NOT_AUTHORIZED"
    assert run("checkers", "authorize", "--all-bundled") == 0
    assert f"authorized {spec.id}" in capsys.readouterr().out
    assert run("checkers", "list") == 0
    out = capsys.readouterr().out
    assert "AUTHORIZED" in out and spec.id in out
    assert run("checkers", "revoke", spec.id, "--reason", "testing") == 0
    capsys.readouterr()
    assert run("checkers", "authorize", "nope.checker") == 2
    assert run("checkers", "authorize", spec.id, "--reason", "again") == 0
    capsys.readouterr()
    assert run("checkers", "history", "--json") == 0
    history = json.loads(capsys.readouterr().out)
    assert [(h["action"], h["reason"]) for h in history] == [
        ("AUTHORIZE", "first-run setup: authorize bundled checkers"),
        ("REVOKE", "testing"),
        ("AUTHORIZE", "again"),
    ]
    assert run("checkers", "revoke", "other.checker", "--json") == 1
    assert json.loads(capsys.readouterr().out)["error"]["code"] == "CHECKER_NOT_AUTHORIZED"


def test_cli_works_beside_a_running_server(cli, capsys):
    run, spec, state_dir = cli
    with State.open(state_dir, reasoning_mode="AUDIT") as server:
        uri = server.artifacts.put("jacobian.json.v1", "test.x", {"x": 1})
        rid = server.reasoning.write("PLAN", "plan").run_id
        assert run("checkers", "authorize", spec.id) == 0
        assert server.authorizations.is_authorized(spec)  # the server sees it at once
        capsys.readouterr()
        assert run("artifacts", "get", uri) == 0
        assert json.loads(capsys.readouterr().out)["payload"] == {"x": 1}
        assert run("artifacts", "verify") == 0
        assert run("reasoning", "export", rid) == 0
        out = capsys.readouterr().out
        assert json.loads(out.splitlines()[-1])["kind"] == "PLAN"
        assert run("state", "info", "--json") == 0
        info = json.loads(capsys.readouterr().out)
        assert info["artifacts"] == 1 and info["server_pid"] is not None
    assert run("artifacts", "get", "artifact://sha256/" + "0" * 64) == 1
