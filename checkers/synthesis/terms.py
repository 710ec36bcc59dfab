"""Typed terms of the SyGuS subset (Bool, Int (linear), bit-vectors up to ``MAX_WIDTH`` bits) and their evaluation.

A sort is ``"Bool"``, ``"Int"`` or an int (a bit-vector width). A :class:`Term` is a variable, a
literal, an application of a theory operator, of a defined function (``define-fun``, a macro) or of
a function to synthesize, or (in grammars only) a nonterminal. Terms are shared (``let`` builds a
DAG); evaluation memoises per node. Operators outside :data:`BOOL_OPS`, :data:`INT_OPS` and
:data:`BV_OPS` are refused by the reader (:mod:`.sygus`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

MAX_WIDTH = 64  # bit-vector width

Sort = str | int


def sort_name(sort: Sort) -> str:
    return f"(_ BitVec {sort})" if isinstance(sort, int) else sort


@dataclass(eq=False, slots=True)
class Term:
    kind: str  # "var", "lit", "op", "call" (defined or synthesized function), "nt" (grammar nonterminal)
    sort: Sort
    name: str = ""  # variable, operator, function or nonterminal name
    value: int = 0  # a literal's value (Bool: 0/1; bit-vectors: unsigned)
    args: tuple[Term, ...] = field(default=())


BOOL_OPS = {"not", "and", "or", "=>", "xor", "=", "distinct", "ite"}
INT_OPS = {"+", "-", "*", "<", "<=", ">", ">="}
BV_ARITH = {"bvadd", "bvsub", "bvmul", "bvudiv", "bvurem", "bvand", "bvor", "bvxor", "bvshl", "bvlshr", "bvashr"}
BV_UNARY = {"bvneg", "bvnot"}
BV_COMPARE = {"bvult", "bvule", "bvugt", "bvuge", "bvslt", "bvsle", "bvsgt", "bvsge"}
BV_OPS = BV_ARITH | BV_UNARY | BV_COMPARE


def op_sort(op: str, sorts: list[Sort]) -> Sort | str:
    """The result sort of ``op`` applied to arguments of ``sorts``, or a message why not."""
    n = len(sorts)
    if op == "not":
        return "Bool" if sorts == ["Bool"] else "not takes one Bool"
    if op in ("and", "or", "xor", "=>"):
        return "Bool" if n >= 2 and all(s == "Bool" for s in sorts) else f"{op} takes two or more Bool"
    if op in ("=", "distinct"):
        return "Bool" if n >= 2 and all(s == sorts[0] for s in sorts) else f"{op} takes two or more of one sort"
    if op == "ite":
        ok = n == 3 and sorts[0] == "Bool" and sorts[1] == sorts[2]
        return sorts[1] if ok else "ite takes a Bool and two of one sort"
    if op in ("+", "*"):
        return "Int" if n >= 2 and all(s == "Int" for s in sorts) else f"{op} takes two or more Int"
    if op == "-":
        return "Int" if n >= 1 and all(s == "Int" for s in sorts) else "- takes Int"
    if op in ("<", "<=", ">", ">="):
        return "Bool" if n >= 2 and all(s == "Int" for s in sorts) else f"{op} takes two or more Int"
    if op in BV_UNARY:
        return sorts[0] if n == 1 and isinstance(sorts[0], int) else f"{op} takes one bit-vector"
    if op in BV_ARITH or op in BV_COMPARE:
        same = n == 2 and isinstance(sorts[0], int) and sorts[0] == sorts[1]
        if not same:
            return f"{op} takes two bit-vectors of one width"
        return "Bool" if op in BV_COMPARE else sorts[0]
    return f"unknown operator {op}"


def _signed(v: int, w: int) -> int:
    return v - (1 << w) if v >> (w - 1) else v


def _chain(op: str, xs: list[int]) -> bool:
    pairs = zip(xs, xs[1:], strict=False)
    if op == "<":
        return all(a < b for a, b in pairs)
    if op == "<=":
        return all(a <= b for a, b in pairs)
    if op == ">":
        return all(a > b for a, b in pairs)
    return all(a >= b for a, b in pairs)


def apply_op(op: str, sort: Sort, xs: list[int], arg_sort: Sort) -> int:
    """The value of a theory operator (no ite, and/or: those are lazy in :func:`evaluate`)."""
    if op == "not":
        return 1 - xs[0]
    if op == "xor":
        return sum(xs) & 1
    if op == "=":
        return int(all(x == xs[0] for x in xs))
    if op == "distinct":
        return int(len(set(xs)) == len(xs))
    if op == "+":
        return sum(xs)
    if op == "-":
        return -xs[0] if len(xs) == 1 else xs[0] - sum(xs[1:])
    if op == "*":
        out = 1
        for x in xs:
            out *= x
        return out
    if op in ("<", "<=", ">", ">="):
        return int(_chain(op, xs))
    w = arg_sort
    assert isinstance(w, int)
    mask = (1 << w) - 1
    if op in BV_COMPARE:
        a, b = xs
        if op[2] == "s":
            a, b = _signed(a, w), _signed(b, w)
        rel = op[3:]
        return int({"lt": a < b, "le": a <= b, "gt": a > b, "ge": a >= b}[rel])
    if op == "bvnot":
        return ~xs[0] & mask
    if op == "bvneg":
        return -xs[0] & mask
    a, b = xs
    if op == "bvadd":
        return (a + b) & mask
    if op == "bvsub":
        return (a - b) & mask
    if op == "bvmul":
        return (a * b) & mask
    if op == "bvudiv":
        return mask if b == 0 else a // b
    if op == "bvurem":
        return a if b == 0 else a % b
    if op == "bvand":
        return a & b
    if op == "bvor":
        return a | b
    if op == "bvxor":
        return a ^ b
    if op == "bvshl":
        return (a << b) & mask if b < w else 0
    if op == "bvlshr":
        return a >> b if b < w else 0
    assert op == "bvashr"
    return (_signed(a, w) >> min(b, w)) & mask


@dataclass(slots=True)
class Function:
    """A defined or synthesized function: parameters (variable terms) and body."""

    name: str
    params: tuple[Term, ...]
    sort: Sort
    body: Term | None = None


def evaluate(term: Term, env: dict[str, int], funs: dict[str, Function]) -> int:
    """The value of ``term`` with the variables of ``env``, calling ``funs`` (bodies given)."""
    memo: dict[int, int] = {}

    def ev(t: Term, scope: dict[str, int], memo: dict[int, int]) -> int:
        key = id(t)
        if key in memo:
            return memo[key]
        if t.kind == "lit":
            v = t.value
        elif t.kind == "var":
            v = scope[t.name]
        elif t.kind == "call":
            f = funs[t.name]
            assert f.body is not None
            inner = {p.name: ev(a, scope, memo) for p, a in zip(f.params, t.args, strict=True)}
            v = ev(f.body, inner, {})
        elif t.name == "ite":
            v = ev(t.args[1], scope, memo) if ev(t.args[0], scope, memo) else ev(t.args[2], scope, memo)
        elif t.name == "and":
            v = int(all(ev(a, scope, memo) for a in t.args))
        elif t.name == "or":
            v = int(any(ev(a, scope, memo) for a in t.args))
        elif t.name == "=>":
            xs = [ev(a, scope, memo) for a in t.args]
            v = xs[-1]
            for x in reversed(xs[:-1]):
                v = int(not x or v)
        else:
            v = apply_op(t.name, t.sort, [ev(a, scope, memo) for a in t.args], t.args[0].sort)
        memo[key] = v
        return v

    return ev(term, env, memo)


def show_value(value: int, sort: Sort) -> str:
    """A value as SyGuS text."""
    if sort == "Bool":
        return "true" if value else "false"
    if sort == "Int":
        return str(value) if value >= 0 else f"(- {-value})"
    assert isinstance(sort, int)
    if sort % 4 == 0:
        return "#x" + format(value, f"0{sort // 4}x")
    return "#b" + format(value, f"0{sort}b")
