"""Magma laws that the documented grammar does not read but Jacobian's readers did (found by
tests/differential/test_magma_laws.py): a Unicode space between tokens. Now refused by both of ours before
any job starts, end to end through the runtime where the text used to become a VERIFIED countermodel."""

from __future__ import annotations

import pytest
import trio

from jacobian.checkers import BUNDLED
from jacobian.checkers.algebra import witness_check
from jacobian.runtime import Runtime, RuntimeConfig

ASSOCIATIVE = "x*(y*z) = (x*y)*z"
# name -> the target law as written (each read as x*y = y*x by both of ours before the fix)
UNICODE_BLANKS = {
    "nbsp": "x\u00a0*\u00a0y = y * x",
    "ideographic_space": "x * y = y * x\u3000",
    "line_separator": "x*y\u2028= y*x",
    "information_separator": "x\x1c* y = y*x",
    "vertical_tab": "x *\vy = y * x",
}
READ_ALIKE = {"ascii_blanks": "x *\ty =\r\n y * x", "diamond": "x \u25c7 y = y \u25c7 x"}


@pytest.fixture(scope="module")
def results(tmp_path_factory):
    tmp_path = tmp_path_factory.mktemp("reader-laws")
    config = RuntimeConfig(state_dir=tmp_path / "state", manifest_dir=tmp_path / "operator")
    out = {}

    async def main():
        async with Runtime.open(config) as rt:
            for spec in BUNDLED:
                if spec.id.startswith("algebra."):
                    rt.state.authorizations.authorize(spec, "reviewed for the magma-law reader red-team tests")
        async with Runtime.open(config) as rt:
            for name, target in {**UNICODE_BLANKS, **READ_ALIKE}.items():
                payload = {"sources": [ASSOCIATIVE], "target": target, "order": 2}
                out[name] = await rt.run("universal_algebra.search.countermodel", payload, "VERIFY")

    trio.run(main)
    return out


@pytest.mark.parametrize("name", UNICODE_BLANKS)
def test_a_unicode_blank_is_refused_before_a_job(results, name):
    r = results[name]
    assert r.execution.status.value == "ERROR", (name, r.assurance, r.output)
    (d,) = r.diagnostics
    assert d.code.value == "INVALID_REQUEST" and d.path.startswith("$.payload.target"), (name, d)
    assert "unexpected character" in d.message and r.provenance is None, (name, d)


@pytest.mark.parametrize("name", READ_ALIKE)
def test_ascii_blanks_are_still_read_and_verified(results, name):
    r = results[name]
    assert r.conclusion.value == "WITNESS_FOUND" and r.assurance.level.value == "VERIFIED", (name, r.assurance)


@pytest.mark.parametrize("name", UNICODE_BLANKS)
def test_the_checker_refuses_the_same_law(name):
    got = witness_check.check(
        {
            "claim": {"kind": "MAGMA_COUNTERMODEL"},
            "subject": {"sources": [ASSOCIATIVE], "target": UNICODE_BLANKS[name]},
            "certificate": {"order": 2, "table": [[0, 0], [1, 1]]},
        }
    )
    assert not got["accepted"] and "subject.target: unexpected character" in got["reason"], got
