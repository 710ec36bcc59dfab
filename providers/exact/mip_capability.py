"""optimization.integer.solve: a HiGHS incumbent made exact, optimality proved by an exact B&B tree."""

from __future__ import annotations

from typing import Any

from jacobian.capability import Evidence, Interpretation, JobCall, WorkerCapability, answer
from jacobian.contracts.descriptor import InvocationExample
from jacobian.contracts.diagnostics import Code, Diagnostic, Severity
from jacobian.contracts.enums import Completeness, Conclusion, Mode, Qualifier
from jacobian.contracts.result import Obligation

from .models import MixedIntegerOutput, MixedIntegerRequest

MIP_FORMAT = "mip-certificate/1"
KNAPSACK = {  # the classic P01 instance: optimum 309
    "objective_sense": "maximize",
    "objective": ["92", "57", "49", "68", "60", "43", "67", "84", "87", "72"],
    "matrix": [["23", "31", "29", "44", "53", "38", "63", "85", "89", "82"]],
    "senses": ["<="],
    "rhs": ["165"],
    "upper": ["1"] * 10,
    "integer": [True] * 10,
}


class IntegerProgramSolve(WorkerCapability[MixedIntegerRequest, MixedIntegerOutput, None]):
    id = "optimization.integer.solve"
    title = "Mixed-integer linear program with an exact incumbent and a branch-and-bound optimality certificate"
    description = (
        "min or max c x over rows A_i x (<=, >=, =) b_i, bounds and integrality, given as typed fields, MPS or "
        "CPLEX LP text. HiGHS's incumbent is made exact (integers rounded, continuous part re-solved exactly); a "
        "branch-and-bound tree over exact LP relaxations then proves it optimal (every leaf carries an exact dual "
        "bound or a Farkas vector). OPTIMAL/INFEASIBLE come with the tree; FEASIBLE (tree past max_nodes) is an "
        "exact incumbent, COMPUTED, with optimality an open obligation. VERIFY replays x and the tree in fractions."
    )
    tags = (
        "mixed-integer-programming",
        "mip",
        "milp",
        "integer-programming",
        "ilp",
        "optimization",
        "branch-and-bound",
        "highs",
        "knapsack",
        "set-cover",
        "exact",
        "certificate",
        "mps",
        "cplex-lp",
        "integer-variables",
        "binary-variables",
        "maximize",
        "minimize",
    )
    domain = "optimization"
    family = "lp"
    op = "mip"
    modes = (Mode.EXPLORE, Mode.VERIFY)
    conclusions = (Conclusion.OPTIMAL, Conclusion.UNSAT, Conclusion.VALUE, Conclusion.UNKNOWN)
    verify_claims = ("MIP_OPTIMAL", "MIP_INFEASIBLE")
    examples = (InvocationExample(title="0/1 knapsack P01 (optimum 309)", payload=KNAPSACK, mode=Mode.VERIFY),)

    def fields(self, call: JobCall[MixedIntegerRequest, None]) -> dict[str, Any]:
        request = call.request
        lp = {k: v for k, v in request.worker_form().items() if k != "integer"}
        return {**lp, "integer": request.integrality(), "max_nodes": request.max_nodes}

    def answer(self, call: JobCall[MixedIntegerRequest, None], data: dict[str, Any]) -> Interpretation:
        request = call.request
        status = data["status"]
        mps = request.mps_model()
        out = MixedIntegerOutput(
            status=status,
            optimality_certified=status in ("OPTIMAL", "INFEASIBLE"),
            objective=data.get("objective"),
            primal=data.get("primal"),
            nodes=data.get("nodes"),
            highs_status=data["highs_status"],
            highs_bound=data.get("highs_bound"),
            note=data.get("note"),
            columns=None if mps is None else mps.columns,
        )
        subject, nodes = request.as_given(), data.get("nodes")
        if status == "OPTIMAL":
            claim = {"kind": "MIP_OPTIMAL", "objective": data["objective"]}
            ev = Evidence(claim, MIP_FORMAT, subject, {"x": data["primal"], "tree": data["tree"]})
            basis = f"an exact incumbent and a {nodes}-node branch-and-bound tree with exact leaf bounds"
            return answer(Conclusion.OPTIMAL, out, basis, evidence=ev)
        if status == "INFEASIBLE":
            ev = Evidence({"kind": "MIP_INFEASIBLE"}, MIP_FORMAT, subject, {"tree": data["tree"]})
            basis = f"a {nodes}-node branch-and-bound tree whose every leaf has an exact Farkas certificate"
            return answer(Conclusion.UNSAT, out, basis, evidence=ev)
        why = f"no branch-and-bound certificate: {data.get('note')}"[:1024]
        unproven = (Obligation(kind="OPTIMALITY_UNPROVEN", description=why),)
        note = (Diagnostic.of(Code.SOLVER_INCOMPLETE, str(data.get("note"))[:1000], severity=Severity.WARNING),)
        if status == "FEASIBLE":  # the incumbent is exact, but its optimality stays COMPUTED: no evidence
            basis = "an exact integral feasible point (checked by the worker); its optimality is not certified"
            partial = Completeness.PARTIAL
            return answer(Conclusion.VALUE, out, basis, completeness=partial, obligations=unproven, diagnostics=note)
        return answer(
            Conclusion.UNKNOWN,
            out,
            "no exact answer was established",
            completeness=Completeness.UNKNOWN,
            qualifiers=(Qualifier.APPROXIMATE,),
            obligations=unproven,
            diagnostics=note,
        )
