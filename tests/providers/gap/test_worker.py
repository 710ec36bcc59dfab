"""Known answers from GAP through the real worker program (one pooled GAP session)."""

from __future__ import annotations

import pytest

from jacobian.checkers.group import isomorphism as iso_checker
from jacobian.checkers.group import order as order_checker
from jacobian.providers.gap.groups import build_group, parse_cycles

from .groupdata import KNOWN_ORDERS, M11, PSL27, alternating, dihedral, symmetric

GIB = 1024**3


def group(gens, degree=None):
    return build_group(tuple(parse_cycles(g) for g in gens), degree)


def ok(message):
    assert message["ok"], message
    return message["data"]


def test_known_orders(gap_worker):
    for gens, expected in KNOWN_ORDERS:
        data = ok(gap_worker.request({"op": "order", "memory_bytes": GIB, "group": group(gens).as_payload()}))
        assert data["order"] == str(expected), gens
    # a huge order comes back exact: S_60
    data = ok(gap_worker.request({"op": "order", "memory_bytes": GIB, "group": group(symmetric(60)).as_payload()}))
    import math

    assert data["order"] == str(math.factorial(60))


def test_gap_session_is_kept_across_requests(gap_worker):
    ok(gap_worker.request({"op": "order", "memory_bytes": GIB, "group": group(symmetric(3)).as_payload()}))
    pid = gap_worker.gap_pid()
    ok(gap_worker.request({"op": "order", "memory_bytes": GIB, "group": group(symmetric(4)).as_payload()}))
    assert pid is not None and gap_worker.gap_pid() == pid


@pytest.mark.parametrize(
    "gens, expect",
    [
        (
            PSL27,
            {
                "order": "168",
                "simple": True,
                "perfect": True,
                "solvable": False,
                "derived_length": None,
                "id_group": [168, 42],
                "structure_description": "PSL(3,2)",
                "conjugacy_classes": 6,
                "center_order": "1",
                "exponent": "84",
            },
        ),
        (
            symmetric(4),
            {
                "order": "24",
                "solvable": True,
                "derived_length": 3,
                "id_group": [24, 12],
                "structure_description": "S4",
                "conjugacy_classes": 5,
                "abelian": False,
                "nilpotent": False,
            },
        ),
        (
            dihedral(4),
            {
                "order": "8",
                "nilpotent": True,
                "center_order": "2",
                "id_group": [8, 3],
                "structure_description": "D8",
                "exponent": "4",
            },
        ),
        (alternating(5), {"order": "60", "simple": True, "id_group": [60, 5], "structure_description": "A5"}),
        (
            M11,
            {
                "order": "7920",
                "simple": True,
                "structure_description": "M11",
                "id_group": None,
                "conjugacy_classes": 10,
            },
        ),
    ],
)
def test_properties(gap_worker, gens, expect):
    data = ok(
        gap_worker.request(
            {"op": "properties", "memory_bytes": GIB, "group": group(gens).as_payload(), "structure_max_order": 100000}
        )
    )
    for key, value in expect.items():
        assert data[key] == value, (key, data)


def test_structure_description_is_bounded(gap_worker):
    data = ok(
        gap_worker.request(
            {
                "op": "properties",
                "memory_bytes": GIB,
                "group": group(symmetric(5)).as_payload(),
                "structure_max_order": 100,
            }
        )
    )
    assert data["structure_description"] is None and data["id_group"] == [120, 34]


def test_small_groups(gap_worker):
    for order, count in ((64, 267), (96, 231), (24, 15), (1, 1)):
        spec = {"order": order, "filters": {}, "limit": 0, "scan_cap": 5000, "describe": False}
        data = ok(gap_worker.request({"op": "enumerate", "memory_bytes": GIB, "enumerate": spec}))
        assert data["library_count"] == str(count) and data["matches"] == str(count)
    spec = {"order": 64, "filters": {"abelian": True}, "limit": 100, "scan_cap": 5000, "describe": True}
    data = ok(gap_worker.request({"op": "enumerate", "memory_bytes": GIB, "enumerate": spec}))
    assert data["matches"] == "11" and data["scanned"] == "267"  # partitions of 6
    assert {"id": [64, 1], "structure_description": "C64"} in data["groups"]
    spec = {"order": 60, "filters": {"simple": True}, "limit": 10, "scan_cap": 5000, "describe": True}
    data = ok(gap_worker.request({"op": "enumerate", "memory_bytes": GIB, "enumerate": spec}))
    assert data["groups"] == [{"id": [60, 5], "structure_description": "A5"}]
    spec = {"order": 1024, "filters": {}, "limit": 0, "scan_cap": 5000, "describe": False}
    assert ok(gap_worker.request({"op": "enumerate", "memory_bytes": GIB, "enumerate": spec})) == {"available": False}
    data = ok(
        gap_worker.request(
            {"op": "properties", "memory_bytes": GIB, "small_group": [96, 3], "structure_max_order": 1000}
        )
    )
    assert data["id_group"] == [96, 3] and data["order"] == "96"
    bad = gap_worker.request(
        {"op": "properties", "memory_bytes": GIB, "small_group": [96, 232], "structure_max_order": 1000}
    )
    assert not bad["ok"] and bad["error"]["kind"] == "INPUT" and bad["error"]["path"] == "$.payload.small_group[1]"


def test_isomorphism_with_checked_images(gap_worker):
    s3 = group(["(1,2,3)", "(1,2)"])
    s3_regular = group(["(1,2,3)(4,5,6)", "(1,4)(2,6)(3,5)"])
    d = ok(
        gap_worker.request(
            {"op": "isomorphism", "memory_bytes": GIB, "first": s3.as_payload(), "second": s3_regular.as_payload()}
        )
    )
    assert d["isomorphic"] is True and len(d["images"]) == 2
    payload = {
        "claim": {"kind": "GROUP_ISOMORPHISM"},
        "subject": {"first": s3.as_payload(), "second": s3_regular.as_payload()},
        "certificate": {"images": d["images"]},
    }
    assert iso_checker.check(payload)["accepted"]
    # PSL(2,7) on 7 points vs PSL(2,7) = GL(3,2) on the 8 points of the projective line over F_7
    psl_on_8 = group(
        ["(1,2,3,4,5,6,7)", "(1,8)(2,7)(3,5)(4,6)"], 8
    )  # x -> x+1 and x -> -1/x on F_7 u {inf} (8 = inf, i+1 = point i... )
    d2 = ok(gap_worker.request({"op": "order", "memory_bytes": GIB, "group": psl_on_8.as_payload()}))
    if d2["order"] == "168":
        d = ok(
            gap_worker.request(
                {
                    "op": "isomorphism",
                    "memory_bytes": GIB,
                    "first": group(PSL27).as_payload(),
                    "second": psl_on_8.as_payload(),
                }
            )
        )
        assert d["isomorphic"] is True
        payload = {
            "claim": {"kind": "GROUP_ISOMORPHISM"},
            "subject": {"first": group(PSL27).as_payload(), "second": psl_on_8.as_payload()},
            "certificate": {"images": d["images"]},
        }
        assert iso_checker.check(payload)["accepted"]
    c4, v4 = group(["(1,2,3,4)"]), group(["(1,2)(3,4)", "(1,3)(2,4)"])
    d = ok(
        gap_worker.request(
            {"op": "isomorphism", "memory_bytes": GIB, "first": c4.as_payload(), "second": v4.as_payload()}
        )
    )
    assert d["isomorphic"] is False and d["images"] is None
    # GAP's order answers pass the independent checker; a wrong one does not
    g = group(M11)
    assert order_checker.check(
        {"claim": {"kind": "GROUP_ORDER", "order": "7920"}, "subject": {"group": g.as_payload()}}
    )["accepted"]


def test_memory_budget_hit_is_a_memory_error_and_gap_restarts(gap_worker):
    # the 2^22 conjugacy classes of C2^22 do not fit a 256 MiB budget (GAP workspace ceiling ~153 MiB)
    big = group([f"({2 * i + 1},{2 * i + 2})" for i in range(22)])
    msg = gap_worker.request(
        {"op": "properties", "memory_bytes": 256 * 1024**2, "group": big.as_payload(), "structure_max_order": 10**12}
    )
    assert msg["error"]["kind"] == "MEMORY", msg
    # the next request gets a fresh GAP and a correct answer
    data = ok(gap_worker.request({"op": "order", "memory_bytes": GIB, "group": group(M11).as_payload()}))
    assert data["order"] == "7920"


def test_unknown_op_and_bad_structured_input(gap_worker):
    assert gap_worker.request({"op": "Exec"})["error"]["kind"] == "PROTOCOL"
    bad = gap_worker.request({"op": "order", "group": {"degree": 3, "generators": [[1, 2, "3); QUIT;"]]}})
    assert bad["error"]["kind"] == "INPUT"


def test_interpret_maps_a_worker_memory_error_to_memory_limit():
    """GAP's own memory message, read as every worker's is: MEMORY_LIMIT, at SUPERVISE."""
    from jacobian.capability import InterpretError, worker_data
    from jacobian.contracts.enums import TerminationReason
    from jacobian.contracts.job import Outcome

    outcome = Outcome(
        termination=TerminationReason.EXITED,
        exit_code=0,
        final={
            "type": "result",
            "ok": False,
            "error": {"kind": "MEMORY", "message": "reached the pre-set memory limit"},
        },
    )
    with pytest.raises(InterpretError) as info:
        worker_data(outcome)
    assert info.value.code.value == "MEMORY_LIMIT" and info.value.stage.value == "SUPERVISE"
