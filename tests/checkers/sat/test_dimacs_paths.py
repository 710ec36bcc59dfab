"""The checker's DIMACS reader has a fast path (``_plain``) and a reference reader (``_reference``):
the fast path must take the ordinary files, and whatever it takes it must read exactly as the
reference reader does; anything else (an error included) it leaves to the reference reader."""

from __future__ import annotations

import random

import pytest
from fixture_paths import SAT as FIXTURES

from jacobian.checkers.sat.dimacs import DimacsError, _plain, _reference, parse_dimacs


def _random_cnf(rng: random.Random) -> str:
    nv = rng.randint(0, 12)
    width = (lambda: rng.randint(0, 4)) if nv else (lambda: 0)
    clauses = [[rng.choice((1, -1)) * rng.randint(1, nv) for _ in range(width())] for _ in range(8)]
    lines = [f"p cnf {nv} {len(clauses)}"] + [" ".join(map(str, c)) + " 0" for c in clauses]
    if rng.random() < 0.3:
        lines.insert(rng.randint(0, len(lines)), "c a comment with + _ and \u00e9")
    if rng.random() < 0.2:
        lines += ["%", "0"]
    return "\n".join(lines) + "\n"


# Each mutation is a spelling int() would read but the reference reader refuses or reads otherwise
# (signs, underscores, other scripts' digits, long tokens), or a structural defect.
MUTATIONS = [
    lambda t: t.replace(" 1 ", " +1 ", 1),
    lambda t: t.replace(" 1 ", " 0_1 ", 1),
    lambda t: t.replace("1", "\u0661", 1),
    lambda t: t.replace(" 1 ", " 0000000000001 ", 1),
    lambda t: t.replace(" 1 ", " -000000000001 ", 1),
    lambda t: t.replace(" 0\n", "\n", 1),
    lambda t: t.rstrip("\n").rsplit(" 0", 1)[0] + "\n",
    lambda t: t + "1 0\n",
    lambda t: t.replace("p cnf", "p  cnf"),
    lambda t: t.replace("p cnf", "p cnf 3 1\np cnf"),
    lambda t: "1 0\n" + t,
    lambda t: t.replace(" 1 ", " 99 ", 1),
    lambda t: t.replace(" 1 ", " 1\t", 1),
    lambda t: t.replace(" 1 ", " 1-", 1),
    lambda t: t.replace(" 0\n", " 0 0\n", 1),
    lambda t: t.replace("\n", "\n%\n", 2),
    lambda t: t.replace(" 1 ", " \u00a01 ", 1),
    lambda t: t.replace(" 1 ", " 1\x1c", 1),
]


def _reference_or_error(text: str) -> object:
    try:
        return _reference(text)
    except DimacsError as exc:
        return ("error", str(exc))


def test_the_fast_path_takes_the_satlib_fixtures_and_reads_them_as_the_reference_does() -> None:
    files = sorted(FIXTURES.glob("*/*.cnf"))
    assert len(files) == 300
    for path in files:
        text = path.read_text()
        assert _plain(text) is not None, path
        assert _plain(text) == _reference(text), path


@pytest.mark.parametrize("seed", range(4))
def test_whatever_the_fast_path_takes_it_reads_as_the_reference_reader_does(seed: int) -> None:
    rng = random.Random(seed)
    taken = refused = 0
    for _ in range(200):
        text = _random_cnf(rng)
        for mutate in [lambda t: t, *MUTATIONS]:
            variant = mutate(text)
            fast = _plain(variant)
            want = _reference_or_error(variant)
            if fast is None:
                refused += 1
            else:
                taken += 1
                assert fast == want, (variant, fast, want)
            try:
                got: object = parse_dimacs(variant)
            except DimacsError as exc:
                got = ("error", str(exc))
            assert got == want, variant
    assert taken > 200 and refused > 200  # both paths were exercised
