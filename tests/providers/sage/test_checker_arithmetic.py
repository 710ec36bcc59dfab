"""The polynomial checker's own arithmetic: the parser's shortcuts agree with plain expansion, and the packed
exponents (one int per monomial, a fixed-width field per variable) never wrap: an exponent that could overflow
its field is refused in a term list, and text exponents widen the fields (or are refused beyond 64 bits)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from jacobian.checkers.polynomial import check as poly
from jacobian.checkers.polynomial.poly import MAX_EXPONENT, BadRequest, Field, parse

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


def _term(x, y, c):
    return [[x, y], c]


def test_products_at_the_edge_of_a_16_bit_field_check_exactly():
    """Cofactor and generator exponents of MAX_EXPONENT multiply to 2 * MAX_EXPONENT, which still fits its field."""
    top, xtop = MAX_EXPONENT, "((x^151)^31)^7"  # 151 * 31 * 7 = 32767: text exponents are at most 256
    assert 151 * 31 * 7 == top
    gens = [f"{xtop} - y", f"{xtop} - 1"]
    basis = [f"{xtop} - 1", "y - 1"]
    # x^top - 1 = g2 * g1 + (1 - g1) * g2: cofactors (x^top - 1, 1 - x^top + y), products up to x^(2 top)
    lift = [
        [[_term(top, 0, "1"), _term(0, 0, "-1")], [_term(0, 0, "1"), _term(top, 0, "-1"), _term(0, 1, "1")]],
        [[_term(0, 0, "-1")], [_term(0, 0, "1")]],
    ]
    reductions = [[[_term(0, 0, "1")], [_term(0, 0, "-1")]], [[_term(0, 0, "1")], []]]
    honest = _basis(gens, basis, lift, reductions)
    assert honest["accepted"], honest
    forged = [[[_term(top, 0, "1"), _term(0, 0, "-1")], [_term(0, 0, "1"), _term(top, 0, "-2"), _term(0, 1, "1")]]]
    wrong = _basis(gens, basis, forged + lift[1:], reductions)
    assert not wrong["accepted"] and "condition 1" in wrong["reason"]


@pytest.mark.parametrize("exponent", [MAX_EXPONENT + 1, 65535, 65536, 2**64, -1, 1.5, "1", None])
def test_a_term_list_exponent_that_could_overflow_its_field_is_refused(exponent):
    """x^(MAX_EXPONENT + 2) * x^(MAX_EXPONENT - 1) would carry into y's 16-bit field: term lists never get there."""
    gens, basis = ["x^2 - 1"], ["x^2 - 1"]
    lift = [[[_term(exponent, 0, "1")]]]
    out = _basis(gens, basis, lift, [[[_term(0, 0, "1")]]])
    assert not out["accepted"] and "malformed" in out["reason"] and "exponents" in out["reason"], out


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


def test_a_term_list_denominator_divisible_by_p_is_refused():
    gens = ["x^2 - 1"]
    ok = _basis(gens, gens, [[[_term(0, 0, "3/3")]]], [[[_term(0, 0, "1")]]], field="GF(7)")
    assert ok["accepted"], ok
    out = _basis(gens, gens, [[[_term(0, 0, "7/7")]]], [[[_term(0, 0, "1")]]], field="GF(7)")
    assert not out["accepted"] and "divisible by 7" in out["reason"], out


def test_the_parser_refuses_what_it_cannot_expand():
    with pytest.raises(BadRequest, match="column 4"):
        parse("x^2^2", XY, Field("QQ"), "t")
