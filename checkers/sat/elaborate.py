"""DRAT -> LRAT elaborator (untrusted: its output is checked by :mod:`.lrat`).

Backward checking, as in drat-trim:

1. *Forward pass* over the proof up to its first empty clause (later steps
   are ignored; a proof without an empty clause is rejected). Lemmas get ids
   after the original clauses, deletions are matched to the most recent live
   clause with the same literal set. Tautological lemmas are skipped (they
   are implied by anything and never propagate).
2. *Backward pass* from the empty clause: the clause database is restored
   step by step (a lemma is removed, a deleted clause comes back) and only
   lemmas marked as *core* (used by a later check) are checked; the others
   are skipped. Each check is unit propagation with two watched literals
   from the lemma's negation and the live unit clauses; conflict analysis
   yields the hints in propagation order and marks them core. When RUP
   fails, RAT is tried on the lemma's first literal as written.
3. *Emission*: the core lemmas in proof order, as LRAT text, with the
   deletions of emitted clauses placed where the proof made them.

The forward pass also keeps the top-level unit-propagation state (two
watched literals, never undone). If it reaches a conflict before the
proof's empty clause, the refutation ends there (later steps are ignored).

Deletion policy (drat-trim's default): a deletion naming a clause that is not
live is ignored, and so is the deletion of a unit clause or of a clause that
is the reason of a top-level literal at that point (solvers such as Glucose
delete satisfied reason clauses while they keep using the literal). Ignoring
a deletion is always sound for RUP; for RAT it can only make the check
stricter. Whatever is ignored is never emitted, so the kernel checks the
exact database the elaborator used, or a subset of it.
"""

from __future__ import annotations

from .drat import Step


class ElaborationError(Exception):
    """The DRAT proof does not check (the message names the step)."""


class _Db:
    """Clause store with two watched literals; literals index lists directly
    (``list[-v]`` is a valid, distinct slot), so no dictionaries on hot paths."""

    def __init__(self, num_vars: int) -> None:
        size = 2 * num_vars + 1
        self.val = [0] * size  # 1 true, -1 false, per literal
        self.watches: list[list[int]] = [[] for _ in range(size)]
        self.reason = [0] * (num_vars + 1)
        self.seen = bytearray(num_vars + 1)
        self.lits: list[list[int]] = [[]]  # working copies; [0], [1] are the watches
        self.alive = bytearray(1)
        self.units: dict[int, int] = {}  # live unit clause id -> literal
        self.empties: set[int] = set()  # live empty clause ids
        self.top: list[int] = []  # forward pass: top-level trail

    def top_add(self, cid: int) -> bool:
        """Forward pass: attach under the top-level assignment and propagate; True on conflict."""
        val = self.val
        lits = self.lits[cid]
        lits.sort(key=lambda lit: val[lit] == -1)  # non-false literals first, to be watched
        self.attach(cid)
        if not lits or val[lits[0]] == -1:
            return True
        if val[lits[0]] == 0 and (len(lits) == 1 or val[lits[1]] == -1):
            lit = lits[0]
            val[lit], val[-lit] = 1, -1
            self.reason[abs(lit)] = cid
            self.top.append(lit)
            return bool(self._propagate(self.top, len(self.top) - 1))
        return False

    def is_top_reason(self, cid: int) -> bool:
        val, reason = self.val, self.reason
        return any(val[lit] == 1 and reason[abs(lit)] == cid for lit in self.lits[cid])

    def reset(self) -> None:
        """End of the forward pass: clear the assignment, re-watch the live clauses."""
        for lit in self.top:
            self.val[lit] = self.val[-lit] = 0
        self.top = []
        for ws in self.watches:
            ws.clear()
        self.units.clear()
        self.empties.clear()
        for cid in range(1, len(self.lits)):
            if self.alive[cid]:
                self.attach(cid)

    def new(self, lits: list[int]) -> int:
        self.lits.append(lits)
        self.alive.append(0)
        return len(self.lits) - 1

    def attach(self, cid: int) -> None:
        self.alive[cid] = 1
        lits = self.lits[cid]
        if len(lits) >= 2:
            self.watches[lits[0]].append(cid)
            self.watches[lits[1]].append(cid)
        elif lits:
            self.units[cid] = lits[0]
        else:
            self.empties.add(cid)

    def detach(self, cid: int) -> None:
        """Watch lists are cleaned lazily; a detached clause never returns."""
        self.alive[cid] = 0
        self.units.pop(cid, None)
        self.empties.discard(cid)

    def refute(self, assumptions: list[int]) -> list[int] | None:
        """Hints (LRAT order) refuting ``assumptions`` by unit propagation, or None."""
        val, reason = self.val, self.reason
        trail: list[int] = []
        conflict = 0
        for lit in assumptions:
            if val[lit] == 0:
                val[lit], val[-lit] = 1, -1
                reason[abs(lit)] = 0
                trail.append(lit)
        if self.empties:
            conflict = next(iter(self.empties))
        if not conflict:
            for cid, lit in self.units.items():
                v = val[lit]
                if v == 0:
                    val[lit], val[-lit] = 1, -1
                    reason[abs(lit)] = cid
                    trail.append(lit)
                elif v < 0:
                    conflict = cid
                    break
        if not conflict:
            conflict = self._propagate(trail, 0)
        hints = self._analyze(trail, conflict) if conflict else None
        for lit in trail:
            val[lit] = val[-lit] = 0
        return hints

    def _propagate(self, trail: list[int], head: int) -> int:
        val, watches, lits, alive, reason = self.val, self.watches, self.lits, self.alive, self.reason
        while head < len(trail):
            false_lit = -trail[head]
            head += 1
            ws = watches[false_lit]
            i = j = 0
            n = len(ws)
            while i < n:
                cid = ws[i]
                i += 1
                if not alive[cid]:
                    continue
                cl = lits[cid]
                if cl[0] == false_lit:
                    cl[0] = cl[1]
                    cl[1] = false_lit
                first = cl[0]
                if val[first] == 1:
                    ws[j] = cid
                    j += 1
                    continue
                for k in range(2, len(cl)):
                    lk = cl[k]
                    if val[lk] != -1:
                        cl[1] = lk
                        cl[k] = false_lit
                        watches[lk].append(cid)
                        break
                else:
                    ws[j] = cid
                    j += 1
                    if val[first] == -1:
                        ws[j:] = ws[i:n]
                        del ws[j + n - i :]
                        return cid
                    val[first], val[-first] = 1, -1
                    reason[abs(first)] = cid
                    trail.append(first)
            del ws[j:]
        return 0

    def _analyze(self, trail: list[int], conflict: int) -> list[int]:
        seen, reason, lits = self.seen, self.reason, self.lits
        for lit in lits[conflict]:
            seen[abs(lit)] = 1
        hints = []
        for lit in reversed(trail):
            v = abs(lit)
            if seen[v]:
                r = reason[v]
                if r:
                    hints.append(r)
                    for other in lits[r]:
                        seen[abs(other)] = 1
        for lit in trail:
            seen[abs(lit)] = 0
        hints.reverse()
        hints.append(conflict)
        return hints


def _clean(lits: list[int]) -> list[int] | None:
    """Literals without repeats, in order; None for a tautology."""
    out = list(dict.fromkeys(lits))
    if len(set(map(abs, out))) != len(out):
        return None
    return out


def elaborate(
    num_vars: int, clauses: list[list[int]], steps: list[Step], check_all: bool = False
) -> tuple[str, dict[str, int]]:
    """Return ``(lrat_text, counts)`` or raise :class:`ElaborationError`.

    ``check_all`` checks every lemma before the empty clause, not only the
    core (DRAT's strict reading: any invalid lemma rejects the proof).
    """
    final = next((k for k, (dele, lits) in enumerate(steps) if not dele and not lits), None)
    if final is None:
        raise ElaborationError("the proof never derives the empty clause")
    max_var = num_vars
    for _, lits in steps[:final]:
        for lit in lits:
            if lit > max_var or -lit > max_var:
                max_var = abs(lit)
    db = _Db(max_var)
    m = len(clauses)
    orig: dict[int, list[int]] = {}  # lemma id -> literals as written (pivot first)
    table: dict[frozenset[int], list[int]] = {}
    counts = {"lemmas": 0, "deletions": 0, "ignored_deletions": 0, "ignored_reason_deletions": 0,
              "tautologies": 0, "early_conflict": 0}
    conflict = False
    for clause in clauses:
        lits = list(dict.fromkeys(clause))
        cid = db.new(lits)
        table.setdefault(frozenset(lits), []).append(cid)
        if conflict:
            db.alive[cid] = 1  # already refuted: reset() attaches it
        else:
            conflict = db.top_add(cid)
    records: list[tuple[bool, int]] = []  # (is_deletion, clause id), forward order
    for dele, raw in steps[:final]:
        if conflict:
            counts["early_conflict"] = 1
            break
        if dele:
            counts["deletions"] += 1
            key = frozenset(raw)
            ids = table.get(key)
            if not ids:
                counts["ignored_deletions"] += 1
                continue
            if len(key) <= 1 or db.is_top_reason(ids[-1]):
                counts["ignored_reason_deletions"] += 1
                continue
            cid = ids.pop()
            db.alive[cid] = 0
            records.append((True, cid))
            continue
        counts["lemmas"] += 1
        lits = _clean(raw)
        if lits is None:
            counts["tautologies"] += 1
            continue
        cid = db.new(lits[:])
        orig[cid] = lits
        table.setdefault(frozenset(lits), []).append(cid)
        records.append((False, cid))
        conflict = db.top_add(cid)
    db.reset()
    final_id = db.new([])

    core = bytearray(len(db.lits))
    if check_all:
        for dele, cid in records:
            core[cid] = not dele
    hints_of: dict[int, list[int]] = {}
    hints = db.refute([])
    if hints is None:
        raise ElaborationError(f"proof step {final + 1}: the empty clause does not follow by unit propagation")  # noqa: E501
    hints_of[final_id] = hints
    for h in hints:
        core[h] = 1
    occ: list[list[int]] | None = None
    rat = 0
    for dele, cid in reversed(records):
        if dele:
            db.attach(cid)
            continue
        db.detach(cid)
        if not core[cid]:
            continue
        lemma = orig[cid]
        negation = [-lit for lit in lemma]
        hints = db.refute(negation)
        if hints is None:
            if occ is None:
                occ = [[] for _ in range(2 * max_var + 1)]
                for c in range(1, len(db.lits)):
                    for lit in db.lits[c]:
                        occ[lit].append(c)
            hints = _rat(db, lemma, negation, occ, core)
            if hints is None:
                raise ElaborationError(f"lemma {cid - m} ({' '.join(map(str, lemma))} 0) is neither RUP nor RAT")
            rat += 1
        hints_of[cid] = hints
        for h in hints:
            core[abs(h)] = 1
    counts.update(core_lemmas=len(hints_of) - 1, rat_lemmas=rat)
    return _emit(records, orig, hints_of, m, final_id), counts


def _rat(db: _Db, lemma: list[int], negation: list[int], occ: list[list[int]], core: bytearray) -> list[int] | None:
    """RAT hints on the first literal, in the kernel's form ``-id h... -id h...``."""
    if not lemma:
        return None
    pivot = lemma[0]
    in_lemma = set(lemma)
    hints: list[int] = []
    for cid in occ[-pivot]:
        if not db.alive[cid]:
            continue
        rest = [lit for lit in db.lits[cid] if lit != -pivot]
        rest_set = set(rest)
        if any(-lit in in_lemma or -lit in rest_set for lit in rest):
            continue  # the kernel sees this resolvent as trivially implied
        group = db.refute(negation + [-lit for lit in rest])
        if group is None:
            return None
        core[cid] = 1
        hints.append(-cid)
        hints.extend(group)
    return hints


def _emit(records: list[tuple[bool, int]], orig: dict[int, list[int]], hints_of: dict[int, list[int]], m: int, final_id: int) -> str:
    out: list[str] = []
    pending: list[int] = []
    last = m
    for dele, cid in records:
        if dele:
            if cid <= m or cid in hints_of:
                pending.append(cid)
            continue
        if cid not in hints_of:
            continue
        if pending:
            out.append(f"{last} d {' '.join(map(str, pending))} 0")
            pending = []
        out.append(f"{cid} {' '.join(map(str, orig[cid]))} 0 {' '.join(map(str, hints_of[cid]))} 0")
        last = cid
    if pending:
        out.append(f"{last} d {' '.join(map(str, pending))} 0")
    out.append(f"{final_id} 0 {' '.join(map(str, hints_of[final_id]))} 0")
    return "\n".join(out) + "\n"
