"""DRAT -> LRAT elaborator (untrusted: its output is checked by :mod:`.lrat`).

Backward checking, as in drat-trim:

1. *Forward pass* over the proof up to its first empty clause (later steps
   are ignored). Lemmas get ids after the original clauses, deletions are
   matched to the most recent live clause with the same literal set (a hash
   table on the literal set). Tautological lemmas are skipped (they are
   implied by anything and never propagate). The pass keeps the top-level
   unit-propagation state (two watched literals); if it reaches a conflict
   before the proof's empty clause, the refutation ends there.
2. *Backward pass* from the empty clause: the clause database is restored
   step by step (a lemma is removed, a deleted clause comes back) and only
   lemmas marked as *core* (used by a later check) are checked; the others
   are skipped. The top-level trail persists through the pass (removing a
   reason clause cuts it and propagates again), so a check only propagates
   the lemma's negation on top of it; conflict analysis yields the hints in
   propagation order and marks them core. When RUP fails, RAT is tried on
   the lemma's first literal as written.
3. *Emission*: the core lemmas in proof order, as LRAT text, with the
   deletions of emitted clauses placed where the proof made them.

No empty clause (drat-trim's behaviour, accepted): a proof that never adds
the empty clause but whose lemmas make top-level unit propagation reach a
conflict (deletions applied as below) is a refutation ending at that step;
the emitted LRAT ends with an explicit empty clause, which the kernel checks
like any other. Without such a conflict the proof is rejected, saying so.

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
    """Clause store with two watched literals and a persistent top-level trail.

    Literals index lists directly (``list[-v]`` is a valid, distinct slot), so
    there are no dictionaries on hot paths. ``top`` is the top-level trail: the
    literals unit propagation derives from the live clauses alone, complete
    unless ``conflict`` (a live falsified clause id) is set. It is kept across
    both passes: a check assigns the lemma's negation on top of it and undoes
    only its own part; removing a clause that is a reason (or the conflict)
    cuts the trail there and propagates again from its start.
    """

    def __init__(self, num_vars: int) -> None:
        size = 2 * num_vars + 1
        self.val = [0] * size  # 1 true, -1 false, per literal
        self.watches: list[list[int]] = [[] for _ in range(size)]
        self.reason = [0] * (num_vars + 1)
        self.pos = [0] * (num_vars + 1)  # trail position of a top-level variable
        self.seen = bytearray(num_vars + 1)
        self.lits: list[list[int]] = [[]]  # working copies; [0], [1] are the watches
        self.alive = bytearray(1)
        self.units: dict[int, int] = {}  # live unit clause id -> literal
        self.top: list[int] = []
        self.conflict = 0
        self.repropagations = 0

    def new(self, lits: list[int]) -> int:
        self.lits.append(lits)
        self.alive.append(0)
        return len(self.lits) - 1

    def _assign(self, lit: int, cid: int) -> None:
        self.val[lit], self.val[-lit] = 1, -1
        self.reason[abs(lit)] = cid
        self.pos[abs(lit)] = len(self.top)
        self.top.append(lit)

    def add(self, cid: int) -> None:
        """Attach a clause under the top-level assignment and propagate."""
        val = self.val
        lits = self.lits[cid]
        self.alive[cid] = 1
        if len(lits) == 1:
            self.units[cid] = lits[0]
        else:
            lits.sort(key=lambda lit: val[lit] == -1)  # non-false literals first, to be watched
            if len(lits) >= 2:
                self.watches[lits[0]].append(cid)
                self.watches[lits[1]].append(cid)
        if self.conflict:
            return
        if not lits or val[lits[0]] == -1:
            self.conflict = cid
        elif val[lits[0]] == 0 and (len(lits) == 1 or val[lits[1]] == -1):
            self._assign(lits[0], cid)
            self.conflict = self._propagate(self.top, len(self.top) - 1)

    def remove(self, cid: int, eager: bool) -> None:
        """Detach a clause; ``eager`` drops its watches now (it may come back)."""
        self.alive[cid] = 0
        lits = self.lits[cid]
        if self.units.pop(cid, None) is None and eager and len(lits) >= 2:
            self.watches[lits[0]].remove(cid)
            self.watches[lits[1]].remove(cid)
        if cid == self.conflict:
            self._cut(len(self.top))
        elif lits and self.reason_of(cid):
            self._cut(min(self.pos[abs(lit)] for lit in lits if self.val[lit] == 1 and self.reason[abs(lit)] == cid))

    def reason_of(self, cid: int) -> bool:
        val, reason = self.val, self.reason
        return any(val[lit] == 1 and reason[abs(lit)] == cid for lit in self.lits[cid])

    def _cut(self, k: int) -> None:
        """Unassign the trail from position ``k`` and propagate the rest again."""
        self.repropagations += 1
        val, top = self.val, self.top
        for lit in top[k:]:
            val[lit] = val[-lit] = 0
        del top[k:]
        self.conflict = 0
        for cid, lit in self.units.items():
            if val[lit] == 0:
                self._assign(lit, cid)
            elif val[lit] == -1:
                self.conflict = cid
                return
        self.conflict = self._propagate(top, 0)

    def refute(self, assumptions: list[int]) -> list[int] | None:
        """Hints (LRAT order) refuting ``assumptions`` by unit propagation, or None.

        The kernel sets all assumptions true before the first hint, so the hints
        never include the reason of a top-level literal that is an assumption
        (it would be satisfied, not unit); and when an assumption is false at
        top level, the conflict is the reason of the earliest such one on the
        trail, whose chain then uses no other assumption's variable.
        """
        val, reason, pos, top = self.val, self.reason, self.pos, self.top
        if self.conflict:
            return self._analyze(top, self.conflict)
        shadow = [abs(lit) for lit in assumptions if val[lit] == 1]
        saved = [reason[v] for v in shadow]
        for v in shadow:
            reason[v] = 0
        base = len(top)
        false = [abs(lit) for lit in assumptions if val[lit] == -1]
        hints: list[int] | None
        if false:
            hints = self._analyze(top, reason[min(false, key=pos.__getitem__)])
        else:
            for lit in assumptions:
                if val[lit] == 0:
                    val[lit], val[-lit] = 1, -1
                    reason[abs(lit)] = 0
                    top.append(lit)
            conflict = self._propagate(top, base)
            hints = self._analyze(top, conflict) if conflict else None
            for lit in top[base:]:
                val[lit] = val[-lit] = 0
            del top[base:]
        for v, r in zip(shadow, saved):
            reason[v] = r
        return hints

    def _propagate(self, trail: list[int], head: int) -> int:
        val, watches, lits, alive, reason, pos = self.val, self.watches, self.lits, self.alive, self.reason, self.pos
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
                    pos[abs(first)] = len(trail)
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
                if r and r != conflict:
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
    end = len(steps) if final is None else final
    max_var = num_vars
    for _, lits in steps[:end]:
        for lit in lits:
            if lit > max_var or -lit > max_var:
                max_var = abs(lit)
    db = _Db(max_var)
    m = len(clauses)
    orig: dict[int, list[int]] = {}  # lemma id -> literals as written (pivot first)
    table: dict[frozenset[int], list[int]] = {}
    counts = {
        "lemmas": 0,
        "deletions": 0,
        "ignored_deletions": 0,
        "ignored_reason_deletions": 0,
        "tautologies": 0,
        "early_conflict": 0,
        "implicit_empty_clause": 0,
    }
    for clause in clauses:
        lits = list(dict.fromkeys(clause))
        cid = db.new(lits)
        table.setdefault(frozenset(lits), []).append(cid)
        db.add(cid)
    records: list[tuple[bool, int]] = []  # (is_deletion, clause id), forward order
    for dele, raw in steps[:end]:
        if db.conflict:
            counts["early_conflict"] = 1
            break
        if dele:
            counts["deletions"] += 1
            key = frozenset(raw)
            ids = table.get(key)
            if not ids:
                counts["ignored_deletions"] += 1
                continue
            if len(key) <= 1 or db.reason_of(ids[-1]):
                counts["ignored_reason_deletions"] += 1
                continue
            cid = ids.pop()
            db.remove(cid, eager=True)
            records.append((True, cid))
            continue
        counts["lemmas"] += 1
        lemma = _clean(raw)
        if lemma is None:
            counts["tautologies"] += 1
            continue
        cid = db.new(lemma[:])
        orig[cid] = lemma
        table.setdefault(frozenset(lemma), []).append(cid)
        records.append((False, cid))
        db.add(cid)
    if final is None:
        if not db.conflict:
            raise ElaborationError(
                "the proof never derives the empty clause, and unit propagation over the formula and its lemmas "
                "(deletions applied) reaches no conflict"
            )
        counts["implicit_empty_clause"] = 1
    final_id = db.new([])

    core = bytearray(len(db.lits))
    if check_all:
        for dele, cid in records:
            if not dele:  # (a later deletion of the lemma must not unmark it)
                core[cid] = 1
    hints_of: dict[int, list[int]] = {}
    hints = db.refute([])
    if hints is None:
        raise ElaborationError(f"proof step {end + 1}: the empty clause does not follow by unit propagation")
    hints_of[final_id] = hints
    for h in hints:
        core[h] = 1
    occ: list[list[int]] | None = None
    rat = 0
    for dele, cid in reversed(records):
        if dele:
            db.add(cid)
            continue
        db.remove(cid, eager=False)
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
    counts.update(core_lemmas=len(hints_of) - 1, rat_lemmas=rat, repropagations=db.repropagations)
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


def _emit(
    records: list[tuple[bool, int]], orig: dict[int, list[int]], hints_of: dict[int, list[int]], m: int, final_id: int
) -> str:
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
