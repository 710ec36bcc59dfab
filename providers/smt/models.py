"""Request and output models of the SMT capabilities (Pydantic only; no backend imports).

Every script is read by the safety gate of :mod:`.script` during validation, so a refused command
is INVALID_REQUEST at ``$.payload.script`` with its line and column before anything runs.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, field_validator, model_validator

from jacobian.capability import BudgetRequest, Output, Request

from .script import GRAMMAR as SCRIPT_GRAMMAR
from .script import MAX_SCRIPT_CHARS, CheckedScript, ScriptError, check_script


def _checked(script: str, allow_objectives: bool = False) -> CheckedScript:
    try:
        return check_script(script, allow_objectives=allow_objectives)
    except ScriptError as exc:
        raise ValueError(str(exc)) from None


class ScriptRequest(Request):
    script: str = Field(min_length=1, max_length=MAX_SCRIPT_CHARS, description=f"the problem, {SCRIPT_GRAMMAR}")
    timeout_ms: int | None = Field(
        default=None,
        ge=10,
        le=3_600_000,
        description="solver time budget; the solver answers unknown when it runs out (clipped below the wall limit)",
    )
    rlimit: int | None = Field(
        default=None, ge=1, le=10**12, description="solver resource limit (deterministic budget)"
    )
    budget: BudgetRequest | None = None


class CheckRequest(ScriptRequest):
    unsat_core: bool = Field(
        default=False, description="on UNSAT, return the names of a core of (! ... :named n) assertions"
    )

    @field_validator("script")
    @classmethod
    def _safe(cls, script: str) -> str:
        """`script` is SMT-LIB v2 that Jacobian's reader accepts (see the field's description): balanced,
        within the size bounds, only declarations, definitions, `set-logic` and `assert` kept; commands
        that would read or write files, push/pop, reset and unknown commands refused."""
        _checked(script)
        return script


class Objective(Request):
    sense: Literal["minimize", "maximize"]
    term: str = Field(
        min_length=1,
        max_length=10_000,
        description="one SMT-LIB term (an s-expression) over the script's declared symbols, of sort Int, Real or a "
        "bit-vector, e.g. '(+ x (* 2 y))'",
    )


class OptimizeRequest(ScriptRequest):
    objectives: tuple[Objective, ...] = Field(
        default=(),
        max_length=64,
        description="objectives, in priority order, after any (minimize t)/(maximize t) in the script",
    )

    def full_script(self) -> str:
        return self.script + "".join(f"\n({o.sense} {o.term})" for o in self.objectives)

    @model_validator(mode="after")
    def _safe(self) -> OptimizeRequest:
        """The script with `objectives` appended passes the same reader as `script` alone, and has at least
        one objective: from `objectives` or a (minimize t) / (maximize t) command in the script."""
        checked = _checked(self.full_script(), allow_objectives=True)
        if not checked.objectives:
            raise ValueError("no objective: give `objectives` or (minimize t)/(maximize t) in the script")
        return self


class CheckOutput(Output):
    status: Literal["sat", "unsat", "unknown"]
    reason: str | None = Field(default=None, description="the solver's reason for unknown")
    reason_kind: Literal["timeout", "resource-limit", "incomplete", "other"] | None = None
    model_text: str | None = Field(default=None, description="the model as SMT-LIB define-fun text")
    model: dict[str, Any] | None = Field(default=None, description="typed model: assignments, functions, universes")
    unsat_core: list[str] | None = None
    producer: str = Field(description="solver implementation: z3 or cvc5")
    engine_version: str | None = None
    ignored_commands: list[str] = Field(default_factory=list)


class ObjectiveResult(Output):
    sense: str
    term: str
    value: str | None = Field(default=None, description='exact optimum when attained ("oo"/"-oo" when unbounded)')
    attained: bool = False
    lower: dict[str, str]
    upper: dict[str, str]


class OptimizeOutput(Output):
    status: Literal["sat", "unsat", "unknown"]
    reason: str | None = None
    reason_kind: str | None = None
    objectives: list[ObjectiveResult] = Field(default_factory=list)
    model_text: str | None = None
    model: dict[str, Any] | None = None
    engine_version: str | None = None


class ModelVerifyRequest(Request):
    script: str = Field(
        min_length=1,
        max_length=MAX_SCRIPT_CHARS,
        description=f"the script the model is claimed to satisfy, {SCRIPT_GRAMMAR}",
    )
    model: str = Field(
        min_length=2,
        max_length=MAX_SCRIPT_CHARS,
        description="the model as SMT-LIB text, as smt.check's `model_text` gives it: one (define-fun name (args) "
        "Sort body) per symbol (elements of an uninterpreted sort as declare-fun, their universe as a forall "
        "constraint), all of it optionally wrapped in one pair of parentheses; e.g. '(define-fun x () Int 3)'",
    )
    producer: Literal["z3", "cvc5"] = Field(
        description="implementation that produced the model (`producer` of smt.check); the other one checks it"
    )

    @field_validator("script")
    @classmethod
    def _safe(cls, script: str) -> str:
        """`script` is SMT-LIB v2 that Jacobian's reader accepts (see the field's description): balanced,
        within the size bounds, only declarations, definitions, `set-logic` and `assert` kept; commands
        that would read or write files, push/pop, reset and unknown commands refused."""
        _checked(script)
        return script
