"""The script a model is claimed to satisfy, read by the checker itself (trusted logic).

What a model may define is fixed here, from the script alone: its declared
symbols (``declare-const``/``declare-fun``) with their arity and sorts, and its
uninterpreted sorts (``declare-sort``), whose universes a model may give.

A script is read as a solver reads it (``tests/differential/test_smtlib.py`` holds this reading
against Z3's and cvc5's parsers): one ``set-logic`` at most, before any command but options and
information; nothing after ``(exit)``, where a solver stops reading (a command there is refused
rather than checked or skipped); assertions annotated only ``(! term :named name)``.
:func:`model_of` is what the checker reports with its decision: the logic, the numbers of
declarations and assertions, and the sha256 of :func:`canonical`.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from .sexpr import Expr, atoms, read_all, show, symbol
from .sexpr import canonical as canonical_text

RESERVED = "jcb."  # prefix of the names the validation script introduces; no input may use it
IGNORED = frozenset(
    {
        "set-logic",
        "set-option",
        "set-info",
        "check-sat",
        "get-model",
        "get-value",
        "get-unsat-core",
        "get-info",
        "get-option",
        "get-assertions",
        "get-assignment",
        "get-objectives",
        "echo",
        "exit",
        "minimize",
        "maximize",
    }
)
SORT_COMMANDS = frozenset({"define-sort", "declare-datatype", "declare-datatypes"})
# What an ignored command may hold after its name (Z3 or cvc5 refuses the script otherwise): nothing,
# a keyword, a string, a keyword and its value, or one non-empty list.
NO_ARGUMENTS = frozenset(
    {"check-sat", "get-model", "get-unsat-core", "get-assertions", "get-assignment", "get-objectives", "exit"}
)
PREAMBLE = frozenset({"set-option", "set-info", "get-info", "get-option", "echo"})  # may come before set-logic


class Rejected(ValueError):
    """The evidence is malformed or inconsistent with the script; never accepted."""


class Uncheckable(ValueError):
    """The evidence cannot be checked soundly here (e.g. an interpretation the checker cannot transport)."""


@dataclass(frozen=True)
class Signature:
    domain: tuple[str, ...]  # canonical sort texts
    range: str


@dataclass
class Subject:
    logic: str | None = None  # the set-logic symbol, if the script sets one
    sorts: dict[str, int] = field(default_factory=dict)  # declare-sort name -> arity
    sort_commands: list[Expr] = field(default_factory=list)  # declare-sort, define-sort, datatypes, in order
    declared: dict[str, Signature] = field(default_factory=dict)  # in declaration order
    declarations: dict[str, Expr] = field(default_factory=dict)
    definitions: list[Expr] = field(default_factory=list)  # the script's own define-fun commands
    assertions: list[Expr] = field(default_factory=list)
    defined: set[str] = field(default_factory=set)  # names the script's define-fun commands introduce


def _keyword(expr: Expr) -> bool:
    return isinstance(expr, str) and expr.startswith(":")


def _ignored_well_formed(name: str, args: list[Expr]) -> bool:
    """Whether a command the checker ignores is one a solver reads (checked, so that an ignored command
    never hides a script that a solver refuses)."""
    if name in NO_ARGUMENTS:
        return not args
    if name in ("get-info", "get-option"):
        return len(args) == 1 and _keyword(args[0])
    if name == "echo":
        return len(args) == 1 and isinstance(args[0], str) and args[0].startswith('"')
    if name == "get-value":
        return len(args) == 1 and isinstance(args[0], list) and bool(args[0])
    if name in ("set-option", "set-info"):
        return len(args) == 2 and _keyword(args[0]) and not _keyword(args[1])
    return bool(args)  # minimize, maximize: a term (and attributes)


def head(expr: Expr) -> str | None:
    return expr[0] if isinstance(expr, list) and expr and isinstance(expr[0], str) else None


def _strip_named(expr: Expr) -> Expr:
    """The term under ``(! term :named n ...)`` annotations. Any other annotation of an assertion is
    refused: a solver refuses ``(! t n1)``, Z3 ``(! t :namedn1)``; neither may be read as ``t``."""
    while isinstance(expr, list) and expr and expr[0] == "!":
        pairs = expr[2:]
        named = len(pairs) >= 2 and len(pairs) % 2 == 0
        if not named or any(k != ":named" or symbol(n) is None for k, n in zip(pairs[::2], pairs[1::2])):
            raise Rejected(f"the script annotates an assertion other than (! term :named name): {show(expr)[:100]}")
        expr = expr[1]
    return expr


def _name(expr: Expr, what: str) -> str:
    name = symbol(expr)
    if name is None:
        raise Rejected(f"the script's {what} has no symbol for a name: {show(expr)[:100]}")
    return name


def reserved_atom(items: Iterable[Expr]) -> str | None:
    """The first atom among ``items`` naming a symbol with the reserved prefix, if any."""
    for item in items:
        for a in atoms(item):
            name = symbol(a)
            if name is not None and name.startswith(RESERVED):
                return a
    return None


def read_subject(text: str) -> Subject:
    s = Subject()
    commands = read_all(text)
    bad = reserved_atom(commands)
    if bad is not None:
        raise Rejected(f"the script uses {bad}, a name with the checker's reserved prefix {RESERVED}")
    ended = started = False
    for cmd in commands:
        h = head(cmd)
        if h is None:
            raise Rejected(f"the script has a top-level item that is not a command: {show(cmd)[:100]}")
        if ended:
            raise Rejected(f"the script has ({h} ...) after (exit), where a solver stops reading")
        if h == "set-logic":
            if s.logic is not None or started:
                raise Rejected("the script sets the logic twice or after other commands (SMT-LIB: once, first)")
            if len(cmd) != 2 or symbol(cmd[1]) is None:
                raise Rejected("malformed (set-logic ...) in the script")
            s.logic = symbol(cmd[1])
            continue
        started = started or h not in PREAMBLE
        if h in IGNORED:
            if not (isinstance(cmd, list) and _ignored_well_formed(h, cmd[1:])):
                raise Rejected(f"malformed ({h} ...) in the script: {show(cmd)[:100]}")
            ended = h == "exit"
            continue
        if h == "assert":
            if len(cmd) != 2:
                raise Rejected("the script has an assert without exactly one term")
            s.assertions.append(_strip_named(cmd[1]))
            continue
        if h in ("declare-fun", "declare-const"):
            ok = (len(cmd) == 4 and isinstance(cmd[2], list)) if h == "declare-fun" else len(cmd) == 3
            if not ok:
                raise Rejected(f"malformed ({h} ...) in the script")
            name = _name(cmd[1], h)
            if name in s.declared or name in s.defined:
                raise Rejected(f"the script declares {name} twice")
            domain = tuple(canonical_text(d) for d in cmd[2]) if h == "declare-fun" else ()
            s.declared[name] = Signature(domain, canonical_text(cmd[-1]))
            s.declarations[name] = cmd
        elif h == "declare-sort":
            if len(cmd) != 3 or not (isinstance(cmd[2], str) and cmd[2].isdigit()):
                raise Rejected("malformed (declare-sort ...) in the script")
            s.sorts[_name(cmd[1], h)] = int(cmd[2])
            s.sort_commands.append(cmd)
        elif h in SORT_COMMANDS:
            s.sort_commands.append(cmd)
        elif h == "define-fun":
            if len(cmd) != 5:
                raise Rejected("malformed (define-fun ...) in the script")
            name = _name(cmd[1], h)
            if name in s.declared or name in s.defined:
                raise Rejected(f"the script defines {name} twice")
            s.defined.add(name)
            s.definitions.append(cmd)
        elif h in ("define-fun-rec", "define-funs-rec"):
            raise Uncheckable(
                f"the script has ({h} ...): recursive definitions need not be consistent, so a check "
                "under them proves nothing"
            )
        else:
            raise Rejected(f"the script has ({h} ...), which the checker does not run: it checks one set of assertions")
    if not s.assertions:
        raise Rejected("the script has no assertion to check")
    return s


def canonical(subject: Subject) -> dict[str, Any]:
    """The script as read, in JSON types: the logic, the sort commands, each declared symbol with its
    domain and range sorts (in declaration order), the script's definitions and its assertions (each
    printed, ``|x|`` written ``x`` where that is the same symbol)."""
    return {
        "logic": subject.logic,
        "sorts": [canonical_text(c) for c in subject.sort_commands],
        "declarations": [[name, list(sig.domain), sig.range] for name, sig in subject.declared.items()],
        "definitions": [canonical_text(d) for d in subject.definitions],
        "assertions": [canonical_text(a) for a in subject.assertions],
    }


def digest(form: Any) -> str:
    """``sha256:`` of a canonical form as compact, key-sorted, ASCII JSON (the rule of every checker's ``model``)."""
    data = json.dumps(form, sort_keys=True, separators=(",", ":"), ensure_ascii=True).encode("ascii")
    return "sha256:" + hashlib.sha256(data).hexdigest()


def model_of(subject: Subject) -> dict[str, Any]:
    """The ``model`` a checker reports with its decision: the script it read, by size and digest."""
    summary: dict[str, int | str] = {
        "logic": subject.logic or "",
        "declarations": len(subject.declared),
        "assertions": len(subject.assertions),
    }
    return {"format": "smtlib", "summary": summary, "digest": digest(canonical(subject))}
