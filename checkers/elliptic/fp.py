"""Roots of polynomials of degree <= 3 over F_p, as Tate's algorithm needs them (coefficients lowest first).

Below ``BRUTE`` every element of F_p is tried (this covers p = 2 and 3, where the formulas below fail); above,
quadratics by Euler's criterion and -B/(2A), cubics by gcds with P' and x^p - x (Euclid over F_p).
"""

from __future__ import annotations

BRUTE = 1000
Poly = list[int]


def value(f: Poly, x: int, p: int) -> int:
    out = 0
    for c in reversed(f):
        out = (out * x + c) % p
    return out


def derivative(f: Poly) -> Poly:
    return [i * c for i, c in enumerate(f)][1:]


def _trim(f: Poly, p: int) -> Poly:
    f = [c % p for c in f]
    while f and f[-1] == 0:
        f.pop()
    return f


def _rem(f: Poly, g: Poly, p: int) -> Poly:
    f, g = _trim(f, p), _trim(g, p)
    inv = pow(g[-1], -1, p)
    while len(f) >= len(g):
        q, shift = f[-1] * inv % p, len(f) - len(g)
        f = _trim([c - q * g[i - shift] if i >= shift else c for i, c in enumerate(f)], p)
    return f


def _gcd(f: Poly, g: Poly, p: int) -> Poly:
    f, g = _trim(f, p), _trim(g, p)
    while g:
        f, g = g, _rem(f, g, p)
    return f


def _mul_mod(f: Poly, g: Poly, m: Poly, p: int) -> Poly:
    out = [0] * (len(f) + len(g))
    for i, x in enumerate(f):
        for j, y in enumerate(g):
            out[i + j] += x * y
    return _rem(out, m, p)


def count_roots(f: Poly, p: int) -> int:
    """The number of distinct roots of f (not 0 mod p) in F_p."""
    if p < BRUTE:
        return sum(value(f, x, p) == 0 for x in range(p))
    power, base, e = [1], [0, 1], p  # x^p mod f by squaring
    while e:
        if e & 1:
            power = _mul_mod(power, base, f, p)
        base, e = _mul_mod(base, base, f, p), e >> 1
    power = power + [0] * (2 - len(power))
    power[1] -= 1
    return len(_gcd(f, power, p)) - 1


def has_root(f: Poly, p: int) -> bool:
    """Whether a quadratic (f[2] not 0 mod p) has a root in F_p."""
    if p < BRUTE:
        return count_roots(f, p) > 0
    disc = (f[1] * f[1] - 4 * f[0] * f[2]) % p
    return disc == 0 or pow(disc, (p - 1) // 2, p) == 1


def multiple_root(f: Poly, p: int) -> int:
    """The root of f of multiplicity >= 2 in F_p (f of degree 2 or 3 with exactly one such root)."""
    if p < BRUTE:
        df = derivative(f)
        found = [x for x in range(p) if value(f, x, p) == 0 and value(df, x, p) == 0]
    else:
        g = _gcd(f, derivative(f), p)  # (x - a) or, for a triple root, (x - a)^2
        found = [-g[0] * pow(g[1], -1, p) % p] if len(g) == 2 else [-g[1] * pow(2 * g[2], -1, p) % p]
    if len(found) != 1:
        raise ValueError(f"no unique multiple root modulo {p}")
    return found[0]
