"""The SMT worker program: one request per line, engine named by ``backend``.

Request payload (built by :mod:`.capabilities`)::

    {"op": "check" | "optimize", "backend": "z3" | "cvc5", "script": str,
     "unsat_core": bool, "budget": {"timeout_ms": int, "rlimit": int | None}}

The worker re-runs the safety gate of :mod:`.script` itself (defence in
depth), blanks the commands the runtime does not run, and hands the rest to
the binding. ``--probe`` prints the binding's version. Each request gets a
fresh solver context, so a pooled worker carries nothing from one job to the
next.
"""

from __future__ import annotations

import sys
from typing import Any

from jacobian.wire import Emitter, WorkerError, serve

from .model import parse_model
from .script import ScriptError, SList, assertion_name, blank_ignored, check_script


def _engine(backend: str):
    if backend == "z3":
        from . import engine_z3

        return engine_z3
    if backend == "cvc5":
        from . import engine_cvc5

        return engine_cvc5
    raise WorkerError("CONFIG", f"unknown backend {backend!r} (expected z3 or cvc5)")


def _assert_name(command: SList) -> str | None:
    return assertion_name(command)


def _typed_model(result: dict[str, Any], named: list[str]) -> None:
    if "model_text" in result:
        try:
            result["model"] = parse_model(result["model_text"], result.pop("universes", None), frozenset(named))
        except ScriptError as exc:
            result["model_error"] = f"the model text could not be read: {exc}"


def handle(payload: dict[str, Any], emit: Emitter) -> dict[str, Any]:
    op = payload.get("op")
    engine = _engine(str(payload.get("backend", "z3")))
    budget = payload.get("budget") or {}
    budget = {"timeout_ms": int(budget.get("timeout_ms") or 10_000), "rlimit": budget.get("rlimit")}
    try:
        checked = check_script(str(payload.get("script", "")), allow_objectives=(op == "optimize"))
    except ScriptError as exc:
        raise WorkerError("INPUT", exc.reason, path="$.payload.script", line=exc.line, column=exc.column) from None
    text = blank_ignored(payload["script"], checked)
    named = list(checked.named)
    emit.progress(0.1, "script read")
    if op == "check":
        has_logic = any(c.items[0].text == "set-logic" for c in checked.kept)  # type: ignore[union-attr]
        if payload.get("backend") == "cvc5":
            positions = [(c.line, c.column) for c in checked.kept]
            result = engine.check(text, named, budget, bool(payload.get("unsat_core")), has_logic, positions)
        else:
            names = [_assert_name(c) for c in checked.kept if c.items[0].text == "assert"]  # type: ignore[union-attr]
            result = engine.check(text, names, budget, bool(payload.get("unsat_core")))
    elif op == "optimize":
        if payload.get("backend") != "z3":
            raise WorkerError("CONFIG", "optimization needs the z3 backend")
        if not checked.objectives:
            raise WorkerError("INPUT", "no objective: add (minimize t) or (maximize t)", path="$.payload.script")
        result = engine.optimize(text, named, [s for s, _ in checked.objectives], budget)
        for obj, (sense, term) in zip(result["objectives"], checked.objectives):
            obj.update(sense=sense, term=term)
    else:
        raise WorkerError("PROTOCOL", f"unknown op {op!r}")
    _typed_model(result, named)
    result["ignored_commands"] = list(checked.ignored)
    result["engine_version"] = engine.version()
    return result


def main(argv: list[str] | None = None) -> None:
    args = sys.argv[1:] if argv is None else argv
    if args[:1] == ["--probe"]:
        backend = args[1] if len(args) > 1 else "z3"
        print(f"{backend} {_engine(backend).version()}")
        return
    serve(handle)


if __name__ == "__main__":
    main()
