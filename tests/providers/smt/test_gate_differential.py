"""The gate reads the commands every engine executes, and the checker's reader reads the same.

A seeded generator writes scripts with comments ended by odd terminators (``\\r``,
``\\r\\n``, end of text) whose bodies hold would-be commands, quoted symbols
``|...|``, string literals with ``""`` escapes, odd whitespace and nested
parentheses, and now and then a control character. Each command's effect is
observable: ``(echo ...)`` prints its string, every other command prints
``success`` (``:print-success``). For every script the gate either refuses it
(and then the checker's reader refuses it too) or its command list, printed as
those effects, equals what each engine (z3 and cvc5 libraries, the Debian z3
and cvc5 executables) printed; the cvc5 library's own command list must match
as well.
"""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import cvc5
import pytest
import z3
from hypothesis import given, settings
from hypothesis import strategies as st
from lanes import examples

from jacobian.checkers.smt.sexpr import SexprError, read_all, scan
from jacobian.checkers.smt.sexpr import canonical as checker_show
from jacobian.providers.smt.script import Atom, ScriptError, SList, read_script, tokens

SEED, SCRIPTS = 20240611, 150
HEADER = "(set-option :print-success true)\n(set-logic ALL)\n"
EXECUTABLES = {"z3-cli": ["/usr/bin/z3", "-smt2"], "cvc5-cli": ["/usr/bin/cvc5", "--lang=smt2"]}

STRING_BITS = [
    "a",
    '""',
    ";",
    "|",
    "(",
    ")",
    "\\",
    " ",
    "\t",
    "\n",
    "\r\n",
    "é",
    "#|",
    '; x\r(echo "in")',
    '(echo "n")',
]
QSYM_BITS = ["a", " ", ";", "(", ")", '"', '""', "\n", "\r", "#", "é", "x y"]
COMMENT_BITS = ["c", '(echo "smuggled")', "(assert false)", '"', "|", "(", ")", "#|", "é", "\t"]
SEPARATORS = [" ", "\t", "\n", "\r", "\r\n", "  \n\t", "", "\r \n"]
TERM_SPACES = [" ", "\n", "\t", "\r"]
CONTROLS = ["\x00", "\x01", "\x0b", "\x0c", "\x1b", "\x7f", "\x85"]


def _string(rng: random.Random) -> str:
    return '"' + "".join(rng.choice(STRING_BITS) for _ in range(rng.randint(0, 5))).replace('"', '""') + '"'


def _qsym(rng: random.Random, i: int) -> str:
    return "|" + "".join(rng.choice(QSYM_BITS) for _ in range(rng.randint(0, 4))) + f"{i}|"


def _term(rng: random.Random, depth: int) -> str:
    if depth == 0 or rng.random() < 0.3:
        return rng.choice(["true", "false"])
    op = rng.choice(["and", "or", "not", "=>"])
    args = 1 if op == "not" else 2
    return "(" + op + rng.choice(TERM_SPACES) + " ".join(_term(rng, depth - 1) for _ in range(args)) + ")"


def _command(rng: random.Random, i: int) -> str:
    kind = rng.randrange(4)
    if kind == 0:
        return f"(echo {_string(rng)})"
    if kind == 1:
        return f"(declare-const {_qsym(rng, i)} Bool)"
    if kind == 2:
        return f"(assert {_term(rng, 4)})"
    return f"(set-info :note {_string(rng)})"


def _comment(rng: random.Random) -> str:
    body = "".join(rng.choice(COMMENT_BITS) for _ in range(rng.randint(0, 3)))
    return ";" + body + rng.choice(["\n", "\n", "\n", "\r\n", "\r\n", "\r"])


def generate(rng: random.Random) -> str:
    parts = []
    for i in range(rng.randint(1, 6)):
        parts.append(rng.choice(SEPARATORS))
        if rng.random() < 0.5:
            parts.append(_comment(rng))
        parts.append(_command(rng, i))
    if rng.random() < 0.2:
        parts.append(";" + rng.choice(COMMENT_BITS))  # a comment ended by the end of the text
    text = "".join(parts)
    if rng.random() < 0.1:
        at = rng.randrange(len(text) + 1)
        text = text[:at] + rng.choice(CONTROLS) + text[at:]
    return text


def _effects(commands: list[SList], quoted: bool) -> str:
    """What the engines print for the gate's commands: an echo's string, else success.

    The cvc5 executable re-quotes the string and prints success after it too.
    """
    out = []
    for c in commands:
        head = c.items[0]
        if isinstance(head, Atom) and head.text == "echo":
            s = c.items[1]
            assert isinstance(s, Atom) and s.kind == "string"
            out += ['"' + s.text.replace('"', '""') + '"', "success"] if quoted else [s.text]
        else:
            out.append("success")
    return "".join(line + "\n" for line in out)


def _z3_library(text: str) -> str:
    ctx = z3.Context()  # kept alive while the C API uses it
    return z3.Z3_eval_smtlib2_string(ctx.ref(), text)


def _cvc5_library(text: str) -> tuple[list[str], str | None]:
    """cvc5's own parse: the name of every command it reads (declarations invoked, echo not run), and its error.

    cvc5 1.4 refuses non-ASCII characters in string literals, which the gate and the other engines accept:
    the engine then stops with an error (failing closed), so it must have read a prefix of the gate's commands.
    """
    tm = cvc5.TermManager()
    solver, symbols = cvc5.Solver(tm), cvc5.SymbolManager(tm)
    parser = cvc5.InputParser(solver, symbols)
    parser.setStringInput(cvc5.InputLanguage.SMT_LIB_2_6, text, "differential")
    names: list[str] = []
    while True:
        try:
            command = parser.nextCommand()
        except RuntimeError as exc:
            return names, str(exc)
        if command.isNull():
            return names, None
        names.append(command.getCommandName())
        if command.getCommandName() != "echo":
            command.invoke(solver, symbols)


def _executables(texts: list[str], tmp: Path) -> dict[str, list[str]]:
    outputs: dict[str, list[str]] = {}
    paths = []
    for i, text in enumerate(texts):
        path = tmp / f"s{i}.smt2"
        path.write_bytes(text.encode())
        paths.append(path)
    for name, argv in EXECUTABLES.items():
        outputs[name] = [
            subprocess.run([*argv, str(p)], capture_output=True, timeout=30).stdout.decode() for p in paths
        ]
    return outputs


def _corpus() -> list[str]:
    rng = random.Random(SEED)
    return [generate(rng) for _ in range(SCRIPTS)]


def test_gate_and_checker_reader_refuse_the_same_scripts_and_read_the_same_commands():
    for text in _corpus():
        try:
            gate = [c.render() for c in read_script(text)]
        except ScriptError:
            with pytest.raises(SexprError):
                read_all(text)
            continue
        # the gate prints |x| as x where that is the same symbol: compare canonical forms
        again = read_all("".join(gate))
        assert [checker_show(e) for e in read_all(text)] == [checker_show(e) for e in again], repr(text)


def test_the_gate_reads_what_every_engine_executes(tmp_path):
    corpus = _corpus()
    accepted: list[tuple[str, list[SList]]] = []
    refused = 0
    for text in corpus:
        try:
            accepted.append((HEADER + text, read_script(HEADER + text)))
        except ScriptError as exc:
            refused += 1
            assert exc.line >= 1 and exc.column >= 1
    assert refused and len(accepted) > SCRIPTS // 3, (refused, len(accepted))  # the corpus exercises both sides
    outputs = _executables([t for t, _ in accepted], tmp_path)
    for i, (text, commands) in enumerate(accepted):
        plain, quoted = _effects(commands, quoted=False), _effects(commands, quoted=True)
        assert _z3_library(text) == plain, repr(text)
        assert outputs["z3-cli"][i] == plain, repr(text)
        cli = outputs["cvc5-cli"][i]
        if "Extended/unprintable characters are not part of SMT-LIB" in cli:  # cvc5 fails closed, as above
            assert quoted.startswith(cli[: cli.index("(error ")]) and "é" in text, repr(text)
        else:
            assert cli == quoted, repr(text)
        names = ["declare-fun" if c.items[0].text == "declare-const" else c.items[0].text for c in commands]
        read, error = _cvc5_library(text)
        if error is None:
            assert read == names, repr(text)
        else:
            assert "Non-printable character in string literal" in error and names[: len(read)] == read, (error, text)


@pytest.mark.parametrize(
    "text",
    [
        "(assert false); c\r(reset-assertions)\n",
        "; note\r(assert false)",
        '(assert true)\n; x\r(include "/etc/passwd")\n',
        "(assert |a\x0cb|)",
        "(assert true)\x0b",
        '(echo "\x00")',
    ],
)
def test_smuggling_through_comment_terminators_and_control_characters_is_refused(text):
    with pytest.raises(ScriptError) as err:
        read_script(text)
    assert err.value.offset is not None and f"offset {err.value.offset}" in str(err.value)
    with pytest.raises(SexprError, match="offset"):
        read_all(text)


def test_crlf_comments_and_carriage_returns_as_whitespace_are_read_alike():
    text = "(declare-const x Int)\r\n; note\r\n(assert\r(> x 0))\r\n; last\r"
    assert [c.render() for c in read_script(text)] == ["(declare-const x Int)", "(assert (> x 0))"]
    assert [checker_show(e) for e in read_all(text)] == ["(declare-const x Int)", "(assert (> x 0))"]


LEXICAL = st.sampled_from(
    list('()|";: \n\r\t#xb01aZ-+.!@\\é,\x00\x01\x0b\x0c\x7f\x85') + ["\r\n", '""', "|a b|", "; c"]
)


@settings(max_examples=examples(500), deadline=None)
@given(st.lists(LEXICAL, max_size=40).map("".join))
def test_gate_and_checker_tokenizers_agree(text):
    """One set of lexical rules: both refuse, or both read the same tokens at the same offsets."""
    try:
        gate = [(start, value) for _, value, _, _, start, _ in tokens(text)]
    except ScriptError:
        gate = None
    try:
        checker = list(scan(text))
    except SexprError:
        checker = None
    assert gate == checker, repr(text)


if __name__ == "__main__":  # print the corpus, for reading
    for t in _corpus():
        sys.stdout.write(repr(t) + "\n")
