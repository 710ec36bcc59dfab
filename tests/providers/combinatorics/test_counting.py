"""combinatorics.partitions.count, combinatorics.polya.count and sequence.guess through the real runtime, each
VERIFIED by the checker's own recount: p(100) = 190569292 (Hardy and Ramanujan's table; OEIS A000041); 130 necklaces
and 92 bracelets of 6 beads in 3 colours (OEIS A001868 and A027671 at n = 6; necklaces by Burnside); the colourings
of a cube's 6 faces in 3 colours under its 24 rotations (57); Fibonacci and powers of 1/2 fitted by recurrences
that reproduce exactly the given terms, the factorials by none. Forged counts and recurrences rejected; bad requests
refused with their path."""

from __future__ import annotations

from jacobian.checkers.combinatorics.counting_check import check, partitions
from jacobian.contracts.enums import AssuranceLevel, Conclusion, ExecutionStatus

from .conftest import run_all

# The cube's rotations acting on its faces 0..5 (0/1 top/bottom, 2/3 front/back, 4/5 left/right): a quarter turn
# about the vertical axis and one about the front-back axis generate all 24.
CUBE_FACES = [[0, 1, 4, 5, 3, 2], [4, 5, 2, 3, 1, 0]]


def _verified(r) -> bool:
    return r.assurance.level is AssuranceLevel.VERIFIED and r.assurance.verification_record_uri is not None


def test_known_counts_and_recurrences_are_verified(tmp_path):
    fibonacci = [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89]
    halves = ["1", "1/2", "1/4", "1/8", "1/16", "1/32"]
    factorials = [1, 1, 2, 6, 24, 120, 720, 5040, 40320]
    big = [2**60 * 3**k for k in range(8)]  # beyond the integers JSON carries exactly: given as decimal text
    runs = [
        ("combinatorics.partitions.count", {"n": 100}),
        ("combinatorics.partitions.count", {"n": 2000}),
        ("combinatorics.polya.count", {"points": 6, "colours": 3, "group": "cyclic"}),
        ("combinatorics.polya.count", {"points": 6, "colours": 3, "group": "dihedral"}),
        ("combinatorics.polya.count", {"points": 6, "colours": 3, "generators": CUBE_FACES}),
        ("sequence.guess", {"terms": fibonacci}),
        ("sequence.guess", {"terms": halves}),
        ("sequence.guess", {"terms": factorials}),
        ("sequence.guess", {"terms": [str(t) for t in big]}),
    ]
    results = run_all(tmp_path, [(cap, payload, "VERIFY") for cap, payload in runs])
    for r in results[:7]:
        assert r.conclusion is Conclusion.VALUE and _verified(r), ([d.message for d in r.diagnostics], r.capability_id)
    p100, p2000, necklaces, bracelets, cube, fib, half, fact, geometric = results
    assert geometric.output["coefficients"] == ["3"] and _verified(geometric)
    assert p100.output["count"] == "190569292" and p2000.output["count"] == str(partitions(2000))
    assert (necklaces.output["count"], necklaces.output["group_order"]) == ("130", 6)
    assert (bracelets.output["count"], bracelets.output["group_order"]) == ("92", 12)
    assert (cube.output["count"], cube.output["group_order"]) == ("57", 24)
    assert fib.output["coefficients"] == ["1", "1"] and fib.output["indices"] == [0, 11]
    assert fib.output["equations"] == 10 and fib.completeness.value == "PARTIAL"  # only the given terms
    assert half.output["coefficients"] == ["1/2"]
    assert fact.conclusion is Conclusion.UNKNOWN and fact.output["found"] is False
    assert fact.assurance.level is not AssuranceLevel.VERIFIED


def test_bad_requests_are_refused_with_their_path(tmp_path):
    runs = [
        ("combinatorics.partitions.count", {"n": 20_001}, "$.payload.n"),
        (
            "combinatorics.polya.count",
            {"points": 4, "colours": 2, "generators": [[0, 1, 2, 2]]},
            "$.payload.generators[0]",
        ),
        ("combinatorics.polya.count", {"points": 4, "colours": 2}, "$.payload"),
        ("sequence.guess", {"terms": [1, "2/0"]}, "$.payload.terms[1]"),
        ("sequence.guess", {"terms": [1, "two"]}, "$.payload.terms[1]"),
        ("sequence.guess", {"terms": [1, 2**60]}, "$.payload.terms[1]"),  # an integer JSON does not hold exactly
        ("combinatorics.coloring.avoid", {"problem": "ramsey", "n": 5, "sizes": [3, 2**60]}, "$.payload.sizes[1]"),
    ]
    results = run_all(tmp_path, [(cap, payload, "VERIFY") for cap, payload, _ in runs])
    for (_, _, path), r in zip(runs, results):
        assert r.execution.status is ExecutionStatus.ERROR and r.diagnostics[0].code == "INVALID_REQUEST"
        assert r.diagnostics[0].path == path, r.diagnostics[0]


def _claim(kind: str, subject: dict, **claim) -> dict:
    return check({"claim": {"kind": kind, **claim}, "subject": subject, "certificate": {}})


def test_forged_counts_and_recurrences_are_rejected():
    assert _claim("PARTITION_COUNT", {"n": 100}, value="190569292")["accepted"]
    got = _claim("PARTITION_COUNT", {"n": 100}, value="190569291")
    assert not got["accepted"] and "190569292" in got["reason"] and got["model"]["summary"] == {"n": 100}
    cyclic = {"points": 6, "colours": 3, "group": {"named": "cyclic"}}
    assert _claim("POLYA_COUNT", cyclic, value="130", group_order=6)["accepted"]
    assert not _claim("POLYA_COUNT", cyclic, value="92", group_order=6)["accepted"]
    got = _claim("POLYA_COUNT", cyclic, value="130", group_order=12)  # the dihedral order for the cyclic group
    assert not got["accepted"] and "6 elements, not 12" in got["reason"]
    fib = {"terms": [0, 1, 1, 2, 3, 5, 8, 13]}
    assert _claim("SEQUENCE_RECURRENCE", fib, coefficients=[1, 1])["accepted"]
    got = _claim("SEQUENCE_RECURRENCE", {"terms": [0, 1, 1, 2, 3, 5, 8, 14]}, coefficients=[1, 1])
    assert not got["accepted"] and "a_7" in got["reason"]  # the last term differs: only the given terms count
    assert not _claim("SEQUENCE_RECURRENCE", fib, coefficients=["1/0"])["accepted"]
