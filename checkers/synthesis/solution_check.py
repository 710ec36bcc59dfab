"""Worker: check that candidate definitions solve a SyGuS-IF v2 problem.

``python -I -m jacobian.checkers.synthesis.solution_check``; subject ``{"problem": text}``, certificate
``{"solution": text}`` (``define-fun`` for every function to synthesize), format ``sygus-solution/1``,
claim ``{"kind": "SYGUS_SOLUTION"}``. Both texts are read by our own bounded reader (:mod:`.sygus`).

1. Each definition has the synth-fun's signature and, when the synth-fun has a grammar, its body is
   derivable from the grammar's start symbol (:func:`derivable`); else rejected.
2. The definitions are substituted into the constraints and their conjunction is decided for all values
   of the declared variables: without variables by evaluation; bit-vectors and Booleans with at most
   ``MAX_EXHAUSTIVE_BITS`` free bits by evaluating every assignment, with more by its own bit-blasted CNF
   of the negation refuted by a DRAT proof the LRAT kernel replays (:mod:`.bitblast`); LIA by :mod:`.lia`
   (exact, refutes the negation branch by branch). A counterexample (found by those or by trying
   ``SAMPLES`` points first) is confirmed by evaluation and rejects the solution, naming the point.
3. Otherwise (an operator not bit-blasted, an LIA branch the procedure cannot refute) the verdict is UNCHECKABLE,
   the reason naming the obligation left: never an acceptance.
"""

from __future__ import annotations

import hashlib
import itertools
import json
import random
from typing import Any

from ..entry import guarded, serve_check
from . import bitblast, lia
from .sexpr import SygusError
from .sygus import Grammar, Problem, read_problem, read_solution
from .terms import Function, Term, evaluate, show_value

FORMAT = "sygus-solution/1"
CLAIM = "SYGUS_SOLUTION"
MAX_EXHAUSTIVE_BITS = 16
SAMPLES = 2_000
MAX_DERIVATION_STEPS = 1_000_000


class Rejected(Exception):
    pass


def derivable(body: Term, grammar: Grammar, params: tuple[Term, ...]) -> bool:
    """Whether ``body`` is in the language of ``grammar`` (from its start symbol).

    Bottom up: for every subterm, the set of nonterminals deriving it, the subterms' sets first, then a
    fixpoint at the node itself (unit productions ``N -> M`` may chain or cycle)."""
    names = {p.name for p in params}
    sets: dict[int, set[str]] = {}
    steps = [0]

    def match(p: Term, t: Term, here: set[str]) -> bool:
        steps[0] += 1
        if steps[0] > MAX_DERIVATION_STEPS:
            raise Rejected(f"the grammar derivation check took more than {MAX_DERIVATION_STEPS} steps")
        if p.kind == "nt":
            return p.name in (here if t is current[0] else sets[id(t)])
        if p.kind == "anyconst":
            return t.kind == "lit" and t.sort == p.sort
        if p.kind == "anyvar":
            return t.kind == "var" and t.name in names and t.sort == p.sort
        if p.kind != t.kind or p.sort != t.sort:
            return False
        if p.kind == "lit":
            return p.value == t.value
        if p.kind == "var":
            return p.name == t.name
        if p.name != t.name or len(p.args) != len(t.args):
            return False
        return all(match(q, u, here) for q, u in zip(p.args, t.args, strict=True))

    current: list[Term] = [body]

    def visit(t: Term) -> set[str]:
        if id(t) in sets:
            return sets[id(t)]
        for a in t.args:
            visit(a)
        current[0] = t
        here: set[str] = set()
        changed = True
        while changed:
            changed = False
            for nt, prods in grammar.rules.items():
                if nt not in here and any(match(p, t, here) for p in prods):
                    here.add(nt)
                    changed = True
        sets[id(t)] = here
        return here

    return grammar.start in visit(body)


def _inline(t: Term, subst: dict[str, Term], funs: dict[str, Function], memo: dict[int, Term]) -> Term:
    """``t`` with every call expanded and the variables of ``subst`` replaced."""
    key = id(t)
    if key in memo:
        return memo[key]
    if t.kind == "var":
        out = subst.get(t.name, t)
    elif t.kind == "lit":
        out = t
    else:
        args = tuple(_inline(a, subst, funs, memo) for a in t.args)
        if t.kind == "call":
            f = funs[t.name]
            assert f.body is not None
            out = _inline(f.body, {p.name: a for p, a in zip(f.params, args, strict=True)}, funs, {})
        else:
            out = Term(t.kind, t.sort, t.name, t.value, args)
    memo[key] = out
    return out


def _width(sort: Any) -> int:
    return 1 if sort == "Bool" else int(sort)


def _failing(problem: Problem, funs: dict[str, Function], env: dict[str, int]) -> int | None:
    for i, c in enumerate(problem.constraints):
        if not evaluate(c, env, funs):
            return i
    return None


def _describe(problem: Problem, env: dict[str, int], index: int) -> str:
    point = ", ".join(f"{n} = {show_value(env[n], v.sort)}" for n, v in problem.variables.items())
    return f"constraint {index + 1} is false at {point or 'the only point (no variables)'}"


def _samples(problem: Problem, seed: int) -> list[dict[str, int]]:
    rng = random.Random(seed)
    out = []
    for i in range(SAMPLES):
        env = {}
        for n, v in problem.variables.items():
            if v.sort == "Bool":
                env[n] = rng.randrange(2)
            elif v.sort == "Int":
                span = (2, 10, 1000, 10**9)[i % 4]
                env[n] = rng.randint(-span, span)
            else:
                w = int(v.sort)
                edge = (0, 1, (1 << w) - 1, 1 << (w - 1), rng.getrandbits(w))
                env[n] = edge[rng.randrange(5)]
        out.append(env)
    return out


def decide(problem: Problem, funs: dict[str, Function]) -> tuple[str, str]:
    """``("accept" | "reject" | "open", reason)``."""
    names = list(problem.variables)
    if not names:
        bad = _failing(problem, funs, {})
        return ("reject", _describe(problem, {}, bad)) if bad is not None else ("accept", "every constraint holds")
    sorts = [problem.variables[n].sort for n in names]
    if "Int" not in sorts and sum(map(_width, sorts)) <= MAX_EXHAUSTIVE_BITS:
        ranges = [range(1 << _width(s)) for s in sorts]
        count = 0
        for values in itertools.product(*ranges):
            env = dict(zip(names, values, strict=True))
            count += 1
            bad = _failing(problem, funs, env)
            if bad is not None:
                return "reject", _describe(problem, env, bad)
        return "accept", f"every constraint holds at all {count} assignments of the variables (exhaustive)"
    for env in _samples(problem, 0):
        bad = _failing(problem, funs, env)
        if bad is not None:
            return "reject", _describe(problem, env, bad)
    memo: dict[int, Term] = {}
    conj = [_inline(c, {}, funs, memo) for c in problem.constraints]
    formula = Term("op", "Bool", "not", args=(Term("op", "Bool", "and", args=(*conj, Term("lit", "Bool", value=1))),))
    if "Int" not in sorts:
        return _bit_blasted(problem, funs, formula)
    try:
        refuted, point, branches = lia.decide(formula)
    except lia.Undecided as exc:
        return "open", f"{exc}; {SAMPLES} sampled points hold"
    if refuted:
        return "accept", (
            f"the negated constraints are unsatisfiable over the integers: {branches} branches, each refuted by "
            "Fourier-Motzkin elimination with integer tightening"
        )
    env = {n: point.get(n, 0) for n in names}
    bad = _failing(problem, funs, env)
    if bad is None:
        return "open", "LIA_UNCONFIRMED: a branch was not refuted and its point does not falsify the constraints"
    return "reject", _describe(problem, env, bad)


def _bit_blasted(problem: Problem, funs: dict[str, Function], formula: Term) -> tuple[str, str]:
    """Bit-vectors past the exhaustive limit: the checker's own CNF of the negation (:mod:`.bitblast`)."""
    try:
        cnf = bitblast.encode(formula)
    except bitblast.NotEncoded as exc:
        return "open", f"{exc}; {SAMPLES} sampled points hold"
    outcome, info = bitblast.refute(cnf)
    if outcome == "refuted":
        return "accept", (
            f"the negated constraints are unsatisfiable: the checker's own bit-blasted CNF ({cnf.n} variables, "
            f"{len(cnf.clauses)} clauses) refuted by a DRAT proof the LRAT kernel checked ({info.get('decided_by')})"
        )
    if outcome == "model":
        env = {n: int(str(info.get(n, 0))) for n in problem.variables}
        bad = _failing(problem, funs, env)
        if bad is not None:
            return "reject", _describe(problem, env, bad)
        return "open", "BV_UNCONFIRMED: the CNF's model does not falsify the constraints on evaluation"
    return "open", f"{info.get('reason')}; {SAMPLES} sampled points hold"


def described(problem: Problem) -> dict[str, Any]:
    """The problem read: logic, functions, variables, constraints; the digest is of that reading (signatures
    and sorts, in order) together with the constraint count."""
    full = problem.summary()
    funs = full["synth_funs"]
    assert isinstance(funs, dict)
    summary = {
        "logic": problem.logic,
        "synth_funs": "; ".join(f"{n} {s}" for n, s in funs.items())[:200],
        "variables": len(problem.variables),
        "defined_functions": len(problem.defines),
        "constraints": len(problem.constraints),
    }
    text = json.dumps(full, sort_keys=True, separators=(",", ":"))
    return {
        "format": "sygus-if-v2",
        "summary": summary,
        "digest": "sha256:" + hashlib.sha256(text.encode()).hexdigest(),
    }


def check(payload: dict[str, Any]) -> dict[str, Any]:
    claim, subject, cert = payload.get("claim"), payload.get("subject"), payload.get("certificate")
    if not isinstance(claim, dict) or claim.get("kind") != CLAIM:
        return {"accepted": False, "reason": f"rejected: claim kind must be {CLAIM}", "checked": {}}
    if not isinstance(subject, dict) or set(subject) != {"problem"} or not isinstance(subject["problem"], str):
        return {"accepted": False, "reason": "rejected: subject must be {problem: text}", "checked": {}}
    if not isinstance(cert, dict) or set(cert) != {"solution"} or not isinstance(cert["solution"], str):
        return {"accepted": False, "reason": "rejected: certificate must be {solution: text}", "checked": {}}
    try:
        problem = read_problem(subject["problem"])
    except SygusError as exc:
        return {"accepted": False, "reason": f"rejected: the problem is not readable: {exc}", "checked": {}}
    model = {"model": described(problem)}
    try:
        solution = read_solution(cert["solution"], problem)
        for name, f in solution.items():
            grammar = problem.synth[name].grammar
            if grammar is not None and f.body is not None and not derivable(f.body, grammar, f.params):
                raise Rejected(f"the definition of {name} is not in its grammar (from {grammar.start})")
        funs = {**problem.defines, **solution}
        verdict, reason = decide(problem, funs)
    except SygusError as exc:
        return {"accepted": False, "reason": f"rejected: the solution is not readable: {exc}", "checked": {}, **model}
    except Rejected as exc:
        return {"accepted": False, "reason": f"rejected: {exc}", "checked": {}, **model}
    checked = {"functions": sorted(solution), "constraints": len(problem.constraints)}
    if verdict == "accept":
        return {"accepted": True, "reason": reason, "checked": checked, **model}
    if verdict == "reject":
        return {"accepted": False, "reason": f"rejected: {reason}", "checked": checked, **model}
    return {
        "accepted": False,
        "verdict": "UNCHECKABLE",
        "reason": f"not decided: {reason}",
        "checked": checked,
        **model,
    }


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
