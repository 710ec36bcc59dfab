"""Coq capabilities: ``coq.check`` (VERIFY via the coqchk checker) and ``coq.proof.axioms.inspect``.

The compile job runs ``coqc -q -Q . JP Proof.v`` in the job's scratch directory; the compiled
``Proof.vo`` is collected and becomes the evidence (base64) for the ``coq.kernel.coqchk`` checker,
which re-checks it with ``coqchk`` and compares the theorem's type with its own elaboration of the
statement. No Coq library is imported here.
"""

from __future__ import annotations

import base64
from dataclasses import dataclass
from typing import Any, ClassVar

from jacobian.capability import (
    ArtifactReader,
    Evidence,
    Interpretation,
    JobCall,
    JobCapability,
    answer,
    invalid,
)
from jacobian.contracts.descriptor import InvocationExample
from jacobian.contracts.diagnostics import Code, Diagnostic, Severity
from jacobian.contracts.enums import Completeness, Conclusion, Mode
from jacobian.contracts.job import Job, Outcome

from . import coq, lean_capabilities
from .core import parse_assumptions
from .models import CoqCheckOutput, CoqCheckRequest, CoqMessage

CLAIM = "COQ_THEOREM"
FORMAT = "coq-vo"
EXAMPLE = {"statement": "forall n m : nat, n + m = m + n", "proof": "intros. lia.", "imports": ["Lia"]}


@dataclass(frozen=True)
class Source:
    """The request as the ``Proof.v`` the template makes of it, and whether the proof ends Admitted."""

    template: coq.Template
    admitted: bool


class _Coq(JobCapability[CoqCheckRequest, CoqCheckOutput, Source]):
    """Compile one theorem with coqc from the fixed template; read Coq's messages and axioms."""

    domain: ClassVar[str] = "logic"
    family: ClassVar[str] = "coq"

    def parse(self, request: CoqCheckRequest, artifacts: ArtifactReader) -> Source:
        try:
            return Source(*coq.build(request.statement, request.proof, request.imports, request.definitions))
        except coq.Refused as exc:
            raise invalid(str(exc), f"$.payload.{exc.part}") from None

    def plan(self, call: JobCall[CoqCheckRequest, Source]) -> Job:
        argv = (call.engine.executable or "coqc", "-q", "-Q", ".", coq.LIBRARY, coq.SOURCE)
        source = call.parsed.template.source.encode()
        return call.job(argv=argv, input_files={coq.SOURCE: source}, collect_files=(coq.COMPILED,), label=self.id)

    def read(self, call: JobCall[CoqCheckRequest, Source], outcome: Outcome) -> CoqCheckOutput:
        stderr = outcome.stderr.decode("utf-8", "replace")
        axioms, _ = parse_assumptions(outcome.stdout.decode("utf-8", "replace"))
        found = [CoqMessage(**vars(m)) for m in coq.messages(call.parsed.template, stderr)]
        admitted = call.parsed.admitted
        return CoqCheckOutput(
            accepted=outcome.exit_code == 0 and coq.COMPILED in outcome.files and not admitted,
            theorem=f"{coq.MODULE}.{coq.THEOREM}",
            axioms=axioms,
            admitted=admitted,
            messages=found,
            holes=coq.holes(call.request.proof),
        )


def _unknown(out: Any, basis: str, *notes: Diagnostic) -> Interpretation:
    return answer(Conclusion.UNKNOWN, out, basis, completeness=Completeness.UNKNOWN, qualifiers=(), diagnostics=notes)


class CoqCheck(_Coq):
    id = "coq.check"
    title = "Check a Coq theorem: statement and tactic proof"
    description = (
        "Compiles one theorem (a statement and a tactic proof, with optional standard-library imports and "
        "definitions) with coqc from a fixed template, and reports whether Coq accepted it, its messages mapped "
        "to the statement/proof line and column, and the axioms it uses. In VERIFY mode a separate checker job "
        "re-checks the compiled .vo with coqchk, confirms the theorem's type is the requested statement "
        "(elaborated without the definitions) and that its axioms are inside `allowed_axioms` (default none)."
    )
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
    verify_claims = (CLAIM,)
    examples = (
        InvocationExample(title="Commutativity of addition by lia", payload=EXAMPLE),
        InvocationExample(title="The same, kernel re-checked", payload=EXAMPLE, mode=Mode.VERIFY),
    )

    def interpret(self, call: JobCall[CoqCheckRequest, Source], outcome: Outcome) -> Interpretation:
        request, out = call.request, self.read(call, outcome)
        if not out.accepted:
            first = next((m for m in out.messages if m.severity == "error"), None)
            why = "the proof ends Admitted" if out.admitted else (first.text[:300] if first else "coqc failed")
            code = Code.BACKEND_ERROR if not out.admitted else Code.NO_EVIDENCE
            note = Diagnostic.of(code, f"Coq did not accept the theorem: {why}", severity=Severity.WARNING)
            return _unknown(out, "Coq did not accept the proof; the statement is neither proved nor refuted", note)
        subject = {
            "statement": request.statement,
            "imports": list(request.imports),
            "allowed_axioms": list(request.allowed_axioms),
            "theorem": out.theorem,
        }
        vo = base64.b64encode(outcome.files[coq.COMPILED]).decode()
        certificate = {"vo_base64": vo, "library": coq.LIBRARY, "module": coq.MODULE}
        evidence = Evidence({"kind": CLAIM}, FORMAT, subject, certificate)
        basis = "coqc accepted the proof (Qed)" + (f"; axioms used: {', '.join(out.axioms)}" if out.axioms else "")
        return answer(Conclusion.TRUE, out, basis, evidence=evidence)


class CoqAxiomsInspect(_Coq):
    id = "coq.proof.axioms.inspect"
    title = "Axioms and holes of a Coq proof (partial proofs too)"
    description = (
        "Compiles a theorem like coq.check and lists the axioms Print Assumptions reports (an Admitted theorem "
        "lists itself) and the admit / give_up / Admitted holes in the proof text, with coqc's messages. "
        "Exploration only: nothing here is verified."
    )
    tags = ("coq", "axioms", "admitted", "admit", "holes", "sorry", "assumptions", "proof", "inspect", "partial")
    modes = (Mode.EXPLORE,)
    conclusions = (Conclusion.VALUE, Conclusion.UNKNOWN)
    examples = (
        InvocationExample(
            title="A partial proof",
            payload={"statement": "forall P : Prop, P \\/ ~ P", "proof": "intros. admit.\nAdmitted."},
        ),
    )

    def interpret(self, call: JobCall[CoqCheckRequest, Source], outcome: Outcome) -> Interpretation:
        out = self.read(call, outcome)
        if outcome.exit_code != 0:
            return _unknown(out, "coqc stopped with an error: the axioms were not established")
        basis = "Print Assumptions after the theorem compiled; holes from the proof text"
        return answer(Conclusion.VALUE, out, basis, qualifiers=())


CAPABILITIES = (CoqCheck(), CoqAxiomsInspect(), *lean_capabilities.CAPABILITIES)
