"""Checker ``coq.kernel.coqchk``: a compiled theorem is re-checked by Coq's kernel checker.

``python -I -m jacobian.checkers.coq.kernel --coqchk PATH --coqc PATH`` (the paths come from the
declaration in checkers/spec.py, whose digest covers both programs and the standard library).
Accepts only when, in this job's scratch directory:
1. ``coqchk -o -norec JP.Proof`` re-checks the evidence .vo through the kernel; its dependencies can
   only be the standard library (nothing else is on the load path), which is trusted by digest;
   the summary lists no JP.* axiom at all (an axiom of the evidence's own library is never allowed:
   its statement is not part of the claim) and no type-in-type, unsafe fixpoint or assumed positivity;
2. this checker's own file elaborates the statement with the imports alone (before the evidence is
   loaded: no notation or definition of the user's can change it) and the theorem's type unifies
   with it (``unify``: up to conversion, with no coercion inserted; the kernel's terms, not text);
3. every axiom ``Print Assumptions`` lists for the theorem is in ``allowed_axioms`` (fully qualified
   standard-library names, ``Coq.Logic.Classical_Prop.classic``), compared exactly after ``About``
   resolved each printed name, in the same context, to its kernel name: Print Assumptions prints the
   shortest name that resolves where it runs, which can be a suffix of another axiom's full name.
The statement is spliced into this checker's file only after its own scan finds a single term.
"""

from __future__ import annotations

import argparse
import base64
import re
import subprocess
from typing import Any

from jacobian.checkers.entry import serve_check

MODULE, THEOREM, LIBRARY = "JP.Proof", "JP.Proof.jacobian_theorem", "JP"
IMPORT = re.compile(r"^[A-Z][A-Za-z0-9_]*(\.[A-Z][A-Za-z0-9_]*)*$")
IDENT = r"[A-Za-z_][A-Za-z0-9_']*"
STANDARD_NAME = re.compile(rf"^Coq(\.{IDENT})+$")  # an allowed axiom: a full standard-library name
PRINTED_NAME = re.compile(rf"^{IDENT}(\.{IDENT})*$")  # a name as Print Assumptions printed it
EXPANDS = re.compile(r"^Expands\s+to:\s+Constant\s+(\S+)$", re.M)  # About's kernel name (a long one wraps)
MAX_STATEMENT, MAX_VO, MAX_ALLOWED = 64 * 1024, 64 * 1024 * 1024, 64
SAFE_SECTIONS = ("type-in-type", "unsafe (co)fixpoints", "positivity is assumed")


def single_term(text: str) -> str | None:
    """Why ``text`` is not one term (a sentence end, an unclosed comment or string), or None."""
    i, n, depth = 0, len(text), 0
    while i < n:
        if text.startswith("(*", i):
            depth, i = depth + 1, i + 2
        elif depth and text.startswith("*)", i):
            depth, i = depth - 1, i + 2
        elif text[i] == '"':
            j = i + 1
            while True:
                j = text.find('"', j)
                if j < 0:
                    return "unterminated string"
                if text.startswith('""', j):
                    j += 2
                    continue
                break
            i = j + 1
        elif not depth and text[i] == "." and (i + 1 == n or text[i + 1].isspace()):
            return f"a sentence end at offset {i}"
        else:
            i += 1
    return "unterminated comment" if depth else None


def _run(argv: list[str]) -> tuple[int, str]:
    p = subprocess.run(argv, capture_output=True, text=True, errors="replace", timeout=600)
    return p.returncode, p.stdout + p.stderr


def _summary(text: str) -> dict[str, list[str]]:
    """coqchk -o's CONTEXT SUMMARY: section title -> entries."""
    sections: dict[str, list[str]] = {}
    current = None
    for line in text.splitlines():
        m = re.match(r"^\* (.+?):\s*(<none>)?\s*$", line)
        if m:
            current = m.group(1)
            sections[current] = []
        elif current and line.strip() and line.startswith("    "):
            sections[current].append(line.strip())
    return sections


def _printed_axioms(out: str) -> list[str]:
    """The names under ``Axioms:`` in Print Assumptions' output (each entry's first token, at column 0)."""
    axioms, in_axioms = [], False
    for line in out.splitlines():
        if re.match(r"^[A-Z][A-Za-z ]*:$", line):
            in_axioms = line == "Axioms:"
        elif in_axioms and line and not line[0].isspace():
            axioms.append(line.split()[0])
    return axioms


def _full_names(lines: list[str], printed: list[str], coqc: str) -> list[str] | str:
    """The kernel names of the ``printed`` axioms, or why they could not be had.

    ``About`` runs after the statement check's own lines, so each printed name resolves in the context
    Print Assumptions printed it in; its "Expands to: Constant ..." line is the fully qualified name.
    """
    if not all(PRINTED_NAME.match(p) for p in printed):
        return f"Print Assumptions printed a name this checker cannot read: {printed[:8]}"
    with open("Names.v", "w") as f:
        f.write("\n".join(lines + [f"About {p}." for p in printed]) + "\n")
    code, out = _run([coqc, "-q", "-Q", ".", LIBRARY, "Names.v"])
    full = EXPANDS.findall(out)
    if code != 0 or len(full) != len(printed):
        return f"the axioms' full names could not be resolved: {out.strip()[-600:]}"
    return full


def check(payload: dict[str, Any], coqchk: str, coqc: str) -> dict[str, Any]:
    subject, cert = payload["subject"], payload["certificate"]
    statement, imports = subject["statement"], list(subject.get("imports", []))
    allowed = subject.get("allowed_axioms", [])
    if not isinstance(statement, str) or len(statement) > MAX_STATEMENT or not statement.strip():
        return {"accepted": False, "reason": "the statement is missing or too long", "checked": {}}
    if (why := single_term(statement)) is not None:
        return {"accepted": False, "reason": f"the statement is not a single term: {why}", "checked": {}}
    if len(imports) > 32 or not all(isinstance(i, str) and IMPORT.match(i) for i in imports):
        return {"accepted": False, "reason": "an import is not a library name", "checked": {}}
    if not (
        isinstance(allowed, list)
        and len(allowed) <= MAX_ALLOWED
        and all(isinstance(a, str) and STANDARD_NAME.match(a) for a in allowed)
    ):
        why = "allowed_axioms must list fully qualified standard-library names such as Coq.Logic.Classical_Prop.classic"
        return {"accepted": False, "reason": why, "checked": {}}
    if subject.get("theorem") != THEOREM or cert.get("module") != MODULE:
        return {"accepted": False, "reason": f"the claim is not about {THEOREM}", "checked": {}}
    vo = base64.b64decode(cert["vo_base64"], validate=True)
    if len(vo) > MAX_VO:
        return {"accepted": False, "reason": "the .vo is too large", "checked": {}}
    with open("Proof.vo", "wb") as f:
        f.write(vo)
    code, out = _run([coqchk, "-silent", "-o", "-Q", ".", LIBRARY, "-norec", MODULE])
    checked: dict[str, Any] = {"coqchk_exit": code}
    if code != 0:
        return {"accepted": False, "reason": f"coqchk rejected the .vo: {out.strip()[-600:]}", "checked": checked}
    summary = _summary(out)
    if "Axioms" not in summary:
        return {"accepted": False, "reason": "coqchk printed no context summary", "checked": checked}
    own = [a for a in summary["Axioms"] if a.startswith(LIBRARY + ".")]
    if own:
        return {
            "accepted": False,
            "reason": "the evidence's own library declares axioms outside the allowed set (only standard-library "
            f"axioms can be allowed): {own[:8]}",
            "checked": checked,
        }
    for title in summary:
        if any(s in title for s in SAFE_SECTIONS) and summary[title]:
            return {"accepted": False, "reason": f"coqchk reports {title}: {summary[title][:8]}", "checked": checked}
    lines = [f"From Coq Require Import {i}." for i in imports]
    lines += [
        "Definition jacobian_expected := (",
        statement,
        ").",
        f"Require {MODULE}.",
        "Goal True.",
        f"let t := type of {THEOREM} in unify t jacobian_expected.",
        "exact I.",
        "Qed.",
        f"Print Assumptions {THEOREM}.",
    ]
    with open("Check.v", "w") as f:
        f.write("\n".join(lines) + "\n")
    code, out = _run([coqc, "-q", "-Q", ".", LIBRARY, "Check.v"])
    checked["statement_check_exit"] = code
    if code != 0:
        return {
            "accepted": False,
            "reason": f"the theorem's type is not the requested statement: {out.strip()[-600:]}",
            "checked": checked,
        }
    printed = _printed_axioms(out)
    if "Closed under the global context" not in out and not printed:
        return {"accepted": False, "reason": "Print Assumptions gave no answer", "checked": checked}
    axioms = _full_names(lines, printed, coqc) if printed else []
    if isinstance(axioms, str):
        return {"accepted": False, "reason": axioms, "checked": checked}
    checked["axioms"] = axioms
    outside = [a for a in axioms if a not in allowed]
    if outside:
        return {
            "accepted": False,
            "reason": f"the theorem uses axioms outside the allowed set: {outside[:8]}",
            "checked": checked,
        }
    return {
        "accepted": True,
        "reason": "coqchk re-checked the .vo; the theorem has the requested type"
        + (f"; axioms {axioms} allowed" if axioms else "; closed under the global context"),
        "checked": checked,
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--coqchk", required=True)
    parser.add_argument("--coqc", required=True)
    args = parser.parse_args()
    serve_check(lambda payload: check(payload, args.coqchk, args.coqc))


if __name__ == "__main__":
    main()
