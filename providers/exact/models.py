"""Request and output models of the exact linear algebra and LP capabilities (Pydantic only).

Every entry is read by :mod:`.rational` while the request is validated, so "1/0", "1e5", a
float, an entry over the bit bound or a ragged row is an ``INVALID_REQUEST`` naming its JSON
path (``$.payload.matrix[2][0]``) before anything is planned. Entries are kept as written:
the evidence subject is the caller's text, which the checkers parse themselves.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Annotated, Any, ClassVar, Literal

from pydantic import (
    Field,
    PlainValidator,
    PrivateAttr,
    ValidationInfo,
    WithJsonSchema,
    field_validator,
    model_validator,
)

from jacobian.capability import BudgetRequest, Output, Request
from jacobian.contracts.exact_lp import MAX_MIP_NODES

from .expression import MAX_CHARS as EXPR_MAX_CHARS
from .expression import MAX_VARIABLES as EXPR_MAX_VARIABLES
from .expression import ExpressionError, check_magnitude, check_name, parse_expression
from .lpfile import parse_lp
from .mps import MAX_CHARS as MAX_MPS_CHARS
from .mps import MpsError, MpsModel, parse_mps
from .rational import MAX_COLS, MAX_NF_DIM, MAX_ROWS, RationalError, check_shape, parse_rational


def _entry(value: Any) -> str | int:
    try:
        parse_rational(value)
    except RationalError as exc:
        raise ValueError(str(exc)) from None
    return value


Rational = Annotated[
    Any,
    PlainValidator(_entry),
    WithJsonSchema(
        {
            "oneOf": [{"type": "string", "pattern": r"^-?(0|[1-9][0-9]*)(/[1-9][0-9]*)?$"}, {"type": "integer"}],
            "description": 'an exact rational: "3/7", "-2", "5" or an integer (at most 512 bits each part)',
        }
    ),
]
Row = Annotated[list[Rational], Field(min_length=1, max_length=MAX_COLS)]
MatrixField = Annotated[list[Row], Field(min_length=1, max_length=MAX_ROWS, description="rows of exact rationals")]
VectorField = Annotated[list[Rational], Field(min_length=1, max_length=max(MAX_ROWS, MAX_COLS))]
OptRational = Rational | None


def fractions(values: list[Any]) -> list[Fraction]:
    return [parse_rational(v) for v in values]


class MatrixRequest(Request):
    matrix: MatrixField
    budget: BudgetRequest | None = None

    @field_validator("matrix")
    @classmethod
    def _rectangular(cls, rows: list[list[Any]]) -> list[list[Any]]:
        """`matrix` has 1 to 400 rows of one length, 1 to 400 entries, and at most 40,000 entries in all."""
        try:
            check_shape(rows)
        except RationalError as exc:
            raise ValueError(str(exc)) from None
        return rows

    def shape(self) -> tuple[int, int]:
        return len(self.matrix), len(self.matrix[0])

    def as_given(self) -> dict[str, Any]:
        return {"matrix": [list(r) for r in self.matrix]}


class IntegerMatrixRequest(MatrixRequest):
    """An integer matrix (entries "-3", 7) of at most MAX_NF_DIM rows and columns."""

    @model_validator(mode="after")
    def _integers(self) -> IntegerMatrixRequest:
        """Every entry of `matrix` is an integer, and it has at most 128 rows and 128 columns."""
        m, n = self.shape()
        if m > MAX_NF_DIM or n > MAX_NF_DIM:
            raise ValueError(f"a normal form takes at most {MAX_NF_DIM} x {MAX_NF_DIM}; the matrix is {m} x {n}")
        for i, row in enumerate(self.matrix):
            for j, v in enumerate(row):
                if parse_rational(v).denominator != 1:
                    raise ValueError(f"entry [{i}][{j}] = {v!r} is not an integer")
        return self


class EnclosureRequest(Request):
    """A real expression, evaluated at a point (no variables) or over a box of rational intervals."""

    expression: str = Field(
        max_length=EXPR_MAX_CHARS,
        description="a real expression: decimal numbers (12, 0.125, read exactly), + - * / and parentheses, "
        "unary -, ^ with an integer exponent (x^2, x^-1; not **), the functions sqrt exp log sin cos applied to a "
        "parenthesised argument, the constant pi, and the box's variables; products are written with * (2*x, not "
        "2x); e.g. 'sin(10^10)', 'exp(-x^2) * sqrt(1 + y)'",
    )
    box: dict[str, Annotated[list[Rational], Field(min_length=2, max_length=2)]] = Field(
        default_factory=dict,
        max_length=EXPR_MAX_VARIABLES,
        description='variable -> [lower, upper] exact rationals, e.g. {"x": ["0", "1/2"]}; empty: a point',
    )
    precision_bits: int = Field(default=128, ge=32, le=4096, description="arb's working precision")
    budget: BudgetRequest | None = None

    @model_validator(mode="after")
    def _parses(self) -> EnclosureRequest:
        """Each variable of `box` is a name whose lower end is not above its upper end, and `expression`
        reads in the expression grammar using only the variables of `box` (none: a point)."""
        try:
            for name, (lo, hi) in self.box.items():
                check_name(name)
                if parse_rational(lo) > parse_rational(hi):
                    raise ValueError(f"box[{name!r}]: lower {lo} is above upper {hi}")
            tree = parse_expression(self.expression, set(self.box))
            box = {name: (parse_rational(lo), parse_rational(hi)) for name, (lo, hi) in self.box.items()}
            check_magnitude(self.expression, tree, box)
        except ExpressionError as exc:
            raise ValueError(f"expression: {exc}") from None
        return self

    def as_given(self) -> dict[str, Any]:
        return {"expression": self.expression, "box": {k: list(v) for k, v in self.box.items()}}


class SquareMatrixRequest(MatrixRequest):
    @model_validator(mode="after")
    def _square(self) -> SquareMatrixRequest:
        """`matrix` is square: as many rows as columns."""
        m, n = self.shape()
        if m != n:
            raise ValueError(f"the matrix must be square; it is {m} x {n}")
        return self


class SolveRequest(MatrixRequest):
    rhs: VectorField = Field(description="the right-hand side b of A x = b, one entry per row of A")

    @model_validator(mode="after")
    def _rhs_length(self) -> SolveRequest:
        """`rhs` has one entry per row of `matrix`."""
        if len(self.rhs) != len(self.matrix):
            raise ValueError(f"rhs has {len(self.rhs)} entries; the matrix has {len(self.matrix)} rows")
        return self

    def as_given(self) -> dict[str, Any]:
        return {"matrix": [list(r) for r in self.matrix], "rhs": list(self.rhs)}


Sense = Literal["<=", ">=", "="]


MpsFormat = Literal["free", "fixed"]
MpsText = Annotated[
    str,
    Field(
        max_length=MAX_MPS_CHARS,
        description="the LP (or MIP) as MPS text, instead of the typed fields: sections NAME, optional OBJSENSE "
        "(MIN or MAX), ROWS (N for the objective, L, G or E for a constraint, one row per line), COLUMNS (column "
        "row value [row value]; integer columns between 'MARKER' 'INTORG' and 'MARKER' 'INTEND' lines), optional "
        "RHS, RANGES and BOUNDS (UP LO FX FR MI PL BV LI UI, set name first), then ENDATA; * starts a comment "
        "line; numbers are decimals read exactly; laid out as mps_format says (free: fields separated by blanks, "
        "fixed: the classic columns). Read by Jacobian's bounded reader: what HiGHS would read differently is "
        "refused with line and field",
    ),
]
LpText = Annotated[
    str,
    Field(
        max_length=MAX_MPS_CHARS,
        description="the LP (or MIP) in the CPLEX LP file format, instead of the typed fields; read by Jacobian's "
        "bounded reader (Minimize/Maximize, Subject To, Bounds, General/Integer/Binary, End; a constraint ends with "
        "its right-hand side, the next one starts on a new line; what HiGHS would read differently is refused); "
        "e.g. 'Maximize\\n obj: 3 x + 2 y\\nSubject To\\n c1: x + y <= 4\\nBounds\\n x <= 3\\nEnd\\n'",
    ),
]
TYPED_FIELDS = ("objective", "matrix", "senses", "rhs", "lower", "upper", "integer", "objective_constant")


INTEGER_SOLVE = "optimization.integer.solve"


def _integrality_refused(model: MpsModel | None, integer: list[bool] | None, where: str) -> str:
    count = sum(model.integer) if model is not None else sum(integer or ())
    at = f" ({model.integer_at})" if model is not None and model.integer_at else ""
    return (
        f"the {where} declares {count} integer variable{'s' if count != 1 else ''}{at}: optimization.linear.solve "
        f"does not drop integrality silently; use {INTEGER_SOLVE} for the integer program, or set "
        "relax_integrality: true to solve its LP relaxation"
    )


class _Relaxable(Request):
    """The LP operation's choice about integrality a request declares (a field before the LP's own)."""

    relax_integrality: bool = Field(
        default=False,
        description="solve the LP relaxation of a model that declares integer variables (lp: General/Binary; "
        "mps: INTORG markers, BV/LI/UI bounds; typed: integer); without it such a model is refused "
        f"({INTEGER_SOLVE} keeps integrality)",
    )


class LinearProgramFields(Request):
    """minimize/maximize c x subject to A_i x (sense_i) b_i and lower_j <= x_j <= upper_j.

    Given by the typed fields, as ``mps`` text (``mps_format`` free or fixed) or as ``lp`` text (CPLEX LP
    format), exactly one of the three. The fields shared by the LP and the MIP operation; an operation
    that solves without integrality sets ``refuses_integrality``.
    """

    refuses_integrality: ClassVar[bool] = False

    objective_sense: Literal["minimize", "maximize"] = "minimize"
    objective: VectorField | None = Field(default=None, description="the cost vector c, one entry per variable")
    objective_constant: Rational | None = Field(
        default=None, description="a constant added to c x (MPS: minus the RHS entry of the objective row)"
    )
    matrix: MatrixField | None = None
    senses: list[Sense] | None = Field(
        default=None, min_length=1, max_length=MAX_ROWS, description="one of <=, >=, = per row of the matrix"
    )
    rhs: VectorField | None = Field(default=None, description="b, one entry per row")
    lower: list[OptRational] | None = Field(
        default=None, max_length=MAX_COLS, description="variable lower bounds (null: none); default all 0"
    )
    upper: list[OptRational] | None = Field(
        default=None, max_length=MAX_COLS, description="variable upper bounds (null: none); default none"
    )
    mps_format: MpsFormat = Field(
        default="free", description="how the mps text is laid out: free (blank-separated) or fixed columns"
    )
    mps: MpsText | None = None
    lp: LpText | None = None
    integer: list[bool] | None = Field(
        default=None,
        max_length=MAX_COLS,
        description="typed form: true for each variable that must be an integer (MPS: INTORG/INTEND, BV, LI, UI; "
        "LP: General, Binary)",
    )
    budget: BudgetRequest | None = None
    _mps_model: MpsModel | None = PrivateAttr(default=None)

    @field_validator("matrix")
    @classmethod
    def _rectangular(cls, rows: list[list[Any]] | None) -> list[list[Any]] | None:
        """`matrix` has 1 to 400 rows of one length, 1 to 400 entries, and at most 40,000 entries in all."""
        return None if rows is None else MatrixRequest._rectangular(rows)

    @field_validator("mps")
    @classmethod
    def _readable(cls, text: str | None, info: ValidationInfo) -> str | None:
        """`mps` reads as MPS in the layout `mps_format` names; for optimization.linear.solve, integer
        variables it declares are refused unless `relax_integrality` is true."""
        if text is not None:
            try:
                model = parse_mps(text, info.data.get("mps_format", "free"))
            except MpsError as exc:
                raise ValueError(str(exc)) from None
            cls._integrality_allowed(model, None, "MPS text", info)
        return text

    @field_validator("lp")
    @classmethod
    def _readable_lp(cls, text: str | None, info: ValidationInfo) -> str | None:
        """`lp` reads as a CPLEX LP file; for optimization.linear.solve, integer variables it declares are
        refused unless `relax_integrality` is true."""
        if text is not None:
            try:
                model = parse_lp(text)
            except MpsError as exc:
                raise ValueError(str(exc)) from None
            cls._integrality_allowed(model, None, "LP text", info)
        return text

    @field_validator("integer")
    @classmethod
    def _integer_allowed(cls, integer: list[bool] | None, info: ValidationInfo) -> list[bool] | None:
        """For optimization.linear.solve, `integer` with a true entry is refused unless `relax_integrality`
        is true."""
        cls._integrality_allowed(None, integer, "integer field", info)
        return integer

    @classmethod
    def _integrality_allowed(
        cls, model: MpsModel | None, integer: list[bool] | None, where: str, info: ValidationInfo
    ) -> None:
        """Refuse integer variables where the operation would drop them, unless the request relaxes them."""
        declared = any(model.integer) if model is not None else any(integer or ())
        if cls.refuses_integrality and declared and not info.data.get("relax_integrality"):
            raise ValueError(_integrality_refused(model, integer, where))

    @model_validator(mode="after")
    def _consistent(self) -> LinearProgramFields:
        """The program is given one way only: `mps` text, `lp` text, or the typed fields (`objective`,
        `matrix`, `senses`, `rhs`, and optionally `lower`, `upper`, `integer`, `objective_constant`,
        `objective_sense`). Typed: `objective`, `lower`, `upper` and `integer` have one entry per column
        of `matrix`, `senses` and `rhs` one per row, and no lower bound is above its upper bound."""
        if self.mps is not None and self.lp is not None:
            raise ValueError("give the LP as mps text or as lp text, not both")
        if self.mps is not None or self.lp is not None:
            given = [name for name in (*TYPED_FIELDS, "objective_sense") if name in self.model_fields_set]
            if given:
                raise ValueError(
                    f"give the LP either as mps or lp text or by the typed fields, not both ({', '.join(given)})"
                )
            self._mps_model = parse_mps(self.mps, self.mps_format) if self.mps is not None else parse_lp(self.lp or "")
            return self
        missing = [name for name in TYPED_FIELDS[:4] if getattr(self, name) is None]
        if missing:
            raise ValueError(f"missing {', '.join(missing)} (or give the LP as mps text)")
        assert self.matrix is not None
        m, n = len(self.matrix), len(self.matrix[0])
        for name, value, want in (
            ("objective", self.objective, n),
            ("senses", self.senses, m),
            ("rhs", self.rhs, m),
            ("lower", self.lower, n),
            ("upper", self.upper, n),
            ("integer", self.integer, n),
        ):
            if value is not None and len(value) != want:
                raise ValueError(f"{name} has {len(value)} entries; {want} are needed")
        lower = [0] * n if self.lower is None else self.lower
        upper = [None] * n if self.upper is None else self.upper
        for j, (lo, up) in enumerate(zip(lower, upper)):
            if lo is not None and up is not None and parse_rational(lo) > parse_rational(up):
                raise ValueError(f"variable {j} has lower bound {lo} above its upper bound {up}")
        return self

    def mps_model(self) -> MpsModel | None:
        """The model read from the mps or lp text (None for the typed form)."""
        return self._mps_model

    def integrality(self) -> list[bool]:
        """One flag per variable: declared integer (by the text, or the typed ``integer``; default none)."""
        model = self.mps_model()
        if model is not None:
            return list(model.integer)
        if self.integer is not None:
            return list(self.integer)
        assert self.objective is not None
        return [False] * len(self.objective)

    def worker_form(self) -> dict[str, Any]:
        """The typed LP the worker solves (the text read into it, when given as text), without integrality."""
        if self._mps_model is not None:
            return self._mps_model.worker_payload()
        return {k: v for k, v in self.as_given().items() if k != "integer"}

    def as_given(self) -> dict[str, Any]:
        """The evidence subject: exactly what the caller wrote (the checker parses it itself)."""
        if self.mps is not None:
            return {"mps": self.mps, "mps_format": self.mps_format}
        if self.lp is not None:
            return {"lp": self.lp}
        assert self.matrix is not None and self.objective is not None and self.senses and self.rhs is not None
        return {
            "objective_sense": self.objective_sense,
            "objective": list(self.objective),
            **({} if self.objective_constant is None else {"objective_constant": self.objective_constant}),
            "matrix": [list(r) for r in self.matrix],
            "senses": list(self.senses),
            "rhs": list(self.rhs),
            "lower": None if self.lower is None else list(self.lower),
            "upper": None if self.upper is None else list(self.upper),
            **({} if self.integer is None else {"integer": list(self.integer)}),
        }


class LinearProgramRequest(LinearProgramFields, _Relaxable):
    """A linear program. Integer variables it declares are refused unless ``relax_integrality`` is true."""

    refuses_integrality: ClassVar[bool] = True

    def relaxed_variables(self) -> int:
        """How many declared integer variables the LP operation relaxes (0: none declared)."""
        return sum(self.integrality())


class MixedIntegerRequest(LinearProgramFields):
    """A linear program some of whose variables must take integer values."""

    max_nodes: int = Field(
        default=500,
        ge=1,
        le=MAX_MIP_NODES,
        description="the largest branch-and-bound tree built to certify optimality",
    )

    @model_validator(mode="after")
    def _integrality(self) -> MixedIntegerRequest:
        """Typed: `integer` gives true or false for every variable. With `mps` or `lp` text the integer
        variables come from the text, and `integer` is absent."""
        if self.mps is not None or self.lp is not None:
            if self.integer is not None:
                raise ValueError("with mps or lp text the integer variables come from the text, not integer")
        elif self.integer is None or self.objective is None or len(self.integer) != len(self.objective):
            raise ValueError("integer must give true or false for every variable")
        return self


Text = Annotated[str, Field(description='an exact rational as text, e.g. "-3/7"')]


class RankOutput(Output):
    rank: int
    rows: int
    cols: int


class DeterminantOutput(Output):
    determinant: Text


class InverseOutput(Output):
    invertible: bool
    inverse: list[list[Text]] | None = None
    kernel_vector: list[Text] | None = Field(default=None, description="when singular: a nonzero v with A v = 0")


class NullspaceOutput(Output):
    dimension: int
    basis: list[list[Text]] = Field(description="vectors v with A v = 0 spanning the kernel")


class SolveOutput(Output):
    consistent: bool
    solution: list[Text] | None = Field(default=None, description="one x with A x = b")
    farkas: list[Text] | None = Field(default=None, description="when inconsistent: y with y A = 0 and y b != 0")
    kernel_dimension: int


class LinearProgramOutput(Output):
    status: Literal["OPTIMAL", "INFEASIBLE", "UNBOUNDED", "NOT_EXACT", "UNKNOWN"]
    exact: bool = Field(description="the status and values below are exact rationals that satisfy their certificate")
    objective: Text | None = Field(default=None, description="the exact optimal value (OPTIMAL)")
    objective_float: float | None = Field(default=None, description="HiGHS's floating-point objective value")
    primal: list[Text] | None = Field(default=None, description="an exact optimal (or, UNBOUNDED, feasible) point")
    dual: list[Text] | None = Field(default=None, description="exact row duals y of the minimization form")
    farkas: list[Text] | None = Field(default=None, description="INFEASIBLE: the exact Farkas row multipliers y")
    ray: list[Text] | None = Field(default=None, description="UNBOUNDED: an exact improving direction")
    columns: list[str] | None = Field(default=None, description="MPS input: the column names, in the order of primal")
    rows: list[str] | None = Field(
        default=None, description="MPS input: the row of each constraint (dual order; a ranged row appears twice)"
    )
    relaxed_integrality: bool = Field(
        default=False, description="the answer is about the LP relaxation: declared integrality was dropped on request"
    )
    relaxed_variables: int = Field(default=0, description="how many declared integer variables were relaxed")
    highs_status: str
    note: str | None = Field(default=None, description="why no exact answer was established (NOT_EXACT/UNKNOWN)")


class MixedIntegerOutput(Output):
    status: Literal["OPTIMAL", "FEASIBLE", "INFEASIBLE", "UNKNOWN"] = Field(
        description="OPTIMAL and INFEASIBLE carry a branch-and-bound tree; FEASIBLE an exact incumbent only"
    )
    optimality_certified: bool = Field(description="a tree with exact LP bounds at its leaves proves the status")
    objective: Text | None = Field(default=None, description="the exact value of the incumbent")
    primal: list[Text] | None = Field(default=None, description="the exact incumbent (integral where required)")
    nodes: int | None = Field(default=None, description="nodes of the certifying branch-and-bound tree")
    highs_status: str
    highs_bound: float | None = Field(default=None, description="HiGHS's floating-point dual bound (not exact)")
    note: str | None = None
    columns: list[str] | None = Field(default=None, description="MPS input: the column names, in the order of primal")


IntMatrix = list[list[Text]]


class HermiteOutput(Output):
    hermite: IntMatrix = Field(description="H = U A in row Hermite normal form")
    left: IntMatrix = Field(description="the unimodular U (det +-1) with U A = H")
    rank: int


class SmithOutput(Output):
    smith: IntMatrix = Field(description="S = U A V, diagonal d_1 | d_2 | ... then zeros")
    left: IntMatrix = Field(description="the unimodular U")
    right: IntMatrix = Field(description="the unimodular V")
    invariants: list[Text] = Field(description="the nonzero diagonal entries (invariant factors)")


class EnclosureOutput(Output):
    defined: bool = Field(description="false when arb's ball is not finite (outside the domain, or too large)")
    lower: Text | None = Field(default=None, description="an exact (dyadic) rational lower bound")
    upper: Text | None = Field(default=None, description="an exact (dyadic) rational upper bound")
    ball: str | None = Field(default=None, description="arb's midpoint +/- radius, in decimal (for reading)")
    precision_bits: int
