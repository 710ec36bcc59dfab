"""jacobian.jcs writes exactly the bytes of the RFC 8785 reference (the rfc8785 package), or fails as it
does: every digest of a JSON value (requests, results, evidence, records) is taken over these bytes."""

from __future__ import annotations

import rfc8785
from hypothesis import given, settings
from hypothesis import strategies as st
from lanes import examples

from jacobian import jcs

# Text of every kind: control characters, quotes and backslashes, non-ASCII, characters above U+FFFF
# (whose UTF-16 order differs from their code point order), lone surrogates (not UTF-8).
TEXT = st.text(
    alphabet=st.one_of(
        st.characters(max_codepoint=0x7F),
        st.sampled_from(['"', "\\", "\b", "\f", "\n", "\r", "\t", "\x00", "\x1f", "\x7f", "\u2028", "\ufeff"]),
        st.characters(min_codepoint=0xE000, max_codepoint=0xFFFF),
        st.characters(min_codepoint=0x10000, max_codepoint=0x10FFFF),
        st.characters(blacklist_categories=()),
    ),
    max_size=12,
)
SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**54), max_value=2**54),
    st.sampled_from([2**53 - 1, -(2**53) + 1, 2**53, -(2**53)]),
    st.floats(allow_nan=True, allow_infinity=True),
    TEXT,
)
VALUES = st.recursive(
    SCALARS,
    lambda inner: st.one_of(
        st.lists(inner, max_size=5),
        st.tuples(inner, inner),
        st.dictionaries(TEXT, inner, max_size=5),
    ),
    max_leaves=30,
)


def reference(value):
    try:
        return rfc8785.dumps(value)
    except rfc8785.CanonicalizationError as exc:
        return type(exc)
    except UnicodeEncodeError:  # the reference's refusal of a lone surrogate in a key (ours: the same type)
        return rfc8785.CanonicalizationError


def ours(value):
    try:
        return jcs.dumps(value)
    except rfc8785.CanonicalizationError as exc:
        return type(exc)


@settings(max_examples=examples(1000), deadline=None)
@given(VALUES)
def test_the_same_bytes_as_the_reference_or_the_same_refusal(value):
    assert ours(value) == reference(value)


def test_what_takes_the_standard_encoder_and_what_does_not():
    result_like = {"b": [1, True, None, "x\n\u00e9"], "a": {"z": -(2**53) + 1, "y": "\u2028"}}
    assert jcs._plain(result_like) and jcs.dumps(result_like) == rfc8785.dumps(result_like)
    for value in ({"k": 1.5}, {"k": 2**53}, {"\U0001f600": 1}, ["text", True.__class__]):
        assert not jcs._plain(value)
    assert ours({"k": "\ud800"}) is reference({"k": "\ud800"}) is not bytes  # a lone surrogate: refused alike
    # In a key too: the reference raises UnicodeEncodeError there, ours its one typed refusal.
    assert ours({"\ud800": 1, "b": 2}) is rfc8785.CanonicalizationError
