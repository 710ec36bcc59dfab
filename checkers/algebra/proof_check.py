"""Worker: check an equational proof that the source laws imply the target, by replaying every step.

``python -I -m jacobian.checkers.algebra.proof_check``; payload ``{"claim": {"kind":
"EQUATIONAL_IMPLICATION"}, "subject": {"sources": [law, ...], "target": law}, "certificate":
{"lemmas": [{"lhs", "rhs", "steps"}, ...], "steps": [...]}}`` (format ``equational-proof/1``).

A chain starts at a left side and must end at the right side: the target's, or a lemma's. Each step
is ``{"law": i}`` (source law i) or ``{"lemma": k}`` (an earlier lemma, already checked), ``mirror``
(use the law right to left), ``at`` (the position: 0 = left factor, 1 = right factor, from the
root), ``subst`` (a term for every variable of the law, no other) and ``term`` (the whole term after
the step). The checker reads the laws itself, finds the subterm at ``at``, requires it to be the
law's side under ``subst`` exactly, replaces it by the other side under ``subst``, and requires the
result to be ``term``. Terms are text (``x*(y*z)``), bounded; the whole proof at most
``MAX_STEPS`` steps. Equational logic is sound in every magma (empty or not), so an accepted proof
shows every magma satisfying the sources satisfies the target.
"""

from __future__ import annotations

from typing import Any

from ..entry import guarded, serve_check
from ..sat.request import BadRequest, claim_and_format
from .subject import described, laws
from .terms import Law, LawError, Term, law_variables, parse_term, size

FORMAT = "equational-proof/1"
MAX_STEPS = 200_000  # over the main chain and every lemma
MAX_LEMMAS = 20_000
MAX_TERM_NODES = 4095
MAX_TERM_DEPTH = 200
MAX_TERM_TEXT = 40_000
MAX_POSITION = MAX_TERM_DEPTH


def _term(text: Any, where: str) -> Term:
    try:
        return parse_term(text, MAX_TERM_DEPTH, MAX_TERM_NODES, MAX_TERM_TEXT)
    except LawError as exc:
        raise BadRequest(f"{where}: {exc}") from None


def _instance_size(t: Term, sizes: dict[str, int]) -> int:
    return sizes[t] if isinstance(t, str) else 1 + _instance_size(t[0], sizes) + _instance_size(t[1], sizes)


def _substitute(t: Term, s: dict[str, Term]) -> Term:
    return s[t] if isinstance(t, str) else (_substitute(t[0], s), _substitute(t[1], s))


def _replace(t: Term, pos: list[int], new: Term) -> Term:
    if not pos:
        return new
    if pos[0] == 0:
        return (_replace(t[0], pos[1:], new), t[1])
    return (t[0], _replace(t[1], pos[1:], new))


def step(term: Term, st: Any, sources: list[Law], lemmas: list[Law], where: str) -> Term:
    """The term after one step, or BadRequest naming what does not hold."""
    if not isinstance(st, dict) or set(st) - {"law", "lemma", "mirror", "at", "subst", "term"}:
        raise BadRequest(f"{where}: a step has only law or lemma, mirror, at, subst, term")
    if ("law" in st) == ("lemma" in st):
        raise BadRequest(f"{where}: a step names exactly one of law (a source law) or lemma (an earlier lemma)")
    pool = sources if "law" in st else lemmas
    index = st["law"] if "law" in st else st["lemma"]
    if type(index) is not int or not 0 <= index < len(pool):
        raise BadRequest(f"{where}: names no source law or earlier lemma")
    law = pool[index]
    if st.get("mirror", False) not in (True, False):
        raise BadRequest(f"{where}.mirror must be true or false")
    before, after = (law[1], law[0]) if st.get("mirror", False) else law
    names = law_variables(law)
    subst = st.get("subst")
    if not isinstance(subst, dict) or sorted(subst) != names:
        raise BadRequest(f"{where}.subst must give exactly the variables {names} of the law it uses")
    sigma = {v: _term(subst[v], f"{where}.subst.{v}") for v in names}
    pos = st.get("at")
    if not isinstance(pos, list) or len(pos) > MAX_POSITION or any(type(i) is not int or i not in (0, 1) for i in pos):
        raise BadRequest(f"{where}.at must be a list of 0 and 1")
    sub = term
    for k, i in enumerate(pos):
        if isinstance(sub, str):
            raise BadRequest(f"{where}.at: the term has no position {pos[: k + 1]}")
        sub = sub[i]
    sizes = {v: size(t) for v, t in sigma.items()}
    if _instance_size(before, sizes) != size(sub) or _substitute(before, sigma) != sub:
        raise BadRequest(f"{where}: the subterm at {pos} is not the law's instance under subst")
    if size(term) - size(sub) + _instance_size(after, sizes) > MAX_TERM_NODES:
        raise BadRequest(f"{where}: the rewritten term has more than {MAX_TERM_NODES} nodes")
    result = _replace(term, pos, _substitute(after, sigma))
    if result != _term(st.get("term"), f"{where}.term"):
        raise BadRequest(f"{where}.term is not the term the step yields")
    return result


def chain(start: Term, end: Term, steps: Any, sources: list[Law], lemmas: list[Law], where: str) -> int:
    if not isinstance(steps, list):
        raise BadRequest(f"{where} must be a list of steps")
    term = start
    for k, st in enumerate(steps):
        term = step(term, st, sources, lemmas, f"{where}[{k}]")
    if term != end:
        raise BadRequest(f"{where} ends at another term than the right side it must reach")
    return len(steps)


def replay(sources: list[Law], target: Law, cert: Any) -> dict[str, int]:
    if not isinstance(cert, dict) or set(cert) != {"lemmas", "steps"}:
        raise BadRequest("certificate must have exactly lemmas and steps")
    lemmas, main = cert["lemmas"], cert["steps"]
    if not isinstance(lemmas, list) or len(lemmas) > MAX_LEMMAS or not isinstance(main, list):
        raise BadRequest(f"certificate.lemmas must be a list of at most {MAX_LEMMAS}, steps a list")
    chains = [main] + [lm.get("steps") for lm in lemmas if isinstance(lm, dict)]
    total = sum(len(c) for c in chains if isinstance(c, list))
    if total > MAX_STEPS:
        raise BadRequest(f"the proof has {total} steps, more than {MAX_STEPS}")
    known: list[Law] = []  # the lemmas checked so far: a lemma uses only earlier ones
    for k, lm in enumerate(lemmas):
        where = f"certificate.lemmas[{k}]"
        if not isinstance(lm, dict) or set(lm) != {"lhs", "rhs", "steps"}:
            raise BadRequest(f"{where} must have exactly lhs, rhs, steps")
        lhs, rhs = _term(lm["lhs"], f"{where}.lhs"), _term(lm["rhs"], f"{where}.rhs")
        chain(lhs, rhs, lm["steps"], sources, known, f"{where}.steps")
        known.append((lhs, rhs))
    chain(target[0], target[1], main, sources, known, "certificate.steps")
    return {"steps": total, "lemmas": len(lemmas)}


def check(payload: dict[str, Any]) -> dict[str, Any]:
    model: dict[str, Any] = {}
    try:
        _, fmt = claim_and_format(payload, ("EQUATIONAL_IMPLICATION",))
        if fmt not in (None, FORMAT):
            raise BadRequest(f"certificate format {fmt!r} is not {FORMAT}")
        sources, target = laws(payload.get("subject"))
        model = {"model": described(sources, target)}
        counts = replay(sources, target, payload.get("certificate"))
    except BadRequest as exc:
        return {"accepted": False, "reason": f"rejected: {exc}", "checked": {}, **model}
    reason = (
        f"every one of {counts['steps']} steps ({counts['lemmas']} lemmas) rewrites one subterm by an instance of a "
        "source law or an earlier lemma, and the chain leads from the target's left side to its right side"
    )
    return {"accepted": True, "reason": reason, "checked": counts, **model}


handle = guarded(check)


def main() -> None:
    serve_check(check)


if __name__ == "__main__":
    main()
