"""SMT-LIB scripts: the checkers' reading and the provider's gate, each held against Z3's and cvc5's parsers.

Ours:

- the checkers' reading (:func:`jacobian.checkers.smt.subject.read_subject`, on
  :mod:`jacobian.checkers.smt.sexpr`): the logic, the sort commands, the declarations, the script's
  definitions and its assertions, which the checkers turn into their validation script;
- the provider's gate (:func:`jacobian.providers.smt.script.check_script`): the commands it keeps
  and hands to the engine.

Neither is an SMT-LIB front end of its own (they read s-expressions and keep commands), so "read
alike" is decided by the references themselves, as a different reading would show: our reading is
printed back as SMT-LIB (the checker's with its own printer, ``sexpr.show``, as its validation
script does; the gate's kept commands with ``render``), the reference parses both the original
text and our print, and the two parses must be the same structure:

- **Z3** (``z3.parse_smt2_string``): the assertions, as a table of hash-consed AST nodes (each
  node its declaration's name, kind, parameters and signature, or a literal's value, or a bound
  variable; children by index), so two parses are alike exactly when their ASTs are ``eq``.
- **cvc5** (``cvc5.InputParser`` with a ``SymbolManager``, the commands that declare, define or
  assert run on a fresh solver, ``(exit)`` ending the script as it does for the cvc5 executable):
  the logic, the declared symbols (name and sort, in order) and the assertions as a table of terms.

A text the reference refuses must be refused by ours, except two classes (:func:`refused_alike`): the
reference refuses our print of it with the same error, as for a symbol used undeclared, an ill-sorted
term, a theory outside the script's logic (sort checking is the solvers', the engine's and the checking
solver's, never our readers', and either refuses such a script when it runs); or the reference reads
the text without its ``set-option`` commands exactly as it reads our print (an option value a solver
refuses: both our readers drop ``set-option``, the runtime setting the engine's options itself).
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from typing import Any

import cvc5
import pytest
import z3

from jacobian.checkers.smt.sexpr import SexprError, show
from jacobian.checkers.smt.subject import Rejected, Uncheckable, read_subject
from jacobian.providers.smt.script import ScriptError, check_script

from .harness import Refused, compare, corpus_size

SEED = 20_260_128
pytestmark = pytest.mark.timeout(1200)

# --------------------------------------------------------------------------------------------- generator

SORTS = ["Int", "Real", "Bool", "(_ BitVec 8)", "String", "U"]
LOGIC_FOR = {
    "Int": ["QF_LIA", "QF_NIA", "LIA", "ALL", None],
    "Real": ["QF_LRA", "QF_NRA", "ALL", None],
    "Bool": ["QF_UF", "QF_LIA", "ALL", None],
    "(_ BitVec 8)": ["QF_BV", "ALL", None],
    "String": ["QF_SLIA", "ALL", None],
    "U": ["QF_UF", "ALL", None],
}
NAMES = [
    "x",
    "y",
    "z",
    "a.b",
    "x!1",
    "v_2",
    "|x y|",
    "|\u00e9t\u00e9|",
    "|a;b|",
    "|(p)|",
    "k~",
    "<=>",
    "|9lives|",
    "q?",
]


class _Script:
    """One generated script: its declarations by sort, and term builders that keep it well-sorted."""

    def __init__(self, rng: random.Random, theory: str) -> None:
        self.rng = rng
        self.theory = theory
        self.vars: dict[str, list[str]] = {s: [] for s in SORTS}
        self.named = 0
        self.has_f = False  # (declare-fun f (U) U)

    def leaf(self, sort: str) -> str:
        rng = self.rng
        if self.vars[sort] and rng.random() < 0.6:
            return rng.choice(self.vars[sort])
        if sort == "Int":
            return rng.choice(["0", "1", "7", "42", "123456789012345678901234567890", "(- 3)"])
        if sort == "Real":
            return rng.choice(["0.0", "1.5", "0.25", "(/ 1 3)", "(- 2.5)", "10.000"])
        if sort == "Bool":
            return rng.choice(["true", "false"])
        if sort == "(_ BitVec 8)":
            return rng.choice(["#x0F", "#xfF", "#b00001111", "(_ bv5 8)", "#x00"])
        if sort == "String":
            return rng.choice(['""', '"abc"', '"a""b"', '"\u00e9t\u00e9"', '"\\u{48}i"', '"a;b"', '"(|)"'])
        return self.vars["U"][0]

    def term(self, sort: str, depth: int) -> str:
        rng = self.rng
        if depth <= 0 or rng.random() < 0.25:
            return self.leaf(sort)
        d = depth - 1
        sp = rng.choice([" ", " ", " ", "\n  ", "\t", "  "])
        if rng.random() < 0.08:  # a let binding of the same sort
            name = rng.choice(["t", "|t 1|", "s!"])
            return f"(let (({name} {self.term(sort, d)})){sp}{self._with(sort, name, d)})"
        if sort == "Int":
            op = rng.choice(["+", "-", "*", "div", "mod", "abs", "ite", "neg"])
            if op == "abs":
                return f"(abs {self.term('Int', d)})"
            if op == "neg":
                return f"(- {self.term('Int', d)})"
            if op == "ite":
                return f"(ite {self.term('Bool', d)}{sp}{self.term('Int', d)} {self.term('Int', d)})"
            n = 2 if op in ("div", "mod") else rng.randint(2, 3)
            return f"({op}{sp}" + " ".join(self.term("Int", d) for _ in range(n)) + ")"
        if sort == "Real":
            op = rng.choice(["+", "-", "*", "/", "ite"])
            if op == "ite":
                return f"(ite {self.term('Bool', d)} {self.term('Real', d)}{sp}{self.term('Real', d)})"
            return f"({op} {self.term('Real', d)}{sp}{self.term('Real', d)})"
        if sort == "(_ BitVec 8)":
            op = rng.choice(["bvadd", "bvand", "bvor", "bvnot", "concat"])
            if op == "bvnot":
                return f"(bvnot {self.term(sort, d)})"
            if op == "concat":
                t = self.term(sort, d)
                return f"(concat ((_ extract 3 0) {t}) ((_ extract 7 4){sp}{t}))"
            return f"({op} {self.term(sort, d)} {self.term(sort, d)})"
        if sort == "String":
            op = rng.choice(["str.++", "str.at", "str.substr"])
            if op == "str.++":
                return f"(str.++ {self.term('String', d)}{sp}{self.term('String', d)})"
            if op == "str.at":
                return f"(str.at {self.term('String', d)} {self.term('Int', d)})"
            return f"(str.substr {self.term('String', d)} {self.term('Int', d)} {self.term('Int', d)})"
        if sort == "U":
            return f"(f {self.term('U', d)})" if self.has_f else self.leaf("U")
        return self.boolean(d, sp)

    def _with(self, sort: str, name: str, depth: int) -> str:
        self.vars[sort].append(name)
        try:
            return self.term(sort, depth)
        finally:
            self.vars[sort].pop()

    def boolean(self, d: int, sp: str) -> str:
        rng = self.rng
        theory = self.theory
        op = rng.choice(["not", "and", "or", "=>", "xor", "=", "cmp", "distinct", "ite", "forall"])
        if op == "not":
            return f"(not {self.term('Bool', d)})"
        if op in ("and", "or", "=>", "xor"):
            return f"({op}{sp}" + " ".join(self.term("Bool", d) for _ in range(rng.randint(2, 3))) + ")"
        if op == "ite":
            return f"(ite {self.term('Bool', d)} {self.term('Bool', d)} {self.term('Bool', d)})"
        if op == "forall" and theory in ("Int", "Real"):
            k = rng.choice(["k", "|k k|"])
            self.vars[theory].append(k)
            body = f"(>= (* {k} {k}) {self.term(theory, d)})"
            self.vars[theory].pop()
            return f"({rng.choice(['forall', 'exists'])} (({k} {theory})){sp}{body})"
        if op == "cmp" and theory in ("Int", "Real"):
            return f"({rng.choice(['<', '<=', '>', '>='])} {self.term(theory, d)} {self.term(theory, d)})"
        if op == "cmp" and theory == "(_ BitVec 8)":
            return f"({rng.choice(['bvult', 'bvsle'])} {self.term(theory, d)} {self.term(theory, d)})"
        if op == "cmp" and theory == "String":
            return f"(str.prefixof {self.term('String', d)} {self.term('String', d)})"
        if op == "distinct":
            return f"(distinct {self.term(theory, d)} {self.term(theory, d)})"
        return f"(= {self.term(theory, d)}{sp}{self.term(theory, d)})"


def _script(rng: random.Random) -> str:
    theory = rng.choice(["Int", "Int", "Real", "Bool", "(_ BitVec 8)", "String", "U"])
    s = _Script(rng, theory)
    nl = rng.choice(["\n"] * 6 + ["\r\n", " ", "\n\n"])
    out: list[str] = []
    if rng.random() < 0.2:
        out.append(rng.choice(["; a comment", ";; (assert false)", "; \u00e9t\u00e9 |x|", ';"']) + "\n")
    logic = rng.choice(LOGIC_FOR[theory])
    if logic:
        out.append(f"(set-logic {logic})")
    if rng.random() < 0.3:
        out.append(
            rng.choice(["(set-option :produce-models true)", "(set-info :status sat)", "(set-info :source |x|)"])
        )
    if theory == "U":
        out.append("(declare-sort U 0)")
    names = rng.sample(NAMES, rng.randint(1, 4))
    for name in names:
        if rng.random() < 0.5:
            out.append(f"(declare-const {name} {theory})")
        else:
            out.append(f"(declare-fun {name} () {theory})")
        s.vars[theory].append(name)
    if theory == "U" and rng.random() < 0.6:
        out.append("(declare-fun f (U) U)")
        s.has_f = True
    if theory == "Int" and rng.random() < 0.3:
        out.append("(define-fun h ((p Int)) Int (+ p 1))")
    for _ in range(rng.randint(1, 4)):
        body = s.boolean(rng.randint(0, 3), rng.choice([" ", "\n  "]))
        if rng.random() < 0.15:
            s.named += 1
            body = f"(! {body} :named n{s.named})"
        out.append(f"(assert {body})" + (rng.choice(["", "", " ; why\n"])))
    if rng.random() < 0.5:
        out.append("(check-sat)")
    if rng.random() < 0.2:
        out.append("(get-model)")
    if rng.random() < 0.15:
        out.append("(exit)")
    return nl.join(out) + (nl if rng.random() < 0.8 else "")


STRAY = [
    "x",
    "(",
    ")",
    "\u0663",
    "\uff13",
    "\u00a0",
    "\x0c",
    "\x0b",
    "|",
    '"',
    "#x",
    "#b2",
    "1.",
    ".5",
    "007",
    "-1",
    "\r",
    ";",
    ":named",
    "@x",
    "\u00e9",
    "\x00",
    "9" * 40,
    "\u2028",
    "\x85",
    "jcb.x",
]


def _mutate(rng: random.Random, text: str) -> str:
    kind = rng.randrange(11)
    tokens = list(re.finditer(r"[^\s()]+", text))
    if kind == 0 and tokens:  # drop a token
        m = rng.choice(tokens)
        return text[: m.start()] + text[m.end() :]
    if kind == 1 and tokens:  # duplicate a token
        m = rng.choice(tokens)
        return text[: m.end()] + " " + m.group() + text[m.end() :]
    if kind == 2 and tokens:  # a stray token
        m = rng.choice(tokens)
        return text[: m.end()] + rng.choice([" ", ""]) + rng.choice(STRAY) + rng.choice([" ", ""]) + text[m.end() :]
    if kind == 3:  # a parenthesis dropped or added
        at = rng.randrange(len(text) + 1)
        return text[:at] + rng.choice(["(", ")", ""]) + text[at + 1 :]
    if kind == 4:  # a digit in another script
        digits = [m.start() for m in re.finditer(r"[0-9]", text)]
        if digits:
            at = rng.choice(digits)
            return text[:at] + rng.choice(["\u0661", "\uff11", "\u0967"]) + text[at + 1 :]
    if kind == 5:  # another kind of space or line end
        spaces = [m.start() for m in re.finditer(r"[ \n]", text)]
        if spaces:
            at = rng.choice(spaces)
            return text[:at] + rng.choice(["\u00a0", "\t", "\x0c", "\x0b", "\r", "\r\n", "\u3000"]) + text[at + 1 :]
    if kind == 6:  # a command after (exit), or a second set-logic
        return text + rng.choice(["(exit)\n(assert false)\n", "(set-logic QF_LIA)\n", "(exit)(exit)"])
    if kind == 7:  # a command the gate refuses
        return text + rng.choice(
            [
                "(push 1)",
                "(pop 1)",
                '(include "x")',
                "(reset)",
                "(check-sat-assuming ())",
                '(set-option :regular-output-channel "/tmp/x")',
                "(define-fun-rec r () Int r)",
                "(declare-datatypes ((L 0)) (((nil) (cons (hd Int) (tl L)))))",
            ]
        )
    if kind == 8:  # a comment ended by a lone carriage return
        return text.replace("\n", " ; c\r", 1)
    if kind == 9:  # a symbol declared twice or with a reserved name
        return text + rng.choice(["(declare-const x Int)(declare-const x Int)", "(declare-const |jcb.x| Int)"])
    return text.replace("(assert", "(assert\u00a0", 1)


def corpus(count: int) -> list[str]:
    rng = random.Random(SEED)
    texts = []
    for _ in range(count):
        text = _script(rng)
        if rng.random() < 0.35:
            text = _mutate(rng, text)
        texts.append(text)
    return texts


# --------------------------------------------------------------------------------------------- our readings


def checker_print(text: str) -> str:
    """The checkers' reading printed back: the logic, sort commands, declarations, definitions, assertions."""
    try:
        s = read_subject(text)
    except (SexprError, Rejected, Uncheckable) as exc:
        raise Refused(f"checker: {exc}") from None
    lines = [f"(set-logic {s.logic})"] if s.logic else []
    lines += [show(c) for c in s.sort_commands]
    lines += [show(s.declarations[name]) for name in s.declared]
    lines += [show(d) for d in s.definitions]
    lines += [f"(assert {show(a)})" for a in s.assertions]
    return "\n".join(lines) + "\n"


def gate_print(text: str) -> str:
    """The provider's gate's reading printed back: the commands it keeps, in order."""
    try:
        checked = check_script(text)
    except ScriptError as exc:
        raise Refused(f"gate: {exc}") from None
    return "\n".join(c.render() for c in checked.kept) + "\n"


# --------------------------------------------------------------------------------------------- references


# One context for the parses (a new context a parse costs ten times the parse): each parse has its own
# declarations, but recursive functions and datatypes stay in the context, so a text declaring one gets
# a context of its own.
Z3_CONTEXT = z3.Context()
_CONTEXT_WIDE = re.compile(r"define-funs?-rec|declare-datatype")


def z3_view(text: str) -> dict[str, Any]:
    """Z3's parse of ``text``: its assertions as a table of AST nodes (hash-consed, so shared subterms once)."""
    ctx = z3.Context() if _CONTEXT_WIDE.search(text) else Z3_CONTEXT
    try:
        vector = z3.parse_smt2_string(text, ctx=ctx)
    except z3.Z3Exception as exc:
        raise Refused(f"z3: {exc}") from None
    table: list[Any] = []
    index: dict[int, int] = {}

    def visit(e: z3.AstRef) -> int:
        key = e.get_id()
        if key in index:
            return index[key]
        if z3.is_quantifier(e):
            kind = "forall" if e.is_forall() else "exists" if e.is_exists() else "lambda"
            bound = [[e.var_name(i), e.var_sort(i).sexpr()] for i in range(e.num_vars())]
            node: list[Any] = ["Q", kind, bound, visit(e.body())]
        elif z3.is_var(e):
            node = ["V", z3.get_var_index(e), e.sort().sexpr()]
        else:
            d = e.decl()
            value = e.sexpr() if e.num_args() == 0 and d.kind() != z3.Z3_OP_UNINTERPRETED else None
            signature = [[d.domain(i).sexpr() for i in range(d.arity())], d.range().sexpr()]
            node = ["A", d.name(), d.kind(), [str(p) for p in d.params()], signature, value]
            node.append([visit(c) for c in e.children()])
        index[key] = len(table)
        table.append(node)
        return index[key]

    roots = [visit(a) for a in vector]
    return {"nodes": table, "assertions": roots}


RUN_IN_CVC5 = frozenset(
    {
        "set-logic",
        "declare-sort",
        "define-sort",
        "declare-fun",
        "declare-const",
        "define-fun",
        "define-fun-rec",
        "define-funs-rec",
        "declare-datatype",
        "declare-datatypes",
        "assert",
        "push",
        "pop",
        "reset",
        "reset-assertions",
    }
)


def cvc5_view(text: str) -> dict[str, Any]:
    """cvc5's parse of ``text``: the logic, the declared symbols with their sorts, the assertions as a term table."""
    tm = cvc5.TermManager()
    solver = cvc5.Solver(tm)
    symbols = cvc5.SymbolManager(tm)
    parser = cvc5.InputParser(solver, symbols)
    parser.setStringInput(cvc5.InputLanguage.SMT_LIB_2_6, text, "script")
    try:
        while True:
            command = parser.nextCommand()
            if command.isNull():
                break
            name = command.getCommandName()
            if name == "exit":
                break
            if name in RUN_IN_CVC5:
                command.invoke(solver, symbols)
        assertions = solver.getAssertions()
        declared = [[str(t), str(t.getSort())] for t in symbols.getDeclaredTerms()]
        logic = symbols.getLogic() if symbols.isLogicSet() else None
    except RuntimeError as exc:
        raise Refused(f"cvc5: {exc}") from None
    table: list[Any] = []
    index: dict[int, int] = {}

    def visit(t: cvc5.Term) -> int:
        key = t.getId()
        if key in index:
            return index[key]
        op = str(t.getOp()) if t.hasOp() else None
        leaf = str(t) if t.getNumChildren() == 0 else None
        node = [str(t.getKind()), op, str(t.getSort()), leaf, [visit(c) for c in t]]
        index[key] = len(table)
        table.append(node)
        return index[key]

    roots = [visit(a) for a in assertions]
    return {"logic": logic, "declarations": declared, "nodes": table, "assertions": roots}


def _cached(view: Callable[[str], Any]) -> Callable[[str], Any]:
    """``view`` read once a text. A refusal is kept as its message only: the exception's traceback would
    keep the reference's whole context (a Z3 context, a cvc5 solver) alive for every refused text."""
    memo: dict[str, Any] = {}

    def read(text: str) -> Any:
        if text not in memo:
            try:
                memo[text] = view(text)
            except Refused as exc:
                memo[text] = ("refused", str(exc))
        got = memo[text]
        if isinstance(got, tuple):
            raise Refused(got[1])
        return got

    return read


REFERENCES = {"z3 parse_smt2_string": _cached(z3_view), "cvc5 InputParser": _cached(cvc5_view)}
OURS = {"checker read_subject": _cached(checker_print), "provider check_script": _cached(gate_print)}

# --------------------------------------------------------------------------------------------- extensions


_POSITION = re.compile(r"line \d+ column \d+|line: \d+ position: \d+|\b\d+\.\d+\b|script:\S*")


def _error(exc: Refused) -> str:
    return _POSITION.sub("@", str(exc))


_SET_OPTION = re.compile(r"\(set-option[^()]*\)")


def refused_alike(reference: Callable[[str], Any], printed: Callable[[str], str]) -> Callable[[str], str | None]:
    """The one class excused when ours reads a text the reference refuses: the reference refuses our print
    of it with the same error (positions aside). Our readers read s-expressions and leave sort checking to
    the solvers (an undeclared symbol, an ill-sorted term, a theory outside the logic, a string literal cvc5
    will not take): such a script is refused when a solver runs it, and our reading of it is the script
    as written, since the reference finds the same fault in both."""

    def why(text: str) -> str | None:
        try:
            reference(text)
            return None
        except Refused as original:
            try:
                mine = reference(printed(text))
            except Refused as ours:
                if _error(ours) == _error(original):
                    return f"refused alike by the reference: {_error(original)[:120]}"
                return None
            without = _SET_OPTION.sub("", text)
            try:
                if without != text and reference(without) == mine:
                    return "a set-option value the reference refuses: our readers drop set-option (the runtime sets it)"
            except Refused:
                pass
            return None

    return why


# --------------------------------------------------------------------------------------------- tests


@pytest.fixture(scope="module")
def texts() -> list[str]:
    return corpus(corpus_size())


@pytest.mark.parametrize("ours", list(OURS))
@pytest.mark.parametrize("reference", list(REFERENCES))
def test_the_reference_parses_our_reading_as_it_parses_the_script(ours: str, reference: str, texts: list[str]) -> None:
    view = REFERENCES[reference]
    printed = OURS[ours]

    def our_reading(text: str) -> Any:
        mine = printed(text)  # Refused here is our refusal
        try:
            return view(mine)
        except Refused as exc:  # we read the text, but not as anything the reference reads
            return {"the reference refuses our print": str(exc), "print": mine}

    why = refused_alike(view, printed)
    counts = compare(f"smtlib ({ours})", reference, texts, our_reading, view, extension=why)
    assert counts.differ == 0
    assert counts.read_alike >= len(texts) // 3, counts


def test_the_corpus_holds_every_class_it_is_meant_to() -> None:
    sample = corpus(2000)
    joined = "".join(sample)
    for piece in (
        "(let ((",
        "|x y|",
        "#x",
        "#b",
        '"a""b"',
        "(! ",
        ":named",
        "(exit)",
        "(forall",
        "\r\n",
        "\u0661",
        "\u00a0",
        "(push 1)",
        "; c\r",
        "123456789012345678901234567890",
        "(declare-sort U 0)",
    ):
        assert piece in joined, piece
