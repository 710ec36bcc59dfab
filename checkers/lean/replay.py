"""Checker ``lean.kernel.replay``: a Lean theorem is rebuilt and re-checked by Lean's kernel, in this job.

``python -I -m jacobian.checkers.lean.replay --lean PATH`` (the path and the toolchain's core library
are covered by the declaration's digest in checkers/spec.py). It trusts nothing the producer ran: from
the subject (the caller's statement and proof) it writes, in its scratch directory,
- ``Expected.lean``: ``def jacobian_expected : Prop := (<statement>)``, elaborated alone (no user
  proof text is in scope, so no notation or definition of the proof's can change it);
- ``Proof.lean``: its own copy of the template (the theorem bound to the statement before the proof);
- ``Check.lean``: a fixed Lean program (no user text) run with ``lean --run``. It loads both compiled
  modules as data (``importModules``: no syntax of theirs touches the program's own parsing), then
  1. re-parses the statement with Lean's own term parser: it must be exactly one term;
  2. replays every constant of both modules through the kernel (``Environment.replay``, the kernel
     check lean4checker performs), on top of Lean's core library (trusted by digest) - so everything
     the theorem can depend on outside the core library has been re-checked here;
  3. requires ``jacobian_theorem`` to be a theorem without universe parameters whose type the kernel
     finds definitionally equal to ``jacobian_expected`` (the kernel's terms, not text);
  4. collects the theorem's axioms (``CollectAxioms``) and prints them as one JSON line.
This module accepts only when every step passed and every axiom is in the allowed set (a subset of
propext, Classical.choice, Quot.sound; never sorryAx or Lean.ofReduceBool). It needs a real toolchain:
no step is imitated.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
from typing import Any

from jacobian.checkers.entry import serve_check

THEOREM = "jacobian_theorem"
STANDARD = ("propext", "Classical.choice", "Quot.sound")
MAX_TEXT = 64 * 1024

CHECK_PROGRAM = r"""
import Lean
import Lean.Replay
open Lean

def report (ok : Bool) (reason : String) (axioms : Array Name := #[]) (replayed : Nat := 0) : IO UInt32 := do
  IO.println (Json.compress (Json.mkObj [("accepted", toJson ok), ("reason", toJson reason),
    ("axioms", toJson (axioms.map toString)), ("replayed", toJson replayed)]))
  return if ok then 0 else 1

def main (_ : List String) : IO UInt32 := do
  let statement ← IO.FS.readFile "statement.txt"
  initSearchPath (← findSysroot)  -- LEAN_SYSROOT, then LEAN_PATH (this scratch directory)
  let base ← importModules #[{ module := `Init }] {}
  if let .error e := Parser.runParserCategory base `term statement then
    return (← report false s!"the statement is not one Lean term: {e}")
  let env ← importModules #[{ module := `Expected }, { module := `Proof }] {}
  let mut added : Std.HashMap Name ConstantInfo := {}
  let mut modules := 0
  for (name, data) in env.header.moduleNames.zip env.header.moduleData do
    if name == `Expected || name == `Proof then
      modules := modules + 1
      for n in data.constNames do
        if let some ci := env.find? n then
          added := added.insert n ci
  if modules != 2 then
    return (← report false "the compiled modules were not loaded")
  let r ← (base.replay added).toBaseIO
  if let .error e := r then
    return (← report false s!"kernel replay failed: {e}")
  let .ok replayed := r | return (← report false "kernel replay failed")
  let some (.defnInfo expected) := replayed.find? `jacobian_expected
    | return (← report false "jacobian_expected is not a definition")
  let some (.thmInfo thm) := replayed.find? `jacobian_theorem
    | return (← report false "jacobian_theorem is not a theorem")
  if !thm.levelParams.isEmpty then
    return (← report false "jacobian_theorem has universe parameters")
  match Kernel.isDefEq replayed {} thm.type expected.value with
  | .ok true => pure ()
  | .ok false => return (← report false "the theorem's type is not the requested statement")
  | .error _ => return (← report false "the kernel could not compare the theorem's type with the statement")
  let ((), s) := ((CollectAxioms.collect `jacobian_theorem).run replayed).run {}
  report true "replayed and compared" s.axioms added.size
"""


def template(statement: str, proof: str, mode: str) -> str:
    """This checker's own copy of the template (the producer's is not trusted)."""

    def indent(text: str, width: int) -> str:
        return "\n".join((" " * width + line) if line.strip() else "" for line in text.split("\n"))

    return "\n".join(
        [
            "set_option autoImplicit false",
            f"theorem {THEOREM} :",
            indent(statement, 4),
            "    := by" if mode == "tactic" else "    :=",
            indent(proof, 2),
            "",
        ]
    )


def errors(stdout: str) -> list[str]:
    """Error messages of ``lean --json`` (one JSON object per line); a non-JSON line counts as an error."""
    found = []
    for line in stdout.splitlines():
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
        except ValueError:
            found.append(line[:300])
            continue
        if not isinstance(obj, dict) or obj.get("severity") == "error":
            found.append(str(obj.get("data") if isinstance(obj, dict) else obj)[:300])
    return found


def verdict(program_stdout: str, exit_code: int, allowed: list[str]) -> tuple[bool, str, dict[str, Any]]:
    """Accept only the Check program's own final JSON line reporting success, with allowed axioms."""
    lines = [x for x in program_stdout.splitlines() if x.strip()]
    try:
        result = json.loads(lines[-1]) if lines else None
    except ValueError:
        result = None
    if not isinstance(result, dict) or not isinstance(result.get("axioms"), list):
        return False, f"the check program gave no result (exit {exit_code}): {program_stdout[-300:]}", {}
    checked = {"axioms": result["axioms"], "replayed_constants": result.get("replayed")}
    if exit_code != 0 or result.get("accepted") is not True:
        return False, str(result.get("reason"))[:600], checked
    outside = [a for a in result["axioms"] if a not in allowed]
    if outside:
        return False, f"the theorem uses axioms outside the allowed set: {outside[:8]}", checked
    return True, "rebuilt, replayed through the kernel, type equal to the statement; axioms allowed", checked


def _lean(lean: str, args: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run([lean, *args], capture_output=True, text=True, errors="replace", env=env, timeout=600)


def check(payload: dict[str, Any], lean: str) -> dict[str, Any]:
    subject = payload["subject"]
    statement, proof, mode = subject.get("statement"), subject.get("proof"), subject.get("proof_mode", "tactic")
    allowed = subject.get("allowed_axioms", [])
    if not all(isinstance(x, str) and 0 < len(x) <= MAX_TEXT for x in (statement, proof)):
        return {"accepted": False, "reason": "the statement or the proof is missing or too long", "checked": {}}
    if mode not in ("tactic", "term") or subject.get("environment", "core") != "core":
        return {"accepted": False, "reason": "unknown proof_mode or environment", "checked": {}}
    if not isinstance(allowed, list) or not all(a in STANDARD for a in allowed):
        return {"accepted": False, "reason": f"allowed_axioms must be a subset of {list(STANDARD)}", "checked": {}}
    if subject.get("theorem") != THEOREM:
        return {"accepted": False, "reason": f"the claim is not about {THEOREM}", "checked": {}}
    sysroot = os.path.dirname(os.path.dirname(os.path.realpath(lean)))
    here = os.getcwd()
    env = {"PATH": f"{sysroot}/bin:/usr/bin:/bin", "LEAN_SYSROOT": sysroot, "LEAN_PATH": here, "HOME": here}
    files = {
        "Expected.lean": f"def jacobian_expected : Prop :=\n  ({statement}\n  )\n",
        "Proof.lean": template(statement, proof, mode),
        "statement.txt": statement,
        "Check.lean": CHECK_PROGRAM,
    }
    for name, text in files.items():
        with open(name, "w") as f:
            f.write(text)
    checked: dict[str, Any] = {"replay": "Environment.replay"}
    for module in ("Expected", "Proof"):
        p = _lean(lean, ["--json", "-R", ".", "-o", f"{module}.olean", f"{module}.lean"], env)
        found = errors(p.stdout)
        checked[f"{module.lower()}_exit"] = p.returncode
        if p.returncode != 0 or found:
            why = "; ".join(found)[:600] or p.stderr[-300:]
            return {"accepted": False, "reason": f"lean rejected {module}.lean: {why}", "checked": checked}
    p = _lean(lean, ["--run", "Check.lean"], env)
    ok, reason, more = verdict(p.stdout, p.returncode, allowed)
    return {"accepted": ok, "reason": reason, "checked": {**checked, **more}}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--lean", required=True)
    args = parser.parse_args()
    serve_check(lambda payload: check(payload, args.lean))


if __name__ == "__main__":
    main()
