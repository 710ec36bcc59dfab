"""The LP and MIP checkers report the model they read (contract A of issue 26): each checker program is run
as the runtime runs it (``python -I -m ...``, one request line on stdin) and its decision carries
``model = {format, summary, digest}`` whenever the subject was read, accepted or rejected."""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys

from jacobian.checkers.exact import lpfile_read
from jacobian.checkers.exact.model import canonical
from jacobian.wire import request_line

# One LP in three notations, with the same names in the two texts:
# max 3 x + 2 y + 1, c1: x + y <= 4, c2: x - y in [-2, 2] (a ranged row), y <= 3, x integer.
LP_TEXT = """Maximize
 obj: 3 x + 2 y + 1
Subject To
 c1: x + y <= 4
 c2: x - y >= -2
General
 x
Bounds
 y <= 3
End
"""
MPS_TEXT = """NAME
OBJSENSE
    MAX
ROWS
 N  obj
 L  c1
 G  c2
COLUMNS
    MARKER  'MARKER'  'INTORG'
    x  obj  3  c1  1
    x  c2  1
    MARKER  'MARKER'  'INTEND'
    y  obj  2  c1  1
    y  c2  -1
RHS
    rhs  c1  4  c2  -2
    rhs  obj  -1
BOUNDS
 PL bnd  x
 UP bnd  y  3
ENDATA
"""
TYPED = {
    "objective_sense": "maximize",
    "objective": ["3", "2"],
    "objective_constant": "1",
    "matrix": [["1", "1"], ["1", "-1"]],
    "senses": ["<=", ">="],
    "rhs": ["4", "-2"],
    "upper": [None, "3"],
    "integer": [True, False],
}
SUMMARY = {
    "sense": "maximize",
    "variables": 2,
    "rows": 2,
    "nonzeros": 4,
    "integer_variables": 1,
    "bounded_variables": 1,
    "objective_constant": "1",
}


def decide(module: str, payload: dict) -> dict:
    proc = subprocess.run(
        [sys.executable, "-I", "-m", f"jacobian.checkers.exact.{module}"],
        input=request_line(payload),
        capture_output=True,
        timeout=120,
        check=True,
    )
    final = json.loads(proc.stdout.decode().strip().splitlines()[-1])
    assert final["ok"], final
    return final["data"]


def test_the_lp_checker_reports_the_model_it_read_for_every_subject_form():
    cert = {"x": ["4", "0"], "y": ["-3", "0"]}  # optimum 3*4 + 1 = 13 (of the LP relaxation)
    claim = {"kind": "LP_OPTIMAL", "objective": "13", "relaxation": True}
    got = {
        fmt: decide("lp_check", {"claim": claim, "subject": subject, "certificate": cert})
        for fmt, subject in (("cplex-lp", {"lp": LP_TEXT}), ("mps", {"mps": MPS_TEXT}), ("typed", TYPED))
    }
    for fmt, decision in got.items():
        assert decision["accepted"], (fmt, decision)
        model = decision["model"]
        assert model["format"] == fmt and model["summary"] == SUMMARY, (fmt, model)
        assert model["digest"].startswith("sha256:") and len(model["digest"]) == 7 + 64
    assert got["cplex-lp"]["model"]["digest"] == got["mps"]["model"]["digest"]  # same model, same names
    assert got["typed"]["model"]["digest"] != got["mps"]["model"]["digest"]  # the typed form has no names
    form = canonical(lpfile_read.read_lpfile({"lp": LP_TEXT}))  # the digest is of the canonical form
    text = json.dumps(form, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    assert got["cplex-lp"]["model"]["digest"] == "sha256:" + hashlib.sha256(text.encode()).hexdigest()
    assert form["rows"][1] == {"name": "c2", "lower": "-2", "upper": None, "coefficients": [[0, "1"], [1, "-1"]]}
    rejected = decide(
        "lp_check", {"claim": {**claim, "objective": "14"}, "subject": {"lp": LP_TEXT}, "certificate": cert}
    )
    assert not rejected["accepted"] and rejected["model"] == got["cplex-lp"]["model"]  # read, then rejected
    refused = decide("lp_check", {"claim": claim, "subject": {"lp": LP_TEXT + "x"}, "certificate": cert})
    assert not refused["accepted"] and "model" not in refused  # the subject itself was refused


def test_a_different_reading_changes_the_digest_and_a_ranged_row_is_one_row():
    ranged = MPS_TEXT.replace("BOUNDS", "RANGES\n    rng  c2  4\nBOUNDS")  # c2: x - y in [-2, 2]
    claim = {"kind": "LP_OPTIMAL", "objective": "13", "relaxation": True}
    cert = {"x": ["4", "0"], "y": ["-3", "0"]}
    base = decide("lp_check", {"claim": claim, "subject": {"mps": MPS_TEXT}, "certificate": cert})["model"]
    claim12 = {**claim, "objective": "12"}  # optimum at (3, 1); c2 is two constraints, >= -2 and <= 2
    cert12 = {"x": ["3", "1"], "y": ["-5/2", "0", "-1/2"]}
    got = decide("lp_check", {"claim": claim12, "subject": {"mps": ranged}, "certificate": cert12})
    assert got["accepted"], got
    assert got["model"]["summary"] == base["summary"] and got["model"]["digest"] != base["digest"]
    other = MPS_TEXT.replace("x  c2  1", "x  c2  2")  # one coefficient changed
    changed = decide("lp_check", {"claim": claim, "subject": {"mps": other}, "certificate": cert})
    assert changed["model"]["summary"] == base["summary"] and changed["model"]["digest"] != base["digest"]


def test_the_mip_checker_reports_the_model_it_read():
    payload = {  # the LP optimum (4, 0) is integral: a one-leaf tree proves it
        "claim": {"kind": "MIP_OPTIMAL", "objective": "13"},
        "subject": {"lp": LP_TEXT},
        "certificate": {"x": ["4", "0"], "tree": [{"y": ["-3", "0"]}]},
    }
    got = decide("mip_check", payload)
    assert got["accepted"], got
    assert got["model"]["format"] == "cplex-lp" and got["model"]["summary"] == SUMMARY
    typed = decide("mip_check", {**payload, "subject": TYPED})
    assert typed["accepted"] and typed["model"]["format"] == "typed", typed
    assert typed["model"]["summary"] == SUMMARY
