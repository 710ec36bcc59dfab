"""DIMACS CNF: the checker's reader and the provider's, each held against PySAT's and CaDiCaL's.

Ours: :func:`jacobian.checkers.sat.dimacs.parse_dimacs` (what the checkers run: the fast path
``_plain``, else the reference reader ``_reference``), that reference reader alone, and the
provider's :func:`jacobian.providers.sat.dimacs.parse` and its careful path ``parse_careful``.

References, two because neither alone says everything:

- **PySAT** (``pysat.formula.CNF(from_string=...)``, its C parser) gives the clauses in order with
  their literals in order, but ignores the header (its variable count is the largest variable used,
  its clause count is not checked), reads one clause per line (a clause over several lines, or two
  on one line, is refused) and refuses the SATLIB ``%`` trailer. Compared: the clauses.
- **CaDiCaL** (the ``cadical`` executable, one shell loop running it on every text of the corpus)
  reads clauses across lines as DIMACS says and checks the header: every literal within the
  declared variables, exactly the declared number of clauses, each ended by ``0``. It reports the
  header it found and the number of clauses it parsed (``-v``), not their literals. Compared: the
  header's variable count and the number of clauses.

So a text whose clauses sit one per line is compared literal by literal (PySAT) and by header
(CaDiCaL); a text with clauses across lines only by header, clause count and acceptance.
Extensions of ours (read by ours, refused by the reference), each named where it is excused:
the SATLIB ``%`` trailer (both references refuse it; our readers document it: the SATLIB
benchmark files end with ``%`` and ``0``); towards PySAT, the layouts CaDiCaL reads (clauses
across lines, several on a line, indented comment or header lines); towards CaDiCaL, a header
``p cnf V 0`` that ends the text without a newline (an empty formula; PySAT reads it so).
"""

from __future__ import annotations

import random
import re
import shutil
import subprocess
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from pysat.formula import CNF

from jacobian.checkers.sat import dimacs as checker
from jacobian.providers.sat import dimacs as provider

from .harness import Refused, compare, corpus_size

SEED = 20_260_126
pytestmark = pytest.mark.timeout(1200)  # one cadical process a text: minutes of wall time on a loaded host
CADICAL = shutil.which("cadical")

# --------------------------------------------------------------------------------------------- generator

STRAY = [
    "x",
    "+1",
    "1.0",
    "\u0663",  # Arabic-Indic three
    "\uff13",  # fullwidth three
    "\u00a0",
    "\x0c",
    "\x0b",
    "-0",
    "--1",
    "1e3",
    "0x1",
    "99999999999999999999",
    "4294967297",
    "\r",
    "c",
    "%",
    "p",
    "\u00e9",
    "\x00",
    "\x1c",
    "1_0",
    "\u2028",
    "\x85",
]


def _formula(rng: random.Random) -> tuple[int, list[list[int]]]:
    roll = rng.random()
    big = 4_000_001 - (roll < 0.999)  # the checker's bound on variables, and one past it
    nv = rng.randint(0, 12) if roll < 0.9 else rng.choice([20, 63, 100, 999]) if roll < 0.998 else big
    nc = rng.randint(0, 10)
    used = min(nv, 40)
    width = (lambda: rng.randint(0, 5)) if used else (lambda: 0)
    clauses = [[rng.choice((1, -1)) * rng.randint(1, used) for _ in range(width())] for _ in range(nc)]
    return nv, clauses


def _render(rng: random.Random, nv: int, clauses: list[list[int]]) -> str:
    def sep() -> str:
        return rng.choice([" ", " ", " ", "  ", "\t", " \t"])

    def lit(value: int) -> str:
        if rng.random() < 0.02:
            return ("-" if value < 0 else "") + "0" + str(abs(value))  # a leading zero
        return str(value)

    lines: list[str] = []
    for _ in range(rng.choice([0, 0, 1, 2])):
        lines.append(rng.choice(["c a comment", "c", "c \u00e9t\u00e9 + _ 1 2 0", "c p cnf 1 1", "cnf-ish comment"]))
    odd_headers = ["p  cnf {v} {c}", "p\tcnf {v} {c}", " p cnf {v} {c}", "p cnf {v} {c} "]
    header = rng.choice(["p cnf {v} {c}"] * 12 + odd_headers)
    lines.append(header.format(v=nv, c=len(clauses)))
    layout = rng.choice(["lines"] * 12 + ["split", "packed", "one"])
    current: list[str] = []
    for clause in clauses:
        tokens = [lit(v) for v in clause] + ["0"]
        if layout == "lines":
            lines.append((rng.choice(["", "", " ", "\t"])) + sep().join(tokens) + rng.choice(["", "", " "]))
        elif layout == "split" and len(tokens) > 1:
            cut = rng.randint(1, len(tokens) - 1)
            lines += [sep().join(tokens[:cut]), sep().join(tokens[cut:])]
        elif layout in ("packed", "one"):
            current += tokens
            if layout == "packed" and rng.random() < 0.5:
                lines.append(sep().join(current))
                current = []
        else:
            lines.append(sep().join(tokens))
        if rng.random() < 0.1:
            lines.append(rng.choice(["c between", "", "   ", "c", "  c indented comment"]))
    if current:
        lines.append(sep().join(current))
    if rng.random() < 0.06:
        lines += ["%", "0"]
    end = "\r\n" if rng.random() < 0.15 else "\n"
    text = end.join(lines)
    return text + end if rng.random() < 0.9 else text


def _mutate(rng: random.Random, text: str, nv: int) -> str:
    kind = rng.randrange(14)
    tokens = list(re.finditer(r"[^ \t\r\n]+", text))
    if kind == 0 and tokens:  # drop a token
        m = rng.choice(tokens)
        return text[: m.start()] + text[m.end() :]
    if kind == 1 and tokens:  # duplicate a token
        m = rng.choice(tokens)
        return text[: m.end()] + " " + m.group() + text[m.end() :]
    if kind == 2 and "\n" in text.rstrip("\n"):  # join two lines
        cuts = [m.start() for m in re.finditer("\n", text.rstrip("\n"))]
        at = rng.choice(cuts)
        return text[:at] + rng.choice([" ", ""]) + text[at + 1 :]
    if kind == 3 and tokens:  # a stray token mid-line
        m = rng.choice(tokens)
        stray = rng.choice(STRAY)
        return text[: m.end()] + rng.choice([" ", ""]) + stray + rng.choice([" ", ""]) + text[m.end() :]
    if kind == 4:  # a literal out of range
        return text.replace(" 1 ", f" {nv + 1} ", 1) if " 1 " in text else text + f"{nv + 1} 0\n"
    if kind == 5:  # header counts off by one
        return re.sub(r"p cnf (\d+) (\d+)", lambda m: f"p cnf {m[1]} {int(m[2]) + rng.choice((-1, 1))}", text, count=1)
    if kind == 6:  # no header, two headers, or the header after a clause
        choice = rng.randrange(3)
        if choice == 0:
            return re.sub(r"(?m)^ ?p[ \t]+cnf.*$", "", text, count=1)
        if choice == 1:
            return re.sub(r"(?m)^( ?p[ \t]+cnf.*)$", r"\1\n\1", text, count=1)
        return "1 0\n" + text
    if kind == 7:  # the final 0 missing
        return re.sub(r"0(\s*)$", r"\1", text, count=1)
    if kind == 8:  # a digit in another script
        digits = [m.start() for m in re.finditer(r"[1-9]", text)]
        if digits:
            at = rng.choice(digits)
            return text[:at] + rng.choice(["\u0661", "\uff11", "\u0967", "\u00b9"]) + text[at + 1 :]
    if kind == 9:  # another kind of space
        spaces = [m.start() for m in re.finditer(" ", text)]
        if spaces:
            at = rng.choice(spaces)
            return text[:at] + rng.choice(["\u00a0", "\t", "\x0c", "\x0b", "\u3000", "\u2009"]) + text[at + 1 :]
    if kind == 10:  # a lone carriage return for a line end
        ends = [m.start() for m in re.finditer("\n", text)]
        if ends:
            at = rng.choice(ends)
            return text[:at] + "\r" + text[at + 1 :]
    if kind == 11:  # a huge literal
        return text.replace(" 1 ", " " + "9" * rng.choice([11, 12, 13, 40]) + " ", 1)
    if kind == 12:  # a blank line that is not blank to every reader
        lines = text.split("\n")
        lines.insert(rng.randint(0, len(lines)), rng.choice(["\x0c", "\x0b", "\u00a0", " \t ", "\r"]))
        return "\n".join(lines)
    return text.replace("p cnf", rng.choice(["p dnf", "p cnf cnf", "P cnf", "p cnf\u00a0", "pcnf", "p  cnf"]), 1)


def corpus(count: int) -> list[str]:
    rng = random.Random(SEED)
    texts = []
    for _ in range(count):
        nv, clauses = _formula(rng)
        text = _render(rng, nv, clauses)
        for _ in range(rng.choice([0, 0, 0, 0, 1, 1, 2])):
            text = _mutate(rng, text, nv)
        texts.append(text)
    return texts


# --------------------------------------------------------------------------------------------- readers


def _ours(parse: Callable[[str], tuple[int, Any]], error: type[Exception]) -> Callable[[str], tuple[int, list]]:
    def read(text: str) -> tuple[int, list]:
        try:
            num_vars, clauses = parse(text)
        except error as exc:
            raise Refused(str(exc)) from None
        return num_vars, [list(c) for c in clauses]

    return read


def _provider(careful: bool) -> Callable[[str], Any]:
    fn = provider.parse_careful if careful else provider.parse

    def parse(text: str) -> tuple[int, Any]:
        cnf = fn(text)
        return cnf.num_vars, cnf.clauses

    return parse


OURS = {
    "checker parse_dimacs": _ours(checker.parse_dimacs, checker.DimacsError),
    "checker _reference": _ours(checker._reference, checker.DimacsError),
    "provider parse": _ours(_provider(False), provider.DimacsError),
    "provider parse_careful": _ours(_provider(True), provider.DimacsError),
}


def pysat_read(text: str) -> dict[str, Any]:
    """PySAT's reading: the clauses, literals in order (it reports no header)."""
    try:
        cnf = CNF(from_string=text)
    except Exception as exc:  # noqa: BLE001 - any failure of the reference is its refusal
        raise Refused(f"PySAT: {exc}") from None
    return {"clauses": [list(c) for c in cnf.clauses]}


_FOUND = re.compile(r"^c found 'p cnf (\d+) (\d+)' header$", re.M)
_PARSED = re.compile(r"^c parsed (\d+) clauses", re.M)


def cadical_batch(texts: list[str]) -> list[dict[str, int] | str]:
    """CaDiCaL's reading of every text: {variables, clauses}, or the text of its parse error.

    One shell process runs ``cadical -c 0 -d 0 -n -v`` on each text's file in turn (no search:
    a conflict and a decision limit of 0), output beside each file."""
    assert CADICAL is not None
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for i, text in enumerate(texts):
            (folder / f"{i:06d}.cnf").write_bytes(text.encode("utf-8"))
        script = f'for f in "$1"/*.cnf; do "{CADICAL}" -c 0 -d 0 -n -v "$f" > "$f.out" 2>&1; done; exit 0'
        subprocess.run(["sh", "-c", script, "sh", str(folder)], check=True, timeout=1800)
        out: list[dict[str, int] | str] = []
        for i in range(len(texts)):
            log = (folder / f"{i:06d}.cnf.out").read_text(errors="replace")
            error = re.search(r"cadical: error: (.*)", log)
            found, parsed = _FOUND.search(log), _PARSED.search(log)
            if error or not found or not parsed:
                out.append(f"CaDiCaL: {error.group(1) if error else log[-200:]}")
            else:
                out.append({"variables": int(found.group(1)), "clauses": int(parsed.group(1))})
        return out


def _looked_up(results: dict[str, Any]) -> Callable[[str], Any]:
    def read(text: str) -> Any:
        got = results[text]
        if isinstance(got, str):
            raise Refused(got)
        return got

    return read


# --------------------------------------------------------------------------------------------- extensions

_ZERO = re.compile(r"-?0+")


def _lines(text: str) -> list[str]:
    return [line[:-1] if line.endswith("\r") else line for line in text.split("\n")]


def satlib_trailer(text: str) -> str | None:
    if any(line.lstrip(" \t").startswith("%") for line in _lines(text)):
        return "the SATLIB '%' trailer (documented by both our readers; the SATLIB files end so)"
    return None


def cadical_extension(text: str) -> str | None:
    """Why ours may read a text CaDiCaL refuses: the trailer, or a header that ends the text."""
    why = satlib_trailer(text)
    if why:
        return why
    if text.rsplit("\n", 1)[-1].strip(" \t\r").startswith("p"):  # the header is the last line, unended
        return "a 'p cnf V 0' header that ends the text without a newline: no clause (PySAT reads it so)"
    return None


def pysat_extension(text: str) -> str | None:
    """Why ours may read a text PySAT refuses: a layout DIMACS allows and CaDiCaL reads (held there)."""
    why = satlib_trailer(text)
    if why:
        return why
    for line in _lines(text):
        stripped = line.lstrip(" \t")
        if stripped != line and stripped[:1] in ("c", "p"):
            return "an indented comment or header line (CaDiCaL reads it alike)"
        if not stripped or stripped[0] in "cp":
            continue
        tokens = stripped.split()
        zeros = [i for i, t in enumerate(tokens) if _ZERO.fullmatch(t)]
        if zeros != [len(tokens) - 1]:
            return "clauses end at 0, not at a line end: one across lines or several on a line (CaDiCaL reads it so)"
    return None


# --------------------------------------------------------------------------------------------- tests


@pytest.fixture(scope="module")
def texts() -> list[str]:
    return corpus(corpus_size())


@pytest.mark.parametrize("name", list(OURS))
def test_ours_reads_what_pysat_reads_clause_for_clause(name: str, texts: list[str]) -> None:
    reference = {t: _pysat_or_refusal(t) for t in texts}
    read = OURS[name]
    counts = compare(
        f"dimacs ({name})",
        "PySAT CNF.from_string",
        texts,
        lambda t: {"clauses": read(t)[1]},
        _looked_up(reference),
        extension=pysat_extension,
    )
    assert counts.differ == 0
    assert counts.read_alike >= len(texts) // 3, counts


def _pysat_or_refusal(text: str) -> Any:
    try:
        return pysat_read(text)
    except Refused as exc:
        return str(exc)


@pytest.fixture(scope="module")
def cadical_results(texts: list[str]) -> dict[str, Any]:
    if CADICAL is None:
        pytest.skip("the cadical executable is not installed on this machine")
    unique = list(dict.fromkeys(texts))
    return dict(zip(unique, cadical_batch(unique)))


@pytest.mark.parametrize("name", list(OURS))
def test_ours_reads_the_header_and_clause_count_cadical_reads(
    name: str, texts: list[str], cadical_results: dict[str, Any]
) -> None:
    read = OURS[name]

    def ours(text: str) -> dict[str, int]:
        num_vars, clauses = read(text)
        return {"variables": num_vars, "clauses": len(clauses)}

    counts = compare(
        f"dimacs ({name})",
        "cadical -v (header, count)",
        texts,
        ours,
        _looked_up(cadical_results),
        extension=cadical_extension,
    )
    assert counts.differ == 0
    assert counts.read_alike >= len(texts) // 3, counts


def test_the_corpus_holds_every_class_it_is_meant_to() -> None:
    """The generator reaches each class the module names: valid texts of every layout, the trailer,
    CRLF, non-ASCII digits and spaces, lone carriage returns, headers that disagree."""
    sample = corpus(2000)
    joined = "".join(sample)
    for piece in ("%\n0", "\r\n", "\u0661", "\u00a0", "\x0c", "p dnf", "\t", "  c indented"):
        assert piece in joined, piece
    assert any(re.search(r"\r[^\n]", t) for t in sample)
    assert sum(1 for t in sample if pysat_extension(t) and "across" in (pysat_extension(t) or "")) > 50
