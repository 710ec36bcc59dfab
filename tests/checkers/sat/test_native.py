"""The compiled DRAT -> LRAT elaborator (drat-elab, untrusted) as the SAT proof checker runs it.

Real processes throughout: cadical writes the proofs, the installed drat-elab elaborates them, the
LRAT kernel decides. The trust tests run a real elaborator program whose output is damaged (one hint
changed) or made up: the kernel must reject it, which shows that acceptance comes from the kernel and
not from the elaborator. The fallback test points the checker at a binary that is not there.
"""

from __future__ import annotations

import base64
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from fixture_paths import SAT as FIXTURES  # noqa: E402

from jacobian.checkers import spec as checker_spec
from jacobian.checkers.sat import native
from jacobian.checkers.sat.dimacs import parse_dimacs
from jacobian.checkers.sat.drat import parse_binary
from jacobian.checkers.sat.elaborate import elaborate
from jacobian.checkers.sat.lrat import check_lrat
from jacobian.checkers.sat.proof_check import check
from jacobian.checkers.spec import SAT_DRAT_LRAT

UNSAT_FILES = sorted((FIXTURES / "uuf50-218").glob("*.cnf"))


def test_the_compiled_elaborator_is_installed():
    """gcc is in the Justfile's debian_packages and setup.py builds drat-elab: a missing binary is an
    install defect (the checkers would silently run the slow Python elaborator), not a reason to skip."""
    assert native.BINARY.is_file(), f"{native.BINARY} was not built: is a C compiler installed (just system)?"


def php(n: int) -> str:
    var = lambda p, h: p * n + h + 1  # noqa: E731
    cls = [[var(p, h) for h in range(n)] for p in range(n + 1)]
    cls += [[-var(p, h), -var(q, h)] for h in range(n) for p in range(n + 1) for q in range(p + 1, n + 1)]
    return f"p cnf {n * (n + 1)} {len(cls)}\n" + "".join(" ".join(map(str, c)) + " 0\n" for c in cls)


def cadical_proof(cnf: Path, out: Path, binary: bool = True) -> bytes:
    argv = ["cadical", "-q", *([] if binary else ["--no-binary"]), str(cnf), str(out)]
    assert subprocess.run(argv, capture_output=True, timeout=120).returncode == 20
    return out.read_bytes()


def request(dimacs: str, proof: bytes, binary: bool = True) -> dict:
    cert = (
        {"proof_base64": base64.b64encode(proof).decode(), "encoding": "binary"}
        if binary
        else {"proof_text": proof.decode()}
    )
    return {
        "claim": {"kind": "CNF_UNSATISFIABLE"},
        "format": "drat",
        "subject": {"dimacs": dimacs},
        "certificate": cert,
    }


@pytest.fixture(scope="module")
def php_proof(tmp_path_factory: pytest.TempPathFactory) -> tuple[str, bytes]:
    cnf = tmp_path_factory.mktemp("php") / "php6.cnf"
    cnf.write_text(php(6))
    return cnf.read_text(), cadical_proof(cnf, cnf.with_suffix(".drat"))


@pytest.mark.parametrize("path", UNSAT_FILES[::5], ids=lambda p: p.stem)
def test_native_lrat_of_uuf50_is_accepted_by_the_kernel(path: Path, tmp_path: Path) -> None:
    for binary in (True, False):
        proof = cadical_proof(path, tmp_path / "p", binary)
        answer = check(request(path.read_text(), proof, binary))
        assert answer["accepted"] is True, answer["reason"]
        assert answer["elaborator"] == "native" and "elaborator_fallback" not in answer
        assert "by the native elaborator" in answer["reason"]
    num_vars, clauses = parse_dimacs(path.read_text())
    binary_proof = cadical_proof(path, tmp_path / "p", True)
    lrat, counts = native.elaborate_native(num_vars, clauses, [binary_proof], binary=True)
    assert check_lrat(clauses, lrat)[0]
    # the same forward pass as the Python elaborator (the backward one propagates core clauses first)
    python_lrat, python_counts = elaborate(num_vars, clauses, parse_binary(binary_proof))
    assert check_lrat(clauses, python_lrat)[0]
    same = ("lemmas", "deletions", "ignored_deletions", "ignored_reason_deletions", "tautologies", "early_conflict")
    assert {k: counts[k] for k in same} == {k: python_counts[k] for k in same}


def test_native_lrat_of_a_pigeonhole_proof_is_accepted(php_proof: tuple[str, bytes]) -> None:
    dimacs, proof = php_proof
    answer = check(request(dimacs, proof))
    assert answer["accepted"] is True and answer["elaborator"] == "native", answer["reason"]
    assert answer["checked"]["core_lemmas"] > 100 and answer["checked"]["lrat_steps"] > 100


def _program(tmp_path: Path, body: str) -> Path:
    """A real elaborator program (Python, run as a child process like drat-elab)."""
    path = tmp_path / "elaborator"
    path.write_text(f"#!{sys.executable}\n{body}")
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return path


CORRUPTING = """
import subprocess, sys
real = subprocess.run([{binary!r}, *sys.argv[1:]], stdin=sys.stdin, capture_output=True)
lines = real.stdout.decode().splitlines()
for k, line in enumerate(lines):  # the first addition with at least two hints: drop its first hint
    toks = line.split()
    if "d" in toks[:2]:
        continue
    cut = toks.index("0", 1)
    if len(toks) - cut - 2 >= 2:
        del toks[cut + 1]
        lines[k] = " ".join(toks)
        break
sys.stdout.write("\\n".join(lines) + "\\n")
sys.stderr.write(real.stderr.decode())
sys.exit(real.returncode)
"""


def test_a_damaged_native_lrat_is_rejected_by_the_kernel(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = UNSAT_FILES[0]
    proof = cadical_proof(path, tmp_path / "p")
    program = _program(tmp_path, CORRUPTING.format(binary=str(native.BINARY)))
    monkeypatch.setattr(native, "BINARY", program)
    answer = check(request(path.read_text(), proof))
    assert answer["accepted"] is False and answer["elaborator"] == "native"
    assert "hint" in answer["reason"] or "do not refute" in answer["reason"], answer["reason"]


def test_a_made_up_lrat_is_rejected_by_the_kernel(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """An elaborator claiming the empty clause straight from two original clauses."""
    path = UNSAT_FILES[0]
    num_vars, clauses = parse_dimacs(path.read_text())
    counts = " ".join(f"{k}=0" for k in native.COUNT_KEYS)
    body = (
        "import sys\nsys.stdin.buffer.read()\n"
        f"sys.stdout.write('{len(clauses) + 1} 0 1 2 0\\n')\nsys.stderr.write('counts {counts}\\n')\n"
    )
    monkeypatch.setattr(native, "BINARY", _program(tmp_path, body))
    answer = check(request(path.read_text(), cadical_proof(path, tmp_path / "p")))
    assert answer["accepted"] is False and answer["elaborator"] == "native"
    assert "hint 1" in answer["reason"], answer["reason"]


def test_without_the_binary_the_python_elaborator_runs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = UNSAT_FILES[1]
    monkeypatch.setattr(native, "BINARY", tmp_path / "drat-elab")
    answer = check(request(path.read_text(), cadical_proof(path, tmp_path / "p")))
    assert answer["accepted"] is True and answer["elaborator"] == "python"
    assert "not installed" in answer["elaborator_fallback"] and "by the python elaborator" in answer["reason"]


def test_a_crashing_binary_falls_back_and_a_malformed_proof_gets_the_python_parser_message(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = UNSAT_FILES[2]
    proof = cadical_proof(path, tmp_path / "p", binary=False)
    answer = check(request(path.read_text(), proof + b"1 x 0\n", binary=False))  # the real binary refuses it
    assert answer["accepted"] is False and answer["elaborator"] == "python"
    assert "status 2" in answer["elaborator_fallback"]
    assert answer["reason"].startswith("malformed DRAT proof: line"), answer["reason"]
    monkeypatch.setattr(
        native, "BINARY", _program(tmp_path, "import os, signal\nos.kill(os.getpid(), signal.SIGSEGV)\n")
    )
    answer = check(request(path.read_text(), proof, binary=False))
    assert answer["accepted"] is True and answer["elaborator"] == "python"
    assert "status -11" in answer["elaborator_fallback"]


def test_a_wrong_lemma_is_rejected_by_the_native_elaborator_with_the_python_wording(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = UNSAT_FILES[3]
    proof = cadical_proof(path, tmp_path / "p", binary=False)
    payloads = [
        request(path.read_text(), b"1 2 3 0\n" + proof, binary=False),
        request(path.read_text(), b"1 2 0\n", binary=False),
    ]
    payloads[0]["certificate"]["check_all_lemmas"] = True  # (backward checking may skip a lemma it never needs)
    native_answers = [check(p) for p in payloads]
    assert [a["elaborator"] for a in native_answers] == ["native", "native"]
    assert native_answers[0]["reason"] == "DRAT check failed: lemma 1 (1 2 3 0) is neither RUP nor RAT"
    assert "never derives the empty clause" in native_answers[1]["reason"]
    monkeypatch.setattr(native, "BINARY", tmp_path / "absent")
    python_answers = [check(p) for p in payloads]
    assert [a["elaborator"] for a in python_answers] == ["python", "python"]
    assert [a["reason"] for a in python_answers] == [a["reason"] for a in native_answers]
    assert not any(a["accepted"] for a in native_answers + python_answers)


def test_the_worker_process_runs_the_installed_binary(tmp_path: Path) -> None:
    from jacobian.wire import request_line

    path = UNSAT_FILES[4]
    payload = request(path.read_text(), cadical_proof(path, tmp_path / "p"))
    argv = [sys.executable, "-I", "-m", "jacobian.checkers.sat.proof_check"]
    proc = subprocess.run(argv, input=request_line(payload), capture_output=True, timeout=120)
    assert proc.returncode == 0, proc.stderr[-500:]
    assert b'"elaborator":"native"' in proc.stdout.replace(b" ", b"") and b'"accepted":true' in proc.stdout.replace(
        b" ", b""
    )


def test_the_checker_digest_covers_the_binary(tmp_path: Path) -> None:
    root = tmp_path / "jacobian" / "checkers"
    shutil.copytree(checker_spec.HERE, root, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(checker_spec.HERE.parent / "wire.py", root.parent / "wire.py")  # COMMON_TRUSTED's ../wire.py
    assert SAT_DRAT_LRAT.digest(root) == SAT_DRAT_LRAT.digest()
    binary = root / "sat" / "drat-elab"
    data = bytearray(binary.read_bytes())
    data[-1] ^= 1
    binary.write_bytes(bytes(data))
    changed = SAT_DRAT_LRAT.digest(root)
    assert changed != SAT_DRAT_LRAT.digest()
    binary.unlink()
    assert SAT_DRAT_LRAT.digest(root) not in (changed, SAT_DRAT_LRAT.digest())
    assert native.BINARY.stat().st_mode & stat.S_IXOTH  # runnable by the job uid (65534)
