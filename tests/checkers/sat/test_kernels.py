"""The compiled LRAT kernel (lrat-kernel, kernel_c/kernel.c) against the Python kernel (lrat.py, the
reference), side by side on every proof of the corpus and every mutation class.

Real programs throughout: cadical writes the DRAT proofs, the installed drat-elab and the Python
elaborator turn them into LRAT, and the installed lrat-kernel binary runs as a child process exactly as
the checker runs it (:func:`jacobian.checkers.sat.kernel.decide`). The corpus: the hand-written LRAT of
tests/lrat_corpus.py (RAT groups, deletions, comments), the RAT proofs whose candidates change after the
first RAT step, and the LRAT both elaborators write for CaDiCaL's proofs of every uuf50-218 fixture and
of pigeonhole formulas; each in text and in binary (an encoder written from the format's definition).

Every valid proof is accepted by both, with the same counts. Every mutation class below makes a proof
invalid by construction (a hint that names no live clause, a chain cut before its conflict, ...); each
mutant is rejected by both, at the same step (the position before the first ':' of the reason). A
property test then feeds both kernels random LRAT-like texts and bytes: their decisions agree.
"""

from __future__ import annotations

import base64
import subprocess
from pathlib import Path

import pytest
from fixture_paths import SAT as FIXTURES  # noqa: E402
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from lanes import examples
from lrat_corpus import GOOD, INVALID, MALFORMED_TEXT, RAT, VALID, F, encode

from jacobian.checkers.sat import kernel
from jacobian.checkers.sat.dimacs import parse_dimacs
from jacobian.checkers.sat.drat import parse_binary
from jacobian.checkers.sat.elaborate import elaborate
from jacobian.checkers.sat.lrat import check_lrat
from jacobian.checkers.sat.native import elaborate_native

UNSAT_FILES = sorted((FIXTURES / "uuf50-218").glob("*.cnf"))
F_VARS = 4


def php(n: int) -> str:
    var = lambda p, h: p * n + h + 1  # noqa: E731
    cls = [[var(p, h) for h in range(n)] for p in range(n + 1)]
    cls += [[-var(p, h), -var(q, h)] for h in range(n) for p in range(n + 1) for q in range(p + 1, n + 1)]
    return f"p cnf {n * (n + 1)} {len(cls)}\n" + "".join(" ".join(map(str, c)) + " 0\n" for c in cls)


def test_the_compiled_kernel_is_installed() -> None:
    """setup.py builds lrat-kernel wherever it builds drat-elab: a missing binary is an install defect
    (every check would fall back to the Python kernel), not a reason to skip."""
    assert kernel.absent() is None, f"{kernel.BINARY} was not built: is a C compiler installed (just system)?"


def both(num_vars: int, clauses: list[list[int]], proof: str | bytes) -> tuple[tuple, tuple]:
    """(accepted, reason, counts) from the Python kernel and from the compiled one."""
    compiled = kernel.decide(num_vars, clauses, proof)
    assert compiled.kernel == "compiled" and compiled.accepted is not None, compiled
    return check_lrat(clauses, proof), (compiled.accepted, compiled.reason, compiled.counts)


def assert_accepted(num_vars: int, clauses: list[list[int]], proof: str | bytes, label: str) -> None:
    python, compiled = both(num_vars, clauses, proof)
    assert python[0] and compiled[0], (label, python[1], compiled[1])
    assert python == compiled, (label, python, compiled)


def assert_rejected(num_vars: int, clauses: list[list[int]], proof: str | bytes, label: str) -> None:
    python, compiled = both(num_vars, clauses, proof)
    assert not python[0] and not compiled[0], (label, python[1], compiled[1])
    assert python[1].split(":")[0] == compiled[1].split(":")[0], (label, python[1], compiled[1])


# -- the corpus --------------------------------------------------------------------------------------------


def cadical_lrat(tmp: Path, dimacs: str, name: str) -> list[tuple[int, list[list[int]], str]]:
    """CaDiCaL's binary DRAT proof of ``dimacs``, elaborated by both elaborators: [(num_vars, clauses, lrat)]."""
    cnf, out = tmp / f"{name}.cnf", tmp / f"{name}.drat"
    cnf.write_text(dimacs)
    assert subprocess.run(["cadical", "-q", str(cnf), str(out)], capture_output=True, timeout=120).returncode == 20
    num_vars, clauses = parse_dimacs(dimacs)
    data = out.read_bytes() + b"a\x00"
    native, _ = elaborate_native(num_vars, clauses, [data], binary=True)
    python, _ = elaborate(num_vars, clauses, parse_binary(data))
    return [(num_vars, clauses, native), (num_vars, clauses, python)]


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[int, list[list[int]], str]]:
    tmp = tmp_path_factory.mktemp("lrat")
    table = {f"hand-written: {label}": (F_VARS, F, text) for label, text in VALID.items()}
    added = RAT + "8 -4 2 3 0 6 0\n"  # a candidate added after the first RAT step, then one deleted
    end = "10 1 0 1 2 0\n11 0 10 3 4 0\n"
    table["RAT: a candidate added later"] = (F_VARS, F, added + "9 4 1 0 -5 -6 1 -8 1 0\n" + end)
    table["RAT: a candidate deleted"] = (F_VARS, F, added + "8 d 8 0\n9 4 1 0 -5 -6 1 0\n" + end)
    assert len(UNSAT_FILES) == 100
    for path in UNSAT_FILES:
        native, python = cadical_lrat(tmp, path.read_text(), path.stem)
        table[f"{path.stem} (drat-elab)"] = native
        table[f"{path.stem} (python elaborator)"] = python
    for n in (5, 6, 7):
        native, python = cadical_lrat(tmp, php(n), f"php{n}")
        table[f"php{n} (drat-elab)"] = native
        table[f"php{n} (python elaborator)"] = python
    return table


def test_every_valid_proof_is_accepted_by_both_with_the_same_counts(corpus: dict) -> None:
    for label, (num_vars, clauses, text) in corpus.items():
        assert_accepted(num_vars, clauses, text, label + " (text)")
        assert_accepted(num_vars, clauses, encode(text), label + " (binary)")


# -- the mutation classes: each makes any proof of the corpus invalid ----------------------------------------


def _lines(text: str) -> tuple[list[str], list[str], int]:
    """The proof's step lines up to the empty clause, that final step's tokens, and the largest id."""
    lines = [line for line in text.splitlines() if line.split() and line.split()[0][0] != "c"]
    end = next(i for i, line in enumerate(lines) if line.split()[1] == "0")  # the empty clause (what follows it
    lines = lines[: end + 1]  # is never read)
    return lines, lines[-1].split(), max(int(line.split()[0]) for line in lines)


def _first_addition(lines: list[str]) -> int:
    return next(i for i, line in enumerate(lines) if line.split()[1] != "d")


def _mutants(text: str, m: int) -> dict[str, str]:
    lines, final, top = _lines(text)
    head, hints = final[:2], final[2:-1]
    first = _first_addition(lines)
    lemma = lines[first].split()
    out = {
        "the empty clause without hints": lines[:-1] + [" ".join(head + ["0"])],
        "the final chain cut before its conflict": lines[:-1] + [" ".join(head + hints[:-1] + ["0"])],
        "a hint to a clause deleted just before": lines[:-1] + [f"{final[0]} d {hints[0]} 0", lines[-1]],
        "a hint naming no clause": lines[:-1] + [" ".join(head + [str(top + 7)] + hints[1:] + ["0"])],
        "no empty clause": lines[:-1],
        "a clause id not larger than the one before": lines[:first]
        + [" ".join([str(m)] + lemma[1:])]
        + lines[first + 1 :],
        "a deletion of a clause that is not live": [f"{m} d 1 0", f"{m} d 1 0"] + lines,
        "a literal beyond the variable limit": lines[:first]
        + [" ".join(lemma[:1] + [str((1 << 30) + 1)] + lemma[1:])]
        + lines[first + 1 :],
    }
    return {label: "\n".join(mutant) + "\n" for label, mutant in out.items()}


def _text_only_mutants(text: str) -> dict[str, str]:
    lines, final, _ = _lines(text)
    head, hints = " ".join(final[:2]), final[2:-1]
    return {
        "an addition with one zero": "\n".join(lines[:-1] + [f"{head} {' '.join(hints)}"]) + "\n",
        "a '+' sign": "\n".join(lines[:-1] + [f"{head} +{' '.join(hints)} 0"]) + "\n",
        "a token that is no number": "\n".join(lines[:-1] + [f"{head} x{' '.join(hints)} 0"]) + "\n",
        "a 4301-digit number": "\n".join(lines[:-1] + [f"{head} {'0' * 4300}{' '.join(hints)} 0"]) + "\n",
        "a deletion without its 0": "\n".join([f"{final[0]} d 1"] + lines) + "\n",
    }


def _binary_only_mutants(text: str) -> dict[str, bytes]:
    lines, _, _ = _lines(text)
    before, final = encode("\n".join(lines[:-1]) + "\n"), encode(lines[-1] + "\n")  # final[0] is its head
    return {
        "truncated inside the final step": before + final[:2],
        "a number encoding -0 in the final step": before + final[:1] + b"\x01" + final[1:],
        "a step head that is neither a nor d": before + b"x" + final[1:],
        "an eleven-byte number": before + b"a" + b"\xff" * 10 + b"\x01\x00\x00",
    }


def test_every_mutation_class_is_rejected_by_both_at_the_same_step(corpus: dict) -> None:
    for label, (num_vars, clauses, text) in corpus.items():
        for mutation, mutant in _mutants(text, len(clauses)).items():
            assert_rejected(num_vars, clauses, mutant, f"{label}: {mutation} (text)")
            assert_rejected(num_vars, clauses, encode(mutant), f"{label}: {mutation} (binary)")
        for mutation, mutant in _text_only_mutants(text).items():
            assert_rejected(num_vars, clauses, mutant, f"{label}: {mutation}")
        for mutation, blob in _binary_only_mutants(text).items():
            assert_rejected(num_vars, clauses, blob, f"{label}: {mutation}")


@pytest.mark.parametrize("label", INVALID)
def test_every_hand_written_rejection_rule_holds_in_both(label: str) -> None:
    text, reason = INVALID[label]
    python, compiled = both(F_VARS, F, text)
    assert not python[0] and not compiled[0] and reason in python[1] and reason in compiled[1], (python, compiled)
    if "malformed" not in label:
        assert_rejected(F_VARS, F, encode(text), label)


@pytest.mark.parametrize("label", MALFORMED_TEXT)
def test_numbers_that_are_not_plain_decimal_are_refused_by_both(label: str) -> None:
    plain, spelled, reason = MALFORMED_TEXT[label]
    python, compiled = both(F_VARS, F, GOOD.replace(plain, spelled))
    assert python == compiled and not python[0] and reason in python[1], (python, compiled)


# -- random LRAT-like input: the same decision ----------------------------------------------------------------

UNSAT = [[1, 2], [-1, 2], [1, -2], [-1, -2]]
TOKENS = ["0", "1", "-1", "2", "-2", "3", "4", "5", "6", "7", "-5", "-6", "d", "c", "x", "+1", "\n", " ", "\t", "-0"]
SETTINGS = settings(max_examples=examples(300), deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _agree(num_vars: int, clauses: list[list[int]], proof: str | bytes) -> None:
    python, compiled = both(num_vars, clauses, proof)
    assert python[0] == compiled[0], (proof, python, compiled)


@SETTINGS
@given(st.lists(st.sampled_from(TOKENS), max_size=80).map(" ".join))
def test_random_text_gets_the_same_decision_from_both(text: str) -> None:
    _agree(F_VARS, F, text)
    _agree(2, UNSAT, text)


@SETTINGS
@given(st.lists(st.lists(st.integers(-9, 12), max_size=6), max_size=8))
def test_random_steps_get_the_same_decision_from_both(steps: list[list[int]]) -> None:
    """Random additions and deletions (ids from 5 up, hints and groups among the live ids), text and binary."""
    lines, last = [], len(UNSAT)
    for numbers in steps:
        if numbers and numbers[0] < -5:
            lines.append(f"{last} d {' '.join(str(abs(x)) for x in numbers[1:])} 0")
            continue
        last += 1
        cut = len(numbers) // 3
        lits = [x for x in numbers[:cut] if x] or []
        hints = [x for x in numbers[cut:] if x]
        lines.append(f"{last} {' '.join(map(str, lits))} 0 {' '.join(map(str, hints))} 0".replace("  ", " "))
    text = "\n".join(lines) + "\n"
    _agree(2, UNSAT, text)
    _agree(2, UNSAT, encode(text))


@SETTINGS
@given(st.binary(max_size=120))
def test_random_bytes_get_the_same_decision_from_both(data: bytes) -> None:
    _agree(2, UNSAT, data)


# -- which kernel decides ---------------------------------------------------------------------------------------

UUF = UNSAT_FILES[0]


def _request(tmp: Path) -> dict:
    """A real cadical proof of a uuf50 fixture, as the SAT proof checker's request."""
    out = tmp / "proof.drat"
    subprocess.run(["cadical", "-q", str(UUF), str(out)], capture_output=True, timeout=60)
    cert = {"proof_base64": base64.b64encode(out.read_bytes()).decode(), "encoding": "binary"}
    return {"claim": {"kind": "CNF_UNSATISFIABLE"}, "subject": {"dimacs": UUF.read_text()}, "certificate": cert}


def _program(tmp: Path, name: str, body: str) -> Path:
    """A stand-in for lrat-kernel: a real program the checker runs in its place."""
    path = tmp / name
    path.write_text(f"#!/bin/sh\ncat > /dev/null\n{body}\n")
    path.chmod(0o755)
    return path


def test_the_compiled_kernel_decides_where_installed_and_the_record_names_it(tmp_path, monkeypatch) -> None:
    from jacobian.checkers.sat.proof_check import check

    request = _request(tmp_path)
    answer = check(request)
    assert answer["accepted"] is True and answer["kernel"] == "compiled", answer["reason"]
    assert answer["decided_by"] == kernel.DECIDED_BY["compiled"] and "by the compiled kernel" in answer["reason"]
    # The compiled kernel's word is final: a stand-in that rejects a valid proof rejects it, one that accepts
    # without looking accepts (which is why the binary is in the checker's digest), and one that ends
    # without a decision leaves the check undecided: the Python kernel is not asked.
    for body, accepted, verdict in (
        ("echo 'reject line 1: no'; echo 'counts lrat_steps=0 lrat_rat_steps=0 lrat_deletions=0'; exit 1", False, None),
        ("echo 'accept yes'; echo 'counts lrat_steps=1 lrat_rat_steps=0 lrat_deletions=0'; exit 0", True, None),
        ("echo 'error out of memory'; exit 3", False, "UNCHECKABLE"),
        ("kill -SEGV $$", False, "UNCHECKABLE"),
    ):
        monkeypatch.setattr(kernel, "BINARY", _program(tmp_path, "stand-in", body))
        answer = check(request)
        assert (answer["accepted"], answer.get("verdict"), answer["kernel"]) == (accepted, verdict, "compiled"), answer
    monkeypatch.setattr(kernel, "BINARY", tmp_path / "absent")
    answer = check(request)
    assert answer["accepted"] is True and answer["kernel"] == "python" and "verdict" not in answer, answer
    assert (
        answer["kernel_fallback"] == "absent is not installed" and answer["decided_by"] == kernel.DECIDED_BY["python"]
    )
