"""Build the validation script for "this model satisfies this script" (trusted logic).

The script's own sort declarations come first; then the model's universe
elements (pairwise distinct, and the only elements of their sort); then the
script's uninterpreted symbols the model leaves out (still free, so an
assertion must hold for *every* value of them); then the model's definitions
of the script's symbols (sorts must match the declarations exactly) and what
they reference; then the script's own definitions. Each assertion ``A`` is
then checked as ``(push 1) (assert (not A)) (check-sat) (pop 1)``: the model
satisfies ``A`` exactly when that is ``unsat``. Only these reconstructed
commands are ever emitted: options, ``include`` and every other command of
the input are dropped, never run.
"""

from __future__ import annotations

from dataclasses import dataclass

from .sexpr import Expr, atoms, read_all, show, symbol

SORT_COMMANDS = ("declare-sort", "define-sort", "declare-datatype", "declare-datatypes")
DEFINE_COMMANDS = ("define-fun", "define-fun-rec", "define-funs-rec")


class Rejected(ValueError):
    """The evidence is malformed or inconsistent with the script; never accepted."""


@dataclass(frozen=True)
class Validation:
    text: str
    assertions: tuple[str, ...]  # each assertion, as read (for reasons)


def _head(expr: Expr) -> str | None:
    return expr[0] if isinstance(expr, list) and expr and isinstance(expr[0], str) else None


def _strip_named(expr: Expr) -> Expr:
    while isinstance(expr, list) and len(expr) >= 2 and expr[0] == "!":
        expr = expr[1]
    return expr


def _model_items(model_text: str) -> list[list]:
    items = read_all(model_text)
    if len(items) == 1 and isinstance(items[0], list) and (not items[0] or isinstance(items[0][0], list)):
        items = items[0]  # "( (define-fun ...) ... )"
    return [i for i in items if isinstance(i, list)]


def _replace_elements(expr: Expr, elements: dict[tuple[str, str], str]) -> Expr:
    """cvc5 writes universe elements as (as @U_0 U): give each a declarable name."""
    if isinstance(expr, str):
        return expr
    if len(expr) == 3 and expr[0] == "as" and isinstance(expr[1], str) and expr[1].startswith("@"):
        key = (expr[1], show(expr[2]))
        return elements.setdefault(key, f"|jcb.elem.{len(elements)}|")
    return [_replace_elements(e, elements) for e in expr]


def build(script_text: str, model_text: str) -> Validation:
    script = [c for c in read_all(script_text) if isinstance(c, list)]
    sort_cmds, declared, definitions, asserts = [], {}, [], []
    order: list[str] = []
    for cmd in script:
        head = _head(cmd)
        if head in SORT_COMMANDS:
            sort_cmds.append(cmd)
        elif head == "declare-fun" and len(cmd) == 4 and isinstance(cmd[2], list):
            declared[symbol(cmd[1])] = ([show(s) for s in cmd[2]], show(cmd[3]), cmd)
            order.append(symbol(cmd[1]))
        elif head == "declare-const" and len(cmd) == 3:
            declared[symbol(cmd[1])] = ([], show(cmd[2]), cmd)
            order.append(symbol(cmd[1]))
        elif head in DEFINE_COMMANDS:
            definitions.append(cmd)
        elif head == "assert" and len(cmd) == 2:
            asserts.append(_strip_named(cmd[1]))
        elif head == "assert":
            raise Rejected("the script has a malformed assert")
    if not asserts:
        raise Rejected("the script has no assertion to check")

    elements: dict[tuple[str, str], str] = {}
    universes: dict[str, list[str]] = {}
    model_defs: dict[str, list] = {}
    for item in _model_items(model_text):
        head = _head(item)
        if head == "declare-fun" and len(item) == 4 and item[2] == []:  # z3: a universe element
            universes.setdefault(show(item[3]), []).append(item[1])
        elif head == "define-fun" and len(item) == 5 and isinstance(item[2], list):
            name = symbol(item[1])
            if name is None:
                raise Rejected(f"model definition with a bad name: {show(item[1])}")
            model_defs.setdefault(name, _replace_elements(item, elements))  # first definition wins
    for (name, sort), sym in elements.items():
        universes.setdefault(sort, []).append(sym)

    # The model's definitions of declared symbols must have the declared sorts.
    used: dict[str, list] = {}
    for name, (domain, rng, _) in declared.items():
        d = model_defs.get(name)
        if d is None:
            continue
        params = d[2]
        if not all(isinstance(p, list) and len(p) == 2 for p in params):
            raise Rejected(f"model definition of {name} has malformed parameters")
        got = ([show(p[1]) for p in params], show(d[3]))
        if got != (domain, rng):
            raise Rejected(f"the model gives {name} sort {got} but the script declares {(domain, rng)}")
        used[name] = d
    if not used:
        raise Rejected("the model defines none of the script's declared symbols")
    defined_by_script = {symbol(c[1]) for c in definitions if _head(c) != "define-funs-rec" and len(c) > 1}

    ordered: list[list] = []
    state: dict[str, int] = {}

    def visit(name: str) -> None:  # post-order: what a definition references comes first
        if state.get(name) == 2:
            return
        if state.get(name) == 1:
            raise Rejected(f"the model's definition of {name} is circular")
        state[name] = 1
        d = model_defs[name]
        for a in atoms(d[4]):
            s = symbol(a)
            if s in model_defs and s not in defined_by_script and s != name:
                visit(s)
        state[name] = 2
        ordered.append(d)

    for name in order:
        if name in used:
            visit(name)

    lines = ["(set-logic ALL)"]
    lines += [show(c) for c in sort_cmds]
    for sort, elems in universes.items():
        lines += [f"(declare-fun {e} () {sort})" for e in elems]
        if len(elems) > 1:
            lines.append(f"(assert (distinct {' '.join(elems)}))")
        lines.append(f"(assert (forall ((|jcb.x| {sort})) (or {' '.join(f'(= |jcb.x| {e})' for e in elems)} false)))")
    lines += [show(declared[n][2]) for n in order if n not in used]
    lines += [show(d) for d in ordered]
    lines += [show(c) for c in definitions]
    for a in asserts:
        lines.append(f"(push 1)\n(assert (not {show(a)}))\n(check-sat)\n(pop 1)")
    return Validation("\n".join(lines) + "\n", tuple(show(a) for a in asserts))


def decide(validation: Validation, answers: list[str], solver: str) -> tuple[bool, str]:
    """Accept only if every assertion's negation is unsat."""
    if len(answers) != len(validation.assertions):
        return False, f"{solver} gave {len(answers)} answers for {len(validation.assertions)} assertions: {' '.join(answers)[:300]}"
    for i, (answer, text) in enumerate(zip(answers, validation.assertions), 1):
        if answer == "sat":
            return False, f"assertion {i} is false under the model: {text[:300]}"
        if answer != "unsat":
            return False, f"{solver} could not confirm assertion {i} under the model ({answer[:200]}): {text[:200]}"
    return True, f"{solver} confirmed all {len(answers)} assertions true under the model"
