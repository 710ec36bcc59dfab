"""The rational canonical (Frobenius) form claim of the spectral checker: P^-1 A P = C over QQ, checked exactly.

``MATRIX_RATIONAL_CANONICAL {form: C, transform: P, invariant_factors: [f_1, ..., f_k]}`` (C and P n x n
rational matrices read by the checkers' rational reader; each f_i a coefficient list from the constant term up)
is accepted when

1. every f_i is monic of degree >= 1, f_i divides f_(i+1) (the checker's own division over QQ) and the degrees
   sum to n;
2. C is exactly the block-diagonal matrix of the companion matrices of f_1, ..., f_k in that order, top left
   first (the companion matrix of x^d + c_(d-1) x^(d-1) + ... + c_0: ones on the subdiagonal, -c_0, ...,
   -c_(d-1) down the last column, zero elsewhere), built here from the f_i and compared entry by entry;
3. det P != 0, by the checker's own fraction-free (Bareiss) elimination over the integers, and A P = P C exactly.

Why these prove that C is THE rational canonical form of A (not only a matrix similar to A): by 3, C is similar
to A. xI - companion(f) is equivalent over Q[x] to diag(1, ..., 1, f), so xI - C is equivalent to
diag(1, ..., 1, f_1, ..., f_k); with f_1 | f_2 | ... | f_k (1) that diagonal is a Smith normal form, and the
Smith form is unique, so f_1, ..., f_k are the invariant factors of C, hence of A (similar matrices have
equivalent characteristic matrices). The form is determined by its invariant factors (2), so C is the unique
rational canonical form of A. A block-diagonal companion matrix whose polynomials do not divide one another (the
"Jordan-like" split diag(1, 1, 2) = companion(x - 1) + companion(x - 1) + companion(x - 2)) is similar to A
but not its canonical form, and is rejected at 1.
"""

from __future__ import annotations

from fractions import Fraction
from math import lcm
from typing import Any

from ..exact.rationals import MAX_CERT_BITS, BadRequest, matrix, rational
from ..polynomial import univariate as U
from ..polynomial.poly import Field
from .charpoly import Matrix, matmul

QQ = Field("QQ")


def companion_blocks(factors: list[U.Dense], n: int) -> Matrix:
    """The block-diagonal matrix of the companion matrices of the monic ``factors``, in order."""
    C = [[Fraction(0)] * n for _ in range(n)]
    start = 0
    for f in factors:
        d = U.degree(f)
        for i in range(d):
            if i > 0:
                C[start + i][start + i - 1] = Fraction(1)
            C[start + i][start + d - 1] = -f[i]
        start += d
    return C


def determinant_nonzero(M: Matrix) -> bool:
    """det M != 0, by Bareiss's fraction-free elimination on the integer matrix whose rows are M's rows times
    the lcm of their denominators (a nonzero factor per row: the determinant's vanishing is unchanged)."""
    rows = []
    for r in M:
        m = lcm(*(x.denominator for x in r))
        rows.append([int(x * m) for x in r])
    n, prev = len(rows), 1
    for k in range(n):
        pivot = next((i for i in range(k, n) if rows[i][k]), None)
        if pivot is None:
            return False
        rows[k], rows[pivot] = rows[pivot], rows[k]
        for i in range(k + 1, n):
            for j in range(k + 1, n):
                rows[i][j] = (rows[i][j] * rows[k][k] - rows[i][k] * rows[k][j]) // prev  # exact (Sylvester)
            rows[i][k] = 0
        prev = rows[k][k]
    return True


def read_factors(value: Any, n: int) -> list[U.Dense]:
    if not isinstance(value, list) or not 1 <= len(value) <= n:
        raise BadRequest(f"claim.invariant_factors must be a list of 1..{n} polynomials")
    out = []
    for i, f in enumerate(value):
        where = f"claim.invariant_factors[{i}]"
        if not isinstance(f, list) or not 2 <= len(f) <= n + 1:
            raise BadRequest(f"{where} must be a list of 2..{n + 1} rational coefficients, the constant term first")
        out.append(U.trim([rational(c, f"{where}[{j}]", MAX_CERT_BITS) for j, c in enumerate(f)], QQ))
    return out


def factors_fault(factors: list[U.Dense], n: int) -> str | None:
    """Why f_1 | f_2 | ... | f_k, monic, degrees summing to n, fails (None when it holds)."""
    for i, f in enumerate(factors):
        if U.degree(f) < 1 or f[-1] != 1:
            return f"invariant factor {i} is not monic of degree >= 1"
    for i in range(len(factors) - 1):
        if U.divmod_(factors[i + 1], factors[i], QQ)[1]:
            return (
                f"invariant factor {i} does not divide invariant factor {i + 1}: a block-diagonal companion matrix "
                "that is not the canonical form"
            )
    total = sum(U.degree(f) for f in factors)
    if total != n:
        return f"the invariant factors' degrees sum to {total}, not {n}"
    return None


def check_rational_canonical(A: Matrix, claim: dict[str, Any]) -> tuple[bool, str]:
    n = len(A)
    C = matrix(claim.get("form"), "claim.form", MAX_CERT_BITS, shape=(n, n))
    P = matrix(claim.get("transform"), "claim.transform", MAX_CERT_BITS, shape=(n, n))
    factors = read_factors(claim.get("invariant_factors"), n)
    why = factors_fault(factors, n)
    if why is not None:
        return False, why
    if C != companion_blocks(factors, n):
        return False, "the claimed C is not the block-diagonal matrix of the invariant factors' companion matrices"
    if not determinant_nonzero(P):
        return False, "the transform P is singular (det P = 0 by fraction-free elimination)"
    if matmul(A, P) != matmul(P, C):
        return False, "A P differs from P C: P^-1 A P is not the claimed C"
    return True, (
        f"C is the companion blocks of {len(factors)} monic invariant factor(s), each dividing the next, P is "
        "invertible and A P = P C exactly: C is the rational canonical form of A (unique)"
    )
