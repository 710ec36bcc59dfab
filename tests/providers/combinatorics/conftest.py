"""A Runtime with the bundled checkers authorized, and runs through it."""

from __future__ import annotations

import trio
import warmstate


def run_all(tmp_path, runs):
    """[(capability, payload, mode)] through one real Runtime; the results in order."""
    from jacobian.checkers import BUNDLED
    from jacobian.runtime import Runtime, RuntimeConfig

    config = RuntimeConfig(state_dir=warmstate.state_dir(tmp_path / "state"), manifest_dir=tmp_path / "none")

    async def main():
        async with Runtime.open(config) as rt:
            for spec in BUNDLED:
                rt.state.authorizations.authorize(spec, "combinatorics tests")
        async with Runtime.open(config) as rt:
            return [await rt.run(cap, payload, mode) for cap, payload, mode in runs]

    return trio.run(main)
