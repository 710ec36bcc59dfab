"""Checker ``smt.model.z3``: Z3 (z3-solver binding) validates cvc5 models.

``python -I -m jacobian.checkers.smt.by_z3``. The validation script runs in
Z3's own SMT-LIB interpreter in a fresh context; its output lines are the
answers, one per assertion.
"""

from __future__ import annotations

import z3

from .request import serve_with

TIMEOUT_MS = 60_000


def run(text: str) -> list[str]:
    ctx = z3.Context()
    z3.Z3_eval_smtlib2_string(ctx.ref(), f"(set-option :timeout {TIMEOUT_MS})")
    try:
        out = z3.Z3_eval_smtlib2_string(ctx.ref(), text)
    except z3.Z3Exception as exc:
        return [f"error: {exc}"]
    return [line.strip() for line in out.splitlines() if line.strip()]


def main() -> None:
    serve_with("z3", run, z3.get_version_string)


if __name__ == "__main__":
    main()
