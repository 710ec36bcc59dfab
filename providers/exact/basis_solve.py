"""Exact solution of a sparse square basis system B z = f and B^T w = g over Q (worker side: imports flint).

An LP basis matrix is mostly triangular: many of its rows and columns hold a single entry once the
pivots found before them are set aside. :func:`solve_both` peels those off first, in O(nonzeros):

- a *row singleton* (an equation with one unknown left) fixes that unknown by substitution, in the
  order found ("front" pivots);
- a *column singleton* (an unknown left in one equation only) is fixed by that equation once every
  other unknown in it is known, so it is solved last, in the reverse order found ("back" pivots).

What remains (the "nucleus": rows and columns that are neither) is solved with python-flint's dense
``fmpq_mat.solve`` (fraction-free or Dixon's p-adic lifting inside FLINT). In the order front pivots,
nucleus, back pivots reversed, B is block lower triangular, so z is found forwards in that order and w
(B^T w = g) backwards, each entry from entries already known: no fill-in and no fraction outside the
nucleus but one division per pivot. A singular B (a nucleus that is not square, or that FLINT finds
singular) gives None; nothing else is raised for a well-formed B (entries nonzero fmpq, indices in
range).
"""

from __future__ import annotations

from typing import Any

import flint


def _dense_solve(rows: list[int], cols: list[int], entries: list[dict[int, Any]], rhs: list[Any], t: bool) -> Any:
    """FLINT's exact solution of the nucleus system (transposed when ``t``), or None when it is singular."""
    k = len(rows)
    if k == 0:
        return []
    where = {c: p for p, c in enumerate(cols)}
    M = flint.fmpq_mat(k, k)
    for p, r in enumerate(rows):
        for c, a in entries[r].items():
            q = where.get(c)
            if q is not None:
                if t:
                    M[q, p] = a
                else:
                    M[p, q] = a
    try:
        sol = M.solve(flint.fmpq_mat(k, 1, rhs))
    except ZeroDivisionError:  # FLINT's answer for a singular system
        return None
    return [sol[i, 0] for i in range(k)]


def peel(entries: list[dict[int, Any]], k: int) -> tuple[list[tuple[int, int]], list[tuple[int, int]], list[bool]]:
    """(front pivots, back pivots, which rows are left in the nucleus); rows and columns both 0..k-1."""
    by_col: list[list[int]] = [[] for _ in range(k)]
    for r, row in enumerate(entries):
        for c in row:
            by_col[c].append(r)
    row_left, col_left = [len(row) for row in entries], [len(rs) for rs in by_col]
    row_on, col_on = [True] * k, [True] * k
    rowq = [r for r in range(k) if row_left[r] == 1]
    colq = [c for c in range(k) if col_left[c] == 1]
    front: list[tuple[int, int]] = []
    back: list[tuple[int, int]] = []
    while rowq or colq:
        while rowq:
            r = rowq.pop()
            if not row_on[r] or row_left[r] != 1:
                continue
            c = next(c for c in entries[r] if col_on[c])
            front.append((r, c))
            row_on[r] = col_on[c] = False
            for r2 in by_col[c]:
                if row_on[r2]:
                    row_left[r2] -= 1
                    if row_left[r2] == 1:
                        rowq.append(r2)
        while colq and not rowq:
            c = colq.pop()
            if not col_on[c] or col_left[c] != 1:
                continue
            r = next(r for r in by_col[c] if row_on[r])
            back.append((r, c))
            row_on[r] = col_on[c] = False
            for c2 in entries[r]:
                if col_on[c2]:
                    col_left[c2] -= 1
                    if col_left[c2] == 1:
                        colq.append(c2)
    return front, back, row_on


def solve_both(entries: list[dict[int, Any]], f: list[Any], g: list[Any]) -> tuple[list[Any], list[Any]] | None:
    """z with B z = f and w with B^T w = g, B the k x k matrix of sparse rows ``entries`` (column -> fmpq)."""
    k = len(entries)
    front, back, row_on = peel(entries, k)
    pivoted = {c for _, c in front} | {c for _, c in back}
    nucleus_rows = [r for r in range(k) if row_on[r]]
    nucleus_cols = [c for c in range(k) if c not in pivoted]
    if len(nucleus_rows) != len(nucleus_cols):
        return None
    zero = flint.fmpq(0)
    z: list[Any] = [zero] * k
    for r, c in front:
        z[c] = (f[r] - sum((a * z[c2] for c2, a in entries[r].items() if c2 != c), zero)) / entries[r][c]
    known = {c for _, c in front}
    rhs = [f[r] - sum((a * z[c2] for c2, a in entries[r].items() if c2 in known), zero) for r in nucleus_rows]
    core = _dense_solve(nucleus_rows, nucleus_cols, entries, rhs, t=False)
    if core is None:
        return None
    for c, v in zip(nucleus_cols, core):
        z[c] = v
    for r, c in reversed(back):
        z[c] = (f[r] - sum((a * z[c2] for c2, a in entries[r].items() if c2 != c), zero)) / entries[r][c]
    by_col: list[dict[int, Any]] = [{} for _ in range(k)]
    for r, row in enumerate(entries):
        for c, a in row.items():
            by_col[c][r] = a
    w: list[Any] = [zero] * k
    for r, c in back:
        w[r] = (g[c] - sum((a * w[r2] for r2, a in by_col[c].items() if r2 != r), zero)) / by_col[c][r]
    back_rows = {r for r, _ in back}
    rhs = [g[c] - sum((a * w[r2] for r2, a in by_col[c].items() if r2 in back_rows), zero) for c in nucleus_cols]
    core = _dense_solve(nucleus_rows, nucleus_cols, entries, rhs, t=True)
    if core is None:
        return None
    for r, v in zip(nucleus_rows, core):
        w[r] = v
    for r, c in reversed(front):
        w[r] = (g[c] - sum((a * w[r2] for r2, a in by_col[c].items() if r2 != r), zero)) / by_col[c][r]
    return z, w
