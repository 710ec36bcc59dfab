"""Request and output models of syntax-guided synthesis (Pydantic only). Limits are the reader's
(:mod:`jacobian.checkers.synthesis.sygus` and ``.sexpr``): one definition, read here to refuse before any job."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from jacobian.capability import BudgetRequest, Output, Request
from jacobian.checkers.synthesis.sexpr import MAX_BYTES, MAX_DEPTH

GRAMMAR = (
    "SyGuS-IF v2 text: (set-logic LIA) or (set-logic BV) first; then set-info, synth-fun (optionally with a v2 "
    "grammar: ((N Sort) ...) ((N Sort (production ...)) ...)), declare-var, define-fun, constraint; "
    "(check-synth) last. "
    "Sorts Bool, Int (LIA), (_ BitVec n) with n <= 64 (BV); Int operators + - * (linear) < <= > >=, Bool and ite, "
    "bit-vector operators bvadd bvsub bvmul bvudiv bvurem bvneg bvnot bvand bvor bvxor bvshl bvlshr bvashr and the "
    f"comparisons bvult ... bvsge; let. Any other command (set-option ...) is refused. At most {MAX_BYTES} bytes, "
    f"nesting depth {MAX_DEPTH}"
)


class SygusRequest(Request):
    problem: str = Field(min_length=1, max_length=MAX_BYTES, description="the synthesis problem; " + GRAMMAR)
    budget: BudgetRequest | None = None


class SolutionVerifyRequest(Request):
    problem: str = Field(min_length=1, max_length=MAX_BYTES, description="the synthesis problem; " + GRAMMAR)
    solution: str = Field(
        min_length=1,
        max_length=MAX_BYTES,
        description="candidate definitions: one (define-fun name ((x Sort) ...) Sort body) per synth-fun of the "
        "problem, with its signature; bodies in the problem's term language, within its grammar if it has one",
    )


class Definition(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str
    signature: str = Field(description="parameter sorts and range, e.g. '(Int Int) Int'")
    text: str = Field(description="the define-fun as the solver printed it")


class SygusOutput(Output):
    status: str = Field(description="solved, infeasible (no function satisfies the constraints) or unknown")
    solution: str | None = Field(default=None, description="the define-fun text of every synthesized function")
    definitions: list[Definition] = Field(default_factory=list)
    solver_message: str | None = Field(default=None, description="what the solver printed when it did not solve")
    engine_version: str | None = None
