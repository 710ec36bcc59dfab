"""Shared helpers: a Runtime with the bundled checkers authorized, runs through it, and a checker runner."""

from __future__ import annotations

import json
import subprocess
import sys

import trio
import warmstate

CHROMATIC_CHECKER = "jacobian.checkers.graph.chromatic_check"
PETERSEN = "IheA@GUAo"  # graph6 of the Petersen graph (nauty's genspecialg --petersen)


def run_all(tmp_path, runs):
    """[(capability, payload, mode)] through one real Runtime; the results in order."""
    from jacobian.checkers import BUNDLED
    from jacobian.runtime import Runtime, RuntimeConfig

    config = RuntimeConfig(
        state_dir=warmstate.state_dir(tmp_path / "state"), manifest_dir=tmp_path / "no-operator-manifests"
    )

    async def main():
        async with Runtime.open(config) as rt:
            for spec in BUNDLED:
                rt.state.authorizations.authorize(spec, "graph tests")
        async with Runtime.open(config) as rt:
            return [await rt.run(cap, payload, mode) for cap, payload, mode in runs], rt.state

    results, _ = trio.run(main)
    return results


def run_checker(module: str, claim: dict, subject: dict, certificate: dict) -> dict:
    payload = {"claim": claim, "subject": subject, "certificate": certificate}
    line = json.dumps({"type": "request", "payload": payload}) + "\n"
    proc = subprocess.run([sys.executable, "-I", "-m", module], input=line, capture_output=True, text=True, timeout=300)
    return json.loads(proc.stdout.strip().splitlines()[-1])["data"]
