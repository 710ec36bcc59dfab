"""Shared helpers: a Runtime with the bundled checkers authorized, and a checker program runner."""

from __future__ import annotations

import json
import subprocess
import sys

import warmstate

WITNESS_CHECKER = "jacobian.checkers.algebra.witness_check"
REFUTATION_CHECKER = "jacobian.checkers.algebra.refutation_check"


def runtime(tmp_path, authorize=True):
    """An opened Runtime on a fresh state directory; the bundled checkers authorized unless told not to."""
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
                        rt.state.authorizations.authorize(spec, "algebra end-to-end tests")
            self._cm = Runtime.open(config)
            return await self._cm.__aenter__()

        async def __aexit__(self, *exc):
            return await self._cm.__aexit__(*exc)

    return Opened()


def run_checker(module: str, claim: str, subject: dict, certificate: dict) -> dict:
    """One request through the real checker program, as the runtime sends it; returns its decision."""
    payload = {"claim": {"kind": claim}, "subject": subject, "certificate": certificate}
    line = json.dumps({"type": "request", "payload": payload}) + "\n"
    proc = subprocess.run([sys.executable, "-I", "-m", module], input=line, capture_output=True, text=True, timeout=300)
    return json.loads(proc.stdout.strip().splitlines()[-1])["data"]


def evaluate(table, term, env):
    """A test-local evaluator of a nested term (a name, or a (left, right) pair)."""
    if isinstance(term, str):
        return env[term]
    return table[evaluate(table, term[0], env)][evaluate(table, term[1], env)]
