"""Immediate subtrees of a well-formed structure's root, and the pure function that rebuilds it.

Both work on the payload *as stored* (plain JSON), never on a re-serialized model, so that a
part carries its nodes byte for byte and :func:`reconstruct` gives back exactly the source: the
same canonical JSON, hence the same payload digest.
"""

from __future__ import annotations

from typing import Any

from jacobian.state.canonical import canonical_bytes, sha256_digest

RECONSTRUCT = "jacobian.providers.claim.decompose.reconstruct"


class ReconstructionError(ValueError):
    """The parts do not fit the reconstruction data (missing, extra or repeated nodes, wrong order)."""


def subtrees(payload: dict[str, Any]) -> list[dict[str, Any]]:
    """One structure per child of the root, in order: that child's subtree, nodes in source order.

    ``payload`` must be well formed (a tree): each node is then in exactly one subtree.
    """
    nodes: list[dict[str, Any]] = payload["nodes"]
    position = {node["id"]: i for i, node in enumerate(nodes)}
    root = nodes[position[payload["root"]]]
    parts = []
    for child in root.get("children", []):
        members: list[int] = []
        stack = [position[child]]
        while stack:  # iterative: the depth is the user's
            i = stack.pop()
            members.append(i)
            stack.extend(position[c] for c in nodes[i].get("children", []))
        parts.append({"root": child, "nodes": [nodes[i] for i in sorted(members)]})
    return parts


def digest(structure: dict[str, Any]) -> str:
    """The payload digest the artifact store gives this structure: sha256 of its canonical JSON."""
    return sha256_digest(canonical_bytes(structure))


def reconstruct(root_node: dict[str, Any], node_order: list[str], parts: list[dict[str, Any]]) -> dict[str, Any]:
    """Rebuild the source structure from its root node, its node order and its parts (in order).

    The parts' roots must be the root node's children, in order, and the parts' nodes together
    with the root node must be exactly the ids of ``node_order``, each once. Raises
    :class:`ReconstructionError` otherwise. ``digest(reconstruct(...))`` is the source's payload digest.
    """
    children = list(root_node.get("children", []))
    roots = [part.get("root") for part in parts]
    if roots != children:
        raise ReconstructionError(f"the parts' roots {roots} are not the root's children {children}")
    by_id: dict[str, dict[str, Any]] = {root_node["id"]: root_node}
    for k, part in enumerate(parts):
        for node in part.get("nodes", []):
            if node["id"] in by_id:
                raise ReconstructionError(f"node {node['id']!r} of part {k} appears twice")
            by_id[node["id"]] = node
    if sorted(by_id) != sorted(node_order) or len(node_order) != len(by_id):
        raise ReconstructionError("the parts' nodes and the root node are not exactly the nodes of node_order")
    return {"root": root_node["id"], "nodes": [by_id[i] for i in node_order]}
