"""Request and output models of the finite-algebra capabilities (Pydantic only; no solver imports)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from jacobian.capability import BudgetRequest, Output, Request

from ..sat.models import PysatSolver
from .laws import GRAMMAR, LawInput, LawTree, checked, law_names

MAGMA_SCHEMA = "jacobian.algebra.magma.v1"  # a stored MagmaStructure (client-writable; countermodels are retained)
MAX_SOURCES = 16
MAX_SEARCH_ORDER = 8  # the encoder's bound (checkers/algebra/encode.py MAX_ORDER)
MAX_TABLE_ORDER = 64
MAX_EVALUATIONS = 2_000_000  # assignments over all laws in one evaluate_laws call

Table = list[list[int]]


def _law(value: LawInput, where: str) -> LawInput:
    try:
        checked(value)
    except ValueError as exc:
        raise ValueError(f"{where}: {exc}") from None
    return value


class MagmaStructure(BaseModel):
    """A finite magma: elements 0..order-1 and its operation table (row a, column b holds a*b)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    order: int = Field(ge=1, le=MAX_TABLE_ORDER)
    table: Table = Field(max_length=MAX_TABLE_ORDER, description="table[a][b] = a*b, each entry in 0..order-1")

    @model_validator(mode="after")
    def _square(self) -> MagmaStructure:
        if len(self.table) != self.order:
            raise ValueError(f"table has {len(self.table)} rows, order is {self.order}")
        for a, row in enumerate(self.table):
            if len(row) != self.order:
                raise ValueError(f"table row {a} has {len(row)} entries, order is {self.order}")
            for b, v in enumerate(row):
                if not 0 <= v < self.order:
                    raise ValueError(f"table[{a}][{b}] = {v} is not an element 0..{self.order - 1}")
        return self


class EvaluateRequest(Request):
    structure: MagmaStructure
    laws: list[LawInput] = Field(
        min_length=1, max_length=MAX_SOURCES, description=f"the laws to evaluate, each {GRAMMAR}"
    )
    budget: BudgetRequest | None = None

    @field_validator("laws")
    @classmethod
    def _laws(cls, value: list[LawInput]) -> list[LawInput]:
        """Each law reads in the law grammar (or is a tree), with at most 6 variables, 63 nodes and depth 12
        per side."""
        return [_law(v, f"laws[{i}]") for i, v in enumerate(value)]

    @model_validator(mode="after")
    def _work(self) -> EvaluateRequest:
        """The evaluation is bounded: the sum over the laws of order^(number of variables) is at most
        2,000,000 assignments."""
        work = sum(self.structure.order ** len(law_names(checked(law))) for law in self.laws)
        if work > MAX_EVALUATIONS:
            raise ValueError(f"{work} assignments to evaluate; at most {MAX_EVALUATIONS} per call")
        return self


class LawVerdict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    law: str = Field(description="the law, fully parenthesised")
    holds: bool
    falsifying_assignment: dict[str, int] | None = Field(
        default=None, description="when it fails: values of its variables"
    )


class EvaluateOutput(Output):
    order: int
    laws: list[LawVerdict]
    all_hold: bool
    assignments: int = Field(description="assignments evaluated, over all laws")


class SearchLimits(BaseModel):
    """Budgets for the whole search (all orders together); running out ends it UNKNOWN at that order."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    conflicts: int | None = Field(default=None, ge=1, le=10**12, description="total solver conflicts")
    seconds: float | None = Field(default=None, gt=0, le=3600, description="total solver seconds")


class SearchRequest(Request):
    sources: list[LawInput] = Field(
        max_length=MAX_SOURCES, description=f"laws the countermodel must satisfy, each {GRAMMAR}"
    )
    target: LawInput = Field(description=f"the law the countermodel must falsify, {GRAMMAR}")
    order: int | None = Field(default=None, ge=1, le=MAX_SEARCH_ORDER, description="search this order only")
    min_order: int | None = Field(
        default=None, ge=1, le=MAX_SEARCH_ORDER, description="with max_order: a range, smallest first"
    )
    max_order: int | None = Field(default=None, ge=1, le=MAX_SEARCH_ORDER)
    solver: PysatSolver | None = Field(
        default=None, description="PySAT solver (default cadical195, glucose4 with `limits.seconds`)"
    )
    limits: SearchLimits | None = None
    budget: BudgetRequest | None = None

    @field_validator("sources")
    @classmethod
    def _sources(cls, value: list[LawInput]) -> list[LawInput]:
        """Each source law reads in the law grammar (or is a tree), with at most 6 variables, 63 nodes and
        depth 12 per side."""
        return [_law(v, f"sources[{i}]") for i, v in enumerate(value)]

    @field_validator("target")
    @classmethod
    def _target(cls, value: LawInput) -> LawInput:
        """The target law reads in the law grammar (or is a tree), with at most 6 variables, 63 nodes and
        depth 12 per side."""
        return _law(value, "target")

    @model_validator(mode="after")
    def _orders(self) -> SearchRequest:
        """Either `order`, or both `min_order` and `max_order` with `min_order` at most `max_order`."""
        if self.order is not None:
            if self.min_order is not None or self.max_order is not None:
                raise ValueError("give `order`, or `min_order` and `max_order`, not both")
        elif self.min_order is None or self.max_order is None:
            raise ValueError("give `order`, or `min_order` and `max_order`")
        elif self.min_order > self.max_order:
            raise ValueError("min_order is larger than max_order")
        return self

    def orders(self) -> list[int]:
        if self.order is not None:
            return [self.order]
        assert self.min_order is not None and self.max_order is not None  # the validator's rule
        return list(range(self.min_order, self.max_order + 1))

    def typed(self) -> tuple[list[LawTree], LawTree]:
        return [checked(s) for s in self.sources], checked(self.target)


OrderStatus = Literal["NO_COUNTERMODEL", "COUNTERMODEL", "UNKNOWN", "NOT_SEARCHED"]


class OrderResult(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    order: int
    status: OrderStatus
    cnf_variables: int
    cnf_clauses: int
    cnf_sha256: str
    proof_lines: int | None = Field(default=None, description="on NO_COUNTERMODEL: lines of the DRAT proof")
    solve_seconds: float | None = None


class SearchOutput(Output):
    orders: list[OrderResult]
    settled_orders: list[int] = Field(description="orders answered (no countermodel, or the countermodel's order)")
    countermodel: MagmaStructure | None = None
    falsifying_assignment: dict[str, int] | None = Field(
        default=None, description="where the target fails on the countermodel"
    )
    solver: str | None = None
    stopped_by: str | None = None
