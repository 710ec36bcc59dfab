"""Homology of a simplicial complex over Z or GF(p), with generators and the certificate of how (untrusted).

For each boundary matrix d_k (the checker's definition, :mod:`jacobian.checkers.topology.complex`)
its Smith normal form U d_k V = D by :mod:`.elimination`. In dimension k: the basis w = U^-1 e of
C_k (U from d_(k+1)) puts the image of d_(k+1) on d_t w_t; d_k U^-1 has zero columns there, and the
kernel of the rest, M, comes from M's own diagonal form: its column operations applied to the unit
vectors past its rank. Generators: w_t (order d_t > 1, over Z) and U^-1 (0, V_M e_j) (infinite
order). The operations of every elimination are the certificate ``homology-transforms/1``.
"""

from __future__ import annotations

from typing import Any

from jacobian.checkers.topology.complex import boundary

from .elimination import Matrix, diagonalize


def _set(x: dict[int, int], i: int, v: int, modulus: int | None) -> None:
    v = v if modulus is None else v % modulus
    if v:
        x[i] = v
    else:
        x.pop(i, None)


def _inverse_rows(ops: list[list[Any]], e: dict[int, int], modulus: int | None) -> dict[int, int]:
    """U^-1 e for the row operations ``ops`` (U = last op ... first op), each undone from the last."""
    x = dict(e)
    for op in reversed(ops):
        kind = op[0]
        if kind == "r+":
            i, j, c = op[1:]
            if j in x:
                _set(x, i, x.get(i, 0) - c * x[j], modulus)
        elif kind == "rs":
            i, j = op[1:]
            a, b = x.pop(i, 0), x.pop(j, 0)
            _set(x, j, a, modulus)
            _set(x, i, b, modulus)
        elif kind == "r*":
            i, c = op[1:]
            if i in x:
                _set(x, i, x[i] * (c if modulus is None else pow(c, -1, modulus)), modulus)
    return x


def _columns_applied(ops: list[list[Any]], e: dict[int, int], modulus: int | None) -> dict[int, int]:
    """V e for the column operations ``ops`` (V = first op ... last op)."""
    x = dict(e)
    for op in reversed(ops):
        kind = op[0]
        if kind == "c+":
            i, j, c = op[1:]
            if i in x:
                _set(x, j, x.get(j, 0) + c * x[i], modulus)
        elif kind == "cs":
            i, j = op[1:]
            a, b = x.pop(i, 0), x.pop(j, 0)
            _set(x, j, a, modulus)
            _set(x, i, b, modulus)
        elif kind == "c*":
            i, c = op[1:]
            if i in x:
                _set(x, i, x[i] * c, modulus)
    return x


def _transform_columns(m: Matrix, row_ops: list[list[Any]]) -> None:
    """m (columns indexing C_k) becomes m U^-1 for U given by ``row_ops`` on C_k: each op undone on columns."""
    for op in row_ops:
        if op[0] == "r+":
            _, i, j, c = op
            m.col_add(j, i, -c)
        elif op[0] == "rs":
            m.col_swap(op[1], op[2])
        else:
            _, i, c = op
            inv = c if m.modulus is None else pow(c, -1, m.modulus)
            m.ops.append(["c*", i, inv])
            for k, v in list(m.cols[i].items()):
                m._put(k, i, v * inv)


def homology(levels: list[list[tuple[int, ...]]], modulus: int | None) -> dict[str, Any]:
    dim, n = len(levels) - 1, [len(level) for level in levels]
    row_ops: dict[int, list[list[Any]]] = {dim + 1: []}
    factors: dict[int, list[int]] = {dim + 1: []}
    boundaries = []
    for k in range(1, dim + 1):
        d = Matrix(n[k - 1], n[k], boundary(levels, k), modulus)
        factors[k] = diagonalize(d, smith=True)
        boundaries.append(d.ops)
        row_ops[k] = [op for op in d.ops if op[0][0] == "r"]
    kernels, groups = [], []
    for k in range(dim + 1):
        s = len(factors[k + 1])
        b = Matrix(n[k - 1] if k else 0, n[k], boundary(levels, k) if k else [{} for _ in range(n[0])], modulus)
        _transform_columns(b, row_ops[k + 1])
        if any(b.cols[t] for t in range(s)):
            raise ArithmeticError(f"dimension {k}: d_{k} d_{k + 1} is not zero in the computed basis")
        m = Matrix(b.nrows, n[k] - s, [b.cols[t] for t in range(s, n[k])], modulus)
        rank = len(diagonalize(m, smith=False))
        kernels.append(m.ops)
        col_ops = [op for op in m.ops if op[0][0] == "c"]
        generators = []
        torsion = [v for v in factors[k + 1] if modulus is None and v > 1]
        for t, v in enumerate(factors[k + 1]):
            if modulus is None and v > 1:
                generators.append((v, _inverse_rows(row_ops[k + 1], {t: 1}, modulus)))
        for j in range(rank, n[k] - s):
            y = _columns_applied(col_ops, {j: 1}, modulus)
            generators.append((0, _inverse_rows(row_ops[k + 1], {s + i: c for i, c in y.items()}, modulus)))
        chains = [
            {"order": order, "chain": [[list(levels[k][i]), c] for i, c in sorted(vec.items())]}
            for order, vec in generators
        ]
        groups.append({"dimension": k, "betti": n[k] - s - rank, "torsion": torsion, "generators": chains})
    chi = sum((-1) ** k * v for k, v in enumerate(n))
    return {
        "f_vector": n,
        "euler_characteristic": chi,
        "homology": groups,
        "certificate": {"boundaries": boundaries, "kernels": kernels},
    }
