"""A definite integral of a rational function over [a, b] (a < b, each rational or +-oo), checked in four steps.

1. Poles (the checker's own Sturm count, :mod:`..polynomial.univariate`): f = p/q reduced has a pole in the closed
   interval when q vanishes at a finite end or the Sturm sequence of q's squarefree part counts a root in (a, b).
   At an infinite end the integral converges exactly when f = 0 or deg q >= deg p + 2 (f ~ C x^(deg p - deg q)).
   Convention: the integral is the Lebesgue integral, equivalently the improper Riemann integral with each end
   and each singularity taken separately; a pole of any order k >= 1 in [a, b] makes it diverge (the integral of
   |x - r|^-k near r is infinite), whether k is odd or even (no Cauchy principal value is taken), and so does an
   infinite end with deg q <= deg p + 1. Such an integral is "DIVERGENT", and that claim is checked the same way.
2. The claimed antiderivative F = R + sum c log|v| + sum d atan(w) satisfies F' = f exactly
   (:mod:`.antiderivative`), and is continuous on [a, b]: neither R's denominator nor any log argument v has a root
   in the closed interval (Sturm again; atan is continuous everywhere). By the fundamental theorem of calculus
   (with limits at infinite ends) the integral is F(b) - F(a).
3. F(b) - F(a) exactly, in the canonical form ``r + k*pi + sum m log(P/N) + sum d_s atan(s)`` (:func:`value`):
   R at a finite end by evaluation, at +-oo by its degrees (it must have a finite limit); c log|v(end)| filed under
   the positive rational |v(end)|, at +-oo under |lc(v)| once the log|x| parts cancel (sum c deg v = 0, checked: else
   the log part diverges); d atan(w(end)), with atan(+-oo) = +-pi/2, atan(0) = 0, atan(+-1) = +-pi/4 and
   atan(-s) = -atan(s). The log terms are written over a coprime base and grouped by coefficient
   (:meth:`Value.log_groups`): one text for given F and ends. The claimed exact value must be this text
   (:func:`render`).
4. The claimed enclosure [lo, hi] (decimals) contains the value, enclosed by the checker in mpmath's interval
   arithmetic (``mpmath.iv``: +, -, *, / rounded outwards) with its own series for log and atan and pi by Machin's
   formula, each with a rigorous tail bound (mpmath's ``iv.atan2(1, 1)`` gave a point interval missing pi/4 at
   100 bits, so its interval atan is not used); and it is as narrow as claimed:
   hi - lo <= 10^-digits * max(1, |lo|, |hi|).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from mpmath import iv

from ..polynomial import univariate as U
from . import antiderivative as A
from . import equal as E
from . import limit as L
from . import ratexpr
from . import ratfun as R

End = Fraction | str  # a rational or "oo" / "-oo"


# --- step 1: poles and convergence


def roots_in(p: R.Dense, a: End, b: End) -> bool:
    """Whether the polynomial p has a real root in the closed interval [a, b] (its own Sturm count)."""
    if U.degree(p) < 1:
        return False
    for end in (a, b):
        if isinstance(end, Fraction) and U.value(p, end) == 0:
            return True
    squarefree = U.divmod_(p, U.gcd(p, U.derivative(p, R.QQ), R.QQ), R.QQ)[0]
    seq = U.sturm(squarefree, R.QQ)

    def at(end: End) -> int:
        if isinstance(end, Fraction):
            return U.variations_at(seq, end)
        return U.variations_at_infinity(seq, end == "oo")

    return at(a) - at(b) > 0


def divergence(f: R.RatFun, a: End, b: End) -> str | None:
    """Why the integral of f over [a, b] diverges, or None when it converges."""
    num, den = f
    if roots_in(den, a, b):
        return f"f has a pole in [{a}, {b}] (its denominator has a real root there, Sturm): the integral diverges"
    if num and U.degree(den) < U.degree(num) + 2:
        for end in (a, b):
            if end in ("oo", "-oo"):
                return (
                    f"at {end}, deg q = {U.degree(den)} < deg p + 2 = {U.degree(num) + 2}: f ~ C x^"
                    f"{U.degree(num) - U.degree(den)}, whose integral diverges"
                )
    return None


# --- step 3: the exact value


MAX_LOG_BASE = 256  # integers in the coprime base of the log part
MAX_ROOT = 64  # a base integer b = r^k is written as r for the largest k <= MAX_ROOT


def iroot(n: int, k: int) -> int | None:
    """The integer k-th root of n >= 0 when n is a perfect k-th power, else None (Newton's method on integers)."""
    if n < 2:
        return n
    x = 1 << -(-n.bit_length() // k)  # >= the root
    while True:
        y = ((k - 1) * x + n // x ** (k - 1)) // k
        if y >= x:
            return x if x**k == n else None
        x = y


def coprime_base(numbers: list[int]) -> list[int]:
    """:func:`.equal.coprime_base` (pairwise coprime integers > 1 of which every given integer > 1 is a product of
    powers, by gcds only), each element b = r^k (k <= MAX_ROOT, the largest) replaced by r: none a perfect power."""
    base = E.coprime_base(numbers)
    if len(base) > MAX_LOG_BASE:
        raise NotEvaluable(f"the log part needs more than {MAX_LOG_BASE} coprime integers")
    out = []
    for b in base:
        for k in range(min(b.bit_length(), MAX_ROOT), 1, -1):
            r = iroot(b, k)
            if r is not None:
                b = r
                break
        out.append(b)
    return sorted(set(out))


def exponent(n: int, b: int) -> int:
    e = 0
    while n % b == 0:
        n, e = n // b, e + 1
    return e


@dataclass
class Value:
    """r + pi_ * pi + sum c log(q) + sum d atan(s) (q > 0, s > 0, s != 1), the terms as F is evaluated;
    :meth:`log_groups` gives the log part's one spelling for given terms (:func:`render`)."""

    rational: Fraction = Fraction(0)
    pi_: Fraction = Fraction(0)
    logs: list[tuple[Fraction, Fraction]] = field(default_factory=list)
    atans: dict[Fraction, Fraction] = field(default_factory=dict)

    def log(self, q: Fraction, c: Fraction) -> None:
        if q != 1 and c:
            self.logs.append((q, c))

    def atan(self, s: Fraction, d: Fraction) -> None:
        if s < 0:
            s, d = -s, -d
        if s == 1:
            self.pi_ += d / 4
        elif s:
            self.atans[s] = self.atans.get(s, Fraction(0)) + d
            if not self.atans[s]:
                del self.atans[s]

    def log_groups(self) -> list[tuple[Fraction, Fraction]]:
        """[(m, P/N)]: the log part is sum m log(P/N), m > 0 ascending: every q written over the coprime base of
        the numerators and denominators (:func:`coprime_base`), the coefficients summed per base integer, and the
        integers of equal |coefficient| m gathered, those with +m in P, those with -m in N."""
        base = coprime_base([n for q, _ in self.logs for n in (q.numerator, q.denominator)])
        total = {b: Fraction(0) for b in base}
        for q, c in self.logs:
            for b in base:
                total[b] += c * (exponent(q.numerator, b) - exponent(q.denominator, b))
        groups: dict[Fraction, Fraction] = {}
        for b, c in total.items():
            if c:
                groups[abs(c)] = groups.get(abs(c), Fraction(1)) * (b if c > 0 else Fraction(1, b))
        return sorted(groups.items())


class NotEvaluable(ValueError):
    """F is not continuous on [a, b] or has no finite limit at an infinite end: F(b) - F(a) is not the integral."""


def _rational_at(rat: R.RatFun, end: End) -> Fraction:
    if isinstance(end, Fraction):
        return U.value(rat[0], end) / U.value(rat[1], end)
    limit = L.at_infinity(rat, end == "oo")
    if not isinstance(limit, Fraction):
        raise NotEvaluable(f"the rational part of F tends to {limit} at {end}")
    return limit


def value(F: ratexpr.Expr, a: End, b: End) -> Value:
    """F(b) - F(a) in the canonical form; NotEvaluable when F is not continuous on [a, b] or diverges at an end."""
    if roots_in(F.rat[1], a, b):
        raise NotEvaluable(f"the rational part of F has a pole in [{a}, {b}]")
    out = Value(rational=_rational_at(F.rat, b) - _rational_at(F.rat, a))
    logs = [(list(arg), c) for (kind, arg), c in F.logs.items() if kind == "log"]
    for v, _ in logs:
        if roots_in(v, a, b):
            raise NotEvaluable(f"a log argument of F vanishes in [{a}, {b}]: F is not continuous there")
    for end in (a, b):
        if end in ("oo", "-oo"):
            growth = sum((c * U.degree(v) for v, c in logs), Fraction(0))
            if growth:
                raise NotEvaluable(f"the log part of F diverges at {end}: sum c * deg v = {growth}, not 0")
    for end, sign in ((b, 1), (a, -1)):
        for v, c in logs:
            out.log(abs(U.value(v, end) if isinstance(end, Fraction) else v[-1]), sign * c)
        for (kind, arg), d in F.logs.items():
            if kind != "atan":
                continue
            w = list(arg)
            if isinstance(end, Fraction):
                out.atan(U.value(w, end), sign * d)
            else:  # w(x) -> +-oo: the reader keeps lc(w) > 0, so the sign is that of x^deg w
                at_minus = end == "-oo" and U.degree(w) % 2 == 1
                out.pi_ += sign * d * Fraction(-1 if at_minus else 1, 2)
    return out


def _times(c: Fraction, symbol: str) -> str:
    """c * symbol as "symbol", "3*symbol/4", "symbol/2" (c > 0)."""
    head = symbol if c.numerator == 1 else f"{c.numerator}*{symbol}"
    return head if c.denominator == 1 else f"{head}/{c.denominator}"


def render(v: Value) -> str:
    """The value's text: r, then the pi term, the log groups, the atans by ascending s; e.g. "pi/4",
    "log(3/2)/2", "1/2 - pi/8 - log(2)/4 + atan(1/2)"."""
    terms: list[tuple[Fraction, str]] = []
    if v.rational:
        terms.append((v.rational, ""))
    if v.pi_:
        terms.append((v.pi_, "pi"))
    terms += [(m if q > 1 else -m, f"log({q if q > 1 else 1 / q})") for m, q in v.log_groups()]
    terms += [(d, f"atan({s})") for s, d in sorted(v.atans.items())]
    if not terms:
        return "0"
    text = ""
    for c, symbol in terms:
        body = str(abs(c)) if not symbol else _times(abs(c), symbol)
        text += (" - " if c < 0 else " + ") + body
    return text[3:] if text.startswith(" + ") else "-" + text[3:]


# --- step 4: the enclosure


def _q(x: Fraction) -> Any:
    return iv.mpf(x.numerator) / iv.mpf(x.denominator)


def _series(t: Fraction, alternating: bool, prec: int) -> Any:
    """sum_k (+-1)^k t^(2k+1)/(2k+1) for 0 < t <= 1/2, n terms with t^(2n+1) <= 2^-(prec + 4), plus the tail as an
    interval [-e, e]: alternating (atan), the next term bounds it, e = t^(2n+1); positive (atanh), the next term
    times 1/(1 - t^2) <= 4/3 does, e = 2 t^(2n+1) (t <= 2^-k with 2^k <= 1/t, k >= 1)."""
    k = (t.denominator // t.numerator).bit_length() - 1
    n = (prec + 4) // (2 * k) + 1
    x = _q(t)
    x2, term, acc = x * x, x, iv.mpf(0)
    for i in range(n):
        piece = term / (2 * i + 1)
        acc = acc - piece if alternating and i % 2 else acc + piece
        term = term * x2
    e = iv.mpf(2) ** (-k * (2 * n + 1) + (0 if alternating else 1))
    return acc + iv.mpf([-e.b, e.b])


def _pi(prec: int) -> Any:
    return 16 * _series(Fraction(1, 5), True, prec) - 4 * _series(Fraction(1, 239), True, prec)


def _atan(s: Fraction, prec: int) -> Any:
    """atan(s), s > 0: s > 1 by pi/2 - atan(1/s); s in (1/2, 1] by pi/4 - atan((1 - s)/(1 + s))."""
    if s > 1:
        return _pi(prec) / 2 - _atan(1 / s, prec)
    if s > Fraction(1, 2):
        rest = (1 - s) / (1 + s)
        return _pi(prec) / 4 - (_series(rest, True, prec) if rest else 0)
    return _series(s, True, prec)


def _log_int(n: int, prec: int) -> Any:
    """log n for an integer n >= 1: k log 2 + log m with n = 2^k m, m in [1, 2); log m = 2 atanh((m-1)/(m+1)),
    log 2 = 2 atanh(1/3)."""
    k = n.bit_length() - 1
    m = Fraction(n, 2**k)
    out = 2 * k * _series(Fraction(1, 3), False, prec) if k else iv.mpf(0)
    return out + (2 * _series((m - 1) / (m + 1), False, prec) if m != 1 else 0)


def enclosure(v: Value, prec: int) -> Any:
    """An interval holding the value, computed at ``prec`` bits."""
    old = iv.prec
    iv.prec = prec
    try:
        acc = _q(v.rational) + _q(v.pi_) * _pi(prec)
        for m, q in v.log_groups():
            acc += _q(m) * (_log_int(q.numerator, prec) - _log_int(q.denominator, prec))
        for s, d in v.atans.items():
            acc += _q(d) * _atan(s, prec)
        return acc
    finally:
        iv.prec = old


def ends(x: Any) -> tuple[Fraction, Fraction]:
    """The ends of an mpmath interval as exact fractions (they are dyadic)."""
    out = []
    for sign, man, exp, _ in x._mpi_:
        if not man and exp:
            raise ValueError("an interval became unbounded")
        v = Fraction(int(man)) * Fraction(2) ** int(exp)
        out.append(-v if sign else v)
    return out[0], out[1]


def contains(v: Value, lo: Fraction, hi: Fraction, digits: int) -> bool:
    """Whether [lo, hi] holds the value: the checker's interval, at precision raised until it fits or is
    already 4 times what the digits need, lies inside [lo, hi]."""
    magnitude = max(abs(lo), abs(hi), Fraction(1))
    prec = int(digits * 3.33) + magnitude.numerator.bit_length() + 64
    for _ in range(3):
        inner = ends(enclosure(v, prec))
        if lo <= inner[0] and inner[1] <= hi:
            return True
        prec *= 2
    return False


def decide_value(
    f: R.RatFun, a: End, b: End, F: ratexpr.Expr, text: str, lo: Fraction, hi: Fraction, digits: int
) -> tuple[bool, str]:
    why = divergence(f, a, b)
    if why:
        return False, why
    ok, reason = A.decide(f, F)
    if not ok:
        return False, reason
    try:
        mine = value(F, a, b)
        exact = render(mine)
    except NotEvaluable as exc:
        return False, f"F(b) - F(a) is not evaluated: {exc}"
    if exact != text:
        return False, f"F(b) - F(a) is {exact}, not {text[:2000]}"
    if lo > hi or hi - lo > Fraction(1, 10**digits) * max(Fraction(1), abs(lo), abs(hi)):
        return False, f"the enclosure [{lo}, {hi}] is wider than {digits} digits allow"
    if not contains(mine, lo, hi, digits):
        return False, f"the enclosure does not contain {exact} (the checker's interval lies outside it)"
    return True, (
        f"no pole in [{a}, {b}] (Sturm), F' = f exactly, F(b) - F(a) = {exact}, inside the enclosure "
        f"(own interval evaluation) of {digits} digits"
    )


def decide_divergent(f: R.RatFun, a: End, b: End) -> tuple[bool, str]:
    why = divergence(f, a, b)
    if why is None:
        return False, f"the integral over [{a}, {b}] converges: no pole in the closed interval (Sturm) and the " + (
            "degrees give convergence at each infinite end"
        )
    return True, why
