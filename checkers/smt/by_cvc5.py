"""Checker ``smt.model.cvc5``: cvc5 (binding) validates Z3 models.

``python -I -m jacobian.checkers.smt.by_cvc5``. The validation script is read
by cvc5's own parser and every command run by cvc5; the check-sat results are
the answers, one per assertion.
"""

from __future__ import annotations

import cvc5

from .request import serve_with

TIMEOUT_MS = 60_000


def version() -> str:
    raw = cvc5.Solver(cvc5.TermManager()).getVersion()
    return (raw.decode() if isinstance(raw, bytes) else str(raw)).removeprefix("cvc5 ")


def run(text: str) -> list[str]:
    tm = cvc5.TermManager()
    solver = cvc5.Solver(tm)
    solver.setOption("incremental", "true")
    solver.setOption("arrays-exp", "true")  # constant arrays, as Z3 models use them
    solver.setOption("tlimit-per", str(TIMEOUT_MS))
    symbols = cvc5.SymbolManager(tm)
    parser = cvc5.InputParser(solver, symbols)
    parser.setStringInput(cvc5.InputLanguage.SMT_LIB_2_6, text, "validation")
    answers: list[str] = []
    try:
        while True:
            command = parser.nextCommand()
            if command.isNull():
                break
            if command.getCommandName() == "check-sat":
                result = solver.checkSat()
                answers.append(
                    "sat"
                    if result.isSat()
                    else "unsat"
                    if result.isUnsat()
                    else f"unknown ({result.getUnknownExplanation()})"
                )
            else:
                command.invoke(solver, symbols)
    except RuntimeError as exc:
        answers.append(f"error: {exc}")
    return answers


def main() -> None:
    serve_with("cvc5", run, version)


if __name__ == "__main__":
    main()
