"""The linear-code checker on covering-radius claims: genuine ones and forgeries (real process, real JSON Lines).

Codes: ``tests/data/coding/codes.json`` (MacWilliams and Sloane, 1977); the radii and coset counts are
those of ``tests/providers/coding/test_covering_radius.py``'s sources.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

CHECKER = "jacobian.checkers.coding.code_check"
CODES = json.loads((Path(__file__).resolve().parents[2] / "data" / "coding" / "codes.json").read_text())
GOLAY, TERNARY, HAMMING = CODES["golay_24_12_8"], CODES["ternary_golay_11_6_5"], CODES["hamming_7_4_3"]
GOLAY_COSETS = [1, 24, 276, 2024, 1771]
DEEP = [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1]  # weight 4, in a coset of weight 4


def check(radius, counts, word, code=GOLAY):
    claim = {"kind": "CODE_COVERING_RADIUS", "radius": radius, "coset_leader_distribution": counts}
    payload = {
        "claim": claim,
        "subject": {"q": code["q"], "generator": code["generator"]},
        "certificate": {"word": word},
    }
    line = json.dumps({"type": "request", "payload": payload}) + "\n"
    proc = subprocess.run(
        [sys.executable, "-I", "-m", CHECKER], input=line, capture_output=True, text=True, timeout=300
    )
    return json.loads(proc.stdout.strip().splitlines()[-1])["data"]


def test_the_extended_golay_radius_4_with_a_deep_hole_is_accepted():
    got = check(4, GOLAY_COSETS, DEEP)
    assert got["accepted"] is True, got["reason"]
    assert got["model"]["summary"] == {"q": 2, "n": 24, "k": 12}
    assert check(2, [1, 22, 220], [0] * 9 + [2, 2], TERNARY)["accepted"] is True  # perfect: radius 2


def test_a_radius_one_too_small_is_rejected_with_the_uncovered_cosets():
    got = check(3, GOLAY_COSETS[:4], [1, 1, 1] + [0] * 21)
    assert got["accepted"] is False and "1771 cosets have no word of weight <= 3" in got["reason"], got["reason"]


def test_a_radius_one_too_large_is_rejected():
    got = check(5, GOLAY_COSETS + [0], DEEP)
    assert got["accepted"] is False and "the radius is 4, not 5" in got["reason"], got["reason"]
    got = check(2, [1, 7], [0, 0, 0, 0, 0, 0, 1], HAMMING)  # the perfect Hamming code has radius 1
    assert got["accepted"] is False and "the radius is 1, not 2" in got["reason"]


def test_a_witness_closer_to_the_code_than_claimed_is_rejected():
    near = [1, 1, 1] + [0] * 21  # weight 3: at distance at most 3
    got = check(4, GOLAY_COSETS, near)
    assert got["accepted"] is False and "the word is at distance 3 from the code, not 4" in got["reason"], got
    codeword = GOLAY["generator"][0]  # distance 0, though it has weight 8
    assert "at distance 0" in check(4, GOLAY_COSETS, codeword)["reason"]


def test_wrong_coset_counts_and_a_malformed_word_are_rejected():
    got = check(4, [1, 24, 276, 2023, 1772], DEEP)
    assert got["accepted"] is False and "number [1, 24, 276, 2024, 1771]" in got["reason"], got["reason"]
    assert check(4, GOLAY_COSETS, DEEP[:23])["accepted"] is False
    assert check(4, GOLAY_COSETS, [2] + DEEP[1:])["accepted"] is False
