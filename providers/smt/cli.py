"""Adapter for the Debian ``z3`` and ``cvc5`` executables (one process per job).

The job gets the script as ``problem.smt2`` in its scratch directory: the
caller's text with every non-kept command blanked (so the solver's line and
column numbers are the caller's), then our own trailer. Its output is read
back positionally: errors before the status are input errors; after the
status come exactly three responses (reason-unknown, model, unsat core), each
possibly an ``(error ...)`` when not applicable.
"""

from __future__ import annotations

import re
from typing import Any

from .script import Atom, ScriptError, SList, read_sexprs

INPUT_NAME = "problem.smt2"
TRAILER = "\n(check-sat)\n(get-info :reason-unknown)\n(get-model)\n(get-unsat-core)\n"
Z3_PREFIX = "(set-option :produce-unsat-cores true) "  # z3: same line, so only line-1 columns shift
_STATUS = re.compile(r"^(sat|unsat|unknown)\s*$", re.MULTILINE)
_Z3_POS = re.compile(r"line (\d+) column (\d+)")
_CVC5_POS = re.compile(r":(\d+)\.(\d+):")


def file_text(backend: str, blanked: str) -> str:
    return (Z3_PREFIX if backend == "z3" else "") + blanked + TRAILER


def argv(backend: str, executable: str, timeout_ms: int, rlimit: int | None) -> tuple[str, ...]:
    if backend == "z3":
        args = [executable, "-smt2", f"-t:{timeout_ms}"]
        if rlimit:
            args.append(f"rlimit={rlimit}")
    else:
        args = [executable, "--lang=smt2", "--produce-models", "--produce-unsat-cores", f"--tlimit-per={timeout_ms}"]
        if rlimit:
            args.append(f"--rlimit-per={rlimit}")
    return (*args, INPUT_NAME)


class CliInputError(Exception):
    def __init__(self, message: str, line: int | None, column: int | None) -> None:
        super().__init__(message)
        self.message, self.line, self.column = message, line, column


def _error_text(expr: SList) -> str | None:
    if (
        len(expr.items) == 2
        and isinstance(expr.items[0], Atom)
        and expr.items[0].text == "error"
        and isinstance(expr.items[1], Atom)
    ):
        return expr.items[1].text
    return None


def input_error(backend: str, message: str) -> CliInputError:
    pattern = _Z3_POS if backend == "z3" else _CVC5_POS
    m = pattern.search(message)
    if not m:
        return CliInputError(message, None, None)
    line, column = int(m.group(1)), int(m.group(2))
    if backend == "z3" and line == 1:
        column = max(0, column - len(Z3_PREFIX))
    return CliInputError(message, line, column)


def parse_output(backend: str, stdout: str, stderr: str) -> dict[str, Any]:
    """The solver's answer as the worker would report it (without the typed model)."""
    m = _STATUS.search(stdout)
    before = stdout[: m.start()] if m else stdout
    for pattern in (r'\(error "((?:[^"]|"")*)"\)',):
        err = re.search(pattern, before)
        if err:
            raise input_error(backend, err.group(1).replace('""', '"'))
    if m is None:
        raise input_error(backend, (stderr.strip() or stdout.strip() or "the solver printed no status")[:2000])
    status = m.group(1)
    try:
        responses = read_sexprs(stdout[m.end() :])
    except ScriptError as exc:
        raise ValueError(f"unreadable solver output after the status: {exc}") from None
    out: dict[str, Any] = {"status": status}
    reason = responses[0] if responses else None
    model = responses[1] if len(responses) > 1 else None
    core = responses[2] if len(responses) > 2 else None
    if status == "unknown":
        text = "unknown"
        if isinstance(reason, SList) and len(reason.items) == 2 and isinstance(reason.items[1], Atom):
            text = reason.items[1].text
        out["reason"] = text
        out["reason_kind"] = _reason_kind(text)
    if status == "sat" and isinstance(model, SList) and _error_text(model) is None:
        out["model_text"] = stdout[m.end() :][_span(stdout[m.end() :], 1)]
    if status == "unsat" and isinstance(core, SList) and _error_text(core) is None:
        out["unsat_core"] = sorted(a.text for a in core.items if isinstance(a, Atom))
    return out


def _span(text: str, index: int) -> slice:
    """The character span of the index-th top-level list in text."""
    exprs = read_sexprs(text)
    return slice(exprs[index].start, exprs[index].end)


def _reason_kind(reason: str) -> str:
    r = reason.lower()
    if "timeout" in r or "canceled" in r:
        return "timeout"
    if "resource" in r or "rlimit" in r or "memout" in r:
        return "resource-limit"
    if "incomplete" in r or "quantif" in r:
        return "incomplete"
    return "other"
