"""The nauty worker: counts and pages nonisomorphic graphs by streaming nauty's ``geng``.

Runs sandboxed, one job per process, as ``python -I -m jacobian.providers.graph.nauty_worker``
(JSON Lines, see :mod:`jacobian.wire`). The payload names the ``geng`` executable (the
manifest's ``run.options.geng``) and the class: ``order``, ``edges`` ([min, max] or null),
``connected``. ``op``:

- ``count``: ``geng -u`` (generate and count, write nothing) over the parts of a res/mod split, two at a time;
  returns ``{"total": N}``.
- ``page``: the graphs of geng's parts ``part``, ``part + 1``, ... of ``mod`` (geng's own ``res/mod``
  split: the parts partition the class, each in a deterministic order), from position ``pos`` of the
  first, until ``limit * pages`` graphs are kept; returns the pages (each one text of graph6 lines, each line
  ending in a newline: geng's output unchanged), or, with ``page_files`` (names, one a page), writes page i to
  the i-th file in its working directory and returns the names used as ``page_files``;
  ``next`` = [part, pos] where the next call resumes, ``reached_end`` when the last part ran out, and
  ``total`` (``geng -u``, run first) only when the payload asks ``count``. With ``mod`` null (a first call
  that counts, or one of a class restricted by ``connected`` or ``edges``) the worker picks the split
  (:func:`.geng_cursor.split_for`) from the count, or from :func:`size_up_to`'s bounded size of the class, and
  returns it.

- ``label``: nauty's ``dreadnaut`` (the payload's ``dreadnaut`` path) on ``graphs``, a list of
  ``{"order": n, "edges": [[i, j], ...]}`` (positions): for each, the canonical labelling
  (``lab``: canonical vertex i is input vertex lab[i]), automorphism group generators (image
  lists) and ``grpsize`` as dreadnaut prints it. The script is built here from integers only. With ``refute``
  (two graphs of one order, at most 32 vertices) and different canonical forms, the worker also refutes the
  checker's CNF of "the graphs are isomorphic" (:mod:`jacobian.checkers.graph.iso_encode`) with PySAT (CaDiCaL)
  and returns its DRAT proof as ``refutation``.

Paging is by geng's ``res/mod`` split rather than by skipping from the start: a page call regenerates at
most the prefix of the one part it resumes inside (the caller picks ``mod`` so parts are a fraction of a
call), so the whole class costs about one geng run whatever the page size. A part's lines all have the
graph6 length of the order, so positions are byte offsets: geng's output is read in blocks, never line by
line, and a part left unfinished is killed (its process waited for) before the call returns.
"""

from __future__ import annotations

import re
import subprocess
import sys
import threading
from collections import deque
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from jacobian.providers.graph import geng_cursor
from jacobian.wire import Emitter, WorkerError, serve

MAX_ORDER = 32  # geng's own limit (MAXN = 32 in Debian's build)
MAX_KEPT = 1_000_000  # graphs one call may hold: limit * pages (the request model's bound)
MAX_PARTS = geng_cursor.MAX_PARTS  # geng's res/mod: more parts cost more in process starts than they save
BLOCK = 1 << 20  # bytes read from geng at a time
AHEAD = 2  # geng parts running at once: the one being taken and the next (or two parts of a count)
COUNT_PARTS = 8  # geng -u's res/mod split for a count
COUNT_RE = re.compile(rb">Z (\d+) graphs generated")
#: A first call that does not count sizes a restricted class by running geng on it whole, up to this many graphs
#: per graph the call keeps (and GRAPHS_PER_CALL at most): see size_up_to.
PROBE_PER_KEPT = 64


def _argv(payload: dict[str, Any], *flags: str, split: str | None = None) -> list[str]:
    geng, order, edges = payload.get("geng"), payload.get("order"), payload.get("edges")
    if not isinstance(geng, str) or not geng.startswith("/"):
        raise WorkerError("INPUT", "geng must be an absolute path", path="$.payload.geng")
    if not isinstance(order, int) or isinstance(order, bool) or not 1 <= order <= MAX_ORDER:
        raise WorkerError("INPUT", f"order must be an integer in 1..{MAX_ORDER}", path="$.payload.order")
    argv = [geng, *flags] + (["-c"] if payload.get("connected") else []) + [str(order)]
    if edges is not None:
        if not (isinstance(edges, list) and len(edges) == 2 and all(isinstance(e, int) and e >= 0 for e in edges)):
            raise WorkerError("INPUT", "edges must be [min, max]", path="$.payload.edges")
        argv.append(f"{edges[0]}:{edges[1]}")
    return argv + ([split] if split else [])


def _count_part(argv: list[str]) -> int:
    proc = subprocess.run(argv, capture_output=True, check=False)
    found = COUNT_RE.search(proc.stderr)
    if proc.returncode != 0 or found is None:
        raise WorkerError("BACKEND", f"geng -u failed (exit {proc.returncode}): {proc.stderr[-300:]!r}")
    return int(found.group(1))


def count(payload: dict[str, Any]) -> int:
    """geng -u's count of the class: the sum over COUNT_PARTS parts of geng's res/mod split, AHEAD at a time
    (two cores count in about half of one geng run's time; parts of one split differ in size, so more parts
    than runners keep both busy to the end)."""
    _argv(payload)  # the class's fields, checked before any geng starts
    argvs = [_argv(payload, "-u", split=f"{part}/{COUNT_PARTS}") for part in range(COUNT_PARTS)]
    with ThreadPoolExecutor(max_workers=AHEAD) as pool:
        return sum(pool.map(_count_part, argvs))


def size_up_to(payload: dict[str, Any], bound: int) -> int | None:
    """The class's size if it has at most ``bound`` graphs, else None: geng run on the whole class, its output
    read in blocks and counted, and geng killed (and waited for) once the count passes the bound.

    Why: a split from the count of all graphs of the order can be thousands of times too fine for a class that
    ``connected`` or ``edges`` restricts (the 106 trees on 10 vertices in 4,096 parts: 4,096 geng starts, most
    for no graph). Whether a class has at most ``bound`` graphs is a fact of the class, so the split, and with
    it the order of the pages, stays the same on every run and every host."""
    argv, width = _argv(payload, "-q"), _line_bytes(payload["order"])
    proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, bufsize=BLOCK)
    assert proc.stdout is not None
    seen, ended = 0, False
    try:
        while seen <= bound * width:
            block = proc.stdout.read(BLOCK)
            if not block:
                ended = True
                break
            seen += len(block)
    finally:
        if proc.poll() is None and not ended:
            proc.kill()
        proc.stdout.close()
        code = proc.wait()
    if not ended or seen > bound * width:
        return None
    if code != 0 or seen % width:
        raise WorkerError("BACKEND", f"geng exited with status {code} sizing the class")
    return seen // width


def op_count(payload: dict[str, Any], emit: Emitter) -> dict[str, Any]:
    return {"total": count(payload)}


def _integer(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _line_bytes(order: int) -> int:
    """Bytes of one graph6 line (with its newline) of an ``order``-vertex graph."""
    return (1 if order <= 62 else 4) + (order * (order - 1) // 2 + 5) // 6 + 1


class _Part:
    """One geng part read by its own thread: up to ``want`` lines from position ``pos``, so the next part
    is generated while this one is taken (two cores: geng's split runs its parts side by side). ``close``
    stops the thread and kills geng if it is still running; geng has exited when ``close`` returns."""

    def __init__(self, payload: dict[str, Any], part: int, mod: int, pos: int, want: int, width: int) -> None:
        self.part, self.mod, self.pos, self.want, self.width = part, mod, pos, want, width
        self.data, self.ended, self.code = b"", False, 0
        self.error: BaseException | None = None
        self.stop = threading.Event()
        argv = _argv(payload, "-q", split=f"{part}/{mod}")
        self.proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, bufsize=BLOCK)
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()

    def _blocks(self, size: int, keep: bool = True) -> tuple[list[bytes], bool]:
        """Up to ``size`` bytes of geng's output in blocks (dropped unless ``keep``); whether it ended first."""
        assert self.proc.stdout is not None
        blocks: list[bytes] = []
        while size > 0 and not self.stop.is_set():
            block = self.proc.stdout.read(min(size, BLOCK))
            if not block:
                return blocks, True
            if keep:
                blocks.append(block)
            size -= len(block)
        return blocks, False

    def _read(self) -> None:
        try:
            if self._blocks(self.pos * self.width, keep=False)[1]:
                message = f"the cursor's position {self.pos} is beyond the end of part {self.part}/{self.mod}"
                raise WorkerError("INPUT", message, path="$.payload.cursor")
            blocks, ended = self._blocks(self.want * self.width)
            assert self.proc.stdout is not None
            self.data = b"".join(blocks)
            self.ended = ended or (not self.stop.is_set() and not self.proc.stdout.read(1))
        except BaseException as exc:  # noqa: BLE001 - handed to the thread that takes this part
            self.error = exc
        finally:
            if not self.ended:
                self.proc.kill()
            self.proc.stdout.close()  # type: ignore[union-attr]
            self.code = self.proc.wait()

    def result(self) -> tuple[bytes, bool]:
        """The lines read (whole lines of graph6) and whether the part ran out."""
        self.thread.join()
        if self.error is not None:
            raise self.error
        if self.ended and self.code != 0:
            raise WorkerError("BACKEND", f"geng exited with status {self.code} on part {self.part}/{self.mod}")
        if len(self.data) % self.width:
            raise WorkerError("BACKEND", "geng wrote a line that is not graph6 of the order")
        return self.data, self.ended

    def close(self) -> None:
        self.stop.set()
        if self.thread.is_alive() and self.proc.poll() is None:
            self.proc.kill()
        self.thread.join()


def _file_name(name: Any) -> bool:
    """A name the worker writes a page to: a plain file directly in its working directory (the job's scratch)."""
    return isinstance(name, str) and re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9._-]{0,63}", name) is not None


def _ahead(need: int, whole: list[int]) -> bool:
    """Whether to start the next part beside the one being taken, ``need`` graphs short of the call's end:
    unless the parts read whole so far are on average larger than ``need`` (then the call most likely ends
    inside the current part, and a part started beside it would be killed: geng's work lost, on two cores
    shared with the runtime). Only when geng's parts start, never what a call returns."""
    return not whole or need > sum(whole) / len(whole)


def op_page(payload: dict[str, Any], emit: Emitter) -> dict[str, Any]:
    keys = ("part", "pos", "mod", "limit", "pages")
    part, pos, mod, limit, pages = (_integer(payload.get(key)) for key in keys)
    _argv(payload)  # the class's fields, checked before any geng starts
    total = count(payload) if payload.get("count") is True else None
    if (
        payload.get("mod") is None
        and limit is not None
        and pages is not None
        and limit >= 1
        and pages >= 1
        and limit * pages <= MAX_KEPT
    ):
        # the first call's split: from the class's own count, else from its size if it is small, else from the
        # count of all graphs of the order (an upper bound)
        size = total if total is not None else size_up_to(payload, min(MAX_KEPT, PROBE_PER_KEPT * limit * pages))
        mod = geng_cursor.split_for(size if size is not None else geng_cursor.ALL_GRAPHS.get(payload["order"]), limit)
    if (
        part is None
        or pos is None
        or mod is None
        or limit is None
        or pages is None
        or not 1 <= mod <= MAX_PARTS
        or not 0 <= part < mod
        or pos < 0
        or limit < 1
        or pages < 1
        or limit * pages > MAX_KEPT
    ):
        raise WorkerError(
            "INPUT", f"0 <= part < mod <= {MAX_PARTS}, pos >= 0, limit >= 1, pages >= 1, limit * pages <= {MAX_KEPT}"
        )
    files = payload.get("page_files")
    if files is not None and not (isinstance(files, list) and len(files) >= pages and all(map(_file_name, files))):
        raise WorkerError("INPUT", "page_files must name a plain file for every page", path="$.payload.page_files")
    width, keep = _line_bytes(payload["order"]), limit * pages
    kept: list[bytes] = []
    got, following = 0, part
    running: deque[_Part] = deque()
    whole: list[int] = []  # sizes of the parts this call read from start to end
    try:
        while got < keep and part < mod:
            # the part taken next, and the one after it beside it unless the call will likely end in this one
            while following < mod and (not running or (len(running) < AHEAD and _ahead(keep - got, whole))):
                start = pos if following == part else 0
                running.append(_Part(payload, following, mod, start, keep - got, width))
                following += 1
            current = running.popleft()
            data, ended = current.result()
            current.close()
            lines = len(data) // width
            if ended and current.pos == 0:
                whole.append(lines)
            take = min(lines, keep - got)
            kept.append(data[: take * width])
            got += take
            part, pos = (part + 1, 0) if ended and take == lines else (part, current.pos + take)
    finally:
        for other in running:
            other.close()
    data = b"".join(kept)
    step = limit * width
    chunks = [data[i : i + step] for i in range(0, len(data), step)]  # geng's lines as it wrote them
    if files is None:
        written: dict[str, Any] = {"pages": [chunk.decode("ascii") for chunk in chunks]}
    else:
        for name, chunk in zip(files, chunks):
            with open(name, "wb") as out:
                out.write(chunk)
        written = {"page_files": files[: len(chunks)]}
    return {
        **written,
        "produced": got,
        "next": [part, pos],
        "reached_end": part == mod,
        "total": total,
        "mod": mod,
    }


MAX_LABEL_VERTICES = 4096
GRPSIZE_RE = re.compile(r"grpsize=(\S+?);")


def _dreadnaut_script(graphs: list[Any]) -> str:
    parts = ["l=0 -m"]
    for i, g in enumerate(graphs):
        order, edges = (g.get("order"), g.get("edges")) if isinstance(g, dict) else (None, None)
        if not isinstance(order, int) or isinstance(order, bool) or not 1 <= order <= MAX_LABEL_VERTICES:
            raise WorkerError("INPUT", f"graphs[{i}].order must be in 1..{MAX_LABEL_VERTICES}")
        adjacent: list[list[int]] = [[] for _ in range(order)]
        for e in edges if isinstance(edges, list) else [None]:
            if not (isinstance(e, list) and len(e) == 2 and all(isinstance(x, int) and 0 <= x < order for x in e)):
                raise WorkerError("INPUT", f"graphs[{i}].edges: an edge is a pair of vertex positions")
            adjacent[min(e)].append(max(e))
        body = ";".join(f"{u}:{','.join(map(str, vs))}" for u, vs in enumerate(adjacent) if vs)
        parts.append(f"n={order} g {body}. c x b")
    return "\n".join(parts) + "\nq\n"


def _cycles(line: str, order: int) -> list[int]:
    image = list(range(order))
    for cycle in re.findall(r"\(([^)]*)\)", line):
        points = [int(t) for t in cycle.split()]
        for a, b in zip(points, points[1:] + points[:1]):
            image[a] = b
    return image


def _parse_label_output(text: str, orders: list[int]) -> list[dict[str, Any]]:
    """Per graph: generator lines, the ``grpsize`` line, ``canupdates``, the labelling line, n adjacency lines."""
    lines = [ln for ln in text.splitlines() if ln.strip()]
    out, at = [], 0
    for order in orders:
        gens: list[list[int]] = []
        while at < len(lines) and lines[at].lstrip().startswith("("):
            gens.append(_cycles(lines[at], order))
            at += 1
        found = GRPSIZE_RE.search(lines[at]) if at < len(lines) else None
        if found is None:
            raise WorkerError("BACKEND", f"dreadnaut gave no group size: {lines[at : at + 1]!r}")
        at += 1
        while at < len(lines) and lines[at].startswith("canupdates"):
            at += 1
        lab = [int(t) for t in lines[at].split()] if at < len(lines) else []
        if sorted(lab) != list(range(order)):
            raise WorkerError("BACKEND", "dreadnaut's canonical labelling is not a permutation of the vertices")
        at += 1
        while at < len(lines) and re.match(r"^\s*\d+\s*:", lines[at]):  # the canonical graph: recomputed from lab
            at += 1
        out.append({"generators": gens, "grpsize": found.group(1), "lab": lab})
    return out


def op_label(payload: dict[str, Any], emit: Emitter) -> dict[str, Any]:
    exe, graphs = payload.get("dreadnaut"), payload.get("graphs")
    if not isinstance(exe, str) or not exe.startswith("/"):
        raise WorkerError("INPUT", "dreadnaut must be an absolute path", path="$.payload.dreadnaut")
    if not isinstance(graphs, list) or not 1 <= len(graphs) <= 2:
        raise WorkerError("INPUT", "graphs must be a list of one or two graphs")
    script = _dreadnaut_script(graphs)
    proc = subprocess.run([exe], input=script, capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        raise WorkerError("BACKEND", f"dreadnaut failed (exit {proc.returncode}): {proc.stderr[-300:]!r}")
    labelled = _parse_label_output(proc.stdout, [g["order"] for g in graphs])
    out: dict[str, Any] = {"graphs": labelled, "refutation": None}
    if payload.get("refute") is True and len(graphs) == 2 and _canonical_edges(graphs, labelled) is not None:
        out["refutation"] = _refute_isomorphism(graphs, payload)
    return out


def _canonical_edges(graphs: list[Any], labelled: list[dict[str, Any]]) -> list[list[tuple[int, ...]]] | None:
    """Each graph's edges relabelled canonically, when the canonical forms differ (None when they are equal)."""
    forms = []
    for g, item in zip(graphs, labelled):
        position = {v: i for i, v in enumerate(item["lab"])}
        forms.append(sorted(tuple(sorted((position[a], position[b]))) for a, b in g["edges"]))
    return None if graphs[0]["order"] == graphs[1]["order"] and forms[0] == forms[1] else forms


def _refute_isomorphism(graphs: list[Any], payload: dict[str, Any]) -> dict[str, Any] | None:
    """The DRAT proof that the checker's CNF of "the two graphs are isomorphic" is unsatisfiable (None if it is not)."""
    from jacobian.checkers.graph import iso_encode
    from jacobian.providers.sat.worker import new_solver, proof_answer

    g, h = graphs
    if g["order"] != h["order"] or g["order"] > iso_encode.MAX_ORDER:
        return None
    pairs = [[tuple(sorted(e)) for e in x["edges"]] for x in graphs]
    _, clauses = iso_encode.encode(g["order"], pairs[0], pairs[1])
    solver = new_solver("cadical195", clauses, with_proof=True)
    try:
        if solver.solve():
            raise WorkerError("BACKEND", "dreadnaut's canonical forms differ, yet the graphs are isomorphic")
        return proof_answer(solver.get_proof() or [], payload)
    finally:
        solver.delete()


OPS = {"count": op_count, "page": op_page, "label": op_label}


def handle(payload: dict[str, Any], emit: Emitter) -> dict[str, Any]:
    op = OPS.get(payload.get("op"))  # type: ignore[arg-type]
    if op is None:
        raise WorkerError(
            "INPUT", f"unknown op {payload.get('op')!r}; expected one of {sorted(OPS)}", path="$.payload.op"
        )
    return op(payload, emit)


def probe(geng: str) -> None:
    """Print geng's version and its count of graphs on 6 vertices (156, OEIS A000088)."""
    version = subprocess.run([geng, "--version"], capture_output=True, text=True, check=False)
    print((version.stdout + version.stderr).strip().splitlines()[0])
    print(f"order 6: {count({'geng': geng, 'order': 6})} graphs")


def main() -> None:
    if sys.argv[1:2] == ["--probe"] and len(sys.argv) == 3:
        probe(sys.argv[2])
        return
    serve(handle)


if __name__ == "__main__":
    main()
