"""SAT capability definitions: plan a job for the chosen engine, interpret what it did.

No solver library is imported here (only ``worker.py`` imports pysat). The
engines are the pooled PySAT worker (engine ``pysat``) and the solver
executables (``cadical``, ``cryptominisat``, ``minisat``, ``picosat``) driven
through :mod:`.cli`.
"""

from __future__ import annotations

import base64
import hashlib
from dataclasses import dataclass
from typing import Any, ClassVar, TypeVar

from jacobian.capability import (
    Call,
    CheckerBacked,
    Evidence,
    Interpretation,
    InterpretError,
    JobCall,
    JobCapability,
    Output,
    Retained,
    RetainedFile,
    WorkerCapability,
    answer,
    budget_exhausted,
    invalid,
    worker_data,
)
from jacobian.contracts.descriptor import DeclaredRelationship, InvocationExample
from jacobian.contracts.diagnostics import Code
from jacobian.contracts.enums import Completeness, Conclusion, Mode, Qualifier
from jacobian.contracts.job import Job, KeptFile, Outcome
from jacobian.state.artifacts import BLOB_SCHEMA

from . import formula
from .cli import DIALECTS, INPUT, PROOF, Dialect
from .formula import Formula
from .models import (
    CNF_SCHEMA,
    DRAT_SCHEMA,
    CnfArtifact,
    DratProofArtifact,
    EnumerateOutput,
    EnumerateRequest,
    FormulaRequest,
    MaxSatOutput,
    MaxSatRequest,
    ModelVerifyRequest,
    MusOutput,
    MusRequest,
    ProofVerifyRequest,
    SolveOutput,
    SolveRequest,
)
from .streamed import proof_lost, without_proof

ARTIFACT_SCHEMAS = {CNF_SCHEMA: (CnfArtifact, False), DRAT_SCHEMA: (DratProofArtifact, False)}

SMALL_SAT = "p cnf 3 2\n1 -2 0\n2 3 0\n"
SMALL_UNSAT = "p cnf 2 4\n1 2 0\n-1 2 0\n1 -2 0\n-1 -2 0\n"
# A DRAT proof as a file beside the checker (a solver's kept proof or an uploaded blob): its media types.
BLOB_PROOF_MEDIA = {"text/x-drat": "text", "application/x-drat-binary": "binary"}
TAGS = ("sat", "cnf", "dimacs")

Req = TypeVar("Req", bound=FormulaRequest)
PysatReq = TypeVar("PysatReq", bound=EnumerateRequest | MusRequest | MaxSatRequest)
Out = TypeVar("Out", bound=Output)


def _limits(request: SolveRequest | EnumerateRequest | MusRequest | MaxSatRequest) -> dict[str, Any] | None:
    return request.limits.model_dump(exclude_none=True) if request.limits else None


def _dialect(call: JobCall[Any, Any]) -> Dialect:
    name = str(call.engine.options.get("dialect", call.engine.engine))
    if name not in DIALECTS:
        raise InterpretError(Code.BACKEND_ERROR, f"no SAT adapter for engine {call.engine.engine!r} (dialect {name!r})")
    return DIALECTS[name]


class _Sat(JobCapability[Req, Out, Formula]):
    """A SAT operation: its formula parsed once per call (``call.parsed``)."""

    domain: ClassVar[str] = "logic"
    family: ClassVar[str] = "sat"
    artifact_types: ClassVar[tuple[str, ...]] = (CNF_SCHEMA,)

    def parse(self, request: Req, artifacts: formula.LoadArtifact) -> Formula:
        return formula.load(request, artifacts)


class _PysatOnly(_Sat[PysatReq, Out], WorkerCapability[PysatReq, Out, Formula]):
    """An operation only the pooled PySAT worker serves: the formula goes to the worker as clauses."""

    def fields(self, call: JobCall[PysatReq, Formula]) -> dict[str, Any]:
        if not call.engine.is_worker:
            raise invalid(f"{self.id} runs only on the pysat engine, not {call.engine.engine}", "$.payload.engine")
        request, cnf = call.request, call.parsed.cnf
        data = {"num_vars": cnf.num_vars, "clauses": cnf.clauses, "solver": request.solver}
        return {**data, **self.operation_fields(call)}

    def operation_fields(self, call: JobCall[PysatReq, Formula]) -> dict[str, Any]:
        """What this operation adds to the formula and solver."""
        return {}


class SatSolve(_Sat[SolveRequest, SolveOutput]):
    id = "sat.solve"
    title = "Decide a CNF formula (SAT with a model, or UNSAT with a DRAT proof)"
    description = (
        "Decides satisfiability of a propositional formula in DIMACS CNF. Answers SAT with a model "
        "(one DIMACS literal per variable), UNSAT (with a DRAT proof kept as an artifact when the engine "
        "writes one), or UNKNOWN when a budget (conflicts, propagations, seconds) ran out. Assumptions are "
        "supported. In VERIFY mode an independent checker evaluates the model or checks the DRAT proof."
    )
    tags = (
        *TAGS,
        "satisfiable",
        "unsatisfiable",
        "boolean",
        "propositional",
        "drat",
        "proof",
        "model",
        "counterexample",
    )
    modes = (Mode.EXPLORE, Mode.VERIFY)
    conclusions = (Conclusion.SAT, Conclusion.UNSAT, Conclusion.UNKNOWN)
    verify_claims = ("CNF_SATISFIABLE", "CNF_UNSATISFIABLE")
    examples = (
        InvocationExample(title="A satisfiable formula", payload={"dimacs": SMALL_SAT}),
        InvocationExample(title="An unsatisfiable formula, checked", payload={"dimacs": SMALL_UNSAT}, mode=Mode.VERIFY),
        InvocationExample(
            title="With assumptions and a conflict budget",
            payload={"dimacs": SMALL_SAT, "assumptions": [-1, -3], "limits": {"conflicts": 10000}},
        ),
    )

    def parse(self, request: SolveRequest, artifacts: formula.LoadArtifact) -> Formula:
        parsed = formula.load(request, artifacts)
        formula.check_literals(request.assumptions, parsed.cnf.num_vars, "$.payload.assumptions")
        return parsed

    def plan(self, call: JobCall[SolveRequest, Formula]) -> Job:
        request, cnf = call.request, call.parsed.cnf
        want_proof = request.proof or call.mode is Mode.VERIFY
        if call.engine.is_worker:
            payload = {
                "op": "solve",
                "num_vars": cnf.num_vars,
                "clauses": cnf.clauses,
                "assumptions": request.assumptions,
                "solver": request.solver,
                "limits": _limits(request),
                "proof": want_proof,
                **({"proof_file": PROOF} if want_proof else {}),  # written in the worker's directory, kept
            }
            return call.worker_job(payload, label=self.id, keep_files=(PROOF,) if want_proof else ())
        if request.solver is not None:
            message = f"`solver` chooses a PySAT solver and is valid only with engine pysat, not {call.engine.engine}"
            raise invalid(message, "$.payload.solver")
        dialect, lim = _dialect(call), request.limits
        conflicts, propagations = (lim.conflicts, lim.propagations) if lim else (None, None)
        missing = dialect.unsupported(conflicts, propagations)
        if missing:
            able = sorted(n for n, d in DIALECTS.items() if getattr(d, missing)) + ["pysat"]
            message = (
                f"engine {call.engine.engine} cannot enforce a {missing} limit; engines that can: {', '.join(able)}"
            )
            raise invalid(message, f"$.payload.limits.{missing}")
        exe = call.engine.executable or dialect.name
        argv, collect = dialect.argv(
            exe, conflicts, propagations, lim.seconds if lim else None, want_proof and dialect.proof
        )
        # Assumptions become unit clauses: F under assumptions is SAT exactly when F AND units is.
        text = cnf.to_dimacs(tuple(request.assumptions))
        return call.job(
            argv=tuple(argv),
            input_files={INPUT: text.encode()},
            collect_files=collect,
            keep_files=dialect.keep(want_proof),
            label=f"{self.id}:{call.engine.engine}",
        )

    def interpret(self, call: JobCall[SolveRequest, Formula], outcome: Outcome) -> Interpretation:
        request, text, cnf = call.request, call.parsed.text, call.parsed.cnf
        units = tuple(request.assumptions)
        proof: Proof | None = None
        core: list[int] | None = None
        lost = False  # the solver wrote its proof, the supervisor refused to keep it (see streamed.without_proof)
        if call.engine.is_worker:
            data = worker_data(outcome)
            status, model, solver, stopped = (
                data.get("status"),
                data.get("model"),
                data.get("solver"),
                data.get("reason"),
            )
            if status == "UNSAT":
                core = list(data.get("core") or []) if units else None
                lost = proof_lost(data.get("proof_file"), outcome)
                if data.get("proof_file") == PROOF and PROOF in outcome.kept:
                    proof = Proof("text", file=outcome.kept[PROOF])
                elif data.get("proof_text"):
                    proof = Proof("text", text=data["proof_text"])
        else:
            dialect = _dialect(call)
            try:
                got = dialect.parse(outcome.exit_code, outcome.stdout, outcome.files, cnf.num_vars)
            except ValueError as exc:
                raise InterpretError(Code.BACKEND_ERROR, f"cannot read {call.engine.engine}'s answer: {exc}") from None
            status, model, solver = got.status, got.model, call.engine.engine
            stopped = "solver limit" if got.status == "UNKNOWN" else None
            if got.status == "UNSAT" and PROOF in outcome.kept:
                proof = Proof("binary" if dialect.proof_binary else "text", file=outcome.kept[PROOF])
            asked = PROOF in dialect.keep(request.proof or call.mode is Mode.VERIFY)  # as plan() asked
            lost = got.status == "UNSAT" and asked and proof_lost(PROOF, outcome)
        subject = {"dimacs": formula.subject_dimacs(text, cnf, units)}

        def output(**fields: Any) -> SolveOutput:
            return SolveOutput(num_vars=cnf.num_vars, num_clauses=len(cnf.clauses), solver=solver, **fields)

        if status == "SAT":
            if not isinstance(model, list) or not formula.satisfies(cnf, model, units):
                message = f"{call.engine.engine} reported SAT with an assignment that does not satisfy the formula"
                raise InterpretError(Code.BACKEND_ERROR, message)
            evidence = Evidence({"kind": "CNF_SATISFIABLE"}, "model", subject, {"model": model})
            return answer(
                Conclusion.SAT,
                output(model=model),
                "the solver found a satisfying assignment",
                evidence=evidence,
            )
        if status == "UNSAT":
            retain, refutation = _refutation(proof, subject, units, str(solver))
            encoding = proof.encoding if proof else None
            out = output(failed_assumptions=core, proof_retained=bool(retain), proof_encoding=encoding)
            basis = "the solver refuted the formula" + (" under the assumptions" if units else "")
            refuted = answer(Conclusion.UNSAT, out, basis, retain=retain, evidence=refutation)
            return without_proof(refuted, outcome) if lost else refuted
        if status == "UNKNOWN":
            return budget_exhausted(output(stopped_by=stopped), stopped)
        raise InterpretError(Code.BACKEND_ERROR, f"unexpected solver status {status!r}")


@dataclass(frozen=True)
class Proof:
    """A solver's DRAT proof: text the pooled worker returned, or a file the job kept (never read here)."""

    encoding: str  # "text" | "binary"
    text: str | None = None
    file: KeptFile | None = None


def _refutation(
    proof: Proof | None, subject: dict[str, Any], units: tuple[int, ...], solver: str
) -> tuple[tuple[Retained | RetainedFile, ...], Evidence | None]:
    """The DRAT proof of an UNSAT answer, retained and offered as evidence (none when the engine wrote none).

    A kept file goes to the checker as a file (``Evidence.paths``; its sha256 and size in the certificate),
    never through memory, and is retained as a gzip blob standing for a DRAT proof; proof text is retained
    as a :data:`DRAT_SCHEMA` artifact. A proof that stops short of the empty clause (as CaDiCaL's does) is
    handed over as it is: the checker's elaborators derive the empty clause themselves."""
    if proof is None:
        return (), None
    formula_sha256 = hashlib.sha256(subject["dimacs"].encode()).hexdigest()
    what = " of the formula with the assumptions as unit clauses" if units else ""
    summary = f"DRAT proof ({proof.encoding}) from {solver}{what}"
    claim = {"kind": "CNF_UNSATISFIABLE"}
    if proof.file is not None:
        kept = proof.file
        certificate = {
            "proof_file": PROOF,
            "encoding": proof.encoding,
            "compression": "none",
            "sha256": kept.sha256,
            "size": kept.size,
        }
        evidence = Evidence(claim, "drat", subject, certificate, paths={PROOF: kept.path})
        media = next(m for m, e in BLOB_PROOF_MEDIA.items() if e == proof.encoding)
        blob_summary = f"{summary}, gzip (formula sha256 {formula_sha256})"
        return (RetainedFile(kept.path, DRAT_SCHEMA, media, blob_summary, flag="proof_retained"),), evidence
    payload = {"encoding": proof.encoding, "proof_text": proof.text, "formula_sha256": formula_sha256}
    semantics = "sat.drat_refutation_under_assumptions" if units else "sat.drat_refutation"
    evidence = Evidence(claim, "drat", subject, formula.proof_certificate(payload))
    return (Retained(DRAT_SCHEMA, semantics, payload, summary, flag="proof_retained"),), evidence


class SatEnumerate(_PysatOnly[EnumerateRequest, EnumerateOutput]):
    id = "sat.models.enumerate"
    op = "enumerate"
    title = "Enumerate models of a CNF formula (optionally projected)"
    description = (
        "Lists up to `limit` distinct models of a DIMACS CNF formula, distinct on the `projection` variables "
        "when given (blocking clauses). Completeness is COMPLETE only when the enumeration exhausted every model."
    )
    tags = (*TAGS, "models", "enumerate", "all-solutions", "allsat", "projection", "count")
    conclusions = (Conclusion.SAT, Conclusion.UNSAT, Conclusion.UNKNOWN)
    examples = (
        InvocationExample(title="All models of a small formula", payload={"dimacs": SMALL_SAT, "limit": 100}),
        InvocationExample(
            title="Models projected on variables 1 and 2", payload={"dimacs": SMALL_SAT, "projection": [1, 2]}
        ),
    )

    def parse(self, request: EnumerateRequest, artifacts: formula.LoadArtifact) -> Formula:
        parsed = formula.load(request, artifacts)
        formula.check_literals(request.assumptions, parsed.cnf.num_vars, "$.payload.assumptions")
        if request.projection is not None:
            formula.check_literals(request.projection, parsed.cnf.num_vars, "$.payload.projection")
        return parsed

    def operation_fields(self, call: JobCall[EnumerateRequest, Formula]) -> dict[str, Any]:
        r = call.request
        return {"assumptions": r.assumptions, "projection": r.projection, "limit": r.limit, "limits": _limits(r)}

    def answer(self, call: JobCall[EnumerateRequest, Formula], data: dict[str, Any]) -> Interpretation:
        request = call.request
        models, status = data.get("models") or [], data.get("status")
        exhausted = status == "EXHAUSTED"
        proj = sorted({abs(v) for v in request.projection}) if request.projection is not None else None
        out = EnumerateOutput(
            models=models, count=len(models), exhausted=exhausted, projection=proj, stopped_by=data.get("reason")
        )
        if exhausted:
            basis = f"all {len(models)} models listed: the solver found no further model"
            conclusion = Conclusion.SAT if models else Conclusion.UNSAT
            return answer(conclusion, out, basis, qualifiers=(Qualifier.EXACT, Qualifier.EXHAUSTIVE))
        if not models:
            return budget_exhausted(out, data.get("reason"), "the budget ran out before the first model")
        budget = status == "BUDGET"
        why = "the budget ran out" if budget else f"the limit of {request.limit} was reached and a further model exists"
        notes = budget_exhausted(out, data.get("reason")).diagnostics if budget else ()
        basis = f"{len(models)} models listed; {why}"
        return answer(
            Conclusion.SAT,
            out,
            basis,
            completeness=Completeness.PARTIAL,
            qualifiers=(Qualifier.BOUNDED,),
            diagnostics=notes,
        )


class SatMinimalCore(_PysatOnly[MusRequest, MusOutput]):
    id = "sat.core.minimal"
    op = "mus"
    title = "Minimal unsatisfiable subset (MUS) of a CNF formula"
    description = (
        "Finds a minimal unsatisfiable subset of the clauses of an unsatisfiable DIMACS CNF formula "
        "(every strict subset is satisfiable) and returns the 0-based indices of its clauses; a satisfiable "
        "formula gets conclusion SAT and a model."
    )
    tags = (*TAGS, "mus", "unsat-core", "core", "minimal", "explanation", "conflict", "infeasible")
    conclusions = (Conclusion.UNSAT, Conclusion.SAT, Conclusion.UNKNOWN)
    examples = (
        InvocationExample(
            title="The core of a small contradiction", payload={"dimacs": "p cnf 2 4\n1 0\n-1 2 0\n-2 0\n1 2 0\n"}
        ),
    )

    def operation_fields(self, call: JobCall[MusRequest, Formula]) -> dict[str, Any]:
        return {"limits": _limits(call.request)}

    def answer(self, call: JobCall[MusRequest, Formula], data: dict[str, Any]) -> Interpretation:
        cnf, status, stopped = call.parsed.cnf, data.get("status"), data.get("reason")
        if status == "SAT":
            out = MusOutput(model=data.get("model"))
            basis = "the formula is satisfiable: it has no unsatisfiable subset"
            return answer(Conclusion.SAT, out, basis, qualifiers=())
        if status != "UNSAT":
            return budget_exhausted(
                MusOutput(stopped_by=stopped), stopped, "the budget ran out before the formula was decided"
            )
        idx = [int(i) for i in data.get("mus") or []]
        if any(i < 0 or i >= len(cnf.clauses) for i in idx):
            raise InterpretError(Code.BACKEND_ERROR, "the worker returned a clause index outside the formula")
        minimal = bool(data.get("minimal"))
        clauses = [list(cnf.clauses[i]) for i in idx]
        out = MusOutput(clause_indices=idx, clauses=clauses, minimal=minimal, stopped_by=stopped)
        if minimal:
            basis = "the subset is unsatisfiable and removing any one clause makes it satisfiable"
            return answer(Conclusion.UNSAT, out, basis)
        basis = "the subset is unsatisfiable; the budget ran out before minimality was established"
        notes = budget_exhausted(out, stopped).diagnostics
        return answer(Conclusion.UNSAT, out, basis, completeness=Completeness.PARTIAL, qualifiers=(), diagnostics=notes)


class MaxSatSolve(_PysatOnly[MaxSatRequest, MaxSatOutput]):
    id = "maxsat.solve"
    op = "maxsat"
    title = "Weighted partial MaxSAT (RC2)"
    description = (
        "Finds an assignment satisfying every hard clause (the DIMACS formula) that minimises the total weight of "
        "falsified soft clauses, with PySAT's RC2 core-guided solver. Answers OPTIMAL with the cost and a model, "
        "UNSAT when the hard clauses are unsatisfiable, UNKNOWN past the budget."
    )
    domain = "optimization"
    tags = ("maxsat", "optimization", "weighted", "partial", "rc2", "soft-constraints", "sat", "cnf", "minimum-cost")
    conclusions = (Conclusion.OPTIMAL, Conclusion.UNSAT, Conclusion.UNKNOWN)
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

    def parse(self, request: MaxSatRequest, artifacts: formula.LoadArtifact) -> Formula:
        parsed = formula.load(request, artifacts)
        for i, soft in enumerate(request.soft):
            formula.check_literals(soft.literals, parsed.cnf.num_vars, f"$.payload.soft[{i}].literals")
        return parsed

    def operation_fields(self, call: JobCall[MaxSatRequest, Formula]) -> dict[str, Any]:
        r = call.request
        return {"soft": [[s.literals, s.weight] for s in r.soft], "limits": _limits(r)}

    def answer(self, call: JobCall[MaxSatRequest, Formula], data: dict[str, Any]) -> Interpretation:
        status = data.get("status")
        if status == "UNSAT":
            return answer(Conclusion.UNSAT, MaxSatOutput(), "the hard clauses are unsatisfiable", qualifiers=())
        if status != "OPTIMUM":
            return budget_exhausted(
                MaxSatOutput(stopped_by=data.get("reason")),
                data.get("reason"),
                "the budget ran out before the optimum was proved",
            )
        model = data.get("model")
        if not isinstance(model, list) or not formula.satisfies(call.parsed.cnf, model):
            raise InterpretError(Code.BACKEND_ERROR, "RC2 returned a model that violates a hard clause")
        true = set(model)
        cost = sum(s.weight for s in call.request.soft if not any(l in true for l in s.literals))
        if cost != data.get("cost"):
            raise InterpretError(Code.BACKEND_ERROR, f"RC2 reported cost {data.get('cost')} but its model costs {cost}")
        return answer(
            Conclusion.OPTIMAL, MaxSatOutput(cost=cost, model=model), "RC2 proved no assignment has a lower cost"
        )


class _SatCheck(CheckerBacked[Req, Formula]):
    """A check of a claim about a formula; the formula is read here only to refuse malformed input with
    its line and column before any checker runs: the checker reads the caller's text itself."""

    tags: ClassVar[tuple[str, ...]] = (*TAGS, "check", "verify", "certificate")
    artifact_types: ClassVar[tuple[str, ...]] = (CNF_SCHEMA,)

    def parse(self, request: Req, artifacts: formula.LoadArtifact) -> Formula:
        return formula.load(request, artifacts)


class SatModelVerify(_SatCheck[ModelVerifyRequest]):
    id = "sat.model.verify"
    title = "Check a claimed model of a CNF formula"
    description = (
        "An independent checker evaluates every clause of the DIMACS formula under the given model "
        "(DIMACS literals): TRUE when every clause holds."
    )
    domain = "logic"
    tags = (*_SatCheck.tags, "model", "assignment")
    relationships = (
        DeclaredRelationship(
            kind="VERIFIES_OUTPUT_OF", target="sat.solve", description="checks the model of a SAT answer"
        ),
    )
    verify_claims = ("CNF_SATISFIABLE",)
    examples = (
        InvocationExample(title="A model of a small formula", payload={"dimacs": SMALL_SAT, "model": [1, 2, -3]}),
    )

    def evidence(self, call: Call[ModelVerifyRequest, Formula]) -> Evidence:
        subject = {"dimacs": call.parsed.text}
        return Evidence({"kind": "CNF_SATISFIABLE"}, "model", subject, {"model": list(call.request.model)})


def _blob_proof(uri: str, load_artifact: formula.LoadArtifact) -> tuple[dict[str, Any], dict[str, str]]:
    """An uploaded DRAT blob as (certificate naming the file, files to place): the checker reads the
    file itself, streaming; the certificate binds its sha256, size, encoding and compression."""
    _, blob = load_artifact(uri)
    where = "$.payload.proof_artifact"
    if blob.get("target_schema") != DRAT_SCHEMA:
        raise invalid(f"blob {uri} stands for a {blob.get('target_schema')}, not a {DRAT_SCHEMA}", where)
    encoding = BLOB_PROOF_MEDIA.get(str(blob.get("media_type")))
    if encoding is None:
        media = ", ".join(BLOB_PROOF_MEDIA)
        raise invalid(f"blob {uri} has media type {blob.get('media_type')!r}; a DRAT proof is one of {media}", where)
    certificate = {
        "proof_file": PROOF,
        "encoding": encoding,
        "compression": blob.get("compression", "none"),
        "sha256": blob.get("sha256"),
        "size": blob.get("size"),
        "artifact": uri,
    }
    return certificate, {PROOF: uri}


class SatProofVerify(_SatCheck[ProofVerifyRequest]):
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
    tags = (*_SatCheck.tags, "unsat", "drat", "lrat", "proof", "refutation")
    artifact_types = (CNF_SCHEMA, DRAT_SCHEMA)
    relationships = (
        DeclaredRelationship(
            kind="VERIFIES_OUTPUT_OF", target="sat.solve", description="checks the DRAT proof of an UNSAT answer"
        ),
    )
    verify_claims = ("CNF_UNSATISFIABLE",)
    examples = (InvocationExample(title="A text DRAT proof", payload={"dimacs": SMALL_UNSAT, "proof": "1 0\n0\n"}),)

    def evidence(self, call: Call[ProofVerifyRequest, Formula]) -> Evidence:
        request, load = call.request, call.artifacts
        claim, subject = {"kind": "CNF_UNSATISFIABLE"}, {"dimacs": call.parsed.text}
        if request.proof_artifact is not None and load(request.proof_artifact)[0] == BLOB_SCHEMA:
            return Evidence(claim, "drat", subject, *_blob_proof(request.proof_artifact, load))
        if request.proof_artifact is not None:
            payload = formula.artifact_payload(request.proof_artifact, DRAT_SCHEMA, load, "$.payload.proof_artifact")
            certificate = formula.proof_certificate(payload)
        elif request.proof_encoding == "binary":
            try:
                base64.b64decode(request.proof or "", validate=True)
            except ValueError:
                raise invalid("proof is not valid base64 (proof_encoding is 'binary')", "$.payload.proof") from None
            certificate = {"proof_base64": request.proof, "encoding": "binary"}
        else:
            certificate = {"proof_text": request.proof}
        if request.proof_format == "lrat":
            certificate = {k.replace("proof_", "lrat_"): v for k, v in certificate.items()}
        return Evidence(claim, request.proof_format, subject, certificate)


CAPABILITIES = (SatSolve(), SatEnumerate(), SatMinimalCore(), MaxSatSolve(), SatModelVerify(), SatProofVerify())
