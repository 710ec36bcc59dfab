"""Shared helpers: claim structures built in code, and runs through one real Runtime."""

from __future__ import annotations

import trio
import warmstate

SCHEMA = "jacobian.claim.propositional_structure.v1"


def atom(node_id: str, text: str, **extra) -> dict:
    return {"id": node_id, "connective": "ATOM", "payload": text, **extra}


def node(node_id: str, connective: str, *children: str, **extra) -> dict:
    return {"id": node_id, "connective": connective, "children": list(children), **extra}


def nested_conjunction() -> dict:
    """(p AND (q AND NOT s)): the second conjunct is itself a conjunction; spans on some nodes."""
    return {
        "root": "r",
        "nodes": [
            node("r", "CONJUNCTION", "a", "c", span={"start": 0, "end": 30}),
            atom("a", "n is even", span={"start": 0, "end": 9}),
            node("c", "CONJUNCTION", "b", "d"),
            atom("b", "n > 2", span={"start": 14, "end": 19}),
            node("d", "NEGATION", "e"),
            atom("e", "n is prime"),
        ],
    }


def implication() -> dict:
    """(forall n: P n) -> (Q OR R)."""
    return {
        "root": "imp",
        "nodes": [
            node("imp", "IMPLICATION", "all", "or"),
            {"id": "all", "connective": "QUANTIFIER", "payload": "forall n in N", "children": ["pn"]},
            atom("pn", "P(n)"),
            node("or", "DISJUNCTION", "q", "r"),
            atom("q", "Q"),
            atom("r", "R"),
        ],
    }


def chain(depth: int) -> dict:
    """NOT NOT ... NOT p with ``depth`` nodes on its only path (depth - 1 negations)."""
    nodes = [node(f"n{i}", "NEGATION", f"n{i + 1}") for i in range(depth - 1)] + [atom(f"n{depth - 1}", "p")]
    return {"root": "n0", "nodes": nodes}


def session(tmp_path, calls):
    """Run ``calls`` (each ``async (rt) -> result``) in one real Runtime; their results, then the
    number of stored artifacts and the store's total size (to show a refusal wrote nothing).

    No provider manifest is loaded (nothing to probe): claim.* and artifact.put are served by the
    runtime itself, and every family's artifact schemas are registered all the same."""
    from jacobian.runtime import Runtime, RuntimeConfig

    async def main():
        (tmp_path / "no-manifests").mkdir(exist_ok=True)
        config = RuntimeConfig(
            state_dir=warmstate.state_dir(tmp_path / "state"),
            manifest_dir=tmp_path / "no-manifests",
            bundled_manifest_dir=tmp_path / "no-manifests",
        )
        async with Runtime.open(config) as rt:
            out = [await call(rt) for call in calls]
            return out, len(rt.state.artifacts.list(limit=10_000)), rt.state.artifacts.total_size()

    return trio.run(main)


def run(capability: str, payload: dict, into: dict | None = None, key: str = ""):
    """A call for :func:`session`; with ``into``, its output's ``uri`` is kept under ``key``."""

    async def call(rt):
        r = await rt.run(capability, payload)
        if into is not None and r.output and "uri" in r.output:
            into[key] = r.output["uri"]
        return r

    return call


def run_on(capability: str, kept: dict, key: str):
    """A call on the artifact kept earlier under ``key``."""

    async def call(rt):
        return await rt.run(capability, {"artifact": kept[key]})

    return call
