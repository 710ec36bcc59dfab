"""The polynomial checker's own arithmetic: the parser's shortcuts agree with plain expansion, and the packed
exponents (one int per monomial, a fixed-width field per variable) never wrap: an exponent that could overflow
its field is refused in a certificate polynomial, and text exponents widen the fields (or are refused beyond 64 bits).
Certificate polynomials arrive in the wire form {"den", "num", "exp"}: every defect of it is refused with its path."""

from __future__ import annotations

import itertools
import sys
from array import array
from fractions import Fraction

import pytest

from jacobian.checkers.polynomial import check as poly
from jacobian.checkers.polynomial.poly import MAX_DIGITS, MAX_EXPONENT, BadRequest, Field, order_key, order_max, parse

XY = ("x", "y")


@pytest.mark.parametrize(
    ("field", "text", "expected"),
    [
        ("QQ", "(2*x)^3", {(3, 0): 8}),
        ("QQ", "(1/2*x*y^2)^3", {(3, 6): Fraction(1, 8)}),
        ("QQ", "x^0 + y^0", {(0, 0): 2}),
        ("QQ", "(x+1)^2 - x^2", {(1, 0): 2, (0, 0): 1}),
        ("QQ", "-x + x - y", {(0, 1): -1}),
        ("GF(7)", "(3*x)^4", {(4, 0): 81 % 7}),
        ("GF(7)", "(x+y)^7 - x^7 - y^7", {}),  # Frobenius: the middle binomials vanish mod 7
        ("GF(7)", "7*x + 1/3", {(0, 0): 5}),
    ],
)
def test_the_parser_expands_exactly(field, text, expected):
    assert parse(text, XY, Field(field), "t") == expected


def _basis(gens, basis, lift, reductions, field="QQ"):
    return poly.check(
        {
            "claim": {"kind": "GROEBNER_BASIS", "basis": basis, "reduced": True},
            "subject": {"field": field, "variables": list(XY), "order": "degrevlex", "generators": gens},
            "certificate": {"lift": lift, "reductions": reductions, "spairs": []},
        }
    )


def _wire(*terms, den="1"):
    """A certificate polynomial in the wire form, from (x exponent, y exponent, numerator) triples."""
    return {"den": den, "num": [c for _, _, c in terms], "exp": [e for x, y, _ in terms for e in (x, y)]}


ZERO = _wire()


def test_products_at_the_edge_of_a_16_bit_field_check_exactly():
    """Cofactor and generator exponents of MAX_EXPONENT multiply to 2 * MAX_EXPONENT, which still fits its field."""
    top, xtop = MAX_EXPONENT, "((x^151)^31)^7"  # 151 * 31 * 7 = 32767: text exponents are at most 256
    assert 151 * 31 * 7 == top
    gens = [f"{xtop} - y", f"{xtop} - 1"]
    basis = [f"{xtop} - 1", "y - 1"]
    # x^top - 1 = g2 * g1 + (1 - g1) * g2: cofactors (x^top - 1, 1 - x^top + y), products up to x^(2 top)
    lift = [
        [_wire((top, 0, "1"), (0, 0, "-1")), _wire((0, 0, "1"), (top, 0, "-1"), (0, 1, "1"))],
        [_wire((0, 0, "-1")), _wire((0, 0, "1"))],
    ]
    reductions = [[_wire((0, 0, "1")), _wire((0, 0, "-1"))], [_wire((0, 0, "1")), ZERO]]
    honest = _basis(gens, basis, lift, reductions)
    assert honest["accepted"], honest
    forged = [[_wire((top, 0, "1"), (0, 0, "-1")), _wire((0, 0, "1"), (top, 0, "-2"), (0, 1, "1"))]]
    wrong = _basis(gens, basis, forged + lift[1:], reductions)
    assert not wrong["accepted"] and "condition 1" in wrong["reason"]


@pytest.mark.parametrize("exponent", [MAX_EXPONENT + 1, 65535, 65536, 2**64, -1, 1.5, "1", None, True])
def test_a_certificate_exponent_that_could_overflow_its_field_is_refused(exponent):
    """x^(MAX_EXPONENT + 2) * x^(MAX_EXPONENT - 1) would carry into y's 16-bit field: certificates never get there;
    nor does anything but a JSON integer (True would pass for 1)."""
    gens, basis = ["x^2 - 1"], ["x^2 - 1"]
    lift = [[_wire((exponent, 0, "1"))]]
    out = _basis(gens, basis, lift, [[_wire((0, 0, "1"))]])
    assert not out["accepted"] and "malformed" in out["reason"] and ".exp" in out["reason"], out


def test_text_exponents_widen_the_fields_so_x_to_the_65536_is_not_y():
    """In 16-bit fields x^65536 would pack exactly as y; the checker widens the fields for the subject's text."""
    x65536 = "(x^256)^256"
    gens = [f"{x65536} - 1"]
    honest = _basis(gens, gens, [["1"]], [["1"]])
    assert honest["accepted"], honest
    aliased = _basis(gens, ["y - 1"], [["1"]], [["1"]])  # true only if x^65536 and y shared a packed key
    assert not aliased["accepted"] and "condition 1" in aliased["reason"], aliased


def test_exponents_beyond_64_bit_fields_are_refused():
    huge = "x" + "^256)" * 8  # x^(2^64)
    gens = ["(" * 8 + huge + " - 1"]
    out = _basis(gens, gens, [["1"]], [["1"]])
    assert not out["accepted"] and "beyond the checker's packed arithmetic" in out["reason"], out


def test_a_common_denominator_divisible_by_p_is_refused():
    gens = ["x^2 - 1"]
    ok = _basis(gens, gens, [[_wire((0, 0, "3"), den="3")]], [[_wire((0, 0, "1"))]], field="GF(7)")
    assert ok["accepted"], ok
    out = _basis(gens, gens, [[_wire((0, 0, "7"), den="7")]], [[_wire((0, 0, "1"))]], field="GF(7)")
    assert not out["accepted"] and "den" in out["reason"] and "divisible by 7" in out["reason"], out


def test_a_numerator_divisible_by_p_is_a_zero_term_and_refused():
    gens = ["x^2 - 1"]
    out = _basis(gens, gens, [[_wire((0, 0, "1"), (1, 0, "14"))]], [[_wire((0, 0, "1"))]], field="GF(7)")
    assert not out["accepted"] and "num" in out["reason"] and "divisible by 7" in out["reason"], out


@pytest.mark.parametrize("den", ["0", "-1", "+1", "01", " 1", "1/1", "1.0", "", 1, True, None])
def test_a_common_denominator_that_is_not_a_positive_decimal_string_is_refused(den):
    gens = ["x^2 - 1"]
    out = _basis(gens, gens, [[_wire((0, 0, "1"), den=den)]], [[_wire((0, 0, "1"))]])
    assert not out["accepted"] and "malformed" in out["reason"] and ".den" in out["reason"], out


@pytest.mark.parametrize("num", ["0", "-0", "1/2", "1.5", "1e3", " 1", "+1", "01", "", "1,2", "١", 1, 1.0, True, None])
def test_a_numerator_that_is_not_a_nonzero_decimal_string_is_refused(num):
    """The numerator "1,2" would read as two if the check only matched the joined text: the count refuses it."""
    gens = ["x^2 - 1"]
    out = _basis(gens, gens, [[_wire((0, 0, num))]], [[_wire((0, 0, "1"))]])
    assert not out["accepted"] and "malformed" in out["reason"] and ".num" in out["reason"], out


@pytest.mark.parametrize(
    "wire",
    [
        {"den": "1", "num": ["1"], "exp": [0]},  # a term of 1 exponent in 2 variables
        {"den": "1", "num": ["1"], "exp": [0, 0, 0]},
        {"den": "1", "num": ["1", "1"], "exp": [0, 0, 1]},
        {"den": "1", "num": ["1"], "exp": [[0, 0]]},
        {"den": "1", "num": ["1"]},
        {"den": "1", "num": ["1"], "exp": [0, 0], "extra": 1},
        {"den": "1", "num": "1", "exp": [0, 0]},
        [[[0, 0], "1"]],  # the former term-list format
    ],
)
def test_a_certificate_polynomial_of_the_wrong_shape_is_refused(wire):
    gens = ["x^2 - 1"]
    out = _basis(gens, gens, [[wire]], [[_wire((0, 0, "1"))]])
    assert not out["accepted"] and "malformed" in out["reason"], out


def test_a_wrong_common_denominator_makes_the_identity_false():
    """The lift 2/2 * g = g checks; with the denominator 1 it claims 2 * g = g, and with 4 it claims g / 2 = g."""
    gens = ["x^2 - 1"]
    honest = _basis(gens, gens, [[_wire((0, 0, "2"), den="2")]], [[_wire((0, 0, "1"))]])
    assert honest["accepted"], honest
    for den in ("1", "4"):
        out = _basis(gens, gens, [[_wire((0, 0, "2"), den=den)]], [[_wire((0, 0, "1"))]])
        assert not out["accepted"] and "condition 1" in out["reason"], out
    wrong_reduction = _basis(gens, gens, [[_wire((0, 0, "1"))]], [[_wire((0, 0, "3"), den="2")]])
    assert not wrong_reduction["accepted"] and "condition 2" in wrong_reduction["reason"], wrong_reduction


def test_numbers_up_to_max_digits_are_read_and_longer_ones_refused_with_the_reason():
    """Python's int() refuses more than 4300 digits (a ValueError the guarded checker would call a checker error):
    the checker's own bound is that limit, in certificates and in text, and it says so."""
    assert MAX_DIGITS == sys.int_info.default_max_str_digits
    gens = ["x^2 - 1"]
    big = "1" + "0" * (MAX_DIGITS - 1)
    ok = _basis(gens, gens, [[_wire((0, 0, big), den=big)]], [[_wire((0, 0, "1"))]])
    assert ok["accepted"], ok
    bigger = big + "0"
    for lift in ([[_wire((0, 0, bigger), den=big)]], [[_wire((0, 0, big), den=bigger)]]):
        out = _basis(gens, gens, lift, [[_wire((0, 0, "1"))]])
        assert not out["accepted"] and f"at most {MAX_DIGITS} digits" in out["reason"], out
    text = _basis([f"{bigger}*x^2 - {bigger}"], [f"{bigger}*x^2 - {bigger}"], [["1"]], [["1"]])
    assert not text["accepted"] and f"more than {MAX_DIGITS} digits" in text["reason"], text
    handled = poly.handle(  # the guarded entry point: a refusal with the reason, not a checker error
        {
            "claim": {"kind": "GROEBNER_BASIS", "basis": gens, "reduced": True},
            "subject": {"field": "QQ", "variables": list(XY), "order": "degrevlex", "generators": gens},
            "certificate": {"lift": [[_wire((0, 0, bigger))]], "reductions": [[_wire((0, 0, "1"))]], "spairs": []},
        },
        None,
    )
    assert not handled["accepted"] and f"at most {MAX_DIGITS} digits" in handled["reason"], handled


def test_the_parser_refuses_what_it_cannot_expand():
    with pytest.raises(BadRequest, match="column 4"):
        parse("x^2^2", XY, Field("QQ"), "t")


@pytest.mark.parametrize("order", ["lex", "deglex", "degrevlex"])
def test_order_max_picks_what_the_order_key_picks(order):
    """The representation bound takes each cofactor's largest monomial by ``order_max``: it must be the order's."""
    key, top = order_key(order), order_max(order)
    vectors = list(itertools.product(range(3), repeat=3))
    for a in vectors:
        for b in vectors:
            want = max([a, b], key=key)
            assert tuple(top([a, b])) == want and tuple(top([array("H", a), array("H", b)])) == want, (a, b)
    assert tuple(top([array("H", v) for v in vectors])) == max(vectors, key=key)
