"""The checkers' own encodings (vertex sets with a sequential counter, Hamiltonian cycles and paths, edge
colourings, homomorphisms) against exhaustive search: on random graphs of 1..7 vertices each CNF is satisfiable
exactly when a witness exists, and every model decodes to one."""

from __future__ import annotations

import itertools
import random

from jacobian.checkers.graph import cardinality, edge_colour_encode, hamilton_encode, homomorphism_encode, subset_encode

from .conftest import random_graph, solve


def _edges(graph: dict) -> list[tuple[int, int]]:
    return [(a, b) for a, b in graph["edges"]]


def _is_kind(kind: str, n: int, edges: list[tuple[int, int]], chosen: set[int]) -> bool:
    present = set(edges)
    if kind == "clique":
        return all(pair in present for pair in itertools.combinations(sorted(chosen), 2))
    if kind == "independent_set":
        return not any(u in chosen and v in chosen for u, v in edges)
    if kind == "vertex_cover":
        return all(u in chosen or v in chosen for u, v in edges)
    around = {v: {w for e in edges if v in e for w in e} for v in range(n)}
    return all(v in chosen or around[v] & chosen for v in range(n))


def test_the_counter_forces_exactly_the_bound():
    for n in range(0, 7):
        for k in range(0, n + 2):
            lits = list(range(1, n + 1))
            clauses, top = cardinality.at_least(lits, k, n + 1)
            for values in itertools.product([False, True], repeat=n):
                fixed = [[v if on else -v] for v, on in zip(lits, values)]
                sat, _, _ = solve(clauses + fixed) if clauses else (True, None, None)
                assert sat == (sum(values) >= k), (n, k, values)
            assert top >= n


def test_vertex_set_encodings_match_exhaustive_search():
    for seed in range(40):
        rng = random.Random(seed)
        n = rng.randint(1, 7)
        edges = _edges(random_graph(n, rng.choice([0.3, 0.5, 0.7]), seed))
        for kind in subset_encode.KINDS:
            larger = kind in subset_encode.MAXIMIZED
            for k in range(0, n + 2):
                sizes = range(k, n + 1) if larger else range(0, min(k, n) + 1)
                exists = any(
                    _is_kind(kind, n, edges, set(s)) for size in sizes for s in itertools.combinations(range(n), size)
                )
                sat, model, _ = solve(subset_encode.encode(kind, n, edges, k)[1])
                assert sat == exists, (seed, kind, k)
                if model is not None:
                    chosen = set(subset_encode.chosen(model, n))
                    assert _is_kind(kind, n, edges, chosen) and (len(chosen) >= k if larger else len(chosen) <= k)


def test_hamiltonian_encodings_match_exhaustive_search():
    for seed in range(40):
        rng = random.Random(seed)
        n = rng.randint(1, 7)
        edges = set(_edges(random_graph(n, rng.choice([0.4, 0.6, 0.8]), seed)))
        for cycle in (True, False):
            exists = (n >= 3 or not cycle) and any(
                all((min(a, b), max(a, b)) in edges for a, b in zip(p, p[1:] + (p[:1] if cycle else ())))
                for p in itertools.permutations(range(n))
            )
            sat, model, _ = solve(hamilton_encode.encode(n, sorted(edges), cycle)[1])
            assert sat == exists, (seed, cycle)
            if model is not None:
                route = hamilton_encode.steps(model, n)
                assert sorted(route) == list(range(n))


def test_edge_colouring_encoding_matches_exhaustive_search():
    for seed in range(40):
        rng = random.Random(seed)
        n = rng.randint(1, 6)
        edges = _edges(random_graph(n, 0.5, seed))[:8]
        touching = [(a, b) for a, b in itertools.combinations(range(len(edges)), 2) if set(edges[a]) & set(edges[b])]
        for k in range(0, 5):
            exists = any(all(c[a] != c[b] for a, b in touching) for c in itertools.product(range(k), repeat=len(edges)))
            sat, model, _ = solve(edge_colour_encode.encode(n, edges, k)[1])
            assert sat == exists, (seed, k)
            if model is not None:
                c = edge_colour_encode.colours(model, len(edges), k)
                assert all(c[a] != c[b] for a, b in touching)


def test_homomorphism_encoding_matches_exhaustive_search():
    for seed in range(60):
        rng = random.Random(seed)
        n, m = rng.randint(1, 6), rng.randint(1, 4)
        g, h = _edges(random_graph(n, 0.5, seed)), _edges(random_graph(m, 0.6, seed + 1000))
        arcs = set(h) | {(b, a) for a, b in h}
        exists = any(all((f[u], f[v]) in arcs for u, v in g) for f in itertools.product(range(m), repeat=n))
        sat, model, _ = solve(homomorphism_encode.encode(n, g, m, h)[1])
        assert sat == exists, seed
        if model is not None:
            f = homomorphism_encode.images(model, n, m)
            assert all((f[u], f[v]) in arcs for u, v in g)
