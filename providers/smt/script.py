"""SMT-LIB v2 script reader and safety gate (no backend imports; never evaluates).

:func:`read_script` tokenizes and reads a script into top-level commands,
bounded in size, token count and nesting depth. :func:`check_script` then
classifies every command before anything runs:

- **kept** (run by the engine): ``set-logic``, ``declare-sort``,
  ``define-sort``, ``declare-fun``, ``declare-const``, ``define-fun``,
  ``define-fun-rec``, ``define-funs-rec``, ``declare-datatype(s)``,
  ``assert``; ``minimize``/``maximize`` only for optimization.
- **ignored** (blanked out, the runtime issues its own): ``check-sat``,
  ``get-model``, ``get-value``, ``get-unsat-core``, ``get-info``, ``get-option``,
  ``get-assertions``, ``get-assignment``, ``get-objectives``, ``echo``, ``exit``,
  and ``set-option``/``set-info`` with a harmless key (resource options such as
  ``:timeout`` and ``:rlimit`` are ignored: the budget is ours).
- **refused** (:class:`ScriptError`): ``include`` (reads a file); any
  ``set-option``/``set-info`` whose key concerns output channels, files,
  dumping, logging, tracing or proofs, or whose value is a string naming a
  path; ``push``/``pop``/``reset``/``reset-assertions``/``check-sat-assuming``
  (one check per script); a second ``set-logic``, or one after other commands
  than options and information (SMT-LIB allows one, first); any
  command after ``exit`` (where a solver stops reading: running it would check
  something other than the script says); and every other command, because a
  solver-specific command we do not know might read or write files or change
  the process.

Everything raised here is a :class:`ScriptError` carrying line and column.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

MAX_SCRIPT_CHARS = 4 * 1024 * 1024
# The format in words, for the request fields' descriptions (what math.find's CONTRACT view shows).
GRAMMAR = (
    "SMT-LIB v2 text: s-expressions, optionally (set-logic L), then declarations and definitions (declare-const, "
    "declare-fun, define-fun, declare-sort, define-sort, declare-datatypes, define-fun-rec) and (assert term) "
    "commands; ; starts a comment. check-sat, get-model, get-value, echo, exit and harmless set-option/set-info "
    "are ignored (the runtime asks itself); include, push, pop, reset, check-sat-assuming, options about files, "
    "output or proofs, and commands not listed here are refused with line and column; "
    "e.g. '(declare-const x Int) (assert (> (* x x) 4))'"
)
MAX_TOKENS = 1_000_000
MAX_DEPTH = 256


class ScriptError(ValueError):
    """The script is malformed, too large, or refused; ``line``/``column`` are 1-based."""

    def __init__(self, message: str, line: int = 1, column: int = 1, offset: int | None = None) -> None:
        super().__init__(f"line {line} column {column}: {message}")
        self.reason = message
        self.line = line
        self.column = column
        self.offset = offset  # 0-based character offset, where known


@dataclass(frozen=True)
class Atom:
    kind: str  # symbol, keyword, numeral, decimal, hex, binary, string
    text: str  # symbols: the name without |bars|; strings: the unescaped content
    line: int
    column: int

    def render(self) -> str:
        if self.kind == "string":
            return '"' + self.text.replace('"', '""') + '"'
        if self.kind == "symbol" and not _SIMPLE_SYMBOL.fullmatch(self.text):
            return "|" + self.text + "|"
        return self.text


@dataclass
class SList:
    items: list[SExpr] = field(default_factory=list)
    line: int = 1
    column: int = 1
    start: int = 0  # offset of "("
    end: int = 0  # offset just past ")"

    def render(self) -> str:
        return "(" + " ".join(item.render() for item in self.items) + ")"


SExpr = Atom | SList

_SYMBOL_CHARS = r"A-Za-z0-9~!@$%^&*_\-+=<>.?/"
_SIMPLE_SYMBOL = re.compile(rf"[A-Za-z~!@$%^&*_\-+=<>.?/][{_SYMBOL_CHARS}]*")
_TOKEN = re.compile(
    rf"""
    (?P<ws>[ \t\r\n]+)
  | (?P<comment>;[^\n\r]*)
  | (?P<open>\()
  | (?P<close>\))
  | (?P<string>"(?:[^"]|"")*")
  | (?P<qsym>\|[^|\\]*\|)
  | (?P<hex>\#x[0-9A-Fa-f]+)
  | (?P<binary>\#b[01]+)
  | (?P<decimal>(?:0|[1-9][0-9]*)\.[0-9]+)
  | (?P<numeral>0|[1-9][0-9]*)
  | (?P<keyword>:[{_SYMBOL_CHARS}]+)
  | (?P<symbol>[A-Za-z~!@$%^&*_\-+=<>.?/][{_SYMBOL_CHARS}]*)
    """,
    re.VERBOSE,
)


# Lexical rules found by experiment with z3 and cvc5 (library and executable); checkers/smt/sexpr.py follows
# the same ones and tests/providers/smt/test_gate_differential.py holds the gate, the checker's reader and every
# engine to the same commands. Whitespace is space, tab, \n, \r (\f is whitespace only to the cvc5 executable,
# \v to none). A ";" comment ends at \n for every engine and at \r too for the cvc5 executable: the comment
# ends at either, and a \r ending it must be followed by \n (or the end), else engines read different commands.
# Control characters are refused outside string literals; NUL (the end of the text for Z3's C API) and unpaired
# surrogates (not encodable) everywhere.
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ud800-\udfff]")
_CONTROL_IN_STRING = re.compile(r"[\x00\ud800-\udfff]")


def _position(text: str, offset: int) -> tuple[int, int]:
    line = text.count("\n", 0, offset) + 1
    return line, offset - (text.rfind("\n", 0, offset) + 1) + 1


def _control_error(text: str, offset: int) -> ScriptError:
    line, column = _position(text, offset)
    return ScriptError(
        f"control character U+{ord(text[offset]):04X} at offset {offset} is not accepted outside "
        "string literals (NUL and unpaired surrogates nowhere)",
        line,
        column,
        offset,
    )


def tokens(text: str):
    """Yield (kind, value, line, column, start, end); raises ScriptError on a bad character."""
    pos, line, line_start, n = 0, 1, 0, len(text)
    while pos < n:
        m = _TOKEN.match(text, pos)
        column = pos - line_start + 1
        if m is None:
            ch = text[pos]
            if _CONTROL.match(ch):
                raise _control_error(text, pos)
            if ch == '"':
                raise ScriptError("unterminated string literal", line, column)
            if ch == "|":
                raise ScriptError(
                    "unterminated or invalid quoted symbol (| ... | may not contain | or \\)", line, column
                )
            raise ScriptError(f"unexpected character {ch!r}", line, column)
        kind, value, end = m.lastgroup, m.group(), m.end()
        bad = (_CONTROL_IN_STRING if kind == "string" else _CONTROL).search(value)
        if bad:
            raise _control_error(text, pos + bad.start())
        if kind == "comment" and end < n and text[end] == "\r" and text[end + 1 : end + 2] not in ("\n", ""):
            cr_line, cr_column = _position(text, end)
            raise ScriptError(
                f"a carriage return not followed by a newline ends this comment (offset {end}): "
                "z3 and cvc5 disagree on where such a comment ends; end comments with \\n or \\r\\n",
                cr_line,
                cr_column,
                end,
            )
        if (
            m.end() < n
            and kind in ("numeral", "decimal", "hex", "binary")
            and re.match(rf"[{_SYMBOL_CHARS}#|]", text[end])
        ):
            raise ScriptError(f"malformed literal starting {value!r}", line, column)
        if kind not in ("ws", "comment"):
            yield kind, value, line, column, pos, end
        newlines = value.count("\n")
        if newlines:
            line += newlines
            line_start = pos + value.rfind("\n") + 1
        pos = end


def read_script(text: str, *, max_chars: int = MAX_SCRIPT_CHARS, max_depth: int = MAX_DEPTH) -> list[SList]:
    """Read a script into its top-level commands (each a non-empty list starting with a symbol)."""
    return _read(text, max_chars, max_depth, commands_only=True)


def read_sexprs(text: str, *, max_chars: int = MAX_SCRIPT_CHARS, max_depth: int = MAX_DEPTH) -> list[SList]:
    """Read top-level lists (e.g. a solver's model output)."""
    return _read(text, max_chars, max_depth, commands_only=False)


def _read(text: str, max_chars: int, max_depth: int, commands_only: bool) -> list[SList]:
    if not isinstance(text, str):
        raise ScriptError("the script must be text")
    if len(text) > max_chars:
        raise ScriptError(f"the script has {len(text)} characters; at most {max_chars} are accepted")
    stack: list[SList] = []
    commands: list[SList] = []
    count = 0
    for kind, value, line, column, start, end in tokens(text):
        count += 1
        if count > MAX_TOKENS:
            raise ScriptError(f"the script has more than {MAX_TOKENS} tokens", line, column)
        if kind == "open":
            if len(stack) >= max_depth:
                raise ScriptError(f"nesting deeper than {max_depth} levels", line, column)
            stack.append(SList([], line, column, start, end))
            continue
        if kind == "close":
            if not stack:
                raise ScriptError("unbalanced ')'", line, column)
            done = stack.pop()
            done.end = end
            if stack:
                stack[-1].items.append(done)
            else:
                if commands_only and not (
                    done.items and isinstance(done.items[0], Atom) and done.items[0].kind == "symbol"
                ):
                    raise ScriptError("a command must start with its name", done.line, done.column)
                commands.append(done)
            continue
        if not stack:
            raise ScriptError(f"expected '(' to start a command, found {value!r}", line, column)
        if kind == "string":
            atom = Atom("string", value[1:-1].replace('""', '"'), line, column)
        elif kind == "qsym":
            atom = Atom("symbol", value[1:-1], line, column)
        else:
            atom = Atom(kind, value, line, column)
        stack[-1].items.append(atom)
    if stack:
        open_ = stack[-1]
        raise ScriptError("unbalanced '(': the script ends inside this expression", open_.line, open_.column)
    return commands


def command_name(command: SList) -> str:
    head = command.items[0]
    assert isinstance(head, Atom)
    return head.text


KEPT = frozenset(
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
    }
)
OBJECTIVES = frozenset({"minimize", "maximize"})
IGNORED = frozenset(
    {
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
    }
)
PREAMBLE = frozenset({"set-option", "set-info", "get-info", "get-option", "echo", "set-logic"})  # before set-logic
SINGLE_CHECK = frozenset({"push", "pop", "reset", "reset-assertions", "check-sat-assuming"})
# Option/info keys refused outright: a key containing one of these names output
# redirection, files, dumping or tracing (e.g. :regular-output-channel,
# :diagnostic-output-channel, cvc5's dump-* options, z3's trace_file_name), or
# has a segment "log" (z3's solver.log / log_file).
REFUSED_KEY_PARTS = ("channel", "file", "dump", "output", "trace", "diagnostic")
REFUSED_KEY_SEGMENTS = frozenset({"log", "logs"})
# Resource options: ignored, because the runtime sets the solver's own budget.
RESOURCE_KEYS = frozenset(
    {
        ":timeout",
        ":rlimit",
        ":tlimit",
        ":tlimit-per",
        ":rlimit-per",
        ":memory_max_size",
        ":max-memory",
        ":reproducible-resource-limit",
    }
)
_PATHLIKE = re.compile(r"(^[~/.])|/|\\|(\.[A-Za-z0-9]{1,5}$)")


@dataclass(frozen=True)
class CheckedScript:
    commands: tuple[SList, ...]
    kept: tuple[SList, ...]
    ignored: tuple[str, ...]  # "line L: (name ...)" descriptions
    objectives: tuple[tuple[str, str], ...]  # (minimize|maximize, term text)
    named: tuple[str, ...]  # names given with (! ... :named n) on assertions


NO_ARGUMENTS = frozenset(
    {"check-sat", "get-model", "get-unsat-core", "get-assertions", "get-assignment", "get-objectives", "exit"}
)


def _check_ignored(command: SList) -> None:
    """An ignored command must still be one a solver reads: blanking a malformed one would run a script
    that every solver refuses (``(exit exit)``, ``(check-sat x)``)."""
    name, args = command_name(command), command.items[1:]

    def kind(i: int) -> str | None:
        item = args[i]
        return item.kind if isinstance(item, Atom) else "list" if item.items else "empty list"

    if name in NO_ARGUMENTS:
        ok = not args
    elif name in ("get-info", "get-option"):
        ok = len(args) == 1 and kind(0) == "keyword"
    elif name == "echo":
        ok = len(args) == 1 and kind(0) == "string"
    elif name == "get-value":
        ok = len(args) == 1 and kind(0) == "list"
    elif name in ("set-option", "set-info"):
        ok = len(args) == 2 and kind(0) == "keyword" and kind(1) != "keyword"
    else:
        ok = True
    if not ok:
        raise _refuse(command, "malformed: a solver refuses this command, and with it the script")


def _refuse(command: SList, why: str) -> ScriptError:
    return ScriptError(f"({command_name(command)} ...) refused: {why}", command.line, command.column)


def _check_option(command: SList) -> None:
    name = command_name(command)
    if len(command.items) < 2 or not (isinstance(command.items[1], Atom) and command.items[1].kind == "keyword"):
        raise _refuse(command, "expected a keyword, e.g. (set-option :produce-models true)")
    key = command.items[1].text.lower()
    for part in REFUSED_KEY_PARTS:
        if part in key:
            raise _refuse(
                command,
                f"option {key} may redirect output or touch files or the process ({part!r} options are not accepted)",
            )
    if REFUSED_KEY_SEGMENTS & set(re.split(r"[-_.:]", key)):
        raise _refuse(command, f"option {key} writes a log")
    if name == "set-option":
        for value in command.items[2:]:
            if isinstance(value, Atom) and value.kind == "string" and _PATHLIKE.search(value.text):
                raise _refuse(command, f"the value of {key} names a file ({value.text!r})")


def assertion_name(command: SList) -> str | None:
    """The :named name of an ``(assert (! body :named n))`` command, or None."""
    return _named_assertion(command)


def _named_assertion(command: SList) -> str | None:
    if len(command.items) != 2:
        raise _refuse(command, "assert takes exactly one term")
    body = command.items[1]
    if (
        isinstance(body, SList)
        and body.items
        and isinstance(body.items[0], Atom)
        and body.items[0].text == "!"
        and body.items[0].kind == "symbol"
    ):
        items = body.items
        for i in range(2, len(items) - 1):
            key = items[i]
            if isinstance(key, Atom) and key.kind == "keyword" and key.text == ":named":
                name = items[i + 1]
                if isinstance(name, Atom) and name.kind == "symbol":
                    return name.text
    return None


def check_script(text: str, *, allow_objectives: bool = False, max_chars: int = MAX_SCRIPT_CHARS) -> CheckedScript:
    """Read and classify a script; raise ScriptError for anything refused."""
    commands = read_script(text, max_chars=max_chars)
    kept: list[SList] = []
    ignored: list[str] = []
    objectives: list[tuple[str, str]] = []
    named: list[str] = []
    logic: SList | None = None
    ended = started = False
    for command in commands:
        name = command_name(command)
        if ended:
            raise _refuse(command, "it comes after (exit), where a solver stops reading the script")
        ended = name == "exit"
        if name == "set-logic" and logic is not None:
            raise _refuse(command, f"the logic is already set on line {logic.line} (SMT-LIB allows one set-logic)")
        if name == "set-logic" and started:
            raise _refuse(command, "the logic is set after other commands (SMT-LIB: set-logic comes first)")
        started = started or name not in PREAMBLE
        logic = command if name == "set-logic" else logic
        if name == "include":
            raise _refuse(command, "it reads another file")
        if name in ("set-option", "set-info"):
            _check_option(command)
            _check_ignored(command)
            ignored.append(f"line {command.line}: ({name} {command.items[1].render()} ...)")
        elif name in IGNORED:
            _check_ignored(command)
            ignored.append(f"line {command.line}: ({name} ...)")
        elif name in SINGLE_CHECK:
            raise _refuse(
                command,
                "a script here is one satisfiability check; push/pop/reset and check-sat-assuming are not supported",
            )
        elif name in OBJECTIVES:
            if not allow_objectives:
                raise _refuse(command, "objectives belong to smt.optimize")
            if len(command.items) < 2:
                raise _refuse(command, "an objective needs a term")
            objectives.append((name, command.items[1].render()))
            kept.append(command)
        elif name in KEPT:
            if name == "assert":
                n = _named_assertion(command)
                if n is not None:
                    if n in named:
                        raise _refuse(command, f"the name {n!r} is given to two assertions")
                    named.append(n)
            kept.append(command)
        else:
            raise _refuse(
                command, "not a command this service runs (unknown solver-specific commands may read or write files)"
            )
    return CheckedScript(tuple(commands), tuple(kept), tuple(ignored), tuple(objectives), tuple(named))


def blank_ignored(text: str, checked: CheckedScript) -> str:
    """The script with every non-kept command replaced by spaces (line/column positions preserved)."""
    kept_ids = {id(c) for c in checked.kept}
    out = list(text)
    for command in checked.commands:
        if id(command) not in kept_ids:
            for i in range(command.start, command.end):
                if out[i] not in "\n":
                    out[i] = " "
    return "".join(out)
