"""optimization.linear.solve: HiGHS in floating point, answered only with exact certificates."""

from __future__ import annotations

from typing import Any

from jacobian.capability import Evidence, Interpretation, JobCall, WorkerCapability
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
        "status is NOT_EXACT (with the reason), never a rounded answer. VERIFY replays the certificate in fractions."
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
        request = call.request
        status = data["status"]
        mps = request.mps_model()
        reported: dict[str, Any] = {k: data.get(k) for k in KEYS}
        out = LinearProgramOutput(
            status=status,
            exact=status in ("OPTIMAL", "INFEASIBLE", "UNBOUNDED"),
            columns=None if mps is None else mps.columns,
            rows=None if mps is None else mps.rows,
            **reported,
        )
        subject = request.as_given()
        if status == "OPTIMAL":
            ev = Evidence(
                {"kind": "LP_OPTIMAL", "objective": data["objective"]},
                LP_FORMAT,
                subject,
                {"x": data["primal"], "y": data["dual"]},
            )
            return Interpretation(
                Conclusion.OPTIMAL,
                out,
                Completeness.COMPLETE,
                "an exact primal-dual pair with zero duality gap",
                qualifiers=(Qualifier.EXACT,),
                evidence=ev,
            )
        if status == "INFEASIBLE":
            ev = Evidence({"kind": "LP_INFEASIBLE"}, LP_FORMAT, subject, {"y": data["farkas"]})
            return Interpretation(
                Conclusion.UNSAT,
                out,
                Completeness.COMPLETE,
                "an exact Farkas certificate",
                qualifiers=(Qualifier.EXACT,),
                evidence=ev,
            )
        if status == "UNBOUNDED":
            ev = Evidence({"kind": "LP_UNBOUNDED"}, LP_FORMAT, subject, {"x": data["primal"], "ray": data["ray"]})
            return Interpretation(
                Conclusion.VALUE,
                out,
                Completeness.COMPLETE,
                "an exact feasible point and an exact improving ray: the objective is unbounded",
                qualifiers=(Qualifier.EXACT,),
                evidence=ev,
            )
        note = Diagnostic.of(Code.SOLVER_INCOMPLETE, str(data.get("note"))[:1000], severity=Severity.WARNING)
        return Interpretation(
            Conclusion.UNKNOWN,
            out,
            Completeness.UNKNOWN,
            "no exact answer was established",
            qualifiers=(Qualifier.APPROXIMATE,),
            diagnostics=(note,),
        )
