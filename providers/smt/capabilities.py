"""SMT capabilities: smt.check, smt.optimize, smt.model.verify (no backend imports).

The engines are the pooled Z3 and cvc5 workers (:mod:`.worker`) and the z3/cvc5 executables
(:mod:`.cli`, smt.check only). The request models are in :mod:`.models`.
"""

from __future__ import annotations

from typing import Any, ClassVar, TypeVar

from jacobian.capability import (
    ArtifactReader,
    Call,
    CheckerBacked,
    Evidence,
    Interpretation,
    InterpretError,
    JobCall,
    Output,
    WorkerCapability,
    answer,
    worker_data,
)
from jacobian.contracts.descriptor import DeclaredRelationship, InvocationExample
from jacobian.contracts.diagnostics import Code, Diagnostic, Severity, Stage
from jacobian.contracts.enums import Completeness, Conclusion, Mode, Qualifier
from jacobian.contracts.job import Job, Outcome
from jacobian.contracts.result import Obligation

from . import cli
from .model import parse_model
from .models import (
    CheckOutput,
    CheckRequest,
    ModelVerifyRequest,
    ObjectiveResult,
    OptimizeOutput,
    OptimizeRequest,
    ScriptRequest,
)
from .script import CheckedScript, ScriptError, blank_ignored, check_script

CLAIM_KIND = "SMT_MODEL_SATISFIES"
IMPLEMENTATIONS = ("z3", "cvc5")

Req = TypeVar("Req", bound=ScriptRequest)
Out = TypeVar("Out", bound=Output)
Parsed = TypeVar("Parsed")

NO_PROOF = Obligation(
    kind="NO_PROOF_CHECKER",
    description="UNSAT is the solver's word: no SMT proof checker is installed, so it cannot be verified here. "
    "Agreement of another solver would not be verification either.",
)
NO_OPTIMALITY_CERTIFICATE = Obligation(
    kind="NO_OPTIMALITY_CERTIFICATE",
    description="optimality is Z3's word; no independent optimality checker is installed",
)


def model_format(producer: str) -> str:
    """Certificate format of a model from ``producer``: exactly one checker (the other implementation) accepts it."""
    return f"smtlib-model+{producer}"


def _solver_timeout_ms(call: JobCall[Any, Any]) -> int:
    """Below the supervisor's wall limit, so the solver answers unknown first."""
    wall_ms = call.budget.wall_seconds * 1000
    ceiling = max(50, int(wall_ms * 0.8) - 300)
    return min(ceiling, call.request.timeout_ms or ceiling)


def _backend(call: JobCall[Any, Any]) -> str:
    backend = str(call.engine.options.get("backend", "z3"))
    if backend not in IMPLEMENTATIONS:
        raise InterpretError(
            Code.BACKEND_ERROR, f"manifest run.options.backend {backend!r} is not z3 or cvc5", stage=Stage.PLAN
        )
    return backend


def _unknown_diagnostic(data: dict[str, Any]) -> Diagnostic:
    kind, reason = data.get("reason_kind"), data.get("reason")
    if kind in ("timeout", "resource-limit"):
        return Diagnostic.of(
            Code.BUDGET_EXHAUSTED,
            f"the solver's budget ran out before an answer ({reason})",
            severity=Severity.WARNING,
            stage=Stage.INTERPRET,
        )
    return Diagnostic.of(
        Code.SOLVER_INCOMPLETE,
        f"the solver gave up without an answer ({reason})",
        severity=Severity.WARNING,
        stage=Stage.INTERPRET,
    )


def _ignored_note(data: dict[str, Any]) -> tuple[Diagnostic, ...]:
    """An INFO note listing the script's commands the runtime did not run, when there were any."""
    if not data.get("ignored_commands"):
        return ()
    message = "commands not run (the runtime issues its own check): " + "; ".join(data["ignored_commands"])[:900]
    return (Diagnostic.of(Code.WORKER_EVENT, message, severity=Severity.INFO, stage=Stage.INTERPRET),)


class _Smt(WorkerCapability[Req, Out, Parsed]):
    """An SMT operation: every worker request names the implementation and the solver's own budget."""

    domain: ClassVar[str] = "logic"
    family: ClassVar[str] = "smt"

    def engine_fields(self, call: JobCall[Req, Parsed]) -> dict[str, Any]:
        budget = {"timeout_ms": _solver_timeout_ms(call), "rlimit": call.request.rlimit}
        return {"backend": _backend(call), "budget": budget}


class SmtCheck(_Smt[CheckRequest, CheckOutput, CheckedScript]):
    id = "smt.check"
    op = "check"
    title = "Check an SMT-LIB script for satisfiability"
    description = (
        "Decide satisfiability of an SMT-LIB v2 script (integer/real arithmetic, bit-vectors, arrays, uninterpreted "
        "functions, datatypes, quantifiers) with Z3 or cvc5. SAT gives a model as SMT-LIB text and typed JSON (exact "
        "rationals as strings); UNSAT can give an unsat core of named assertions; UNKNOWN carries the solver's reason "
        "(timeout, incomplete). VERIFY mode has the model checked by the other solver implementation. Commands that "
        "touch files or the process are refused; push/pop are not supported (one check per script)."
    )
    tags = (
        "smt",
        "smt-lib",
        "z3",
        "cvc5",
        "satisfiable",
        "satisfiability",
        "model",
        "counterexample",
        "unsat-core",
        "bitvector",
        "arithmetic",
        "integer-arithmetic",
        "real-arithmetic",
        "nonlinear-arithmetic",
        "arrays",
        "uninterpreted-functions",
        "quantifiers",
        "solver",
    )
    modes = (Mode.EXPLORE, Mode.VERIFY)
    conclusions = (Conclusion.SAT, Conclusion.UNSAT, Conclusion.UNKNOWN)
    verify_claims = (CLAIM_KIND,)
    examples = (
        InvocationExample(
            title="integer constraints",
            payload={
                "script": "(declare-const x Int)\n(declare-const y Int)\n"
                "(assert (= (+ x y) 10))\n(assert (> x (* 2 y)))"
            },
        ),
        InvocationExample(
            title="unsat core",
            payload={
                "script": "(declare-const x Int)\n(assert (! (> x 2) :named big))\n(assert (! (< x 1) :named small))",
                "unsat_core": True,
            },
        ),
        InvocationExample(
            title="verified bit-vector model",
            payload={"script": "(declare-const b (_ BitVec 8))\n(assert (= (bvmul b #x03) #x21))"},
            mode=Mode.VERIFY,
        ),
    )

    def parse(self, request: CheckRequest, artifacts: ArtifactReader) -> CheckedScript:
        """The script's commands as the safety gate classified them (validation has refused what it refuses)."""
        return check_script(request.script)

    def fields(self, call: JobCall[CheckRequest, CheckedScript]) -> dict[str, Any]:
        return {"script": call.request.script, "unsat_core": call.request.unsat_core}

    def plan(self, call: JobCall[CheckRequest, CheckedScript]) -> Job:
        """The worker request, or for an executable the script with the ignored commands blanked out."""
        if call.engine.is_worker:
            return super().plan(call)
        backend, request, exe = _backend(call), call.request, call.engine.executable
        assert exe
        text = cli.file_text(backend, blank_ignored(request.script, call.parsed))
        return call.job(
            argv=cli.argv(backend, exe, _solver_timeout_ms(call), request.rlimit),
            input_files={cli.INPUT_NAME: text.encode()},
            protocol="raw",
            label=f"{self.id}/{call.engine.engine}",
        )

    def interpret(self, call: JobCall[CheckRequest, CheckedScript], outcome: Outcome) -> Interpretation:
        return self.answer(call, worker_data(outcome) if call.engine.is_worker else _cli_data(call, outcome))

    def answer(self, call: JobCall[CheckRequest, CheckedScript], data: dict[str, Any]) -> Interpretation:
        producer, status, notes = _backend(call), data.get("status"), _ignored_note(data)
        keys = ("status", "reason", "reason_kind", "model_text", "model", "unsat_core", "engine_version")
        given: dict[str, Any] = {k: data.get(k) for k in keys}
        output = CheckOutput(**given, producer=producer, ignored_commands=data.get("ignored_commands", []))
        if status == "sat":
            evidence = None
            if output.model_text:
                claim = {"kind": CLAIM_KIND, "producer": producer}
                certificate = {"model": output.model_text}
                evidence = Evidence(claim, model_format(producer), {"script": call.request.script}, certificate)
            basis = "a model was found for the script's assertions"
            return answer(Conclusion.SAT, output, basis, diagnostics=notes, evidence=evidence)
        if status == "unsat":
            basis = "the solver reports the assertions unsatisfiable"
            return answer(Conclusion.UNSAT, output, basis, obligations=(NO_PROOF,), diagnostics=notes)
        return answer(
            Conclusion.UNKNOWN,
            output,
            f"the solver answered unknown ({data.get('reason')})",
            completeness=Completeness.UNKNOWN,
            qualifiers=(),
            diagnostics=(*notes, _unknown_diagnostic(data)),
        )


def _cli_data(call: JobCall[CheckRequest, CheckedScript], outcome: Outcome) -> dict[str, Any]:
    """An executable's answer in the worker's terms: status, reason, model text and typed model."""
    backend = _backend(call)
    try:
        data = cli.parse_output(
            backend, outcome.stdout.decode(errors="replace"), outcome.stderr.decode(errors="replace")
        )
    except cli.CliInputError as exc:
        where = f" (at line {exc.line} column {exc.column}, as the solver gave)" if exc.line else ""
        raise InterpretError(
            Code.BACKEND_INPUT_ERROR,
            f"{backend} rejected the script: {exc.message}{where}",
            path="$.payload.script",
            stage=Stage.VALIDATE,
        ) from None
    except ValueError as exc:
        raise InterpretError(Code.BACKEND_ERROR, str(exc)) from None
    if "model_text" in data:
        try:
            data["model"] = parse_model(data["model_text"], None, frozenset(call.parsed.named))
        except ScriptError as exc:
            data["model_error"] = str(exc)
    data["engine_version"] = call.engine.version
    data["ignored_commands"] = list(call.parsed.ignored)
    return data


def _objective_value(sense: str, lower: dict[str, str], upper: dict[str, str]) -> tuple[str | None, bool]:
    bound = upper if sense == "maximize" else lower
    if bound["infinity"] != "0":
        return ("-oo" if bound["infinity"].startswith("-") else "oo"), False
    if bound["epsilon"] != "0":
        return None, False  # a supremum/infimum that no model attains
    return bound["finite"], True


def _objective(o: dict[str, Any], sat: bool) -> ObjectiveResult:
    """One objective as Z3 bounded it: its value only when the run found the optimum."""
    value, attained = _objective_value(o["sense"], o["lower"], o["upper"])
    return ObjectiveResult(
        sense=o["sense"],
        term=o["term"],
        value=value if sat else None,
        attained=attained and sat,
        lower=o["lower"],
        upper=o["upper"],
    )


class SmtOptimize(_Smt[OptimizeRequest, OptimizeOutput, None]):
    id = "smt.optimize"
    op = "optimize"
    title = "Optimize objectives subject to SMT-LIB constraints (Z3)"
    description = (
        "Minimize or maximize integer/real/bit-vector objectives subject to an SMT-LIB v2 script, with Z3's Optimize "
        "(lexicographic by default). Returns each optimum exactly (rationals as strings), or bounds and UNKNOWN "
        "when the budget runs out."
    )
    tags = (
        "smt",
        "optimization",
        "optimize",
        "minimize",
        "maximize",
        "maxsmt",
        "omt",
        "z3",
        "linear-programming",
        "integer-programming",
    )
    conclusions = (Conclusion.OPTIMAL, Conclusion.UNSAT, Conclusion.UNKNOWN)
    examples = (
        InvocationExample(
            title="maximize a linear objective",
            payload={
                "script": "(declare-const x Int)\n(declare-const y Int)\n(assert (<= (+ x (* 2 y)) 14))\n"
                "(assert (>= x 0))\n(assert (>= y 0))\n(assert (<= (- x y) 2))",
                "objectives": [{"sense": "maximize", "term": "(+ (* 3 x) (* 4 y))"}],
            },
        ),
    )

    def fields(self, call: JobCall[OptimizeRequest, None]) -> dict[str, Any]:
        if not call.engine.is_worker:
            raise InterpretError(Code.BACKEND_ERROR, f"engine {call.engine.engine} does not optimize", stage=Stage.PLAN)
        return {"script": call.request.full_script(), "unsat_core": False}

    def answer(self, call: JobCall[OptimizeRequest, None], data: dict[str, Any]) -> Interpretation:
        status = data["status"]
        output = OptimizeOutput(
            status=status,
            reason=data.get("reason"),
            reason_kind=data.get("reason_kind"),
            objectives=[_objective(o, status == "sat") for o in data.get("objectives", [])],
            model_text=data.get("model_text"),
            model=data.get("model"),
            engine_version=data.get("engine_version"),
        )
        if status == "sat":
            basis = "Z3 reports these optima (lexicographic order)"
            return answer(Conclusion.OPTIMAL, output, basis, obligations=(NO_OPTIMALITY_CERTIFICATE,))
        if status == "unsat":
            return answer(Conclusion.UNSAT, output, "the constraints are unsatisfiable", obligations=(NO_PROOF,))
        return answer(
            Conclusion.UNKNOWN,
            output,
            "no optimum established; lower/upper are the bounds reached",
            completeness=Completeness.PARTIAL,
            qualifiers=(Qualifier.BOUNDED,),
            diagnostics=(_unknown_diagnostic(data),),
        )


class SmtModelVerify(CheckerBacked[ModelVerifyRequest]):
    id = "smt.model.verify"
    title = "Check an SMT model against a script, with the other solver"
    description = (
        "Check that a model (SMT-LIB define-fun text as returned by smt.check) satisfies every assertion of an SMT-LIB "
        "script: the model's values are substituted and the other solver implementation (cvc5 for a Z3 model, Z3 for a "
        "cvc5 model) must find each assertion true. TRUE when accepted, FALSE when rejected."
    )
    domain = "logic"
    tags = ("smt", "model", "check", "verify", "validation", "certificate", "satisfying-assignment", "z3", "cvc5")
    verify_claims = (CLAIM_KIND,)
    relationships = (
        DeclaredRelationship(
            kind="VERIFIES_OUTPUT_OF", target="smt.check", description="checks the model_text of a SAT answer"
        ),
    )
    examples = (
        InvocationExample(
            title="check a Z3 model",
            payload={
                "script": "(declare-const x Int)\n(assert (> x 2))",
                "model": "(define-fun x () Int 3)",
                "producer": "z3",
            },
        ),
    )

    def evidence(self, call: Call[ModelVerifyRequest, None]) -> Evidence:
        """The model as a claim of its producer's: a checker whose ``independent_of`` names it is never chosen."""
        request = call.request
        claim = {"kind": CLAIM_KIND, "producer": request.producer}
        return Evidence(claim, model_format(request.producer), {"script": request.script}, {"model": request.model})


CAPABILITIES = (SmtCheck(), SmtOptimize(), SmtModelVerify())
