"""A bounded reader of our own for SyGuS-IF v2 problems and solutions (theories LIA and BV, with Bool).

Commands read: ``set-logic`` (first, ``LIA`` or ``BV``), ``set-info`` (ignored), ``synth-fun`` (with an
optional v2 grammar: the nonterminal declarations, then one rule list per nonterminal),
``declare-var``, ``define-fun``, ``constraint`` and ``check-synth`` (last). Every other command
(above all ``set-option`` and anything that touches files or output channels) is refused. Terms use
the operators of :mod:`.terms`, ``let``, and the declared/defined functions; ``*`` needs all but one
factor to be a literal (linear arithmetic). Every refusal is a :class:`SygusError` with the line and
column of the offending text; the limits below and those of :mod:`.sexpr` are checked while reading.

A solution is a sequence of ``define-fun`` (optionally inside one outer list, as cvc5 prints it), one
per function to synthesize, with its signature; the bodies may use the problem's defined functions.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .sexpr import Atom, Node, SList, SygusError, read
from .terms import BOOL_OPS, BV_OPS, INT_OPS, MAX_WIDTH, Function, Sort, Term, op_sort, sort_name

LOGICS = ("LIA", "BV")
MAX_FUNCTIONS = 64  # synth-fun plus define-fun
MAX_PARAMS = 32  # parameters of one function
MAX_VARIABLES = 256  # declare-var
MAX_CONSTRAINTS = 10_000
MAX_RULES = 1_000  # productions of one grammar, all nonterminals
RESERVED = BOOL_OPS | INT_OPS | BV_OPS | {"let", "true", "false", "_", "!", "Constant", "Variable"}


@dataclass(slots=True)
class Grammar:
    start: str
    sorts: dict[str, Sort]  # nonterminal -> sort, in declaration order
    rules: dict[str, list[Term]]  # kind "nt" for nonterminals, "anyconst"/"anyvar" for (Constant S)/(Variable S)


@dataclass(slots=True)
class SynthFun:
    fun: Function
    grammar: Grammar | None
    line: int
    column: int


@dataclass(slots=True)
class Problem:
    logic: str
    synth: dict[str, SynthFun] = field(default_factory=dict)
    variables: dict[str, Term] = field(default_factory=dict)
    defines: dict[str, Function] = field(default_factory=dict)
    constraints: list[Term] = field(default_factory=list)

    def summary(self) -> dict[str, object]:
        return {
            "logic": self.logic,
            "synth_funs": {n: signature(s.fun) for n, s in self.synth.items()},
            "variables": {n: sort_name(v.sort) for n, v in self.variables.items()},
            "defined": sorted(self.defines),
            "constraints": len(self.constraints),
        }


def signature(f: Function) -> str:
    return "(" + " ".join(sort_name(p.sort) for p in f.params) + ") " + sort_name(f.sort)


def _err(node: Node, message: str) -> SygusError:
    return SygusError(message, node.line, node.column)


def _symbol(node: Node, what: str) -> str:
    if not isinstance(node, Atom) or node.kind != "symbol":
        raise _err(node, f"expected a symbol ({what})")
    return node.text


class _Reader:
    def __init__(self, logic: str) -> None:
        self.logic = logic
        self.defines: dict[str, Function] = {}
        self.synth: dict[str, SynthFun] = {}
        self.names: set[str] = set()

    def sort(self, node: Node) -> Sort:
        if isinstance(node, Atom) and node.kind == "symbol" and node.text in ("Int", "Bool"):
            if node.text == "Int" and self.logic != "LIA":
                raise _err(node, f"sort Int is not in logic {self.logic}")
            return node.text
        if (
            isinstance(node, SList)
            and len(node.items) == 3
            and all(isinstance(i, Atom) for i in node.items)
            and [i.text for i in node.items[:2] if isinstance(i, Atom)] == ["_", "BitVec"]
        ):
            width = node.items[2]
            assert isinstance(width, Atom)
            if width.kind != "numeral":
                raise _err(width, "a bit-vector width is a numeral")
            w = int(width.text) if len(width.text) < 6 else MAX_WIDTH + 1
            if not 1 <= w <= MAX_WIDTH:
                raise _err(width, f"bit-vector width {width.text} is outside 1..{MAX_WIDTH}")
            if self.logic != "BV":
                raise _err(node, f"bit-vector sorts are not in logic {self.logic}")
            return w
        raise _err(node, "expected a sort: Bool, Int (LIA) or (_ BitVec n) (BV)")

    def fresh(self, node: Node, what: str) -> str:
        name = _symbol(node, what)
        if name in RESERVED or name in ("Int", "Bool", "BitVec") or name in self.names:
            raise _err(node, f"{name!r} is reserved or already declared")
        self.names.add(name)
        return name

    def params(self, node: Node) -> tuple[Term, ...]:
        if not isinstance(node, SList):
            raise _err(node, "expected a parameter list ((x Sort) ...)")
        if len(node.items) > MAX_PARAMS:
            raise _err(node, f"more than {MAX_PARAMS} parameters")
        out: list[Term] = []
        for p in node.items:
            if not isinstance(p, SList) or len(p.items) != 2:
                raise _err(p, "a parameter is (name Sort)")
            name = _symbol(p.items[0], "parameter name")
            if name in RESERVED or any(q.name == name for q in out):
                raise _err(p.items[0], f"parameter name {name!r} is reserved or repeated")
            out.append(Term("var", self.sort(p.items[1]), name))
        return tuple(out)

    def literal(self, a: Atom) -> Term:
        if a.kind == "numeral":
            if self.logic != "LIA":
                raise _err(a, f"integer literals are not in logic {self.logic}")
            if len(a.text) > 40:
                raise _err(a, "integer literal longer than 40 digits")
            return Term("lit", "Int", value=int(a.text))
        digits = a.text[2:]
        width = len(digits) * (4 if a.kind == "hex" else 1)
        if self.logic != "BV":
            raise _err(a, f"bit-vector literals are not in logic {self.logic}")
        if width > MAX_WIDTH:
            raise _err(a, f"bit-vector literal wider than {MAX_WIDTH} bits")
        return Term("lit", width, value=int(digits, 16 if a.kind == "hex" else 2))

    def term(self, node: Node, scope: dict[str, Term], nts: dict[str, Sort] | None = None) -> Term:
        if isinstance(node, Atom):
            if node.kind in ("numeral", "hex", "binary"):
                return self.literal(node)
            if node.kind != "symbol":
                raise _err(node, f"unexpected {node.kind} in a term")
            name = node.text
            if name in ("true", "false"):
                return Term("lit", "Bool", value=int(name == "true"))
            if name in scope:
                return scope[name]
            if nts is not None and name in nts:
                return Term("nt", nts[name], name)
            return self.call(node, name, [], scope, nts)
        if not node.items:
            raise _err(node, "empty list in a term")
        head = node.items[0]
        if isinstance(head, SList):
            raise _err(head, "indexed or higher-order operators are not supported")
        name = _symbol(head, "operator")
        rest = node.items[1:]
        if name == "let":
            return self.let(node, scope, nts)
        if nts is not None and name in ("Constant", "Variable"):
            if len(rest) != 1:
                raise _err(node, f"({name} Sort)")
            return Term("anyconst" if name == "Constant" else "anyvar", self.sort(rest[0]), name)
        if name == "-" and len(rest) == 1 and isinstance(rest[0], Atom) and rest[0].kind == "numeral":
            lit = self.literal(rest[0])
            return Term("lit", "Int", value=-lit.value)
        if name in BOOL_OPS or name in INT_OPS or name in BV_OPS:
            if name in INT_OPS and self.logic != "LIA" or name in BV_OPS and self.logic != "BV":
                raise _err(head, f"operator {name} is not in logic {self.logic}")
            args = [self.term(a, scope, nts) for a in rest]
            result = op_sort(name, [a.sort for a in args])
            if isinstance(result, str) and result not in ("Bool", "Int"):
                raise _err(node, result)
            if name == "*" and sum(a.kind != "lit" for a in args) > 1:
                raise _err(node, "nonlinear multiplication: all but one factor must be a literal")
            return Term("op", result, name, args=tuple(args))
        return self.call(head, name, list(rest), scope, nts)

    def call(self, at: Node, name: str, rest: list[Node], scope: dict[str, Term], nts: dict[str, Sort] | None) -> Term:
        f = self.defines.get(name) or (self.synth[name].fun if name in self.synth else None)
        if f is None:
            raise _err(at, f"unknown symbol {name!r}")
        if len(rest) != len(f.params):
            raise _err(at, f"{name} takes {len(f.params)} arguments, given {len(rest)}")
        args = [self.term(a, scope, nts) for a in rest]
        for p, a, n in zip(f.params, args, rest, strict=True):
            if p.sort != a.sort:
                raise _err(n, f"argument of {name} has sort {sort_name(a.sort)}, expected {sort_name(p.sort)}")
        return Term("call", f.sort, name, args=tuple(args))

    def let(self, node: SList, scope: dict[str, Term], nts: dict[str, Sort] | None) -> Term:
        if len(node.items) != 3 or not isinstance(node.items[1], SList) or not node.items[1].items:
            raise _err(node, "(let ((x term) ...) term)")
        inner = dict(scope)
        for b in node.items[1].items:
            if not isinstance(b, SList) or len(b.items) != 2:
                raise _err(b, "a let binding is (name term)")
            bound = _symbol(b.items[0], "let variable")
            if bound in RESERVED:
                raise _err(b.items[0], f"{bound!r} is reserved")
            inner[bound] = self.term(b.items[1], scope, nts)
        return self.term(node.items[2], inner, nts)

    def grammar(self, decl: Node, rules: Node, params: tuple[Term, ...], sort: Sort) -> Grammar:
        if not isinstance(decl, SList) or not decl.items or not isinstance(rules, SList):
            raise _err(decl, "a grammar is ((N Sort) ...) ((N Sort (production ...)) ...)")
        sorts: dict[str, Sort] = {}
        for d in decl.items:
            if not isinstance(d, SList) or len(d.items) != 2:
                raise _err(d, "a nonterminal declaration is (N Sort)")
            name = _symbol(d.items[0], "nonterminal")
            if name in sorts or name in RESERVED or any(p.name == name for p in params):
                raise _err(d.items[0], f"nonterminal {name!r} is reserved or repeated")
            sorts[name] = self.sort(d.items[1])
        start = next(iter(sorts))
        if sorts[start] != sort:
            raise _err(decl.items[0], f"the start nonterminal has sort {sort_name(sorts[start])}, not the range")
        if len(rules.items) != len(sorts):
            raise _err(rules, "one rule list per declared nonterminal, in order")
        scope = {p.name: p for p in params}
        out: dict[str, list[Term]] = {}
        count = 0
        for r, name in zip(rules.items, sorts, strict=True):
            if not isinstance(r, SList) or len(r.items) != 3 or not isinstance(r.items[2], SList):
                raise _err(r, "a rule list is (N Sort (production ...))")
            if _symbol(r.items[0], "nonterminal") != name or self.sort(r.items[1]) != sorts[name]:
                raise _err(r, f"rule list for {name} ({sort_name(sorts[name])}) expected here")
            prods = []
            for p in r.items[2].items:
                count += 1
                if count > MAX_RULES:
                    raise _err(p, f"more than {MAX_RULES} productions")
                t = self.term(p, scope, sorts)
                if t.sort != sorts[name]:
                    raise _err(p, f"production of sort {sort_name(t.sort)} for {name} ({sort_name(sorts[name])})")
                prods.append(t)
            out[name] = prods
        return Grammar(start, sorts, out)

    def define(self, node: SList, synthesized: bool) -> Function:
        items = node.items
        if len(items) != 5:
            raise _err(node, "(define-fun name ((x Sort) ...) Sort body)")
        name = self.fresh(items[1], "function name") if not synthesized else _symbol(items[1], "function name")
        params = self.params(items[2])
        sort = self.sort(items[3])
        body = self.term(items[4], {p.name: p for p in params})
        if body.sort != sort:
            raise _err(items[4], f"the body has sort {sort_name(body.sort)}, not {sort_name(sort)}")
        return Function(name, params, sort, body)


def read_problem(text: str) -> Problem:
    """The problem ``text`` states; SygusError (with its line and column) on anything outside the subset."""
    nodes = read(text)
    if not nodes or not isinstance(nodes[0], SList) or not nodes[0].items:
        raise SygusError("the problem must start with (set-logic LIA) or (set-logic BV)", 1, 1)
    first = nodes[0]
    if not (isinstance(first.items[0], Atom) and first.items[0].text == "set-logic" and len(first.items) == 2):
        raise _err(first, "the problem must start with (set-logic LIA) or (set-logic BV)")
    logic = _symbol(first.items[1], "logic")
    if logic not in LOGICS:
        raise _err(first.items[1], f"logic {logic} is not supported (only {', '.join(LOGICS)})")
    r = _Reader(logic)
    problem = Problem(logic)
    checked = False
    for node in nodes[1:]:
        if not isinstance(node, SList) or not node.items or not isinstance(node.items[0], Atom):
            raise _err(node, "expected a command (name ...)")
        command = node.items[0].text
        if checked:
            raise _err(node, f"{command} after check-synth")
        if command == "set-info":
            if len(node.items) not in (2, 3) or not isinstance(node.items[1], Atom) or node.items[1].kind != "keyword":
                raise _err(node, "(set-info :keyword value)")
        elif command == "check-synth":
            if len(node.items) != 1:
                raise _err(node, "check-synth takes no arguments")
            checked = True
        elif command == "declare-var":
            if len(node.items) != 3:
                raise _err(node, "(declare-var name Sort)")
            if len(problem.variables) >= MAX_VARIABLES:
                raise _err(node, f"more than {MAX_VARIABLES} variables")
            name = r.fresh(node.items[1], "variable")
            problem.variables[name] = Term("var", r.sort(node.items[2]), name)
        elif command in ("define-fun", "synth-fun"):
            if len(r.defines) + len(r.synth) >= MAX_FUNCTIONS:
                raise _err(node, f"more than {MAX_FUNCTIONS} functions")
            if command == "define-fun":
                f = r.define(node, synthesized=False)
                r.defines[f.name] = problem.defines[f.name] = f
            else:
                items = node.items
                if len(items) not in (4, 6):
                    raise _err(node, "(synth-fun name ((x Sort) ...) Sort [grammar])")
                name = r.fresh(items[1], "function name")
                params, sort = r.params(items[2]), r.sort(items[3])
                grammar = r.grammar(items[4], items[5], params, sort) if len(items) == 6 else None
                s = SynthFun(Function(name, params, sort), grammar, node.line, node.column)
                r.synth[name] = problem.synth[name] = s
        elif command == "constraint":
            if len(node.items) != 2:
                raise _err(node, "(constraint term)")
            if len(problem.constraints) >= MAX_CONSTRAINTS:
                raise _err(node, f"more than {MAX_CONSTRAINTS} constraints")
            t = r.term(node.items[1], dict(problem.variables))
            if t.sort != "Bool":
                raise _err(node.items[1], "a constraint is a Bool term")
            problem.constraints.append(t)
        else:
            raise _err(node.items[0], f"command {command} is not accepted (a synthesis problem needs none)")
    if not checked:
        raise SygusError("the problem has no (check-synth)", nodes[-1].line, nodes[-1].column)
    if not problem.synth:
        raise SygusError("the problem has no synth-fun", first.line, first.column)
    return problem


def read_solution(text: str, problem: Problem) -> dict[str, Function]:
    """One ``define-fun`` per function to synthesize, with its signature, read against ``problem``."""
    nodes = read(text)
    if len(nodes) == 1 and isinstance(nodes[0], SList) and all(isinstance(n, SList) for n in nodes[0].items):
        if nodes[0].items and not (isinstance(nodes[0].items[0], Atom)):
            nodes = list(nodes[0].items)
    r = _Reader(problem.logic)
    r.defines = dict(problem.defines)
    out: dict[str, Function] = {}
    for node in nodes:
        if not isinstance(node, SList) or not node.items or not isinstance(node.items[0], Atom):
            raise _err(node, "a solution is a sequence of (define-fun ...)")
        if node.items[0].text != "define-fun":
            raise _err(node.items[0], "a solution is a sequence of (define-fun ...)")
        f = r.define(node, synthesized=True)
        target = problem.synth.get(f.name)
        if target is None:
            raise _err(node.items[1], f"{f.name!r} is not a function to synthesize in the problem")
        if f.name in out:
            raise _err(node.items[1], f"{f.name} is defined twice")
        if signature(f) != signature(target.fun):
            raise _err(node, f"{f.name} must have signature {signature(target.fun)}, not {signature(f)}")
        out[f.name] = f
    missing = sorted(set(problem.synth) - set(out))
    if missing:
        raise SygusError(f"no definition for {', '.join(missing)}", 1, 1)
    return out
