"""The nauty worker: counts and pages nonisomorphic graphs by streaming nauty's ``geng``.

Runs sandboxed, one job per process, as ``python -I -m jacobian.providers.graph.nauty_worker``
(JSON Lines, see :mod:`jacobian.wire`). The payload names the ``geng`` executable (the
manifest's ``run.options.geng``) and the class: ``order``, ``edges`` ([min, max] or null),
``connected``. ``op``:

- ``count``: ``geng -u`` (generate and count, write nothing); returns ``{"total": N}``.
- ``page``: streams ``geng -q`` line by line, skips the first ``offset`` graphs, keeps the
  next ``limit * pages`` (graph6 lines) and then stops geng; ``reached_end`` says whether
  geng ran to its end (then ``total`` is exact), else the count comes from a ``count`` run.

- ``label``: nauty's ``dreadnaut`` (the payload's ``dreadnaut`` path) on ``graphs``, a list of
  ``{"order": n, "edges": [[i, j], ...]}`` (positions): for each, the canonical labelling
  (``lab``: canonical vertex i is input vertex lab[i]), automorphism group generators (image
  lists) and ``grpsize`` as dreadnaut prints it. The script is built here from integers only. With ``refute``
  (two graphs of one order, at most 32 vertices) and different canonical forms, the worker also refutes the
  checker's CNF of "the graphs are isomorphic" (:mod:`jacobian.checkers.graph.iso_encode`) with PySAT (CaDiCaL)
  and returns its DRAT proof as ``refutation``.

Paging is by skipping, not by geng's ``res/mod`` split: geng's output order is deterministic
for one class, so offset k is the same graph on every run, and page sizes are exact. At most
one call's pages are ever in memory; the skipped graphs are read and dropped one at a time.
"""

from __future__ import annotations

import re
import subprocess
import sys
from typing import Any

from jacobian.wire import Emitter, WorkerError, serve

MAX_ORDER = 32  # geng's own limit (MAXN = 32 in Debian's build)
MAX_KEPT = 200_000  # graphs one call may hold: limit * pages
COUNT_RE = re.compile(rb">Z (\d+) graphs generated")


def _argv(payload: dict[str, Any], *flags: str) -> list[str]:
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
    return argv


def count(payload: dict[str, Any]) -> int:
    proc = subprocess.run(_argv(payload, "-u"), capture_output=True, check=False)
    found = COUNT_RE.search(proc.stderr)
    if proc.returncode != 0 or found is None:
        raise WorkerError("BACKEND", f"geng -u failed (exit {proc.returncode}): {proc.stderr[-300:]!r}")
    return int(found.group(1))


def op_count(payload: dict[str, Any], emit: Emitter) -> dict[str, Any]:
    return {"total": count(payload)}


def _integer(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def op_page(payload: dict[str, Any], emit: Emitter) -> dict[str, Any]:
    offset, limit, pages = (_integer(payload.get(key)) for key in ("offset", "limit", "pages"))
    if (
        offset is None
        or limit is None
        or pages is None
        or offset < 0
        or limit < 1
        or pages < 1
        or limit * pages > MAX_KEPT
    ):
        raise WorkerError("INPUT", f"offset >= 0, limit >= 1, pages >= 1, limit * pages <= {MAX_KEPT}")
    keep = limit * pages
    kept: list[str] = []
    seen, reached_end = 0, False
    proc = subprocess.Popen(_argv(payload, "-q"), stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, bufsize=1 << 16)
    assert proc.stdout is not None
    try:
        for line in proc.stdout:
            if seen >= offset:
                kept.append(line.rstrip(b"\n").decode("ascii"))
            seen += 1
            if len(kept) == keep:
                break
        else:
            reached_end = True
    finally:
        if not reached_end:
            proc.kill()
        proc.stdout.close()
        code = proc.wait()
    if reached_end and code != 0:
        raise WorkerError("BACKEND", f"geng exited with status {code}")
    total = seen if reached_end else count(payload)
    chunks = [kept[i : i + limit] for i in range(0, len(kept), limit)]
    return {"pages": chunks, "reached_end": reached_end or offset + len(kept) == total, "total": total}


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
        out["refutation"] = _refute_isomorphism(graphs)
    return out


def _canonical_edges(graphs: list[Any], labelled: list[dict[str, Any]]) -> list[list[tuple[int, ...]]] | None:
    """Each graph's edges relabelled canonically, when the canonical forms differ (None when they are equal)."""
    forms = []
    for g, item in zip(graphs, labelled):
        position = {v: i for i, v in enumerate(item["lab"])}
        forms.append(sorted(tuple(sorted((position[a], position[b]))) for a, b in g["edges"]))
    return None if graphs[0]["order"] == graphs[1]["order"] and forms[0] == forms[1] else forms


def _refute_isomorphism(graphs: list[Any]) -> dict[str, Any] | None:
    """The DRAT proof that the checker's CNF of "the two graphs are isomorphic" is unsatisfiable (None if it is not)."""
    from jacobian.checkers.graph import iso_encode
    from jacobian.providers.sat.worker import new_solver, proof_text

    g, h = graphs
    if g["order"] != h["order"] or g["order"] > iso_encode.MAX_ORDER:
        return None
    pairs = [[tuple(sorted(e)) for e in x["edges"]] for x in graphs]
    _, clauses = iso_encode.encode(g["order"], pairs[0], pairs[1])
    solver = new_solver("cadical195", clauses, with_proof=True)
    try:
        if solver.solve():
            raise WorkerError("BACKEND", "dreadnaut's canonical forms differ, yet the graphs are isomorphic")
        return {"proof_text": proof_text(solver.get_proof() or [])}
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
