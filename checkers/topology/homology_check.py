"""Worker: check the homology of a simplicial complex, with generators, over Z or GF(p).

``python -I -m jacobian.checkers.topology.homology_check``; payload ``{"claim": {"kind":
"SIMPLICIAL_HOMOLOGY", "f_vector", "euler_characteristic", "homology": [{"dimension", "betti",
"torsion", "generators": [{"order", "chain": [[simplex, coefficient], ...]}]}, ...]}, "subject":
{"facets": [[v, ...], ...], "ring": "Z" | "GF(p)"}, "certificate": {"boundaries": [ops of d_1, ...,
ops of d_dim], "kernels": [ops of M_0, ..., ops of M_dim]}}`` (format ``homology-transforms/1``).

The checker builds every boundary matrix d_k itself from the facets (:mod:`.complex`) and replays the
operations (:mod:`.replay`: elementary, hence unimodular): each d_(k+1) must become its Smith normal
form D = U d_(k+1) V (over Z, d_1 | d_2 | ..., positive, zeros last). Then, in the basis w = U^-1 e of
C_k, the image of d_(k+1) is spanned by d_t w_t (t < s), every w_t with t < s is a cycle (d_k w_t = 0,
checked), and the cycles are those vectors plus the kernel of M, the other columns of d_k U^-1; M's
operations must diagonalise it, and its kernel is spanned by V_M e_j for j at or past its rank. So
H_k = (+) Z/d_t (d_t > 1) (+) Z^(betti), betti = n_k - s - rank M, with generators w_t of order d_t
and U^-1 (0, V_M e_j) of infinite order. The claim must state exactly these, and the Euler
characteristic sum (-1)^k n_k = sum (-1)^k betti_k.
"""

from __future__ import annotations

from typing import Any

from ..entry import guarded, serve_check
from .complex import ComplexError, boundary, described, read_facets, simplices
from .replay import (
    ReplayError,
    Ring,
    Sparse,
    apply_columns_to_vector,
    apply_inverse_to_vector,
    replay,
    row_ops_as_column_ops,
)

FORMAT = "homology-transforms/1"
MAX_MODULUS = 2**31 - 1


class Rejected(ValueError):
    pass


def ring_of(text: Any) -> Ring:
    if text == "Z":
        return Ring(None)
    if isinstance(text, str) and text.startswith("GF(") and text.endswith(")") and text[3:-1].isdigit():
        p = int(text[3:-1])
        if 2 <= p <= MAX_MODULUS and all(p % q for q in range(2, int(p**0.5) + 1)):
            return Ring(p)
    raise Rejected(f"ring {str(text)[:20]!r} is not Z or GF(p) for a prime p <= {MAX_MODULUS}")


def _vector(chain: Any, index: dict[tuple[int, ...], int], ring: Ring, where: str) -> dict[int, int]:
    if not isinstance(chain, list):
        raise Rejected(f"{where} must be a list of [simplex, coefficient]")
    out: dict[int, int] = {}
    for item in chain:
        if not (isinstance(item, list) and len(item) == 2 and isinstance(item[0], list) and type(item[1]) is int):
            raise Rejected(f"{where}: an entry is [simplex, coefficient]")
        key = tuple(item[0])
        if key not in index or index[key] in out:
            raise Rejected(f"{where}: {item[0]} is not a simplex of this dimension, or is given twice")
        if ring.norm(item[1]):
            out[index[key]] = ring.norm(item[1])
    return out


def _is_cycle(vector: dict[int, int], columns: list[dict[int, int]] | None, ring: Ring) -> bool:
    if columns is None:
        return True
    total: dict[int, int] = {}
    for j, c in vector.items():
        for i, v in columns[j].items():
            total[i] = total.get(i, 0) + c * v
    return all(ring.norm(v) == 0 for v in total.values())


def homology(levels: list[list[tuple[int, ...]]], ring: Ring, cert: Any) -> list[dict[str, Any]]:
    """Each dimension's betti number, torsion and generators (sparse vectors), from the replayed operations."""
    dim, n = len(levels) - 1, [len(level) for level in levels]
    if not isinstance(cert, dict) or set(cert) != {"boundaries", "kernels"}:
        raise Rejected("certificate must have exactly boundaries and kernels")
    if not isinstance(cert["boundaries"], list) or len(cert["boundaries"]) != dim:
        raise Rejected(f"certificate.boundaries must give the operations of d_1 .. d_{dim}")
    if not isinstance(cert["kernels"], list) or len(cert["kernels"]) != dim + 1:
        raise Rejected(f"certificate.kernels must give the operations of M_0 .. M_{dim}")
    row_ops: dict[int, list[list[Any]]] = {dim + 1: []}
    factors: dict[int, list[int]] = {dim + 1: []}
    for k in range(1, dim + 1):
        d = Sparse(n[k - 1], n[k], boundary(levels, k), ring)
        try:
            row_ops[k] = replay(d, cert["boundaries"][k - 1])
            diag = d.diagonal()
        except ReplayError as exc:
            raise Rejected(f"certificate.boundaries[{k - 1}]: {exc}") from None
        if ring.modulus is None:
            for t, v in enumerate(diag):
                if v <= 0 or (t + 1 < len(diag) and diag[t + 1] % v):
                    raise Rejected(f"d_{k}: the diagonal is not a Smith normal form at entry {t}")
        factors[k] = diag
    out = []
    for k in range(dim + 1):
        s = len(factors[k + 1])
        columns = boundary(levels, k) if k else [{} for _ in range(n[0])]
        b = Sparse(n[k - 1] if k else 0, n[k], columns, ring)
        try:
            for op in row_ops_as_column_ops(row_ops[k + 1], ring):
                b.apply(op)
            if any(b.cols[t] for t in range(s)):
                raise Rejected(f"dimension {k}: a basis vector of the image of d_{k + 1} is not a cycle")
            m = Sparse(b.nrows, n[k] - s, [b.cols[t] for t in range(s, n[k])], ring)
            kernel_ops = cert["kernels"][k]
            replay(m, kernel_ops)
            rank = len(m.diagonal())
        except ReplayError as exc:
            raise Rejected(f"certificate.kernels[{k}]: {exc}") from None
        col_ops = [op for op in kernel_ops if op[0][0] == "c"]
        gens: list[tuple[int, dict[int, int]]] = []
        for t, v in enumerate(factors[k + 1]):
            if ring.modulus is None and v > 1:
                gens.append((v, apply_inverse_to_vector(row_ops[k + 1], {t: 1}, ring)))
        for j in range(rank, n[k] - s):
            y = apply_columns_to_vector(col_ops, {j: 1}, ring)
            gens.append((0, apply_inverse_to_vector(row_ops[k + 1], {s + i: c for i, c in y.items()}, ring)))
        torsion = [v for v in factors[k + 1] if ring.modulus is None and v > 1]
        out.append({"betti": n[k] - s - rank, "torsion": torsion, "generators": gens})
    return out


def decide(claim: dict[str, Any], levels: list[list[tuple[int, ...]]], ring: Ring, cert: Any) -> tuple[bool, str]:
    n = [len(level) for level in levels]
    found = homology(levels, ring, cert)
    chi = sum((-1) ** k * v for k, v in enumerate(n))
    if chi != sum((-1) ** k * h["betti"] for k, h in enumerate(found)):  # rank-nullity: never, unless a bug
        return False, "the Euler characteristic and the Betti numbers disagree"
    if claim.get("f_vector") != n or claim.get("euler_characteristic") != chi:
        return False, f"the claim's f-vector or Euler characteristic is not {n}, {chi}"
    claimed = claim.get("homology")
    if not isinstance(claimed, list) or len(claimed) != len(found):
        return False, f"the claim must state H_0 .. H_{len(n) - 1}"
    for k, (got, mine) in enumerate(zip(claimed, found)):
        if not isinstance(got, dict) or got.get("dimension") != k:
            return False, f"claim.homology[{k}] is not dimension {k}"
        if got.get("betti") != mine["betti"] or got.get("torsion") != mine["torsion"]:
            return False, f"H_{k}: betti {mine['betti']}, torsion {mine['torsion']} by the transforms"
        index = {s: i for i, s in enumerate(levels[k])}
        gens = got.get("generators")
        if not isinstance(gens, list) or len(gens) != len(mine["generators"]):
            return False, f"H_{k} has {len(mine['generators'])} generators by the transforms"
        columns = boundary(levels, k) if k else None
        for g, (order, vector) in enumerate(mine["generators"]):
            where = f"claim.homology[{k}].generators[{g}]"
            item = gens[g]
            if not isinstance(item, dict) or set(item) != {"order", "chain"}:
                raise Rejected(f"{where} must have exactly order and chain")
            stated = _vector(item["chain"], index, ring, where + ".chain")
            if not _is_cycle(stated, columns, ring):
                return False, f"{where} is not a cycle"
            if item["order"] != order or stated != vector:
                return False, f"{where} is not the generator the transforms give"
    ring_name = "Z" if ring.modulus is None else f"GF({ring.modulus})"
    shown = ", ".join(
        f"H_{k} = {ring_name}^{h['betti']}" + "".join(f" + Z/{t}" for t in h["torsion"]) for k, h in enumerate(found)
    )
    return True, f"over {ring_name}: {shown}; every transform replayed and every generator derived"


def check(payload: dict[str, Any]) -> dict[str, Any]:
    model: dict[str, Any] = {}
    try:
        claim, subject = payload.get("claim"), payload.get("subject")
        if not isinstance(claim, dict) or claim.get("kind") != "SIMPLICIAL_HOMOLOGY":
            raise Rejected("claim kind must be SIMPLICIAL_HOMOLOGY")
        if claim.get("format", FORMAT) != FORMAT or payload.get("format", FORMAT) != FORMAT:
            raise Rejected(f"certificate format must be {FORMAT}")
        if not isinstance(subject, dict) or set(subject) - {"facets", "ring"}:
            raise Rejected("subject has only facets and ring")
        try:
            levels = simplices(read_facets(subject.get("facets")))
        except ComplexError as exc:
            raise Rejected(f"subject.facets{exc.where}: {exc}") from None
        model = {"model": described(levels)}
        accepted, reason = decide(claim, levels, ring_of(subject.get("ring", "Z")), payload.get("certificate"))
    except Rejected as exc:
        return {"accepted": False, "reason": f"rejected: {exc}", "checked": {}, **model}
    return {"accepted": accepted, "reason": reason, "checked": {"claim": "SIMPLICIAL_HOMOLOGY"}, **model}


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
