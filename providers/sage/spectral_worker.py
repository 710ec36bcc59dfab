"""The spectral operations of the Sage worker: characteristic and minimal polynomials (FLINT's, through Sage's
rational matrices) and eigenspaces over the number field of each irreducible factor (PARI's number fields).

Imported by :mod:`.worker`, which has already loaded passagemath. Matrices arrive as the caller's rational strings
(validated before any job); polynomials leave as coefficient lists from the constant term up, rational strings.
Each eigenvalue class is an irreducible factor f of the characteristic polynomial with its multiplicity, a
basis of the kernel of A - a I over Q(a) = Q[t]/(f) (entries as coefficient lists in a), and the minors that
show the basis independent and complete: rows of the vectors and rows and columns of A - a I whose minors are
nonsingular (independent rows and independent columns of a matrix of rank r meet in a nonsingular r x r minor).
"""

from __future__ import annotations

from typing import Any


def _matrix(payload: dict[str, Any]) -> Any:
    from sage.matrix.constructor import matrix
    from sage.rings.rational_field import QQ

    return matrix(QQ, [[QQ(str(x)) for x in row] for row in payload["matrix"]])


def _coefficients(p: Any) -> list[str]:
    return [str(c) for c in p.list()]


def op_charpoly(payload: dict[str, Any]) -> dict[str, Any]:
    return {"coefficients": _coefficients(_matrix(payload).charpoly())}


def op_minpoly(payload: dict[str, Any]) -> dict[str, Any]:
    return {"coefficients": _coefficients(_matrix(payload).minpoly())}


def _element(e: Any, degree: int) -> list[str]:
    coefficients = list(e.list()) if degree > 1 else [e]
    while len(coefficients) > 1 and coefficients[-1] == 0:
        coefficients.pop()
    return [str(c) for c in coefficients]


def op_eigen(payload: dict[str, Any]) -> dict[str, Any]:
    from sage.matrix.constructor import identity_matrix
    from sage.rings.number_field.number_field import NumberField

    A = _matrix(payload)
    n = A.nrows()
    classes = []
    for f, k in A.charpoly().factor():
        d = f.degree()
        if d == 1:
            K, a = A.base_ring(), -f[0]
        else:
            K = NumberField(f, "a")
            a = K.gen()
        M = A.change_ring(K) - a * identity_matrix(K, n)
        basis = M.right_kernel_matrix()  # rows: a basis of the eigenspace
        V = basis.transpose()
        classes.append(
            {
                "polynomial": _coefficients(f),
                "algebraic_multiplicity": int(k),
                "eigenvectors": [[_element(e, d) for e in row] for row in basis.rows()],
                "minors": {
                    "vector_rows": [int(i) for i in V.pivot_rows()],
                    "rank_rows": [int(i) for i in M.pivot_rows()],
                    "rank_cols": [int(i) for i in M.pivots()],
                },
            }
        )
    return {"eigenvalues": classes}


def op_jordan(payload: dict[str, Any]) -> dict[str, Any]:
    """J and P with P^-1 A P = J (Sage's ``jordan_form(transformation=True)``), for a matrix whose eigenvalues
    are all rational; otherwise an INPUT error naming the irreducible factor that has no rational root."""
    from jacobian.wire import WorkerError

    A = _matrix(payload)
    for f, _ in A.charpoly().factor():
        if f.degree() > 1:
            raise WorkerError(
                "INPUT",
                f"the eigenvalues are not all rational (the characteristic polynomial has the factor {f}); "
                "Jordan forms over number fields are not served yet",
                path="$.payload.matrix",
            )
    J, P = A.jordan_form(transformation=True)
    if P.inverse() * A * P != J:
        raise WorkerError("BACKEND", "jordan_form returned a transform that does not conjugate A to J")
    return {
        "jordan": [[str(x) for x in row] for row in J.rows()],
        "transform": [[str(x) for x in row] for row in P.rows()],
    }


def op_rational_canonical(payload: dict[str, Any]) -> dict[str, Any]:
    """C, P with P^-1 A P = C and the invariant factors f_1 | ... | f_k, from PARI's ``matfrobenius(A, 2)``
    (which gives F and B with B A B^-1 = F, blocks largest factor first): P = B^-1, blocks reordered smallest
    first by a permutation of the basis."""
    from sage.libs.pari import pari
    from sage.matrix.constructor import matrix
    from sage.rings.rational_field import QQ

    from jacobian.wire import WorkerError

    A = _matrix(payload)
    F, B = pari(A).matfrobenius(2)
    factors = [[str(QQ(c)) for c in f.Vecrev()] for f in pari(A).matfrobenius(1)]
    F, P = matrix(QQ, F.sage()), matrix(QQ, B.sage()).inverse()
    starts, at = [], 0
    for f in factors:
        starts.append(range(at, at + len(f) - 1))
        at += len(f) - 1
    order = [i for block in reversed(starts) for i in block]
    C, P = F.matrix_from_rows_and_columns(order, order), P.matrix_from_columns(order)
    if P.inverse() * A * P != C:
        raise WorkerError("BACKEND", "matfrobenius returned a transform that does not conjugate A to its form")
    return {
        "form": [[str(x) for x in row] for row in C.rows()],
        "transform": [[str(x) for x in row] for row in P.rows()],
        "invariant_factors": factors[::-1],
    }


OPS = {
    "spec_charpoly": op_charpoly,
    "spec_minpoly": op_minpoly,
    "spec_eigen": op_eigen,
    "spec_jordan": op_jordan,
    "spec_rational_canonical": op_rational_canonical,
}
