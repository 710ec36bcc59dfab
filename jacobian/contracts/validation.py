"""How a validation error is told to an agent: every problem, at its JSON path, with the likely fix.

Pydantic reports one error per problem, located by field names, list indices and, inside a union,
the tag of each branch it tried (``str``, ``LawTree``, ``function-after[...]``). The request
model's JSON Schema says which parts are fields: tags are left out of the path, and of the
branches of a union only those the input was meant for are kept (a branch that fails only on its
shape, an unknown or missing field or a wrong type, when another fails on a value). Problems at
one path are merged. Where a mistake is likely, a problem says the fix: the nearest valid field
name for an unknown field, quotes to drop or add for a strictly typed value, the spelling of a
literal. Messages raised by the models' own parsers already carry theirs (``x**2`` -> ``^``).
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError

from .diagnostics import validation_message

MAX_MESSAGE = 4000  # the diagnostic message bound (4096) less room for the count
SHAPE = frozenset({"extra_forbidden", "missing", "model_type", "model_attributes_type", "dict_type"})
_TAG = re.compile(
    r"^(str|int|float|bool|bytes|none|list\[.*|dict\[.*|tuple\[.*|set\[.*|function-.*|tagged-union\[.*"
    r"|json-or-python\[.*|lax-or-strict\[.*|chain\[.*|literal\[.*|nullable\[.*|[A-Z][A-Za-z0-9_]*(\[.*)?)$"
)


@dataclass(frozen=True)
class Problem:
    """One problem with the input: where, what, and (when a mistake is likely) what to write."""

    path: str
    message: str
    fix: str | None = None

    def text(self) -> str:
        return f"{self.path}: {self.message}" + (f"; {self.fix}" if self.fix else "")


def _resolve(node: Any, root: Mapping[str, Any]) -> dict[str, Any]:
    for _ in range(16):
        if not isinstance(node, dict):
            return {}
        ref = node.get("$ref")
        if not (isinstance(ref, str) and ref.startswith("#/$defs/")):
            return node
        node = root.get("$defs", {}).get(ref[len("#/$defs/") :], {})
    return {}


def _alternatives(node: dict[str, Any], root: Mapping[str, Any], depth: int = 0) -> list[dict[str, Any]]:
    """The node and, recursively, the branches of its unions, resolved."""
    out = [node]
    if depth < 6:
        for key in ("anyOf", "oneOf", "allOf"):
            for alt in node.get(key, []):
                out += _alternatives(_resolve(alt, root), root, depth + 1)
    return out


def _properties(node: dict[str, Any], root: Mapping[str, Any]) -> dict[str, Any]:
    props: dict[str, Any] = {}
    for alt in _alternatives(node, root):
        props.update(alt.get("properties", {}))
    return props


def _items(node: dict[str, Any], index: int, root: Mapping[str, Any]) -> dict[str, Any]:
    for alt in _alternatives(node, root):
        prefix = alt.get("prefixItems")
        if isinstance(prefix, list) and index < len(prefix):
            return _resolve(prefix[index], root)
        if isinstance(alt.get("items"), dict):
            return _resolve(alt["items"], root)
    return {}


def _mapping_values(node: dict[str, Any], root: Mapping[str, Any]) -> dict[str, Any] | None:
    for alt in _alternatives(node, root):
        if isinstance(alt.get("additionalProperties"), dict):
            return _resolve(alt["additionalProperties"], root)
    return None


@dataclass(frozen=True)
class _Located:
    path: str
    tags: tuple[tuple[int, str], ...]  # (length of the path parts before it, branch tag)
    parts: tuple[str | int, ...]  # the field names and indices, tags left out
    siblings: tuple[str, ...]  # the valid field names where the last part is
    err: Mapping[str, Any]
    order: int = 0  # the error's position in pydantic's list
    nested: tuple[tuple[str, tuple[str, ...]], ...] = ()  # each sibling object's own field names


def _locate(err: Mapping[str, Any], schema: Mapping[str, Any], root: str, order: int) -> _Located:
    node = _resolve(schema, schema)
    path: str = root
    parts: list[str | int] = []
    tags: list[tuple[int, str]] = []
    siblings: tuple[str, ...] = ()
    nested: tuple[tuple[str, tuple[str, ...]], ...] = ()
    loc = tuple(err.get("loc", ()))
    for part in loc:
        if isinstance(part, int):
            path += f"[{part}]"
            parts.append(part)
            node = _items(node, part, schema)
            continue
        props = _properties(node, schema)
        values = _mapping_values(node, schema)
        if part in props:
            siblings = tuple(props)
            path += f".{part}"
            parts.append(part)
            node = _resolve(props[part], schema)
        elif values is not None and not props:  # a key of a mapping (a box's variable)
            path += f".{part}"
            parts.append(part)
            node = values
        elif _TAG.match(part):
            tags.append((len(parts), part))  # a union branch or a validator: not a field
        else:  # a name the schema does not know: an unknown field
            siblings = tuple(props)
            nested = tuple((name, tuple(_properties(_resolve(sub, schema), schema))) for name, sub in props.items())
            path += f".{part}"
            parts.append(part)
            node = {}
    return _Located(path, tuple(tags), tuple(parts), siblings, err, order, nested)


def _prune_unions(items: list[_Located]) -> list[_Located]:
    """Of each union the input failed, keep the branches it was meant for: those failing on a value
    rather than on their shape, else those with the fewest problems. Innermost unions first, so a
    branch is judged by what is left of it."""
    while any(i.tags for i in items):
        depth = max(len(i.tags) for i in items)
        groups: dict[tuple[Any, ...], dict[str, list[_Located]]] = {}
        kept: list[_Located] = []
        for item in items:
            if len(item.tags) < depth:
                kept.append(item)
                continue
            at, tag = item.tags[-1]
            groups.setdefault((item.tags[:-1], item.parts[:at]), {}).setdefault(tag, []).append(item)
        for branches in groups.values():
            by_value = {t: b for t, b in branches.items() if not any(_shape(i) for i in b)}
            fewest = min(len(b) for b in branches.values())
            chosen = by_value or {t: b for t, b in branches.items() if len(b) == fewest}
            kept += [
                _Located(i.path, i.tags[:-1], i.parts, i.siblings, i.err, i.order, i.nested)
                for b in chosen.values()
                for i in b
            ]
        items = sorted(kept, key=lambda i: i.order)
    return items


def _shape(item: _Located) -> bool:
    """A failure of the branch's shape (unknown or missing field, not even the right type), not of a value."""
    kind = str(item.err.get("type", ""))
    at_branch = bool(item.tags) and item.tags[-1][0] == len(item.parts)
    return kind in SHAPE or (kind.endswith("_type") and at_branch)


def _fix(item: _Located) -> str | None:
    err = item.err
    kind = err.get("type", "")
    value = err.get("input")
    if kind == "extra_forbidden" and item.parts and isinstance(item.parts[-1], str):
        name = item.parts[-1]
        choices = [s for s in item.siblings if s != name]
        near = difflib.get_close_matches(name, choices, n=1, cutoff=0.6)
        if near:
            return f"did you mean `{near[0]}`?"
        inside = [f"{owner}.{name}" for owner, fields in item.nested if name in fields]
        if inside:
            return f"`{name}` is a field of `{inside[0].split('.')[0]}`: give it as `{inside[0]}`"
        if choices and len(choices) <= 16:
            return "the fields here are " + ", ".join(f"`{c}`" for c in sorted(choices))
        return None
    if kind in ("int_type", "int_parsing", "float_type", "float_parsing") and isinstance(value, str):
        if re.fullmatch(r"\s*-?[0-9]+(\.[0-9]+)?\s*", value):
            return f"write the number without quotes: {value.strip()}"
    if kind == "bool_type" and isinstance(value, str) and value.strip().lower() in ("true", "false"):
        return f"write {value.strip().lower()} without quotes"
    if kind == "string_type" and isinstance(value, (int, float)) and not isinstance(value, bool):
        return f'write it as a string: "{value}"'
    if kind in ("list_type", "tuple_type") and isinstance(value, str) and value.lstrip().startswith("["):
        return "give a JSON array, not a string holding one"
    if kind in ("dict_type", "model_type") and isinstance(value, str) and value.lstrip().startswith("{"):
        return "give a JSON object, not a string holding one"
    if kind in ("literal_error", "enum") and isinstance(value, str):
        expected = re.findall(r"'([^']*)'", str((err.get("ctx") or {}).get("expected", "")))
        same = [e for e in expected if e.lower() == value.lower()]
        near = same or difflib.get_close_matches(value, expected, n=1, cutoff=0.6)
        if near:
            return f"did you mean {near[0]!r}?"
    return None


def problems(exc: ValidationError, schema: Mapping[str, Any], root: str = "$") -> list[Problem]:
    """Every problem of ``exc`` against the model whose JSON Schema is ``schema``, in input order,
    one per JSON path (the messages of one path merged)."""
    located = [_locate(err, schema, root, n) for n, err in enumerate(exc.errors(include_url=False))]
    merged: dict[str, tuple[list[str], list[str]]] = {}
    for item in _prune_unions(located):
        messages, fixes = merged.setdefault(item.path, ([], []))
        message = validation_message(item.err)
        if message not in messages:
            messages.append(message)
        fix = _fix(item)
        if fix is not None and fix not in fixes:
            fixes.append(fix)
    return [Problem(path, "; or ".join(m), "; ".join(f) or None) for path, (m, f) in merged.items()]


def summary(found: Sequence[Problem], limit: int = MAX_MESSAGE) -> str:
    """One message listing every problem, each with its path, numbered (a lone problem without its
    path: the diagnostic's ``path`` carries it). Only past ``limit`` characters are problems left
    out, and the message then says how many it shows."""
    if len(found) == 1:
        p = found[0]
        return (p.message + (f"; {p.fix}" if p.fix else ""))[:limit]
    lines: list[str] = []
    used = 0
    for i, problem in enumerate(found, 1):
        line = f"({i}) {problem.text()}"
        if used + len(line) + 64 > limit:
            return f"{len(found)} problems (the first {i - 1} shown, the message bound reached): " + "; ".join(lines)
        lines.append(line)
        used += len(line) + 2
    return f"{len(found)} problems: " + "; ".join(lines)


def fixes(found: Sequence[Problem]) -> str | None:
    """The fixes of the problems that have one, for the diagnostic's hint."""
    out = [f"{p.path}: {p.fix}" for p in found if p.fix]
    return "; ".join(out)[:1000] or None
