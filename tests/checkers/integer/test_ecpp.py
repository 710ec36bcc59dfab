"""The ECPP checker (checkers/integer/ecpp.py) on real PARI certificates and on forged ones.

Certificates are made by the Sage worker's own proof builder (providers/sage/prime_proofs.py) on PARI
(cypari2): an Atkin-Morain chain from ``primecert`` ending in a Pratt step. Known answers: 10^100 + 267 and
10^299 + 669 are the least primes above 10^100 and 10^299 (OEIS A033873: a(100) = 267, a(299) = 669; OEIS
A003617, the least 101- and 300-digit primes). Each forgery changes one thing and must be rejected for
that reason: a wrong curve order, a wrong curve, a certificate for another number, a broken chain link, a
q below the bound, a composite dressed as a step, malformed fields.
"""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from decimal import ROUND_FLOOR, Decimal, localcontext

import cypari2
import pytest

from jacobian.checkers.integer import curve, ecpp, proofs
from jacobian.providers.sage.prime_proofs import prove
from jacobian.wire import request_line

GOOGOL_PRIME = 10**100 + 267  # OEIS A033873 a(100)
PRIME_300 = 10**299 + 669  # OEIS A033873 a(299): the least 300-digit prime
pari = cypari2.Pari()
pari.allocatemem(512 * 1024 * 1024, 512 * 1024 * 1024)


@pytest.fixture(scope="module")
def googol():
    certs: dict = {}
    assert prove(pari, [GOOGOL_PRIME], certs)  # an ECPP step was needed
    return certs


def chain(certs: dict, n: int) -> list[int]:
    """The numbers of n's ECPP chain, n first."""
    out = [n]
    while "t" in certs.get(str(out[-1]), {}):
        e = certs[str(out[-1])]
        out.append((out[-1] + 1 - int(e["t"])) // int(e["s"]))
    return out


def prime_claim(n: int, certs: dict, **claim) -> dict:
    return ecpp.check(
        {"claim": {"kind": "INTEGER_PRIME", **claim}, "subject": {"n": str(n)}, "certificate": {"certificates": certs}}
    )


def test_known_primes_are_accepted_with_the_model_read(googol):
    got = prime_claim(GOOGOL_PRIME, googol)
    assert got["accepted"], got
    assert got["model"]["format"] == "decimal" and got["model"]["summary"] == {"integers": 1, "digits": 101}
    links = chain(googol, GOOGOL_PRIME)
    assert len(links) >= 3 and links[-1] < 2**64  # PARI's chain ends below 2^64, in a Pratt step
    assert set(googol[str(links[-1])]) == {"witness", "factors"}
    certs: dict = {}
    prove(pari, [PRIME_300], certs)
    got = prime_claim(PRIME_300, certs)
    assert got["accepted"] and got["model"]["summary"]["digits"] == 300, got


def test_a_mixed_tree_is_accepted():
    """A safe prime p = 2q + 1 with q of 40 digits: p - 1 = 2q, so a Pratt step on top, and q (whose q - 1 does
    not factor cheaply) by an ECPP chain below it."""

    def rough(m: int) -> bool:  # m - 1 leaves a composite cofactor after trial division
        cofactors = pari.factor(m - 1, 2**18)[0]
        last = int(cofactors[len(cofactors) - 1])
        return last > 2**18 and not pari.ispseudoprime(last)

    q = int(pari.nextprime(10**40))
    while not (pari.isprime(2 * q + 1) and rough(q)):
        q = int(pari.nextprime(q + 1))
    p, certs = 2 * q + 1, {}
    assert prove(pari, [p], certs)
    assert certs[str(p)]["factors"] == [["2", 1], [str(q), 1]] and "t" in certs[str(q)]
    assert prime_claim(p, certs)["accepted"]
    del certs[str(q)]
    assert "no certificate entry for" in prime_claim(p, certs)["reason"]


def test_a_wrong_curve_order_is_rejected(googol):
    forged = copy.deepcopy(googol)
    step = forged[str(GOOGOL_PRIME)]
    s, t = int(step["s"]), int(step["t"])
    step["t"] = str(t + s)  # m - s: q becomes q - 1, which is not the order of [s]P
    got = prime_claim(GOOGOL_PRIME, forged)
    assert not got["accepted"] and "[q]([s]P) != O" in got["reason"], got


def test_a_wrong_curve_is_rejected(googol):
    forged = copy.deepcopy(googol)
    step = forged[str(GOOGOL_PRIME)]
    step["a"] = str((int(step["a"]) + 1) % GOOGOL_PRIME)  # b follows the point: another curve, another order
    got = prime_claim(GOOGOL_PRIME, forged)
    assert not got["accepted"] and "!= O" in got["reason"], got


def test_a_certificate_for_another_number_is_rejected(googol):
    other = int(pari.nextprime(GOOGOL_PRIME + 1))
    got = prime_claim(other, googol)
    assert not got["accepted"] and f"no certificate entry for {other}" in got["reason"], got
    # the googol prime's steps filed under another (composite) number
    composite = GOOGOL_PRIME + 2
    forged = dict(googol)
    forged[str(composite)] = googol[str(GOOGOL_PRIME)]
    got = prime_claim(composite, forged)
    assert not got["accepted"], got


def test_a_broken_chain_link_is_rejected(googol):
    links = chain(googol, GOOGOL_PRIME)
    middle = links[len(links) // 2]
    forged = {k: v for k, v in googol.items() if k != str(middle)}
    got = prime_claim(GOOGOL_PRIME, forged)
    assert not got["accepted"] and f"no certificate entry for {middle}" in got["reason"], got
    # a link whose q is not the next number: the next entry is moved under the wrong number
    forged = copy.deepcopy(googol)
    forged[str(middle + 2)] = forged.pop(str(middle))
    assert not prime_claim(GOOGOL_PRIME, forged)["accepted"]
    # the last (Pratt) link with a wrong witness: 4 is a square, never of order p - 1
    forged = copy.deepcopy(googol)
    forged[str(links[-1])]["witness"] = 4
    got = prime_claim(GOOGOL_PRIME, forged)
    assert not got["accepted"] and str(links[-1]) in got["reason"], got


def bound_floor(n: int) -> int:
    """floor((N^(1/4) + 1)^2) in 2 x digits of decimal precision (the tests' own arithmetic)."""
    with localcontext() as ctx:
        ctx.prec = 2 * len(str(n)) + 50
        root = Decimal(n).sqrt().sqrt()
        return int(((root + 1) ** 2).to_integral_value(rounding=ROUND_FLOOR))


def test_q_must_exceed_the_bound_and_descend():
    n = GOOGOL_PRIME
    for q, expected in ((bound_floor(n), "not above"), (n + 10, "not below N")):
        t = n + 1 - q  # s = 1: m = q
        entry = {"t": str(t), "s": "1", "a": "1", "x": "1", "y": "1"}
        why, _ = curve.ecpp_step(n, entry)
        assert why is not None and expected in why, why


def test_q_bound_is_exact():
    """q > (N^(1/4) + 1)^2 decided exactly, near the bound, against exact arithmetic in integers."""
    for n in (10**40 + 1, 2**127 - 1, 10**100 + 267, 3**201):
        floor = bound_floor(n)
        assert not curve.q_large_enough(floor, n)
        assert curve.q_large_enough(floor + 1, n)


def test_a_composite_dressed_as_a_step_is_rejected(googol):
    n = GOOGOL_PRIME + 2
    assert not pari.isprime(n)
    entry = googol[str(GOOGOL_PRIME)]
    assert proofs.why_not_prime(n, {str(n): entry}) is not None
    assert proofs.why_not_prime(91, {}) == "91 is not prime (trial division)"


@pytest.mark.parametrize(
    "mutate",
    [
        lambda c: c.update({"extra": 1}),
        lambda c: c.pop("y"),
        lambda c: c.update({"s": "0"}),
        lambda c: c.update({"s": "01"}),
        lambda c: c.update({"t": "-0"}),
        lambda c: c.update({"x": 5}),
    ],
    ids=["extra-field", "missing-y", "s-zero", "s-leading-zero", "t-minus-zero", "x-json-integer"],
)
def test_malformed_steps_are_rejected(googol, mutate):
    forged = copy.deepcopy(googol)
    mutate(forged[str(GOOGOL_PRIME)])
    got = prime_claim(GOOGOL_PRIME, forged)
    assert not got["accepted"], got


def test_factorization_claims(googol):
    n = 3 * GOOGOL_PRIME**2
    factors = [["3", 1], [str(GOOGOL_PRIME), 2]]

    def run(f, subject=n, certs=googol):
        return ecpp.check(
            {
                "claim": {"kind": "INTEGER_FACTORIZATION", "factors": f},
                "subject": {"n": str(subject)},
                "certificate": {"certificates": certs},
            }
        )

    assert run(factors)["accepted"]
    assert not run([["3", 1], [str(GOOGOL_PRIME), 1]])["accepted"]  # product differs
    assert not run([[str(GOOGOL_PRIME), 2], ["3", 1]])["accepted"]  # not increasing
    assert not run([["3", 1], [str(GOOGOL_PRIME), 8000]])["accepted"]  # a huge power is never built
    assert not run([["9", 1], [str(GOOGOL_PRIME), 2]], 9 * GOOGOL_PRIME**2)["accepted"]  # 9 is not prime
    # every factor must be proven: the right factorization without the large factor's certificate is rejected
    unproven = {k: v for k, v in googol.items() if k != str(GOOGOL_PRIME)}
    got = run(factors, certs=unproven)
    assert not got["accepted"] and str(GOOGOL_PRIME) in got["reason"], got


def test_the_checker_program_over_the_wire(googol):
    """The checker as the runtime runs it: python -I -m, one request line, one decision."""
    line = request_line(
        {
            "claim": {"kind": "INTEGER_PRIME"},
            "subject": {"n": str(GOOGOL_PRIME)},
            "certificate": {"certificates": googol},
        }
    )
    proc = subprocess.run(
        [sys.executable, "-I", "-m", "jacobian.checkers.integer.ecpp"],
        input=line,
        capture_output=True,
        timeout=120,
        check=True,
    )
    final = json.loads(proc.stdout.strip().splitlines()[-1])
    assert final["ok"] and final["data"]["accepted"], final
