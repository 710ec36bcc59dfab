"""One Atkin-Morain (ECPP) step, checked with the checker's own elliptic-curve arithmetic modulo N.

The theorem (Goldwasser-Kilian 1986, in the form of Atkin-Morain, Math. Comp. 61 (1993)): let N > 1 with
gcd(N, 6) = 1, E: y^2 = x^3 + a x + b with gcd(4a^3 + 27b^2, N) = 1, P = (x, y) on E modulo N, m = s q
with q > (N^(1/4) + 1)^2 prime. If [s]P != O and [q]([s]P) = O, then N is prime. Why: for a prime
p | N with p <= sqrt(N), E stays an elliptic curve modulo p and [s]P has order q there, so q divides
#E(F_p) <= (sqrt(p) + 1)^2 <= (N^(1/4) + 1)^2 < q.

The argument needs the facts modulo p, while the checker computes modulo N. Points are in Jacobian
coordinates (X : Y : Z) with the textbook doubling and addition formulas, no case split. Modulo a
prime p those formulas give the true result whenever Z3 != 0: doubling has Z3 = 2 Y1 Z1 (zero exactly
for a 2-torsion or O input), addition Z3 = (U2 - U1) Z1 Z2 (zero when an input is O or the two points
are equal or opposite). A zero Z stays zero in every later step. So when the final Z is a unit modulo N
it is nonzero modulo every p | N, no step was exceptional modulo p, and the result is the true multiple
there, not O. The checker therefore asks: S = [s]P has Z a unit modulo N (S != O modulo every p), and
T = [q - 1]S has Z a unit modulo N and T = -S (compared cross-multiplied modulo N), so [q]S = O modulo
every p. A genuine certificate meets both (no multiple [j]S with 0 < j < q is O when S has order q).

An entry (PARI's ``primecert`` step [N, t, s, a4, [x, y]], its N the key it is filed under) is
``{"t": "<signed decimal>", "s": "<decimal>", "a": "<decimal>", "x": "<decimal>", "y": "<decimal>"}``:
m = N + 1 - t and q = m / s, the next number to prove prime; b is the checker's own, y^2 - x^3 - a x.
"""

from __future__ import annotations

from math import gcd
from typing import Any

from .numbers import decimal, signed

Jacobian = tuple[int, int, int]
ECPP_KEYS = frozenset({"t", "s", "a", "x", "y"})


def double(p1: Jacobian, a: int, n: int) -> Jacobian:
    x1, y1, z1 = p1
    yy = y1 * y1 % n
    s = 4 * x1 * yy % n
    z2 = z1 * z1 % n
    m = (3 * x1 * x1 + a * z2 * z2) % n
    x3 = (m * m - 2 * s) % n
    return x3, (m * (s - x3) - 8 * yy * yy) % n, 2 * y1 * z1 % n


def add(p1: Jacobian, p2: Jacobian, n: int) -> Jacobian:
    (x1, y1, z1), (x2, y2, z2) = p1, p2
    z1z1, z2z2 = z1 * z1 % n, z2 * z2 % n
    u1, u2 = x1 * z2z2 % n, x2 * z1z1 % n
    s1, s2 = y1 * z2 * z2z2 % n, y2 * z1 * z1z1 % n
    h, r = (u2 - u1) % n, (s2 - s1) % n
    hh = h * h % n
    hhh, v = h * hh % n, u1 * hh % n
    x3 = (r * r - hhh - 2 * v) % n
    return x3, (r * (v - x3) - s1 * hhh) % n, h * z1 * z2 % n


def multiply(k: int, point: Jacobian, a: int, n: int) -> Jacobian:
    """[k]point (k >= 1) by double-and-add from the top bit, starting from the point itself."""
    result = point
    for bit in bin(k)[3:]:
        result = double(result, a, n)
        if bit == "1":
            result = add(result, point, n)
    return result


def q_large_enough(q: int, n: int) -> bool:
    """q > (n^(1/4) + 1)^2, exactly: with r = sqrt(q) >= 1 it is (r - 1)^4 > n, that is
    q^2 + 6q + 1 - n > 4 (q + 1) r, both sides compared squared once the left one is positive."""
    if q < 1:
        return False
    left = q * q + 6 * q + 1 - n
    return left > 0 and left * left > 16 * (q + 1) ** 2 * q


def ecpp_step(n: int, entry: Any) -> tuple[str | None, int]:
    """(None, q) when the entry proves n prime provided q is prime; else (why not, 0)."""
    if not isinstance(entry, dict) or set(entry) != ECPP_KEYS:
        return f"the ECPP entry for {n} must have exactly the fields {sorted(ECPP_KEYS)}", 0
    where = f"certificates[{n}]"
    t, s = signed(entry["t"], where + ".t"), decimal(entry["s"], where + ".s")
    a, x, y = (decimal(entry[k], f"{where}.{k}") for k in ("a", "x", "y"))
    if n % 2 == 0 or n % 3 == 0:
        return f"{n} is not prime to 6", 0
    if not (a < n and x < n and y < n and s >= 1):
        return f"the ECPP entry for {n} needs a, x, y below N and s >= 1", 0
    m = n + 1 - t
    if m <= 0 or m % s:
        return f"s = {s} does not divide m = N + 1 - t = {m}", 0
    q = m // s
    if q >= n:
        return f"q = m/s = {q} is not below N", 0
    if not q_large_enough(q, n):
        return f"q = {q} is not above (N^(1/4) + 1)^2", 0
    b = (y * y - x * x * x - a * x) % n
    disc = (4 * a * a * a + 27 * b * b) % n
    if gcd(disc, n) != 1:
        return f"4a^3 + 27b^2 is not a unit modulo {n}: the curve is singular (or N composite)", 0
    sp = multiply(s, (x, y, 1), a, n)
    if gcd(sp[2], n) != 1:
        return f"[s]P is O (or not shown otherwise) modulo a factor of {n}", 0
    tp = multiply(q - 1, sp, a, n)
    if gcd(tp[2], n) != 1:
        return f"[q-1]([s]P) is O (or not shown otherwise) modulo a factor of {n}", 0
    (xs, ys, zs), (xt, yt, zt) = sp, tp
    zs2, zt2 = zs * zs % n, zt * zt % n
    if (xt * zs2 - xs * zt2) % n or (yt * zs2 * zs + ys * zt2 * zt) % n:
        return f"[q]([s]P) != O on the curve for {n}: m is not a multiple of P's order", 0
    return None, q
