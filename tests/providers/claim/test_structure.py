"""The PROPOSITIONAL_STRUCTURE v1 rules, one defect at a time: each has its own code and JSON path."""

from __future__ import annotations

import sys

from hypothesis import given, settings
from hypothesis import strategies as st
from lanes import examples

from jacobian.contracts.diagnostics import Code
from jacobian.providers.claim.decompose import digest, reconstruct, subtrees
from jacobian.providers.claim.models import MAX_CLAIM_DEPTH, MAX_CLAIM_NODES
from jacobian.providers.claim.structure import check

from .conftest import atom, chain, implication, nested_conjunction, node


def defects(raw) -> list[tuple[Code, str]]:
    return [(d.code, d.path) for d in check(raw).defects]


def test_well_formed_structures_have_no_defect_and_their_depth():
    for raw, depth in ((nested_conjunction(), 4), (implication(), 3), ({"root": "p", "nodes": [atom("p", "x")]}, 1)):
        report = check(raw)
        assert report.ok and report.defects == [], report.defects
        assert report.depth == depth


def test_ids_not_unique():
    raw = nested_conjunction()
    raw["nodes"].append(atom("b", "another b"))
    raw["nodes"][0]["children"].append("b")  # referenced, so only the duplicate is wrong
    assert defects(raw)[0] == (Code.CLAIM_DUPLICATE_NODE_ID, "$.nodes[6].id")


def test_atom_with_children_and_other_arities():
    raw = nested_conjunction()
    raw["nodes"][1]["children"] = ["e"]  # ATOM a gets a child
    assert (Code.CLAIM_ARITY_MISMATCH, "$.nodes[1].children") in defects(raw)
    for connective, children in (("NEGATION", ["x", "y"]), ("IMPLICATION", ["x"]), ("CONJUNCTION", ["x"])):
        one = {"root": "t", "nodes": [node("t", connective, *children), atom("x", "x"), atom("y", "y")]}
        assert (Code.CLAIM_ARITY_MISMATCH, "$.nodes[0].children") in defects(one), connective
    assert defects({"root": "t", "nodes": [node("t", "QUANTIFIER", "x", payload="forall x")]}) == [
        (Code.CLAIM_UNKNOWN_NODE_ID, "$.nodes[0].children[0]")
    ]


def test_unknown_child_id_and_unknown_root():
    raw = nested_conjunction()
    raw["nodes"][2]["children"][1] = "zz"
    found = defects(raw)
    assert found[0] == (Code.CLAIM_UNKNOWN_NODE_ID, "$.nodes[2].children[1]")
    assert (Code.CLAIM_UNREACHABLE_NODE, "$.nodes[4]") in found  # d and e now hang loose
    assert defects(dict(nested_conjunction(), root="nowhere")) == [(Code.CLAIM_UNKNOWN_NODE_ID, "$.root")]


def test_cycles_shared_nodes_and_unreachable_nodes_are_refused():
    raw = nested_conjunction()
    raw["nodes"][5] = node("e", "NEGATION", "c")  # e -> c, and c is an ancestor of e
    assert (Code.CLAIM_CYCLE, "$.nodes[5].children[0]") in defects(raw)
    shared = nested_conjunction()
    shared["nodes"][0]["children"] = ["a", "c", "b"]  # b also under c
    assert defects(shared) == [(Code.CLAIM_SHARED_NODE, "$.nodes[0].children[2]")]  # the second reference
    loose = nested_conjunction()
    loose["nodes"].append(atom("z", "unused"))
    assert defects(loose) == [(Code.CLAIM_UNREACHABLE_NODE, "$.nodes[6]")]
    island = nested_conjunction()  # a cycle that the root never reaches is unreachable
    island["nodes"] += [node("u", "NEGATION", "v"), node("v", "NEGATION", "u")]
    assert defects(island) == [(Code.CLAIM_UNREACHABLE_NODE, "$.nodes[6]"), (Code.CLAIM_UNREACHABLE_NODE, "$.nodes[7]")]


def test_depth_at_the_bound_passes_and_over_it_is_refused_without_recursion():
    assert check(chain(MAX_CLAIM_DEPTH)).ok
    over = defects(chain(MAX_CLAIM_DEPTH + 1))
    assert over == [(Code.CLAIM_TOO_DEEP, f"$.nodes[{MAX_CLAIM_DEPTH - 1}].children[0]")]
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(120)  # a recursive walk of 256 levels would now fail
    try:
        assert check(chain(MAX_CLAIM_DEPTH)).ok
    finally:
        sys.setrecursionlimit(limit)


def test_node_count_over_the_bound_is_refused_before_parsing():
    many = {"root": "n0", "nodes": [{"not": "even a node"}] * (MAX_CLAIM_NODES + 1)}
    assert defects(many) == [(Code.CLAIM_TOO_MANY_NODES, "$.nodes")]
    at_bound = {"root": "r", "nodes": [node("r", "CONJUNCTION", *[f"a{i}" for i in range(MAX_CLAIM_NODES - 1)])]}
    at_bound["nodes"] += [atom(f"a{i}", "x") for i in range(MAX_CLAIM_NODES - 1)]
    assert check(at_bound).ok
    refs = {"root": "r", "nodes": [node("r", "CONJUNCTION", *["a"] * (MAX_CLAIM_NODES + 1)), atom("a", "x")]}
    assert defects(refs) == [(Code.CLAIM_TOO_MANY_NODES, "$.nodes")]


def test_shape_errors_are_invalid_request_at_their_path():
    raw = nested_conjunction()
    raw["nodes"][3] = {"id": "b", "connective": "XOR", "children": []}
    assert defects(raw) == [(Code.INVALID_REQUEST, "$.nodes[3].connective")]
    raw = nested_conjunction()
    raw["nodes"][1] = {"id": "a", "connective": "ATOM"}  # an ATOM without its payload
    assert defects(raw) == [(Code.INVALID_REQUEST, "$.nodes[1]")]
    raw = nested_conjunction()
    raw["nodes"][0]["payload"] = "not for a conjunction"
    assert defects(raw) == [(Code.INVALID_REQUEST, "$.nodes[0]")]
    raw = nested_conjunction()
    raw["nodes"][1]["span"] = {"start": 9, "end": 3}
    assert defects(raw) == [(Code.INVALID_REQUEST, "$.nodes[1].span")]
    raw = nested_conjunction()
    raw["nodes"][1]["span"] = {"start": "0", "end": 3}  # strict: no string for an integer
    assert defects(raw) == [(Code.INVALID_REQUEST, "$.nodes[1].span.start")]
    assert defects({"root": "p", "nodes": [atom("p", "x", colour="red")]}) == [
        (Code.INVALID_REQUEST, "$.nodes[0].colour")
    ]


@st.composite
def trees(draw) -> dict:
    """A random well-formed structure: nodes listed in a random order, connectives by arity."""
    count = draw(st.integers(min_value=1, max_value=40))
    kids: list[list[int]] = [[] for _ in range(count)]
    for i in range(1, count):
        kids[draw(st.integers(min_value=0, max_value=i - 1))].append(i)
    nodes = []
    for i, children in enumerate(kids):
        ids = [f"n{c}" for c in children]
        if not children:
            nodes.append(atom(f"n{i}", f"p{i}"))
        elif len(children) == 1:
            kind = draw(st.sampled_from(["NEGATION", "QUANTIFIER"]))
            nodes.append(node(f"n{i}", kind, *ids, **({"payload": "forall x"} if kind == "QUANTIFIER" else {})))
        elif len(children) == 2:
            nodes.append(node(f"n{i}", draw(st.sampled_from(["IMPLICATION", "BICONDITIONAL", "CONJUNCTION"])), *ids))
        else:
            nodes.append(node(f"n{i}", draw(st.sampled_from(["CONJUNCTION", "DISJUNCTION"])), *ids))
    return {"root": "n0", "nodes": draw(st.permutations(nodes))}


@settings(max_examples=examples(150), deadline=None)
@given(trees())
def test_random_trees_are_well_formed_and_their_subtrees_rebuild_them_exactly(raw):
    assert check(raw).ok
    parts = subtrees(raw)
    root = next(n for n in raw["nodes"] if n["id"] == "n0")
    assert [p["root"] for p in parts] == root.get("children", [])
    for part in parts:
        assert check(part).ok  # every part is a claim of the same kind
    assert sum(len(p["nodes"]) for p in parts) + 1 == len(raw["nodes"])  # each node in exactly one part
    rebuilt = reconstruct(root, [n["id"] for n in raw["nodes"]], parts)
    assert rebuilt == raw and digest(rebuilt) == digest(raw)
