"""elliptic_curve.lookup end to end: Cremona's tables (PARI's elldata, passagemath-pari-elldata) by label and by
coefficients, COMPUTED with the database as basis; hostile labels refused before any job; the policy profile
COMPUTE_VERIFY_NO_RETRIEVAL hides it; the stored data held against the checked operations.

Known answers, from Cremona's tables (J. E. Cremona, "Algorithms for Modular Elliptic Curves", 2nd ed., CUP
1997, Table 1; https://johncremona.github.io/ecdata/): 11a1 [0, -1, 1, -10, -20] rank 0, torsion 5; 37a1
[0, 0, 1, -1, 0] rank 1, generator (0, 0), torsion 1; 389a1 [0, 1, 1, -2, 0] rank 2, torsion 1; 5077a1
[0, 0, 1, -7, 6] rank 3, torsion 1; 14a1 [1, 0, 1, 4, -6] torsion 6; 32a2 is y^2 = x^3 - x (torsion 4); 571a1
[0, -1, 1, -929, -10595] rank 0, torsion 1, the least conductor with a nontrivial Tate-Shafarevich group (|Sha| = 4,
Cremona's Table 4): its 2-Selmer group is larger than E(Q)/2E(Q), so PARI's bound 0 there needs more than the
2-Selmer rank (ellrank's Cassels-Tate step).
"""

from __future__ import annotations

from fractions import Fraction

import trio

from jacobian.runtime import Runtime

from .conftest import DEFINITIONS, sage_config

KNOWN = {  # label: (minimal model, rank, torsion order)
    "11a1": (["0", "-1", "1", "-10", "-20"], 0, 5),
    "37a1": (["0", "0", "1", "-1", "0"], 1, 1),
    "389a1": (["0", "1", "1", "-2", "0"], 2, 1),
    "5077a1": (["0", "0", "1", "-7", "6"], 3, 1),
    "14a1": (["1", "0", "1", "4", "-6"], 0, 6),
    "32a2": (["0", "0", "0", "-1", "0"], 0, 4),
    "571a1": (["0", "-1", "1", "-929", "-10595"], 0, 1),
}
HOSTILE = {
    "lmfdb_label": ({"label": "11.a2"}, "$.payload.label"),
    "beyond_database": ({"label": "500000a1"}, "$.payload.label"),
    "both": ({"label": "11a1", "coefficients": [0, -1, 1, -10, -20]}, "$.payload"),
    "neither": ({}, "$.payload"),
    "singular": ({"coefficients": [0, 0]}, "$.payload.coefficients"),
    "long_label": ({"label": "1" * 10**5 + "a1"}, "$.payload.label"),
}


def test_lookup_by_label_and_by_curve(tmp_path, monkeypatch):
    results, planned = {}, []

    async def main():
        async with Runtime.open(sage_config(tmp_path)) as rt:
            real_plan = DEFINITIONS["elliptic_curve.lookup"].plan

            def spy(call):
                planned.append(call)
                return real_plan(call)

            monkeypatch.setattr(DEFINITIONS["elliptic_curve.lookup"], "plan", spy)
            for name, (payload, _) in HOSTILE.items():
                results[name] = await rt.run("elliptic_curve.lookup", payload)
            refused = list(planned)
            for label in KNOWN:
                results[label] = await rt.run("elliptic_curve.lookup", {"label": label})
            # a non-minimal model of 37a1 (x -> 4x, y -> 8y: u = 2) and y^2 = x^3 - x (32a2) by coefficients
            results["scaled37"] = await rt.run("elliptic_curve.lookup", {"coefficients": [0, 0, 8, -16, 0]})
            results["congruent1"] = await rt.run("elliptic_curve.lookup", {"coefficients": [-1, 0]})
            results["absent"] = await rt.run("elliptic_curve.lookup", {"label": "11b1"})
            results["far"] = await rt.run("elliptic_curve.lookup", {"coefficients": [0, 0, 0, 1, 10**40 + 1]})
            # VERIFY: the stored model checked as a minimal model of the curve asked, of the label's conductor
            results["verify5077"] = await rt.run("elliptic_curve.lookup", {"label": "5077a1"}, "VERIFY")
            results["verify389"] = await rt.run("elliptic_curve.lookup", {"label": "389a1"}, "VERIFY")
            results["verify11"] = await rt.run("elliptic_curve.lookup", {"label": "11a1"}, "VERIFY")
            results["verify37"] = await rt.run("elliptic_curve.lookup", {"coefficients": [0, 0, 8, -16, 0]}, "VERIFY")
            # the stored data against the checked operations (VERIFY mode, independent checkers)
            results["inv5077"] = await rt.run(
                "elliptic_curve.invariants", {"coefficients": KNOWN["5077a1"][0]}, "VERIFY"
            )
            results["rank389"] = await rt.run("elliptic_curve.rank", {"coefficients": KNOWN["389a1"][0]}, "VERIFY")
            return refused

    assert trio.run(main) == []
    for name, (_, path) in HOSTILE.items():
        d = results[name].diagnostics[0]
        assert (d.code.value, d.path) == ("INVALID_REQUEST", path), (name, d)
    for label, (model, rank, torsion) in KNOWN.items():
        r = results[label]
        assert r.assurance.level.value == "COMPUTED", (label, r.assurance, r.diagnostics)
        assert [o.kind for o in r.assurance.obligations] == ["DATABASE_RETRIEVAL", "RANK_UPPER_BOUND_UNCHECKED"]
        assert "Cremona" in r.assurance.basis
        # rank = r believed beyond the database: PARI's 2-descent bound meets the stored generators' count
        assert r.output["rank_upper_bound"] == rank, (label, r.output)
        assert f"rank = {rank}: {rank} stored generators and PARI's 2-descent bound" in r.completeness.basis
        out = r.output
        conductor = label[: len(label) - len(label.lstrip("0123456789"))]
        assert out["found"] and (out["label"], out["conductor"], out["isogeny_class"]) == (label, conductor, label[:-1])
        assert (out["minimal_model"], out["rank"], out["torsion_order"]) == (model, rank, torsion), (label, out)
        assert len(out["generators"]) == rank
    assert [list(p) for p in results["37a1"].output["generators"]] == [["0", "0"]]
    scaled = results["scaled37"].output
    assert scaled["label"] == "37a1" and scaled["transform"] == ["2", "0", "0", "0"], scaled
    assert scaled["minimal_model"] == KNOWN["37a1"][0]
    assert results["congruent1"].output["label"] == "32a2"
    for name in ("absent", "far"):
        r = results[name]
        assert r.conclusion.value == "NO_WITNESS" and r.output["found"] is False, (name, r.output, r.diagnostics)
    for name, rank in (("verify5077", 3), ("verify389", 2), ("verify37", 1), ("verify11", 0)):
        r = results[name]
        assert r.assurance.level.value == "VERIFIED", (name, r.assurance, r.diagnostics)
        assert r.verification.checker_id == "elliptic_curve.cremona_entry"
        # model, conductor and rank >= r checked; the label, rank = r and the listing stay the database's
        assert [o.kind for o in r.assurance.obligations] == ["DATABASE_RETRIEVAL", "RANK_UPPER_BOUND_UNCHECKED"], name
        assert f"rank >= {rank}" in r.assurance.basis and "conductor" in r.assurance.basis, (name, r.assurance)
        assert r.output["rank"] == rank and len(r.output["generators"]) == rank
    assert results["verify37"].output["label"] == "37a1"
    assert results["inv5077"].assurance.level.value == "VERIFIED"
    assert results["inv5077"].output["conductor"] == "5077"
    assert results["rank389"].assurance.level.value == "VERIFIED"
    assert results["rank389"].output["rank_lower_bound"] == KNOWN["389a1"][1]


def test_the_no_retrieval_profile_hides_the_lookup(tmp_path):
    config = sage_config(tmp_path)
    config.profile = "COMPUTE_VERIFY_NO_RETRIEVAL"
    got = {}

    async def main():
        async with Runtime.open(config) as rt:
            got["lookup"] = await rt.run("elliptic_curve.lookup", {"label": "11a1"})
            got["rank"] = await rt.run("elliptic_curve.invariants", {"coefficients": [0, -1, 1, -10, -20]})

    trio.run(main)
    d = got["lookup"].diagnostics[0]
    assert got["lookup"].output is None and "COMPUTE_VERIFY_NO_RETRIEVAL" in d.message, d
    assert got["rank"].output["conductor"] == "11"  # the computing operations stay visible


def _lookup_evidence(tmp_path, labels: tuple[str, ...]) -> dict:
    """The lookup's VERIFY evidence for each label, taken from real runs (the adapter's answer, spied)."""
    got: dict = {}

    async def main():
        async with Runtime.open(sage_config(tmp_path)) as rt:
            call = DEFINITIONS["elliptic_curve.lookup"]
            real_answer = call.answer

            def spy(c, data, _real=real_answer):
                interp = _real(c, data)
                got[c.request.label] = interp.evidence
                return interp

            call.answer = spy
            try:
                for label in labels:
                    await rt.run("elliptic_curve.lookup", {"label": label})
            finally:
                del call.answer

    trio.run(main)
    return got


def test_a_forged_stored_entry_is_rejected(tmp_path):
    """The lookup's VERIFY claim, forged, fed to its checker (elliptic_curve.cremona_entry): another curve's
    stored model (37a1's for 389a1), a wrong conductor, a transform that does not take the curve asked to the
    stored model; a stored generator moved off the curve, a dependent pair (P, 2P; P, P + Q for three), more
    generators than are independent. The honest claims (389a1, 5077a1) are the lookup's own."""
    from jacobian.checkers.elliptic import lookup
    from jacobian.checkers.elliptic.weierstrass import add, text

    evidence = _lookup_evidence(tmp_path, ("389a1", "5077a1"))

    def run(label: str, **forged):
        ev = evidence[label]
        claim = {**ev.claim, **forged}
        return lookup.check({"claim": claim, "subject": ev.subject, "certificate": ev.certificate})

    def inv(label: str, **changes) -> dict:
        return {**evidence[label].claim["invariants"], **changes}

    def plus(label: str, p: list[str], q: list[str]) -> list[str]:
        a = tuple(Fraction(x) for x in evidence[label].claim["invariants"]["minimal_model"])
        s = add(a, (Fraction(p[0]), Fraction(p[1])), (Fraction(q[0]), Fraction(q[1])))
        assert s is not None
        return [text(s[0]), text(s[1])]

    for label, r in (("389a1", 2), ("5077a1", 3)):
        honest = run(label)
        assert honest["accepted"] and f"rank >= {r}" in honest["reason"], honest
        assert evidence[label].claim["r"] == str(r)
    g1, g2 = evidence["389a1"].claim["generators"]
    h1, h2, h3 = evidence["5077a1"].claim["generators"]
    moved = [g1[0], str(Fraction(g1[1]) + 1)]
    forgeries = {
        "another curve's model": ("389a1", {"invariants": inv("389a1", minimal_model=["0", "0", "1", "-1", "0"])}),
        "wrong conductor": ("389a1", {"invariants": inv("389a1", conductor="37")}),
        "wrong transform": ("389a1", {"invariants": inv("389a1", transform=["2", "0", "0", "0"])}),
        "generator off the curve": ("389a1", {"generators": [moved, g2]}),
        "dependent pair P, 2P": ("389a1", {"generators": [g1, plus("389a1", g1, g1)]}),
        "repeated generator": ("389a1", {"generators": [g1, g1]}),
        "P, Q, P + Q for 5077a1": ("5077a1", {"generators": [h1, h2, plus("5077a1", h1, h2)]}),
        "a fourth generator": ("5077a1", {"r": "4", "generators": [h1, h2, h3, plus("5077a1", h2, h3)]}),
    }
    reasons = {
        "another curve's model": "stored model",
        "wrong conductor": "conductor",
        "wrong transform": "transform",
        "generator off the curve": "not on the curve",
        "dependent pair P, 2P": "span only 1 of 2",
        "repeated generator": "span only 1 of 2",
        "P, Q, P + Q for 5077a1": "span only 2 of 3",
        "a fourth generator": "span only 3 of 4",
    }
    for name, (label, forged) in forgeries.items():
        got = run(label, **forged)
        assert not got["accepted"] and reasons[name] in got["reason"], (name, got)
        assert got["model"]["format"] == "decimal", name
