"""The shared last step of the re-encoding checkers (graph colourability, induced trees, magma
countermodels): the CNF the solver refuted must be the checker's own encoding of the claim (by
digest of the canonical DIMACS), and the DRAT proof must refute *that* CNF, the LRAT kernel
deciding (:mod:`.kernel`: the compiled one where installed; the counts say which). Each family
builds its encoding and digest itself; this module reads the refutation's proof and checks it.

The proof is inline text (``proof_text``) or a file beside the checker (the producer's job kept it; the runtime
placed it here read-only), named with its sha256 and size as :mod:`.proof_source` reads it: streamed into the
compiled elaborator and from it into the kernel, never held whole; a file that is not the certified one (digest,
size) rejects the proof, one past the checker's bounds leaves it UNCHECKABLE.
"""

from __future__ import annotations

from typing import Any

from .drat import MAX_PROOF_BYTES, DratBound, DratError
from .elaborate import ElaborationError, elaborate
from .kernel import Decision, Lrat, decide
from .native import NativeFailed, NativeRejected, elaborate_native, elaborate_text_proof
from .proof_source import MAX_STREAMED_BYTES, ProofFile, blocks, read_steps
from .request import BadRequest

#: A refutation's proof as a file: ``{"proof_file": {...}}`` with exactly the fields :class:`.proof_source.ProofFile`
#: reads (nested: a refutation's own keys include ``size``).
FILE_KEYS = ("proof_file", "encoding", "compression", "sha256", "size")


def read_refutation(value: Any, keys: tuple[str, ...] = ()) -> dict[str, Any]:
    """A certificate's refutation: exactly ``keys``, ``cnf_sha256`` (a string) and its proof, either
    ``proof_text`` (a string within MAX_PROOF_BYTES) or ``proof_file``, an object of exactly :data:`FILE_KEYS`.
    Returns the ``keys`` and ``cnf_sha256`` with ``proof``: the text, or the :class:`.proof_source.ProofFile`."""
    fixed = {*keys, "cnf_sha256"}
    names = ", ".join(sorted(fixed))
    if not isinstance(value, dict) or not isinstance(value.get("cnf_sha256"), str):
        raise BadRequest(f"certificate.refutation needs {names} (cnf_sha256 a string) and a proof")
    proof: str | ProofFile
    if set(value) == fixed | {"proof_text"}:
        if not isinstance(value["proof_text"], str):
            raise BadRequest("certificate.refutation: proof_text must be a string")
        if len(value["proof_text"]) > MAX_PROOF_BYTES:
            raise BadRequest("proof too large")
        proof = value["proof_text"]
    elif set(value) == fixed | {"proof_file"}:
        named = value["proof_file"]
        if not isinstance(named, dict) or set(named) != set(FILE_KEYS):
            raise BadRequest(f"certificate.refutation.proof_file needs exactly {', '.join(FILE_KEYS)}")
        try:
            proof = ProofFile.from_certificate(named)
        except ValueError as exc:
            raise BadRequest(f"certificate.refutation.proof_file: {exc}") from None
    else:
        raise BadRequest(f"certificate.refutation needs exactly {names} and one of proof_text, proof_file")
    return {**{k: value[k] for k in fixed}, "proof": proof}


def refutation(value: Any, keys: tuple[str, ...] = ()) -> dict[str, Any] | None:
    """A refutation that may be null: None, or :func:`read_refutation`'s reading."""
    return None if value is None else read_refutation(value, keys)


def check_refutation(
    num_vars: int, clauses: list[list[int]], mine: str, refuted: str, proof: str | ProofFile, what: str
) -> tuple[str | None, dict[str, Any]]:
    """``(None, counts)`` when ``proof`` (text, or a file: see :func:`read_refutation`) refutes the checker's CNF
    (digest ``mine``, which must
    equal the digest ``refuted`` the producer claims for the CNF it refuted; ``counts["decided_by"]`` names
    the kernel, for the checker's answer); else ``(reason, {})``, or
    ``(reason, {"verdict": "UNCHECKABLE"})`` when the compiled kernel ended without a decision or the proof file
    passed a bound of the checker's (the caller adds that to its answer). ``what`` names the encoded statement in
    the reason, e.g. "3-colourability"."""
    if refuted != mine:
        return f"the refuted CNF {refuted[:23]}... is not the checker's encoding of {what} {mine[:23]}...", {}
    try:
        if isinstance(proof, ProofFile):
            decision, counts, proof_steps, elaborator = _file_decision(num_vars, clauses, proof)
        else:
            lrat, counts, proof_steps, elaborator = elaborate_text_proof(num_vars, clauses, proof)
            decision = decide(num_vars, clauses, lrat)
    except DratBound as exc:
        return f"cannot check the proof: {exc}", {"verdict": "UNCHECKABLE"}
    except (DratError, ElaborationError, NativeRejected) as exc:
        return f"DRAT check failed: {exc}", {}
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


def _file_decision(
    num_vars: int, clauses: list[list[int]], spec: ProofFile
) -> tuple[Decision, dict[str, int], int, str]:
    """The kernel's decision on a proof file: streamed through the compiled elaborator into the kernel, else (the
    elaborator missing or failing) parsed piece by piece and elaborated in Python. Returns ``(decision, counts,
    proof_steps, elaborator)``; raises :class:`.drat.DratBound` past a bound, :class:`.drat.DratError` for a file
    that is not the certified one or not DRAT, :class:`NativeRejected` / ``ElaborationError`` for a wrong lemma."""
    lrat = Lrat(num_vars, clauses)
    try:
        chunks = blocks(spec, MAX_STREAMED_BYTES)
        _, counts = elaborate_native(num_vars, clauses, chunks, spec.encoding == "binary", sink=lrat.write)
        return lrat.decide(), counts, counts.pop("proof_steps", 0), "native"
    except NativeFailed:
        lrat.abort()  # (whatever it wrote is no LRAT to decide on)
    except BaseException:
        lrat.abort()
        raise
    steps = read_steps(spec)
    text, counts = elaborate(num_vars, clauses, steps)
    return decide(num_vars, clauses, text), counts, len(steps), "python"
