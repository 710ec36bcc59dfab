"""code.weight_distribution and code.minimum_distance through the real runtime (manifest, probe, sandboxed
worker, checker). Known answers: ``tests/data/coding/codes.json`` (MacWilliams and Sloane, 1977)."""

from __future__ import annotations

import json
from pathlib import Path

from verify_runs import run_verify, verified

from jacobian.contracts.enums import Conclusion

CODES = json.loads((Path(__file__).resolve().parents[2] / "data" / "coding" / "codes.json").read_text())


def test_hamming_golay_and_ternary_golay_have_their_published_distances_and_distributions(tmp_path):
    names = ["hamming_7_4_3", "golay_24_12_8", "ternary_golay_11_6_5"]
    runs = []
    for name in names:
        payload = {"q": CODES[name]["q"], "generator": CODES[name]["generator"]}
        runs += [("code.weight_distribution", payload), ("code.minimum_distance", payload)]
    results = run_verify(tmp_path, runs)
    for i, name in enumerate(names):
        dist, dmin = results[2 * i], results[2 * i + 1]
        for r in (dist, dmin):
            assert r.conclusion is Conclusion.VALUE and verified(r), (name, [d.message for d in r.diagnostics])
        assert dist.output["distribution"] == CODES[name]["distribution"], name
        assert dist.output["minimum_distance"] == dmin.output["minimum_distance"] == CODES[name]["d"]
        word = dmin.output["codeword"]
        assert sum(1 for x in word if x) == CODES[name]["d"]
    assert results[2].output["dual_distribution"] == CODES["golay_24_12_8"]["distribution"]  # self-dual


def test_codes_too_large_to_enumerate_are_refused_with_their_path_before_any_job(tmp_path):
    # [60, 30] over GF(2): 2^30 words in the code and in its dual
    identity_and_ones = [[int(i == j) for j in range(30)] + [1] * 30 for i in range(30)]
    # a [40, 22] code: its dual (2^18) can be enumerated for the distribution, the code (2^22) not for a codeword
    wide = [[int(i == j) for j in range(22)] + [(i * j) % 2 for j in range(18)] for i in range(22)]
    spy: list[str] = []
    runs = [
        ("code.weight_distribution", {"generator": identity_and_ones}),
        ("code.minimum_distance", {"generator": wide}),
        ("code.weight_distribution", {"q": 2, "generator": [[0, 2]]}),
        ("code.weight_distribution", {"q": 9, "generator": [[1]]}),
        ("code.weight_distribution", {"generator": [[1, 0]], "parity_check": [[0, 1]]}),
    ]
    results = run_verify(tmp_path, runs, spy=spy)
    assert spy == []
    paths = [[(d.code.value, d.path) for d in r.diagnostics] for r in results]
    assert paths == [
        [("INVALID_REQUEST", "$.payload.generator")],
        [("INVALID_REQUEST", "$.payload.generator")],
        [("INVALID_REQUEST", "$.payload.generator[0][1]")],
        [("INVALID_REQUEST", "$.payload")],
        [("INVALID_REQUEST", "$.payload")],
    ], paths
