"""universal_algebra.* through the real runtime (manifest, probe, supervisor, sandboxed PySAT worker, checkers).

Equation numbers are those of the Equational Theories Project (Tao et al., 2024-25,
https://github.com/teorth/equational_theories; statements from
``equational_theories/Equations/Basic.lean``, results from ``equational_theories/Subgraph.lean``).
"""

from __future__ import annotations

import trio
from verify_runs import verified

from jacobian.contracts.enums import AssuranceLevel, Completeness, Conclusion, ExecutionStatus

from .conftest import evaluate, runtime

ASSOCIATIVE = "x*(y*z) = (x*y)*z"
COMMUTATIVE = "x*y = y*x"
EQ2 = "x = y"  # singleton law
EQ8 = "x = x*(x*x)"
EQ168 = "x = (y*x)*(x*z)"  # central groupoid law
EQ1689 = "x = (y*x)*((x*z)*z)"  # Kisielewicz


def _run(tmp_path, runs, authorize=True):
    async def main():
        async with runtime(tmp_path, authorize) as rt:
            return [await rt.run(cap, payload, mode) for cap, payload, mode in runs]

    return trio.run(main)


def _search(payload, mode="VERIFY"):
    return ("universal_algebra.search.countermodel", payload, mode)


def test_commutative_non_associative_magma_of_order_2_is_found_and_verified(tmp_path):
    (r,) = _run(tmp_path, [_search({"sources": [COMMUTATIVE], "target": ASSOCIATIVE, "order": 2})])
    assert r.conclusion is Conclusion.WITNESS_FOUND, [d.message for d in r.diagnostics]
    assert verified(r), r.assurance
    table = r.output["countermodel"]["table"]
    elems = range(2)
    assert all(table[a][b] == table[b][a] for a in elems for b in elems)
    env = r.output["falsifying_assignment"]
    assert evaluate(table, ("x", ("y", "z")), env) != evaluate(table, (("x", "y"), "z"), env)


def test_a_found_countermodel_is_retained_as_a_magma_artifact_that_reads_back_as_its_table(tmp_path):
    async def main():
        async with runtime(tmp_path, False) as rt:
            r = await rt.run(*_search({"sources": [COMMUTATIVE], "target": ASSOCIATIVE, "order": 2}, "EXPLORE"))
            return r, [rt.state.artifacts.get(u) for u in r.artifact_uris]

    r, stored = trio.run(main)
    assert r.conclusion is Conclusion.WITNESS_FOUND, [d.message for d in r.diagnostics]
    magmas = [a for a in stored if a.schema == "jacobian.algebra.magma.v1"]
    assert len(magmas) == 1 and magmas[0].semantics == "universal_algebra.countermodel"
    assert magmas[0].payload == r.output["countermodel"]


def test_renamed_commutativity_has_no_countermodel_at_orders_1_to_4_each_verified(tmp_path):
    runs = [_search({"sources": [COMMUTATIVE], "target": "a*b = b*a", "order": n}) for n in range(1, 5)]
    runs.append(
        _search(
            {
                "sources": [COMMUTATIVE],
                "target": {"lhs": {"mul": [{"var": "b"}, {"var": "a"}]}, "rhs": {"mul": [{"var": "a"}, {"var": "b"}]}},
                "min_order": 1,
                "max_order": 4,
            }
        )
    )
    results = _run(tmp_path, runs)
    for n, r in zip(range(1, 5), results):
        assert r.conclusion is Conclusion.NO_WITNESS and verified(r), (n, [d.message for d in r.diagnostics])
        assert r.output["settled_orders"] == [n]
    ranged = results[-1]
    assert ranged.conclusion is Conclusion.NO_WITNESS and verified(ranged)
    assert [o["status"] for o in ranged.output["orders"]] == ["NO_COUNTERMODEL"] * 4
    assert ranged.completeness.value is Completeness.COMPLETE
    assert len(ranged.artifact_uris) >= 4  # one DRAT proof per order retained (plus the verification records)


def test_etp_implication_1689_implies_2_has_no_countermodel_up_to_order_4(tmp_path):
    """Equation 1689 implies Equation 2 (Kisielewicz 1997; `Equation1689_implies_Equation2` in Subgraph.lean):
    every 1689-magma is trivial, so no magma of order 2..4 satisfies it (order 1 satisfies x = y)."""
    (r,) = _run(tmp_path, [_search({"sources": [EQ1689], "target": EQ2, "min_order": 1, "max_order": 4})])
    assert r.conclusion is Conclusion.NO_WITNESS and verified(r), [d.message for d in r.diagnostics]
    lines = {o["order"]: o["proof_lines"] for o in r.output["orders"]}
    assert set(lines) == {1, 2, 3, 4} and lines[4] > lines[2]
    print(f"1689 => 2, DRAT proof lines per order: {lines}")


def test_etp_non_implication_168_not_8_smallest_countermodel_is_order_4(tmp_path):
    """Equation 168 (central groupoids) does not imply Equation 8 (`Equation168_not_implies_Equation8` in
    Subgraph.lean: the magma on Bool x Bool with (a,b)*(c,d) = (b,c), of order 4). A finite central groupoid
    has square order (Evans), so orders 2 and 3 have none at all and order 1 satisfies Equation 8."""
    (r,) = _run(tmp_path, [_search({"sources": [EQ168], "target": EQ8, "min_order": 1, "max_order": 5})])
    assert r.conclusion is Conclusion.WITNESS_FOUND and verified(r), [d.message for d in r.diagnostics]
    assert r.output["countermodel"]["order"] == 4
    assert [o["status"] for o in r.output["orders"]] == ["NO_COUNTERMODEL"] * 3 + ["COUNTERMODEL", "NOT_SEARCHED"]
    assert r.output["settled_orders"] == [1, 2, 3, 4]


def test_an_order_too_large_for_the_budget_is_unknown_and_the_smaller_orders_stay_settled(tmp_path):
    """1689 => 2 with 400 conflicts for the whole search: orders 1-4 take fewer than 300 with CaDiCaL, order 5
    several hundred more. The answer is UNKNOWN from order 5, PARTIAL, never 'no countermodel'."""
    payload = {"sources": [EQ1689], "target": EQ2, "min_order": 1, "max_order": 6, "limits": {"conflicts": 400}}
    explore, verify = _run(tmp_path, [_search(payload, "EXPLORE"), _search(payload, "VERIFY")])
    for r in (explore, verify):
        assert r.execution.status is ExecutionStatus.COMPLETED
        assert r.conclusion is Conclusion.UNKNOWN
        assert r.completeness.value is Completeness.PARTIAL
        assert r.output["settled_orders"] == [1, 2, 3, 4]
        assert [o["status"] for o in r.output["orders"]][4:] == ["UNKNOWN", "NOT_SEARCHED"]
        assert "BUDGET_EXHAUSTED" in [d.code.value for d in r.diagnostics]
        assert r.assurance.level is not AssuranceLevel.VERIFIED


def test_evaluate_laws_reports_which_hold_and_a_falsifying_assignment(tmp_path):
    left_projection = {"order": 3, "table": [[0, 0, 0], [1, 1, 1], [2, 2, 2]]}
    (r,) = _run(
        tmp_path,
        [
            (
                "universal_algebra.evaluate_laws",
                {"structure": left_projection, "laws": [ASSOCIATIVE, COMMUTATIVE, "x = x*y"]},
                "EXPLORE",
            )
        ],
        authorize=False,
    )
    assert r.conclusion is Conclusion.FALSE, [d.message for d in r.diagnostics]
    holds = [v["holds"] for v in r.output["laws"]]
    assert holds == [True, False, True]
    bad = r.output["laws"][1]["falsifying_assignment"]
    table = left_projection["table"]
    assert evaluate(table, ("x", "y"), bad) != evaluate(table, ("y", "x"), bad)


def test_bad_law_text_and_bad_table_are_invalid_requests_with_their_path(tmp_path):
    runs = [
        _search({"sources": ["x*y*z = x"], "target": COMMUTATIVE, "order": 2}, "EXPLORE"),
        _search({"sources": [], "target": "x*(y = y", "order": 2}, "EXPLORE"),
        (
            "universal_algebra.evaluate_laws",
            {"structure": {"order": 2, "table": [[0, 2], [1, 1]]}, "laws": [COMMUTATIVE]},
            "EXPLORE",
        ),
        _search({"sources": [], "target": COMMUTATIVE, "order": 9}, "EXPLORE"),
    ]
    chain, paren, table, too_big = _run(tmp_path, runs, authorize=False)
    for r in (chain, paren, table, too_big):
        assert r.execution.status is ExecutionStatus.ERROR and r.diagnostics[0].code.value == "INVALID_REQUEST"
    assert "parenthesise" in chain.diagnostics[0].message and "sources" in chain.diagnostics[0].path
    assert "target" in paren.diagnostics[0].path
    assert "table[0][1]" in table.diagnostics[0].message
    assert "order" in too_big.diagnostics[0].path
