"""The LRAT kernel on standard LRAT: RAT groups (empty ones for tautological resolvents, as
drat-trim writes them), deletion lines, comments, and binary LRAT; each valid feature accepted
and every mutation class rejected.

No LRAT-writing tool is installed here (the CaDiCaL binary predates LRAT output, drat-trim is
absent), so the corpus is: hand-written proofs exercising RAT groups, the LRAT our DRAT
elaborator writes for CaDiCaL proofs of the uuf50 fixtures, and binary forms of both made by an
encoder written here from the format's definition (not the kernel's decoder).
"""

from __future__ import annotations

import base64
import subprocess

import pytest
from fixture_paths import SAT as FIXTURES  # noqa: E402
from lrat_corpus import GOOD, INVALID, MALFORMED_TEXT, RAT, VALID, F, encode

from jacobian.checkers.sat.dimacs import parse_dimacs
from jacobian.checkers.sat.drat import parse_binary
from jacobian.checkers.sat.elaborate import elaborate
from jacobian.checkers.sat.lrat import check_lrat
from jacobian.checkers.sat.proof_check import check


@pytest.mark.parametrize("label", VALID)
def test_valid_lrat_features_are_accepted_text_and_binary(label: str) -> None:
    text = VALID[label]
    for proof in (text, encode(text)):
        ok, reason, counts = check_lrat(F, proof)
        assert ok, (label, reason)
        assert counts["lrat_rat_steps"] == 1


@pytest.mark.parametrize("label", INVALID)
def test_every_mutation_class_is_rejected_text_and_binary(label: str) -> None:
    text, reason = INVALID[label]
    ok, why, _ = check_lrat(F, text)
    assert not ok and reason in why, (label, why)
    if "malformed" not in label:
        assert not check_lrat(F, encode(text))[0], label


@pytest.mark.parametrize("label", MALFORMED_TEXT)
def test_numbers_that_are_not_plain_decimal_are_rejected(label: str) -> None:
    plain, spelled, reason = MALFORMED_TEXT[label]
    assert check_lrat(F, GOOD)[0] and GOOD.count(plain) == 1
    ok, why, _ = check_lrat(F, GOOD.replace(plain, spelled))
    assert not ok and reason in why, (label, why)


def test_rat_candidates_follow_additions_and_deletions_after_the_first_rat_step() -> None:
    """The kernel indexes clauses by literal from its first RAT step on: a clause added later that
    holds the negated pivot is a candidate (its group cannot be left out), one deleted is not."""
    added = RAT + "8 -4 2 3 0 6 0\n"  # (-4 2 3), RUP by clause 6: a new candidate for pivot 4
    end = "10 1 0 1 2 0\n11 0 10 3 4 0\n"
    with_group = added + "9 4 1 0 -5 -6 1 -8 1 0\n" + end
    without_group = added + "9 4 1 0 -5 -6 1 0\n" + end
    deleted = added + "8 d 8 0\n" + "9 4 1 0 -5 -6 1 0\n" + end
    for proof in (with_group, deleted):
        for form in (proof, encode(proof)):
            ok, why, counts = check_lrat(F, form)
            assert ok and counts["lrat_rat_steps"] == 2, why
    for form in (without_group, encode(without_group)):
        ok, why, _ = check_lrat(F, form)
        assert not ok and "no RAT hints for clause 8 on pivot 4" in why, why
    ok, why, _ = check_lrat(F, added + "8 d 8 0\n" + "9 4 1 0 -5 -6 1 -8 1 0\n" + end)
    assert not ok and "RAT group for clause 8" in why, why


def test_binary_lrat_malformed_is_rejected() -> None:
    good = encode(VALID["RAT with an empty group for a tautological resolvent"])
    assert check_lrat(F, good)[0]
    for cut in range(1, len(good) - 1):
        assert not check_lrat(F, good[:cut])[0], cut  # every truncation (the empty clause is last)
    assert "expected 'a' or 'd'" in check_lrat(F, b"x" + good)[1]
    assert "positive clause id" in check_lrat(F, b"a\x0f\x00\x00")[1]  # id -7
    assert "too long" in check_lrat(F, b"a" + b"\xff" * 12 + b"\x01\x00\x00")[1]


def test_worker_takes_lrat_text_and_binary_base64() -> None:
    dimacs = "p cnf 4 6\n" + "".join(" ".join(map(str, c)) + " 0\n" for c in F)
    text = VALID["deletion lines, an empty one too"]
    for cert in (
        {"lrat_text": text},
        {"lrat_base64": base64.b64encode(encode(text)).decode(), "encoding": "binary"},
        {"lrat_base64": base64.b64encode(text.encode()).decode(), "encoding": "text"},
    ):
        answer = check({"claim": {"kind": "CNF_UNSATISFIABLE"}, "subject": {"dimacs": dimacs}, "certificate": cert})
        assert answer["accepted"], (cert, answer["reason"])
    bad = INVALID["wrong pivot (lemma reordered)"][0]
    cert = {"lrat_base64": base64.b64encode(encode(bad)).decode(), "encoding": "binary"}
    answer = check({"claim": {"kind": "CNF_UNSATISFIABLE"}, "subject": {"dimacs": dimacs}, "certificate": cert})
    assert not answer["accepted"] and "RAT group for clause 6" in answer["reason"]


@pytest.fixture(scope="module")
def elaborated(tmp_path_factory: pytest.TempPathFactory) -> list[tuple[list[list[int]], str]]:
    out = []
    paths = sorted((FIXTURES / "uuf50-218").glob("*.cnf"))[:10]
    assert len(paths) == 10
    for path in paths:
        proof = tmp_path_factory.mktemp("p") / "proof"
        subprocess.run(["cadical", "-q", str(path), str(proof)], check=False, capture_output=True)
        num_vars, clauses = parse_dimacs(path.read_text())
        out.append((clauses, elaborate(num_vars, clauses, parse_binary(proof.read_bytes()))[0]))
    return out


def test_elaborated_cadical_lrat_binary_and_mutants(elaborated: list) -> None:
    for clauses, text in elaborated:
        assert check_lrat(clauses, text)[0] and check_lrat(clauses, encode(text))[0]
        lines = text.splitlines()
        final = lines[-1].split()
        hints = final[2:-1]
        lemma = next(i for i, line in enumerate(lines) if line.split()[1] != "d")
        mutants = {
            "missing hint": lines[:-1] + [" ".join(final[:2] + hints[1:] + ["0"])],
            "hint to a deleted clause": lines[:-1] + [f"{final[0]} d {hints[0]} 0", lines[-1]],
            "no empty clause": lines[:-1],
            "id not increasing": lines[:lemma] + [" ".join(["1"] + lines[lemma].split()[1:])] + lines[lemma + 1 :],
        }
        for label, mutant in mutants.items():
            mtext = "\n".join(mutant) + "\n"
            assert not check_lrat(clauses, mtext)[0], label
            assert not check_lrat(clauses, encode(mtext))[0], label
