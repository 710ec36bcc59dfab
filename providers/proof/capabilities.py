"""Coq capabilities: ``coq.check`` (VERIFY via the coqchk checker) and ``coq.proof.axioms.inspect``.

The compile job runs ``coqc -q -Q . JP Proof.v`` in the job's scratch directory; the compiled
``Proof.vo`` is collected and becomes the evidence (base64) for the ``coq.kernel.coqchk`` checker,
which re-checks it with ``coqchk`` and compares the theorem's type with its own elaboration of the
statement. No Coq library is imported here.
"""

from __future__ import annotations

import base64

from jacobian.capability import CapabilityDefinition, Evidence, Interpretation, InterpretError, PlanContext
from jacobian.contracts.descriptor import InvocationExample
from jacobian.contracts.diagnostics import Code, Diagnostic, Severity, Stage
from jacobian.contracts.enums import Completeness, Conclusion, Mode, Qualifier
from jacobian.contracts.job import Job, Outcome

from . import coq, lean_capabilities
from .core import parse_assumptions
from .models import CoqCheckOutput, CoqCheckRequest, CoqMessage

CLAIM = "COQ_THEOREM"
FORMAT = "coq-vo"
EXAMPLE = {"statement": "forall n m : nat, n + m = m + n", "proof": "intros. lia.", "imports": ["Lia"]}


def _template(request: CoqCheckRequest) -> tuple[coq.Template, bool]:
    try:
        return coq.build(request.statement, request.proof, request.imports, request.definitions)
    except coq.Refused as exc:
        path = f"$.payload.{exc.part}"
        raise InterpretError(Code.INVALID_REQUEST, str(exc), path=path, stage=Stage.VALIDATE) from None


def _plan(request: CoqCheckRequest, ctx: PlanContext, label: str) -> Job:
    template, _ = _template(request)
    argv = (ctx.engine.executable or "coqc", "-q", "-Q", ".", coq.LIBRARY, coq.SOURCE)
    return ctx.job(
        argv=argv, input_files={coq.SOURCE: template.source.encode()}, collect_files=(coq.COMPILED,), label=label
    )


def _read(request: CoqCheckRequest, outcome: Outcome) -> CoqCheckOutput:
    template, admitted = _template(request)
    stderr = outcome.stderr.decode("utf-8", "replace")
    stdout = outcome.stdout.decode("utf-8", "replace")
    axioms, _ = parse_assumptions(stdout)
    found = [CoqMessage(**vars(m)) for m in coq.messages(template, stderr)]
    accepted = outcome.exit_code == 0 and coq.COMPILED in outcome.files and not admitted
    return CoqCheckOutput(
        accepted=accepted,
        theorem=f"{coq.MODULE}.{coq.THEOREM}",
        axioms=axioms,
        admitted=admitted,
        messages=found,
        holes=coq.holes(request.proof),
    )


class CoqCheck(CapabilityDefinition):
    id = "coq.check"
    title = "Check a Coq theorem: statement and tactic proof"
    description = (
        "Compiles one theorem (a statement and a tactic proof, with optional standard-library imports and "
        "definitions) with coqc from a fixed template, and reports whether Coq accepted it, its messages mapped "
        "to the statement/proof line and column, and the axioms it uses. In VERIFY mode a separate checker job "
        "re-checks the compiled .vo with coqchk, confirms the theorem's type is the requested statement "
        "(elaborated without the definitions) and that its axioms are inside `allowed_axioms` (default none)."
    )
    domain = "logic"
    family = "coq"
    tags = (
        "coq",
        "proof",
        "theorem",
        "proof-assistant",
        "tactic",
        "kernel",
        "coqchk",
        "formal",
        "verify",
        "axioms",
        "lemma",
        "rocq",
    )
    modes = (Mode.EXPLORE, Mode.VERIFY)
    conclusions = (Conclusion.TRUE, Conclusion.UNKNOWN)
    Request = CoqCheckRequest
    Output = CoqCheckOutput
    verify_claims = (CLAIM,)
    examples = (
        InvocationExample(title="Commutativity of addition by lia", payload=EXAMPLE),
        InvocationExample(title="The same, kernel re-checked", payload=EXAMPLE, mode=Mode.VERIFY),
    )

    def plan(self, request: CoqCheckRequest, ctx: PlanContext) -> Job:
        return _plan(request, ctx, self.id)

    def interpret(self, request: CoqCheckRequest, outcome: Outcome, ctx: PlanContext) -> Interpretation:
        out = _read(request, outcome)
        if not out.accepted:
            first = next((m for m in out.messages if m.severity == "error"), None)
            why = "the proof ends Admitted" if out.admitted else (first.text[:300] if first else "coqc failed")
            note = Diagnostic.of(
                Code.BACKEND_ERROR if not out.admitted else Code.NO_EVIDENCE,
                f"Coq did not accept the theorem: {why}",
                severity=Severity.WARNING,
            )
            return Interpretation(
                Conclusion.UNKNOWN,
                out,
                Completeness.UNKNOWN,
                "Coq did not accept the proof; the statement is neither proved nor refuted",
                diagnostics=(note,),
                engine_used=ctx.engine.engine,
            )
        vo = outcome.files[coq.COMPILED]
        subject = {
            "statement": request.statement,
            "imports": list(request.imports),
            "allowed_axioms": list(request.allowed_axioms),
            "theorem": out.theorem,
        }
        evidence = Evidence(
            {"kind": CLAIM},
            FORMAT,
            subject,
            {"vo_base64": base64.b64encode(vo).decode(), "library": coq.LIBRARY, "module": coq.MODULE},
        )
        basis = "coqc accepted the proof (Qed)" + (f"; axioms used: {', '.join(out.axioms)}" if out.axioms else "")
        return Interpretation(
            Conclusion.TRUE,
            out,
            Completeness.COMPLETE,
            basis,
            qualifiers=(Qualifier.EXACT,),
            evidence=evidence,
            engine_used=ctx.engine.engine,
        )


class CoqAxiomsInspect(CapabilityDefinition):
    id = "coq.proof.axioms.inspect"
    title = "Axioms and holes of a Coq proof (partial proofs too)"
    description = (
        "Compiles a theorem like coq.check and lists the axioms Print Assumptions reports (an Admitted theorem "
        "lists itself) and the admit / give_up / Admitted holes in the proof text, with coqc's messages. "
        "Exploration only: nothing here is verified."
    )
    domain = "logic"
    family = "coq"
    tags = ("coq", "axioms", "admitted", "admit", "holes", "sorry", "assumptions", "proof", "inspect", "partial")
    modes = (Mode.EXPLORE,)
    conclusions = (Conclusion.VALUE, Conclusion.UNKNOWN)
    Request = CoqCheckRequest
    Output = CoqCheckOutput
    examples = (
        InvocationExample(
            title="A partial proof",
            payload={"statement": "forall P : Prop, P \\/ ~ P", "proof": "intros. admit.\nAdmitted."},
        ),
    )

    def plan(self, request: CoqCheckRequest, ctx: PlanContext) -> Job:
        return _plan(request, ctx, self.id)

    def interpret(self, request: CoqCheckRequest, outcome: Outcome, ctx: PlanContext) -> Interpretation:
        out = _read(request, outcome)
        compiled = outcome.exit_code == 0
        if not compiled:
            return Interpretation(
                Conclusion.UNKNOWN,
                out,
                Completeness.UNKNOWN,
                "coqc stopped with an error: the axioms were not established",
                engine_used=ctx.engine.engine,
            )
        return Interpretation(
            Conclusion.VALUE,
            out,
            Completeness.COMPLETE,
            "Print Assumptions after the theorem compiled; holes from the proof text",
            engine_used=ctx.engine.engine,
        )


CAPABILITIES = (CoqCheck(), CoqAxiomsInspect(), *lean_capabilities.CAPABILITIES)
