"""Jacobian's own graph6 reader against nauty's writer, and hostile graph6 refused with the offset."""

from __future__ import annotations

import subprocess

import pytest

from jacobian.checkers.graph.graph6 import Graph6Error, read, write


def _geng(n: int) -> list[str]:
    return subprocess.run(["nauty-geng", "-q", str(n)], capture_output=True, text=True, check=True).stdout.split()


def test_every_graph_on_6_vertices_round_trips_through_reader_and_writer():
    lines = _geng(6)
    assert len(lines) == 156
    for line in lines:
        n, edges = read(line)
        assert n == 6 and write(n, edges) == line


def test_petersen_graph_is_read_as_ten_vertices_cubic():
    n, edges = read(">>graph6<<IheA@GUAo\n")
    degree = [sum(v in e for e in edges) for v in range(n)]
    assert n == 10 and len(edges) == 15 and degree == [3] * 10


def test_large_vertex_count_encodings():
    n = 100  # three-byte N(n)
    edges = [(i, i + 1) for i in range(n - 1)]
    text = write(n, edges)
    assert text[0] == "~" and read(text) == (n, edges)


@pytest.mark.parametrize(
    "text, offset, words",
    [
        ("Ihe", 1, "need 8 adjacency bytes"),  # too short
        ("IheA@GUAoX", 1, "need 8 adjacency bytes"),  # too long
        ("Ihe A@GUA", 3, "not a graph6 character"),  # a space in the body
        ("Bx", 1, "nonzero padding"),  # n = 3 uses 3 of 6 bits
        ("~~~~~~~~", 0, "exceed the bound"),  # 2^36 - 1 vertices, refused before allocation
        ("~?~", 3, "ends inside the vertex count"),
        ("Iheé", 3, "not ASCII"),
        ("", 0, "no graph"),
    ],
)
def test_hostile_graph6_is_refused_naming_the_offset(text, offset, words):
    with pytest.raises(Graph6Error) as err:
        read(text)
    assert err.value.offset == offset and words in str(err.value), str(err.value)
