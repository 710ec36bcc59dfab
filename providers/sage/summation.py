"""sum.closed_form: a definite hypergeometric sum sum_k F(n, k) = S(n) with a Wilf-Zeilberger certificate.

The summand (and a claimed closed form) are read by Jacobian's own bounded reader
(``checkers/summation/hyperterm.py`` with the bounds of :mod:`jacobian.contracts.summation`) while the request
is validated; the worker (:mod:`.summation_worker`, SymPy, untrusted) gets lists, finds the closed form when none
is given (SymPy's summation) and the WZ certificate R (Gosper's algorithm on F'(n+1,k) - F'(n,k), F' = F/S). In
VERIFY mode the checker ``sum.wz.exact`` reads the texts itself and decides the WZ identity, the boundary
argument and the initial values. Where the boundary argument's conditions do not hold (decided here with the
checker's own code before any evidence is sent), the answer carries the obligation WZ_BOUNDARY_UNCHECKED and no
evidence: COMPUTED, never VERIFIED.
"""

from __future__ import annotations

from typing import Any

from jacobian.capability import ArtifactReader, Evidence, Interpretation, InterpretError, JobCall, answer, invalid
from jacobian.checkers.summation import bipoly as P
from jacobian.checkers.summation import hyperterm, wz
from jacobian.contracts import summation as C
from jacobian.contracts.descriptor import InvocationExample
from jacobian.contracts.diagnostics import Code
from jacobian.contracts.enums import Conclusion, Mode, Qualifier
from jacobian.contracts.result import Obligation

from .base import SageOperation
from .summation_models import BOUNDS, SumOutput, SumRequest, wire

FORMAT = "wz-certificate/1"
EXACT = (Qualifier.EXACT, Qualifier.DETERMINISTIC)


def _bounds(t: hyperterm.Term) -> tuple[list[int], list[int]] | None:
    """A summation range for SymPy from the denominator factorials with k-coefficient +-1: k >= -(a*n + c) and
    k <= a*n + c (the n-free lower bound with the largest constant preferred); None without both."""
    lower = [(-a, 0, -c) for (a, b, c), e in t.gammas() if e < 0 and b == 1]
    upper = [(a, 0, c) for (a, b, c), e in t.gammas() if e < 0 and b == -1]
    if not lower or not upper:
        return None
    lower.sort(key=lambda x: (x[0] != 0, -x[2]))
    upper.sort(key=lambda x: (x[0] == 0, x[2]))
    return list(lower[0]), list(upper[0])


class SumClosedForm(SageOperation[SumRequest, SumOutput]):
    id = "sum.closed_form"
    op = "sum_closed_form"
    domain = "combinatorics"
    title = "Closed form of a hypergeometric (binomial) sum, proved by a Wilf-Zeilberger certificate"
    description = (
        "Proves or finds sum_k F(n, k) = S(n) for all integers n >= 0, F a hypergeometric term in n and k "
        "(binomials, factorials, powers c^n, c^k and polynomial factors; summed over all k, F vanishing outside a "
        "finite range), e.g. sum_k binomial(n, k)^2 = binomial(2n, n). Give the closed form to prove it, or omit "
        "it and SymPy's summation looks for one. The WZ certificate R(n, k) comes from Gosper's algorithm in the "
        "worker; in VERIFY mode an independent checker (no computer algebra) confirms the WZ identity "
        "F'(n+1,k) - F'(n,k) = G(n,k+1) - G(n,k), G = R F', F' = F/S, as a rational identity of its own term "
        "ratios, the boundary argument (G defined everywhere and zero outside the support) and the first values "
        "by exact evaluation. Where the boundary argument cannot be made, the result is COMPUTED with the "
        "obligation WZ_BOUNDARY_UNCHECKED."
    )
    tags = (
        "sum",
        "summation",
        "closed-form",
        "binomial-sum",
        "binomial-coefficients",
        "hypergeometric",
        "combinatorial-identity",
        "wilf-zeilberger",
        "wz-pair",
        "zeilberger",
        "gosper",
        "creative-telescoping",
        "vandermonde",
        "identity-proof",
        "prove",
        "exact",
    )
    modes = (Mode.EXPLORE, Mode.VERIFY)
    conclusions = (Conclusion.VALUE,)
    verify_claims = ("HYPERGEOMETRIC_SUM",)
    examples = (
        InvocationExample(
            title="prove sum_k binomial(n, k)^2 = binomial(2n, n)",
            payload={"summand": "binomial(n, k)^2", "closed_form": "binomial(2*n, n)"},
            mode=Mode.VERIFY,
        ),
        InvocationExample(title="find sum_k k*binomial(n, k)", payload={"summand": "k*binomial(n, k)"}),
    )

    def parse(self, request: SumRequest, artifacts: ArtifactReader) -> None:
        if request.closed_form is None and _bounds(request.summand_term()) is None:
            raise invalid(
                "to find a closed form the summand needs denominator factorials bounding k on both sides with "
                "k-coefficient 1 or -1 (e.g. binomial(n, k)); give closed_form to prove one instead",
                "$.payload.summand",
            )

    def fields(self, call: JobCall[SumRequest, None]) -> dict[str, Any]:
        r = call.request
        closed = r.closed_term()
        out: dict[str, Any] = {"summand": wire(r.summand_term()), "closed_form": None}
        if closed is not None:
            out["closed_form"] = wire(closed)
        else:
            out["lower"], out["upper"] = _bounds(r.summand_term())  # type: ignore[misc]
        return out

    def answer(self, call: JobCall[SumRequest, None], data: dict[str, Any]) -> Interpretation:
        r = call.request
        closed_text = r.closed_form if r.closed_form is not None else str(data["closed_form"])
        try:
            F = r.summand_term()
            S = hyperterm.parse(closed_text, ("n",), BOUNDS)  # the request's bounds: the checks below run here
            R = hyperterm.parse(str(data["wz"]), ("n", "k"), BOUNDS)
        except hyperterm.TextError as exc:
            raise InterpretError(
                Code.BACKEND_ERROR, f"the worker's answer is outside the grammar or its bounds: {exc}"
            ) from None
        if sum(P.degree(p) * abs(e) for p, e in R.polys) > C.MAX_CERTIFICATE_DEGREE:
            too_high = f"the worker's WZ certificate has degree above {C.MAX_CERTIFICATE_DEGREE}"
            raise InterpretError(Code.BACKEND_ERROR, too_high)
        cert = wz.as_fac(R)
        n0, js, why = wz.start(F, S, cert)
        claim = {"kind": "HYPERGEOMETRIC_SUM", "closed_form": closed_text}
        basis = f"sum_k {r.summand} = {closed_text} for every integer n >= 0, by a WZ certificate"
        if js is not None:
            boundary = wz.argument(n0, js)
            out = SumOutput(
                closed_form=closed_text,
                wz_certificate=str(data["wz"]),
                closed_form_given=r.closed_form is not None,
                boundary=boundary,
            )
            evidence = Evidence(claim, FORMAT, {"summand": r.summand}, {"wz": str(data["wz"])})
            return answer(Conclusion.VALUE, out, basis, qualifiers=EXACT, evidence=evidence)
        if not wz.wz_identity(F, S, cert):
            raise InterpretError(Code.BACKEND_ERROR, "the worker's WZ certificate does not satisfy the WZ identity")
        boundary = "not made: " + "; ".join(why)
        out = SumOutput(
            closed_form=closed_text,
            wz_certificate=str(data["wz"]),
            closed_form_given=r.closed_form is not None,
            boundary=boundary[:2000],
        )
        obligation = Obligation(
            kind="WZ_BOUNDARY_UNCHECKED",
            description=(
                "the WZ identity holds as a rational identity (checked here), but that G = R F' is defined at every "
                "integer point and vanishes at the ends of the support is not shown, so the sum identity is not "
                f"proved: {'; '.join(why)}"
            )[:1024],
        )
        return answer(Conclusion.VALUE, out, basis, qualifiers=EXACT, obligations=(obligation,))


CAPABILITIES = (SumClosedForm(),)
