"""The exact branch and bound's fast path (issue 33): node bounds from HiGHS's rounded duals (safe dual
bounds), the objective-lattice closing rule, one warm-started HiGHS model for the tree; and the real
checker's answer to trees that forge either."""

from __future__ import annotations

import copy
import random
from fractions import Fraction

import trio

from jacobian.checkers.exact import mip_check
from jacobian.providers.exact import mip_exact
from jacobian.providers.exact.highs_worker import solve_integer
from jacobian.runtime import Runtime

from .conftest import exact_config


def jeroslow(n: int) -> dict:
    """min z, 2 (x_1 + ... + x_n) + z = n (n odd), binary: optimum 1, but branch and bound needs a tree
    exponential in n (no sum of evens is odd) -- R. G. Jeroslow, Math. Programming 6 (1974)."""
    return {
        "objective_sense": "minimize",
        "objective": ["0"] * n + ["1"],
        "matrix": [["2"] * n + ["1"]],
        "senses": ["="],
        "rhs": [str(n)],
        "upper": ["1"] * (n + 1),
        "integer": [True] * (n + 1),
    }


def check(claim: dict, cert: dict, subject: dict) -> dict:
    return mip_check.check({"claim": claim, "subject": {"objective_sense": "minimize", **subject}, "certificate": cert})


def y_leaves(tree: list[dict]) -> list[int]:
    return [i for i, node in enumerate(tree) if "y" in node and any(v != "0" for v in node["y"])]


def solved_counting_exact_nodes(payload: dict, monkeypatch) -> tuple[dict, int]:
    """The worker's answer in process, and how many nodes fell back to an exact basis solve."""
    calls = []
    exact_node = mip_exact._exact_node

    def counted(*args):
        calls.append(1)
        return exact_node(*args)

    monkeypatch.setattr(mip_exact, "_exact_node", counted)
    return solve_integer({**payload, "op": "mip"}), len(calls)


def test_a_many_node_tree_closed_by_safe_duals_is_verified(tmp_path, monkeypatch):
    payload = {**jeroslow(9), "max_nodes": 2000}
    result = {}

    async def main():
        async with Runtime.open(exact_config(tmp_path)) as rt:
            result["r"] = await rt.run("optimization.integer.solve", payload, "VERIFY")

    trio.run(main)
    r = result["r"]
    assert r.assurance.level.value == "VERIFIED", (r.output, r.diagnostics)
    assert (r.output["status"], r.output["objective"]) == ("OPTIMAL", "1")
    assert r.output["nodes"] > 300  # the relaxation proves nothing until about half the variables are fixed
    honest, exact_nodes = solved_counting_exact_nodes(payload, monkeypatch)
    assert honest["nodes"] == r.output["nodes"]
    # its leaves closed by HiGHS's duals made safe, with no exact basis solve at any node
    assert len(y_leaves(honest["tree"])) > 100 and exact_nodes == 0, exact_nodes


def test_the_lattice_rule_is_derived_from_the_model_not_the_certificate(monkeypatch):
    # min x, 2x >= 1, x integer in [0, 5]: the root's bound 1/2 closes it, since g = 1 and best = 1
    model = {"objective": ["1", "0"], "matrix": [["2", "1"]], "senses": [">="], "rhs": ["1"], "upper": ["5", "0"]}
    model["integer"] = [True, True]
    honest, exact_nodes = solved_counting_exact_nodes(model, monkeypatch)
    assert (honest["objective"], len(honest["tree"]), exact_nodes) == ("1", 1, 0), honest
    opt = {"kind": "MIP_OPTIMAL", "objective": "1"}
    cert = {"x": honest["primal"], "tree": honest["tree"]}
    assert check(opt, cert, model)["accepted"]
    # the same tree for the model whose second variable (cost 0, fixed at 0) is continuous: still a lattice;
    # with a cost on it there is none, and the root no longer closes, whatever the certificate holds
    assert check(opt, cert, {**model, "integer": [True, False]})["accepted"]
    got = check(opt, cert, {**model, "integer": [True, False], "objective": ["1", "1"]})
    assert not got["accepted"] and "does not exclude" in got["reason"], got


def fixed_charge() -> dict:
    """Four plants, four customers: flows f_ij >= 0 with no upper bound (cost 1..9 each), plant i open (z_i
    binary, cost 20..60) carries at most cap_i z_i; demands 3..9 (seeded, fixed)."""
    rng, k = random.Random(0), 4
    n = k * k + k
    rows, senses, rhs = [], [], []
    for j in range(k):  # customer j's demand
        rows.append(["1" if f < k * k and f % k == j else "0" for f in range(n)])
        senses.append(">=")
        rhs.append(str(rng.randint(3, 9)))
    for i in range(k):  # plant i's capacity, only when open
        row = ["1" if f < k * k and f // k == i else "0" for f in range(n)]
        row[k * k + i] = str(-rng.randint(10, 20))
        rows += [row]
        senses.append("<=")
        rhs.append("0")
    return {
        "objective_sense": "minimize",
        "objective": [str(rng.randint(1, 9)) for _ in range(k * k)] + [str(rng.randint(20, 60)) for _ in range(k)],
        "matrix": rows,
        "senses": senses,
        "rhs": rhs,
        "upper": [None] * (k * k) + ["1"] * k,
        "integer": [False] * (k * k) + [True] * k,
    }


def test_forged_safe_duals_are_rejected():
    model = fixed_charge()
    honest = solve_integer({**model, "op": "mip"})
    opt = {"kind": "MIP_OPTIMAL", "objective": honest["objective"]}
    good = {"x": honest["primal"], "tree": honest["tree"]}
    assert check(opt, good, model)["accepted"]
    leaves = y_leaves(honest["tree"])
    assert leaves, honest["tree"]
    leaf = leaves[0]
    y = [Fraction(v) for v in honest["tree"][leaf]["y"]]
    i = next(i for i, v in enumerate(y) if v)
    # the sign flipped: a demand row (>=) with y_i < 0, or a capacity row (<=) with y_i > 0
    tree = copy.deepcopy(honest["tree"])
    tree[leaf]["y"][i] = str(-y[i])
    got = check(opt, {**good, "tree": tree}, model)
    assert not got["accepted"] and "wrong sign" in got["reason"], got
    # the duals rounded the wrong way (grown by 2^-28): a flow that the node's LP uses (reduced cost 0, cost
    # c_j > 0) gets reduced cost about -2^-28 c_j, and flows have no upper bound, so there is no bound
    tree = copy.deepcopy(honest["tree"])
    tree[leaf]["y"] = [str(v * (1 + Fraction(1, 2**28))) for v in y]
    got = check(opt, {**good, "tree": tree}, model)
    assert not got["accepted"] and "no upper bound" in got["reason"], got
