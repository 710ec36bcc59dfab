"""The claimed model, read and bounded by the checker itself before any solver runs (trusted logic).

A model may hold only:

- ``(define-fun f ((p S) ...) R body)`` for a symbol ``f`` the script declares,
  with exactly the declared arity, parameter sorts and range, at most once, and
  a body whose literal leaves are of sort ``R`` (a wrong literal is rejected
  here; compound terms are type-checked by the solver);
- ``(declare-fun e () U)``: a universe element (Z3) of a sort ``U`` the script
  declares with ``declare-sort U 0``, with a fresh name;
- ``(forall ((x U)) (or (= x e) ...))``: Z3's cardinality constraint, which must
  list exactly the elements declared for ``U``;
- cvc5's universe elements ``(as @name U)`` inside bodies, ``U`` as above.

Anything else is rejected with a reason. Z3's interpretations of division by
zero (``div0``, ``mod0``, ``/0``, ...) are part of a Z3 model's meaning that
SMT-LIB cannot state to another solver: such a model is uncheckable.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .sexpr import Expr, canonical, read_all, show, symbol
from .subject import Rejected, Subject, Uncheckable, head, reserved_atom

DIVISION_BY_ZERO = frozenset({"div0", "mod0", "/0", "rem0", "bvsdiv0", "bvudiv0", "bvsrem0", "bvurem0", "bvsmod0"})
_BV = re.compile(r"\(_ BitVec ([1-9][0-9]*)\)")


@dataclass
class Model:
    definitions: dict[str, list] = field(default_factory=dict)  # script symbol -> its define-fun
    universes: dict[str, list[str]] = field(default_factory=dict)  # sort -> declarable element names
    renamed: dict[tuple[str, str], str] = field(default_factory=dict)  # (cvc5 @name, sort) -> our name


def _items(text: str) -> list[list]:
    items = read_all(text)
    if len(items) == 1 and isinstance(items[0], list) and (not items[0] or isinstance(items[0][0], list)):
        items = items[0]  # "( (define-fun ...) ... )"
    commands: list[list] = []
    for item in items:
        if not isinstance(item, list) or head(item) is None:
            raise Rejected(f"the model has an item that is not a command: {show(item)[:100]}")
        commands.append(item)
    return commands


def _uninterpreted(subject: Subject, sort: Expr, what: str) -> str:
    name = canonical(sort)
    if subject.sorts.get(name) != 0:
        raise Rejected(
            f"{what} of sort {name}, which is not an uninterpreted sort (declare-sort {name} 0) of the script"
        )
    return name


class _Reader:
    def __init__(self, subject: Subject) -> None:
        self.subject = subject
        self.model = Model()
        self.elements: dict[str, str] = {}  # z3 element name -> sort
        self.cardinality: dict[str, set[str]] = {}
        self.uncheckable: list[str] = []

    def element(self, item: list) -> None:
        if len(item) != 4 or item[2] != []:
            raise Rejected(
                f"the model declares a function: {show(item)[:100]}; only universe elements (arity 0) may be declared"
            )
        name = symbol(item[1])
        sort = _uninterpreted(self.subject, item[3], f"the model declares {show(item[1])}")
        if name is None or name in self.subject.declared or name in self.subject.defined or name in self.elements:
            raise Rejected(f"the universe element {show(item[1])} is not a fresh name")
        self.elements[name] = sort
        self.model.universes.setdefault(sort, []).append(item[1])

    def constraint(self, item: list) -> None:
        ok = len(item) == 3 and isinstance(item[1], list) and len(item[1]) == 1 and isinstance(item[1][0], list)
        binder = item[1][0] if ok else None
        if binder is None or not (len(binder) == 2 and symbol(binder[0]) is not None):
            raise Rejected(
                f"the model has a quantified formula that is not a cardinality constraint: {show(item)[:100]}"
            )
        sort = _uninterpreted(self.subject, binder[1], "the model constrains a universe")
        body = item[2]
        cases = body[1:] if head(body) == "or" else [body]
        names: set[str] = set()
        for case in cases:
            element = symbol(case[2]) if head(case) == "=" and len(case) == 3 and case[1] == binder[0] else None
            if element is None:  # also a numeral or keyword in place of an element
                raise Rejected(f"the cardinality constraint for {sort} is not (or (= x e) ...): {show(item)[:100]}")
            names.add(element)
        if sort in self.cardinality:
            raise Rejected(f"the model constrains the universe of {sort} twice")
        self.cardinality[sort] = names

    def definition(self, item: list) -> None:
        if len(item) != 5 or not isinstance(item[2], list):
            raise Rejected(f"malformed definition in the model: {show(item)[:100]}")
        name = symbol(item[1])
        if name in DIVISION_BY_ZERO and name not in self.subject.declared:
            self.uncheckable.append(name)
            return
        sig = self.subject.declared.get(name) if name is not None else None
        if name is None or sig is None:
            why = "the script defines it itself" if name in self.subject.defined else "the script does not declare it"
            raise Rejected(f"the model defines {show(item[1])}, but {why}")
        if name in self.model.definitions:
            raise Rejected(f"the model defines {name} twice")
        params: dict[str, str] = {}
        for p in item[2]:
            pname = symbol(p[0]) if isinstance(p, list) and len(p) == 2 else None
            if pname is None or pname in params:
                raise Rejected(
                    f"the model's definition of {name} has a malformed or repeated parameter: {show(p)[:60]}"
                )
            params[pname] = canonical(p[1])
        got = (tuple(params.values()), canonical(item[3]))
        if got != (sig.domain, sig.range):
            raise Rejected(
                f"the model gives {name} the signature {_sig(*got)} "
                f"but the script declares {_sig(sig.domain, sig.range)}"
            )
        self.check_value(name, sig.range, item[4], params)
        self.model.definitions[name] = [self.rename(e) for e in item]  # what rename(item) gives for a list

    def rename(self, expr: Expr) -> Expr:
        """cvc5 writes universe elements as (as @U_0 U): give each a declarable name."""
        if isinstance(expr, str):
            return expr
        if len(expr) == 3 and expr[0] == "as" and isinstance(expr[1], str) and expr[1].startswith("@"):
            sort = _uninterpreted(self.subject, expr[2], f"the model uses the element {expr[1]}")
            key = (expr[1], sort)
            if key not in self.model.renamed:
                self.model.renamed[key] = f"|jcb.elem.{len(self.model.renamed)}|"
                self.model.universes.setdefault(sort, []).append(self.model.renamed[key])
            return self.model.renamed[key]
        return [self.rename(e) for e in expr]

    def check_value(self, name: str, sort: str, value: Expr, params: dict[str, str]) -> None:
        """Literal leaves of ``value`` must be of ``sort``; compound terms are left to the solver."""
        if isinstance(value, list):
            h = head(value)
            if h == "ite" and len(value) == 4:
                self.check_value(name, sort, value[2], params)
                self.check_value(name, sort, value[3], params)
            elif h == "-" and len(value) == 2 and sort in ("Int", "Real"):
                self.check_value(name, sort, value[1], params)
            elif h == "/" and len(value) == 3 and sort == "Real":
                self.check_value(name, sort, value[1], params)
                self.check_value(name, sort, value[2], params)
            elif h == "as" and len(value) == 3 and isinstance(value[1], str) and value[1].startswith("@"):
                if canonical(value[2]) != sort:
                    raise Rejected(f"the model gives {name} the element {show(value)} of another sort than {sort}")
            return
        s = symbol(value)
        if s is not None:
            known = params.get(s) or self.elements.get(s)
            if known is None and s in self.subject.declared and not self.subject.declared[s].domain:
                known = self.subject.declared[s].range
            if known is None and s not in self.subject.defined:
                if sort == "Bool" and s in ("true", "false"):
                    return
                no_symbols = (
                    sort in ("Bool", "Int", "Real", "String") or sort in self.subject.sorts or _BV.fullmatch(sort)
                )
                known = "no sort of value" if no_symbols else sort  # other sorts: constructors etc., the solver decides
            if known is not None and known != sort:
                raise Rejected(f"the model gives {name} the value {value}, which is not of sort {sort}")
            return
        if not _literal_fits(value, sort):
            raise Rejected(f"the model gives {name} the literal {value}, which is not of sort {sort}")

    def finish(self) -> Model:
        for sort, names in self.cardinality.items():
            declared = {
                s for e in self.model.universes.get(sort, []) if (s := symbol(e)) is not None and s in self.elements
            }
            if names != declared:
                raise Rejected(
                    f"the cardinality constraint for {sort} names {sorted(names)}, "
                    f"but the model declares {sorted(declared)}"
                )
        if not self.model.definitions:
            raise Rejected("the model defines none of the script's declared symbols")
        if self.uncheckable:
            raise Uncheckable(
                f"the model interprets division by zero ({', '.join(self.uncheckable)}); that is part of "
                "the producer's semantics and cannot be transported to the checking solver"
            )
        return self.model


def _sig(domain: tuple[str, ...], rng: str) -> str:
    return f"({' '.join(domain)}) {rng}"


def _literal_fits(atom: str, sort: str) -> bool:
    if atom[0] == '"':
        return sort == "String"
    if atom.startswith("#x") or atom.startswith("#b"):
        m = _BV.fullmatch(sort)
        digits = len(atom) - 2
        return m is not None and int(m.group(1)) == (digits * 4 if atom[1] == "x" else digits)
    if atom[0].isdigit():
        return sort == "Real" or (sort == "Int" and "." not in atom)
    return False  # keywords and anything else are no value


def read_model(text: str, subject: Subject) -> Model:
    items = _items(text)
    bad = reserved_atom(items)
    if bad is not None:
        raise Rejected(f"the model uses {bad}, a name with the checker's reserved prefix")
    reader = _Reader(subject)
    for item in items:
        h = head(item)
        if h == "define-fun":
            reader.definition(item)
        elif h == "declare-fun":
            reader.element(item)
        elif h == "forall":
            reader.constraint(item)
        else:
            raise Rejected(f"the model has a ({h} ...) command; a model holds only define-fun and universe elements")
    return reader.finish()
