"""Coq: compile (coqc job) against kernel re-check (coq.kernel.coqchk checker job) per theorem.

Runs each theorem of tests/providers/coq in VERIFY mode through the real runtime and reports the
compile job's wall time and the checker job's wall time (coqchk + the statement check). Usage:

    python -P bench/bench_coq.py [--rounds N]
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
from pathlib import Path

import trio

from jacobian.checkers import BUNDLED
from jacobian.runtime import Runtime, RuntimeConfig

THEOREMS = {
    "lia": {"statement": "forall n m : nat, n + m <= 2 * (n + m) + 1", "proof": "intros. lia.", "imports": ["Lia"]},
    "list_induction": {
        "statement": "forall (A : Type) (l : list A), l ++ nil = l",
        "imports": ["Lists.List"],
        "proof": "intros A l. induction l as [|x l IH]; simpl.\n- reflexivity.\n- rewrite IH. reflexivity.",
    },
    "stdlib_restated": {
        "statement": "forall n m : nat, n * m = m * n",
        "proof": "exact Nat.mul_comm.",
        "imports": ["Arith"],
    },
}


async def run(rounds: int) -> None:
    with tempfile.TemporaryDirectory() as d:
        cfg = RuntimeConfig(state_dir=Path(d) / "state", manifest_dir=Path(d) / "ops")
        async with Runtime.open(cfg) as rt:
            for spec in BUNDLED:
                if spec.id.startswith("coq."):
                    rt.state.authorizations.authorize(spec, "bench")
        async with Runtime.open(cfg) as rt:
            print(f"{'theorem':16} {'compile ms':>11} {'re-check ms':>12} {'ratio':>6}  level")
            for name, payload in THEOREMS.items():
                compile_ms, check_ms, level = [], [], None
                for _ in range(rounds):
                    r = await rt.run("coq.check", payload, "VERIFY")
                    check_ms.append(r.verification.execution.wall_ms)
                    compile_ms.append(r.execution.wall_ms - r.verification.execution.wall_ms)
                    level = r.assurance.level.value
                c, k = statistics.median(compile_ms), statistics.median(check_ms)
                print(f"{name:16} {c:11.0f} {k:12.0f} {k / c:6.2f}  {level}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=3)
    trio.run(run, parser.parse_args().rounds)


if __name__ == "__main__":
    main()
