"""One real Runtime for the reader red-team tests: a private state directory, every bundled checker
authorized (so a result the checker accepts is VERIFIED), run under trio."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import trio


def run_calls(tmp_path: Path, calls: list[tuple[str, dict[str, Any]]], mode: str = "VERIFY") -> list[Any]:
    """Run each (capability, payload) in one runtime, in order; return the results."""
    from jacobian.checkers import BUNDLED
    from jacobian.runtime import Runtime, RuntimeConfig

    config = RuntimeConfig(state_dir=tmp_path / "state", manifest_dir=tmp_path / "no-operator-manifests")

    async def main() -> list[Any]:
        async with Runtime.open(config) as rt:
            for spec in BUNDLED:
                rt.state.authorizations.authorize(spec, "reader red-team tests")
        async with Runtime.open(config) as rt:
            return [await rt.run(capability, payload, mode) for capability, payload in calls]

    return trio.run(main)
