"""Finite-algebra capability definitions: law evaluation and countermodel search.

The countermodel search builds one CNF per order with the *checker's* encoder
(``jacobian.checkers.algebra.encode``: the definition the proofs are about), solves
them in the algebra worker with PySAT (the SAT family's solver, budget and proof
code), and interprets the answers. No solver library is imported here.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any

from jacobian.capability import (
    CapabilityDefinition,
    Evidence,
    Interpretation,
    InterpretError,
    PlanContext,
    Retained,
    worker_data,
)
from jacobian.checkers.algebra import encode as cnf_encoding
from jacobian.contracts.descriptor import InvocationExample
from jacobian.contracts.diagnostics import Code, Diagnostic, Severity
from jacobian.contracts.enums import Completeness, Conclusion, Mode, Qualifier
from jacobian.contracts.job import Job, Outcome

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

ARTIFACT_SCHEMAS = {MAGMA_SCHEMA: (MagmaStructure, False)}
MAX_SEARCH_CLAUSES = 3_000_000  # over all orders of one search (the worker gets them all on stdin)
_CACHE: OrderedDict[tuple, tuple[int, list[list[int]], str]] = OrderedDict()


def _encoded(sources: list[LawTree], target: LawTree, order: int, allowance: int) -> tuple[int, list[list[int]], str]:
    """(num_vars, clauses, digest) of one order, cached: plan and interpret need the same CNF."""
    key = (tuple(render_law(s) for s in sources), render_law(target), order)
    if key not in _CACHE:
        num_vars, clauses = cnf_encoding.encode(
            [(plain(s.lhs), plain(s.rhs)) for s in sources],
            (plain(target.lhs), plain(target.rhs)),
            order,
            max_clauses=allowance,
        )
        _CACHE[key] = (num_vars, clauses, cnf_encoding.digest(num_vars, clauses))
        while len(_CACHE) > 8:
            _CACHE.popitem(last=False)
    if len(_CACHE[key][1]) > allowance:  # cached under a larger allowance
        raise cnf_encoding.EncodingTooLarge(f"the encoding exceeds {allowance} clauses")
    return _CACHE[key]


def _all_encoded(request: SearchRequest) -> list[tuple[int, int, list[list[int]], str]]:
    sources, target = request.typed()
    out, left = [], MAX_SEARCH_CLAUSES
    for n in request.orders():
        try:
            num_vars, clauses, digest = _encoded(sources, target, n, left)
        except cnf_encoding.EncodingTooLarge:
            raise InterpretError(
                Code.INVALID_REQUEST,
                f"the CNF encoding up to order {n} exceeds {MAX_SEARCH_CLAUSES} "
                "clauses: search fewer or smaller orders, or simpler laws",
                path="$.payload",
            ) from None
        left -= len(clauses)
        out.append((n, num_vars, clauses, digest))
    return out


def _subject(request: SearchRequest) -> dict[str, Any]:
    """The question as the caller gave it (the checker parses the laws itself)."""
    raw = request.model_dump(mode="json")
    return {"sources": raw["sources"], "target": raw["target"], "orders": request.orders()}


def _limits(request: SearchRequest) -> dict[str, Any] | None:
    return request.limits.model_dump(exclude_none=True) if request.limits else None


class EvaluateLaws(CapabilityDefinition):
    id = "universal_algebra.evaluate_laws"
    title = "Evaluate magma laws on a finite operation table"
    description = (
        "Evaluates each law (an identity between terms in one binary operation, all variables universally "
        "quantified) on a finite magma given by its operation table, under every assignment of its variables. "
        "Returns which laws hold and, for each failing law, a falsifying assignment. TRUE when all hold."
    )
    domain = "algebra"
    family = "algebra"
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
    Request = EvaluateRequest
    Output = EvaluateOutput
    examples = (
        InvocationExample(
            title="Is the 2-element left-projection magma associative and commutative?",
            payload={"structure": {"order": 2, "table": [[0, 0], [1, 1]]}, "laws": ["x*(y*z) = (x*y)*z", "x*y = y*x"]},
        ),
    )

    def plan(self, request: EvaluateRequest, ctx: PlanContext) -> Job:
        laws = [checked(law) for law in request.laws]
        payload = {
            "op": "evaluate",
            "table": request.structure.table,
            "laws": [[plain(law.lhs), plain(law.rhs)] for law in laws],
        }
        return ctx.worker_job(payload, label=self.id)

    def interpret(self, request: EvaluateRequest, outcome: Outcome, ctx: PlanContext) -> Interpretation:
        data = worker_data(outcome)
        results = data.get("laws")
        if not isinstance(results, list) or len(results) != len(request.laws):
            raise InterpretError(Code.BACKEND_ERROR, "the worker did not answer for every law")
        verdicts = [
            LawVerdict(
                law=render_law(checked(law)),
                holds=r.get("falsifying") is None,
                falsifying_assignment=r.get("falsifying"),
            )
            for law, r in zip(request.laws, results)
        ]
        all_hold = all(v.holds for v in verdicts)
        out = EvaluateOutput(
            order=request.structure.order,
            laws=verdicts,
            all_hold=all_hold,
            assignments=sum(int(r.get("count", 0)) for r in results),
        )
        return Interpretation(
            Conclusion.TRUE if all_hold else Conclusion.FALSE,
            out,
            Completeness.COMPLETE,
            "every assignment of each law's variables was evaluated (a failing law stops at its "
            "first falsifying assignment)",
            qualifiers=(Qualifier.EXACT, Qualifier.EXHAUSTIVE),
            engine_used=ctx.engine.engine,
        )


class SearchCountermodel(CapabilityDefinition):
    id = "universal_algebra.search.countermodel"
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
    domain = "algebra"
    family = "algebra"
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
    Request = SearchRequest
    Output = SearchOutput
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

    def plan(self, request: SearchRequest, ctx: PlanContext) -> Job:
        formulas = [{"order": n, "num_vars": v, "clauses": c} for n, v, c, _ in _all_encoded(request)]
        payload = {
            "op": "search",
            "formulas": formulas,
            "solver": request.solver,
            "limits": _limits(request),
            "proof": True,
        }
        return ctx.worker_job(payload, label=self.id)

    def interpret(self, request: SearchRequest, outcome: Outcome, ctx: PlanContext) -> Interpretation:
        data = worker_data(outcome)
        answers = {a.get("order"): a for a in data.get("orders") or [] if isinstance(a, dict)}
        encoded = _all_encoded(request)
        sources, target = request.typed()
        rows, retain, refutations, settled = [], [], [], []
        witness: MagmaStructure | None = None
        falsifying, stopped = None, None
        for n, num_vars, clauses, digest in encoded:
            answer = answers.get(n, {})
            status = answer.get("status")
            base = {"order": n, "cnf_variables": num_vars, "cnf_clauses": len(clauses), "cnf_sha256": digest}
            if status == "UNSAT":
                proof = answer.get("proof_text")
                if not isinstance(proof, str):
                    raise InterpretError(Code.BACKEND_ERROR, f"order {n}: UNSAT without a DRAT proof")
                rows.append(
                    OrderResult(
                        status="NO_COUNTERMODEL",
                        proof_lines=proof.count("\n"),
                        solve_seconds=answer.get("seconds"),
                        **base,
                    )
                )
                settled.append(n)
                refutations.append({"order": n, "cnf_sha256": digest, "proof_text": proof})
                retain.append(
                    Retained(
                        DRAT_SCHEMA,
                        "universal_algebra.no_countermodel_refutation",
                        {"encoding": "text", "proof_text": proof, "formula_sha256": digest.split(":", 1)[1]},
                        f"DRAT proof: no countermodel of order {n} (CNF {digest[:19]}...)",
                    )
                )
            elif status == "SAT":
                witness, falsifying = self._witness(answer.get("model"), n, sources, target)
                rows.append(OrderResult(status="COUNTERMODEL", solve_seconds=answer.get("seconds"), **base))
                settled.append(n)
                retain.append(
                    Retained(
                        MAGMA_SCHEMA,
                        "universal_algebra.countermodel",
                        witness.model_dump(mode="json"),
                        f"countermodel of order {n}: the sources hold, the target fails",
                    )
                )
            elif status == "UNKNOWN":
                stopped = str(answer.get("reason") or "budget")
                rows.append(OrderResult(status="UNKNOWN", **base))
            else:
                rows.append(OrderResult(status="NOT_SEARCHED", **base))
        out = SearchOutput(
            orders=rows,
            settled_orders=settled,
            countermodel=witness,
            falsifying_assignment=falsifying,
            solver=data.get("solver"),
            stopped_by=stopped,
        )
        subject = _subject(request)
        if witness is not None:
            below = (
                f"; no countermodel of order {', '.join(map(str, settled[:-1]))} (DRAT proofs retained, not part of "
                "the checked claim)"
                if settled[:-1]
                else ""
            )
            evidence = Evidence(
                {"kind": "MAGMA_COUNTERMODEL"},
                "operation-table/1",
                {"sources": subject["sources"], "target": subject["target"]},
                {"order": witness.order, "table": witness.table},
            )
            return Interpretation(
                Conclusion.WITNESS_FOUND,
                out,
                Completeness.COMPLETE,
                f"a countermodel of order {witness.order} was found{below}",
                qualifiers=(Qualifier.EXACT,),
                engine_used=ctx.engine.engine,
                retain=tuple(retain),
                evidence=evidence,
            )
        if len(settled) == len(encoded):
            evidence = Evidence({"kind": "MAGMA_NO_COUNTERMODEL"}, "cnf-drat/1", subject, {"refutations": refutations})
            return Interpretation(
                Conclusion.NO_WITNESS,
                out,
                Completeness.COMPLETE,
                f"no countermodel of order {', '.join(map(str, settled))}: each order's CNF refuted by "
                "the solver (larger orders are not covered)",
                qualifiers=(Qualifier.EXACT, Qualifier.EXHAUSTIVE, Qualifier.BOUNDED),
                engine_used=ctx.engine.engine,
                retain=tuple(retain),
                evidence=evidence,
            )
        if stopped is None:
            raise InterpretError(Code.BACKEND_ERROR, "the worker answered for neither every order nor a budget stop")
        unsettled = [n for n, *_ in encoded if n not in settled]
        note = Diagnostic.of(
            Code.BUDGET_EXHAUSTED,
            f"the budget ran out at order {unsettled[0]} ({stopped}): orders "
            f"{', '.join(map(str, unsettled))} are not settled",
            severity=Severity.WARNING,
        )
        basis = (
            f"settled: no countermodel of order {', '.join(map(str, settled))}; " if settled else "nothing settled; "
        ) + f"unknown from order {unsettled[0]}"
        return Interpretation(
            Conclusion.UNKNOWN,
            out,
            Completeness.PARTIAL if settled else Completeness.UNKNOWN,
            basis,
            qualifiers=(Qualifier.BOUNDED,),
            diagnostics=(note,),
            engine_used=ctx.engine.engine,
            retain=tuple(retain),
        )

    @staticmethod
    def _witness(model: Any, n: int, sources: list[LawTree], target: LawTree) -> tuple[MagmaStructure, dict[str, int]]:
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


CAPABILITIES = (EvaluateLaws(), SearchCountermodel())
