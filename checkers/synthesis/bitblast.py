"""The checker's own CNF of "some assignment falsifies the constraints" over bit-vectors and Booleans,
refuted by a DRAT proof the LRAT kernel replays.

Encoding (Tseitin, every gate defined both ways): a Bool term is a literal, a bit-vector term a list of
literals, least significant bit first. ``bvadd`` is a ripple-carry adder, ``bvsub`` adds the complement
with carry in 1, ``bvneg`` is ``0 - x``, ``bvmul`` shift-and-add, shifts a barrel shifter (a shift by at
least the width gives 0, or the sign for ``bvashr``), ``bvult`` the borrow of the subtraction (signed
comparisons flip the sign bits), ``=`` bitwise equivalence, ``bvudiv``/``bvurem`` restoring division (by
zero: all ones, and the dividend). Anything else raises :class:`NotEncoded`, naming it. Gates are hashed
(one variable per gate and operands), so a definition built like the constraint it meets shares its
circuit. The formula asserted is the negation of the conjunction of the constraints with the definitions
substituted: UNSAT means every assignment satisfies every constraint.

cadical (an untrusted search run by the checker itself, ``--no-binary``) finds the proof; only the LRAT
kernel (:mod:`..sat.refutation`) decides it, against this very CNF. A SAT answer is a candidate
counterexample that the caller confirms by evaluation.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import tempfile
from typing import Any

from ..sat.refutation import check_refutation
from .terms import Term

MAX_CLAUSES = 3_000_000
SOLVER_SECONDS = 120


class NotEncoded(Exception):
    """The formula uses something this encoding does not cover; the message names it."""


class Cnf:
    def __init__(self) -> None:
        self.n = 1
        self.clauses: list[list[int]] = [[1]]  # variable 1 is true
        self.inputs: dict[str, list[int]] = {}
        self.gates: dict[tuple[str, int, int, int], int] = {}  # structural hashing: one variable per gate
        self.order: list[tuple[str, int, int, int, int]] = []  # (kind, g, a, b, c), in creation order

    def new(self) -> int:
        self.n += 1
        return self.n

    def gate(self, kind: str, a: int, b: int, c: int = 0) -> tuple[int, bool]:
        """The variable of gate ``kind(a, b[, c])`` and whether it is new (its clauses still to add)."""
        key = (kind, a, b, c)
        if key in self.gates:
            return self.gates[key], False
        g = self.gates[key] = self.new()
        self.order.append((kind, g, a, b, c))
        return g, True

    def add(self, *lits: int) -> None:
        self.clauses.append(list(lits))
        if len(self.clauses) > MAX_CLAUSES:
            raise NotEncoded(f"BV_CNF_TOO_LARGE: more than {MAX_CLAUSES} clauses")

    def and2(self, a: int, b: int) -> int:
        if a == -1 or b == -1 or a == -b:
            return -1
        if a == 1:
            return b
        if b == 1 or a == b:
            return a
        g, fresh = self.gate("and", min(a, b), max(a, b))
        if not fresh:
            return g
        self.add(-g, a)
        self.add(-g, b)
        self.add(g, -a, -b)
        return g

    def or2(self, a: int, b: int) -> int:
        return -self.and2(-a, -b)

    def xor2(self, a: int, b: int) -> int:
        if a in (1, -1):
            return -b if a == 1 else b
        if b in (1, -1):
            return -a if b == 1 else a
        if a == b:
            return -1
        if a == -b:
            return 1
        g, fresh = self.gate("xor", min(a, b), max(a, b))
        if not fresh:
            return g
        self.add(-g, a, b)
        self.add(-g, -a, -b)
        self.add(g, -a, b)
        self.add(g, a, -b)
        return g

    def ite(self, c: int, a: int, b: int) -> int:
        if c == 1 or a == b:
            return a
        if c == -1:
            return b
        g, fresh = self.gate("ite", c, a, b)
        if not fresh:
            return g
        self.add(-g, -c, a)
        self.add(-g, c, b)
        self.add(g, -c, -a)
        self.add(g, c, -b)
        return g

    def all_of(self, lits: list[int]) -> int:
        out = 1
        for x in lits:
            out = self.and2(out, x)
        return out

    def adder(self, a: list[int], b: list[int], carry: int) -> tuple[list[int], int]:
        out = []
        for x, y in zip(a, b, strict=True):
            s = self.xor2(x, y)
            out.append(self.xor2(s, carry))
            carry = self.or2(self.and2(x, y), self.and2(s, carry))
        return out, carry

    def ult(self, a: list[int], b: list[int]) -> int:
        _, carry = self.adder(a, [-x for x in b], 1)
        return -carry  # a - b borrows exactly when a < b

    def const(self, value: int, width: int) -> list[int]:
        return [1 if value >> i & 1 else -1 for i in range(width)]

    def shift(self, a: list[int], b: list[int], op: str) -> list[int]:
        w = len(a)
        fill = a[-1] if op == "bvashr" else -1
        big = -self.ult(b, self.const(w, w)) if w < (1 << w) else -1
        x, k = list(a), 0
        while (1 << k) < w:
            d = 1 << k
            if op == "bvshl":
                moved = [-1] * min(d, w) + x[: w - d]
            else:
                moved = x[d:] + [fill] * min(d, w)
            x = [self.ite(b[k], m, o) for m, o in zip(moved, x, strict=True)]
            k += 1
        return [self.ite(big, fill, v) for v in x]

    def divide(self, a: list[int], b: list[int]) -> tuple[list[int], list[int]]:
        """Restoring division, quotient and remainder; b = 0 gives all ones and a (the SMT-LIB semantics)."""
        w = len(a)
        wide_b = [*b, -1]
        r = [-1] * w
        q = [-1] * w
        for i in reversed(range(w)):
            shifted = [a[i], *r]  # 2r + a_i in w + 1 bits
            fits = -self.ult(shifted, wide_b)
            diff, _ = self.adder(shifted, [-x for x in wide_b], 1)
            r = [self.ite(fits, d, x) for d, x in zip(diff[:w], shifted[:w], strict=True)]
            q[i] = fits
        return q, r

    def mul(self, a: list[int], b: list[int]) -> list[int]:
        w = len(a)
        acc = [-1] * w
        for i in range(w):
            partial = [-1] * i + [self.and2(b[i], x) for x in a[: w - i]]
            acc, _ = self.adder(acc, partial, -1)
        return acc


def simulate(cnf: Cnf, values: dict[str, int]) -> dict[int, bool]:
    """The value of every variable of ``cnf`` for the inputs ``values`` (gates in creation order): what the
    encoding's tests compare with evaluation."""
    val: dict[int, bool] = {1: True}

    def lit(x: int) -> bool:
        return val[abs(x)] if x > 0 else not val[abs(x)]

    for name, bits in cnf.inputs.items():
        for i, v in enumerate(bits):
            val[v] = bool(values[name] >> i & 1)
    for kind, g, a, b, c in cnf.order:
        if kind == "and":
            val[g] = lit(a) and lit(b)
        elif kind == "xor":
            val[g] = lit(a) != lit(b)
        else:
            val[g] = lit(b) if lit(a) else lit(c)
    return val


def encode_term(t: Term, cnf: Cnf, memo: dict[int, int | list[int]]) -> int | list[int]:
    key = id(t)
    if key in memo:
        return memo[key]
    out: int | list[int]
    if t.kind == "lit":
        out = (1 if t.value else -1) if t.sort == "Bool" else cnf.const(t.value, int(t.sort))
    elif t.kind == "var":
        if t.name not in cnf.inputs:
            cnf.inputs[t.name] = [cnf.new() for _ in range(1 if t.sort == "Bool" else int(t.sort))]
        bits = cnf.inputs[t.name]
        out = bits[0] if t.sort == "Bool" else bits
    elif t.kind == "op":
        out = _op(t, [encode_term(a, cnf, memo) for a in t.args], cnf)
    else:
        raise NotEncoded(f"BV_TERM: {t.kind} {t.name} left after substitution")
    memo[key] = out
    return out


def _bits(x: int | list[int]) -> list[int]:
    return x if isinstance(x, list) else [x]


def _op(t: Term, xs: list[int | list[int]], cnf: Cnf) -> int | list[int]:
    op = t.name
    if op == "not":
        return -_bits(xs[0])[0]
    if op in ("and", "or"):
        lits = [_bits(x)[0] for x in xs]
        return cnf.all_of(lits) if op == "and" else -cnf.all_of([-x for x in lits])
    if op == "=>":
        lits = [_bits(x)[0] for x in xs]
        v = lits[-1]
        for x in reversed(lits[:-1]):
            v = cnf.or2(-x, v)
        return v
    if op == "xor":
        parity = -1
        for item in xs:
            parity = cnf.xor2(parity, _bits(item)[0])
        return parity
    if op == "ite":
        c = _bits(xs[0])[0]
        if t.sort == "Bool":
            return cnf.ite(c, _bits(xs[1])[0], _bits(xs[2])[0])
        return [cnf.ite(c, a, b) for a, b in zip(_bits(xs[1]), _bits(xs[2]), strict=True)]
    if op in ("=", "distinct"):
        vs = [_bits(x) for x in xs]
        pairs = (
            list(zip(vs, vs[1:], strict=False))
            if op == "="
            else [(a, b) for i, a in enumerate(vs) for b in vs[i + 1 :]]
        )
        eqs = [cnf.all_of([-cnf.xor2(p, q) for p, q in zip(a, b, strict=True)]) for a, b in pairs]
        return cnf.all_of(eqs) if op == "=" else cnf.all_of([-e for e in eqs])
    a = _bits(xs[0])
    if op == "bvnot":
        return [-x for x in a]
    if op == "bvneg":
        return cnf.adder([-x for x in a], cnf.const(0, len(a)), 1)[0]
    b = _bits(xs[1])
    if op == "bvand":
        return [cnf.and2(x, y) for x, y in zip(a, b, strict=True)]
    if op == "bvor":
        return [cnf.or2(x, y) for x, y in zip(a, b, strict=True)]
    if op == "bvxor":
        return [cnf.xor2(x, y) for x, y in zip(a, b, strict=True)]
    if op == "bvadd":
        return cnf.adder(a, b, -1)[0]
    if op == "bvsub":
        return cnf.adder(a, [-y for y in b], 1)[0]
    if op == "bvmul":
        return cnf.mul(a, b)
    if op in ("bvudiv", "bvurem"):
        return cnf.divide(a, b)[0 if op == "bvudiv" else 1]
    if op in ("bvshl", "bvlshr", "bvashr"):
        return cnf.shift(a, b, op)
    if op in ("bvult", "bvule", "bvugt", "bvuge", "bvslt", "bvsle", "bvsgt", "bvsge"):
        if op[2] == "s":
            a, b = a[:-1] + [-a[-1]], b[:-1] + [-b[-1]]
        rel = op[3:]
        if rel == "lt":
            return cnf.ult(a, b)
        if rel == "gt":
            return cnf.ult(b, a)
        if rel == "le":
            return -cnf.ult(b, a)
        return -cnf.ult(a, b)
    raise NotEncoded(f"BV_OPERATOR: {op} is not bit-blasted by this checker")


def encode(negation: Term) -> Cnf:
    """The CNF asserting ``negation`` (a Bool term without calls)."""
    cnf = Cnf()
    root = encode_term(negation, cnf, {})
    cnf.add(_bits(root)[0])
    return cnf


def dimacs(cnf: Cnf) -> str:
    lines = [f"p cnf {cnf.n} {len(cnf.clauses)}"] + [" ".join(map(str, c)) + " 0" for c in cnf.clauses]
    return "\n".join(lines) + "\n"


def refute(cnf: Cnf) -> tuple[str, dict[str, Any]]:
    """``("refuted", counts)`` when cadical's DRAT proof of UNSAT passes the LRAT kernel against ``cnf``;
    ``("model", {name: value})`` for a satisfying assignment (to be confirmed by evaluation); else
    ``("open", {"reason": ...})`` naming why nothing was decided."""
    solver = shutil.which("cadical") or ("/usr/bin/cadical" if os.path.exists("/usr/bin/cadical") else None)
    if solver is None:
        return "open", {"reason": "BV_NO_SAT_SOLVER: cadical is not installed"}
    text = dimacs(cnf)
    digest = "sha256:" + hashlib.sha256(text.encode()).hexdigest()
    with tempfile.TemporaryDirectory() as tmp:
        cnf_path, proof_path = os.path.join(tmp, "cnf"), os.path.join(tmp, "proof")
        with open(cnf_path, "w") as f:
            f.write(text)
        try:
            run = subprocess.run(
                [solver, "-q", "--no-binary", cnf_path, proof_path],
                capture_output=True,
                text=True,
                timeout=SOLVER_SECONDS,
            )
        except subprocess.TimeoutExpired:
            return "open", {"reason": f"BV_SAT_TIMEOUT: cadical did not finish in {SOLVER_SECONDS} s"}
        if run.returncode == 10:
            values: set[int] = set()
            for line in run.stdout.splitlines():
                if line.startswith("v "):
                    values.update(int(x) for x in line[2:].split())
            model = {name: sum(1 << i for i, v in enumerate(bits) if v in values) for name, bits in cnf.inputs.items()}
            return "model", model
        if run.returncode != 20:
            return "open", {"reason": f"BV_SAT_FAILED: cadical exited with {run.returncode}"}
        with open(proof_path) as f:
            proof = f.read()
    reason, counts = check_refutation(cnf.n, cnf.clauses, digest, digest, proof, "the negated constraints")
    if reason is not None:
        return "open", {"reason": f"BV_PROOF_NOT_CHECKED: {reason}", **counts}
    return "refuted", counts
