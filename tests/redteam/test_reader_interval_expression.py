"""Interval expressions that SymPy's parse_expr reads differently from how Jacobian's readers read them
(found by tests/differential/test_interval_expression.py), now refused by both of ours before any job
starts, end to end through the runtime where they used to become VERIFIED enclosures."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import sympy
import trio
from sympy.parsing.sympy_parser import parse_expr, standard_transformations

from jacobian.capability import load_family_definitions
from jacobian.checkers import BUNDLED
from jacobian.checkers.interval import enclosure_check
from jacobian.runtime import Runtime, RuntimeConfig
from jacobian.state import State

REPO = Path(__file__).resolve().parents[2]

# name -> (expression, what SymPy reads, what both of ours read before the fix)
READ_DIFFERENTLY = {
    "line_break": ("2\n- 1", "2 (the line ends the expression)", "1"),
    "carriage_return": ("2\r- 1", "2 (a carriage return ends the line too)", "1"),
    "form_feed_line": ("3\n*0", "3", "0"),
    "leading_zero": ("012 - 2", "a syntax error (C reads 012 as 10)", "10"),
    "leading_zero_exponent": ("2^03", "a syntax error", "8"),
}
READ_ALIKE = {"blanks": "2 -\t1", "decimal": "0.5 + 0.25", "zero": "0 - 0.5"}


@pytest.fixture(scope="module")
def results(tmp_path_factory):
    tmp_path = tmp_path_factory.mktemp("reader-interval")
    bundled = tmp_path / "bundled"
    bundled.mkdir()
    shutil.copy(REPO / "manifests" / "linalg-flint.yaml", bundled / "linalg-flint.yaml")
    with State.open(tmp_path / "state") as st:
        for spec in BUNDLED:
            if spec.id.startswith("interval."):
                st.authorizations.authorize(spec, "reviewed for the interval reader red-team tests")
    definitions = {k: d for k, d in load_family_definitions().items() if d.family == "linalg"}
    config = RuntimeConfig(
        state_dir=tmp_path / "state",
        manifest_dir=tmp_path / "operator",
        bundled_manifest_dir=bundled,
        definitions=definitions,
    )
    out = {}

    async def main():
        async with Runtime.open(config) as rt:
            for name, text in {**{k: v[0] for k, v in READ_DIFFERENTLY.items()}, **READ_ALIKE}.items():
                out[name] = await rt.run("interval.enclosure", {"expression": text}, "VERIFY")

    trio.run(main)
    return out


@pytest.mark.parametrize("name", READ_DIFFERENTLY)
def test_text_read_differently_is_refused_before_a_job(results, name):
    r = results[name]
    assert r.execution.status.value == "ERROR", (name, r.assurance, r.output)
    (d,) = r.diagnostics
    # the request model validates the expression with its box, so the path is the payload's; the message names it
    assert d.code.value == "INVALID_REQUEST" and d.path == "$.payload", (name, d)
    assert "expression: position" in d.message and r.provenance is None, (name, d)


@pytest.mark.parametrize("name", READ_ALIKE)
def test_text_read_alike_is_still_verified(results, name):
    assert results[name].assurance.level.value == "VERIFIED", (name, results[name].assurance)


@pytest.mark.parametrize("name", READ_DIFFERENTLY)
def test_the_checker_refuses_the_same_subject(name):
    claim = {"kind": "INTERVAL_ENCLOSURE", "lower": "-100", "upper": "100"}
    got = enclosure_check.check({"claim": claim, "subject": {"expression": READ_DIFFERENTLY[name][0]}})
    assert not got["accepted"] and got["reason"].startswith("malformed request: subject.expression"), got
    assert "model" not in got


def test_sympy_reads_them_as_stated():
    def read(text):
        try:
            with sympy.evaluate(False):
                return parse_expr(text.replace("^", "**"), transformations=standard_transformations, evaluate=False)
        except SyntaxError:
            return None

    assert read("2\n- 1") == 2 and read("2\r- 1") == 2 and read("3\n*0") == 3
    assert read("012 - 2") is None and read("2^03") is None


def test_a_box_variable_named_pi_is_refused_by_the_checker():
    """The checker read ``pi`` as the constant whatever the box declared: a claim about the variable pi
    over [0, 1] was accepted as a claim about 3.14159..."""
    claim = {"kind": "INTERVAL_ENCLOSURE", "lower": "3", "upper": "4"}
    got = enclosure_check.check({"claim": claim, "subject": {"expression": "pi", "box": {"pi": ["0", "1"]}}})
    assert not got["accepted"] and "'pi' is not a variable name" in got["reason"], got
    got = enclosure_check.check({"claim": claim, "subject": {"expression": "sin(1)", "box": {"sin": ["0", "1"]}}})
    assert not got["accepted"] and "'sin' is not a variable name" in got["reason"], got
