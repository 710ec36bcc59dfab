"""The script a model is claimed to satisfy, read by the checker itself (trusted logic).

What a model may define is fixed here, from the script alone: its declared
symbols (``declare-const``/``declare-fun``) with their arity and sorts, and its
uninterpreted sorts (``declare-sort``), whose universes a model may give.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from .sexpr import Expr, atoms, canonical, read_all, show, symbol

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
    sorts: dict[str, int] = field(default_factory=dict)  # declare-sort name -> arity
    sort_commands: list[Expr] = field(default_factory=list)  # declare-sort, define-sort, datatypes, in order
    declared: dict[str, Signature] = field(default_factory=dict)  # in declaration order
    declarations: dict[str, Expr] = field(default_factory=dict)
    definitions: list[Expr] = field(default_factory=list)  # the script's own define-fun commands
    assertions: list[Expr] = field(default_factory=list)
    defined: set[str] = field(default_factory=set)  # names the script's define-fun commands introduce


def head(expr: Expr) -> str | None:
    return expr[0] if isinstance(expr, list) and expr and isinstance(expr[0], str) else None


def _strip_named(expr: Expr) -> Expr:
    while isinstance(expr, list) and len(expr) >= 2 and expr[0] == "!":
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
    for cmd in commands:
        h = head(cmd)
        if h is None:
            raise Rejected(f"the script has a top-level item that is not a command: {show(cmd)[:100]}")
        if h in IGNORED:
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
            domain = tuple(canonical(d) for d in cmd[2]) if h == "declare-fun" else ()
            s.declared[name] = Signature(domain, canonical(cmd[-1]))
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
