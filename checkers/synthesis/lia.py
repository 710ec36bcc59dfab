"""An exact decision, of our own, that a quantifier-free LIA formula (with Bool variables) is unsatisfiable.

Route (why this one): after the candidate definitions are substituted, a SyGuS constraint is a
quantifier-free formula over the declared variables; the solution is correct iff its negation has no
integer model. We enumerate the negation's disjunctive normal form lazily (ite terms are split on their
condition, disequalities into < or >, Bool variables assigned once), and refute every branch, a
conjunction of linear inequalities, by Fourier-Motzkin elimination with integer tightening (each
inequality divided by the gcd of its coefficients, the bound rounded down). Each derived inequality is
a nonnegative combination of the branch's, and tightening is valid over the integers, so a derived
``0 <= negative`` refutes the branch: a "refuted" answer is sound. FM is complete over the rationals
but not over the integers; a branch it cannot refute is tried for an integer point by back-substitution
(any point found is returned as a counterexample, which the caller confirms by evaluation), else the
decision is left open (:class:`Undecided`), as is any run past ``MAX_BRANCHES`` branches or
``MAX_INEQUALITIES`` inequalities: never a guess. This is independent of cvc5 (which decides the same
question by its simplex-based arithmetic solver inside CEGIS).
"""

from __future__ import annotations

from collections.abc import Iterator
from math import gcd

from .terms import Term

MAX_BRANCHES = 200_000  # DNF branches of the negated formula
MAX_INEQUALITIES = 20_000  # inequalities during one elimination

Linear = tuple[dict[str, int], int]  # sum a_x x + c
Ineq = tuple[tuple[tuple[str, int], ...], int]  # sum a_x x <= b


class Undecided(Exception):
    """The procedure could not decide; the message names the obligation left."""


class NotLinear(Exception):
    pass


def _tight(coeffs: dict[str, int], bound: int) -> Ineq:
    items = tuple(sorted((x, a) for x, a in coeffs.items() if a))
    g = 0
    for _, a in items:
        g = gcd(g, a)
    if g > 1:
        items = tuple((x, a // g) for x, a in items)
        bound = bound // g  # floor: valid over the integers
    return items, bound


def _linear(t: Term) -> Linear:
    if t.kind == "lit":
        return {}, t.value
    if t.kind == "var":
        return {t.name: 1}, 0
    if t.kind != "op" or t.name not in ("+", "-", "*"):
        raise NotLinear(t.name)
    parts = [_linear(a) for a in t.args]
    if t.name == "*":
        coeffs: dict[str, int] = {}
        const = 1
        for c, k in parts:
            if c:
                if coeffs:
                    raise NotLinear("*")
                coeffs = {x: a * const for x, a in c.items()}
                const = k * const
            else:
                coeffs = {x: a * k for x, a in coeffs.items()}
                const *= k
        return coeffs, const
    sign = [1] * len(parts)
    if t.name == "-":
        sign = [-1] if len(parts) == 1 else [1] + [-1] * (len(parts) - 1)
    out: dict[str, int] = {}
    const = 0
    for s, (c, k) in zip(sign, parts, strict=True):
        for x, a in c.items():
            out[x] = out.get(x, 0) + s * a
        const += s * k
    return out, const


def _find_ite(t: Term) -> Term | None:
    if t.kind == "op" and t.name == "ite":
        return t
    for a in t.args:
        found = _find_ite(a)
        if found is not None:
            return found
    return None


def _replace(t: Term, old: Term, new: Term) -> Term:
    if t is old:
        return new
    if not t.args:
        return t
    args = tuple(_replace(a, old, new) for a in t.args)
    if all(x is y for x, y in zip(args, t.args, strict=True)):
        return t
    return Term(t.kind, t.sort, t.name, t.value, args)


def _atom(op: str, a: Term, b: Term, positive: bool) -> list[list[Ineq]]:
    """``a op b`` (or its negation) as a disjunction of conjunctions of inequalities."""
    (ca, ka), (cb, kb) = _linear(a), _linear(b)
    diff = dict(ca)
    for x, v in cb.items():
        diff[x] = diff.get(x, 0) - v
    k = ka - kb  # a - b = diff + k
    neg = {x: -v for x, v in diff.items()}
    le = _tight(diff, -k)  # a - b <= 0
    lt = _tight(diff, -k - 1)  # a - b <= -1
    ge = _tight(neg, k)  # b - a <= 0
    gt = _tight(neg, k - 1)  # b - a <= -1
    if op == "=":
        return [[le, ge]] if positive else [[lt], [gt]]
    table = {"<=": (le, gt), "<": (lt, ge), ">=": (ge, lt), ">": (gt, le)}
    yes, no = table[op]
    return [[yes if positive else no]]


def _eliminate(ineqs: list[Ineq]) -> tuple[bool, list[tuple[str, list[Ineq]]]]:
    """(refuted, the elimination record for back-substitution)."""
    current = list(dict.fromkeys(ineqs))
    record: list[tuple[str, list[Ineq]]] = []
    while True:
        for coeffs, bound in current:
            if not coeffs and bound < 0:
                return True, record
        current = [q for q in current if q[0]]
        if not current:
            return False, record
        counts: dict[str, tuple[int, int]] = {}
        for coeffs, _ in current:
            for x, a in coeffs:
                p, n = counts.get(x, (0, 0))
                counts[x] = (p + (a > 0), n + (a < 0))
        x = min(counts, key=lambda v: counts[v][0] * counts[v][1] - counts[v][0] - counts[v][1])
        record.append((x, current))
        upper = [q for q in current if dict(q[0]).get(x, 0) > 0]
        lower = [q for q in current if dict(q[0]).get(x, 0) < 0]
        rest = [q for q in current if dict(q[0]).get(x, 0) == 0]
        if len(rest) + len(upper) * len(lower) > MAX_INEQUALITIES:
            raise Undecided(
                f"LIA_ELIMINATION_TOO_LARGE: eliminating {x} needs more than {MAX_INEQUALITIES} inequalities"
            )
        new = list(rest)
        for cu, bu in upper:
            du = dict(cu)
            au = du[x]
            for cl, bl in lower:
                dl = dict(cl)
                al = -dl[x]
                combined: dict[str, int] = {}
                for v, c in du.items():
                    combined[v] = combined.get(v, 0) + al * c
                for v, c in dl.items():
                    combined[v] = combined.get(v, 0) + au * c
                combined.pop(x, None)
                new.append(_tight(combined, al * bu + au * bl))
        current = list(dict.fromkeys(new))


def _point(record: list[tuple[str, list[Ineq]]]) -> dict[str, int] | None:
    """An integer point of the first system of ``record`` by back-substitution, or None."""
    values: dict[str, int] = {}
    for x, system in reversed(record):
        lo: int | None = None
        hi: int | None = None
        for coeffs, bound in system:
            d = dict(coeffs)
            a = d.get(x, 0)
            if a == 0:
                continue
            rest = bound - sum(c * values.get(v, 0) for v, c in d.items() if v != x)
            if a > 0:
                h = rest // a
                hi = h if hi is None else min(hi, h)
            else:
                low = -((rest) // (-a))  # x >= ceil(rest / a) for a < 0
                lo = low if lo is None else max(lo, low)
        if lo is not None and hi is not None and lo > hi:
            return None
        values[x] = lo if lo is not None else (hi if hi is not None else 0)
    return values


def _dead(ineqs: list[Ineq]) -> bool:
    """Whether the inequalities gathered so far are already refuted (so no branch below needs enumerating)."""
    if not ineqs:
        return False
    try:
        return _eliminate(ineqs)[0]
    except Undecided:
        return False


def _branches(
    pending: list[tuple[Term, bool]], ineqs: list[Ineq], bools: dict[str, bool]
) -> Iterator[tuple[list[Ineq], dict[str, bool]]]:
    """Every conjunction of the DNF of the pending literals (all must hold)."""
    while pending:
        t, positive = pending.pop()
        if t.kind == "lit":
            if bool(t.value) != positive:
                return
            continue
        if t.kind == "var":
            if bools.get(t.name, positive) != positive:
                return
            bools = {**bools, t.name: positive}
            continue
        op, args = t.name, t.args
        if op == "not":
            pending.append((args[0], not positive))
            continue
        if op in ("and", "or", "=>"):
            parts = [(a, True) for a in args]
            if op == "=>":
                parts = [(a, False) for a in args[:-1]] + [(args[-1], True)]
            conj = (op == "and") == positive
            if op == "=>":
                conj = not positive
            if conj:
                pending.extend((a, p if positive else not p) for a, p in parts)
                continue
            if _dead(ineqs):
                return
            for a, p in parts:
                yield from _branches([*pending, (a, p if positive else not p)], ineqs, bools)
            return
        if op == "ite" and t.sort == "Bool":
            if _dead(ineqs):
                return
            c, a, b = args
            yield from _branches([*pending, (c, True), (a, positive)], ineqs, bools)
            yield from _branches([*pending, (c, False), (b, positive)], ineqs, bools)
            return
        if op in ("=", "distinct", "xor") and args[0].sort == "Bool":
            if len(args) != 2:
                raise Undecided(f"LIA_BOOL_CHAIN: {op} over more than two Bool terms is not decided here")
            a, b = args
            same = (op == "=") == positive
            for va in (True, False):
                yield from _branches([*pending, (a, va), (b, va if same else not va)], ineqs, bools)
            return
        if op == "distinct":
            if len(args) != 2:
                pairs = [Term("op", "Bool", "distinct", args=(x, y)) for i, x in enumerate(args) for y in args[i + 1 :]]
                pending.append((Term("op", "Bool", "and", args=tuple(pairs)), positive))
                continue
            pending.append((Term("op", "Bool", "=", args=args), not positive))
            continue
        if op in ("=", "<", "<=", ">", ">="):
            if len(args) > 2:
                chain = [Term("op", "Bool", op, args=(x, y)) for x, y in zip(args, args[1:], strict=False)]
                pending.append((Term("op", "Bool", "and", args=tuple(chain)), positive))
                continue
            ite = _find_ite(t)
            if ite is not None:
                if _dead(ineqs):
                    return
                c, a, b = ite.args
                yield from _branches([*pending, (c, True), (_replace(t, ite, a), positive)], ineqs, bools)
                yield from _branches([*pending, (c, False), (_replace(t, ite, b), positive)], ineqs, bools)
                return
            try:
                alternatives = _atom(op, args[0], args[1], positive)
            except NotLinear as exc:
                raise Undecided(f"LIA_NOT_LINEAR: a term with {exc} is not linear") from None
            if len(alternatives) == 1:
                ineqs = ineqs + alternatives[0]
                continue
            if _dead(ineqs):
                return
            for alt in alternatives:
                yield from _branches(list(pending), ineqs + alt, bools)
            return
        raise Undecided(f"LIA_OPERATOR: {op} is not decided here")
    yield ineqs, bools


def decide(formula: Term) -> tuple[bool, dict[str, int], int]:
    """``(True, {}, branches)`` when ``formula`` has no integer model; ``(False, point, branches)`` with a
    candidate model (Bool variables as 0/1) to be confirmed by evaluation. Raises :class:`Undecided`."""
    count = 0
    for ineqs, bools in _branches([(formula, True)], [], {}):
        count += 1
        if count > MAX_BRANCHES:
            raise Undecided(f"LIA_TOO_MANY_BRANCHES: more than {MAX_BRANCHES} branches of the negated constraints")
        refuted, record = _eliminate(ineqs)
        if refuted:
            continue
        point = _point(record) if record else {}
        if point is None:
            raise Undecided("LIA_RATIONAL_ONLY: a branch has a rational but possibly no integer model")
        return False, {**point, **{b: int(v) for b, v in bools.items()}}, count
    return True, {}, count
