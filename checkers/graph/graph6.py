"""A bounded reader and writer of graph6 (B. McKay's format, ``formats.txt`` shipped with nauty).

``N(n)`` is one byte ``n + 63`` for n <= 62, ``126`` and three bytes (18 bits) for 63 <= n <= 258047,
``126 126`` and six bytes (36 bits) beyond; a longer form than n needs is refused (nauty's own
reader refuses it: ``tests/differential/test_graph6.py``). Then the upper triangle of the adjacency matrix,
column by column (``(0,1), (0,2), (1,2), (0,3), ...``), six bits a byte (``+ 63``), most
significant first, zero-padded. The reader refuses a vertex count above ``max_vertices``
before allocating anything, and checks the exact length, every byte and the padding:
each problem is a :class:`Graph6Error` naming the byte offset.
"""

from __future__ import annotations

HEADER = ">>graph6<<"
MAX_VERTICES = 4096


class Graph6Error(ValueError):
    def __init__(self, message: str, offset: int) -> None:
        super().__init__(f"graph6 at offset {offset}: {message}")
        self.offset = offset


def _sixes(data: bytes, start: int, count: int, end: int) -> int:
    value = 0
    for i in range(start, start + count):
        if i >= end:
            raise Graph6Error("the text ends inside the vertex count", i)
        b = data[i]
        if not 63 <= b <= 126:
            raise Graph6Error(f"byte {b} is not a graph6 character (63..126)", i)
        value = (value << 6) | (b - 63)
    return value


def vertex_count(data: bytes, pos: int, end: int) -> tuple[int, int]:
    """``(n, offset of the adjacency bytes)`` of the ``N(n)`` at ``pos`` (before ``end``), in the
    shortest form only."""
    if pos < end and data[pos] == 126:
        if pos + 1 < end and data[pos + 1] == 126:
            n, body, least = _sixes(data, pos + 2, 6, end), pos + 8, 258048
        else:
            n, body, least = _sixes(data, pos + 1, 3, end), pos + 4, 63
        if n < least:
            raise Graph6Error(f"{n} vertices written in a longer form than graph6 allows (shortest form only)", pos)
        return n, body
    return _sixes(data, pos, 1, end), pos + 1


def read(text: str, max_vertices: int = MAX_VERTICES) -> tuple[int, list[tuple[int, int]]]:
    """(n, edges i < j in graph6 order) of one graph6 line (a header and one final newline allowed)."""
    if not isinstance(text, str):
        raise Graph6Error("graph6 text must be a string", 0)
    for i, ch in enumerate(text):
        if ord(ch) > 126:
            raise Graph6Error(f"character {ch!r} is not ASCII graph6", i)
    data = text.encode("ascii")
    pos = len(HEADER) if data.startswith(HEADER.encode()) else 0
    end = len(data) - 1 if data.endswith(b"\n") else len(data)
    if pos >= end:
        raise Graph6Error("no graph", pos)
    n, body = vertex_count(data, pos, end)
    if n > max_vertices:
        raise Graph6Error(f"{n} vertices exceed the bound of {max_vertices}", pos)
    bits = n * (n - 1) // 2
    want = (bits + 5) // 6
    if end - body != want:
        raise Graph6Error(f"{n} vertices need {want} adjacency bytes, found {max(end - body, 0)}", min(body, end))
    edges: list[tuple[int, int]] = []
    i, j = 0, 1
    for k in range(want):
        b = data[body + k]
        if not 63 <= b <= 126:
            raise Graph6Error(f"byte {b} is not a graph6 character (63..126)", body + k)
        x = b - 63
        for shift in range(5, -1, -1):
            if k * 6 + (5 - shift) >= bits:
                if x & ((1 << (shift + 1)) - 1):
                    raise Graph6Error("nonzero padding bits", body + k)
                break
            if x >> shift & 1:
                edges.append((i, j))
            i += 1
            if i == j:
                i, j = 0, j + 1
    return n, edges


def write(n: int, edges: list[tuple[int, int]]) -> str:
    """graph6 of vertices 0..n-1 and edges (i, j), i < j (no header, no newline)."""
    if n <= 62:
        head = [n]
    elif n <= 258047:
        head = [63, n >> 12 & 63, n >> 6 & 63, n & 63]
    else:
        head = [63, 63] + [n >> s & 63 for s in (30, 24, 18, 12, 6, 0)]
    adjacent = set(edges)
    bits = [1 if (i, j) in adjacent else 0 for j in range(1, n) for i in range(j)]
    bits += [0] * (-len(bits) % 6)
    body = [int("".join(map(str, bits[k : k + 6])), 2) for k in range(0, len(bits), 6)]
    return bytes(b + 63 for b in head + body).decode("ascii")
