"""polynomial.roots.complex: every complex root of a polynomial over QQ, each in a small box, with multiplicities.

The worker (:func:`.univariate_worker.op_complex_roots`) asks FLINT (python-flint's ``complex_roots``) for the
roots and rounds each centre to decimals; in VERIFY mode the checker ``polynomial.complex_roots.interval`` proves,
in mpmath's interval arithmetic over its own exact squarefree decomposition, that each box holds exactly one root
of the stated multiplicity and that the boxes account for all of them (Krawczyk's test, counting).
"""

from __future__ import annotations

from typing import Any

from pydantic import Field

from jacobian.capability import ArtifactReader, Evidence, Interpretation, JobCall, Output, answer, invalid
from jacobian.contracts.descriptor import InvocationExample
from jacobian.contracts.enums import Conclusion, Mode, Qualifier

from .univariate import WILKINSON, _One
from .univariate_models import MAX_PRECISION_BITS, OneRequest

FORMAT = "complex-roots-certificate/1"
DEFAULT_BITS = 53


class ComplexRootsRequest(OneRequest):
    precision_bits: int = Field(
        default=DEFAULT_BITS,
        ge=1,
        le=MAX_PRECISION_BITS,
        description="each box's radius (half its side) at most 2^-precision_bits",
    )


class ComplexRoot(Output):
    re: str = Field(description="the box centre's real part, a decimal string -?d+(.d+)?")
    im: str = Field(description="the box centre's imaginary part, a decimal string -?d+(.d+)?")
    radius: str = Field(description="half the box's side, a decimal string 1e-k")
    multiplicity: int


class ComplexRootsOutput(Output):
    roots: list[ComplexRoot] = Field(
        description="one box [re - radius, re + radius] + i[im - radius, im + radius] per distinct complex root"
    )


class ComplexRoots(_One[ComplexRootsRequest, ComplexRootsOutput]):
    id = "polynomial.roots.complex"
    op = "uni_complex_roots"
    title = "All complex roots of a polynomial, each enclosed in a small box"
    description = (
        "Every distinct complex root of a polynomial over QQ, each in a square box (decimal centre, radius at "
        "most 2^-precision_bits) with its multiplicity; FLINT's certified root finder through python-flint. In "
        "VERIFY mode an independent checker proves in interval arithmetic (mpmath.iv) that each box holds exactly "
        "one root (Krawczyk's test on the checker's own squarefree factor of that multiplicity), that the boxes "
        "are disjoint and as many as the roots."
    )
    tags = (
        "polynomial",
        "roots",
        "complex-roots",
        "all-roots",
        "zeros",
        "root-enclosures",
        "rigorous-enclosures",
        "numerical-roots",
        "krawczyk",
        "interval-arithmetic",
        "solve",
        "equation",
        "univariate",
        "roots-of-unity",
    )
    verify_claims = ("COMPLEX_ROOTS",)
    examples = (
        InvocationExample(title="the roots of x^5 - x - 1", payload={"polynomial": "x^5 - x - 1"}, mode=Mode.VERIFY),
        InvocationExample(
            title="Wilkinson's polynomial to 2^-100", payload={"polynomial": WILKINSON, "precision_bits": 100}
        ),
    )

    def parse(self, request: ComplexRootsRequest, artifacts: ArtifactReader) -> None:
        if request.field != "QQ":
            raise invalid("complex roots are enclosed over QQ only", "$.payload.field")
        self.refuse_below(request, 1, "a polynomial of degree at least 1 is needed")

    def fields(self, call: JobCall[ComplexRootsRequest, None]) -> dict[str, Any]:
        return {**super().fields(call), "precision_bits": call.request.precision_bits}

    def answer(self, call: JobCall[ComplexRootsRequest, None], data: dict[str, Any]) -> Interpretation:
        r = call.request
        roots = [ComplexRoot(**root) for root in data["roots"]]
        claim = {
            "kind": "COMPLEX_ROOTS",
            "roots": [x.model_dump() for x in roots],
            "max_radius": f"0.{5**r.precision_bits:0{r.precision_bits}d}",  # 2^-bits exactly
        }
        evidence = Evidence(claim, FORMAT, r.subject(polynomial=r.polynomial), {})
        basis = f"{len(roots)} boxes, one per distinct complex root"
        out = ComplexRootsOutput(roots=roots)
        return answer(Conclusion.VALUE, out, basis, qualifiers=(Qualifier.DETERMINISTIC,), evidence=evidence)


CAPABILITIES = (ComplexRoots(),)
