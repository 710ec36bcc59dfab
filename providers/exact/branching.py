"""Pseudocost branching for the exact branch and bound (floating point; it only steers the search).

For each integer variable and direction the average rise of the node LP's value per unit of bound
moved is learnt from the children solved so far (a child's value minus its parent's, divided by how far
the branch moved x_j: its fractional part down, one minus it up). Among the fractional variables the
one with the largest product of the expected rises down and up is chosen (the product rule: both
children should improve); a variable not yet branched on is scored with the averages over all variables
(1 before anything is learnt). Reliability branching: a candidate observed fewer than RELIABLE times in
a direction is first probed (strong branching, :meth:`.node_lp.NodeLP.probe`: both children solved for a
few iterations) and the probe counts as an observation; an infeasible child counts as rising to the
incumbent's value.
"""

from __future__ import annotations

import math

import numpy as np

EPS = 1e-6
RELIABLE = 2  # observations per direction before a variable's pseudocost is trusted (reliability branching)
PROBES = 8  # strong-branching probes at most per node, on the best-ranked unreliable candidates


class Pseudocosts:
    def __init__(self, n: int) -> None:
        self.total = [[0.0, 0.0] for _ in range(n)]  # summed rise per unit, down and up
        self.count = [[0, 0] for _ in range(n)]
        self.all_total, self.all_count = [0.0, 0.0], [0, 0]

    def record(self, j: int, up: int, rise: float, distance: float) -> None:
        """A child of a branch on x_j (``up`` 0: x_j <= k, 1: x_j >= k + 1) rose by ``rise`` over ``distance``."""
        if distance > EPS and math.isfinite(rise):
            per_unit = max(rise, 0.0) / distance
            self.total[j][up] += per_unit
            self.count[j][up] += 1
            self.all_total[up] += per_unit
            self.all_count[up] += 1

    def _estimate(self, j: int, up: int) -> float:
        if self.count[j][up]:
            return self.total[j][up] / self.count[j][up]
        return self.all_total[up] / self.all_count[up] if self.all_count[up] else 1.0

    def unreliable(self, j: int) -> bool:
        """Fewer than RELIABLE observations in either direction: worth a strong-branching probe."""
        return min(self.count[j]) < RELIABLE

    def ranked(self, x: list[float], integer: list[bool], tolerance: float) -> list[int]:
        """The integer variables fractional in x (beyond ``tolerance``), best score first; [] when x is integral."""
        v = np.asarray(x)
        f = v - np.floor(v)
        candidates = np.flatnonzero(np.asarray(integer) & (np.minimum(f, 1 - f) > tolerance))
        scored = []
        for j in candidates.tolist():
            fj = float(f[j])
            scored.append((-max(self._estimate(j, 0) * fj, EPS) * max(self._estimate(j, 1) * (1 - fj), EPS), j))
        return [j for _, j in sorted(scored)]

    def choose(self, x: list[float], integer: list[bool], tolerance: float) -> int | None:
        """The branching variable for x, None when x is integral within ``tolerance``."""
        ranked = self.ranked(x, integer, tolerance)
        return ranked[0] if ranked else None
