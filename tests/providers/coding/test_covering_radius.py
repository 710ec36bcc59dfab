"""code.covering_radius through the real runtime (manifest, probe, sandboxed worker, checker).

Known answers: the perfect codes have covering radius (d-1)/2 (MacWilliams and Sloane 1977, ch. 6 section
10): Hamming [7,4,3] 1, binary Golay [23,12,7] 3 (the extended code of ``tests/data/coding/codes.json``
punctured at its last coordinate), ternary Golay [11,6,5] 2; the extended Golay [24,12,8] code 4, with
1, 24, 276, 2024, 1771 cosets of minimum weight 0..4 (Cohen, Honkala, Litsyn and Lobstein, Covering Codes,
North-Holland 1997, ch. 2); the repetition code of length n over GF(q), n - ceil(n/q) (a word is n minus
the count of its commonest symbol from the nearest constant word, and that count is at least ceil(n/q)).
"""

from __future__ import annotations

import json
from pathlib import Path

from verify_runs import run_verify, verified

from jacobian.contracts.enums import Conclusion

CODES = json.loads((Path(__file__).resolve().parents[2] / "data" / "coding" / "codes.json").read_text())


def distance_from_code(word, codewords, q):
    return min(sum(1 for a, b in zip(word, c) if (a - b) % q) for c in codewords)


def span(rows, q):
    words = {tuple([0] * len(rows[0]))}
    for row in rows:
        words |= {tuple((w + a * r) % q for w, r in zip(word, row)) for word in words for a in range(q)}
    return words


def test_perfect_golay_hamming_and_repetition_codes_have_their_published_covering_radii(tmp_path):
    golay23 = [row[:23] for row in CODES["golay_24_12_8"]["generator"]]
    cases = [
        ({"generator": CODES["hamming_7_4_3"]["generator"]}, 1),
        ({"generator": golay23}, 3),
        ({"generator": CODES["golay_24_12_8"]["generator"]}, 4),
        ({"q": 3, "generator": CODES["ternary_golay_11_6_5"]["generator"]}, 2),
        ({"generator": [[1] * 9]}, 4),
        ({"q": 3, "parity_check": [[1, 2, 0, 0, 0], [0, 1, 2, 0, 0], [0, 0, 1, 2, 0], [0, 0, 0, 1, 2]]}, 3),
    ]
    results = run_verify(tmp_path, [("code.covering_radius", payload) for payload, _ in cases])
    for (payload, radius), r in zip(cases, results):
        assert r.conclusion is Conclusion.VALUE and verified(r), (payload, [d.message for d in r.diagnostics])
        assert r.output["covering_radius"] == radius, payload
        assert sum(r.output["coset_leader_distribution"]) == payload.get("q", 2) ** (r.output["n"] - r.output["k"])
    extended = results[2]
    assert extended.output["coset_leader_distribution"] == [1, 24, 276, 2024, 1771]
    # the witness of the repetition code [9,1] is at distance 4 from both codewords' nearer one
    assert distance_from_code(results[4].output["word"], span([[1] * 9], 2), 2) == 4
    ternary = results[3]
    assert distance_from_code(ternary.output["word"], span(CODES["ternary_golay_11_6_5"]["generator"], 3), 3) == 2


def test_codes_with_too_many_cosets_are_refused_with_their_path_before_any_job(tmp_path):
    wide = [[int(i == j) for j in range(10)] + [0] * 17 for i in range(10)]  # [27, 10]: 2^17 cosets
    ternary = [[int(i == j) for j in range(20)] for i in range(11)]  # [20, 9] over GF(3): 3^11 cosets
    # [143, 133] over GF(3): 3^10 = 59049 cosets (allowed), but 59049 * 143 * 2 > 2^24 table updates
    long = [[int(i == j) for j in range(10)] + [1] * 133 for i in range(10)]
    spy: list[str] = []
    runs = [
        ("code.covering_radius", {"generator": wide}),
        ("code.covering_radius", {"q": 3, "parity_check": ternary}),
        ("code.covering_radius", {"q": 3, "parity_check": long}),
        ("code.covering_radius", {"q": 3, "generator": [[1, 3]]}),
    ]
    results = run_verify(tmp_path, runs, spy=spy)
    assert spy == []
    paths = [[(d.code.value, d.path) for d in r.diagnostics] for r in results]
    assert paths == [
        [("INVALID_REQUEST", "$.payload.generator")],
        [("INVALID_REQUEST", "$.payload.parity_check")],
        [("INVALID_REQUEST", "$.payload.parity_check")],
        [("INVALID_REQUEST", "$.payload.generator[0][1]")],
    ], paths
