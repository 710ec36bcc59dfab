"""Request, output and artifact models of the SAT capabilities (Pydantic only; no solver imports)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from jacobian.capability import BudgetRequest, Output, Request
from jacobian.contracts.base import field_rule_error
from jacobian.contracts.result import ARTIFACT_URI_PATTERN

from .dimacs import GRAMMAR as DIMACS_GRAMMAR
from .dimacs import MAX_BYTES

CNF_SCHEMA = "jacobian.sat.cnf.v1"
DRAT_SCHEMA = "jacobian.sat.drat_proof.v1"

PysatSolver = Literal[
    "cadical195",
    "cadical153",
    "cadical103",
    "glucose4",
    "glucose42",
    "glucose3",
    "lingeling",
    "maplechrono",
    "maplecm",
    "maplesat",
    "mergesat3",
    "minicard",
    "minisat22",
]
Literals = list[int]


class SolverLimits(BaseModel):
    """Budgets the solver itself enforces; running out gives conclusion UNKNOWN."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    conflicts: int | None = Field(default=None, ge=1, le=10**12, description="stop after this many conflicts")
    propagations: int | None = Field(default=None, ge=1, le=10**15, description="stop after this many propagations")
    seconds: float | None = Field(
        default=None,
        gt=0,
        le=3600,
        description="stop the solver after this many seconds (answer UNKNOWN, not a timeout error)",
    )


class FormulaRequest(Request):
    """A CNF formula given inline (``dimacs``) or as a stored artifact (``cnf_artifact``): exactly one."""

    dimacs: str | None = Field(
        default=None,
        max_length=MAX_BYTES,
        description=f"the formula, {DIMACS_GRAMMAR}",
    )
    cnf_artifact: str | None = Field(
        default=None,
        pattern=ARTIFACT_URI_PATTERN,
        description=f"URI of a stored {CNF_SCHEMA} artifact, instead of `dimacs`",
    )

    @model_validator(mode="after")
    def _exactly_one_formula(self) -> FormulaRequest:
        """Exactly one of `dimacs` (DIMACS text) and `cnf_artifact` (a stored CNF) is given."""
        if (self.dimacs is None) == (self.cnf_artifact is None):
            raise ValueError("give exactly one of `dimacs` (DIMACS text) or `cnf_artifact` (an artifact URI)")
        return self


class SolveRequest(FormulaRequest):
    assumptions: Literals = Field(
        default_factory=list,
        max_length=1_000_000,
        description="literals assumed true for this call only (DIMACS literals)",
    )
    solver: PysatSolver | None = Field(
        default=None, description="PySAT solver inside the `pysat` engine (default cadical195); only with engine pysat"
    )
    limits: SolverLimits | None = None
    proof: bool = Field(default=True, description="on UNSAT, retain a DRAT proof when the engine writes one")
    budget: BudgetRequest | None = None

    @model_validator(mode="after")
    def _solver_only_with_pysat(self) -> SolveRequest:
        """`solver` chooses a PySAT solver: valid only with engine `pysat` (or no engine, when the default is pysat)."""
        engine = getattr(self, "engine", None)  # the field is added per catalog, with the healthy engines
        if self.solver is not None and engine is not None and engine != "pysat":
            message = f"`solver` chooses a PySAT solver and is valid only with engine pysat, not {engine}"
            raise field_rule_error(type(self).__name__, "solver", message, self.solver)
        return self


class SolveOutput(Output):
    model: Literals | None = Field(default=None, description="on SAT: one literal per variable 1..n, DIMACS signs")
    failed_assumptions: Literals | None = Field(
        default=None, description="on UNSAT under assumptions (pysat): assumptions that suffice for UNSAT"
    )
    proof_retained: bool = Field(default=False, description="a DRAT proof was kept as an artifact")
    proof_encoding: Literal["text", "binary"] | None = None
    num_vars: int
    num_clauses: int
    solver: str | None = Field(
        default=None, description="the solver that ran (PySAT solver name, or the executable's engine)"
    )
    stopped_by: str | None = Field(default=None, description="on UNKNOWN: which budget ran out")


class EnumerateRequest(FormulaRequest):
    limit: int = Field(default=10, ge=1, le=100_000, description="at most this many models")
    projection: list[int] | None = Field(
        default=None,
        max_length=1_000_000,
        description="variables to project on (models distinct on these); default all",
    )
    assumptions: Literals = Field(default_factory=list, max_length=1_000_000)
    solver: PysatSolver | None = None
    limits: SolverLimits | None = None
    budget: BudgetRequest | None = None


class EnumerateOutput(Output):
    models: list[Literals]
    count: int
    exhausted: bool = Field(description="true only when no further model exists")
    projection: list[int] | None = None
    stopped_by: str | None = None


class MusRequest(FormulaRequest):
    solver: PysatSolver | None = None
    limits: SolverLimits | None = None
    budget: BudgetRequest | None = None


class MusOutput(Output):
    clause_indices: list[int] = Field(
        default_factory=list, description="0-based positions (input order) of the clauses of the subset"
    )
    clauses: list[Literals] = Field(default_factory=list)
    minimal: bool = Field(
        default=False,
        description="every strict subset is satisfiable (false: an unsatisfiable subset whose minimality the "
        "budget did not allow to finish)",
    )
    model: Literals | None = Field(
        default=None, description="when the formula is satisfiable: a model, and no core exists"
    )
    stopped_by: str | None = None


class SoftClause(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    literals: Literals = Field(min_length=1, max_length=100_000)
    weight: int = Field(default=1, ge=1, le=2**53 - 1)


class MaxSatRequest(FormulaRequest):
    """Hard clauses in ``dimacs``/``cnf_artifact``; soft clauses with weights in ``soft``."""

    soft: list[SoftClause] = Field(min_length=1, max_length=1_000_000)
    solver: PysatSolver | None = Field(default=None, description="PySAT solver used by RC2 (default glucose4)")
    limits: SolverLimits | None = None
    budget: BudgetRequest | None = None


class MaxSatOutput(Output):
    cost: int | None = Field(default=None, description="minimum total weight of falsified soft clauses")
    model: Literals | None = None
    stopped_by: str | None = None


class ModelVerifyRequest(FormulaRequest):
    model: Literals = Field(max_length=10_000_000, description="the claimed model as DIMACS literals")


class ProofVerifyRequest(FormulaRequest):
    proof: str | None = Field(
        default=None,
        max_length=256 * 1024 * 1024,
        description="the refutation, in the proof_format: DRAT text has one clause per line, literals ended by 0, "
        "a deletion line starting with d (e.g. '-1 0\\nd 1 2 0\\n0\\n'); LRAT text has per line a clause id, its "
        "literals ended by 0 and the ids of the clauses it follows from ended by 0, a deletion 'id d ids 0' (ids "
        "1..m are the formula's clauses in order); with proof_encoding 'binary', base64 of the binary form",
    )
    proof_artifact: str | None = Field(
        default=None,
        pattern=ARTIFACT_URI_PATTERN,
        description=f"URI of a stored {DRAT_SCHEMA} artifact, instead of `proof`",
    )
    proof_encoding: Literal["text", "binary"] = "text"
    proof_format: Literal["drat", "lrat"] = Field(
        default="drat",
        description="drat (elaborated to LRAT, then kernel-checked) or lrat (checked by the kernel directly; "
        "ids 1..m are the formula's clauses in order)",
    )

    @model_validator(mode="after")
    def _exactly_one_proof(self) -> ProofVerifyRequest:
        """Exactly one of `proof` and `proof_artifact` is given; an LRAT proof (`proof_format` lrat) goes
        inline in `proof` (a stored proof artifact holds DRAT)."""
        if (self.proof is None) == (self.proof_artifact is None):
            raise ValueError("give exactly one of `proof` or `proof_artifact`")
        if self.proof_format == "lrat" and self.proof_artifact is not None:
            raise ValueError(f"proof_artifact holds a {DRAT_SCHEMA} proof; give an LRAT proof inline in `proof`")
        return self


class CnfArtifact(BaseModel):
    """A stored CNF formula."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    dimacs: str = Field(max_length=MAX_BYTES)


class DratProofArtifact(BaseModel):
    """A stored DRAT proof, in the same fields the proof checker takes as its certificate."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    encoding: Literal["text", "binary"]
    proof_text: str | None = None
    proof_base64: str | None = None
    formula_sha256: str | None = Field(default=None, description="sha256 of the DIMACS text the proof refutes")

    @model_validator(mode="after")
    def _one_body(self) -> DratProofArtifact:
        if (self.proof_text is None) == (self.proof_base64 is None):
            raise ValueError("give exactly one of proof_text or proof_base64")
        if self.proof_text is not None and self.encoding != "text":
            raise ValueError("proof_text is a text proof (encoding 'text')")
        return self
