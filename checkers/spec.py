"""Checker declarations: how each checker runs, within what limits, and the digest of what it trusts.

A checker is an ordinary job. Its declaration says which program runs (by default the server's Python
interpreter on ``-I -m <module>``; or an ``executable`` with its own ``argv``), within which limits
(``budget``; by default the runtime's ``checker_budget``), and what its digest covers: its own
``sources``, the files every checker trusts (COMMON_TRUSTED: the wire protocol, this declaration, the
shared entry point), and, declared per checker, ``trusted_paths`` outside the package (a kernel binary,
a library tree) and ``trusted_distributions`` (another solver's Python package). A change to any of
them changes the digest, so an operator's authorization no longer applies.
"""

from __future__ import annotations

import hashlib
import os
import shutil
from dataclasses import dataclass
from pathlib import Path

from jacobian import digests
from jacobian.contracts.job import MIB, Budget

HERE = Path(__file__).resolve().parent

# Relative to this folder: on every checker's trust path (how it talks, how it is declared and run;
# the package's __init__ runs on every import of a checker module).
COMMON_TRUSTED = ("../wire.py", "__init__.py", "spec.py", "entry.py")


class CheckerDigestError(OSError):
    """A file the checker trusts is missing or cannot be digested: the checker cannot be authorized."""


@dataclass(frozen=True)
class CheckerSpec:
    id: str
    module: str  # run as ``python -I -m <module>`` inside the sandbox unless ``executable`` says otherwise
    claims: tuple[str, ...]
    formats: tuple[str, ...]
    sources: tuple[str, ...]  # paths relative to this folder (or absolute): the checker's own files
    description: str
    executable: str | None = None  # None: the server's Python interpreter; else a path or a name on PATH
    argv: tuple[str, ...] = ("-I", "-m", "{module}")  # after the program; ``{module}`` is substituted
    budget: Budget | None = None  # None: the runtime's checker budget (RuntimeConfig.checker_budget)
    trusted_paths: tuple[str, ...] = ()  # absolute files or directories outside checkers/ it runs or loads
    trusted_exclude: tuple[str, ...] = ()  # digests.py exclude patterns for trusted_paths (documentation)
    trusted_distributions: tuple[str, ...] = ()  # installed Python distributions it imports
    # Compiled programs under this folder it runs when installed (setup.py builds them): digested when
    # installed, recorded as absent otherwise (the checker then uses its Python code and says so).
    optional_programs: tuple[str, ...] = ()
    # Producers (engine names or provider ids) whose evidence this checker must never judge, because it
    # shares their engine: the runtime never chooses it for such evidence (``jacobian.run.verification``).
    independent_of: tuple[str, ...] = ()
    # Text formats of the caller's it parses itself (e.g. "cplex-lp", "dimacs"): an acceptance must then
    # report the model it read (format, size, canonical digest), or it counts as a protocol error.
    reads: tuple[str, ...] = ()

    def source_paths(self) -> list[Path]:
        return [HERE / rel for rel in self.sources]

    def trusted_files(self) -> tuple[str, ...]:
        """Own sources, then the common trusted files (relative names, each once)."""
        return tuple(dict.fromkeys(self.sources + COMMON_TRUSTED))

    def program(self, interpreter: str) -> tuple[str, ...]:
        """The checker job's argv: the declared program and arguments, or ``interpreter -I -m module``."""
        exe = interpreter if self.executable is None else (shutil.which(self.executable) or self.executable)
        return (exe, *(a.replace("{module}", self.module) for a in self.argv))

    def digest(self, root: Path | None = None) -> str:
        """sha256 over everything the checker trusts; ``root`` stands in for this folder (a copy of the tree)."""
        base = HERE if root is None else root
        h = hashlib.sha256()
        for rel in self.trusted_files():
            data = (base / rel).read_bytes()
            h.update(rel.encode() + b"\0" + str(len(data)).encode() + b"\0" + data)
        for rel in self.optional_programs:
            program = base / rel
            code = program.read_bytes() if program.is_file() else None
            h.update(rel.encode() + (b"\0absent" if code is None else b"\0" + str(len(code)).encode() + b"\0" + code))
        paths = self.trusted_paths
        if self.executable is not None:
            resolved = shutil.which(self.executable)
            if resolved is None:
                raise CheckerDigestError(f"checker {self.id}: executable {self.executable!r} not found")
            paths = (resolved, *paths)
        if paths or self.trusted_distributions:
            try:
                extra = digests.trusted_digest(paths, self.trusted_exclude, self.trusted_distributions)
            except digests.DigestError as exc:
                raise CheckerDigestError(f"checker {self.id}: {exc}") from exc
            h.update(b"trusted\0" + extra.encode())
        return "sha256:" + h.hexdigest()


# The SAT proof checkers' compiled programs: the DRAT -> LRAT elaborator (untrusted: the kernel checks what it
# writes) and the LRAT kernel (trusted; its source, kernel_c/kernel.c, is among each checker's sources).
SAT_PROGRAMS = ("sat/drat-elab", "sat/lrat-kernel")

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
    reads=("dimacs",),
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
        "sat/native.py",
        "sat/lrat.py",
        "sat/kernel.py",
        "sat/kernel_c/kernel.c",
        "sat/proof_check.py",
        "entry.py",
    ),
    optional_programs=SAT_PROGRAMS,
    reads=("dimacs",),
    description="Elaborates a DRAT proof (text or binary) to LRAT by backward RUP/RAT checking of its core "
    "(the compiled drat-elab when installed, else in Python; either is untrusted), then accepts only if the "
    "small LRAT kernel checks that LRAT (or an LRAT given directly) against the original DIMACS formula: the "
    "compiled kernel (C, lrat-kernel) when installed, else the Python kernel it mirrors; the answer says which.",
)

GROUP_ORDER = CheckerSpec(
    id="group.order.schreier_sims",
    module="jacobian.checkers.group.order",
    claims=("GROUP_ORDER",),
    formats=("permutation-images/1",),
    sources=(
        "group/__init__.py",
        "group/schreier_sims.py",
        "group/cycles.py",
        "group/request.py",
        "group/order.py",
        "entry.py",
    ),
    description="Recomputes the order of a permutation group with its own deterministic Schreier-Sims "
    "(complete base and strong generating set; no GAP, no SymPy) and accepts only the exact claimed order.",
)

GROUP_ISOMORPHISM = CheckerSpec(
    id="group.isomorphism.graph",
    module="jacobian.checkers.group.isomorphism",
    claims=("GROUP_ISOMORPHISM",),
    formats=("permutation-images/1",),
    sources=(
        "group/__init__.py",
        "group/schreier_sims.py",
        "group/cycles.py",
        "group/request.py",
        "group/isomorphism.py",
        "entry.py",
    ),
    description="Checks that claimed images of generators define an isomorphism: the pairs (g_i, k_i) generate "
    "a subgroup of the direct product of order |G| (a homomorphism), the images lie in H and generate a group of "
    "order |G| = |H| (bijective); orders by its own Schreier-Sims.",
)

SMT_MODEL_BY_CVC5 = CheckerSpec(
    id="smt.model.cvc5",
    module="jacobian.checkers.smt.by_cvc5",
    claims=("SMT_MODEL_SATISFIES",),
    formats=("smtlib-model+z3",),
    sources=(
        "smt/__init__.py",
        "smt/sexpr.py",
        "smt/subject.py",
        "smt/evidence.py",
        "smt/validate.py",
        "smt/request.py",
        "smt/by_cvc5.py",
    ),
    trusted_distributions=("cvc5",),
    independent_of=("cvc5", "cvc5-cli", "smt-cvc5", "smt-cvc5-cli"),
    reads=("smtlib",),
    description="Checks a Z3 model against an SMT-LIB script with cvc5: the model's definitions replace the script's "
    "declarations and cvc5 must find the negation of every assertion unsat (every assertion true under the model).",
)

SMT_MODEL_BY_Z3 = CheckerSpec(
    id="smt.model.z3",
    module="jacobian.checkers.smt.by_z3",
    claims=("SMT_MODEL_SATISFIES",),
    formats=("smtlib-model+cvc5",),
    sources=(
        "smt/__init__.py",
        "smt/sexpr.py",
        "smt/subject.py",
        "smt/evidence.py",
        "smt/validate.py",
        "smt/request.py",
        "smt/by_z3.py",
    ),
    trusted_distributions=("z3-solver",),
    independent_of=("z3", "z3-cli", "smt-z3", "smt-z3-cli"),
    reads=("smtlib",),
    description="Checks a cvc5 model against an SMT-LIB script with Z3: the model's definitions replace the script's "
    "declarations and Z3 must find the negation of every assertion unsat (every assertion true under the model).",
)

EXACT_MATRIX = CheckerSpec(
    id="exact.matrix.fractions",
    module="jacobian.checkers.exact.matrix_check",
    claims=(
        "MATRIX_DETERMINANT",
        "MATRIX_INVERSE",
        "MATRIX_SINGULAR",
        "MATRIX_RANK",
        "MATRIX_NULLSPACE",
        "LINEAR_SYSTEM_SOLUTION",
        "LINEAR_SYSTEM_INCONSISTENT",
    ),
    formats=("exact-rational/1",),
    sources=("exact/__init__.py", "exact/rationals.py", "exact/algebra.py", "exact/matrix_check.py", "entry.py"),
    description="Replays exact linear-algebra certificates with Python fractions on its own parse of the matrix: "
    "a Bareiss determinant, A B = I, a nonzero kernel vector, a nonzero r x r minor plus n - r independent kernel "
    "vectors for a rank or kernel basis, A x = b, or y A = 0 with y b != 0.",
)

EXACT_LP = CheckerSpec(
    id="exact.lp.fractions",
    module="jacobian.checkers.exact.lp_check",
    claims=("LP_OPTIMAL", "LP_INFEASIBLE", "LP_UNBOUNDED"),
    formats=("lp-certificate/1",),
    sources=(
        "exact/__init__.py",
        "exact/rationals.py",
        "exact/algebra.py",
        "exact/mps_read.py",
        "exact/lpfile_read.py",
        "exact/model.py",
        "exact/lp_check.py",
        "entry.py",
    ),
    reads=("cplex-lp", "mps", "typed"),
    description="Replays LP certificates in exact integer/fraction arithmetic on its own parse of the LP (typed, MPS "
    "or LP file text): primal feasibility, dual "
    "sign feasibility and zero duality gap for an optimum; a Farkas bound > 0 for infeasibility; a feasible point "
    "and an improving recession direction for unboundedness.",
)

EXACT_MIP = CheckerSpec(
    id="exact.mip.fractions",
    module="jacobian.checkers.exact.mip_check",
    claims=("MIP_OPTIMAL", "MIP_INFEASIBLE"),
    formats=("mip-certificate/1",),
    sources=(
        "exact/__init__.py",
        "exact/rationals.py",
        "exact/algebra.py",
        "exact/mps_read.py",
        "exact/lpfile_read.py",
        "exact/model.py",
        "exact/lp_check.py",
        "exact/mip_check.py",
        "entry.py",
    ),
    reads=("cplex-lp", "mps", "typed"),
    description="Replays MIP certificates with Python fractions on its own parse of the MIP: an integral feasible "
    "incumbent, and a branch-and-bound tree reached node by node from the root whose leaves each carry an exact "
    "dual bound no better than the incumbent, a Farkas proof, or crossed bounds.",
)

EXACT_NORMAL_FORM = CheckerSpec(
    id="exact.normal_form.fractions",
    module="jacobian.checkers.exact.normal_form_check",
    claims=("MATRIX_HERMITE_FORM", "MATRIX_SMITH_FORM"),
    formats=("integer-normal-form/1",),
    sources=(
        "exact/__init__.py",
        "exact/rationals.py",
        "exact/algebra.py",
        "exact/normal_form_check.py",
        "entry.py",
    ),
    description="Checks Hermite and Smith normal forms on its own parse of the integer matrix: the transforms are "
    "integer with determinant +-1 (its own Bareiss elimination), U A = H or U A V = S exactly, and the form's shape "
    "(echelon with reduced positive pivots; a diagonal divisibility chain).",
)

INTERVAL_ENCLOSURE = CheckerSpec(
    id="interval.enclosure.mpmath",
    module="jacobian.checkers.interval.enclosure_check",
    claims=("INTERVAL_ENCLOSURE",),
    formats=("interval-enclosure/1",),
    sources=(
        "interval/__init__.py",
        "interval/expression.py",
        "interval/enclosure_check.py",
        "exact/__init__.py",
        "exact/rationals.py",
        "entry.py",
    ),
    trusted_distributions=("mpmath",),
    reads=("interval-expression",),
    description="Re-evaluates the expression on its own parse with mpmath's interval arithmetic (not FLINT's arb) at "
    "512-4096 bits, bisecting a box, and accepts only when every sub-box's interval lies inside the claimed "
    "enclosure; a value shown outside it rejects.",
)

ALGEBRA_WITNESS = CheckerSpec(
    id="algebra.countermodel.eval",
    module="jacobian.checkers.algebra.witness_check",
    claims=("MAGMA_COUNTERMODEL",),
    formats=("operation-table/1",),
    sources=(
        "algebra/__init__.py",
        "algebra/terms.py",
        "algebra/subject.py",
        "algebra/encode.py",
        "algebra/witness_check.py",
        "sat/__init__.py",
        "sat/dimacs.py",
        "sat/request.py",
        "entry.py",
    ),
    reads=("magma-laws",),
    description="Parses the laws itself and evaluates every source law and the target on the operation table "
    "under every assignment: accepts only if every source holds and the target fails somewhere.",
)

ALGEBRA_NO_COUNTERMODEL = CheckerSpec(
    id="algebra.no_countermodel.drat",
    module="jacobian.checkers.algebra.refutation_check",
    claims=("MAGMA_NO_COUNTERMODEL",),
    formats=("cnf-drat/1",),
    sources=(
        "algebra/__init__.py",
        "algebra/terms.py",
        "algebra/subject.py",
        "algebra/encode.py",
        "algebra/refutation_check.py",
        "sat/__init__.py",
        "sat/dimacs.py",
        "sat/request.py",
        "sat/drat.py",
        "sat/elaborate.py",
        "sat/lrat.py",
        "sat/kernel.py",
        "sat/kernel_c/kernel.c",
        "sat/native.py",
        "sat/refutation.py",
        "entry.py",
    ),
    reads=("magma-laws",),
    description="Per order: builds its own CNF of 'a magma of order n satisfies the sources and falsifies the "
    "target' from its own parse of the laws, requires it to be the CNF the solver refuted (sha256 of the "
    "canonical DIMACS), and checks the DRAT proof against it (DRAT elaborated to LRAT, the LRAT kernel decides).",
    optional_programs=SAT_PROGRAMS,
)

COQ_KERNEL = CheckerSpec(
    id="coq.kernel.coqchk",
    module="jacobian.checkers.coq.kernel",
    claims=("COQ_THEOREM",),
    formats=("coq-vo",),
    sources=("coq/__init__.py", "coq/kernel.py"),
    description="Re-checks the compiled .vo with coqchk (its standard-library dependencies trusted by digest), "
    "elaborates the requested statement in its own coqc run before loading the evidence and checks the theorem "
    "at that type, and accepts only axioms in the allowed set (default none).",
    argv=("-I", "-m", "{module}", "--coqchk", "/usr/bin/coqchk", "--coqc", "/usr/bin/coqc"),
    budget=Budget(wall_seconds=120.0, memory_bytes=2 * 1024 * MIB, max_processes=16, output_bytes=16 * MIB),
    trusted_paths=(
        "/usr/bin/coqchk",
        "/usr/bin/coqc",
        "/usr/lib/ocaml/coq/theories",
        "/usr/lib/ocaml/coq/user-contrib",
        "/usr/lib/ocaml/coq-core/plugins",
    ),
    trusted_exclude=("*.v", "*.glob", "*.ml", "*.mli", "*.cmt", "*.cmti", "doc"),
)

POLYNOMIAL = CheckerSpec(
    id="polynomial.groebner.exact",
    module="jacobian.checkers.polynomial.check",
    claims=("GROEBNER_BASIS", "IDEAL_MEMBER", "IDEAL_NON_MEMBER", "POLYNOMIAL_FACTORIZATION"),
    formats=("polynomial-certificate/2",),
    sources=(
        "polynomial/__init__.py",
        "polynomial/poly.py",
        "polynomial/groebner.py",
        "polynomial/identity.py",
        "polynomial/check.py",
        "entry.py",
    ),
    reads=("polynomial",),
    description="Parses the polynomials itself and replays in its own arithmetic over QQ (fractions) or GF(p): "
    "basis = lift (exact expansion), every generator reduces to zero, every S-polynomial reduces to zero "
    "(Buchberger; or, given the producer's reductions and S-pair standard representations, each an identity "
    "checked with its below-lcm bound after the product and chain criteria), reduced and monic; cofactor "
    "identities for membership; the exact product for a factorization.",
)

INTEGER_PRATT = CheckerSpec(
    id="integer.pratt",
    module="jacobian.checkers.integer.pratt",
    claims=("INTEGER_PRIME", "INTEGER_FACTORIZATION"),
    formats=("pratt/1",),
    sources=("integer/__init__.py", "integer/numbers.py", "integer/pratt.py", "entry.py"),
    description="Checks Pratt primality certificates recursively in Python integers (the factorization of p - 1 "
    "and a witness of order p - 1, down to trial division below 2^20) and the exact product of a factorization.",
)

# Its own checker, not a claim of integer.pratt: another format, no recursion, a few lines to read.
INTEGER_COMPOSITE = CheckerSpec(
    id="integer.composite",
    module="jacobian.checkers.integer.composite",
    claims=("INTEGER_COMPOSITE",),
    formats=("composite/1",),
    sources=("integer/__init__.py", "integer/numbers.py", "integer/composite.py", "entry.py"),
    description="Checks that n (its own reading of the subject) is composite in Python integers: a divisor d with "
    "1 < d < n and n mod d = 0, or a Fermat witness a with 1 < a < n and a^(n-1) mod n != 1.",
)

GRAPH_CHROMATIC = CheckerSpec(
    id="graph.chromatic.drat",
    module="jacobian.checkers.graph.chromatic_check",
    claims=("CHROMATIC_NUMBER",),
    formats=("colouring+cnf-drat/1",),
    sources=(
        "graph/__init__.py",
        "graph/graph6.py",
        "graph/simple.py",
        "graph/encode.py",
        "graph/chromatic_check.py",
        "sat/__init__.py",
        "sat/dimacs.py",
        "sat/request.py",
        "sat/drat.py",
        "sat/elaborate.py",
        "sat/lrat.py",
        "sat/kernel.py",
        "sat/kernel_c/kernel.c",
        "sat/native.py",
        "sat/refutation.py",
        "entry.py",
    ),
    reads=("graph6", "edge-list"),
    description="Parses the graph itself (graph6 by its own reader), evaluates the k-colouring (no monochromatic "
    "edge), builds its own CNF of '(k-1)-colourable', requires it to be the CNF the solver refuted (sha256 of the "
    "canonical DIMACS), and checks the DRAT proof against it (elaborated to LRAT, the LRAT kernel decides).",
    optional_programs=SAT_PROGRAMS,
)

GRAPH_INDUCED_TREE = CheckerSpec(
    id="graph.induced_tree.drat",
    module="jacobian.checkers.graph.induced_tree_check",
    claims=("INDUCED_TREE_MAXIMUM",),
    formats=("vertex-set+cnf-drat/1",),
    sources=(
        "graph/__init__.py",
        "graph/graph6.py",
        "graph/simple.py",
        "graph/encode.py",
        "graph/tree_encode.py",
        "graph/induced_tree_check.py",
        "sat/__init__.py",
        "sat/dimacs.py",
        "sat/request.py",
        "sat/drat.py",
        "sat/elaborate.py",
        "sat/lrat.py",
        "sat/kernel.py",
        "sat/kernel_c/kernel.c",
        "sat/native.py",
        "sat/refutation.py",
        "entry.py",
    ),
    reads=("graph6", "edge-list"),
    description="Parses the graph itself (graph6 by its own reader), tests that the m witness vertices induce a tree "
    "(m - 1 induced edges, connected), builds its own CNF of 'an induced tree on m + 1 vertices exists', requires it "
    "to be the CNF the solver refuted (sha256 of the canonical DIMACS), and checks the DRAT proof against it "
    "(elaborated to LRAT, the LRAT kernel decides).",
    # Proofs for random graphs of 35-40 vertices run to 10^5 lemmas: more than the default 120 s on a loaded host.
    budget=Budget(wall_seconds=600.0, memory_bytes=2 * 1024 * MIB, max_processes=8, output_bytes=16 * MIB),
    optional_programs=SAT_PROGRAMS,
)

GRAPH_ISOMORPHISM = CheckerSpec(
    id="graph.isomorphism.map",
    module="jacobian.checkers.graph.isomorphism_check",
    claims=("GRAPH_ISOMORPHISM", "GRAPH_NOT_ISOMORPHIC", "GRAPH_CANONICAL_LABELLING"),
    formats=("vertex-map/1",),
    sources=(
        "graph/__init__.py",
        "graph/graph6.py",
        "graph/simple.py",
        "graph/isomorphism_check.py",
        "group/__init__.py",
        "group/schreier_sims.py",
        "sat/__init__.py",
        "sat/dimacs.py",
        "sat/request.py",
        "entry.py",
    ),
    reads=("graph6", "edge-list"),
    description="Parses both graphs itself (graph6 by its own reader): a vertex map must be a bijection sending the "
    "edge set exactly onto the other's; a differing invariant (order, size, degree sequence) is recomputed; a "
    "canonical labelling must relabel the graph to the claimed graph6, each generator must be an automorphism, and "
    "the group order is recomputed by its own Schreier-Sims.",
)


def lean_toolchain() -> str | None:
    """The operator's Lean toolchain folder (bin/lean, lib/lean): JACOBIAN_LEAN_PREFIX, else the one holding
    ``lean`` on PATH; None when there is none (then the Lean checker is not bundled)."""
    prefix = os.environ.get("JACOBIAN_LEAN_PREFIX")
    if not prefix:
        found = shutil.which("lean")
        prefix = os.path.dirname(os.path.dirname(os.path.realpath(found))) if found else None
    return prefix if prefix and os.path.isfile(os.path.join(prefix, "bin", "lean")) else None


def _lean_kernel(prefix: str) -> CheckerSpec:
    lean = os.path.join(prefix, "bin", "lean")
    return CheckerSpec(
        id="lean.kernel.replay",
        module="jacobian.checkers.lean.replay",
        claims=("LEAN_THEOREM",),
        formats=("lean-source/1",),
        sources=("lean/__init__.py", "lean/replay.py"),
        description="Rebuilds the theorem from the caller's statement and proof in its own files, replays every "
        "declaration of the compiled modules through Lean's kernel (Environment.replay, on the core library "
        "trusted by digest), checks the theorem's type is definitionally equal to its own elaboration of the "
        "statement, and accepts only axioms in the allowed set (default none; never sorryAx).",
        argv=("-I", "-m", "{module}", "--lean", lean),
        budget=Budget(wall_seconds=300.0, memory_bytes=4 * 1024 * MIB, max_processes=64, output_bytes=16 * MIB),
        trusted_paths=(lean, os.path.join(prefix, "lib", "lean")),
        trusted_exclude=("*.lean", "*.ilean", "*.c", "*.h", "*.a", "*.trace", "*.hash"),
    )


# Declared here, usable only with a real toolchain: bundled when JACOBIAN_LEAN_PREFIX (or `lean` on PATH)
# names one, absent otherwise (no digest can be computed over a toolchain that is not there).
_LEAN_PREFIX = lean_toolchain()
LEAN_KERNEL: CheckerSpec | None = _lean_kernel(_LEAN_PREFIX) if _LEAN_PREFIX else None

# Filled in as checkers land; each entry names only files under checkers/.
BUNDLED: tuple[CheckerSpec, ...] = (
    SAT_MODEL,
    SAT_DRAT_LRAT,
    GROUP_ORDER,
    GROUP_ISOMORPHISM,
    SMT_MODEL_BY_CVC5,
    SMT_MODEL_BY_Z3,
    EXACT_MATRIX,
    EXACT_LP,
    EXACT_MIP,
    EXACT_NORMAL_FORM,
    INTERVAL_ENCLOSURE,
    ALGEBRA_WITNESS,
    ALGEBRA_NO_COUNTERMODEL,
    COQ_KERNEL,
    POLYNOMIAL,
    INTEGER_PRATT,
    INTEGER_COMPOSITE,
    GRAPH_CHROMATIC,
    GRAPH_INDUCED_TREE,
    GRAPH_ISOMORPHISM,
) + ((LEAN_KERNEL,) if LEAN_KERNEL else ())
