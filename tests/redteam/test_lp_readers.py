"""Red team, issue 26 items 1 and 2: an LP answer VERIFIED for a model the caller did not write.

1. A CPLEX LP constraint that ended mid-line: ``c1: x >= 2 y`` was read by both Jacobian readers as
   ``c1: x >= 2`` followed by a constraint starting at ``y``. The text below was VERIFIED UNBOUNDED (and,
   with ``y <= 10``, VERIFIED OPTIMAL 10); as written (x >= 2 y, x <= 4) its optimum is 2, and HiGHS's own
   reader refuses it.
2. ``optimization.linear.solve`` dropped the integrality the text declares: ``Maximize x; c1: 2 x <= 11;
   General x`` was VERIFIED "optimum 11/2". Now refused, naming optimization.integer.solve (which gives 5),
   unless the request asks for the LP relaxation, which the claim, output and qualifiers then state.

Every run goes through a real Runtime (pooled HiGHS worker, sandboxed checker jobs, real state).
"""

from __future__ import annotations

import dataclasses
import tempfile
from pathlib import Path

import highspy
import trio

from jacobian.capability import Evidence
from jacobian.checkers.exact import lp_check, lpfile_read, mps_read
from jacobian.checkers.exact.rationals import BadRequest
from jacobian.runtime import Runtime

from ..providers.exact.conftest import exact_config

MID_LINE = "Maximize\n obj: y\nSubject To\n c1: x >= 2 y\n - x >= -4\nEnd\n"
MID_LINE_BOUNDED = MID_LINE.replace("End\n", "Bounds\n y <= 10\nEnd\n")
AS_MEANT = "Maximize\n obj: y\nSubject To\n c1: x - 2 y >= 0\n - x >= -4\nEnd\n"  # optimum 2 at x = 4, y = 2
SPREAD = "maximize obj:\n y\nst\n c1:\n x\n - 2 y\n >=\n 0\n - x >= -4\nend\n"  # the same LP over many lines
GENERAL = "Maximize\n x\nSubject To\n c1: 2 x <= 11\nGeneral\n x\nEnd\n"  # LP optimum 11/2, integer optimum 5
INTEGER_MPS = """NAME
ROWS
 N  obj
 L  c1
COLUMNS
    MARKER  'MARKER'  'INTORG'
    x  obj  -1  c1  2
    MARKER  'MARKER'  'INTEND'
RHS
    rhs  c1  11
BOUNDS
 UP bnd  x  100
ENDATA
"""  # min -x: the same integer program as GENERAL


def _run(tmp_path: Path, calls: dict, forge=None) -> dict:
    results = {}

    async def main():
        async with Runtime.open(exact_config(tmp_path)) as rt:
            if forge is not None:
                forge(rt)
            for name, (capability, payload) in calls.items():
                results[name] = await rt.run(capability, payload, "VERIFY")

    trio.run(main)
    return results


def _highs_reads(text: str, suffix: str = ".lp") -> highspy.HighsLp | None:
    """HiGHS's own reading of the text (None when its reader refuses it)."""
    h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / f"model{suffix}"
        path.write_text(text)
        status = h.readModel(str(path))
    return None if status == highspy.HighsStatus.kError else h.getLp()


def _refused(result, path: str) -> str:
    assert result.assurance.level.value != "VERIFIED", result
    assert [(d.code.value, d.path, d.stage.value) for d in result.diagnostics] == [
        ("INVALID_REQUEST", path, "VALIDATE")
    ], result.diagnostics
    assert result.provenance is None  # refused before any job started
    return result.diagnostics[0].message


def test_a_constraint_that_ends_mid_line_is_refused_with_line_and_column_never_verified(tmp_path):
    assert _highs_reads(MID_LINE) is None and _highs_reads(MID_LINE_BOUNDED) is None  # HiGHS refuses them too
    r = _run(
        tmp_path,
        {
            "mid-line": ("optimization.linear.solve", {"lp": MID_LINE}),
            "mid-line-bounded": ("optimization.linear.solve", {"lp": MID_LINE_BOUNDED}),
            "mip-mid-line": ("optimization.integer.solve", {"lp": MID_LINE}),
            "as-meant": ("optimization.linear.solve", {"lp": AS_MEANT}),
            "spread": ("optimization.linear.solve", {"lp": SPREAD}),
        },
    )
    for name in ("mid-line", "mid-line-bounded", "mip-mid-line"):
        message = _refused(r[name], "$.payload.lp")
        assert "line 4, column 13" in message and "new line" in message, (name, message)
    for name in ("as-meant", "spread"):
        result = r[name]
        assert result.assurance.level.value == "VERIFIED", (name, result.diagnostics)
        assert (result.output["status"], result.output["objective"]) == ("OPTIMAL", "2"), name
        assert result.output["primal"] == ["2", "4"] and result.output["columns"] == ["y", "x"], name
    for text in (MID_LINE, MID_LINE_BOUNDED):  # the checker's own reader refuses the text as well
        try:
            lpfile_read.read_lpfile({"lp": text})
        except BadRequest as exc:
            assert "line 4, column 13" in str(exc)
        else:
            raise AssertionError("the checker's reader read a constraint that ends mid-line")


def test_the_checker_refuses_the_mid_line_text_whatever_certificate_comes_with_it():
    """The certificates that made the old reading VERIFIED (unbounded; optimum 10) are refused with the text."""
    forged = {
        "unbounded": ({"kind": "LP_UNBOUNDED"}, {"x": ["0", "2"], "ray": ["1", "0"]}, MID_LINE),
        "optimum-10": (
            {"kind": "LP_OPTIMAL", "objective": "10"},
            {"x": ["10", "4"], "y": ["0", "0"]},
            MID_LINE_BOUNDED,
        ),
    }
    for name, (claim, cert, text) in forged.items():
        got = lp_check.check({"claim": claim, "subject": {"lp": text}, "certificate": cert})
        assert not got["accepted"] and "line 4, column 13" in got["reason"], (name, got)
        assert "model" not in got  # the subject itself was refused: no model was read


def test_integrality_reaching_the_lp_operation_is_refused_naming_the_integer_operation(tmp_path):
    bv = INTEGER_MPS.replace(" UP bnd  x  100", " BV bnd  x").replace("    MARKER  'MARKER'  'INTORG'\n", "")
    bv = bv.replace("    MARKER  'MARKER'  'INTEND'\n", "")
    typed = {
        "objective_sense": "maximize",
        "objective": ["1"],
        "matrix": [["2"]],
        "senses": ["<="],
        "rhs": ["11"],
        "integer": [True],
    }
    r = _run(
        tmp_path,
        {
            "lp-general": ("optimization.linear.solve", {"lp": GENERAL}),
            "lp-binary": ("optimization.linear.solve", {"lp": GENERAL.replace("General", "Binary")}),
            "mps-intorg": ("optimization.linear.solve", {"mps": INTEGER_MPS}),
            "mps-bv": ("optimization.linear.solve", {"mps": bv}),
            "mps-ui": ("optimization.linear.solve", {"mps": bv.replace(" BV bnd  x", " UI bnd  x  100")}),
            "typed": ("optimization.linear.solve", typed),
            "integer-op-lp": ("optimization.integer.solve", {"lp": GENERAL}),
            "integer-op-mps": ("optimization.integer.solve", {"mps": INTEGER_MPS}),
        },
    )
    where = {"lp-general": "line 6, column 2", "lp-binary": "line 6, column 2", "mps-intorg": "line 7"}
    for name, path in (
        ("lp-general", "$.payload.lp"),
        ("lp-binary", "$.payload.lp"),
        ("mps-intorg", "$.payload.mps"),
        ("mps-bv", "$.payload.mps"),
        ("mps-ui", "$.payload.mps"),
        ("typed", "$.payload.integer"),
    ):
        message = _refused(r[name], path)
        assert "optimization.integer.solve" in message and "relax_integrality" in message, (name, message)
        assert where.get(name, "") in message, (name, message)
    assert r["integer-op-lp"].assurance.level.value == "VERIFIED", r["integer-op-lp"].diagnostics
    assert r["integer-op-lp"].output["objective"] == "5" and r["integer-op-lp"].output["primal"] == ["5"]
    assert r["integer-op-mps"].assurance.level.value == "VERIFIED", r["integer-op-mps"].diagnostics
    assert r["integer-op-mps"].output["objective"] == "-5"


def test_relax_integrality_solves_the_relaxation_and_every_part_of_the_result_says_so(tmp_path):
    r = _run(
        tmp_path,
        {
            "lp": ("optimization.linear.solve", {"lp": GENERAL, "relax_integrality": True}),
            "mps": ("optimization.linear.solve", {"mps": INTEGER_MPS, "relax_integrality": True}),
            "plain": ("optimization.linear.solve", {"lp": AS_MEANT, "relax_integrality": True}),
        },
    )
    for name, objective in (("lp", "11/2"), ("mps", "-11/2")):
        result = r[name]
        assert result.assurance.level.value == "VERIFIED", (name, result.diagnostics)
        assert result.output["objective"] == objective and result.output["primal"] == ["11/2"], name
        assert (result.output["relaxed_integrality"], result.output["relaxed_variables"]) == (True, 1), name
        assert [q.value for q in result.qualifiers] == ["EXACT", "RELAXATION"], name
        assert "LP relaxation" in result.completeness.basis, name
        assert "LP relaxation (1 integer variables relaxed)" in result.assurance.basis, name  # the checker's words
    plain = r["plain"]  # nothing to relax: an ordinary LP answer
    assert plain.assurance.level.value == "VERIFIED" and plain.output["objective"] == "2"
    assert plain.output["relaxed_integrality"] is False and [q.value for q in plain.qualifiers] == ["EXACT"]


def test_a_claim_that_hides_the_relaxation_is_rejected_by_the_checker(tmp_path, monkeypatch):
    """The producer's claim is forged after interpretation to drop "relaxation": the checker reads the
    integrality marks itself and rejects it, so the result is not VERIFIED."""

    def forge(rt):
        definition = rt.catalog.get("optimization.linear.solve").definition
        real = definition.interpret

        def hiding(call, outcome):
            interp = real(call, outcome)
            ev = interp.evidence
            claim = {k: v for k, v in ev.claim.items() if k != "relaxation"}
            return dataclasses.replace(interp, evidence=Evidence(claim, ev.format, ev.subject, ev.certificate))

        monkeypatch.setattr(definition, "interpret", hiding)

    r = _run(tmp_path, {"lp": ("optimization.linear.solve", {"lp": GENERAL, "relax_integrality": True})}, forge=forge)
    result = r["lp"]
    assert result.assurance.level.value != "VERIFIED" and result.execution.status.value == "ERROR", result
    assert [d.code.value for d in result.diagnostics] == ["CHECKER_REJECTED"], result.diagnostics
    assert "must say relaxation" in result.diagnostics[0].message


def test_the_checker_reads_integrality_in_every_subject_form():
    cert = {"x": ["11/2"], "y": ["-1/2"]}  # max x, 2 x <= 11: y = -1/2 in the minimization form
    typed = {"objective_sense": "maximize", "objective": ["1"], "matrix": [["2"]], "senses": ["<="], "rhs": ["11"]}
    subjects = {
        "lp": ({"lp": GENERAL}, "11/2", cert),
        "mps": ({"mps": INTEGER_MPS}, "-11/2", cert),
        "typed": ({**typed, "integer": [True]}, "11/2", cert),
    }
    for name, (subject, objective, certificate) in subjects.items():

        def check(claim: dict, subject: dict = subject, certificate: dict = certificate) -> dict:
            return lp_check.check({"claim": claim, "subject": subject, "certificate": certificate})

        honest = check({"kind": "LP_OPTIMAL", "objective": objective, "relaxation": True})
        assert honest["accepted"], (name, honest)
        assert honest["model"]["summary"]["integer_variables"] == 1, (name, honest["model"])
        hidden = check({"kind": "LP_OPTIMAL", "objective": objective})
        assert not hidden["accepted"] and "must say relaxation" in hidden["reason"], (name, hidden)
        assert hidden["model"] == honest["model"]  # rejected after reading: the model read is reported
        malformed = check({"kind": "LP_OPTIMAL", "objective": objective, "relaxation": "yes"})
        assert not malformed["accepted"] and "relaxation" in malformed["reason"], (name, malformed)
    no_integers = lp_check.check(
        {
            "claim": {"kind": "LP_OPTIMAL", "objective": "11/2", "relaxation": True},
            "subject": typed,
            "certificate": cert,
        }
    )
    assert not no_integers["accepted"] and "no integer variables" in no_integers["reason"], no_integers
    assert mps_read.read_mps({"mps": INTEGER_MPS})["integer"] == [True]


def test_mps_conventions_highs_reads_as_another_model_are_refused():
    """Each text is read by HiGHS, as a model other than the one a reader taking the text at its word would
    build; Jacobian's two readers refuse them instead (the differential corpus covers the general case)."""
    base = INTEGER_MPS.replace(" UP bnd  x  100\n", " UP bnd  x  100\n UP bnd  y  3\n")
    base = base.replace("    MARKER  'MARKER'  'INTEND'\n", "    MARKER  'MARKER'  'INTEND'\n    y  c1  1\n")
    cases = {
        # (text, what HiGHS reads)
        "objsense-maximize": (base.replace("NAME\n", "NAME\nOBJSENSE MAXIMIZE\n"), lambda lp: lp.sense_.name),
        "intorg-without-bounds": (base.replace(" UP bnd  x  100\n", ""), lambda lp: lp.col_upper_[0]),
        "second-upper-bound": (
            base.replace(" UP bnd  y  3\n", " UP bnd  y  3\n UP bnd  y  1\n"),
            lambda lp: lp.col_upper_[1],
        ),
        "rhs-set-named-like-a-row": (base.replace("    rhs  c1  11", "    c1  c1  11"), lambda lp: lp.row_upper_[0]),
    }
    seen = {name: read(_highs_reads(text, ".mps")) for name, (text, read) in cases.items()}
    assert seen == {
        "objsense-maximize": "kMinimize",  # the text says MAXIMIZE
        "intorg-without-bounds": 1.0,  # binary (CPLEX reads [0, +inf))
        "second-upper-bound": 3.0,  # the second bound is ignored
        "rhs-set-named-like-a-row": 0.0,  # "c1" taken for the row, "11" for its value's row: ignored
    }, seen
    from jacobian.providers.exact import mps

    for name, (text, _) in cases.items():
        for reader in (lambda t: mps.parse_mps(t), lambda t: mps_read.read_mps({"mps": t})):
            try:
                reader(text)
            except (mps.MpsError, BadRequest):
                continue
            raise AssertionError(f"{name}: read a text HiGHS reads as another model")
