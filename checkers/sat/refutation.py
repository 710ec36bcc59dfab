"""The shared last step of the re-encoding checkers (graph colourability, induced trees, magma
countermodels): the CNF the solver refuted must be the checker's own encoding of the claim (by
digest of the canonical DIMACS), and the DRAT proof must refute *that* CNF, the LRAT kernel
deciding (:mod:`.kernel`: the compiled one where installed; the counts say which). Each family
builds its encoding and digest itself; this module only checks the proof.
"""

from __future__ import annotations

from typing import Any

from .drat import DratError
from .elaborate import ElaborationError
from .kernel import decide
from .native import NativeRejected, elaborate_text_proof


def check_refutation(
    num_vars: int, clauses: list[list[int]], mine: str, refuted: str, proof_text: str, what: str
) -> tuple[str | None, dict[str, Any]]:
    """``(None, counts)`` when ``proof_text`` refutes the checker's CNF (digest ``mine``, which must
    equal the digest ``refuted`` the producer claims for the CNF it refuted; ``counts["decided_by"]`` names
    the kernel, for the checker's answer); else ``(reason, {})``, or
    ``(reason, {"verdict": "UNCHECKABLE"})`` when the compiled kernel ended without a decision (the caller
    adds that to its answer). ``what`` names the encoded statement in the reason, e.g. "3-colourability"."""
    if refuted != mine:
        return f"the refuted CNF {refuted[:23]}... is not the checker's encoding of {what} {mine[:23]}...", {}
    try:
        lrat, counts, proof_steps, elaborator = elaborate_text_proof(num_vars, clauses, proof_text)
    except (DratError, ElaborationError, NativeRejected) as exc:
        return f"DRAT check failed: {exc}", {}
    decision = decide(num_vars, clauses, lrat)
    if decision.accepted is None:
        return f"LRAT not decided: {decision.reason}", {"verdict": "UNCHECKABLE"}
    if not decision.accepted:
        return f"LRAT kernel rejected: {decision.reason} (the {decision.kernel} kernel)", {}
    return None, {
        "variables": num_vars,
        "clauses": len(clauses),
        "proof_steps": proof_steps,
        "elaborator": elaborator,
        **counts,
        **decision.counts,
        **decision.fields(),
    }


def kernel_fields(checked: dict[str, Any]) -> dict[str, Any]:
    """What a checker's answer lifts from the counts :func:`check_refutation` put into its ``checked``: which
    kernel decided (``decided_by``, for the verification record) and the UNCHECKABLE verdict of a compiled
    kernel that ended without a decision (so it is not read as a rejection of the proof)."""
    return {key: checked[key] for key in ("decided_by", "verdict") if key in checked}
