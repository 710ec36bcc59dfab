"""Coq specifics: the fixed template around ``jacobian_theorem``, the early refusals, coqc's messages.

The generated file ``Proof.v`` is compiled as library ``JP.Proof`` (``coqc -Q . JP``); the theorem's
kernel name is ``JP.Proof.jacobian_theorem``. Refusals here are friendly early errors; a text that
slips past them is still compiled in the sandbox (per job, read-only root, scratch directory only)
and the separate checker decides from the kernel's view, not from this text.
"""

from __future__ import annotations

import re

from .core import Message, ScanError, Sentence, Template, line_col, sentences

SOURCE = "Proof.v"
LIBRARY = "JP"
MODULE = "JP.Proof"
THEOREM = "jacobian_theorem"
COMPILED = "Proof.vo"
IMPORT_NAME = re.compile(r"^[A-Z][A-Za-z0-9_]*(\.[A-Z][A-Za-z0-9_]*)*$")
MAX_IMPORTS = 32

# Commands that end the proof early, start another command, touch files or the process, or change
# what the kernel checks. Matched on a sentence's first word after modifiers (Time, Fail, Local, ...).
REFUSED = frozenset(
    """
Abort Admit Add Axiom Axioms Back BackTo Bind Canonical Cd Class Close CoFixpoint CoInductive Coercion Comments
Conjecture Conjectures Context Corollary Declare Defined Definition Delimit Derive Drop Example Existing Export
Extract Extraction Fact Fixpoint From Functional Generalizable Global Goal Hint Hypotheses Hypothesis Identity
Import Include Inductive Infix Inline Instance Lemma Let Load Locate Ltac Ltac2 Module Next Notation
Number Obligation Obligations Opaque Optimize Parameter Parameters Preterm Primitive Program Proof Proposition
Qed Quit Record Recursive Redirect Register Remark Remove Require Reserved Reset Restart Save Scheme Section
Separate Set Strategy String Structure Sufficient Tactic Test Theorem Transparent Undo Unset Variable Variables
Variant End Universe Universes Constraint Cumulative NonCumulative Polymorphic Monomorphic Private Unshelve
""".split()
) - {"Unshelve"}
# Allowed before the theorem (definitions, lemmas with their proofs, notations, tactics, axioms):
# the file and process commands stay refused there too.
REFUSED_IN_DEFINITIONS = frozenset(
    """
Add Back BackTo Cd Declare Drop Export Extract Extraction From Import Include Load Optimize Quit Recursive
Redirect Register Require Reset Restart Separate Test Undo Unset Set Module Section End Program Global Local
""".split()
) | {"#["}
MODIFIERS = frozenset({"Time", "Fail", "Succeed", "Timeout", "Instructions", "Profile", "Local", "Global", "#["})
HOLE_WORDS = ("admit", "give_up", "Admitted", "Abort")


class Refused(ValueError):
    def __init__(self, part: str, message: str, line: int, column: int) -> None:
        super().__init__(f"{part} line {line}, column {column}: {message}")
        self.part = part


def _command(s: Sentence) -> str | None:
    words = list(s.words)
    while words and words[0] in MODIFIERS:
        words.pop(0)
        if words and words[0].isdigit():  # Timeout 5 ...
            words.pop(0)
    return words[0] if words else None


def _scan(part: str, text: str) -> list[Sentence]:
    try:
        return sentences(text)
    except ScanError as exc:
        line, col = line_col(text, exc.offset)
        raise Refused(part, str(exc), line, col) from None


def _refuse(part: str, text: str, s: Sentence, why: str) -> Refused:
    line, col = line_col(text, s.start)
    return Refused(part, why, line, col)


def check_statement(text: str) -> None:
    """One term: no sentence end, comments and strings closed."""
    if not text.strip():
        raise Refused("statement", "the statement is empty", 1, 0)
    for s in _scan("statement", text):
        if s.terminated:
            raise _refuse(
                "statement",
                text,
                s,
                "the statement must be a single term: a '.' followed by a blank "
                "ends a Coq sentence; write the statement without a final '.'",
            )


def check_proof(text: str) -> bool:
    """Tactic sentences only; a final ``Qed.`` is dropped by the template, a final ``Admitted.`` kept.
    Returns whether the proof ends with ``Admitted.``."""
    found = _scan("proof", text)
    admitted = False
    for k, s in enumerate(found):
        cmd = _command(s)
        last = k == len(found) - 1
        if last and cmd in ("Qed", "Admitted") and len(s.words) == 1:
            admitted = cmd == "Admitted"
            continue
        if cmd in REFUSED or (cmd and s.words and s.words[0] == "#["):
            raise _refuse(
                "proof",
                text,
                s,
                f"'{cmd}' is a command, not a tactic: the proof may contain tactics only "
                "(it is placed between the template's 'Proof.' and 'Qed.')",
            )
    if found and not found[-1].terminated:
        s = found[-1]
        raise _refuse("proof", text, s, "the proof's last sentence is not ended by '.'")
    return admitted


def check_definitions(text: str) -> None:
    found = _scan("definitions", text)
    for s in found:
        cmd = _command(s)
        if cmd in REFUSED_IN_DEFINITIONS or (s.words and s.words[0] in REFUSED_IN_DEFINITIONS):
            raise _refuse(
                "definitions",
                text,
                s,
                f"'{cmd}' is not allowed in definitions (file, process, module "
                "and option commands are refused; imports go in `imports`)",
            )
    if found and not found[-1].terminated:
        raise _refuse("definitions", text, found[-1], "the last definition is not ended by '.'")


def build(statement: str, proof: str, imports: list[str], definitions: str = "") -> tuple[Template, bool]:
    """The generated ``Proof.v`` and whether the proof ends ``Admitted``. Raises :class:`Refused`."""
    for i, name in enumerate(imports):
        if not IMPORT_NAME.match(name):
            raise Refused("imports", f"imports[{i}] {name!r} is not a Coq library name such as 'Lists.List'", 1, 0)
    check_statement(statement)
    if definitions.strip():
        check_definitions(definitions)
    admitted = check_proof(proof)
    body = proof.rstrip()
    if body.endswith(("Qed.", "Admitted.")):
        body = body[: body.rfind(body.split()[-1])]
    t = Template()
    t.fixed("(* generated by Jacobian coq.check *)")
    t.fixed(*(f"From Coq Require Import {name}." for name in imports))
    if definitions.strip():
        t.part("definitions", definitions)
    t.fixed(f"Theorem {THEOREM} :")
    t.part("statement", statement)
    t.fixed(".", "Proof.")
    t.part("proof", body)
    t.fixed("Admitted." if admitted else "Qed.", f"Print Assumptions {THEOREM}.")
    return t, admitted


_LOCATION = re.compile(r'^File "\./Proof\.v", line (\d+), characters (\d+)-(\d+):\s*$', re.M)


def messages(template: Template, stderr: str) -> list[Message]:
    """coqc's located messages, each mapped into the user's part, line and column."""
    out: list[Message] = []
    marks = list(_LOCATION.finditer(stderr))
    for k, m in enumerate(marks):
        body = stderr[m.end() : marks[k + 1].start() if k + 1 < len(marks) else len(stderr)].strip()
        severity = "warning" if body.startswith("Warning") else "error" if body.startswith("Error") else "info"
        body = re.sub(r"^(Error|Warning):\s*", "", body)
        line, c0, c1 = int(m.group(1)), int(m.group(2)), int(m.group(3))
        where = template.locate(line)
        if where is None:
            out.append(Message(severity, body[:2000], None, None, None))
        else:
            out.append(Message(severity, body[:2000], where[0], where[1], c0, c1))
    if not marks and stderr.strip():
        out.append(Message("error", stderr.strip()[:2000], None, None, None))
    return out


def holes(proof: str) -> list[dict[str, object]]:
    """Where the proof text admits goals (``admit``, ``give_up``, ``Admitted``): EXPLORE information."""
    found = []
    for s in _scan("proof", proof):
        for m in re.finditer(r"\b(" + "|".join(HOLE_WORDS) + r")\b", proof[s.start : s.end]):
            line, col = line_col(proof, s.start + m.start())
            found.append({"kind": m.group(1), "line": line, "column": col})
    return found
