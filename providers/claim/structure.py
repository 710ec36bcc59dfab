"""Whether a payload is a well-formed PROPOSITIONAL_STRUCTURE v1: a bounded, iterative check.

The checks run in an order that keeps every step bounded: the node and child-reference counts
first (before anything is parsed), then the shape (:mod:`.models`), then ids, arities and
references, then one depth-first walk from the root with an explicit stack (never recursion on
the user's depth) that finds cycles, shared nodes and the depth bound, and last the nodes the
walk did not reach. Each defect has its own code and the JSON path of what is wrong, ``$``
being the structure itself.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pydantic import ValidationError, model_validator

from jacobian.contracts.diagnostics import Code, json_path, validation_message
from jacobian.state.errors import StateError

from .models import ARITY, MAX_CLAIM_DEPTH, MAX_CLAIM_NODES, ClaimNode, Defect, PropositionalStructure


@dataclass
class Report:
    """The outcome of one check: the parsed structure when its shape was right, and the defects."""

    structure: PropositionalStructure | None = None
    defects: list[Defect] = field(default_factory=list)
    depth: int = 0

    @property
    def ok(self) -> bool:
        return self.structure is not None and not self.defects

    def add(self, code: Code, path: str, message: str) -> None:
        self.defects.append(Defect(code=code, path=path, message=message))


def _counts(raw: Any, report: Report) -> bool:
    """The node and child-reference bounds, read before the shape is parsed."""
    nodes = raw.get("nodes") if isinstance(raw, dict) else None
    if not isinstance(nodes, list):
        return True  # the shape check says what is wrong
    if len(nodes) > MAX_CLAIM_NODES:
        report.add(Code.CLAIM_TOO_MANY_NODES, "$.nodes", f"{len(nodes)} nodes; at most {MAX_CLAIM_NODES}")
        return False
    refs = sum(len(n["children"]) for n in nodes if isinstance(n, dict) and isinstance(n.get("children"), list))
    if refs > MAX_CLAIM_NODES:
        report.add(Code.CLAIM_TOO_MANY_NODES, "$.nodes", f"{refs} child references; at most {MAX_CLAIM_NODES} in all")
        return False
    return True


def _references(nodes: list[ClaimNode], root: str, report: Report) -> dict[str, int] | None:
    """Ids, arities and references; the id index, or None when a walk would be ambiguous."""
    index: dict[str, int] = {}
    for i, node in enumerate(nodes):
        if node.id in index:
            report.add(
                Code.CLAIM_DUPLICATE_NODE_ID,
                f"$.nodes[{i}].id",
                f"id {node.id!r} is already the id of $.nodes[{index[node.id]}]",
            )
        else:
            index[node.id] = i
    for i, node in enumerate(nodes):
        low, high = ARITY[node.connective]
        n = len(node.children)
        if n < low or (high is not None and n > high):
            want = f"exactly {low}" if low == high else f"at least {low}"
            report.add(
                Code.CLAIM_ARITY_MISMATCH,
                f"$.nodes[{i}].children",
                f"{node.connective.value} takes {want} children; {node.id!r} has {n}",
            )
        for j, child in enumerate(node.children):
            if child not in index:
                report.add(Code.CLAIM_UNKNOWN_NODE_ID, f"$.nodes[{i}].children[{j}]", f"no node has id {child!r}")
    if root not in index:
        report.add(Code.CLAIM_UNKNOWN_NODE_ID, "$.root", f"no node has id {root!r}")
        return None
    if len(index) != len(nodes):
        return None  # duplicate ids: which node a reference means is undefined
    return index


def _walk(nodes: list[ClaimNode], index: dict[str, int], root: int, report: Report) -> None:
    """One iterative depth-first walk: cycles, shared nodes, depth; then the unreached nodes."""
    state = [0] * len(nodes)  # 0 unseen, 1 on the current path, 2 finished
    state[root] = 1
    stack = [(root, 1, 0)]  # (node, its depth, next child position)
    cut = False
    deepest = 1
    while stack:
        i, depth, k = stack[-1]
        children = nodes[i].children
        if k == len(children):
            state[i] = 2
            stack.pop()
            continue
        stack[-1] = (i, depth, k + 1)
        c = index.get(children[k])
        if c is None:
            continue  # reported as unknown
        where = f"$.nodes[{i}].children[{k}]"
        if state[c] == 1:
            report.add(
                Code.CLAIM_CYCLE, where, f"{children[k]!r} is already on the path from the root to {nodes[i].id!r}"
            )
        elif state[c] == 2:
            report.add(Code.CLAIM_SHARED_NODE, where, f"{children[k]!r} already has a parent")
        elif depth + 1 > MAX_CLAIM_DEPTH:
            if not cut:
                report.add(Code.CLAIM_TOO_DEEP, where, f"the structure nests deeper than {MAX_CLAIM_DEPTH} nodes")
            cut = True
        else:
            state[c] = 1
            deepest = max(deepest, depth + 1)
            stack.append((c, depth + 1, 0))
    report.depth = deepest
    if not cut:  # below a cut nothing was visited, so "unreached" would say nothing
        for i, seen in enumerate(state):
            if not seen:
                report.add(
                    Code.CLAIM_UNREACHABLE_NODE, f"$.nodes[{i}]", f"{nodes[i].id!r} is not reachable from the root"
                )


def check(raw: Any) -> Report:
    """Every defect of ``raw`` as a PROPOSITIONAL_STRUCTURE v1 payload (none: it is well formed)."""
    report = Report()
    if not _counts(raw, report):
        return report
    try:
        structure = PropositionalStructure.model_validate(raw)
    except ValidationError as exc:
        for err in exc.errors(include_url=False):
            report.add(Code.INVALID_REQUEST, json_path(err["loc"]), validation_message(err))
        return report
    report.structure = structure
    index = _references(structure.nodes, structure.root, report)
    if index is not None:
        _walk(structure.nodes, index, index[structure.root], report)
    return report


class StoredStructure(PropositionalStructure):
    """The artifact schema's model: ``artifact.put`` refuses a payload with a defect, by its code.

    The store reports a payload's defects under ``$.payload``; a defect of the tree rules is
    raised as a :class:`StateError` (which pydantic does not wrap) so that its own code survives.
    """

    @model_validator(mode="before")
    @classmethod
    def _bounded(cls, raw: Any) -> Any:
        report = Report()
        if not _counts(raw, report):
            raise _refusal(report.defects[0])
        return raw

    @model_validator(mode="after")
    def _tree(self) -> StoredStructure:
        report = Report(structure=self)
        index = _references(self.nodes, self.root, report)
        if index is not None:
            _walk(self.nodes, index, index[self.root], report)
        if report.defects:
            raise _refusal(report.defects[0])
        return self


def _refusal(defect: Defect) -> StateError:
    more = "" if defect.path == "$" else defect.path[1:]
    return StateError(defect.code, defect.message, path="$.payload" + more)
