"""Arithmetic functions, modular arithmetic and continued fractions (PARI in the Sage worker), with checks.

Every answer but pi(x) and p_n carries evidence for ``integer.arithmetic`` (format ``integer-arithmetic/1``,
``checkers/integer/arithmetic.py``), which decides it in Python integers: a proven factorization for
totient, divisors and Moebius; a proven order (a^d = 1, a^(d/q) != 1) for orders and discrete logarithms;
exponentiation, squaring, the lcm and the checker's own Kronecker symbol and expansions for the rest.
``integer.prime_pi`` and ``integer.nth_prime`` stay COMPUTED (no certificate; the tests cross-check small
arguments against an independent sieve).
"""

from __future__ import annotations

from math import gcd, isqrt
from typing import Any, ClassVar, TypeVar

from jacobian.capability import (
    ArtifactReader,
    Evidence,
    Interpretation,
    InterpretError,
    JobCall,
    Output,
    Request,
    answer,
    invalid,
)
from jacobian.contracts.descriptor import InvocationExample
from jacobian.contracts.diagnostics import Code
from jacobian.contracts.enums import Conclusion, Mode, Qualifier
from jacobian.contracts.result import Obligation

from .base import SageOperation
from .integer_fields import probably_prime
from .number_models import (
    MAX_CONVERGENTS,
    ContinuedFractionOutput,
    ContinuedFractionRequest,
    CrtOutput,
    CrtRequest,
    DiscreteLogOutput,
    DiscreteLogRequest,
    DivisorsOutput,
    DivisorsRequest,
    FactorableRequest,
    IntegerValueOutput,
    KroneckerOutput,
    KroneckerRequest,
    MobiusOutput,
    NthPrimeRequest,
    OrderOutput,
    OrderRequest,
    PrimePiRequest,
    PrimitiveRootOutput,
    PrimitiveRootRequest,
    SqrtModOutput,
    SqrtModRequest,
)

FORMAT = "integer-arithmetic/1"

Req = TypeVar("Req", bound=Request)
Out = TypeVar("Out", bound=Output)


class _Arithmetic(SageOperation[Req, Out]):
    """An integer operation of the Sage worker answered with evidence for integer.arithmetic."""

    domain: ClassVar[str] = "number_theory"
    modes: ClassVar[tuple[Mode, ...]] = (Mode.EXPLORE, Mode.VERIFY)
    conclusions: ClassVar[tuple[Conclusion, ...]] = (Conclusion.VALUE,)

    def subject(self, call: JobCall[Req, None]) -> dict[str, Any]:
        """The evidence subject: the request's integers as the caller gave them (validated decimal text)."""
        return call.request.model_dump(mode="json", exclude={"budget", "engine"})

    def checked(
        self, call: JobCall[Req, None], claim: dict[str, Any], certificate: dict[str, Any], output: Output, basis: str
    ) -> Interpretation:
        evidence = Evidence(claim, FORMAT, self.subject(call), certificate)
        return answer(
            Conclusion.VALUE, output, basis, qualifiers=(Qualifier.EXACT, Qualifier.DETERMINISTIC), evidence=evidence
        )


def _unit(a: str, n: str, field: str) -> None:
    g = gcd(int(a), int(n))
    if g != 1:
        raise invalid(f"{field} is not a unit modulo n: gcd({field}, n) = {g}", f"$.payload.{field}")


FACTOR_TAGS = ("integer", "number-theory", "arithmetic-function", "multiplicative-function", "pari", "factorization")


class Totient(_Arithmetic[FactorableRequest, IntegerValueOutput]):
    id = "integer.totient"
    op = "totient"
    title = "Euler's totient phi(n), from a certified factorization"
    description = (
        "phi(n), the number of 1 <= k <= n coprime to n, for n up to 200 digits (n is factored by PARI). The "
        "evidence is n's factorization with every prime proven (Pratt or ECPP steps); the checker recomputes "
        "phi from it."
    )
    tags = ("totient", "euler-phi", "phi", "euler", "coprime", "count-coprime", *FACTOR_TAGS)
    verify_claims = ("INTEGER_TOTIENT",)
    examples = (InvocationExample(title="phi(10^20 + 1)", payload={"n": str(10**20 + 1)}, mode=Mode.VERIFY),)

    def answer(self, call: JobCall[FactorableRequest, None], data: dict[str, Any]) -> Interpretation:
        out = IntegerValueOutput(value=data["value"])
        claim = {"kind": "INTEGER_TOTIENT", "value": data["value"]}
        return self.checked(call, claim, data["certificate"], out, "phi(n) from n's prime factorization")


class Mobius(_Arithmetic[FactorableRequest, MobiusOutput]):
    id = "integer.mobius"
    op = "mobius"
    title = "Moebius function mu(n), from a certified factorization"
    description = (
        "mu(n): 0 when a square > 1 divides n, else (-1)^k for k distinct primes (n up to 200 digits). The "
        "evidence is n's proven factorization; the checker recomputes mu from it."
    )
    tags = ("mobius", "moebius", "mu", "squarefree", "square-free", *FACTOR_TAGS)
    verify_claims = ("INTEGER_MOBIUS",)
    examples = (InvocationExample(title="mu(30030)", payload={"n": "30030"}, mode=Mode.VERIFY),)

    def answer(self, call: JobCall[FactorableRequest, None], data: dict[str, Any]) -> Interpretation:
        value = int(data["value"])
        claim = {"kind": "INTEGER_MOBIUS", "value": str(value)}
        return self.checked(call, claim, data["certificate"], MobiusOutput(value=value), "mu(n) from n's factorization")


class Divisors(_Arithmetic[DivisorsRequest, DivisorsOutput]):
    id = "integer.divisors"
    op = "divisors"
    title = "Divisors of n, their number tau(n) and their sum sigma(n)"
    description = (
        "All positive divisors of n in increasing order (when there are at most max_divisors), tau(n) and "
        "sigma(n), for n up to 200 digits. The evidence is n's proven factorization; the checker generates the "
        "divisors, tau and sigma from it and compares."
    )
    tags = ("divisors", "divisor", "sigma", "tau", "sum-of-divisors", "number-of-divisors", "perfect", *FACTOR_TAGS)
    verify_claims = ("INTEGER_DIVISORS",)
    examples = (InvocationExample(title="divisors of 496", payload={"n": "496"}, mode=Mode.VERIFY),)

    def fields(self, call: JobCall[DivisorsRequest, None]) -> dict[str, Any]:
        return {"n": call.request.n, "max_divisors": call.request.max_divisors}

    def subject(self, call: JobCall[DivisorsRequest, None]) -> dict[str, Any]:
        return {"n": call.request.n}

    def answer(self, call: JobCall[DivisorsRequest, None], data: dict[str, Any]) -> Interpretation:
        out = DivisorsOutput(count=int(data["count"]), sigma=data["sigma"], divisors=data["divisors"])
        claim = {"kind": "INTEGER_DIVISORS", "count": str(out.count), "sigma": out.sigma, "divisors": out.divisors}
        return self.checked(call, claim, data["certificate"], out, "the divisors from n's prime factorization")


class MultiplicativeOrder(_Arithmetic[OrderRequest, OrderOutput]):
    id = "integer.multiplicative_order"
    op = "multiplicative_order"
    title = "Multiplicative order of a modulo n"
    description = (
        "The least d >= 1 with a^d = 1 (mod n), for a coprime to n and n up to 200 digits (PARI's znorder). "
        "Checked: a^d = 1 and a^(d/q) != 1 for every prime q of d, with d's factorization proven."
    )
    tags = ("order", "multiplicative-order", "modular", "modulo", "mod", "congruence", "unit", "number-theory", "pari")
    verify_claims = ("MULTIPLICATIVE_ORDER",)
    examples = (
        InvocationExample(title="ord of 2 mod 10^9+7", payload={"a": "2", "n": "1000000007"}, mode=Mode.VERIFY),
    )

    def parse(self, request: OrderRequest, artifacts: ArtifactReader) -> None:
        _unit(request.a, request.n, "a")

    def answer(self, call: JobCall[OrderRequest, None], data: dict[str, Any]) -> Interpretation:
        claim = {"kind": "MULTIPLICATIVE_ORDER", "order": data["order"]}
        out = OrderOutput(order=data["order"])
        return self.checked(call, claim, data["certificate"], out, "the least d with a^d = 1 (mod n)")


class PrimitiveRoot(_Arithmetic[PrimitiveRootRequest, PrimitiveRootOutput]):
    id = "integer.primitive_root"
    op = "primitive_root"
    title = "Least primitive root modulo n (a generator of (Z/nZ)^*)"
    description = (
        "The least g >= 1 of order phi(n) modulo n, or none when (Z/nZ)^* is not cyclic (n not 1, 2, 4, p^k, "
        "2p^k), n up to 200 digits. Checked from proven factorizations of n and phi(n): g^(phi/q) != 1 for "
        "every prime q of phi, every smaller candidate fails; or n's form shows no generator exists."
    )
    tags = (
        "primitive-root",
        "generator",
        "cyclic",
        "multiplicative-group",
        "modular",
        "modulo",
        "number-theory",
        "pari",
    )
    conclusions = (Conclusion.VALUE, Conclusion.NO_WITNESS)
    verify_claims = ("PRIMITIVE_ROOT", "NO_PRIMITIVE_ROOT")
    examples = (InvocationExample(title="mod 10^9 + 7", payload={"n": "1000000007"}, mode=Mode.VERIFY),)

    def answer(self, call: JobCall[PrimitiveRootRequest, None], data: dict[str, Any]) -> Interpretation:
        root = data["root"]
        out = PrimitiveRootOutput(root=root)
        if root is None:
            evidence = Evidence({"kind": "NO_PRIMITIVE_ROOT"}, FORMAT, self.subject(call), data["certificate"])
            basis = "n is not 1, 2, 4, p^k or 2p^k: (Z/nZ)^* is not cyclic"
            return answer(Conclusion.NO_WITNESS, out, basis, evidence=evidence)
        return self.checked(
            call, {"kind": "PRIMITIVE_ROOT", "root": root}, data["certificate"], out, "the least generator"
        )


class DiscreteLog(_Arithmetic[DiscreteLogRequest, DiscreteLogOutput]):
    id = "integer.discrete_log"
    op = "discrete_log"
    title = "Discrete logarithm: the least x with g^x = h (mod n)"
    description = (
        "PARI's znlog (Pohlig-Hellman, index calculus) for n up to 200 digits. Checked by exponentiation, "
        "g^x = h, with 0 <= x < ord(g) (the order proven), so x is the least solution. 'No solution' is checked "
        "when h^ord(g) != 1; otherwise it stays COMPUTED with an obligation."
    )
    tags = (
        "discrete-log",
        "discrete-logarithm",
        "logarithm",
        "exponent",
        "solve-for-exponent",
        "znlog",
        "modular",
        "modulo",
        "mod",
        "number-theory",
    )
    conclusions = (Conclusion.VALUE, Conclusion.NO_WITNESS)
    verify_claims = ("DISCRETE_LOG", "NO_DISCRETE_LOG")
    examples = (InvocationExample(title="3^x = 13 mod 17", payload={"g": "3", "h": "13", "n": "17"}, mode=Mode.VERIFY),)
    UNPROVEN = Obligation(
        kind="NO_SOLUTION_UNCHECKED",
        description="h^ord(g) = 1 mod n, so no checkable certificate shows h outside the powers of g: PARI's word",
    )

    def parse(self, request: DiscreteLogRequest, artifacts: ArtifactReader) -> None:
        _unit(request.g, request.n, "g")

    def answer(self, call: JobCall[DiscreteLogRequest, None], data: dict[str, Any]) -> Interpretation:
        out = DiscreteLogOutput(x=data["x"], order=data["order"])
        if data["x"] is not None:
            claim = {"kind": "DISCRETE_LOG", "x": data["x"]}
            return self.checked(call, claim, data["certificate"], out, "g^x = h with 0 <= x < ord(g)")
        g, h, n = (int(v) for v in (call.request.g, call.request.h, call.request.n))
        if pow(h, int(data["order"]), n) != 1 % n:
            evidence = Evidence({"kind": "NO_DISCRETE_LOG"}, FORMAT, self.subject(call), data["certificate"])
            return answer(Conclusion.NO_WITNESS, out, "h^ord(g) != 1: h is no power of g", evidence=evidence)
        return answer(Conclusion.NO_WITNESS, out, "PARI's znlog found no solution", obligations=(self.UNPROVEN,))


class Crt(_Arithmetic[CrtRequest, CrtOutput]):
    id = "integer.crt"
    op = "crt"
    title = "Chinese remainder theorem: solve x = r_i (mod m_i)"
    description = (
        "The solution of a system of congruences (moduli need not be coprime), reduced modulo the lcm of the "
        "moduli, or the two congruences that contradict. Checked: x satisfies each congruence and the modulus is "
        "the lcm, or the pair disagrees modulo gcd(m_i, m_j)."
    )
    tags = (
        "crt",
        "chinese-remainder",
        "chinese-remainder-theorem",
        "residues",
        "moduli",
        "congruences",
        "system",
        "simultaneous",
        "combine",
        "modular",
        "modulo",
        "mod",
    )
    conclusions = (Conclusion.VALUE, Conclusion.NO_WITNESS)
    verify_claims = ("CRT_SOLUTION", "CRT_NO_SOLUTION")
    examples = (
        InvocationExample(
            title="x = 2 (3), 3 (5), 2 (7)", payload={"residues": ["2", "3", "2"], "moduli": ["3", "5", "7"]}
        ),
    )

    def parse(self, request: CrtRequest, artifacts: ArtifactReader) -> None:
        if len(request.residues) != len(request.moduli):
            raise invalid(f"{len(request.moduli)} moduli for {len(request.residues)} residues", "$.payload.moduli")

    def answer(self, call: JobCall[CrtRequest, None], data: dict[str, Any]) -> Interpretation:
        if data["x"] is None:
            out = CrtOutput(x=None, modulus=None, conflict=data["pair"])
            evidence = Evidence({"kind": "CRT_NO_SOLUTION"}, FORMAT, self.subject(call), {"pair": data["pair"]})
            return answer(Conclusion.NO_WITNESS, out, "two congruences contradict", evidence=evidence)
        out = CrtOutput(x=data["x"], modulus=data["modulus"])
        claim = {"kind": "CRT_SOLUTION", "x": data["x"], "modulus": data["modulus"]}
        return self.checked(call, claim, {}, out, "the unique solution modulo the lcm")


class Kronecker(_Arithmetic[KroneckerRequest, KroneckerOutput]):
    id = "integer.jacobi"
    op = "kronecker"
    title = "Kronecker symbol (a/n): Jacobi and Legendre symbols"
    description = (
        "The Kronecker symbol (a/n) for any integers (the Jacobi symbol for odd positive n, the Legendre symbol "
        "for an odd prime: is a a quadratic residue?). The checker recomputes it with its own binary algorithm."
    )
    tags = ("jacobi", "legendre", "kronecker", "symbol", "quadratic-residue", "residue", "reciprocity", "number-theory")
    verify_claims = ("KRONECKER_SYMBOL",)
    examples = (InvocationExample(title="(1001/9907)", payload={"a": "1001", "n": "9907"}, mode=Mode.VERIFY),)

    def answer(self, call: JobCall[KroneckerRequest, None], data: dict[str, Any]) -> Interpretation:
        value = int(data["value"])
        claim = {"kind": "KRONECKER_SYMBOL", "value": str(value)}
        return self.checked(call, claim, {}, KroneckerOutput(value=value), "the Kronecker symbol (a/n)")


class SqrtMod(_Arithmetic[SqrtModRequest, SqrtModOutput]):
    id = "integer.sqrt_mod"
    op = "sqrt_mod"
    title = "Square root modulo a prime p"
    description = (
        "x with x^2 = a (mod p) for a prime p (up to 1000 digits; a composite p is refused before any job), or "
        "none. Checked by squaring; 'none' by Euler's criterion a^((p-1)/2) = -1 with p proven prime."
    )
    tags = (
        "sqrt",
        "square-root",
        "modular-square-root",
        "tonelli-shanks",
        "quadratic-residue",
        "solve-quadratic-congruence",
        "modulo",
        "mod",
        "prime",
    )
    conclusions = (Conclusion.VALUE, Conclusion.NO_WITNESS)
    verify_claims = ("MODULAR_SQUARE_ROOT", "NO_MODULAR_SQUARE_ROOT")
    examples = (InvocationExample(title="sqrt(2) mod 10^9+7", payload={"a": "2", "p": "1000000007"}, mode=Mode.VERIFY),)

    def parse(self, request: SqrtModRequest, artifacts: ArtifactReader) -> None:
        if not probably_prime(int(request.p)):
            raise invalid("p is not prime (a Miller-Rabin witness shows it composite)", "$.payload.p")

    def answer(self, call: JobCall[SqrtModRequest, None], data: dict[str, Any]) -> Interpretation:
        root, p = data["root"], int(call.request.p)
        if root is None:
            out = SqrtModOutput(root=None)
            evidence = Evidence({"kind": "NO_MODULAR_SQUARE_ROOT"}, FORMAT, self.subject(call), data["certificate"])
            return answer(Conclusion.NO_WITNESS, out, "a is a quadratic non-residue mod p", evidence=evidence)
        out = SqrtModOutput(root=root, other_root=str((p - int(root)) % p))
        return self.checked(call, {"kind": "MODULAR_SQUARE_ROOT", "root": root}, {}, out, "root^2 = a (mod p)")


def convergents(terms: list[int], count: int) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    p0, q0, p1, q1 = 1, 0, terms[0], 1
    for i in range(count):
        if i:
            p0, q0, p1, q1 = p1, q1, terms[i] * p1 + p0, terms[i] * q1 + q0
        out.append((str(p1), str(q1)))
    return out


class ContinuedFraction(_Arithmetic[ContinuedFractionRequest, ContinuedFractionOutput]):
    id = "integer.continued_fraction"
    op = "continued_fraction"
    title = "Continued fraction and convergents of a rational or of sqrt(D)"
    description = (
        "The exact expansion of numerator/denominator (finite, canonical) or of sqrt(D) (a0 and the least "
        "period, D up to 40 digits and periods up to 200000 terms), with the first convergents. The checker "
        "evaluates the rational's expansion exactly, and recomputes sqrt(D)'s period and the convergents itself."
    )
    tags = ("continued-fraction", "convergents", "expansion", "rational", "sqrt", "period", "quadratic-irrational")
    verify_claims = ("CONTINUED_FRACTION", "SQRT_CONTINUED_FRACTION")
    examples = (
        InvocationExample(title="355/113", payload={"numerator": "355", "denominator": "113"}, mode=Mode.VERIFY),
        InvocationExample(title="sqrt(61)", payload={"D": "61"}, mode=Mode.VERIFY),
    )

    def parse(self, request: ContinuedFractionRequest, artifacts: ArtifactReader) -> None:
        rational = request.numerator is not None and request.denominator is not None
        if rational == (request.D is not None) or (request.numerator is None) != (request.denominator is None):
            raise invalid("give either numerator and denominator, or D", "$.payload")
        if request.D is not None and isqrt(int(request.D)) ** 2 == int(request.D):
            raise invalid("D is a perfect square: sqrt(D) is an integer", "$.payload.D")

    def fields(self, call: JobCall[ContinuedFractionRequest, None]) -> dict[str, Any]:
        r = call.request
        return {"numerator": r.numerator, "denominator": r.denominator, "D": r.D}

    def subject(self, call: JobCall[ContinuedFractionRequest, None]) -> dict[str, Any]:
        r = call.request
        return {"D": r.D} if r.D is not None else {"numerator": r.numerator, "denominator": r.denominator}

    def answer(self, call: JobCall[ContinuedFractionRequest, None], data: dict[str, Any]) -> Interpretation:
        count = min(call.request.convergents, MAX_CONVERGENTS)
        if "terms" in data:
            terms = [int(t) for t in data["terms"]]
            listed = convergents(terms, min(count, len(terms)))
            out = ContinuedFractionOutput(terms=data["terms"], convergents=listed)
            claim = {"kind": "CONTINUED_FRACTION", "terms": data["terms"], "convergents": [list(c) for c in listed]}
            return self.checked(call, claim, {}, out, "the canonical expansion of the rational")
        a0, period = int(data["a0"]), [int(t) for t in data["period"]]
        terms = [a0] + [period[i % len(period)] for i in range(max(count - 1, 0))]
        listed = convergents(terms, count)
        out = ContinuedFractionOutput(a0=data["a0"], period=data["period"], convergents=listed)
        claim = {
            "kind": "SQRT_CONTINUED_FRACTION",
            "a0": data["a0"],
            "period": data["period"],
            "convergents": [list(c) for c in listed],
        }
        return self.checked(call, claim, {}, out, "the periodic expansion of sqrt(D)")


class _Count(SageOperation[Req, IntegerValueOutput]):
    domain: ClassVar[str] = "number_theory"
    conclusions: ClassVar[tuple[Conclusion, ...]] = (Conclusion.VALUE,)
    NO_CERTIFICATE = Obligation(
        kind="NO_CERTIFICATE",
        description="PARI's count from its own prime sieve; no certificate is checked (the tests cross-check "
        "small arguments against an independent sieve)",
    )

    def answer(self, call: JobCall[Req, None], data: dict[str, Any]) -> Interpretation:
        if not str(data.get("value", "")).isdigit():
            raise InterpretError(Code.BACKEND_ERROR, f"the worker gave no count: {str(data)[:200]}")
        out = IntegerValueOutput(value=data["value"])
        return answer(Conclusion.VALUE, out, "PARI's sieve", obligations=(self.NO_CERTIFICATE,))


class PrimePi(_Count[PrimePiRequest]):
    id = "integer.prime_pi"
    op = "prime_pi"
    title = "Prime-counting function pi(x)"
    description = "pi(x), the number of primes <= x, for x up to 10^12 (PARI's primepi; COMPUTED, no certificate)."
    tags = ("prime-counting", "pi", "prime-pi", "count-primes", "primes", "how-many-primes")
    examples = (InvocationExample(title="pi(10^9)", payload={"x": "1000000000"}),)


class NthPrime(_Count[NthPrimeRequest]):
    id = "integer.nth_prime"
    op = "nth_prime"
    title = "The n-th prime p_n"
    description = "p_n, the n-th prime (p_1 = 2), for n up to 10^10 (PARI's prime(n); COMPUTED, no certificate)."
    tags = ("nth-prime", "n-th-prime", "primes", "sequence", "index")
    examples = (InvocationExample(title="p_(10^6)", payload={"n": "1000000"}),)


ARITHMETIC = (
    Totient(),
    Mobius(),
    Divisors(),
    MultiplicativeOrder(),
    PrimitiveRoot(),
    DiscreteLog(),
    Crt(),
    Kronecker(),
    SqrtMod(),
    ContinuedFraction(),
    PrimePi(),
    NthPrime(),
)
