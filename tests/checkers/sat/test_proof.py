"""The DRAT/LRAT proof checker on real proofs (CaDiCaL text and binary, PySAT
Glucose 4 and CaDiCaL 1.9.5) for every uuf50-218 fixture, and rejection tests.

Rejections of mutated proofs are judged against a naive forward DRAT checker
written here (``reference_valid``): it checks every lemma by plain unit
propagation, so a mutant it rejects is really broken. The checker's strict
mode (``check_all_lemmas``) must agree with it exactly. The default mode only
checks the lemmas the refutation needs (backward checking); when it accepts a
mutant, the test confirms the acceptance is honest: the kernel checked an LRAT
refutation that does not contain the damaged lemma.
"""

from __future__ import annotations

import base64
import subprocess
from pathlib import Path

import pytest
from fixture_paths import SAT as FIXTURES  # noqa: E402
from pysat.solvers import Cadical195, Glucose4

from jacobian.checkers.sat.dimacs import parse_dimacs
from jacobian.checkers.sat.drat import parse_binary, parse_text
from jacobian.checkers.sat.elaborate import elaborate
from jacobian.checkers.sat.lrat import check_lrat
from jacobian.checkers.sat.native import elaborate_native
from jacobian.checkers.sat.proof_check import check

UNSAT_FILES = sorted((FIXTURES / "uuf50-218").glob("*.cnf"))


def cadical_proof(path: Path, out: Path, binary: bool) -> bytes:
    argv = ["cadical", "-q", str(path), str(out)]
    if not binary:
        argv.insert(1, "--no-binary")
    proc = subprocess.run(argv, capture_output=True, timeout=60)
    assert proc.returncode == 20, proc.stdout[:200]
    return out.read_bytes()


@pytest.fixture(scope="module")
def proofs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict]:
    tmp = tmp_path_factory.mktemp("proofs")
    table = {}
    for path in UNSAT_FILES:
        table[path.stem] = {
            "dimacs": path.read_text(),
            "text": cadical_proof(path, tmp / f"{path.stem}.drat", binary=False).decode(),
            "binary": cadical_proof(path, tmp / f"{path.stem}.bdrat", binary=True),
        }
    return table


def drat_request(dimacs: str, text: str, **extra: object) -> dict:
    return {
        "claim": {"kind": "CNF_UNSATISFIABLE"},
        "format": "drat",
        "subject": {"dimacs": dimacs},
        "certificate": {"proof_text": text, **extra},
    }


def binary_request(dimacs: str, data: bytes) -> dict:
    return {
        "claim": {"kind": "CNF_UNSATISFIABLE"},
        "format": "drat",
        "subject": {"dimacs": dimacs},
        "certificate": {"proof_base64": base64.b64encode(data).decode(), "encoding": "binary"},
    }


def lrat_request(dimacs: str, text: str) -> dict:
    return {
        "claim": {"kind": "CNF_UNSATISFIABLE"},
        "format": "lrat",
        "subject": {"dimacs": dimacs},
        "certificate": {"lrat_text": text},
    }


# --- a naive reference: forward DRAT, every lemma, plain propagation ---------------------------


def _up_refutes(clauses: list[list[int]], false_lits: set[int]) -> bool:
    true = {-lit for lit in false_lits}
    if any(-lit in true for lit in true):
        return True
    changed = True
    while changed:
        changed = False
        for clause in clauses:
            if any(lit in true for lit in clause):
                continue
            open_lits = [lit for lit in clause if -lit not in true]
            if not open_lits:
                return True
            if len(set(open_lits)) == 1:
                true.add(open_lits[0])
                changed = True
    return False


def reference_valid(clauses: list[list[int]], steps: list[tuple[bool, list[int]]]) -> bool:
    """Forward DRAT up to the first empty clause, or to the point where unit propagation
    alone refutes the database (as the checker does); unit deletions ignored."""
    live = [list(c) for c in clauses]
    if not any(not lits and not dele for dele, lits in steps):
        return False
    for dele, lits in steps:
        if _up_refutes(live, set()):
            return True
        if dele:
            key = set(lits)
            if len(key) > 1:
                match = [i for i, c in enumerate(live) if set(c) == key]
                if match:
                    live.pop(match[-1])
            continue
        if not lits:
            return _up_refutes(live, set())
        if any(-lit in lits for lit in lits):
            continue  # tautology
        if not _up_refutes(live, set(lits)):
            pivot = lits[0]
            for clause in live:
                if -pivot not in clause:
                    continue
                rest = [lit for lit in clause if lit != -pivot]
                if any(-lit in lits or -lit in rest for lit in rest):
                    continue
                if not _up_refutes(live, set(lits) | set(rest)):
                    return False
        live.append(list(lits))
    return False


def lrat_lemma_lines(lrat: str) -> list[list[int]]:
    out = []
    for line in lrat.splitlines():
        toks = line.split()
        if toks[1] != "d":
            ints = list(map(int, toks[1:]))
            out.append(ints[: ints.index(0)])
    return out


# --- every real proof is accepted ---------------------------------------------------------------


def test_fixture_set_is_complete() -> None:
    assert len(UNSAT_FILES) == 100


@pytest.mark.parametrize("name", [p.stem for p in UNSAT_FILES])
def test_cadical_text_and_binary_proofs_are_accepted(proofs: dict, name: str) -> None:
    item = proofs[name]
    for request in (drat_request(item["dimacs"], item["text"]), binary_request(item["dimacs"], item["binary"])):
        answer = check(request)
        assert answer["accepted"], answer["reason"]
        assert answer["checked"]["core_lemmas"] <= answer["checked"]["lemmas"]
        assert answer["checked"]["lrat_steps"] == answer["checked"]["core_lemmas"] + 1
        assert answer["lrat_digest"].startswith("sha256:")
    strict = check(drat_request(item["dimacs"], item["text"], check_all_lemmas=True))
    assert strict["accepted"], strict["reason"]
    # the binary and text proofs of one run describe the same steps
    assert parse_binary(item["binary"]) == parse_text(item["text"])


@pytest.mark.parametrize("path", UNSAT_FILES[::10], ids=lambda p: p.stem)
@pytest.mark.parametrize("solver_class", [Glucose4, Cadical195])
def test_pysat_proofs_with_deletions_are_accepted(path: Path, solver_class: type) -> None:
    dimacs = path.read_text()
    _, clauses = parse_dimacs(dimacs)
    with solver_class(bootstrap_with=clauses, with_proof=True) as solver:
        assert solver.solve() is False
        text = "\n".join(solver.get_proof()) + "\n"
    answer = check(drat_request(dimacs, text))
    assert answer["accepted"], answer["reason"]


def test_emitted_lrat_is_accepted_directly(proofs: dict) -> None:
    item = proofs[UNSAT_FILES[0].stem]
    num_vars, clauses = parse_dimacs(item["dimacs"])
    lrat, _ = elaborate(num_vars, clauses, parse_text(item["text"]))
    answer = check(lrat_request(item["dimacs"], lrat))
    assert answer["accepted"], answer["reason"]


# --- proofs that must be rejected ----------------------------------------------------------------


@pytest.mark.parametrize("name", [p.stem for p in UNSAT_FILES])
def test_truncated_and_emptyless_proofs(proofs: dict, name: str) -> None:
    """Without its final empty clause a CaDiCaL proof still refutes by unit propagation over its
    lemmas, and is accepted as drat-trim accepts it (the LRAT then ends with an explicit empty
    clause the kernel checks); a proof cut in half is accepted only that way, or rejected."""
    item = proofs[name]
    lines = item["text"].splitlines()
    assert lines[-1].strip() == "0"
    no_empty = "\n".join(lines[:-1]) + "\n"
    answer = check(drat_request(item["dimacs"], no_empty))
    assert answer["accepted"] and answer["checked"]["implicit_empty_clause"] == 1, answer["reason"]
    half = "\n".join(lines[: len(lines) // 2]) + "\n"
    answer = check(drat_request(item["dimacs"], half))
    assert (
        answer["checked"].get("implicit_empty_clause") == 1
        if answer["accepted"]
        else "reaches no conflict" in answer["reason"]
    )
    cut_inside = item["text"][: len(item["text"]) - 4]  # mid-clause
    assert not check(drat_request(item["dimacs"], cut_inside))["accepted"]
    for cut in (len(item["binary"]) - 1, len(item["binary"]) // 2):
        assert not check(binary_request(item["dimacs"], item["binary"][:cut]))["accepted"]


def test_no_empty_clause_accepted_only_when_lemmas_propagate_to_a_conflict() -> None:
    dimacs = "p cnf 3 4\n1 2 0\n-1 2 0\n1 -2 0\n-1 -2 0\n"
    answer = check(drat_request(dimacs, "2 0\n"))  # (2), then (1 -2) gives 1 and (-1 -2) is falsified
    assert answer["accepted"] and answer["checked"]["implicit_empty_clause"] == 1
    assert answer["checked"]["lrat_steps"] == 2  # the lemma and the empty clause, both kernel-checked
    answer = check(drat_request(dimacs, "1 2 3 0\n"))
    assert not answer["accepted"]
    assert "never derives the empty clause, and unit propagation" in answer["reason"]
    answer = check(drat_request(dimacs, "2 0\nd -1 -2 0\n"))
    assert answer["accepted"]  # the conflict is reached on adding (2), before the deletion
    answer = check(drat_request(dimacs, "d -1 -2 0\n2 0\n"))  # deleted first: (2) gives 1, no conflict
    assert not answer["accepted"] and "reaches no conflict" in answer["reason"]


def test_proof_for_another_formula_is_rejected(proofs: dict) -> None:
    names = sorted(proofs)
    for this, other in zip(names, names[1:] + names[:1]):
        answer = check(drat_request(proofs[this]["dimacs"], proofs[other]["text"]))
        assert not answer["accepted"], (this, other)
        answer = check(binary_request(proofs[this]["dimacs"], proofs[other]["binary"]))
        assert not answer["accepted"], (this, other)


def test_proof_for_formula_with_a_clause_dropped_is_rejected(proofs: dict) -> None:
    """The formula minus its first clause: the original proof must not check (it used that clause)."""
    for name in sorted(proofs)[:20]:
        item = proofs[name]
        head, *body = item["dimacs"].strip().split("\n")
        num_vars, clauses = parse_dimacs(item["dimacs"])
        lrat, _ = elaborate(num_vars, clauses, parse_text(item["text"]))
        used = {abs(int(t)) for line in lrat.splitlines() for t in line.split()[1:] if line.split()[1] != "d"}
        victim = min(i for i in range(1, len(clauses) + 1) if i in used)
        kept = [c for i, c in enumerate(clauses, start=1) if i != victim]
        dimacs = f"p cnf {num_vars} {len(kept)}\n" + "".join(" ".join(map(str, c)) + " 0\n" for c in kept)
        answer = check(drat_request(dimacs, item["text"]))
        if answer["accepted"]:  # only honest if the proof does not need that clause after all
            assert reference_valid(kept, parse_text(item["text"])), name


MUTANTS = ("flip", "drop", "remove", "empty")


def elaborated_by(answer: dict, num_vars: int, clauses: list, steps: list) -> str:
    """The LRAT that the elaborator named in ``answer`` (the compiled one or the Python one) writes."""
    if answer.get("elaborator") == "native":
        return elaborate_native(num_vars, clauses, [to_text(steps).encode()], binary=False)[0]
    return elaborate(num_vars, clauses, steps)[0]


def mutate(steps: list, k: int, how: str) -> list:
    out = list(steps)
    dele, lits = out[k]
    if how == "flip":
        out[k] = (dele, [-lits[0]] + lits[1:])
    elif how == "drop":
        out[k] = (dele, lits[1:])
    elif how == "remove":
        del out[k]
    elif how == "empty":
        out[k] = (dele, [])
    return out


def to_text(steps: list) -> str:
    return "".join(
        ("d " if dele else "") + " ".join(map(str, lits)) + (" " if lits else "") + "0\n" for dele, lits in steps
    )


@pytest.mark.parametrize("name", [p.stem for p in UNSAT_FILES[:12]])
def test_mutated_lemmas_strict_mode_agrees_with_reference(proofs: dict, name: str) -> None:
    """Alter / shorten / remove one core lemma: strict mode decides exactly as the
    reference; default mode rejects, or accepts without using the damaged lemma."""
    item = proofs[name]
    num_vars, clauses = parse_dimacs(item["dimacs"])
    steps = parse_text(item["text"])
    lrat, _ = elaborate(num_vars, clauses, steps)
    core = {tuple(lits) for lits in lrat_lemma_lines(lrat)}
    adds = [k for k, (dele, lits) in enumerate(steps) if not dele and lits and tuple(lits) in core]
    broken = 0
    for k in adds[:3] + adds[len(adds) // 2 : len(adds) // 2 + 1]:
        for how in MUTANTS:
            if how == "drop" and len(steps[k][1]) < 2:
                continue
            mutant = mutate(steps, k, how)
            valid = reference_valid(clauses, mutant)
            strict = check(drat_request(item["dimacs"], to_text(mutant), check_all_lemmas=True))
            assert strict["accepted"] is valid, (k, how, strict["reason"])
            default = check(drat_request(item["dimacs"], to_text(mutant)))
            if not valid:
                broken += 1
                if default["accepted"] and how in ("flip", "drop"):
                    damaged = tuple(mutant[k][1])
                    n2, c2 = parse_dimacs(item["dimacs"])
                    lrat2 = elaborated_by(default, n2, c2, mutant)
                    assert damaged not in {tuple(x) for x in lrat_lemma_lines(lrat2)}
                    assert check_lrat(c2, lrat2)[0]
            if how == "empty" and not valid:
                assert not default["accepted"]  # an early, unjustified empty clause is always fatal
    assert broken > 0


@pytest.mark.parametrize("name", [p.stem for p in UNSAT_FILES])
def test_first_lemma_altered_is_rejected(proofs: dict, name: str) -> None:
    """CaDiCaL's first lemma is never a tautology and the formula is not refuted by
    unit propagation alone; replacing it by the empty clause or by its literals'
    negations as units leaves nothing to justify it: rejected in both modes."""
    item = proofs[name]
    steps = parse_text(item["text"])
    k = next(k for k, (dele, lits) in enumerate(steps) if not dele)
    _, clauses = parse_dimacs(item["dimacs"])
    assert not _up_refutes(clauses, set())
    mutant = mutate(steps, k, "empty")
    for extra in ({}, {"check_all_lemmas": True}):
        answer = check(drat_request(item["dimacs"], to_text(mutant), **extra))
        assert not answer["accepted"]
        assert "does not follow by unit propagation" in answer["reason"]


# --- LRAT-level rejections ------------------------------------------------------------------------


def emitted_lrat(item: dict) -> tuple[list[list[int]], str]:
    num_vars, clauses = parse_dimacs(item["dimacs"])
    lrat, _ = elaborate(num_vars, clauses, parse_text(item["text"]))
    return clauses, lrat


@pytest.mark.parametrize("name", [p.stem for p in UNSAT_FILES[:30]])
def test_lrat_hint_to_deleted_clause_is_rejected(proofs: dict, name: str) -> None:
    clauses, lrat = emitted_lrat(proofs[name])
    lines = lrat.splitlines()
    d = next((i for i, line in enumerate(lines) if line.split()[1] == "d"), None)
    if d is None:  # no deletion in this proof: add one, of the first hint of the first step
        toks = lines[0].split()
        first_hint = toks[toks.index("0", 1) + 1]
        lines.insert(0, f"{len(clauses)} d {first_hint} 0")
        d = 0
    deleted = int(lines[d].split()[2])
    toks = lines[d + 1].split()
    cut = toks.index("0", 1)
    toks[cut + 1] = str(deleted)  # first hint of the next step now names the deleted clause
    lines[d + 1] = " ".join(toks)
    ok, reason = check_lrat(clauses, "\n".join(lines))[:2]
    assert not ok and f"hint {deleted} is not a live clause" in reason
    answer = check(lrat_request(proofs[name]["dimacs"], "\n".join(lines)))
    assert not answer["accepted"]


@pytest.mark.parametrize("name", [p.stem for p in UNSAT_FILES[:30]])
def test_lrat_wrong_hints_are_rejected(proofs: dict, name: str) -> None:
    clauses, lrat = emitted_lrat(proofs[name])
    lines = lrat.splitlines()
    final = lines[-1].split()
    assert final[1] == "0"
    hints = final[2:-1]
    used = set(hints)
    # a 3-literal original clause not in the chain, placed first: three open literals
    stranger = next(str(i) for i in range(1, len(clauses) + 1) if str(i) not in used and len(set(clauses[i - 1])) == 3)
    variants = {
        "wrong first hint": [stranger] + hints[1:],
        "conflict clause dropped": hints[:-1],
        "chain reversed": hints[::-1],
        "unknown id": hints[:-1] + ["999999"],
    }
    for label, new in variants.items():
        text = "\n".join(lines[:-1] + [" ".join(final[:2] + new + ["0"])])
        ok, reason, _ = check_lrat(clauses, text)
        assert not ok, label
    # a wrong hint inside a lemma step
    toks = lines[0].split()
    cut = toks.index("0", 1)
    toks[cut + 1] = stranger
    ok, reason, _ = check_lrat(clauses, "\n".join([" ".join(toks)] + lines[1:]))
    assert not ok


def test_lrat_kernel_small_cases() -> None:
    clauses = [[1, 2], [-1, 2], [1, -2], [-1, -2]]
    good = "5 2 0 1 2 0\n6 0 5 3 4 0\n"
    assert check_lrat(clauses, good)[0]
    assert not check_lrat(clauses, "5 2 0 1 2 0\n5 d 5 0\n6 0 5 3 4 0\n")[0]  # hint at deleted lemma
    assert not check_lrat(clauses, "5 2 0 1 2 0\n")[0]  # no empty clause
    assert not check_lrat(clauses, "5 2 0 1 0\n6 0 3 4 5 0\n")[0]  # 1 alone is not unit... then RAT fails
    assert not check_lrat(clauses, "4 2 0 1 2 0\n6 0 3 4 5 0\n")[0]  # id not increasing
    assert not check_lrat(clauses, "5 2 0 1 2 0\n6 0 5 3 7 0\n")[0]  # unknown id
    assert not check_lrat(clauses, "5 2 0 1 2\n")[0]  # malformed
    # RAT: over clauses (1 2), (-1 2): the lemma (-2 3) with fresh 3 is RAT on -2? candidates contain 2:
    # resolvent with (1 2) is (1 3): not implied by UP, so rejected.
    assert not check_lrat([[1, 2], [-1, 2]], "3 -2 0 0\n")[0]
    # RAT on a fresh variable (no clause contains its negation): accepted, an extension
    ok, reason, counts = check_lrat([[1], [-1]], "3 5 0 0\n4 0 1 2 0\n")
    assert ok and counts["lrat_rat_steps"] == 1
    # RAT with a group: F = (1 2), (-1 3); lemma (-1) -- pivot -1, candidate (1 2): resolvent (2) ... not RUP
    assert not check_lrat([[1, 2], [-1, 3]], "3 -1 0 -1 0\n")[0]


def test_rat_lemma_from_drat_is_elaborated_and_kernel_checked() -> None:
    """(3) is not RUP but is RAT on 3: its one candidate (-3 1) resolves to (1), which is RUP."""
    dimacs = "p cnf 4 5\n-3 1 0\n1 2 0\n1 -2 0\n-1 4 0\n-1 -4 0\n"
    proof = "3 0\n1 0\n0\n"
    answer = check(drat_request(dimacs, proof, check_all_lemmas=True))
    assert answer["accepted"], answer["reason"]
    assert answer["checked"]["rat_lemmas"] == 1 and answer["checked"]["lrat_rat_steps"] == 1
    # the default mode does not need (3) and skips it
    answer = check(drat_request(dimacs, proof))
    assert answer["accepted"] and answer["checked"]["core_lemmas"] == 1
    # with (-3 5) added, (3) is not RAT: the resolvent (5) is not RUP. Adding (3) makes unit
    # propagation refute the formula, so the refutation ends there and (3) is needed: rejected.
    dimacs2 = "p cnf 5 6\n-3 1 0\n1 2 0\n1 -2 0\n-1 4 0\n-1 -4 0\n-3 5 0\n"
    for extra in ({}, {"check_all_lemmas": True}):
        answer = check(drat_request(dimacs2, proof, **extra))
        assert not answer["accepted"] and "neither RUP nor RAT" in answer["reason"]
    # after (1) unit propagation already refutes the formula: later steps are never used
    answer = check(drat_request(dimacs2, "1 0\n3 0\n0\n", check_all_lemmas=True))
    assert answer["accepted"] and answer["checked"]["early_conflict"] == 1
    # a fresh unit has no candidates at all: RAT, accepted
    answer = check(drat_request(dimacs, "7 0\n1 0\n0\n", check_all_lemmas=True))
    assert answer["accepted"] and answer["checked"]["rat_lemmas"] == 1


def test_empty_clause_early_stops_the_check() -> None:
    dimacs = "p cnf 2 4\n1 2 0\n-1 2 0\n1 -2 0\n-1 -2 0\n"
    answer = check(drat_request(dimacs, "2 0\n0\nthis is not parsed? no: garbage is still a parse error\n"))
    assert not answer["accepted"]
    answer = check(drat_request(dimacs, "2 0\n0\n1 -1 5 0\n-2 0\n7 7 0\n"))
    assert answer["accepted"] and answer["checked"]["lrat_steps"] == 2


def test_unit_deletions_are_ignored_and_others_honoured() -> None:
    dimacs = "p cnf 4 6\n1 2 0\n-1 2 0\n1 -2 3 0\n-1 -2 3 0\n-3 4 0\n-3 -4 0\n"
    answer = check(drat_request(dimacs, "2 0\nd 2 0\n3 0\n0\n"))
    assert answer["accepted"], answer["reason"]
    assert answer["checked"]["ignored_reason_deletions"] == 1
    # deleting (1 -2 3), which is not a reason, is honoured: (3) no longer follows
    answer = check(drat_request(dimacs, "2 0\nd 1 -2 3 0\n3 0\n0\n"))
    assert not answer["accepted"] and "neither RUP nor RAT" in answer["reason"]
    # deleting a clause that is not there is ignored
    answer = check(drat_request(dimacs, "2 0\nd 1 4 0\n3 0\n0\n"))
    assert answer["accepted"] and answer["checked"]["ignored_deletions"] == 1


@pytest.mark.parametrize(
    "certificate, reason",
    [
        ({}, "exactly one of"),
        ({"proof_text": "0\n", "lrat_text": "1 0 0\n"}, "exactly one of"),
        ({"proof_text": 5}, "must be a string"),
        ({"proof_base64": "!!!", "encoding": "binary"}, "not valid base64"),
        ({"proof_base64": "YQA=", "encoding": "rot13"}, "encoding"),
        ({"proof_text": "0\n", "check_all_lemmas": "yes"}, "boolean"),
    ],
)
def test_malformed_certificates_are_rejected(certificate: dict, reason: str) -> None:
    payload = {
        "claim": {"kind": "CNF_UNSATISFIABLE"},
        "subject": {"dimacs": "p cnf 1 2\n1 0\n-1 0\n"},
        "certificate": certificate,
    }
    answer = check(payload)
    assert answer["accepted"] is False and reason in answer["reason"]


def test_format_and_claim_must_match() -> None:
    base = {"subject": {"dimacs": "p cnf 1 2\n1 0\n-1 0\n"}, "certificate": {"proof_text": "0\n"}}
    assert check({**base, "claim": {"kind": "CNF_UNSATISFIABLE"}})["accepted"] is True
    assert check({**base, "claim": {"kind": "CNF_SATISFIABLE"}})["accepted"] is False
    assert check({**base, "claim": {"kind": "CNF_UNSATISFIABLE"}, "format": "lrat"})["accepted"] is False
    assert check({**base, "claim": {"kind": "CNF_UNSATISFIABLE"}, "format": "drup"})["accepted"] is False
