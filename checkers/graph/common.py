"""What the graph checkers share: reading the subject's graphs (their own parser), the shape of a refutation,
and the model they report having read (format, sizes, the digest of the canonical form)."""

from __future__ import annotations

import hashlib
import json
from typing import Any

from ..sat.request import BadRequest
from .simple import Graph, GraphError, parse


def read_graph(value: Any, path: str) -> Graph:
    try:
        return parse(value, path)
    except GraphError as exc:
        raise BadRequest(f"{exc.path}: {exc.message}") from None


def subject_graphs(payload: dict[str, Any], names: tuple[str, ...]) -> list[tuple[Graph, dict[str, Any]]]:
    """The subject's graphs, exactly ``names``, each read by the checkers' parser, with the caller's form."""
    subject = payload.get("subject")
    if not isinstance(subject, dict) or set(subject) != set(names):
        raise BadRequest(f"subject must be exactly {{{', '.join(names)}}}")
    return [(read_graph(subject[name], f"subject.{name}"), subject[name]) for name in names]


def integers(value: Any, name: str, length: int | None = None) -> list[int]:
    """A list of integers (vertex positions, colours), of ``length`` when given."""
    if not isinstance(value, list) or not all(isinstance(v, int) and not isinstance(v, bool) for v in value):
        raise BadRequest(f"{name} must be a list of integers")
    if length is not None and len(value) != length:
        raise BadRequest(f"{name} must have {length} entries")
    return value


def claim_integer(payload: dict[str, Any], low: int, high: int) -> int:
    k = payload["claim"].get("value")
    if not isinstance(k, int) or isinstance(k, bool) or not low <= k <= high:
        raise BadRequest(f"claim.value must be an integer in {low}..{high}")
    return k


def claim_exists(payload: dict[str, Any]) -> bool:
    exists = payload["claim"].get("exists")
    if not isinstance(exists, bool):
        raise BadRequest("claim.exists must be true or false")
    return exists


def _format(raw: Any) -> str:
    return "graph6" if isinstance(raw, dict) and "graph6" in raw else "graph-json"


def described(graphs: list[tuple[str, Graph, Any]]) -> dict[str, Any]:
    """The decision's ``model``: the formats read, each graph's order and size, and the sha256 of the canonical
    JSON of the graphs as read (sorted labels, edges as label pairs; keyed by their names in the subject)."""
    canonical = {name: graph.canonical() for name, graph, _ in graphs}
    text = json.dumps(canonical, sort_keys=True, separators=(",", ":"))
    summary: dict[str, int | str | bool] = {}
    for name, graph, _ in graphs:
        prefix = "" if name == "graph" else f"{name}_"
        summary[f"{prefix}vertices"], summary[f"{prefix}edges"] = graph.order, len(graph.edges)
    return {
        "format": "+".join(_format(raw) for _, _, raw in graphs),
        "summary": summary,
        "digest": "sha256:" + hashlib.sha256(text.encode()).hexdigest(),
    }
