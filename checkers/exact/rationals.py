"""The checkers' own bounded reader of exact rationals and of the subject (trusted code).

A rational is a JSON integer or text matching ``-?(0|[1-9][0-9]*)(/[1-9][0-9]*)?`` (ASCII),
each part at most MAX_BITS bits; the text is length-checked before any conversion. Never
``Fraction(str)``, which accepts decimals, exponents and underscores. Every problem is a
:class:`BadRequest`, reported as a rejection.
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

MAX_BITS = 512
MAX_CERT_BITS = 1 << 16  # certificate entries (an inverse, a dual) may be larger than the input's
# Python refuses int(text) of more than 4,300 digits by default (a guard against quadratic conversion of
# unbounded text); a certificate entry of MAX_CERT_BITS has up to 19,729 digits (pilot87's duals have more
# than 4,300). :func:`rational` bounds the text's length first and converts long digit strings in chunks
# (:func:`_digits`), leaving the interpreter's guard as it is for every other reader in the process.
_CHUNK = 4000
MAX_DIM = 400
MAX_ENTRIES = 40_000
_RAT = re.compile(r"(-?)(0|[1-9][0-9]*)(?:/([1-9][0-9]*))?", re.ASCII)


#: A rational in a checker's reason is written out exactly up to this many bits in numerator and denominator.
SHOWN_BITS = 256


class BadRequest(ValueError):
    pass


def shown(value: Fraction | int | None) -> str:
    """A rational as a reason shows it: exact within :data:`SHOWN_BITS`, else its sign and sizes. A certificate
    entry (or a bound computed from one) may be far past the interpreter's str(int) guard of 4,300 digits, where
    ``str`` raises; no reason needs its digits."""
    if value is None:
        return "none"
    v = Fraction(value)
    num, den = abs(v.numerator).bit_length(), v.denominator.bit_length()
    if max(num, den) <= SHOWN_BITS:
        return str(v)
    return f"{'-' if v < 0 else ''}(a rational of {num} / {den} bits)"


def _digits(text: str) -> int:
    """The value of a decimal digit string already bounded in length, read in chunks under the guard."""
    value = 0
    for start in range(0, len(text), _CHUNK):
        chunk = text[start : start + _CHUNK]
        value = value * 10 ** len(chunk) + int(chunk)
    return value


def rational(value: Any, where: str, bits: int = MAX_BITS) -> Fraction:
    if type(value) is int:
        if value.bit_length() > bits:
            raise BadRequest(f"{where} exceeds {bits} bits")
        return Fraction(value)
    if not isinstance(value, str) or len(value) > 2 + 2 * (bits * 31 // 100 + 1):
        raise BadRequest(f"{where} is not an exact rational of at most {bits} bits")
    match = _RAT.fullmatch(value)
    if match is None:
        raise BadRequest(f"{where} = {value[:40]!r} is not an exact rational")
    num, den = _digits(match.group(2)), _digits(match.group(3) or "1")
    if max(num.bit_length(), den.bit_length()) > bits:
        raise BadRequest(f"{where} exceeds {bits} bits")
    return Fraction(-num if match.group(1) else num, den)


def vector(value: Any, length: int | None, where: str, bits: int = MAX_BITS) -> list[Fraction]:
    """A list of rationals: exactly ``length`` of them (a size the caller read from a bounded subject: an
    LP's rows or columns, up to the bounds of ``jacobian.contracts.exact_lp``), or 1..MAX_DIM when None."""
    size = len(value) if isinstance(value, list) else -1
    if not (1 <= size <= MAX_DIM if length is None else size == length >= 1):
        raise BadRequest(f"{where} must be a list of {length if length is not None else f'1..{MAX_DIM}'} rationals")
    zero = Fraction(0)  # "0" fast: most entries of a branch-and-bound tree's duals (same value as rational's)
    return [zero if v == "0" else rational(v, f"{where}[{i}]", bits) for i, v in enumerate(value)]


def matrix(value: Any, where: str, bits: int = MAX_BITS, shape: tuple[int, int] | None = None) -> list[list[Fraction]]:
    if not isinstance(value, list) or not 1 <= len(value) <= MAX_DIM:
        raise BadRequest(f"{where} must be a list of 1..{MAX_DIM} rows")
    n = len(value[0]) if isinstance(value[0], list) else -1
    if shape is not None and (len(value), n) != shape:
        raise BadRequest(f"{where} must be {shape[0]} x {shape[1]}")
    if (
        not all(isinstance(r, list) and len(r) == n for r in value)
        or not 1 <= n <= MAX_DIM
        or len(value) * n > MAX_ENTRIES
    ):
        raise BadRequest(f"{where} must be a rectangular matrix of at most {MAX_ENTRIES} entries")
    return [vector(r, n, f"{where}[{i}]", bits) for i, r in enumerate(value)]


def fields(value: Any, allowed: set[str], where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise BadRequest(f"{where} must be an object")
    extra = sorted(set(value) - allowed)
    if extra:
        raise BadRequest(f"{where} has unexpected fields {', '.join(map(repr, extra))}")
    return value


def indices(value: Any, bound: int, where: str) -> list[int]:
    if (
        not isinstance(value, list)
        or any(type(i) is not int or not 0 <= i < bound for i in value)
        or len(set(value)) != len(value)
    ):
        raise BadRequest(f"{where} must be distinct indices in 0..{bound - 1}")
    return value
