"""Integers in requests: canonical decimal text or a JSON integer, bounded in digits, read while validating.

A value is refused (``INVALID_REQUEST`` at its JSON path, before anything is planned) unless it is a JSON
integer (not a boolean) or decimal text matching ``0|-?[1-9][0-9]*`` in ASCII (no ``+``, no spaces, no
underscores, no leading zero), with at most ``max_digits`` digits and at least ``minimum``. A JSON integer's
size is judged by its bit length before it is ever turned into text, so a number of a million digits
costs nothing to refuse. The validated value is the decimal text: what the checkers read as the subject
(a JSON integer's decimal text is the caller's own token).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from pydantic import GetCoreSchemaHandler, GetJsonSchemaHandler
from pydantic.json_schema import JsonSchemaValue
from pydantic_core import core_schema

CANONICAL = re.compile(r"0|-?[1-9][0-9]*", re.ASCII)
DEFAULT_MAX_DIGITS = 1000
BITS_PER_DIGIT = 3.3219280948873626  # log2(10)


def read_integer(value: Any, *, minimum: int | None, maximum: int | None, max_digits: int) -> str:
    """The canonical decimal text of ``value``, or ValueError saying what is wrong with it."""
    if isinstance(value, bool) or not isinstance(value, int | str):
        raise ValueError('an integer is expected: decimal text such as "1234" or a JSON integer')
    if isinstance(value, int):
        if value.bit_length() > max_digits * BITS_PER_DIGIT + 1:
            raise ValueError(f"the integer has more than {max_digits} digits")
        text = str(value)
    else:
        if len(value) > max_digits + 1 or not CANONICAL.fullmatch(value):
            shown = value[:40] + ("..." if len(value) > 40 else "")
            raise ValueError(
                f"{shown!r} is not canonical decimal text of at most {max_digits} digits "
                "(ASCII digits, an optional leading '-', no '+', spaces, underscores or leading zeros)"
            )
        text = value
    if len(text.lstrip("-")) > max_digits:
        raise ValueError(f"the integer has more than {max_digits} digits")
    number = int(text)
    if minimum is not None and number < minimum:
        raise ValueError(f"must be at least {minimum}")
    if maximum is not None and number > maximum:
        raise ValueError(f"must be at most {maximum}")
    return text


@dataclass(frozen=True)
class IntegerText:
    """Field metadata: ``Annotated[str, IntegerText(minimum=2)]`` validates to the canonical decimal text."""

    minimum: int | None = None
    maximum: int | None = None
    max_digits: int = DEFAULT_MAX_DIGITS
    description: str = "an integer"

    def validate(self, value: Any) -> str:
        return read_integer(value, minimum=self.minimum, maximum=self.maximum, max_digits=self.max_digits)

    def __get_pydantic_core_schema__(self, source: Any, handler: GetCoreSchemaHandler) -> core_schema.CoreSchema:
        return core_schema.no_info_plain_validator_function(self.validate)

    def __get_pydantic_json_schema__(
        self, schema: core_schema.CoreSchema, handler: GetJsonSchemaHandler
    ) -> JsonSchemaValue:
        bounds = [f"at most {self.max_digits} digits"]
        bounds += [f">= {self.minimum}"] if self.minimum is not None else []
        bounds += [f"<= {self.maximum}"] if self.maximum is not None else []
        text = {"type": "string", "pattern": r"^(0|-?[1-9][0-9]*)$", "maxLength": self.max_digits + 1}
        return {
            "oneOf": [text, {"type": "integer"}],
            "description": f"{self.description}: decimal text or a JSON integer ({', '.join(bounds)})",
        }


MR_BASES = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37)


def probably_prime(n: int) -> bool:
    """Miller-Rabin to the first twelve prime bases: False means n is certainly composite (or < 2); True is
    proven for n < 3.18 * 10^23 (Sorenson and Webster, Math. Comp. 86 (2017)) and likely beyond. Used to
    refuse a "prime" modulus that is not, before any job; the worker and the checker judge the rest."""
    if n < 2:
        return False
    for p in MR_BASES:
        if n % p == 0:
            return n == p
    d, r = n - 1, 0
    while d % 2 == 0:
        d, r = d // 2, r + 1
    for a in MR_BASES:
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(r - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True
