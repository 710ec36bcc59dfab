"""elliptic_curve.invariants and elliptic_curve.torsion end to end, and their checkers fed forgeries.

Known answers, cited from Cremona's tables (J. E. Cremona, Algorithms for Modular Elliptic Curves, 2nd ed., 1997,
Table 1; the same curves in the LMFDB, https://www.lmfdb.org/EllipticCurve/Q/): 11a1 = [0,-1,1,-10,-20] has
conductor 11, discriminant -11^5, j = -122023936/161051, reduction I5 at 11 with Tamagawa number 5, torsion Z/5;
11a2 = [0,-1,1,-7820,-263580] has trivial torsion, discriminant -11; 11a3 = [0,-1,1,0,0] torsion Z/5;
37a1 = [0,0,1,-1,0], 389a1 = [0,1,1,-2,0], 5077a1 = [0,0,1,-7,6] have prime conductor = discriminant 37, 389,
5077 and trivial torsion; 32a2 = y^2 = x^3 - x has conductor 32 and torsion Z/2 x Z/2; 27a3 = y^2 + y = x^3
has conductor 27 and torsion Z/3; 65a1 = [1,0,0,-1,0] has conductor = discriminant 65 and torsion Z/2; 14a1 =
[1,0,1,4,-6] has conductor 14, discriminant -21952 = -2^6 7^3 and torsion Z/6.
Mazur's fifteen torsion groups (Mazur 1977) on Kubert's curves: the Tate
normal form y^2 + (1 - c) xy - b y = x^3 - b x^2 with Kubert's parametrisations of b, c for a point (0, 0) of
order N (D. S. Kubert, Universal bounds on the torsion of elliptic curves, Proc. London Math. Soc. 33 (1976),
Table 3), scaled to integral coefficients.
"""

from __future__ import annotations

import random
from fractions import Fraction as F

import cypari2
import trio

from jacobian.checkers.elliptic import invariants as inv_checker
from jacobian.checkers.elliptic import torsion as tors_checker
from jacobian.checkers.elliptic.tate import local_data
from jacobian.checkers.elliptic.weierstrass import invariants
from jacobian.providers.sage.elliptic_worker import kodaira, op_ec_invariants, op_ec_torsion
from jacobian.runtime import Runtime

from .conftest import sage_config

CREMONA = {  # label: (coefficients, conductor, minimal discriminant, torsion structure)
    "11a1": ([0, -1, 1, -10, -20], "11", "-161051", [5]),
    "11a3": ([0, -1, 1, 0, 0], "11", "-11", [5]),
    "37a1": ([0, 0, 1, -1, 0], "37", "37", []),
    "389a1": ([0, 1, 1, -2, 0], "389", "389", []),
    "5077a1": ([0, 0, 1, -7, 6], "5077", "5077", []),
    "32a2": ([0, 0, 0, -1, 0], "32", "64", [2, 2]),
    "27a3": ([0, 0, 1, 0, 0], "27", "-27", [3]),
    "65a1": ([1, 0, 0, -1, 0], "65", "65", [2]),
    "14a1": ([1, 0, 1, 4, -6], "14", "-21952", [6]),
}
ELEVEN_A1 = [0, -1, 1, -10, -20]
ELEVEN_A2 = [0, -1, 1, -7820, -263580]


def scaled(a: list[int], u: int) -> list[int]:
    """The model with coefficients u^i a_i: isomorphic, discriminant u^12 times larger, not minimal for u > 1."""
    return [x * u**w for x, w in zip(a, (1, 2, 3, 4, 6))]


def tate_normal(b: F, c: F) -> list[int]:
    a = [1 - c, -b, -b, F(0), F(0)]
    u = 1
    while any((x * u**w).denominator != 1 for x, w in zip(a, (1, 2, 3, 4, 6))):
        u += 1
    return [int(x * u**w) for x, w in zip(a, (1, 2, 3, 4, 6))]


def kubert(n: object, t: F) -> list[int]:
    """Kubert's curve with a point (0, 0) of order n (or the Z/2 x Z/2n families)."""
    if n == 4:
        b, c = t, F(0)
    elif n == 5:
        b, c = t, t
    elif n == 6:
        b, c = t + t * t, t
    elif n == 7:
        b, c = t**3 - t**2, t**2 - t
    elif n == 8:
        b = (2 * t - 1) * (t - 1)
        c = b / t
    elif n == 9:
        c = t * t * (t - 1)
        b = c * (t * t - t + 1)
    elif n == 10:
        d = t * t / (t - (t - 1) ** 2)
        c = t * d - t
        b = c * d
    elif n == 12:
        m = (3 * t - 3 * t * t - 1) / (t - 1)
        f, d = m / (1 - t), m + t
        c = f * (d - 1)
        b = c * d
    elif n == (2, 4):
        b, c = t * t - F(1, 16), F(0)
    else:  # (2, 6)
        c = (10 - 2 * t) / (t * t - 9)
        b = c + c * c
    return tate_normal(b, c)


MAZUR = {  # structure: a curve with exactly that torsion
    (): CREMONA["37a1"][0],
    (2,): [1, 0, 0, -1, 0],  # 65a1
    (3,): CREMONA["27a3"][0],
    (4,): kubert(4, F(2)),
    (5,): ELEVEN_A1,
    (6,): kubert(6, F(2)),
    (7,): kubert(7, F(2)),
    (8,): kubert(8, F(2)),
    (9,): kubert(9, F(2)),
    (10,): kubert(10, F(2)),
    (12,): kubert(12, F(2)),
    (2, 2): CREMONA["32a2"][0],
    (4, 2): kubert((2, 4), F(1)),
    (6, 2): kubert((2, 6), F(2)),
    (8, 2): kubert(8, F(3)),  # Kubert's Z/8 family at t = 3 has full 2-torsion
}


def test_known_curves_through_the_runtime(tmp_path):
    results: dict = {}
    hostile = {
        "singular": [0, 0],  # y^2 = x^3
        "node": [0, 0, 0, -3, 2],  # y^2 = (x - 1)^2 (x + 2)
        "three": [1, 2, 3],
        "long": [0, 0, 0, -1, "1" + "0" * 50],
        "huge_int": [0, 10**1_000_000],
        "float_text": ["1e5", "0"],
        "boolean": [True, 0],
    }

    async def main():
        async with Runtime.open(sage_config(tmp_path)) as rt:
            for label, (a, *_) in CREMONA.items():
                results[label] = await rt.run("elliptic_curve.invariants", {"coefficients": a}, "VERIFY")
                results[f"{label} torsion"] = await rt.run("elliptic_curve.torsion", {"coefficients": a}, "VERIFY")
            for u in (2, 6):
                payload = {"coefficients": [str(x) for x in scaled(ELEVEN_A1, u)]}
                results[f"u{u}"] = await rt.run("elliptic_curve.invariants", payload, "VERIFY")
            results["short"] = await rt.run("elliptic_curve.invariants", {"coefficients": [-1, 0]}, "VERIFY")
            for structure, a in MAZUR.items():
                results[structure] = await rt.run("elliptic_curve.torsion", {"coefficients": a}, "VERIFY")
            results["11a2"] = await rt.run("elliptic_curve.torsion", {"coefficients": ELEVEN_A2}, "VERIFY")
            results["u6tors"] = await rt.run("elliptic_curve.torsion", {"coefficients": scaled(ELEVEN_A1, 6)}, "VERIFY")
            for name, coefficients in hostile.items():
                results[name] = await rt.run("elliptic_curve.torsion", {"coefficients": coefficients})

    trio.run(main)
    for label, (a, conductor, disc, torsion) in CREMONA.items():
        t = results[f"{label} torsion"]  # Cremona's torsion structure, VERIFIED complete
        assert t.assurance.level.value == "VERIFIED" and t.output["complete"], (label, t.assurance, t.output)
        assert t.output["structure"] == torsion, (label, t.output)
        r = results[label]
        assert r.assurance.level.value == "VERIFIED", (label, r.assurance, r.diagnostics)
        assert r.verification.checker_id == "elliptic_curve.tate"
        assert (r.output["conductor"], r.output["minimal_discriminant"]) == (conductor, disc), (label, r.output)
        assert r.output["minimal_model"] == [str(x) for x in a] and r.output["transform"] == ["1", "0", "0", "0"]
    e = results["11a1"].output
    assert e["j_invariant"] == "-122023936/161051" and e["discriminant"] == "-161051"
    assert e["local_data"] == [{"p": "11", "valuation": 5, "conductor_exponent": 1, "kodaira": "I5", "tamagawa": 5}]
    for u in (2, 6):  # the non-minimal models come back to 11a1 by x = u^2 x' + r, y = u^3 y' + ...
        r = results[f"u{u}"]
        assert r.assurance.level.value == "VERIFIED", r.assurance
        assert r.output["minimal_model"] == [str(x) for x in ELEVEN_A1] and r.output["conductor"] == "11"
        assert r.output["transform"][0] == str(u) and r.output["discriminant"] == str(-161051 * u**12)
    assert results["short"].output["minimal_model"] == ["0", "0", "0", "-1", "0"]
    assert results["short"].output["conductor"] == "32"
    for structure, a in MAZUR.items():
        r = results[structure]
        assert r.assurance.level.value == "VERIFIED", (structure, a, r.assurance, r.diagnostics)
        assert r.verification.checker_id == "elliptic_curve.torsion_points"
        assert tuple(r.output["structure"]) == structure and r.output["complete"], (structure, r.output)
        assert not r.assurance.obligations
    assert results[(5,)].output["generators"] == [["5", "5"]]
    assert results["u6tors"].output["order"] == 5 and results["u6tors"].output["complete"]
    trivial = results["11a2"]  # 5-isogenous to 11a1: 5 divides every #E(F_p), completeness is PARI's word
    assert trivial.output["order"] == 1 and not trivial.output["complete"]
    assert trivial.assurance.level.value == "VERIFIED"
    assert [o.kind for o in trivial.assurance.obligations] == ["TORSION_COMPLETENESS"]
    for name in hostile:
        r = results[name]
        d = r.diagnostics[0]
        where = "$.payload" if name == "huge_int" else "$.payload.coefficients"  # the request's own size limit
        assert d.code.value == "INVALID_REQUEST" and d.path.startswith(where), (name, d)
        assert r.execution.status.value == "ERROR" and not r.output, name


def _invariants_request(a: list[int]) -> dict:
    pari = cypari2.Pari()
    data = op_ec_invariants(pari, {"coefficients": [str(x) for x in a]}, None)
    certs = data.pop("certificates")
    return {
        "claim": {"kind": "ELLIPTIC_CURVE_INVARIANTS", **data},
        "subject": {"coefficients": [str(x) for x in a]},
        "certificate": {"certificates": certs},
    }


def _forged(request: dict, **changes) -> dict:
    claim = {**request["claim"], **changes}
    return {**request, "claim": claim}


def test_the_invariants_checker_rejects_forgeries():
    good = _invariants_request(scaled(ELEVEN_A1, 2))
    got = inv_checker.check(good)
    assert got["accepted"] and got["model"]["format"] == "decimal", got
    local = good["claim"]["local"]
    forgeries = {
        "conductor 121": (_forged(good, conductor="121"), "the conductor is 11"),
        "kodaira": (_forged(good, local=[{**local[0], "kodaira": "I4"}]), "Tate's algorithm gives I5"),
        "tamagawa": (_forged(good, local=[{**local[0], "c": "1"}]), "c = 5"),
        "j": (_forged(good, j="-122023937/161051"), "j is"),
        "c4": (_forged(good, c4="0"), "c4 is"),
        "transform": (_forged(good, transform=["2", "1", "0", "0"]), "does not map"),
        "missing prime": (_forged(good, local=[]), "do not account"),
        "extra prime": (
            _forged(good, local=[{"p": "3", "v": "1", "f": "1", "kodaira": "I1", "c": "1"}, *local]),
            "valuation",
        ),
        "composite": (_forged(good, local=[{**local[0], "p": "121", "v": "2"}]), "not proven prime"),
        # the scaled model itself called minimal: Tate's algorithm at 2 ends in its non-minimal step
        "not minimal": (
            _forged(
                good,
                minimal_model=good["subject"]["coefficients"],
                transform=["1", "0", "0", "0"],
                minimal_discriminant=str(-161051 * 2**12),
                local=[
                    {"p": "2", "v": "12", "f": "0", "kodaira": "I0", "c": "1"},
                    {**local[0]},
                ],
            ),
            "not minimal at 2",
        ),
        "other curve": ({**good, "subject": {"coefficients": ["0", "-1", "1", "-10", "-19"]}}, "is"),
    }
    for name, (request, reason) in forgeries.items():
        got = inv_checker.check(request)
        assert not got["accepted"] and reason in got["reason"], (name, got)


def test_a_large_bad_prime_needs_its_proof():
    pari = cypari2.Pari()
    a6 = next(
        k
        for k in range(10**6, 10**6 + 1000)
        if max(int(p) for p in pari.factor(abs(invariants((0, 0, 0, 1, k))["discriminant"]))[0]) > 1 << 20
    )
    request = _invariants_request([0, 0, 0, 1, a6])
    assert inv_checker.check(request)["accepted"]
    got = inv_checker.check({**request, "certificate": {"certificates": {}}})
    assert not got["accepted"] and "not proven prime" in got["reason"], got


def _torsion_request(a: list[int], kind: str = "TORSION_SUBGROUP") -> dict:
    data = op_ec_torsion(cypari2.Pari(), {"coefficients": [str(x) for x in a]}, None)
    claim = {"kind": kind, "structure": [str(d) for d in data["structure"]], "generators": data["generators"]}
    cert = {"primes": data["primes"]} if kind == "TORSION_SUBGROUP" else {}
    return {"claim": claim, "subject": {"coefficients": [str(x) for x in a]}, "certificate": cert}


def test_the_torsion_checker_rejects_forgeries():
    five = _torsion_request(ELEVEN_A1)
    assert tors_checker.check(five)["accepted"] and five["certificate"]["primes"] == ["3", "5"]
    klein = _torsion_request(CREMONA["32a2"][0])
    assert tors_checker.check(klein)["accepted"]

    def claim(base: dict, **changes) -> dict:
        return {**base, "claim": {**base["claim"], **changes}}

    forgeries = {
        "wrong order": (claim(five, structure=["10"]), "does not have order 10"),
        "order too small": (claim(five, structure=["4"]), "does not have order 4"),
        "off the curve": (claim(five, generators=[["5", "6"]]), "not on the curve"),
        "trivial for Z/5": (claim(five, structure=[], generators=[]), "bound the torsion by 5"),
        "Z/2 x Z/2 twice one point": (claim(klein, generators=[klein["claim"]["generators"][0]] * 2), "meet"),
        "bad prime": ({**five, "certificate": {"primes": ["11"]}}, "not dividing the discriminant"),
        "prime 2": ({**five, "certificate": {"primes": ["2"]}}, "odd prime"),
        "composite": ({**five, "certificate": {"primes": ["9"]}}, "odd prime"),
        "beyond Mazur": (claim(five, structure=["13"]), "invariant factors"),
        "another curve": ({**five, "subject": {"coefficients": ["0", "-1", "1", "-10", "-19"]}}, "not on the curve"),
    }
    for name, (request, reason) in forgeries.items():
        got = tors_checker.check(request)
        assert not got["accepted"] and reason in got["reason"], (name, got)
    # 11a2 has trivial torsion but every count is divisible by 5: complete cannot be shown, only the points
    incomplete = _torsion_request(ELEVEN_A2, "TORSION_POINTS")
    assert tors_checker.check(incomplete)["accepted"]
    primes = [str(p) for p in (3, 5, 7, 13, 17, 19)]
    got = tors_checker.check(
        {**incomplete, "claim": {**incomplete["claim"], "kind": "TORSION_SUBGROUP"}, "certificate": {"primes": primes}}
    )
    assert not got["accepted"] and "bound the torsion by 5" in got["reason"], got


def test_tate_algorithm_agrees_with_pari_on_random_curves():
    """The checker's own Tate's algorithm against PARI's elllocalred at every bad prime of 400 seeded curves,
    among them non-minimal ones (coefficients scaled by u^i) and ones with p-power coefficients for primes
    above the checker's brute-force bound (1009, 7919), where its F_p root finding takes the other path."""
    pari = cypari2.Pari()
    rng = random.Random(30)
    seen, kinds = 0, set()
    for _ in range(400):
        bound = rng.choice([3, 10, 100, 1000])
        a = [
            rng.randint(-1, 1),
            rng.randint(-1, 1),
            rng.randint(-1, 1),
            rng.randint(-bound, bound),
            rng.randint(-bound, bound),
        ]
        if rng.random() < 0.3:
            a = scaled(a, rng.choice([2, 3, 5, 6]))
        if rng.random() < 0.4:
            q = rng.choice([2, 3, 5, 7, 1009, 7919])
            a = [x * q ** rng.randint(0, w) for x, w in zip(a, (1, 2, 3, 4, 6))]
        disc = invariants(tuple(a))["discriminant"]
        if disc == 0:
            continue
        e = pari.ellinit(a)
        for p in pari.factor(abs(disc))[0]:
            p = int(p)
            ref, got = pari.elllocalred(e, p), local_data(tuple(a), p)
            if int(ref[2][0]) != 1:  # PARI's local minimal model needs u > 1: not minimal at p
                assert not got.minimal, (a, p, got)
                continue
            assert got.minimal and (got.kodaira, got.f, got.c) == (kodaira(int(ref[1])), int(ref[0]), int(ref[3])), (
                a,
                p,
                got,
            )
            seen, kinds = seen + 1, kinds | {got.kodaira.rstrip("0123456789*") + ("*" if "*" in got.kodaira else "")}
    assert seen > 800 and kinds >= {"I", "II", "III", "IV", "I*", "II*", "III*", "IV*"}, (seen, kinds)


def test_every_kodaira_type_above_the_brute_force_bound():
    """Above 1000 the checker finds roots over F_p by gcds and Euler's criterion, not by trying every element:
    each Kodaira type at p = 1009 and 100003 (y^2 = x^3 + a4 x + a6 with p-powers, the I_m* family y^2 = x^3 + p x^2 +
    p^(m+2)), held against PARI's elllocalred."""
    pari = cypari2.Pari()
    for p in (1009, 100003):
        shapes = (
            (0, p),
            (p, 0),
            (0, p**2),
            (p**2, p**3),
            (0, p**4),
            (p**3, 0),
            (0, p**5),
        )  # II III IV I0* IV* III* II*
        curves = [[0, 0, 0, a4, a6] for a4, a6 in shapes]
        curves += [[0, p, 0, 0, p ** (m + 2)] for m in (1, 2, 3)] + [[0, 1, 0, 0, -(p**3)]]
        seen = set()
        for a in curves:
            ref, got = pari.elllocalred(pari.ellinit(a), p), local_data(tuple(a), p)
            assert got.minimal and (got.kodaira, got.f, got.c) == (kodaira(int(ref[1])), int(ref[0]), int(ref[3])), a
            seen.add(got.kodaira)
        assert seen >= {"II", "III", "IV", "I0*", "I1*", "I2*", "IV*", "III*", "II*", "I3"}, (p, seen)
