"""Singular's own reading of polynomial text: the interpreter passagemath ships, one process reading a batch.

For each text the script declares the ring (``ring R = 0 | p, (names), dp;``) and executes
``P = <text>`` from a file, then prints every term of ``P`` as its exponent vector (``leadexp``) and
coefficient (``leadcoef``). A text is *read* when Singular printed neither an error (``? ...``) nor a
warning (``// ** ...``: its own doubt, e.g. ``int division with /``); anything else is a refusal, with
Singular's first line as the reason. A text that stops the interpreter itself (an unterminated ``/*``
eats the rest of the input) is refused, and the batch resumes after it in a new process.

Nothing of Sage is involved (no preparser, no Sage ring): only the ``Singular`` executable.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from fractions import Fraction
from pathlib import Path

HEADER = (
    "proc jcbDump(poly p) { int i; for (i = 1; i <= size(p); i++) "
    '{ print("T " + string(leadexp(p[i])) + " " + string(leadcoef(p[i]))); } }'
)
CHUNK = 2_000


def executable() -> str | None:
    """The Singular binary of the installed passagemath-singular, or None when it is absent."""
    try:
        from sage.features.singular import Singular
    except ImportError:
        return None
    feature = Singular()
    return feature.absolute_filename() if feature.is_present() else None


Item = tuple[str, tuple[str, ...], str]  # field ("QQ" | "GF(p)"), variables, text
Read = list[tuple[tuple[int, ...], Fraction | int]] | str  # terms, or the reason it was refused


def read_all(items: list[Item]) -> list[Read]:
    """Singular's reading of every item, in order."""
    exe = executable()
    if exe is None:
        raise RuntimeError("passagemath-singular's Singular executable is not installed")
    out: list[Read | None] = [None] * len(items)
    with tempfile.TemporaryDirectory(prefix="singular-diff-") as tmp:
        folder = Path(tmp)
        for i, (_, _, text) in enumerate(items):
            (folder / f"t{i}").write_text(f"jcbP = {text}\n;jcbOK = 1;\n", encoding="utf-8")
        start = 0
        while start < len(items):
            stop = min(start + CHUNK, len(items))
            done = _run(exe, folder, items, start, stop, out)
            if done < stop:  # the interpreter stopped while reading item `done`
                out[done] = "the interpreter stopped while reading the text"
                done += 1
            start = done
    return [r if r is not None else "no answer" for r in out]


def _script(folder: Path, items: list[Item], start: int, stop: int) -> str:
    lines, ring = [HEADER], None
    for i in range(start, stop):
        field, names, _ = items[i]
        if (field, names) != ring:
            ring = (field, names)
            char = "0" if field == "QQ" else field[3:-1]
            lines.append(f"ring jcbR = {char}, ({','.join(names)}), dp; poly jcbP; int jcbOK;")
        lines.append(
            f'print("@@B {i}"); jcbOK = 0; jcbP = 0; execute(read("{folder}/t{i}")); '
            'if (jcbOK) { print("@@OK"); jcbDump(jcbP); } print("@@E");'
        )
    lines.append("quit;")
    return "\n".join(lines) + "\n"


def _run(exe: str, folder: Path, items: list[Item], start: int, stop: int, out: list[Read | None]) -> int:
    """Read items start..stop-1 in one process; the index of the first item without a complete answer."""
    script = folder / "batch.sing"
    script.write_text(_script(folder, items, start, stop), encoding="utf-8")
    proc = subprocess.run(
        [exe, "-q", "-t", "--no-rc", "--no-stdlib", "--no-shell", "--cpus=1", str(script)],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,  # Singular flushes its output before an error message: one ordered stream
        text=True,
        errors="replace",
        timeout=600,
        check=False,
    )
    index, lines, done = None, [], start
    for line in proc.stdout.splitlines():
        if line.startswith("@@B "):
            index, lines = int(line[4:]), []
        elif line == "@@E" and index is not None:
            out[index] = _parse(items[index][0], lines)
            done, index = index + 1, None
        elif index is not None:
            lines.append(line)
    return done


@contextmanager
def any_length() -> Iterator[None]:
    """Python's 4300-digit guard on int <-> str lifted (Singular reads longer numbers than ours)."""
    limit = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)
    try:
        yield
    finally:
        sys.set_int_max_str_digits(limit)


def _fraction(text: str) -> Fraction:
    """Singular's coefficient text ``n`` or ``p/q``, of any length."""
    with any_length():
        num, _, den = text.partition("/")
        return Fraction(int(num), int(den or "1"))


def _parse(field: str, lines: list[str]) -> Read:
    if "@@OK" not in lines:
        return next((ln.strip() for ln in lines if ln.strip()), "refused")
    other = [ln for ln in lines if ln != "@@OK" and not ln.startswith("T ")]
    if other:
        return other[0].strip()
    p = None if field == "QQ" else int(field[3:-1])
    terms: list[tuple[tuple[int, ...], Fraction | int]] = []
    for ln in lines:
        if ln.startswith("T "):
            _, exps, coeff = ln.split(" ")
            c = _fraction(coeff)
            terms.append((tuple(map(int, exps.split(","))), c if p is None else int(c) % p))
    return terms
