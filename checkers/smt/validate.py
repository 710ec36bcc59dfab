"""Build the validation script for "this model satisfies this script" (trusted logic).

Input is what :mod:`.subject` and :mod:`.evidence` have already read and
bounded. The script's own sort declarations come first; then the model's
universe elements (pairwise distinct, and the only elements of their sort:
consistent, since each such sort is uninterpreted); then the script's declared
symbols the model leaves out (still free, so an assertion must hold for
*every* value of them); then the model's definitions, in dependency order;
then the script's own (non-recursive) definitions. Every part is a
conservative extension of the sort declarations, so the context is
consistent. Each assertion ``A`` is then checked as ``(push 1) (assert (not
A)) (check-sat) (pop 1)``: the model satisfies ``A`` exactly when that is
``unsat``. Only these reconstructed commands are ever emitted: options,
``include`` and every other command of the input are dropped, never run.
"""

from __future__ import annotations

from dataclasses import dataclass

from .evidence import Model
from .sexpr import atoms, show, symbol
from .subject import Rejected, Subject

ACCEPTED, REJECTED, UNCHECKABLE = "ACCEPTED", "REJECTED", "UNCHECKABLE"


@dataclass(frozen=True)
class Validation:
    text: str
    assertions: tuple[str, ...]  # each assertion, as read (for reasons)


def _ordered(subject: Subject, model: Model) -> list[list]:
    """The model's definitions, each after the model definitions it references (post-order)."""
    out: list[list] = []
    state: dict[str, int] = {}

    def visit(name: str) -> None:
        if state.get(name) == 2:
            return
        if state.get(name) == 1:
            raise Rejected(f"the model's definition of {name} is circular")
        state[name] = 1
        d = model.definitions[name]
        params = {symbol(p[0]) for p in d[2]}
        for a in atoms(d[4]):
            s = symbol(a)
            if s in model.definitions and s not in params and s != name:
                visit(s)
        state[name] = 2
        out.append(d)

    for name in subject.declared:
        if name in model.definitions:
            visit(name)
    return out


def build(subject: Subject, model: Model) -> Validation:
    lines = ["(set-logic ALL)"]
    lines += [show(c) for c in subject.sort_commands]
    for sort, elems in model.universes.items():
        lines += [f"(declare-fun {e} () {sort})" for e in elems]
        if len(elems) > 1:
            lines.append(f"(assert (distinct {' '.join(elems)}))")
        cases = " ".join(f"(= |jcb.x| {e})" for e in elems)
        lines.append(f"(assert (forall ((|jcb.x| {sort})) (or {cases} false)))")
    lines += [show(subject.declarations[n]) for n in subject.declared if n not in model.definitions]
    lines += [show(d) for d in _ordered(subject, model)]
    lines += [show(c) for c in subject.definitions]
    for a in subject.assertions:
        lines.append(f"(push 1)\n(assert (not {show(a)}))\n(check-sat)\n(pop 1)")
    return Validation("\n".join(lines) + "\n", tuple(show(a) for a in subject.assertions))


def decide(validation: Validation, answers: list[str], solver: str) -> tuple[str, str]:
    """ACCEPTED only if every assertion's negation is unsat; REJECTED on a sat; otherwise UNCHECKABLE.

    A "sat" counts only when every answer is sat or unsat: after an error (a definition the solver refused,
    say) a check can be sat for the wrong reason, so any error makes the whole check UNCHECKABLE.
    """
    if len(answers) != len(validation.assertions):
        return UNCHECKABLE, (
            f"{solver} gave {len(answers)} answers for {len(validation.assertions)} assertions: "
            f"{' '.join(answers)[:300]}"
        )
    for i, (answer, text) in enumerate(zip(answers, validation.assertions), 1):
        if answer not in ("sat", "unsat"):
            return UNCHECKABLE, (
                f"{solver} could not confirm assertion {i} under the model ({answer[:200]}): {text[:200]}"
            )
    for i, (answer, text) in enumerate(zip(answers, validation.assertions), 1):
        if answer == "sat":
            return REJECTED, f"assertion {i} is false under the model: {text[:300]}"
    return ACCEPTED, f"{solver} confirmed all {len(answers)} assertions true under the model"
