"""optimization.integer.solve end to end: knapsack and set cover optima VERIFIED by the checker's replay
of the branch-and-bound tree, an infeasible MIP refuted by Farkas leaves, a tree cut short left COMPUTED
with its obligation, and forged trees and incumbents rejected by the real checker."""

from __future__ import annotations

import copy
import itertools
from fractions import Fraction

import trio

from jacobian.checkers.exact import mip_check
from jacobian.contracts.exact_lp import MAX_MIP_NODES
from jacobian.runtime import Runtime

from .conftest import exact_config

KNAPSACK = {  # P01 (J. Burkardt's knapsack data sets): optimum 309 with items 1, 2, 3, 4, 6
    "objective_sense": "maximize",
    "objective": ["92", "57", "49", "68", "60", "43", "67", "84", "87", "72"],
    "matrix": [["23", "31", "29", "44", "53", "38", "63", "85", "89", "82"]],
    "senses": ["<="],
    "rhs": ["165"],
    "upper": ["1"] * 10,
    "integer": [True] * 10,
}
SETS = [{i, (i + 1) % 7} for i in range(7)] + [{0, 2, 4}, {1, 3, 5}]  # the edges of a 7-cycle and two triples
COSTS = [2] * 7 + [3, 3]
SET_COVER = {  # cover 0..6 at least cost: the LP relaxation (all edges 1/2: 7) is below the optimum 8
    "objective": [str(c) for c in COSTS],
    "matrix": [["1" if e in s else "0" for s in SETS] for e in range(7)],
    "senses": [">="] * 7,
    "rhs": ["1"] * 7,
    "upper": ["1"] * len(SETS),
    "integer": [True] * len(SETS),
}
NO_INTEGER_POINT = {  # 2x + 2y = 3 has rational solutions only
    "objective": ["1", "1"],
    "matrix": [["2", "2"]],
    "senses": ["="],
    "rhs": ["3"],
    "upper": ["5", "5"],
    "integer": [True, True],
}
MIXED = {  # two integer variables and a continuous one
    "objective_sense": "maximize",
    "objective": ["5", "4", "3"],
    "matrix": [["2", "3", "1"], ["4", "1", "2"], ["3", "4", "2"]],
    "senses": ["<=", "<=", "<="],
    "rhs": ["15/2", "11", "8"],
    "integer": [True, True, False],
}
KNAPSACK_MPS = (
    """NAME          KNAP
OBJSENSE
    MAX
ROWS
 N  VALUE
 L  WEIGHT
COLUMNS
    MARKER                 'MARKER'                 'INTORG'
"""
    + "".join(
        f"    X{j:<8} VALUE     {v:<12} WEIGHT    {w}\n"
        for j, (v, w) in enumerate(zip(KNAPSACK["objective"], KNAPSACK["matrix"][0]))
    )
    + """    MARKER                 'MARKER'                 'INTEND'
RHS
    RHS       WEIGHT    165
BOUNDS
"""
    + "".join(f" UP BND       X{j}        1\n" for j in range(10))
    + "ENDATA\n"
)


def brute_force(payload):
    n = len(payload["objective"])
    best = None
    for x in itertools.product((0, 1), repeat=n):
        rows = [sum(int(a) * v for a, v in zip(row, x)) for row in payload["matrix"]]
        ok = all(
            (r <= int(b)) if s == "<=" else (r >= int(b)) for r, s, b in zip(rows, payload["senses"], payload["rhs"])
        )
        value = sum(int(c) * v for c, v in zip(payload["objective"], x))
        if ok and (best is None or (value > best if payload.get("objective_sense") == "maximize" else value < best)):
            best = value
    return best


def mixed_optimum() -> Fraction:
    """MIXED by enumeration: for integers a, b the best z is the smallest slack of its rows."""
    best = None
    for a, b in itertools.product(range(6), repeat=2):
        z = min(Fraction(15, 2) - 2 * a - 3 * b, Fraction(11 - 4 * a - b, 2), Fraction(8 - 3 * a - 4 * b, 2))
        if z >= 0 and (best is None or 5 * a + 4 * b + 3 * z > best):
            best = 5 * a + 4 * b + 3 * z
    assert best is not None
    return best


def _run(tmp_path, calls):
    results = {}

    async def main():
        async with Runtime.open(exact_config(tmp_path)) as rt:
            for name, (payload, mode) in calls.items():
                results[name] = await rt.run("optimization.integer.solve", payload, mode)

    trio.run(main)
    return results


def test_known_mip_optima_are_verified_by_branch_and_bound_trees(tmp_path):
    assert brute_force(KNAPSACK) == 309 and brute_force(SET_COVER) == 8
    calls = {
        "knapsack": (KNAPSACK, "VERIFY"),
        "knapsack-mps": ({"mps": KNAPSACK_MPS}, "VERIFY"),
        "set-cover": (SET_COVER, "VERIFY"),
        "mixed": (MIXED, "VERIFY"),
        "infeasible": (NO_INTEGER_POINT, "VERIFY"),
    }
    r = _run(tmp_path, calls)
    for name, result in r.items():
        assert result.assurance.level.value == "VERIFIED", (name, result.output, result.diagnostics)
        assert result.output["optimality_certified"], name
    assert (r["knapsack"].output["status"], r["knapsack"].output["objective"]) == ("OPTIMAL", "309")
    assert r["knapsack-mps"].output["objective"] == "309" and r["knapsack-mps"].output["columns"][0] == "X0"
    assert (r["set-cover"].output["status"], r["set-cover"].output["objective"]) == ("OPTIMAL", "8")
    assert r["set-cover"].output["nodes"] > 1  # the relaxation alone does not prove it
    assert (r["mixed"].output["status"], r["mixed"].output["objective"]) == ("OPTIMAL", str(mixed_optimum()))
    assert r["infeasible"].output["status"] == "INFEASIBLE" and r["infeasible"].conclusion.value == "UNSAT"


def test_a_tree_past_max_nodes_leaves_optimality_computed_with_an_obligation(tmp_path):
    r = _run(tmp_path, {"cut": ({**SET_COVER, "max_nodes": 1}, "VERIFY")})["cut"]
    assert r.output["status"] == "FEASIBLE" and not r.output["optimality_certified"]
    assert r.output["objective"] == "8"  # HiGHS's incumbent, made exact
    assert r.assurance.level.value == "COMPUTED"
    assert [o.kind for o in r.assurance.obligations] == ["OPTIMALITY_UNPROVEN"], r.assurance


def test_forged_mip_certificates_are_rejected(tmp_path):
    from jacobian.providers.exact.highs_worker import solve_integer  # the worker's own answer, as evidence

    honest = solve_integer({**SET_COVER, "op": "mip"})
    assert honest["status"] == "OPTIMAL" and len(honest["tree"]) > 1

    def check(claim, cert, subject=SET_COVER):
        subject = {"objective_sense": "minimize", **subject}  # as the capability's subject always has it
        return mip_check.check({"claim": claim, "subject": subject, "certificate": cert})

    opt = {"kind": "MIP_OPTIMAL", "objective": honest["objective"]}
    good = {"x": honest["primal"], "tree": honest["tree"]}
    assert check(opt, good)["accepted"], check(opt, good)
    # a better value claimed for a worse point; a fractional point; an infeasible point
    assert not check({**opt, "objective": "7"}, good)["accepted"]
    half = ["1/2"] * len(SETS)
    assert "integral" in check({**opt, "objective": str(Fraction(sum(COSTS), 2))}, {**good, "x": half})["reason"]
    assert "violates" in check({**opt, "objective": "0"}, {**good, "x": ["0"] * len(SETS)})["reason"]
    # a leaf whose dual bound (0) does not exclude a better value
    tree = copy.deepcopy(honest["tree"])
    leaf = next(i for i, node in enumerate(tree) if "y" in node and i > 0)
    tree[leaf] = {"y": ["0"] * len(tree[leaf]["y"])}
    assert not check(opt, {**good, "tree": tree})["accepted"]
    # a child reached twice (one subtree dropped)
    tree = copy.deepcopy(honest["tree"])
    tree[0]["children"] = [tree[0]["children"][0]] * 2
    assert not check(opt, {**good, "tree": tree})["accepted"]
    # the root alone: its LP bound is below the incumbent
    assert not check(opt, {**good, "tree": [{"y": ["1"] * 7}]})["accepted"]
    # branching on a continuous variable of the mixed problem, and an 'empty' leaf that is not empty
    mixed = solve_integer({**MIXED, "op": "mip"})
    mopt = {"kind": "MIP_OPTIMAL", "objective": mixed["objective"]}
    assert check(mopt, {"x": mixed["primal"], "tree": mixed["tree"]}, MIXED)["accepted"]
    fake = [{"branch": 2, "at": 0, "children": [1, 2]}, {"empty": True}, {"empty": True}]
    got = check(mopt, {"x": mixed["primal"], "tree": fake}, MIXED)
    assert not got["accepted"] and "not an integer variable" in got["reason"]
    fake[0]["branch"] = 0
    got = check(mopt, {"x": mixed["primal"], "tree": fake}, MIXED)
    assert not got["accepted"] and "not crossed" in got["reason"]
    # an infeasibility tree whose Farkas leaf has y b = 0
    inf = {"kind": "MIP_INFEASIBLE"}
    zero = [{"branch": 0, "at": 0, "children": [1, 2]}, {"farkas": ["0"]}, {"farkas": ["-1"]}]
    assert not check(inf, {"tree": zero}, NO_INTEGER_POINT)["accepted"]


def test_malformed_mip_requests_are_refused_at_validation(tmp_path):
    calls = {
        "no-integer": ({k: v for k, v in KNAPSACK.items() if k != "integer"}, "VERIFY"),
        "short-integer": ({**KNAPSACK, "integer": [True]}, "VERIFY"),
        "mps-and-integer": ({"mps": KNAPSACK_MPS, "integer": [True] * 10}, "VERIFY"),
        "nodes": ({**KNAPSACK, "max_nodes": 0}, "VERIFY"),
        "nodes-over": ({**KNAPSACK, "max_nodes": MAX_MIP_NODES + 1}, "VERIFY"),
        "mps-nan": ({"mps": KNAPSACK_MPS.replace("WEIGHT    165", "WEIGHT    nan")}, "VERIFY"),
    }
    r = _run(tmp_path, calls)
    for name, result in r.items():
        assert [d.code.value for d in result.diagnostics] == ["INVALID_REQUEST"], (name, result.diagnostics)
        assert result.provenance is None, name


def test_random_binary_programs_agree_with_brute_force(tmp_path):
    import random

    rng = random.Random(19)
    problems = {}
    for k in range(10):
        n, m = rng.randint(3, 6), rng.randint(1, 3)
        problems[f"p{k}"] = {
            "objective_sense": rng.choice(["minimize", "maximize"]),
            "objective": [str(rng.randint(-9, 9)) for _ in range(n)],
            "matrix": [[str(rng.randint(-5, 9)) for _ in range(n)] for _ in range(m)],
            "senses": [rng.choice(["<=", ">="]) for _ in range(m)],
            "rhs": [str(rng.randint(-3, 12)) for _ in range(m)],
            "upper": ["1"] * n,
            "integer": [True] * n,
        }
    r = _run(tmp_path, {k: (p, "VERIFY") for k, p in problems.items()})
    statuses = set()
    for k, p in problems.items():
        out, want = r[k].output, brute_force(p)
        statuses.add(out["status"])
        assert r[k].assurance.level.value == "VERIFIED", (k, out, r[k].diagnostics)
        if want is None:
            assert out["status"] == "INFEASIBLE", (k, out)
        else:
            assert (out["status"], out["objective"]) == ("OPTIMAL", str(want)), (k, out, want)
    assert "OPTIMAL" in statuses
