"""SMT capabilities: smt.check, smt.optimize, smt.model.verify (no backend imports)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, field_validator, model_validator

from jacobian.capability import (
    BudgetRequest,
    CapabilityDefinition,
    Evidence,
    Interpretation,
    InterpretError,
    Output,
    PlanContext,
    Request,
    worker_data,
)
from jacobian.contracts.descriptor import DeclaredRelationship, InvocationExample
from jacobian.contracts.diagnostics import Code, Diagnostic, Severity, Stage
from jacobian.contracts.enums import Completeness, Conclusion, Mode, Qualifier
from jacobian.contracts.job import Job, Outcome
from jacobian.contracts.result import Obligation

from . import cli
from .model import parse_model
from .script import MAX_SCRIPT_CHARS, ScriptError, blank_ignored, check_script

CLAIM_KIND = "SMT_MODEL_SATISFIES"
IMPLEMENTATIONS = ("z3", "cvc5")


def model_format(producer: str) -> str:
    """Certificate format of a model from ``producer``: exactly one checker (the other implementation) accepts it."""
    return f"smtlib-model+{producer}"


def _checked(script: str, allow_objectives: bool = False):
    try:
        return check_script(script, allow_objectives=allow_objectives)
    except ScriptError as exc:
        raise ValueError(str(exc)) from None


class _ScriptRequest(Request):
    script: str = Field(
        min_length=1, max_length=MAX_SCRIPT_CHARS, description="an SMT-LIB v2 script (declarations and assertions)"
    )
    timeout_ms: int | None = Field(
        default=None,
        ge=10,
        le=3_600_000,
        description="solver time budget; the solver answers unknown when it runs out (clipped below the wall limit)",
    )
    rlimit: int | None = Field(
        default=None, ge=1, le=10**12, description="solver resource limit (deterministic budget)"
    )
    budget: BudgetRequest | None = None


class CheckRequest(_ScriptRequest):
    unsat_core: bool = Field(
        default=False, description="on UNSAT, return the names of a core of (! ... :named n) assertions"
    )

    @field_validator("script")
    @classmethod
    def _safe(cls, script: str) -> str:
        _checked(script)
        return script


class Objective(Request):
    sense: Literal["minimize", "maximize"]
    term: str = Field(min_length=1, max_length=10_000, description="an SMT-LIB term over the script's symbols")


class OptimizeRequest(_ScriptRequest):
    objectives: tuple[Objective, ...] = Field(
        default=(),
        max_length=64,
        description="objectives, in priority order, after any (minimize t)/(maximize t) in the script",
    )

    def full_script(self) -> str:
        return self.script + "".join(f"\n({o.sense} {o.term})" for o in self.objectives)

    @model_validator(mode="after")
    def _safe(self) -> OptimizeRequest:
        checked = _checked(self.full_script(), allow_objectives=True)
        if not checked.objectives:
            raise ValueError("no objective: give `objectives` or (minimize t)/(maximize t) in the script")
        return self


class CheckOutput(Output):
    status: Literal["sat", "unsat", "unknown"]
    reason: str | None = Field(default=None, description="the solver's reason for unknown")
    reason_kind: Literal["timeout", "resource-limit", "incomplete", "other"] | None = None
    model_text: str | None = Field(default=None, description="the model as SMT-LIB define-fun text")
    model: dict[str, Any] | None = Field(default=None, description="typed model: assignments, functions, universes")
    unsat_core: list[str] | None = None
    producer: str = Field(description="solver implementation: z3 or cvc5")
    engine_version: str | None = None
    ignored_commands: list[str] = Field(default_factory=list)


class ObjectiveResult(Output):
    sense: str
    term: str
    value: str | None = Field(default=None, description='exact optimum when attained ("oo"/"-oo" when unbounded)')
    attained: bool = False
    lower: dict[str, str]
    upper: dict[str, str]


class OptimizeOutput(Output):
    status: Literal["sat", "unsat", "unknown"]
    reason: str | None = None
    reason_kind: str | None = None
    objectives: list[ObjectiveResult] = Field(default_factory=list)
    model_text: str | None = None
    model: dict[str, Any] | None = None
    engine_version: str | None = None


def _solver_timeout_ms(request: _ScriptRequest, ctx: PlanContext) -> int:
    """Below the supervisor's wall limit, so the solver answers unknown first."""
    wall_ms = ctx.budget.wall_seconds * 1000
    ceiling = max(50, int(wall_ms * 0.8) - 300)
    return min(ceiling, request.timeout_ms or ceiling)


def _backend(ctx: PlanContext) -> str:
    backend = str(ctx.engine.options.get("backend", "z3"))
    if backend not in IMPLEMENTATIONS:
        raise InterpretError(
            Code.BACKEND_ERROR, f"manifest run.options.backend {backend!r} is not z3 or cvc5", stage=Stage.PLAN
        )
    return backend


def _plan(request: _ScriptRequest, ctx: PlanContext, op: str, script: str, unsat_core: bool = False) -> Job:
    budget = {"timeout_ms": _solver_timeout_ms(request, ctx), "rlimit": request.rlimit}
    backend = _backend(ctx)
    if ctx.engine.worker_module:
        payload = {"op": op, "backend": backend, "script": script, "unsat_core": unsat_core, "budget": budget}
        return ctx.worker_job(payload, label=f"smt.{op}/{ctx.engine.engine}")
    if op != "check":
        raise InterpretError(Code.BACKEND_ERROR, f"engine {ctx.engine.engine} does not optimize", stage=Stage.PLAN)
    blanked = blank_ignored(script, check_script(script))
    assert ctx.engine.executable
    return ctx.job(
        argv=cli.argv(backend, ctx.engine.executable, budget["timeout_ms"], request.rlimit),
        input_files={cli.INPUT_NAME: cli.file_text(backend, blanked).encode()},
        protocol="raw",
        label=f"smt.check/{ctx.engine.engine}",
    )


def _result_data(request: _ScriptRequest, outcome: Outcome, ctx: PlanContext, script: str) -> dict[str, Any]:
    if ctx.engine.worker_module:
        return worker_data(outcome)
    backend = _backend(ctx)
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
        named = frozenset(check_script(script).named)
        try:
            data["model"] = parse_model(data["model_text"], None, named)
        except ScriptError as exc:
            data["model_error"] = str(exc)
    data["engine_version"] = ctx.engine.version
    data["ignored_commands"] = list(check_script(script).ignored)
    return data


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


NO_PROOF = Obligation(
    kind="NO_PROOF_CHECKER",
    description="UNSAT is the solver's word: no SMT proof checker is installed, so it cannot be verified here. "
    "Agreement of another solver would not be verification either.",
)


class SmtCheck(CapabilityDefinition):
    id = "smt.check"
    title = "Check an SMT-LIB script for satisfiability"
    description = (
        "Decide satisfiability of an SMT-LIB v2 script (integer/real arithmetic, bit-vectors, arrays, uninterpreted "
        "functions, datatypes, quantifiers) with Z3 or cvc5. SAT gives a model as SMT-LIB text and typed JSON (exact "
        "rationals as strings); UNSAT can give an unsat core of named assertions; UNKNOWN carries the solver's reason "
        "(timeout, incomplete). VERIFY mode has the model checked by the other solver implementation. Commands that "
        "touch files or the process are refused; push/pop are not supported (one check per script)."
    )
    domain = "logic"
    family = "smt"
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
        "arrays",
        "uninterpreted-functions",
        "quantifiers",
        "solver",
    )
    modes = (Mode.EXPLORE, Mode.VERIFY)
    conclusions = (Conclusion.SAT, Conclusion.UNSAT, Conclusion.UNKNOWN)
    Request = CheckRequest
    Output = CheckOutput
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

    def plan(self, request: CheckRequest, ctx: PlanContext) -> Job:  # type: ignore[override]
        return _plan(request, ctx, "check", request.script, request.unsat_core)

    def interpret(self, request: CheckRequest, outcome: Outcome, ctx: PlanContext) -> Interpretation:  # type: ignore[override]
        data = _result_data(request, outcome, ctx, request.script)
        producer = _backend(ctx)
        fields = {
            k: data.get(k)
            for k in ("status", "reason", "reason_kind", "model_text", "model", "unsat_core", "engine_version")
        }
        output = CheckOutput(**fields, producer=producer, ignored_commands=data.get("ignored_commands", []))
        diagnostics: list[Diagnostic] = []
        if data.get("ignored_commands"):
            diagnostics.append(
                Diagnostic.of(
                    Code.WORKER_EVENT,
                    "commands not run (the runtime issues its own check): " + "; ".join(data["ignored_commands"])[:900],
                    severity=Severity.INFO,
                    stage=Stage.INTERPRET,
                )
            )
        status = data.get("status")
        if status == "sat":
            evidence = None
            if output.model_text:
                evidence = Evidence(
                    claim={"kind": CLAIM_KIND, "producer": producer},
                    format=model_format(producer),
                    subject={"script": request.script},
                    certificate={"model": output.model_text},
                )
            return Interpretation(
                Conclusion.SAT,
                output,
                Completeness.COMPLETE,
                "a model was found for the script's assertions",
                qualifiers=(Qualifier.EXACT,),
                diagnostics=tuple(diagnostics),
                evidence=evidence,
                engine_used=ctx.engine.engine,
            )
        if status == "unsat":
            return Interpretation(
                Conclusion.UNSAT,
                output,
                Completeness.COMPLETE,
                "the solver reports the assertions unsatisfiable",
                qualifiers=(Qualifier.EXACT,),
                obligations=(NO_PROOF,),
                diagnostics=tuple(diagnostics),
                engine_used=ctx.engine.engine,
            )
        diagnostics.append(_unknown_diagnostic(data))
        return Interpretation(
            Conclusion.UNKNOWN,
            output,
            Completeness.UNKNOWN,
            f"the solver answered unknown ({data.get('reason')})",
            diagnostics=tuple(diagnostics),
            engine_used=ctx.engine.engine,
        )


def _objective_value(sense: str, lower: dict[str, str], upper: dict[str, str]) -> tuple[str | None, bool]:
    bound = upper if sense == "maximize" else lower
    if bound["infinity"] != "0":
        return ("-oo" if bound["infinity"].startswith("-") else "oo"), False
    if bound["epsilon"] != "0":
        return None, False  # a supremum/infimum that no model attains
    return bound["finite"], True


class SmtOptimize(CapabilityDefinition):
    id = "smt.optimize"
    title = "Optimize objectives subject to SMT-LIB constraints (Z3)"
    description = (
        "Minimize or maximize integer/real/bit-vector objectives subject to an SMT-LIB v2 script, with Z3's Optimize "
        "(lexicographic by default). Returns each optimum exactly (rationals as strings), or bounds and UNKNOWN "
        "when the budget runs out."
    )
    domain = "logic"
    family = "smt"
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
    modes = (Mode.EXPLORE,)
    conclusions = (Conclusion.OPTIMAL, Conclusion.UNSAT, Conclusion.UNKNOWN)
    Request = OptimizeRequest
    Output = OptimizeOutput
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

    def plan(self, request: OptimizeRequest, ctx: PlanContext) -> Job:  # type: ignore[override]
        return _plan(request, ctx, "optimize", request.full_script())

    def interpret(self, request: OptimizeRequest, outcome: Outcome, ctx: PlanContext) -> Interpretation:  # type: ignore[override]
        data = worker_data(outcome)
        objectives = []
        for o in data.get("objectives", []):
            value, attained = _objective_value(o["sense"], o["lower"], o["upper"])
            objectives.append(
                ObjectiveResult(
                    sense=o["sense"],
                    term=o["term"],
                    value=value if data["status"] == "sat" else None,
                    attained=attained and data["status"] == "sat",
                    lower=o["lower"],
                    upper=o["upper"],
                )
            )
        output = OptimizeOutput(
            status=data["status"],
            reason=data.get("reason"),
            reason_kind=data.get("reason_kind"),
            objectives=objectives,
            model_text=data.get("model_text"),
            model=data.get("model"),
            engine_version=data.get("engine_version"),
        )
        if data["status"] == "sat":
            return Interpretation(
                Conclusion.OPTIMAL,
                output,
                Completeness.COMPLETE,
                "Z3 reports these optima (lexicographic order)",
                qualifiers=(Qualifier.EXACT,),
                obligations=(
                    Obligation(
                        kind="NO_OPTIMALITY_CERTIFICATE",
                        description="optimality is Z3's word; no independent optimality checker is installed",
                    ),
                ),
                engine_used=ctx.engine.engine,
            )
        if data["status"] == "unsat":
            return Interpretation(
                Conclusion.UNSAT,
                output,
                Completeness.COMPLETE,
                "the constraints are unsatisfiable",
                qualifiers=(Qualifier.EXACT,),
                obligations=(NO_PROOF,),
                engine_used=ctx.engine.engine,
            )
        return Interpretation(
            Conclusion.UNKNOWN,
            output,
            Completeness.PARTIAL,
            "no optimum established; lower/upper are the bounds reached",
            qualifiers=(Qualifier.BOUNDED,),
            diagnostics=(_unknown_diagnostic(data),),
            engine_used=ctx.engine.engine,
        )


class ModelVerifyRequest(Request):
    script: str = Field(
        min_length=1, max_length=MAX_SCRIPT_CHARS, description="the SMT-LIB script the model is claimed to satisfy"
    )
    model: str = Field(
        min_length=2, max_length=MAX_SCRIPT_CHARS, description="the model as SMT-LIB text (`model_text` of smt.check)"
    )
    producer: Literal["z3", "cvc5"] = Field(
        description="implementation that produced the model (`producer` of smt.check); the other one checks it"
    )

    @field_validator("script")
    @classmethod
    def _safe(cls, script: str) -> str:
        _checked(script)
        return script


class ModelVerifyOutput(Output):
    accepted: bool
    reason: str


class SmtModelVerify(CapabilityDefinition):
    id = "smt.model.verify"
    title = "Check an SMT model against a script, with the other solver"
    description = (
        "Check that a model (SMT-LIB define-fun text as returned by smt.check) satisfies every assertion of an SMT-LIB "
        "script: the model's values are substituted and the other solver implementation (cvc5 for a Z3 model, Z3 for a "
        "cvc5 model) must find each assertion true. TRUE when accepted, FALSE when rejected."
    )
    domain = "logic"
    family = "checker"
    checker_backed = True
    engine_selectable = False
    tags = ("smt", "model", "check", "verify", "validation", "certificate", "satisfying-assignment", "z3", "cvc5")
    modes = (Mode.EXPLORE, Mode.VERIFY)
    conclusions = (Conclusion.TRUE, Conclusion.FALSE)
    verify_claims = (CLAIM_KIND,)
    Request = ModelVerifyRequest
    Output = ModelVerifyOutput
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

    def evidence_from_request(self, request: ModelVerifyRequest, load_artifact: Any) -> Evidence:  # type: ignore[override]
        return Evidence(
            claim={"kind": CLAIM_KIND, "producer": request.producer},
            format=model_format(request.producer),
            subject={"script": request.script},
            certificate={"model": request.model},
        )


CAPABILITIES = (SmtCheck(), SmtOptimize(), SmtModelVerify())
