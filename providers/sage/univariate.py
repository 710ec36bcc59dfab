"""Univariate polynomial operations over QQ and GF(p): gcd with Bezout cofactors, resultant, discriminant,
squarefree factorization and real-root isolation, each with evidence for the univariate checker.

Imports no Sage piece: the text is parsed by :mod:`.polytext` while the request is validated, what validation
cannot refuse (a zero polynomial where it has no meaning, real roots over GF(p)) is refused in ``parse`` with
its path, and the worker (:mod:`.univariate_worker`) gets term lists. In VERIFY mode the checker
``polynomial.univariate.exact`` parses the caller's text itself and decides each claim by its own argument.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from jacobian.capability import ArtifactReader, Evidence, Interpretation, JobCall, answer, invalid
from jacobian.contracts.descriptor import DeclaredRelationship, InvocationExample
from jacobian.contracts.enums import Conclusion, Mode, Qualifier

from .base import Out, Req, SageOperation
from .polytext import render
from .univariate_models import (
    GcdOutput,
    OneRequest,
    PairRequest,
    RealRoot,
    RealRootsOutput,
    RealRootsRequest,
    SquarefreeOutput,
    ValueOutput,
)

FORMAT = "univariate-certificate/1"
EXACT = (Qualifier.EXACT, Qualifier.DETERMINISTIC)
WILKINSON = "*".join(f"(x - {i})" for i in range(1, 21))


class _Univariate(SageOperation[Req, Out]):
    modes = (Mode.EXPLORE, Mode.VERIFY)
    conclusions = (Conclusion.VALUE,)

    def text(self, call: JobCall[Any, None], wire: dict[str, Any]) -> str:
        return render(wire, (call.request.variable,))


class _Pair(_Univariate[PairRequest, Out]):
    def fields(self, call: JobCall[PairRequest, None]) -> dict[str, Any]:
        r = call.request
        return {"a": r.wire(r.a), "b": r.wire(r.b), **r.ring()}


class _One(_Univariate[Req, Out]):
    def fields(self, call: JobCall[Req, None]) -> dict[str, Any]:
        r: Any = call.request
        return {"polynomial": r.wire(r.polynomial), **r.ring()}

    def refuse_below(self, request: OneRequest, degree: int, what: str) -> None:
        if request.degree(request.polynomial) < degree:
            raise invalid(what, "$.payload.polynomial")


class PolynomialGcd(_Pair[GcdOutput]):
    id = "polynomial.gcd"
    op = "uni_gcd"
    title = "Greatest common divisor of two polynomials, with Bezout cofactors"
    description = (
        "The monic gcd g of two univariate polynomials over QQ or GF(p), with Bezout cofactors u, v "
        "(a*u + b*v = g; FLINT's extended Euclidean algorithm through passagemath). In VERIFY mode an independent "
        "checker confirms a*u + b*v = g exactly and that g divides a and b, which together prove g is the gcd."
    )
    tags = (
        "polynomial",
        "gcd",
        "greatest-common-divisor",
        "common-factor",
        "bezout",
        "xgcd",
        "extended-euclidean",
        "euclid",
        "cofactors",
        "coprime",
        "inverse-modulo",
        "univariate",
    )
    verify_claims = ("POLYNOMIAL_GCD",)
    examples = (
        InvocationExample(
            title="gcd of x^3 - 1 and x^2 - 1 over QQ", payload={"a": "x^3 - 1", "b": "x^2 - 1"}, mode=Mode.VERIFY
        ),
        InvocationExample(title="over GF(7)", payload={"a": "x^4 + 1", "b": "x^2 + 3*x + 2", "field": "GF(7)"}),
    )

    def answer(self, call: JobCall[PairRequest, None], data: dict[str, Any]) -> Interpretation:
        r = call.request
        g, u, v = (self.text(call, data[k]) for k in ("gcd", "u", "v"))
        claim = {"kind": "POLYNOMIAL_GCD", "gcd": g}
        evidence = Evidence(claim, FORMAT, r.subject(a=r.a, b=r.b), {"u": u, "v": v})
        out = GcdOutput(gcd=g, u=u, v=v)
        return answer(
            Conclusion.VALUE, out, "the monic gcd with its Bezout cofactors", qualifiers=EXACT, evidence=evidence
        )


class PolynomialResultant(_Pair[ValueOutput]):
    id = "polynomial.resultant"
    op = "uni_resultant"
    title = "Resultant of two univariate polynomials"
    description = (
        "Res(a, b), the determinant of the Sylvester matrix of two nonzero univariate polynomials over QQ or GF(p) "
        "(zero exactly when they share a root). In VERIFY mode an independent checker recomputes the Sylvester "
        "determinant with its own fraction-free (Bareiss) elimination."
    )
    tags = ("polynomial", "resultant", "sylvester", "sylvester-matrix", "common-root", "elimination", "univariate")
    verify_claims = ("POLYNOMIAL_RESULTANT",)
    examples = (
        InvocationExample(title="Res(x^2 - 2, x^3 - 3)", payload={"a": "x^2 - 2", "b": "x^3 - 3"}, mode=Mode.VERIFY),
    )
    relationships = (
        DeclaredRelationship(
            kind="RELATED_TO", target="polynomial.discriminant", description="disc(f) from Res(f, f')"
        ),
    )

    def parse(self, request: PairRequest, artifacts: ArtifactReader) -> None:
        for name in ("a", "b"):
            if request.degree(getattr(request, name)) < 0:
                raise invalid("the resultant is taken of nonzero polynomials", f"$.payload.{name}")

    def answer(self, call: JobCall[PairRequest, None], data: dict[str, Any]) -> Interpretation:
        r = call.request
        claim = {"kind": "POLYNOMIAL_RESULTANT", "value": data["value"]}
        evidence = Evidence(claim, FORMAT, r.subject(a=r.a, b=r.b), {})
        return answer(
            Conclusion.VALUE, ValueOutput(value=data["value"]), "Res(a, b)", qualifiers=EXACT, evidence=evidence
        )


class PolynomialDiscriminant(_One[OneRequest, ValueOutput]):
    id = "polynomial.discriminant"
    op = "uni_discriminant"
    title = "Discriminant of a univariate polynomial"
    description = (
        "disc(f) = (-1)^(n(n-1)/2) Res(f, f') / lc(f) for f of degree n >= 1 over QQ or GF(p) (zero exactly when f "
        "has a repeated root; lc(f)^(2n-2) times the product of the squared root differences). In VERIFY mode an "
        "independent checker recomputes it from its own Sylvester determinant (fraction-free elimination)."
    )
    tags = ("polynomial", "discriminant", "repeated-root", "multiple-root", "separable", "univariate")
    verify_claims = ("POLYNOMIAL_DISCRIMINANT",)
    examples = (
        InvocationExample(title="disc(x^3 - x - 1) = -23", payload={"polynomial": "x^3 - x - 1"}, mode=Mode.VERIFY),
    )

    def parse(self, request: OneRequest, artifacts: ArtifactReader) -> None:
        self.refuse_below(request, 1, "the discriminant is taken of a polynomial of degree at least 1")

    def answer(self, call: JobCall[OneRequest, None], data: dict[str, Any]) -> Interpretation:
        r = call.request
        claim = {"kind": "POLYNOMIAL_DISCRIMINANT", "value": data["value"]}
        evidence = Evidence(claim, FORMAT, r.subject(polynomial=r.polynomial), {})
        return answer(
            Conclusion.VALUE, ValueOutput(value=data["value"]), "disc(f)", qualifiers=EXACT, evidence=evidence
        )


class SquarefreeFactorization(_One[OneRequest, SquarefreeOutput]):
    id = "polynomial.squarefree_factorization"
    op = "uni_squarefree"
    title = "Squarefree factorization of a univariate polynomial"
    description = (
        "f = unit * prod f_k^k with the f_k monic, squarefree and pairwise coprime (distinct multiplicities k), over "
        "QQ or GF(p): f_k holds the roots of multiplicity k, and the product of the f_k is the squarefree part of f "
        "(its repeated roots removed). In VERIFY mode an independent checker multiplies the factors back and "
        "confirms with its own Euclidean algorithm that each factor is coprime to its derivative and the factors "
        "to each other."
    )
    tags = (
        "polynomial",
        "squarefree",
        "square-free",
        "squarefree-decomposition",
        "repeated-factors",
        "repeated-roots",
        "squarefree-part",
        "separable",
        "multiplicity",
        "yun",
        "factorization",
        "univariate",
    )
    verify_claims = ("SQUAREFREE_FACTORIZATION",)
    examples = (
        InvocationExample(
            title="(x - 1)^2 (x + 1)^2 (x - 3)", payload={"polynomial": "(x-1)^2*(x+1)^2*(x-3)"}, mode=Mode.VERIFY
        ),
    )
    relationships = (
        DeclaredRelationship(kind="RELATED_TO", target="polynomial.factor", description="the full factorization"),
    )

    def parse(self, request: OneRequest, artifacts: ArtifactReader) -> None:
        self.refuse_below(request, 0, "the zero polynomial has no squarefree factorization")

    def answer(self, call: JobCall[OneRequest, None], data: dict[str, Any]) -> Interpretation:
        r = call.request
        factors = [(self.text(call, g), int(k)) for g, k in data["factors"]]
        claim = {"kind": "SQUAREFREE_FACTORIZATION", "unit": data["unit"], "factors": [list(f) for f in factors]}
        evidence = Evidence(claim, FORMAT, r.subject(polynomial=r.polynomial), {})
        out = SquarefreeOutput(unit=data["unit"], factors=factors)
        return answer(Conclusion.VALUE, out, "the squarefree factorization", qualifiers=EXACT, evidence=evidence)


class RealRoots(_One[RealRootsRequest, RealRootsOutput]):
    id = "polynomial.roots.real"
    op = "uni_real_roots"
    title = "Real roots of a polynomial, isolated in rational intervals"
    description = (
        "Every distinct real root of a nonzero polynomial over QQ, each in an interval with rational ends (a point "
        "for an exact rational root) with its multiplicity, left to right; optionally each interval at most "
        "2^-precision_bits wide. Sage's isolation (Descartes' rule), refined by bisection. In VERIFY mode an "
        "independent checker counts with its own Sturm sequences: exactly one root in each interval, of the stated "
        "multiplicity, and as many real roots in all as intervals."
    )
    tags = (
        "polynomial",
        "roots",
        "real-roots",
        "root-isolation",
        "isolating-intervals",
        "rigorous-enclosures",
        "zeros",
        "solve",
        "sturm",
        "descartes",
        "univariate",
        "equation",
    )
    verify_claims = ("REAL_ROOTS",)
    examples = (
        InvocationExample(
            title="the real roots of x^3 - 2 to 2^-20", payload={"polynomial": "x^3 - 2", "precision_bits": 20}
        ),
        InvocationExample(title="Wilkinson's polynomial", payload={"polynomial": WILKINSON}, mode=Mode.VERIFY),
    )

    def parse(self, request: RealRootsRequest, artifacts: ArtifactReader) -> None:
        if request.field != "QQ":
            raise invalid("real roots are isolated over QQ only", "$.payload.field")
        self.refuse_below(request, 0, "the zero polynomial has no isolated roots")

    def fields(self, call: JobCall[RealRootsRequest, None]) -> dict[str, Any]:
        return {**super().fields(call), "precision_bits": call.request.precision_bits}

    def answer(self, call: JobCall[RealRootsRequest, None], data: dict[str, Any]) -> Interpretation:
        r = call.request
        roots = [RealRoot(interval=(lo, hi), multiplicity=int(m)) for lo, hi, m in data["roots"]]
        claim: dict[str, Any] = {
            "kind": "REAL_ROOTS",
            "roots": [{"interval": list(x.interval), "multiplicity": x.multiplicity} for x in roots],
        }
        if r.precision_bits is not None:
            claim["max_width"] = str(Fraction(1, 2**r.precision_bits))
        evidence = Evidence(claim, FORMAT, r.subject(polynomial=r.polynomial), {})
        basis = f"{len(roots)} isolating intervals, one per distinct real root"
        return answer(Conclusion.VALUE, RealRootsOutput(roots=roots), basis, qualifiers=EXACT, evidence=evidence)


CAPABILITIES = (
    PolynomialGcd(),
    PolynomialResultant(),
    PolynomialDiscriminant(),
    SquarefreeFactorization(),
    RealRoots(),
)
