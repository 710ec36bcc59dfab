"""The networkx worker: exact distance invariants of a graph (girth, diameter) by networkx's breadth-first searches.

Runs sandboxed as ``python -I -m jacobian.providers.graph.networkx_worker`` (JSON Lines, see
:mod:`jacobian.wire`); the payload gives ``order`` and ``edges`` (canonical positions). ``op``:

- ``girth``: ``networkx.girth``; then, for the witness, the first edge (u, v) in edge order whose removal leaves
  u and v at distance girth - 1: that shortest path closed by the edge. ``{"girth": g | null, "cycle": [...]}``
  (null: the graph has no cycle).
- ``max_flow``: ``networkx.maximum_flow`` and ``networkx.minimum_cut`` on ``arcs`` ([tail, head, capacity],
  positions) between ``source`` and ``sink``, ``directed`` or not: ``{"value", "flow": [...], "source_side":
  [...]}``.
- ``spanning_trees``: the matrix-tree theorem, the reduced Laplacian's exact determinant by sympy's DomainMatrix:
  ``{"count": N}``.
- ``connectivity``: ``networkx.node_connectivity``, ``minimum_node_cut`` and, for every non-adjacent pair,
  ``node_disjoint_paths``: ``{"connectivity": k, "cut": [...] | null, "paths": [[path, ...], ...]}``.
- ``planarity``: ``networkx.check_planarity`` with its counterexample: ``{"planar": true, "rotation": [...]}`` or
  ``{"planar": false, "kuratowski": [[u, v], ...]}``.
- ``spectrum``: the characteristic polynomial of the adjacency or Laplacian matrix and its factors over Q (sympy).
- ``tutte_polynomial``: networkx's (deletion-contraction); ``chromatic_polynomial``: from it by specialization.
- ``linear_extensions``, ``mobius``: on a poset (``elements`` a count, ``relations`` position pairs a < b), the
  number of linear extensions and the Mobius function (the inverse of the zeta matrix, sympy).
- ``diameter``: ``networkx.eccentricity`` of every vertex when the graph is connected; a vertex of largest
  eccentricity and a vertex farthest from it. ``{"diameter": d | null, "pair": [u, v] | null}`` (null:
  disconnected, the diameter is infinite).
"""

from __future__ import annotations

import itertools
import sys
from typing import Any

from jacobian.wire import Emitter, WorkerError, serve


def _graph(payload: dict[str, Any]) -> Any:
    import networkx as nx

    order, edges = payload.get("order"), payload.get("edges")
    if not isinstance(order, int) or order < 1 or not isinstance(edges, list):
        raise WorkerError("INPUT", "the op needs order (>= 1) and edges")
    g = nx.Graph()
    g.add_nodes_from(range(order))
    for e in edges:
        if not (isinstance(e, list) and len(e) == 2 and all(isinstance(x, int) and 0 <= x < order for x in e)):
            raise WorkerError("INPUT", "an edge is a pair of vertex positions")
        g.add_edge(e[0], e[1])
    return g


def op_girth(payload: dict[str, Any], emit: Emitter) -> dict[str, Any]:
    import networkx as nx

    g = _graph(payload)
    girth = nx.girth(g)
    if girth == float("inf"):
        return {"girth": None, "cycle": None}
    for u, v in sorted(tuple(sorted(e)) for e in g.edges):
        g.remove_edge(u, v)
        try:
            path = nx.shortest_path(g, u, v)
        except nx.NetworkXNoPath:
            path = []
        g.add_edge(u, v)
        if len(path) == girth:
            return {"girth": int(girth), "cycle": path}
    raise WorkerError("BACKEND", f"networkx gave girth {girth} but no edge lies on a cycle that short")


def op_diameter(payload: dict[str, Any], emit: Emitter) -> dict[str, Any]:
    import networkx as nx

    g = _graph(payload)
    if not nx.is_connected(g):
        return {"diameter": None, "pair": None}
    eccentricity = nx.eccentricity(g)
    u = max(sorted(eccentricity), key=lambda w: eccentricity[w])
    distances = nx.single_source_shortest_path_length(g, u)
    v = max(sorted(distances), key=lambda w: distances[w])
    return {"diameter": int(eccentricity[u]), "pair": [u, v]}


def op_max_flow(payload: dict[str, Any], emit: Emitter) -> dict[str, Any]:
    """networkx's maximum flow (preflow-push) and minimum cut: one flow value per arc in the given order (signed
    for an undirected network), and the positions on the cut's source side."""
    import networkx as nx

    order, arcs, directed = payload.get("order"), payload.get("arcs"), payload.get("directed")
    source, sink = payload.get("source"), payload.get("sink")
    if not isinstance(order, int) or not isinstance(arcs, list) or not isinstance(directed, bool):
        raise WorkerError("INPUT", "max_flow needs order, arcs and directed")
    g = nx.DiGraph() if directed else nx.Graph()
    g.add_nodes_from(range(order))
    for arc in arcs:
        if not (isinstance(arc, list) and len(arc) == 3 and all(isinstance(x, int) for x in arc)):
            raise WorkerError("INPUT", "an arc is [tail, head, capacity] (positions, an integer capacity)")
        g.add_edge(arc[0], arc[1], capacity=arc[2])
    value, flows = nx.maximum_flow(g, source, sink, capacity="capacity")
    cut, (side, _) = nx.minimum_cut(g, source, sink, capacity="capacity")
    if cut != value:
        raise WorkerError("BACKEND", f"networkx's cut {cut} differs from its flow {value}")
    if directed:
        flow = [flows[u][v] for u, v, _ in arcs]
    else:
        flow = [flows[u][v] - flows[v][u] for u, v, _ in arcs]
    return {"value": int(value), "flow": [int(f) for f in flow], "source_side": sorted(side)}


def op_spanning_trees(payload: dict[str, Any], emit: Emitter) -> dict[str, Any]:
    """Kirchhoff's count: the Laplacian of the networkx graph with vertex 0's row and column removed, its exact
    determinant by sympy's DomainMatrix over ZZ (FLINT's fmpz when python-flint is installed)."""
    from sympy import ZZ
    from sympy.polys.matrices import DomainMatrix

    g = _graph(payload)
    n = g.number_of_nodes()
    if n == 1:
        return {"count": 1}
    rows = [[ZZ(0)] * (n - 1) for _ in range(n - 1)]
    for v in range(1, n):
        rows[v - 1][v - 1] = ZZ(g.degree(v))
        for w in g.neighbors(v):
            if w != 0:
                rows[v - 1][w - 1] = ZZ(-1)
    return {"count": int(DomainMatrix(rows, (n - 1, n - 1), ZZ).det())}


def op_connectivity(payload: dict[str, Any], emit: Emitter) -> dict[str, Any]:
    """networkx's vertex connectivity k, a minimum vertex cut, and k internally disjoint paths for every non-adjacent
    pair u < v (u, then v, ascending); a complete graph has no cut and no pairs."""
    import networkx as nx

    g = _graph(payload)
    n = g.number_of_nodes()
    pairs = [(u, v) for u in range(n) for v in range(u + 1, n) if not g.has_edge(u, v)]
    if not pairs:
        return {"connectivity": max(n - 1, 0), "cut": None, "paths": []}
    if not nx.is_connected(g):
        return {"connectivity": 0, "cut": [], "paths": [[] for _ in pairs]}
    k = nx.node_connectivity(g)
    cut = sorted(nx.minimum_node_cut(g))
    paths = []
    for i, (u, v) in enumerate(pairs):
        paths.append([list(p) for p in itertools.islice(nx.node_disjoint_paths(g, u, v, cutoff=k), k)])
        if i % 100 == 0:
            emit.progress(i / len(pairs), f"{i} of {len(pairs)} pairs")
    return {"connectivity": k, "cut": cut, "paths": paths}


def op_planarity(payload: dict[str, Any], emit: Emitter) -> dict[str, Any]:
    """networkx's planarity test (left-right): a rotation system (each vertex's neighbours clockwise) when planar,
    else the edges of a Kuratowski subgraph."""
    import networkx as nx

    g = _graph(payload)
    planar, found = nx.check_planarity(g, counterexample=True)
    if planar:
        return {"planar": True, "rotation": [list(found.neighbors_cw_order(v)) for v in range(g.number_of_nodes())]}
    return {"planar": False, "kuratowski": sorted(sorted(e) for e in found.edges())}


def op_spectrum(payload: dict[str, Any], emit: Emitter) -> dict[str, Any]:
    """The characteristic polynomial of the adjacency (or Laplacian, ``matrix``) matrix by sympy's DomainMatrix
    over ZZ, and its factorization over Q (sympy's factor_list; a monic integer polynomial's factors are monic):
    ``{"coefficients": [...], "factors": [{"polynomial": [...], "multiplicity": k}]}``, constant term first."""
    from sympy import ZZ, Poly, symbols
    from sympy.polys.matrices import DomainMatrix

    g, kind = _graph(payload), payload.get("matrix")
    if kind not in ("adjacency", "laplacian"):
        raise WorkerError("INPUT", "matrix is adjacency or laplacian")
    n = g.number_of_nodes()
    rows = [[ZZ(0)] * n for _ in range(n)]
    for u, v in g.edges:
        rows[u][v] = rows[v][u] = ZZ(1 if kind == "adjacency" else -1)
    if kind == "laplacian":
        for v in range(n):
            rows[v][v] = ZZ(g.degree(v))
    high_first = [int(c) for c in DomainMatrix(rows, (n, n), ZZ).charpoly()]
    x = symbols("x")
    _, factors = Poly(high_first, x, domain=ZZ).factor_list()
    ordered = sorted(([int(c) for c in reversed(f.all_coeffs())], k) for f, k in factors)
    return {
        "coefficients": high_first[::-1],
        "factors": [{"polynomial": f, "multiplicity": int(k)} for f, k in ordered],
    }


def op_chromatic_polynomial(payload: dict[str, Any], emit: Emitter) -> dict[str, Any]:
    """The chromatic polynomial from ``networkx.tutte_polynomial`` (deletion-contraction, a sympy expression) by
    the classical specialization P(k) = (-1)^(n - c) k^c T(1 - k, 0), c the number of components (networkx's own
    ``chromatic_polynomial`` runs the same recursion on the chromatic polynomial and took 8 s on the Petersen graph
    where this takes 2): ``{"coefficients": [...]}``, integers from the constant term up."""
    import networkx as nx
    from sympy import Poly, Symbol, expand

    g = _graph(payload)
    n, c = g.number_of_nodes(), nx.number_connected_components(g)
    x, y, k = Symbol("x"), Symbol("y"), Symbol("k")
    specialized = nx.tutte_polynomial(g).subs({x: 1 - k, y: 0}, simultaneous=True)
    chromatic = expand((-1) ** (n - c) * k**c * specialized)
    return {"coefficients": [int(a) for a in reversed(Poly(chromatic, k).all_coeffs())]}


def op_tutte_polynomial(payload: dict[str, Any], emit: Emitter) -> dict[str, Any]:
    """``networkx.tutte_polynomial`` (deletion-contraction, a sympy expression in x, y): ``{"terms": [[i, j, c],
    ...]}``, the nonzero coefficients c of x^i y^j, sorted by (i, j)."""
    import networkx as nx
    from sympy import Poly, Symbol

    g = _graph(payload)
    expression = nx.tutte_polynomial(g)
    x, y = Symbol("x"), Symbol("y")
    terms = sorted([int(i), int(j), int(c)] for (i, j), c in Poly(expression, x, y).terms() if c)
    return {"terms": terms}


def _order(payload: dict[str, Any]) -> Any:
    """The poset's strict order as networkx's transitive closure of the given pairs (positions a < b)."""
    import networkx as nx

    n, relations = payload.get("elements"), payload.get("relations")
    if not isinstance(n, int) or n < 1 or not isinstance(relations, list):
        raise WorkerError("INPUT", "the op needs elements (a count) and relations (position pairs)")
    g = nx.DiGraph()
    g.add_nodes_from(range(n))
    g.add_edges_from((a, b) for a, b in relations)
    if not nx.is_directed_acyclic_graph(g):
        raise WorkerError("INPUT", "the relations have a cycle")
    return nx.transitive_closure_dag(g)


def op_linear_extensions(payload: dict[str, Any], emit: Emitter) -> dict[str, Any]:
    """The number of linear extensions: networkx has no count (``all_topological_sorts`` lists them one by one), so
    a memoized recursion on the elements still to place, removing each minimal one in turn, over networkx's
    closure: ``{"count": "<decimal>"}``."""
    from functools import cache

    closure = _order(payload)
    n = closure.number_of_nodes()
    below = [sum(1 << u for u in closure.predecessors(v)) for v in range(n)]

    @cache
    def count(remaining: int) -> int:
        if not remaining:
            return 1
        return sum(count(remaining & ~(1 << v)) for v in range(n) if remaining >> v & 1 and not below[v] & remaining)

    return {"count": str(count((1 << n) - 1))}


def op_mobius(payload: dict[str, Any], emit: Emitter) -> dict[str, Any]:
    """The Mobius function as the inverse of the zeta matrix (zeta(x, y) = 1 when x <= y), sympy's exact inverse
    over QQ in a linear-extension order (networkx's topological sort), where zeta is unitriangular:
    ``{"values": [[x, y, mu], ...]}`` for every x <= y (positions)."""
    import networkx as nx
    from sympy import QQ
    from sympy.polys.matrices import DomainMatrix

    closure = _order(payload)
    order = list(nx.topological_sort(closure))
    n, where = len(order), {v: i for i, v in enumerate(order)}
    rows = [[QQ(int(i == j or closure.has_edge(order[i], order[j]))) for j in range(n)] for i in range(n)]
    inverse = DomainMatrix(rows, (n, n), QQ).inv().to_Matrix()
    values = []
    for x in range(n):
        for y in range(n):
            if x == y or closure.has_edge(x, y):
                mu = inverse[where[x], where[y]]
                if mu.q != 1:
                    raise WorkerError("BACKEND", "the inverse of the zeta matrix is not integral")
                values.append([x, y, int(mu)])
    return {"values": values}


OPS = {
    "linear_extensions": op_linear_extensions,
    "mobius": op_mobius,
    "chromatic_polynomial": op_chromatic_polynomial,
    "tutte_polynomial": op_tutte_polynomial,
    "spectrum": op_spectrum,
    "planarity": op_planarity,
    "girth": op_girth,
    "diameter": op_diameter,
    "max_flow": op_max_flow,
    "spanning_trees": op_spanning_trees,
    "connectivity": op_connectivity,
}


def handle(payload: dict[str, Any], emit: Emitter) -> dict[str, Any]:
    op = OPS.get(payload.get("op"))  # type: ignore[arg-type]
    if op is None:
        raise WorkerError(
            "INPUT", f"unknown op {payload.get('op')!r}; expected one of {sorted(OPS)}", path="$.payload.op"
        )
    return op(payload, emit)


def probe() -> None:
    """networkx's version, then the girth and diameter of its Petersen graph (5 and 2)."""
    import networkx as nx

    petersen = nx.petersen_graph()
    print(f"networkx {nx.__version__}")
    print(f"petersen: girth {nx.girth(petersen)} diameter {nx.diameter(petersen)}")


def main() -> None:
    if sys.argv[1:] == ["--probe"]:
        probe()
        return
    serve(handle)


if __name__ == "__main__":
    main()
