"""A seeded generator of MPS texts (free and fixed form) for the differential reading of test_mps.py.

A grammar of valid texts (NAME, OBJSENSE in its spellings, ROWS with a second N row now and then, COLUMNS
over one or several lines with one or two pairs, INTORG/INTEND markers, RHS including the objective row's
constant, RANGES on every row type with both signs, every BOUNDS type, comments, CRLF), then, for about half
of the texts, one or two mutations: a word dropped, duplicated or moved, two lines joined, a stray word,
non-ASCII digits, NBSP, tabs, a lone CR, huge, tiny, long or D-exponent numbers, and the conventions HiGHS
reads its own way (OBJSENSE MAXIMIZE on one line, a second bound on one side, an unquoted marker, an integer
column without bounds, an RHS set named like a row, a data line starting with NAME, a negative UP). Values
of RHS and RANGES are dyadic (HiGHS computes a ranged row's other end in doubles); other values need not be.
"""

from __future__ import annotations

import random

COLUMNS = ["X", "Y", "Z", "X1", "COL_2", "a.b", "v(1)", "w#3", "LONGNAME", "q'"]
ROWS = ["R1", "R2", "CAP", "LIM", "ROW_3", "d.e", "MIX", "R(4)"]
DYADIC = ["0", "1", "2", "3", "5", "-1", "-2", "0.5", ".5", "-0.25", "1.5", "2.75", "-3.5", "10", "12.5", "0.125"]
OTHER = ["0.1", "-0.3", "1.7", "2.35", "1e1", "2.5E-1", "1.25D+1", "3d0", "-4.E0", "+6", "12.01", "007"]
SENSE_LINES = [
    [],
    ["OBJSENSE", "    MAX"],
    ["OBJSENSE", "    MAXIMIZE"],
    ["OBJSENSE", "    MIN"],
    ["OBJSENSE", "    max"],
    ["OBJSENSE MAX"],
    ["OBJSENSE MIN"],
    ["OBJSENSE    max"],
]
FIXED = ((2, 3), (5, 12), (15, 22), (25, 36), (40, 47), (50, 61))
STRAY = ["X", "R1", "1", "-", "'MARKER'", "RHS", "inf", "nan", "UP", "NAME", "ENDATA", "*"]


def section_lines(lines: list[str], header: str) -> list[int]:
    """Indices of the data lines of a section."""
    out, inside = [], False
    for i, line in enumerate(lines):
        if line[:1].strip():
            inside = line.split()[0] == header
        elif inside and line.strip():
            out.append(i)
    return out


def fixed_line(fields: list[str], skip_first: bool) -> str:
    """Fields placed in the fixed columns (COLUMNS, RHS and RANGES lines leave columns 2-3 blank)."""
    starts = [a for a, _ in FIXED][1:] if skip_first else [a for a, _ in FIXED]
    out = ""
    for start, word in zip(starts, fields):
        out = out.ljust(start - 1) + word
    return out


class MpsTexts:
    """``texts(count, fixed)``: the corpus for one form, deterministic for a given seed."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def value(self, dyadic: bool = False) -> str:
        return self.rng.choice(DYADIC if dyadic or self.rng.random() < 0.6 else OTHER)

    def data(self, fields: list[str], fixed: bool, skip_first: bool) -> str:
        if fixed:
            return fixed_line(fields, skip_first)
        sep = self.rng.choice(["  ", " ", "    ", "   "])
        return self.rng.choice([" ", "    ", "  "]) + sep.join(fields)

    def text(self, fixed: bool) -> str:
        rng = self.rng
        cols = rng.sample(COLUMNS, rng.randint(1, 5))
        rows = rng.sample(ROWS, rng.randint(1, 4))
        if fixed:  # fixed-form names fit in 8 columns
            cols = [c[:8] for c in cols]
        kinds = {row: rng.choice("LEG") for row in rows}
        lines = [rng.choice(["NAME", "NAME          TEST", "NAME model"])]
        lines += rng.choice(SENSE_LINES)
        lines.append("ROWS")
        objective = rng.choice(["OBJ", "COST", "profit"])
        free_row = "SPARE" if rng.random() < 0.15 else None
        row_lines = [self.data(["N", objective], fixed, False)]
        for row in rows:
            row_lines.append(self.data([kinds[row], row], fixed, False))
        if free_row:
            row_lines.insert(rng.randrange(1, len(row_lines) + 1), self.data(["N", free_row], fixed, False))
        lines += row_lines
        lines.append("COLUMNS")
        integer: list[str] = []
        in_marker = False
        for col in cols:
            marked = rng.random() < 0.25
            if marked != in_marker:
                word = "'INTORG'" if marked else "'INTEND'"
                lines.append(self.data(["MARKER", "'MARKER'", word], fixed, True) if not fixed else self.marker(word))
                in_marker = marked
            if marked:
                integer.append(col)
            targets = [objective] if rng.random() < 0.8 else []
            targets += rng.sample(rows, rng.randint(0 if targets else 1, len(rows)))
            if free_row and rng.random() < 0.3:
                targets.append(free_row)
            pairs = [[t, self.value()] for t in targets]
            while pairs:
                take = 2 if len(pairs) > 1 and rng.random() < 0.5 else 1
                fields = [col] + [w for pair in pairs[:take] for w in pair]
                lines.append(self.data(fields, fixed, True))
                pairs = pairs[take:]
        if in_marker:
            lines.append(
                self.data(["MARKER", "'MARKER'", "'INTEND'"], fixed, True) if not fixed else self.marker("'INTEND'")
            )
        rhs_set = rng.choice(["RHS", "rhs", "B"])
        rhs_rows = rng.sample(rows, rng.randint(0, len(rows)))
        if rng.random() < 0.2:
            rhs_rows.append(objective)
        if rhs_rows:
            lines.append("RHS")
            for row in rhs_rows:
                lines.append(self.data([rhs_set, row, self.value(dyadic=True)], fixed, True))
        ranged = rng.sample(rows, rng.randint(0, len(rows))) if rng.random() < 0.3 else []
        if ranged:
            lines.append("RANGES")
            for row in ranged:
                lines.append(self.data(["RNG", row, self.value(dyadic=True)], fixed, True))
        bounded = rng.sample(cols, rng.randint(0, len(cols)))
        bounded += [c for c in integer if c not in bounded and rng.random() < 0.9]
        if bounded:
            lines.append("BOUNDS")
            for col in bounded:
                for kind, val in self.bounds(col in integer):
                    lines.append(self.data([kind, "BND", col] + ([val] if val else []), fixed, False))
        lines.append("ENDATA")
        if rng.random() < 0.15:
            lines.insert(rng.randrange(1, len(lines)), "* a comment")
        newline = "\r\n" if rng.random() < 0.1 else "\n"
        text = newline.join(lines) + newline
        if rng.random() < 0.5:
            for _ in range(rng.choice([1, 1, 2])):
                text = self.mutate(text, fixed)
        return text

    def marker(self, word: str) -> str:
        return fixed_line(["MARKER", "'MARKER'", "", word], True)

    def bounds(self, integer: bool) -> list[tuple[str, str]]:
        rng = self.rng
        v, w = self.value(), self.value()
        options = [
            [("UP", v.lstrip("-"))],
            [("LO", v)],
            [("LO", "-" + v.lstrip("-+")), ("UP", w.lstrip("-+"))],
            [("FX", v)],
            [("FR", "")],
            [("MI", "")],
            [("MI", ""), ("UP", w)],
            [("PL", "")],
            [("BV", "")],
            [("LI", v.lstrip("-")), ("UI", "10")],
            [("UI", "5")],
            [("UP", "inf")],
            [("LO", "-inf")],
            [("UP", "Infinity")],
            [("LO", "-1"), ("UP", "1e1")],
        ]
        if integer:
            options += [[("UP", "1")], [("UP", "4"), ("LO", "-2")]]
        return rng.choice(options)

    def mutate(self, text: str, fixed: bool) -> str:
        rng = self.rng
        lines = text.split("\n")
        k = rng.randrange(len(lines))
        words = lines[k].split(" ")
        kind = rng.randrange(15)
        if kind == 0 and len(words) > 1:  # drop a word
            nonblank = [i for i, w in enumerate(words) if w]
            if nonblank:
                del words[rng.choice(nonblank)]
        elif kind == 1:  # duplicate a word
            i = rng.randrange(len(words))
            words.insert(i, words[i])
        elif kind == 2 and k + 1 < len(lines):  # join two lines
            lines[k : k + 2] = [lines[k].rstrip("\r") + "  " + lines[k + 1].strip()]
            return "\n".join(lines)
        elif kind == 3:  # a stray word
            words.insert(rng.randrange(len(words) + 1), rng.choice(STRAY))
        elif kind == 4:  # non-ASCII digits
            digits = [i for i, ch in enumerate(text) if ch.isdigit()]
            if digits:
                i = rng.choice(digits)
                return text[:i] + rng.choice(["\u0663", "\uff13", "\u0967"]) + text[i + 1 :]
        elif kind == 5:  # NBSP, a tab or a lone CR for a blank
            blanks = [i for i, ch in enumerate(text) if ch == " "]
            if blanks:
                i = rng.choice(blanks)
                return text[:i] + rng.choice(["\u00a0", "\t", "\r"]) + text[i + 1 :]
        elif kind == 6:  # a huge, tiny, long or odd number
            numeric = [i for i, w in enumerate(words) if w[:1].isdigit() or w[:1] in "-+."]
            if numeric:
                big = ["1e20", "1e15", "-1e16", "1e-10", "1e-9", "2e-9", "1.5.3", "0x10", "nan", "inf", "1D2", "25d-2"]
                long = "0." + "".join(rng.choice("0123456789") for _ in range(rng.randint(16, 32)))
                computed = k in section_lines(lines, "RHS") + section_lines(lines, "RANGES")  # kept dyadic
                words[rng.choice(numeric)] = rng.choice(big + ([] if computed else [long, "0.1"]))
        elif kind == 7:  # move a line
            moved = lines.pop(k)
            lines.insert(rng.randrange(len(lines) + 1), moved)
            return "\n".join(lines)
        elif kind == 8:  # OBJSENSE on one line, spelled out
            return text.replace(
                "ROWS", "OBJSENSE " + rng.choice(["MAXIMIZE", "MAXIMUM", "max", "MINIMIZE"]) + "\nROWS", 1
            )
        elif kind == 9:  # unquoted or double-quoted markers
            return text.replace("'MARKER'", rng.choice(["MARKER", '"MARKER"', "'marker'"]))
        elif kind == 10:  # a second bound on one side
            bound_lines = [i for i, line in enumerate(lines) if line[1:3] in ("UP", "LO", "FX", "MI", "BV")]
            if bound_lines:
                i = rng.choice(bound_lines)
                lines.insert(i + 1, lines[i].replace("UP", "FX").replace("MI", "LO") + rng.choice(["", "  3"]))
                return "\n".join(lines)
        elif kind == 11:  # the RHS set named like a row, or the BOUNDS set like a column
            section = rng.choice([("RHS", ROWS), ("BOUNDS", COLUMNS)])
            at = [i for i in section_lines(lines, section[0]) if len(lines[i].split()) > 2]
            if at:
                i = rng.choice(at)
                old = lines[i].split()[0 if section[0] == "RHS" else 1]
                lines[i] = lines[i].replace(f" {old} ", f" {rng.choice(section[1])} ", 1)
                return "\n".join(lines)
        elif kind == 12:  # a data line starting with a section word
            words.insert(1 if words[:1] == [""] else 0, rng.choice(["NAME", "name", "OBJSENSE", "RHS", "QSECTION"]))
        elif kind == 13:  # a negative upper bound, or a bound without its value
            at = [i for i in section_lines(lines, "BOUNDS") if lines[i].split()[:1] in (["UP"], ["LO"], ["FX"])]
            if at:
                i = rng.choice(at)
                value = lines[i].split()[-1]
                lines[i] = lines[i].rstrip("\r")[: -len(value)] + rng.choice(["-3", "-0.5", ""])
                return "\n".join(lines)
        else:  # a section header changed
            lines[k] = rng.choice(["rows", " COLUMNS", "RANGES", "ENDATA", "SOS", "QUADOBJ", "OBJSENSE", "BOUNDS"])
            return "\n".join(lines)
        lines[k] = " ".join(words)
        return "\n".join(lines)

    def texts(self, count: int, fixed: bool) -> list[str]:
        return [self.text(fixed) for _ in range(count)]
