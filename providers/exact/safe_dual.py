"""Safe dual bounds at branch-and-bound nodes (Neumaier-Shcherbina), without an exact basis solve.

Any y with the right signs (y_i >= 0 on >= rows, <= 0 on <= rows, free on = rows) gives a valid
Lagrangian lower bound on ``min c x`` over a box: with d = c - A^T y,
``c x >= b y + sum(l_j d_j : d_j > 0) + sum(u_j d_j : d_j < 0)`` for every x meeting the rows and the
bounds, provided l_j is finite where d_j > 0 and u_j where d_j < 0. So HiGHS's floating-point row
duals, rounded to multiples of ``1 / SCALE`` with their signs fixed (a wrong-signed entry set to 0),
give a bound that is computed here exactly in integers and that the checker recomputes the same way
(``checkers/exact/lp_check.dual_bound``). The rounding costs at most about ``|A| |bounds| / SCALE`` of
the bound; when the bound is missing (a reduced cost of the wrong sign on a variable without that
bound) or too weak, the caller falls back to an exact basis reconstruction. With ``objective=False``
the same computation with c = 0 turns a dual ray into a Farkas certificate (bound > 0: no x at all).

Nothing here raises for a well-formed LP; a missing bound is returned as None.
"""

from __future__ import annotations

from fractions import Fraction
from math import isfinite, lcm

from .lp_exact import LP

SCALE = 2**40  # duals are rounded to multiples of 2^-40: short exact fractions, far below HiGHS's 1e-7 tolerance
# y is shrunk by this factor before rounding: a basic column with c_j > 0 and no upper bound has a float reduced
# cost of about +-1e-13; shrinking y adds about SHRINK * c_j to it, so its sign comes out right (egout, bell5).
SHRINK = 2.0**-30
# First try: each dual as the nearest fraction with a denominator up to SIMPLE (HiGHS's duals are often exactly
# such fractions of integer data: then the bound is the LP's own and the text is short -- p0548's tree is 15 MB
# of JSON with 2^-40 multiples everywhere).
SIMPLE = 1000


class SafeDuals:
    """The LP's data over common denominators, built once per tree: A = M / dA, c = C / dc, b = B / db."""

    def __init__(self, lp: LP) -> None:
        self.n = len(lp.c)
        self.senses = lp.senses
        self.dA = lcm(*(v.denominator for row in lp.rows for _, v in row))
        self.rows = [[(j, v.numerator * (self.dA // v.denominator)) for j, v in row] for row in lp.rows]
        self.dc = lcm(*(v.denominator for v in lp.c))
        self.C = [v.numerator * (self.dc // v.denominator) for v in lp.c]
        self.db = lcm(*(v.denominator for v in lp.b))
        self.B = [v.numerator * (self.db // v.denominator) for v in lp.b]

    def rounded(self, y: list[float], shrink: float = SHRINK) -> list[int] | None:
        """y * (1 - shrink) as integers over SCALE with the row signs enforced; None when an entry is not finite."""
        if not all(isfinite(v) for v in y):
            return None
        out, factor = [], SCALE * (1 - shrink)
        for s, v in zip(self.senses, y):
            k = round(v * factor)
            out.append(max(k, 0) if s == ">=" else min(k, 0) if s == "<=" else k)
        return out

    def simple(self, y: list[float]) -> tuple[list[int], int] | None:
        """y with each entry the nearest fraction of denominator <= SIMPLE (|y_i| < 1e-9 as 0), signs enforced,
        as integers over their common denominator D: (Y, D); None when an entry is not finite."""
        if not all(isfinite(v) for v in y):
            return None
        near = []
        for s, v in zip(self.senses, y):
            f = Fraction(0) if abs(v) < 1e-9 else Fraction(v).limit_denominator(SIMPLE)
            near.append(max(f, Fraction(0)) if s == ">=" else min(f, Fraction(0)) if s == "<=" else f)
        D = lcm(*(f.denominator for f in near))
        return [f.numerator * (D // f.denominator) for f in near], D

    def bound(
        self,
        Y: list[int],
        lower: list[Fraction | None],
        upper: list[Fraction | None],
        objective: bool = True,
        scale: int = SCALE,
    ) -> Fraction | None:
        """The exact Lagrangian bound of y = Y / scale over the box [lower, upper] (c = 0 unless ``objective``);
        None when a reduced cost has a sign whose bound is infinite."""
        acc = [0] * self.n  # (A^T Y)_j * dA
        for yi, row in zip(Y, self.rows):
            if yi:
                for j, a in row:
                    acc[j] += yi * a
        D, scale = scale, self.dc * scale * self.dA  # d_j = red_j / scale
        whole, rest = 0, Fraction(0)  # sum of bound_j * red_j: integer bounds (the common case) summed apart
        for j, t in enumerate(acc):
            red = (self.C[j] * D * self.dA if objective else 0) - t * self.dc
            if not red:
                continue
            v = lower[j] if red > 0 else upper[j]
            if v is None:
                return None
            if v.denominator == 1:
                whole += v.numerator * red
            else:
                rest += v * red
        return Fraction(sum(bi * yi for bi, yi in zip(self.B, Y) if yi), self.db * D) + (whole + rest) / scale

    @staticmethod
    def text(Y: list[int], scale: int = SCALE) -> list[str]:
        """Y / scale as the certificate's strings ("0", "3/4", "-17/1099511627776")."""
        return [str(Fraction(v, scale)) if v else "0" for v in Y]
