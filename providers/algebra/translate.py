"""E's proof of a unit-equality problem, replayed into equational chains (untrusted worker code).

E's proof object names, for each derived clause, the inference rules and parent clauses, but not
the positions or substitutions. Each inference is therefore replayed here: superposition (``spm``,
single or simultaneous) by unification at every position, rewriting (``rw``) by matching, ``sr``,
``cn`` and ``er`` on the negated goal; the candidate whose clause is the one E printed (up to
renaming and orientation) is kept. Every printed positive clause becomes a :class:`Lemma` with its
chain; the refutation becomes the chain from the target's left side to its right side, E's Skolem
constants read back as the target's variables. Whatever does not replay raises
:class:`TranslationError` and the implication stays undecided: nothing here is trusted, the
checker replays the result on its own reading of the laws.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import cast

from .chains import Lemma, Step, by, embed, free_names, instantiate, replay, reverse
from .rewriting import Position, Subst, Term, match, positions, replace, substitute, unify, variables, variant
from .tstp import Clause, Line, Node

CLAUSIFY = frozenset(
    {
        "variable_rename",
        "split_conjunct",
        "fof_nnf",
        "skolemize",
        "assume_negation",
        "shift_quantors",
        "fof_simplification",
    }
)
MAX_CANDIDATES = 20_000


class TranslationError(ValueError):
    pass


@dataclass(frozen=True)
class Pos:
    """A positive unit ``lhs = rhs`` with its chain from lhs to rhs."""

    lhs: Term
    rhs: Term
    steps: tuple[Step, ...]


@dataclass(frozen=True)
class Neg:
    """The goal rewritten: ``a != b``; ``ca`` leads from one side of the goal to ``a``, ``cb`` from the other
    side to ``b`` (``a_from_lhs``: ``ca`` starts at the goal's left side)."""

    a: Term
    b: Term
    ca: tuple[Step, ...]
    cb: tuple[Step, ...]
    a_from_lhs: bool
    ga: Term  # the goal side ``ca`` starts at
    gb: Term  # the goal side ``cb`` starts at


@dataclass(frozen=True)
class Empty:
    """The refutation: a chain between the goal's sides (from its left side when ``from_lhs``)."""

    steps: tuple[Step, ...]
    from_lhs: bool


Candidate = Pos | Neg | Empty


def _rev(start: Term, steps: tuple[Step, ...] | list[Step]) -> tuple[Step, ...]:
    return tuple(reverse(start, list(steps))[1])


def _inst(steps: tuple[Step, ...] | list[Step], theta: Subst) -> tuple[Step, ...]:
    return tuple(instantiate(list(steps), theta))


def _at(steps: tuple[Step, ...] | list[Step], pos: Position) -> tuple[Step, ...]:
    return tuple(embed(list(steps), pos))


def _renamed(c: Pos, tag: str) -> Pos:
    theta: Subst = {v: tag + v for v in free_names(c.lhs, list(c.steps))}
    return Pos(substitute(c.lhs, theta), substitute(c.rhs, theta), _inst(c.steps, theta))


def _swap(c: Candidate) -> Candidate:
    if isinstance(c, Pos):
        return Pos(c.rhs, c.lhs, _rev(c.lhs, c.steps))
    if isinstance(c, Neg):
        return Neg(c.b, c.a, c.cb, c.ca, not c.a_from_lhs, c.gb, c.ga)
    return c


def _closed(n: Neg, bridge: tuple[Step, ...]) -> Empty:
    """The goal's chain once ``a`` = ``b`` is shown by ``bridge`` (a chain from a to b)."""
    return Empty(n.ca + bridge + _rev(n.gb, n.cb), n.a_from_lhs)


def _occurrences(t: Term, u: Term) -> list[Position]:
    """Outermost positions where ``u`` occurs in ``t`` (disjoint: a term never contains itself)."""
    found: list[Position] = []
    for p, s in positions(t):
        if s == u and not any(p[: len(q)] == q for q in found):
            found.append(p)
    return found


class Translator:
    def __init__(self, sources: list[tuple[Term, Term]], target: tuple[Term, Term]) -> None:
        self.sources = [Lemma(lhs, rhs, source=i) for i, (lhs, rhs) in enumerate(sources)]
        self.target = target
        self.target_names = variables(target[0]) | variables(target[1])
        self.resolved: dict[str, Candidate] = {}
        self.lines: dict[str, Line] = {}
        self.skolem: dict[str, str] = {}
        self.frozen = frozenset(self.target_names)  # the goal's Skolem constants, read back as its variables

    def _neg_renamed(self, n: Neg, tag: str) -> Neg:
        """The negative clause with its own variables (not the goal's constants) renamed apart."""
        names = free_names(n.a, list(n.ca)) | free_names(n.b, list(n.cb)) | variables(n.ga) | variables(n.gb)
        theta: Subst = {v: tag + v for v in names - self.frozen}
        a, b = substitute(n.a, theta), substitute(n.b, theta)
        return Neg(a, b, _inst(n.ca, theta), _inst(n.cb, theta), n.a_from_lhs, n.ga, n.gb)

    # ----- origins of clausified input -------------------------------------------------------------

    def _origin(self, node: Node | None, name: str | None) -> str | None:
        """The input formula a clausification-only derivation comes from (``s<i>`` or ``goal``)."""
        seen = 0
        while True:
            seen += 1
            if seen > 100:
                return None
            if node is None:
                line = self.lines.get(name or "")
                if line is None:
                    return None
                if line.source is None:
                    return line.file_name or line.name
                node, name = line.source, None
                continue
            if node.rule is None:
                name, node = node.name, None
                continue
            if node.rule not in CLAUSIFY or len(node.parents) != 1:
                return None
            node = node.parents[0]

    def _input_clause(self, line: Line, origin: str) -> Candidate:
        clause = line.clause
        assert clause is not None and clause.lhs is not None and clause.rhs is not None
        if origin == "goal":
            if clause.positive:
                raise TranslationError("the negated goal is not a negative unit")
            return self._negated_goal(clause)
        if not origin.startswith("s") or not origin[1:].isdigit() or int(origin[1:]) >= len(self.sources):
            raise TranslationError(f"unknown input formula {origin!r}")
        law = self.sources[int(origin[1:])]
        printed = (clause.lhs, clause.rhs)
        for mirror in (False, True):
            sides = (law.rhs, law.lhs) if mirror else (law.lhs, law.rhs)
            s = variant(sides, printed)
            if s is not None and clause.positive:
                step = by(law, mirror, (), s)
                return self._lemma(Pos(clause.lhs, clause.rhs, (step,)))
        raise TranslationError(f"E's clause {line.name} is not source law {origin}")

    def _negated_goal(self, clause: Clause) -> Neg:
        assert clause.lhs is not None and clause.rhs is not None
        g1, g2 = self.target
        for a_from_lhs, (p, q) in ((True, (g1, g2)), (False, (g2, g1))):
            s = match(p, clause.lhs)
            s = match(q, clause.rhs, s) if s is not None else None
            if s is not None and all(isinstance(v, str) for v in s.values()) and len(set(s.values())) == len(s):
                self.skolem = {str(c): v for v, c in s.items()}
                return Neg(p, q, (), (), a_from_lhs, p, q)
        raise TranslationError("the negated conjecture is not the target with Skolem constants")

    def _ground(self, t: Term) -> Term:
        """E's Skolem constants read back as the target's variables."""
        if isinstance(t, str):
            if t[:1].isupper():
                return "E'" + t  # one of E's variables (a non-ground negative clause)
            if t not in self.skolem:
                raise TranslationError(f"unknown constant {t!r} in a negative clause")
            return self.skolem[t]
        return (self._ground(t[0]), self._ground(t[1]))

    # ----- inferences ------------------------------------------------------------------------------

    def evaluate(self, node: Node) -> list[Candidate]:
        if node.rule is None:
            got = self.resolved.get(node.name or "")
            if got is None:
                raise TranslationError(f"clause {node.name} is used before it is derived")
            return [got]
        parents = [self.evaluate(p) for p in node.parents]
        rule = node.rule
        out: list[Candidate] = []
        if rule in CLAUSIFY and len(parents) == 1:
            out = parents[0]
        elif rule == "spm" and len(parents) == 2:
            for first, second in ((parents[0], parents[1]), (parents[1], parents[0])):
                for f in first:
                    if isinstance(f, Pos):
                        for into in second:
                            out.extend(self._superpose(f, into))
        elif rule == "rw" and len(parents) == 2:
            for x in parents[0]:
                for d in parents[1]:
                    if isinstance(d, Pos):
                        out.extend(self._rewrite(x, d))
        elif rule == "sr" and len(parents) == 2:
            for n in parents[0]:
                for p in parents[1]:
                    if isinstance(n, Neg) and isinstance(p, Pos):
                        out.extend(self._reflect(n, p))
        elif rule == "ar" and len(parents) >= 2:
            for n in parents[0]:
                if isinstance(n, Neg):
                    for comm in (c for group in parents[1:] for c in group if isinstance(c, Pos)):
                        bridge = _commuted(n.a, n.b, comm, ())
                        if bridge is not None:
                            out.append(_closed(n, bridge))
                            break
        elif rule in ("cn", "er") and len(parents) == 1:
            for x in parents[0]:
                closed = self._resolved(x) if isinstance(x, Neg) else None
                if closed is not None:
                    out.append(closed)
                elif rule == "cn" or not isinstance(x, Neg):
                    out.append(x)
        else:
            raise TranslationError(f"inference {rule!r} with {len(parents)} parents is not translated")
        out = _dedupe(out, self.frozen)
        if len(out) > MAX_CANDIDATES:
            raise TranslationError(f"more than {MAX_CANDIDATES} candidate clauses at one inference")
        return out

    def _superpose(self, f: Pos, into: Candidate) -> list[Candidate]:
        f = _renamed(f, "f'")
        out: list[Candidate] = []
        for l, r, forward in ((f.lhs, f.rhs, f.steps), (f.rhs, f.lhs, _rev(f.lhs, f.steps))):
            backward = _rev(l, forward)  # r -> l
            if isinstance(into, Pos):
                i = _renamed(into, "i'")
                for s, t, chain in ((i.lhs, i.rhs, i.steps), (i.rhs, i.lhs, _rev(i.lhs, i.steps))):
                    for p, u in positions(s):
                        if isinstance(u, str):
                            continue
                        sigma = unify(l, u)
                        if sigma is None:
                            continue
                        s_sig, t_sig, l_sig = substitute(s, sigma), substitute(t, sigma), substitute(l, sigma)
                        r_sig = substitute(r, sigma)
                        into_chain = _inst(chain, sigma)
                        back, fwd = _inst(backward, sigma), _inst(forward, sigma)
                        single = Pos(replace(s_sig, p, r_sig), t_sig, _at(back, p) + into_chain)
                        out.append(single)
                        occ_s, occ_t = _occurrences(s_sig, l_sig), _occurrences(t_sig, l_sig)
                        if len(occ_s) > 1 or occ_t:
                            s_all, t_all = s_sig, t_sig
                            pre: tuple[Step, ...] = ()
                            post: tuple[Step, ...] = ()
                            for q in occ_s:
                                s_all = replace(s_all, q, r_sig)
                                pre += _at(back, q)
                            for q in occ_t:
                                t_all = replace(t_all, q, r_sig)
                                post += _at(fwd, q)
                            out.append(Pos(s_all, t_all, pre + into_chain + post))
                            if occ_t and len(occ_s) > 1:
                                out.append(Pos(s_all, t_sig, pre + into_chain))
            elif isinstance(into, Neg):
                n0 = self._neg_renamed(into, "n'")
                for side in (0, 1):
                    n = n0 if side == 0 else _swap(n0)
                    assert isinstance(n, Neg)
                    for p, u in positions(n.a):
                        if isinstance(u, str):
                            continue
                        sigma = unify(l, u, self.frozen)
                        if sigma is None:
                            continue
                        a, b = substitute(n.a, sigma), substitute(n.b, sigma)
                        ca, cb = _inst(n.ca, sigma), _inst(n.cb, sigma)
                        l_sig, r_sig = substitute(l, sigma), substitute(r, sigma)
                        fwd = _inst(forward, sigma)
                        variants = [(replace(a, p, r_sig), ca + _at(fwd, p), b, cb)]
                        occ_a, occ_b = _occurrences(a, l_sig), _occurrences(b, l_sig)
                        if len(occ_a) > 1 or occ_b:
                            a_all, b_all, ca_all, cb_all = a, b, ca, cb
                            for q in occ_a:
                                a_all, ca_all = replace(a_all, q, r_sig), ca_all + _at(fwd, q)
                            for q in occ_b:
                                b_all, cb_all = replace(b_all, q, r_sig), cb_all + _at(fwd, q)
                            variants.append((a_all, ca_all, b_all, cb_all))
                        for a2, ca2, b2, cb2 in variants:
                            got = Neg(a2, b2, ca2, cb2, n.a_from_lhs, n.ga, n.gb)
                            out.append(got if side == 0 else _swap(got))
        return out

    def _rewrite(self, x: Candidate, d: Pos) -> list[Candidate]:
        d = _renamed(d, "d'")
        out: list[Candidate] = []
        for l, r, forward in ((d.lhs, d.rhs, d.steps), (d.rhs, d.lhs, _rev(d.lhs, d.steps))):
            if not variables(r) <= variables(l):
                continue
            if isinstance(x, Pos):
                sides = [(x.lhs, x.rhs, x.steps, False), (x.rhs, x.lhs, _rev(x.lhs, x.steps), True)]
                for s, t, chain, swapped in sides:
                    for p, u in positions(s):
                        sigma = match(l, u)
                        if sigma is None:
                            continue
                        back = _inst(_rev(l, forward), sigma)
                        l_sig, r_sig = substitute(l, sigma), substitute(r, sigma)
                        one = Pos(replace(s, p, r_sig), t, _at(back, p) + chain)
                        s_all, pre = s, cast(tuple[Step, ...], ())
                        for q in _occurrences(s, l_sig):
                            s_all, pre = replace(s_all, q, r_sig), pre + _at(back, q)
                        for c in (one, Pos(s_all, t, pre + chain)):
                            out.append(_swap(c) if swapped else c)
            elif isinstance(x, Neg):
                for side in (0, 1):
                    a, ca = (x.a, x.ca) if side == 0 else (x.b, x.cb)
                    for p, u in positions(a):
                        sigma = match(l, u)
                        if sigma is None:
                            continue
                        fwd = _inst(forward, sigma)
                        l_sig, r_sig = substitute(l, sigma), substitute(r, sigma)
                        results = [(replace(a, p, r_sig), ca + _at(fwd, p))]
                        a_all, ca_all = a, ca
                        for q in _occurrences(a, l_sig):
                            a_all, ca_all = replace(a_all, q, r_sig), ca_all + _at(fwd, q)
                        results.append((a_all, ca_all))
                        for a2, ca2 in results:
                            if side == 0:
                                out.append(Neg(a2, x.b, ca2, x.cb, x.a_from_lhs, x.ga, x.gb))
                            else:
                                out.append(Neg(x.a, a2, x.ca, ca2, x.a_from_lhs, x.ga, x.gb))
        return out

    def _reflect(self, n: Neg, p: Pos) -> list[Candidate]:
        if n.a == n.b:
            return [_closed(n, ())]
        p = _renamed(p, "p'")
        out: list[Candidate] = []
        # the path down to where the two sides differ: every position above it is a candidate
        path: list[Position] = [()]
        a, b = n.a, n.b
        while isinstance(a, tuple) and isinstance(b, tuple) and (a[0] == b[0]) != (a[1] == b[1]):
            k = 0 if a[0] != b[0] else 1
            path.append(path[-1] + (k,))
            a, b = a[k], b[k]
        for q in path:
            u, v = _sub(n.a, q), _sub(n.b, q)
            for l, r, forward in ((p.lhs, p.rhs, p.steps), (p.rhs, p.lhs, _rev(p.lhs, p.steps))):
                sigma = match(l, u)
                sigma = match(r, v, sigma) if sigma is not None else None
                if sigma is not None:
                    out.append(_closed(n, _at(_inst(forward, sigma), q)))
        return out

    def _resolved(self, n: Neg) -> Empty | None:
        """Equality resolution: the goal closed by the unifier of the two sides, if they unify."""
        sigma = unify(n.a, n.b, self.frozen)
        if sigma is None:
            return None
        a, b = substitute(n.a, sigma), substitute(n.b, sigma)
        return _closed(Neg(a, b, _inst(n.ca, sigma), _inst(n.cb, sigma), n.a_from_lhs, n.ga, n.gb), ())

    def _same_neg(self, got: tuple[Term, Term], printed: tuple[Term, Term]) -> bool:
        s = variant(got, printed)
        return (
            s is not None
            and all(s.get(v, v) == v for v in self.frozen)
            and not any(s[v] in self.frozen for v in s if v not in self.frozen)
        )

    # ----- the proof -------------------------------------------------------------------------------

    def _lemma(self, c: Pos) -> Pos:
        """The clause as a lemma with canonical variable names; its uses are single steps by it."""
        theta: Subst = {}
        for v in _ordered(c.lhs) + _ordered(c.rhs):
            theta.setdefault(v, f"v{len(theta) + 1}")
        extra = sorted(free_names(c.lhs, list(c.steps)) - set(theta))
        for k, v in enumerate(extra, 1):
            theta[v] = f"w{k}"
        lemma = Lemma(substitute(c.lhs, theta), substitute(c.rhs, theta), list(_inst(c.steps, theta)))
        identity: Subst = {v: v for v in lemma.names()}
        return Pos(lemma.lhs, lemma.rhs, (by(lemma, False, (), identity),))

    def _pick(self, line: Line, candidates: list[Candidate]) -> Candidate:
        clause = line.clause
        assert clause is not None
        if clause.lhs is None:
            for c in candidates:
                if isinstance(c, Empty):
                    return c
            for c in candidates:  # E drops a literal s != s as it derives it
                closed = self._resolved(c) if isinstance(c, Neg) else None
                if closed is not None:
                    return closed
            raise TranslationError(f"no replay of {line.name} closes the goal")
        assert clause.rhs is not None
        if not clause.positive:
            printed = (self._ground(clause.lhs), self._ground(clause.rhs))
            for c in candidates:
                for oriented in (c, _swap(c)):
                    if isinstance(oriented, Neg) and self._same_neg((oriented.a, oriented.b), printed):
                        return oriented
            raise TranslationError(f"no replay of {line.name} gives E's clause")
        printed = (clause.lhs, clause.rhs)
        for c in candidates:
            if not isinstance(c, Pos):
                continue
            for oriented in (c, _swap(c)):
                assert isinstance(oriented, Pos)
                if variant((oriented.lhs, oriented.rhs), printed) is not None:
                    return self._lemma(oriented)
        raise TranslationError(f"no replay of {line.name} gives E's clause")

    def translate(self, lines: list[Line]) -> tuple[Term, list[Step]]:
        """The chain from the target's left side to its right side."""
        for line in lines:
            self.lines[line.name] = line
        for line in lines:
            if line.kind != "cnf" or line.clause is None:
                continue
            origin = self._origin(line.source, None) if line.source is not None else (line.file_name or line.name)
            if origin is not None:
                self.resolved[line.name] = self._input_clause(line, origin)
                continue
            assert line.source is not None
            found = self._pick(line, self.evaluate(line.source))
            self.resolved[line.name] = found
            if isinstance(found, Empty):
                steps = list(found.steps)
                if not found.from_lhs:
                    steps = reverse(self.target[1], steps)[1]
                extra = sorted(free_names(self.target[0], steps) - self.target_names)
                fresh = (f"w{k}" for k in range(1, 10**6) if f"w{k}" not in self.target_names)
                steps = instantiate(steps, {v: next(fresh) for v in extra})
                if replay(self.target[0], steps)[-1] != self.target[1]:  # ChainError if a step does not match
                    raise TranslationError("the replayed chain does not end at the target's right side")
                return self.target[0], steps
        raise TranslationError("E's proof has no refutation")


def _commuted(s: Term, t: Term, comm: Pos, pos: Position) -> tuple[Step, ...] | None:
    """A chain from ``s`` to ``t`` by ``comm`` (a commutativity law x*y = y*x), when they are equal modulo
    commutativity (E's AC resolution, ``ar``, with commutativity alone); None otherwise."""
    lhs, rhs = comm.lhs, comm.rhs
    if not (isinstance(lhs, tuple) and isinstance(lhs[0], str) and isinstance(lhs[1], str) and lhs[0] != lhs[1]):
        return None
    if rhs != (lhs[1], lhs[0]):
        return None
    if s == t:
        return ()
    if not (isinstance(s, tuple) and isinstance(t, tuple)):
        return None
    left, right = _commuted(s[0], t[0], comm, pos + (0,)), _commuted(s[1], t[1], comm, pos + (1,))
    if left is not None and right is not None:
        return left + right
    left, right = _commuted(s[1], t[0], comm, pos + (0,)), _commuted(s[0], t[1], comm, pos + (1,))
    if left is None or right is None:
        return None
    swap = _at(_inst(comm.steps, {lhs[0]: s[0], lhs[1]: s[1]}), pos)
    return swap + left + right


def _sub(t: Term, pos: Position) -> Term:
    for i in pos:
        t = t[i]
    return t


def _ordered(t: Term) -> list[str]:
    if isinstance(t, str):
        return [t]
    return _ordered(t[0]) + _ordered(t[1])


def _dedupe(cands: list[Candidate], frozen: frozenset[str]) -> list[Candidate]:
    seen: set[object] = set()
    out: list[Candidate] = []
    for c in cands:
        if isinstance(c, Pos):
            key: object = ("p", _canon(c.lhs, c.rhs))
        elif isinstance(c, Neg):
            key = ("n", _canon(c.a, c.b, frozen))
        else:
            key = ("e",)
        if key not in seen:
            seen.add(key)
            out.append(c)
    return out


def _canon(lhs: Term, rhs: Term, frozen: frozenset[str] = frozenset()) -> tuple[Term, Term]:
    theta: Subst = {}
    for v in _ordered(lhs) + _ordered(rhs):
        if v not in frozen:
            theta.setdefault(v, f"#{len(theta)}")
    return substitute(lhs, theta), substitute(rhs, theta)
