"""Spectral checker: characteristic and minimal polynomials and eigenspaces of a rational matrix, decided exactly.

``python -I -m jacobian.checkers.linalg.spectral_check``; format ``spectral-certificate/1``. The subject is the
caller's ``{"matrix": [[rational, ...], ...]}`` (square, read by the checkers' rational reader). Polynomials in
claims are coefficient lists from the constant term up, each a rational string. Claims:

- ``MATRIX_CHARPOLY {coefficients}``: equals det(xI - A) by Berkowitz's algorithm (:mod:`.charpoly`).
- ``MATRIX_MINPOLY {coefficients}``: monic of degree d, m(A) = 0 exactly, and I, A, ..., A^(d-1) linearly
  independent (so no nonzero polynomial of lower degree kills A: m is the minimal polynomial).
- ``MATRIX_EIGEN {eigenvalues: [{polynomial, algebraic_multiplicity, eigenvectors}]}``, certificate
  ``{minors: [{vector_rows, rank_rows, rank_cols}]}``: the eigenvalues of the class are the roots alpha of
  ``polynomial`` f; an eigenvector's entries are polynomials in alpha of degree < deg f. The checker confirms:
  prod f^k equals its own characteristic polynomial, every f monic, squarefree and coprime to the others (so
  each root of f has algebraic multiplicity exactly k); A v = t v modulo f for every vector (A v(alpha) = alpha
  v(alpha) at every root); the named g x g minor of the vectors has a determinant coprime to f (the vectors are
  independent at every root); the named (n - g) x (n - g) minor of A - tI has a determinant coprime to f
  (rank(A - alpha I) >= n - g, so the g vectors span the eigenspace). Irreducibility of f is not needed for
  any of this and is not checked: the statement holds for every root of f.
- ``MATRIX_JORDAN {jordan, transform}``: J in Jordan shape, P invertible and A P = P J exactly (:mod:`.jordan`).
- ``MATRIX_RATIONAL_CANONICAL {form, transform, invariant_factors}``: the factors monic, each dividing the next;
  C exactly their companion blocks; det P != 0 (own Bareiss) and A P = P C, which together make C the unique
  rational canonical form of A (:mod:`.frobenius`).

- ``GRAPH_SPECTRUM {coefficients, factors: [{polynomial, multiplicity}]}`` on the subject ``{"graph": {...},
  "matrix": "adjacency" | "laplacian"}``: the checker reads the graph itself (inline or graph6, the graph
  checkers' parser), builds the matrix (:mod:`.graph_matrix`), and confirms the coefficients equal its
  Berkowitz polynomial and that the factors are monic, squarefree, pairwise coprime and multiply back to it (so
  the eigenvalues are the factors' roots, each with its factor's multiplicity). Irreducibility over Q is not
  checked: the statement about roots and multiplicities holds whatever the factors' own factorization.

Every decision after the subject is read reports the model read (format ``rational-matrix``; for a graph, the
graph checkers' model: ``graph6`` or ``graph-json``).
"""

from __future__ import annotations

import hashlib
import json
from fractions import Fraction
from typing import Any

from ..entry import guarded, serve_check
from ..exact.rationals import BadRequest, fields, matrix, rational
from ..polynomial import univariate as U
from ..polynomial.poly import Field
from . import graph_matrix
from .charpoly import Matrix, charpoly, evaluate, powers_independent
from .frobenius import check_rational_canonical
from .jordan import check_jordan

FORMAT = "spectral-certificate/1"
READS = "rational-matrix"
CLAIMS = (
    "MATRIX_CHARPOLY",
    "MATRIX_MINPOLY",
    "MATRIX_EIGEN",
    "MATRIX_JORDAN",
    "MATRIX_RATIONAL_CANONICAL",
    "GRAPH_SPECTRUM",
)
MAX_DIM = 32
MAX_COEFF_BITS = 1 << 14
QQ = Field("QQ")


def coefficients(value: Any, where: str, max_length: int) -> U.Dense:
    if not isinstance(value, list) or not 1 <= len(value) <= max_length:
        raise BadRequest(f"{where} must be a list of 1..{max_length} rational coefficients")
    return U.trim([rational(c, f"{where}[{i}]", MAX_COEFF_BITS) for i, c in enumerate(value)], QQ)


def indices(value: Any, count: int, bound: int, where: str) -> list[int]:
    if (
        not isinstance(value, list)
        or len(value) != count
        or any(type(i) is not int or not 0 <= i < bound for i in value)
        or len(set(value)) != len(value)
    ):
        raise BadRequest(f"{where} must be {count} distinct indices in 0..{bound - 1}")
    return value


def poly_det(M: list[list[U.Dense]]) -> U.Dense:
    """The determinant of a matrix over Q[t] by Bareiss's fraction-free elimination (exact polynomial divisions)."""
    M = [list(r) for r in M]
    n, sign, prev = len(M), 1, [Fraction(1)]
    if n == 0:
        return [Fraction(1)]
    for k in range(n - 1):
        if not M[k][k]:
            swap = next((i for i in range(k + 1, n) if M[i][k]), None)
            if swap is None:
                return []
            M[k], M[swap], sign = M[swap], M[k], -sign
        for i in range(k + 1, n):
            for j in range(k + 1, n):
                num = U.add(U.mul(M[i][j], M[k][k], QQ), U.neg(U.mul(M[i][k], M[k][j], QQ), QQ), QQ)
                M[i][j] = U.divmod_(num, prev, QQ)[0]
        prev = M[k][k]
    return U.scale(M[n - 1][n - 1], sign, QQ)


def coprime(a: U.Dense, f: U.Dense) -> bool:
    return U.degree(U.gcd(a, f, QQ)) == 0


def model(A: Matrix) -> dict[str, Any]:
    canonical = [[str(x) for x in row] for row in A]
    text = json.dumps(canonical, sort_keys=True, separators=(",", ":"))
    digest = "sha256:" + hashlib.sha256(text.encode()).hexdigest()
    return {"format": READS, "summary": {"rows": len(A), "columns": len(A[0])}, "digest": digest}


def factorization_fault(pairs: list[tuple[U.Dense, int]], P: U.Dense, name: str) -> str | None:
    """Why prod f^k is not a factorization of P into monic, squarefree, pairwise coprime f (None when it is):
    then each root of f is a root of P of multiplicity exactly k, and P has no other roots."""
    product: U.Dense = [Fraction(1)]
    for i, (f, k) in enumerate(pairs):
        if U.degree(f) < 1 or f[-1] != 1:
            return f"{name} {i}: its polynomial is not monic of degree >= 1"
        if not coprime(U.derivative(f, QQ), f):
            return f"{name} {i}: its polynomial is not squarefree"
        for j in range(i):
            if not coprime(pairs[j][0], f):
                return f"{name}s {j} and {i} share a root"
        for _ in range(k):
            product = U.mul(product, f, QQ)
    if product != P:
        return "prod f^k differs from the characteristic polynomial (Berkowitz)"
    return None


def check_graph(A: Matrix, P: U.Dense, claim: dict[str, Any]) -> tuple[bool, str]:
    """GRAPH_SPECTRUM: the coefficients equal det(xI - M) and the factors multiply back to it."""
    n = len(A)
    m = coefficients(claim.get("coefficients"), "claim.coefficients", n + 1)
    if m != P:
        return False, "the coefficients differ from det(xI - M) of the checker's own matrix (Berkowitz)"
    factors = claim.get("factors")
    if not isinstance(factors, list) or not 1 <= len(factors) <= max(n, 1):
        raise BadRequest(f"claim.factors must be a list of 1..{max(n, 1)} factors")
    pairs = []
    for i, c in enumerate(factors):
        c = fields(c, {"polynomial", "multiplicity"}, f"claim.factors[{i}]")
        k = c.get("multiplicity")
        if type(k) is not int or not 1 <= k <= n:
            raise BadRequest(f"claim.factors[{i}].multiplicity must be in 1..{n}")
        pairs.append((coefficients(c.get("polynomial"), f"claim.factors[{i}].polynomial", n + 1), k))
    fault = factorization_fault(pairs, P, "factor")
    if fault is not None:
        return False, fault
    return True, (
        "equals det(xI - M) by Berkowitz's algorithm on the checker's own matrix of the graph; the factors are "
        "monic, squarefree, pairwise coprime and multiply back to it (each root's multiplicity is its factor's power)"
    )


def check_eigen(A: Matrix, P: U.Dense, claim: dict[str, Any], cert: dict[str, Any]) -> tuple[bool, str]:
    n = len(A)
    classes = claim.get("eigenvalues")
    minors = cert.get("minors")
    if not isinstance(classes, list) or not isinstance(minors, list) or len(classes) != len(minors) or len(classes) > n:
        raise BadRequest("claim.eigenvalues and certificate.minors must be lists of equal length, at most n")
    parsed = []
    for i, c in enumerate(classes):
        c = fields(c, {"polynomial", "algebraic_multiplicity", "eigenvectors"}, f"claim.eigenvalues[{i}]")
        f = coefficients(c.get("polynomial"), f"claim.eigenvalues[{i}].polynomial", n + 1)
        k = c.get("algebraic_multiplicity")
        if type(k) is not int or not 1 <= k <= n:
            raise BadRequest(f"claim.eigenvalues[{i}].algebraic_multiplicity must be in 1..{n}")
        vs = c.get("eigenvectors")
        if not isinstance(vs, list) or not 1 <= len(vs) <= n:
            raise BadRequest(f"claim.eigenvalues[{i}].eigenvectors must be a list of 1..{n} vectors")
        d = max(U.degree(f), 1)
        vectors = []
        for j, v in enumerate(vs):
            where = f"claim.eigenvalues[{i}].eigenvectors[{j}]"
            if not isinstance(v, list) or len(v) != n:
                raise BadRequest(f"{where} must have {n} entries")
            vectors.append([coefficients(e, f"{where}[{r}]", d) for r, e in enumerate(v)])
        parsed.append((f, k, vectors, fields(minors[i], {"vector_rows", "rank_rows", "rank_cols"}, f"minors[{i}]")))
    fault = factorization_fault([(f, k) for f, k, _, _ in parsed], P, "eigenvalue class")
    if fault is not None:
        return False, fault
    t = [Fraction(0), Fraction(1)]
    for i, (f, _, vectors, minor) in enumerate(parsed):
        g = len(vectors)
        for j, v in enumerate(vectors):
            for r in range(n):
                Av: U.Dense = []
                for c in range(n):
                    Av = U.add(Av, U.scale(v[c], A[r][c], QQ), QQ)
                if U.divmod_(U.add(Av, U.neg(U.mul(t, v[r], QQ), QQ), QQ), f, QQ)[1]:
                    return False, f"eigenvalue class {i}, vector {j}: (A v)[{r}] differs from t v[{r}] modulo f"
        rows = indices(minor.get("vector_rows"), g, n, f"certificate.minors[{i}].vector_rows")
        if not coprime(poly_det([[vectors[j][r] for j in range(g)] for r in rows]), f):
            return False, f"eigenvalue class {i}: the named minor of the vectors vanishes at a root (not independent)"
        rr = indices(minor.get("rank_rows"), n - g, n, f"certificate.minors[{i}].rank_rows")
        rc = indices(minor.get("rank_cols"), n - g, n, f"certificate.minors[{i}].rank_cols")
        shifted = [[U.add([A[r][c]], U.neg(t, QQ) if r == c else [], QQ) for c in rc] for r in rr]
        if not coprime(poly_det(shifted), f):
            return (
                False,
                f"eigenvalue class {i}: the named minor of A - tI vanishes at a root (the vectors may not span)",
            )
    return (
        True,
        "prod f^k is the characteristic polynomial; each class's vectors are a basis of its eigenspace at every root",
    )


def decide(claim: dict[str, Any], A: Matrix, cert: dict[str, Any]) -> tuple[bool, str]:
    kind = claim["kind"]
    if kind == "MATRIX_JORDAN":
        return check_jordan(A, claim)
    if kind == "MATRIX_RATIONAL_CANONICAL":
        return check_rational_canonical(A, claim)
    P = U.trim(charpoly(A), QQ)
    if kind == "MATRIX_EIGEN":
        return check_eigen(A, P, claim, cert)
    m = coefficients(claim.get("coefficients"), "claim.coefficients", len(A) + 1)
    if kind == "MATRIX_CHARPOLY":
        ok = m == P
        return ok, "equals det(xI - A) by Berkowitz's algorithm" if ok else "differs from det(xI - A) (Berkowitz)"
    if not m or m[-1] != 1:
        return False, "the claimed minimal polynomial is not monic"
    if any(any(row) for row in evaluate(m, A)):
        return False, "m(A) is not zero"
    if not powers_independent(A, U.degree(m)):
        return False, f"I, A, ..., A^{U.degree(m) - 1} are dependent: a polynomial of lower degree kills A"
    return True, "m(A) = 0 and I, A, ..., A^(d-1) are independent: the minimal polynomial"


def check_spectrum(payload: dict[str, Any]) -> dict[str, Any]:
    """GRAPH_SPECTRUM on ``{"graph": ..., "matrix": "adjacency" | "laplacian"}``: the checker reads the graph and
    builds the matrix itself (:mod:`.graph_matrix`)."""
    read: dict[str, Any] = {}
    try:
        claim = fields(payload.get("claim"), {"kind", "coefficients", "factors"}, "claim")
        subject = fields(payload.get("subject"), {"graph", "matrix"}, "subject")
        if payload.get("certificate", {}) != {}:
            raise BadRequest("certificate must be empty: the checker computes the polynomial itself")
        graph = graph_matrix.read(subject.get("graph"), "subject.graph")
        read = {"model": graph_matrix.model(graph, subject.get("graph"))}
        if not 1 <= graph.order <= MAX_DIM:
            raise BadRequest(f"the graph must have 1..{MAX_DIM} vertices")
        A = graph_matrix.matrix_of(graph, subject.get("matrix", "adjacency"))
        accepted, reason = check_graph(A, U.trim(charpoly(A), QQ), claim)
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}, **read}
    return {"accepted": accepted, "reason": reason, "checked": {"claim": "GRAPH_SPECTRUM"}, **read}


def check(payload: dict[str, Any]) -> dict[str, Any]:
    given = payload.get("claim")
    if isinstance(given, dict) and given.get("kind") == "GRAPH_SPECTRUM":
        return check_spectrum(payload)
    read: dict[str, Any] = {}
    try:
        allowed = {"kind", "coefficients", "eigenvalues", "jordan", "transform", "form", "invariant_factors"}
        claim = fields(given, allowed, "claim")
        if claim.get("kind") not in CLAIMS:
            raise BadRequest(f"claim kind {claim.get('kind')!r} is not checked here")
        subject = fields(payload.get("subject"), {"matrix"}, "subject")
        cert = fields(payload.get("certificate", {}), {"minors"}, "certificate")
        A = matrix(subject.get("matrix"), "subject.matrix")
        if len(A) != len(A[0]) or len(A) > MAX_DIM:
            raise BadRequest(f"subject.matrix must be square, at most {MAX_DIM} x {MAX_DIM}")
        read = {"model": model(A)}
        accepted, reason = decide(claim, A, cert)
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}, **read}
    return {"accepted": accepted, "reason": reason, "checked": {"claim": claim["kind"]}, **read}


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
