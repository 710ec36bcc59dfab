"""claim.* and the PROPOSITIONAL_STRUCTURE v1 artifact kind through the real runtime and its state directory."""

from __future__ import annotations

import pytest

from jacobian.contracts.diagnostics import Code
from jacobian.contracts.enums import AssuranceLevel, Completeness, Conclusion, ExecutionStatus
from jacobian.providers.claim.decompose import ReconstructionError, digest, reconstruct
from jacobian.providers.claim.models import MAX_CLAIM_DEPTH, MAX_CLAIM_NODES

from .conftest import SCHEMA, atom, chain, implication, nested_conjunction, node, run, run_on, session


def _put(structure: dict, kept: dict | None = None, key: str = "src"):
    return run("artifact.put", {"schema": SCHEMA, "payload": structure}, kept, key)


def _rebuild(out: dict) -> dict:
    recon = out["reconstruction"]
    assert recon["function"] == "jacobian.providers.claim.decompose.reconstruct"
    return reconstruct(recon["root_node"], recon["node_order"], [p["structure"] for p in out["parts"]])


def _assert_computed_decomposition(r) -> None:
    assert r.execution.status is ExecutionStatus.COMPLETED, r.diagnostics
    assert r.conclusion is Conclusion.VALUE and r.completeness.value is Completeness.COMPLETE
    assert r.assurance.level is AssuranceLevel.COMPUTED and r.assurance.verification_record_uri is None
    assert [o.kind for o in r.assurance.obligations] == ["DECOMPOSITION_IS_NOT_PROOF"]
    assert "not" in r.output["statement"] and "prove" in r.output["statement"].lower()


def test_split_round_trip_keeps_nested_grouping_and_parts_split_again(tmp_path):
    kept: dict = {}

    async def split_second_part(rt):
        first = await rt.run("claim.conjunction.split", {"artifact": kept["src"]})
        return await rt.run("claim.conjunction.split", {"artifact": first.output["parts"][1]["uri"]})

    (put, split, again), count, _ = session(
        tmp_path, [_put(nested_conjunction(), kept), run_on("claim.conjunction.split", kept, "src"), split_second_part]
    )
    assert put.execution.status is ExecutionStatus.COMPLETED, put.diagnostics
    _assert_computed_decomposition(split)
    out = split.output
    assert out["source"] == {
        "uri": put.output["uri"],
        "schema": SCHEMA,
        "object_digest": put.output["object_digest"],
        "payload_digest": put.output["payload_digest"],
    }
    assert out["root_id"] == "r" and out["connective"] == "CONJUNCTION"
    assert [(p["index"], p["role"], p["root_id"], p["connective"]) for p in out["parts"]] == [
        (0, "CONJUNCT", "a", "ATOM"),
        (1, "CONJUNCT", "c", "CONJUNCTION"),  # the nested conjunction stays one part
    ]
    assert [n["id"] for n in out["parts"][1]["structure"]["nodes"]] == ["c", "b", "d", "e"]
    assert out["parts"][0]["structure"]["nodes"][0] == nested_conjunction()["nodes"][1]  # span and all, as given
    # The round trip: the parts and the reconstruction data rebuild the source's payload digest.
    assert digest(_rebuild(out)) == put.output["payload_digest"]
    assert _rebuild(out) == nested_conjunction()
    for part in out["parts"]:
        assert part["payload_digest"] == digest(part["structure"])
    assert split.artifact_uris == tuple(p["uri"] for p in out["parts"])
    assert {r.kind for r in split.relationships} == {"DECOMPOSED_PART"}
    # A part is a stored structure of the same kind: splitting it gives the inner conjuncts.
    _assert_computed_decomposition(again)
    assert [p["root_id"] for p in again.output["parts"]] == ["b", "d"]
    assert again.output["source"]["payload_digest"] == out["parts"][1]["payload_digest"]
    assert digest(_rebuild(again.output)) == out["parts"][1]["payload_digest"]
    assert count == 1 + 2 + 2  # the source and the parts of both splits


def test_reconstruction_refuses_parts_that_do_not_fit(tmp_path):
    kept: dict = {}
    (_, split), _, _ = session(
        tmp_path, [_put(nested_conjunction(), kept), run_on("claim.conjunction.split", kept, "src")]
    )
    recon, parts = split.output["reconstruction"], [p["structure"] for p in split.output["parts"]]
    for wrong in (parts[::-1], parts[:1], [parts[0], {"root": "c", "nodes": parts[1]["nodes"][:2]}]):
        with pytest.raises(ReconstructionError):
            reconstruct(recon["root_node"], recon["node_order"], wrong)


def test_implication_obligations_roles_and_round_trip(tmp_path):
    kept: dict = {}
    (put, obligations), _, _ = session(
        tmp_path, [_put(implication(), kept), run_on("claim.implication.obligations", kept, "src")]
    )
    _assert_computed_decomposition(obligations)
    out = obligations.output
    assert [(p["role"], p["root_id"], p["connective"], p["assumes"]) for p in out["parts"]] == [
        ("ASSUME_ANTECEDENT", "all", "QUANTIFIER", []),
        ("PROVE_CONSEQUENT_UNDER_ANTECEDENT", "or", "DISJUNCTION", [0]),
    ]
    assert digest(_rebuild(out)) == put.output["payload_digest"] == out["source"]["payload_digest"]


def test_wrong_root_connective_is_unsupported_top_level_connective_and_writes_nothing(tmp_path):
    kept: dict = {}
    lone = {"root": "p", "nodes": [atom("p", "x")]}
    results, count, _ = session(
        tmp_path,
        [
            _put(implication(), kept, "imp"),
            _put(nested_conjunction(), kept, "and"),
            _put(lone, kept, "atom"),
            run_on("claim.conjunction.split", kept, "imp"),
            run_on("claim.implication.obligations", kept, "and"),
            run_on("claim.conjunction.split", kept, "atom"),
        ],
    )
    for r, connective in zip(results[3:], ("IMPLICATION", "CONJUNCTION", "ATOM"), strict=True):
        assert r.execution.status is ExecutionStatus.ERROR and r.conclusion is Conclusion.UNKNOWN
        (diag,) = r.diagnostics
        assert diag.code is Code.UNSUPPORTED_TOP_LEVEL_CONNECTIVE and diag.path == "$.payload.artifact"
        assert f"is a {connective}" in diag.message
    assert count == 3  # only the three sources


REFUSALS = [
    ("ids not unique", lambda s: s["nodes"].append(atom("b", "again")), Code.CLAIM_DUPLICATE_NODE_ID, ".nodes[6].id"),
    ("atom with children", lambda s: s["nodes"][1].update(children=["e"]), Code.CLAIM_ARITY_MISMATCH,
     ".nodes[1].children"),
    ("unknown child id", lambda s: s["nodes"][2]["children"].__setitem__(1, "zz"), Code.CLAIM_UNKNOWN_NODE_ID,
     ".nodes[2].children[1]"),
    ("cycle", lambda s: s["nodes"].__setitem__(5, node("e", "NEGATION", "r")), Code.CLAIM_CYCLE,
     ".nodes[5].children[0]"),
    ("unreachable", lambda s: s["nodes"].append(atom("z", "loose")), Code.CLAIM_UNREACHABLE_NODE, ".nodes[6]"),
    ("shape", lambda s: s["nodes"][3].update(connective="XOR"), Code.INVALID_REQUEST, ".nodes[3].connective"),
]  # fmt: skip


@pytest.mark.parametrize(("what", "damage", "code", "where"), REFUSALS, ids=[r[0] for r in REFUSALS])
def test_artifact_put_refuses_each_defect_with_its_code_and_path_and_writes_nothing(
    tmp_path, what, damage, code, where
):
    structure = nested_conjunction()
    damage(structure)
    (put, validate), count, size = session(tmp_path, [_put(structure), run("claim.validate", {"structure": structure})])
    assert put.execution.status is ExecutionStatus.ERROR, what
    assert put.diagnostics[0].code is code and put.diagnostics[0].path == "$.payload.payload" + where, put.diagnostics
    assert (count, size) == (0, 0)  # the store is unchanged
    assert validate.conclusion is Conclusion.FALSE and not validate.output["well_formed"]
    assert (code.value, "$" + where) in [(d["code"], d["path"]) for d in validate.output["defects"]]


def test_depth_and_node_count_over_their_bounds_are_refused_and_nothing_is_written(tmp_path):
    wide = {"root": "r", "nodes": [node("r", "CONJUNCTION", *[f"a{i}" for i in range(MAX_CLAIM_NODES)])]}
    wide["nodes"] += [atom(f"a{i}", "x") for i in range(MAX_CLAIM_NODES)]  # one node too many
    (deep, many, at_depth), count, _ = session(
        tmp_path,
        [_put(chain(MAX_CLAIM_DEPTH + 1)), _put(wide), run("claim.validate", {"structure": chain(MAX_CLAIM_DEPTH)})],
    )
    assert deep.diagnostics[0].code is Code.CLAIM_TOO_DEEP
    assert deep.diagnostics[0].path == f"$.payload.payload.nodes[{MAX_CLAIM_DEPTH - 1}].children[0]"
    assert (
        many.diagnostics[0].code is Code.CLAIM_TOO_MANY_NODES and many.diagnostics[0].path == "$.payload.payload.nodes"
    )
    assert count == 0
    assert at_depth.conclusion is Conclusion.TRUE and at_depth.output["depth"] == MAX_CLAIM_DEPTH


def test_claim_validate_on_artifacts_and_inline(tmp_path):
    kept: dict = {}
    cnf = run("artifact.put", {"schema": "jacobian.sat.cnf.v1", "payload": {"dimacs": "p cnf 1 1\n1 0\n"}}, kept, "cnf")
    missing = "artifact://sha256/" + "ab" * 32
    results, count, _ = session(
        tmp_path,
        [
            _put(nested_conjunction(), kept),
            cnf,
            run_on("claim.validate", kept, "src"),
            run_on("claim.validate", kept, "cnf"),
            run_on("claim.conjunction.split", kept, "cnf"),
            run("claim.validate", {"structure": implication()}),
            run("claim.validate", {"structure": implication(), "kind": "SET_THEORETIC_FORMULA"}),
            run("claim.validate", {}),
            run("claim.validate", {"artifact": missing}),
        ],
    )
    stored, of_cnf, split_cnf, inline, other_kind, neither, absent = results[2:]
    assert stored.conclusion is Conclusion.TRUE and stored.assurance.level is AssuranceLevel.COMPUTED
    assert stored.output | {"defects": []} == {
        "well_formed": True,
        "kind": "PROPOSITIONAL_STRUCTURE",
        "version": 1,
        "artifact": kept["src"],
        "node_count": 6,
        "depth": 4,
        "defects": [],
        "defects_truncated": False,
    }
    assert of_cnf.conclusion is Conclusion.FALSE
    assert [d["code"] for d in of_cnf.output["defects"]] == ["CLAIM_KIND_UNREGISTERED"]
    assert split_cnf.diagnostics[0].code is Code.CLAIM_KIND_UNREGISTERED
    assert inline.conclusion is Conclusion.TRUE and inline.output["depth"] == 3
    assert other_kind.conclusion is Conclusion.FALSE and other_kind.output["kind"] is None
    assert neither.diagnostics[0].code is Code.INVALID_REQUEST
    assert absent.diagnostics[0].code is Code.ARTIFACT_NOT_FOUND and absent.diagnostics[0].path == "$.payload.artifact"
    assert count == 2  # validation wrote nothing


def test_claim_reconstruct_rebuilds_the_source_digest_and_refuses_parts_that_do_not_fit(tmp_path):
    kept: dict = {}

    def rebuild(change):
        async def call(rt):
            split = await rt.run("claim.conjunction.split", {"artifact": kept["src"]})
            recon = split.output["reconstruction"]
            parts = [p["structure"] for p in split.output["parts"]]
            return await rt.run("claim.reconstruct", change({"reconstruction": recon, "parts": parts}))

        return call

    def swap(p):
        return dict(p, parts=p["parts"][::-1])

    def edit_atom(p):
        p["parts"][0]["nodes"][0] = atom("a", "n is odd")  # a changed part rebuilds another claim
        return p

    def drop_node(p):
        p["parts"][1]["nodes"] = p["parts"][1]["nodes"][:3]  # e is gone: the part itself is not well formed
        return p

    (put, same, swapped, edited, dropped), _, _ = session(
        tmp_path,
        [_put(nested_conjunction(), kept), rebuild(lambda p: p), rebuild(swap), rebuild(edit_atom), rebuild(drop_node)],
    )
    assert same.execution.status is ExecutionStatus.COMPLETED, same.diagnostics
    assert same.output["payload_digest"] == put.output["payload_digest"]
    assert same.output["structure"] == nested_conjunction()
    assert swapped.diagnostics[0].code is Code.INVALID_REQUEST and swapped.diagnostics[0].path == "$.payload.parts"
    assert edited.execution.status is ExecutionStatus.COMPLETED
    assert edited.output["payload_digest"] != put.output["payload_digest"]
    assert dropped.diagnostics[0].code is Code.CLAIM_UNKNOWN_NODE_ID
    assert dropped.diagnostics[0].path == "$.payload.parts[1].nodes[2].children[0]"


def _examples():
    from jacobian.providers.artifact.capabilities import ArtifactPut
    from jacobian.providers.claim.capabilities import EXAMPLE, ClaimReconstruct, ClaimValidate

    (put_example,) = [e.payload for e in ArtifactPut.examples if e.payload["schema"] == SCHEMA]
    validate_inline = next(e.payload for e in ClaimValidate.examples if "structure" in e.payload)
    rebuild = ClaimReconstruct.examples[0].payload
    return put_example, validate_inline, rebuild, EXAMPLE


def test_the_advertised_examples_store_validate_and_rebuild(tmp_path):
    """The examples math.find shows for storing, validating and rebuilding a claim do what they say."""
    put_example, validate_inline, rebuild, example = _examples()
    (put, valid, rebuilt), count, _ = session(
        tmp_path,
        [run("artifact.put", put_example), run("claim.validate", validate_inline), run("claim.reconstruct", rebuild)],
    )
    assert put.execution.status is ExecutionStatus.COMPLETED and count == 1, put.diagnostics
    assert valid.conclusion is Conclusion.TRUE
    assert rebuilt.output["payload_digest"] == digest(example)
