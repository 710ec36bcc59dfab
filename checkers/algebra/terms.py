"""The checkers' own reading of magma laws (trusted code; shares nothing with the provider).

A term is a variable name (``str``) or a product ``(left, right)`` (a 2-tuple).
A law is a pair of terms ``(lhs, rhs)``. Laws arrive as text, ``"x*(y*z) = (x*y)*z"``
(``*`` or ``◇``; a chain like ``x*y*z`` must be parenthesised; blanks are spaces, tabs and line
breaks; a variable is a lower-case ASCII letter, then ASCII letters, digits or ``_``), or as JSON trees
``{"lhs": T, "rhs": T}`` with ``T = {"var": "x"} | {"mul": [T, T]}``. Sizes are bounded
and every problem is a :class:`LawError`; nothing here is evaluated as code.
"""

from __future__ import annotations

import hashlib
import itertools
import json
from typing import Any

Term = str | tuple
Law = tuple

MAX_NODES = 63  # per term: variables plus products
MAX_DEPTH = 12
MAX_LAW_VARIABLES = 6
MAX_TEXT = 2000
MAX_NAME = 16
OPERATORS = ("*", "◇")
BLANKS = " \t\r\n"  # ASCII blanks only: no NBSP, no other Unicode space


class LawError(ValueError):
    pass


def _is_name(s: str) -> bool:
    return (
        0 < len(s) <= MAX_NAME
        and s.isascii()
        and s[0].isalpha()
        and s[0].islower()
        and all(ch.isalnum() or ch == "_" for ch in s)
    )


def _tokens(text: str) -> list[str]:
    out, i = [], 0
    while i < len(text):
        ch = text[i]
        if ch in BLANKS:
            i += 1
        elif ch in "()=" or ch in OPERATORS:
            out.append("*" if ch in OPERATORS else ch)
            i += 1
        elif ch.isascii() and (ch.isalnum() or ch == "_"):
            j = i
            while j < len(text) and text[j].isascii() and (text[j].isalnum() or text[j] == "_"):
                j += 1
            if not _is_name(text[i:j]):
                raise LawError(f"bad variable name {text[i:j][:20]!r} at column {i + 1}")
            out.append(text[i:j])
            i = j
        else:
            raise LawError(f"unexpected character {ch!r} at column {i + 1}")
    return out


def _parse_term(toks: list[str], pos: int, depth: int, limit: int = MAX_DEPTH) -> tuple[Term, int]:
    """term := atom ['*' atom]; atom := name | '(' term ')'."""
    left, pos = _atom(toks, pos, depth, limit)
    if pos < len(toks) and toks[pos] == "*":
        right, pos = _atom(toks, pos + 1, depth, limit)
        if pos < len(toks) and toks[pos] == "*":
            raise LawError("ambiguous product chain: parenthesise, e.g. (x*y)*z")
        return (left, right), pos
    return left, pos


def _atom(toks: list[str], pos: int, depth: int, limit: int = MAX_DEPTH) -> tuple[Term, int]:
    if depth > limit + 1:
        raise LawError(f"term deeper than {limit}")
    if pos >= len(toks):
        raise LawError("term ends too early")
    tok = toks[pos]
    if tok == "(":
        inner, pos = _parse_term(toks, pos + 1, depth + 1, limit)
        if pos >= len(toks) or toks[pos] != ")":
            raise LawError("missing ')'")
        return inner, pos + 1
    if _is_name(tok):
        return tok, pos + 1
    raise LawError(f"expected a variable or '(' but found {tok!r}")


def _tree(obj: Any, depth: int) -> Term:
    if depth > MAX_DEPTH:
        raise LawError(f"term deeper than {MAX_DEPTH}")
    if isinstance(obj, dict) and set(obj) == {"var"}:
        if not isinstance(obj["var"], str) or not _is_name(obj["var"]):
            raise LawError(f"bad variable name {str(obj['var'])[:20]!r}")
        return obj["var"]
    if isinstance(obj, dict) and set(obj) == {"mul"}:
        pair = obj["mul"]
        if not isinstance(pair, list) or len(pair) != 2:
            raise LawError("'mul' takes a list of two terms")
        return (_tree(pair[0], depth + 1), _tree(pair[1], depth + 1))
    raise LawError("a term is {'var': name} or {'mul': [term, term]}")


def size(t: Term) -> int:
    return 1 if isinstance(t, str) else 1 + size(t[0]) + size(t[1])


def depth(t: Term) -> int:
    return 0 if isinstance(t, str) else 1 + max(depth(t[0]), depth(t[1]))


def render(t: Term, top: bool = True) -> str:
    """The canonical text: the outermost product bare, every inner product parenthesised."""
    if isinstance(t, str):
        return t
    inner = f"{render(t[0], False)}*{render(t[1], False)}"
    return inner if top else f"({inner})"


def variables(t: Term) -> set[str]:
    return {t} if isinstance(t, str) else variables(t[0]) | variables(t[1])


def law_variables(law: Law) -> list[str]:
    return sorted(variables(law[0]) | variables(law[1]))


def _bounded(law: Law) -> Law:
    for side in law:
        if size(side) > MAX_NODES:
            raise LawError(f"term with more than {MAX_NODES} nodes")
        if depth(side) > MAX_DEPTH:
            raise LawError(f"term deeper than {MAX_DEPTH}")
    if len(law_variables(law)) > MAX_LAW_VARIABLES:
        raise LawError(f"law with more than {MAX_LAW_VARIABLES} variables")
    return law


def parse_law(obj: Any) -> Law:
    """A law from text or from a JSON tree, bounded."""
    if isinstance(obj, str):
        if len(obj) > MAX_TEXT:
            raise LawError(f"law text longer than {MAX_TEXT} characters")
        toks = _tokens(obj)
        if toks.count("=") != 1:
            raise LawError("a law has exactly one '='")
        cut = toks.index("=")
        sides = []
        for part in (toks[:cut], toks[cut + 1 :]):
            term, pos = _parse_term(part, 0, 0)
            if pos != len(part):
                raise LawError(f"unexpected {part[pos]!r} after a complete term")
            sides.append(term)
        return _bounded((sides[0], sides[1]))
    if isinstance(obj, dict) and set(obj) == {"lhs", "rhs"}:
        return _bounded((_tree(obj["lhs"], 0), _tree(obj["rhs"], 0)))
    raise LawError("a law is a text 'lhs = rhs' or an object {'lhs': term, 'rhs': term}")


def parse_term(text: Any, max_depth: int, max_nodes: int, max_text: int) -> Term:
    """One term as text (``x*(y*z)``), within the given bounds (a proof's terms are larger than a law's)."""
    if not isinstance(text, str) or len(text) > max_text:
        raise LawError(f"a term is a text of at most {max_text} characters")
    toks = _tokens(text)
    if "=" in toks:
        raise LawError("a term has no '='")
    term, pos = _parse_term(toks, 0, 0, max_depth)
    if pos != len(toks):
        raise LawError(f"unexpected {toks[pos]!r} after a complete term")
    if depth(term) > max_depth or size(term) > max_nodes:
        raise LawError(f"a term deeper than {max_depth} or with more than {max_nodes} nodes")
    return term


def value(t: Term, table: list[list[int]], env: dict[str, int]) -> int:
    if isinstance(t, str):
        return env[t]
    return table[value(t[0], table, env)][value(t[1], table, env)]


def falsifying(law: Law, table: list[list[int]]) -> dict[str, int] | None:
    """The first assignment (in lexicographic order) under which the law fails, or None."""
    names = law_variables(law)
    for values in itertools.product(range(len(table)), repeat=len(names)):
        env = dict(zip(names, values))
        if value(law[0], table, env) != value(law[1], table, env):
            return env
    return None


def _first_occurrence(t: Term, seen: list[str]) -> None:
    if isinstance(t, str):
        if t not in seen:
            seen.append(t)
    else:
        _first_occurrence(t[0], seen)
        _first_occurrence(t[1], seen)


def _form(t: Term) -> Any:
    return t if isinstance(t, str) else [_form(t[0]), _form(t[1])]


def canonical_law(law: Law) -> dict[str, Any]:
    """A law as read: both term trees (a name, or ``[left, right]``) and its variables in the order they first
    occur (left side first, left to right)."""
    names: list[str] = []
    _first_occurrence(law[0], names)
    _first_occurrence(law[1], names)
    return {"lhs": _form(law[0]), "rhs": _form(law[1]), "variables": names}


def canonical(sources: list[Law], target: Law, orders: list[int] | None = None) -> dict[str, Any]:
    """The question as read: every source law, the target law, and the orders asked about (when there are)."""
    form: dict[str, Any] = {"sources": [canonical_law(s) for s in sources], "target": canonical_law(target)}
    if orders is not None:
        form["orders"] = sorted(orders)
    return form


def digest(form: Any) -> str:
    """``sha256:`` over the canonical form's JSON (sorted keys, no blanks, ASCII)."""
    text = json.dumps(form, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return "sha256:" + hashlib.sha256(text.encode()).hexdigest()


def model(sources: list[Law], target: Law, orders: list[int] | None = None) -> dict[str, Any]:
    """What the checker read, reported with its decision: the laws (sources and target) and the distinct
    variables over all of them, and the digest of the canonical form."""
    names: set[str] = set()
    for law in [*sources, target]:
        names |= variables(law[0]) | variables(law[1])
    return {
        "format": "magma-laws",
        "summary": {"laws": len(sources) + 1, "variables": len(names)},
        "digest": digest(canonical(sources, target, orders)),
    }
