"""Elliptic curves over Q served by PARI in the pooled Sage worker (:mod:`.elliptic_worker`), each answer with
evidence for a checker under ``checkers/elliptic/`` that recomputes it in Python integers and fractions:
``ec-invariants/1`` (the formulas, the change of variables, Tate's algorithm at every bad prime) and
``ec-torsion/1`` (exact point arithmetic, and the checker's own counts #E(F_p) for completeness) and ``ec-rank/1``
(rank >= r from r points independent by reduction modulo primes; rank <= the upper bound stays PARI's word)."""

from __future__ import annotations

from typing import Any, ClassVar, TypeVar

from jacobian.capability import ArtifactReader, Evidence, Interpretation, JobCall, Output, answer, invalid
from jacobian.contracts.descriptor import InvocationExample
from jacobian.contracts.enums import Conclusion, Mode
from jacobian.contracts.result import Obligation

from .base import SageOperation
from .elliptic_models import CurveRequest, InvariantsOutput, LocalData, RankOutput, TorsionOutput

INVARIANTS_FORMAT = "ec-invariants/1"
TORSION_FORMAT = "ec-torsion/1"
RANK_FORMAT = "ec-rank/1"
DESCENT = "ellrank: 2-descent sharpened by the Cassels-Tate pairing, unchecked"  # how PARI bounds the rank above
Out = TypeVar("Out", bound=Output)
TAGS = ("elliptic-curve", "elliptic", "curve", "weierstrass", "rational", "over-q", "number-theory", "pari")


def discriminant(a: list[int]) -> int:
    """The discriminant of [a1, a2, a3, a4, a6] (Silverman III.1), to refuse a singular model before any job."""
    a1, a2, a3, a4, a6 = a
    b2, b4, b6 = a1 * a1 + 4 * a2, 2 * a4 + a1 * a3, a3 * a3 + 4 * a6
    b8 = a1 * a1 * a6 + 4 * a2 * a6 - a1 * a3 * a4 + a2 * a3 * a3 - a4 * a4
    return -b2 * b2 * b8 - 8 * b4**3 - 27 * b6 * b6 + 9 * b2 * b4 * b6


class _Curve(SageOperation[CurveRequest, Out]):
    domain: ClassVar[str] = "number_theory"
    modes: ClassVar[tuple[Mode, ...]] = (Mode.EXPLORE, Mode.VERIFY)
    conclusions: ClassVar[tuple[Conclusion, ...]] = (Conclusion.VALUE,)

    def parse(self, request: CurveRequest, artifacts: ArtifactReader) -> None:
        if len(request.coefficients) not in (2, 5):
            raise invalid("give five coefficients [a1, a2, a3, a4, a6] or two [a4, a6]", "$.payload.coefficients")
        if discriminant([int(x) for x in request.model5()]) == 0:
            raise invalid("the curve is singular (discriminant 0): not an elliptic curve", "$.payload.coefficients")

    def fields(self, call: JobCall[CurveRequest, None]) -> dict[str, Any]:
        return {"coefficients": call.request.model5()}

    def subject(self, call: JobCall[CurveRequest, None]) -> dict[str, Any]:
        return {"coefficients": call.request.model5()}


class EllipticInvariants(_Curve[InvariantsOutput]):
    id = "elliptic_curve.invariants"
    op = "ec_invariants"
    title = "Elliptic curve over Q: invariants, j-invariant, minimal model, conductor, Kodaira symbols"
    description = (
        "From integer Weierstrass coefficients [a1, a2, a3, a4, a6] (or [a4, a6]; each up to 50 digits): b2, b4, b6, "
        "b8, c4, c6, the discriminant, the j-invariant (exact rational), a global minimal model with the change of "
        "variables [u, r, s, t], the conductor, and per bad prime the Kodaira symbol, conductor exponent and "
        "Tamagawa number (PARI's ellglobalred, elllocalred). Checked independently in Python integers: the formulas, "
        "the change of variables, the bad primes proven prime, and the checker's own Tate's algorithm at each "
        "(minimality there, Kodaira symbol, f_p, c_p, hence the conductor)."
    )
    tags = (
        *TAGS,
        "conductor",
        "discriminant",
        "j-invariant",
        "minimal-model",
        "global-minimal-model",
        "kodaira",
        "kodaira-symbol",
        "tamagawa",
        "reduction-type",
        "bad-reduction",
        "tate-algorithm",
        "invariants",
    )
    verify_claims = ("ELLIPTIC_CURVE_INVARIANTS",)
    examples = (
        InvocationExample(
            title="11a1: y^2 + y = x^3 - x^2 - 10x - 20",
            payload={"coefficients": [0, -1, 1, -10, -20]},
            mode=Mode.VERIFY,
        ),
    )

    def answer(self, call: JobCall[CurveRequest, None], data: dict[str, Any]) -> Interpretation:
        claim = {"kind": "ELLIPTIC_CURVE_INVARIANTS", **{k: v for k, v in data.items() if k != "certificates"}}
        evidence = Evidence(claim, INVARIANTS_FORMAT, self.subject(call), {"certificates": data["certificates"]})
        local = [
            LocalData(
                p=d["p"],
                valuation=int(d["v"]),
                conductor_exponent=int(d["f"]),
                kodaira=d["kodaira"],
                tamagawa=int(d["c"]),
            )
            for d in data["local"]
        ]
        keep = ("b2", "b4", "b6", "b8", "c4", "c6", "discriminant", "minimal_model", "transform")
        out = InvariantsOutput(
            **{k: data[k] for k in keep},
            j_invariant=data["j"],
            minimal_discriminant=data["minimal_discriminant"],
            conductor=data["conductor"],
            local_data=local,
        )
        basis = (
            f"conductor {data['conductor']}: PARI's ellglobalred; the minimal model and local data by Tate's algorithm"
        )
        return answer(Conclusion.VALUE, out, basis, evidence=evidence)


class EllipticTorsion(_Curve[TorsionOutput]):
    id = "elliptic_curve.torsion"
    op = "ec_torsion"
    title = "Elliptic curve over Q: the rational torsion subgroup with generators"
    description = (
        "E(Q)_tors of a curve given by integer Weierstrass coefficients [a1, a2, a3, a4, a6] (or [a4, a6]): its order, "
        "structure (Z/m or Z/2m x Z/2, Mazur) and one generator per factor (PARI's elltors). Checked independently "
        "in exact rational arithmetic: each generator on the curve with exactly its order, the group they generate of "
        "the stated size; completeness by the checker's own point counts #E(F_p) at good odd primes (torsion "
        "injects into E(F_p), so |T| divides each; equality with their gcd proves it). Where the counts never come "
        "down to |T| (a curve isogenous to one with more torsion), completeness stays an obligation."
    )
    tags = (
        *TAGS,
        "torsion",
        "torsion-subgroup",
        "torsion-points",
        "rational-points",
        "points-of-finite-order",
        "mazur",
        "nagell-lutz",
        "group-structure",
        "mordell-weil",
    )
    verify_claims = ("TORSION_SUBGROUP", "TORSION_POINTS")
    examples = (
        InvocationExample(title="11a1 (Z/5)", payload={"coefficients": [0, -1, 1, -10, -20]}, mode=Mode.VERIFY),
        InvocationExample(title="y^2 = x^3 - x (Z/2 x Z/2)", payload={"coefficients": [-1, 0]}, mode=Mode.VERIFY),
    )
    INCOMPLETE = Obligation(
        kind="TORSION_COMPLETENESS",
        description="the counts #E(F_p) at good odd primes below 20000 never came down to |T| (the curve is isogenous "
        "to one with more torsion): that no further torsion point exists is PARI's elltors, not checked",
    )

    def answer(self, call: JobCall[CurveRequest, None], data: dict[str, Any]) -> Interpretation:
        structure, gens, primes = data["structure"], data["generators"], data["primes"]
        order = structure[0] * structure[1] if len(structure) == 2 else (structure[0] if structure else 1)
        complete = primes is not None
        kind = "TORSION_SUBGROUP" if complete else "TORSION_POINTS"
        claim = {"kind": kind, "structure": [str(d) for d in structure], "generators": gens}
        evidence = Evidence(claim, TORSION_FORMAT, self.subject(call), {"primes": primes} if complete else {})
        out = TorsionOutput(order=order, structure=structure, generators=[(x, y) for x, y in gens], complete=complete)
        if complete:
            basis = f"E(Q)_tors of order {order}, complete by #E(F_p) at p = {', '.join(primes)}"
            return answer(Conclusion.VALUE, out, basis, evidence=evidence)
        basis = f"a torsion subgroup of order {order}; #E(F_p) only bound it by {data['bound']}"
        return answer(Conclusion.VALUE, out, basis, evidence=evidence, obligations=(self.INCOMPLETE,))


class EllipticRank(_Curve[RankOutput]):
    id = "elliptic_curve.rank"
    op = "ec_rank"
    title = "Elliptic curve over Q: the rank of E(Q), with independent points"
    description = (
        "The Mordell-Weil rank of a curve with integer Weierstrass coefficients [a1, a2, a3, a4, a6] (or [a4, a6]): "
        "PARI's ellrank (2-descent) gives bounds lo <= rank <= hi and lo independent points of infinite order. "
        "'rank >= lo' is checked independently: the points lie on the curve and their images under reduction modulo "
        "good primes are independent in E(Q)/ell E(Q) (the checker's own point counts and arithmetic modulo p). "
        "'rank <= hi' (so rank = lo when they meet) stays PARI's 2-descent, an obligation on the result."
    )
    tags = (
        *TAGS,
        "rank",
        "mordell-weil",
        "mordell-weil-rank",
        "rank-of-elliptic-curve",
        "generators",
        "rational-points",
        "independent-points",
        "2-descent",
        "descent",
        "infinite-order",
        "birch-swinnerton-dyer",
    )
    verify_claims = ("RANK_LOWER_BOUND",)
    examples = (
        InvocationExample(title="5077a1 (rank 3)", payload={"coefficients": [0, 0, 1, -7, 6]}, mode=Mode.VERIFY),
    )
    UPPER = Obligation(
        kind="RANK_UPPER_BOUND_UNCHECKED",
        description="the upper bound on the rank is PARI's ellrank (a 2-descent: the 2-Selmer rank, sharpened by "
        "the Cassels-Tate pairing), not checked; only 'rank >= r' is",
    )
    UNPROVEN = Obligation(
        kind="INDEPENDENCE_UNCHECKED",
        description="no prime ell below 14 and good primes below 10^5 showed the points independent: 'rank >= r' is "
        "PARI's word",
    )

    def answer(self, call: JobCall[CurveRequest, None], data: dict[str, Any]) -> Interpretation:
        points, cert = data["points"], data["certificate"]
        r, upper = len(points), int(data["upper"])
        out = RankOutput(
            rank_lower_bound=r,
            rank_upper_bound=upper,
            rank=r if r == upper else None,
            points=[(x, y) for x, y in points],
            independence_checked=cert is not None,
        )
        basis = f"rank >= {r} from {r} independent points; rank <= {upper} by PARI's 2-descent ({DESCENT})"
        if upper == r:
            basis += f"; so rank = {r}"
        if cert is None:
            return answer(Conclusion.VALUE, out, basis, obligations=(self.UNPROVEN, self.UPPER))
        claim = {"kind": "RANK_LOWER_BOUND", "r": str(r), "points": points}
        evidence = Evidence(claim, RANK_FORMAT, self.subject(call), cert)
        return answer(Conclusion.VALUE, out, basis, evidence=evidence, obligations=(self.UPPER,))


ELLIPTIC = (EllipticInvariants(), EllipticTorsion(), EllipticRank())
