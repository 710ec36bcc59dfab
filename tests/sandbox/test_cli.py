"""The `jacobian sandbox` commands through a local argparse harness (main.py is written elsewhere)."""

import argparse
import json

from jacobian.cli import sandbox_cmd


def call(argv, capsys):
    parser = argparse.ArgumentParser()
    sandbox_cmd.register(parser.add_subparsers(dest="command"))
    args = parser.parse_args(argv)
    code = args.func(args)
    return code, capsys.readouterr()


def test_run_reports_memory_limit_as_json(capsys):
    code, out = call(
        ["sandbox", "run", "--memory", "64M", "--json", "--", "python3", "-c", "x = bytearray(2**30)"], capsys
    )
    o = json.loads(out.out)
    assert code == 1 and o["termination"] == "MEMORY_LIMIT"


def test_run_ok(capsys):
    code, out = call(["sandbox", "run", "--wall", "5", "--", "echo", "hello"], capsys)
    assert code == 0 and out.out == "hello\n" and "termination: EXITED" in out.err


def test_check_passes_every_trial_here(capsys):
    code, out = call(["sandbox", "check", "--json"], capsys)
    report = json.loads(out.out)
    assert code == 0, report["trials"]
    assert {t["result"] for t in report["trials"]} == {"pass"}
