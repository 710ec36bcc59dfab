"""DRAT proof parser, text and binary.

Text DRAT: clauses of DIMACS literals ended by ``0``, a deletion prefixed by
``d``; lines starting with ``c`` are comments; a clause may span lines.
Binary DRAT (CaDiCaL's default): each step is a byte ``a`` (0x61) or ``d``
(0x64) followed by literals as variable-length unsigned integers (7 bits per
byte, low bits first, high bit set on all but the last byte) encoding
``2*var + (1 if negative)``, ended by a zero byte.

Either parser returns the steps as ``(is_deletion, literals)`` pairs and
raises only :class:`DratError` (position included) on anything malformed or
over the size bounds. A truncated last step is an error, not a silent end.
"""

from __future__ import annotations

import re

MAX_PROOF_BYTES = 256 * 1024 * 1024
MAX_STEPS = 20_000_000
MAX_LITERALS = 100_000_000
MAX_VAR = 1 << 26

Step = tuple[bool, list[int]]
_TEXT_LINE = re.compile(r"[ \t\r\f\v0-9d-]*\Z")


class DratError(ValueError):
    pass


class DratBound(DratError):
    """A bound of the checker's was passed (size, steps, literals): no fault of the proof, so the
    check cannot be made (the checker answers UNCHECKABLE, never a rejection)."""


def parse_text(text: str) -> list[Step]:
    if len(text) > MAX_PROOF_BYTES:
        raise DratBound(f"proof larger than {MAX_PROOF_BYTES} bytes")
    steps: list[Step] = []
    lits: list[int] = []
    deleting = False
    started = False  # inside a step (after 'd' or a first literal)
    total = 0
    for lineno, line in enumerate(text.split("\n"), start=1):
        if line[:1] == "c":
            continue
        if not _TEXT_LINE.match(line):
            bad = next(ch for ch in line if not (ch in " \t\r\f\vd-" or "0" <= ch <= "9"))
            raise DratError(f"line {lineno}: unexpected character {bad!r}")
        for tok in line.split():
            if tok == "d":
                if started:
                    raise DratError(f"line {lineno}: 'd' inside a clause")
                deleting = started = True
                continue
            try:
                lit = int(tok)
            except ValueError:
                raise DratError(f"line {lineno}: not a literal: {tok[:20]!r}") from None
            if lit == 0:
                steps.append((deleting, lits))
                if len(steps) > MAX_STEPS:
                    raise DratBound(f"more than {MAX_STEPS} proof steps")
                lits, deleting, started = [], False, False
                continue
            if not -MAX_VAR <= lit <= MAX_VAR:
                raise DratError(f"line {lineno}: literal {lit} beyond variable limit {MAX_VAR}")
            lits.append(lit)
            started = True
            total += 1
            if total > MAX_LITERALS:
                raise DratBound(f"more than {MAX_LITERALS} literals in the proof")
    if started:
        raise DratError("the proof ends inside a step (truncated?)")
    return steps


def parse_binary(data: bytes) -> list[Step]:
    if len(data) > MAX_PROOF_BYTES:
        raise DratBound(f"proof larger than {MAX_PROOF_BYTES} bytes")
    steps: list[Step] = []
    pos, end = 0, len(data)
    limit = 2 * MAX_VAR + 1
    while pos < end:
        head = data[pos]
        if head not in (0x61, 0x64):
            raise DratError(f"byte {pos}: expected 'a' or 'd', found 0x{head:02x}")
        pos += 1
        lits: list[int] = []
        while True:
            value, shift = 0, 0
            while True:
                if pos >= end:
                    raise DratError("the proof ends inside a step (truncated?)")
                byte = data[pos]
                pos += 1
                value |= (byte & 0x7F) << shift
                if byte < 0x80:
                    break
                shift += 7
                if shift > 28:
                    raise DratError(f"byte {pos}: literal encoding too long")
            if value == 0:
                break
            if value < 2 or value > limit:
                raise DratError(f"byte {pos}: literal code {value} out of range")
            lits.append(-(value >> 1) if value & 1 else value >> 1)
        steps.append((head == 0x64, lits))
        if len(steps) > MAX_STEPS:
            raise DratBound(f"more than {MAX_STEPS} proof steps")
    return steps
