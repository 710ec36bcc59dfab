"""CPLEX LP file text as input to optimization.linear.solve and optimization.integer.solve: read into the
same exact LP as the equivalent MPS and typed forms, VERIFIED by a checker that parses the original LP
text with its own reader, and hostile LP text refused at validation with line and column. (SMALL declares
an integer variable: the LP operation solves it only as the relaxation it is asked for.)"""

from __future__ import annotations

from fractions import Fraction

import pytest
import trio

from jacobian.checkers.exact import lp_check, lpfile_read
from jacobian.checkers.exact.rationals import BadRequest
from jacobian.providers.exact import lpfile
from jacobian.runtime import Runtime

from .conftest import exact_config
from .test_mps import SMALL, SMALL_TYPED

# The LP of test_mps.SMALL written by hand in the LP format (its ranged rows as two constraints each).
SMALL_LP = r"""\ the SMALL example of test_mps in the CPLEX LP format
Maximize
 profit: 3 x + 2.5 y - z
Subject To
 cap_lo: x + 1.5 y >= 2
 cap_hi: x + 1.5 y <= 6
 mix_lo: x - z >= -1
 mix_hi: x
   - z <= 1
 low: z >= .5
Bounds
 x <= 4.5
 -inf <= y <= 10
 z >= -1e-1
General
 y
End
"""


def _run(tmp_path, calls):
    results = {}

    async def main():
        async with Runtime.open(exact_config(tmp_path)) as rt:
            for name, (capability, payload) in calls.items():
                results[name] = await rt.run(capability, payload, "VERIFY")

    trio.run(main)
    return results


def test_lp_text_reads_as_the_typed_lp_in_the_provider_and_in_the_checker():
    model = lpfile.parse_lp(SMALL_LP)
    assert model.lp_payload() == SMALL_TYPED
    assert model.integer == [False, True, False] and model.columns == ["x", "y", "z"]
    assert model.rows == ["cap_lo", "cap_hi", "mix_lo", "mix_hi", "low"]
    checked = lpfile_read.read_lpfile({"lp": SMALL_LP})
    sparse = [{j: v for j, v in row.items() if v} for row in checked["A"]]
    assert sparse == model.matrix and checked["b"] == model.rhs and checked["integer"] == model.integer
    assert (checked["lower"], checked["upper"], checked["sign"]) == (model.lower, model.upper, -1)
    unnamed = lpfile.parse_lp(SMALL_LP.replace(" cap_hi:", "").replace(" low:", ""))
    assert unnamed.rows == ["cap_lo", "R2", "mix_lo", "mix_hi", "R5"]


def test_lp_text_is_solved_and_verified_like_mps_for_lp_and_mip(tmp_path):
    with_constant = SMALL_LP.replace("- z\nSubject", "- z + 7\nSubject")
    assert with_constant != SMALL_LP
    r = _run(
        tmp_path,
        {
            "lp": ("optimization.linear.solve", {"lp": SMALL_LP, "relax_integrality": True}),
            "lp-constant": ("optimization.linear.solve", {"lp": with_constant, "relax_integrality": True}),
            "mps": ("optimization.linear.solve", {"mps": SMALL, "relax_integrality": True}),
            "mip-lp": ("optimization.integer.solve", {"lp": SMALL_LP}),
            "mip-mps": ("optimization.integer.solve", {"mps": SMALL}),
        },
    )
    for name, result in r.items():
        assert result.assurance.level.value == "VERIFIED", (name, result.diagnostics)
    assert r["lp"].output["objective"] == r["mps"].output["objective"] == "25/2"
    assert r["lp-constant"].output["objective"] == "39/2"  # 25/2 + 7
    assert r["mip-lp"].output["objective"] == r["mip-mps"].output["objective"]
    assert r["lp"].output["columns"] == ["x", "y", "z"] and r["lp"].output["rows"][0] == "cap_lo"
    for name in ("lp", "lp-constant", "mps"):
        assert "RELAXATION" in [q.value for q in r[name].qualifiers], name
        assert (r[name].output["relaxed_integrality"], r[name].output["relaxed_variables"]) == (True, 1), name


def test_the_checker_reads_the_original_lp_text_not_the_providers_parse():
    """A certificate optimal for SMALL is checked against the checker's own parse of the subject text: a
    one-character change to the text (a coefficient) makes the same certificate fail."""
    from jacobian.providers.exact.highs_worker import solve

    got = solve(lpfile.parse_lp(SMALL_LP).lp_payload())
    claim = {"kind": "LP_OPTIMAL", "objective": got["objective"], "relaxation": True}
    cert = {"x": got["primal"], "y": got["dual"]}

    def verdict(text: str) -> dict:
        return lp_check.check({"claim": claim, "subject": {"lp": text}, "certificate": cert})

    assert verdict(SMALL_LP)["accepted"], verdict(SMALL_LP)
    changed = verdict(SMALL_LP.replace("profit: 3 x", "profit: 4 x"))
    assert not changed["accepted"], changed
    both = lp_check.check({"claim": claim, "subject": {"lp": SMALL_LP, "mps": SMALL}, "certificate": cert})
    assert not both["accepted"] and "malformed" in both["reason"]


HOSTILE = {  # name: (old, new, where the reader must point)
    "huge": ("x + 1.5 y <= 6", "x + 1.5 y <= 1e40", "line 6, column 23"),
    "nan": ("x + 1.5 y <= 6", "x + 1.5 y <= NaN", "line 6, column 23"),
    "inf-rhs": ("x + 1.5 y <= 6", "x + 1.5 y <= inf", "line 6, column 23"),
    "inf-lower": ("z >= -1e-1", "z >= +inf", "line 14, column 2"),
    "inf-term": ("3 x + 2.5 y", "3 x + 2.5 inf", "line 3, column 20"),
    "duplicate-row": ("cap_hi:", "cap_lo:", "line 6, column 2"),
    "duplicate-term": ("x + 1.5 y >= 2", "x + 1.5 y + x >= 2", "line 5, column 22"),
    "second-objective": ("Bounds", "Minimize", "line 11, column 1"),
    "unknown-section": ("General", "Semi-continuous", "line 15, column 1"),
    "ranged": ("x + 1.5 y <= 6", "x + 1.5 y <= 6 <= 7", "line 6, column 25"),
    "constraint-constant": ("x - z >= -1", "x - z + 2 >= -1", "line 7, column 18"),
    "no-sense": (" low: z >= .5", " low: z .5", "line 10, column 9"),
    "bad-bound": ("x <= 4.5", "- x <= 4.5", "line 12, column 4"),
    "negative-upper": ("x <= 4.5", "x <= -4.5", "line 12, column 2"),
    "digits": ("z >= .5", "z >= .1234567890123456789012345678901", "line 10, column 12"),
    "stray-char": ("x <= 4.5", "x <= 4.5 ;", "line 12, column 11"),
    "after-end": ("End\n", "End\nx >= 1\n", "line 18, column 1"),
}


def test_hostile_lp_text_is_refused_at_validation_with_line_and_column(tmp_path):
    texts = {name: SMALL_LP.replace(old, new, 1) for name, (old, new, _) in HOSTILE.items()}
    texts["no-end"] = SMALL_LP.replace("End\n", "")
    texts["no-subject-to"] = SMALL_LP.replace("Subject To\n", "")
    assert all(text != SMALL_LP for text in texts.values())
    calls = {name: ("optimization.linear.solve", {"lp": text}) for name, text in texts.items()}
    calls["lp-and-mps"] = ("optimization.linear.solve", {"lp": SMALL_LP, "mps": SMALL, "relax_integrality": True})
    calls["lp-and-integer"] = ("optimization.integer.solve", {"lp": SMALL_LP, "integer": [True, True, True]})
    r = _run(tmp_path, calls)
    for name, result in r.items():
        diags = [(d.code.value, d.path, d.stage.value) for d in result.diagnostics]
        want = "$.payload" if name in ("lp-and-mps", "lp-and-integer") else "$.payload.lp"
        assert diags == [("INVALID_REQUEST", want, "VALIDATE")], (name, result.diagnostics)
        assert result.provenance is None, name  # nothing ran
        if name in HOSTILE:
            assert HOSTILE[name][2] in result.diagnostics[0].message, (name, result.diagnostics[0].message)
    for name, text in texts.items():  # the checker's own reader refuses the same texts
        with pytest.raises(BadRequest):
            lpfile_read.read_lpfile({"lp": text})
        assert name


def test_lp_bounds_forms_and_binaries_read_the_same_in_both_readers():
    text = "\n".join(
        [
            "Minimize",
            " a + b + c + d + e",
            "st",
            " a + b + c + d + e >= -100",
            "Bounds",
            " a free",
            " -3 <= b <= 4",
            " 2 >= c",
            " d = -2.5",
            " e >= -infinity",
            " 4 >= g >= -1",
            "Binaries",
            " f",
            "Generals",
            " a",
            "end",
        ]
    )
    model = lpfile.parse_lp(text)
    checked = lpfile_read.read_lpfile({"lp": text})
    want_lower = [None, Fraction(-3), Fraction(0), Fraction(-5, 2), None, Fraction(-1), Fraction(0)]
    want_upper = [None, Fraction(4), Fraction(2), Fraction(-5, 2), None, Fraction(4), Fraction(1)]
    assert (model.lower, model.upper) == (checked["lower"], checked["upper"]) == (want_lower, want_upper)
    assert model.integer == checked["integer"] == [True, False, False, False, False, False, True]
