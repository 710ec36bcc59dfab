"""Adapters for the SAT solver executables (cadical, cryptominisat5, minisat, picosat).

Each engine is described by what it can do (conflict / propagation / time
limits, DRAT proofs), how to call it on ``input.cnf`` in the job's scratch
directory, and how to read its answer. Assumptions are added to the formula as
unit clauses before the job is planned: F with assumptions a1..ak is
satisfiable exactly when F AND a1 AND ... AND ak is, so the answer is exact
(only the failed-assumption core is not available from these engines).

Exit codes follow the SAT competition convention (10 SAT, 20 UNSAT, 0 unknown;
cryptominisat uses 15 for an indeterminate stop); the answer must agree with
the exit code. Every engine writes its answer to ``result.txt`` in the scratch
directory, never the model to stdout: a model of the 2,000,000 variables the
DIMACS parser admits is about 17 MB, more than a job's output budget, but well
within its file-size budget. cadical (``-w``) and picosat (``-o``) write the
competition format there; minisat its own result format, and cryptominisat
(``--dumpresult``) the same, which it writes only for SAT or UNSAT: its ``s``
line on stdout says when it stopped without an answer.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

INPUT = "input.cnf"
#: A DRAT proof's file name: in the job's directory (solver or worker), in the run's hold, beside the checker.
PROOF = "proof.drat"
RESULT = "result.txt"


@dataclass(frozen=True)
class CliAnswer:
    status: str  # SAT | UNSAT | UNKNOWN
    model: list[int] | None = None


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

    def argv(
        self, executable: str, conflicts: int | None, propagations: int | None, seconds: float | None, proof: bool
    ) -> tuple[list[str], tuple[str, ...]]:
        """Command line and the files to collect afterwards (the proof, written to ``PROOF``, is never
        collected into memory: the job keeps it as a file, see :meth:`keep`)."""
        n = self.name
        if n == "cadical":
            argv = [executable, "-q", "-w", RESULT]
            argv += ["-c", str(conflicts)] if conflicts is not None else []
            argv += ["-t", str(max(1, math.ceil(seconds)))] if seconds is not None else []
            argv += [INPUT] + ([PROOF] if proof else [])
            return argv, (RESULT,)
        if n == "cryptominisat":
            argv = [executable, "--verb", "0", "--threads", "1", "--printsol", "0", "--dumpresult", RESULT]
            argv += ["--maxconfl", str(conflicts)] if conflicts is not None else []
            argv += ["--maxtime", repr(float(seconds))] if seconds is not None else []
            return argv + [INPUT], (RESULT,)
        if n == "minisat":
            argv = [executable, "-verb=0"]
            argv += [f"-cpu-lim={max(1, math.ceil(seconds))}"] if seconds is not None else []
            return argv + [INPUT, RESULT], (RESULT,)
        if n == "picosat":
            argv = [executable, "-o", RESULT]
            argv += ["-P", str(propagations)] if propagations is not None else []
            argv += ["-L", str(max(1, math.ceil(seconds)))] if seconds is not None else []
            return argv + [INPUT], (RESULT,)
        raise ValueError(f"no adapter for engine {n!r}")

    def keep(self, proof: bool) -> tuple[str, ...]:
        """The files the job keeps (moved out of its scratch, never read whole): the proof, when one is
        asked for and this engine writes one."""
        return (PROOF,) if proof and self.proof else ()

    def parse(self, exit_code: int | None, stdout: bytes, files: dict[str, bytes], num_vars: int) -> CliAnswer:
        """The answer, or ValueError when the output cannot be read or disagrees with the exit code."""
        if self.name == "minisat":
            status, model = _parse_minisat(files.get(RESULT, b""), num_vars)
        elif self.name == "cryptominisat":
            status, model = _parse_minisat(files.get(RESULT, b""), num_vars)
            said = _status(stdout.decode("utf-8", "replace").splitlines())
            if RESULT not in files:
                status = said
            elif said != status:
                raise ValueError(f"cryptominisat printed {said} but its result file says {status}")
        else:
            status, model = _parse_competition(files.get(RESULT, b""), num_vars)
        expected = {10: "SAT", 20: "UNSAT"}.get(exit_code or 0, "UNKNOWN")
        if status != expected:
            raise ValueError(f"{self.name} answered {status} but exited with code {exit_code}")
        return CliAnswer(status, model)


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
    value: dict[int, int] = {}
    for lit in lits:
        if value.setdefault(abs(lit), lit) != lit:
            raise ValueError(f"the model sets variable {abs(lit)} both ways")
    return [value.get(v, -v) for v in range(1, num_vars + 1)]


def _status(lines: list[str]) -> str:
    """The answer of the last ``s`` line (UNKNOWN when there is none)."""
    status = "UNKNOWN"
    for raw in lines:
        line = raw.strip()
        if line.startswith("s "):
            status = {"SATISFIABLE": "SAT", "UNSATISFIABLE": "UNSAT"}.get(line[2:].strip(), "UNKNOWN")
    return status


def _parse_competition(output: bytes, num_vars: int) -> tuple[str, list[int] | None]:
    lines = output.decode("utf-8", "replace").splitlines()
    status = _status(lines)
    if status != "SAT":
        return status, None
    tokens = [t for raw in lines if (line := raw.strip()).startswith("v ") or line == "v" for t in line[1:].split()]
    return status, _complete(_literals(tokens, num_vars), num_vars)


def _parse_minisat(result: bytes, num_vars: int) -> tuple[str, list[int] | None]:
    lines = result.decode("utf-8", "replace").split("\n", 1)
    head = lines[0].strip()
    if head == "SAT":
        tokens = lines[1].split() if len(lines) > 1 else []
        return "SAT", _complete(_literals(tokens, num_vars), num_vars)
    if head == "UNSAT":
        return "UNSAT", None
    return "UNKNOWN", None
