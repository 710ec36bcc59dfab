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

# Relative to this folder: on every checker's trust path (how it talks, how it is declared and run:
# the package's __init__ runs on every import of a checker module, and the template loads the checker
# and forks each check from it, see template.py).
COMMON_TRUSTED = ("../wire.py", "__init__.py", "spec.py", "entry.py", "template.py")
TEMPLATE_MODULE = "jacobian.checkers.template"


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

    def template_program(self, interpreter: str) -> tuple[str, ...] | None:
        """The argv of this checker's warm template (``template.py``): the checker's own program, loaded
        once, each check a fresh process forked from it. None for a checker that is not a Python program
        run by the server's interpreter in isolated mode (it runs in a process of its own per check)."""
        program = self.program(interpreter)
        if self.executable is not None or program[1:2] != ("-I",) or len(program) < 3:
            return None
        return (interpreter, "-I", "-m", TEMPLATE_MODULE, *program[2:])

    def digest(self, root: Path | None = None) -> str:
        """sha256 over everything the checker trusts; ``root`` stands in for this folder (a copy of the tree).

        Its own files are hashed again only when one of them changed (path, size, mtime, ctime or inode:
        the digest is asked for several times in every verification); trusted paths and distributions
        have their own such cache (``jacobian.digests.trusted_digest``)."""
        base = HERE if root is None else root
        key = (self, base)
        files = _FILES.get(key)
        if files is None:
            files = _FILES[key] = tuple(str(base / rel) for rel in (*self.trusted_files(), *self.optional_programs))
        fp = _fingerprint(files)
        cached = _DIGESTS.get(key)
        own = cached[1] if cached is not None and cached[0] == fp else self._own_digest(base)
        _DIGESTS[key] = (fp, own)
        h = hashlib.sha256(own.encode())
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

    def _own_digest(self, base: Path) -> str:
        h = hashlib.sha256()
        for rel in self.trusted_files():
            data = (base / rel).read_bytes()
            h.update(rel.encode() + b"\0" + str(len(data)).encode() + b"\0" + data)
        for rel in self.optional_programs:
            program = base / rel
            code = program.read_bytes() if program.is_file() else None
            h.update(rel.encode() + (b"\0absent" if code is None else b"\0" + str(len(code)).encode() + b"\0" + code))
        return h.hexdigest()


#: (spec, folder) -> (fingerprint of its own files, their digest); and the paths of those files
_DIGESTS: dict[tuple[CheckerSpec, Path], tuple[tuple[tuple[int, ...] | None, ...], str]] = {}
_FILES: dict[tuple[CheckerSpec, Path], tuple[str, ...]] = {}


def _fingerprint(paths: tuple[str, ...]) -> tuple[tuple[int, ...] | None, ...]:
    """What a change to any of ``paths`` changes (followed through symlinks; None for a missing file)."""
    out: list[tuple[int, ...] | None] = []
    for path in paths:
        try:
            st = os.stat(path)
        except OSError:
            out.append(None)
            continue
        out.append((st.st_size, st.st_mtime_ns, st.st_ctime_ns, st.st_ino, st.st_dev))
    return tuple(out)


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
        "group/giant.py",
        "group/order.py",
        "entry.py",
    ),
    description="Recomputes the order of a permutation group (an exact proof of Alt or Sym on the moved points "
    "from connected conjugate transpositions or 3-cycles, else its own deterministic Schreier-Sims with a complete "
    "base and strong generating set; no GAP, no SymPy) and accepts only the exact claimed order.",
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
    "dual bound no better than the incumbent (less the objective's lattice step when every cost lies on one), a Farkas "
    "proof, or crossed bounds.",
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
        "sat/proof_source.py",
        "entry.py",
    ),
    reads=("magma-laws",),
    description="Per order: builds its own CNF of 'a magma of order n satisfies the sources and falsifies the "
    "target' from its own parse of the laws, requires it to be the CNF the solver refuted (sha256 of the "
    "canonical DIMACS), and checks the DRAT proof against it (DRAT elaborated to LRAT, the LRAT kernel decides).",
    optional_programs=SAT_PROGRAMS,
)

ALGEBRA_PROOF = CheckerSpec(
    id="algebra.equational_proof.replay",
    module="jacobian.checkers.algebra.proof_check",
    claims=("EQUATIONAL_IMPLICATION",),
    formats=("equational-proof/1",),
    sources=(
        "algebra/__init__.py",
        "algebra/terms.py",
        "algebra/subject.py",
        "algebra/encode.py",
        "algebra/proof_check.py",
        "sat/__init__.py",
        "sat/dimacs.py",
        "sat/request.py",
        "entry.py",
    ),
    reads=("magma-laws",),
    description="Parses the laws itself and replays an equational proof step by step: the subterm at each step's "
    "position must be the instance of the named source law (or earlier lemma, itself replayed) under the step's "
    "substitution, it is replaced by the other side, the result must be the term the step states, and each chain "
    "must lead from its left side to its right side (the target's for the main chain).",
)

TOPOLOGY_HOMOLOGY = CheckerSpec(
    id="topology.homology.snf_replay",
    module="jacobian.checkers.topology.homology_check",
    claims=("SIMPLICIAL_HOMOLOGY",),
    formats=("homology-transforms/1",),
    sources=(
        "topology/__init__.py",
        "topology/complex.py",
        "topology/replay.py",
        "topology/homology_check.py",
        "entry.py",
    ),
    reads=("simplicial-facets",),
    budget=Budget(wall_seconds=600.0, memory_bytes=4 * 1024 * MIB, max_processes=2, output_bytes=16 * MIB),
    description="Builds every boundary matrix itself from the facets, replays the elementary row and column "
    "operations of each Smith normal form (so the transforms are unimodular by construction) and of each kernel "
    "basis, checks the diagonal forms and the divisibility chain, derives Betti numbers, torsion and generators "
    "(each checked to be a cycle) and the Euler characteristic, and accepts only the claim that states exactly these.",
)

LATTICE_LLL = CheckerSpec(
    id="lattice.lll.exact",
    module="jacobian.checkers.lattice.lll_check",
    claims=("LATTICE_LLL_REDUCED", "LATTICE_GRAM"),
    formats=("lattice-certificate/1",),
    sources=(
        "lattice/__init__.py",
        "lattice/lll_check.py",
        "exact/__init__.py",
        "exact/rationals.py",
        "exact/algebra.py",
        "entry.py",
    ),
    reads=("integer-basis",),
    description="On its own reading of the basis, in Python integers and fractions: the transform has determinant "
    "+-1 (Bareiss) and carries the basis to the reduced one, and the reduced basis is size-reduced and satisfies the "
    "Lovasz condition for the claimed delta and eta (its own exact Gram-Schmidt); or B B^T and its determinant.",
)

LATTICE_SVP = CheckerSpec(
    id="lattice.shortest.fincke_pohst",
    module="jacobian.checkers.lattice.svp_check",
    claims=("LATTICE_SHORTEST_VECTOR",),
    formats=("lattice-certificate/1",),
    sources=(
        "lattice/__init__.py",
        "lattice/svp_check.py",
        "lattice/lll_check.py",
        "exact/__init__.py",
        "exact/rationals.py",
        "exact/algebra.py",
        "entry.py",
    ),
    reads=("integer-basis",),
    description="On its own reading of the basis, in Python integers and fractions: coefficients times basis is the "
    "claimed nonzero vector of the claimed squared norm; the certificate's reduced basis spans the same lattice (a "
    "transform of determinant +-1, Bareiss); and, up to rank 20, its own exact Fincke-Pohst enumeration finds no "
    "shorter nonzero vector (above that, or past its node bound, UNCHECKABLE: membership only).",
)

CODE_ENUMERATION = CheckerSpec(
    id="code.enumeration.macwilliams",
    module="jacobian.checkers.coding.code_check",
    claims=("CODE_WEIGHT_DISTRIBUTION", "CODE_MINIMUM_DISTANCE", "CODE_COVERING_RADIUS"),
    formats=("code-certificate/1",),
    sources=("coding/__init__.py", "coding/linear.py", "coding/cosets.py", "coding/code_check.py", "entry.py"),
    reads=("linear-code",),
    budget=Budget(wall_seconds=600.0, memory_bytes=2 * 1024 * MIB, max_processes=2, output_bytes=16 * MIB),
    description="Reads the code itself (its own echelon form and dual over GF(q)), enumerates the smaller of the "
    "code and its dual word by word and derives the other's weight distribution by the MacWilliams transform; "
    "accepts a distribution pair equal to those, or a minimum distance whose codeword lies in the code with that "
    "weight while no lighter nonzero codeword exists; or a covering radius, from its own table of every coset's "
    "minimum weight (dynamic programming over the columns, by syndrome), with a word whose coset has that weight.",
)

SYGUS_SOLUTION = CheckerSpec(
    id="synthesis.solution.evaluate_fm",
    module="jacobian.checkers.synthesis.solution_check",
    claims=("SYGUS_SOLUTION",),
    formats=("sygus-solution/1",),
    sources=(
        "synthesis/__init__.py",
        "synthesis/sexpr.py",
        "synthesis/terms.py",
        "synthesis/sygus.py",
        "synthesis/lia.py",
        "synthesis/bitblast.py",
        "synthesis/solution_check.py",
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
        "sat/proof_source.py",
        "entry.py",
    ),
    reads=("sygus-if-v2",),
    optional_programs=SAT_PROGRAMS,
    budget=Budget(wall_seconds=300.0, memory_bytes=2 * 1024 * MIB, max_processes=4, output_bytes=16 * MIB),
    description="Reads the SyGuS problem and the candidate define-funs itself (its own bounded SyGuS-IF v2 reader), "
    "checks each body against the synth-fun's grammar, substitutes the definitions and decides the constraints for "
    "all values of the variables: by evaluation (no variables, or at most 16 free bits, exhaustively), for "
    "wider bit-vectors by its own bit-blasted CNF of the negation refuted by cadical's DRAT proof replayed by "
    "the LRAT kernel, or, for linear integer arithmetic, by refuting every branch of the negation with "
    "Fourier-Motzkin elimination and integer tightening; a counterexample is confirmed by evaluation; anything "
    "else is left UNCHECKABLE with its obligation.",
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
        "polynomial/univariate.py",
        "polynomial/irreducible.py",
        "polynomial/check.py",
        "entry.py",
    ),
    reads=("polynomial",),
    description="Parses the polynomials itself and replays in its own arithmetic over QQ (fractions) or GF(p): "
    "basis = lift (exact expansion), every generator reduces to zero, every S-polynomial reduces to zero "
    "(Buchberger; or, given the producer's reductions and S-pair standard representations, each an identity "
    "checked with its below-lcm bound after the product and chain criteria), reduced and monic; cofactor "
    "identities for membership; the exact product for a factorization, and the irreducibility of univariate "
    "factors (its own Rabin test over GF(p); over QQ modular factorizations, each checked by multiplication and "
    "Rabin's test, whose subset-sum degree sets intersect to {0, n}).",
)

POLYNOMIAL_COMPLEX_ROOTS = CheckerSpec(
    id="polynomial.complex_roots.interval",
    module="jacobian.checkers.polynomial.complex_roots",
    claims=("COMPLEX_ROOTS",),
    formats=("complex-roots-certificate/1",),
    sources=(
        "polynomial/__init__.py",
        "polynomial/poly.py",
        "polynomial/univariate.py",
        "polynomial/sylvester.py",
        "polynomial/univariate_check.py",
        "polynomial/complex_roots.py",
        "entry.py",
    ),
    trusted_distributions=("mpmath",),  # its Krawczyk test runs in mpmath.iv
    reads=("polynomial-text",),
    description="Parses the polynomial itself, takes its own exact squarefree decomposition (Yun, fractions) and "
    "proves in mpmath's interval arithmetic that each claimed box holds exactly one root of the factor of its "
    "multiplicity (Krawczyk's operator inside the box, ends compared exactly); the boxes of each multiplicity "
    "disjoint and as many as that factor's degree.",
)

POLYNOMIAL_SYSTEM = CheckerSpec(
    id="polynomial.system.rur",
    module="jacobian.checkers.polynomial.system_check",
    claims=("SYSTEM_SOLUTIONS", "SYSTEM_INCONSISTENT", "SYSTEM_POSITIVE_DIMENSIONAL"),
    formats=("polynomial-system-certificate/1",),
    sources=(
        "polynomial/__init__.py",
        "polynomial/poly.py",
        "polynomial/identity.py",
        "polynomial/groebner.py",
        "polynomial/irreducible.py",
        "polynomial/univariate.py",
        "polynomial/check.py",
        "polynomial/system_check.py",
        "entry.py",
    ),
    reads=("polynomial",),
    description="Parses the system itself and checks the producer's Groebner basis (lift, reductions, S-pair "
    "representations); then a claimed rational univariate representation x_i = g_i(T) over the roots of f: "
    "every equation vanishes at g(T) modulo f, f squarefree by Euclid, the linear form separating (L(g) = T "
    "mod f), the real roots counted by Sturm, and completeness by the normal forms of f(L)^k and "
    "(x_i - g_i(L))^k being zero modulo the checked basis. No solution: a constant in the checked basis; "
    "infinitely many: some unknown with no pure power among its leading monomials.",
)

POLYNOMIAL_UNIVARIATE = CheckerSpec(
    id="polynomial.univariate.exact",
    module="jacobian.checkers.polynomial.univariate_check",
    claims=(
        "POLYNOMIAL_GCD",
        "POLYNOMIAL_RESULTANT",
        "POLYNOMIAL_DISCRIMINANT",
        "SQUAREFREE_FACTORIZATION",
        "REAL_ROOTS",
    ),
    formats=("univariate-certificate/1",),
    sources=(
        "polynomial/__init__.py",
        "polynomial/poly.py",
        "polynomial/univariate.py",
        "polynomial/sylvester.py",
        "polynomial/univariate_check.py",
        "entry.py",
    ),
    reads=("polynomial-text",),
    description="Parses the univariate polynomials itself and decides in its own exact arithmetic over QQ "
    "(fractions) or GF(p): a*u + b*v = g with g monic dividing a and b for a gcd; its own Sylvester determinant "
    "(fraction-free Bareiss elimination) for a resultant or discriminant; the exact product, squarefree and "
    "pairwise coprime factors (its own Euclid) for a squarefree factorization; its own Sturm sequences for real "
    "roots (one root of the stated multiplicity per interval, as many roots as intervals).",
)

CALCULUS_RATIONAL = CheckerSpec(
    id="calculus.rational.exact",
    module="jacobian.checkers.calculus.check",
    claims=(
        "RATIONAL_LIMIT",
        "RATIONAL_SERIES",
        "ANTIDERIVATIVE",
        "EXPRESSION_EQUAL",
        "RATIONAL_SIMPLIFY",
        "DEFINITE_INTEGRAL",
        "ELEMENTARY_EQUAL",
    ),
    formats=("calculus-certificate/1",),
    sources=(
        "calculus/__init__.py",
        "calculus/ratfun.py",
        "calculus/ratexpr.py",
        "calculus/exppoly.py",
        "calculus/elementary.py",
        "interval/__init__.py",
        "interval/expression.py",
        "exact/__init__.py",
        "exact/rationals.py",
        "calculus/limit.py",
        "calculus/series.py",
        "calculus/antiderivative.py",
        "calculus/equal.py",
        "calculus/simplify.py",
        "calculus/definite.py",
        "calculus/check.py",
        "polynomial/__init__.py",
        "polynomial/poly.py",
        "polynomial/univariate.py",
        "entry.py",
    ),
    trusted_distributions=("mpmath",),  # interval arithmetic (+, -, *, /) for the definite integral's enclosure
    reads=("rational-expression", "exp-polynomial", "interval-expression"),
    description="Reads the rational function itself (its own bounded reader) and decides in Python fractions: a "
    "limit by its own cancellation (Euclid's gcd over QQ), then evaluation at the point, the sign of the reduced "
    "function on each side of a pole, or the degrees and leading coefficients at +-infinity; a Taylor/Laurent "
    "expansion by its defining identity den * series = num modulo (x - a)^(order + 1) after the shift, with its "
    "own valuation; an antiderivative (rational part plus rational multiples of log and atan of polynomials) by "
    "its own derivative (log(v)' = v'/v, atan(w)' = w'/(1 + w^2)) equal to the integrand as reduced fractions; "
    "equality of two expressions by reduced fractions and a witness point evaluated exactly, or with log/atan terms "
    "by the derivative of the difference and, when it vanishes, the exact constant it leaves (coprime base, no "
    "factoring); a reduced form p/q by cross multiplication, its own gcd(p, q) = 1 and a monic q, and partial "
    "fractions by their shape and exact sum; a "
    "definite integral by its own Sturm count of poles in the closed interval and degrees at infinite ends "
    "(convergence or divergence), the antiderivative's derivative, F(b) - F(a) in exact canonical form (log and "
    "atan of rationals, pi) and an enclosure by its own interval series (mpmath.iv arithmetic) inside the claim's. "
    "Exponential polynomials (x, rationals, + - *, x^k, exp/sin/cos of a*x) it reads into the canonical form "
    "sum c x^j e^(r x), r and c Gaussian rationals: equality by equal forms, an antiderivative by its own "
    "derivative of the form. Other elementary expressions (its interval checker's reader): NOT_EQUAL only from a "
    "rational witness whose mpmath.iv enclosures of the two sides are disjoint, EQUAL only from identical "
    "canonical forms (structure, no evaluation).",
)

RECURRENCE_LINEAR = CheckerSpec(
    id="recurrence.linear.exact",
    module="jacobian.checkers.recurrence.check",
    claims=("LINEAR_RECURRENCE_SOLUTION",),
    formats=("recurrence-certificate/1",),
    sources=("recurrence/__init__.py", "recurrence/quadratic.py", "recurrence/check.py", "entry.py"),
    description="Checks a closed form sum p_i(n) r_i^n of a linear recurrence with constant rational coefficients "
    "(a constant inhomogeneous term homogenized by the factor x - 1) exactly in Q or Q(sqrt d), as pairs of "
    "fractions: each r_i a root of the characteristic polynomial of multiplicity above deg p_i (synthetic "
    "division), and the closed form equal to the initial terms; both satisfying one recurrence of that order, "
    "they agree everywhere.",
)

ODE_LINEAR = CheckerSpec(
    id="ode.linear.exact",
    module="jacobian.checkers.ode.check",
    claims=("LINEAR_ODE_SOLUTION",),
    formats=("ode-certificate/1",),
    sources=("ode/__init__.py", "ode/field.py", "ode/check.py", "entry.py"),
    description="Checks the general (and particular, and initial-value) solution of a linear ODE with constant "
    "rational coefficients exactly in Q or Q(sqrt d), as pairs of fractions: each basis function x^j e^(r x) (or "
    "its real and imaginary parts for a complex r) annihilated, r a root of the characteristic polynomial of "
    "multiplicity above j (synthetic division); n distinct functions with a nonzero Wronskian at 0 (the confluent "
    "Vandermonde determinant, by its own elimination); L y_p = h by exact differentiation of exponential "
    "polynomials (cos and sin forcing terms as real parts, in Q(i)); the initial values met.",
)

SUMMATION_WZ = CheckerSpec(
    id="sum.wz.exact",
    module="jacobian.checkers.summation.check",
    claims=("HYPERGEOMETRIC_SUM",),
    formats=("wz-certificate/1",),
    sources=(
        "summation/__init__.py",
        "summation/bipoly.py",
        "summation/fac.py",
        "summation/hyperterm.py",
        "summation/wz.py",
        "summation/check.py",
        "entry.py",
    ),
    reads=("hypergeometric-term",),
    description="Reads the summand, the closed form and the WZ certificate R itself (its own bounded reader of "
    "hypergeometric terms: binomials and factorials of linear arguments, powers c^(linear), polynomial factors) "
    "and decides in Python fractions: its own term ratios F(n+1,k)/F(n,k), F(n,k+1)/F(n,k), S(n+1)/S(n) as "
    "products of polynomial factors, the WZ identity multiplied out over their common denominator, the boundary "
    "argument under stated sufficient conditions (finite support in k, no pole of F or S at n >= n0, "
    "R F(n,k)/F(n,k-j) with denominators in n alone without roots), and sum_k F(n,k) = S(n) for n <= n0 by exact "
    "evaluation over the finite support.",
)

LINALG_SPECTRAL = CheckerSpec(
    id="linalg.spectral.exact",
    module="jacobian.checkers.linalg.spectral_check",
    claims=(
        "MATRIX_CHARPOLY",
        "MATRIX_MINPOLY",
        "MATRIX_EIGEN",
        "MATRIX_JORDAN",
        "MATRIX_RATIONAL_CANONICAL",
        "GRAPH_SPECTRUM",
    ),
    formats=("spectral-certificate/1",),
    sources=(
        "linalg/__init__.py",
        "linalg/charpoly.py",
        "linalg/jordan.py",
        "linalg/frobenius.py",
        "linalg/graph_matrix.py",
        "linalg/spectral_check.py",
        "graph/__init__.py",
        "graph/graph6.py",
        "graph/simple.py",
        "exact/__init__.py",
        "exact/rationals.py",
        "polynomial/__init__.py",
        "polynomial/poly.py",
        "polynomial/univariate.py",
        "entry.py",
    ),
    reads=("rational-matrix", "graph6", "graph-json"),
    description="Reads the rational matrix (or a graph, building its adjacency or Laplacian matrix) itself and "
    "decides in Python fractions: the characteristic polynomial by Berkowitz's division-free algorithm (for a graph, "
    "with its factors monic, squarefree, pairwise coprime and multiplying back to it); a minimal polynomial by "
    "m(A) = 0 exactly and I, A, ..., A^(d-1) independent; eigenspaces by prod f^k = its characteristic polynomial "
    "(each f squarefree and coprime to the others), A v = t v modulo f, and two named minors (of the vectors, of "
    "A - tI) with determinants coprime to f (independent and spanning at every root of f); a Jordan form by its "
    "shape, an invertible transform P (own Gaussian elimination) and A P = P J exactly; a rational canonical form "
    "by monic invariant factors each dividing the next, C exactly their companion blocks, det P != 0 (own Bareiss "
    "elimination) and A P = P C exactly (so C is the unique Frobenius form of A).",
)

INTEGER_PRATT = CheckerSpec(
    id="integer.pratt",
    module="jacobian.checkers.integer.pratt",
    claims=("INTEGER_PRIME", "INTEGER_FACTORIZATION"),
    formats=("pratt/1",),
    sources=("integer/__init__.py", "integer/numbers.py", "integer/pratt.py", "entry.py"),
    reads=("decimal",),
    description="Checks Pratt primality certificates recursively in Python integers (the factorization of p - 1 "
    "and a witness of order p - 1, down to trial division below 2^20) and the exact product of a factorization.",
)

# Pratt steps and Atkin-Morain steps in one tree; its own checker so that pratt/1 stays free of curve code.
INTEGER_ECPP = CheckerSpec(
    id="integer.ecpp",
    module="jacobian.checkers.integer.ecpp",
    claims=("INTEGER_PRIME", "INTEGER_FACTORIZATION"),
    formats=("prime-proof/1",),
    sources=(
        "integer/__init__.py",
        "integer/numbers.py",
        "integer/pratt.py",
        "integer/curve.py",
        "integer/proofs.py",
        "integer/ecpp.py",
        "entry.py",
    ),
    reads=("decimal",),
    description="Checks primality proofs of Atkin-Morain (ECPP) and Pratt steps in Python integers: per ECPP step "
    "gcd(N, 6) = 1, a nonsingular curve through the point, q = (N + 1 - t)/s above (N^(1/4) + 1)^2, [s]P != O and "
    "[q][s]P = O by its own Jacobian-coordinate arithmetic modulo N (a non-unit Z rejects), each q proven in turn "
    "down to trial division below 2^20; and the exact product of a factorization.",
)

INTEGER_ARITHMETIC = CheckerSpec(
    id="integer.arithmetic",
    module="jacobian.checkers.integer.arithmetic",
    claims=(
        "INTEGER_TOTIENT",
        "INTEGER_MOBIUS",
        "INTEGER_DIVISORS",
        "MULTIPLICATIVE_ORDER",
        "PRIMITIVE_ROOT",
        "NO_PRIMITIVE_ROOT",
        "DISCRETE_LOG",
        "NO_DISCRETE_LOG",
        "CRT_SOLUTION",
        "CRT_NO_SOLUTION",
        "KRONECKER_SYMBOL",
        "MODULAR_SQUARE_ROOT",
        "NO_MODULAR_SQUARE_ROOT",
        "CONTINUED_FRACTION",
        "SQRT_CONTINUED_FRACTION",
    ),
    formats=("integer-arithmetic/1",),
    sources=(
        "integer/__init__.py",
        "integer/numbers.py",
        "integer/pratt.py",
        "integer/curve.py",
        "integer/proofs.py",
        "integer/functions.py",
        "integer/modular.py",
        "integer/contfrac.py",
        "integer/arithmetic.py",
        "entry.py",
    ),
    reads=("decimal",),
    description="Decides arithmetic claims in Python integers on its own reading of the integers: totient, "
    "divisors, sigma and Moebius recomputed from a factorization whose primes it proves (Pratt and ECPP steps); "
    "an order d by a^d = 1 and a^(d/q) != 1 with d's primes proven; the least primitive root by phi's proven "
    "primes and every smaller candidate; a discrete log by exponentiation below the proven order; CRT by the "
    "congruences and its own lcm; the Kronecker symbol and continued fractions recomputed; square roots by "
    "squaring, non-residues by Euler's criterion modulo a proven prime.",
)

INTEGER_DIOPHANTINE = CheckerSpec(
    id="integer.diophantine",
    module="jacobian.checkers.integer.diophantine",
    claims=(
        "PELL_FUNDAMENTAL",
        "PELL_NO_SOLUTION",
        "LINEAR_DIOPHANTINE",
        "LINEAR_NO_SOLUTION",
        "SUM_OF_TWO_SQUARES",
        "NO_SUM_OF_TWO_SQUARES",
        "SUM_OF_FOUR_SQUARES",
        "THUE_SOLUTIONS",
    ),
    formats=("diophantine/1",),
    sources=(
        "integer/__init__.py",
        "integer/numbers.py",
        "integer/pratt.py",
        "integer/curve.py",
        "integer/proofs.py",
        "integer/modular.py",
        "integer/contfrac.py",
        "integer/diophantine.py",
        "integer/thue.py",
        "entry.py",
    ),
    reads=("decimal",),
    description="Checks Diophantine answers in Python integers: a Pell solution by x^2 - D y^2 = +-1 and its own "
    "continued fraction of sqrt(D) (the convergent ending the period; an even period for no -1 solution); a linear "
    "equation's particular solution by substitution and its step against its own gcd; sums of two or four squares "
    "by adding up, and 'no two squares' by a proven factorization with a prime 3 mod 4 to an odd power; a Thue "
    "equation's listed solutions by evaluating F(x, y) at each (and no pair twice; completeness is not claimed).",
)

QUADRATIC_FORM_CLASS_NUMBER = CheckerSpec(
    id="quadratic_form.reduced_forms",
    module="jacobian.checkers.quadratic_form.class_number",
    claims=("CLASS_NUMBER",),
    formats=("reduced-forms/1",),
    sources=(
        "quadratic_form/__init__.py",
        "quadratic_form/class_number.py",
        "integer/__init__.py",
        "integer/numbers.py",
        "entry.py",
    ),
    reads=("decimal",),
    description="Counts the reduced primitive positive definite forms of a negative discriminant D itself "
    "(|b| <= a <= c, b >= 0 when |b| = a or a = c, gcd(a, b, c) = 1; |D| <= 10^6) and accepts h(D) only when equal.",
)

ELLIPTIC_INVARIANTS = CheckerSpec(
    id="elliptic_curve.tate",
    module="jacobian.checkers.elliptic.invariants",
    claims=("ELLIPTIC_CURVE_INVARIANTS",),
    formats=("ec-invariants/1",),
    sources=(
        "elliptic/__init__.py",
        "elliptic/weierstrass.py",
        "elliptic/fp.py",
        "elliptic/tate.py",
        "elliptic/invariants.py",
        "integer/__init__.py",
        "integer/numbers.py",
        "integer/pratt.py",
        "integer/curve.py",
        "integer/proofs.py",
        "entry.py",
    ),
    reads=("decimal",),
    description="Recomputes an elliptic curve's b2..b8, c4, c6, discriminant and j from its own reading of the "
    "integer coefficients; checks that [u, r, s, t] maps the curve onto the stated minimal model (Silverman's "
    "change-of-variables formulas), that the stated primes are proven prime (Pratt/ECPP steps) and account for the "
    "whole minimal discriminant, and runs its own Tate's algorithm at each: the model is minimal there and the "
    "Kodaira symbol, conductor exponent and Tamagawa number are as stated, hence the conductor.",
)

ELLIPTIC_TORSION = CheckerSpec(
    id="elliptic_curve.torsion_points",
    module="jacobian.checkers.elliptic.torsion",
    claims=("TORSION_SUBGROUP", "TORSION_POINTS"),
    formats=("ec-torsion/1",),
    sources=(
        "elliptic/__init__.py",
        "elliptic/weierstrass.py",
        "elliptic/torsion.py",
        "integer/__init__.py",
        "integer/numbers.py",
        "integer/pratt.py",
        "entry.py",
    ),
    reads=("decimal",),
    description="On its own reading of the integer coefficients, in exact rational arithmetic: each torsion "
    "generator lies on the curve with exactly its stated order and the generators' cyclic groups meet only in O; "
    "for a complete subgroup, its own counts #E(F_p) (Legendre symbols) at the listed good odd primes have gcd "
    "equal to the stated order (torsion injects into E(F_p) for such p).",
)

ELLIPTIC_RANK = CheckerSpec(
    id="elliptic_curve.independence",
    module="jacobian.checkers.elliptic.rank",
    claims=("RANK_LOWER_BOUND",),
    formats=("ec-rank/1",),
    sources=(
        "elliptic/__init__.py",
        "elliptic/weierstrass.py",
        "elliptic/torsion.py",
        "elliptic/rank.py",
        "integer/__init__.py",
        "integer/numbers.py",
        "integer/pratt.py",
        "entry.py",
    ),
    reads=("decimal",),
    description="Shows rank E(Q) >= r on its own reading of the integer coefficients: the r points lie on the curve "
    "(exact rationals); ell does not divide its own count #E(F_q) at a good odd prime q (so not the torsion order); "
    "at each listed good odd prime p with ell || #E(F_p), (#E(F_p)/ell) times the reduced points, in its own "
    "arithmetic modulo p, gives a homomorphism to Z/ell; the r x k matrix of these has rank r over F_ell, so the "
    "points are independent in E(Q)/ell E(Q) and hence in E(Q).",
)

ELLIPTIC_LOOKUP = CheckerSpec(
    id="elliptic_curve.cremona_entry",
    module="jacobian.checkers.elliptic.lookup",
    claims=("CREMONA_ENTRY",),
    formats=("ec-lookup/1",),
    sources=(
        "elliptic/__init__.py",
        "elliptic/weierstrass.py",
        "elliptic/fp.py",
        "elliptic/tate.py",
        "elliptic/invariants.py",
        "elliptic/torsion.py",
        "elliptic/rank.py",
        "elliptic/lookup.py",
        "integer/__init__.py",
        "integer/numbers.py",
        "integer/pratt.py",
        "integer/curve.py",
        "integer/proofs.py",
        "entry.py",
    ),
    reads=("decimal",),
    description="What of a Cremona database entry can be checked, on its own reading of the curve asked: the "
    "elliptic_curve.tate decision (the transform maps the curve onto the stored model, minimal at every prime by its "
    "own Tate's algorithm, of the stated conductor), then the elliptic_curve.independence decision on that model "
    "(the stored generators lie on it and are independent: rank >= r). The label, rank = r and the table's listing "
    "stay the database's.",
)

NUMBER_FIELD_DISCRIMINANT = CheckerSpec(
    id="number_field.maximal_order",
    module="jacobian.checkers.number_field.discriminant",
    claims=("NUMBER_FIELD_DISCRIMINANT",),
    formats=("nf-discriminant/1",),
    sources=(
        "number_field/__init__.py",
        "number_field/order.py",
        "number_field/discriminant.py",
        "polynomial/__init__.py",
        "polynomial/poly.py",
        "polynomial/univariate.py",
        "polynomial/sylvester.py",
        "integer/__init__.py",
        "integer/numbers.py",
        "integer/pratt.py",
        "integer/curve.py",
        "integer/proofs.py",
        "entry.py",
    ),
    reads=("decimal",),
    description="On its own reading of the monic integer f: disc(f) by its own Sylvester determinant (Bareiss), "
    "disc(f) = index^2 d_K, the basis matrix of determinant +-1/index, every power of x and every product of basis "
    "elements modulo f with integer coordinates on the basis (an order containing Z[x], so of discriminant d_K), "
    "|d_K| the product of the listed primes, each proven (Pratt/ECPP steps), and at each p with p^2 | d_K the order "
    "p-maximal by the Pohst-Zassenhaus test (multiplication on I_p/pI_p, I_p the p-radical, injective on O/pO).",
)

# Its own checker, not a claim of integer.pratt: another format, no recursion, a few lines to read.
INTEGER_COMPOSITE = CheckerSpec(
    id="integer.composite",
    module="jacobian.checkers.integer.composite",
    claims=("INTEGER_COMPOSITE",),
    formats=("composite/1",),
    sources=("integer/__init__.py", "integer/numbers.py", "integer/composite.py", "entry.py"),
    reads=("decimal",),
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
        "graph/common.py",
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
        "sat/proof_source.py",
        "entry.py",
    ),
    description="Parses the graph itself (graph6 by its own reader), evaluates the k-colouring (no monochromatic "
    "edge), builds its own CNF of '(k-1)-colourable', requires it to be the CNF the solver refuted (sha256 of the "
    "canonical DIMACS), and checks the DRAT proof against it (elaborated to LRAT, the LRAT kernel decides).",
    reads=("graph6", "graph-json"),
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
        "graph/common.py",
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
        "sat/proof_source.py",
        "entry.py",
    ),
    description="Parses the graph itself (graph6 by its own reader), tests that the m witness vertices induce a tree "
    "(m - 1 induced edges, connected), builds its own CNF of 'an induced tree on m + 1 vertices exists', requires it "
    "to be the CNF the solver refuted (sha256 of the canonical DIMACS), and checks the DRAT proof against it "
    "(elaborated to LRAT, the LRAT kernel decides); on at most 14 vertices, without a proof, it tries every set of "
    "m + 1 vertices itself.",
    reads=("graph6", "graph-json"),
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
        "graph/common.py",
        "graph/encode.py",
        "graph/iso_encode.py",
        "graph/refinement.py",
        "graph/isomorphism_check.py",
        "group/__init__.py",
        "group/schreier_sims.py",
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
        "sat/proof_source.py",
        "entry.py",
    ),
    reads=("graph6", "graph-json"),
    description="Parses both graphs itself (graph6 by its own reader): a vertex map must be a bijection sending the "
    "edge set exactly onto the other's; a differing invariant (order, size, degree sequence, or the histograms of its "
    "own colour refinement of both graphs together) is recomputed; a non-isomorphism proof must refute its own CNF of "
    "'the graphs are isomorphic' (LRAT kernel); a canonical labelling must relabel the graph to the claimed graph6, "
    "each generator must be an automorphism, and the group order is recomputed by its own Schreier-Sims.",
    optional_programs=SAT_PROGRAMS,
)


# The files every graph checker that replays a DRAT proof against its own encoding trusts.
_GRAPH_DRAT = (
    "graph/__init__.py",
    "graph/graph6.py",
    "graph/simple.py",
    "graph/common.py",
    "graph/encode.py",
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
    "sat/proof_source.py",
    "entry.py",
)
_GRAPH_READS = ("graph6", "graph-json")

GRAPH_OPTIMUM = CheckerSpec(
    id="graph.vertex_set.drat",
    module="jacobian.checkers.graph.optimum_check",
    claims=("CLIQUE_NUMBER", "INDEPENDENCE_NUMBER", "VERTEX_COVER_NUMBER", "DOMINATION_NUMBER"),
    formats=("vertex-set+cnf-drat/1",),
    sources=(*_GRAPH_DRAT, "graph/cardinality.py", "graph/subset_encode.py", "graph/optimum_check.py"),
    reads=_GRAPH_READS,
    description="Parses the graph itself (graph6 by its own reader), tests the witness set directly (a clique, an "
    "independent set, a vertex cover or a dominating set of the claimed size), builds its own CNF of 'such a set "
    "one vertex larger (smaller) exists' (a sequential counter for the size), requires it to be the CNF the "
    "solver refuted (sha256 of the canonical DIMACS) and checks the DRAT proof against it (LRAT kernel).",
    optional_programs=SAT_PROGRAMS,
)

GRAPH_HAMILTONIAN = CheckerSpec(
    id="graph.hamiltonian.drat",
    module="jacobian.checkers.graph.hamiltonian_check",
    claims=("HAMILTONIAN_CYCLE", "HAMILTONIAN_PATH"),
    formats=("vertex-order+cnf-drat/1",),
    sources=(
        *_GRAPH_DRAT,
        "graph/subset_encode.py",
        "graph/cardinality.py",
        "graph/hamilton_encode.py",
        "graph/hamiltonian_check.py",
    ),
    reads=_GRAPH_READS,
    description="Parses the graph itself: a claimed cycle (path) must visit every vertex once along edges; a "
    "claimed absence needs a DRAT refutation of its own CNF of 'a Hamiltonian cycle (path) exists' (vertex at each "
    "step), matched by sha256 of the canonical DIMACS and checked by the LRAT kernel.",
    optional_programs=SAT_PROGRAMS,
)

GRAPH_EDGE_COLOURING = CheckerSpec(
    id="graph.edge_colouring.drat",
    module="jacobian.checkers.graph.edge_colouring_check",
    claims=("CHROMATIC_INDEX",),
    formats=("edge-colouring+cnf-drat/1",),
    sources=(*_GRAPH_DRAT, "graph/edge_colour_encode.py", "graph/edge_colouring_check.py"),
    reads=_GRAPH_READS,
    description="Parses the graph itself, evaluates the k-edge-colouring (edges at a vertex differ), computes the "
    "largest degree; when k exceeds it, builds its own CNF of '(k-1)-edge-colourable', requires it to be the CNF "
    "the solver refuted (sha256 of the canonical DIMACS) and checks the DRAT proof against it (LRAT kernel).",
    optional_programs=SAT_PROGRAMS,
)

GRAPH_HOMOMORPHISM = CheckerSpec(
    id="graph.homomorphism.drat",
    module="jacobian.checkers.graph.homomorphism_check",
    claims=("GRAPH_HOMOMORPHISM",),
    formats=("vertex-map+cnf-drat/1",),
    sources=(*_GRAPH_DRAT, "graph/homomorphism_encode.py", "graph/homomorphism_check.py"),
    reads=_GRAPH_READS,
    description="Parses both graphs itself: a claimed map must send every edge onto an edge of the target; a "
    "claimed absence needs a DRAT refutation of its own CNF of 'a homomorphism exists', matched by sha256 of the "
    "canonical DIMACS and checked by the LRAT kernel.",
    optional_programs=SAT_PROGRAMS,
)

GRAPH_DISTANCE = CheckerSpec(
    id="graph.distance.bfs",
    module="jacobian.checkers.graph.distance_check",
    claims=("GIRTH", "DIAMETER"),
    formats=("bfs-witness/1",),
    sources=(
        "graph/__init__.py",
        "graph/graph6.py",
        "graph/simple.py",
        "graph/common.py",
        "graph/cardinality.py",
        "graph/subset_encode.py",
        "graph/distance_check.py",
        "sat/__init__.py",
        "sat/dimacs.py",
        "sat/drat.py",
        "sat/request.py",
        "entry.py",
    ),
    reads=_GRAPH_READS,
    description="Parses the graph itself and recomputes the girth (the shortest cycle closed by a non-tree edge over "
    "a breadth-first search from every vertex) or the diameter (the largest distance over a breadth-first search "
    "from every vertex) in its own code; the witness cycle or pair must match.",
)

COMBINATORICS_AVOID = CheckerSpec(
    id="combinatorics.avoid.drat",
    module="jacobian.checkers.combinatorics.avoid_check",
    claims=("COLOURING_AVOIDS",),
    formats=("colouring+cnf-drat/1",),
    sources=(
        "combinatorics/__init__.py",
        "combinatorics/avoid_encode.py",
        "combinatorics/avoid_check.py",
        "graph/__init__.py",
        "graph/encode.py",
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
        "sat/proof_source.py",
        "entry.py",
    ),
    reads=("typed",),
    description="Reads the problem itself (Ramsey on the edges of K_n, van der Waerden or Schur on 1..n; k colours): "
    "a colouring must leave every pattern of every colour non-monochromatic (each tested); a claimed impossibility "
    "needs a DRAT refutation of its own CNF of the problem, matched by sha256 of the canonical DIMACS and checked by "
    "the LRAT kernel.",
    optional_programs=SAT_PROGRAMS,
)

GRAPH_FLOW = CheckerSpec(
    id="graph.flow.duality",
    module="jacobian.checkers.graph.flow_check",
    claims=("MAX_FLOW_MIN_CUT",),
    formats=("flow+cut/1",),
    sources=(
        "graph/__init__.py",
        "graph/graph6.py",
        "graph/simple.py",
        "graph/network.py",
        "graph/flow_check.py",
        "sat/__init__.py",
        "sat/dimacs.py",
        "sat/request.py",
        "entry.py",
    ),
    reads=("typed",),
    description="Reads the network itself and tests in integers: the flow respects every capacity, is conserved at "
    "every vertex but the source and the sink and sends the claimed value; the cut's source side holds the source "
    "and not the sink and the capacities crossing it sum to the same value (weak duality: both are optimal).",
)

GRAPH_SPANNING_TREES = CheckerSpec(
    id="graph.spanning_trees.bareiss",
    module="jacobian.checkers.graph.spanning_check",
    claims=("SPANNING_TREE_COUNT",),
    formats=("matrix-tree/1",),
    sources=(
        "graph/__init__.py",
        "graph/graph6.py",
        "graph/simple.py",
        "graph/common.py",
        "graph/spanning_check.py",
        "exact/__init__.py",
        "exact/algebra.py",
        "sat/__init__.py",
        "sat/dimacs.py",
        "sat/drat.py",
        "sat/request.py",
        "entry.py",
    ),
    reads=("graph6", "graph-json"),
    description="Parses the graph itself, builds its Laplacian and computes the determinant with one row and column "
    "removed by its own fraction-free Bareiss elimination in Python integers (matrix-tree theorem); accepts exactly "
    "the claimed count.",
)

GRAPH_POLYNOMIAL = CheckerSpec(
    id="graph.polynomial.count",
    module="jacobian.checkers.graph.polynomial_check",
    claims=("CHROMATIC_POLYNOMIAL", "TUTTE_POLYNOMIAL"),
    formats=("graph-polynomial/1",),
    sources=(
        "graph/__init__.py",
        "graph/graph6.py",
        "graph/simple.py",
        "graph/common.py",
        "graph/polynomial_check.py",
        "sat/__init__.py",
        "sat/dimacs.py",
        "sat/drat.py",
        "sat/request.py",
        "entry.py",
    ),
    reads=("graph6", "graph-json"),
    description="Parses the graph itself (at most 12 vertices, 15 edges) and decides the whole polynomial from its "
    "own counts: the chromatic polynomial by the proper k-colourings for k = 0..n (partitions into independent sets "
    "by a subset dynamic programme; n + 1 values fix a polynomial of degree n), the Tutte polynomial by the rank "
    "generating function summed over every edge subset with its own union-find.",
)

POSET_COUNTS = CheckerSpec(
    id="poset.counts.exact",
    module="jacobian.checkers.poset.poset_check",
    claims=("LINEAR_EXTENSION_COUNT", "POSET_MOBIUS"),
    formats=("poset/1",),
    sources=(
        "poset/__init__.py",
        "poset/order.py",
        "poset/poset_check.py",
        "graph/__init__.py",
        "graph/graph6.py",
        "graph/simple.py",
        "sat/__init__.py",
        "sat/dimacs.py",
        "sat/request.py",
        "entry.py",
    ),
    reads=("poset-json",),
    description="Reads the poset itself (elements and order pairs, closed transitively, cycles refused) and "
    "recomputes in Python integers: the number of linear extensions as the maximal chains of its lattice of "
    "down-sets (at most 18 elements), the Mobius function by its defining sum over every interval.",
)

GRAPH_CONNECTIVITY = CheckerSpec(
    id="graph.connectivity.menger",
    module="jacobian.checkers.graph.connectivity_check",
    claims=("VERTEX_CONNECTIVITY",),
    formats=("cut+menger-paths/1",),
    sources=(
        "graph/__init__.py",
        "graph/graph6.py",
        "graph/simple.py",
        "graph/common.py",
        "graph/cardinality.py",
        "graph/subset_encode.py",
        "graph/connectivity_check.py",
        "sat/__init__.py",
        "sat/dimacs.py",
        "sat/drat.py",
        "sat/request.py",
        "entry.py",
    ),
    reads=("graph6", "graph-json"),
    description="Parses the graph itself: removing the k cut vertices must disconnect it (its own search), and every "
    "pair of non-adjacent vertices must be joined by k internally disjoint paths along edges (Menger, in Whitney's "
    "form); a complete graph K_n has connectivity n - 1.",
)

GRAPH_PLANARITY = CheckerSpec(
    id="graph.planarity.euler",
    module="jacobian.checkers.graph.planarity_check",
    claims=("PLANARITY",),
    formats=("rotation-or-kuratowski/1",),
    sources=(
        "graph/__init__.py",
        "graph/graph6.py",
        "graph/simple.py",
        "graph/common.py",
        "graph/cardinality.py",
        "graph/subset_encode.py",
        "graph/planarity_check.py",
        "sat/__init__.py",
        "sat/dimacs.py",
        "sat/drat.py",
        "sat/request.py",
        "entry.py",
    ),
    reads=("graph6", "graph-json"),
    description="Parses the graph itself: a claimed embedding's rotation system must list every vertex's neighbours, "
    "and the faces the checker traces must satisfy Euler's formula V - E + F = 2 per component (genus 0); a claimed "
    "non-planarity needs edges of the graph forming a subdivision of K_5 or K_{3,3}, whose branch paths the checker "
    "follows itself.",
)

COMBINATORICS_COUNTING = CheckerSpec(
    id="combinatorics.counting.recount",
    module="jacobian.checkers.combinatorics.counting_check",
    claims=("PARTITION_COUNT", "POLYA_COUNT", "SEQUENCE_RECURRENCE"),
    formats=("recount/1",),
    sources=(
        "combinatorics/__init__.py",
        "combinatorics/counting_check.py",
        "sat/__init__.py",
        "sat/dimacs.py",
        "sat/request.py",
        "entry.py",
    ),
    reads=("typed",),
    description="Recomputes exact counts itself in Python integers and fractions: p(n) by Euler's pentagonal-number "
    "recurrence; orbits of colourings by Burnside's lemma over the group it builds (named groups from its own "
    "generators) and enumerates, group order included; a fitted linear recurrence replayed over every given term "
    "(the claim covers exactly those indices).",
)


COMBINATORICS_SERIES = CheckerSpec(
    id="combinatorics.series.multiply_back",
    module="jacobian.checkers.combinatorics.series_check",
    claims=("SERIES_COEFFICIENTS",),
    formats=("series/1",),
    sources=(
        "combinatorics/__init__.py",
        "combinatorics/series_check.py",
        "polynomial/__init__.py",
        "polynomial/poly.py",
        "entry.py",
    ),
    reads=("polynomial-text",),
    description="Parses P and Q itself (the polynomial checkers' bounded reader, over QQ) and multiplies back in "
    "fractions: with Q(0) nonzero, the claimed a_0..a_(N-1) are P/Q's exactly when Q A = P up to x^(N-1).",
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
    SYGUS_SOLUTION,
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
    ALGEBRA_PROOF,
    TOPOLOGY_HOMOLOGY,
    LATTICE_LLL,
    LATTICE_SVP,
    CODE_ENUMERATION,
    COQ_KERNEL,
    POLYNOMIAL,
    POLYNOMIAL_UNIVARIATE,
    POLYNOMIAL_COMPLEX_ROOTS,
    POLYNOMIAL_SYSTEM,
    CALCULUS_RATIONAL,
    SUMMATION_WZ,
    RECURRENCE_LINEAR,
    ODE_LINEAR,
    LINALG_SPECTRAL,
    INTEGER_PRATT,
    INTEGER_ECPP,
    INTEGER_ARITHMETIC,
    INTEGER_DIOPHANTINE,
    QUADRATIC_FORM_CLASS_NUMBER,
    INTEGER_COMPOSITE,
    ELLIPTIC_INVARIANTS,
    ELLIPTIC_TORSION,
    ELLIPTIC_RANK,
    ELLIPTIC_LOOKUP,
    NUMBER_FIELD_DISCRIMINANT,
    GRAPH_CHROMATIC,
    GRAPH_INDUCED_TREE,
    GRAPH_ISOMORPHISM,
    GRAPH_OPTIMUM,
    GRAPH_HAMILTONIAN,
    GRAPH_EDGE_COLOURING,
    GRAPH_HOMOMORPHISM,
    GRAPH_DISTANCE,
    COMBINATORICS_AVOID,
    GRAPH_FLOW,
    GRAPH_SPANNING_TREES,
    GRAPH_POLYNOMIAL,
    POSET_COUNTS,
    GRAPH_CONNECTIVITY,
    GRAPH_PLANARITY,
    COMBINATORICS_COUNTING,
    COMBINATORICS_SERIES,
) + ((LEAN_KERNEL,) if LEAN_KERNEL else ())
