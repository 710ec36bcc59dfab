"""Lean capabilities: ``lean.check`` (VERIFY via the lean.kernel.replay checker) and
``lean.proof.axioms.inspect``.

The compile job runs ``lean --json Proof.lean`` in the job's scratch directory. The evidence handed
to the checker is the request as the caller gave it (statement, proof, mode, allowed axioms): the
checker builds and elaborates its own file, replays it through the kernel and compares the theorem's
type with its own elaboration of the statement; nothing Lean produced here is trusted by it.
"""

from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass
from typing import Any, ClassVar

from jacobian.capability import (
    ArtifactReader,
    Evidence,
    Interpretation,
    InterpretError,
    JobCall,
    JobCapability,
    answer,
    invalid,
)
from jacobian.contracts.descriptor import InvocationExample
from jacobian.contracts.diagnostics import Code, Diagnostic, Severity
from jacobian.contracts.enums import Completeness, Conclusion, Mode
from jacobian.contracts.job import Job, Outcome

from . import lean
from .core import Template
from .models import LeanCheckOutput, LeanCheckRequest, LeanMessage

CLAIM = "LEAN_THEOREM"
FORMAT = "lean-source/1"
EXAMPLE = {"statement": "∀ n : Nat, n + 0 = n", "proof": "intro n\nrfl"}


@dataclass(frozen=True)
class Environment:
    """What a named environment adds: the import header and the LEAN_PATH holding its .olean files."""

    imports: tuple[str, ...] = ()
    lean_path: tuple[str, ...] = ()


def environment(request: LeanCheckRequest, options: dict[str, Any]) -> Environment:
    """``core``, or one the operator configured in the manifest::

    run: {options: {environments: {mathlib: {imports: [Mathlib], lean_path: [/abs/dir, ...]}}}}
    """
    if request.environment == "core":
        return Environment()
    configured = options.get("environments") or {}
    spec = configured.get(request.environment) if isinstance(configured, dict) else None
    if not isinstance(spec, dict):
        known = ", ".join(["core", *sorted(configured)]) if isinstance(configured, dict) else "core"
        raise invalid(f"unknown environment {request.environment!r}; configured: {known}", "$.payload.environment")
    imports, lean_path = spec.get("imports", []), spec.get("lean_path", [])
    if not (isinstance(imports, list) and all(isinstance(m, str) and lean.MODULE_NAME.match(m) for m in imports)):
        raise InterpretError(Code.BACKEND_ERROR, f"manifest environment {request.environment!r}: bad `imports`")
    if not (isinstance(lean_path, list) and all(isinstance(d, str) and os.path.isabs(d) for d in lean_path)):
        raise InterpretError(Code.BACKEND_ERROR, f"manifest environment {request.environment!r}: bad `lean_path`")
    return Environment(tuple(imports), tuple(lean_path))


def template(request: LeanCheckRequest, env: Environment) -> Template:
    try:
        return lean.build(request.statement, request.proof, request.proof_mode, env.imports)
    except lean.Refused as exc:
        raise invalid(str(exc), f"$.payload.{exc.part}") from None


class _Lean(JobCapability[LeanCheckRequest, LeanCheckOutput, None]):
    """Elaborate one theorem with lean from the fixed template. The template's header depends on the
    environment the engine's manifest configures, so it is built per hook (a string, cheap); ``parse``
    refuses a statement or proof the template cannot take before any job."""

    domain: ClassVar[str] = "logic"
    family: ClassVar[str] = "lean"

    def parse(self, request: LeanCheckRequest, artifacts: ArtifactReader) -> None:
        template(request, Environment())

    def plan(self, call: JobCall[LeanCheckRequest, None]) -> Job:
        env = environment(call.request, call.engine.options)
        source = template(call.request, env).source
        argv = (call.engine.executable or "lean", "--json", lean.SOURCE)
        extra = {"LEAN_PATH": ":".join(env.lean_path)} if env.lean_path else {}
        return call.job(argv=argv, input_files={lean.SOURCE: source.encode()}, env=extra, label=self.id)


def _unknown(out: LeanCheckOutput, basis: str, *notes: Diagnostic) -> Interpretation:
    return answer(Conclusion.UNKNOWN, out, basis, completeness=Completeness.UNKNOWN, qualifiers=(), diagnostics=notes)


def read(request: LeanCheckRequest, outcome: Outcome, options: dict[str, Any]) -> LeanCheckOutput:
    t = template(request, environment(request, options))
    found = lean.parse_json_messages(outcome.stdout.decode("utf-8", "replace"))
    stderr = outcome.stderr.decode("utf-8", "replace").strip()
    if stderr:
        found.append(lean.Located("error", stderr[: lean.MAX_MESSAGE_CHARS], None, None, None, None))
    messages = [LeanMessage(**vars(m)) for m in lean.map_messages(t, found)]
    axioms = lean.axioms_of(t, found)
    errors = any(m.severity == "error" for m in found)
    accepted = outcome.exit_code == 0 and not errors and axioms is not None and lean.SORRY not in axioms
    return LeanCheckOutput(
        accepted=accepted, theorem=lean.THEOREM, axioms=axioms, messages=messages, holes=lean.holes(request.proof)
    )


class LeanCheck(_Lean):
    id = "lean.check"
    title = "Check a Lean 4 theorem: statement and proof"
    description = (
        "Elaborates one theorem (a statement and a tactic or term proof) with lean from a fixed template that binds "
        "the statement to the theorem's name, and reports whether Lean accepted it, its messages mapped to the "
        "statement/proof line and column, and the axioms `#print axioms` lists (sorry shows as sorryAx and is "
        "never accepted). In VERIFY mode a separate checker job rebuilds the file, replays it through Lean's "
        "kernel, compares the theorem's type with its own elaboration of the statement, and accepts only axioms "
        "in `allowed_axioms` (default none). Served only where the operator has installed a Lean toolchain."
    )
    tags = (
        "lean",
        "lean4",
        "proof",
        "theorem",
        "proof-assistant",
        "tactic",
        "kernel",
        "formal",
        "verify",
        "axioms",
        "lemma",
        "mathlib",
    )
    modes = (Mode.EXPLORE, Mode.VERIFY)
    conclusions = (Conclusion.TRUE, Conclusion.UNKNOWN)
    verify_claims = (CLAIM,)
    examples = (
        InvocationExample(title="n + 0 = n by rfl", payload=EXAMPLE),
        InvocationExample(title="The same, kernel re-checked", payload=EXAMPLE, mode=Mode.VERIFY),
    )

    def interpret(self, call: JobCall[LeanCheckRequest, None], outcome: Outcome) -> Interpretation:
        request, engine = call.request, call.engine
        out = read(request, outcome, engine.options)
        if not out.accepted:
            first = next((m for m in out.messages if m.severity == "error"), None)
            sorry = out.axioms is not None and lean.SORRY in out.axioms
            why = "the proof uses sorry" if sorry else (first.text[:300] if first else "lean printed no axioms line")
            code = Code.NO_EVIDENCE if sorry else Code.BACKEND_ERROR
            note = Diagnostic.of(code, f"Lean did not accept the theorem: {why}", severity=Severity.WARNING)
            return _unknown(out, "Lean did not accept the proof; the statement is neither proved nor refuted", note)
        subject = {
            "statement": request.statement,
            "proof": request.proof,
            "proof_mode": request.proof_mode,
            "environment": request.environment,
            "allowed_axioms": list(request.allowed_axioms),
            "theorem": lean.THEOREM,
        }
        source = template(request, environment(request, engine.options)).source.encode()
        certificate = {"source_sha256": hashlib.sha256(source).hexdigest(), "lean_version": engine.version}
        # The checker replays the core environment only: a project's evidence would name files it does not trust.
        evidence = Evidence({"kind": CLAIM}, FORMAT, subject, certificate) if request.environment == "core" else None
        axioms = out.axioms or []
        basis = "lean accepted the proof" + (f"; axioms used: {', '.join(axioms)}" if axioms else "; no axioms")
        if evidence is None:
            basis += f"; environment {request.environment!r} has no kernel re-check (the checker replays core only)"
        return answer(Conclusion.TRUE, out, basis, evidence=evidence)


class LeanAxiomsInspect(_Lean):
    id = "lean.proof.axioms.inspect"
    title = "Axioms and holes of a Lean 4 proof (partial proofs too)"
    description = (
        "Elaborates a theorem like lean.check and lists the axioms `#print axioms` reports (sorryAx for a proof "
        "with sorry) and the sorry / admit holes in the proof text, with lean's messages. Exploration only."
    )
    tags = ("lean", "lean4", "axioms", "sorry", "admit", "holes", "assumptions", "proof", "inspect", "partial")
    modes = (Mode.EXPLORE,)
    conclusions = (Conclusion.VALUE, Conclusion.UNKNOWN)
    examples = (
        InvocationExample(
            title="A partial proof", payload={"statement": "∀ p : Prop, p ∨ ¬p", "proof": "intro p\nsorry"}
        ),
    )

    def interpret(self, call: JobCall[LeanCheckRequest, None], outcome: Outcome) -> Interpretation:
        out = read(call.request, outcome, call.engine.options)
        if out.axioms is None or outcome.exit_code != 0 or any(m.severity == "error" for m in out.messages):
            return _unknown(
                out, "lean stopped with an error or printed no axioms for the theorem: they were not established"
            )
        basis = "#print axioms after the theorem elaborated; holes from the proof text"
        return answer(Conclusion.VALUE, out, basis, qualifiers=())


CAPABILITIES = (LeanCheck(), LeanAxiomsInspect())
