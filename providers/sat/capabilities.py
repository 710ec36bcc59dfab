"""SAT capability definitions: plan a job for the chosen engine, interpret what it did.

No solver library is imported here (only ``worker.py`` imports pysat). The
engines are the pooled PySAT worker (engine ``pysat``) and the solver
executables (``cadical``, ``cryptominisat``, ``minisat``, ``picosat``) driven
through :mod:`.cli`.
"""

from __future__ import annotations

import base64
import hashlib
from typing import Any

from pydantic import BaseModel

from jacobian.capability import (
    CapabilityDefinition,
    Evidence,
    Interpretation,
    InterpretError,
    PlanContext,
    Retained,
    worker_data,
)
from jacobian.contracts.descriptor import DeclaredRelationship, InvocationExample
from jacobian.contracts.diagnostics import Code, Diagnostic, Severity, Stage
from jacobian.contracts.enums import Completeness, Conclusion, Mode, Qualifier
from jacobian.contracts.job import Job, Outcome
from jacobian.state.artifacts import BLOB_SCHEMA

from . import formula
from .cli import DIALECTS, INPUT, Dialect
from .models import (
    CNF_SCHEMA,
    DRAT_SCHEMA,
    CnfArtifact,
    DratProofArtifact,
    EnumerateOutput,
    EnumerateRequest,
    MaxSatOutput,
    MaxSatRequest,
    ModelVerifyRequest,
    MusOutput,
    MusRequest,
    ProofVerifyRequest,
    SolveOutput,
    SolveRequest,
    VerifyOutput,
)

ARTIFACT_SCHEMAS = {CNF_SCHEMA: (CnfArtifact, False), DRAT_SCHEMA: (DratProofArtifact, False)}

SMALL_SAT = "p cnf 3 2\n1 -2 0\n2 3 0\n"
SMALL_UNSAT = "p cnf 2 4\n1 2 0\n-1 2 0\n1 -2 0\n-1 -2 0\n"
BINARY_EMPTY_CLAUSE = b"a\x00"


def _limits(request: Any) -> dict[str, Any] | None:
    return request.limits.model_dump(exclude_none=True) if getattr(request, "limits", None) else None


def _is_worker(ctx: PlanContext) -> bool:
    return ctx.engine.worker_module is not None


def _require_worker(ctx: PlanContext, capability: str) -> None:
    if not _is_worker(ctx):
        raise InterpretError(
            Code.INVALID_REQUEST,
            f"{capability} runs only on the pysat engine, not {ctx.engine.engine}",
            path="$.payload.engine",
            stage=Stage.VALIDATE,
        )


def _dialect(ctx: PlanContext) -> Dialect:
    name = str(ctx.engine.options.get("dialect", ctx.engine.engine))
    if name not in DIALECTS:
        raise InterpretError(Code.BACKEND_ERROR, f"no SAT adapter for engine {ctx.engine.engine!r} (dialect {name!r})")
    return DIALECTS[name]


def _budget_note(stopped_by: str | None) -> Diagnostic:
    return Diagnostic.of(
        Code.BUDGET_EXHAUSTED,
        f"the solver stopped before an answer ({stopped_by or 'budget'}): conclusion UNKNOWN",
        severity=Severity.WARNING,
    )


def _solver_field(request: Any, ctx: PlanContext) -> None:
    if getattr(request, "solver", None) is not None and not _is_worker(ctx):
        raise InterpretError(
            Code.INVALID_REQUEST,
            f"`solver` chooses a PySAT solver and is valid only with engine pysat, not {ctx.engine.engine}",
            path="$.payload.solver",
            stage=Stage.VALIDATE,
        )


class SatSolve(CapabilityDefinition):
    id = "sat.solve"
    title = "Decide a CNF formula (SAT with a model, or UNSAT with a DRAT proof)"
    description = (
        "Decides satisfiability of a propositional formula in DIMACS CNF. Answers SAT with a model "
        "(one DIMACS literal per variable), UNSAT (with a DRAT proof kept as an artifact when the engine "
        "writes one), or UNKNOWN when a budget (conflicts, propagations, seconds) ran out. Assumptions are "
        "supported. In VERIFY mode an independent checker evaluates the model or checks the DRAT proof."
    )
    domain = "logic"
    family = "sat"
    tags = (
        "sat",
        "satisfiable",
        "unsatisfiable",
        "cnf",
        "dimacs",
        "boolean",
        "propositional",
        "drat",
        "proof",
        "model",
        "counterexample",
    )
    modes = (Mode.EXPLORE, Mode.VERIFY)
    conclusions = (Conclusion.SAT, Conclusion.UNSAT, Conclusion.UNKNOWN)
    artifact_types = (CNF_SCHEMA,)
    Request = SolveRequest
    Output = SolveOutput
    verify_claims = ("CNF_SATISFIABLE", "CNF_UNSATISFIABLE")
    examples = (
        InvocationExample(title="A satisfiable formula", payload={"dimacs": SMALL_SAT}),
        InvocationExample(title="An unsatisfiable formula, checked", payload={"dimacs": SMALL_UNSAT}, mode=Mode.VERIFY),
        InvocationExample(
            title="With assumptions and a conflict budget",
            payload={"dimacs": SMALL_SAT, "assumptions": [-1, -3], "limits": {"conflicts": 10000}},
        ),
    )

    def plan(self, request: SolveRequest, ctx: PlanContext) -> Job:
        _, cnf = formula.load(request, ctx.load_artifact)
        formula.check_literals(request.assumptions, cnf.num_vars, "$.payload.assumptions")
        _solver_field(request, ctx)
        want_proof = request.proof or ctx.mode is Mode.VERIFY
        if _is_worker(ctx):
            payload = {
                "op": "solve",
                "num_vars": cnf.num_vars,
                "clauses": cnf.clauses,
                "assumptions": request.assumptions,
                "solver": request.solver,
                "limits": _limits(request),
                "proof": want_proof,
            }
            return ctx.worker_job(payload, label=self.id)
        dialect = _dialect(ctx)
        lim = request.limits
        missing = dialect.unsupported(lim.conflicts if lim else None, lim.propagations if lim else None)
        if missing:
            able = sorted(n for n, d in DIALECTS.items() if getattr(d, missing)) + ["pysat"]
            raise InterpretError(
                Code.INVALID_REQUEST,
                f"engine {ctx.engine.engine} cannot enforce a {missing} limit; engines that can: {', '.join(able)}",
                path=f"$.payload.limits.{missing}",
                stage=Stage.VALIDATE,
            )
        argv, collect = dialect.argv(
            ctx.engine.executable or dialect.name,
            lim.conflicts if lim else None,
            lim.propagations if lim else None,
            lim.seconds if lim else None,
            want_proof and dialect.proof,
        )
        # Assumptions become unit clauses: F under assumptions is SAT exactly when F AND units is.
        text = cnf.to_dimacs(tuple(request.assumptions))
        return ctx.job(
            argv=tuple(argv),
            input_files={INPUT: text.encode()},
            collect_files=collect,
            label=f"{self.id}:{ctx.engine.engine}",
        )

    def interpret(self, request: SolveRequest, outcome: Outcome, ctx: PlanContext) -> Interpretation:
        text, cnf = formula.load(request, ctx.load_artifact)
        units = tuple(request.assumptions)
        proof_payload: dict[str, Any] | None = None
        core: list[int] | None = None
        if _is_worker(ctx):
            data = worker_data(outcome)
            status, model, solver, stopped = (
                data.get("status"),
                data.get("model"),
                data.get("solver"),
                data.get("reason"),
            )
            if status == "UNSAT":
                core = list(data.get("core") or []) if units else None
                if data.get("proof_text"):
                    proof_payload = {"encoding": "text", "proof_text": data["proof_text"]}
        else:
            dialect = _dialect(ctx)
            try:
                answer = dialect.parse(outcome.exit_code, outcome.stdout, outcome.files, cnf.num_vars)
            except ValueError as exc:
                raise InterpretError(Code.BACKEND_ERROR, f"cannot read {ctx.engine.engine}'s answer: {exc}") from None
            status, model, solver, stopped = (
                answer.status,
                answer.model,
                ctx.engine.engine,
                "solver limit" if answer.status == "UNKNOWN" else None,
            )
            if answer.proof is not None:
                # Appending the empty clause is always sound (the checker must still derive it).
                raw = answer.proof + BINARY_EMPTY_CLAUSE if dialect.proof_binary else answer.proof
                proof_payload = (
                    {"encoding": "binary", "proof_base64": base64.b64encode(raw).decode()}
                    if dialect.proof_binary
                    else {"encoding": "text", "proof_text": raw.decode("ascii", "replace")}
                )
        subject = {"dimacs": formula.subject_dimacs(text, cnf, units)}
        base = {"num_vars": cnf.num_vars, "num_clauses": len(cnf.clauses), "solver": solver}
        if status == "SAT":
            if not isinstance(model, list) or not formula.satisfies(cnf, model, units):
                raise InterpretError(
                    Code.BACKEND_ERROR,
                    f"{ctx.engine.engine} reported SAT with an assignment that does not satisfy the formula",
                )
            return Interpretation(
                Conclusion.SAT,
                SolveOutput(model=model, **base),
                Completeness.COMPLETE,
                "the solver found a satisfying assignment",
                qualifiers=(Qualifier.EXACT,),
                engine_used=ctx.engine.engine,
                evidence=Evidence({"kind": "CNF_SATISFIABLE"}, "model", subject, {"model": model}),
            )
        if status == "UNSAT":
            retain, evidence = (), None
            if proof_payload is not None:
                proof_payload["formula_sha256"] = hashlib.sha256(subject["dimacs"].encode()).hexdigest()
                what = " of the formula with the assumptions as unit clauses" if units else ""
                semantics = "sat.drat_refutation_under_assumptions" if units else "sat.drat_refutation"
                retain = (
                    Retained(
                        DRAT_SCHEMA,
                        semantics,
                        proof_payload,
                        f"DRAT proof ({proof_payload['encoding']}) from {solver}{what}",
                    ),
                )
                evidence = Evidence(
                    {"kind": "CNF_UNSATISFIABLE"}, "drat", subject, formula.proof_certificate(proof_payload)
                )
            out = SolveOutput(
                failed_assumptions=core,
                proof_retained=bool(retain),
                proof_encoding=proof_payload["encoding"] if proof_payload else None,
                **base,
            )
            basis = "the solver refuted the formula" + (" under the assumptions" if units else "")
            return Interpretation(
                Conclusion.UNSAT,
                out,
                Completeness.COMPLETE,
                basis,
                qualifiers=(Qualifier.EXACT,),
                engine_used=ctx.engine.engine,
                retain=retain,
                evidence=evidence,
            )
        if status == "UNKNOWN":
            return Interpretation(
                Conclusion.UNKNOWN,
                SolveOutput(stopped_by=stopped, **base),
                Completeness.UNKNOWN,
                "a solver budget ran out before an answer",
                diagnostics=(_budget_note(stopped),),
                engine_used=ctx.engine.engine,
            )
        raise InterpretError(Code.BACKEND_ERROR, f"unexpected solver status {status!r}")


class SatEnumerate(CapabilityDefinition):
    id = "sat.models.enumerate"
    title = "Enumerate models of a CNF formula (optionally projected)"
    description = (
        "Lists up to `limit` distinct models of a DIMACS CNF formula, distinct on the `projection` variables "
        "when given (blocking clauses). Completeness is COMPLETE only when the enumeration exhausted every model."
    )
    domain = "logic"
    family = "sat"
    tags = ("sat", "models", "enumerate", "all-solutions", "allsat", "projection", "cnf", "dimacs", "count")
    conclusions = (Conclusion.SAT, Conclusion.UNSAT, Conclusion.UNKNOWN)
    artifact_types = (CNF_SCHEMA,)
    Request = EnumerateRequest
    Output = EnumerateOutput
    examples = (
        InvocationExample(title="All models of a small formula", payload={"dimacs": SMALL_SAT, "limit": 100}),
        InvocationExample(
            title="Models projected on variables 1 and 2", payload={"dimacs": SMALL_SAT, "projection": [1, 2]}
        ),
    )

    def plan(self, request: EnumerateRequest, ctx: PlanContext) -> Job:
        _require_worker(ctx, self.id)
        _, cnf = formula.load(request, ctx.load_artifact)
        formula.check_literals(request.assumptions, cnf.num_vars, "$.payload.assumptions")
        if request.projection is not None:
            formula.check_literals(request.projection, cnf.num_vars, "$.payload.projection")
        payload = {
            "op": "enumerate",
            "num_vars": cnf.num_vars,
            "clauses": cnf.clauses,
            "assumptions": request.assumptions,
            "projection": request.projection,
            "limit": request.limit,
            "solver": request.solver,
            "limits": _limits(request),
        }
        return ctx.worker_job(payload, label=self.id)

    def interpret(self, request: EnumerateRequest, outcome: Outcome, ctx: PlanContext) -> Interpretation:
        data = worker_data(outcome)
        models, status = data.get("models") or [], data.get("status")
        exhausted = status == "EXHAUSTED"
        proj = sorted({abs(v) for v in request.projection}) if request.projection is not None else None
        out = EnumerateOutput(
            models=models, count=len(models), exhausted=exhausted, projection=proj, stopped_by=data.get("reason")
        )
        notes = (_budget_note(data.get("reason")),) if status == "BUDGET" else ()
        if exhausted:
            conclusion = Conclusion.SAT if models else Conclusion.UNSAT
            return Interpretation(
                conclusion,
                out,
                Completeness.COMPLETE,
                f"all {len(models)} models listed: the solver found no further model",
                qualifiers=(Qualifier.EXACT, Qualifier.EXHAUSTIVE),
                engine_used=ctx.engine.engine,
            )
        if models:
            why = (
                "the budget ran out"
                if status == "BUDGET"
                else f"the limit of {request.limit} was reached and a further model exists"
            )
            return Interpretation(
                Conclusion.SAT,
                out,
                Completeness.PARTIAL,
                f"{len(models)} models listed; {why}",
                qualifiers=(Qualifier.BOUNDED,),
                diagnostics=notes,
                engine_used=ctx.engine.engine,
            )
        return Interpretation(
            Conclusion.UNKNOWN,
            out,
            Completeness.UNKNOWN,
            "the budget ran out before the first model",
            diagnostics=notes,
            engine_used=ctx.engine.engine,
        )


class SatMinimalCore(CapabilityDefinition):
    id = "sat.core.minimal"
    title = "Minimal unsatisfiable subset (MUS) of a CNF formula"
    description = (
        "Finds a minimal unsatisfiable subset of the clauses of an unsatisfiable DIMACS CNF formula "
        "(every strict subset is satisfiable) and returns the 0-based indices of its clauses; a satisfiable "
        "formula gets conclusion SAT and a model."
    )
    domain = "logic"
    family = "sat"
    tags = ("sat", "mus", "unsat-core", "core", "minimal", "explanation", "conflict", "cnf", "dimacs", "infeasible")
    conclusions = (Conclusion.UNSAT, Conclusion.SAT, Conclusion.UNKNOWN)
    artifact_types = (CNF_SCHEMA,)
    Request = MusRequest
    Output = MusOutput
    examples = (
        InvocationExample(
            title="The core of a small contradiction", payload={"dimacs": "p cnf 2 4\n1 0\n-1 2 0\n-2 0\n1 2 0\n"}
        ),
    )

    def plan(self, request: MusRequest, ctx: PlanContext) -> Job:
        _require_worker(ctx, self.id)
        _, cnf = formula.load(request, ctx.load_artifact)
        payload = {
            "op": "mus",
            "num_vars": cnf.num_vars,
            "clauses": cnf.clauses,
            "solver": request.solver,
            "limits": _limits(request),
        }
        return ctx.worker_job(payload, label=self.id)

    def interpret(self, request: MusRequest, outcome: Outcome, ctx: PlanContext) -> Interpretation:
        _, cnf = formula.load(request, ctx.load_artifact)
        data = worker_data(outcome)
        status = data.get("status")
        if status == "SAT":
            return Interpretation(
                Conclusion.SAT,
                MusOutput(model=data.get("model")),
                Completeness.COMPLETE,
                "the formula is satisfiable: it has no unsatisfiable subset",
                engine_used=ctx.engine.engine,
            )
        if status == "UNSAT":
            idx = [int(i) for i in data.get("mus") or []]
            if any(i < 0 or i >= len(cnf.clauses) for i in idx):
                raise InterpretError(Code.BACKEND_ERROR, "the worker returned a clause index outside the formula")
            minimal = bool(data.get("minimal"))
            out = MusOutput(
                clause_indices=idx,
                clauses=[list(cnf.clauses[i]) for i in idx],
                minimal=minimal,
                stopped_by=data.get("reason"),
            )
            if minimal:
                return Interpretation(
                    Conclusion.UNSAT,
                    out,
                    Completeness.COMPLETE,
                    "the subset is unsatisfiable and removing any one clause makes it satisfiable",
                    qualifiers=(Qualifier.EXACT,),
                    engine_used=ctx.engine.engine,
                )
            return Interpretation(
                Conclusion.UNSAT,
                out,
                Completeness.PARTIAL,
                "the subset is unsatisfiable; the budget ran out before minimality was established",
                diagnostics=(_budget_note(data.get("reason")),),
                engine_used=ctx.engine.engine,
            )
        return Interpretation(
            Conclusion.UNKNOWN,
            MusOutput(stopped_by=data.get("reason")),
            Completeness.UNKNOWN,
            "the budget ran out before the formula was decided",
            diagnostics=(_budget_note(data.get("reason")),),
            engine_used=ctx.engine.engine,
        )


class MaxSatSolve(CapabilityDefinition):
    id = "maxsat.solve"
    title = "Weighted partial MaxSAT (RC2)"
    description = (
        "Finds an assignment satisfying every hard clause (the DIMACS formula) that minimises the total weight of "
        "falsified soft clauses, with PySAT's RC2 core-guided solver. Answers OPTIMAL with the cost and a model, "
        "UNSAT when the hard clauses are unsatisfiable, UNKNOWN past the budget."
    )
    domain = "optimization"
    family = "sat"
    tags = ("maxsat", "optimization", "weighted", "partial", "rc2", "soft-constraints", "sat", "cnf", "minimum-cost")
    conclusions = (Conclusion.OPTIMAL, Conclusion.UNSAT, Conclusion.UNKNOWN)
    artifact_types = (CNF_SCHEMA,)
    Request = MaxSatRequest
    Output = MaxSatOutput
    examples = (
        InvocationExample(
            title="At most one of three, prefer the heaviest",
            payload={
                "dimacs": "p cnf 3 3\n-1 -2 0\n-1 -3 0\n-2 -3 0\n",
                "soft": [
                    {"literals": [1], "weight": 1},
                    {"literals": [2], "weight": 2},
                    {"literals": [3], "weight": 5},
                ],
            },
        ),
    )

    def plan(self, request: MaxSatRequest, ctx: PlanContext) -> Job:
        _require_worker(ctx, self.id)
        _, cnf = formula.load(request, ctx.load_artifact)
        for i, soft in enumerate(request.soft):
            formula.check_literals(soft.literals, cnf.num_vars, f"$.payload.soft[{i}].literals")
        payload = {
            "op": "maxsat",
            "num_vars": cnf.num_vars,
            "clauses": cnf.clauses,
            "soft": [[s.literals, s.weight] for s in request.soft],
            "solver": request.solver,
            "limits": _limits(request),
        }
        return ctx.worker_job(payload, label=self.id)

    def interpret(self, request: MaxSatRequest, outcome: Outcome, ctx: PlanContext) -> Interpretation:
        _, cnf = formula.load(request, ctx.load_artifact)
        data = worker_data(outcome)
        status = data.get("status")
        if status == "OPTIMUM":
            model = data.get("model")
            if not isinstance(model, list) or not formula.satisfies(cnf, model):
                raise InterpretError(Code.BACKEND_ERROR, "RC2 returned a model that violates a hard clause")
            true = set(model)
            cost = sum(s.weight for s in request.soft if not any(l in true for l in s.literals))
            if cost != data.get("cost"):
                raise InterpretError(
                    Code.BACKEND_ERROR, f"RC2 reported cost {data.get('cost')} but its model costs {cost}"
                )
            return Interpretation(
                Conclusion.OPTIMAL,
                MaxSatOutput(cost=cost, model=model),
                Completeness.COMPLETE,
                "RC2 proved no assignment has a lower cost",
                qualifiers=(Qualifier.EXACT,),
                engine_used=ctx.engine.engine,
            )
        if status == "UNSAT":
            return Interpretation(
                Conclusion.UNSAT,
                MaxSatOutput(),
                Completeness.COMPLETE,
                "the hard clauses are unsatisfiable",
                engine_used=ctx.engine.engine,
            )
        return Interpretation(
            Conclusion.UNKNOWN,
            MaxSatOutput(stopped_by=data.get("reason")),
            Completeness.UNKNOWN,
            "the budget ran out before the optimum was proved",
            diagnostics=(_budget_note(data.get("reason")),),
            engine_used=ctx.engine.engine,
        )


class SatModelVerify(CapabilityDefinition):
    id = "sat.model.verify"
    title = "Check a claimed model of a CNF formula"
    description = (
        "An independent checker evaluates every clause of the DIMACS formula under the given model "
        "(DIMACS literals): TRUE when every clause holds."
    )
    domain = "logic"
    family = "checker"
    tags = ("sat", "model", "check", "verify", "certificate", "assignment", "cnf", "dimacs")
    modes = (Mode.EXPLORE, Mode.VERIFY)
    conclusions = (Conclusion.TRUE, Conclusion.FALSE)
    artifact_types = (CNF_SCHEMA,)
    relationships = (
        DeclaredRelationship(
            kind="VERIFIES_OUTPUT_OF", target="sat.solve", description="checks the model of a SAT answer"
        ),
    )
    Request = ModelVerifyRequest
    Output = VerifyOutput
    verify_claims = ("CNF_SATISFIABLE",)
    engine_selectable = False
    checker_backed = True
    examples = (
        InvocationExample(title="A model of a small formula", payload={"dimacs": SMALL_SAT, "model": [1, 2, -3]}),
    )

    def evidence_from_request(self, request: BaseModel, load_artifact: formula.LoadArtifact) -> Evidence:
        text, cnf = formula.load(
            request, load_artifact
        )  # reject malformed input with line and column before any checker runs
        return Evidence({"kind": "CNF_SATISFIABLE"}, "model", {"dimacs": text}, {"model": list(request.model)})


PROOF_FILE = "proof.drat"
BLOB_PROOF_MEDIA = {"text/x-drat": "text", "application/x-drat-binary": "binary"}


def _blob_proof(uri: str, load_artifact: formula.LoadArtifact) -> tuple[dict[str, Any], dict[str, str]]:
    """An uploaded DRAT blob as (certificate naming the file, files to place): the checker reads the
    file itself, streaming; the certificate binds its sha256, size, encoding and compression."""
    _, blob = load_artifact(uri)
    where = "$.payload.proof_artifact"
    if blob.get("target_schema") != DRAT_SCHEMA:
        raise InterpretError(
            Code.INVALID_REQUEST,
            f"blob {uri} stands for a {blob.get('target_schema')}, not a {DRAT_SCHEMA}",
            path=where,
            stage=Stage.VALIDATE,
        )
    encoding = BLOB_PROOF_MEDIA.get(str(blob.get("media_type")))
    if encoding is None:
        raise InterpretError(
            Code.INVALID_REQUEST,
            f"blob {uri} has media type {blob.get('media_type')!r}; a DRAT proof is one of "
            f"{', '.join(BLOB_PROOF_MEDIA)}",
            path=where,
            stage=Stage.VALIDATE,
        )
    certificate = {
        "proof_file": PROOF_FILE,
        "encoding": encoding,
        "compression": blob.get("compression", "none"),
        "sha256": blob.get("sha256"),
        "size": blob.get("size"),
        "artifact": uri,
    }
    return certificate, {PROOF_FILE: uri}


class SatProofVerify(CapabilityDefinition):
    id = "sat.unsat_proof.verify"
    title = "Check a DRAT or LRAT refutation of a CNF formula"
    description = (
        "An independent checker checks a DRAT proof, or an LRAT proof with proof_format 'lrat' (text, or binary as "
        "base64 with proof_encoding 'binary') against the DIMACS formula; DRAT goes via LRAT, and a small LRAT kernel "
        "decides: TRUE when the proof derives the empty clause. A large DRAT proof goes in as an uploaded blob "
        "(artifact.upload.begin with target_schema jacobian.sat.drat_proof.v1, media type text/x-drat or "
        "application/x-drat-binary, optionally gzip/bz2/xz) named by `proof_artifact`."
    )
    domain = "logic"
    family = "checker"
    tags = ("sat", "unsat", "drat", "lrat", "proof", "check", "verify", "refutation", "certificate", "cnf", "dimacs")
    modes = (Mode.EXPLORE, Mode.VERIFY)
    conclusions = (Conclusion.TRUE, Conclusion.FALSE)
    artifact_types = (CNF_SCHEMA, DRAT_SCHEMA)
    relationships = (
        DeclaredRelationship(
            kind="VERIFIES_OUTPUT_OF", target="sat.solve", description="checks the DRAT proof of an UNSAT answer"
        ),
    )
    Request = ProofVerifyRequest
    Output = VerifyOutput
    verify_claims = ("CNF_UNSATISFIABLE",)
    engine_selectable = False
    checker_backed = True
    examples = (InvocationExample(title="A text DRAT proof", payload={"dimacs": SMALL_UNSAT, "proof": "1 0\n0\n"}),)

    def evidence_from_request(self, request: BaseModel, load_artifact: formula.LoadArtifact) -> Evidence:
        text, _ = formula.load(request, load_artifact)
        if request.proof_artifact is not None and load_artifact(request.proof_artifact)[0] == BLOB_SCHEMA:
            return Evidence(
                {"kind": "CNF_UNSATISFIABLE"},
                "drat",
                {"dimacs": text},
                *_blob_proof(request.proof_artifact, load_artifact),
            )
        if request.proof_artifact is not None:
            payload = formula.artifact_payload(
                request.proof_artifact, DRAT_SCHEMA, load_artifact, "$.payload.proof_artifact"
            )
            certificate = formula.proof_certificate(payload)
        elif request.proof_encoding == "binary":
            try:
                base64.b64decode(request.proof, validate=True)
            except ValueError:
                raise InterpretError(
                    Code.INVALID_REQUEST,
                    "proof is not valid base64 (proof_encoding is 'binary')",
                    path="$.payload.proof",
                    stage=Stage.VALIDATE,
                ) from None
            certificate = {"proof_base64": request.proof, "encoding": "binary"}
        else:
            certificate = {"proof_text": request.proof}
        if request.proof_format == "lrat":
            certificate = {k.replace("proof_", "lrat_"): v for k, v in certificate.items()}
        return Evidence({"kind": "CNF_UNSATISFIABLE"}, request.proof_format, {"dimacs": text}, certificate)


CAPABILITIES = (SatSolve(), SatEnumerate(), SatMinimalCore(), MaxSatSolve(), SatModelVerify(), SatProofVerify())
