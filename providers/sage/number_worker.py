"""The Sage worker's integer operations (PARI through passagemath), each answer with its certificate.

Imported by :mod:`.worker` inside the sandbox; every operation is ``op(pari, payload, emitter)`` and
returns the final data. Integers arrive and leave as decimal text. Prime factors and every other prime a
certificate rests on come with proof steps from :mod:`.prime_proofs` (Pratt, or ECPP where p - 1 does not
factor cheaply); the checkers under ``checkers/integer/`` replay them in Python integers.
"""

from __future__ import annotations

from collections.abc import Callable
from math import gcd, isqrt
from typing import Any

from jacobian.contracts.thue import MAX_THUE_SOLUTION_DIGITS, MAX_THUE_SOLUTIONS
from jacobian.wire import WorkerError

from .prime_proofs import prove

TRIAL_BOUND = 1 << 16  # a composite's divisor is looked for among the primes below this first
FERMAT_BASES = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47)
MAX_PERIOD = 200_000  # sqrt(D)'s period: the checker's bound too
MAX_SOLUTION_DIGITS = 2000  # a Pell solution the checkers can read
TRIAL_STAGE = 1 << 18  # integer.factor's first stage (PARI trial-divides up to min(D, primelimit = 500000))
Op = Callable[[Any, dict[str, Any], Any], dict[str, Any]]


def _int(payload: dict[str, Any], key: str) -> int:
    return int(payload[key])


def _progress(emitter: Any) -> Callable[[str], None] | None:
    if emitter is None:
        return None
    return lambda message: emitter.log(message)


def factor_pairs(pari: Any, n: int) -> list[tuple[int, int]]:
    """PARI's full factorization of n >= 1 as (prime, exponent) pairs, primes increasing."""
    if n == 1:
        return []
    fac = pari.factor(n)
    return [(int(p), int(e)) for p, e in zip(fac[0], fac[1])]


def _progress_to(emitter: Any, fraction: float, message: str) -> None:
    if emitter is not None:
        emitter.progress(fraction, message)


def staged_factor(pari: Any, n: int, emitter: Any = None) -> list[tuple[int, int]]:
    """n's factorization in stages, each announced as a progress event: trial division by the primes below
    ``TRIAL_STAGE`` (PARI's ``factor(n, D)``), then PARI's ``factorint`` on each composite cofactor (Pollard
    rho, SQUFOF, Lenstra's ECM and MPQS, chosen by PARI by size), the cofactor's size said first."""
    _progress_to(emitter, 0.0, f"trial division of a {len(str(n))}-digit n by the primes below {TRIAL_STAGE}")
    small = pari.factor(n, TRIAL_STAGE)
    found: dict[int, int] = {}
    composite: list[tuple[int, int]] = []
    for p, e in zip(small[0], small[1]):
        p_int, e_int = int(p), int(e)
        if p_int > TRIAL_STAGE and not pari.ispseudoprime(p_int):
            composite.append((p_int, e_int))
        else:
            found[p_int] = found.get(p_int, 0) + e_int
    for c, e in composite:
        _progress_to(emitter, 0.2, f"rho, ECM and MPQS (PARI's factorint) on a {len(str(c))}-digit cofactor")
        fac = pari.factorint(c)
        for p, k in zip(fac[0], fac[1]):
            found[int(p)] = found.get(int(p), 0) + int(k) * e
        _progress_to(emitter, 0.8, f"the {len(str(c))}-digit cofactor split into {len(fac[0])} primes")
    return sorted(found.items())


def op_factor_integer(pari: Any, payload: dict[str, Any], emitter: Any) -> dict[str, Any]:
    n = _int(payload, "n")
    if n < 2:
        raise WorkerError("INPUT", "n must be at least 2")
    pairs = staged_factor(pari, n, emitter)
    if any(p < 2 for p, _ in pairs) or _product(pairs) != n:
        raise WorkerError("BACKEND", "PARI's factorization does not multiply to n")
    proofs: dict[str, Any] = {}
    _progress_to(emitter, 0.85, f"proving {len(pairs)} prime factors (Pratt or ECPP)")
    prove(pari, [p for p, _ in pairs], proofs, _progress(emitter))
    _progress_to(emitter, 1.0, "factored and proven")
    return {"factors": [[str(p), e] for p, e in pairs], "certificates": proofs}


def _product(pairs: list[tuple[int, int]]) -> int:
    out = 1
    for p, e in pairs:
        out *= p**e
    return out


def composite_evidence(pari: Any, n: int) -> dict[str, str]:
    """Why n >= 4 (not prime) is composite: a divisor among the primes below TRIAL_BOUND (PARI's partial
    factorization), else the first Fermat witness a among FERMAT_BASES (a^(n-1) mod n != 1), else the
    smallest prime of PARI's full factorization (only a Carmichael-like n with no small factor gets
    here; it runs within the job's budget)."""
    p = int(pari.factor(n, TRIAL_BOUND)[0][0])
    if p < n:
        return {"divisor": str(p)}
    for a in FERMAT_BASES:
        if a < n and pow(a, n - 1, n) != 1:
            return {"fermat_witness": str(a)}
    return {"divisor": str(int(pari.factor(n)[0][0]))}


def op_prime_certify(pari: Any, payload: dict[str, Any], emitter: Any) -> dict[str, Any]:
    n = _int(payload, "n")
    if n < 2:
        raise WorkerError("INPUT", "n must be at least 2")
    if not pari.ispseudoprime(n):
        return {"prime": False, **composite_evidence(pari, n)}
    proofs: dict[str, Any] = {}
    ecpp = prove(pari, [n], proofs, _progress(emitter))
    return {"prime": True, "certificates": proofs, "method": "ecpp" if ecpp else "pratt"}


def _factored(pari: Any, n: int, emitter: Any) -> tuple[Any, dict[str, Any]]:
    """PARI's factor matrix of n and the certificate part {factors, certificates} (every prime proven)."""
    proofs: dict[str, Any] = {}
    fac = pari.factor(n)
    pairs = [(int(p), int(e)) for p, e in zip(fac[0], fac[1])]
    prove(pari, [p for p, _ in pairs], proofs, _progress(emitter))
    return fac, {"factors": [[str(p), e] for p, e in pairs], "certificates": proofs}


def op_totient(pari: Any, payload: dict[str, Any], emitter: Any) -> dict[str, Any]:
    n = _int(payload, "n")
    fac, cert = _factored(pari, n, emitter)
    return {"value": str(int(pari.eulerphi(fac))) if n > 1 else "1", "certificate": cert}


def op_mobius(pari: Any, payload: dict[str, Any], emitter: Any) -> dict[str, Any]:
    n = _int(payload, "n")
    fac, cert = _factored(pari, n, emitter)
    return {"value": int(pari.moebius(fac)) if n > 1 else 1, "certificate": cert}


def op_divisors(pari: Any, payload: dict[str, Any], emitter: Any) -> dict[str, Any]:
    n, limit = _int(payload, "n"), int(payload["max_divisors"])
    fac, cert = _factored(pari, n, emitter)
    count = int(pari.numdiv(fac)) if n > 1 else 1
    sigma = str(int(pari.sigma(fac))) if n > 1 else "1"
    listed = [str(int(d)) for d in pari.divisors(fac)] if count <= limit and n > 1 else (["1"] if n == 1 else None)
    return {"count": count, "sigma": sigma, "divisors": listed, "certificate": cert}


def _order_certificate(pari: Any, d: int, emitter: Any) -> dict[str, Any]:
    proofs: dict[str, Any] = {}
    pairs = factor_pairs(pari, d)
    prove(pari, [q for q, _ in pairs], proofs, _progress(emitter))
    return {"order_factors": [[str(q), e] for q, e in pairs], "certificates": proofs}


def op_multiplicative_order(pari: Any, payload: dict[str, Any], emitter: Any) -> dict[str, Any]:
    a, n = _int(payload, "a"), _int(payload, "n")
    if gcd(a, n) != 1:
        raise WorkerError("INPUT", "a is not a unit modulo n", path="$.payload.a")
    d = int(pari.znorder(pari.Mod(a, n)))
    return {"order": str(d), "certificate": _order_certificate(pari, d, emitter)}


def op_primitive_root(pari: Any, payload: dict[str, Any], emitter: Any) -> dict[str, Any]:
    """The least primitive root modulo n (PARI's znprimroot need not be the least: 47 for 82), found by
    testing g^(phi/q) != 1 for the primes q of phi(n); or none when (Z/nZ)^* is not cyclic."""
    n = _int(payload, "n")
    fac, cert = _factored(pari, n, emitter)
    if not _cyclic(fac):
        return {"root": None, "certificate": cert}
    phi = int(pari.eulerphi(fac)) if n > 1 else 1
    phi_pairs = factor_pairs(pari, phi)
    prove(pari, [q for q, _ in phi_pairs], cert["certificates"], _progress(emitter))
    cert["phi_factors"] = [[str(q), e] for q, e in phi_pairs]
    for g in range(1, max(n, 2)):
        if gcd(g, n) == 1 and all(pow(g, phi // q, n) != 1 % n for q, _ in phi_pairs):
            return {"root": str(g), "certificate": cert}
    raise WorkerError("BACKEND", "no primitive root found though (Z/nZ)^* is cyclic")


def _cyclic(fac: Any) -> bool:
    pairs = [(int(p), int(e)) for p, e in zip(fac[0], fac[1])]
    odd = [p for p, _ in pairs if p != 2]
    two = next((e for p, e in pairs if p == 2), 0)
    return (not odd and two <= 2) or (len(odd) == 1 and two <= 1)


def op_discrete_log(pari: Any, payload: dict[str, Any], emitter: Any) -> dict[str, Any]:
    """The least x >= 0 with g^x = h (mod n) (PARI's znlog, Pohlig-Hellman and index calculus), with the
    order of g proven; or none (then h^ord(g) != 1 proves it whenever that holds)."""
    g, h, n = _int(payload, "g"), _int(payload, "h"), _int(payload, "n")
    if gcd(g, n) != 1:
        raise WorkerError("INPUT", "g is not a unit modulo n", path="$.payload.g")
    d = int(pari.znorder(pari.Mod(g, n)))
    cert = _order_certificate(pari, d, emitter)
    found = pari.znlog(pari.Mod(h, n), pari.Mod(g, n))
    if found.type() != "t_INT":  # [] when h is no power of g
        return {"x": None, "order": str(d), "certificate": cert}
    x = int(found) % d
    if pow(g, x, n) != h % n:
        raise WorkerError("BACKEND", "PARI's discrete logarithm does not satisfy g^x = h")
    return {"x": str(x), "order": str(d), "certificate": cert}


def op_crt(pari: Any, payload: dict[str, Any], emitter: Any) -> dict[str, Any]:
    residues = [int(r) for r in payload["residues"]]
    moduli = [int(m) for m in payload["moduli"]]
    for i in range(len(moduli)):
        for j in range(i):
            if (residues[i] - residues[j]) % gcd(moduli[i], moduli[j]):
                return {"x": None, "pair": [j, i]}
    solution = pari.chinese([pari.Mod(r, m) for r, m in zip(residues, moduli)])
    return {"x": str(int(solution.lift())), "modulus": str(int(solution.mod()))}


def op_kronecker(pari: Any, payload: dict[str, Any], emitter: Any) -> dict[str, Any]:
    return {"value": int(pari.kronecker(_int(payload, "a"), _int(payload, "n")))}


def op_sqrt_mod(pari: Any, payload: dict[str, Any], emitter: Any) -> dict[str, Any]:
    """A square root of a modulo the prime p (the smaller of x and p - x), or none with p's primality proof
    (then a^((p-1)/2) = -1 mod p shows it)."""
    a, p = _int(payload, "a"), _int(payload, "p")
    if not pari.ispseudoprime(p):
        raise WorkerError("INPUT", "p is not prime", path="$.payload.p")
    if p > 2 and a % p and int(pari.kronecker(a, p)) == -1:
        proofs: dict[str, Any] = {}
        prove(pari, [p], proofs, _progress(emitter))
        return {"root": None, "certificate": {"certificates": proofs}}
    x = int(pari.sqrt(pari.Mod(a, p)).lift())
    return {"root": str(min(x, p - x) if x else 0)}


def sqrt_expansion(d: int) -> tuple[int, list[int]]:
    """a0 and the least period of sqrt(d) for a non-square d >= 2 (the m, d, a recurrence); WorkerError
    INPUT when the period is longer than MAX_PERIOD."""
    a0 = isqrt(d)
    m, den, a, period = 0, 1, a0, list[int]()
    while len(period) < MAX_PERIOD:
        m = den * a - m
        den = (d - m * m) // den
        a = (a0 + m) // den
        period.append(a)
        if den == 1:
            return a0, period
    raise WorkerError("INPUT", f"the period of sqrt(D) is longer than {MAX_PERIOD} terms", path="$.payload.D")


def op_continued_fraction(pari: Any, payload: dict[str, Any], emitter: Any) -> dict[str, Any]:
    if payload.get("D") is not None:
        a0, period = sqrt_expansion(_int(payload, "D"))
        return {"a0": str(a0), "period": [str(a) for a in period]}
    terms = pari.contfrac(pari(_int(payload, "numerator")) / pari(_int(payload, "denominator")))
    return {"terms": [str(int(t)) for t in terms]}


def op_prime_pi(pari: Any, payload: dict[str, Any], emitter: Any) -> dict[str, Any]:
    return {"value": str(int(pari.primepi(_int(payload, "x"))))}


def op_nth_prime(pari: Any, payload: dict[str, Any], emitter: Any) -> dict[str, Any]:
    return {"value": str(int(pari.prime(_int(payload, "n"))))}


def op_pell(pari: Any, payload: dict[str, Any], emitter: Any) -> dict[str, Any]:
    """The fundamental solution of x^2 - D y^2 = sign from PARI's fundamental unit of the order of
    discriminant 4D (``quadunit``), squared when its norm is -1 and sign is 1; none for sign -1 when the
    unit's norm is 1."""
    d, sign = _int(payload, "D"), int(payload["sign"])
    unit = pari.quadunit(4 * d)
    x, y, norm = int(pari.real(unit)), int(pari.imag(unit)), int(pari.norm(unit))
    if norm != sign:
        if sign == -1:
            return {"x": None, "y": None}
        x, y = x * x + d * y * y, 2 * x * y
    if x * x - d * y * y != sign:
        raise WorkerError("BACKEND", "PARI's fundamental unit does not solve the equation")
    if len(str(x)) > MAX_SOLUTION_DIGITS:
        too_long = f"the fundamental solution has more than {MAX_SOLUTION_DIGITS} digits"
        raise WorkerError("INPUT", too_long, path="$.payload.D")
    return {"x": str(x), "y": str(y)}


def op_linear_diophantine(pari: Any, payload: dict[str, Any], emitter: Any) -> dict[str, Any]:
    """a x + b y = c: a particular solution from PARI's extended gcd (gcdext) and the step (b/g, -a/g)."""
    a, b, c = _int(payload, "a"), _int(payload, "b"), _int(payload, "c")
    u, v, g = (int(t) for t in pari.gcdext(a, b))
    if c % g:
        return {"x0": None}
    k = c // g
    return {"x0": str(u * k), "y0": str(v * k), "dx": str(b // g), "dy": str(-a // g)}


def op_two_squares(pari: Any, payload: dict[str, Any], emitter: Any) -> dict[str, Any]:
    """n = a^2 + b^2 (PARI's qfbsolve on x^2 + y^2), or none with n's proven factorization."""
    n = _int(payload, "n")
    found = pari.qfbsolve(pari.Qfb(1, 0, 1), n)
    if len(found):
        a, b = sorted(abs(int(t)) for t in found)
        return {"a": str(a), "b": str(b)}
    _, cert = _factored(pari, n, emitter)
    return {"a": None, "certificate": cert}


def op_four_squares(pari: Any, payload: dict[str, Any], emitter: Any) -> dict[str, Any]:
    """n = a^2 + b^2 + c^2 + d^2 (Lagrange): n = 4^k m; for m, a seeded random a, b until m - a^2 - b^2 is a sum
    of two squares by PARI's qfbsolve (Rabin-Shallit's idea; few tries), then scaled back by 2^k."""
    import random

    n = _int(payload, "n")
    k, m = 0, n
    while m % 4 == 0:
        k, m = k + 1, m // 4
    rng = random.Random(n)
    root = isqrt(m)
    for attempt in range(100_000):
        a = root if attempt == 0 else rng.randint(0, root)
        rest = m - a * a
        b = isqrt(rest) if attempt == 0 else rng.randint(0, isqrt(rest))
        rest -= b * b
        if rest > 10**30 and not (rest % 4 == 1 and pari.ispseudoprime(rest)):
            continue  # a large rest is tried only when prime (qfbsolve would factor it)
        found = pari.qfbsolve(pari.Qfb(1, 0, 1), rest) if rest else [0, 0]
        if len(found):
            values = sorted((abs(int(t)) << k for t in (a, b, found[0], found[1])), reverse=True)
            return {"squares": [str(v) for v in values]}
    raise WorkerError("BACKEND", "no four-square representation found")


def op_thue(pari: Any, payload: dict[str, Any], emitter: Any) -> dict[str, Any]:
    """Every integer solution of F(x, y) = m: PARI's thueinit on P(t) = F(t, 1) (flag 1: unconditional, PARI
    certifies its class group and units; flag 0: under GRH) and thue (Bilu-Hanrot bounds, then enumeration).
    A reducible F is refused (INPUT at $.payload.form); so is an answer too large to return."""
    coefficients = [int(c) for c in payload["form"]]
    f = pari.Pol(coefficients)
    if not pari.polisirreducible(f):
        raise WorkerError("INPUT", "F(x, y) is reducible over Q: not a Thue equation", path="$.payload.form")
    unconditional = not payload["assume_grh"]
    if emitter is not None:
        emitter.log(f"thueinit (degree {len(coefficients) - 1}, {'unconditional' if unconditional else 'GRH'})")
    tnf = pari.thueinit(f, 1 if unconditional else 0)
    return {"solutions": thue_reply(pari.thue(tnf, _int(payload, "m")))}


def thue_reply(found: Any) -> list[list[str]]:
    """PARI's solutions as the reply's sorted decimal pairs, refused (INPUT at $.payload.m) beyond the reply's
    bounds: more than MAX_THUE_SOLUTIONS, or a value of more than MAX_THUE_SOLUTION_DIGITS digits (compared as
    an integer, so that no text of it is made: Python refuses str() of an int above 4300 digits)."""
    if len(found) > MAX_THUE_SOLUTIONS:
        raise WorkerError("INPUT", f"more than {MAX_THUE_SOLUTIONS} solutions", path="$.payload.m")
    solutions = sorted((int(s[0]), int(s[1])) for s in found)
    if any(abs(v) >= 10**MAX_THUE_SOLUTION_DIGITS for s in solutions for v in s):
        raise WorkerError("INPUT", f"a solution has more than {MAX_THUE_SOLUTION_DIGITS} digits", path="$.payload.m")
    return [[str(x), str(y)] for x, y in solutions]


def op_class_number(pari: Any, payload: dict[str, Any], emitter: Any) -> dict[str, Any]:
    """h(D) of an imaginary quadratic discriminant: PARI's quadclassunit (subexponential; under GRH)."""
    d = _int(payload, "D")
    return {"h": str(int(pari.quadclassunit(d)[0]))}


OPS: dict[str, Op] = {
    "factor_integer": op_factor_integer,
    "prime_certify": op_prime_certify,
    "totient": op_totient,
    "mobius": op_mobius,
    "divisors": op_divisors,
    "multiplicative_order": op_multiplicative_order,
    "primitive_root": op_primitive_root,
    "discrete_log": op_discrete_log,
    "crt": op_crt,
    "kronecker": op_kronecker,
    "sqrt_mod": op_sqrt_mod,
    "continued_fraction": op_continued_fraction,
    "prime_pi": op_prime_pi,
    "nth_prime": op_nth_prime,
    "pell": op_pell,
    "linear_diophantine": op_linear_diophantine,
    "two_squares": op_two_squares,
    "four_squares": op_four_squares,
    "class_number": op_class_number,
    "thue": op_thue,
}
