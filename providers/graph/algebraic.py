"""Algebraic invariants of a graph as exact polynomials: the characteristic polynomial of its adjacency or
Laplacian matrix with the eigenvalues as its factors over Q (:class:`Spectrum`, checked by the one spectral checker,
``checkers/linalg``, which builds the matrix from the graph itself); the chromatic and Tutte polynomials of a small
graph (:class:`ChromaticPolynomial`, :class:`TuttePolynomial`, decided whole by ``checkers/graph/polynomial_check``
from its own counts). The worker is :mod:`.networkx_worker` (networkx, sympy); no backend library is imported here."""

from __future__ import annotations

from typing import Any, ClassVar, Literal

from pydantic import Field

from jacobian.capability import (
    ArtifactReader,
    Evidence,
    Interpretation,
    InterpretError,
    JobCall,
    Output,
    answer,
    invalid,
)
from jacobian.checkers.graph import polynomial_check
from jacobian.checkers.linalg import spectral_check
from jacobian.contracts.descriptor import DeclaredRelationship, InvocationExample
from jacobian.contracts.diagnostics import Code
from jacobian.contracts.enums import Conclusion, InputKind, Mode

from .classical import PETERSEN
from .common import EXACT_RUN, GivenGraph, GraphCapability, Out, Req, given_graph, positions
from .models import CanonicalRequest

SPECTRUM_MAX_ORDER = spectral_check.MAX_DIM  # the spectral checker's bound (Berkowitz in Python fractions, O(n^4))


def poly_text(coefficients: list[int], variable: str = "x") -> str:
    """An integer polynomial (constant term first) as text, highest degree first: ``x^2 - 3*x + 2``."""
    terms: list[str] = []
    for e in range(len(coefficients) - 1, -1, -1):
        c = coefficients[e]
        if not c:
            continue
        power = "" if e == 0 else variable if e == 1 else f"{variable}^{e}"
        size = str(abs(c)) if not power else "" if abs(c) == 1 else f"{abs(c)}*"
        sign = ("-" if c < 0 else "") if not terms else (" - " if c < 0 else " + ")
        terms.append(f"{sign}{size}{power}")
    return "".join(terms) or "0"


def terms_text(terms: list[list[int]]) -> str:
    """A polynomial in x and y from [i, j, c] (c x^i y^j), highest total degree first: ``x^3 + 4*x*y + 2*y``."""
    out: list[str] = []
    for i, j, c in sorted(terms, key=lambda t: (-(t[0] + t[1]), -t[0])):
        monomial = "*".join(f"{v}^{e}" if e > 1 else v for v, e in (("x", i), ("y", j)) if e)
        size = str(abs(c)) if not monomial else "" if abs(c) == 1 else f"{abs(c)}*"
        sign = ("-" if c < 0 else "") if not out else (" - " if c < 0 else " + ")
        out.append(f"{sign}{size}{monomial}")
    return "".join(out) or "0"


def integers(value: Any, what: str) -> list[int]:
    if not isinstance(value, list) or not value or not all(type(c) is int for c in value):
        raise InterpretError(Code.BACKEND_ERROR, f"the worker gave no integer coefficients for {what}")
    return value


class SpectrumRequest(CanonicalRequest):
    matrix: Literal["adjacency", "laplacian"] = Field(
        default="adjacency", description="which matrix's spectrum: the adjacency matrix A, or the Laplacian D - A"
    )


class SpectrumClass(Output):
    eigenvalue: str = Field(description='the eigenvalue when rational, else "a root of <polynomial in x>"')
    polynomial: str = Field(description="its factor of the characteristic polynomial over Q, in x")
    multiplicity: int = Field(description="the algebraic multiplicity of each root of the factor")


class SpectrumOutput(Output):
    matrix: str = Field(description="adjacency or laplacian")
    characteristic_polynomial: str = Field(description="det(xI - M) in x")
    coefficients: list[int] = Field(description="its integer coefficients from the constant term up")
    eigenvalues: list[SpectrumClass] = Field(description="the factors over Q with multiplicities, by polynomial")
    order: int
    size: int


class _Polynomial(GraphCapability[Req, Out, GivenGraph]):
    """An exact polynomial of one graph (inline, graph6 or a stored artifact), at most ``max_order`` vertices and
    ``max_size`` edges (refused with the path of the graph before any job starts)."""

    modes: ClassVar[tuple[Mode, ...]] = (Mode.EXPLORE, Mode.VERIFY)
    conclusions: ClassVar[tuple[Conclusion, ...]] = (Conclusion.VALUE,)
    input_kinds: ClassVar[tuple[InputKind, ...]] = (InputKind.STRUCTURED_REQUEST, InputKind.TYPED_ARTIFACT)
    max_order: ClassVar[int]
    max_size: ClassVar[int]

    def parse(self, request: Req, artifacts: ArtifactReader) -> GivenGraph:
        assert isinstance(request, CanonicalRequest)
        given = given_graph(request, artifacts, "has no such polynomial here")
        g = given.graph
        if g.order > self.max_order or len(g.edges) > self.max_size:
            where = "$.payload.graph6" if request.graph6 is not None else "$.payload.vertices"
            where = "$.payload.graph_artifact" if request.graph_artifact is not None else where
            if g.order <= self.max_order and request.graph6 is None and request.graph_artifact is None:
                where = "$.payload.edges"
            raise invalid(
                f"{self.id} takes at most {self.max_order} vertices and {self.max_size} edges (the graph has "
                f"{g.order}, {len(g.edges)})",
                where,
            )
        return given

    def fields(self, call: JobCall[Req, GivenGraph]) -> dict[str, Any]:
        return positions(call.parsed.graph)


class Spectrum(_Polynomial[SpectrumRequest, SpectrumOutput]):
    id = "graph.spectrum"
    op = "spectrum"
    max_order = SPECTRUM_MAX_ORDER
    max_size = SPECTRUM_MAX_ORDER * (SPECTRUM_MAX_ORDER - 1) // 2
    title = "Spectrum of a graph: characteristic polynomial of its adjacency or Laplacian matrix, eigenvalues exact"
    description = (
        f"The characteristic polynomial det(xI - A) of a simple graph's adjacency matrix (or, with matrix "
        f"'laplacian', of D - A), exact, at most {SPECTRUM_MAX_ORDER} vertices (inline vertices/edges, graph6 or a "
        "stored graph artifact), with the eigenvalues as its factorization over Q: each factor's roots with their "
        "multiplicity (sympy). In VERIFY mode the spectral checker shared with matrix.charpoly reads the graph, "
        "builds the matrix itself, recomputes the polynomial by Berkowitz's algorithm and multiplies the factors "
        "back (each monic, squarefree, coprime to the others): VERIFIED. Irreducibility of a factor is not checked."
    )
    tags = (
        "graph",
        "graph-spectrum",
        "spectral-graph-theory",
        "adjacency-spectrum",
        "laplacian-spectrum",
        "laplacian",
        "integral-graph",
        "cospectral",
        "exact",
    )
    verify_claims = ("GRAPH_SPECTRUM",)
    examples = (
        InvocationExample(
            title="the Petersen graph: (x-3)(x-1)^5(x+2)^4", payload={"graph6": PETERSEN}, mode=Mode.VERIFY
        ),
    )
    relationships = (
        DeclaredRelationship(kind="RELATED_TO", target="matrix.charpoly", description="any rational matrix"),
    )

    def fields(self, call: JobCall[SpectrumRequest, GivenGraph]) -> dict[str, Any]:
        return {**super().fields(call), "matrix": call.request.matrix}

    def answer(self, call: JobCall[SpectrumRequest, GivenGraph], data: dict[str, Any]) -> Interpretation:
        graph, kind = call.parsed.graph, call.request.matrix
        coefficients = integers(data.get("coefficients"), "the characteristic polynomial")
        factors, classes = data.get("factors"), []
        if not isinstance(factors, list) or not factors:
            raise InterpretError(Code.BACKEND_ERROR, "the worker gave no factors")
        for f in factors:
            poly, k = integers(f.get("polynomial") if isinstance(f, dict) else None, "a factor"), f.get("multiplicity")
            if type(k) is not int or k < 1:
                raise InterpretError(Code.BACKEND_ERROR, f"the worker gave the multiplicity {k!r}")
            rational = len(poly) == 2 and poly[1] == 1
            root = str(-poly[0]) if rational else f"a root of {poly_text(poly)}"
            classes.append(SpectrumClass(eigenvalue=root, polynomial=poly_text(poly), multiplicity=k))
        out = SpectrumOutput(
            matrix=kind,
            characteristic_polynomial=poly_text(coefficients),
            coefficients=coefficients,
            eigenvalues=classes,
            order=graph.order,
            size=len(graph.edges),
        )
        claim = {
            "kind": "GRAPH_SPECTRUM",
            "coefficients": [str(c) for c in coefficients],
            "factors": [
                {"polynomial": [str(c) for c in f["polynomial"]], "multiplicity": f["multiplicity"]} for f in factors
            ],
        }
        evidence = Evidence(claim, "spectral-certificate/1", {"graph": call.parsed.raw, "matrix": kind}, {})
        basis = f"det(xI - M) of the {kind} matrix and its factors over Q (sympy)"
        return answer(Conclusion.VALUE, out, basis, qualifiers=EXACT_RUN, evidence=evidence)


class ChromaticOutput(Output):
    polynomial: str = Field(description="P(k), the number of proper colourings with k colours, in k")
    coefficients: list[int] = Field(description="its integer coefficients from the constant term up (degree n)")
    order: int
    size: int


class TutteOutput(Output):
    polynomial: str = Field(description="T(x, y)")
    terms: list[list[int]] = Field(description="[i, j, c] for each nonzero coefficient c of x^i y^j")
    spanning_trees: int = Field(description="T(1, 1): spanning trees (maximal spanning forests when disconnected)")
    order: int
    size: int


SMALL = (
    f"at most {polynomial_check.MAX_ORDER} vertices and {polynomial_check.MAX_SIZE} edges: networkx's "
    "deletion-contraction is exponential in the edges: 15 take about 2 s"
)


class ChromaticPolynomial(_Polynomial[CanonicalRequest, ChromaticOutput]):
    id = "graph.chromatic_polynomial"
    op = "chromatic_polynomial"
    max_order = polynomial_check.MAX_ORDER
    max_size = polynomial_check.MAX_SIZE
    title = "Chromatic polynomial of a small graph (how many proper k-colourings), exact"
    description = (
        "The chromatic polynomial P(k) of a simple graph, the number of its proper colourings with k colours, exact "
        f"({SMALL}; inline vertices/edges, graph6 or a stored graph artifact), from networkx's Tutte polynomial by "
        "P(k) = (-1)^(n-c) k^c T(1-k, 0). In VERIFY mode a checker counts the partitions of the vertices into "
        "independent sets itself, hence the proper k-colourings for k = 0..n, and compares: a polynomial of degree "
        "n is fixed by those n + 1 values, so the whole polynomial is VERIFIED."
    )
    tags = (
        "graph",
        "chromatic-polynomial",
        "colouring",
        "coloring",
        "proper-colourings",
        "count-colourings",
        "deletion-contraction",
        "birkhoff",
        "exact",
        "counting",
    )
    verify_claims = ("CHROMATIC_POLYNOMIAL",)
    examples = (
        InvocationExample(
            title="the Petersen graph's chromatic polynomial", payload={"graph6": PETERSEN}, mode=Mode.VERIFY
        ),
    )
    relationships = (
        DeclaredRelationship(
            kind="RELATED_TO", target="graph.chromatic_number", description="the least k with P(k) > 0"
        ),
        DeclaredRelationship(kind="RELATED_TO", target="graph.tutte_polynomial", description="P is a specialization"),
    )

    def answer(self, call: JobCall[CanonicalRequest, GivenGraph], data: dict[str, Any]) -> Interpretation:
        graph = call.parsed.graph
        coefficients = integers(data.get("coefficients"), "the chromatic polynomial")
        if len(coefficients) != graph.order + 1 or coefficients[-1] != 1:
            raise InterpretError(Code.BACKEND_ERROR, "the worker's chromatic polynomial is not monic of degree n")
        out = ChromaticOutput(
            polynomial=poly_text(coefficients, "k"), coefficients=coefficients, order=graph.order, size=len(graph.edges)
        )
        claim = {"kind": "CHROMATIC_POLYNOMIAL", "coefficients": coefficients}
        evidence = Evidence(claim, polynomial_check.FORMAT, {"graph": call.parsed.raw}, {})
        basis = "networkx's Tutte polynomial specialized: P(k) = (-1)^(n-c) k^c T(1-k, 0)"
        return answer(Conclusion.VALUE, out, basis, qualifiers=EXACT_RUN, evidence=evidence)


class TuttePolynomial(_Polynomial[CanonicalRequest, TutteOutput]):
    id = "graph.tutte_polynomial"
    op = "tutte_polynomial"
    max_order = polynomial_check.MAX_ORDER
    max_size = polynomial_check.MAX_SIZE
    title = "Tutte polynomial T(x, y) of a small graph, exact"
    description = (
        f"The Tutte polynomial T(x, y) of a simple graph, exact ({SMALL}; inline vertices/edges, graph6 or a stored "
        "graph artifact), by networkx's deletion-contraction, with T(1, 1) (spanning trees). In VERIFY mode a "
        "checker sums the rank generating function over every edge subset itself, "
        "sum_A (x-1)^(r(E)-r(A)) (y-1)^(|A|-r(A)), and compares every coefficient: VERIFIED."
    )
    tags = (
        "graph",
        "tutte-polynomial",
        "tutte",
        "dichromatic",
        "rank-generating-function",
        "whitney",
        "deletion-contraction",
        "matroid",
        "reliability",
        "exact",
    )
    verify_claims = ("TUTTE_POLYNOMIAL",)
    examples = (
        InvocationExample(
            title="the Tutte polynomial of K_4",
            payload={"vertices": [0, 1, 2, 3], "edges": [[0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3]]},
            mode=Mode.VERIFY,
        ),
    )

    def answer(self, call: JobCall[CanonicalRequest, GivenGraph], data: dict[str, Any]) -> Interpretation:
        graph, terms = call.parsed.graph, data.get("terms")
        if not isinstance(terms, list) or not all(
            isinstance(t, list) and len(t) == 3 and all(type(v) is int for v in t) for t in terms
        ):
            raise InterpretError(Code.BACKEND_ERROR, "the worker gave no Tutte polynomial")
        out = TutteOutput(
            polynomial=terms_text(terms),
            terms=terms,
            spanning_trees=sum(c for _, _, c in terms),
            order=graph.order,
            size=len(graph.edges),
        )
        claim = {"kind": "TUTTE_POLYNOMIAL", "terms": terms}
        evidence = Evidence(claim, polynomial_check.FORMAT, {"graph": call.parsed.raw}, {})
        return answer(Conclusion.VALUE, out, "networkx's deletion-contraction", qualifiers=EXACT_RUN, evidence=evidence)


ALGEBRAIC_CAPABILITIES = (Spectrum(), ChromaticPolynomial(), TuttePolynomial())
