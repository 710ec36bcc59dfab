"""graph6 (and the edge-list form): the checkers' reader held against networkx's and nauty's.

Ours: :func:`jacobian.checkers.graph.graph6.read` and :func:`jacobian.checkers.graph.simple.parse`
(what every graph checker runs; the graph capabilities read their input with the same module,
:mod:`jacobian.providers.graph.models` importing :mod:`jacobian.checkers.graph.simple`, so the
provider has no second graph6 reader to hold apart).

References:

- **networkx** ``from_graph6_bytes``: lenient (padding bits ignored, every trailing newline
  stripped, bytes below 63 not refused), so where it refuses ours must refuse, and where both read
  the graphs must be equal.
- **nauty's** ``showg -e`` (the Debian nauty package): B. McKay's own reader, strict on length,
  characters and the shortest ``N(n)`` form, lenient on padding bits. One process reads a batch of
  lines; a line it refuses stops it, and the batch goes on in a new process from the next line. A
  text with the ``>>graph6<<`` header is read by a process of its own (nauty takes the header at
  the start of a file only). A text that is not one line (a newline inside it, or two at its end)
  is refused as a graph6 line.

The canonical model: ``{"vertices": n, "edges": [[i, j], ...]}`` (i < j, sorted). Orders 0..130
(one-byte and four-byte ``N(n)``); larger orders (258047, 258048 and up) only by their ``N(n)``
with a short body, since a whole graph of that order is 5.5 GB of graph6: ours refuses any order
above its bound of 4096 before reading the body, and :func:`test_vertex_counts_are_decoded_as_networkx_does`
holds the decoding of ``N(n)`` at the form boundaries.

The edge-list form (``{"vertices": [...], "edges": [[a, b], ...]}``, JSON) is held against the
graph networkx builds from the same lists.
"""

from __future__ import annotations

import json
import random
import re
import subprocess
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import networkx as nx
import pytest
from networkx.readwrite.graph6 import data_to_n

from jacobian.checkers.graph import graph6, simple

from .harness import Refused, compare, corpus_size

SEED = 20_260_127
pytestmark = pytest.mark.timeout(1200)  # showg restarted after each line it refuses: minutes on a loaded host
SHOWG = "/usr/bin/nauty-showg"
HEADER = ">>graph6<<"

# --------------------------------------------------------------------------------------------- generator


def _order(rng: random.Random) -> int:
    roll = rng.random()
    if roll < 0.6:
        return rng.randint(0, 12)
    if roll < 0.85:
        return rng.randint(13, 62)
    return rng.choice([63, 64, 65, 100, 127, 130])


def _graph6_line(rng: random.Random, n: int) -> str:
    """A random graph of order n written as graph6 (written here, from the format's definition, so
    that the texts owe nothing to either reader): N(n), then the upper triangle column by column,
    six bits a byte, zero-padded, each byte + 63."""
    bits = n * (n - 1) // 2
    value = rng.getrandbits(bits) if bits else 0
    for _ in range(rng.choice([0, 0, 1, 2, 3])):  # densities 1/2, 1/4, 1/8, 1/16 (and their complements)
        value &= rng.getrandbits(bits) if bits else 0
    if rng.random() < 0.3:
        value ^= (1 << bits) - 1
    padded = value << (-bits % 6)
    count = (bits + 5) // 6
    body = "".join(chr((padded >> (6 * (count - 1 - k)) & 63) + 63) for k in range(count))
    return _n_bytes(n, 1 if n <= 62 else 4) + body


def _valid(rng: random.Random) -> str:
    text = _graph6_line(rng, _order(rng)) + "\n"
    if rng.random() < 0.06:
        text = HEADER + text
    if rng.random() < 0.4:
        text = text[:-1]
    return text


def _n_bytes(n: int, form: int) -> str:
    """N(n) written in the 1-, 4- or 8-byte form (the longer forms also for an n that needs fewer)."""
    if form == 1:
        return chr(n + 63)
    if form == 4:
        return "~" + "".join(chr((n >> s & 63) + 63) for s in (12, 6, 0))
    return "~~" + "".join(chr((n >> s & 63) + 63) for s in (30, 24, 18, 12, 6, 0))


def _mutate(rng: random.Random, text: str) -> str:
    kind = rng.randrange(12)
    body = text.rstrip("\n")
    if kind == 0 and body:  # one byte short
        return body[:-1]
    if kind == 1:  # one byte long
        return body + rng.choice("?@A~_")
    if kind == 2 and body:  # a byte outside 63..126 (or not ASCII) in place of one
        at = rng.randrange(len(body))
        bad = rng.choice([" ", "\t", "\r", "\x7f", ">", "=", "0", "\u00e9", "\u0663", "\uff21", "\x00", "\n"])
        return body[:at] + bad + body[at + 1 :]
    if kind == 3 and body:  # the last byte's padding bits set (or cleared)
        last = ord(body[-1]) - 63
        return body[:-1] + chr((last ^ rng.choice([1, 2, 3, 32])) + 63)
    if kind == 4:  # line ends: CRLF, two newlines, a space
        return body + rng.choice(["\r\n", "\n\n", " \n", " ", "\r"])
    if kind == 5:  # N(n) in a longer form than n needs
        n = rng.randint(0, 70)
        form = rng.choice([4, 8])
        bits = n * (n - 1) // 2
        return _n_bytes(n, form) + "?" * ((bits + 5) // 6)
    if kind == 6:  # a large order's N(n) with a short body
        n = rng.choice([4096, 4097, 258047, 258048, 2**36 - 1])
        form = 4 if n <= 258047 else 8
        return _n_bytes(n, form) + "?" * rng.randint(0, 5)
    if kind == 7:  # the header twice, or a broken header
        return rng.choice([HEADER + HEADER, ">>graph6<", ">>sparse6<<", ">>graph6<< "]) + body
    if kind == 8:  # sparse6 / digraph6 markers
        return rng.choice([":", "&"]) + body
    if kind == 9:  # two graphs on two lines
        return body + "\n" + body
    if kind == 10:  # nothing, or only the header
        return rng.choice(["", "\n", HEADER, HEADER + "\n"])
    return " " + body if rng.random() < 0.5 else body.lower()


def corpus(count: int) -> list[str]:
    rng = random.Random(SEED)
    texts = []
    for _ in range(count):
        text = _valid(rng)
        if rng.random() < 0.35:
            text = _mutate(rng, text)
        texts.append(text)
    return texts


# --------------------------------------------------------------------------------------------- readers


def _model(n: int, edges: Any) -> dict[str, Any]:
    return {"vertices": n, "edges": sorted([min(a, b), max(a, b)] for a, b in edges)}


def ours_read(text: str) -> dict[str, Any]:
    try:
        n, edges = graph6.read(text)
    except graph6.Graph6Error as exc:
        raise Refused(str(exc)) from None
    return _model(n, edges)


def ours_simple(text: str) -> dict[str, Any]:
    try:
        g = simple.parse({"graph6": text})
    except simple.GraphError as exc:
        raise Refused(str(exc)) from None
    return _model(g.order, [(g.labels[i], g.labels[j]) for i, j in g.edges])


def networkx_read(text: str) -> dict[str, Any]:
    try:
        g = nx.from_graph6_bytes(text.encode("utf-8"))
    except Exception as exc:  # noqa: BLE001 - any failure of the reference is its refusal
        raise Refused(f"networkx: {type(exc).__name__}: {exc}") from None
    return _model(g.number_of_nodes(), g.edges())


_GRAPH = re.compile(r"^Graph (\d+), order (\d+)\.\n(\d+) (\d+)\n(.*)$", re.M)


def _showg(lines: list[str]) -> tuple[list[dict[str, Any]], str | None]:
    """showg's graphs for ``lines`` in order, up to the first line it refuses, and its error."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "in.g6"
        path.write_bytes("".join(line + "\n" for line in lines).encode("utf-8"))
        proc = subprocess.run([SHOWG, "-e", "-l0", str(path)], capture_output=True, timeout=600)
    out = proc.stdout.decode("ascii", "replace")
    graphs = []
    for m in _GRAPH.finditer(out):
        n, size = int(m.group(3)), int(m.group(4))
        numbers = list(map(int, m.group(5).split())) if size else []
        edges = list(zip(numbers[::2], numbers[1::2]))
        assert len(edges) == size and int(m.group(2)) == n
        graphs.append(_model(n, edges))
    error = proc.stderr.decode("ascii", "replace").strip() or None
    if proc.returncode != 0 and error is None:
        error = f"showg exit {proc.returncode}"
    return graphs, error


def showg_batch(texts: list[str]) -> dict[str, Any]:
    """nauty's reading of each text: its model, or the refusal (a string)."""
    results: dict[str, Any] = {}
    lines: list[tuple[str, str]] = []
    for text in dict.fromkeys(texts):
        line = text[:-1] if text.endswith("\n") else text
        if "\n" in line or not line:
            results[text] = "showg: not one graph6 line"
        else:
            lines.append((text, line))
    i = 0
    while i < len(lines):
        j = i + 1
        if not lines[i][1].startswith(HEADER):
            while j < len(lines) and not lines[j][1].startswith(HEADER):
                j += 1
        graphs, error = _showg([line for _, line in lines[i:j]])
        for k, model in enumerate(graphs):
            results[lines[i + k][0]] = model
        if error is None and len(graphs) == j - i:
            i = j
            continue
        if len(graphs) < j - i:
            results[lines[i + len(graphs)][0]] = f"showg: {error or 'no graph'}"
        i += len(graphs) + 1
    return results


def _looked_up(results: dict[str, Any]) -> Callable[[str], Any]:
    def read(text: str) -> Any:
        got = results[text]
        if isinstance(got, str):
            raise Refused(got)
        return got

    return read


OURS = {"graph6.read": ours_read, "simple.parse": ours_simple}

# --------------------------------------------------------------------------------------------- tests


@pytest.fixture(scope="module")
def texts() -> list[str]:
    return corpus(corpus_size())


@pytest.mark.parametrize("name", list(OURS))
def test_ours_reads_the_graph_networkx_reads(name: str, texts: list[str]) -> None:
    counts = compare(f"graph6 ({name})", "networkx from_graph6_bytes", texts, OURS[name], networkx_read)
    assert counts.differ == 0
    assert counts.read_alike >= len(texts) // 3, counts


@pytest.fixture(scope="module")
def showg_results(texts: list[str]) -> dict[str, Any]:
    if not Path(SHOWG).exists():
        pytest.skip("nauty's showg (Debian package nauty) is not installed on this machine")
    return showg_batch(texts)


@pytest.mark.parametrize("name", list(OURS))
def test_ours_reads_the_graph_nauty_reads(name: str, texts: list[str], showg_results: dict[str, Any]) -> None:
    counts = compare(f"graph6 ({name})", "nauty showg -e", texts, OURS[name], _looked_up(showg_results))
    assert counts.differ == 0
    assert counts.read_alike >= len(texts) // 3, counts


@pytest.mark.parametrize("n", [0, 1, 62, 63, 64, 4095, 4096, 4097, 258047, 258048, 2**36 - 1])
def test_vertex_counts_are_decoded_as_networkx_does(n: int) -> None:
    """The shortest N(n) of each order, at both form boundaries, decodes to networkx's n; past the
    bound ours refuses naming that same n, before reading any adjacency byte."""
    head = _n_bytes(n, 1 if n <= 62 else 4 if n <= 258047 else 8)
    want, _ = data_to_n([ord(c) - 63 for c in head])
    assert want == n
    data = head.encode("ascii")
    assert graph6.vertex_count(data, 0, len(data)) == (n, len(data))
    if n > graph6.MAX_VERTICES:
        with pytest.raises(graph6.Graph6Error, match=f"^graph6 at offset 0: {n} vertices exceed the bound"):
            graph6.read(head)


# --------------------------------------------------------------------------------------------- edge lists


def _edge_lists(count: int) -> list[dict[str, Any]]:
    rng = random.Random(SEED + 1)
    out = []
    for _ in range(count):
        n = rng.randint(0, 9)
        if rng.random() < 0.5:
            labels: list[Any] = rng.sample(range(0, 50), n)
        else:
            labels = rng.sample(["a", "b", "c", "x1", "x_2", "v.3", "A", "Z:9", "q-1", "long" * 8], n)
        edges = [[labels[i], labels[j]] for i in range(n) for j in range(i + 1, n) if rng.random() < 0.4]
        rng.shuffle(edges)
        edges = [e[::-1] if rng.random() < 0.5 else e for e in edges]
        roll = rng.randrange(12)
        if roll == 0 and labels:
            labels.append(labels[0])  # a vertex twice
        elif roll == 1 and edges:
            edges.append(edges[0][::-1])  # an edge twice
        elif roll == 2 and labels:
            edges.append([labels[0], labels[0]])  # a self-loop
        elif roll == 3:
            edges.append([labels[0] if labels else 0, 999])  # an undeclared endpoint
        elif roll == 4 and labels:
            labels[rng.randrange(len(labels))] = rng.choice([True, 1.5, -1, 2**53, "", "\u00e9", "a b", None, "x" * 65])
        elif roll == 5 and labels:
            labels.append("mixed" if isinstance(labels[0], int) else 7)
        out.append({"vertices": labels, "edges": edges})
    return out


def ours_edge_list(text: str) -> dict[str, Any]:
    obj = json.loads(text)
    try:
        g = simple.parse(obj)
    except simple.GraphError as exc:
        raise Refused(str(exc)) from None
    return g.canonical()


def networkx_edge_list(text: str) -> dict[str, Any]:
    obj = json.loads(text)
    try:
        g = nx.Graph()
        g.add_nodes_from(obj["vertices"])
        g.add_edges_from(obj["edges"])
        order = sorted(g.nodes())
    except Exception as exc:  # noqa: BLE001 - any failure of the reference is its refusal
        raise Refused(f"networkx: {type(exc).__name__}: {exc}") from None
    if len(order) != len(obj["vertices"]) or any(u == v for u, v in g.edges()):
        raise Refused("networkx: not a simple graph on the declared vertices (a loop or an undeclared vertex)")
    position = {label: k for k, label in enumerate(order)}
    edges = sorted(sorted((u, v), key=position.__getitem__) for u, v in g.edges())
    return {"vertices": order, "edges": sorted(edges, key=lambda e: (position[e[0]], position[e[1]]))}


def test_the_edge_list_form_is_read_as_networkx_builds_it() -> None:
    texts = [json.dumps(obj) for obj in _edge_lists(max(corpus_size() // 10, 300))]
    counts = compare("edge list (simple.parse)", "networkx Graph", texts, ours_edge_list, networkx_edge_list)
    assert counts.differ == 0
    assert counts.read_alike >= len(texts) // 3, counts


def test_the_corpus_holds_every_class_it_is_meant_to() -> None:
    sample = corpus(3000)
    assert any(t.startswith(HEADER) for t in sample)
    assert any(t.startswith("~") and len(t) > 4 for t in sample)  # four-byte N(n)
    assert any(t.startswith("~~") for t in sample)  # eight-byte N(n)
    assert sum(t.endswith("\n") for t in sample) > 300 and sum(not t.endswith("\n") for t in sample) > 300
    for piece in ("\r\n", "\n\n", "\u00e9", "\x7f", ":", "&"):
        assert any(piece in t for t in sample), piece
