"""Forged evidence for the polynomial and Pratt checkers, fed to the checker code and program: none accepted."""

from __future__ import annotations

import json
import subprocess
import sys

from jacobian.checkers.integer import pratt
from jacobian.checkers.polynomial import check as poly

C3 = {
    "field": "QQ",
    "variables": ["x", "y", "z"],
    "order": "degrevlex",
    "generators": ["x+y+z", "x*y+y*z+z*x", "x*y*z-1"],
}
BASIS = ["z^3 - 1", "y^2 + y*z + z^2", "x + y + z"]
LIFT = [["z^2", "-z", "1"], ["y + z", "-1", "0"], ["1", "0", "0"]]  # computed once by Singular's lift
P1, P2 = 59649589127497217, 5704689200685129054721


def gb(basis=BASIS, lift=LIFT, subject=C3, reduced=True):
    return poly.check(
        {
            "claim": {"kind": "GROEBNER_BASIS", "basis": basis, "reduced": reduced},
            "subject": subject,
            "certificate": {"lift": lift},
        }
    )


def certs_for(*primes):
    """Pratt entries computed here with trial-division factoring of p - 1 (small enough for these primes)."""
    out = {}
    todo = list(primes)
    while todo:
        p = todo.pop()
        if p < pratt.SMALL or str(p) in out:
            continue
        m, fs, d = p - 1, {}, 2
        while d * d <= m:
            while m % d == 0:
                fs[d] = fs.get(d, 0) + 1
                m //= d
            d += 1
        if m > 1:
            fs[m] = fs.get(m, 0) + 1
        a = next(a for a in range(2, p) if all(pow(a, (p - 1) // q, p) != 1 for q in fs))
        out[str(p)] = {"witness": a, "factors": [[str(q), e] for q, e in fs.items()]}
        todo.extend(fs)
    return out


def test_honest_evidence_is_accepted():
    assert gb()["accepted"], gb()
    assert poly.check(
        {
            "claim": {"kind": "IDEAL_MEMBER"},
            "subject": {**C3, "polynomial": "z^3 - 1"},
            "certificate": {"cofactors": LIFT[0]},
        }
    )["accepted"]
    assert poly.check(
        {
            "claim": {"kind": "POLYNOMIAL_FACTORIZATION", "unit": "1", "factors": [["x - y", 1], ["x + y", 2]]},
            "subject": {**C3, "polynomial": "(x^2 - y^2)*(x + y)"},
        }
    )["accepted"]
    small = 1000003  # below SMALL: trial division
    assert pratt.check({"claim": {"kind": "INTEGER_PRIME"}, "subject": {"n": str(small)}})["accepted"]


def test_groebner_forgeries_are_rejected():
    assert not gb(BASIS[:2], LIFT[:2])["accepted"]  # one element dropped: generator x+y+z does not reduce
    changed = ["z^3 - 2", BASIS[1], BASIS[2]]
    assert not gb(changed)["accepted"]  # one coefficient changed: no longer its lift
    unreduced = [BASIS[0], "y^2 + y*z + z^2 + x + y + z", BASIS[2]]  # its term x is divisible by LM(x + y + z)
    lift_unreduced = [LIFT[0], ["y + z + 1", "-1", "0"], LIFT[2]]
    assert gb(unreduced, lift_unreduced, reduced=False)["accepted"]  # a Groebner basis, just not reduced ...
    assert "condition 4" in gb(unreduced, lift_unreduced)["reason"]  # ... so claimed reduced it is rejected
    wrong_cofactor = [LIFT[0], ["y + z", "-2", "0"], LIFT[2]]
    assert "condition 1" in gb(lift=wrong_cofactor)["reason"]
    assert not gb(lift=None)["accepted"]  # no lift, no proof that the basis is in the ideal
    other = {**C3, "generators": ["x+y+z", "x*y+y*z+z*x", "x*y*z-2"]}
    assert not gb(subject=other)["accepted"]  # another ideal's certificate
    # Buchberger fails: {x^2 - y, x*y - 1} with honest lift is not a Groebner basis (missing y^2 - x)
    two = {"field": "QQ", "variables": ["x", "y"], "order": "degrevlex", "generators": ["x^2 - y", "x*y - 1"]}
    verdict = gb(["x^2 - y", "x*y - 1"], [["1", "0"], ["0", "1"]], two, reduced=False)
    assert not verdict["accepted"] and "condition 3" in verdict["reason"]


def test_membership_and_factor_forgeries_are_rejected():
    assert not poly.check(
        {
            "claim": {"kind": "IDEAL_MEMBER"},
            "subject": {**C3, "polynomial": "z^3 - 1"},
            "certificate": {"cofactors": ["z^2", "-z", "2"]},
        }
    )["accepted"]
    bad_nf = poly.check(
        {
            "claim": {"kind": "IDEAL_NON_MEMBER", "normal_form": "x^2"},
            "subject": {**C3, "polynomial": "x^2"},
            "certificate": {"basis": BASIS, "lift": LIFT},
        }
    )
    assert not bad_nf["accepted"]  # x^2 reduces to y*z ... not x^2
    assert not poly.check(
        {
            "claim": {"kind": "IDEAL_NON_MEMBER", "normal_form": "0"},
            "subject": {**C3, "polynomial": "z^3-1"},
            "certificate": {"basis": BASIS, "lift": LIFT},
        }
    )["accepted"]  # it is a member
    assert not poly.check(
        {
            "claim": {"kind": "POLYNOMIAL_FACTORIZATION", "unit": "1", "factors": [["x - y", 1], ["x + y", 1]]},
            "subject": {**C3, "polynomial": "(x^2 - y^2)*(x + y)"},
        }
    )["accepted"]  # product differs
    hostile = poly.check(
        {
            "claim": {"kind": "IDEAL_MEMBER"},
            "subject": {**C3, "polynomial": "__import__('os')"},
            "certificate": {"cofactors": ["0", "0", "0"]},
        }
    )
    assert not hostile["accepted"] and "malformed" in hostile["reason"]


def test_prime_certificate_forgeries_are_rejected():
    honest = certs_for(P1, P2)
    claim = {"kind": "INTEGER_FACTORIZATION", "factors": [[str(P1), 1], [str(P2), 1]]}
    assert pratt.check({"claim": claim, "subject": {"n": str(2**128 + 1)}, "certificate": {"certificates": honest}})[
        "accepted"
    ]
    composite = P1 * 3
    fake = {str(composite): {"witness": 2, "factors": [["2", 1], [str((composite - 1) // 2), 1]]}}
    assert not pratt.check(
        {"claim": {"kind": "INTEGER_PRIME"}, "subject": {"n": str(composite)}, "certificate": {"certificates": fake}}
    )["accepted"]  # a "prime" certificate for a composite
    assert not pratt.check(
        {"claim": {"kind": "INTEGER_PRIME"}, "subject": {"n": str(P1 + 2)}, "certificate": {"certificates": honest}}
    )["accepted"]  # another number's certificate
    squared = dict(honest)  # a square is never a generator: a^((p-1)/2) = 1
    squared[str(P1)] = {**honest[str(P1)], "witness": pow(honest[str(P1)]["witness"], 2, P1)}
    verdict = pratt.check(
        {"claim": {"kind": "INTEGER_PRIME"}, "subject": {"n": str(P1)}, "certificate": {"certificates": squared}}
    )
    assert not verdict["accepted"] and "order" in verdict["reason"]
    bad_product = {"kind": "INTEGER_FACTORIZATION", "factors": [[str(P1), 1], [str(P2), 2]]}
    assert not pratt.check(
        {"claim": bad_product, "subject": {"n": str(2**128 + 1)}, "certificate": {"certificates": honest}}
    )["accepted"]
    assert not pratt.check(
        {
            "claim": {"kind": "INTEGER_FACTORIZATION", "factors": [[str(2**128 + 1), 1]]},
            "subject": {"n": str(2**128 + 1)},
            "certificate": {"certificates": {}},
        }
    )["accepted"]


def test_the_checker_programs_reject_over_the_wire():
    line = json.dumps(
        {
            "type": "request",
            "payload": {
                "claim": {"kind": "GROEBNER_BASIS", "basis": BASIS[:2], "reduced": True},
                "subject": C3,
                "certificate": {"lift": LIFT[:2]},
            },
        }
    )
    out = subprocess.run(
        [sys.executable, "-I", "-m", "jacobian.checkers.polynomial.check"],
        input=line + "\n",
        capture_output=True,
        text=True,
        timeout=60,
    ).stdout
    final = json.loads(out.strip().splitlines()[-1])
    assert final["ok"] and final["data"]["accepted"] is False


def _cyclic4_certificate():
    """A real certificate from the Sage worker's code (run here in-process): lift, reductions, S-pairs."""
    from jacobian.providers.sage import worker
    from jacobian.providers.sage.models import GroebnerRequest
    from jacobian.providers.sage.polytext import render

    vs = ["a", "b", "c", "d"]
    gens = ["a+b+c+d", "a*b+b*c+c*d+d*a", "a*b*c+b*c*d+c*d*a+d*a*b", "a*b*c*d-1"]
    req = GroebnerRequest(variables=vs, generators=gens)
    out = worker.op_groebner({"generators": [req.wire(g) for g in gens], "certificate": True, **req.ring()})
    basis = [render(g, tuple(vs)) for g in out["basis"]]
    return basis, req.subject(generators=gens), out["certificate"]


def _tamper_coefficient(wire):
    first, *rest = wire["num"]
    return {**wire, "num": [str(int(first) + 1 or 1), *rest]}  # -1 becomes 1: a zero numerator is malformed


def test_standard_representation_forgeries_are_rejected():
    basis, subject, cert = _cyclic4_certificate()

    def verdict(**changes):
        return poly.check(
            {
                "claim": {"kind": "GROEBNER_BASIS", "basis": basis, "reduced": True},
                "subject": subject,
                "certificate": {**cert, **changes},
            }
        )

    assert verdict()["accepted"], verdict()
    assert cert["spairs"], "Cyclic-4 has S-pairs the product and chain criteria do not discharge"
    i, j, row = cert["spairs"][0]
    k = next(k for k, c in enumerate(row) if c["num"])
    bad_row = [_tamper_coefficient(c) if n == k else c for n, c in enumerate(row)]
    changed = verdict(spairs=[[i, j, bad_row], *cert["spairs"][1:]])
    assert not changed["accepted"] and "not an identity" in changed["reason"]
    none = verdict(spairs=[])
    assert not none["accepted"] and "no chain criterion covers it" in none["reason"]
    repeated = verdict(spairs=[cert["spairs"][0], *cert["spairs"]])
    assert not repeated["accepted"] and "not a new pair" in repeated["reason"]
    outside = verdict(spairs=[[0, len(basis), row]])
    assert not outside["accepted"]
    r = cert["reductions"]
    k = next(k for k, c in enumerate(r[1]) if c["num"])
    bad_reduction = [r[0], [_tamper_coefficient(c) if n == k else c for n, c in enumerate(r[1])], *r[2:]]
    assert "condition 2" in verdict(reductions=bad_reduction)["reason"]
    old_term_list = verdict(spairs=[[i, j, [[[[1, 2, 0, 0], "1"]], *row[1:]]]])  # the former format: refused
    assert not old_term_list["accepted"] and "malformed" in old_term_list["reason"]
    short = verdict(spairs=[[i, j, [{"den": "1", "num": ["1"], "exp": [1, 2]}, *row[1:]]]])  # 2 exponents of 4
    assert not short["accepted"] and "malformed" in short["reason"] and "exp" in short["reason"]
    first = row[k]
    doubled = {**first, "num": first["num"] + first["num"][:1], "exp": first["exp"] + first["exp"][:4]}
    repeated_term = verdict(spairs=[[i, j, [doubled if n == k else c for n, c in enumerate(row)]]])
    assert not repeated_term["accepted"] and "repeats" in repeated_term["reason"]
    negative = {"den": "1", "num": ["1"], "exp": [-1, 0, 0, 0]}
    assert "exponent" in verdict(spairs=[[i, j, [negative if n == k else c for n, c in enumerate(row)]]])["reason"]


def test_a_representation_at_the_lcm_proves_nothing():
    """S(f, g) = m f - m' g is always an identity; Buchberger's criterion needs every term below the lcm."""
    two = {"field": "QQ", "variables": ["x", "y"], "order": "degrevlex", "generators": ["x^2 - y", "x*y - 1"]}
    trivial = [[0, 1, ["y", "-x"]]]  # S = y*(x^2 - y) - x*(x*y - 1): true, but at the lcm x^2*y
    claim = {"kind": "GROEBNER_BASIS", "basis": two["generators"], "reduced": False}
    base = {"lift": [["1", "0"], ["0", "1"]], "reductions": [["1", "0"], ["0", "1"]]}
    at_lcm = poly.check({"claim": claim, "subject": two, "certificate": {**base, "spairs": trivial}})
    assert not at_lcm["accepted"] and "at or above the lcm" in at_lcm["reason"]
    missing = poly.check({"claim": claim, "subject": two, "certificate": {**base, "spairs": []}})
    assert not missing["accepted"] and "S(0, 1)" in missing["reason"]
