"""The z3-solver binding: check and optimize one prepared script in a fresh context."""

from __future__ import annotations

import re
from typing import Any

import z3

from jacobian.wire import WorkerError

_POS = re.compile(r"line (\d+) column (\d+)")


def version() -> str:
    return z3.get_version_string()


def _input_error(exc: Exception) -> WorkerError:
    value = getattr(exc, "value", None)  # z3.Z3Exception carries the solver's message here
    raw = value if isinstance(value, (bytes, str)) else str(exc)
    message = raw.decode(errors="replace") if isinstance(raw, bytes) else str(raw)
    message = message.strip()
    m = _POS.search(message)
    extra = {"line": int(m.group(1)), "column": int(m.group(2))} if m else {}
    return WorkerError("INPUT", f"z3 rejected the script: {message}", path="$.payload.script", **extra)


def _reason_kind(reason: str) -> str:
    r = reason.lower()
    if "timeout" in r or "canceled" in r or "cancelled" in r:
        return "timeout"
    if "resource" in r or "rlimit" in r or "memory" in r:
        return "resource-limit"
    if "incomplete" in r or "quantif" in r or "(sat.giveup" in r:
        return "incomplete"
    return "other"


def _apply_budget(target: Any, budget: dict[str, Any]) -> None:
    target.set("timeout", int(budget["timeout_ms"]))
    if budget.get("rlimit"):
        target.set("rlimit", int(budget["rlimit"]))


def _tracked(parsed: Any, names: list[str | None], ctx: Any) -> Any:
    """A solver where the i-th assertion is tracked by its :named name (for unsat cores)."""
    solver = z3.Solver(ctx=ctx)
    assertions = list(parsed.assertions())
    if len(assertions) != len(names):
        raise WorkerError("INTERNAL", f"z3 read {len(assertions)} assertions, the script has {len(names)}")
    for formula, name in zip(assertions, names):
        if name is None:
            solver.add(formula)
            continue
        tracker = z3.Bool(name, ctx)
        if z3.is_implies(formula) and formula.arg(0).eq(tracker):  # how z3 may read (! f :named n)
            formula = formula.arg(1)
        solver.assert_and_track(formula, tracker)
    return solver


def check(text: str, names: list[str | None], budget: dict[str, Any], want_core: bool) -> dict[str, Any]:
    """``names``: per assert command, its :named name or None."""
    ctx = z3.Context()  # fresh per request: nothing leaks between pooled jobs
    parsed = z3.Solver(ctx=ctx)
    try:
        parsed.from_string(text)
    except z3.Z3Exception as exc:
        raise _input_error(exc) from None
    solver = _tracked(parsed, names, ctx)
    _apply_budget(solver, budget)
    status = solver.check()
    named = {n for n in names if n is not None}
    out: dict[str, Any] = {"status": str(status)}
    if status == z3.sat:
        model = solver.model()
        out["model_text"] = model.sexpr()
        out["universes"] = {str(s): [str(e) for e in model.get_universe(s)] for s in model.sorts()}
    elif status == z3.unsat:
        if want_core:
            out["unsat_core"] = sorted(str(t) for t in solver.unsat_core() if str(t) in named)
    else:
        out["reason"] = solver.reason_unknown()
        out["reason_kind"] = _reason_kind(out["reason"])
    return out


def _bound(vector: Any) -> dict[str, str]:
    # Z3 gives a bound as (infinity coefficient, finite part, epsilon coefficient).
    inf, fin, eps = (_exact(v) for v in vector)
    return {"infinity": inf, "finite": fin, "epsilon": eps}


def _exact(v: Any) -> str:
    if z3.is_int_value(v):
        return v.as_string()
    if z3.is_rational_value(v):
        q = v.as_fraction()
        return str(q.numerator) if q.denominator == 1 else f"{q.numerator}/{q.denominator}"
    return v.sexpr()


def optimize(text: str, named: list[str], senses: list[str], budget: dict[str, Any]) -> dict[str, Any]:
    ctx = z3.Context()
    opt = z3.Optimize(ctx=ctx)
    _apply_budget(opt, budget)
    try:
        opt.from_string(text)
    except z3.Z3Exception as exc:
        raise _input_error(exc) from None
    for n in named:
        opt.add(z3.Bool(n, ctx))
    status = opt.check()
    out: dict[str, Any] = {"status": str(status), "objectives": []}
    for i, sense in enumerate(senses):
        handle = z3.OptimizeObjective(opt, i, sense == "maximize")
        out["objectives"].append({"lower": _bound(handle.lower_values()), "upper": _bound(handle.upper_values())})
    if status == z3.sat:
        out["model_text"] = opt.model().sexpr()
    elif status != z3.unsat:
        out["reason"] = opt.reason_unknown()
        out["reason_kind"] = _reason_kind(out["reason"])
        try:
            out["model_text"] = opt.model().sexpr()  # best model found so far, if any
        except z3.Z3Exception:
            pass
    return out
