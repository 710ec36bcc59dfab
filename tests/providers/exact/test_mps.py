"""MPS input to optimization.linear.solve: NETLIB known optima VERIFIED exactly, hostile MPS refused
at validation with line and field, and the checker's own MPS reader agreeing with (and as strict as)
the provider's. The NETLIB files and their source are listed in data/README.md."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction
from pathlib import Path

import pytest
import trio

from jacobian.checkers.exact import lp_check, mps_read
from jacobian.checkers.exact.rationals import BadRequest
from jacobian.providers.exact import mps
from jacobian.runtime import Runtime

from .conftest import exact_config

DATA = Path(__file__).parent / "data"
# Published optimal values (netlib.org/lp/data/readme: MINOS's, and CPLEX's where it lists a differing one),
# with their stated digits; data/README.md names the source.
PUBLISHED = {
    name: tuple(v for v in values if v != "-")
    for name, *values in (
        line.split() for line in (DATA / "netlib_optima.txt").read_text().splitlines() if line[:1] not in ("#", "")
    )
}
# Run through the runtime in VERIFY: the four small ones, and three the old bounds (400 rows, 40,000 entries
# of rows x columns) refused or that needed HiGHS's second, tighter solve: sc205 (205 x 203 = 41,615 entries,
# 551 nonzeros), scagr25 (471 rows), etamacro (HiGHS's first basis leaves a reduced cost of -7e-9).
NETLIB = ("afiro", "adlittle", "sc50a", "blend", "sc205", "scagr25", "etamacro")

SMALL = """NAME          SMALL
OBJSENSE
    MAX
ROWS
 N  PROFIT
 L  CAP
 E  MIX
 G  LOW
 N  SPARE
COLUMNS
    X         PROFIT    3            CAP       1
    X         MIX       1            SPARE     9
    MARKER    'MARKER'  'INTORG'
    Y         PROFIT    2.5          CAP       1.5
    MARKER    'MARKER'  'INTEND'
    Z         PROFIT    -1           LOW       1
    Z         MIX       -1
RHS
    RHS       CAP       6            MIX       1
    RHS       LOW       .5
RANGES
    RNG       CAP       4            MIX       -2
BOUNDS
 UP BND       X         4.5
 MI BND       Y
 UP BND       Y         10
 LO BND       Z         -1E-1
 UP BND       Z         inf
ENDATA
"""
SMALL_TYPED = {  # the same LP by hand: CAP in [2, 6], MIX in [-1, 1]
    "objective_sense": "maximize",
    "objective": ["3", "5/2", "-1"],
    "matrix": [["1", "3/2", "0"], ["1", "3/2", "0"], ["1", "0", "-1"], ["1", "0", "-1"], ["0", "0", "1"]],
    "senses": [">=", "<=", ">=", "<=", ">="],
    "rhs": ["2", "6", "-1", "1", "1/2"],
    "lower": ["0", None, "-1/10"],
    "upper": ["9/2", "10", None],
}


def rounded(value: Fraction, published: str) -> str:
    """value to the significant digits of the published E-notation decimal, in the same notation."""
    mantissa, exp = published.split("E")
    digits = len(mantissa.lstrip("-").replace(".", ""))
    d = Decimal(value.numerator) / Decimal(value.denominator)
    return f"{d:.{digits - 1}E}"


def _run(tmp_path, calls):
    results = {}

    async def main():
        async with Runtime.open(exact_config(tmp_path)) as rt:
            for name, (payload, mode) in calls.items():
                results[name] = await rt.run("optimization.linear.solve", payload, mode)

    trio.run(main)
    return results


def test_netlib_optima_are_verified_exactly_and_match_the_published_values(tmp_path):
    calls = {name: ({"mps": (DATA / f"{name}.mps").read_text()}, "VERIFY") for name in NETLIB}
    calls["afiro-fixed"] = ({"mps": (DATA / "afiro.mps").read_text(), "mps_format": "fixed"}, "VERIFY")
    r = _run(tmp_path, calls)
    for name, result in r.items():
        out = result.output
        assert out["status"] == "OPTIMAL" and result.assurance.level.value == "VERIFIED", (
            name,
            out,
            result.diagnostics,
        )
        published = PUBLISHED[name.split("-")[0]]
        exact = Fraction(out["objective"])
        assert any(rounded(exact, p) == rounded(Fraction(Decimal(p)), p) for p in published), (name, exact, published)
        assert len(out["primal"]) == len(out["columns"]) and len(out["dual"]) == len(out["rows"])


def test_mps_ranges_bounds_markers_and_objsense_read_as_the_typed_lp(tmp_path):
    model = mps.parse_mps(SMALL)
    assert model.lp_payload() == SMALL_TYPED
    assert model.integer == [False, True, False] and model.rows == ["CAP", "CAP", "MIX", "MIX", "LOW"]
    r = _run(tmp_path, {"mps": ({"mps": SMALL, "relax_integrality": True}, "VERIFY"), "typed": (SMALL_TYPED, "VERIFY")})
    assert r["mps"].assurance.level.value == "VERIFIED", r["mps"].diagnostics
    assert "RELAXATION" in [q.value for q in r["mps"].qualifiers]  # Y is an INTORG column
    assert "RELAXATION" not in [q.value for q in r["typed"].qualifiers]
    assert r["mps"].output["objective"] == r["typed"].output["objective"] == "25/2"
    checked = mps_read.read_mps({"mps": SMALL, "mps_format": "free"})
    sparse = [{j: v for j, v in row.items() if v} for row in checked["A"]]
    assert sparse == model.matrix and checked["b"] == model.rhs and checked["integer"] == model.integer


HOSTILE = {
    "huge": (
        "    X         PROFIT    3            CAP       1",
        "    X         PROFIT    3            CAP       1E+40",
    ),
    "nan": ("    RHS       LOW       .5", "    RHS       LOW       NaN"),
    "inf-rhs": ("    RHS       LOW       .5", "    RHS       LOW       inf"),
    "inf-lower": (" LO BND       Z         -1E-1", " LO BND       Z         +inf"),
    "duplicate-row": (" G  LOW", " G  LOW\n L  CAP"),
    "unknown-row": ("    Z         MIX       -1", "    Z         MIXX      -1"),
    "duplicate-entry": ("    Z         MIX       -1", "    Z         MIX       -1           LOW       2"),
    "section-order": ("RANGES", "ROWS"),
    "unknown-section": ("RANGES", "QUADOBJ"),
    "bound-type": (" MI BND       Y", " SC BND       Y         3"),
    "digits": ("    RHS       LOW       .5", "    RHS       LOW       .1234567890123456789012345678901"),
    "objective-range": ("    RNG       CAP       4", "    RNG       PROFIT    4"),
    "free-row-rhs": ("    RHS       LOW       .5", "    RHS       SPARE     .5"),
    # conventions HiGHS reads as another model than these readers would (see tests/differential/test_mps.py)
    "objsense-maximize": ("OBJSENSE\n    MAX", "OBJSENSE MAXIMIZE"),  # HiGHS: minimize
    "second-upper": (" UP BND       Y         10", " UP BND       Y         10\n UP BND       Y         9"),
    "fixed-after-upper": (" UP BND       X         4.5", " UP BND       X         4.5\n FX BND       X         2"),
    "unquoted-marker": ("MARKER    'MARKER'  'INTORG'", "MARKER    MARKER    INTORG"),
    "tiny-coefficient": ("    Z         MIX       -1", "    Z         MIX       -1E-10"),
    "rhs-set-like-row": ("    RHS       CAP       6", "    LOW       CAP       6"),
    "bound-set-like-column": (" UP BND       X         4.5", " UP Y         X         4.5"),
    "header-word": ("    Z         PROFIT    -1", "    NAME      PROFIT    -1"),
    "intorg-unbounded": (" MI BND       Y\n UP BND       Y         10\n", ""),
}
WHERE = {
    "huge": ("line 11", "field 5"),
    "nan": ("line 20", "field 3"),
    "inf-rhs": ("line 20", "field 3"),
    "inf-lower": ("line 27", "field 4"),
    "duplicate-row": ("line 9", "field 2"),
    "unknown-row": ("line 17", "field 2"),
    "duplicate-entry": ("line 17", "field 4"),
    "section-order": ("line 21", "field 1"),
    "unknown-section": ("line 21", "field 1"),
    "bound-type": ("line 25", "field 1"),
    "digits": ("line 20", "field 3"),
    "objective-range": ("line 22", "field 2"),
    "free-row-rhs": ("line 20", "field 2"),
    "objsense-maximize": ("line 2", "field 2"),
    "second-upper": ("line 27",),
    "fixed-after-upper": ("line 25",),
    "unquoted-marker": ("line 13",),
    "tiny-coefficient": ("line 17", "field 2"),
    "rhs-set-like-row": ("line 19", "field 1"),
    "bound-set-like-column": ("line 24", "field 2"),
    "header-word": ("line 16", "field 1"),
    "intorg-unbounded": ("line 14", "INTORG"),
}


def test_hostile_mps_is_refused_at_validation_with_line_and_field(tmp_path):
    texts = {name: SMALL.replace(old, new, 1) for name, (old, new) in HOSTILE.items()}
    texts["no-endata"] = SMALL.replace("ENDATA\n", "")
    texts["too-long"] = SMALL.replace("NAME          SMALL", "NAME " + "x" * 300)
    assert all(text != SMALL for text in texts.values())
    calls = {name: ({"mps": text}, "VERIFY") for name, text in texts.items()}
    calls["both-forms"] = ({"mps": SMALL, "relax_integrality": True, "objective": ["1"]}, "VERIFY")
    r = _run(tmp_path, calls)
    for name, result in r.items():
        diags = [(d.code.value, d.path, d.stage.value) for d in result.diagnostics]
        want_path = "$.payload" if name == "both-forms" else "$.payload.mps"
        assert diags == [("INVALID_REQUEST", want_path, "VALIDATE")], (name, result.diagnostics)
        assert result.provenance is None, name  # nothing ran
        message = result.diagnostics[0].message
        for part in WHERE.get(name, ()):
            assert part in message, (name, message)
    for text in texts.values():  # the checker's own reader refuses the same texts
        with pytest.raises(BadRequest):
            mps_read.read_mps({"mps": text, "mps_format": "free"})


def test_fixed_format_reads_fields_by_column_and_refuses_names_with_blanks_and_stray_columns(tmp_path):
    """A name with a blank makes HiGHS switch to its older fixed-format reader, which reads LI and UI bounds
    as MI: such names are refused, so that a fixed text is read as HiGHS's free reader reads it."""

    def line(*fields: tuple[int, str]) -> str:  # (1-based start column, text)
        out = ""
        for col, txt in fields:
            out = out.ljust(col - 1) + txt
        return out

    text = "\n".join(
        [
            "NAME          FIXED",
            "ROWS",
            line((2, "N"), (5, "COST")),
            line((2, "G"), (5, "ROW_A")),
            "COLUMNS",
            line((5, "X_ONE"), (15, "COST"), (25, "1"), (40, "ROW_A"), (50, "2")),
            "RHS",
            line((5, "RHS"), (15, "ROW_A"), (25, "3")),
            "ENDATA",
        ]
    )
    model = mps.parse_mps(text, "fixed")
    assert (model.columns, model.rows, model.rhs) == (["X_ONE"], ["ROW_A"], [Fraction(3)])
    assert mps_read.read_mps({"mps": text, "mps_format": "fixed"})["b"] == [Fraction(3)]
    blank = text.replace("ROW_A", "ROW A")
    import highspy

    ui = line((2, "UI"), (5, "BND"), (15, "X_ONE"), (25, "5"))
    for name, mps_text, want in (("plain", text, (0, 5, True)), ("blank", blank, (float("-inf"), float("inf"), False))):
        path = tmp_path / f"{name}.mps"
        path.write_text(mps_text.replace("ENDATA", "BOUNDS\n" + ui + "\nENDATA"))
        h = highspy.Highs()
        h.setOptionValue("output_flag", False)
        assert h.readModel(str(path)) != highspy.HighsStatus.kError
        lp = h.getLp()
        got = (lp.col_lower_[0], lp.col_upper_[0], list(lp.integrality_) == [highspy.HighsVarType.kInteger])
        assert got == want, (name, got)  # with a blank in a name, HiGHS reads UI 5 as MI
    with pytest.raises(mps.MpsError, match="line 4, field 2: a name with a blank"):
        mps.parse_mps(blank, "fixed")
    with pytest.raises(BadRequest, match="blank"):
        mps_read.read_mps({"mps": blank, "mps_format": "fixed"})
    with pytest.raises(mps.MpsError, match="free|field|unknown"):
        mps.parse_mps(blank, "free")  # "ROW A" splits into two fields
    stray = text.replace(
        line((5, "RHS"), (15, "ROW_A"), (25, "3")), line((5, "RHS"), (15, "ROW_A"), (25, "3"), (37, "x"))
    )
    with pytest.raises(mps.MpsError, match="line 8: text outside"):
        mps.parse_mps(stray, "fixed")
    with pytest.raises(BadRequest):
        mps_read.read_mps({"mps": stray, "mps_format": "fixed"})


def test_the_checker_rejects_an_mps_certificate_for_another_reading():
    """A certificate valid for the typed LP is checked against the checker's parse of the MPS subject."""
    model = mps.parse_mps(SMALL)
    x = ["3/2", "3", "1/2"]  # feasible, not optimal (the optimum is 25/2)
    y = ["0"] * len(model.rows)
    claim = {"kind": "LP_OPTIMAL", "objective": "23/2", "relaxation": True}  # Y is an INTORG column
    got = lp_check.check({"claim": claim, "subject": {"mps": SMALL}, "certificate": {"x": x, "y": y}})
    assert not got["accepted"] and "dual" in got["reason"], got
    bad = lp_check.check(
        {"claim": claim, "subject": {"mps": SMALL.replace("ENDATA", "")}, "certificate": {"x": x, "y": y}}
    )
    assert not bad["accepted"] and "malformed" in bad["reason"]


def test_netlib_certificates_off_by_one_ulp_or_1e30_are_rejected():
    """afiro's exact certificate is accepted; a dual entry moved by one float ulp, or a primal entry
    by 1/10^30 so that an equality row is violated, is rejected by the checker on the MPS subject."""
    import math

    from jacobian.providers.exact.highs_worker import solve

    text = (DATA / "afiro.mps").read_text()
    model = mps.parse_mps(text)
    got = solve(model.lp_payload())
    assert got["status"] == "OPTIMAL"
    claim = {"kind": "LP_OPTIMAL", "objective": got["objective"]}
    cert = {"x": got["primal"], "y": got["dual"]}

    def verdict(c):
        return lp_check.check({"claim": claim, "subject": {"mps": text}, "certificate": c})

    assert verdict(cert)["accepted"], verdict(cert)
    k = next(i for i, v in enumerate(got["dual"]) if Fraction(v) != 0)
    y = list(got["dual"])
    y[k] = str(Fraction(y[k]) + Fraction(math.ulp(float(Fraction(y[k])))))
    off_dual = verdict({**cert, "y": y})
    assert not off_dual["accepted"] and ("gap" in off_dual["reason"] or "dual" in off_dual["reason"]), off_dual
    row = model.senses.index("=")
    j = next(iter(model.matrix[row]))  # sparse rows hold only nonzeros
    x = list(got["primal"])
    x[j] = str(Fraction(x[j]) + Fraction(1, 10**30))
    off_primal = verdict({**cert, "x": x})
    assert not off_primal["accepted"] and "violates" in off_primal["reason"], off_primal


CONSTANT = """NAME          CONST
ROWS
 N  COST
 G  DEMAND
 L  CAP
COLUMNS
    MARKER    'MARKER'  'INTORG'
    X         COST      2            DEMAND    1
    X         CAP       1
    Y         COST      3            DEMAND    1
    MARKER    'MARKER'  'INTEND'
RHS
    RHS       COST      -10          DEMAND    4
    RHS       CAP       3
BOUNDS
 UP BND       X         10
 UP BND       Y         10
ENDATA
"""  # (explicit upper bounds: HiGHS reads a marker column without bounds as binary, CPLEX as [0, inf): refused)
# min 2x + 3y + 10, x + y >= 4, x <= 3: optimum 19 at (3, 1); the RHS -10 on COST is the constant +10


def test_an_rhs_on_the_objective_row_is_minus_the_objective_constant_as_in_highs(tmp_path):
    import highspy

    path = tmp_path / "constant.mps"
    path.write_text(CONSTANT)
    h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    h.readModel(str(path))
    h.run()
    assert h.getLp().offset_ == 10 and h.getInfo().objective_function_value == 19  # HiGHS's own reading
    model = mps.parse_mps(CONSTANT)
    assert model.objective_constant == 10 and model.lp_payload()["objective_constant"] == "10"
    assert mps_read.read_mps({"mps": CONSTANT})["constant"] == 10
    typed = {**model.lp_payload(), "objective_constant": "10"}
    r = _run(tmp_path, {"mps": ({"mps": CONSTANT, "relax_integrality": True}, "VERIFY"), "typed": (typed, "VERIFY")})
    for name, result in r.items():
        assert result.assurance.level.value == "VERIFIED", (name, result.diagnostics)
        assert result.output["objective"] == "19" and result.output["objective_float"] == 19, name
    cert = {"x": r["mps"].output["primal"], "y": r["mps"].output["dual"]}
    for subject in ({"mps": CONSTANT}, typed):  # the claim must include the constant
        relaxation = {"relaxation": True} if "mps" in subject else {}  # X and Y are INTORG columns
        wrong = lp_check.check(
            {"claim": {"kind": "LP_OPTIMAL", "objective": "9", **relaxation}, "subject": subject, "certificate": cert}
        )
        assert not wrong["accepted"] and "not the claimed 9" in wrong["reason"], wrong
    no_constant = {k: v for k, v in typed.items() if k != "objective_constant"}
    claim = {"kind": "LP_OPTIMAL", "objective": "19"}
    assert not lp_check.check({"claim": claim, "subject": no_constant, "certificate": cert})["accepted"]


def test_a_mip_objective_constant_is_in_the_verified_optimum(tmp_path):
    async def main():
        async with Runtime.open(exact_config(tmp_path)) as rt:
            return await rt.run(
                "optimization.integer.solve", {"mps": CONSTANT.replace("DEMAND    4", "DEMAND    4.5")}, "VERIFY"
            )

    result = trio.run(main)
    assert result.assurance.level.value == "VERIFIED", result.diagnostics
    # x + y >= 4.5 with integers: x + y >= 5, x <= 3: (3, 2) costs 6 + 6 + 10 = 22
    assert result.output["status"] == "OPTIMAL" and result.output["objective"] == "22", result.output
