"""Differential reading of graph6: the checkers' reader (``checkers/graph/graph6.py`` through
``checkers/graph/simple.py``, the path every graph checker takes) held against networkx's
``from_graph6_bytes``.

The corpus is generated here without any graph6 writer: valid texts are a vertex count N(n) in one of its
three forms (one byte up to 62, ``~`` and three bytes up to 258047, ``~~`` and six bytes beyond) followed by
exactly ceil(n(n-1)/2 / 6) random bytes in 63..126 with zero padding bits; then mutations of them: an optional
``>>graph6<<`` header, a final newline, a byte dropped or added, a byte out of 63..126, nonzero padding bits,
the vertex count written in a longer form than needed, empty texts. The canonical model is (n, the sorted edges
i < j). Wherever networkx reads a text, ours reads the same graph or refuses it (ours refuses nonzero padding,
which networkx ignores, and more than 4,096 vertices); no text is read by ours alone.
"""

from __future__ import annotations

import random

import networkx as nx

from jacobian.checkers.graph.simple import GraphError, parse

from .harness import Refused, compare, corpus_size

SEED = 20261203


def _count(n: int, form: int) -> bytes:
    if form == 1:
        return bytes([n + 63])
    if form == 4:
        return bytes([126] + [(n >> s & 63) + 63 for s in (12, 6, 0)])
    return bytes([126, 126] + [(n >> s & 63) + 63 for s in (30, 24, 18, 12, 6, 0)])


def _valid(rng: random.Random) -> bytes:
    n = rng.choice([rng.randint(0, 12), rng.randint(0, 40), rng.randint(0, 62), rng.randint(63, 100)])
    form = 1 if n <= 62 else 4
    if rng.random() < 0.05:
        form = rng.choice([4, 8])  # a longer vertex-count form than needed
    bits, size = n * (n - 1) // 2, (n * (n - 1) // 2 + 5) // 6
    kind = rng.choice(["empty", "full", "random", "sparse"])
    if kind in ("empty", "full"):
        body = [0 if kind == "empty" else 63] * size
    elif kind == "random":
        body = [rng.getrandbits(6) for _ in range(size)]
    else:
        body = [rng.getrandbits(6) & rng.getrandbits(6) & rng.getrandbits(6) for _ in range(size)]
    if bits % 6 and body:
        body[-1] &= (63 << (6 - bits % 6)) & 63  # zero padding bits
    body = [b + 63 for b in body]
    return _count(n, form) + bytes(body)


def _mutated(rng: random.Random, text: bytes) -> bytes:
    choice = rng.randrange(8)
    if choice == 0 and text:
        i = rng.randrange(len(text))
        return text[:i] + text[i + 1 :]
    if choice == 1:
        return text + bytes([rng.randint(63, 126)])
    if choice == 2 and text:
        i = rng.randrange(len(text))
        return text[:i] + bytes([rng.choice([0, 10, 32, 62, 127, 128, 200, 255])]) + text[i + 1 :]
    if choice == 3 and len(text) > 1:
        return text[:-1] + bytes([((text[-1] - 63) | 1) + 63])  # a set last bit: padding when bits % 6 != 0
    if choice == 4:
        return b">>graph6<<" + text
    if choice == 5:
        return text + rng.choice([b"\n", b"\n\n", b" ", b"\r\n"])
    if choice == 6:
        return rng.choice([b"", b"~", b"~~", b"~~~~~~~~", b"~??", b">>graph6<<"])
    return _count(rng.choice([4096, 4097, 258047, 10**6]), rng.choice([4, 8])) + text[1:]


def texts(count: int) -> list[str]:
    rng, out = random.Random(SEED), []
    while len(out) < count:
        text = _valid(rng)
        out.append((text if rng.random() < 0.5 else _mutated(rng, text)).decode("latin-1"))
    return out


def ours(text: str) -> tuple[int, list[list[int]]]:
    try:
        g = parse({"graph6": text})
    except GraphError as exc:
        raise Refused(exc.message) from None
    return g.order, [list(e) for e in g.edges]


def networkx_reader(text: str) -> tuple[int, list[list[int]]]:
    try:
        g = nx.from_graph6_bytes(text.encode("latin-1"))
    except (nx.NetworkXError, ValueError, IndexError) as exc:
        raise Refused(str(exc)) from None
    return g.number_of_nodes(), sorted(sorted(e) for e in g.edges())


def test_graph6_is_read_as_networkx_reads_it_or_refused():
    counts = compare("graph6", "networkx.from_graph6_bytes", texts(corpus_size()), ours, networkx_reader)
    assert counts.differ == 0 and counts.read_alike > counts.generated // 3
    assert counts.refused_by_ours_only > 0  # nonzero padding bits, which networkx ignores
