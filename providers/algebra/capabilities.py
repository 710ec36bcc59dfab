"""Finite-algebra capability definitions: law evaluation and countermodel search.

The countermodel search builds one CNF per order with the *checker's* encoder
(``jacobian.checkers.algebra.encode``: the definition the proofs are about) once per call, in
``parse``; the algebra worker solves them with PySAT (the SAT family's solver, budget and proof
code), and the answer is read against the same CNFs. No solver library is imported here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar, TypeVar

from jacobian.capability import (
    ArtifactReader,
    Evidence,
    Interpretation,
    InterpretError,
    JobCall,
    Output,
    Request,
    Retained,
    WorkerCapability,
    answer,
    invalid,
)
from jacobian.checkers.algebra import encode as cnf_encoding
from jacobian.contracts.descriptor import InvocationExample
from jacobian.contracts.diagnostics import Code, Diagnostic, Severity
from jacobian.contracts.enums import Completeness, Conclusion, Mode, Qualifier

from ..sat.models import DRAT_SCHEMA
from .evaluate import first_failure
from .laws import LawTree, checked, plain, render_law
from .models import (
    MAGMA_SCHEMA,
    EvaluateOutput,
    EvaluateRequest,
    LawVerdict,
    MagmaStructure,
    OrderResult,
    SearchOutput,
    SearchRequest,
)
from .proof_models import PROOF_SCHEMA, EquationalProof
from .proving import CAPABILITIES as PROVING

ARTIFACT_SCHEMAS = {MAGMA_SCHEMA: (MagmaStructure, False), PROOF_SCHEMA: (EquationalProof, False)}
MAX_SEARCH_CLAUSES = 3_000_000  # over all orders of one search (the worker gets them all on stdin)

Req = TypeVar("Req", bound=Request)
Out = TypeVar("Out", bound=Output)
Parsed = TypeVar("Parsed")


@dataclass(frozen=True)
class Encoded:
    """The CNF of 'a countermodel of this order exists' (the checker's encoding) and its digest."""

    order: int
    num_vars: int
    clauses: list[list[int]]
    digest: str


@dataclass(frozen=True)
class Search:
    """A countermodel search as parsed: the typed laws and one CNF per order, smallest first."""

    sources: list[LawTree]
    target: LawTree
    encoded: tuple[Encoded, ...]


@dataclass
class Settled:
    """What the worker's answers established, order by order: the output rows and what to retain."""

    rows: list[OrderResult] = field(default_factory=list)
    orders: list[int] = field(default_factory=list)  # no countermodel, or the countermodel's order
    refutations: list[dict[str, Any]] = field(default_factory=list)
    retain: list[Retained] = field(default_factory=list)
    witness: MagmaStructure | None = None
    falsifying: dict[str, int] | None = None
    stopped: str | None = None


def _search(request: SearchRequest) -> Search:
    """The laws and each order's CNF; INVALID_REQUEST when all orders together exceed MAX_SEARCH_CLAUSES."""
    sources, target = request.typed()
    laws = [(plain(s.lhs), plain(s.rhs)) for s in sources]
    encoded, left = [], MAX_SEARCH_CLAUSES
    for n in request.orders():
        try:
            num_vars, clauses = cnf_encoding.encode(laws, (plain(target.lhs), plain(target.rhs)), n, max_clauses=left)
        except cnf_encoding.EncodingTooLarge:
            message = (
                f"the CNF encoding up to order {n} exceeds {MAX_SEARCH_CLAUSES} "
                "clauses: search fewer or smaller orders, or simpler laws"
            )
            raise invalid(message, "$.payload") from None
        left -= len(clauses)
        encoded.append(Encoded(n, num_vars, clauses, cnf_encoding.digest(num_vars, clauses)))
    return Search(sources, target, tuple(encoded))


def _subject(request: SearchRequest) -> dict[str, Any]:
    """The question as the caller gave it (the checker parses the laws itself)."""
    raw = request.model_dump(mode="json")
    return {"sources": raw["sources"], "target": raw["target"], "orders": request.orders()}


def _witness(model: Any, n: int, sources: list[LawTree], target: LawTree) -> tuple[MagmaStructure, dict[str, int]]:
    """The solver's table of order ``n``, checked: every source law holds on it and the target fails."""
    if not isinstance(model, list):
        raise InterpretError(Code.BACKEND_ERROR, f"order {n}: SAT without a model")
    try:
        table = cnf_encoding.decode_table(model, n)
    except ValueError as exc:
        raise InterpretError(Code.BACKEND_ERROR, f"order {n}: {exc}") from None
    for i, law in enumerate(sources):
        if first_failure(plain(law.lhs), plain(law.rhs), table)[0] is not None:
            raise InterpretError(Code.BACKEND_ERROR, f"order {n}: the solver's table violates source law {i}")
    bad, _ = first_failure(plain(target.lhs), plain(target.rhs), table)
    if bad is None:
        raise InterpretError(Code.BACKEND_ERROR, f"order {n}: the target holds on the solver's table")
    return MagmaStructure(order=n, table=table), bad


def _settle(search: Search, answers: dict[Any, dict[str, Any]]) -> Settled:
    """Each order's answer read against its CNF: a DRAT refutation, a checked countermodel, or not reached."""
    done = Settled()
    for enc in search.encoded:
        n, got = enc.order, answers.get(enc.order, {})
        status, seconds = got.get("status"), got.get("seconds")
        base: dict[str, Any] = {
            "order": n,
            "cnf_variables": enc.num_vars,
            "cnf_clauses": len(enc.clauses),
            "cnf_sha256": enc.digest,
        }
        if status == "UNSAT":
            proof = got.get("proof_text")
            if not isinstance(proof, str):
                raise InterpretError(Code.BACKEND_ERROR, f"order {n}: UNSAT without a DRAT proof")
            row = OrderResult(status="NO_COUNTERMODEL", proof_lines=proof.count("\n"), solve_seconds=seconds, **base)
            done.rows.append(row)
            done.orders.append(n)
            done.refutations.append({"order": n, "cnf_sha256": enc.digest, "proof_text": proof})
            payload = {"encoding": "text", "proof_text": proof, "formula_sha256": enc.digest.split(":", 1)[1]}
            summary = f"DRAT proof: no countermodel of order {n} (CNF {enc.digest[:19]}...)"
            done.retain.append(Retained(DRAT_SCHEMA, "universal_algebra.no_countermodel_refutation", payload, summary))
        elif status == "SAT":
            done.witness, done.falsifying = _witness(got.get("model"), n, search.sources, search.target)
            done.rows.append(OrderResult(status="COUNTERMODEL", solve_seconds=seconds, **base))
            done.orders.append(n)
            payload = done.witness.model_dump(mode="json")
            summary = f"countermodel of order {n}: the sources hold, the target fails"
            done.retain.append(Retained(MAGMA_SCHEMA, "universal_algebra.countermodel", payload, summary))
        elif status == "UNKNOWN":
            done.stopped = str(got.get("reason") or "budget")
            done.rows.append(OrderResult(status="UNKNOWN", **base))
        else:
            done.rows.append(OrderResult(status="NOT_SEARCHED", **base))
    return done


def _found(out: SearchOutput, done: Settled, witness: MagmaStructure, subject: dict[str, Any]) -> Interpretation:
    """WITNESS_FOUND: the countermodel is the checked claim; smaller orders' refutations are only retained."""
    below = ", ".join(map(str, done.orders[:-1]))
    kept = f"; no countermodel of order {below} (DRAT proofs retained, not part of the checked claim)" if below else ""
    asked = {"sources": subject["sources"], "target": subject["target"]}
    table = {"order": witness.order, "table": witness.table}
    evidence = Evidence({"kind": "MAGMA_COUNTERMODEL"}, "operation-table/1", asked, table)
    basis = f"a countermodel of order {witness.order} was found{kept}"
    return answer(Conclusion.WITNESS_FOUND, out, basis, retain=tuple(done.retain), evidence=evidence)


def _ran_out(out: SearchOutput, done: Settled, unsettled: list[int], stopped: str) -> Interpretation:
    """UNKNOWN from the first unsettled order on; the orders settled before it are PARTIAL's part."""
    note = Diagnostic.of(
        Code.BUDGET_EXHAUSTED,
        f"the budget ran out at order {unsettled[0]} ({stopped}): orders "
        f"{', '.join(map(str, unsettled))} are not settled",
        severity=Severity.WARNING,
    )
    settled = f"settled: no countermodel of order {', '.join(map(str, done.orders))}; " if done.orders else ""
    return answer(
        Conclusion.UNKNOWN,
        out,
        (settled or "nothing settled; ") + f"unknown from order {unsettled[0]}",
        completeness=Completeness.PARTIAL if done.orders else Completeness.UNKNOWN,
        qualifiers=(Qualifier.BOUNDED,),
        diagnostics=(note,),
        retain=tuple(done.retain),
    )


class _Algebra(WorkerCapability[Req, Out, Parsed]):
    """A finite-algebra operation served by the algebra worker."""

    domain: ClassVar[str] = "algebra"
    family: ClassVar[str] = "algebra"


class EvaluateLaws(_Algebra[EvaluateRequest, EvaluateOutput, list[LawTree]]):
    id = "universal_algebra.evaluate_laws"
    op = "evaluate"
    title = "Evaluate magma laws on a finite operation table"
    description = (
        "Evaluates each law (an identity between terms in one binary operation, all variables universally "
        "quantified) on a finite magma given by its operation table, under every assignment of its variables. "
        "Returns which laws hold and, for each failing law, a falsifying assignment. TRUE when all hold."
    )
    tags = (
        "universal-algebra",
        "magma",
        "law",
        "identity",
        "equation",
        "operation-table",
        "cayley-table",
        "evaluate",
        "holds",
        "counterexample",
        "equational-theories",
    )
    conclusions = (Conclusion.TRUE, Conclusion.FALSE)
    examples = (
        InvocationExample(
            title="Is the 2-element left-projection magma associative and commutative?",
            payload={"structure": {"order": 2, "table": [[0, 0], [1, 1]]}, "laws": ["x*(y*z) = (x*y)*z", "x*y = y*x"]},
        ),
    )

    def parse(self, request: EvaluateRequest, artifacts: ArtifactReader) -> list[LawTree]:
        return [checked(law) for law in request.laws]

    def fields(self, call: JobCall[EvaluateRequest, list[LawTree]]) -> dict[str, Any]:
        laws = [[plain(law.lhs), plain(law.rhs)] for law in call.parsed]
        return {"table": call.request.structure.table, "laws": laws}

    def answer(self, call: JobCall[EvaluateRequest, list[LawTree]], data: dict[str, Any]) -> Interpretation:
        results = data.get("laws")
        if not isinstance(results, list) or len(results) != len(call.parsed):
            raise InterpretError(Code.BACKEND_ERROR, "the worker did not answer for every law")
        verdicts = [
            LawVerdict(
                law=render_law(law), holds=r.get("falsifying") is None, falsifying_assignment=r.get("falsifying")
            )
            for law, r in zip(call.parsed, results)
        ]
        all_hold = all(v.holds for v in verdicts)
        assignments = sum(int(r.get("count", 0)) for r in results)
        out = EvaluateOutput(
            order=call.request.structure.order, laws=verdicts, all_hold=all_hold, assignments=assignments
        )
        basis = (
            "every assignment of each law's variables was evaluated (a failing law stops at its "
            "first falsifying assignment)"
        )
        conclusion = Conclusion.TRUE if all_hold else Conclusion.FALSE
        return answer(conclusion, out, basis, qualifiers=(Qualifier.EXACT, Qualifier.EXHAUSTIVE))


class SearchCountermodel(_Algebra[SearchRequest, SearchOutput, Search]):
    id = "universal_algebra.search.countermodel"
    op = "search"
    title = "Find a finite magma satisfying some laws but not another (or prove none of order n exists)"
    description = (
        "Searches for a finite magma (one binary operation) in which every source law holds and the target law "
        "fails, at one order or a range of orders (smallest first), by a CNF encoding solved with PySAT. Answers "
        "WITNESS_FOUND with the operation table (also retained as a jacobian.algebra.magma.v1 artifact) and a "
        "falsifying assignment, NO_WITNESS when no order in the range "
        "has one (each order refuted with a DRAT proof, retained), or UNKNOWN at the order where a budget ran out, "
        "with the orders already settled listed. In VERIFY mode a checker evaluates the laws on the table, or "
        "re-encodes each order itself and checks the DRAT proofs: 'no countermodel of order n' becomes VERIFIED."
    )
    tags = (
        "universal-algebra",
        "magma",
        "countermodel",
        "counterexample",
        "finite-model",
        "model-finding",
        "law",
        "identity",
        "equation",
        "implication",
        "equational-theories",
        "sat",
        "drat",
        "proof",
        "mace4",
    )
    modes = (Mode.EXPLORE, Mode.VERIFY)
    conclusions = (Conclusion.WITNESS_FOUND, Conclusion.NO_WITNESS, Conclusion.UNKNOWN)
    artifact_types = (DRAT_SCHEMA, MAGMA_SCHEMA)
    verify_claims = ("MAGMA_COUNTERMODEL", "MAGMA_NO_COUNTERMODEL")
    examples = (
        InvocationExample(
            title="A commutative magma that is not associative",
            payload={"sources": ["x*y = y*x"], "target": "x*(y*z) = (x*y)*z", "order": 2},
            mode=Mode.VERIFY,
        ),
        InvocationExample(
            title="Does x*y = (y*y)*x imply commutativity? No countermodel up to order 4",
            payload={"sources": ["x*y = (y*y)*x"], "target": "x*y = y*x", "min_order": 1, "max_order": 4},
            mode=Mode.VERIFY,
        ),
    )

    def parse(self, request: SearchRequest, artifacts: ArtifactReader) -> Search:
        return _search(request)

    def fields(self, call: JobCall[SearchRequest, Search]) -> dict[str, Any]:
        formulas = [{"order": e.order, "num_vars": e.num_vars, "clauses": e.clauses} for e in call.parsed.encoded]
        limits = call.request.limits
        limits_json = limits.model_dump(exclude_none=True) if limits else None
        return {"formulas": formulas, "solver": call.request.solver, "limits": limits_json, "proof": True}

    def answer(self, call: JobCall[SearchRequest, Search], data: dict[str, Any]) -> Interpretation:
        answers = {a.get("order"): a for a in data.get("orders") or [] if isinstance(a, dict)}
        done, subject = _settle(call.parsed, answers), _subject(call.request)
        out = SearchOutput(
            orders=done.rows,
            settled_orders=done.orders,
            countermodel=done.witness,
            falsifying_assignment=done.falsifying,
            solver=data.get("solver"),
            stopped_by=done.stopped,
        )
        if done.witness is not None:
            return _found(out, done, done.witness, subject)
        if len(done.orders) == len(call.parsed.encoded):
            certificate = {"refutations": done.refutations}
            evidence = Evidence({"kind": "MAGMA_NO_COUNTERMODEL"}, "cnf-drat/1", subject, certificate)
            basis = f"no countermodel of order {', '.join(map(str, done.orders))}: each order's CNF refuted by the "
            basis += "solver (larger orders are not covered)"
            exhausted = (Qualifier.EXACT, Qualifier.EXHAUSTIVE, Qualifier.BOUNDED)
            retain = tuple(done.retain)
            return answer(Conclusion.NO_WITNESS, out, basis, qualifiers=exhausted, retain=retain, evidence=evidence)
        if done.stopped is None:
            raise InterpretError(Code.BACKEND_ERROR, "the worker answered for neither every order nor a budget stop")
        unsettled = [e.order for e in call.parsed.encoded if e.order not in done.orders]
        return _ran_out(out, done, unsettled, done.stopped)


CAPABILITIES = (EvaluateLaws(), SearchCountermodel(), *PROVING)
