"""mip-certificate/1's objective-lattice rule (issue 33): when every continuous variable costs 0, c x lies in
g Z (g the gcd of the integer variables' costs) and a leaf closes once its bound exceeds best - g. The checker
derives g from the subject; these trees close (or fail to close) by that rule alone."""

from __future__ import annotations

from fractions import Fraction

from jacobian.checkers.exact import mip_check


def check(claim: dict, cert: dict, subject: dict) -> dict:
    return mip_check.check({"claim": claim, "subject": {"objective_sense": "minimize", **subject}, "certificate": cert})


def test_the_objective_lattice_closes_a_node_only_above_best_minus_its_step():
    # min x, 2x >= 1, x integer in [0, 5]: optimum 1; g = 1, so a bound above 0 proves it
    subject = {"objective": ["1"], "matrix": [["2"]], "senses": [">="], "rhs": ["1"], "upper": ["5"]}
    subject["integer"] = [True]
    opt = {"kind": "MIP_OPTIMAL", "objective": "1"}
    assert check(opt, {"x": ["1"], "tree": [{"y": ["1/2"]}]}, subject)["accepted"]  # bound 1/2 > 1 - 1
    assert check(opt, {"x": ["1"], "tree": [{"y": ["1/4"]}]}, subject)["accepted"]  # bound 1/4 > 0
    got = check(opt, {"x": ["1"], "tree": [{"y": ["0"]}]}, subject)  # bound 0 = best - g: 0 is not excluded
    assert not got["accepted"] and "lattice step 1" in got["reason"], got
    # a continuous variable with a cost: no lattice, the same bound 1/2 < 1 does not close the root
    mixed = {**subject, "objective": ["1", "1"], "matrix": [["2", "0"]], "upper": ["5", "5"]}
    mixed["integer"] = [True, False]
    got = check(opt, {"x": ["1", "0"], "tree": [{"y": ["1/2"]}]}, mixed)
    assert not got["accepted"] and "lattice" not in got["reason"], got
    # costs 3/2 and 1: c x lies in (1/2) Z, so a bound must exceed best - 1/2
    halves = {**subject, "objective": ["3/2", "1"], "matrix": [["2", "2"]], "upper": ["5", "5"]}
    halves["integer"] = [True, True]
    assert mip_check.objective_lattice([Fraction(3, 2), Fraction(1)], [True, True]) == Fraction(1, 2)
    # optimum 1 at (0, 1); y = 1/2 gives d = (1/2, 0) and bound 1/2 + 0 = 1/2 = best - 1/2: not enough
    got = check(opt, {"x": ["0", "1"], "tree": [{"y": ["1/2"]}]}, halves)
    assert not got["accepted"] and "lattice step 1/2" in got["reason"], got
