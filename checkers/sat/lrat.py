"""The LRAT kernel: the trusted part of the UNSAT proof checker.

Reads LRAT text and checks it against the original clauses (ids 1..m, in
order). It shares no code with the DRAT elaborator: the only interface is
the LRAT text. It is written to be read in one sitting, not to be fast.

One step per line (lines starting with ``c`` are comments)::

    <id> <lit>* 0 <hint>* 0     add a clause, justified by the hints
    <id> d <id>* 0              delete live clauses

Rules checked here:

- a new id is larger than every id before it (originals are 1..m);
- every hint and every deleted id names a live clause;
- RUP: with the lemma's literals set false, each positive hint in order must
  be unit (then its last literal is set true) or falsified (conflict: the
  step holds). A hint that is satisfied or has two open literals fails.
- RAT, when the positive hints before the first negative one end without a
  conflict: the pivot is the lemma's first literal ``p``. For every live
  clause ``C`` containing ``-p``: if a literal of ``C`` other than ``-p`` is
  already true the resolvent is trivially implied; otherwise a group
  ``-id(C) h1 h2 ...`` must exist, and with ``C``'s other literals also set
  false, its hints must reach a conflict as in RUP. Groups naming anything
  else are rejected.
- the proof is accepted exactly when a checked step adds the empty clause.
"""

from __future__ import annotations

MAX_VAR = 1 << 30
MAX_ID = 1 << 62


class Reject(Exception):
    """The LRAT text is malformed or a step does not hold."""


def _num(tok: str, lineno: int) -> int:
    body = tok[1:] if tok[:1] == "-" else tok
    if not (body.isascii() and body.isdigit()) or len(body) > 19:
        raise Reject(f"line {lineno}: not an integer: {tok[:20]!r}")
    return int(tok)


def _rup(db: dict[int, tuple[int, ...]], true: set[int], hints: list[int], undo: list[int], lineno: int) -> bool:
    """Unit-propagate along ``hints``; True when a hint clause is falsified."""
    for h in hints:
        clause = db.get(h)
        if clause is None:
            raise Reject(f"line {lineno}: hint {h} is not a live clause")
        unit = 0
        for lit in clause:
            if lit in true:
                raise Reject(f"line {lineno}: hint {h} is satisfied, not unit")
            if -lit not in true:
                if unit:
                    raise Reject(f"line {lineno}: hint {h} has two unassigned literals")
                unit = lit
        if unit == 0:
            return True
        true.add(unit)
        undo.append(unit)
    return False


def _check_add(db: dict[int, tuple[int, ...]], lemma: list[int], hints: list[int], lineno: int) -> bool:
    """Check one addition; returns True when it needed RAT."""
    true: set[int] = set()
    for lit in lemma:
        if lit in true:  # both lit and -lit in the lemma: a tautology
            return False
        true.add(-lit)
    split = next((i for i, h in enumerate(hints) if h < 0), len(hints))
    if _rup(db, true, hints[:split], [], lineno):
        return False
    if not lemma:
        raise Reject(f"line {lineno}: the hints do not refute the empty clause")
    groups: dict[int, list[int]] = {}
    i = split
    while i < len(hints):
        j, i = -hints[i], i + 1
        start = i
        while i < len(hints) and hints[i] > 0:
            i += 1
        if j in groups:
            raise Reject(f"line {lineno}: two RAT groups for clause {j}")
        groups[j] = hints[start:i]
    pivot = lemma[0]
    used = set()
    for cid, clause in db.items():
        if -pivot not in clause:
            continue
        rest = [lit for lit in clause if lit != -pivot]
        rest_set = set(rest)
        if any(lit in true or -lit in rest_set for lit in rest):
            continue  # the resolvent is already implied, or is a tautology
        if cid not in groups:
            raise Reject(f"line {lineno}: no RAT hints for clause {cid} on pivot {pivot}")
        used.add(cid)
        undo = [-lit for lit in rest if -lit not in true]
        true.update(undo)
        if not _rup(db, true, groups[cid], undo, lineno):
            raise Reject(f"line {lineno}: RAT hints for clause {cid} do not reach a conflict")
        true.difference_update(undo)
    if set(groups) - used:
        raise Reject(f"line {lineno}: RAT group for a clause that is not a candidate: {sorted(set(groups) - used)[:3]}")
    return True


def check_lrat(clauses: list[list[int]], text: str) -> tuple[bool, str, dict[str, int]]:
    """Accept iff ``text`` is an LRAT refutation of ``clauses``. Never raises."""
    counts = {"lrat_steps": 0, "lrat_rat_steps": 0, "lrat_deletions": 0}
    try:
        return _check(clauses, text, counts)
    except Reject as exc:
        return False, str(exc), counts
    except (MemoryError, RecursionError) as exc:
        return False, f"kernel resource limit: {type(exc).__name__}", counts


def _check(clauses: list[list[int]], text: str, counts: dict[str, int]) -> tuple[bool, str, dict[str, int]]:
    db = {i: tuple(dict.fromkeys(c)) for i, c in enumerate(clauses, start=1)}
    last_id = len(clauses)
    for lineno, line in enumerate(text.split("\n"), start=1):
        toks = line.split()
        if not toks or toks[0].startswith("c"):
            continue
        step = _num(toks[0], lineno)
        if toks[1:2] == ["d"]:
            ids = [_num(t, lineno) for t in toks[2:]]
            if not ids or ids[-1] != 0 or 0 in ids[:-1]:
                raise Reject(f"line {lineno}: a deletion is '<id> d <id>* 0'")
            for cid in ids[:-1]:
                if db.pop(cid, None) is None:
                    raise Reject(f"line {lineno}: deleting clause {cid}, which is not live")
                counts["lrat_deletions"] += 1
            continue
        nums = [_num(t, lineno) for t in toks[1:]]
        if nums.count(0) != 2 or nums[-1] != 0:
            raise Reject(f"line {lineno}: an addition is '<id> <lit>* 0 <hint>* 0'")
        cut = nums.index(0)
        lemma, hints = nums[:cut], nums[cut + 1 : -1]
        if not last_id < step <= MAX_ID:
            raise Reject(f"line {lineno}: clause id {step} is not larger than {last_id}")
        if any(abs(lit) > MAX_VAR for lit in lemma) or any(abs(h) > MAX_ID for h in hints):
            raise Reject(f"line {lineno}: literal or hint out of range")
        if _check_add(db, lemma, hints, lineno):
            counts["lrat_rat_steps"] += 1
        counts["lrat_steps"] += 1
        last_id = step
        if not lemma:
            return True, f"LRAT refutation checked: empty clause at step {step}", counts
        db[step] = tuple(dict.fromkeys(lemma))
    return False, "the LRAT proof never adds the empty clause", counts
