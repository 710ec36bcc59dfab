"""Parsing and validation of group input; GAP code built from integers only."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from lanes import examples
from pydantic import ValidationError

from jacobian.providers.gap import gapcode
from jacobian.providers.gap.groups import (
    MAX_DEGREE,
    GroupInputError,
    PermGroup,
    SmallGroupId,
    parse_cycles,
    parse_permutation,
)
from jacobian.providers.gap.models import IsomorphismRequest, OrderRequest, PropertiesRequest


def test_cycle_notation_and_image_lists_agree():
    assert parse_cycles("(1,2,3)(4,5)") == (2, 3, 1, 5, 4)
    assert parse_cycles(" ( 1 , 3 ) ") == (3, 2, 1)
    assert parse_cycles("()") == ()
    assert parse_cycles("(7)") == (1, 2, 3, 4, 5, 6, 7)
    assert parse_permutation([2, 3, 1, 5, 4]) == (2, 3, 1, 5, 4)
    req = OrderRequest.model_validate({"generators": ["(1,2,3)", [2, 1]]})
    assert req.structured() == PermGroup(3, ((2, 3, 1), (2, 1, 3)))
    assert OrderRequest.model_validate({"degree": 5, "generators": ["()"]}).structured() == PermGroup(
        5, ((1, 2, 3, 4, 5),)
    )


@pytest.mark.parametrize(
    "text, fragment",
    [
        ("(1,2", "expected ',' or ')'"),
        ("1,2)", "expected '('"),
        ("(1,,2)", "expected a point"),
        ("(1,2,1)", "repeated in a cycle"),
        ("(1,2)(2,3)", "two cycles"),
        ("(0,1)", "1-based"),
        ("(a,b)", "expected a point"),
        ("", "empty"),
        ('(1,2); Exec("rm -rf /");', "expected '('"),
        ("(1,2)\nQUIT;", "expected '('"),
        ("(1,2)#", "expected '('"),
        ("(99999999999)", "too large"),
    ],
)
def test_malformed_cycles_are_typed_errors(text, fragment):
    with pytest.raises(GroupInputError, match=None) as info:
        parse_cycles(text)
    assert fragment in str(info.value)


@pytest.mark.parametrize(
    "value",
    [[1, 1], [0, 1], [2, 3], [1.0, 2], [True, 1], ["1", "2"], {"a": 1}, 3, None],
)
def test_bad_image_lists_are_typed_errors(value):
    with pytest.raises(GroupInputError):
        parse_permutation(value)


def _error(model, payload):
    with pytest.raises(ValidationError) as info:
        model.model_validate(payload)
    errors = info.value.errors()
    return errors[0]["loc"], errors[0]["msg"]


def test_validation_names_the_offending_generator():
    assert _error(OrderRequest, {"degree": 4, "generators": ["(1,2)", "(1,5)"]}) == (
        ("generators", 1),
        "Value error, point 5 at character 4 is beyond the degree 4 (points are 1..4)",
    )
    loc, msg = _error(OrderRequest, {"generators": ["(1,2)", "(3,4)", "(1,2) ; Print(1)"]})
    assert loc == ("generators", 2) and "expected '('" in msg
    loc, _ = _error(
        IsomorphismRequest,
        {"first": {"generators": ["(1,2)"]}, "second": {"degree": 3, "generators": ["(1,2,3)", [1, 2, 3, 4]]}},
    )
    assert loc == ("second", "generators", 1)
    loc, _ = _error(OrderRequest, {"generators": [f"(1,{MAX_DEGREE + 1})"]})
    assert loc == ("generators", 0)
    _error(OrderRequest, {"generators": []})
    _error(OrderRequest, {"generators": ["()"] * 33})
    _error(PropertiesRequest, {"generators": ["(1,2)"], "small_group": [8, 3]})
    _error(PropertiesRequest, {})
    _error(PropertiesRequest, {"small_group": [0, 1]})


def test_structured_form_is_checked_again_before_code_is_made():
    with pytest.raises(GroupInputError):
        PermGroup(3, ((2, 3, '1);Exec("x")'),))  # type: ignore[arg-type]
    with pytest.raises(GroupInputError):
        PermGroup(3, ((1, 1, 2),))
    with pytest.raises(GroupInputError):
        PermGroup.from_payload({"degree": "3", "generators": [[1, 2, 3]]})
    with pytest.raises(GroupInputError):
        SmallGroupId(8, "3")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        gapcode.enumerate_code(8, {"abelian": "true; QUIT"}, 10, 10, False, 1)  # type: ignore[dict-item]
    with pytest.raises(KeyError):
        gapcode.enumerate_code(8, {"Exec": True}, 10, 10, False, 1)
    with pytest.raises(TypeError):
        gapcode.order_code(PermGroup(2, ((2, 1),)), "1")  # type: ignore[arg-type]


def _skeleton(code: str) -> str:
    return "".join("9" if c.isdigit() else c for c in code).replace("99", "9").replace("99", "9")


def test_generated_code_differs_only_in_integers():
    a = gapcode.order_code(PermGroup(3, ((2, 3, 1), (2, 1, 3))), 12)
    b = gapcode.order_code(PermGroup(3, ((3, 1, 2), (1, 3, 2))), 987654)
    import re

    squash = lambda s: re.sub(r"\d+", "N", s)  # noqa: E731
    assert squash(a) == squash(b)
    assert set(re.findall(r'"[^"]*"', a)) <= {
        '"\\n@@BEGIN 12\\n"',
        '"@@R order "',
        '"\\n"',
        '"@@OK 12\\n"',
        '"@@END 12\\n"',
    }


def _cycles_text(images: list[int]) -> str:
    seen, out = set(), []
    for start in range(1, len(images) + 1):
        if start in seen or images[start - 1] == start:
            continue
        cyc, x = [], start
        while x not in seen:
            seen.add(x)
            cyc.append(x)
            x = images[x - 1]
        out.append("(" + ",".join(map(str, cyc)) + ")")
    return "".join(out) or "()"


@settings(max_examples=examples(300), deadline=None)
@given(st.permutations(list(range(1, 12))))
def test_round_trip_cycles(perm):
    parsed = parse_cycles(_cycles_text(list(perm)))
    assert parsed + tuple(range(len(parsed) + 1, 12)) == tuple(perm)


@settings(max_examples=examples(1500), deadline=None)
@given(
    st.one_of(st.text(alphabet='()0123456789, ;"-\n\tQa', max_size=40), st.text(max_size=30)),
    st.one_of(st.none(), st.integers(1, 20)),
)
def test_fuzz_cycle_parser_raises_only_its_own_error(text, degree):
    try:
        images = parse_cycles(text, degree)
    except GroupInputError:
        return
    limit = degree or MAX_DEGREE
    assert len(images) <= limit and sorted(images) == list(range(1, len(images) + 1))
    assert set(text) <= set("()0123456789, \t")


@settings(max_examples=examples(300), deadline=None)
@given(
    st.lists(
        st.one_of(
            st.text(max_size=12), st.lists(st.integers(-3, 8), max_size=8), st.integers(), st.none(), st.booleans()
        ),
        min_size=0,
        max_size=4,
    )
)
def test_fuzz_request_validation_is_validation_error_only(gens):
    try:
        req = OrderRequest.model_validate({"generators": gens})
    except ValidationError:
        return
    group = req.structured()
    assert all(sorted(g) == list(range(1, group.degree + 1)) for g in group.generators)


def test_a_point_0_is_reported_as_such_not_as_beyond_the_degree():
    loc, msg = _error(OrderRequest, {"generators": ["(1,2)", "(0,1,2)"]})
    assert loc == ("generators", 1)
    assert "point 0" in msg and "1-based" in msg and "(1,2,3)" in msg and "degree" not in msg
    loc, msg = _error(OrderRequest, {"generators": [[1, 2, 0]]})
    assert loc == ("generators", 0)
    assert "is 0" in msg and "1-based" in msg and "[2,3,1]" in msg and "degree" not in msg
