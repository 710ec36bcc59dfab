"""graph.induced_tree.maximum.verify through the real runtime: a maximum-induced-tree run retains its result
(producer-only) beside its DRAT proof, and the verify operation checks them with the independent checker without
searching again (no producer job); on at most 14 vertices without the proof the checker tries every larger vertex
set itself. A proof of another run, a proof withheld for a large graph, another artifact as the result and a
client-written result are all refused."""

from __future__ import annotations

import itertools
import random

import trio
import warmstate

from jacobian.contracts.enums import AssuranceLevel, Conclusion, ExecutionStatus

from .conftest import PETERSEN

MAXIMUM, VERIFY = "graph.induced_tree.maximum", "graph.induced_tree.maximum.verify"


def random_graph(n: int, p: float, seed: int) -> dict:
    rng = random.Random(seed)
    return {
        "vertices": list(range(n)),
        "edges": [[i, j] for i, j in itertools.combinations(range(n), 2) if rng.random() < p],
    }


def _stored(r) -> tuple[str, str | None]:
    """(the result artifact, the DRAT proof artifact) a maximum run retained, by what each describes."""
    kinds = {rel.description.split(":")[0]: rel.uri for rel in r.relationships if rel.kind == "RETAINED_OUTPUT"}
    return kinds["largest induced tree"], kinds.get("DRAT proof")


def _session(tmp_path, steps):
    """Run ``steps(rt)`` (an async function) in one real Runtime with the bundled checkers authorized."""
    from jacobian.checkers import BUNDLED
    from jacobian.runtime import Runtime, RuntimeConfig

    config = RuntimeConfig(state_dir=warmstate.state_dir(tmp_path / "state"), manifest_dir=tmp_path / "none")

    async def main():
        async with Runtime.open(config) as rt:
            for spec in BUNDLED:
                rt.state.authorizations.authorize(spec, "verify tests")
        async with Runtime.open(config) as rt:
            return await steps(rt)

    return trio.run(main)


def test_a_stored_result_is_verified_without_searching_again(tmp_path):
    big, other = random_graph(20, 0.3, seed=3), random_graph(18, 0.3, seed=4)

    async def steps(rt):
        made = await rt.run(MAXIMUM, big, "EXPLORE")
        made_other = await rt.run(MAXIMUM, other, "EXPLORE")
        small = await rt.run(MAXIMUM, {"graph6": PETERSEN}, "EXPLORE")
        result, proof = _stored(made)
        _, other_proof = _stored(made_other)
        small_result, _ = _stored(small)
        return made, [
            await rt.run(VERIFY, {"result_artifact": result, "proof_artifact": proof}, "VERIFY"),
            await rt.run(VERIFY, {"result_artifact": small_result}, "VERIFY"),
            await rt.run(VERIFY, {"result_artifact": result, "proof_artifact": other_proof}, "VERIFY"),
            await rt.run(VERIFY, {"result_artifact": result}, "VERIFY"),
            await rt.run(VERIFY, {"result_artifact": proof, "proof_artifact": proof}, "VERIFY"),
        ]

    made, (checked, exhausted, wrong_proof, withheld, not_a_result) = _session(tmp_path, steps)
    assert made.output["maximum"] is not None and made.output["refuted_size"] == made.output["maximum"] + 1
    for r in (checked, exhausted):
        assert r.conclusion is Conclusion.TRUE and r.output["accepted"], (r.diagnostics, r.output)
        assert r.assurance.level is AssuranceLevel.VERIFIED and r.verification.checker_id == "graph.induced_tree.drat"
        assert r.provenance is None or "pysat" not in str(r.provenance)  # no producer job: nothing searched
    assert "LRAT" in checked.output["reason"] and "tried every set of 8" in exhausted.output["reason"]
    assert checked.verification.model.summary == {"vertices": 20, "edges": len(big["edges"])}
    for r, words in (
        (wrong_proof, "not the one the result names"),
        (withheld, "needs the run's DRAT proof"),
        (not_a_result, "not a jacobian.graph.induced_tree_result.v1"),
    ):
        assert r.execution.status is ExecutionStatus.ERROR and r.diagnostics[0].code == "INVALID_REQUEST"
        assert words in r.diagnostics[0].message, r.diagnostics[0].message
    assert [r.diagnostics[0].path for r in (wrong_proof, withheld, not_a_result)] == [
        "$.payload.proof_artifact",
        "$.payload.proof_artifact",
        "$.payload.result_artifact",
    ]


def test_a_client_cannot_write_a_result_artifact(tmp_path):
    forged = {
        "graph": {"vertices": [0, 1, 2], "edges": [[0, 1], [1, 2], [0, 2]]},
        "maximum": 3,
        "vertices": [0, 1, 2],
        "refutation": None,
    }

    async def steps(rt):
        return await rt.run(
            "artifact.put", {"schema": "jacobian.graph.induced_tree_result.v1", "payload": forged}, "EXPLORE"
        )

    r = _session(tmp_path, steps)
    assert r.execution.status is ExecutionStatus.ERROR and r.diagnostics[0].code == "ARTIFACT_SCHEMA_FORBIDDEN"


def test_the_checkers_exhaustion_rejects_a_maximum_below_the_truth():
    from jacobian.checkers.graph.induced_tree_check import check
    from jacobian.checkers.graph.simple import parse

    g = parse({"graph6": PETERSEN})
    edges = set(g.edges)

    def tree(s):
        inner = [(a, b) for a, b in itertools.combinations(s, 2) if (a, b) in edges]
        reached, stack = {s[0]}, [s[0]]
        while stack:
            v = stack.pop()
            for a, b in inner:
                w = b if a == v else a if b == v else None
                if w is not None and w not in reached:
                    reached.add(w)
                    stack.append(w)
        return len(inner) == len(s) - 1 and len(reached) == len(s)

    seven = next(list(s) for s in itertools.combinations(range(10), 7) if tree(s))
    six = seven[:-1] if tree(seven[:-1]) else next(list(s) for s in itertools.combinations(range(10), 6) if tree(s))

    def claim(m, vertices):
        return check(
            {
                "claim": {"kind": "INDUCED_TREE_MAXIMUM", "value": m},
                "subject": {"graph": {"graph6": PETERSEN}},
                "certificate": {"vertices": vertices, "refutation": None},
            }
        )

    got = claim(7, seven)
    assert got["accepted"] and got["model"]["summary"] == {"vertices": 10, "edges": 15}, got["reason"]
    got = claim(6, six)
    assert not got["accepted"] and "some 7 vertices induce a tree" in got["reason"]
