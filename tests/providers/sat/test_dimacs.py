"""The DIMACS reader: accepted forms, each error class with line and column, and a fuzz test."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from lanes import examples

from jacobian.providers.sat.dimacs import Cnf, DimacsError, parse

from .conftest import fixture_files


def test_comments_blank_lines_multiline_clauses_and_satlib_trailer():
    text = "c a comment\n\np cnf 3 2\nc inside\n1 -2\n  3 0 -1\n\n2 0\n%\n0\n\n"
    assert parse(text) == Cnf(3, ((1, -2, 3), (-1, 2)))


def test_crlf_and_tabs():
    assert parse("p cnf 2 1\r\n1\t-2 0\r\n") == Cnf(2, ((1, -2),))


def test_every_fixture_parses():
    for path in fixture_files("uf20-91", 5) + fixture_files("uuf50-218", 5):
        cnf = parse(path.read_text())
        assert len(cnf.clauses) in (91, 218)


@pytest.mark.parametrize(
    "text, line, column, words",
    [
        ("p cnf 3 2\n1 2 0\n", 1, 1, "declares 2 clauses but the body has 1"),
        ("p cnf 3 1\n1 2 0\n3 0\n", 3, 3, "more clauses than the 1"),
        ("p cnf 3 1\n1 -4 0\n", 2, 3, "out of range"),
        ("p cnf 3 1\n1 2\n3\n", 3, 1, "not ended by '0'"),
        ("p cnf 3 1\n1 two 0\n", 2, 3, "not an integer"),
        ("p cnf 3 1\n1 +2 0\n", 2, 3, "not an integer"),
        ("p cnf 3 1\n1 -0 0\n", 2, 3, "'-0'"),
        ("1 2 0\n", 1, 1, "before the 'p cnf"),
        ("p cnf 3 1\np cnf 3 1\n1 0\n", 2, 1, "second header"),
        ("p dnf 3 1\n1 0\n", 1, 3, "expected 'cnf'"),
        ("p cnf x 1\n1 0\n", 1, 7, "not a non-negative integer"),
        ("p cnf 3 1 7\n1 0\n", 1, 11, "exactly"),
        ("c only a comment\n", 2, 1, "no 'p cnf"),  # reported at the end of the input
    ],
)
def test_error_classes_carry_line_and_column(text, line, column, words):
    with pytest.raises(DimacsError) as info:
        parse(text)
    assert (info.value.line, info.value.column) == (line, column)
    assert words in str(info.value)
    assert not info.value.too_large


def test_size_bounds():
    with pytest.raises(DimacsError) as info:
        parse("p cnf 5000001 0\n", max_variables=5_000_000)
    assert info.value.too_large
    with pytest.raises(DimacsError) as info:
        parse("p cnf 1 3\n1 0\n1 0\n1 0\n", max_clauses=2)
    assert info.value.too_large
    with pytest.raises(DimacsError) as info:
        parse("p cnf 1 1\n" + "1 " * 50 + "0\n", max_bytes=40)
    assert info.value.too_large
    with pytest.raises(DimacsError) as info:
        parse("p cnf 1 1\n" + "1 " * 50 + "0\n", max_literals=10)
    assert info.value.too_large


def test_huge_literal_is_out_of_range_not_a_crash():
    with pytest.raises(DimacsError, match="out of range"):
        parse("p cnf 3 1\n" + "9" * 5000 + " 0\n")


def test_canonical_text_round_trips():
    cnf = parse("p cnf 3 3\n1 -2 0\n0\n3 0\n")
    assert parse(cnf.to_dimacs()) == cnf
    assert parse(cnf.to_dimacs((2, -3))).clauses[-2:] == ((2,), (-3,))


DIMACS_ALPHABET = st.sampled_from(
    list("0123456789- pcnf%\n\t\r") + ["p cnf ", " 0\n", "c x\n", "\u00a0", "\u0663", "+", "_"]
)


@settings(max_examples=examples(1500), deadline=None)
@given(
    st.one_of(
        st.text(max_size=300),
        st.lists(DIMACS_ALPHABET, max_size=120).map("".join),
        st.lists(DIMACS_ALPHABET, max_size=80).map(lambda parts: "p cnf 4 3\n" + "".join(parts)),
    )
)
def test_fuzz_never_raises_anything_but_its_own_error(text):
    try:
        cnf = parse(text)
    except DimacsError as exc:
        assert exc.line >= 1 and exc.column >= 1
        return
    assert all(0 < abs(l) <= cnf.num_vars for c in cnf.clauses for l in c)


# The fast path must agree with the careful reader on everything it accepts.
from hypothesis import given, settings  # noqa: E402 - beside the tests it serves
from hypothesis import strategies as st  # noqa: E402

from jacobian.providers.sat import dimacs as _dimacs  # noqa: E402


def _both(text):
    try:
        careful = _dimacs.parse_careful(text)
    except _dimacs.DimacsError:
        careful = None
    fast = _dimacs._parse_fast(text, _dimacs.MAX_VARIABLES, _dimacs.MAX_CLAUSES, _dimacs.MAX_LITERALS)
    return fast, careful


def test_fast_path_agrees_with_careful_reader_on_fixtures(fixtures_dir):
    for folder in ("uf20-91", "uf50-218", "uuf50-218"):
        for path in sorted((fixtures_dir / "satlib" / folder).iterdir())[:30]:
            fast, careful = _both(path.read_text())
            assert fast is not None and fast == careful, path


_lines = st.lists(
    st.one_of(
        st.lists(st.integers(-4, 4), max_size=5).map(lambda xs: " ".join(map(str, xs))),
        st.sampled_from(["p cnf 3 2", "p cnf 4 1", "c hi", "%", "0", "1 -0", "+1 0", "1_0 0", "\t2 0", "p cnf 3", ""]),
    ),
    max_size=8,
).map("\n".join)


@settings(max_examples=examples(600), deadline=None)
@given(_lines)
def test_fast_path_never_accepts_what_the_careful_reader_refuses(text):
    fast, careful = _both(text)
    if fast is not None:
        assert fast == careful
