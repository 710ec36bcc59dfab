"""Integer lattices: LLL reduction (with the unimodular transform) and Gram matrices, on python-flint.

FLINT's LLL works in floating point with a guarantee for its own (delta, eta); it is asked for a slightly
stronger reduction than the caller's exact rationals, which the checker then verifies exactly.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, ClassVar, TypeVar

from jacobian.capability import (
    ArtifactReader,
    Evidence,
    Interpretation,
    InterpretError,
    JobCall,
    Output,
    Request,
    WorkerCapability,
    answer,
    invalid,
)
from jacobian.checkers.lattice.svp_check import MAX_PROOF_RANK, MAX_SVP_BITS, MAX_SVP_RANK
from jacobian.contracts.descriptor import InvocationExample
from jacobian.contracts.diagnostics import Code
from jacobian.contracts.enums import Conclusion, Mode, Qualifier
from jacobian.contracts.result import Obligation

from .models import BasisRequest, GramOutput, LllOutput, LllRequest, ShortestVectorOutput

FORMAT = "lattice-certificate/1"
TAGS = ("lattice", "integer-lattice", "basis", "geometry-of-numbers", "flint")
Req = TypeVar("Req", bound=Request)
Out = TypeVar("Out", bound=Output)


def _subject(request: BasisRequest) -> dict[str, Any]:
    """The basis as the caller gave it (integers, or decimal text past 2^53): the checker reads it itself."""
    return {"basis": [list(r) for r in request.basis]}


class _Lattice(WorkerCapability[Req, Out, None]):
    domain: ClassVar[str] = "lattices"
    family: ClassVar[str] = "lattice"
    modes = (Mode.EXPLORE, Mode.VERIFY)


class LatticeLll(_Lattice[LllRequest, LllOutput]):
    id = "lattice.lll"
    op = "lll"
    title = "LLL-reduce a lattice basis (with the unimodular transform)"
    description = (
        "Reduces an integer lattice basis (linearly independent rows) with the Lenstra-Lenstra-Lovasz algorithm "
        "(FLINT), returning the reduced basis and the unimodular integer matrix U with U basis = reduced. In VERIFY "
        "mode a checker confirms in exact arithmetic that det U = +-1, U basis = reduced, and that the reduced basis "
        "is size-reduced (|mu_ij| <= eta) and satisfies the Lovasz condition for delta, from its own Gram-Schmidt."
    )
    tags = (*TAGS, "lll", "lattice-reduction", "short-vector", "reduced-basis", "unimodular", "lovasz")
    conclusions = (Conclusion.VALUE,)
    verify_claims = ("LATTICE_LLL_REDUCED",)
    examples = (
        InvocationExample(
            title="A 3-dimensional lattice",
            payload={"basis": [[1, 1, 1], [-1, 0, 2], [3, 5, 6]]},
            mode=Mode.VERIFY,
        ),
    )

    def fields(self, call: JobCall[LllRequest, None]) -> dict[str, Any]:
        delta, eta = Fraction(call.request.delta), Fraction(call.request.eta)
        # a little stronger than asked, so FLINT's floating-point reduction meets the exact conditions
        return {
            "basis": [[str(v) for v in row] for row in call.request.integers()],
            "delta": min(float(delta) + 0.005, 0.999),
            "eta": max(float(eta) - 0.005, 0.501),
        }

    def answer(self, call: JobCall[LllRequest, None], data: dict[str, Any]) -> Interpretation:
        request = call.request
        m, n = len(request.basis), len(request.basis[0])
        reduced, transform = data.get("reduced"), data.get("transform")
        if not (isinstance(reduced, list) and isinstance(transform, list) and len(reduced) == len(transform) == m):
            raise InterpretError(Code.BACKEND_ERROR, "the worker's reduced basis or transform has the wrong shape")
        if any(len(r) != n for r in reduced) or any(len(r) != m for r in transform):
            raise InterpretError(Code.BACKEND_ERROR, "the worker's reduced basis or transform has the wrong shape")
        out = LllOutput(reduced=reduced, transform=transform, delta=request.delta, eta=request.eta)
        claim = {"kind": "LATTICE_LLL_REDUCED", "reduced": reduced, "delta": request.delta, "eta": request.eta}
        evidence = Evidence(claim, FORMAT, _subject(request), {"transform": transform})
        basis = f"FLINT's LLL with (delta, eta) stronger than ({request.delta}, {request.eta})"
        return answer(Conclusion.VALUE, out, basis, qualifiers=(Qualifier.EXACT,), evidence=evidence)


class LatticeGram(_Lattice[BasisRequest, GramOutput]):
    id = "lattice.gram"
    op = "gram"
    title = "Gram matrix and determinant of a lattice basis"
    description = (
        "The Gram matrix B B^T of the basis rows and its determinant (the squared covolume of the lattice they "
        "span; 0 when the rows are dependent), exactly. In VERIFY mode a checker recomputes both in Python integers."
    )
    tags = (*TAGS, "gram-matrix", "covolume", "discriminant", "inner-product")
    conclusions = (Conclusion.VALUE,)
    verify_claims = ("LATTICE_GRAM",)
    examples = (InvocationExample(title="The hexagonal lattice A2", payload={"basis": [[1, 0], [1, 2]]}),)

    def fields(self, call: JobCall[BasisRequest, None]) -> dict[str, Any]:
        return {"basis": [[str(v) for v in row] for row in call.request.integers()]}

    def answer(self, call: JobCall[BasisRequest, None], data: dict[str, Any]) -> Interpretation:
        try:
            out = GramOutput(gram=data["gram"], determinant=data["determinant"])
        except (KeyError, ValueError) as exc:
            raise InterpretError(Code.BACKEND_ERROR, f"the worker's answer is malformed: {exc}"[:2000]) from None
        claim = {"kind": "LATTICE_GRAM", "gram": out.gram, "determinant": out.determinant}
        evidence = Evidence(claim, FORMAT, _subject(call.request), {})
        return answer(Conclusion.VALUE, out, "FLINT's exact integer product and determinant", evidence=evidence)


class LatticeShortestVector(_Lattice[BasisRequest, ShortestVectorOutput]):
    id = "lattice.shortest_vector"
    op = "shortest_vector"
    title = "Shortest nonzero vector of an integer lattice (SVP, small rank)"
    description = (
        f"A shortest nonzero vector of the lattice spanned by linearly independent integer rows (at most "
        f"{MAX_SVP_RANK} rows, entries of {MAX_SVP_BITS} bits), its squared norm (the lattice's minimum) and its "
        "integer coefficients over the given rows: FLINT's LLL, then Schnorr-Euchner enumeration. In VERIFY mode a "
        "checker confirms exactly that coefficients times basis is the vector and it is nonzero, and, for rank "
        f"<= {MAX_PROOF_RANK}, proves by its own exact Fincke-Pohst enumeration that no nonzero vector is shorter "
        "(VERIFIED); above that rank the answer stays COMPUTED with the obligation NO_SHORTER_VECTOR."
    )
    tags = (
        *TAGS,
        "shortest-vector",
        "svp",
        "minimum-norm",
        "lattice-minimum",
        "enumeration",
        "fincke-pohst",
        "root-lattice",
    )
    conclusions = (Conclusion.VALUE,)
    verify_claims = ("LATTICE_SHORTEST_VECTOR",)
    examples = (
        InvocationExample(
            title="The root lattice D4 (minimum squared norm 2)",
            payload={"basis": [[1, -1, 0, 0], [0, 1, -1, 0], [0, 0, 1, -1], [0, 0, 1, 1]]},
            mode=Mode.VERIFY,
        ),
    )

    def parse(self, request: BasisRequest, artifacts: ArtifactReader) -> None:
        """Refuses, with the path, a basis beyond the shortest-vector limits (rows, entry bits)."""
        if len(request.basis) > MAX_SVP_RANK:
            raise invalid(f"at most {MAX_SVP_RANK} rows for a shortest vector", "$.payload.basis")
        for i, row in enumerate(request.integers()):
            for j, v in enumerate(row):
                if v.bit_length() > MAX_SVP_BITS:
                    raise invalid(f"entries of at most {MAX_SVP_BITS} bits", f"$.payload.basis[{i}][{j}]")

    def fields(self, call: JobCall[BasisRequest, None]) -> dict[str, Any]:
        return {"basis": [[str(v) for v in row] for row in call.request.integers()]}

    def answer(self, call: JobCall[BasisRequest, None], data: dict[str, Any]) -> Interpretation:
        m, n = len(call.request.basis), len(call.request.basis[0])
        try:
            vector, coefficients = data["vector"], data["coefficients"]
            if len(vector) != n or len(coefficients) != m:
                raise ValueError("the vector or coefficients have the wrong length")
            out = ShortestVectorOutput(
                vector=vector,
                squared_norm=data["squared_norm"],
                coefficients=coefficients,
                rank=m,
                proved=m <= MAX_PROOF_RANK,
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise InterpretError(Code.BACKEND_ERROR, f"the worker's answer is malformed: {exc}"[:2000]) from None
        claim = {"kind": "LATTICE_SHORTEST_VECTOR", "vector": out.vector, "squared_norm": out.squared_norm}
        certificate = {"coefficients": out.coefficients, "reduced": data["reduced"], "transform": data["transform"]}
        evidence = Evidence(claim, FORMAT, _subject(call.request), certificate)
        basis = f"FLINT's LLL, then Schnorr-Euchner enumeration ({data.get('nodes')} nodes) in floating point"
        obligations: tuple[Obligation, ...] = ()
        if m > MAX_PROOF_RANK:
            why = (
                f"no nonzero lattice vector is shorter: rank {m} is above {MAX_PROOF_RANK}, the rank up to which the "
                "checker proves it by exact enumeration; only membership of the vector is checkable"
            )
            obligations = (Obligation(kind="NO_SHORTER_VECTOR", description=why),)
        return answer(Conclusion.VALUE, out, basis, evidence=evidence, obligations=obligations)


CAPABILITIES = (LatticeLll(), LatticeGram(), LatticeShortestVector())
