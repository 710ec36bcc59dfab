"""Requests and outputs of the Coq and Lean capabilities (Pydantic only)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import AfterValidator, Field

from jacobian.capability import BudgetRequest, Output, Request

from .coq_axioms import qualified
from .core import MAX_PART_CHARS

# A standard-library axiom by its full kernel name; a short name, a suffix or a user axiom is refused here.
CoqAxiom = Annotated[str, Field(min_length=1, max_length=256), AfterValidator(qualified)]


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
    allowed_axioms: list[CoqAxiom] = Field(
        default_factory=list,
        max_length=64,
        description="standard-library axioms the proof may use, each by its fully qualified name as coqchk prints "
        'it, e.g. "Coq.Logic.Classical_Prop.classic" (a short name such as "classic" or a suffix such as '
        '"Classical_Prop.classic" is refused); default none',
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
    axioms: list[str] = Field(
        description="what Print Assumptions listed, as coqc printed the names (the shortest name in the proof's "
        "context; the checker resolves each to its fully qualified name before comparing it with allowed_axioms)"
    )
    admitted: bool = False
    messages: list[CoqMessage] = Field(default_factory=list)
    holes: list[dict] = Field(default_factory=list, description="admit / give_up / Admitted in the proof text")


StandardAxiom = Literal["propext", "Classical.choice", "Quot.sound"]


class LeanCheckRequest(Request):
    statement: str = Field(
        min_length=1,
        max_length=MAX_PART_CHARS,
        description='the theorem\'s statement, one Lean 4 term (a Prop), e.g. "∀ n : Nat, n + 0 = n"; it is bound '
        "to the template's theorem name before the proof is read",
    )
    proof: str = Field(
        min_length=1,
        max_length=MAX_PART_CHARS,
        description="tactics (placed, indented, after `:= by`) or, with proof_mode term, a term (after `:=`)",
    )
    proof_mode: Literal["tactic", "term"] = "tactic"
    environment: str = Field(
        default="core",
        pattern=r"^[a-z][a-z0-9_-]{0,31}$",
        description="what the file imports: `core` (Lean's Init, nothing imported) or an environment the operator "
        "configured in the manifest (run.options.environments, e.g. a Lake project with Mathlib)",
    )
    allowed_axioms: list[StandardAxiom] = Field(
        default_factory=list,
        max_length=3,
        description="standard axioms the proof may use (default none); sorryAx, Lean.ofReduceBool and any other "
        "axiom are never allowed",
    )
    budget: BudgetRequest | None = None


class LeanMessage(Output):
    severity: str = Field(description="error, warning or info")
    text: str
    part: str | None = Field(description="statement or proof, or null for the template")
    line: int | None = Field(default=None, description="1-based, within the part")
    column: int | None = Field(default=None, description="0-based, within the line (Unicode code points)")
    end_column: int | None = None


class LeanCheckOutput(Output):
    accepted: bool = Field(description="lean elaborated the theorem with no error and no sorry")
    theorem: str = Field(description="the theorem's name in the generated file")
    axioms: list[str] | None = Field(description="what `#print axioms` listed (null: it printed nothing)")
    messages: list[LeanMessage] = Field(default_factory=list, description="lean's messages, mapped into the parts")
    holes: list[dict] = Field(default_factory=list, description="sorry / admit in the proof text")
