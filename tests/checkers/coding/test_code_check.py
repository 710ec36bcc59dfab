"""The linear-code checker program fed genuine claims and forgeries (real process, real JSON Lines).

Codes and distributions: ``tests/data/coding/codes.json`` (MacWilliams and Sloane, 1977).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

CHECKER = "jacobian.checkers.coding.code_check"
CODES = json.loads((Path(__file__).resolve().parents[2] / "data" / "coding" / "codes.json").read_text())
GOLAY, TERNARY, HAMMING = CODES["golay_24_12_8"], CODES["ternary_golay_11_6_5"], CODES["hamming_7_4_3"]


def check(claim, subject, certificate=None):
    payload = {"claim": claim, "subject": subject, "certificate": certificate or {}}
    line = json.dumps({"type": "request", "payload": payload}) + "\n"
    proc = subprocess.run(
        [sys.executable, "-I", "-m", CHECKER], input=line, capture_output=True, text=True, timeout=300
    )
    return json.loads(proc.stdout.strip().splitlines()[-1])["data"]


def code(entry):
    return {"q": entry["q"], "generator": entry["generator"]}


def distance(d, word):
    return {"kind": "CODE_MINIMUM_DISTANCE", "distance": d}, {"codeword": word}


def test_the_published_distributions_are_accepted_and_macwilliams_pairs_them_with_the_duals():
    # the extended Golay code is self-dual: its dual has the same distribution
    got = check(
        {
            "kind": "CODE_WEIGHT_DISTRIBUTION",
            "distribution": GOLAY["distribution"],
            "dual_distribution": GOLAY["distribution"],
        },
        code(GOLAY),
    )
    assert got["accepted"] is True, got["reason"]
    assert got["model"]["summary"] == {"q": 2, "n": 24, "k": 12}
    # the dual of the ternary Golay code [11,6,5] is the [11,5,6] code: weights 0, 6 (132), 9 (110)
    dual = [1, 0, 0, 0, 0, 0, 132, 0, 0, 110, 0, 0]
    claim = {"kind": "CODE_WEIGHT_DISTRIBUTION", "distribution": TERNARY["distribution"], "dual_distribution": dual}
    assert check(claim, code(TERNARY))["accepted"] is True


def test_a_distribution_that_breaks_macwilliams_is_rejected():
    wrong_dual = [1, 0, 0, 0, 8, 0, 0, 0]  # the simplex code [7,3,4] has 7 words of weight 4, not 8
    claim = {
        "kind": "CODE_WEIGHT_DISTRIBUTION",
        "distribution": HAMMING["distribution"],
        "dual_distribution": wrong_dual,
    }
    got = check(claim, code(HAMMING))
    assert got["accepted"] is False and "MacWilliams" in got["reason"]
    shifted = {
        "kind": "CODE_WEIGHT_DISTRIBUTION",
        "distribution": [1, 0, 7, 7, 0, 0, 0, 1],
        "dual_distribution": [1, 0, 0, 0, 7, 0, 0, 0],
    }
    assert check(shifted, code(HAMMING))["accepted"] is False


def test_a_minimum_codeword_that_is_not_in_the_code_is_rejected():
    word = [1, 1, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0]  # weight 8, not a codeword
    claim, cert = distance(8, word)
    got = check(claim, code(GOLAY), cert)
    assert got["accepted"] is False and "not in the code" in got["reason"], got["reason"]


def test_a_distance_too_large_or_a_word_of_another_weight_is_rejected():
    # a genuine weight-8 codeword: the first generator row of the cyclic Golay code has weight 7 + parity 1
    row = GOLAY["generator"][0]
    assert sum(row) == 8
    claim, cert = distance(8, row)
    assert check(claim, code(GOLAY), cert)["accepted"] is True
    # claim d = 3 for the ternary Golay code with a codeword of weight 5: the weight is not the distance
    five = next(r for r in TERNARY["generator"] if sum(1 for x in r if x) == 5)
    got = check(distance(3, five)[0], code(TERNARY), distance(3, five)[1])
    assert got["accepted"] is False and "weight 5, not 3" in got["reason"]
    # the Hamming code has weight-3 words: a weight-4 codeword does not make d = 4
    four = [1, 1, 0, 0, 1, 1, 0]  # rows 0 + 1 of the generator: a codeword of weight 4
    got = check({"kind": "CODE_MINIMUM_DISTANCE", "distance": 4}, code(HAMMING), {"codeword": four})
    assert got["accepted"] is False and "7 nonzero codewords of weight 3 < 4" in got["reason"], got["reason"]


def test_a_parity_check_matrix_reads_as_the_same_code():
    h = [[0, 0, 0, 1, 1, 1, 1], [0, 1, 1, 0, 0, 1, 1], [1, 0, 1, 0, 1, 0, 1]]
    claim = {
        "kind": "CODE_WEIGHT_DISTRIBUTION",
        "distribution": HAMMING["distribution"],
        "dual_distribution": [1, 0, 0, 0, 7, 0, 0, 0],
    }
    assert check(claim, {"q": 2, "parity_check": h})["accepted"] is True


def test_malformed_subjects_are_rejected():
    claim = {"kind": "CODE_WEIGHT_DISTRIBUTION", "distribution": [1], "dual_distribution": [1]}
    for subject in (
        {"q": 4, "generator": [[1]]},
        {"q": 2, "generator": [[2]]},
        {"q": 2},
        {"q": 2, "generator": [[1]], "parity_check": [[1]]},
        {"q": 2, "generator": [[1, 0], [1]]},
    ):
        assert check(claim, subject)["accepted"] is False, subject
