"""quadratic_form.class_number end to end and its checker: h(D) from PARI, VERIFIED by the checker's own count of
reduced forms for |D| <= 10^6, COMPUTED under GRH beyond.

Known answers, cited: the nine imaginary quadratic fields of class number 1 have discriminants -3, -4, -7, -8,
-11, -19, -43, -67, -163 (Heegner 1952, Baker 1966, Stark 1967); the eighteen of class number 2 are -15, -20,
-24, -35, -40, -51, -52, -88, -91, -115, -123, -148, -187, -232, -235, -267, -403, -427 (Baker 1971, Stark 1971).
h(-4 * 5077) = h(-20308) = 22, the discriminant of Q(sqrt(-5077)) (5077 is the conductor of the least rank-3
curve, the curve of Goldfeld's effective class-number bound); no printed table was at hand offline, so the test
holds it against its own Dirichlet class number formula, h(D) = -(1/|D|) sum_{a=1}^{|D|-1} (D/a) a for D < -4
(Cohen, GTM 138, Proposition 5.3.12), with its own Kronecker symbol: a third method beside PARI and the checker.
"""

from __future__ import annotations

import cypari2
import trio

from jacobian.checkers.quadratic_form import class_number as checker
from jacobian.runtime import Runtime

from .conftest import sage_config

H1 = [-3, -4, -7, -8, -11, -19, -43, -67, -163]
D5077 = -4 * 5077
H2 = [-15, -20, -24, -35, -40, -51, -52, -88, -91, -115, -123, -148, -187, -232, -235, -267, -403, -427]


def fundamental(d: int) -> bool:
    m = -d
    if d % 4 == 1:
        return all(m % (p * p) for p in range(2, int(m**0.5) + 1))
    if d % 4 == 0 and (d // 4) % 4 in (2, 3):
        return all((m // 4) % (p * p) for p in range(3, int((m // 4) ** 0.5) + 1, 2)) and (m // 4) % 4 != 0
    return False


def kronecker(d: int, a: int) -> int:
    """(d/a) for a fundamental discriminant d and a > 0 (Jacobi reciprocity; (d/2) by d mod 8)."""
    out = 1
    while a % 2 == 0:
        a //= 2
        if d % 2 == 0:
            return 0
        out *= 1 if d % 8 in (1, 7) else -1
    d %= a
    while d:  # the Jacobi symbol (d/a), a odd
        while d % 2 == 0:
            d //= 2
            if a % 8 in (3, 5):
                out = -out
        d, a = a, d
        if d % 4 == 3 and a % 4 == 3:
            out = -out
        d %= a
    return out if a == 1 else 0


def dirichlet_class_number(d: int) -> int:
    """h(D) for a fundamental D < -4 by Dirichlet's class number formula."""
    total = sum(kronecker(d, a) * a for a in range(1, -d))
    assert total % d == 0
    return -total // -d


def test_class_numbers_through_the_runtime(tmp_path):
    results = {}

    async def main():
        async with Runtime.open(sage_config(tmp_path)) as rt:
            for d in H1 + H2 + [D5077, -999_995, -(10**12 + 3)]:
                results[d] = await rt.run("quadratic_form.class_number", {"D": str(d)}, "VERIFY")
            for name, d in (("positive", "5"), ("three_mod_four", "-5"), ("huge", "-" + "9" * 40)):
                results[name] = await rt.run("quadratic_form.class_number", {"D": d})

    trio.run(main)
    for d, h in [(d, "1") for d in H1] + [(d, "2") for d in H2]:
        r = results[d]
        assert r.output == {"h": h} and r.assurance.level.value == "VERIFIED", (d, r.output, r.assurance)
        assert r.verification.checker_id == "quadratic_form.reduced_forms"
    assert fundamental(D5077) and dirichlet_class_number(D5077) == 22
    assert [dirichlet_class_number(d) for d in H1[2:]] == [1] * 7 and dirichlet_class_number(-20) == 2
    r = results[D5077]
    assert r.output == {"h": "22"} and r.assurance.level.value == "VERIFIED", (r.output, r.assurance)
    assert r.verification.checker_id == "quadratic_form.reduced_forms"
    assert results[-999_995].assurance.level.value == "VERIFIED"
    big = results[-(10**12 + 3)]
    assert big.assurance.level.value == "COMPUTED" and [o.kind for o in big.assurance.obligations] == ["GRH_ASSUMED"]
    for name in ("positive", "three_mod_four", "huge"):
        d = results[name].diagnostics[0]
        assert (d.code.value, d.path) == ("INVALID_REQUEST", "$.payload.D"), (name, d)


def test_the_checker_counts_reduced_forms_itself():
    # exactly the nine fundamental discriminants above -10^4 have class number 1 by the checker's own count
    ones = [d for d in range(-3, -10_000, -1) if fundamental(d) and len(checker.reduced_forms(d)) == 1]
    assert ones == H1
    pari = cypari2.Pari()
    for d in range(-3, -3000, -1):
        if d % 4 in (0, 1):
            assert len(checker.reduced_forms(d)) == int(pari.qfbclassno(d)), d
    got = checker.check({"claim": {"kind": "CLASS_NUMBER", "h": "1"}, "subject": {"D": "-163"}, "certificate": {}})
    assert got["accepted"] and got["model"]["summary"] == {"integers": 1, "digits": 3}, got
    for h, subject, reason in (
        ("2", {"D": "-163"}, "1 reduced forms, not 2"),
        ("1", {"D": "-164"}, "reduced forms, not 1"),  # another discriminant
        ("1", {"D": "-161"}, "0 or 1 mod 4"),
        ("1", {"D": str(-(10**6) - 3)}, "bound"),
    ):
        got = checker.check({"claim": {"kind": "CLASS_NUMBER", "h": h}, "subject": subject, "certificate": {}})
        assert not got["accepted"] and reason in got["reason"], got
