"""SMT-LIB model text -> typed JSON (pure Python; used by the worker and the CLI adapter).

Values: Booleans as JSON booleans; integers and reals as exact decimal /
rational strings (``"-3"``, ``"1/3"``), never floats; bit-vectors with width
and unsigned value; elements of uninterpreted sorts by name; anything else
(arrays, datatypes, algebraic numbers) as its SMT-LIB ``term``. Functions keep
their SMT-LIB definition and, when it is an ``ite`` chain over argument
equalities, a typed table of ``entries`` and an ``else`` value.
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from .script import Atom, ScriptError, SExpr, SList, read_sexprs

_REP = re.compile(r";\s*rep:\s*\(as\s+(\S+)\s+(\S+?)\)")


def _sort_text(sort: SExpr) -> str:
    return sort.render()


def _number(expr: SExpr) -> Fraction | None:
    if isinstance(expr, Atom) and expr.kind in ("numeral", "decimal"):
        return Fraction(expr.text)
    if isinstance(expr, SList) and expr.items and isinstance(expr.items[0], Atom) and expr.items[0].kind == "symbol":
        op, args = expr.items[0].text, expr.items[1:]
        if op == "-" and len(args) == 1:
            inner = _number(args[0])
            return None if inner is None else -inner
        if op == "/" and len(args) == 2:
            a, b = _number(args[0]), _number(args[1])
            if a is not None and b not in (None, 0):
                return a / b
        if op == "to_real" and len(args) == 1:
            return _number(args[0])
    return None


def _rational(q: Fraction) -> str:
    return str(q.numerator) if q.denominator == 1 else f"{q.numerator}/{q.denominator}"


def _bitvec(expr: SExpr) -> tuple[int, int] | None:
    if isinstance(expr, Atom) and expr.kind == "hex":
        return len(expr.text[2:]) * 4, int(expr.text[2:], 16)
    if isinstance(expr, Atom) and expr.kind == "binary":
        return len(expr.text[2:]), int(expr.text[2:], 2)
    if isinstance(expr, SList) and len(expr.items) == 3:
        us, bv, width = expr.items
        if not (isinstance(us, Atom) and isinstance(bv, Atom) and isinstance(width, Atom)):
            return None
        if us.text == "_" and bv.text.startswith("bv") and bv.text[2:].isdigit() and width.kind == "numeral":
            return int(width.text), int(bv.text[2:])
    return None


def value_json(sort: SExpr, value: SExpr, universes: dict[str, list[str]]) -> dict[str, Any]:
    """One value of the given sort, typed."""
    sort_text = _sort_text(sort)
    out: dict[str, Any] = {"sort": sort_text}
    if sort_text == "Bool" and isinstance(value, Atom) and value.text in ("true", "false"):
        out["value"] = value.text == "true"
        return out
    if sort_text in ("Int", "Real"):
        q = _number(value)
        if q is not None and (sort_text == "Real" or q.denominator == 1):
            out["value"] = _rational(q)
            return out
    if (
        isinstance(sort, SList)
        and len(sort.items) == 3
        and isinstance(sort.items[1], Atom)
        and sort.items[1].text == "BitVec"
    ):
        bv = _bitvec(value)
        if bv is not None:
            out["width"], out["value"] = bv[0], str(bv[1])
            return out
    if sort_text in universes:
        element = _element(value, sort_text)
        if element is not None:
            out["element"] = element
            return out
    out["term"] = value.render()
    return out


def _element(value: SExpr, sort: str) -> str | None:
    if isinstance(value, Atom) and value.kind == "symbol":
        return value.text
    if isinstance(value, SList) and len(value.items) == 3:
        as_, name, s = value.items
        if not (isinstance(as_, Atom) and isinstance(name, Atom) and isinstance(s, Atom)):
            return None
        if as_.text == "as" and s.text == sort:
            return name.text
    return None


def _entries(params: list[str], body: SExpr) -> tuple[list[list[SExpr]], list[SExpr], SExpr] | None:
    """Read ``(ite (and (= p1 a1) ...) v rest)`` chains into (args, values, else)."""
    args_list: list[list[SExpr]] = []
    values: list[SExpr] = []
    while (
        isinstance(body, SList)
        and len(body.items) == 4
        and isinstance(body.items[0], Atom)
        and body.items[0].text == "ite"
    ):
        cond = body.items[1]
        conjuncts = (
            cond.items[1:]
            if isinstance(cond, SList)
            and cond.items
            and isinstance(cond.items[0], Atom)
            and cond.items[0].text == "and"
            else [cond]
        )
        point: dict[str, SExpr] = {}
        for c in conjuncts:
            if not (
                isinstance(c, SList) and len(c.items) == 3 and isinstance(c.items[0], Atom) and c.items[0].text == "="
            ):
                return None
            lhs, rhs = c.items[1], c.items[2]
            if isinstance(rhs, Atom) and rhs.kind == "symbol" and rhs.text in params:
                lhs, rhs = rhs, lhs
            if not (isinstance(lhs, Atom) and lhs.text in params):
                return None
            point[lhs.text] = rhs
        if set(point) != set(params):
            return None
        args_list.append([point[p] for p in params])
        values.append(body.items[2])
        body = body.items[3]
    return args_list, values, body


def parse_model(
    text: str, universes: dict[str, list[str]] | None = None, hide: frozenset[str] = frozenset()
) -> dict[str, Any]:
    """Model text (z3 or cvc5 style, with or without outer parentheses) -> typed JSON.

    Returns ``{"assignments": [...], "functions": [...], "universes": {...}}``.
    ``hide`` names symbols left out (e.g. names given to assertions).
    """
    exprs = read_sexprs(text)
    if len(exprs) == 1 and (not exprs[0].items or isinstance(exprs[0].items[0], SList)):
        exprs = [e for e in exprs[0].items if isinstance(e, SList)]
    universes = {k: list(v) for k, v in (universes or {}).items()}
    defs: list[SList] = []
    for e in exprs:
        head = e.items[0] if e.items else None
        if not isinstance(head, Atom):
            continue
        if head.text == "declare-fun" and len(e.items) == 4 and isinstance(e.items[2], SList) and not e.items[2].items:
            universes.setdefault(e.items[3].render(), [])
            if e.items[1].text not in universes[e.items[3].render()]:  # type: ignore[union-attr]
                universes[e.items[3].render()].append(e.items[1].text)  # type: ignore[union-attr]
        elif head.text == "define-fun" and len(e.items) == 5:
            defs.append(e)
    for name, sort in _REP.findall(text):
        universes.setdefault(sort, [])
        if name not in universes[sort]:
            universes[sort].append(name)
    assignments: list[dict[str, Any]] = []
    functions: list[dict[str, Any]] = []
    for d in defs:
        _, name, params, rng, body = d.items
        if not isinstance(name, Atom) or not isinstance(params, SList) or name.text in hide:
            continue
        if not params.items:
            assignments.append({"name": name.text, **value_json(rng, body, universes)})
            continue
        pnames = [
            p.items[0].text for p in params.items if isinstance(p, SList) and p.items and isinstance(p.items[0], Atom)
        ]
        psorts = [p.items[1] for p in params.items if isinstance(p, SList) and len(p.items) == 2]
        fn: dict[str, Any] = {
            "name": name.text,
            "domain": [s.render() for s in psorts],
            "range": rng.render(),
            "definition": body.render(),
        }
        table = _entries(pnames, body) if len(pnames) == len(psorts) == len(params.items) else None
        if table is not None:
            args_list, values, rest = table
            fn["entries"] = [
                {
                    "args": [value_json(s, a, universes) for s, a in zip(psorts, args)],
                    "value": value_json(rng, v, universes),
                }
                for args, v in zip(args_list, values)
            ]
            if not any(isinstance(a, Atom) and a.text in pnames for a in _atoms(rest)):
                fn["else"] = value_json(rng, rest, universes)
        functions.append(fn)
    return {"assignments": assignments, "functions": functions, "universes": universes}


def _atoms(expr: SExpr):
    if isinstance(expr, Atom):
        yield expr
    else:
        for item in expr.items:
            yield from _atoms(item)


__all__ = ["parse_model", "value_json", "ScriptError"]
