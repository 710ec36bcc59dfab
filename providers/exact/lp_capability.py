"""optimization.linear.solve: HiGHS in floating point, answered only with exact certificates."""

from __future__ import annotations

from typing import Any

from jacobian.capability import Evidence, Interpretation, JobCall, WorkerCapability, answer
from jacobian.contracts.descriptor import InvocationExample
from jacobian.contracts.diagnostics import Code, Diagnostic, Severity
from jacobian.contracts.enums import Completeness, Conclusion, Mode, Qualifier

from .models import LinearProgramOutput, LinearProgramRequest

LP_FORMAT = "lp-certificate/1"
PROBE = {
    "objective_sense": "maximize",
    "objective": ["3", "2"],
    "matrix": [["1", "1"], ["1", "3"], ["1", "-1"]],
    "senses": ["<=", "<=", "<="],
    "rhs": ["4", "6", "2"],
}
KEYS = ("objective", "objective_float", "primal", "dual", "farkas", "ray", "highs_status", "note")


class LinearProgramSolve(WorkerCapability[LinearProgramRequest, LinearProgramOutput, None]):
    id = "optimization.linear.solve"
    title = "Linear program with an exact optimality, infeasibility or unboundedness certificate"
    description = (
        "min or max c x subject to rows A_i x (<=, >=, =) b_i and bounds l <= x <= u over exact rationals. HiGHS "
        "solves in floating point; the exact primal and dual are reconstructed from its final basis with FLINT "
        "and reported OPTIMAL only if they are exactly feasible with zero duality gap. INFEASIBLE comes with a "
        "Farkas vector, UNBOUNDED with a feasible point and a ray; when the basis gives no exact optimum the "
        "status is NOT_EXACT (with the reason), never a rounded answer. VERIFY replays the certificate in fractions. "
        "Also as MPS or CPLEX LP text (constraints end at the end of their line; what HiGHS's reader would read "
        "differently is refused with line and column). A model that declares integer variables is refused "
        "(use optimization.integer.solve) unless relax_integrality is true: then its LP relaxation is solved "
        "and the claim, the output and the qualifier RELAXATION say so."
    )
    tags = (
        "linear-programming",
        "lp",
        "optimization",
        "simplex",
        "highs",
        "exact",
        "rational",
        "dual",
        "farkas",
        "infeasible",
        "unbounded",
        "certificate",
        "duality",
        "linear-constraints",
        "continuous-variables",
        "maximize",
        "minimize",
        "mps",
        "cplex-lp",
    )
    domain = "optimization"
    family = "lp"
    op = "lp"
    modes = (Mode.EXPLORE, Mode.VERIFY)
    conclusions = (Conclusion.OPTIMAL, Conclusion.UNSAT, Conclusion.VALUE, Conclusion.UNKNOWN)
    verify_claims = ("LP_OPTIMAL", "LP_INFEASIBLE", "LP_UNBOUNDED")
    examples = (
        InvocationExample(title="max 3x + 2y on a small polygon (optimum 11)", payload=PROBE, mode=Mode.VERIFY),
    )

    def fields(self, call: JobCall[LinearProgramRequest, None]) -> dict[str, Any]:
        return call.request.worker_form()

    def answer(self, call: JobCall[LinearProgramRequest, None], data: dict[str, Any]) -> Interpretation:
        request, status = call.request, data["status"]
        mps = request.mps_model()
        relaxed = request.relaxed_variables()  # > 0 only when the request asked for the relaxation
        reported: dict[str, Any] = {k: data.get(k) for k in KEYS}
        out = LinearProgramOutput(
            status=status,
            exact=status in ("OPTIMAL", "INFEASIBLE", "UNBOUNDED"),
            columns=None if mps is None else mps.columns,
            rows=None if mps is None else mps.rows,
            relaxed_integrality=relaxed > 0,
            relaxed_variables=relaxed,
            **reported,
        )
        subject, relaxation = request.as_given(), {"relaxation": True} if relaxed else {}
        of_what = f" of the LP relaxation ({relaxed} integer variables relaxed as requested)" if relaxed else ""
        marks = (Qualifier.RELAXATION,) if relaxed else ()
        if status == "OPTIMAL":
            claim = {"kind": "LP_OPTIMAL", "objective": data["objective"], **relaxation}
            ev = Evidence(claim, LP_FORMAT, subject, {"x": data["primal"], "y": data["dual"]})
            basis = "an exact primal-dual pair with zero duality gap" + of_what
            return answer(Conclusion.OPTIMAL, out, basis, qualifiers=(Qualifier.EXACT, *marks), evidence=ev)
        if status == "INFEASIBLE":
            ev = Evidence({"kind": "LP_INFEASIBLE", **relaxation}, LP_FORMAT, subject, {"y": data["farkas"]})
            basis = "an exact Farkas certificate" + of_what
            return answer(Conclusion.UNSAT, out, basis, qualifiers=(Qualifier.EXACT, *marks), evidence=ev)
        if status == "UNBOUNDED":
            claim = {"kind": "LP_UNBOUNDED", **relaxation}
            ev = Evidence(claim, LP_FORMAT, subject, {"x": data["primal"], "ray": data["ray"]})
            basis = "an exact feasible point and an exact improving ray: the objective is unbounded" + of_what
            return answer(Conclusion.VALUE, out, basis, qualifiers=(Qualifier.EXACT, *marks), evidence=ev)
        note = Diagnostic.of(Code.SOLVER_INCOMPLETE, str(data.get("note"))[:1000], severity=Severity.WARNING)
        return answer(
            Conclusion.UNKNOWN,
            out,
            "no exact answer was established" + of_what,
            completeness=Completeness.UNKNOWN,
            qualifiers=(Qualifier.APPROXIMATE, *marks),
            diagnostics=(note,),
        )
