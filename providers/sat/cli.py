"""Adapters for the SAT solver executables (cadical, cryptominisat5, minisat, picosat).

Each engine is described by what it can do (conflict / propagation / time
limits, DRAT proofs), how to call it on ``input.cnf`` in the job's scratch
directory, and how to read its answer. Assumptions are added to the formula as
unit clauses before the job is planned: F with assumptions a1..ak is
satisfiable exactly when F AND a1 AND ... AND ak is, so the answer is exact
(only the failed-assumption core is not available from these engines).

Exit codes follow the SAT competition convention (10 SAT, 20 UNSAT, 0 unknown;
cryptominisat uses 15 for an indeterminate stop); the answer is read from the
``s`` line (or minisat's result file) and must agree with the exit code.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

INPUT = "input.cnf"
PROOF = "proof.drat"
RESULT = "result.txt"


@dataclass(frozen=True)
class CliAnswer:
    status: str  # SAT | UNSAT | UNKNOWN
    model: list[int] | None = None
    proof: bytes | None = None


@dataclass(frozen=True)
class Dialect:
    name: str
    conflicts: bool
    propagations: bool
    seconds: bool
    proof: bool  # writes a DRAT proof (binary for cadical)
    proof_binary: bool = False

    def unsupported(self, conflicts: int | None, propagations: int | None) -> str | None:
        """The first requested limit this engine cannot enforce, or None."""
        if conflicts is not None and not self.conflicts:
            return "conflicts"
        if propagations is not None and not self.propagations:
            return "propagations"
        return None

    def argv(self, executable: str, conflicts: int | None, propagations: int | None, seconds: float | None, proof: bool) -> tuple[list[str], tuple[str, ...]]:
        """Command line and the files to collect afterwards."""
        n = self.name
        if n == "cadical":
            argv = [executable, "-q"]
            argv += ["-c", str(conflicts)] if conflicts is not None else []
            argv += ["-t", str(max(1, math.ceil(seconds)))] if seconds is not None else []
            argv += [INPUT] + ([PROOF] if proof else [])
            return argv, ((PROOF,) if proof else ())
        if n == "cryptominisat":
            argv = [executable, "--verb", "0", "--threads", "1"]
            argv += ["--maxconfl", str(conflicts)] if conflicts is not None else []
            argv += ["--maxtime", repr(float(seconds))] if seconds is not None else []
            return argv + [INPUT], ()
        if n == "minisat":
            argv = [executable, "-verb=0"]
            argv += [f"-cpu-lim={max(1, math.ceil(seconds))}"] if seconds is not None else []
            return argv + [INPUT, RESULT], (RESULT,)
        if n == "picosat":
            argv = [executable]
            argv += ["-P", str(propagations)] if propagations is not None else []
            argv += ["-L", str(max(1, math.ceil(seconds)))] if seconds is not None else []
            return argv + [INPUT], ()
        raise ValueError(f"no adapter for engine {n!r}")

    def parse(self, exit_code: int | None, stdout: bytes, files: dict[str, bytes], num_vars: int) -> CliAnswer:
        """The answer, or ValueError when the output cannot be read or disagrees with the exit code."""
        if self.name == "minisat":
            status, model = _parse_minisat(files.get(RESULT, b""), num_vars)
        else:
            status, model = _parse_competition(stdout, num_vars)
        expected = {10: "SAT", 20: "UNSAT"}.get(exit_code or 0, "UNKNOWN")
        if status != expected:
            raise ValueError(f"{self.name} answered {status} but exited with code {exit_code}")
        proof = files.get(PROOF) if status == "UNSAT" and self.proof else None
        return CliAnswer(status, model, proof)


DIALECTS = {
    "cadical": Dialect("cadical", conflicts=True, propagations=False, seconds=True, proof=True, proof_binary=True),
    "cryptominisat": Dialect("cryptominisat", conflicts=True, propagations=False, seconds=True, proof=False),
    "minisat": Dialect("minisat", conflicts=False, propagations=False, seconds=True, proof=False),
    "picosat": Dialect("picosat", conflicts=False, propagations=True, seconds=True, proof=False),
}


def _literals(tokens: list[str], num_vars: int) -> list[int]:
    values = []
    for token in tokens:
        lit = int(token)  # ValueError on garbage
        if lit == 0:
            break
        if abs(lit) > num_vars:
            raise ValueError(f"model literal {lit} is out of range")
        values.append(lit)
    return values


def _complete(lits: list[int], num_vars: int) -> list[int]:
    value = {}
    for lit in lits:
        if value.setdefault(abs(lit), lit) != lit:
            raise ValueError(f"the model sets variable {abs(lit)} both ways")
    return [value.get(v, -v) for v in range(1, num_vars + 1)]


def _parse_competition(stdout: bytes, num_vars: int) -> tuple[str, list[int] | None]:
    status, tokens = None, []
    for raw in stdout.decode("utf-8", "replace").splitlines():
        line = raw.strip()
        if line.startswith("s "):
            word = line[2:].strip()
            status = {"SATISFIABLE": "SAT", "UNSATISFIABLE": "UNSAT"}.get(word, "UNKNOWN")
        elif line.startswith("v ") or line == "v":
            tokens += line[1:].split()
    if status is None:
        status = "UNKNOWN"
    return status, (_complete(_literals(tokens, num_vars), num_vars) if status == "SAT" else None)


def _parse_minisat(result: bytes, num_vars: int) -> tuple[str, list[int] | None]:
    lines = result.decode("utf-8", "replace").split("\n", 1)
    head = lines[0].strip()
    if head == "SAT":
        tokens = lines[1].split() if len(lines) > 1 else []
        return "SAT", _complete(_literals(tokens, num_vars), num_vars)
    if head == "UNSAT":
        return "UNSAT", None
    return "UNKNOWN", None
