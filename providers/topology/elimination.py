"""Sparse elimination to Smith normal form (or just diagonal form) with every operation recorded.

Untrusted worker code: the recorded operations are the certificate (format of
``jacobian.checkers.topology.replay``), which the checker replays on its own boundary matrices.
Pivots are chosen in place (a unit where there is one, in a short column and a short row, to keep
fill-in low); swaps at the end bring them onto the diagonal in the order they were taken. Over Z a
pivot that is not a unit is made to divide every remaining entry (Euclid's steps by row and column
operations, then adding the row of an entry it does not divide), so the diagonal is a divisibility
chain: the Smith normal form.
"""

from __future__ import annotations

import heapq
from typing import Any


class Matrix:
    def __init__(self, nrows: int, ncols: int, columns: list[dict[int, int]], modulus: int | None) -> None:
        self.nrows, self.ncols, self.modulus = nrows, ncols, modulus
        self.cols = [{r: self._n(v) for r, v in c.items() if self._n(v)} for c in columns]
        self.rows: list[dict[int, int]] = [{} for _ in range(nrows)]
        for j, c in enumerate(self.cols):
            for i, v in c.items():
                self.rows[i][j] = v
        self.ops: list[list[Any]] = []

    def _n(self, v: int) -> int:
        return v if self.modulus is None else v % self.modulus

    def _put(self, i: int, j: int, v: int) -> None:
        v = self._n(v)
        if v:
            self.rows[i][j] = self.cols[j][i] = v
        else:
            self.rows[i].pop(j, None)
            self.cols[j].pop(i, None)

    def row_add(self, i: int, j: int, c: int) -> None:
        """row i += c row j"""
        if c:
            self.ops.append(["r+", i, j, c])
            for k, v in list(self.rows[j].items()):
                self._put(i, k, self.rows[i].get(k, 0) + c * v)

    def col_add(self, i: int, j: int, c: int) -> None:
        """column i += c column j"""
        if c:
            self.ops.append(["c+", i, j, c])
            for k, v in list(self.cols[j].items()):
                self._put(k, i, self.cols[i].get(k, 0) + c * v)

    def row_swap(self, i: int, j: int) -> None:
        if i != j:
            self.ops.append(["rs", i, j])
            a, b = self.rows[i], self.rows[j]
            for k in list(a):
                self.cols[k].pop(i)
            for k in list(b):
                self.cols[k].pop(j)
            self.rows[i], self.rows[j] = b, a
            for k, v in b.items():
                self.cols[k][i] = v
            for k, v in a.items():
                self.cols[k][j] = v

    def col_swap(self, i: int, j: int) -> None:
        if i != j:
            self.ops.append(["cs", i, j])
            a, b = self.cols[i], self.cols[j]
            for k in list(a):
                self.rows[k].pop(i)
            for k in list(b):
                self.rows[k].pop(j)
            self.cols[i], self.cols[j] = b, a
            for k, v in b.items():
                self.rows[k][i] = v
            for k, v in a.items():
                self.rows[k][j] = v

    def row_scale(self, i: int, c: int) -> None:
        self.ops.append(["r*", i, c])
        for k, v in list(self.rows[i].items()):
            self._put(i, k, c * v)

    def quotient(self, a: int, p: int) -> int:
        """q with a - q p as small as the ring allows (zero over a field)."""
        if self.modulus is None:
            return a // p
        return a * pow(p, -1, self.modulus) % self.modulus

    def unit(self, v: int) -> bool:
        return v in (1, -1) if self.modulus is None else v != 0


def _clear(m: Matrix, i: int, j: int) -> None:
    """Make (i, j) the only entry of its row and column (Euclid's steps move a smaller remainder there)."""
    while True:
        p = m.rows[i][j]
        moved = False
        for r, a in list(m.cols[j].items()):
            if r != i:
                m.row_add(r, i, -m.quotient(a, p))
                if m.cols[j].get(r):  # a remainder smaller than the pivot: it becomes the pivot
                    m.row_swap(r, i)
                    moved = True
                    break
        if moved:
            continue
        for c, b in list(m.rows[i].items()):
            if c != j:
                m.col_add(c, j, -m.quotient(b, p))
                if m.rows[i].get(c):
                    m.col_swap(c, j)
                    moved = True
                    break
        if not moved:
            return


def _undivided(m: Matrix, i: int, j: int, done_rows: set[int]) -> int | None:
    """A row (not yet a pivot's) holding an entry the pivot at (i, j) does not divide."""
    p = m.rows[i][j]
    for r, row in enumerate(m.rows):
        if r != i and r not in done_rows and any(v % p for v in row.values()):
            return r
    return None


def _pivot(m: Matrix, heap: list[tuple[int, int]], done_cols: set[int]) -> tuple[int, int] | None:
    """A unit entry in the shortest column that has one (rows as short as possible); else the smallest entry."""
    skipped = []
    found = None
    while heap:
        length, j = heapq.heappop(heap)
        if j in done_cols or not m.cols[j]:
            continue
        if length != len(m.cols[j]):
            heapq.heappush(heap, (len(m.cols[j]), j))
            continue
        units = [r for r, v in m.cols[j].items() if m.unit(v)]
        if units:
            found = (min(units, key=lambda r: (len(m.rows[r]), r)), j)
            skipped.append((length, j))
            break
        skipped.append((length, j))
    for item in skipped:
        heapq.heappush(heap, item)
    if found is not None:
        return found
    best = None
    for j, col in enumerate(m.cols):
        if j not in done_cols:
            for r, v in col.items():
                if best is None or abs(v) < best[0]:
                    best = (abs(v), r, j)
    return None if best is None else (best[1], best[2])


def diagonalize(m: Matrix, smith: bool) -> list[int]:
    """Carry ``m`` to diagonal form (Smith normal form over Z when ``smith``); return the diagonal.
    The operations are in ``m.ops``."""
    heap = [(len(c), j) for j, c in enumerate(m.cols) if c]
    heapq.heapify(heap)
    pivots: list[tuple[int, int]] = []
    done_rows: set[int] = set()
    done_cols: set[int] = set()
    while True:
        found = _pivot(m, heap, done_cols)
        if found is None:
            break
        i, j = found
        _clear(m, i, j)
        i = next(iter(m.cols[j]))  # Euclid's row swaps may have moved the pivot within column j
        while smith and m.modulus is None and not m.unit(m.rows[i][j]):
            r = _undivided(m, i, j, done_rows)
            if r is None:
                break
            m.row_add(i, r, 1)
            _clear(m, i, j)
            i = next(iter(m.cols[j]))
        pivots.append((i, j))
        done_rows.add(i)
        done_cols.add(j)
    row_at = list(range(m.nrows))  # row_at[position] = the original row now there
    where_row = list(range(m.nrows))
    col_at, where_col = list(range(m.ncols)), list(range(m.ncols))
    for t, (i, j) in enumerate(pivots):
        cur = where_row[i]
        m.row_swap(t, cur)
        a, b = row_at[t], row_at[cur]
        row_at[t], row_at[cur], where_row[a], where_row[b] = b, a, cur, t
        cur = where_col[j]
        m.col_swap(t, cur)
        a, b = col_at[t], col_at[cur]
        col_at[t], col_at[cur], where_col[a], where_col[b] = b, a, cur, t
        if m.modulus is None and m.rows[t][t] < 0:
            m.row_scale(t, -1)
    return [m.rows[t][t] for t in range(len(pivots))]
