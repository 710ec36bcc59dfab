"""Spectral exact linear algebra over QQ: characteristic and minimal polynomials and eigenspaces, each with
evidence for the spectral checker (``checkers/linalg``).

The matrix is the exact family's rational matrix (strings "3/7" or integers, validated before any job), at most
``MAX_DIM`` rows. Polynomials are returned as text in ``x`` and as coefficient lists (constant term first);
an eigenvalue of degree d > 1 is named as a root ``a`` of its irreducible polynomial, and its eigenvectors'
entries are polynomials in ``a`` of degree < d (elements of the number field Q(a)).
"""

from __future__ import annotations

from fractions import Fraction
from math import lcm
from typing import Any

from pydantic import Field, field_validator

from jacobian.capability import Evidence, Interpretation, JobCall, Output, answer
from jacobian.contracts.descriptor import DeclaredRelationship, InvocationExample
from jacobian.contracts.enums import Conclusion, Mode, Qualifier
from jacobian.providers.exact.models import MatrixRequest

from .base import Out, SageOperation
from .polytext import render

FORMAT = "spectral-certificate/1"
MAX_DIM = 32  # the checker's Berkowitz and its rank test are O(n^4) in Python fractions
EXACT = (Qualifier.EXACT, Qualifier.DETERMINISTIC)
C5 = [[0, 1, 0, 0, 1], [1, 0, 1, 0, 0], [0, 1, 0, 1, 0], [0, 0, 1, 0, 1], [1, 0, 0, 1, 0]]  # the 5-cycle


class SpectralRequest(MatrixRequest):
    """A square matrix of exact rationals, at most 32 rows and columns (MAX_DIM)."""

    @field_validator("matrix")
    @classmethod
    def _square_and_bounded(cls, rows: list[list[Any]]) -> list[list[Any]]:
        """`matrix` is square (each row as long as there are rows), at most 32 x 32."""
        n = len(rows)
        if any(len(r) != n for r in rows):
            raise ValueError(f"the matrix must be square; it has {n} rows of {len(rows[0])} entries")
        if n > MAX_DIM:
            raise ValueError(f"spectral operations take at most {MAX_DIM} x {MAX_DIM}; the matrix is {n} x {n}")
        return rows


class PolynomialOutput(Output):
    polynomial: str = Field(description="the polynomial in x")
    coefficients: list[str] = Field(description="its coefficients from the constant term up, exact rationals")


class EigenClass(Output):
    eigenvalue: str = Field(description='the eigenvalue when rational, else "a, a root of <polynomial in a>"')
    polynomial: str = Field(description="the irreducible factor of the characteristic polynomial, in x")
    algebraic_multiplicity: int
    geometric_multiplicity: int
    eigenvectors: list[list[str]] = Field(
        description="a basis of the eigenspace; entries are rationals, or polynomials in the root a"
    )


class EigenOutput(Output):
    eigenvalues: list[EigenClass]


def text(coefficients: list[str], variable: str) -> str:
    """A coefficient list (constant term first) as polynomial text."""
    values = [Fraction(c) for c in coefficients]
    den = lcm(*(v.denominator for v in values)) if values else 1
    terms = [(e, v * den) for e, v in enumerate(values) if v]
    wire = {"den": str(den), "num": [str(int(v)) for _, v in reversed(terms)], "exp": [e for e, _ in reversed(terms)]}
    return render(wire, (variable,))


class _Spectral(SageOperation[SpectralRequest, Out]):
    domain = "linear_algebra"
    modes = (Mode.EXPLORE, Mode.VERIFY)
    conclusions = (Conclusion.VALUE,)

    def fields(self, call: JobCall[SpectralRequest, None]) -> dict[str, Any]:
        return {"matrix": [[str(x) for x in row] for row in call.request.matrix]}


class _MatrixPolynomial(_Spectral[PolynomialOutput]):
    claim_kind: str = ""

    def answer(self, call: JobCall[SpectralRequest, None], data: dict[str, Any]) -> Interpretation:
        coefficients = list(data["coefficients"])
        claim = {"kind": self.claim_kind, "coefficients": coefficients}
        evidence = Evidence(claim, FORMAT, call.request.as_given(), {})
        out = PolynomialOutput(polynomial=text(coefficients, "x"), coefficients=coefficients)
        return answer(Conclusion.VALUE, out, self.title, qualifiers=EXACT, evidence=evidence)


class CharacteristicPolynomial(_MatrixPolynomial):
    id = "matrix.charpoly"
    op = "spec_charpoly"
    claim_kind = "MATRIX_CHARPOLY"
    title = "Characteristic polynomial of a rational matrix"
    description = (
        f"det(xI - A) of a square rational matrix (at most {MAX_DIM} x {MAX_DIM}), exactly (FLINT through "
        "passagemath). In VERIFY mode an independent checker recomputes it by Berkowitz's division-free algorithm "
        "over the fractions."
    )
    tags = (
        "matrix",
        "characteristic-polynomial",
        "charpoly",
        "spectrum",
        "determinant",
        "linear-algebra",
        "exact",
        "rational",
    )
    verify_claims = ("MATRIX_CHARPOLY",)
    examples = (InvocationExample(title="the 5-cycle's adjacency matrix", payload={"matrix": C5}, mode=Mode.VERIFY),)
    relationships = (
        DeclaredRelationship(kind="RELATED_TO", target="matrix.eigen", description="its roots and eigenvectors"),
    )


class MinimalPolynomial(_MatrixPolynomial):
    id = "matrix.minpoly"
    op = "spec_minpoly"
    claim_kind = "MATRIX_MINPOLY"
    title = "Minimal polynomial of a rational matrix"
    description = (
        "The monic polynomial m of least degree with m(A) = 0, for a square rational matrix (at most "
        f"{MAX_DIM} x {MAX_DIM}). In VERIFY mode an independent checker evaluates m(A) exactly and shows "
        "I, A, ..., A^(deg m - 1) linearly independent, so no polynomial of lower degree annihilates A."
    )
    tags = (
        "matrix",
        "minimal-polynomial",
        "minpoly",
        "annihilating-polynomial",
        "cayley-hamilton",
        "diagonalizable",
        "jordan-block",
        "nilpotent",
        "linear-algebra",
        "exact",
    )
    verify_claims = ("MATRIX_MINPOLY",)
    examples = (InvocationExample(title="a Jordan block", payload={"matrix": [[2, 1], [0, 2]]}, mode=Mode.VERIFY),)


class Eigen(_Spectral[EigenOutput]):
    id = "matrix.eigen"
    op = "spec_eigen"
    title = "Exact eigenvalues and eigenvectors of a rational matrix"
    description = (
        f"Every eigenvalue of a square rational matrix (at most {MAX_DIM} x {MAX_DIM}) exactly, as the roots of "
        "the irreducible factors of the characteristic polynomial with their algebraic multiplicities, and for "
        "each a basis of its eigenspace over the number field Q(a) (PARI through passagemath). In VERIFY mode an "
        "independent checker confirms the product of the factors is its own characteristic polynomial "
        "(Berkowitz), A v = a v in Q[a]/(f) for every vector, and by two named minors that the vectors are "
        "independent and span the eigenspace at every root."
    )
    tags = (
        "matrix",
        "eigenvalues",
        "eigenvectors",
        "eigenspace",
        "eigen",
        "spectrum",
        "diagonalize",
        "algebraic-numbers",
        "number-field",
        "linear-algebra",
        "exact",
    )
    verify_claims = ("MATRIX_EIGEN",)
    examples = (InvocationExample(title="the 5-cycle's adjacency matrix", payload={"matrix": C5}, mode=Mode.VERIFY),)

    def answer(self, call: JobCall[SpectralRequest, None], data: dict[str, Any]) -> Interpretation:
        classes, claimed, minors = [], [], []
        for c in data["eigenvalues"]:
            f = list(c["polynomial"])
            rational = len(f) == 2
            vectors = [[text(e, "a") for e in v] for v in c["eigenvectors"]]
            classes.append(
                EigenClass(
                    eigenvalue=str(-Fraction(f[0])) if rational else f"a, a root of {text(f, 'a')}",
                    polynomial=text(f, "x"),
                    algebraic_multiplicity=int(c["algebraic_multiplicity"]),
                    geometric_multiplicity=len(vectors),
                    eigenvectors=vectors,
                )
            )
            claimed.append({k: c[k] for k in ("polynomial", "algebraic_multiplicity", "eigenvectors")})
            minors.append(c["minors"])
        evidence = Evidence(
            {"kind": "MATRIX_EIGEN", "eigenvalues": claimed}, FORMAT, call.request.as_given(), {"minors": minors}
        )
        basis = "every root of the characteristic polynomial, with a basis of its eigenspace"
        return answer(Conclusion.VALUE, EigenOutput(eigenvalues=classes), basis, qualifiers=EXACT, evidence=evidence)


class JordanBlock(Output):
    eigenvalue: str = Field(description="the block's eigenvalue, an exact rational")
    size: int


class JordanOutput(Output):
    jordan: list[list[str]] = Field(description="J, the Jordan form (blocks along the diagonal), exact rationals")
    transform: list[list[str]] = Field(description="P, invertible, with P^-1 A P = J, exact rationals")
    blocks: list[JordanBlock] = Field(description="the Jordan blocks along J's diagonal, top left first")


def jordan_blocks(J: list[list[str]]) -> list[JordanBlock]:
    blocks: list[JordanBlock] = []
    for i, row in enumerate(J):
        if i > 0 and Fraction(J[i - 1][i]) == 1:
            blocks[-1] = JordanBlock(eigenvalue=blocks[-1].eigenvalue, size=blocks[-1].size + 1)
        else:
            blocks.append(JordanBlock(eigenvalue=str(Fraction(row[i])), size=1))
    return blocks


class JordanForm(_Spectral[JordanOutput]):
    id = "matrix.normal_form.jordan"
    op = "spec_jordan"
    title = "Jordan normal form of a rational matrix, with the transformation"
    description = (
        f"The Jordan form J of a square rational matrix A (at most {MAX_DIM} x {MAX_DIM}) whose eigenvalues are all "
        "rational, with an invertible P such that P^-1 A P = J, and the list of Jordan blocks (Sage through "
        "passagemath). A matrix with an irrational eigenvalue is refused (BACKEND_INPUT_ERROR naming the factor). "
        "In VERIFY mode an independent checker confirms J has Jordan shape, P is invertible and A P = P J exactly "
        "in fractions."
    )
    tags = (
        "matrix",
        "jordan",
        "jordan-form",
        "jordan-normal-form",
        "jordan-canonical-form",
        "jordan-block",
        "jordan-blocks",
        "block-sizes",
        "defective",
        "normal-form",
        "similarity",
        "similarity-transform",
        "diagonalize",
        "generalized-eigenvectors",
        "linear-algebra",
        "exact",
    )
    verify_claims = ("MATRIX_JORDAN",)
    examples = (
        InvocationExample(
            title="a 3 x 3 matrix with one 2 x 2 block",
            payload={"matrix": [[5, 4, 2], [0, 1, -1], [-1, -1, 3]]},
            mode=Mode.VERIFY,
        ),
    )

    def answer(self, call: JobCall[SpectralRequest, None], data: dict[str, Any]) -> Interpretation:
        J, P = data["jordan"], data["transform"]
        claim = {"kind": "MATRIX_JORDAN", "jordan": J, "transform": P}
        evidence = Evidence(claim, FORMAT, call.request.as_given(), {})
        out = JordanOutput(jordan=J, transform=P, blocks=jordan_blocks(J))
        basis = "P^-1 A P = J with J in Jordan form"
        return answer(Conclusion.VALUE, out, basis, qualifiers=EXACT, evidence=evidence)


class RationalCanonicalOutput(Output):
    form: list[list[str]] = Field(
        description="C, the rational canonical (Frobenius) form: the companion matrices of the invariant factors "
        "along the diagonal, smallest first; the companion of x^d + c_(d-1) x^(d-1) + ... + c_0 has ones on the "
        "subdiagonal and -c_0, ..., -c_(d-1) down its last column"
    )
    transform: list[list[str]] = Field(description="P, invertible, with P^-1 A P = C, exact rationals")
    invariant_factors: list[PolynomialOutput] = Field(
        description="f_1 | f_2 | ... | f_k, monic, each dividing the next, in the order of C's blocks; f_k is the "
        "minimal polynomial and their product the characteristic polynomial"
    )


class RationalCanonicalForm(_Spectral[RationalCanonicalOutput]):
    id = "matrix.normal_form.rational_canonical"
    op = "spec_rational_canonical"
    title = "Rational canonical (Frobenius) form of a rational matrix: invariant factors, companion blocks, transform"
    description = (
        f"The rational canonical form C of a square rational matrix A (at most {MAX_DIM} x {MAX_DIM}) over QQ: the "
        "block-diagonal matrix of the companion matrices of its invariant factors f_1 | f_2 | ... | f_k (monic, "
        "each dividing the next), with an invertible P such that P^-1 A P = C (PARI's matfrobenius through "
        "passagemath). Unlike the Jordan form it needs no eigenvalues: every rational matrix has one over QQ. In "
        "VERIFY mode an independent checker confirms the factors are monic and each divides the next, C is "
        "exactly their companion blocks, det P != 0 (fraction-free elimination) and A P = P C in fractions, "
        "which makes C the unique rational canonical form of A."
    )
    tags = (
        "matrix",
        "rational-canonical-form",
        "frobenius-normal-form",
        "frobenius-form",
        "frobenius",
        "companion-matrix",
        "companion-matrices",
        "similarity",
        "similar-matrices",
        "block-diagonal",
        "similarity-transform",
        "normal-form",
        "canonical-form",
        "cyclic-decomposition",
        "linear-algebra",
        "exact",
    )
    verify_claims = ("MATRIX_RATIONAL_CANONICAL",)
    examples = (
        InvocationExample(
            title="diag(1, 1, 2): invariant factors x - 1 and (x - 1)(x - 2)",
            payload={"matrix": [[1, 0, 0], [0, 1, 0], [0, 0, 2]]},
            mode=Mode.VERIFY,
        ),
        InvocationExample(title="a rotation, with no rational eigenvalue", payload={"matrix": [[0, -1], [1, 0]]}),
    )
    relationships = (
        DeclaredRelationship(
            kind="RELATED_TO", target="matrix.normal_form.jordan", description="the Jordan form, over QQ's eigenvalues"
        ),
    )

    def answer(self, call: JobCall[SpectralRequest, None], data: dict[str, Any]) -> Interpretation:
        C, P, factors = data["form"], data["transform"], [list(f) for f in data["invariant_factors"]]
        claim = {"kind": "MATRIX_RATIONAL_CANONICAL", "form": C, "transform": P, "invariant_factors": factors}
        evidence = Evidence(claim, FORMAT, call.request.as_given(), {})
        polys = [PolynomialOutput(polynomial=text(f, "x"), coefficients=f) for f in factors]
        out = RationalCanonicalOutput(form=C, transform=P, invariant_factors=polys)
        basis = "P^-1 A P = C with C the companion blocks of the invariant factors"
        return answer(Conclusion.VALUE, out, basis, qualifiers=EXACT, evidence=evidence)


CAPABILITIES = (CharacteristicPolynomial(), MinimalPolynomial(), Eigen(), JordanForm(), RationalCanonicalForm())
