"""elliptic_curve.rank end to end and its checker fed forgeries: 'rank >= r' VERIFIED from r points shown
independent by reduction modulo primes; 'rank <= the upper bound' stays PARI's 2-descent (an obligation).

Known ranks, cited from Cremona's tables (Algorithms for Modular Elliptic Curves, 2nd ed., 1997; the LMFDB):
11a1 = [0,-1,1,-10,-20] rank 0, 37a1 = [0,0,1,-1,0] rank 1, 389a1 = [0,1,1,-2,0] rank 2 (the least conductor of
rank 2), 5077a1 = [0,0,1,-7,6] rank 3 (the least conductor of rank 3), 234446a1 = [1,-1,0,-79,289] rank 4 (the
least conductor of rank 4), 65a1 = [1,0,0,-1,0] rank 1, 14a1 = [1,0,1,4,-6] rank 0; y^2 = x^3 - 25x has rank 1
(5 is a congruent number: Tunnell 1983, the triangle 3/2, 20/3, 41/6).
"""

from __future__ import annotations

from fractions import Fraction

import cypari2
import trio

from jacobian.checkers.elliptic import rank as checker
from jacobian.checkers.elliptic.weierstrass import add, text
from jacobian.providers.sage.elliptic_worker import op_ec_rank
from jacobian.runtime import Runtime

from .conftest import sage_config

KNOWN = {
    "11a1": ([0, -1, 1, -10, -20], 0),
    "37a1": ([0, 0, 1, -1, 0], 1),
    "389a1": ([0, 1, 1, -2, 0], 2),
    "5077a1": ([0, 0, 1, -7, 6], 3),
    "234446a1": ([1, -1, 0, -79, 289], 4),
    "65a1": ([1, 0, 0, -1, 0], 1),
    "14a1": ([1, 0, 1, 4, -6], 0),
    "congruent 5": ([-25, 0], 1),
}


def test_known_ranks_through_the_runtime(tmp_path):
    results = {}

    async def main():
        async with Runtime.open(sage_config(tmp_path)) as rt:
            for label, (a, _) in KNOWN.items():
                results[label] = await rt.run("elliptic_curve.rank", {"coefficients": a}, "VERIFY")
            results["singular"] = await rt.run("elliptic_curve.rank", {"coefficients": [0, 0, 0, 0, 0]})

    trio.run(main)
    for label, (_, rank) in KNOWN.items():
        r = results[label]
        assert r.assurance.level.value == "VERIFIED", (label, r.assurance, r.diagnostics)
        assert r.verification.checker_id == "elliptic_curve.independence"
        out = r.output
        assert (out["rank_lower_bound"], out["rank"], out["rank_upper_bound"]) == (rank, rank, rank), (label, out)
        assert len(out["points"]) == rank and out["independence_checked"]
        assert [o.kind for o in r.assurance.obligations] == ["RANK_UPPER_BOUND_UNCHECKED"]
        # why rank = r is believed: PARI's bound and its method, in the answer's basis
        assert f"rank <= {rank} by PARI's 2-descent (ellrank" in r.completeness.basis, r.completeness
        assert r.completeness.basis.endswith(f"so rank = {rank}"), r.completeness
    d = results["singular"].diagnostics[0]
    assert (d.code.value, d.path) == ("INVALID_REQUEST", "$.payload.coefficients")


def _request(a: list[int]) -> dict:
    coefficients = [str(x) for x in a]
    data = op_ec_rank(cypari2.Pari(), {"coefficients": coefficients}, None)
    claim = {"kind": "RANK_LOWER_BOUND", "r": str(len(data["points"])), "points": data["points"]}
    return {"claim": claim, "subject": {"coefficients": coefficients}, "certificate": data["certificate"]}


def _sum(a: tuple, p: list[str], q: list[str]) -> list[str]:
    s = add(a, (Fraction(p[0]), Fraction(p[1])), (Fraction(q[0]), Fraction(q[1])))
    assert s is not None
    return [text(s[0]), text(s[1])]


def test_the_rank_checker_rejects_forgeries():
    good = _request(KNOWN["5077a1"][0])
    assert checker.check(good)["accepted"], good
    a = (0, 0, 1, -7, 6)
    p1, p2, p3 = good["claim"]["points"]
    cert = good["certificate"]

    def claim(points: list, **extra) -> dict:
        return {**good, "claim": {"kind": "RANK_LOWER_BOUND", "r": str(len(points)), "points": points}, **extra}

    # another basis of the same lattice is independent too: not a property of PARI's points
    other = [p1, _sum(a, p1, p2), p3]
    assert checker.check(claim(other, certificate=_cert_for(other)))["accepted"]
    forgeries = {
        "dependent": (claim([p1, p2, _sum(a, p1, p2)]), "span only 2 of 3"),
        "repeated": (claim([p1, p1, p3]), "span only 2 of 3"),
        "off the curve": (claim([p1, p2, ["11", "36"]]), "not on the curve"),
        "rank 4 of three": (claim([p1, p2, p3, _sum(a, p2, p3)]), "span only 3 of 4"),
        "ell divides the torsion count": (
            claim([p1, p2, p3], certificate={**cert, "torsion_prime": _dividing_prime(a, int(cert["ell"]))}),
            "divides #E",
        ),
        "p with ell^2": (
            claim([p1, p2, p3], certificate={**cert, "primes": [_square_prime(a, int(cert["ell"]))]}),
            "not ell times",
        ),
        "bad prime": (claim([p1, p2, p3], certificate={**cert, "primes": ["5077"]}), "not dividing the discriminant"),
        "composite ell": (claim([p1, p2, p3], certificate={**cert, "ell": "4"}), "prime below"),
    }
    for name, (request, reason) in forgeries.items():
        got = checker.check(request)
        assert not got["accepted"] and reason in got["reason"], (name, got)
    # a torsion point is no point of infinite order: 11a1's (5, 5) has order 5
    torsion = {
        "claim": {"kind": "RANK_LOWER_BOUND", "r": "1", "points": [["5", "5"]]},
        "subject": {"coefficients": ["0", "-1", "1", "-10", "-20"]},
        "certificate": {"ell": "2", "primes": ["3", "7", "13", "17", "19", "23"], "torsion_prime": "3"},
    }
    got = checker.check(torsion)
    assert not got["accepted"], got


def _cert_for(points: list) -> dict:
    """The worker's certificate search run on other points (its own PARI arithmetic)."""
    from jacobian.providers.sage.elliptic_worker import _independence

    pari = cypari2.Pari()
    parsed = [[pari(x) for x in q] for q in points]
    cert = _independence(pari, [0, 0, 1, -7, 6], 5077, parsed)
    assert cert is not None
    return cert


def _count(a: tuple, p: int) -> int:
    return int(cypari2.Pari().ellcard(cypari2.Pari().ellinit(list(a)), p))


def _dividing_prime(a: tuple, ell: int) -> str:
    return str(next(p for p in (3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43) if _count(a, p) % ell == 0))


def _square_prime(a: tuple, ell: int) -> str:
    return str(next(p for p in (3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43) if _count(a, p) % (ell * ell) == 0))
