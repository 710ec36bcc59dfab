"""The WZ decision: sum_k F(n, k) = S(n) for every integer n >= 0, from a rational certificate R(n, k).

With F' = F / S and G = R F', the WZ identity F'(n+1, k) - F'(n, k) = G(n, k+1) - G(n, k), divided by F'(n, k),
is the rational identity

    F(n+1,k)/F(n,k) * S(n)/S(n+1) - 1 = R(n, k+1) * F(n,k+1)/F(n,k) - R(n, k)            (*)

whose term ratios the checker forms itself from the factorials, powers and polynomials of the term. (*) makes
sum_k F'(n, k) independent of n only through a boundary argument, which is made here exactly under these
sufficient conditions (else the claim is rejected as not shown):

- B1 every factorial in a numerator (binomial tops included) and every factorial free of k is a*n + c with
  a, c >= 0, so F and S are finite at every integer point with n >= 0 and F(n, .) is not identically zero;
  binomial(a, b) then has its usual value, 0 unless 0 <= b <= a;
- B2 factorials in the denominator with k-coefficients of both signs: F(n, k) = 0 for |k| large;
- B3 polynomial factors of F in a denominator, and every polynomial factor of S, depend on n only and have
  coefficients of one sign with a nonzero constant (no root n >= 0); every polynomial factor of F in a
  numerator has such a coefficient (of some power of k), so it is not identically zero in k for any n >= 0;
- B4 for some shift j (|j| <= 3), R_j(n, k) = R(n, k) F(n, k) / F(n, k-j) has only denominators as in B3; or
  for two shifts every denominator of R_j1 and R_j2 is as in B3 or linear in k, and no integer point with
  n >= 0 lies on a pole line of both.

Then G(n, k) := R_j(n, k) F'(n, k-j), with a j whose R_j has no pole at (n, k) (all such j give the same value:
R_j F'(., k-j) are one meromorphic function), is defined at every integer point and zero for |k| large; for fixed
n the four terms of the WZ identity are continuous in k + eps at integer k (the only poles are denominator
factorials, which give zeros) and their sum vanishes for small eps != 0 by (*), so the identity holds at every
integer point, sum_k G(n, k+1) - G(n, k) = 0, and sum_k F'(n, k) is constant in n. The initial value
sum_k F(0, k) = S(0) is checked by exact evaluation over the finite support at n = 0.
"""

from __future__ import annotations

from fractions import Fraction
from math import comb, factorial

from . import bipoly as P
from .fac import Fac, is_zero_sum, poly
from .hyperterm import Lin, Term

MAX_SHIFT = 3
MAX_START = 8
MAX_INITIAL_TERMS = 20_001


class Undefined(ValueError):
    """The term has no value at the point (a factorial of a negative number in a numerator, a zero divisor)."""


def _lin(lin: Lin) -> P.Poly:
    return P.linear(*lin)


def ratio(t: Term, dn: int, dk: int) -> Fac:
    """t(n + dn, k + dk) / t(n, k), from (x + d)! / x! = (x + 1) ... (x + d) and its inverse."""
    out = Fac()
    for lin, e in t.gammas():
        d = lin[0] * dn + lin[1] * dk
        shifts = range(1, d + 1) if d > 0 else range(0, d, -1)
        for i in shifts:
            out = out.times(poly(_lin((lin[0], lin[1], lin[2] + i))), e if d > 0 else -e)
    for base, lin in t.exponentials:
        out = out.times(Fac(Fraction(base) ** (lin[0] * dn + lin[1] * dk)))
    for p, e in t.polys:
        out = out.times(poly(P.shift(p, dn, dk)), e).times(poly(p), -e)
    return out


def as_fac(t: Term) -> Fac:
    out = Fac(t.const)
    for p, e in t.polys:
        out = out.times(poly(p), e)
    return out


def _sign_definite(p: P.Poly) -> bool:
    return P.positive_on_naturals(p)


def _nonneg(lin: Lin) -> bool:
    return lin[1] == 0 and lin[0] >= 0 and lin[2] >= 0


def start(F: Term, S: Term, R: Fac) -> tuple[int, tuple[int, ...] | None, list[str]]:
    """The least n0 <= MAX_START from which B1-B4 hold for F(n + n0, k), S(n + n0), R(n + n0, k), with the
    shifts of B4; or (0, None, the conditions that fail at n0 = 0)."""
    first: list[str] = []
    for n0 in range(MAX_START + 1):
        j, why = boundary(F.at_n_plus(n0), S.at_n_plus(n0), R.shifted(n0, 0))
        if j is not None:
            return n0, j, []
        first = first or why
    return 0, None, first


def boundary(F: Term, S: Term, R: Fac) -> tuple[tuple[int, ...] | None, list[str]]:
    """The shifts of B4 and an empty list, or None and the conditions that fail."""
    why = []
    for lin, e in F.gammas():
        if (e > 0 or not lin[1]) and not _nonneg(lin):
            why.append(f"B1: the factorial of {_show(lin)} in the summand is not a*n + c with a, c >= 0")
    for lin, _ in S.gammas():
        if not _nonneg(lin):
            why.append(f"B1: the factorial of {_show(lin)} in the closed form is not a*n + c with a, c >= 0")
    below = [lin for lin, e in F.gammas() if e < 0]
    if not any(lin[1] > 0 for lin in below) or not any(lin[1] < 0 for lin in below):
        why.append("B2: no denominator factorials bound k from both sides (the support in k is not finite)")
    for p, e in F.polys:
        if e < 0 and not _sign_definite(p):
            why.append("B3: a polynomial divisor of the summand is not in n alone with coefficients of one sign")
        if e > 0 and not any(_sign_definite(c) for c in _k_coefficients(p)):
            why.append("B3: a polynomial factor of the summand may vanish identically in k for some n >= 0")
    if any(not _sign_definite(p) for p, _ in S.polys) or S.uses_k():
        why.append("B3: a polynomial factor of the closed form may vanish at some n >= 0 (or it has k)")
    shifts = _cover(F, R)
    if shifts is None:
        why.append(
            f"B4: no shift |j| <= {MAX_SHIFT}, nor two whose poles never meet, leaves R(n,k) F(n,k)/F(n,k-j) "
            "defined at every integer point"
        )
    return (shifts if not why else None), why


def _poles(Rj: Fac) -> list[Lin] | None:
    """The lines a*n + b*k + c = 0 (b != 0) where R_j may have a pole; None if a denominator is neither linear
    in k nor free of roots n >= 0."""
    lines = []
    for d in Rj.denominators():
        if _sign_definite(d):
            continue
        if P.degree(d) != 1 or P.k_free(d) or any(c.denominator != 1 for c in d.values()):
            return None
        lines.append((int(d.get((1, 0), 0)), int(d.get((0, 1), 0)), int(d.get((0, 0), 0))))
    return lines


def _meet(p: Lin, q: Lin) -> bool:
    """Whether the lines p = 0 and q = 0 share an integer point with n >= 0."""
    det = p[0] * q[1] - p[1] * q[0]
    if det == 0:  # parallel: the same line (then it has such points, b != 0 makes k free to follow n) or none
        return p[0] * q[2] == p[2] * q[0] and p[1] * q[2] == p[2] * q[1]
    n_num, k_num = p[1] * q[2] - p[2] * q[1], p[2] * q[0] - p[0] * q[2]
    return n_num % det == 0 and k_num % det == 0 and n_num // det >= 0


def _cover(F: Term, R: Fac) -> tuple[int, ...] | None:
    """Shifts j whose R_j(n, k) = R(n, k) F(n, k)/F(n, k-j) together have no pole at any integer point with
    n >= 0: one j whose denominators have no roots there, or two whose pole lines never meet there (at every
    point one of the two is finite; where both are they agree, being the same meromorphic function)."""
    poles = {}
    for j in sorted(range(-MAX_SHIFT, MAX_SHIFT + 1), key=abs):
        lines = _poles(R.times(ratio(F, 0, -j), -1))
        if lines == []:
            return (j,)
        if lines is not None:
            poles[j] = lines
    for j1 in poles:
        for j2 in poles:
            if j1 < j2 and not any(_meet(p, q) for p in poles[j1] for q in poles[j2]):
                return (j1, j2)
    return None


def _k_coefficients(p: P.Poly) -> list[P.Poly]:
    out: dict[int, P.Poly] = {}
    for (i, j), c in p.items():
        out.setdefault(j, {})[(i, 0)] = c
    return list(out.values())


def _show(lin: Lin) -> str:
    text = " ".join(f"{'-' if v < 0 else '+'} {abs(v)}{name}" for v, name in zip(lin, ("*n", "*k", "")) if v)
    return (text[2:] if text.startswith("+ ") else text) or "0"


def wz_identity(F: Term, S: Term, R: Fac) -> bool:
    """(*) as a rational identity."""
    lhs = ratio(F, 1, 0).times(ratio(S, 1, 0), -1)
    return is_zero_sum([lhs, Fac(Fraction(-1)), R.shifted(0, 1).times(ratio(F, 0, 1), 1).times(Fac(Fraction(-1))), R])


def value(t: Term, n: int, k: int) -> Fraction:
    """t(n, k) exactly: binomial(a, b) = 0 unless 0 <= b <= a (a >= 0), 1/x! = 0 for x < 0."""
    out = Fraction(t.const)
    zero = False
    for top, bottom, e in t.binomials:
        a, b = (x[0] * n + x[1] * k + x[2] for x in (top, bottom))
        if a < 0:
            raise Undefined(f"binomial({a}, {b}) with a negative top")
        v = comb(a, b) if 0 <= b <= a else 0
        if not v:
            if e < 0:
                raise Undefined(f"division by binomial({a}, {b}) = 0")
            zero = True
        else:
            out *= Fraction(v) ** e
    for lin, e in t.factorials:
        x = lin[0] * n + lin[1] * k + lin[2]
        if x < 0:
            if e > 0:
                raise Undefined(f"factorial({x})")
            zero = True
        else:
            out *= Fraction(factorial(x)) ** e
    for base, lin in t.exponentials:
        out *= Fraction(base) ** (lin[0] * n + lin[1] * k + lin[2])
    for p, e in t.polys:
        pv = P.evaluate(p, n, k)
        if not pv:
            if e < 0:
                raise Undefined("a polynomial divisor vanishes")
            zero = True
        else:
            out *= pv**e
    return Fraction(0) if zero else out


def support_at(F: Term, n: int) -> range | None:
    """The k with F(n, k) possibly nonzero (denominator factorials of arguments >= 0), None if unbounded."""
    lo, hi = None, None
    for lin, e in F.gammas():
        if e >= 0 or not lin[1]:
            continue
        b, c = lin[1], lin[0] * n + lin[2]
        if b > 0:
            bound = -(c // b)  # b*k + c >= 0  <=>  k >= ceil(-c/b)
            lo = bound if lo is None else max(lo, bound)
        else:
            bound = c // (-b)
            hi = bound if hi is None else min(hi, bound)
    if lo is None or hi is None:
        return None
    return range(lo, max(lo, hi + 1))


def total(F: Term, n: int) -> tuple[Fraction, int]:
    """(sum_k F(n, k), the number of k summed); ValueError if the support is unbounded or too wide."""
    ks = support_at(F, n)
    if ks is None or len(ks) > MAX_INITIAL_TERMS:
        raise ValueError(f"the support of F({n}, k) is not a range of at most {MAX_INITIAL_TERMS} integers")
    return sum((value(F, n, k) for k in ks), Fraction(0)), len(ks)


def decide(F: Term, S: Term, R: Fac) -> tuple[bool, str]:
    if not wz_identity(F, S, R):
        return False, "the WZ identity F'(n+1,k) - F'(n,k) = G(n,k+1) - G(n,k) with G = R F' fails"
    n0, js, why = start(F, S, R)
    if js is None:
        return False, "the WZ identity holds but the boundary argument cannot be made: " + "; ".join(why)
    checked = []
    for n in range(n0 + 1):  # n0 is the WZ base; below it the identity is checked directly
        try:
            left, count = total(F, n)
            right = value(S, n, 0)
        except (ValueError, Undefined) as exc:
            return False, f"the value at n = {n} cannot be evaluated: {exc}"
        if left != right:
            return False, f"at n = {n}: sum_k F({n}, k) = {left} over {count} terms, the closed form gives {right}"
        checked.append(f"sum_k F({n}, k) = {left} = S({n})")
    return True, f"the WZ identity holds as a rational identity; boundary: {argument(n0, js)}; " + ", ".join(checked)


def argument(n0: int, js: tuple[int, ...]) -> str:
    """The boundary argument made, in words."""
    forms = " or ".join(f"R(n,k) F(n,k)/F(n,k-{j}) * F'(n, k-{j})" for j in js)
    where = "no pole at an integer point" if len(js) == 1 else "pole lines that never meet at an integer point"
    return (
        f"from n = {n0} on, B1-B3 hold and G = {forms} ({where}) is defined at every integer point and zero for "
        f"|k| large" + (f"; n < {n0} checked directly" if n0 else "")
    )
