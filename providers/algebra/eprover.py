"""E (Debian ``eprover``) on "do the source laws imply the target?", its proof turned into chains.

Untrusted worker code: the problem is written in TPTP (the operation as ``m/2``, a law's variable
``x`` as ``Vx``), E runs in auto mode with a CPU limit, and a ``Theorem`` answer's proof object is
replayed by :mod:`.translate` into the certificate ``equational-proof/1`` (:mod:`.chains`). E's
``CounterSatisfiable`` (a saturated, complete clause set without the goal) is reported as such;
anything else is ``UNKNOWN``.
"""

from __future__ import annotations

import re
import subprocess
import time
from typing import Any

from .chains import ChainError, proof_json, proof_steps
from .rewriting import Term, variables
from .translate import TranslationError, Translator
from .tstp import TstpError, read_proof

MAX_OUTPUT_BYTES = 64 * 1024 * 1024


def tptp_term(t: Term) -> str:
    if isinstance(t, str):
        return "V" + t
    return f"m({tptp_term(t[0])},{tptp_term(t[1])})"


def tptp_law(name: str, role: str, law: tuple[Term, Term]) -> str:
    names = sorted(variables(law[0]) | variables(law[1]))
    quantified = "![" + ",".join("V" + v for v in names) + "]: " if names else ""
    return f"fof({name}, {role}, {quantified}{tptp_term(law[0])} = {tptp_term(law[1])}).\n"


def problem(sources: list[tuple[Term, Term]], target: tuple[Term, Term]) -> str:
    lines = [tptp_law(f"s{i}", "axiom", law) for i, law in enumerate(sources)]
    return "".join(lines) + tptp_law("goal", "conjecture", target)


def status(output: str) -> str:
    m = re.search(r"^# SZS status (\w+)", output, re.MULTILINE)
    return m.group(1) if m else "NoStatus"


def run_e(executable: str, text: str, seconds: int, memory_mib: int | None) -> tuple[str, str, float]:
    """(SZS status, stdout, seconds) of one E run; E's own CPU limit ends it, the wall timeout is a backstop."""
    argv = [executable, "--auto", "--proof-object", "-s", f"--cpu-limit={seconds}"]
    if memory_mib:
        argv.append(f"--memory-limit={memory_mib}")
    started = time.monotonic()
    try:
        proc = subprocess.run(argv, input=text, capture_output=True, text=True, timeout=seconds * 2 + 10)
    except subprocess.TimeoutExpired:
        return "Timeout", "", time.monotonic() - started
    out = proc.stdout[:MAX_OUTPUT_BYTES]
    return status(out), out, time.monotonic() - started


def prove(
    sources: list[tuple[Term, Term]],
    target: tuple[Term, Term],
    executable: str,
    seconds: int,
    memory_mib: int | None,
    flat_limit: int,
    max_steps: int,
) -> dict[str, Any]:
    """``{"status": "PROVED" | "NOT_IMPLIED" | "UNKNOWN", ...}``; PROVED carries ``proof``."""
    if target[0] == target[1]:
        proof: dict[str, Any] = {"lemmas": [], "steps": []}
        return {"status": "PROVED", "proof": proof, "steps": 0, "e_status": None, "e_seconds": 0.0}
    szs, out, spent = run_e(executable, problem(sources, target), seconds, memory_mib)
    base: dict[str, Any] = {"e_status": szs, "e_seconds": round(spent, 3)}
    if szs in ("CounterSatisfiable", "Satisfiable"):
        return {"status": "NOT_IMPLIED", **base}
    if szs != "Theorem":
        return {"status": "UNKNOWN", "reason": f"E: {szs}", **base}
    started = time.monotonic()
    try:
        start, steps = Translator(sources, target).translate(read_proof(out))
        proof = proof_json(start, steps, flat_limit)
    except (TstpError, TranslationError, ChainError, RecursionError) as exc:
        return {"status": "UNKNOWN", "reason": f"E found a proof that was not translated: {exc}", **base}
    count = proof_steps(proof)
    base["translate_seconds"] = round(time.monotonic() - started, 3)
    if count > max_steps:
        return {"status": "UNKNOWN", "reason": f"the proof has {count} steps, more than {max_steps}", **base}
    return {"status": "PROVED", "proof": proof, "steps": count, **base}
