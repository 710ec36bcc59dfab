"""Hypothesis fuzzing of the SAT checkers' parsers and entry points: no exception
escapes, and garbage is never accepted."""

from __future__ import annotations

import base64

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from lanes import examples

from jacobian.checkers.sat.dimacs import DimacsError, parse_dimacs
from jacobian.checkers.sat.drat import DratError, parse_binary, parse_text
from jacobian.checkers.sat.lrat import check_lrat
from jacobian.checkers.sat.model_check import check as check_model
from jacobian.checkers.sat.proof_check import check as check_proof

SETTINGS = settings(max_examples=examples(200), deadline=None, suppress_health_check=[HealthCheck.too_slow])
SAT_FORMULA = "p cnf 3 2\n1 -2 0\n2 3 0\n"
UNSAT_FORMULA = "p cnf 2 4\n1 2 0\n-1 2 0\n1 -2 0\n-1 -2 0\n"

tokens = st.sampled_from(
    [
        "p",
        "cnf",
        "c",
        "%",
        "0",
        "1",
        "-1",
        "2",
        "-3",
        "d",
        "x",
        "\n",
        " ",
        "\t",
        "-",
        "+1",
        "1e3",
        "99999999999999999999",
        "\r\n",
        "\x00",
        "٣",
        "p cnf 3 2\n",
        "a",
    ]
)
dimacs_like = st.one_of(
    st.text(max_size=200), st.lists(tokens, max_size=60).map(" ".join), st.lists(tokens, max_size=60).map("".join)
)


@SETTINGS
@given(dimacs_like)
def test_dimacs_reader_only_raises_dimacs_error(text: str) -> None:
    try:
        num_vars, clauses = parse_dimacs(text)
    except DimacsError:
        return
    assert all(0 < abs(lit) <= num_vars for clause in clauses for lit in clause)


@SETTINGS
@given(st.one_of(st.text(max_size=200), st.lists(tokens, max_size=60).map(" ".join)))
def test_text_drat_parser_only_raises_drat_error(text: str) -> None:
    try:
        steps = parse_text(text)
    except DratError:
        return
    assert all(0 not in lits for _, lits in steps)


@SETTINGS
@given(st.binary(max_size=200))
def test_binary_drat_parser_only_raises_drat_error(data: bytes) -> None:
    try:
        steps = parse_binary(data)
    except DratError:
        return
    assert all(0 not in lits for _, lits in steps)


lrat_lines = st.lists(
    st.lists(st.one_of(st.integers(-12, 12), st.sampled_from(["d", "x", "-", "0", "c"])), max_size=12).map(
        lambda xs: " ".join(map(str, xs))
    ),
    max_size=12,
).map("\n".join)


@SETTINGS
@given(st.one_of(st.text(max_size=200), lrat_lines))
def test_lrat_kernel_never_raises_and_never_accepts_garbage_for_a_sat_formula(text: str) -> None:
    # The formula is satisfiable: no text whatever may be accepted as its refutation.
    ok, reason, _ = check_lrat([[1, -2], [2, 3]], text)
    assert ok is False and isinstance(reason, str)


@SETTINGS
@given(st.one_of(st.text(max_size=300), st.lists(tokens, max_size=80).map(" ".join)))
def test_drat_check_never_accepts_a_refutation_of_a_satisfiable_formula(text: str) -> None:
    answer = check_proof(
        {
            "claim": {"kind": "CNF_UNSATISFIABLE"},
            "subject": {"dimacs": SAT_FORMULA},
            "certificate": {"proof_text": text},
        }
    )
    assert answer["accepted"] is False


@SETTINGS
@given(st.lists(st.tuples(st.booleans(), st.lists(st.integers(-4, 4).filter(bool), max_size=4)), max_size=12))
def test_random_drat_steps_against_sat_formula_are_rejected_and_binary_agrees(steps: list) -> None:
    text = "".join(("d " if d else "") + " ".join(map(str, lits)) + " 0\n" for d, lits in steps)
    data = b"".join(
        (b"d" if d else b"a") + b"".join(_varint(2 * abs(lit) + (lit < 0)) for lit in lits) + b"\x00"
        for d, lits in steps
    )
    assert parse_binary(data) == parse_text(text)
    for cert in ({"proof_text": text}, {"proof_base64": base64.b64encode(data).decode(), "encoding": "binary"}):
        answer = check_proof(
            {"claim": {"kind": "CNF_UNSATISFIABLE"}, "subject": {"dimacs": SAT_FORMULA}, "certificate": cert}
        )
        assert answer["accepted"] is False


@SETTINGS
@given(st.lists(st.tuples(st.booleans(), st.lists(st.integers(-3, 3).filter(bool), max_size=3)), max_size=10))
def test_random_drat_steps_on_unsat_formula_are_decided_without_crash(steps: list) -> None:
    text = "".join(("d " if d else "") + " ".join(map(str, lits)) + " 0\n" for d, lits in steps)
    answer = check_proof(
        {
            "claim": {"kind": "CNF_UNSATISFIABLE"},
            "subject": {"dimacs": UNSAT_FORMULA},
            "certificate": {"proof_text": text},
            "format": "drat",
        }
    )
    assert isinstance(answer["accepted"], bool)
    if answer["accepted"]:
        # with an explicit empty clause, or (as drat-trim) lemmas that propagate to a conflict
        explicit = any(not d and not lits for d, lits in steps)
        assert explicit or answer["checked"]["implicit_empty_clause"] == 1
        assert answer["checked"]["lrat_steps"] >= 1


json_values = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False), st.text(max_size=20)),
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=12), inner, max_size=4)),
    max_leaves=20,
)


@SETTINGS
@given(st.dictionaries(st.sampled_from(["claim", "subject", "certificate", "format", "x"]), json_values, max_size=5))
def test_arbitrary_payloads_never_crash_or_accept(payload: dict) -> None:
    for check in (check_model, check_proof):
        answer = check(payload)
        assert answer["accepted"] is False and isinstance(answer["reason"], str)


@SETTINGS
@given(st.lists(st.integers(-5, 5), max_size=8))
def test_model_checker_agrees_with_evaluation(model: list) -> None:
    answer = check_model(
        {"claim": {"kind": "CNF_SATISFIABLE"}, "subject": {"dimacs": SAT_FORMULA}, "certificate": {"model": model}}
    )
    valid = all(m != 0 and abs(m) <= 3 for m in model) and not any(-m in model for m in model)
    truth = set(model)
    expected = valid and all(any(lit in truth for lit in c) for c in ([1, -2], [2, 3]))
    assert answer["accepted"] is expected


def _varint(value: int) -> bytes:
    out = bytearray()
    while value >= 0x80:
        out.append(value & 0x7F | 0x80)
        value >>= 7
    out.append(value)
    return bytes(out)
