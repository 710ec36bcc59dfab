#!/usr/bin/env python3
"""TEST DOUBLE for `lean` (no Lean toolchain can be installed on this machine): NOT Lean.

It answers `--version` like Lean 4 and `--json Proof.lean` for a FIXED set of theorems only, printing
messages in the documented `lean --json` format (one JSON object per line: fileName, pos {line,
column}, endPos, severity, caption, data) at positions it computes from the generated file it is
given, as lean would (1-based lines, 0-based columns), and, like lean, stops at a header `import M` whose
M.olean is on no LEAN_PATH folder. It elaborates nothing: any other input ends
with exit 3 and "fake_lean: not one of its fixed inputs". Used by tests/providers/lean to test the
template, the message mapping and the pipeline; tests/providers/lean/test_real_lean.py runs the same
theorems against a real `lean` when one exists.
"""

from __future__ import annotations

import json
import os
import sys

# (statement, proof) -> what lean prints for the theorem: the axioms, or an error on a word of the proof.
FIXED = {
    ("2 + 2 = 4", "rfl"): {"axioms": []},
    ("∀ (p q : Prop), p ∧ q → q ∧ p", "intro p q h\nexact ⟨h.2, h.1⟩"): {"axioms": []},
    ("∀ (a b : Prop), (a ↔ b) → a = b", "intro a b h\nexact propext h"): {"axioms": ["propext"]},
    ("∀ p : Prop, p ∨ ¬p", "intro p\nexact Classical.em p"): {"axioms": ["propext", "Classical.choice", "Quot.sound"]},
    ("1 = 2", "sorry"): {"axioms": ["sorryAx"], "sorry": True},
    ("True", "exact nope"): {"axioms": ["sorryAx"], "error": ("nope", "unknown identifier 'nope'")},
}


def message(severity: str, line: int, column: int, data: str, end: tuple[int, int] | None = None) -> str:
    end_pos = {"line": end[0], "column": end[1]} if end else None
    obj = {
        "severity": severity,
        "pos": {"line": line, "column": column},
        "endPos": end_pos,
        "keepFullRange": False,
        "fileName": "Proof.lean",
        "data": data,
        "caption": "",
    }
    return json.dumps(obj, ensure_ascii=False)


def parts(lines: list[str]) -> tuple[str, str, int]:
    """(statement, proof, line of `theorem`) read back from the template's fixed layout."""
    t = next(i for i, x in enumerate(lines) if x.startswith("theorem jacobian_theorem :"))
    by = next(i for i, x in enumerate(lines) if x.strip() in (":= by", ":="))
    end = next(i for i, x in enumerate(lines) if x.startswith("#print axioms"))
    statement = "\n".join(x[4:] for x in lines[t + 1 : by])
    proof = "\n".join(x[2:] for x in lines[by + 1 : end])
    return statement, proof, t + 1


def _missing_import(lines: list[str]) -> tuple[int, str] | None:
    """The first `import M` of the header whose M.olean is in no LEAN_PATH folder."""
    folders = [d for d in os.environ.get("LEAN_PATH", "").split(":") if d]
    for row, line in enumerate(lines):
        if line.startswith("import "):
            module = line.split()[1]
            rel = module.replace(".", "/") + ".olean"
            if not any(os.path.isfile(os.path.join(d, rel)) for d in folders):
                return row, module
    return None


def main(argv: list[str]) -> int:
    if argv == ["--version"]:
        print("Lean (version 4.9.0, x86_64-unknown-linux-gnu, commit 0000000000000000, Release) [FAKE TEST DOUBLE]")
        return 0
    if len(argv) != 2 or argv[0] != "--json":
        print(f"fake_lean: unsupported arguments {argv}", file=sys.stderr)
        return 3
    with open(argv[1], encoding="utf-8") as f:
        lines = f.read().split("\n")
    try:
        statement, proof, theorem_line = parts(lines)
    except StopIteration:
        print("fake_lean: not one of its fixed inputs", file=sys.stderr)
        return 3
    missing = _missing_import(lines)
    if missing is not None:  # lean stops at the header when an imported module is not on LEAN_PATH
        row, module = missing
        text = f"unknown module prefix '{module.split('.')[0]}'\n\nNo directory or file '{module}.olean' in LEAN_PATH"
        print(message("error", row + 1, 0, text, (row + 1, len(lines[row]))))
        return 1
    case = FIXED.get((statement, proof))
    if case is None:
        print("fake_lean: not one of its fixed inputs", file=sys.stderr)
        return 3
    out = []
    if "error" in case:
        word, text = case["error"]
        row = next(i for i, x in enumerate(lines) if word in x and i + 1 > theorem_line)
        col = lines[row].index(word)
        out.append(message("error", row + 1, col, text, (row + 1, col + len(word))))
    if case.get("sorry"):
        out.append(message("warning", theorem_line, 8, "declaration uses 'sorry'", (theorem_line, 24)))
    axioms = case["axioms"]
    print_line = next(i for i, x in enumerate(lines) if x.startswith("#print axioms")) + 1
    data = (
        f"'jacobian_theorem' depends on axioms: [{', '.join(axioms)}]"
        if axioms
        else "'jacobian_theorem' does not depend on any axioms"
    )
    out.append(message("information", print_line, 0, data + "\n", (print_line, 13)))
    print("\n".join(out))
    return 1 if "error" in case else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
