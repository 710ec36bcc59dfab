"""The Jordan form claim of the spectral checker: P^-1 A P = J over QQ, checked exactly in fractions.

``MATRIX_JORDAN {jordan: J, transform: P}`` (both n x n rational matrices, read by the checkers' rational
reader) is accepted when J has Jordan shape (zero off the diagonal and superdiagonal; a superdiagonal entry
is 0 or 1, and 1 only between equal diagonal entries), P is invertible (the checker's own rank by Gaussian
elimination, :func:`.charpoly.rank`) and A P = P J exactly. Then J is similar to A and in Jordan form, which by
the uniqueness of the Jordan form (up to the order of the blocks) makes it A's Jordan form. Eigenvalues outside
QQ are not claimed here: the producer refuses such a matrix.
"""

from __future__ import annotations

from typing import Any

from ..exact.rationals import matrix
from .charpoly import Matrix, matmul, rank


def jordan_shape(J: Matrix) -> str | None:
    """None when J is in Jordan form, else where it is not."""
    n = len(J)
    for i in range(n):
        for j in range(n):
            if j in (i, i + 1) or not J[i][j]:
                continue
            return f"J[{i}][{j}] is nonzero off the diagonal and superdiagonal"
        if i + 1 < n and J[i][i + 1] not in (0, 1):
            return f"J[{i}][{i + 1}] is neither 0 nor 1"
        if i + 1 < n and J[i][i + 1] == 1 and J[i][i] != J[i + 1][i + 1]:
            return f"J[{i}][{i + 1}] = 1 joins different eigenvalues"
    return None


def check_jordan(A: Matrix, claim: dict[str, Any]) -> tuple[bool, str]:
    n = len(A)
    J = matrix(claim.get("jordan"), "claim.jordan", shape=(n, n))
    P = matrix(claim.get("transform"), "claim.transform", shape=(n, n))
    why = jordan_shape(J)
    if why is not None:
        return False, f"the claimed J is not a Jordan matrix: {why}"
    if rank([list(r) for r in P]) != n:
        return False, "the transform P is singular"
    if matmul(A, P) != matmul(P, J):
        return False, "A P differs from P J: P^-1 A P is not the claimed J"
    return True, "J has Jordan shape, P is invertible and A P = P J exactly: J is the Jordan form of A"
