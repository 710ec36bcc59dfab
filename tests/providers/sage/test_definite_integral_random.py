"""calculus.integral.definite on generated integrands, in process: SymPy's answer (the worker's operation) is
checked by the checker's ``check`` and must be accepted whenever the antiderivative is in class, and the enclosure
must hold mpmath's quadrature of the integrand (an independent numerical value, 30 digits). Integrands
p/q with q a product of (x - r) for r outside [a, b] and of x^2 + c (c > 0), a fixed seed; a rejection here is a
disagreement between the producer's value text and the checker's own."""

from __future__ import annotations

import random
from fractions import Fraction
from types import SimpleNamespace

from mpmath import mp

from jacobian.checkers.calculus.check import check
from jacobian.contracts.enums import Mode
from jacobian.providers.sage import calculus, calculus_worker

CASES = 25


def integrand(rng: random.Random, a: int, b: int) -> str:
    factors = []
    for _ in range(rng.randint(1, 3)):
        if rng.random() < 0.5:
            r = rng.choice([v for v in range(-9, 10) if not a <= v <= b])
            factors.append(f"(x - ({r}))")
        else:
            factors.append(f"(x^2 + {rng.choice([1, 4, 9, 1 / 4])})".replace("0.25", "1/4"))
    degree = sum(1 if "^2" not in f else 2 for f in factors)
    numerator = " + ".join(f"({rng.randint(-5, 5)})*x^{k}" for k in range(max(1, degree - 1)))
    return f"({numerator})/({'*'.join(factors)})"


def test_generated_integrals_verified_and_inside_quadrature():
    rng = random.Random(29)
    cap = calculus.DefiniteIntegral()
    checked = 0
    for _ in range(CASES):
        a = rng.randint(-3, 2)
        b = a + rng.randint(1, 3)
        f = integrand(rng, a, b)
        request = cap.Request.model_validate({"function": f, "lower": str(a), "upper": str(b), "digits": 20})
        call = SimpleNamespace(request=request, mode=Mode.VERIFY)
        data = calculus_worker.op_definite_integral(cap.fields(call))
        out = cap.answer(call, data)
        if out.evidence is None:  # algebraic constants (x - r) with r = +-1/2 ... : unchecked, COMPUTED
            continue
        decision = check({"claim": out.evidence.claim, "subject": out.evidence.subject})
        assert decision["accepted"], (f, a, b, out.output.value, decision["reason"])
        lo, hi = (Fraction(e) for e in out.output.enclosure)
        with mp.workdps(40):
            value = mp.quad(lambda x, f=f: mp.mpf(eval_rational(f, x)), [a, b])
            assert lo - Fraction(1, 10**25) <= Fraction(mp.nstr(value, 35)) <= hi + Fraction(1, 10**25), (f, a, b)
        checked += 1
    assert checked >= CASES // 2, checked


def eval_rational(text: str, x):
    """The integrand at x: the test's own generated text, in Python syntax (x^k -> x**k)."""
    return eval(text.replace("^", "**"), {"x": x})  # noqa: S307 - the test's own generated text


def test_the_zero_antiderivative_is_written_0():
    # it was written "-", which the checker cannot read: the integral of 0 (and the antiderivative of 0) failed
    assert calculus.antiderivative_text({"rational": [["0"], ["1"]], "logs": []}, "x") == "0"
