"""The WZ checker on its own: WZ pairs from the literature accepted, forged certificates and closed forms rejected
(each for the reason it is wrong), claims whose boundary argument it cannot make rejected as not shown, malformed
requests refused, the model it read reported on every decision.

Known answers: Petkovsek, Wilf, Zeilberger, "A = B" (A K Peters 1996), chapter 7: sum_k binomial(n, k)^2 =
binomial(2n, n) with R(n, k) = k^2 (2k - 3n - 3) / (2 (2n + 1) (k - n - 1)^2) (section 7.1, up to the sign
convention G(n, k+1) - G(n, k)); sum_k binomial(n, k) = 2^n, sum_k k binomial(n, k) = n 2^(n-1), the binomial
theorem sum_k binomial(n, k) 2^k = 3^n, Vandermonde's convolution sum_k binomial(n, k) binomial(5, n - k) =
binomial(n + 5, 5), sum_k binomial(n, k) binomial(n, k - 1) = binomial(2n, n - 1), sum_k k^2 binomial(n, k) =
n (n + 1) 2^(n-2) and sum_k (-1)^k binomial(2n, k)^2 = (-1)^n binomial(2n, n) (the last two with certificates
whose poles need two shifts: the pole lines of R_j1 and R_j2 never meet at an integer point). The certificates are the
ones the worker's Gosper step returns (tests/providers/sage/test_summation_runtime.py runs it).
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from jacobian.checkers.summation import bipoly as P
from jacobian.checkers.summation import hyperterm as H
from jacobian.checkers.summation import wz
from jacobian.checkers.summation.check import check

SQUARES = ("binomial(n, k)^2", "binomial(2*n, n)", "k^2*(2*k - 3*n - 3)/(2*(2*n + 1)*(k - n - 1)^2)")
KNOWN = [
    SQUARES,
    ("binomial(n, k)", "2^n", "k/(2*(k - n - 1))"),
    ("k*binomial(n, k)", "n*2^(n - 1)", "(k - 1)/(2*(k - n - 1))"),
    ("binomial(n, k)*2^k", "3^n", "k/3/(-n + k - 1)"),
    (
        "binomial(n, k)*binomial(5, n - k)",
        "binomial(n + 5, 5)",
        "k*(-2*n + k - 2)*(-n + k + 5)/(n + 6)/(-n + k - 1)^2",
    ),
    (
        "binomial(n, k)*binomial(n, k - 1)",
        "binomial(2*n, n - 1)",
        "k*(k - 1)*(-3*n + 2*k - 4)/2/(2*n + 1)/(-n + k - 1)/(-n + k - 2)",
    ),
    ("k^2*binomial(n, k)", "n*2^(n - 2)*(n + 1)", "(k - 1)*(n*k - n + 2*k - 1)/2/k/(n + 2)/(-n + k - 1)"),
    (
        "(-1)^k*binomial(2*n, k)^2",
        "(-1)^n*binomial(2*n, n)",
        "k^2*(10*n^2 - 6*n*k + 17*n + k^2 - 5*k + 7)/2/(-2*n + k - 1)^2/(-2*n + k - 2)^2",
    ),
]


def payload(summand: str, closed: str, r: str) -> dict:
    return {
        "claim": {"kind": "HYPERGEOMETRIC_SUM", "closed_form": closed},
        "subject": {"summand": summand},
        "certificate": {"wz": r},
    }


@pytest.mark.parametrize("summand,closed,r", KNOWN)
def test_known_wz_pairs_accepted(summand, closed, r):
    out = check(payload(summand, closed, r))
    assert out["accepted"], out["reason"]
    assert out["model"]["format"] == "hypergeometric-term" and out["model"]["digest"].startswith("sha256:")
    assert "WZ identity holds" in out["reason"]


def test_values_below_the_start_are_checked_directly():
    out = check(payload(*KNOWN[2]))  # n 2^(n-1) vanishes at n = 0: the WZ argument starts at n = 1
    assert out["accepted"] and "from n = 1 on" in out["reason"] and "sum_k F(0, k) = 0 = S(0)" in out["reason"]


@pytest.mark.parametrize(
    "summand,closed,r,why",
    [
        # the certificate of sum_k binomial(n, k) = 2^n offered for the sum of squares
        ("binomial(n, k)^2", "binomial(2*n, n)", "k/(2*(k - n - 1))", "the WZ identity"),
        # a closed form off by a constant factor: R is the same (F' scales), only the initial value catches it
        ("binomial(n, k)^2", "2*binomial(2*n, n)", SQUARES[2], "at n = 0: sum_k F(0, k) = 1"),
        # off by a factor depending on n
        ("binomial(n, k)^2", "(n + 1)*binomial(2*n, n)", SQUARES[2], "the WZ identity"),
        ("binomial(n, k)^2", "binomial(2*n + 1, n)", SQUARES[2], "the WZ identity"),
        # an R whose identity fails (one coefficient changed)
        ("binomial(n, k)^2", "binomial(2*n, n)", "k^2*(2*k - 3*n - 2)/(2*(2*n + 1)*(k - n - 1)^2)", "the WZ identity"),
        ("binomial(n, k)", "2^n", "k/(3*(k - n - 1))", "the WZ identity"),
        ("k*binomial(n, k)", "n*2^n", "(k - 1)/(2*(k - n - 1))", "at n = 1"),
    ],
)
def test_forgeries_rejected(summand, closed, r, why):
    out = check(payload(summand, closed, r))
    assert not out["accepted"] and why in out["reason"], out["reason"]


def test_a_wrong_closed_form_satisfying_the_identity_is_stopped_by_the_boundary_conditions():
    """SymPy's summation gives binomial(-n, n) for sum_k (-1)^k binomial(2n, k)^2 (which is (-1)^n binomial(2n, n)):
    the same ratio S(n+1)/S(n) as meromorphic functions and the right value at n = 0, but half the sum from n = 1
    on (its factorials pass through poles). The WZ identity holds; B1 refuses the closed form."""
    summand = "(-1)^k*binomial(2*n, k)^2"
    r = "k^2*(10*n^2 - 6*n*k + 17*n + k^2 - 5*k + 7)/2/(-2*n + k - 1)^2/(-2*n + k - 2)^2"
    F, S = H.parse(summand), H.parse("binomial(-n, n)", ("n",))
    assert wz.wz_identity(F, S, wz.as_fac(H.parse(r)))
    assert wz.total(F, 1)[0] == -2  # SymPy's binomial(-1, 1) is -1: the claim is false at n = 1
    with pytest.raises(wz.Undefined):
        wz.value(S, 1, 0)  # here a binomial with a negative top has no value
    out = check(payload(summand, "binomial(-n, n)", r))
    assert not out["accepted"] and "B1" in out["reason"], out["reason"]


@pytest.mark.parametrize(
    "summand,closed,r,why",
    [
        # sum_k binomial(2k, k) binomial(2n - 2k, n - k) = 4^n (true), but (2k)! in a numerator has poles at
        # negative k: the checker's argument does not cover it
        ("binomial(2*k, k)*binomial(2*n - 2*k, n - k)", "4^n", "-k*(-2*n + 2*k - 1)/2/(n + 1)/(-n + k - 1)", "B1"),
        # a certificate with a denominator not linear in k: no shift leaves it without poles at integer points
        ("binomial(n, k)", "2^n", "k/(k^2 - n)", "B4"),
        # the support in k is unbounded above: nothing makes G vanish there
        ("2^(-k)/factorial(k)", "1", "1", "B2"),
        # a numerator factorial depending on k: F has poles at integer points
        ("factorial(n + k)/factorial(k)^2/factorial(n - k)", "1", "1", "B1"),
    ],
)
def test_boundary_not_shown_is_rejected(summand, closed, r, why):
    F, S, R = H.parse(summand), H.parse(closed, ("n",)), wz.as_fac(H.parse(r))
    n0, j, reasons = wz.start(F, S, R)
    assert j is None and any(why in x for x in reasons), reasons
    out = check(payload(summand, closed, r))
    assert not out["accepted"], out


@pytest.mark.parametrize(
    "change,why",
    [
        (lambda p: {**p, "claim": {**p["claim"], "kind": "OTHER"}}, "is not checked here"),
        (lambda p: {**p, "subject": {"summand": "binomial(n, k)**2"}}, "subject.summand"),
        (lambda p: {**p, "claim": {**p["claim"], "closed_form": "2^k"}}, "claim.closed_form"),
        (lambda p: {**p, "certificate": {"wz": "binomial(n, k)"}}, "polynomial factors only"),
        (lambda p: {**p, "certificate": {"wz": "1", "extra": 1}}, "unknown fields"),
        (lambda p: {**p, "subject": {"summand": "binomial(" + "(" * 100 + "n" + ")" * 100 + ", k)"}}, "nested deeper"),
    ],
)
def test_malformed_requests_rejected(change, why):
    out = check(change(payload(*SQUARES)))
    assert not out["accepted"] and "malformed request" in out["reason"] and why in out["reason"], out["reason"]


def test_evaluation_follows_the_binomial_convention():
    F = H.parse("binomial(n, k)*binomial(5, n - k)/factorial(k - 2)")
    assert wz.value(F, 3, 1) == 0 and wz.value(F, 3, 2) == 3 * 5
    assert list(wz.support_at(F, 3)) == [2, 3]
    with pytest.raises(wz.Undefined):
        wz.value(H.parse("factorial(n - k)"), 1, 2)


def _at(fac, n, k):
    """A product of polynomial factors at a point; None at a pole."""
    out = fac.const
    for key, e in fac.factors.items():
        v = P.evaluate(P.from_key(key), n, k)
        if not v:
            if e < 0:
                return None
            return Fraction(0)
        out *= v**e
    return out


@pytest.mark.parametrize("summand,closed,r", KNOWN)
def test_the_boundary_argument_holds_pointwise(summand, closed, r):
    """What the accepted argument asserts, checked at every integer point of a window by brute force: G(n, k) =
    R_j(n, k) F'(n, k-j) has the same value for every chosen j finite at the point, is finite somewhere for each
    point, vanishes at the window's ends, and F'(n+1, k) - F'(n, k) = G(n, k+1) - G(n, k) exactly."""
    F, S, R = H.parse(summand), H.parse(closed, ("n",)), wz.as_fac(H.parse(r))
    n0, shifts, _ = wz.start(F, S, R)
    reps = {j: R.times(wz.ratio(F, 0, -j), -1) for j in shifts}

    def G(n, k):
        values = {
            v * wz.value(F, n, k - j) / wz.value(S, n, 0) for j, Rj in reps.items() if (v := _at(Rj, n, k)) is not None
        }
        assert len(values) == 1, (n, k, values)
        return values.pop()

    for n in range(n0, 7):
        ks = range(-8, 2 * n + 10)
        for k in ks:
            left = wz.value(F, n + 1, k) / wz.value(S, n + 1, 0) - wz.value(F, n, k) / wz.value(S, n, 0)
            assert left == G(n, k + 1) - G(n, k), (n, k)
        assert G(n, ks[0]) == 0 and G(n, ks[-1]) == 0
