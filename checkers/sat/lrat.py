"""The LRAT kernel: the trusted part of the UNSAT proof checker.

Checks LRAT, text or binary, against the original clauses (ids 1..m, in order). It shares no code
with the DRAT elaborator: the only interface is the LRAT. It is written to be read in one sitting.

Text, one step per line (lines starting with ``c`` are comments)::

    <id> <lit>* 0 <hint>* 0     add a clause, justified by the hints
    <id> d <id>* 0              delete live clauses (the list may be empty)

Binary (drat-trim's ``compress``, CaDiCaL's binary LRAT): ``a`` (0x61) ``<id>
<lit>* 0 <hint>* 0`` or ``d`` (0x64) ``<id>* 0``, each number a variable-length
unsigned integer (7 bits a byte, low first) encoding ``2*|x| + (x < 0)`` (so 1, "-0", is refused).

Rules:

- a new id is larger than every id before it (originals are 1..m);
- every hint, RAT group clause and deleted id names a live clause;
- RUP: with the lemma's literals set false, each positive hint in order must
  be unit (then its last literal is set true) or falsified (conflict: the
  step holds). A hint that is satisfied or has two open literals fails.
- RAT, when the positive hints before the first negative one end without a
  conflict: the pivot is the lemma's first literal ``p``. For every live
  clause ``C`` containing ``-p``: if a literal of ``C`` other than ``-p`` is
  already true, or ``C`` has a literal and its negation, the resolvent is a
  tautology and needs nothing (a group for it, which drat-trim writes, is
  allowed and not used); otherwise a group ``-id(C) h1 h2 ...`` must exist
  and, with ``C``'s other literals also set false, its hints must reach a
  conflict as in RUP. A group naming a clause without ``-p`` is rejected.
- the proof is accepted exactly when a checked step adds the empty clause.
"""

from __future__ import annotations

MAX_VAR = 1 << 30
MAX_ID = 1 << 62


class Reject(Exception):
    """The LRAT is malformed or a step does not hold."""


def _text_steps(text: str):
    """Yield ``(where, id, lemma or None for a deletion, hints or deleted ids)``. A number is an
    optional ``-`` and ASCII digits: ``int`` alone would also read ``+``, ``_`` and other scripts'
    digits, so a line holding one is refused (the whole text is looked at first, lines if needed)."""
    plain = text.isascii() and "+" not in text and "_" not in text
    for lineno, line in enumerate(text.split("\n"), start=1):
        toks = line.split()
        if not toks or toks[0][0] == "c":
            continue
        where = f"line {lineno}"
        if not plain and (not line.isascii() or "+" in line or "_" in line):
            raise Reject(f"{where}: a number is not plain decimal")
        deletion = toks[1:2] == ["d"]
        try:
            step, *nums = map(int, [toks[0], *toks[2:]] if deletion else toks)
        except ValueError:
            raise Reject(f"{where}: a token is not an integer") from None
        if deletion:
            if not nums or nums[-1] != 0 or 0 in nums[:-1]:
                raise Reject(f"{where}: a deletion is '<id> d <id>* 0'")
            yield where, step, None, nums[:-1]
        elif nums.count(0) != 2 or nums[-1] != 0:
            raise Reject(f"{where}: an addition is '<id> <lit>* 0 <hint>* 0'")
        else:
            cut = nums.index(0)
            yield where, step, nums[:cut], nums[cut + 1 : -1]


def _binary_steps(data: bytes):
    """Binary LRAT, yielding as :func:`_text_steps` does (a deletion has no id: 0)."""
    pos, end = 0, len(data)

    def numbers(where: str) -> list[int]:  # up to and without the next zero
        nonlocal pos
        out: list[int] = []
        while True:
            value, shift, byte = 0, 0, 0x80
            while byte & 0x80:
                if pos >= end or shift > 63:
                    raise Reject(f"{where}: a step is truncated or a number is too long")
                byte, pos = data[pos], pos + 1
                value, shift = value | (byte & 0x7F) << shift, shift + 7
            if value == 0:
                return out
            if value == 1:  # "-0": neither an id nor a literal (read as 0, it made a lemma refute anything)
                raise Reject(f"{where}: a number encodes -0")
            out.append(-(value >> 1) if value & 1 else value >> 1)

    while pos < end:
        where, head, pos = f"byte {pos}", data[pos], pos + 1
        if head == 0x64:
            yield where, 0, None, numbers(where)
        elif head == 0x61:
            first = numbers(where)
            if not first or first[0] < 0:
                raise Reject(f"{where}: an addition starts with a positive clause id")
            yield where, first[0], first[1:], numbers(where)
        else:
            raise Reject(f"{where}: expected 'a' or 'd', found 0x{head:02x}")


def _rup(db: dict[int, frozenset[int]], false: set[int], hints: list[int], undo: list[int], where: str) -> bool:
    """Unit-propagate along ``hints`` (``false``: the literals set false); True at a falsified hint."""
    for h in hints:
        if (clause := db.get(h)) is None:
            raise Reject(f"{where}: hint {h} is not a live clause")
        rest = clause - false
        if not rest:
            return True
        if len(rest) > 1 or -(unit := next(iter(rest))) in false:
            why = "is satisfied" if any(-lit in false for lit in rest) else "has two unassigned literals"
            raise Reject(f"{where}: hint {h} {why}, not unit")
        false.add(-unit)
        undo.append(-unit)
    return False


def _check_add(db: dict[int, frozenset[int]], occ: dict[int, set[int]], lemma: list[int], hints: list[int], where: str):
    """Check one addition (``occ``: literal -> ids of the live clauses holding it); True if RAT."""
    false = set(lemma)
    if any(-lit in false for lit in lemma):  # both lit and -lit in the lemma: a tautology
        return False
    split = len(hints) if min(hints, default=1) > 0 else next(i for i, h in enumerate(hints) if h < 0)
    if _rup(db, false, hints[:split], [], where):
        return False
    if not lemma:
        raise Reject(f"{where}: the hints do not refute the empty clause")
    pivot = lemma[0]
    if not occ:  # the first RAT step: index the live clauses (kept up to date from now on)
        for cid, clause in db.items():
            for lit in clause:
                occ.setdefault(lit, set()).add(cid)
    groups: dict[int, list[int]] = {}
    i = split
    while i < len(hints):
        j, i = -hints[i], i + 1
        start = i
        while i < len(hints) and hints[i] > 0:
            i += 1
        if j in groups:
            raise Reject(f"{where}: two RAT groups for clause {j}")
        if -pivot not in db.get(j, ()):
            raise Reject(f"{where}: RAT group for clause {j}, which is not a live clause containing {-pivot}")
        groups[j] = hints[start:i]
    for cid in occ.get(-pivot, ()):
        rest = db[cid] - {-pivot}
        if any(-lit in false or -lit in rest for lit in rest):
            continue  # the resolvent is a tautology
        if cid not in groups:
            raise Reject(f"{where}: no RAT hints for clause {cid} on pivot {pivot}")
        undo = [lit for lit in rest if lit not in false]
        false.update(undo)
        if not _rup(db, false, groups[cid], undo, where):
            raise Reject(f"{where}: RAT hints for clause {cid} do not reach a conflict")
        false.difference_update(undo)
    return True


def check_lrat(clauses: list[list[int]], proof: str | bytes) -> tuple[bool, str, dict[str, int]]:
    """Accept iff ``proof`` (text, or binary LRAT as bytes) refutes ``clauses``. Never raises."""
    counts = {"lrat_steps": 0, "lrat_rat_steps": 0, "lrat_deletions": 0}
    try:
        steps = _binary_steps(proof) if isinstance(proof, bytes) else _text_steps(proof)
        return _check(clauses, steps, counts)
    except Reject as exc:
        return False, str(exc), counts
    except (MemoryError, RecursionError) as exc:
        return False, f"kernel resource limit: {type(exc).__name__}", counts


def _check(clauses: list[list[int]], steps, counts: dict[str, int]) -> tuple[bool, str, dict[str, int]]:
    db = {cid: frozenset(clause) for cid, clause in enumerate(clauses, start=1)}
    occ: dict[int, set[int]] = {}  # literal -> live ids holding it: empty, or exact (see _check_add)
    last_id = len(clauses)
    for where, step, lemma, hints in steps:
        if lemma is None:
            for cid in hints:
                if (gone := db.pop(cid, None)) is None:
                    raise Reject(f"{where}: deleting clause {cid}, which is not live")
                for lit in gone if occ else ():
                    occ[lit].discard(cid)
                counts["lrat_deletions"] += 1
            continue
        if not last_id < step <= MAX_ID:
            raise Reject(f"{where}: clause id {step} is not larger than {last_id}")
        if max(map(abs, lemma), default=0) > MAX_VAR:  # (a hint out of range names no live clause)
            raise Reject(f"{where}: literal out of range")
        if _check_add(db, occ, lemma, hints, where):
            counts["lrat_rat_steps"] += 1
        counts["lrat_steps"] += 1
        last_id = step
        if not lemma:
            return True, f"LRAT refutation checked: empty clause at step {step}", counts
        db[step] = frozenset(lemma)
        for lit in db[step] if occ else ():
            occ.setdefault(lit, set()).add(step)
    return False, "the LRAT proof never adds the empty clause", counts
