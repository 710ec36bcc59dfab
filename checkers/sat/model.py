"""Model checking by evaluation (trusted code).

A model is a list of DIMACS literals. It is accepted when every literal names
a variable of the formula, no variable is given both values, and every clause
contains a literal of the model. Variables the model leaves out are
unassigned: a clause is never satisfied by an unassigned variable, so a
partial model is accepted exactly when it already satisfies every clause.
"""

from __future__ import annotations


def check_model(num_vars: int, clauses: list[list[int]], model: list[int]) -> tuple[bool, str, dict[str, int]]:
    true = bytearray(2 * num_vars + 2)  # index 2v: v true, 2v+1: -v true
    assigned = 0
    for pos, lit in enumerate(model):
        if type(lit) is not int or lit == 0 or abs(lit) > num_vars:
            return False, f"model[{pos}] = {lit!r} is not a literal over 1..{num_vars}", {}
        v = abs(lit)
        idx, opp = (2 * v, 2 * v + 1) if lit > 0 else (2 * v + 1, 2 * v)
        if true[opp]:
            return False, f"model assigns variable {v} both values", {}
        if not true[idx]:
            true[idx] = 1
            assigned += 1
    for ci, clause in enumerate(clauses):
        for lit in clause:
            if true[2 * lit if lit > 0 else -2 * lit + 1]:
                break
        else:
            return False, f"clause {ci + 1} ({' '.join(map(str, clause))} 0) is not satisfied", {}
    return (
        True,
        "every clause has a true literal",
        {"variables": num_vars, "clauses": len(clauses), "assigned": assigned},
    )
