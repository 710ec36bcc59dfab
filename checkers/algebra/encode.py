"""The CNF whose unsatisfiability *means* "no magma of order n satisfies the sources and falsifies the target".

This module is the definition the DRAT proofs are about: the checker builds the CNF
here from its own parse of the laws, and the provider imports it to build the CNF
the solver refutes (a producer trusting the checker's definition costs nothing).
No symmetry breaking.

Variables: ``m(a, b, c)`` = "a*b = c" is ``1 + (a*n + b)*n + c`` for elements
``0..n-1``. Every other variable is auxiliary, numbered in the order created.

- Table: for each (a, b), at least one c and at most one c (pairwise).
- A subterm ``s*t`` under an assignment σ (restricted to its variables, shared between
  laws) has a value: a constant for a variable, the row ``m(a, b, ·)`` when both
  factors are constants, otherwise ``n`` fresh variables ``v(c)`` with at most one true
  and ``s=a ∧ t=b ∧ m(a,b,c) → v(c)``; together these make exactly ``v(a*b)`` true.
- A source law l = r: for every σ and c, ``l=c ↔ r=c``.
- The target l = r fails: one fresh ``d_σ`` per σ, the clause ``∨ d_σ``, and
  ``d_σ → ¬(l=c ∧ r=c)`` for every c.

Literals known to be true or false (a variable's value is a constant) are folded:
a clause with a true literal is dropped, false literals are left out, so a law
that fails outright (e.g. ``x = y`` at order 2) gives the empty clause.
"""

from __future__ import annotations

import hashlib
import itertools

from .terms import Law, Term, law_variables, variables

MAX_ORDER = 8
MAX_CLAUSES = 3_000_000


class EncodingTooLarge(ValueError):
    pass


class _Cnf:
    def __init__(self, n: int, max_clauses: int) -> None:
        self.n = n
        self.num_vars = n**3
        self.clauses: list[list[int]] = []
        self.max_clauses = max_clauses
        self.memo: dict[tuple, int | tuple] = {}

    def add(self, lits: list) -> None:
        """Add a clause whose entries are ints or the constants True / False."""
        if any(lit is True for lit in lits):
            return
        self.clauses.append([lit for lit in lits if lit is not False])
        if len(self.clauses) > self.max_clauses:
            raise EncodingTooLarge(f"the encoding exceeds {self.max_clauses} clauses")

    def fresh(self, count: int) -> int:
        base = self.num_vars + 1
        self.num_vars += count
        return base

    def m(self, a: int, b: int, c: int) -> int:
        return 1 + (a * self.n + b) * self.n + c


def _is(value: int | tuple, c: int) -> int | bool:
    """The literal "this value is c": a constant for a known element, else a variable."""
    if isinstance(value, int):
        return value == c
    return value[1] + c


def _neg(lit: int | bool) -> int | bool:
    return (not lit) if isinstance(lit, bool) else -lit


def _value(cnf: _Cnf, t: Term, env: dict[str, int]) -> int | tuple:
    """An element (int) or ("v", base): the literals base+0..base+n-1 give the value."""
    if isinstance(t, str):
        return env[t]
    key = (t, tuple(sorted((k, env[k]) for k in variables(t))))
    if key in cnf.memo:
        return cnf.memo[key]
    left, right = _value(cnf, t[0], env), _value(cnf, t[1], env)
    n = cnf.n
    if isinstance(left, int) and isinstance(right, int):
        out: int | tuple = ("v", cnf.m(left, right, 0))
    else:
        base = cnf.fresh(n)
        out = ("v", base)
        for c, d in itertools.combinations(range(n), 2):
            cnf.add([-(base + c), -(base + d)])
        for a in range(n):
            la = _is(left, a)
            if la is False:
                continue
            for b in range(n):
                rb = _is(right, b)
                if rb is False:
                    continue
                for c in range(n):
                    cnf.add([_neg(la), _neg(rb), -cnf.m(a, b, c), base + c])
    cnf.memo[key] = out
    return out


def encode(sources: list[Law], target: Law, order: int, max_clauses: int = MAX_CLAUSES) -> tuple[int, list[list[int]]]:
    """(num_vars, clauses) for order ``order``; raises EncodingTooLarge past ``max_clauses``."""
    if not isinstance(order, int) or not 1 <= order <= MAX_ORDER:
        raise ValueError(f"order must be an integer in 1..{MAX_ORDER}")
    n = order
    cnf = _Cnf(n, max_clauses)
    for a in range(n):
        for b in range(n):
            cnf.add([cnf.m(a, b, c) for c in range(n)])
            for c, d in itertools.combinations(range(n), 2):
                cnf.add([-cnf.m(a, b, c), -cnf.m(a, b, d)])
    for lhs, rhs in sources:
        names = law_variables((lhs, rhs))
        for values in itertools.product(range(n), repeat=len(names)):
            env = dict(zip(names, values))
            left, right = _value(cnf, lhs, env), _value(cnf, rhs, env)
            for c in range(n):
                cnf.add([_neg(_is(left, c)), _is(right, c)])
                cnf.add([_is(left, c), _neg(_is(right, c))])
    names = law_variables(target)
    selectors = []
    for values in itertools.product(range(n), repeat=len(names)):
        env = dict(zip(names, values))
        left, right = _value(cnf, target[0], env), _value(cnf, target[1], env)
        d = cnf.fresh(1)
        selectors.append(d)
        for c in range(n):
            cnf.add([-d, _neg(_is(left, c)), _neg(_is(right, c))])
    cnf.add(selectors)
    return cnf.num_vars, cnf.clauses


def dimacs(num_vars: int, clauses: list[list[int]]) -> str:
    """The canonical text of the CNF: header, then one clause a line, in order."""
    body = "".join(" ".join(map(str, c)) + (" 0\n" if c else "0\n") for c in clauses)
    return f"p cnf {num_vars} {len(clauses)}\n" + body


def digest(num_vars: int, clauses: list[list[int]]) -> str:
    return "sha256:" + hashlib.sha256(dimacs(num_vars, clauses).encode()).hexdigest()


def decode_table(model: list[int], order: int) -> list[list[int]]:
    """The operation table a model of the encoding describes (the true m(a, b, c))."""
    true = {lit for lit in model if lit > 0}
    n = order
    table = []
    for a in range(n):
        row = []
        for b in range(n):
            found = [c for c in range(n) if 1 + (a * n + b) * n + c in true]
            if len(found) != 1:
                raise ValueError(f"the model gives {len(found)} values for {a}*{b}")
            row.append(found[0])
        table.append(row)
    return table
