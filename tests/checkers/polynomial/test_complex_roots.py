"""The complex-root checker on its own: honest boxes accepted, forged ones rejected for the reason they are wrong.

Known values: the cube roots of unity 1, -1/2 +- i sqrt(3)/2; the roots of x^2 + 1 (+-i); the real root of
x^5 - x - 1 (1.1673039782614186842560459..., OEIS A160155) and its two complex pairs (computed here from the
real root as no table lists them: the forgeries only move or drop boxes).
"""

from __future__ import annotations

from jacobian.checkers.polynomial.complex_roots import check

S3 = "0.86602540378443864676372317075294"  # sqrt(3)/2
CUBE = [
    {"re": "1", "im": "0", "radius": "1e-20", "multiplicity": 1},
    {"re": "-0.5", "im": S3, "radius": "1e-20", "multiplicity": 1},
    {"re": "-0.5", "im": "-" + S3, "radius": "1e-20", "multiplicity": 1},
]


def run(poly, roots, **claim):
    payload = {
        "claim": {"kind": "COMPLEX_ROOTS", "roots": roots, **claim},
        "subject": {"field": "QQ", "variable": "x", "polynomial": poly},
    }
    return check(payload)


def test_honest_boxes_accepted_with_the_model():
    got = run("x^3 - 1", CUBE, max_radius="0.0000000001")
    assert got["accepted"], got
    assert got["model"]["format"] == "polynomial-text" and got["model"]["summary"]["degree_polynomial"] == 3
    # multiplicities from the checker's own Yun decomposition: (x - 1)^3 (x^2 + x + 1)^2
    roots = [dict(r, multiplicity=2) for r in CUBE[1:]] + [dict(CUBE[0], multiplicity=3)]
    assert run("(x^3 - 1)^2*(x - 1)", roots)["accepted"]
    # Wilkinson's polynomial: twenty boxes of radius 10^-30 on the integers
    wilkinson = "*".join(f"(x - {i})" for i in range(1, 21))
    boxes = [{"re": str(i), "im": "0", "radius": "1e-30", "multiplicity": 1} for i in range(1, 21)]
    assert run(wilkinson, boxes)["accepted"]


def test_forgeries_rejected():
    # a box holding no root
    got = run("x^3 - 1", [CUBE[0], CUBE[1], dict(CUBE[2], im="-0.8")])
    assert not got["accepted"] and "root 2: Krawczyk" in got["reason"], got
    # two boxes for one root (the third root missing)
    got = run("x^3 - 1", [CUBE[0], CUBE[1], dict(CUBE[1], re="-0.50000000000000000001")])
    assert not got["accepted"] and "overlap" in got["reason"], got
    # two disjoint boxes for one root: the second cannot pass Krawczyk (its root is outside it)
    got = run("x^3 - 1", [CUBE[0], CUBE[1], dict(CUBE[1], re="-0.4999999999999999999")])
    assert not got["accepted"] and "root 2: Krawczyk" in got["reason"], got
    # a missing root
    got = run("x^3 - 1", CUBE[:2])
    assert not got["accepted"] and "has 3 roots of multiplicity 1, the claim lists 2" in got["reason"], got
    # one box holding two roots (+-i in a box of radius 2), with the count made up by a box with no root
    got = run("x^2 + 1", [{"re": "0.1", "im": "0", "radius": "2", "multiplicity": 1}, dict(CUBE[0], re="5")])
    assert not got["accepted"] and "Krawczyk" in got["reason"], got
    # a wrong multiplicity
    got = run("(x^2 + 1)^2", [{"re": "0", "im": s, "radius": "1e-9", "multiplicity": 1} for s in ("1", "-1")])
    assert not got["accepted"] and "0 roots of multiplicity 1" in got["reason"], got
    # a multiplicity left out entirely
    got = run("(x^2 + 1)^2*(x - 1)", [CUBE[0]])
    assert not got["accepted"] and "no box is given for the roots of multiplicity 2" in got["reason"], got
    # a radius above the claimed bound
    got = run("x^3 - 1", CUBE, max_radius="1e-30")
    assert not got["accepted"] and "above" in got["reason"], got


def test_malformed_refused_with_the_path():
    for bad, where in (
        ({"re": "1.0e5"}, "claim.roots[0].re"),
        ({"im": "0x1"}, "claim.roots[0].im"),
        ({"radius": "-1"}, "claim.roots[0].radius"),
        ({"multiplicity": 0}, "claim.roots[0].multiplicity"),
    ):
        got = run("x^3 - 1", [dict(CUBE[0], **bad), *CUBE[1:]])
        assert not got["accepted"] and got["reason"].startswith("malformed") and where in got["reason"], got
    got = check(
        {
            "claim": {"kind": "COMPLEX_ROOTS", "roots": []},
            "subject": {"field": "GF(5)", "variable": "x", "polynomial": "x"},
        }
    )
    assert not got["accepted"] and "over QQ only" in got["reason"], got


def test_huge_coefficients_decided_without_overflow():
    # 4000-digit coefficients: the working precision comes from bit lengths (a float of 10^4000 would overflow)
    boxes = [{"re": s, "im": "0", "radius": "1e-5", "multiplicity": 1} for s in ("1", "-1")]
    got = run("x^2 - " + "9" * 4000, boxes)
    assert not got["accepted"] and "root 0: Krawczyk" in got["reason"], got
