"""integer.arithmetic (checkers/integer/arithmetic.py) on honest evidence from the Sage worker's own operations
(providers/sage/number_worker.py on PARI, in process) and on forgeries: each changes one thing and is
rejected. The checker's Kronecker symbol is held against PARI's on a seeded sample."""

from __future__ import annotations

import copy
import random

import cypari2
import pytest

from jacobian.checkers.integer import arithmetic, modular
from jacobian.providers.sage import number_worker as w

pari = cypari2.Pari()
pari.allocatemem(256 * 1024 * 1024, 256 * 1024 * 1024)
F7 = 2**128 + 1
P30 = 100000000000000000000000000319


def run(kind, subject, certificate=None, **claim):
    return arithmetic.check({"claim": {"kind": kind, **claim}, "subject": subject, "certificate": certificate or {}})


def accepted(*args, **kwargs):
    got = run(*args, **kwargs)
    assert got["accepted"], got
    assert got["model"]["format"] == "decimal"
    return got


def rejected(*args, why="", **kwargs):
    got = run(*args, **kwargs)
    assert not got["accepted"] and why in got["reason"], got
    return got


def test_totient_and_forgeries():
    data = w.op_totient(pari, {"n": str(F7)}, None)
    cert, value = data["certificate"], data["value"]
    accepted("INTEGER_TOTIENT", {"n": str(F7)}, cert, value=value)
    rejected("INTEGER_TOTIENT", {"n": str(F7)}, cert, value=str(int(value) + 1), why="differs")
    rejected("INTEGER_TOTIENT", {"n": str(F7 + 2)}, cert, value=value, why="do not multiply to n")  # another n
    forged = copy.deepcopy(cert)
    forged["factors"] = [["1", 1], *forged["factors"]]
    rejected("INTEGER_TOTIENT", {"n": str(F7)}, forged, value=value)
    composite = {"factors": [[str(F7), 1]], "certificates": cert["certificates"]}  # F7 called prime
    rejected("INTEGER_TOTIENT", {"n": str(F7)}, composite, value=str(F7 - 1), why="no certificate entry")
    rejected("INTEGER_TOTIENT", {"n": str(F7)}, {**cert, "extra": 1}, value=value, why="malformed")
    rejected("INTEGER_TOTIENT", {"n": str(F7)}, {"factors": cert["factors"]}, value=value, why="malformed")


def test_divisors_and_mobius_forgeries():
    data = w.op_divisors(pari, {"n": "8128", "max_divisors": 100}, None)
    cert, divisors = data["certificate"], data["divisors"]
    claim = {"count": str(data["count"]), "sigma": data["sigma"], "divisors": divisors}
    accepted("INTEGER_DIVISORS", {"n": "8128"}, cert, **claim)
    rejected("INTEGER_DIVISORS", {"n": "8128"}, cert, **{**claim, "divisors": divisors[:-1]}, why="exactly tau")
    swapped = [divisors[1], divisors[0], *divisors[2:]]
    rejected("INTEGER_DIVISORS", {"n": "8128"}, cert, **{**claim, "divisors": swapped}, why="increasing")
    rejected("INTEGER_DIVISORS", {"n": "8128"}, cert, **{**claim, "sigma": "16255"}, why="sigma")
    rejected("INTEGER_DIVISORS", {"n": "8128"}, cert, **{**claim, "count": "13"}, why="divisors")
    mu = w.op_mobius(pari, {"n": "30030"}, None)
    accepted("INTEGER_MOBIUS", {"n": "30030"}, mu["certificate"], value="1")
    rejected("INTEGER_MOBIUS", {"n": "30030"}, mu["certificate"], value="-1", why="mu(n) = 1")


def test_order_and_forgeries():
    data = w.op_multiplicative_order(pari, {"a": "3", "n": str(P30)}, None)
    d, cert = int(data["order"]), data["certificate"]
    accepted("MULTIPLICATIVE_ORDER", {"a": "3", "n": str(P30)}, cert, order=str(d))
    # a multiple of the order: a^(2d) = 1 but a^(2d/2) = 1 too
    doubled = w._order_certificate(pari, 2 * d, None)
    rejected("MULTIPLICATIVE_ORDER", {"a": "3", "n": str(P30)}, doubled, order=str(2 * d), why="proper divisor")
    rejected("MULTIPLICATIVE_ORDER", {"a": "3", "n": str(P30)}, cert, order=str(2 * d), why="not the claimed")
    rejected("MULTIPLICATIVE_ORDER", {"a": "6", "n": "9"}, cert, order="1", why="not a unit")


def test_primitive_root_forgeries():
    data = w.op_primitive_root(pari, {"n": "82"}, None)
    cert = data["certificate"]
    assert data["root"] == "7"
    accepted("PRIMITIVE_ROOT", {"n": "82"}, cert, root="7")
    rejected("PRIMITIVE_ROOT", {"n": "82"}, cert, root="47", why="7 < 47 is a primitive root too")  # PARI's
    rejected("PRIMITIVE_ROOT", {"n": "82"}, cert, root="9", why="not a primitive root")  # 9 = 3^2
    no_root = w.op_primitive_root(pari, {"n": str(3 * 5 * 7)}, None)
    accepted("NO_PRIMITIVE_ROOT", {"n": "105"}, no_root["certificate"])
    n82 = {k: v for k, v in cert.items() if k != "phi_factors"}
    rejected("NO_PRIMITIVE_ROOT", {"n": "82"}, n82, why="has a primitive root")


def test_discrete_log_off_by_one_and_other_forgeries():
    subject = {"g": "2", "h": str(3**50 % P30), "n": str(P30)}
    data = w.op_discrete_log(pari, {k: v for k, v in subject.items()}, None)
    x, d, cert = int(data["x"]), int(data["order"]), data["certificate"]
    accepted("DISCRETE_LOG", subject, cert, x=str(x))
    rejected("DISCRETE_LOG", subject, cert, x=str(x + 1), why="g^")  # off by one
    rejected("DISCRETE_LOG", subject, cert, x=str(x - 1), why="g^")
    rejected("DISCRETE_LOG", subject, cert, x=str(x + d), why="not the least")  # a solution, not the least
    rejected("NO_DISCRETE_LOG", subject, cert, why="h^d = 1")  # h is a power of g
    none = w.op_discrete_log(pari, {"g": "4", "h": "3", "n": "7"}, None)
    assert none["x"] is None
    accepted("NO_DISCRETE_LOG", {"g": "4", "h": "3", "n": "7"}, none["certificate"])


def test_crt_forgeries():
    subject = {"residues": ["2", "5"], "moduli": ["6", "9"]}
    accepted("CRT_SOLUTION", subject, x="14", modulus="18")
    rejected("CRT_SOLUTION", subject, x="14", modulus="54", why="lcm")  # the product, not the lcm
    rejected("CRT_SOLUTION", subject, x="15", modulus="18", why="congruence")
    rejected("CRT_SOLUTION", subject, x="32", modulus="18", why="reduced")
    bad = {"residues": ["2", "3"], "moduli": ["6", "9"]}
    accepted("CRT_NO_SOLUTION", bad, {"pair": [0, 1]})
    rejected("CRT_NO_SOLUTION", subject, {"pair": [0, 1]}, why="do not conflict")
    rejected("CRT_NO_SOLUTION", bad, {"pair": [0, 5]}, why="malformed")


def test_square_roots_and_continued_fractions_forgeries():
    accepted("MODULAR_SQUARE_ROOT", {"a": "2", "p": "7"}, root="3")
    rejected("MODULAR_SQUARE_ROOT", {"a": "2", "p": "7"}, root="2", why="root^2 != a")
    none = w.op_sqrt_mod(pari, {"a": "-1", "p": str(P30)}, None)
    accepted("NO_MODULAR_SQUARE_ROOT", {"a": "-1", "p": str(P30)}, none["certificate"])
    rejected("NO_MODULAR_SQUARE_ROOT", {"a": "2", "p": "7"}, {"certificates": {}}, why="a square")
    rejected("NO_MODULAR_SQUARE_ROOT", {"a": "3", "p": "21"}, {"certificates": {}}, why="not prime")
    rational = {"numerator": "355", "denominator": "113"}
    accepted("CONTINUED_FRACTION", rational, terms=["3", "7", "16"], convergents=[["3", "1"], ["22", "7"]])
    rejected("CONTINUED_FRACTION", rational, terms=["3", "7", "15", "1"], convergents=[], why="canonical")
    rejected("CONTINUED_FRACTION", rational, terms=["3", "7", "17"], convergents=[], why="another number")
    rejected("CONTINUED_FRACTION", rational, terms=["3", "7", "16"], convergents=[["22", "7"]], why="convergent 0")
    period = ["1", "4", "3", "1", "2", "2", "1", "3", "4", "1", "14"]
    accepted("SQRT_CONTINUED_FRACTION", {"D": "61"}, a0="7", period=period, convergents=[])
    rejected("SQRT_CONTINUED_FRACTION", {"D": "61"}, a0="7", period=period * 2, convergents=[], why="closes earlier")
    rejected("SQRT_CONTINUED_FRACTION", {"D": "61"}, a0="7", period=period[:5], convergents=[], why="do not close")
    rejected("SQRT_CONTINUED_FRACTION", {"D": "61"}, a0="8", period=period, convergents=[], why="a0")


@pytest.mark.parametrize(
    ("kind", "subject", "claim"),
    [
        ("KRONECKER_SYMBOL", {"a": "1001", "n": "9907"}, {"value": "-1", "extra": "1"}),
        ("KRONECKER_SYMBOL", {"a": "1001"}, {"value": "-1"}),
        ("KRONECKER_SYMBOL", {"a": "01001", "n": "9907"}, {"value": "-1"}),
        ("KRONECKER_SYMBOL", {"a": 1001, "n": "9907"}, {"value": "-1"}),
        ("NO_SUCH_CLAIM", {"a": "1", "n": "3"}, {}),
    ],
    ids=["extra-claim-field", "truncated-subject", "leading-zero", "json-integer", "unknown-claim"],
)
def test_malformed_requests_are_rejected(kind, subject, claim):
    got = run(kind, subject, **claim)
    assert not got["accepted"] and "malformed" in got["reason"], got


def test_kronecker_against_pari():
    rng = random.Random(30)
    cases = [(a, n) for a in range(-20, 21) for n in range(-20, 21)]
    cases += [(rng.randrange(-(10**40), 10**40), rng.randrange(-(10**40), 10**40)) for _ in range(2000)]
    for a, n in cases:
        assert modular.kronecker(a, n) == int(pari.kronecker(a, n)), (a, n)
    accepted("KRONECKER_SYMBOL", {"a": "1001", "n": "9907"}, value="-1")
    rejected("KRONECKER_SYMBOL", {"a": "1001", "n": "9907"}, value="1", why="(a/n) = -1")
