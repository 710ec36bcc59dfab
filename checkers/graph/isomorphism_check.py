"""Worker: check a vertex map between two graphs, a differing invariant, or a canonical labelling with automorphisms.

``python -I -m jacobian.checkers.graph.isomorphism_check``; graphs are read by the checker's own parser
(:mod:`.simple`, graph6 included); vertices are canonical positions (indices into the sorted labels).

- ``GRAPH_ISOMORPHISM``: subject ``{"graphs": [g, h]}``, certificate ``{"mapping": [m_0, ...]}``: the map
  v -> m_v is a bijection of the vertices and sends the edge set of g exactly onto the edge set of h.
- ``GRAPH_NOT_ISOMORPHIC``: subject ``{"graphs": [g, h]}``, certificate ``{"invariant": name}`` with name in
  ``order``, ``size``, ``degree_sequence``, ``colour_refinement`` (the histograms of the stable colouring of both
  graphs refined together, :mod:`.refinement`): the checker computes the invariant of both and accepts if they
  differ; or ``{"refutation": {"cnf_sha256", "proof_text"}}``: the checker builds its own CNF of "g and h are
  isomorphic" (:mod:`.iso_encode`, equal orders), requires its digest to equal ``cnf_sha256`` and lets the LRAT
  kernel check the DRAT proof against it.
- ``GRAPH_CANONICAL_LABELLING``: subject ``{"graph": g}``, claim ``{"graph6": text, "group_order": N | null}``,
  certificate ``{"lab": [...], "generators": [[...], ...]}``: relabelling g by lab (canonical vertex i is vertex
  lab[i]) gives exactly the claimed graph6; every generator is an automorphism of g; with N, the generators
  generate a group of order N (the checkers' own Schreier-Sims). That the form is canonical (equal for
  isomorphic inputs) and that the generators generate the *whole* automorphism group is not checked here.

In place of ``proof_text`` the refutation may name a proof file beside the checker (``proof_file``: ``{"proof_file",
"encoding", "compression", "sha256", "size"}``; the producer's job kept it), read streaming (:mod:`..sat.refutation`).
"""

from __future__ import annotations

from typing import Any

from ..entry import guarded, serve_check
from ..group.schreier_sims import group_order
from ..sat.refutation import check_refutation, kernel_fields, refutation
from ..sat.request import BadRequest, claim_and_format
from .common import described
from .encode import digest
from .graph6 import write
from .iso_encode import MAX_ORDER, encode
from .refinement import histograms_differ
from .simple import Graph, GraphError, parse

CLAIMS = ("GRAPH_ISOMORPHISM", "GRAPH_NOT_ISOMORPHIC", "GRAPH_CANONICAL_LABELLING")
MAX_GENERATORS = 1000


def _graph(obj: Any, path: str) -> Graph:
    try:
        return parse(obj, path)
    except GraphError as exc:
        raise BadRequest(f"{exc.path}: {exc.message}") from None


def _permutation(value: Any, n: int, name: str) -> list[int]:
    if not isinstance(value, list) or len(value) != n:
        raise BadRequest(f"{name} must list {n} vertex positions")
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in value) or sorted(value) != list(range(n)):
        raise BadRequest(f"{name} is not a permutation of 0..{n - 1}")
    return value


def _pair(payload: dict[str, Any]) -> tuple[Graph, Graph]:
    subject = payload.get("subject")
    if not isinstance(subject, dict) or set(subject) != {"graphs"}:
        raise BadRequest("subject must be exactly {graphs}")
    graphs = subject["graphs"]
    if not isinstance(graphs, list) or len(graphs) != 2:
        raise BadRequest("subject.graphs must be two graphs")
    return _graph(graphs[0], "subject.graphs[0]"), _graph(graphs[1], "subject.graphs[1]")


def _invariant(g: Graph, name: str) -> Any:
    if name == "order":
        return g.order
    if name == "size":
        return len(g.edges)
    degree = [0] * g.order
    for u, v in g.edges:
        degree[u] += 1
        degree[v] += 1
    return sorted(degree)


def _isomorphism(payload: dict[str, Any]) -> tuple[bool, str]:
    g, h = _pair(payload)
    cert = payload.get("certificate")
    if not isinstance(cert, dict) or set(cert) != {"mapping"}:
        raise BadRequest("certificate needs exactly mapping")
    if g.order != h.order:
        return False, f"the graphs have {g.order} and {h.order} vertices"
    m = _permutation(cert["mapping"], g.order, "certificate.mapping")
    image = {(min(m[u], m[v]), max(m[u], m[v])) for u, v in g.edges}
    target = set(h.edges)
    if image != target:
        missing = sorted(image - target)[:1] or sorted(target - image)[:1]
        return False, f"the map is not an isomorphism: edge {missing[0]} is in one edge set only (after mapping)"
    return True, f"the map is a bijection sending all {len(g.edges)} edges onto the other graph's edges"


def _refuted(g: Graph, h: Graph, proof: dict[str, Any], checked: dict[str, Any]) -> tuple[bool, str]:
    """Decides the refutation; puts into ``checked`` what the kernel reported (counts, which kernel
    decided, or UNCHECKABLE when the compiled kernel ended without a decision)."""
    if g.order != h.order or g.order > MAX_ORDER:
        return False, f"a refutation is read only for two graphs of one order up to {MAX_ORDER}"
    num_vars, clauses = encode(g.order, g.edges, h.edges)
    what = "'the two graphs are isomorphic'"
    why, counts = check_refutation(
        num_vars, clauses, digest(num_vars, clauses), proof["cnf_sha256"], proof["proof"], what
    )
    checked.update(counts)
    if why is not None:
        return False, why
    return True, f"the checker's CNF of {what} was refuted by the DRAT proof (LRAT kernel)"


def _not_isomorphic(payload: dict[str, Any], checked: dict[str, Any]) -> tuple[bool, str]:
    g, h = _pair(payload)
    cert = payload.get("certificate")
    if isinstance(cert, dict) and set(cert) == {"refutation"}:
        proof = refutation(cert["refutation"])
        if proof is None:
            raise BadRequest("certificate.refutation must not be null")
        return _refuted(g, h, proof, checked)
    if not isinstance(cert, dict) or set(cert) != {"invariant"}:
        raise BadRequest("certificate needs exactly invariant, or exactly refutation")
    name = cert["invariant"]
    if name == "colour_refinement":
        if histograms_differ(g, h):
            return True, "colour refinement of both graphs together gives different colour histograms"
        return False, "colour refinement gives both graphs the same colour histogram"
    if name not in ("order", "size", "degree_sequence"):
        raise BadRequest("certificate.invariant must be order, size, degree_sequence or colour_refinement")
    a, b = _invariant(g, name), _invariant(h, name)
    if a == b:
        return False, f"the graphs have the same {name}"
    return True, f"the graphs' {name} differ, and isomorphic graphs have equal {name}"


def _canonical(payload: dict[str, Any]) -> tuple[bool, str]:
    subject, claim, cert = payload.get("subject"), payload["claim"], payload.get("certificate")
    if not isinstance(subject, dict) or set(subject) != {"graph"}:
        raise BadRequest("subject must be exactly {graph}")
    g = _graph(subject["graph"], "subject.graph")
    if not isinstance(cert, dict) or set(cert) != {"lab", "generators"}:
        raise BadRequest("certificate needs exactly lab and generators")
    claimed, order = claim.get("graph6"), claim.get("group_order")
    if not isinstance(claimed, str) or not (order is None or (isinstance(order, int) and order >= 1)):
        raise BadRequest("claim needs graph6 (a string) and group_order (a positive integer or null)")
    lab = _permutation(cert["lab"], g.order, "certificate.lab")
    gens = cert["generators"]
    if not isinstance(gens, list) or len(gens) > MAX_GENERATORS:
        raise BadRequest(f"certificate.generators must be a list of at most {MAX_GENERATORS} permutations")
    perms = [_permutation(p, g.order, f"certificate.generators[{i}]") for i, p in enumerate(gens)]
    position = [0] * g.order
    for i, v in enumerate(lab):
        position[v] = i
    relabelled = sorted((min(position[u], position[v]), max(position[u], position[v])) for u, v in g.edges)
    if write(g.order, relabelled) != claimed:
        return False, "the graph relabelled by lab is not the claimed graph6"
    edges = set(g.edges)
    for i, p in enumerate(perms):
        if {(min(p[u], p[v]), max(p[u], p[v])) for u, v in g.edges} != edges:
            return False, f"generator {i} is not an automorphism: it moves an edge onto a non-edge"
    if order is not None:
        found = group_order(g.order, [tuple(p) for p in perms])
        if found != order:
            return False, f"the generators generate a group of order {found}, not {order}"
    return True, (
        f"lab relabels the graph to the claimed graph6 and all {len(perms)} generators are automorphisms"
        + ("" if order is None else f" generating a group of order {order} (Schreier-Sims)")
    )


def _model(payload: dict[str, Any]) -> dict[str, Any]:
    """The model read, for the decision: both graphs (pair claims) or the graph (a canonical labelling)."""
    subject = payload.get("subject")
    if isinstance(subject, dict) and set(subject) == {"graphs"}:
        (g, h), raw = _pair(payload), subject["graphs"]
        return {"model": described([("graph", g, raw[0]), ("other", h, raw[1])])}
    if isinstance(subject, dict) and set(subject) == {"graph"}:
        return {"model": described([("graph", _graph(subject["graph"], "subject.graph"), subject["graph"])])}
    return {}


def check(payload: dict[str, Any]) -> dict[str, Any]:
    model: dict[str, Any] = {}
    checked: dict[str, Any] = {}
    try:
        kind, _ = claim_and_format(payload, CLAIMS)
        model = _model(payload)
        if kind == "GRAPH_NOT_ISOMORPHIC":
            ok, reason = _not_isomorphic(payload, checked)
        else:
            ok, reason = {"GRAPH_ISOMORPHISM": _isomorphism}.get(kind, _canonical)(payload)
    except BadRequest as exc:
        return {"accepted": False, "reason": f"malformed request: {exc}", "checked": {}, **model}
    return {"accepted": ok, "reason": reason, "checked": checked, **model, **kernel_fields(checked)}


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
