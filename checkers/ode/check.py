"""Linear ODEs with constant rational coefficients: a claimed general, particular and initial-value solution,
checked exactly.

``python -I -m jacobian.checkers.ode.check``; format ``ode-certificate/1``. Subject ``{"coefficients": [a_n, ...,
a_1, a_0], "rhs": [{"exponent": s, "polynomial": [q_0, q_1, ...], "function": "exp" | "cos" | "sin", "frequency":
b}], "initial": null | {"x0": x0, "values": [y(x0), y'(x0), ..., y^(n-1)(x0)]}}`` (rationals "p/q", a_n != 0;
function and frequency optional, exp and 0 by default; b > 0 with cos and sin): L y = a_n y^(n) + ... + a_0 y =
h(x), the sum of the terms q(x) e^(s x) [cos(b x) or sin(b x)]. Claim ``LINEAR_ODE_SOLUTION {field, basis,
particular, constants}``: ``field`` null (every root rational) or a nonzero non-square integer d, the roots u + v
sqrt(d) written ``[u, v]``; ``basis`` n functions ``{function, power j, root r}``: ``exp`` is x^j e^(r x) (r real:
v = 0 when d < 0), and with d < 0 and v > 0, r = a + b i (a = u, b = v sqrt(-d)), ``cos`` is x^j e^(a x) cos(b x)
= Re(x^j e^(r x)) and ``sin`` is x^j e^(a x) sin(b x) = Im(x^j e^(r x)); ``particular`` y_p, terms like h's
(rational coefficients); ``constants`` (exactly when the subject has initial values) C_1..C_n as ``[u, v]`` = u + v
sqrt(|d|), a real number, of the unique solution y = y_p(x) + sum_k C_k b_k(x - x0).

The argument (exact, :mod:`.field`; no computer algebra):

1. Annihilation: each r is a root of chi(t) = a_n t^n + ... + a_0 of multiplicity > j (synthetic division by t - r,
   j + 1 times, in Q(sqrt d), complex when d < 0). Then (D - r)^(j+1) divides L = chi(D) and kills x^j e^(r x), so
   L b = 0; for cos and sin, L has real coefficients, so L Re(f) = Re(L f) = 0 and likewise Im.
2. Independence: the n functions' Wronskian at 0 (the same as that of the b_k(x - x0) at x0) is nonzero: the
   matrix W[i][k] = b_k^(i)(0) built from the confluent Vandermonde entries i!/(i-j)! r^(i-j) (for cos their
   rational part, for sin their sqrt(d) part v standing for Im = v sqrt(-d)) has a nonzero determinant in the real
   field Q(sqrt |d|) (Q when -d is a square). n independent solutions of an order-n linear equation span its
   solution space.
3. Particular: the terms of one (s, b) are Re(W(x) e^(r x)), r = s + b i, W = P - i Q for P e^(s x) cos(b x) + Q
   e^(s x) sin(b x) (W = P for exp); L(W e^(r x)) = e^(r x) sum_k a_k (D + r)^k W is computed in Q(i) and its W
   compared with h's, for every (s, b) (the functions x^e e^(s x) cos(b x), x^e e^(s x) sin(b x), b >= 0, are
   independent, so this is L y_p = h exactly).
4. Initial values: y^(i)(x0) = Re(e^(r x0) ((D + r)^i W)(x0)) summed over y_p, plus sum_k C_k b_k^(i)(0), equal to
   the given values for i < n (computable in Q only when x0 = 0 or every term of y_p has r = 0; otherwise
   rejected). By uniqueness for linear equations with constant coefficients, y is then THE solution.
Rejected, with the reason: a function that is not a solution, repeated functions or a zero Wronskian, L y_p != h,
an initial value missed, a malformed subject or claim. (A repeated function is caught by the Wronskian.)
"""

from __future__ import annotations

import hashlib
import json
import math
import re
from fractions import Fraction
from typing import Any

from ..entry import guarded, serve_check
from . import field as F

FORMAT = "ode-certificate/1"
MAX_ORDER = 64
MAX_TERMS = 64
MAX_DEGREE = 256
RATIONAL = re.compile(r"-?(0|[1-9][0-9]{0,1999})(/[1-9][0-9]{0,1999})?")
FUNCTIONS = ("exp", "cos", "sin")
TERM_KEYS = {"exponent", "polynomial", "function", "frequency"}


class BadRequest(ValueError):
    """Malformed subject or claim: the evidence is rejected."""


def rational(value: Any, where: str) -> Fraction:
    if not isinstance(value, str) or not RATIONAL.fullmatch(value):
        raise BadRequest(f"{where} must be a rational 'p' or 'p/q'")
    return Fraction(value)


def rationals(value: Any, where: str, low: int, high: int) -> list[Fraction]:
    if not isinstance(value, list) or not low <= len(value) <= high:
        raise BadRequest(f"{where} must be a list of {low}..{high} rationals")
    return [rational(v, f"{where}[{i}]") for i, v in enumerate(value)]


def number(value: Any, where: str, d: int | None) -> F.Q2:
    if not (isinstance(value, list) and len(value) == 2):
        raise BadRequest(f"{where} must be [u, v] (u + v*sqrt(d))")
    u, v = rational(value[0], f"{where}[0]"), rational(value[1], f"{where}[1]")
    if v and d is None:
        raise BadRequest(f"{where}: a sqrt part needs a field d")
    return u, v


Exponent = tuple[Fraction, Fraction]  # r = s + b i: e^(s x) when b = 0, else e^(s x) cos(b x) and sin(b x)
CPoly = list[F.Q2]  # coefficients u + v i (the pair arithmetic of :mod:`.field` with d = -1), constant term first


def exponential_polynomials(value: Any, where: str) -> dict[Exponent, CPoly]:
    """[{exponent s, polynomial P, function, frequency b}] as {(s, b): W}, the terms' sum being Re(W(x) e^((s + b i)
    x)): an exp term (b = 0) and a cos term add P to W, a sin term adds -i P (Re(-i P e^(i b x)) = P sin(b x)).
    Repeated terms are refused."""
    if not isinstance(value, list) or len(value) > MAX_TERMS:
        raise BadRequest(f"{where} must be a list of at most {MAX_TERMS} terms")
    out: dict[Exponent, CPoly] = {}
    seen = set()
    for i, t in enumerate(value):
        at = f"{where}[{i}]"
        if not isinstance(t, dict) or not {"exponent", "polynomial"} <= set(t) <= TERM_KEYS:
            raise BadRequest(f"{at} must be {{exponent, polynomial[, function, frequency]}}")
        s = rational(t["exponent"], f"{at}.exponent")
        b = rational(t.get("frequency", "0"), f"{at}.frequency")
        function = t.get("function", "exp")
        if function not in FUNCTIONS or (function == "exp") != (b == 0) or b < 0:
            raise BadRequest(f"{at}: function exp with frequency 0, or cos or sin with a frequency b > 0")
        if (s, b, function) in seen:
            raise BadRequest(f"{at}: the term e^({s} x) {function}({b} x) repeated")
        seen.add((s, b, function))
        p = rationals(t["polynomial"], f"{at}.polynomial", 1, MAX_DEGREE + 1)
        w = out.setdefault((s, b), [])
        w.extend([F.ZERO] * (len(p) - len(w)))
        for e, c in enumerate(p):
            w[e] = F.add(w[e], (Fraction(0), -c) if function == "sin" else F.rational(c))
    return out


def trimmed(w: CPoly) -> CPoly:
    w = list(w)
    while w and w[-1] == F.ZERO:
        w.pop()
    return w


def shifted_derivative(w: CPoly, r: F.Q2) -> CPoly:
    """(D + r) W: the polynomial part of (W e^(r x))', in Q(i)."""
    derivative = [F.mul(F.rational(k), c, -1) for k, c in enumerate(w)][1:] + [F.ZERO]
    return [F.add(a, F.mul(r, c, -1)) for a, c in zip(derivative, w)]


def apply_operator(lowest_first: list[Fraction], w: CPoly, r: F.Q2) -> CPoly:
    """The polynomial part of L(W e^(r x)) = e^(r x) sum_k a_k (D + r)^k W. L is real, so L Re(W e^(r x)) =
    Re(L(W e^(r x))): comparing these parts with h's, exponent by exponent, is L y_p = h (the functions x^e e^(s x)
    cos(b x), x^e e^(s x) sin(b x) for distinct (s, b), b >= 0, are independent)."""
    out = [F.ZERO] * len(w)
    current = list(w)
    for a in lowest_first:
        out = [F.add(o, F.mul(F.rational(a), c, -1)) for o, c in zip(out, current)]
        current = shifted_derivative(current, r)
    return trimmed(out)


def ctext(w: CPoly) -> list[str]:
    return [F.text(c, -1).replace("sqrt(-1)", "i") for c in w]


def multiplicity_at_least(chi: list[Fraction], r: F.Q2, m: int, d: int) -> bool:
    """Whether (t - r)^m divides chi (constant term first): m synthetic divisions, each remainder 0."""
    poly = [F.rational(x) for x in chi]
    for _ in range(m):
        if len(poly) < 2:
            return False
        quotient: list[F.Q2] = []
        acc = F.ZERO
        for coefficient in reversed(poly):
            acc = F.add(F.mul(acc, r, d), coefficient)
            quotient.append(acc)
        if quotient[-1] != F.ZERO:
            return False
        poly = list(reversed(quotient[:-1]))
    return True


def real_field(d: int) -> tuple[int, int | None]:
    """The real field Q(sqrt |d|) of the constants and the Wronskian, as (D, k): D = |d|, or D = 0 (Q) with
    k = sqrt(-d) when -d is a square (d = -1: Q(i)), where u + v sqrt(|d|) is the rational u + v k."""
    k = math.isqrt(-d) if d < 0 else -1
    return (0, k) if k * k == -d else (abs(d), None)


def to_real(x: F.Q2, k: int | None) -> F.Q2:
    return x if k is None else (x[0] + x[1] * k, Fraction(0))


def derivative_at_zero(function: str, j: int, r: F.Q2, i: int, d: int) -> F.Q2:
    """b^(i)(0) for b = x^j e^(r x) (or its Re, Im) in the real field (:func:`real_field`): z = i!/(i-j)! r^(i-j)
    in Q(sqrt d), then for cos its rational part u and for sin its sqrt(d) part v, standing for Im z = v sqrt(-d)
    (written v*sqrt(|d|), exact)."""
    if i < j:
        return F.ZERO
    z = F.mul(F.rational(math.factorial(i) // math.factorial(i - j)), F.power(r, i - j, d), d)
    k = real_field(d)[1]
    if function == "exp":
        return to_real(z, k)
    return (z[0], Fraction(0)) if function == "cos" else to_real((Fraction(0), z[1]), k)


def model(a: list[Fraction], rhs: dict[Exponent, CPoly], initial: Any) -> dict[str, Any]:
    canonical = {
        "coefficients": [str(x) for x in a],
        "rhs": [[str(s), str(b), [[str(c[0]), str(c[1])] for c in w]] for (s, b), w in sorted(rhs.items())],
        "initial": initial,
    }
    text = json.dumps(canonical, sort_keys=True, separators=(",", ":"))
    return {
        "format": "linear-ode",
        "summary": {"order": len(a) - 1, "homogeneous": not any(map(trimmed, rhs.values())), "initial": bool(initial)},
        "digest": "sha256:" + hashlib.sha256(text.encode()).hexdigest(),
    }


def parse_basis(raw: Any, n: int, field: int | None) -> list[tuple[str, int, F.Q2]]:
    if not isinstance(raw, list) or len(raw) > MAX_ORDER:
        raise BadRequest(f"claim.basis must be a list of at most {MAX_ORDER} functions")
    basis = []
    for i, b in enumerate(raw):
        where = f"claim.basis[{i}]"
        if not isinstance(b, dict) or set(b) != {"function", "power", "root"}:
            raise BadRequest(f"{where} must be {{function, power, root}}")
        if b["function"] not in FUNCTIONS or type(b["power"]) is not int or not 0 <= b["power"] < max(n, 1):
            raise BadRequest(f"{where}: function one of {FUNCTIONS}, power an integer in 0..{n - 1}")
        r = number(b["root"], f"{where}.root", field)
        complex_pair = b["function"] != "exp"
        if complex_pair and (field is None or field > 0 or r[1] <= 0):
            raise BadRequest(f"{where}: cos and sin need a complex root a + b*i, b > 0 (field d < 0, v > 0)")
        if not complex_pair and field is not None and field < 0 and r[1]:
            raise BadRequest(f"{where}: exp needs a real root (v = 0 when d < 0)")
        basis.append((b["function"], b["power"], r))
    return basis


def decide(subject: dict[str, Any], claim: dict[str, Any]) -> tuple[bool, str, dict[str, Any]]:
    a = rationals(subject.get("coefficients"), "subject.coefficients", 2, MAX_ORDER + 1)
    if not a[0]:
        raise BadRequest("subject.coefficients: the leading coefficient a_n must be nonzero")
    n = len(a) - 1
    lowest_first = list(reversed(a))
    rhs = exponential_polynomials(subject.get("rhs", []), "subject.rhs")
    initial = subject.get("initial")
    if initial is not None and (not isinstance(initial, dict) or set(initial) != {"x0", "values"}):
        raise BadRequest("subject.initial must be null or {x0, values}")
    x0 = rational(initial["x0"], "subject.initial.x0") if initial else Fraction(0)
    values = rationals(initial["values"], "subject.initial.values", n, n) if initial else []
    field = claim.get("field")
    if field is not None and (type(field) is not int or field == 0 or abs(field) > 10**100):
        raise BadRequest("claim.field must be null or a nonzero integer d")
    if field is not None and field > 0 and math.isqrt(field) ** 2 == field:
        raise BadRequest("claim.field must not be a square")
    d = field or 0
    real, k = real_field(d)  # the constants and the Wronskian live in the real field Q(sqrt |d|)
    basis = parse_basis(claim.get("basis"), n, field)
    particular = exponential_polynomials(claim.get("particular", []), "claim.particular")
    raw_constants = claim.get("constants")
    if (raw_constants is None) != (initial is None):
        raise BadRequest("claim.constants are given exactly when the subject has initial values")
    constants = []
    if raw_constants is not None:
        if not isinstance(raw_constants, list) or len(raw_constants) != len(basis):
            raise BadRequest("claim.constants must hold one [u, v] per basis function")
        constants = [to_real(number(c, f"claim.constants[{i}]", field), k) for i, c in enumerate(raw_constants)]
    read = model(a, rhs, initial)

    if len(basis) != n:
        return False, f"{len(basis)} basis functions for an equation of order {n}: a general solution needs {n}", read
    for index, (_, j, r) in enumerate(basis):
        if not multiplicity_at_least(lowest_first, r, j + 1, d):
            return (
                False,
                f"basis function {index} is not a solution: {F.text(r, field)} is not a root of multiplicity > {j}",
                read,
            )
    wronskian = F.determinant([[derivative_at_zero(fn, j, r, i, d) for fn, j, r in basis] for i in range(n)], real)
    if wronskian == F.ZERO:
        repeated = f" ({n - len(set(basis))} repeated)" if len(set(basis)) < n else ""
        return False, f"the Wronskian of the basis at 0 is zero: the functions are dependent{repeated}", read

    for s, b in sorted(set(rhs) | set(particular)):
        got = apply_operator(lowest_first, particular.get((s, b), []), (s, b))
        want = trimmed(rhs.get((s, b), []))
        if got != want:
            at = f"the exponent {s}" + (f" and the frequency {b}" if b else "")
            return False, f"L y_p differs from h at {at}: {ctext(got)} != {ctext(want)}", read

    if initial is not None:
        if x0 and any((s or b) and trimmed(w) for (s, b), w in particular.items()):
            return (
                False,
                "the initial values at x0 != 0 of e^(s x), cos(b x), sin(b x) terms with s or b != 0 are not "
                "rational: not checked",
                read,
            )
        for i, target in enumerate(values):
            total = F.ZERO
            for (s, b), w in particular.items():
                q = list(w)
                for _ in range(i):
                    q = shifted_derivative(q, (s, b))
                at_x0 = sum((c[0] * x0**e for e, c in enumerate(q)), Fraction(0))  # Re(q(x0)), e^(r x0) = 1
                total = F.add(total, F.rational(at_x0))
            for (fn, j, r), c in zip(basis, constants):
                total = F.add(total, F.mul(c, derivative_at_zero(fn, j, r, i, d), real))
            if total != F.rational(target):
                return False, f"y^({i})({x0}) is {F.text(total, real or None)}, not the given {target}", read

    where = "Q" if field is None else f"Q(sqrt({field}))"
    parts = [
        f"{n} basis functions, each annihilated by L (its root of multiplicity above its power), with the Wronskian "
        f"{F.text(wronskian, real or None)} != 0 at 0: a fundamental system (exact, in {where})"
    ]
    if particular or rhs:
        parts.append("L y_p = h exactly")
    if initial is not None:
        parts.append(f"the {n} initial values at x0 = {x0} met: it is the unique solution")
    return True, "; ".join(parts), read


def check(payload: dict[str, Any]) -> dict[str, Any]:
    try:
        claim, subject = payload.get("claim"), payload.get("subject")
        if not isinstance(claim, dict) or claim.get("kind") != "LINEAR_ODE_SOLUTION":
            raise BadRequest("claim kind is not LINEAR_ODE_SOLUTION")
        if not isinstance(subject, dict) or set(subject) - {"coefficients", "rhs", "initial"}:
            raise BadRequest("subject must be {coefficients, rhs, initial}")
        if set(claim) - {"kind", "field", "basis", "particular", "constants"}:
            raise BadRequest("claim has unknown fields")
        accepted, reason, read = decide(subject, claim)
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}}
    return {"accepted": accepted, "reason": reason, "checked": {"claim": "LINEAR_ODE_SOLUTION"}, "model": read}


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
