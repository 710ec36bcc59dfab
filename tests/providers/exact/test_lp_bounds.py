"""The LP size bounds of jacobian.contracts.exact_lp count rows, columns and nonzeros apart (never rows x
columns), in the provider's readers, the HiGHS worker's sparse form and the checker's readers; and the sparse
basis solve (providers/exact/basis_solve.py) agrees with FLINT's dense solve and refuses a singular basis."""

from __future__ import annotations

import random

import flint
import pytest

from jacobian.checkers.exact import lpfile_read, mip_check, mps_read
from jacobian.checkers.exact.rationals import BadRequest
from jacobian.contracts.exact_lp import MAX_LP_COLUMNS, MAX_LP_NONZEROS, MAX_LP_ROWS, MAX_MIP_NODES
from jacobian.providers.exact import basis_solve, lpfile, mps
from jacobian.providers.exact.rational import RationalError, parse_sparse_rows


def test_the_checkers_restated_bounds_are_the_contracts():
    assert (mps_read.MAX_ROWS, mps_read.MAX_COLS, mps_read.MAX_ENTRIES) == (
        MAX_LP_ROWS,
        MAX_LP_COLUMNS,
        MAX_LP_NONZEROS,
    )
    assert mip_check.MAX_NODES == MAX_MIP_NODES


def test_a_mip_tree_over_the_node_bound_is_rejected_before_any_node_is_read():
    subject = {"objective_sense": "minimize", "objective": ["1"], "matrix": [["1"]], "senses": [">="]}
    subject |= {"rhs": ["0"], "upper": ["1"], "integer": [True]}
    claim = {"kind": "MIP_OPTIMAL", "objective": "0"}
    for size, accepted in ((1, True), (MAX_MIP_NODES + 1, False)):
        tree = [{"y": ["1"]}] * size  # the root closes (bound 0 = c x); past the bound nothing is read
        got = mip_check.check({"claim": claim, "subject": subject, "certificate": {"x": ["0"], "tree": tree}})
        assert got["accepted"] is accepted, got
    assert f"1..{MAX_MIP_NODES} nodes" in got["reason"]


def _mps_rows(count: int) -> str:
    """An MPS text with ``count`` constraint rows on one column (count nonzeros, one column)."""
    rows = "".join(f" L  R{i}\n" for i in range(count))
    cols = "".join(f"    X         R{i}         1\n" for i in range(count))
    return f"NAME          ROWS\nROWS\n N  COST\n{rows}COLUMNS\n    X         COST      1\n{cols}ENDATA\n"


def test_rows_beyond_the_bound_are_refused_by_both_mps_readers():
    at_bound = _mps_rows(MAX_LP_ROWS)
    model = mps.parse_mps(at_bound)
    assert len(model.matrix) == MAX_LP_ROWS and model.matrix[0] == {0: 1}
    assert len(mps_read.read_mps({"mps": at_bound})["A"]) == MAX_LP_ROWS
    over = _mps_rows(MAX_LP_ROWS + 1)
    with pytest.raises(mps.MpsError, match=f"more than {MAX_LP_ROWS} constraint rows"):
        mps.parse_mps(over)
    with pytest.raises(BadRequest):
        mps_read.read_mps({"mps": over})


def _lp_text(rows: int, width: int) -> str:
    """CPLEX LP text: ``rows`` constraints of ``width`` terms each over the same ``width`` variables."""
    terms = " + ".join(f"x{j}" for j in range(width))
    body = "".join(f" c{i}: {terms} <= {i + 1}\n" for i in range(rows))
    return f"Maximize\n obj: x0\nSubject To\n{body}End\n"


def test_nonzeros_beyond_the_bound_are_refused_by_both_lp_file_readers():
    width = 400
    over = _lp_text(MAX_LP_NONZEROS // width + 1, width)
    with pytest.raises(mps.MpsError, match=f"{MAX_LP_NONZEROS + width} nonzeros"):
        lpfile.parse_lp(over)
    with pytest.raises(BadRequest, match="nonzeros"):
        lpfile_read.read_lpfile({"lp": over})


def test_rows_times_columns_is_not_a_bound():
    """250 x 400 = 100,000 entries, far beyond the old 40,000-entry bound, with 500 nonzeros: read by both."""
    rows = "".join(f" c{i}: x{i} + x{i + 150} >= 1\n" for i in range(250))
    text = f"Minimize\n obj: x0\nSubject To\n{rows}End\n"
    model = lpfile.parse_lp(text)
    assert (len(model.matrix), len(model.columns), sum(len(r) for r in model.matrix)) == (250, 400, 500)
    assert mps_read.nonzeros(lpfile_read.read_lpfile({"lp": text})["A"]) == 500


def test_columns_beyond_the_bound_are_refused():
    cols = "".join(f"    X{j}        COST      1   R         1\n" for j in range(MAX_LP_COLUMNS + 1))
    text = f"NAME          C\nROWS\n N  COST\n L  R\nCOLUMNS\n{cols}ENDATA\n"
    with pytest.raises(mps.MpsError, match=f"more than {MAX_LP_COLUMNS} columns"):
        mps.parse_mps(text)
    with pytest.raises(BadRequest):
        mps_read.read_mps({"mps": text})


@pytest.mark.parametrize(
    ("rows", "n", "why"),
    [
        ([[[1, "2"], [0, "1"]]], 2, "columns rising"),
        ([[[2, "1"]]], 2, "columns rising below 2"),
        ([[["0", "1"]]], 2, "columns rising"),
        ([[[0, "1e5"]]], 2, "exact rational"),
        ([[[0, "1"]]], MAX_LP_COLUMNS + 1, "columns must be"),
        ([[[0, "1"]]] * (MAX_LP_ROWS + 1), 1, "rows"),
        (
            [[[j, "1"] for j in range(MAX_LP_COLUMNS)]] * (MAX_LP_NONZEROS // MAX_LP_COLUMNS + 1),
            MAX_LP_COLUMNS,
            "nonzeros",
        ),
        ("rows", 2, "rows"),
        ([7], 2, "columns rising"),
    ],
)
def test_the_workers_sparse_form_is_read_within_the_bounds(rows, n, why):
    with pytest.raises(RationalError, match=why):
        parse_sparse_rows(rows, n)


def _random_basis(rng: random.Random, k: int, density: float) -> list[dict[int, object]]:
    """A random sparse k x k matrix with a nonzero diagonal under a random permutation (likely nonsingular)."""
    perm = list(range(k))
    rng.shuffle(perm)
    rows: list[dict[int, object]] = []
    for r in range(k):
        row = {perm[r]: flint.fmpq(rng.choice([-3, -1, 1, 2, 5]), rng.randint(1, 4))}
        for c in range(k):
            if c != perm[r] and rng.random() < density:
                row[c] = flint.fmpq(rng.randint(-9, 9) or 1, rng.randint(1, 9))
        rows.append(row)
    return rows


@pytest.mark.parametrize("seed", range(40))
def test_sparse_basis_solve_agrees_with_flints_dense_solve(seed):
    rng = random.Random(seed)
    k = rng.randint(1, 40)
    rows = _random_basis(rng, k, rng.choice([0.0, 0.03, 0.1, 0.4]))
    f = [flint.fmpq(rng.randint(-20, 20), rng.randint(1, 5)) for _ in range(k)]
    g = [flint.fmpq(rng.randint(-20, 20), rng.randint(1, 5)) for _ in range(k)]
    dense = flint.fmpq_mat(k, k, [rows[r].get(c, 0) for r in range(k) for c in range(k)])
    if dense.rank() < k:
        assert basis_solve.solve_both(rows, f, g) is None
        return
    z, w = basis_solve.solve_both(rows, f, g)  # type: ignore[misc]
    assert list(dense * flint.fmpq_mat(k, 1, z)) == f
    assert list(dense.transpose() * flint.fmpq_mat(k, 1, w)) == g


def test_a_singular_basis_gives_none_from_the_peeling_and_from_the_nucleus():
    one, two = flint.fmpq(1), flint.fmpq(2)
    # column 1 appears nowhere: the nucleus is not square
    assert basis_solve.solve_both([{0: one}, {0: two}], [one, one], [one, one]) is None
    # a 3 x 3 nucleus (no singletons) of rank 2: FLINT finds it singular
    rows = [{0: one, 1: one, 2: one}, {0: one, 1: two, 2: one}, {0: two, 1: flint.fmpq(3), 2: two}]
    assert basis_solve.solve_both(rows, [one] * 3, [one] * 3) is None


def test_a_certificate_entry_beyond_pythons_4300_digit_guard_is_read_by_the_checker():
    """pilot87's exact duals have entries of more than 4,300 digits (Python's default limit on int(text)); the
    checker reads them up to MAX_CERT_BITS instead of failing with a ValueError."""
    from jacobian.checkers.exact import lp_check

    big = "1" + "0" * 5000
    subject = {"objective_sense": "minimize", "objective": ["1"], "matrix": [["1"]], "senses": [">="], "rhs": ["0"]}
    claim = {"kind": "LP_OPTIMAL", "objective": "0"}
    got = lp_check.check({"claim": claim, "subject": subject, "certificate": {"x": ["0"], "y": [f"{big}/{big}"]}})
    assert got["accepted"], got
