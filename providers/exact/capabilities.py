"""Exact linear algebra over Q (FLINT) and exact-certified linear programming (HiGHS + FLINT).

Imports no backend: only the pure models of this package. Each definition plans a worker job
from the validated request and turns the worker's exact answer into typed output and evidence
whose subject is the request as the caller wrote it (the checkers parse it themselves).
"""

from __future__ import annotations

from abc import abstractmethod
from typing import Any, ClassVar, NamedTuple, TypeVar

from jacobian.capability import Evidence, Interpretation, JobCall, Output, WorkerCapability, answer
from jacobian.contracts.descriptor import InvocationExample
from jacobian.contracts.enums import Completeness, Conclusion, Mode, Qualifier

from .lp_capability import LinearProgramSolve
from .mip_capability import IntegerProgramSolve
from .models import (
    DeterminantOutput,
    EnclosureOutput,
    EnclosureRequest,
    HermiteOutput,
    IntegerMatrixRequest,
    InverseOutput,
    MatrixRequest,
    NullspaceOutput,
    RankOutput,
    SmithOutput,
    SolveOutput,
    SolveRequest,
    SquareMatrixRequest,
)

MATRIX_FORMAT = "exact-rational/1"
EXACT = (Qualifier.EXACT, Qualifier.DETERMINISTIC)
HILBERT3 = [["1", "1/2", "1/3"], ["1/2", "1/3", "1/4"], ["1/3", "1/4", "1/5"]]


Req = TypeVar("Req", bound=MatrixRequest)
Out = TypeVar("Out", bound=Output)


class Reading(NamedTuple):
    """An exact answer of the worker: conclusion, output, the claim it makes and its certificate, and why."""

    conclusion: Conclusion
    output: Output
    claim: dict[str, Any]
    certificate: dict[str, Any]
    basis: str


class _Linalg(WorkerCapability[Req, Out, None]):
    """Exact linear algebra: the matrix goes to the FLINT worker as given; every answer is complete and
    exact, with evidence whose subject is the request as written (the checker reads it itself)."""

    domain: ClassVar[str] = "linear_algebra"
    family: ClassVar[str] = "linalg"
    modes: ClassVar[tuple[Mode, ...]] = (Mode.EXPLORE, Mode.VERIFY)
    conclusions: ClassVar[tuple[Conclusion, ...]] = (Conclusion.VALUE,)
    certificate_format: ClassVar[str] = MATRIX_FORMAT

    def fields(self, call: JobCall[Req, None]) -> dict[str, Any]:
        return call.request.as_given()

    def answer(self, call: JobCall[Req, None], data: dict[str, Any]) -> Interpretation:
        got = self.read(call.request, data)
        evidence = Evidence(got.claim, self.certificate_format, call.request.as_given(), got.certificate)
        return answer(got.conclusion, got.output, got.basis, qualifiers=EXACT, evidence=evidence)

    @abstractmethod
    def read(self, request: Req, data: dict[str, Any]) -> Reading:
        """The worker's data as the answer, its claim and certificate."""


class MatrixRank(_Linalg[MatrixRequest, RankOutput]):
    id = "matrix.rank"
    title = "Exact rank of a rational matrix"
    description = (
        'The exact rank of a matrix over Q (entries "3/7", "-2"), by FLINT. The certificate is a '
        "nonzero r x r minor (its rows and columns: rank >= r) and n - r independent kernel vectors "
        "(rank <= r); VERIFY replays both in rational arithmetic."
    )
    tags = ("matrix", "rank", "linear-algebra", "exact", "rational", "flint", "column-space", "row-space")
    verify_claims = ("MATRIX_RANK",)
    op = "rank"
    examples = (
        InvocationExample(
            title="A rank-2 3x3 matrix",
            payload={"matrix": [["1", "2", "3"], ["4", "5", "6"], ["7", "8", "9"]]},
            mode=Mode.VERIFY,
        ),
    )

    def read(self, request: MatrixRequest, data: dict[str, Any]) -> Reading:
        m, n = request.shape()
        cert = {"rows": data["rows"], "cols": data["cols"], "kernel": data["kernel"]}
        return Reading(
            Conclusion.VALUE,
            RankOutput(rank=data["rank"], rows=m, cols=n),
            {"kind": "MATRIX_RANK", "rank": data["rank"]},
            cert,
            "the exact rank of exactly the given matrix",
        )


class MatrixNullspace(_Linalg[MatrixRequest, NullspaceOutput]):
    id = "matrix.nullspace"
    title = "Exact kernel (null space) basis of a rational matrix"
    description = (
        "A basis of {v : A v = 0} over Q, by FLINT's reduced row echelon form. VERIFY checks each vector is "
        "in the kernel, that they are independent, and that there are n - rank of them (rank shown by a "
        "nonzero minor)."
    )
    tags = ("matrix", "nullspace", "kernel", "null-space", "basis", "linear-algebra", "exact", "rational", "flint")
    verify_claims = ("MATRIX_NULLSPACE",)
    op = "nullspace"
    examples = (
        InvocationExample(title="Kernel of a 2x3 matrix", payload={"matrix": [["1", "2", "3"], ["2", "4", "6"]]}),
    )

    def read(self, request: MatrixRequest, data: dict[str, Any]) -> Reading:
        out = NullspaceOutput(dimension=len(data["kernel"]), basis=data["kernel"])
        return Reading(
            Conclusion.VALUE,
            out,
            {"kind": "MATRIX_NULLSPACE", "basis": data["kernel"]},
            {"rows": data["rows"], "cols": data["cols"]},
            "a basis of the whole kernel of exactly the given matrix",
        )


class MatrixDeterminant(_Linalg[SquareMatrixRequest, DeterminantOutput]):
    id = "matrix.determinant"
    title = "Exact determinant of a rational matrix"
    description = (
        "The exact determinant of a square matrix over Q, by FLINT. VERIFY recomputes it independently by "
        "fraction-free (Bareiss) elimination in Python's integers."
    )
    tags = ("matrix", "determinant", "det", "linear-algebra", "exact", "rational", "flint", "bareiss")
    verify_claims = ("MATRIX_DETERMINANT",)
    op = "determinant"
    examples = (
        InvocationExample(
            title="Determinant of the 3x3 Hilbert matrix (1/2160)", payload={"matrix": HILBERT3}, mode=Mode.VERIFY
        ),
    )

    def read(self, request: MatrixRequest, data: dict[str, Any]) -> Reading:
        det = data["determinant"]
        return Reading(
            Conclusion.VALUE,
            DeterminantOutput(determinant=det),
            {"kind": "MATRIX_DETERMINANT", "determinant": det},
            {},
            "the exact determinant of exactly the given matrix",
        )


class MatrixInverse(_Linalg[SquareMatrixRequest, InverseOutput]):
    id = "matrix.inverse"
    title = "Exact inverse of a rational matrix (or a proof it is singular)"
    description = (
        "The exact inverse B of a square matrix over Q (VERIFY checks A B = I), or, when A is singular, a "
        "nonzero kernel vector v with A v = 0 (VERIFY checks it)."
    )
    tags = ("matrix", "inverse", "invert", "singular", "linear-algebra", "exact", "rational", "flint")
    verify_claims = ("MATRIX_INVERSE", "MATRIX_SINGULAR")
    op = "inverse"
    examples = (
        InvocationExample(title="Inverse of the 3x3 Hilbert matrix", payload={"matrix": HILBERT3}, mode=Mode.VERIFY),
    )

    def read(self, request: MatrixRequest, data: dict[str, Any]) -> Reading:
        if data["invertible"]:
            inv = data["inverse"]
            return Reading(
                Conclusion.VALUE,
                InverseOutput(invertible=True, inverse=inv),
                {"kind": "MATRIX_INVERSE", "inverse": inv},
                {},
                "the exact inverse of exactly the given matrix",
            )
        v = data["kernel_vector"]
        return Reading(
            Conclusion.VALUE,
            InverseOutput(invertible=False, kernel_vector=v),
            {"kind": "MATRIX_SINGULAR"},
            {"kernel_vector": v},
            "the matrix is singular: a nonzero kernel vector is given",
        )


class LinearSystemSolve(_Linalg[SolveRequest, SolveOutput]):
    id = "linear.system.solve"
    title = "Solve A x = b exactly over Q (or prove it has no solution)"
    description = (
        "One exact solution x of A x = b over Q, or, when there is none, a Farkas-type certificate y with "
        "y A = 0 and y b != 0. VERIFY checks A x = b (or y A = 0, y b != 0) in rational arithmetic."
    )
    tags = (
        "linear-system",
        "solve",
        "equations",
        "linear-algebra",
        "exact",
        "rational",
        "flint",
        "inconsistent",
        "farkas",
        "certificate",
    )
    conclusions = (Conclusion.TRUE, Conclusion.FALSE)
    verify_claims = ("LINEAR_SYSTEM_SOLUTION", "LINEAR_SYSTEM_INCONSISTENT")
    op = "solve"
    examples = (
        InvocationExample(
            title="An inconsistent 2x2 system",
            payload={"matrix": [["1", "2"], ["2", "4"]], "rhs": ["1", "3"]},
            mode=Mode.VERIFY,
        ),
    )

    def read(self, request: SolveRequest, data: dict[str, Any]) -> Reading:
        kd = data["kernel_dimension"]
        if data["consistent"]:
            x = data["solution"]
            return Reading(
                Conclusion.TRUE,
                SolveOutput(consistent=True, solution=x, kernel_dimension=kd),
                {"kind": "LINEAR_SYSTEM_SOLUTION", "solution": x},
                {},
                "A x = b has the given exact solution",
            )
        y = data["farkas"]
        return Reading(
            Conclusion.FALSE,
            SolveOutput(consistent=False, farkas=y, kernel_dimension=kd),
            {"kind": "LINEAR_SYSTEM_INCONSISTENT"},
            {"y": y},
            "A x = b has no solution over Q: y A = 0, y b != 0",
        )


NF_TAGS = ("matrix", "integer", "unimodular", "lattice", "linear-algebra", "exact", "flint")


class _NormalForm(_Linalg[IntegerMatrixRequest, Out]):
    certificate_format = "integer-normal-form/1"


class HermiteNormalForm(_NormalForm[HermiteOutput]):
    id = "matrix.normal_form.hermite"
    title = "Hermite normal form of an integer matrix, with its unimodular transform"
    description = (
        "H = U A in row Hermite normal form (echelon, positive pivots, entries above a pivot reduced into "
        "[0, pivot)) with U unimodular, by FLINT (U from the HNF of [A | I]). VERIFY checks U A = H, det U = +-1 "
        "by its own elimination, and H's shape: together they make H the unique HNF of A."
    )
    tags = (*NF_TAGS, "hermite", "hnf", "normal-form", "echelon", "row-lattice")
    verify_claims = ("MATRIX_HERMITE_FORM",)
    op = "hermite"
    examples = (
        InvocationExample(
            title="HNF of a 3x3 integer matrix",
            payload={"matrix": [["2", "4", "4"], ["-6", "6", "12"], ["10", "-4", "-16"]]},
            mode=Mode.VERIFY,
        ),
    )

    def read(self, request: MatrixRequest, data: dict[str, Any]) -> Reading:
        out = HermiteOutput(hermite=data["hermite"], left=data["left"], rank=data["rank"])
        return Reading(
            Conclusion.VALUE,
            out,
            {"kind": "MATRIX_HERMITE_FORM", "hermite": data["hermite"]},
            {"left": data["left"]},
            "the Hermite normal form of exactly the given matrix, with U A = H",
        )


class SmithNormalForm(_NormalForm[SmithOutput]):
    id = "matrix.normal_form.smith"
    title = "Smith normal form of an integer matrix, with unimodular transforms (invariant factors, torsion)"
    description = (
        "S = U A V diagonal with d_1 | d_2 | ... (then zeros) and U, V unimodular: the invariant factors of A, "
        "e.g. the torsion of a homology group from a boundary matrix. FLINT's form, transforms by an elimination "
        "that tracks them. VERIFY checks U A V = S, det U, det V = +-1 and the divisibility chain."
    )
    tags = (*NF_TAGS, "smith", "snf", "normal-form", "invariant-factors", "torsion", "homology")
    verify_claims = ("MATRIX_SMITH_FORM",)
    op = "smith"
    examples = (
        InvocationExample(
            title="SNF of a 3x3 integer matrix: diag(2, 6, 12)",
            payload={"matrix": [["2", "4", "4"], ["-6", "6", "12"], ["10", "-4", "-16"]]},
            mode=Mode.VERIFY,
        ),
    )

    def read(self, request: MatrixRequest, data: dict[str, Any]) -> Reading:
        out = SmithOutput(smith=data["smith"], left=data["left"], right=data["right"], invariants=data["invariants"])
        return Reading(
            Conclusion.VALUE,
            out,
            {"kind": "MATRIX_SMITH_FORM", "smith": data["smith"]},
            {"left": data["left"], "right": data["right"]},
            "the Smith normal form of exactly the given matrix, with U A V = S",
        )


class IntervalEnclosure(WorkerCapability[EnclosureRequest, EnclosureOutput, None]):
    id = "interval.enclosure"
    title = "Rigorous enclosure of a real expression at a point or over a box (ball arithmetic)"
    description = (
        "An interval [lower, upper] with exact rational ends that contains the value of a real expression "
        "(rationals, + - * /, integer powers, sqrt, exp, log, sin, cos, pi) at a point, or every value over a box "
        "of rational intervals, by FLINT's arb ball arithmetic. VERIFY re-evaluates with mpmath's interval "
        "arithmetic at a higher precision (bisecting a box) and checks containment."
    )
    tags = (
        "interval",
        "interval-arithmetic",
        "ball-arithmetic",
        "enclosure",
        "rigorous",
        "numerics",
        "error-bound",
        "range",
        "arb",
        "flint",
        "real",
    )
    domain = "analysis"
    family = "linalg"
    modes = (Mode.EXPLORE, Mode.VERIFY)
    conclusions = (Conclusion.VALUE, Conclusion.UNKNOWN)
    verify_claims = ("INTERVAL_ENCLOSURE",)
    op = "enclosure"
    examples = (
        InvocationExample(title="sin(10^10), rigorously", payload={"expression": "sin(10^10)"}, mode=Mode.VERIFY),
    )

    def fields(self, call: JobCall[EnclosureRequest, None]) -> dict[str, Any]:
        return {**call.request.as_given(), "precision_bits": call.request.precision_bits}

    def answer(self, call: JobCall[EnclosureRequest, None], data: dict[str, Any]) -> Interpretation:
        request = call.request
        out = EnclosureOutput(
            defined=data["defined"],
            lower=data.get("lower"),
            upper=data.get("upper"),
            ball=data.get("ball"),
            precision_bits=request.precision_bits,
        )
        if not data["defined"]:
            why = "arb's ball is not finite: the expression may be undefined on the box (or too large)"
            return answer(Conclusion.UNKNOWN, out, why, completeness=Completeness.UNKNOWN, qualifiers=())
        claim = {"kind": "INTERVAL_ENCLOSURE", "lower": data["lower"], "upper": data["upper"]}
        evidence = Evidence(claim, "interval-enclosure/1", request.as_given(), {})
        basis = "an enclosure by ball arithmetic with outward rounding"
        return answer(
            Conclusion.VALUE, out, basis, qualifiers=(Qualifier.BOUNDED, Qualifier.DETERMINISTIC), evidence=evidence
        )


CAPABILITIES = (
    MatrixRank(),
    MatrixNullspace(),
    MatrixDeterminant(),
    MatrixInverse(),
    LinearSystemSolve(),
    LinearProgramSolve(),
    IntegerProgramSolve(),
    HermiteNormalForm(),
    SmithNormalForm(),
    IntervalEnclosure(),
)
