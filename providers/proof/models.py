"""Requests and outputs of the Coq capabilities (Pydantic only)."""

from __future__ import annotations

from pydantic import Field

from jacobian.capability import BudgetRequest, Output, Request

from .core import MAX_PART_CHARS

QUALIFIED = r"^[A-Za-z_][A-Za-z0-9_']*(\.[A-Za-z_][A-Za-z0-9_']*)+$"


class CoqCheckRequest(Request):
    statement: str = Field(
        min_length=1,
        max_length=MAX_PART_CHARS,
        description="the theorem's statement, one Coq term without a final '.', e.g. "
        '"forall n : nat, n + 0 = n"; it is read with the imports only, never with `definitions`',
    )
    proof: str = Field(
        min_length=1,
        max_length=MAX_PART_CHARS,
        description="the tactic script placed between 'Proof.' and 'Qed.' (a final 'Qed.' is optional)",
    )
    imports: list[str] = Field(
        default_factory=list,
        max_length=32,
        description="standard-library modules, each emitted as 'From Coq Require Import <name>.'",
    )
    definitions: str = Field(
        default="",
        max_length=MAX_PART_CHARS,
        description="vernacular placed before the theorem (definitions, lemmas, notations, Ltac); "
        "the proof may use it, the statement is checked without it",
    )
    allowed_axioms: list[str] = Field(
        default_factory=list,
        max_length=64,
        description='fully qualified axioms the proof may use, e.g. "Coq.Logic.Classical_Prop.classic"; default none',
    )
    budget: BudgetRequest | None = None


class CoqMessage(Output):
    severity: str
    text: str
    part: str | None = Field(description="statement, proof, definitions, or null for the template")
    line: int | None = None
    column: int | None = None
    end_column: int | None = None


class CoqCheckOutput(Output):
    accepted: bool = Field(description="coqc compiled the theorem with Qed")
    theorem: str = Field(description="the kernel name of the theorem")
    axioms: list[str] = Field(description="what Print Assumptions listed (as coqc printed the names)")
    admitted: bool = False
    messages: list[CoqMessage] = Field(default_factory=list)
    holes: list[dict] = Field(default_factory=list, description="admit / give_up / Admitted in the proof text")
