"""Jacobian's bounded reader of exact rationals: ``"3/7"``, ``"-2"``, ``"5"`` or a JSON integer.

Pure Python, no backend. The text is length-checked before any conversion and must match a
strict ASCII grammar (optional ``-``, decimal digits without leading zeros, optional ``/`` and
a positive denominator without leading zeros): no ``eval``, no ``Fraction(str)`` (which also
takes ``"1e5"``, ``" 1_0 "`` and decimals), no floats. Numerator and denominator are bounded
in bits; matrices in rows, columns and entries. The same limits bound the worker's input.
"""

from __future__ import annotations

import re
from fractions import Fraction
from functools import lru_cache
from typing import Any

from jacobian.contracts.exact_lp import MAX_LP_COLUMNS, MAX_LP_NONZEROS, MAX_LP_ROWS

MAX_BITS = 512  # of the numerator and of the denominator, each
MAX_ENTRY_CHARS = 2 * 155 + 2  # 512 bits is at most 155 decimal digits
MAX_ROWS = 400  # of a dense (typed) matrix; sparse LP rows have the bounds of jacobian.contracts.exact_lp
MAX_COLS = 400
MAX_ENTRIES = 40_000
# Rows and columns of a Hermite or Smith normal form request. The bound is the checker's: it
# multiplies the transforms out and takes their determinants (Bareiss) in Python integers, O(n^3)
# on entries of hundreds of bits at 128 (a dense 128 x 128 matrix of entries +-100: about 5 s;
# +-2^20: about 20 s, of the 120 s checker budget). Before the transforms came from alternating
# Hermite forms, the Smith elimination's transforms reached thousands of bits at 64 x 64.
MAX_NF_DIM = 128

_RATIONAL = re.compile(r"(-?)(0|[1-9][0-9]*)(?:/([1-9][0-9]*))?", re.ASCII)


class RationalError(ValueError):
    """Input that is not a bounded exact rational (or matrix, or vector of them)."""


def parse_rational(value: Any) -> Fraction:
    """One exact rational from a string in the grammar above or a JSON integer, within MAX_BITS."""
    if type(value) is int:
        if value.bit_length() > MAX_BITS:
            raise RationalError(f"integer has {value.bit_length()} bits; the bound is {MAX_BITS}")
        return Fraction(value)
    if not isinstance(value, str):
        raise RationalError(f'an exact rational is a string such as "3/7" or an integer, not {type(value).__name__}')
    if len(value) > MAX_ENTRY_CHARS:
        raise RationalError(
            f"rational text of {len(value)} characters exceeds the bound {MAX_ENTRY_CHARS} ({MAX_BITS} bits)"
        )
    match = _RATIONAL.fullmatch(value)
    if match is None:
        raise RationalError(f'{value[:40]!r} is not an exact rational: write an integer "-2" or a fraction "3/7"')
    sign, num_text, den_text = match.groups()
    num, den = int(num_text), int(den_text) if den_text else 1
    for name, part in (("numerator", num), ("denominator", den)):
        if part.bit_length() > MAX_BITS:
            raise RationalError(f"{name} has {part.bit_length()} bits; the bound is {MAX_BITS}")
    return Fraction(-num if sign else num, den)


def parse_vector(values: Any, length: int | None = None, *, max_length: int = MAX_COLS) -> list[Fraction]:
    if not isinstance(values, list):
        raise RationalError("a vector is a list of exact rationals")
    if not 1 <= len(values) <= max_length:
        raise RationalError(f"a vector has 1..{max_length} entries, not {len(values)}")
    if length is not None and len(values) != length:
        raise RationalError(f"the vector has {len(values)} entries; {length} are needed")
    return [parse_rational(v) for v in values]


def check_shape(rows: list[list[Any]]) -> tuple[int, int]:
    """(m, n) of a list of rows, refusing an empty, ragged or oversized matrix."""
    if not 1 <= len(rows) <= MAX_ROWS:
        raise RationalError(f"a matrix has 1..{MAX_ROWS} rows, not {len(rows)}")
    n = len(rows[0])
    if not 1 <= n <= MAX_COLS:
        raise RationalError(f"a matrix has 1..{MAX_COLS} columns, not {n}")
    for i, row in enumerate(rows):
        if len(row) != n:
            raise RationalError(f"ragged matrix: row {i} has {len(row)} entries, row 0 has {n}")
    if len(rows) * n > MAX_ENTRIES:
        raise RationalError(f"a matrix has at most {MAX_ENTRIES} entries, not {len(rows) * n}")
    return len(rows), n


def parse_matrix(rows: Any) -> list[list[Fraction]]:
    if not isinstance(rows, list) or not all(isinstance(r, list) for r in rows):
        raise RationalError("a matrix is a list of rows, each a list of exact rationals")
    check_shape(rows)
    return [[parse_rational(v) for v in row] for row in rows]


def parse_sparse_rows(rows: Any, n: Any) -> list[dict[int, Fraction]]:
    """Sparse constraint rows (a list, per row, of [column, rational]; columns rising, 0 <= column < n)
    within the LP bounds of :mod:`jacobian.contracts.exact_lp` (rows, columns and nonzeros counted apart)."""
    if type(n) is not int or not 1 <= n <= MAX_LP_COLUMNS:
        raise RationalError(f"columns must be 1..{MAX_LP_COLUMNS}")
    if not isinstance(rows, list) or not 1 <= len(rows) <= MAX_LP_ROWS:
        raise RationalError(f"sparse has 1..{MAX_LP_ROWS} rows")
    if sum(len(row) if isinstance(row, list) else 0 for row in rows) > MAX_LP_NONZEROS:
        raise RationalError(f"sparse has more than {MAX_LP_NONZEROS} nonzeros")
    out: list[dict[int, Fraction]] = []
    for i, row in enumerate(rows):
        entries: dict[int, Fraction] = {}
        last = -1
        for entry in row if isinstance(row, list) else [None]:
            if not (isinstance(entry, list) and len(entry) == 2 and type(entry[0]) is int and last < entry[0] < n):
                raise RationalError(f"sparse[{i}]: each entry is [column, rational], columns rising below {n}")
            last = entry[0]
            entries[last] = parse_rational(entry[1])
        out.append(entries)
    return out


#: Decimal digits converted at a time by :func:`decimal`, under CPython's int <-> str guard (4,300 digits).
DIGITS_AT_ONCE = 4000


@lru_cache(maxsize=64)
def _power(digits: int) -> int:
    return 10**digits


def decimal(n: int) -> str:
    """``str(n)`` for an integer of any size, converted in pieces of at most :data:`DIGITS_AT_ONCE` digits.

    CPython refuses ``str`` of an int past 4,300 digits (``sys.get_int_max_str_digits``); an exact LP or MIP
    certificate entry can be longer (the checker reads entries up to 2**16 bits, about 19,729 digits). The guard
    is left as it is for the whole process: each piece is converted under it; the split is divide and conquer
    (quadratic at worst, as the guard's own conversion is)."""
    if n < 0:
        return "-" + decimal(-n)
    if n < _power(DIGITS_AT_ONCE):
        return str(n)
    estimate = n.bit_length() * 30103 // 100000  # decimal digits, from below
    half = DIGITS_AT_ONCE * max(1, estimate // 2 // DIGITS_AT_ONCE)
    high, low = divmod(n, _power(half))
    return decimal(high) + decimal(low).zfill(half)


def text(value: Any) -> str:
    """The canonical exact text of a rational: "-2", "3/7", of any length (:func:`decimal`). A python-flint
    ``fmpq`` is written by FLINT itself (the same grammar; FLINT has no digit guard)."""
    if hasattr(value, "p") and hasattr(value, "q"):
        return str(value)
    value = Fraction(value)
    numerator = decimal(value.numerator)
    return numerator if value.denominator == 1 else f"{numerator}/{decimal(value.denominator)}"
