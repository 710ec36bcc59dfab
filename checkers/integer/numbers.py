"""The integer checkers' reading of a number: a canonical decimal string, bounded, and their refusal type."""

from __future__ import annotations

from typing import Any

MAX_DIGITS = 2_000


class BadRequest(ValueError):
    """The claim, subject or certificate is not of the checker's format: a rejection, never a verdict on n."""


def decimal(value: Any, where: str) -> int:
    """``value`` as an integer when it is a canonical decimal string (ASCII digits, no sign, no leading zero)."""
    if (
        not isinstance(value, str)
        or not value.isascii()
        or not value.isdigit()
        or len(value) > MAX_DIGITS
        or value != str(int(value))
    ):
        raise BadRequest(f"{where} must be a canonical decimal string of at most {MAX_DIGITS} digits")
    return int(value)
