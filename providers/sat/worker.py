"""The PySAT worker: the only module of the SAT family that imports ``pysat``.

Runs sandboxed as ``python -I -m jacobian.providers.sat.worker`` and serves
JSON Lines requests (see :mod:`jacobian.wire`). The runtime has already
parsed and bounded the DIMACS input, so a request carries
``num_vars`` and ``clauses`` as integer lists; ``op`` is one of ``solve``,
``enumerate``, ``mus``, ``maxsat``. ``--probe`` prints the PySAT version and
the solvers that can actually be instantiated here.

Budgets (``limits``: ``conflicts``, ``propagations``, ``seconds``) apply to the
whole operation: the remaining conflict/propagation allowance is handed to each
``solve_limited`` call, and a timer interrupts the solver when the seconds run
out. A call that comes back ``None`` ends the operation with ``UNKNOWN``;
nothing is ever concluded from an interrupted call.
"""

from __future__ import annotations

import os
import re
import sys
import threading
from typing import Any

from jacobian.wire import Emitter, WorkerError, serve

SOLVER_NAMES = (
    "cadical195",
    "cadical153",
    "cadical103",
    "glucose4",
    "glucose42",
    "glucose3",
    "lingeling",
    "maplechrono",
    "maplecm",
    "maplesat",
    "mergesat3",
    "minicard",
    "minisat22",
)
# Solvers whose pysat binding writes a DRAT/DRUP proof with ``with_proof=True``.
PROOF_SOLVERS = frozenset(
    {
        "cadical195",
        "cadical153",
        "cadical103",
        "glucose4",
        "glucose42",
        "glucose3",
        "lingeling",
        "maplechrono",
        "maplecm",
        "maplesat",
    }
)
PLAIN_NAME = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$")  # a proof_file: no path, no leading dot
NO_LIMITED_SOLVE = frozenset({"lingeling"})
NO_PROPAGATION_BUDGET = frozenset({"cadical195", "cadical153", "cadical103", "lingeling"})
# The CaDiCaL bindings keep the GIL while solving, so a timer thread can never interrupt them.
NO_TIME_LIMIT = frozenset({"cadical195", "cadical153", "cadical103", "lingeling"})


class OutOfBudget(Exception):
    """A solver call returned ``None``: a limit ran out (or the timer fired)."""


class Limits:
    """One operation's budget, shared by every solver call it makes."""

    def __init__(self, spec: dict[str, Any] | None, solver_name: str) -> None:
        spec = spec or {}
        self.conflicts = _opt_int(spec.get("conflicts"), "limits.conflicts")
        self.propagations = _opt_int(spec.get("propagations"), "limits.propagations")
        seconds = spec.get("seconds")
        if seconds is not None and (not isinstance(seconds, (int, float)) or isinstance(seconds, bool) or seconds <= 0):
            raise WorkerError("INPUT", "limits.seconds must be a positive number", path="$.payload.limits.seconds")
        self.seconds = seconds
        self.limited = self.conflicts is not None or self.propagations is not None or seconds is not None
        if self.limited and solver_name in NO_LIMITED_SOLVE:
            raise WorkerError(
                "INPUT",
                f"solver {solver_name} cannot run with a budget; choose another solver",
                path="$.payload.solver",
            )
        if self.propagations is not None and solver_name in NO_PROPAGATION_BUDGET:
            raise WorkerError(
                "INPUT",
                f"solver {solver_name} has no propagation budget; "
                "use a conflict budget or another solver (e.g. glucose4)",
                path="$.payload.limits.propagations",
            )
        if seconds is not None and solver_name in NO_TIME_LIMIT:
            raise WorkerError(
                "INPUT",
                f"solver {solver_name} cannot be interrupted by a time limit; "
                "use limits.conflicts, the wall budget, or another solver (e.g. glucose4)",
                path="$.payload.limits.seconds",
            )
        self.used_conflicts = 0
        self.used_propagations = 0
        self.timer: threading.Timer | None = None
        self.timed_out = threading.Event()

    def start(self, solver: Any) -> None:
        if self.seconds is not None:

            def fire() -> None:
                self.timed_out.set()
                solver.interrupt()

            self.timer = threading.Timer(self.seconds, fire)
            self.timer.daemon = True
            self.timer.start()

    def stop(self) -> None:
        if self.timer is not None:
            self.timer.cancel()

    def call(self, solver: Any, assumptions: list[int]) -> bool:
        """One solver call within what is left of the budget; raises OutOfBudget on ``None``."""
        if not self.limited:
            return bool(solver.solve(assumptions=assumptions))
        if self.timed_out.is_set():
            raise OutOfBudget("time limit")
        before = _stats(solver)
        if self.conflicts is not None:
            left = self.conflicts - self.used_conflicts
            if left <= 0:
                raise OutOfBudget("conflict limit")
            solver.conf_budget(left)
        if self.propagations is not None:
            left = self.propagations - self.used_propagations
            if left <= 0:
                raise OutOfBudget("propagation limit")
            solver.prop_budget(left)
        answer = solver.solve_limited(assumptions=assumptions, expect_interrupt=self.seconds is not None)
        after = _stats(solver)
        self.used_conflicts += max(0, after.get("conflicts", 0) - before.get("conflicts", 0))
        self.used_propagations += max(0, after.get("propagations", 0) - before.get("propagations", 0))
        if answer is None:
            if self.seconds is not None:
                solver.clear_interrupt()
            raise OutOfBudget("time limit" if self.timed_out.is_set() else "conflict or propagation limit")
        return bool(answer)


def _opt_int(value: Any, name: str) -> int | None:
    if value is None:
        return None
    if not isinstance(value, int) or isinstance(value, bool) or value < 1:
        raise WorkerError("INPUT", f"{name} must be a positive integer", path=f"$.payload.{name}")
    return value


def _stats(solver: Any) -> dict[str, int]:
    try:
        return dict(solver.accum_stats() or {})
    except Exception:  # noqa: BLE001 - not every binding keeps statistics
        return {}


def formula_of(payload: dict[str, Any], key: str = "clauses") -> tuple[int, list[list[int]]]:
    num_vars = payload.get("num_vars")
    clauses = payload.get(key)
    if not isinstance(num_vars, int) or num_vars < 0 or not isinstance(clauses, list):
        raise WorkerError("INPUT", "request needs num_vars (int) and clauses (list of lists)")
    for clause in clauses:
        if not isinstance(clause, list) or not all(
            isinstance(l, int) and l != 0 and abs(l) <= num_vars for l in clause
        ):
            raise WorkerError("INPUT", f"bad clause {str(clause)[:80]}: literals are non-zero ints within num_vars")
    return num_vars, clauses


def _literals(payload: dict[str, Any], key: str, num_vars: int) -> list[int]:
    lits = payload.get(key) or []
    if not isinstance(lits, list) or not all(isinstance(l, int) and l != 0 and abs(l) <= num_vars for l in lits):
        raise WorkerError(
            "INPUT", f"{key} must be non-zero literals within the formula's variables", path=f"$.payload.{key}"
        )
    return lits


def new_solver(name: str, clauses: list[list[int]], with_proof: bool = False) -> Any:
    from pysat.solvers import Solver

    if name not in SOLVER_NAMES:
        raise WorkerError("INPUT", f"unknown solver {name!r}", path="$.payload.solver")
    try:
        return Solver(name=name, bootstrap_with=clauses, with_proof=with_proof)
    except Exception as exc:  # noqa: BLE001 - e.g. a binding missing from this build
        raise WorkerError("INPUT", f"solver {name} is not usable here: {exc}", path="$.payload.solver") from exc


def full_model(model: list[int] | None, num_vars: int) -> list[int]:
    """The solver's model over exactly 1..num_vars (variables it never saw are set false)."""
    value = {abs(l): l for l in (model or []) if abs(l) <= num_vars}
    return [value.get(v, -v) for v in range(1, num_vars + 1)]


def solver_name(payload: dict[str, Any], default: str) -> str:
    """The requested solver; by default ``default``, or glucose4 when the budget needs
    propagations or seconds (which the CaDiCaL bindings cannot enforce)."""
    limits = payload.get("limits") or {}
    if (
        default.startswith("cadical")
        and isinstance(limits, dict)
        and (limits.get("propagations") is not None or limits.get("seconds") is not None)
    ):
        default = "glucose4"
    name = payload.get("solver") or default
    if not isinstance(name, str):
        raise WorkerError("INPUT", "solver must be a name", path="$.payload.solver")
    return name


def op_solve(payload: dict[str, Any], emit: Emitter) -> dict[str, Any]:
    num_vars, clauses = formula_of(payload)
    assumptions = _literals(payload, "assumptions", num_vars)
    name = solver_name(payload, "cadical195")
    want_proof = bool(payload.get("proof")) and name in PROOF_SOLVERS
    to_file = proof_file_of(payload)
    limits = Limits(payload.get("limits"), name)
    if any(len(c) == 0 for c in clauses):
        # The formula holds the empty clause: UNSAT, and "0" is a complete DRAT proof.
        found = {"status": "UNSAT", "solver": name, "core": []}
        return {**found, **(_proof(["0"], to_file) if want_proof else {"proof_text": None})}
    solver = new_solver(name, clauses, with_proof=want_proof)
    try:
        limits.start(solver)
        try:
            sat = limits.call(solver, assumptions)
        except OutOfBudget as exc:
            return {"status": "UNKNOWN", "solver": name, "reason": str(exc), "stats": _stats(solver)}
        finally:
            limits.stop()
        if sat:
            return {
                "status": "SAT",
                "solver": name,
                "model": full_model(solver.get_model(), num_vars),
                "stats": _stats(solver),
            }
        result: dict[str, Any] = {
            "status": "UNSAT",
            "solver": name,
            "core": list(solver.get_core() or []) if assumptions else [],
            "stats": _stats(solver),
        }
        if want_proof:
            result.update(_proof(solver.get_proof() or [], to_file))
        return result
    finally:
        solver.delete()


def proof_file_of(payload: dict[str, Any]) -> str | None:
    """The request's ``proof_file``: a plain file name in the working directory to write the proof to, or None
    (the proof then goes back as text)."""
    to_file = payload.get("proof_file")
    if to_file is not None and (not isinstance(to_file, str) or not PLAIN_NAME.match(to_file)):
        raise WorkerError("INPUT", "proof_file must be a plain file name", path="$.payload.proof_file")
    return to_file


def proof_answer(lines: list[str], payload: dict[str, Any]) -> dict[str, Any]:
    """A refutation's DRAT proof as the answer carries it, where the request asks (:func:`proof_file_of`): written
    to the file (``{"proof_file", "proof_lines"}``), or as ``{"proof_text"}``. The one way every worker that
    refutes with PySAT (SAT, graph, combinatorics) hands its proof back."""
    return _proof(lines, proof_file_of(payload))


def _proof(lines: list[str], to_file: str | None) -> dict[str, Any]:
    """The proof as ``proof_text``, or written line by line to ``to_file`` in the working directory (the
    job's scratch, from which the runtime keeps it as a file: a proof of any size never travels in the
    answer; ``proof_lines`` counts its lines), ending with the empty clause either way (see :func:`proof_text`)."""
    if to_file is None:
        return {"proof_text": proof_text(lines)}
    last, count = None, 0
    # A fresh file of this job's: whatever an earlier request left at the name in a pooled worker's directory (a
    # proof the supervisor refused to keep: a symlink, a hard link, a pipe) is removed, never written through.
    try:
        os.unlink(to_file)
    except FileNotFoundError:
        pass
    fd = os.open(to_file, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC, 0o644)
    with open(fd, "w", encoding="ascii", errors="replace") as out:
        for line in lines:
            if stripped := line.strip():
                out.write(stripped + "\n")
                last, count = stripped, count + 1
        if last != "0":
            out.write("0\n")
            count += 1
    return {"proof_file": to_file, "proof_lines": count}


def proof_text(lines: list[str]) -> str:
    """The proof as DRAT text, ending with the empty clause.

    Bindings stop logging once they know the answer, so a proof may lack the
    final ``0`` (or be empty when unit propagation alone refutes the formula).
    Adding it is always sound: the checker must still derive it.
    """
    body = [ln.strip() for ln in lines if ln.strip()]
    if not body or body[-1] != "0":
        body.append("0")
    return "\n".join(body) + "\n"


def op_enumerate(payload: dict[str, Any], emit: Emitter) -> dict[str, Any]:
    num_vars, clauses = formula_of(payload)
    assumptions = _literals(payload, "assumptions", num_vars)
    projection = payload.get("projection")
    proj = (
        list(range(1, num_vars + 1))
        if projection is None
        else [abs(l) for l in _literals(payload, "projection", num_vars)]
    )
    proj = sorted(set(proj))
    limit = payload.get("limit")
    if not isinstance(limit, int) or isinstance(limit, bool) or limit < 1:
        raise WorkerError("INPUT", "limit must be a positive integer", path="$.payload.limit")
    name = solver_name(payload, "cadical195")
    limits = Limits(payload.get("limits"), name)
    models: list[list[int]] = []
    if any(len(c) == 0 for c in clauses):
        return {"status": "EXHAUSTED", "models": [], "solver": name}
    solver = new_solver(name, clauses)
    status, reason = None, None
    try:
        limits.start(solver)
        while status is None:
            try:
                sat = limits.call(solver, assumptions)
            except OutOfBudget as exc:
                status, reason = "BUDGET", str(exc)
                break
            if not sat:
                status = "EXHAUSTED"
            elif len(models) >= limit:
                status = "LIMIT"  # a further model exists
            else:
                raw = solver.get_model() or []
                known = {abs(l) for l in raw}
                full = full_model(raw, num_vars)
                fixed = [full[v - 1] for v in proj if v in known]
                free = [v for v in proj if v not in known]  # in no clause: any value gives a model
                total, taken = 1 << len(free), 0
                for bits in range(total):
                    if len(models) >= limit:
                        break
                    models.append(sorted(fixed + [v if (bits >> i) & 1 else -v for i, v in enumerate(free)], key=abs))
                    taken += 1
                if taken < total:
                    status = "LIMIT"
                elif not fixed:
                    status = "EXHAUSTED"  # nothing left to block: every projected assignment is listed
                else:
                    solver.add_clause([-l for l in fixed])
                    emit.progress(len(models) / limit, f"{len(models)} models")
    finally:
        limits.stop()
        solver.delete()
    return {"status": status, "models": models, "solver": name, "reason": reason}


def op_mus(payload: dict[str, Any], emit: Emitter) -> dict[str, Any]:
    """Deletion-based MUS over clause selectors, with clause-set refinement from cores."""
    num_vars, clauses = formula_of(payload)
    name = solver_name(payload, "cadical195")
    limits = Limits(payload.get("limits"), name)
    for i, clause in enumerate(clauses):
        if not clause:
            return {"status": "UNSAT", "mus": [i], "minimal": True, "solver": name}
    selectors = {num_vars + 1 + i: i for i in range(len(clauses))}
    solver = new_solver(name, [c + [-(num_vars + 1 + i)] for i, c in enumerate(clauses)])
    try:
        limits.start(solver)
        try:
            if limits.call(solver, list(selectors)):
                return {"status": "SAT", "model": full_model(solver.get_model(), num_vars), "solver": name}
        except OutOfBudget as exc:
            return {"status": "UNKNOWN", "reason": str(exc), "solver": name}
        untested = sorted(set(solver.get_core() or []), key=lambda s: selectors[s])
        necessary: list[int] = []
        while untested:
            candidate = untested.pop(0)
            try:
                sat = limits.call(solver, necessary + untested)
            except OutOfBudget as exc:
                subset = sorted(selectors[s] for s in necessary + [candidate] + untested)
                return {"status": "UNSAT", "mus": subset, "minimal": False, "reason": str(exc), "solver": name}
            if sat:
                necessary.append(candidate)  # without it the rest is satisfiable
            else:
                # Clause-set refinement: the new core lies inside the rest and keeps every
                # necessary selector (dropping one of those was shown satisfiable).
                refined = set(solver.get_core() or [])
                untested = [s for s in untested if s in refined]
            emit.progress(
                len(necessary) / max(1, len(necessary) + len(untested)),
                f"{len(necessary)} necessary, {len(untested)} to test",
            )
        return {"status": "UNSAT", "mus": sorted(selectors[s] for s in necessary), "minimal": True, "solver": name}
    finally:
        limits.stop()
        solver.delete()


def op_maxsat(payload: dict[str, Any], emit: Emitter) -> dict[str, Any]:
    from pysat.examples.rc2 import RC2
    from pysat.formula import WCNF

    num_vars, hard = formula_of(payload)
    soft = payload.get("soft")
    if not isinstance(soft, list):
        raise WorkerError("INPUT", "soft must be a list of [literals, weight]", path="$.payload.soft")
    name = solver_name(payload, "glucose4")
    limits = Limits(payload.get("limits"), name)
    wcnf = WCNF()
    for clause in hard:
        wcnf.append(list(clause))
    for i, item in enumerate(soft):
        ok = isinstance(item, list) and len(item) == 2 and isinstance(item[0], list) and bool(item[0])
        ok = ok and all(isinstance(l, int) and l != 0 and abs(l) <= num_vars for l in item[0])
        ok = ok and isinstance(item[1], int) and not isinstance(item[1], bool) and item[1] > 0
        if not ok:
            raise WorkerError(
                "INPUT",
                f"soft[{i}] must be [non-empty literals within the variables, positive weight]",
                path=f"$.payload.soft[{i}]",
            )
        wcnf.append(list(item[0]), weight=item[1])
    if any(len(c) == 0 for c in hard):
        return {"status": "UNSAT", "solver": name}

    class BudgetedRC2(RC2):
        """RC2 whose every oracle call goes through the operation's budget.

        RC2 itself treats an interrupted call as a core; raising instead keeps
        an exhausted budget from ever looking like an answer.
        """

        def _call_oracle(self, assumptions=[], expect_interrupt=False):  # noqa: B006 - RC2's signature
            return limits.call(self.oracle, list(assumptions))

    try:
        rc2 = BudgetedRC2(wcnf, solver=name)
    except Exception as exc:  # noqa: BLE001
        raise WorkerError("INPUT", f"solver {name} is not usable for MaxSAT: {exc}", path="$.payload.solver") from exc
    try:
        limits.start(rc2.oracle)
        try:
            model = rc2.compute()
        except OutOfBudget as exc:
            return {"status": "UNKNOWN", "reason": str(exc), "solver": name}
        if model is None:
            return {"status": "UNSAT", "solver": name}
        return {"status": "OPTIMUM", "cost": int(rc2.cost), "model": full_model(list(model), num_vars), "solver": name}
    finally:
        limits.stop()
        rc2.delete()


OPS = {"solve": op_solve, "enumerate": op_enumerate, "mus": op_mus, "maxsat": op_maxsat}


def handle(payload: dict[str, Any], emit: Emitter) -> dict[str, Any]:
    op = OPS.get(payload.get("op"))  # type: ignore[arg-type]
    if op is None:
        raise WorkerError(
            "INPUT", f"unknown op {payload.get('op')!r}; expected one of {sorted(OPS)}", path="$.payload.op"
        )
    return op(payload, emit)


def installed_solvers() -> list[str]:
    """The solver names that can be instantiated and solve a trivial formula here."""
    from pysat.solvers import Solver

    found = []
    for name in SOLVER_NAMES:
        try:
            with Solver(name=name, bootstrap_with=[[1, 2], [-1]]) as s:
                if s.solve() and s.get_model()[1] == 2:
                    found.append(name)
        except Exception:  # noqa: BLE001 - missing binding: not installed
            continue
    return found


def probe() -> None:
    import pysat

    print(f"pysat {pysat.__version__}")
    print("solvers: " + " ".join(installed_solvers()))
    print("proof: " + " ".join(sorted(PROOF_SOLVERS)))


def main() -> None:
    if sys.argv[1:] == ["--probe"]:
        probe()
        return
    serve(handle)


if __name__ == "__main__":
    main()
