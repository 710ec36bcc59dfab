"""Elementary row and column operations replayed on a sparse matrix, over Z or GF(p) (trusted code).

A transform is given as the list of operations that carries a matrix to its diagonal form, in order:
``["r+", i, j, c]`` adds c times row j to row i (i != j), ``["rs", i, j]`` swaps rows i and j,
``["r*", i, c]`` multiplies row i by a unit c (-1 over Z; nonzero mod p over GF(p)); ``"c+"``,
``"cs"``, ``"c*"`` the same on columns. Each is invertible over the ring, so the row operations
compose to a unimodular U and the column operations to a unimodular V with U A V the final matrix:
that the transforms are unimodular needs no determinant.
"""

from __future__ import annotations

from typing import Any

MAX_OPS = 5_000_000  # over one certificate
MAX_ENTRY_BITS = 256


class ReplayError(ValueError):
    pass


class Ring:
    """Z (``modulus`` None) or GF(p)."""

    def __init__(self, modulus: int | None) -> None:
        self.modulus = modulus

    def norm(self, c: int) -> int:
        return c if self.modulus is None else c % self.modulus

    def unit(self, c: int) -> bool:
        return c in (1, -1) if self.modulus is None else c % self.modulus != 0


class Sparse:
    """A matrix as rows and columns of nonzero entries, kept in step."""

    def __init__(self, nrows: int, ncols: int, columns: list[dict[int, int]], ring: Ring) -> None:
        self.nrows, self.ncols, self.ring = nrows, ncols, ring
        self.cols: list[dict[int, int]] = [{r: ring.norm(v) for r, v in c.items() if ring.norm(v)} for c in columns]
        self.rows: list[dict[int, int]] = [{} for _ in range(nrows)]
        for j, col in enumerate(self.cols):
            for i, v in col.items():
                self.rows[i][j] = v

    def _set(self, i: int, j: int, v: int) -> None:
        v = self.ring.norm(v)
        if v:
            if v.bit_length() > MAX_ENTRY_BITS:
                raise ReplayError(f"an entry exceeds {MAX_ENTRY_BITS} bits")
            self.rows[i][j] = self.cols[j][i] = v
        else:
            self.rows[i].pop(j, None)
            self.cols[j].pop(i, None)

    def apply(self, op: Any) -> None:
        if not isinstance(op, list) or not op or op[0] not in ("r+", "rs", "r*", "c+", "cs", "c*"):
            raise ReplayError(f"unknown operation {str(op)[:40]}")
        kind, args = op[0], op[1:]
        if not all(type(a) is int for a in args):
            raise ReplayError(f"operation {kind} takes integers")
        size = self.nrows if kind[0] == "r" else self.ncols
        lines, cross = (self.rows, self.cols) if kind[0] == "r" else (self.cols, self.rows)
        if kind[1] == "+":
            if len(args) != 3 or args[0] == args[1] or not all(0 <= a < size for a in args[:2]):
                raise ReplayError(f"{kind} takes two distinct indices below {size} and a factor")
            i, j, c = args
            for k, v in list(lines[j].items()):
                new = lines[i].get(k, 0) + c * v
                self._set(i, k, new) if kind[0] == "r" else self._set(k, i, new)
        elif kind[1] == "s":
            if len(args) != 2 or not all(0 <= a < size for a in args):
                raise ReplayError(f"{kind} takes two indices below {size}")
            i, j = args
            if i != j:
                a, b = lines[i], lines[j]
                lines[i], lines[j] = b, a
                for k in set(a) | set(b):
                    line = cross[k]
                    x, y = line.pop(i, None), line.pop(j, None)
                    if x is not None:
                        line[j] = x
                    if y is not None:
                        line[i] = y
        else:
            if len(args) != 2 or not 0 <= args[0] < size or not self.ring.unit(args[1]):
                raise ReplayError(f"{kind} takes an index below {size} and a unit")
            i, c = args
            for k, v in list(lines[i].items()):
                self._set(i, k, c * v) if kind[0] == "r" else self._set(k, i, c * v)

    def diagonal(self) -> list[int]:
        """The diagonal entries d_0.. d_(r-1) when the matrix is diagonal with its nonzero entries first."""
        d: list[int] = []
        for i, row in enumerate(self.rows):
            if not row:
                continue
            if list(row) != [i]:
                raise ReplayError(f"row {i} has an entry off the diagonal")
            if i != len(d):
                raise ReplayError(f"diagonal entry {i} follows a zero one")
            d.append(row[i])
        return d


def replay(matrix: Sparse, ops: Any) -> list[list[Any]]:
    """Apply every operation; return the row operations, in order (the basis change of the row space)."""
    if not isinstance(ops, list) or len(ops) > MAX_OPS:
        raise ReplayError(f"operations must be a list of at most {MAX_OPS}")
    for op in ops:
        matrix.apply(op)
    return [op for op in ops if op[0][0] == "r"]


def row_ops_as_column_ops(row_ops: list[list[Any]], ring: Ring) -> list[list[Any]]:
    """For U given by row operations on a matrix whose rows index C_k, the column operations that carry
    a matrix B (columns indexing C_k) to B U^-1, in order."""
    out: list[list[Any]] = []
    for op in row_ops:
        if op[0] == "r+":  # U_op = I + c E_ij; B (I - c E_ij): column j -= c * column i
            out.append(["c+", op[2], op[1], -op[3]])
        elif op[0] == "rs":
            out.append(["cs", op[1], op[2]])
        else:  # column i times the unit's inverse
            out.append(["c*", op[1], inverse(op[2], ring)])
    return out


def apply_inverse_to_vector(row_ops: list[list[Any]], vector: dict[int, int], ring: Ring) -> dict[int, int]:
    """U^-1 x for U = (row operations in order), as a sparse vector."""
    x = dict(vector)
    for op in reversed(row_ops):
        if op[0] == "r+":  # (I + c E_ij)^-1 = I - c E_ij: x_i -= c x_j
            i, j, c = op[1], op[2], op[3]
            v = ring.norm(x.get(i, 0) - c * x.get(j, 0))
            x.pop(i, None) if v == 0 else x.__setitem__(i, v)
        elif op[0] == "rs":
            i, j = op[1], op[2]
            a, b = x.pop(i, None), x.pop(j, None)
            if a is not None:
                x[j] = a
            if b is not None:
                x[i] = b
        elif op[1] in x:
            x[op[1]] = ring.norm(x[op[1]] * inverse(op[2], ring))
    return x


def apply_columns_to_vector(col_ops: list[list[Any]], vector: dict[int, int], ring: Ring) -> dict[int, int]:
    """V e for V = (column operations in order, V = E_1 E_2 ...): the operations applied last first."""
    x = dict(vector)
    for op in reversed(col_ops):
        if op[0] == "c+":  # column i += c column j is right multiplication by I + c E_ji: x_j += c x_i
            i, j, c = op[1], op[2], op[3]
            v = ring.norm(x.get(j, 0) + c * x.get(i, 0))
            x.pop(j, None) if v == 0 else x.__setitem__(j, v)
        elif op[0] == "cs":
            i, j = op[1], op[2]
            a, b = x.pop(i, None), x.pop(j, None)
            if a is not None:
                x[j] = a
            if b is not None:
                x[i] = b
        elif op[1] in x:
            x[op[1]] = ring.norm(x[op[1]] * op[2])
    return x


def inverse(c: int, ring: Ring) -> int:
    if ring.modulus is None:
        return c  # a unit of Z is its own inverse
    return pow(c, -1, ring.modulus)
