"""Number fields Q[x]/(f) served by PARI in the pooled Sage worker (:mod:`.number_field_worker`), each answer
with evidence for a checker under ``checkers/number_field/`` that recomputes it in Python integers and
fractions: ``nf-discriminant/1`` (disc(f) by its own Sylvester determinant, the basis an order of the stated
index containing Z[alpha], and its maximality at every p with p^2 | d_K by the Pohst-Zassenhaus test)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any, ClassVar, TypeVar

from jacobian.capability import ArtifactReader, Evidence, Interpretation, JobCall, Output, answer, invalid
from jacobian.contracts.descriptor import InvocationExample
from jacobian.contracts.enums import Conclusion, Mode
from jacobian.contracts.result import Obligation

from .base import SageOperation
from .number_field_models import (
    MAX_GALOIS_DEGREE,
    ClassGroupOutput,
    DiscriminantOutput,
    GaloisOutput,
    NumberFieldRequest,
)

DISCRIMINANT_FORMAT = "nf-discriminant/1"
Out = TypeVar("Out", bound=Output)
TAGS = ("number-field", "algebraic-number-field", "algebraic-integers", "number-theory", "pari", "field-extension")


def render(coordinates: list[str], variable: str) -> str:
    """sum c_i alpha^i as text in the request's grammar, highest power first (e.g. "1/2*x^2 + 1/2*x - 1")."""
    terms = []
    for i, c in reversed(list(enumerate(coordinates))):
        q = Fraction(c)
        if q == 0:
            continue
        power = "" if i == 0 else (variable if i == 1 else f"{variable}^{i}")
        size = abs(q)
        coefficient = str(size) if not power or size != 1 else ""
        body = coefficient + ("*" if coefficient and power else "") + power
        terms.append(("-" if q < 0 else "+", body))
    if not terms:
        return "0"
    head = ("-" if terms[0][0] == "-" else "") + terms[0][1]
    return head + "".join(f" {s} {b}" for s, b in terms[1:])


class _NumberField(SageOperation[NumberFieldRequest, Out]):
    domain: ClassVar[str] = "number_theory"
    modes: ClassVar[tuple[Mode, ...]] = (Mode.EXPLORE, Mode.VERIFY)
    conclusions: ClassVar[tuple[Conclusion, ...]] = (Conclusion.VALUE,)

    def parse(self, request: NumberFieldRequest, artifacts: ArtifactReader) -> None:
        request.coefficients()  # validated with the request; a second reading cannot fail

    def fields(self, call: JobCall[NumberFieldRequest, None]) -> dict[str, Any]:
        return {"polynomial": [str(c) for c in call.request.coefficients()]}

    def subject(self, call: JobCall[NumberFieldRequest, None]) -> dict[str, Any]:
        return {"polynomial": [str(c) for c in call.request.coefficients()]}


class NumberFieldDiscriminant(_NumberField[DiscriminantOutput]):
    id = "number_field.integral_basis"
    op = "nf_discriminant"
    title = "Number field: discriminant, integral basis (ring of integers) and index of Q(alpha)"
    description = (
        "For a monic irreducible integer polynomial f (degree up to 12, coefficients up to 30 digits) and its root "
        "alpha, K = Q(alpha): the "
        "field discriminant d_K, an integral basis of the ring of integers O_K (rational combinations of powers of "
        "the root alpha) and the index [O_K : Z[alpha]] (PARI's nfinit, round 4). Checked independently in Python "
        "integers and fractions: disc(f) by a Sylvester determinant, disc(f) = index^2 * d_K, the basis spans a "
        "ring containing Z[alpha] with determinant 1/index (so its elements are integral), the primes of d_K "
        "proven prime, and the order maximal at every p with p^2 | d_K by the Pohst-Zassenhaus test (ring of "
        "multipliers of the p-radical)."
    )
    tags = (
        *TAGS,
        "field-discriminant",
        "integral-basis",
        "ring-of-integers",
        "maximal-order",
        "index",
        "monogenic",
        "dedekind",
        "round-2",
        "p-maximal",
    )
    verify_claims = ("NUMBER_FIELD_DISCRIMINANT",)
    examples = (
        InvocationExample(
            title="Dedekind's cubic x^3 + x^2 - 2x + 8 (d_K = -503, index 2)",
            payload={"polynomial": "x^3 + x^2 - 2*x + 8"},
            mode=Mode.VERIFY,
        ),
    )

    def answer(self, call: JobCall[NumberFieldRequest, None], data: dict[str, Any]) -> Interpretation:
        claim = {"kind": "NUMBER_FIELD_DISCRIMINANT", **{k: v for k, v in data.items() if k != "certificates"}}
        evidence = Evidence(claim, DISCRIMINANT_FORMAT, self.subject(call), {"certificates": data["certificates"]})
        out = DiscriminantOutput(
            discriminant=data["discriminant"],
            polynomial_discriminant=data["polynomial_discriminant"],
            index=data["index"],
            integral_basis=[render(row, call.request.variable) for row in data["basis"]],
            basis_coordinates=data["basis"],
            discriminant_factors=[(p, int(e)) for p, e in data["factors"]],
        )
        basis = f"d_K = {data['discriminant']}, index {data['index']}: PARI's nfinit (round 4 maximal order)"
        return answer(Conclusion.VALUE, out, basis, evidence=evidence)


class GaloisGroup(_NumberField[GaloisOutput]):
    id = "polynomial.galois_group"
    op = "galois_group"
    domain: ClassVar[str] = "number_theory"
    modes: ClassVar[tuple[Mode, ...]] = (Mode.EXPLORE,)
    title = "Galois group of an irreducible polynomial over Q (transitive group nTk, name, order)"
    description = (
        "The Galois group over Q of the splitting field of a monic irreducible integer polynomial f of degree 1 to "
        f"{MAX_GALOIS_DEGREE}, as a transitive permutation group of its roots: the label nTk (GAP's numbering), "
        "its name (S5, A4, D4, C6, F_42(7) ...), its order and whether it lies in A_n (PARI's polgalois: "
        "resolvent polynomials, with PARI's tables to degree 7 and its galdata package for 8 to 11). COMPUTED: "
        "no checker decides the group; the obligation says so."
    )
    tags = (
        "galois-group",
        "galois",
        "galois-theory",
        "transitive-group",
        "splitting-field",
        "polynomial",
        "solvable",
        "solvability-by-radicals",
        "irreducible-polynomial",
        "number-theory",
        "pari",
        "polgalois",
    )
    examples = (InvocationExample(title="x^5 - x - 1: S5 (5T5)", payload={"polynomial": "x^5 - x - 1"}),)
    UNCHECKED = Obligation(
        kind="GALOIS_GROUP_UNCHECKED",
        description="the group is PARI's polgalois (resolvents), not checked; Frobenius cycle types modulo primes "
        "(the factorization pattern of f mod p) can refute a label but not prove it",
    )

    def parse(self, request: NumberFieldRequest, artifacts: ArtifactReader) -> None:
        degree = len(request.coefficients()) - 1
        if degree > MAX_GALOIS_DEGREE:
            raise invalid(
                f"the Galois group is computed for degree at most {MAX_GALOIS_DEGREE} (PARI's polgalois with its "
                f"galdata tables), not {degree}",
                "$.payload.polynomial",
            )

    def answer(self, call: JobCall[NumberFieldRequest, None], data: dict[str, Any]) -> Interpretation:
        n = len(call.request.coefficients()) - 1
        out = GaloisOutput(
            label=f"{n}T{data['number']}",
            name=data["name"],
            order=data["order"],
            degree=n,
            transitive_number=data["number"],
            even=data["even"],
        )
        basis = f"{out.label} = {out.name} of order {out.order}: PARI's polgalois (resolvent method)"
        return answer(Conclusion.VALUE, out, basis, obligations=(self.UNCHECKED,))


class ClassGroup(_NumberField[ClassGroupOutput]):
    id = "number_field.class_group"
    op = "class_group"
    modes: ClassVar[tuple[Mode, ...]] = (Mode.EXPLORE,)
    title = "Number field: class group and class number of Q(alpha)"
    description = (
        "The ideal class group of K = Q(alpha), alpha a root of a monic irreducible integer polynomial f (degree up "
        "to 12, coefficients up to 30 digits): its invariant factors and the class number h_K (PARI's bnfinit, "
        "Buchmann's algorithm, correct under the generalized Riemann hypothesis), then PARI's bnfcertify: when it "
        "succeeds the result is unconditional (certified: true), else it carries the obligation GRH_ASSUMED. "
        "COMPUTED either way: no independent checker recomputes the group."
    )
    tags = (
        *TAGS,
        "class-group",
        "class-number",
        "ideal-class-group",
        "ideal-classes",
        "buchmann",
        "bnfinit",
        "bnfcertify",
        "grh",
        "principal-ideal-domain",
        "unique-factorization",
    )
    examples = (InvocationExample(title="Q(sqrt(-5)): h = 2", payload={"polynomial": "x^2 + 5"}),)
    GRH = Obligation(
        kind="GRH_ASSUMED",
        description="the class group is PARI's bnfinit, correct under the generalized Riemann hypothesis; "
        "bnfcertify did not remove the assumption",
    )
    UNCHECKED = Obligation(
        kind="CLASS_GROUP_UNCHECKED",
        description="no independent checker recomputes the class group; bnfcertify is PARI's own proof",
    )

    def answer(self, call: JobCall[NumberFieldRequest, None], data: dict[str, Any]) -> Interpretation:
        out = ClassGroupOutput(**data)
        if data["certified"]:
            basis = f"h_K = {out.class_number}: PARI's bnfinit, unconditional by bnfcertify"
            return answer(Conclusion.VALUE, out, basis, obligations=(self.UNCHECKED,))
        basis = f"h_K = {out.class_number} under GRH: PARI's bnfinit (bnfcertify did not succeed)"
        return answer(Conclusion.VALUE, out, basis, obligations=(self.GRH, self.UNCHECKED))


NUMBER_FIELD = (NumberFieldDiscriminant(), GaloisGroup(), ClassGroup())
