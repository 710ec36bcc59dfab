"""The cvc5 binding: check one prepared script with a fresh solver."""

from __future__ import annotations

import re
from typing import Any

import cvc5

from jacobian.wire import WorkerError

_POS = re.compile(r":(\d+)\.(\d+):")


def version() -> str:
    solver = cvc5.Solver(cvc5.TermManager())
    raw = solver.getVersion()
    text = raw.decode() if isinstance(raw, bytes) else str(raw)
    return text.removeprefix("cvc5 ").strip()


def _input_error(exc: Exception, where: tuple[int, int] | None) -> WorkerError:
    message = str(exc).strip()
    m = _POS.search(message)
    extra = {"line": int(m.group(1)), "column": int(m.group(2))} if m else {}
    if not extra and where is not None:  # no position in the message: the command being read
        extra = {"line": where[0], "column": where[1]}
    return WorkerError("INPUT", f"cvc5 rejected the script: {message}", path="$.payload.script", **extra)


_REASON = {
    "TIMEOUT": "timeout",
    "RESOURCEOUT": "resource-limit",
    "MEMOUT": "resource-limit",
    "INCOMPLETE": "incomplete",
}


def check(
    text: str,
    named: list[str],
    budget: dict[str, Any],
    want_core: bool,
    has_logic: bool,
    positions: list[tuple[int, int]],
) -> dict[str, Any]:
    tm = cvc5.TermManager()  # fresh per request: nothing leaks between pooled jobs
    solver = cvc5.Solver(tm)
    solver.setOption("produce-models", "true")
    if want_core:
        solver.setOption("produce-unsat-cores", "true")
    solver.setOption("tlimit-per", str(int(budget["timeout_ms"])))
    if budget.get("rlimit"):
        solver.setOption("rlimit-per", str(int(budget["rlimit"])))
    if not has_logic:
        solver.setLogic("ALL")
    symbols = cvc5.SymbolManager(tm)
    parser = cvc5.InputParser(solver, symbols)
    parser.setStringInput(cvc5.InputLanguage.SMT_LIB_2_6, text, "script")
    done = 0
    try:
        while True:
            command = parser.nextCommand()
            if command.isNull():
                break
            command.invoke(solver, symbols)
            done += 1
    except RuntimeError as exc:
        raise _input_error(exc, positions[done] if done < len(positions) else None) from None
    result = solver.checkSat()
    out: dict[str, Any] = {}
    if result.isSat():
        out["status"] = "sat"
        sorts, terms = symbols.getDeclaredSorts(), symbols.getDeclaredTerms()
        text_model = solver.getModel(sorts, terms)
        out["model_text"] = text_model.decode() if isinstance(text_model, bytes) else str(text_model)
    elif result.isUnsat():
        out["status"] = "unsat"
        if want_core:
            names = symbols.getNamedTerms()
            out["unsat_core"] = sorted(names[t] for t in solver.getUnsatCore() if t in names)
    else:
        out["status"] = "unknown"
        explanation = result.getUnknownExplanation()
        name = getattr(explanation, "name", str(explanation)).split(".")[-1]
        out["reason"] = name.lower()
        out["reason_kind"] = _REASON.get(name, "other")
    return out
