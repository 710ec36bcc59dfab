"""Canonical JSON (RFC 8785, JCS): the one encoder behind every digest of a JSON value.

The ``rfc8785`` package is the reference, and pure Python: about 2 ms for one result, several times per
call. For the values Jacobian digests (objects with ASCII keys, text, integers, booleans, null) the
standard library's C encoder writes the very same bytes: keys sorted (by UTF-16 code units, which is
code point order while no key holds a character above U+FFFF), no whitespace, text as UTF-8 with only
``"``, ``\\`` and the control characters escaped, in the same forms (``\\n``, ``\\u001f``). So a value
of exactly those types (no float: ECMAScript prints numbers otherwise; no integer beyond ±(2^53 - 1),
which JCS refuses; no subclass) goes through ``json``; any other value, and text that is not valid
UTF-8 (a lone surrogate), goes to ``rfc8785``, which encodes it or raises what is wrong with it.
tests/runtime/test_jcs.py holds the two to the same bytes.
"""

from __future__ import annotations

import json
from typing import Any

import rfc8785

SAFE_INTEGER = 2**53 - 1
_TEXT_LIKE = frozenset({str, bool, type(None)})  # items _plain accepts without a look at their value
_encode = json.JSONEncoder(ensure_ascii=False, sort_keys=True, separators=(",", ":"), allow_nan=False).encode


def _plain(value: Any) -> bool:
    """Whether ``value`` holds only what the standard encoder writes exactly as RFC 8785 does."""
    stack = [value]
    while stack:
        item = stack.pop()
        kind = type(item)
        if kind is str or kind is bool or item is None:
            continue
        if kind is int:
            if -SAFE_INTEGER <= item <= SAFE_INTEGER:
                continue
            return False
        if kind is dict:
            for key in item:
                if type(key) is not str or not (key.isascii() or max(key) <= "\uffff"):
                    return False
            stack.extend(item.values())
        elif kind is list or kind is tuple:
            if not _TEXT_LIKE.issuperset(map(type, item)):  # a long list of text (pages of graphs) in one C pass
                stack.extend(item)
        else:
            return False
    return True


def dumps(value: Any) -> bytes:
    """The RFC 8785 encoding of ``value``; raises ``rfc8785.CanonicalizationError`` when there is none.

    The reference raises ``UnicodeEncodeError`` for a lone surrogate in an object key (it sorts keys by
    their UTF-16 form) and ``CanonicalizationError`` for one in a string value: both are the same refusal,
    so both leave here as ``CanonicalizationError``."""
    if _plain(value):
        try:
            return _encode(value).encode("utf-8")
        except UnicodeEncodeError:
            pass  # a lone surrogate: the reference says what is wrong
    try:
        return rfc8785.dumps(value)
    except UnicodeEncodeError as exc:
        raise rfc8785.CanonicalizationError(f"a lone surrogate in an object key has no UTF-8 form: {exc}") from exc
