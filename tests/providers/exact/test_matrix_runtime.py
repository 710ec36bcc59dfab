"""Exact linear algebra end to end: pooled FLINT worker, VERIFY by the fractions checker, and
hostile input refused at validation with the JSON path (nothing planned, nothing supervised)."""

from __future__ import annotations

from fractions import Fraction

import trio
from verify_runs import record_job_labels

from jacobian.runtime import Runtime

from .conftest import exact_config

HILBERT4 = [[f"1/{i + j + 1}" for j in range(4)] for i in range(4)]
SINGULAR = [["1", "2", "3"], ["4", "5", "6"], ["7", "8", "9"]]


def _run_all(tmp_path, monkeypatch, calls):
    results, supervised = {}, []

    async def main():
        async with Runtime.open(exact_config(tmp_path)) as rt:
            assert rt.startup.health["linalg-flint"].status.value == "AVAILABLE", rt.startup.health["linalg-flint"]
            record_job_labels(rt, supervised)
            for name, (cap, payload, mode) in calls.items():
                before = len(supervised)
                results[name] = await rt.run(cap, payload, mode)
                results[name + ":jobs"] = supervised[before:]

    trio.run(main)
    return results


def test_known_answers_are_verified(tmp_path, monkeypatch):
    calls = {
        "det": ("matrix.determinant", {"matrix": HILBERT4}, "VERIFY"),
        "inv": ("matrix.inverse", {"matrix": HILBERT4}, "VERIFY"),
        "sing": ("matrix.inverse", {"matrix": SINGULAR}, "VERIFY"),
        "rank": ("matrix.rank", {"matrix": SINGULAR}, "VERIFY"),
        "rank_wide": ("matrix.rank", {"matrix": [["0", "0", "0", "1/3"], ["0", "0", "0", "2"]]}, "VERIFY"),
        "null": ("matrix.nullspace", {"matrix": [["1", "2", "3"], ["2", "4", "6"]]}, "VERIFY"),
        "solve": ("linear.system.solve", {"matrix": [["2", "1"], ["1", "3"]], "rhs": ["1", "-1/2"]}, "VERIFY"),
        "nosolve": (
            "linear.system.solve",
            {"matrix": [["1", "2"], ["2", "4"], ["0", "1"]], "rhs": ["1", "3", "5"]},
            "VERIFY",
        ),
    }
    r = _run_all(tmp_path, monkeypatch, calls)
    for name in calls:
        assert r[name].assurance.level.value == "VERIFIED", (name, r[name].assurance, r[name].diagnostics)
        assert r[name].provenance.isolation == "POOLED"
    assert r["det"].output["determinant"] == "1/6048000"  # det of the 4x4 Hilbert matrix
    assert r["inv"].output["inverse"][0] == ["16", "-120", "240", "-140"]
    assert r["sing"].output["invertible"] is False
    assert r["rank"].output["rank"] == 2 and r["rank_wide"].output["rank"] == 1
    assert r["null"].output["dimension"] == 2
    x = [Fraction(v) for v in r["solve"].output["solution"]]
    assert (2 * x[0] + x[1], x[0] + 3 * x[1]) == (1, Fraction(-1, 2))
    assert r["solve"].conclusion.value == "TRUE" and r["nosolve"].conclusion.value == "FALSE"
    assert r["nosolve"].output["farkas"] is not None


HOSTILE = {
    "huge": ({"matrix": [["1", "2" * 400]]}, "$.payload.matrix[0][1]"),
    "bits": ({"matrix": [["1", str(2**600)]]}, "$.payload.matrix[0][1]"),
    "bigint": ({"matrix": [[1, 2**600]]}, "$.payload.matrix[0][1]"),
    "zero_den": ({"matrix": [["1", "2"], ["1/0", "3"]]}, "$.payload.matrix[1][0]"),
    "exponent": ({"matrix": [["1e5"]]}, "$.payload.matrix[0][0]"),
    "decimal": ({"matrix": [["0.5"]]}, "$.payload.matrix[0][0]"),
    "float": ({"matrix": [[0.5]]}, "$.payload.matrix[0][0]"),
    "underscore": ({"matrix": [["1_000"]]}, "$.payload.matrix[0][0]"),
    "code": ({"matrix": [["__import__('os').system('touch /tmp/exact-pwned')"]]}, "$.payload.matrix[0][0]"),
    "spaces": ({"matrix": [[" 3/7"]]}, "$.payload.matrix[0][0]"),
    "unicode_digit": ({"matrix": [["\u0663"]]}, "$.payload.matrix[0][0]"),
    "ragged": ({"matrix": [["1", "2"], ["3"]]}, "$.payload.matrix"),
    "empty_row": ({"matrix": [[]]}, "$.payload.matrix[0]"),
}


def test_hostile_input_is_refused_before_any_job(tmp_path, monkeypatch):
    calls = {name: ("matrix.rank", payload, "EXPLORE") for name, (payload, _) in HOSTILE.items()}
    calls["not_square"] = ("matrix.determinant", {"matrix": [["1", "2"]]}, "VERIFY")
    calls["rhs_length"] = ("linear.system.solve", {"matrix": [["1", "2"]], "rhs": ["1", "2"]}, "VERIFY")
    r = _run_all(tmp_path, monkeypatch, calls)
    paths = {name: path for name, (_, path) in HOSTILE.items()} | {"not_square": "$.payload", "rhs_length": "$.payload"}
    for name, path in paths.items():
        result = r[name]
        assert r[name + ":jobs"] == [], name
        assert result.execution.status.value == "ERROR", name
        assert [(d.code.value, d.path) for d in result.diagnostics] == [("INVALID_REQUEST", path)], (
            name,
            result.diagnostics,
        )
    assert "bits" in r["bits"].diagnostics[0].message
