"""Equational chains as the prover's translation builds them (untrusted worker code).

A :class:`Lemma` is an equation ``lhs = rhs`` with a chain proving it: steps from ``lhs`` to
``rhs``, each rewriting one subterm by one instance of a law (a source law, or an earlier lemma),
possibly mirrored. A source law is a lemma with ``source`` set and no steps. Steps store no terms:
the terms of a chain are its start replayed step by step, so chains compose freely (reversed,
instantiated, placed inside a context).

:func:`proof_json` writes the certificate ``equational-proof/1``: lemmas used (or none, when the
flattened chain, every step by a source law, fits ``flat_limit``), then the main chain, each step
with the term it yields.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .rewriting import Position, Subst, Term, at, render, replace, substitute, variables


@dataclass(eq=False)
class Lemma:
    lhs: Term
    rhs: Term
    steps: list[Step] = field(default_factory=list)
    source: int | None = None

    def names(self) -> set[str]:
        return variables(self.lhs) | variables(self.rhs)


@dataclass(frozen=True, eq=False)
class Step:
    pos: Position
    law: Lemma
    mirror: bool
    subst: Subst

    def sides(self) -> tuple[Term, Term]:
        law = self.law
        return (law.rhs, law.lhs) if self.mirror else (law.lhs, law.rhs)


class ChainError(ValueError):
    """A chain that does not replay (a translation bug): the pair stays undecided."""


def apply(step: Step, t: Term) -> Term:
    before, after = step.sides()
    if at(t, step.pos) != substitute(before, step.subst):
        raise ChainError(f"step at {step.pos} does not match")
    return replace(t, step.pos, substitute(after, step.subst))


def replay(start: Term, steps: list[Step]) -> list[Term]:
    terms = [start]
    for step in steps:
        terms.append(apply(step, terms[-1]))
    return terms


def reverse(start: Term, steps: list[Step]) -> tuple[Term, list[Step]]:
    """The chain read backwards: (its end, the steps mirrored in reverse order)."""
    end = replay(start, steps)[-1]
    return end, [Step(s.pos, s.law, not s.mirror, s.subst) for s in reversed(steps)]


def instantiate(steps: list[Step], theta: Subst) -> list[Step]:
    return [Step(s.pos, s.law, s.mirror, {v: substitute(t, theta) for v, t in s.subst.items()}) for s in steps]


def embed(steps: list[Step], prefix: Position) -> list[Step]:
    return [Step(prefix + s.pos, s.law, s.mirror, s.subst) for s in steps]


def by(law: Lemma, mirror: bool, pos: Position, subst: Subst) -> Step:
    """One step by ``law`` with ``subst`` restricted to the law's variables (unbound ones stay as they are)."""
    return Step(pos, law, mirror, {v: subst.get(v, v) for v in sorted(law.names())})


def free_names(start: Term, steps: list[Step]) -> set[str]:
    out = set(variables(start))
    for s in steps:
        for t in s.subst.values():
            out |= variables(t)
    return out


def flat_length(lemma: Lemma, memo: dict[int, int]) -> int:
    """Steps of the chain once every lemma step is replaced by its own flattened chain."""
    if lemma.source is not None:
        return 1
    key = id(lemma)
    if key not in memo:
        memo[key] = 0  # a cycle cannot occur (lemmas use earlier ones); this guards the recursion anyway
        memo[key] = sum(flat_length(s.law, memo) for s in lemma.steps)
    return memo[key]


def flatten(steps: list[Step], memo: dict[int, list[Step]]) -> list[Step]:
    """The same chain with every step by a source law (lemma chains instantiated in place)."""
    out: list[Step] = []
    for s in steps:
        law = s.law
        if law.source is not None:
            out.append(s)
            continue
        key = id(law)
        if key not in memo:
            memo[key] = flatten(law.steps, memo)
        inner = memo[key]
        start = law.lhs
        if s.mirror:
            start, inner = reverse(law.lhs, inner)
        theta = dict(s.subst)
        filler = min(variables(substitute(law.lhs, theta)))
        for name in free_names(start, inner) - law.names():
            theta[name] = filler
        out.extend(embed(instantiate(inner, theta), s.pos))
    return out


def _step_json(step: Step, term: Term, index: dict[int, int]) -> dict[str, Any]:
    law = step.law
    ref: dict[str, Any] = {"law": law.source} if law.source is not None else {"lemma": index[id(law)]}
    subst = {v: render(t) for v, t in sorted(step.subst.items())}
    return {**ref, "mirror": step.mirror, "at": list(step.pos), "subst": subst, "term": render(term)}


def _chain_json(start: Term, steps: list[Step], index: dict[int, int]) -> list[dict[str, Any]]:
    terms = replay(start, steps)
    return [_step_json(s, t, index) for s, t in zip(steps, terms[1:])]


def _used(steps: list[Step], order: list[Lemma], seen: set[int]) -> None:
    for s in steps:
        law = s.law
        if law.source is None and id(law) not in seen:
            seen.add(id(law))
            _used(law.steps, order, seen)
            order.append(law)


def proof_json(start: Term, steps: list[Step], flat_limit: int) -> dict[str, Any]:
    """The certificate: flattened when it fits ``flat_limit`` steps, else with the lemmas it uses."""
    memo: dict[int, int] = {}
    flat = sum(flat_length(s.law, memo) for s in steps)
    if flat <= flat_limit:
        return {"lemmas": [], "steps": _chain_json(start, flatten(steps, {}), {})}
    order: list[Lemma] = []
    _used(steps, order, set())
    index = {id(lemma): k for k, lemma in enumerate(order)}
    lemmas = [
        {"lhs": render(lm.lhs), "rhs": render(lm.rhs), "steps": _chain_json(lm.lhs, lm.steps, index)} for lm in order
    ]
    return {"lemmas": lemmas, "steps": _chain_json(start, steps, index)}


def proof_steps(proof: dict[str, Any]) -> int:
    return len(proof["steps"]) + sum(len(lm["steps"]) for lm in proof["lemmas"])
