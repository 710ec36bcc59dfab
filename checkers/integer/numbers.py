"""The integer checkers' reading of a number: a canonical decimal string, bounded, and their refusal type.

The subject's integers are read here and nowhere else (the ``decimal`` format the checkers declare):
ASCII digits, an optional ``-`` only where a signed value is allowed, no leading zero, no ``+``, no
space, no underscore, at most ``MAX_DIGITS`` digits. :func:`described` is the ``"model"`` entry of a
decision: what the checker read, as a canonical JSON object of decimal strings and its digest.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

MAX_DIGITS = 2_000
FORMAT = "decimal"


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


def signed(value: Any, where: str) -> int:
    """``value`` as an integer when it is ``decimal`` text, or ``-`` followed by a nonzero one."""
    if isinstance(value, str) and value.startswith("-"):
        magnitude = decimal(value[1:], where)
        if magnitude == 0:
            raise BadRequest(f"{where}: -0 is not a canonical integer")
        return -magnitude
    return decimal(value, where)


def described(values: dict[str, Any]) -> dict[str, Any]:
    """The model read: the subject's integers (and lists of them) as canonical decimal text, keyed as in the
    subject; its summary (how many integers, the most digits of any) and the sha256 of its canonical JSON."""
    canonical = {k: [str(x) for x in v] if isinstance(v, list) else str(v) for k, v in values.items()}
    flat = [x for v in canonical.values() for x in (v if isinstance(v, list) else [v])]
    text = json.dumps(canonical, sort_keys=True, separators=(",", ":"))
    return {
        "format": FORMAT,
        "summary": {"integers": len(flat), "digits": max((len(x.lstrip("-")) for x in flat), default=0)},
        "digest": "sha256:" + hashlib.sha256(text.encode("ascii")).hexdigest(),
    }
