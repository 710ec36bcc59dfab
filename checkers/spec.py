"""Checker declarations and their source digests."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent


@dataclass(frozen=True)
class CheckerSpec:
    id: str
    module: str  # run as ``python -I -m <module>`` inside the sandbox
    claims: tuple[str, ...]
    formats: tuple[str, ...]
    sources: tuple[str, ...]  # paths relative to this folder: exactly what the digest covers
    description: str

    def source_paths(self) -> list[Path]:
        return [HERE / rel for rel in self.sources]

    def digest(self) -> str:
        """sha256 over the checker's own source files (name and content, in order)."""
        h = hashlib.sha256()
        for rel in self.sources:
            data = (HERE / rel).read_bytes()
            h.update(rel.encode() + b"\0" + str(len(data)).encode() + b"\0" + data)
        return "sha256:" + h.hexdigest()


SAT_MODEL = CheckerSpec(
    id="sat.model.eval",
    module="jacobian.checkers.sat.model_check",
    claims=("CNF_SATISFIABLE",),
    formats=("model",),
    sources=(
        "sat/__init__.py",
        "sat/dimacs.py",
        "sat/model.py",
        "sat/request.py",
        "sat/model_check.py",
        "entry.py",
    ),
    description="Evaluates every clause of the DIMACS formula under the claimed model (DIMACS literals); "
    "rejects out-of-range or contradictory literals and any unsatisfied clause.",
)

SAT_DRAT_LRAT = CheckerSpec(
    id="sat.drat.lrat",
    module="jacobian.checkers.sat.proof_check",
    claims=("CNF_UNSATISFIABLE",),
    formats=("drat", "lrat"),
    sources=(
        "sat/__init__.py",
        "sat/dimacs.py",
        "sat/request.py",
        "sat/drat.py",
        "sat/proof_source.py",
        "sat/elaborate.py",
        "sat/lrat.py",
        "sat/proof_check.py",
        "entry.py",
    ),
    description="Elaborates a DRAT proof (text or binary) to LRAT by backward RUP/RAT checking of its core, "
    "then accepts only if the small LRAT kernel checks that LRAT (or an LRAT given directly) "
    "against the original DIMACS formula.",
)

GROUP_ORDER = CheckerSpec(
    id="group.order.schreier_sims",
    module="jacobian.checkers.group.order",
    claims=("GROUP_ORDER",),
    formats=("permutation-images/1",),
    sources=("group/__init__.py", "group/schreier_sims.py", "group/request.py", "group/order.py", "entry.py"),
    description="Recomputes the order of a permutation group with its own deterministic Schreier-Sims "
    "(complete base and strong generating set; no GAP, no SymPy) and accepts only the exact claimed order.",
)

GROUP_ISOMORPHISM = CheckerSpec(
    id="group.isomorphism.graph",
    module="jacobian.checkers.group.isomorphism",
    claims=("GROUP_ISOMORPHISM",),
    formats=("permutation-images/1",),
    sources=("group/__init__.py", "group/schreier_sims.py", "group/request.py", "group/isomorphism.py", "entry.py"),
    description="Checks that claimed images of generators define an isomorphism: the pairs (g_i, k_i) generate "
    "a subgroup of the direct product of order |G| (a homomorphism), the images lie in H and generate a group of "
    "order |G| = |H| (bijective); orders by its own Schreier-Sims.",
)

SMT_MODEL_BY_CVC5 = CheckerSpec(
    id="smt.model.cvc5",
    module="jacobian.checkers.smt.by_cvc5",
    claims=("SMT_MODEL_SATISFIES",),
    formats=("smtlib-model+z3",),
    sources=("smt/__init__.py", "smt/sexpr.py", "smt/validate.py", "smt/request.py", "smt/by_cvc5.py"),
    description="Checks a Z3 model against an SMT-LIB script with cvc5: the model's definitions replace the script's "
    "declarations and cvc5 must find the negation of every assertion unsat (every assertion true under the model).",
)

SMT_MODEL_BY_Z3 = CheckerSpec(
    id="smt.model.z3",
    module="jacobian.checkers.smt.by_z3",
    claims=("SMT_MODEL_SATISFIES",),
    formats=("smtlib-model+cvc5",),
    sources=("smt/__init__.py", "smt/sexpr.py", "smt/validate.py", "smt/request.py", "smt/by_z3.py"),
    description="Checks a cvc5 model against an SMT-LIB script with Z3: the model's definitions replace the script's "
    "declarations and Z3 must find the negation of every assertion unsat (every assertion true under the model).",
)

# Filled in as checkers land; each entry names only files under checkers/.
BUNDLED: tuple[CheckerSpec, ...] = (SAT_MODEL, SAT_DRAT_LRAT, GROUP_ORDER, GROUP_ISOMORPHISM, SMT_MODEL_BY_CVC5, SMT_MODEL_BY_Z3)
