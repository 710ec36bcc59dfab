"""The provider's polynomial text bounds, enforced while the request is validated: each violation names the
field (with its index) and the column, so the runtime reports INVALID_REQUEST at that JSON path."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from jacobian.providers.sage.models import FactorRequest, GroebnerRequest, GroebnerVerifyRequest, MembershipRequest
from jacobian.providers.sage.polytext import MAX_DEGREE, parse


def _error(model, payload):
    with pytest.raises(ValidationError) as info:
        model.model_validate(payload)
    (first, *_) = info.value.errors()
    return first["loc"], first["msg"]


@pytest.mark.parametrize(
    ("text", "column", "degree"),
    [
        ("a^40*b^30 + 1", 5, 70),  # each exponent within the bound, their product not: the '*' is named
        ("1 + a*b^32*a^32", 11, 65),
        ("(a*b^32)^2", 1, 66),  # a power of a product
        ("a^3*(a^31 + b)^2", 4, 65),
    ],
)
def test_total_degree_is_bounded_with_path_and_column(text, column, degree):
    loc, msg = _error(GroebnerRequest, {"variables": ["a", "b"], "generators": ["a + b", text]})
    assert loc == ("generators", 1)
    assert f"column {column}: total degree {degree} exceeds {MAX_DEGREE}" in msg, msg


def test_the_bound_is_inclusive_and_applies_to_every_polynomial_field():
    assert parse(f"a^{MAX_DEGREE - 1}*b + a^{MAX_DEGREE}", ("a", "b"))  # total degree MAX_DEGREE: accepted
    over = f"a^{MAX_DEGREE}*b"
    base = {"variables": ["a", "b"], "generators": ["a"]}
    assert _error(MembershipRequest, {**base, "polynomial": over})[0] == ("polynomial",)
    assert _error(FactorRequest, {"variables": ["a", "b"], "polynomial": over})[0] == ("polynomial",)
    assert _error(GroebnerVerifyRequest, {**base, "basis": ["a", over]})[0] == ("basis", 1)


def test_text_is_checked_against_the_declared_variables_and_field():
    loc, msg = _error(GroebnerRequest, {"variables": ["a"], "generators": ["a", "a + b"]})
    assert loc == ("generators", 1) and "column 5" in msg and "'b' is not a declared variable" in msg
    loc, msg = _error(GroebnerRequest, {"variables": ["a"], "field": "GF(7)", "generators": ["a/7"]})
    assert loc == ("generators", 0) and "division by a multiple of 7" in msg
    loc, _ = _error(GroebnerRequest, {"variables": ["a", "a"], "generators": ["a"]})
    assert loc == ("variables",)  # the variables' own error, not one per polynomial


@pytest.mark.parametrize(
    ("payload", "loc"),
    [
        ({"variables": ["a"], "generators": ["a + \u0663"]}, ("generators", 0)),  # ARABIC-INDIC DIGIT THREE
        ({"variables": ["a"], "generators": ["a^\u0662"]}, ("generators", 0)),
        ({"variables": ["a"], "generators": ["a + \u00b2"]}, ("generators", 0)),  # SUPERSCRIPT TWO
        ({"variables": ["a"], "generators": ["a"], "field": "GF(\u0667)"}, ("field",)),
        ({"variables": ["a"], "generators": ["a"], "field": "GF(7)\n"}, ("field",)),
        ({"variables": ["a\n"], "generators": ["a"]}, ("variables",)),
    ],
)
def test_only_ascii_digits_and_exact_names_are_read(payload, loc):
    """int() reads other scripts' digits and a regex's $ matches before a final newline: neither may let a text
    through that the checker would read otherwise (or refuse)."""
    assert _error(GroebnerRequest, payload)[0] == loc
