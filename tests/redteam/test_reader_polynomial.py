"""Polynomial text that Singular's interpreter reads differently from how Jacobian's readers read it
(found by tests/differential/test_polynomial.py), now refused by both of ours before any job starts, end to
end through the runtime where it used to become a VERIFIED Groebner basis.

Each case names the text, what Singular reads (printed by the reference of the differential test) and what
both of ours read before: the same text VERIFIED about a polynomial Singular would not have computed with.
"""

from __future__ import annotations

import shutil
from fractions import Fraction
from pathlib import Path

import pytest
import trio

from jacobian.checkers import BUNDLED
from jacobian.checkers.polynomial import check as checker
from jacobian.providers.sage import capabilities
from jacobian.runtime import Runtime, RuntimeConfig
from jacobian.state import State

REPO = Path(__file__).resolve().parents[2]
GB = "polynomial.compute.groebner_basis"

# name -> (field, generator text, Singular's reading of it, ours before the fix); Singular's column is confirmed
# by test_singular_reads_them_as_stated (its interpreter, as the differential test runs it)
READ_DIFFERENTLY = {
    "arabic_indic_digit": ("QQ", "x - \u0663", "refused (not a digit)", "x - 3"),
    "fullwidth_exponent": ("QQ", "x^\uff12 - y", "refused", "x^2 - y"),
    "machine_int_power": ("QQ", "x - 2^40", "x (2^40 wraps to 0 in a 32-bit int)", "x - 1099511627776"),
    "machine_int_product": ("QQ", "x - 2147483647*2", "x + 2", "x - 4294967294"),
    "machine_int_sum": ("QQ", "2147483647 + 1 + x", "x - 2147483648", "x + 2147483648"),
    "n_over_m_literal_chain": ("QQ", "y - x/2/3", "y - 3/2*x (2/3 is one number)", "y - 1/6*x"),
    "n_over_m_literal_power": ("QQ", "y - 2/3^2", "y - 4/9", "y - 2/9"),
    "integer_division": ("QQ", "x - 6 / 4", "x - 1, with a warning (int division)", "x - 3/2"),
    "bigint_division": ("QQ", "x - 100000000000 / 300000000000", "x, silently (bigint division)", "x - 1/3"),
    "zero_divisor_mod_p": ("GF(7)", "7/7*x - 1", "refused (div by 0)", "x - 1 (the provider; the checker refused)"),
}
CRASHED = {"open_parenthesis": ("QQ", "x*("), "lone_parenthesis": ("QQ", "(")}  # IndexError in the provider
READ_ALIKE = {"one_word_rational": ("QQ", "1/2*x - y"), "poly_over_integer": ("QQ", "x/2 - y/3")}


def _config(tmp_path: Path) -> RuntimeConfig:
    bundled = tmp_path / "bundled"
    bundled.mkdir()
    shutil.copy(REPO / "manifests" / "sage.yaml", bundled / "sage.yaml")
    with State.open(tmp_path / "state") as st:
        for spec in BUNDLED:
            if spec.id.startswith("polynomial."):
                st.authorizations.authorize(spec, "reviewed for the polynomial reader red-team tests")
    return RuntimeConfig(
        state_dir=tmp_path / "state",
        manifest_dir=tmp_path / "operator",
        bundled_manifest_dir=bundled,
        definitions={d.id: d for d in capabilities.CAPABILITIES},
    )


@pytest.fixture(scope="module")
def results(tmp_path_factory):
    tmp_path = tmp_path_factory.mktemp("reader-polynomial")
    cases = {**{k: v[:2] for k, v in READ_DIFFERENTLY.items()}, **CRASHED, **READ_ALIKE}
    cases["arabic_indic_field"] = ("GF(\u0667)", "x - 1")
    out = {}

    async def main():
        async with Runtime.open(_config(tmp_path)) as rt:
            for name, (field, text) in cases.items():
                payload = {"variables": ["x", "y"], "field": field, "generators": [text, "y^2 - 1"]}
                out[name] = await rt.run(GB, payload, "VERIFY")

    trio.run(main)
    return out


@pytest.mark.parametrize("name", [*READ_DIFFERENTLY, *CRASHED])
def test_text_read_differently_is_refused_before_a_job(results, name):
    r = results[name]
    assert r.execution.status.value == "ERROR", (name, r.assurance, r.output)
    (d,) = r.diagnostics
    assert d.code.value == "INVALID_REQUEST" and d.path == "$.payload.generators[0]", (name, d)
    assert "column" in d.message and r.provenance is None, (name, d)


def test_a_field_written_with_non_ascii_digits_is_refused(results):
    (d,) = results["arabic_indic_field"].diagnostics
    assert d.code.value == "INVALID_REQUEST" and d.path == "$.payload.field", d


@pytest.mark.parametrize("name", READ_ALIKE)
def test_text_read_alike_is_still_verified(results, name):
    assert results[name].assurance.level.value == "VERIFIED", (name, results[name].assurance)


@pytest.mark.parametrize("name", READ_DIFFERENTLY)
def test_the_checker_refuses_the_same_subject(name):
    field, text, _, _ = READ_DIFFERENTLY[name]
    subject = {"field": field, "variables": ["x", "y"], "order": "degrevlex", "generators": [text]}
    got = checker.check({"claim": {"kind": "GROEBNER_BASIS", "basis": ["x"], "reduced": True}, "subject": subject})
    assert not got["accepted"] and got["reason"].startswith("malformed request: subject.generators[0]"), got
    assert "model" not in got  # the subject itself was refused


def test_the_checker_refuses_unicode_blanks_and_digits_in_certificate_text():
    subject = {"field": "QQ", "variables": ["x"], "order": "degrevlex", "generators": ["x - 3"]}
    for lift in ("\u00a01", "\u0661"):  # NBSP before 1; Arabic-Indic 1
        got = checker.check(
            {
                "claim": {"kind": "GROEBNER_BASIS", "basis": ["x - 3"]},
                "subject": subject,
                "certificate": {"lift": [[lift]]},
            }
        )
        assert not got["accepted"] and "certificate.lift[0][0]" in got["reason"], got


SINGULAR_READS = {  # Singular's reading of the texts it reads, as term lists over QQ[x, y]
    "machine_int_power": [((1, 0), 1)],
    "machine_int_product": [((1, 0), 1), ((0, 0), 2)],
    "machine_int_sum": [((1, 0), 1), ((0, 0), -2147483648)],
    "n_over_m_literal_chain": [((1, 0), Fraction(-3, 2)), ((0, 1), 1)],
    "n_over_m_literal_power": [((0, 1), 1), ((0, 0), Fraction(-4, 9))],
    "bigint_division": [((1, 0), 1)],
}


def test_singular_reads_them_as_stated():
    """What the interpreter makes of each text (so the cases above are differences, not guesses)."""
    from ..differential import singular

    if singular.executable() is None:
        pytest.skip("passagemath-singular's Singular executable is not installed")
    names = list(READ_DIFFERENTLY)
    read = dict(
        zip(names, singular.read_all([(READ_DIFFERENTLY[n][0], ("x", "y"), READ_DIFFERENTLY[n][1]) for n in names]))
    )
    for name, terms in SINGULAR_READS.items():
        assert sorted(read[name]) == sorted(terms), (name, read[name])
    assert "int division" in read["integer_division"] and "div by 0" in read["zero_divisor_mod_p"]
    assert all(isinstance(read[n], str) for n in ("arabic_indic_digit", "fullwidth_exponent")), read
