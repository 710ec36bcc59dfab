"""Syntax-guided synthesis: synthesis.sygus (cvc5 executable) and synthesis.solution.verify (the checker).

Why the cvc5 executable (``--lang sygus2``) in a per-job sandbox rather than the pooled cvc5 worker: a
synthesis run is one problem and one answer, cvc5's SyGuS engine keeps global state between solver
instances in the Python binding, and on a timeout the executable is simply ended. No ``--tlimit``: cvc5
1.0.3 aborts itself (SIGABRT) when it runs out, which would read as a crash; the supervisor's wall limit
ends it instead, and the run is a TIMEOUT (UNKNOWN), never an answer. The problem is read by our own reader first
(:mod:`jacobian.checkers.synthesis.sygus`): anything outside the subset is refused before any job.
The solver's answer is untrusted text, read back by the same reader with the same bounds.
"""

from __future__ import annotations

from jacobian.capability import (
    ArtifactReader,
    Call,
    CheckerBacked,
    Evidence,
    Interpretation,
    InterpretError,
    JobCall,
    JobCapability,
    answer,
    invalid,
)
from jacobian.checkers.synthesis.sexpr import SygusError
from jacobian.checkers.synthesis.sygus import Problem, read_problem, read_solution, signature
from jacobian.contracts.descriptor import DeclaredRelationship, InvocationExample
from jacobian.contracts.diagnostics import Code
from jacobian.contracts.enums import Completeness, Conclusion, Mode, TerminationReason
from jacobian.contracts.job import Job, Outcome

from .models import Definition, SolutionVerifyRequest, SygusOutput, SygusRequest

CLAIM_KIND = "SYGUS_SOLUTION"
CERTIFICATE_FORMAT = "sygus-solution/1"
INPUT_NAME = "problem.sl"

MAX2 = (
    "(set-logic LIA)\n(synth-fun max2 ((x Int) (y Int)) Int)\n(declare-var x Int)\n(declare-var y Int)\n"
    "(constraint (>= (max2 x y) x))\n(constraint (>= (max2 x y) y))\n"
    "(constraint (or (= x (max2 x y)) (= y (max2 x y))))\n(check-synth)\n"
)
LOWEST_BIT = (
    "(set-logic BV)\n(synth-fun f ((x (_ BitVec 8))) (_ BitVec 8)\n  ((Start (_ BitVec 8)))\n"
    "  ((Start (_ BitVec 8) (x #x01 (bvand Start Start) (bvsub Start Start) (bvneg Start)))))\n"
    "(declare-var x (_ BitVec 8))\n(constraint (= (f x) (bvand x (bvneg x))))\n(check-synth)\n"
)


def _read(text: str, path: str) -> Problem:
    try:
        return read_problem(text)
    except SygusError as exc:
        raise invalid(str(exc), path) from None


class SygusSolve(JobCapability[SygusRequest, SygusOutput, Problem]):
    id = "synthesis.sygus"
    title = "Synthesize functions from a SyGuS problem (syntax-guided synthesis, cvc5)"
    description = (
        "Syntax-guided synthesis: find function definitions (programs) that satisfy the constraints of a SyGuS-IF v2 "
        "problem for all values of its variables, optionally within a grammar, over linear integer arithmetic (LIA) "
        "or bit-vectors (BV) with Booleans, with cvc5. Programming by example (constraints on given inputs and "
        "outputs) is the special case without variables. Returns the synthesized define-fun text; infeasible when "
        "no function can satisfy the constraints; UNKNOWN when the budget runs out. VERIFY mode has an independent "
        "checker substitute the definitions and decide the constraints itself (evaluation, exhaustive for small "
        "bit-vector domains, its own bit-blasted CNF refuted by a DRAT proof for wider ones, Fourier-Motzkin for LIA)."
    )
    domain, family = "logic", "synthesis"
    tags = (
        "synthesis",
        "sygus",
        "syntax-guided-synthesis",
        "program-synthesis",
        "synthesize",
        "programming-by-example",
        "pbe",
        "grammar",
        "function",
        "cvc5",
        "bitvector",
        "bit-twiddling",
        "linear-integer-arithmetic",
        "lia",
        "cegis",
    )
    modes = (Mode.EXPLORE, Mode.VERIFY)
    conclusions = (Conclusion.WITNESS_FOUND, Conclusion.NO_WITNESS, Conclusion.UNKNOWN)
    verify_claims = (CLAIM_KIND,)
    examples = (
        InvocationExample(title="the maximum of two integers", payload={"problem": MAX2}, mode=Mode.VERIFY),
        InvocationExample(title="isolate the lowest set bit, within a grammar", payload={"problem": LOWEST_BIT}),
    )

    def parse(self, request: SygusRequest, artifacts: ArtifactReader) -> Problem:
        return _read(request.problem, "$.payload.problem")

    def plan(self, call: JobCall[SygusRequest, Problem]) -> Job:
        exe = call.engine.executable
        assert exe
        argv = (exe, "--lang=sygus2", INPUT_NAME)
        return call.job(
            argv=argv,
            input_files={INPUT_NAME: call.request.problem.encode()},
            protocol="raw",
            label=f"{self.id}/{call.engine.engine}",
        )

    def interpret(self, call: JobCall[SygusRequest, Problem], outcome: Outcome) -> Interpretation:
        stdout = outcome.stdout.decode(errors="replace").strip()
        stderr = outcome.stderr.decode(errors="replace").strip()
        version = call.engine.version
        if outcome.termination is not TerminationReason.EXITED or outcome.exit_code != 0 or "(error" in stdout:
            raise InterpretError(Code.BACKEND_ERROR, f"cvc5 failed: {(stdout + ' ' + stderr).strip()[:2000]}")
        if stdout == "infeasible":
            out = SygusOutput(status="infeasible", engine_version=version)
            return answer(
                Conclusion.NO_WITNESS,
                out,
                "cvc5 reports that no functions satisfy the constraints (infeasible); this is the solver's word",
            )
        if stdout in ("fail", "unknown", "unsupported"):
            out = SygusOutput(status="unknown", solver_message=stdout, engine_version=version)
            return answer(
                Conclusion.UNKNOWN,
                out,
                f"cvc5 gave no solution ({stdout})",
                completeness=Completeness.UNKNOWN,
                qualifiers=(),
            )
        try:
            funs = read_solution(stdout, call.parsed)
        except SygusError as exc:
            raise InterpretError(Code.BACKEND_ERROR, f"cvc5's answer is not a readable solution: {exc}") from None
        definitions = [
            Definition(name=n, signature=signature(f), text=_definition_text(stdout, n)) for n, f in funs.items()
        ]
        text = "\n".join(d.text for d in definitions)
        out = SygusOutput(status="solved", solution=text, definitions=definitions, engine_version=version)
        evidence = Evidence(
            {"kind": CLAIM_KIND, "producer": "cvc5"},
            CERTIFICATE_FORMAT,
            {"problem": call.request.problem},
            {"solution": text},
        )
        basis = f"cvc5 synthesized {', '.join(funs)} satisfying the constraints (its own verification)"
        return answer(Conclusion.WITNESS_FOUND, out, basis, evidence=evidence)


def _definition_text(stdout: str, name: str) -> str:
    """The ``(define-fun name ...)`` line of cvc5's answer (one definition a line)."""
    for line in stdout.splitlines():
        if line.startswith(f"(define-fun {name} "):
            return line
    raise InterpretError(Code.BACKEND_ERROR, f"cvc5's answer has no single-line definition of {name}")


class SolutionVerify(CheckerBacked[SolutionVerifyRequest, Problem]):
    id = "synthesis.solution.verify"
    title = "Check candidate functions against a SyGuS problem (synthesis solution checker)"
    description = (
        "Check that candidate define-fun definitions solve a SyGuS-IF v2 problem: the checker reads both texts "
        "itself, requires each definition to have the synth-fun's signature and to be derivable from its grammar, "
        "substitutes them into the constraints and decides the constraints for all values of the variables (by "
        "evaluation without variables, exhaustively for at most 16 free bits, by a DRAT-checked refutation of its own "
        "bit-blasted CNF for wider bit-vectors, by Fourier-Motzkin elimination for linear integer arithmetic). "
        "TRUE when accepted; FALSE with a counterexample point when a constraint fails."
    )
    domain, family = "logic", "synthesis"
    tags = (
        "synthesis",
        "sygus",
        "program",
        "candidate",
        "check",
        "verify",
        "counterexample",
        "grammar",
        "solution",
        "synthesized",
        "satisfies",
        "constraints",
    )
    verify_claims = (CLAIM_KIND,)
    relationships = (
        DeclaredRelationship(
            kind="VERIFIES_OUTPUT_OF", target="synthesis.sygus", description="checks the definitions it synthesized"
        ),
    )
    examples = (
        InvocationExample(
            title="a candidate maximum",
            payload={"problem": MAX2, "solution": "(define-fun max2 ((x Int) (y Int)) Int (ite (>= x y) x y))"},
        ),
    )

    def parse(self, request: SolutionVerifyRequest, artifacts: ArtifactReader) -> Problem:
        problem = _read(request.problem, "$.payload.problem")
        try:
            read_solution(request.solution, problem)
        except SygusError as exc:
            raise invalid(str(exc), "$.payload.solution") from None
        return problem

    def evidence(self, call: Call[SolutionVerifyRequest, Problem]) -> Evidence:
        request = call.request
        return Evidence(
            {"kind": CLAIM_KIND, "producer": "caller"},
            CERTIFICATE_FORMAT,
            {"problem": request.problem},
            {"solution": request.solution},
        )


CAPABILITIES = (SygusSolve(), SolutionVerify())
